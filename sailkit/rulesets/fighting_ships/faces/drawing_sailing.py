"""Fighting Ships' pictures of the wind and of sailing on the open table: the Weather Gauge, upwind and downwind,
plans, the ends of a move, collisions, the evasive pivot, entanglement and the table's edge [1.5, 4.1-4.3, APP.2.3].
A place a ship can end is a dot with a tick for each heading; where she was is a ghost.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.sheet import Sheet
from ....draw.style import BLOCKED, END, GHOST, HIGHLIGHT, INK, PATH, WIND
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET, SMALLEST
from .drawing_table import (
    LAND,
    T,
    draw_land,
    draw_ship,
    draw_ships,
    finish,
    label,
    lane,
    open_sheet,
    steps_line,
    title_of,
    toward,
    wind_of,
)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

# ---------------------------------------------------------------- the wind [4.1.1a]

ATTITUDE_COLOURS = ("#B2182B", "#E69F00", "#009E73", "#56B4E9")  #: in irons, close-hauled, reaching, running
ATTITUDE_NAMES = ("in irons", "close-hauled", "reaching", "running")


@renderer(RULESET, "attitude")
def attitude_figure(ruling: Ruling) -> Figure:
    """A ship's attitude on the reconstructed Weather Gauge [4.1.1a]: the gauge's four sectors round her, measured
    off her bow, the wind's arrow through the sector it comes from (framed), and her heading."""
    f = ruling.facts
    heading, wind = float(f["heading"]), f["wind"]
    bounds = (0.0, *[float(b) for b in f["bounds"]], 180.0)
    ax = tb.sheet((-9, -9, 9, 9), title_of(ruling), steps_line(ruling, 1), **wind_of(f))
    keys: list[p.Key] = []
    centre = shapely.Point(0, 0)
    radius = 7.5
    for k, name in enumerate(ATTITUDE_NAMES):
        lo, hi = bounds[k], bounds[k + 1]
        wedges = [_wedge(centre, radius, heading + sign * lo, heading + sign * hi) for sign in (1, -1)]
        picked = name == str(getattr(ruling.verdict, "value", ruling.verdict))
        if picked:
            windward = 1 if (float(wind.degrees) - heading) % 360.0 < 180.0 else -1
            through = _wedge(centre, radius, heading + windward * lo, heading + windward * hi)
            p.area(ax, through, color="none", edge=HIGHLIGHT, width=2.8, zorder=1.4, gid="sector-of-the-wind")
        p.area(
            ax,
            wedges,
            color=ATTITUDE_COLOURS[k],
            alpha=0.45 if picked else 0.16,
            edge=ATTITUDE_COLOURS[k],
            width=0.8,
            zorder=1.2,
            gid=f"sector-{name}",
        )
        for sign in (1, -1) if lo > 0 and hi < 180 else (1,):
            at = toward((0, 0), heading + sign * (lo + hi) / 2, radius * 0.72)
            p.text(
                ax,
                at,
                name,
                size=T * 0.85,
                min_points=SMALLEST,
                weight="bold" if picked else "normal",
                backing=True,
                zorder=5,
            )
        keys.append(p.Key("fill", ATTITUDE_COLOURS[k], f"{name}: wind {lo:g}-{hi:g}° off the bow"))
    length = 2.2
    p.area(ax, _bow_hull(heading, length), color="white", edge=INK, width=1.6, zorder=4, gid="ship")
    source = float(wind.degrees)
    tail, head = toward((0, 0), source, radius + 1.0), toward((0, 0), source, 2.6)
    p.arrow(ax, tail, head, color=WIND, width=0.3, head_width=0.9, head_length=0.8, zorder=4.6, gid="wind-in")
    keys += [
        p.Key("arrow", WIND, f"the wind from {wind}, {float(f['off_wind']):g}° off her bow"),
        p.Key("frame", HIGHLIGHT, "the sector it comes through"),
    ]
    return Sheet.close(ax, keys, f"{title_of(ruling)}. {steps_line(ruling, 3)}.")


