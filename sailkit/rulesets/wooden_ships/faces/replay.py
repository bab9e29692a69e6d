"""Wooden Ships & Iron Men's part of the replayer (:mod:`sailkit.replayer`): secret orders, the ships' logs, a live board.

:data:`SUPPORT` tells the replayer what only the rules know: secrecy [7.2.5, 10.2.1] (``RULES.observe`` hides
orders, parties and loads, ``RULES.conceal`` words what the other side reads), the ships' lines from their logs, and
:class:`ReplayBoard`, the hex board of :mod:`.drawing` kept alive: each step redraws only the pieces that changed,
and says what each artist shows (:meth:`ReplayBoard.forms`) so the canvas reuses pixels drawn before.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from functools import cache, partial
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.text import Text
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ....draw.hexes import (
    HEX_NAME_ZORDER,
    INK,
    counter_hull,
    counter_label,
    counter_middle,
    counter_outline,
    draw_hexes,
    draw_path,
    hex_name_boxes,
    window_at_least,
)
from ....draw.primitives import Key, area, frame, unit_points
from ....draw.sheet import STRIP_INCHES, Sheet
from ....draw.style import SMALLEST_POINTS
from ....geometry.board import YAxis
from ....geometry.hexes import Hex, HexGrid
from ....replayer.board import LiveBoard, readable
from ....replayer.happened import Cause
from ....replayer.pieces import Pieces
from ....replayer.support import ShipLine, Support
from ..rules import RULES
from ..state import Position, Ship, State, Status
from .drawing import (
    MARKS,
    STRUCK,
    draw_mark,
    draw_sea,
    keep_clear,
    marks_of,
    replay_window,
    side_colours,
    sides_key,
    wind_words,
)

#: Inches a hex's width takes on the board, and the widest board (its strip included), in inches.
INCH_PER_HEX, MAX_INCHES = 0.34, 9.0
#: Room round the hexes, in hex widths: beside them, and above and below them, where a band clear of the hexes'
#: names takes a mark's words when every spot nearer its ship covers a name (:meth:`ReplayBoard.keep_clear`).
MARGIN, BAND = 0.8, 1.25
#: Pieces (counters' parts, lines, wind arrows) kept hidden for reuse, at most.
KEPT_PIECES = 64
#: The kinds of pieces (:func:`_pieces`) that are parts of a ship's counter.
SHIP_PIECES = ("hull", "name", *MARKS)
#: A piece of the board by all it shows: its kind first (:func:`_pieces`).
Piece = tuple[Any, ...]
#: The layer of a veil (:func:`_veil`): over the hexes' names, under every trail, mark, counter and name.
VEIL_ZORDER = HEX_NAME_ZORDER + 0.01
#: A hex's name where it is written, and the hex's outline (a veil redraws the grid it crosses).
NameCell = tuple[Polygon, Hex]


def _line(state: State, s: Ship) -> ShipLine:
    """One ship's line: bow hex and facing, the boxes left of her log, and what she is doing [2.31, 11.4]."""
    place = f"{state.grid.format(s.bow)} {s.facing.number}" if s.bow in state.grid else ""
    left, right = s.guns
    damage = (
        f"hull {s.hull}, crew {'-'.join(map(str, s.crew))}, guns {left}/{right}, "
        f"rigging {'-'.join(map(str, s.rigging))}"
    )
    status = [] if s.status.fights else [f"{s.status.value} [11.4]"]
    if s.side != s.owner:
        status.append(f"prize of {s.side} [12.4]")
    for a, b in state.position.fouled:
        if s.name in (a, b):
            status.append(f"fouled with {b if a == s.name else a} [8.3]")
    for a, b in state.position.grappled:
        if s.name in (a, b):
            status.append(f"grappled with {b if a == s.name else a} [9.0]")
    unloaded = [w for w, ready in zip(("left", "right"), s.loaded, strict=True) if not ready]
    if unloaded:
        status.append(f"{' and '.join(unloaded)} unloaded [13.0]")
    order = state.order_of(s.name)
    if order is not None:
        status.append(f"order {order} [7.2]")
    return ShipLine(s.name, s.side, place, damage, ", ".join(status))


