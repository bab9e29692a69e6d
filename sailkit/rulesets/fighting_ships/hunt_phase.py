"""The initiative phase's submarine steps [2.1d, 2.1f, 7.3]: sonar searches, then evasion.

Once the initiative is settled, :class:`HuntRules` opens two steps before the sailing phase, each Player 1's part
first, then Player 2's, skipping any part where nobody has a choice:

* detection [2.1d]: ``search SHIP``, a ship fitted with sonar (reading ``sonar_fit``) with an enemy counter within
  her reach (:func:`.sonar.sonar_reach`) throws a die a counter in reach; under reading ``sonar_dice=one-counter``
  she names the one counter she searches, ``search SHIP U-47:2`` (``legal_actions`` offers each in reach, nearest
  first), a choice made from what her side sees, never from which counter is the boat. Counters standing together
  on the boat's point (after a dive or firing from below, before her owner parts them) are one target to a sonar
  that names one: its die searches the boat among them, whichever label it names, so the label she names tells
  the hunter nothing [7.1, 7.3]. Each die that finds its counter removes a decoy or locates the boat
  (:func:`.sonar.search`); ``done SIDE`` ends the side's searches;
* evasion [2.1f]: ``evade SHIP x,y x,y x,y``, a located boat without Damage or Anchor tokens throws a die; slipping
  away, her counters, in label order, set down at those points, each within 5 inches of where she lay, and she is
  no longer located (:func:`.sonar.evade`, :func:`.submarines.scatter`); ``x,y*`` marks where the boat herself
  goes, shuffled anew and kept from the hunters as a run's mark is (unmarked, she keeps her counter). Trying is all
  she does this Game-Turn: she neither runs nor fires [7.3]. ``legal_actions`` offers one scatter (her counters 4 inches off at three bearings);
  any other the rules allow is accepted.

Searches, evasion and ASW fire count the side's ECM as the position writes it for its fleet (:func:`side_ecm`). A
boat under water carries no special captain (:class:`.submarines.Pack`), so the Authoritarian's bonus to evasion
never arises in play.
"""

from __future__ import annotations

from dataclasses import replace

from shapely.geometry import Point as ShapelyPoint

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.table import Point, Pose
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .fleet_words import ecm_of
from .notation import TABLE, Phase, Vessel
from .pack_phase import PackRules, boat_vessel, marked, on_water
from .readings import RULINGS
from .sonar import evade, scatter_check, search, sonar_fitted, sonar_reach
from .state import State, Throw
from .submarines import Pack, boat_marked, locate, remove_decoy, scatter

#: The steps of the initiative phase for submarines, in order: (step, part) [2.1d, f].
STEPS = (("search", 0), ("search", 1), ("evade", 0), ("evade", 1))
#: How far (inches) the offered scatter sets each counter, and at what bearings off her heading [7.3].
SPREAD, BEARINGS = 4.0, (0.0, 120.0, 240.0)
#: What each die of the hunt is for.
HUNT_THROWS = {
    "search": ("a sonar search die for each counter searched", "7.3"),
    "evade-sub": ("the located boat's evasion die", "7.3"),
}


def side_ecm(state: State, side: int) -> int:
    """A side's ECM level as searches, evasion and ASW read it: its fleet's, as the position writes it [3.2.3]."""
    return ecm_of(state.position.fleets, side)


