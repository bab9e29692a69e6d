"""Fighting Ships gunnery geometry: line of sight [5.2], ranges [5.3], arcs [5.4], rakes [5.5.5], targets [5.1]."""

from __future__ import annotations

import math

import shapely
from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import box

from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.arcs import GUN_ARCS, ArcName, arc_shape, arcs_holding, in_arc, rake
from sailkit.rulesets.fighting_ships.ranges import band_of, gunnery_range
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.sight import line_of_sight, visibility
from sailkit.rulesets.fighting_ships.targets import valid_target


def ship(name: str, x: float, y: float, heading: float, side: int = 1, **kw: object) -> Ship:
    return Ship.of(name, kw.pop("cls", "3rd-rate"), Pose(x, y, heading), side, **kw)  # type: ignore[arg-type]


# ---- ranges [5.3] ----


def test_cannon_at_exactly_six_inches_is_short_range() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 16, 10, 0, 2)
    r = gunnery_range(a, b)
    assert r.verdict == "short" and "counts as the shorter band" in str(r)
    assert "shorter band" not in str(gunnery_range(a, ship("C", 15, 10, 0, 2)))


def test_cannon_at_eighteen_and_a_half_inches_is_out_of_range() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 28.5, 10, 0, 2)
    r = gunnery_range(a, b)
    assert r.verdict == "out of range" and r.band is None


def test_a_range_on_a_line_after_float_noise_is_the_shorter_band() -> None:
    a = ship("A", 10, 10, 0)
    p = a.mainmast.moved(210, 12)
    b = ship("B", p.x, p.y, 0, 2)
    assert gunnery_range(a, b).verdict == "medium"


@given(st.floats(0, 30, allow_nan=False))
def test_bands_are_monotone_with_ties_shorter(d: float) -> None:
    order = ["short", "medium", "long", None]
    assert order.index(band_of(d)) <= order.index(band_of(d + 0.5))
    assert band_of(6.0) == "short" and band_of(12.0) == "medium" and band_of(18.0) == "long"


# ---- line of sight [5.2] ----


def test_agamemnon_example() -> None:
    """Agamemnon cannot see Swiftsure past Antelope's hull, has Intrepide out of arc, and fires at Hannibal."""
    agamemnon = ship("Agamemnon", 20, 20, 0)
    antelope = ship("Antelope", 24, 20, 0)
    swiftsure = ship("Swiftsure", 30, 20, 0, 2)
    intrepide = ship("Intrepide", 23, 30, 0, 2)  # ahead and off the bow: a corner sector
    hannibal = ship("Hannibal", 14, 21, 180, 2)
    fleet = [agamemnon, antelope, swiftsure, intrepide, hannibal]
    blocked = valid_target(agamemnon, swiftsure, fleet)
    assert not blocked and blocked.sight.blocking == ("Antelope",)
    ahead = valid_target(agamemnon, intrepide, fleet)
    assert ahead.sight.verdict and not ahead.arc.verdict and not ahead
    assert ahead.arcs == ()
    chosen = valid_target(agamemnon, hannibal, fleet)
    assert chosen.verdict is True and chosen.arcs == (ArcName.PORT_BROADSIDE,) and chosen.band == "medium"


def test_only_the_hull_blocks_not_the_base() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 20, 10, 0, 2)
    blocker = ship("C", 15, 10 + 0.7, 90)  # the line runs through C's base but past her hull
    clear = line_of_sight(a, b, [blocker])
    assert blocker.base.intersects(clear.segment) and not blocker.hull.intersects(clear.segment)
    assert clear.verdict is True
    whole = line_of_sight(a, b, [Ship.of("C", "3rd-rate", blocker.pose, readings={"hull_outline": "base"})])
    assert whole.verdict is False and whole.blocking == ("C",)


def test_land_blocks_and_wreckage_is_a_reading() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 20, 10, 0, 2)
    rock = box(14, 9, 16, 11)
    assert line_of_sight(a, b, land=[rock]).blocking == ("land",)
    assert line_of_sight(a, b, wreckage=[rock]).verdict is True
    blocks = line_of_sight(a, b, wreckage=[rock], readings={"wreckage_sight": "blocks"})
    assert blocks.verdict is False and ("wreckage_sight", "blocks") in blocks.readings


# ---- arcs [5.4] ----


def test_broadside_arc_is_the_band_square_off_the_corners() -> None:
    a = ship("A", 0, 0, 0)  # a 4 by 1.5 base, mainmast at its centre
    assert ArcName.STARBOARD_BROADSIDE in arcs_holding(a, (5, 1.9))
    assert ArcName.STARBOARD_BROADSIDE in arcs_holding(a, (5, 2.0))  # on the bow corner's line: in
    assert arcs_holding(a, (5, 2.1)) == (ArcName.BOW, ArcName.STARBOARD)  # a corner sector: no gun arc
    assert ArcName.PORT_BROADSIDE in arcs_holding(a, (-5, -1.9))