#: The most hexes across and down (a two-hex margin included) a board of the notebook's replayer shows, unless the
#: ships of one point need more: a stretch of the record whose ships need more gets a board of its own, so a board is
#: cropped to the ships that matter there (issue 24) rather than to every hex the whole game crossed.
STRETCH_COLUMNS, STRETCH_ROWS = 16, 12
#: The fewest hexes across a board is drawn: the key to the marks under it needs about 5.4 inches.
LEAST_COLUMNS = 16
#: A box of map offsets: first and last column, first and last row.
Box = tuple[int, int, int, int]


def stretches(states: Sequence[State]) -> list[list[State]]:
    """The record cut, from its first state on, into the runs drawn each on one board of the notebook's replayer:
    runs whose ships fit a board of :data:`STRETCH_COLUMNS` by :data:`STRETCH_ROWS` hexes (or of the size its first
    state's ships alone need, when that is more)."""
    return [list(states[a:b]) for a, b in _runs(states)]


def stretch(states: Sequence[State], state: State) -> list[State]:
    """The run of :func:`stretches` that holds ``state`` (worked out only as far as it); ``[state]`` for a state not
    among ``states``."""
    at = next((i for i, s in enumerate(states) if s is state), None)
    if at is None:
        at = next((i for i, s in enumerate(states) if s == state), None)
    if at is None:
        return [state]
    return next(list(states[a:b]) for a, b in _runs(states) if a <= at < b)


def _runs(states: Sequence[State]) -> Iterator[tuple[int, int]]:
    """The first and past-the-last index of each run of :func:`stretches`, one at a time."""
    if not states:
        return
    start, box = 0, _box(states[0])
    most = _size(box)
    for i in range(1, len(states)):
        grown = _joined(box, _box(states[i]))
        cols, rows = _size(grown)
        if cols > max(STRETCH_COLUMNS, most[0]) or rows > max(STRETCH_ROWS, most[1]):
            yield start, i
            start, grown = i, _box(states[i])
            most = _size(grown)
        box = grown
    yield start, len(states)


def _box(state: State) -> Box | None:
    """The map offsets of every hex a ship of ``state`` covers on the map, as a box (``None``: none on it)."""
    spots = [state.grid.offset(h) for s in state.position.ships for h in s.counter.hexes if h in state.grid]
    if not spots:
        return None
    return min(c for c, _ in spots), max(c for c, _ in spots), min(r for _, r in spots), max(r for _, r in spots)


def _joined(a: Box | None, b: Box | None) -> Box | None:
    if a is None or b is None:
        return a or b
    return min(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), max(a[3], b[3])


def _size(box: Box | None) -> tuple[int, int]:
    """Hexes across and down of a board on ``box``, with :func:`.drawing.replay_window`'s margin of two each way."""
    return (0, 0) if box is None else (box[1] - box[0] + 5, box[3] - box[2] + 5)


