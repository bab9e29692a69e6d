"""The picture a replay or a hot-seat game keeps: the rule set's board, its blitting canvas and the annotations on it.

One :class:`Picture` lives as long as its controller. :meth:`Picture.show` changes the
board's artists for a state (the board itself changes only those that differ), draws the
annotations anew and returns the PNG; the board is rebuilt only when a state's ships
stand beyond it (a what-if sailing off the part of the map drawn), or, for a rule set whose support
cuts the record into stretches (its ``stretch``), when a step leaves the stretch drawn.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from functools import partial
from typing import Any

from ..annotations import Annotation
from .canvas import BlitCanvas, looks
from .happened import Happened
from .marks import Marks, draw_annotations, keep_clear
from .support import Board, ReplaySupport


class Picture:
    """The board of ``support``'s rule set for ``states``, redrawn by blitting (``board`` is ``None`` without one)."""

    def __init__(self, support: ReplaySupport, states: Iterable[Any], places: Sequence[str] = ()) -> None:
        self.support = support
        self.states = list(states)
        self.places = tuple(places)  #: the record's annotated places, which the board takes in too
        self.board: Board | None = None
        self.canvas: BlitCanvas | None = None
        self.marks: list[Any] = []  #: the artists of the annotations shown
        self.happened: list[Any] = []  #: the artists of what the phase's actions did (:class:`.marks.Marks`)
        self.trail: Marks | None = None
        self.rebuilds = 0  #: boards made (tests read it: stepping must not make new ones)
        self._shown: tuple[Any, str, Sequence[Annotation], Sequence[Happened]] | None = None
        self._build(self.states[0] if self.states else None)

    def _build(self, state: Any = None) -> None:
        """A new board for the stretch of the states that shows ``state`` (all of them without the support's
        ``stretch``)."""
        stretch = getattr(self.support, "stretch", None)
        shown = stretch(self.states, state) if stretch is not None and state is not None else self.states
        self.drawn = {id(s) for s in shown} if stretch is not None else None  #: the stretch's states, by identity
        self.board = self.support.board(shown, self.places)
        self.marks, self.happened = [], []
        if self.board is not None:
            self.trail = Marks(self.board.ax, getattr(self.board, "place_size", 1.0))
        self.canvas = None if self.board is None else BlitCanvas(self.board.figure)
        self.rebuilds += 1

    def show(
        self,
        state: Any,
        heading: str = "",
        annotations: Sequence[Annotation] = (),
        happened: Sequence[Happened] = (),
    ) -> tuple[bytes, list[str]]:
        """The PNG of ``state`` with what ``happened`` in the phase so far and ``annotations`` drawn (and ``heading``
        above the board: a notebook writes it beside the picture instead, which costs nothing), and a note for each
        place not drawn (``b""`` and no notes without a board)."""
        self._shown = (state, heading, annotations, happened)
        if self.board is None:
            return b"", []
        if not self.board.fits(state) or not self._in_stretch(state):
            if not any(s is state for s in self.states):
                self.states.append(state)
            self._build(state)
        assert self.board is not None and self.canvas is not None
        self.board.update(state, heading)
        for a in self.marks:
            a.remove()
        assert self.trail is not None
        self.happened = self.trail.show(happened, partial(keep_clear, self.board, state))
        self.marks, notes = draw_annotations(self.board, state, annotations)
        lasting = self.board.dynamic()
        try:
            shows = getattr(self.board, "key", None)  # optional: a board that can say what it shows
            key: Hashable = (shows() if callable(shows) else looks(lasting), tuple(annotations), tuple(happened))
            hash(key)
        except TypeError:  # an annotation that cannot be a key: draw
            key = None
        forms = getattr(self.board, "forms", None)  # optional: the artists whose pixels their form decides
        return self.canvas.frame(
            [*lasting, *self.happened, *self.marks], key, forms if callable(forms) else None
        ), notes

    def _in_stretch(self, state: Any) -> bool:
        """Whether ``state`` is one of the stretch the board was drawn for (always, without stretches, or for a state
        of no stretch: a what-if's, which the board shows as long as it fits)."""
        if self.drawn is None or id(state) in self.drawn:
            return True
        return not any(s is state for s in self.states)

    def svg(self, alt: str, heading: str) -> str:
        """The board as it stands under ``heading``, as an SVG element for a page that runs nothing (deterministic,
        ``alt`` its title)."""
        if self.board is None or self.canvas is None or self._shown is None:
            return ""
        from ..draw.figure import describe
        from ..figures import inline

        state, was, _, _ = self._shown
        figure = self.board.figure
        describe(figure, alt)
        self.board.update(state, heading)
        try:
            return inline(figure)
        finally:
            figure.set_canvas(self.canvas.canvas)  # saving as SVG lent the figure another canvas
            self.board.update(state, was)


def snapshot(picture: Picture, alt: str, heading: str, panel: str) -> str:
    """The board under ``heading`` (an SVG with ``alt`` as its title) and the ``panel`` HTML side by side, as a still
    for a page that cannot run widgets (an HTML export, a repository browser)."""
    board = picture.svg(alt, heading)
    return (
        '<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">'
        f'<div style="flex:2 1 520px;min-width:0">{board}</div><div style="flex:1 1 300px">{panel}</div></div>'
    )


__all__ = ["Picture", "snapshot"]
