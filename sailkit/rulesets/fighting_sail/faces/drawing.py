"""Pictures of Fighting Sail: the map [2.1], counters [2.22], wind [5.0] and the diagram of every ruling.

Built on the kit's drawing (:mod:`sailkit.draw`): the square helpers for the grid, the
primitives for everything on it, the kit's visual language (:mod:`sailkit.draw.style`)
for what each colour, hatch and mark means. This module is the rule set's ``DRAWING``
companion: importing it registers one renderer per kind of ruling with
:func:`sailkit.renderers.renderer` (``fire``, ``moves``, ``gauge``, ``strike``, ``sight``,
``arc``, ``drift``, ``rose``, ``outline``) and one each for a ``position`` and a ``game``.
The rules never import it: a ruling carries its kind and the facts its picture needs
(the position is an immutable value and travels as a fact), and the kit finds the
renderer when a notebook shows the ruling or a club exports it
(``sailkit.figures.export(ruling, "dispute.png")``).

A picture draws what it is given and decides nothing: the facts of its ruling (a fire
ruling's ``line`` of fire with the fields, the range and the line of sight, a line of
sight's blockers and corners, a gauge ruling's counted allowances, a strike ruling's
squares alongside and the enemies there, a moves ruling's ends, a rose's allowances)
and the position. So this module, like every drawing face of the rule set
(:mod:`.melee_drawing`, :mod:`.sequence_drawing`, :mod:`.replaying`), imports only the
data modules: :mod:`.board` (squares and their names), :mod:`.state` (positions and
ships), :mod:`.ships` (counters), :mod:`.marks` (the record sheet's marks),
:mod:`.readings` and :mod:`.vocabulary`; never a rules module (``tests/test_imports.py`` holds
it to that). To draw an answer, ask the rules first, then
draw it: ``draw_position(position, fields=fields_of(position, "Shannon"))``.

Every diagram follows one plan, after the python-chess board and the lichess analysis
board: a heading with the verdict and its number; the board, counters filling their
squares, column and row numbers in the margins and a square's own number only where it
matters; the ships the ruling is about framed; a strip on the right with the Game-Turn
and the wind (and, for a position or a game, the key to the nationalities' colours under
them); a key below, one row per colour or mark used. Each figure carries alt
text (its heading) for the SVG ``<title>`` and the notebook's ``aria-label``. Key
artists carry SVG ids (``gid``) so tests and style sheets find them.

The map is drawn North up: row 01 at the top, columns growing eastward, so a square
``CCRR`` [2.1] is read as column ``CC`` across and row ``RR`` down. Which map edge is North
is sailkit's convention, not a rule: the compass rose is lost (see the table of
conventions at the end of ``docs/readings.md``). On an extended grid [15.0-MR] a picture
grows past the printed map to show every ship beyond it, keeps part of the printed map
in view, tints the squares the players drew themselves and draws the printed map's
edge as a heavy line (gid ``printed-map-edge``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.text import Text
from shapely.geometry import Point, box

from ....draw import figure as fg
from ....draw import primitives as p
from ....draw import squares as sq
from ....draw import style
from ....draw.sheet import STRIP_INCHES, Sheet
from ....errors import InvalidInputError
from ....figures import export, svg
from ....geometry.board import YAxis
from ....geometry.compass import Direction
from ....geometry.squares import Square
from ....memo import Memo
from ....readings import said
from ....renderers import renderer
from ....rulings import Ruling
from ....wording import plural
from ..board import COLUMNS, MAP, ROWS, coordinate, name, parse_square
from ..board import square as board_square
from ..marks import labels as mark_labels
from ..vocabulary import BLIND_AREAS, BROADSIDES, NATIONALITIES

if TYPE_CHECKING:  # pragma: no cover
    from ..state import Position, ShipState

RULESET = "fighting_sail"

#: Nationality colours [2.21] (the kit's, Okabe-Ito based).
NATION_COLOURS: Mapping[str, str] = style.NATIONS
#: The four arcs around a ship [9.31b, 9.35]: the broadside fields tinted, the blind areas hatched.
ARC_COLOURS: Mapping[str, str] = {
    "port": style.PORT,
    "starboard": style.STARBOARD,
    "bow": style.BLIND,
    "stern": style.BLIND,
}
#: Colours of the five points of sail [5.22], slowest to fastest.
SAIL_COLOURS: Mapping[str, str] = {
    "taken aback": "#8a8a8a",
    "beating": "#E69F00",
    "beam reaching": "#56B4E9",
    "running": "#009E73",
    "broad reaching": "#0072B2",
}
CLEAR = style.CLEAR
BLOCKED = style.BLOCKED
HIGHLIGHT = style.HIGHLIGHT
EXTENSION_SEA = "#dde5ec"  #: squares beyond the printed map, drawn by the players [15.0-MR]
OCCUPIED = "#8c99a6"  #: an occupied square whose ship is not named (a bare line-of-sight question)

INCH_PER_SQUARE = 0.8  #: one map square in the figures this module makes: 77 CSS pixels at 100%
MAX_FIGURE_INCHES = 30.0  #: the widest figure; a window of more than about 35 squares is drawn smaller
STRIP = 1.9  #: squares of room east of the map for the Game-Turn, compass and wind
NAME = 0.18  #: a ship's name, square units (10.4 points at the usual scale)
MIN_LABEL = 0.15  #: the smallest a name may shrink to before it goes onto two lines (8.6 points, 11.5 px)
RATING = 0.125  #: the ratings line of a counter
#: How a warning is written on the board (a damage tag, a blocker's name): bold red on a white backing.
RED_WORDS: dict[str, Any] = {"color": BLOCKED, "weight": "bold", "backing": True, "min_points": style.SMALLEST_POINTS}
HULL_LENGTH = 0.5  #: a counter's ship, bow to stern, in square units


# ---------------------------------------------------------------- windows


def window_for(extent: Any, squares: Iterable[Square] = (), margin: int = 2) -> sq.Window:
    """The rectangle of map squares to draw [2.1, 15.0-MR].

    ``"map"`` (or ``None``) is the whole 30 x 20 map; ``"ships"`` the squares around
    ``squares`` plus ``margin`` (at least 8 x 6, clipped to the map); a pair of square
    names is the rectangle they span; a :class:`sailkit.draw.squares.Window` is used as is.
    Squares beyond the printed map (an extended grid) widen ``"map"`` and ``"ships"`` to
    show them, still taking in part of the printed map so its edge shows.
    """
    found = list(squares)
    if extent is None or extent == "map":
        return _bounds(found, 1)
    if isinstance(extent, sq.Window):
        return extent
    if extent == "ships":
        return _with_edge(sq.Window.around(found, margin, _bounds(found, margin), minimum=(8, 6)))
    if isinstance(extent, tuple) and len(extent) == 2:
        a, b = parse_square(extent[0]), parse_square(extent[1])
        return sq.Window(min(a.col, b.col), min(a.row, b.row), max(a.col, b.col), max(a.row, b.row))
    raise InvalidInputError("extent", extent, "'ships', 'map', None, or a pair of squares such as ('0505', '1210')")


def _bounds(squares: Sequence[Square], margin: int) -> sq.Window:
    """How far a window may reach: the printed map, and beyond it as far as ``squares`` lie, plus ``margin`` [15.0-MR]."""
    out = [s for s in squares if s not in MAP]
    return sq.Window(
        min([1] + [s.col - margin for s in out]),
        min([1] + [s.row - margin for s in out]),
        max([COLUMNS] + [s.col + margin for s in out]),
        max([ROWS] + [s.row + margin for s in out]),
    )


def _with_edge(win: sq.Window) -> sq.Window:
    """``win`` stretched toward the printed map until it takes in a column and a row of it [15.0-MR]."""
    return sq.Window(min(win.col0, COLUMNS), min(win.row0, ROWS), max(win.col1, 1), max(win.row1, 1))


def _window(squares: Iterable[Square], margin: int = 1, minimum: tuple[int, int] = (7, 6)) -> sq.Window:
    """The window of a ruling's diagram: ``squares`` plus ``margin``, at least ``minimum`` squares [2.1, 15.0-MR]."""
    found = list(squares)
    return _with_edge(sq.Window.around(found, margin, _bounds(found, margin), minimum=minimum))


def _extends(win: sq.Window) -> bool:
    """Does the window reach beyond the printed map [15.0-MR]?"""
    return Square(win.col0, win.row0) not in MAP or Square(win.col1, win.row1) not in MAP


# ---------------------------------------------------------------- the sheet: figure, heading, strip, key


def _sheet(
    win: sq.Window, title: str = "", subtitle: str = "", position: Position | None = None, *, draw_strip: bool = True
) -> Axes:
    """A new figure for ``win`` at :data:`INCH_PER_SQUARE` on the kit's sheet: the heading above, and with a
    ``position`` the strip East of the map with its Game-Turn, the wind and the nationalities on the map."""
    left, top, right, bottom = sq.MARGINS
    return _sheet_of(title, subtitle, position, win).open(
        win.columns + left + right,
        win.rows + top + bottom,
        lambda ax, strip: sq.frame(ax, win, pad=(left, top, right + strip, bottom)),
        inch_per_unit=INCH_PER_SQUARE,
        max_inches=MAX_FIGURE_INCHES,
        draw_strip=draw_strip,
        fit_inches=style.OUTPUT_INCHES,
    )


def _sheet_of(title: str, subtitle: str, position: Position | None, win: sq.Window) -> Sheet:
    """What the sheet shows around ``win``: the Game-Turn, the wind from its point of the compass [5.1, 15.0] and the
    colours of the nationalities on the map [2.21] (``position=None``: no strip)."""
    if position is None:
        return Sheet(title, subtitle, strip=False)
    wind = Direction.parse(position.wind)
    sides = tuple(sides_key(_inside(position, win).sides()))
    return Sheet(title, subtitle, f"Game-Turn {position.turn}", float(wind.degrees), f"wind from {wind}", sides)


#: The key row explaining a counter's ratings [2.22, 9.38]: a picture that shows them has it.
RATINGS_KEY = p.Key(
    "note", style.INK, "55-A-5-9: Fire Value (* carronades), Sailing Value, Rate, Crew Value [2.22, 9.38]"
)
PLACEHOLDER_KEY = p.Key("note", style.INK, "ratings ending in ?: not recovered, a stand-in [2.22]")


def _finish(ax: Axes, keys: Sequence[p.Key], alt: str) -> Figure:
    """:meth:`Sheet.close` with the key to the counters' ratings added when the picture shows any [2.22]."""
    return Sheet.close(ax, [*keys, *_ratings_keys(ax)], alt)


