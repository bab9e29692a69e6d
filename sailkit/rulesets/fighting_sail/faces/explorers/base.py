"""What Fighting Sail's explorers share: the dropdowns they are made of, a ruling drawn on its position, readings
compared side by side [2.1, readings].

Every explorer of the tutorials is a :class:`sailkit.widgets.Explorer` (public widget attributes, named methods as
callbacks, so a test sets a control's ``.value`` and reads the result back with no kernel; the picture as SVG text;
a static picture of the first state for exports). The rules live in their sections; an explorer only asks them.

:func:`on_board` draws a ruling that has no diagram of its own on the position it is about, :func:`around` frames
a window of the map, and :func:`compare_readings` sets the answers to one question under each option of a reading
side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..... import widgets as kit
from .....geometry.compass import Direction
from .....geometry.squares import Square
from .....quiz import Compared, ruling_of
from .....rulings import Ruling
from ...board import name
from ...fire.combat import overlays
from ...readings import READINGS
from ...state import Position
from ...vocabulary import RULESET

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

DIRECTIONS = tuple(d.name for d in Direction)
#: The die dropdowns' "not rolled yet".
NO_ROLL = "-"


def empty_dropdown(description: str) -> widgets.Dropdown:
    """A dropdown whose options are filled in later (an explorer's ends or steps)."""
    return widgets.Dropdown(options=[], value=None, description=description, style=kit.DESCRIPTION_STYLE)


# ---------------------------------------------------------------- a ruling drawn on its position


@dataclass(frozen=True)
class BoardRuling(Ruling):
    """A ruling whose diagram is the position it is about, with overlays (see :func:`on_board`).

    It prints, compares and shows itself as the ruling it wraps; only :meth:`figure` differs.
    """

    board: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def figure(self) -> Figure:
        from ...drawing import position_figure

        options = dict(self.board)
        position = options.pop("position")
        options.setdefault("title", f"{self.question}: {self.headline()}")
        return position_figure(position, **options)


def on_board(answer: Any, position: Position, **draw: Any) -> BoardRuling:
    """``answer``'s ruling, drawn on ``position`` when shown or exported [2.1].

    For rulings whose kind has no diagram of its own (a command, a step, a wheel test):
    ``draw`` takes the overlays of :func:`~.drawing.draw_position` (``marked=[...]``,
    ``captions={...}``, ``paths=[...]``, ``title=...``), and those the rules answer by ship
    name (``arcs_for=``, ``sight=``, ``ranges_from=``: :func:`~.fire.combat.overlays`).
    ``answer`` may be a ruling or anything carrying one (a ``RuledInt``, a
    :class:`~.movement.StepOutcome`).
    """
    r = ruling_of(answer)
    values = {f.name: getattr(r, f.name) for f in fields(Ruling)}
    values["ruleset"] = values["ruleset"] or RULESET  # so the table folds what its cases rule
    return BoardRuling(**values, board={"position": position, **overlays(position, **draw)})


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
    chosen = tuple(options) if options is not None else READINGS[reading].option_names
    out = {}
    for option in chosen:
        variant = position.with_(readings=position.readings.replace(**{reading: option}))
        answer = ask(variant)
        out[option] = answer if isinstance(answer, Ruling) else ruling_of(answer)
    return Compared(reading, out, READINGS[reading].default, tuple(READINGS[reading].cases))


def sides_rolled(dice: dict[str, Any]) -> dict[str, int] | None:
    """Each side's die from its dropdown, when every side has one (``NO_ROLL`` leaves it out) [7.21c, 11.2]."""
    rolled = {side: int(box.value) for side, box in dice.items() if box.value != NO_ROLL}
    return rolled if len(rolled) == len(dice) else None


__all__ = [
    "DIRECTIONS",
    "NO_ROLL",
    "BoardRuling",
    "around",
    "compare_readings",
    "empty_dropdown",
    "on_board",
    "sides_rolled",
]
