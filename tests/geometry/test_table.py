"""The open table in inches: poses, arcs, moves, swept ground and moving points."""

from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.board import normalize, turn
from sailkit.geometry.table import (
    Advance,
    Arc,
    Arcs,
    Move,
    Pivot,
    Point,
    Pose,
    Table,
    Track,
    closest_approach,
    fan,
    first_closing_within,
    first_contact,
    first_within,
    times_within,
)

FAST = settings(max_examples=60, database=None)
TABLE = Table(72, 48)

inches = st.floats(-100, 100, allow_nan=False)
headings = st.floats(-720, 720, allow_nan=False)
poses = st.builds(Pose, inches, inches, headings)
table_points = st.builds(Point, inches, inches)

#: As Per Margin's broadside arcs read as 45 degrees either side of the beam, broadsides owning their edges.
QUARTERS = Arcs.of(
    Arc("bow", 315, 45, "neither"),
    Arc("starboard", 45, 135, "both"),
    Arc("stern", 135, 225, "neither"),
    Arc("port", 225, 315, "both"),
)

#: A ship 1 inch wide and 4 long, measured from its middle: bow at local (0, 2), stern at (0, -2).
HULL = shapely.box(-0.5, -2, 0.5, 2)
STERN = (0.0, -2.0)


# ---- poses ----


@FAST
@given(poses, table_points)
def test_local_and_table_coordinates_are_inverse(pose: Pose, p: Point) -> None:
    back = pose.to_table(pose.to_local(p))
    assert back == pytest.approx(p, abs=1e-9)
    placed = pose.place(shapely.Point(pose.to_local(p)))
    assert placed.coords[0] == pytest.approx(p, abs=1e-9)


def test_local_axes_point_to_starboard_and_ahead() -> None:
    east = Pose(10, 10, 90)
    assert east.to_table((0, 2)) == Point(12, 10)  # ahead
    assert east.to_table((1, 0)) == Point(10, 9)  # starboard of an eastbound ship is south
    assert east.relative_bearing((10, 20)) == 270.0  # north of her is on her port beam
    assert east.forward(5) == Pose(15, 10, 90)
    assert Pose(0, 0, 370).heading == 10.0


@FAST
@given(poses, st.floats(-400, 400, allow_nan=False), st.tuples(inches, inches))
def test_a_pivot_leaves_its_pivot_point_in_place(pose: Pose, degrees: float, about: tuple[float, float]) -> None:
    after = pose.pivoted(degrees, about)
    assert after.heading == normalize(pose.heading + degrees)
    assert after.to_table(about) == pytest.approx(pose.to_table(about), abs=1e-6)
    assert after.distance_to(pose.to_table(about)) == pytest.approx(math.hypot(*about), abs=1e-6)


def test_pivot_on_the_stern_hand_checked() -> None:
    # Heading North at (0, 0); stern 2 inches astern at (0, -2). A quarter turn to starboard about it
    # leaves the stern there and puts the midship point 2 inches east of it.
    assert Pose(0, 0, 0).pivoted(90, STERN) == Pose(2, -2, 90)


# ---- arcs ----


def test_quarters_hand_checked() -> None:
    ship = Pose(0, 0, 0)
    assert QUARTERS.locate(ship, (0, 10)).name == "bow"
    assert QUARTERS.locate(ship, (10, 0)).name == "starboard"
    assert QUARTERS.locate(ship, (10, 10)).name == "starboard"  # on the 45-degree line: broadsides own their edges
    assert QUARTERS.locate(ship, (-10, -10)).name == "port"
    # 50 degrees off the beam, forward of it: out of the broadside (As Per Margin's 45-degree limit)
    forward_of_beam = (math.sin(math.radians(40)), math.cos(math.radians(40)))
    assert QUARTERS.locate(ship, forward_of_beam).name == "bow"
    assert QUARTERS.locate(ship, (0, 0)) is None  # the apex is in no arc
    turned = Pose(5, 5, 90)  # heading East: the bow arc looks East
    assert QUARTERS.locate(turned, (15, 5)).name == "bow"
    assert QUARTERS.locate(turned, (5, 15)).name == "port"


def test_default_arcs_are_half_open() -> None:
    halves = Arcs.of(Arc("ahead", 270, 90), Arc("astern", 90, 270))
    ship = Pose(0, 0, 0)
    assert halves.locate(ship, (1, 0)).name == "astern"  # 90 starts "astern"
    assert halves.locate(ship, (-1, 0)).name == "ahead"  # 270 starts "ahead"


