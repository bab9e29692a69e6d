"""The computer captain of *Fighting Ships* under sail: plays either side, legally and deterministically, and says why.

A :class:`Captain` is asked only at decision nodes (the kit's :class:`sailkit.captain.Captain` refuses a die and a
finished game): dice come from the game's seeded source, never from the captain, which has no random generator, so the
same game and dice always give the same choices. It reads only what the table shows both players (Fighting Ships
under sail hides nothing) and never writes into the record. :meth:`Captain.decide` gives a
:class:`~sailkit.players.Decision`, the reason in words with the sections in brackets (``"... [5.3, 5.5.5]"``).

What it values
    Everything is counted in enemy morale [APP.2.2.1], the score that decides the Encounter. A salvo is worth the
    exact expected morale it costs the target (:func:`.odds.fire_odds`: the dice by range band, explosions, a rake's
    chain, the Hull saves and the Damage Deck [5.5, 5.6]), plus a share of her Hull for her chance of sinking or
    striking, since a ship gone fires no more [5.6.3, 5.6.4]. Its dice are counted by the engine's own function
    (:func:`.salvo_dice.salvo_dice`), first shot and fast target included [5.5.3.1]: a ship that runs more than 6
    inches is harder to hit, and a ship that has found a target's range keeps it.

How it sails [4.1, 4.3, 1.5.4]
    A ship's points are spent a manoeuvre at a time, so at each the captain looks two manoeuvres ahead
    (:func:`.sailing.sail` says where each plan ends and whether the rules allow it) and scores every end: the best
    salvo she would have from there (the target's mainmast in one of her gun arcs, within 18 inches [5.3, 5.4]; a rake
    when her mainmast lies in the target's chaser arc at short or medium range [5.5.5]), less the enemy's salvos at
    her from where they lie (``caution``), less the inches still to close, the danger of the table's edge (a ship
    driven off it is lost to her fleet [1.5.4]), of fouling a friend (a collision's Hull tests and entanglement
    [4.3.1, 4.3.3]) and of ending a move under 2 inches (an Anchor token [4.1.1i]). A plan whose move meets another
    base or a shore on the way (:func:`.collisions.first_met`, every plan at once) pays for it: a friend or the shore
    in full, an enemy for the Hull tests and for the prize she would rather take than give once they entangle
    [4.3.1, 4.3.3, 6.1]. As Player 2 the enemy has moved
    and the score is what gunnery will meet; as Player 1 it is a forecast, the enemy still to move [2.1].

Playing for the scenario (APP.2.3.2)
    Where the scenario's objective lets a ship sail off by an edge (a convoy's merchantmen, the blockade runners, the
    flagship pursued), each inch nearer that edge is worth ``escape`` to her, she does not close on the enemy, and
    that edge is no danger to her. The enemy counts a salvo at the ship the objective rests on (a merchantman of the
    convoy, the flagship pursued) a ``quarry`` share more, and closes on her rather than on the nearest enemy. In
    Attack the Port a salvo at a shore battery is worth twice the morale, as the scenario counts it (APP.2.3.2d); a
    battery's own fire is weighed as 9.1.3 rules it (4+ and 6s at every range, from its face), so a ship counts the
    batteries' guns among the enemy salvos that bear on her, and a salvo at a battery its stone and earth.

Fire and boarding [5.1, 6.1]
    It fires the best salvo open first, ship by ship, each at the target where her expected worth is highest, and
    keeps a ship entangled with an enemy from firing when boarding her is worth more (a ship that fires may not board
    [6.1]); it boards when the exact boarding odds make the prize worth the risk [6.1, 6.2].

Boats [6.3]
    Its boats row for the enemy and board from the water, and its ships fire at enemy boats first
    (:mod:`.boat_captain`).
Its admiral and its fireships [APP.1.2.1, 9.1.2]
    It uses a once-per-game effect the moment it pays: a Gunner's second salvo for the first ship that has fired and
    still has a target, a Noble's free token for a ship one token short of her strike test or worse. The effects the
    engine offers as a choice, and when to light a fireship, are :mod:`.captain_choices`'.

``Captain(weights)`` changes what it values; ``RULESET.captain()`` makes one with the defaults. How often it beats
random play is measured by ``python -m sailkit.rulesets.fighting_ships captain`` (seeded matches, each seed from both
sides).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ...captain import Captain as KitCaptain
from ...captain import Plan, Term, because
from ...geometry.table import Move, Pose, distance
from ...players import Decision, MatchSummary, match, matches_main
from ...readings import Readings
from .actions import FightingShipsAction
from .admirals import once_now
from .air_captain import air_decision, ships_and_boats
from .arcs import GUN_ARCS, ArcName, arcs_holding
from .batteries import battery_bears, is_battery, shooter_of
from .boarding import Boarder, boarding_odds
from .boat_captain import boat_decision, ships_only
from .bombs import is_bomb
from .captain_choices import answer_offer, fireship_aim, fireship_to_light
from .collisions import first_met
from .damage import WOODEN_LIMIT, Afloat
from .game import Game
from .gunnery import fire_band
from .guns import armament_of
from .launch_captain import launch_decision
from .measuring import inches
from .notation import Phase, Vessel
from .objectives import EDGES, MERCHANT
from .odds import fire_odds
from .port import port_morale
from .ranges import CANNON_BANDS, band_of
from .rules import OFFERED, RULES
from .sailing import COST, Manoeuvre, sail
from .salvo_dice import salvo_dice
from .ships import Ship
from .state import State
from .steel import limit_of
from .sub_captain import ships_only as without_subs
from .sub_captain import sub_decision
from .targets import valid_target
from .turn import shores_of, vessels_besides
from .turrets import TURRET_ARCS
from .wind import Weather, gale_fire

#: The longest Cannon range [5.3].
REACH = CANNON_BANDS[-1][1]


def rowed(chosen: Decision, legal: Sequence[FightingShipsAction]) -> Decision:
    """The ship chosen to sail next takes to her oars or engines when she has them beside her sails: her oars roll
    all her Sailing dice where her sails roll 2, and her engines ignore the wind [4.1.4, APP.1.1.1, 4.1.2]."""
    power = next((a for a in legal if a.verb == "power" and a.ship == chosen.action.ship), None)
    if power is None:
        return chosen
    why = f"{chosen.reason}; she takes to her oars, all her dice against her sails' 2 {_cite('4.1.4', 'APP.1.1.1')}"
    return Decision(power, why, chosen.score)


@dataclass(frozen=True)
class Weights:
    """What the captain values, in enemy morale points (one point = 1), with the section each weighs."""

    finish: float = 0.5  #: a share of the target's Hull for each unit of chance she sinks or strikes [5.6.3, 5.6.4]
    caution: float = 1.0  #: the enemy's expected salvos at her, against hers [2.1, 5.5]
    good_range: float = 5.0  #: inches within which she closes no further: short range, where 5s and 6s explode [5.3]
    closing: float = 0.6  #: per inch beyond ``good_range`` to the nearest enemy still fighting [5.3]
    guns_range: float = (
        30.0  #: the ``good_range`` of a ship with Guns: well inside their medium band and in sight [5.3]
    )
    sea_room: float = 6.0  #: inches from the table's edge below which she is in danger of being driven off [1.5.4]
    edge: float = 4.0  #: ending with no sea room at all [1.5.4]
    crowd: float = 4.5  #: inches between mainmasts within which she may foul a friend [4.3.1]
    friend: float = 2.0  #: ending that close to a friend [4.3.1, 4.3.3]
    anchor: float = 1.0  #: ending a move under 2 inches: an Anchor token [4.1.1i, 4.2]
    board_margin: float = 0.25  #: the least expected gain that makes her board rather than fire [6.1]
    collide: float = 3.0  #: a move that meets another base (twice for a shore): stopped short, entangled [4.3.1, 4.3.3]
    escape: float = 1.5  #: per inch nearer the edge her scenario lets her leave by (APP.2.3.2c, e, h)
    quarry: float = 1.0  #: the share more a salvo is worth at the ship the enemy's objective rests on (APP.2.3.2c, h)
    fireship: float = 6.0  #: each enemy Damage token a fireship, ending aimed, would give when lit next [9.1.2b, d]


DEFAULT_WEIGHTS = Weights()


def _cite(*cases: str) -> str:
    """``[5.3; 5.5.5]``: the sections a reason follows, each once, in order."""
    return "[" + "; ".join(dict.fromkeys(cases)) + "]"


def _bombard(terms: dict[str, Term], v: Vessel, short_move: bool, readings: Readings) -> dict[str, Term]:
    """A bomb vessel's terms of a move's end [9.1.4]: her mortars fire under an Anchor token, so a short move's
    token is no cost when she has a shot (under reading ``bomb_anchor=taken-to-fire`` she takes one to fire
    anyway); under ``shown-before`` a shot she would have no token for is worth nothing, so the captain anchors her
    (a move under 2 inches [4.1.1i]) when that is what lets her fire."""
    if not is_bomb(v.ship) or "fire" not in terms:
        return terms
    if readings["bomb_anchor"] == "taken-to-fire" or v.anchors > 0 or short_move:
        return {k: t for k, t in terms.items() if k != "anchor"}
    return {k: t for k, t in terms.items() if k != "fire"}


def bearing(ship: Ship, point: tuple[float, float], readings: Readings) -> tuple[ArcName, ...]:
    """The gun arcs of ``ship`` holding ``point``, lines included [5.4]; a turreted ship's are every half-plane
    [5.4g]."""
    arcs = TURRET_ARCS if ship.cls.turreted else GUN_ARCS
    return tuple(a for a in arcs_holding(ship, point, readings) if a in arcs)


def rakes(firer: Ship, target: Ship, band: str, readings: Readings) -> bool:
    """Whether ``firer`` rakes ``target`` at ``band``: her mainmast in the target's bow or stern chaser arc, at short or
    medium range [5.5.5]."""
    if band not in ("short", "medium") or is_battery(target):
        return False  # nothing rakes a shore battery [9.1.3]
    held = bearing(target, firer.mainmast, readings)
    return ArcName.BOW_CHASER in held or ArcName.STERN_CHASER in held


@lru_cache(maxsize=4096)
def _expected(
    dice: int,
    band: str,
    rake: bool,
    hull: int,
    damage: int,
    anchored: bool,
    discipline: int,
    readings: Readings,
    shooter: str = "ship",
    fort: bool = False,
    limit: int = WOODEN_LIMIT,
) -> tuple[float, float]:
    """The exact expected morale a salvo costs its target, and her chance of sinking or striking [5.5, 5.6, APP.2.2.1]
    (:func:`.odds.fire_odds`, made into floats once for each kind of shot)."""
    if dice <= 0:
        return 0.0, 0.0
    odds = fire_odds(
        dice,
        band,
        hull,
        raking=rake,
        shooter=shooter,
        ship=Afloat(min(damage, limit), anchored, limit, fort=fort),
        discipline=discipline,
        readings=readings,
    )
    lost = sum(float(p) * int(k) for k, p in odds.facts["morale_lost"].items())
    fate = odds.facts["fate"]
    gone = float(fate.get("sunk", Fraction(0)) + fate.get("struck", Fraction(0)))
    return lost, gone


#: How a reason names each tactical factor that costs a salvo dice [5.5.3.1].
FACTOR_WORDS = {
    "first-shot": "a first shot at her",
    "fast-target": "she ran over 6 inches",
    "night": "at night",
    "smoke": "through smoke",
    "over-smaller": "over smaller ships",
    "indirect": "indirectly over a ship as big",
    "cannon-on-armour": "Cannon at armour",
    "plunging": "plunging shot",
    "guns-on-wood": "Guns at a wooden ship",
    "heavy-guns": "10 inch Guns or more",
    "ecm": "ECM",
}


@dataclass(frozen=True)
class Shot:
    """A salvo as the captain weighs it: who fires at whom, at what band, raking or not, and its worth in morale."""

    firer: str
    target: str
    band: str
    rake: bool
    dice: int
    worth: float
    gone: float  #: the target's chance of sinking or striking
    factors: tuple[str, ...] = ()  #: the tactical factors that cost her dice [5.5.3.1]
    members: tuple[str, ...] = ()  #: a squadron's volley (``firer`` names the squadron): who pools dice [9.2]

    def words(self) -> str:
        """``"Defiance's 7 dice at Achille (first shot), short range, raking: 5.2 morale expected"``."""
        rake = ", raking" if self.rake else ""
        sink = f", {self.gone:.0%} she sinks or strikes" if self.gone >= 0.005 else ""
        factors = f" ({', '.join(FACTOR_WORDS[f] for f in self.factors)})" if self.factors else ""
        return (
            f"{'squadron ' if self.members else ''}{self.firer}'s {self.dice} {'die' if self.dice == 1 else 'dice'} at {self.target}{factors}, "
            f"{self.band} range{rake}: {self.worth:.1f} morale expected{sink}"
        )

    def cases(self) -> tuple[str, ...]:
        return (
            "5.3",
            "5.5.1",
            *(("5.5.3.1",) if self.factors else ()),
            *(("5.5.5",) if self.rake else ()),
            "5.6.1",
            "APP.2.2.1",
        )


class Captain(KitCaptain[Weights, Any]):
    """The computer captain (see the module docstring and :class:`sailkit.captain.Captain`): ``Captain().decide(game)``
    gives the action and why; it refuses when the game is over [APP.2.2.1] or a die is due [1.4]."""

    defaults = DEFAULT_WEIGHTS
    over_case = "APP.2.2.1"
    dice_case = "1.4"

    def judge(self, game: Any, legal: list[FightingShipsAction]) -> Decision:
        """The captain's action now and why (a game of Fighting Ships at a decision)."""
        state: State = game.state
        if state.offer is not None:
            return answer_offer(self, state)
        air = air_decision(state, legal)  # take-off, flight, patrols, bombs and AA fire [8.2-8.6]
        if air is not None:
            return air
        legal = ships_and_boats(state, legal)
        boats = boat_decision(state, legal)  # rowing, fire at boats, boarding from them [6.3]
        if boats is not None:
            return boats
        subs = sub_decision(state, legal)  # diving, running below, searching, evading, ASW [7.1-7.4]
        if subs is not None:
            return subs
        legal = without_subs(ships_only(state, legal))
        verbs = {a.verb for a in legal}
        used = self._admiral(state, [a for a in legal if a.verb == "admiral"])
        if used is not None:
            return used
        if verbs & {"manoeuvre", "stop"}:
            return self._manoeuvre(state, legal)
        if "sail" in verbs:
            lit = fireship_to_light(state, legal)
            return lit if lit is not None else rowed(self._order(state, [a for a in legal if a.verb == "sail"]), legal)
        if state.phase is Phase.GUNNERY:
            launched = launch_decision(state, legal)  # torpedoes and missiles first, where they strike [5.7.1, 5.8.1]
            return launched if launched is not None else self._fire(state, legal)
        return self._board(state, legal)

    def _admiral(self, state: State, offered: list[FightingShipsAction]) -> Decision | None:
        """The admiral's once-per-game effect when it pays now [APP.1.2.1], else ``None``."""
        for action in offered:
            v = state.vessel(str(action.ship))
            key = once_now(state.position, v, fired=state.phase is Phase.GUNNERY and v.name in state.fought)
            again = state.with_(fought=state.fought - {v.name})
            if key == "gunner" and any(f == v.name for f, _ in RULES._targets(again)):
                why = f"the Gunner admiral's second salvo for {v.name}: she has a target {_cite('APP.1.2.1')}"
                return Decision(action, why)
            if key == "noble" and v.damage >= limit_of(v.ship.cls) - 1:
                cases = _cite("APP.1.2.1", "5.6.4")
                why = f"the Noble admiral's free token off {v.name}, one short of her strike test {cases}"
                return Decision(action, why)
        return None

    # ------------------------------------------------------------------
    # what a salvo is worth [5.5, 5.6]
    # ------------------------------------------------------------------

    def worth(
        self,
        state: State,
        firer: Vessel,
        target: Vessel,
        band: str,
        rake: bool,
        gale: str | None = None,
        *,
        target_ran: float | None = None,
    ) -> Shot:
        """The salvo ``firer`` throws at ``target`` at ``band`` and what it is worth in the target's fleet's morale: the
        expected morale lost, and a share of her Hull for her chance of sinking or striking [5.5, 5.6, APP.2.2.1]. Its
        dice are those the engine would throw (:func:`.salvo_dice.salvo_dice`: a first shot and a fast target
        [5.5.3.1]); ``target_ran`` forecasts the inches the target will have run."""
        ruled, factors, _ = salvo_dice(state, firer.name, target.name, gale=gale, target_ran=target_ran)
        dice = int(ruled.value or 0)
        worth, gone = self._value(state, target, dice, band, rake, shooter_of(firer.ship))
        return Shot(firer.name, target.name, band, rake, dice, worth, gone, tuple(factors))

    def _value(
        self, state: State, target: Vessel, dice: int, band: str, rake: bool, shooter: str = "ship"
    ) -> tuple[float, float]:
        """What ``dice`` at ``target`` are worth in her fleet's morale, and her chance of sinking or striking: the
        expected morale lost, a share of her Hull for that chance, and a ``quarry`` share more at the ship the
        scenario turns on [5.5, 5.6, APP.2.2.1, APP.2.3.2]; fired by a shore battery, or at one, as 9.1.3 rules it,
        and doubled at a battery of the port (APP.2.3.2d)."""
        cls, r = target.ship.cls, state.readings
        fort = is_battery(target.ship)
        hurt = (target.damage, target.anchors > 0, cls.discipline, r, shooter, fort, limit_of(cls))
        lost, gone = _expected(dice, band, rake, cls.hull, *hurt)
        worth = (lost + self.weights.finish * cls.hull * gone) * port_morale(state.setup.objective, target, 1)[0]
        return worth * (1 + self.weights.quarry) if _quarry(state, target) else worth, gone

    def shot_from(
        self,
        state: State,
        firer: Vessel,
        ship: Ship,
        target: Vessel,
        *,
        at: Ship | None = None,
        target_ran: float | None = None,
    ) -> Shot | None:
        """The salvo ``firer`` would have at ``target`` with her ship at ``ship``'s pose (and the target's at ``at``'s,
        if given, having run ``target_ran`` inches this Game-Turn), or ``None`` (out of range or out of every gun arc
        [5.3, 5.4]); line of sight past other hulls is left to the rules at the time [5.2]."""
        r = state.readings
        aim = target.ship if at is None else at
        band = band_of(distance(ship.mainmast, aim.mainmast))
        bears = battery_bears(ship, aim.mainmast, r) if is_battery(ship) else bearing(ship, aim.mainmast, r)
        bears = band != "short" if is_bomb(ship) else bears  # all round, never at short range [9.1.4]
        if band is None or not bears:
            return None
        return self.worth(state, firer, target, band, rakes(ship, aim, band, r), target_ran=target_ran)

    # ------------------------------------------------------------------
    # sailing [4.1]
    # ------------------------------------------------------------------

    def _order(self, state: State, legal: list[FightingShipsAction]) -> Decision:
        """Which ship sails next: the one nearest the enemy, so the ships behind her sail round where she ends [4.1]."""
        side = state.acting
        enemies = [v for v in state.ships if v.side != side and v.fighting]

        def gap(action: FightingShipsAction) -> float:
            here = state.vessel(str(action.ship)).ship.mainmast
            return min((distance(here, e.ship.mainmast) for e in enemies), default=0.0)

        best = min(legal, key=lambda a: (gap(a), str(a.ship)))
        if len(legal) == 1:
            return Decision(best, f"{best.ship} is the last ship to sail this Game-Turn {_cite('4.1')}")
        return Decision(
            best,
            f"{best.ship} sails next, nearest the enemy ({gap(best):.1f} inches), so the ships behind her sail round "
            f"where she ends {_cite('4.1', '4.3.1')}",
        )

    def _manoeuvre(self, state: State, legal: list[FightingShipsAction]) -> Decision:
        """The next manoeuvre of a ship spending her points, or stopping: each option scored by the best end two
        manoeuvres ahead [4.1.1f-i]."""
        moving = state.moving
        assert moving is not None
        v = state.vessel(moving.ship)
        plans = [self._plan(state, v, a) for a in legal]
        best = max(plans, key=lambda p: (p.score, -legal.index(p.option)))
        action = best.option
        what = "stops" if action.verb == "stop" else f"sails {action.get('plan')}"
        why = because(best, [p for p in plans if p is not best], f"the best end she can reach {_cite('4.1.1f')}")
        return Decision(action, f"{v.name} {what}: {why}", best.score)

    def _plan(self, state: State, v: Vessel, action: FightingShipsAction) -> Plan[FightingShipsAction]:
        """``action`` (a manoeuvre or stopping) scored by the best end it leads to within two manoeuvres."""
        moving = state.moving
        assert moving is not None
        if action.verb == "stop":
            return Plan(action, self.ends(state, v, v.ship.pose, 0, moving.moved))
        first = action.manoeuvre
        sailed = [ruled for plan in self._continuations(state, v, first) if (ruled := self._sailed(state, v, plan))]
        if not sailed:
            return Plan(action, {"illegal": Term(-1000.0)})
        others = [w.ship for w in vessels_besides(state, v.name, moving.clear_of)]
        met = first_met(v.ship, [move for *_, move in sailed], others, shores=shores_of(state), readings=state.readings)
        best: dict[str, Term] | None = None
        for (pose, spent, run, _), name in zip(sailed, met):
            terms = self.ends(state, v, pose, moving.points - spent, moving.moved + run)
            if name is not None:
                terms["collision"] = Term(
                    -self._collision(state, v, name),
                    avoid=f"a clear run: meeting {name} would stop her short {_cite('4.3.1', '4.3.3', '1.5.2g')}",
                )
            if best is None or sum(t.value for t in terms.values()) > sum(t.value for t in best.values()):
                best = terms
        assert best is not None
        return Plan(action, best)

    def _collision(self, state: State, v: Vessel, name: str) -> float:
        """What meeting ``name`` costs her: a shore or a friend the weight ``collide`` (twice for running aground); an
        enemy a third of it for the Hull tests, and the prize the enemy would more likely take than give once they
        entangle and board [4.3.1, 4.3.3, 6.1]."""
        w = self.weights.collide
        if name == "shore":
            return 2 * w
        other = state.vessel(name)
        if other.side == v.side:
            return w
        return w / 3 + max(0.0, self.prize_worth(other, v) - self.prize_worth(v, other))

    def _continuations(self, state: State, v: Vessel, first: Manoeuvre) -> Iterable[tuple[Manoeuvre, ...]]:
        """``first`` alone, then ``first`` followed by each manoeuvre the rules list that the points still pay for."""
        moving = state.moving
        assert moving is not None
        yield (first,)
        left = moving.points - COST[first.kind]
        for then in OFFERED:
            if COST[then.kind] <= left:
                yield (first, then)

    def _sailed(self, state: State, v: Vessel, plan: Sequence[Manoeuvre]) -> tuple[Pose, int, float, Move] | None:
        """Where ``plan`` takes her, the points it spends, the inches it runs and the move itself, or ``None`` when the
        rules refuse it [4.1.1f-i]."""
        moving = state.moving
        assert moving is not None
        ruled = sail(
            v.ship,
            tuple(plan),
            moving.points,
            state.position.wind,
            start=moving.attitude,
            can_turn="steering" not in v.criticals,
            circling=v.circling,
            readings=state.readings,
        )
        if not ruled.verdict:
            return None
        return ruled.facts["pose"], int(ruled.facts["spent"]), float(ruled.facts["moved"]), ruled.facts["move"]

    def ends(self, state: State, v: Vessel, pose: Pose, left: int, moved: float) -> dict[str, Term]:
        """The terms of ``v`` ending her manoeuvres at ``pose`` with ``left`` points still to spend and ``moved``
        inches run this move, each named for the rule it weighs."""
        w = self.weights
        ship = v.ship.at(pose)
        enemies = [e for e in state.ships if e.side != v.side and e.fighting]
        best: Shot | None = None
        exposure = 0.0
        ran = state.ran(v.name) + moved  # a target that ran more than 6 inches is harder to hit [5.5.3.1]
        for e in enemies:
            mine = self.shot_from(state, v, ship, e)
            if mine is not None and (best is None or mine.worth > best.worth):
                best = mine
            back = self.shot_from(state, e, e.ship, v, at=ship, target_ran=ran)
            if back is not None:
                exposure += back.worth
        terms: dict[str, Term] = {}
        if best is not None:
            terms["fire"] = Term(best.worth, f"to fire {best.words()} {_cite(*best.cases())}")
        aim = fireship_aim(state, v, ship)
        if aim:
            terms["aim"] = Term(w.fireship * aim, f"aimed to burn the enemy when lit {_cite('9.1.2b', '9.1.2d')}")
        if exposure:
            terms["exposure"] = Term(
                -w.caution * exposure, avoid=f"out of the enemy's arcs and range {_cite('5.3', '5.4')}"
            )
        exits = _exits(state, v)
        if exits:
            case = state.setup.objective.case
            to_go = min(_to_edge(ship, state, edge) for edge in exits)
            terms["escape"] = Term(
                -w.escape * to_go, avoid=f"sailing for the {' or '.join(exits)} edge, which wins her off {_cite(case)}"
            )
        elif enemies:
            quarry = [e for e in enemies if _quarry(state, e)] or enemies
            nearest = min(distance(ship.mainmast, e.ship.mainmast) for e in quarry)
            good = w.guns_range if armament_of(v.ship.cls).guns else w.good_range  # a gun action stands off [5.3]
            gap = max(0.0, nearest - 2.0 * left - good)
            if gap:
                whom = "the ship the scenario turns on" if quarry is not enemies else "the enemy"
                terms["closing"] = Term(-w.closing * gap, avoid=f"closing on {whom} {_cite('5.3')}")
        room = min((_to_edge(ship, state, edge) for edge in EDGES if edge not in exits), default=math.inf)
        if room < w.sea_room:
            terms["sea room"] = Term(
                -w.edge * (1 - room / w.sea_room) ** 2,
                avoid=f"keeping sea room: a ship driven off the table is lost to her fleet {_cite('1.5.4')}",
            )
        crowded = sum(
            1
            for f in state.ships
            if f.side == v.side
            and f.name != v.name
            and f.fate not in ("sunk", "off")
            and distance(ship.mainmast, f.ship.mainmast) < w.crowd
        )
        if crowded:
            terms["fouling"] = Term(
                -w.friend * crowded,
                avoid=f"clear of her friends, where a collision entangles {_cite('4.3.1', '4.3.3')}",
            )
        if left == 0 and moved < 2.0 - 1e-9 and v.anchors == 0:
            terms["anchor"] = Term(-w.anchor, avoid=f"a run of 2 inches, not an Anchor token {_cite('4.1.1i', '4.2')}")
        return _bombard(terms, v, left == 0 and moved < 2.0 - 1e-9, state.readings)

    # ------------------------------------------------------------------
    # gunnery and boarding [5.1, 6.1]
    # ------------------------------------------------------------------

    def salvo(self, state: State, firer: Vessel, target: Vessel) -> Shot:
        """The salvo ``firer`` throws at ``target`` as the rules will rule it: the band and rake from the target check,
        a gale's pull [5.1, 5.5.5, 1.5.2c], and its exact worth."""
        r = state.readings
        others = [
            w.ship for w in state.ships if w.name not in (firer.name, target.name) and w.fate not in ("sunk", "off")
        ]
        valid = valid_target(firer.ship, target.ship, others, readings=r)
        band, way = str(valid.facts["band"]), None
        if state.position.weather is Weather.GALE:
            blown = gale_fire(firer.ship, target.ship, state.position.wind).verdict
            way = None if blown == "across" else str(blown)
            band = str(fire_band(band, gale=way).verdict)
        return self.worth(state, firer, target, band, bool(valid.facts["rake"]), way)

    def prize_worth(self, ours: Vessel, theirs: Vessel) -> float:
        """What boarding ``theirs`` with ``ours`` is worth: the chance of taking her times her Hull, moved from her
        fleet's morale to ours [6.1, 6.2]."""
        attacker = Boarder(ours.name, ours.ship.cls.boarding, ours.ship.cls.hull, ours.damage > 0)
        defender = Boarder(theirs.name, theirs.ship.cls.boarding, theirs.ship.cls.hull, theirs.damage > 0)
        prize = float(boarding_odds([attacker], defender).facts["prize"])
        return 2 * theirs.ship.cls.hull * prize

    def _boarder(self, state: State, v: Vessel) -> tuple[str, float] | None:
        """The enemy ``v`` would rather board than fire at, with the prize's worth, or ``None`` [6.1]."""
        best: tuple[str, float] | None = None
        for name in sorted(v.entangled):
            e = state.vessel(name)
            if e.side != v.side and e.fighting:
                value = self.prize_worth(v, e)
                if best is None or value > best[1]:
                    best = (name, value)
        return best

    def volley(self, state: State, squadron: str, target: Vessel) -> Shot:
        """Squadron ``squadron``'s combined salvo at ``target`` as the rules will throw it [9.2] (the engine's
        :meth:`~.gunnery_phase.GunneryPhase.volley_dice`: pooled dice at the farthest member's band, never raking)
        and its exact worth; its ``firer`` names the squadron."""
        v = RULES.volley_dice(state, squadron, target.name)
        dice = int(v.dice.value or 0)
        worth, gone = self._value(state, target, dice, v.band, False)
        return Shot(squadron, target.name, v.band, False, dice, worth, gone, members=tuple(m.name for m in v.firing))

    def _fire(self, state: State, legal: list[FightingShipsAction]) -> Decision:
        shots: list[Shot] = []
        held: list[str] = []
        for a in legal:
            if a.verb != "fire":
                continue
            firer = state.vessel(str(a.ship))
            shot = self.salvo(state, firer, state.vessel(str(a.target)))
            boarder = self._boarder(state, firer)
            if boarder is not None and boarder[1] > shot.worth + self.weights.board_margin:
                held.append(firer.name)
                continue
            shots.append(shot)
        alone = {(s.firer, s.target): s.worth for s in shots}
        for a in legal:  # a volley where it is worth more than its members' salvos at her one by one [9.2]
            if a.verb == "volley":
                pooled = self.volley(state, str(a.get("squadron")), state.vessel(str(a.target)))
                if pooled.worth > sum(alone.get((m, pooled.target), 0.0) for m in pooled.members):
                    shots.append(pooled)
        done = next(a for a in legal if a.verb == "done")
        seconds = [a for a in legal if a.verb == "secondary"]
        if not shots and seconds:  # her main battery's salvo first, then the secondary battery's [5.4h]
            near = min(
                seconds,
                key=lambda a: (inches(state.vessel(str(a.ship)).ship, state.vessel(str(a.target)).ship), str(a)),
            )
            return Decision(near, f"{near.ship}'s secondary battery at the nearest enemy it bears on {_cite('5.4h')}")
        if not shots:
            why = (
                f"{', '.join(sorted(set(held)))} holds her fire to board, worth more than any salvo {_cite('6.1')}"
                if held
                else f"no salvo is open {_cite('5.1')}"
            )
            return Decision(done, why)
        best = max(shots, key=lambda s: (s.worth, s.firer, s.target))
        if best.members:
            action = FightingShipsAction.make("volley", (best.firer, best.target))
            why = f"worth more than {', '.join(best.members)} firing one by one {_cite('9.2', *best.cases())}"
            return Decision(action, f"the best salvo open first: {best.words()}, {why}", best.worth)
        action = FightingShipsAction.make("fire", (best.firer, best.target))
        return Decision(action, f"the best salvo open first: {best.words()} {_cite('5.1', *best.cases())}", best.worth)

    def _board(self, state: State, legal: list[FightingShipsAction]) -> Decision:
        done = next(a for a in legal if a.verb == "done")
        options = [
            (self.prize_worth(state.vessel(str(a.ship)), state.vessel(str(a.target))), a)
            for a in legal
            if a.verb == "board"
        ]
        if options:
            value, best = max(options, key=lambda o: (o[0], str(o[1])))
            if value > self.weights.board_margin:
                return Decision(
                    best,
                    f"{best.ship} boards {best.target}: the prize is worth {value:.1f} morale on the exact odds "
                    f"{_cite('6.1', '6.2')}",
                    value,
                )
        return Decision(done, f"no boarding worth its risk on the exact odds {_cite('6.1')}")


