"""*Wooden Ships & Iron Men*'s rulings desk: the hex map as the pickers show it, on the kit's desk base [2.2, 3.2].

A desk position is a :class:`~..state.State`; a ship stands on the hex of her bow, heading one of the map's six
directions. Putting a ship of the counter list (a chart type, ``US-44``) on the map adds her with a new log, as a
scenario does [3.2]. Everything else (the notation, the questions, the readings) the kit's
:class:`~sailkit.questions.DeskBase` finds through the rule set's ``RULESET``.
"""

from __future__ import annotations

from typing import Any

from ....geometry.hexes import HexDirection
from ....questions import DeskBase
from ..notation import DEFAULT_GRID
from ..questions import choices
from ..scenarios import ShipSpec
from ..setting_up import new_ship
from ..ships import ship_type, ship_types
from ..state import State


class WoodenShipsDesk(DeskBase):
    """The desk's board: the default 40x30 hex map, hexes named by column letter and row number (``J18``)."""

    cell = "hex"
    columns = tuple(
        DEFAULT_GRID.format(DEFAULT_GRID.hex(c, 1)).removesuffix("1") for c in range(1, DEFAULT_GRID.columns + 1)
    )
    rows = tuple(str(r) for r in range(1, DEFAULT_GRID.rows + 1))
    headings = tuple(str(d.number) for d in HexDirection)
    record_suffix = ".wsim"

    @property
    def ruleset(self) -> Any:
        from .. import RULESET

        return RULESET

    def ships(self, state: State) -> tuple[str, ...]:
        return choices(state, "ship")

    def counters(self) -> tuple[str, ...]:
        """Ship types by chart key: a new ship is named for her type (``US-44``)."""
        return tuple(sorted(ship_types()))

    def more_choices(self, state: State, kind: str) -> tuple[str, ...]:
        return choices(state, kind)

    def place(self, state: State, ship: str, square: str, heading: str) -> State:
        """Move ``ship`` to hex ``square`` facing direction ``heading`` (1-6), or add a ship of chart type ``ship``
        with a new log [3.2]."""
        bow, facing = state.grid.parse(square), HexDirection.parse(heading)
        position = state.position
        if ship in self.ships(state):
            return state.with_(position=position.with_ship(position.ship(ship).with_(bow=bow, facing=facing)))
        st = ship_type(ship, state.readings)
        spec = ShipSpec(ship, st.key, st.nation, "average", state.grid.format(bow), facing)
        added = new_ship(spec, state.level, state.readings, state.grid)
        return state.with_(position=position.with_(ships=(*position.ships, added)))

    def remove(self, state: State, ship: str) -> State:
        gone = state.position.ship(ship).name
        return state.with_(
            position=state.position.with_(ships=tuple(s for s in state.position.ships if s.name != gone))
        )

    def where(self, state: State, ship: str) -> tuple[str, str, str]:
        name = state.grid.format(state.position.ship(ship).bow)
        column = name.rstrip("0123456789")
        return column, name[len(column) :], str(state.position.ship(ship).facing.number)

    def position_of(self, state: State) -> State:
        return state

    def figure(self, state: State) -> Any:
        from .drawing import position_figure

        return position_figure(state.position, state.grid)


#: What the kit's desk (:mod:`sailkit.questions`) finds through the rule set's desk face.
DESK = WoodenShipsDesk()

__all__ = ["DESK", "WoodenShipsDesk"]
