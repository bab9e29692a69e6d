"""Refusals name the case that is actually broken [4.2]: the game's reasons for turning an action down."""

from __future__ import annotations

import pytest

from sailkit.dice import SeededDice
from sailkit.errors import IllegalActionError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.game import PHASES, Game
from sailkit.rulesets.fighting_sail.movement import apply_step, start_movement
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def _refused(g: Game, action: str, pattern: str, case: str) -> None:
    """``action`` is refused with a message matching ``pattern`` and citing ``case``, and nothing changes."""
    before = (g.position, g.flow, g.actions)
    with pytest.raises(IllegalActionError, match=pattern) as info:
        g.apply_action(action)
    assert info.value.case == case
    assert (g.position, g.flow, g.actions) == before


def _in_fire_window(command: str) -> Game:
    """Chesapeake, under ``command``, has just entered a square with Cyane (dismasted) in its arc [9.11]."""
    p = Position(Direction.N, (ShipState.of("Chesapeake", "0912", "E"), ShipState.of("Cyane", "1111", "E", masts=3)))
    g = Game(p, game_length=None)
    g.apply_action(f"command Chesapeake {command}")
    g.apply_action("step Chesapeake")
    assert g.flow.stage == "after" and {a.verb for a in g.legal_actions()} == {"fire", "hold"}
    return g


@pytest.mark.parametrize("command", ["ahead", "port", "starboard"])
def test_a_step_while_the_fire_window_is_open_cites_9_11(command: str) -> None:
    """[9.11, 7.32] a ship's fire window follows its step: no step, of that ship or any other, until it fires or
    holds fire. The refusal cites 9.11 whatever the command, not the port rule 7.32."""
    g = _in_fire_window(command)
    _refused(g, "step Chesapeake", r"fire window is open.*fires or holds fire", "9.11")
    g.apply_action("hold Chesapeake")
    assert any(a.verb == "step" for a in g.legal_actions())


def test_fouled_fire_without_its_broadside_says_the_broadside_is_missing_11_13() -> None:
    """[11.13] between fouled ships the arcs do not count, so the broadside must be named: the refusal says so."""
    p = scenario("15.1")
    p = p.with_ship(p.ship("Shannon").with_(square=Square(8, 8), fouled=True))
    p = p.with_ship(p.ship("Chesapeake").with_(square=Square(8, 8), fouled=True))
    g = Game(p, scenario="15.1")
    _refused(g, "fire Shannon Chesapeake hull", r"broadside that fires must be named.*port.*starboard", "11.13")
    g.apply_action("fire Shannon Chesapeake hull port")
    assert g.is_chance_node()


def test_a_command_to_a_fouled_ship_names_the_fouling_6_1() -> None:
    """[6.1, 7.81] Cyane and Levant are fouled together: a command to Cyane is refused because it is fouled, both
    while the Americans are still choosing theirs and once the Movement Phase has begun."""
    p = scenario("15.5")
    p = p.with_ship(p.ship("Cyane").with_(square=p.ship("Levant").square, fouled=True))
    p = p.with_ship(p.ship("Levant").with_(fouled=True))
    g = Game(p, scenario="15.5")
    _refused(g, "command Cyane ahead", r"Cyane is fouled and takes no order", "6.1")
    g.apply_action("command Constitution ahead")
    assert g.flow.phase == "movement"
    _refused(g, "command Cyane ahead", r"Cyane is fouled", "6.1")


def test_studding_sails_outside_the_strategic_cycle_cite_13_3() -> None:
    """[13.3, 13.0] studding sails are declared only in the Studding Sail Phase, on Game-Turns divisible by 8."""
    g = Game.from_scenario("15.4")
    _refused(g, "studding Constitution set", r"only in the Studding Sail Phase.*Game-Turn 1", "13.3")


@pytest.mark.parametrize("command, case", [("starboard", "7.33"), ("port", "7.32"), ("ahead", "7.31")])
def test_a_135_degree_turn_in_place_cites_the_command_the_ship_holds_7_33(command: str, case: str) -> None:
    """[7.33, 7.32, 7.31, 7.41] a ship under a starboard command asked to turn 135 degrees in place (a tack) breaks
    its starboard command [7.33], which turns it 45 or 90 degrees in a square; likewise port [7.32] and ahead [7.31]."""
    p = start_movement(
        Position(
            Direction.N, (ShipState.of("Chesapeake", "1010", "E", command=command), ShipState.of("Cyane", "2020", "E"))
        )
    )
    with pytest.raises(IllegalActionError, match=rf"holds the {command} command, not a tack") as info:
        apply_step(p, "Chesapeake", "tack SW")
    assert info.value.case == case
    g = Game(p.with_ship(p.ship("Chesapeake").with_(command=None)), game_length=None)
    g.apply_action(f"command Chesapeake {command}")
    g.apply_action("command Cyane ahead")
    dice = SeededDice(1)
    while g.is_chance_node():  # the weather gauge, on equal allowances [7.21]
        g.roll(dice)
    if g.legal_actions()[0].verb == "next":
        g.apply_action("next US")
    _refused(g, "tack Chesapeake SW", rf"holds the {command} command, not a tack", case)


def test_the_movement_phase_is_labelled_with_its_own_cases_7_22() -> None:
    """[7.22, 7.23, 7.25] the Movement Phase is named by the cases that run it, not by 7.2, the weather gauge."""
    assert PHASES["movement"] == ("Movement", "7.22-7.25")
    g = _in_fire_window("ahead")
    assert g.phase == "Movement [7.22-7.25]"
