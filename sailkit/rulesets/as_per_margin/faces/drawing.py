"""Drawing As Per Margin on the open table: the renderers of its rulings, and of a position.

Every table diagram is a sheet of :mod:`sailkit.draw.table` (the part of the table shown,
a faint 6-inch grid numbered in the margins, the compass with the wind, a ruler in
inches) with the ships drawn on it as hull outlines round the mainmast, the bow filled,
named where the name overlaps nothing. The visual language is the kit's
(:mod:`sailkit.draw.style`): the ships a ruling is about framed in amber, a green arrow
for a line of fire that is open, tinted fans for the broadsides (port pink, starboard
green), hatching for the zone where no broadside bears (here: where a firer rakes).

Compute first, then draw: each ``*_figure`` reads a ruling's facts (the ships, the move,
the dice) and draws a new figure; :func:`draw_ships`, :func:`draw_arcs`,
:func:`draw_bands`, :func:`draw_rake_zone`, :func:`draw_move` draw on a given axes and
return their artists. Each renderer is registered with :func:`sailkit.renderers.renderer`
for its kind of ruling, so ``ruling.figure()`` and ``sailkit.figures.export(ruling, ...)``
find it through the package's ``DRAWING``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry.base import BaseGeometry

from ....dice import Distribution
from ....draw import primitives as p
from ....draw import table as tb
from ....draw.cards import DiceRow, card
from ....draw.sheet import Sheet
from ....draw.style import (
    BLIND,
    BLIND_HATCH,
    BLOCKED,
    CLEAR,
    GHOST,
    HIGHLIGHT,
    INK,
    LABEL,
    NATIONS,
    PATH,
    PORT,
    SMALLEST_POINTS,
    STARBOARD,
    WIND,
)
from ....errors import InvalidInputError
from ....geometry.board import normalize
from ....geometry.board import turn as turn_to
from ....geometry.table import Arc, Move, Pose, fan
from ....renderers import renderer
from ....rulings import Ruling
from ....wording import heading, plural, sentences
from ..chart import Chart, Damage
from ..notation import TABLE, wind_name
from ..ships import ARCS, BANDS, BROADSIDES, HULL, MAX_RANGE, RAKE_RANGE, Ship

if TYPE_CHECKING:
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

RULESET = "as_per_margin"
#: A ship's colour is its nation's, as on every sailkit diagram (British orange, French blue ...) ...
NATION_COLOURS = {"GB": NATIONS["BR"], "FR": NATIONS["FR"], "US": NATIONS["US"], "ESP": "#8C510A", "NL": "#56B4E9"}
#: ... or its side's, when a nation has no colour or fights on both sides.
SIDE_COLOURS = {1: "#2f5d8a", 2: "#a23b3b"}
STRUCK_COLOUR = "#8a8f94"
ARC_COLOURS = {"P": PORT, "S": STARBOARD}
SIDE_WORDS = {"P": "port", "S": "starboard"}
#: How strongly each range band of a broadside is tinted, nearest first [RANGES & COMBAT CHARTS, APM-09].
BAND_ALPHA = (0.42, 0.26, 0.13)
#: The bow part of :data:`HULL` (ahead of the shoulders), filled so the bow reads at a glance.
BOW = shapely.Polygon([(0.0, 1.6), (0.5, 0.8), (-0.5, 0.8)])
T = tb.TEXT
#: How far the amber frame round a ship in question lies outside her hull, in table inches.
FRAME = 0.32


# ---------------------------------------------------------------- ships, arcs, bands, the rake zone


def hull_of(ship: Ship, pose: Pose | None = None) -> BaseGeometry:
    """The hull outline of ``ship`` on the table (at ``pose`` if given)."""
    return (pose or ship.pose).place(HULL)


def ship_colours(ships: Sequence[Ship]) -> dict[str, str]:
    """Each ship's colour by name: its nation's when every nation shown has one and fights on one side only,
    else its side's; a struck or sunk ship is grey."""
    sides: dict[str, set[int]] = {}
    for s in ships:
        sides.setdefault(s.nation, set()).add(s.side)
    by_nation = all(n in NATION_COLOURS and len(found) == 1 for n, found in sides.items())
    return {
        s.name: STRUCK_COLOUR
        if s.struck_to is not None or s.sunk
        else NATION_COLOURS[s.nation]
        if by_nation
        else SIDE_COLOURS[s.side]
        for s in ships
    }


def draw_ships(
    ax: Axes,
    ships: Sequence[Ship],
    *,
    highlight: Sequence[str] = (),
    taken: list[BaseGeometry] | None = None,
    names: bool = True,
) -> list[Artist]:
    """Each ship as its hull outline round the mainmast in its side's colour, the bow filled, named beside it.

    A ship in ``highlight`` is framed in amber. A struck ship is grey and dashed. Names go
    where they overlap no hull and no name already placed (``taken`` collects their boxes).
    The ships and their names are drawn piece by piece (:func:`ship_parts`).
    """
    out: list[Artist] = []
    taken = taken if taken is not None else []
    for s in ships:
        if s.name in highlight:
            out += p.area(ax, hull_of(s).buffer(FRAME), color="none", edge=HIGHLIGHT, width=2.6, zorder=3.8)
            taken.append(hull_of(s).buffer(FRAME + 0.15))  # names keep clear of the frame's stroke [issue 24]
    for _, draw in ship_parts(ax, ships, taken=taken, names=names, framed=highlight):
        out += draw(ax)
    return out


#: One piece of :func:`ship_parts`: all it shows, and what draws it.
ShipPart = tuple[tuple[Any, ...], "Callable[[Axes], list[Artist]]"]


def ship_parts(
    ax: Axes,
    ships: Sequence[Ship],
    *,
    taken: list[BaseGeometry] | None = None,
    names: bool = True,
    framed: Sequence[str] = (),
) -> list[ShipPart]:
    """What :func:`draw_ships` draws of ``ships`` (highlights aside), piece by piece, each by all it shows: every ship's
    hull, filled bow and mainmast (``("hull", name, pose, colour, struck)``), then every name where it goes
    (``("name", name, words, (point, ha, va), colour)``: where a name goes depends on every hull and the names placed
    before it, so a ship that moves may move another's name). A ship named in ``framed`` has her name placed outside
    the amber frame round her."""
    taken = taken if taken is not None else []
    colours = ship_colours(ships)
    hulls = {s.name: hull_of(s) for s in ships}
    taken.extend(h.buffer(0.15) for h in hulls.values())
    name_size = max(T, SMALLEST_POINTS / p.unit_points(ax))  # as drawn: the words' floor in points counts
    out: list[ShipPart] = [
        (("hull", s.name, s.pose, colours[s.name], s.struck_to is not None), partial(_hull, s, colours[s.name]))
        for s in ships
    ]
    if names:
        for s in ships:
            words = s.name + (" (struck)" if s.struck_to is not None else "")
            around = hulls[s.name].buffer(FRAME) if s.name in framed else hulls[s.name]  # outside her frame
            spot = p.free_spot(ax, tb.name_spots(around), words, taken, size=name_size, bold=True)
            if spot is not None:
                out.append(
                    (("name", s.name, words, spot, colours[s.name]), partial(_name, words, spot, colours[s.name]))
                )
    return out