def _ratings_keys(ax: Axes) -> list[p.Key]:
    """The rows explaining the ratings shown on ``ax`` (gid ``ratings``): their order, ``*`` and ``?`` [2.22, 9.38]."""
    shown = [a.get_text() for a in ax.texts if a.get_gid() == "ratings"]
    if not shown:
        return []
    return [RATINGS_KEY] + ([PLACEHOLDER_KEY] if any(t.endswith("?") for t in shown) else [])


def sides_key(sides: Iterable[str]) -> list[tuple[str, str]]:
    """Each nationality of ``sides`` (its code and name, ``"BR British"``) with the colour its counters are tinted
    in [2.21], in the order of their codes. A ship that strikes keeps her nationality's colour: she is a prize, her
    hull edged in her captor's colour and her counter tagged ``prize`` [12.2], so there is no colour for struck
    ships."""
    return [(f"{n} {NATIONALITIES.get(n, n)}", NATION_COLOURS.get(n, "#666666")) for n in sorted(set(sides))]


def extension_keys(win: sq.Window) -> list[p.Key]:
    """The key to a map extended beyond the printed one [15.0-MR]: its tint and the printed edge (none on the printed
    map alone); a diagram's key and the replay board's."""
    if not _extends(win):
        return []
    return [
        p.Key("fill", EXTENSION_SEA, "beyond the printed map [15.0-MR]"),
        p.Key("line", style.INK, "printed map edge"),
    ]


# ---------------------------------------------------------------- the map


def draw_map(ax: Axes, extent: Any = None, *, labels: bool = True, legend_space: float = 0.0) -> list[Artist]:
    """The sea, the square grid and its numbers [2.1], North up (sailkit's convention), on an ``ax`` of your own.

    Column numbers run along the top and row numbers down the left, so any square can be
    read off the margins; ``labels=True`` also writes each square's ``CCRR`` name, small,
    in its top-left corner (for teaching the numbering). ``legend_space`` leaves that many
    squares free east of the map.
    """
    win = window_for(extent)
    left, top, right, bottom = sq.MARGINS
    sq.frame(ax, win, pad=(left, top, right + legend_space, bottom))
    first, last = Square(win.col0, win.row0), Square(win.col1, win.row1)
    _describe_once(ax, f"The map from square {name(first)} to {name(last)}, North up, numbered in the margins [2.1].")
    return draw_board(ax, win, names=win.squares() if labels else ())


def _describe_once(ax: Axes, alt: str) -> None:
    """Give the figure of ``ax`` this alt text unless it already has some (the caller's words win)."""
    fig = ax.get_figure()
    if fig is not None and not fg.description(fig):  # type: ignore[arg-type]
        fg.describe(fig, alt)  # type: ignore[arg-type]


#: Below this many points per square the margin numbers are thinned to one every 2, 5, 10 ... columns and rows,
#: and below ``_SMALLEST_NAMED`` the squares' own names are left out: a name is never smaller than the kit's smallest
#: text (11 px at 100%), so it needs a square about this wide [issue 24: they were 6 pt].
_SMALLEST_NUMBERED = 14.0
_SMALLEST_NAMED = 30.0


def draw_board(ax: Axes, win: sq.Window, names: Iterable[Square] = ()) -> list[Artist]:
    """The board under every diagram and the replay board: sea, grid, margin numbers, the named squares' names, and on an extended grid its tint and the printed edge."""
    u = p.unit_points(ax)
    every = next(k for k in (1, 2, 5, 10, 20, 50, 100) if k * u >= _SMALLEST_NUMBERED or k == 100)
    beyond = [s for s in win.squares() if s not in MAP]
    out = sq.grid(ax, win, coordinate=coordinate, every=every, tint={EXTENSION_SEA: beyond} if beyond else None)
    if beyond:
        out += _printed_edge(ax, win)
    if u >= _SMALLEST_NAMED:
        for s in dict.fromkeys(names):
            if s in win:
                out += sq.name_in(ax, s, name(s), size=max(0.15, style.SMALLEST_POINTS / u))
    return out


def _printed_edge(ax: Axes, win: sq.Window) -> list[Artist]:
    """The printed map's edge as a heavy line [15.0-MR] (gid ``printed-map-edge``)."""
    x0, y0, x1, y1 = win.polygon.bounds
    segs: list[tuple[tuple[float, float], tuple[float, float]]]
    segs = [((x, max(y0, 0)), (x, min(y1, ROWS))) for x in (0, COLUMNS) if x0 <= x <= x1]
    segs += [((max(x0, 0), y), (min(x1, COLUMNS), y)) for y in (0, ROWS) if y0 <= y <= y1]
    edge = LineCollection([s for s in segs if s[0] != s[1]], colors=style.INK, linewidths=2.2, zorder=0.7)
    edge.set_gid("printed-map-edge")
    ax.add_collection(edge, autolim=False)
    return [edge]


# ---------------------------------------------------------------- counters


def draw_ship(
    ax: Axes,
    ship: ShipState,
    *,
    offset: tuple[float, float] = (0.0, 0.0),
    label: str | None = None,
    caption: str | None = None,
    caption_colour: str = style.INK,
    mark: str | None = None,
    around: Sequence[ShipState] = (),
) -> list[Artist]:
    """One ship as its counter [2.22], filling its square: tinted in its nationality's colour [2.21], a hull pointing
    along its heading [5.1], its name across the top and its ratings across the bottom.

    The ratings read Fire Value (``*`` for carronades [9.38]), Sailing Value [5.21], Rate [9.2]
    and Crew Value; a placeholder counter, whose ratings were never recovered [2.22], shows
    them in italics with a trailing ``?``. A long name goes onto two lines rather than shrink
    below :data:`MIN_LABEL`. ``caption`` replaces the ratings with a note (``""`` leaves them
    out; its artist has gid ``caption``). ``mark`` frames the counter in that colour (the
    ships a ruling is about). Damage so far [10.1, 10.2, 10.31] is a red tag on the lower
    edge, kept off the names and tags of the ships ``around`` (:func:`tag_spot`); a prize [12.2]
    is outlined in its captor's colour and an abandoned ship [12.11] dashed (hatching means only
    a blind area, in every diagram).
    """
    out: list[Artist] = []
    for _, draw in counter_parts(
        ax, ship, offset=offset, label=label, caption=caption, caption_colour=caption_colour, mark=mark, around=around
    ):
        out += draw()
    return out


#: One part of a counter: its looks (everything it reads of the ship and the arguments, but the square) and what
#: draws it (:func:`counter_parts`).
Part = tuple[tuple[Any, ...], Callable[[], list[Artist]]]


def counter_parts(
    ax: Axes,
    ship: ShipState,
    *,
    offset: tuple[float, float] = (0.0, 0.0),
    label: str | None = None,
    caption: str | None = None,
    caption_colour: str = style.INK,
    mark: str | None = None,
    around: Sequence[ShipState] = (),
) -> list[Part]:
    """The parts of :func:`draw_ship`'s counter in the order it draws them, each with its looks (everything of the ship
    and the arguments that part reads, but the square) and a function drawing it: the tile, the hull, the name, the
    ratings or caption, the damage tag. Two parts of the same looks draw the same artists, a whole number of squares
    apart: the replayer's board keeps each part by its looks and draws again only those that changed
    (:mod:`.replaying`). ``around``: the other ships on the board, whose names and tags the damage tag keeps off
    (:func:`tag_spot`)."""
    colour = NATION_COLOURS.get(ship.nationality, "#666666")
    parts: list[Part] = []
    if label != "":  # the first of a stack draws the shared tile
        parts.append(_tile_part(ax, ship, colour, mark))
    parts.append(_hull_part(ax, ship, offset, colour))
    words = label if label is not None else ship.name
    if words:
        parts.append(_name_part(ax, ship, words))
    if label != "":  # the rest of a stack: the first counter wrote the words and the tag
        parts += _lower_parts(ax, ship, caption, caption_colour, around)
    return parts


def _tile_part(ax: Axes, ship: ShipState, colour: str, mark: str | None) -> Part:
    """The counter's tile in its nationality's colour [2.21], framed in ``mark`` when the ruling is about it."""

    def tile() -> list[Artist]:
        return [  # an opaque white tile first, so a tinted field never shows through the nation's colour
            *p.tile(ax, ship.square.center, 0.92, color="white", edge="none", zorder=3.38),
            *p.tile(ax, ship.square.center, 0.92, color=colour, alpha=0.2, edge="none", zorder=3.4),
            *p.tile(
                ax,
                ship.square.center,
                0.92,
                color="none",
                edge=mark or style.INK,
                line_width=3.2 if mark else 0.8,
                zorder=3.45 if not mark else 4.7,
                gid="ship-mark" if mark else None,
            ),
        ]

    return ("tile", colour, mark), tile


def _hull_part(ax: Axes, ship: ShipState, offset: tuple[float, float], colour: str) -> Part:
    """The hull along the ship's heading [5.1]: edged in the captor's colour for a prize [12.2], dashed when
    abandoned [12.11]."""
    cx, cy = ship.square.center
    at = (cx + offset[0], cy + offset[1])
    edge = NATION_COLOURS.get(ship.side, style.INK) if ship.prize else style.INK

    def hull() -> list[Artist]:
        return p.hull(
            ax,
            (at[0], at[1] + 0.02),
            float(ship.facing.degrees),
            length=HULL_LENGTH,
            color=colour,
            edge=edge,
            style="--" if ship.abandoned else "-",
            zorder=3.8,
        )

    return ("hull", offset, ship.facing, colour, edge, ship.abandoned), hull


def _name_part(ax: Axes, ship: ShipState, words: str) -> Part:
    """The ship's name (or a stack's joined names) across the top, on two lines rather than too small."""
    cx, cy = ship.square.center

    def written() -> list[Artist]:
        top, size = p.fit(words, NAME, 1.0, minimum=MIN_LABEL)
        lines = top.count("\n") + 1
        return p.text(
            ax,
            (cx, cy - 0.3 - 0.5 * size * (lines - 1)),
            top,
            size=size,
            weight="bold",
            backing=True,
            zorder=5.0,
            gid="ship-name",
        )

    return ("name", words), written


