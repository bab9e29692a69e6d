"""The points *Fighting Ships* leaves open, as switchable readings with reasoned defaults (``data/readings.toml``).

Every ruling of the rule set is made by :data:`RULINGS`, which names the readings it consulted; pass
``readings={"key": "option"}`` to any entry point to rule another way.
"""

from __future__ import annotations

from ...readings import ReadingBook
from ...rulings import Ruler

READINGS = ReadingBook.read("fighting_ships", __package__ or "sailkit.rulesets.fighting_ships")
DEFAULT = READINGS.defaults()
#: How the rule set makes its rulings: tagged ``fighting_ships``, naming the readings each used.
RULINGS = Ruler("fighting_ships", READINGS)

__all__ = ["DEFAULT", "READINGS", "RULINGS"]
