"""Rule-free matplotlib helpers for hex maps (:mod:`sailkit.geometry.hexes`): hexes, names, two-hex counters, arrows.

Each helper draws on an ``ax`` you pass and returns the artists it made. Plane
coordinates are the hex geometry's own: hex centres one unit apart, y growing
southward, so :func:`hex_frame` inverts the y axis to draw North up. Nothing here
knows a game's rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from matplotlib.patches import FancyArrowPatch
from matplotlib.patches import Polygon as PolygonPatch
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from .primitives import free_spot, text, unit_points
from .style import SMALLEST_POINTS

SEA = "#f4f8fb"
GRID = "#b9c7d3"
LABEL = "#7d8b97"
INK = "#1d2731"
#: A ship's name on its counter, and a hex's name in it, in points (never below the kit's smallest text).
NAME_POINTS, HEX_NAME_POINTS = 9.0, SMALLEST_POINTS


def hex_frame(ax: Axes, hexes: Iterable[Hex], margin: float = 0.8) -> None:
    """Fit ``ax`` to ``hexes`` with ``margin`` units around, equal aspect, North up, no ticks."""
    pts = [h.center for h in hexes]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    ax.set_xlim(min(xs) - margin, max(xs) + margin)
    ax.set_ylim(max(ys) + margin, min(ys) - margin)  # y grows southward: North up
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    ax.set_facecolor(SEA)


def draw_hexes(
    ax: Axes,
    hexes: Iterable[Hex],
    facecolor: str | Sequence[str] = "none",
    edgecolor: str = GRID,
    linewidth: float = 0.6,
    alpha: float = 1.0,
    zorder: float = 1,
) -> list[Artist]:
    """Outline (and fill) each hex; one PolyCollection."""
    polys = [list(h.polygon.exterior.coords) for h in hexes]
    coll = PolyCollection(
        polys, facecolors=facecolor, edgecolors=edgecolor, linewidths=linewidth, alpha=alpha, zorder=zorder
    )
    ax.add_collection(coll)
    return [coll]


def label_hexes(
    ax: Axes,
    grid: HexGrid | None,
    hexes: Iterable[Hex],
    size: float = HEX_NAME_POINTS,
    color: str = LABEL,
    dy: float = -0.3,
) -> list[Artist]:
    """Write each hex's map name (``J20``) near its top edge, ``size`` points (never below the kit's smallest text),
    so a reader finds the hex an explorer or a ruling names; a counter standing on the hex covers it. With no
    ``grid`` (no map: ships placed by code) each hex is named by its axial coordinates as the code writes them
    (:func:`axial_name`, ``"4,-2"`` for ``Hex(4, -2)``)."""
    out: list[Artist] = []
    for h in hexes:
        if grid is None or h in grid:
            x, y = h.center
            out.append(
                ax.text(
                    x,
                    y + dy,
                    axial_name(h) if grid is None else grid.format(h),
                    ha="center",
                    va="center",
                    fontsize=max(size, SMALLEST_POINTS),
                    color=color,
                    zorder=HEX_NAME_ZORDER,
                    clip_on=True,
                )
            )
    return out


#: The layer a hex's name is written in: over the sea and the grid, under any tint's numbers, counter or mark, and
#: apart from every other text's, so :func:`label_counters` finds the names it must clear.
HEX_NAME_ZORDER = 2.02


def _name_box(words: str, x: float, y: float, height: float) -> Polygon:
    """The box a hex's name ``words`` centred on ``(x, y)`` takes, ``height`` plane units high (its ink: capitals and
    figures, no descenders)."""
    w = 0.64 * height * len(words)  # DejaVu Sans figures and capitals, about 0.64 em wide
    return Polygon.from_bounds(x - w / 2, y - 0.37 * height, x + w / 2, y + 0.37 * height)


def hex_name_boxes(
    ax: Axes, grid: HexGrid | None, hexes: Iterable[Hex], size: float = HEX_NAME_POINTS, dy: float = -0.3
) -> list[Polygon]:
    """Where the names :func:`label_hexes` writes lie, a box each in plane units (their ink: capitals and figures,
    no descenders), for keeping other words off them."""
    height = max(size, SMALLEST_POINTS) / unit_points(ax)
    out = []
    for h in hexes:
        if grid is None or h in grid:
            x, y = h.center
            out.append(_name_box(axial_name(h) if grid is None else grid.format(h), x, y + dy, height))
    return out


def clear_names(ax: Axes, covers: Sequence[BaseGeometry]) -> list[Artist]:
    """Hide each hex's name on ``ax`` (:func:`label_hexes`) that any of ``covers`` (counters, their names) covers even
    in part, so no name is ever printed over another and no name peeks out half hidden: a counter standing on a hex,
    or its name, takes the hex's name's place [issue 24]; the names hidden."""
    from shapely import STRtree

    if not covers:
        return []
    tree = STRtree(list(covers))
    units = unit_points(ax)
    hidden: list[Artist] = []
    for t in ax.texts:
        if t.get_zorder() != HEX_NAME_ZORDER or not t.get_visible():
            continue
        x, y = t.get_position()
        box = _name_box(t.get_text(), float(x), float(y), float(t.get_fontsize()) / units)
        if len(tree.query(box, predicate="intersects")):
            t.set_visible(False)
            hidden.append(t)
    return hidden


def axial_name(h: Hex) -> str:
    """A hex named off any map by its axial coordinates, as ``Hex(q, r)`` places it: ``"4,-2"``."""
    return f"{h.q},{h.r}"


def counter_outline(ship: TwoHexShip, width: float = 0.62) -> list[tuple[float, float]]:
    """A ship counter across its two hexes: square at the stern, pointed at the bow."""
    (bx, by), (sx, sy) = ship.bow.center, ship.stern.center
    ux, uy = bx - sx, by - sy  # unit vector stern -> bow (centres are one unit apart)
    px, py = -uy, ux
    w = width / 2
    tail = (sx - 0.38 * ux, sy - 0.38 * uy)
    shoulder = (bx + 0.05 * ux, by + 0.05 * uy)
    tip = (bx + 0.45 * ux, by + 0.45 * uy)
    return [
        (tail[0] + w * px, tail[1] + w * py),
        (shoulder[0] + w * px, shoulder[1] + w * py),
        tip,
        (shoulder[0] - w * px, shoulder[1] - w * py),
        (tail[0] - w * px, tail[1] - w * py),
    ]


def draw_counter(
    ax: Axes,
    ship: TwoHexShip,
    color: str = "#2b6cb0",
    label: str = "",
    edge: str = INK,
    alpha: float = 1.0,
    size: float = NAME_POINTS,
) -> list[Artist]:
    """A two-hex counter with an optional label written level over it: :func:`counter_hull`, then
    :func:`counter_label`."""
    out = counter_hull(ax, ship, color, edge, alpha)
    if label:
        out += counter_label(ax, ship, label, size)
    return out


def counter_hull(
    ax: Axes, ship: TwoHexShip, color: str = "#2b6cb0", edge: str = INK, alpha: float = 1.0, autolim: bool = True
) -> list[Artist]:
    """The outline of a two-hex counter (:func:`counter_outline`), filled with ``color``; ``autolim=False`` leaves the
    axes' data limits alone (a board framed once for good, where working them out again is wasted)."""
    patch = PolygonPatch(
        counter_outline(ship), closed=True, facecolor=color, edgecolor=edge, linewidth=0.8, alpha=alpha, zorder=5
    )
    if autolim:
        ax.add_patch(patch)
    else:
        ax.add_artist(patch)
    return [patch]


