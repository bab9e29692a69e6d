"""The board protocol: invariants every board keeps (squares, hexes, table), checked with hypothesis."""

from __future__ import annotations

import math
from typing import Any

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.board import Board, Grid, YAxis, bearing_of, normalize, read_real, turn, vector
from sailkit.geometry.hexes import HexGrid
from sailkit.geometry.squares import Square, SquareGrid
from sailkit.geometry.table import Point, Table

FAST = settings(max_examples=60, database=None)

SQUARES = SquareGrid(30, 20)
HEXES = HexGrid(30, 20)
HEXES_ODD = HexGrid(29, 11, shift="odd", lettering="spreadsheet")  # columns past Z: AA, AB, AC
TABLE = Table(72, 48)

GRIDS = {"squares": SQUARES, "hexes": HEXES, "hexes_odd": HEXES_ODD}
BOARDS: dict[str, Any] = {**GRIDS, "table": TABLE}


def places(board: Any) -> st.SearchStrategy[Any]:
    """Places on the board."""
    if isinstance(board, SquareGrid):
        return st.builds(Square, st.integers(1, board.columns), st.integers(1, board.rows))
    if isinstance(board, HexGrid):
        return st.builds(board.hex, st.integers(1, board.columns), st.integers(1, board.rows))
    coord = st.floats(0, 1, allow_nan=False)
    return st.builds(lambda fx, fy: Point(fx * board.width, fy * board.depth), coord, coord)


def _cases(names: dict[str, Any]) -> Any:
    return pytest.mark.parametrize("board", list(names.values()), ids=list(names))


# ---- conventions ----


@FAST
@given(st.floats(-1e6, 1e6, allow_nan=False))
def test_normalize_lands_in_one_turn_and_keeps_the_direction(d: float) -> None:
    n = normalize(d)
    assert 0.0 <= n < 360.0
    assert math.isclose(math.cos(math.radians(n)), math.cos(math.radians(d)), abs_tol=1e-6)
    assert math.isclose(math.sin(math.radians(n)), math.sin(math.radians(d)), abs_tol=1e-6)


def test_normalize_examples_and_refusals() -> None:
    assert normalize(-90) == 270.0
    assert normalize(720) == 0.0
    assert normalize(-1e-12) == 0.0  # not 359.999...
    assert str(normalize(-0.0)) == "0.0"
    with pytest.raises(InvalidInputError, match="heading"):
        normalize(math.inf)
    with pytest.raises(InvalidInputError):
        normalize(math.nan)


def test_turn_is_the_short_way_round() -> None:
    assert turn(350, 10) == 20.0
    assert turn(10, 350) == -20.0
    assert turn(0, 180) == 180.0  # a half turn counts clockwise
    assert turn(90, 90) == 0.0


@FAST
@given(st.floats(0, 360, allow_nan=False, exclude_max=True), st.sampled_from(list(YAxis)))
def test_vector_and_bearing_are_inverse_under_either_y_axis(h: float, axis: YAxis) -> None:
    dx, dy = vector(h, axis)
    assert math.isclose(math.hypot(dx, dy), 1.0)
    assert abs(turn(bearing_of(dx, dy, axis), h)) < 1e-6


def test_north_is_up_on_every_board() -> None:
    """North is a step toward smaller y on the grids and larger y on the table."""
    assert vector(0, YAxis.SOUTH) == (0.0, -1.0)
    assert vector(0, YAxis.NORTH) == (0.0, 1.0)
    assert vector(90, YAxis.SOUTH) == (1.0, 0.0)
    assert SQUARES.bearing(Square(5, 5), Square(5, 4)) == 0.0  # row 4 is north of row 5
    assert HEXES.bearing(HEXES.parse("A2"), HEXES.parse("A1")) == 0.0
    assert TABLE.bearing(Point(5, 5), Point(5, 6)) == 0.0
    assert TABLE.bearing(Point(5, 5), Point(6, 5)) == 90.0
    with pytest.raises(InvalidInputError, match="itself"):
        TABLE.bearing(Point(1, 1), Point(1, 1))


