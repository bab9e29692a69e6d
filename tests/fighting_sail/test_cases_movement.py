"""Movement [7.0]: the cases the other movement tests leave uncited.

Fulfilment of a turn order [7.37], no carrying of points [7.55], tacking through the
wind [7.63], backing sail and heaving to as moves that open a fire window and hand
the choice of mover back to the gauge holder [7.72, 7.73, 7.92, 7.93], and the two
ways of avoiding a foul [7.83].
"""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.movement import (
    Advance,
    apply_step,
    moves,
    start_movement,
    step_options,
    turn_fulfilled,
)
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, sq: str, facing: str, **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def started(wind: str, *ships: ShipState, **readings: str) -> Position:
    """A position at the start of the Movement Phase, ships holding the commands given [7.1]."""
    return start_movement(Position(D.parse(wind), ships, readings=READINGS.resolve(readings)))


def _names(g: Game) -> set[str]:
    return {str(a) for a in g.legal_actions()}


# ---------------------------------------------------------------- fulfilment [7.37]


def test_7_37_starboard_order_is_unfulfilled_until_the_turn_is_made() -> None:
    """[7.37, 7.33] the engine tracks whether the turn is made: not after a straight step, yes after a starboard turn."""
    p = started("NW", ship("Felicite", "1010", "E", command="starboard"))
    r = p.readings
    straight = apply_step(p, "Felicite", "step").position.ship("Felicite")
    assert straight.turned == 0 and not turn_fulfilled(
        "starboard", straight.turned, straight.start_facing, straight.facing, r
    )
    turned = apply_step(p, "Felicite", "step starboard").position.ship("Felicite")
    assert turned.turned == 1 and turned.facing == D.SE
    assert turn_fulfilled("starboard", turned.turned, turned.start_facing, turned.facing, r)
    # every way the order may end has made its turn [7.33]
    assert all(m.facing != D.E for m in moves(p, "Felicite", "starboard") if m.kind == "move")


def test_7_37_last_chance_to_turn_must_be_taken() -> None:
    """[7.37, 7.32] a port ship with points for one more square only must turn in it: going straight is refused."""
    p = started("NW", ship("Felicite", "1010", "E", command="port"))
    p = p.with_ship(p.ship("Felicite").with_(mp=2))  # one side entry left, nothing after it
    assert Advance(0, 0) not in step_options(p, "Felicite")
    with pytest.raises(IllegalActionError) as info:
        apply_step(p, "Felicite", "step")
    assert info.value.case == "7.32"
    out = apply_step(p, "Felicite", "step port")
    assert out.position.ship("Felicite").facing == D.NE and out.done


# ---------------------------------------------------------------- no carrying points [7.55]


def test_7_55_points_left_over_are_lost_at_the_end_of_the_turn() -> None:
    """[7.55, 7.54] Chesapeake (A, running, MA 5) on a corner heading keeps 2 unusable points; next turn it has 5, not 7."""
    g = Game.from_scenario("15.1")
    g.apply_action("command Chesapeake ahead")
    g.apply_action("command Shannon ahead")
    left_over = None
    for _ in range(200):
        if g.turn == 2:
            break
        c = g.position.ship("Chesapeake")
        if g.flow.phase == "movement" and c.command is None and c.entered:
            left_over = c.mp
        if g.is_chance_node():
            g.apply_action("roll 3")
            continue
        legal = g.legal_actions()
        quiet = [a for a in legal if a.verb == "hold"]
        g.apply_action(quiet[0] if quiet else legal[0])
    assert left_over == 2
    assert all(s.mp == 0 for s in g.position.ships)  # nothing is saved past the Terminal Stage
    g.apply_action("command Chesapeake ahead")
    g.apply_action("command Shannon ahead")
    assert g.position.ship("Chesapeake").mp == 5
    # nor lent: each ship's points are its own allowance (Shannon broad reaching, 6)
    assert g.position.ship("Shannon").mp == 6


# ---------------------------------------------------------------- tacking through the wind [7.63]


def test_7_63_a_tack_may_swing_through_the_wind_but_not_end_in_it() -> None:
    """[7.63, 7.41, 7.43] beating NE with the wind N, a tack to W passes the wind's eye and is allowed."""
    p = started("N", ship("Felicite", "1010", "NE", command="tack"))
    out = apply_step(p, "Felicite", "tack W")
    f = out.position.ship("Felicite")
    assert f.facing == D.W and f.square == square("1010") and f.mp == 0 and f.tacked
    assert "7.63" in out.ruling.cases
    # running before the wind, the tack may not finish head to wind
    q = started("N", ship("Felicite", "1010", "S", command="tack"))
    with pytest.raises(IllegalActionError) as info:
        apply_step(q, "Felicite", "tack N")
    assert info.value.case == "7.43"
    assert {m.facing for m in moves(q, "Felicite", "tack")} == {D.NE, D.NW}


