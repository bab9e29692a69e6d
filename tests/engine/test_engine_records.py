"""The engine and annotated records: annotations ride on the nodes; lenient replay; the optional Rules parts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sailkit.annotations import Arrow, Bookmark, Highlight, RulingRef
from sailkit.engine import BaseRules, Game, ReplayProblem, optional, situation
from sailkit.engine.race import RACE, READINGS, RaceSetup
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.record import read_record


def _game() -> Game[Any, Any]:
    return Game(RACE, RaceSetup())


def test_annotations_ride_through_apply_undo_branch_save_and_load(tmp_path: Path) -> None:
    g = _game()
    g.annotations.append(Bookmark("start"))  # before any action: on the whole game
    g.apply_action("throw A")
    g.annotations += [Arrow("red", "0", "4"), RulingRef("score A")]
    g.comment = "A throws"
    g.apply_action("roll 4")
    g.annotations = [Highlight("yellow", "4")]
    g.apply_action("pass B")
    g.undo()  # a later action taken back: the annotations before it stay
    g.back()
    g.apply_action("roll 4")  # replaying a recorded action moves onto it, annotations kept
    assert g.annotations == [Highlight("yellow", "4")]
    what_if = g.branch().back()
    what_if.apply_action("roll 6")
    what_if.annotations.append(Bookmark("had it been six"))
    path = tmp_path / "race.sail"
    g.save(path)
    text = path.read_text(encoding="utf-8")
    assert "throw A {A throws [%arrow red 0>4] [%ruling score A]}" in text
    assert "roll 4 {[%highlight yellow 4]}" in text and "roll 6 {[%bookmark had it been six]}" in text
    again = Game.load(path, rules=RACE)
    assert again.to_text() == text
    assert again.record().root.annotations == [Bookmark("start")]
    assert again.annotations == [Highlight("yellow", "4")] and again.back().comment == "A throws"
    again.go(again.variations()[1])
    assert again.annotations == [Bookmark("had it been six")] and again.state.scores == (6, 0)


def test_replaying_keeps_the_line_each_node_was_read_from() -> None:
    g = Game.from_text('[Game "Race"]\n\n{start}\nthrow A\n(\n  pass A\n)\nroll 2\n', rules=RACE)
    assert [n.line for n, _ in g.walk()] == [3, 4, 8, 6]
    assert [n.action for n, _ in g.walk()] == [None, "throw A", "roll 2", "pass A"]


_BROKEN = """[Game "Race"]
[Head "0"]

throw A
roll 9
(
  roll 3
  pass A
)
(
  roll 2
  pass B
)
pass B
throw A
"""


def test_lenient_replay_lists_each_refused_action_and_goes_on_with_the_other_lines() -> None:
    record, _ = read_record(_BROKEN)
    game, problems = Game.replay_leniently(record, rules=RACE)
    assert [(p.line, p.ply, p.text, p.case, p.skipped) for p in problems] == [
        (5, 2, "roll 9", "R3", 2),  # the main line stops: pass B and throw A are not checked
        (8, 3, "pass A", "R1", 0),  # inside a variation
    ]
    assert all(isinstance(p, ReplayProblem) and p.kind == "action" for p in problems)
    assert problems[0].where == "round 1, A rolls" and problems[0].facts == {"turn": 1, "phase": "A rolls"}
    assert str(problems[0]) == (
        "line 5: round 1, A rolls, action 2 'roll 9': roll 9: a d6 has no face 9 [R3] (the 2 actions after it not checked)"
    )
    assert game.ply == 1 and str(game.actions[-1]) == "throw A"  # the cursor stops where the main line does
    assert [n.action for n, _ in game.walk()] == [None, "throw A", "roll 3", "roll 2", "pass B"]
    with pytest.raises(IllegalActionError, match=r"action 2 \('roll 9'\)"):
        Game.from_record(record, rules=RACE)  # the strict form still raises at the first


def test_a_set_up_given_replaces_the_headers_of_the_record_set_up() -> None:
    record, _ = read_record('[Game "Race"]\n[Head "2"]\n[Readings "die=d6"]\n[Event "club night"]\n\nthrow A\nroll 3\n')
    setup = RACE.setup_with_readings(RACE.setup_from_headers(record.headers), {"die": "d4"})
    game = Game.from_record(record, rules=RACE, setup=setup)
    assert game.record().headers == {"Game": "Race", "Head": "2", "Readings": "die=d4", "Event": "club night"}
    assert game.state.scores == (5, 2)
    game, problems = Game.replay_leniently(read_record("throw A\nroll 6\n")[0], rules=RACE, setup=setup)
    assert [(p.line, p.case) for p in problems] == [(2, "R3")] and "no face 6" in problems[0].message


def test_the_toy_checks_its_readings_places_questions_and_final_header() -> None:
    setup = RACE.setup_from_headers({"Readings": "die=d4"})
    assert setup.readings["die"] == "d4" and RACE.headers(setup) == {"Head": "0", "Readings": "die=d4"}
    with pytest.raises(UnknownChoiceError, match="'d8'"):
        RACE.setup_with_readings(setup, {"die": "d8"})
    with pytest.raises(UnknownChoiceError, match="'dice'"):
        RACE.setup_with_readings(setup, {"dice": "d4"})
    state = RACE.start(RaceSetup(3))
    assert RACE.place(state, "12") == 12
    with pytest.raises(InvalidInputError, match="'21'"):
        RACE.place(state, "21")
    assert RACE.answer(state, "score B").verdict == "B has 3"
    with pytest.raises(InvalidInputError):
        RACE.answer(state, "odds A")
    RACE.check_end(state, {"Final": "A 3 B 3"})
    with pytest.raises(InvalidInputError, match="'A 3 B 3'"):
        RACE.check_end(state, {"Final": "A 9 B 3"})
    assert list(READINGS) == ["die"]


class _Bare:
    """A rule set that implements only the required parts (and not through BaseRules)."""

    key, title = "bare", "Bare"

    def start(self, setup: object) -> int:
        return 0


def test_optional_parts_default_for_a_rule_set_that_does_not_subclass_base_rules() -> None:
    bare = _Bare()
    assert optional(bare, "describe")(0) == {} and optional(bare, "turn_name") == "turn"
    assert optional(bare, "place")(0, "J20") == "J20"
    assert optional(bare, "setup_with_readings")("setup", {}) == "setup"
    with pytest.raises(InvalidInputError, match="'arc'"):
        optional(bare, "setup_with_readings")("setup", {"arc": "blind"})
    with pytest.raises(NotImplementedError, match="Bare answers no ruling questions"):
        optional(bare, "answer")(0, "fire A B")
    assert optional(bare, "check_end")(0, {}) is None
    assert optional(RACE, "turn_name") == "round"  # a rule set's own part wins
    with pytest.raises(AttributeError, match="'start'"):
        optional(bare, "start")
    assert situation(bare, 0) == ""
    assert situation(RACE, RACE.start(RaceSetup())) == "round 1, A to act"
    assert isinstance(BaseRules().describe(None), dict)
