"""Aircraft [8.1-8.8]: types and loads, flight, carriers, combat air patrols, bombs, AA fire and air combat, with
the text's worked examples of 8.4 as tests."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import box

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships.aa_fire import aa_fire, aa_hit_chance, aa_raid_odds, aa_reach
from sailkit.rulesets.fighting_ships.air_combat import catches, dogfight, dogfight_odds, in_cap_zone, pair_off
from sailkit.rulesets.fighting_ships.air_weapons import bomb, bomb_hit_chance, bomb_odds, bomb_reach, kamikaze_loads
from sailkit.rulesets.fighting_ships.aircraft import aircraft_type, aircraft_types, flight, flight_limits, loads_of
from sailkit.rulesets.fighting_ships.carriers import (
    base_distance,
    launch_rate,
    may_fly,
    rearm_capacity,
    spotter_landing,
)


def test_the_types_table_has_every_type_with_its_loads_and_values() -> None:
    types = aircraft_types()
    assert len(types) == 17
    assert aircraft_type("dive-bomber").loads == ("2 bomb",) and aircraft_type("dive-bomber").combat == 0
    assert aircraft_type("kamikaze").combat == -1 and aircraft_type("kamikaze").one_shot
    assert aircraft_type("patrol").on_station and aircraft_type("patrol").defence_only
    assert [aircraft_type(f"jet-{y}").combat for y in (1950, 1970, 1990)] == [4, 5, 6]
    assert aircraft_type("cam-fighter").value() == 3
    assert aircraft_type("cam-fighter").value({"cam_value": "as-fighter-2"}) == 2
    assert loads_of("fighter-3", "cap") == "cap"
    with pytest.raises(InvalidInputError):
        loads_of("dive-bomber", "torpedo")
    with pytest.raises(UnknownChoiceError):
        aircraft_type("zeppelin")


def test_flight_limits_and_the_first_turn_s_half_move() -> None:
    assert flight_limits("piston") == (10, 36) and flight_limits("jet") == (16, 50)
    assert flight_limits("piston", first=True) == (10, 18) and flight_limits("jet", first=True) == (16, 25)
    assert flight("fighter-3", [(20, 90), (10, 0)]).verdict == 30
    with pytest.raises(IllegalActionError, match=r"8\.3"):
        flight("fighter-3", [(30, 0)], first=True)  # only 18 on the first Game-Turn
    with pytest.raises(IllegalActionError, match=r"8\.3"):
        flight("jet-1970", [(12, 0)])  # a jet flies 16 at least


def test_turns_need_six_inches_straight_and_are_ninety_degrees_or_one_eighty_for_helicopters() -> None:
    with pytest.raises(IllegalActionError, match=r"8\.3"):
        flight("fighter-3", [(5, 90), (10, 0)])
    with pytest.raises(IllegalActionError, match=r"8\.3"):
        flight("fighter-3", [(6, 120), (10, 0)])
    assert flight("attack-helicopter", [(6, 180), (6, 0)]).verdict == 12
    with pytest.raises(IllegalActionError, match="air_turns"):
        flight("fighter-3", [(6, 90), (6, -90), (6, 0)])
    each = flight("fighter-3", [(6, 90), (6, -90), (6, 0)], readings={"air_turns": "each-six-inches"})
    assert each.verdict == 18 and ("air_turns", "each-six-inches") in each.readings


def test_only_helicopters_hover_and_never_two_turns_running() -> None:
    assert flight("asw-helicopter", []).verdict == 0
    with pytest.raises(IllegalActionError, match="hovered"):
        flight("asw-helicopter", [], hovered_last=True)
    with pytest.raises(IllegalActionError, match="helicopters"):
        flight("fighter-3", [])


def test_carriers_rates_rearming_damage_and_wind() -> None:
    assert base_distance(4) == 5
    assert rearm_capacity(12).verdict == 4 and rearm_capacity(10).verdict == 3
    assert rearm_capacity(12, "land").verdict == 9
    assert rearm_capacity(11, readings={"rearm_rounding": "down"}).verdict == 3
    assert rearm_capacity(11).verdict == 4  # 3.67 to the nearest
    assert launch_rate("fleet").verdict == 3 and launch_rate("escort").verdict == 1 and launch_rate("land").verdict == 6
    assert launch_rate("fleet", rotary=True).verdict == 6 and launch_rate("fleet", utility=True).verdict == 1
    assert may_fly("Ark Royal", 2, heading=0, wind="N").verdict
    with pytest.raises(IllegalActionError, match=r"8\.2"):
        may_fly("Ark Royal", 3)
    with pytest.raises(IllegalActionError, match="off the wind"):
        may_fly("Ark Royal", 0, heading=90, wind="N")
    assert may_fly("Ark Royal", 0, heading=40, wind="N", readings={"into_wind": "quarter"}).verdict
    assert may_fly("Hermes", 0, heading=90, wind="N", fixed_wing=False).verdict


def test_spotters_land_on_a_still_ship_a_submarine_s_after_two_surfaced_turns() -> None:
    assert spotter_landing("Exeter", 1).verdict and not spotter_landing("Exeter", 0).verdict
    assert not spotter_landing("Surcouf", 2, submarine=True, surfaced_turns=1).verdict
    assert spotter_landing("Surcouf", 2, submarine=True, surfaced_turns=2).verdict


def test_the_cap_examples_of_8_4() -> None:
    """Stukas (0) are caught by Spitfires (3); Lightning IIs (6) slip past Skyhawks (4); Sea Harriers (5) do not."""
    assert catches(3, 0)
    assert not catches(4, 6)
    assert catches(4, 5)
    pairs = pair_off([4, 4], [6, 6])
    assert pairs.verdict == () and pairs.facts["through"] == (0, 1) and pairs.facts["spare"] == (0, 1)
    stukas = pair_off([3, 3, 3], [0, 0])
    assert stukas.verdict == ((0, 0), (1, 1)) and stukas.facts["spare"] == (2,)
    assert in_cap_zone((0.0, 0.0), box(9, -0.5, 10, 0.5)) and not in_cap_zone((0.0, 0.0), box(10.5, 0, 11, 1))


def test_air_combat_higher_total_wins_spares_and_aces_add_a_tie_breaks_off() -> None:
    assert dogfight(3, 2, 0, 4).verdict == "a"  # 5 against 4
    assert dogfight(0, 6, 3, 3).verdict == "break off"
    assert dogfight(0, 5, 3, 3, b_spares=[3]).verdict == "b"
    assert (
        str(dogfight(0, 5, 3, 3, b_spares=[3, 2]).steps[1]) == "[8.8] b throws 3 with combat value 3, spares 3, 2: 11"
    )
    assert dogfight(2, 3, 2, 3, a_ace=True).verdict == "a"
    even = dogfight_odds(3, 3)
    assert even.facts["break off"] == Fraction(1, 6) and even.value == Fraction(5, 12)
    assert dogfight_odds(6, 0).value == Fraction(1)  # 7 at the least against 6 at the most


def test_bombs_reach_four_inches_and_miss_on_one_to_three() -> None:
    assert bomb_reach(box(0, 0, 1, 1), (5.0, 0.5)).verdict and not bomb_reach(box(0, 0, 1, 1), (5.1, 0.5)).verdict
    assert [bomb_hit_chance(g, h) for g, h in ((False, ""), (True, ""), (False, "cruiser"), (True, "battleship"))] == [
        Fraction(1, 2),
        Fraction(2, 3),
        Fraction(2, 3),
        Fraction(5, 6),
    ]
    assert bomb(3, 6).verdict == "missed"
    assert bomb(3, 6, guided=True, hull_class="cruiser", impact=6, save_dice=[1, 1, 1]).verdict == 6
    whole = bomb(4, 6, impact=5, save_dice=[4, 4, 4, 1, 1, 1], readings={"bomb_saves": "whole-hull"})
    assert whole.verdict == 2
    with pytest.raises(InvalidInputError):
        bomb(6, 6)
    assert kamikaze_loads() == ("bomb", "torpedo") and kamikaze_loads(armoured_carrier=True) == ("torpedo",)
    assert bomb_odds(2, 4).value > bomb_odds(2, 4, readings={"bomb_saves": "whole-hull"}).value


def test_aa_fire_hits_on_five_with_ecm_and_destroys_on_five_or_six() -> None:
    assert aa_reach((0.0, 0.0), box(7, 0, 8, 1)).verdict and not aa_reach((0.0, 0.0), box(9, 0, 10, 1)).verdict
    assert aa_reach((0.0, 0.0), box(13, 0, 14, 1), "rockets").verdict
    assert aa_hit_chance(0) == Fraction(1, 3) and aa_hit_chance(1) == Fraction(1, 2)
    assert aa_fire([4, 3], 0, []).verdict == "unharmed"
    assert aa_fire([4, 3], 1, [2]).verdict == "turned away"  # radar-laid: a 4 hits
    assert aa_fire([5, 6], 0, [2, 5]).verdict == "destroyed"
    with pytest.raises(InvalidInputError):
        aa_fire([5, 6], 0, [2])


def test_aa_raid_odds_one_point_one_counter() -> None:
    odds = aa_raid_odds(1, 0, 1)
    assert odds.facts["destroyed"] == {0: Fraction(8, 9), 1: Fraction(1, 9)}  # a hit (1/3) then 5 or 6 (1/3)
    assert odds.facts["turned"] == {0: Fraction(7, 9), 1: Fraction(2, 9)}
    assert odds.value == Fraction(2, 3)


@given(st.integers(0, 12), st.integers(0, 3), st.integers(1, 4))
def test_aa_raid_odds_are_distributions(points: int, ecm: int, raid: int) -> None:
    odds = aa_raid_odds(points, ecm, raid)
    for key in ("destroyed", "turned", "pressing"):
        assert sum(odds.facts[key].values()) == 1
    assert 0 <= odds.value <= raid