@st.composite
def partitions(draw: st.DrawFn) -> Arcs:
    """A random partition: cuts at random bearings, each boundary given to one side at random."""
    cuts = sorted({normalize(c) for c in draw(st.lists(st.floats(0, 360, exclude_max=True), min_size=1, max_size=6))})
    n = len(cuts)
    if n == 1:
        return Arcs.of(Arc("all", cuts[0], cuts[0], draw(st.sampled_from(["start", "end", "both"]))))
    to_next = [draw(st.booleans()) for _ in range(n)]  # boundary k owned by the arc starting there?
    arcs = []
    for k in range(n):
        own_start = to_next[k]
        own_end = not to_next[(k + 1) % n]
        closed = {(True, True): "both", (True, False): "start", (False, True): "end", (False, False): "neither"}
        arcs.append(Arc(f"a{k}", cuts[k], cuts[(k + 1) % n], closed[own_start, own_end]))
    return Arcs(tuple(arcs))


@FAST
@given(partitions(), poses, st.data())
def test_arcs_partition_the_plane_round_a_ship(arcs: Arcs, ship: Pose, data: st.DataObject) -> None:
    """Every point but the apex lies in exactly one arc, points placed exactly on boundaries included."""
    on_boundary = [
        ship.point.moved(ship.heading + a.start, data.draw(st.floats(0.01, 50))) for a in arcs
    ]  # on each boundary ray
    anywhere = [data.draw(table_points) for _ in range(5)]
    for p in on_boundary + anywhere:
        assume(p != ship.point)
        holders = [a.name for a in arcs if a.contains(ship, p)]
        assert len(holders) == 1, (p, holders)
        assert arcs.locate(ship, p).name == holders[0]
    assert not any(a.contains(ship, ship.point) for a in arcs)


@pytest.mark.parametrize(
    "arcs",
    [
        (Arc("a", 0, 90), Arc("b", 90, 270)),  # a gap from 270 to 360
        (Arc("a", 0, 180), Arc("b", 90, 0)),  # overlap
        (Arc("a", 0, 180, "both"), Arc("b", 180, 0)),  # 180 owned twice
        (Arc("a", 0, 180, "neither"), Arc("b", 180, 0, "end")),  # 0 owned twice, 180 by neither
        (Arc("a", 0, 180), Arc("a", 180, 0)),  # one name twice
        (Arc("a", 10, 10, "neither"),),
        (),
    ],
)
def test_arcs_that_do_not_share_out_the_circle_are_refused(arcs: tuple[Arc, ...]) -> None:
    with pytest.raises(InvalidInputError, match="arcs"):
        Arcs(arcs)


def test_arc_lookup_by_name_and_bad_boundary_option() -> None:
    assert QUARTERS["port"].sweep == 90.0
    with pytest.raises(UnknownChoiceError, match="'gunwale'"):
        QUARTERS["gunwale"]
    with pytest.raises(UnknownChoiceError, match="'open'"):
        Arc("x", 0, 90, "open")


def test_fans() -> None:
    f = fan((0, 0), 45, 135, 10)
    assert f.area == pytest.approx(math.pi * 100 / 4, rel=1e-3)
    assert f.contains(shapely.Point(5, 0))  # due East, inside the 45-135 sector
    assert not f.contains(shapely.Point(0, 5))
    corner = shapely.Point(10 * math.sqrt(0.5), 10 * math.sqrt(0.5))
    assert f.exterior.distance(corner) < 1e-9  # the straight edge ends on the rim, exactly on bearing 45
    assert fan((0, 0), 30, 30, 1).area == pytest.approx(math.pi, rel=1e-3)  # equal ends: the whole circle
    ship = Pose(5, 5, 0)
    fans = QUARTERS.fans(ship, 24)
    assert set(fans) == {"bow", "starboard", "stern", "port"}
    assert shapely.union_all(list(fans.values())).area == pytest.approx(math.pi * 24**2, rel=1e-3)
    with pytest.raises(InvalidInputError, match="radius"):
        fan((0, 0), 0, 90, 0)


# ---- moves and swept ground ----


