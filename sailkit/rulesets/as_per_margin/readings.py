"""Every point *As Per Margin* leaves open, as a switchable reading with a reasoned default, and the rulings that
name them.

The readings are data, ``data/readings.toml``. The text has no case numbers, so readings cite the section headings
of the text with the ids of our case index (``WIND SPEED, APM-03b``). Three kinds of gap are listed:

- **lost tables and charts** (Table II, Table III, the tracking charts of the 2nd to 6th
  rates): each default is *reconstructed* (marked so in the TOML) and says so wherever it is used;
- **undefined words** (a "point" of wind, the 22.5 degrees of beating, who is Side 1);
- **wording that allows two rulings** (range limits "up to" against "under", halving,
  what a rake needs ...).

Pass ``readings={"key": "option"}`` to any entry point. ``python -m
sailkit.rulesets.as_per_margin readings`` prints ``docs/as_per_margin/readings.md``. Every ruling of the rule set is
made by :data:`RULINGS`, which names the readings it used.
"""

from __future__ import annotations

from ...readings import ReadingBook
from ...readings_page import readings_page
from ...rulings import Ruler

READINGS = ReadingBook.read("as_per_margin", __package__ or "sailkit.rulesets.as_per_margin")
DEFAULT = READINGS.defaults()
#: How the rule set makes its rulings: tagged with its key, naming the readings they used and saying so when one
#: stands in for lost text (:class:`~sailkit.rulings.Ruler`).
RULINGS = Ruler("as_per_margin", READINGS)
#: Options that stand in for something the text lost: a ruling that uses one says "reconstructed" in its steps.
RECONSTRUCTED = frozenset((r.key, o.name) for r in READINGS.values() for o in r.options if o.reconstructed)


def document() -> str:
    """``docs/as_per_margin/readings.md``: every reading, its options and default."""
    intro = (
        "The rules have no case numbers: each reading cites the section heading of the text and the id of our case "
        "index (APM-nn). Where a table or chart is lost, or the words allow two rulings, sailkit names each reading "
        'and picks a default. Switch with `readings={"compass_point": "eight"}` on any entry point; every ruling '
        "lists the readings it consulted."
    )
    lost = ", ".join(f"`{k}={v}`" for k, v in sorted(RECONSTRUCTED))
    note = f"Options that stand in for lost text (reconstructed): {lost}. A ruling that uses one says so in its steps."
    command = "python -m sailkit.rulesets.as_per_margin readings > docs/as_per_margin/readings.md"
    return readings_page("As Per Margin", command, intro, READINGS, note=note)


__all__ = ["DEFAULT", "READINGS", "RECONSTRUCTED", "RULINGS", "document"]
