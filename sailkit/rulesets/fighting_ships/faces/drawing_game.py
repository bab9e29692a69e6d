"""Fighting Ships' whole table: a position, a game as it stands, and each ruling the game makes [2.1].

A position (``FSH turn 2 sailing wind E ...``) is drawn as the part of the table round its ships: every ship still
on it to scale in her side's colour, named, with her tokens beside her name (``D1 A1``: Damage and Anchor tokens
[1.2]) and what became of her (struck, a prize, aground); a sunk ship is a dashed ghost where she went down; shores
are sand, fog pale grey, squalls slate hatched with rain, shoals pale teal dotted [1.5.2d-g]. The strip gives the Game-Turn and the wind, the line under the heading the weather, the morale and Player 1.
A game is its position with who acts next (or the die wanted, or the result) and the ships busy framed in amber; a
ruling of the game (kinds ``initiative_phase``, ``sailing_phase``, ``manoeuvre_phase`` (the Duel's),
``gunnery_phase``, ``boarding_step``) the table
it leaves, its ships framed, headed by the verdict with the last steps and their cases. Rule-free: it reads the
position's and the state's fields, never a rule module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry.base import BaseGeometry

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.sheet import Sheet
from ....draw.style import HIGHLIGHT, INK
from ....errors import SailkitError
from ....readings import readings_line
from ....renderers import renderer
from ....replayer.happened import Happened
from ....replayer.marks import FIRED
from ....rulings import Ruling
from ....wording import plural
from .drawing_boats import boat_bounds, draw_boats, draw_night, drawn_boats
from .drawing_cards import RULESET, SMALLEST
from .drawing_pieces import draw_pieces, piece_bounds
from .drawing_smoke import draw_smoke_counters, smoke_bounds
from .drawing_subs import air_sea_bounds, draw_air_sea
from .drawing_table import (
    LABEL_GAP,
    LAND_KEY,
    SIDE_COLOURS,
    T,
    draw_land,
    draw_seascape,
    draw_ship,
    draw_ships,
    label,
    side_key,
    steps_line,
    title_of,
    wind_of,
)

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: What a ship's fate adds after her name (a sunk ship is a ghost, a ship off the table is not drawn) [5.6, 6.1].
FATE_WORDS = {"struck": "struck", "prize": "prize", "sunk": "sunk"}
#: The kinds of the game's rulings, one a phase of the Game-Turn [2.1].
GAME_KINDS = ("initiative_phase", "sailing_phase", "manoeuvre_phase", "gunnery_phase", "boarding_step")


def tokens(vessel: Any) -> str:
    """What is written after a ship's name: her Damage and Anchor tokens (``D1 A2``) and her fate, when any."""
    words = [f"D{vessel.damage}" if vessel.damage else "", f"A{vessel.anchors}" if vessel.anchors else ""]
    words += [FATE_WORDS.get(vessel.fate, ""), "aground" if vessel.aground else ""]
    words += [{"watch": "crew ashore", "roused": "crew turned out"}.get(getattr(vessel, "guard", ""), "")]
    words += [f"running {vessel.running}" if getattr(vessel, "running", "") else ""]  # for the edge [5.6.4]
    return " ".join(w for w in words if w)


def on_table(position: Any) -> list[Any]:
    """The ships of ``position`` drawn on its table: all but those that sailed off it [1.5.4]."""
    return [v for v in position.ships if v.fate != "off"]


def table_bounds(
    positions: Iterable[Any], more: Sequence[BaseGeometry] = (), pad: float = 3.0
) -> tuple[float, float, float, float]:
    """One part of the table for every one of ``positions``: round each ship drawn, each shore and ``more``, and
    never past the table's edges [1.5.4]."""
    shapes: list[BaseGeometry] = list(more)
    table: tuple[float, float] | None = None
    for position in positions:
        shapes += [v.ship.base for v in on_table(position)]
        shapes += [shapely.box(*s) for s in position.shores]
        shapes += [shapely.box(*a) for a in (*position.fog, *position.squalls, *position.shoals)]
        shapes += (
            boat_bounds(position) + air_sea_bounds(position) + piece_bounds(position) + smoke_bounds(position)
        )  # [6.3, 5.7.1, 7.1, 8.1, 9.1.5, 9.1.6]
        table = position.table
    return tb.bounds_around(shapes or [shapely.box(0, 0, 12, 12)], pad=pad, table=table)