class ReplayBoard(LiveBoard):
    """One figure of the hexes around every ship the states put on the map and every annotated hex ``places``, the
    kit's strip East of it (the turn, the compass with the wind, the sides' key: as on every board) and under it the
    key to the badges the states show; :meth:`update` redraws only on a change."""

    def __init__(self, states: Iterable[State], places: Sequence[str] = ()) -> None:
        states = list(states)
        self.grid = states[0].grid if states else HexGrid(1, 1)
        marked = [h for h in readable(self.grid.parse, places) if h in self.grid]
        window = replay_window([st.position for st in states], self.grid, marked)
        self.hexes = set(window_at_least(window, self.grid, LEAST_COLUMNS, 0) if window else window)
        xs = [h.center[0] for h in self.hexes] or [0.0]
        ys = [h.center[1] for h in self.hexes] or [0.0]
        #: the map's edges in plane units: room round the hexes, a band above and below for a mark's words
        self.bounds = (min(xs) - MARGIN, min(ys) - BAND, max(xs) + MARGIN, max(ys) + BAND)
        x0, y0, x1, y1 = self.bounds
        inch = min(INCH_PER_HEX, (MAX_INCHES - STRIP_INCHES) / (x1 - x0), MAX_INCHES / (y1 - y0))
        self.strip = STRIP_INCHES / inch  # the strip's width in plane units: 1.5 inches at the board's scale
        kinds = {k for st in states for s in st.position.ships for k in marks_of(s)}
        super().__init__(
            x1 - x0 + self.strip,
            y1 - y0,
            self._frame,
            inch_per_unit=inch,
            max_inches=MAX_INCHES,
            keys=[Key("note", INK, f"{MARKS[k][0]}  {MARKS[k][4]}") for k in MARKS if k in kinds],
            alt="The map of a replayed Wooden Ships & Iron Men game",
        )
        self._sheet = Sheet("", turn="Turn")
        (turn,) = [a for a in self._sheet.draw_strip(self.ax, self.strip) if a.get_gid() == "turn"]
        assert isinstance(turn, Text)
        self._turn = turn
        #: what is on the board, by what each piece shows (:func:`_pieces`): a ship's hull, name and badges, a locked
        #: pair's line, the wind and the sides' key in the strip; and the pieces drawn before and hidden since
        self.pieces: Pieces[Piece] = Pieces(self.ax, KEPT_PIECES)
        #: the hexes' names, where a mark's words never go (:meth:`keep_clear`)
        self._names = hex_name_boxes(self.ax, self.grid, sorted(self.hexes))
        #: each name with its hex, for the veils that hide the names a counter covers (:func:`_veil`)
        self._cells: tuple[NameCell, ...] = tuple(
            (box, h) for box, h in zip(self._names, sorted(self.hexes), strict=True)
        )

    def _frame(self, ax: Axes) -> None:
        """The axes framed on :attr:`bounds` with the strip East, North up; the hexes drawn and named [2.2]."""
        frame(ax, self.bounds, y_axis=YAxis.SOUTH, pad=(0.0, 0.0, self.strip, 0.0))
        if self.hexes:
            draw_sea(ax, sorted(self.hexes), self.grid, framed=True)

    def fits(self, state: State) -> bool:
        """Whether every hex of the map a ship of ``state`` covers is inside the window drawn (one off the map is not drawn)."""
        return all(h in self.hexes for s in state.position.ships for h in s.counter.hexes if h in self.grid)

    def update(self, state: State, heading: str) -> None:
        """Show ``state`` under ``heading`` (and where the turn stands), the turn in the strip; of the counters, the
        locked pairs' lines, the wind and the sides' key, only those that changed what they show are drawn (or shown
        again from before)."""
        pos = state.position
        where = f"turn {pos.turn}, {state.phase.replace('_', ' ')} phase"
        self.write_heading(heading, where)
        self._turn.set_text(f"Turn {pos.turn}")
        self.pieces.show(_pieces(pos, self._sheet, self.strip, self._cells), _movable, _move)

    def keep_clear(self, state: State) -> list[BaseGeometry]:
        """What the words of a mark (:func:`sailkit.replayer.marks.label_spot`) must not cover: every hex's name, each
        counter on the map with her name and badges, and the strip (:func:`.drawing.keep_clear`) [issue 24]."""
        return [*self._names, *keep_clear(self.ax, state.position, self.grid, right=self.bounds[2])]

    def dynamic(self) -> list[Artist]:
        return [*self.heading_artists(), self._turn, *self.pieces.artists()]

    def key(self) -> Hashable:
        """Everything the board shows now: the title's words and the turn, the wind, the sides' key and the locked
        pairs' lines, and last the counters' pieces, each by what it shows."""
        shown = frozenset(self.pieces.shown)
        ships = frozenset(k for k in shown if k[0] in SHIP_PIECES)
        return *self.heading_words(), self._turn.get_text(), shown - ships, ships

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, the form of :meth:`dynamic`'s artists whose pixels depend only on what they show and where (see
        :meth:`sailkit.replayer.canvas.BlitCanvas.frame`): title, turn, counters' parts, wind, sides' key. A locked
        pair's line has none."""
        out = self.text_forms(("turn", self._turn))
        for key, artists in self.pieces.shown.items():
            form = _form(key)
            if form is None:
                continue
            look, at = form
            point = self.display(at)
            for i, a in enumerate(artists):
                out[id(a)] = ((look, i), point)
        return out

    def point(self, state: State, place: str) -> tuple[float, float]:
        return self._hex(state, place).center

    def cell(self, state: State, place: str) -> Sequence[tuple[float, float]]:
        return [(float(x), float(y)) for x, y in self._hex(state, place).polygon.exterior.coords[:-1]]

    @staticmethod
    def _hex(state: State, place: str) -> Hex:
        return RULES.place(state, place)


