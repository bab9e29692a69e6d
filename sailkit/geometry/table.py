"""An open table measured in inches, with free headings (As Per Margin, Fighting Ships).

Rule-free: points, poses, distances and bearings; arcs round a ship; moves made of
pivots and straight runs, with the ground they sweep; and the first moment two moving
points come within a given distance (As Per Margin's falling-aboard check measures
mainmast to mainmast).

Coordinates
    Inches from the table's south-west corner: x grows East, y grows **North** (away
    from the near edge, as a tape is laid). Headings are degrees clockwise from North,
    any float, normalised to ``[0, 360)`` (:func:`~sailkit.geometry.board.normalize`).

Ship-local coordinates
    A :class:`Pose` (a point and a heading) carries a frame fixed to the ship: local x to
    starboard, local y ahead, in inches, origin at the pose's point (a ship's measuring
    point, e.g. the mainmast). An outline, a pivot point or an arc's apex is written once
    in local coordinates and :meth:`Pose.place` puts it on the table.

Arcs and their boundaries
    An :class:`Arc` is a range of bearings relative to the heading, swept clockwise from
    ``start`` to ``end``; it says which of its two boundary rays it owns (by default its
    start: the half-open range ``[start, end)``). :class:`Arcs` checks that a set of arcs
    shares out the whole circle with every boundary owned by exactly one arc, so every
    point other than the apex lies in exactly one arc. Bearings are compared after
    rounding to 1e-9 degree, so a point placed on a boundary ray is found on it.
"""

from __future__ import annotations

import bisect
import functools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import ClassVar, NamedTuple, cast

import numpy as np
import shapely
from shapely import affinity
from shapely.geometry import LineString, MultiPolygon, Polygon, box
from shapely.geometry.base import BaseGeometry

from ..errors import InvalidInputError, UnknownChoiceError
from .board import DECIMALS, YAxis, bearing_of, format_real, normalize, read_real, relative, vector

#: Coordinates read from text are at most this many inches from the corner (about 830 feet).
LIMIT = 10_000.0


class Point(NamedTuple):
    """A point on the table in inches (a tuple, so shapely takes it as it is)."""

    x: float
    y: float

    def distance(self, other: Point) -> float:
        return distance(self, other)

    def bearing(self, other: Point) -> float:
        """Degrees clockwise from North toward ``other``; refuses ``other == self``."""
        return bearing(self, other)

    def moved(self, heading: float, inches: float) -> Point:
        """The point ``inches`` away toward ``heading``."""
        dx, dy = vector(heading, YAxis.NORTH)
        return Point(self[0] + dx * inches, self[1] + dy * inches)


def distance(a: Point, b: Point) -> float:
    """Inches between two points. A rule compares it with a printed limit after
    :func:`~sailkit.geometry.board.measured`, as it does a heading: a point placed 12 inches away by a run on heading
    210 is 12.000000000000002 inches off, and measures 12."""
    return math.hypot(b[0] - a[0], b[1] - a[1])


def bearing(a: Point, b: Point) -> float:
    """Degrees clockwise from North from ``a`` toward ``b``; refuses ``a == b``."""
    return bearing_of(b[0] - a[0], b[1] - a[1], YAxis.NORTH)


@dataclass(frozen=True)
class Pose:
    """Where a ship is and where its bow points: a point in inches and a heading in degrees."""

    x: float
    y: float
    heading: float = 0.0

    def __post_init__(self) -> None:
        for what, v in (("x", self.x), ("y", self.y)):
            if not math.isfinite(v):
                raise InvalidInputError(f"pose {what}", v, "a finite number of inches")
        object.__setattr__(self, "x", float(self.x) + 0.0)
        object.__setattr__(self, "y", float(self.y) + 0.0)
        object.__setattr__(self, "heading", normalize(self.heading))

    def __repr__(self) -> str:
        return f"Pose({self.x!r}, {self.y!r}, {self.heading!r})"

    @classmethod
    def at(cls, point: Point | tuple[float, float], heading: float) -> Pose:
        return cls(point[0], point[1], heading)

    @property
    def point(self) -> Point:
        return Point(self.x, self.y)

    def _axes(self) -> tuple[float, float]:
        """(sin, cos) of the heading, exact on the four cardinal points."""
        return vector(self.heading, YAxis.NORTH)

    def to_table(self, local: tuple[float, float]) -> Point:
        """A ship-local point (starboard, ahead) on the table."""
        s, c = self._axes()
        lx, ly = local
        return Point(self.x + lx * c + ly * s, self.y - lx * s + ly * c)

    def to_local(self, point: tuple[float, float]) -> tuple[float, float]:
        """A table point in ship-local coordinates (starboard, ahead)."""
        s, c = self._axes()
        dx, dy = point[0] - self.x, point[1] - self.y
        return (dx * c - dy * s, dx * s + dy * c)

    def place(self, geometry: BaseGeometry) -> BaseGeometry:
        """A shapely geometry drawn in ship-local coordinates, put on the table."""
        s, c = self._axes()
        return affinity.affine_transform(geometry, [c, s, -s, c, self.x, self.y])

    def forward(self, inches: float) -> Pose:
        """Moved ``inches`` along the heading (negative: astern)."""
        p = self.point.moved(self.heading, inches)
        return Pose(p.x, p.y, self.heading)

    def turned(self, degrees: float) -> Pose:
        """Turned in place, clockwise for positive ``degrees``."""
        return Pose(self.x, self.y, self.heading + degrees)

    def pivoted(self, degrees: float, about: tuple[float, float] = (0.0, 0.0)) -> Pose:
        """Turned clockwise by ``degrees`` about a ship-local point (e.g. the stern), which stays put."""
        if tuple(about) == (0.0, 0.0):
            return self.turned(degrees)
        pivot = self.to_table(about)
        turned = Pose(pivot.x, pivot.y, self.heading + degrees)
        # The pose's own point sits at -about in the turned frame, seen from the pivot.
        p = turned.to_table((-about[0], -about[1]))
        return Pose(p.x, p.y, turned.heading)

    def bearing_to(self, point: tuple[float, float]) -> float:
        return bearing(self.point, Point(*point))

    def relative_bearing(self, point: tuple[float, float]) -> float:
        """Bearing of ``point`` relative to the bow: 0 dead ahead, 90 to starboard, in ``[0, 360)``."""
        return relative(self.heading, self.bearing_to(point))

    def distance_to(self, point: tuple[float, float]) -> float:
        return distance(self.point, Point(*point))


