"""The eight-point compass shared by square grids and open tables.

Directions are numbered clockwise from North in 45-degree steps (N=0 ... NW=7).
On a grid drawn with North up, a step toward a direction changes (column, row) by
``Direction.step``: rows grow southward, columns eastward.
"""

from __future__ import annotations

from enum import IntEnum

from ..errors import UnknownChoiceError


class Direction(IntEnum):
    """One of eight headings (or wind sources), clockwise from North."""

    N = 0
    NE = 1
    E = 2
    SE = 3
    S = 4
    SW = 5
    W = 6
    NW = 7

    @classmethod
    def parse(cls, text: str | Direction) -> Direction:
        """``"NE"`` (any case) or a :class:`Direction` -> :class:`Direction`."""
        if isinstance(text, Direction):
            return text
        if isinstance(text, str):
            key = text.strip().upper()
            if key in cls.__members__:
                return cls[key]
        raise UnknownChoiceError("direction", text, cls.__members__)

    # The methods below use the member as the int it is (and its ``_name_``) rather than ``.value`` and
    # ``.name``, which go through the enum's descriptors: the rules ask them millions of times a game.

    def __str__(self) -> str:
        return self._name_

    def __repr__(self) -> str:
        return f"Direction.{self.name}"

    @property
    def degrees(self) -> int:
        return 45 * self.value

    @property
    def step(self) -> tuple[int, int]:
        """(d_column, d_row) of one step toward this direction, North = row decreasing."""
        return _STEPS[self]

    @property
    def is_diagonal(self) -> bool:
        """True for NE, SE, SW, NW: a step leaves the square through a corner."""
        return self % 2 == 1

    def turned(self, eighths: int) -> Direction:
        """This direction turned clockwise by ``eighths`` x 45 degrees (negative: anticlockwise)."""
        return _MEMBERS[(self + eighths) % 8]

    def opposite(self) -> Direction:
        return self.turned(4)

    def eighths_to(self, other: Direction) -> int:
        """Clockwise turn from this direction to ``other``, in 45-degree steps 0..7."""
        return (other - self) % 8


_STEPS = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
_MEMBERS = tuple(Direction)  #: the members in order, N first: ``_MEMBERS[k]`` is ``Direction(k)``
