"""Fighting Ships' interactive lessons (package data, ``lessons/``): the engine judges every move the reader tries,
the wrong moves each lesson foresees are refused with the sections that make them wrong, and the guided first game
is really played against the computer captain."""

from __future__ import annotations

import pytest

from sailkit.lessons import Lesson
from sailkit.ruleset import Capability
from sailkit.rulesets.fighting_ships import RULESET, Game
from sailkit.rulesets.fighting_ships.captain import Captain


def test_the_lessons_are_stated_and_the_first_game_marked() -> None:
    assert RULESET.offers(Capability.LESSONS) and RULESET.offers(Capability.FIRST_GAME)
    assert [(lesson.name, lesson.first_game) for lesson in RULESET.lessons] == [
        ("manoeuvre", False),
        ("gunnery", False),
        ("first_game", True),
    ]


@pytest.mark.parametrize(
    ("name", "tried", "case"),
    [
        ("manoeuvre", "manoeuvre Syrene M2", "4.3.1"),  # keeps a friend dead ahead: a collision next
        ("manoeuvre", "manoeuvre Syrene T+90", "4.1.1e"),  # a tack into the wind's eye: in irons
        ("manoeuvre", "manoeuvre Syrene M1", "4.1.1i"),  # a short run: no turn, an Anchor token
        ("gunnery", "fire Defiance Naiad", "5.5.5"),  # long range: no rake
    ],
)
def test_a_foreseen_weaker_move_is_legal_and_says_why_not(name: str, tried: str, case: str) -> None:
    lesson = Lesson.of(RULESET, name)
    verdict = lesson.try_action(tried)
    assert verdict.legal and verdict.known and not verdict.correct
    assert case in verdict.message and lesson.step == 0 and lesson.mistakes == 1


def test_an_illegal_move_is_refused_with_its_case_and_changes_nothing() -> None:
    lesson = Lesson.of(RULESET, "manoeuvre")
    before = lesson.game.state
    refused = lesson.try_action("manoeuvre Syrene M2+45")  # at most 30 degrees after a full run
    assert not refused.legal and refused.case == "4.1.1f" and lesson.game.state == before
    assert not lesson.try_action("fire Syrene Rapide").legal  # not in the sailing phase


def test_the_manoeuvre_lesson_ends_on_course_for_the_enemy_without_an_anchor_token() -> None:
    lesson = Lesson.of(RULESET, "manoeuvre")
    while not lesson.done:
        assert lesson.show_me().correct
    syrene = lesson.game.state.vessel("Syrene")
    assert syrene.ship.pose.heading == 330 and syrene.anchors == 0 and syrene.entangled == frozenset()


def test_the_first_game_is_played_against_the_captain() -> None:
    """Every French decision of the first game is the captain's own choice there, and so is every move the lesson
    expects of the reader: the guided game teaches what the captain would do, with its reasons as the comments."""
    lesson = Lesson.of(RULESET, "first_game")
    game = Game.from_record(lesson.record.copy()).rewind()
    checked = 0
    for node in list(game.mainline()):
        if not game.is_chance_node():
            assert str(Captain().decide(game).action) == str(node.action), f"not the captain's choice: {node.action}"
            checked += 1
        game.forward()
    assert checked >= 10 and game.is_terminal() and game.result == "GB wins on morale"
