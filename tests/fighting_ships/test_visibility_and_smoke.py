"""Fighting Ships visibility with ECM and at night [3.2.1, 3.2.1.1, 3.2.3], initiative bonuses [3.1], the gale's bans
[1.5.2c] and smoke [9.1.6]."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.electronics import Initiative, ecm_generation, fog_band_limit, initiative_bonus
from sailkit.rulesets.fighting_ships.gale_bans import gale_check, refuse_in_gale
from sailkit.rulesets.fighting_ships.ships import Ship, ship_class
from sailkit.rulesets.fighting_ships.sight import visibility
from sailkit.rulesets.fighting_ships.smoke import as_fog, lay_smoke, standing, through_smoke

DD = ship_class("destroyer")
MTB = ship_class("mtb")  # small Guns played as Cannon: its bands are the Cannon's


def test_ecm_one_spots_a_cruiser_at_fifty_inches_and_thirty_in_fog() -> None:
    assert visibility(ecm=1).value == 50
    assert visibility(bad_weather=True, ecm=1).value == 30
    assert visibility(bad_weather=True, night=True).value == 10
    assert visibility(bad_weather=True, night=True, ecm=2).value == 30


def test_an_mtb_or_surfaced_submarine_is_seen_at_thirty_inches() -> None:
    assert visibility(small=True).value == 30 and visibility(small=True, night=True).value == 15


def test_ecm_levels_are_three_generations() -> None:
    assert "1960" in str(ecm_generation(1)) and ecm_generation(3).value == 3
    with pytest.raises(InvalidInputError):
        ecm_generation(4)


def test_fog_lets_ecm_fire_at_medium_range() -> None:
    assert fog_band_limit(0) == ("short",) and fog_band_limit(1) == ("short", "medium")


def test_initiative_bonuses_add_up_and_night_skills_count_only_at_night() -> None:
    side = Initiative(radio=True, awacs=True, ecm=1, night_trained=True, starshell=True)
    assert initiative_bonus(side).value == 3
    assert initiative_bonus(side, night=True).value == 5
    assert initiative_bonus(Initiative()).value == 0


def test_a_gale_bans_aircraft_missiles_torpedoes_and_smoke() -> None:
    for act in ("aircraft", "missile", "torpedo", "smoke"):
        assert gale_check(act, "gale").verdict is False and gale_check(act, "blowing").verdict is True
    with pytest.raises(IllegalActionError, match=r"1\.5\.2c"):
        refuse_in_gale("torpedo", "gale")
    assert gale_check("smoke", "blowing", in_squall=True).verdict is False


def test_smoke_stands_two_game_turns_and_is_fog_meanwhile() -> None:
    ship = Ship.of("Nestor", DD, Pose(0, 0, 90))
    laid = lay_smoke(ship, [(0, 0), (6, 0), (12, 0)], 3).verdict
    assert len(laid) == 2 and len(standing(laid, 3)) == 2 and len(standing(laid, 4)) == 2
    assert standing(laid, 5) == () and len(as_fog(laid, 4)) == 2
    north, south = Ship.of("A", DD, Pose(6, 10, 0)), Ship.of("B", DD, Pose(6, -10, 0), 2)
    assert through_smoke(north, south, laid, 4).verdict is True
    assert through_smoke(north, south, laid, 5).verdict is False


def test_smoke_is_refused_in_a_gale_and_before_1900() -> None:
    with pytest.raises(IllegalActionError, match=r"9\.1\.6"):
        lay_smoke(Ship.of("Nestor", DD, Pose(0, 0, 90)), [(0, 0), (6, 0)], 1, weather="gale")
    with pytest.raises(IllegalActionError, match="from about 1900"):
        lay_smoke(Ship.of("Victory", "1st-rate", Pose(0, 0, 90)), [(0, 0), (6, 0)], 1)


def test_a_firer_with_ecm_fires_at_medium_range_into_fog_and_smoke() -> None:
    from sailkit.rulesets.fighting_ships.targets import valid_target

    a, b = Ship.of("A", MTB, Pose(0, 0, 90)), Ship.of("B", MTB, Pose(0, 10, 90), 2)
    laid = lay_smoke(Ship.of("C", MTB, Pose(0, 10, 90)), [(-2, 10), (6, 10)], 1).verdict
    fog = as_fog(laid, 1)
    assert valid_target(a, b, fog=fog).verdict is False
    r = valid_target(a, b, fog=fog, ecm=1)
    assert r.verdict is True and r.facts["band"] == "medium" and "ECM 1" in str(r)


def test_on_the_engine_an_mtb_is_seen_only_at_thirty_inches() -> None:
    from sailkit.rulesets.fighting_ships import RULES, Position
    from sailkit.rulesets.fighting_ships.jutland import jutland
    from sailkit.rulesets.fighting_ships.state import State

    table = Position.parse(
        "FSH turn 1 gunnery wind W blowing table 72x48 morale 20,20 first 1 "
        "| Nestor=1 destroyer 10,20@0 D0 A0 | S5=2 mtb 45,20@0 D0 A0 | V27=2 destroyer 45,26@0 D0 A0"
    )
    state = State(jutland(), table)
    nestor, mtb, v27 = (state.vessel(n) for n in ("Nestor", "S5", "V27"))
    far = RULES._valid(state, nestor, mtb)
    assert far.verdict is False and "beyond the 30 inches" in str(far)
    assert (
        RULES._valid(state, nestor, v27).verdict is True
    )  # 35.5 inches, ahead of her beam: seen at 40, and her turrets bear all round [5.4g]
