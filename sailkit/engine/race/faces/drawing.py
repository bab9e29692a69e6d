"""The race's drawing face: the track of squares 0 to 20 with both counters, for every ruling of the race [R5].

A renderer registered with :func:`sailkit.renderers.renderer` draws what the ruling carries (its ``state`` fact),
never the rules again, on the kit's diagram sheet (:class:`sailkit.draw.Sheet`); this module is imported only when
a race ruling is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .... import draw
from ....draw import style
from ....renderers import renderer

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: Each side's counter colour: the kit's palette of sides.
COLOURS = {"A": style.NATIONS["BR"], "B": style.NATIONS["FR"]}


@renderer("race", "race")
def race_figure(ruling: Any) -> Figure:
    """The track with both counters on their scores, the goal marked, the ruling's question and verdict above."""
    state = ruling.facts["state"]
    last, goal, sides = ruling.facts["last"], ruling.facts["goal"], ruling.facts["sides"]
    sheet = draw.Sheet.of(
        ruling, turn=f"round {state.round}", compass=False, sides=tuple((f"side {s}", COLOURS[s]) for s in sides)
    )
    ax = sheet.open(
        last + 1, 2.6, lambda ax, strip: draw.frame(ax, (-0.5, -0.4, last + 0.5 + strip, 2.2)), inch_per_unit=0.4
    )
    for square in range(last + 1):
        edge = style.HIGHLIGHT if square == goal else style.GRID
        draw.tile(ax, (square, 1.0), 0.95, 1.9, edge=edge, color=style.SEA, zorder=1)
        draw.text(ax, (square, 0.15), str(square), size=0.28, color=style.LABEL)
    for row, side in enumerate(sides):
        at = (min(state.scores[row], last), 1.5 - row)
        draw.marker(ax, [at], kind="dot", size=0.7, color=COLOURS[side])
        draw.text(ax, at, side, size=0.4, color="white", weight="bold")
    alt = f"The race track: A on {state.scores[0]}, B on {state.scores[1]}; {ruling.title()}"
    return sheet.close(ax, [draw.Key("frame", style.HIGHLIGHT, f"the goal: first to {goal} wins [R4]")], alt)


__all__ = ["race_figure"]
