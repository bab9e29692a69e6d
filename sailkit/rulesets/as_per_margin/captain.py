"""The computer captain of *As Per Margin*: plays either side, legally and deterministically, and says why.

A :class:`Captain` is made with no arguments and asked only at decision nodes: dice come
from the game's seeded source, never from the captain, and it has no random generator, so
the same game and the same dice always give the same choices. :meth:`Captain.decide`
returns a :class:`~sailkit.players.Decision`, one of ``game.legal_actions()`` with the
reason in words and the sections it follows in brackets, as the rulings cite them
(``"... [FIRE, APM-07a; TOSS DOUBLE DICE FOR, APM-08a]"``); :meth:`Captain.choose` returns
just the action.

What it values
    Every score is in gun boxes crossed off an enemy (:class:`Weights`). A shot is worth
    its expected results on Table I at its range [TABLE I, APM-11; RANGES & COMBAT
    CHARTS, APM-09]: one die per gun box that bears [FIRE, APM-07, 07a], doubled for a
    broadside's first fire or a rake and tripled for both [TOSS DOUBLE DICE FOR, APM-08,
    08a], with Table II results read as the reading ``table_ii`` says (nothing while it is
    unresolved). A box is worth more as a ship runs out of them: the last gun box strikes
    her, the last mast box dismasts her, the last hull box sinks her [SHIP TYPES AND
    TRACKING CHARTS, APM-16a, 16b, 16d].

How it moves [TURN SEQUENCE, APM-01]
    Side 2 moves last and fires at once, and Side 1 fires back from the same places at the
    start of the next turn; so as Side 2 the captain scores each end of a move by its shot
    now against the enemy's shot back. Side 1 moves first: the enemy answers with his own
    move and fires, then Side 1 fires; so each end is scored against a fan of the enemy's
    possible replies (pivots every 45 degrees, short, middling and full runs the wind allows
    [TURNING SHIPS, APM-05; WIND SPEED, APM-03]), half by his best reply and half by the
    average one. Every end also counts the range left to the nearest enemy, the sea room
    to the table's edge (a ship whose mainmast leaves the table is out of the battle),
    friends passed within 3 inches (both fend off, a tie locks them [FALLING ABOARD,
    APM-04c]), and enemies passed within 3 inches, by the boarding that would follow. A tack
    is worth its chance of coming round times the end it reaches, plus the drift of a
    missed stays otherwise [TACKING SHIPS, APM-06, 06a]. The engine lists moves on a grid
    (``PIVOT_STEP``, ``RUN_STEP``); the captain picks among them (as Side 1, among the runs
    of whole inches and the longest of each pivot, each weighed against the replies).

Fire, boarding, grapples, pumps
    It fires the best shot open, broadside by broadside, but keeps a first broadside whose
    dice would score only on a 6 (beyond 16 inches) for closer range [APM-08, APM-09],
    holds a Side 1 ship's fire when boarding the ship fallen aboard it pays better (a ship
    that fires may not board [BOARDING, APM-12]), and calls a crew from the pumps only when
    the shot outweighs the pumps throw [SHIP TYPES AND TRACKING CHARTS, APM-16e]. It boards,
    grapples (``grapple`` on a move, a ``wish`` to fall aboard, a ``regrapple``) and stays
    locked when the exact boarding odds favour it [BOARDING, APM-12a, 12b], and cuts free
    when they do not [FALLING ABOARD, APM-04]. A struck ship it sails goes wherever takes
    her farthest from her former side [CLARIFICATION, APM-15].

``Captain(weights)`` changes what it values; ``RULESET.captain()`` makes one with the
defaults. How often it beats random play is a bench figure (``python -m sailkit.bench
as_per_margin_captain``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, cast

from ...captain import Captain as KitCaptain
from ...engine import Game as EngineGame
from ...geometry.board import normalize
from ...geometry.table import Point, Pose, distance
from ...players import Decision
from ...readings import Readings
from . import citations as c
from .actions import AsPerMarginAction, format_exact
from .boarding import boarding_dice, boarding_odds
from .falling_aboard import REACH
from .fire import GUNS, MASTS, MAX_RANGE, TABLE_II, TABLE_II_STAND_IN, Volley, unit_odds, volley
from .rules import movers
from .ships import Ship
from .state import State, controller, fighting, in_play
from .tracking import PUMP_RESULTS
from .turn import Phase
from .turning import crosses_wind, tack_heading, tack_odds
from .wind import INTO_WIND, allowance, drift, off_wind, point_of_sail


@dataclass(frozen=True)
class Weights:
    """What the captain values, in gun boxes crossed off an enemy (one box = 1), with the section each weighs.

    The defaults were tuned by seeded matches against random play and against the first, greedy captain.
    """

    gun: float = 1.0  #: a gun box [SHIP TYPES AND TRACKING CHARTS, APM-16b]
    mast: float = 0.4  #: a mast box: a damaged ship sails slower, a dismasted one drifts [APM-16a]
    hull: float = 0.6  #: a hull box: half gone mans the pumps, all gone sinks [APM-16d]
    finish: float = 4.0  #: on top of a box, shared out over the boxes left: the last one strikes, dismasts or sinks
    capture: float = 4.0  #: a ship struck by boarding [BOARDING, APM-12b]
    caution: float = 0.9  #: the enemy's expected shot at us, against ours at him [TURN SEQUENCE, APM-01]
    worst: float = 0.5  #: the share of the enemy's best reply in a Side 1 score (the rest: his average reply)
    good_range: float = 12.0  #: inches within which a rake doubles the dice [TOSS DOUBLE DICE FOR, APM-08a]
    closing: float = 0.08  #: per inch beyond ``good_range`` to the nearest enemy still fighting
    sea_room: float = 6.0  #: inches from the table's edge below which a ship is in danger of sailing off it
    edge: float = 2.5  #: ending with no sea room (a ship off the table is out of the battle)
    leeward: float = 1.5  #: ending near the leeward edge, by how few mast boxes she has left [APM-03c, APM-16a]
    lee_room: float = 18.0  #: inches downwind to the table's edge below which the leeward danger counts
    trapped: float = 8.0  #: ending where no heading the wind allows keeps her on the table next turn
    friend: float = 1.2  #: passing within 3 inches of a friend: both fend off, a tie locks them [APM-04c]
    board_margin: float = 0.25  #: the least expected gain from boarding that makes the captain board or grapple
    keep_first: bool = True  #: keep a first broadside that would score only on a 6 [APM-08, APM-09]


DEFAULT_WEIGHTS = Weights()

#: Side 1's view of an enemy's answer: his pivots (degrees) and the share of his allowance he runs [APM-05, APM-03].
REPLY_PIVOTS = (-90, -45, 0, 45, 90)
REPLY_RUNS = (0.0, 0.5, 1.0)


def _cite(*cases: str) -> str:
    """``[FIRE, APM-07; RANGES & COMBAT CHARTS, APM-09]``: the sections a reason follows, as the rulings cite them."""
    return "[" + "; ".join(dict.fromkeys(cases)) + "]"


@lru_cache(maxsize=64)
def _per_unit(need: int, per_box: int, best_of: bool, stand_in: bool) -> tuple[float, float, float]:
    """Expected gun, mast and hull results of one die (or one box keeping its best die) [TABLE I, APM-11, 11a]."""
    v = Volley("P", None, 0.0, need, False, False, 1, per_box)
    odds = unit_odds(v, best_of)
    guns, masts, table_ii = (float(odds.get(k, 0)) for k in (GUNS, MASTS, TABLE_II))
    if not stand_in:
        return guns, masts, 0.0
    reads = list(TABLE_II_STAND_IN.values())  # the reconstructed Table II; a fire does one hull hit [APM-11a, APM-10]
    hull = (reads.count("hull") + reads.count("fire")) / len(reads)
    return guns + table_ii * reads.count("guns") / len(reads), masts, table_ii * hull


@dataclass(frozen=True)
class Shot:
    """A fire as the captain weighs it: who, at whom, the volley, and its expected worth."""

    firer: str
    target: str
    volley: Volley
    worth: float
    guns: float = 0.0  #: the gun boxes it is expected to cross off [APM-10, APM-16b]

    def silences(self, other: Shot | None) -> float:
        """The share of ``other`` (the target's shot back) this shot is expected to leave: gun hits fall on the side
        facing the firer, the side that bears on it [RANGES & COMBAT CHARTS, APM-10]."""
        if other is None:
            return 0.0
        return max(0.0, 1 - self.guns / other.volley.boxes)

    def words(self) -> str:
        """``"her first port broadside at Thetis from 9.8 inches, a rake (6 dice scoring on a 5 or 6)"``."""
        v = self.volley
        side = {"P": "port", "S": "starboard"}[v.side]
        first = "first " if v.initial else ""
        rake = ", a rake" if v.rake else ""
        scores = "only on a 6" if v.need >= 6 else f"on a {v.need} or better"
        dice = f"{v.dice} {'die' if v.dice == 1 else 'dice'}"
        return (
            f"her {first}{side} broadside at {self.target} from {v.inches:.1f} inches{rake} ({dice} scoring {scores})"
        )

    def cases(self) -> tuple[str, ...]:
        v = self.volley
        out = [c.FIRE, c.ARC, c.RANGES]
        if v.initial or v.rake:
            out.append(c.DOUBLE)
        if v.rake:
            out.append(c.RAKE)
        return tuple(out)


@dataclass(frozen=True)
class _Plan:
    """One way a ship may move, scored: the action, its score, and the terms that make it (named for their rules)."""

    action: AsPerMarginAction
    score: float
    terms: Mapping[str, float] = field(default_factory=dict)
    shot: Shot | None = None  #: the best shot the end gives (Side 2: now; Side 1: at the enemy as he stands)
    words: str = ""  #: what the move does, in words (worked out for the chosen move only, when empty)


class Captain(KitCaptain[Weights, EngineGame[Any, Any]]):
    """The computer captain (see the module docstring and :class:`sailkit.captain.Captain`): ``Captain().decide(game)``
    gives the action and why; it refuses when the game is over or a die is due [TURN SEQUENCE, APM-01]."""

    defaults = DEFAULT_WEIGHTS
    over_case = dice_case = c.SEQUENCE

    def __init__(self, weights: Weights | None = None) -> None:
        super().__init__(weights)
        self._boarding: dict[tuple[int, int], tuple[tuple[int, float], ...]] = {}

    def judge(self, game: EngineGame[Any, Any], legal: list[AsPerMarginAction]) -> Decision:
        """The captain's action now and why, with the sections it follows (a game of As Per Margin at a decision)."""
        state: State = game.state
        verbs = {a.verb for a in legal}
        if "wish" in verbs:
            return self._wish(state, legal)
        player = state.setup.sides.index(str(game.current_side())) + 1
        if "extra" in verbs:
            return self._extra(state, legal, player)
        if verbs & {"regrapple", "release"}:
            return self._regrapple(state, legal)
        if verbs & {"move", "tack"}:
            return self._move(state, legal, player)
        if state.phase is Phase.BOARDING:
            return self._board(state, legal)
        if state.phase is Phase.CUT_GRAPPLES:
            return self._cut(state, legal)
        if state.phase in (Phase.SIDE_1_FIRE, Phase.SIDE_2_FIRE):
            return self._fire(state, legal)
        return Decision(legal[0], f"the only step open {_cite(c.SEQUENCE)}")

    # ------------------------------------------------------------------
    # what boxes are worth [APM-16]
    # ------------------------------------------------------------------

    def box_worth(self, ship: Ship) -> tuple[float, float, float]:
        """What one more gun, mast and hull box crossed off ``ship`` is worth: more as her last boxes go."""
        w = self.weights
        guns = ship.guns_left("P") + ship.guns_left("S")
        masts = 0 if ship.battery else ship.chart.masts - ship.damage.masts
        hull = ship.chart.hull - ship.damage.hull
        return (
            w.gun * (1 + w.finish / guns) if guns else 0.0,
            w.mast * (1 + w.finish / masts) if masts else 0.0,
            w.hull * (1 + w.finish / hull) if hull else 0.0,
        )

    def shot(self, firer: Ship, target: Ship, readings: Readings, *, boarding: bool = False) -> Shot | None:
        """The shot ``firer`` has at ``target`` as they stand, with its expected worth, or ``None`` when she may not
        fire on her [FIRE, APM-07, 07a; APM-08; APM-09; TABLE I, APM-11]. A crew at the pumps is taken as called."""
        if distance(firer.mainmast, target.mainmast) > MAX_RANGE:  # the quick refusal of most pairs [APM-09]
            return None
        ruled = volley(firer, target, readings, called_from_pumps=firer.at_pumps, boarding=boarding)
        if not ruled:
            return None
        v: Volley = ruled.volley
        best_of = readings["double_dice"] == "best-of"
        guns, masts, hull = _per_unit(v.need, v.per_box, best_of, readings["table_ii"] == "hull-guns-fire")
        units = v.boxes if best_of else v.dice
        worth_gun, worth_mast, worth_hull = self.box_worth(target)
        worth = units * (guns * worth_gun + masts * worth_mast + hull * worth_hull)
        return Shot(firer.name, target.name, v, worth, units * guns)

    def pumps_cost(self, ship: Ship, state: State) -> float:
        """What calling ``ship``'s crew from the pumps may cost her: a 5 a gun box, a 6 a hull box [APM-16e]."""
        if not ship.at_pumps or (state.readings["pumps_callaway"] == "per-turn" and ship.name in state.pumped):
            return 0.0
        gun, _, hull = self.box_worth(ship)
        results = list(PUMP_RESULTS.values())
        return (results.count("one more gun hit") * gun + results.count("one more hull hit") * hull) / len(results)

    def boarding_worth(self, ours: Ship, theirs: Ship, readings: Readings) -> float:
        """The expected worth to ``ours`` of one boarding exchange with ``theirs`` [BOARDING, APM-12a, 12b]: the surplus
        hits crossing off the loser's gun boxes, and her striking once they are all gone."""
        key = (int(boarding_dice(ours, readings)), int(boarding_dice(theirs, readings)))
        if key not in self._boarding:
            odds = boarding_odds(ours, theirs, readings)
            self._boarding[key] = tuple((cast(int, k), float(p)) for k, p in odds.items())
        w = self.weights
        gun_ours, gun_theirs = self.box_worth(ours)[0], self.box_worth(theirs)[0]
        left_ours = ours.guns_left("P") + ours.guns_left("S")
        left_theirs = theirs.guns_left("P") + theirs.guns_left("S")
        total = 0.0
        for margin, p in self._boarding[key]:
            if margin > 0:
                total += p * (min(margin, left_theirs) * gun_theirs + (w.capture if margin >= left_theirs else 0.0))
            elif margin < 0:
                total -= p * (min(-margin, left_ours) * gun_ours + (w.capture if -margin >= left_ours else 0.0))
        return total

    # ------------------------------------------------------------------
    # fire, boarding, grapples
    # ------------------------------------------------------------------

    def _fire(self, state: State, legal: Sequence[AsPerMarginAction]) -> Decision:
        w = self.weights
        r = state.readings
        done = next(a for a in legal if a.verb == "done")
        best: tuple[float, AsPerMarginAction, Shot] | None = None
        held: list[str] = []
        for a in legal:
            if a.verb != "fire":
                continue
            firer, target = state.ship(str(a.ship)), state.ship(str(a.target))
            shot = self.shot(firer, target, r, boarding=firer.name in state.boarded)
            if shot is None:
                continue
            v = shot.volley
            if w.keep_first and v.initial and v.need >= 6 and not v.rake:
                held.append(
                    f"{firer.name} keeps her first {'port' if v.side == 'P' else 'starboard'} broadside: at "
                    f"{v.inches:.1f} inches only a 6 scores, and her first fire doubles its dice once only "
                    f"{_cite(c.DOUBLE, c.RANGES)}"
                )
                continue
            worth = shot.worth - self.pumps_cost(firer, state)
            boarding = self._boarding_instead(state, firer)
            if boarding is not None and boarding[0] > worth:
                held.append(
                    f"{firer.name} holds her fire to board {boarding[1]}: a ship that fires may not board, and the "
                    f"boarding is worth more {_cite(c.BOARDING, c.BOARDING_DICE)}"
                )
                continue
            if worth > 0 and (best is None or worth > best[0]):
                best = (worth, a, shot)
        if best is None:
            why = held[0] if held else f"no broadside worth firing {_cite(c.FIRE, c.ARC)}"
            return Decision(done, why, 0.0)
        worth, action, shot = best
        pumps = (
            f"; her crew is called from the pumps, worth the risk of the pumps throw {_cite(c.PUMPS)}"
            if action.called_from_pumps
            else ""
        )
        reason = f"{shot.firer} fires {shot.words()} {_cite(*shot.cases(), c.TABLE_I)}{pumps}"
        return Decision(action, reason, round(worth, 3))

    def _boarding_instead(self, state: State, firer: Ship) -> tuple[float, str] | None:
        """Side 1 fires before boarding: the boarding a ship would give up by firing now, if it pays [BOARDING, APM-12]."""
        if state.phase is not Phase.SIDE_1_FIRE:
            return None
        best: tuple[float, str] | None = None
        for name in sorted(firer.locked_with):
            other = state.ship(name)
            if fighting(state, other) and controller(other) != controller(firer) and name not in state.boarded:
                worth = self._boarding_gain(state, firer, other)
                if worth > self.weights.board_margin and (best is None or worth > best[0]):
                    best = (worth, name)
        return best

    def _boarding_gain(self, state: State, ours: Ship, theirs: Ship) -> float:
        """What boarding ``theirs`` is worth to ``ours``, less what calling her crew from the pumps may cost [APM-12,
        APM-16e]."""
        return self.boarding_worth(ours, theirs, state.readings) - self.pumps_cost(ours, state)

    def _board(self, state: State, legal: Sequence[AsPerMarginAction]) -> Decision:
        done = next(a for a in legal if a.verb == "done")
        boardings = [(self._boarding_gain(state, *_pair(state, a)), a) for a in legal if a.verb == "board"]
        worth, action = max(boardings, key=lambda t: t[0], default=(0.0, done))
        if worth <= self.weights.board_margin:
            return Decision(done, f"no boarding the odds favour {_cite(c.BOARDING_DICE, c.BOARDING_HITS)}", 0.0)
        ours, theirs = _pair(state, action)
        na, nd = int(boarding_dice(ours, state.readings)), int(boarding_dice(theirs, state.readings))
        return Decision(
            action,
            f"{ours.name} boards {theirs.name}: {na} dice against {nd}, the surplus hits crossing off her gun boxes "
            f"{_cite(c.BOARDING, c.BOARDING_DICE, c.BOARDING_HITS)}",
            round(worth, 3),
        )

    def _lock_worth(self, state: State, ours: Ship, theirs: Ship) -> float:
        """What staying fallen aboard ``theirs`` is worth to ``ours``: the boarding either may then begin [APM-12], less
        the danger of drifting off the table together, the lower die a turn [FALLING ABOARD, APM-04b; APM-03c]."""
        drifting = self.drift_danger(state, ours.mainmast, theirs.mainmast)
        if controller(ours) == controller(theirs) or not fighting(state, theirs) or not fighting(state, ours):
            return -self.weights.friend - drifting
        return self.boarding_worth(ours, theirs, state.readings) - drifting

    def drift_danger(self, state: State, *points: Point) -> float:
        """The danger of a ship drifting from ``points`` (a locked pair drifts as one) off the leeward edge within a
        turn or two: a ship off the table is out of the battle [WIND SPEED, APM-03c]."""
        area = state.setup.area
        downwind = normalize(state.position.wind_from + 180)
        lee = min(_to_edge(p, downwind, area.width, area.depth) for p in points)
        return 2 * self.weights.capture * max(0.0, 1 - lee / (2 * state.position.speed.lower + 1))

    def _cut(self, state: State, legal: Sequence[AsPerMarginAction]) -> Decision:
        done = next(a for a in legal if a.verb == "done")
        cuts = [(self._lock_worth(state, *_pair(state, a)), a) for a in legal if a.verb == "cut"]
        worth, action = min(cuts, key=lambda t: t[0], default=(0.0, done))
        if worth >= 0:
            return Decision(
                done,
                f"stays fallen aboard: the boarding odds favour her {_cite(c.CUT_GRAPPLES, c.BOARDING_DICE)}",
                0.0,
            )
        other = state.ship(str(action.target))
        why = (
            f"{action.ship} and {other.name} sail for the same side: locked, both only drift"
            if controller(other) == controller(state.ship(str(action.ship)))
            else f"{other.name} would win a boarding"
        )
        return Decision(
            action,
            f"{action.ship} tries to cut her grapples: {why}; a die each, the higher has its way, a tie keeps them "
            f"locked {_cite(c.CUT_GRAPPLES, c.LOCKED)}",
            round(-worth, 3),
        )

    def _regrapple(self, state: State, legal: Sequence[AsPerMarginAction]) -> Decision:
        ours, theirs = _pair(state, legal[0])
        worth = self._lock_worth(state, ours, theirs)
        verb = "regrapple" if worth > self.weights.board_margin else "release"
        action = next(a for a in legal if a.verb == verb and a.ship == ours.name and a.target == theirs.name)
        why = "a boarding would pay" if verb == "regrapple" else "a boarding would not pay: she moves freely"
        return Decision(
            action,
            f"{ours.name} {'grapples again' if verb == 'regrapple' else 'lets ' + theirs.name + ' go'}: {why} {_cite(c.NOTES, c.BOARDING_DICE)}",
            round(worth, 3),
        )

    def _wish(self, state: State, legal: Sequence[AsPerMarginAction]) -> Decision:
        asked = state.ship(str(legal[0].ship))
        m = state.moving
        other_name = (m.against if m is not None and asked.name == m.ship else m.ship) if m is not None else asked.name
        other = state.ship(other_name)
        worth = self._lock_worth(state, asked, other)
        wish = "fall-aboard" if worth > self.weights.board_margin else "fend-off"
        action = next(a for a in legal if a.get("wish") == wish)
        why = (
            f"{asked.name} wants to fall aboard {other.name}: the boarding odds favour her"
            if wish == "fall-aboard"
            else f"{asked.name} wants to fend {other.name} off: fallen aboard, a boarding would not pay"
        )
        return Decision(action, f"{why} {_cite(c.THREE_INCH, c.BOARDING_DICE)}", round(worth, 3))

    # ------------------------------------------------------------------
    # movement
    # ------------------------------------------------------------------

    def _move(self, state: State, legal: Sequence[AsPerMarginAction], player: int) -> Decision:
        ctx = _Context.of(self, state, player)
        answers = ctx.side_one and any(len(r) > 1 for r in ctx.replies.values())
        chosen = [a for a in (_whole_inches(legal) if answers else legal) if not a.grapple or ctx.closes_on_enemy(a)]
        plans = [ctx.plan(a, replies=answers) for a in chosen]
        best = max(plans, key=lambda p: p.score)
        return Decision(best.action, ctx.reason(best), round(best.score, 3))

    def _extra(self, state: State, legal: Sequence[AsPerMarginAction], player: int) -> Decision:
        ctx = _Context.of(self, state, player)
        ship = state.ship(str(legal[0].ship))
        scored: list[tuple[float, AsPerMarginAction, str]] = []
        for a in legal:
            how = a.get("choice")
            if how == "die":  # the die is thrown after choosing: the average of its six runs [APM-03d]
                ends = [Pose(*ship.mainmast.moved(ship.pose.heading, d), ship.pose.heading) for d in range(1, 7)]
                score = sum(ctx.score(ship, e, ship.mainmast, False)[0] for e in ends) / 6
                words = "throws the extra die to sail on"
            elif how == "pivot":
                end = Pose(ship.pose.x, ship.pose.y, ship.pose.heading + float(a.degrees))
                score = ctx.score(ship, end, ship.mainmast, False)[0]
                words = f"pivots {format_exact(a.degrees)} degrees after moving"
            else:
                score = ctx.score(ship, ship.pose, ship.mainmast, False)[0]
                words = "takes no extra"
            scored.append((score, a, words))
        score, action, words = max(scored, key=lambda t: t[0])
        return Decision(action, f"{ship.name} {words} {_cite(c.INDEPENDENT, c.INDEPENDENT_EXTRA)}", round(score, 3))


def _pair(state: State, a: AsPerMarginAction) -> tuple[Ship, Ship]:
    """The ship an action names and the ship it acts on."""
    return state.ship(str(a.ship)), state.ship(str(a.target))


def _segment_gap(a: Point, b: Point, p: Point) -> float:
    """The least distance from ``p`` to the segment from ``a`` to ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return distance(Point(a[0] + t * dx, a[1] + t * dy), p)


@dataclass
class _Context:
    """What a movement decision weighs, worked out once: whose side, the enemies, their replies, the table."""

    captain: Captain
    state: State
    player: int
    side_one: bool
    enemies: tuple[Ship, ...]
    friends: tuple[Ship, ...]
    replies: Mapping[str, tuple[Ship, ...]]
    closest: float  #: the closest a heading may point to the wind (reading ``beating_angle``)

    @classmethod
    def of(cls, captain: Captain, state: State, player: int) -> _Context:
        enemies = tuple(s for s in state.ships if controller(s) != player and fighting(state, s))
        friends = tuple(s for s in state.ships if controller(s) == player and in_play(state, s))
        side_one = state.phase is Phase.MOVE_SIDE_1
        replies = {e.name: _replies(state, e) for e in enemies} if side_one else {}
        closest = 67.5 if state.readings["beating_angle"] == "above-beam" else 22.5
        return cls(captain, state, player, side_one, enemies, friends, replies, closest)

    def plan(self, action: AsPerMarginAction, *, replies: bool) -> _Plan:
        """``action`` scored (``replies``: Side 1 against the enemy's fan of answers)."""
        state = self.state
        ship = state.ship(str(action.ship))
        if ship.struck_to is not None or ship.leaving:
            return self._leave(ship, action)
        if action.verb == "tack":
            return self._tack(ship, action, replies)
        heading = normalize(ship.pose.heading + float(action.degrees))
        end = Pose(*ship.mainmast.moved(heading, float(action.inches)), heading)
        score, terms, shot = self.score(ship, end, ship.mainmast, action.grapple, replies=replies)
        return _Plan(action, score, terms, shot)

    def closes_on_enemy(self, action: AsPerMarginAction) -> bool:
        """Whether the run of ``action`` (a move or a tack, straight from the mainmast) comes within 3 inches of an
        enemy while closing on her, so that ``grapple`` matters [FALLING ABOARD, APM-04c]."""
        ship = self.state.ship(str(action.ship))
        heading = (
            tack_heading(ship.pose.heading, self.state.position.wind_from, self.state.readings)
            if action.verb == "tack"
            else ship.pose.heading + float(action.degrees)
        )
        end = ship.mainmast.moved(normalize(heading), float(action.inches))
        return any(_closes_within(ship.mainmast, end, e.mainmast) for e in self.enemies)

    def _leave(self, ship: Ship, action: AsPerMarginAction) -> _Plan:
        """A struck or retaken ship sails away from her former side as fast as she can [CLARIFICATION, APM-15]."""
        heading = normalize(ship.pose.heading + float(action.degrees))
        end = ship.mainmast.moved(heading, float(action.inches))
        former = ship.side if ship.struck_to is not None else 3 - ship.side
        gaps = [distance(end, s.mainmast) for s in self.state.ships if s.side == former and s.name != ship.name]
        gap = min(gaps) if gaps else 0.0
        return _Plan(action, gap, {"away": gap}, None, f"sails {ship.name} away from her former side")

    def _tack(self, ship: Ship, action: AsPerMarginAction, replies: bool) -> _Plan:
        """A tack: its chance of coming round times where she then runs, plus the drift of a missed stays [APM-06]."""
        state = self.state
        english = ship.english if state.readings["english"] == "british" else ship.name in state.setup.english
        chance = float(tack_odds(damaged=ship.damaged, english=english)["comes round"])
        heading = tack_heading(ship.pose.heading, state.position.wind_from, state.readings)
        round_end = Pose(*ship.mainmast.moved(heading, float(action.inches)), heading)
        good, terms, shot = self.score(ship, round_end, ship.mainmast, action.grapple, replies=replies)
        if state.readings["missed_stays_drift"] == "no-turn":
            downwind = normalize(state.position.wind_from + 180)
            missed = Pose(*ship.mainmast.moved(downwind, state.position.speed.lower), ship.pose.heading)
        else:
            missed = drift(ship, state.position.wind_from, state.position.speed)[0]
        bad = self.score(ship, missed, ship.mainmast, False, replies=replies)[0]
        score = chance * good + (1 - chance) * bad
        odds = tack_odds(damaged=ship.damaged, english=english)["comes round"]
        words = (
            f"tacks onto heading {heading:g} and runs {format_exact(action.inches)} inches (she comes round with "
            f"chance {odds}, else drifts) {_cite(c.TACKING, c.TACK_DAMAGED if ship.damaged else c.TACKING)}"
        )
        return _Plan(action, score, {**terms, "tack": chance}, shot, words)

    def score(
        self, ship: Ship, end: Pose, start: Point, grapple: bool, *, replies: bool = False
    ) -> tuple[float, dict[str, float], Shot | None]:
        """The score of ``ship`` ending at ``end`` (from ``start``) and its terms, named for the rules they weigh."""
        w = self.captain.weights
        state = self.state
        r = state.readings
        terms: dict[str, float] = {}
        area = state.setup.area
        if end.point not in area:
            return -100.0, {"off the table": -100.0}, None
        moved = ship.with_(pose=end)
        best: Shot | None = None
        offence = exposure = 0.0
        for enemy in self.enemies:
            now = self.captain.shot(moved, enemy, r)
            if now is not None and (best is None or now.worth > best.worth):
                best = now
            answers = self.replies.get(enemy.name, (enemy,)) if replies else (enemy,)
            nets: list[float] = []
            backs: list[float] = []
            for there in answers:
                mine = now if there is enemy else self.captain.shot(moved, there, r)
                back = self.captain.shot(there, moved, r)
                # who fires first at this place: Side 2, at once; Side 1 answers at the start of the next turn [APM-01]
                first, second = (back, mine) if self.side_one else (mine, back)
                left = first.silences(second) if first is not None else 1.0
                ours = (mine.worth if mine is not None else 0.0) * (left if self.side_one else 1.0)
                theirs = (back.worth if back is not None else 0.0) * (1.0 if self.side_one else left)
                backs.append(-w.caution * theirs)
                nets.append(ours + backs[-1])
            # the enemy picks his answer: the exchange is judged by his best one and his average one together
            guarded = self._expect(backs)
            exposure += guarded
            offence = max(offence, self._expect(nets) - guarded)
        terms["fire"] = offence
        terms["exposure"] = exposure
        if self.enemies:
            nearest = min(distance(end.point, e.mainmast) for e in self.enemies)
            terms["closing"] = -w.closing * max(0.0, nearest - w.good_range)
        terms["sea room"] = -self._sea_room(ship, end)
        crowd = 0.0
        for other in self.friends:
            if other.name != ship.name and _closes_within(start, end.point, other.mainmast):
                crowd += w.friend
        for enemy in self.enemies:
            if _closes_within(start, end.point, enemy.mainmast):
                crowd -= self._aboard(ship, enemy, grapple)
        if crowd:
            terms["falling aboard"] = -crowd
        return sum(terms.values()), terms, best

    def _expect(self, values: Sequence[float]) -> float:
        """An outcome over the enemy's answers: ``worst`` of the one worst for us, the rest their average."""
        w = self.captain.weights.worst
        return w * min(values) + (1 - w) * sum(values) / len(values)

    def _aboard(self, ship: Ship, enemy: Ship, grapple: bool) -> float:
        """What closing within 3 inches of ``enemy`` is worth: the chance of falling aboard times the boarding [APM-04c]."""
        ours = self.captain._lock_worth(self.state, ship, enemy)
        theirs_wants = self.captain._lock_worth(self.state, enemy, ship) > 0
        if grapple and theirs_wants:  # both want it: no throw
            chance = 1.0
        elif grapple or theirs_wants:  # the higher die has its way and a tie falls aboard
            chance = 21 / 36
        else:  # both fend off, but a tie still falls aboard
            chance = 1 / 6
        return chance * ours

    def _sea_room(self, ship: Ship, end: Pose) -> float:
        """The danger of ending near the table's edge: too close, and trapped when no heading the wind allows next turn
        keeps her on the table after the least run [WIND SPEED, APM-03e; TURNING SHIPS, APM-05]."""
        w = self.captain.weights
        area = self.state.setup.area
        x, y = end.x, end.y
        room = min(x, area.width - x, y, area.depth - y)
        penalty = w.edge * max(0.0, 1 - room / w.sea_room) ** 2
        masts = ship.chart.masts - ship.damage.masts
        if masts:  # the leeward edge: a ship dismasted there drifts off the table [WIND SPEED, APM-03c; APM-06c]
            lee = _to_edge(end.point, normalize(self.state.position.wind_from + 180), area.width, area.depth)
            penalty += w.leeward * (1 + w.finish / masts) * max(0.0, 1 - lee / w.lee_room)
        if room < w.sea_room * 2:
            wind, least = self.state.position.wind_from, self.state.position.speed.lower + 1.0
            turns = [normalize(end.heading + d) for d in range(-90, 91, 15) if not crosses_wind(end.heading, d, wind)]
            if not any(off_wind(h, wind) >= self.closest and end.point.moved(h, least) in area for h in turns):
                penalty += w.trapped
        return penalty

    def _move_words(self, ship: Ship, action: AsPerMarginAction) -> str:
        heading = normalize(ship.pose.heading + float(action.degrees))
        wind = self.state.position.wind_from
        sail = point_of_sail(heading, wind, self.state.readings).verdict
        beating = sail == "beating"
        case = (c.LOWER if beating else c.HIGHER) if ship.damaged else (c.HIGHER if beating else c.TOTAL)
        pivot = f"pivots {format_exact(action.degrees)} degrees and " if action.degrees else ""
        return (
            f"{pivot}runs {format_exact(action.inches)} inches on heading {heading:g}, {sail} {_cite(c.TURNING, case)}"
        )

    def reason(self, plan: _Plan) -> str:
        """Why ``plan`` was chosen: what the move does, then what it is for, with the sections."""
        ship = str(plan.action.ship)
        terms = plan.terms
        words = plan.words or self._move_words(self.state.ship(ship), plan.action)
        head = f"{ship} {words}"
        if "away" in terms:
            return f"{head}, as a struck ship must {_cite(c.STRUCK)}"
        fire, exposure = terms.get("fire", 0.0), terms.get("exposure", 0.0)
        shot = plan.shot
        merits: list[str] = []
        if shot is not None and not self.side_one:
            merits.append(f"to fire at once {shot.words()} {_cite(*shot.cases())}")
        elif shot is not None:
            merits.append(
                f"to fire first next turn, {shot.words()} if {shot.target} stays, weighed against every answer her "
                f"move allows {_cite(*shot.cases(), c.SEQUENCE)}"
            )
        elif fire > 0:
            merits.append(f"where her broadsides cover most of the enemy's answers {_cite(c.ARC, c.SEQUENCE)}")
        if self.enemies and exposure == 0:
            merits.append(f"{'and ' if merits else ''}out of every enemy broadside's arc and range {_cite(c.ARC)}")
        elif self.enemies and exposure < 0 and fire + exposure > 0:
            merits.append(f"and the enemy's answer from there is the weaker {_cite(c.ARC, c.RAKE)}")
        elif self.enemies and not merits:
            merits.append(f"where the enemy's fire at her is the least she can find {_cite(c.ARC, c.RANGES)}")
        if terms.get("closing", 0.0) < 0 and shot is None:
            merits.append(f"closing on the enemy {_cite(c.RANGES)}")
        if terms.get("sea room", 0.0) < -0.5:
            merits.append(
                f"keeping sea room: a ship whose mainmast leaves the table is out of the battle, and a dismasted one "
                f"drifts downwind {_cite(c.STRUCK, c.LOWER)}"
            )
        if terms.get("falling aboard", 0.0) > 0:
            merits.append(f"to fall aboard, where the boarding odds favour her {_cite(c.THREE_INCH, c.BOARDING_DICE)}")
        elif terms.get("falling aboard", 0.0) < 0:
            merits.append(f"taking the risk of a falling-aboard check on the way {_cite(c.THREE_INCH)}")
        return head + ": " + "; ".join(merits) if merits else head


def _to_edge(point: Point, heading: float, width: float, depth: float) -> float:
    """Inches from ``point`` (on the table) to the table's edge straight along ``heading``."""
    dx, dy = Point(0.0, 0.0).moved(heading, 1.0)
    ts = [(far - at) / d if d > 0 else -at / d for at, d, far in ((point.x, dx, width), (point.y, dy, depth)) if d]
    return min(ts, default=0.0)


def _whole_inches(moves: Sequence[AsPerMarginAction]) -> list[AsPerMarginAction]:
    """The listed moves whose run is a whole number of inches, or the longest of its pivot (Side 1 weighs fewer ends,
    each against the enemy's answers)."""
    longest: dict[tuple[str, str, str], Fraction] = {}
    for a in moves:
        key = (a.verb, str(a.ship), str(a.get("degrees")))
        longest[key] = max(longest.get(key, a.inches), a.inches)
    return [
        a
        for a in moves
        if a.inches.denominator == 1 or a.inches == longest[(a.verb, str(a.ship), str(a.get("degrees")))]
    ]


def _closes_within(a: Point, b: Point, p: Point) -> bool:
    """Whether a run from ``a`` to ``b`` brings the mainmast within 3 inches of ``p`` while closing on it [APM-04c]."""
    start = distance(a, p)
    return start > REACH and _segment_gap(a, b, p) <= REACH


def _replies(state: State, enemy: Ship) -> tuple[Ship, ...]:
    """Where ``enemy`` may be after his move, as Side 1 pictures it: a fan of pivots and runs [APM-05, APM-03]."""
    if enemy not in movers(state, controller(enemy)):
        return (enemy,)
    pos = state.position
    out: list[Ship] = []
    for deg in REPLY_PIVOTS:
        if crosses_wind(enemy.pose.heading, deg, pos.wind_from):
            continue
        heading = normalize(enemy.pose.heading + deg)
        a = allowance(enemy, heading, pos.wind_from, pos.speed, state.readings)
        if a.facts.get("point_of_sail") == INTO_WIND or not a.verdict:
            continue
        least, most = float(a.facts["least"]), float(a.value or 0)
        if most < least:
            continue
        for share in REPLY_RUNS:
            end = enemy.mainmast.moved(heading, least + share * (most - least))
            if end in state.setup.area:
                out.append(enemy.with_(pose=Pose(end.x, end.y, heading)))
    return tuple(out) or (enemy,)


__all__ = ["DEFAULT_WEIGHTS", "Captain", "Shot", "Weights"]
