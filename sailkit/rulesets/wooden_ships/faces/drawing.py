"""Drawing Wooden Ships & Iron Men: positions, fields of fire, orders carried out, and the renderers for its rulings.

Built on :mod:`sailkit.draw.hexes`; imported only when something is drawn. Each
``draw_*`` function draws on a given ``ax`` (a new figure when ``ax`` is None) and
returns its artists; the renderers registered with :func:`sailkit.renderers.renderer`
turn a ruling into a figure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import matplotlib.pyplot as plt
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle

from ....draw.hexes import GRID as GRID_EDGE
from ....draw.hexes import INK, draw_arrow, draw_counter, draw_hexes, draw_path, hex_frame, label_hexes
from ....draw.primitives import colour_key
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
#: A badge's radius, and how far its centre stands from the keel, in hex widths (a counter is 0.62 wide).
BADGE_RADIUS, BADGE_OFF = 0.27, 0.56


def _ax(ax: Axes | None, size: tuple[float, float] = (6.0, 6.0)) -> Axes:
    if ax is not None:
        return ax
    fig = plt.figure(figsize=size)
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
) -> list[Artist]:
    """Every ship as a two-hex counter on numbered hexes, with the wind, fouled and grappled pairs [2.2, 2.31].

    ``fields_of`` shades that ship's two broadsides' play (or five fields with ``five``); ``window``: the hexes drawn
    (by default those within ``margin`` of a ship).
    """
    ax = _ax(ax)
    hexes = [h for h in window or _window([s.counter for s in position.ships], margin) if grid is None or h in grid]
    out = draw_sea(ax, hexes, grid if names else None)
    if fields_of:
        ship = position.ship(fields_of)
        for side in Broadside:
            out += draw_fields(ax, ship.counter, side, five, reach=10, numbers=five, limit=set(hexes))
    out += draw_ships(ax, position)
    out += colour_key(ax, sides_key(position), edge=GRID_EDGE)
    out += draw_marks_key(ax, (k for s in position.ships if s.status.value != "waiting" for k in marks_of(s)))
    ax.set_title(f"turn {position.turn}", fontsize=9)
    return out


def draw_sea(ax: Axes, hexes: Sequence[Hex], grid: HexGrid | None = None) -> list[Artist]:
    """``hexes`` as white sea, ``ax`` framed on them, each named by ``grid`` when one is given [2.2]."""
    hex_frame(ax, hexes)
    out = draw_hexes(ax, hexes, facecolor="white")
    if grid is not None:
        out += label_hexes(ax, grid, hexes)
    return out


def draw_ships(ax: Axes, position: Position) -> list[Artist]:
    """The ships' counters in their sides' colours (grey once struck) [11.4], a badge beside each ship at anchor [20.3]
    and each bomb (Optional Rule 42) (:func:`draw_mark`), fouled and grappled pairs joined, tows (Optional Rule 35) by
    a green line, and the wind in the top left corner [2.2, 2.31]."""
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
    x0, x1 = ax.get_xlim()
    y1, y0 = ax.get_ylim()
    out += draw_arrow(
        ax, (x0 + 1.0, y0 + 1.2), position.wind.direction, length=1.2, label=wind_words(position.wind.direction)
    )
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


def position_figure(position: Position, grid: HexGrid | None = None, **kw: object) -> Figure:
    fig, ax = plt.subplots(figsize=(7, 6))
    draw_position(position, grid, ax, **kw)  # type: ignore[arg-type]
    fig.tight_layout()
    return fig


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
    fig, ax = plt.subplots(figsize=(7, 6))
    window = _at_least(replay_window([state.position], state.grid, margin=margin), state.grid)
    draw_position(state.position, state.grid, ax, window=window)
    phase = state.phase.replace("_", " ")
    if state.result:
        who = state.result
    elif game.is_chance_node():
        who = "a die is due"
    else:
        who = f"{game.current_side()} to decide"
    ax.set_title(f"turn {state.position.turn}, {phase} phase: {who}", fontsize=9)
    fig.tight_layout()
    return fig


# ---- renderers for rulings ----


def _figure_around(counters: Sequence[TwoHexShip], margin: int, size: tuple[float, float]) -> tuple[Figure, Axes]:
    """A new figure framed on the hexes within ``margin`` of ``counters``, drawn as a white sea of hexes."""
    fig, ax = plt.subplots(figsize=size)
    hexes = _window(counters, margin)
    hex_frame(ax, hexes)
    draw_hexes(ax, hexes, facecolor="white")
    return fig, ax


@renderer("wooden_ships", "targets")
def targets_figure(ruling: Ruling) -> Figure:
    """The firer's play, every object in it, and the verdict of the closest-target rule [11.1.4]."""
    f = ruling.facts
    firer: TwoHexShip = f["counter"]
    side = Broadside(f["side"])
    others: Sequence = f.get("others", ())
    fig, ax = _figure_around([firer, *(TwoHexShip(o.hexes[0], firer.facing) for o in others)], 2, (6, 6))
    draw_fields(ax, firer, side, reach=10)
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
    ax.set_title(f"{f['firer']} {side.value} broadside: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


@renderer("wooden_ships", "movement")
def movement_figure(ruling: Ruling) -> Figure:
    """A written order carried out step by step: the track of the bow, and where it stopped [7.2.7]."""
    f = ruling.facts
    start: TwoHexShip = f["start"]
    path: Sequence[TwoHexShip] = f.get("path", ())
    fig, ax = _figure_around([start, *path], 2, (5, 5))
    draw_counter(ax, start, STRUCK, "start", alpha=0.6)
    if path:
        draw_path(ax, [start.bow.center, *(c.bow.center for c in path)])
        draw_counter(ax, path[-1], SIDE_COLOURS[0], f["done"])
    if "wind" in f:
        x0, _ = ax.get_xlim()
        y1, y0 = ax.get_ylim()
        draw_arrow(ax, (x0 + 0.8, y0 + 1.0), f["wind"], length=1.0, label=wind_words(f["wind"]))
    ax.set_title(f"order {f['written']}: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


@renderer("wooden_ships", "fire")
def fire_figure(ruling: Ruling) -> Figure:
    """Firer and target, the firer's broadside play, and the Hit Table read [11.2]."""
    f = ruling.facts
    firer: TwoHexShip = f["firer_counter"]
    target: TwoHexShip = f["target_counter"]
    fig, ax = _figure_around([firer, target], 2, (5, 5))
    draw_fields(ax, firer, Broadside(f["side"]), reach=f["range"] + 2)
    draw_counter(ax, firer, SIDE_COLOURS[0], f["firer"])
    draw_counter(ax, target, SIDE_COLOURS[1], f["target"])
    rake = ", a rake" if f.get("rake") else ""
    ax.set_title(f"range {f['range']}, {f['guns']} guns{rake}: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


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
    fig, ax = plt.subplots(figsize=(7, 6))
    draw_position(state.position, grid, ax, window=window)
    ax.set_title("")
    ax.set_title("\n".join(t for t in (scene.title, scene.subtitle) if t), fontsize=9, loc="left")
    draw_annotations(
        ax, scene.annotations, centre=lambda text: grid.parse(text).center, cell=lambda text: grid.parse(text).polygon
    )
    fig.tight_layout()
    return fig


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
    "position_figure",
    "replay_figure",
    "replay_window",
    "sides_key",
    "wind_words",
    "targets_figure",
]