def _wedge(centre: shapely.Point, radius: float, a: float, b: float) -> Polygon:
    lo, hi = min(a, b), max(a, b)
    steps = max(2, int((hi - lo) / 3))
    arc = [toward((centre.x, centre.y), lo + (hi - lo) * k / steps, radius) for k in range(steps + 1)]
    return Polygon([(centre.x, centre.y), *arc])


def _bow_hull(heading: float, length: float) -> Polygon:
    """A plain hull pointing ``heading``, for the gauge: a ship of no class."""

    shape = p.HULL * length
    r = math.radians(heading)
    c, s = math.cos(r), math.sin(r)
    return Polygon([(x * s + y * c, x * c - y * s) for x, y in shape])


@renderer(RULESET, "gale_fire")
@renderer(RULESET, "duel_order")
def downwind_figure(ruling: Ruling) -> Figure:
    """How far one ship lies downwind of another [1.5.2c, APP.2.3.2a]: the two ships, the wind in the strip, and the
    run from the first ship's mainmast along the way the wind blows (or against it) to the second's level, with its
    inches; the rest of the way to her mainmast dotted."""
    f = ruling.facts
    firer, target = f["firer"], f["target"]
    run = float(f["run"])
    ax, _ = open_sheet(ruling, [firer.base, target.base], pad=4.0)
    taken: list[BaseGeometry] = [lane(firer, target)]
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    level = toward(firer.mainmast, float(f["wind"].degrees) + 180.0, run)
    keys = [p.Key("frame", HIGHLIGHT, "the two ships")]
    if abs(run) > 0.5:
        p.arrow(
            ax,
            firer.mainmast,
            level,
            color=WIND,
            width=0.22,
            head_width=0.7,
            head_length=0.6,
            zorder=4.6,
            gid="downwind-run",
        )
        tb.measure(
            ax,
            firer.mainmast,
            level,
            f"{abs(run):.1f} in {'downwind' if run > 0 else 'upwind'}",
            taken,
            WIND,
            min_points=SMALLEST,
        )
        keys.append(p.Key("arrow", WIND, "the run along the wind (downwind) or against it (upwind)"))
    p.line(ax, [level, target.mainmast], color=INK, width=1.2, style=":", zorder=4.5, gid="across-the-wind")
    keys.append(p.Key("line", INK, "dotted: across the wind, which does not count"))
    return finish(ax, ruling, keys, [firer, target])


# ---------------------------------------------------------------- sailing and where a move can end [4.1.1f-i]


def _path(ship: Any, move: Any) -> list[tuple[float, float]]:
    """The mainmast's way along ``move``."""
    return [(q.x, q.y) for q in move.poses(ship.pose, degrees=3.0, inches=0.25)]


def draw_plan(ruling: Ruling, step: str) -> tuple[Axes, list[p.Key]]:
    """A plan on the table sheet, whatever moves the ship: her start as a ghost, her mainmast's way, a tick for her
    heading after each ``step`` (a manoeuvre, a run), and the ship where she ends, framed; a refused plan shows her
    where she stands. The axes and the key so far, for the picture to add its own marks."""
    f = ruling.facts
    ship = f["ship"]
    end = ship.at(f["pose"])
    poses = list(f.get("poses", ()))
    ax, _ = open_sheet(ruling, [ship.base, end.base], pad=2.5)
    taken: list[BaseGeometry] = [ship.base.buffer(0.15)]
    keys: list[p.Key] = []
    if poses:
        draw_ship(ax, ship, ghost=True, gid="start")
        p.route(ax, _path(ship, f["move"]), color=PATH, width=2.2, dots=0.0, head=0.5, zorder=3.5, gid="route")
        for q in poses[:-1]:
            p.heading_arrow(ax, (q.x, q.y), q.heading, length=0.8, color=PATH, width=0.14, gid="waypoint")
        keys += [
            p.Key("outline", GHOST, "where she started"),
            p.Key("arrow", PATH, "her mainmast's way"),
            p.Key("line", PATH, f"a tick: her heading after each {step}"),
        ]
    draw_ships(ax, [end], highlight=[end.name], taken=taken)
    return ax, keys


