"""Where an aircraft counter may fly on the engine [8.3]: one move to a point, as the flight rules measure it.

The engine flies a counter to a point ``x,y`` in at most two legs [8.3]: straight there when the point lies dead
ahead, else 6 inches straight ahead (the run a turn needs), one turn to face the point, and straight on to it; the
flight ruling (:func:`.aircraft.flight`) then says whether the turn and the inches are allowed. A point on the
table's edge takes the counter off the table, home to its base [8.2], and then the least move does not bind (it
flies on beyond the edge). Points and headings are kept to a tenth of an inch and of a degree, so a move's words
paste back exactly. :func:`destinations` lists the points ``legal_actions`` offers: toward each ship named, straight
ahead and the hardest turn either way, each as far as the move allows.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...errors import IllegalActionError
from ...geometry.table import Point, Pose
from ...readings import ReadingsLike
from ...rulings import Ruling
from .air_sea_pieces import Plane
from .aircraft import MAX_TURN, RUN_BEFORE_TURN, aircraft_type, flight, flight_limits

#: What writing a point to a tenth of an inch may add to a flight, kept off the most a move offers.
ROUNDING = 0.1
#: A point this close to the counter is where it is, written to the tenth of an inch: a flight there hovers [8.3].
HOVER = 0.071
#: Each of the two turns that bring a counter about [8.3].
ABOUT = 89.0
#: A point this close to the line dead ahead needs no turn (inches: a tenth's rounding either way).
AHEAD = 0.075


def _tenth(x: float) -> float:
    return round(x, 1) + 0.0


def signed_turn(pose: Pose, point: Point) -> float:
    """Degrees from ``pose``'s heading round to face ``point``, clockwise positive, -180 to 180."""
    rel = pose.relative_bearing(point)
    return rel - 360.0 if rel > 180.0 else rel


def legs(pose: Pose, point: Point) -> tuple[list[tuple[float, float]], Pose]:
    """The legs of a flight from ``pose`` to ``point`` (run, then turn) and the pose it ends in [8.3]."""
    if pose.distance_to(point) <= HOVER:  # where it is, to the tenth of an inch its point is written in: a hover
        return [], Pose(point.x, point.y, pose.heading)
    side, ahead_of = pose.to_local(point)
    if ahead_of > 0 and abs(side) <= AHEAD:  # dead ahead, to the tenth of an inch a point is written in
        return [(pose.distance_to(point), 0.0)], Pose(point.x, point.y, _tenth(pose.heading))
    ahead = pose.forward(RUN_BEFORE_TURN)
    if ahead.distance_to(point) == 0:
        return [(RUN_BEFORE_TURN, 0.0)], Pose(point.x, point.y, pose.heading)
    turn = signed_turn(ahead, point)
    end = Pose(point.x, point.y, _tenth(ahead.bearing_to(point)))
    return [(RUN_BEFORE_TURN, turn), (ahead.distance_to(point), 0.0)], end


def on_edge(point: Point, table: tuple[int, int]) -> bool:
    """Whether ``point`` lies on the table's edge (or beyond it): the counter leaves for its base [8.2]."""
    return point.x <= 0 or point.y <= 0 or point.x >= table[0] or point.y >= table[1]


def route(pose: Pose, points: Point | Sequence[Point]) -> tuple[list[tuple[float, float]], Pose]:
    """The legs of a flight from ``pose`` through each of ``points`` in turn (a turn toward each, after 6 inches
    straight) and the pose it ends in [8.3]: more than one turn is reading ``air_turns``' each-six-inches."""
    path: list[tuple[float, float]] = []
    for point in [points] if isinstance(points, Point) else points:
        more, pose = legs(pose, point)
        path += more
    return path, pose


def fly_to(
    plane: Plane, point: Point | Sequence[Point], table: tuple[int, int], readings: ReadingsLike | None = None
) -> Ruling:
    """The flight of ``plane`` to ``point`` (or through several points, the last its end) [8.3]
    (:func:`.aircraft.flight` of its legs); a move off the table's edge may stop short of the least move; a flight
    to where it is, a hover, not two Game-Turns running. Raises :class:`IllegalActionError` citing 8.3 when it may
    not."""
    path, _ = route(plane.pose, point)
    point = point if isinstance(point, Point) else point[-1]
    if on_edge(point, table):
        low = flight_limits(aircraft_type(plane.kind).kind, plane.first)[0]
        short = sum(run for run, _ in path)
        if short < low:  # it flies on off the table: its move is the least, the rest beyond the edge
            before = sum(run for run, _ in path[:-1])
            path = [*path[:-1], (low - before, path[-1][1])] if path else [(low, 0.0)]
    return flight(plane.kind, path, first=plane.first, hovered_last=plane.hovered, readings=readings)