def test_pivot_then_straight() -> None:
    move = Move.pivot_then_straight(90, 5, about=STERN)
    assert move.end(Pose(0, 0, 0)) == Pose(7, -2, 90)
    assert move.pose_at(Pose(0, 0, 0), 0.5).heading == 45.0
    assert move.pose_at(Pose(0, 0, 0), 1.5) == Pose(4.5, -2, 90)
    assert Move().end(Pose(1, 2, 3)) == Pose(1, 2, 3)


def test_fighting_ships_style_run_and_pivot_sequence() -> None:
    """2 inches straight, 30 degrees on the stern, 2 inches straight: a longer list of steps."""
    move = Move((Advance(2), Pivot(30, STERN), Advance(2)))
    end = move.end(Pose(0, 0, 0))
    assert end.heading == 30.0
    stern_after_run = Point(0, 0)  # after 2 inches the stern (2 astern of the middle) is at the start point
    assert Pose(0, 2, 0).to_table(STERN) == stern_after_run
    assert end.to_table(STERN) == pytest.approx(stern_after_run.moved(30, 2))


def test_a_straight_run_sweeps_exactly_the_hull_of_start_and_end() -> None:
    swept = Move((Advance(10),)).swept(Pose(0, 0, 0), HULL)
    assert swept.area == pytest.approx(1 * 14)
    assert swept.equals(shapely.box(-0.5, -2, 0.5, 12))


SPAR = shapely.box(-0.05, -5, 0.05, 5)  # long and thin: turning about its middle is the hard case


@settings(FAST, max_examples=15)
@given(
    poses,
    st.floats(-180, 180),
    st.floats(0, 8),
    st.sampled_from([(0.0, 0.0), STERN, (0.0, 2.0), (0.06, 0.0), (3.0, 3.0)]),
    st.sampled_from([HULL, SPAR]),
)
def test_swept_ground_covers_every_pose_on_the_way_and_nothing_else(
    start: Pose, degrees: float, run: float, about: tuple[float, float], outline: shapely.Polygon
) -> None:
    move = Move.pivot_then_straight(degrees, run, about)
    swept = move.swept(start, outline, degrees=2.0)
    dense = shapely.union_all([p.place(outline) for p in move.poses(start, degrees=0.25, inches=0.05)])
    assert dense.difference(swept.buffer(0.01)).area < 1e-9  # nothing the ship crosses is left out
    assert swept.difference(dense.buffer(0.01)).area < 1e-9  # and nothing it never reaches is claimed


def test_a_spar_turning_about_its_middle_sweeps_two_thin_fans_not_a_diamond() -> None:
    swept = Move((Pivot(30),)).swept(Pose(0, 0, 0), SPAR)
    fans = 2 * (math.pi * 5**2 * 30 / 360)  # two 30-degree sectors of radius 5, plus the spar's own breadth
    assert swept.area == pytest.approx(fans + SPAR.area, rel=0.01)  # a hull of the two ends would claim about 25
    assert not swept.contains(shapely.Point(0.15, 0.0))  # beside the pivot, where no part of the spar passes


def test_a_concave_outline_is_swept_without_filling_its_hollow() -> None:
    ell = shapely.Polygon([(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)])
    swept = Move((Advance(0.5),)).swept(Pose(0, 0, 90), ell)  # half an inch East, along local y
    assert swept.area == pytest.approx(ell.area + 3 * 0.5)  # the L plus a strip its 3-inch width by the run
    assert not swept.contains(shapely.Point(2.5, -2.5))  # the hollow of the L stays open


def test_first_contact_with_a_still_obstacle() -> None:
    # Heading East, the hull reaches 2 inches ahead; an obstacle from x = 6 is touched after 4 inches of 10.
    obstacle = shapely.box(6, -1, 7, 1)
    u = first_contact(Pose(0, 0, 90), Move((Advance(10),)), HULL, obstacle)
    assert u == pytest.approx(0.4, abs=1e-5)
    u1 = first_contact(Pose(0, 0, 90), Move((Advance(10),)), HULL, obstacle, gap=1.0)
    assert u1 == pytest.approx(0.3, abs=1e-5)
    assert first_contact(Pose(0, 10, 90), Move((Advance(10),)), HULL, obstacle) is None
    assert first_contact(Pose(5, 0, 90), Move((Advance(1),)), HULL, obstacle) == 0.0
    # a pivot swings the bow into it: heading North at (4, 0) turning to starboard about the stern
    u2 = first_contact(Pose(4.5, 0, 0), Move((Pivot(90, STERN),)), HULL, shapely.box(6, -1, 7, 3))
    assert u2 is not None and 0 < u2 < 1