def draw_position(ax: Axes, position: Any, *, highlight: Sequence[str] = ()) -> list[p.Key]:
    """``position``'s shores and ships on ``ax`` (see the module's docstring); the key rows of what was drawn."""
    ships = on_table(position)
    land = [shapely.box(*s) for s in position.shores]
    bounds = ax.get_xlim() + ax.get_ylim()
    clip = shapely.box(min(bounds[:2]), min(bounds[2:]), max(bounds[:2]), max(bounds[2:]))
    draw_land(ax, land, clip)
    seascape = draw_seascape(ax, position, clip)
    afloat = [v.ship for v in ships if v.fate != "sunk"]
    taken: list[BaseGeometry] = []
    draw_ships(ax, afloat, highlight=highlight, taken=taken, names={v.name: _words(v) for v in ships})
    sunk = [v for v in ships if v.fate == "sunk"]
    for v in sunk:
        draw_ship(ax, v.ship, ghost=True, gid=f"sunk-{v.name}")
        label(ax, v.ship.base, _words(v), INK, taken)
    seascape = draw_night(ax, position, clip) + seascape + draw_boats(ax, position, taken, highlight)  # [6.3]
    seascape += draw_air_sea(ax, position, taken)  # [7.1, 8.1]
    seascape += draw_pieces(ax, position, taken)  # torpedoes, missiles and mines [5.7.1, 5.8.1, 9.1.5]
    seascape += draw_smoke_counters(ax, position)  # [9.1.6]
    keys = [p.Key("dot", INK, "a ship's mainmast on her base to scale (bow filled)")]
    keys += [FORT_KEY] if any(v.ship.cls.size == "fort" for v in ships) else []
    if any(v.damage or v.anchors for v in ships):
        keys.append(p.Key("note", INK, "D1 A1 after a name: her Damage and Anchor tokens [1.2]"))
    keys += [p.Key("outline", INK, "a ship sunk where she went down [5.6.3]")] if sunk else []
    keys += [LAND_KEY] if land else []
    keys += seascape
    keys += [p.Key("frame", HIGHLIGHT, "in question: " + ", ".join(highlight))] if highlight else []
    return keys


#: A piece of a replay board: all it shows (its key), and what draws it on the axes.
Piece = tuple[tuple[Any, ...], Callable[["Axes"], list["Artist"]]]


def ship_pieces(
    ax: Axes, ships: Sequence[Any], framed: Sequence[str] = (), taken: list[BaseGeometry] | None = None
) -> list[Piece]:
    """``ships`` (vessels) as a replay board keeps them, piece by piece, each by all it shows: every ship's base to
    scale (a sunk ship a ghost; ``framed`` ones in amber), then every name with its tokens where it goes (beside her
    base, clear of every base and of the names placed before: a ship that moves may move another's name). ``taken``,
    when given, gets what they cover, for the words of the pieces drawn after them."""
    if taken is None:
        taken = []
    taken += [v.ship.base.buffer(0.15) for v in ships]
    out: list[Piece] = [
        (("ship", v.name, v.ship.pose, v.side, v.fate == "sunk", v.name in framed), partial(_base, v, v.name in framed))
        for v in ships
    ]
    for v in ships:
        words, colour = _words(v), INK if v.fate == "sunk" else SIDE_COLOURS.get(int(v.side), INK)
        size = max(T, SMALLEST / p.unit_points(ax))
        spot = p.free_spot(ax, tb.name_spots(v.ship.base), words, taken, size=size, bold=True, gap=LABEL_GAP)
        if spot is not None:
            out.append((("name", v.name, words, spot, colour), partial(_name, words, spot, colour)))
    return out


def _base(vessel: Any, framed: bool, ax: Axes) -> list[Artist]:
    sunk, name = vessel.fate == "sunk", vessel.name
    ring = vessel.ship.base.buffer(0.3)
    out = p.area(ax, ring, color="none", edge=HIGHLIGHT, width=2.6, zorder=3.8, gid=f"frame-{name}") if framed else []
    return out + draw_ship(ax, vessel.ship, ghost=sunk, gid=f"sunk-{name}" if sunk else "")


def _name(words: str, spot: tuple[tuple[float, float], str, str], colour: str, ax: Axes) -> list[Artist]:
    at, ha, va = spot
    return p.text(
        ax, at, words, size=T, ha=ha, va=va, min_points=SMALLEST, weight="bold", color=colour, backing=True, zorder=6
    )


def _words(vessel: Any) -> str:
    said = tokens(vessel)
    return f"{vessel.name} {said}" if said else str(vessel.name)


def _strip(position: Any) -> dict[str, Any]:
    return {"turn": f"Game-Turn {position.turn}", **wind_of({"wind": position.wind})}


def situation(position: Any) -> str:
    """The weather, the morale and Player 1, for the line under a heading [1.5, APP.2.2.1, 3.1]."""
    first = "not yet settled" if position.first is None else f"side {position.first}"
    a, b = position.morale
    left = getattr(position, "gale_left", 0)
    sky = position.weather.value + (f" for {left} more Game-Turn{'s' if left > 1 else ''}" if left else "")
    dark = ", at night" if getattr(position, "night", False) else ""
    return f"wind from {position.wind}, {sky}{dark}; morale {a} to {b}; Player 1: {first}"


