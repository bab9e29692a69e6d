"""What Fighting Sail's explorers share: their base, their controls, a ruling drawn on its position, readings compared
side by side [2.1, readings].

:class:`FightingSailExplorer` is a :class:`sailkit.widgets.Explorer` (public widgets, named callbacks, testable
without a kernel, SVG pictures). :func:`on_board` draws a ruling on its position, :func:`around` frames part of the
map, :func:`compare_readings` shows one question under each option of a reading.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

import ipywidgets as widgets

from ..... import widgets as kit
from .....geometry.squares import Square
from .....quiz import Compared, DrawnRuling, compare
from .....readings import Readings
from .....rulings import Ruling
from ...board import name
from ...fire.combat import overlays
from ...readings import READINGS
from ...state import Position
from ...vocabulary import RULESET

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

_Control = TypeVar("_Control", bound=widgets.ValueWidget)


class FightingSailExplorer(kit.Explorer):
    """What every Fighting Sail explorer shares: its controls are listed as they are made (:meth:`control`, in the
    order the explorer shows them), and the readings it lets the reader switch (:meth:`reading_control`) are put on a
    position by :meth:`with_readings`."""

    controls: tuple[widgets.ValueWidget, ...] = ()
    #: The dropdown of each reading the explorer offers, by the reading's key.
    reading_boxes: Mapping[str, widgets.Dropdown] = MappingProxyType({})

    def control(self, widget: _Control) -> _Control:
        """``widget``, added to the explorer's :attr:`controls`."""
        self.controls = (*self.controls, widget)
        return widget

    def reading_control(self, key: str, readings: Readings) -> widgets.Dropdown:
        """A control switching the reading ``key``, showing its option in ``readings`` first [readings]."""
        box = self.control(kit.reading_dropdown(key, READINGS[key].option_names, readings[key]))
        self.reading_boxes = {**self.reading_boxes, key: box}
        return box

    def with_readings(self, position: Position) -> Position:
        """``position`` under the readings the controls choose (its others as they are)."""
        chosen = {key: box.value for key, box in self.reading_boxes.items()}
        return position.with_(readings=position.readings.replace(**chosen)) if chosen else position


# ---------------------------------------------------------------- a ruling drawn on its position


class BoardRuling(DrawnRuling):
    """A ruling whose diagram is the position it is about, with overlays (see :func:`on_board`)."""


def _on_position(ruling: Ruling, position: Position, **options: Any) -> Figure:
    from ..drawing import position_figure

    options.setdefault("title", ruling.title())
    return position_figure(position, **options)


def on_board(answer: Any, position: Position, **draw: Any) -> BoardRuling:
    """``answer``'s ruling (or anything carrying one), drawn on ``position`` when shown or exported [2.1].

    For kinds with no diagram of their own; ``draw`` takes :func:`~.drawing.draw_position`'s overlays and those asked
    by ship name (:func:`~.fire.combat.overlays`)."""
    return BoardRuling.of(answer, _on_position, RULESET, position=position, **overlays(position, **draw))


def around(square: Any, cols: int = 3, rows: int = 2) -> tuple[str, str]:
    """The corners of a window of the map around ``square`` (``cols`` and ``rows`` each way), kept on the map [2.1]."""
    from ...board import COLUMNS, ROWS

    c0 = min(max(1, square.col - cols), max(1, COLUMNS - 2 * cols))
    r0 = min(max(1, square.row - rows), max(1, ROWS - 2 * rows))
    return name(Square(c0, r0)), name(Square(min(COLUMNS, c0 + 2 * cols), min(ROWS, r0 + 2 * rows)))


# ---------------------------------------------------------------- readings side by side


def compare_readings(
    ask: Callable[[Position], Any], position: Position, reading: str, options: Iterable[str] | None = None
) -> Compared:
    """Ask ``ask(position)`` under each option of ``reading`` (every option by default) [readings].

    ``ask`` returns a ruling or anything carrying one; the position's other readings stay as they are.
    """
    return compare(
        lambda chosen: ask(position.with_(readings=position.readings.replace(**chosen))), READINGS, reading, options
    )


__all__ = [
    "BoardRuling",
    "FightingSailExplorer",
    "around",
    "compare_readings",
    "on_board",
]
