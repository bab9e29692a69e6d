"""Every numbered rule of the introduction and the Basic Game is taught in a Wooden Ships tutorial.

The rule list is ``sailkit/rulesets/wooden_ships/data/rules.csv`` (number, our own short
title, part). A rule is taught when a markdown heading of a notebook in
``tutorials/wooden_ships/`` cites it: ``## [8.3.5.1-8.3.5.4, 8.3.5.9] Crew quality and
the natural 12`` cites each number listed, and a range cites every rule between its ends
in the list's order.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "sailkit" / "rulesets" / "wooden_ships" / "data" / "rules.csv"
TUTORIALS = sorted((ROOT / "tutorials" / "wooden_ships").glob("*.ipynb"))
#: the parts this branch's notebooks (01-15) teach; the Advanced and Optional rows are taught by notebooks 16-30
BASIC_PARTS = ("introduction", "basic")
_NUMBER = re.compile(r"\d+(?:\.\d+)*")


def rules() -> list[dict[str, str]]:
    with RULES.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def cited(text: str, order: list[str]) -> set[str]:
    """The rule numbers a heading's brackets cite, ranges expanded in ``order``."""
    out: set[str] = set()
    for inside in re.findall(r"\[([^\]]+)\]", text):
        for item in re.split(r",\s*", inside):
            ends = [e.strip() for e in re.split(r"\s*[-\u2013]\s*", item.strip())]
            if not all(_NUMBER.fullmatch(e) for e in ends):
                continue
            if len(ends) == 2 and ends[0] in order and ends[1] in order:
                i, j = order.index(ends[0]), order.index(ends[1])
                out.update(order[i : j + 1])
            else:
                out.update(ends)
    return out


def headings() -> dict[str, list[str]]:
    """Each notebook's markdown headings."""
    out = {}
    for path in TUTORIALS:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        lines = [line for c in cells if c["cell_type"] == "markdown" for line in "".join(c["source"]).splitlines()]
        out[path.stem] = [line for line in lines if line.startswith("#")]
    return out


def taught() -> dict[str, str]:
    """Rule number -> the first notebook whose heading cites it."""
    order = [r["number"] for r in rules()]
    out: dict[str, str] = {}
    for stem, lines in headings().items():
        for line in lines:
            for n in cited(line, order):
                out.setdefault(n, stem)
    return out


def test_the_rule_list_is_well_formed() -> None:
    rows = rules()
    numbers = [r["number"] for r in rows]
    assert len(numbers) == len(set(numbers)), "a rule number is listed twice"
    assert all(_NUMBER.fullmatch(n) for n in numbers)
    assert all(r["title"].strip() for r in rows)
    assert {r["part"] for r in rows} >= set(BASIC_PARTS)
    basic = [n for n, r in zip(numbers, rows) if r["part"] == "basic"]
    assert basic[0] == "4.0" and basic[-1] == "15.0" and len(basic) == 204


def test_cited_reads_lists_and_ranges() -> None:
    order = ["8.3.5", "8.3.5.1", "8.3.5.2", "8.3.5.3", "8.3.6"]
    assert cited("## [8.3.5.1-8.3.5.3, 8.3.6] Fouling", order) == {"8.3.5.1", "8.3.5.2", "8.3.5.3", "8.3.6"}
    assert cited("## [8.3.5] Fouling [A-8.3.5]", order) == {"8.3.5"}
    assert cited("## Check yourself", order) == set()


@pytest.mark.parametrize("part", BASIC_PARTS)
def test_every_basic_rule_is_taught_in_a_heading(part: str) -> None:
    where = taught()
    missing = [r["number"] for r in rules() if r["part"] == part and r["number"] not in where]
    assert not missing, f"no tutorial heading cites {missing}"


def test_basic_rules_are_taught_in_the_basic_notebooks() -> None:
    """The introduction and Basic Game rules are taught in notebooks 01-15, each in its section's notebook or before."""
    where = taught()
    for r in rules():
        if r["part"] in BASIC_PARTS:
            assert int(where[r["number"]][:2]) <= 15, (r["number"], where[r["number"]])


def test_headings_cite_only_listed_rules() -> None:
    """A heading citing a Basic number the list does not hold is a typo (Addendum notes are written A-...)."""
    known = {r["number"] for r in rules()}
    order = [r["number"] for r in rules()]
    for stem, lines in headings().items():
        for line in lines:
            unknown = {n for n in cited(line, order) - known if int(n.split(".")[0]) <= 15}
            assert not unknown, f"{stem}: {line!r} cites {sorted(unknown)}"


def test_advanced_and_optional_rules_are_taught() -> None:
    """The rows after 15.0 are the Advanced and Optional notebooks' (16-30), added with them."""
    later = [r["number"] for r in rules() if r["part"] not in BASIC_PARTS]
    if not later:
        pytest.skip("the Advanced and Optional rows come with notebooks 16-30")
    where = taught()
    missing = [n for n in later if n not in where]
    assert not missing, f"no tutorial heading cites {missing}"
