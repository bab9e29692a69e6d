"""The weather gauge explorer [7.21]: turn the ships and the wind, roll off a tie, and see who holds the gauge."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....dice import D6
from .....errors import SailkitError
from .....geometry.compass import Direction
from .....rulings import Ruling, Step
from ...gauge import weather_gauge
from ...readings import READINGS
from ...state import Position
from ...vocabulary import RULESET

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure
from .base import DIRECTIONS, NO_ROLL, on_board, sides_rolled


class GaugeExplorer(kit.Explorer):
    """Turn the ships and the wind, roll off a tie, and see who holds the weather gauge [7.21a-c].

    One heading dropdown per ship, the wind, the reading ``wg_ma_population`` and a die
    for each side (used only on a tie). ``explorer.ruling`` is
    :func:`~.gauge.weather_gauge` for what is chosen; the picture frames the ships at
    the highest allowance.
    """

    def __init__(self, position: Position, *, draw: bool = True) -> None:
        self.position = position
        self.headings = {
            s.name: kit.dropdown(f"{s.name} heads [5.1]", DIRECTIONS, s.facing.name) for s in position.afloat()
        }
        self.wind = kit.dropdown("wind from [5.1]", DIRECTIONS, position.wind.name)
        key = "wg_ma_population"
        self.population = kit.dropdown(f"reading {key}", READINGS[key].option_names, position.readings[key])
        faces = (NO_ROLL, *(str(d) for d in D6))
        self.dice = {side: kit.dropdown(f"{side} die (a tie) [7.21c]", faces, NO_ROLL) for side in position.sides()}
        self._show_in(560, draw=draw)
        self.ruling: Ruling
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (*self.headings.values(), self.wind, self.population, *self.dice.values())

    @property
    def current(self) -> Position:
        """The position as the controls set it."""
        pos = self.position.with_(
            wind=Direction.parse(self.wind.value),
            readings=self.position.readings.replace(wg_ma_population=self.population.value),
        )
        for ship, box in self.headings.items():
            pos = pos.with_ship(pos.ship(ship).with_(facing=Direction.parse(box.value)))
        return pos

    @property
    def rolls(self) -> dict[str, int] | None:
        """The dice chosen, when every side has one."""
        return sides_rolled(self.dice)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask who holds the gauge for the position and dice chosen; refresh the label and picture."""
        pos = self.current
        try:
            self.ruling = weather_gauge(pos, self.rolls)
        except SailkitError as err:  # a die for a side that is not tied is simply not needed
            self.ruling = Ruling("who holds the weather gauge", None, (Step("7.21c", str(err)),), ruleset=RULESET)
        holder = self.ruling.verdict
        head = f"{holder} holds the weather gauge" if holder else "no holder yet: the tied sides roll a die each"
        self.label.value = f"<b>{html.escape(head)}</b>" + self.ruling.html(picture=False, heading=False)
        self.redraw()

    def figure(self) -> Figure:
        from ...drawing import gauge_figure

        if self.ruling.kind == "gauge":
            return gauge_figure(self.ruling)
        return on_board(self.ruling, self.current).figure()

    @property
    def text(self) -> str:
        return str(self.ruling)


__all__ = ["GaugeExplorer"]
