"""The Strategic Cycle tutorial's explorers, driven by setting widget values [13.1, 13.2]."""

from __future__ import annotations

from fractions import Fraction

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.faces.explorers.strategic import DEAD_IN_WATER, BurnExplorer, SwellExplorer

SCENE = fs.Position.parse("FS turn 8 wind W | Chesapeake US 1010 N | Shannon BR 1410 W")


def test_swell_faces_and_exact_odds_and_the_t117_roll() -> None:
    """[13.11] wind from the west, a ship dead in the water at 1010 rolls 4: carried to 1110, heading unchanged."""
    ex = SwellExplorer(SCENE, "Chesapeake", blocker="Shannon", draw=False)
    assert ex.faces[1] == ex.faces[2] == "stays in 1010" and ex.faces[3] == "moves to 1110"
    assert ex.odds["moves"] == Fraction(2, 3) and ex.outcome is None
    ex.die.value = "4"
    moved = ex.after.ship("Chesapeake")
    assert ex.outcome.verdict == "moves" and moved.square == fs.square("1110") and moved.facing == fs.Direction.N
    ex.wind.value = "N"
    assert ex.after.ship("Chesapeake").square == fs.square("1011")


def test_every_dead_in_the_water_state_rolls_and_a_ship_under_sail_does_not() -> None:
    """[13.1, 10.41a-d] each reason to be dead in the water makes her roll; under sail she is spared."""
    ex = SwellExplorer(SCENE, "Chesapeake", draw=False)
    for why in DEAD_IN_WATER:
        ex.why.value = why
        assert bool(ex.faces) is ("under sail" not in why), why
    assert ex.exemption.cases == ("13.1",) and dict(ex.odds) == {"stays": 1}


def test_a_ship_downwind_spares_her_unless_her_owner_may_choose_to_roll() -> None:
    """[13.12, swell_exempt_roll] Shannon downwind: no roll; under owner_may_roll a 3 carries her in, fouled."""
    ex = SwellExplorer(SCENE, "Chesapeake", blocker="Shannon", draw=False)
    ex.blocked.value = True
    ex.die.value = "3"
    assert ex.exemption and not ex.faces and ex.outcome is None and "does not roll" in ex.label.value
    ex.readings["swell_exempt_roll"].value = "owner_may_roll"
    assert ex.by_choice and ex.odds["moves"] == Fraction(2, 3)
    assert ex.after.ship("Chesapeake").fouled and ex.after.ship("Shannon").fouled and "7.81" in ex.outcome.cases


def test_the_map_edge_blocks_swell_unless_the_grid_is_extended() -> None:
    """[13.11, 15.0-MR, swell_edge] at the east edge with a west wind: spared, or carried off the printed map."""
    edge = SCENE.with_ship(SCENE.ship("Chesapeake").with_(square=fs.square("3010")))
    ex = SwellExplorer(edge, "Chesapeake")
    assert not ex.faces and ex.exemption.cases == ("15.0-MR",)
    ex.readings["swell_edge"].value = "unbounded"
    assert ex.faces[6].startswith("moves to") and "<svg" in ex.picture.value


def test_fire_roll_faces_odds_and_the_t120_blow_up() -> None:
    """[13.21, 13.22] T120: Rate 5 on fire with 4 hull hits rolls 3: the fifth hit is the abandonment level, she blows up."""
    ex = BurnExplorer(SCENE, "Chesapeake", partner="Shannon", draw=False)
    assert ex.odds["blows up"] == Fraction(1, 6) and ex.faces[1] == "Chesapeake blown up"
    assert ex.faces[2] == "one more hull hit: 1"
    ex.hull.value = 4
    ex.die.value = "3"
    assert dict(ex.odds) == {"blows up": 1} and ex.outcome.verdict == "blows up" and "13.22" in ex.outcome.cases
    assert ex.after.ship("Chesapeake").destroyed and not ex.after.ship("Shannon").destroyed


def test_fire_takes_the_fouled_partner_along() -> None:
    """[13.24] T121-like: fouled with Shannon, a 1 destroys both."""
    ex = BurnExplorer(SCENE, "Chesapeake", partner="Shannon")
    ex.fouled.value = True
    ex.die.value = "1"
    assert ex.after.ship("Shannon").destroyed and "13.24" in ex.outcome.cases
    assert ex.faces[1] == "Chesapeake, Shannon blown up" and "<svg" in ex.picture.value
