"""Fighting Ships' part of the replayer (:mod:`sailkit.replayer`): the ships' sheet and a live board of the table.

* Nothing is secret: every die and every manoeuvre is seen by both sides, so every side's view is the umpire's.
* A ship's line beside the board: her mainmast ``x,y`` and heading, her Damage and Anchor tokens and criticals
  (``D2 A1 fire``), and her state in words (struck, sunk, a prize, aground, gone off the table, entangled with ...)
  [1.2, 5.6, 6.1, 4.3.3].
* :class:`ReplayBoard` keeps one sheet of the table round every ship of every state: the sea, its grid, the turn
  and compass of the strip and the ruler are drawn once; a step redraws only the ships whose place, tokens or fate
  changed (each ship one piece, drawn by :func:`.drawing_game.draw_position`'s parts), the wind when it shifts and
  the key of the sides. The ships busy with the dice due or the move under way are framed in amber.
* The kit's marks of what happened (:mod:`sailkit.replayer.happened`): a ship's move as a trail from mainmast to
  mainmast, a salvo from firer to target with what it did, a boarding action where it was fought.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import Any

import shapely
from matplotlib.artist import Artist
from matplotlib.axes import Axes

from ....draw import table as tb
from ....geometry.table import Table
from ....replayer.board import TableBoard, readable
from ....replayer.happened import Cause
from ....replayer.support import ShipLine, Support
from ..notation import Vessel
from ..state import State
from .drawing_boats import boat_pieces, draw_night, drawn_boats
from .drawing_game import PLACE_INCHES, busy, on_table, ship_pieces, table_bounds
from .drawing_pieces import counter_pieces, drawn_counters
from .drawing_smoke import smoke_pieces
from .drawing_subs import air_sea_pieces, in_the_air, plane_shape
from .drawing_table import draw_land, draw_seascape, seascape_keys, side_key, wind_of

#: The throws of a salvo and of a boarding action, and what the marks call them [5.5-5.6.4, 6.1].
BETWEEN = dict.fromkeys(("gunnery", "bonus", "saves", "criticals", "strike", "boat-fire"), "fire")
BETWEEN |= {"boarding": "boarding", "boat-boarding": "boarding"}  # boats' too [6.3]


def _line(state: State, v: Vessel) -> ShipLine:
    """One ship's line: where she stands, her tokens and criticals, and what became of her [1.2, 5.6, 6.1]."""
    pose = v.ship.pose
    place = (
        "" if v.fate in ("sunk", "off") else f"{tb.at_words(pose.x, pose.y)} heading {tb.number_words(pose.heading)}"
    )
    marks = [f"D{v.damage}" if v.damage else "", f"A{v.anchors}" if v.anchors else "", *v.criticals]
    status = [{"off": "gone off the table"}.get(v.fate, v.fate) if v.fate != "afloat" else ""]
    status += [
        "aground" if v.aground else "",
        "entangled with " + ", ".join(sorted(v.entangled)) if v.entangled else "",
    ]
    return ShipLine(
        v.name, state.label(v.side), place, " ".join(m for m in marks if m), ", ".join(w for w in status if w)
    )


def _where(state: State, name: str) -> tuple[float, float] | None:
    """Where ``name``'s mainmast stands (a boat counter's point [6.3]), in inches; ``None`` once she is sunk or gone
    off the table."""
    boat = next((b for b in state.position.boats if b.name == name), None)
    if boat is not None:
        return None if boat.fate == "sunk" else (boat.point.x, boat.point.y)  # a crew gone aboard lay alongside
    v = state.vessel(name)
    return None if v.fate in ("sunk", "off") else (v.ship.pose.x, v.ship.pose.y)


def _kind(throw: Any) -> str:
    """A throw's kind, a captain's 1s thrown again counted as the batch they are thrown for [APP.1.2.2]."""
    return str(throw.held[-1][0] if throw.kind == "again" else throw.kind)


def _cause(state: State, action: Any, after: State) -> Cause | None:
    """What ``action`` is about: a salvo, a squadron's salvo or a boarding action, from the choice to its last die
    (done when no die of it is due any more) [5.1, 9.2, 6.1]; a boarding's attacker and defender."""
    if action.verb in ("fire", "board"):
        return Cause("fire" if action.verb == "fire" else "boarding", (str(action.ship), str(action.target)), False)
    if action.verb == "volley" and after.throw is not None:
        return Cause("fire", after.throw.ships, False)
    throw = state.throw
    if action.verb != "roll" or throw is None or _kind(throw) not in BETWEEN:
        return None
    more = after.throw is not None and after.throw.ships == throw.ships and _kind(after.throw) in BETWEEN
    return Cause(BETWEEN[_kind(throw)], (throw.ships[0], throw.ships[-1]), done=not more)


