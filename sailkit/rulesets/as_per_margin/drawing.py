"""Drawing As Per Margin on the open table: hulls, broadside arcs, the 3-inch ring and a move's path.

Compute first, then draw: :func:`falling_aboard_figure` asks :func:`first_check` for the
ruling and then draws it on a new figure; :func:`draw_ships`, :func:`draw_arcs`,
:func:`draw_move` draw on a given axes and return their artists. Imports matplotlib
(through :mod:`sailkit.draw`) only when called.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import shapely

from ...draw import primitives as p
from ...draw.figure import board_figure, describe, heading
from ...draw.style import GHOST, HIGHLIGHT, INK, PATH, PORT, SEA, STARBOARD
from ...geometry.table import Move
from ...rulings import Ruling
from .falling_aboard import REACH, first_check
from .fire import BROADSIDES, MAX_RANGE
from .ships import HULL, Ship

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

SIDE_COLOURS = {1: "#2f5d8a", 2: "#a23b3b"}


def draw_ships(ax: Axes, ships: Sequence[Ship], *, highlight: Sequence[str] = ()) -> list[Artist]:
    """Each ship as its hull outline round the mainmast, coloured by side, named beside it."""
    out: list[Artist] = []
    for s in ships:
        edge = HIGHLIGHT if s.name in highlight else INK
        out += p.area(
            ax, s.pose.place(HULL), color=SIDE_COLOURS[s.side], edge=edge, width=1.6, zorder=4, gid=f"ship-{s.name}"
        )
        out += p.marker(ax, [s.mainmast], kind="dot", size=0.3, color="white", edge=INK, zorder=5)
        out += p.text(ax, s.pose.to_table((1.1, 0.0)), s.name, size=0.7, min_points=7, ha="left", backing=True)
    return out


def draw_arcs(ax: Axes, ship: Ship, *, radius: float = MAX_RANGE) -> list[Artist]:
    """Both broadside arcs of ``ship`` out to ``radius`` inches [FIRE, APM-07a]."""
    out: list[Artist] = []
    colours = {"P": PORT, "S": STARBOARD}
    for side in ("P", "S"):
        fan = BROADSIDES[side].fan(ship.pose, radius)
        out += p.area(
            ax,
            fan,
            color=colours[side],
            alpha=0.18,
            edge=colours[side],
            width=0.8,
            zorder=1,
            gid=f"arc-{ship.name}-{side}",
        )
    return out


def draw_move(ax: Axes, ship: Ship, move: Move, ruling: Ruling | None = None) -> list[Artist]:
    """The mainmast's path, the ship ghosted at its end, the 3-inch ring round each ship met and the check point."""
    out: list[Artist] = []
    track = move.track(ship.pose)
    out += p.line(ax, track.points, color=PATH, width=1.8, zorder=3, gid="path")
    out += p.area(ax, move.end(ship.pose).place(HULL), color="none", edge=GHOST, width=1.2, style="--", zorder=3)
    if ruling is not None and ruling.verdict is not None:
        met = shapely.Point(ruling.other_at).buffer(REACH, 64)
        out += p.area(ax, met, color="none", edge=HIGHLIGHT, width=1.4, style="--", zorder=2, gid="ring")
        out += p.marker(ax, [ruling.at], kind="cross", size=0.6, color=HIGHLIGHT, edge=INK, zorder=6, gid="check")
    return out


def falling_aboard_figure(mover: Ship, move: Move, others: Sequence[Ship]) -> Figure:
    """The 3-inch check of ``mover`` making ``move`` among ``others``: path, ring and the first closing point."""
    ruling = first_check(mover, move, others)
    ships = [mover, *[s for s in others if s.name != mover.name]]
    track = move.track(mover.pose)
    bounds = shapely.MultiPoint([*(s.mainmast for s in ships), *track.points]).buffer(REACH + 1.0).bounds
    x0, y0, x1, y1 = bounds
    ruler = [(x0 + 0.5, y0 + 0.6), (x0 + 3.5, y0 + 0.6)]
    fig, ax = board_figure(x1 - x0, y1 - y0, inch_per_unit=0.3)
    p.frame(ax, bounds)
    p.area(ax, shapely.box(*bounds), color=SEA, zorder=0)
    draw_ships(ax, ships, highlight=[mover.name] + ([ruling.verdict] if ruling.verdict else []))
    draw_move(ax, mover, move, ruling)
    if ruling.verdict is None:
        words = f"{mover.name} comes within {REACH:g} inches of no ship while closing"
    else:
        words = f"{mover.name} must check with {ruling.verdict} {ruling.progress:.0%} of the way along its move"
    p.line(ax, ruler, color=INK, width=2.0, gid="ruler")
    p.text(ax, (x0 + 2.0, y0 + 1.2), f"{REACH:g} inches", size=0.6, min_points=7)
    heading(ax, "Falling aboard [FALLING ABOARD, APM-04c]", words)
    return describe(fig, f"Falling-aboard check: {words}.")


__all__ = ["draw_arcs", "draw_move", "draw_ships", "falling_aboard_figure"]
