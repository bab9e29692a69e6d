"""The readings of Fighting Sail: every rule the surviving text leaves open.

Each :class:`~sailkit.readings.Reading` names the cases it touches, its competing
options and a default with the reason for it; the book is data, ``data/readings.toml``, one
``[[reading]]`` table a reading in case order. ``docs/readings.md`` is generated from it
(``python -m sailkit.rulesets.fighting_sail readings``, by :mod:`.readings_doc`), and a test keeps the two in step.
"""

from __future__ import annotations

from typing import Protocol

from ...readings import ReadingBook, Readings, ReadingsLike
from ...rulings import Ruler

READINGS = ReadingBook.read("fighting_sail", __package__ or __name__)

DEFAULT = READINGS.defaults()


class _HasReadings(Protocol):
    """Anything that carries its readings: a position, a game state."""

    @property
    def readings(self) -> Readings: ...


def readings_for(readings: ReadingsLike | None = None, position: _HasReadings | None = None) -> Readings:
    """The checked readings one call uses: ``readings`` if given, else the position's own, else the defaults; every
    ``readings=`` goes through here, so a bad key or option is refused the same everywhere."""
    if readings is None and position is not None:
        return position.readings
    return READINGS.resolve(readings)


#: How Fighting Sail makes its rulings (:class:`sailkit.rulings.Ruler`): every ruling names the readings it used,
#: those asked by key first, then those its steps applied, each once.
RULINGS = Ruler("fighting_sail", READINGS)
