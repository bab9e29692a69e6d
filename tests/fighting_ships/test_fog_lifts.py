"""The Fog Lifts (APP.2.3.2g): the wind die's table, the deployment's rules checked on any placement, sailkit's own
placement, and the game it starts."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_ships import RULES, Position, Setup
from sailkit.rulesets.fighting_ships.fog_lifts import fog_wind, placement
from sailkit.rulesets.fighting_ships.objectives import Objective
from sailkit.rulesets.fighting_ships.scenarios import SCENARIOS, fog_lifts

LAID = str(fog_lifts().position)


@pytest.mark.parametrize(("thrown", "wind"), [(1, Direction.N), (2, Direction.S), (3, Direction.E), (4, Direction.W)])
def test_the_wind_die(thrown: int, wind: Direction) -> None:
    """1: from the north, 2 the south, 3 the east, 4 the west."""
    ruling = fog_wind(thrown)
    assert ruling.verdict is wind and all(s.case == "APP.2.3.2g" for s in ruling.steps)
    assert fog_lifts(wind_die=thrown).position.wind is wind


def test_a_5_or_a_6_lets_a_side_pick() -> None:
    assert fog_wind(5, choice=4).verdict is Direction.W and "the defender" in str(fog_wind(5, choice=4))
    assert fog_wind(6, choice=1).verdict is Direction.N and "the attacker" in str(fog_wind(6, choice=1))
    with pytest.raises(InvalidInputError, match="choice of wind"):
        fog_wind(6)
    with pytest.raises(InvalidInputError, match="choice of wind"):
        fog_wind(2, choice=3)
    with pytest.raises(InvalidInputError, match="wind die"):
        fog_wind(7)


def test_sailkits_placement_keeps_every_rule_and_plays_for_morale() -> None:
    setup = fog_lifts()
    assert SCENARIOS["fog-lifts"] is fog_lifts and setup.position.table == (72, 48)
    assert setup.objective == Objective() and Setup.from_headers(setup.headers()) == setup
    lawful = placement(setup.position)
    assert lawful.verdict is True and lawful.facts["broken"] == 0
    assert {v.squadron for v in setup.position.ships} == {"", "Blue", "Red"}


@pytest.mark.parametrize(
    ("old", "new", "broken"),
    [
        ("Naiad=2 5th-rate 28,34", "Naiad=2 5th-rate 40,30", "Syrene and Naiad, enemies, lie 4 inches apart"),
        ("Lynx=1 6th-rate 42.5,26", "Lynx=1 6th-rate 44,26", "Lynx lies over 3 inches from every fellow"),
        ("shoal 30,17,35,22", "shoal 25,12,30,17", "Defiance is deployed on a feature"),
        ("shore 38,40,44,45", "shore 20,36,26,41", "features 1 and 3 lie"),
        ("shoal 4,4,10,9 ", "", "5 features"),
    ],
)
def test_a_broken_rule_is_named(old: str, new: str, broken: str) -> None:
    assert old in LAID
    ruling = placement(Position.parse(LAID.replace(old, new)))
    assert ruling.verdict is False and ruling.facts["broken"] >= 1
    assert any(broken in s.reason for s in ruling.steps), [s.reason for s in ruling.steps]


def test_the_game_opens_with_the_admirals_initiative() -> None:
    """Nelson's National Hero adds 2 on the first Game-Turn [3.1, APP.1.2.1]: 4 against 5 goes to GB."""
    state = RULES.start(fog_lifts())
    for d in (4, 5):
        state, ruling = RULES.apply_action(state, RULES.parse_action(f"roll {d}"))
    assert state.position.first == 1 and "GB 6, FR 5: GB is Player 1" in str(ruling)
    assert "National Hero" in str(ruling)
