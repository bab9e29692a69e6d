"""Submarines' torpedoes and missiles [7.1, 7.2, 5.7.1, 5.8.1]: launched through the ships' own launch step.

:class:`SubLaunchRules` lets a boat launch through :class:`.launch_phase.LaunchRules`, never a copy of it:

* a boat on the surface launches as any ship does, from her tubes and with her three salvos a game [5.7.1];
* a boat below launches too: for that moment her boat stands where her real counter lies (her tubes, her launch
  record), the launch is the ships' own, and then her pack gathers at the firing point, her counter shown and her
  decoys void for now, to move off again next Game-Turn (:func:`.submarines.fire_from`) [7.1];
* a boat that dived, surfaced or tried to slip away this Game-Turn launches nothing [7.2, 7.3].
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import IllegalActionError
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .launch_phase import LaunchRules
from .notation import Vessel
from .pack_phase import boat_vessel
from .state import State
from .submarines import Pack, fire_from


class SubLaunchRules(LaunchRules):
    """Launches from submarines, on the surface or below [7.1, 7.2, 5.7.1] (see the module's docstring)."""

    def _below(self, state: State, name: str) -> Pack | None:
        return next((p for p in state.position.packs if p.boat == name), None)

    def _launchers(self, state: State) -> list[Vessel]:
        """The ships that may launch, and the boats below of the side firing, each as her boat where she lies; none
        that changed depth or tried to slip away this Game-Turn [7.2, 7.3]."""
        ships = [v for v in super()._launchers(state) if v.name not in state.dived]
        below = [boat_vessel(p, state.readings) for p in state.position.packs if p.side == state.acting]
        return ships + [b for b in below if b.name not in state.dived and (b.ship.cls.tubes or b.ship.cls.missiles)]

    def _up(self, state: State, p: Pack) -> State:
        """``state`` with the boat of ``p`` standing where her real counter lies, for the launch step to read."""
        pos = state.position
        ships = (*pos.ships, boat_vessel(p, state.readings))
        return state.with_(position=replace(pos, ships=ships, packs=tuple(q for q in pos.packs if q is not p)))

    def _check_launch(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        name = str(action.ship)
        if name in state.dived:
            raise IllegalActionError(f"{action}: {name} changed depth or tried to slip away this Game-Turn", "7.2")
        p = self._below(state, name)
        if p is None or p.side != state.acting:
            return super()._check_launch(state, action)
        super()._check_launch(self._up(state, p), action)
        return action

    def _launch(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        p = self._below(state, str(action.ship))
        if p is None:
            return super()._launch(state, action)
        new, ruling = super()._launch(self._up(state, p), action)
        shown = fire_from(p, 1)
        pos = new.position
        boat = next((v for v in pos.ships if v.name == p.boat), None)
        if boat is not None:  # she launched: her pack gathers at the firing point [7.1]
            pack = replace(p, counters=shown.pack.counters, real=shown.pack.real, launches=boat.launches)
            ships = tuple(v for v in pos.ships if v.name != p.boat)
            new = new.with_(position=replace(pos, ships=ships, packs=(*pos.packs, pack)))
        steps = [*ruling.steps, *shown.ruling.steps, Step("7.1", "her counters move off again next Game-Turn")]
        return new, replace(ruling, steps=tuple(steps))


__all__ = ["SubLaunchRules"]
