"""The Case System: every numbered case of Fighting Sail, by number, with what it rules.

``S.PQ`` is Major Section, Primary and Secondary Case (``9.33``); sailkit adds a letter (``9.33f``) and a part for
Section 15's three unnumbered rules (``15.0-GL``, ``15.0-VC``, ``15.0-MR``). The rows are the kit's index
(:class:`sailkit.cases.CaseIndex`, from ``data/cases.csv``)::

    >>> case("8.4").title
    'Drift Restrictions'
    >>> case("8.4").readings
    ('wheel_drift_again',)

This module adds what only the Case System says: :class:`CaseNumber`, a case's section, parent and heading level.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from functools import cache

from ...cases import Case as IndexRow
from ...cases import CaseIndex
from ...errors import InvalidInputError
from .readings import READINGS

# brackets: both or neither; a part (-GL) only names one of the unnumbered rules of a section
_NUMBER = re.compile(r"^\s*(\[)?(\d{1,2})\.(\d)(\d)?([a-g])?(?:-([A-Za-z]{2}))?(?(1)\])\s*$", re.ASCII)


@dataclass(frozen=True)
class CaseNumber:
    """A case number split into its parts: ``CaseNumber.parse("9.33f")``, ``CaseNumber.parse("15.0-GL")``."""

    section: int
    primary: int
    secondary: int | None = None
    letter: str | None = None
    part: str | None = None  #: ``GL``, ``VC`` or ``MR``: an unnumbered rule of Section 15 [15.0]

    @classmethod
    def parse(cls, text: str) -> CaseNumber:
        m = _NUMBER.match(text) if isinstance(text, str) else None
        if m is None:
            raise InvalidInputError(
                "case number",
                text,
                "Section.Primary[Secondary][letter], e.g. '9.3', '9.33' or '9.33f' (or a part such as '15.0-GL')",
            )
        _, sec, pri, secd, letter, part = m.groups()
        return cls(
            int(sec), int(pri), None if secd is None else int(secd), letter, None if part is None else part.upper()
        )

    def __str__(self) -> str:
        secondary = "" if self.secondary is None else self.secondary
        return (
            f"{self.section}.{self.primary}{secondary}{self.letter or ''}{'' if self.part is None else '-' + self.part}"
        )

    @property
    def parent(self) -> CaseNumber | None:
        """The case one level up: 9.33f -> 9.33 -> 9.3 -> 9.0, 15.0-GL -> 15.0; a Major Section has none."""
        if self.part:
            return CaseNumber(self.section, self.primary, self.secondary, self.letter)
        if self.letter:
            return CaseNumber(self.section, self.primary, self.secondary)
        if self.secondary is not None:
            return CaseNumber(self.section, self.primary)
        if self.primary:
            return CaseNumber(self.section, 0)
        return None


@dataclass(frozen=True)
class Case(IndexRow):
    """One case of the kit's index with what the Case System says of it: section, parent, heading level.
    ``print(case("8.4"))`` gives ``[8.4] Drift Restrictions: ...``; a notebook shows a small table."""

    @property
    def kind(self) -> str:
        """What the case is about: geometry, movement, dice-resolution, state-tracking, sequence, data or flavour."""
        return self.extra["kind"]

    @property
    def section(self) -> int:
        """The Major Section: 9 for 9.33f."""
        return CaseNumber.parse(self.number).section

    @property
    def parent(self) -> Case | None:
        """The case one level up in the list (9.33 for 9.33f), or ``None`` for a Major Section."""
        up = CaseNumber.parse(self.number).parent
        return None if up is None else case(str(up))

    @property
    def level_heading(self) -> str:
        """The markdown heading of the part that teaches this case: ``### [7.34] Title`` (``##``, ``###``, ``####`` by
        level). The ``tutorial`` column of ``data/cases.csv`` names the notebook holding it; a test checks that the
        notebook exists and holds the heading."""
        n = CaseNumber.parse(self.number)
        level = 4 if n.letter else 3 if n.secondary is not None else 2
        return f"{'#' * level} {self.heading}"

    @property
    def link(self) -> str | None:
        """The relative link to that part: the notebook and the anchor JupyterLab gives the heading (its text with
        spaces turned into hyphens, percent-encoded: ``05_movement.ipynb#%5B7.34%5D-...``), or ``None``."""
        return f"{self.tutorial}#{self.anchor}" if self.tutorial else None


@cache
def index() -> CaseIndex:
    """The kit's index of the cases (what ``RULESET.cases`` reads), each a :class:`Case`."""
    rows = CaseIndex.read("fighting_sail", __package__ or __name__, READINGS).values()
    return CaseIndex("fighting_sail", (Case(**asdict(r)) for r in rows))


def cases() -> tuple[Case, ...]:
    """Every case in rules order: the front matter (1.0-3.0), then 4.0 to 15.9 with lettered items and parts."""
    return tuple(index().values())  # type: ignore[arg-type]


def case(number: str) -> Case:
    """One case by number: ``case("9.33f").title``, ``case("8.4").summary``; ``[9.33f]`` and ``15.0-gl`` read too."""
    found: Case = index()[str(CaseNumber.parse(number))]  # type: ignore[assignment]
    return found


def case_summary(number: str) -> str | None:
    """The summary of a case, or ``None`` for a number that is not a case of Fighting Sail (the kit's index says
    the same: :meth:`sailkit.cases.CaseIndex.summary`)."""
    try:
        return case(number).summary
    except InvalidInputError:
        return None


def rules_cases() -> tuple[Case, ...]:
    """The cases of the rules proper, 4.0 to 15.9 (not the front matter, sections 1-3)."""
    return tuple(c for c in cases() if c.section >= 4)


@dataclass(frozen=True)
class IndexTable:
    """The tutorials' index: each case of the rules with its summary and a link to the part teaching it.

    ``index_table()`` builds it from ``data/cases.csv`` (a test holds ``tutorials/14_index.ipynb`` to it);
    :meth:`markdown` gives a table a Major Section; :attr:`missing` the cases of 4.0-15.9 no tutorial teaches yet."""

    rows: tuple[Case, ...]

    @property
    def sections(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(c.section for c in self.rows))

    @property
    def missing(self) -> tuple[str, ...]:
        """Numbers of the cases no tutorial teaches yet, in case order."""
        return tuple(c.number for c in self.rows if not c.tutorial)

    def markdown(self, section: int | None = None) -> str:
        """The index as a markdown table (of one Major Section when ``section`` is given), as the kit writes it."""
        return index().markdown(c.number for c in self.rows if section is None or c.section == section)

    def _repr_markdown_(self) -> str:
        return self.markdown()

    def __str__(self) -> str:
        return "\n".join(f"[{c.number}] {c.title}: {c.tutorial or 'not yet taught'}" for c in self.rows)


def index_table(section: int | None = None) -> IndexTable:
    """The index of the cases [4.0-15.9] (of one Major Section when ``section`` is given) with their tutorials."""
    rows = rules_cases()
    if section is not None:
        if section not in {c.section for c in rows}:
            raise InvalidInputError("section", section, "a Major Section of the rules, 4 to 15")
        rows = tuple(c for c in rows if c.section == section)
    return IndexTable(rows)


__all__ = ["Case", "CaseNumber", "IndexTable", "case", "case_summary", "cases", "index", "index_table", "rules_cases"]
