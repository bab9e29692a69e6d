"""Fighting Ships' drawing face: every kind of ruling drawn on the open table, in the kit's one visual language.

A renderer per kind of ruling (:func:`sailkit.renderers.renderer`) turns the facts a ruling carries into a picture
on the kit's table sheet (:func:`sailkit.draw.table.sheet`): the part of the table round the ships in question with
its grid, the compass with "wind from X", a ruler in inches and a key. Each ship is her base to scale, tinted in
her side's colour, her hull on it in white with the bow filled and her mainmast a dot, her name beside her where it
covers nothing. The ships a ruling is about are framed in amber; a green arrow is only ever a clear line; arcs and
range bands are tinted with a legend; a place a ship can end is a dot with a tick for each facing.

Rulings with no place on the table (the dice side: salvos, saves, criticals, boarding, morale, the exact odds) are
drawn as the kit's cards by :mod:`.cards`, imported here so this one module registers every renderer. Nothing here
imports a rule module: what a picture needs, the rules put in the ruling's facts [issue 24].
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.sheet import Sheet
from ....draw.style import (
    BLIND,
    BLIND_HATCH,
    BLOCKED,
    CLEAR,
    END,
    GHOST,
    HIGHLIGHT,
    INK,
    NATIONS,
    PATH,
    PORT,
    STARBOARD,
    WIND,
)
from ....renderers import renderer
from ....rulings import Ruling
from . import cards
from .cards import RULESET, card_figure

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: Each side's colour (Okabe-Ito, as every sailkit board): side 1 vermilion, side 2 blue.
SIDE_COLOURS = {1: NATIONS["BR"], 2: NATIONS["FR"]}
#: The chasers' tint, beside the broadsides' port and starboard tints (Okabe-Ito sky blue).
CHASER = "#56B4E9"
ARC_COLOURS = {"port broadside": PORT, "starboard broadside": STARBOARD, "bow chaser": CHASER, "stern chaser": CHASER}
LAND = "#d9c89a"  #: shores and islands
LAND_EDGE = "#9c8652"
#: How strongly each Cannon band is tinted, nearest first [5.3].
BAND_ALPHA = (0.34, 0.2, 0.09)
T = tb.TEXT
SMALLEST = cards.SMALLEST


# ---------------------------------------------------------------- ships


def _name(ship: Any) -> str:
    return str(ship.name)


def _colour(ship: Any) -> str:
    return SIDE_COLOURS.get(int(ship.side), INK)


def _bow(ship: Any, pose: Any = None) -> BaseGeometry:
    """The filled bow of a ship's base: a triangle at the front of her base, pointing the way she heads."""
    b = ship.build
    w, tip = b.half_width * 0.75, b.bow - b.length * 0.06
    return (pose or ship.pose).place(Polygon([(0.0, tip), (w, tip - b.length * 0.22), (-w, tip - b.length * 0.22)]))


def draw_ship(ax: Axes, ship: Any, pose: Any = None, *, ghost: bool = False, gid: str = "") -> list[Artist]:
    """One ship to scale at ``pose`` (default hers): her base tinted in her side's colour, her hull white on it,
    the bow filled and the mainmast a dot; a ``ghost`` (where she was, or could be) is translucent and dashed."""
    at = pose or ship.pose
    colour = _colour(ship)
    alpha = 0.35 if ghost else 1.0
    style = "--" if ghost else "-"
    out = p.area(
        ax,
        at.place(ship.build.base),
        color=colour,
        alpha=0.22 * alpha + 0.05,
        edge=colour,
        width=1.2,
        style=style,
        zorder=3.9,
        gid=gid or f"base-{_name(ship)}",
    )
    out += p.area(
        ax,
        at.place(ship.build.hull),
        color="white",
        alpha=0.9 if not ghost else 0.4,
        edge=colour,
        width=1.4,
        style=style,
        zorder=4.0,
    )
    out += p.area(ax, _bow(ship, at), color=colour, alpha=alpha, edge="none", zorder=4.1)
    out += p.marker(ax, [(at.x, at.y)], kind="dot", size=0.38, color=colour, edge="white", alpha=alpha, zorder=4.2)
    return out


