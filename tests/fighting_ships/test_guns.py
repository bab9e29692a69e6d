"""Fighting Ships Guns beside Cannon: ranges [5.3], shells [5.5.2], firing over ships [5.2] and the 1-in-10 factors of
Guns, armour and ECM [5.5.3.1]."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import box

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.era_factors import era_factors
from sailkit.rulesets.fighting_ships.gunnery import BANDS, gunnery_dice, pool, salvo
from sailkit.rulesets.fighting_ships.guns import Armament, extreme_reach, guns_band
from sailkit.rulesets.fighting_ships.ranges import gunnery_range
from sailkit.rulesets.fighting_ships.ships import Ship, ShipClass, ship_class
from sailkit.rulesets.fighting_ships.sight import line_of_sight

LION = ship_class("battlecruiser")  # 12 inch Guns, DB
DD = ship_class("destroyer")  # 4 inch Guns
LIGHT = ship_class("light-cruiser")  # 6 inch Guns
IRONCLAD = ship_class("ironclad-a")  # Cannon behind armour


def at(name: str, cls: ShipClass | str, x: float, y: float = 0.0, side: int = 1, heading: float = 0.0) -> Ship:
    return Ship.of(name, cls, Pose(x, y, heading), side)


# ---- ranges [5.3] ----


@pytest.mark.parametrize(
    ("distance", "calibre", "band"),
    [
        (12.0, 4.0, "short"),
        (12.5, 4.0, "medium"),
        (40.0, 4.0, "medium"),
        (55.0, 6.0, "long"),
        (55.5, 6.0, None),
        (55.5, 8.0, "extreme"),
        (70.0, 8.0, "extreme"),
        (70.5, 8.0, None),
        (80.0, 12.0, "extreme"),
        (90.0, 15.0, "extreme"),
        (90.5, 15.0, None),
    ],
)
def test_guns_bands_and_the_calibres_reach(distance: float, calibre: float, band: str | None) -> None:
    assert guns_band(distance, calibre) == band


def test_an_eleven_inch_gun_reaches_by_reading() -> None:
    assert extreme_reach(11.0) == 80.0
    assert extreme_reach(11.0, {"eleven_inch_reach": "lighter-row"}) == 70.0
    assert extreme_reach(7.9) is None and extreme_reach(14.0) == 90.0


@given(st.floats(0, 100), st.floats(0, 100), st.sampled_from([4.0, 6.0, 8.0, 11.0, 12.0, 15.0]))
def test_a_further_target_is_never_in_a_shorter_band(a: float, b: float, calibre: float) -> None:
    near, far = sorted((a, b))
    order = {band: i for i, band in enumerate(BANDS)} | {None: len(BANDS)}
    assert order[guns_band(near, calibre)] <= order[guns_band(far, calibre)]


def test_guns_under_four_inches_are_played_as_cannon() -> None:
    assert Armament("guns", 3.0).kind == "cannon" and Armament("guns", 4.0).guns
    with pytest.raises(UnknownChoiceError):
        Armament("rockets")


def test_a_guns_range_names_the_era_rule_and_a_sail_range_is_unchanged() -> None:
    r = gunnery_range(at("Lion", LION, 0), at("Derfflinger", LION, 60, side=2))
    assert r.verdict == "extreme" and r.facts["ordnance"] == "guns"
    assert "12 inch Guns" in str(r) and "plunging shot" in str(r)
    assert gunnery_range(at("Lion", LION, 0), at("V27", DD, 40, side=2)).verdict == "medium"
    sail = gunnery_range(at("A", "3rd-rate", 0), at("B", "3rd-rate", 12, side=2))
    assert sail.verdict == "medium" and "Guns" not in str(sail) and sail.facts["ordnance"] == "cannon"


def test_a_destroyers_four_inch_guns_fall_short_of_extreme_range() -> None:
    r = gunnery_range(at("Nestor", DD, 0), at("V27", DD, 56, side=2))
    assert r.verdict == "out of range" and "no extreme range under 8 inch Guns" in str(r)


# ---- shells [5.5.2] ----


def test_guns_shells_explode_on_six_at_long_and_extreme_range_and_cannon_shot_never() -> None:
    assert pool(5, "long", shooter="guns").explode == 6 and pool(5, "extreme", shooter="guns").explode == 6
    assert pool(5, "long").explode is None
    r = salvo("long", [6, 5, 2], [5], shooter="guns")
    assert r.hits == 3 and r.facts["explosions"] == 1 and "explosive shells" in str(r)
    with pytest.raises(ValueError, match="no explosion calls for more"):
        salvo("long", [6, 5, 2], [4])


def test_a_guns_rake_at_long_range_still_does_not_chain() -> None:
    assert not pool(5, "long", raking=True, shooter="guns").chain


# ---- the 1-in-10 factors [5.5.3.1] ----


def test_each_later_era_factor_changes_the_dice_by_its_tens() -> None:
    for factor, change in [
        ("heavy-guns", 2),
        ("guns-on-wood", 2),
        ("plunging", 2),
        ("ecm", 2),
        ("over-smaller", -4),
        ("indirect", -6),
        ("cannon-on-armour", -8),
    ]:
        assert gunnery_dice(11, factors=[factor]).value == 11 + change, factor


def test_cannon_at_an_ironclad_lose_four_dice_a_ten() -> None:
    congress = at("Congress", ship_class("1st-rate"), 0)
    factors, steps = era_factors(congress, at("Virginia", IRONCLAD, 10, side=2), "medium")
    assert factors == ["cannon-on-armour"] and "armoured" in steps[0].reason
    lenient = era_factors(congress, at("V27", DD, 10, side=2), "medium")[0]
    assert lenient == [] and era_factors(
        congress, at("V27", DD, 10, side=2), "medium", readings={"armoured_target": "every-metal-hull"}
    )[0] == ["cannon-on-armour"]


def test_heavy_guns_plunging_on_a_wooden_ship_with_ecm_add_four_factors() -> None:
    factors, _ = era_factors(at("Lion", LION, 0), at("Victory", "1st-rate", 60, side=2), "extreme", ecm=1)
    assert sorted(factors) == ["ecm", "guns-on-wood", "heavy-guns", "plunging"]


def test_two_sail_ships_bring_no_later_era_factor() -> None:
    assert era_factors(at("A", "3rd-rate", 0), at("B", "5th-rate", 10, side=2), "medium") == ([], [])


# ---- firing over ships [5.2, 5.5.3.1 b] ----


def _line(firer: Ship, blocker: Ship, **kw: object) -> object:
    return line_of_sight(firer, at("Target", LION, 30, side=2), [blocker], **kw)  # type: ignore[arg-type]


def test_six_inch_guns_fire_over_a_smaller_ship_at_two_dice_a_ten() -> None:
    r = _line(at("Lion", LION, 0), at("Nestor", DD, 15))
    assert r.verdict is True and r.facts["factor"] == "over-smaller" and r.facts["over"] == ("Nestor",)  # type: ignore[attr-defined]
    assert ("fire_over", "ships") in r.readings  # type: ignore[attr-defined]


def test_a_ship_as_big_is_fired_over_indirectly_or_blocks_by_reading() -> None:
    big = at("Tiger", LION, 15)
    assert _line(at("Lion", LION, 0), big).facts["factor"] == "indirect"  # type: ignore[attr-defined]
    assert _line(at("Lion", LION, 0), big, readings={"fire_over": "smaller-only"}).verdict is False  # type: ignore[attr-defined]


def test_four_inch_guns_and_land_still_block() -> None:
    assert _line(at("Nestor", DD, 0), at("Obdurate", DD, 15)).verdict is False  # type: ignore[attr-defined]
    island = box(14, -1, 16, 1)
    r = line_of_sight(at("Lion", LION, 0), at("Target", LION, 30, side=2), [], land=[island])
    assert r.verdict is False
    r = line_of_sight(
        at("Lion", LION, 0), at("Target", LION, 30, side=2), [], land=[island], readings={"fire_over": "ships-and-land"}
    )
    assert r.verdict is True and r.facts["factor"] == "indirect"


def test_a_sail_ships_line_blocked_by_a_ship_is_as_before() -> None:
    r = line_of_sight(at("A", "3rd-rate", 0), at("B", "3rd-rate", 12, side=2), [at("C", "6th-rate", 6)])
    assert r.verdict is False and r.facts["factor"] is None and "fire_over" not in dict(r.readings)


# ---- on the engine: the Jutland-style sample's set-up [5.3, 5.4g, 5.5.3.1, 5.6.3] ----


def test_a_battlecruisers_salvo_on_the_engine_counts_her_turrets_and_the_factors_of_steel() -> None:
    from sailkit.rulesets.fighting_ships.jutland import jutland
    from sailkit.rulesets.fighting_ships.salvo_dice import salvo_dice
    from sailkit.rulesets.fighting_ships.state import State

    setup = jutland()
    state = State(setup, setup.position)
    dice, factors, said = salvo_dice(state, "Lion", "Luetzow")  # 56 inches: extreme range
    assert factors == ("first-shot", "plunging", "heavy-guns")
    assert dice.value == 40 - 4 + 4 + 4 and "5.4g" in [s.case for s in said]
    assert salvo_dice(state, "Nestor", "V27")[0].value == 8 - 1  # 4 inch Guns at a steel destroyer: no era factor


def test_the_engine_holds_a_destroyer_to_her_row_of_the_sink_table() -> None:
    from sailkit.rulesets.fighting_ships.jutland import jutland
    from sailkit.rulesets.fighting_ships.turn import _afloat

    ships = {v.name: v for v in jutland().position.ships}
    assert _afloat(ships["V27"]).limit == 3 and _afloat(ships["Lion"]).limit == 5


def test_heavy_guns_at_extreme_range_into_a_gale_fire_at_extreme_range_still() -> None:
    from sailkit.rulesets.fighting_ships.gunnery import fire_band

    assert fire_band("long", gale="upwind").verdict == "extreme"
    r = fire_band("extreme", gale="upwind")
    assert r.verdict == "extreme" and "no band lies beyond" in str(r)


def test_random_play_of_the_steam_action_ends() -> None:
    """The conformance promise for the steam eras' pieces: a game of Guns, turrets and steel hulls played at random
    reaches its end."""
    from sailkit.engine.game import play_random
    from sailkit.rulesets.fighting_ships import Game
    from sailkit.rulesets.fighting_ships.jutland import jutland

    game = Game(jutland())
    play_random(game, 5)
    assert game.state.result