def _hull(ship: Ship, colour: str, ax: Axes) -> list[Artist]:
    style = "--" if ship.struck_to is not None else "-"
    out = p.area(
        ax, hull_of(ship), color="white", edge=colour, width=1.8, style=style, zorder=4, gid=f"ship-{ship.name}"
    )
    out += p.area(ax, ship.pose.place(BOW), color=colour, edge=colour, width=0.8, zorder=4.1)
    out += p.marker(ax, [ship.mainmast], kind="dot", size=0.42, color=colour, edge="white", zorder=4.2)
    return out


def _name(words: str, spot: tuple[tuple[float, float], str, str], colour: str, ax: Axes) -> list[Artist]:
    (at, ha, va) = spot
    return p.text(
        ax,
        at,
        words,
        size=T,
        min_points=SMALLEST_POINTS,
        weight="bold",
        color=colour,
        backing=True,
        zorder=6,
        ha=ha,
        va=va,
    )


#: The broadsides' arcs, port and starboard, as :data:`~sailkit.rulesets.as_per_margin.ships.ARCS` gives them.
Arcs = Mapping[Any, Arc]


def arcs_of(ruling: Ruling) -> Arcs:
    """The broadside arcs ``ruling`` used: those of the option of reading ``fire_arc`` it names (45 or 22.5 degrees
    either side of the beam), the printed 45 when it consulted none [FIRE, APM-07a]."""
    return ARCS.get(dict(ruling.readings).get("fire_arc", ""), BROADSIDES)


def arc_words(arcs: Arcs) -> str:
    """How far from the beam ``arcs`` bear, for the key: ``"45° either side of the beam"``."""
    half = arcs["S"].sweep / 2
    return f"{half:g}° either side of the beam"


def draw_arcs(
    ax: Axes, ship: Ship, *, radius: float = MAX_RANGE, clip: BaseGeometry | None = None, arcs: Arcs = BROADSIDES
) -> list[Artist]:
    """Both broadside arcs of ``ship`` out to ``radius`` inches, faintly: ``arcs`` as a ruling used them
    (:func:`arcs_of`) [FIRE, APM-07a]."""
    out: list[Artist] = []
    for side in ("P", "S"):
        shape: BaseGeometry = arcs[side].fan(ship.pose, radius)
        shape = shape if clip is None else shape.intersection(clip)
        out += p.area(
            ax,
            shape,
            color=ARC_COLOURS[side],
            alpha=0.16,
            edge=ARC_COLOURS[side],
            width=0.8,
            zorder=1,
            gid=f"arc-{ship.name}-{side}",
        )
    return out


def band_shapes(ship: Ship, side: str, arcs: Arcs = BROADSIDES) -> list[tuple[float, int, BaseGeometry]]:
    """Each range band of one broadside (of ``arcs``) as ``(outer inches, lowest die that hits, area)``, nearest
    first [APM-09]."""
    arc = arcs[side]
    out: list[tuple[float, int, BaseGeometry]] = []
    inner = 0.0
    for limit, need in BANDS:
        shape: BaseGeometry = arc.fan(ship.pose, limit)
        if inner:
            shape = shape.difference(shapely.Point(ship.mainmast).buffer(inner, 128))
        out.append((limit, need, shape))
        inner = limit
    return out


def draw_bands(
    ax: Axes,
    ship: Ship,
    side: str,
    *,
    clip: BaseGeometry | None = None,
    taken: list[BaseGeometry] | None = None,
    arcs: Arcs = BROADSIDES,
) -> list[Artist]:
    """One broadside's arc in its three range bands, darker nearer, each labelled with the die that hits there [APM-09, APM-11].

    A band's label goes on the arc's centre line or, if something in ``taken`` (names,
    hulls) is there, on a bearing beside it.
    """
    taken = taken if taken is not None else []
    out: list[Artist] = []
    colour = ARC_COLOURS[side]
    arc = arcs[side]
    middle = ship.pose.heading + arc.start + arc.sweep / 2
    inner = 0.0
    for (limit, need, shape), alpha in zip(band_shapes(ship, side, arcs), BAND_ALPHA):
        shape = shape if clip is None else shape.intersection(clip)
        out += p.area(
            ax, shape, color=colour, alpha=alpha, edge=colour, width=0.8, zorder=1, gid=f"band-{ship.name}-{limit:g}"
        )
        words = f"{need}+ hits\nto {limit:g} in" if need < 6 else f"6 hits\nto {limit:g} in"
        mid = (inner + limit) / 2
        spots = [
            (ship.mainmast.moved(middle + turn, mid), "center", "center")
            for turn in (0, 18, -18, 32, -32)
            if clip is None or clip.buffer(-1.0).contains(shapely.Point(ship.mainmast.moved(middle + turn, mid)))
        ]
        out += p.free_text(
            ax, spots, words, taken, size=T * 0.8, min_points=SMALLEST_POINTS, color=INK, backing=True, zorder=2.5
        )
        inner = limit
    return out


def rake_zone(target: Ship, arcs: Arcs = BROADSIDES) -> BaseGeometry:
    """Where a firer rakes ``target``: within 12 inches of its mainmast, outside both its broadside ``arcs``
    [APM-08a]."""
    disc = shapely.Point(target.mainmast).buffer(RAKE_RANGE, 128)
    fans = shapely.union_all([arcs[s].fan(target.pose, RAKE_RANGE + 1) for s in ("P", "S")])
    return disc.difference(fans)


def draw_rake_zone(
    ax: Axes, target: Ship, *, clip: BaseGeometry | None = None, arcs: Arcs = BROADSIDES
) -> list[Artist]:
    """The rake zone of ``target`` hatched, its edge dashed, and the 12-inch circle faint [TOSS DOUBLE DICE FOR, APM-08a]."""
    zone = rake_zone(target, arcs)
    ring: BaseGeometry = shapely.Point(target.mainmast).buffer(RAKE_RANGE, 128).exterior
    if clip is not None:
        zone, ring = zone.intersection(clip), ring.intersection(clip)
    out = p.area(
        ax,
        zone,
        color="none",
        edge=BLIND,
        width=1.0,
        style="--",
        hatch=BLIND_HATCH,
        hatch_color=BLIND,
        zorder=1.5,
        gid=f"rake-zone-{target.name}",
    )
    for part in getattr(ring, "geoms", [ring]):
        if not part.is_empty:
            out += p.line(ax, part, color=BLIND, width=0.8, style=(0, (2, 3)), zorder=1.5)
    return out


