"""Fire combat [9.0]: turning before shooting [9.14] and one broadside a turn [9.15, 9.37]."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.fire.combat import can_fire, check_fire, fire_hits, fire_options, fire_value
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.movement import apply_step
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, sq: str, facing: str, **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- turn first, then fire [9.14]


def _shannon_starboard() -> Game:
    """15.1 turn 1: Shannon (E, broad reach, MA 6) under a starboard order; the British hold the gauge and move first."""
    g = Game.from_scenario("15.1")
    g.apply_action("command Chesapeake ahead")
    g.apply_action("command Shannon starboard")
    assert g.flow.gauge == "BR"
    g.apply_action("next BR")
    return g


def test_9_14_fire_window_comes_after_the_turn_in_the_square() -> None:
    """[9.14, 9.11] Chesapeake lies on Shannon's port beam; a 90-degree starboard turn puts it astern before any shot."""
    g = _shannon_starboard()
    straight = g.branch()
    straight.apply_action("step Shannon")  # no turn yet: Chesapeake is in the port arc
    assert "fire Shannon Chesapeake hull" in {str(a) for a in straight.legal_actions()}
    turned = g.branch()
    turned.apply_action("step Shannon starboard 90")
    assert turned.position.ship("Shannon").facing == D.S
    # the fire window uses the heading after the turn: Chesapeake is now astern, so no shot and the move is over
    assert not any(a.verb == "fire" for a in turned.legal_actions())
    assert {str(a) for a in turned.legal_actions()} == {"next BR", "next US"}
    assert turned.position.ship("Shannon").fired is None


def test_9_14_after_a_tack_the_shot_counts_the_tack() -> None:
    """[9.14, 9.33e] a ship fires after completing its tack, and that shot carries the tacking penalty."""
    firer = ship("Shannon", "1010", "N", command="tack", mp=6, start_facing=D.N)
    target = ship("Chesapeake", "0810", "N")
    pos = Position(D.E, (firer, target))
    out = apply_step(pos, "Shannon", "tack S")
    assert out.fire_window and out.position.ship("Shannon").tacked
    fv = fire_value(out.position, "Shannon", "Chesapeake")
    assert fv and fv.broadside == "starboard"
    tack_steps = [st for st in fv.steps if st.case == "9.33e"]
    assert [st.value for st in tack_steps] == [-10]


# ---------------------------------------------------------------- one broadside a turn [9.15, 9.37]


def _between_two_enemies(**readings: str) -> Position:
    """Shannon at 1010 heading N with Chesapeake on its port beam and Constitution on its starboard beam, 4 RP each."""
    return Position(
        D.N,
        (ship("Shannon", "1010", "N"), ship("Chesapeake", "0810", "S"), ship("Constitution", "1210", "S")),
        readings=READINGS.resolve(readings),
    )


def test_9_15_both_broadsides_bear_but_only_one_may_be_fired() -> None:
    """[9.15, 9.37] before firing either side may be used; after the port broadside the starboard one is silent."""
    pos = _between_two_enemies()
    before = {(o.target, o.broadside) for o in fire_options(pos, "Shannon")}
    assert before == {("Chesapeake", "port"), ("Constitution", "starboard")}
    fired = fire_hits(pos, "Shannon", "Chesapeake", "hull", 66).position  # a miss still uses the broadside
    assert fired.ship("Shannon").fired == "port"
    assert fire_options(fired, "Shannon") == ()
    refused = fire_value(fired, "Shannon", "Constitution")
    assert not refused and refused.steps[-1].case == "9.11"
    with pytest.raises(IllegalActionError):
        check_fire(fired, "Shannon", "Constitution")
    assert not can_fire(fired, "Shannon")


def test_9_37_fouled_fire_keeps_to_the_broadside_already_used() -> None:
    """[9.37, 9.15, 11.1] with fire_once_incl_melee=separate a ship that fired to port may fire again fouled, to port only."""
    pos = _between_two_enemies(fire_once_incl_melee="separate")
    fouled_sq = square("1010")
    pos = pos.with_ship(pos.ship("Shannon").with_(fouled=True, fired="port"))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(square=fouled_sq, fouled=True))
    starboard = fire_value(pos, "Shannon", "Chesapeake", "hull", "starboard", fouled=True)
    assert not starboard and starboard.steps[-1].case == "9.15"
    port = fire_value(pos, "Shannon", "Chesapeake", "hull", "port", fouled=True)
    assert port and port.broadside == "port"
    assert {o.broadside for o in fire_options(pos, "Shannon", fouled=True)} == {"port"}
    # under the default reading (once a turn, melee included) it may not fire again at all
    strict = pos.with_(readings=READINGS.resolve({"fire_once_incl_melee": "once"}))
    assert fire_options(strict, "Shannon", fouled=True) == ()


def test_9_37_a_ship_that_has_not_fired_chooses_either_side_when_fouled() -> None:
    """[9.37] the restriction comes only from a broadside fired this turn: a fresh fouled ship may use either side."""
    pos = _between_two_enemies()
    sq = square("1010")
    pos = pos.with_ship(pos.ship("Shannon").with_(fouled=True))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(square=sq, fouled=True))
    assert {o.broadside for o in fire_options(pos, "Shannon", fouled=True)} == {"port", "starboard"}
