"""The Fighting Sail map [2.1] and its eight directions [5.1].

The map is 30 columns by 20 rows of squares, each named ``CCRR`` (column 01-30, row
01-20). North is toward row 01 and East toward column 30: the compass rose was lost
from the surviving text, and this orientation is the one under which every scenario
puts the historical weather-gauge holder upwind (a convention, not a switchable
reading; each scenario's provenance says so).
A ship's bow and the wind each point through one of the four sides or four corners
of a square [5.1]; the wind is named by where it blows from [15.0].
"""

from __future__ import annotations

import re

from ...errors import InvalidInputError
from ...geometry.compass import Direction
from ...geometry.squares import Square, SquareGrid

COLUMNS = 30
ROWS = 20
MAP = SquareGrid(COLUMNS, ROWS)

_CCRR = re.compile(r"^\s*(\d{2})(\d{2})\s*$")


def square(text: str | Square) -> Square:
    """Read a ``CCRR`` square name [2.1]: ``square("0505") == Square(5, 5)``.

    Raises :class:`~sailkit.errors.InvalidInputError` naming the text for anything
    that is not four digits or lies off the 30 x 20 map.
    """
    if isinstance(text, Square):
        sq = text
    else:
        m = _CCRR.match(text) if isinstance(text, str) else None
        if m is None:
            raise InvalidInputError("square", text, "four digits CCRR, column 01-30 then row 01-20, e.g. '0505'")
        sq = Square(int(m.group(1)), int(m.group(2)))
    if sq not in MAP:
        raise InvalidInputError(
            "square",
            text if isinstance(text, str) else name(sq),
            f"a square on the map: column 01-{COLUMNS}, row 01-{ROWS}",
        )
    return sq


def name(sq: Square) -> str:
    """The ``CCRR`` name of a square [2.1]: ``name(Square(5, 5)) == "0505"``."""
    return f"{sq.col:02d}{sq.row:02d}"


def direction(text: str | Direction) -> Direction:
    """Read one of the eight directions [5.1]: N, NE, E, SE, S, SW, W, NW."""
    return Direction.parse(text)


__all__ = ["COLUMNS", "MAP", "ROWS", "Direction", "Square", "direction", "name", "square"]