def _lower_parts(
    ax: Axes, ship: ShipState, caption: str | None, caption_colour: str, around: Sequence[ShipState] = ()
) -> list[Part]:
    """Across the bottom: the ratings [2.22] (or a caption in their place, ``""`` for none), then the damage tag
    [10.1, 10.2, 10.31, 12.2, 12.11]."""
    cx, cy = ship.square.center
    c = ship.counter
    out: list[Part] = []
    if caption is None:
        rating = f"{c.fire_value}{'*' if c.carronade else '-'}{c.sailing}-{c.rate}-{c.crew}" + (
            "?" if c.placeholder else ""
        )

        def ratings() -> list[Artist]:
            return p.text(
                ax,
                (cx, cy + 0.345),
                rating,
                size=RATING,
                min_points=style.SMALLEST_POINTS,
                style="italic" if c.placeholder else "normal",
                backing=True,
                gid="ratings",
            )

        out.append((("ratings", rating, c.placeholder), ratings))
    elif caption:

        def note() -> list[Artist]:
            text, size = p.fit(caption, 0.14, 1.0, minimum=0.12)
            return p.text(
                ax,
                (cx, cy + 0.34 - 0.5 * size * text.count("\n")),
                text,
                size=size,
                min_points=style.SMALLEST_POINTS,
                color=caption_colour,
                weight="bold",
                backing=True,
                zorder=6,
                gid="caption",
            )

        out.append((("caption", caption, caption_colour), note))
    damage = mark_labels(ship)  # from the one table of marks: H2 R1 M1 wheel fire, prize or abandoned [14.0]
    if damage:
        (dx, dy), ha, va = tag_spot(ax, ship, damage, around)

        def tag() -> list[Artist]:
            return p.text(ax, (cx + dx, cy + dy), damage, size=0.12, ha=ha, va=va, zorder=6, gid="damage", **RED_WORDS)

        out.append((("damage", damage, dx, dy, ha), tag))
    return out


#: Where a damage tag may go, from the centre of its square, best first: across the lower edge, then run West or East
#: from under the counter, then the same on the upper edge, over the name (y grows southward).
TAG_SPOTS = tuple(
    ((dx, dy), ha, "center") for dy in (0.5, -0.5) for dx, ha in ((0.0, "center"), (0.46, "right"), (-0.46, "left"))
)


def tag_spot(ax: Axes, ship: ShipState, tag: str, around: Sequence[ShipState]) -> tuple[tuple[float, float], str, str]:
    """Where ``ship``'s damage tag goes, from the centre of her square (:data:`TAG_SPOTS`): the first spot where it
    covers no other ship's name nor the tag under another counter, measured (:func:`sailkit.draw.primitives.ems`), so
    stacked and adjacent ships' words never collide [issue 24]; the least covered one when none is clear."""
    height = max(0.12, style.SMALLEST_POINTS / p.unit_points(ax))
    cx, cy = ship.square.center
    taken = []
    for other in around:
        if other.square == ship.square or abs(other.square.col - ship.square.col) > 3:
            continue
        if abs(other.square.row - ship.square.row) > 1:
            continue
        ox, oy = other.square.center
        two_lines = "\n" in p.fit(other.name, NAME, 1.0, minimum=MIN_LABEL)[0]
        taken.append(box(ox - 0.5, oy - (0.5 if two_lines else 0.41), ox + 0.5, oy - 0.2))  # her name
        words = mark_labels(other)
        if words:
            taken.append(p.words_box((ox, oy + 0.5), words, height, bold=True))  # her tag where it starts
    if "\n" in p.fit(ship.name, NAME, 1.0, minimum=MIN_LABEL)[0]:
        taken.append(box(cx - 0.5, cy - 0.5, cx + 0.5, cy - 0.2))  # her own name on two lines
    x0, x1 = ax.get_xlim()
    taken += [box(min(x0, x1) - 9, cy - 9, min(x0, x1), cy + 9), box(max(x0, x1), cy - 9, max(x0, x1) + 9, cy + 9)]

    def covered(spot: tuple[tuple[float, float], str, str]) -> float:
        (dx, dy), ha, va = spot
        b = p.words_box((cx + dx, cy + dy), tag, height, ha, va, bold=True)
        return sum(b.intersection(t).area for t in taken)

    return next((s for s in TAG_SPOTS if covered(s) == 0.0), None) or min(TAG_SPOTS, key=covered)


def _ships(
    ax: Axes,
    position: Position,
    win: sq.Window,
    *,
    captions: Mapping[str, str] | None = None,
    caption_colour: str = style.INK,
    marked: Mapping[str, str] | None = None,
) -> list[Artist]:
    """Every ship afloat inside ``win``; a fouled stack [7.81] as hulls side by side under the joined names."""
    out: list[Artist] = []
    for square, group in position.occupied().items():
        if square not in win:
            continue
        mark = next((marked[s.name] for s in group if marked and s.name in marked), None)
        if len(group) == 1:
            caption = (captions or {}).get(group[0].name)
            around = [x for g in position.occupied().values() for x in g]
            out += draw_ship(ax, group[0], caption=caption, caption_colour=caption_colour, mark=mark, around=around)
            continue
        out += draw_stack(ax, group, mark)
        if len(group) > 2:  # three names or more do not fit across one square: a list beside it instead
            written = [a for a in out if a.get_gid() == "ship-name" and isinstance(a, Text)]
            for a in [a for a in written if a.get_text().replace("\n", "") == "/".join(s.name for s in group)]:
                a.remove()
                out.remove(a)
            others = [x for x in position.occupied() if x != square and x in win]
            out += _stack_names(ax, square, [s.name for s in group], others)
    return out


def draw_stack(ax: Axes, group: Sequence[ShipState], mark: str | None = None) -> list[Artist]:
    """A fouled stack's counters [7.81]: their hulls side by side under the joined names, framed in ``mark``."""
    joined = "/".join(s.name for s in group)
    out: list[Artist] = []
    for i, s in enumerate(group):
        out += draw_ship(
            ax, s, offset=((i - (len(group) - 1) / 2) * 0.2, 0.0), label=joined if i == 0 else "", mark=mark
        )
    return out


def _stack_names(ax: Axes, square: Square, names: Sequence[str], others: Iterable[Square]) -> list[Artist]:
    """The names of a stack of three or more fouled ships [7.81], one a line, beside its square on the first side
    (West, East, North, South) where they cover no other ship's square."""
    words = "\n".join(names)
    cx, cy = square.center
    spots = [
        ((cx - 0.52, cy), "right", "center"),
        ((cx + 0.52, cy), "left", "center"),
        ((cx, cy - 0.52), "center", "bottom"),
        ((cx, cy + 0.52), "center", "top"),
    ]
    taken: list[Any] = [x.polygon.buffer(-0.02) for x in others]
    (at, ha, va) = p.free_spot(ax, spots, words, taken, size=MIN_LABEL) or spots[0]
    return p.text(ax, at, words, size=MIN_LABEL, weight="bold", backing=True, ha=ha, va=va, zorder=6.2, gid="ship-name")


# ---------------------------------------------------------------- overlays


def draw_fields(
    ax: Axes,
    fields: Any,
    *,
    window: sq.Window | None = None,
    alpha: float = 0.3,
    arcs: Sequence[str] = ("port", "starboard", "bow", "stern"),
    gid: str = "field",
) -> list[Artist]:
    """Tint the port and starboard fields of fire and hatch the bow and stern blind areas [9.31b, 9.35].

    ``fields`` is a ship's fields of fire as the rules give them (a :class:`~.fire.arcs.FieldsOfFire`:
    ``fields_of_fire("0811", "E")``, ``fields_of(position, "Shannon")``, a fire or arc ruling's), which sort
    the squares drawn into the four arcs; squares exactly on a 45-degree line go where reading
    ``arc_boundary`` puts them, so switching the reading changes the picture. Only the ``arcs`` named and the
    squares inside ``window`` (default: the whole map, and the ship's square if beyond [15.0-MR]) are drawn;
    one collection per arc, in the order port, starboard, bow, stern; a field's gid is ``gid`` and the arc
    (``field-port``).
    """
    win = window or window_for("map", [fields.square])
    found = fields.squares(win.squares())
    out: list[Artist] = []
    for arc in BROADSIDES:
        if arc in arcs:
            out += sq.shade(
                ax,
                [x for x in found[arc] if x in win],
                color=ARC_COLOURS[arc],
                alpha=alpha,
                label=f"{arc} broadside field [9.31b]",
                zorder=1.2,
                gid=f"{gid}-{arc}",
            )
    for arc in BLIND_AREAS:
        if arc in arcs:
            out += _blind(ax, [x for x in found[arc] if x in win], label=f"{arc} blind area [9.35]", gid=f"blind-{arc}")
    return out


def _blind(ax: Axes, squares: Sequence[Square], *, label: str | None = None, gid: str | None = None) -> list[Artist]:
    """A blind area [9.35]: hatched under the counters, its border dashed over them so a ship standing in it shows."""
    if not squares:
        return []
    out = sq.shade(
        ax,
        squares,
        color="none",
        alpha=1.0,
        hatch=style.BLIND_HATCH,
        hatch_color=style.BLIND,
        label=label,
        zorder=1.3,
        gid=gid,
    )
    out += sq.outline(ax, squares, color=style.BLIND, width=1.6, style=(0, (4, 2)), zorder=4.55)
    return out


def draw_sight(
    ax: Axes,
    ruling: Ruling,
    *,
    occupied: Iterable[str | Square] | None = None,
    shade: bool = True,
) -> list[Artist]:
    """A line of sight ruling drawn [9.31c]: solid green when clear, dashed red when blocked.

    ``ruling`` is a :func:`~.fire.sight.line_of_sight` ruling (or ``sight_between``'s); its facts give the
    ends, the occupied squares, the blocking ones and the corners. Each blocking square is framed and crossed
    in red (gids ``sight-blockers``, ``sight-blocker-marks``), over any counter standing there; each grid
    corner the line passes through beside an occupied square is a small ring (``sight-corners``): touching
    a square only at its corner does not block [9.31c] unless reading ``los_corner_pinch`` says two such
    squares close the gap. ``shade=True`` tints the occupied squares that do not block (when no counters are
    drawn there); ``occupied`` narrows those to the squares given (the ones a picture shows).
    """
    sa, sb = (parse_square(x) for x in ruling.facts["ends"])
    shown = ruling.facts.get("occupied", ()) if occupied is None else occupied
    occ = sorted({parse_square(s) for s in shown} - {sa, sb})
    blockers = [parse_square(s) for s in ruling.facts.get("blockers", ())]
    colour = CLEAR if ruling else BLOCKED
    out: list[Artist] = []
    if shade:
        others = [s for s in occ if s not in blockers]
        out += sq.shade(
            ax, others, color=OCCUPIED, alpha=0.55, label="occupied square", zorder=1.5, gid="sight-occupied"
        )
        out += sq.shade(ax, blockers, color=OCCUPIED, alpha=0.55, zorder=1.5)
    out += p.line(
        ax,
        [sa.center, sb.center],
        color=colour,
        width=2.6,
        style="-" if ruling else (0, (4, 2.5)),
        zorder=4.6,
        label="line of sight [9.31c]",
        gid="sight-line",
    )
    if shade:  # bare squares: mark the two ends (counters drawn there are framed instead)
        out += p.marker(ax, [sa.center, sb.center], kind="dot", size=0.16, color=colour, zorder=4.65, gid="sight-ends")
    out += sq.outline(ax, blockers, color=BLOCKED, width=2.6, zorder=4.7, gid="sight-blockers")
    corner = [(s.col - 0.13, s.row - 0.15) for s in blockers]  # the bottom-right corner, clear of the name and hull
    out += p.marker(ax, corner, kind="cross", size=0.2, color=BLOCKED, zorder=6.3, gid="sight-blocker-marks")
    touches = list(ruling.facts.get("corners", ()))
    out += p.marker(ax, touches, kind="ring", size=0.2, color=style.INK, width=1.4, zorder=4.8, gid="sight-corners")
    return out


