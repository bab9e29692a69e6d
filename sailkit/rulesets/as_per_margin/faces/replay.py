"""As Per Margin's part of the replayer (:mod:`sailkit.replayer`): the ships' lines and a live board of the open table.

The rule set's ``REPLAY`` companion: :data:`SUPPORT` tells the kit's replayer what only
the rules know.

* Nothing is secret: every move and every die is seen by both sides (the rules'
  ``observe`` and ``conceal`` hide nothing), so every side's view is the umpire's.
* A ship's line beside the board: its mainmast ``x,y`` and heading, the boxes crossed off
  its tracking chart, and its state in words (:meth:`.game.State.status`, fallen aboard).
* :class:`ReplayBoard` is a sheet of the table (:mod:`sailkit.draw.table`) kept alive:
  the sea, its grid, the compass and the ruler are drawn once, round every ship of the
  replay; a step redraws only the ships that moved, struck or left (each ship's hull and
  her name apart: :func:`.drawing.ship_parts`; a name moves only when the ships round it
  leave it no room where it was), the wind only when it shifted, and the key under the ruler
  (each colour's nation or side, and grey for struck ships once one has struck) only when it
  says something new. The board says what each
  of its artists shows (:meth:`ReplayBoard.forms`), so the canvas pastes the pixels of one
  drawn before over the same pixels instead of drawing it again. Annotated places are points
  ``x,y`` in inches of the game's table, read by the kit's table board (:class:`~sailkit.replayer.board.TableBoard`):
  an arrow runs between two of them, a highlight is a disc round one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes

from ....draw import table as tb
from ....geometry.table import Table
from ....replayer.board import TableBoard
from ....replayer.happened import Cause
from ....replayer.support import ShipLine, Support
from ..ships import Ship
from ..state import State
from .drawing import hull_of, replay_bounds, ship_key, ship_parts


def _line(state: State, s: Ship) -> ShipLine:
    gone = s.name in state.gone or s.sunk
    place = "" if gone else f"{s.pose.x:g},{s.pose.y:g} heading {s.pose.heading:g}"
    d, ch = s.damage, s.chart
    lost = [
        f"masts {d.masts}/{ch.masts}" if d.masts else "",
        f"guns P {d.port}/{ch.guns_side}" if d.port else "",
        f"guns S {d.starboard}/{ch.guns_side}" if d.starboard else "",
        f"hull {d.hull}/{ch.hull}" if d.hull else "",
    ]
    words = [state.status(s.name)]
    if s.locked_with:
        words.append("fallen aboard " + ", ".join(sorted(s.locked_with)))
    status = ", ".join(w for w in words if w and w != "fighting")
    return ShipLine(s.name, state.label(s.side), place, ", ".join(w for w in lost if w), status)


class ReplayBoard(TableBoard):
    """One figure of the table round every ship of every state and every annotated point ``places``; :meth:`update`
    redraws only what changed."""

    def __init__(self, states: Iterable[State], places: Sequence[str] = ()) -> None:
        states = list(states)
        table = states[0].setup.area if states else Table(72, 48)
        super().__init__(replay_bounds(states, places), table, alt="The table of a replayed As Per Margin game")
        self._drawn: tuple[Any, ...] | None = None  # what the pieces were made of (_drawn)

    def fits(self, state: State) -> bool:
        """Whether every ship still on the table in ``state`` lies inside the part of the table drawn."""
        return all(
            self.area.contains(hull_of(s)) for s in state.position.ships if s.name not in state.gone and not s.sunk
        )

    def update(self, state: State, heading: str) -> None:
        """Show ``state``: the heading (none when ``heading`` is empty), the ships where one changed, the wind."""
        self.write_heading(heading, _situation(state))
        self.turn.set_text(f"turn {state.position.turn}")
        pos = state.position
        drawn = _drawn(state)
        if drawn == self._drawn:
            return  # the same ships where they were, the same wind: the same pieces
        self._drawn = drawn
        ships = [s for s in pos.ships if s.name not in state.gone and not s.sunk]
        wanted: dict[tuple[Any, ...], Callable[[Axes], list[Artist]]] = {
            ("wind", pos.wind_from): partial(self.sheet.draw_wind, wind_from=pos.wind_from, width=tb.STRIP)
        }
        wanted.update(ship_parts(self.ax, ships))
        entries = tuple(ship_key(ships))  # under the ruler: each colour's side, and grey once a ship has struck
        wanted[("sides", entries)] = partial(self.sheet.draw_sides, sides=entries, width=tb.STRIP)
        self.pieces.show(wanted)

    def dynamic(self) -> list[Artist]:
        return [*self.heading_artists(), self.turn, *self.pieces.artists()]

    def key(self) -> Hashable:
        """Everything the board shows now: the heading's words, the wind and the key, and last the ships' pieces, each by
        what it shows."""
        shown = frozenset(self.pieces.shown)
        ships = frozenset(k for k in shown if k[0] not in ("wind", "sides"))
        return *self.heading_words(), self.turn.get_text(), shown - ships, ships

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, the form of every artist of :meth:`dynamic` and where it stands (see
        :meth:`sailkit.replayer.canvas.BlitCanvas.frame`): the heading's lines by their words; a ship's hull, bow and
        mainmast by her heading, colour and whether struck, at her mainmast; a name by its words, colour and alignment,
        at its point; the wind by where it blows from."""
        out = self.text_forms(("turn", self.turn))
        for key, artists in self.pieces.shown.items():
            if key[0] == "hull":
                _, _, pose, colour, struck = key
                look: Hashable = ("hull", pose.heading, colour, struck)
                point = self.display((pose.x, pose.y))
            elif key[0] == "name":
                _, _, words, (at, ha, va), colour = key
                look, point = ("name", words, ha, va, colour), self.display(at)
            elif key[0] == "sides":
                look, point = key, (0.0, 0.0)  # drawn at the same place of the axes whatever the state
            else:
                look, point = key, (0.0, 0.0)  # drawn at the same place of the axes whatever the wind
            for i, a in enumerate(artists):
                out[id(a)] = ((look, i), point)
        return out


