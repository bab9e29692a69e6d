"""The recorded As Per Margin game under replays/ validates clean, round-trips and is the sample generator's output."""

from __future__ import annotations

from pathlib import Path

from sailkit.annotations import Arrow, Bookmark, Highlight, RulingRef
from sailkit.record import Record
from sailkit.rulesets.as_per_margin import AsPerMarginGame
from sailkit.rulesets.as_per_margin.samples import NAME, sample
from sailkit.validate import validate_file

PATH = Path(__file__).resolve().parents[2] / "replays" / NAME


def test_the_sample_game_validates_clean_and_reaches_its_result() -> None:
    report = validate_file(PATH)
    assert report.legal, report.lines()
    game = AsPerMarginGame.load(PATH)
    assert game.is_terminal() and game.result == game.record().headers["Result"]


def test_the_sample_game_round_trips_byte_for_byte_and_is_annotated() -> None:
    text = PATH.read_text(encoding="utf-8")
    record, problems = Record.load(PATH)
    assert problems == [] and record.to_text() == text
    assert AsPerMarginGame.from_text(text).to_text() == text
    kinds = {type(a) for node in record.root.walk() for a in node.annotations}
    assert {Arrow, Highlight, Bookmark, RulingRef} <= kinds
    assert any(len(node.children) > 1 for node in record.root.walk())  # a what-if variation
    assert sum(1 for node in record.root.mainline() if node.comments) >= 5


def test_the_generator_writes_the_same_game_again() -> None:
    assert sample().to_text() == PATH.read_text(encoding="utf-8")
