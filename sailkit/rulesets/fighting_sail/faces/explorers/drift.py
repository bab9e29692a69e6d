"""The drift explorer of the drift tutorial [8.0-8.4] (an ipywidgets controller).

It follows :mod:`.explore_movement`: public widget attributes, named methods as
callbacks (a test sets a control's ``.value`` and reads the result back with no
kernel), the picture as SVG text, a static picture of the first state for exports.
The rule lives in :mod:`.drift`; the explorer only asks it and shows the answer.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....dice import D6
from .....geometry.compass import Direction
from .....rulings import Ruling
from ...drift import CAUSES, drift_ruling
from ...readings import READINGS
from ...state import Position
from .base import DIRECTIONS

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


class DriftExplorer(kit.Explorer):
    """Choose the wind, the ship's heading, why it drifts and the die face; see where its bow ends [8.0-8.4].

    Controls: ``wind``, ``heading``, ``cause`` (a case of :data:`~.drift.CAUSES`), ``die``
    (the drift die's face), ``drifted`` (it drifted earlier this Game-Turn) and the reading
    ``wheel_drift_again``. ``explorer.ruling`` is :func:`~.drift.drift_ruling` for them:
    truthy with the new heading, or refused with its case [8.11, 8.4].
    """

    def __init__(self, position: Position, ship: str, *, cause: str = "8.11", die: int = 1, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.wind = kit.dropdown("wind from [5.1]", DIRECTIONS, position.wind.name)
        self.heading = kit.dropdown("heading [5.1]", DIRECTIONS, s.facing.name)
        self.cause = widgets.Dropdown(
            options=[(f"{c} {why}", c) for c, why in CAUSES.items()],
            value=cause,
            description="why it drifts",
            style=kit.DESCRIPTION_STYLE,
        )
        self.die = kit.dropdown("drift die [8.0]", tuple(str(d) for d in D6), str(die))
        self.drifted = kit.checkbox("drifted earlier this turn [8.4]", s.drifted)
        key = "wheel_drift_again"
        self.again = kit.dropdown(f"reading {key}", READINGS[key].option_names, position.readings[key])
        self._show_in(560, draw=draw)
        self.ruling: Ruling
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (self.wind, self.heading, self.cause, self.die, self.drifted, self.again)

    @property
    def current(self) -> Position:
        """The position as the controls set it (before the drift)."""
        s = self.position.ship(self.ship).with_(facing=Direction.parse(self.heading.value), drifted=self.drifted.value)
        return self.position.with_(
            wind=Direction.parse(self.wind.value),
            readings=self.position.readings.replace(wheel_drift_again=self.again.value),
        ).with_ship(s)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the drift rule for the choices, then refresh the label and the picture."""
        self.ruling = drift_ruling(self.current, self.ship, int(self.die.value), self.cause.value)
        if self.ruling:
            head = f"{self.ship} drifts: bow {self.heading.value} to {self.ruling.verdict}, same square"
        else:
            head = f"no drift: {self.ruling.steps[-1].reason} [{self.ruling.steps[-1].case}]"
        self.label.value = f"<b>{html.escape(head)}</b>" + self.ruling.html(picture=False, heading=False)
        self.redraw()

    @property
    def text(self) -> str:
        return str(self.ruling)

    def figure(self) -> Figure:
        from ...drawing import drift_figure

        return drift_figure(self.ruling)


__all__ = ["DriftExplorer"]
