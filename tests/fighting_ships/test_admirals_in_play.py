"""The admiral effects the engine plays beyond the first ones [APP.1.2.1], the special-ordnance cap's reading [9.1.1]
and a Poor admiral's lost Gunnery die, the same in a salvo and a volley (issue 22)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships.archetypes import admiral_keys, parts
from sailkit.rulesets.fighting_ships.fleet import muster
from sailkit.rulesets.fighting_ships.gunnery import Member, gunnery_dice, squadron_dice
from sailkit.rulesets.fighting_ships.ordnance import OrdnanceError, check_ordnance
from sailkit.rulesets.fighting_ships.readings import chosen

# ---- the points-game halves of the Hero, National Hero and Noble [APP.1.2.1d, e, h] ----


def test_a_noble_admiral_lets_a_points_fleet_spend_a_tenth_more() -> None:
    """[APP.1.2.1h] 100 agreed points: a 3rd rate, a frigate and the Noble himself (50 + 30 + 10) plus a fireship's
    15 cost 105, over the 100 but within the Noble's 110; without him the same ships and 15 more are refused."""
    ships = ["3rd-rate", "5th-rate", "fireship"]
    ruling = muster(ships, points=100, admiral="noble")
    assert ruling.value == 105 and ruling.facts["left"] == 5
    assert any("10 points more to spend" in s.reason for s in ruling.steps)
    with pytest.raises(Exception) as refused:
        muster([*ships, "5th-rate"], points=100)
    assert "100" in str(refused.value)


@pytest.mark.parametrize(("admiral", "morale"), [("", 30), ("hero", 33), ("national-hero", 36), ("nelson", 36)])
def test_a_hero_starts_a_points_fleet_with_more_morale(admiral: str, morale: int) -> None:
    """[APP.1.2.1d, e, APP.1.2.3] 300 points give 30 morale; a Hero's tenth more is 33, a National Hero's fifth 36,
    and Nelson (a National Hero and a Gunner) has the National Hero's."""
    ruling = muster(["1st-rate"], points=300, admiral=admiral)
    assert ruling.facts["morale"] == morale


def test_an_admiral_is_bought_at_his_cost() -> None:
    """[APP.1.2.1, APP.1.2.3] The admiral's points count in the fleet's cost; a Poor one gives 10 back."""
    assert muster(["3rd-rate"], points=100, admiral="gunner").value == 60
    assert muster(["3rd-rate"], points=100, admiral="poor").value == 40
    assert muster(["3rd-rate"], points=100, admiral="nelson").value == 80


@given(st.sampled_from(admiral_keys()), st.integers(100, 1000))
def test_no_admiral_lowers_the_points_or_the_morale_but_his_own_cost(admiral: str, points: int) -> None:
    """[APP.1.2.1] Whatever the admiral, his points-game half only adds: morale never falls below a tenth of the
    points, and the points left are the plain fleet's less his cost plus any Noble's bonus."""
    plain = muster(["5th-rate"], points=points)
    led = muster(["5th-rate"], points=points, admiral=admiral)
    assert int(led.facts["morale"]) >= int(plain.facts["morale"])  # type: ignore[call-overload]
    noble = any(a.key == "noble" for a in parts(admiral))
    bonus = (points + 5) // 10 if noble else 0
    cost = sum(a.cost for a in parts(admiral))
    assert led.facts["left"] == int(plain.facts["left"]) - cost + bonus  # type: ignore[call-overload]


# ---- the special-ordnance cap: half of what [9.1.1] ----


def test_muster_measures_the_ordnance_against_the_fleet_cost_or_the_agreed_total() -> None:
    """[9.1.1] 100 agreed points, a frigate (30) and two fireships (30): 60 spent, 30 of them on ordnance. Half the
    agreed total is 50: allowed under ``agreed-points``; half the fleet's cost is 30: allowed too; a third fireship
    (45 of 75) is refused of the cost and allowed of the agreed total."""
    three = ["5th-rate", "fireship", "fireship", "fireship"]
    agreed = muster(three, points=100, readings={"ordnance_half": "agreed-points"})
    assert agreed.value == 75 and ("ordnance_half", "agreed-points") in agreed.readings
    with pytest.raises(IllegalActionError) as refused:
        muster(three, points=100, readings={"ordnance_half": "fleet-cost"})
    assert refused.value.case == "9.1.1" and "45" in str(refused.value) and "75" in str(refused.value)
    assert chosen(None)["ordnance_half"] == "agreed-points"


