"""*Fighting Sail*'s rulings desk: the board the kit's desk lays its pickers on, asking the questions of :mod:`.asked`.

:data:`DESK` is the :class:`sailkit.questions.Board` the kit's desk, the ``sailkit ruling``
command and the rulings desk page use: how a position is written and read, the map's
columns and rows, the headings, how a ship is put on a square or taken off. The
questions themselves, and what each kind of word in them may name, are the rules'
(:mod:`.asked`), which a record's ``[%ruling ...]`` annotations ask without the desk.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...questions import Question
from .asked import QUESTIONS, choices
from .board import COLUMNS, ROWS, coordinate
from .readings import READINGS
from .ships import counters
from .state import Position, ShipState
from .vocabulary import RULESET


class FightingSailDesk:
    """The :class:`sailkit.questions.Board` of *Fighting Sail*: positions in the notation of ``docs/notation.md``."""

    key: str = RULESET
    title: str = "Fighting Sail"
    example: str = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
    questions: Mapping[str, Question] = QUESTIONS
    columns: Sequence[str] = tuple(coordinate(c) for c in range(1, COLUMNS + 1))
    rows: Sequence[str] = tuple(coordinate(r) for r in range(1, ROWS + 1))
    place_words: Sequence[str] = ("column", "row")
    headings: Sequence[str] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    record_suffix: str = ".sail"

    def claims(self, text: str) -> bool:
        return text.split(maxsplit=1)[:1] == ["FS"]

    def parse(self, text: str) -> Position:
        return Position.parse(text)

    def format(self, position: Position) -> str:
        return str(position)

    def ships(self, position: Position) -> tuple[str, ...]:
        return tuple(s.name for s in position.ships)

    def counters(self) -> tuple[str, ...]:
        return tuple(counters())

    def choices(self, position: Position, kind: str) -> tuple[str, ...]:
        return choices(position, kind)

    def spot(self, column: str, row: str) -> str:
        """A square's name from its column and row: ``"10"``, ``"13"`` is ``"1013"`` [2.1]."""
        return f"{column}{row}"

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

    def readings(self, position: Position) -> Any:
        return position.readings

    def reading_book(self) -> Any:
        return READINGS

    def with_reading(self, position: Position, key: str, option: str) -> Position:
        return position.with_(readings=position.readings.replace(**{key: option}))

    def position_of(self, state: Any) -> Position:
        return state.position

    def figure(self, position: Position) -> Any:
        return position.figure()


#: What the kit's desk (:mod:`sailkit.questions`) finds through this rule set's ``DESK`` attribute.
DESK = FightingSailDesk()

__all__ = ["DESK", "QUESTIONS", "FightingSailDesk"]
