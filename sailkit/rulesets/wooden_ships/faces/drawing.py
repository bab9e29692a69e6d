"""Drawing Wooden Ships & Iron Men: positions, fields of fire, orders carried out, and the renderers for its rulings.

Built on :mod:`sailkit.draw.hexes`; imported only when something is drawn. Each
``draw_*`` function draws on a given ``ax`` (a new figure when ``ax`` is None) and
returns its artists; the renderers registered with :func:`sailkit.renderers.renderer`
turn a ruling into a figure.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle
from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry

from ....draw import style
from ....draw.hexes import GRID as GRID_EDGE
from ....draw.hexes import (
    INK,
    NAME_POINTS,
    counter_hull,
    counter_middle,
    counter_outline,
    draw_arrow,
    draw_hexes,
    draw_path,
    hex_frame,
    hex_name_boxes,
    label_counters,
    label_hexes,
    window_at_least,
)
from ....draw.primitives import Key, area, colour_key, frame, label_box, line_of_fire, route, text, unit_points
from ....draw.primitives import die as p_die
from ....draw.primitives import line as p_line
from ....draw.ruling_diagram import Draw, Piece, RulingDiagram, Ships, Shot, Tint, steps_words
from ....draw.sheet import STRIP_INCHES, Sheet
from ....draw.style import HIGHLIGHT, SMALLEST_POINTS
from ....geometry.board import YAxis
from ....geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip, within
from ....renderers import renderer
from ....rulings import Ruling
from ....wording import heading
from ..fields import Broadside, field_hexes, play
from ..ships import bomb_types
from ..state import Position, Ship

#: The kit's colour of each nation whose ships a Wooden Ships chart lists (the type key's prefix: ``GB-18``), so a
#: British ship is the same colour on the hex board as on Fighting Sail's squares [2.31].
NATION_COLOURS = {"GB": style.NATIONS["BR"], "FR": style.NATIONS["FR"], "US": style.NATIONS["US"]}
#: The colours of sides whose nation has none of its own, in the order the sides are listed (none of them a colour
#: the kit gives another meaning).
SIDE_COLOURS = ("#56B4E9", "#8C510A", "#35978F", "#6B6B6B")
STRUCK = "#b9bfc5"
#: A broadside's play [11.1.1] and its five fields [24.1.1] are tinted as the kit tints fields of fire everywhere:
#: the left (port) broadside's in ``PORT``, the right (starboard) one's in ``STARBOARD``; a field's number is
#: written in each of its hexes.
BROADSIDE_COLOURS = {"L": style.PORT, "R": style.STARBOARD}
FIELD_ALPHA = 0.3
LOCKED, TOW = "#805ad5", "#2f855a"  #: the line joining a fouled or grappled pair, and a tow line
#: The words of a broadside in the key.
BROADSIDE_WORDS = {"L": "left (port)", "R": "right (starboard)"}
#: What a counter alone does not show, marked on a badge beside it: the badge's glyph, its colours (face, glyph), the
#: end of the counter it stands by, and the words of the key under the map.
MARKS = {
    "anchored": ("\u2693", "white", INK, "stern", "at anchor [20.3]"),
    "bomb": ("B", INK, "white", "bow", "bomb: fires mortars (Optional Rule 42)"),
}
#: Figure inches a hex's width takes in a diagram, and the room round the hexes shown, in hex widths.
INCH_PER_HEX, MARGIN = 0.5, 0.8
#: The widest a diagram's board and strip are drawn, in inches: a notebook's output area in a default JupyterLab is
#: about 8.6 inches (828 CSS pixels), so a wider board would be shown shrunk, its text below 11 px. A board wider than
#: this is drawn at a smaller scale; its text is sized in points, so it stays as large.
WIDEST = style.OUTPUT_INCHES
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
    """One broadside's play [11.1.1] (``five=False``) or its five fields [24.1.1], tinted in that broadside's colour
    (:data:`BROADSIDE_COLOURS`), out to ``reach`` rows; with ``five`` and ``numbers`` each hex says its field.

    ``limit``: draw only these hexes (the window shown). :func:`field_keys` words the key to them."""
    tint = BROADSIDE_COLOURS[side.value]
    if not five:
        hexes = sorted(h for h in play(ship, side, reach) if limit is None or h in limit)
        return draw_hexes(ax, hexes, facecolor=tint, edgecolor=tint, alpha=FIELD_ALPHA, zorder=1.5)
    out: list[Artist] = []
    for n in range(1, 6):
        hexes = sorted(h for h in field_hexes(ship, side, n, reach) if limit is None or h in limit)
        out += draw_hexes(ax, hexes, facecolor=tint, edgecolor=tint, alpha=FIELD_ALPHA, zorder=1.5)
        if numbers:
            for h in hexes:
                x, y = h.center
                out += text(ax, (x, y + 0.18), str(n), size=0.0, min_points=SMALLEST_POINTS + 0.5, color=INK, zorder=2)
    return out


def field_keys(owner: str, sides: Sequence[Broadside], five: bool = False) -> list[Key]:
    """The key to :func:`draw_fields`' tints: one row per broadside drawn, naming whose it is [11.1.1, 24.1.1]."""
    what = "fields 1-5 (the number in each hex) [24.1.1]" if five else "play [11.1.1]"
    return [Key("fill", BROADSIDE_COLOURS[b.value], f"{owner}'s {BROADSIDE_WORDS[b.value]} {what}") for b in sides]


