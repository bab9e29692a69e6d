"""The Case System: every numbered case of Fighting Sail, by number.

SPI numbers a rule ``S.PQ``: Major Section ``S``, Primary Case ``P``, Secondary
Case ``Q`` (``9.33`` is Section 9, Primary Case 3, Secondary Case 3); sailkit adds a
letter for the lettered items inside a case (``9.33f``). ``data/cases.csv`` lists
each case with a short title of our own, so tutorials, rulings and the test suite can
check that every case is explained and tested.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ...errors import InvalidInputError, UnknownChoiceError

_NUMBER = re.compile(r"^\s*(\[)?(\d{1,2})\.(\d)(\d)?([a-g])?(?(1)\])\s*$")  # brackets: both or neither


@dataclass(frozen=True)
class CaseNumber:
    """A case number split into its parts: ``CaseNumber.parse("9.33f")``."""

    section: int
    primary: int
    secondary: int | None = None
    letter: str | None = None

    @classmethod
    def parse(cls, text: str) -> CaseNumber:
        m = _NUMBER.match(text) if isinstance(text, str) else None
        if m is None:
            raise InvalidInputError(
                "case number", text, "Section.Primary[Secondary][letter], e.g. '9.3', '9.33' or '9.33f'"
            )
        _, sec, pri, secd, letter = m.groups()
        return cls(int(sec), int(pri), None if secd is None else int(secd), letter)

    def __str__(self) -> str:
        return f"{self.section}.{self.primary}{'' if self.secondary is None else self.secondary}{self.letter or ''}"

    @property
    def parent(self) -> CaseNumber | None:
        """The case one level up: 9.33f -> 9.33 -> 9.3 -> 9.0; a Major Section has none."""
        if self.letter:
            return CaseNumber(self.section, self.primary, self.secondary)
        if self.secondary is not None:
            return CaseNumber(self.section, self.primary)
        if self.primary:
            return CaseNumber(self.section, 0)
        return None


@dataclass(frozen=True)
class Case:
    number: str
    title: str
    kind: str  #: geometry, movement, dice-resolution, state-tracking, sequence, data or flavour

    @property
    def section(self) -> int:
        return CaseNumber.parse(self.number).section


@lru_cache(maxsize=1)
def cases() -> tuple[Case, ...]:
    """Every numbered case, in rules order."""
    text = resources.files(__package__).joinpath("data/cases.csv").read_text(encoding="utf-8")
    return tuple(Case(r["case"], r["title"], r["kind"]) for r in csv.DictReader(text.splitlines()))


def case(number: str) -> Case:
    """One case by number: ``case("9.33f").title``."""
    key = str(CaseNumber.parse(number))
    for c in cases():
        if c.number == key:
            return c
    raise UnknownChoiceError("case", number, [c.number for c in cases()])


def rules_cases() -> tuple[Case, ...]:
    """The cases of the rules proper, 4.0 to 15.9 (not the equipment sections 1-3)."""
    return tuple(c for c in cases() if c.section >= 4)
