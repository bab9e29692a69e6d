"""Ship specification charts as data with provenance, and the readings book with its generated document."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.errors import UnknownChoiceError
from sailkit.rulesets.wooden_ships.readings import READINGS, document
from sailkit.rulesets.wooden_ships.ships import QUALITIES, ship_type, ship_types

DOC = Path(__file__).resolve().parents[2] / "docs" / "wooden_ships" / "readings.md"
REGENERATE = "python -m sailkit.rulesets.wooden_ships readings > docs/wooden_ships/readings.md"


def test_chart_rows_of_the_index_facts() -> None:
    """Testable facts 53 and 54: the British 74 Large Class and the French 120, as charted."""
    gb = ship_type("GB-6")
    assert (gb.hull, gb.crew, gb.guns, gb.carronades, gb.rigging) == (21, (10, 8, 8), (18, 18), (4, 4), (7, 7, 7))
    assert gb.points == (30, 29, 23, 21, 19) and gb.depth == 21 and gb.notes == "Large Class"
    fr = ship_type("FR-120")
    assert (fr.hull, fr.crew, fr.guns, fr.carronades, fr.rigging) == (27, (16, 14, 14), (28, 28), (2, 2), (9, 9, 9))
    assert fr.points == (43, 40, 33, 30, 27) and fr.depth == 24


def test_every_row_is_whole_and_marks_what_is_not_printed() -> None:
    types = ship_types()
    assert len(types) == 115
    nations = {t.nation for t in types.values()}
    assert len(nations) == 10
    for t in types.values():
        assert len(t.crew) == 3 and t.hull > 0 and len(t.rigging) in (3, 4)
        assert t.battle_sail_speed in (3, 4) and t.source("battle_sail_speed") == "derived"  # [2.31.2, 11.4.4.1]
        assert t.source("turning_ability") == "reconstructed"
        assert set(t.provenance.values()) <= {"derived", "reconstructed", "printed-suspect"}
        if t.nation == "Britain":
            assert t.source("rating") in ("derived", "reconstructed")  # the British rating column is lost
        else:
            assert t.source("rating") == "printed"
    # minor nations leave green and poor point values blank
    assert ship_type("DK-74").point_value("green") is None and ship_type("PT-74").point_value("poor") == 18
    assert QUALITIES[0] == "elite"


def test_french_44_reading_switches_the_suspect_value() -> None:
    assert ship_type("FR-44").guns == (10, 10)
    assert ship_type("FR-44", READINGS.resolve({"french_44_guns": "as-printed"})).guns == (10, 5)
    assert ship_type("FR-44", READINGS.resolve({"french_44_guns": "as-printed"})).source("guns") == "printed-suspect"
    assert ship_type("FR-44").source("guns") == "derived"


def test_scaling_to_basic_and_the_16_2_1_fact() -> None:
    """Testable fact 41 [16.2.1]: Basic hull 14, guns 8, crew 5 scale to 21, 16, 10; halving goes back."""
    gb = ship_type("GB-6").basic_scale()
    assert gb.hull == 14 and gb.guns == (9, 9) and gb.crew == (5, 4, 4)


def test_unknown_ship_type_is_a_clear_error() -> None:
    with pytest.raises(UnknownChoiceError, match="XX-1"):
        ship_type("XX-1")


def test_counter_ratings_come_from_the_reading() -> None:
    assert ship_type("US-44").counter_ratings() == (3, 6)
    assert ship_type("FR-120").counter_ratings() == (1, 5)
    with pytest.raises(UnknownChoiceError):
        ship_type("US-44").counter_ratings(READINGS.resolve({"counter_ratings": "scenario-only"}))


def test_committed_readings_doc_is_current() -> None:
    assert DOC.exists(), f"docs/wooden_ships/readings.md is missing; run: {REGENERATE}"
    assert DOC.read_text(encoding="utf-8") == document(), f"out of date; run: {REGENERATE}"


def test_every_reading_has_cases_options_and_a_reasoned_default() -> None:
    text = document()
    assert len(READINGS) >= 30
    for key, r in READINGS.items():
        assert r.cases and r.why_default and f'| <a id="{key}"></a>`{key}` |' in text
        assert all(f"`{o.name}`:" in text for o in r.options)


def test_notation_doc_lists_every_verb() -> None:
    from sailkit.rulesets.wooden_ships.actions import GRAMMAR

    text = (DOC.parent / "notation.md").read_text(encoding="utf-8")
    assert GRAMMAR.markdown() in text
