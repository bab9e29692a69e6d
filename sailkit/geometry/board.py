"""What every board offers: the protocols a rule set and the drawing code rely on.

sailkit plays on three kinds of board: squares (:class:`~sailkit.geometry.squares.SquareGrid`),
hexes (:class:`~sailkit.geometry.hexes.HexGrid`) and an open table measured in inches
(:class:`~sailkit.geometry.table.Table`). Each satisfies :class:`Board`; the two grids
also satisfy :class:`Grid`. The conventions below are fixed once, here, for all three.

Headings and bearings
    Degrees clockwise from North, normalised to ``[0, 360)`` (:func:`normalize`). North is
    always drawn at the top of a diagram. A heading is where a bow points; a bearing is
    the direction from one place to another; both use the same numbers.

Plane coordinates
    Every place has a point ``(x, y)`` in a plane where x grows toward the East. Which way
    y grows is the board's :attr:`Board.y_axis`: toward the South on the grids (their rows
    are numbered from the top of the printed map down, as Fighting Sail's always were, so
    a drawing inverts its y axis), toward the North on the table (measured from the near
    edge with a tape, as a player does, so a drawing keeps matplotlib's y axis).
    :func:`vector` and :func:`bearing_of` turn headings into plane steps and back under
    either convention, so no caller writes a sign by hand.

Distance
    A grid counts steps between cells through neighbours (so ``distance(a, b) == 1``
    exactly for neighbours); the table measures inches in a straight line.

Names
    Each board names its places in text and reads them back: ``board.parse(board.format(c))
    == c``. A bad name raises :class:`~sailkit.errors.InvalidInputError` naming the text and
    what was expected; every number in a name is bounded before it is converted, so an
    absurdly long number is refused the same way instead of reaching Python's int limit.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from enum import StrEnum
from typing import Protocol, TypeVar, runtime_checkable

from shapely.geometry import Polygon

from ..errors import InvalidInputError
from ..numbers import real

#: Headings, bearings and distances on the table are rounded to this many decimals (of a degree, of an inch), so
#: the same direction worked out two ways (from a table of steps, from atan2) compares equal, a point set exactly on
#: an arc's boundary is found on it, and a ship placed by a 12-inch run lies 12 inches away, not 12.000000000000002:
#: the one tolerance with which every rule compares a computed angle or distance with a printed limit.
DECIMALS = 9


class YAxis(StrEnum):
    """The way plane y grows on a board: toward the ``SOUTH`` (grids) or the ``NORTH`` (table)."""

    SOUTH = "south"
    NORTH = "north"

    @property
    def north(self) -> int:
        """The sign of a step toward North in plane y: -1 when y grows southward, +1 otherwise."""
        return -1 if self is YAxis.SOUTH else 1


def measured(value: float) -> float:
    """A computed angle or distance as the rules compare it with a printed limit: rounded to :data:`DECIMALS`
    places, so float noise in the last bit of a sine cannot move it across the limit (``measured(12.000000000000002)
    == 12.0``)."""
    return round(float(value), DECIMALS) + 0.0  # -0.0 -> 0.0


def normalize(degrees: float) -> float:
    """A heading in ``[0, 360)`` degrees, rounded to :data:`DECIMALS` places: ``normalize(-90) == 270.0``."""
    if not math.isfinite(degrees):
        raise InvalidInputError("heading", degrees, "a finite number of degrees")
    return measured(float(degrees) % 360.0) % 360.0


def turn(start: float, end: float) -> float:
    """The signed turn from heading ``start`` to ``end``: clockwise positive, in ``(-180, 180]``."""
    d = normalize(end - start)
    return d - 360.0 if d > 180.0 else d


def relative(heading: float, bearing: float) -> float:
    """A bearing as seen from a bow pointing at ``heading``: 0 dead ahead, 90 to starboard, in ``[0, 360)``."""
    return normalize(bearing - heading)


_EXACT = {0.0: (0, 1), 90.0: (1, 0), 180.0: (0, -1), 270.0: (-1, 0)}


def vector(heading: float, y_axis: YAxis) -> tuple[float, float]:
    """The unit step ``(dx, dy)`` in plane coordinates toward ``heading`` (exact on the four cardinal points)."""
    h = normalize(heading)
    dx: float
    dn: float
    if h in _EXACT:
        dx, dn = _EXACT[h]
    else:
        rad = math.radians(h)
        dx, dn = math.sin(rad), math.cos(rad)
    return (dx + 0.0, dn * y_axis.north + 0.0)


def bearing_of(dx: float, dy: float, y_axis: YAxis) -> float:
    """The bearing of the plane step ``(dx, dy)``; refuses the zero step, which points nowhere."""
    if dx == 0 and dy == 0:
        raise InvalidInputError("bearing", (dx, dy), "two different places (a place has no bearing from itself)")
    return normalize(math.degrees(math.atan2(dx, dy * y_axis.north)))


# ---- reading numbers in names: the kit's one number reader (sailkit.numbers) ----

read_real = real


def format_real(value: float) -> str:
    """The shortest text that reads back as exactly ``value``: ``12.0 -> '12'``, ``0.1 -> '0.1'``."""
    text = repr(float(value) + 0.0)
    return text[:-2] if text.endswith(".0") else text


# ---- the protocols ----

L = TypeVar("L", bound=Hashable)
C = TypeVar("C", bound=Hashable)


@runtime_checkable
class Board(Protocol[L]):
    """A playing surface whose places (cells or points) have a plane point, a distance and a name.

    ``L`` is the type of a place: :class:`~sailkit.geometry.squares.Square`,
    :class:`~sailkit.geometry.hexes.Hex` or :class:`~sailkit.geometry.table.Point`.
    """

    @property
    def y_axis(self) -> YAxis:
        """The way plane y grows (see the module docstring)."""
        ...

    @property
    def bounds(self) -> Polygon:
        """The playing area as a polygon in plane coordinates (for drawing and edge tests)."""
        ...

    def __contains__(self, place: object) -> bool:
        """True for a place of this board's type that lies on the playing area."""
        ...

    def center(self, place: L) -> tuple[float, float]:
        """The plane point of a place (a cell's centre, a point itself)."""
        ...

    def distance(self, a: L, b: L) -> float:
        """Steps through neighbours on a grid, inches on a table; symmetric, with the triangle inequality."""
        ...

    def bearing(self, a: L, b: L) -> float:
        """Degrees clockwise from North from ``a``'s centre to ``b``'s; refuses ``a == b``."""
        ...

    def parse(self, text: str) -> L:
        """Read a place's name; :class:`~sailkit.errors.InvalidInputError` for anything else."""
        ...

    def format(self, place: L) -> str:
        """A place's name, which :meth:`parse` reads back to the same place."""
        ...