# ---- fans and arcs ----


def fan(center: tuple[float, float], start: float, end: float, radius: float, *, step: float = 2.0) -> Polygon:
    """The sector from ``center`` sweeping clockwise from bearing ``start`` to ``end``, ``radius`` inches long.

    Equal ``start`` and ``end`` give the full circle. The straight edges lie exactly on the
    two bearings; the curved edge is a chain of chords at most ``step`` degrees apart, so
    near the rim decide membership with :meth:`Arc.contains` and a distance, not the polygon.
    """
    if not radius > 0:
        raise InvalidInputError("fan radius", radius, "a positive number of inches")
    start = normalize(start)
    sweep = normalize(end - start) or 360.0
    n = max(1, math.ceil(sweep / step))
    cx, cy = center
    rim = []
    for k in range(n + 1):
        dx, dy = vector(start + sweep * k / n, YAxis.NORTH)
        rim.append((cx + radius * dx, cy + radius * dy))
    return Polygon(rim[:-1] if sweep == 360.0 else [(cx, cy), *rim])


class Closed(StrEnum):
    """Which boundary rays an :class:`Arc` owns."""

    START = "start"
    END = "end"
    BOTH = "both"
    NEITHER = "neither"


@dataclass(frozen=True)
class Arc:
    """A named range of bearings relative to a ship's heading, clockwise from ``start`` to ``end``.

    ``closed`` says which boundary rays belong to the arc: ``"start"`` (the default, the
    half-open range ``[start, end)``), ``"end"``, ``"both"`` or ``"neither"``. Equal
    ``start`` and ``end`` make a full circle.
    """

    name: str
    start: float
    end: float
    closed: Closed = Closed.START

    def __repr__(self) -> str:
        closed = "" if self.closed is Closed.START else f", {self.closed.value!r}"
        return f"Arc({self.name!r}, {self.start!r}, {self.end!r}{closed})"

    def __post_init__(self) -> None:
        object.__setattr__(self, "start", normalize(self.start))
        object.__setattr__(self, "end", normalize(self.end))
        try:
            object.__setattr__(self, "closed", Closed(self.closed))
        except ValueError:
            raise UnknownChoiceError("arc boundary", self.closed, [c.value for c in Closed]) from None

    @property
    def sweep(self) -> float:
        """Degrees from start to end, clockwise (360 for a full circle)."""
        return normalize(self.end - self.start) or 360.0

    @property
    def owns_start(self) -> bool:
        return self.closed in (Closed.START, Closed.BOTH)

    @property
    def owns_end(self) -> bool:
        return self.closed in (Closed.END, Closed.BOTH)

    def holds(self, relative_bearing: float) -> bool:
        """True if a relative bearing (0 ahead, 90 to starboard) lies in the arc, boundaries as ``closed`` says."""
        d = normalize(relative_bearing - self.start)
        if d == 0.0:
            return self.owns_start or (self.sweep == 360.0 and self.owns_end)
        if d < self.sweep:
            return True
        return d == self.sweep and self.owns_end

    def contains(self, pose: Pose, point: tuple[float, float]) -> bool:
        """True if ``point`` lies in the arc seen from ``pose``; the apex itself lies in no arc."""
        if (point[0], point[1]) == (pose.x, pose.y):
            return False
        return self.holds(pose.relative_bearing(point))

    def fan(self, pose: Pose, radius: float, *, step: float = 2.0) -> Polygon:
        """The arc out to ``radius`` inches as a polygon on the table (for drawing)."""
        return fan(pose.point, pose.heading + self.start, pose.heading + self.end, radius, step=step)


