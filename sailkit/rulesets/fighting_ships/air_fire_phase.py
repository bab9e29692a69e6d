"""Aircraft in the gunnery phase on the engine [2.1, 8.5, 8.6, 8.8]: air combat, bombs and AA fire.

:class:`AirFireRules` adds to the gunnery phase [2.1]:

* first, before any fire, each fight the patrols caught (:mod:`.air_phase`) throws a die a side, the patrol's fighter
  first (:func:`.air_combat.dogfight`): the loser is shot down, a tie breaks both off; whoever comes through goes
  home spent [8.4, 8.8]. Spare fighters are held back (the engine's choice: the text lets a player hold them);
* in each side's part, with its ships' fire: a counter with a bomb within 4 inches of an enemy's mainmast drops it
  (``bomb PLANE SHIP``): a die to hit, a miss on 3 or less, 2 or less against a cruiser or bigger
  (:func:`.air_weapons.bomb_miss`), and a hit strikes as a bomb, its die of hits asked as the counters' impacts
  are (:mod:`.counter_phase`, :func:`.impacts.impact`) and saved by half the Hull or all of it (reading
  ``bomb_saves``), no torpedo belt or decoy helping [8.5]. A jet's bombs are guided, missing on one less (reading
  ``guided_bombs``); a kamikaze dives with the same verb and die, is gone hit or miss, and its hit strikes as a bomb,
  then as a torpedo, a die each, the bomb's left out against an armoured deck (reading ``armoured_deck``) [8.1];
* a ship fires her AA once a Game-Turn, every AA point at one enemy counter within 8 inches of her mainmast, 14
  with AA rockets (reading ``aa_rockets``) (``aa SHIP PLANE``): a die a point, a hit on 5 or more with her ECM
  added (her fleet's, or her stat line's if higher, :func:`.ecm_level.ship_ecm`), and a die a
  hit, 5 or 6 destroying it, else it turns away 180 degrees and attacks no more this Game-Turn
  (:func:`.aa_fire.aa_fire`) [8.6];
* a counter with a torpedo or a missile launches it through 5.7's and 5.8's verbs (``launch PLANE SHIP``,
  ``missile PLANE SHIP``) [8.5]: the counter is set on the aircraft's place heading for the enemy's mainmast, a
  missile homing on her, and runs from the next sailing phase as a ship's does (:mod:`.counter_phase`); the
  aircraft has spent its load. The engine offers a launch at each enemy between 6 inches (where the counter arms)
  and one run away, and accepts one at any enemy on the table.
"""

from __future__ import annotations

from dataclasses import replace

from shapely.geometry import Point as ShapelyPoint

from ...errors import IllegalActionError
from ...geometry.table import Pose
from ...rulings import Ruling, Step
from ...wording import plural
from .aa_fire import AA_HIT, AA_REACH, aa_fire, aa_weapon
from .actions import FightingShipsAction
from .air_combat import dogfight
from .air_phase import FLIGHT_VERBS, AirRules, carries, combat_value
from .air_sea_pieces import Plane
from .air_weapons import BIG_HULLS, BOMB_REACH, armoured_deck, bomb_miss, guided_bomber, kamikaze_loads
from .aircraft import aircraft_type
from .counter_phase import air_run
from .ecm_level import ship_ecm
from .launch_phase import LaunchRules
from .measuring import at_most
from .notation import Phase, Position, Vessel
from .readings import RULINGS
from .state import State, Throw
from .torpedoes import ARMING, Counter, weapon

#: The aircraft verbs of the gunnery phase, and all of the air's.
AIR_FIRE_VERBS = ("bomb", "aa", "engage")
AIR_VERBS = FLIGHT_VERBS + AIR_FIRE_VERBS
#: What each die of the air's gunnery is for, with its case.
AIR_THROWS = {
    "dogfight": ("a die a side for the air combat, the patrol's fighter first", "8.8"),
    "bomb": ("the bomb's die to hit", "8.5"),
    "aa": ("the AA dice, one an AA point", "8.6"),
    "aa-fate": ("a die for each AA hit: 5 or 6 destroys the counter", "8.6"),
    "engage": ("a die a side for the air combat, the attacker first", "8.8"),  # read by AirFightRules
    "base": ("a die for how many Game-Turns away its base lies", "8.2"),  # read by AirBaseRules
}
#: The load each launch verb sends running from an aircraft [5.7.1, 5.8.1, 8.5].
LAUNCHED = {"launch": "torpedo", "missile": "missile"}
#: The loads that are bombs, and what is left after one is dropped [8.1, 8.5].
BOMBS = {"2 bomb": "bomb", "bomb": "", "kamikaze": ""}


