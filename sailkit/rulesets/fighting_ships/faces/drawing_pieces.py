"""Torpedo, missile and mine counters drawn on a position's table and on the replay board [5.7.1, 5.8.1, 9.1.5].

A running torpedo or missile counter is its 1 cm square in its side's colour, ringed so it is seen at the table's
scale, with a short tick the way it runs and its name and inches run beside it (``T1 12in``); one that struck is a
dashed ring where it hit (those that stopped otherwise are gone from the table). A mine is a dark dot with its 4-inch reach dashed round it; a red
herring is drawn the same (the enemy cannot tell them apart on the table). Rule-free: it reads the position's fields, never a rule module.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.style import INK, SMALLEST_POINTS
from .drawing_table import LABEL_GAP, SIDE_COLOURS, toward

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

#: A mine's reach [9.1.5], the picture's own copy (held to the rules' by a test).
MINE_REACH = 4.0
COUNTER_KEY = p.Key("ring", INK, "a torpedo or missile counter (1 cm) in its side's colour, ticked the way it runs")
MINE_KEY = p.Key("dash", INK, "a mine and its 4-inch reach [9.1.5]")


def drawn_counters(position: Any) -> list[Any]:
    """The torpedo and missile counters still running, and those that struck this Game-Turn (shown where they hit)."""
    return [c for c in getattr(position, "counters", ()) if c.fate in ("running", "struck")]


def _words(c: Any) -> str:
    """A counter's name and how far it has run, or that it was launched this Game-Turn and has not yet run."""
    run = f"{c.run:.0f} in" if c.run else "launched"
    return f"{c.name} {run}" + ("" if c.fate == "running" else f" {c.fate}")


def draw_counter(ax: Axes, c: Any) -> list[Artist]:
    """One torpedo or missile counter (see the module's docstring)."""
    colour = SIDE_COLOURS.get(int(c.side), INK)
    at = (c.point.x, c.point.y)
    running = c.fate == "running"
    out = p.area(ax, c.square, color=colour, edge="white", width=0.6, zorder=6.0, gid=f"counter-{c.name}")
    out += p.marker(ax, [at], kind="ring", size=1.0, color=colour, face="none", width=1.4,
                    style="-" if running else "--", zorder=6.0, gid=f"counter-ring-{c.name}")  # fmt: skip
    if running:
        tip = toward(at, c.pose.heading, 1.1)
        out += p.line(ax, [at, tip], color=colour, width=1.6, zorder=6.0, gid=f"counter-way-{c.name}")
    return out


def draw_mine(ax: Axes, m: Any) -> list[Artist]:
    """One mine counter and its reach."""
    at = (m.point.x, m.point.y)
    ring = shapely.Point(at).buffer(MINE_REACH, quad_segs=24)
    out = p.area(ax, ring, color="none", edge=INK, width=0.9, style="--", zorder=1.4, gid=f"mine-reach-{m.name}")
    return out + p.marker(ax, [at], kind="dot", size=0.5, color=INK, zorder=6.0, gid=f"mine-{m.name}")


def piece_words(
    ax: Axes, at: tuple[float, float], words: str, side: int, *, ha: str = "left", va: str = "center"
) -> list[Artist]:
    """A piece's words beside it (a counter, a mine, a boat, a pack, an aircraft), bold in its side's colour and never
    below the kit's smallest size, whatever the table's scale."""
    colour = SIDE_COLOURS.get(side, INK)
    return p.text(
        ax,
        at,
        words,
        size=tb.TEXT,
        min_points=SMALLEST_POINTS,
        ha=ha,
        va=va,
        color=colour,
        weight="bold",
        backing=True,
        zorder=6,
    )


def _piece(draw: Any, piece: Any, spot: Spot | None, ax: Axes) -> list[Artist]:
    words = _words(piece) if hasattr(piece, "run") else piece.name
    if spot is None:
        label = piece_words(ax, (piece.point.x + 0.7, piece.point.y + 0.5), words, int(piece.side))
    else:
        label = piece_words(ax, spot[0], words, int(piece.side), ha=spot[1], va=spot[2])
    return list(draw(ax, piece)) + label


#: Where a piece's words go: the point, and how they hang from it (:func:`sailkit.draw.primitives.free_spot`).
Spot = tuple[tuple[float, float], str, str]


def words_spot(
    ax: Axes | None, at: tuple[float, float], words: str, taken: list[BaseGeometry] | None, reach: float = 0.7
) -> Spot | None:
    """Where a piece's ``words`` go round its point ``at``: beside it East, then West, above, below, clear of
    ``taken`` (the ships, their names and the words placed before) and inside the picture, through the kit's
    keep-clear placement, ``reach`` inches from it; ``None`` (East of it, as always) without ``ax`` and ``taken``
    [issue 24]."""
    if ax is None or taken is None:
        return None
    x, y = at
    size = max(tb.TEXT, SMALLEST_POINTS / p.unit_points(ax))
    spots = [((x + reach, y), "left", "center"), ((x - reach, y), "right", "center"),
             ((x, y + reach + 0.2), "center", "bottom"), ((x, y - reach - 0.2), "center", "top")]  # fmt: skip
    for k in (1, 2, 3):  # a crowd (a carrier's flight) stacks its words a line further out, each keeping its gap
        step = k * size * 1.6
        spots += [((x, y + reach + 0.2 + step), "center", "bottom"), ((x, y - reach - 0.2 - step), "center", "top")]
    return p.free_spot(ax, spots, words, taken, size=size, bold=True, gap=LABEL_GAP)


def counter_pieces(
    position: Any, ax: Axes | None = None, taken: list[BaseGeometry] | None = None
) -> list[tuple[tuple[Any, ...], Any]]:
    """The counters and mines as a replay board keeps them, each by all it shows; with ``ax`` and ``taken``, each
    one's words clear of ``taken`` (:func:`words_spot`: a torpedo just launched never covers her ship's name)."""
    out: list[tuple[tuple[Any, ...], Any]] = []
    for c in drawn_counters(position):
        spot = words_spot(ax, (c.point.x, c.point.y), _words(c), taken)
        out.append((("counter", c.name, c.pose, c.fate, _words(c), spot), partial(_piece, draw_counter, c, spot)))
    for m in getattr(position, "mines", ()):
        spot = words_spot(ax, (m.point.x, m.point.y), m.name, taken)
        out.append((("mine", m.name, m.point, spot), partial(_piece, draw_mine, m, spot)))
    return out


def draw_pieces(ax: Axes, position: Any, taken: list[BaseGeometry] | None = None) -> list[p.Key]:
    """``position``'s counters and mines on ``ax``, named (clear of ``taken``, when given); the key rows of what was
    drawn."""
    for _, draw in counter_pieces(position, ax, taken):
        draw(ax)
    keys = [COUNTER_KEY] if drawn_counters(position) else []
    return keys + ([MINE_KEY] if getattr(position, "mines", ()) else [])


def piece_bounds(position: Any) -> list[BaseGeometry]:
    """What a picture of ``position`` must hold for its counters and mines."""
    spots: list[BaseGeometry] = [shapely.Point(c.point.x, c.point.y).buffer(1.5) for c in drawn_counters(position)]
    return spots + [shapely.Point(m.point.x, m.point.y).buffer(MINE_REACH) for m in getattr(position, "mines", ())]


__all__ = ["COUNTER_KEY", "MINE_KEY", "MINE_REACH", "counter_pieces", "draw_pieces", "drawn_counters", "piece_bounds"]
