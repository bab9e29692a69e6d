"""Every point of *Fighting Ships* under sail that the text lost or leaves open, as a switchable reading.

The readings are data, ``data/readings.toml`` (the kit's reading-book format, :mod:`sailkit.readings`): the lost
Weather Gauge and Turning Template, base and hull sizes and the mainmast point, and the wordings that allow two
rulings (wreckage and sight, collision contact, evasion clearance, entanglement, flexible arcs ...). Pass
``readings={"key": "option"}`` to any entry point; every ruling is made by :data:`RULINGS`, which names the readings
it used and says so when one stands in for lost text.
"""

from __future__ import annotations

from ...readings import ReadingBook, Readings, ReadingsLike
from ...rulings import Ruler

READINGS = ReadingBook.read("fighting_ships", __package__ or "sailkit.rulesets.fighting_ships")
DEFAULT = READINGS.defaults()
#: How the rule set makes its rulings (:class:`~sailkit.rulings.Ruler`): tagged ``fighting_ships``.
RULINGS = Ruler("fighting_ships", READINGS)


def chosen(readings: ReadingsLike | None) -> Readings:
    """``readings`` checked against the book (``None``: every default)."""
    return READINGS.resolve(readings)


__all__ = ["DEFAULT", "READINGS", "RULINGS", "chosen"]
