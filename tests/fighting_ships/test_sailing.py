"""Fighting Ships under sail: stat lines, measuring, the wind and sailing points, manoeuvres, anchor tokens.

Every worked example and testable fact of the index for sections 1.1-1.5.1, 4.1.1 and 4.2 is here.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.anchors import anchor_removal, short_move_anchor
from sailkit.rulesets.fighting_ships.dice import round_half_up
from sailkit.rulesets.fighting_ships.measuring import at_most, measure
from sailkit.rulesets.fighting_ships.sailing import ends, format_plan, parse_plan, points_for, sail
from sailkit.rulesets.fighting_ships.ships import Ship, build_for, ship_class, ship_classes
from sailkit.rulesets.fighting_ships.wind import (
    Attitude,
    Weather,
    attitude,
    downwind,
    duel_order,
    gale_fire,
    off_the_wind,
    sailing_points,
    weather_change,
    wind_side,
)

# ---- stat lines [APP.1.1.1, APP.1.1.2, 9.1.2] ----


def test_generic_third_rate_stat_line() -> None:
    c = ship_class("3rd-rate")
    assert (c.cost, c.sailing, c.discipline, c.boarding, c.gunnery, c.hull) == (50, 4, 6, 7, 8, 7)


def test_generic_fifth_rate_frigate_stat_line() -> None:
    c = ship_class("5th-rate")
    assert (c.cost, c.sailing, c.discipline, c.boarding, c.gunnery, c.hull) == (30, 6, 5, 3, 4, 3)
    assert c.stat("Gunnery") == 4


def test_fireship_stat_line() -> None:
    c = ship_class("fireship")
    assert (c.cost, c.sailing, c.discipline, c.boarding, c.gunnery, c.hull) == (15, 4, 4, 0, 0, 1)


def test_no_fourth_rate_and_a_helpful_error() -> None:
    assert "4th-rate" not in ship_classes()
    with pytest.raises(UnknownChoiceError, match="3rd-rate"):
        ship_class("4th-rate")
    with pytest.raises(UnknownChoiceError):
        ship_class("5th-rate").stat("Speed")


def test_five_generic_rates_and_the_oared_ships_are_pre_sail() -> None:
    rates = [c for c in ship_classes().values() if c.section == "APP.1.1.2"]
    assert [c.key for c in rates] == ["1st-rate", "2nd-rate", "3rd-rate", "5th-rate", "6th-rate"]
    oared = [c.key for c in ship_classes().values() if "oar" in c.motive]
    assert oared == ["small-galley", "large-galley", "longship"]
    assert {ship_class(k).era for k in oared} == {"pre-sail"}


# ---- bases and the mainmast [1.2, 1.4] ----


def test_base_sizes_follow_the_reading() -> None:
    assert (build_for("1st-rate").length, build_for("6th-rate").length) == (4.0, 2.5)
    assert build_for("1st-rate", {"base_size": "uniform"}).length == 3.0


def test_two_masted_ships_measure_from_the_foremast_under_by_masts() -> None:
    brig = build_for("6th-rate", {"mainmast_point": "by-masts"})
    assert brig.mast_ahead == pytest.approx(2.5 / 4)
    assert build_for("5th-rate", {"mainmast_point": "by-masts"}).mast_ahead == 0.0
    assert build_for("6th-rate").mast_ahead == 0.0


def test_the_hull_lies_inside_the_base_and_is_smaller() -> None:
    b = build_for("3rd-rate")
    assert b.base.contains(b.hull) and b.hull.area < b.base.area
    assert build_for("3rd-rate", {"hull_outline": "base"}).hull.equals(b.base)


def test_a_ship_refuses_a_bad_name_and_side() -> None:
    with pytest.raises(InvalidInputError, match="ship name"):
        Ship.of("a=b", "5th-rate", Pose(0, 0, 0))
    with pytest.raises(InvalidInputError, match="side"):
        Ship.of("Lynx", "5th-rate", Pose(0, 0, 0), side=3)


# ---- rounding and measuring [1.4] ----


@pytest.mark.parametrize(("value", "rounded"), [(2.5, 3), (2.4, 2), (3.5, 4), (-2.5, -2), (0.49999999999999994, 0)])
def test_halves_round_up(value: float, rounded: int) -> None:
    assert round_half_up(value) == rounded


def test_measured_mainmast_to_mainmast_forgives_float_noise() -> None:
    a = Ship.of("A", "5th-rate", Pose(10, 10, 0))
    far = a.pose.forward(0).point.moved(210, 12)
    b = Ship.of("B", "5th-rate", Pose(far.x, far.y, 0), side=2)
    assert a.mainmast.distance(b.mainmast) != 12.0  # the raw float is off in its last bit
    ruling = measure(a, b)
    assert ruling.value == 12.0 and at_most(ruling.value, 12.0)
    assert ruling.cases == ("1.4",) and dict(ruling.readings) == {"mainmast_point": "centre"}


# ---- the wind and attitudes [4.1.1a-e] ----


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        (0, Attitude.IN_IRONS),
        (44, Attitude.IN_IRONS),
        (45, Attitude.CLOSE_HAULED),
        (89, Attitude.CLOSE_HAULED),
        (90, Attitude.REACHING),
        (134, Attitude.REACHING),
        (135, Attitude.RUNNING),
        (180, Attitude.RUNNING),
        (270, Attitude.REACHING),
    ],
)
def test_attitude_by_quarters_wind_from_the_north(heading: float, expected: Attitude) -> None:
    assert attitude(heading, "N").verdict is expected


def test_the_boundary_reading_sends_a_beam_wind_either_way() -> None:
    assert attitude(90, "N").verdict is Attitude.REACHING
    bowward = attitude(90, "N", {"gauge_boundary": "bowward"})
    assert bowward.verdict is Attitude.CLOSE_HAULED
    assert ("gauge_boundary", "bowward") in bowward.readings
    assert "gauge_boundary" not in dict(attitude(100, "N").readings)  # off the line: not consulted


@pytest.mark.parametrize(
    ("gauge", "heading", "expected"),
    [("sixths", 40, Attitude.CLOSE_HAULED), ("sixths", 150, Attitude.RUNNING), ("narrow", 30, Attitude.CLOSE_HAULED)],
)
def test_other_gauges(gauge: str, heading: float, expected: Attitude) -> None:
    assert attitude(heading, "N", {"weather_gauge": gauge}).verdict is expected


def test_attitude_ruling_says_its_gauge_is_reconstructed() -> None:
    text = str(attitude(100, "N"))
    assert 'reading "weather gauge: quarters" stands in' in text


def test_wind_side() -> None:
    assert wind_side(90, "N") == "port"
    assert wind_side(270, "N") == "starboard"
    assert wind_side(0, "N") is None and wind_side(180, "N") is None


@given(st.floats(-720, 720), st.sampled_from(list(Direction)))
def test_attitude_is_symmetric_about_the_wind(heading: float, wind: Direction) -> None:
    mirrored = 2 * wind.degrees - heading
    assert attitude(heading, wind).verdict is attitude(mirrored, wind).verdict
    assert 0.0 <= off_the_wind(heading, wind) <= 180.0


# ---- sailing points [4.1.1a-e, 4.2, 1.5.2b, 1.5.2c] ----


def test_pickle_reaching_scores_on_4_or_more() -> None:
    assert sailing_points(4, [3, 4, 5, 6], Attitude.REACHING).value == 3


def test_syrene_example_four_sailing_points() -> None:
    assert sailing_points(5, [1, 4, 4, 5, 6], "reaching").value == 4


def test_close_hauled_without_success_gets_the_free_point() -> None:
    r = sailing_points(3, [1, 2, 4], "close-hauled")
    assert r.value == 1 and "free momentum point" in str(r)


def test_in_irons_without_success_gets_nothing() -> None:
    assert sailing_points(3, [1, 2, 4], "in irons").value == 0


def test_anchor_token_scores_only_6s_and_no_free_point() -> None:
    assert sailing_points(3, [4, 5, 6], "reaching", anchor=True).value == 1
    assert sailing_points(3, [4, 5, 5], "running", anchor=True).value == 0


def test_anchored_in_irons_cannot_move_even_on_a_6() -> None:
    r = sailing_points(3, [6, 6, 6], "in irons", anchor=True)
    assert r.value == 0 and "cannot move at all" in str(r)


def test_becalmed_only_6s() -> None:
    assert sailing_points(5, [4, 5, 5, 6, 6], "reaching", weather="becalmed").value == 2
    assert sailing_points(5, [4, 5, 5, 6, 6], "reaching", weather="becalmed", towed=True).value == 4


def test_becalmed_free_point_is_a_reading() -> None:
    assert sailing_points(2, [1, 2], "reaching", weather=Weather.BECALMED).value == 1
    assert (
        sailing_points(2, [1, 2], "reaching", weather="becalmed", readings={"becalmed_free_point": "none"}).value == 0
    )


def test_gale_reaching_on_3_close_hauled_on_6s_without_free_point() -> None:
    assert sailing_points(4, [1, 2, 3, 5], "reaching", weather="gale").value == 2
    assert sailing_points(4, [1, 2, 3, 5], "close-hauled", weather="gale").value == 0
    assert sailing_points(2, [1, 1], "in irons", weather="gale").gale_damage is True


def test_sailing_roll_refuses_a_wrong_pool() -> None:
    with pytest.raises(InvalidInputError, match="sailing roll"):
        sailing_points(3, [1, 2], "reaching")
    with pytest.raises(InvalidInputError):
        sailing_points(2, [1, 7], "reaching")


# ---- weather changes [1.5.1] ----


def test_weather_example_tied_4_turns_the_wind_anticlockwise() -> None:
    r = weather_change(4, "N")
    assert r.verdict is Weather.BLOWING and r.wind is Direction.NW and "second player goes first" in str(r)


@pytest.mark.parametrize(
    ("die", "sky", "wind"), [(1, "becalmed", "N"), (2, "blowing", "NE"), (5, "blowing", "NW"), (6, "gale", "N")]
)
def test_weather_table(die: int, sky: str, wind: str) -> None:
    r = weather_change(die, "N")
    assert r.verdict == sky and str(r.wind) == wind


# ---- manoeuvres [4.1.1f-i] ----

SYRENE = Ship.of("Syrene", "5th-rate", Pose(10, 10, 100))  # reaching in a wind from the north


def test_syrene_example_spends_four_points_and_moves_six_inches() -> None:
    r = sail(SYRENE, "M2-30 T90 M2-30", 4, "N")
    assert r.verdict is True and r.spent == 4 and r.moved == 6.0 and not r.anchor_token
    assert r.pose.heading == pytest.approx(310.0)  # 100 - 30 - 90 - 30: the tack put her bow through the wind
    assert r.cases[:3] == ("4.1.1a", "4.1.1f", "4.1.1g")


def test_a_turn_needs_a_full_two_inches() -> None:
    r = sail(SYRENE, "M1+30", 4, "N")
    assert r.verdict is False and r.pose == SYRENE.pose and "full 2-inch" in r.headline()


def test_standard_turn_is_at_most_30_degrees() -> None:
    assert not sail(SYRENE, "M2+31", 4, "N")
    assert sail(SYRENE, "M2+30", 4, "N")


def test_tack_costs_two_points() -> None:
    assert not sail(SYRENE, "T90", 1, "N")
    assert sail(SYRENE, "W90", 1, "N").spent == 1


def test_running_ship_cannot_tack_or_wear() -> None:
    runner = Ship.of("Runner", "5th-rate", Pose(10, 10, 180))
    for plan in ("T90", "W90"):
        r = sail(runner, plan, 4, "N")
        assert r.verdict is False and r.cases[-1] == "4.1.1c"


def test_tack_turns_toward_the_wind_and_wear_away() -> None:
    # heading 100 in a north wind: the wind is over the port side
    assert sail(SYRENE, "T90", 2, "N").pose.heading == pytest.approx(10.0)
    assert sail(SYRENE, "W90", 1, "N").pose.heading == pytest.approx(190.0)
    assert not sail(SYRENE, "T+90", 2, "N")  # a tack to starboard would turn away from the wind


def test_tack_through_the_wind_is_a_reading() -> None:
    assert sail(SYRENE, "M2-30 T90", 3, "N")
    stop = sail(SYRENE, "M2-30 T90", 3, "N", readings={"tack_through_wind": "stop-at-eye"})
    assert stop.verdict is False and ("tack_through_wind", "stop-at-eye") in stop.readings


def test_dead_wind_side_reading() -> None:
    irons = Ship.of("Irons", "5th-rate", Pose(10, 10, 0))
    assert not sail(irons, "T90", 2, "N")  # which way? say T+90 or T-90
    assert sail(irons, "T-90", 2, "N").pose.heading == pytest.approx(270.0)
    assert not sail(irons, "T-90", 2, "N", readings={"dead_wind_side": "none"})


def test_short_move_gives_an_anchor_token() -> None:
    r = sail(SYRENE, "M1.5", 4, "N")
    assert r.verdict and r.anchor_token and r.moved == 1.5
    assert short_move_anchor(1.5).verdict is True
    assert short_move_anchor(2.0).verdict is False
    assert short_move_anchor(0.0, sail_only=False).verdict is False


def test_turns_pivot_on_the_stern() -> None:
    r = sail(SYRENE, "M2+30", 1, "N")
    stern_before = SYRENE.pose.forward(2).to_table((0.0, SYRENE.build.stern))
    stern_after = r.pose.to_table((0.0, SYRENE.build.stern))
    assert math.dist(stern_before, stern_after) == pytest.approx(0.0, abs=1e-9)
    corner = sail(SYRENE, "M2+30", 1, "N", readings={"turn_pivot": "stern-corner"})
    w = SYRENE.build.half_width
    assert math.dist(
        SYRENE.pose.forward(2).to_table((w, SYRENE.build.stern)), corner.pose.to_table((w, SYRENE.build.stern))
    ) == pytest.approx(0.0, abs=1e-9)


def test_steering_shot_away_forbids_turns() -> None:
    assert sail(SYRENE, "M2 M2", 2, "N", can_turn=False)
    assert not sail(SYRENE, "M2+10", 2, "N", can_turn=False)


def test_plan_text_round_trips_and_refuses_nonsense() -> None:
    plan = parse_plan("M2+30 m1.5 T90 W-45 T+90")
    assert format_plan(plan) == "M2+30 M1.5 T90 W-45 T+90"
    for bad in ("X2", "M2+", "T9O", "M²"):
        with pytest.raises(InvalidInputError):
            parse_plan(bad)
    assert points_for(4.000000000000001) == 2 and points_for(4.5) == 3


def test_ends_lists_the_syrene_example_end() -> None:
    r = ends(SYRENE, 4, "N")
    target = sail(SYRENE, "M2-30 T90 M2-30", 4, "N").pose
    assert any(math.dist((p.x, p.y), (target.x, target.y)) < 1e-6 and p.heading == target.heading for p in r.ends)
    assert SYRENE.pose in r.ends and SYRENE.pose in r.anchor  # standing still earns an anchor token
    assert r.value == len(r.ends)


def test_ends_of_a_running_ship_have_no_tight_turns() -> None:
    runner = Ship.of("Runner", "5th-rate", Pose(10, 10, 180))
    assert all("T" not in plan and "W" not in plan for plan in ends(runner, 3, "N").ends.values())


# Each example lists every end of four moves' sailing (about 60 ms): 25 of them, over word lists and headings, are
# what a run can spend here; SAILKIT_HYPOTHESIS=thorough does not raise a count a test sets, so a hunt sets its own.
@settings(max_examples=25)
@given(st.lists(st.sampled_from(["M2+30", "M2-30", "M2", "W90", "M2+15"]), max_size=4), st.floats(0, 359))
def test_every_end_sail_reaches_is_listed_by_ends(words: list[str], heading: float) -> None:
    ship = Ship.of("S", "5th-rate", Pose(20, 20, heading))
    ruled = sail(ship, " ".join(words), 4, "N")
    if not ruled:
        return
    found = ends(ship, 4, "N", turns=(-30, -15, 0, 15, 30)).ends
    p = ruled.pose
    assert any(math.dist((q.x, q.y), (p.x, p.y)) < 1e-6 for q in found)


# ---- anchor tokens [4.2, 1.4, 1.5.2g, 4.3.3] ----


def test_constellation_passes_a_discipline_test_and_drops_her_anchor_token() -> None:
    r = anchor_removal(1, [1, 2, 2, 4, 6], 5)
    assert r.verdict is True and r.anchors == 0


def test_damage_tokens_are_cleared_first() -> None:
    r = anchor_removal(1, [6, 6, 6, 6, 6], 5, damage=1)
    assert r.verdict is False and r.anchors == 1 and "damage tokens are cleared first" in r.headline()


def test_one_token_test_a_phase_and_not_while_entangled() -> None:
    assert not anchor_removal(1, [6], 1, tested=True)
    assert anchor_removal(1, [6], 1, entangled=True).cases == ("4.3.3",)


def test_grounded_ship_tests_sailing_ahead_of_damage_and_failure_hurts() -> None:
    passed = anchor_removal(3, [6, 1], 2, damage=1, grounded=True)
    assert passed.verdict and passed.anchors == 2 and passed.damage == 1
    failed = anchor_removal(3, [1, 1], 2, damage=1, grounded=True)
    assert not failed.verdict and failed.anchors == 3 and failed.damage == 2
    last = anchor_removal(2, [6], 1, grounded=True)
    assert "evades off the shore" in str(last)


def test_anchor_removal_refuses_a_wrong_pool() -> None:
    with pytest.raises(InvalidInputError, match="test dice"):
        anchor_removal(1, [6], 5)


# ---- disentangling [4.3.3], the wind's way [1.5.2c, APP.2.3.2a] ----


def test_disentangling_scores_only_6s_and_no_free_point() -> None:
    assert sailing_points(3, [5, 5, 6], "reaching", entangled=True).value == 1
    assert sailing_points(3, [1, 2, 3], "reaching", entangled=True).value == 0


def test_gale_fire_downwind_upwind_across() -> None:
    a = Ship.of("A", "5th-rate", Pose(10, 10, 0))
    south = Ship.of("S", "5th-rate", Pose(10, 4, 0), side=2)
    north = Ship.of("N", "5th-rate", Pose(10, 16, 0), side=2)
    east = Ship.of("E", "5th-rate", Pose(16, 10, 0), side=2)
    assert gale_fire(a, south, "N").verdict == "downwind" and gale_fire(a, south, "N").value == 6
    assert gale_fire(a, north, "N").verdict == "upwind"
    assert gale_fire(a, east, "N").verdict == "across"


def test_duel_order_furthest_downwind_first() -> None:
    a = Ship.of("A", "5th-rate", Pose(10, 10, 0))
    b = Ship.of("B", "5th-rate", Pose(14, 8, 0), side=2)
    assert duel_order(a, b, "N").verdict == "B"
    assert duel_order(a, b, "S").verdict == "A"
    assert duel_order(a, b, "E").verdict == "A"  # a wind from the east blows A's way: she lies 4 inches downwind
    assert duel_order(a, Ship.of("C", "5th-rate", Pose(20, 10, 0), side=2), "N").verdict is None


@given(st.sampled_from(list(Direction)), st.floats(-20, 20), st.floats(-20, 20))
def test_downwind_is_antisymmetric(wind: Direction, x: float, y: float) -> None:
    assert downwind((0, 0), (x, y), wind) == -downwind((x, y), (0, 0), wind)
    assert downwind((0, 0), (x, y), wind) == pytest.approx(-downwind((0, 0), (x, y), wind.opposite()))
