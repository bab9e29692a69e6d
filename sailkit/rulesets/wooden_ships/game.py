"""A game of *Wooden Ships & Iron Men*: :class:`WoodenShipsGame`, the engine's :class:`~sailkit.engine.Game` set up
from a scenario, with the set-up's own ruling and a record that states its result."""

from __future__ import annotations

from collections.abc import Mapping

from ... import engine
from ...rulings import Ruling
from .actions import WoodenShipsAction
from .rules import RULES
from .scenarios import Scenario, frigate_duel
from .scenarios import scenario as named
from .setting_up import setup_ruling
from .state import State


class WoodenShipsGame(engine.Game[State, WoodenShipsAction]):
    """A game of Wooden Ships & Iron Men on a cursor in its record tree (see :class:`sailkit.engine.Game`)."""

    RULES = RULES

    def __init__(self, scenario: Scenario | None = None, readings: Mapping[str, str] | None = None) -> None:
        setup = scenario or frigate_duel()
        super().__init__(RULES, setup if readings is None else setup.with_readings(readings))

    @classmethod
    def from_scenario(cls, scenario: Scenario | str, readings: Mapping[str, str] | None = None) -> WoodenShipsGame:
        return cls(named(scenario) if isinstance(scenario, str) else scenario, readings)

    def ruling(self) -> Ruling:
        """What the action that led here did; before any action, the set-up: each log as filled in and the readings
        that only act then (ship_scale, counter_ratings, french_44_guns) [3.2, 2.31, 20.1.5.1]."""
        if self.node.parent is None:
            return setup_ruling(self.setup, self._tree.entries[self.node].state.position)
        return super().ruling()

    def to_text(self) -> str:
        """The record as text (what :meth:`save` writes), with a ``Result`` header once its main line has ended the
        game [14.1.4, 14.2.4] and none while it has not, wherever the cursor stands: ``sailkit validate`` holds the
        main line's end to it (``check_end``)."""
        headers = self.record().headers
        state = self._ensure(self.record().root.end()).state
        if state.result:
            headers["Result"] = state.result
        else:
            headers.pop("Result", None)
        return super().to_text()

    @property
    def result(self) -> str:
        """How the game ended (``"Britain wins"``, ``"draw"``), or ``""`` while it goes on [14.1, 14.2]."""
        return self.state.result

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides playing, in the order their ships are listed [3.1]."""
        return tuple(RULES.sides(self.state))


#: The name a user knows the game class by.
Game = WoodenShipsGame

__all__ = ["Game", "WoodenShipsGame"]