def _pieces(
    pos: Position, sheet: Sheet, strip: float, cells: Sequence[NameCell] = ()
) -> dict[Piece, Callable[[Axes], list[Artist]]]:
    """What the board draws of ``pos``, piece by piece, keyed by all it shows: each counter in her side's colour (grey
    struck [11.4]) with hull, name and badges apart (anchor [20.3], bomb: :func:`.drawing.marks_of`; not yet entered:
    not drawn [8.1.2]) and a veil over the hexes' names (``cells``) she or her name covers (:func:`_veil`), a line
    for each fouled [8.3] or grappled [9.0] pair, and in the strip (``strip`` units wide, drawn by ``sheet``) the wind
    across the compass [2.2] and the sides' key [2.31]."""
    colours = side_colours(pos)
    out: dict[Piece, Callable[[Axes], list[Artist]]] = {}
    shown = [s for s in pos.ships if s.status is not Status.WAITING]  # not on the map until she enters [8.1.2]
    for s in shown:
        colour = colours[s.side] if s.status.fights else STRUCK
        out[("hull", s.name, s.counter, colour)] = partial(_hull, s.counter, colour)
    for s in shown:
        out[("name", s.name, s.counter, s.name)] = partial(_name, s.counter, s.name)
    if cells:
        for s in shown:
            out[("veil", s.name, s.counter)] = partial(_veil, s.counter, s.name, cells)
    for s in shown:
        for kind in marks_of(s):
            out[(kind, s.name, s.counter, "")] = partial(_mark, s.counter, kind)
    key = tuple(sides_key(pos))
    out[("sides", key)] = partial(sheet.draw_sides, sides=key, width=strip)
    for a, b in [*pos.fouled, *pos.grappled]:
        ends = (pos.ship(a).counter.bow.center, pos.ship(b).counter.bow.center)
        out[("pair", a, b, ends)] = partial(_pair, ends)
    wind = pos.wind.direction
    out[("wind", wind)] = partial(
        sheet.draw_wind, wind_from=float((wind.degrees + 180) % 360), words=wind_words(wind), width=strip
    )
    return out


def _form(key: Piece) -> tuple[Hashable, tuple[float, float]] | None:
    """What the piece of ``key`` (:func:`_pieces`) looks like on no hex in particular, and the point (in data units) it
    is drawn from: a counter's hull, name or badge by its facing, colour or words, from its bow hex's centre (the same
    shapes moved to another hex); the wind by its direction, the sides' key by its sides, a veil (:func:`_veil`) by
    its counter on its hexes. ``None`` for a locked pair's line."""
    kind = key[0]
    if kind in SHIP_PIECES:
        counter = key[2]
        return (kind, counter.facing, key[3]), counter.bow.center
    if kind in ("wind", "sides", "veil"):  # a veil by the counter it hides names under: drawn only there
        return key, (0.0, 0.0)  # drawn at the same place of the axes whatever the state
    return None


def _movable(key: Piece) -> Hashable:
    """What a counter's hull or name looks like on no hex in particular (:func:`_form`): one kept of the same looks is
    moved onto the hex wanted (:func:`_move`) rather than made anew; ``None`` for the other pieces."""
    form = _form(key) if key[0] in ("hull", "name") else None
    return None if form is None else form[0]


def _move(key: Piece, artists: list[Artist], _was: Piece) -> None:
    """Put a kept hull or name (:func:`_movable`) on the counter of ``key``: the very points a new one would have."""
    counter = key[2]
    (a,) = artists
    if key[0] == "hull":
        a.set_xy(counter_outline(counter))  # type: ignore[attr-defined]
    else:
        a.set_position(counter_middle(counter))  # type: ignore[attr-defined]


def _hull(counter: Any, colour: str, ax: Axes) -> list[Artist]:
    return counter_hull(ax, counter, colour, autolim=False)  # the board is framed once for good


def _name(counter: Any, label: str, ax: Axes) -> list[Artist]:
    return counter_label(ax, counter, label, size=5)


