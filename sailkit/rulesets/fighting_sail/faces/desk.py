"""*Fighting Sail*'s rulings desk: the map as the kit's desk lays its pickers on it [2.1, 2.21].

:data:`DESK` is the board the kit's desk, the ``sailkit ruling`` command and the rulings desk page use. Everything
but the map (how a position is written and read, the questions and what each kind of word in them may name, the
readings) the kit's :class:`~sailkit.questions.DeskBase` finds through the rule set's ``RULESET``; a record's
``[%ruling ...]`` annotations ask the same questions without the desk.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....questions import DeskBase
from ..asked import choices
from ..board import COLUMNS, ROWS, coordinate
from ..ships import counters
from ..state import Position, ShipState


class FightingSailDesk(DeskBase):
    """The desk's board of *Fighting Sail*: the map's columns and rows, ships put on squares facing a heading."""

    columns = tuple(coordinate(c) for c in range(1, COLUMNS + 1))
    rows = tuple(coordinate(r) for r in range(1, ROWS + 1))
    place_words = ("column", "row")
    headings = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    record_suffix = ".sail"

    @property
    def ruleset(self) -> object:
        from .. import RULESET

        return RULESET

    def counters(self) -> Sequence[str]:
        return tuple(counters())

    def more_choices(self, position: Position, kind: str) -> Sequence[str]:
        """The orders [6.12], the aims [9.32] or the squares where two sides meet [11.1] (:func:`~..asked.choices`)."""
        return choices(position, kind)

    def place(self, position: Position, ship: str, square: str, heading: str) -> Position:
        """Move ``ship`` to ``square`` facing ``heading``, or add it from the counter list [2.21, 2.22]."""
        placed = ShipState.of(ship, square, heading)
        if ship in self.ships(position):
            old = position.ship(ship)
            return position.with_ship(old.with_(square=placed.square, facing=placed.facing))
        return position.with_(ships=(*position.ships, placed))

    def remove(self, position: Position, ship: str) -> Position:
        gone = position.ship(ship).name
        return position.with_(ships=tuple(s for s in position.ships if s.name != gone))

    def where(self, position: Position, ship: str) -> tuple[str, str, str]:
        s = position.ship(ship)
        return coordinate(s.square.col), coordinate(s.square.row), str(s.facing)


#: What the kit's desk (:mod:`sailkit.questions`) finds through this rule set's desk face.
DESK = FightingSailDesk()

__all__ = ["DESK", "FightingSailDesk"]
