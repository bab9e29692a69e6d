"""Fighting Sail's part of the replayer (:mod:`sailkit.replayer`): secret chits, the record sheet, a live board.

:data:`SUPPORT` tells the replayer what only the rules know: secrecy [6.1, 6.14] (``RULES.observe`` hides the chits
until the Command Revelation, ``RULES.conceal`` words what the other side reads), the ships' lines from the record
sheet's marks [14.0] (:func:`.marks.labels`), and :class:`ReplayBoard`, the board of :mod:`.drawing` kept alive:
sea, grid and key drawn once, each step redrawing only what changed, with the kit's
:class:`sailkit.replayer.pieces.Pieces`. It imports no rules module; a state says where its turn stands.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import Any, Protocol

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.text import Text

from ....draw import squares as sq
from ....draw.sheet import Sheet
from ....geometry.compass import Direction
from ....geometry.squares import Square
from ....replayer.board import LiveBoard, readable
from ....replayer.happened import Cause
from ....replayer.pieces import Pieces
from ....replayer.support import ShipLine, Support
from ..board import name as square_name
from ..board import square as board_square
from ..marks import labels
from ..state import Position, ShipState
from .drawing import (
    INCH_PER_SQUARE,
    MAX_FIGURE_INCHES,
    STRIP,
    counter_parts,
    draw_board,
    draw_stack,
    extension_keys,
    keep_clear,
    sides_key,
    who_acts,
    window_for,
)


class State(Protocol):
    """What this face reads of a state of a Fighting Sail game (a :class:`.turn.State`) [4.2]."""

    @property
    def setup(self) -> Any: ...

    @property
    def position(self) -> Position: ...

    @property
    def flow(self) -> Any: ...

    @property
    def phase(self) -> str: ...

    def current_side(self) -> str | None: ...

    def awaits_die(self) -> bool: ...


#: Parts of counters kept hidden for reuse, at most (a few Game-Turns of moves; a counter has five parts).
KEPT_PARTS = 256
#: A piece of the board (:meth:`ReplayBoard._pieces`): ``("counter", square, part's looks)`` or ``("wind", wind)``.
Piece = tuple[Any, ...]


def _line(state: State, s: ShipState) -> ShipLine:
    """One ship as the record sheet [14.0] and the turn know it."""
    status = []
    if s.destroyed:
        status.append("blown up [13.23]")
    elif s.prize:
        status.append(f"prize of {s.side} [12.2]")
    elif s.abandoned:
        status.append("abandoned [12.11]")
    if not s.destroyed:
        if s.fouled:
            status.append("fouled [7.81]")
        if s.dead_in_water and not (s.prize or s.abandoned or s.fouled):
            status.append("dead in the water [10.41]")
        if s.taken_aback(state.position.wind):
            status.append("taken aback [7.6]")
        if s.command is not None:
            status.append(f"chit: {s.command} [6.1]")
    place = "" if s.destroyed else f"{square_name(s.square)} {s.facing}"
    damage = " ".join(w for w in labels(s).split() if w != "abandoned")
    return ShipLine(s.name, s.side, place, damage, ", ".join(status))


class ReplayBoard(LiveBoard):
    """One figure of the map around every ship the states put on it and every annotated square ``places``;
    :meth:`update` redraws only what changed."""

    def __init__(self, states: Iterable[State], places: Sequence[str] = ()) -> None:
        states = list(states)
        squares = [s.square for st in states for s in st.position.afloat()]
        if states:
            squares += readable(partial(board_square, readings=states[0].setup.readings), places)
        self.win = window_for("ships", squares, margin=1)
        left, top, right, bottom = sq.MARGINS
        super().__init__(
            self.win.columns + left + right + STRIP,
            self.win.rows + top + bottom,
            lambda ax: sq.frame(ax, self.win, pad=(left, top, right + STRIP, bottom)),
            inch_per_unit=INCH_PER_SQUARE,
            max_inches=MAX_FIGURE_INCHES,
            keys=extension_keys(self.win),  # the nationalities' key is in the strip
            alt="The board of a replayed Fighting Sail game",
        )
        draw_board(self.ax, self.win)
        #: the kit's strip: the Game-Turn, the compass and the nationalities' key drawn once (a prize keeps her
        #: colour [12.2]); the wind across the compass drawn for each wind shown
        self._sheet = Sheet("", turn="Game-Turn", sides=tuple(sides_key(states[0].setup.sides if states else ())))
        (turn,) = [a for a in self._sheet.draw_strip(self.ax, STRIP) if a.get_gid() == "turn"]
        assert isinstance(turn, Text)
        self._turn = turn
        self._wind_at = (self.win.col1 + right + STRIP / 2, self.win.row0)  # in the strip: the wind's form's point
        #: what the board shows of a state piece by piece (:meth:`_pieces`): each counter's parts where it stands, and
        #: the wind across the compass; those shown before and hidden since are kept, most recently used last, so a step
        #: back or a jump to a point seen before shows them again, and a ship that moves on takes them along
        self.pieces: Pieces[Piece] = Pieces(self.ax, KEPT_PARTS)
        self._counters: frozenset[tuple[Square, tuple[Any, ...]]] = frozenset()  # each square's counters by their looks

    def fits(self, state: State) -> bool:
        """Whether every ship afloat in ``state`` stands inside the board drawn."""
        return all(s.square in self.win for s in state.position.afloat())

    def update(self, state: State, heading: str) -> None:
        """Show ``state``: the heading (none when ``heading`` is empty: a notebook writes it beside the picture), the
        Game-Turn and wind in the strip, and new counters only where a ship changed."""
        pos = state.position
        self.write_heading(heading, _situation(state))
        self._turn.set_text(f"Game-Turn {pos.turn}")
        groups = {k: v for k, v in pos.occupied().items() if k in self.win}
        self._counters = frozenset((k, tuple(map(_look, v))) for k, v in groups.items())
        self.pieces.show(self._pieces(pos.wind, groups), _movable, _move)

    def _pieces(
        self, wind: str | Direction, groups: dict[Square, tuple[Any, ...]]
    ) -> dict[Piece, Callable[[Axes], list[Artist]]]:
        """The wind across the strip's compass, blowing from its point [5.1, 15.0]; then each counter's parts
        (:func:`_parts`) by ``("counter", square, looks)``, their points snapped (:data:`SNAP`)."""
        w = Direction.parse(wind)
        out: dict[Piece, Callable[[Axes], list[Artist]]] = {
            ("wind", wind): lambda ax: self._sheet.draw_wind(ax, float(w.degrees), f"wind from {w}", STRIP)
        }
        around = [x for g in groups.values() for x in g]
        for square, group in groups.items():
            for part, draw in _parts(self.ax, group, around):
                out[("counter", square, part)] = partial(_snapped, draw)
        return out

    def key(self) -> Hashable:
        """Everything the board shows now: the heading, the Game-Turn, the wind and each square's counters by what
        they show (counters are moved from square to square, so which artists show a point is not its key)."""
        words = (*self.heading_words(), self._turn.get_text())
        wind = next((k[1] for k in self.pieces.shown if k[0] == "wind"), None)
        return words, wind, self._counters

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, the form of every artist of :meth:`dynamic` and where it stands (see
        :meth:`sailkit.replayer.canvas.BlitCanvas.frame`): the heading, the Game-Turn and the compass rose by what they
        say, at their own places; a counter's artists by the looks of their part (:func:`.drawing.counter_parts`, on no
        square in particular) and which artist of the part each is, at the centre of the square (two such draw the same
        pixels over the same pixels, a whole number of squares apart: :data:`SNAP`)."""
        out = self.text_forms(("turn", self._turn))
        wind = self.display(self._wind_at)
        for key, artists in self.pieces.shown.items():
            kind, where = (key[2], self.display(key[1].center)) if key[0] == "counter" else (key, wind)
            for i, a in enumerate(artists):
                out[id(a)] = ((kind, i), where)
        return out

    def keep_clear(self, state: State) -> list[Any]:
        """What the words of a mark (:func:`sailkit.replayer.marks.label_spot`) must not cover: each counter's square
        and everything off the map (:func:`.drawing.keep_clear`) [issue 24]."""
        return keep_clear(state.position, self.win)

    def dynamic(self) -> list[Artist]:
        return [*self.heading_artists(), self._turn, *self.pieces.artists()]

    def point(self, state: State, place: str) -> tuple[float, float]:
        return sq.center(self._square(state, place))

    def cell(self, state: State, place: str) -> Sequence[tuple[float, float]]:
        s = self._square(state, place)
        return [(s.col - 1, s.row - 1), (s.col, s.row - 1), (s.col, s.row), (s.col - 1, s.row)]

    @staticmethod
    def _square(state: State, place: str) -> Square:
        """The square an annotation names, ``CCRR`` or ``COL:ROW`` where the readings allow it [2.1, 15.0-MR]."""
        return board_square(place, state.setup.readings)


