"""*As Per Margin*'s rulings desk: the open table as the pickers show it, on the kit's desk base.

Places are points ``x,y`` in inches, headings degrees; a desk position is a :class:`~..notation.DeskPosition` (the
position and the readings its questions use). Everything else (the notation, the questions, the readings) the kit's
:class:`~sailkit.questions.DeskBase` finds through the rule set's ``RULESET``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ....geometry.board import format_real
from ....questions import TableDesk
from ..notation import TABLE, DeskPosition


class AsPerMarginDesk(TableDesk):
    """The desk's board of *As Per Margin*: a 72 by 48 inch table, a ship placed by its mainmast and heading."""

    def ships(self, table: DeskPosition) -> tuple[str, ...]:
        return tuple(s.name for s in table.position.ships)

    def place(self, table: DeskPosition, ship: str, square: str, heading: str) -> DeskPosition:
        """Move ``ship`` to the point ``square`` (``"x,y"`` in inches) with its bow toward ``heading`` degrees."""
        old = table.position.ship(ship)
        pose = TABLE.parse_pose(f"{square}@{heading}")
        ships = tuple(old.with_(pose=pose) if s.name == old.name else s for s in table.position.ships)
        return replace(table, position=replace(table.position, ships=ships))

    def remove(self, table: DeskPosition, ship: str) -> DeskPosition:
        gone = table.position.ship(ship).name
        ships = tuple(s for s in table.position.ships if s.name != gone)
        return replace(table, position=replace(table.position, ships=ships))

    def where(self, table: DeskPosition, ship: str) -> tuple[str, str, str]:
        s = table.position.ship(ship)
        return format_real(s.pose.x), format_real(s.pose.y), format_real(s.pose.heading)

    def position_of(self, state: Any) -> DeskPosition:
        """The table at a point of a recorded game: its position and the game's readings."""
        return DeskPosition(state.position, state.readings)

    def figure(self, table: DeskPosition) -> Any:
        return table.position.figure()


#: What the kit's desk (:mod:`sailkit.questions`) finds through this rule set's desk face.
DESK = AsPerMarginDesk("as_per_margin", 72, 48, ".apm")

__all__ = ["DESK", "AsPerMarginDesk"]
