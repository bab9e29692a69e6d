"""Section 6.0 Commands: which orders a ship may be given, and the wheel test.

Every ship that can sail gets one secret order [6.1, 6.13] of five [6.12]; a fouled ship, one dead in the water
[10.41] or facing the wind gets none [6.1, 7.61]. Tacking needs Crew Value 6, wearing 5 [6.22]. A wheel hit means a
die test at the reveal, or drift [6.21, 10.32, 8.22].
"""

from __future__ import annotations

from fractions import Fraction

from ...dice import D6, Distribution, check_die
from ...errors import IllegalActionError, UnknownChoiceError
from ...rulings import Ruling, Step, changes_position
from ...wording import plural
from .damage import crew_points, crew_value
from .readings import RULINGS
from .state import Position, ShipState
from .vocabulary import COMMANDS

#: Lowest current Crew Value that may be ordered to tack or wear [6.22].
MIN_CREW = {"tack": 6, "wear": 5}


def command(text: str) -> str:
    """Read a command name [6.12]: ``"ahead"``, ``"port"``, ``"starboard"``, ``"wear"`` or ``"tack"``.

    The chit letters A, P, S, W and T are accepted too.
    """
    if isinstance(text, str):
        key = text.strip().lower()
        if key in COMMANDS:
            return key
        by_letter = {c[0]: c for c in COMMANDS}
        if len(key) == 1 and key in by_letter:
            return by_letter[key]
    raise UnknownChoiceError("command", text, COMMANDS)


def unable_reason(position: Position, ship: ShipState) -> Step | None:
    """Why this ship may be given no command at all, or ``None`` [6.1, 7.61, 10.41, 10.42]."""
    if ship.destroyed:
        return Step("13.23", f"{ship.name} has blown up and is off the map")
    if ship.prize:
        return Step(
            "10.41", f"{ship.name} is a prize of {ship.side}, so it is dead in the water and takes no orders [12.2]"
        )
    if ship.abandoned:
        return Step(
            "10.41", f"{ship.name} is abandoned ({plural(ship.hull, 'hull hit')}), so it is dead in the water [12.11]"
        )
    if ship.fouled:
        return Step("6.1", f"{ship.name} is fouled and takes no order until it unfouls [7.81, 11.3]")
    if ship.dead_in_water:
        return Step(
            "10.41",
            f"{ship.name} has lost {plural(ship.masts, 'mast')} with {plural(ship.rigging, 'rigging hit')}: dead in the water [10.42]",
        )
    if ship.taken_aback(position.wind):
        return Step(
            "6.1",
            f"{ship.name} faces {ship.facing}, straight into the wind: taken aback, it gets no order and drifts [7.61, 8.11]",
        )
    return None


def command_ruling(position: Position, ship: str | ShipState, order: str) -> Ruling:
    """May ``ship`` be given ``order`` this Command Decision Stage? [6.1, 6.12, 6.22]

    The verdict is ``True`` or ``False``; the steps say which case allows or forbids it.
    """
    s = position.ship(ship)
    c = command(order)
    question = f"may {s.name} be given the {c} command"
    why_not = unable_reason(position, s)
    if why_not is not None:
        return RULINGS(question, False, (why_not,), facts={"case": why_not.case})
    steps = [Step("6.1", f"{s.name} is neither fouled, dead in the water nor taken aback, so it must get one order")]
    readings: tuple[tuple[str, str], ...] = ()
    if c in MIN_CREW:
        need = MIN_CREW[c]
        crew = crew_value(s, position.readings)
        readings = crew.ruling.readings
        steps.append(Step("6.22", f"a {c} needs a current Crew Value of {need} or more; {s.name} has {crew}"))
        if crew < need:
            return RULINGS(question, False, steps, also=readings, facts={"case": "6.22"})
    steps.append(
        Step(
            "6.12",
            f"{c} is one of the five commands; the chit comes from the Sailing Value {s.counter.sailing} pool [6.11]",
        )
    )
    return RULINGS(question, True, steps, also=readings, facts={"case": None})


def legal_commands(position: Position, ship: str | ShipState) -> tuple[str, ...]:
    """Commands ``ship`` may be given, in the order ahead, port, starboard, wear, tack [6.1, 6.12, 6.22]: none when
    fouled, dead in the water or aback [6.1]; :func:`command_ruling`'s verdicts without its rulings."""
    s = position.ship(ship)
    if unable_reason(position, s) is not None:
        return ()
    crew: int | None = None  # worked out once, when a tack or a wear first asks for it [6.22]
    out = []
    for c in COMMANDS:  # what command_ruling decides, without writing a ruling per command
        need = MIN_CREW.get(c)
        if need is not None:
            if crew is None:
                crew = crew_points(s, position.readings)
            if crew < need:
                continue
        out.append(c)
    return tuple(out)