def _situation(state: State) -> str:
    """Where the Game-Turn stands, the wind and the weather, and the morale [2.1, 1.5, APP.2.2.1]."""
    pos = state.position
    phase = "over" if state.result else state.phase.value
    a, b = pos.morale
    return f"Game-Turn {pos.turn}, {phase}; wind from {pos.wind}, {pos.weather.value}; morale {a} to {b}"


class ReplayBoard(TableBoard):
    """One figure of the table round every ship of every state and every annotated point ``places``; :meth:`update`
    redraws only the pieces that changed."""

    def __init__(self, states: Iterable[State], places: Sequence[str] = ()) -> None:
        positions = [s.position for s in states]
        table = Table(*positions[0].table) if positions else Table(48, 48)
        super().__init__(
            table_bounds(
                positions, [shapely.Point(q).buffer(PLACE_INCHES / 2, 24) for q in readable(table.parse, places)]
            ),
            table,
            alt="The table of a replayed Fighting Ships game",
            turn="Game-Turn",
            keys=seascape_keys(positions[0]) if positions else (),
        )
        if positions:  # the shores, fog, squalls and shoals stay where the scenario laid them [1.5.2d-g]
            draw_land(self.ax, [shapely.box(*s) for s in positions[0].shores], self.area)
            draw_seascape(self.ax, positions[0], self.area)
            draw_night(self.ax, positions[0], self.area)  # a night's tint stays all game [3.2.1]

    def fits(self, state: State) -> bool:
        """Whether every ship on the table in ``state`` lies inside the part of the table drawn."""
        return all(self.area.contains(v.ship.base) for v in on_table(state.position))

    def update(self, state: State, heading: str) -> None:
        """Show ``state``: the heading (none when ``heading`` is empty), each ship, the wind and the sides' key."""
        self.write_heading(heading, _situation(state))
        pos = state.position
        self.turn.set_text(f"Game-Turn {pos.turn}")
        wanted: dict[tuple[Any, ...], Callable[[Axes], list[Artist]]] = {}
        taken: list[Any] = []  # the ships and their names, then each piece's words: no words over others [issue 24]
        wanted.update(ship_pieces(self.ax, on_table(pos), busy(state), taken))
        wanted.update(boat_pieces(pos, busy(state)))  # boat counters [6.3]
        taken += [plane_shape(a.pose).buffer(0.1) for a in in_the_air(pos)]
        taken += [shapely.Point(c.point.x, c.point.y).buffer(0.6) for c in drawn_counters(pos)]
        wanted.update(air_sea_pieces(pos, self.ax, taken))  # submarine packs and aircraft [7.1, 8.1]
        wanted.update(counter_pieces(pos, self.ax, taken))  # torpedo, missile and mine counters [5.7.1, 5.8.1, 9.1.5]
        wanted.update(smoke_pieces(pos))  # smoke laid in play [9.1.6]
        wind = wind_of({"wind": pos.wind})
        draw_wind = partial(self.sheet.draw_wind, wind_from=wind["wind_from"], words=wind["wind_words"])
        wanted[("wind", pos.wind)] = partial(draw_wind, width=tb.STRIP)
        sides = tuple(side_key([*(v.ship for v in on_table(pos)), *drawn_boats(pos)]))
        wanted[("sides", sides)] = partial(self.sheet.draw_sides, sides=sides, width=tb.STRIP)
        self.pieces.show(wanted)

    def dynamic(self) -> list[Artist]:
        return [*self.heading_artists(), self.turn, *self.pieces.artists()]

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, the form of every artist of :meth:`dynamic` (see :meth:`sailkit.replayer.canvas.BlitCanvas.
        frame`): the heading's lines by their words; each piece's artists by the piece's key, which says all it shows
        and where, so each is drawn whole or pasted where it was drawn before."""
        out = self.text_forms(("turn", self.turn))
        for key, artists in self.pieces.shown.items():
            for i, a in enumerate(artists):
                out[id(a)] = ((key, i), (0.0, 0.0))
        return out


SUPPORT = Support(_line, ReplayBoard, where=_where, cause=_cause)

__all__ = ["SUPPORT", "ReplayBoard"]
