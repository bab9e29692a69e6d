"""Air combat beyond the patrols on the engine [8.8]: fights between counters no patrol caught, spares, aces.

:class:`AirFightRules` adds to the gunnery phase [2.1], after the patrols' fights (:mod:`.air_fire_phase`):

* in each side's part, a counter of the side that fights (a combat value above 0 that is not only for defence, read
  as :func:`.air_phase.combat_value` reads it) may attack an enemy counter within its reach, 2 inches with guns and
  8 with air-to-air rockets (reading ``a2a_rockets`` says who carries them) (``engage PLANE ENEMY``) [8.8a]. A die a
  side, the attacker's first (:func:`.air_combat.dogfight`): the loser is shot down, a tie breaks both off, spent,
  to go home [8.8d]; the winner has had its combat this Game-Turn, and keeps its load or goes home spent by reading
  ``engaged_winner``. Either counter that has fought, bombed or turned away this Game-Turn is out of it;
* an exceptional pilot (a counter written ``ace``) adds 1 to each combat, a patrol's too [8.8e];
* a fighter that takes up a patrol with ``join PLANE SHIP`` rather than ``patrol`` is committed: when its patrol
  catches fewer intruders than it has fighters, it joins a pair as a spare, adding its combat value to the pair's
  die, and goes home with the pair's fighter [8.4, 8.8c]; a fighter sent with ``patrol`` is held back.
"""

from __future__ import annotations

from ...errors import IllegalActionError
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .air_combat import A2A_REACH, dogfight
from .air_fire_phase import AirFireRules, dogfight_end
from .air_phase import combat_value
from .air_sea_pieces import Plane
from .aircraft import aircraft_type
from .measuring import at_most
from .notation import Phase
from .readings import RULINGS
from .state import State, Throw


def reach(state: State, p: Plane) -> float:
    """How far ``p`` fights another counter [8.8a]: 8 inches with air-to-air rockets (reading ``a2a_rockets``),
    else 2 with guns."""
    rockets = state.readings["a2a_rockets"] == "jets" and aircraft_type(p.kind).kind == "jet"
    return A2A_REACH["rockets" if rockets else "guns"]


def fights(state: State, p: Plane) -> bool:
    """Whether ``p`` may attack another counter [8.1, 8.8]: a combat value above 0 that is not for defence only."""
    return combat_value(state, p) > 0 and not aircraft_type(p.kind).defence_only


class AirFightRules(AirFireRules):
    """Air combat not caught by a patrol, spares and aces [8.8] (see the module's docstring)."""

    def _engagements(self, state: State) -> list[FightingShipsAction]:
        """The acting side's counters' attacks on enemy counters within reach [8.8a]."""
        if state.phase is not Phase.GUNNERY or state.dogfights:
            return []
        free = [p for p in state.position.planes if p.flying and p.name not in state.fought]
        return [
            FightingShipsAction.make("engage", (a.name, b.name))
            for a in free
            if a.side == state.acting and fights(state, a)
            for b in free
            if b.side != a.side and at_most(a.pose.distance_to(b.pose.point), reach(state, a))
        ]

    def air_fire_actions(self, state: State) -> list[FightingShipsAction]:
        return [*super().air_fire_actions(state), *self._engagements(state)]

    def check_air(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """An attack on a counter not open now is refused with 8.8; the rest as :class:`AirFireRules` checks them."""
        if action.verb != "engage":
            return super().check_air(state, action)
        why = (
            "in the gunnery phase, a counter of the side firing with a combat value, not only in defence, that has "
            "not fought or turned away this Game-Turn, at an enemy counter within 2 inches (8 with rockets, reading "
            "a2a_rockets)"
        )
        raise IllegalActionError(f"{action}: {why}", "8.8")

    def _air_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        if action.verb != "engage":
            return super()._air_act(state, action)
        a, b = str(action.get("plane")), str(action.target)
        gap = next(p for p in state.position.planes if p.name == a).pose.distance_to(
            next(p for p in state.position.planes if p.name == b).pose.point
        )
        steps = [Step("8.8", f"{a} attacks {b}, {gap:.1f} inches off, uncaught by any patrol")]
        return self._advance(state.with_(throw=Throw("engage", 2, ships=(a, b))), steps, "", [])

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        if throw.kind != "engage":
            return super()._salvo_roll(state, throw, steps)
        pos = state.position
        a, b = (next(p for p in pos.planes if p.name == n) for n in throw.ships)
        ruled = dogfight(combat_value(state, a), throw.dice[0], combat_value(state, b), throw.dice[1],
                         a_ace=a.ace, b_ace=b.ace, names=(a.name, b.name))  # fmt: skip
        steps += ruled.steps
        home = state.readings["engaged_winner"] == "home"
        pos, verdict = dogfight_end(pos, ruled.verdict, a, b, winner_home=home, steps=steps)
        if ruled.verdict != "break off":
            said = "goes home spent" if home else "keeps its load and fights no more this Game-Turn"
            won = a.name if ruled.verdict == "a" else b.name
            steps.append(RULINGS.step("8.8", f"{won} {said}", state.readings, "engaged_winner"))
        fought = state.fought | {a.name, b.name}
        new = state.with_(position=pos, throw=None, fought=fought)
        return self._advance(new, steps, verdict, [ruled])


__all__ = ["AirFightRules", "fights", "reach"]
