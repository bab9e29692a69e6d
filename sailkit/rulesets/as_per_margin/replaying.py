"""As Per Margin's part of the replayer (:mod:`sailkit.replayer`): the ships' lines and a live board of the open table.

The rule set's ``REPLAY`` companion: :data:`SUPPORT` tells the kit's replayer what only
the rules know.

* Nothing is secret: every move and every die is seen by both sides (the rules'
  ``conceal`` hides nothing), so every side's view is the umpire's.
* A ship's line beside the board: its mainmast ``x,y`` and heading, the boxes crossed off
  its tracking chart, and its state in words (:meth:`.game.State.status`, fallen aboard).
* :class:`ReplayBoard` is a sheet of the table (:mod:`sailkit.draw.table`) kept alive:
  the sea, its grid, the compass and the ruler are drawn once, round every ship of the
  replay; a step redraws the ships only when one moved, was damaged, struck or left, and
  the wind only when it shifted. Annotated places are points ``x,y`` in inches: an arrow
  runs between two of them, a highlight is a disc round one.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import shapely
from matplotlib.artist import Artist
from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import offset_copy

from ...draw import style
from ...draw import table as tb
from ...draw.figure import describe, scale
from ...replayer.support import ShipLine
from ...secrecy import Hidden
from .drawing import draw_ships, hull_of, replay_bounds
from .game import RULES, State
from .ships import Ship

#: Figure inches above the board for its two heading lines (an export's; a notebook writes its own beside it).
HEAD_INCHES = 0.62
#: A highlighted place on the table: a disc this many inches across round the point.
HIGHLIGHT_INCHES = 3.0


class AsPerMarginReplay:
    """:class:`sailkit.replayer.support.ReplaySupport` for As Per Margin."""

    def hide(self, state: State, hidden: Sequence[Hidden]) -> tuple[State, tuple[str, ...]]:
        """Nothing is played face down in As Per Margin (the rules' ``conceal`` hides nothing): the state as it is."""
        return state, ()

    def ships(self, state: State) -> tuple[ShipLine, ...]:
        """Every ship's line: where its mainmast stands, what its chart has lost, its state in words."""
        return tuple(_line(state, s) for s in state.position.ships)

    def board(self, states: Iterable[State]) -> ReplayBoard:
        return ReplayBoard(states)


SUPPORT = AsPerMarginReplay()


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
    return ShipLine(s.name, state.label(s.side), place, " ".join(w for w in lost if w), status)


def _drawn(state: State) -> tuple[Any, ...]:
    """What the board draws of ``state``'s ships: where each stands, its side, whether struck, and which are gone."""
    return tuple((s.name, s.side, s.pose, s.struck_to, s.sunk, s.name in state.gone) for s in state.position.ships)


class ReplayBoard:
    """One figure of the table round every ship of every state; :meth:`update` redraws only what changed."""

    #: A place is a point: arrows between places are drawn as for a place 3 inches across.
    place_size = HIGHLIGHT_INCHES

    def __init__(self, states: Iterable[State]) -> None:
        states = list(states)
        self.bounds = replay_bounds(states)
        width, height = tb.extent(self.bounds)
        inch = scale(width, height, inch_per_unit=tb.INCH_PER_INCH, max_inches=tb.MAX_INCHES)
        total = height * inch + HEAD_INCHES
        self.figure = Figure(figsize=(width * inch, total))
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, height * inch / total))
        tb.furnish(self.ax, self.bounds)
        self._area = shapely.box(*self.bounds)
        self._title, self._subtitle = self._heading()
        self._ships: tuple[tuple[Any, ...] | None, list[Artist]] = (None, [])
        self._wind: tuple[float | None, list[Artist]] = (None, [])
        describe(self.figure, "The table of a replayed As Per Margin game")

    def _heading(self) -> tuple[Text, Text]:
        out = []
        for lift, size, weight in ((4.0 + 10.0 * 1.3 + 2.0, style.TITLE_POINTS, "bold"), (4.0, 10.0, "normal")):
            where = offset_copy(self.ax.transAxes, fig=self.figure, y=lift, units="points")
            out.append(
                self.ax.text(0.01, 1.0, "", transform=where, ha="left", va="bottom", fontsize=size, weight=weight)
            )
        return out[0], out[1]

    def fits(self, state: State) -> bool:
        """Whether every ship still on the table in ``state`` lies inside the part of the table drawn."""
        return all(
            self._area.contains(hull_of(s)) for s in state.position.ships if s.name not in state.gone and not s.sunk
        )

    def update(self, state: State, heading: str) -> None:
        """Show ``state``: the heading (none when ``heading`` is empty), the ships where one changed, the wind."""
        self._title.set_text(heading)
        self._subtitle.set_text(_situation(state) if heading else "")
        pos = state.position
        if self._wind[0] != pos.wind_from:
            for a in self._wind[1]:
                a.remove()
            self._wind = (pos.wind_from, tb.wind_mark(self.ax, tb.wind_spot(self.bounds), pos.wind_from))
        drawn = _drawn(state)
        if self._ships[0] != drawn:
            for a in self._ships[1]:
                a.remove()
            ships = [s for s in pos.ships if s.name not in state.gone and not s.sunk]
            self._ships = (drawn, draw_ships(self.ax, ships))

    def dynamic(self) -> list[Artist]:
        return [self._title, self._subtitle, *self._wind[1], *self._ships[1]]

    def point(self, state: State, place: str) -> tuple[float, float]:
        x, y = RULES.place(state, place)
        return (x, y)

    def cell(self, state: State, place: str) -> Sequence[tuple[float, float]]:
        disc = shapely.Point(self.point(state, place)).buffer(HIGHLIGHT_INCHES / 2, 24)
        return [(float(x), float(y)) for x, y in disc.exterior.coords[:-1]]


def _situation(state: State) -> str:
    """Where the turn stands, the wind and its speed dice [TURN SEQUENCE, APM-01; WIND SPEED, APM-03]."""
    facts = RULES.describe(state)
    pos = state.position
    return f"turn {pos.turn}, {str(facts['phase']).split(' [')[0]}; wind from {pos.wind_from:g}°, speed dice {pos.speed.first} and {pos.speed.second}"


__all__ = ["SUPPORT", "AsPerMarginReplay", "ReplayBoard"]
