"""Drawing an open table measured in inches (:mod:`sailkit.geometry.table`): the sheet, its ruler and its wind.

A table diagram is one figure at a fixed scale (:data:`INCH_PER_INCH` figure inches for
every inch of table), North up, the table's own y growing North. The part of the table
shown is a pale sea with a faint grid every :data:`GRID` inches, numbered in the margins
(so a point ``12,30`` can be read off the picture); East of it a strip holds the compass
with the wind blowing across it and a ruler in inches, the two things every table
diagram carries. Rule-free: a rule set draws its ships, arcs and paths on top with
:mod:`sailkit.draw.primitives`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import shapely
from shapely.geometry.base import BaseGeometry

from . import primitives as p
from .sheet import Sheet
from .style import CLEAR, LABEL, OUTPUT_INCHES, SEA, SMALLEST_POINTS
from .style import GRID as GRID_COLOUR

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

INCH_PER_INCH = 0.3  #: figure inches per inch of table: a 3-inch hull is 0.9 inch (86 CSS pixels) long
MAX_INCHES = 11.5  #: the widest a table diagram is drawn; a larger part of the table is drawn smaller
GRID = 6.0  #: inches between the faint grid lines
STRIP = 8.0  #: inches of room East of the part shown, for the compass, the wind and the ruler
MARGIN = 1.6  #: inches of room West of and South of the part shown, for the grid's numbers
RULER = 6.0  #: the ruler's length in inches
STRIP_LEAST = 1.9  #: figure inches the strip needs at least, for its compass and words at their fixed size
TEXT = 0.62  #: the usual height of words on a table diagram, in inches (about 13 points at the usual scale)


def bounds_around(
    shapes: BaseGeometry | list[BaseGeometry],
    *,
    pad: float = 3.0,
    least: tuple[float, float] = (14.0, 10.0),
    table: tuple[float, float] | None = None,
) -> tuple[float, float, float, float]:
    """The rectangle, in whole inches, holding ``shapes`` with ``pad`` inches around and at least ``least`` across;
    never past the edges of a ``table`` (width, depth) when one is given: there is no sea beyond it to show."""
    union = shapes if isinstance(shapes, BaseGeometry) else shapely.union_all(shapes)
    x0, y0, x1, y1 = union.bounds
    x0, y0, x1, y1 = x0 - pad, y0 - pad, x1 + pad, y1 + pad
    for axis, want in enumerate(least):
        lo, hi = (x0, x1) if axis == 0 else (y0, y1)
        grow = max(0.0, want - (hi - lo)) / 2
        lo, hi = lo - grow, hi + grow
        if axis == 0:
            x0, x1 = lo, hi
        else:
            y0, y1 = lo, hi
    return inside_table((math.floor(x0), math.floor(y0), math.ceil(x1), math.ceil(y1)), table)


def inside_table(
    bounds: tuple[float, float, float, float], table: tuple[float, float] | None
) -> tuple[float, float, float, float]:
    """``bounds`` (x0, y0, x1, y1) cut at the edges of ``table`` (width, depth; ``None``: as they are)."""
    if table is None:
        return bounds
    x0, y0, x1, y1 = bounds
    return (max(x0, 0), max(y0, 0), min(x1, table[0]), min(y1, table[1]))


def sheet(
    bounds: tuple[float, float, float, float],
    title: str = "",
    subtitle: str = "",
    *,
    wind_from: float | None = None,
    wind_words: str | None = None,
    turn: str = "",
    sides: Sequence[tuple[str, str]] = (),
    inch_per_inch: float = INCH_PER_INCH,
    grid: float = GRID,
) -> Axes:
    """A new figure on the kit's sheet (:class:`sailkit.draw.Sheet`) showing ``bounds`` (x0, y0, x1, y1 in table
    inches) with its grid, and East of it the strip: the ``turn``, the compass with the wind, the ``sides``' key and,
    at its foot, the ruler.

    ``wind_from`` is the bearing the wind blows from (``None``: the compass alone); ``wind_words`` what is written under it
    (default ``"wind from 270°"``). The heading goes above. Returns the axes, framed so one table inch is
    ``inch_per_inch`` figure inches, less when the sheet would be wider than a notebook's output area
    (:data:`sailkit.draw.style.OUTPUT_INCHES`): a notebook then shows it at its natural size, every word at 11 px.
    """
    x0, y0, x1, y1 = bounds
    made = Sheet(title, subtitle, turn, wind_from, wind_words or "", tuple(sides))
    width, height = (x1 - x0) + MARGIN, (y1 - y0) + MARGIN
    inch_per_inch = min(inch_per_inch, OUTPUT_INCHES / (width + STRIP))  # a notebook shows it unshrunk
    strip_inches = max(STRIP * inch_per_inch, STRIP_LEAST)  # on a large table the strip's words keep their room
    inch_per_inch = min(inch_per_inch, (OUTPUT_INCHES - strip_inches) / width)
    return made.open(
        width,
        height,
        lambda ax, strip: furnish(ax, bounds, grid=grid, strip=strip),
        inch_per_unit=inch_per_inch,
        max_inches=MAX_INCHES,
        strip_inches=strip_inches,
    )


def extent(bounds: tuple[float, float, float, float]) -> tuple[float, float]:
    """How many table inches across and up a sheet of ``bounds`` shows, margins and strip included."""
    x0, y0, x1, y1 = bounds
    return (x1 - x0) + MARGIN + STRIP, (y1 - y0) + MARGIN


def furnish(
    ax: Axes, bounds: tuple[float, float, float, float], *, grid: float = GRID, strip: float = STRIP
) -> list[Artist]:
    """Frame ``ax`` on ``bounds`` with room for the margins and the strip (``strip`` table inches, :data:`STRIP`
    unless the table is drawn so small that the strip's words need more); draw the sea and, at the strip's foot,
    the ruler. The sheet (:class:`sailkit.draw.Sheet`) draws the rest of the strip."""
    x0, y0, x1, y1 = bounds
    p.frame(ax, (x0, y0, x1, y1), pad=(MARGIN, 0.0, strip, MARGIN))
    out = sea(ax, bounds, grid=grid)
    return out + p.ruler(ax, (x1 + (strip - RULER) / 2, y0 + 1.2), RULER, every=3.0, unit="in", size=TEXT * 0.8)


def sea(ax: Axes, bounds: tuple[float, float, float, float], *, grid: float = GRID) -> list[Artist]:
    """The pale sea over ``bounds`` with a faint line every ``grid`` inches, numbered West and South of it."""
    x0, y0, x1, y1 = bounds
    out = p.area(ax, shapely.box(x0, y0, x1, y1), color=SEA, edge=GRID_COLOUR, width=0.8, zorder=0, gid="sea")
    xs = [k * grid for k in range(math.ceil(x0 / grid), math.floor(x1 / grid) + 1)]
    ys = [k * grid for k in range(math.ceil(y0 / grid), math.floor(y1 / grid) + 1)]
    from matplotlib.collections import LineCollection

    segs = [[(x, y0), (x, y1)] for x in xs] + [[(x0, y), (x1, y)] for y in ys]
    lines = LineCollection(segs, colors=GRID_COLOUR, linewidths=0.5, zorder=0.5)
    ax.add_collection(lines, autolim=False)
    out.append(lines)
    for x in xs:
        out += p.text(ax, (x, y0 - 0.3), f"{x:g}", size=TEXT * 0.75, min_points=SMALLEST_POINTS, color=LABEL, va="top")
    for y in ys:
        out += p.text(
            ax, (x0 - 0.3, y), f"{y:g}", size=TEXT * 0.75, min_points=SMALLEST_POINTS, color=LABEL, ha="right"
        )
    return out


def shot(
    ax: Axes, a: tuple[float, float], b: tuple[float, float], *, color: str = CLEAR, gid: str = "line-of-fire"
) -> list[Artist]:
    """A broad arrow from mainmast ``a`` to ``b``, stopping short of both hulls' middles (nothing under 1.5 inches)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = (dx * dx + dy * dy) ** 0.5
    if n < 1.5:
        return []
    k = min(0.6, 0.3 * n) / n
    return p.arrow(
        ax,
        (a[0] + dx * k, a[1] + dy * k),
        (b[0] - dx * k, b[1] - dy * k),
        color=color,
        width=0.28,
        head_width=0.9,
        head_length=0.8,
        alpha=0.85,
        zorder=4.6,
        gid=gid,
    )


def measure(
    ax: Axes,
    a: tuple[float, float],
    b: tuple[float, float],
    words: str,
    taken: list[BaseGeometry],
    color: str = CLEAR,
    *,
    min_points: float = SMALLEST_POINTS,
) -> list[Artist]:
    """``words`` (a distance) beside the middle of the line from ``a`` to ``b``, where they overlap nothing in
    ``taken``."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1e-9, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / n, dx / n
    spots = [
        ((mx + nx * 0.9, my + ny * 0.9), "center", "center"),
        ((mx - nx * 0.9, my - ny * 0.9), "center", "center"),
        ((mx + dx * 0.2 + nx * 1.2, my + dy * 0.2 + ny * 1.2), "center", "center"),
        ((mx - dx * 0.2 - nx * 1.2, my - dy * 0.2 - ny * 1.2), "center", "center"),
    ]
    return p.free_text(
        ax, spots, words, taken, size=TEXT, min_points=min_points, weight="bold", color=color, backing=True, zorder=6
    )


def name_spots(shape: BaseGeometry) -> list[tuple[tuple[float, float], str, str]]:
    """Where a ship's name may go round her ``shape``, in order of preference: right, left, above, below, the
    corners (for :func:`sailkit.draw.free_text`)."""
    x0, y0, x1, y1 = shape.bounds
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return [
        ((x1 + 0.35, cy), "left", "center"),
        ((x0 - 0.35, cy), "right", "center"),
        ((cx, y1 + 0.3), "center", "bottom"),
        ((cx, y0 - 0.3), "center", "top"),
        ((x1 + 0.3, y1 + 0.2), "left", "bottom"),
        ((x0 - 0.3, y0 - 0.2), "right", "top"),
    ]


def number_words(value: float) -> str:
    """A length or heading on the table as a reader reads it: to a hundredth, as a ruling's "she ends at" says it,
    no trailing zeros (``24.9952 -> "25"``, ``19.75 -> "19.75"``) [issue 24: alt text rounds its points]."""
    return f"{round(value, 2) + 0.0:.2f}".rstrip("0").rstrip(".")


def at_words(x: float, y: float) -> str:
    """A point of the table in words, each coordinate by :func:`number_words`: ``"25,19.75"``."""
    return f"{number_words(x)},{number_words(y)}"


__all__ = [
    "at_words",
    "number_words",
    "GRID",
    "INCH_PER_INCH",
    "MARGIN",
    "MAX_INCHES",
    "RULER",
    "STRIP",
    "TEXT",
    "bounds_around",
    "extent",
    "furnish",
    "inside_table",
    "measure",
    "name_spots",
    "sea",
    "sheet",
    "shot",
]