def draw_ships(
    ax: Axes, ships: Iterable[Any], *, highlight: Sequence[str] = (), taken: list[BaseGeometry] | None = None
) -> list[Artist]:
    """``ships`` where they stand, ``highlight`` framed in amber, each named beside her base where the name covers
    no base and no name placed before (``taken`` collects what is covered)."""
    ships = list(ships)
    taken = taken if taken is not None else []
    out: list[Artist] = []
    taken.extend(s.base.buffer(0.15) for s in ships)
    for s in ships:
        if _name(s) in highlight:
            out += p.area(
                ax, s.base.buffer(0.3), color="none", edge=HIGHLIGHT, width=2.6, zorder=3.8, gid=f"frame-{_name(s)}"
            )
        out += draw_ship(ax, s)
    for s in ships:
        out += _label(ax, s.base, _name(s), _colour(s), taken)
    return out


def _label(ax: Axes, shape: BaseGeometry, words: str, colour: str, taken: list[BaseGeometry]) -> list[Artist]:
    return p.free_text(
        ax,
        tb.name_spots(shape),
        words,
        taken,
        size=T,
        min_points=SMALLEST,
        weight="bold",
        color=colour,
        backing=True,
        zorder=6,
    )


def draw_land(ax: Axes, shapes: Sequence[BaseGeometry], clip: BaseGeometry) -> list[Artist]:
    """Shores and islands, sand-coloured."""
    return p.area(
        ax, [s.intersection(clip) for s in shapes], color=LAND, edge=LAND_EDGE, width=1.0, zorder=1.2, gid="land"
    )


def ships_in(facts: Mapping[str, Any]) -> list[Any]:
    """Every ship a ruling's facts name, each once, in the order named (the ones asked about first)."""
    found: dict[str, Any] = {}
    for key in ("firer", "ship", "target", "members", "ships", "others"):
        got = facts.get(key)
        for s in got if isinstance(got, (tuple, list)) else () if got is None else (got,):
            found.setdefault(_name(s), s)
    return list(found.values())


def side_key(ships: Iterable[Any]) -> list[tuple[str, str]]:
    """The strip's key to the sides' colours of ``ships``."""
    sides = sorted({int(s.side) for s in ships})
    return [(f"side {k}", SIDE_COLOURS.get(k, INK)) for k in sides]


# ---------------------------------------------------------------- sheets


def title_of(ruling: Ruling) -> str:
    """A diagram's heading: the question and the verdict in words (with its cases when the headline has them). A
    refusal whose last step is a note that a reading stands in for lost text says its last ruled step instead; a run
    downwind says its inches as a distance, upwind or downwind."""
    said = ruling.headline()
    if ruling.kind == "gale_fire":
        said = f"{ruling.verdict}, {abs(float(ruling.facts['run'])):g} inches"
    if "reconstructed:" in said:
        ruled = [s for s in ruling.steps if not s.reason.startswith("reconstructed")]
        said = f"{said.split(':')[0]}: {ruled[-1].reason} [{ruled[-1].case}]" if ruled else said.split(":")[0]
    return f"{ruling.question}: {said}"


def steps_line(ruling: Ruling, last: int = 2) -> str:
    """The last ``last`` steps of ``ruling`` with their cases, for the line under the heading (the notes that a
    reading stands in for lost text are left to the key's readings line)."""
    said = [s for s in ruling.steps if not s.reason.startswith("reconstructed")]
    return "; ".join(f"{s.reason} [{s.case}]" for s in said[-last:])


def _wind_of(facts: Mapping[str, Any]) -> dict[str, Any]:
    wind = facts.get("wind")
    if wind is None:
        return {}
    return {"wind_from": float(wind.degrees), "wind_words": f"wind from {wind} ({float(wind.degrees):g}°)"}


