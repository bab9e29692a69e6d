"""CHANGES IN WIND, WIND SPEED, INITIAL WIND: where the wind blows from, how hard, and how far each ship may sail.

Wind directions are the compass bearing the wind blows *from*, in degrees (270 = a
westerly). The speed is a pair of d6 thrown for the whole table [WIND SPEED, APM-03a]:
their total, the higher and the lower die set every ship's allowance by its state and
its point of sail.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...dice import Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError
from ...geometry.board import normalize, turn
from ...geometry.compass import Direction
from ...geometry.table import Move, Pose
from ...readings import Readings, ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from . import citations as c
from .readings import READINGS, RULINGS
from .ships import Ship

#: The eight winds of the initial wind table, as the bearing each blows from [INITIAL WIND, APM-13].
WINDS: dict[str, float] = {str(d): float(d.degrees) for d in Direction}
#: the second throw after a 5 or 6 names the other six winds clockwise from North
_SECOND_THROW = dict(enumerate(("N", "NE", "E", "SE", "S", "SW"), start=1))
POINT_DEGREES = {"nautical": 11.25, "sixteen": 22.5, "eight": 45.0}


def initial_wind(first: int, second: int | None = None) -> Ruling:
    """The starting wind when the scenario gives none [INITIAL WIND, APM-13]: 1-3 W, 4 NW, 5-6 throw again (1 N ... 6 SW)."""
    first = check_die(first, what="initial wind die")
    if first <= 3:
        name, steps = "W", [Step(c.INITIAL_WIND, f"a {first}: the wind blows from the West")]
    elif first == 4:
        name, steps = "NW", [Step(c.INITIAL_WIND, "a 4: the wind blows from the North-West")]
    else:
        if second is None:
            raise InvalidInputError("initial wind dice", (first, second), "a second die after a 5 or 6")
        second = check_die(second, what="second initial wind die")
        name = _SECOND_THROW[second]
        steps = [
            Step(c.INITIAL_WIND, f"a {first}: throw again"),
            Step(c.INITIAL_WIND, f"a {second} on the second throw: the wind blows from {name}"),
        ]
    return RULINGS(
        "initial wind",
        name,
        steps,
        value=WINDS[name],
        facts={"wind_from": WINDS[name]},
        kind="wind",
        measure="from {} degrees",  # "NW, from 315 degrees"
    )


def initial_wind_odds() -> Distribution:
    """Exact chances of each starting wind [APM-13]: W 1/2, NW 1/6, each of the other six 1/18."""
    out = {"W": Fraction(1, 2), "NW": Fraction(1, 6)}
    out.update({name: Fraction(1, 18) for name in _SECOND_THROW.values()})
    return Distribution(out)


def point_of_wind(readings: ReadingsLike | None = None) -> float:
    """Degrees in one point of wind shift (reading ``compass_point``) [CHANGES IN WIND, APM-02]."""
    return POINT_DEGREES[READINGS.resolve(readings)["compass_point"]]


def _toward_prevailing(
    wind_from: float, prevailing: float | None, point: float, r: Readings, steps: list[Step]
) -> float:
    """The wind after a 1 or 2 on the second die [APM-02]: one point toward the prevailing wind, never past it, and
    no change when it blows from there or from dead opposite (reading ``prevailing_wind``). Adds its step."""
    if r["prevailing_wind"] == "current":
        toward = wind_from
    elif prevailing is None:
        raise InvalidInputError(
            "prevailing wind",
            prevailing,
            "the scenario's prevailing wind, else the starting wind, as prevailing= (or reading prevailing_wind=current)",
        )
    else:
        toward = normalize(prevailing)
    gap = turn(wind_from, toward)
    if gap == 0 or abs(gap) == 180:
        why = "already from the prevailing direction" if gap == 0 else "from dead opposite the prevailing wind"
        steps.append(Step(c.WIND_CHANGE, f"toward the prevailing wind: no change, the wind blows {why}"))
        return wind_from
    steps.append(Step(c.WIND_CHANGE, f"one point ({point:g} degrees) toward the prevailing wind"))
    return normalize(wind_from + min(point, abs(gap)) * (1 if gap > 0 else -1))


def wind_change(
    wind_from: float,
    first: int,
    second: int | None = None,
    *,
    prevailing: float | None = None,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The quarter-hourly wind check [CHANGES IN WIND, APM-02].

    1-4 no change; 5-6 throw again: 1-2 one point toward the prevailing wind (none if it
    already blows from there or from dead opposite; never past it), 3 backs a point
    (anticlockwise), 4 veers a point (clockwise), 5-6 a new speed is thrown. The verdict
    is the new wind bearing; the ``new_speed`` fact says whether a speed throw follows.
    The pull is measured against ``prevailing`` (the scenario's, else the starting wind:
    the game passes it); a 1 or 2 without it is refused under reading
    ``prevailing_wind=initial`` rather than measured against the wind now blowing.
    """
    r = READINGS.resolve(readings)
    first = check_die(first, what="wind check die")
    wind_from = normalize(wind_from)
    point = point_of_wind(r)
    keys = ("compass_point", "prevailing_wind")
    steps: list[Step] = []
    new, new_speed = wind_from, False
    if first <= 4:
        steps.append(Step(c.WIND_CHANGE, f"a {first}: no change"))
    else:
        if second is None:
            raise InvalidInputError("wind change dice", (first, second), "a second die after a 5 or 6")
        second = check_die(second, what="second wind check die")
        steps.append(Step(c.WIND_CHANGE, f"a {first}: throw again, and a {second}"))
        if second <= 2:
            new = _toward_prevailing(wind_from, prevailing, point, r, steps)
        elif second == 3:
            new = normalize(wind_from - point)
            steps.append(Step(c.WIND_CHANGE, f"the wind backs one point ({point:g} degrees anticlockwise)"))
        elif second == 4:
            new = normalize(wind_from + point)
            steps.append(Step(c.WIND_CHANGE, f"the wind veers one point ({point:g} degrees clockwise)"))
        else:
            new_speed = True
            steps.append(Step(c.WIND_CHANGE, "throw 2d6 for a new wind speed"))
    return RULINGS(
        "wind change",
        new,
        steps,
        readings=r,
        keys=keys,
        value=new,
        facts={"wind_from": new, "new_speed": new_speed},
        kind="wind",
    )


