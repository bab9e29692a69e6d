"""Boat counters and night on the table [6.3, 3.2.1], and the desk's picture of what a boat may do.

A boat counter is drawn as a small pointed hull in its side's colour (a counter has no heading: it points up the
table), its name and load beside it (``Launch 1+M``: one crew die and a marine counter [6.2]); a sunk boat is a
dashed ghost. Night tints the whole table a deep blue, with a key row saying what it changes [3.2.1, 5.5.3.1]. The
``boats`` ruling (the desk's ``boat BOAT``) frames the boat in amber, rings how far it rows in a Game-Turn, and
draws a dashed red line from every ship that may fire at it with her chance of sinking it
(:mod:`.drawing_boat_desk`). Rule-free: it reads the position's and the ruling's fields, never a rule module.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw.style import HIGHLIGHT, INK
from .drawing_pieces import piece_words
from .drawing_table import SIDE_COLOURS, label

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

#: The night's tint over the table.
NIGHT = "#1f2f5c"
#: A boat counter's length and beam on the table, in inches.
BOAT_LENGTH, BOAT_BEAM = 0.9, 0.4
BOAT_KEY = p.Key("fill", INK, "a boat counter in its side's colour: crew dice, +M a marine counter [6.3, 6.2]")
NIGHT_KEY = p.Key("fill", NIGHT, "night: ships seen 20 inches off, fewer Gunnery dice [3.2.1, 5.5.3.1]")


def boat_shape(at: tuple[float, float]) -> BaseGeometry:
    """A boat counter's outline at ``at``: a small hull pointing up the table."""
    x, y, h, w = at[0], at[1], BOAT_LENGTH / 2, BOAT_BEAM / 2
    return Polygon([(x, y + h), (x + w, y + h * 0.2), (x + w * 0.8, y - h), (x - w * 0.8, y - h), (x - w, y + h * 0.2)])


def load(boat: Any) -> str:
    """What is written after a boat's name: its crew dice, ``+M`` a marine counter each, and a fate."""
    words = f"{boat.name} {boat.crew}" + "+M" * boat.marines
    return words + (" sunk" if boat.fate == "sunk" else "")


def drawn_boats(position: Any) -> list[Any]:
    """The boats of ``position`` drawn on its table: those afloat and those sunk (a crew gone aboard, or a boat
    pulled away, is no longer a counter in play)."""
    return [b for b in getattr(position, "boats", ()) if b.fate in ("afloat", "sunk")]


def draw_boat(ax: Axes, b: Any, framed: bool = False) -> list[Artist]:
    """One boat counter: its side's colour (a sunk one a dashed ghost), framed in amber when in question."""
    shape, colour = boat_shape((b.point.x, b.point.y)), SIDE_COLOURS.get(int(b.side), INK)
    sunk = b.fate == "sunk"
    out: list[Artist] = []
    if framed:
        out += p.area(
            ax, shape.buffer(0.25), color="none", edge=HIGHLIGHT, width=2.4, zorder=4.3, gid=f"frame-{b.name}"
        )
    return out + p.area(
        ax,
        shape,
        color=colour,
        alpha=0.3 if sunk else 0.95,
        edge="white" if not sunk else colour,
        width=1.0,
        style="--" if sunk else "-",
        zorder=4.4,
        gid=f"boat-{b.name}",
    )


def boat_pieces(position: Any, framed: Sequence[str] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """The boat counters as a replay board keeps them, each by all it shows: the counter and its words beside it."""
    return [
        (("boat", b.name, b.point, b.side, b.fate, load(b), b.name in framed), partial(_piece, b, b.name in framed))
        for b in drawn_boats(position)
    ]


def _piece(b: Any, framed: bool, ax: Axes) -> list[Artist]:
    words = piece_words(ax, (b.point.x + BOAT_BEAM, b.point.y), load(b), int(b.side))
    return draw_boat(ax, b, framed) + words


def draw_boats(ax: Axes, position: Any, taken: list[BaseGeometry], framed: Sequence[str] = ()) -> list[p.Key]:
    """``position``'s boat counters on ``ax`` (see the module's docstring), names clear of ``taken``; the key rows."""
    boats = drawn_boats(position)
    for b in boats:
        draw_boat(ax, b, b.name in framed)
        taken.append(boat_shape((b.point.x, b.point.y)).buffer(0.1))
    for b in boats:
        label(ax, boat_shape((b.point.x, b.point.y)), load(b), SIDE_COLOURS.get(int(b.side), INK), taken)
    return [BOAT_KEY] if boats else []


def draw_night(ax: Axes, position: Any, clip: BaseGeometry) -> list[p.Key]:
    """The night's tint over the part of the table drawn, when the position is fought at night [3.2.1]."""
    if not getattr(position, "night", False):
        return []
    p.area(ax, clip, color=NIGHT, alpha=0.26, edge="none", zorder=0.6, gid="night")
    return [NIGHT_KEY]


def boat_bounds(position: Any) -> list[BaseGeometry]:
    """What a picture of ``position`` must hold for its boats: each counter with room for its name."""
    return [shapely.Point(b.point.x, b.point.y).buffer(1.5) for b in drawn_boats(position)]


__all__ = [
    "BOAT_KEY",
    "NIGHT_KEY",
    "boat_bounds",
    "boat_pieces",
    "boat_shape",
    "draw_boat",
    "draw_boats",
    "draw_night",
    "drawn_boats",
    "load",
]
