"""Every rule set's case index, read from its ``data/cases.csv``: what each numbered case (or clause) rules.

One file a rule set, one row a case, in the rules' order, every word ours (house rule 1)::

    number,title,summary,tutorial,lost
    8.4,Drift Restrictions,"A ship that drifted may not ...",06_drift.ipynb,

``number`` is the case as the rules number it (``9.33f``, ``24.3.2.3.1``, ``APM-03d``); ``title`` and ``summary`` say
what it rules in a few words and in a sentence or two; ``tutorial`` names the notebook (under the rule set's folder
of ``tutorials/``) with a part teaching it, blank while none does; ``lost`` is ``yes`` where what the case rests on
(a diagram, a table) did not survive, so a reading stands in. Any further column (Fighting Sail's ``kind``, As Per
Margin's ``heading``) is kept in :attr:`Case.extra`; one of them the kit reads too: ``taught_under``, the words of
the notebook heading teaching the case when one heading teaches several (``[7.2, 7.2.1, 7.2.2] Writing the order``),
so the index links to it (:attr:`Case.heading`). Which readings touch a case is not written here: the reading
book says it once (each :class:`~sailkit.readings.Reading` names its cases), and :attr:`Case.readings` looks it up.

A ruling cites a case in its rule set's own way (``[9.33f]``, ``[WIND SPEED, APM-03d]``); the rule set's
``cite_pattern`` (:class:`~sailkit.ruleset.RuleSet`) finds the number in a citation, so :meth:`CaseIndex.summary`
answers for either. Rulings show these summaries beside their steps (:meth:`sailkit.rulings.Ruling.case_summaries`),
the index notebooks list them, and each rule set's ``case(...)`` returns a :class:`Case`.
"""

from __future__ import annotations

import csv
import html
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from importlib import resources
from typing import TYPE_CHECKING
from urllib.parse import quote

from .errors import InvalidInputError, UnknownChoiceError

if TYPE_CHECKING:  # pragma: no cover
    from .readings import ReadingBook

#: The columns every ``cases.csv`` has, in this order.
COLUMNS = ("number", "title", "summary", "tutorial", "lost")


@dataclass(frozen=True)
class Case:
    """One case: its number, title and summary in our own words, the notebook teaching it, and the readings on it."""

    number: str
    title: str
    summary: str
    tutorial: str = ""  #: the notebook with a part teaching it (``"05_movement.ipynb"``); ``""`` while none does
    lost: bool = False  #: what it rests on did not survive, and a reading stands in
    readings: tuple[str, ...] = ()  #: keys of the readings that touch it, in the reading book's order
    extra: Mapping[str, str] = field(default_factory=dict, compare=False)  #: the rule set's own further columns

    @property
    def heading(self) -> str:
        """The words of the part that teaches it, a notebook's heading without its ``#``: ``[7.34] Title``; the rule
        set's ``taught_under`` column where one heading teaches several cases (``[7.2, 7.2.1] Writing orders``); and
        where a rule set's clauses sit under printed headings (its ``heading`` column), that heading before the title
        (``[APM-03d] WIND SPEED: ships moving independently``)."""
        return self.extra.get("taught_under") or self.label

    @property
    def label(self) -> str:
        """The case by its own number and title, after the text's printed heading where it has one: ``[7.34] Title``,
        ``[APM-03d] WIND SPEED: ships moving independently`` (what ``sailkit case`` answers with)."""
        printed = self.extra.get("heading", "")
        return f"[{self.number}] {printed}: {self.title}" if printed else f"[{self.number}] {self.title}"

    @property
    def anchor(self) -> str:
        """The anchor JupyterLab gives that heading (spaces to hyphens), percent-encoded for a link."""
        return quote(self.heading.replace(" ", "-"), safe="-._~")

    def __str__(self) -> str:
        return f"[{self.number}] {self.title}: {self.summary}"

    def _repr_html_(self) -> str:
        used = ", ".join(f"<code>{html.escape(k)}</code>" for k in self.readings)
        lost = "<div><i>what this case rests on was lost: a reading stands in</i></div>" if self.lost else ""
        return (
            f"<div><b>[{html.escape(self.number)}] {html.escape(self.title)}</b>"
            f"<div>{html.escape(self.summary)}</div>{lost}"
            f"{'<div>readings: ' + used + '</div>' if used else ''}</div>"
        )


