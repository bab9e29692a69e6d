"""The sample battles of replays/: whole games by the computer captain, annotated, with what-ifs, played again exactly.

Every record under replays/ also validates clean (tests/test_cli_validate.py), reaches its
``Final`` header (tests/test_replays.py) and round-trips byte for byte through text and
JSON (tests/test_record_json.py); the tests here are about what the samples hold.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.annotations import Arrow, Bookmark, Highlight, RulingRef
from sailkit.errors import UnknownChoiceError
from sailkit.record import Record
from sailkit.rulesets.fighting_sail import Game
from sailkit.rulesets.fighting_sail.samples import SAMPLES, main, play, sample

REPLAYS = Path(__file__).resolve().parents[2] / "replays"
DUELS = ("15.1", "15.3", "15.4")


def _load(sid: str) -> tuple[Record, Game]:
    record, problems = Record.load(REPLAYS / sample(sid).file)
    assert problems == []
    return record, Game.from_record(record)


def test_the_samples_are_the_three_duels_and_santo_domingo() -> None:
    assert [s.scenario for s in SAMPLES] == [*DUELS, "15.9"]
    assert sorted(p.name for p in REPLAYS.glob("15.*.sail")) == sorted(s.file for s in SAMPLES)


@pytest.mark.parametrize("sid", DUELS)
def test_a_duel_is_played_to_its_end_and_annotated_at_its_turning_points(sid: str) -> None:
    """[15.0] the game ends with a winner; first blood and the end are bookmarked, with arrows, comments, a what-if."""
    record, game = _load(sid)
    assert game.is_terminal() and game.result().headline().endswith(" wins")
    nodes = list(record.root.walk())
    values = [a for n in nodes for a in n.annotations]
    names = [a.name for a in values if isinstance(a, Bookmark)]
    assert names[0] == "first blood" and names[-1] == "the end" and len(names) == len(set(names))
    assert any(isinstance(a, Arrow) for a in values) and any(isinstance(a, Highlight) for a in values)
    assert any(isinstance(a, RulingRef) for a in values)
    assert record.root.comments and sample(sid).event in record.root.comments[0]
    what_ifs = [n for n in nodes if len(n.children) > 1]
    assert what_ifs, "at least one what-if variation"
    for n in what_ifs:
        alternative = n.children[1]
        assert alternative.action.startswith("roll ") and alternative.comment.startswith("What if the die had shown")
    assert record.headers["Players"] == "sailkit Captain (both sides)" and record.headers["Seed"].isdecimal()


def test_santo_domingo_is_fought_for_all_sixteen_game_turns() -> None:
    """[15.9, 15.0-GL] the fixed-length battle ends after Game-Turn 16, scored in Victory Points."""
    record, game = _load("15.9")
    assert game.game_length == 16 and game.turn == 16 and game.is_terminal()
    assert "Victory Points" in record.root.end().comment
    assert sum(len(n.children) > 1 for n in record.root.walk()) >= 1


def test_a_sample_plays_again_byte_for_byte_from_its_seed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Dice are data [14.0]: the captain has no random generator and the dice come from the seed."""
    assert main(["15.4", "--out", str(tmp_path)]) == 0
    written = tmp_path / sample("15.4").file
    assert capsys.readouterr().out == f"wrote {written}\n"
    assert written.read_text(encoding="utf-8") == (REPLAYS / written.name).read_text(encoding="utf-8")
    assert play(sample("15.1")).to_text() == (REPLAYS / sample("15.1").file).read_text(encoding="utf-8")


def test_an_unknown_sample_names_those_there_are(tmp_path: Path) -> None:
    with pytest.raises(UnknownChoiceError, match=r"invalid sample battle: '15\.2' \(expected one of '15\.1'"):
        main(["15.2", "--out", str(tmp_path)])
    with pytest.raises(SystemExit):
        main(["--out", str(tmp_path / "missing")])
