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
  ``x,y`` in inches: an arrow runs between two of them, a highlight is a disc round one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import Any

import shapely
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.text import Text
from matplotlib.transforms import offset_copy

from ...draw import style
from ...draw import table as tb
from ...draw.figure import describe, scale
from ...replayer.pieces import Pieces
from ...replayer.support import ShipLine
from .drawing import draw_ship_key, hull_of, replay_bounds, ship_key, ship_parts
from .rules import RULES
from .ships import Ship
from .state import State

#: Figure inches above the board for its two heading lines (an export's; a notebook writes its own beside it).
HEAD_INCHES = 0.62
#: A highlighted place on the table: a disc this many inches across round the point.
HIGHLIGHT_INCHES = 3.0


class AsPerMarginReplay:
    """:class:`sailkit.replayer.support.ReplaySupport` for As Per Margin."""

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
        #: what is on the table, by what each piece shows: each ship's hull and name (:func:`.drawing.ship_parts`) and
        #: the wind; and the pieces drawn before and hidden since
        self.pieces: Pieces[tuple[Any, ...]] = Pieces(self.ax)
        self._points: dict[tuple[float, float], tuple[float, float]] = {}  # see _display
        self._drawn: tuple[Any, ...] | None = None  # what the pieces were made of (_drawn)
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
        drawn = _drawn(state)
        if drawn == self._drawn:
            return  # the same ships where they were, the same wind: the same pieces
        self._drawn = drawn
        ships = [s for s in pos.ships if s.name not in state.gone and not s.sunk]
        wanted: dict[tuple[Any, ...], Callable[[Axes], list[Artist]]] = {
            ("wind", pos.wind_from): partial(_wind, tb.wind_spot(self.bounds), pos.wind_from)
        }
        wanted.update(ship_parts(self.ax, ships))
        entries = tuple(ship_key(ships))  # under the ruler: each colour's side, and grey once a ship has struck
        wanted[("sides", entries)] = partial(_sides, self.bounds, entries)
        self.pieces.show(wanted)

    def dynamic(self) -> list[Artist]:
        return [self._title, self._subtitle, *self.pieces.artists()]

    def key(self) -> Hashable:
        """Everything the board shows now: the heading's words, the wind and the key, and last the ships' pieces, each by
        what it shows."""
        shown = frozenset(self.pieces.shown)
        ships = frozenset(k for k in shown if k[0] not in ("wind", "sides"))
        return self._title.get_text(), self._subtitle.get_text(), shown - ships, ships

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, the form of every artist of :meth:`dynamic` and where it stands (see
        :meth:`sailkit.replayer.canvas.BlitCanvas.frame`): the heading's lines by their words; a ship's hull, bow and
        mainmast by her heading, colour and whether struck, at her mainmast; a name by its words, colour and alignment,
        at its point; the wind by where it blows from."""
        out: dict[int, tuple[Hashable, tuple[float, float]]] = {}
        for role, text in (("title", self._title), ("subtitle", self._subtitle)):
            x, y = text.get_transform().transform(text.get_position())
            out[id(text)] = ((role, text.get_text()), (float(x), float(y)))
        for key, artists in self.pieces.shown.items():
            if key[0] == "hull":
                _, _, pose, colour, struck = key
                look: Hashable = ("hull", pose.heading, colour, struck)
                point = self._display((pose.x, pose.y))
            elif key[0] == "name":
                _, _, words, (at, ha, va), colour = key
                look, point = ("name", words, ha, va, colour), self._display(at)
            elif key[0] == "sides":
                look, point = key, (0.0, 0.0)  # drawn at the same place of the axes whatever the state
            else:
                look, point = key, self._display(tb.wind_spot(self.bounds))
            for i, a in enumerate(artists):
                out[id(a)] = ((look, i), point)
        return out

    def _display(self, point: tuple[float, float]) -> tuple[float, float]:
        """Where ``point`` (in inches on the table) stands in display pixels; the figure never changes its size or
        limits, so each point is worked out once."""
        found = self._points.get(point)
        if found is None:
            x, y = self.ax.transData.transform(point)
            found = self._points[point] = (float(x), float(y))
        return found

    def point(self, state: State, place: str) -> tuple[float, float]:
        x, y = RULES.place(state, place)
        return (x, y)

    def cell(self, state: State, place: str) -> Sequence[tuple[float, float]]:
        disc = shapely.Point(self.point(state, place)).buffer(HIGHLIGHT_INCHES / 2, 24)
        return [(float(x), float(y)) for x, y in disc.exterior.coords[:-1]]


def _drawn(state: State) -> tuple[Any, ...]:
    """What the board draws of ``state``: the wind, and where each ship stands, her side, whether struck, sunk or
    gone."""
    ships = tuple((s.name, s.side, s.pose, s.struck_to, s.sunk, s.name in state.gone) for s in state.position.ships)
    return state.position.wind_from, ships


def _sides(bounds: tuple[float, float, float, float], entries: tuple[tuple[str, str], ...], ax: Axes) -> list[Artist]:
    return draw_ship_key(ax, bounds, entries)


def _wind(at: tuple[float, float], wind_from: float, ax: Axes) -> list[Artist]:
    return tb.wind_mark(ax, at, wind_from)


def _situation(state: State) -> str:
    """Where the turn stands, the wind and its speed dice [TURN SEQUENCE, APM-01; WIND SPEED, APM-03]."""
    facts = RULES.describe(state)
    pos = state.position
    return f"turn {pos.turn}, {str(facts['phase']).split(' [')[0]}; wind from {pos.wind_from:g}°, speed dice {pos.speed.first} and {pos.speed.second}"


__all__ = ["SUPPORT", "AsPerMarginReplay", "ReplayBoard"]
