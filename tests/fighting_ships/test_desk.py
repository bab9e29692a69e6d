"""Fighting Ships at the rulings desk (issue 22, DESK): pickers set up the position, readings switch in place, every
question's ruling is drawn, and a recorded game is asked at any point."""

from __future__ import annotations

from pathlib import Path

import pytest
from matplotlib import pyplot as plt
from matplotlib.figure import Figure

from sailkit.desk import RulingsDesk
from sailkit.draw.figure import description
from sailkit.questions import board, board_for
from sailkit.rulesets.fighting_ships.faces.desk import DESK, PLANS

from .test_questions import POSITION, TABLE

ROOT = Path(__file__).resolve().parents[2]


def test_the_desk_is_found_by_key_and_by_its_notation() -> None:
    assert board("fighting_ships") is DESK and board_for(TABLE) is DESK and board_for(DESK.example) is DESK
    assert DESK.record_suffix == ".fsh" and DESK.place_words == ("x inches", "y inches")


def test_the_pickers_place_a_ship_and_the_ruling_follows() -> None:
    desk = RulingsDesk("fighting_ships", TABLE, question="range Syrene Kent", draw=False, records="/nonexistent")
    assert desk.ruling is not None and desk.ruling.verdict == "medium"
    desk.ship.value = "Kent"
    desk.column.value, desk.row.value, desk.heading.value = "34", "20", "0"
    desk.place_ship()
    assert "Kent=2 3rd-rate 34,20@0 D1 A0" in desk.notation.value
    assert desk.ruling.verdict == "long" and desk.ruling.value == pytest.approx(14)


def test_a_plan_is_picked_or_typed_and_the_points_default_to_its_cost() -> None:
    """The pickers offer plans of the engine's manoeuvres; any other plan may be typed [4.1.1f-i]."""
    desk = RulingsDesk("fighting_ships", TABLE, question="sail Syrene M2+30", draw=False, records="/nonexistent")
    assert "M2+30" in PLANS and "M2,T+90" in PLANS
    assert desk.ruling is not None and desk.ruling.verdict is True
    assert desk.question_text() == "sail Syrene M2+30 plan"
    from sailkit.questions import ask

    assert ask(DESK, POSITION, "sail Syrene m2,m2,m2").verdict == "Lynx"  # typed, not listed: still asked
    assert ask(DESK, POSITION, "sail Syrene m2+30").question.endswith("M2+30")


def test_a_reading_switched_at_the_desk_rebuilds_the_bases() -> None:
    """The base sizes are a reading [1.2]: switched, every base is rebuilt, the line says so and pastes back."""
    desk = RulingsDesk("fighting_ships", TABLE, question="fire Syrene Kent", draw=False, records="/nonexistent")
    switch = next(w for w in desk.readings.children if getattr(w, "description", "") == "base size")
    before = desk.position.vessel("Kent").ship.build.length
    switch.value = "uniform"
    assert "base_size=uniform" in desk.notation.value
    assert desk.position.vessel("Kent").ship.build.length != before
    assert desk.ruling is not None and ("base_size", "uniform") in desk.ruling.readings
    assert DESK.parse(desk.notation.value) == desk.position


def test_every_question_is_drawn_at_the_desk_with_its_alt_text() -> None:
    desk = RulingsDesk("fighting_ships", TABLE, draw=False, records="/nonexistent")
    asked = [
        "fire Syrene Kent",
        "odds Syrene Lynx",
        "sight Syrene Kent",
        "arcs Syrene Kent",
        "rake Syrene Lynx",
        "sail Syrene M2,M2,M2",
        "sail Victory M2",
        "ends Syrene 1",
        "attitude Syrene",
        "board Rapide Achille",
        "strike Achille",
    ]
    for text in asked:
        ruling = desk.ask(text)
        assert ruling is not None, text
        figure = desk.diagram()
        assert isinstance(figure, Figure) and description(figure), text
        plt.close(figure)


def test_a_recorded_encounter_is_asked_at_any_point() -> None:
    desk = RulingsDesk("fighting_ships", draw=False, records=ROOT / "replays")
    assert "fighting_ships-encounter.fsh" in desk.record.options
    desk.record.value = "fighting_ships-encounter.fsh"
    assert desk.game is not None
    desk.point.value = 0
    assert desk.position == desk.game.state.position
    ruling = desk.ask("range Syrene Naiad")
    assert ruling is not None and ruling.verdict == "out of range" and ruling.value == pytest.approx(36)
