"""Hex grid as WS&IM maps lay it out: hand-checked examples, then invariants with hypothesis."""

from __future__ import annotations

import math

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import LineString

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.hexes import (
    SQRT3,
    Corner,
    Hex,
    HexDirection,
    HexGrid,
    Hexside,
    Lettering,
    Shift,
    TwoHexShip,
    Vertex,
    column_letters,
    column_number,
    distances,
    gap,
    line,
    ring,
    trace,
    within,
)

FAST = settings(max_examples=60, database=None)
MAP = HexGrid(30, 20)

hexes = st.builds(Hex, st.integers(-25, 25), st.integers(-25, 25))
directions = st.sampled_from(list(HexDirection))


def names(hs: tuple[Hex, ...]) -> list[str]:
    return [MAP.format(h) for h in hs]


# ---- directions ----


def test_six_directions_sixty_degrees_apart_numbered_one_to_six() -> None:
    assert [d.degrees for d in HexDirection] == [0, 60, 120, 180, 240, 300]
    assert [d.number for d in HexDirection] == [1, 2, 3, 4, 5, 6]
    assert HexDirection.parse("ne") is HexDirection.NE
    assert HexDirection.parse("4") is HexDirection.S
    assert HexDirection.from_degrees(-60) is HexDirection.NW
    assert HexDirection.N.opposite() is HexDirection.S
    assert HexDirection.NW.turned(2) is HexDirection.NE
    assert HexDirection.SE.sixths_to(HexDirection.N) == 4
    with pytest.raises(UnknownChoiceError, match="'E'"):
        HexDirection.parse("E")  # flat-topped hexes have no East neighbour
    with pytest.raises(InvalidInputError, match="heading"):
        HexDirection.from_degrees(90)


@FAST
@given(hexes, directions)
def test_a_step_moves_one_hex_centre_one_unit_along_its_heading(h: Hex, d: HexDirection) -> None:
    (x0, y0), (x1, y1) = h.center, h.neighbour(d).center
    assert math.isclose(math.hypot(x1 - x0, y1 - y0), 1.0)
    assert math.isclose(x1 - x0, math.sin(math.radians(d.degrees)), abs_tol=1e-12)
    assert math.isclose(y1 - y0, -math.cos(math.radians(d.degrees)), abs_tol=1e-12)  # y grows southward
    assert h.neighbour(d).neighbour(d.opposite()) == h
    assert h.direction_to(h.neighbour(d, 4)) is d


# ---- map coordinates and names ----


def test_offset_columns_even_shift() -> None:
    """Default: B, D, F ... sit half a hex lower, so A1 is the north-west corner hex."""
    assert MAP.hex(1, 1) == Hex(0, 0)
    assert MAP.hex(2, 1) == Hex(1, 0)  # B1 is south-east of A1
    assert MAP.hex(3, 1) == Hex(2, -1)  # C1 is north-east of B1, level with A1
    assert MAP.hex(2, 1).center[1] - MAP.hex(1, 1).center[1] == 0.5
    assert MAP.hex(3, 1).center[1] == MAP.hex(1, 1).center[1]


def test_offset_columns_odd_shift() -> None:
    grid = HexGrid(10, 10, shift=Shift.ODD)
    assert grid.hex(1, 1) == Hex(0, 0)
    assert grid.hex(2, 1) == Hex(1, -1)  # B1 is north-east of A1
    assert grid.hex(2, 1).center[1] - grid.hex(1, 1).center[1] == -0.5


@FAST
@given(st.integers(-40, 40), st.integers(-40, 40), st.sampled_from(list(Shift)))
def test_offset_coordinates_round_trip(col: int, row: int, shift: Shift) -> None:
    grid = HexGrid(30, 20, shift=shift)
    assert grid.offset(grid.hex(col, row)) == (col, row)
    # consecutive rows of a column are North-South neighbours
    assert grid.hex(col, row).neighbour(HexDirection.S) == grid.hex(col, row + 1)


def test_map_names() -> None:
    assert MAP.parse("J20") == Hex(9, 15)
    assert MAP.format(Hex(9, 15)) == "J20"
    assert MAP.parse(" j 20 ") == Hex(9, 15)
    wide = HexGrid(60, 5)
    assert [wide.format(wide.hex(c, 1)) for c in (1, 26, 27, 28, 53)] == ["A1", "Z1", "AA1", "BB1", "AAA1"]
    assert wide.parse("BB3") == wide.hex(28, 3)
    with pytest.raises(InvalidInputError, match="'AB3'"):
        wide.parse("AB3")  # doubled lettering never writes AB
    sheet = HexGrid(60, 5, lettering=Lettering.SPREADSHEET)
    assert [sheet.format(sheet.hex(c, 1)) for c in (26, 27, 28, 53)] == ["Z1", "AA1", "AB1", "BA1"]
    for bad in ("K0", "K21", "EE1", "J 2 0", "20J", "J-1"):
        with pytest.raises(InvalidInputError, match="hex"):
            MAP.parse(bad)
    with pytest.raises(UnknownChoiceError, match="'diagonal'"):
        HexGrid(5, 5, shift="diagonal")


