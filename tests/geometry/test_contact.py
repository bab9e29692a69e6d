"""The exact first contact of a moving outline (:mod:`sailkit.geometry.contact`) against the sampled one
(:func:`sailkit.geometry.table.first_contact`, bisected to a millionth of a step): the same answer wherever the
sampling sees the contact, and a true touch where only the exact one does."""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely import affinity
from shapely.geometry import box

from sailkit.errors import InvalidInputError
from sailkit.geometry.contact import first_touches, pivots, placed
from sailkit.geometry.table import Advance, Move, Pivot, Pose, first_contact

BASE = box(-0.625, -1.5, 0.625, 1.5)  # a frigate's base, mainmast at its centre
steps = st.one_of(
    st.builds(Advance, st.floats(-2.0, 4.0)),
    st.builds(
        Pivot,
        st.floats(-120.0, 120.0),
        st.tuples(st.floats(-1.0, 1.0), st.sampled_from([-1.5, 0.0, 1.5])),
    ),
)
obstacles = st.builds(
    lambda x, y, w, d, turn: affinity.rotate(box(x, y, x + w, y + d), turn),
    st.floats(-6.0, 6.0),
    st.floats(-6.0, 8.0),
    st.floats(0.05, 4.0),
    st.floats(0.05, 4.0),
    st.floats(0.0, 90.0),
)


@settings(max_examples=300, deadline=None)
@given(st.floats(0.0, 360.0), st.lists(steps, min_size=1, max_size=4), obstacles)
def test_it_finds_the_contact_the_sampling_finds_and_no_false_one(
    heading: float, moves: list[Advance | Pivot], obstacle: shapely.Polygon
) -> None:
    pose, move = Pose(0.0, 0.0, heading), Move(tuple(moves))
    if pose.place(BASE).distance(obstacle) <= 1e-6:
        return  # touching at the start: the caller's business
    exact = float(first_touches([(pose, move, BASE)], [obstacle])[0, 0])
    sampled = first_contact(pose, move, BASE, obstacle, tolerance=1e-7)
    if sampled is not None:
        assert exact <= sampled + 1e-6  # never later than a sampled pose already touching
    if exact == math.inf:
        assert sampled is None
        return
    # where the exact contact is, the outline touches the obstacle and did not a little before
    assert move.pose_at(pose, exact).place(BASE).distance(obstacle) < 1e-7
    assert move.pose_at(pose, exact - 1e-4).place(BASE).distance(obstacle) > 0.0 or exact < 1e-4
    if sampled is not None and sampled > exact + 1e-6:  # the sampling passed over a graze
        assert move.pose_at(pose, exact).place(BASE).intersection(obstacle).area < 1e-6


def test_pairs_left_out_and_pairs_touching_at_the_start() -> None:
    pose, move = Pose(0.0, 0.0, 0.0), Move((Advance(4.0),))
    ahead, alongside = box(-1, 3, 1, 4), box(0.625, -1, 2, 1)
    times = first_touches([(pose, move, BASE)], [ahead, alongside])
    assert times[0, 0] == pytest.approx(0.375) and math.isnan(times[0, 1])
    left_out = first_touches([(pose, move, BASE)], [ahead, alongside], np.array([[False, True]]))
    assert left_out[0, 0] == math.inf
    assert first_touches([(pose, Move(), BASE)], [ahead])[0, 0] == math.inf  # no move, no meeting


def test_placed_puts_outlines_where_pose_place_does() -> None:
    poses = [Pose(3.0, 4.0, 30.0), Pose(-2.0, 1.0, 271.5)]
    for shape, pose in zip(placed(poses, [BASE, BASE]), poses):
        assert shape.equals_exact(pose.place(BASE), 1e-12)


@given(st.floats(0.0, 360.0), st.lists(st.floats(-180.0, 180.0), min_size=1, max_size=5), st.floats(-2.0, 2.0))
def test_pivots_end_where_pose_pivoted_does(heading: float, degrees: list[float], stern: float) -> None:
    pose = Pose(5.0, -3.0, heading)
    ends = pivots(pose, np.array(degrees), (0.3, stern))
    for (x, y, h), turn in zip(ends, degrees):
        one = pose.pivoted(turn, (0.3, stern))
        assert (x, y) == (pytest.approx(one.x, abs=1e-9), pytest.approx(one.y, abs=1e-9))
        assert min(abs(h - one.heading), 360.0 - abs(h - one.heading)) < 1e-6


def test_only_polygons_move_and_meet() -> None:
    pose, move = Pose(0.0, 0.0, 0.0), Move((Advance(4.0),))
    with pytest.raises(InvalidInputError, match="polygon"):
        first_touches([(pose, move, BASE)], [shapely.LineString([(0, 3), (1, 3)])])
    with pytest.raises(InvalidInputError, match="polygon"):
        first_touches([(pose, move, shapely.Point(0, 0).buffer(1).boundary)], [box(0, 3, 1, 4)])
