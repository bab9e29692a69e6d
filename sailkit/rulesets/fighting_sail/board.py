"""The Fighting Sail map [2.1], the grid beyond it [15.0-MR] and the eight directions [5.1].

30 columns by 20 rows, squares named ``CCRR``; North toward row 01, East toward column 30 (the lost compass rose is
taken so that every scenario's historical gauge holder is upwind: a convention each scenario's provenance states).
Bows and the wind point through a side or a corner [5.1]; the wind is named from where it blows [15.0]. Beyond the
printed grid (readings ``map_exit=unbounded``, ``swell_edge=unbounded``) squares are written ``COL:ROW``
(``31:05``, ``-01:12``), bounded by :data:`LIMIT`.
"""

from __future__ import annotations

import re

from ...errors import InvalidInputError
from ...geometry.compass import Direction
from ...geometry.squares import Square, SquareGrid
from ...readings import said
from .readings import ReadingsLike, readings_for

COLUMNS = 30
ROWS = 20
MAP = SquareGrid(COLUMNS, ROWS)

#: Columns and rows of the extended grid run from ``-LIMIT`` to ``LIMIT`` [15.0-MR].
#: Where the bound comes from: the square notation gives a column or row at most three
#: digits, so a reader never turns an arbitrarily long string into a number; and it lies
#: far beyond any game. The fastest ship moves 3 squares a Game-Turn (allowance 6 at 2
#: Movement Points a square side [5.22, 7.53]), so sailing from the printed edge to
#: column 999 takes over 300 Game-Turns, where the longest scenario lasts 16 [15.9].
#: The rules treat the bound as the far edge of the extended grid: movement, wears,
#: swell and unfouling stop there as they stop at the printed edge when the grid is not
#: extended.
LIMIT = 999

_CCRR = re.compile(r"[0-9]{2}[0-9]{2}")
_EXTENDED = re.compile(r"(-?[0-9]{1,3}):(-?[0-9]{1,3})")
_SPELLING = f"'CCRR' on the printed map (column 01-{COLUMNS}, row 01-{ROWS}, e.g. '0505') or 'COL:ROW' beyond it (e.g. '31:05', '-01:12'), columns and rows from -{LIMIT} to {LIMIT}"
_ON_MAP = f"a square on the printed map, column 01-{COLUMNS} and row 01-{ROWS}"


class OffMapError(InvalidInputError):
    """A readable square off the printed map where the readings in force allow no ship [15.0-MR].

    ``square`` is the square and ``reading`` the ``key=option`` that would allow it.
    """

    def __init__(self, what: str, sq: Square, reading: str = "map_exit=unbounded") -> None:
        self.square = sq
        self.reading = reading
        super().__init__(
            what,
            name(sq),
            f"{_ON_MAP}: squares beyond it exist only when the players extend the grid (reading: {said(*reading.split('='))}) [15.0-MR]",
        )


def in_bounds(sq: Square) -> bool:
    """Inside the extended grid's far edge: column and row from ``-LIMIT`` to ``LIMIT`` [15.0-MR]."""
    return -LIMIT <= sq.col <= LIMIT and -LIMIT <= sq.row <= LIMIT


def extended(readings: ReadingsLike | None) -> bool:
    """Do the readings let a ship stand beyond the printed map [15.0-MR]? Yes under ``map_exit=unbounded`` or
    ``swell_edge=unbounded``."""
    r = readings_for(readings)
    return r["map_exit"] == "unbounded" or r["swell_edge"] == "unbounded"


def on_grid(sq: Square, readings: ReadingsLike, key: str = "map_exit") -> bool:
    """May a ship be carried into ``sq`` [15.0-MR]? The printed map always; the squares beyond it up to
    :data:`LIMIT` when reading ``key`` (``map_exit`` for movement and unfouling, ``swell_edge`` for swell) is
    ``unbounded``."""
    return sq in MAP or (readings[key] == "unbounded" and in_bounds(sq))


def beyond(sq: Square, readings: ReadingsLike, key: str = "map_exit") -> str:
    """Where ``sq`` lies when :func:`on_grid` refuses it, for a ruling's words [15.0-MR]."""
    where = name(sq) if in_bounds(sq) else f"column {sq.col}, row {sq.row}"
    if readings[key] == "unbounded":
        return f"{where}, past the far edge of the extended grid (columns and rows -{LIMIT} to {LIMIT}, reading: {said(key, 'unbounded')})"
    return f"{where}, off the printed map (reading: {said(key, readings[key])})"


