"""Section 13.0 The Strategic Cycle: swell, fires and studding sails, once a game hour.

Every eighth Game-Turn [13.0, 4.2 A], before commands: swell [13.1] (a ship dead in the water [10.41] moves
downwind on 3-6 [13.11], not when that square was taken [13.12], reading ``swell_exempt_roll``; a fouled stack as
one [13.13]); fires [13.2] (burning ships [10.33] blow up on a 1, else a hull hit [13.21], or at abandonment
[13.22]; the only way off the map [13.23], with all fouled to her [13.24]); studding sails [13.3] set or taken in
[13.31], cancelling the rigging-fire penalty [13.32] and bettering the point of sail [13.33,
:func:`.wind.movement_allowance`]. A die a call (:func:`swell`, :func:`burn`); :func:`swell_odds` and
:func:`burning_odds` give exact chances.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...dice import D6, Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.squares import Square
from ...rulings import Ruling, Step, changes_position, used
from ...wording import agree, plural
from .board import MAP, beyond, on_grid
from .board import name as square_name
from .damage import blow_up
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState
from .striking import strikes_on_arrival

CYCLE = 8  #: the Strategic Cycle runs on Game-Turns divisible by this [13.0]


def cycle_due(turn: int) -> Ruling:
    """Does the Strategic Cycle run this Game-Turn? Only when the turn divides by 8 [13.0, 4.2]."""
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise InvalidInputError("game-turn", turn, "a whole number 1 or more")
    due = turn % CYCLE == 0
    why = f"Game-Turn {turn} {'is' if due else 'is not'} a multiple of {CYCLE}"
    return RULINGS(f"strategic cycle on Game-Turn {turn}", due, (Step("13.0", why),))


def _require_cycle(position: Position, case: str) -> None:
    if position.turn % CYCLE:
        raise IllegalActionError(
            f"the strategic cycle does not run on Game-Turn {position.turn}, only on multiples of {CYCLE}", case
        )


# ---------------------------------------------------------------- 13.1 swell


def leeward(sq: Square, position: Position) -> Square:
    """The neighbouring square the wind blows toward: one step opposite the wind's source [13.11]."""
    return sq.neighbour(position.wind.opposite())


def swell_units(position: Position) -> tuple[tuple[ShipState, ...], ...]:
    """Groups that swell moves as one: each lone ship dead in the water, and each fouled stack [13.1, 13.13].

    Every ship of a fouled stack is dead in the water [10.41e], so a stack always
    counts. Ships appear in position order.
    """
    occupied = position.occupied()
    seen: set[Square] = set()
    units: list[tuple[ShipState, ...]] = []
    for s in position.afloat():
        stack = occupied[s.square]
        if len(stack) > 1:
            if s.square not in seen:
                seen.add(s.square)
                units.append(stack)
        elif s.dead_in_water:
            units.append((s,))
    return tuple(units)