def _look(ship: ShipState) -> tuple[Any, ...]:
    """Everything :func:`.drawing.draw_ship` reads of a ship: two ships with the same look draw the same counter, so a
    change the counter does not show (a chit given [6.1], a gun loaded) redraws nothing."""
    return (
        ship.name,
        ship.nationality,
        ship.counter,
        ship.square,
        ship.facing,
        ship.prize,
        ship.side if ship.prize else None,
        ship.abandoned,
        labels(ship),
    )


def _movable(key: Piece) -> Hashable:
    """What a counter's part looks like on no square in particular (its looks): one kept of the same looks is moved
    onto the square wanted (:func:`_move`) rather than drawn anew; ``None`` for the wind."""
    return key[2] if key[0] == "counter" else None


def _move(key: Piece, artists: list[Artist], was: Piece) -> None:
    """Move a kept part of a counter from the square it was kept on to the square of ``key``: a ship that moved on
    and back, sailed its course a square at a time, or turned and kept its name, ratings and tag."""
    (x1, y1), (x0, y0) = key[1].center, was[1].center
    for a in artists:
        _remap(a, lambda xy: xy + (x1 - x0, y1 - y0))


#: The square a fouled stack's looks are put on to say what it shows wherever it stands (:func:`_parts`).
_NOWHERE = Square(0, 0)


