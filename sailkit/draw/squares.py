"""Thin helpers for square grids on top of :mod:`sailkit.draw.primitives`.

Square ``(col, row)`` is the unit box ``[col-1, col] x [row-1, row]`` of
:mod:`sailkit.geometry.squares`; rows grow southward (``YAxis.SOUTH``), so :func:`frame`
inverts the y axis and North is drawn up. Everything here turns squares into points and
polygons and calls a primitive; a heading is a :class:`~sailkit.geometry.compass.Direction`
or degrees.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import shapely
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..geometry.board import YAxis
from ..geometry.compass import Direction
from ..geometry.squares import Square
from . import primitives as p
from .style import GRID, INK, LABEL, MARGIN_POINTS, SEA


@dataclass(frozen=True)
class Window:
    """An inclusive rectangle of squares: columns ``col0..col1``, rows ``row0..row1``."""

    col0: int
    row0: int
    col1: int
    row1: int

    def __post_init__(self) -> None:
        if self.col0 > self.col1 or self.row0 > self.row1:
            raise ValueError(f"empty window {self}")

    @classmethod
    def around(
        cls, squares: Iterable[Square], margin: int, bounds: Window, minimum: tuple[int, int] = (1, 1)
    ) -> Window:
        """The smallest window holding ``squares`` plus ``margin`` squares, clipped to ``bounds``.

        The window is grown (still inside ``bounds``) to at least ``minimum`` = (columns, rows).
        """
        sq = list(squares)
        if not sq:
            return bounds
        c0, c1 = _grow(
            min(s.col for s in sq) - margin, max(s.col for s in sq) + margin, minimum[0], bounds.col0, bounds.col1
        )
        r0, r1 = _grow(
            min(s.row for s in sq) - margin, max(s.row for s in sq) + margin, minimum[1], bounds.row0, bounds.row1
        )
        return cls(c0, r0, c1, r1)

    @property
    def columns(self) -> int:
        return self.col1 - self.col0 + 1

    @property
    def rows(self) -> int:
        return self.row1 - self.row0 + 1

    @property
    def polygon(self) -> Polygon:
        """The window's area in plane coordinates."""
        return shapely.geometry.box(self.col0 - 1, self.row0 - 1, self.col1, self.row1)

    def __contains__(self, square: object) -> bool:
        return (
            isinstance(square, Square) and self.col0 <= square.col <= self.col1 and self.row0 <= square.row <= self.row1
        )

    def squares(self) -> list[Square]:
        return [Square(c, r) for r in range(self.row0, self.row1 + 1) for c in range(self.col0, self.col1 + 1)]


def _grow(lo: int, hi: int, size: int, floor: int, ceiling: int) -> tuple[int, int]:
    """Widen ``lo..hi`` to ``size`` values around its middle, then shift it inside ``floor..ceiling``."""
    while hi - lo + 1 < size:
        if (hi - lo) % 2:
            lo -= 1
        else:
            hi += 1
    if lo < floor:
        hi, lo = hi + (floor - lo), floor
    if hi > ceiling:
        lo, hi = lo - (hi - ceiling), ceiling
    return max(lo, floor), min(hi, ceiling)


def degrees(heading: Direction | float) -> float:
    """A heading as degrees clockwise from North (a Direction's ``degrees``, or the number itself)."""
    return float(heading.degrees) if isinstance(heading, Direction) else float(heading)


def region(squares: Iterable[Square]) -> BaseGeometry:
    """The union of the squares' boxes: one outline around neighbouring squares."""
    return shapely.union_all([s.polygon for s in squares])


#: Margin room (square units) for the coordinates: (left, top, right, bottom).
MARGINS = (0.55, 0.5, 0.2, 0.2)


def frame(ax: Axes, window: Window, *, pad: p.Pad = MARGINS) -> None:
    """Frame ``ax`` on ``window`` with North up (the y axis inverted), leaving ``pad`` for the margin coordinates."""
    p.frame(ax, window.polygon, y_axis=YAxis.SOUTH, pad=pad)


