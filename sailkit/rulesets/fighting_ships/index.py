"""The index of *Fighting Ships*' cases by section of the text, as ``tutorials/fighting_ships/10_index`` shows it.

:func:`tables` gives, for each section in the order of the text, the markdown table the kit's case index makes of its
cases (:meth:`sailkit.cases.CaseIndex.markdown`): the number, a link to the part teaching it, the title and the
summary in our own words. The notebook holds the tables as markdown cells headed ``## SECTION``, and a cell of it
checks that each is exactly what the index gives; after ``data/cases.csv`` changes, ``python -m
sailkit.rulesets.fighting_ships index tutorials/fighting_ships/10_index.ipynb`` writes them again (:func:`refresh`).
"""

from __future__ import annotations

import os

from ... import index_notebook
from ...cases import CaseIndex
from ...index_notebook import cell

#: The sections of the text, by the start of their case numbers, as the index groups them.
SECTIONS = {
    "1": "1 Generalities",
    "2": "2 The game turn",
    "3": "3 The initiative phase",
    "4": "4 The sailing phase",
    "5": "5 The gunnery phase",
    "6": "6 Boarding",
    "7": "7 Submarines",
    "8": "8 Aircraft",
    "9": "9 Additional rules",
    "APP.1": "Appendix 1: building a fleet",
    "APP.2": "Appendix 2: fleet morale and scenarios",
}


def section_of(number: str) -> str:
    """The section a case number belongs to: ``"APP.2"`` for ``APP.2.3.2a``, ``"5"`` for ``5.4a``."""
    parts = number.split(".")
    return ".".join(parts[:2]) if parts[0] == "APP" else parts[0]


def tables(cases: CaseIndex | None = None) -> list[tuple[str, str]]:
    """``(section heading, markdown table)`` for each section of the text, in order (the rule set's index by
    default)."""
    if cases is None:
        from . import RULESET

        cases = RULESET.cases
    grouped: dict[str, list[str]] = {}
    for number in cases:
        grouped.setdefault(section_of(number), []).append(number)
    return [(SECTIONS[key], cases.markdown(numbers)) for key, numbers in grouped.items()]


def refresh(path: str | os.PathLike[str]) -> int:
    """Write the tables into the index notebook at ``path`` again (:func:`sailkit.index_notebook.refresh`)."""
    return index_notebook.refresh(path, tables())


__all__ = ["SECTIONS", "cell", "refresh", "section_of", "tables"]