def test_a_set_up_measures_the_ordnance_against_the_agreed_total_when_it_is_given() -> None:
    """[9.1.1] Side 1 fields a frigate (30) and three fireships (45): over half its own 75, within half of 100."""
    fleet = [("Lynx", 1, "5th-rate", 30), *((f"F{i}", 1, "fireship", 15) for i in range(3)), ("N", 2, "5th-rate", 30)]
    allowed = (("fireship",), ())
    check_ordnance(fleet, allowed, {"ordnance_half": "agreed-points"}, points=100)
    with pytest.raises(OrdnanceError) as refused:
        check_ordnance(fleet, allowed, {"ordnance_half": "fleet-cost"}, points=100)
    assert "75" in str(refused.value)
    with pytest.raises(OrdnanceError):  # no agreed total known: the fleet's own cost stands in under either reading
        check_ordnance(fleet, allowed, {"ordnance_half": "agreed-points"})


# ---- a Poor admiral's lost Gunnery die: one rule for a salvo and a volley [APP.1.2.1r, 9.2] ----


@pytest.mark.parametrize(("reading", "dice"), [("before-halving", 3), ("after-halving", 2)])
def test_a_poor_admiral_s_die_before_or_after_the_halving_alike_in_a_salvo_and_a_volley(
    reading: str, dice: int
) -> None:
    """[APP.1.2.1r, 5.6.1, 9.2] A damaged ship of Gunnery 6 within 12 inches of a Poor admiral's flagship: 6 less 1,
    halved up, is 3; 6 halved, less 1, is 2. Her share of a volley is the same, and both rulings name the reading."""
    r = {"poor_captain_die": reading}
    salvo = gunnery_dice(6, damaged=True, poor_admiral=True, readings=r)
    assert salvo.value == dice and ("poor_captain_die", reading) in salvo.readings
    member = Member("Lynx", 6, "short", damaged=True, poor_admiral=True)
    volley = squadron_dice([member, Member("Naiad", 4, "short")], readings=r)
    assert volley.value == dice + 4 and ("poor_captain_die", reading) in volley.readings
    assert any("Poor admiral" in s.reason for s in volley.steps)


def test_a_poor_captain_under_a_poor_admiral_loses_two_dice() -> None:
    """[APP.1.2.1r, APP.1.2.2] Gunnery 6, undamaged: 4 dice, each loss said with its case."""
    ruling = gunnery_dice(6, captain="poor", poor_admiral=True)
    assert ruling.value == 4 and {"APP.1.2.1", "APP.1.2.2"} <= set(ruling.cases)


# ---- the Duel's weather dice are their own throw [APP.2.3.2a, 1.5.1] ----


def test_the_duel_s_weather_dice_are_named_for_the_weather_and_no_admiral_adds_to_them() -> None:
    """[APP.2.3.2a] Under ``duel_weather=tie-dice`` each later Game-Turn opens with the weather dice: their ruling
    says so, never "the initiative dice"; a Hero admiral on Syrene adds nothing to them (the Duel has no initiative),
    so a 3 against a 3 still ties and veers the wind."""
    from sailkit.rulesets.fighting_ships import RULES

    from .test_open_points import _second_game_turn

    dice = _second_game_turn(duel_weather="tie-dice")
    assert dice.throw is not None and dice.throw.kind == "duel-weather"
    first, ruling = RULES.apply_action(dice, RULES.parse_action("roll 3"))
    assert "weather dice" in str(ruling) and "initiative" not in str(ruling)
    hero = dice.with_(position=dice.position.put(dice.vessel("Syrene").with_(admiral="hero")))
    tied, ruling = RULES.apply_action(
        RULES.apply_action(hero, RULES.parse_action("roll 3"))[0], RULES.parse_action("roll 3")
    )
    assert tied.position.wind.name == "SE" and "admiral" not in str(ruling)
