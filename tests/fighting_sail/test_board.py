"""The map [2.1] and its eight directions [5.1]."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import (
    COLUMNS,
    LIMIT,
    MAP,
    ROWS,
    OffMapError,
    direction,
    extended,
    in_bounds,
    name,
    parse_square,
    square,
)


def test_map_is_30_columns_by_20_rows_2_1() -> None:
    """[2.1] T2: squares 0101 to 3020, 600 in all, named column then row."""
    assert (COLUMNS, ROWS) == (30, 20)
    names = [name(s) for s in MAP.squares()]
    assert len(names) == len(set(names)) == 600
    assert names[0] == "0101" and names[-1] == "3020"
    assert "3001" in names and "0120" in names


def test_square_names_read_column_then_row_2_1() -> None:
    """[2.1] CCRR: '0507' is column 5, row 7."""
    assert square("0505") == Square(5, 5)
    assert square("0507") == Square(5, 7)
    assert square(" 3020 ") == Square(30, 20)
    assert square(Square(1, 1)) == Square(1, 1)
    assert all(square(name(s)) == s for s in MAP.squares())


@pytest.mark.parametrize(
    "bad", ["3101", "0021", "0000", "0100", "0121", "2920x", "505", "abcd", "05-05", "", 505, None]
)
def test_bad_square_names_itself_and_the_map_2_1(bad: object) -> None:
    """[2.1] a square that is unreadable or off the map is refused, naming the input and the allowed range."""
    with pytest.raises(InvalidInputError) as err:
        square(bad)  # type: ignore[arg-type]
    msg = str(err.value)
    assert repr(bad) in msg
    assert "column 01-30" in msg and "row 01-20" in msg


def test_square_object_off_the_map_is_refused_naming_the_reading_2_1_15_0_mr() -> None:
    """[2.1, 15.0-MR] under the default readings no ship stands beyond the printed map: the refusal is typed,
    names the square in its own spelling and the reading that would allow it."""
    with pytest.raises(OffMapError) as err:
        square(Square(31, 1))
    assert err.value.square == Square(31, 1) and err.value.reading == "map_exit=unbounded"
    assert "'31:01'" in str(err.value) and "the grid continues on every side" in str(err.value)
    with pytest.raises(OffMapError, match="'-01:00'"):
        square("-1:0")


@pytest.mark.parametrize("reading", [{"map_exit": "unbounded"}, {"swell_edge": "unbounded"}])
def test_extended_grid_reads_squares_beyond_the_printed_map_15_0_mr(reading: dict[str, str]) -> None:
    """[15.0-MR] once the players extend the grid (for movement or for swell), squares beyond it are read."""
    assert extended(reading) and not extended(None)
    assert square("31:05", reading) == Square(31, 5)
    assert square("-1:12", reading) == square("-01:12", reading) == Square(-1, 12)
    assert square("00:00", reading) == Square(0, 0)
    assert square(Square(LIMIT, -LIMIT), reading) == Square(999, -999)
    assert square("0505", reading) == square("05:05", reading) == Square(5, 5)


def test_square_names_keep_ccrr_on_the_map_and_col_row_beyond_2_1_15_0_mr() -> None:
    """[2.1, 15.0-MR] the printed squares keep their CCRR names; beyond them COL:ROW, two digits at least."""
    assert name(Square(5, 5)) == "0505" and name(Square(30, 20)) == "3020"
    assert name(Square(31, 5)) == "31:05" and name(Square(12, 0)) == "12:00" and name(Square(0, 21)) == "00:21"
    assert name(Square(-1, 12)) == "-01:12" and name(Square(12, -3)) == "12:-03"
    assert name(Square(999, -999)) == "999:-999" and name(Square(100, 5)) == "100:05"


@pytest.mark.parametrize(
    "bad",
    [
        "3121",
        "1200",
        "0000",
        "1000:5",
        "5:-1000",
        "31:5:1",
        "31;05",
        "31 :05",
        ":05",
        "31:",
        "--1:5",
        "+1:5",
        "31:05x",
        "1e3:5",
        "\u0663\u0661:05",
        "9" * 5000 + ":1",
        "1:" + "9" * 5000,
    ],
    ids=lambda t: t if len(t) < 20 else f"{len(t)} characters",
)
def test_bad_squares_raise_the_typed_error_15_0_mr(bad: str) -> None:
    """[2.1, 15.0-MR] a CCRR name off the printed map, a number past the bound (even thousands of digits long)
    or anything else is an InvalidInputError, never a bare ValueError from int()."""
    with pytest.raises(InvalidInputError) as err:
        parse_square(bad)
    assert "COL:ROW" in str(err.value)


@pytest.mark.parametrize(
    "col, row",
    [(LIMIT + 1, 0), (0, -LIMIT - 1), (10**5000, 1), (1, -(10**5000))],
    ids=["east", "north", "huge", "-huge"],
)
def test_squares_past_the_bound_have_no_name_15_0_mr(col: int, row: int) -> None:
    """[15.0-MR] a square past the bound is refused by name and by every reader, with a message that can be printed."""
    with pytest.raises(InvalidInputError, match=f"from -{LIMIT} to {LIMIT}"):
        name(Square(col, row))
    with pytest.raises(InvalidInputError):
        square(Square(col, row), {"map_exit": "unbounded"})


_COORD = st.integers(-LIMIT, LIMIT)


@given(_COORD, _COORD)
def test_every_square_within_the_bound_round_trips_15_0_mr(col: int, row: int) -> None:
    """[2.1, 15.0-MR] name and read are inverse for every square of the extended grid, and the printed map's
    squares (and only they) keep four-digit CCRR names."""
    sq = Square(col, row)
    text = name(sq)
    assert parse_square(text) == sq and square(text, {"map_exit": "unbounded"}) == sq
    assert name(parse_square(text)) == text
    assert (len(text) == 4 and text.isdigit()) == (sq in MAP)
    assert parse_square(f"{col}:{row}") == sq  # unpadded numbers read too


@given(st.integers(), st.integers())
def test_any_pair_of_numbers_reads_or_raises_the_typed_error_15_0_mr(col: int, row: int) -> None:
    """[15.0-MR] a COL:ROW text reads iff both numbers are within the bound; otherwise InvalidInputError."""
    text = f"{col}:{row}"
    if in_bounds(Square(col, row)):
        assert parse_square(text) == Square(col, row)
    else:
        with pytest.raises(InvalidInputError):
            parse_square(text)


@given(st.text(alphabet="0123456789:- x", max_size=12))
def test_any_text_reads_to_a_square_that_names_itself_or_raises_the_typed_error_15_0_mr(text: str) -> None:
    """[2.1, 15.0-MR] no text makes the reader fail any other way; what it reads writes back and reads again."""
    try:
        sq = parse_square(text)
    except InvalidInputError:
        return
    assert in_bounds(sq) and parse_square(name(sq)) == sq


def test_eight_directions_5_1() -> None:
    """[5.1] T9: a bow or the wind points through one of four sides or four corners: 8 directions."""
    assert [d.name for d in Direction] == ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    assert sum(d.is_diagonal for d in Direction) == 4
    assert direction("ne") is Direction.NE and direction(Direction.W) is Direction.W


@pytest.mark.parametrize("bad", ["NNE", "north", "", "X", 3, None])
def test_bad_direction_lists_the_eight_5_1(bad: object) -> None:
    with pytest.raises(UnknownChoiceError) as err:
        direction(bad)  # type: ignore[arg-type]
    msg = str(err.value)
    assert repr(bad) in msg and all(f"'{d.name}'" in msg for d in Direction)


def test_compass_convention_north_is_row_01_2_1() -> None:
    """[2.1] convention: North is toward row 01, East toward column 30; a step changes (col, row)."""
    assert square("0505").neighbour(Direction.N) == square("0504")
    assert square("0505").neighbour(Direction.E) == square("0605")
    assert square("0505").neighbour(Direction.SW) == square("0406")
    assert [d.step for d in Direction] == [(0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)]


def test_turns_are_45_degree_steps_7_35() -> None:
    """[7.35, 7.32, 7.33] starboard is clockwise, port anticlockwise, 45 degrees a step."""
    assert Direction.N.turned(1) is Direction.NE
    assert Direction.N.turned(-1) is Direction.NW
    assert Direction.NW.turned(2) is Direction.NE
    assert Direction.SE.opposite() is Direction.NW
    assert Direction.N.eighths_to(Direction.W) == 6
    assert all(d.degrees == 45 * d for d in Direction)
