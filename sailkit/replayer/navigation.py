"""The replayer's timeline: where on which line it stands, and moving along it (steps, the slider, play, jumps to a
turn, a phase or a bookmark).

:class:`Navigation` is the first of the layers :class:`~sailkit.replayer.Replayer` is built of, one concern each
(:mod:`.navigation`, :mod:`.branching`, :mod:`.annotating`, and the view in :mod:`.controller`); it declares what
they all share (the game, the line, the widgets each reads) and the two helpers every control uses, :meth:`_guard`
(a refusal shown in ``status``) and :meth:`_changed` (what was shown at a node forgotten).
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..annotations import Bookmark
from ..engine import Game
from ..engine.rules import optional
from ..errors import InvalidInputError, SailkitError
from ..record import Node
from .cache import ShownCache
from .timeline import Line, bookmarks


class Navigation:
    """Moving along the line shown; the state every layer of the replayer shares."""

    game: Game[Any, Any]
    cache: ShownCache
    line: Line  #: the line shown: the main line, or the one through a variation entered
    index: int  #: the position shown on :attr:`line`
    view: str | None  #: the side whose view is shown (``None``: the umpire's)
    _describe: Callable[[Any], Any]
    _facts: weakref.WeakKeyDictionary[Node, dict[str, object]]
    _return_to: list[tuple[Line, int]]  #: where each variation entered was entered from
    play: widgets.Play
    slider: widgets.IntSlider
    turn: widgets.Dropdown
    phase: widgets.Dropdown
    bookmark: widgets.Dropdown
    status: widgets.HTML
    _syncing = False  #: the jumps are being set to where the replay stands (:meth:`_show_where`): they jump nowhere

    def _show(self) -> None:
        """Show the node at :attr:`index` (the view does: :class:`~sailkit.replayer.Replayer`)."""
        raise NotImplementedError

    @property
    def node(self) -> Node:
        """The node shown."""
        return self.line.nodes[self.index]

    def facts_of(self, node: Node) -> dict[str, object]:
        """The rule set's facts (turn, phase) at ``node``, worked out once."""
        found = self._facts.get(node)
        if found is None:
            found = self._facts[node] = dict(self._describe(self.game.branch().go(node).state))
        return found

    def go(self, index: int) -> None:
        """Show position ``index`` of the line (clamped to it): the board, the panel and the controls follow."""
        self.index = max(0, min(int(index), len(self.line) - 1))
        for w in (self.slider, self.play):
            if w.value != self.index:
                w.value = self.index  # its observer calls go() again, which then finds nothing to do
        self._show()

    def step_forward(self) -> None:
        self.go(self.index + 1)

    def step_back(self) -> None:
        self.go(self.index - 1)

    def go_node(self, node: Node) -> None:
        """Show ``node``: on the current line, or on the line through it (entering its variation)."""
        if node not in self.line:
            self._return_to.append((self.line, self.index))
            self.line = Line.through(node)
            self._refresh_line()
        self.go(self.line.index(node))

    def jump_turn(self, turn: object) -> None:
        """Show the first position of turn ``turn`` on the line."""
        starts = self.line.turns(self.facts_of)
        if turn not in starts:
            raise InvalidInputError(self._turn_name(), turn, "one of " + ", ".join(map(str, starts)))
        self.go(starts[turn])

    def jump_phase(self, index: int) -> None:
        """Show the start of the phase at line position ``index`` (the values of ``phase``)."""
        self.go(index)

    def jump_bookmark(self, name: str) -> None:
        """Show the node of the bookmark ``name`` (entering the variation that holds it, if need be)."""
        found = dict(bookmarks(self.game.record().root))
        if name not in found:
            raise InvalidInputError("bookmark", name, "one of " + ", ".join(found) if found else "a bookmark: none yet")
        self.go_node(found[name])

    def set_speed(self, interval: int) -> None:
        """Play waits ``interval`` milliseconds between two actions."""
        self.play.interval = int(interval)

    def _on_play(self, change: dict[str, Any]) -> None:
        if change["new"] != self.index:
            self.go(change["new"])

    def _on_slider(self, change: dict[str, Any]) -> None:
        if change["new"] != self.index:
            self.go(change["new"])

    def _on_turn(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and not self._syncing:
            self.go(change["new"])

    def _on_phase(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and not self._syncing:
            self.jump_phase(change["new"])

    def _on_bookmark(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and not self._syncing:
            self.jump_bookmark(change["new"])

    def _show_where(self) -> None:
        """The jumps say where the replay stands: the turn and the phase of the position shown (the last start at or
        before it), and its bookmark when it has one; setting them here jumps nowhere."""
        here = {a.name for a in self.node.annotations if isinstance(a, Bookmark)}
        self._syncing = True
        try:
            for box in (self.turn, self.phase):
                starts = [i for _, i in box.options if i <= self.index]
                box.value = max(starts) if starts else None
            self.bookmark.value = next((name for name in self.bookmark.options if name in here), None)
        finally:
            self._syncing = False

    def _turn_name(self) -> str:
        return str(optional(self.game.rules, "turn_name"))

    def _refresh_line(self) -> None:
        """The controls that depend on the line: the slider's range and the jumps."""
        n = len(self.line) - 1
        for w in (self.slider, self.play):
            w.max = n
        turn_name = self._turn_name()
        self.turn.options = [(f"{turn_name} {t}", i) for t, i in self.line.turns(self.facts_of).items()]
        self.turn.value = None
        self.phase.options = self.line.phases(self.facts_of)
        self.phase.value = None
        self._refresh_lists()

    def _refresh_lists(self) -> None:
        names = [name for name, _ in bookmarks(self.game.record().root)]
        self.bookmark.options = list(dict.fromkeys(names))
        self.bookmark.value = None

    def _guard(self, fn: Any, quiet: bool = False) -> Any:
        """``fn()``, or ``None`` with the error in ``status`` (its case, no traceback) when it is refused."""
        try:
            out = fn()
        except SailkitError as err:
            self.status.value = f"<span style='color:#B2182B'>refused: {html.escape(str(err))}</span>"
            return None
        if not quiet:
            self.status.value = ""
        return out

    def _changed(self, node: Node | None) -> None:
        """Forget what was shown at ``node`` (its words, annotations or continuations changed)."""
        if node is not None:
            self.cache.forget(node)
        self._refresh_lists()


__all__ = ["Navigation"]