class CaseIndex(Mapping[str, Case]):
    """A rule set's cases by number, in the rules' order (a mapping: ``index["8.4"]``, ``"8.4" in index``)."""

    def __init__(self, ruleset: str, cases: Iterable[Case], *, cite_pattern: str = r"(?P<number>.+)") -> None:
        self.ruleset = ruleset
        self._by_number = {c.number: c for c in cases}
        self._folded = {n.casefold(): c for n, c in self._by_number.items()}
        self._cite = re.compile(cite_pattern)

    @classmethod
    def read(
        cls, ruleset: str, package: str, readings: ReadingBook | None = None, *, cite_pattern: str = r"(?P<number>.+)"
    ) -> CaseIndex:
        """The index of rule set ``ruleset``: the ``data/cases.csv`` of its ``package``, with the readings of its book
        (what :attr:`sailkit.ruleset.RuleSet.cases` reads)."""
        text = resources.files(package).joinpath("data/cases.csv").read_text(encoding="utf-8")
        return cls.parse(ruleset, text, readings, cite_pattern=cite_pattern)

    @classmethod
    def parse(
        cls, ruleset: str, text: str, readings: ReadingBook | None = None, *, cite_pattern: str = r"(?P<number>.+)"
    ) -> CaseIndex:
        """The index written in ``text`` (a ``cases.csv``); an error naming the row for a missing column or a repeat."""
        rows = list(csv.DictReader(text.splitlines()))
        missing = [c for c in COLUMNS if rows and c not in rows[0]]
        if missing:
            raise InvalidInputError(f"cases.csv of {ruleset}", ", ".join(missing), f"the columns {', '.join(COLUMNS)}")
        cases = []
        seen: set[str] = set()
        for line, row in enumerate(rows, start=2):
            number = row["number"].strip()
            if not number or number in seen:
                raise InvalidInputError(f"cases.csv of {ruleset}, line {line}", number, "a case number not used before")
            seen.add(number)
            lost = row["lost"].strip().lower()
            if lost not in ("", "yes"):
                raise InvalidInputError(f"cases.csv of {ruleset}, line {line}, column lost", lost, "'yes' or nothing")
            extra = {k: v for k, v in row.items() if k not in COLUMNS and k is not None}
            cases.append(
                Case(
                    number,
                    row["title"].strip(),
                    row["summary"].strip(),
                    row["tutorial"].strip(),
                    lost == "yes",
                    (),
                    extra,
                )
            )
        bare = cls(ruleset, cases, cite_pattern=cite_pattern)
        touching: dict[str, list[str]] = {}
        for reading in (readings or {}).values():  # a reading names its cases as rulings cite them
            for cite in reading.cases:
                number = bare.number_of(cite)
                if number is not None and reading.key not in touching.setdefault(number, []):
                    touching[number].append(reading.key)
        return cls(
            ruleset,
            (replace(c, readings=tuple(touching.get(c.number, ()))) for c in cases),
            cite_pattern=cite_pattern,
        )

    def __getitem__(self, number: str) -> Case:
        found = self.get(number)
        if found is None:
            raise UnknownChoiceError(f"case of {self.ruleset}", number, list(self._by_number))
        return found

    def get(self, number: str, default: Case | None = None) -> Case | None:  # type: ignore[override]
        """The case ``number`` names, as a ruling cites it (``"[9.33f]"``, ``"WIND SPEED, APM-03d"``), or ``default``."""
        key = self.number_of(number)
        return default if key is None else self._by_number.get(key, default)

    def number_of(self, cite: object) -> str | None:
        """The number of the case ``cite`` names (brackets and the rule set's own citation form taken off), or
        ``None`` for a citation that names no case of this index."""
        if not isinstance(cite, str):
            return None
        text = cite.strip().removeprefix("[").removesuffix("]").strip()
        direct = self._folded.get(text.casefold())  # the bare number, in any letter case (``apm-03d``)
        if direct is not None:
            return direct.number
        found = self._cite.fullmatch(text)
        if found is None:
            return None
        case = self._folded.get(found.group("number").strip().casefold())
        if case is None:
            return None
        heading = found.groupdict().get("heading")  # a citation naming a heading must name the case's own
        if heading and "heading" in case.extra and heading.strip() != case.extra["heading"]:
            return None
        return case.number

    def __contains__(self, number: object) -> bool:
        return self.number_of(number) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_number)

    def __len__(self) -> int:
        return len(self._by_number)

    def summary(self, cite: str) -> str | None:
        """What the case ``cite`` names rules, in a sentence or two, or ``None`` for no case of this index."""
        found = self.get(cite)
        return None if found is None else found.summary

    def summaries(self, cites: Iterable[str]) -> dict[str, str]:
        """What each of ``cites`` rules, by citation as given, in order, once each; unknown citations left out."""
        out: dict[str, str] = {}
        for cite in dict.fromkeys(cites):
            text = self.summary(cite)
            if text:
                out[cite] = text
        return out

    @cached_property
    def untaught(self) -> tuple[str, ...]:
        """Numbers of the cases no tutorial teaches yet, in order."""
        return tuple(n for n, c in self._by_number.items() if not c.tutorial)

    def markdown(self, numbers: Iterable[str] | None = None, *, folder: str = "") -> str:
        """The index as a markdown table: each case with the part teaching it (a link relative to ``folder``, where
        the index notebook stands), its title and its summary; only ``numbers`` when given."""
        lines = ["| case | taught in | title | what it rules |", "|---|---|---|---|"]
        chosen = self._by_number.values() if numbers is None else (self[n] for n in numbers)
        for c in chosen:
            if c.tutorial:
                page = c.tutorial.removeprefix(folder).lstrip("/") if folder else c.tutorial
                where = f"[{page.removesuffix('.ipynb')}]({page}#{c.anchor})"
            else:
                where = "not yet taught"
            cells = (f"[{c.number}]", where, c.title, c.summary + (" (lost: a reading stands in)" if c.lost else ""))
            lines.append("| " + " | ".join(x.replace("|", "\\|") for x in cells) + " |")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<CaseIndex of {self.ruleset}: {len(self)} cases>"


__all__ = ["COLUMNS", "Case", "CaseIndex"]
