"""Guns beside Cannon [5.3, 5.5.2]: the breech-loaders of the steam eras, their range bands and their shells.

A stat line says which ordnance a ship carries (``ordnance``: ``"cannon"``, ``"guns"`` or ``"none"``) and the usual
calibre of her main Guns in inches. Guns of under 4 inches, on boats and small craft, are played as Cannon [5.3].
Guns have bands of their own, far longer than the Cannon's 18 inches [5.3]:

- up to 12 inches short, up to 40 medium, up to 55 long;
- beyond 55 extreme range (plunging shot), only for Guns of 8 inches and more, and only as far as the calibre
  reaches: 70 inches for 8 to 11 inch Guns, 80 for 11 to 13.9 inch, 90 for 14 inch and over. An 11 inch Gun
  stands in both of the text's rows: reading ``eleven_inch_reach``.

A range dead on a line counts as the shorter band, for Guns as for Cannon [5.3]. Guns fire explosive shells, so a 6
explodes at long and extreme range too, where a Cannon shot never does [5.5.2]: the text ties the 6 to Guns that fire
explosive shells, and every breech-loader of its stat lines does, so every Guns battery is taken to fire them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.board import format_real
from ...readings import ReadingsLike
from .readings import chosen
from .ships import ORDNANCE, ShipClass

#: The Guns bands [5.3]: each band's name and the longest range in it, in inches; extreme range follows.
GUNS_BANDS: tuple[tuple[str, float], ...] = (("short", 12.0), ("medium", 40.0), ("long", 55.0))
#: Guns smaller than this calibre (inches) are played as Cannon [5.3].
SMALLEST_GUN = 4.0
#: The smallest calibre (inches) that may fire at extreme range [5.3].
EXTREME_CALIBRE = 8.0
#: The Guns of at least this calibre (inches) fire with an extra die a ten [5.5.3.1 h].
HEAVY_CALIBRE = 10.0
#: Guns of at least this calibre (inches) may fire over ships in the way [5.2, 5.5.3.1 b].
OVER_CALIBRE = 6.0


@dataclass(frozen=True)
class Armament:
    """What a battery fires [5.3]: ``ordnance`` as the stat line has it and the ``calibre`` in inches (``None``:
    not printed, as for every Cannon). :attr:`kind` is how it is played: Guns under 4 inches count as Cannon."""

    ordnance: str = "cannon"
    calibre: float | None = None

    def __post_init__(self) -> None:
        if self.ordnance not in ORDNANCE:
            raise UnknownChoiceError("ordnance", self.ordnance, ORDNANCE)
        if self.calibre is not None and not (isinstance(self.calibre, int | float) and 0 < self.calibre <= 30):
            raise InvalidInputError("calibre", self.calibre, "a calibre in inches, above 0 and at most 30, or None")

    @property
    def kind(self) -> str:
        """``"guns"`` for Guns of 4 inches or more (or of no printed calibre), ``"cannon"`` for Cannon and the small
        Guns played as Cannon, ``"none"`` for a ship with no ordnance [5.3]."""
        small = self.calibre is not None and self.calibre < SMALLEST_GUN
        return "cannon" if self.ordnance == "guns" and small else self.ordnance

    @property
    def guns(self) -> bool:
        """Whether it is played as Guns [5.3]."""
        return self.kind == "guns"

    def at_least(self, calibre: float) -> bool:
        """Whether it is Guns of ``calibre`` inches or more [5.2, 5.3, 5.5.3.1]."""
        return self.guns and self.calibre is not None and self.calibre >= calibre

    def __str__(self) -> str:
        if not self.guns:
            return "Cannon" if self.kind == "cannon" else "no ordnance"
        return f"{format_real(self.calibre)} inch Guns" if self.calibre is not None else "Guns"


CANNON = Armament()


def armament_of(cls: ShipClass) -> Armament:
    """The main battery of a stat line: its ``ordnance`` and ``calibre`` [5.3] (Cannon for every sail-era line)."""
    return Armament(cls.ordnance, cls.calibre)


def secondary_of(cls: ShipClass) -> Armament:
    """The bracketed secondary battery of a stat line [5.4h, 5.5.1]: Guns of its ``secondary_calibre``."""
    return Armament("guns", cls.secondary_calibre)


def extreme_reach(calibre: float | None, readings: ReadingsLike | None = None) -> float | None:
    """How far Guns of ``calibre`` inches fire at extreme range [5.3]: ``None`` under 8 inches (no extreme range),
    70 inches to 11 inch, 80 to 13.9 inch, 90 from 14 inch. An 11 inch Gun reaches 80 inches under reading
    ``eleven_inch_reach=heavier-row`` (the default) and 70 under ``lighter-row``."""
    if calibre is None or calibre < EXTREME_CALIBRE:
        return None
    if calibre >= 14.0:
        return 90.0
    if calibre > 11.0 or (calibre == 11.0 and chosen(readings)["eleven_inch_reach"] == "heavier-row"):
        return 80.0
    return 70.0


def guns_band(distance: float, calibre: float | None, readings: ReadingsLike | None = None) -> str | None:
    """The Guns band of a measured distance [5.3], ties to the shorter band; extreme range only for Guns of 8 inches
    and more within their calibre's reach; ``None`` beyond."""
    band = next((name for name, top in GUNS_BANDS if distance <= top), None)
    if band is not None:
        return band
    reach = extreme_reach(calibre, readings)
    return "extreme" if reach is not None and distance <= reach else None


def guns_bands(calibre: float | None, readings: ReadingsLike | None = None) -> tuple[tuple[str, float], ...]:
    """The bands of Guns of ``calibre`` with their outer limits, extreme range included when it reaches [5.3]."""
    reach = extreme_reach(calibre, readings)
    return GUNS_BANDS + ((("extreme", reach),) if reach is not None else ())


def shell_explodes(armament: Armament, band: str) -> int | None:
    """The score that explodes for ``armament`` at long or extreme range [5.5.2]: 6 for Guns, whose explosive shells
    burst at any range, ``None`` for Cannon (and at short and medium range, where the ordinary scores rule)."""
    return 6 if armament.guns and band in ("long", "extreme") else None


__all__ = [
    "Armament",
    "CANNON",
    "EXTREME_CALIBRE",
    "GUNS_BANDS",
    "HEAVY_CALIBRE",
    "OVER_CALIBRE",
    "SMALLEST_GUN",
    "armament_of",
    "extreme_reach",
    "guns_band",
    "guns_bands",
    "secondary_of",
    "shell_explodes",
]