def _elsewhere(look: tuple[Any, ...], square: Square) -> tuple[Any, ...]:
    """``look`` (of a square's counters, each with its square at index 3 as :func:`_look` has it) as on ``square``."""
    return tuple((*one[:3], square, *one[4:]) for one in look)


#: Counters' points are put on multiples of this fraction of a square (a power of two, under a tenth of a pixel), so
#: that a counter moved a whole number of squares lands exactly where one drawn there afresh does: the same pixels.
SNAP = 1.0 / 1024


def _snapped(draw: Callable[[], list[Artist]], _ax: Axes) -> list[Artist]:
    """What ``draw`` draws (on the board's axes), every text's place and every collection's points snapped to
    :data:`SNAP`."""
    import numpy as np

    artists = draw()
    for a in artists:
        _remap(a, lambda xy: np.round(xy / SNAP) * SNAP)
    return artists


def _remap(a: Artist, where: Callable[[Any], Any]) -> None:
    """Put ``a``'s points (in squares) where ``where`` sends them (an array of points each): a text's place, each
    path of a collection."""
    import numpy as np
    from matplotlib.collections import Collection
    from matplotlib.path import Path

    if isinstance(a, Text):
        x, y = where(np.asarray(a.get_position(), dtype=float))
        a.set_position((float(x), float(y)))
    elif isinstance(a, Collection):
        a.set_paths([Path(where(np.asarray(q.vertices)), q.codes) for q in a.get_paths()])
    else:  # pragma: no cover - draw_ship makes only texts and collections
        raise TypeError(f"cannot move a {type(a).__name__}")


def _parts(
    ax: Any, group: tuple[Any, ...], around: Sequence[Any] = ()
) -> list[tuple[Hashable, Callable[[], list[Artist]]]]:
    """The parts of one square's counters, each by its looks on no square in particular and with what draws it: a
    ship's counter in its parts (:func:`.drawing.counter_parts`, its tag kept off the names and tags of the ships
    ``around``), a fouled stack [7.81] as one part."""
    if len(group) == 1:
        return list(counter_parts(ax, group[0], around=around))
    return [(("stack", _elsewhere(tuple(map(_look, group)), _NOWHERE)), lambda: draw_stack(ax, group))]


def _situation(state: State) -> str:
    """Where the turn stands and who acts next [4.2], with the wind."""
    who = who_acts(state.flow.phase == "over", state.awaits_die, state.current_side)
    return f"{state.phase}; {who}; wind from {state.position.wind}"


def _where(state: State, name: str) -> tuple[float, float] | None:
    """The centre of the square ``name`` stands in; ``None`` once blown up [13.23]."""
    s = state.position.ship(name)
    return None if s.destroyed else sq.center(s.square)


#: Each die the turn waits for (:mod:`.turn.flow`'s tasks) by what its marks call it: the fire dice of a broadside
#: [9.0], a critical hit [10.3], a drift [8.0], the swell [13.11], a fire aboard [13.21], a melee [11.21], an unfouling
#: [11.32], a wheel hit [10.32].
_DICE = {"critical": "critical", "drift": "drift", "swell": "swell", "burn": "fire aboard", "unfoul": "unfoul"}


def _cause(state: State, action: Any, _after: State) -> Cause | None:
    """What ``action`` is about: a broadside aimed (``fire``, its dice to come) or the die a task waits for (its
    ship, and the ships of a swell's unit [13.11] or of a melee's square [11.21])."""
    if action.verb == "fire":
        return Cause("fire", (str(action.ship), str(action.target)), done=False)
    tasks = state.flow.tasks
    if action.verb != "roll" or not tasks:
        return None
    task = tasks[0]
    if task.kind == "fire":
        return Cause("fire", (str(task.ship), task.target))
    if task.kind == "melee":
        square = board_square(task.square, state.setup.readings)
        ships = tuple(s.name for s in state.position.occupied().get(square, ()))
        return Cause("melee", ships, done=len(task.rolls) + 1 >= len(task.sides))
    if task.kind in _DICE and task.ship is not None:
        return Cause(_DICE[task.kind], (task.ship, *getattr(task, "unit", ())))
    return None


def _noted(word: str) -> bool:
    """Whether a word of a ship's status (:func:`_line`) is an event on the board: not the chit she holds [6.1]."""
    return not word.startswith("chit")


SUPPORT = Support(_line, ReplayBoard, where=_where, cause=_cause, noted=_noted)

__all__ = ["SUPPORT", "ReplayBoard"]
