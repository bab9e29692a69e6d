"""Fighting Ships' pictures of gunnery on the open table: sight, ranges, gun arcs, valid targets, rakes, squadrons
[5.1-5.5.5, 9.2]. A green arrow is only ever a clear line; a refused one is dashed red with a cross on what blocks
it; arcs and the Cannon bands are tinted and named in the key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.style import BLIND, BLIND_HATCH, BLOCKED, CLEAR, GHOST, HIGHLIGHT, INK, WIND
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET, SMALLEST, card_figure
from .drawing_table import (
    ARC_COLOURS,
    BAND_ALPHA,
    CHASER,
    LAND,
    LAND_KEY,
    T,
    draw_land,
    draw_ships,
    finish,
    inches_between,
    lane,
    line_between,
    open_sheet,
    ships_in,
    toward,
)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

# ---------------------------------------------------------------- sight, range, arcs, targets, rakes [5.1-5.5.5]


@renderer(RULESET, "sight")
def sight_figure(ruling: Ruling) -> Figure:
    """A line of sight [5.2]: the line mainmast to mainmast, green when clear; when blocked, dashed red, each hull,
    shore or wreckage in the way framed red and crossed where the line meets it."""
    f = ruling.facts
    firer, target = f["firer"], f["target"]
    ships = ships_in(f)
    land = list(f.get("land", ())) + list(f.get("wreckage", ()))
    ships = [s for s in ships if _near(s, firer, target)]
    ax, clip = open_sheet(ruling, [s.base for s in ships] + land)
    taken: list[BaseGeometry] = [lane(firer, target)]
    draw_land(ax, land, clip)
    draw_ships(ax, ships, highlight=[firer.name, target.name], taken=taken)
    keys = [p.Key("frame", HIGHLIGHT, "the ships asked about")]
    line_between(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-sight")
    if ruling.verdict:
        keys.append(p.Key("arrow", CLEAR, "clear line of sight, mainmast to mainmast"))
    else:
        keys.append(p.Key("dash", BLOCKED, "blocked line of sight"))
        segment = f["segment"]
        for shape in f["blockers"]:
            p.area(ax, shape, color="none", edge=BLOCKED, width=2.2, zorder=4.4, gid="blocker")
            where = segment.intersection(shape)
            at = where.centroid if not where.is_empty else shape.centroid
            p.marker(ax, [(at.x, at.y)], kind="cross", size=0.9, color=BLOCKED, zorder=4.8, gid="blocked-at")
        keys.append(p.Key("cross", BLOCKED, "what blocks it: " + ", ".join(f["blocking"])))
    if land:
        keys.append(p.Key("fill", LAND, "land" if not f.get("wreckage") else "land and wreckage"))
    tb.measure(
        ax,
        (firer.mainmast.x, firer.mainmast.y),
        (target.mainmast.x, target.mainmast.y),
        f"{inches_between(firer.mainmast, target.mainmast):.1f} in",
        taken,
        CLEAR if ruling.verdict else BLOCKED,
        min_points=SMALLEST,
    )
    return finish(ax, ruling, keys, ships)


def _near(ship: Any, firer: Any, target: Any) -> bool:
    """Whether ``ship`` stands near enough the line from firer to target to be worth showing."""
    line = LineString([(firer.mainmast.x, firer.mainmast.y), (target.mainmast.x, target.mainmast.y)])
    return bool(ship.base.distance(line) < 6.0)


def draw_bands(
    ax: Axes,
    firer: Any,
    bands: Sequence[tuple[str, float]],
    clip: BaseGeometry,
    taken: list[BaseGeometry],
    what: str = "Cannon",
) -> list[p.Key]:
    """The bands of ``what`` fires (Cannon or Guns) round ``firer``'s mainmast [5.3], darker nearer, each labelled
    with its name and reach."""
    inner = 0.0
    centre = shapely.Point(firer.mainmast.x, firer.mainmast.y)
    for (name, top), alpha in zip(bands, BAND_ALPHA):
        ring = centre.buffer(top, 128).difference(centre.buffer(inner, 128)) if inner else centre.buffer(top, 128)
        p.area(ax, ring.intersection(clip), color=WIND, alpha=alpha, edge=WIND, width=0.6, zorder=1, gid=f"band-{name}")
        inside = clip.buffer(-1.2)
        spots = [
            (toward(firer.mainmast, bearing, (inner + top) / 2), "center", "center")
            for bearing in (180.0, 0.0, 225.0, 135.0, 315.0, 45.0, 270.0, 90.0)
        ]
        p.free_text(
            ax,
            [s for s in spots if inside.contains(shapely.Point(s[0]))],
            f"{name} to {top:g} in",
            taken,
            size=T * 0.85,
            min_points=SMALLEST,
            color=INK,
            backing=True,
            zorder=2.5,
        )
        inner = top
    reach = ", ".join(f"{name} to {top:g}" for name, top in bands)
    return [p.Key("fill", WIND, f"{what} bands round {firer.name}: {reach} in (a range on a line is the shorter)")]


@renderer(RULESET, "range")
@renderer(RULESET, "measure")
def range_figure(ruling: Ruling) -> Figure:
    """A range [5.3] (or a measure [1.4]): the bands round the firer's mainmast and the distance to the target's;
    a band ruling with no ships (a gale's shift) is a card."""
    f = ruling.facts
    if "firer" not in f:
        return card_figure(ruling)
    firer, target = f["firer"], f["target"]
    bands = f.get("bands", ())
    ax, clip = open_sheet(ruling, [firer.base, target.base], pad=4.0)
    taken: list[BaseGeometry] = [lane(firer, target)]
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    what = "Guns" if f.get("ordnance") == "guns" else "Cannon"
    keys = draw_bands(ax, firer, bands, clip, taken, what) if bands else []
    in_range = ruling.kind == "measure" or f.get("band") is not None
    colour = CLEAR if in_range else INK
    if in_range:
        tb.shot(ax, firer.mainmast, target.mainmast, gid="line-of-fire")
    else:
        p.line(ax, [firer.mainmast, target.mainmast], color=INK, width=1.6, style="--", zorder=4.6, gid="measured")
    keys.append(
        p.Key("arrow" if in_range else "dash", colour, "mainmast to mainmast" + ("" if in_range else ": out of range"))
    )
    tb.measure(
        ax,
        firer.mainmast,
        target.mainmast,
        f"{inches_between(firer.mainmast, target.mainmast):.2f} in",
        taken,
        colour,
        min_points=SMALLEST,
    )
    keys.append(p.Key("frame", HIGHLIGHT, "the two ships"))
    return finish(ax, ruling, keys, [firer, target])


#: How the key names a shore battery's half-planes of fire, ahead of its face and behind it [9.1.3].
FACES = {"ahead of its face": "guns: ahead of its face", "behind its face": "guns: behind its face"}


def draw_arcs(
    ax: Axes, arcs: Mapping[Any, BaseGeometry], clip: BaseGeometry, held: Sequence[Any] = (), owner: str = ""
) -> list[p.Key]:
    """Gun arcs as tinted polygons [5.4] (gid ``arc-NAME``), the ones in ``held`` stronger; a key row each."""
    keys: list[p.Key] = []
    for arc, shape in arcs.items():
        name = str(getattr(arc, "value", arc))
        colour = ARC_COLOURS.get(name, CHASER if name not in FACES else ARC_COLOURS["starboard broadside"])
        strong = arc in held
        p.area(
            ax,
            shape.intersection(clip),
            color=colour,
            alpha=0.38 if strong else 0.14,
            edge=colour,
            width=1.6 if strong else 0.8,
            zorder=1.1,
            gid=f"arc-{name.replace(' ', '-')}",
        )
        said = FACES.get(name, "bow and stern chasers" if colour == CHASER else name)
        keys.append(p.Key("fill", colour, f"{owner}{said}" + (" (bears)" if strong and colour != CHASER else "")))
    return list(dict.fromkeys(keys))


@renderer(RULESET, "arcs")
def arcs_figure(ruling: Ruling) -> Figure:
    """The firer's gun arcs [5.4] tinted, those holding the target's mainmast stronger, the mainmast ringed."""
    f = ruling.facts
    firer, target = f["firer"], f["target"]
    ax, clip = open_sheet(ruling, [firer.base, target.base], pad=4.0)
    taken: list[BaseGeometry] = []
    keys = draw_arcs(ax, f["arcs"], clip, f.get("held", ()), f"{firer.name}'s ")
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    m = f["mainmast"]
    p.marker(ax, [(m.x, m.y)], kind="ring", size=0.9, color=INK, width=2.0, zorder=4.7, gid="point-asked")
    keys += [
        p.Key("ring", INK, f"{target.name}'s mainmast: the point that must lie in an arc"),
        p.Key("frame", HIGHLIGHT, "the two ships"),
    ]
    return finish(ax, ruling, keys, [firer, target])


@renderer(RULESET, "target")
def target_figure(ruling: Ruling) -> Figure:
    """May a ship fire [5.1]: her gun arcs, the bands, and the line to the target: green only when every
    condition holds, dashed red otherwise, with what blocks it crossed."""
    f = ruling.facts
    firer, target = f["firer"], f["target"]
    sight, arc = f["sight"].facts, f["arc"].facts
    ships = [s for s in ships_in(f) if _near(s, firer, target)]
    ax, clip = open_sheet(ruling, [s.base for s in ships], pad=4.0)
    taken: list[BaseGeometry] = [lane(firer, target)]
    keys = draw_arcs(ax, arc["arcs"], clip, arc.get("held", ()), f"{firer.name}'s ")
    p.area(
        ax,
        [b.intersection(clip) for b in f.get("fog_banks", ())],
        color=BLIND,
        alpha=0.18,
        edge=BLIND,
        width=0.8,
        zorder=1.3,
        gid="fog",
    )
    if f.get("fog_banks"):
        keys.append(p.Key("fill", BLIND, "fog or a squall: short range only"))
    if f.get("land"):
        draw_land(ax, f["land"], clip)
        keys.append(LAND_KEY)
    draw_ships(ax, ships, highlight=[firer.name, target.name], taken=taken)
    line_between(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-fire")
    for shape in sight["blockers"]:
        where = sight["segment"].intersection(shape)
        at = where.centroid if not where.is_empty else shape.centroid
        p.marker(ax, [(at.x, at.y)], kind="cross", size=0.9, color=BLOCKED, zorder=4.8, gid="blocked-at")
    if sight["blockers"]:
        keys.append(p.Key("cross", BLOCKED, "what blocks the line: " + ", ".join(sight["blocking"])))
    band = f.get("band")
    words = f"{inches_between(firer.mainmast, target.mainmast):.1f} in" + (f", {band}" if band else "")
    words += ", raking" if f.get("rake") else ""
    tb.measure(
        ax, firer.mainmast, target.mainmast, words, taken, CLEAR if ruling.verdict else BLOCKED, min_points=SMALLEST
    )
    keys.append(
        p.Key("arrow", CLEAR, "a valid target: the line of fire")
        if ruling.verdict
        else p.Key("dash", BLOCKED, f"no fire: {ruling.gloss}")
    )
    keys.append(p.Key("frame", HIGHLIGHT, "firer and target"))
    return finish(ax, ruling, keys, ships)


@renderer(RULESET, "rake")
def rake_figure(ruling: Ruling) -> Figure:
    """A rake [5.5.5]: the target's bow and stern chaser arcs hatched out to medium range, the one the firer's
    mainmast lies in stronger; the line of fire green only when it rakes."""
    f = ruling.facts
    firer, target = f["firer"], f["target"]
    ax, clip = open_sheet(ruling, [firer.base, target.base], pad=4.0)
    taken: list[BaseGeometry] = [lane(firer, target)]
    keys: list[p.Key] = []
    for arc, shape in f["chasers"].items():
        strong = arc == f["chaser"]
        p.area(
            ax,
            shape.intersection(clip),
            color=CHASER,
            alpha=0.3 if strong else 0.1,
            edge=BLIND,
            width=1.4 if strong else 0.8,
            style="-" if strong else "--",
            hatch=BLIND_HATCH,
            hatch_color=BLIND,
            zorder=1.1,
            gid=f"chaser-{str(getattr(arc, 'value', arc)).replace(' ', '-')}",
        )
    keys.append(p.Key("hatch", BLIND, f"{target.name}'s bow and stern chaser arcs, to 12 in: a firer there rakes"))
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    line_between(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-fire")
    keys.append(p.Key("arrow", CLEAR, "a raking shot") if ruling.verdict else p.Key("dash", BLOCKED, "no rake"))
    band = f.get("band")
    tb.measure(
        ax,
        firer.mainmast,
        target.mainmast,
        f"{inches_between(firer.mainmast, target.mainmast):.1f} in" + (f", {band}" if band else ""),
        taken,
        CLEAR if ruling.verdict else BLOCKED,
        min_points=SMALLEST,
    )
    keys.append(p.Key("frame", HIGHLIGHT, "firer and target"))
    return finish(ax, ruling, keys, [firer, target])


@renderer(RULESET, "squadron")
def squadron_figure(ruling: Ruling) -> Figure:
    """A squadron's pooled shot [9.2]: each member's line to the target, green for those that add their dice and
    dashed red for those that may not, and the cohesion reach round each member dashed."""
    f = ruling.facts
    members, target = list(f["members"]), f["target"]
    firing = set(ruling.verdict)
    ships = [s for s in ships_in(f) if any(_near(s, m, target) for m in members)]
    ax, clip = open_sheet(ruling, [s.base for s in ships], pad=4.0)
    taken: list[BaseGeometry] = [lane(m, target) for m in members]
    reach = float(f.get("reach", 6.0))
    for m in members:
        p.area(
            ax,
            shapely.Point(m.mainmast).buffer(reach, 96).exterior.intersection(clip).buffer(0.02),
            color="none",
            edge=GHOST,
            width=1.0,
            style="--",
            zorder=1.4,
            gid=f"cohesion-{m.name}",
        )
    draw_ships(
        ax,
        ships,
        highlight=[m.name for m in members] + [target.name],
        taken=taken,
    )
    for m in members:
        line_between(ax, m.mainmast, target.mainmast, m.name in firing, gid=f"shot-{m.name}")
    keys = [
        p.Key("arrow", CLEAR, "a member adding her dice"),
        p.Key("dash", BLOCKED, "a member that may not"),
        p.Key("outline", GHOST, f"{reach:g} in round each member: the squadron's reach"),
        p.Key("frame", HIGHLIGHT, "the squadron and its target"),
    ]
    if not firing:
        keys = keys[1:]
    return finish(ax, ruling, keys, ships, more=f"band {f.get('band')}")
