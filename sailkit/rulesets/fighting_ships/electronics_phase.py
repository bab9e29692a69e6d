"""A fleet's radio, ECM and night training on the engine's initiative die [3.1, 3.2.1.1, 3.2.3].

:class:`ElectronicsRules` adds to what each side's admiral brings to its initiative die (:mod:`.turn`) what its
fleet's abilities bring, as the position writes them (:mod:`.fleet_words`): +1 for radio aboard its flagship, +1 for
ECM 1 or better, and at night +1 for a fleet trained to fight in the dark (:func:`.electronics.initiative_bonus`).
AWACS or patrol aircraft and starshell are not yet counted: no aircraft counter of the engine is such a plane yet, and
no ship fires starshell in play.
"""

from __future__ import annotations

from ...rulings import Step
from .duel import DuelRules
from .electronics import initiative_bonus
from .fleet_words import initiative_of
from .state import State


class ElectronicsRules(DuelRules):
    """The fleets' abilities on the initiative die [3.1, 3.2.1.1] (see the module's docstring)."""

    def _bonus(self, state: State, side: int) -> tuple[int, list[Step]]:
        total, steps = super()._bonus(state, side)
        pos = state.position
        if not pos.fleets[side - 1].any:
            return total, steps
        ruled = initiative_bonus(initiative_of(pos.fleets, side), night=pos.night)
        added = int(ruled.value or 0)
        return total + added, [*steps, *ruled.steps] if added else steps


__all__ = ["ElectronicsRules"]