# ---------------------------------------------------------------- sheets and keys


def _title(ruling: Ruling, case: str) -> str:
    """A diagram's heading: the question, the verdict with its number (unless it is a table of chances), and the clause."""
    if isinstance(ruling.verdict, Distribution):
        return f"{ruling.question} [{case}]"
    head = ruling.headline()
    return heading(ruling.question, head) + ("" if "[" in head else f" [{case}]")


def ship_key(ships: Sequence[Ship]) -> list[tuple[str, str]]:
    """What each colour of ``ships`` (:func:`ship_colours`) stands for, by name: a nation (``"GB"``) or a side
    (``"side 1"``), then ``"struck"`` in grey once one of them has struck."""
    colours = ship_colours(ships)
    rows: dict[str, str] = {}
    for s in ships:
        if colours[s.name] != STRUCK_COLOUR:
            who = s.nation if colours[s.name] == NATION_COLOURS.get(s.nation) else f"side {s.side}"
            rows.setdefault(colours[s.name], who)
    out = [(who, c) for c, who in sorted(rows.items(), key=lambda r: r[1])]
    return out + ([("struck", STRUCK_COLOUR)] if any(s.struck_to is not None for s in ships) else [])


def _finish(ax: Axes, keys: Sequence[p.Key], ships: Sequence[Ship], alt: str) -> Figure:
    """The key under the table (how a ship is drawn, then ``keys``), each colour of ``ships`` in the strip
    (:func:`ship_key`), the alt text; the figure."""
    drawn = [p.Key("dot", INK, "a ship's mainmast (her bow is filled)")] if ships else []
    return Sheet.close(ax, drawn + list(keys), alt, sides=ship_key(ships))


def _strip_of(position: Any) -> dict[str, Any]:
    """What the strip of a whole position shows: its turn, and the wind with its name [TURN SEQUENCE, APM-01]."""
    wind = float(position.wind_from)
    return {
        "turn": f"turn {position.turn}",
        "wind_from": wind,
        "wind_words": f"wind from {wind:g}° ({wind_name(wind)})",
    }


def _wind(facts: Mapping[str, Any]) -> float | None:
    w = facts.get("wind_from")
    return None if w is None else float(w)


def _sheet_around(
    shapes: Sequence[BaseGeometry], title: str, subtitle: str, facts: Mapping[str, Any], *, pad: float = 3.5
) -> tuple[Axes, BaseGeometry]:
    bounds = tb.bounds_around(list(shapes), pad=pad)
    wind = _wind(facts)
    words = None if wind is None else f"wind from {wind:g}° ({wind_name(wind)})"
    ax = tb.sheet(bounds, title, subtitle, wind_from=wind, wind_words=words)
    return ax, shapely.box(*bounds)


# ---------------------------------------------------------------- fire and rakes [FIRE, APM-07 to APM-11]


def fire_figure(ruling: Ruling, case: str = "FIRE, APM-07") -> Figure:
    """A fire drawn [FIRE, APM-07a; APM-08; APM-09]: the broadside that bears in its three range bands, the target's
    rake zone (within 12 inches, outside its arcs) hatched, and the line of fire with its length.

    A refused fire shows both of the firer's arcs and the line dashed in red. A range ruling
    (``kind="range"``, the broadside that bears in its ``side`` fact) is drawn the same way,
    its line the distance measured.
    """
    f = ruling.facts
    firer: Ship = f["firer"]
    target: Ship = f["target"]
    v = f.get("volley")
    side = v.side if v is not None else f.get("side")
    measuring = ruling.kind == "range"
    bits = []
    if v is not None:
        bits.append(f"{SIDE_WORDS[v.side]} broadside, {v.inches:.1f} in: a {v.need} or better hits")
        why = [w for w, on in (("first broadside", v.initial), ("a rake", v.rake)) if on]
        bits.append(
            f"{plural(v.boxes, 'gun box')} x {plural(v.per_box, 'die', 'dice')}"
            + (f" ({' and '.join(why)})" if why else "")
        )
    elif measuring:
        bits.append(f"{SIDE_WORDS[side]} broadside bears" if side else "neither broadside bears")
    if "expected_hits" in f:
        bits.append(f"{float(f['expected_hits']):.2f} results expected")
    title = _title(ruling, case)
    ax, clip = _sheet_around([hull_of(firer), hull_of(target)], title, "; ".join(bits), f, pad=4.5)
    taken: list[BaseGeometry] = []
    keys: list[p.Key] = []
    arcs = arcs_of(ruling)
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    if side is not None:
        draw_bands(ax, firer, side, clip=clip, taken=taken, arcs=arcs)
        words = f"{firer.name}'s {SIDE_WORDS[side]} arc ({arc_words(arcs)}): bands to 8, 16, 24 in"
        keys.append(p.Key("fill", ARC_COLOURS[side], words))
    else:
        draw_arcs(ax, firer, clip=clip, arcs=arcs)
        keys += [p.Key("fill", ARC_COLOURS[s], f"{firer.name}'s {SIDE_WORDS[s]} arc ({arc_words(arcs)})") for s in "PS"]
    draw_rake_zone(ax, target, clip=clip, arcs=arcs)
    keys.append(p.Key("hatch", BLIND, f"{target.name}'s rake zone: within 12 in, no broadside bears"))
    inches = firer.mainmast.distance(target.mainmast)
    if ruling or measuring:
        tb.shot(ax, firer.mainmast, target.mainmast, color=CLEAR if side else INK)
        words = "mainmast to mainmast" if measuring else "line of fire, mainmast to mainmast"
        keys.append(p.Key("arrow", CLEAR if side else INK, words))
    else:
        p.line(ax, [firer.mainmast, target.mainmast], color=BLOCKED, width=2.0, style="--", zorder=4.6, gid="no-fire")
        keys.append(p.Key("dash", BLOCKED, "no fire"))
    colour = CLEAR if (ruling and side) else INK if measuring else BLOCKED
    tb.measure(ax, firer.mainmast, target.mainmast, f"{inches:.1f} in", taken, colour)
    keys.append(p.Key("frame", HIGHLIGHT, "firer and target"))
    alt = ". ".join([title, *(["; ".join(bits)] if bits else [])]) + "."
    return _finish(ax, keys, [firer, target], alt)


