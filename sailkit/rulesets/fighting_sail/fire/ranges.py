"""Range Points [9.31a] and the longest reach of long guns and carronades [9.31a, 9.38]."""

from __future__ import annotations

from ....geometry.squares import Square, path_cost
from ....rulings import RuledInt, Step
from ....wording import plural
from ..board import name, square
from ..readings import RULINGS, ReadingsLike, readings_for

SIDE_COST = 2  #: crossing a square's side, as in movement [7.53]
CORNER_COST = 3  #: crossing a square's corner [7.53]
MAX_RANGE = 20  #: long guns [9.31a]
CARRONADE_RANGE = 8  #: carronades [9.38]


def range_points(a: str | Square, b: str | Square, *, readings: ReadingsLike | None = None) -> RuledInt:
    """Range Points from square ``a`` to square ``b`` [9.31a]: ``range_points("0505", "0707") == 6``.

    2 a side crossed, 3 a corner, along the cheapest path; ``readings`` only say which squares exist (``map_exit``,
    ``swell_edge`` [15.0-MR]). ``facts["ends"]`` names the two squares."""
    r = readings_for(readings)
    sa, sb = square(a, r), square(b, r)
    dx, dy = abs(sa.col - sb.col), abs(sa.row - sb.row)
    corners, sides = min(dx, dy), max(dx, dy) - min(dx, dy)
    rp = path_cost(sa, sb, SIDE_COST, CORNER_COST)
    ends = (name(sa), name(sb))
    why = f"cheapest path crosses {plural(corners, 'corner')} at 3 and {plural(sides, 'side')} at 2: {rp} Range Points"
    ruling = RULINGS(f"range from {ends[0]} to {ends[1]}", rp, (Step("9.31a", why),), value=rp, facts={"ends": ends})
    return RuledInt(rp, ruling)


def max_range(carronade: bool) -> int:
    """Longest legal range: 8 Range Points for carronades [9.38], 20 otherwise [9.31a]."""
    return CARRONADE_RANGE if carronade else MAX_RANGE
