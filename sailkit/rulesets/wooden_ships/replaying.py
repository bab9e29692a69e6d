"""Wooden Ships & Iron Men's part of the replayer (:mod:`sailkit.replayer`): secret orders, the ships' logs, a live board.

The rule set's ``REPLAY`` companion: :data:`SUPPORT` tells the kit's replayer what only
the rules know.

* Secrecy [7.2.5, 10.2.1]: written orders stay face down to the other side until every
  order of the turn is written, boarding parties until both sides are done with the
  Boarding Phase. The rules say so once (``RULES.conceal``); the kit walks a record with
  it (:mod:`sailkit.secrecy`) and :meth:`WoodenShipsReplay.hide` takes the hidden orders
  and parties out of the ships' logs.
* The ships' lines beside the board come from each ship's log: hull, crew, guns and
  rigging boxes left, load, status and the order written (when the viewer may see it).
* :class:`ReplayBoard` is the hex board of :mod:`.drawing` kept alive: the sea of named hexes
  is drawn once; a step redraws the counters and the wind only when a ship moved, struck or
  was locked or freed, or the wind shifted (otherwise only the heading changes).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from matplotlib.artist import Artist
from matplotlib.figure import Figure

from ...geometry.hexes import Hex, HexGrid
from ...replayer.support import ShipLine
from ...secrecy import Hidden
from .drawing import draw_sea, draw_ships, replay_window
from .game import RULES
from .state import Position, Ship, State

#: Inches a hex's width takes on the board, and the widest board, in inches.
INCH_PER_HEX, MAX_INCHES = 0.34, 9.0


class WoodenShipsReplay:
    """:class:`sailkit.replayer.support.ReplaySupport` for Wooden Ships & Iron Men."""

    def hide(self, state: State, hidden: Sequence[Hidden]) -> tuple[State, tuple[str, ...]]:
        """The written orders [7.2.5] and boarding parties [10.2.1] ``hidden`` from a side lie face down: those ships'
        logs show neither.

        Which are hidden, and until when, is the rules' ``conceal`` (:meth:`.game.WoodenShipsRules.conceal`, walked by
        :mod:`sailkit.secrecy`).
        """
        orders = {str(h.action.ship) for h in hidden if h.action.verb == "order"}
        parties = {str(h.action.ship) for h in hidden if h.action.verb in ("board", "defend", "transfer")}
        if not orders and not parties:
            return state, ()
        seen = state.with_(
            orders=tuple((n, o) for n, o in state.orders if n not in orders),
            parties=tuple(p for p in state.parties if p.ship not in parties),
        )
        return seen, tuple(dict.fromkeys(str(h.action.ship) for h in hidden))

    def ships(self, state: State) -> tuple[ShipLine, ...]:
        """Every ship's log as the viewer may see it."""
        return tuple(_line(state, s) for s in state.position.ships)

    def board(self, states: Iterable[State]) -> ReplayBoard:
        return ReplayBoard(states)


SUPPORT = WoodenShipsReplay()


def _line(state: State, s: Ship) -> ShipLine:
    """One ship's line: bow hex and facing, the boxes left of her log, and what she is doing [2.31, 11.4]."""
    place = f"{state.grid.format(s.bow)} {s.facing.number}" if s.bow in state.grid else ""
    left, right = s.guns
    damage = (
        f"hull {s.hull}, crew {'-'.join(map(str, s.crew))}, guns {left}/{right}, "
        f"rigging {'-'.join(map(str, s.rigging))}"
    )
    status = [] if s.status.fights else [f"{s.status.value} [11.4]"]
    if s.side != s.owner:
        status.append(f"prize of {s.side} [12.4]")
    for a, b in state.position.fouled:
        if s.name in (a, b):
            status.append(f"fouled with {b if a == s.name else a} [8.3]")
    for a, b in state.position.grappled:
        if s.name in (a, b):
            status.append(f"grappled with {b if a == s.name else a} [9.0]")
    unloaded = [w for w, ready in zip(("left", "right"), s.loaded, strict=True) if not ready]
    if unloaded:
        status.append(f"{' and '.join(unloaded)} unloaded [13.0]")
    order = state.order_of(s.name)
    if order is not None:
        status.append(f"order {order} [7.2]")
    return ShipLine(s.name, s.side, place, damage, ", ".join(status))


class ReplayBoard:
    """One figure of the hexes around every ship the states put on the map; :meth:`update` redraws only on a change."""

    def __init__(self, states: Iterable[State]) -> None:
        states = list(states)
        self.grid = states[0].grid if states else HexGrid(1, 1)
        self.hexes = set(replay_window([st.position for st in states], self.grid))
        xs = [h.center[0] for h in self.hexes] or [0.0]
        ys = [h.center[1] for h in self.hexes] or [0.0]
        width, height = max(xs) - min(xs) + 2.0, max(ys) - min(ys) + 2.0
        inch = min(INCH_PER_HEX, MAX_INCHES / max(width, height))
        self.figure = Figure(figsize=(width * inch, height * inch + 0.5))
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, height * inch / (height * inch + 0.5)))
        if self.hexes:
            draw_sea(self.ax, sorted(self.hexes), self.grid)
        self._title = self.ax.set_title("", fontsize=9, loc="left")
        self._shown: tuple[Position | None, list[Artist]] = (None, [])

    def fits(self, state: State) -> bool:
        """Whether every hex of the map a ship of ``state`` covers is inside the window drawn (one off the map is not drawn)."""
        return all(h in self.hexes for s in state.position.ships for h in s.counter.hexes if h in self.grid)

    def update(self, state: State, heading: str) -> None:
        """Show ``state`` under ``heading`` (and where the turn stands); counters and wind redrawn only when they moved."""
        pos = state.position
        where = f"turn {pos.turn}, {state.phase.replace('_', ' ')} phase"
        self._title.set_text(f"{heading}\n{where}" if heading else "")
        if self._shown[0] is not None and _drawn(self._shown[0]) == _drawn(pos):
            return
        for a in self._shown[1]:
            a.remove()
        self._shown = (pos, draw_ships(self.ax, pos))

    def dynamic(self) -> list[Artist]:
        return [self._title, *self._shown[1]]

    def point(self, state: State, place: str) -> tuple[float, float]:
        return self._hex(state, place).center

    def cell(self, state: State, place: str) -> Sequence[tuple[float, float]]:
        return [(float(x), float(y)) for x, y in self._hex(state, place).polygon.exterior.coords[:-1]]

    @staticmethod
    def _hex(state: State, place: str) -> Hex:
        return RULES.place(state, place)


def _drawn(pos: Position) -> tuple[Any, ...]:
    """What the board draws of ``pos``: the counters, their colours and names, the locked pairs and the wind."""
    ships = tuple((s.name, s.side, s.bow, s.facing, s.status.fights) for s in pos.ships)
    return ships, pos.fouled, pos.grappled, pos.wind.direction


__all__ = ["SUPPORT", "ReplayBoard", "WoodenShipsReplay"]
