"""Turrets on the engine [5.4g, 5.4h]: a DB ship's two broadsides at two targets, and a secondary battery's salvo.

:class:`TurretRules` adds two verbs to the gunnery phase [5.1]:

* ``broadside SHIP TARGET``: a DB ship fires one of her two broadsides (her Gunnery, not doubled) at a valid
  target; her second goes with a second ``broadside``, at the same target or another, in any arc (her two broadsides
  may each train to any of the bow, stern, port and starboard [5.4g]). ``fire SHIP TARGET`` keeps its meaning: both
  broadsides at one target. Once she has fired one broadside, ``fire`` is no longer hers to give.
* ``secondary SHIP TARGET``: a capital ship with a secondary battery fires it as its own salvo [5.4h, 5.5.1], once a
  Game-Turn, before or after her main battery: the dice of its best training that bear on the target (each side's
  battery to its own side, up to a third of each turned ahead or astern, reading ``secondary_third``:
  :func:`.turrets.turret_options`), fired as Guns of the battery's own calibre (its ranges and factors [5.3,
  5.5.3.1]) and thrown as any salvo (:mod:`.gunnery_phase`).

Under reading ``turret_split=dice`` a player could also split the doubled Gunnery unevenly; the engine offers the
whole broadsides, which every reading allows.
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .duel import DuelRules
from .notation import Phase, Vessel
from .salvo_dice import salvo_dice
from .state import State, Throw
from .turrets import turret_options


def battery_of(v: Vessel) -> Vessel:
    """``v`` as her secondary battery fires [5.4h]: Guns of its calibre, trained all round as turrets do."""
    cls = v.ship.cls
    gun = replace(cls, ordnance="guns", calibre=cls.secondary_calibre, gunnery=cls.secondary, turreted=True)
    return v.with_(ship=replace(v.ship, cls=gun))


class TurretRules(DuelRules):
    """Broadsides at two targets and secondary batteries [5.4g, 5.4h] (see the module's docstring)."""

    def turret_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's ``broadside`` and ``secondary`` actions now [5.4g, 5.4h]."""
        if state.phase is not Phase.GUNNERY or state.setup.duel:
            return []
        make = FightingShipsAction.make
        out = [make("broadside", pair) for pair in self._targets(state) if state.vessel(pair[0]).ship.cls.turreted]
        return out + [make("secondary", pair) for pair in self._secondary_targets(state)]

    def _secondary_targets(self, state: State) -> list[tuple[str, str]]:
        """(ship, target) of every secondary salvo the acting side may fire [5.4h]."""
        own = [v for v in state.ships if v.side == state.acting and v.fighting and v.ship.cls.secondary]
        return [
            (v.name, t.name)
            for v in own
            if v.name not in state.seconded and "armament" not in v.criticals and not v.entangled
            for t in state.ships
            if t.side != v.side and t.fighting and self._secondary_dice(state, v, t)
        ]

    def _secondary_dice(self, state: State, v: Vessel, t: Vessel) -> int:
        """The dice of ``v``'s secondary battery that bear on ``t`` when she is a valid target for it, else 0."""
        battery = battery_of(v)
        if not self._valid(state.with_(position=state.position.put(battery)), battery, t).verdict:
            return 0
        return int(turret_options(v.ship, t.ship, state.readings, secondary=True).value or 0)

    def _has_choice(self, state: State) -> bool:
        gunnery = state.phase is Phase.GUNNERY and not state.setup.duel
        return super()._has_choice(state) or (gunnery and bool(self._secondary_targets(state)))

    def _fire(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        return super()._fire(state.with_(battery=""), name, target)

    def _broadside(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        """One of ``name``'s two broadsides at ``target`` [5.4g]: her Gunnery's dice, not doubled."""
        firer, aim = state.vessel(name), state.vessel(target)
        band, _, way, parts = self._fire_terms(state, firer, aim)
        dice, _, said = salvo_dice(state, name, target, gale=way, stat=firer.ship.cls.gunnery)
        which = "her second" if name in state.split else "one of her two"
        steps = [Step("5.4g", f"{name} trains {which} broadsides on {target}: Gunnery {firer.ship.cls.gunnery}")]
        steps += [*(step for part in parts for step in part.steps), *said, *dice.steps]
        throw = Throw("gunnery", int(dice.value or 0), ships=(name, target))
        new = state.with_(battery="broadside", ranged=state.ranged | {(name, target)}, throw=throw)
        return self._advance(new, steps, f"{name} fires a broadside at {target}", [*parts, dice])

    def _secondary(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        """``name``'s secondary battery's own salvo at ``target`` [5.4h] (see the module's docstring)."""
        v, aim = state.vessel(name), state.vessel(target)
        battery = battery_of(v)
        gun = state.with_(position=state.position.put(battery))
        trained = turret_options(v.ship, aim.ship, state.readings, secondary=True)
        band, _, way, parts = self._fire_terms(gun, battery, aim)
        dice, _, said = salvo_dice(gun, name, target, gale=way, stat=int(trained.value or 0))
        steps = [Step("5.4h", f"{name}'s secondary battery fires its own salvo at {target}"), *trained.steps]
        steps += [*(step for part in parts for step in part.steps), *said, *dice.steps]
        chain = self._carried_order(state, v, aim)
        throw = Throw("gunnery", int(dice.value or 0), ships=(name, target), band=band, chain=chain)
        new = state.with_(battery="secondary", seconded=state.seconded | {name}, throw=throw)
        return self._advance(new, steps, f"{name}'s secondary battery fires at {target}", [trained, *parts, dice])

    def _fired_now(self, state: State, name: str) -> State:
        """A secondary salvo leaves her main battery to fire; a first broadside leaves her second [5.4g, 5.4h]."""
        if state.battery == "secondary":
            return state
        if state.battery == "broadside" and name not in state.split:
            return state.with_(split=state.split | {name})
        return super()._fired_now(state, name)

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        new = super()._end_of_turn(state, steps)
        return new.with_(battery="", seconded=frozenset(), split=frozenset())


__all__ = ["TurretRules", "battery_of"]
