"""Fighting Ships' picture of a submarine hunt [7.1, 7.3, 7.4]: the hunter, her sonar's reach as a tinted disc, the
part her ASW weapons reach as a hatched sector, and the pack's counters as the hunter sees them (all alike, numbered),
those her sonar reaches framed. Registered for rulings of kind ``hunt`` (:func:`~..sub_hunt.hunt`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw.style import BLOCKED, HIGHLIGHT, INK, SMALLEST_POINTS
from ....renderers import renderer
from ....rulings import Ruling
from ....wording import plural
from .drawing_cards import RULESET
from .drawing_pieces import Spot, piece_words, words_spot
from .drawing_table import SIDE_COLOURS, draw_ships, finish, label, open_sheet

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: The sonar's disc and the counters' grey.
SONAR, COUNTER = "#4c9bd6", "#5f6b75"


@renderer(RULESET, "hunt")
def hunt_figure(ruling: Ruling) -> Figure:
    """A hunt [7.3, 7.4]: the sonar disc tinted blue, the ASW sector hatched red, every counter a grey base with
    its number, framed amber when the sonar reaches it."""
    f = ruling.facts
    hunter, counters = f["hunter"], f["counters"]
    ax, _ = open_sheet(ruling, [f["sonar_zone"], hunter.base, *counters.values()], pad=1.0)
    p.area(ax, f["sonar_zone"], color=SONAR, alpha=0.12, edge=SONAR, width=1.4, zorder=1.2, gid="sonar")
    if not f["asw_zone"].is_empty:
        p.area(
            ax,
            f["asw_zone"],
            color="none",
            edge=BLOCKED,
            width=1.2,
            hatch="//",
            hatch_color=BLOCKED,
            zorder=1.3,
            gid="asw",
        )
    for number, shape in counters.items():
        reached = number in f["sonar"]
        p.area(
            ax,
            shape,
            color=COUNTER,
            alpha=0.85,
            edge=HIGHLIGHT if reached else INK,
            width=2.2 if reached else 0.8,
            zorder=3.8,
            gid=f"counter-{number}",
        )
        c = shape.centroid
        p.text(
            ax,
            (c.x, c.y),
            str(number),
            size=0.55,
            min_points=SMALLEST_POINTS,
            color="white",
            weight="bold",
            gid=f"counter-label-{number}",
        )
    draw_ships(ax, [hunter], highlight=[hunter.name])
    keys = [
        p.Key("fill", SONAR, f"sonar: {f['reach']:g} in, 6 and 4 a level of ECM [7.3]"),
        p.Key("hatch", BLOCKED, f"ASW weapons ({f['fit']}): 6 in, in their arcs [7.4]"),
        p.Key("fill", COUNTER, "a submerged counter: the boat or a decoy, alike to the hunter [7.1]"),
        p.Key("frame", HIGHLIGHT, f"{plural(len(f['sonar']), 'counter')} in sonar reach and the hunter"),
    ]
    return finish(ax, ruling, keys, [hunter])


#: A submerged counter's size on a position's board, when the picture has no stat line to hand: an escort's base.
COUNTER_SIZE = (3.0, 0.75)
PACK_KEY = p.Key("fill", COUNTER, "a submerged counter, numbered: the boat or a decoy [7.1]; a white dot the boat")
PLANE_KEY = p.Key(
    "note", INK, "a triangle: an aircraft counter, pointing where it flies, its load after its name [8.1]"
)


def counter_shape(pose: Any) -> BaseGeometry:
    """A submerged counter at ``pose``: an escort-sized base [7.1]."""
    length, width = COUNTER_SIZE
    return pose.place(shapely.box(-width / 2, -length / 2, width / 2, length / 2))


def in_the_air(position: Any) -> list[Any]:
    """The aircraft counters over the table: not those aboard a carrier or away at their base [8.2]."""
    return [a for a in getattr(position, "planes", ()) if not getattr(a, "on", "") and not getattr(a, "back", 0)]


def plane_shape(pose: Any) -> BaseGeometry:
    """An aircraft counter at ``pose``: a dart 1.6 inches long pointing along its heading [8.1]."""
    return pose.place(Polygon([(0.0, 0.9), (0.4, -0.7), (0.0, -0.35), (-0.4, -0.7)]))


def air_sea_bounds(position: Any) -> list[BaseGeometry]:
    """What a picture of ``position`` must hold for its packs and aircraft, with room for their names."""
    poses = [pose for k in getattr(position, "packs", ()) for _, pose in k.counters]
    room: list[BaseGeometry] = [shapely.Point(q.x, q.y).buffer(2.5) for q in poses]
    return room + [shapely.Point(a.pose.x, a.pose.y).buffer(4.0) for a in in_the_air(position)]


def _counter(ax: Axes, pack: Any, number: int, pose: Any) -> list[Artist]:
    """One submerged counter [7.1]: a grey base edged in its side's colour, a white dot when it is the real one."""
    out = p.area(
        ax,
        counter_shape(pose),
        color=COUNTER,
        alpha=0.85,
        edge=SIDE_COLOURS.get(pack.side, INK),
        width=1.2,
        zorder=3.8,
        gid=f"counter-{pack.boat}-{number}",
    )
    if number == pack.real:
        out += p.marker(ax, [(pose.x, pose.y)], kind="dot", size=0.3, color="white", zorder=4.2)
    return out


