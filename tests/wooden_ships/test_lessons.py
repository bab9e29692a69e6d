"""The interactive lessons of Wooden Ships & Iron Men: records kept as package data, listed in the rule set, played
through the kit's lessons (:mod:`sailkit.lessons`) and judged by the engine."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import pytest

from sailkit.errors import UnknownChoiceError
from sailkit.lessons import Lesson
from sailkit.registry import ruleset
from sailkit.rulesets.wooden_ships import WoodenShipsGame
from sailkit.rulesets.wooden_ships.captain import Captain

ROOT = Path(__file__).resolve().parents[2]
RS = ruleset("wooden_ships")
#: name -> (reader, decisions asked, wrong moves foreseen, the verbs asked)
LESSONS = {
    "first_game": ("United States", 6, 12, {"order", "fire", "grapple"}),
    "movement": ("Britain", 3, 10, {"order"}),
    "combat": ("Britain", 4, 10, {"fire", "done"}),
}


def test_the_rule_set_lists_its_lessons_and_states_them() -> None:
    assert RS.offers("lessons") and RS.offers("first_game")
    assert [lesson.name for lesson in RS.lessons] == list(LESSONS)
    assert [lesson.name for lesson in RS.lessons if lesson.first_game] == ["first_game"]
    for lesson in RS.lessons:
        assert files(RS.package).joinpath(lesson.record).is_file(), lesson.record
        assert (ROOT / "tutorials" / lesson.tutorial).is_file(), lesson.tutorial
        notebook = (ROOT / "tutorials" / lesson.tutorial).read_text(encoding="utf-8")
        assert f'Lesson.of(\\"wooden_ships\\", \\"{lesson.name}\\")' in notebook, lesson.tutorial


def test_the_records_are_package_data() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'"sailkit.rulesets.wooden_ships" = \[[^\]]*"lessons/\*\.sail"', text)


def test_a_lesson_is_found_by_its_rule_set_and_name() -> None:
    by_key = Lesson.of("wooden_ships", "movement")
    by_value = Lesson.of(RS, "movement")
    assert by_key.record.headers == by_value.record.headers and by_key.rules is RS.rules
    assert isinstance(by_key.game, WoodenShipsGame)
    with pytest.raises(UnknownChoiceError, match="'combat', 'first_game', 'movement'"):
        Lesson.of("wooden_ships", "gunnery")


@pytest.mark.parametrize("name", list(LESSONS))
def test_each_lesson_asks_only_what_it_teaches_and_explains_every_wrong_move(name: str) -> None:
    """Every foreseen wrong move is legal, known and explained with a rule number; the lesson's own moves are
    praised with their rules; the lesson plays through to its end."""
    reader, steps, wrong, verbs = LESSONS[name]
    lesson = Lesson.of("wooden_ships", name)
    assert lesson.reader == reader and lesson.steps == steps and lesson.ask == frozenset(verbs)
    foreseen = 0
    while not lesson.done:
        assert str(lesson.expected).split()[0] in verbs
        assert re.search(r"\[\d+\.\d", lesson.prompt), lesson.prompt
        for alternative in lesson.foreseen:
            verdict = lesson.try_action(alternative)
            assert verdict.legal and verdict.known and not verdict.correct, alternative
            assert re.search(r"\[\d+\.\d", verdict.message), (alternative, verdict.message)
            foreseen += 1
        right = lesson.show_me()
        assert right.message.startswith("Right") and re.search(r"\[\d+\.\d", right.message), right.message
    assert foreseen == wrong
    assert "lesson ends here" in lesson.prompt or "ask the computer captain" in lesson.prompt


def test_an_illegal_move_is_refused_with_its_rule_and_changes_nothing() -> None:
    lesson = Lesson.of("wooden_ships", "combat")
    verdict = lesson.try_action("fire Shannon R Chesapeake hull")
    assert not verdict.legal and verdict.case == "11.1.4.1" and lesson.step == 0 and lesson.mistakes == 1
    lesson.show_me()
    verdict = lesson.try_action("fire Shannon L Argus hull")
    assert not verdict.legal and verdict.case == "11.2.5" and lesson.step == 1
    movement = Lesson.of("wooden_ships", "movement")
    assert movement.try_action("order Shannon 4 FS").case == "20.0"  # notes are the Advanced Game's


def _others(name: str, side: str, verbs: set[str] | None = None) -> int:
    """Check that every decision of ``side`` on the lesson's main line (of the given verbs) is the captain's own."""
    lesson = Lesson.of("wooden_ships", name)
    played = WoodenShipsGame.from_record(lesson.record)
    game, captain, checked = WoodenShipsGame(RS.rules.setup_from_headers(lesson.record.headers)), Captain(), 0
    for action in [str(a) for a in played.actions]:
        if not game.is_chance_node() and game.current_side() == side and (verbs is None or action.split()[0] in verbs):
            assert str(captain.choose(game)) == action, (name, game.turn, game.phase, action)
            checked += 1
        game.apply_action(action)
    return checked


def test_the_first_game_is_played_by_the_computer_captain_on_both_sides() -> None:
    """Java's moves are the captain's, and so are the lesson's moves for Constitution: a newcomer is guided along
    the captain's own line."""
    assert _others("first_game", "Britain") >= 6
    assert _others("first_game", "United States") >= 8


def test_the_other_sides_choices_in_the_lessons_are_the_captains() -> None:
    assert _others("movement", "United States") == 3  # Chesapeake's orders
    assert _others("combat", "United States", {"fire", "load"}) == 3  # the Americans' fire and reloads