def open_sheet(
    ruling: Ruling,
    shapes: Sequence[BaseGeometry],
    *,
    subtitle: str | None = None,
    pad: float = 3.0,
    wind: Mapping[str, Any] | None = None,
) -> tuple[Axes, BaseGeometry]:
    """A table sheet round ``shapes``, headed by the ruling; the axes and the part of the table shown."""
    bounds = tb.bounds_around(list(shapes), pad=pad)
    ax = tb.sheet(
        bounds,
        title_of(ruling),
        steps_line(ruling) if subtitle is None else subtitle,
        **(wind if wind is not None else _wind_of(ruling.facts)),
    )
    return ax, shapely.box(*bounds)


def finish(ax: Axes, ruling: Ruling, keys: Sequence[p.Key], ships: Iterable[Any], *, more: str = "") -> Figure:
    """The key under the table (how a ship is drawn first), the sides' key in the strip, the alt text."""
    ships = list(ships)
    drawn = [p.Key("dot", INK, "a ship's mainmast on her base to scale (bow filled)")] if ships else []
    used = "readings: " + ", ".join(f"{k} = {v}" for k, v in ruling.readings) if ruling.readings else ""
    alt = ". ".join(x for x in (title_of(ruling), steps_line(ruling, 4), more, used) if x)
    return Sheet.close(ax, drawn + list(dict.fromkeys(keys)), alt + ".", sides=side_key(ships))


def _line(ax: Axes, a: Any, b: Any, clear: bool, *, gid: str) -> list[Artist]:
    """The line from mainmast ``a`` to ``b``: the green arrow when it is clear, a dashed red line when not."""
    if clear:
        return tb.shot(ax, (a.x, a.y), (b.x, b.y), gid=gid)
    return p.line(ax, [(a.x, a.y), (b.x, b.y)], color=BLOCKED, width=2.0, style="--", zorder=4.6, gid=gid)


def _lane(firer: Any, target: Any) -> BaseGeometry:
    """The ground a line of fire or sight between two mainmasts covers, kept free of names."""
    return LineString([firer.mainmast, target.mainmast]).buffer(0.45)