def grid(
    ax: Axes,
    window: Window,
    *,
    coordinate: Callable[[int], str] | None = lambda k: f"{k:02d}",
    every: int = 1,
    sea: str = SEA,
    line: str = GRID,
    tint: Mapping[str, Iterable[Square]] | None = None,
) -> list[Artist]:
    """Sea, grid lines and column and row numbers in the margins (top and left), every ``every``-th.

    ``coordinate`` writes a column or row number (``None``: no margin numbers); ``tint``
    maps colours to squares filled in that colour under the grid lines.
    """
    x0, y0, x1, y1 = window.polygon.bounds
    out = p.area(ax, window.polygon, color=sea, edge=INK, width=0.9, zorder=0, gid="sea")
    for colour, squares in (tint or {}).items():
        out += p.area(ax, [s.polygon for s in squares if s in window], color=colour, zorder=0.2)
    segs = [((x, y0), (x, y1)) for x in range(int(x0) + 1, int(x1))] + [
        ((x0, y), (x1, y)) for y in range(int(y0) + 1, int(y1))
    ]
    lines = LineCollection(segs, colors=line, linewidths=0.6, zorder=0.5)
    ax.add_collection(lines, autolim=False)
    out.append(lines)
    if coordinate is not None:
        u = p.unit_points(ax)
        size = MARGIN_POINTS / u
        for c in range(window.col0, window.col1 + 1):
            if c % every == 0 or every == 1:
                out += p.text(ax, (c - 0.5, y0 - 0.12), coordinate(c), size=size, color=LABEL, va="bottom")
        for r in range(window.row0, window.row1 + 1):
            if r % every == 0 or every == 1:
                out += p.text(ax, (x0 - 0.12, r - 0.5), coordinate(r), size=size, color=LABEL, ha="right")
    return out


def shade(ax: Axes, squares: Iterable[Square], *, color: str, alpha: float = 0.35, **kw: object) -> list[Artist]:
    """Fill ``squares`` in one colour (one collection): :func:`~sailkit.draw.primitives.area` on their boxes."""
    return p.area(ax, [s.polygon for s in squares], color=color, alpha=alpha, **kw)  # type: ignore[arg-type]


def outline(ax: Axes, squares: Iterable[Square], *, color: str, width: float = 2.0, **kw: object) -> list[Artist]:
    """One border around each group of neighbouring ``squares``."""
    sq = list(squares)
    if not sq:
        return []
    return p.area(ax, region(sq), edge=color, width=width, **kw)  # type: ignore[arg-type]


def name_in(
    ax: Axes, square: Square, words: str, *, size: float = 0.15, color: str = LABEL, **kw: object
) -> list[Artist]:
    """A square's name written small in its top-left corner (only where it matters: a blocker, an end, a target)."""
    return p.text(ax, (square.col - 0.95, square.row - 0.94), words, size=size, color=color, ha="left", va="top", **kw)  # type: ignore[arg-type]


def counter(
    ax: Axes,
    square: Square,
    heading: Direction | float,
    *,
    color: str,
    tint: float = 0.22,
    edge: str = INK,
    fill: float = 0.92,
    hull_length: float = 0.62,
    offset: tuple[float, float] = (0.0, 0.0),
    style: str = "-",
    hatch: str | None = None,
    zorder: float = 3.5,
) -> list[Artist]:
    """A counter that fills its square (``fill`` of its side), tinted in ``color``, with a hull pointing along ``heading``."""
    cx, cy = square.center
    at = (cx + offset[0], cy + offset[1])
    out = p.tile(ax, square.center, fill, color=color, alpha=tint, edge="none", zorder=zorder, gid=None)
    out += p.tile(ax, square.center, fill, color="none", edge=edge, line_width=0.8, zorder=zorder + 0.01)
    out += p.hull(
        ax, at, degrees(heading), length=hull_length, color=color, style=style, hatch=hatch, zorder=zorder + 0.3
    )
    return out


def center(square: Square) -> tuple[float, float]:
    return square.center


__all__ = [
    "MARGINS",
    "Window",
    "center",
    "counter",
    "degrees",
    "frame",
    "grid",
    "name_in",
    "outline",
    "region",
    "shade",
]
