"""The points of a recorded game drawn for the kit's replay exports (:mod:`sailkit.replay_export`) [14.0].

The kit hands over a :class:`~sailkit.replay_export.Scene`: a state of the game, the
arrows and highlighted squares the annotator put on that point, and the headings. This
module draws the whole position as :func:`.drawing.position_figure` does, on one window
for the whole replay (every square a ship stands on at any point, and every square an
annotation names, plus a margin), so the board stays still from frame to frame, then the
annotations over it (:func:`sailkit.draw.annotations.draw_annotations`). Imported by
:mod:`.drawing`, which registers it as the ``"replay"`` renderer.
"""

from __future__ import annotations

from typing import Any

from matplotlib.figure import Figure

from ...draw import squares as sq
from ...draw.annotations import draw_annotations
from ...figures import renderer
from .board import square
from .drawing import RULESET, position_figure, window_for

#: The window of the last replay drawn: (its tuple of states, its places, the window), so each frame reuses it.
_LAST: list[tuple[tuple[Any, ...], tuple[str, ...], sq.Window]] = []


def replay_window(states: tuple[Any, ...], places: tuple[str, ...]) -> sq.Window:
    """One window for a whole replay: every ship's square at every point and every annotated square [2.1, 15.0-MR]."""
    if _LAST and _LAST[0][0] is states and _LAST[0][1] == places:
        return _LAST[0][2]
    readings = states[0].setup.readings if states else None
    found = {s.square for state in states for s in state.position.afloat()}
    found |= {square(p, readings) for p in places}
    win = window_for("ships", sorted(found, key=lambda s: (s.col, s.row)), margin=1)
    _LAST[:] = [(states, places, win)]
    return win


@renderer(RULESET, "replay")
def replay_figure(scene: Any) -> Figure:
    """One point of a replay: the position, the annotator's arrows and highlighted squares, the headings [14.0].

    From a side's view (``scene.view``) the other side's orders still face down are
    taken off the position first (:meth:`.game.Game.view`'s rule) [6.1, 6.14]; the board
    shows no orders, so the picture is the same, and a later drawing that shows orders
    stays safe.
    """
    state = scene.state
    position = state.position
    if scene.view is not None:
        from .turn import HIDDEN_PHASES

        if state.flow.phase in HIDDEN_PHASES:
            position = position.with_(
                ships=tuple(s.with_(command=None) if s.side != scene.view else s for s in position.ships)
            )
    readings = state.setup.readings
    fig = position_figure(
        position,
        extent=replay_window(tuple(scene.states), tuple(scene.places)),
        title=scene.title,
        subtitle=scene.subtitle,
    )
    draw_annotations(
        fig.axes[0],
        scene.annotations,
        centre=lambda text: square(text, readings).center,
        cell=lambda text: square(text, readings).polygon,
    )
    return fig


__all__ = ["replay_figure", "replay_window"]
