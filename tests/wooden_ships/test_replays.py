"""The recorded Wooden Ships games under replays/ read cleanly and replay to the position they record."""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.record import Record
from sailkit.rulesets.wooden_ships import WoodenShipsGame
from sailkit.rulesets.wooden_ships.notation import write_position

REPLAYS = sorted((Path(__file__).resolve().parents[2] / "replays").glob("wooden_ships-*.wsim"))


def test_there_are_a_duel_and_a_fleet_action() -> None:
    names = {p.name for p in REPLAYS}
    assert {"wooden_ships-frigate-duel.wsim", "wooden_ships-fleet-action.wsim"} <= names


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.name)
def test_replay_reaches_its_final_position(path: Path) -> None:
    record, problems = Record.load(path)
    assert problems == []
    game = WoodenShipsGame.from_record(record)
    assert write_position(game.position, game.state.grid) == record.headers["Final"]
    assert game.is_terminal() and game.result
    assert sum(1 for n in game.mainline() if n.comment) >= 5  # annotated
    assert WoodenShipsGame.from_text(game.to_text()).state == game.state