def _plane(ax: Axes, plane: Any) -> list[Artist]:
    """One aircraft counter [8.1]: a dart in its side's colour."""
    colour = SIDE_COLOURS.get(plane.side, INK)
    return p.area(
        ax, plane_shape(plane.pose), color=colour, edge="white", width=0.8, zorder=4.6, gid=f"plane-{plane.name}"
    )


def _words(plane: Any) -> str:
    load = f" {plane.load}" if plane.load and not plane.cap else ""  # a patrol's load is its CAP [8.4]
    parent = f" ({getattr(plane, 'parent', '')}'s)" if getattr(plane, "parent", "") else ""  # a spotter's ship [8.7]
    return plane.name + parent + load + (f" CAP {plane.cap}" if plane.cap else "")


def draw_air_sea(ax: Axes, position: Any, taken: list[BaseGeometry]) -> list[p.Key]:
    """``position``'s submarine packs and aircraft counters on ``ax`` [7.1, 8.1], names clear of ``taken``; the key
    rows. A pack whose real counter the view knows marks it with a white dot."""
    packs, planes = getattr(position, "packs", ()), in_the_air(position)
    for k in packs:
        for n, pose in k.counters:
            _counter(ax, k, n, pose)
            taken.append(counter_shape(pose).buffer(0.1))
            label(ax, counter_shape(pose), f"{k.boat} {n}", SIDE_COLOURS.get(k.side, INK), taken)
    for a in planes:
        _plane(ax, a)
        taken.append(plane_shape(a.pose).buffer(0.1))
        label(ax, plane_shape(a.pose), _words(a), SIDE_COLOURS.get(a.side, INK), taken)
    return ([PACK_KEY] if packs else []) + ([PLANE_KEY] if planes else [])


def _piece_words(ax: Axes, shape: BaseGeometry, words: str, side: int, spot: Spot | None = None) -> list[Artist]:
    if spot is not None:
        return piece_words(ax, spot[0], words, side, ha=spot[1], va=spot[2])
    c = shape.centroid
    return piece_words(ax, (c.x + 0.9, c.y), words, side)


def air_sea_pieces(
    position: Any, ax: Axes | None = None, taken: list[BaseGeometry] | None = None
) -> list[tuple[tuple[Any, ...], Callable[[Axes], list[Artist]]]]:
    """The packs' counters and the aircraft as a replay board keeps them [7.1, 8.1], each by all it shows; with
    ``ax`` and ``taken``, each one's words clear of ``taken`` and inside the picture
    (:func:`.drawing_pieces.words_spot`) [issue 24]."""
    out: list[tuple[tuple[Any, ...], Callable[[Axes], list[Artist]]]] = []
    for k in getattr(position, "packs", ()):
        for n, pose in k.counters:
            said = f"{k.boat} {n}"
            spot = words_spot(ax, (pose.x, pose.y), said, taken, reach=0.9)
            words = partial(_piece_words, shape=counter_shape(pose), words=said, side=k.side, spot=spot)
            draw = partial(_both, partial(_counter, pack=k, number=n, pose=pose), words)
            out.append((("counter", k.boat, n, pose, k.side, n == k.real, spot), draw))
    for a in in_the_air(position):
        spot = words_spot(ax, (a.pose.x, a.pose.y), _words(a), taken, reach=1.0)
        words = partial(_piece_words, shape=plane_shape(a.pose), words=_words(a), side=a.side, spot=spot)
        draw = partial(_both, partial(_plane, plane=a), words)
        out.append((("plane", a.name, a.pose, a.side, _words(a), spot), draw))
    return out


def _both(first: Callable[[Axes], list[Artist]], second: Callable[[Axes], list[Artist]], ax: Axes) -> list[Artist]:
    return first(ax) + second(ax)


__all__ = ["air_sea_bounds", "air_sea_pieces", "counter_shape", "draw_air_sea", "hunt_figure", "plane_shape"]