def wind_change_odds() -> Distribution:
    """Exact chances of each outcome of one wind check [APM-02]: none 2/3, toward prevailing 1/9, backs 1/18, veers 1/18, new speed 1/9."""
    return Distribution(
        {
            "no change": Fraction(2, 3),
            "toward prevailing": Fraction(1, 9),
            "backs": Fraction(1, 18),
            "veers": Fraction(1, 18),
            "new speed": Fraction(1, 9),
        }
    )


@dataclass(frozen=True)
class WindSpeed:
    """The two speed dice [WIND SPEED, APM-03a]: their total, the higher and the lower."""

    first: int
    second: int

    def __post_init__(self) -> None:
        check_die(self.first, what="wind speed die")
        check_die(self.second, what="wind speed die")

    @property
    def total(self) -> int:
        return self.first + self.second

    @property
    def higher(self) -> int:
        return max(self.first, self.second)

    @property
    def lower(self) -> int:
        return min(self.first, self.second)

    def __str__(self) -> str:
        """The dice as the position writes them, with what they make: ``3,6 (total 9)`` [WIND SPEED, APM-03a]."""
        return f"{self.first},{self.second} (total {self.total})"


RUNNING, BEATING, INTO_WIND = "running or reaching", "beating", "into the wind"


def off_wind(heading: float, wind_from: float) -> float:
    """Degrees between a heading and the wind's eye: 0 head to wind, 180 running dead before it."""
    return abs(turn(wind_from, heading))


def closest_to_wind(readings: ReadingsLike | None = None) -> float:
    """The fewest degrees off the wind a ship can sail, beating (reading ``beating_angle``) [APM-03b]: 67.5, or 22.5
    from the wind's eye; any closer is into the wind, in irons."""
    return 67.5 if READINGS.resolve(readings)["beating_angle"] == "above-beam" else 22.5


def point_of_sail(heading: float, wind_from: float, readings: ReadingsLike | None = None) -> Ruling:
    """Running or reaching (with or across the wind), beating, or into the wind (reading ``beating_angle``) [APM-03b]."""
    r = READINGS.resolve(readings)
    a = off_wind(heading, wind_from)
    closest = closest_to_wind(r)
    if a >= 90:
        kind, why = RUNNING, f"{a:g} degrees off the wind: with or across it"
    elif a >= closest:
        kind, why = BEATING, f"{a:g} degrees off the wind: beating (no closer than {closest:g})"
    else:
        kind, why = INTO_WIND, f"{a:g} degrees off the wind: closer than {closest:g}, only a tack can cross it"
    facts = {"heading": normalize(heading), "wind_from": normalize(wind_from), "off_wind": a}
    return RULINGS(
        "point of sail", kind, [Step(c.HIGHER, why)], readings=r, keys=("beating_angle",), facts=facts, kind="wind"
    )