def swell_exemption(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Ruling:
    """Is this ship (or its stack) spared the swell roll? Truthy when exempt [13.1, 13.12, 15.0-MR].

    Exempt are ships not dead in the water [13.1] and ships whose downwind square is
    occupied [13.12]; a downwind square off the printed map counts as blocked unless
    the players extended the grid (reading ``swell_edge``).
    """
    r = readings_for(readings, position)
    s = position.ship(ship)
    q = f"is {s.name} spared the swell roll"
    if s.destroyed:
        return RULINGS(q, True, (Step("13.23", f"{s.name} has blown up and is off the map"),))
    if not s.dead_in_water:
        return RULINGS(q, True, (Step("13.1", f"{s.name} is not dead in the water, so swell does not affect it"),))
    lee = leeward(s.square, position)
    steps: tuple[Step, ...] = ()
    consulted: tuple[tuple[str, str], ...] = ()
    if lee not in MAP:
        edge, consulted = _swell_edge(s, lee, r)
        if edge is not None:
            return RULINGS(q, True, (edge,), also=consulted)
        steps = (Step("15.0-MR", "the players extended the grid, so swell may carry the ship beyond the printed map"),)
    if position.at(lee):
        names = ", ".join(t.name for t in position.at(lee))
        steps += (Step("13.12", f"the downwind square {square_name(lee)} holds {names}: no roll"),)
        return RULINGS(q, True, steps, also=consulted)
    steps += (Step("13.11", f"{s.name} is dead in the water and {square_name(lee)} downwind is free: it rolls"),)
    return RULINGS(q, False, steps, also=consulted)


def _swell_edge(s: ShipState, lee: Square, r: Readings) -> tuple[Step | None, tuple[tuple[str, str], ...]]:
    """Does an edge stop swell carrying ``s`` into ``lee``, off the printed map? [13.11, 15.0-MR] Under
    ``swell_edge=blocks`` the printed edge does for a ship on the map (one beyond it drifts on); :data:`~.board.LIMIT`
    always does."""
    if on_grid(lee, r, "swell_edge"):
        return None, used(r, "swell_edge")
    if s.square not in MAP and on_grid(lee, r, "map_exit"):
        return None, used(r, "swell_edge", "map_exit")
    why = f"the downwind square of {square_name(s.square)} is {beyond(lee, r, 'swell_edge')}, which blocks like a ship"
    return Step("15.0-MR", why), used(r, "swell_edge")


def swell_candidates(position: Position, readings: ReadingsLike | None = None) -> tuple[tuple[ShipState, ...], ...]:
    """The units that must roll for swell at the start of the Swell Phase [13.11-13.13]."""
    return tuple(u for u in swell_units(position) if not swell_exemption(position, u[0], readings))


def _blocked_by_ships(exemption: Ruling) -> bool:
    """Whether an exemption is the one of 13.12, a downwind square taken by ships (not the map edge or sailing)."""
    return bool(exemption) and exemption.cases[-1] == "13.12"


def swell_choices(position: Position, readings: ReadingsLike | None = None) -> tuple[tuple[ShipState, ...], ...]:
    """Units spared the roll by 13.12 whose owner may still choose to roll [13.12] (reading ``swell_exempt_roll``).

    Under the default ``exempt`` there are none. Under ``owner_may_roll`` they are
    the units dead in the water whose downwind square holds ships when the phase
    begins, each of one owner (a stack of both sides has no single owner to choose).
    """
    r = readings_for(readings, position)
    if r["swell_exempt_roll"] != "owner_may_roll":
        return ()
    return tuple(
        u
        for u in swell_units(position)
        if len({s.side for s in u}) == 1 and _blocked_by_ships(swell_exemption(position, u[0], r))
    )


@changes_position
def swell(
    position: Position,
    ship: str | ShipState,
    die: int,
    readings: ReadingsLike | None = None,
    *,
    by_choice: bool = False,
) -> tuple[Position, Ruling]:
    """One swell roll for a ship dead in the water, or for its whole fouled stack [13.11-13.13, 12.14].

    1-2 nothing, 3-6 the unit moves a square downwind, heading kept [13.11]; abandoned enemies there strike to a ship
    under her colours [12.14]. An exempt ship raises unless ``by_choice`` (reading ``swell_exempt_roll=owner_may_roll``)
    [13.12]; then she fouls the ships there [7.81], or stays if they would be more than four [7.82]."""
    r = readings_for(readings, position)
    s = position.ship(ship)
    steps, consulted = _rolls_for_swell(position, s, r, by_choice)
    roll = check_die(die, D6, "swell die")
    unit = position.at(s.square) if len(position.at(s.square)) > 1 else (s,)
    names = ", ".join(t.name for t in unit)
    if len(unit) > 1:
        steps.append(Step("13.13", f"{names} are fouled together: one die for the stack"))
    q = f"swell on {names}"
    lee = leeward(s.square, position)
    there = position.at(lee) if roll > 2 else ()
    if roll <= 2 or len(there) + len(unit) > 4:
        why = "no effect" if roll <= 2 else f"{square_name(lee)} would hold more than four ships [7.82], so it stays"
        steps.append(Step("13.11", f"rolled {roll}: {why}"))
        return position, RULINGS(
            q, "stays", steps, also=consulted, value=roll, facts={"square": s.square}, measure="die {}"
        )
    steps.append(Step("13.11", f"rolled {roll}: moved downwind to {square_name(lee)}, headings unchanged", roll))
    new = _carried_downwind(position, unit, there, lee, steps, consulted)
    return new, RULINGS(q, "moves", steps, also=consulted, value=roll, facts={"square": lee}, measure="die {}")


def _rolls_for_swell(
    position: Position, s: ShipState, r: Readings, by_choice: bool
) -> tuple[list[Step], list[tuple[str, str]]]:
    """Why ``s`` rolls for swell, as steps and the readings they consulted [13.11, 13.12]; an exempt ship raises,
    unless its owner chose to roll although only ships take its downwind square (reading ``swell_exempt_roll``)."""
    exempt = swell_exemption(position, s, r)
    consulted = list(exempt.readings)
    steps = list(exempt.steps)
    if exempt:
        if not (by_choice and _blocked_by_ships(exempt) and r["swell_exempt_roll"] == "owner_may_roll"):
            raise IllegalActionError(f"{s.name} does not roll for swell: {exempt.steps[-1].reason}", exempt.cases[-1])
        consulted += used(r, "swell_exempt_roll")
        steps.append(Step("13.12", "its owner chooses to roll all the same (reading swell_exempt_roll=owner_may_roll)"))
    return steps, consulted


def _carried_downwind(
    position: Position,
    unit: Sequence[ShipState],
    there: Sequence[ShipState],
    lee: Square,
    steps: list[Step],
    consulted: list[tuple[str, str]],
) -> Position:
    """The unit moved into ``lee``, fouling the ships there [13.11, 7.81]; abandoned enemies next to it strike to
    a ship that arrives under its own colours [12.14]. The steps and readings are noted."""
    names = ", ".join(t.name for t in unit)
    new = position
    for t in unit:
        new = new.with_ship(new.ship(t.name).with_(square=lee, fouled=bool(there) or t.fouled))
    for t in there:
        new = new.with_ship(new.ship(t.name).with_(fouled=True, command=None, mp=0))
    if there:
        steps.append(
            Step(
                "7.81",
                f"{square_name(lee)} holds {', '.join(t.name for t in there)}: they and {names} are now fouled together",
            )
        )
    for t in unit:
        new, struck = strikes_on_arrival(new, t.name, how="swell")
        if struck:
            steps.extend(struck.steps)
        consulted += [kv for kv in struck.readings if kv not in consulted]
    return new


def swell_odds(position: Position, ship: str | ShipState, readings: ReadingsLike | None = None) -> Distribution:
    """Exact chance that swell moves the ship [13.11]: ``"moves"`` 2/3, ``"stays"`` 1/3; exempt ships stay."""
    if swell_exemption(position, ship, readings):
        return Distribution.from_counts({"stays": 1})
    return Distribution.from_counts({"moves": 4, "stays": 2})


# ---------------------------------------------------------------- 13.2 fires


def burning_ships(position: Position) -> tuple[ShipState, ...]:
    """Ships afloat and on fire, which must roll in the Fire Phase [13.21, 10.33]."""
    return tuple(s for s in position.afloat() if s.burning)


@changes_position
def burn(position: Position, ship: str | ShipState, die: int) -> tuple[Position, Ruling]:
    """One Fire-Phase roll for a burning ship [13.21, 13.22, 13.24].

    A 1 blows it up [13.21]; otherwise it takes one hull hit, and if that brings it
    to its abandonment level (10 minus Rate [12.11]) or past it, it blows up instead
    [13.22]. An explosion destroys every ship fouled with it [13.24].
    """
    s = position.ship(ship)
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has already blown up", "13.23")
    if not s.burning:
        raise IllegalActionError(f"{s.name} is not on fire and does not roll in the fire phase", "13.21")
    roll = check_die(die, D6, "fire die")
    q = f"fire aboard {s.name}"

    def blows_up(steps: list[Step], at: Position, cause: str) -> tuple[Position, Ruling]:
        """The ship blows up [13.22, 13.24]: the fire's steps, then the explosion's, headed "blows up, die N"."""
        boom = blow_up(at, s.name, cause=cause, readings=position.readings)
        ruling = RULINGS(
            q, "blows up", (*steps, *boom.ruling.steps), also=boom.ruling.readings, value=roll, measure="die {}"
        )
        return boom.position, ruling

    if roll == 1:
        return blows_up([Step("13.21", f"rolled {roll}: the fire reaches the magazine")], position, "13.21")
    hull = s.hull + 1
    steps = [Step("13.21", f"rolled {roll}: one more hull hit, {hull} in all")]
    if hull >= s.abandonment_level:
        steps.append(
            Step(
                "13.22",
                f"{plural(hull, 'hull hit')} {agree(hull, 'reaches', 'reach')} the abandonment level {s.abandonment_level}: it blows up",
            )
        )
        return blows_up(steps, position.with_ship(s.with_(hull=hull)), "13.22")
    return position.with_ship(s.with_(hull=hull)), RULINGS(q, "hull hit", steps, value=roll, measure="die {}")


def burning_odds(position: Position, ship: str | ShipState) -> Distribution:
    """Exact chances for one Fire-Phase roll [13.21, 13.22]: ``"blows up"`` and ``"hull hit"``."""
    s = position.ship(ship)
    if not s.burning or s.destroyed:
        raise IllegalActionError(f"{s.name} is not on fire and does not roll in the fire phase", "13.21")
    if s.hull + 1 >= s.abandonment_level:
        return Distribution.from_counts({"blows up": 6})
    return Distribution.from_counts({"blows up": 1, "hull hit": 5})


# ---------------------------------------------------------------- 13.3 studding sails


@changes_position
def studding_lapse(position: Position, readings: ReadingsLike | None = None) -> tuple[Position, Ruling]:
    """Start of the Studding Sail Phase: under ``studding_duration=eight_turns`` every set sail comes in [13.31].

    By default (``until_taken_in``) nothing changes: sails stay until taken in.
    """
    r = readings_for(readings, position)
    _require_cycle(position, "13.3")
    carrying = [s for s in position.afloat() if s.studding]
    if r["studding_duration"] == "until_taken_in" or not carrying:
        step = Step("13.31", "studding sails stay set until their owner takes them in")
        return position, RULINGS("studding sails lapse", (), (step,), readings=r, keys=("studding_duration",))
    new = position
    for s in carrying:
        new = new.with_ship(s.with_(studding=False))
    names = tuple(s.name for s in carrying)
    step = Step("13.31", f"the eight Game-Turns are over: {', '.join(names)} take in studding sails unless set again")
    return new, RULINGS("studding sails lapse", names, (step,), readings=r, keys=("studding_duration",))


@changes_position
def studding_phase(
    position: Position,
    set_on: Iterable[str | ShipState] = (),
    take_in: Iterable[str | ShipState] = (),
    readings: ReadingsLike | None = None,
) -> tuple[Position, Ruling]:
    """Declare studding sails set or taken in during the Studding Sail Phase [13.31-13.33], on a cycle turn [13.0]: set
    on the map [13.31] if not carried, taken in if carried at the phase's start; one illegal part refuses it all. Under
    ``studding_duration=eight_turns`` call :func:`studding_lapse` first."""
    r = readings_for(readings, position)
    _require_cycle(position, "13.3")
    ons = [position.ship(x) for x in set_on]
    offs = [position.ship(x) for x in take_in]
    both = {s.name for s in ons} & {s.name for s in offs}
    if both:
        raise IllegalActionError(f"{', '.join(sorted(both))} cannot both set and take in studding sails", "13.31")
    steps: list[Step] = []
    new = position
    for s in ons:
        if s.destroyed:
            raise IllegalActionError(f"{s.name} is not on the map and cannot set studding sails", "13.31")
        if s.studding:
            raise IllegalActionError(f"{s.name} already carries studding sails", "13.31")
        new = new.with_ship(new.ship(s.name).with_(studding=True))
        steps.append(
            Step(
                "13.31",
                f"{s.name} sets studding sails: one point of sail faster [13.33], no rigging-fire penalty against it [13.32]",
            )
        )
    for s in offs:
        if not s.studding:
            raise IllegalActionError(f"{s.name} carries no studding sails to take in", "13.31")
        new = new.with_ship(new.ship(s.name).with_(studding=False))
        steps.append(Step("13.31", f"{s.name} takes in its studding sails"))
    if not steps:
        steps.append(Step("13.31", "no studding sails set or taken in"))
    carrying = tuple(s.name for s in new.afloat() if s.studding)
    return new, RULINGS(
        f"studding sail phase of Game-Turn {position.turn}",
        carrying,
        steps,
        readings=r,
        keys=("studding_duration",),
        facts={"carrying": carrying},
    )


__all__ = [
    "CYCLE",
    "burn",
    "burning_odds",
    "burning_ships",
    "cycle_due",
    "leeward",
    "studding_lapse",
    "studding_phase",
    "swell",
    "swell_candidates",
    "swell_choices",
    "swell_exemption",
    "swell_odds",
    "swell_units",
]
