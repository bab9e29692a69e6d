"""The drift explorer of the drift tutorial [8.0-8.4]: the rule lives in :mod:`...drift`; the explorer asks it."""

from __future__ import annotations

from ..... import widgets as kit
from .....explorer_parts import compass, die_dropdown, headed, refusal
from .....geometry.compass import Direction
from .....rulings import Ruling
from ...drifting import CAUSES, drift_ruling
from ...state import Position
from .base import FightingSailExplorer


class DriftExplorer(FightingSailExplorer):
    """Choose the wind, the ship's heading, why it drifts and the die face; see where its bow ends [8.0-8.4].

    Controls ``wind``, ``heading``, ``cause``, ``die``, ``drifted``, ``again`` (reading ``wheel_drift_again``);
    ``explorer.ruling`` is :func:`~.drift.drift_ruling` (refusals [8.11, 8.4])."""

    def __init__(self, position: Position, ship: str, *, cause: str = "8.11", die: int = 1, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.wind = self.control(compass("wind from [5.1]", position.wind.name))
        self.heading = self.control(compass("heading [5.1]", s.facing.name))
        self.cause = self.control(
            kit.dropdown("why it drifts", [(f"{c} {why}", c) for c, why in CAUSES.items()], cause)
        )
        self.die = self.control(die_dropdown("drift die [8.0]", first=str(die)))
        self.drifted = self.control(kit.checkbox("drifted earlier this turn [8.4]", s.drifted))
        self.again = self.reading_control("wheel_drift_again", position.readings)
        self._show_in(560, draw=draw)
        self.ruling: Ruling
        self._watch()

    @property
    def current(self) -> Position:
        """The position as the controls set it (before the drift)."""
        s = self.position.ship(self.ship).with_(facing=Direction.parse(self.heading.value), drifted=self.drifted.value)
        return self.with_readings(self.position.with_(wind=Direction.parse(self.wind.value))).with_ship(s)

    def rule(self) -> Ruling:
        """The drift rule's answer for the choices [8.0-8.4]."""
        return drift_ruling(self.current, self.ship, int(self.die.value), self.cause.value)

    def label_html(self) -> str:
        if self.ruling:
            return headed(
                f"{self.ship} drifts: bow {self.heading.value} to {self.ruling.verdict}, same square", self.ruling
            )
        return headed(f"no drift: {refusal(self.ruling)}", self.ruling)


__all__ = ["DriftExplorer"]
