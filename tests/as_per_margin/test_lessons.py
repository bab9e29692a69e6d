"""The interactive lessons of As Per Margin: annotated records stored with the package, judged by the engine.

Each lesson the rule set lists (RULESET.lessons) is package data, read through the kit's rule-free
``sailkit.lessons.Lesson.of``; each is played in the notebook that teaches its sections. A lesson asks only the
decisions it teaches; at each, the moves it discusses (its own and the wrong ones it explains) are offered to pick
from, an illegal move is refused with its section, and a legal one the lesson does not want is explained.
"""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path

import pytest

import sailkit.rulesets.as_per_margin as apm
from sailkit.lessons import PICK_ALL, Lesson
from sailkit.ruleset import Capability

ROOT = Path(__file__).resolve().parents[2]
LESSONS = [lesson.name for lesson in apm.RULESET.lessons]


def test_the_rule_set_lists_its_lessons_as_package_data_with_their_notebooks() -> None:
    assert apm.RULESET.offers(Capability.LESSONS) and apm.RULESET.offers(Capability.FIRST_GAME)
    assert LESSONS == ["manoeuvre", "fire", "first_game"]
    assert [lesson.first_game for lesson in apm.RULESET.lessons] == [False, False, True]
    for lesson in apm.RULESET.lessons:
        assert resources.files(apm.RULESET.package).joinpath(lesson.record).is_file()
        cells = json.loads((ROOT / "tutorials" / lesson.tutorial).read_text(encoding="utf-8"))["cells"]
        code = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        assert f'Lesson.of(apm.RULESET, "{lesson.name}")' in code, lesson.tutorial
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    shipped = pyproject["tool"]["setuptools"]["package-data"][apm.RULESET.package]
    assert {"lessons/*.sail", "lessons/*.csv"} <= set(shipped)


@pytest.mark.parametrize("name", LESSONS)
def test_every_decision_is_explained_and_every_wrong_move_it_foresees_says_why(name: str) -> None:
    """Played through with show me: each of the lesson's moves says why it is right, citing a section; at each
    decision the wrong moves the record foresees are legal, explained, and change nothing; the pick list holds the
    lesson's move and those."""
    lesson = Lesson.of(apm.RULESET, name)
    assert lesson.reader == "GB" and lesson.steps >= 3
    while not lesson.done:
        expected, foreseen = lesson.expected, lesson.foreseen
        assert expected is not None and foreseen, f"decision {lesson.step + 1} of {name} foresees no wrong move"
        legal = lesson.legal_actions()
        assert lesson.choices() == (legal if len(legal) <= PICK_ALL else sorted({expected, *foreseen}))
        for wrong in foreseen:
            verdict = lesson.try_action(wrong)
            assert verdict.legal and verdict.known and not verdict.correct and "APM-" in verdict.message
        step = lesson.step
        right = lesson.show_me()
        assert right.correct and "APM-" in right.message and lesson.step == step + 1
    assert "The lesson is over." in lesson.prompt


def test_the_manoeuvre_lesson_refuses_what_the_rules_forbid_with_the_section() -> None:
    """[TURNING SHIPS, APM-05; WIND SPEED, APM-03a, 03b, 03e; TACKING SHIPS, APM-06]"""
    lesson = Lesson.of(apm.RULESET, "manoeuvre")
    assert lesson.try_action("move Amethyst pivot -120 run 7").case == "TURNING SHIPS, APM-05"
    assert lesson.try_action("move Amethyst pivot -90 run 8").case == "WIND SPEED, APM-03a"
    assert lesson.try_action("move Amethyst pivot -90 run 2").case == "WIND SPEED, APM-03e"
    assert lesson.try_action("move Amethyst pivot -90 run seven").case is None  # unreadable: no section, no crash
    lesson.show_me()
    assert lesson.try_action("move Amethyst pivot -30 run 4").case == "WIND SPEED, APM-03b"  # into the wind
    assert lesson.try_action("move Amethyst pivot -22.5 run 7").case == "WIND SPEED, APM-03b"  # beating: 4
    lesson.show_me()
    assert lesson.try_action("move Amethyst pivot -90 run 4").case == "TACKING SHIPS, APM-06"  # through the wind
    assert lesson.try_action("tack Amethyst run 5").case == "TACKING SHIPS, APM-06"
    assert lesson.mistakes == 8 and lesson.step == 2


def test_the_fire_lesson_rakes_with_triple_dice_and_keeps_the_long_range_first_broadside() -> None:
    """[FIRE, APM-07; TOSS DOUBLE DICE FOR, APM-08, 08a; RANGES & COMBAT CHARTS, APM-09, 10; TABLE I, APM-11]"""
    lesson = Lesson.of(apm.RULESET, "fire")
    assert lesson.try_action("move Victory pivot 90 run 7").case == "TACKING SHIPS, APM-06"
    lesson.show_me()
    game = lesson.game
    victory, orient, tonnant = (game.position.ship(n) for n in ("Victory", "Orient", "Tonnant"))
    rake = apm.volley(victory, orient)
    assert rake.value == 18 and rake.volley.rake and rake.volley.initial and rake.volley.need == 5
    assert apm.volley(victory, tonnant).volley.need == 6 and not apm.volley(orient, victory)
    lesson.show_me()
    assert lesson.game.position.ship("Orient").damage == apm.Damage(masts=3, port=2, starboard=2)
    assert lesson.expected == "done GB" and lesson.foreseen == ("fire Victory Tonnant",)
    lesson.show_me()
    assert lesson.done and lesson.game.position.ship("Victory").fired == frozenset({"S"})


def test_an_unknown_lesson_is_refused_naming_those_there_are() -> None:
    with pytest.raises(Exception, match="manoeuvre"):
        Lesson.of("as_per_margin", "gunnery")


def test_the_first_game_is_the_captains_own_play_against_the_reader() -> None:
    """The guided first game: the reader sails Amethyst, asked at every decision of hers; its main line is a game the
    computer captain played, Thetis's moves its own choices and the dice those of seed 11, so a reader meets the
    captain as it plays [TURN SEQUENCE, APM-01]."""
    from sailkit.players import play_game
    from sailkit.rulesets.as_per_margin.captain import Captain

    lesson = Lesson.of(apm.RULESET, "first_game")
    assert lesson.steps == 6 and lesson.record.headers["Scenario"] == "frigate duel"
    played = play_game(
        apm.AsPerMarginGame(apm.frigate_duel()),
        {"GB": "captain", "FR": "captain"},
        11,
        captain=Captain,
        max_turns=3,
        comment=False,
    )
    assert [str(a) for a in played.actions] == list(lesson.record.mainline_actions())
    first = apm.AsPerMarginGame.from_record(lesson.record.copy())
    thetis = first.position.ship("Thetis")
    assert thetis.guns_left("P") + thetis.guns_left("S") == 1 and first.turn == 4
