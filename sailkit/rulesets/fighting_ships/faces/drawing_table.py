"""Fighting Ships on the open table: ships to scale, the sheet every table picture is drawn on, a whole table.

Each ship is her base to scale, tinted in her side's colour, her hull white on it with the bow filled and her
mainmast a dot, her name beside her where it covers nothing (:func:`draw_ships`); the ships a ruling is about are
framed in amber. :func:`open_sheet` opens the kit's table sheet round the shapes that matter, headed by the ruling,
and :func:`finish` closes it with the key, the sides' colours and the alt text. Rule-free: a ship is whatever a
ruling's facts carry (a name, a side, a pose, a build, a base and a hull).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry import LineString, Polygon, box
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.sheet import Sheet
from ....draw.style import BLOCKED, HIGHLIGHT, INK, NATIONS, PORT, STARBOARD
from ....readings import readings_line
from ....rulings import Ruling
from ....wording import heading
from .drawing_cards import SMALLEST

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: Each side's colour (Okabe-Ito, as every sailkit board): side 1 vermilion, side 2 blue.
SIDE_COLOURS = {1: NATIONS["BR"], 2: NATIONS["FR"]}
#: The clear space a piece's or ship's words keep from other words, in letter heights: "Portland" and "Devastator-1
#: torpedo" once sat end to end and read as one word [issue 24].
LABEL_GAP = 0.5
#: The chasers' tint, beside the broadsides' port and starboard tints (Okabe-Ito sky blue).
CHASER = "#56B4E9"
ARC_COLOURS = {"port broadside": PORT, "starboard broadside": STARBOARD, "bow chaser": CHASER, "stern chaser": CHASER}
LAND = "#d9c89a"  #: shores and islands
LAND_EDGE = "#9c8652"
#: The seascape's areas [1.5.2d-f]: fog pale grey, a squall slate hatched with rain, shoals pale teal.
SEASCAPE = {
    "fog": ("#b8c0c8", None, "fog: fire at short range only [1.5.2d]"),
    "squalls": ("#7d8a96", "||", "a squall: an Anchor token, and fire at short range only [1.5.2e]"),
    "shoals": ("#9fd8cf", "..", "shoals: a Sailing test or aground [1.5.2f]"),
}
#: How strongly each band is tinted, nearest first [5.3]: Cannon's three, and the extreme range of the heaviest Guns.
BAND_ALPHA = (0.34, 0.2, 0.09, 0.04)
T = tb.TEXT

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
    if ship.cls.size == "fort":
        return _draw_fort(ax, ship, at, colour, gid or f"base-{_name(ship)}")
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


def _draw_fort(ax: Axes, ship: Any, at: Any, colour: str, gid: str) -> list[Artist]:
    """A shore battery [9.1.3]: its base a block of its side's colour on the land, its seaward face a thick bar with
    three white embrasures, its measuring point a dot."""
    b = ship.build
    w, front, back = b.half_width, b.bow, b.stern
    out = p.area(
        ax, at.place(box(-w, back, w, front)), color=colour, alpha=0.45, edge=colour, width=1.4, zorder=3.9, gid=gid
    )
    depth = min(0.45, (front - back) / 3)
    out += p.area(ax, at.place(box(-w, front - depth, w, front)), color=colour, edge=colour, width=1.0, zorder=4.0)
    step = 2 * w / 7
    ports = [at.place(box(-w + (2 * i + 1) * step, front - depth, -w + (2 * i + 2) * step, front)) for i in range(3)]
    out += p.area(ax, ports, color="white", edge="none", zorder=4.05)
    out += p.marker(ax, [(at.x, at.y)], kind="dot", size=0.38, color=colour, edge="white", zorder=4.2)
    return out


def draw_ships(
    ax: Axes,
    ships: Iterable[Any],
    *,
    highlight: Sequence[str] = (),
    taken: list[BaseGeometry] | None = None,
    names: Mapping[str, str] | None = None,
) -> list[Artist]:
    """``ships`` where they stand, ``highlight`` framed in amber, each named beside her base where the name covers
    no base and no name placed before (``taken`` collects what is covered); ``names`` gives what is written beside
    a ship in place of her bare name (her tokens after it)."""
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
        out += label(ax, s.base, (names or {}).get(_name(s), _name(s)), _colour(s), taken)
    return out


def label(ax: Axes, shape: BaseGeometry, words: str, colour: str, taken: list[BaseGeometry]) -> list[Artist]:
    """``words`` beside ``shape`` clear of ``taken`` and a gap from other words (:data:`LABEL_GAP`); in a crowd (a
    carrier's flight) stacked a line further above or below [issue 24]."""
    line = max(T, SMALLEST / p.unit_points(ax)) * 1.6
    x0, y0, x1, y1 = shape.bounds
    stacked = [
        spot
        for k in (1, 2, 3)
        for spot in (
            (((x0 + x1) / 2, y1 + 0.3 + k * line), "center", "bottom"),
            (((x0 + x1) / 2, y0 - 0.3 - k * line), "center", "top"),
        )
    ]
    return p.free_text(
        ax,
        tb.name_spots(shape) + stacked,
        words,
        taken,
        size=T,
        min_points=SMALLEST,
        weight="bold",
        color=colour,
        backing=True,
        zorder=6,
        gap=LABEL_GAP,
    )


def draw_land(ax: Axes, shapes: Sequence[BaseGeometry], clip: BaseGeometry) -> list[Artist]:
    """Shores and islands, sand-coloured."""
    return p.area(
        ax, [s.intersection(clip) for s in shapes], color=LAND, edge=LAND_EDGE, width=1.0, zorder=1.2, gid="land"
    )


def seascape_key(field: str) -> p.Key:
    """The key row of one kind of seascape (``"fog"``, ``"squalls"``, ``"shoals"``) [1.5.2d-f]."""
    colour, hatch, meaning = SEASCAPE[field]
    return p.Key("hatch" if hatch else "fill", colour, meaning)


#: The key row of shores and islands [1.5.2g].
LAND_KEY = p.Key("fill", LAND, "land [1.5.2g]")


def seascape_keys(position: Any) -> list[p.Key]:
    """The key rows of ``position``'s land and of its fog banks, squalls and shoals [1.5.2d-g], for a board that draws
    them once under everything else (the replay's)."""
    keys = [LAND_KEY] if position.shores else []
    return keys + [seascape_key(field) for field in SEASCAPE if getattr(position, field, ())]


def draw_seascape(ax: Axes, position: Any, clip: BaseGeometry) -> list[p.Key]:
    """``position``'s fog banks, squalls and shoals under its ships [1.5.2d-f]; the key rows of those drawn."""
    keys = []
    for field, (colour, hatch, _) in SEASCAPE.items():
        shapes = [shapely.box(*a).intersection(clip) for a in getattr(position, field, ())]
        drawn = p.area(ax, shapes, color=colour, alpha=0.5, edge=colour, width=0.8, hatch=hatch, zorder=1.1, gid=field)
        keys += [seascape_key(field)] if drawn else []
    return keys


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
        said = f"{said.split(':')[0]}: {ruled[-1].words} [{ruled[-1].case}]" if ruled else said.split(":")[0]
    if ruling.kind == "counter" and str(ruling.verdict).startswith("strikes "):  # one colon: who it strikes, the odds
        hit, _, odds = str(ruling.verdict).partition(": ")
        return f"{ruling.question} {hit}: {_percents(odds)}"
    if ruling.kind in ("steam", "sail"):
        return _plan_title(ruling, said)
    return heading(ruling.question, said)


#: An exact chance and its percentage in a verdict (``"1430447/2985984 (47.9%)"``, ``"0 (0%)"``): the heading keeps the
#: percentage, the steps the fraction.
_CHANCE = re.compile(r"\b\d+(?:/\d+)? \((\d+(?:\.\d+)?%)\)")


def _percents(odds: str) -> str:
    return _CHANCE.sub(r"\1", odds)


#: A run of a plan as written (``M3``, ``M3+30``, ``M2-30``, ``R2``) [4.1.2, 4.2].
_RUN = re.compile(r"^([MR])(\d+(?:\.\d+)?)(?:([+-])(\d+(?:\.\d+)?))?$")


def plan_words(plan: str) -> str:
    """A plan of runs and turns in words: ``"M3+30 M4"`` is ``"3 ahead then 30 to starboard, 4 ahead"``, ``"R2"``
    ``"2 astern"``; any other step (a tack ``T``, a wear ``W``) as written."""
    out = []
    for token in plan.split():
        m = _RUN.match(token)
        if m is None:
            out.append({"T": "tack", "W": "wear"}.get(token, token))
            continue
        run = f"{m.group(2)} {'ahead' if m.group(1) == 'M' else 'astern'}"
        turn = f" then {m.group(4)} to {'starboard' if m.group(3) == '+' else 'port'}" if m.group(3) else ""
        out.append(run + turn)
    return ", ".join(out)


def _plan_title(ruling: Ruling, said: str) -> str:
    """``"may Ajax steam 3 ahead then 30 to starboard, 4 ahead: yes, she ends at 26.70,26.60 heading 60"``: the plan
    in words, the verdict after one colon (a gloss repeating the plan in words is not said twice)."""
    verb = f" {ruling.kind} "
    who, _, plan = ruling.question.partition(verb)
    if not plan:
        return heading(ruling.question, said)
    words = plan_words(plan)
    verdict, _, rest = said.partition(": ")
    rest = rest.removeprefix(words + ": ")
    return f"{who}{verb}{words}: {verdict}" + (f", {rest}" if rest else "")


def steps_line(ruling: Ruling, last: int = 2) -> str:
    """The last ``last`` steps of ``ruling`` with their cases, for the line under the heading (the notes that a
    reading stands in for lost text are left to the key's readings line). A plan's step that says again what its
    heading says (the plan in words and where she ends) is left out: the line under it never repeats it [issue 24]."""
    said = [s for s in ruling.steps if not s.reason.startswith("reconstructed")]
    if ruling.kind in ("steam", "sail"):
        head = title_of(ruling)
        said = [s for s in said if not all(part.strip() in head for part in s.reason.split(": "))]
    return "; ".join(f"{s.words} [{s.case}]" for s in said[-last:])


def wind_of(facts: Mapping[str, Any]) -> dict[str, Any]:
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
        **(wind if wind is not None else wind_of(ruling.facts)),
    )
    return ax, shapely.box(*bounds)