def rake_figure(ruling: Ruling) -> Figure:
    """Whether a fire rakes [TOSS DOUBLE DICE FOR, APM-08a]: the target's arcs, its rake zone hatched, the 12-inch circle."""
    f = ruling.facts
    firer: Ship = f["firer"]
    target: Ship = f["target"]
    inches = firer.mainmast.distance(target.mainmast)
    title = _title(ruling, "TOSS DOUBLE DICE FOR, APM-08a")
    sub = f"{firer.name} is {inches:.1f} in from {target.name}, " + (
        "inside its rake zone" if ruling else "outside its rake zone"
    )
    ax, clip = _sheet_around(
        [hull_of(firer), hull_of(target), shapely.Point(target.mainmast).buffer(RAKE_RANGE * 0.6)], title, sub, f
    )
    taken: list[BaseGeometry] = []
    arcs = arcs_of(ruling)
    draw_arcs(ax, target, clip=clip, arcs=arcs)
    draw_rake_zone(ax, target, clip=clip, arcs=arcs)
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    tb.shot(ax, firer.mainmast, target.mainmast, color=CLEAR if ruling else INK)
    tb.measure(ax, firer.mainmast, target.mainmast, f"{inches:.1f} in", taken, CLEAR if ruling else INK)
    keys = [
        *(p.Key("fill", ARC_COLOURS[s], f"{target.name}'s {SIDE_WORDS[s]} arc ({arc_words(arcs)})") for s in "PS"),
        p.Key("hatch", BLIND, f"rake zone: within {RAKE_RANGE:g} in, outside both arcs"),
        p.Key("arrow", CLEAR if ruling else INK, "line of fire"),
        p.Key("frame", HIGHLIGHT, "firer and target"),
    ]
    return _finish(ax, keys, [firer, target], sentences(title, sub))


def table_i_figure(ruling: Ruling) -> Figure:
    """One die read on Table I [TABLE I, APM-11]: the three range bands along a tape, the range marked, the die."""
    f = ruling.facts
    inches, die = float(f["inches"]), int(f["die"])
    title = _title(ruling, "TABLE I, APM-11")
    sheet = Sheet(title, f"a {die} at {inches:g} inches", strip=False)
    ax = sheet.open(32.0, 5.2, lambda ax, _: p.frame(ax, (-1.0, -1.8, 31.0, 3.4)), inch_per_unit=0.3)
    inner = 0.0
    for (limit, need), alpha in zip(BANDS, BAND_ALPHA):
        p.area(ax, shapely.box(inner, 0.0, limit, 2.0), color=CLEAR, alpha=alpha, edge=INK, width=0.8, zorder=1)
        reads = {4: "4 Table II, 5 guns, 6 masts", 5: "5 guns, 6 masts", 6: "6 masts"}[need]
        p.text(ax, ((inner + limit) / 2, 1.0), reads, size=T * 0.8, min_points=SMALLEST_POINTS, zorder=2)
        inner = limit
    p.ruler(ax, (0.0, -0.1), MAX_RANGE, step=1.0, every=8.0, unit="inches", size=T * 0.8, gid="tape")
    x = min(inches, MAX_RANGE + 1.5)
    p.marker(ax, [(x, 2.6)], kind="diamond", size=0.9, color=HIGHLIGHT, edge=INK, gid="range")
    p.line(ax, [(x, 2.2), (x, -0.1)], color=HIGHLIGHT, width=2.0, zorder=3)
    p.die(ax, (29.2, 1.0), die, size=2.2, edge=CLEAR if ruling.verdict != "miss" else BLOCKED, gid="die")
    p.text(ax, (29.2, -0.6), str(ruling.verdict), size=T, min_points=SMALLEST_POINTS, weight="bold", va="top")
    return _finish(ax, [], (), sentences(title))


# ---------------------------------------------------------------- wind, allowances, turning and tacking


def draw_points_of_sail(
    ax: Axes,
    at: tuple[float, float],
    wind_from: float,
    closest: float,
    radius: float,
    *,
    clip: BaseGeometry | None = None,
    taken: list[BaseGeometry] | None = None,
) -> list[Artist]:
    """Round ``at``: the headings into the wind (closer than ``closest``) hatched red, the beating fans amber,
    the limits dashed, each named [WIND SPEED, APM-03b]."""
    taken = taken if taken is not None else []
    out: list[Artist] = []

    def clipped(g: BaseGeometry) -> BaseGeometry:
        return g if clip is None else g.intersection(clip)

    into = fan(at, wind_from - closest, wind_from + closest, radius)
    out += p.area(
        ax,
        clipped(into),
        color="none",
        edge=BLOCKED,
        width=0.8,
        hatch="xx",
        hatch_color=BLOCKED,
        alpha=0.5,
        zorder=1,
        gid="into-wind",
    )
    for a, b in ((wind_from + closest, wind_from + 90), (wind_from - 90, wind_from - closest)):
        beat = clipped(fan(at, a, b, radius))
        out += p.area(ax, beat, color=HIGHLIGHT, alpha=0.22, edge=HIGHLIGHT, width=0.8, zorder=1, gid="beating")
    for b in (wind_from - closest, wind_from + closest):
        limit = clipped(shapely.LineString([at, Pose(at[0], at[1], b).forward(radius).point]))
        if isinstance(limit, shapely.LineString) and not limit.is_empty:
            out += p.line(ax, limit, color=BLOCKED, width=1.4, style="--", zorder=1.2, gid="beating-limit")
    place = shapely.Point(at)
    for bearing, words in (
        (wind_from, "into the wind"),
        (wind_from + (closest + 90) / 2, "beating"),
        (wind_from - (closest + 90) / 2, "beating"),
        (wind_from + 180, "running or reaching"),
    ):
        spots = [
            (Pose(at[0], at[1], bearing).forward(r).point, "center", "center")
            for r in (radius * 0.62, radius * 0.45, radius * 0.8)
            if clip is None or clip.buffer(-0.8).contains(shapely.Point(Pose(at[0], at[1], bearing).forward(r).point))
        ]
        if spots and place.distance(shapely.Point(spots[0][0])) > 1.0:
            out += p.free_text(
                ax, spots, words, taken, size=T * 0.8, min_points=SMALLEST_POINTS, color=INK, backing=True, zorder=2.5
            )
    return out


def _sail_keys(closest: float) -> list[p.Key]:
    return [
        p.Key("hatch", BLOCKED, f"into the wind: closer than {closest:g}°, only a tack crosses it"),
        p.Key("fill", HIGHLIGHT, f"beating: {closest:g}° to 90° off the wind"),
        p.Key("dash", BLOCKED, "the beating limit"),
    ]


def _closest(ruling: Ruling) -> float:
    chosen = dict(ruling.readings).get("beating_angle", "above-beam")
    return 67.5 if chosen == "above-beam" else 22.5


