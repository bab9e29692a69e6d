"""Fighting Ships collisions [4.3.1], evasion, entanglement [4.3.3], grounding and areas [1.5.2], table edges [1.5.4]."""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import example, given, settings
from hypothesis import strategies as st
from shapely import affinity
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

from sailkit.errors import InvalidInputError
from sailkit.geometry.contact import first_entry
from sailkit.geometry.table import Advance, Move, Pivot, Pose
from sailkit.rulesets.fighting_ships.collisions import (
    _sampled_contact,
    areas_entered,
    edge_pivot,
    entangle,
    evasive_pivot,
    first_collision,
    fleet_collisions,
    table_edge,
)
from sailkit.rulesets.fighting_ships.faces.bench import twelve_ships
from sailkit.rulesets.fighting_ships.sailing import sail
from sailkit.rulesets.fighting_ships.ships import Ship

A = Ship.of("A", "5th-rate", Pose(10, 10, 0))  # a 3 by 1.25 base, bow 1.5 ahead of the mainmast
B = Ship.of("B", "5th-rate", Pose(10, 15, 90), side=2)  # across her path: her base runs y 14.375-15.625
RUN = sail(A, "M2 M2 M2", 3, "E").move


def test_first_collision_stops_where_the_bases_touch() -> None:
    r = first_collision(A, RUN, [A, B])
    assert r.verdict == "B"
    assert r.pose.y == pytest.approx(14.375 - 1.5, abs=1e-4)
    assert r.cases == ("4.3.1", "1.2")


def test_overlap_reading_meets_a_hair_later() -> None:
    touch = first_collision(A, RUN, [B]).pose.y
    overlap = first_collision(A, RUN, [B], readings={"collision_contact": "overlap"}).pose.y
    assert overlap > touch and overlap - touch < 1e-4


def test_a_clear_move_and_a_ship_alongside_at_the_start() -> None:
    clear = first_collision(A, RUN, [Ship.of("C", "5th-rate", Pose(20, 10, 0))])
    assert clear.verdict is None and clear.pose == RUN.end(A.pose)
    alongside = Ship.of("D", "5th-rate", Pose(11.25, 10, 0))  # touching her starboard side
    assert first_collision(A, RUN, [alongside]).verdict is None  # sailing on past her is no collision


def test_running_aground_on_a_shore() -> None:
    r = first_collision(A, RUN, shores=[box(0, 14, 30, 30)])
    assert r.verdict == "shore" and "1.5.2g" in r.cases and "three anchor tokens" in str(r)


def test_fleet_collisions_match_ship_by_ship_checks() -> None:
    ships, moves = twelve_ships()
    fleet = fleet_collisions(ships, moves)
    assert len(fleet) == 12 and sum(name is not None for name, _ in fleet) == 6
    _assert_ship_by_ship(ships, moves)


def _assert_ship_by_ship(ships: list[Ship], moves: list[Move]) -> None:
    """The fleet's checks, all at once, agree with the explained way: each ship in turn against the ships before her
    where they stopped and the ships after her where they start."""
    fleet, stood = fleet_collisions(ships, moves), list(ships)
    for i, (ship, move) in enumerate(zip(ships, moves)):
        alone = first_collision(ship, move, stood)
        assert fleet[i] == (alone.verdict, pytest.approx(alone.progress, abs=1e-9))
        stood[i] = ship.at(alone.pose)


_LEG = st.sampled_from(["M2", "M2+30", "M2-30", "M1"])


