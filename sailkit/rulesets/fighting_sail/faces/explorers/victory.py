"""Who wins from here: the Victory Points widget of ``13_scenarios`` [15.0-VC].

:class:`VictoryExplorer` starts from a position (a scenario's set-up) and gives each
ship a dropdown, *fighting*, *struck* (taken as a prize by the enemy [12.2]) or *blown up*
[13.21]; the result, with each side's Victory Points case by case, follows the choices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as widgets

from ..... import widgets as kit
from .....rulings import Ruling
from ...state import Position
from ...victory import enemy_of, result
from .base import FightingSailExplorer

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: What may have become of a ship by the end, for the dropdowns.
FATES = ("fighting", "struck", "blown up")


class VictoryExplorer(FightingSailExplorer):
    """Choose each ship's fate and see the result with its Victory Points [15.0-VC, 12.2, 13.21]:
    ``explorer.fates["Cyane"].value = "struck"`` calls :meth:`update`; :attr:`position`, :attr:`ruling`."""

    NOTE = "Every ship still fighting: run the notebook to choose."
    ruling: Ruling

    def __init__(self, position: Position, *, draw: bool = True) -> None:
        self.start = position
        self.fates = {s.name: self.control(kit.dropdown(s.name, FATES, "fighting")) for s in position.ships}
        self._show_in(480, draw=draw)
        self._watch()

    @property
    def position(self) -> Position:
        pos = self.start
        for name, choice in self.fates.items():
            ship = pos.ship(name)
            if choice.value == "struck":
                pos = pos.with_ship(ship.with_(side=enemy_of(self.start, ship.nationality), prize=True))
            elif choice.value == "blown up":
                pos = pos.with_ship(ship.with_(destroyed=True))
        return pos

    def rule(self) -> Ruling:
        """The result with each side's Victory Points, for the fates chosen [15.0-VC]."""
        return result(self.position)

    def figure(self) -> Figure:
        """The board with the fates chosen (a struck ship under its captor's colours, a blown-up one gone)."""
        from .....figures import figure_of

        return figure_of(self.position)

    def layout(self) -> widgets.Widget:
        side = kit.controls_box([*self.fates.values(), self.label], width=420)
        return widgets.VBox([kit.side_by_side(self.picture, side)])


__all__ = ["FATES", "VictoryExplorer"]