def _window(ships: Iterable[TwoHexShip], margin: int) -> list[Hex]:
    """The hexes within ``margin`` of any hex of ``ships``, in order. Each hex a counter covers counts once: a
    replay's window takes every counter of every point, most of them on hexes already taken."""
    around: set[Hex] = set()
    for h in {h for s in ships for h in s.hexes}:
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
    marked: Mapping[str, str] | None = None,
    marks_inside: bool = False,
) -> list[Artist]:
    """Every ship as a two-hex counter on named hexes, with the wind, fouled and grappled pairs [2.2, 2.31].

    ``fields_of`` tints that ship's two broadsides' play (or five fields with ``five``, :func:`draw_fields`);
    ``window``: the hexes drawn (by default those within ``margin`` of a ship); ``names``: each hex named by ``grid``
    (none without a grid); ``marked`` frames those ships in the colours given (the ships a ruling is about).
    ``corner``: the wind, the sides' key and the turn on the map itself (a figure on the kit's sheet has them in its
    strip: ``corner=False``). ``marks_inside`` puts the key to the badges in the map's corner (the key under the map
    is taken).
    """
    ax = _ax(ax)
    hexes = [h for h in window or _window([s.counter for s in position.ships], margin) if grid is None or h in grid]
    out = draw_sea(ax, hexes, grid if names else None, framed=not corner)
    if fields_of:
        ship = position.ship(fields_of)
        for side in Broadside:
            out += draw_fields(ax, ship.counter, side, five, reach=10, numbers=five, limit=set(hexes))
    out += draw_ships(ax, position, marked)
    marks = (k for s in position.ships if s.status.value != "waiting" for k in marks_of(s))
    out += draw_marks_key(ax, marks, inside=marks_inside)
    if corner:
        x0, _ = ax.get_xlim()
        _, y0 = ax.get_ylim()
        wind = position.wind.direction
        out += draw_arrow(ax, (x0 + 1.0, y0 + 1.2), wind, length=1.2, label=wind_words(wind))
        out += colour_key(ax, sides_key(position), edge=GRID_EDGE)
        ax.set_title(f"turn {position.turn}", fontsize=9)
    return out


def draw_sea(
    ax: Axes, hexes: Sequence[Hex], grid: HexGrid | None = None, *, framed: bool = False, axial: bool = False
) -> list[Artist]:
    """``hexes`` as white sea, ``ax`` framed on them (unless already ``framed``: a figure on the kit's sheet), each
    named by ``grid`` when one is given [2.2], or with ``axial`` and no grid by its axial coordinates (ships placed
    by code, off any map: :func:`sailkit.draw.hexes.axial_name`)."""
    if not framed:
        hex_frame(ax, hexes)
    out = draw_hexes(ax, hexes, facecolor="white")
    if grid is not None or axial:
        out += label_hexes(ax, grid, hexes)
    return out