def _exits(state: State, v: Vessel) -> tuple[str, ...]:
    """The edges ``v``'s scenario lets her sail off by (APP.2.3.2c, e, h)."""
    objective = state.setup.objective
    return tuple(edge for edge in EDGES if objective.may_leave(v, edge))


def _quarry(state: State, v: Vessel) -> bool:
    """Whether the scenario turns on ``v``: the flagship pursued, a merchantman of the convoy (APP.2.3.2c, h)."""
    objective = state.setup.objective
    if objective.kind == "pursuit":
        return v.name == objective.flagship
    return objective.kind == "convoy" and v.side == objective.side and v.ship.cls.key == MERCHANT


def _to_edge(ship: Ship, state: State, edge: str) -> float:
    """Inches from her mainmast to ``edge`` of the table (negative beyond it) [1.5.4]."""
    x, y = ship.mainmast
    width, depth = state.position.table
    return {"west": x, "east": width - x, "south": y, "north": depth - y}[edge]


def matches(argv: Sequence[str] | None = None) -> int:
    """Seeded matches from the shell (``python -m sailkit.rulesets.fighting_ships captain --games 200``): the captain
    against random play, against itself, and random play against itself, one summary line each; the text's scenarios
    by default, a trial of :data:`.trials.TRIALS` (``fireships``) when named."""
    from .scenarios import SCENARIOS
    from .trials import TRIALS

    def play(scenario: str, kinds: tuple[str, str], seeds: range, max_turns: int) -> MatchSummary:
        new_game = {**SCENARIOS, **TRIALS}[scenario]
        return match(lambda: Game(new_game()), kinds, seeds, captain=Captain, name=scenario, max_turns=max_turns)

    return matches_main(
        argv,
        play,
        prog="python -m sailkit.rulesets.fighting_ships captain",
        scenarios=tuple(SCENARIOS),
        turns="Game-Turns",
    )


__all__ = ["DEFAULT_WEIGHTS", "Captain", "Shot", "Weights", "bearing", "matches", "rakes"]
