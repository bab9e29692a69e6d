"""A ship's tracking chart [SHIP TYPES AND TRACKING CHARTS, APM-16]: the boxes printed (:class:`Chart`), the boxes
crossed off (:class:`Damage`), and what the pair says of the ship: damaged, dismasted, at the pumps, sunk. The hits
that cross boxes off, the pumps and striking are :mod:`.tracking`'s rulings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ...errors import InvalidInputError

Side = Literal["P", "S"]


@dataclass(frozen=True)
class Chart:
    """The boxes printed on a ship's tracking chart: boxes per mast row, per gun side, per hull row."""

    masts_row: int = 6
    guns_side: int = 6
    hull_row: int = 6
    #: made up by reading ``lesser_rate_charts`` (not written in a position's text, so not compared)
    reconstructed: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        for what in ("masts_row", "guns_side", "hull_row"):
            v = getattr(self, what)
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 20:
                raise InvalidInputError(f"chart {what}", v, "a whole number of boxes from 1 to 20")

    @property
    def masts(self) -> int:
        return 2 * self.masts_row

    @property
    def hull(self) -> int:
        return 2 * self.hull_row


FIRST_RATE = Chart()


@dataclass(frozen=True)
class Damage:
    """Boxes crossed off a chart: mast boxes (top row first), port and starboard gun boxes, hull boxes."""

    masts: int = 0
    port: int = 0
    starboard: int = 0
    hull: int = 0

    def __str__(self) -> str:
        """The boxes crossed off in words: ``masts 3, port guns 2, starboard guns 0, hull 0``."""
        return f"masts {self.masts}, port guns {self.port}, starboard guns {self.starboard}, hull {self.hull}"

    def check(self, chart: Chart) -> Damage:
        limits = {"masts": chart.masts, "port": chart.guns_side, "starboard": chart.guns_side, "hull": chart.hull}
        for what, top in limits.items():
            v = getattr(self, what)
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= top:
                raise InvalidInputError(f"{what} boxes crossed off", v, f"a whole number from 0 to {top}")
        return self


def guns_left(chart: Chart, damage: Damage, side: Side) -> int:
    return chart.guns_side - (damage.port if side == "P" else damage.starboard)


def is_damaged(chart: Chart, damage: Damage) -> bool:
    """Top row of mast boxes all crossed off [APM-16a]: slower, and +2 when tacking."""
    return damage.masts >= chart.masts_row


def is_dismasted(chart: Chart, damage: Damage) -> bool:
    """Both rows of mast boxes crossed off [APM-16a]: the ship drifts with the wind."""
    return damage.masts >= chart.masts


def mans_pumps(chart: Chart, damage: Damage) -> bool:
    """Half the hull boxes gone [APM-16d]: the crew is at the pumps and cannot man the guns."""
    return damage.hull >= chart.hull_row


def is_sunk(chart: Chart, damage: Damage) -> bool:
    """Every hull box gone [APM-16d]."""
    return damage.hull >= chart.hull


__all__ = ["FIRST_RATE", "Chart", "Damage", "Side", "guns_left", "is_damaged", "is_dismasted", "is_sunk", "mans_pumps"]
