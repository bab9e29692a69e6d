"""The readings book of As Per Margin and its generated document."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.as_per_margin import Ship, chart_for, fire_odds, table_i
from sailkit.rulesets.as_per_margin.readings import READINGS, RECONSTRUCTED, document

DOC = Path(__file__).resolve().parents[2] / "docs" / "as_per_margin" / "readings.md"
REGENERATE = "python -m sailkit.rulesets.as_per_margin readings > docs/as_per_margin/readings.md"


def test_committed_readings_doc_is_current() -> None:
    assert DOC.exists(), f"docs/as_per_margin/readings.md is missing; run: {REGENERATE}"
    assert DOC.read_text(encoding="utf-8") == document(), f"out of date; run: {REGENERATE}"


def test_every_reading_cites_a_section_and_an_index_id_and_has_a_reasoned_default() -> None:
    text = document()
    assert len(READINGS) >= 20
    for key, r in READINGS.items():
        # group_moves alone names one option: its why says why the other reading cannot be played
        assert r.why_default and (len(r.options) >= 2 or (key, r.option_names) == ("group_moves", ("one-at-a-time",)))
        assert all(re.fullmatch(r"[A-Z &I]+, APM-\d\d[a-f]?", case) for case in r.cases), r.cases
        assert f'| <a id="{key}"></a>`{key}` |' in text
        assert all(f"`{o.name}`:" in text for o in r.options)
    for key, option in RECONSTRUCTED:
        assert option in READINGS[key].option_names
        assert f"`{key}={option}`" in text


def test_the_points_the_index_asks_for_are_all_readings() -> None:
    for key in (
        "table_ii",
        "table_iii",
        "lesser_rate_charts",
        "compass_point",
        "beating_angle",
        "range_boundaries",
        "side_one",
        "anchored_halving",
        "rake_definition",
        "rate_gaps",
    ):
        assert key in READINGS


def test_a_reconstructed_chart_says_so_in_its_ruling() -> None:
    chart, ruling = chart_for(74)
    assert chart.reconstructed and (chart.masts_row, chart.guns_side, chart.hull_row) == (4, 4, 4)
    assert any("reconstructed" in s.reason for s in ruling.steps)
    assert ("lesser_rate_charts", "by-guns") in ruling.readings
    first, plain = chart_for(104)
    assert not first.reconstructed and not any("reconstructed" in s.reason for s in plain.steps)
    with pytest.raises(InvalidInputError, match="74 guns"):
        chart_for(74, {"lesser_rate_charts": "supplied"})


def test_table_ii_is_unresolved_by_default_and_the_stand_in_is_marked() -> None:
    assert table_i(4, 6).verdict == "Table II"
    a, b = Ship("A", 1, Pose(0, 0, 0)), Ship("B", 2, Pose(6, 0, 0))
    odds = fire_odds(a, b, {"table_ii": "hull-guns-fire"})
    assert any("reconstructed" in s.reason for s in odds.steps)


def test_unknown_readings_are_refused_by_name() -> None:
    with pytest.raises(UnknownChoiceError, match="compass_points"):
        table_i(4, 6, {"compass_points": "eight"})
    with pytest.raises(UnknownChoiceError, match="'twelve'"):
        table_i(4, 6, {"compass_point": "twelve"})


def test_every_reading_is_consulted_by_the_code() -> None:
    """A reading no function asks for is stale."""
    package = Path(__file__).resolve().parents[2] / "sailkit" / "rulesets" / "as_per_margin"
    code = "".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py") if p.name != "readings.py")
    for key in READINGS:
        assert f'"{key}"' in code, key
