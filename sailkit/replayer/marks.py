"""The annotations of a record drawn on a replay's board: arrows and highlighted places, lichess style.

A record's arrows and highlights (:mod:`sailkit.annotations`) name places as board-agnostic
tokens; the board (the rule set's, see :class:`~sailkit.replayer.support.Board`) says
where each place lies. Colours are the four annotation colours, as lichess draws them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..annotations import Annotation, Arrow, Highlight
from ..errors import SailkitError
from .support import Board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist

#: Each annotation colour as drawn (lichess's analysis colours, a little deeper to read on a pale sea).
COLOURS = {"green": "#15781B", "red": "#C33C2F", "yellow": "#E09600", "blue": "#1F5FA8"}
#: Arrows lie over the counters but under their names, which stay readable; highlights tint the square under them.
ARROW_ALPHA, HIGHLIGHT_ALPHA = 0.72, 0.38


def draw_annotations(board: Board, state: Any, annotations: Iterable[Annotation]) -> tuple[list[Artist], list[str]]:
    """Draw the arrows and highlights of ``annotations`` on ``board``; the artists, and a note for each place
    the board does not have (drawn nowhere, named in the panel instead).

    Arrows are sized for a place one plane unit across (a square, a hex); a board whose
    places are larger or smaller in its plane (an open table in inches) says how large with
    a ``place_size`` attribute, and its arrows scale with it.
    """
    from matplotlib.patches import Polygon

    from ..draw import primitives as p

    size = float(getattr(board, "place_size", 1.0))
    out: list[Artist] = []
    problems: list[str] = []
    for a in annotations:
        try:
            if isinstance(a, Arrow):
                tail, head = board.point(state, a.tail), board.point(state, a.head)
                out += p.arrow(
                    board.ax,
                    tail,
                    head,
                    color=COLOURS[a.colour],
                    width=0.12 * size,
                    head_width=0.34 * size,
                    head_length=0.3 * size,
                    alpha=ARROW_ALPHA,
                    zorder=4.6,
                )
            elif isinstance(a, Highlight):
                patch = Polygon(
                    list(board.cell(state, a.place)),
                    closed=True,
                    facecolor=COLOURS[a.colour],
                    edgecolor=COLOURS[a.colour],
                    alpha=HIGHLIGHT_ALPHA,
                    linewidth=2.0,
                    zorder=3.3,
                )
                board.ax.add_patch(patch)
                out.append(patch)
        except SailkitError as err:
            problems.append(f"{a} not drawn: {err}")
    return out, problems


__all__ = ["ARROW_ALPHA", "COLOURS", "HIGHLIGHT_ALPHA", "draw_annotations"]
