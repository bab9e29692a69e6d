"""docs/readings.md is generated from the readings book; this keeps the committed file in step."""

from __future__ import annotations

from pathlib import Path

from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.readings_doc import document

DOC = Path(__file__).resolve().parents[1] / "docs" / "readings.md"
REGENERATE = "python -m sailkit.rulesets.fighting_sail readings > docs/readings.md"


def test_committed_readings_doc_is_current() -> None:
    """A reading was added or changed without regenerating the document."""
    assert DOC.exists(), f"docs/readings.md is missing; run: {REGENERATE}"
    assert DOC.read_text(encoding="utf-8") == document(), f"docs/readings.md is out of date; run: {REGENERATE}"


def test_document_lists_every_reading_with_its_default() -> None:
    text = document()
    for key, r in READINGS.items():
        assert f'| <a id="{key}"></a>`{key}` |' in text  # each row anchored by its key
        assert f"`{r.default}`:" in text
        assert all(f"`{o.name}`:" in text for o in r.options)


def test_document_explains_how_to_switch() -> None:
    text = document()
    assert "readings={" in text and "with_(readings=" in text and REGENERATE in text


def test_a_rulings_reading_labels_link_to_their_own_row() -> None:
    """A ruling's reading label opens the documentation at that reading's row, not at the top of the table."""
    from sailkit.rulesets.fighting_sail import Position, moves

    duel = Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    ruling = moves(duel, "Shannon", "ahead")
    assert "map_exit" in dict(ruling.readings)
    assert 'href="../docs/readings.md#map_exit"' in ruling.html(picture=False)
    assert '<a id="map_exit"></a>' in DOC.read_text(encoding="utf-8")
