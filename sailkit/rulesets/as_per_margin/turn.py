"""TURN SEQUENCE: the order of a turn, the clock, and who is Side 1.

A turn is about a minute and a half [TURN SEQUENCE, APM-01b], so the quarter-hour wind
check falls every ten turns (reading ``wind_check_frequency``).
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction

from ...dice import check_die
from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from . import citations as c
from .readings import READINGS, RULINGS


class Phase(Enum):
    """The steps of a turn, in order [TURN SEQUENCE, APM-01]."""

    SIDE_1_FIRE = "Side 1 fire"
    BOARDING = "boarding actions"
    CHECK_WIND = "check wind"
    CUT_GRAPPLES = "cut grapples or fend off"
    MOVE_DISMASTED = "move dismasted ships"
    MOVE_SIDE_1 = "move Side 1 ships"
    MOVE_SIDE_2 = "move Side 2 ships"
    SIDE_2_FIRE = "Side 2 fire"
    CHECK_OFF = "check off the turn"


PHASES: tuple[Phase, ...] = tuple(Phase)
MINUTES_PER_TURN = Fraction(3, 2)
WIND_CHECK_MINUTES = 15


def minutes(turns: int) -> Fraction:
    """Game time after ``turns`` turns, in minutes [APM-01b]."""
    return turns * MINUTES_PER_TURN


def wind_check_due(turn: int, readings: ReadingsLike | None = None) -> Ruling:
    """Whether the Check Wind step of ``turn`` (counted from 1) throws for a change [APM-01, APM-02]."""
    r = READINGS.resolve(readings)
    if isinstance(turn, bool) or not isinstance(turn, int) or turn < 1:
        raise InvalidInputError("turn", turn, "a turn number from 1")
    if r["wind_check_frequency"] == "every-turn":
        steps = [Step(c.SEQUENCE, "the wind is checked every turn")]
        return RULINGS(
            f"wind check on turn {turn}", True, steps, readings=r, keys=("wind_check_frequency",), kind="wind"
        )
    elapsed = minutes(turn)
    due = elapsed % WIND_CHECK_MINUTES == 0
    steps = [
        Step(c.TIME, f"turn {turn} ends {float(elapsed):g} minutes into the game"),  # 10.5, not 21/2
        Step(c.WIND_CHANGE, "a quarter hour has passed: throw for the wind" if due else "not on a quarter hour"),
    ]
    return RULINGS(f"wind check on turn {turn}", due, steps, readings=r, keys=("wind_check_frequency",), kind="wind")


def step_of(phase: Phase) -> Ruling:
    """Where ``phase`` falls in a turn [TURN SEQUENCE, APM-01]: ``"before anyone moves"``, ``"during movement"`` or
    ``"after everyone has moved"``; the value is its place, 1 to 9."""
    if not isinstance(phase, Phase):
        raise InvalidInputError("step of the turn", phase, f"one of {', '.join(p.name for p in PHASES)}")
    k = PHASES.index(phase)
    moves = [i for i, p in enumerate(PHASES) if p.name.startswith("MOVE")]
    when = (
        "before anyone moves" if k < moves[0] else "during movement" if k <= moves[-1] else "after everyone has moved"
    )
    before = f"after {PHASES[k - 1].value}" if k else "first"
    steps = [Step(c.SEQUENCE, f"{phase.value} is step {k + 1} of {len(PHASES)}, {before}: {when}")]
    measure = f"step {{}} of {len(PHASES)}"  # "before anyone moves, step 1 of 9"
    return RULINGS(f"when is {phase.value}", when, steps, value=k + 1, kind="sequence", measure=measure)


def side_one(die: int, other_die: int | None = None, readings: ReadingsLike | None = None) -> Ruling:
    """Which side is Side 1 when the scenario does not say [APM-01a]: the verdict is 1 (the first player named) or 2.

    ``odd-even``: one die, odd makes the first player Side 1. ``roll-off``: each throws,
    the higher is Side 1; a tie gives no verdict (``None``: throw again).
    """
    r = READINGS.resolve(readings)
    die = check_die(die, what="side die")
    if r["side_one"] == "odd-even":
        first = die % 2 == 1
        steps = [
            Step(
                c.SIDE_ONE,
                f"a {die}: {'odd' if first else 'even'}, so the {'first' if first else 'second'} player is Side 1",
            )
        ]
        one = {"dice": (("side die", (die,)),)}
        return RULINGS("Side 1", 1 if first else 2, steps, readings=r, keys=("side_one",), facts=one, kind="sequence")
    if other_die is None:
        raise InvalidInputError("side dice", (die, other_die), "one die for each player (reading side_one=roll-off)")
    other = check_die(other_die, what="side die")
    verdict = None if die == other else 1 if die > other else 2
    words = "a tie: throw again" if verdict is None else f"the {'first' if verdict == 1 else 'second'} player is Side 1"
    steps = [Step(c.SIDE_ONE, f"{die} against {other}: {words}")]
    facts = {"dice": (("first player", (die,)), ("second player", (other,)))}
    return RULINGS("Side 1", verdict, steps, readings=r, keys=("side_one",), facts=facts, kind="sequence")


__all__ = ["MINUTES_PER_TURN", "PHASES", "Phase", "minutes", "side_one", "step_of", "wind_check_due"]