def sight_reading_note(ruling: Ruling) -> str:
    """The readings that decided a line of sight [9.31c] (``los_split``, ``los_corner_pinch``) as a short phrase, or ``""``."""
    keys = [said(k, v) for k, v in ruling.readings if k in ("los_split", "los_corner_pinch")]
    return f"line of sight by reading: {'; '.join(keys)}" if keys else ""


def draw_ranges(ax: Axes, ranges: Iterable[Any], *, avoid: Iterable[str | Square] = ()) -> list[Artist]:
    """Label the line between the two squares of each range with its Range Points [9.31a].

    ``ranges`` are what :func:`~.fire.ranges.range_points` gives (or its rulings): each ruling names its two
    squares (``facts["ends"]``), the first the origin. The label sits beside the middle of the line (a
    little off it, to the north or east), away from the counters at either end; if that spot touches a
    square in ``avoid`` (squares holding counters, with the damage tag hanging under each) or a label placed
    before it, it slides along the line to a free one (:func:`sailkit.draw.primitives.free_spot`).
    """
    ends = [
        (getattr(rp, "ruling", rp), *(parse_square(x) for x in getattr(rp, "ruling", rp).facts["ends"]))
        for rp in ranges
    ]
    busy = {parse_square(s) for s in avoid} | {x for _, o, t in ends for x in (o, t)}
    taken: list[Any] = [x.polygon.buffer(0.08) for x in busy]  # a counter, its name above and its tag below
    points = max(8.5, 0.17 * p.unit_points(ax))
    height = points / p.unit_points(ax)
    out: list[Artist] = []
    for ruling, o, ts in ends:
        if ts == o:
            continue
        words = f"{ruling.value} RP"
        (at, _, _) = p.free_spot(ax, _range_spots(o, ts), words, taken, size=height) or ((0.0, 0.0), "", "")
        out += p.text(ax, at, words, size=0.0, min_points=points, weight="bold", backing=True, zorder=6)
    return out


def _range_spots(o: Square, t: Square) -> list[tuple[tuple[float, float], str, str]]:
    """Where a range label may go, best first: 0.3 squares beside the line o-t, at its middle, then along it; then
    as much again farther out (two ships side by side leave no room between them) [9.31a]."""
    (x0, y0), (x1, y1) = o.center, t.center
    n = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    px, py = -(y1 - y0) / n, (x1 - x0) / n
    if py > 0 or (py == 0 and px < 0):  # the side toward the north (rows shrink upward), else the east
        px, py = -px, -py
    return [
        ((x0 + f * (x1 - x0) + off * px, y0 + f * (y1 - y0) + off * py), "center", "center")
        for off in (0.3, 0.8)
        for f in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8)
    ]


def _path_squares(path: Any) -> list[Square]:
    """Squares of a path given as names, Squares, (Square, heading) pairs, or an object with ``squares``/``path``."""
    for attr in ("squares", "path"):
        if hasattr(path, attr) and not isinstance(path, str):
            path = getattr(path, attr)
            break
    out: list[Square] = []
    for item in path:
        s = parse_square(item[0] if isinstance(item, tuple) else item)
        if not out or out[-1] != s:
            out.append(s)
    return out


def draw_path(ax: Axes, squares: Sequence[str | Square] | Any, *, color: str = style.PATH) -> list[Artist]:
    """A movement path [7.0]: a line through the squares entered, a dot in each, an arrowhead into the last.

    ``squares`` is a sequence of square names, :class:`Square` s or (square, heading)
    pairs, or an object with a ``squares`` or ``path`` attribute holding one, such as a
    :class:`~.movement.Move` from ``moves(position, ship, command)``. Turns made in place
    (repeated squares) are drawn once.
    """
    return p.route(
        ax, [s.center for s in _path_squares(squares)], color=color, width=2.6, label="movement path [7.0]", zorder=4.6
    )


# ---------------------------------------------------------------- a whole position


def draw_position(
    position: Position,
    ax: Axes | None = None,
    *,
    extent: Any = "ships",
    fields: Any = None,
    sight: Ruling | None = None,
    ranges: Iterable[Any] = (),
    paths: Iterable[Any] | None = None,
    labels: bool = False,
    legend: bool = True,
    keys: Sequence[p.Key] = (),
    captions: Mapping[str, str] | None = None,
    marked: Iterable[str] = (),
    title: str = "",
    subtitle: str = "",
) -> list[Artist]:
    """Draw a whole position: the map, every ship afloat, the Game-Turn and wind, and the overlays given.

    The overlays are what the rules answered (``fs.draw_position`` asks them by ship name: ``arcs_for=``,
    ``sight=``, ``ranges_from=``, see :func:`~.fire.combat.overlays`):

    * ``fields=fields_of(position, "Shannon")`` tints that ship's fields of fire and hatches its blind areas
      [9.31b, 9.35];
    * ``sight=sight_between(position, "Shannon", "Chesapeake")`` draws that line of sight, the ships on the
      map its obstacles [9.31c];
    * ``ranges=ranges_from_ship(position, "Shannon")`` labels each line with its Range Points [9.31a];
    * ``paths=[["0811", "0911"], ...]`` draws movement paths [7.0];
    * ``marked=["Shannon"]`` frames those ships (the ones a question is about);
    * ``captions={"Shannon": "back sail"}`` writes a note in place of that ship's ratings;
    * ``labels=True`` writes every square's number in it; ``keys`` adds rows to the key;
      ``title`` and ``subtitle`` head the figure (a new one only).

    With ``ax=None`` a new figure (not pyplot's current one) is made at the usual scale,
    with the key below; reach it with ``artists[0].figure``.
    """
    ships = position.afloat()
    path_list = [_path_squares(x) for x in (paths or ())]
    focus = [s.square for s in ships] + [x for path in path_list for x in path]
    if sight is not None:
        focus += [parse_square(x) for x in sight.facts["ends"]]
    win = window_for(extent, focus, margin=1)
    if ax is None:
        ax = _sheet(win, title, subtitle, position if legend else None, draw_strip=False)
    else:
        left, top, right, bottom = sq.MARGINS
        sq.frame(ax, win, pad=(left, top, right + (STRIP_INCHES / INCH_PER_SQUARE if legend else 0.0), bottom))
    out = _sheet_of("", "", position, win).draw_strip(ax, STRIP_INCHES / INCH_PER_SQUARE) if legend else []
    out += draw_board(ax, win, names=win.squares() if labels else ())
    drawn, extra = _position_overlays(ax, win, fields, sight, path_list)
    out += drawn
    out += _ships(ax, position, win, captions=captions, marked={n: HIGHLIGHT for n in marked})
    out += draw_ranges(ax, ranges, avoid={s.square for s in ships})
    if legend:
        p.key(ax, extra + list(keys) + extension_keys(win) + _ratings_keys(ax))
    return out


def _position_overlays(
    ax: Axes, win: sq.Window, fields: Any, sight: Ruling | None, paths: Sequence[Sequence[Square]]
) -> tuple[list[Artist], list[p.Key]]:
    """What :func:`draw_position` draws under the counters: the fields of fire, the line of sight and the paths,
    with the key rows for them [7.0, 9.31b, 9.31c, 9.35]."""
    out: list[Artist] = []
    keys: list[p.Key] = []
    if fields is not None:
        out += draw_fields(ax, fields, window=win)
        keys += _field_keys(fields.ship, BROADSIDES) + [
            p.Key("hatch", style.BLIND, f"{fields.ship}'s blind areas [9.35]")
        ]
    if sight is not None:
        out += draw_sight(ax, sight, shade=False)
        keys += _sight_keys(sight, "line of sight")
    for path in paths:
        out += draw_path(ax, path)
    if paths:
        keys.append(p.Key("arrow", style.PATH, "movement path [7.0]"))
    return out, keys


def _field_keys(owner: str, arcs: Iterable[str]) -> list[p.Key]:
    return [p.Key("fill", ARC_COLOURS[a], f"{owner}'s {a} field [9.31b]") for a in arcs]


def _sight_keys(ruling: Ruling, what: str) -> list[p.Key]:
    keys = [
        p.Key("line", CLEAR, f"{what}, clear [9.31c]") if ruling else p.Key("dash", BLOCKED, f"{what}, blocked [9.31c]")
    ]
    if ruling.facts.get("blockers"):
        keys.append(p.Key("cross", BLOCKED, "blocks the line [9.31c]"))
    return keys


def _corner_key(artists: Iterable[Artist]) -> list[p.Key]:
    if any(a.get_gid() == "sight-corners" for a in artists):
        return [p.Key("ring", style.INK, "corner only touched: does not block [9.31c]")]
    return []


def position_figure(position: Position, **kwargs: Any) -> Figure:
    """A new matplotlib Figure of ``position`` (``sailkit.figures.export(fig, "turn3.png")`` to save it).

    Headed by the scenario and Game-Turn unless ``title`` is given; its alt text names
    every ship and where it stands.
    """
    kwargs.setdefault("title", _position_title(position))
    artists = draw_position(position, None, **kwargs)
    fig = artists[0].get_figure(root=True)
    assert fig is not None, "a drawn position is on a figure"
    ships = ", ".join(f"{s.name} ({s.side}) in {name(s.square)} heading {s.facing}" for s in position.afloat())
    return fg.describe(fig, f"{kwargs['title']}. {ships}." if ships else kwargs["title"])


def _position_title(position: Position) -> str:
    head = f"Scenario {position.scenario}, " if position.scenario else ""
    return f"{head}Game-Turn {position.turn}, wind from {position.wind}"


def position_svg(position: Position, *, extent: Any = "ships", **kwargs: Any) -> str:
    """The position as a deterministic SVG string (what a notebook shows for a ``Position``)."""
    return svg(position_figure(position, extent=extent, **kwargs))


