"""ASW weapons in the gunnery phase [7.4, 2.1]: launchers against a pack's counters, and the damage below.

:class:`AswRules` adds ``asw SHIP PACK LABEL`` to the gunnery phase: a ship of the side firing with ASW launcher
points (``asw``), her launchers ready (each fires every other Game-Turn, :func:`.asw.launcher_ready`), attacks one
counter of an enemy pack within 6 inches in an arc her fit fires into (:func:`.asw.asw_bearing`, the fit of her era,
reading ``asw_stern_arc``). It is her launchers' fire, not her guns': she may still fire her guns this Game-Turn.
Her dice (a die a launcher, 6 to hit, her ECM added) are asked; a hit on a decoy removes it, hits on the boat each
throw a die of damage hits, saved by half her Hull dice, and what goes through is damage as a torpedo's, with its
critical checks and strike test asked in turn, ruled once (:func:`.asw.asw_attack`, through
:func:`.below_waterline.waterline_damage`) [5.7.2]. A boat
brought to strike, or whose motive or steering is hit, comes up [5.6.2]; one sunk is gone with her counters.

The counter the hunters aim at is one of those they see alike (:meth:`.submarines.Pack.seen_by`); which is the boat
is the engine's to know, as the owner's to reveal.
"""

from __future__ import annotations

from dataclasses import replace

from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .asw import asw_attack, asw_bearing, fit_for, launcher_ready
from .hunt_phase import HUNT_THROWS, HuntRules, side_ecm
from .impacts import Target
from .launch_phase import LAUNCH_VERBS
from .notation import Phase, Position, Vessel
from .pack_phase import boat_vessel, depth_key
from .ships import Ship, ship_class
from .state import State, Throw
from .sub_launch import SubLaunchRules
from .submarines import Pack, remove_decoy
from .turn import _afloat

#: The throws of submarines' steps, by kind [7.3, 7.4].
SUB_THROWS = {**HUNT_THROWS, "asw": ("the ASW launchers' dice, one a launcher", "7.4")}
#: The criticals that bring a boat up [5.6.2].
SURFACING = ("motive", "steering")