@FAST
@given(st.integers(1, 2000), st.sampled_from(list(Lettering)))
def test_column_letters_round_trip(col: int, lettering: Lettering) -> None:
    assert column_number(column_letters(col, lettering), lettering) == col


# ---- distance, rings ----


@pytest.mark.parametrize(
    ("a", "b", "n"),
    [
        ("A1", "A5", 4),  # straight down a column
        ("A1", "D1", 3),  # along the top row: A1, B1, C1, D1 zigzag
        ("A1", "E1", 4),
        ("A1", "E3", 4),  # south-east all the way: A1, B1, C2, D2, E3
        ("A1", "B3", 3),
        ("J10", "J10", 0),
        ("J10", "N13", 5),
        ("C4", "H2", 5),
    ],
)
def test_hex_distances_hand_checked(a: str, b: str, n: int) -> None:
    assert MAP.distance(MAP.parse(a), MAP.parse(b)) == n


@FAST
@given(hexes, st.integers(0, 6))
def test_rings_and_ranges(center: Hex, radius: int) -> None:
    r = ring(center, radius)
    assert len(r) == len(set(r)) == (6 * radius if radius else 1)
    assert all(center.distance(h) == radius for h in r)
    assert all(a.distance(b) == 1 for a, b in zip(r, r[1:] + r[:1])) or radius == 0  # a closed chain
    w = within(center, radius)
    assert len(w) == len(set(w)) == 3 * radius * (radius + 1) + 1
    assert list(distances(center, w)) == [center.distance(h) for h in w]


def test_gap_between_footprints() -> None:
    a = TwoHexShip(MAP.parse("E5"), HexDirection.N)
    b = TwoHexShip(MAP.parse("E9"), HexDirection.N)
    assert gap(a.hexes, b.hexes) == 3  # E6 (a's stern) to E9 (b's bow)


# ---- hexsides and vertices ----


@FAST
@given(hexes)
def test_vertices_are_named_once_and_shared_by_three_hexes(h: Hex) -> None:
    vs = h.vertices()
    assert len(set(vs)) == 6
    corners = list(h.polygon.exterior.coords)[:-1]
    for v, corner in zip(vs, corners):
        assert h in v.hexes
        assert len(set(v.hexes)) == 3
        assert all(v in k.vertices() for k in v.hexes)
        assert v.point == pytest.approx(corner)
        assert Vertex.at(*v.lattice) == v
    east, west = Vertex(h, "E"), Vertex(h, Corner.W)
    assert east.point == pytest.approx((h.center[0] + 1 / SQRT3, h.center[1]))
    assert west.point == pytest.approx((h.center[0] - 1 / SQRT3, h.center[1]))


@FAST
@given(hexes, directions)
def test_hexsides_are_named_once_and_lie_between_their_hexes(h: Hex, d: HexDirection) -> None:
    n = h.neighbour(d)
    side = Hexside.between(h, n)
    assert side == Hexside.between(n, h) == h.side(d) == n.side(d.opposite())
    assert side.hexes == tuple(sorted((h, n)))
    shared = h.polygon.intersection(n.polygon)
    assert shared.length == pytest.approx(1 / SQRT3)
    assert shared.equals_exact(side.line, 1e-9) or shared.equals_exact(side.line.reverse(), 1e-9)
    assert set(side.vertices) <= set(h.vertices()) & set(n.vertices())
    assert side.midpoint == pytest.approx(((h.center[0] + n.center[0]) / 2, (h.center[1] + n.center[1]) / 2))


def test_hexside_and_vertex_refusals() -> None:
    with pytest.raises(ValueError, match="not neighbours"):
        Hexside.between(Hex(0, 0), Hex(0, 2))
    with pytest.raises(ValueError, match="N, NE or SE"):
        Hexside(Hex(0, 0), HexDirection.S)
    with pytest.raises(ValueError, match="no hex vertex"):
        Vertex.at(0, 0)  # a hex centre


# ---- lines of sight ----


def test_line_of_sight_straight_down_a_column_crosses_the_hexes_between() -> None:
    t = trace(MAP.parse("F3"), MAP.parse("F7"))
    assert names(t.crossed) == ["F4", "F5", "F6"]
    assert t.exact and t.hexsides == () and t.grazed == ()


def test_line_of_sight_through_two_vertices() -> None:
    """J10 to N13 (bearing about 131): through the point where K11, L11 and K12 meet, then where L12, M12, M13 meet.

    Hand-checked on the lattice: the line from (27, 19) to (39, 25) steps (2, 1), so it
    passes lattice points (31, 21) and (35, 23), both vertices; K12 and M12 are touched
    only there.
    """
    t = trace(MAP.parse("J10"), MAP.parse("N13"))
    assert names(t.crossed) == ["K11", "L11", "L12", "M13"]
    assert t.hexsides == ()
    assert len(t.vertices) == 2
    assert [sorted(names(v.hexes)) for v in t.vertices] == [["K11", "K12", "L11"], ["L12", "M12", "M13"]]
    assert [names(t.touched_at(v)) for v in t.vertices] == [["K12"], ["M12"]]
    assert names(t.grazed) == ["K12", "M12"]
    assert not t.exact