def allowance(
    ship: Ship, heading: float, wind_from: float, speed: WindSpeed, readings: ReadingsLike | None = None
) -> Ruling:
    """How far ``ship`` may sail on ``heading`` (after its pivots) [WIND SPEED, APM-03, 03a-c, 03e].

    The value is the most inches; the ``least`` fact the least (the lower die, for every
    ship not tacking). Undamaged ships sail the total with or across the wind and the
    higher die beating; damaged ships the higher and the lower; dismasted ships drift the
    lower die downwind whatever their heading.
    """
    r = READINGS.resolve(readings)
    steps = [Step(c.HEADING, f"the heading after pivoting, {normalize(heading):g}, sets the allowance")]
    where = {"ship": ship, "heading": normalize(heading), "wind_from": normalize(wind_from), "speed": speed}

    def ruled(most: int, least: int, keys: tuple[str, ...] = ("beating_angle",), **facts: object) -> Ruling:
        facts = {"least": least, **facts, **where}
        return RULINGS(
            "allowance", most, steps, readings=r, keys=keys, value=most, facts=facts, kind="move", measure="inch"
        )

    if ship.dismasted or ship.locked_with:
        why = "dismasted" if ship.dismasted else "fallen aboard, so moved as dismasted"
        steps.append(Step(c.LOWER, f"{why}: drifts exactly the lower die, {plural(speed.lower, 'inch')}, downwind"))
        return ruled(speed.lower, speed.lower, ())
    sail = point_of_sail(heading, wind_from, r)
    steps.extend(sail.steps)
    if sail.verdict == INTO_WIND:
        steps.append(Step(c.TACKING, "no movement into the wind: the ship must tack"))
        return ruled(0, 0)
    if ship.damaged:
        most = speed.higher if sail.verdict == RUNNING else speed.lower
        die = "higher" if sail.verdict == RUNNING else "lower"
        steps.append(Step(c.HIGHER if die == "higher" else c.LOWER, f"damaged and {sail.verdict}: the {die} die"))
    elif sail.verdict == RUNNING:
        most = speed.total
        steps.append(Step(c.TOTAL, f"undamaged, {sail.verdict}: the total of the dice"))
    else:
        most = speed.higher
        steps.append(Step(c.HIGHER, "undamaged and beating: the higher die"))
    steps.append(Step(c.MINIMUM, f"must sail at least the lower die, {plural(speed.lower, 'inch')}"))
    return ruled(most, speed.lower, point_of_sail=sail.verdict)


def drift(ship: Ship, wind_from: float, speed: WindSpeed) -> tuple[Pose, Move, Ruling]:
    """A dismasted (or locked, or stays-missed) ship swings downwind and drifts the lower die [APM-03c, APM-06c].

    Returns the end pose, the move (a pivot of at most 180 degrees about the mainmast,
    then the run) for falling-aboard checks, and the ruling, whose verdict says the drift and
    where the mainmast ends, to a tenth, in the replay's words: "3 inches downwind, to 13,10 heading 90"
    (the exact end pose is its ``end`` fact).
    """
    downwind = normalize(wind_from + 180.0)
    swing = turn(ship.pose.heading, downwind)
    if abs(swing) > 180:  # turn() keeps within (-180, 180]; a guard for readers
        raise IllegalActionError("a dismasted ship swings at most 180 degrees", c.DISMASTED_PIVOT)
    move = Move.pivot_then_straight(swing, speed.lower)
    end = move.end(ship.pose)
    steps = [
        Step(c.DISMASTED_PIVOT, f"swings {abs(swing):g} degrees to head downwind ({downwind:g})"),
        Step(c.LOWER, f"drifts the lower die, {plural(speed.lower, 'inch')}, downwind"),
    ]
    facts = {"move": move, "ship": ship, "wind_from": normalize(wind_from), "end": end}
    x, y, heading = (f"{round(v, 1) + 0.0:g}" for v in (end.x, end.y, end.heading))  # to a tenth of an inch
    where = f"{plural(speed.lower, 'inch')} downwind, to {x},{y} heading {heading}"
    ruling = RULINGS(f"{ship.name} drifts", where, steps, value=speed.lower, facts=facts, kind="move")
    return end, move, ruling


__all__ = [
    "BEATING",
    "INTO_WIND",
    "POINT_DEGREES",
    "RUNNING",
    "WINDS",
    "WindSpeed",
    "allowance",
    "closest_to_wind",
    "drift",
    "initial_wind",
    "initial_wind_odds",
    "off_wind",
    "point_of_sail",
    "point_of_wind",
    "wind_change",
    "wind_change_odds",
]
