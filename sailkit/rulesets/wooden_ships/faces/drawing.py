"""Drawing Wooden Ships & Iron Men: positions, fields of fire, orders carried out, and the renderers for its rulings.

Built on :mod:`sailkit.draw.hexes`; imported only when something is drawn. Each
``draw_*`` function draws on a given ``ax`` (a new figure when ``ax`` is None) and
returns its artists; the renderers registered with :func:`sailkit.renderers.renderer`
turn a ruling into a figure.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle

from ....draw.hexes import GRID as GRID_EDGE
from ....draw.hexes import INK, draw_arrow, draw_counter, draw_hexes, draw_path, hex_frame, label_hexes
from ....draw.primitives import Key, colour_key, frame, text
from ....draw.primitives import die as p_die
from ....draw.sheet import Sheet
from ....draw.style import HIGHLIGHT
from ....geometry.board import YAxis
from ....geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip, within
from ....renderers import renderer
from ....rulings import Ruling
from ..bombs import is_bomb
from ..fields import Broadside, field_hexes, play
from ..state import Position, Ship

SIDE_COLOURS = ("#2b6cb0", "#c53030", "#2f855a", "#b7791f")
STRUCK = "#8a8f94"
#: fields 1-5 of the Advanced Game, and the Basic play
FIELD_COLOURS = {1: "#f6ad55", 2: "#fbd38d", 3: "#fbd38d", 4: "#c6f6d5", 5: "#bee3f8"}
PLAY_COLOUR = "#fefcbf"
#: What a counter alone does not show, marked on a badge beside it: the badge's glyph, its colours (face, glyph), the
#: end of the counter it stands by, and the words of the key under the map.
MARKS = {
    "anchored": ("\u2693", "white", INK, "stern", "at anchor [20.3]"),
    "bomb": ("B", INK, "white", "bow", "bomb: fires mortars (Optional Rule 42)"),
}
#: Figure inches a hex's width takes in a diagram, and the room round the hexes shown, in hex widths.
INCH_PER_HEX, MARGIN = 0.5, 0.8
#: A badge's radius, and how far its centre stands from the keel, in hex widths (a counter is 0.62 wide).
BADGE_RADIUS, BADGE_OFF = 0.27, 0.56


def _ax(ax: Axes | None, size: tuple[float, float] = (6.0, 6.0)) -> Axes:
    if ax is not None:
        return ax
    fig = Figure(figsize=size)  # a figure of its own, never pyplot's current one
    return fig.add_subplot()


def draw_fields(
    ax: Axes,
    ship: TwoHexShip,
    side: Broadside,
    five: bool = False,
    reach: int = 10,
    numbers: bool = True,
    limit: set[Hex] | None = None,
) -> list[Artist]:
    """One broadside's play [11.1.1] (``five=False``) or its five fields [24.1.1], shaded, out to ``reach`` rows.

    ``limit``: draw only these hexes (the window shown)."""
    out: list[Artist] = []
    if not five:
        hexes = sorted(h for h in play(ship, side, reach) if limit is None or h in limit)
        return draw_hexes(ax, hexes, facecolor=PLAY_COLOUR, edgecolor="#d6bc6a", zorder=1.5)
    for n in range(1, 6):
        hexes = sorted(h for h in field_hexes(ship, side, n, reach) if limit is None or h in limit)
        out += draw_hexes(ax, hexes, facecolor=FIELD_COLOURS[n], edgecolor="#c8a96a", zorder=1.5)
        if numbers:
            for h in hexes:
                x, y = h.center
                out.append(
                    ax.text(
                        x,
                        y + 0.18,
                        str(n),
                        ha="center",
                        va="center",
                        fontsize=6,
                        color="#744210",
                        zorder=2,
                        clip_on=True,
                    )
                )
    return out


def _window(ships: Iterable[TwoHexShip], margin: int) -> list[Hex]:
    around: set[Hex] = set()
    for s in ships:
        for h in s.hexes:
            around.update(within(h, margin))
    return sorted(around)


def draw_position(
    position: Position,
    grid: HexGrid | None = None,
    ax: Axes | None = None,
    *,
    margin: int = 3,
    fields_of: str | None = None,
    five: bool = False,
    names: bool = True,
    window: Sequence[Hex] | None = None,
    corner: bool = True,
) -> list[Artist]:
    """Every ship as a two-hex counter on numbered hexes, with the wind, fouled and grappled pairs [2.2, 2.31].

    ``fields_of`` shades that ship's two broadsides' play (or five fields with ``five``); ``window``: the hexes drawn
    (by default those within ``margin`` of a ship). ``corner``: the wind, the sides' key and the turn on the map
    itself (a figure on the kit's sheet has them in its strip: ``corner=False``).
    """
    ax = _ax(ax)
    hexes = [h for h in window or _window([s.counter for s in position.ships], margin) if grid is None or h in grid]
    out = draw_sea(ax, hexes, grid if names else None, framed=not corner)
    if fields_of:
        ship = position.ship(fields_of)
        for side in Broadside:
            out += draw_fields(ax, ship.counter, side, five, reach=10, numbers=five, limit=set(hexes))
    out += draw_ships(ax, position)
    out += draw_marks_key(ax, (k for s in position.ships if s.status.value != "waiting" for k in marks_of(s)))
    if corner:
        x0, _ = ax.get_xlim()
        _, y0 = ax.get_ylim()
        wind = position.wind.direction
        out += draw_arrow(ax, (x0 + 1.0, y0 + 1.2), wind, length=1.2, label=wind_words(wind))
        out += colour_key(ax, sides_key(position), edge=GRID_EDGE)
        ax.set_title(f"turn {position.turn}", fontsize=9)
    return out


def draw_sea(ax: Axes, hexes: Sequence[Hex], grid: HexGrid | None = None, *, framed: bool = False) -> list[Artist]:
    """``hexes`` as white sea, ``ax`` framed on them (unless already ``framed``: a figure on the kit's sheet), each
    named by ``grid`` when one is given [2.2]."""
    if not framed:
        hex_frame(ax, hexes)
    out = draw_hexes(ax, hexes, facecolor="white")
    if grid is not None:
        out += label_hexes(ax, grid, hexes)
    return out


def draw_ships(ax: Axes, position: Position) -> list[Artist]:
    """The ships' counters in their sides' colours (grey once struck) [11.4], a badge beside each ship at anchor [20.3]
    and each bomb (Optional Rule 42) (:func:`draw_mark`), fouled and grappled pairs joined, tows (Optional Rule 35) by
    a green line [2.31]."""
    out: list[Artist] = []
    sides = position.sides
    for s in position.ships:
        if s.status.value == "waiting":  # not on the map yet [8.1.2]
            continue
        colour = SIDE_COLOURS[sides.index(s.side) % len(SIDE_COLOURS)] if s.status.fights else STRUCK
        out += draw_counter(ax, s.counter, colour, s.name, size=5)
    for s in position.ships:
        if s.status.value != "waiting":
            for kind in marks_of(s):
                out += draw_mark(ax, s.counter, kind)
    for a, b in [*position.fouled, *position.grappled]:
        pa, pb = position.ship(a).counter, position.ship(b).counter
        out += draw_path(ax, [pa.bow.center, pb.bow.center], color="#805ad5", style=":", width=2)
    for a, b in position.towing:  # the tow line: the tower's stern to the bow of the ship in tow [35.4.1]
        pa, pb = position.ship(a).counter, position.ship(b).counter
        out += draw_path(ax, [pa.stern.center, pb.bow.center], color="#2f855a", style="-", width=2.5)
    return out


def wind_words(direction: HexDirection) -> str:
    """The words under the wind arrow: the map's number for the wind direction, and the way the wind blows, which is
    what the number and the arrow give [2.2]: ``"wind 1\nblows toward N"``."""
    return f"wind {direction.number}\nblows toward {direction.name}"


def sides_key(position: Position) -> list[tuple[str, str]]:
    """Each side's name with the colour its counters are drawn in, and grey for a struck ship [11.4] when the map
    shows one (:func:`sailkit.draw.primitives.colour_key` draws it)."""
    entries = [(side, SIDE_COLOURS[i % len(SIDE_COLOURS)]) for i, side in enumerate(position.sides)]
    shown = [s for s in position.ships if s.status.value != "waiting"]
    return entries + ([("struck", STRUCK)] if any(not s.status.fights for s in shown) else [])


def marks_of(ship: Ship) -> tuple[str, ...]:
    """The badges (:data:`MARKS`) ``ship``'s counter wears: ``anchored`` while she lies at anchor, on springs or
    weighing [20.3], ``bomb`` for a bomb (Optional Rule 42)."""
    return tuple(k for k, wears in (("anchored", bool(ship.anchor)), ("bomb", is_bomb(ship))) if wears)


def draw_mark(ax: Axes, counter: TwoHexShip, kind: str) -> list[Artist]:
    """The badge of ``kind`` (:data:`MARKS`) beside ``counter``: a disc by its bow or stern hex, on the side of the keel
    that is up on the map (right for a keel running north and south), with its glyph."""
    glyph, face, ink, end, _ = MARKS[kind]
    (bx, by), (sx, sy) = counter.bow.center, counter.stern.center
    ux, uy = bx - sx, by - sy
    px, py = -uy, ux  # across the keel; y grows southward, so up on the map is a negative y
    if py > 1e-9 or (abs(py) <= 1e-9 and px < 0):
        px, py = -px, -py
    cx, cy = (bx, by) if end == "bow" else (sx, sy)
    at = (cx + BADGE_OFF * px, cy + BADGE_OFF * py)
    disc = Circle(at, BADGE_RADIUS, facecolor=face, edgecolor=INK, linewidth=0.7, zorder=6.5)
    ax.add_patch(disc)
    words = ax.text(*at, glyph, ha="center", va="center", fontsize=8, color=ink, weight="bold", zorder=6.6)
    for a in (disc, words):
        a.set_gid(f"mark-{kind}")
    return [disc, words]


def draw_marks_key(ax: Axes, kinds: Iterable[str], inside: bool = False) -> list[Artist]:
    """The key to the badges of ``kinds`` shown (:data:`MARKS`, in that order; nothing when none is): under the map, or
    ``inside`` its bottom left corner on a white backing."""
    wanted = set(kinds)
    shown = [k for k in MARKS if k in wanted]
    if not shown:
        return []
    words = "    ".join(f"{MARKS[k][0]} {MARKS[k][4]}" for k in shown)
    where = (0.01, 0.01) if inside else (0.0, -0.01)
    key = ax.text(
        *where,
        words,
        transform=ax.transAxes,
        ha="left",
        va="bottom" if inside else "top",
        fontsize=8,
        color=INK,
        zorder=8,
        bbox={"facecolor": "white", "edgecolor": GRID_EDGE, "boxstyle": "round,pad=0.3"} if inside else None,
    )
    key.set_gid("marks-key")
    return [key]


def replay_window(
    positions: Iterable[Position], grid: HexGrid, places: Iterable[Hex] = (), margin: int = 2
) -> list[Hex]:
    """The map's rectangle of hexes holding, with ``margin`` around, every ship of every position and ``places``: one
    window for a whole replay, so the board does not jump from point to point."""
    around = set(_window([s.counter for p in positions for s in p.ships], margin))
    for h in places:
        around.update(within(h, margin))
    spots = [grid.offset(h) for h in around]
    if not spots:
        return []
    cols, rows = [c for c, _ in spots], [r for _, r in spots]
    return [
        h
        for row in range(min(rows), max(rows) + 1)
        for col in range(min(cols), max(cols) + 1)
        if (h := grid.hex(col, row)) in grid
    ]


def position_figure(position: Position, grid: HexGrid | None = None, **kw: Any) -> Figure:
    """``position`` on the kit's sheet: the hexes within ``margin`` of a ship (or ``window``), the turn, the wind and
    the sides in the strip; ``kw`` as :func:`draw_position` takes them [2.2, 2.31]."""
    margin = int(kw.pop("margin", 3))
    window = kw.pop("window", None) or _window([s.counter for s in position.ships], margin)
    hexes = [h for h in window if grid is None or h in grid]
    title = kw.pop("title", f"Turn {position.turn}")
    ax = _sheet(hexes, Sheet(title, str(kw.pop("subtitle", "")), **_strip_of(position)))
    draw_position(position, grid, ax, window=hexes, corner=False, **kw)
    return Sheet.close(ax, [], f"{title}. {_ships_words(position)}.")


def _sheet(hexes: Sequence[Hex], sheet: Sheet) -> Axes:
    """A new figure on the kit's sheet framed on ``hexes`` at :data:`INCH_PER_HEX`, the strip East of them."""
    xs = [h.center[0] for h in hexes] or [0.0]
    ys = [h.center[1] for h in hexes] or [0.0]
    x0, x1, y0, y1 = min(xs) - MARGIN, max(xs) + MARGIN, min(ys) - MARGIN, max(ys) + MARGIN
    return sheet.open(
        x1 - x0,
        y1 - y0,
        lambda ax, strip: frame(ax, (x0, y0, x1, y1), y_axis=YAxis.SOUTH, pad=(0.0, 0.0, strip, 0.0)),
        inch_per_unit=INCH_PER_HEX,
    )


def _strip_of(position: Position) -> dict[str, Any]:
    """What the strip shows of ``position``: the turn, the wind (the way it blows, as the map's number says) and the
    sides in their counters' colours [2.2, 2.31]."""
    wind = position.wind.direction
    return {
        "turn": f"Turn {position.turn}",
        "wind_from": float((wind.degrees + 180) % 360),
        "wind_words": wind_words(wind),
        "sides": tuple(sides_key(position)),
    }


def _ships_words(position: Position) -> str:
    """Where each ship stands, for the alt text: ``"Constitution (United States) bow 1510 facing 2"``."""
    return "; ".join(f"{s.name} ({s.side}) facing {s.facing.number}" for s in position.ships) or "no ships"


def _at_least(window: Sequence[Hex], grid: HexGrid, columns: int = 13, rows: int = 9) -> list[Hex]:
    """``window`` widened about its middle to at least ``columns`` by ``rows`` hexes of the map, so that two ships in
    line still make a picture with room for the wind and the key."""
    spots = [grid.offset(h) for h in window]
    if not spots:
        return list(window)
    cols, rws = [c for c, _ in spots], [r for _, r in spots]
    c0, c1 = _widened(min(cols), max(cols), columns, grid.columns)
    r0, r1 = _widened(min(rws), max(rws), rows, grid.rows)
    return [h for row in range(r0, r1 + 1) for col in range(c0, c1 + 1) if (h := grid.hex(col, row)) in grid]


def _widened(low: int, high: int, size: int, limit: int) -> tuple[int, int]:
    """``low..high`` grown to ``size`` (or to the whole ``1..limit``), half on each side, kept within the map."""
    extra = max(0, size - (high - low + 1))
    low, high = low - extra // 2, high + extra - extra // 2
    if low < 1:
        low, high = 1, high + 1 - low
    if high > limit:
        low, high = max(1, low - (high - limit)), limit
    return low, high


@renderer("wooden_ships", "game")
def game_figure(game: Any, *, margin: int = 2) -> Figure:
    """A game as it stands (a lesson's board, a notebook's): the rectangle of the map holding every ship with
    ``margin`` hexes around, the wind and the key, headed by the turn, the phase and who decides next, or the result
    [5.0, 17.0]."""
    state = game.state
    window = _at_least(replay_window([state.position], state.grid, margin=margin), state.grid)
    phase = state.phase.replace("_", " ")
    if state.result:
        who = state.result
    elif game.is_chance_node():
        who = "a die is due"
    else:
        who = f"{game.current_side()} to decide"
    title = f"Turn {state.position.turn}, {phase} phase: {who}"
    return position_figure(state.position, state.grid, window=window, title=title)


# ---- renderers for rulings ----


def _ruling_sheet(ruling: Ruling, counters: Sequence[TwoHexShip], margin: int, **strip: Any) -> Axes:
    """A new figure on the kit's sheet for ``ruling``, framed on the hexes within ``margin`` of ``counters`` drawn as
    a white sea of hexes (named when the ruling carries its ``grid``), its question and verdict above."""
    hexes = _window(counters, margin)
    ax = _sheet(hexes, Sheet.of(ruling, **strip))
    draw_sea(ax, hexes, ruling.facts.get("grid"), framed=True)
    return ax


def _wind_of(ruling: Ruling) -> dict[str, Any]:
    """The strip's wind and turn from the position a ruling carries (none when it carries none)."""
    position = ruling.facts.get("position")
    return {} if position is None else {k: v for k, v in _strip_of(position).items() if k != "sides"}


def _steps_words(ruling: Ruling) -> str:
    return "; ".join(f"{s.reason} [{s.case}]" for s in ruling.steps)


@renderer("wooden_ships", "targets")
def targets_figure(ruling: Ruling) -> Figure:
    """The firer's play, every object in it, and the verdict of the closest-target rule [11.1.4]."""
    f = ruling.facts
    firer: TwoHexShip = f["counter"]
    side = Broadside(f["side"])
    others: Sequence[Any] = f.get("others", ())
    ax = _ruling_sheet(ruling, [firer, *(TwoHexShip(o.hexes[0], firer.facing) for o in others)], 2, **_wind_of(ruling))
    draw_fields(ax, firer, side, reach=10, limit=set(_window([firer], 12)))
    draw_counter(ax, firer, SIDE_COLOURS[0], f["firer"])
    kinds = {"enemy": SIDE_COLOURS[1], "friend": SIDE_COLOURS[0], "struck": STRUCK, "land": "#9c7a4f"}
    for o in others:
        colour = kinds[o.kind.value]
        if len(o.hexes) == 2:
            a, b = o.hexes
            facing = b.direction_to(a)
            if facing is not None:
                draw_counter(ax, TwoHexShip(a, facing), colour, o.name)
                continue
        draw_hexes(ax, o.hexes, facecolor=colour, edgecolor=colour, zorder=3)
    keys = [Key("fill", PLAY_COLOUR, f"the {side.value} broadside's play [11.1.1]")]
    keys += [Key("fill", kinds[k], k) for k in dict.fromkeys(o.kind.value for o in others)]
    return Sheet.close(ax, keys, f"{f['firer']} {side.value} broadside: {ruling.verdict}. {_steps_words(ruling)}.")


@renderer("wooden_ships", "movement")
def movement_figure(ruling: Ruling) -> Figure:
    """A written order carried out step by step: the track of the bow, and where it stopped [7.2.7]."""
    f = ruling.facts
    start: TwoHexShip = f["start"]
    path: Sequence[TwoHexShip] = f.get("path", ())
    strip = _wind_of(ruling)
    if "wind" in f:
        strip.update(wind_from=float((f["wind"].degrees + 180) % 360), wind_words=wind_words(f["wind"]))
    ax = _ruling_sheet(ruling, [start, *path], 2, **strip)
    draw_counter(ax, start, STRUCK, "start", alpha=0.6)
    keys = [Key("fill", STRUCK, "where she started")]
    if path:
        draw_path(ax, [start.bow.center, *(c.bow.center for c in path)])
        draw_counter(ax, path[-1], SIDE_COLOURS[0], f["done"])
        keys += [Key("line", INK, "the bow's track [7.2.7]"), Key("fill", SIDE_COLOURS[0], "where she stopped")]
    return Sheet.close(ax, keys, f"order {f['written']}: {ruling.verdict}. {_steps_words(ruling)}.")


@renderer("wooden_ships", "fire")
def fire_figure(ruling: Ruling) -> Figure:
    """Firer and target, the firer's broadside play, and the Hit Table read [11.2]."""
    f = ruling.facts
    firer: TwoHexShip = f["firer_counter"]
    target: TwoHexShip = f["target_counter"]
    rake = ", a rake" if f.get("rake") else ""
    strip = {"verdict": f"range {f['range']}, {f['guns']} guns{rake}: {ruling.headline()}", **_wind_of(ruling)}
    ax = _ruling_sheet(ruling, [firer, target], 2, **strip)
    draw_fields(ax, firer, Broadside(f["side"]), reach=f["range"] + 2, limit=set(_window([firer, target], 2)))
    draw_counter(ax, firer, SIDE_COLOURS[0], f["firer"])
    draw_counter(ax, target, SIDE_COLOURS[1], f["target"])
    keys = [
        Key("fill", PLAY_COLOUR, f"{f['firer']}'s {f['side']} broadside's play [11.1.1]"),
        Key("fill", SIDE_COLOURS[0], "firer"),
        Key("fill", SIDE_COLOURS[1], "target"),
    ]
    return Sheet.close(ax, keys, f"{ruling.question}: {strip['verdict']}. {_steps_words(ruling)}.")


@renderer("wooden_ships", "phase")
@renderer("wooden_ships", "wind")
@renderer("wooden_ships", "reload")
@renderer("wooden_ships", "boarding")
def change_figure(ruling: Ruling) -> Figure:
    """A ruling that changes the board or the turn (a phase ended [5.0], the wind [18.1], a broadside loaded [13.0],
    a boarding party [10.1]): the map after it, with each ship it changed framed, and its steps under the verdict;
    the wind before and after in the strip and the verdict line when it shifted. Without a position (a ruling asked
    outside a game) its steps alone, on a card."""
    after: Position | None = ruling.facts.get("position")
    if after is None:
        return card_figure(ruling)
    before: Position = ruling.facts.get("before", after)
    changed = [s for s in after.ships if s != before.find(s.name) and s.status.value != "waiting"]
    shown = [s for s in after.ships if s.status.value != "waiting"]
    verdict = f"{ruling.headline()}: {_steps_words(ruling)}"
    if before.wind != after.wind:
        was = wind_words(before.wind.direction).replace("\n", ", ")
        verdict += f" (the wind was {was}, velocity {before.wind.velocity})"
    sheet = Sheet(ruling.question, verdict, **_strip_of(after))
    hexes = _window([s.counter for s in (changed or shown)], 3)
    ax = _sheet(hexes, sheet)
    draw_position(after, ruling.facts.get("grid"), ax, window=hexes, corner=False)
    for s in changed:
        draw_hexes(ax, s.counter.hexes, facecolor="none", edgecolor=HIGHLIGHT, linewidth=2.6, zorder=6)
    keys = [Key("frame", HIGHLIGHT, "changed by this ruling")] if changed else []
    return Sheet.close(ax, keys, f"{ruling.question}: {verdict}. {_ships_words(after)}.")


@renderer("wooden_ships", "dice")
@renderer("wooden_ships", "hits")
def card_figure(ruling: Ruling) -> Figure:
    """A ruling of dice [5.0, 11.2]: the die thrown (the ``die`` fact), what it decided, each step with its case, and
    the chance of each result when the ruling gives them (``odds``), on a card of the kit's sheet."""
    f = ruling.facts
    lines = [f"{s.reason} [{s.case}]" for s in ruling.steps]
    odds = f.get("odds")
    if isinstance(odds, Mapping):
        lines.append("chances: " + ", ".join(f"{k} {v}" for k, v in odds.items()))
    elif odds is not None:
        lines.append(f"the chance it succeeds: {odds}")
    wrapped = [part for line in lines for part in (textwrap.wrap(line, 70) or [""])]
    width, height = 14.0, max(3.0, 0.55 * len(wrapped) + 1.0)
    ax = Sheet.of(ruling, strip=False).open(
        width, height, lambda ax, _: frame(ax, (0.0, 0.0, width, height)), inch_per_unit=0.45
    )
    die = f.get("die")
    if die is not None:
        if int(die) <= 6:
            p_die(ax, (1.3, height - 1.3), int(die), size=1.6, gid="die")
        else:
            text(ax, (1.3, height - 1.3), str(die), size=1.0, weight="bold", gid="die")
    left = 0.3 if die is None else 3.0
    for i, line in enumerate(wrapped):
        text(ax, (left, height - 0.7 - 0.55 * i), line, size=0.32, min_points=8, ha="left")
    said = f"a {die}: " if die is not None else ""
    return Sheet.close(ax, [], f"{ruling.question}: {said}{ruling.headline()}. {'; '.join(lines)}.")


@renderer("wooden_ships", "replay")
def replay_figure(scene: Any) -> Figure:
    """One point of a recorded game for the kit's exports (:mod:`sailkit.replay_export`).

    The board keeps one window for the whole replay (every hex a ship stands on at any point, and every annotated
    hex); the arrows and highlights annotated at this point go over it. The board shows no written orders, so a side's
    view (``scene.view``) draws the same picture; the orders are kept from it by the rules' ``conceal`` [7.2.5].
    """
    from ....draw.annotations import draw_annotations

    state = scene.state
    grid = state.grid
    places = [grid.parse(p) for p in scene.places]
    window = replay_window([s.position for s in scene.states], grid, places)
    ax = _sheet(window, Sheet(scene.title, scene.subtitle, **_strip_of(state.position)))
    draw_position(state.position, grid, ax, window=window, corner=False)
    draw_annotations(
        ax, scene.annotations, centre=lambda text: grid.parse(text).center, cell=lambda text: grid.parse(text).polygon
    )
    return Sheet.close(ax, [], f"{scene.title}. {_ships_words(state.position)}.")


__all__ = [
    "MARKS",
    "draw_fields",
    "draw_mark",
    "draw_marks_key",
    "draw_position",
    "draw_sea",
    "draw_ships",
    "fire_figure",
    "game_figure",
    "marks_of",
    "movement_figure",
    "card_figure",
    "change_figure",
    "position_figure",
    "replay_figure",
    "replay_window",
    "sides_key",
    "wind_words",
    "targets_figure",
]
