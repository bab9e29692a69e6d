"""Square grids in the plane, with shapely.

A square ``(col, row)`` (both 1-based) is the unit box ``[col-1, col] x [row-1, row]``
in plane coordinates whose y axis grows southward, so its centre is
``(col - 0.5, row - 0.5)``. Everything here is rule-free: costs, lines and sectors
that a rule set combines into ranges, lines of sight and fields of fire.

:class:`SquareGrid` is also a :class:`~sailkit.geometry.board.Grid` (the board protocol):
eight directions, Chebyshev distance, and squares named ``CCRR`` (column then row,
zero-padded to two digits, or more on a grid wider or longer than 99).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from operator import attrgetter
from typing import ClassVar, NamedTuple, cast

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon, box

from ..errors import InvalidInputError
from .board import YAxis, bearing_of, check_heading
from .compass import Direction


@dataclass(frozen=True, order=True)
class Square:
    """A grid square by 1-based column and row."""

    col: int
    row: int

    def __repr__(self) -> str:
        return f"Square({self.col}, {self.row})"

    def neighbour(self, direction: Direction, distance: int = 1) -> Square:
        dc, dr = direction.step
        return Square(self.col + dc * distance, self.row + dr * distance)

    def neighbours(self) -> tuple[Square, ...]:
        """The eight squares sharing a side or a corner with this one, N first, clockwise."""
        return tuple(self.neighbour(d) for d in Direction)

    @property
    def center(self) -> tuple[float, float]:
        return (self.col - 0.5, self.row - 0.5)

    @property
    def polygon(self) -> Polygon:
        return _box(self.col, self.row)

    def offset(self, other: Square) -> tuple[int, int]:
        return (other.col - self.col, other.row - self.row)


#: The sort key that orders squares as their comparison does (column, then row), without calling it.
by_place = attrgetter("col", "row")


@lru_cache(maxsize=4096)
def _box(col: int, row: int) -> Polygon:
    return box(col - 1, row - 1, col, row)


@dataclass(frozen=True)
class SquareGrid:
    """A rectangle of ``columns x rows`` squares numbered from 1."""

    columns: int
    rows: int

    def __contains__(self, square: object) -> bool:
        return isinstance(square, Square) and 1 <= square.col <= self.columns and 1 <= square.row <= self.rows

    def squares(self) -> Iterable[Square]:
        for row in range(1, self.rows + 1):
            for col in range(1, self.columns + 1):
                yield Square(col, row)

    @property
    def polygon(self) -> Polygon:
        return box(0, 0, self.columns, self.rows)

    # ---- the board protocol (sailkit.geometry.board.Grid) ----

    #: Plane y grows southward: row 1 is the northern edge.
    y_axis: ClassVar[YAxis] = YAxis.SOUTH
    #: One step toward each :class:`~sailkit.geometry.compass.Direction`, N first, clockwise.
    directions: ClassVar[tuple[float, ...]] = tuple(float(d.degrees) for d in Direction)

    @property
    def bounds(self) -> Polygon:
        """The playing area, ``[0, columns] x [0, rows]``."""
        return self.polygon

    def cells(self) -> Iterator[Square]:
        return iter(self.squares())

    def center(self, square: Square) -> tuple[float, float]:
        return square.center

    def outline(self, square: Square) -> Polygon:
        return square.polygon

    def neighbours(self, square: Square) -> tuple[Square, ...]:
        """The neighbours on the grid, N first, clockwise."""
        return tuple(n for n in square.neighbours() if n in self)

    def distance(self, a: Square, b: Square) -> int:
        """Steps through the eight neighbours (:func:`chebyshev`)."""
        return chebyshev(a, b)

    def bearing(self, a: Square, b: Square) -> float:
        (ax, ay), (bx, by) = a.center, b.center
        return bearing_of(bx - ax, by - ay, self.y_axis)

    def step(self, square: Square, heading: float, n: int = 1) -> Square:
        """The square ``n`` steps toward ``heading`` (a multiple of 45 degrees)."""
        return square.neighbour(Direction(check_heading(heading, self.directions)), n)

    def cell_at(self, x: float, y: float) -> Square:
        """The square holding a plane point; a point on a side goes to the square east or south of it."""
        return Square(math.floor(x) + 1, math.floor(y) + 1)

    @property
    def _digits(self) -> int:
        return max(2, len(str(self.columns)), len(str(self.rows)))

    def _spelling(self) -> str:
        d = self._digits
        return (
            f"{2 * d} digits, column {1:0{d}d}-{self.columns:0{d}d} then row {1:0{d}d}-{self.rows:0{d}d}, "
            f"e.g. '{1:0{d}d}{1:0{d}d}'"
        )

    def parse(self, text: str) -> Square:
        """Read ``CCRR``: ``SquareGrid(30, 20).parse("0507") == Square(5, 7)``."""
        d = self._digits
        m = re.fullmatch(rf"\s*([0-9]{{{d}}})([0-9]{{{d}}})\s*", text) if isinstance(text, str) else None
        if m is None:
            raise InvalidInputError("square", text, self._spelling())
        square = Square(int(m.group(1)), int(m.group(2)))
        if square not in self:
            raise InvalidInputError("square", text, self._spelling())
        return square

    def format(self, square: Square) -> str:
        """The ``CCRR`` name of a square on the grid: ``SquareGrid(30, 20).format(Square(5, 7)) == "0507"``."""
        if square not in self:
            raise InvalidInputError("square", square, f"a square on the {self.columns} x {self.rows} grid")
        d = self._digits
        return f"{square.col:0{d}d}{square.row:0{d}d}"


def chebyshev(a: Square, b: Square) -> int:
    """Kings-move distance: 1 for each of the eight neighbours."""
    return max(abs(a.col - b.col), abs(a.row - b.row))


def path_cost(a: Square, b: Square, side: int, corner: int) -> int:
    """Cheapest eight-way path cost when a side crossing costs ``side`` and a corner ``corner``.

    With ``corner < 2 * side`` the cheapest path takes as many diagonal steps as the
    shorter offset allows and finishes straight.
    """
    dx, dy = abs(a.col - b.col), abs(a.row - b.row)
    lo, hi = min(dx, dy), max(dx, dy)
    return corner * lo + side * (hi - lo)


def sight_line(a: Square, b: Square) -> LineString:
    """The straight segment between two square centres."""
    return LineString([a.center, b.center])


@dataclass(frozen=True)
class Trace:
    """How the centre-to-centre line between two squares meets the candidate squares.

    ``crossed``: squares whose interior the line passes through (end squares excluded).
    ``corners``: for each grid corner the line passes exactly through, the candidate
    squares that it touches there and nowhere else.
    ``split_pairs``: pairs of squares the line separates symmetrically, passing through
    the midpoint of the side they share.
    """

    crossed: tuple[Square, ...]
    corners: tuple[tuple[tuple[Fraction, Fraction], tuple[Square, ...]], ...]
    split_pairs: tuple[tuple[Square, Square], ...]


def trace(a: Square, b: Square, candidates: Sequence[Square]) -> Trace:
    """Classify ``candidates`` against the line from ``a`` to ``b``, exactly (integer arithmetic).

    The end squares are never reported. A candidate that only touches the line at a
    corner is not crossed. How the line meets the grid depends only on the offset from
    ``a`` to ``b``, so that pattern is worked out once per offset (:func:`_pattern`) and
    moved to ``a``; :func:`trace_by_shapely` gives the same answer with shapely
    predicates, the reference the tests compare with.
    """
    if a == b or all(s in (a, b) for s in candidates):
        return Trace((), (), ())
    crossed_at, touched_at, splits, _ = _pattern(b.col - a.col, b.row - a.row)
    dc, dr = a.col, a.row
    crossed: list[Square] = []
    by_corner: dict[tuple[int, int], list[Square]] = {}
    for s in dict.fromkeys(candidates):
        rel = (s.col - dc, s.row - dr)
        if rel in crossed_at:
            crossed.append(s)
        else:
            corner = touched_at.get(rel)
            if corner is not None:
                by_corner.setdefault(corner, []).append(s)
    return Trace(
        crossed=tuple(sorted(crossed, key=by_place)),
        corners=tuple(
            ((Fraction(x + dc), Fraction(y + dr)), tuple(sorted(sq, key=by_place)))
            for (x, y), sq in sorted(by_corner.items())
        ),
        split_pairs=tuple((Square(p[0] + dc, p[1] + dr), Square(q[0] + dc, q[1] + dr)) for p, q in splits),
    )


Offset = tuple[int, int]


class LinePattern(NamedTuple):
    """How the line between the centres of two squares meets the grid, as offsets ``(d_col, d_row)`` from the
    first square, ends excluded (:func:`line_pattern`)."""

    crossed: frozenset[Offset]  #: squares whose interior the line passes through
    touched: dict[Offset, Offset]  #: squares it only touches at a corner, each with that corner (less the first square)
    splits: tuple[tuple[Offset, Offset], ...]  #: pairs of squares it splits evenly, through their common side's middle
    near: frozenset[Offset]  #: every square of the three kinds above


def line_pattern(dx: int, dy: int) -> LinePattern:
    """How the line between the centres of two squares ``(dx, dy)`` apart meets the grid (:class:`LinePattern`).

    Worked out once per offset; :func:`trace` moves it onto two given squares.
    """
    return _pattern(dx, dy)


@lru_cache(maxsize=8192)
def _pattern(dx: int, dy: int) -> LinePattern:
    """How the line from the centre of square (0, 0) to the centre of square (dx, dy) meets the grid.

    Returns the squares (as offsets) whose interior it crosses, the squares it only
    touches at a corner (offset -> that corner, in plane coordinates of the (0, 0)
    square's frame) and the pairs of squares it splits evenly, ends excluded.

    In doubled coordinates centred on the first square's centre the line is
    ``g(x, y) = x * dy - y * dx = 0`` and square ``(i, j)`` spans ``[2i-1, 2i+1] x
    [2j-1, 2j+1]``. Only squares between the two ends in both columns and rows can meet
    the segment, and for those the part of the line inside them lies on the segment;
    the line crosses a square's interior exactly when ``g`` takes both signs at its
    corners, and touches it at a corner when ``g`` is zero there and of one sign at the
    other three (a line between centres never runs along a side).
    """
    crossed: set[tuple[int, int]] = set()
    touched: dict[tuple[int, int], tuple[int, int]] = {}
    for i in range(min(0, dx), max(0, dx) + 1):
        for j in range(min(0, dy), max(0, dy) + 1):
            if (i, j) in ((0, 0), (dx, dy)):
                continue
            corners = [(2 * i + u, 2 * j + v) for u in (-1, 1) for v in (-1, 1)]
            values = [x * dy - y * dx for x, y in corners]
            if min(values) < 0 < max(values):
                crossed.add((i, j))
            elif 0 in values:
                x, y = corners[values.index(0)]
                touched[(i, j)] = ((x - 1) // 2, (y - 1) // 2)  # plane coordinates less the first square's (col, row)
    # the pairs worked out exactly between two squares of positive numbers, then moved to offsets
    ox, oy = 1 + max(0, -dx), 1 + max(0, -dy)
    splits = tuple(
        ((p.col - ox, p.row - oy), (q.col - ox, q.row - oy))
        for p, q in _split_pairs(Square(ox, oy), Square(ox + dx, oy + dy))
    )
    near = frozenset(crossed) | frozenset(touched) | frozenset(o for pair in splits for o in pair)
    return LinePattern(frozenset(crossed), touched, splits, near)


def trace_by_shapely(a: Square, b: Square, candidates: Sequence[Square]) -> Trace:
    """:func:`trace` with shapely predicates on the squares' polygons: the reference it is tested against."""
    others = [s for s in dict.fromkeys(candidates) if s != a and s != b]
    if not others or a == b:
        return Trace((), (), ())
    line = sight_line(a, b)
    polys = np.array([s.polygon for s in others], dtype=object)
    meets = shapely.intersects(line, polys)
    touches = shapely.touches(line, polys)
    crossed = tuple(s for s, m, t in zip(others, meets, touches) if m and not t)
    touched = [s for s, t in zip(others, touches) if t]
    by_corner: dict[tuple[Fraction, Fraction], list[Square]] = {}
    for s in touched:
        for corner in _corners_on_line(a, b):
            if _is_corner_of(corner, s):
                by_corner.setdefault(corner, []).append(s)
    return Trace(
        crossed=tuple(sorted(crossed)),
        corners=tuple((p, tuple(sorted(sq))) for p, sq in sorted(by_corner.items())),
        split_pairs=_split_pairs(a, b),
    )


def _points_on_line(a: Square, b: Square) -> Iterable[tuple[Fraction, Fraction]]:
    """Exact points where the open segment a-b crosses a vertical or horizontal grid line."""
    (x0, y0), (x1, y1) = (
        (Fraction(2 * a.col - 1, 2), Fraction(2 * a.row - 1, 2)),
        (
            Fraction(2 * b.col - 1, 2),
            Fraction(2 * b.row - 1, 2),
        ),
    )
    seen: set[tuple[Fraction, Fraction]] = set()
    if x0 != x1:
        for x in range(int(min(x0, x1)) + 1, int(max(x0, x1)) + 1):
            t = (x - x0) / (x1 - x0)
            seen.add((Fraction(x), y0 + t * (y1 - y0)))
    if y0 != y1:
        for y in range(int(min(y0, y1)) + 1, int(max(y0, y1)) + 1):
            t = (y - y0) / (y1 - y0)
            seen.add((x0 + t * (x1 - x0), Fraction(y)))
    return sorted(seen)


def _corners_on_line(a: Square, b: Square) -> list[tuple[Fraction, Fraction]]:
    return [p for p in _points_on_line(a, b) if p[0].denominator == 1 and p[1].denominator == 1]


def _is_corner_of(p: tuple[Fraction, Fraction], s: Square) -> bool:
    return p[0] in (s.col - 1, s.col) and p[1] in (s.row - 1, s.row)


def _split_pairs(a: Square, b: Square) -> tuple[tuple[Square, Square], ...]:
    pairs = []
    for x, y in _points_on_line(a, b):
        # A crossing at a side's midpoint splits the two squares evenly only when the line is
        # oblique to that side; a line square to the side simply runs from one into the other.
        if x.denominator == 1 and y.denominator == 2 and a.row != b.row:  # a vertical side's midpoint
            row = int(y + Fraction(1, 2))
            pairs.append((Square(int(x), row), Square(int(x) + 1, row)))
        elif y.denominator == 1 and x.denominator == 2 and a.col != b.col:  # a horizontal side's midpoint
            col = int(x + Fraction(1, 2))
            pairs.append((Square(col, int(y)), Square(col, int(y) + 1)))
    return tuple(pairs)


def sector(center: tuple[float, float], first: Direction, last: Direction, radius: float) -> Polygon:
    """The fan from ``center`` sweeping clockwise from ``first`` to ``last`` (at most 180 degrees).

    Its straight edges run exactly along the two compass rays (vertices are integer
    multiples of the compass steps), so squares whose centres lie on a ray are on the
    boundary exactly: ``covers`` includes them and ``contains`` does not.
    """
    sweep = first.eighths_to(last)
    if not 0 < sweep <= 4:
        raise ValueError(f"sector sweep from {first} to {last} must be 45 to 180 degrees")
    cx, cy = center
    pts = [(cx, cy)]
    for k in range(sweep + 1):
        dx, dy = first.turned(k).step
        pts.append((cx + radius * dx, cy + radius * dy))
    return Polygon(pts)


def on_ray(center: tuple[float, float], direction: Direction, point: tuple[float, float]) -> bool:
    """True when ``point`` lies on the ray from ``center`` toward ``direction`` (exactly)."""
    dx, dy = direction.step
    px, py = point[0] - center[0], point[1] - center[1]
    return px * dy == py * dx and px * dx + py * dy > 0


def centers(squares: Sequence[Square]) -> np.ndarray:
    """Shapely points at the centres of ``squares`` (for vectorised predicates)."""
    return cast(np.ndarray, shapely.points(np.array([s.center for s in squares], dtype=float).reshape(-1, 2)))


__all__ = [
    "LinePattern",
    "Square",
    "by_place",
    "SquareGrid",
    "Trace",
    "centers",
    "chebyshev",
    "on_ray",
    "path_cost",
    "sector",
    "sight_line",
    "line_pattern",
    "trace",
    "trace_by_shapely",
]