@pytest.mark.parametrize(
    ("reader", "text"),
    [
        (lambda t: read_real(t, "x", "inches", limit=100), "9" * 1000),
        (lambda t: read_real(t, "x", "inches", limit=100), "1" + "0" * 5000 + ".5"),
        (lambda t: read_real(t, "x", "inches", limit=100), "1e999"),
        (lambda t: read_real(t, "x", "inches", limit=100), "nan"),
        (lambda t: read_real(t, "x", "inches", limit=100), "101"),
    ],
)
def test_number_readers_refuse_long_or_bad_numbers_with_a_typed_error(reader: Any, text: str) -> None:
    with pytest.raises(InvalidInputError):
        reader(text)


# ---- every board ----


@_cases(BOARDS)
def test_every_board_satisfies_the_protocol(board: Any) -> None:
    assert isinstance(board, Board)
    assert isinstance(board.y_axis, YAxis)
    assert board.bounds.area > 0
    assert isinstance(board, Grid) == (board is not TABLE)


@_cases(BOARDS)
@FAST
@given(data=st.data())
def test_distance_is_a_metric(board: Any, data: st.DataObject) -> None:
    a, b, c = (data.draw(places(board)) for _ in range(3))
    assert board.distance(a, a) == 0
    assert board.distance(a, b) == board.distance(b, a)
    assert board.distance(a, b) >= 0
    assert (board.distance(a, b) == 0) == (a == b)
    assert board.distance(a, c) <= board.distance(a, b) + board.distance(b, c) + 1e-9


@_cases(BOARDS)
@FAST
@given(data=st.data())
def test_bearings_back_and_forth_differ_by_half_a_turn(board: Any, data: st.DataObject) -> None:
    a, b = data.draw(places(board)), data.draw(places(board))
    if a == b:
        with pytest.raises(InvalidInputError):
            board.bearing(a, b)
        return
    there, back = board.bearing(a, b), board.bearing(b, a)
    assert 0 <= there < 360
    assert abs(turn(there, back)) == pytest.approx(180.0, abs=1e-6)
    (ax, ay), (bx, by) = board.center(a), board.center(b)
    dx, dy = vector(there, board.y_axis)
    assert math.isclose(dx * (by - ay) - dy * (bx - ax), 0.0, abs_tol=1e-6)  # along the line between centres
    assert dx * (bx - ax) + dy * (by - ay) > 0  # and toward b


@_cases(BOARDS)
@FAST
@given(data=st.data())
def test_names_round_trip(board: Any, data: st.DataObject) -> None:
    place = data.draw(places(board))
    assert place in board
    text = board.format(place)
    assert board.parse(text) == place
    assert board.parse(f"  {text.lower()} ") == place
    assert board.format(board.parse(text)) == text


@_cases(BOARDS)
@FAST
@given(text=st.text(max_size=12) | st.from_regex(r"[A-Za-z]{0,3}[0-9 .,+-]{0,8}", fullmatch=True))
def test_any_text_reads_as_a_place_on_the_board_or_raises_invalid_input(board: Any, text: str) -> None:
    try:
        place = board.parse(text)
    except InvalidInputError as err:
        assert repr(text) in str(err)
        return
    assert place in board
    assert board.parse(board.format(place)) == place


@_cases(BOARDS)
@pytest.mark.parametrize(
    "text", ["9" * 1000, "A" + "9" * 1000, "9" * 500 + "," + "9" * 500, "0" * 4301, "", "  ", "x,y"]
)
def test_absurd_names_raise_invalid_input(board: Any, text: str) -> None:
    with pytest.raises(InvalidInputError):
        board.parse(text)


@_cases(BOARDS)
def test_places_off_the_board_have_no_name(board: Any) -> None:
    outside = {"squares": Square(31, 1), "hexes": HEXES.hex(31, 1), "hexes_odd": HEXES_ODD.hex(1, 12)}
    place = Point(-1, 5) if board is TABLE else outside[next(k for k, v in GRIDS.items() if v is board)]
    assert place not in board
    if board is not TABLE:
        with pytest.raises(InvalidInputError):
            board.format(place)