# ---------------------------------------------------------------- back sail and heave to [7.7, 7.9]


def _old_ironsides_last_fight(cyane_facing: D = D.E) -> Game:
    """15.5 with Constitution's allowance capped at 3 (4 rigging hits), so the British (two ships at 4) hold the gauge."""
    pos = scenario("15.5")
    pos = pos.with_ship(pos.ship("Constitution").with_(rigging=4))
    pos = pos.with_ship(pos.ship("Cyane").with_(facing=cyane_facing))
    g = Game(pos, scenario="15.5")
    for name in ("Constitution", "Cyane", "Levant"):
        g.apply_action(f"command {name} ahead")
    assert g.flow.gauge == "BR" and g.flow.phase == "movement"
    g.apply_action("next BR")
    return g


def test_7_72_backing_sail_is_a_move_after_which_the_gauge_holder_names_again() -> None:
    """[7.72, 7.22] after Cyane backs sail (and holds fire) the British must name the next side to move."""
    g = _old_ironsides_last_fight()
    g.apply_action("back Cyane")
    cy = g.position.ship("Cyane")
    assert cy.command is None and cy.square == square("0509") and cy.facing == D.E
    g.apply_action("hold Cyane")
    assert _names(g) == {"next BR", "next US"}
    assert g.current_side() == "BR"


def test_7_73_a_ship_that_backed_sail_may_fire() -> None:
    """[7.73, 9.11] Cyane backs sail without entering a square and may still fire at Constitution."""
    g = _old_ironsides_last_fight()
    g.apply_action("back Cyane")
    assert "fire Cyane Constitution hull" in _names(g)
    g.apply_action("fire Cyane Constitution hull")
    assert g.is_chance_node() and g.flow.tasks[0].kind == "fire"
    g.apply_action("roll 66")  # a miss: the shot was still taken
    assert g.position.ship("Cyane").fired == "starboard"


def test_7_92_heaving_to_is_a_move_after_which_the_gauge_holder_names_again() -> None:
    """[7.92, 7.91, 7.22] Cyane beating SE with the wind S heaves to (bow to E) and the British name again."""
    g = _old_ironsides_last_fight(cyane_facing=D.SE)
    g.apply_action("heave Cyane")
    cy = g.position.ship("Cyane")
    assert cy.command is None and cy.facing == D.E and cy.square == square("0509")
    g.apply_action("hold Cyane")
    assert _names(g) == {"next BR", "next US"}


def test_7_93_a_ship_that_hove_to_may_fire() -> None:
    """[7.93, 9.11] after heaving to Cyane may fire its starboard guns at Constitution."""
    g = _old_ironsides_last_fight(cyane_facing=D.SE)
    g.apply_action("heave Cyane")
    assert {"fire Cyane Constitution hull", "fire Cyane Constitution rigging", "hold Cyane"} <= _names(g)
    # a ship that only changed heading this way has not drifted and has not fired
    cy = g.position.ship("Cyane")
    assert not cy.drifted and cy.fired is None


# ---------------------------------------------------------------- avoiding fouling [7.83]


def test_7_83_free_turn_avoids_a_single_ship_and_a_full_square_means_drift() -> None:
    """[7.83, 7.83a, 7.83b] ahead of Felicite: one ship -> foul or free turn round it; four ships -> never a fifth."""
    blocker = ship("Shannon", "1009", "E")
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), blocker)
    kinds = {m.kind for m in moves(p, "Felicite", "ahead")}
    assert {"foul", "move"} <= kinds
    dodged = apply_step(p, "Felicite", "free-turn port").position
    assert not dodged.ship("Felicite").fouled and dodged.ship("Felicite").square == square("0909")
    assert not dodged.ship("Shannon").fouled

    four = tuple(ship(n, "1009", "E", fouled=True) for n in ("Shannon", "Guerriere", "Chesapeake", "Constitution"))
    flanks = (ship("Wasp", "0909", "E"), ship("Frolic", "1109", "E"))  # so no free turn avoids fouling [7.83b]
    q = started("SW", ship("Felicite", "1010", "N", command="ahead"), *four, *flanks)
    straight = apply_step(q, "Felicite", "step")
    assert straight.drift_needed and straight.position.ship("Felicite").square == square("1010")
    full = moves(q, "Felicite", "ahead")
    assert "drift" in {m.kind for m in full}
    assert not any(m.kind == "foul" and m.end == square("1009") for m in full)
    assert max(len(v) for v in straight.position.occupied().values()) == 4