@dataclass(frozen=True)
class Arcs:
    """Arcs that share out the whole circle round a ship, each boundary owned by exactly one of them.

    Built from arcs in any order; kept sorted by ``start``. Construction refuses gaps,
    overlaps, and boundaries owned by both neighbours or by neither, so :meth:`locate`
    finds exactly one arc for every point but the apex.
    """

    arcs: tuple[Arc, ...]

    EXPECTED: ClassVar[str] = "arcs meeting end to start round the whole circle, each boundary owned by exactly one arc"

    def __post_init__(self) -> None:
        arcs = tuple(sorted(self.arcs, key=lambda a: a.start))
        object.__setattr__(self, "arcs", arcs)
        names = [a.name for a in arcs]
        if not arcs or len(set(names)) != len(names):
            raise InvalidInputError("arcs", names, self.EXPECTED + ", with different names")
        if abs(sum(a.sweep for a in arcs) - 360.0) > 1e-6:
            raise InvalidInputError("arcs", names, self.EXPECTED + " (their sweeps must add up to 360 degrees)")
        for prev, nxt in zip(arcs, arcs[1:] + arcs[:1]):
            if prev.end != nxt.start:
                raise InvalidInputError(
                    "arcs", names, f"{self.EXPECTED} ({prev.name!r} ends where {nxt.name!r} starts)"
                )
            if len(arcs) > 1 and prev.owns_end == nxt.owns_start:
                raise InvalidInputError(
                    "arcs",
                    names,
                    f"{self.EXPECTED} (the ray at {format_real(nxt.start)} between {prev.name!r} and {nxt.name!r})",
                )
        if len(arcs) == 1 and arcs[0].closed is Closed.NEITHER:
            raise InvalidInputError("arcs", names, self.EXPECTED)

    @classmethod
    def of(cls, *arcs: Arc) -> Arcs:
        return cls(arcs)

    def __iter__(self) -> Iterator[Arc]:
        return iter(self.arcs)

    def __len__(self) -> int:
        return len(self.arcs)

    def __getitem__(self, name: str) -> Arc:
        for a in self.arcs:
            if a.name == name:
                return a
        raise UnknownChoiceError("arc", name, [a.name for a in self.arcs])

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.arcs)

    def arc_of(self, relative_bearing: float) -> Arc:
        """The one arc holding a relative bearing."""
        for a in self.arcs:
            if a.holds(relative_bearing):
                return a
        raise AssertionError(f"arcs {self.names} hold no bearing {relative_bearing!r}")  # refused by __post_init__

    def locate(self, pose: Pose, point: tuple[float, float]) -> Arc | None:
        """The arc of ``point`` seen from ``pose``, or ``None`` for the apex itself."""
        if (point[0], point[1]) == (pose.x, pose.y):
            return None
        return self.arc_of(pose.relative_bearing(point))

    def fans(self, pose: Pose, radius: float, *, step: float = 2.0) -> dict[str, Polygon]:
        """Each arc as a polygon out to ``radius`` inches, by name (for drawing)."""
        return {a.name: a.fan(pose, radius, step=step) for a in self.arcs}


# ---- moves ----


@dataclass(frozen=True)
class Pivot:
    """Turn clockwise by ``degrees`` (negative: anticlockwise) about a ship-local point, which stays put."""

    degrees: float
    about: tuple[float, float] = (0.0, 0.0)

    def __post_init__(self) -> None:
        if not math.isfinite(self.degrees):
            raise InvalidInputError("pivot", self.degrees, "a finite number of degrees")
        object.__setattr__(self, "about", (float(self.about[0]), float(self.about[1])))

    def pose_at(self, pose: Pose, fraction: float) -> Pose:
        return pose.pivoted(self.degrees * fraction, self.about)

    def pieces(self, degrees: float, inches: float) -> int:
        """Samples this step needs so that no piece turns more than ``degrees``."""
        return max(1, math.ceil(abs(self.degrees) / degrees))


@dataclass(frozen=True)
class Advance:
    """Run straight along the heading for ``inches`` (negative: astern)."""

    inches: float

    def __post_init__(self) -> None:
        if not math.isfinite(self.inches):
            raise InvalidInputError("advance", self.inches, "a finite number of inches")

    def pose_at(self, pose: Pose, fraction: float) -> Pose:
        return pose.forward(self.inches * fraction)

    def pieces(self, degrees: float, inches: float) -> int:
        return max(1, math.ceil(abs(self.inches) / inches))


Step = Pivot | Advance