def end_pose(plane: Plane, point: Point | Sequence[Point]) -> Pose:
    """Where ``plane`` ends a flight to ``point`` (or through points): on the last, facing the way it flew the last
    leg [8.3]."""
    return route(plane.pose, point)[1]


def _clipped(start: Point, end: Point, table: tuple[int, int]) -> Point:
    """``end``, or where the straight line from ``start`` to it first meets the table's edge."""
    (x0, y0), (x1, y1) = start, end
    t = 1.0
    for a, b, top in ((x0, x1, table[0]), (y0, y1, table[1])):
        if b < 0:
            t = min(t, (0 - a) / (b - a))
        elif b > top:
            t = min(t, (top - a) / (b - a))
    return Point(_tenth(x0 + (x1 - x0) * t), _tenth(y0 + (y1 - y0) * t))


def _farthest(plane: Plane, toward: Point, reach: float) -> Point:
    """The point ``reach`` inches of flight away toward ``toward``: there, if nearer."""
    pose = plane.pose
    if pose.distance_to(toward) == 0:  # over it already: on ahead
        return pose.forward(reach).point
    if abs(pose.to_local(toward)[0]) <= AHEAD and pose.to_local(toward)[1] > 0:
        gap = pose.distance_to(toward)
        return toward if gap <= reach else pose.point.moved(pose.heading, reach)
    ahead = pose.forward(RUN_BEFORE_TURN)
    left = max(0.0, reach - RUN_BEFORE_TURN)
    gap = ahead.distance_to(toward)
    return toward if gap <= left or gap == 0 else ahead.point.moved(ahead.bearing_to(toward), left)


def destinations(
    plane: Plane, toward: Iterable[Point], table: tuple[int, int], readings: ReadingsLike | None = None
) -> list[Point]:
    """The points the engine offers ``plane`` to fly to [8.3]: as far as it may toward each of ``toward`` (its
    target's mainmast when in reach), straight ahead, and round the hardest turn either way, each clipped at the
    table's edge; only those the flight rules allow, each once."""
    t = aircraft_type(plane.kind)
    high = flight_limits(t.kind, plane.first)[1] - ROUNDING  # so the point written to a tenth stays within it
    pose, out = plane.pose, []
    ahead = pose.forward(RUN_BEFORE_TURN)
    swings = [ahead.turned(d).forward(high - RUN_BEFORE_TURN).point for d in (-MAX_TURN[t.kind], MAX_TURN[t.kind])]
    aims = [*(_farthest(plane, p, high) for p in toward), pose.forward(high).point, *swings]
    for aim in aims:
        point = _clipped(pose.point, Point(_tenth(aim.x), _tenth(aim.y)), table)
        if point in out or (pose.distance_to(point) <= HOVER and not on_edge(point, table)):
            continue  # a hover is offered below
        try:
            fly_to(plane, point, table, readings)
        except IllegalActionError:
            continue
        out.append(point)
    if t.kind == "helicopter" and not plane.hovered:  # it hovers where it is [8.3]
        out.append(Point(_tenth(pose.x), _tenth(pose.y)))
    return out


def turns_back(plane: Plane, table: tuple[int, int], readings: ReadingsLike | None = None) -> list[tuple[Point, Point]]:
    """The flights that turn the counter about: two turns of 89 degrees one way (kept off 90 by the tenth a point is
    written to), each after 6 inches straight, as far as the move allows [8.3]; only legal under reading
    ``air_turns``' each-six-inches."""
    t = aircraft_type(plane.kind)
    high = flight_limits(t.kind, plane.first)[1] - 2 * ROUNDING
    out: list[tuple[Point, Point]] = []
    for d in (-ABOUT, ABOUT):
        first = plane.pose.forward(RUN_BEFORE_TURN).turned(d).forward(RUN_BEFORE_TURN)
        last = first.forward(RUN_BEFORE_TURN).turned(d).forward(high - 3 * RUN_BEFORE_TURN)
        a, b = (Point(_tenth(q.x), _tenth(q.y)) for q in (first, last))
        if on_edge(a, table) or on_edge(b, table):
            continue
        try:
            fly_to(plane, (a, b), table, readings)
        except IllegalActionError:
            continue
        out.append((a, b))
    return out


def nearest(point: Point, others: Sequence[Point]) -> float:
    """Inches from ``point`` to the nearest of ``others`` (infinity for none)."""
    return min((point.distance(o) for o in others), default=float("inf"))


__all__ = [
    "AHEAD",
    "HOVER",
    "ROUNDING",
    "destinations",
    "end_pose",
    "fly_to",
    "legs",
    "nearest",
    "on_edge",
    "route",
    "signed_turn",
    "turns_back",
]
