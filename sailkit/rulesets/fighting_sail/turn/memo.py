"""What the sequencer remembers, and for how long [4.2]: answers kept for the objects they were worked out for.

:class:`~sailkit.memo.Memo` (the kit's) keeps recent answers by the identity of immutable values; :class:`ShipTable`
keeps a ship's answers with the squares looked at, redone when a ship enters or leaves one [7.54, 7.81-7.83].
Neither changes an answer (``tests/fighting_sail/test_fast_paths.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

from ....geometry.squares import Square
from ....memo import Memo as Memo  # where the sequencer's tests have found it
from ..state import Position, ShipState, squares_looked_at

T = TypeVar("T")

#: The squares an answer was worked out from, each with how many ships it held then.
Looked = tuple[tuple[Square, int], ...]


class ShipTable(Generic[T]):
    """Answers about a ship, each remembered with the squares the rules looked at while working it out [7.54].

    A ship's steps depend only on the ship itself (its order turns too [7.74]), the wind, the Game-Turn,
    the readings and how many ships stand in the squares the rules looked at on the way [7.54, 7.81-7.83]:
    so they are worked out again only when a ship moves into or out of one of those squares.
    """

    def __init__(self) -> None:
        self._table: dict[tuple[Any, ...], list[tuple[Looked, T]]] = {}
        #: The entries of the last ship state asked about under each ship's name, found by identity (positions
        #: made by moving another ship hold the very same ship states): no ship state, wind or readings hashed.
        self._last: dict[str, tuple[ShipState, Position, list[tuple[Looked, T]]]] = {}

    def _entries(self, pos: Position, s: ShipState) -> list[tuple[Looked, T]]:
        """The entries about ``s`` in ``pos``'s wind, Game-Turn and readings (a list kept in the table)."""
        last = self._last.get(s.name)
        if last is not None and last[0] is s:
            at = last[1]
            if at is pos or (at.wind is pos.wind and at.turn == pos.turn and at.readings is pos.readings):
                return last[2]
        entries = self._table.setdefault((s, pos.wind, pos.turn, pos.readings), [])
        self._last[s.name] = (s, pos, entries)
        return entries

    def entry(self, pos: Position, s: ShipState) -> tuple[Looked, T] | None:
        """The remembered ``(squares looked at with their ship counts, answer)`` about ``s`` that still holds."""
        entries = self._entries(pos, s)
        if entries:
            occupied = pos.occupied()
            for entry in entries:
                for sq, n in entry[0]:
                    if len(occupied.get(sq, ())) != n:
                        break
                else:  # every square holds as many ships as it did
                    return entry
        return None

    def get(self, pos: Position, s: ShipState) -> T | None:
        """The answer about ``s`` remembered here, if the squares it was worked out from still hold as many ships
        as they did; else ``None``."""
        entry = self.entry(pos, s)
        return None if entry is None else entry[1]

    def remember(self, pos: Position, s: ShipState, compute: Callable[[], T]) -> tuple[Looked, T]:
        """Work an answer about ship ``s`` out and remember it with the squares the rules looked at: that entry."""
        with squares_looked_at() as seen:
            value = compute()
        occupied = pos.occupied()
        looked = tuple((sq, len(occupied.get(sq, ()))) for sq in seen)
        if len(self._table) > 4096:
            self._table.clear()
            self._last.clear()
        entries = self._entries(pos, s)
        entry = (looked, value)
        entries.insert(0, entry)
        del entries[8:]
        return entry


def squares_changed(before: Position | None, pos: Position) -> set[Square] | None:
    """The squares where ``pos`` may hold other ships than ``before`` (those of every ship whose state
    differs, where it was and where it is), or ``None`` when the two cannot be compared so (another wind,
    Game-Turn, readings or list of ships)."""
    if (
        before is None
        or before.wind is not pos.wind
        or before.turn != pos.turn
        or before.readings is not pos.readings
        or len(before.ships) != len(pos.ships)
    ):
        return None
    changed: set[Square] = set()
    for a, b in zip(before.ships, pos.ships):
        if a is not b:
            changed.add(a.square)
            changed.add(b.square)
    return changed
