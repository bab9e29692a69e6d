"""The index of *As Per Margin*'s clauses under the text's printed headings, as ``tutorials/as_per_margin/11_index``
shows it.

:func:`tables` gives, for each printed heading in the order of the text, the markdown table the kit's case index
makes of its clauses (:meth:`sailkit.cases.CaseIndex.markdown`): our id, a link to the part teaching it, the title
and the summary in our own words. The notebook holds the tables as markdown cells headed ``## HEADING``, and a cell
of it checks that each is exactly what the index gives; after ``data/cases.csv`` changes, ``python -m
sailkit.rulesets.as_per_margin index tutorials/as_per_margin/11_index.ipynb`` writes them again (:func:`refresh`).
"""

from __future__ import annotations

import os

from ... import index_notebook
from ...cases import CaseIndex
from ...index_notebook import cell


def tables(cases: CaseIndex | None = None) -> list[tuple[str, str]]:
    """``(printed heading, markdown table)`` for each heading of the text, in order (the rule set's index by default)."""
    if cases is None:
        from . import RULESET

        cases = RULESET.cases
    groups: dict[str, list[str]] = {}
    for number, clause in cases.items():
        groups.setdefault(clause.extra.get("heading", ""), []).append(number)
    return [(heading, cases.markdown(numbers)) for heading, numbers in groups.items()]


def refresh(path: str | os.PathLike[str]) -> int:
    """Write the tables into the index notebook at ``path`` again (:func:`sailkit.index_notebook.refresh`)."""
    return index_notebook.refresh(path, tables())


__all__ = ["cell", "refresh", "tables"]