def wind_figure(ruling: Ruling) -> Figure:
    """A wind ruling [WIND SPEED, APM-03b; CHANGES IN WIND, APM-02; INITIAL WIND, APM-13]: the wind arrow across the
    table and, for a point of sail, the ship with the headings into the wind, beating, and running or reaching."""
    f = ruling.facts
    wind_from = float(f["wind_from"])
    if "heading" in f:
        head = float(f["heading"])
        ship = f.get("ship") or Ship("ship", 1, Pose(0.0, 0.0, head))
        ship = ship.with_(pose=Pose(ship.pose.x, ship.pose.y, head))
        closest = _closest(ruling)
        title = _title(ruling, "WIND SPEED, APM-03b")
        sub = f"heading {head:g}°, {float(f['off_wind']):g}° off a wind from {wind_from:g}°"
        ax, clip = _sheet_around([shapely.Point(ship.mainmast).buffer(7.0)], title, sub, f, pad=0.5)
        taken: list[BaseGeometry] = [hull_of(ship).buffer(0.3)]
        draw_points_of_sail(ax, ship.mainmast, wind_from, closest, 9.0, clip=clip, taken=taken)
        draw_ships(ax, [ship], highlight=[ship.name], taken=taken)
        return _finish(ax, _sail_keys(closest) + [p.Key("arrow", WIND, "the wind")], [ship], sentences(title, sub))
    title = _title(ruling, "CHANGES IN WIND, APM-02")
    sub = f"the wind blows from {wind_from:g}° ({wind_name(wind_from)})" + (
        "; a new wind speed is thrown" if f.get("new_speed") else ""  # a flag [APM-02]: the dice come after
    )
    ax = tb.sheet((0.0, 0.0, 16.0, 12.0), title, sub, wind_from=wind_from)
    p.wind(ax, (8.0, 6.0), wind_from, 8.0, gid="wind-here")
    return _finish(ax, [p.Key("arrow", WIND, "the wind, blowing from where it comes")], (), sentences(title, sub))


def _turn_arc(
    ax: Axes, at: tuple[float, float], start: float, degrees: float, radius: float, colour: str
) -> list[Artist]:
    """A curved arrow round ``at`` from heading ``start`` turning ``degrees`` (clockwise positive)."""
    pts = _arc_points(at, start, degrees, radius)
    return p.route(ax, pts, color=colour, width=2.2, dots=0.0, head=0.9, zorder=4.4, gid="pivot")


def _arc_points(at: tuple[float, float], start: float, degrees: float, radius: float) -> list[tuple[float, float]]:
    """Points along the arc round ``at`` from heading ``start`` turning ``degrees``, one every 4 degrees or so."""
    n = max(2, int(abs(degrees) / 4) + 1)
    return [Pose(at[0], at[1], start + degrees * k / (n - 1)).forward(radius).point for k in range(n)]


def move_figure(ruling: Ruling) -> Figure:
    """A move [WIND SPEED, APM-03; TURNING SHIPS, APM-05; TACKING SHIPS, APM-06c]: an allowance as the run from the
    least to the most inches along the heading, a pivot as its turn about the mainmast, a drift as its path."""
    if "move" in ruling.facts:  # a drift, or any move: the mainmast's path and the ship at its end
        return _drift_figure(ruling)
    if "degrees" in ruling.facts:
        return _pivot_figure(ruling)
    return _allowance_figure(ruling)


def _drift_figure(ruling: Ruling) -> Figure:
    """A drift or any move [TACKING SHIPS, APM-06c]: the mainmast's path and the ship at its end."""
    ship: Ship = ruling.facts["ship"]
    move: Move = ruling.facts["move"]
    end = move.end(ship.pose)
    title = f"{ruling.question}: {move.track(ship.pose).length:.1f} in [TACKING SHIPS, APM-06c]"
    sub = f"swings to head {end.heading:g}° and drifts the lower die downwind"
    ax, _ = _sheet_around([hull_of(ship), hull_of(ship, end)], title, sub, ruling.facts)
    draw_move(ax, ship, move)
    draw_ships(ax, [ship], highlight=[ship.name], taken=[hull_of(ship, end).buffer(0.3)])
    keys = [p.Key("line", PATH, "the mainmast's path"), p.Key("outline", GHOST, "where the ship ends")]
    return _finish(ax, keys, [ship], sentences(title))


def _pivot_figure(ruling: Ruling) -> Figure:
    """A pivot about the mainmast [TURNING SHIPS, APM-05]: the headings within the limit, the turn, the ship after it."""
    f = ruling.facts
    ship: Ship = f["ship"]
    degrees, limit = float(f["degrees"]), 180.0 if f.get("forced") else 90.0
    end = ship.pose.turned(degrees)
    title = _title(ruling, "TURNING SHIPS, APM-05")
    sub = f"a pivot of {abs(degrees):g}° about the mainmast; the limit is {limit:g}°"
    ax, clip = _sheet_around([shapely.Point(ship.mainmast).buffer(4.5)], title, sub, f, pad=1.0)
    reach = (
        fan(ship.mainmast, ship.pose.heading - limit, ship.pose.heading + limit, 3.6)
        if limit < 180
        else shapely.Point(ship.mainmast).buffer(3.6)
    )
    p.area(ax, reach, color=CLEAR, alpha=0.12, edge=CLEAR, width=0.8, zorder=1, gid="pivot-limit")
    p.area(ax, hull_of(ship, end), color="none", edge=GHOST, width=1.4, style="--", zorder=3.5, gid="ghost")
    arc = shapely.LineString(_arc_points(ship.mainmast, ship.pose.heading, degrees, 2.6)).buffer(0.4)
    draw_ships(
        ax, [ship], highlight=[ship.name], taken=[hull_of(ship, end).buffer(0.3), reach.exterior.buffer(0.2), arc]
    )
    _turn_arc(ax, ship.mainmast, ship.pose.heading, degrees, 2.6, CLEAR if ruling else BLOCKED)
    keys = [
        p.Key("fill", CLEAR, f"headings within the {limit:g}° limit"),
        p.Key("arrow", CLEAR if ruling else BLOCKED, "the pivot"),
        p.Key("outline", GHOST, "the ship after it"),
    ]
    return _finish(ax, keys, [ship], sentences(title, sub))