def _inches(a: Any, b: Any) -> float:
    return float(((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5)


def table_figure(
    title: str,
    ships: Sequence[Any],
    *,
    subtitle: str = "",
    wind: Any = None,
    turn: str = "",
    land: Sequence[BaseGeometry] = (),
    highlight: Sequence[str] = (),
) -> Figure:
    """A whole table: ``ships`` where they stand on the part of the table round them, ``land``, the ``turn`` and the
    ``wind`` (a compass point) in the strip; what a position or a game of the rule set shows itself as."""
    facts = {"wind": wind} if wind is not None else {}
    bounds = tb.bounds_around([s.base for s in ships] + list(land), pad=3.0)
    ax = tb.sheet(bounds, title, subtitle, turn=turn, **_wind_of(facts))
    draw_land(ax, land, shapely.box(*bounds))
    draw_ships(ax, ships, highlight=highlight)
    keys = [p.Key("dot", INK, "a ship's mainmast on her base to scale (bow filled)")]
    keys += [p.Key("fill", LAND, "land")] if land else []
    keys += [p.Key("frame", HIGHLIGHT, ", ".join(highlight))] if highlight else []
    alt = f"{title}. " + "; ".join(
        f"{s.name} (side {s.side}) at {s.pose.x:g},{s.pose.y:g} heading {s.pose.heading:g}" for s in ships
    )
    return Sheet.close(ax, keys, alt + ".", sides=side_key(ships))


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
    taken: list[BaseGeometry] = [_lane(firer, target)]
    draw_land(ax, land, clip)
    draw_ships(ax, ships, highlight=[firer.name, target.name], taken=taken)
    keys = [p.Key("frame", HIGHLIGHT, "the ships asked about")]
    _line(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-sight")
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
        f"{_inches(firer.mainmast, target.mainmast):.1f} in",
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
    ax: Axes, firer: Any, bands: Sequence[tuple[str, float]], clip: BaseGeometry, taken: list[BaseGeometry]
) -> list[p.Key]:
    """The Cannon bands round ``firer``'s mainmast [5.3], darker nearer, each labelled with its name and reach."""
    inner = 0.0
    centre = shapely.Point(firer.mainmast.x, firer.mainmast.y)
    for (name, top), alpha in zip(bands, BAND_ALPHA):
        ring = centre.buffer(top, 128).difference(centre.buffer(inner, 128)) if inner else centre.buffer(top, 128)
        p.area(ax, ring.intersection(clip), color=WIND, alpha=alpha, edge=WIND, width=0.6, zorder=1, gid=f"band-{name}")
        inside = clip.buffer(-1.2)
        spots = [
            (_toward(firer.mainmast, bearing, (inner + top) / 2), "center", "center")
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
    return [p.Key("fill", WIND, f"Cannon bands round {firer.name}: {reach} in (a range on a line is the shorter)")]


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
    taken: list[BaseGeometry] = [_lane(firer, target)]
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    keys = draw_bands(ax, firer, bands, clip, taken) if bands else []
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
        f"{_inches(firer.mainmast, target.mainmast):.2f} in",
        taken,
        colour,
        min_points=SMALLEST,
    )
    keys.append(p.Key("frame", HIGHLIGHT, "the two ships"))
    return finish(ax, ruling, keys, [firer, target])


def draw_arcs(
    ax: Axes, arcs: Mapping[Any, BaseGeometry], clip: BaseGeometry, held: Sequence[Any] = (), owner: str = ""
) -> list[p.Key]:
    """Gun arcs as tinted polygons [5.4] (gid ``arc-NAME``), the ones in ``held`` stronger; a key row each."""
    keys: list[p.Key] = []
    for arc, shape in arcs.items():
        name = str(getattr(arc, "value", arc))
        colour = ARC_COLOURS.get(name, CHASER)
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
        said = "bow and stern chasers" if colour == CHASER else name
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
    taken: list[BaseGeometry] = [_lane(firer, target)]
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
    draw_ships(ax, ships, highlight=[firer.name, target.name], taken=taken)
    _line(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-fire")
    for shape in sight["blockers"]:
        where = sight["segment"].intersection(shape)
        at = where.centroid if not where.is_empty else shape.centroid
        p.marker(ax, [(at.x, at.y)], kind="cross", size=0.9, color=BLOCKED, zorder=4.8, gid="blocked-at")
    if sight["blockers"]:
        keys.append(p.Key("cross", BLOCKED, "what blocks the line: " + ", ".join(sight["blocking"])))
    band = f.get("band")
    words = f"{_inches(firer.mainmast, target.mainmast):.1f} in" + (f", {band}" if band else "")
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
    taken: list[BaseGeometry] = [_lane(firer, target)]
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
    _line(ax, firer.mainmast, target.mainmast, bool(ruling.verdict), gid="line-of-fire")
    keys.append(p.Key("arrow", CLEAR, "a raking shot") if ruling.verdict else p.Key("dash", BLOCKED, "no rake"))
    band = f.get("band")
    tb.measure(
        ax,
        firer.mainmast,
        target.mainmast,
        f"{_inches(firer.mainmast, target.mainmast):.1f} in" + (f", {band}" if band else ""),
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
    taken: list[BaseGeometry] = [_lane(m, target) for m in members]
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
        _line(ax, m.mainmast, target.mainmast, m.name in firing, gid=f"shot-{m.name}")
    keys = [
        p.Key("arrow", CLEAR, "a member adding her dice"),
        p.Key("dash", BLOCKED, "a member that may not"),
        p.Key("outline", GHOST, f"{reach:g} in round each member: the squadron's reach"),
        p.Key("frame", HIGHLIGHT, "the squadron and its target"),
    ]
    if not firing:
        keys = keys[1:]
    return finish(ax, ruling, keys, ships, more=f"band {f.get('band')}")


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
    ax = tb.sheet((-9, -9, 9, 9), title_of(ruling), steps_line(ruling, 1), **_wind_of(f))
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
            at = _toward((0, 0), heading + sign * (lo + hi) / 2, radius * 0.72)
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
    tail, head = _toward((0, 0), source, radius + 1.0), _toward((0, 0), source, 2.6)
    p.arrow(ax, tail, head, color=WIND, width=0.3, head_width=0.9, head_length=0.8, zorder=4.6, gid="wind-in")
    keys += [
        p.Key("arrow", WIND, f"the wind from {wind}, {float(f['off_wind']):g}° off her bow"),
        p.Key("frame", HIGHLIGHT, "the sector it comes through"),
    ]
    return Sheet.close(ax, keys, f"{title_of(ruling)}. {steps_line(ruling, 3)}.")


def _toward(at: tuple[float, float], bearing: float, distance: float) -> tuple[float, float]:
    import math

    r = math.radians(bearing)
    return (at[0] + distance * math.sin(r), at[1] + distance * math.cos(r))


def _wedge(centre: shapely.Point, radius: float, a: float, b: float) -> Polygon:
    lo, hi = min(a, b), max(a, b)
    steps = max(2, int((hi - lo) / 3))
    arc = [_toward((centre.x, centre.y), lo + (hi - lo) * k / steps, radius) for k in range(steps + 1)]
    return Polygon([(centre.x, centre.y), *arc])


def _bow_hull(heading: float, length: float) -> Polygon:
    """A plain hull pointing ``heading``, for the gauge: a ship of no class."""
    import math

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
    taken: list[BaseGeometry] = [_lane(firer, target)]
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=taken)
    level = _toward(firer.mainmast, float(f["wind"].degrees) + 180.0, run)
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


@renderer(RULESET, "sail")
def sail_figure(ruling: Ruling) -> Figure:
    """A plan sailed [4.1.1f-i]: the ship where she started as a ghost, her mainmast's way, a facing tick at the end
    of each manoeuvre, and the ship where she ends; a refused plan shows her where she stands."""
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
            p.Key("line", PATH, "a tick: her heading after each manoeuvre"),
        ]
    draw_ships(ax, [end], highlight=[end.name], taken=taken)
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
    others = list(f.get("others", ()))
    whole = f["move"].swept(ship.pose, ship.build.base)
    ax, clip = open_sheet(ruling, [whole, *[o.base for o in others if o.base.distance(whole) < 4]], pad=2.5)
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
        _label(ax, g.base, f"{degrees:.1f}° to {side}", END, taken)
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
    if stopped is not None:
        draw_ship(ax, ship, stopped, ghost=True, gid="stopped")
        keys.append(p.Key("outline", GHOST, "where she started and where she touched the edge"))
    draw_ships(ax, [end], highlight=[ship.name], taken=taken)
    keys.append(p.Key("frame", HIGHLIGHT, "where she ends" + (": an anchor token" if f.get("anchor_token") else "")))
    return finish(ax, ruling, keys, [ship], more=f"edge {f.get('edge')}")


__all__ = [
    "ARC_COLOURS",
    "CHASER",
    "SIDE_COLOURS",
    "arcs_figure",
    "attitude_figure",
    "collision_figure",
    "draw_arcs",
    "draw_bands",
    "draw_ship",
    "draw_ships",
    "downwind_figure",
    "edge_figure",
    "ends_figure",
    "entangle_figure",
    "evasion_figure",
    "range_figure",
    "rake_figure",
    "sail_figure",
    "ships_in",
    "sight_figure",
    "squadron_figure",
    "table_figure",
    "target_figure",
]
