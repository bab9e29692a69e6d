"""Fighting Ships' picture of torpedo and missile counters [5.7.1, 5.8.1, 5.8.2]: each counter's path phase by
phase, the point where it is armed (6 inches out), the 1 cm counter where it stops, the base it first touches
framed, and the 8-inch reach of the goalkeepers that fire at a missile salvo. Registered for rulings of kind
``counter`` (the desk's ``torpedo`` and ``missile`` questions, :func:`~..torpedoes.run_counter`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import shapely

from ....draw import primitives as p
from ....draw.style import BLOCKED, HIGHLIGHT, PATH, SMALLEST_POINTS
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET
from .drawing_table import SIDE_COLOURS, draw_ships, finish, open_sheet, ships_in

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: Inches a counter runs before it is armed [5.7.1, 5.8.1], and a goalkeeper's reach [5.8.2]; the picture's own
#: copies (a face imports no rule module), held to the rules' by a test.
ARMED_AT, KEEPER_REACH = 6.0, 8.0
#: The arming mark and the goalkeepers' ring.
ARMING, KEEPER = "#7a4fa0", "#2b6ca3"


def _along(track: Sequence[Any], inches: float) -> tuple[float, float] | None:
    """The point ``inches`` along a polyline, or ``None`` past its end."""
    line = shapely.LineString([(q[0], q[1]) for q in track])
    return None if line.length < inches else (lambda q: (q.x, q.y))(line.interpolate(inches))


def _draw_tracks(ax: Axes, ruling: Ruling) -> list[p.Key]:
    """Each counter's path with a dot at the end of every sailing phase, the arming point, the counter itself."""
    f = ruling.facts
    counters = tuple(f.get("counters", ()))
    keys: list[p.Key] = []
    for k, track in enumerate(f.get("tracks", ())):
        pts = [(q[0], q[1]) for q in track]
        p.route(ax, pts, color=PATH, width=2.0, dots=0.14, zorder=3.5, gid=f"track-{k}")
        for n, q in enumerate(pts[1:-1], start=1):
            p.text(
                ax,
                (q[0] + 0.45, q[1] + 0.45),
                str(n),
                size=0.55,
                min_points=SMALLEST_POINTS,
                color=PATH,
                backing=True,
                gid=f"phase-{k}-{n}",
            )
        armed = _along(pts, ARMED_AT) if counters and counters[0].run >= ARMED_AT else None
        if armed is not None:
            p.marker(ax, [armed], kind="diamond", size=0.8, color=ARMING, zorder=4.2, gid=f"armed-{k}")
    if f.get("tracks"):
        keys += [
            p.Key("arrow", PATH, "its path, a dot where each sailing phase ends (numbered)"),
            p.Key("diamond", ARMING, f"armed after {ARMED_AT:g} in"),
        ]
    for c in counters:
        colour = SIDE_COLOURS.get(int(c.side), PATH)
        p.area(ax, c.square, color=colour, edge="white", width=0.8, zorder=6.0, gid=f"counter-{c.name}")
        p.marker(ax, [(c.point.x, c.point.y)], kind="ring", size=1.1, color=colour, face="none", width=1.6,
                 zorder=6.0, gid=f"counter-ring-{c.name}")  # fmt: skip
    if counters:
        colour = SIDE_COLOURS.get(int(counters[0].side), PATH)
        keys.append(p.Key("ring", colour, "the 1 cm counter where it stops (ringed to be seen)"))
    return keys


@renderer(RULESET, "counter")
def counter_figure(ruling: Ruling) -> Figure:
    """A torpedo run or missile salvo on the table: the ships, each counter's path and where it stops, the base it
    struck framed, and a missile salvo's goalkeepers with their 8-inch reach."""
    f = ruling.facts
    ships = ships_in(f)
    counters = tuple(f.get("counters", ()) or ((f["counter"],) if "counter" in f else ()))
    facts = dict(f) | {"counters": counters}
    if "tracks" not in facts and "track" in f:
        facts["tracks"] = (tuple(f["track"]),)
    track_pts = [shapely.Point(q[0], q[1]) for t in facts.get("tracks", ()) for q in t]
    shapes = [s.base for s in ships] + [c.square for c in counters] + track_pts
    keepers = [s for s in ships if s.name in set(f.get("keepers", ()))]
    shapes += [shapely.Point(s.mainmast.x, s.mainmast.y).buffer(KEEPER_REACH) for s in keepers]
    said = f.get("run_said")
    ax, _ = open_sheet(ruling, shapes or [shapely.box(0, 0, 6, 6)], pad=2.0, subtitle=str(said) if said else None)
    keys = _draw_tracks(ax, replace(ruling, facts=facts))
    struck = str(f.get("struck", ""))
    draw_ships(ax, ships, highlight=[struck] if struck else [])
    if struck:
        keys.append(p.Key("frame", HIGHLIGHT, f"{struck}: the base it first touches once armed"))
    for s in keepers:
        ring = shapely.Point(s.mainmast.x, s.mainmast.y).buffer(KEEPER_REACH, quad_segs=32)
        p.area(
            ax, ring, color=KEEPER, alpha=0.05, edge=KEEPER, width=1.2, style="--", zorder=1.2, gid=f"keeper-{s.name}"
        )
    if keepers:
        keys.append(p.Key("dash", KEEPER, f"a goalkeeper's reach: {KEEPER_REACH:g} in from her mainmast"))
    if not struck and counters and counters[0].fate in ("spent", "dud"):
        keys.append(p.Key("note", BLOCKED, f"it ends {counters[0].fate}: no impact"))
    return finish(ax, ruling, keys, ships, more=_more(counters))


def _more(counters: Sequence[Any]) -> str:
    """The alt text's words about the counters."""
    return "; ".join(
        f"{c.name} stops at {c.point.x:.1f},{c.point.y:.1f} heading {c.pose.heading:.0f}, {c.fate}, "
        f"{math.floor(c.run * 10) / 10:g} in run"
        for c in counters
    )


__all__ = ["ARMED_AT", "KEEPER_REACH", "counter_figure"]