@settings(max_examples=30, deadline=None)
@example(spots=[(0.0, 4.0, 180), (1.0, 0.0, 200)], plans=[["M2"]] * 6)  # stopped a hair off her, she slides past
@example(spots=[(0.0, 6.0, 90), (3.0, 6.5, 330)], plans=[["M2"], ["M2-30"]] + [["M2"]] * 4)  # slides, then turns in
@example(spots=[(0.0, 0.0, 0), (0.0, 0.0, 0)], plans=[["M2-30", "M2-30"]] + [["M2"]] * 5)  # one base on another
@given(
    st.lists(
        st.tuples(st.floats(0, 14), st.floats(0, 10), st.sampled_from([0, 45, 90, 180, 200, 270, 330])),
        min_size=2,
        max_size=6,
    ),
    st.lists(st.lists(_LEG, min_size=1, max_size=3), min_size=6, max_size=6),
)
def test_random_fleets_meet_as_ship_by_ship(spots: list[tuple[float, float, int]], plans: list[list[str]]) -> None:
    ships = [
        Ship.of(f"S{i}", "5th-rate" if i % 2 else "3rd-rate", Pose(x, y, float(h)), 1 + i % 2)
        for i, (x, y, h) in enumerate(spots)
    ]
    _assert_ship_by_ship(ships, [sail(s, " ".join(plan), 3, "N").move for s, plan in zip(ships, plans)])


def test_a_ship_starting_inside_another_meets_it_as_ship_by_ship() -> None:
    ships = [Ship.of("A", "5th-rate", Pose(10, 10, 0)), Ship.of("B", "5th-rate", Pose(10.5, 11, 0), 2)]
    _assert_ship_by_ship(ships, [sail(s, "M2 M2", 2, "E").move for s in ships])


def test_fleet_collisions_need_a_move_a_ship() -> None:
    with pytest.raises(InvalidInputError, match="moves"):
        fleet_collisions([A, B], [RUN])


@settings(max_examples=25, deadline=None)
@given(st.floats(-8, 8), st.floats(0, 360))
def test_no_overlap_before_the_contact_found(dx: float, heading: float) -> None:
    other = Ship.of("O", "5th-rate", Pose(10 + dx, 15, heading), side=2)
    if other.base.intersects(A.base):
        return
    r = first_collision(A, RUN, [other])
    before = RUN.pose_at(A.pose, max(0.0, r.progress - 1e-3)).place(A.build.base)
    assert before.distance(other.base) > 0
    if r.verdict is not None:
        assert r.pose.place(A.build.base).distance(other.base) <= 1e-9
    # and the vectorised baseline agrees on whether they meet at all
    swept = RUN.swept(A.pose, A.build.base)
    assert bool(shapely.intersects(swept, other.base)) == (r.verdict is not None) or swept.distance(other.base) < 1e-3


def test_evasive_pivot_is_the_smallest_that_clears() -> None:
    stopped = A.at(first_collision(A, RUN, [B]).pose)
    r = evasive_pivot(stopped, [B.base])
    assert r.verdict is True
    angle = r.starboard
    assert angle is not None and 0 < angle < 90
    about = (0.0, A.build.stern)
    run = Move.pivot_then_straight(0, 2.0)
    # just past the angle, a 2-inch run ahead clears B; well short of it, it does not
    assert not run.swept(stopped.pose.pivoted(angle + 0.02, about), A.build.base).intersects(B.base)
    assert run.swept(stopped.pose.pivoted(angle - 1.0, about), A.build.base).intersects(B.base)


def test_evasion_needs_room_and_a_6() -> None:
    stopped = A.at(first_collision(A, RUN, [B]).pose)
    hemmed = [box(11.0, 0, 40, 40), box(-20, 0, 9.0, 40)]  # shores close on both sides
    r = evasive_pivot(stopped, [B.base], room=hemmed)
    assert r.verdict is False and r.port is None and r.starboard is None and "4.3.1b" in r.cases
    assert evasive_pivot(stopped, [B.base], dice=[1, 2, 3, 4, 5, 5]).verdict is False
    assert evasive_pivot(stopped, [B.base], dice=[1, 2, 3, 4, 5, 6]).verdict is True
    assert evasive_pivot(stopped, [B.base], entangled=True).verdict is False


def test_evasion_clearance_is_a_reading() -> None:
    stopped = A.at(first_collision(A, RUN, [B]).pose)
    run = evasive_pivot(stopped, [B.base]).starboard
    apart = evasive_pivot(stopped, [B.base], readings={"evasion_clearance": "apart"}).starboard
    assert run is not None and apart is not None and apart < run