def _plane(pos: Position, name: str) -> Plane:
    return next(p for p in pos.planes if p.name == name)


def _without(pos: Position, *names: str) -> Position:
    return replace(pos, planes=tuple(p for p in pos.planes if p.name not in names))


def _put(pos: Position, *planes: Plane) -> Position:
    new = {p.name: p for p in planes}
    return replace(pos, planes=tuple(new.get(p.name, p) for p in pos.planes))


def _reach(state: State, v: Vessel) -> float:
    """How far ``v``'s AA reaches: 8 inches with guns, 14 with rockets (reading ``aa_rockets``) [8.6]."""
    return AA_REACH[aa_weapon(v.ship.cls, state.readings)]


def dogfight_end(
    pos: Position, verdict: str, a: Plane, b: Plane, *, winner_home: bool, steps: list[Step]
) -> tuple[Position, str]:
    """The position after a pair's combat [8.8]: on a tie both spent, to go home [8.8d]; else the loser gone and
    the winner home spent when ``winner_home`` (as a patrol's fight leaves it [8.4]). Also what happened, in words."""
    if verdict == "break off":
        return _put(pos, replace(a, load="", cap=""), replace(b, load="", cap="")), f"{a.name} and {b.name} break off"
    won, lost = (a, b) if verdict == "a" else (b, a)
    if winner_home:
        steps.append(Step("8.4", f"{won.name} comes through and must go home to rearm"))
    kept = replace(won, load="", cap="") if winner_home else won
    return _put(_without(pos, lost.name), kept), f"{won.name} shoots {lost.name} down"


