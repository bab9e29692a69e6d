"""The diagram sheet every ruling diagram is drawn on, whatever the board: one look for every rule set.

A sheet is the Figure around a board: the heading (what was asked, in bold) with the verdict line under it, a strip
East of the board with the turn, a compass with the wind blowing across it and the key to the sides' colours, the
key to the board's marks under it, and the alt text. A rule set's drawing face fills in a :class:`Sheet` from the
ruling and draws only what is its own (its board, its counters, its arcs) on the ``Axes`` the sheet hands it::

    sheet = Sheet("Can Shannon fire?", "yes: 3 dice [9.2]", turn="Game-Turn 3", wind_from=315.0,
                  wind_words="wind from NW", sides=(("BR British", "#b22222"),))
    ax = sheet.open(width, height, lambda ax, strip: frame(ax, window, pad=(1, 1, 1 + strip, 1)),
                    inch_per_unit=0.8)
    ...                                              # the board
    figure = sheet.close(ax, keys, "Shannon fires on Chesapeake: 3 dice.")

The strip is measured in inches, not in the board's units, so it looks the same on squares, hexes and the open
table, and it is found from the framed axes (their right and top edges), so it works whichever way the board's y
axis grows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from . import primitives as p
from .figure import MAX_INCHES, board_figure, describe, heading
from .style import INK, WIND

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

STRIP_INCHES = 1.5  #: how wide the strip East of the board is
COMPASS_INCHES = 0.45  #: the compass rose's radius in the strip
TURN_POINTS = 9.5  #: the turn's size in the strip
WIND_POINTS = 8.5  #: the size of the words under the compass

#: what frames a sheet's axes on the board, leaving ``strip`` board units East of it: ``frame(ax, strip)``
Framer = Callable[["Axes", float], Any]


@dataclass(frozen=True)
class Sheet:
    """What a ruling diagram shows around its board: the heading, the verdict line, the turn, the wind, the sides.

    ``wind_from`` is the bearing the wind blows from (degrees clockwise from North; ``None``: the compass alone),
    ``wind_words`` what is written under it (default ``"wind from 270°"``); ``sides`` each side's words and colour,
    in the order the key lists them. ``strip=False`` leaves out the strip (a picture with no map: a table, a card).
    """

    title: str
    verdict: str = ""
    turn: str = ""
    wind_from: float | None = None
    wind_words: str = ""
    sides: tuple[tuple[str, str], ...] = ()
    strip: bool = True
    compass: bool = True  #: a compass rose even with no wind (``False``: none, for a board with no North)

    @classmethod
    def of(cls, ruling: Any, **more: Any) -> Sheet:
        """The sheet of ``ruling``: its question as the title, its headline (verdict and cases) as the verdict line;
        ``more`` sets the rest (``turn=``, ``wind_from=``, ``sides=``) or overrides those."""
        return cls(**{"title": ruling.question, "verdict": ruling.headline(), **more})

    def open(
        self,
        width: float,
        height: float,
        frame: Framer,
        *,
        inch_per_unit: float,
        max_inches: float = MAX_INCHES,
        strip_inches: float = STRIP_INCHES,
        draw_strip: bool = True,
    ) -> Axes:
        """A new Figure for a board ``width`` x ``height`` units (its margins included) at ``inch_per_unit``, with the
        heading above it and the strip, ``strip_inches`` wide, East of it; ``frame(ax, strip)`` frames the axes on the
        board leaving ``strip`` units on the right. Returns the axes to draw the board on (``draw_strip=False``: the
        strip left empty, for the caller to draw with :meth:`draw_strip` and keep its artists)."""
        strip = strip_inches / inch_per_unit if self.strip else 0.0
        _, ax = board_figure(width + strip, height, inch_per_unit=inch_per_unit, max_inches=max_inches)
        frame(ax, strip)
        heading(ax, self.title, self.verdict)
        if self.strip and draw_strip:
            self.draw_strip(ax, strip)
        return ax

    def draw_strip(self, ax: Axes, width: float | None = None) -> list[Artist]:
        """The turn, the compass with the wind and the sides' key, one under another in the strip East of the board
        on the framed ``ax`` (gids ``turn``, ``compass``, ``wind``, ``colour-key``); ``width``: how many board units
        wide the strip was left (by default :data:`STRIP_INCHES` at the axes' scale)."""
        strip = _Strip(ax, width)
        _STRIPS[ax] = (self, width)
        out: list[Artist] = []
        if self.turn:
            out += p.text(ax, strip.at(0.08), self.turn, size=0.0, min_points=TURN_POINTS, weight="bold", va="top")
            out[-1].set_gid("turn")
        if self._rose():
            radius = COMPASS_INCHES * strip.inch
            rose = p.compass(ax, strip.at(self._wind_top() + 1.6 * COMPASS_INCHES), radius, color=INK)
            rose[0].set_gid("compass")
            out += rose
        if self.wind_from is not None:
            out += self.draw_wind(ax, self.wind_from, self.wind_words, width)
        return out + self.draw_sides(ax, self.sides, width)

    def draw_wind(self, ax: Axes, wind_from: float, words: str = "", width: float | None = None) -> list[Artist]:
        """The wind blowing from ``wind_from`` across the strip's compass, ``words`` under it (default ``"wind from
        270°"``): apart from :meth:`draw_strip` for a board whose wind changes as a game is replayed (gid ``wind``)."""
        strip = _Strip(ax, width)
        radius = COMPASS_INCHES * strip.inch
        centre = strip.at(self._wind_top() + 1.6 * COMPASS_INCHES)
        out = p.wind(ax, centre, wind_from, 1.6 * radius, gid="wind")
        below = strip.at(self._wind_top() + 3.45 * COMPASS_INCHES)
        said = words or f"wind from {wind_from:g}°"
        return out + p.text(ax, below, said, size=0.0, min_points=WIND_POINTS, color=WIND, weight="bold", va="top")

    def _rose(self) -> bool:
        return self.compass or self.wind_from is not None

    def _wind_top(self) -> float:
        """Inches from the top of the strip to the compass: under the turn, if any."""
        return 0.38 if self.turn else 0.08

    def draw_sides(self, ax: Axes, sides: Sequence[tuple[str, str]], width: float | None = None) -> list[Artist]:
        """The key to the sides' colours (each side's words and colour), under the turn and the compass in the strip
        (gid ``colour-key``): apart from :meth:`draw_strip` for a board whose key changes as a game is replayed."""
        if not sides:
            return []
        strip = _Strip(ax, width)
        top = self._wind_top() + (3.45 * COMPASS_INCHES + 0.35 if self._rose() else 0.0)
        return p.colour_key(ax, sides, loc="upper center", at=strip.at(top), stacked=True)

    @staticmethod
    def close(ax: Axes, keys: Sequence[p.Key], alt: str, *, sides: Sequence[tuple[str, str]] = ()) -> Figure:
        """Put the key to the board's marks under it and give the figure its alt text; the figure. ``sides`` (each
        side's words and colour), when the board knew them only once drawn, go in the strip as its key."""
        if sides and ax in _STRIPS:
            sheet, width = _STRIPS[ax]
            sheet.draw_sides(ax, sides, width)
        p.key(ax, keys)
        return describe(p.figure_of_axes(ax), alt)


class _Strip:
    """Where the strip of a framed ``ax`` is: board units per inch, and the point at so many inches down its middle."""

    def __init__(self, ax: Axes, width: float | None) -> None:
        self.inch = 72.0 / p.unit_points(ax)  # board units per inch
        self.x = max(ax.get_xlim()) - (STRIP_INCHES * self.inch if width is None else width) / 2
        self.top = ax.get_ylim()[1]
        self.down = 1.0 if ax.yaxis_inverted() else -1.0

    def at(self, inches: float) -> tuple[float, float]:
        return (self.x, self.top + self.down * inches * self.inch)


#: the sheet and strip of each axes a sheet opened, so :meth:`Sheet.close` can add the sides' key under the wind
_STRIPS: WeakKeyDictionary[Axes, tuple[Sheet, float | None]] = WeakKeyDictionary()


__all__ = ["COMPASS_INCHES", "STRIP_INCHES", "Framer", "Sheet"]
