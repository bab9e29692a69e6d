"""The record sheets through a game, action by action: the widget of ``12_recording`` [14.0].

:class:`SheetExplorer` takes a game (played or replayed from a record) and a slider over
its actions; at each point it shows both sides' record sheets [14.0], what the last
action wrote on them, and the board. Everything it shows is read back from the
position (:func:`.recording.record_sheet`): sailkit keeps no sheet apart from the game.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from ...recording import RecordSheet, record_sheet
from .base import FightingSailExplorer

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ...game import Game
    from ...state import Position


def sheet_changes(before: Position, after: Position) -> tuple[str, ...]:
    """The lines of the record sheets that differ between two positions, as they read after [14.0]."""
    out = []
    for side in after.sides():
        old = {ln.name: ln for ln in record_sheet(before, side).lines}
        for ln in record_sheet(after, side).lines:
            if old.get(ln.name) != ln:
                notes = ", ".join([f"hull {ln.hull}", f"rigging {ln.rigging}", f"crew {ln.crew}", *ln.notes])
                out.append(f"{side} sheet, {ln.name}: {notes}" + (f", {ln.status}" if ln.status else ""))
    return tuple(out)


class SheetExplorer(FightingSailExplorer):
    """Slide through a game's actions and read both record sheets at each point [14.0]: ``explorer.at.value = 7`` shows
    :attr:`sheets`, :attr:`changes` and the board after the 7th action (:meth:`update`)."""

    NOTE = "The sheets at the end: run the notebook to slide through."

    def __init__(self, game: Game, *, at: int | None = None, draw: bool = True) -> None:
        self.actions = tuple(str(a) for a in game.actions)
        self.positions = tuple(p for p, _ in game.history())
        self.at = self.control(
            kit.slider("after action", len(self.actions) if at is None else at, 0, len(self.actions))
        )
        self._show_in(480, draw=draw)
        self._watch()

    @property
    def position(self) -> Position:
        return self.positions[self.at.value]

    @property
    def sheets(self) -> dict[str, RecordSheet]:
        return {side: record_sheet(self.position, side) for side in self.position.sides()}

    @property
    def changes(self) -> tuple[str, ...]:
        """What the action just played wrote on the sheets (nothing for most actions)."""
        i = self.at.value
        return () if i == 0 else sheet_changes(self.positions[i - 1], self.positions[i])

    def update(self, change: dict[str, Any] | None = None) -> None:
        i = self.at.value
        played = "the set-up" if i == 0 else f"after action {i}: <code>{html.escape(self.actions[i - 1])}</code>"
        wrote = "".join(f"<li>{html.escape(c)}</li>" for c in self.changes)
        sheets = "".join(s._repr_html_() for s in self.sheets.values())
        self.label.value = (
            f"<div><b>Game-Turn {self.position.turn}</b>, {played}</div>"
            + (f"<div>written on the sheets:<ul style='margin-top:2px'>{wrote}</ul></div>" if wrote else "")
            + sheets
        )
        self.redraw()

    def figure(self) -> Figure:
        """The board at the point the slider stands."""
        from .....figures import figure_of

        return figure_of(self.position)

    def layout(self) -> widgets.Widget:
        return widgets.VBox([self.at, kit.side_by_side(self.picture, kit.controls_box([self.label], width=420))])


__all__ = ["SheetExplorer", "sheet_changes"]
