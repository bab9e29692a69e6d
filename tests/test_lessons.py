"""Interactive lessons (sailkit.lessons), played with the engine's toy rule set: no real rule set is imported.

The toy is the dice race of :mod:`sailkit.engine.race`: A and B take turns to throw
(a die roll follows) or pass; the first to 10 wins. The lesson below has the reader
play A: two decisions, a known wrong move as a variation, comments that teach.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sailkit.engine.race import RACE
from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.lessons import Lesson, LessonView, Verdict
from sailkit.record import read_record

LESSON = """[Game "Race"]
[Head "0"]
[Reader "A"]

{Race to 10: throw while you are behind.}
throw A {Right: only a throw scores.}
(
  pass A {Passing at 0 hands B a free start.}
  throw B {B throws at once}
)
roll 4 {A scores 4.}
throw B
roll 5 {B is ahead, 5 to 4.}
throw A {Behind, so throw again.}
roll 6 {A reaches 10 and wins.}
"""


def lesson(text: str = LESSON, **kw: object) -> Lesson:
    return Lesson.from_text(text, rules=RACE, **kw)  # type: ignore[arg-type]


def test_the_first_prompt_is_the_opening_comment_and_the_side_to_play() -> None:
    les = lesson()
    assert les.reader == "A" and les.step == 0 and les.steps == 2 and not les.done
    assert les.prompt == "Race to 10: throw while you are behind.\nA to play: round 1, A to act."
    assert les.expected == "throw A" and les.played == ()
    assert les.legal_actions() == ["throw A", "pass A"]


def test_the_lessons_move_advances_and_plays_the_other_side_and_the_dice() -> None:
    les = lesson()
    verdict = les.try_action("throw A")
    assert isinstance(verdict, Verdict) and verdict and verdict.correct and verdict.legal and verdict.known
    assert verdict.message == "Right: only a throw scores."
    assert verdict.ruling is not None and verdict.ruling.cases == ("R1",)
    assert les.step == 1 and les.played == ("roll 4", "throw B", "roll 5")
    assert les.prompt == "A scores 4.\nB is ahead, 5 to 4.\nA to play: round 2, A to act."
    assert les.game.state.scores == (4, 5) and les.expected == "throw A"


def test_a_foreseen_wrong_move_says_why_from_its_variation_and_changes_nothing() -> None:
    les = lesson()
    before = les.record.to_text()
    verdict = les.try_action("pass A")
    assert not verdict and verdict.legal and verdict.known
    assert verdict.message == "Passing at 0 hands B a free start. B throws at once"  # the variation's line, in order
    assert verdict.ruling is not None and verdict.ruling.verdict == "passes"
    assert verdict.game.state.to_move == "B"  # the game after the wrong move, for its picture
    assert les.step == 0 and les.expected == "throw A" and les.mistakes == 1
    assert les.game.state.to_move == "A" and les.record.to_text() == before
    assert les.foreseen == ("pass A",)  # the variations the record explains, hidden in the widget


def test_an_unforeseen_legal_move_is_judged_by_the_rules_and_the_reader_tries_again() -> None:
    les = lesson()
    les.try_action("throw A")
    verdict = les.try_action("pass A")
    assert verdict.legal and not verdict.correct and not verdict.known
    assert "pass A is legal, but it is not the move this lesson is after" in verdict.message
    assert les.step == 1 and les.mistakes == 1
    assert les.try_action("pass A").message == verdict.message  # asked twice, the same answer
    assert les.try_action("throw A").correct


def test_an_illegal_move_is_refused_with_its_case_and_an_unreadable_one_with_what_was_expected() -> None:
    les = lesson()
    illegal = les.try_action("roll 3")
    assert not illegal.legal and illegal.case == "R1" and illegal.message.endswith("[R1]")
    assert illegal.ruling is None and illegal.game is None
    unreadable = les.try_action("dance A")
    assert not unreadable.legal and unreadable.case is None and "'dance'" in unreadable.message
    assert les.mistakes == 2 and les.step == 0


def test_show_me_plays_the_lessons_move_and_the_end_is_done() -> None:
    les = lesson()
    les.show_me()
    last = les.show_me()
    assert last.correct and last.message == "Behind, so throw again."
    assert les.done and les.step == les.steps == 2 and les.expected is None and les.legal_actions() == []
    assert les.prompt == "A reaches 10 and wins.\nThe lesson is over. (round 2, over)"
    with pytest.raises(InvalidInputError, match="the lesson is over"):
        les.try_action("throw A")
    with pytest.raises(InvalidInputError, match="the lesson is over"):
        les.show_me()


def test_restart_goes_back_to_the_first_decision() -> None:
    les = lesson()
    les.try_action("pass A")
    les.show_me()
    les.restart()
    assert les.step == 0 and les.mistakes == 0 and les.expected == "throw A"
    assert les.prompt.startswith("Race to 10")


def test_a_further_comment_on_the_readers_move_opens_the_next_prompt() -> None:
    text = LESSON.replace(
        "throw A {Right: only a throw scores.}", "throw A {Right: only a throw scores.}\n{Now watch B.}"
    )
    les = lesson(text)
    assert les.try_action("throw A").message == "Right: only a throw scores."
    assert les.prompt == "Now watch B.\nA scores 4.\nB is ahead, 5 to 4.\nA to play: round 2, A to act."
    les.restart()
    assert les.prompt.startswith("Race to 10")


def test_a_move_without_a_comment_is_still_praised() -> None:
    les = lesson(LESSON.replace(" {Right: only a throw scores.}", ""))
    assert les.try_action("throw A").message == "Right: throw A."


def test_ask_leaves_the_readers_other_decisions_to_the_record() -> None:
    text = '[Game "Race"]\n[Reader "A"]\n[Ask "throw"]\n\npass A {A waits}\npass B\nthrow A\nroll 6\n'
    les = lesson(text)
    assert les.steps == 1 and les.expected == "throw A" and les.played == ("pass A", "pass B")
    assert les.prompt.startswith("A waits\n")
    assert lesson(text.replace('[Ask "throw"]\n', "")).steps == 2
    assert lesson(text, ask=["pass", "throw"]).steps == 2  # ask= overrides the header


def test_the_reader_comes_from_the_header_or_the_argument() -> None:
    assert lesson(LESSON, reader="A").reader == "A"
    with pytest.raises(InvalidInputError, match="lesson reader"):
        lesson(LESSON.replace('[Reader "A"]\n', ""))
    with pytest.raises(InvalidInputError, match="at least one decision of side 'C'"):
        lesson(LESSON, reader="C")


def test_a_lesson_that_breaks_the_rules_or_cannot_be_read_fails_when_read() -> None:
    with pytest.raises(IllegalActionError, match="roll 7"):
        lesson(LESSON.replace("roll 4 {A scores 4.}", "roll 7"))
    with pytest.raises(IllegalActionError, match="roll 9"):  # variations are checked too
        lesson(LESSON.replace("throw B {B throws at once}", "roll 9"))
    with pytest.raises(InvalidInputError, match="line 6"):
        lesson(LESSON.replace("throw A {Right", "throw A {{Right"))


def test_load_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "race.sail"
    path.write_text(LESSON, encoding="utf-8")
    les = Lesson.load(path, rules=RACE)
    assert les.steps == 2 and les.record.to_text() == read_record(LESSON)[0].to_text()
    assert repr(les) == "<Lesson of Race as A, step 1 of 2>"


# ---------------------------------------------------------------- the widget


def test_the_widget_is_driven_by_its_named_methods_without_a_kernel() -> None:
    view = lesson().widget()
    assert isinstance(view, LessonView)
    assert view.move.options == ("throw A", "pass A") and view.move.value == ""
    assert "decision 1 of 2" in view.progress.value and "Race to 10" in view.prompt.value
    assert "round 1, A to act" in view.picture.value  # the toy has no renderer: the situation in words
    view.move.value = "roll 3"
    assert view.try_move() is not None and "Not allowed" in view.feedback.value and "[R1]" in view.feedback.value
    assert "1 wrong try" in view.progress.value
    view.move.value = "pass A"
    view.try_button.click()
    assert "Legal, but not the lesson" in view.feedback.value and "hands B a free start" in view.feedback.value
    assert "2 wrong tries" in view.progress.value and view.move.value == "pass A"  # still there to edit
    view.move.value = "throw A"
    view.try_button.click()
    assert view.last is not None and view.last.correct
    assert "Right" in view.feedback.value and "decision 2 of 2" in view.progress.value
    assert "played meanwhile: roll 4; throw B; roll 5" in view.prompt.value and view.move.value == ""
    view.show_button.click()
    assert "The lesson's move" in view.feedback.value and view.try_button.disabled and view.show_button.disabled
    assert "all 2 decisions made" in view.progress.value and view.move.options == ()
    view.restart_button.click()
    assert "decision 1 of 2" in view.progress.value and view.feedback.value == "" and not view.try_button.disabled


def test_an_empty_box_or_a_finished_lesson_does_nothing() -> None:
    view = lesson().widget(draw=False)
    assert view.try_move() is None and view.picture.value == ""
    view.show_me()
    view.show_me()
    view.move.value = "throw A"
    assert view.try_move() is None and view.show_me() is None


def test_the_widget_leaves_a_static_picture_of_its_first_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    shown: list[object] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown.append(obj))
    view = lesson().widget()
    view._ipython_display_()
    snapshot, live = shown
    assert "sailkit-snapshot" in snapshot.data and "Race to 10" in snapshot.data  # type: ignore[attr-defined]
    assert type(live.widget).__name__ == "HBox" and "run the notebook" in live.text  # type: ignore[attr-defined]


def test_where_many_moves_are_legal_the_pick_list_holds_the_ones_the_lesson_discusses(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An open table lists hundreds of moves: past PICK_ALL the reader picks among the lesson's own move and its
    explained variations, sorted so the order gives nothing away, and may still type any legal move."""
    import sailkit.lessons

    les = lesson()
    assert les.choices() == les.legal_actions() == ["throw A", "pass A"]  # few moves: all of them
    monkeypatch.setattr(sailkit.lessons, "PICK_ALL", 1)
    assert les.choices() == ["pass A", "throw A"]  # the lesson's move and its variation, in sorted order
    view = LessonView(les, draw=False)
    assert view.move.options == ("pass A", "throw A") and "talks about" not in view.prompt.value  # nothing left out
    view.move.value = "throw A"
    view.try_move()
    assert les.choices() == ["throw A"]  # no variation at the second decision: only the lesson's own
    assert view.move.options == ("throw A",) and "2 moves are legal here: the list holds the one" in view.prompt.value
    assert les.try_action("pass A").legal  # a move off the list is still judged
