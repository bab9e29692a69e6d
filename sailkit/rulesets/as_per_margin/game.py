"""A game of *As Per Margin*: the engine's :class:`~sailkit.engine.Game` on :data:`.rules.RULES`."""

from __future__ import annotations

from collections.abc import Mapping

from ...engine import Game as EngineGame
from .actions import AsPerMarginAction
from .rules import RULES
from .scenarios import Setup, frigate_duel
from .state import State


class AsPerMarginGame(EngineGame[State, AsPerMarginAction]):
    """A game of As Per Margin on a cursor in its record tree (see :class:`sailkit.engine.Game`)."""

    RULES = RULES

    def __init__(self, setup: Setup | None = None, readings: Mapping[str, str] | None = None) -> None:
        chosen = setup or frigate_duel()
        super().__init__(RULES, chosen.with_readings(readings) if readings else chosen)

    @property
    def result(self) -> str:
        return self.state.result


#: The name users know.
Game = AsPerMarginGame

__all__ = ["AsPerMarginGame", "Game"]
