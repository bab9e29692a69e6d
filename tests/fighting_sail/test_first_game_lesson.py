"""The first game lesson (its record: lessons/01_first_game.sail): Shannon against the computer captain [15.1]."""

from __future__ import annotations

import sailkit.rulesets.fighting_sail as fs
from sailkit.lessons import Lesson
from sailkit.rulesets.fighting_sail.captain import Captain


def test_the_americans_moves_are_the_computer_captains() -> None:
    """The lesson plays the Captain: at every American decision on the main line it is the captain's choice."""
    les = Lesson.of("fighting_sail", "first_game")
    captain = Captain()
    game = fs.Game.from_scenario("15.1")
    asked = 0
    for action in [str(a) for a in fs.Game.from_record(les.record).actions]:
        if not game.is_chance_node() and game.current_side() == "US":
            assert str(captain.choose(game)) == action
            asked += 1
        game.apply_action(action)
    assert asked >= 4 and game.turn == 3


def test_every_decision_and_every_foreseen_wrong_move_is_explained_with_a_case() -> None:
    """[6.12, 7.22, 7.3, 7.71, 9.11, 9.36] each foreseen wrong move is legal, known, explained with a case; the lesson ends."""
    les = Lesson.of("fighting_sail", "first_game")
    assert les.reader == "BR" and les.steps == 8 and les.expected == "command Shannon port"
    foreseen = 0
    while not les.done:
        for alternative in les.foreseen:
            verdict = les.try_action(alternative)
            assert verdict.legal and verdict.known and not verdict.correct and "[" in verdict.message, alternative
            foreseen += 1
        assert les.show_me().message.startswith("Right")
    assert foreseen == 14
    end = les.game.position
    assert end.ship("Chesapeake").hull == 2 and end.ship("Chesapeake").masts == 1 and end.ship("Shannon").hull == 1


def test_an_illegal_move_is_refused_with_its_case_and_changes_nothing() -> None:
    """[6.1] moving before the orders are given is refused with the case; the lesson waits at the same decision."""
    les = Lesson.of("fighting_sail", "first_game")
    verdict = les.try_action("step Shannon")
    assert not verdict.legal and verdict.case == "6.1" and les.step == 0 and les.mistakes == 1
