"""The Case System module: case numbers parsed, walked up to their Major Section, looked up by number.

SPI numbers each rule Section.Primary[Secondary]; sailkit adds a letter for lettered
items. These tests check the parser, the parent chain, the title lookup and the
errors for unreadable or unknown numbers. (This file is not counted as citing any
case: see ``test_case_coverage.py``.)
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_sail.cases import Case, CaseNumber, case, cases, rules_cases


@pytest.mark.parametrize(
    "text, parts",
    [
        ("9.33f", (9, 3, 3, "f")),
        ("9.33", (9, 3, 3, None)),
        ("9.3", (9, 3, None, None)),
        ("9.0", (9, 0, None, None)),
        ("15.9", (15, 9, None, None)),
        ("11.21b", (11, 2, 1, "b")),
        ("  7.83a  ", (7, 8, 3, "a")),
        ("[12.31]", (12, 3, 1, None)),
    ],
)
def test_parse_splits_section_primary_secondary_letter(text: str, parts: tuple[object, ...]) -> None:
    n = CaseNumber.parse(text)
    assert (n.section, n.primary, n.secondary, n.letter) == parts


@pytest.mark.parametrize("text", ["9.33f", "9.33", "9.3", "9.0", "15.9", "11.21b", "4.1"])
def test_str_writes_the_number_back(text: str) -> None:
    assert str(CaseNumber.parse(text)) == text


@pytest.mark.parametrize(
    "bad",
    ["", "9", "9.", ".3", "9.333", "9.33h", "9.33F", "x9.3", "9,33", "100.1", "9.3.3", None, 9.33, 933],
)
def test_unreadable_case_numbers_are_refused_naming_the_form(bad: object) -> None:
    with pytest.raises(InvalidInputError) as info:
        CaseNumber.parse(bad)  # type: ignore[arg-type]
    assert info.value.value == bad
    assert "Section.Primary" in str(info.value)


def test_parent_chain_walks_up_to_the_major_section() -> None:
    n = CaseNumber.parse("9.33f")
    chain = []
    while n is not None:
        chain.append(str(n))
        n = n.parent
    assert chain == ["9.33f", "9.33", "9.3", "9.0"]


def test_parent_of_a_lettered_primary_case_and_of_a_section() -> None:
    assert str(CaseNumber.parse("9.31a").parent) == "9.31"
    assert str(CaseNumber.parse("7.2").parent) == "7.0"
    assert CaseNumber.parse("7.0").parent is None


@given(st.sampled_from([c.number for c in cases()]))
def test_every_listed_case_parses_back_to_itself_and_reaches_its_section(number: str) -> None:
    n = CaseNumber.parse(number)
    assert str(n) == number
    top = n
    for _ in range(4):
        if top.parent is None:
            break
        top = top.parent
    assert top.parent is None and (top.primary, top.secondary, top.letter) == (0, None, None)
    assert top.section == n.section


def test_case_title_by_number() -> None:
    c = case("9.33f")
    assert isinstance(c, Case)
    assert c.number == "9.33f" and c.title == "Rake modifier" and c.section == 9
    assert case("[9.33f]") == c and case(" 9.33f ") == c
    assert case("11.21b").title == "Melee step b"


def test_unknown_case_lists_the_allowed_numbers() -> None:
    with pytest.raises(UnknownChoiceError) as info:
        case("9.39")
    err = info.value
    assert err.value == "9.39"
    assert "9.38" in err.allowed and "9.33f" in err.allowed and "15.9" in err.allowed
    assert len(err.allowed) == len(cases())
    assert "'9.38'" in str(err)


def test_unknown_case_is_a_value_error_and_unreadable_too() -> None:
    with pytest.raises(ValueError):
        case("99.9")
    with pytest.raises(InvalidInputError):
        case("nine")


def test_cases_are_unique_in_rules_order_and_kinds_known() -> None:
    numbers = [c.number for c in cases()]
    assert len(numbers) == len(set(numbers))
    kinds = {"geometry", "movement", "dice-resolution", "state-tracking", "sequence", "data", "flavour"}
    assert {c.kind for c in cases()} <= kinds
    sections = [c.section for c in cases()]
    assert sections == sorted(sections)


def test_rules_cases_run_from_4_0_to_15_9() -> None:
    rc = rules_cases()
    assert len(rc) == 183
    assert rc[0].number == "4.0" and rc[-1].number == "15.9"
    assert all(c.section >= 4 for c in rc)
    assert {c.number for c in cases()} - {c.number for c in rc} == {c.number for c in cases() if c.section < 4}


def test_case_number_brackets_come_in_pairs() -> None:
    """[2.0] a cited case is written ``[9.33f]`` or ``9.33f``; half a bracket is a typo."""
    assert str(CaseNumber.parse("[9.33f]")) == "9.33f"
    for bad in ("[9.33", "9.33]"):
        with pytest.raises(ValueError, match=re.escape(repr(bad))):
            CaseNumber.parse(bad)
