"""Replaying recorded games in a notebook, and playing them hot-seat: the kit's replayer, rule-free.

* :func:`replay` (also ``sailkit.replay``): a record (path, text, :class:`~sailkit.record.Record`
  or game) in an ipywidgets :class:`Replayer`: the board with play/pause, steps, a
  slider, jumps to a turn, a phase or a bookmark, the panel beside it, variations,
  side views, what-if dice and the annotation editor (:mod:`.controller`).
* :func:`shown`: what one viewer is shown at one node (:mod:`.view`), for anything
  else that shows a record (an export), with :data:`UMPIRE` or a side.
* :class:`HotSeat`: a game played at one screen, or entered from the table (:mod:`.hotseat`).

A rule set joins in through its ``REPLAY`` companion (:mod:`.support`). The widgets
(:class:`Replayer`, :class:`HotSeat`) load on first use, so a rule set's replay board, the
views and the exports import without the ``notebooks`` extra (:mod:`sailkit.extras`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..extras import import_widgets
from .support import Board, Plain, ReplaySupport, ShipLine, support_for
from .view import UMPIRE, Outcome, Shown, outcomes, shown

if TYPE_CHECKING:
    from .controller import Replayer, replay
    from .hotseat import HotSeat, hot_seat

#: The widgets of the replayer, by name, and the module of each (imported on first use).
_WIDGETS = {"Replayer": "controller", "replay": "controller", "HotSeat": "hotseat", "hot_seat": "hotseat"}


def __getattr__(name: str) -> Any:
    if name not in _WIDGETS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_widgets(f"{__name__}.{_WIDGETS[name]}"), name)


__all__ = [
    "UMPIRE",
    "Board",
    "HotSeat",
    "Outcome",
    "Plain",
    "ReplaySupport",
    "Replayer",
    "ShipLine",
    "Shown",
    "hot_seat",
    "outcomes",
    "replay",
    "shown",
    "support_for",
]
