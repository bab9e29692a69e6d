"""As Per Margin at the rulings desk: every question answers with its clauses and draws its diagram on the table."""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin.faces.drawing  # noqa: F401  (registers the renderers until the rule set is installed)
from sailkit.desk import RulingsDesk
from sailkit.draw.figure import description
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.figures import svg
from sailkit.questions import ask
from sailkit.rulesets.as_per_margin.faces.desk import DESK
from sailkit.rulesets.as_per_margin.notation import DeskPosition

TABLE = DESK.parse(DESK.example)

#: One way to ask each question, the verdict, and a clause its ruling must cite.
ASKED = {
    "fire": ("fire Victory Redoutable", True, "TOSS DOUBLE DICE FOR, APM-08"),
    "odds": ("odds Victory Redoutable", "4.00 results expected", "TABLE I, APM-11"),
    "range": ("range Redoutable Victory", 9.849, "RANGES & COMBAT CHARTS, APM-09"),
    "rake": ("rake Redoutable Victory", False, "TOSS DOUBLE DICE FOR, APM-08a"),
    "falls": ("falls Victory 12 60", "Redoutable", "FALLING ABOARD, APM-04c"),
    "tack": ("tack Victory", "5/6 (83.3%)", "TACKING SHIPS, APM-06"),
    "wind": ("wind Victory 120", 8, "WIND SPEED, APM-03a"),
    "status": ("status Victory", "fighting", ""),
}


def test_every_question_is_asked_here() -> None:
    assert set(ASKED) == set(DESK.questions)


@pytest.mark.parametrize("name", list(ASKED))
def test_each_question_answers_with_its_clauses_and_its_diagram(name: str) -> None:
    text, verdict, clause = ASKED[name]
    ruling = ask(DESK, TABLE, text)
    assert ruling.verdict == verdict
    assert not clause or clause in ruling.cases
    fig = ruling.figure()
    assert description(fig).startswith(ruling.question)
    if name != "status":  # a tracking chart; every other answer is drawn on the table with the wind
        assert 'id="wind' in svg(fig) and 'id="ruler' in svg(fig)


def test_the_odds_give_the_chance_of_each_kind_of_result() -> None:
    ruling = ask(DESK, TABLE, "odds Victory Redoutable")
    said = [s.reason for s in ruling.steps]
    assert "no result at all: 4096/531441 (0.8%)" in said
    assert sum(ruling.odds.values()) == 1


def test_a_range_names_the_bearing_and_the_broadside() -> None:
    reasons = " ".join(s.reason for s in ask(DESK, TABLE, "range Redoutable Victory").steps)
    assert "Victory bears 246°, 306° from Redoutable's bow" in reasons
    assert "Redoutable's port broadside bears" in reasons


def test_a_move_that_stays_clear_needs_no_check() -> None:
    ruling = ask(DESK, TABLE, "falls Victory 5 -90")
    assert ruling.verdict is None and not ruling


def test_wind_takes_the_ships_own_heading_by_default() -> None:
    ruling = ask(DESK, TABLE, "wind Victory")
    assert ruling.verdict == 8 and "the heading after pivoting, 0," in ruling.steps[0].reason


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("falls Victory far", "far"),
        ("falls Victory -2", "-2"),
        ("wind Victory north", "north"),
        ("fire Nelson Victory", "Nelson"),
    ],
)
def test_bad_words_are_named(text: str, bad: str) -> None:
    with pytest.raises((InvalidInputError, UnknownChoiceError), match=bad):
        ask(DESK, TABLE, text)


def test_a_reading_switched_at_the_desk_changes_the_answer() -> None:
    close = DESK.with_reading(TABLE, "beating_angle", "wind-eye")
    assert ask(DESK, TABLE, "wind Victory 240").verdict == 0  # 30 degrees off the wind: into it
    assert ask(DESK, close, "wind Victory 240").verdict == 5  # beating on the higher die
    assert DESK.format(close) == DESK.example.replace("speed 3,5", "speed 3,5 beating_angle=wind-eye")
    assert DESK.parse(DESK.format(close)) == close and DESK.format(TABLE) == DESK.example  # defaults are not written


