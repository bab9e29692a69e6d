"""docs/fighting_ships/readings.md is generated from the reading book; this keeps the committed file in step."""

from __future__ import annotations

from pathlib import Path

from sailkit.rulesets.fighting_ships import RULESET
from sailkit.rulesets.fighting_ships.readings import READINGS, REGENERATE, document

DOC = Path(__file__).resolve().parents[2] / RULESET.readings_doc


def test_committed_readings_doc_is_current() -> None:
    assert DOC.read_text(encoding="utf-8") == document(), f"{RULESET.readings_doc} is out of date; run: {REGENERATE}"


def test_every_reading_has_its_anchored_row_and_default() -> None:
    text = document()
    for key, reading in READINGS.items():
        assert f'| <a id="{key}"></a>`{key}` |' in text and f"`{reading.default}`:" in text