@renderer(RULESET, "position")
def _position_renderer(position: Position | Ruling) -> Figure:
    """A position, or what one action of a game did [4.2]: the map after it, headed by the action and where the turn
    now stands, the steps it took with their cases under that."""
    if not isinstance(position, Ruling):
        return position_figure(position)
    steps = "; ".join(f"{s.words} [{s.case}]" for s in position.steps)
    title = position.title()
    return position_figure(position.facts["position"], title=title, subtitle=steps)


@renderer(RULESET, "game")
def game_figure(game: Any) -> Figure:
    """A game as it stands: the board, headed by the turn, the phase and who acts next [4.2].

    Uses only the game's public face (``position``, ``turn``, ``phase``,
    ``current_side()``, ``is_chance_node()``, ``is_terminal()``, ``scenario``).
    """
    pos = game.position
    scenario = f"Scenario {game.scenario}: " if getattr(game, "scenario", None) else ""
    title = f"{scenario}Game-Turn {game.turn}, {game.phase}"
    who = who_acts(game.is_terminal(), game.is_chance_node, game.current_side)
    result = getattr(game, "result", None)
    if game.is_terminal() and callable(result):
        who += f": {result().headline()}"
    return position_figure(pos, title=title, subtitle=f"{who}; wind from {pos.wind}")


def who_acts(over: bool, die: Callable[[], bool], side: Callable[[], str | None]) -> str:
    """Who acts next [4.2], in words: nobody once the game is ``over``, the dice when a ``die`` is wanted, else the
    ``side`` to act (asked only then)."""
    if over:
        return "the game is over"
    if die():
        return "a die roll is wanted next"
    who = side()
    return f"{who} ({NATIONALITIES.get(who, who)}) acts next" if who else "nobody acts next"


# ---------------------------------------------------------------- teaching pictures


class CounterRatings(Protocol):
    """What :func:`draw_counter` reads of a counter (a :class:`~..ships.Counter`): its printed ratings [2.21, 2.22]."""

    @property
    def name(self) -> str: ...
    @property
    def nationality(self) -> str: ...
    @property
    def fire_value(self) -> int: ...
    @property
    def carronade(self) -> bool: ...
    @property
    def sailing(self) -> str: ...
    @property
    def rate(self) -> int: ...
    @property
    def crew(self) -> int: ...


def draw_counter(
    ax: Axes, counter: CounterRatings, *, heading: str | Direction = "E", annotate: bool = True
) -> list[Artist]:
    """A counter enlarged, with each printed rating named [2.21, 2.22].

    Reads ``55-A-5-9 BR`` as Fire Value 55 (an asterisk instead of the first hyphen means
    carronades [9.38]), Sailing Value A [5.21], Rate 5 [9.2], Crew Value 9 and nationality BR [2.21].
    """
    p.frame(ax, (-2.9, -0.95, 2.9, 1.62), y_axis=YAxis.SOUTH)
    colour = NATION_COLOURS.get(counter.nationality, "#666666")
    out = p.tile(ax, (0.0, -0.05), 2.0, 1.5, heading=90.0, radius=0.12, color=colour, alpha=0.2, edge="none", zorder=1)
    out += p.tile(
        ax, (0.0, -0.05), 2.0, 1.5, heading=90.0, radius=0.12, color="none", edge=style.INK, line_width=1.2, zorder=1.1
    )
    out += p.hull(ax, (0.0, -0.04), float(Direction.parse(heading).degrees), length=1.0, color=colour, zorder=2)
    out += p.text(ax, (0.0, -0.52), counter.name, size=0.22, weight="bold")
    return out + _ratings_named(ax, counter, annotate)


def _ratings_named(ax: Axes, counter: CounterRatings, annotate: bool) -> list[Artist]:
    """The ratings line of an enlarged counter, each rating pointed at and named (``annotate``) [2.21, 2.22, 9.38]."""
    sep = "*" if counter.carronade else "-"
    fields = [
        (str(counter.fire_value), "Fire Value\n[9.3]"),
        (sep, "* carronades\n- long guns\n[9.38]"),
        (counter.sailing, "Sailing\nValue [5.21]"),
        ("-", ""),
        (str(counter.rate), "Rate\n[9.2]"),
        ("-", ""),
        (str(counter.crew), "Crew Value\n[10.12]"),
        (" ", ""),
        (counter.nationality, "nationality\n[2.21]"),
    ]
    text = "".join(f[0] for f in fields)
    _describe_once(ax, f"The counter of {counter.name}, {text}, with each rating named [2.22].")
    u = p.unit_points(ax)
    char = 0.6 * 0.2  # width of one monospace glyph, square units
    x = -char * len(text) / 2
    y = 0.45
    k = 0
    out: list[Artist] = []
    rating: dict[str, Any] = {"ha": "center", "va": "center", "fontsize": 0.2 * u, "family": "monospace"}
    named: dict[str, Any] = {
        "ha": "center",
        "va": "top",
        "fontsize": max(style.SMALLEST_POINTS, 0.105 * u),
        "color": style.INK,
    }
    pointer = {"arrowstyle": "-", "color": "#777777", "linewidth": 0.7, "shrinkA": 3, "shrinkB": 1}
    for chunk, meaning in fields:
        cx = x + char * len(chunk) / 2
        out.append(ax.text(cx, y, chunk, weight="bold", color=style.INK, **rating))
        if annotate and meaning:
            out.append(
                ax.annotate(meaning, xy=(cx, y + 0.12), xytext=(-2.3 + k * 0.92, 1.05), arrowprops=pointer, **named)
            )
            k += 1
        x += char * len(chunk)
    return out


def draw_sailing_rose(ax: Axes, rose: Ruling, *, highlight: str | Direction | None = None) -> list[Artist]:
    """The points of sail [5.22] around a compass: a ship on each of the eight headings with its allowance.

    ``rose`` is the rules' :func:`~.wind.sailing_rose` for a wind and a Sailing Value (readings, studding sails
    [13.33] and damage caps [10.2, 10.31] included): the wind blows across the middle from its source [15.0];
    each ship is coloured by its point of sail and labelled with it and its Movement Allowance. ``highlight``
    rings one heading.
    """
    w, sailing = rose.facts["wind"], rose.facts["sailing"]
    p.frame(ax, (-6.2, -4.6, 6.2, 4.2), y_axis=YAxis.SOUTH)

    out = p.area(ax, Point(0, 0).buffer(2.55, 64), color=style.SEA, edge=style.GRID, width=1.0, zorder=0)
    out += p.wind(ax, (0.0, 0.0), float(w.degrees), 2.6)
    hl = Direction.parse(highlight) if highlight is not None else None
    for h, point, ma in rose.facts["headings"]:
        ux, uy = p.direction(ax, float(h.degrees))
        if hl == h:
            out += p.marker(
                ax,
                [(2.55 * ux, 2.55 * uy)],
                kind="ring",
                size=1.3,
                color=style.INK,
                width=2.2,
                zorder=3.5,
                gid="rose-highlight",
            )
        out += p.hull(ax, (2.55 * ux, 2.55 * uy), float(h.degrees), length=0.85, color=SAIL_COLOURS[point], zorder=4)
        words = f"{h.name}: {point}\nMA {ma}" if point != "taken aback" else f"{h.name}: {point}\nno MA"
        out += p.text(
            ax,
            (3.25 * ux, 3.25 * uy),
            words,
            size=0.3,
            min_points=9,
            ha="left" if ux > 0.01 else "right" if ux < -0.01 else "center",
            weight="bold" if hl == h else "normal",
            backing=True,
            zorder=6,
        )
    out += p.text(
        ax, (0, -4.5), f"wind from {w}, Sailing Value {sailing}", size=0.34, min_points=10, weight="bold", va="top"
    )
    return out


@renderer(RULESET, "rose")
def rose_figure(rose: Ruling, *, highlight: str | Direction | None = None) -> Figure:
    """A new figure of :func:`draw_sailing_rose` at a size that reads at 100% (about 540 x 390 pixels)."""
    fig = Figure(figsize=(5.6, 4.0))
    ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    draw_sailing_rose(ax, rose, highlight=highlight)
    w, sailing = rose.facts["wind"], rose.facts["sailing"]
    extra = f"; a ship heading {Direction.parse(highlight)} is ringed" if highlight is not None else ""
    fg.describe(
        fig,
        f"The points of sail with the wind from {w} for Sailing Value {sailing}: each heading's Movement Allowance{extra}.",
    )
    return fig


# ---------------------------------------------------------------- diagrams of rulings [9.31-9.35, 7.0, 7.21, 12.13]


def _title(ruling: Ruling, case: str = "") -> str:
    """A diagram's heading: the question and the verdict with its number, and the case."""
    return ruling.title() + (f" [{case}]" if case and f"[{case}]" not in ruling.headline() else "")


def _inside(position: Position, win: sq.Window) -> Position:
    """The position with only the ships inside ``win`` (ships outside cannot matter to the picture's question)."""
    return position.with_(ships=tuple(s for s in position.ships if s.square in win))


# ---- fire [9.31-9.35]


@renderer(RULESET, "fire")
def fire_figure(ruling: Ruling) -> Figure:
    """A Fire Value ruling drawn [9.31a-c, 9.33f, 9.35]: who fires at whom, the field that bears, the line, the range, the rake.

    The firer and the target are framed; the field of the broadside that fires is tinted
    (both fields when the shot is refused); a broad green arrow runs from firer to target
    when the line is clear, labelled with the Range Points, and a dashed red line with each
    blocking square framed and crossed when it is blocked [9.31c]. When the firer rakes, the
    target's blind area it stands in is hatched with its border dashed over the counters,
    so the firer is seen inside it [9.33f, 9.35]. All of it is the ruling's ``line`` of fire
    (:class:`~.fire.combat.LineOfFire`): its fields, its range and its line of sight.
    """
    position: Position = ruling.facts["position"]
    line = ruling.facts["line"]
    f, t = position.ship(ruling.facts["firer"]), position.ship(ruling.facts["target"])
    win = _window([f.square, t.square])
    bits = _fire_notes(ruling)
    title = _title(ruling)
    ax = _sheet(win, title, ", ".join(bits), position)
    shown = _inside(position, win)
    fouled = f.square == t.square
    out = draw_board(ax, win)
    keys: list[p.Key] = []
    if not fouled:
        keys += _fire_fields(ax, ruling, win)
    los = line.sight if not fouled else None
    blockers = [parse_square(x) for x in los.facts.get("blockers", ())] if los is not None else []
    out += _ships_blocking(ax, shown, win, {f.name: HIGHLIGHT, t.name: HIGHLIGHT}, blockers)
    if los is not None:
        if los and ruling:
            out += p.line_of_fire(ax, f.square.center, t.square.center, gid="sight-line")
            keys.append(p.Key("arrow", CLEAR, "line of fire, clear [9.31c]"))
        elif los:  # clear, but the shot is refused: the green arrow means "fires along here", so none
            out += p.line(ax, [f.square.center, t.square.center], color=style.LABEL, width=2.0, style=(0, (4, 2.5)),
                          zorder=4.6, gid="sight-line")  # fmt: skip
            keys.append(p.Key("dash", style.LABEL, "the line asked about: clear, but no fire"))
        else:
            drawn = draw_sight(ax, los, shade=False)
            out += drawn
            keys += _sight_keys(los, "line of fire") + _corner_key(drawn)
        out += p.named(draw_ranges(ax, [line.range], avoid=tuple(shown.occupied())), "fire-range")
    keys.append(p.Key("frame", HIGHLIGHT, "firer and target"))
    return _finish(ax, keys + extension_keys(win), f"{title}. {', '.join(bits)}".rstrip(". "))