def test_entangle_same_way_lies_bow_to_bow() -> None:
    mover = Ship.of("M", "5th-rate", Pose(10, 10, 10))
    struck = Ship.of("S", "5th-rate", Pose(11.5, 12, 0), side=2)
    r = entangle(mover, struck)
    assert r.verdict == "bow-to-bow"
    p = r.poses["M"]
    assert p.heading == 0.0 and r.poses["S"] == struck.pose
    assert math.dist((p.x, p.y), (11.5 - 1.25, 12)) == pytest.approx(0.0, abs=1e-9)  # on her port side, bows level
    assert Ship.of("M", "5th-rate", p).base.intersection(struck.base).area == pytest.approx(0.0, abs=1e-9)


def test_entangle_opposite_ways_lies_bow_to_stern_and_the_bigger_ship_fits() -> None:
    mover = Ship.of("M", "3rd-rate", Pose(10, 10, 170))
    struck = Ship.of("S", "5th-rate", Pose(12, 12, 0), side=2)
    r = entangle(mover, struck)
    assert r.verdict == "bow-to-stern"
    p = r.poses["M"]
    assert p.heading == 180.0
    bow = p.to_table((0.0, mover.build.bow))
    assert bow[1] == pytest.approx(struck.pose.to_table((0.0, struck.build.stern))[1])


def test_entangle_square_on_needs_the_players_choice() -> None:
    mover = Ship.of("M", "5th-rate", Pose(10, 10, 0))
    struck = Ship.of("S", "5th-rate", Pose(10, 13, 90), side=2)
    with pytest.raises(InvalidInputError, match="line_up"):
        entangle(mover, struck)
    assert entangle(mover, struck, line_up="bow-to-stern").verdict == "bow-to-stern"


def test_entangle_hull_tests_and_the_alignment_reading() -> None:
    mover = Ship.of("M", "5th-rate", Pose(10, 10, 10))
    struck = Ship.of("S", "5th-rate", Pose(11.5, 12, 0), side=2)
    r = entangle(mover, struck, dice=([1, 2, 3], [6, 1, 1]))
    assert r.damage == ("M",) and "APP.2.2.1c" in r.cases
    other = entangle(mover, struck, readings={"entangle_alignment": "struck-alongside"})
    assert other.poses["M"] == mover.pose and other.poses["S"].heading == 10.0
    with pytest.raises(InvalidInputError, match="Hull"):
        entangle(mover, struck, dice=([1], [6, 1, 1]))


def test_areas_entered_along_a_move() -> None:
    squall, far = box(9, 14, 11, 16), box(30, 30, 31, 31)
    assert areas_entered(A, RUN, [far, squall]) == (1,)
    assert areas_entered(A, RUN, []) == ()


@pytest.mark.parametrize(("heading", "edge", "turn"), [(80, 0, -80), (100, 0, 80), (10, 90, 80), (0, 90, -90)])
def test_edge_pivot_lays_her_parallel(heading: float, edge: float, turn: float) -> None:
    ship = Ship.of("E", "5th-rate", Pose(5, 5, heading))
    assert edge_pivot(ship, edge) == turn
    assert np.isclose((heading + turn - edge) % 180.0, 0.0)


def test_table_edge_turns_her_parallel_with_an_anchor_token() -> None:
    ship = Ship.of("T", "5th-rate", Pose(10, 44, 30))
    r = table_edge(ship, sail(ship, "M2 M2 M2", 3, "E").move, 48, 48)
    assert r.verdict == "parallel" and r.edge == "north" and r.anchor_token
    assert r.pose.heading == 90.0 and box(0, 0, 48, 48).contains(r.pose.place(ship.build.base))