def _allowance_figure(ruling: Ruling) -> Figure:
    """A movement allowance [WIND SPEED, APM-03]: the run from the least to the most inches along the heading, and
    the points of sail round the mainmast when the wind is known."""
    f = ruling.facts
    ship: Ship = f["ship"]
    closest = _closest(ruling)
    keys: list[p.Key] = []
    head = float(f.get("heading", ship.pose.heading))
    wind_from = _wind(f)
    pose = Pose(ship.pose.x, ship.pose.y, head)
    most = float(ruling.value or 0)
    least = float(f.get("least", 0))
    title = _title(ruling, "WIND SPEED, APM-03")
    sub = f"heading {head:g}°: at most {most:g} in, at least {least:g} in"
    run_end = pose.forward(max(most, 0.5)).point
    ax, clip = _sheet_around([hull_of(ship, pose), shapely.Point(run_end).buffer(2.5)], title, sub, f)
    shown = ship.with_(pose=pose)
    taken: list[BaseGeometry] = [hull_of(shown).buffer(0.3), shapely.LineString([pose.point, run_end]).buffer(0.4)]
    if wind_from is not None:
        draw_points_of_sail(ax, pose.point, wind_from, closest, 6.0, clip=clip, taken=taken)
        keys += _sail_keys(closest)
    if most > 0:
        p.route(
            ax, [pose.point, pose.forward(most).point], color=PATH, width=2.4, dots=0, head=0.8, zorder=4.5, gid="run"
        )
        tb.measure(ax, pose.point, pose.forward(most).point, f"{most:g} in", taken, PATH)
        keys.append(p.Key("arrow", PATH, "the most it may sail"))
        if 0 < least < most:
            p.marker(
                ax, [pose.forward(least).point], kind="ring", size=0.7, color=PATH, width=2.0, zorder=4.6, gid="least"
            )
            keys.append(p.Key("ring", PATH, "the least it must sail"))
        p.area(ax, hull_of(ship, pose.forward(most)), color="none", edge=GHOST, width=1.2, style="--", zorder=3.5)
    draw_ships(ax, [shown], highlight=[ship.name], taken=taken)
    return _finish(ax, keys, [ship], sentences(title, sub))


def tack_figure(ruling: Ruling) -> Figure:
    """A tacking throw [TACKING SHIPS, APM-06]: the ship turning through the wind's eye onto the other tack, and the die.

    With no ship in the ruling's facts the ship is drawn close-hauled in a wind from North
    (a picture of the manoeuvre, said so in its subtitle).
    """
    f = ruling.facts
    wind_from = _wind(f)
    schematic = "ship" not in f or wind_from is None
    wind = 0.0 if wind_from is None else wind_from
    ship: Ship = f["ship"] if "ship" in f else Ship("ship", 1, Pose(0.0, 0.0, 292.5))
    if schematic:  # close-hauled on one tack, to the same angle on the other
        ship = ship.with_(pose=Pose(ship.pose.x, ship.pose.y, wind - _closest(ruling)))
    other = normalize(wind + _closest(ruling)) if schematic else f.get("heading", ship.pose.heading)
    title = _title(ruling, "TACKING SHIPS, APM-06")
    die, score = f.get("die"), ruling.value
    bits = [f"die {die}" + (f", +2 damaged: {score}" if f.get("damaged") else "")] if die is not None else []
    if schematic:
        bits.append("the ship drawn close-hauled, as an example")
    sub = "; ".join(bits)
    ax, clip = _sheet_around([shapely.Point(ship.mainmast).buffer(5.0)], title, sub, {"wind_from": wind}, pad=1.0)
    toward = turn_to(ship.pose.heading, wind)  # the way to the wind's eye: a tack turns that way, through it
    turn = normalize(other - ship.pose.heading) if toward >= 0 else -normalize(ship.pose.heading - other)
    ghost = hull_of(ship, ship.pose.turned(turn))  # on the other tack
    taken: list[BaseGeometry] = [hull_of(ship).buffer(0.3), ghost.buffer(0.3)]
    draw_points_of_sail(ax, ship.mainmast, wind, _closest(ruling), 6.5, clip=clip, taken=taken)
    colour = CLEAR if ruling else BLOCKED
    p.area(ax, ghost, color="none", edge=GHOST, width=1.4, style="--", zorder=3.5, gid="ghost")
    draw_ships(ax, [ship], highlight=[ship.name], taken=taken)
    _turn_arc(ax, ship.mainmast, ship.pose.heading, turn, 3.0, colour)
    if die is not None:
        x0, y0, x1, y1 = clip.bounds
        p.die(ax, (x0 + 1.6, y1 - 1.6), int(die), size=2.0, edge=colour, gid="die")
    keys = [
        p.Key("arrow", colour, _tack_words(ruling)),
        p.Key("outline", GHOST, "the other tack"),
        *_sail_keys(_closest(ruling)),
    ]
    return _finish(ax, keys, (), sentences(title, sub))


def _tack_words(ruling: Ruling) -> str:
    if "die" not in ruling.facts:
        return "through the wind's eye onto the other tack"
    return "through the wind's eye: comes round" if ruling else "misses stays: does not turn"


# ---------------------------------------------------------------- falling aboard [FALLING ABOARD, APM-04c]


def draw_move(ax: Axes, ship: Ship, move: Move, ruling: Ruling | None = None) -> list[Artist]:
    """The mainmast's path, the ship ghosted at its end, the 3-inch ring round each ship met and the check point."""
    out: list[Artist] = []
    track = move.track(ship.pose)
    out += p.route(ax, track.points, color=PATH, width=2.0, dots=0.0, head=0.7, zorder=3, gid="path")
    out += p.area(ax, hull_of(ship, move.end(ship.pose)), color="none", edge=GHOST, width=1.2, style="--", zorder=3)
    if ruling is not None and ruling.verdict is not None:
        met = shapely.Point(ruling.other_at).buffer(ruling.facts["reach"], 64)
        out += p.area(ax, met, color=HIGHLIGHT, alpha=0.12, zorder=2)
        out += p.area(ax, met, color="none", edge=HIGHLIGHT, width=1.8, style="--", zorder=2.1, gid="ring")
        out += p.line(ax, [ruling.other_at, ruling.at], color=HIGHLIGHT, width=1.2, zorder=2.2, gid="reach")
        out += p.marker(ax, [ruling.at], kind="cross", size=0.9, color=BLOCKED, edge="white", zorder=6, gid="check")
    return out


def falling_aboard_figure(ruling: Ruling) -> Figure:
    """The 3-inch check a ``first_check`` ruling carries: its mover's swept path among the others, the ring round the
    ship met and the first closing point."""
    f = ruling.facts
    mover, move, reach = f["mover"], f["move"], f["reach"]
    ships = [mover, *[s for s in f.get("others", ()) if s.name != mover.name]]
    track = move.track(mover.pose)
    shapes = [hull_of(s) for s in ships] + [shapely.LineString(track.points).buffer(1.0)]
    if ruling.verdict is None:
        words = f"{mover.name} comes within {reach:g} inches of no ship while closing"
    else:
        words = (
            f"{mover.name} must check with {ruling.verdict} {ruling.progress:.0%} of the way along its move, "
            f"{ruling.gap:.1f} in apart"
        )
    title = _title(ruling, "FALLING ABOARD, APM-04c")
    ax, clip = _sheet_around(shapes, title, words, ruling.facts)
    draw_move(ax, mover, move, ruling)
    draw_ships(ax, ships, highlight=[mover.name] + ([ruling.verdict] if ruling.verdict else []))
    keys = [
        p.Key("arrow", PATH, f"{mover.name}'s mainmast, swept along its move"),
        p.Key("outline", GHOST, "where it would end"),
    ]
    if ruling.verdict is not None:
        keys += [
            p.Key("outline", HIGHLIGHT, f"{reach:g} in round {ruling.verdict}'s mainmast"),
            p.Key("cross", BLOCKED, "the first point closing within it: the check"),
        ]
    return _finish(ax, keys, ships, f"{heading(ruling.question, words)}.")


