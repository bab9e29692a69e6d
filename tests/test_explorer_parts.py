"""The small parts explorers are built from (:mod:`sailkit.explorer_parts`): dropdowns of headings and of a die's
faces, read back as numbers, and an explorer's words from its rulings."""

from __future__ import annotations

from fractions import Fraction

from sailkit.controls import FACES, NO_ROLL
from sailkit.dice import Distribution
from sailkit.explorer_parts import (
    DIRECTIONS,
    answer_row,
    compass,
    die_dropdown,
    empty_dropdown,
    faces_html,
    headed,
    joined,
    refusal,
    rolled,
    sides_rolled,
)
from sailkit.rulings import Ruling, Step


def test_a_heading_dropdown_offers_the_eight_headings_from_north_clockwise() -> None:
    box = compass("heading", "SE")
    assert tuple(box.options) == DIRECTIONS == ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    assert box.value == "SE" and box.description == "heading"


def test_an_empty_dropdown_waits_for_its_options() -> None:
    box = empty_dropdown("end")
    assert tuple(box.options) == () and box.value is None


def test_a_die_dropdown_offers_not_rolled_first_unless_a_face_is_chosen() -> None:
    unrolled = die_dropdown("die")
    assert tuple(unrolled.options) == (NO_ROLL, *FACES) and rolled(unrolled) is None
    unrolled.value = "5"
    assert rolled(unrolled) == 5
    chosen = die_dropdown("die", first="3")
    assert tuple(chosen.options) == FACES and rolled(chosen) == 3


def test_a_roll_off_is_read_only_when_every_side_has_rolled() -> None:
    dice = {"US": die_dropdown("US"), "BR": die_dropdown("BR", first="6")}
    assert sides_rolled(dice) is None
    dice["US"].value = "2"
    assert sides_rolled(dice) == {"US": 2, "BR": 6}


def test_an_explorer_words_its_rulings_with_their_cases() -> None:
    ruling = Ruling("may it", False, (Step("1.1", "first"), Step("2.3", "out of reach & more")), ruleset="test")
    assert refusal(ruling) == "out of reach & more [2.3]"
    assert joined("a", None, 3) == "a\n3"
    label = headed("Fire <now>", ruling)
    assert label.startswith("<b>Fire &lt;now&gt;</b>") and "out of reach &amp; more" in label


def test_a_row_of_answers_gives_the_step_that_decided_with_its_case() -> None:
    ruling = Ruling("crew", 7, (Step("1.1", "first <step>"), Step("2.3", "last")), ruleset="test")
    assert answer_row("Crew", "7", ruling) == "<tr><td><b>Crew</b></td><td>7</td><td>last [2.3]</td></tr>"
    assert "first &lt;step&gt; [1.1]" in answer_row("Crew", "7", ruling, ruling.steps[0])


def test_a_die_s_faces_show_what_each_does_and_each_outcome_s_exact_chance() -> None:
    odds = Distribution({"burns": Fraction(1, 6), "goes out": Fraction(5, 6)})
    text = faces_html({1: "burns", 2: "goes out & stays out"}, odds)
    assert "<tr><td>1</td><td>burns</td></tr>" in text and "goes out &amp; stays out" in text
    assert "burns 1/6 (16.7%); goes out 5/6 (83.3%)" in text
