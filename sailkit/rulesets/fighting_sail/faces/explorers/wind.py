"""The wind explorer of the wind tutorial [5.0]: a heading, the wind and a Sailing Value give a point of sail and a
Movement Allowance; the rules live in :mod:`...wind`, the explorer asks them and draws the sailing rose.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from ..... import widgets as kit
from .....explorer_parts import compass
from .....geometry.compass import Direction
from .....rulings import RuledInt, RuledStr, Ruling
from ...readings import Readings, ReadingsLike, readings_for
from ...wind import SAILING_VALUES, movement_allowance, point_of_sail, sailing_rose
from .base import FightingSailExplorer

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


class WindExplorer(FightingSailExplorer):
    """Pick a heading, the wind and a Sailing Value; see the point of sail and the allowance [5.22].

    Also studding sails [13.33], rigging hits [10.2], masts [10.31] and reading ``ma_table`` [5.22];
    ``explorer.allowance`` (:func:`~.wind.movement_allowance`), ``.label``, and ``.picture``, the sailing rose
    (:func:`~.wind.sailing_rose`, :func:`~.drawing.draw_sailing_rose`) as SVG."""

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
        self.heading = self.control(compass("heading [5.1]", Direction.parse(heading).name))
        self.wind = self.control(compass("wind from [15.0]", Direction.parse(wind).name))
        self.sailing = self.control(kit.dropdown("Sailing Value [5.21]", SAILING_VALUES, sailing))
        self.studding = self.control(kit.checkbox("studding sails [13.33]"))
        self.rigging = self.control(kit.slider("rigging hits [10.2]", 0, 0, 6))
        self.masts = self.control(kit.slider("masts lost [10.31]", 0, 0, 3))
        self.ma_table = self.reading_control("ma_table", start)
        self._show_in(540, draw=draw)
        self.allowance: RuledInt  # set by rule()
        self.point_of_sail: RuledStr
        self._watch()

    @property
    def readings(self) -> Readings:
        """The readings in force: those given at creation with ``ma_table`` from its dropdown."""
        return self._readings.replace(ma_table=self.ma_table.value)

    def rule(self) -> Ruling:
        """The point of sail and the allowance for the choices; the allowance's ruling is the explorer's [5.22]."""
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
        return self.allowance.ruling

    def label_html(self) -> str:
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
        from ..drawing import rose_figure

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
