"""Fighting Ships' rules for :mod:`sailkit.engine`: the Game-Turn under sail as states, actions and rulings [2.1].

A Game-Turn runs [2.1]: the initiative phase (each side throws a die; the higher is Player 1, a tie goes to last
turn's Player 2 and changes the weather from the second turn on [3.1, 1.5.1]); the sailing phase (Player 1 sails
each of his ships in the order he likes, then Player 2: a ship rolls her Sailing dice for points and spends them a
manoeuvre at a time, collisions met on the way are evaded or entangle, a move under 2 inches leaves an Anchor token,
and after her move she tests to shed a token [4.1, 4.2, 4.3, 5.6.3]); the gunnery phase (Player 1 fires ship by
ship, then Player 2 [5.1]); boarding, in initiative order [6.1]; and the fleets' morale [APP.2.2.1]. Every die is a
``roll`` action, a chance node with six outcomes: the rules never roll.

What ``legal_actions`` offers on the open table
    Sailing points are spent one manoeuvre at a time. The engine lists the plan grammar's discrete manoeuvres
    (:data:`OFFERED`: a full 2-inch run straight or turning 30 degrees either way, a last 1-inch run, and a tack or
    wear of 90 degrees either way), each only where :func:`~.sailing.sail` allows it; ``check_action`` accepts any
    other single manoeuvre the rules allow (``M1.5``, ``M2+15``, ``T60``). Fire and boarding list every valid
    target; ``done SIDE`` ends a side's fire or boarding early.

Choices the engine makes where a player would (each said in the ruling that uses it)
    A ship always takes her emergency Sailing test when there is room to evade, and her token test after moving
    (neither costs anything) [4.3.1, 4.2, 5.6.3]; an evading ship turns the smaller way; ships square to each
    other entangle bow to bow [4.3.3]. A boarding action is one ship against one enemy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

from ...engine.rules import BaseRules
from ...errors import HeaderError, IllegalActionError, InvalidInputError
from ...geometry.board import measured
from ...rulings import Ruling, Step
from ...wording import plural
from .actions import FightingShipsAction
from .anchors import anchor_removal, short_move_anchor
from .boarding import Boarder, boarding
from .collisions import entangle, evasive_pivot, first_collision, table_edge
from .criticals import criticals
from .damage import WOODEN_LIMIT, Afloat, damage_control, deck, hull_saves, take_hits
from .gunnery import bonus_wanted, fire_band, gunnery_dice, pool, salvo
from .measuring import at_most, inches
from .morale import game_over
from .notation import PHASE_CASES, Phase, Position, Vessel
from .ranges import CANNON_BANDS
from .readings import RULINGS
from .sailing import COST, RUN, Kind, Manoeuvre, sail
from .scenarios import Setup
from .state import Moving, State, Throw
from .targets import valid_target
from .wind import Attitude, Weather, attitude, gale_fire, sailing_points, weather_change

#: The manoeuvres ``legal_actions`` offers a ship with points to spend (any other the rules allow is accepted).
OFFERED = (
    Manoeuvre(Kind.MANOEUVRE, RUN, 0.0),
    Manoeuvre(Kind.MANOEUVRE, RUN, 30.0),
    Manoeuvre(Kind.MANOEUVRE, RUN, -30.0),
    Manoeuvre(Kind.MANOEUVRE, 1.0),
    *(Manoeuvre(kind, RUN, 90.0, d) for kind in (Kind.TACK, Kind.WEAR) for d in (-1, 1)),
)
#: The longest Cannon range [5.3]: ships farther apart than this are no target, whatever the arcs and sight say.
REACH = CANNON_BANDS[-1][1]
#: What each kind of throw is for, with its case, for the ruling of each die.
THROWS = {
    "initiative": ("the initiative dice, side 1's then side 2's", "3.1"),
    "weather": ("a fresh die on the weather table", "1.5.1"),
    "sailing": ("the Sailing dice", "4.1.1a"),
    "aground": ("the Sailing test to work off the shore", "1.5.2g"),
    "evade": ("the emergency Sailing test of the moving ship", "4.3.1"),
    "evade-other": ("the emergency Sailing test of the ship she meets", "4.3.1"),
    "hull": ("both ships' Hull tests, the mover's dice first", "4.3.1e"),
    "repair": ("the damage-control Discipline test", "5.6.3"),
    "anchor": ("the Discipline test to shed an Anchor token", "4.2"),
    "gunnery": ("the Gunnery dice", "5.5.1"),
    "bonus": ("the bonus dice of the explosions", "5.5.2"),
    "saves": ("the target's Hull dice", "5.6.1"),
    "criticals": ("the critical checks' dice", "5.6.2"),
    "strike": ("the strike test's Discipline dice", "5.6.4"),
    "boarding": ("the boarding dice, the attacker's then the defender's", "6.1"),
}


def _ruling(
    question: str, verdict: object, steps: Sequence[Step], state: State, parts: Iterable[Ruling] = ()
) -> Ruling:
    """A ruling of the game: ``steps`` with the readings of the rulings it rests on (``parts``)."""
    also = tuple(pair for part in parts for pair in part.readings)
    return RULINGS(question, verdict, list(steps), readings=state.readings, also=tuple(dict.fromkeys(also)))


def _afloat(v: Vessel) -> Afloat:
    return Afloat(min(v.damage, WOODEN_LIMIT), v.anchors > 0)


def _anchor(v: Vessel, state: State, tokens: int = 1) -> Vessel:
    """``v`` with ``tokens`` more Anchor tokens, under reading ``anchor_tokens`` [4.2]."""
    if not tokens:
        return v
    held = v.anchors + tokens if state.readings["anchor_tokens"] == "stack" else max(v.anchors, tokens)
    return v.with_(anchors=min(held, 9))


def _lose(pos: Position, side: int, morale: int) -> Position:
    m = list(pos.morale)
    m[side - 1] -= morale
    return replace(pos, morale=(m[0], m[1]))


def _others(state: State, name: str, skip: frozenset[str] = frozenset()) -> list[Vessel]:
    """The ships still on the table besides ``name`` (struck ships and prizes float on; sunk ships are gone)."""
    return [v for v in state.ships if v.name != name and v.name not in skip and v.fate not in ("sunk", "off")]


def _gone(pos: Position, name: str) -> Position:
    """``pos`` with the sunk ship ``name`` no longer entangled with anyone [4.3.3]."""
    held = [v.with_(entangled=v.entangled - {name}) for v in pos.ships if name in v.entangled]
    return pos.put(pos.vessel(name).with_(entangled=frozenset()), *held)


def _shores(state: State) -> list[BaseGeometry]:
    return [box(*s) for s in state.position.shores]


class FightingShipsRules(BaseRules):
    """Fighting Ships under sail on the engine (:class:`sailkit.engine.rules.Rules`)."""

    key, title, turn_name = "fighting_ships", "Fighting Ships", "Game-Turn"
    setup_type, action_type = Setup, FightingShipsAction

    # ---- the start and the set-up ----

    def start(self, setup: Setup) -> State:
        """The first state: the first Game-Turn opens with both initiative dice due [3.1]."""
        return State(setup, setup.position, throw=Throw("initiative", 2))

    def setup_with_readings(self, setup: Setup, readings: Mapping[str, str]) -> Setup:
        return setup.with_readings(readings)

    # ---- what may be done ----

    def legal_actions(self, state: State) -> list[FightingShipsAction]:
        if state.result:
            return []
        if state.throw is not None:
            return [FightingShipsAction.make("roll", (d,)) for d in range(1, 7)]
        side = state.acting
        if state.moving is not None:
            name = state.moving.ship
            out = [FightingShipsAction.make("manoeuvre", (name, str(m))) for m in OFFERED if self._may(state, m)]
            return [*out, FightingShipsAction.make("stop", (name,))]
        if state.phase is Phase.SAILING:
            return [FightingShipsAction.make("sail", (v.name,)) for v in self._to_sail(state)]
        if state.phase is Phase.GUNNERY:
            found = [FightingShipsAction.make("fire", pair) for pair in self._targets(state)]
        else:
            found = [FightingShipsAction.make("board", pair) for pair in self._boardings(state)]
        return [*found, FightingShipsAction.make("done", (state.label(side or 1),))]

    def _to_sail(self, state: State) -> list[Vessel]:
        return [v for v in state.ships if v.side == state.acting and v.fighting and v.name not in state.sailed]

    def _may(self, state: State, m: Manoeuvre) -> bool:
        moving = state.moving
        assert moving is not None
        return COST[m.kind] <= moving.points and bool(self._sail(state, m).verdict)

    def _sail(self, state: State, m: Manoeuvre) -> Ruling:
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        wind = state.position.wind
        steer = "steering" not in v.criticals
        return sail(v.ship, (m,), moving.points, wind, start=moving.attitude, can_turn=steer, readings=state.readings)

    def _fighting(self, state: State, side: int | None) -> list[Vessel]:
        return [v for v in state.ships if v.side == side and v.fighting and v.name not in state.fought]

    def _targets(self, state: State) -> list[tuple[str, str]]:
        enemies = [v for v in state.ships if v.side != state.acting and v.fate in ("afloat", "struck")]
        return [
            (v.name, t.name)
            for v in self._fighting(state, state.acting)
            for t in enemies
            if t.fighting and at_most(inches(v.ship, t.ship), REACH) and self._valid(state, v, t).verdict
        ]

    def _valid(self, state: State, firer: Vessel, target: Vessel) -> Ruling:
        ships = [w.ship for w in _others(state, firer.name) if w.name != target.name]
        return valid_target(firer.ship, target.ship, ships, readings=state.readings)

    def _boardings(self, state: State) -> list[tuple[str, str]]:
        return [
            (v.name, t)
            for v in self._fighting(state, state.acting)
            for t in sorted(v.entangled)
            if state.vessel(t).fighting and state.vessel(t).side != v.side
        ]

    def check_action(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        if state.result:
            raise IllegalActionError(f"{action}: the game is over ({state.result})", "APP.2.2.1")
        verb = action.verb
        if state.throw is not None:
            if verb != "roll":
                what, case = THROWS[state.throw.kind]
                raise IllegalActionError(f"{action}: {what} must be thrown first", case)
            return action
        if verb == "roll":
            raise IllegalActionError(f"{action}: no die is due now", PHASE_CASES[state.phase])
        if state.moving is not None:
            return self._check_move(state, action)
        legal = self.legal_actions(state)
        if action in legal:
            return action
        raise IllegalActionError(f"{action}: {self._expected(state)}", self._case_of(state, action))

    def _check_move(self, state: State, action: FightingShipsAction) -> FightingShipsAction:
        moving = state.moving
        assert moving is not None
        if action.verb not in ("manoeuvre", "stop") or action.ship != moving.ship:
            raise IllegalActionError(f"{action}: {moving.ship} is spending her sailing points", "4.1")
        if action.verb == "manoeuvre":
            m = action.manoeuvre
            if COST[m.kind] > moving.points:
                left = plural(moving.points, "sailing point")
                raise IllegalActionError(f"{action}: {m} costs {COST[m.kind]}, she has {left}", "4.1.1f")
            ruled = self._sail(state, m)
            if not ruled.verdict:
                raise IllegalActionError(f"{action}: {ruled.steps[-1].reason}", ruled.steps[-1].case)
        return action

    def _expected(self, state: State) -> str:
        side = state.label(state.acting or 1)
        return {
            Phase.SAILING: f"{side} sails a ship of its own that has not sailed this Game-Turn",
            Phase.GUNNERY: f"{side} fires a ship that has not fired or boarded, at a valid target",
            Phase.BOARDING: f"{side} boards with a ship that has not fired, an enemy entangled with her",
        }.get(state.phase, "not now")

    def _case_of(self, state: State, action: FightingShipsAction) -> str:
        """The case an action breaks: its phase's rule when it is of this phase, else the sequence of play [2.1]."""
        verbs = {Phase.SAILING: ("sail", "4.1"), Phase.GUNNERY: ("fire", "5.1"), Phase.BOARDING: ("board", "6.1")}
        verb, case = verbs.get(state.phase, ("", "2.1"))
        return case if action.verb == verb else "2.1"

    def chance_outcomes(self, state: State) -> list[tuple[FightingShipsAction, Fraction]]:
        if state.throw is None or state.result:
            return []
        return [(a, Fraction(1, 6)) for a in self.legal_actions(state)]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        if state.result or state.throw is not None or state.acting is None:
            return None
        return state.label(state.acting)

    # ---- what an action does ----

    def apply_action(self, state: State, action: FightingShipsAction) -> tuple[State, Ruling]:
        verb = action.verb
        if verb == "roll":
            return self._roll(state, int(action.die or 0))
        if verb == "sail":
            return self._start_sailing(state, str(action.ship))
        if verb == "manoeuvre":
            return self._manoeuvre(state, action.manoeuvre)
        if verb == "stop":
            steps = [Step("4.1.1i", f"{action.ship} spends no more sailing points")]
            new, more = self._end_move(state)
            return self._advance(new, steps + more, f"{action.ship} stops", [])
        if verb == "fire":
            return self._fire(state, str(action.ship), str(action.target))
        if verb == "board":
            a, d = state.vessel(str(action.ship)), state.vessel(str(action.target))
            dice = Boarder(a.name, a.ship.cls.boarding, a.ship.cls.hull, a.damage > 0).dice
            dice += Boarder(d.name, d.ship.cls.boarding, d.ship.cls.hull, d.damage > 0).dice
            new = state.with_(throw=Throw("boarding", dice, ships=(a.name, d.name)))
            steps = [Step("6.1", f"{a.name} boards {d.name} instead of firing: {plural(dice, 'die', 'dice')} to throw")]
            return self._advance(new, steps, "a boarding action", [])
        side = state.label(state.acting or 1)
        what = "fire" if state.phase is Phase.GUNNERY else "boarding"
        steps = [Step(PHASE_CASES[state.phase], f"{side} is finished with {what} this Game-Turn")]
        return self._advance(self._next_part(state, steps), steps, f"{side} is done", [])

    # ---- dice ----

    def _roll(self, state: State, face: int) -> tuple[State, Ruling]:
        throw = state.throw
        assert throw is not None
        throw = replace(throw, dice=(*throw.dice, face))
        what, case = THROWS[throw.kind]
        step = Step(case, f"die {len(throw.dice)} of {throw.want}, {what}: {face}")
        if len(throw.dice) < throw.want:
            return state.with_(throw=throw), _ruling(f"roll {face}", face, [step], state)
        return self._thrown(state.with_(throw=throw), [step])

    def _thrown(self, state: State, steps: list[Step]) -> tuple[State, Ruling]:
        """The batch of dice due is complete: what it decides."""
        throw = state.throw
        assert throw is not None
        kind = throw.kind
        if kind in ("initiative", "weather"):
            return self._initiative(state, throw, steps)
        if kind in ("sailing", "aground"):
            return self._sailing_roll(state, throw, steps)
        if kind in ("evade", "evade-other", "hull"):
            return self._collision_roll(state, throw, steps)
        if kind in ("repair", "anchor"):
            return self._token_test(state, throw, steps)
        if kind == "boarding":
            return self._board(state, throw, steps)
        return self._salvo_roll(state, throw, steps)

    # ---- the initiative phase [3.1, 1.5.1] ----

    def _initiative(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        pos = state.position
        a, b = throw.earlier("initiative") or throw.dice
        parts: list[Ruling] = []
        if a == b and pos.turn == 1:
            steps.append(Step("3.1", f"both threw {a} on the first Game-Turn: throw again"))
            return state.with_(throw=Throw("initiative", 2)), _ruling("initiative", None, steps, state)
        if a == b:
            if throw.kind == "initiative" and state.readings["weather_die"] != "tied-value":
                fresh = f"both threw {a}: a fresh die is read on the weather table"
                steps.append(RULINGS.step("1.5.1", fresh, state.readings, "weather_die"))
                return state.with_(throw=throw.then("weather", 1)), _ruling("initiative", None, steps, state)
            changed = weather_change(throw.dice[0] if throw.kind == "weather" else a, pos.wind, state.readings)
            parts.append(changed)
            steps += changed.steps
            pos = replace(pos, weather=Weather(changed.verdict), wind=changed.facts["wind"])
            first = 3 - (pos.first or 1)
            steps.append(Step("3.1", f"a tie: last Game-Turn's Player 2, {state.label(first)}, is Player 1"))
        else:
            first = 1 if a > b else 2
            steps.append(Step("3.1", f"{state.label(1)} {a}, {state.label(2)} {b}: {state.label(first)} is Player 1"))
        pos = replace(pos, first=first, phase=Phase.SAILING)
        new = state.with_(position=pos, throw=None, part=0)
        return self._advance(new, steps, f"{state.label(first)} has the initiative", parts)

    # ---- the sailing phase [4.1, 4.2, 4.3] ----

    def _start_sailing(self, state: State, name: str) -> tuple[State, Ruling]:
        v = state.vessel(name)
        if v.aground and v.anchors > 1:
            steps = [Step("1.5.2g", f"{name} is aground: she tests her Sailing to work off instead of sailing")]
            return self._advance(state.with_(throw=Throw("aground", v.ship.cls.sailing, ships=(name,))), steps, "", [])
        found = attitude(v.ship.pose.heading, state.position.wind, state.readings)
        steps = [
            *found.steps,
            Step("4.1.1a", f"{name} rolls {plural(v.ship.cls.sailing, 'Sailing die', 'Sailing dice')}"),
        ]
        new = state.with_(throw=Throw("sailing", v.ship.cls.sailing, ships=(name,)))
        return self._advance(new, steps, f"{name} sails", [found])

    def _sailing_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        name = throw.ships[0]
        v = state.vessel(name)
        r = state.readings
        if throw.kind == "aground":
            test = anchor_removal(v.anchors, throw.dice, v.ship.cls.sailing, damage=v.damage, grounded=True)
            steps += test.steps
            v = v.with_(anchors=test.facts["anchors"], damage=test.facts["damage"], aground=test.facts["anchors"] > 1)
            new = state.with_(position=state.position.put(v), throw=None, sailed=state.sailed | {name})
            return self._advance(self._sunk_check(new, v, steps), steps, "working off the shore", [test])
        found = Attitude(attitude(v.ship.pose.heading, state.position.wind, r).verdict)
        rolled = sailing_points(
            v.ship.cls.sailing,
            throw.dice,
            found,
            anchor=v.anchors > 0,
            weather=state.position.weather,
            entangled=bool(v.entangled),
            readings=r,
        )
        steps += rolled.steps
        points = int(rolled.value or 0)
        if rolled.facts["gale_damage"] and not v.damage:
            v = v.with_(damage=1)
        pos = state.position.put(v)
        clear_of: frozenset[str] = frozenset()
        if v.entangled and points:
            clear_of = v.entangled
            steps.append(Step("4.3.3", f"{name} breaks free of {', '.join(sorted(clear_of))}"))
            freed = [w.with_(entangled=w.entangled - {name}) for w in state.ships if w.name in clear_of]
            pos = pos.put(v.with_(entangled=frozenset()), *freed)
        moving = Moving(name, points, found, 0.0, clear_of)
        new = state.with_(position=pos, throw=None, moving=moving)
        if not points or v.entangled and not clear_of:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, f"{plural(points, 'sailing point')}", [rolled])

    def _manoeuvre(self, state: State, m: Manoeuvre) -> tuple[State, Ruling]:
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        ruled = self._sail(state, m)
        steps = list(ruled.steps[1:])
        moving = replace(moving, points=moving.points - COST[m.kind])
        others = _others(state, v.name, moving.clear_of)
        met = first_collision(
            v.ship, ruled.facts["move"], [w.ship for w in others], shores=_shores(state), readings=state.readings
        )
        parts = [ruled, met]
        pos = state.position
        if met.verdict is None:
            edge = table_edge(v.ship, ruled.facts["move"], *pos.table, readings=state.readings)
            parts.append(edge)
            moving = replace(moving, moved=measured(moving.moved + m.inches))
            if edge.verdict is None:
                new = state.with_(position=pos.put(v.with_(ship=v.ship.at(ruled.facts["pose"]))), moving=moving)
                if not moving.points:
                    new, more = self._end_move(new)
                    steps += more
                return self._advance(new, steps, f"{v.name} sails {m}", parts)
            steps += met.steps[1:] + edge.steps
            v = _anchor(v.with_(ship=v.ship.at(edge.facts["pose"])), state)
            if edge.verdict == "leaves":
                pos = _lose(pos, v.side, v.ship.cls.hull)
                v = v.with_(fate="off")
            new, more = self._end_move(state.with_(position=pos.put(v), moving=moving))
            return self._advance(new, steps + more, f"{v.name} reaches the table's edge", parts)
        steps += met.steps
        v = v.with_(ship=v.ship.at(met.facts["pose"]))
        ran = m.inches * min(1.0, float(met.facts["progress"]))  # she stops where her base meets it [4.1.1i]
        moving = replace(moving, moved=measured(moving.moved + ran))
        state = state.with_(position=pos.put(v), moving=moving)
        if met.verdict == "shore":
            v = _anchor(v.with_(damage=min(v.damage + 1, 9), aground=True), state, 3)
            new, more = self._end_move(self._sunk_check(state.with_(position=state.position.put(v)), v, steps))
            return self._advance(new, steps + more, f"{v.name} runs aground", parts)
        return self._collide(state, v.name, str(met.verdict), steps, parts)

    def _evasion(self, state: State, name: str, away: str, dice: Sequence[int] | None = None) -> Ruling:
        v = state.vessel(name)
        room = [w.ship.base for w in _others(state, name) if w.name != away] + _shores(state)
        return evasive_pivot(
            v.ship,
            [state.vessel(away).ship.base],
            room=room,
            dice=dice,
            entangled=bool(v.entangled),
            readings=state.readings,
        )

    def _collide(
        self, state: State, mover: str, met: str, steps: list[Step], parts: list[Ruling], first: int = 0
    ) -> tuple[State, Ruling]:
        """A collision [4.3.1]: the mover's emergency test when she has room, else (or when she fails, ``first``
        1) the other ship's, else they entangle."""
        for kind, who, away in (("evade", mover, met), ("evade-other", met, mover))[first:]:
            room = self._evasion(state, who, away)
            if room.verdict:
                steps.append(Step("4.3.1", f"{who} has room to evade: her emergency Sailing test"))
                want = state.vessel(who).ship.cls.sailing
                new = state.with_(throw=Throw(kind, want, ships=(mover, met)))
                return self._advance(new, steps, f"{mover} is about to collide with {met}", parts)
            steps += room.steps
        return self._entangling(state, mover, met, steps, parts)

    def _entangling(
        self, state: State, mover: str, met: str, steps: list[Step], parts: list[Ruling]
    ) -> tuple[State, Ruling]:
        want = state.vessel(mover).ship.cls.hull + state.vessel(met).ship.cls.hull
        steps.append(Step("4.3.1", f"{mover} and {met} collide and entangle: each takes a Hull test"))
        new = state.with_(throw=Throw("hull", want, ships=(mover, met)))
        return self._advance(new, steps, f"{mover} collides with {met}", parts)

    def _collision_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        mover, met = throw.ships
        if throw.kind == "hull":
            return self._entangled(state, throw, steps)
        who, away = (mover, met) if throw.kind == "evade" else (met, mover)
        tried = self._evasion(state, who, away, throw.dice)
        steps += tried.steps
        if not tried.verdict:
            return self._collide(state.with_(throw=None), mover, met, steps, [tried], first=2 if who == met else 1)
        poses = tried.facts["poses"]
        turn = min(poses, key=lambda s: (tried.facts[s], s))  # the smaller pivot; starboard on a tie
        v = state.vessel(who)
        steps.append(Step("4.3.1", f"{who} turns {turn} on her stern just clear; {mover} sails on"))
        new = state.with_(position=state.position.put(v.with_(ship=v.ship.at(poses[turn]))), throw=None)
        if new.moving is not None and not new.moving.points:
            new, more = self._end_move(new)
            steps += more
        return self._advance(new, steps, f"{who} evades", [tried])

    def _entangled(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        mover, met = (state.vessel(n) for n in throw.ships)
        split = mover.ship.cls.hull
        apart = abs((mover.ship.pose.heading - met.ship.pose.heading + 180.0) % 360.0 - 180.0)
        line_up = "bow-to-bow" if measured(apart) == 90.0 else None
        done = entangle(
            mover.ship,
            met.ship,
            line_up=line_up,
            dice=(throw.dice[:split], throw.dice[split:]),
            readings=state.readings,
        )
        steps += done.steps
        if line_up:
            steps.append(Step("4.3.3", "square to each other: sailkit lays them bow to bow"))
        pos = state.position
        placed = []
        for v, other in ((mover, met.name), (met, mover.name)):
            hurt = v.name in done.facts["damage"]
            w = v.with_(ship=v.ship.at(done.facts["poses"][v.name]), entangled=v.entangled | {other})
            w = _anchor(w.with_(damage=min(v.damage + hurt, 9)), state)
            placed.append(w)
            if hurt:
                pos = _lose(pos, v.side, 1)
        new = state.with_(position=pos.put(*placed), throw=None)
        for w in placed:
            new = self._sunk_check(new, w, steps)
        new, more = self._end_move(new)
        return self._advance(new, steps + more, f"{mover.name} and {met.name} entangle", [done])

    def _end_move(self, state: State) -> tuple[State, list[Step]]:
        """The moving ship's move is over: an Anchor token for a short move [4.1.1i], then her token test [4.2,
        5.6.3]."""
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        new = state.with_(moving=None, sailed=state.sailed | {v.name})
        if not v.fighting:
            return new, []
        short = short_move_anchor(moving.moved)
        steps = list(short.steps)
        if short.verdict and not v.entangled:
            v = _anchor(v, state)
            steps.append(RULINGS.step("4.2", f"{v.name} takes an Anchor token", state.readings, "anchor_tokens"))
        new = new.with_(position=new.position.put(v))
        if v.damage:
            steps.append(Step("5.6.3", f"{v.name} tests her Discipline for damage control"))
            return new.with_(throw=Throw("repair", v.ship.cls.discipline, ships=(v.name,))), steps
        if v.anchors and not v.entangled and not v.aground:
            steps.append(Step("4.2", f"{v.name} tests her Discipline to shed an Anchor token"))
            return new.with_(throw=Throw("anchor", v.ship.cls.discipline, ships=(v.name,))), steps
        return new, steps

    def _token_test(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        v = state.vessel(throw.ships[0])
        pos = state.position
        if throw.kind == "anchor":
            test = anchor_removal(v.anchors, throw.dice, v.ship.cls.discipline)
            v = v.with_(anchors=test.facts["anchors"])
        else:
            test = damage_control(v.ship.cls.discipline, throw.dice, ship=_afloat(v))
            if test.verdict == "removed a Damage token":
                v = v.with_(damage=v.damage - 1, criticals=v.criticals[: v.damage - 1])
            elif test.verdict == "struck":
                v = v.with_(fate="struck")
                pos = _lose(pos, v.side, v.ship.cls.hull)
                steps.append(Step("APP.2.2.1", f"{v.name} strikes: her fleet loses {v.ship.cls.hull} morale"))
        steps += test.steps
        new = state.with_(position=pos.put(v), throw=None)
        return self._advance(new, steps, str(test.verdict), [test])

    def _sunk_check(self, state: State, v: Vessel, steps: list[Step]) -> State:
        """A ship with more Damage tokens than her hull carries sinks [5.6.3]; her fleet loses her Hull in morale."""
        if v.damage <= WOODEN_LIMIT or not v.fighting:
            return state
        steps.append(Step("5.6.3", f"{v.name} has {v.damage} Damage tokens, more than {WOODEN_LIMIT}: she sinks"))
        steps.append(Step("APP.2.2.1", f"her fleet loses {v.ship.cls.hull} morale"))
        pos = _lose(state.position, v.side, v.ship.cls.hull)
        return state.with_(position=_gone(pos.put(v.with_(fate="sunk")), v.name))

    # ---- the gunnery phase [5] ----

    def _fire_terms(self, state: State, firer: Vessel, target: Vessel) -> tuple[str, bool, str | None, list[Ruling]]:
        """The band fired at, whether the shot rakes, and which way a gale blows the shot (``None``: no gale, or
        square across it) [5.1, 5.3, 5.5.5, 1.5.2c]."""
        valid = self._valid(state, firer, target)
        parts = [valid]
        way = None
        if state.position.weather is Weather.GALE:
            gale = gale_fire(firer.ship, target.ship, state.position.wind)
            parts.append(gale)
            way = None if gale.verdict == "across" else str(gale.verdict)
        band = fire_band(str(valid.facts["band"]), gale=way)
        return str(band.verdict), bool(valid.facts["rake"]), way, [*parts, band]

    def _fire(self, state: State, name: str, target: str) -> tuple[State, Ruling]:
        firer, aim = state.vessel(name), state.vessel(target)
        band, rake, way, parts = self._fire_terms(state, firer, aim)
        damaged = firer.damage > 0
        dice = gunnery_dice(firer.ship.cls.gunnery, damaged=damaged, gale=way, readings=state.readings)
        steps = [step for part in (*parts, dice) for step in part.steps]
        new = state.with_(throw=Throw("gunnery", int(dice.value or 0), ships=(name, target)))
        return self._advance(new, steps, f"{name} fires at {target}", [*parts, dice])

    def _salvo_roll(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        """The next batch of a salvo's dice, or its end: bonus dice, the Hull saves, the critical checks, the strike
        test, then everything the hits did [5.5, 5.6]."""
        firer, aim = (state.vessel(n) for n in throw.ships)
        band, rake, _, _ = self._fire_terms(state, firer, aim)
        batches = {**dict(throw.held), throw.kind: throw.dice}
        gun, bonus = batches.get("gunnery", ()), batches.get("bonus", ())
        if throw.kind in ("gunnery", "bonus"):
            more = bonus_wanted(pool(len(gun), band, raking=rake, readings=state.readings), gun, bonus)
            if more:
                steps.append(Step("5.5.2", f"the explosions call for {plural(more, 'bonus die', 'bonus dice')}"))
                held = throw.then("bonus", more) if throw.kind == "gunnery" else replace(throw, want=throw.want + more)
                return self._advance(state.with_(throw=held), steps, "bonus dice due", [])
        hits = int(salvo(band, gun, bonus, raking=rake, target=aim.name, readings=state.readings).value or 0)
        if not hits:
            return self._hits(state, throw, steps, band, rake)
        hull = aim.ship.cls.hull
        saves = batches.get("saves")
        if saves is None:
            steps.append(Step("5.6.1", f"{plural(hits, 'hit')}: {aim.name} throws her Hull dice to save"))
            return self._advance(state.with_(throw=throw.then("saves", hull)), steps, "saves due", [])
        through = int(hull_saves(hits, hull, saves).value or 0)
        dealt = deck(through, aim.anchors > 0, state.readings)
        crit = batches.get("criticals", ())
        if dealt.damage and self._wants_critical(dealt.damage, crit, state):
            kind = "criticals"
            nxt = replace(throw, want=throw.want + 1) if throw.kind == kind else throw.then(kind, 1)
            return self._advance(state.with_(throw=nxt), steps, "a critical check's die", [])
        if "strike" not in batches:
            due = take_hits(hits, hull, saves, ship=_afloat(aim), critical_dice=crit, readings=state.readings)
            if due.facts["strike_test_due"]:
                steps.append(Step("5.6.4", f"{aim.name} is one token from sinking: her strike test"))
                nxt = throw.then("strike", aim.ship.cls.discipline)
                return self._advance(state.with_(throw=nxt), steps, "a strike test", [])
        return self._hits(state, throw, steps, band, rake)

    def _wants_critical(self, tokens: int, dice: tuple[int, ...], state: State) -> bool:
        try:
            criticals(tokens, dice, readings=state.readings)
        except InvalidInputError:
            return True
        return False

    def _hits(self, state: State, throw: Throw, steps: list[Step], band: str, rake: bool) -> tuple[State, Ruling]:
        """Everything a salvo did, from all its dice [5.5, 5.6, APP.2.2.1]."""
        firer, aim = (state.vessel(n) for n in throw.ships)
        batches = {**dict(throw.held), throw.kind: throw.dice}
        shot = salvo(
            band, batches["gunnery"], batches.get("bonus", ()), raking=rake, target=aim.name, readings=state.readings
        )
        steps += shot.steps
        parts = [shot]
        pos = state.position
        hits = int(shot.value or 0)
        if hits:
            hit = take_hits(
                hits,
                aim.ship.cls.hull,
                batches["saves"],
                ship=_afloat(aim),
                critical_dice=batches.get("criticals", ()),
                strike_dice=batches.get("strike"),
                readings=state.readings,
            )
            parts.append(hit)
            steps += hit.steps
            f = hit.facts
            fate = "sunk" if f["sunk"] else "struck" if f["struck"] else "afloat"
            aim = _anchor(aim, state, int(f["anchor"]))
            aim = aim.with_(
                damage=min(int(f["damage_tokens"]), 9), criticals=aim.criticals + tuple(f["criticals"]), fate=fate
            )
            pos = _lose(pos.put(aim), aim.side, int(f["morale_lost"]))
            pos = _gone(pos, aim.name) if fate == "sunk" else pos
        new = state.with_(position=pos, throw=None, fought=state.fought | {firer.name})
        return self._advance(new, steps, f"{firer.name}'s salvo: {plural(hits, 'hit')}", parts)

    # ---- boarding [6.1] ----

    def _board(self, state: State, throw: Throw, steps: list[Step]) -> tuple[State, Ruling]:
        a, d = (state.vessel(n) for n in throw.ships)
        attacker = Boarder(a.name, a.ship.cls.boarding, a.ship.cls.hull, a.damage > 0)
        defender = Boarder(d.name, d.ship.cls.boarding, d.ship.cls.hull, d.damage > 0)
        fight = boarding([attacker], defender, throw.dice[: attacker.dice], throw.dice[attacker.dice :])
        steps += fight.steps
        pos = state.position
        if fight.verdict == "prize":
            hull = d.ship.cls.hull
            pos = _lose(_lose(pos, d.side, hull), a.side, -hull)
            a = a.with_(damage=max(a.damage, 1))
            d = d.with_(fate="prize")
        new = state.with_(position=pos.put(a, d), throw=None, fought=state.fought | {a.name})
        return self._advance(new, steps, str(fight.verdict), [fight])

    # ---- moving on through the Game-Turn [2.1] ----

    def _advance(self, state: State, steps: list[Step], verdict: str, parts: Sequence[Ruling]) -> tuple[State, Ruling]:
        """``state`` moved on past every part of the Game-Turn where nobody has anything to decide, and the ruling."""
        while not state.result and state.throw is None and state.moving is None:
            if state.phase is Phase.INITIATIVE or self._has_choice(state):
                break
            state = self._next_part(state, steps)
        question = f"Game-Turn {state.turn}"
        return state, _ruling(question, verdict or state.phase.value, steps, state, parts)

    def _has_choice(self, state: State) -> bool:
        if state.phase is Phase.SAILING:
            return bool(self._to_sail(state))
        if state.phase is Phase.GUNNERY:
            return bool(self._targets(state))
        return bool(self._boardings(state))

    def _next_part(self, state: State, steps: list[Step]) -> State:
        if state.part == 0:
            return state.with_(part=1)
        order = (Phase.SAILING, Phase.GUNNERY, Phase.BOARDING)
        if state.phase is not Phase.BOARDING:
            nxt = order[order.index(state.phase) + 1]
            steps.append(Step("2.1", f"the {nxt.value} {'step' if nxt is Phase.BOARDING else 'phase'} begins"))
            return state.with_(position=replace(state.position, phase=nxt), part=0)
        return self._end_of_turn(state, steps)

    def _end_of_turn(self, state: State, steps: list[Step]) -> State:
        pos = state.position
        morale = {state.label(s): pos.morale[s - 1] for s in (1, 2)}
        over = game_over(morale)
        steps += over.steps
        beaten = {s for s in (1, 2) if pos.morale[s - 1] <= 0 or not any(v.side == s and v.fighting for v in pos.ships)}
        for s in sorted(beaten):
            if pos.morale[s - 1] > 0:
                steps.append(Step("APP.2.3.2b", f"{state.label(s)} has no ship left fighting: driven off"))
        if beaten:
            winner = None if len(beaten) == 2 else 3 - beaten.pop()
            result = "a draw: both fleets are beaten" if winner is None else f"{state.label(winner)} wins"
            return state.with_(result=result, winner=winner)
        if pos.turn >= state.setup.turns:
            a, b = pos.morale
            winner = None if a == b else 1 if a > b else 2
            said = "a draw" if winner is None else f"{state.label(winner)} wins on morale"
            steps.append(Step("APP.2.2.1", f"the last of {state.setup.turns} Game-Turns: {said}, {a} to {b}"))
            return state.with_(result=said, winner=winner)
        steps.append(Step("2.1", f"Game-Turn {pos.turn + 1} begins: the initiative dice"))
        pos = replace(pos, turn=pos.turn + 1, phase=Phase.INITIATIVE)
        return state.with_(position=pos, part=0, sailed=frozenset(), fought=frozenset(), throw=Throw("initiative", 2))

    # ---- the optional parts ----

    def describe(self, state: State) -> dict[str, object]:
        phase = "over" if state.result else f"{state.phase.value} [{PHASE_CASES[state.phase]}]"
        return {"turn": state.turn, "phase": phase}

    def sides(self, state: State) -> tuple[str, ...]:
        return state.setup.sides

    def winner(self, state: State) -> str | None:
        return None if not state.result or state.winner is None else state.label(state.winner)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A record's ``Result`` and ``Final`` headers must be the end and the position its main line reaches."""
        for header, reached in (("Result", state.result), ("Final", str(state.position))):
            if header in headers and headers[header] != reached:
                raise HeaderError(header, headers[header], f"what the main line reaches, {reached!r}")


RULES = FightingShipsRules()

__all__ = ["OFFERED", "RULES", "THROWS", "FightingShipsRules"]