def draw_ships(ax: Axes, position: Position, marked: Mapping[str, str] | None = None) -> list[Artist]:
    """The ships' counters in their sides' colours (:func:`side_colours`; grey once struck [11.4]), each named level
    where the name covers no other counter (:func:`sailkit.draw.hexes.label_counters`), those ``marked`` framed in
    the colour given, a badge beside each ship at anchor [20.3] and each bomb (Optional Rule 42)
    (:func:`draw_mark`), fouled and grappled pairs joined, tows (Optional Rule 35) by a green line [2.31]."""
    out: list[Artist] = []
    colours = side_colours(position)
    shown = [s for s in position.ships if s.status.value != "waiting"]  # not on the map yet [8.1.2]
    for s in shown:
        out += counter_hull(ax, s.counter, colours[s.side] if s.status.fights else STRUCK)
    for s in shown:
        if marked and s.name in marked:
            out += frame_counters(ax, [s.counter], marked[s.name])
    badges = []
    for s in shown:
        for kind in marks_of(s):
            drawn = draw_mark(ax, s.counter, kind)
            badges.append(Point(drawn[0].center).buffer(BADGE_RADIUS))  # type: ignore[attr-defined]
            out += drawn
    for a, b in [*position.fouled, *position.grappled]:
        pa, pb = position.ship(a).counter, position.ship(b).counter
        out += draw_path(ax, [pa.bow.center, pb.bow.center], color=LOCKED, style=":", width=2)
    for a, b in position.towing:  # the tow line: the tower's stern to the bow of the ship in tow [35.4.1]
        pa, pb = position.ship(a).counter, position.ship(b).counter
        out += draw_path(ax, [pa.stern.center, pb.bow.center], color=TOW, style="-", width=2.5)
    return out + label_counters(ax, [(s.counter, s.name) for s in shown], avoid=badges)


def line_keys(position: Position) -> list[Key]:
    """The key to the lines :func:`draw_ships` joins ships with, for those the map shows [8.3, 9.0, Optional Rule 35]."""
    keys = [Key("dash", LOCKED, "fouled or grappled [8.3, 9.0]")] if position.fouled or position.grappled else []
    return keys + ([Key("line", TOW, "a tow (Optional Rule 35)")] if position.towing else [])


def frame_counters(ax: Axes, counters: Iterable[TwoHexShip], colour: str = HIGHLIGHT) -> list[Artist]:
    """A heavy frame round each counter, in the kit's amber by default: the ships a ruling is about, as on every
    board (gid ``ship-mark``)."""
    shapes = [Polygon(counter_outline(c)) for c in counters]
    return area(ax, shapes, color="none", edge=colour, width=3.0, zorder=5.5, gid="ship-mark") if shapes else []


def fire_line(ax: Axes, firer: TwoHexShip, target: Sequence[Hex], clear: bool = True) -> list[Artist]:
    """The line from the firer's hex nearer the target to the target's hex nearer the firer [11.2.1]: the kit's green
    arrow when the broadside may fire, a dashed red line when it may not (gid ``line-of-fire``)."""
    a, b = min(((f, t) for f in firer.hexes for t in target), key=lambda ft: math.dist(ft[0].center, ft[1].center))
    if clear:
        return line_of_fire(ax, a.center, b.center, gap=0.3, zorder=5.6, gid="line-of-fire")
    return p_line(ax, [a.center, b.center], color=style.BLOCKED, width=2.4, style=(0, (4, 2.5)), zorder=5.6,
                gid="line-of-fire")  # fmt: skip


def wind_words(direction: HexDirection) -> str:
    """The words under the wind arrow: the map's number for the wind direction, and the way the wind blows, which is
    what the number and the arrow give [2.2]: ``"wind 1\nblows toward N"``."""
    return f"wind {direction.number}\nblows toward {direction.name}"


