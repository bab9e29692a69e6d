"""Damage [10.0]: what a scoring shot does, hull hits on the firer and on the target, dead in the water [10.4]."""

from __future__ import annotations

import pytest

from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.commands import legal_commands
from sailkit.rulesets.fighting_sail.damage import hull_hits
from sailkit.rulesets.fighting_sail.fire.combat import fire_hits, fire_value
from sailkit.rulesets.fighting_sail.fire.hits import hit_result
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.movement import allowance
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.strategic import swell_candidates


def ship(name: str, sq: str, facing: str, **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def _duel(**shannon: object) -> Position:
    """Shannon at 1010 heading N; Chesapeake (Rate 5) on its port beam at 0810, 4 Range Points away; wind E."""
    return Position(D.E, (ship("Shannon", "1010", "N", **shannon), ship("Chesapeake", "0810", "S")))


# ---------------------------------------------------------------- what a hit does [10.0]


@pytest.mark.parametrize("roll", [12, 21, 35, 46, 66])
def test_10_0_hull_fire_scores_hull_hits_rigging_fire_rigging_hits(roll: int) -> None:
    """[10.0, 10.1, 10.2, 9.32] the hits of the hit table go to the part aimed at, and only there."""
    pos = _duel()
    for aim, field, other in (("hull", "hull", "rigging"), ("rigging", "rigging", "hull")):
        fv = fire_value(pos, "Shannon", "Chesapeake", aim)
        expected = hit_result(fv.value, roll).hits
        after = fire_hits(pos, "Shannon", "Chesapeake", aim, roll).position.ship("Chesapeake")
        assert getattr(after, field) == expected and getattr(after, other) == 0


def test_10_0_scoring_doubles_add_a_critical_hit_a_miss_does_nothing() -> None:
    """[10.0, 10.3, 9.34] a scoring double asks for the critical die; a miss leaves the target untouched."""
    pos = _duel()
    fv = fire_value(pos, "Shannon", "Chesapeake").value
    assert fv == 55  # 55, rate 0, range -10, first broadside at 4 RP +10 [9.33]
    double = fire_hits(pos, "Shannon", "Chesapeake", "hull", 22)
    assert double.needs == "critical die" and double.position.ship("Chesapeake").hull == 1
    no_double = fire_hits(pos, "Shannon", "Chesapeake", "hull", 23)
    assert no_double.needs is None and no_double.position.ship("Chesapeake").hull == 1
    miss = fire_hits(pos, "Shannon", "Chesapeake", "hull", 66)
    assert miss.needs is None and miss.position.ship("Chesapeake") == pos.ship("Chesapeake")
    assert miss.position.ship("Shannon").fired == "port"  # the broadside is spent all the same [9.13]


# ---------------------------------------------------------------- hull hits and the firer's Fire Value [10.11]


def test_10_11_every_two_hull_hits_on_the_firer_cost_ten_fire_value() -> None:
    """[10.11, 9.33c] 0 or 1 hull hit: no change; 2-3: -10; 4: -20."""
    base = fire_value(_duel(), "Shannon", "Chesapeake").value
    got = [fire_value(_duel(hull=h), "Shannon", "Chesapeake").value for h in range(5)]
    assert [base - v for v in got] == [0, 0, 10, 10, 20]
    mod = [st for st in fire_value(_duel(hull=3), "Shannon", "Chesapeake").steps if st.case == "9.33c"]
    assert [st.value for st in mod] == [-10]


# ---------------------------------------------------------------- hull hits and striking [10.13]


def test_10_13_hull_hits_up_to_abandonment_make_a_ship_strike_when_an_enemy_is_alongside() -> None:
    """[10.13, 12.11, 12.13] Chesapeake (Rate 5) is abandoned at 5 hull hits; with Shannon next to it, it strikes."""
    near = Position(D.E, (ship("Shannon", "0910", "N"), ship("Chesapeake", "0810", "S")))
    four = hull_hits(near, "Chesapeake", 4).position.ship("Chesapeake")
    assert not four.abandoned and not four.prize and four.side == "US"
    five = hull_hits(near, "Chesapeake", 5)
    c = five.position.ship("Chesapeake")
    assert c.abandoned and c.prize and c.side == "BR"
    assert [e.kind for e in five.events] == ["abandoned", "struck"]
    far = hull_hits(_duel(), "Chesapeake", 5)
    c = far.position.ship("Chesapeake")
    assert c.abandoned and not c.prize and c.side == "US"
    assert [e.kind for e in far.events] == ["abandoned"]


# ---------------------------------------------------------------- dead in the water [10.4]


@pytest.mark.parametrize(
    "state",
    [
        {"masts": 3},
        {"masts": 1, "rigging": 2},
        {"prize": True, "side": "US"},
        {"hull": 5},
    ],
    ids=["three_masts", "mast_and_rigging", "prize", "abandoned"],
)
def test_10_4_a_ship_dead_in_the_water_gets_no_order_and_no_allowance(state: dict[str, object]) -> None:
    """[10.4, 10.41, 10.42] each way of being dead in the water leaves the ship without orders or Movement Points."""
    pos = scenario("15.4")
    g = pos.ship("Guerriere")
    dead = g.with_(**state)
    pos = pos.with_ship(dead)
    assert dead.dead_in_water
    assert legal_commands(pos, "Guerriere") == ()
    assert allowance(pos, "Guerriere") == 0
    game = Game(pos, scenario="15.4")
    assert all(a.ship != "Guerriere" for a in game.legal_actions())


def test_10_4_fouled_ships_are_dead_in_the_water_too() -> None:
    """[10.4, 10.41] a fouled ship is dead in the water: no order until it unfouls."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Guerriere").with_(fouled=True))
    assert pos.ship("Guerriere").dead_in_water and legal_commands(pos, "Guerriere") == ()


def test_10_42_only_dead_ships_are_exposed_to_swell() -> None:
    """[10.42, 13.1, 13.11] on turn 8 the dismasted Guerriere rolls for swell and drifts a square downwind; Constitution does not."""
    pos = scenario("15.4").with_(turn=8)
    start = pos.ship("Guerriere").square
    pos = pos.with_ship(pos.ship("Guerriere").with_(masts=3))
    assert [tuple(s.name for s in u) for u in swell_candidates(pos)] == [("Guerriere",)]
    g = Game(pos, scenario="15.4")
    assert g.is_chance_node() and [(t.kind, t.ship) for t in g.flow.tasks] == [("swell", "Guerriere")]
    g.apply_action("roll 4")  # 3-6: one square downwind (wind from W: to the east), heading kept
    gu = g.position.ship("Guerriere")
    assert gu.square == square(f"{start.col + 1:02d}{start.row:02d}") and gu.facing == D.S
    assert g.position.ship("Constitution").square == scenario("15.4").ship("Constitution").square