@dataclass(frozen=True)
class Move:
    """A ship's move as a sequence of :class:`Pivot` and :class:`Advance` steps, made in order.

    Progress through a move is measured in steps: ``progress`` 1.5 is half-way through
    the second step. As Per Margin pivots on the mainmast and then runs straight
    (:meth:`pivot_then_straight`); Fighting Ships runs 2 inches and then pivots on the stern,
    and so on, which is a longer list of steps.
    """

    steps: tuple[Step, ...] = ()

    @classmethod
    def pivot_then_straight(cls, degrees: float, inches: float, about: tuple[float, float] = (0.0, 0.0)) -> Move:
        """Pivot about a ship-local point, then run straight along the new heading."""
        return cls((Pivot(degrees, about), Advance(inches)))

    def then(self, *steps: Step) -> Move:
        return Move(self.steps + steps)

    def pose_at(self, pose: Pose, progress: float) -> Pose:
        """The pose ``progress`` steps into the move (0 to ``len(steps)``)."""
        for k, step in enumerate(self.steps):
            if progress <= k + 1:
                return step.pose_at(pose, max(0.0, progress - k))
            pose = step.pose_at(pose, 1.0)
        return pose

    def end(self, pose: Pose) -> Pose:
        return self.pose_at(pose, len(self.steps))

    def progress_grid(self, *, degrees: float = 2.0, inches: float = 0.25) -> np.ndarray:
        """Progress values that cut every step into pieces turning at most ``degrees`` or running at most ``inches``."""
        grid = [0.0]
        for k, step in enumerate(self.steps):
            n = step.pieces(degrees, inches)
            grid.extend(k + i / n for i in range(1, n + 1))
        return np.array(grid)

    def poses(self, pose: Pose, *, degrees: float = 2.0, inches: float = 0.25) -> tuple[Pose, ...]:
        """Poses along the move, start and end included (e.g. to draw ghosts or search for contact)."""
        return tuple(self.pose_at(pose, u) for u in self.progress_grid(degrees=degrees, inches=inches))

    def track(self, pose: Pose, point: tuple[float, float] = (0.0, 0.0), *, degrees: float = 1.0) -> Track:
        """The path of a ship-local point (the mainmast by default) as a polyline, arcs cut every ``degrees``."""
        grid = self.progress_grid(degrees=degrees, inches=math.inf)
        return Track(tuple(self.pose_at(pose, u).to_table(point) for u in grid))

    def swept(self, pose: Pose, outline: BaseGeometry, *, degrees: float = 2.0) -> BaseGeometry:
        """The ground covered by a ship-local ``outline`` (a polygon) during the move.

        The outline is cut into convex pieces (triangles, if it is concave, so no hull fills
        a hollow). A straight run sweeps exactly the hull of each piece's start and end. A
        pivot is cut every ``degrees``; each piece, first cut by rays from the pivot
        (:func:`_split_about`), is covered by the hull of its two ends. The result strays
        from the true swept ground only where a chord stands for an arc, by about
        ``r * (1 - cos(degrees / 2))`` inches at ``r`` inches from the pivot: under 0.002
        inch at 10 inches and 2 degrees (the tests hold it to 0.01 inch of a fine sampling).
        """
        parts = _convex_parts(outline)
        pieces = []
        for k, step in enumerate(self.steps):
            start = self.pose_at(pose, k)
            if isinstance(step, Pivot):
                fanned = [t for part in parts for t in _split_about(part, step.about)]
                n = step.pieces(degrees, math.inf)
                poses = [step.pose_at(start, i / n) for i in range(n + 1)]
            else:
                fanned, poses = parts, [start, step.pose_at(start, 1.0)]
            placed = np.array([[p.place(part) for part in fanned] for p in poses], dtype=object)
            pieces.append(_hulls(placed[:-1].ravel(), placed[1:].ravel()))
        if not pieces:
            return shapely.union_all([pose.place(part) for part in parts])
        return shapely.union_all(np.concatenate(pieces))