@pytest.mark.parametrize("text", ["100,0", "-1,5", "72.5,48", "0,48.01"])
def test_a_point_off_the_table_is_refused_with_the_tables_size(text: str) -> None:
    """Hypothesis found ``'100,0'`` read as a point of a 72 by 48 inch table; a grid refuses its off-board names."""
    with pytest.raises(InvalidInputError, match="72 by 48 inch table"):
        TABLE.parse(text)
    assert TABLE.parse("72,48") in TABLE and TABLE.parse("0,0") in TABLE


# ---- grids ----


@_cases(GRIDS)
@FAST
@given(data=st.data())
def test_neighbours_are_symmetric_and_one_step_away(board: Any, data: st.DataObject) -> None:
    cell = data.draw(places(board))
    ns = board.neighbours(cell)
    assert len(set(ns)) == len(ns) <= len(board.directions)
    for n in ns:
        assert n in board
        assert cell in board.neighbours(n)
        assert board.distance(cell, n) == 1
        assert board.outline(cell).touches(board.outline(n))  # they share a side or (squares) a corner


@_cases(GRIDS)
@FAST
@given(data=st.data())
def test_headings_agree_with_neighbour_directions(board: Any, data: st.DataObject) -> None:
    cell = data.draw(places(board))
    for heading in board.directions:
        n = board.step(cell, heading)
        assert board.distance(cell, n) == 1
        assert board.bearing(cell, n) == heading  # exactly, after normalising
        far = board.step(cell, heading, 3)
        assert board.distance(cell, far) == 3
        assert board.bearing(cell, far) == heading
    on_board = [board.step(cell, h) for h in board.directions if board.step(cell, h) in board]
    assert list(board.neighbours(cell)) == on_board  # neighbours come in the order of the directions


@_cases(GRIDS)
def test_a_step_toward_a_heading_between_directions_is_refused(board: Any) -> None:
    cell = next(iter(board.cells()))
    with pytest.raises(InvalidInputError, match="heading"):
        board.step(cell, 30 if isinstance(board, SquareGrid) else 45)


@_cases(GRIDS)
@FAST
@given(data=st.data())
def test_cells_hold_their_centres_and_cell_at_finds_them(board: Any, data: st.DataObject) -> None:
    cell = data.draw(places(board))
    x, y = board.center(cell)
    assert board.outline(cell).contains(shapely.Point(x, y))
    assert board.cell_at(x, y) == cell
    # any point well inside the outline is found in the cell too
    inner = board.outline(cell).buffer(-0.05)
    px, py = inner.representative_point().coords[0]
    assert board.cell_at(px, py) == cell


@_cases(GRIDS)
def test_cells_tile_the_bounds(board: Any) -> None:
    cells = list(board.cells())
    assert len(cells) == len(set(cells)) == board.columns * board.rows
    outlines = [board.outline(c) for c in cells]
    union = shapely.union_all(outlines)
    assert union.area == pytest.approx(sum(o.area for o in outlines))  # no overlaps
    assert union.symmetric_difference(board.bounds).area < 1e-9
    assert all(c in board for c in cells)


# ---- reprs paste back ----


def test_reprs_paste_back() -> None:
    import sailkit.geometry.hexes as hx
    import sailkit.geometry.table as tb

    names = {**vars(hx), **vars(tb), "Square": Square, "SquareGrid": SquareGrid}
    hexes_map = HexGrid(29, 11, shift="odd", lettering="spreadsheet")
    quarters = tb.Arcs.of(tb.Arc("fore", 270, 90, "both"), tb.Arc("aft", 90, 270, "neither"))
    values = [
        SQUARES,
        HEXES,
        hexes_map,
        TABLE,
        Square(3, 4),
        hx.trace(hx.Hex(0, 0), hx.Hex(4, 1)),
        hx.trace(hx.Hex(0, 0), hx.Hex(1, -2)),
        hx.TwoHexShip(hx.Hex(2, 3), hx.HexDirection.SW),
        tb.Pose(1.5, -2, 370),
        tb.Move.pivot_then_straight(30, 2.5, (0.0, -2.0)),
        quarters,
        tb.Move.pivot_then_straight(90, 3).track(tb.Pose(0, 0, 0)),
    ]
    for value in values:
        assert eval(repr(value), names) == value, repr(value)
    assert repr(hexes_map) == "HexGrid(29, 11, shift='odd', lettering='spreadsheet')"
    assert repr(HEXES) == "HexGrid(30, 20)"
