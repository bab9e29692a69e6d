"""The kit's teaching helpers work for any rule set: a question judged from a ruling, readings side by side.

No rule set is imported: the rulings and the reading book here are made up.
"""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.quiz import Compared, DrawnRuling, Question, compare, ruling_of
from sailkit.readings import Option, Reading, ReadingBook
from sailkit.renderers import renderer_for
from sailkit.rulings import RuledInt, Ruling, Step

BOOK = ReadingBook(
    "toy",
    (
        Reading(
            "rounding", "How is a half rounded?", ("T-1",), (Option("down", "down"), Option("up", "up")), "down", "x"
        ),
    ),
)


def halve(die: int, readings: dict[str, str]) -> Ruling:
    up = readings.get("rounding") == "up"
    value = -(-die // 2) if up else die // 2
    return Ruling(
        "half",
        value,
        (Step("T-1", f"{die} halved {'up' if up else 'down'}"),),
        (("rounding", readings.get("rounding", "down")),),
        value,
    )


def test_a_question_is_judged_from_its_ruling_and_explains_with_its_cases() -> None:
    q = Question("Is it 2?", ["yes", "no"], Ruling("is it 2", True, (Step("T-9", "it is"),)))
    assert q.check() is None and "pick an answer" in q.feedback.value
    q.choice.value = "no"
    assert q.check() is False and "T-9" in q.feedback.value and "engine says yes" in q.feedback.value
    q.choice.value = "yes"
    assert q.check() is True and q.correct and "[T-9] it is" in q.explanation
    assert "choices: yes / no" in q.snapshot()


def test_a_question_of_fact_explains_with_its_why() -> None:
    q = Question("Which is first?", ["a", "b"], answer="b", why="b comes first [T-2].")
    q.choice.value = "a"
    assert q.check() is False and "b comes first [T-2]." in q.feedback.value and "engine says b" in q.feedback.value
    assert q.explanation == "b comes first [T-2]." and q.ruling is None
    with_ruling = Question("Is it 2?", ["yes", "no"], Ruling("is it 2", True, (Step("T-9", "it is"),)), why="see [T-9]")
    with_ruling.choice.value = "yes"
    assert with_ruling.check() is True and with_ruling.explanation.startswith("see [T-9]\nis it 2")
    with pytest.raises(InvalidInputError, match="question"):
        Question("Which?", ["a", "b"], answer="b")  # no ruling and no why: nothing would explain it


def test_a_question_refuses_an_answer_it_does_not_offer() -> None:
    with pytest.raises(InvalidInputError, match="answer"):
        Question("?", ["a", "b"], Ruling("q", "c"))


def test_the_ruling_inside_an_answer_is_found() -> None:
    r = Ruling("q", 3, value=3)
    assert ruling_of(r) is r and ruling_of(RuledInt(3, r)) is r and ruling_of(("x", r)) is r
    with pytest.raises(TypeError):
        ruling_of(3)


def test_readings_compared_side_by_side_mark_the_default() -> None:
    both = compare(lambda r: halve(5, dict(r)), BOOK, "rounding")
    assert isinstance(both, Compared) and both.default == "down"
    assert both.verdicts == {"down": "2", "up": "3"} and both["up"].value == 3
    assert "(the default)" in both._repr_html_() and "if up:\nhalf: 3" in str(both)
    assert "How is a half rounded?" in both._repr_html_() and "rounding=" not in both._repr_html_().replace('"', "")
    assert both.summary() == (
        "reading: How is a half rounded? [T-1] (default down)\n"
        "  down -> 2\n"
        "          [T-1] 5 halved down\n"
        "  up   -> 3\n"
        "          [T-1] 5 halved up"
    )
    with pytest.raises(InvalidInputError, match="reading"):
        compare(lambda r: halve(5, dict(r)), BOOK, "no such reading")


def test_options_with_one_headline_still_show_where_their_steps_part() -> None:
    """Two readings may reach the same verdict by different steps: the printed comparison shows those steps."""
    both = compare(lambda r: halve(4, dict(r)), BOOK, "rounding")
    assert both.verdicts == {"down": "2", "up": "2"}
    assert [str(s) for s in both.differing_steps("up")] == ["[T-1] 4 halved up"]
    assert "4 halved down" in both.summary() and "4 halved up" in both.summary()


def test_a_ruling_of_a_rule_set_that_is_not_installed_shows_as_a_table() -> None:
    r = Ruling("q", True, (Step("X-1", "why"),), ruleset="not_installed", kind="fire")
    assert renderer_for("not_installed", "fire") is None
    assert "<table" in r.html() and "<svg" not in r.html()


class OnATrack(DrawnRuling):
    """A toy rule set's ruling drawn on its track."""


def test_a_drawn_ruling_prints_and_compares_as_its_ruling_and_draws_with_its_board() -> None:
    """A ruling shown by a picture of its own: the same words, steps and equality; ``figure`` is ``draw(ruling,
    **board)``; the rule set is named where the ruling named none, kept where it did."""
    drawn_with = []

    def draw(ruling: Ruling, **board: object) -> str:
        drawn_with.append((ruling, board))
        return "a picture"

    plain = halve(5, {"rounding": "up"})
    shown = OnATrack.of(RuledInt(3, plain), draw, "toy", track=(0, 3))
    assert isinstance(shown, OnATrack) and repr(shown).startswith("OnATrack(question='half'")
    assert str(shown) == str(plain) and shown.steps == plain.steps and shown.readings == plain.readings
    assert shown.ruleset == "toy" and OnATrack.of(Ruling("q", 1, (), ruleset="other"), draw).ruleset == "other"
    assert shown.figure() == "a picture" and drawn_with == [(shown, {"track": (0, 3)})]


def test_a_comparison_says_the_readings_and_cases_once() -> None:
    """Each option's ruling repeated the readings used and what the cases rule; the 05 tutorial's comparisons made it
    heavy (issue 25). The first ruling says them; the others show their heading, steps and diagram."""
    import sailkit.rulesets.fighting_sail as fs
    from sailkit.rulesets.fighting_sail.faces.explorers.base import compare_readings

    leeward = fs.Position.parse("FS turn 1 wind SW | Felicite FR 0505 N")
    page = compare_readings(lambda p: fs.moves(p, "Felicite", "wear"), leeward, "wear_leeward_square")._repr_html_()
    assert page.count("readings used:") == 1 and page.count("what these cases rule") == 1
    assert page.count("<table") == 3 and page.count("<svg") == 3  # every option keeps its steps and its board


def test_a_questions_picture_is_shown_at_its_natural_width() -> None:
    """[issue 24] A question's board is never squeezed into a narrower box (it was 640 px, so an 835 px board showed
    at 77%, its smallest words under 9 px): it keeps its natural width and scrolls in a narrower output area."""
    import re

    from matplotlib.figure import Figure

    from sailkit.figures import natural_width

    figure = Figure(figsize=(8.5, 3.0))
    figure.add_subplot().set_title("a wide board")
    q = Question("May the red ship fire?", ["yes", "no"], answer="yes", why="the rules say so [T-1]", picture=figure)
    shown = q.snapshot()
    svg = shown[shown.index("<svg") :]
    natural = natural_width(svg)
    assert natural > 640
    boxes = [int(w) for w in re.findall(r"(?:max-)?width:\s*([0-9]+)px", shown[: shown.index("<svg")])]
    assert boxes and min(boxes) >= natural, f"a box of {min(boxes)} px holds a board {natural} px wide"
