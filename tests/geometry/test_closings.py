"""The vectorised first-closing check (:func:`first_closings`) held equal, to the last bit, to the per-pair one.

``reference_first_closing_within`` and ``reference_at`` are the per-pair code the kit ran before the check was
vectorised (issue 28, point 4), kept here verbatim as the reference: every answer of the new code must be the very
same float, so a ruling, a replay or a record cannot tell which one worked it out.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import (
    _SLACK,
    Advance,
    Move,
    Pivot,
    Point,
    Pose,
    Track,
    Tracks,
    _pieces,
    first_closing_within,
    first_closings,
)

EXAMPLES = settings(max_examples=150, database=None, deadline=None)


def reference_first_closing_within(a: Track, b: Track, reach: float, *, touching: bool = True) -> float | None:
    """``first_closing_within`` as it was, one pair at a time."""
    if not reach >= 0:
        raise InvalidInputError("reach", reach, "a distance of 0 inches or more")
    times, r0, w = _pieces(a, b)
    qa = np.einsum("ij,ij->i", w, w)
    rw = np.einsum("ij,ij->i", r0, w)
    rr = np.einsum("ij,ij->i", r0, r0)
    moving = qa > 0.0

    def entry(edge: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        disc = 4.0 * rw * rw - 4.0 * qa * (rr - edge * edge)
        with np.errstate(divide="ignore", invalid="ignore"):
            root = np.sqrt(np.maximum(disc, 0.0))
            s0 = np.maximum(0.0, (-2.0 * rw - root) / (2.0 * qa))
            s1 = np.minimum(1.0, (-2.0 * rw + root) / (2.0 * qa))
        return disc >= 0.0, s0, s1

    reached, s0, s1 = entry(reach + _SLACK if touching else max(0.0, reach - _SLACK))
    with np.errstate(divide="ignore", invalid="ignore"):
        lowest = -rw / qa
    ok = moving & reached & (s0 <= s1) & (s0 <= lowest) & (lowest > 0.0)
    hits = np.flatnonzero(ok)
    if not len(hits):
        return None
    i = int(hits[0])
    exact, at, _ = entry(reach)
    s = float(at[i]) if exact[i] and at[i] <= 1.0 else float(s0[i])
    return float(times[i] + (times[i + 1] - times[i]) * s)


def reference_at(track: Track, t: float) -> Point:
    """``Track.at`` as it was (a numpy binary search)."""
    times = track.times
    if times[-1] == 0.0:
        return track.points[-1]
    t = min(1.0, max(0.0, t))
    i = int(np.searchsorted(times, t, side="right")) - 1
    i = min(max(i, 0), len(times) - 2)
    t0, t1 = times[i], times[i + 1]
    f = 0.0 if t1 == t0 else (t - t0) / (t1 - t0)
    (x0, y0), (x1, y1) = track.points[i], track.points[i + 1]
    return Point(float(x0 + (x1 - x0) * f), float(y0 + (y1 - y0) * f))


# Whole inches and right angles put many points exactly 3 inches off a path or its end: the edge cases of the tolerance.
whole = st.integers(-12, 12).map(float)
inches = st.one_of(whole, st.floats(-30, 30, allow_nan=False), whole.map(lambda x: x + 3e-10))
headings = st.one_of(st.sampled_from([0.0, 90.0, 180.0, 270.0]), st.floats(-360, 360, allow_nan=False))
poses = st.builds(Pose, inches, inches, headings)
points = st.builds(Point, inches, inches)
abouts = st.sampled_from([(0.0, 0.0), (0.0, -2.0), (1.0, 1.0), (0.0, 1e-9)])
steps = st.one_of(
    st.builds(Advance, st.one_of(st.sampled_from([0.0, 3.0, 6.0, 12.0]), st.floats(-4, 14, allow_nan=False))),
    st.builds(Pivot, st.one_of(st.sampled_from([0.0, 45.0, -90.0]), st.floats(-180, 180)), abouts),
)
moves = st.lists(steps, min_size=0, max_size=4).map(lambda s: Move(tuple(s)))
reaches = st.one_of(st.sampled_from([0.0, 3.0, 1.5]), st.floats(0, 8, allow_nan=False))


def _as_time(t: float | None) -> float:
    return math.inf if t is None else t


@EXAMPLES
@given(
    st.lists(st.tuples(poses, moves), min_size=1, max_size=5),
    st.lists(points, min_size=1, max_size=5),
    reaches,
    st.booleans(),
)
def test_every_pair_of_the_vectorised_check_is_the_per_pair_answer_to_the_last_bit(
    movers: list[tuple[Pose, Move]], still: list[Point], reach: float, touching: bool
) -> None:
    tracks = [m.track(p) for p, m in movers]
    got = first_closings(Tracks.of(tracks), np.array(still), reach, touching=touching)
    assert got.shape == (len(tracks), len(still))
    for i, track in enumerate(tracks):
        for j, point in enumerate(still):
            want = reference_first_closing_within(track, Track.still(point), reach, touching=touching)
            assert got[i, j] == _as_time(want), (i, j)
            assert first_closing_within(track, Track.still(point), reach, touching=touching) == want


@EXAMPLES
@given(poses, moves, poses, moves, reaches, st.booleans())
def test_two_moving_points_close_as_they_did(
    pa: Pose, ma: Move, pb: Pose, mb: Move, reach: float, touching: bool
) -> None:
    a, b = ma.track(pa), mb.track(pb)
    assert first_closing_within(a, b, reach, touching=touching) == reference_first_closing_within(
        a, b, reach, touching=touching
    )


@EXAMPLES
@given(
    poses, moves, st.lists(st.one_of(st.floats(-0.5, 1.5, allow_nan=False), st.sampled_from([0.0, 1.0])), max_size=8)
)
def test_a_track_is_where_it_was_at_every_time_and_breakpoint(pose: Pose, move: Move, times: list[float]) -> None:
    track = move.track(pose)
    for t in [*times, *track.times.tolist()]:
        assert track.at(t) == reference_at(track, t)


def test_the_vectorised_check_sees_the_cases_the_per_pair_one_is_taught() -> None:
    """A pass the end points miss, a start inside that draws away, a graze, a stop on the circle."""
    east = Move.pivot_then_straight(0, 20).track(Pose(0, 0, 90))
    short = Move.pivot_then_straight(0, 7).track(Pose(0, 0, 90))
    near = np.array([(10, 2), (-1, 0), (10, 3), (10, 30)])
    got = first_closings(Tracks.of([east, short]), near, 3)
    assert got[0, 0] == pytest.approx((10 - math.sqrt(5)) / 20)
    assert got[0, 1] == math.inf  # starts inside, draws apart
    assert got[0, 2] == pytest.approx(0.5, abs=1e-4)  # touches 3 inches
    assert got[0, 3] == math.inf
    assert got[1, 2] == math.inf  # stops 3.6 inches short of the mark
    inside = first_closings(Tracks.of([east]), near, 3, touching=False)
    assert inside[0, 2] == math.inf  # a graze is not inside


def test_packing_and_reach_refuse_what_cannot_be_checked() -> None:
    with pytest.raises(InvalidInputError, match="tracks"):
        Tracks.of([])
    track = Move.pivot_then_straight(0, 5).track(Pose(0, 0, 0))
    with pytest.raises(InvalidInputError, match="reach"):
        first_closings(Tracks.of([track]), np.array([(1.0, 1.0)]), -1.0)
