"""Drift [8.0]: the two causes the other drift tests leave uncited, driven through a whole Game.

Taken aback [8.1]: at order time [8.11] or while turning [8.12]. Failed commands
[8.2]: a wheel hit in action [8.21] or a failed wheel test [8.22]. Each way the ship
ends with its bow swung by the drift die, no command, no more movement and no fire.
"""

from __future__ import annotations

from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.damage import wheel_hit
from sailkit.rulesets.fighting_sail.drifting import drift
from sailkit.rulesets.fighting_sail.fire.combat import can_fire
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.scenarios import scenario


def _facing_wind_guerriere() -> Game:
    """15.4 (wind W) with Guerriere's bow straight into the wind."""
    pos = scenario("15.4")
    return Game(pos.with_ship(pos.ship("Guerriere").with_(facing=D.W)), scenario="15.4")


def test_8_1_taken_aback_at_order_time_drifts_when_the_stage_ends() -> None:
    """[8.1, 8.11, 7.61] Guerriere, head to wind, gets no order; once orders are given its drift die is asked."""
    g = _facing_wind_guerriere()
    assert {a.ship for a in g.legal_actions() if a.verb == "command"} == {"Constitution"}
    g.apply_action("command Constitution ahead")
    assert g.is_chance_node() and g.flow.tasks[0].kind == "drift" and g.flow.tasks[0].ship == "Guerriere"
    g.apply_action("roll 5")  # 5-6: the bow swings 45 degrees to starboard [8.0]
    gu = g.position.ship("Guerriere")
    assert (
        gu.facing == D.NW
        and gu.drifted
        and gu.command is None
        and gu.square == scenario("15.4").ship("Guerriere").square
    )
    assert not can_fire(g.position, "Guerriere")
    # only Constitution moves this turn: no declaration is ever asked of the British [7.23]
    assert all(a.ship in (None, "Constitution") for a in g.legal_actions())


def _turning_into_the_wind() -> Game:
    """15.4 turn 1: Guerriere (S, wind W) ordered starboard; the US holds the gauge and names the British first."""
    g = Game.from_scenario("15.4")
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere starboard")
    g.apply_action("next BR")
    return g


def test_8_1_and_8_12_turning_into_the_wind_mid_move_drifts_at_once() -> None:
    """[8.1, 8.12, 7.62] a starboard turn of 90 degrees from S with the wind W ends head to wind: chit off, drift die."""
    g = _turning_into_the_wind()
    g.apply_action("step Guerriere starboard 90")
    gu = g.position.ship("Guerriere")
    assert gu.facing == D.W and gu.command is None
    assert g.is_chance_node() and g.flow.tasks[0].kind == "drift" and g.flow.tasks[0].ship == "Guerriere"
    assert "7.62" in [st.case for st in g.log]
    g.apply_action("roll 3")  # 3-4: 45 degrees to port [8.0]
    gu = g.position.ship("Guerriere")
    assert gu.facing == D.SW and gu.drifted and gu.mp == 0
    assert not can_fire(g.position, "Guerriere")


def test_8_12_a_45_degree_turn_that_stops_short_of_the_wind_does_not_drift() -> None:
    """[8.12] the same ship turning only 45 degrees (to SW) keeps its order and opens no drift."""
    g = _turning_into_the_wind()
    g.apply_action("step Guerriere starboard")
    assert not any(t.kind == "drift" for t in g.flow.tasks)
    assert not g.position.ship("Guerriere").drifted


def test_8_2_failed_wheel_test_makes_alliance_drift() -> None:
    """[8.2, 8.22, 10.32] Alliance (crew 4) rolls a 6 on its wheel test: the order is lost and it drifts."""
    g = Game.from_scenario("15.7")
    while not g.is_chance_node():
        acts = g.legal_actions()
        g.apply_action(next((a for a in acts if a.ship == "Alliance" and a.get("command") == "ahead"), acts[0]))
    assert g.flow.tasks[0].kind == "wheel"
    g.apply_action("roll 6")
    assert g.flow.tasks[0].kind == "drift" and g.flow.tasks[0].ship == "Alliance"
    g.apply_action("roll 1")  # 1-2: the bow stays [8.0]
    al = g.position.ship("Alliance")
    assert al.drifted and al.command is None and al.facing == D.NW
    assert not can_fire(g.position, "Alliance")


def test_8_2_wheel_hit_in_action_drifts_at_once() -> None:
    """[8.2, 8.21] a wheel hit removes the chit at once and asks for a drift die; the die swings the bow."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Guerriere").with_(command="ahead", mp=4))
    dmg = wheel_hit(pos, "Guerriere")
    assert dmg.drift_needed and [str(e) for e in dmg.events] == ["Guerriere drift [8.21]"]
    hit = dmg.position.ship("Guerriere")
    assert hit.wheel and hit.command is None and hit.mp == 0 and not hit.drifted
    after, ruling = drift(dmg.position, "Guerriere", 6)
    gu = after.ship("Guerriere")
    assert gu.drifted and gu.facing == D.SW and ruling.cases == ("8.0", "8.4")
