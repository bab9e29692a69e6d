"""The base of every rule set's replay board: one figure kept for a whole replay, its heading, its points in pixels.

A rule set's replay face (:mod:`sailkit.replayer.support`) gives the replayer a :class:`~.support.Board`: a figure
whose artists change as the game moves, redrawn by blitting. What every such board does the same way is here:
the figure at the scale of the rule set's diagrams with room above the board for the two heading lines (an
export's; a notebook writes its own beside the picture) and below it for a key, the heading written anew at each
step, display points worked out once (the figure never changes its size or limits), and the heading's part of
:meth:`~.support.Board.forms`. A rule set's board keeps only its own drawing: its map, its counters, its strip.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from ..draw import style
from ..draw.figure import MAX_INCHES, describe, scale

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.text import Text

    from ..draw.primitives import Key
    from ..geometry.table import Table

T = TypeVar("T")

#: Figure inches above the board for its two heading lines.
HEAD_INCHES = 0.62
#: The heading's two lines: the kit's title size in bold, then where the turn stands.
SITUATION_POINTS = 10.0


class LiveBoard:
    """A replay board's figure, axes and heading (see the module docstring); a rule set's board subclasses it."""

    #: plane units a place of an annotation spans (:func:`sailkit.replayer.marks.draw_annotations`)
    place_size = 1.0

    def __init__(
        self,
        width: float,
        height: float,
        frame: Callable[[Axes], Any],
        *,
        inch_per_unit: float,
        max_inches: float = MAX_INCHES,
        keys: Sequence[Key] = (),
        alt: str,
    ) -> None:
        """A board ``width`` x ``height`` plane units (margins and strip included) at ``inch_per_unit``; ``frame(ax)``
        frames the axes on it; under it the key, drawn once: the board's own ``keys``, then a row for each mark of
        what happened (:func:`~sailkit.replayer.marks.mark_keys`), on every rule set's board alike; ``alt`` the
        figure's alt text."""
        from matplotlib.figure import Figure

        from ..draw import primitives as p
        from .marks import mark_keys

        inch = scale(width, height, inch_per_unit=inch_per_unit, max_inches=max_inches)
        rows = [*keys, *mark_keys()]
        columns = p.key_columns(rows, width * inch * 72.0)
        below = p.key_inches(len(rows), columns)
        total = height * inch + HEAD_INCHES + below
        self.figure: Figure = Figure(figsize=(width * inch, total))
        self.ax: Axes = self.figure.add_axes((0.0, below / total, 1.0, height * inch / total))
        frame(self.ax)
        p.key(self.ax, rows, columns=columns)
        self.title, self.situation = self._heading()
        self._points: dict[tuple[tuple[float, float], int], tuple[float, float]] = {}
        describe(self.figure, alt)

    def _heading(self) -> tuple[Text, Text]:
        """Two lines above the board, written anew at each step: the kit's heading and where the turn stands."""
        from matplotlib.transforms import offset_copy

        out = []
        for lift, size, weight in (
            (4.0 + SITUATION_POINTS * 1.3 + 2.0, style.TITLE_POINTS, "bold"),
            (4.0, SITUATION_POINTS, "normal"),
        ):
            where = offset_copy(self.ax.transAxes, fig=self.figure, y=lift, units="points")
            out.append(
                self.ax.text(
                    0.01,
                    1.0,
                    "",
                    transform=where,
                    ha="left",
                    va="bottom",
                    fontsize=size,
                    weight=weight,
                    color=style.INK,
                )
            )
        return out[0], out[1]

    def write_heading(self, heading: str, situation: str) -> None:
        """The heading above the board, and under it ``situation`` (where the turn stands); none when ``heading`` is
        empty (a notebook writes it beside the picture)."""
        self.title.set_text(heading)
        self.situation.set_text(situation if heading else "")

    def heading_words(self) -> tuple[str, str]:
        """The heading's two lines as they stand, for a board's ``key``."""
        return self.title.get_text(), self.situation.get_text()

    def display(self, point: tuple[float, float], transform: Any = None) -> tuple[float, float]:
        """Where ``point`` (in plane units, or under ``transform``) stands in display pixels, worked out once."""
        found = self._points.get((point, id(transform)))
        if found is None:
            x, y = (transform or self.ax.transData).transform(point)
            found = self._points[(point, id(transform))] = (float(x), float(y))
        return found

    def text_forms(self, *texts: tuple[str, Text]) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """The forms (:meth:`~.support.Board.forms`) of the heading's lines and of ``texts`` (each a role and a text
        artist): by their words, at their own places."""
        out: dict[int, tuple[Hashable, tuple[float, float]]] = {}
        for role, text in (("title", self.title), ("subtitle", self.situation), *texts):
            out[id(text)] = ((role, text.get_text()), self.display(text.get_position(), text.get_transform()))
        return out

    def heading_artists(self) -> list[Artist]:
        """The heading's lines, the first of a board's :meth:`~.support.Board.dynamic` artists."""
        return [self.title, self.situation]