def _alt(head: str, sub: str, position: Any) -> str:
    where = "; ".join(
        f"{v.name} (side {v.side}) at {tb.at_words(v.ship.pose.x, v.ship.pose.y)} heading {tb.number_words(v.ship.pose.heading)}"
        + (f", {tokens(v)}" if tokens(v) else "")
        for v in on_table(position)
    )
    return ". ".join(x for x in (head, sub, where) if x) + "."


def position_figure(
    position: Any,
    *,
    title: str = "",
    subtitle: str = "",
    highlight: Sequence[str] = (),
    bounds: tuple[float, float, float, float] | None = None,
    alt: str = "",
    happened: Sequence[Happened] = (),
) -> Figure:
    """A whole position: every ship where she stands with her tokens and fate, the shores, the Game-Turn and the
    wind in the strip; ``highlight`` framed in amber; ``happened`` marked as the replayer marks the last action
    (:func:`sailkit.replayer.marks.draw_happened`: a salvo an arrow from firer to target with its result there, a
    boarding action a ring with its words). What ``sailkit.renderers.drawn("fighting_ships", "position",
    position)`` gives."""
    from ....replayer.marks import draw_happened

    head = title or f"Fighting Ships, Game-Turn {position.turn}: the {position.phase.value} phase"
    sub = subtitle or situation(position)
    ax = tb.sheet(bounds or table_bounds([position]), head, sub, **_strip(position))
    keys = draw_position(ax, position, highlight=highlight)
    draw_happened(ax, happened, PLACE_INCHES)
    keys += [p.Key(*MARK_KEYS[kind]) for kind in dict.fromkeys(h.kind for h in happened) if kind in MARK_KEYS]
    ships = [v.ship for v in on_table(position)] + drawn_boats(position)
    return Sheet.close(ax, keys, alt or _alt(head, sub, position), sides=side_key(ships))


def busy(state: Any) -> tuple[str, ...]:
    """The ships a game's state is busy with: those throwing the dice due, the ship sailing."""
    names = tuple(state.throw.ships) if state.throw is not None else ()
    return (*names, state.moving.ship) if state.moving is not None else names


def game_figure(game: Any) -> Figure:
    """A game as it stands: its position with who acts next, or the die wanted and what for, or the result; the ships
    busy framed [2.1]. What a lesson's board and a game in a notebook show."""
    state = game.state
    if state.result:
        who = state.result
    elif state.throw is not None:
        who = f"a die is wanted: {state.throw.kind} ({len(state.throw.dice)} of {state.throw.want} thrown)"
    else:
        who = f"{game.current_side() or 'nobody'} to act"
    pos = state.position
    head = f"Fighting Ships, Game-Turn {pos.turn}: " + (
        "the game is over" if state.result else f"the {pos.phase.value} phase"
    )
    return position_figure(pos, title=head, subtitle=f"{who}; {situation(pos)}", highlight=busy(state))


def ruling_figure(ruling: Ruling) -> Figure:
    """A ruling of the game: the table it leaves, the ships it is about framed, its verdict and last steps."""
    position = ruling.facts["position"]
    head, sub = title_of(ruling), steps_line(ruling)
    names = {v.name for v in on_table(position)} | {b.name for b in drawn_boats(position)}  # boats too [6.3]
    highlight = [n for n in ruling.facts.get("ships", ()) if n in names]
    used = readings_line(ruling.readings)
    marks = between(ruling)
    said = "; ".join(h.words for h in marks)
    alt = ". ".join(x for x in (head, said, steps_line(ruling, 4), used) if x) + "."
    return position_figure(position, title=head, subtitle=sub, highlight=highlight, alt=alt, happened=marks)


#: The key's row for each mark a ruling's picture draws.
#: The key row of the fort symbol a shore battery is drawn with (:func:`.drawing_table.draw_ship`) [9.1.3].
FORT_KEY = p.Key("frame", INK, "a shore battery: a block on its shore, its face the bar with three embrasures [9.1.3]")
MARK_KEYS = {"fire": ("arrow", FIRED, "a salvo, from firer to target, with what the ruling decided of it [5.1]")}