def _hulls(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The convex hull of each pair ``a[i], b[i]`` (gathered as collections: no overlay, so no noding)."""
    pairs = np.column_stack([a, b]).ravel()
    hulls = shapely.convex_hull(shapely.geometrycollections(pairs, indices=np.repeat(np.arange(len(a)), 2)))
    return cast(np.ndarray, hulls)  # an array in, an array out


def _convex_parts(outline: BaseGeometry) -> list[BaseGeometry]:
    """Convex pieces whose union is ``outline`` (itself if convex, else its triangles)."""
    if outline.is_empty:
        raise InvalidInputError("outline", outline.wkt, "a non-empty shapely geometry in ship-local inches")
    if isinstance(outline, MultiPolygon):
        return [part for poly in outline.geoms for part in _convex_parts(poly)]
    if not isinstance(outline, Polygon):
        raise InvalidInputError("outline", outline.wkt, "a polygon (or several) in ship-local inches")
    if outline.equals(outline.convex_hull):
        return [outline]
    return list(shapely.constrained_delaunay_triangles(outline).geoms)


def _split_about(part: BaseGeometry, pivot: tuple[float, float]) -> list[BaseGeometry]:
    """A convex polygon cut by rays from ``pivot`` so that each piece turns cleanly about it.

    The cuts run through every corner and through the foot of the perpendicular from the
    pivot to every side, plus extra cuts so no piece spans more than 90 degrees. Within
    a piece the nearest and farthest points at each bearing then move steadily nearer or
    farther, so the hull of the piece and a slightly turned copy strays from the ground
    truly swept only where a chord stands for an arc. (Without the cuts, a spar turning
    about its middle would claim a wedge on the far side of the pivot.)
    """
    assert isinstance(part, Polygon), part.geom_type  # a convex piece of an outline
    px, py = pivot
    ring = list(part.exterior.coords)[:-1]
    points = list(ring)
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        ex, ey = bx - ax, by - ay
        t = ((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey)
        if 0 < t < 1:
            points.append((ax + t * ex, ay + t * ey))
    cx, cy = part.centroid.coords[0]
    base = math.atan2(cy - py, cx - px)
    rel = sorted(
        {(math.atan2(y - py, x - px) - base + math.pi) % (2 * math.pi) - math.pi for x, y in points if (x, y) != pivot}
    )
    if part.covers(shapely.Point(pivot)):
        rel.append(rel[0] + 2 * math.pi)  # all the way round
    cuts = [rel[0]]
    for a in rel[1:]:
        n = max(1, math.ceil((a - cuts[-1]) / (math.pi / 2)))
        cuts.extend(cuts[-1] + (a - cuts[-1]) * i / n for i in range(1, n + 1))
    reach = 2 * max(math.hypot(x - px, y - py) for x, y in ring) + 1
    pieces: list[BaseGeometry] = []
    for a, b in zip(cuts, cuts[1:]):
        wedge = Polygon(
            [pivot, *((px + reach * math.cos(base + c), py + reach * math.sin(base + c)) for c in (a, (a + b) / 2, b))]
        )
        pieces.extend(g for g in shapely.get_parts(part.intersection(wedge)) if g.area > 0)
    return pieces


def first_contact(
    pose: Pose,
    move: Move,
    outline: BaseGeometry,
    obstacle: BaseGeometry,
    *,
    gap: float = 0.0,
    degrees: float = 2.0,
    inches: float = 0.25,
    tolerance: float = 1e-6,
) -> float | None:
    """The first progress (in steps) at which a moving outline comes within ``gap`` inches of a still obstacle.

    ``gap`` 0 means touching. The move is sampled every ``degrees`` and ``inches``, then the
    first sample within reach is narrowed down by bisection to ``tolerance``; an obstacle
    thinner than the sampling that the outline passes clean over between two samples is
    missed. ``None`` if the outline never comes within reach; ``0.0`` if it starts there.
    """
    grid = move.progress_grid(degrees=degrees, inches=inches)
    placed = np.array([move.pose_at(pose, u).place(outline) for u in grid], dtype=object)
    close = shapely.distance(placed, obstacle) <= gap
    if not close.any():
        return None
    i = int(np.argmax(close))
    if i == 0:
        return 0.0
    lo, hi = float(grid[i - 1]), float(grid[i])
    while hi - lo > tolerance:
        mid = (lo + hi) / 2
        if move.pose_at(pose, mid).place(outline).distance(obstacle) <= gap:
            hi = mid
        else:
            lo = mid
    return hi


# ---- moving points ----


@dataclass(frozen=True)
class Track:
    """The path of one point during a move: a polyline walked at a steady pace from time 0 to time 1.

    Time is the share of the track's length covered, so two tracks compared by
    :func:`times_within` are walked together, each at its own steady pace, starting and
    finishing at once (ships moving simultaneously). A ship that does not move has a
    one-point track (:meth:`still`); to move ships one at a time, compare each moving
    track with still ones.
    """

    points: tuple[Point, ...]

    def __post_init__(self) -> None:
        if not self.points:
            raise InvalidInputError("track", self.points, "at least one point")
        object.__setattr__(self, "points", tuple(Point(float(p[0]), float(p[1])) for p in self.points))

    @classmethod
    def still(cls, point: tuple[float, float]) -> Track:
        return cls((Point(*point),))

    @cached_property
    def _xy(self) -> np.ndarray:
        return np.array(self.points, dtype=float).reshape(-1, 2)

    @cached_property
    def times(self) -> np.ndarray:
        """Time at each point: its share of the length so far (all 0 for a track that does not move)."""
        seg = np.hypot(*np.diff(self._xy, axis=0).T) if len(self.points) > 1 else np.zeros(0)
        total = float(seg.sum())
        if total == 0.0:
            return np.zeros(len(self.points))
        t = np.concatenate([[0.0], np.cumsum(seg) / total])
        t[-1] = 1.0
        return t

    @property
    def length(self) -> float:
        return float(np.hypot(*np.diff(self._xy, axis=0).T).sum()) if len(self.points) > 1 else 0.0

    @cached_property
    def _time_list(self) -> tuple[float, ...]:
        return tuple(self.times.tolist())

    def at(self, t: float) -> Point:
        """Where the point is at time ``t`` (clamped to 0..1)."""
        times = self._time_list
        if times[-1] == 0.0:
            return self.points[-1]
        t = min(1.0, max(0.0, t))
        i = min(max(bisect.bisect_right(times, t) - 1, 0), len(times) - 2)
        t0, t1 = times[i], times[i + 1]
        f = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
        (x0, y0), (x1, y1) = self.points[i], self.points[i + 1]
        return Point(float(x0 + (x1 - x0) * f), float(y0 + (y1 - y0) * f))

    def at_times(self, times: np.ndarray) -> np.ndarray:
        """Where the point is at each of ``times`` (an ``(n, 2)`` array)."""
        xy = self._xy
        return np.column_stack([np.interp(times, self.times, xy[:, 0]), np.interp(times, self.times, xy[:, 1])])

    @property
    def line(self) -> BaseGeometry:
        return LineString(self.points) if len(set(self.points)) > 1 else shapely.Point(self.points[0])


def _pieces(a: Track, b: Track) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The times at which either track turns a corner, and b's offset from a at each (vectorised).

    Between consecutive times both points run straight, so the offset changes linearly.
    Returns ``(times, r0, w)``: every breakpoint (0 and 1 included, so at least two), the
    offset at the start of each interval, and its change over the interval.
    """
    times = np.unique(np.concatenate([a.times, b.times, [0.0, 1.0]]))
    offsets = b.at_times(times) - a.at_times(times)
    return times, offsets[:-1], np.diff(offsets, axis=0)


def times_within(a: Track, b: Track, reach: float) -> tuple[tuple[float, float], ...]:
    """The time intervals during which the two moving points are at most ``reach`` inches apart.

    Exact for the polylines: on each piece where both run straight their offset changes
    linearly, so the squared distance is a quadratic in time, solved for every piece at
    once. Touching intervals merge.
    """
    if not reach >= 0:
        raise InvalidInputError("reach", reach, "a distance of 0 inches or more")
    times, r0, w = _pieces(a, b)
    qa = np.einsum("ij,ij->i", w, w)
    qb = 2.0 * np.einsum("ij,ij->i", r0, w)
    qc = np.einsum("ij,ij->i", r0, r0) - reach * reach
    still = qa == 0.0
    disc = qb * qb - 4.0 * qa * qc
    with np.errstate(divide="ignore", invalid="ignore"):
        root = np.sqrt(np.maximum(disc, 0.0))
        s0 = np.where(still, 0.0, np.maximum(0.0, (-qb - root) / (2.0 * qa)))
        s1 = np.where(still, 1.0, np.minimum(1.0, (-qb + root) / (2.0 * qa)))
    hit = np.where(still, qc <= 0.0, (disc >= 0.0) & (s0 <= s1))
    span = np.diff(times)
    out: list[list[float]] = []
    for i in np.flatnonzero(hit):
        lo, hi = float(times[i] + span[i] * s0[i]), float(times[i] + span[i] * s1[i])
        if out and lo <= out[-1][1] + 1e-12:
            out[-1][1] = max(out[-1][1], hi)
        else:
            out.append([lo, hi])
    return tuple((lo, hi) for lo, hi in out)


def first_within(a: Track, b: Track, reach: float) -> float | None:
    """The first time the two moving points are at most ``reach`` inches apart (0.0 if they start so), or ``None``."""
    spans = times_within(a, b, reach)
    return spans[0][0] if spans else None


#: A little under half the last decimal a distance is :func:`~sailkit.geometry.board.measured` to: a gap this close
#: to a limit measures as the limit, so the moment :func:`first_closing_within` finds measures as the limit too.
_SLACK = 0.4 * 10.0**-DECIMALS


def first_closing_within(a: Track, b: Track, reach: float, *, touching: bool = True) -> float | None:
    """The first time the two moving points come within ``reach`` inches while the gap between them shrinks.

    ``None`` if they never do. With ``touching`` (the default) a gap of exactly ``reach``
    counts, as it does when measured with :func:`distance` (to the same tolerance): a point
    that only grazes the circle (the gap shrinks to ``reach``, then grows) comes within it
    at the graze, just as one that stops on the circle does; without ``touching`` the gap
    must fall below ``reach``. Points that start within reach but draw apart are not
    counted until they close again. Exact for the polylines, like :func:`times_within`: on
    each straight piece the squared gap is a quadratic in time, shrinking before its lowest
    point. One pair of :func:`first_closings`, which answers many pairs at once.
    """
    times = np.unique(np.concatenate([a.times, b.times, [0.0, 1.0]]))
    xa, xb = a.at_times(times).T, b.at_times(times).T
    pieces = np.stack([xa[:, :-1], xa[:, 1:]]), np.stack([xb[:, :-1], xb[:, 1:]])
    t = float(_closing_times(times[:-1], np.diff(times), pieces[1], pieces[0], reach, touching))
    return None if t == math.inf else t


def _closing_times(
    start: np.ndarray | None, span: np.ndarray, points: np.ndarray, ends: np.ndarray, reach: float, touching: bool
) -> np.ndarray:
    """The first closing time of each pair of moving points (``inf``: never), from their offsets at breakpoints.

    The offset of each pair's second point from its first is ``points - ends``: ``ends``
    holds the first point's place at the start (``ends[0]``) and at the end (``ends[1]``)
    of each piece, x and y on the next axis; ``points`` the second point's, broadcast
    against them. ``start`` and ``span`` give the time each piece starts and lasts; the
    axes between are pairs, then pieces, all worked out at once. With ``start`` ``None``
    each pair is one piece from time 0 to 1 and there is no axis of pieces.

    Within a piece the offset changes linearly, so the squared gap is a quadratic in time:
    the moment it reaches ``reach`` is a root, and the gap shrinks until the quadratic's
    lowest point. A piece of no motion (padding, or a pivot about the tracked point) never
    closes. The sums are arranged for as few numpy calls as they allow (their number, not
    the pairs', is what a position of ten ships costs), and every rearrangement is exact
    in floating point (scaling by 2 or 4; a test another implies): a pair gets the very
    same float however many are checked with it, and the same as the textbook sums give
    (``tests/geometry/test_closings.py`` holds them equal), short of distances near
    1e150 inches, where squares overflow.
    """
    if not reach >= 0:
        raise InvalidInputError("reach", reach, "a distance of 0 inches or more")
    # per piece, the offset at its start and its change, r0 and w (x and y each), side by side
    r0w = np.subtract(points, ends)
    w = r0w[1]
    np.subtract(w, r0w[0], out=w)
    products = r0w[:, None] * r0w[None, :]  # r0.r0, r0.w and w.w, x and y apart
    sums = products[:, :, 0] + products[:, :, 1]
    doubling, squares = _constants(reach, touching, sums.ndim - 2)
    # Scaling by 2 is exact, so back * back is 4 dot dot and back / twice is -dot / qa, rounded alike.
    back, twice = bt = sums[:, 1] * doubling  # -2 r0.w and 2 w.w
    # two edges at once: with the tolerance (does the gap get there?) and exact (when is it exactly ``reach``?)
    disc = back * back - (twice + twice) * (sums[0, 0] - squares)
    with np.errstate(divide="ignore", invalid="ignore"):
        root = np.sqrt(disc)  # nan where the gap never gets there: every comparison with it is then False
        enter = np.maximum(0.0, (back - root) / twice)  # when the gap comes within each edge
        ahead = bt / twice > 0.0  # the gap shrinks (its lowest point, -r0.w / w.w, is ahead), and w.w is not 0
    # Closing: the gap shrinks, it comes within reach in this piece, and it does so before its lowest point (a
    # graze is that point). The last holds by itself, to the bit, as root >= 0.
    soon = enter <= 1.0
    ok = ahead[0] & ahead[1] & soon[0]
    # the moment the gap is exactly ``reach``, unless it only grazes it
    s = np.where(soon[1], enter[1], enter[0])
    if start is None:  # one piece, from time 0 to 1
        return np.where(ok, s, math.inf)
    when = np.where(ok, start + span * s, math.inf)
    # the first closing piece (a later one may start an ulp sooner than this one's time rounds to)
    first = np.argmax(ok, axis=-1)[..., None]
    return np.take_along_axis(when, first, axis=-1)[..., 0]


@functools.cache
def _constants(reach: float, touching: bool, ndim: int) -> tuple[np.ndarray, np.ndarray]:
    """For :func:`_closing_times`, shaped to broadcast over ``ndim`` axes: the factors -2 and 2, and the squares of
    the two edges (``reach`` with the tolerance, and exactly)."""
    edge = reach + _SLACK if touching else max(0.0, reach - _SLACK)
    shape = (2,) + (1,) * ndim
    return np.array([-2.0, 2.0]).reshape(shape), np.array([edge * edge, reach * reach]).reshape(shape)


@dataclass(frozen=True, eq=False)
class Tracks:
    """Several :class:`Track` packed into arrays, to check many pairs at once (:func:`first_closings`).

    Pack once, check often: the packing does per track what :func:`first_closing_within`
    does per pair (the breakpoints and the point's place at each), padded with pieces of
    no motion to the longest track.
    """

    tracks: tuple[Track, ...]

    def __post_init__(self) -> None:
        if not self.tracks:
            raise InvalidInputError("tracks", self.tracks, "at least one track")
        object.__setattr__(self, "tracks", tuple(self.tracks))

    @classmethod
    def of(cls, tracks: Sequence[Track]) -> Tracks:
        return cls(tuple(tracks))

    def __len__(self) -> int:
        return len(self.tracks)

    @cached_property
    def _breaks(self) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
        """Each track's pieces: when each starts and how long it lasts, ``(n, 1, k)``; where its point is at the start
        and at the end of each, ``(2, 2, n, 1, k)`` (start or end, x or y). Padded with pieces of no motion. When every
        track is one piece from time 0 to 1 (a pivot about the point itself, then a run), no start nor axis of pieces.
        """
        times = [np.unique(np.concatenate([t.times, [0.0, 1.0]])) for t in self.tracks]
        k = max(len(u) for u in times)
        breaks = np.ones((len(times), 1, k))
        xy = np.empty((2, len(times), 1, k))
        for i, (track, u) in enumerate(zip(self.tracks, times)):
            breaks[i, 0, : len(u)] = u
            xy[:, i, 0, : len(u)] = track.at_times(u).T
            xy[:, i, 0, len(u) :] = xy[:, i, 0, len(u) - 1 : len(u)]
        ends = np.stack([xy[..., :-1], xy[..., 1:]])
        if k == 2:
            return None, breaks[..., 0], ends[..., 0]
        return breaks[..., :-1], np.diff(breaks, axis=-1), ends


def first_closings(tracks: Tracks, points: np.ndarray, reach: float, *, touching: bool = True) -> np.ndarray:
    """:func:`first_closing_within` for every moving track against every still point, in one vectorised pass.

    ``points`` is an ``(m, 2)`` array of points standing still. The answer is an ``(n, m)``
    array: the first time track ``i`` closes within ``reach`` of point ``j`` while the gap
    shrinks, or ``inf`` if it never does; each entry is exactly what
    ``first_closing_within(tracks.tracks[i], Track.still(points[j]), reach)`` returns.
    """
    start, span, ends = tracks._breaks
    p = np.asarray(points, dtype=float).reshape(-1, 2).T[:, None, :]
    return _closing_times(start, span, p if start is None else p[..., None], ends, reach, touching)


def closest_approach(a: Track, b: Track) -> tuple[float, float]:
    """``(time, inches)`` of the two moving points' closest approach (the earliest, if several tie)."""
    times, r0, w = _pieces(a, b)
    qa = np.einsum("ij,ij->i", w, w)
    with np.errstate(divide="ignore", invalid="ignore"):
        s = np.where(qa == 0.0, 0.0, np.clip(-np.einsum("ij,ij->i", r0, w) / qa, 0.0, 1.0))
    d = np.hypot(*(r0 + w * s[:, None]).T)
    i = int(np.argmin(d))
    return (float(times[i] + (times[i + 1] - times[i]) * s[i]), float(d[i]))


# ---- the board ----


_POINT_SPELLING = "two numbers of inches 'x,y' (e.g. '12,30.5'), each at most 10000"
_POSE_SPELLING = "'x,y@heading' in inches and degrees (e.g. '12,30.5@45'), inches at most 10000"


@dataclass(frozen=True)
class Table:
    """A rectangular table ``width`` inches East-West by ``depth`` inches North-South, corner at the origin."""

    width: float
    depth: float

    #: Plane y grows northward: y is measured from the near (southern) edge.
    y_axis: ClassVar[YAxis] = YAxis.NORTH

    def __post_init__(self) -> None:
        for what, v in (("table width", self.width), ("table depth", self.depth)):
            if not (isinstance(v, int | float) and 0 < v <= LIMIT):
                raise InvalidInputError(what, v, f"a positive number of inches, at most {format_real(LIMIT)}")

    @property
    def bounds(self) -> Polygon:
        return box(0.0, 0.0, self.width, self.depth)

    def __contains__(self, point: object) -> bool:
        """True for a :class:`Point` on the table, edges included."""
        return isinstance(point, Point) and 0 <= point.x <= self.width and 0 <= point.y <= self.depth

    def center(self, point: Point) -> tuple[float, float]:
        return (point[0], point[1])

    def distance(self, a: Point, b: Point) -> float:
        return distance(a, b)

    def bearing(self, a: Point, b: Point) -> float:
        return bearing(a, b)

    def parse(self, text: str) -> Point:
        """Read ``'x,y'`` in inches, a point on the table (edges included), as a grid reads only its own names:
        ``Table(72, 48).parse("12, 30.5") == Point(12.0, 30.5)``."""
        x, y = _numbers(text, ",", "point", _POINT_SPELLING)
        point = Point(x, y)
        if point not in self:
            expected = f"a point on the {format_real(self.width)} by {format_real(self.depth)} inch table"
            raise InvalidInputError("point", text, expected)
        return point

    def format(self, point: Point) -> str:
        """``'x,y'``, each number the shortest text that reads back exactly."""
        return f"{format_real(point[0])},{format_real(point[1])}"

    def parse_pose(self, text: str) -> Pose:
        """Read ``'x,y@heading'``: ``Table(72, 48).parse_pose("12,30@45") == Pose(12, 30, 45)``."""
        x, y, heading = _numbers(text, ",@", "pose", _POSE_SPELLING)
        return Pose(x, y, heading)

    def format_pose(self, pose: Pose) -> str:
        return f"{format_real(pose.x)},{format_real(pose.y)}@{format_real(pose.heading)}"


def _numbers(text: object, separators: str, what: str, expected: str) -> list[float]:
    """Numbers separated by ``separators`` in that order (``",@"``: ``x,y@h``); any fault names the whole text."""
    if not isinstance(text, str) or len(text) > 200:
        raise InvalidInputError(what, text, expected)
    parts, rest = [], text
    for sep in separators:
        head, found, rest = rest.partition(sep)
        if not found:
            raise InvalidInputError(what, text, expected)
        parts.append(head)
    parts.append(rest)
    try:
        return [read_real(p, what, expected, limit=LIMIT) for p in parts]
    except InvalidInputError:
        raise InvalidInputError(what, text, expected) from None


def points(xy: Sequence[tuple[float, float]]) -> np.ndarray:
    """Shapely points for many table points at once (for vectorised predicates)."""
    return cast(np.ndarray, shapely.points(np.asarray(xy, dtype=float).reshape(-1, 2)))


__all__ = [
    "LIMIT",
    "Advance",
    "Arc",
    "Arcs",
    "Closed",
    "Move",
    "Pivot",
    "Point",
    "Pose",
    "Step",
    "Table",
    "Track",
    "Tracks",
    "bearing",
    "closest_approach",
    "distance",
    "fan",
    "first_closing_within",
    "first_closings",
    "first_contact",
    "first_within",
    "points",
    "times_within",
]