def _fire_notes(ruling: Ruling) -> list[str]:
    """What a fire diagram's subtitle says: the range and the rake of an allowed shot [9.31a, 9.33f], and the
    readings that decided its line of sight [9.31c]."""
    bits = []
    if ruling:
        bits.append(f"range {ruling.facts.get('range')} RP [9.31a]")
        rake = ruling.facts.get("rake")
        bits.append(f"{rake} rake [9.33f]" if rake else "no rake")
    note = sight_reading_note(ruling)
    if note:
        bits.append(note)
    return bits


def _fire_fields(ax: Axes, ruling: Ruling, win: sq.Window) -> list[p.Key]:
    """The field of the broadside that fires tinted (both when the shot is refused) [9.31b], and the target's blind
    area a raking firer stands in hatched [9.33f, 9.35]; the key rows for them."""
    line = ruling.facts["line"]
    side = ruling.facts.get("broadside") if ruling else None
    arcs: tuple[str, ...] = ("port",) if side == "port" else ("starboard",) if side == "starboard" else BROADSIDES
    draw_fields(ax, line.fields, window=win, arcs=arcs, gid="fire-field")
    keys = _field_keys(ruling.facts["firer"], arcs)
    rake = ruling.facts.get("rake") if ruling else None
    if rake in BLIND_AREAS:
        blind = line.target_fields.squares(win.squares())
        p.named(_blind(ax, [s for s in blind[rake] if s in win]), f"fire-target-{rake}-blind")
        keys.append(
            p.Key("hatch", style.BLIND, f"{ruling.facts['target']}'s {rake} blind area: a firer there rakes [9.35]")
        )
    return keys


# ---- drift [8.0]


@renderer(RULESET, "drift")
def drift_figure(ruling: Ruling) -> Figure:
    """A drift ruling drawn [8.0, 8.4]: the ship in its square and, for each pair of faces of the drift die, an
    arrow along the heading its bow would end on, labelled with the faces; the face rolled is the bold arrow.

    A refused drift (not taken aback [8.11], drifted already [8.4]) shows the ship with the case that refuses it.
    """
    position: Position = ruling.facts["position"]
    s = position.ship(ruling.facts["ship"])
    after: Position = ruling.facts.get("after", position)
    win = _window([s.square], margin=2, minimum=(7, 5))
    title = _title(ruling)
    faces = ruling.facts["faces"]
    rolled = ruling.facts["die"]
    subtitle = f"wind from {position.wind}; drift die " + ", ".join(
        f"{a}-{b}: bow {faces[a]}" for a, b in ((1, 2), (3, 4), (5, 6))
    )
    ax = _sheet(win, title, subtitle, after)
    draw_board(ax, win)
    caption = f"was {s.facing}" if ruling else f"no drift [{ruling.steps[-1].case}]"
    _ships(ax, _inside(after, win), win, marked={s.name: HIGHLIGHT}, captions={s.name: caption})
    keys: list[p.Key] = []
    if ruling:
        cx, cy = s.square.center
        for pair in ((1, 2), (3, 4), (5, 6)):
            heading = Direction.parse(str(faces[pair[0]]))
            dx, dy = p.direction(ax, float(heading.degrees))
            chosen = rolled in pair
            colour = style.DRIFT if chosen else style.GHOST
            tail = (cx + 0.45 * dx, cy + 0.45 * dy)
            tip = (cx + 0.95 * dx, cy + 0.95 * dy)
            p.arrow(ax, tail, tip, color=colour, width=0.1 if chosen else 0.06, zorder=6, gid=f"drift-{pair[0]}")
            p.text(ax, (cx + 1.2 * dx, cy + 1.2 * dy), f"{pair[0]}-{pair[1]}", size=0.15, min_points=8.5,
                   weight="bold" if chosen else "normal", backing=True, zorder=6.5)  # fmt: skip
        keys += [
            p.Key("arrow", style.DRIFT, f"the bow after the die rolled ({rolled}) [8.0]"),
            p.Key("arrow", style.GHOST, "the bow under the other faces"),
        ]
    keys.append(p.Key("frame", HIGHLIGHT, f"{s.name}, in the same square [8.0]"))
    return _finish(ax, keys, f"{title}. {subtitle}")


# ---- movement [7.0]


class Move(Protocol):
    """What a moves diagram reads of one end of a move set (a :class:`~.movement.Move`) [7.0]."""

    @property
    def end(self) -> Square: ...

    @property
    def facing(self) -> Direction: ...

    @property
    def kind(self) -> str: ...

    @property
    def spent(self) -> int: ...

    @property
    def squares(self) -> tuple[Square, ...]: ...


#: How the moves diagram names ends that are not plain moves [7.41, 7.42, 7.71, 7.81, 7.91, 8.1].
END_WORDS: Mapping[str, str] = {
    "tack": "tack",
    "wear": "wear",
    "back_sail": "back sail",
    "heave_to": "heave to",
    "foul": "foul",
    "drift": "taken aback",
}


def chosen_move(ruling: Ruling, end: Any = None) -> Move:
    """The move whose route a moves diagram draws [7.0].

    ``end`` picks it: a :class:`~.movement.Move` of the ruling, its index, or text naming
    the end square and facing (``"1011 SE"``) or the square alone (``"1011"``). By default
    the move that travels farthest by ordinary movement (the first such in the ruling's order).
    """
    moves = tuple(ruling.facts.get("moves", ())) or tuple(getattr(ruling, "moves", ()))
    if not moves:
        raise InvalidInputError("moves ruling", ruling.question, "a ruling with at least one move")
    if end is None:
        plain = [m for m in moves if m.kind in ("move", "stop")] or list(moves)
        return max(plain, key=lambda m: (len(m.squares), -moves.index(m)))
    if isinstance(end, int) and not isinstance(end, bool):
        if not 0 <= end < len(moves):
            raise InvalidInputError("end", end, f"a move number from 0 to {len(moves) - 1}")
        return moves[end]
    if end in moves:
        return end
    words = str(end).split()
    for m in moves:
        if name(m.end) == words[0] and (len(words) == 1 or words[1].upper() == m.facing.name):
            return m
    raise InvalidInputError(
        "end", end, "one of " + ", ".join(dict.fromkeys(f"{name(m.end)} {m.facing}" for m in moves))
    )


@renderer(RULESET, "moves")
def moves_figure(ruling: Ruling, end: Any = None) -> Figure:
    """Every legal end of a command [7.0], each in its own square, and the route to one chosen end.

    Each end is a dot in its square with a short arrow for each facing it can end in
    (gids ``move-end-1``, ...); an end in an occupied square (a tack, backing sail or
    heaving to in place [7.41, 7.71, 7.91], a fouling [7.81]) is a ring round that square,
    the words for it written on the ship's counter in place of its ratings (gid
    ``move-kind-CCRR``). An end taken aback [7.62, 8.1] is a diamond without an arrow: the
    drift die decides where the ship ends and how it faces. The route to one end
    (:func:`chosen_move`, gid ``move-route``) is drawn with a ghost of the ship there
    (``move-ghost``), not every route at once.
    """
    position: Position = ruling.facts["position"]
    s = position.ship(ruling.facts["ship"])
    moves = tuple(getattr(ruling, "moves", ()))
    chosen = chosen_move(ruling, end) if moves else None
    win = _window([s.square] + [x for m in moves for x in m.squares])
    title = _title(ruling, ruling.steps[1].case if len(ruling.steps) > 1 else "7.0")
    sub = ""
    if chosen is not None and chosen.end == s.square and all(m.end == s.square for m in moves):
        ways = dict.fromkeys(f"{m.facing} ({END_WORDS.get(m.kind, m.kind)})" for m in moves)
        sub = f"every end is in {name(s.square)}, facing {', '.join(ways)}"
    elif chosen is not None and chosen.kind == "drift":
        spent = plural(chosen.spent, "Movement Point")
        sub = f"route drawn: into {name(chosen.end)}, taken aback there ({spent} spent); the drift die decides the rest"
    elif chosen is not None:
        spent = plural(chosen.spent, "Movement Point")
        sub = f"route drawn: to {name(chosen.end)} facing {chosen.facing}, {spent} spent"
        if chosen.kind not in ("move", "stop"):
            sub += f" ({END_WORDS.get(chosen.kind, chosen.kind)})"
    ax = _sheet(win, title, sub, position)
    draw_board(ax, win, names=[m.end for m in moves])
    keys = [p.Key("frame", HIGHLIGHT, f"{s.name}, moving")]
    if chosen is not None:
        keys += _route(ax, chosen, s)
    shown = _inside(position, win)
    words = ", ".join(_in_place(moves, s.square)) if len(position.at(s.square)) == 1 else ""
    drawn = _ships(ax, shown, win, captions={s.name: words} if words else None, marked={s.name: HIGHLIGHT})
    p.named([a for a in drawn if a.get_gid() == "caption"], f"move-kind-{name(s.square)}")
    keys += _end_marks(ax, moves, {o.square for o in position.afloat()})
    return _finish(ax, keys + extension_keys(win), f"{title}. {sub}".rstrip(". "))


def _in_place(moves: Sequence[Move], square: Square) -> list[str]:
    """The words for the ways to end in ``square`` without moving: tack, back sail, heave to [7.41, 7.71, 7.91]."""
    found = [END_WORDS.get(m.kind, m.kind.replace("_", " ")) for m in moves if m.end == square]
    return [w for w in dict.fromkeys(found) if w not in ("move", "stop", "taken aback")]


