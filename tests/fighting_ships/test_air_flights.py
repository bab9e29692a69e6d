"""Aircraft beyond their first steps on the engine [8.3, 8.8] (issue 23): hovering, more than one turn a move under
reading ``air_turns``, fights between counters no patrol caught, spares joining a pair and exceptional pilots."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.air_sea_pieces import Plane
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | "
SHIPS = "Hornet=1 carrier 10,10@90 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | "
SEAHAWK = "Seahawk=1 air attack-helicopter 20,20@90 load:torpedo"
WILDCAT = "Wildcat=1 air fighter-2 20,20@90 load:cap"


def _state(text: str, **readings: str) -> State:
    setup = Setup("test", Position.parse(HEAD + text)).with_readings(readings)
    return State(setup, setup.position)


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def _plane(state: State, name: str) -> Plane:
    return next(p for p in state.position.planes if p.name == name)


def test_a_helicopter_hovers_but_not_two_game_turns_running() -> None:
    """[8.3] The Seahawk may hover where it is (offered, 0 inches); the next Game-Turn it may not, and the refusal
    names 8.3; the Game-Turn after that it may again. A Wildcat never hovers."""
    state = _state(SHIPS + SEAHAWK)
    assert "fly Seahawk 20,20" in _legal(state)
    state = play(state, "fly Seahawk 20,20")
    assert _plane(state, "Seahawk").pose.point == (20.0, 20.0) and "Seahawk" in state.hovering
    hovered = _state(SHIPS + SEAHAWK + " hovered")
    assert "fly Seahawk 20,20" not in _legal(hovered)
    with pytest.raises(IllegalActionError, match="hovered last Game-Turn") as e:
        RULES.check_action(hovered, RULES.parse_action("fly Seahawk 20,20"))
    assert e.value.case == "8.3"
    with pytest.raises(IllegalActionError, match="only helicopters"):
        RULES.check_action(_state(SHIPS + WILDCAT), RULES.parse_action("fly Wildcat 20,20"))


def test_a_hover_is_remembered_for_one_game_turn() -> None:
    """[8.3] At the end of the Game-Turn the counter that hovered is written ``hovered``; one that flew is not."""
    state = _state(SHIPS + SEAHAWK)
    state = play(state, "fly Seahawk 20,20")
    ended = RULES._end_of_turn(state, [])
    assert _plane(ended, "Seahawk").hovered and "hovered" in str(ended.position)
    flew = RULES._end_of_turn(play(_state(SHIPS + SEAHAWK + " hovered"), "fly Seahawk 40,20"), [])
    assert not _plane(flew, "Seahawk").hovered


def test_two_turns_a_move_only_under_each_six_inches() -> None:
    """[8.3] The Wildcat turns about: 6 ahead, 89 degrees, 6, 89 degrees again after 12 straight, then on. One turn a
    move (the default) refuses it with 8.3; reading air_turns each-six-inches offers and allows it, ending heading
    back the way it came."""
    about = "fly Wildcat 26,26 20,32"
    with pytest.raises(IllegalActionError, match="one turn a move") as e:
        RULES.check_action(_state(SHIPS + WILDCAT), RULES.parse_action(about))
    assert e.value.case == "8.3"
    state = _state(SHIPS + WILDCAT, air_turns="each-six-inches")
    offered = [a for a in _legal(state) if a.startswith("fly Wildcat") and len(a.split()) == 4]
    assert len(offered) == 2
    state = play(state, about)
    p = _plane(state, "Wildcat")
    assert p.pose.point == (20.0, 32.0) and 260 < p.pose.heading < 280