class AswRules(HuntRules, SubLaunchRules):
    """ASW fire in the gunnery phase [7.4] (see the module's docstring)."""

    def sub_actions(self, state: State) -> list[FightingShipsAction]:
        if state.phase is Phase.GUNNERY and state.throw is None:
            make = FightingShipsAction.make
            return [make("asw", (v.name, p.boat, k)) for v, p, k in self._asw_targets(state)]
        return super().sub_actions(state)

    def _asw_targets(self, state: State) -> list[tuple[Vessel, Pack, int]]:
        last = dict(state.asw_fired)
        firers = [
            v
            for v in state.ships
            if v.side == state.acting and v.fighting and v.ship.cls.asw and v.ship.cls.era in ("world-wars", "post-war")
            and launcher_ready(last.get(v.name), state.turn)[0]
        ]  # fmt: skip
        return [
            (v, p, k)
            for v in firers
            for p in state.position.packs
            if p.side != v.side
            for k, pose in p.counters
            if asw_bearing(v.ship, v.ship.at(pose).base, fit_for(v.ship.cls.era), readings=state.readings).verdict
        ]

    def _asw(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        v, p, k = (
            state.vessel(str(action.ship)),
            self._pack(state, str(action.get("pack"))),
            int(action.get("counter") or 1),
        )
        n = v.ship.cls.asw
        ready = launcher_ready(dict(state.asw_fired).get(v.name), state.turn)[1]
        steps = [ready, Step("7.4", f"{v.name}'s {plural(n, 'ASW launcher')} attack {p.boat}'s counter {k}")]
        fired = (*((s, t) for s, t in state.asw_fired if s != v.name), (v.name, state.turn))
        new = state.with_(throw=Throw("asw", n, ships=(v.name, p.boat), chain=(str(k),)), asw_fired=fired)
        return self._advance(new, steps, f"{v.name} attacks {p.boat}", [])

    def _sub_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A batch of the submarines' dice complete [7.3, 7.4]."""
        if throw.kind in HUNT_THROWS:
            return self._hunt_roll(state, throw, steps)
        firer, p, k = state.vessel(throw.ships[0]), self._pack(state, throw.ships[1]), int(throw.chain[0])
        ecm = side_ecm(state, firer.side)
        if k == p.real:
            hits = int(asw_attack(throw.dice, ecm, False).facts["hits"])
            if hits:
                steps.append(Step("7.4", f"{plural(hits, 'hit')} on the boat herself: a die of damage hits each"))
                return self._advance(state.with_(throw=throw.then("impact", hits)), steps, "", [])
        ruled = asw_attack(throw.dice, ecm, k == p.real, readings=state.readings)
        steps += ruled.steps
        pos = state.position
        if ruled.verdict == "decoy removed":
            pos = replace(pos, packs=tuple(remove_decoy(q, k, "7.4") if q is p else q for q in pos.packs))
        return self._advance(state.with_(position=pos, throw=None), steps, f"{p.boat}: {ruled.verdict}", [ruled])

    def _sub_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """A submarine's action or a hunter's [7.2-7.4], or a side's ``done`` with the hunt."""
        if action.verb in ("dive", "surface", "run"):
            return self._pack_act(state, action)
        if action.verb == "asw":
            return self._asw(state, action)
        if action.verb in LAUNCH_VERBS:  # a launch, from a ship or from below [5.7.1, 5.8.1]
            return self._launch(state, action)
        return self._hunt_act(state, action)

    def _counter_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        if throw.kind in SUB_THROWS:
            return self._sub_roll(state, throw, steps)
        if not throw.held or throw.held[0][0] != "asw":
            return super()._counter_roll(state, throw, steps)
        p = self._pack(state, throw.ships[1])
        batches = {**dict(throw.held), throw.kind: throw.dice}
        boat = boat_vessel(p, state.readings)
        up = state.with_(position=self._boat_up(state.position, p, boat))
        hull = ship_class(p.key).hull
        target = Target(p.boat, hull, ship=_afloat(boat))
        hits, saves, crit = sum(batches["impact"]), batches.get("impact-saves"), batches.get("impact-criticals", ())
        if saves is None:
            steps.append(Step("7.4", f"{plural(hits, 'damage hit')}: {p.boat} saves with half her Hull dice"))
            return self._advance(state.with_(throw=throw.then("impact-saves", target.saving("torpedo"))), steps, "", [])
        due = self._impact_wants(up, throw, "torpedo", hits, target, saves, crit, batches, steps)
        if due is not None:
            return self._advance(state.with_(throw=due), steps, "", [])
        return self._asw_damage(state, up, p, boat, batches, steps)

    def _boat_up(self, pos: Position, p: Pack, boat: Vessel) -> Position:
        """``pos`` with the pack's boat standing as a ship where her counter lies, for the damage rules to read."""
        return replace(pos, packs=tuple(q for q in pos.packs if q.boat != p.boat), ships=(*pos.ships, boat))

    def _asw_damage(
        self, state: State, up: State, p: Pack, boat: Vessel, batches: dict[str, tuple[int, ...]], steps: list[Step]
    ) -> tuple[State, Ruling]:
        """What the damage hits did to the boat [7.4, 5.7.2, 5.6]: her tokens below, or her coming up or going down."""
        hull, firer = ship_class(p.key).hull, state.vessel(state.throw.ships[0]) if state.throw else None
        saves, r = batches["impact-saves"], state.readings
        dealt = asw_attack(batches["asw"], side_ecm(state, firer.side if firer else 1), True, impacts=batches["impact"],
                           hull=hull, save_dice=saves, ship=_afloat(boat), critical_dice=batches.get("impact-criticals", ()),
                           strike_dice=batches.get("impact-strike"), readings=r)  # fmt: skip
        steps += dealt.steps  # the ASW dice, the impacts, the half Hull, then the damage: ruled once [7.4, 5.7.2]
        pos, hurt = self._damaged(up, up.position, boat, dealt, steps)
        if hurt.fate == "afloat" and not set(SURFACING) & set(hurt.criticals):
            below = replace(p, damage=hurt.damage, anchors=hurt.anchors)
            pos = replace(pos, ships=tuple(v for v in pos.ships if v.name != p.boat), packs=(*pos.packs, below))
        elif hurt.fate != "sunk":
            key = depth_key(p.key, "surfaced")
            pos = pos.put(hurt.with_(ship=Ship.of(p.boat, key, hurt.ship.pose, p.side, readings=state.readings)))
            steps.append(Step("5.6.2", f"{p.boat} comes up: her decoys are void"))
        new = state.with_(position=pos, throw=None)
        return self._advance(new, steps, f"{p.boat}: {dealt.facts['result']}", [dealt])


__all__ = ["SUB_THROWS", "SURFACING", "AswRules"]
