"""The replayer's branches: entering and leaving variations, and the what-ifs that open new ones (another die
result, another action) [records: variations]."""

from __future__ import annotations

import ipywidgets as widgets

from ..record import Node
from . import editing
from .navigation import Navigation
from .timeline import Line


class Branching(Navigation):
    """Variations and what-ifs of :class:`~sailkit.replayer.Replayer`."""

    variations: widgets.Dropdown
    dice: widgets.Dropdown
    action: widgets.Combobox

    def enter_variation(self, node: Node) -> None:
        """Follow the variation that starts with ``node`` (a continuation of the node shown, or any node)."""
        self.go_node(node)

    def leave_variation(self) -> None:
        """Go back to the line and point the last variation was entered from (the main line, at its start, if none)."""
        if self._return_to:
            self.line, index = self._return_to.pop()
        else:
            node = self.node
            while not node.is_main and node.parent is not None:
                node = node.parent
            self.line, index = Line.through(self.game.record().root.end()), 0
            index = self.line.index(node)
        self._refresh_line()
        self.go(index)

    def what_if_roll(self, action: str) -> Node:
        """Open a variation with another result of the die roll shown, labelled with its exact probability; enter it."""
        node = self._guard(lambda: editing.what_if_roll(self.game, self.node, action))
        self._changed(node.parent)
        self.go_node(node)
        return node

    def play_what_if(self, action: str) -> Node | None:
        """Play a legal action from here as a what-if (a variation unless the record goes on that way); enter it.

        An illegal action is refused with its case in ``status`` and changes nothing.
        """
        self.action.value = ""
        made = self._guard(lambda: editing.play_what_if(self.game, self.node, action), quiet=True)
        if made is None:
            return None
        self._changed(self.node)
        self.go_node(made)
        return made

    def _enter_selected(self) -> None:
        if self.variations.value is not None:
            self.enter_variation(self.variations.value)

    def _open_selected_roll(self) -> None:
        if self.dice.value is not None:
            self.what_if_roll(self.dice.value)


__all__ = ["Branching"]
