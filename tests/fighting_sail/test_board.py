"""The map [2.1] and its eight directions [5.1]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import COLUMNS, MAP, ROWS, direction, name, square


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


def test_square_object_off_the_map_is_refused_2_1() -> None:
    with pytest.raises(InvalidInputError, match="'3101'"):
        square(Square(31, 1))


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
