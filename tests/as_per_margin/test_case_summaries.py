"""Rulings of As Per Margin show what each section they cite is about (CASE_SUMMARY through the kit's registry)."""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin as apm
from sailkit.rulesets.as_per_margin import ruled as c
from sailkit.rulesets.as_per_margin.sections import SECTIONS
from sailkit.rulesets.as_per_margin.summaries import case_summary
from sailkit.rulings import Ruling

CITED = sorted({v for k, v in vars(c).items() if k.isupper() and isinstance(v, str) and ", APM-" in v})


def test_case_summary_is_the_lookup_the_kit_uses() -> None:
    assert all(apm.RULESET.cases.summary(case) == case_summary(case) for case in CITED)


@pytest.mark.parametrize("case", CITED)
def test_every_section_the_rulings_cite_has_its_title(case: str) -> None:
    """Each case constant of ruled.py names a section of our index, under the heading printed with it."""
    summary = case_summary(case)
    heading = case.rpartition(", ")[0]
    assert summary is not None and summary.startswith(f"{heading}: ") and len(summary) > len(heading) + 4


def test_a_bare_id_an_unknown_id_and_a_wrong_heading() -> None:
    assert case_summary("APM-03d") == "WIND SPEED: ships moving independently"
    assert case_summary("APM-99") is None and case_summary("FIRE, APM-03d") is None
    assert case_summary("") is None and case_summary(7) is None  # type: ignore[arg-type]
    assert {s.id for s in SECTIONS} >= {case.rpartition(", ")[2] for case in CITED}


def test_a_ruling_shows_the_titles_of_the_sections_it_cites() -> None:
    """[TACKING SHIPS, APM-06] a tack's ruling, through Ruling.case_summaries as a notebook or the desk asks it."""
    ruling: Ruling = apm.tack(4, damaged=False, english=True)
    summaries = ruling.case_summaries()
    assert list(summaries) == list(ruling.cases) and summaries[c.TACKING] == (
        "TACKING SHIPS: turning through the wind and missing stays"
    )