# ---------------------------------------------------------------- dice, boarding, tracking charts, struck ships


def card_figure(ruling: Ruling, case: str) -> Figure:
    """A ruling with no place on the table, on the kit's card (:func:`sailkit.draw.cards.card`): its heading and the
    dice thrown (the ``dice`` fact: rows of faces by thrower), those that score (at least the ``need`` fact, when
    given) edged green, or the verdict when no die was thrown. A boarding exchange is one [BOARDING, APM-12]."""
    need = ruling.facts.get("need")
    dice = [DiceRow(who, tuple(faces), need) for who, faces in ruling.facts.get("dice", ())]
    title = _title(ruling, case)
    keys = [p.Key("frame", CLEAR, f"a die that scores ({need} or better)")] if need is not None else []
    verdict = "; ".join(s.reason for s in ruling.steps[-1:])
    return card(
        title, verdict, dice=dice, lines=() if dice else (str(ruling.verdict),), keys=keys, alt=sentences(title)
    )


#: The rows of a tracking chart, top to bottom: the label and how the chart and damage give its boxes [APM-16].
def _chart_rows(chart: Chart, damage: Damage) -> list[tuple[str, int, int]]:
    """Each row of the chart: its name, boxes printed, boxes crossed off (masts top row first)."""
    top = min(damage.masts, chart.masts_row)
    return [
        ("masts, top row", chart.masts_row, top),
        ("masts, lower row", chart.masts_row, damage.masts - top),
        ("port guns", chart.guns_side, damage.port),
        ("starboard guns", chart.guns_side, damage.starboard),
        ("hull", chart.hull_row, min(damage.hull, chart.hull_row)),
        ("hull", chart.hull_row, max(0, damage.hull - chart.hull_row)),
    ]


def draw_chart(
    ax: Axes, at: tuple[float, float], chart: Chart, damage: Damage, before: Damage | None = None
) -> list[Artist]:
    """A tracking chart as boxes, its top-left corner at ``at``: boxes crossed off before in grey, new hits in red [APM-16]."""
    out: list[Artist] = []
    old = _chart_rows(chart, before) if before is not None else None
    x0, y0 = at
    for i, (label, boxes, crossed) in enumerate(_chart_rows(chart, damage)):
        y = y0 - 0.9 * i
        out += p.text(ax, (x0, y), label, size=0.42, min_points=SMALLEST_POINTS, ha="left", color=INK)
        was = old[i][2] if old is not None else crossed
        for k in range(boxes):
            cx = x0 + 5.2 + 0.85 * k
            out += p.tile(ax, (cx, y), 0.72, radius=0.05, color="white", edge=INK, line_width=0.9, zorder=3)
            if k < crossed:
                new = k >= was
                out += p.marker(
                    ax,
                    [(cx, y)],
                    kind="cross",
                    size=0.62,
                    color=BLOCKED if new else LABEL,
                    edge="none",
                    zorder=4,
                    gid="hit" if new else "crossed",
                )
    return out


def chart_figure(
    ruling: Ruling, chart: Chart, damage: Damage, before: Damage | None, case: str, name: str = ""
) -> Figure:
    sub = (f"{name}'s tracking chart" if name else "the tracking chart") + (
        " (reconstructed for its rate)" if chart.reconstructed else ""
    )
    return chart_sheet(_title(ruling, case), sub, chart, damage, before)


def chart_sheet(
    title: str, sub: str, chart: Chart, damage: Damage, before: Damage | None = None, alt: str = ""
) -> Figure:
    """A tracking chart alone on a sheet under ``title`` and ``sub`` (:func:`draw_chart`), keyed [APM-16]."""
    width = 5.6 + 0.85 * max(chart.masts_row, chart.guns_side, chart.hull_row) + 0.4
    ax = Sheet(title, sub, strip=False).open(
        width, 6.0, lambda ax, _: p.frame(ax, (0.0, -0.2, width, 5.8)), inch_per_unit=0.45
    )
    draw_chart(ax, (0.1, 5.2), chart, damage, before)
    keys = [p.Key("cross", LABEL, "crossed off before")]
    if before is not None:
        keys.append(p.Key("cross", BLOCKED, "crossed off now"))
    return _finish(ax, keys, (), alt or sentences(title, sub))


def struck_figure(ruling: Ruling) -> Figure:
    """A struck ship [CLARIFICATION, APM-15, 15a]: on the table with the ship that retakes it, or its tracking chart."""
    f = ruling.facts
    ship: Ship = f["ship"]
    rescuer: Ship | None = f.get("rescuer")
    if rescuer is None:
        return chart_figure(ruling, ship.chart, ship.damage, None, "CLARIFICATION, APM-15", ship.name)
    title = _title(ruling, "CLARIFICATION, APM-15a")
    sub = f"{rescuer.name} has fallen aboard {ship.name}, which had struck to side {ship.struck_to}"
    ax, clip = _sheet_around([hull_of(ship), hull_of(rescuer)], title, sub, f)
    ring = shapely.Point(ship.mainmast).buffer(f["reach"], 64)
    p.area(ax, ring, color=HIGHLIGHT, alpha=0.12, zorder=2)
    p.area(ax, ring, color="none", edge=HIGHLIGHT, width=1.8, style="--", zorder=2.1, gid="ring")
    draw_ships(ax, [ship, rescuer], highlight=[ship.name, rescuer.name])
    keys = [p.Key("outline", HIGHLIGHT, f"{f['reach']:g} in round {ship.name}'s mainmast")]
    return _finish(ax, keys, [ship, rescuer], sentences(title, sub))


# ---------------------------------------------------------------- a position


def position_figure(position: Any, *, title: str | None = None, subtitle: str = "") -> Figure:
    """A position on the table: every ship, the wind and the speed dice, the turn [TURN SEQUENCE, APM-01]."""
    ships = [s for s in position.ships if not s.sunk]
    head = title if title is not None else f"As Per Margin, turn {position.turn}"
    sub = subtitle or (
        f"wind from {position.wind_from:g}° ({wind_name(position.wind_from)}), "
        f"speed dice {position.speed.first} and {position.speed.second}"
    )
    shapes = [hull_of(s) for s in ships] or [shapely.Point(0, 0).buffer(1.0)]
    bounds = tb.bounds_around(shapes, pad=3.0)
    ax = tb.sheet(bounds, head, sub, **_strip_of(position))
    draw_ships(ax, ships)
    where = ", ".join(
        f"{s.name} (side {s.side}) at {tb.at_words(s.pose.x, s.pose.y)} heading {tb.number_words(s.pose.heading)}"
        for s in ships
    )
    return _finish(ax, [], ships, f"{head}, {sub}. {where}.")