@renderer(RULESET, "sail")
def sail_figure(ruling: Ruling) -> Figure:
    """A plan sailed [4.1.1f-i] (:func:`draw_plan`), with the Anchor token of a run under 2 inches [4.2]."""
    f = ruling.facts
    ship = f["ship"]
    end = ship.at(f["pose"])
    ax, keys = draw_plan(ruling, "manoeuvre")
    if f.get("anchor_token"):
        keys.append(p.Key("cross", BLOCKED, "she ran under 2 inches: an anchor token"))
        p.marker(ax, [(end.mainmast.x, end.mainmast.y - 0.9)], kind="cross", size=0.6, color=BLOCKED, gid="anchor")
    keys.append(p.Key("frame", HIGHLIGHT, "where she ends" if ruling.verdict else "she stays: the plan is refused"))
    return finish(ax, ruling, keys, [ship])


@renderer(RULESET, "ends")
def ends_figure(ruling: Ruling) -> Figure:
    """Every end of a move [4.1.1f-i]: a dot at each place her mainmast can end, a tick on it for each heading she
    can end on there, a ring where a run under 2 inches brings an anchor token; her start framed."""
    f = ruling.facts
    ship = f["ship"]
    ends = list(f["ends"])
    short = {(round(q.x, 6), round(q.y, 6)) for q in f.get("anchor", ())}
    reach = shapely.MultiPoint([(q.x, q.y) for q in ends]).buffer(1.5)
    ax, _ = open_sheet(ruling, [ship.base, reach], pad=2.0)
    taken: list[BaseGeometry] = [reach]
    draw_ships(ax, [ship], highlight=[ship.name], taken=taken)
    places: dict[tuple[float, float], list[float]] = {}
    for q in ends:
        if (round(q.x, 6), round(q.y, 6)) != (round(ship.pose.x, 6), round(ship.pose.y, 6)):
            places.setdefault((round(q.x, 6), round(q.y, 6)), []).append(float(q.heading))
    plain = [xy for xy in places if xy not in short]
    p.marker(ax, plain, kind="dot", size=0.42, color=END, zorder=5, gid="end")
    p.marker(
        ax,
        [xy for xy in places if xy in short],
        kind="ring",
        size=0.5,
        color=END,
        width=1.6,
        zorder=5,
        gid="end-anchor",
    )
    for xy, headings in places.items():
        for h in headings:
            p.heading_arrow(ax, xy, h, start=0.22, length=0.75, color=END, width=0.09, zorder=4.9)
    keys = [
        p.Key(
            "dot",
            END,
            f"an end: {len(places)} places, a tick for each heading there"
            + (", and she may stay where she is" if len(ends) > sum(len(h) for h in places.values()) else ""),
        ),
        p.Key("ring", END, "an end after a run under 2 inches: an anchor token"),
        p.Key("frame", HIGHLIGHT, f"{ship.name} where she starts"),
    ]
    at = f.get("attitude")
    return finish(ax, ruling, keys, [ship], more=f"attitude {getattr(at, 'value', at)}")


# ---------------------------------------------------------------- collisions, evasion, entanglement, edges [4.3]


def _ground(ax: Axes, ruling: Ruling, clip: BaseGeometry, keys: list[p.Key]) -> None:
    f = ruling.facts
    shores = list(f.get("shores", ())) + list(f.get("wreckage", ()))
    if shores:
        draw_land(ax, shores, clip)
        keys.append(p.Key("fill", LAND, "shore" if not f.get("wreckage") else "shore or wreckage"))


