"""The Case System: every numbered case of Fighting Sail, by number, with what it rules.

SPI numbers a rule ``S.PQ``: Major Section ``S``, Primary Case ``P``, Secondary
Case ``Q`` (``9.33`` is Section 9, Primary Case 3, Secondary Case 3); sailkit adds a
letter for the lettered items inside a case (``9.33f``) and a two-letter part for the
three unnumbered rules of Section 15 (``15.0-GL`` Game-Length, ``15.0-VC`` Victory
Conditions, ``15.0-MR`` Map Restrictions). ``data/cases.csv`` lists each case with a
short title and a one- or two-sentence summary, both in sailkit's own words, so the
tutorials' index, every ruling and the test suite can say what a case rules::

    >>> case("8.4").title
    'Drift Restrictions'
    >>> case("8.4").readings  # the summary names them too
    ('wheel_drift_again',)

Where a case rests on a lost display or an open question, its summary says so and
names the reading (:attr:`Case.readings` lists every reading that touches it).
"""

from __future__ import annotations

import csv
import html
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from urllib.parse import quote

from ...errors import InvalidInputError, UnknownChoiceError
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
class Case:
    """One case: its number, title and summary in sailkit's words, for an index, a ruling or a lesson.

    ``print(case("8.4"))`` gives ``[8.4] Drift Restrictions: ...``; in a notebook a case
    shows itself as a small table with the readings that touch it.
    """

    number: str
    title: str
    kind: str  #: geometry, movement, dice-resolution, state-tracking, sequence, data or flavour
    summary: str  #: what the case rules, in one or two sentences of sailkit's own words

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
    def readings(self) -> tuple[str, ...]:
        """Keys of the readings that touch this case, in the order the reading book declares them."""
        return _readings_by_case().get(self.number, ())

    @property
    def tutorial(self) -> str | None:
        """The tutorial notebook that teaches this case (``"05_movement.ipynb"``), or ``None`` while none does.

        It comes from the ``tutorial`` column of ``data/cases.csv``; the notebook holds a
        part headed ``## [7.34] Title`` for the case (``###`` for a secondary case), from
        which an index derives the anchor. A test checks that the notebook exists and
        holds the heading.
        """
        return _tutorials().get(self.number)

    @property
    def heading(self) -> str:
        """The markdown heading of the part that teaches this case: ``### [7.34] Title`` (``##``, ``###``, ``####`` by level)."""
        n = CaseNumber.parse(self.number)
        level = 4 if n.letter else 3 if n.secondary is not None else 2
        return f"{'#' * level} [{self.number}] {self.title}"

    @property
    def link(self) -> str | None:
        """The relative link to that part: the notebook and the anchor JupyterLab gives the heading, or ``None``.

        JupyterLab names a heading's anchor by its text with spaces turned into
        hyphens; the link percent-encodes it (``05_movement.ipynb#%5B7.34%5D-...``).
        """
        if self.tutorial is None:
            return None
        anchor = self.heading.lstrip("# ").replace(" ", "-")
        return f"{self.tutorial}#{quote(anchor, safe='-._~')}"

    def __str__(self) -> str:
        return f"[{self.number}] {self.title}: {self.summary}"

    def _repr_html_(self) -> str:
        used = ", ".join(f"<code>{html.escape(k)}</code>" for k in self.readings)
        return (
            f"<div><b>[{html.escape(self.number)}] {html.escape(self.title)}</b>"
            f"<div>{html.escape(self.summary)}</div>"
            f"{'<div>readings: ' + used + '</div>' if used else ''}</div>"
        )


def _rows() -> list[dict[str, str]]:
    text = resources.files(__package__).joinpath("data/cases.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


@lru_cache(maxsize=1)
def cases() -> tuple[Case, ...]:
    """Every case in rules order: the front matter (1.0-3.0), then 4.0 to 15.9 with lettered items and parts."""
    return tuple(Case(r["number"], r["title"], r["kind"], r["summary"]) for r in _rows())


@cache
def _tutorials() -> dict[str, str]:
    return {r["number"]: r["tutorial"] for r in _rows() if r["tutorial"]}


@cache
def _readings_by_case() -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for reading in READINGS.values():
        for number in reading.cases:
            found.setdefault(number, []).append(reading.key)
    return {n: tuple(keys) for n, keys in found.items()}


@cache
def _by_number() -> dict[str, Case]:
    return {c.number: c for c in cases()}


def case(number: str) -> Case:
    """One case by number: ``case("9.33f").title``, ``case("8.4").summary``; ``[9.33f]`` and ``15.0-gl`` read too."""
    key = str(CaseNumber.parse(number))
    found = _by_number().get(key)
    if found is None:
        raise UnknownChoiceError("case", number, [c.number for c in cases()])
    return found


def case_summary(number: str) -> str | None:
    """The summary of a case, or ``None`` for a number that is not a case of Fighting Sail.

    The lookup the kit calls (as the rule set's ``CASE_SUMMARY``, through
    :mod:`sailkit.registry`) for :meth:`sailkit.rulings.Ruling.case_summaries`: a
    ruling citing a case shows what the case rules.
    """
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

    ``index_table()`` builds it from ``data/cases.csv`` (so ``tutorials/14_index.ipynb``,
    which holds its markdown, cannot drift from the case list: a test compares them).
    :meth:`markdown` gives one table per Major Section; :attr:`missing` lists the cases
    of 4.0-15.9 that no tutorial teaches yet.
    """

    rows: tuple[Case, ...]

    @property
    def sections(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(c.section for c in self.rows))

    @property
    def missing(self) -> tuple[str, ...]:
        """Numbers of the cases no tutorial teaches yet, in case order."""
        return tuple(c.number for c in self.rows if c.tutorial is None)

    def markdown(self, section: int | None = None) -> str:
        """The index as a markdown table (of one Major Section when ``section`` is given)."""
        # the link sits before the title: after it, its anchor (the title) would run on into the next row's number
        # and title, a run of words as long as the rules' own list of scenarios [Case System]
        lines = ["| case | taught in | title | what it rules |", "|---|---|---|---|"]
        for c in self.rows:
            if section is not None and c.section != section:
                continue
            where = f"[{c.tutorial.removesuffix('.ipynb')}]({c.link})" if c.tutorial else "not yet taught"
            cells = (f"[{c.number}]", where, c.title, c.summary)
            lines.append("| " + " | ".join(x.replace("|", "\\|") for x in cells) + " |")
        return "\n".join(lines)

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


__all__ = ["Case", "CaseNumber", "IndexTable", "case", "case_summary", "cases", "index_table", "rules_cases"]
