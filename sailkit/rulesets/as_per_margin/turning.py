"""TURNING SHIPS and TACKING SHIPS: pivots before moving, tacking through the wind, and missing stays.

A ship pivots on its mainmast before it runs straight [TURNING SHIPS, APM-05]: up to 90
degrees by choice, up to 180 when the situation forces it. A pivot that carries the bow
through the wind's eye is a tack [TACKING SHIPS, APM-06]: a d6 (+2 if damaged) decides
whether it comes round or misses stays and drifts.
"""

from __future__ import annotations

from dataclasses import replace

from ...dice import Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import normalize, turn
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import agree, plural
from . import citations as c
from .readings import READINGS, RULINGS
from .ships import Ship
from .wind import BEATING, INTO_WIND, closest_to_wind, off_wind, point_of_sail

VOLUNTARY_PIVOT = 90.0
FORCED_PIVOT = 180.0


def pivot(ship: Ship, degrees: float, *, forced: bool = False) -> Ruling:
    """Whether ``ship`` may pivot ``degrees`` (clockwise positive) before moving [APM-05]: 90 by choice, 180 if forced."""
    if not isinstance(degrees, int | float) or degrees != degrees:
        raise InvalidInputError("pivot", degrees, "a number of degrees")
    limit = FORCED_PIVOT if forced else VOLUNTARY_PIVOT
    why = "forced by the situation" if forced else "by choice"
    ok = abs(degrees) <= limit
    steps = [Step(c.TURNING, f"a pivot of {abs(degrees):g} degrees {why}: the limit is {limit:g}")]
    facts = {"ship": ship, "degrees": degrees, "forced": forced}
    question = f"may {ship.name} pivot {plural(degrees, 'degree')}"  # the number once: in the question
    gloss = f"{'within' if ok else 'beyond'} the {limit:g}-degree limit"  # "yes: within the 90-degree limit"
    ruling = RULINGS(question, ok, steps, value=degrees, facts=facts, kind="move", measure="degree")
    return replace(ruling, gloss=gloss)


def crosses_wind(heading: float, degrees: float, wind_from: float) -> bool:
    """True if pivoting from ``heading`` by ``degrees`` (clockwise positive) carries the bow through the wind's eye."""
    start = turn(wind_from, heading)  # where the bow is, seen from the wind's eye, in (-180, 180]
    end = start + degrees
    lo, hi = min(start, end), max(start, end)
    eyes = (-360.0, 0.0, 360.0)
    return any(lo < e < hi for e in eyes) or (degrees != 0 and end in eyes)


def tack_heading(heading: float, wind_from: float, readings: ReadingsLike | None = None) -> float:
    """Where a ``tack`` that names no heading brings a ship [TACKING SHIPS, APM-06]: the same angle off the wind on the
    other tack (her mirror image across the wind's line) when she can sail there within the 180 degrees of a forced
    pivot; else, "as far as necessary", the nearest heading on the other tack she can sail, at the beating limit
    (reading ``beating_angle``). A tack never leaves her in irons. Refused, with its case, when the other tack is
    more than 180 degrees away (a ship running more than 112.5 degrees off the wind).
    """
    closest = closest_to_wind(readings)
    a = off_wind(heading, wind_from)
    bow = 1.0 if turn(wind_from, heading) >= 0 else -1.0  # which side of the wind's eye the bow lies now
    mirror = closest <= a <= FORCED_PIVOT / 2
    if not mirror and a + closest > FORCED_PIVOT:
        raise IllegalActionError(
            f"heading {normalize(heading):g} is {a:g} degrees off the wind: the other tack is more than "
            f"{FORCED_PIVOT:g} degrees away",
            c.TACKING,
        )
    return normalize(wind_from - bow * (a if mirror else closest))


def tack_pivot(ship: Ship, degrees: float, wind_from: float, readings: ReadingsLike | None = None) -> Ruling:
    """Whether a pivot of ``degrees`` (clockwise positive) through the wind's eye is a tack ``ship`` may try
    [TACKING SHIPS, APM-06; TURNING SHIPS, APM-05]: any heading on the other tack within 180 degrees, so long as she
    can sail it (not into the wind, reading ``beating_angle``). The value is the heading she would come round to.
    """
    r = READINGS.resolve(readings)
    heading = normalize(ship.pose.heading + degrees)
    question = f"may {ship.name} tack {plural(degrees, 'degree')}"
    steps = [Step(c.TACKING, f"a pivot of {abs(degrees):g} degrees through the wind's eye is a tack")]
    facts = {"ship": ship, "degrees": degrees, "heading": heading, "wind_from": normalize(wind_from)}
    ok = abs(degrees) <= FORCED_PIVOT
    if not ok:
        steps.append(Step(c.TURNING, f"more than the {FORCED_PIVOT:g} degrees a tack may turn"))
    else:
        a, closest = off_wind(heading, wind_from), closest_to_wind(r)
        ok = a >= closest
        where = f"heading {heading:g} is {a:g} degrees off the wind on the other tack"
        steps.append(Step(c.TACKING, f"{where}: {'she can sail it' if ok else 'in irons, she could not sail it'}"))
    return RULINGS(question, ok, steps, readings=r, keys=("beating_angle",), value=heading, facts=facts, kind="tack")


