"""A fleet's radio, ECM and night training on the engine's initiative die [3.1, 3.2.1.1, 3.2.3].

:class:`ElectronicsRules` adds to what each side's admiral brings to its initiative die (:mod:`.turn`) what its
fleet's abilities bring, as the position writes them (:mod:`.fleet_words`): +1 for radio aboard its flagship, +1 for
ECM 1 or better, +1 for an AWACS or patrol aircraft counter of its own on the table, and at night +1 for a fleet
trained to fight in the dark and +1 when one of its ships fired starshell last Game-Turn
(:func:`.electronics.initiative_bonus`). ``starshell SHIP`` is that fire: at night a ship with Guns of 6 inches or
more fires starshell in the gunnery phase instead of her salvo, written in the position (``starshell:1@3``).
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .duel import DuelRules
from .electronics import initiative_bonus
from .fleet_words import initiative_of
from .guns import armament_of
from .notation import Phase
from .state import State

#: The aircraft types whose counters on the table add to their side's initiative die [3.1 b].
WATCHERS = frozenset({"awacs", "patrol"})
#: The smallest Guns, in inches, that fire starshell [3.2.1.1].
STARSHELL_CALIBRE = 6.0


class ElectronicsRules(DuelRules):
    """The fleets' abilities on the initiative die [3.1, 3.2.1.1] (see the module's docstring)."""

    def _bonus(self, state: State, side: int) -> tuple[int, list[Step]]:
        total, steps = super()._bonus(state, side)
        pos = state.position
        awacs = any(p.side == side and p.kind in WATCHERS for p in pos.planes)  # on station over the table [8.1]
        shell = (side, pos.turn - 1) in pos.starshell  # fired last Game-Turn [3.2.1.1]
        if not (pos.fleets[side - 1].any or awacs or shell):
            return total, steps
        ruled = initiative_bonus(initiative_of(pos.fleets, side, awacs=awacs, starshell=shell), night=pos.night)
        added = int(ruled.value or 0)
        return total + added, [*steps, *ruled.steps] if added else steps

    def starshell_actions(self, state: State) -> list[FightingShipsAction]:
        """``starshell SHIP`` for each ship of the acting side that may fire it now: at night, in the gunnery phase,
        with Guns of 6 inches or more and her salvo not yet fired [3.2.1.1]."""
        if state.phase is not Phase.GUNNERY or not state.position.night or state.setup.duel:
            return []
        return [
            FightingShipsAction.make("starshell", (v.name,))
            for v in self._fighting(state, state.acting)
            if "armament" not in v.criticals and armament_of(v.ship.cls).at_least(STARSHELL_CALIBRE)
        ]

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or bool(self.starshell_actions(state))

    def _starshell(self, state: State, name: str) -> tuple[State, Ruling]:
        """``name`` fires starshell instead of her salvo: her side adds one to next Game-Turn's initiative die at
        night [3.2.1.1]."""
        pos, v = state.position, state.vessel(name)
        fired = (v.side, pos.turn)
        kept = tuple(f for f in pos.starshell if f[1] >= pos.turn and f != fired) + (fired,)
        steps = [
            Step("3.2.1.1", f"{name} fires starshell instead of her Guns: her side's initiative die next Game-Turn")
        ]
        new = state.with_(position=replace(pos, starshell=kept), fought=state.fought | {name})
        return self._advance(new, steps, f"{name} fires starshell", [])


__all__ = ["STARSHELL_CALIBRE", "WATCHERS", "ElectronicsRules"]
