"""An explorer that steps a recorded game forward and back with a slider: at each action, the turn, the phase, the
action and its ruling step by step, and the record's comment.

Rule-free: ``game`` is any engine game loaded from a record (:class:`sailkit.engine.Game`), and the stepper moves its
cursor along the main line. A rule set's stepper says only how it draws the position (:meth:`ReplayStepper.figure`);
by default the picture is the ruling's diagram.
"""

from __future__ import annotations

import html
from typing import Any

from . import widgets as kit
from .wording import verdict_words


class ReplayStepper(kit.Explorer):
    """Step ``game``'s main line with a slider from ``ply`` (0: the start): the label says where the game stands,
    the action played and its ruling with its cases, and the record's comment."""

    CONTROLS = ("ply",)

    def __init__(self, game: Any, ply: int = 0) -> None:
        self.game = game
        self.length = len(list(game.mainline()))
        self.ply = kit.slider("action", ply, 0, self.length)
        self._show_in(420, draw=False)
        self._watch()

    def update(self, change: Any = None) -> None:
        """Move the cursor to the slider's action (a callback of the slider)."""
        self.game.rewind()
        self.game.forward(self.ply.value)
        g = self.game
        self.ruling = None if self.ply.value == 0 else g.ruling()
        if self.ruling is None:
            text = kit.steps_html(f"turn {g.turn}, {g.phase} phase: the start", [])
        else:
            head = f"turn {g.turn}, {g.phase} phase after {g.node.action}: {verdict_words(self.ruling.verdict)}"
            text = kit.steps_html(head, [str(s) for s in self.ruling.steps])
            if g.node.comment:
                text += f"<p><i>{html.escape(g.node.comment)}</i></p>"
        self.label.value = text
        self.redraw()

    def figure(self) -> Any:
        """The picture at the slider's action: the ruling's diagram (none at the start); a rule set draws its
        position instead."""
        return None if self.ruling is None else self.ruling.figure()


__all__ = ["ReplayStepper"]