def _route(ax: Axes, chosen: Move, ship: ShipState) -> list[p.Key]:
    """The route to the chosen end and a ghost of the ship there, facing its way [7.0]; the key rows for them."""
    keys: list[p.Key] = []
    if len(chosen.squares) >= 2:
        route = p.route(ax, _off_counter(chosen.squares), color=style.PATH, width=3.0, dots=0.07, head=0.24, zorder=4.3)
        p.named(route, "move-route")
        keys.append(p.Key("arrow", style.PATH, "the route drawn"))
    if chosen.end != ship.square and chosen.kind != "drift":  # taken aback: the die decides its facing [8.1]
        p.hull(
            ax,
            chosen.end.center,
            float(chosen.facing.degrees),
            length=HULL_LENGTH,
            color=style.GHOST,
            edge=style.INK,
            style=(0, (3, 2)),
            alpha=0.9,
            zorder=4.5,
            gid="move-ghost",
        )
        keys.append(p.Key("fill", style.GHOST, f"{ship.name} at that end"))
    return keys


def _end_marks(ax: Axes, moves: Sequence[Move], occupied: set[Square]) -> list[p.Key]:
    """A dot (a ring on an occupied square) and facing arrows for every end square; diamonds for ends taken aback."""
    ends: dict[Square, list[Direction]] = {}
    drift = sorted({m.end for m in moves if m.kind == "drift"})
    for m in moves:
        if m.kind != "drift" and m.facing not in ends.setdefault(m.end, []):
            ends[m.end].append(m.facing)
    for k, (square, facings) in enumerate(ends.items(), start=1):
        busy = square in occupied
        if busy:
            art = p.marker(
                ax, [square.center], kind="ring", size=1.06, color=style.END, face="none", width=2.2, zorder=4.4
            )
        else:
            art = p.marker(ax, [square.center], kind="dot", size=0.24, color=style.END, alpha=0.85, zorder=4.4)
        start, length = (0.3, 0.6) if busy else (0.0, 0.4)  # on a counter: poking out past its edge
        for facing in facings:
            art += p.heading_arrow(
                ax,
                square.center,
                float(facing.degrees),
                start=start,
                length=length,
                width=0.055,
                color=style.END,
                zorder=4.8,
            )
        p.named(art, f"move-end-{k}")
    keys = []
    if any(x not in occupied for x in ends):
        keys.append(p.Key("dot", style.END, "an end; arrows: the facings it can end in [7.0]"))
    if any(x in occupied for x in ends):
        keys.append(p.Key("ring", style.END, "an end in an occupied square (words on the counter)"))
    if drift:
        p.marker(
            ax, [x.center for x in drift], kind="diamond", size=0.34, color=style.DRIFT, zorder=4.5, gid="move-drift"
        )
        keys.append(p.Key("diamond", style.DRIFT, "taken aback: the drift die decides where it ends and faces [8.1]"))
    return keys


def _off_counter(squares: Sequence[Square]) -> list[tuple[float, float]]:
    """The centres of a route's squares, the first moved to the edge of the moving ship's counter so its hull shows."""
    pts = [x.center for x in squares]
    (x0, y0), (x1, y1) = pts[0], pts[1]
    n = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    pts[0] = (x0 + (x1 - x0) * 0.46 / n, y0 + (y1 - y0) * 0.46 / n)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    n = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    pull = min(0.22, 0.5 * n) / n  # the head stops at the ghost's stern
    pts[-1] = (x1 - (x1 - x0) * pull, y1 - (y1 - y0) * pull)
    return pts


# ---- weather gauge [7.21]


@renderer(RULESET, "gauge")
def gauge_figure(ruling: Ruling, allowances: Mapping[str, int | None] | None = None) -> Figure:
    """Who holds the weather gauge [7.21]: only the ships at the highest Movement Allowance are framed and labelled.

    ``allowances`` maps ship names to the allowance counted for them (``None``: not counted,
    e.g. no command under reading ``wg_ma_population=ordered``); by default the ruling's own
    (``facts["allowances"]``, :func:`~.gauge.counted_allowances`). Each leader's label has gid
    ``gauge-ma-<name>`` and its frame ``gauge-top-<name>``; the others keep their ordinary counters. The map is
    cropped to the leaders (the ships that decide it) and what lies round them; the key counts the ships beyond.
    """
    position: Position = ruling.facts["position"]
    if allowances is None:
        allowances = ruling.facts["allowances"]
    ships = position.afloat()
    top = ruling.facts.get("highest")
    leaders = [s for s in ships if top is not None and allowances.get(s.name) == top]
    win = _window([s.square for s in leaders or ships], minimum=(8, 6))  # the ships that decide it, and around them
    title = f"Weather gauge [7.21]: {_gauge_holder_words(ruling)}"
    sub = _gauge_counts(ships, allowances, top, leaders)
    ax = _sheet(win, title, sub, position)
    draw_board(ax, win)
    captions = {s.name: f"MA {top}" for s in leaders}
    drawn = _ships(ax, position, win, captions=captions, marked={s.name: HIGHLIGHT for s in leaders})
    for s in leaders:
        _rename(drawn, "caption", s.square, f"gauge-ma-{s.name}")
        _rename(drawn, "ship-mark", s.square, f"gauge-top-{s.name}")
    keys = [p.Key("frame", HIGHLIGHT, f"at the highest Movement Allowance{'' if top is None else f' ({top})'} [7.21]")]
    beyond = sum(s.square not in win for s in ships)
    if beyond:  # counted, but lower: the subtitle gives their best
        keys.append(p.Key("note", style.INK, f"{plural(beyond, 'more ship')} beyond this part of the map, all lower"))
    return _finish(ax, keys + extension_keys(win), f"{title}. {sub}".rstrip(". "))


def _gauge_holder_words(ruling: Ruling) -> str:
    """Who holds the gauge, in words: a side, a roll-off, or nobody and why [7.21]."""
    holder = ruling.verdict
    if holder is not None:
        return f"{holder} ({NATIONALITIES.get(holder, holder)}) holds it"
    if ruling.facts.get("roll_needed"):
        return "tied, so the sides roll off"
    return f"nobody holds it ({ruling.steps[-1].words})" if ruling.steps else "nobody holds it"


def _gauge_counts(
    ships: Sequence[ShipState], allowances: Mapping[str, int | None], top: int | None, leaders: Sequence[ShipState]
) -> str:
    """The subtitle of a gauge diagram: the highest allowance and the ships at it, each other side's best, and the
    ships not counted (reading ``wg_ma_population``) [7.21]."""
    best: dict[str, int] = {}
    for s in ships:
        ma = allowances.get(s.name)
        if ma is not None:
            best[s.side] = max(best.get(s.side, ma), ma)
    sub = ""
    if top is not None:
        names = ", ".join(f"{s.name} ({s.side})" for s in leaders)
        sub = f"highest Movement Allowance {top}: {names}"
        others = [f"{side} {ma}" for side, ma in sorted(best.items()) if ma < top]
        if others:
            sub += f"; best of the rest: {', '.join(others)}"
    uncounted = [s.name for s in ships if allowances.get(s.name) is None]
    if uncounted:
        sub += ("; " if sub else "") + f"not counted: {', '.join(uncounted)} (reading wg_ma_population)"
    return sub


def _rename(artists: Iterable[Artist], gid: str, square: Square, new: str) -> None:
    """Give the artists of gid ``gid`` drawn in ``square`` (a caption by its place, a frame by its first path's middle)
    the gid ``new``, so tests and style sheets find the one a diagram is about."""
    for a in artists:
        if a.get_gid() == gid:
            x, y = a.get_position() if isinstance(a, Text) else a.get_paths()[0].vertices.mean(axis=0)  # type: ignore[attr-defined]
            if square.col - 1 < x < square.col and square.row - 1 < y < square.row:
                a.set_gid(new)


# ---- striking [12.11-12.14]


@renderer(RULESET, "strike")
def strike_figure(ruling: Ruling) -> Figure:
    """Does a ship strike [12.11, 12.13, 12.14]: the ship framed, the squares within one of it, the enemies there ringed.

    The ship's own and neighbouring squares (the ruling's ``reach``) are tinted and bordered (gid
    ``strike-reach``); the ship is framed (``strike-ship``); each enemy within one square (``alongside``) is
    ringed (``strike-enemy-<name>``): solid ink when it can take the surrender (``captors``), dashed grey when it
    cannot (a prize or abandoned itself) [12.13].
    """
    position: Position = ruling.facts["position"]
    s = position.ship(ruling.facts["ship"])
    win = _window([s.square], margin=2, minimum=(7, 6))
    if ruling.verdict is True:
        title = f"{s.name} strikes to {ruling.facts.get('captor')} [12.13]"
    else:
        last = ruling.steps[-1]
        title = f"{s.name} does not strike: {last.words} [{last.case}]"
    ax = _sheet(win, title, "", position)
    draw_board(ax, win)
    reach = ruling.facts["reach"]
    p.area(ax, reach, color=HIGHLIGHT, alpha=0.14, zorder=1.1, gid="strike-reach")
    p.area(ax, reach, edge=HIGHLIGHT, width=2.2, style=(0, (4, 2)), zorder=4.55)
    drawn = _ships(ax, _inside(position, win), win, marked={s.name: HIGHLIGHT})
    _rename(drawn, "ship-mark", s.square, "strike-ship")
    keys = [p.Key("frame", HIGHLIGHT, f"{s.name}"), p.Key("outline", HIGHLIGHT, "its own and adjacent squares [12.13]")]
    keys += _ring_enemies(ax, position, win, ruling.facts["alongside"], ruling.facts["captors"])
    return _finish(ax, keys + extension_keys(win), title)


def _ring_enemies(
    ax: Axes, position: Position, win: sq.Window, alongside: Sequence[str], captors: Sequence[str]
) -> list[p.Key]:
    """A ring round each enemy ``alongside`` shown: solid for one of the ``captors`` (it can take the surrender),
    dashed for one that cannot [12.13]; the key rows for them."""
    dashed = False
    for o in (position.ship(n) for n in alongside):
        if o.square not in win:
            continue
        can = o.name in captors
        dashed = dashed or not can
        p.marker(
            ax,
            [o.square.center],
            kind="ring",
            size=1.08,
            color=style.INK if can else style.LABEL,
            face="none",
            width=2.4,
            style="-" if can else (0, (3, 2)),
            zorder=4.6,
            gid=f"strike-enemy-{o.name}",
        )
    keys = []
    if captors:  # ink, not a nation's colour: a colour on the board means one thing
        keys.append(p.Key("ring", style.INK, "an enemy that can take the surrender [12.13]"))
    if dashed:
        keys.append(p.Key("ring", style.LABEL, "dashed: an enemy that cannot (prize or abandoned)"))
    return keys


