"""What a rule set gives the replayer: the ships' sheet and a board that redraws only what changed.

The replayer is rule-free: it walks a record tree through the engine
(:class:`sailkit.engine.Game`) and asks the rule set, through the object this module
describes, for the few things only the rules know. A rule set names the module that
provides it as its replay face (:class:`sailkit.ruleset.Face`); that module holds
``SUPPORT``, a :class:`ReplaySupport`. A rule set without one is still replayed:
:class:`Plain` shows every state as it is, no ship sheet and no board.

What is secret is not the support's business: the rules say it once, ``Rules.observe``
(what a side may know of a state) and ``Rules.conceal`` (what it reads in place of an
action still secret), and the replayer, hot-seat play and every export ask them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


@dataclass(frozen=True)
class ShipLine:
    """One ship's line beside the board: where it is, its damage and status, in the rules' own short words."""

    name: str
    side: str
    place: str  #: ``"0911 N"``; ``""`` off the board
    damage: str  #: ``"H2 R1 M1"``; ``""`` when undamaged
    status: str  #: ``"prize of US"``, ``"abandoned"``, ``"command face down"`` ...; ``""`` when nothing to say

    def __str__(self) -> str:
        extra = ", ".join(x for x in (self.damage or "undamaged", self.status) if x)
        return f"{self.name} ({self.side}) {self.place or 'off the board'}: {extra}"


class Board(Protocol):
    """The picture of a game a replayer keeps: one figure whose artists change as the game moves.

    Everything drawn once (sea, grid, margins, key) is the background; :meth:`dynamic`
    lists what :meth:`update` may change, and the replayer redraws only those over the
    saved background (blitting). A board whose places are not one plane unit across (an
    open table measured in inches) may give ``place_size``, the plane units a place spans,
    so the record's arrows are drawn in proportion (:func:`sailkit.replayer.marks.draw_annotations`).
    """

    figure: Figure
    ax: Axes

    def update(self, state: Any, heading: str) -> None:
        """Show ``state`` (already as the viewer may see it) under ``heading``, changing only the artists that differ."""

    def fits(self, state: Any) -> bool:
        """Whether ``state`` can be shown on this board (its pieces inside the part of the map drawn)."""

    def dynamic(self) -> Sequence[Artist]:
        """Every artist :meth:`update` manages, as they stand now."""

    # Optional: ``key() -> Hashable``, everything the board shows now (the words, the wind, each square's counters by
    # what they show), for the frame kept of a point seen before; without it the artists' identities are the key.
    # Optional: ``forms() -> Mapping[int, tuple[Hashable, tuple[float, float]]]``, by ``id`` of an artist of
    # :meth:`dynamic`, its form (everything that decides its pixels but where it stands: a counter's looks without its
    # square, and which of the counter's artists it is) and the display point it stands at; the canvas pastes an
    # artist of a form drawn before over the same pixels instead of drawing it (:class:`~sailkit.replayer.canvas.Sprites`).
    # Optional: ``keep_clear(state) -> Sequence[BaseGeometry]``, in plane units, what the words of the last action's
    # marks must not cover (a hex map's names, the counters and their names, the strip): they go to the nearest spot
    # clear of them (:func:`sailkit.replayer.marks.label_spot`).

    def point(self, state: Any, place: str) -> tuple[float, float]:
        """The centre of ``place`` (an annotation's place token) in the axes' plane units; raises if there is none."""

    def cell(self, state: Any, place: str) -> Sequence[tuple[float, float]]:
        """The outline of ``place`` (a square, a hex) in plane units, for a highlight."""


class ReplaySupport(Protocol):
    """The rule set's part of the replayer (a module's ``SUPPORT``)."""

    def ships(self, state: Any) -> tuple[ShipLine, ...]:
        """Every ship's line: place, damage and status."""

    def board(self, states: Iterable[Any], places: Sequence[str] = ()) -> Board | None:
        """A new board big enough for every one of ``states`` and every place of ``places`` (the record's annotated
        places; one the board cannot read is left out) (``None``: the rule set draws no board)."""

    # Optional: ``happened(before, action, after) -> tuple[Happened, ...]``, what an action did on the board
    # (:mod:`sailkit.replayer.happened`): the marks of the last action. A :class:`Support` gives its ``where``,
    # ``cause`` and ``noted`` instead, and :func:`sailkit.replayer.happened.happened_of` makes it of them.
    # Optional: ``stretch(states, state) -> list``, the run of ``states`` whose board shows ``state``: the notebook's
    # replayer then draws a board for that run alone, cropped to the ships that matter there, and a new one when a
    # step leaves it (without it, one board holds every state: the exports always make that one).


class Plain:
    """The support of a rule set that gives none: every state shown as it is, no ship sheet, no board."""

    def ships(self, state: Any) -> tuple[ShipLine, ...]:
        return ()

    def board(self, states: Iterable[Any], places: Sequence[str] = ()) -> Board | None:
        return None


class Support:
    """A rule set's replay support from its parts: how to give one ship's line, its board class, and for the marks
    of the last action (:mod:`sailkit.replayer.happened`) where a ship stands and what an action was about.

    A replay face ends with ``SUPPORT = Support(ship_line, ReplayBoard, where=..., cause=...)``: the ship sheet lists
    every ship of the state's position, each through ``ship_line(state, ship)``, and the board is
    ``ReplayBoard(states, places)``; ``where(state, name)`` is the point of the board's plane a ship stands at (``None``: off
    the board), ``cause(before, action, after)`` a :class:`~sailkit.replayer.happened.Cause` (``None``: only what the ships'
    lines say), ``noted(word)`` whether a word of a ship line's status is an event worth a mark (a strike, a capture;
    not a chit given). Without ``where`` a replay draws no marks of what happened.
    """

    def __init__(
        self,
        line: Callable[[Any, Any], ShipLine],
        board_type: Callable[[Iterable[Any], Sequence[str]], Board],
        *,
        where: Callable[[Any, str], tuple[float, float] | None] | None = None,
        cause: Callable[[Any, Any, Any], Any] | None = None,
        noted: Callable[[str], bool] = lambda word: True,
        stretch: Callable[[Sequence[Any], Any], list[Any]] | None = None,
    ) -> None:
        self.line = line
        self.board_type = board_type
        self.where = where
        self.cause = cause
        self.noted = noted
        #: the run of states a board of the notebook's replayer shows (``None``: every state on one board)
        self.stretch = stretch

    def ships(self, state: Any) -> tuple[ShipLine, ...]:
        """Every ship's line, in the order of the position's ships."""
        return tuple(self.line(state, s) for s in state.position.ships)

    def board(self, states: Iterable[Any], places: Sequence[str] = ()) -> Board | None:
        """A new board big enough for every one of ``states`` and of the annotated ``places``."""
        return self.board_type(states, places)

    def __repr__(self) -> str:
        return f"Support({self.line.__qualname__}, {getattr(self.board_type, '__qualname__', self.board_type)})"


def support_for(rules: Any) -> ReplaySupport:
    """The replay support of the rule set ``rules`` belongs to (its ``REPLAY`` module's ``SUPPORT``), else :class:`Plain`."""
    from ..registry import ruleset_of
    from ..ruleset import Face

    rs = ruleset_of(rules)
    module = rs.face(Face.REPLAY) if rs is not None else None
    found = getattr(module, "SUPPORT", None)
    return found if found is not None else Plain()


__all__ = ["Board", "Plain", "ReplaySupport", "ShipLine", "support_for"]