def side_colours(position: Position) -> dict[str, str]:
    """Each side's colour on the map [2.31]: its nation's colour in the kit (:data:`NATION_COLOURS`, the same as on
    Fighting Sail's board) when all its ships are of that one nation and no side listed before took it, else the next
    of :data:`SIDE_COLOURS`."""
    out: dict[str, str] = {}
    for side in position.sides:
        nations = {s.type_key.split("-")[0] for s in position.ships if s.side == side}
        colour = NATION_COLOURS.get(nations.pop()) if len(nations) == 1 else None
        if colour is None or colour in out.values():
            colour = next((c for c in SIDE_COLOURS if c not in out.values()), INK)
        out[side] = colour
    for s in position.ships:  # a side holding only prizes taken from it
        out.setdefault(s.side, next((c for c in SIDE_COLOURS if c not in out.values()), INK))
    return out


def sides_key(position: Position) -> list[tuple[str, str]]:
    """Each side's name with the colour its counters are drawn in (:func:`side_colours`), and grey for a struck ship
    [11.4] when the map shows one (:func:`sailkit.draw.primitives.colour_key` draws it)."""
    colours = side_colours(position)
    entries = [(side, colours[side]) for side in position.sides]
    shown = [s for s in position.ships if s.status.value != "waiting"]
    return entries + ([("struck", STRUCK)] if any(not s.status.fights for s in shown) else [])


def marks_of(ship: Ship) -> tuple[str, ...]:
    """The badges (:data:`MARKS`) ``ship``'s counter wears: ``anchored`` while she lies at anchor, on springs or
    weighing [20.3], ``bomb`` for a bomb (Optional Rule 42)."""
    return tuple(k for k, wears in (("anchored", bool(ship.anchor)), ("bomb", ship.type_key in bomb_types())) if wears)


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
    words = ax.text(*at, glyph, ha="center", va="center", fontsize=9, color=ink, weight="bold", zorder=6.6)
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
        fontsize=style.KEY_POINTS,
        color=INK,
        zorder=8,
        bbox={"facecolor": "white", "edgecolor": GRID_EDGE, "boxstyle": "round,pad=0.3"} if inside else None,
    )
    key.set_gid("marks-key")
    return [key]


def keep_clear(ax: Axes, position: Position, grid: HexGrid | None, right: float) -> list[BaseGeometry]:
    """What a replay's marks must not write over (:func:`sailkit.replayer.marks.label_spot`), besides the hexes'
    names: each counter on the map with her name and badges, and everything East of ``right`` (the strip)."""
    (_, x1), (y0, y1) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
    out: list[BaseGeometry] = [box(right, y0 - 1.0, x1 + 1.0, y1 + 1.0)]
    height = NAME_POINTS / unit_points(ax)
    for s in position.ships:
        if s.status.value == "waiting" or (grid is not None and s.bow not in grid):
            continue
        out.append(Polygon(counter_outline(s.counter)).buffer(BADGE_RADIUS + 0.35))
        out.append(label_box(counter_middle(s.counter), s.name, height))
    return out


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
    """``position`` on the kit's sheet: the hexes within ``margin`` of a ship (or ``window``), each named when a
    ``grid`` is given, the turn, the wind and the sides in the strip, the key to the tints under the map; ``kw`` as
    :func:`draw_position` takes them [2.2, 2.31]. On a ``grid`` the whole rectangle of the map round them is drawn,
    so ships far apart leave no blank corner beside the map [issue 24]."""
    margin = int(kw.pop("margin", 3))
    ships = [s.counter for s in position.ships]
    window = kw.pop("window", None) or (
        replay_window([position], grid, margin=margin) if grid is not None and ships else _window(ships, margin)
    )
    hexes = [h for h in window if grid is None or h in grid]
    title = kw.pop("title", f"Turn {position.turn}")
    keys: list[Key] = list(kw.pop("keys", ())) + line_keys(position)
    if kw.get("fields_of"):
        keys = field_keys(kw["fields_of"], list(Broadside), bool(kw.get("five"))) + keys
    ax = _sheet(hexes, Sheet(title, str(kw.pop("subtitle", "")), **_strip_of(position)))
    draw_position(position, grid, ax, window=hexes, corner=False, marks_inside=bool(keys), **kw)
    return Sheet.close(ax, keys, f"{title}. {_ships_words(position)}.")