@cache
def _name_points(label: str) -> float:
    """How wide ``label`` is written by :func:`_name`, in points: its letters' outlines measured once a name."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextPath

    xs = TextPath((0, 0), label, size=SMALLEST_POINTS, prop=FontProperties(weight="bold")).vertices[:, 0]
    return float(xs.max() - xs.min()) if len(xs) else 0.0


def _name_box(counter: Any, label: str, units: float) -> Polygon:
    """Where :func:`_name` writes ``label`` (bold, centred on the keel's middle, on its white backing), measured from
    the letters' own outlines; ``units``: points a plane unit."""
    x, y = counter_middle(counter)
    half_w, half_h = (_name_points(label) / 2 + 2.0) / units, (SMALLEST_POINTS * 0.6 + 1.5) / units
    return Polygon.from_bounds(x - half_w, y - half_h, x + half_w, y + half_h)


def _veil(counter: Any, label: str, cells: Sequence[NameCell], ax: Axes) -> list[Artist]:
    """Blank sea over every hex's name (drawn once under the pieces, :meth:`ReplayBoard._frame`) that the counter or
    its name (:func:`_name`, written on the middle of her keel) covers even in part, and the grid's lines it crossed
    drawn again over it: the live board hides a name a ship stands on as a static picture does
    (:func:`sailkit.draw.hexes.clear_names`), so no ship's name is written over a hex's name [issue 24]."""
    covers = Polygon(counter_outline(counter)).union(_name_box(counter, label, unit_points(ax)))
    x0, y0, x1, y1 = covers.bounds
    near = [(box, h) for box, h in cells if abs(h.center[0] - (x0 + x1) / 2) < (x1 - x0) / 2 + 1.5]
    near = [(box, h) for box, h in near if abs(h.center[1] - (y0 + y1) / 2) < (y1 - y0) / 2 + 1.5]
    hidden = [box.buffer(0.05, join_style="mitre") for box, _ in near if box.intersects(covers)]
    if not hidden:
        return []
    crossed = [h for _, h in near if any(h.polygon.intersects(v) for v in hidden)]
    return [*area(ax, hidden, color="white", zorder=VEIL_ZORDER), *draw_hexes(ax, crossed, zorder=VEIL_ZORDER + 0.001)]


def _mark(counter: Any, kind: str, ax: Axes) -> list[Artist]:
    return draw_mark(ax, counter, kind)


def _pair(ends: tuple[Any, Any], ax: Axes) -> list[Artist]:
    return draw_path(ax, list(ends), color="#805ad5", style=":", width=2)


#: The statuses of a ship off the map: still to enter [8.1.2], or gone [24.3.2, 38.3].
_OFF = (Status.WAITING, Status.SUNK, Status.EXPLODED, Status.WRECKED)


def _where(state: State, name: str) -> tuple[float, float] | None:
    """The middle of ``name``'s counter, halfway along her two hexes; ``None`` off the map."""
    s = state.position.ship(name)
    return None if s.status in _OFF or s.bow not in state.grid else counter_middle(s.counter)


#: The verbs that set dice rolling between two ships, and what their marks call them [8.3, 9.0, 12.0].
_BETWEEN = {"grapple": "grapple", "ungrapple": "ungrapple", "unfoul": "unfoul", "board": "boarding"}


def _cause(state: State, action: Any, after: State) -> Cause | None:
    """What ``action`` is about: a broadside fired [11.1] (its Hit Table die to come) or grapnels thrown, a grapple
    cut, a boarding party sent (dice to come); for a die, what it is thrown for: a shot's hits, a melee [12.3], a
    fouling [8.3] or grappling [9.0] between two ships. A broadside's die reads its hits off the Hit Table; they are
    marked (and the target's log changes) when the phase's fire is over [11.1.7], so the mark says what was read."""
    if action.verb == "fire":
        return Cause("fire", (str(action.ship), str(action.target)), done=False)
    if action.verb in _BETWEEN:
        other = action.target or action.get("other")
        return Cause(_BETWEEN[action.verb], (str(action.ship), str(other)), done=False)
    if action.verb != "roll" or not state.pending:
        return None
    task = state.pending[0]
    if task.kind == "fire":  # the hits are read now and marked when every broadside is fired [11.1.7]
        shot = state.shots[int(task.args[0])]
        read = after.shots[int(task.args[0])].hits if int(task.args[0]) < len(after.shots) else ()
        hits = [h for h in read if h != "0"]
        return Cause("fire", (shot.firer, shot.target), result=f"Hit Table {' '.join(hits)}" if hits else "")
    names = {s.name for s in state.position.ships}
    ships = tuple(str(a) for a in task.args if isinstance(a, str) and a in names)
    if not ships:
        return None
    return Cause(task.kind, ships, done=not (task.kind == "melee" and task.args[1:2] == ("attackers",)))


def _noted(word: str) -> bool:
    """Whether a word of a ship's line (:func:`_line`) is an event on the board: not her order [7.2] nor her guns'
    load [13.0]."""
    return not (word.startswith("order ") or word.endswith("unloaded [13.0]"))


SUPPORT = Support(_line, ReplayBoard, where=_where, cause=_cause, noted=_noted, stretch=stretch)

__all__ = ["SUPPORT", "ReplayBoard"]
