"""A game of Fighting Ships: the engine's :class:`~sailkit.engine.Game` on :data:`.rules.RULES`."""

from __future__ import annotations

from collections.abc import Mapping

from ...engine import Game as EngineGame
from .actions import FightingShipsAction
from .rules import RULES
from .scenarios import Setup, encounter
from .state import State


class FightingShipsGame(EngineGame[State, FightingShipsAction]):
    """A game of Fighting Ships on a cursor in its record tree (see :class:`sailkit.engine.Game`)."""

    RULES = RULES

    @property
    def result(self) -> str:
        """``""`` while the game goes on, else how it ended (``"GB wins"``)."""
        return self.state.result

    def __init__(self, setup: Setup | None = None, readings: Mapping[str, str] | None = None) -> None:
        """A new game of ``setup`` (the Encounter by default) under its readings with ``readings`` switched."""
        super().__init__(RULES, (setup or encounter()).with_readings(readings))


#: The name users know.
Game = FightingShipsGame

__all__ = ["FightingShipsGame", "Game"]
