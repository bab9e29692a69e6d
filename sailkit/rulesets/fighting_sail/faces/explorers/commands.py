"""The orders explorer of the commands tutorial [6.0]: which of the five orders a ship may be given, and how a
wheel test goes [6.1, 6.21, 6.22]."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from ..... import widgets as kit
from .....explorer_parts import compass, die_dropdown, joined
from .....geometry.compass import Direction
from .....rulings import Ruling
from ...commands import command_ruling
from ...damage import crew_value
from ...state import Position
from ...vocabulary import COMMANDS
from .base import FightingSailExplorer, around, on_board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


class OrdersExplorer(FightingSailExplorer):
    """Change a ship's heading and damage and see which of the five orders it may be given [6.1, 6.21, 6.22].

    Controls: heading, hull hits [10.12], masts, fouled, a wheel hit and its test [6.21, 10.32]. ``explorer.rulings``
    holds :func:`~.commands.command_ruling` an order; ``explorer.wheel`` the wheel test or ``None``."""

    def __init__(self, position: Position, ship: str, *, draw: bool = True) -> None:
        s = position.ship(ship)
        self.position = position
        self.ship = s.name
        self.heading = self.control(compass("heading [5.1]", s.facing.name))
        self.hull = self.control(kit.slider("hull hits [10.12]", s.hull, 0, 9))
        self.masts = self.control(kit.slider("masts lost [10.31]", s.masts, 0, 3))
        self.fouled = self.control(kit.checkbox("fouled [7.81]", s.fouled))
        self.wheel_hit = self.control(kit.checkbox("wheel hit [10.32]", s.wheel))
        self.order = self.control(kit.dropdown("order given [6.12]", COMMANDS, "ahead"))
        self.die = self.control(die_dropdown("wheel test die [6.21]", first="1"))
        self._show_in(520, draw=draw)
        self.rulings: dict[str, Ruling] = {}
        self.wheel: Ruling | None = None
        self._watch()

    @property
    def current(self) -> Position:
        """The position with the ship as the controls set it (no order on it yet)."""
        s = self.position.ship(self.ship).with_(
            facing=Direction.parse(self.heading.value),
            hull=self.hull.value,
            masts=self.masts.value,
            fouled=self.fouled.value,
            wheel=self.wheel_hit.value,
            command=None,
        )
        return self.position.with_ship(s)

    @property
    def allowed(self) -> tuple[str, ...]:
        """The orders the ship may be given, in the order of 6.12."""
        return tuple(c for c, r in self.rulings.items() if r)

    def update(self, change: dict[str, Any] | None = None) -> None:
        """Ask the rules about each order (and the wheel test), then refresh the label and picture."""
        from ...commands import give_command, wheel_test

        pos = self.current
        self.rulings = {c: command_ruling(pos, self.ship, c) for c in COMMANDS}
        self.wheel = None
        if self.wheel_hit.value and self.rulings[self.order.value]:
            ordered = give_command(pos, self.ship, self.order.value)
            self.wheel = wheel_test(ordered, self.ship, int(self.die.value))[1]
        self.label.value = self._label_html()
        self.redraw()

    def _label_html(self) -> str:
        s = self.current.ship(self.ship)
        rows = []
        for c, r in self.rulings.items():
            last = r.steps[-1]
            mark = "&#10003;" if r else "&#10007;"
            rows.append(
                f"<tr><td>{mark} <b>{c}</b></td><td>{html.escape(last.words)} [{html.escape(last.case)}]</td></tr>"
            )
        head = f"{s.name}: Crew Value {crew_value(s, self.current.readings)}; may be given {', '.join(self.allowed) or 'no order'}"
        out = f"<b>{html.escape(head)}</b><table>{''.join(rows)}</table>"
        if self.wheel is not None:
            out += f"<div><b>wheel test</b>: {html.escape(self.wheel.headline())}</div>"
            out += "".join(f"<div>[{html.escape(st.case)}] {html.escape(st.reason)}</div>" for st in self.wheel.steps)
        return out

    @property
    def text(self) -> str:
        return joined(*self.rulings.values(), self.wheel)

    def figure(self) -> Figure:
        pos = self.current
        letters = "".join(c[0].upper() for c in self.allowed)
        allowed = ", ".join(self.allowed) or "no order"
        return on_board(
            self.rulings[self.order.value],
            pos,
            extent=around(pos.ship(self.ship).square),
            marked=[self.ship],
            captions={self.ship: f"orders {letters}" if letters else "no order"},
            title=f"{self.ship} may be given: {allowed}",
            subtitle=f"Crew Value {crew_value(pos.ship(self.ship), pos.readings)}, heading {pos.ship(self.ship).facing}, wind from {pos.wind}",
        ).figure()


__all__ = ["OrdersExplorer"]