# ---- moving points: the falling-aboard kind of question ----


def test_first_within_three_inches_of_a_ship_at_anchor() -> None:
    """Sailing East 10 inches from (0, 0) past a ship at (5, 2): within 3 inches when 5 - x = sqrt(5)."""
    track = Move.pivot_then_straight(0, 10).track(Pose(0, 0, 90))
    still = Track.still((5, 2))
    t = first_within(track, still, 3)
    assert t == pytest.approx((5 - math.sqrt(5)) / 10)
    assert track.at(t) == pytest.approx((5 - math.sqrt(5), 0))
    (span,) = times_within(track, still, 3)
    assert span == pytest.approx(((5 - math.sqrt(5)) / 10, (5 + math.sqrt(5)) / 10))
    assert closest_approach(track, still) == pytest.approx((0.5, 2.0))
    assert first_within(track, still, 1.9) is None


def test_two_ships_closing_head_on() -> None:
    a = Move((Advance(10),)).track(Pose(0, 0, 90))
    b = Move((Advance(10),)).track(Pose(20, 0, 270))
    assert first_within(a, b, 3) == pytest.approx(0.85)  # 20 - 20 t = 3
    assert closest_approach(a, b) == pytest.approx((1.0, 0.0))
    assert first_within(a, b, 25) == 0.0  # within reach from the start


def test_a_track_round_a_pivot_follows_the_arc() -> None:
    track = Move((Pivot(180, STERN),)).track(Pose(0, 0, 0), degrees=1.0)
    assert track.points[0] == Point(0, 0)
    assert track.points[-1] == pytest.approx((0, -4))
    mid = track.at(0.5)
    assert math.hypot(mid.x - 0, mid.y + 2) == pytest.approx(2, abs=1e-3)  # on the circle round the stern
    assert track.length == pytest.approx(2 * math.pi, rel=1e-3)


def _moves() -> st.SearchStrategy[Move]:
    return st.builds(
        Move.pivot_then_straight,
        st.floats(-180, 180),
        st.floats(0, 12),
        st.sampled_from([(0.0, 0.0), STERN, (1.0, 1.0)]),
    )


@FAST
@given(poses, _moves(), poses, _moves(), st.floats(0.5, 6), st.booleans())
def test_within_agrees_with_sampling_the_two_tracks(
    pa: Pose, ma: Move, pb: Pose, mb: Move, reach: float, b_still: bool
) -> None:
    a = ma.track(pa)
    b = Track.still(pb.point) if b_still else mb.track(pb)
    spans = times_within(a, b, reach)
    for t in np.linspace(0, 1, 401):
        d = a.at(t).distance(b.at(t))
        inside = any(lo - 1e-9 <= t <= hi + 1e-9 for lo, hi in spans)
        if abs(d - reach) > 1e-6:
            assert inside == (d < reach), (t, d, spans)
    t_min, d_min = closest_approach(a, b)
    assert a.at(t_min).distance(b.at(t_min)) == pytest.approx(d_min, abs=1e-9)
    assert all(a.at(t).distance(b.at(t)) >= d_min - 1e-9 for t in np.linspace(0, 1, 101))
    first = first_within(a, b, reach)
    assert (first is None) == (d_min > reach)


def test_first_closing_within_sees_a_pass_the_end_points_miss() -> None:
    """A ship running past another from 10 inches on one side to 10 on the other closes within 3 on the way."""
    track = Move.pivot_then_straight(0, 20).track(Pose(0, 0, 90))
    still = Track.still((10, 2))
    assert track.at(1.0).distance(still.at(1.0)) > 3 and track.at(0.0).distance(still.at(0.0)) > 3
    t = first_closing_within(track, still, 3)
    assert t == pytest.approx((10 - math.sqrt(5)) / 20)