class TableBoard(LiveBoard):
    """A live board of an open table measured in inches (:mod:`sailkit.draw.table`), As Per Margin's and Fighting
    Ships': the part of the table ``bounds`` (x0, y0, x1, y1, cut at the edges of ``table``, the :class:`~sailkit.
    geometry.table.Table` played on) with its grid, and the strip's turn (``turn``, its words rewritten at each step)
    and compass, drawn once; ``pieces`` keeps what changes (ships, the wind, the sides' key) by what each piece shows,
    drawn with ``sheet`` (the strip's wind and key).

    An annotated place is a point ``x,y`` of that table (:meth:`point`), highlighted as a disc :attr:`place_size`
    inches across (:meth:`cell`): the board reads it from the table it was given, without asking the rules."""

    #: A place is a point: an arrow or a highlight is drawn as for a place 3 inches across.
    place_size = 3.0

    def __init__(
        self,
        bounds: tuple[float, float, float, float],
        table: Table,
        *,
        alt: str,
        turn: str = "turn",
        keys: Sequence[Key] = (),
    ) -> None:
        import shapely

        from ..draw import table as tb
        from ..draw.sheet import Sheet
        from .pieces import Pieces

        self.table = table
        self.bounds = bounds = tb.inside_table(bounds, (table.width, table.depth))
        width, height = tb.extent(bounds)
        frame = partial(tb.furnish, bounds=bounds)
        super().__init__(
            width, height, frame, inch_per_unit=tb.INCH_PER_INCH, max_inches=tb.MAX_INCHES, keys=keys, alt=alt
        )
        self.area = shapely.box(*bounds)
        self.sheet = Sheet("", turn=turn)
        (words,) = [a for a in self.sheet.draw_strip(self.ax, tb.STRIP) if a.get_gid() == "turn"]
        self.turn: Text = words  # type: ignore[assignment]
        self.pieces: Pieces[tuple[Any, ...]] = Pieces(self.ax)

    def point(self, state: Any, place: str) -> tuple[float, float]:
        """The point ``x,y`` (inches) ``place`` names; an error naming it when it is not a point of the table."""
        x, y = self.table.parse(place)
        return (float(x), float(y))

    def cell(self, state: Any, place: str) -> Sequence[tuple[float, float]]:
        """The disc :attr:`place_size` inches across round the point ``place`` names, as its outline."""
        import shapely

        disc = shapely.Point(self.point(state, place)).buffer(self.place_size / 2, 24)
        return [(float(x), float(y)) for x, y in disc.exterior.coords[:-1]]


def readable(parse: Callable[[str], T], places: Iterable[str]) -> list[T]:
    """Each of the annotated ``places`` that ``parse`` (a rule set's reader of a square, a hex, a point) reads, as it
    reads it: a board takes them in when it chooses the part of the map it draws; one it refuses is left out (the
    replayer names it in the panel when it cannot draw it)."""
    from ..errors import SailkitError

    out: list[T] = []
    for place in places:
        try:
            out.append(parse(place))
        except SailkitError:
            continue
    return out


__all__ = ["HEAD_INCHES", "LiveBoard", "TableBoard", "readable"]
