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
from .figure import MAX_INCHES, board_figure, describe, heading, scale
from .style import INK, WIND

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

STRIP_INCHES = 1.5  #: how wide the strip East of the board is
COMPASS_INCHES = 0.45  #: the compass rose's radius in the strip
TURN_POINTS = 9.5  #: the turn's size in the strip
WIND_POINTS = 8.5  #: the size of the words under the compass
STRIP_BELOW_INCHES = 1.6  #: how high the strip is when it is a row under a wide board

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
        fit_inches: float | None = None,
    ) -> Axes:
        """A new Figure for a board ``width`` x ``height`` units (its margins included) at ``inch_per_unit``, with the
        heading above it and the strip, ``strip_inches`` wide, East of it; ``frame(ax, strip)`` frames the axes on the
        board leaving ``strip`` units on the right. Returns the axes to draw the board on (``draw_strip=False``: the
        strip left empty, for the caller to draw with :meth:`draw_strip` and keep its artists). With ``fit_inches``,
        a board that with the strip East would be wider than that gets the strip as a row under it instead
        (:data:`STRIP_BELOW_INCHES` high, before the key), so it fits a notebook's output area unshrunk."""
        strip = strip_inches / inch_per_unit if self.strip else 0.0
        inch = scale(width + strip, height, inch_per_unit=inch_per_unit, max_inches=max_inches)
        if fit_inches is not None and self.strip and (width + strip) * inch > fit_inches:
            under = STRIP_BELOW_INCHES / inch_per_unit  # the strip as a row under the board: it fits the width
            _, ax = board_figure(width, height + under, inch_per_unit=inch_per_unit, max_inches=max_inches)
            frame(ax, 0.0)
            bottom, top = ax.get_ylim()
            ax.set_ylim(bottom + under if ax.yaxis_inverted() else bottom - under, top)
            _UNDER[ax] = bottom
        else:
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
            at, ha = strip.turn()
            out += p.text(ax, at, self.turn, size=0.0, min_points=TURN_POINTS, weight="bold", va="top", ha=ha)
            out[-1].set_gid("turn")
        if self._rose():
            radius = COMPASS_INCHES * strip.inch
            rose = p.compass(ax, strip.compass(self._wind_top()), radius, color=INK)
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
        out = p.wind(ax, strip.compass(self._wind_top()), wind_from, 1.6 * radius, gid="wind")
        at, ha = strip.words(self._wind_top())
        said = words or f"wind from {wind_from:g}°"
        return out + p.text(ax, at, said, size=0.0, min_points=WIND_POINTS, color=WIND, weight="bold", va="top", ha=ha)

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
        if strip.under is not None:
            return p.colour_key(ax, sides, loc="upper left", at=strip.beside(0.74))
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
    """Where the strip of a framed ``ax`` is: board units per inch, and where each of its parts goes: down the middle
    of the strip East of the board, or along the row under it (:meth:`Sheet.open` with ``fit_inches``): the compass
    at the left, the turn, the wind's words and the sides' key beside it, one under another."""

    def __init__(self, ax: Axes, width: float | None) -> None:
        self.inch = 72.0 / p.unit_points(ax)  # board units per inch
        self.x = max(ax.get_xlim()) - (STRIP_INCHES * self.inch if width is None else width) / 2
        self.top = ax.get_ylim()[1]
        self.down = 1.0 if ax.yaxis_inverted() else -1.0
        self.under = _UNDER.get(ax)  # the board's bottom edge when the strip is a row under it
        self.left = min(ax.get_xlim())

    def at(self, inches: float) -> tuple[float, float]:
        return (self.x, self.top + self.down * inches * self.inch)

    def beside(self, inches: float) -> tuple[float, float]:
        """In the row under the board, right of the compass, ``inches`` down from the board's edge."""
        assert self.under is not None
        return (self.left + 1.85 * self.inch, self.under + self.down * inches * self.inch)

    def turn(self) -> tuple[tuple[float, float], str]:
        return (self.at(0.08), "center") if self.under is None else (self.beside(0.14), "left")

    def compass(self, wind_top: float) -> tuple[float, float]:
        if self.under is None:
            return self.at(wind_top + 1.6 * COMPASS_INCHES)
        return (self.left + 0.95 * self.inch, self.under + self.down * 0.8 * self.inch)

    def words(self, wind_top: float) -> tuple[tuple[float, float], str]:
        return (
            (self.at(wind_top + 3.45 * COMPASS_INCHES), "center") if self.under is None else (self.beside(0.44), "left")
        )


#: the sheet and strip of each axes a sheet opened, so :meth:`Sheet.close` can add the sides' key under the wind
_STRIPS: WeakKeyDictionary[Axes, tuple[Sheet, float | None]] = WeakKeyDictionary()
#: the board's bottom edge (in its units) of each axes whose strip is a row under the board
_UNDER: WeakKeyDictionary[Axes, float] = WeakKeyDictionary()


__all__ = ["COMPASS_INCHES", "STRIP_BELOW_INCHES", "STRIP_INCHES", "Framer", "Sheet"]
