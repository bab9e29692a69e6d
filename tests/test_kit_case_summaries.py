"""Rulings show what the cases they cite rule, looked up in their rule set through the registry.

The kit names no rule set: a toy rule set registered for the test provides the
``CASE_SUMMARY`` lookup, as any installed rule set may.
"""

from __future__ import annotations

import sys
import types

import pytest

from sailkit import registry
from sailkit.rulings import Ruling, Step

TOY = "toy_rules_for_case_summaries"
SUMMARIES = {"1.1": "Pieces move one square at a time.", "2.0": "Captures happen by landing on a piece."}


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    """A rule set ``toy`` whose module gives summaries for 1.1 and 2.0 only."""
    module = types.ModuleType(TOY)
    module.CASE_SUMMARY = SUMMARIES.get  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, TOY, module)
    installed = {**registry.rulesets(), "toy": registry.RuleSetEntry("toy", TOY)}
    monkeypatch.setattr(registry, "rulesets", lambda: installed)
    return module


def _ruling(ruleset: str, *cases: str) -> Ruling:
    return Ruling("a question", True, tuple(Step(c, f"step under {c}") for c in cases), ruleset=ruleset)


def test_summaries_of_the_cited_cases_in_citation_order(toy: types.ModuleType) -> None:
    ruling = _ruling("toy", "2.0", "1.1", "2.0")
    assert ruling.case_summaries() == {"2.0": SUMMARIES["2.0"], "1.1": SUMMARIES["1.1"]}
    assert list(ruling.case_summaries()) == ["2.0", "1.1"]


def test_a_case_the_rule_set_does_not_know_is_left_out(toy: types.ModuleType) -> None:
    assert _ruling("toy", "1.1", "9.9").case_summaries() == {"1.1": SUMMARIES["1.1"]}


def test_no_summaries_without_a_rule_set_or_a_lookup(toy: types.ModuleType) -> None:
    assert _ruling("", "1.1").case_summaries() == {}
    assert _ruling("not_installed", "1.1").case_summaries() == {}
    del toy.CASE_SUMMARY
    assert _ruling("toy", "1.1").case_summaries() == {}


def test_a_ruling_without_steps_has_no_summaries(toy: types.ModuleType) -> None:
    assert Ruling("q", None, ruleset="toy").case_summaries() == {}


def test_fighting_sail_registers_its_lookup() -> None:
    """[8.0] The installed rule set answers through the same registry path."""
    from sailkit.rulesets.fighting_sail import case

    found = registry.case_summaries("fighting_sail", ["8.0", "99.9", "8.4"])
    assert found == {"8.0": case("8.0").summary, "8.4": case("8.4").summary}
