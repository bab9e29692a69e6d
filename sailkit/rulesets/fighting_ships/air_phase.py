"""Aircraft in the sailing phase on the engine [2.1, 8.2-8.4]: take-off, flight, landing, combat air patrols.

:class:`AirRules` adds to the Game-Turn [2.1]:

* sailing phase, in each side's part: every counter of the side in the air acts once: it flies
  (``fly PLANE x,y``, :mod:`.air_moves`), lands on a carrier of its side (``land PLANE CARRIER``), or, a fighter
  loaded for it, takes up a combat air patrol over a ship of its side (``patrol PLANE SHIP``) [8.3, 8.4]. A counter
  aboard a carrier with its load takes off (``takeoff PLANE``) onto her mainmast and then flies its first move, half
  the most [8.3]. A deck launches and recovers 3 counters a Game-Turn, none with three Damage tokens, fixed wings
  only with the carrier into the wind (:func:`.carriers.launch_rate`, :func:`.carriers.may_fly`) [8.2]; a landing
  counts as the counter's move, within half its most [8.3]. The engine offers the take-offs while the side has
  anything else to move: a side that has moved everything has launched what it meant to [2.1d];
* the end of the sailing phase: each patrol is placed over its charge, and catches the enemy counters within 10
  inches of her (:func:`.air_combat.pair_off`, each patrol's fighters in order); the fights are the gunnery phase's
  first dice (:mod:`.air_fire_phase`) [2.1, 8.4];
* the end of the Game-Turn: a carrier rearms up to a third of her counters aboard that landed spent before this
  Game-Turn (:func:`.carriers.rearm_capacity`), a fighter for a patrol, any other its first load (:func:`rearmed`)
  [8.2]; the counters launched this Game-Turn lose their half move.

A counter spent (no load) must go home [8.3]; it flies, lands, or leaves the table by an edge for its base.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import IllegalActionError
from ...geometry.table import Point, Pose
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .actions import FightingShipsAction
from .air_combat import CAP_ZONE, pair_off
from .air_moves import destinations, end_pose, fly_to, on_edge, turns_back
from .air_sea_pieces import Plane
from .aircraft import aircraft_type, flight_limits
from .batteries import is_battery
from .boat_phase import BoatRules
from .carriers import GROUNDED_AT, launch_rate, may_fly, rearm_capacity, spotter_landing
from .measuring import at_most
from .notation import TABLE, Phase, Vessel
from .readings import RULINGS, chosen
from .state import State

#: The verbs of aircraft in the sailing phase.
FLIGHT_VERBS = ("takeoff", "fly", "land", "patrol", "join")
#: A ship with one spotter or helicopter rearms it as a carrier of this many counters would, one a Game-Turn [8.2].
REARM_LEAST = 3
#: How far astern of her mainmast a patrol circles its charge, in inches (within its 10-inch zone [8.4]).
ASTERN = 3.0


def carries(v: Vessel) -> bool:
    """Whether ``v`` is a carrier: a ship with aircraft counters [8.2]."""
    return v.ship.cls.aircraft > 0


def hangar(v: Vessel) -> int:
    """How many counters ``v`` carries: a carrier's aircraft, or the one spotter or ASW helicopter of a ship whose
    stat line has one [8.2, 8.7]."""
    return v.ship.cls.aircraft or (1 if v.ship.cls.spotter else 0)


def deck_of(v: Vessel) -> str:
    """The kind of deck ``v`` has [8.2]: a land base's if she is a shore battery, a fleet carrier's if she is of
    capital size, else a smaller ship's, an escort carrier's (:func:`.carriers.launch_rate`)."""
    return "land" if is_battery(v.ship) else "fleet" if v.ship.cls.size == "capital" else "escort"


def land_base(v: Vessel, readings: ReadingsLike) -> bool:
    """Whether ``v`` is a land base on the table [8.2]: a shore battery, under reading ``land_bases``."""
    return chosen(readings)["land_bases"] == "batteries" and is_battery(v.ship)


def utility(kind: str) -> bool:
    """Whether a type is a spotter or an ASW helicopter: one at a time off any deck, on ships with one [8.2, 8.7]."""
    return kind in ("spotter", "asw-helicopter")


def spent(p: Plane) -> bool:
    """Whether ``p`` has spent its load and must go home [8.3]: a type with no load (a spotter) never is."""
    return not p.load and bool(aircraft_type(p.kind).loads)


def combat_value(state: State, p: Plane) -> int:
    """A counter's air combat value [8.1]: its type's, or none while it still carries a strike load under reading
    ``laden_combat``."""
    t = aircraft_type(p.kind)
    laden = p.load not in ("", "cap") and state.readings["laden_combat"] == "none-while-laden"
    return 0 if laden else t.value(state.readings)


class AirRules(BoatRules):
    """Aircraft counters in the sailing phase [2.1, 8.2-8.4] (see the module's docstring)."""

    # ---- who may do what ----

    def _planes(self, state: State, side: int | None) -> list[Plane]:
        return [p for p in state.position.planes if p.side == side and p.flying]

    def _to_fly(self, state: State) -> list[Plane]:
        """The acting side's counters in the air still to act this sailing phase (a patrol moves with its charge)."""
        return [p for p in self._planes(state, state.acting) if not p.cap and p.name not in state.sailed]

    def _deck(self, state: State, carrier: Vessel, plane: Plane, landing: bool) -> str | None:
        """Why ``carrier`` may not launch or recover ``plane`` now, or ``None`` when she may [8.2]."""
        t = aircraft_type(plane.kind)
        rate = launch_rate(deck_of(carrier), rotary=t.kind == "helicopter", utility=utility(t.key))
        aboard = sum(1 for p in state.position.planes if p.on == carrier.name)
        base = land_base(carrier, state.readings)
        if not carries(carrier) and not utility(t.key) and not base:
            return f"{carrier.name} is no carrier: she flies only her spotter or ASW helicopter [8.7]"
        if state.deck_ops.count(carrier.name) >= int(rate.value or 0):
            return f"{carrier.name} has launched and recovered {rate.value} counters this Game-Turn"
        if landing and aboard >= hangar(carrier) and not base:  # a land base's room is the table's [8.2]
            return f"{carrier.name} has no room: {aboard} counters aboard"
        if not landing and carrier.ship.cls.submarine and carrier.name in state.dived:
            return f"{carrier.name} came up this Game-Turn: a submarine launches after a whole Game-Turn surfaced [8.7]"
        if landing and t.key == "spotter" and not self._still_enough(state, carrier):
            return f"{carrier.name} has not stayed still a whole Game-Turn to recover a spotter [8.7]"
        try:
            pos = state.position
            heading = carrier.ship.pose.heading if carries(carrier) else None  # only a carrier turns into the wind
            may_fly(carrier.name, carrier.damage, heading=heading, wind=pos.wind.name,
                    fixed_wing=t.kind != "helicopter", readings=state.readings)  # fmt: skip
        except IllegalActionError as e:
            return str(e.args[0]) if e.args else "her deck may not work"
        return None

    def _reach(self, state: State, plane: Plane, point: Point) -> bool:
        """Whether ``plane`` lands within half its most move [8.3]."""
        most = flight_limits(aircraft_type(plane.kind).kind, first=True)[1]
        return at_most(plane.pose.distance_to(point), most)

    def flight_actions(self, state: State) -> list[FightingShipsAction]:
        """The acting side's aircraft actions in the sailing phase [8.2-8.4]."""
        if state.phase is not Phase.SAILING or state.moving is not None:
            return []
        make, out = FightingShipsAction.make, []
        own = [v for v in state.ships if v.side == state.acting and v.fighting]
        enemies = [v.ship.mainmast for v in state.ships if v.side != state.acting and v.fighting]
        for p in self._to_fly(state):
            decks = [v for v in own if carries(v) or (hangar(v) and utility(p.kind)) or land_base(v, state.readings)]
            out += [make("land", (p.name, v.name)) for v in decks if self._may_land(state, p, v)]
            home = [v.ship.mainmast for v in decks]
            aims = home if spent(p) or p.load == "cap" else enemies + self._hunted(state, p)
            table = state.position.table
            out += [make("fly", (p.name, TABLE.format(q))) for q in destinations(p, aims, table, state.readings)]
            if state.readings["air_turns"] == "each-six-inches":  # two turns a move [8.3]
                about = turns_back(p, table, state.readings)
                out += [make("fly", (p.name, *(TABLE.format(q) for q in r))) for r in about]
            if p.load == "cap":
                out += [
                    make(verb, (p.name, v.name)) for v in own if self._reach_cap(p, v) for verb in ("patrol", "join")
                ]
        if out or self._to_sail(state):
            out += [make("takeoff", (p.name,)) for p in self._aboard(state) if self._may_launch(state, p)]
        return out

    def _hunted(self, state: State, p: Plane) -> list[Point]:
        """Where an ASW helicopter may fly to hunt: over each enemy pack's counters [8.7, 7.1]."""
        if p.kind != "asw-helicopter":
            return []
        return [pose.point for k in state.position.packs if k.side != p.side for _, pose in k.counters]

    def _aboard(self, state: State) -> list[Plane]:
        return [p for p in state.position.planes if p.side == state.acting and p.on and not spent(p)]

    def _may_launch(self, state: State, p: Plane) -> bool:
        carrier = state.vessel(p.on)
        return carrier.fighting and p.name not in state.sailed and self._deck(state, carrier, p, False) is None

    def _may_land(self, state: State, p: Plane, v: Vessel) -> bool:
        return self._reach(state, p, v.ship.mainmast) and self._deck(state, v, p, True) is None

    def _reach_cap(self, p: Plane, v: Vessel) -> bool:
        most = flight_limits(aircraft_type(p.kind).kind, p.first)[1]
        return at_most(p.pose.distance_to(v.ship.mainmast), most)

    def _has_choice(self, state: State) -> bool:
        return super()._has_choice(state) or (state.phase is Phase.SAILING and bool(self._to_fly(state)))

    def check_flight(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        """A flight not offered: ``fly`` to any point the flight rules allow [8.3]; anything else is refused with
        its case, the state unchanged."""
        name = str(action.get("plane"))
        p = next((q for q in self._to_fly(state) if q.name == name), None)
        if action.verb != "fly" or p is None or state.phase is not Phase.SAILING or state.moving is not None:
            self._deck_refusal(state, action)  # a deck that may not work now says why [8.2, 8.7]
            case = {"takeoff": "8.2", "land": "8.2", "patrol": "8.4", "join": "8.4"}.get(action.verb, "8.3")
            why = "a counter of the side in the sailing phase acts once: takes off, flies, lands or patrols"
            raise IllegalActionError(f"{action}: {why}, as its deck, load and move allow", case)
        fly_to(p, waypoints(action), state.position.table, state.readings)
        return action

    def _deck_refusal(self, state: State, action: FightingShipsAction) -> None:
        """Refuses a ``takeoff`` or ``land`` of the acting side's counter in the sailing phase with the reason its
        deck gives (:meth:`_deck`), citing 8.7 for a submarine's launch or a spotter's recovery and 8.2 otherwise."""
        if action.verb not in ("takeoff", "land") or state.phase is not Phase.SAILING or state.moving is not None:
            return
        mine = [q for q in state.position.planes if q.side == state.acting and q.name == str(action.get("plane"))]
        p = mine[0] if mine else None
        deck = str(action.get("to") or "") if action.verb == "land" else (p.on if p is not None else "")
        v = next((w for w in state.ships if w.name == deck and w.side == state.acting), None)
        why = None if p is None or v is None else self._deck(state, v, p, action.verb == "land")
        if why is not None:  # a deck's refusal is 8.2's, but a submarine's or a spotter's own timing is 8.7's
            own = ("a submarine launches after", "to recover a spotter")
            case = "8.7" if any(words in why for words in own) else "8.2"
            raise IllegalActionError(f"{action}: {why.removesuffix(' [8.7]') if case == '8.7' else why}", case)

    # ---- what an action does ----

    def _flight_act(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        name, verb = str(action.get("plane")), action.verb
        p = next(q for q in state.position.planes if q.name == name)
        pos, sailed, ops = state.position, state.sailed | {name}, state.deck_ops
        if verb == "takeoff":
            carrier = state.vessel(p.on)
            moved = replace(p, on="", pose=carrier.ship.pose, first=True, parent=p.on if utility(p.kind) else "")
            steps = [Step("8.2", f"{name} takes off from {p.on}"), Step("8.3", "half its most move this Game-Turn")]
            sailed, ops = state.sailed, (*ops, p.on)
        elif verb == "land":
            carrier = state.vessel(str(action.get("to")))
            moved = replace(p, on=carrier.name, pose=carrier.ship.pose, cap="", first=False)
            steps = [Step("8.2", f"{name} lands on {carrier.name}, within half its move [8.3]")]
            ops = (*ops, carrier.name)
        elif verb in ("patrol", "join"):
            charge = state.vessel(str(action.get("to")))
            moved = replace(p, pose=patrol_pose(charge, pos.table), cap=charge.name, joins=verb == "join")
            steps = [Step("8.4", f"{name} flies a combat air patrol over {charge.name}, instead of moving on")]
            steps += [Step("8.8", f"{name} will join a pair as a spare if its patrol has one")] if moved.joins else []
        else:
            points = waypoints(action)
            ruled = fly_to(p, points, pos.table, state.readings)
            steps = list(ruled.steps)
            moved = replace(p, pose=end_pose(p, points))
            if not ruled.value:  # a hover [8.3]
                hovering = state.hovering | {name}
                state = state.with_(hovering=hovering)
            if on_edge(points[-1], pos.table):
                steps.append(Step("8.2", f"{name} flies off the table's edge, home to its base"))
                return self._leave(state.with_(sailed=sailed), moved, steps, ruled)
        planes = tuple(moved if q.name == name else q for q in pos.planes)
        new = state.with_(position=replace(pos, planes=planes), sailed=sailed, deck_ops=ops)
        did = {"takeoff": "takes off", "land": "lands", "patrol": "patrols", "join": "patrols"}.get(verb, "flies")
        return self._advance(new, steps, f"{name} {did}", [])

    # ---- ships still for a spotter's landing [8.7] ----

    def _still_now(self, state: State, v: Vessel) -> bool:
        """Whether ``v`` has stayed still this Game-Turn: sailed and run nothing, not changed depth [8.7]."""
        return v.name in state.sailed and not state.ran(v.name) and v.name not in state.dived

    def _still_enough(self, state: State, v: Vessel) -> bool:
        """Whether ``v`` may recover a spotter [8.7]: still this Game-Turn, a submarine the one before too
        (:func:`.carriers.spotter_landing`)."""
        turns = dict(state.still).get(v.name, 0) + 1 if self._still_now(state, v) else 0
        sub = bool(v.ship.cls.submarine)
        return bool(spotter_landing(v.name, turns, submarine=sub, surfaced_turns=turns).verdict)

    def _stood_still(self, state: State) -> tuple[tuple[str, int], ...]:
        """At the end of the Game-Turn: how many Game-Turns running each ship with a spotter has stayed still."""
        before = dict(state.still)
        return tuple(
            (v.name, before.get(v.name, 0) + 1)
            for v in state.ships
            if v.ship.cls.spotter and v.fighting and self._still_now(state, v)
        )

    def _leave(self, state: State, p: Plane, steps: list[Step], ruled: Ruling) -> tuple[State, Ruling]:
        """``p`` has flown off the table's edge, home to its base [8.2]: gone from the table."""
        pos = state.position
        new = state.with_(position=replace(pos, planes=tuple(q for q in pos.planes if q.name != p.name)))
        return self._advance(new, steps, f"{p.name} flies home", [ruled])

    # ---- the end of the sailing phase: patrols close in [2.1d, 8.4] ----

    def _next_part(self, state: State, steps: list[Step]) -> State:
        leaving = state.phase is Phase.SAILING and state.part == 1 and not state.setup.duel
        new = super()._next_part(state, steps)
        if leaving and new.position.planes:
            return self._patrols_close(new, steps)
        return new

    def _patrols_close(self, state: State, steps: list[Step]) -> State:
        """Each patrol over its charge, and the fights it catches, the patrol's fighters in order [8.4]."""
        pos, placed = state.position, []
        for p in pos.planes:
            charge = next((v for v in pos.ships if v.name == p.cap and v.fate not in ("sunk", "off")), None)
            if p.cap and charge is None:
                steps.append(Step("8.4", f"{p.name}'s charge is gone: it goes home"))
                p = replace(p, cap="", load="")
            elif p.cap and charge is not None:
                p = replace(p, pose=patrol_pose(charge, pos.table))
            placed.append(p)
        pos = replace(pos, planes=tuple(placed))
        fights: list[tuple[str, str]] = []
        wingmen: list[tuple[str, str]] = []
        for ward in sorted({p.cap for p in pos.planes if p.cap}):
            mast = pos.vessel(ward).ship.mainmast
            patrol = [p for p in pos.planes if p.cap == ward]
            taken = {n for pair in fights for n in pair}
            intruders = [p for p in pos.planes if p.side != patrol[0].side and p.flying and p.name not in taken
                         and at_most(p.pose.distance_to(mast), CAP_ZONE)]  # fmt: skip
            if not intruders:
                continue
            ruled = pair_off([combat_value(state, p) for p in patrol], [combat_value(state, p) for p in intruders])
            steps += ruled.steps
            pairs = [(patrol[f].name, intruders[i].name) for f, i in ruled.verdict]
            fights += pairs
            wingmen += joined([patrol[f] for f in ruled.facts["spare"]], [a for a, _ in pairs], steps)
        return state.with_(position=pos, dogfights=tuple(fights), wingmen=tuple(wingmen))

    # ---- the end of the Game-Turn: rearming [8.2] ----

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        pos, planes = state.position, list(state.position.planes)
        for v in pos.ships:
            spent = [i for i, p in enumerate(planes) if p.on == v.name and not p.load and p.name not in state.sailed
                     and aircraft_type(p.kind).loads]  # fmt: skip
            base = land_base(v, state.readings)
            if not spent or not (hangar(v) or base) or v.damage >= GROUNDED_AT:
                continue
            aboard = sum(1 for p in planes if p.on == v.name)  # a land base's capacity: what it holds [8.2]
            deck, room = ("land", aboard) if base else ("fleet", max(hangar(v), REARM_LEAST))
            ruled = rearm_capacity(room, deck, readings=state.readings)
            for i in spent[: int(ruled.value or 0)]:
                t = aircraft_type(planes[i].kind)
                planes[i] = replace(planes[i], load=rearmed(t.key, t.loads))
            said = f"{v.name} rearms {min(len(spent), int(ruled.value or 0))} of her spent counters"
            steps.append(RULINGS.step("8.2", said, state.readings, "rearm_rounding"))
        planes = [replace(p, first=False, hovered=p.name in state.hovering) for p in planes]
        state = state.with_(still=self._stood_still(state))
        new = super()._end_of_turn(state.with_(position=replace(pos, planes=tuple(planes))), steps)
        cleared = {"deck_ops": (), "dogfights": (), "aa_fired": frozenset(), "hovering": frozenset(), "wingmen": ()}
        return new if new.result else new.with_(**cleared)


def joined(spares: list[Plane], fighters: list[str], steps: list[Step]) -> list[tuple[str, str]]:
    """The spares of a patrol sent with ``join`` beside its paired fighters, in turn [8.8c]: (spare, fighter)."""
    out = (
        [(w.name, fighters[k % len(fighters)]) for k, w in enumerate(s for s in spares if s.joins)] if fighters else []
    )
    steps += [Step("8.8", f"{w} joins {f}'s fight as a spare, adding its combat value") for w, f in out]
    return out


def waypoints(action: FightingShipsAction) -> tuple[Point, ...]:
    """The points of a ``fly`` action, in order: its end last [8.3]."""
    words = [action.get(slot) for slot in ("to", "to2", "to3")]
    return tuple(TABLE.parse(str(w)) for w in words if w is not None)


def patrol_pose(v: Vessel, table: tuple[int, int]) -> Pose:
    """Where a patrol circles ``v``: astern of her mainmast, inside its zone [8.4]; over it when astern is off the
    table."""
    astern = v.ship.pose.forward(-ASTERN)
    return astern if 0 <= astern.x <= table[0] and 0 <= astern.y <= table[1] else v.ship.pose


def rearmed(key: str, loads: tuple[str, ...]) -> str:
    """The load a counter is rearmed with [8.2]: a fighter's patrol, any other type's first load (the engine's
    choice, as a player's)."""
    return "cap" if key.startswith("fighter") and "cap" in loads else loads[0] if loads else ""


__all__ = [
    "ASTERN",
    "FLIGHT_VERBS",
    "AirRules",
    "carries",
    "combat_value",
    "patrol_pose",
    "joined",
    "rearmed",
    "waypoints",
]
