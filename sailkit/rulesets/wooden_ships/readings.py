"""Every point the Tournament Edition leaves open, as a switchable reading with a reasoned default
(``data/readings.toml``).

Three kinds: lost diagrams and charts (recovered from the 2nd edition's figures), lost tables (the Advanced card or
the 2nd edition's Basic values stand in), ambiguous or contradictory text (each ruling an option). Pass
``readings={"key": "option"}`` to any entry point; ``python -m sailkit.rulesets.wooden_ships readings`` prints
``docs/wooden_ships/readings.md``. :data:`RULINGS` makes every ruling and names the readings it used.
"""

from __future__ import annotations

from ...readings import ReadingBook
from ...readings_page import readings_page
from ...rulings import Ruler

READINGS = ReadingBook.read("wooden_ships", __package__ or "sailkit.rulesets.wooden_ships")
DEFAULT = READINGS.defaults()
#: How the rule set makes its rulings: tagged with its key, naming the readings they used (:class:`~sailkit.rulings.
#: Ruler`).
RULINGS = Ruler("wooden_ships", READINGS)


def document() -> str:
    """``docs/wooden_ships/readings.md``: every reading, its options and default."""
    intro = (
        "Where the Tournament Edition text lost a diagram or table, or can be read two ways, sailkit names each reading "
        'and a default. Switch with `readings={"melee_victory": "wipe-out"}` on any entry point or on '
        "`Game(..., readings=...)`; every ruling lists the readings it consulted."
    )
    command = "python -m sailkit.rulesets.wooden_ships readings > docs/wooden_ships/readings.md"
    return readings_page("Wooden Ships & Iron Men", command, intro, READINGS)


__all__ = ["DEFAULT", "READINGS", "RULINGS", "document"]