def tack(die: int, *, damaged: bool, english: bool, readings: ReadingsLike | None = None) -> Ruling:
    """A tacking throw [TACKING SHIPS, APM-06, 06a]: d6, +2 if damaged; 1-4 comes round, 5 only if English, 6 or more misses stays.

    A ship that misses stays does not come round, and drifts as if dismasted this turn (how: reading ``missed_stays_drift``).
    """
    r = READINGS.resolve(readings)
    die = check_die(die, what="tacking die")
    score = die + (2 if damaged else 0)
    steps = [Step(c.TACKING, f"the tacking throw is a {die}")]
    if damaged:
        steps.append(Step(c.TACK_DAMAGED, "damaged: add 2", 2))
    if score <= 4:
        ok, why = True, f"{score}: the ship comes round onto the other tack"
    elif score == 5:
        ok = english
        why = (
            "5: an English ship comes round"
            if english
            else "5: only an English ship comes round; this one misses stays"
        )
    else:
        ok, why = False, f"{score}: misses stays: she does not come round and drifts as if dismasted this turn"
    steps.append(Step(c.TACKING, why))
    facts = {"die": die, "damaged": damaged, "dice": (("tacking die", (die,)),)}
    return RULINGS("tack", ok, steps, readings=r, value=score, facts=facts, kind="tack", measure="Score")


def tack_odds(*, damaged: bool, english: bool) -> Distribution:
    """Exact chances of coming round: undamaged 5/6 English, 2/3 others; damaged 1/2 English, 1/3 others [APM-06]."""
    good = sum(1 for d in range(1, 7) if bool(tack(d, damaged=damaged, english=english)))
    return Distribution.from_counts({"comes round": good, "misses stays": 6 - good})


def independent_extra(
    ship: Ship,
    heading: float,
    wind_from: float,
    choice: str,
    die: int | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """What an undamaged ship moving on her own may add after her normal move [WIND SPEED, APM-03d; TACKING SHIPS, APM-06b].

    ``choice`` is ``"pivot"`` (up to the 90 degrees of a voluntary pivot) or ``"extra die"``
    (one more d6 of inches, thrown after choosing; ``die`` is that throw). Only a ship
    flagged ``independent`` (a scout, a ship in flight or in general chase) whose top row
    of masts is whole may; with ``independent_extra=not-beating`` the extra die is refused
    to a ship beating. The verdict says whether the choice is allowed; the value is the
    extra inches (the die) or the pivot limit.
    """
    r = READINGS.resolve(readings)
    keys = ("independent_extra", "beating_angle")
    if choice not in ("pivot", "extra die"):
        raise InvalidInputError("choice", choice, "'pivot' or 'extra die'")
    question = f"may {ship.name} take {'a pivot' if choice == 'pivot' else 'an extra die'} after moving"
    steps: list[Step] = []

    def no(case: str, why: str) -> Ruling:
        steps.append(Step(case, why))
        return RULINGS(question, False, steps, readings=r, keys=keys, kind="move")

    if not ship.independent:
        return no(c.INDEPENDENT, f"{ship.name} is not moving independently (scouting, fleeing or in general chase)")
    if ship.damaged:
        return no(c.INDEPENDENT, f"{ship.name} has lost her top row of masts: only undamaged ships may")
    steps.append(Step(c.INDEPENDENT, f"{ship.name} is undamaged and moving independently: a pivot or an extra die"))
    if choice == "pivot":
        steps.append(Step(c.INDEPENDENT_EXTRA, f"a pivot after moving, up to {VOLUNTARY_PIVOT:g} degrees"))
        return RULINGS(
            question, True, steps, readings=r, keys=keys, value=VOLUNTARY_PIVOT, kind="move", measure="degree"
        )
    sail = point_of_sail(heading, wind_from, r)
    if sail.verdict == INTO_WIND:
        return no(c.INDEPENDENT_EXTRA, f"{sail.steps[0].reason}: into the wind no ship may move, extra die or none")
    if r["independent_extra"] == "not-beating" and sail.verdict == BEATING:
        return no(c.INDEPENDENT_EXTRA, "beating: the extra die is only for a ship running or reaching")
    if die is None:
        steps.append(Step(c.INDEPENDENT, "chosen before the throw: now throw the extra die"))
        return RULINGS(question, True, steps, readings=r, keys=keys, kind="move")
    die = check_die(die, what="extra die")
    steps.append(
        Step(
            c.INDEPENDENT_EXTRA,
            f"{sail.verdict}: {die} more {agree(die, 'inch', 'inches')} on top of the normal move",
            die,
        )
    )
    return RULINGS(question, True, steps, readings=r, keys=keys, value=die, kind="move", measure="inch")


def check_pivot_into_wind(ship: Ship, degrees: float, wind_from: float) -> None:
    """Refuse a plain pivot through the wind's eye: that is a tack and needs its throw [APM-06]."""
    if crosses_wind(ship.pose.heading, degrees, wind_from):
        raise IllegalActionError(
            f"a pivot of {degrees:g} degrees by {ship.name} turns through the wind: tack", c.TACKING
        )


__all__ = [
    "FORCED_PIVOT",
    "VOLUNTARY_PIVOT",
    "check_pivot_into_wind",
    "crosses_wind",
    "independent_extra",
    "pivot",
    "tack",
    "tack_heading",
    "tack_odds",
    "tack_pivot",
]
