"""Continuous geometry of As Per Margin on the open table: arcs, rakes, ranges, the 3-inch check, drift."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.geometry.board import normalize, turn
from sailkit.geometry.table import Move, Pose, distance
from sailkit.rulesets.as_per_margin import Ship, WindSpeed, bearing_side, drift, first_check, is_rake, lowest_hit
from sailkit.rulesets.as_per_margin.falling_aboard import REACH

FAST = settings(max_examples=80, deadline=None, database=None)
coords = st.floats(-40, 40, allow_nan=False)
headings = st.floats(0, 360, allow_nan=False, exclude_max=True)


def ship(name: str, x: float, y: float, heading: float = 0.0, side: int = 1, **kw: object) -> Ship:
    return Ship(name, side, Pose(x, y, heading), **kw)  # type: ignore[arg-type]


# ---- broadside arcs [FIRE, APM-07a] ----


def test_broadsides_bear_within_45_degrees_of_the_beam() -> None:
    s = ship("A", 0, 0, 0)  # heading North: starboard is East
    assert bearing_side(s, (10, 0)) == "S" and bearing_side(s, (-10, 0)) == "P"
    assert bearing_side(s, (10, 10)) == "S"  # exactly 45 degrees off the beam: bears
    off = (10 * math.sin(math.radians(40)), 10 * math.cos(math.radians(40)))  # 50 degrees off the beam
    assert bearing_side(s, off) is None  # P31
    assert bearing_side(s, (0, 10)) is None and bearing_side(s, (0, -10)) is None


@FAST
@given(coords, coords, headings, coords, coords)
def test_a_point_is_in_one_arc_at_most_and_the_arcs_mirror(x: float, y: float, h: float, tx: float, ty: float) -> None:
    s = ship("A", x, y, h)
    if (tx, ty) == (x, y):
        return
    side = bearing_side(s, (tx, ty))
    turned = ship("A", x, y, h + 180)  # turning about swaps port and starboard
    other = bearing_side(turned, (tx, ty))
    assert (side is None) == (other is None)
    if side is not None:
        assert {side, other} == {"P", "S"}


# ---- rakes [TOSS DOUBLE DICE FOR, APM-08a] ----


def test_a_rake_is_from_within_12_inches_off_the_bow_or_stern() -> None:
    target = ship("T", 0, 0, 0, side=2)
    assert is_rake(ship("A", 0, -10, 90), target)  # P33: astern at 10 inches
    assert not is_rake(ship("A", 0, -13, 90), target)  # P34: 13 inches
    assert not is_rake(ship("A", 10, 0, 0), target)  # abeam: the target bears back
    ruling = is_rake(ship("A", 0, 12, 90), target)
    assert ruling and ruling.cases[-1] == "TOSS DOUBLE DICE FOR, APM-08a"  # ahead at exactly 12 inches


def test_a_rake_under_no_guns_needs_the_facing_broadside_empty() -> None:
    from sailkit.rulesets.as_per_margin import Damage

    target = ship("T", 0, 0, 0, side=2, damage=Damage(starboard=6))
    firer = ship("A", 8, 0, 0)
    assert not is_rake(firer, target)
    assert is_rake(firer, target, {"rake_definition": "no-guns"})


@FAST
@given(coords, coords, headings, coords, coords, headings)
def test_rake_is_exactly_close_and_outside_the_targets_arcs(
    x: float, y: float, h: float, tx: float, ty: float, th: float
) -> None:
    firer, target = ship("A", x, y, h), ship("T", tx, ty, th, side=2)
    if (x, y) == (tx, ty):
        return
    close = distance(firer.mainmast, target.mainmast) <= 12
    assert bool(is_rake(firer, target)) == (close and bearing_side(target, firer.mainmast) is None)


# ---- range bands [RANGES & COMBAT CHARTS, APM-09] ----


def test_range_bands_and_their_limits() -> None:
    assert [lowest_hit(d) for d in (0, 6, 8, 12, 16, 20, 24)] == [4, 4, 4, 5, 5, 6, 6]
    assert lowest_hit(24.01) is None  # P39
    under = {"range_boundaries": "under"}
    assert [lowest_hit(d, under) for d in (7.99, 8, 16, 24)] == [4, 5, 6, 6]  # P40


@FAST
@given(st.floats(0, 30), st.floats(0, 30))
def test_farther_never_hits_more_easily(a: float, b: float) -> None:
    near, far = sorted((a, b))
    for option in ("up-to", "under"):
        r = {"range_boundaries": option}
        n, f = lowest_hit(near, r), lowest_hit(far, r)
        assert f is None or (n is not None and n <= f)


# ---- the 3-inch check on the swept path [FALLING ABOARD, APM-04c, APM-14] ----


def test_a_ship_sailing_past_another_checks_on_the_way_not_only_at_the_end() -> None:
    """From 10 inches before to 10 inches past a ship 2 inches off its course: both ends are far, the path is not."""
    mover = ship("A", 0, 0, 90)
    other = ship("B", 10, 2, 0, side=2)
    move = Move.pivot_then_straight(0, 20)
    ruling = first_check(mover, move, [other])
    assert ruling.verdict == "B"
    assert ruling.progress == pytest.approx((10 - math.sqrt(5)) / 20)
    assert ruling.gap == pytest.approx(REACH)
    assert ruling.at == pytest.approx((10 - math.sqrt(5), 0))
    assert first_check(mover, move, [other], {"fall_aboard_when": "end-of-move"}).verdict is None


def test_the_first_ship_met_is_the_one_checked_and_opening_ships_are_not() -> None:
    mover = ship("A", 0, 0, 90)
    near, far = ship("N", 5, 1, side=2), ship("F", 12, -1, side=2)
    behind = ship("Z", -2, 0, side=2)  # within 3 inches at the start, but the gap only grows
    ruling = first_check(mover, Move.pivot_then_straight(0, 15), [far, behind, near])
    assert ruling.verdict == "N"
    assert first_check(mover, Move.pivot_then_straight(0, 15), [behind]).verdict is None  # P57
    friend = ship("Fr", 5, 1, side=1)
    assert first_check(mover, Move.pivot_then_straight(0, 15), [friend]).verdict == "Fr"
    assert first_check(mover, Move.pivot_then_straight(0, 15), [friend], {"fall_aboard_who": "enemies"}).verdict is None


def test_a_pivot_first_sends_the_ship_away() -> None:
    mover = ship("A", 0, 0, 90)
    other = ship("B", 5, 0, side=2)
    assert first_check(mover, Move.pivot_then_straight(0, 6), [other]).verdict == "B"
    assert first_check(mover, Move.pivot_then_straight(-90, 6), [other]).verdict is None  # turned North first


@FAST
@given(coords, coords, headings, st.floats(-90, 90), st.floats(0, 30), st.lists(st.tuples(coords, coords), max_size=4))
def test_the_check_comes_at_the_first_closing_moment_within_3_inches(
    x: float, y: float, h: float, pivot: float, inches: float, others: list[tuple[float, float]]
) -> None:
    mover = ship("A", x, y, h)
    ships = [ship(f"S{i}", ox, oy, side=2) for i, (ox, oy) in enumerate(others) if (ox, oy) != (x, y)]
    move = Move.pivot_then_straight(pivot, inches)
    ruling = first_check(mover, move, ships)
    track = move.track(mover.pose)

    def closing_within(s: Ship, t: float) -> bool:
        d0 = track.at(t).distance(s.mainmast)
        return d0 < REACH - 1e-6 and track.at(min(1.0, t + 1e-6)).distance(s.mainmast) < d0 - 1e-12

    end = 1.0 if ruling.verdict is None else ruling.progress
    for k in range(201):  # before the check, no ship is within 3 inches while the gap shrinks
        if k / 200 < end - 1e-5:
            assert not any(closing_within(s, k / 200) for s in ships), (k, ruling)
    if ruling.verdict is not None:
        met = next(s for s in ships if s.name == ruling.verdict)
        assert ruling.gap == pytest.approx(track.at(end).distance(met.mainmast))
        assert ruling.gap <= REACH + 1e-6
        assert end == 0 or track.at(max(0.0, end - 1e-6)).distance(met.mainmast) >= ruling.gap - 1e-9  # was closing


# ---- drift [WIND SPEED, APM-03c; TACKING SHIPS, APM-06c] ----


def test_a_dismasted_ship_swings_downwind_and_drifts_the_lower_die() -> None:
    s = ship("A", 10, 10, 0)
    end, move, ruling = drift(s, 270, WindSpeed(3, 5))  # P15, P29: westerly, lower die 3
    assert end.heading == 90 and (end.x, end.y) == pytest.approx((13, 10))
    assert ruling.value == 3 and "TACKING SHIPS, APM-06c" in ruling.cases


@FAST
@given(coords, coords, headings, headings, st.integers(1, 6), st.integers(1, 6))
def test_drift_is_exactly_the_lower_die_downwind(x: float, y: float, h: float, wind: float, a: int, b: int) -> None:
    s = ship("A", x, y, h)
    end, move, _ = drift(s, wind, WindSpeed(a, b))
    assert distance(s.mainmast, end.point) == pytest.approx(min(a, b))
    assert abs(turn(end.heading, normalize(wind + 180))) < 1e-6
    assert abs(move.steps[0].degrees) <= 180  # type: ignore[union-attr]


def test_the_side_facing_a_firer_off_the_bow_is_the_nearer_one() -> None:
    from sailkit.rulesets.as_per_margin import Damage
    from sailkit.rulesets.as_per_margin.fire import facing_side, fuller_side

    target = ship("T", 0, 0, 0)
    assert facing_side(target, (3, 20)) == "S" and facing_side(target, (-3, 20)) == "P"
    assert facing_side(target, (0, 20)) is None and fuller_side(target) == "P"  # dead ahead: neither faces
    assert fuller_side(target.with_(damage=Damage(port=1))) == "S"