def parse_square(text: str | Square) -> Square:
    """Read any square of the printed map or of the grid beyond it, whatever the readings [2.1, 15.0-MR].

    ``CCRR`` (``"0505"``) or ``COL:ROW`` from ``-LIMIT`` to ``LIMIT`` (``"31:05"``, ``"-1:12"``); anything else raises
    :class:`~sailkit.errors.InvalidInputError`. Whether a ship may stand there is :func:`square`'s question."""
    if isinstance(text, Square):
        _check_bounds(text)
        return text
    t = text.strip() if isinstance(text, str) else None
    if t is not None and _CCRR.fullmatch(t):
        sq = Square(int(t[:2]), int(t[2:]))
        if sq in MAP:
            return sq
        spelt = f"{int(t[:2]):02d}:{int(t[2:]):02d}"
        raise InvalidInputError("square", text, f"{_ON_MAP} for a CCRR name; beyond it write COL:ROW, here {spelt!r}")
    m = _EXTENDED.fullmatch(t) if t is not None else None
    if m is None:
        shown = text if not isinstance(text, str) or len(text) <= 40 else text[:37] + "..."
        raise InvalidInputError("square", shown, _SPELLING)
    return Square(int(m.group(1)), int(m.group(2)))


def looks_like_square(text: str) -> bool:
    """Text meant as a square rather than a ship's name (digits, minus signs, one ``:`` at most), so a misspelt square
    is reported as a square."""
    t = text.strip()
    return bool(t) and t[0] in "-0123456789" and set(t) <= _SQUARE_CHARS


_SQUARE_CHARS = frozenset("-0123456789:")


def square(text: str | Square, readings: ReadingsLike | None = None, *, what: str = "square") -> Square:
    """Read a square where the readings let a ship stand [2.1, 15.0-MR]: ``square("0505") == Square(5, 5)``.

    By default the printed map only (beyond it :class:`OffMapError` names the reading that would allow it); with
    ``map_exit=unbounded`` or ``swell_edge=unbounded`` any square up to :data:`LIMIT`."""
    if type(text) is Square and 1 <= text.col <= COLUMNS and 1 <= text.row <= ROWS:
        return text  # a square of the printed map: every reading allows it (the usual case, asked very often)
    sq = parse_square(text)
    if sq not in MAP and not extended(readings):
        raise OffMapError(what, sq)
    return sq


def name(sq: Square) -> str:
    """The name of a square [2.1, 15.0-MR]: ``CCRR`` on the printed map, ``COL:ROW`` beyond it (``"31:05"``,
    ``"-01:12"``); beyond :data:`LIMIT` it raises."""
    if 1 <= sq.col <= COLUMNS and 1 <= sq.row <= ROWS:
        return f"{sq.col:02d}{sq.row:02d}"
    _check_bounds(sq)
    return f"{coordinate(sq.col)}:{coordinate(sq.row)}"


def coordinate(n: int) -> str:
    """A column or row number as square names write it: two digits at least, ``-`` before a negative one."""
    return ("-" if n < 0 else "") + f"{abs(n):02d}"


def _check_bounds(sq: Square) -> None:
    ok = all(isinstance(n, int) and not isinstance(n, bool) for n in (sq.col, sq.row))
    if not ok or not in_bounds(sq):
        raise InvalidInputError(
            "square", f"column {_short(sq.col)}, row {_short(sq.row)}", f"columns and rows from -{LIMIT} to {LIMIT}"
        )


def _short(n: object) -> str:
    """A number for an error message; one too long to print is described (Python refuses over 4,300 digits)."""
    if isinstance(n, int) and abs(n) >= 10**12:
        return f"{'-' if n < 0 else ''}<a number of about {int(n.bit_length() * 0.30103) + 1} digits>"
    return repr(n)


def direction(text: str | Direction) -> Direction:
    """Read one of the eight directions [5.1]: N, NE, E, SE, S, SW, W, NW."""
    return Direction.parse(text)


__all__ = [
    "COLUMNS",
    "Direction",
    "LIMIT",
    "MAP",
    "OffMapError",
    "ROWS",
    "Square",
    "beyond",
    "coordinate",
    "direction",
    "extended",
    "in_bounds",
    "looks_like_square",
    "name",
    "on_grid",
    "parse_square",
    "square",
]
