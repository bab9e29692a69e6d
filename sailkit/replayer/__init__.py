"""Replaying recorded games in a notebook, and playing them hot-seat: the kit's replayer, rule-free.

* :func:`replay` (also ``sailkit.replay``): a record (path, text, :class:`~sailkit.record.Record`
  or game) in an ipywidgets :class:`Replayer`: the board with play/pause, steps, a
  slider, jumps to a turn, a phase or a bookmark, the panel beside it, variations,
  side views, what-if dice and the annotation editor (:mod:`.controller`).
* :func:`shown`: what one viewer is shown at one node (:mod:`.view`), for anything
  else that shows a record (an export), with :data:`UMPIRE` or a side.
* :class:`HotSeat`: a game played at one screen, or entered from the table (:mod:`.hotseat`).

A rule set joins in through its ``REPLAY`` companion (:mod:`.support`).
"""

from __future__ import annotations

from .controller import Replayer, replay
from .hotseat import HotSeat, hot_seat
from .support import Board, Plain, ReplaySupport, ShipLine, support_for
from .view import UMPIRE, Outcome, Shown, outcomes, shown

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
