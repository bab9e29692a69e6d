"""The computer captain's torpedoes and missiles [5.7.1, 5.8.1]: when a launch open in the gunnery phase is worth it.

The captain asks the desk's own questions of the table as it stands (:func:`.counter_questions.torpedo_run`,
:func:`.counter_questions.missile_salvo`: the counters run against every base, the ships taken to stand still) and
launches where the run strikes the ship aimed at before any other base. A torpedo must strike within
:data:`TORPEDO_PHASES` sailing phases, as a target further off will have moved from where the spread was aimed; a
missile homes, so any run that strikes will do. Of the launches that pass, the one at the nearest enemy goes first.
:class:`.captain.Captain` asks it in the gunnery phase before it chooses a salvo.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...errors import IllegalActionError
from ...players import Decision
from ...rulings import Ruling
from .actions import FightingShipsAction
from .counter_questions import missile_salvo, torpedo_run
from .launch_phase import LAUNCH_VERBS
from .state import State

#: The most sailing phases a torpedo the captain launches may run before it strikes.
TORPEDO_PHASES = 2


def _run(state: State, a: FightingShipsAction) -> Ruling | None:
    """The desk's run of the counters ``a`` would launch, or ``None`` when the desk cannot ask it."""
    ask = torpedo_run if a.verb == "launch" else missile_salvo
    try:
        return ask(state.position, str(a.ship), str(a.target))
    except IllegalActionError:  # a submarine whose tubes launch missiles: the desk knows only launchers
        return None


def _worth(state: State, a: FightingShipsAction) -> bool:
    """Whether the counters of launch ``a`` strike the ship aimed at first, a torpedo soon enough."""
    ruled = _run(state, a)
    if ruled is None:
        return a.verb == "missile"
    phases = max(len(track) - 1 for track in ruled.facts["tracks"])
    return ruled.facts["struck"] == a.target and (a.verb == "missile" or phases <= TORPEDO_PHASES)


def launch_decision(state: State, legal: Sequence[FightingShipsAction]) -> Decision | None:
    """The launch the captain makes now, and why, or ``None`` when none is worth it [5.7.1, 5.8.1]."""
    afloat = {v.name for v in state.position.ships}  # a boat below launches by her own captain (sub_captain) [7.1]
    launches = [a for a in legal if a.verb in LAUNCH_VERBS and str(a.ship) in afloat]
    worth = [a for a in launches if _worth(state, a)]
    if not worth:
        return None

    def gap(a: FightingShipsAction) -> tuple[float, str]:
        return (state.vessel(str(a.ship)).ship.mainmast.distance(state.vessel(str(a.target)).ship.mainmast), str(a))

    best = min(worth, key=gap)
    kind, case = LAUNCH_VERBS[best.verb]
    said = f"{best.ship} launches at {best.target}: run on the table as it stands, the {kind}s strike her first"
    return Decision(best, f"{said} [{case}]")


__all__ = ["TORPEDO_PHASES", "launch_decision"]
