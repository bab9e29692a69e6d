"""Explorers for the sequence of play tutorial [4.0-4.2] (``02_sequence_of_play``).

:class:`OutlineExplorer`: a Game-Turn's outline, stages and minutes (:func:`.sequence.turn_outline`) [4.1, 4.2];
:class:`TurnStepper`: a game played phase by phase by a policy and a die source (it never rolls [Case System]), with
what each phase did, case by case, and the board.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....controls import TableExplorer, Whole
from .....errors import InvalidInputError
from .....rulings import Ruling, Step
from ...sequence import STAGES, PhaseVisit, quiet, turn_outline
from ...strategic import cycle_due
from .base import FightingSailExplorer

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from ...game import Game


class OutlineExplorer(TableExplorer):
    """Pick a Game-Turn with a slider and see its outline: which stages run, and the minutes it covers [4.1, 4.2]
    (``explorer.turn.value = 8``; :attr:`ruling`). A turn the slider cannot show is refused, not clamped."""

    NOTE = "Game-Turn 1: run the notebook to pick another."
    ruling: Ruling
    basis = 560
    turn = Whole("Game-Turn", 1, 24, default=1)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """The outline of the turn chosen, drawn: the picture says it all, so there is no label."""
        self.ruling = turn_outline(self.turn.value)
        self.redraw()

    def layout(self) -> widgets.Widget:
        return widgets.VBox([self.turn, self.picture])

    def snapshot(self) -> str:
        return f"<div>{self.picture_svg()}</div>"


def _between(turn: int, phase: str, game: Game) -> tuple[str, ...]:
    """The phases of 4.2 after ``phase`` of Game-Turn ``turn`` and before where ``game`` stands now [4.2]."""
    order = [p for st in STAGES for p in st.phases]
    now = game.flow.phase
    if now == "over":
        return tuple(order[order.index(phase) + 1 :])
    if game.turn == turn:
        return tuple(order[order.index(phase) + 1 : order.index(now)])
    skipped = () if cycle_due(game.turn) else STAGES[0].phases  # no Strategic Cycle this turn [13.0]
    nxt = [p for p in order if p not in skipped]
    return tuple(order[order.index(phase) + 1 :]) + tuple(nxt[: nxt.index(now)])


class TurnStepper(FightingSailExplorer):
    """Walk a game through the sequence of play, one phase at a time [4.2].

    ``TurnStepper(game, dice, policy=quiet)``: ``dice`` gives every die (:class:`~sailkit.dice.ManualDice`,
    :class:`~sailkit.dice.SeededDice`), ``policy`` every decision (a :class:`~.captain.Captain`'s ``choose`` plays
    seamanlike). The buttons call :meth:`next_phase` and :meth:`restart`; :attr:`visits` keeps what each phase
    played."""

    NOTE = "The game as set up: run the notebook to step it."

    def __init__(
        self, game: Game, dice: Any, *, policy: Callable[[Game], str] = quiet, draw: bool = True, limit: int = 400
    ) -> None:
        self._start = game.branch()
        self.dice = dice
        self.policy = policy
        self.limit = limit
        self._show_in(560, draw=draw)
        self.board = kit.picture(480)
        self.next_button = widgets.Button(description="next phase", button_style="primary")
        self.restart_button = widgets.Button(description="restart")
        self.next_button.on_click(self.next_phase)
        self.restart_button.on_click(self.restart)
        self.restart()

    @property
    def phase(self) -> str:
        return self.game.flow.phase

    @property
    def outline(self) -> Ruling:
        """The outline of the turn the game stands in, its phase picked out."""
        return turn_outline(self.game.turn, at=None if self.phase == "over" else self.phase)

    def restart(self, button: Any = None) -> None:
        """Back to the game as it was given."""
        self.game = self._start.branch()
        self.visits: list[PhaseVisit] = []
        self.refresh()

    def next_phase(self, button: Any = None) -> PhaseVisit | None:
        """Play the phase the game stands in to its end; ``None`` when the game is over."""
        g = self.game
        if g.flow.phase == "over":
            return None
        turn, phase = g.turn, g.flow.phase
        actions: list[str] = []
        steps: list[Step] = []
        for _ in range(self.limit):
            if g.flow.phase != phase or g.turn != turn:
                break
            if g.is_chance_node():
                actions.append(str(g.roll(self.dice)))
            else:
                actions.append(self.policy(g))
                g.apply_action(actions[-1])
            steps += g.log
        else:  # pragma: no cover - a policy that never leaves the phase
            raise InvalidInputError("policy", self.policy, f"a policy that finishes the {phase} phase")
        visit = PhaseVisit(turn, phase, tuple(actions), tuple(dict.fromkeys(steps)), _between(turn, phase, g))
        self.visits.append(visit)
        self.refresh()
        return visit

    def refresh(self) -> None:
        last = self.visits[-1] if self.visits else None
        body = html.escape(str(last)) if last else "the game as set up: press <b>next phase</b>"
        self.label.value = f"<pre style='white-space:pre-wrap;font-size:0.85em'>{body}</pre>"
        self.redraw()

    def figure(self) -> Figure:
        """The outline of the turn the game stands in, its phase picked out [4.2]."""
        from ..drawing_sequence import outline_figure

        return outline_figure(self.outline)

    def redraw(self) -> None:
        """The outline through the kit's redraw, and the board as the game shows itself."""
        super().redraw()
        if self.draw:
            self.board.value = self.game._repr_html_() or ""

    def layout(self) -> widgets.Widget:
        buttons = widgets.HBox([self.next_button, self.restart_button])
        return widgets.VBox([buttons, kit.side_by_side(self.picture, self.label), self.board])


__all__ = ["OutlineExplorer", "TurnStepper"]
