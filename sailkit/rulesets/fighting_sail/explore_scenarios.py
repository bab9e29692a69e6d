"""Who wins from here: the Victory Points widget of ``13_scenarios`` [15.0-VC].

:class:`VictoryExplorer` starts from a position (a scenario's set-up) and gives each
ship a dropdown, *fighting*, *struck* (taken as a prize by the enemy [12.2]) or *blown up*
[13.21]; the result, with each side's Victory Points case by case, follows the choices.
"""

from __future__ import annotations

from typing import Any

from ...rulings import Ruling
from .state import Position
from .victory import enemy_of, result

#: What may have become of a ship by the end, for the dropdowns.
FATES = ("fighting", "struck", "blown up")


class VictoryExplorer:
    """Choose each ship's fate and see the result with its Victory Points [15.0-VC, 12.2, 13.21].

    ``explorer.fates["Cyane"].value = "struck"`` (or the dropdown) calls :meth:`update`;
    :attr:`position` is the position with those fates, :attr:`ruling` its result.
    """

    def __init__(self, position: Position, *, draw: bool = True) -> None:
        import ipywidgets as widgets

        from ... import widgets as kit

        self.start = position
        self.draw = draw
        self.fates = {s.name: kit.dropdown(s.name, FATES, "fighting") for s in position.ships}
        self.picture = kit.picture(480)
        self.label = widgets.HTML()
        kit.observe_all(self.fates.values(), self.update)
        self.update()

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

    def update(self, change: dict[str, Any] | None = None) -> None:
        self.ruling: Ruling = result(self.position)
        self.label.value = self.ruling.html(picture=False)
        if self.draw:
            from ...figures import figure_of, inline

            self.picture.value = inline(figure_of(self.position))

    @property
    def widget(self) -> Any:
        import ipywidgets as widgets

        from ... import widgets as kit

        side = kit.controls_box([*self.fates.values(), self.label], width=420)
        return widgets.VBox([kit.side_by_side(self.picture, side)])

    def snapshot(self) -> str:
        return f"<div>{self.picture.value}</div>{self.label.value}"

    def _ipython_display_(self) -> None:
        from ...widgets import display_with_snapshot

        display_with_snapshot(self.widget, self.snapshot(), "Every ship still fighting: run the notebook to choose.")


__all__ = ["FATES", "VictoryExplorer"]
