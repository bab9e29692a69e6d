"""What sailkit does with every row of the *Fighting Ships* rule index: built, or why not (issue 22).

The text covers every era from galleys to guided missiles; sailkit builds the sail era. ``data/scope.csv`` lists
every row of the index in the text's order (134 rows: 20 for sail alone, 61 for every era, 18 that mix sail with
clauses of other eras, 35 for other eras only), its era and its status:

- ``built``: the cases of ``data/cases.csv`` that teach it and the modules that build it (each cites one of them);
  a MIXED row's note names the clauses of other eras left for later;
- ``building``: another piece of work in progress builds it (the note says which);
- ``to build``: a sail rule sailkit means to build and has not yet (the note says what is missing);
- ``header``: a heading, whose numbered rules carry the rules;
- ``later era``: a rule for steam, oars, torpedoes, submarines, aircraft or missiles (the note says which);
- ``out of scope``: a rule of the sail era sailkit does not build, with the reason in the note.

``docs/fighting_ships/README.md`` shows the table between two markers; ``python -m sailkit.rulesets.fighting_ships
scope docs/fighting_ships/README.md`` writes it there again (:func:`refresh`) and a test keeps it current.
"""

from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...errors import InvalidInputError, UnknownChoiceError
from ...files import read_text, write_atomic

#: What sailkit does with an index row.
STATUSES = ("built", "building", "to build", "header", "later era", "out of scope")
#: The index's eras: sail only, every era, sail with clauses of other eras, other eras only.
ERAS = ("SAIL", "ALL", "MIXED", "OTHER")
#: The markers around the table in the notes.
BEGIN = "<!-- the scope table, written by: python -m sailkit.rulesets.fighting_ships scope FILE -->"
END = "<!-- end of the scope table -->"


@dataclass(frozen=True)
class Scope:
    """One row of the index: its rule number and title, era, status, and the cases and modules building it (or the
    reason it is not built, in ``note``)."""

    rule: str
    title: str
    era: str
    status: str
    cases: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    note: str = ""

    @property
    def sail(self) -> bool:
        """Whether the row governs sail play (the index's SAIL, ALL and MIXED rows)."""
        return self.era != "OTHER"


@cache
def rows() -> tuple[Scope, ...]:
    """Every row of ``data/scope.csv``, in the text's order, its era and status checked."""
    text = resources.files(__package__ or "sailkit.rulesets.fighting_ships").joinpath("data", "scope.csv")
    found: list[Scope] = []
    for row in csv.DictReader(io.StringIO(text.read_text(encoding="utf-8"))):
        if row["era"] not in ERAS:
            raise UnknownChoiceError(f"era of {row['rule']}", row["era"], ERAS)
        if row["status"] not in STATUSES:
            raise UnknownChoiceError(f"status of {row['rule']}", row["status"], STATUSES)
        cases, modules = tuple(row["cases"].split()), tuple(row["modules"].split())
        found.append(Scope(row["rule"], row["title"], row["era"], row["status"], cases, modules, row["note"]))
    return tuple(found)


def markdown() -> str:
    """The table the notes show: rule, era, status, what builds it (cases and modules) or why not."""
    lines = ["| rule | title | era | status | built by, or why not |", "|---|---|---|---|---|"]
    for s in rows():
        built = ", ".join(f"`{m}`" for m in s.modules)
        cases = f" [{', '.join(s.cases)}]" if s.cases and s.cases != (s.rule,) else ""
        said = "; ".join(part for part in (built + cases, s.note) if part)
        lines.append(f"| {s.rule} | {s.title} | {s.era} | {s.status} | {said} |")
    counts = {status: sum(s.status == status for s in rows()) for status in STATUSES}
    tally = ", ".join(f"{n} {status}" for status, n in counts.items())
    return "\n".join([*lines, "", f"{len(rows())} rows: {tally}."])


def _split(text: str) -> tuple[str, str, str]:
    """``text`` before the table's first marker, between the markers, and from the closing marker on."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        raise InvalidInputError("the notes", "no scope table", f"a table between {BEGIN!r} and {END!r}")
    return text[: start + len(BEGIN)], text[start + len(BEGIN) : end], text[end:]


def shown(text: str) -> str:
    """The table as ``text`` (the notes) shows it, between its markers, without the blank lines round it."""
    return _split(text)[1].strip("\n")


def refresh(path: str | os.PathLike[str]) -> int:
    """Write the table into the notes at ``path`` again, between its markers (the file replaced atomically; notes
    without the markers are refused and left as they were); exit status 0."""
    before, _, after = _split(read_text(path, "notes"))
    write_atomic(path, f"{before}\n{markdown()}\n{after}")
    return 0


__all__ = ["BEGIN", "END", "ERAS", "STATUSES", "Scope", "markdown", "refresh", "rows", "shown"]