def finish(ax: Axes, ruling: Ruling, keys: Sequence[p.Key], ships: Iterable[Any], *, more: str = "") -> Figure:
    """The key under the table (how a ship is drawn first), the sides' key in the strip, the alt text."""
    ships = list(ships)
    drawn = [p.Key("dot", INK, "a ship's mainmast on her base to scale (bow filled)")] if ships else []
    used = readings_line(ruling.readings)
    alt = ". ".join(x for x in (title_of(ruling), steps_line(ruling, 4), more, used) if x)
    return Sheet.close(ax, drawn + list(dict.fromkeys(keys)), alt + ".", sides=side_key(ships))


def line_between(ax: Axes, a: Any, b: Any, clear: bool, *, gid: str) -> list[Artist]:
    """The line from mainmast ``a`` to ``b``: the green arrow when it is clear, a dashed red line when not."""
    if clear:
        return tb.shot(ax, (a.x, a.y), (b.x, b.y), gid=gid)
    return p.line(ax, [(a.x, a.y), (b.x, b.y)], color=BLOCKED, width=2.0, style="--", zorder=4.6, gid=gid)


def lane(firer: Any, target: Any) -> BaseGeometry:
    """The ground a line of fire or sight between two mainmasts covers, kept free of names."""
    return LineString([firer.mainmast, target.mainmast]).buffer(0.45)


