"""A ruling says what each other reading would change (issue 25, point 5): in text, HTML, JSON and at the desk."""

from __future__ import annotations

import html
import json

import pytest

from sailkit import cli
from sailkit.desk import RulingsDesk
from sailkit.questions import ask, board
from sailkit.registry import ruleset

DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"


def test_a_ruling_that_hinges_on_a_reading_names_the_other_answer() -> None:
    desk = board("fighting_sail")
    ruling = ask(desk, desk.parse(DUEL), "gauge")
    assert ruling.readings == (("wg_ma_population", "ordered"),) and ruling.verdict is None
    words = (
        ruleset("fighting_sail").readings["wg_ma_population"].option("all_ships").summary
    )  # the option in words, its id after
    assert [str(o) for o in ruling.others] == [f"if {words}: BR"]
    assert str(ruling).splitlines()[0] == "who holds the weather gauge: none"  # never Python's None
    words = (
        ruleset("fighting_sail").readings["wg_ma_population"].option("all_ships").summary
    )  # the option in words, its id after
    assert str(ruling).endswith(f"\n  if {words}: BR")
    assert "another reading would answer otherwise" in ruling.html(picture=False)
    assert f"{words}</span>: BR" in ruling.html(picture=False)


def test_a_ruling_no_reading_changes_lists_nothing() -> None:
    desk = board("fighting_sail")
    ruling = ask(desk, desk.parse(DUEL), "range Shannon Constitution")
    assert not ruling.others and "under " not in str(ruling)
    assert "another reading" not in ruling.html(picture=False)


def test_the_command_line_prints_and_writes_the_other_answers(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["ruling", DUEL, "gauge", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["ruling"]["under_other_readings"] == [
        {"reading": "wg_ma_population", "option": "all_ships", "headline": "BR", "verdict": "BR"}
    ]
    assert cli.main(["ruling", DUEL, "gauge"]) == 0
    assert ": BR" in capsys.readouterr().out


def test_the_desk_shows_the_other_answers() -> None:
    desk = RulingsDesk("fighting_sail", DUEL, question="gauge", draw=False)
    assert desk.ruling is not None and [o.option for o in desk.ruling.others] == ["all_ships"]
    assert str(desk.ruling.others[0]).endswith(": BR") and "wg_ma_population" not in str(desk.ruling.others[0])
    assert "another reading would answer otherwise" in desk.answer.value


#: For each rule set with a desk: a question of its example position whose answer hangs on a reading, that reading
#: and the other answer.
HINGES = {
    "fighting_ships": ("attitude Syrene", "gauge_boundary", "close-hauled"),
    "wooden_ships": ("melee Java Constitution", "melee_victory", "the melee goes on"),
    "as_per_margin": ("wind Redoutable", "beating_angle", "5 inches"),
}


@pytest.mark.parametrize("key", HINGES)
def test_every_rule_set_names_what_another_reading_would_answer(key: str) -> None:
    text, reading, other = HINGES[key]
    desk = board(key)
    ruling = ask(desk, desk.parse(desk.example), text)
    assert reading in dict(ruling.readings)
    switched = [o for o in ruling.others if o.reading == reading]
    assert switched and switched[0].headline == other and switched[0].words
    assert f"if {switched[0].words}: {other}" in str(ruling) and f"{reading}=" not in str(ruling)
    assert f"</span>: {html.escape(other)}" in ruling.html(picture=False)
