"""What ``sailkit validate`` checks in a Wooden Ships record besides its actions: the game under other readings
(``--readings``), the ruling questions its annotations ask (``[%ruling fire Constitution Java]``), and its
``Result`` and ``Final`` headers against the end its main line reaches."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from sailkit import cli
from sailkit.annotations import RulingRef
from sailkit.engine import play_random
from sailkit.errors import UnknownChoiceError
from sailkit.questions import ask
from sailkit.record import Record
from sailkit.ruleset import Capability
from sailkit.rulesets.wooden_ships import RULES, RULESET, WoodenShipsGame, frigate_duel
from sailkit.rulesets.wooden_ships.faces.desk import DESK
from sailkit.validate import FINE_UNDER_OWN, validate_file, validate_text

from .helpers import CLOSE

ROOT = Path(__file__).resolve().parents[2]
DUEL = ROOT / "replays" / "wooden_ships-frigate-duel.wsim"
FLEET = ROOT / "replays" / "wooden_ships-fleet-action.wsim"


def test_the_rule_set_states_what_its_records_are_checked_for() -> None:
    assert {Capability.READINGS, Capability.QUESTIONS, Capability.END_CHECK} <= RULESET.capabilities


# ---- other readings [READINGS] ----


def test_a_set_up_under_other_readings_keeps_its_own_and_switches_the_others() -> None:
    own = frigate_duel().with_readings({"map_edge": "floating"})
    other = RULES.setup_with_readings(own, {"range_from": "firing-section"})
    assert other.readings.non_default() == {"map_edge": "floating", "range_from": "firing-section"}
    assert (other.ships, other.name) == (own.ships, own.name) and own.readings.non_default() == {"map_edge": "floating"}
    assert RULES.setup_with_readings(own, {"map_edge": "edge-stops"}).readings.non_default() == {}
    assert RULES.setup_with_readings(own, {}) == own
    with pytest.raises(UnknownChoiceError, match="'no_such_reading'"):
        RULES.setup_with_readings(own, {"no_such_reading": "x"})
    with pytest.raises(UnknownChoiceError, match="'sideways'"):
        RULES.setup_with_readings(own, {"range_from": "sideways"})


def test_a_record_checked_under_other_readings_says_where_it_stops_being_legal() -> None:
    """[2.2, 8.2.1] with the wind number read as where the wind comes from, the duel's ships lie otherwise to the
    wind from the first turn, and Constitution's broadside of the fourth turn no longer bears: a problem the record's own
    readings do not have."""
    assert validate_file(DUEL).legal
    report = validate_file(DUEL, readings={"wind_arrow": "from"})
    assert report.readings == {"wind_arrow": "from"} and len(report.problems) == 1
    problem = report.problems[0]
    assert (problem.line, problem.note) == (33, FINE_UNDER_OWN)
    assert report.lines()[0].startswith(f"{DUEL}:33: Turn 4, combat phase, action 21 'fire Constitution R Java hull'")
    assert validate_file(DUEL, readings={"range_from": "firing-section"}).legal  # this club's reading changes nothing
    with pytest.raises(UnknownChoiceError, match="'nowhere'"):
        validate_file(DUEL, readings={"wind_arrow": "nowhere"})


def test_sailkit_validate_readings_on_the_sample_battles(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["validate", "--readings", "range_from=firing-section", str(DUEL), str(FLEET)]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith("all legal")
    assert cli.main(["validate", "--readings", "wind_arrow=from", str(DUEL)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(f"({FINE_UNDER_OWN})") and out[-1].startswith("1 record under wind_arrow=from")


# ---- ruling questions in records [QUESTIONS] ----


def _ruling_refs(path: Path) -> list[tuple[int, str, object]]:
    """Every ``[%ruling ...]`` of a record with its line and the state where it stands."""
    game = WoodenShipsGame.load(path)
    return [
        (node.line or 0, a.question, state)
        for node, state in game.walk()
        for a in node.annotations
        if isinstance(a, RulingRef)
    ]


@pytest.mark.parametrize("path", [DUEL, FLEET], ids=lambda p: p.name)
def test_the_sample_battles_ask_rulings_at_their_turning_points(path: Path) -> None:
    """Each is answered as the rulings desk answers it, on the game's position and readings where it stands."""
    refs = _ruling_refs(path)
    assert len(refs) >= 3
    for _, question, state in refs:
        assert RULES.answer(state, question) == ask(DESK, state, question)
    assert validate_file(path).legal


def test_the_answers_are_the_rulings_the_battles_comment_on() -> None:
    answers = {(line, q): RULES.answer(state, q) for line, q, state in _ruling_refs(DUEL)}
    assert str(answers[(86, "fire Constitution Java")].verdict) == "yes: her R broadside, Hit Table 7"
    assert str(answers[(101, "fire Java Constitution")].verdict) == "yes: her L broadside, Hit Table 2"
    fleet = {(line, q): RULES.answer(state, q) for line, q, state in _ruling_refs(FLEET)}
    assert str(fleet[(33, "fire Formidable Agamemnon")].verdict) == "yes: her R broadside, Hit Table 5"


