"""Rule-free matplotlib helpers for hex maps (:mod:`sailkit.geometry.hexes`): hexes, names, two-hex counters, arrows.

Each helper draws on an ``ax`` you pass and returns the artists it made. Plane
coordinates are the hex geometry's own: hex centres one unit apart, y growing
southward, so :func:`hex_frame` inverts the y axis to draw North up. Nothing here
knows a game's rules.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import PolyCollection
from matplotlib.patches import FancyArrowPatch
from matplotlib.patches import Polygon as PolygonPatch

from ..geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from .primitives import GLYPH, unit_points

SEA = "#f4f8fb"
GRID = "#b9c7d3"
LABEL = "#7d8b97"
INK = "#1d2731"
#: The length along a counter's keel a name may fill, in hex widths (the counter, tail to tip, is 1.83 long), and the
#: smallest size (points) a name is shrunk to before it is cut short.
KEEL, MIN_NAME = 1.65, 3.5


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
    ax: Axes, grid: HexGrid, hexes: Iterable[Hex], size: float = 5, color: str = LABEL, dy: float = -0.3
) -> list[Artist]:
    """Write each hex's map name (``J20``) near its top edge."""
    out: list[Artist] = []
    for h in hexes:
        if h in grid:
            x, y = h.center
            out.append(
                ax.text(
                    x,
                    y + dy,
                    grid.format(h),
                    ha="center",
                    va="center",
                    fontsize=size,
                    color=color,
                    zorder=2,
                    clip_on=True,
                )
            )
    return out


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
    size: float = 6,
) -> list[Artist]:
    """A two-hex counter with an optional label along its keel: :func:`counter_hull`, then :func:`counter_label`."""
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


def fitted_name(ax: Axes, label: str, size: float, minimum: float = MIN_NAME) -> tuple[str, float]:
    """``label`` and a text size (points) at which it fills no more than a counter's keel on ``ax``: ``size`` when it
    fits, else smaller, but not below ``minimum``; a name too long even then is cut short, ending in a full stop
    (``"Santisima T."``), so a whole name shows wherever the map is drawn large enough for it."""
    room = KEEL * unit_points(ax)
    fits = room / (GLYPH * max(1, len(label)))
    if fits >= minimum:
        return label, min(size, fits)
    keep = max(1, int(room / (GLYPH * minimum)) - 1)
    return label[:keep].rstrip() + ".", minimum


def counter_label(ax: Axes, ship: TwoHexShip, label: str, size: float = 6) -> list[Artist]:
    """``label`` in white along a two-hex counter's keel (centred on :func:`counter_middle`), read from the left
    (never upside down), at ``size`` points or as much smaller as it needs to fit the keel (:func:`fitted_name`)."""
    (bx, by), (sx, sy) = ship.bow.center, ship.stern.center
    angle = math.degrees(math.atan2(-(by - sy), bx - sx))
    if angle > 90 or angle < -90:
        angle += 180
    label, size = fitted_name(ax, label, size)
    return [
        ax.text(
            *counter_middle(ship),
            label,
            ha="center",
            va="center",
            rotation=angle,
            fontsize=size,
            color="white",
            zorder=6,
            fontweight="bold",
        )
    ]


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
        words = ax.text(start[0] - 0.5, start[1] + 0.5, label, ha="left", va="top", fontsize=7, color=color, zorder=7)
        words.set_bbox({"facecolor": "white", "edgecolor": "none", "alpha": 0.85, "boxstyle": "round,pad=0.15"})
        out.append(words)
    return out


def draw_path(
    ax: Axes, points: Sequence[tuple[float, float]], color: str = INK, style: str = "--", width: float = 1.2
) -> list[Artist]:
    """A polyline through plane points (a ship's track)."""
    (line,) = ax.plot([p[0] for p in points], [p[1] for p in points], style, color=color, lw=width, zorder=4)
    return [line]


__all__ = [
    "GRID",
    "INK",
    "LABEL",
    "SEA",
    "counter_hull",
    "counter_label",
    "counter_middle",
    "counter_outline",
    "draw_arrow",
    "draw_counter",
    "draw_hexes",
    "draw_path",
    "fitted_name",
    "hex_frame",
    "label_hexes",
]