def between(ruling: Ruling) -> tuple[Happened, ...]:
    """The mark of the salvo ``ruling`` is about, drawn from its ``firer`` and ``target`` facts (every ruling of a
    salvo carries them, from its declaration to its last die) as the replayer marks one: an arrow from firer to
    target when both are on the table, with its result at the target: the dice its value column adds up to when it
    sets a salvo's dice (a salvo declared), the salvo's hits when it ends it, else what its last ruled step decided
    ("die 2 of 7, the target's Hull dice") [5.1, 5.5, 5.6]. None for any other ruling."""
    position, facts = ruling.facts["position"], ruling.facts
    names = (str(facts.get("firer", "")), str(facts.get("target", "")))
    ships = {v.name: v.ship.pose for v in on_table(position) if v.fate != "sunk"}
    if not all(n in ships for n in names):
        return ()
    ruled = [s for s in ruling.steps if not s.reason.startswith("reconstructed")] or list(ruling.steps)
    values = [s.value for s in ruled if s.value is not None]
    dice = sum(values) if values and all(s.case.startswith("5.5") for s in ruled if s.value is not None) else 0
    ended = f"{names[0]}'s salvo: "
    if dice > 0 and dice == int(dice):
        result = plural(int(dice), "die", "dice")
    elif isinstance(ruling.verdict, str) and ruling.verdict.startswith(ended):
        result = ruling.verdict.removeprefix(ended)
    else:
        result = ruled[-1].reason.split(":")[0] if ruled else ""
    a, b = ships[names[0]], ships[names[1]]
    words = f"{names[0]} fires at {names[1]}: {result}"
    return (Happened("fire", names, ((a.x, a.y), (b.x, b.y)), result, words),)


for _kind in GAME_KINDS:
    renderer(RULESET, _kind)(ruling_figure)
renderer(RULESET, "admiral")(ruling_figure)  # what an admiral changes: the table, the ship and her flagship framed
renderer(RULESET, "deployment")(ruling_figure)  # a scenario's deployment checked (APP.2.3.2g): the whole table
renderer(RULESET, "position")(position_figure)
renderer(RULESET, "game")(game_figure)


def replay_figure(scene: Any) -> Figure:
    """One point of a recorded game for the kit's exports (:mod:`sailkit.replay_export`): the same part of the table
    for every point of its Game-Turn (round every ship of the turn's states and every annotated place,
    :func:`turn_positions`), the ships busy framed, and the
    record's arrows and highlights (a disc round a point), and what the phase's actions did, as the replayer marks
    it (:func:`sailkit.replayer.marks.draw_point`) [2.1]. Nothing is secret in Fighting Ships: every view
    draws the same picture."""
    from ....replayer.marks import draw_point

    pos = scene.state.position
    marks = [shapely.Point(_point(scene, t)).buffer(PLACE_INCHES / 2) for t in scene.places if _is_place(scene, t)]
    area = table_bounds(turn_positions(scene.states, pos.turn), marks)
    ax = tb.sheet(area, scene.title, scene.subtitle, **_strip(pos))
    keys = draw_position(ax, pos, highlight=busy(scene.state))
    disc = partial(_disc, scene)
    clear = [v.ship.base.buffer(0.15) for v in on_table(pos)] + p.words_boxes(ax)  # names, tokens, pieces' words
    draw_point(ax, scene, centre=partial(_point, scene), cell=disc, size=PLACE_INCHES, clear=clear)
    ships = [v.ship for v in on_table(pos)] + drawn_boats(pos)
    return Sheet.close(ax, keys, _alt(scene.title, scene.subtitle, pos), sides=side_key(ships))


def turn_positions(states: Sequence[Any], turn: int) -> list[Any]:
    """The positions of ``states`` in Game-Turn ``turn`` (all of them when none is): what one point's picture is
    framed on, the same for every point of its turn. The whole replay's window took in the fleets as they set out,
    so a picture of the galleys closing in Game-Turn 3 stood in a table mostly empty [issue 24]."""
    found = [s.position for s in states if s.position.turn == turn]
    return found or [s.position for s in states]


#: A highlighted place on the table: a disc this many inches across round the point; an arrow's scale.
PLACE_INCHES = 3.0


def _point(scene: Any, text: str) -> tuple[float, float]:
    """The point ``x,y`` in inches an annotation names, as the rules read it at the scene's point."""
    x, y = scene.rules.place(scene.state, text)
    return (float(x), float(y))


def _disc(scene: Any, text: str) -> BaseGeometry:
    return shapely.Point(_point(scene, text)).buffer(PLACE_INCHES / 2, 32)


def _is_place(scene: Any, text: str) -> bool:
    try:
        _point(scene, text)
    except SailkitError:  # an annotation that names no place on the table is drawn nowhere
        return False
    return True


renderer(RULESET, "replay")(replay_figure)

__all__ = [
    "FATE_WORDS",
    "GAME_KINDS",
    "PLACE_INCHES",
    "between",
    "busy",
    "draw_position",
    "game_figure",
    "on_table",
    "position_figure",
    "replay_figure",
    "ruling_figure",
    "ship_pieces",
    "situation",
    "table_bounds",
    "tokens",
]