@renderer(RULESET, "collision")
def collision_figure(ruling: Ruling) -> Figure:
    """A move followed for collisions [4.3.1, 1.5.2g]: the ground her base sweeps tinted, the ship where she started
    as a ghost and where her base first meets something (or ends, when clear), the thing met framed red and crossed
    at the first contact."""
    f = ruling.facts
    ship = f["ship"]
    at = ship.at(f["pose"])
    whole = f["move"].swept(ship.pose, ship.build.base)
    others = [o for o in f.get("others", ()) if o.base.distance(whole) < 4]  # the ships round her move, not afar
    ax, clip = open_sheet(ruling, [whole, *[o.base for o in others]], pad=2.5)
    keys: list[p.Key] = []
    _ground(ax, ruling, clip, keys)
    p.area(ax, whole, color="none", edge=GHOST, width=1.0, style=":", zorder=1.5, gid="whole-move")
    p.area(ax, f["swept"], color=PATH, alpha=0.16, edge=PATH, width=1.0, zorder=1.6, gid="swept")
    draw_ship(ax, ship, ghost=True, gid="start")
    taken: list[BaseGeometry] = [ship.base.buffer(0.15), f["swept"]]
    draw_ships(ax, [at, *others], highlight=[ship.name], taken=taken)
    keys += [
        p.Key("fill", PATH, "the ground her base sweeps" + (" to the first contact" if ruling.verdict else "")),
        p.Key("outline", GHOST, "where she started; dotted: the whole move asked"),
    ]
    obstacle = f.get("obstacle")
    if obstacle is not None:
        p.area(ax, obstacle, color="none", edge=BLOCKED, width=2.4, zorder=4.4, gid="obstacle")
        a = shapely.shortest_line(at.base, obstacle).centroid  # touching: the point where they touch
        p.marker(ax, [(a.x, a.y)], kind="cross", size=0.8, color=BLOCKED, zorder=5.5, gid="contact")
        keys.append(p.Key("cross", BLOCKED, f"first contact: {ruling.verdict}"))
    keys.append(
        p.Key(
            "frame",
            HIGHLIGHT,
            f"{ship.name} where her base first meets it"
            if obstacle is not None
            else f"{ship.name} at the end of her move, clear",
        )
    )
    return finish(ax, ruling, keys, [ship, *others])


@renderer(RULESET, "evasion")
def evasion_figure(ruling: Ruling) -> Figure:
    """The smallest evasive pivot [4.3.1]: the ship where her base met the obstacle, each way she can turn clear
    as a ghost with her new heading ticked, the pivot on her stern a ring, and the obstacles framed red."""
    f = ruling.facts
    ship = f["ship"]
    obstacles = list(f.get("obstacles", ()))
    room = list(f.get("room", ()))
    ghosts = {side: ship.at(q) for side, q in f["poses"].items()}
    ax, clip = open_sheet(ruling, [ship.base, *[g.base for g in ghosts.values()], *obstacles], pad=2.5)
    keys: list[p.Key] = []
    for shapes, (colour, edge, alpha, width, gid), key in (
        (obstacles, (BLOCKED, BLOCKED, 0.12, 2.2, "obstacle"), p.Key("outline", BLOCKED, "what she would strike")),
        (room, (GHOST, INK, 0.25, 0.8, "room"), p.Key("fill", GHOST, "what she must not sweep through")),
    ):
        if shapes:
            p.area(
                ax,
                [s.intersection(clip) for s in shapes],
                color=colour,
                alpha=alpha,
                edge=edge,
                width=width,
                zorder=1.6,
                gid=gid,
            )
            keys.append(key)
    taken: list[BaseGeometry] = []
    for side, g in ghosts.items():
        draw_ship(ax, g, ghost=True, gid=f"evade-{side}")
        degrees = float(f[side])
        taken.append(g.base.buffer(0.1))
        label(ax, g.base, f"{degrees:.1f}° to {side}", END, taken)
        p.marker(ax, [(g.mainmast.x, g.mainmast.y)], kind="dot", size=0.42, color=END, zorder=5, gid="end")
        p.heading_arrow(ax, (g.mainmast.x, g.mainmast.y), g.pose.heading, start=0.22, length=1.0, color=END, width=0.1)
    for side, at in f.get("pivots", {}).items():
        if side in ghosts:
            p.marker(ax, [(at.x, at.y)], kind="ring", size=0.5, color=INK, width=1.8, zorder=5.2, gid="pivot")
    draw_ships(ax, [ship], highlight=[ship.name], taken=taken)
    if ghosts:
        keys += [
            p.Key("dot", END, "her mainmast after the smallest pivot clear, a tick for her heading"),
            p.Key("ring", INK, "the pivot on her stern"),
        ]
    keys.append(p.Key("frame", HIGHLIGHT, f"{ship.name} where her base meets it"))
    return finish(ax, ruling, keys, [ship])


