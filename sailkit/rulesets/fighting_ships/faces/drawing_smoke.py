"""Smoke counters drawn on a position's table and on the replay board [9.1.6].

Each counter is a pale grey band along the stretch of track it was laid on, as wide as the ship that laid it, drawn
under the ships as fog is: while it stands it is fog for sight and fire [9.1.6, 1.5.2d]. Rule-free: it reads the
position's ``smoke`` field (each counter's own ``shape``), never a rule module.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw.style import BLIND

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

SMOKE_KEY = p.Key("fill", BLIND, "smoke laid along a ship's track: fog while it stands [9.1.6]")


def draw_smoke(ax: Axes, s: Any, n: int) -> list[Artist]:
    """One smoke counter, the ``n``-th of its position."""
    return p.area(ax, s.shape, color=BLIND, alpha=0.35, edge=BLIND, width=0.8, zorder=1.3, gid=f"smoke-{n}")


def smoke_pieces(position: Any) -> list[tuple[tuple[Any, ...], Any]]:
    """The smoke counters as a replay board keeps them, each by all it shows."""
    return [
        (("smoke", s.start, s.end, s.width, s.laid), partial(draw_smoke, s=s, n=n))
        for n, s in enumerate(getattr(position, "smoke", ()))
    ]


def draw_smoke_counters(ax: Axes, position: Any) -> list[p.Key]:
    """``position``'s smoke counters on ``ax``; the key row when any was drawn."""
    for _, draw in smoke_pieces(position):
        draw(ax)
    return [SMOKE_KEY] if getattr(position, "smoke", ()) else []


def smoke_bounds(position: Any) -> list[BaseGeometry]:
    """What a picture of ``position`` must hold for its smoke counters."""
    return [s.shape for s in getattr(position, "smoke", ())]


__all__ = ["SMOKE_KEY", "draw_smoke", "draw_smoke_counters", "smoke_bounds", "smoke_pieces"]
