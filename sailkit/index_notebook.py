"""A rule set's index notebook: the case index's tables held as markdown cells, and the command that writes them again.

An index notebook (``tutorials/as_per_margin/11_index.ipynb``, ``tutorials/fighting_ships/10_index.ipynb``) shows
the case index as one markdown table per heading of the text, each in a cell of its own headed ``## HEADING``
(:func:`cell`); a code cell of the notebook checks that every table is exactly what the index gives. When the index
(``data/cases.csv``) changes, :func:`refresh` writes the tables again, and :func:`command` is the rule set's
``python -m sailkit.rulesets.KEY index NOTEBOOK``. The rule set only says how its cases group under headings: the
``tables`` it passes in.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Sequence

from .errors import InvalidInputError, SailkitError
from .files import read_text, write_atomic

#: ``(heading, markdown table)`` for each heading of the text, in order.
Tables = Sequence[tuple[str, str]]


def cell(heading: str, table: str) -> str:
    """The markdown cell of an index notebook holding one heading's table."""
    return f"## {heading}\n\n{table}"


def refresh(path: str | os.PathLike[str], tables: Tables) -> int:
    """Write ``tables`` into the index notebook at ``path``: each markdown cell headed ``## HEADING`` gets that
    heading's table. Returns how many cells were written; a notebook lacking a heading's cell is refused, naming the
    heading, and left as it was (the file is replaced atomically)."""
    notebook = json.loads(read_text(path, "index notebook"))
    found = {
        "".join(c["source"]).split("\n", 1)[0].removeprefix("## "): c
        for c in notebook["cells"]
        if c["cell_type"] == "markdown" and "".join(c["source"]).startswith("## ")
    }
    missing = [heading for heading, _ in tables if heading not in found]
    if missing:
        raise InvalidInputError("index notebook", os.fspath(path), f"a markdown cell headed '## {missing[0]}'")
    for heading, table in tables:
        found[heading]["source"] = cell(heading, table).splitlines(keepends=True)
    write_atomic(path, json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    return len(tables)


def command(path: str, tables: Callable[[], Tables]) -> int:
    """``python -m sailkit.rulesets.KEY index NOTEBOOK``: write the tables, say how many; an error is one line on
    standard error and exit status 1 (a missing notebook: ``no such file or directory: 'PATH'``)."""
    try:
        print(f"wrote {refresh(path, tables())} tables into {path}")
    except OSError as err:
        said = (err.strerror or type(err).__name__).lower()
        sys.stderr.write(f"index: {said}: {err.filename or path!r}\n")
        return 1
    except (SailkitError, ValueError) as err:
        sys.stderr.write(f"index: {err}\n")
        return 1
    return 0


__all__ = ["Tables", "cell", "command", "refresh"]