@pytest.mark.parametrize(
    ("wrong", "named"),
    [("odds Constitution Nelson", "'Nelson'"), ("sink Constitution Java", "'sink'"), ("range Java", "range")],
)
def test_a_wrong_question_in_a_record_is_reported_with_its_line(wrong: str, named: str) -> None:
    text = DUEL.read_text(encoding="utf-8").replace("[%ruling odds Constitution Java]", f"[%ruling {wrong}]")
    report = validate_text(text, source="duel.wsim")
    assert [(p.line, p.kind) for p in report.problems] == [(116, "annotation")]  # type: ignore[attr-defined]
    assert report.lines()[0].startswith("duel.wsim:116: Turn 15, combat phase, after action 104 'roll 7', ")
    assert f"annotation [%ruling {wrong}]" in report.lines()[0] and named in report.lines()[0]


def test_a_question_is_answered_under_the_readings_the_game_is_played_under() -> None:
    game = WoodenShipsGame(CLOSE, readings={"range_from": "firing-section"})
    assert RULES.answer(game.state, "range Constitution Java").readings == (("range_from", "firing-section"),)
    assert RULES.answer(WoodenShipsGame(CLOSE).state, "range Constitution Java").readings == (
        ("range_from", "nearer-hexes"),
    )


def test_answering_a_question_draws_nothing() -> None:
    """A rules question never loads matplotlib (the desk's drawing is its own module, loaded when a picture is asked)."""
    code = (
        "import sys\n"
        "from sailkit.rulesets.wooden_ships import RULES, WoodenShipsGame\n"
        "RULES.answer(WoodenShipsGame().state, 'fire Constitution Java')\n"
        "assert 'matplotlib' not in sys.modules, 'answering loaded matplotlib'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


# ---- the end [END_CHECK] ----


def _finished(seed: int = 3) -> WoodenShipsGame:
    game = play_random(WoodenShipsGame(CLOSE), seed)
    assert game.is_terminal() and game.result
    return game


def test_a_finished_game_is_saved_with_its_result(tmp_path: Path) -> None:
    """[14.1.4] what the game's end was is written when it is saved, and checked when the record is validated."""
    game = _finished()
    result = game.result
    game.back(3)  # the cursor elsewhere: the main line still ends where it did
    path = tmp_path / "duel.wsim"
    game.save(path)
    record, problems = Record.load(path)
    assert problems == [] and record.headers["Result"] == result == WoodenShipsGame.load(path).result
    assert validate_file(path).legal


def test_a_game_not_over_is_saved_without_a_result(tmp_path: Path) -> None:
    game = WoodenShipsGame(CLOSE).apply_action("order Constitution 1").apply_action("order Java 0")
    game.record().headers["Result"] = "Britain wins"  # say, left by an earlier save of a longer main line
    assert "[Result " not in game.to_text()


@pytest.mark.parametrize("header", ["Result", "Final"])
def test_an_end_header_the_main_line_does_not_reach_is_reported_at_its_line(header: str) -> None:
    text = DUEL.read_text(encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), start=1) if t.startswith(f"[{header} "))
    wrong = text.replace("United States wins", "Britain wins") if header == "Result" else text.replace("H13", "H14", 1)
    report = validate_text(wrong, source="duel.wsim")
    assert [(p.line, p.kind) for p in report.problems] == [(line, "end")]  # type: ignore[attr-defined]
    said = report.lines()[0]
    assert said.startswith(f"duel.wsim:{line}: Turn 16, melee phase, the end of the main line, after action 118: ")
    assert f"invalid {header} header" in said
    if header == "Result":
        assert "(expected the result reached: 'United States wins')" in said
    else:
        assert "Constitution=US-44/United States/crack@P2:4 H13" in said  # the ship whose line differs, as reached


def test_a_result_for_a_game_the_record_leaves_unfinished_is_reported() -> None:
    game = _finished()
    cut = Record.from_actions([str(a) for a in game.actions[:10]])
    cut.headers.update({**RULES.headers(CLOSE), "Game": RULES.title, "Result": game.result})
    text = cut.to_text()
    report = validate_text(text)
    assert [p.kind for p in report.problems] == ["end"]  # type: ignore[attr-defined]
    assert "expected none: the game is not over" in report.lines()[0]
    assert validate_text(text.replace(f'[Result "{game.result}"]\n', "")).legal


def test_under_other_readings_the_end_is_not_compared() -> None:
    """Another club's readings may end the same legal actions elsewhere: no fault of the record's headers."""
    text = DUEL.read_text(encoding="utf-8").replace("United States wins", "Britain wins")
    assert not validate_text(text).legal
    assert validate_text(text, readings={"range_from": "firing-section"}).legal
