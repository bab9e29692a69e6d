"""Interactive explorers for the Fighting Sail tutorials (ipywidgets controllers).

Each explorer is a plain class: its controls are public widget attributes, its
callbacks are named methods, and its results are ordinary values (``allowance``,
``ruling``) plus an HTML label and an SVG picture. Setting a control's ``.value``
updates everything at once, in a notebook or in a test without a kernel. The
rules themselves live in :mod:`.wind`; an explorer only asks and shows.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from ... import widgets as kit
from ...geometry.compass import Direction
from ...rulings import RuledInt, RuledStr
from .readings import READINGS, Readings, readings_for
from .wind import SAILING_VALUES, movement_allowance, point_of_sail

_DIRECTIONS = tuple(d.name for d in Direction)


class WindExplorer:
    """Pick a heading, the wind and a Sailing Value; see the point of sail and the allowance [5.22].

    Also: studding sails [13.33], rigging hits [10.2], masts lost [10.31] and the
    reading ``ma_table`` for the lost B and C allowances [5.22]. ``explorer.allowance``
    is the :class:`~sailkit.rulings.RuledInt` from :func:`~.wind.movement_allowance`;
    ``explorer.label`` shows it with every step and its case; ``explorer.picture``
    holds the sailing rose (:func:`~.drawing.draw_sailing_rose`) as SVG.
    """

    def __init__(
        self,
        heading: str = "E",
        wind: str = "N",
        sailing: str = "A",
        *,
        readings: Readings | dict[str, str] | None = None,
        draw: bool = True,
    ) -> None:
        start = readings_for(readings)
        self._readings = start
        self.heading = kit.dropdown("heading [5.1]", _DIRECTIONS, Direction.parse(heading).name)
        self.wind = kit.dropdown("wind from [15.0]", _DIRECTIONS, Direction.parse(wind).name)
        self.sailing = kit.dropdown("Sailing Value [5.21]", SAILING_VALUES, sailing)
        self.studding = kit.checkbox("studding sails [13.33]")
        self.rigging = kit.slider("rigging hits [10.2]", 0, 0, 6)
        self.masts = kit.slider("masts lost [10.31]", 0, 0, 3)
        self.ma_table = kit.dropdown("reading ma_table", READINGS["ma_table"].option_names, start["ma_table"])
        self.label = widgets.HTML()
        self.picture = kit.picture()
        self.draw = draw
        self.allowance: RuledInt  # set by update()
        self.point_of_sail: RuledStr
        kit.observe_all(self.controls, self.update)
        self.update()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (self.heading, self.wind, self.sailing, self.studding, self.rigging, self.masts, self.ma_table)

    @property
    def readings(self) -> Readings:
        """The readings in force: those given at creation with ``ma_table`` from its dropdown."""
        return self._readings.replace(ma_table=self.ma_table.value)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Recompute the point of sail and allowance, then refresh the label and the picture."""
        self.point_of_sail = point_of_sail(self.heading.value, self.wind.value)
        self.allowance = movement_allowance(
            self.sailing.value,
            self.heading.value,
            self.wind.value,
            rigging_hits=self.rigging.value,
            masts_lost=self.masts.value,
            studding=self.studding.value,
            readings=self.readings,
        )
        self.label.value = self._label_html()
        if self.draw:
            text = self.svg()
            self.picture.value = text[text.index("<svg") :]  # inline HTML wants the bare <svg> element

    @property
    def text(self) -> str:
        """The label as plain text: the ruling with every step and its case."""
        return str(self.allowance.ruling)

    def _label_html(self) -> str:
        r = self.allowance.ruling
        lines = [str(s) for s in r.steps]
        if r.readings:
            lines.append("readings: " + ", ".join(f"{k}={v}" for k, v in r.readings))
        return kit.steps_html(f"{self.point_of_sail}: Movement Allowance {int(self.allowance)}", lines)

    def svg(self) -> str:
        """The sailing rose for the current choices, the chosen heading ringed, as SVG text."""
        from matplotlib.figure import Figure

        from .drawing import draw_sailing_rose, svg

        fig = Figure(figsize=(6.2, 4.4))
        ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
        draw_sailing_rose(
            ax,
            self.wind.value,
            self.sailing.value,
            readings=self.readings,
            studding=self.studding.value,
            rigging_hits=self.rigging.value,
            masts_lost=self.masts.value,
            highlight=self.heading.value,
        )
        return svg(fig)

    @property
    def widget(self) -> widgets.Widget:
        """Controls on the left, the picture on the right, the ruling underneath."""
        left = widgets.VBox(list(self.controls))
        return widgets.VBox([widgets.HBox([left, self.picture]), self.label])

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)


__all__ = ["WindExplorer"]
