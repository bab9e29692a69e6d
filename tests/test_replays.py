"""Every recorded game under replays/ reads cleanly and replays to the position it records."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.record import Record
from sailkit.rulesets.fighting_sail import Game

REPLAYS = sorted((Path(__file__).resolve().parent.parent / "replays").glob("*.sail"))


def test_there_are_replays() -> None:
    assert REPLAYS, "replays/ holds no .sail file"


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.name)
def test_replay_reaches_its_final_position(path: Path) -> None:
    """[14.0] a record of every action rebuilds the game exactly."""
    record, problems = Record.load(path)
    assert problems == []
    game = Game.from_record(record)
    assert str(game.position) == record.headers["Final"]
    assert Game.from_text(game.to_text()).position == game.position
