"""The race's drawing face: the track of squares 0 to 20 with both counters, for every ruling of the race [R5].

A renderer registered with :func:`sailkit.renderers.renderer` draws what the ruling carries (its ``state`` fact),
never the rules again; this module is imported only when a race ruling is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .... import draw
from ....draw import style
from ....renderers import renderer
from ..rules import GOAL, SIDES, TRACK

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: Each side's counter colour: the kit's palette of sides.
COLOURS = {"A": style.NATIONS["BR"], "B": style.NATIONS["FR"]}


@renderer("race", "race")
def race_figure(ruling: Any) -> Figure:
    """The track with both counters on their scores, the goal marked, the ruling's question and verdict above."""
    state = ruling.facts["state"]
    fig, ax = draw.board_figure(len(TRACK) + 1, 2.4, inch_per_unit=0.4)
    draw.frame(ax, (-0.5, -0.2, TRACK[-1] + 0.5, 2.2))
    for square in TRACK:
        edge = style.HIGHLIGHT if square == GOAL else style.GRID
        draw.tile(ax, (square, 1.0), 0.95, 1.9, edge=edge, color=style.SEA, zorder=1)
        draw.text(ax, (square, 0.15), str(square), size=0.28, color=style.LABEL)
    for row, side in enumerate(SIDES):
        at = (min(state.scores[row], TRACK[-1]), 1.5 - row)
        draw.marker(ax, [at], kind="dot", size=0.7, color=COLOURS[side])
        draw.text(ax, at, side, size=0.4, color="white", weight="bold")
    draw.heading(ax, f"{ruling.question}: {ruling.headline()}", f"round {state.round}, first to {GOAL} wins [R4]")
    draw.key(
        ax, [draw.Key("dot", COLOURS[s], f"side {s}") for s in SIDES] + [draw.Key("frame", style.HIGHLIGHT, "goal")]
    )
    alt = f"The race track: A on {state.scores[0]}, B on {state.scores[1]}; {ruling.question}: {ruling.headline()}"
    return draw.describe(fig, alt)


__all__ = ["race_figure"]
