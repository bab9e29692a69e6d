"""A fleet's radio, ECM and night training on the engine's initiative die [3.1, 3.2.1.1, 3.2.3].

:class:`ElectronicsRules` adds to what each side's admiral brings to its initiative die (:mod:`.turn`) what its
fleet's abilities bring, as the position writes them (:mod:`.fleet_words`): +1 for radio aboard its flagship, +1 for
ECM 1 or better, +1 for an AWACS or patrol aircraft counter of its own on the table, and at night +1 for a fleet
trained to fight in the dark (:func:`.electronics.initiative_bonus`). Starshell is not yet counted: no ship fires it
in play.
"""

from __future__ import annotations

from ...rulings import Step
from .duel import DuelRules
from .electronics import initiative_bonus
from .fleet_words import initiative_of
from .state import State

#: The aircraft types whose counters on the table add to their side's initiative die [3.1 b].
WATCHERS = frozenset({"awacs", "patrol"})


class ElectronicsRules(DuelRules):
    """The fleets' abilities on the initiative die [3.1, 3.2.1.1] (see the module's docstring)."""

    def _bonus(self, state: State, side: int) -> tuple[int, list[Step]]:
        total, steps = super()._bonus(state, side)
        pos = state.position
        awacs = any(p.side == side and p.kind in WATCHERS for p in pos.planes)  # on station over the table [8.1]
        if not (pos.fleets[side - 1].any or awacs):
            return total, steps
        ruled = initiative_bonus(initiative_of(pos.fleets, side, awacs=awacs), night=pos.night)
        added = int(ruled.value or 0)
        return total + added, [*steps, *ruled.steps] if added else steps


__all__ = ["WATCHERS", "ElectronicsRules"]
