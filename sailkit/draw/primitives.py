"""Board-agnostic drawing primitives: points or shapely geometries in, matplotlib artists out.

Every board of :mod:`sailkit.geometry` (squares, hexes, an open table) gives its places
as points ``(x, y)`` in one plane and its areas as shapely geometries; every heading is
in degrees clockwise from North. These primitives take exactly that, so the drawing of
any board is a thin layer on top (:mod:`sailkit.draw.squares` for Fighting Sail's grid).

The rules, kept small and stable on purpose:

* Each function draws on the ``ax`` it is given and returns the list of artists it made
  (compute first, then draw, as mplsoccer does). ``gid=`` names the first artist for
  SVG ids (tests and style sheets find it; later ones get ``gid-2``, ``gid-3`` ...).
* Positions and lengths are in **plane units** (a square's side, a hex's centre spacing,
  an inch), so a picture scales with its figure. Line widths are in points, as in
  matplotlib. Text sizes are in plane units with an optional floor in points.
* Headings are degrees clockwise from North. Which way North lies on screen comes from
  the axes: :func:`frame` inverts the y axis for a board whose y grows southward
  (:class:`~sailkit.geometry.board.YAxis`), and every primitive reads it back, so no caller
  writes a sign by hand.
* Nothing here knows a game's rules; colours have defaults only (the visual language is :mod:`sailkit.draw.style`).

matplotlib is imported by this module, never by ``import sailkit``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast
from weakref import WeakKeyDictionary

import numpy as np
import shapely
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import PathCollection
from matplotlib.lines import Line2D
from matplotlib.offsetbox import AnchoredOffsetbox, HPacker, TextArea, VPacker
from matplotlib.patches import Patch
from matplotlib.path import Path

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure
from shapely.geometry import LineString, MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..geometry.board import YAxis, vector
from .style import CLEAR, GRID, INK, KEY_POINTS, SMALLEST_POINTS, WIND

#: A matplotlib line style: a name ("-", "--") or a dash pattern ``(offset, (on, off, ...))`` in points.
LineStyle = str | tuple[float, tuple[float, ...]]

#: A point in plane coordinates.
XY = tuple[float, float]
#: What an area primitive accepts: a shapely (multi)polygon or collection, or an iterable of them.
Shapes = BaseGeometry | Iterable[BaseGeometry]
#: A frame's padding: one width for every side, or (left, top, right, bottom) as seen on screen.
Pad = float | tuple[float, float, float, float]


# ---------------------------------------------------------------- the frame


def frame(
    ax: Axes, bounds: BaseGeometry | tuple[float, float, float, float], *, y_axis: YAxis = YAxis.NORTH, pad: Pad = 0.0
) -> None:
    """Set ``ax`` to show ``bounds`` with North up, equal aspect and no ticks.

    ``bounds`` is a geometry (its bounding box is used) or ``(x0, y0, x1, y1)``. On a board
    whose plane y grows southward (``YAxis.SOUTH``, the grids) the y axis is inverted so
    North is still drawn up. ``pad`` leaves free plane units around it: one number for
    every side or ``(left, top, right, bottom)`` as seen on screen (room for margin labels).
    """
    x0, y0, x1, y1 = bounds.bounds if isinstance(bounds, BaseGeometry) else bounds
    left, top, right, bottom = (pad,) * 4 if isinstance(pad, (int, float)) else pad
    ax.set_xlim(x0 - left, x1 + right)
    if YAxis(y_axis) is YAxis.SOUTH:
        ax.set_ylim(y1 + bottom, y0 - top)
    else:
        ax.set_ylim(y0 - bottom, y1 + top)
    ax.set_aspect("equal", adjustable="box")
    ax.set_axis_off()


def y_axis_of(ax: Axes) -> YAxis:
    """The board convention ``ax`` was framed for: ``SOUTH`` when its y axis is inverted."""
    return YAxis.SOUTH if bool(ax.yaxis_inverted()) else YAxis.NORTH


def direction(ax: Axes, heading: float) -> XY:
    """The unit plane step toward ``heading`` (degrees clockwise from North) as drawn on ``ax``."""
    return vector(heading, y_axis_of(ax))


def figure_of_axes(ax: Axes) -> Figure:
    """The figure ``ax`` is drawn on (the whole figure, were ``ax`` in a subfigure)."""
    fig = ax.get_figure(root=True)
    if fig is None:
        raise ValueError("the axes belong to no figure")
    return fig


def unit_points(ax: Axes) -> float:
    """How many typographic points one plane unit spans on ``ax`` as currently laid out."""
    ax.apply_aspect()
    fig = figure_of_axes(ax)
    width_pt = ax.get_position().width * fig.get_figwidth() * 72.0
    x0, x1 = ax.get_xlim()
    return width_pt / abs(x1 - x0)


def named(artists: list[Artist], gid: str | None) -> list[Artist]:
    """Name ``artists`` so tests and style sheets find them in an SVG: the first keeps ``gid``, the later ones get
    ``gid-2``, ``gid-3`` ... (``None``: left as they are)."""
    if gid:
        for i, a in enumerate(artists):
            a.set_gid(gid if i == 0 else f"{gid}-{i + 1}")
    return artists


# ---------------------------------------------------------------- areas


def polygons(shapes: Shapes) -> list[Polygon]:
    """Every polygon in ``shapes`` (a polygon, multipolygon, collection or iterable of them), empty ones left out."""
    items = [shapes] if isinstance(shapes, BaseGeometry) else list(shapes)
    out: list[Polygon] = []
    for g in items:
        if isinstance(g, Polygon):
            if not g.is_empty:
                out.append(g)
        elif isinstance(g, BaseGeometry) and hasattr(g, "geoms"):
            out += polygons(list(g.geoms))
        elif not isinstance(g, BaseGeometry):
            raise TypeError(f"an area is drawn from shapely polygons, not {g!r}")
    return out


def _path(poly: Polygon) -> Path:
    """A compound path of a polygon with its holes (matplotlib fills holes by winding)."""
    rings = [np.asarray(poly.exterior.coords)] + [np.asarray(r.coords) for r in poly.interiors]
    codes = []
    for ring in rings:
        c = np.full(len(ring), Path.LINETO, dtype=Path.code_type)
        c[0], c[-1] = Path.MOVETO, Path.CLOSEPOLY
        codes.append(c)
    return Path(np.concatenate(rings), np.concatenate(codes))


def area(
    ax: Axes,
    shapes: Shapes,
    *,
    color: str = "none",
    alpha: float = 1.0,
    edge: str = "none",
    width: float = 0.8,
    style: LineStyle = "-",
    hatch: str | None = None,
    hatch_color: str | None = None,
    label: str | None = None,
    zorder: float = 1.0,
    gid: str | None = None,
) -> list[Artist]:
    """Fill (and/or outline) polygons as one collection, holes kept; ``[]`` when there is nothing to draw.

    ``color="none"`` with an ``edge`` draws outlines only; ``hatch`` (matplotlib's
    ``"//"``, ``"xx"`` ...) is drawn in ``hatch_color`` (default: the edge, else ink).
    One collection per call, so a legend shows one entry and an SVG one group.
    """
    polys = polygons(shapes)
    if not polys:
        return []
    kw: dict[str, Any] = {}
    if hatch:
        kw["hatch"] = hatch
        kw["hatchcolor"] = hatch_color or (edge if edge != "none" else INK)
    coll = PathCollection(
        [_path(p) for p in polys],
        facecolors=color,
        edgecolors=edge,
        linewidths=width,
        linestyles=style,
        alpha=alpha,
        label=label,
        zorder=zorder,
        **kw,
    )
    coll.set_transform(ax.transData)
    ax.add_collection(coll, autolim=False)
    return named([coll], gid)


# ---------------------------------------------------------------- lines and arrows


def _coords(points: Sequence[XY] | LineString) -> np.ndarray:
    if isinstance(points, LineString):
        return np.asarray(points.coords, dtype=float)
    return np.asarray([(float(x), float(y)) for x, y in points], dtype=float).reshape(-1, 2)


def line(
    ax: Axes,
    points: Sequence[XY] | LineString,
    *,
    color: str = INK,
    width: float = 1.5,
    style: LineStyle = "-",
    alpha: float = 1.0,
    label: str | None = None,
    zorder: float = 3.0,
    gid: str | None = None,
) -> list[Artist]:
    """A polyline through ``points`` (or a LineString); ``width`` in points, round caps."""
    xy = _coords(points)
    if len(xy) < 2:
        return []
    (ln,) = ax.plot(
        xy[:, 0],
        xy[:, 1],
        color=color,
        linewidth=width,
        linestyle=style,
        alpha=alpha,
        label=label,
        zorder=zorder,
        solid_capstyle="round",
        dash_capstyle="round",
    )
    return named([ln], gid)


def arrow_shape(
    tail: XY, head: XY, *, width: float = 0.12, head_width: float = 0.34, head_length: float = 0.3
) -> Polygon:
    """A broad arrow from ``tail`` to ``head`` as a polygon (all sizes in plane units): the head ends at ``head``."""
    (x0, y0), (x1, y1) = tail, head
    n = math.hypot(x1 - x0, y1 - y0)
    if n == 0:
        raise ValueError("an arrow needs two different points")
    ux, uy = (x1 - x0) / n, (y1 - y0) / n
    px, py = -uy, ux
    hl = min(head_length, 0.6 * n)
    bx, by = x1 - ux * hl, y1 - uy * hl
    w, hw = width / 2, head_width / 2
    return Polygon(
        [
            (x0 + px * w, y0 + py * w),
            (bx + px * w, by + py * w),
            (bx + px * hw, by + py * hw),
            (x1, y1),
            (bx - px * hw, by - py * hw),
            (bx - px * w, by - py * w),
            (x0 - px * w, y0 - py * w),
        ]
    )


def arrow(
    ax: Axes,
    tail: XY,
    head: XY,
    *,
    color: str = INK,
    width: float = 0.12,
    head_width: float = 0.34,
    head_length: float = 0.3,
    alpha: float = 1.0,
    edge: str = "none",
    label: str | None = None,
    zorder: float = 4.0,
    gid: str | None = None,
) -> list[Artist]:
    """A broad, flat arrow from ``tail`` to ``head`` (lichess style), sized in plane units so it scales."""
    return area(
        ax,
        arrow_shape(tail, head, width=width, head_width=head_width, head_length=head_length),
        color=color,
        alpha=alpha,
        edge=edge,
        width=0.6,
        label=label,
        zorder=zorder,
        gid=gid,
    )


def line_of_fire(
    ax: Axes,
    tail: XY,
    head: XY,
    *,
    gap: float = 0.47,
    color: str = CLEAR,
    zorder: float = 4.6,
    gid: str | None = None,
) -> list[Artist]:
    """The broad arrow of an open line of fire or sight (green in the kit's language) from ``tail`` to ``head``, each
    end held back ``gap`` plane units (at most 0.4 of the length), so it runs from the edge of the firer's counter to
    the edge of the target's and both stay in sight."""
    (x0, y0), (x1, y1) = tail, head
    n = math.hypot(x1 - x0, y1 - y0)
    if n == 0:
        return []
    k = min(gap, 0.4 * n) / n
    start = (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)
    end = (x1 - (x1 - x0) * k, y1 - (y1 - y0) * k)
    return arrow(
        ax, start, end, color=color, width=0.1, head_width=0.32, head_length=0.28, alpha=0.85, zorder=zorder, gid=gid
    )


def route(
    ax: Axes,
    points: Sequence[XY] | LineString,
    *,
    color: str = INK,
    width: float = 2.0,
    dots: float = 0.09,
    head: float = 0.26,
    alpha: float = 0.95,
    label: str | None = None,
    zorder: float = 3.0,
    gid: str | None = None,
) -> list[Artist]:
    """A route through ``points``: a line, a dot (radius ``dots`` units) on every point passed and an arrowhead into the last.

    The line stops where the head begins, so the point of the head is exactly the last point.
    Returns ``[line, dots, head]`` (dots left out when there are no middle points).
    """
    xy = _coords(points)
    if len(xy) < 2:
        return []
    (x0, y0), (x1, y1) = xy[-2], xy[-1]
    n = math.hypot(x1 - x0, y1 - y0)
    base = xy[-1] - (xy[-1] - xy[-2]) * min(1.0, 0.8 * head / n) if n else xy[-1]
    out = line(
        ax, [*map(tuple, xy[:-1]), tuple(base)], color=color, width=width, alpha=alpha, label=label, zorder=zorder
    )
    if len(xy) > 2 and dots:
        out += area(
            ax, [Point(x, y).buffer(dots, 16) for x, y in xy[1:-1]], color=color, alpha=alpha, zorder=zorder + 0.05
        )
    if n:
        out += area(
            ax,
            arrow_shape(tuple(xy[-2]), tuple(xy[-1]), width=0.0, head_width=head * 1.1, head_length=head),
            color=color,
            alpha=alpha,
            zorder=zorder + 0.1,
        )
    return named(out, gid)


# ---------------------------------------------------------------- marks at points

#: The shapes :func:`marker` draws.
MARKERS = ("dot", "ring", "cross", "diamond")


def marker_shape(kind: str, at: XY, size: float) -> Polygon | MultiPolygon:
    """The outline of one marker of ``kind`` centred on ``at``, ``size`` plane units across."""
    x, y = at
    r = size / 2
    if kind in ("dot", "ring"):
        return Point(x, y).buffer(r, 24)
    if kind == "cross":
        half = r * 0.22  # half the bar's thickness; the arms reach the corners of the size x size box
        reach = (r - half * math.sqrt(0.5)) * math.sqrt(2.0)
        bar = shapely.geometry.box(-reach, -half, reach, half)
        arms = [shapely.affinity.rotate(bar, a, origin=(0, 0)) for a in (45, -45)]
        return cast(Polygon, shapely.affinity.translate(shapely.union_all(arms), x, y))  # two crossed bars
    if kind == "diamond":
        return Polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    raise ValueError(f"marker kind must be one of {MARKERS}, not {kind!r}")


def marker(
    ax: Axes,
    points: Iterable[XY],
    *,
    kind: str = "dot",
    size: float = 0.3,
    color: str = INK,
    edge: str = "white",
    face: str = "white",
    width: float = 1.0,
    style: LineStyle = "-",
    alpha: float = 1.0,
    label: str | None = None,
    zorder: float = 4.0,
    gid: str | None = None,
) -> list[Artist]:
    """The same mark at each point, ``size`` plane units across: ``dot``, ``ring`` (open), ``cross`` or ``diamond``.

    A ring is drawn in ``color`` around a ``face`` (white; ``"none"`` to see through it);
    the others are filled with ``color`` and edged with ``edge`` (its line ``style``). One collection for all the points.
    """
    shapes = [marker_shape(kind, p, size) for p in points]
    if not shapes:
        return []
    fill, line = (face, color) if kind == "ring" else (color, edge)
    return area(
        ax, shapes, color=fill, edge=line, width=width, style=style, alpha=alpha, label=label, zorder=zorder, gid=gid
    )


# ---------------------------------------------------------------- text

#: The faint box behind labels drawn over busy backgrounds (text stays text in SVG; a halo would not).
BACKING = {"boxstyle": "round,pad=0.15,rounding_size=0.3", "facecolor": "white", "edgecolor": "none", "alpha": 0.8}


def text(
    ax: Axes,
    at: XY,
    words: str,
    *,
    size: float = 0.2,
    min_points: float = 0.0,
    color: str = INK,
    weight: str = "normal",
    style: str = "normal",
    ha: str = "center",
    va: str = "center",
    backing: bool = False,
    rotation: float = 0.0,
    zorder: float = 5.0,
    gid: str | None = None,
) -> list[Artist]:
    """``words`` at a point, ``size`` plane units high (never below ``min_points``); lines set close (spacing 1.0).

    ``backing=True`` puts a faint white box behind (kept as text in SVG, unlike a stroked halo).
    """
    pts = max(min_points, size * unit_points(ax))
    t = ax.text(
        float(at[0]),
        float(at[1]),
        words,
        fontsize=pts,
        color=color,
        weight=weight,
        style=style,
        ha=ha,
        va=va,
        rotation=rotation,
        zorder=zorder,
        linespacing=1.0,
        bbox=BACKING if backing else None,
    )
    return named([t], gid)


#: Average glyph width of DejaVu Sans bold, in ems: enough to decide where a label breaks.
GLYPH = 0.62


def fit(words: str, size: float, width: float, *, minimum: float) -> tuple[str, float]:
    """``words`` and a text size at which they fit ``width`` plane units, on two lines rather than below ``minimum``.

    The line breaks after a comma if there is one, else at a space or after a ``/``, at the
    break that makes the longer line shortest. A single word too long even at ``minimum``
    overhangs a little (``"Constitution"``), or, were it to overhang by more than a sixth,
    is split in the middle with a hyphen (``"Northum-\nberland"``).
    """

    def fitting(s: str, cap: float) -> float:
        return min(cap, width / (GLYPH * max(1, len(s))))

    one = fitting(words, size)
    if one >= minimum:
        return words, one
    breaks = [i + 1 for i, ch in enumerate(words) if ch == "," and 0 < i < len(words) - 1]
    breaks = breaks or [i + 1 for i, ch in enumerate(words) if ch in " /" and 0 < i < len(words) - 1]
    if not breaks and one < 0.85 * minimum and len(words) >= 6:
        half = (len(words) + 1) // 2
        lines = (words[:half] + "-", words[half:])
        return "\n".join(lines), max(minimum, fitting(max(lines, key=len), size))
    if not breaks:
        return words, minimum
    cut = min(breaks, key=lambda i: max(len(words[:i].rstrip()), len(words[i:].lstrip())))
    lines = (words[:cut].rstrip(), words[cut:].lstrip())
    return "\n".join(lines), max(minimum, fitting(max(lines, key=len), size))


# ---------------------------------------------------------------- ships, counters, headings

#: A ship's outline, bow along +x, one unit long (from -0.5 to +0.5), 0.36 wide.
HULL = np.array(
    [(0.5, 0.0), (0.27, 0.18), (-0.41, 0.18), (-0.46, 0.125), (-0.46, -0.125), (-0.41, -0.18), (0.27, -0.18)]
)


def oriented(shape: np.ndarray, at: XY, heading: float, y_axis: YAxis, scale: float = 1.0) -> np.ndarray:
    """``shape`` (pointing along +x) scaled, turned to ``heading`` under ``y_axis`` and moved to ``at``."""
    ux, uy = vector(heading, y_axis)
    rot = np.array([[ux, -uy], [uy, ux]])
    return np.asarray(shape, dtype=float) * scale @ rot.T + np.asarray(at, dtype=float)


def hull(
    ax: Axes,
    at: XY,
    heading: float,
    *,
    length: float = 0.8,
    color: str = "#7f8c99",
    edge: str = INK,
    width: float = 1.0,
    alpha: float = 1.0,
    style: LineStyle = "-",
    hatch: str | None = None,
    label: str | None = None,
    zorder: float = 4.0,
    gid: str | None = None,
) -> list[Artist]:
    """A ship ``length`` plane units long whose pointed bow faces ``heading``."""
    pts = oriented(HULL, at, heading, y_axis_of(ax), length)
    return area(
        ax,
        Polygon(pts),
        color=color,
        edge=edge,
        width=width,
        alpha=alpha,
        style=style,
        hatch=hatch,
        label=label,
        zorder=zorder,
        gid=gid,
    )


def tile_shape(at: XY, width: float, depth: float, heading: float, y_axis: YAxis, radius: float = 0.0) -> Polygon:
    """A rectangle ``width`` across and ``depth`` along ``heading``, centred on ``at``, corners rounded by ``radius``."""
    r = min(radius, width / 2, depth / 2)
    base = shapely.geometry.box(-depth / 2 + r, -width / 2 + r, depth / 2 - r, width / 2 - r)
    if r:
        base = base.buffer(r, 8)
    return Polygon(oriented(np.asarray(base.exterior.coords), at, heading, y_axis))


def tile(
    ax: Axes,
    at: XY,
    width: float,
    depth: float | None = None,
    *,
    heading: float = 0.0,
    radius: float = 0.06,
    color: str = "white",
    edge: str = INK,
    line_width: float = 1.0,
    alpha: float = 1.0,
    style: LineStyle = "-",
    hatch: str | None = None,
    zorder: float = 3.5,
    gid: str | None = None,
) -> list[Artist]:
    """A counter or a base: a rounded rectangle ``width`` across and ``depth`` (default: square) along ``heading``."""
    shape = tile_shape(at, width, width if depth is None else depth, heading, y_axis_of(ax), radius)
    return area(
        ax,
        shape,
        color=color,
        edge=edge,
        width=line_width,
        alpha=alpha,
        style=style,
        hatch=hatch,
        zorder=zorder,
        gid=gid,
    )


def heading_arrow(
    ax: Axes,
    at: XY,
    heading: float,
    *,
    start: float = 0.0,
    length: float = 0.36,
    color: str = INK,
    width: float = 0.06,
    alpha: float = 1.0,
    zorder: float = 4.5,
    gid: str | None = None,
) -> list[Artist]:
    """A short arrow from ``start`` to ``length`` plane units off ``at`` toward ``heading`` (a facing mark)."""
    ux, uy = direction(ax, heading)
    x, y = at
    return arrow(
        ax,
        (x + ux * start, y + uy * start),
        (x + ux * length, y + uy * length),
        color=color,
        width=width,
        head_width=width * 3.2,
        head_length=min(width * 3.0, 0.6 * (length - start)),
        alpha=alpha,
        zorder=zorder,
        gid=gid,
    )


# ---------------------------------------------------------------- compass and wind


def compass(ax: Axes, at: XY, radius: float, *, color: str = INK, labels: bool = True) -> list[Artist]:
    """An eight-point compass rose with North up; the cardinal points lettered (N in bold) at ``1.35 x radius``."""
    out: list[Artist] = []
    segs = []
    for k in range(8):
        ux, uy = direction(ax, 45.0 * k)
        r = radius if k % 2 == 0 else radius * 0.55
        segs.append([at, (at[0] + ux * r, at[1] + uy * r)])
    from matplotlib.collections import LineCollection

    rays = LineCollection(segs, colors=color, linewidths=0.8, zorder=5)
    ax.add_collection(rays, autolim=False)
    out.append(rays)
    if labels:
        for k, letter in enumerate("NESW"):
            ux, uy = direction(ax, 90.0 * k)
            out += text(
                ax,
                (at[0] + ux * radius * 1.35, at[1] + uy * radius * 1.35),
                letter,
                size=radius * 0.45,
                color=color,
                weight="bold" if letter == "N" else "normal",
            )
    return out


def wind(
    ax: Axes,
    at: XY,
    source: float,
    length: float,
    *,
    color: str = WIND,
    alpha: float = 0.9,
    zorder: float = 5.5,
    gid: str | None = None,
) -> list[Artist]:
    """A broad arrow through ``at`` blowing *from* ``source`` (degrees: where the wind comes from) downwind."""
    ux, uy = direction(ax, source)
    x, y = at
    return arrow(
        ax,
        (x + ux * length / 2, y + uy * length / 2),
        (x - ux * length / 2, y - uy * length / 2),
        color=color,
        width=length * 0.16,
        head_width=length * 0.42,
        head_length=length * 0.36,
        alpha=alpha,
        zorder=zorder,
        gid=gid,
    )


# ---------------------------------------------------------------- measuring and dice


def ruler(
    ax: Axes,
    start: XY,
    length: float,
    *,
    step: float = 1.0,
    every: float | None = None,
    unit: str = "",
    height: float = 0.35,
    size: float = 0.5,
    min_points: float = SMALLEST_POINTS,
    color: str = INK,
    zorder: float = 5.5,
    gid: str | None = "ruler",
) -> list[Artist]:
    """A scale bar ``length`` plane units long from ``start`` toward East: cells of ``step`` units, alternately filled.

    Numbered every ``every`` units (default: at both ends) under the bar, ``unit`` after the
    last number (``"inches"``), so a reader measures the picture as a tape measures the table.
    Returns ``[outline, filled cells, numbers...]``.
    """
    if not (length > 0 and step > 0):
        raise ValueError(f"a ruler needs a positive length and step, not {length} and {step}")
    x0, y0 = start
    below = -1.0 if y_axis_of(ax) is YAxis.NORTH else 1.0  # the plane's step down the screen
    y1 = y0 + below * height
    n = max(1, round(length / step))
    cells = [shapely.geometry.box(x0 + i * step, y0, x0 + min(length, (i + 1) * step), y1) for i in range(0, n, 2)]
    bar = shapely.geometry.box(x0, min(y0, y1), x0 + length, max(y0, y1))
    out = area(ax, bar, color="white", edge=color, width=0.8, zorder=zorder)
    out += area(ax, cells, color=color, zorder=zorder + 0.05)
    marks = [0.0, length] if every is None else [k * every for k in range(int(length / every + 1e-9) + 1)]
    for i, at in enumerate(marks):
        last = i == len(marks) - 1
        words = f"{at:g}" + (f" {unit}" if unit and last else "")
        out += text(
            ax,
            (x0 + at - (size * 0.3 if unit and last else 0.0), y1 + below * size * 0.2),
            words,
            size=size,
            min_points=min_points,
            color=color,
            ha="left" if unit and last else "center",
            va="top",
            zorder=zorder,
        )
    return named(out, gid)


#: Where the pips of each face lie, in units of half the face (centre at 0, 0).
PIPS: dict[int, tuple[XY, ...]] = {
    1: ((0.0, 0.0),),
    2: ((-0.5, 0.5), (0.5, -0.5)),
    3: ((-0.5, 0.5), (0.0, 0.0), (0.5, -0.5)),
    4: ((-0.5, 0.5), (0.5, 0.5), (-0.5, -0.5), (0.5, -0.5)),
    5: ((-0.5, 0.5), (0.5, 0.5), (0.0, 0.0), (-0.5, -0.5), (0.5, -0.5)),
    6: ((-0.5, 0.5), (0.5, 0.5), (-0.5, 0.0), (0.5, 0.0), (-0.5, -0.5), (0.5, -0.5)),
}


def die(
    ax: Axes,
    at: XY,
    face: int,
    *,
    size: float = 1.0,
    color: str = "white",
    pips: str = INK,
    edge: str = INK,
    width: float = 1.2,
    zorder: float = 5.0,
    gid: str | None = None,
) -> list[Artist]:
    """A six-sided die showing ``face`` (1 to 6), ``size`` plane units across, centred on ``at``: ``[face, pips]``."""
    if face not in PIPS:
        raise ValueError(f"a die shows 1 to 6, not {face!r}")
    x, y = at
    half = size / 2
    out = tile(ax, at, size, radius=size * 0.18, color=color, edge=edge, line_width=width, zorder=zorder)
    spots = [(x + dx * half * 0.95, y + dy * half * 0.95) for dx, dy in PIPS[face]]
    out += marker(ax, spots, kind="dot", size=size * 0.2, color=pips, edge="none", zorder=zorder + 0.1)
    return named(out, gid)


def label_box(at: XY, words: str, size: float, ha: str = "center", va: str = "center") -> Polygon:
    """Roughly where ``words`` written ``size`` plane units high at ``at`` lie, as a box (for keeping labels apart)."""
    lines = words.split("\n")
    w = GLYPH * size * max(len(line) for line in lines)
    h = size * 1.15 * len(lines)
    x0 = {"left": at[0], "center": at[0] - w / 2, "right": at[0] - w}[ha]
    y_low = {"bottom": at[1], "center": at[1] - h / 2, "top": at[1] - h, "baseline": at[1]}[va]
    return shapely.geometry.box(x0, y_low, x0 + w, y_low + h)


def free_text(
    ax: Axes,
    candidates: Sequence[tuple[XY, str, str]],
    words: str,
    taken: list[BaseGeometry],
    *,
    size: float = 0.2,
    **kwargs: Any,
) -> list[Artist]:
    """``words`` at the first of ``candidates`` (each ``(point, ha, va)``) where they overlap nothing in ``taken``.

    When every candidate overlaps something, the one overlapping least is used. The box the
    words take is added to ``taken``, so labels placed one after the other never collide.
    The y axis is read from ``ax`` (a ``va`` of ``"top"`` hangs below the point on screen). The box is the words'
    as written: at ``min_points`` when that is larger than ``size``, bold when they are. ``gap`` is
    :func:`free_spot`'s: the letter heights the next words keep clear of these.
    """
    gap = float(kwargs.pop("gap", 0.0))
    shown = max(size, float(kwargs.get("min_points") or 0.0) / unit_points(ax))
    bold = kwargs.get("weight") == "bold"
    choice = free_spot(ax, candidates, words, taken, size=shown, bold=bold, gap=gap)
    if choice is None:
        return []
    at, ha, va = choice
    return text(ax, at, words, size=size, ha=ha, va=va, **kwargs)


@functools.cache
def ems(words: str, bold: bool = False) -> float:
    """How wide ``words`` are written in the kit's font (DejaVu Sans), in ems (text widths per unit of size), measured
    from the letters' own outlines once: a label's box for keeping words apart where a guess per letter
    (:data:`GLYPH`) is too narrow (bold names and tags)."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath

    widths = [0.0]
    for line in words.split("\n"):
        if not line.strip():  # blank: no outline to measure
            widths.append(GLYPH * len(line))
            continue
        xs = TextPath((0, 0), line, size=1.0, prop=FontProperties(weight="bold" if bold else "normal")).vertices[:, 0]
        widths.append(float(xs.max() - xs.min()) if len(xs) else 0.0)
    return max(widths)


def words_box(
    at: XY, words: str, size: float, ha: str = "center", va: str = "center", *, bold: bool = False
) -> Polygon:
    """Where ``words`` written ``size`` plane units high at ``at`` lie, measured (:func:`ems`), as a box: as
    :func:`label_box`, for words whose every letter counts."""
    lines = words.count("\n") + 1
    w, h = ems(words, bold) * size, size * 1.15 * lines
    x0 = {"left": at[0], "center": at[0] - w / 2, "right": at[0] - w}[ha]
    y_low = {"bottom": at[1], "center": at[1] - h / 2, "top": at[1] - h, "baseline": at[1]}[va]
    return shapely.geometry.box(x0, y_low, x0 + w, y_low + h)


def _view(ax: Axes) -> tuple[float, float, float, float]:
    """The part of the plane ``ax`` shows: its least and greatest x and y."""
    (x0, x1), (y0, y1) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
    return x0, y0, x1, y1


def words_boxes(ax: Axes) -> list[Polygon]:
    """The boxes (:func:`words_box`, in plane units) of the words already written on ``ax`` at places of the plane:
    what new words (a mark's, a label's) must keep clear of."""
    from matplotlib.text import Text

    units = unit_points(ax)
    flip = {"top": "bottom", "bottom": "top"} if ax.yaxis_inverted() else {}
    out = []
    for t in ax.texts:
        if not isinstance(t, Text) or not t.get_visible() or not t.get_text() or t.get_transform() is not ax.transData:
            continue
        x, y = t.get_position()
        va = str(t.get_verticalalignment())
        va = flip.get(va, va) if va in ("top", "bottom", "center", "baseline") else "center"
        bold = str(t.get_fontweight()) in ("bold", "700", "heavy", "800", "900")
        size = float(t.get_fontsize()) / units
        out.append(words_box((float(x), float(y)), t.get_text(), size, str(t.get_horizontalalignment()), va, bold=bold))
    return out


def free_spot(
    ax: Axes,
    candidates: Sequence[tuple[XY, str, str]],
    words: str,
    taken: list[BaseGeometry],
    *,
    size: float = 0.2,
    bold: bool | None = None,
    gap: float = 0.0,
) -> tuple[XY, str, str] | None:
    """Where :func:`free_text` puts ``words``, without drawing them (the box they take is added to ``taken``); ``None``
    without candidates. A spot whose words would run past the edge of a framed picture counts that part as covered:
    a label stays inside the picture [issue 24]. With ``bold`` given, the words' box is measured from the font
    (:func:`words_box`), not guessed (:func:`label_box`). With ``gap``, the box added to ``taken`` is widened by that
    many letter heights, so the next words keep a gap from these and never read on as one ("PortlandDevastator-1")."""
    if not candidates:
        return None
    south = y_axis_of(ax) is YAxis.SOUTH
    flip = {"top": "bottom", "bottom": "top"}

    def box_of(c: tuple[XY, str, str]) -> Polygon:
        at, ha, va = c
        if bold is None:
            return label_box(at, words, size, ha, flip.get(va, va) if south else va)
        return words_box(at, words, size, ha, flip.get(va, va) if south else va, bold=bold)

    view = None if ax.get_autoscalex_on() or ax.get_autoscaley_on() else shapely.box(*_view(ax))

    def overlap(c: tuple[XY, str, str]) -> float:
        b = box_of(c)
        outside = 0.0 if view is None else b.difference(view).area  # words past the picture's edge are cut off
        return sum(b.intersection(t).area for t in taken) + outside

    choice = next((c for c in candidates if overlap(c) == 0.0), None) or min(candidates, key=overlap)
    taken.append(box_of(choice).buffer(gap * size, join_style="mitre") if gap else box_of(choice))
    return choice


# ---------------------------------------------------------------- the key


@dataclass(frozen=True)
class Key:
    """One row of a legend: what is drawn (``kind``), in which colour, and what it means.

    ``kind`` is one of :data:`KEY_KINDS`: ``fill`` (a tinted area), ``hatch`` (a hatched
    area), ``outline`` (a dashed border), ``frame`` (a solid, heavy border), ``line``, ``dash``,
    ``arrow``, ``dot``, ``ring``, ``cross``, ``diamond``, ``note`` (words alone: how to read what is written on the
    board, such as a counter's ratings).
    """

    kind: str
    color: str
    text: str

    def __post_init__(self) -> None:
        if self.kind not in KEY_KINDS:
            raise ValueError(f"key kind must be one of {KEY_KINDS}, not {self.kind!r}")

    def handle(self) -> Artist:
        """A stand-in artist for the legend."""
        if self.kind == "note":  # words alone: how to read something written on the board
            return Patch(facecolor="none", edgecolor="none")
        if self.kind == "fill":
            return Patch(facecolor=self.color, edgecolor="none", alpha=0.55)
        if self.kind == "hatch":
            return Patch(facecolor="white", edgecolor=self.color, hatch="////", linewidth=0.6)
        if self.kind == "outline":
            return Patch(facecolor="none", edgecolor=self.color, linewidth=2.0, linestyle="--")
        if self.kind == "frame":
            return Patch(facecolor="none", edgecolor=self.color, linewidth=2.8)
        if self.kind in ("line", "dash", "arrow"):
            return Line2D(
                [],
                [],
                color=self.color,
                linewidth=3.0 if self.kind == "arrow" else 2.0,
                linestyle="--" if self.kind == "dash" else "-",
                marker=">" if self.kind == "arrow" else None,
                markersize=6,
            )
        marks = {"dot": "o", "ring": "o", "cross": "X", "diamond": "D"}
        face = "white" if self.kind == "ring" else self.color
        return Line2D(
            [],
            [],
            linestyle="none",
            marker=marks[self.kind],
            markersize=8,
            markerfacecolor=face,
            markeredgecolor=self.color,
        )


KEY_KINDS = ("fill", "hatch", "outline", "frame", "line", "dash", "arrow", "dot", "ring", "cross", "diamond", "note")


def key(
    ax: Axes,
    keys: Sequence[Key],
    *,
    columns: int | None = None,
    points: float = KEY_POINTS,
    below: bool = True,
    gid: str | None = "key",
) -> list[Artist]:
    """A legend of ``keys`` under the drawing (``below=False``: to its right), rows filled left to right, then the
    rows :func:`add_key_rows` gave ``ax``.

    ``columns`` defaults to as many as fit the width of ``ax`` (estimated from the texts).
    Text is ``points`` high whatever the scale, so the key reads the same on every picture.
    """
    _KEYED[ax] = list(keys)
    rows = list(dict.fromkeys([*keys, *_ADDED.get(ax, [])]))
    if not rows:
        return []
    if columns is None:
        fig = figure_of_axes(ax)
        avail = ax.get_position().width * fig.get_figwidth() * 72.0
        columns = key_columns(rows, avail, points) if below else 1
    where: dict[str, Any] = (
        {"loc": "upper left", "bbox_to_anchor": (0.0, 0.0)}
        if below
        else {"loc": "upper left", "bbox_to_anchor": (1.01, 1.0)}
    )
    leg = ax.legend(
        [k.handle() for k in rows],
        [k.text for k in rows],
        ncols=columns,
        frameon=False,
        fontsize=points,
        handlelength=1.6,
        handleheight=1.0,
        columnspacing=1.4,
        borderaxespad=0.2,
        **where,
    )
    return named([leg], gid)


def colour_key(
    ax: Axes,
    entries: Sequence[tuple[str, str]],
    loc: str = "upper right",
    size: float = SMALLEST_POINTS,
    edge: str = GRID,
    *,
    at: XY | None = None,
    stacked: bool = False,
) -> list[Artist]:
    """A key of what each colour stands for (``[("United States", "#2b6cb0"), ...]``): a square and the words in that
    colour, side by side (one under another when ``stacked``) on a white backing framed in ``edge`` (the map's grid
    colour), in the corner ``loc`` of the map, or with its ``loc`` corner on the point ``at`` (data units) when given;
    one artist (nothing for no entries)."""
    if not entries:
        return []
    words: list[Artist] = [
        TextArea(f"\u25a0 {name}", textprops={"color": colour, "fontsize": size, "weight": "bold"})
        for name, colour in entries
    ]
    packer = VPacker(children=words, pad=0, sep=3, align="left") if stacked else HPacker(children=words, pad=0, sep=8)
    where: dict[str, Any] = {} if at is None else {"bbox_to_anchor": at, "bbox_transform": ax.transData}
    box = AnchoredOffsetbox(loc=loc, child=packer, pad=0.4, borderpad=0.5 if at is None else 0.0, frameon=True, **where)
    box.patch.set(facecolor="white", edgecolor=edge, boxstyle="round,pad=0")  # the frame inside its extent
    box.set_zorder(8)
    box.set_gid("colour-key")
    ax.add_artist(box)
    return [box]


def add_key_rows(ax: Axes, rows: Sequence[Key]) -> list[Artist]:
    """Add ``rows`` to the key of ``ax`` for good: drawn now after the rows it has, and kept after those of any
    :func:`key` drawn on ``ax`` later. For a mark that a shared drawer adds to a picture whose own drawing writes its
    key before or after (a replay's marks of what happened on a rule set's exported point)."""
    _ADDED[ax] = list(dict.fromkeys([*_ADDED.get(ax, []), *rows]))
    return key(ax, _KEYED.get(ax, []))


#: the rows :func:`key` was last given for each axes, and those :func:`add_key_rows` added for good
_KEYED: WeakKeyDictionary[Axes, list[Key]] = WeakKeyDictionary()
_ADDED: WeakKeyDictionary[Axes, list[Key]] = WeakKeyDictionary()


def key_columns(rows: Sequence[Key], avail: float, points: float = KEY_POINTS) -> int:
    """The most legend columns (filled top to bottom, as matplotlib does: the first ``len(rows) % n`` columns one row
    longer) whose estimated width fits ``avail`` points."""
    for n in range(min(len(rows), 4), 1, -1):
        short, longer = divmod(len(rows), n)
        ends = [0]
        for c in range(n):
            ends.append(ends[-1] + short + (1 if c < longer else 0))
        widths = [max(len(k.text) for k in rows[a:b]) * 0.53 * points + 30.0 for a, b in zip(ends, ends[1:]) if b > a]
        if sum(widths) + 1.4 * points * (len(widths) - 1) <= avail:
            return n
    return 1


def key_inches(rows: int, columns: int, points: float = KEY_POINTS) -> float:
    """How many inches a key of ``rows`` rows in ``columns`` columns (:func:`key`) takes under a drawing: room to
    leave for it when the figure's size is fixed before it is drawn (a replay board)."""
    return (-(-rows // max(1, columns)) * 1.75 * points + 2.4 * points) / 72.0


__all__ = [
    "BACKING",
    "GLYPH",
    "PIPS",
    "HULL",
    "KEY_KINDS",
    "MARKERS",
    "XY",
    "Key",
    "Pad",
    "Shapes",
    "add_key_rows",
    "area",
    "arrow",
    "arrow_shape",
    "colour_key",
    "compass",
    "die",
    "direction",
    "ems",
    "fit",
    "free_spot",
    "free_text",
    "frame",
    "heading_arrow",
    "hull",
    "key",
    "key_columns",
    "key_inches",
    "label_box",
    "line",
    "line_of_fire",
    "marker",
    "marker_shape",
    "oriented",
    "polygons",
    "route",
    "ruler",
    "text",
    "tile",
    "tile_shape",
    "unit_points",
    "wind",
    "words_box",
    "words_boxes",
    "y_axis_of",
]
