"""Every case that names a tutorial is taught there, in a part headed with its number and title (issue 10)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from sailkit.rulesets.fighting_sail.cases import CaseNumber, cases

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
TAUGHT = [c for c in cases() if c.tutorial]
_HEADING = re.compile(r"^(#{2,4}) \[([^\]]+)\] (.+?)\s*$")


@cache
def headings(notebook: str) -> tuple[tuple[int, str, str], ...]:
    """(level, case number, title) of every case heading in a notebook's markdown cells, in order."""
    nb = json.loads((TUTORIALS / notebook).read_text(encoding="utf-8"))
    found = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                m = _HEADING.match(line)
                if m:
                    found.append((len(m.group(1)), m.group(2), m.group(3)))
    return tuple(found)


def level(number: str) -> int:
    """``##`` for a Major Section or a Primary Case, ``###`` for a Secondary Case, ``####`` for a lettered item."""
    n = CaseNumber.parse(number)
    return 4 if n.letter else 3 if n.secondary is not None else 2


def test_some_cases_are_taught() -> None:
    assert len(TAUGHT) >= 60


@pytest.mark.parametrize("case", TAUGHT, ids=lambda c: c.number)
def test_the_tutorial_exists_and_has_a_part_headed_with_the_case(case) -> None:
    """[Case System] ``## [7.34] Enter the square ahead; move before turning``: number and title as the case list has them."""
    assert (TUTORIALS / case.tutorial).is_file(), f"{case.number}: no notebook {case.tutorial}"
    parts = {number: (lvl, title) for lvl, number, title in headings(case.tutorial)}
    assert case.number in parts, f"{case.tutorial} has no heading for [{case.number}]"
    assert parts[case.number] == (level(case.number), case.title)


@pytest.mark.parametrize("notebook", sorted({c.tutorial for c in TAUGHT}))
def test_a_notebook_teaches_its_cases_once_each_in_case_order(notebook: str) -> None:
    """Every case heading in a notebook is a case indexed to it, each once, in the order of the rules."""
    order = [c.number for c in cases()]
    numbers = [number for _, number, _ in headings(notebook)]
    assert len(numbers) == len(set(numbers))
    assert set(numbers) == {c.number for c in TAUGHT if c.tutorial == notebook}
    assert numbers == sorted(numbers, key=order.index)
