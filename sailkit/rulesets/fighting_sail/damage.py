"""Section 10.0 Damage: hull and rigging hits, critical hits, dead in the water.

Hits never heal [10.1, 10.2]; a hull hit lowers the Crew Value [10.12] toward abandonment [12.11] (a strike when an
enemy is alongside [12.13]); rigging hits cap the allowance and never abandon [12.12]. Criticals [10.3]: a mast
[10.31], the wheel [10.32], fire [10.33] (a second fire blows her up with every ship fouled to her [13.24]). Each
function returns a :class:`Damage`: the new position, its ruling and the events (:class:`Event`) left to the
engine (a wheel hit's drift die [8.21]).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...rulings import RuledInt, Ruling, ShowsRuling, Step, used
from ...wording import plural
from .readings import RULINGS, Readings, ReadingsLike, readings_for
from .state import Position, ShipState
from .striking import strike_on_abandonment

Aim = Literal["hull", "rigging"]
AIMS: tuple[Aim, ...] = ("hull", "rigging")
MAX_MASTS_LOST = 3  #: a fourth mast hit does nothing [10.31]

EventKind = Literal["drift", "abandoned", "struck", "burning", "exploded"]


@dataclass(frozen=True)
class Event:
    """Something damage set off that the engine must act on or announce: ``drift`` (a d6 now) [8.21, 10.32],
    ``abandoned`` [12.11], ``struck`` (``side`` the captor) [12.13], ``burning`` [10.33], ``exploded`` [10.33,
    13.24]."""

    kind: EventKind
    ship: str
    case: str
    side: str | None = None

    def __str__(self) -> str:
        extra = f" to {self.side}" if self.side else ""
        return f"{self.ship} {self.kind}{extra} [{self.case}]"


@dataclass(frozen=True)
class Damage(ShowsRuling):
    """The result of applying damage: new position, explanation and follow-up events."""

    position: Position
    ruling: Ruling
    events: tuple[Event, ...] = ()

    @property
    def drift_needed(self) -> bool:
        """True when a wheel hit makes a ship drift at once and a d6 is needed [8.21, 10.32]."""
        return any(e.kind == "drift" for e in self.events)

    def then(self, other: Damage) -> Damage:
        """This damage followed by ``other`` (which was applied to this one's position)."""
        r1, r2 = self.ruling, other.ruling
        ruling = RULINGS(
            r1.question,
            r1.verdict,
            r1.steps + r2.steps,
            also=r1.readings + r2.readings,
            value=r1.value,
            facts={**r1.facts, **r2.facts},
            measure=r1.measure,
        )
        return Damage(other.position, ruling, self.events + other.events)


def _ship(position: Position, ship: str | ShipState) -> ShipState:
    s = position.ship(ship)
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has blown up and can take no more damage", "13.23")
    return s


def _check_count(n: object, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise InvalidInputError(what, n, "a whole number 0 or more")
    return n


def check_aim(aim: object) -> Aim:
    """Every shot is declared as hull or rigging fire [9.32]."""
    for a in AIMS:
        if aim == a:
            return a
    raise UnknownChoiceError("aim", aim, AIMS)


def crew_value(ship: ShipState, readings: ReadingsLike | None = None) -> RuledInt:
    """The current Crew Value [10.12, 12.21]: printed crew less one per hull hit; a prize has 1.

    Below zero, reading ``crew_floor`` decides whether it stays negative or stops at 0.
    """
    r = readings_for(readings)
    if ship.prize:
        ruling = RULINGS(f"crew of {ship.name}", 1, (Step("12.21", "a prize always has a Crew Value of 1"),), value=1)
        return RuledInt(1, ruling)
    raw = ship.counter.crew - ship.hull
    steps = [Step("10.12", f"printed crew {ship.counter.crew} less {plural(ship.hull, 'hull hit')}: {raw}")]
    readings_used: tuple[tuple[str, str], ...] = ()
    value = raw
    if raw < 0:
        readings_used = used(r, "crew_floor")
        if r["crew_floor"] == "zero":
            value = 0
            steps.append(Step("10.12", "the Crew Value stops at 0 (crew_floor=zero)"))
        else:
            steps.append(Step("10.12", "no floor: the Crew Value stays below zero (crew_floor=negative)"))
    return RuledInt(value, RULINGS(f"crew of {ship.name}", value, steps, also=readings_used, value=value))


def crew_points(ship: ShipState, readings: Readings) -> int:
    """``int(crew_value(ship, readings))`` without its ruling: what the commands a ship may take ask [6.22, 10.12]."""
    if ship.prize:
        return 1  # [12.21]
    raw = ship.counter.crew - ship.hull
    return 0 if raw < 0 and readings["crew_floor"] == "zero" else raw


def _after_hull(position: Position, before: ShipState, case: str) -> tuple[Position, list[Step], list[Event]]:
    """Abandonment [12.11] and the strike it may cause at once [12.13] after hull hits."""
    s = position.ship(before.name)
    steps: list[Step] = []
    events: list[Event] = []
    if s.abandoned and not before.abandoned and not s.prize:
        steps.append(
            Step(
                "12.11",
                f"{s.name} reaches {plural(s.hull, 'hull hit')}, its abandonment level (10 minus Rate {s.rate}): abandoned, dead in the water, no fire, no orders",
            )
        )
        events.append(Event("abandoned", s.name, "12.11"))
        position = position.with_ship(s.with_(command=None, mp=0))
        after = strike_on_abandonment(position, s.name)
        struck = after.ship(s.name)
        if struck.prize:
            steps.append(
                Step("12.13", f"an enemy ship is in its own or an adjacent square: {s.name} strikes to {struck.side}")
            )
            events.append(Event("struck", s.name, "12.13", struck.side))
        else:
            steps.append(Step("12.13", "no active enemy ship is alongside, so it does not strike yet (see 12.14)"))
        position = after
    return position, steps, events


def _more(count: int, before: int, noun: str) -> str:
    """A damage verdict that says what each number is: "2 hull hits" on an undamaged ship, else
    "1 more hull hit, 6 in all" (never "6 hull hits, 1": a total beside a bare count)."""
    if not before:
        return plural(count, noun)
    return f"{plural(count, 'more ' + noun)}, {before + count} in all"


def hull_hits(position: Position, ship: str | ShipState, n: int, *, case: str = "10.1") -> Damage:
    """Add ``n`` permanent hull hits [10.1]; crew falls one per hit [10.12]; abandonment [12.11, 12.13]."""
    count = _check_count(n, "hull hits")
    s = _ship(position, ship)
    new = s.with_(hull=s.hull + count)
    position = position.with_ship(new)
    steps = [
        Step(case, f"{s.name} takes {plural(count, 'hull hit')}: {s.hull} -> {new.hull}, never repaired", count),
        Step("10.12", f"Crew Value falls by {count} to {crew_value(new, position.readings)}")
        if count
        else Step("10.12", "Crew Value unchanged"),
    ]
    position, more, events = _after_hull(position, s, case)
    ruling = RULINGS(f"hull damage to {s.name}", _more(count, s.hull, "hull hit"), steps + more, value=count)
    return Damage(position, ruling, tuple(events))


def allowance_cap(ship: ShipState) -> RuledInt | None:
    """The most Movement Points the ship's damage lets it have, ``None`` when uncapped [10.2, 10.31, 10.41]: rigging 2+
    hits 4, 4+ hits 3 [10.2]; one mast 4 (A, B) or 3 (C), two 3 [10.31]; dead in the water 0 [10.41, 10.42]; the
    lowest."""
    q = f"largest allowance {ship.name}'s damage allows"
    if ship.dead_in_water:
        ruling = RULINGS(q, 0, (Step("10.42", f"{ship.name} is dead in the water: no allowance"),), value=0)
        return RuledInt(0, ruling)
    caps: list[tuple[int, Step]] = []
    if ship.rigging >= 4:
        caps.append((3, Step("10.2", f"{ship.rigging} rigging hits: at most 3")))
    elif ship.rigging >= 2:
        caps.append((4, Step("10.2", f"{ship.rigging} rigging hits: at most 4")))
    if ship.masts >= 2:
        caps.append((3, Step("10.31", f"{ship.masts} masts lost: at most 3")))
    elif ship.masts == 1:
        cap = 3 if ship.counter.sailing == "C" else 4
        caps.append((cap, Step("10.31", f"a mast lost, Sailing Value {ship.counter.sailing}: at most {cap}")))
    if not caps:
        return None
    value, step = min(caps, key=lambda c: c[0])
    return RuledInt(value, RULINGS(q, value, (step,), value=value))


def dead_in_water(ship: ShipState) -> Ruling:
    """Is the ship dead in the water, and by which item of 10.41? Truthy when it is [10.41a-e, 10.42].

    A step for each item that holds, in order: all masts gone (a), a mast and two rigging hits (b), a prize (c),
    abandoned (d), fouled (e). Otherwise she takes orders as far as her damage allows [10.42]."""
    checks = (
        ("10.41a", ship.masts >= MAX_MASTS_LOST, "all three masts are gone"),
        (
            "10.41b",
            ship.masts >= 1 and ship.rigging >= 2,
            f"{plural(ship.masts, 'mast')} gone together with {plural(ship.rigging, 'rigging hit')}",
        ),
        ("10.41c", ship.prize, f"it is a prize of {ship.side}"),
        (
            "10.41d",
            ship.abandoned,
            f"it is abandoned ({plural(ship.hull, 'hull hit')}, level {ship.abandonment_level} [12.11])",
        ),
        ("10.41e", ship.fouled, "it is fouled, for as long as it stays so"),
    )
    steps = [Step(case, why) for case, holds, why in checks if holds]
    dead = bool(steps)
    if dead:
        steps.append(Step("10.42", "no orders, no movement of its own; only drift and swell move it"))
    else:
        steps.append(
            Step(
                "10.41",
                f"none of items a to e holds ({plural(ship.masts, 'mast')} gone, {plural(ship.rigging, 'rigging hit')},"
                " not a prize, not abandoned, not fouled)",
            )
        )
    return RULINGS(f"is {ship.name} dead in the water", dead, steps)


def _movement_effects(
    position: Position, before: ShipState
) -> tuple[Position, list[Step], tuple[tuple[str, str], ...]]:
    """What new damage does to a ship in the middle of its Movement Phase [7.1, 10.2, 10.31, 10.42]: dead in the water,
    she loses chit and points at once [10.42]; a lower cap is reading ``damage_cap_timing`` (kept this phase, or
    cut)."""
    s = position.ship(before.name)
    if s.dead_in_water and not before.dead_in_water:
        if s.command is None and not s.mp:
            return position, [], ()
        step = Step(
            "10.42", f"{s.name} is now dead in the water: its command chit and remaining Movement Points are gone"
        )
        return position.with_ship(s.with_(command=None, mp=0)), [step], ()
    cap = allowance_cap(s)
    if s.command is None or s.start_facing is None or cap is None or s.mp <= int(cap):
        return position, [], ()
    r = position.readings
    keys = used(r, "damage_cap_timing")
    if r["damage_cap_timing"] == "cut":
        step = Step(
            cap.ruling.steps[0].case,
            f"{s.name}'s {s.mp} Movement Points left are cut to the new cap of {int(cap)} at once (reading damage_cap_timing=cut)",
        )
        return position.with_ship(s.with_(mp=int(cap))), [step], keys
    step = Step(
        "7.1",
        f"{s.name} keeps its {s.mp} Movement Points this phase: the allowance was fixed when it was set, and the cap of {int(cap)} applies from the next one (reading damage_cap_timing=kept)",
    )
    return position, [step], keys


def rigging_hits(position: Position, ship: str | ShipState, n: int) -> Damage:
    """Add ``n`` permanent rigging hits [10.2]: 2+ cap the allowance at 4, 4+ at 3; never abandonment [12.12]."""
    count = _check_count(n, "rigging hits")
    s = _ship(position, ship)
    new = s.with_(rigging=s.rigging + count)
    steps = [
        Step(
            "10.2",
            f"{s.name} takes {plural(count, 'rigging hit')}: {s.rigging} -> {new.rigging}, never repaired",
            count,
        )
    ]
    if new.rigging >= 4:
        steps.append(Step("10.2", "four or more rigging hits: Movement Allowance at most 3"))
    elif new.rigging >= 2:
        steps.append(Step("10.2", "two or more rigging hits: Movement Allowance at most 4"))
    if count:
        steps.append(Step("12.12", "rigging hits never bring abandonment"))
    if new.masts >= 1 and new.rigging >= 2 and not s.dead_in_water:
        steps.append(Step("10.41b", "a lost mast and two or more rigging hits: dead in the water"))
    position, more, keys = _movement_effects(position.with_ship(new), s)
    ruling = RULINGS(
        f"rigging damage to {s.name}", _more(count, s.rigging, "rigging hit"), steps + more, also=keys, value=count
    )
    return Damage(position, ruling)


def apply_hits(position: Position, ship: str | ShipState, aim: str, hits: int) -> Damage:
    """``hits`` of ``aim`` fire: hull fire makes hull hits [10.1], rigging fire rigging hits [10.2] (9.32)."""
    a = check_aim(aim)
    return hull_hits(position, ship, hits) if a == "hull" else rigging_hits(position, ship, hits)


def mast_hit(position: Position, ship: str | ShipState, *, case: str = "10.31") -> Damage:
    """A mast critical: one more mast lost, at most three; a fourth does nothing [10.31]."""
    s = _ship(position, ship)
    if s.masts >= MAX_MASTS_LOST:
        step = Step("10.31", f"{s.name} has already lost all three masts: no further effect")
        return Damage(position, RULINGS(f"mast hit on {s.name}", "no effect", (step,)))
    new = s.with_(masts=s.masts + 1)
    steps = [Step(case, f"{s.name} loses a mast: {new.masts} of 3 gone", 1)]
    if new.masts == 1:
        cap = 3 if s.counter.sailing == "C" else 4
        steps.append(
            Step("10.31", f"one mast gone: Movement Allowance at most {cap} (Sailing Value {s.counter.sailing})")
        )
    elif new.masts == 2:
        steps.append(Step("10.31", "two masts gone: Movement Allowance at most 3"))
    else:
        steps.append(Step("10.41a", "three masts gone: dead in the water"))
    if new.masts >= 1 and new.rigging >= 2 and new.masts < 3:
        steps.append(Step("10.41b", "a lost mast with two or more rigging hits: dead in the water"))
    position, more, keys = _movement_effects(position.with_ship(new), s)
    verdict = "1 mast lost" if not s.masts else f"1 more mast lost, {new.masts} in all"
    return Damage(position, RULINGS(f"mast hit on {s.name}", verdict, steps + more, also=keys, value=1))


def wheel_hit(position: Position, ship: str | ShipState) -> Damage:
    """A wheel critical [10.32]: chit removed and an immediate drift [8.21] (a ``drift`` :class:`Event`); a second one
    is a mast hit. She then takes the wheel test each Command Decision Stage [10.32]."""
    s = _ship(position, ship)
    if s.wheel:
        step = Step("10.32", f"{s.name} already has a wheel hit: this one counts as a mast hit")
        first = Damage(position, RULINGS(f"wheel hit on {s.name}", "mast hit", (step,)))
        return first.then(mast_hit(position, s.name))
    new = s.with_(wheel=True, command=None, mp=0)
    steps = (
        Step("10.32", f"{s.name}'s wheel is hit: its command chit, if any, is removed"),
        Step("8.21", f"{s.name} drifts at once (a d6 decides its new heading)"),
    )
    ruling = RULINGS(f"wheel hit on {s.name}", "wheel hit", steps)
    return Damage(position.with_ship(new), ruling, (Event("drift", s.name, "8.21"),))


def blow_up(
    position: Position,
    ship: str | ShipState,
    *,
    cause: str = "10.33",
    readings: ReadingsLike | None = None,
) -> Damage:
    """The ship blows up and leaves the map [10.33, 13.21, 13.23] with every ship fouled with it [13.24]: always for
    ``cause`` ``"13.21"``/``"13.22"``, else by reading ``chain_explosion_scope``."""
    r = readings_for(readings, position)
    s = _ship(position, ship)
    steps = [Step(cause, f"{s.name} blows up and leaves the map")]
    events = [Event("exploded", s.name, cause)]
    readings_used: tuple[tuple[str, str], ...] = ()
    others = tuple(o for o in position.at(s.square) if o.name != s.name) if s.fouled else ()
    position = position.with_ship(s.with_(destroyed=True, command=None, mp=0))
    if others:
        chain = True
        if cause not in ("13.21", "13.22"):
            readings_used = used(r, "chain_explosion_scope")
            chain = r["chain_explosion_scope"] == "every_explosion"
        if chain:
            for o in others:
                position = position.with_ship(o.with_(destroyed=True, command=None, mp=0))
                steps.append(Step("13.24", f"{o.name}, fouled with it, is destroyed too"))
                events.append(Event("exploded", o.name, "13.24"))
        else:
            steps.append(
                Step(
                    "13.24",
                    "only Fire-Phase explosions take the fouled stack with them (chain_explosion_scope=fire_phase_only)",
                )
            )
    ruling = RULINGS(f"explosion of {s.name}", "destroyed", steps, also=readings_used)
    return Damage(position, ruling, tuple(events))


def fire_hit(
    position: Position,
    ship: str | ShipState,
    *,
    aim: str = "hull",
    readings: ReadingsLike | None = None,
) -> Damage:
    """A fire critical [10.33]: one hull hit at once and the ship burns; a second fire blows it up. Readings
    ``fire_crit_abandon``, ``doubles_crit_rigging`` [12.12], ``chain_explosion_scope`` [13.24]."""
    r = readings_for(readings, position)
    a = check_aim(aim)
    s = _ship(position, ship)
    if s.fires >= 1:
        return _second_fire(position, s, r)
    position = position.with_ship(s.with_(fires=1))
    steps = [Step("10.33", f"{s.name} catches fire: it burns for the rest of the game (see 13.2)")]
    events = (Event("burning", s.name, "10.33"),)
    keys: list[str] = []
    reaches = not s.abandoned and s.hull + 1 >= s.abandonment_level and not s.prize
    if reaches and a == "rigging":
        keys.append("doubles_crit_rigging")
        if r["doubles_crit_rigging"] == "spares":
            why = "the fire's hull hit would abandon the ship, but rigging fire never abandons: not scored (doubles_crit_rigging=spares)"
            steps.append(Step("12.12", why))
            return Damage(position, _burns(s, steps, r, keys, 0), events)
    if reaches:
        keys.append("fire_crit_abandon")
        if r["fire_crit_abandon"] == "explode":
            why = "the fire's hull hit reaches the abandonment level: the ship blows up as in 13.22 (fire_crit_abandon=explode)"
            steps.append(Step("10.33", why))
            ruling = RULINGS(f"fire hit on {s.name}", "destroyed", steps, readings=r, keys=keys)
            return Damage(position, ruling, events).then(blow_up(position, s.name, cause="10.33", readings=r))
    return Damage(position, _burns(s, steps, r, keys, 1), events).then(hull_hits(position, s.name, 1, case="10.33"))


def _second_fire(position: Position, s: ShipState, r: Readings) -> Damage:
    """A fire critical on a ship already burning blows it up [10.33, 13.22]."""
    position = position.with_ship(s.with_(fires=s.fires + 1))
    step = Step("10.33", f"{s.name} is already burning: a second fire blows it up")
    head = Damage(position, RULINGS(f"fire hit on {s.name}", "destroyed", (step,)))
    return head.then(blow_up(position, s.name, cause="10.33", readings=r))


def _burns(s: ShipState, steps: list[Step], r: Readings, keys: list[str], hull: int) -> Ruling:
    """The ship burns, with ``hull`` hull hits from the fire: "burning, 1 hull hit" [10.33]."""
    return RULINGS(f"fire hit on {s.name}", "burning", steps, readings=r, keys=keys, value=hull, measure="hull hit")


def apply_critical(
    position: Position,
    ship: str | ShipState,
    kind: str,
    *,
    aim: str = "hull",
    readings: ReadingsLike | None = None,
) -> Damage:
    """Apply a critical hit of ``kind`` (wheel, mast or fire) to ``ship`` [10.3, 10.31-10.33]."""
    if kind == "wheel":
        return wheel_hit(position, ship)
    if kind == "mast":
        return mast_hit(position, ship)
    if kind == "fire":
        return fire_hit(position, ship, aim=aim, readings=readings)
    raise UnknownChoiceError("critical kind", kind, ("wheel", "mast", "fire"))
