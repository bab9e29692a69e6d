"""Rule-free matplotlib helpers for square grids.

Everything here draws on an ``ax`` you pass in and returns the list of artists it
made, in the style of mplsoccer: work out *what* to draw first (squares, lines,
headings), then draw it. Nothing here knows a game's rules; a rule set
(e.g. :mod:`sailkit.rulesets.fighting_sail.drawing`) combines these pieces.

Coordinates follow :mod:`sailkit.geometry.squares`: square ``(col, row)`` is the
unit box ``[col-1, col] x [row-1, row]`` and rows grow southward, so North is drawn
up by inverting the y axis (:func:`frame`). Sizes of text and markers are given in
*square units* and converted with :func:`unit_points`, so a drawing looks the same
on a small subplot and on a poster.

matplotlib is imported only by this module, never by ``import sailkit``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection, PolyCollection
from matplotlib.patches import Circle, FancyArrowPatch, Rectangle
from matplotlib.patches import Polygon as PolygonPatch

from ..geometry.compass import Direction
from ..geometry.squares import Square

#: Colours used by the generic helpers (sea, grid lines, labels, overlays).
SEA = "#f4f8fb"
GRID = "#b9c7d3"
LABEL = "#7d8b97"
INK = "#1d2731"


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
        c0 = min(s.col for s in sq) - margin
        c1 = max(s.col for s in sq) + margin
        r0 = min(s.row for s in sq) - margin
        r1 = max(s.row for s in sq) + margin
        c0, c1 = _grow(c0, c1, minimum[0], bounds.col0, bounds.col1)
        r0, r1 = _grow(r0, r1, minimum[1], bounds.row0, bounds.row1)
        return cls(c0, r0, c1, r1)

    @property
    def columns(self) -> int:
        return self.col1 - self.col0 + 1

    @property
    def rows(self) -> int:
        return self.row1 - self.row0 + 1

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


def frame(ax: Axes, window: Window, *, right: float = 0.0, pad: float = 0.15) -> None:
    """Set limits so ``window`` fills ``ax`` with North up, equal aspect and no axis ticks.

    ``right`` leaves that many square units of free space east of the window (for a
    compass or legend).
    """
    ax.set_xlim(window.col0 - 1 - pad, window.col1 + pad + right)
    ax.set_ylim(window.row1 + pad, window.row0 - 1 - pad)  # inverted: row 01 at the top
    ax.set_aspect("equal", adjustable="box")
    ax.set_axis_off()


def unit_points(ax: Axes) -> float:
    """How many typographic points one square unit spans on ``ax`` as currently laid out."""
    ax.apply_aspect()
    fig = ax.get_figure(root=True)
    assert fig is not None, "the axes belong to no figure"
    width_pt = ax.get_position().width * fig.get_figwidth() * 72.0
    x0, x1 = ax.get_xlim()
    return width_pt / abs(x1 - x0)


#: The faint box behind labels drawn over busy backgrounds.
BACKING = {"boxstyle": "round,pad=0.12,rounding_size=0.3", "facecolor": "white", "edgecolor": "none", "alpha": 0.75}


def grid(
    ax: Axes,
    window: Window,
    *,
    label: Callable[[Square], str] | None = None,
    unit: float | None = None,
    sea: str = SEA,
    line: str = GRID,
) -> list[Artist]:
    """Sea, grid lines and (optionally) a small name in each square's top-left corner."""
    u = unit if unit is not None else unit_points(ax)
    x0, x1, y0, y1 = window.col0 - 1, window.col1, window.row0 - 1, window.row1
    sea_patch = PolygonPatch(
        [(x0, y0), (x1, y0), (x1, y1), (x0, y1)],
        closed=True,
        facecolor=sea,
        edgecolor=INK,
        linewidth=max(0.6, u / 40),
        zorder=0,
    )
    ax.add_patch(sea_patch)
    segs = [((x, y0), (x, y1)) for x in range(x0 + 1, x1)] + [((x0, y), (x1, y)) for y in range(y0 + 1, y1)]
    lines = LineCollection(segs, colors=line, linewidths=max(0.3, u / 80), zorder=0.5)
    ax.add_collection(lines)
    out: list[Artist] = [sea_patch, lines]
    if label is not None:
        size = max(2.5, 0.16 * u)
        for s in window.squares():
            out.append(
                ax.text(
                    s.col - 0.94, s.row - 0.93, label(s), fontsize=size, color=LABEL, ha="left", va="top", zorder=0.6
                )
            )
    return out


def shade(
    ax: Axes,
    squares: Iterable[Square],
    *,
    color: str,
    alpha: float = 0.35,
    hatch: str | None = None,
    edge: str | None = None,
    label: str | None = None,
    zorder: float = 1.0,
) -> list[Artist]:
    """Fill ``squares`` with one colour (one collection, so a legend shows one entry)."""
    polys = [[(s.col - 1, s.row - 1), (s.col, s.row - 1), (s.col, s.row), (s.col - 1, s.row)] for s in squares]
    if not polys:
        return []
    coll = PolyCollection(
        polys,
        facecolors=color,
        alpha=alpha,
        edgecolors=edge or "none",
        hatch=hatch,
        label=label,
        zorder=zorder,
        linewidths=0.8,
    )
    ax.add_collection(coll)
    return [coll]


