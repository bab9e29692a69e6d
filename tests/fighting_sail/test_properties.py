"""Invariants of the geometry [9.31a-c], checked with hypothesis over the whole map and every reading."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import COLUMNS, ROWS, name
from sailkit.rulesets.fighting_sail.fire.arcs import ARCS, classify, fire_arc
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.readings import READINGS, readings_for

squares = st.builds(Square, st.integers(1, COLUMNS), st.integers(1, ROWS))
headings = st.sampled_from(list(Direction))
arc_readings = st.sampled_from(READINGS["arc_boundary"].option_names)
los_readings = st.fixed_dictionaries(
    {
        "los_corner_pinch": st.sampled_from(READINGS["los_corner_pinch"].option_names),
        "los_split": st.sampled_from(READINGS["los_split"].option_names),
    }
)
CENTRE = Square(15, 10)
#: Offsets small enough that a quarter turn about CENTRE stays on the map.
offsets = st.tuples(st.integers(-4, 4), st.integers(-4, 4))
near = offsets.map(lambda o: Square(CENTRE.col + o[0], CENTRE.row + o[1]))


def at(o: tuple[int, int]) -> Square:
    return Square(CENTRE.col + o[0], CENTRE.row + o[1])


def quarter(o: tuple[int, int]) -> tuple[int, int]:
    """An offset turned 90 degrees clockwise (North = row decreasing): N -> E."""
    return (-o[1], o[0])


# ---- range [9.31a] ----


@given(squares, squares)
def test_range_is_symmetric_and_counted_like_movement_9_31a(a: Square, b: Square) -> None:
    """[9.31a] range is the same both ways, 2 per side and 3 per corner along the cheapest path."""
    dx, dy = abs(a.col - b.col), abs(a.row - b.row)
    rp = range_points(a, b)
    assert rp == range_points(b, a) == 2 * max(dx, dy) + min(dx, dy)
    assert (rp == 0) == (a == b)


@given(squares, squares, squares)
def test_range_obeys_the_triangle_inequality_9_31a(a: Square, b: Square, c: Square) -> None:
    assert range_points(a, c) <= range_points(a, b) + range_points(b, c)


# ---- line of sight [9.31c] ----


@given(near, near, st.sets(near, max_size=12), los_readings)
def test_line_of_sight_is_symmetric_9_31c(
    a: Square, b: Square, occupied: set[Square], readings: dict[str, str]
) -> None:
    """[9.31c] whether a line is blocked, and by which squares, does not depend on which end fires."""
    there = line_of_sight(a, b, occupied=occupied, readings=readings)
    back = line_of_sight(b, a, occupied=occupied, readings=readings)
    assert bool(there) == bool(back)
    assert there.blockers == back.blockers
    assert set(there.readings) == set(back.readings)


@given(offsets, offsets, st.sets(offsets, max_size=12), los_readings)
def test_line_of_sight_turns_with_the_map_9_31c(
    a: tuple[int, int], b: tuple[int, int], occ: set[tuple[int, int]], readings: dict[str, str]
) -> None:
    """[9.31c] turning the whole picture a quarter turn turns the blockers with it."""
    r = line_of_sight(at(a), at(b), occupied=[at(o) for o in occ], readings=readings)
    t = line_of_sight(at(quarter(a)), at(quarter(b)), occupied=[at(quarter(o)) for o in occ], readings=readings)
    assert bool(r) == bool(t)
    turned = {name(at(quarter((int(x[:2]) - CENTRE.col, int(x[2:]) - CENTRE.row)))) for x in r.blockers}
    assert turned == set(t.blockers)


@given(near, near, st.sets(near, max_size=12), los_readings)
def test_blockers_are_occupied_and_never_the_ends_9_31c(
    a: Square, b: Square, occupied: set[Square], readings: dict[str, str]
) -> None:
    r = line_of_sight(a, b, occupied=occupied, readings=readings)
    assert set(r.blockers) <= {name(s) for s in occupied} - {name(a), name(b)}
    assert bool(r) == (not r.blockers)
    assert r.cases == ("9.31c",)
    assert {k for k, _ in r.readings} <= {"los_corner_pinch", "los_split"}


@given(near, near, st.sets(near, max_size=12), los_readings)
def test_more_ships_never_clear_a_line_9_31c(
    a: Square, b: Square, occupied: set[Square], readings: dict[str, str]
) -> None:
    """[9.31c] adding a ship can block a line but never open one."""
    fewer = set(list(occupied)[: len(occupied) // 2])
    if not line_of_sight(a, b, occupied=fewer, readings=readings):
        assert not line_of_sight(a, b, occupied=occupied, readings=readings)


# ---- arcs [9.31b] ----


def oracle(ship: Square, heading: Direction, target: Square, reading: str) -> str:
    """An independent arc rule from the bearing, written from the bearings of docs/reconstruction.md, section 8."""
    dx, dy = target.col - ship.col, target.row - ship.row
    rel = None
    for k in range(8):  # exactly on one of the eight compass rays from the ship?
        sx, sy = heading.turned(k).step
        if dx * sy == dy * sx and dx * sx + dy * sy > 0:
            rel = 45.0 * k
    if rel is None:
        rel = (math.degrees(math.atan2(dx, -dy)) - 45 * heading) % 360
    if reading == "half_plane":
        return "bow" if rel == 0 else "stern" if rel == 180 else "starboard" if rel < 180 else "port"
    if reading == "broadside":
        if 45 <= rel <= 135:
            return "starboard"
        if 225 <= rel <= 315:
            return "port"
        return "bow" if rel < 45 or rel > 315 else "stern"
    if 45 < rel < 135:
        return "starboard"
    if 225 < rel < 315:
        return "port"
    return "bow" if rel <= 45 or rel >= 315 else "stern"


@given(squares, headings, st.lists(squares, min_size=1, max_size=30), arc_readings)
def test_arcs_match_the_bearing_rule_9_31b(
    ship: Square, heading: Direction, targets: list[Square], reading: str
) -> None:
    """[9.31b, 9.35] every square lands in exactly one of the four arcs, the one its bearing gives."""
    targets = [t for t in targets if t != ship]
    got = classify(ship, heading, targets, readings_for({"arc_boundary": reading}))
    assert len(got) == len(targets)
    for t, arc in zip(targets, got):
        assert arc in ARCS
        assert arc == oracle(ship, heading, t, reading)


@given(offsets, headings, arc_readings)
def test_arcs_turn_with_the_heading_9_31b(o: tuple[int, int], heading: Direction, reading: str) -> None:
    """[9.31b] turning ship, heading and target a quarter turn together leaves the arc unchanged."""
    if o == (0, 0):
        return
    r = {"arc_boundary": reading}
    before = fire_arc(CENTRE, heading, at(o), readings=r)
    after = fire_arc(CENTRE, heading.turned(2), at(quarter(o)), readings=r)
    assert before == after
    assert before.readings == after.readings


@given(offsets, headings, arc_readings)
def test_mirror_swaps_port_and_starboard_9_31b(o: tuple[int, int], heading: Direction, reading: str) -> None:
    """[9.31b] reflecting the picture east-west swaps the broadsides and keeps bow and stern."""
    if o == (0, 0):
        return
    r = {"arc_boundary": reading}
    before = fire_arc(CENTRE, heading, at(o), readings=r)
    mirrored = fire_arc(CENTRE, Direction((8 - heading) % 8), at((-o[0], o[1])), readings=r)
    swap = {"port": "starboard", "starboard": "port", "bow": "bow", "stern": "stern"}
    assert mirrored == swap[before]


@given(offsets, headings)
def test_reading_listed_exactly_when_it_matters_9_31b(o: tuple[int, int], heading: Direction) -> None:
    """[9.31b] arc_boundary is listed in a ruling only when another option would answer differently."""
    if o == (0, 0):
        return
    answers = {
        opt: fire_arc(CENTRE, heading, at(o), readings={"arc_boundary": opt})
        for opt in READINGS["arc_boundary"].option_names
    }
    differs = len(set(answers.values())) > 1
    for opt, got in answers.items():
        assert got.readings == ((("arc_boundary", opt),) if differs else ())