def counter_middle(ship: TwoHexShip) -> tuple[float, float]:
    """The middle of a two-hex counter's keel: halfway between its bow and stern hexes' centres."""
    (bx, by), (sx, sy) = ship.bow.center, ship.stern.center
    return (bx + sx) / 2, (by + sy) / 2


def counter_label(ax: Axes, ship: TwoHexShip, label: str, size: float = NAME_POINTS) -> list[Artist]:
    """``label`` written level (never along the keel), bold ink on a white backing, on the middle of the counter's
    keel (:func:`counter_middle`), ``size`` points but never below :data:`~sailkit.draw.style.SMALLEST_POINTS`: a
    name reads at 100% whichever way the ship heads, and stays whole (where it runs past a counter standing North and
    South, its backing keeps it legible over the sea). :func:`label_counters` places names clear of each other."""
    return text(
        ax,
        counter_middle(ship),
        label,
        size=0.0,
        min_points=max(size, SMALLEST_POINTS),
        weight="bold",
        backing=True,
        zorder=6,
    )


def name_spots(ship: TwoHexShip, height: float) -> list[tuple[tuple[float, float], str, str]]:
    """Where a counter's name may go, best first, for :func:`sailkit.draw.primitives.free_spot`: across the middle of
    the keel, then across the bow or the stern hex, then just North or South of the counter, then beside it East or
    West; ``height`` is the name's height in plane units (y grows southward, as on the map)."""
    mx, my = counter_middle(ship)
    (bx, by), (sx, sy) = ship.bow.center, ship.stern.center
    top = min(by, sy) - 0.5 - 0.6 * height
    low = max(by, sy) + 0.5 + 0.6 * height
    return [
        ((mx, my), "center", "center"),
        ((bx, by), "center", "center"),
        ((sx, sy), "center", "center"),
        ((mx, top), "center", "center"),
        ((mx, low), "center", "center"),
        ((max(bx, sx) + 0.45, my), "left", "center"),
        ((min(bx, sx) - 0.45, my), "right", "center"),
    ]


