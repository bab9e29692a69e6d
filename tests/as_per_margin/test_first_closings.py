"""Every ship's falling-aboard check worked out at once (:func:`first_closings`) is the one-ship ruling, to the bit.

``reference_check`` is the per-pair loop :func:`first_check` ran before the check was vectorised (issue 28, point 4),
kept here as the reference; ``first_closing_within`` is itself held equal to its own old code in
``tests/geometry/test_closings.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.board import measured
from sailkit.geometry.table import Move, Point, Pose, Track, Tracks, distance, first_closing_within
from sailkit.rulesets.as_per_margin import Ship, first_check
from sailkit.rulesets.as_per_margin.faces.bench import ten_ships
from sailkit.rulesets.as_per_margin.falling_aboard import REACH, first_closings
from sailkit.rulesets.as_per_margin.readings import READINGS
from sailkit.rulesets.as_per_margin.tracking import FIRST_RATE, Damage

EXAMPLES = settings(max_examples=100, database=None, deadline=None)


def reference_check(
    mover: Ship, move: Move, others: Sequence[Ship], readings: dict[str, str]
) -> tuple[str, float, Point, float] | None:
    """The first ship ``mover`` checks against, when, where and how near, as ``first_check`` worked it out pair by pair."""
    r = READINGS.resolve(readings)
    touching = r["fall_aboard_reach"] == "within"
    track = move.track(mover.pose)
    found: list[tuple[float, Ship]] = []
    for other in others:
        if other.name == mover.name or other.sunk:
            continue
        if r["fall_aboard_who"] == "enemies" and other.side == mover.side:
            continue
        if r["fall_aboard_when"] == "end-of-move":
            gap, before = (measured(distance(p, other.mainmast)) for p in (track.points[-1], track.points[0]))
            ok = (gap <= REACH if touching else gap < REACH) and gap < before
            t: float | None = 1.0 if ok else None
        else:
            t = first_closing_within(track, Track.still(other.mainmast), REACH, touching=touching)
        if t is not None:
            found.append((t, other))
    if not found:
        return None
    t, other = min(found, key=lambda f: f[0])
    at = track.at(t)
    return other.name, t, at, distance(at, other.mainmast)


whole = st.integers(0, 24).map(float)
inches = st.one_of(whole, st.floats(0, 24, allow_nan=False))
headings = st.one_of(st.sampled_from([0.0, 90.0, 180.0, 270.0]), st.floats(0, 360, allow_nan=False, exclude_max=True))
ships = st.builds(
    lambda x, y, h, side, hull: (x, y, h, side, hull),
    inches,
    inches,
    headings,
    st.sampled_from([1, 2]),
    st.sampled_from([0, 0, 0, FIRST_RATE.hull]),  # now and then a sunk ship (every hull box gone)
)
moves = st.builds(
    Move.pivot_then_straight,
    st.one_of(st.sampled_from([0.0, 45.0, -90.0]), st.floats(-180, 180)),
    st.one_of(st.sampled_from([3.0, 6.0, 12.0]), st.floats(0, 14)),
)
readings = st.fixed_dictionaries(
    {
        key: st.sampled_from([o.name for o in READINGS[key].options])
        for key in ("fall_aboard_when", "fall_aboard_who", "fall_aboard_reach")
    }
)


def _position(specs: list[tuple[float, float, float, int, int]]) -> list[Ship]:
    return [
        Ship(f"S{i}", side, Pose(x, y, h), damage=Damage(hull=hull))  # type: ignore[arg-type]
        for i, (x, y, h, side, hull) in enumerate(specs)
    ]


@EXAMPLES
@given(st.lists(ships, min_size=1, max_size=7), st.data(), readings)
def test_each_ships_first_check_at_once_is_the_pair_by_pair_one(
    specs: list[tuple[float, float, float, int, int]], data: st.DataObject, chosen: dict[str, str]
) -> None:
    position = _position(specs)
    made = data.draw(st.lists(moves, min_size=len(position), max_size=len(position)))
    tracks = Tracks.of([m.track(s.pose) for s, m in zip(position, made)])
    got = first_closings(position, tracks, position, chosen)
    assert first_closings(position, tracks, list(position), chosen) == got  # names, not the list, say who is who
    for ship, move, closing in zip(position, made, got):
        want = reference_check(ship, move, position, chosen)
        if want is None:
            assert closing is None
            assert first_check(ship, move, position, chosen).verdict is None
            continue
        assert closing is not None
        assert (closing.other.name, closing.progress, closing.at, closing.gap) == want
        ruling = first_check(ship, move, position, chosen)
        assert (ruling.verdict, ruling.facts["progress"], ruling.facts["at"], ruling.facts["gap"]) == want


def test_the_bench_position_checks_every_ship_at_once_as_one_by_one() -> None:
    position, made = ten_ships()
    tracks = Tracks.of([m.track(s.pose) for s, m in zip(position, made)])
    got = first_closings(position, tracks, position)
    assert [c.other.name if c else None for c in got] == [
        first_check(s, m, position).verdict for s, m in zip(position, made)
    ]
    assert sum(c is not None for c in got) >= 2


def test_a_ship_moving_among_no_others_checks_none_and_tracks_must_match_movers() -> None:
    position, made = ten_ships()
    tracks = Tracks.of([m.track(s.pose) for s, m in zip(position, made)])
    assert first_closings(position, tracks, []) == [None] * len(position)
    with pytest.raises(InvalidInputError, match="track"):
        first_closings(position[:3], tracks, position)
