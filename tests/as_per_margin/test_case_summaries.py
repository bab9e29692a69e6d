"""Rulings of As Per Margin show what each section they cite rules: the summaries of the case index (data/cases.csv).

The index is the one source: each clause's title, summary in our own words, printed heading and notebook; a ruling's
``case_summaries()`` (what a notebook or the desk shows beside its steps) reads it through the kit's registry.
"""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin as apm
from sailkit.errors import UnknownChoiceError
from sailkit.rulesets.as_per_margin import citations as c
from sailkit.rulings import Ruling

CITED = sorted({v for k, v in vars(c).items() if k.isupper() and isinstance(v, str) and ", APM-" in v})


@pytest.mark.parametrize("cite", CITED)
def test_every_section_the_rulings_cite_has_its_summary(cite: str) -> None:
    """Each case constant of citations.py names a clause of our index, under the heading printed with it, and the index
    says in a sentence or two what it rules."""
    summary = apm.RULESET.cases.summary(cite)
    heading, _, number = cite.rpartition(", ")
    assert summary is not None and summary == apm.case(number).summary
    assert summary.endswith(".") and len(summary.split()) >= 8


def test_every_summary_is_written_out_not_the_heading_and_title() -> None:
    """No clause is left with a placeholder: a summary is more than its heading and title put together."""
    for clause in apm.RULESET.cases.values():
        assert clause.summary != f"{clause.extra['heading']}: {clause.title}", clause.number
        assert clause.title.casefold() not in clause.summary.casefold() or len(clause.summary) > 3 * len(clause.title)


def test_a_bare_id_an_unknown_id_and_a_wrong_heading() -> None:
    cases = apm.RULESET.cases
    assert cases.summary("APM-03d") == cases.summary("WIND SPEED, APM-03d") == apm.case("APM-03d").summary
    assert cases.summary("APM-99") is None and cases.summary("FIRE, APM-03d") is None  # a wrong heading names no case
    assert cases.summary("") is None and cases.get(7) is None  # type: ignore[arg-type]
    with pytest.raises(UnknownChoiceError, match="APM-99"):
        apm.case("APM-99")


def test_a_ruling_shows_what_the_sections_it_cites_rule() -> None:
    """[TACKING SHIPS, APM-06] a tack's ruling, through Ruling.case_summaries as a notebook or the desk asks it."""
    ruling: Ruling = apm.tack(4, damaged=False, english=True)
    summaries = ruling.case_summaries()
    assert list(summaries) == list(ruling.cases)
    assert summaries[c.TACKING] == apm.case("APM-06").summary and "other tack" in summaries[c.TACKING]
    assert "what these cases rule" in ruling._repr_html_() and "she swings onto the other tack" in ruling._repr_html_()