# ---- line of sight [9.31c]


@renderer(RULESET, "sight")
def sight_figure(ruling: Ruling) -> Figure:
    """A line of sight drawn [9.31c]: the ships (when the ruling came from a position), the line, blockers, corner touches.

    Asked of a position (``sight_between(position, "Shannon", "Constitution")``), the
    diagram draws every ship with its name and is titled by the ships at either end; asked
    of bare squares, the occupied squares are grey. Each blocking square is framed, crossed
    and named (gid ``sight-blocker-<CCRR>``); each corner the line only touches beside an
    occupied square is a small ring (``sight-corners``). The subtitle names reading
    ``los_split`` or ``los_corner_pinch`` when it decided the line.
    """
    a, b = (parse_square(x) for x in ruling.facts["ends"])
    occupied = [parse_square(x) for x in ruling.facts.get("occupied", ())]
    position: Position | None = ruling.facts.get("position")
    lo_c, hi_c = min(a.col, b.col) - 1, max(a.col, b.col) + 1
    lo_r, hi_r = min(a.row, b.row) - 1, max(a.row, b.row) + 1
    near = [x for x in occupied if lo_c <= x.col <= hi_c and lo_r <= x.row <= hi_r]
    win = _window([a, b, *near], minimum=(7, 6))
    blockers = [parse_square(x) for x in ruling.facts.get("blockers", ())]

    def called(x: Square) -> str:
        here = position.at(x) if position is not None else ()
        return f"{'/'.join(s.name for s in here)} ({name(x)})" if here else name(x)

    verdict = "clear" if ruling else f"blocked by {', '.join(called(x) for x in blockers)}"
    title = f"line of sight from {called(a)} to {called(b)}: {verdict} [9.31c]"
    note = sight_reading_note(ruling)
    ax = _sheet(win, title, note, position)
    out = draw_board(ax, win, names=[] if position is not None else [a, b, *blockers])
    drawn = draw_sight(ax, ruling, occupied=[x for x in occupied if x in win], shade=position is None)
    out += drawn
    if position is not None:
        keys = _sight_ships(ax, position, win, (a, b), blockers, out)
    else:
        keys = [p.Key("fill", OCCUPIED, "occupied square")]
        _name_blockers(ax, blockers)
    keys += _sight_keys(ruling, "line of sight") + _corner_key(drawn)
    return _finish(ax, keys + extension_keys(win), f"{title}. {note}".rstrip(". "))


def _sight_ships(
    ax: Axes,
    position: Position,
    win: sq.Window,
    ends: tuple[Square, Square],
    blockers: Sequence[Square],
    out: list[Artist],
) -> list[p.Key]:
    """A line of sight asked of a position: every ship shown, those at the ends framed, each blocking ship saying
    so on its counter, the strip with the wind; the key rows for them [9.31c]. The artists go into ``out``."""
    framed = {s.name: HIGHLIGHT for x in ends for s in position.at(x)}
    out += _ships_blocking(ax, _inside(position, win), win, framed, blockers)
    keys = [p.Key("frame", HIGHLIGHT, "the two ends of the line")] if framed else []
    return keys


def _name_blockers(ax: Axes, blockers: Sequence[Square]) -> None:
    """Under each blocking bare square, ``CCRR blocks`` in red (gid ``sight-blocker-CCRR``) [9.31c]."""
    for x in blockers:
        at = (x.col - 0.5, x.row - 0.08)
        p.text(
            ax, at, f"{name(x)} blocks", size=0.13, zorder=6.5, va="bottom", gid=f"sight-blocker-{name(x)}", **RED_WORDS
        )


def _ships_blocking(
    ax: Axes, position: Position, win: sq.Window, marked: Mapping[str, str], blockers: Sequence[Square]
) -> list[Artist]:
    """The ships inside ``win``, the ``marked`` ones framed, each blocking ship saying ``blocks`` in red on its counter in
    place of its ratings (gid ``sight-blocker-CCRR``) [9.31c]."""
    captions = {s.name: "blocks" for x in blockers for s in position.at(x)[:1]}
    drawn = _ships(ax, position, win, marked=marked, captions=captions, caption_colour=BLOCKED)
    for x in blockers:
        _rename(drawn, "caption", x, f"sight-blocker-{name(x)}")
    return drawn


# ---- fire arc from bare squares [9.31b]


@renderer(RULESET, "arc")
def arc_figure(ruling: Ruling) -> Figure:
    """Where a square lies from a ship [9.31b, 9.35]: the ship, its fields and blind areas, the square framed and named."""
    s, t = parse_square(ruling.facts["ship"]), parse_square(ruling.facts["target"])
    heading = Direction.parse(ruling.facts["heading"])
    win = _window([s, t])
    arc = str(ruling.verdict)
    where = f"{arc} field" if arc in BROADSIDES else f"{arc} blind area"
    title = f"{name(t)} lies in the {where} of a ship on {name(s)} heading {heading} [9.31b]"
    note = f"reading arc_boundary={ruling.facts['arc_boundary']}" if ruling.facts.get("depends_on_reading") else ""
    ax = _sheet(win, title, note)
    draw_board(ax, win, names=[s, t])
    draw_fields(ax, ruling.facts["fields"], window=win)
    p.tile(ax, s.center, 0.92, color=OCCUPIED, alpha=0.35, edge=style.INK, line_width=0.8, zorder=3.4)
    p.hull(ax, s.center, float(heading.degrees), length=HULL_LENGTH, color=OCCUPIED, zorder=3.8)
    p.text(
        ax,
        (s.col - 0.5, s.row - 0.2),
        f"heading {heading}",
        size=0.13,
        min_points=style.SMALLEST_POINTS,
        weight="bold",
        backing=True,
    )
    sq.outline(ax, [t], color=HIGHLIGHT, width=3.2, zorder=4.7, gid="arc-target")
    p.text(ax, t.center, arc, size=0.17, min_points=8.5, weight="bold", backing=True, zorder=6, gid="arc-verdict")
    keys = _field_keys("the ship", BROADSIDES) + [
        p.Key("hatch", style.BLIND, "its bow and stern blind areas [9.35]"),
        p.Key("frame", HIGHLIGHT, f"the square asked about ({name(t)})"),
    ]
    return _finish(ax, keys, f"{title}. {note}".rstrip(". "))


@renderer(RULESET, "outline")
def _outline_renderer(ruling: Ruling) -> Figure:
    """A Game-Turn's outline [4.2], drawn by :mod:`.sequence_drawing`."""
    from .drawing_sequence import outline_figure

    return outline_figure(ruling)


# ---------------------------------------------------------------- a point of a recorded game


#: The window of the replays last drawn, by their tuple of states and their places, so each frame reuses it.
_REPLAY_WINDOWS: Memo[sq.Window] = Memo(1)


def replay_window(states: tuple[Any, ...], places: tuple[str, ...]) -> sq.Window:
    """One window for a whole replay: every ship's square at every point and every annotated square [2.1, 15.0-MR]."""

    def window() -> sq.Window:
        readings = states[0].setup.readings if states else None
        found = {s.square for state in states for s in state.position.afloat()}
        found |= {board_square(p, readings) for p in places}
        return window_for("ships", sorted(found, key=lambda s: (s.col, s.row)), margin=1)

    return _REPLAY_WINDOWS.get(places, (states,), window)


@renderer(RULESET, "replay")
def replay_figure(scene: Any) -> Figure:
    """One point of a recorded game for the kit's exports (:mod:`sailkit.replay_export`) [14.0].

    The kit hands over a :class:`~sailkit.replay_export.Scene`: a state, the arrows and
    highlighted squares annotated at that point, the headings, and every state of the
    replay, so the board keeps one window from frame to frame (every square a ship stands
    on at any point and every annotated square, plus a margin). The position is drawn as
    :func:`position_figure` draws it, what the phase's actions did and the annotations over it
    (:func:`sailkit.replayer.marks.draw_point`). From a side's view
    (``scene.view``) the kit hands over the state that side may see, the other side's
    orders still face down already taken off [6.1, 6.14] (:mod:`sailkit.secrecy`, the
    rules' ``conceal``): the board shows no orders, so the picture is the same, and a
    drawing that one day shows them stays safe.
    """
    from ....replayer.marks import draw_point

    state = scene.state
    position = state.position
    readings = state.setup.readings
    fig = position_figure(
        position,
        extent=replay_window(tuple(scene.states), tuple(scene.places)),
        title=scene.title,
        subtitle=scene.subtitle,
    )
    draw_point(
        fig.axes[0],
        scene,
        centre=lambda text: board_square(text, readings).center,
        cell=lambda text: board_square(text, readings).polygon,
        clear=keep_clear(position, replay_window(tuple(scene.states), tuple(scene.places))),
    )
    return fig


#: How far round a counter's square a mark's words keep off, in squares: past the ring a mark draws round the counter
#: (1.15 squares across, :mod:`sailkit.replayer.marks`), so the words stand clear of both, not on the counter's edge.
COUNTER_CLEARANCE = 0.2


def keep_clear(position: Position, window: sq.Window) -> list[Any]:
    """What a replay mark's words (:func:`sailkit.replayer.marks.label_spot`) must not cover: each square of
    ``window`` holding a counter, with :data:`COUNTER_CLEARANCE` round it, and everything East of the map (the
    strip); so "→ taken aback" stands clear above its counter, not on its top edge [issue 24]. Only what lies on or
    East of the map: a board of any span of the replay places the same words in the same place."""
    from shapely import box

    east = window.col1 + sq.MARGINS[2]
    out: list[Any] = [box(east, -1000.0, east + 1000.0, 1000.0)]
    for square in position.occupied():
        if square in window:
            out.append(square.polygon.buffer(COUNTER_CLEARANCE, join_style="mitre"))
    return out


__all__ = [
    "ARC_COLOURS",
    "END_WORDS",
    "NATION_COLOURS",
    "SAIL_COLOURS",
    "arc_figure",
    "chosen_move",
    "counter_parts",
    "draw_board",
    "draw_counter",
    "draw_fields",
    "draw_map",
    "draw_path",
    "draw_position",
    "draw_ranges",
    "draw_sailing_rose",
    "draw_ship",
    "draw_sight",
    "draw_stack",
    "keep_clear",
    "drift_figure",
    "export",
    "extension_keys",
    "fire_figure",
    "game_figure",
    "gauge_figure",
    "moves_figure",
    "position_figure",
    "position_svg",
    "replay_figure",
    "replay_window",
    "rose_figure",
    "sides_key",
    "sight_figure",
    "strike_figure",
    "svg",
    "who_acts",
    "window_for",
]
