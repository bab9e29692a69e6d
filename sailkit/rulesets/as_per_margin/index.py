"""The index of *As Per Margin*'s clauses under the text's printed headings, as ``tutorials/as_per_margin/11_index``
shows it.

:func:`tables` gives, for each printed heading in the order of the text, the markdown table the kit's case index
makes of its clauses (:meth:`sailkit.cases.CaseIndex.markdown`): our id, a link to the part teaching it, the title
and the summary in our own words. The notebook holds the tables as markdown cells headed ``## HEADING``, and a cell
of it checks that each is exactly what the index gives; after ``data/cases.csv`` changes, ``python -m
sailkit.rulesets.as_per_margin index tutorials/as_per_margin/11_index.ipynb`` writes them again (:func:`refresh`).
"""

from __future__ import annotations

import json
import os

from ...cases import CaseIndex
from ...errors import InvalidInputError
from ...files import read_text, write_atomic


def tables(cases: CaseIndex | None = None) -> list[tuple[str, str]]:
    """``(printed heading, markdown table)`` for each heading of the text, in order (the rule set's index by default)."""
    if cases is None:
        from . import RULESET

        cases = RULESET.cases
    groups: dict[str, list[str]] = {}
    for number, clause in cases.items():
        groups.setdefault(clause.extra.get("heading", ""), []).append(number)
    return [(heading, cases.markdown(numbers)) for heading, numbers in groups.items()]


def cell(heading: str, table: str) -> str:
    """The markdown cell of the index notebook holding one heading's table."""
    return f"## {heading}\n\n{table}"


def refresh(path: str | os.PathLike[str]) -> int:
    """Write the tables into the index notebook at ``path`` again: each markdown cell headed ``## HEADING`` by a
    printed heading gets that heading's table. Returns how many cells were written; a notebook lacking a heading's
    cell is refused, naming the heading, and left as it was."""
    notebook = json.loads(read_text(path, "index notebook"))
    found = {
        "".join(c["source"]).split("\n", 1)[0].removeprefix("## "): c
        for c in notebook["cells"]
        if c["cell_type"] == "markdown" and "".join(c["source"]).startswith("## ")
    }
    wanted = tables()
    missing = [heading for heading, _ in wanted if heading not in found]
    if missing:
        raise InvalidInputError("index notebook", os.fspath(path), f"a markdown cell headed '## {missing[0]}'")
    for heading, table in wanted:
        found[heading]["source"] = cell(heading, table).splitlines(keepends=True)
    write_atomic(path, json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    return len(wanted)


__all__ = ["cell", "refresh", "tables"]
