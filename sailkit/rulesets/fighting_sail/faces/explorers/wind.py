"""Interactive explorers for the Fighting Sail tutorials (ipywidgets controllers).

Each explorer is a plain class: its controls are public widget attributes, its
callbacks are named methods, and its results are ordinary values (``allowance``,
``ruling``) plus an HTML label and an SVG picture. Setting a control's ``.value``
updates everything at once, in a notebook or in a test without a kernel. The
rules themselves live in their sections (:mod:`.wind`, :mod:`.movement`); an explorer
only asks and shows. Shown in a notebook, each leaves a static picture of its first
state for HTML exports and repository browsers (:func:`sailkit.widgets.display_with_snapshot`).
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....geometry.compass import Direction
from .....rulings import RuledInt, RuledStr
from ...readings import READINGS, Readings, ReadingsLike, readings_for
from ...wind import SAILING_VALUES, movement_allowance, point_of_sail, sailing_rose

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

DIRECTIONS = tuple(d.name for d in Direction)


class WindExplorer(kit.Explorer):
    """Pick a heading, the wind and a Sailing Value; see the point of sail and the allowance [5.22].

    Also: studding sails [13.33], rigging hits [10.2], masts lost [10.31] and the
    reading ``ma_table`` for the lost B and C allowances [5.22]. ``explorer.allowance``
    is the :class:`~sailkit.rulings.RuledInt` from :func:`~.wind.movement_allowance`;
    ``explorer.label`` shows it with every step and its case; ``explorer.picture``
    holds the sailing rose (:func:`~.wind.sailing_rose`, drawn by :func:`~.drawing.draw_sailing_rose`) as SVG.
    """

    def __init__(
        self,
        heading: str = "E",
        wind: str = "N",
        sailing: str = "A",
        *,
        readings: ReadingsLike | None = None,
        draw: bool = True,
    ) -> None:
        start = readings_for(readings)
        self._readings = start
        self.heading = kit.dropdown("heading [5.1]", DIRECTIONS, Direction.parse(heading).name)
        self.wind = kit.dropdown("wind from [15.0]", DIRECTIONS, Direction.parse(wind).name)
        self.sailing = kit.dropdown("Sailing Value [5.21]", SAILING_VALUES, sailing)
        self.studding = kit.checkbox("studding sails [13.33]")
        self.rigging = kit.slider("rigging hits [10.2]", 0, 0, 6)
        self.masts = kit.slider("masts lost [10.31]", 0, 0, 3)
        self.ma_table = kit.dropdown("reading ma_table", READINGS["ma_table"].option_names, start["ma_table"])
        self._show_in(540, draw=draw)
        self.allowance: RuledInt  # set by update()
        self.point_of_sail: RuledStr
        self._watch()

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
        self.redraw()

    @property
    def text(self) -> str:
        """The label as plain text: the ruling with every step and its case."""
        return str(self.allowance.ruling)

    def _label_html(self) -> str:
        r = self.allowance.ruling
        head = f"{self.point_of_sail}: Movement Allowance {int(self.allowance)}"
        return f'<div style="text-align:left;font-size:1.1em"><b>{html.escape(head)}</b></div>' + r.html(
            picture=False, heading=False
        )

    def svg(self) -> str:
        """The sailing rose for the current choices, the chosen heading ringed, as SVG text."""
        from .....figures import svg

        return svg(self.figure())

    def figure(self) -> Figure:
        """The sailing rose for the current choices as a new matplotlib Figure (alt text included)."""
        from ...drawing import rose_figure

        rose = sailing_rose(
            self.wind.value,
            self.sailing.value,
            readings=self.readings,
            studding=self.studding.value,
            rigging_hits=self.rigging.value,
            masts_lost=self.masts.value,
        )
        return rose_figure(rose, highlight=self.heading.value)


__all__ = ["WindExplorer"]
