"""The weather gauge explorer [7.21]: turn the ships and the wind, roll off a tie, and see who holds the gauge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....errors import SailkitError
from .....explorer_parts import compass, die_dropdown, headed, sides_rolled
from .....geometry.compass import Direction
from .....rulings import Ruling, Step
from ...gauge import weather_gauge
from ...state import Position
from ...vocabulary import RULESET
from .base import FightingSailExplorer, on_board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


class GaugeExplorer(FightingSailExplorer):
    """Turn the ships and the wind, roll off a tie, and see who holds the weather gauge [7.21a-c].

    Headings, the wind, reading ``wg_ma_population`` and a die a side; ``explorer.ruling`` is
    :func:`~.gauge.weather_gauge`."""

    def __init__(self, position: Position, *, draw: bool = True) -> None:
        self.position = position
        self.headings = {
            s.name: self.control(compass(f"{s.name} heads [5.1]", s.facing.name)) for s in position.afloat()
        }
        self.wind = self.control(compass("wind from [5.1]", position.wind.name))
        self.population = self.reading_control("wg_ma_population", position.readings)
        self.dice = {side: self.control(die_dropdown(f"{side} die (a tie) [7.21c]")) for side in position.sides()}
        self._show_in(560, draw=draw)
        self.ruling: Ruling
        self._watch()

    @property
    def current(self) -> Position:
        """The position as the controls set it."""
        pos = self.with_readings(self.position.with_(wind=Direction.parse(self.wind.value)))
        for ship, box in self.headings.items():
            pos = pos.with_ship(pos.ship(ship).with_(facing=Direction.parse(box.value)))
        return pos

    @property
    def rolls(self) -> dict[str, int] | None:
        """The dice chosen, when every side has one."""
        return sides_rolled(self.dice)

    def rule(self) -> Ruling:
        """Who holds the gauge for the position and dice chosen [7.21]."""
        try:
            return weather_gauge(self.current, self.rolls)
        except SailkitError as err:  # a die for a side that is not tied is simply not needed
            return Ruling("who holds the weather gauge", None, (Step("7.21c", str(err)),), ruleset=RULESET)

    def label_html(self) -> str:
        holder = self.ruling.verdict
        return headed(
            f"{holder} holds the weather gauge" if holder else "no holder yet: the tied sides roll a die each",
            self.ruling,
        )

    def figure(self) -> Figure:
        from ..drawing import gauge_figure

        if self.ruling.kind == "gauge":
            return gauge_figure(self.ruling)
        return on_board(self.ruling, self.current).figure()


__all__ = ["GaugeExplorer"]