@renderer(RULESET, "entangle")
def entangle_figure(ruling: Ruling) -> Figure:
    """Two ships entangled [4.3.3]: both as they met (ghosts) and as they are laid alongside, with an arrow from
    where the moved ship was to where she lies."""
    f = ruling.facts
    ships = list(f["ships"])
    placed = [s.at(f["poses"][s.name]) for s in ships]
    ax, _ = open_sheet(ruling, [s.base for s in ships + placed], pad=2.5)
    taken: list[BaseGeometry] = []
    moved = f.get("moved")
    for s in ships:
        if s.name == moved:
            draw_ship(ax, s, ghost=True, gid=f"met-{s.name}")
            taken.append(s.base.buffer(0.1))
    draw_ships(ax, placed, highlight=[s.name for s in placed], taken=taken)
    before = next((s for s in ships if s.name == moved), None)
    after = next((s for s in placed if s.name == moved), None)
    keys: list[p.Key] = []
    if before is not None and after is not None:
        p.route(
            ax,
            [(before.mainmast.x, before.mainmast.y), (after.mainmast.x, after.mainmast.y)],
            color=PATH,
            width=2.0,
            dots=0.0,
            head=0.5,
            zorder=4.7,
            gid="laid-alongside",
        )
        keys += [p.Key("outline", GHOST, f"{moved} where she met"), p.Key("arrow", PATH, f"{moved} laid alongside")]
    for name in f.get("damage", ()):
        s = next(x for x in placed if x.name == name)
        p.text(
            ax,
            (s.mainmast.x, s.mainmast.y),
            "damage",
            size=T * 0.8,
            min_points=SMALLEST,
            color=BLOCKED,
            weight="bold",
            backing=True,
            zorder=6,
        )
    keys.append(p.Key("frame", HIGHLIGHT, "entangled: an anchor token each"))
    return finish(ax, ruling, keys, ships)


@renderer(RULESET, "table_edge")
def edge_figure(ruling: Ruling) -> Figure:
    """A ship at a fixed table's edge [1.5.4]: the table's edge heavy, the edge she meets red, where she stopped as
    a ghost and where she lies after pivoting parallel to it."""
    f = ruling.facts
    ship = f["ship"]
    width, depth = f["table"]
    end = ship.at(f["pose"])
    stopped = f.get("stopped")
    shapes = [ship.base, end.base]
    ax, clip = open_sheet(ruling, shapes, pad=3.0)
    table = shapely.box(0.0, 0.0, float(width), float(depth))
    p.area(
        ax, table.exterior.intersection(clip).buffer(0.05), color=INK, edge=INK, width=0.5, zorder=2, gid="table-edge"
    )
    p.area(ax, clip.difference(table), color=GHOST, alpha=0.35, zorder=0.8, gid="off-table")
    keys = [p.Key("fill", GHOST, "off the table")]
    draw_ship(ax, ship, ghost=True, gid="start")
    taken: list[BaseGeometry] = [ship.base.buffer(0.1)]
    p.route(
        ax,
        _path(ship, f["move"]) if stopped is None else [(ship.mainmast.x, ship.mainmast.y), (stopped.x, stopped.y)],
        color=PATH,
        width=2.0,
        dots=0.0,
        head=0.5,
        zorder=3.5,
        gid="route",
    )
    keys.append(p.Key("arrow", PATH, "her mainmast's way" + (" to where she touched the edge" if stopped else "")))
    if stopped is not None:
        draw_ship(ax, ship, stopped, ghost=True, gid="stopped")
        keys.append(p.Key("outline", GHOST, "where she started and where she touched the edge"))
    draw_ships(ax, [end], highlight=[ship.name], taken=taken)
    keys.append(p.Key("frame", HIGHLIGHT, "where she ends" + (": an anchor token" if f.get("anchor_token") else "")))
    return finish(ax, ruling, keys, [ship], more=f"edge {f.get('edge')}")
