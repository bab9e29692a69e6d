"""The record-sheet, victory and index helpers behind tutorials 12-14 [14.0, 15.0-GL, 15.0-VC]."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.lessons import Lesson
from sailkit.rulesets.fighting_sail.__main__ import main
from sailkit.rulesets.fighting_sail.faces.explorers.recording import SheetExplorer, sheet_changes
from sailkit.rulesets.fighting_sail.faces.explorers.victory import VictoryExplorer
from sailkit.rulesets.fighting_sail.recording import sheet_entry
from sailkit.rulesets.fighting_sail.victory import outcome

ROOT = Path(__file__).resolve().parents[2]


def test_a_sheet_entry_names_the_case_of_every_note() -> None:
    """[14.0, 10.1, 10.12, 10.31, 9.36] the line as written, each entry with its case."""
    pos = fs.Position.parse(
        "FS turn 3 wind NW | Chesapeake US 1009 NE hull=2 masts=1 first=starboard | Shannon BR 1010 NE"
    )
    entry = sheet_entry(pos, "Chesapeake")
    assert entry.verdict == "Chesapeake: hull 2, rigging 0, crew 6, 1 mast lost, first starboard fired"
    assert entry.cases == ("14.0", "10.1", "10.2", "10.12", "10.31", "9.36")
    prize = pos.with_ship(pos.ship("Chesapeake").with_(side="BR", prize=True))
    assert sheet_entry(prize, "Chesapeake").steps[-1].reason == "prize of BR"
    assert "of US" in sheet_entry(prize, "Chesapeake").steps[0].reason  # the sheet follows the ship's owner


def test_the_sheet_explorer_shows_what_each_action_wrote() -> None:
    """[14.0] only fire's dice write on the sheets of the first game; the slider moves through the record."""
    game = fs.Game.from_record(Lesson.of("fighting_sail", "first_game").record)
    ex = SheetExplorer(game, at=0, draw=False)
    assert ex.changes == () and ex.position.turn == 1
    ex.at.value = 7
    assert ex.actions[6] == "roll 23" and "US sheet, Chesapeake: hull 1, rigging 0, crew 7" in ex.changes
    assert "written on the sheets" in ex.label.value
    before, after = game.start, game.position
    assert len(sheet_changes(before, after)) == 2 and sheet_changes(after, after) == ()


def test_the_outcome_joins_the_end_of_the_game_and_its_result() -> None:
    """[15.0-GL, 15.0-VC] play on while damage is possible; a stalemate is a draw or goes to points, by reading."""
    assert outcome(fs.scenario("15.1")).verdict == "play on"
    stuck = fs.Position.parse(
        "FS turn 5 wind S | Constitution US 0712 E masts=3 | Cyane US 0509 E prize | Levant BR 1518 E masts=3"
    )
    drawn = outcome(stuck)
    assert drawn.verdict == "draw" and drawn.facts["reason"] == "no damage possible"
    assert ("game_end_no_damage", "draw") in drawn.readings
    assert outcome(stuck, readings={"game_end_no_damage": "points"}).verdict == "US wins"
    assert outcome(fs.scenario("15.8"), length=12).verdict == "play on"


def test_the_victory_explorer_scores_each_fate() -> None:
    """[15.0-VC, 12.2, 13.21] struck: a prize of the enemy; blown up: counted as taken; nothing: a draw."""
    ex = VictoryExplorer(fs.scenario("15.5"), draw=False)
    assert ex.ruling.verdict == "draw"
    ex.fates["Levant"].value = "blown up"
    assert ex.ruling.facts["points"] == {"US": 4, "BR": 0}
    ex.fates["Constitution"].value = "struck"
    assert ex.position.ship("Constitution").side == "BR" and ex.ruling.verdict == "BR wins"


def test_the_index_command_rewrites_the_tables_and_nothing_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m sailkit.rulesets.fighting_sail index NOTEBOOK`` regenerates each ``## Section N:`` cell."""
    copy = tmp_path / "14_index.ipynb"
    shutil.copy(ROOT / "tutorials" / "14_index.ipynb", copy)
    nb = json.loads(copy.read_text(encoding="utf-8"))
    cell = next(c for c in nb["cells"] if "".join(c["source"]).startswith("## Section 9:"))
    cell["source"] = ["## Section 9: stale"]
    copy.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main(["index", str(copy)]) == 0 and "wrote" in capsys.readouterr().out
    assert copy.read_text(encoding="utf-8") == (ROOT / "tutorials" / "14_index.ipynb").read_text(encoding="utf-8")
    assert main(["index", str(copy)]) == 0 and "up to date" in capsys.readouterr().out


def test_the_index_command_names_a_bad_file_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["index", str(tmp_path / "missing.ipynb")]) == 2
    assert "cannot read" in capsys.readouterr().err
    text = tmp_path / "notes.ipynb"
    text.write_text("not json", encoding="utf-8")
    assert main(["index", str(text)]) == 2 and "is not a notebook" in capsys.readouterr().err
    assert text.read_text(encoding="utf-8") == "not json"
