"""Fighting Ships' remaining combat rules under sail, in play and at the desk (issue 22): captains, marines and
squadrons in the position, criticals that change what a ship may do, and the desk's rake, strike and plan picker."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Position, ship_classes
from sailkit.rulesets.fighting_ships.dice import pass_chance
from sailkit.rulesets.fighting_ships.faces.desk import PLANS
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.sailing import parse_plan
from tests.fighting_ships.test_engine import at

#: Syrene with Lynx dead ahead of her, Syrene in Lynx's stern chaser arc: a rake at short range.
RAKE = "| Syrene=1 5th-rate 20,20@0 D0 A0 | Lynx=2 6th-rate 20,26@0 D0 A0"


def _table(wind: str, weather: str, ships: str = RAKE) -> Position:
    return Position.parse(f"FSH turn 1 gunnery wind {wind} {weather} table 48x48 morale 9,9 first 1 {ships}")


# ---- the position carries captains, marines and squadrons [APP.1.2.2, 6.2, 9.2] ----


def test_captains_marines_and_squadrons_paste_back() -> None:
    text = "| Syrene=1 5th-rate 20,6@0 D0 A0 captain:marksman marines:2 squadron:Blue | Lynx=2 6th-rate 28,42@180 D0 A0"
    pos = _table("E", "blowing", text)
    syrene = pos.vessel("Syrene")
    assert (syrene.captain, syrene.marines, syrene.squadron) == ("marksman", 2, "Blue")
    assert Position.parse(str(pos)) == pos and "captain:marksman marines:2 squadron:Blue" in str(pos)
    assert pos.vessel("Lynx").captain == "competent" and "captain" not in str(pos).split("Lynx")[1]


@pytest.mark.parametrize(("flag", "bad"), [("captain:boss", "boss"), ("marines:12", "12"), ("marines:²", "²")])
def test_a_bad_captain_or_marine_count_is_named(flag: str, bad: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        _table("E", "blowing", f"| Syrene=1 5th-rate 20,6@0 D0 A0 {flag}")
    assert bad in str(refused.value)


# ---- the desk ----


def test_the_rake_s_chain_halves_its_dice_in_a_gale_downwind() -> None:
    """[1.5.2c, 5.5.5] Lynx lies downwind of Syrene in a gale: the raking chain starts from half the dice."""
    calm = answer(_table("S", "blowing"), "rake Syrene Lynx")
    gale = answer(_table("S", "gale"), "rake Syrene Lynx")
    assert calm.verdict is True and gale.verdict is True
    assert gale.facts["mean"] < calm.facts["mean"]
    assert any(s.case == "1.5.2c" for s in gale.steps) and "her 2 dice rake" in gale.steps[-1].reason
    assert answer(_table("S", "gale"), "fire Syrene Lynx").value == 2  # the same dice the fire question gives


def test_the_rake_in_a_gale_upwind_fires_a_band_longer() -> None:
    """[1.5.2c, 5.5.5] Lynx upwind in a gale: short counts as medium, so the chain explodes on 6s only."""
    calm = answer(_table("N", "blowing"), "rake Syrene Lynx")
    gale = answer(_table("N", "gale"), "rake Syrene Lynx")
    assert gale.facts["mean"] < calm.facts["mean"] and "at medium range" in gale.steps[-1].reason


def test_an_authoritarian_captain_throws_the_strike_test_s_1s_again() -> None:
    """[5.6.4, APP.1.2.2] Achille at four Damage tokens: her Authoritarian captain lowers her chance of striking."""
    ships = "| Achille=2 3rd-rate 40,36@90 D4 A0 captain:authoritarian | Plain=2 3rd-rate 10,36@90 D4 A0"
    pos = _table("E", "blowing", ships)
    dice = pos.vessel("Achille").ship.cls.discipline
    led = answer(pos, "strike Achille")
    assert led.verdict == 1 - pass_chance(dice, rethrow_ones=True) < answer(pos, "strike Plain").verdict
    assert any(s.case == "APP.1.2.2" and "Authoritarian" in s.reason for s in led.steps)
    assert answer(pos, "strike Plain").verdict == Fraction(5, 6) ** dice


def test_the_plan_picker_offers_plans_as_long_as_a_sailing_roll_allows() -> None:
    """[4.1.1a, 4.1.1f] The most sailing points a ship can roll is her Sailing stat: the picker offers plans of every
    length up to the longest, each one the plan grammar reads back."""
    longest = max(c.sailing for c in ship_classes().values())
    lengths = {len(parse_plan(p.replace(",", " "))) for p in PLANS}
    assert lengths == set(range(1, longest + 1))
    assert "M2,M2,M2" in PLANS and len(PLANS) == len(set(PLANS))


# ---- criticals [5.6.2] ----


def test_an_armament_critical_silences_her_guns_until_its_token_goes() -> None:
    """[5.6.2] Syrene's armament critical: no fire while its Damage token stays, in play and at the desk."""
    state = at("Syrene=1 5th-rate 20,20@0 D1 A0 crit:armament | Lynx=2 6th-rate 20,26@0 D0 A0", phase="gunnery")
    assert not [a for a in RULES.legal_actions(state) if a.verb == "fire"]
    pos = _table("E", "blowing", "| Syrene=1 5th-rate 20,20@0 D1 A0 crit:armament | Lynx=2 6th-rate 20,26@0 D0 A0")
    refused = answer(pos, "fire Syrene Lynx")
    assert refused.verdict is False and refused.steps[-1].case == "5.6.2"
    assert answer(_table("E", "blowing"), "fire Syrene Lynx").verdict is True