def test_the_desk_places_a_ship_at_a_point_in_inches() -> None:
    desk = RulingsDesk(DESK, question="range Redoutable Victory", draw=False, records="/nonexistent")
    assert (desk.column.description, desk.row.description) == ("x inches", "y inches")
    desk.ship.value = "Victory"
    desk.column.value, desk.row.value, desk.heading.value = "20", "20", "90"
    desk.place_ship()
    assert "Victory=1 GB 100 20,20@90" in desk.notation.value
    assert desk.ruling is not None and desk.ruling.verdict == pytest.approx(6.083, abs=1e-3)


def test_a_desk_table_from_a_position_keeps_the_default_readings() -> None:
    assert isinstance(TABLE, DeskPosition) and TABLE.readings["beating_angle"] == "above-beam"
    assert DESK.claims(DESK.example) and not DESK.claims("FS turn 1 wind W")


def test_the_desk_is_found_through_the_registry_and_opens_by_key() -> None:
    from sailkit.questions import board, board_for

    assert board("as_per_margin") is DESK and board_for(DESK.example) is DESK
    desk = RulingsDesk("as_per_margin", question="rake Redoutable Victory", draw=False, records="/nonexistent")
    assert desk.ruling is not None and desk.ruling.verdict is False


def test_sailkit_ruling_answers_and_writes_the_diagram(tmp_path, capsys) -> None:
    from PIL import Image

    from sailkit.cli import main

    out = tmp_path / "fire.png"
    assert main(["ruling", DESK.example, "fire", "Victory", "Redoutable", "-o", str(out)]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith("may Victory fire on Redoutable: yes, 12 dice")
    assert "[TOSS DOUBLE DICE FOR, APM-08] first fire of broadside S: dice doubled" in printed
    assert Image.open(out).size[0] > 400
    assert main(["ruling", DESK.example, "--readings", "beating_angle=wind-eye", "wind", "Victory", "240"]) == 0
    assert capsys.readouterr().out.startswith("allowance: 5")


def test_sailkit_ruling_asks_at_a_point_of_a_recorded_game(capsys) -> None:
    from pathlib import Path

    from sailkit.cli import main

    duel = Path(__file__).resolve().parents[2] / "replays" / "apm-frigate-duel.apm"
    assert main(["ruling", str(duel), "--at", "5", "range", "Thetis", "Amethyst"]) == 0
    assert capsys.readouterr().out.startswith("range from Thetis to Amethyst: ")


def test_a_reading_switched_at_the_desk_survives_the_position_pasted_back() -> None:
    """[readings] the switched reading shows in the notation box, so a club that edits the line keeps it."""
    close_hauled = DESK.example.replace("wind 270", "wind 30")  # Victory heads 0: 30 degrees off the wind
    desk = RulingsDesk(DESK, question="wind Victory", draw=False, records="/nonexistent")
    desk.notation.value = close_hauled
    assert desk.ruling is not None and desk.ruling.verdict == 0  # above-beam: into the wind
    switch = next(w for w in desk.readings.children if getattr(w, "description", "") == "beating angle")
    switch.value = "wind-eye"
    assert desk.ruling.verdict == 5 and "speed 3,5 beating_angle=wind-eye | Victory" in desk.notation.value
    desk.notation.value = desk.notation.value.replace("Victory=1 GB 100 10,10@0", "Victory=1 GB 100 12,10@0")
    assert desk.position.position.ship("Victory").pose.x == 12 and desk.message.value == ""
    assert desk.position.readings["beating_angle"] == "wind-eye" and desk.ruling.verdict == 5
    desk.notation.value = close_hauled.replace("speed 3,5", "speed 3,5 beating_angle=sideways")
    assert "sideways" in desk.message.value and desk.position.readings["beating_angle"] == "wind-eye"  # unchanged
    desk.notation.value = close_hauled  # a line with no readings: the defaults
    assert desk.position.readings["beating_angle"] == "above-beam" and desk.ruling.verdict == 0
