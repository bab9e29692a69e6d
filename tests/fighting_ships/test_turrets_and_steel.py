"""Fighting Ships turret arcs [5.4g, 5.4h] and the damage of steel ships [5.6.2, 5.6.3]."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.arcs import ArcName
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.steel import SINK_LIMITS, critical_effect, limit_of, sink_limit
from sailkit.rulesets.fighting_ships.turrets import (
    Allocation,
    main_options,
    secondary_options,
    third,
    train_main,
    train_secondary,
    turret_dice,
)

# ---- main turrets [5.4g] ----


def test_zulus_four_broadside_dice_train_as_the_example_says() -> None:
    options = {str(a) for a in main_options(4)}
    assert {"starboard 8", "port 4, starboard 4", "bow 4, stern 4"} <= options and len(options) == 10
    assert train_main(4, Allocation.of(starboard=8)).verdict == Allocation.of(starboard=8)


def test_a_training_that_is_not_two_whole_broadsides_is_refused_and_allowed_die_by_die() -> None:
    odd = Allocation.of(port=5, starboard=3)
    with pytest.raises(IllegalActionError, match=r"5\.4g"):
        train_main(4, odd)
    assert train_main(4, odd, {"turret_split": "any-points"}).verdict == odd


@given(st.integers(0, 8))
def test_every_option_fires_exactly_two_broadsides(gunnery: int) -> None:
    for split in ("whole-broadsides", "any-points"):
        assert all(a.total == 2 * gunnery for a in main_options(gunnery, {"turret_split": split}))


def test_an_unknown_arc_is_refused() -> None:
    with pytest.raises(UnknownChoiceError):
        Allocation.of(aft=4)


# ---- secondary turrets [5.4h] ----


def test_bismarcks_secondary_battery_bears_as_the_example_says() -> None:
    turned = {"port": {"bow": 4, "stern": 4}, "starboard": {"bow": 4, "stern": 4}}
    assert train_secondary(12, turned).verdict == Allocation.of(bow=8, stern=8, port=4, starboard=4)
    assert train_secondary(12).verdict == Allocation.of(port=12, starboard=12)
    assert Allocation.of(bow=8, stern=8, port=4, starboard=4) in secondary_options(12)


def test_more_than_a_third_turned_is_refused() -> None:
    with pytest.raises(IllegalActionError, match=r"at most a third, 4 \[5\.4h\]"):
        train_secondary(12, {"port": {"bow": 5}})


def test_a_third_rounds_by_reading() -> None:
    assert third(10) == 3 and third(11) == 3
    assert third(11, {"secondary_third": "round-nearest"}) == 4


def test_the_dice_that_bear_are_those_of_the_arcs_holding_the_mainmast() -> None:
    ship = Ship.of("Zulu", "5th-rate", Pose(0, 0, 0))
    ahead_port = Ship.of("Z", "5th-rate", Pose(-10, 10, 0), 2)
    r = turret_dice(ship, ahead_port, Allocation.of(bow=4, starboard=4))
    assert r.value == 4 and set(r.facts["arcs"]) == {ArcName.BOW, ArcName.PORT}
    assert turret_dice(ship, ahead_port, Allocation.of(bow=4, port=4)).value == 8


# ---- sink thresholds [5.6.3] ----


@pytest.mark.parametrize(
    ("hull", "merchant", "submarine", "limit"),
    [
        ("mtb", False, False, 1),
        ("corvette", False, False, 2),
        ("destroyer", False, False, 3),
        ("wooden", False, False, 4),
        ("cruiser", False, False, 5),
        ("battleship", False, False, 6),
        ("battleship", True, False, 5),
        ("corvette", False, True, 1),
        ("mtb", False, True, 1),
        ("wooden", True, False, 4),
    ],
)
def test_the_sink_table(hull: str, merchant: bool, submarine: bool, limit: int) -> None:
    assert sink_limit(hull, merchant=merchant, submarine=submarine).value == limit


def test_wreckage_is_left_by_ships_bigger_than_an_mtb_and_never_by_a_submarine() -> None:
    assert not sink_limit("mtb").facts["wreckage"] and sink_limit("destroyer").facts["wreckage"]
    assert not sink_limit("cruiser", submarine=True).facts["wreckage"]


def test_a_sail_stat_line_keeps_the_wooden_limit() -> None:
    assert limit_of(Ship.of("A", "3rd-rate", Pose(0, 0, 0)).cls) == SINK_LIMITS["wooden"] == 4


# ---- other-era criticals [5.6.2] ----


def test_a_torpedos_armament_critical_throws_again_for_the_steering() -> None:
    hit = critical_effect("armament", cause="torpedo", dice=(3,)).verdict
    assert hit.steering and not hit.no_firing
    assert not critical_effect("armament", cause="torpedo", dice=(5,)).verdict.steering
    assert critical_effect("armament").verdict.no_firing
    with pytest.raises(InvalidInputError):
        critical_effect("armament", cause="mine")


def test_a_submerged_submarine_surfaces_on_motive_and_steering_and_may_not_dive_again() -> None:
    assert critical_effect("motive", submarine="submerged").verdict.surfaces
    steer = critical_effect("steering", submarine="submerged").verdict
    assert steer.surfaces and steer.no_diving
    assert not critical_effect("motive", submarine="surfaced").verdict.surfaces
    assert not critical_effect("fire", submarine="submerged").verdict.surfaces


def test_the_trainings_are_listed_best_first_with_the_dice_each_brings() -> None:
    from sailkit.rulesets.fighting_ships.turrets import turret_options

    zulu = Ship.of("Zulu", "destroyer", Pose(20, 20, 90))
    ahead_port = Ship.of("Z5", "destroyer", Pose(30, 27, 90), 2)
    r = turret_options(zulu, ahead_port)
    options = dict((str(a), n) for a, n in r.facts["options"])
    assert r.value == 8 and len(options) == 10
    assert options["bow 8"] == options["port 8"] == options["bow 4, port 4"] == 8
    assert options["stern 4, starboard 4"] == 0 and r.facts["options"][-1][1] == 0
    assert turret_options(Ship.of("Syrene", "5th-rate", Pose(0, 0, 0)), ahead_port).verdict == "not turreted"
