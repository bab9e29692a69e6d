"""Spotters and ASW helicopters on the engine [8.7, 3.2.1, 7.3, 7.4]: the eyes and the ASW weapon of their ship.

:class:`HeliAswRules` and :func:`.seeing.spotted` give the two utility types their work (the flying, launching one
at a time and landing are :mod:`.air_phase`'s; a counter of either type remembers the ship it flew from, written
``from:SHIP``):

* a spotter in the air sees for her ship by radio (reading ``spotter_serves``: the ship it flew from, or any ship of
  its side): an enemy within the day's sight of the spotter, measured from the counter, is seen by her however far
  off, her Guns' reach still hers (:func:`.seeing.spotted`) [8.7, 3.2.1]. An ASW helicopter spots for its ship the
  same way;
* an ASW helicopter searches with its ship's sonar from where it flies, in the initiative phase's search step, as a
  ship searches (``search HELICOPTER``) [7.3]; and in the gunnery phase drops its depth charge on a counter of an
  enemy pack within its ship's ASW reach of it, with its ship's ASW dice (``asw HELICOPTER PACK LABEL``), spending
  its load, so it must go home to rearm [7.4, 8.7]. Its ship's own launchers are hers to fire as well.
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .air_sea_pieces import Plane
from .asw_phase import AswRules
from .notation import Vessel
from .ships import Ship
from .state import State, Throw
from .submarines import Pack


def stand_in(state: State, p: Plane) -> Vessel | None:
    """The ship ``p`` flew from, standing where the counter flies: how her sonar and ASW weapon reach from it [8.7];
    ``None`` when she is gone."""
    ship = next((v for v in state.ships if v.name == p.parent and v.fighting), None)
    if ship is None:
        return None
    return Vessel(Ship.of(p.name, ship.ship.cls.key, p.pose, p.side, readings=state.readings))


class HeliAswRules(AswRules):
    """ASW helicopters searching and attacking as their ship's sonar and ASW weapon [8.7, 7.3, 7.4] (see the
    module's docstring)."""

    def _helicopters(self, state: State) -> list[tuple[Plane, Vessel]]:
        """The acting side's ASW helicopters in the air, each with its ship standing where it flies [8.7]."""
        out = []
        for p in state.position.planes:
            if p.kind == "asw-helicopter" and p.flying and p.side == state.acting and p.parent:
                v = stand_in(state, p)
                if v is not None:
                    out.append((p, v))
        return out

    def _searchers(self, state: State) -> list[Vessel]:
        """Ships and boats with sonar, and the ASW helicopters searching with their ship's [7.3, 8.7]."""
        mine = [v for p, v in self._helicopters(state) if p.name not in state.searched]
        return [*super()._searchers(state), *mine]

    def _asw_targets(self, state: State) -> list[tuple[Vessel, Pack, int]]:
        """Ships' ASW fire, and each loaded ASW helicopter's at the counters within its ship's reach of it [7.4]."""
        found = super()._asw_targets(state)
        helis = {p.name for p, _ in self._helicopters(state) if p.load and p.name not in state.fought}
        stand = tuple(v for p, v in self._helicopters(state) if p.name in helis)
        pos = state.position
        planes = tuple(q for q in pos.planes if q.name not in helis)  # each stands in as its ship, for the reach
        scratch = state.with_(position=replace(pos, ships=(*state.ships, *stand), planes=planes))
        return [*found, *(t for t in super()._asw_targets(scratch) if t[0].name in helis)]

    def _asw(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """A helicopter's depth charge: its ship's ASW dice from where it flies, its load spent [7.4, 8.7]."""
        p = next((q for q in state.position.planes if q.name == action.ship), None)
        if p is None:
            return super()._asw(state, action)
        n = state.vessel(p.parent).ship.cls.asw
        pack, k = str(action.get("pack")), int(action.get("counter") or 1)
        steps = [Step("8.7", f"{p.name} drops its depth charge on {pack}'s counter {k}, as {p.parent}'s ASW weapon")]
        steps.append(Step("7.4", f"{plural(n, 'die', 'dice')}, {p.parent}'s ASW launchers'"))
        planes = tuple(replace(q, load="") if q.name == p.name else q for q in state.position.planes)
        new = state.with_(position=replace(state.position, planes=planes), fought=state.fought | {p.name})
        new = new.with_(throw=Throw("asw", n, ships=(p.parent, pack), chain=(str(k),)))  # her dice, her ECM
        return self._advance(new, steps, f"{p.name} attacks {pack}", [])


__all__ = ["HeliAswRules", "stand_in"]
