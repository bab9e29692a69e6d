"""The samples of replays/ (the Encounter, the Duel) are written again byte for byte, validate, and their end
headers are checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.record import Record
from sailkit.rulesets.fighting_ships import Game
from sailkit.rulesets.fighting_ships.samples import NAME, SAMPLES, sample
from sailkit.validate import validate_text

REPLAYS = Path(__file__).resolve().parents[2] / "replays"
SAMPLE = REPLAYS / NAME


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_the_sample_is_written_again_byte_for_byte(name: str) -> None:
    assert (REPLAYS / name).read_text(encoding="utf-8") == sample(name).to_text(), (
        "replays/ is out of date: python -m sailkit.rulesets.fighting_ships samples"
    )


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_the_sample_validates_and_replays_to_its_final_position(name: str) -> None:
    text = (REPLAYS / name).read_text(encoding="utf-8")
    report = validate_text(text)
    assert report.legal and not report.problems, report.lines()
    record, problems = Record.load(REPLAYS / name)
    game = Game.from_record(record)
    assert not problems and str(game.position) == record.headers["Final"] and game.result == record.headers["Result"]
    assert "[%bookmark the end]" in text and "[%arrow red " in text


def test_a_wrong_end_header_is_reported_at_its_line() -> None:
    """[END_CHECK] A Result or Final header the main line does not reach is a problem of that header."""
    text = SAMPLE.read_text(encoding="utf-8")
    for header in ("Result", "Final"):
        start = text.index(f'[{header} "') + len(header) + 3
        wrong = text[:start] + "GB wins" + text[text.index('"]', start) :]
        report = validate_text(wrong)
        assert not report.legal and any(header in line for line in report.lines()), report.lines()