def game_figure(game: Any) -> Figure:
    """A game as it stands: the ships still on the table, the wind, the turn and its step, and who acts next, or the
    die wanted, or the result [TURN SEQUENCE, APM-01]. What a lesson's board shows (:mod:`sailkit.lessons`)."""
    state = game.state
    position = replace(state.position, ships=tuple(_on_table(state)))
    step = state.phase.value if state.phase is not None else "set-up"
    if state.result:
        who = state.result
    elif game.is_chance_node():
        who = "a die is wanted"
    else:
        side = game.current_side()
        who = f"{side} to act" if side else "nobody to act"
    sub = f"{who}; wind from {position.wind_from:g}° ({wind_name(position.wind_from)}), speed dice " + (
        f"{position.speed.first} and {position.speed.second}"
    )
    return position_figure(position, title=f"As Per Margin, turn {position.turn}: {step}", subtitle=sub)


# ---------------------------------------------------------------- a recorded game


#: How wide a highlighted place is drawn on the table (a disc round the point), and an arrow's scale, in inches.
PLACE_INCHES = 3.0


def _on_table(state: Any) -> list[Ship]:
    gone: frozenset[str] = getattr(state, "gone", frozenset())
    return [s for s in state.position.ships if s.name not in gone and not s.sunk]


def replay_bounds(states: Sequence[Any], places: Sequence[str] = ()) -> tuple[float, float, float, float]:
    """One part of the table for a whole replay: round every mainmast of every state and every annotated point."""
    xy = [(s.pose.x, s.pose.y) for st in states for s in _on_table(st)]
    for place in places:
        try:
            point = TABLE.parse(place)
        except InvalidInputError:
            continue
        xy.append((point.x, point.y))
    if not xy:
        return (0.0, 0.0, 14.0, 10.0)
    return tb.bounds_around(shapely.MultiPoint(xy), pad=4.0)


def replay_figure(scene: Any) -> Figure:
    """One point of a recorded game for the kit's exports (:mod:`sailkit.replay_export`) [TURN SEQUENCE, APM-01].

    The part of the table shown is the same for every point of the replay (round every
    ship of every state and every annotated place); the ships still on the table are drawn
    with the wind of this point, what the phase's actions did, the record's arrows between
    points ``x,y`` and its highlights as discs round them. Nothing is secret in As Per Margin, so every view
    draws the same picture.
    """
    from ....replayer.marks import draw_point

    state = scene.state
    ax = tb.sheet(
        replay_bounds(tuple(scene.states), tuple(scene.places)),
        scene.title,
        scene.subtitle,
        **_strip_of(state.position),
    )
    ships = _on_table(state)
    draw_ships(ax, ships)

    def centre(text: str) -> tuple[float, float]:
        point = scene.rules.place(state, text)
        return (float(point[0]), float(point[1]))

    draw_point(
        ax,
        scene,
        centre=centre,
        cell=lambda text: shapely.Point(centre(text)).buffer(PLACE_INCHES / 2, 32),
        size=PLACE_INCHES,
    )
    where = ", ".join(f"{s.name} at {tb.at_words(s.pose.x, s.pose.y)}" for s in ships)
    return _finish(ax, [], ships, f"{scene.title}. {where}.".replace(". .", "."))


CHARTS = "SHIP TYPES AND TRACKING CHARTS, APM-16"


def _hits_figure(ruling: Ruling) -> Figure:
    f = ruling.facts
    return chart_figure(ruling, f["chart"], f["damage"], f.get("before"), CHARTS)


def _status_figure(ruling: Ruling) -> Figure:
    ship: Ship = ruling.facts["ship"]
    return chart_figure(ruling, ship.chart, ship.damage, None, CHARTS, ship.name)


#: Each kind of ruling: the figure that draws it on the table, the facts that figure needs, and the case of the card
#: (:func:`card_figure`: the heading and the dice) a ruling without them is drawn on. A kind with no figure, such as
#: ``dice`` (a throw not yet complete: the dice so far), is always a card.
DRAWN: dict[str, tuple[Callable[[Ruling], Figure] | None, tuple[str, ...], str]] = {
    "fire": (fire_figure, ("firer",), "FIRE, APM-07"),
    "range": (
        partial(fire_figure, case="RANGES & COMBAT CHARTS, APM-09"),
        ("firer",),
        "RANGES & COMBAT CHARTS, APM-09",
    ),
    "rake": (rake_figure, ("firer",), "TOSS DOUBLE DICE FOR, APM-08a"),
    "table_i": (table_i_figure, ("inches",), "TABLE I, APM-11"),
    "wind": (wind_figure, ("wind_from",), "TURN SEQUENCE, APM-01"),
    "move": (move_figure, ("ship",), "WIND SPEED, APM-03"),
    "tack": (tack_figure, (), ""),
    "fall_aboard": (falling_aboard_figure, ("mover", "move"), "FALLING ABOARD, APM-04c"),
    "boarding": (None, (), "BOARDING, APM-12"),
    "hits": (_hits_figure, ("chart",), CHARTS),
    "struck": (struck_figure, ("ship",), "CLARIFICATION, APM-15"),
    "status": (_status_figure, ("ship",), CHARTS),
    "dice": (None, (), "TURN SEQUENCE, APM-01"),
    "pumps": (None, (), "SHIP TYPES AND TRACKING CHARTS, APM-16e"),
    "sequence": (None, (), "TURN SEQUENCE, APM-01a"),
}


def _drawer(figure: Callable[[Ruling], Figure] | None, needs: tuple[str, ...], case: str) -> Callable[[Ruling], Figure]:
    def draw(ruling: Ruling) -> Figure:
        if figure is not None and all(k in ruling.facts for k in needs):
            return figure(ruling)
        return card_figure(ruling, case)

    return draw


for _kind, _how in DRAWN.items():
    renderer(RULESET, _kind)(_drawer(*_how))
for _kind, _whole in (("position", position_figure), ("game", game_figure), ("replay", replay_figure)):
    renderer(RULESET, _kind)(_whole)

__all__ = [
    "ARC_COLOURS",
    "NATION_COLOURS",
    "SIDE_COLOURS",
    "arc_words",
    "arcs_of",
    "band_shapes",
    "card_figure",
    "chart_figure",
    "chart_sheet",
    "draw_arcs",
    "draw_bands",
    "draw_chart",
    "draw_move",
    "draw_points_of_sail",
    "draw_rake_zone",
    "draw_ships",
    "falling_aboard_figure",
    "fire_figure",
    "game_figure",
    "hull_of",
    "move_figure",
    "position_figure",
    "rake_figure",
    "rake_zone",
    "ship_colours",
    "ship_key",
    "ship_parts",
    "replay_bounds",
    "replay_figure",
    "struck_figure",
    "table_i_figure",
    "tack_figure",
    "wind_figure",
]