def test_line_of_sight_along_a_hexside() -> None:
    """Two hexes apart at bearing 30: the line runs along the side between the two hexes in the way, crossing neither."""
    a = MAP.parse("E5")
    b = a.neighbour(HexDirection.N).neighbour(HexDirection.NE)  # F3
    assert MAP.bearing(a, b) == 30.0
    t = trace(a, b)
    assert t.crossed == ()
    assert t.hexsides == (Hexside.between(a.neighbour(HexDirection.N), a.neighbour(HexDirection.NE)),)
    assert sorted(names(t.grazed)) == ["E4", "F4"]
    assert len(t.vertices) == 2  # the side's two ends
    assert all(t.touched_at(v) == () for v in t.vertices)  # their third hexes are a and b
    # line() must pick one of the two: it takes the hex on the clockwise side of the way it runs
    assert line(a, b)[1] == a.neighbour(HexDirection.NE)
    assert line(b, a)[1] == a.neighbour(HexDirection.N)


def test_a_long_spine_alternates_hexsides_and_vertices() -> None:
    a = Hex(0, 0)
    b = Hex(3, -6)  # bearing 30, six hexes away
    t = trace(a, b)
    assert len(t.hexsides) == 3 and len(t.vertices) == 6
    assert t.crossed == (Hex(1, -2), Hex(2, -4))  # the hexes on the spine itself are crossed centre to centre
    assert len(t.grazed) == 6


@FAST
@given(hexes, hexes)
def test_line_of_sight_is_symmetric(a: Hex, b: Hex) -> None:
    there, back = trace(a, b), trace(b, a)
    assert back.crossed == there.crossed[::-1]
    assert back.hexsides == there.hexsides[::-1]
    assert back.vertices == there.vertices[::-1]
    assert back.grazed == there.grazed


@FAST
@given(st.builds(Hex, st.integers(-8, 8), st.integers(-8, 8)), st.builds(Hex, st.integers(-8, 8), st.integers(-8, 8)))
def test_trace_agrees_with_floating_point_geometry(a: Hex, b: Hex) -> None:
    """Every hex near the line is crossed (a chord of real length), grazed (touched only), or clear of it."""
    t = trace(a, b)
    seg = LineString([a.center, b.center])
    grazed = set(t.grazed)
    for h in within(a, a.distance(b) + 1):
        if h in (a, b):
            continue
        chord = seg.intersection(h.polygon).length
        if h in t.crossed:
            assert chord > 1e-6
        elif h in grazed:
            assert chord == pytest.approx(0, abs=1e-9) or any(h in s.hexes for s in t.hexsides)
            assert seg.distance(h.polygon) < 1e-9
        else:
            assert seg.distance(h.polygon) > 1e-9, h
    for v in t.vertices:
        assert seg.distance(shapely.Point(v.point)) < 1e-9
    for side in t.hexsides:
        assert side.line.difference(seg.buffer(1e-9)).length < 1e-9


@FAST
@given(hexes, hexes)
def test_line_is_a_chain_of_neighbours(a: Hex, b: Hex) -> None:
    chain = line(a, b)
    assert chain[0] == a and chain[-1] == b
    assert len(chain) == a.distance(b) + 1
    assert all(x.distance(y) == 1 for x, y in zip(chain, chain[1:]))


# ---- two-hex ships ----


def test_two_hex_ship_moves() -> None:
    ship = TwoHexShip(MAP.parse("E5"), HexDirection.N)
    assert names(ship.hexes) == ["E5", "E6"]
    assert names(ship.advanced().hexes) == ["E4", "E5"]
    turned = ship.turned(1)  # pivot on the bow (TE 7.1.8): the stern swings into a new hex
    assert turned.bow == ship.bow and turned.facing is HexDirection.NE
    assert turned.stern == ship.bow.neighbour(HexDirection.SW)
    about_stern = ship.turned_about_stern(-1)  # the bow swings (TE 20.3.4)
    assert about_stern.stern == ship.stern and about_stern.facing is HexDirection.NW
    assert ship.shifted(HexDirection.SE).hexes == tuple(h.neighbour(HexDirection.SE) for h in ship.hexes)
    assert ship.polygon.area == pytest.approx(2 * MAP.parse("A1").polygon.area)
    assert TwoHexShip.from_stern(ship.stern, ship.facing) == ship


@FAST
@given(hexes, directions, st.integers(-6, 6))
def test_a_ship_always_covers_two_neighbouring_hexes_in_line_with_its_facing(
    bow: Hex, facing: HexDirection, turn: int
) -> None:
    ship = TwoHexShip(bow, facing).turned(turn)
    assert ship.stern.direction_to(ship.bow) is ship.facing
    assert ship.bow.distance(ship.stern) == 1
    assert ship.turned_about_stern(turn).stern == ship.stern
    assert ship.turned(6) == ship