class AirFireRules(AirRules, LaunchRules):
    """Air combat, bombs and AA fire in the gunnery phase [2.1, 8.5, 8.6, 8.8] (see the module's docstring)."""

    def air_fire_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's bombs and AA fire now [8.5, 8.6]."""
        if state.phase is not Phase.GUNNERY or state.dogfights:
            return []
        make, pos = FightingShipsAction.make, state.position
        enemies = [v for v in state.ships if v.side != state.acting and v.fighting]
        out = [
            make("bomb", (p.name, v.name))
            for p in pos.planes
            if p.side == state.acting and p.flying and p.load in BOMBS and p.name not in state.fought
            for v in enemies
            if at_most(ShapelyPoint(v.ship.mainmast).distance(ShapelyPoint(p.pose.point)), BOMB_REACH)
        ]
        out += self._plane_launches(state, enemies)
        firers = [v for v in state.ships if v.side == state.acting and v.fighting and v.ship.cls.aa]
        out += [
            make("aa", (v.name, p.name))
            for v in firers
            if v.name not in state.aa_fired
            for p in pos.planes
            if p.side != state.acting and p.flying and at_most(v.ship.pose.distance_to(p.pose.point), _reach(state, v))
        ]
        return out

    def _plane_launches(self, state: State, enemies: list[Vessel]) -> list[FightingShipsAction]:
        """The acting side's aircraft torpedoes and missiles: at each enemy from where the counter arms to one run
        away [5.7.1, 5.8.1, 8.5]."""
        out = []
        for verb, kind in LAUNCHED.items():
            reach = weapon(kind).speed
            for p in state.position.planes:
                if p.side != state.acting or not p.flying or p.load != kind or p.name in state.fought:
                    continue
                for v in enemies:
                    gap = p.pose.distance_to(v.ship.mainmast)
                    if at_most(ARMING, gap) and at_most(gap, reach):
                        out.append(FightingShipsAction.make(verb, (p.name, v.name)))
        return out

    def _check_launch(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """An aircraft's launch [8.5]: a counter of the side firing, in the gunnery phase, with that load, at an
        enemy ship on the table; a ship's launch as 5.7.1 and 5.8.1 say."""
        p = next((q for q in state.position.planes if q.name == action.ship), None)
        if p is None:
            return super()._check_launch(state, action)
        kind = LAUNCHED[action.verb]
        target = next((v for v in state.ships if v.name == action.target and v.side != p.side and v.fighting), None)
        gunnery = state.phase is Phase.GUNNERY and p.side == state.acting and p.flying
        if not gunnery or p.load != kind or target is None or p.name in state.fought:
            said = f"an aircraft counter of the side firing, carrying a {kind}, at an enemy ship on the table"
            raise IllegalActionError(f"{action}: {said}", weapon(kind).case)
        return action

    def _launch(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """An aircraft's torpedo or missile set running at an enemy [8.5, 5.7.1, 5.8.1]; a ship's as ships launch."""
        p = next((q for q in state.position.planes if q.name == action.ship), None)
        if p is None:
            return super()._launch(state, action)
        kind, target = LAUNCHED[action.verb], state.vessel(str(action.target))
        run, pos = weapon(kind), state.position
        taken = {*pos.piece_names, *(c.name for c in pos.counters), *(v.name for v in pos.ships)}
        taken |= {m.name for m in pos.mines} | {b.name for b in pos.boats}
        name = next(n for k in range(1, 999) if (n := f"{kind[0].upper()}{state.turn}-{k}") not in taken)
        heading = round(p.pose.bearing_to(target.ship.mainmast), 1)
        guided = kind == "missile"
        counter = Counter(name, p.side, kind, Pose(p.pose.x, p.pose.y, heading), run.speed, run.turns,
                          guided=guided, target=target.name if guided else "", launcher=p.name)  # fmt: skip
        said = f"{p.name} launches {name}, a {kind}, at {target.name}, heading {heading:g}, and has spent its load"
        steps = [Step("8.5", said), Step(run.case, f"it runs {run.speed:g} inches a sailing phase for {run.turns}")]
        pos = replace(_put(pos, replace(p, load="")), counters=(*pos.counters, counter))
        return self._advance(state.with_(position=pos), steps, f"{p.name} launches a {kind}", [])

    def _has_choice(self, state: State) -> bool:
        gunnery = state.phase is Phase.GUNNERY
        return super()._has_choice(state) or (gunnery and bool(state.dogfights or self.air_fire_actions(state)))

    def check_air(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """An aircraft's action not offered now: a flight the rules allow (:meth:`check_flight`), else refused with
        its case [8.2-8.6]."""
        if action.verb in FLIGHT_VERBS:
            return self.check_flight(state, action)
        case = "8.5" if action.verb == "bomb" else "8.6"
        why = (
            "a counter of the side firing, with a bomb (or a kamikaze), within 4 inches of an enemy's mainmast"
            if action.verb == "bomb"
            else "a ship of the side firing, with AA points not fired this Game-Turn, at an enemy counter within 8 inches"
        )
        raise IllegalActionError(f"{action}: in the gunnery phase, {why}", case)

    def _offers_due(self, state: State, steps: list[Step]) -> State:
        state = super()._offers_due(state, steps)
        quiet = state.throw is None and state.offer is None and not state.result
        if quiet and state.dogfights and state.phase is Phase.GUNNERY:
            a, b = state.dogfights[0]
            steps.append(Step("8.8", f"{a} fights {b}, caught by its patrol, before any fire [2.1]"))
            return state.with_(throw=Throw("dogfight", 2, ships=(a, b)))
        return state

    # ---- what an action does ----

    def _boat_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """What a counter's action does: an aircraft's here [8.2-8.6], a boat's as boats' rules say [6.3]."""
        return self._air_act(state, action) if action.verb in AIR_VERBS else super()._boat_act(state, action)

    def _air_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        """What an aircraft's action does [8.2-8.6]: a flight (:mod:`.air_phase`), a bomb or AA fire."""
        if action.verb in FLIGHT_VERBS:
            return self._flight_act(state, action)
        if action.verb == "bomb":
            plane, target = str(action.get("plane")), str(action.target)
            steps = [Step("8.5", f"{plane} drops a bomb on {target}, within {BOMB_REACH:g} inches of her mainmast")]
            return self._advance(state.with_(throw=Throw("bomb", 1, ships=(plane, target))), steps, "", [])
        ship, plane = str(action.ship), str(action.get("plane"))
        points = state.vessel(ship).ship.cls.aa
        said = (
            f"{ship} fires her {plural(points, 'AA point')} ({aa_weapon(state.vessel(ship).ship.cls, state.readings)})"
        )
        steps = [RULINGS.step("8.6", f"{said} at {plane}, named before any die", state.readings, "aa_rockets")]
        new = state.with_(throw=Throw("aa", points, ships=(ship, plane)), aa_fired=state.aa_fired | {ship})
        return self._advance(new, steps, "", [])

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The air's dice, read before a salvo's (the last kind of throw the engine reads) [8.5, 8.6, 8.8]."""
        if throw.kind not in AIR_THROWS:
            return super()._salvo_roll(state, throw, steps)
        if throw.kind == "dogfight":
            return self._dogfought(state, throw, steps)
        if throw.kind == "bomb":
            return self._bombed(state, throw, steps)
        return self._aa_fired(state, throw, steps)

    def _dogfought(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A pair's air combat [8.8]: the loser shot down; the winner, or both on a tie, home spent [8.4, 8.8d], with
        the spares that joined the patrol's fighter [8.8c]; an ace adds 1 [8.8e]."""
        pos = state.position
        a, b = (_plane(pos, n) for n in throw.ships)
        wingmen = [_plane(pos, w) for w, f in state.wingmen if f == a.name]
        ruled = dogfight(combat_value(state, a), throw.dice[0], combat_value(state, b), throw.dice[1],
                         a_spares=[combat_value(state, w) for w in wingmen], a_ace=a.ace, b_ace=b.ace,
                         names=(a.name, b.name))  # fmt: skip
        steps += ruled.steps
        pos = _put(pos, *(replace(w, load="", cap="") for w in wingmen))
        pos, verdict = dogfight_end(pos, ruled.verdict, a, b, winner_home=True, steps=steps)
        left = tuple(pair for pair in state.wingmen if pair[1] != a.name)
        new = state.with_(position=pos, throw=None, dogfights=state.dogfights[1:], wingmen=left)
        return self._advance(new, steps, verdict, [ruled])

    def _bombed(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """A bomb's die [8.5]: a miss, or a hit that strikes as a bomb, its die of hits asked next and saved as
        reading ``bomb_saves`` says (:mod:`.counter_phase`); a guided bomb misses on one less (reading
        ``guided_bombs``); a kamikaze is gone either way, and its hit strikes as a bomb, then a torpedo, the bomb
        nothing against an armoured deck (reading ``armoured_deck``) [8.1]."""
        plane, target = _plane(state.position, throw.ships[0]), state.vessel(throw.ships[1])
        die, hull_class, r = throw.dice[0], target.ship.cls.hull_class, state.readings
        sure = guided_bomber(aircraft_type(plane.kind).kind, r)
        miss = bomb_miss(sure, hull_class)
        big = ", one easier against a cruiser or bigger" if hull_class in BIG_HULLS else ""
        if sure:
            steps.append(
                RULINGS.step("8.5", f"{plane.name}'s bombs are guided: they miss on one less", r, "guided_bombs")
            )
        diving = plane.load == "kamikaze"
        pos = (
            _without(state.position, plane.name)
            if diving
            else _put(state.position, replace(plane, load=BOMBS[plane.load]))
        )
        what = "kamikaze" if diving else "bomb"
        if die <= miss:
            steps.append(Step("8.5", f"{die}: a {what} misses on {miss} or less{big}"))
            return self._advance(state.with_(position=pos, throw=None), steps, f"{plane.name}'s {what} misses", [])
        steps.append(Step("8.5", f"{die}: a hit{big}; it strikes as a bomb: a die for its hits"))
        loads = kamikaze_loads(armoured_deck(hull_class, carries(target), r)) if diving else ("bomb",)
        if diving:
            said = " and ".join(f"a {load}" for load in loads)
            steps.append(RULINGS.step("8.1", f"the kamikaze strikes {target.name} as {said}", r, "armoured_deck"))
        chain = tuple(f"{plane.name}-{load}" for load in loads)
        impact = Throw("impact", len(air_run(chain)), ships=(target.name,), chain=chain)
        return self._advance(state.with_(position=pos, throw=impact), steps, f"{plane.name}'s {what} hits", [])

    def _aa_fired(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """AA fire at one counter [8.6]: its hits, then a die each: destroyed, or turned away."""
        ecm = ship_ecm(state.position.fleets, state.vessel(throw.ships[0]))  # her fleet's or her own [3.2.3]
        dice = throw.earlier("aa") or throw.dice
        hits = sum(1 for d in dice if d + ecm >= AA_HIT)
        if throw.kind == "aa" and hits:
            steps.append(Step("8.6", f"{plural(hits, 'hit')}: a die each for its fate"))
            return self._advance(state.with_(throw=throw.then("aa-fate", hits)), steps, "", [])
        name = throw.ships[1]
        ruled = aa_fire(dice, ecm, throw.dice if throw.kind == "aa-fate" else (), target=name)
        steps += ruled.steps
        pos, fought = state.position, state.fought
        if ruled.verdict == "destroyed":
            pos = _without(pos, name)
        elif ruled.verdict == "turned away":
            p = _plane(pos, name)
            pos, fought = _put(pos, replace(p, pose=p.pose.turned(180.0))), fought | {name}
        new = state.with_(position=pos, throw=None, fought=fought)
        return self._advance(new, steps, f"AA fire at {name}: {ruled.verdict}", [ruled])


__all__ = ["AIR_FIRE_VERBS", "AIR_THROWS", "AIR_VERBS", "BOMBS", "LAUNCHED", "AirFireRules", "dogfight_end"]