def give_command(position: Position, ship: str | ShipState, order: str) -> Position:
    """The position with ``order`` placed on ``ship`` [6.1, 6.13]; refused orders raise and change nothing.

    The Game-Turn held before moves to ``prior_ordered_turn``, which reading ``backsail_consecutive=ordered_phases``
    counts [7.74]. Raises :class:`~sailkit.errors.IllegalActionError` naming the case (6.1, 6.13, 6.22, 10.41), or
    :class:`~sailkit.errors.UnknownChoiceError` for an unknown command."""
    s = position.ship(ship)
    c = command(order)
    if s.command is not None:
        raise IllegalActionError(f"{s.name} already holds the {s.command} command this turn", "6.13")
    if c not in legal_commands(position, s):  # command_ruling's verdict; its words are written only to refuse
        last = command_ruling(position, s, c).steps[-1]
        raise IllegalActionError(f"{s.name} may not be given the {c} command: {last.reason}", last.case)
    return position.with_ship(s.with_(command=c, **ordered_now(s, position.turn)))


def ordered_now(ship: ShipState, turn: int) -> dict[str, int | None]:
    """The order-turn fields of ``ship`` once it holds an order given in Game-Turn ``turn`` [7.74]: ``ordered_turn``
    becomes ``turn``, ``prior_ordered_turn`` the one before (kept when an order is given again the same turn)."""
    prior = ship.prior_ordered_turn if ship.ordered_turn == turn else ship.ordered_turn
    return {"ordered_turn": turn, "prior_ordered_turn": prior}


@changes_position
def wheel_test(position: Position, ship: str | ShipState, die: int) -> tuple[Position, Ruling]:
    """Test a wheel-damaged ship's revealed order [6.21, 10.32, 8.22].

    A die above the Crew Value loses the order: the chit goes and she must drift
    (:func:`~sailkit.rulesets.fighting_sail.drifting.drift`; ``facts["drift_needed"]``); the heading says it with the
    die ("no: the order is lost and the ship drifts (die 6)")."""
    s = position.ship(ship)
    roll = check_die(die, D6, "wheel test die")
    if not s.wheel:
        raise IllegalActionError(f"{s.name} has no wheel hit, so its order needs no test", "6.21")
    if s.command is None:
        raise IllegalActionError(f"{s.name} holds no command to test", "10.32")
    question = f"does {s.name}'s {s.command} command survive its wheel test"
    steps = [Step("6.21", f"{s.name} has a wheel hit, so its revealed order is tested with one die")]
    crew = crew_value(s, position.readings)
    stands = roll <= crew
    if stands:
        steps.append(Step("10.32", f"die {roll} is not greater than Crew Value {crew}: the order stands"))
        new = position
    else:
        steps.append(
            Step("10.32", f"die {roll} is greater than Crew Value {crew}: the order fails and the chit is removed")
        )
        steps.append(Step("8.22", f"{s.name} drifts: roll the drift die"))
        new = position.with_ship(s.with_(command=None, mp=0))
    return new, RULINGS(
        question,
        stands,
        steps,
        also=crew.ruling.readings,
        value=roll,
        facts={"drift_needed": not stands},
        measure="die {}",
        gloss="the order stands" if stands else "the order is lost and the ship drifts",
    )


def wheel_test_odds(position: Position, ship: str | ShipState) -> Distribution:
    """Exact chances that the wheel test keeps (``"succeeds"``) or loses (``"fails"``) the order [10.32].

    Fails on any die above the current Crew Value: crew 3 fails 1/2, crew 6 or more never.
    """
    s = position.ship(ship)
    fails = sum(1 for d in D6 if d > crew_value(s, position.readings))
    return Distribution(
        {k: v for k, v in {"succeeds": Fraction(6 - fails, 6), "fails": Fraction(fails, 6)}.items() if v}
    )


__all__ = [
    "MIN_CREW",
    "command",
    "command_ruling",
    "give_command",
    "legal_commands",
    "ordered_now",
    "unable_reason",
    "wheel_test",
    "wheel_test_odds",
]