def test_table_edge_clear_and_leaving() -> None:
    ship = Ship.of("T", "5th-rate", Pose(10, 10, 0))
    assert table_edge(ship, sail(ship, "M2 M2", 2, "E").move, 48, 48).verdict is None
    corner = Ship.of("K", "3rd-rate", Pose(1.5, 45, 45))  # nosing into the north-west corner
    r = table_edge(corner, Move.pivot_then_straight(0, 4.0), 48, 48)
    assert r.verdict in ("parallel", "leaves")
    if r.verdict == "leaves":
        assert "loses 7 morale" in str(r)


def test_wreckage_counts_as_a_ship_in_a_collision() -> None:
    r = first_collision(A, RUN, wreckage=[box(9.5, 14, 10.5, 15)])
    assert r.verdict == "wreckage" and "1.5.2h" in r.cases


def _graze(depth: float) -> tuple[Move, BaseGeometry]:
    """A 30-degree pivot of A on her stern, and a speck of wreckage that her bow's starboard corner reaches only
    ``depth`` inches into, half-way between two of the 2-degree samples a sampled check would look at."""
    about = (0.0, A.build.stern)
    turn = Move((Pivot(30.0, about),))
    corner = np.array([A.build.half_width, A.build.bow]) - about
    radius = float(np.hypot(*corner))
    inward = corner * (1 - depth / radius)
    rad = math.radians(1.0)  # her corner passes there at 1 degree, between the samples at 0 and 2
    c, s = math.cos(rad), math.sin(rad)
    out = np.array([inward[0] * c + inward[1] * s, -inward[0] * s + inward[1] * c])  # from the pivot
    tip = out + (10.0 + about[0], 10.0 + about[1])
    away, across = out / np.linalg.norm(out) * 0.05, np.array([out[1], -out[0]]) / np.linalg.norm(out) * 0.05
    speck = shapely.Polygon([tip, tip + away + across, tip + away - across])  # all but its tip beyond her reach
    return turn, speck


def test_a_corner_grazing_between_samples_still_meets() -> None:
    """The contact is exact, not sampled: a corner that reaches a thousandth of an inch into wreckage between two
    sampled poses of a pivot meets it, at 1 degree of the 30 [4.3.1, 1.5.2h]."""
    turn, speck = _graze(0.001)
    met = first_collision(A, turn, wreckage=[speck])
    assert met.verdict == "wreckage"
    assert met.progress == pytest.approx(1 / 30, abs=1e-3)  # its sides slope away from the tip: a hair sooner
    turn, short = _graze(-0.001)
    assert first_collision(A, turn, wreckage=[short]).verdict is None  # a thousandth short of it: clear


@settings(max_examples=150, deadline=None)
@given(
    st.floats(-2.8, 2.8),
    st.sampled_from([-1.0, 1.0]),
    st.lists(
        st.one_of(
            st.builds(Advance, st.floats(0.05, 3.0) | st.floats(-2.0, -0.05)),
            st.builds(Pivot, st.floats(1.0, 60.0) | st.floats(-60.0, -1.0), st.just((0.0, -1.5))),
        ),
        min_size=1,
        max_size=3,
    ),
)
def test_alongside_the_exact_entry_is_the_sampled_one(dy: float, side: float, steps: list[Advance | Pivot]) -> None:
    """A ship touching another at the start meets her only when her base reaches into her [4.3.1]: the exact entry
    (every corner-on-side meeting, the stretches between tested) is where the sampled check finds it, or sooner
    where the sampling passed over a brief overlap."""
    base = A.build.base
    other = affinity.translate(A.base, side * 2 * A.build.half_width, dy)  # side by side, touching
    move = Move(tuple(steps))
    exact = first_entry(A.pose, move, base, other)
    sampled = _sampled_contact(A.pose, move, base, other)
    assert exact <= sampled + 1e-9
    if sampled < math.inf and exact < sampled - 1e-4:  # a brief overlap the sampling stepped over
        assert move.pose_at(A.pose, (exact + sampled) / 2).place(base).intersection(other).area > 0
    elif sampled < math.inf:
        assert exact == pytest.approx(sampled, abs=1e-4)