def _drawn(state: State) -> tuple[Any, ...]:
    """What the board draws of ``state``: the wind, and where each ship stands, her side, whether struck, sunk or
    gone."""
    ships = tuple((s.name, s.side, s.pose, s.struck_to, s.sunk, s.name in state.gone) for s in state.position.ships)
    return state.position.wind_from, ships


def _situation(state: State) -> str:
    """Where the turn stands, the wind and its speed dice [TURN SEQUENCE, APM-01; WIND SPEED, APM-03]."""
    pos = state.position
    phase = "set-up" if state.phase is None else state.phase.value
    return (
        f"turn {pos.turn}, {phase}; wind from {pos.wind_from:g}°, speed dice {pos.speed.first} and {pos.speed.second}"
    )


def _where(state: State, name: str) -> tuple[float, float] | None:
    """Where ``name``'s mainmast stands on the table, in inches; ``None`` once she is sunk or gone off it."""
    s = state.position.ship(name)
    return None if s.sunk or name in state.gone else (s.pose.x, s.pose.y)


#: The verbs that throw dice between two ships, and what their marks call them [FIRE, APM-07; BOARDING, APM-12].
_BETWEEN = {"fire": "fire", "board": "boarding"}


def _cause(state: State, action: Any, _after: State) -> Cause | None:
    """What ``action`` is about: a broadside fired or a boarding begun (their dice to come); for a die, the throw it
    belongs to and its ships, done with the throw's last die [TURN SEQUENCE, APM-01]."""
    if action.verb in _BETWEEN:
        return Cause(_BETWEEN[action.verb], (str(action.ship), str(action.target)), done=False)
    throw = state.throw
    if action.verb != "roll" or throw is None or not throw.ships:
        return None
    return Cause(_BETWEEN.get(throw.kind, throw.kind), throw.ships, done=throw.want <= 1)


SUPPORT = Support(_line, ReplayBoard, where=_where, cause=_cause)

__all__ = ["SUPPORT", "ReplayBoard"]