def test_chaser_arc_is_the_band_ahead_of_the_bow_corners() -> None:
    a = ship("A", 0, 0, 0)
    assert ArcName.BOW_CHASER in arcs_holding(a, (0.7, 8))
    assert ArcName.BOW_CHASER not in arcs_holding(a, (0.8, 8))
    assert ArcName.STERN_CHASER in arcs_holding(a, (-0.75, -8))


def test_flexible_arcs_share_the_sea_off_the_keel() -> None:
    a = ship("A", 0, 0, 0, flexible=True)
    assert ArcName.BOW_CHASER in arcs_holding(a, (0.75 + 8 * math.tan(math.radians(29)), 2 + 8))
    assert ArcName.STARBOARD_BROADSIDE in arcs_holding(a, (0.75 + 8 * math.tan(math.radians(31)), 2 + 8))
    square = arcs_holding(a, (0.75 + 8 * math.tan(math.radians(31)), 2 + 8), {"flexible_arc": "off-square"})
    assert not set(square) & set(GUN_ARCS)


@given(st.floats(0, 360), st.floats(-15, 15), st.floats(-15, 15))
def test_flexible_off_keel_arcs_cover_the_sea_without_overlap(heading: float, x: float, y: float) -> None:
    a = ship("A", 0, 0, heading, flexible=True)
    if a.base.buffer(1e-6).contains(shapely.Point(x, y)):
        return
    guns = [g for g in arcs_holding(a, (x, y)) if g in GUN_ARCS]
    assert 1 <= len(guns) <= 2  # two only on a shared line


@given(st.floats(0, 360), st.floats(-15, 15), st.floats(-15, 15))
def test_square_arcs_never_overlap(heading: float, x: float, y: float) -> None:
    a = ship("A", 0, 0, heading)
    area = sum(arc_shape(a.build, g, reach=20).area for g in GUN_ARCS)
    assert area > 0
    guns = [g for g in arcs_holding(a, (x, y)) if g in GUN_ARCS]
    assert len(guns) <= 1  # the corner sectors lie between them: no point is in two


def test_in_arc_gives_polygons_for_a_picture() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 20, 10, 0, 2)
    r = in_arc(a, b)
    assert r.verdict == (ArcName.STARBOARD_BROADSIDE,)
    assert r.arcs[ArcName.STARBOARD_BROADSIDE].covers(shapely.Point(20, 10))
    assert in_arc(a, b, "port broadside").verdict is False


# ---- rakes [5.5.5] ----


def test_crossing_the_t_rakes_but_not_at_long_range() -> None:
    target = ship("Frigate", 20, 20, 90, 2, cls="5th-rate")
    agamemnon = ship("Agamemnon", 30, 20, 0)  # ahead of the frigate's bow, broadside on
    assert rake(agamemnon, target, "medium").verdict is True
    assert rake(agamemnon, target, "long").verdict is False
    assert rake(ship("Abeam", 20, 28, 90), target).verdict is False


def test_valid_target_reports_the_rake() -> None:
    target = ship("Frigate", 20, 20, 90, 2, cls="5th-rate")
    agamemnon = ship("Agamemnon", 30, 20, 0)
    r = valid_target(agamemnon, target, [agamemnon, target])
    assert r.verdict and r.rake and r.band == "medium"


def test_a_friend_is_no_target() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 20, 10, 0)
    r = valid_target(a, b)
    assert not r and "an enemy" in r.headline()


def test_fog_allows_only_short_range() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 20, 10, 0, 2)  # 10 inches: medium
    bank = box(18, 5, 30, 15)
    r = valid_target(a, b, fog=[bank])
    assert not r and r.fog == ("B",) and "1.5.2d" in r.cases and r.band is None
    near = ship("N", 15, 10, 0, 2)  # 5 inches: short
    assert valid_target(a, near, fog=[box(14, 5, 30, 15)]).verdict is True
    assert valid_target(a, b).verdict is True


def test_visibility_day_bad_weather_night() -> None:
    assert [visibility().value, visibility(bad_weather=True).value, visibility(bad_weather=True, night=True).value] == [
        40.0,
        20.0,
        10.0,
    ]
    assert visibility(night=True).value == 20.0


def test_a_target_beyond_sight_at_night_in_bad_weather() -> None:
    a, b = ship("A", 10, 10, 0), ship("B", 22, 10, 0, 2)  # 12 inches: medium
    dark = visibility(bad_weather=True, night=True).value
    r = valid_target(a, b, seeing=dark)
    assert not r and "3.2.1" in r.cases
    assert valid_target(a, b)