@runtime_checkable
class Grid(Board[C], Protocol[C]):
    """A board of cells, each a polygon, stepped between through neighbours in fixed directions."""

    @property
    def directions(self) -> tuple[float, ...]:
        """The headings of one step to a neighbour, clockwise from North (8 on squares, 6 on hexes)."""
        ...

    def cells(self) -> Iterator[C]:
        """Every cell on the board, row by row from the North-West corner."""
        ...

    def outline(self, cell: C) -> Polygon:
        """The cell's polygon in plane coordinates."""
        ...

    def neighbours(self, cell: C) -> tuple[C, ...]:
        """The neighbours on the board, in the order of :attr:`directions`."""
        ...

    def step(self, cell: C, heading: float, n: int = 1) -> C:
        """The cell ``n`` steps toward ``heading`` (one of :attr:`directions`), on the board or not."""
        ...

    def cell_at(self, x: float, y: float) -> C:
        """The cell whose polygon holds the plane point (on or off the board)."""
        ...


def check_heading(heading: float, directions: tuple[float, ...]) -> int:
    """The index of ``heading`` in a grid's ``directions``, or :class:`InvalidInputError` naming them."""
    h = normalize(heading)
    try:
        return directions.index(h)
    except ValueError:
        raise InvalidInputError("heading", heading, "one of " + ", ".join(format_real(d) for d in directions)) from None


__all__ = [
    "DECIMALS",
    "Board",
    "Grid",
    "YAxis",
    "bearing_of",
    "check_heading",
    "format_real",
    "measured",
    "normalize",
    "read_real",
    "relative",
    "turn",
    "vector",
]