def swatch(
    ax: Axes,
    corner: tuple[float, float],
    width: float,
    height: float,
    *,
    color: str,
    hatch: str | None = None,
    zorder: float = 5.0,
) -> list[Artist]:
    """A small key rectangle at ``corner`` (top-left on a North-up grid): filled, or hatched in ``color``."""
    if hatch:
        patch = Rectangle(
            corner, width, height, facecolor="white", edgecolor=color, hatch=hatch, linewidth=0.8, zorder=zorder
        )
    else:
        patch = Rectangle(
            corner, width, height, facecolor=color, edgecolor=INK, linewidth=0.5, alpha=0.85, zorder=zorder
        )
    ax.add_patch(patch)
    return [patch]


def outline(
    ax: Axes, squares: Iterable[Square], *, color: str, width: float = 1.5, zorder: float = 3.5
) -> list[Artist]:
    """Draw a thick border around each square (e.g. squares that block a line)."""
    polys = [[(s.col - 1, s.row - 1), (s.col, s.row - 1), (s.col, s.row), (s.col - 1, s.row)] for s in squares]
    if not polys:
        return []
    coll = PolyCollection(polys, facecolors="none", edgecolors=color, linewidths=width, zorder=zorder)
    ax.add_collection(coll)
    return [coll]


def segment(
    ax: Axes,
    a: Square,
    b: Square,
    *,
    color: str = INK,
    width: float = 1.5,
    style: str = "-",
    zorder: float = 3.0,
    label: str | None = None,
) -> list[Artist]:
    """A straight line between two square centres."""
    (line,) = ax.plot(
        [a.center[0], b.center[0]],
        [a.center[1], b.center[1]],
        color=color,
        linewidth=width,
        linestyle=style,
        zorder=zorder,
        label=label,
        solid_capstyle="round",
    )
    return [line]


def path(
    ax: Axes,
    squares: Sequence[Square],
    *,
    color: str = INK,
    width: float = 2.0,
    unit: float | None = None,
    zorder: float = 3.0,
    label: str | None = None,
) -> list[Artist]:
    """A route through square centres: a line with a dot on every square entered and an arrow into the last."""
    if len(squares) < 2:
        return []
    u = unit if unit is not None else unit_points(ax)
    xs = [s.center[0] for s in squares]
    ys = [s.center[1] for s in squares]
    (line,) = ax.plot(
        xs[:-1] + [xs[-1]],
        ys,
        color=color,
        linewidth=width,
        zorder=zorder,
        label=label,
        alpha=0.9,
        solid_capstyle="round",
    )
    dots = ax.scatter(
        xs[1:-1], ys[1:-1], s=(0.14 * u) ** 2, color=color, zorder=zorder + 0.1, edgecolors="white", linewidths=0.6
    )
    arrow = FancyArrowPatch(
        (xs[-2], ys[-2]),
        (xs[-1], ys[-1]),
        arrowstyle="-|>",
        mutation_scale=0.45 * u,
        color=color,
        linewidth=width,
        zorder=zorder + 0.1,
        shrinkB=0,
    )
    ax.add_patch(arrow)
    return [line, dots, arrow]


def marker_x(
    ax: Axes, squares: Iterable[Square], *, color: str, unit: float | None = None, zorder: float = 4.0
) -> list[Artist]:
    """A bold cross on each square (e.g. the squares that block a line of sight)."""
    sq = list(squares)
    if not sq:
        return []
    u = unit if unit is not None else unit_points(ax)
    pts = ax.scatter(
        [s.center[0] for s in sq],
        [s.center[1] for s in sq],
        marker="X",
        s=(0.5 * u) ** 2,
        color=color,
        edgecolors="white",
        linewidths=0.8,
        zorder=zorder,
    )
    return [pts]


def text_at(
    ax: Axes,
    square: Square,
    text: str,
    *,
    dx: float = 0.0,
    dy: float = 0.0,
    size: float = 0.25,
    unit: float | None = None,
    color: str = INK,
    weight: str = "normal",
    style: str = "normal",
    zorder: float = 5.0,
    ha: str = "center",
    va: str = "center",
) -> list[Artist]:
    """Text centred on a square (offset by ``dx``, ``dy`` square units) on a faint white box.

    A box rather than a stroked halo keeps the text as text in SVG output (a halo
    turns every glyph into a path and multiplies the file size). Text of several
    lines is set close (line spacing 1.0) so it stays inside its square.
    """
    u = unit if unit is not None else unit_points(ax)
    x, y = square.center
    t = ax.text(
        x + dx,
        y + dy,
        text,
        fontsize=max(3.0, size * u),
        color=color,
        weight=weight,
        style=style,
        ha=ha,
        va=va,
        zorder=zorder,
        bbox=BACKING,
        linespacing=1.0,
    )
    return [t]