def test_first_closing_within_ignores_opening_and_counts_touching_as_asked() -> None:
    away = Move.pivot_then_straight(0, 10).track(Pose(0, 0, 90))
    assert first_closing_within(away, Track.still((-1, 0)), 3) is None  # starts inside, draws apart
    assert first_within(away, Track.still((-1, 0)), 3) == 0.0
    graze = Move.pivot_then_straight(0, 20).track(Pose(0, 0, 90))
    assert first_closing_within(graze, Track.still((10, 3)), 3) == pytest.approx(0.5, abs=1e-4)  # touches 3 inches
    assert first_closing_within(graze, Track.still((10, 3)), 3, touching=False) is None
    stop = Move.pivot_then_straight(0, 7).track(Pose(0, 0, 90))
    assert first_closing_within(stop, Track.still((10, 0)), 3) == 1.0  # stops on the circle: exactly there
    assert first_closing_within(stop, Track.still((10, 0)), 3, touching=False) is None
    assert first_closing_within(graze, Track.still((0.5, 0)), 3) == 0.0  # starts inside and closing
    assert first_closing_within(Track.still((0, 0)), Track.still((1, 0)), 3) is None  # nobody moves
    # draws apart, turns back: the check comes when it starts closing again, still inside
    back = Track(((0.0, 0.0), (2.0, 0.0), (0.0, 0.0)))
    assert first_closing_within(back, Track.still((-1, 0)), 3) == pytest.approx(0.5)
    with pytest.raises(InvalidInputError):
        first_closing_within(back, back, -1)


@FAST
@given(poses, _moves(), poses, _moves(), st.floats(0.5, 6), st.booleans())
def test_first_closing_within_agrees_with_sampling(
    pa: Pose, ma: Move, pb: Pose, mb: Move, reach: float, b_still: bool
) -> None:
    """At the time found the points are within reach and closing; at no sampled earlier time are they both."""
    a = ma.track(pa)
    b = Track.still(pb.point) if b_still else mb.track(pb)
    t = first_closing_within(a, b, reach)

    def gap(u: float) -> float:
        return a.at(u).distance(b.at(u))

    h = 1e-6
    end = 1.0 if t is None else t
    for u in np.linspace(0, 1, 301):
        if u < end - 1e-6 and gap(u) < reach - 1e-6:
            assert gap(min(1.0, u + h)) >= gap(u) - 1e-12, (u, t)
    if t is not None:
        assert gap(t) <= reach + 1e-6
        assert gap(t) < 1e-9 or gap(min(1.0, t + h)) < gap(t) + 1e-12  # closing (or already touching)


# ---- the table as a board ----


def test_points_and_poses_in_text() -> None:
    assert TABLE.parse("12, 30.5") == Point(12.0, 30.5)
    assert TABLE.format(Point(12.0, 30.5)) == "12,30.5"
    assert TABLE.format(Point(0.1 + 0.2, -0.0)) == "0.30000000000000004,0"
    assert TABLE.parse_pose("12,30@-45") == Pose(12, 30, 315)
    assert TABLE.format_pose(Pose(12, 30.25, 45)) == "12,30.25@45"
    for bad in ("12", "12,30,4", "12;30", "x,y", "1e5,1", "9" * 5000 + ",1"):
        with pytest.raises(InvalidInputError) as err:
            TABLE.parse(bad)
        assert err.value.value == bad  # the whole text is named, not the piece that failed
    for bad in ("12,30", "12,30@", "12@30,1", "12,30@45@1", "12,30@nan"):
        with pytest.raises(InvalidInputError) as err:
            TABLE.parse_pose(bad)
        assert err.value.value == bad
    assert Point(72, 48) in TABLE and Point(72.001, 1) not in TABLE and (1, 1) not in TABLE


@FAST
@given(st.floats(-10_000, 10_000, allow_nan=False), st.floats(-10_000, 10_000, allow_nan=False), headings)
def test_any_point_or_pose_survives_a_round_trip_through_text(x: float, y: float, h: float) -> None:
    """A point on the table reads back exactly and one off it is refused; a pose reads back wherever it lies."""
    if Point(x, y) in TABLE:
        assert TABLE.parse(TABLE.format(Point(x, y))) == Point(x, y)
    else:
        with pytest.raises(InvalidInputError):
            TABLE.parse(TABLE.format(Point(x, y)))
    pose = Pose(x, y, h)
    assert TABLE.parse_pose(TABLE.format_pose(pose)) == pose


def test_table_dimensions_are_checked() -> None:
    with pytest.raises(InvalidInputError, match="width"):
        Table(0, 48)
    with pytest.raises(InvalidInputError, match="depth"):
        Table(72, math.inf)


def test_turn_helpers_agree_with_poses() -> None:
    a, b = Pose(0, 0, 350), Pose(0, 0, 10)
    assert turn(a.heading, b.heading) == 20.0