class HuntRules(PackRules):
    """Detection and evasion in the initiative phase [2.1d, f, 7.3] (see the module's docstring)."""

    def _hunt_from(self, state: State, steps: list[Step]) -> State:
        """The first part of the hunt from ``state``'s on where the side has a choice, or the sailing phase."""
        for hunt, part in STEPS[STEPS.index((state.hunt, state.part)) :]:
            at = state.with_(hunt=hunt, part=part)
            if self._hunt_choices(at):
                what = "searches by sonar" if hunt == "search" else "may try to slip away"
                steps.append(Step("2.1", f"{at.label(at.acting or 1)} {what}"))
                return at
        return state.with_(hunt="", part=0, position=replace(state.position, phase=Phase.SAILING))

    def _next_part(self, state: State, steps: list[Step]) -> State:
        if state.phase is Phase.INITIATIVE and not state.hunt:  # the initiative settled: the hunt opens [2.1d]
            return self._hunt_from(
                state.with_(hunt="search", part=0, searched=frozenset(), found=frozenset(), dived=frozenset()), steps
            )
        if state.phase is Phase.INITIATIVE:
            k = STEPS.index((state.hunt, state.part)) + 1
            if k == len(STEPS):
                return state.with_(hunt="", part=0, position=replace(state.position, phase=Phase.SAILING))
            return self._hunt_from(state.with_(hunt=STEPS[k][0], part=STEPS[k][1]), steps)
        return super()._next_part(state, steps)

    def sub_actions(self, state: State) -> list[FightingShipsAction]:
        if state.phase is Phase.INITIATIVE and state.hunt and state.throw is None:
            return self._hunt_choices(state)
        return super().sub_actions(state)

    def _hunt_choices(self, state: State) -> list[FightingShipsAction]:
        make = FightingShipsAction.make
        if state.hunt == "search" and state.readings["sonar_dice"] == "one-counter":  # she names it [7.3]
            found = [(v, f"{p.boat}:{k}") for v in self._searchers(state) for p, k in self._in_reach(state, v)]
            return [make("search", (v.name, named)) for v, named in found]
        if state.hunt == "search":
            return [make("search", (v.name,)) for v in self._searchers(state) if self._in_reach(state, v)]
        packs = [p for p in self._packs_of(state, state.acting) if self._may_evade(state, p)]
        return [make("evade", (p.boat, *ends)) for p in packs for ends in self._scatter_offers(state, p)]

    def _may_evade(self, state: State, p: Pack) -> bool:
        """A boat located before this Game-Turn, without Damage or Anchor tokens, may try to slip away [7.3]."""
        return p.located and p.boat not in state.found and not p.damage and not p.anchors

    def _searchers(self, state: State) -> list[Vessel]:
        """The acting side's searchers not yet searched: ships fitted with sonar (reading ``sonar_fit``), and boats
        below, each searching from where she lies [7.3]."""
        below = [boat_vessel(p, state.readings) for p in self._packs_of(state, state.acting)]
        return [
            v
            for v in (*state.ships, *below)
            if v.side == state.acting and v.fighting and v.name not in state.searched
            and sonar_fitted(v.ship.cls.asw, v.ship.cls.submarine, v.ship.cls.era, state.readings)
        ]  # fmt: skip

    def _hunter(self, state: State, name: str) -> Vessel:
        """The searcher ``name``: a ship, or a boat below where her real counter lies [7.3]."""
        return next((v for v in self._searchers(state) if v.name == name), None) or state.vessel(name)

    def _in_reach(self, state: State, v: Vessel) -> list[tuple[Pack, int]]:
        """The enemy counters within ``v``'s sonar reach, nearest first [7.3]."""
        reach, at = sonar_reach(side_ecm(state, v.side)), ShapelyPoint(v.ship.mainmast)
        found = []
        for p in state.position.packs:
            if p.side == v.side:
                continue
            for label, pose in p.counters:
                gap = at.distance(v.ship.at(pose).base)  # her counter is her base's size [7.1]
                if gap <= reach + 1e-9:
                    found.append((gap, p.boat, label, p))
        return [(p, label) for _, _, label, p in sorted(found, key=lambda t: t[:3])]

    def _scatter_offers(self, state: State, p: Pack) -> list[tuple[str, ...]]:
        assert p.real is not None
        at = p.pose_of(p.real)
        ends = [at.point.moved(at.heading + b, SPREAD) for b in BEARINGS[: len(p.counters)]]
        ok = all(on_water(state.position, e) for e in ends)
        offer = tuple(TABLE.format(Point(round(e.x, 1), round(e.y, 1))) for e in ends)
        return [marked(offer, i) for i in range(len(offer))] if ok else []  # she is shuffled anew: any is the boat

    def _hunt_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """``search``, ``evade`` and a side's ``done`` with the hunt [7.3, 2.1]."""
        if action.verb == "done":
            what = "searching" if state.hunt == "search" else "evasion"
            steps = [Step("2.1", f"{state.label(state.acting or 1)} is finished with {what} this Game-Turn")]
            return self._advance(self._next_part(state, steps), steps, "done", [], Phase.INITIATIVE)
        if action.verb == "search":
            v = self._hunter(state, str(action.ship))
            chain = tuple(f"{p.boat}:{label}" for p, label in self._in_reach(state, v))
            if state.readings["sonar_dice"] == "one-counter":  # the one she named, listed as in reach [7.3]
                chain = (str(action.args[1]),)
            said = f"{v.name} searches {len(chain)} of the enemy's counters within {sonar_reach(side_ecm(state, v.side)):g} inches"
            steps = [RULINGS.step("7.3", said, state.readings, "sonar_dice")]
            new = state.with_(throw=Throw("search", len(chain), ships=(v.name,), chain=chain))
            return self._advance(new, steps, f"{v.name} searches", [], Phase.INITIATIVE)
        p = self._pack(state, str(action.ship))
        places = tuple(str(t) for t in action.args[1:])
        steps = [Step("7.3", f"{p.boat} is located and tries to slip away")]
        new = state.with_(throw=Throw("evade-sub", 1, ships=(p.boat,), chain=places))
        return self._advance(new, steps, f"{p.boat} tries to evade", [], Phase.INITIATIVE)

    def _check_search(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """A ``search`` ``legal_actions`` does not list is refused, saying what a search needs [7.3, 2.1d]."""
        one = state.readings["sonar_dice"] == "one-counter"
        said = "a searcher with sonar, in the search step, naming one enemy counter within her reach (U-47:2)"
        if not one:
            said = "a searcher with sonar and an enemy counter within her reach, in the search step, naming none"
        raise IllegalActionError(f"{action}: {said} (reading sonar_dice={state.readings['sonar_dice']})", "7.3")

    def _check_evade(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """An ``evade`` to points of one's choosing: a located boat of the side whose evasion step it is, free of
        tokens, a point for each counter, each on the water within 5 inches of where she lay [7.3]."""
        name = str(action.ship)
        mine = [
            p for p in self._packs_of(state, state.acting) if p.boat == name and p.located and p.boat not in state.found
        ]
        if not (state.phase is Phase.INITIATIVE and state.hunt == "evade" and mine):
            said = "a boat of the side evading, located in an earlier Game-Turn, in the evasion step [2.1f]"
            raise IllegalActionError(f"{action}: {said}", "7.3")
        p = mine[0]
        if p.damage or p.anchors:
            raise IllegalActionError(f"{action}: a boat with Damage or Anchor tokens may not evade", "7.3")
        try:
            places = [TABLE.parse(t) for t in boat_marked(action.args[1:])[0]]
        except InvalidInputError as e:
            raise IllegalActionError(f"{action}: {e}", "7.3") from None
        if len(places) != len(p.counters) or not all(on_water(state.position, q) for q in places):
            said = f"a point on the water for each of her {len(p.counters)} counters"
            raise IllegalActionError(f"{action}: {said}", "7.3")
        assert p.real is not None
        try:
            scatter_check(p.pose_of(p.real).point, tuple(places), name=name)
        except InvalidInputError as e:  # a counter set down too far
            raise IllegalActionError(f"{action}: {e}", "7.3") from None
        return action

    def _hunt_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The hunt's dice thrown: what the searches found, or whether the boat slipped away [7.3]."""
        if throw.kind == "search":
            return self._search_roll(state, throw, steps)
        p = self._pack(state, throw.ships[0])
        tried = evade(throw.dice[0], name=p.boat, ecm=side_ecm(state, p.side), readings=state.readings)
        steps += tried.steps
        if tried.verdict:
            points, marked = boat_marked(throw.chain)
            assert p.real is not None
            poses = [Pose.at(TABLE.parse(q), p.pose_of(p.real).heading) for q in points]
            p = scatter(p, poses, p.real if marked is None else p.counters[marked][0])
        pos = replace(state.position, packs=tuple(p if q.boat == p.boat else q for q in state.position.packs))
        new = state.with_(position=pos, throw=None, sailed=state.sailed | {p.boat}, fought=state.fought | {p.boat})
        new = new.with_(dived=new.dived | {p.boat})  # trying to slip away is all she does [7.3]
        new = self._hunt_from(new, steps)
        verdict = f"{p.boat} {'slips away' if tried.verdict else 'stays located'}"
        return self._advance(new, steps, verdict, [tried], Phase.INITIATIVE)

    @staticmethod
    def _on_boat(state: State, p: Pack, k: int) -> bool:
        """Whether a sonar that names one counter (reading ``sonar_dice=one-counter``) searches the boat in naming
        counter ``k``: it stands on her counter's very point, one target with her until her owner parts them [7.1,
        7.3]."""
        if state.readings["sonar_dice"] != "one-counter" or p.real is None:
            return False
        return p.pose_of(k).point == p.pose_of(p.real).point

    def _search_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name, packs = throw.ships[0], {p.boat: p for p in state.position.packs}
        parts, new_found = [], set(state.found)
        for die, mark in zip(throw.dice, throw.chain, strict=True):
            boat, _, label = mark.rpartition(":")
            p, k = packs[boat], int(label)
            if k not in dict(p.counters):
                continue  # removed by an earlier die of this search
            real = k == p.real or self._on_boat(state, p, k)
            found = search(die, side_ecm(state, 3 - p.side), real, counter=f"{boat}'s counter {k}")
            parts.append(found)
            steps += found.steps
            if found.verdict == "located" and not p.located:
                packs[boat], new_found = locate(p), {*new_found, boat}
            elif found.verdict == "decoy removed":
                packs[boat] = remove_decoy(p, k)
        pos = replace(state.position, packs=tuple(packs[p.boat] for p in state.position.packs))
        new = state.with_(position=pos, throw=None, searched=state.searched | {name}, found=frozenset(new_found))
        verdict = ", ".join(str(r.verdict) for r in parts) or "nothing left to find"
        return self._advance(self._hunt_from(new, steps), steps, verdict, parts, Phase.INITIATIVE)


__all__ = ["HUNT_THROWS", "HuntRules", "side_ecm"]
