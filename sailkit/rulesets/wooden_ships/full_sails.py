"""Full sails [20.1, 27.0]: the sail change a ship may note with her order, and the Full Sail Phase that makes it.

A ship notes ``FS`` or ``BS`` with her written order [20.1.5.2]; a crew section goes into the rigging for the turn
[20.1.5.3], and the change takes effect in the Full Sail Phase, the Advanced turn's last, when anchors and repairs are
also done [27.0, 20.3, 20.5].
"""

from __future__ import annotations

from ...rulings import Step
from . import repairs
from .movement import plot_shape
from .state import Ship, State
from .wind import full_sails_allowed


def sail_notes(state: State, ship: Ship, plot: str) -> tuple[str, ...]:
    """The sail changes ``ship`` may note with ``plot`` [20.1.5.2]: to full sails if the wind and rigging section 1
    allow [18.2.2.1, 20.1.4] (after a stop only with a straight move and no turn [20.4.1.3]), back to battle sails."""
    if state.level != "advanced" or not ship.status.fights or ship.crew_total == 0 or ship.aground:
        return ()
    if ship.full_sails:
        return ("BS",)
    if not full_sails_allowed(state.position.wind.velocity) or not ship.rigging or ship.rigging[0] == 0:
        return ()
    turns, sails = plot_shape(plot)
    if ship.stopped and (not sails or turns):
        return ()
    return ("FS",)


def phase(state: State) -> tuple[State, list[Step]]:
    """The Full Sail Phase: full sails set or taken in as noted, none with rigging section 1 lost [20.1.4, 27.0]; crews
    leave the rigging; then anchors and repairs [20.3, 20.5]. The turn ends after it."""
    pos = state.position
    steps = []
    for s in pos.ships:
        fs = s.full_sails
        if s.sail_order:
            fs = s.sail_order == "FS"
            steps.append(Step("27.0", f"{s.name} is now under {'full' if fs else 'battle'} sails"))
        if fs and (not s.rigging or s.rigging[0] == 0):
            fs = False
            steps.append(Step("20.1.4", f"{s.name} has lost rigging section 1: no full sails"))
        if fs != s.full_sails or s.sail_order:
            pos = pos.with_ship(s.with_(full_sails=fs, sail_order=""))
    pos, more = repairs.anchors_and_repairs(state, pos)
    return state.with_(position=pos), steps + more


__all__ = ["phase", "sail_notes"]
