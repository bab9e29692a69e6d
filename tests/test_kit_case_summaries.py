"""Rulings show what the cases they cite rule, looked up in their rule set's case index through the registry.

The kit names no rule set: a toy rule set, a package with its ``data/cases.csv``, is registered for the test,
as any installed rule set may be.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sailkit import registry
from sailkit.cases import CaseIndex
from sailkit.errors import InvalidInputError
from sailkit.ruleset import Capability, RuleSet
from sailkit.rulings import Ruling, Step

TOY = "toy_rules_for_case_summaries"
CASES = """number,title,summary,tutorial,lost
1.1,Moving,Pieces move one square at a time.,01_moving.ipynb,
2.0,Capturing,Captures happen by landing on a piece.,,yes
"""


def _toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capabilities: frozenset[Capability]) -> RuleSet:
    package = tmp_path / TOY
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "data" / "cases.csv").write_text(CASES)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, TOY, raising=False)
    rs = RuleSet("toy", "Toy", TOY, capabilities, readings_at="sailkit.engine.race:READINGS")
    installed = {**registry.rulesets(), "toy": rs}
    monkeypatch.setattr(registry, "rulesets", lambda: installed)
    return rs


@pytest.fixture
def toy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> RuleSet:
    """A rule set ``toy`` whose case index knows 1.1 and 2.0 only."""
    return _toy(tmp_path, monkeypatch, frozenset({Capability.CASES}))


def _ruling(ruleset: str, *cases: str) -> Ruling:
    return Ruling("a question", True, tuple(Step(c, f"step under {c}") for c in cases), ruleset=ruleset)


def test_summaries_of_the_cited_cases_in_citation_order(toy: RuleSet) -> None:
    ruling = _ruling("toy", "2.0", "1.1", "2.0")
    assert ruling.case_summaries() == {
        "2.0": "Captures happen by landing on a piece.",
        "1.1": "Pieces move one square at a time.",
    }
    assert list(ruling.case_summaries()) == ["2.0", "1.1"]


def test_a_case_the_rule_set_does_not_know_is_left_out(toy: RuleSet) -> None:
    assert _ruling("toy", "1.1", "9.9").case_summaries() == {"1.1": "Pieces move one square at a time."}


def test_no_summaries_without_a_rule_set_or_a_case_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _toy(tmp_path, monkeypatch, frozenset())  # installed, but it states no case index
    assert _ruling("", "1.1").case_summaries() == {}
    assert _ruling("not_installed", "1.1").case_summaries() == {}
    assert _ruling("toy", "1.1").case_summaries() == {}


def test_a_ruling_without_steps_has_no_summaries(toy: RuleSet) -> None:
    assert Ruling("q", None, ruleset="toy").case_summaries() == {}


def test_the_index_reads_its_columns_and_says_which_case_is_lost_or_untaught(toy: RuleSet) -> None:
    index = toy.cases
    assert list(index) == ["1.1", "2.0"] and index.untaught == ("2.0",)
    assert index["[2.0]"].lost and not index["1.1"].lost and index["1.1"].tutorial == "01_moving.ipynb"
    assert "[1.1]" in index and "3.0" not in index and index.get(7) is None  # type: ignore[arg-type]
    assert "| [2.0] | not yet taught | Capturing |" in index.markdown()


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("number,title,summary\n1.1,a,b\n", "tutorial, lost"),
        ("number,title,summary,tutorial,lost\n1.1,a,b,,\n1.1,c,d,,\n", "line 3"),
        ("number,title,summary,tutorial,lost\n1.1,a,b,,maybe\n", "'maybe'"),
    ],
)
def test_a_faulty_index_names_what_is_wrong(text: str, match: str) -> None:
    with pytest.raises(InvalidInputError, match=match):
        CaseIndex.parse("toy", text)


def test_a_citation_in_the_rule_sets_own_form_finds_its_case() -> None:
    """As Per Margin cites a heading and our id; a heading that is not the case's own names no case."""
    text = "number,title,summary,tutorial,lost,heading\nAPM-03d,independents,Ships on their own.,,,WIND SPEED\n"
    index = CaseIndex.parse("toy", text, cite_pattern=r"(?:(?P<heading>[^,]+), )?(?P<number>APM-\d+[a-z]?)")
    assert index.summary("WIND SPEED, APM-03d") == index.summary("APM-03d") == "Ships on their own."
    assert index.summary("FIRE, APM-03d") is None and index.summary("APM-99") is None


def test_a_case_under_a_printed_heading_is_taught_under_both() -> None:
    """The part teaching a clause is headed with the printed heading and our title, and the index links to that part."""
    text = (
        "number,title,summary,tutorial,lost,heading\nAPM-03d,independents,Ships on their own.,03_t.ipynb,,WIND SPEED\n"
    )
    case = CaseIndex.parse("toy", text)["APM-03d"]
    assert case.heading == "[APM-03d] WIND SPEED: independents"
    assert case.anchor == "%5BAPM-03d%5D-WIND-SPEED%3A-independents"
    plain = CaseIndex.parse("toy", "number,title,summary,tutorial,lost\n7.34,Turning,Turns.,,\n")["7.34"]
    assert plain.heading == "[7.34] Turning"


def test_a_case_taught_under_a_shared_heading_links_to_that_heading() -> None:
    """[taught_under] One notebook heading may teach several cases: each links to the anchor JupyterLab gives it."""
    text = (
        "number,title,summary,tutorial,lost,taught_under\n"
        '7.2,Orders,How orders are written.,07.ipynb,,"[7.2, 7.2.1] Writing the order"\n'
        '7.2.1,Where,Orders go in the move column.,07.ipynb,,"[7.2, 7.2.1] Writing the order"\n'
        "7.3,Alone,A case with a heading of its own.,07.ipynb,,\n"
    )
    index = CaseIndex.parse("toy", text)
    assert index["7.2.1"].heading == index["7.2"].heading == "[7.2, 7.2.1] Writing the order"
    assert index["7.2.1"].anchor == "%5B7.2%2C-7.2.1%5D-Writing-the-order"
    assert index["7.3"].heading == "[7.3] Alone"  # no taught_under: its own number and title
    assert "(07.ipynb#%5B7.2%2C-7.2.1%5D-Writing-the-order) | Where |" in index.markdown()