def inches_between(a: Any, b: Any) -> float:
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
    ax = tb.sheet(bounds, title, subtitle, turn=turn, **wind_of(facts))
    draw_land(ax, land, shapely.box(*bounds))
    draw_ships(ax, ships, highlight=highlight)
    keys = [p.Key("dot", INK, "a ship's mainmast on her base to scale (bow filled)")]
    keys += [p.Key("fill", LAND, "land")] if land else []
    keys += [p.Key("frame", HIGHLIGHT, ", ".join(highlight))] if highlight else []
    alt = f"{title}. " + "; ".join(
        f"{s.name} (side {s.side}) at {tb.at_words(s.pose.x, s.pose.y)} heading {tb.number_words(s.pose.heading)}"
        for s in ships
    )
    return Sheet.close(ax, keys, alt + ".", sides=side_key(ships))


def toward(at: tuple[float, float], bearing: float, distance: float) -> tuple[float, float]:
    r = math.radians(bearing)
    return (at[0] + distance * math.sin(r), at[1] + distance * math.cos(r))


__all__ = [
    "ARC_COLOURS",
    "BAND_ALPHA",
    "CHASER",
    "LAND",
    "SIDE_COLOURS",
    "T",
    "draw_land",
    "draw_seascape",
    "draw_ship",
    "draw_ships",
    "finish",
    "inches_between",
    "label",
    "lane",
    "line_between",
    "open_sheet",
    "ships_in",
    "side_key",
    "steps_line",
    "table_figure",
    "title_of",
    "toward",
    "wind_of",
]