def rings(
    ax: Axes,
    points: Sequence[tuple[float, float]],
    *,
    color: str = INK,
    unit: float | None = None,
    size: float = 0.22,
    zorder: float = 4.2,
) -> list[Artist]:
    """Small open circles (``size`` square units across) at grid points, e.g. the corners a line passes through."""
    if not points:
        return []
    u = unit if unit is not None else unit_points(ax)
    pts = ax.scatter(
        [float(x) for x, _ in points],
        [float(y) for _, y in points],
        s=(size * u) ** 2,
        facecolors="white",
        edgecolors=color,
        linewidths=1.2,
        zorder=zorder,
    )
    return [pts]


def _unit_vector(d: Direction) -> tuple[float, float]:
    dx, dy = d.step
    n = math.hypot(dx, dy)
    return dx / n, dy / n


#: A ship outline pointing along +x, in square units (bow at +x).
HULL = np.array(
    [(0.44, 0.0), (0.24, 0.16), (-0.36, 0.16), (-0.40, 0.11), (-0.40, -0.11), (-0.36, -0.16), (0.24, -0.16)]
)


def oriented(shape: np.ndarray, center: tuple[float, float], heading: Direction, scale: float = 1.0) -> np.ndarray:
    """``shape`` (pointing +x) rotated to ``heading`` on a North-up grid and moved to ``center``."""
    ux, uy = _unit_vector(heading)
    rot = np.array([[ux, -uy], [uy, ux]])
    return shape * scale @ rot.T + np.asarray(center)


def hull(
    ax: Axes,
    center: tuple[float, float],
    heading: Direction,
    *,
    color: str,
    edge: str = INK,
    scale: float = 1.0,
    style: str = "-",
    hatch: str | None = None,
    zorder: float = 4.0,
) -> list[Artist]:
    """A ship-shaped counter whose pointed bow faces ``heading``."""
    pts = oriented(HULL, center, heading, scale)
    patch = PolygonPatch(
        pts,
        closed=True,
        facecolor=color,
        edgecolor=edge,
        linewidth=1.0,
        linestyle=style,
        hatch=hatch,
        zorder=zorder,
        joinstyle="round",
    )
    ax.add_patch(patch)
    return [patch]


def compass(
    ax: Axes, center: tuple[float, float], radius: float, *, unit: float | None = None, color: str = INK
) -> list[Artist]:
    """An eight-point compass rose with North up (the y axis must be inverted, see :func:`frame`)."""
    u = unit if unit is not None else unit_points(ax)
    cx, cy = center
    out: list[Artist] = []
    segs = []
    for d in Direction:
        ux, uy = _unit_vector(d)
        r = radius if not d.is_diagonal else radius * 0.6
        segs.append(((cx, cy), (cx + ux * r, cy + uy * r)))
    rays = LineCollection(segs, colors=color, linewidths=max(0.5, u / 45), zorder=5)
    ax.add_collection(rays)
    out.append(rays)
    size = max(3.0, 0.26 * u)
    for d in (Direction.N, Direction.E, Direction.S, Direction.W):
        ux, uy = _unit_vector(d)
        out.append(
            ax.text(
                cx + ux * radius * 1.3,
                cy + uy * radius * 1.3,
                d.name,
                ha="center",
                va="center",
                fontsize=size,
                color=color,
                weight="bold" if d == Direction.N else "normal",
                zorder=5,
            )
        )
    out.append(
        ax.add_patch(Circle((cx, cy), radius * 0.12, facecolor="white", edgecolor=color, linewidth=0.8, zorder=5.1))
    )
    return out


def wind_arrow(
    ax: Axes,
    center: tuple[float, float],
    source: Direction,
    length: float,
    *,
    unit: float | None = None,
    color: str = "#2b6ca3",
    label: str | None = None,
) -> list[Artist]:
    """A broad arrow through ``center`` blowing *from* ``source`` toward the opposite side."""
    u = unit if unit is not None else unit_points(ax)
    ux, uy = _unit_vector(source)
    cx, cy = center
    start = (cx + ux * length / 2, cy + uy * length / 2)
    end = (cx - ux * length / 2, cy - uy * length / 2)
    arrow = FancyArrowPatch(
        start,
        end,
        arrowstyle=f"simple,head_width={0.55},head_length={0.5},tail_width={0.22}",
        mutation_scale=0.9 * u,
        color=color,
        alpha=0.85,
        zorder=5.5,
        shrinkA=0,
        shrinkB=0,
    )
    ax.add_patch(arrow)
    out: list[Artist] = [arrow]
    if label:
        out.append(
            ax.text(
                cx,
                cy + length * 0.5 + 0.55,
                label,
                ha="center",
                va="top",
                fontsize=max(3.0, 0.26 * u),
                color=color,
                weight="bold",
                zorder=5.5,
            )
        )
    return out


__all__ = [
    "GRID",
    "HULL",
    "INK",
    "LABEL",
    "SEA",
    "Window",
    "compass",
    "frame",
    "grid",
    "hull",
    "marker_x",
    "oriented",
    "outline",
    "path",
    "rings",
    "segment",
    "shade",
    "swatch",
    "text_at",
    "unit_points",
    "wind_arrow",
]