def _sheet(hexes: Sequence[Hex], sheet: Sheet) -> Axes:
    """A new figure on the kit's sheet framed on ``hexes`` at :data:`INCH_PER_HEX` (smaller for a board wider than
    :data:`WIDEST`), the strip East of them."""
    xs = [h.center[0] for h in hexes] or [0.0]
    ys = [h.center[1] for h in hexes] or [0.0]
    x0, x1, y0, y1 = min(xs) - MARGIN, max(xs) + MARGIN, min(ys) - MARGIN, max(ys) + MARGIN
    strip = STRIP_INCHES if sheet.strip else 0.0
    return sheet.open(
        x1 - x0,
        y1 - y0,
        lambda ax, strip: frame(ax, (x0, y0, x1, y1), y_axis=YAxis.SOUTH, pad=(0.0, 0.0, strip, 0.0)),
        inch_per_unit=min(INCH_PER_HEX, (WIDEST - strip) / (x1 - x0)),
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


@renderer("wooden_ships", "game")
def game_figure(game: Any, *, margin: int = 2) -> Figure:
    """A game as it stands (a lesson's board, a notebook's): the rectangle of the map holding every ship with
    ``margin`` hexes around, the wind and the key, headed by the turn, the phase and who decides next, or the result
    [5.0, 17.0]."""
    state = game.state
    window = window_at_least(replay_window([state.position], state.grid, margin=margin), state.grid)
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


class HexBoard:
    """The hex map as the kit's ruling-diagram recipe draws on it (:class:`~sailkit.draw.ruling_diagram.Board`): the
    hexes within ``margin`` of the counters framed (with ``reach``, those within ``reach`` of the first counter's bow
    and one of the others'), each named: by the map's ``grid`` when the ruling carries one, else by its axial
    coordinates (a row of the key says so); a tint is a broadside's play or its five fields; a piece a counter (or,
    with no facing, a few hexes of land or wreck)."""

    def __init__(self, grid: HexGrid | None = None, margin: int = 2, *, reach: int = 0) -> None:
        self.grid, self.margin, self.reach = grid, margin, reach

    def open(self, sheet: Sheet, around: Sequence[Any]) -> tuple[Axes, set[Hex]]:
        if self.reach:
            near = {h for c in around[1:] for h in within(c.bow, 1)}
            hexes = sorted(set(within(around[0].bow, self.reach)) | near)
        else:
            hexes = _window(around, self.margin)
        ax = _sheet(hexes, sheet)
        draw_sea(ax, hexes, self.grid, framed=True, axial=True)
        return ax, set(hexes)

    def tint(self, ax: Axes, window: set[Hex], what: Any) -> object:
        """``what``: ``(counter, broadside, reach, five)``, the fields drawn inside the window [11.1.1, 24.1.1]."""
        counter, side, reach, five = what
        return draw_fields(ax, counter, side, five=five, reach=reach, limit=window)

    def ships(self, ax: Axes, window: set[Hex], pieces: Sequence[Piece]) -> object:
        for piece in pieces:
            if isinstance(piece.at, TwoHexShip):
                counter_hull(ax, piece.at, piece.colour or SIDE_COLOURS[0], alpha=0.5 if piece.ghost else 1.0)
            else:
                draw_hexes(ax, piece.at, facecolor=piece.colour, edgecolor=piece.colour, zorder=3)
        frame_counters(ax, [piece.at for piece in pieces if piece.framed])
        return label_counters(ax, [(piece.at, piece.name) for piece in pieces if piece.name])

    def shot(self, ax: Axes, window: set[Hex], shot: Shot) -> object:
        return fire_line(ax, shot.start, shot.end, clear=shot.clear)

    def close(self, ax: Axes, keys: Sequence[Key], alt: str) -> Figure:
        return Sheet.close(ax, [*keys, *([AXIAL_KEY] if self.grid is None else [])], alt)


#: The key's row of a board with no map: its hexes are named as the code places them.
AXIAL_KEY = Key("note", INK, "no map: each hex is named by its axial coordinates, q,r as in Hex(q, r)")


def _strip_from(ruling: Ruling) -> dict[str, Any]:
    """The strip of a ruling's diagram from what the ruling carries: the turn, the wind and the sides' colours of its
    ``position``; a ``wind`` fact (a :class:`~sailkit.geometry.hexes.HexDirection`, the way it blows) overrides the
    position's wind or stands alone [2.2, 2.31]. Nothing when it carries neither: the compass alone."""
    f = ruling.facts
    position = f.get("position")
    out = {} if position is None else _strip_of(position)
    if f.get("wind") is not None:
        out.update(wind_from=float((f["wind"].degrees + 180) % 360), wind_words=wind_words(f["wind"]))
    return out


def ship_colour(position: Position | None, name: str) -> str:
    """The colour ship ``name`` is drawn in on every board of ``position``: her side's (:func:`side_colours`), grey
    once struck [11.4]; a ship ``position`` does not hold (or no position: a ruling asked with no sides) is drawn in
    :data:`SIDE_COLOURS`' first colour, the colour of a side with no nation of its own [2.31]."""
    ship = position.find(name) if position is not None else None
    if position is None or ship is None:
        return SIDE_COLOURS[0]
    return side_colours(position)[ship.side] if ship.status.fights else STRUCK


def _board(ruling: Ruling) -> HexBoard:
    """The hexes within two of a ruling's counters, named by the map's ``grid`` when the ruling carries it, else by
    their axial coordinates."""
    return HexBoard(ruling.facts.get("grid"), 2)


@renderer("wooden_ships", "targets")
def targets_figure(ruling: Ruling) -> Figure:
    """The firer's play, every object in it, and the verdict of the closest-target rule [11.1.4]: the firer framed,
    the kit's green arrow to each target she may engage (never to a ship she may not). Every ship is in her nation's
    colour, as on every board (the strip's key names them), a struck one grey; friend or enemy is said in the key."""
    f = ruling.facts
    firer: TwoHexShip = f["counter"]
    side = Broadside(f["side"])
    others: Sequence[Any] = f.get("others", ())
    position = f.get("position")
    strip = _strip_from(ruling)
    nation = side_colours(position) if position is not None else {}
    ships = {s.name: s.side for s in position.ships} if position is not None else {}
    pieces = [Piece(firer, f["firer"], nation.get(ships.get(f["firer"], ""), TARGET_KINDS["friend"]), framed=True)]
    for o in others:
        colour = TARGET_KINDS[o.kind.value]
        if o.kind.value in ("friend", "enemy") and o.name in ships:
            colour = nation[ships[o.name]]
        facing = o.hexes[1].direction_to(o.hexes[0]) if len(o.hexes) == 2 else None
        pieces.append(
            Piece(TwoHexShip(o.hexes[0], facing), o.name, colour) if facing is not None else Piece(o.hexes, "", colour)
        )
    kinds = dict.fromkeys(o.kind.value for o in others)
    return RulingDiagram(
        Sheet.of(ruling, **strip),
        (firer, *(TwoHexShip(o.hexes[0], firer.facing) for o in others)),
        (
            Tint((firer, side, 10, False), tuple(field_keys(f["firer"], [side]))),
            Ships(tuple(pieces), f"{f['firer']}, the firer"),
            *(Shot(firer, o.hexes, key="may engage [11.1.4]") for o in others if o.name in f.get("targets", ())),
        ),
        tuple(
            Key("note", INK, f"{k}: " + ", ".join(o.name for o in others if o.kind.value == k))
            if k in ("friend", "enemy") and nation
            else Key("fill", TARGET_KINDS[k], k)
            for k in kinds
        ),
        heading(f"{f['firer']} {side.value} broadside", str(ruling.verdict)) + f". {steps_words(ruling)}.",
    ).draw(_board(ruling))


#: How the targets diagram tells the objects in a play apart [11.1.4]: the firer's side, an enemy, a struck ship, land.
TARGET_KINDS = {"friend": SIDE_COLOURS[0], "enemy": SIDE_COLOURS[1], "struck": STRUCK, "land": "#9c7a4f"}


def fields_figure(
    title: str,
    verdict: str,
    firer: TwoHexShip,
    target: TwoHexShip | None,
    reach: int = 7,
    *,
    engaged: bool = False,
    position: Position | None = None,
) -> Figure:
    """The five fields of both broadsides round ``firer`` out to ``reach`` hexes, each hex numbered with its field,
    the firer framed and the enemy ``target`` (if any) beside her, the kit's green arrow to her when the broadside
    may fire (``engaged``), on the kit's sheet with the compass [24.1.1].

    ``position``, when given, holds the firer (its first ship) and the enemy (its second): the strip then shows its
    wind and sides (an explorer's position has no turn worth saying), and each counter is in her side's colour as on the position boards (:func:`ship_colour`);
    without one, the two sides get the colours of sides with no nation. Hexes are named by their axial coordinates,
    as the explorers ask for them."""
    names = [s.name for s in position.ships[:2]] if position is not None else []
    colours = [ship_colour(position, n) for n in names] if len(names) == 2 else list(SIDE_COLOURS[:2])
    enemy = () if target is None else (Piece(target, "enemy", colours[1]),)
    strip = {k: v for k, v in _strip_of(position).items() if k != "turn"} if position is not None else {}
    sheet = Sheet(title, verdict, **strip)
    return RulingDiagram(
        sheet,
        (firer, *(e.at for e in enemy)),
        (
            *(Tint((firer, b, reach, True), tuple(field_keys("the firer", [b], five=True))) for b in Broadside),
            Ships((Piece(firer, "firer", colours[0], framed=True), *enemy), "the firer"),
            *(Shot(firer, e.at.hexes, key="the broadside may fire on her [24.1]") for e in enemy if engaged),
        ),
        alt=f"{heading(title, verdict)}.",
    ).draw(HexBoard(reach=reach))


@renderer("wooden_ships", "movement")
def movement_figure(ruling: Ruling) -> Figure:
    """A written order carried out step by step [7.2.7]: the ship where she started as a ghost, the route of her bow
    to where she stopped, and her counter there framed."""
    f = ruling.facts
    start: TwoHexShip = f["start"]
    path: Sequence[TwoHexShip] = f.get("path", ())
    strip = _strip_from(ruling)
    before: Position | None = f.get("before", f.get("position"))
    mover = next((s.name for s in before.ships if s.counter == start), "") if before is not None else ""
    track = [start.bow.center, *dict.fromkeys(c.bow.center for c in path)]
    bow = Draw(
        lambda ax, _: route(ax, track, color=style.PATH, width=2.4, zorder=5.8, gid="bow-track"),
        (Key("arrow", style.PATH, "the bow's track [7.2.7]"),),
    )
    end = tuple(Piece(c, str(f["done"]), ship_colour(before, mover), framed=True) for c in path[-1:])
    return RulingDiagram(
        Sheet.of(ruling, **strip),
        (start, *path),
        (
            Draw(key=(Key("fill", style.GHOST, "where she started"),)),
            *([bow] if len(track) > 1 else []),
            Ships((Piece(start, "start", style.GHOST, ghost=True), *end), "where she stopped"),
        ),
        alt=heading(f"order {f['written']}", str(ruling.verdict)) + f". {steps_words(ruling)}.",
    ).draw(_board(ruling))


@renderer("wooden_ships", "fire")
def fire_figure(ruling: Ruling) -> Figure:
    """Firer and target framed, the firer's broadside play tinted, the kit's green arrow from firer to target when the
    broadside hits on a table (a dashed red line for a miss), and the Hit Table read [11.2]."""
    f = ruling.facts
    firer: TwoHexShip = f["firer_counter"]
    target: TwoHexShip = f["target_counter"]
    rake = ", a rake" if f.get("rake") else ""
    verdict = heading(f"range {f['range']}, {f['guns']} guns{rake}", ruling.headline())
    position: Position | None = f.get("position")
    fills = [ship_colour(position, f["firer"]), ship_colour(position, f["target"])]
    if position is None:
        fills[1] = SIDE_COLOURS[1]  # two sides, neither named: the first two colours of a side with no nation
    hits = (ruling.value or 0) >= 0
    side = Broadside(f["side"])
    return RulingDiagram(
        Sheet.of(ruling, verdict=verdict, **_strip_from(ruling)),
        (firer, target),
        (
            Tint((firer, side, f["range"] + 2, False), tuple(field_keys(f["firer"], [side]))),
            Ships(
                (Piece(firer, f["firer"], fills[0], framed=True), Piece(target, f["target"], fills[1], framed=True)),
                "firer and target",
            ),
            Shot(
                firer,
                target.hexes,
                hits,
                key=f"fires at range {f['range']} [11.2.1]" if hits else "fires, but misses [11.2.4]",
            ),
        ),
        alt=f"{heading(ruling.question, verdict)}. {steps_words(ruling)}.",
    ).draw(_board(ruling))


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
    verdict = f"{ruling.headline()}: {steps_words(ruling)}"
    if before.wind != after.wind:
        was = wind_words(before.wind.direction).replace("\n", ", ")
        verdict += f" (the wind was {was}, velocity {before.wind.velocity})"
    sheet = Sheet(ruling.question, verdict, **_strip_of(after))
    hexes = _window([s.counter for s in (changed or shown)], 3)
    ax = _sheet(hexes, sheet)
    draw_position(
        after, ruling.facts.get("grid"), ax, window=hexes, corner=False, marked={s.name: HIGHLIGHT for s in changed}
    )
    keys = [Key("frame", HIGHLIGHT, "changed by this ruling")] if changed else []
    return Sheet.close(ax, keys + line_keys(after), f"{heading(ruling.question, verdict)}. {_ships_words(after)}.")


@renderer("wooden_ships", "dice")
@renderer("wooden_ships", "hits")
def card_figure(ruling: Ruling) -> Figure:
    """A ruling of dice [5.0, 11.2]: the die thrown (the ``die`` fact), what it decided, each step with its case, and
    the chance of each result when the ruling gives them (``odds``), on a card of the kit's sheet."""
    f = ruling.facts
    lines = [f"{s.words} [{s.case}]" for s in ruling.steps]
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
    for i, words in enumerate(wrapped):
        text(ax, (left, height - 0.7 - 0.55 * i), words, size=0.32, min_points=SMALLEST_POINTS, ha="left")
    said = f"a {die}: " if die is not None else ""
    return Sheet.close(ax, [], f"{ruling.question}: {said}{ruling.headline()}. {'; '.join(lines)}.")


@renderer("wooden_ships", "replay")
def replay_figure(scene: Any) -> Figure:
    """One point of a recorded game for the kit's exports (:mod:`sailkit.replay_export`).

    The board keeps one window for the whole replay (every hex a ship stands on at any point, and every annotated
    hex); what the phase's actions did and the arrows and highlights annotated at this point go over it. The board shows no written orders, so a side's
    view (``scene.view``) draws the same picture; the orders are kept from it by the rules' ``conceal`` [7.2.5].
    """
    from ....replayer.marks import draw_point

    state = scene.state
    grid = state.grid
    places = [grid.parse(p) for p in scene.places]
    window = replay_window([s.position for s in scene.states], grid, places)
    ax = _sheet(window, Sheet(scene.title, scene.subtitle, **_strip_of(state.position)))
    draw_position(state.position, grid, ax, window=window, corner=False)
    right = max(h.center[0] for h in window) + MARGIN if window else max(ax.get_xlim())
    clear = [*hex_name_boxes(ax, grid, window), *keep_clear(ax, state.position, grid, right)]
    draw_point(
        ax,
        scene,
        centre=lambda text: grid.parse(text).center,
        cell=lambda text: grid.parse(text).polygon,
        clear=clear,
    )
    return Sheet.close(ax, [], f"{scene.title}. {_ships_words(state.position)}.")


__all__ = [
    "BROADSIDE_COLOURS",
    "MARKS",
    "NATION_COLOURS",
    "SIDE_COLOURS",
    "STRUCK",
    "field_keys",
    "keep_clear",
    "fields_figure",
    "fire_line",
    "frame_counters",
    "line_keys",
    "side_colours",
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