def label_counters(
    ax: Axes, named: Sequence[tuple[TwoHexShip, str]], size: float = NAME_POINTS, avoid: Iterable[Polygon] = ()
) -> list[Artist]:
    """Each counter's name (:func:`counter_label`), placed so that no two names overlap and no name covers another
    counter: at the first of :func:`name_spots` clear of the other counters, of ``avoid`` and of the names placed
    before it (the least covered spot when none is clear). A hex's name the counters, ``avoid`` or the ships' names
    cover is hidden (:func:`clear_names`): names are never printed over names."""
    points = max(size, SMALLEST_POINTS)
    height = points / unit_points(ax)
    outlines = [Polygon(counter_outline(ship)) for ship, _ in named]
    placed: list[BaseGeometry] = list(avoid)
    out: list[Artist] = []
    for i, (ship, label) in enumerate(named):
        taken = [o for j, o in enumerate(outlines) if j != i] + placed
        spot = free_spot(ax, name_spots(ship, height), label, taken, size=height)
        assert spot is not None, "name_spots always offers spots"
        placed.append(taken[-1])  # the box free_spot took for this name
        (x, y), ha, va = spot
        out += text(ax, (x, y), label, size=0.0, min_points=points, weight="bold", backing=True, ha=ha, va=va, zorder=6)
    clear_names(ax, [*outlines, *placed])  # no hex's name half under a counter, its badge or a ship's name
    return out


def draw_arrow(
    ax: Axes,
    start: tuple[float, float],
    direction: HexDirection,
    length: float = 1.6,
    color: str = INK,
    label: str = "",
) -> list[Artist]:
    """An arrow from ``start`` pointing toward ``direction`` (North up), ``label`` under its tail: set from half a hex
    left of the tail, on a white backing, so that it stays on a map drawn from the tail's corner and reads over the
    hexes' names."""
    dq, dr = direction.step
    dx, dy = Hex(dq, dr).center
    arrow = FancyArrowPatch(
        start,
        (start[0] + dx * length, start[1] + dy * length),
        arrowstyle="-|>",
        mutation_scale=12,
        color=color,
        lw=1.6,
        zorder=7,
    )
    ax.add_patch(arrow)
    out: list[Artist] = [arrow]
    if label:
        words = ax.text(
            start[0] - 0.5, start[1] + 0.5, label, ha="left", va="top", fontsize=SMALLEST_POINTS, color=color, zorder=7
        )
        words.set_bbox({"facecolor": "white", "edgecolor": "none", "alpha": 0.85, "boxstyle": "round,pad=0.15"})
        out.append(words)
    return out


def draw_path(
    ax: Axes, points: Sequence[tuple[float, float]], color: str = INK, style: str = "--", width: float = 1.2
) -> list[Artist]:
    """A polyline through plane points (a ship's track)."""
    (line,) = ax.plot([p[0] for p in points], [p[1] for p in points], style, color=color, lw=width, zorder=4)
    return [line]


def window_at_least(window: Sequence[Hex], grid: HexGrid, columns: int = 13, rows: int = 9) -> list[Hex]:
    """``window`` (hexes of ``grid``'s map) widened about its middle to at least ``columns`` by ``rows`` hexes of the
    map, kept within it, so that two ships in line still make a picture with room for the wind and the key: a
    diagram's window and a replay board's alike."""
    spots = [grid.offset(h) for h in window]
    if not spots:
        return list(window)
    cols, rws = [c for c, _ in spots], [r for _, r in spots]
    c0, c1 = _widened(min(cols), max(cols), columns, grid.columns)
    r0, r1 = _widened(min(rws), max(rws), rows, grid.rows)
    return [h for row in range(r0, r1 + 1) for col in range(c0, c1 + 1) if (h := grid.hex(col, row)) in grid]


def _widened(low: int, high: int, size: int, limit: int) -> tuple[int, int]:
    """``low..high`` grown to ``size`` (or to the whole ``1..limit``), half on each side, kept within the map."""
    extra = max(0, size - (high - low + 1))
    low, high = low - extra // 2, high + extra - extra // 2
    if low < 1:
        low, high = 1, high + 1 - low
    if high > limit:
        low, high = max(1, low - (high - limit)), limit
    return low, high


__all__ = [
    "GRID",
    "HEX_NAME_POINTS",
    "INK",
    "LABEL",
    "NAME_POINTS",
    "SEA",
    "axial_name",
    "counter_hull",
    "counter_label",
    "counter_middle",
    "counter_outline",
    "draw_arrow",
    "draw_counter",
    "draw_hexes",
    "draw_path",
    "hex_frame",
    "HEX_NAME_ZORDER",
    "clear_names",
    "hex_name_boxes",
    "label_counters",
    "label_hexes",
    "name_spots",
    "window_at_least",
]
