"""The computer captain: a policy that plays either side of a Fighting Sail game, legally and with seamanship.

:meth:`Captain.decide` returns a :class:`Decision` (a legal action and its reason with cases: ``"closes to rake
Chesapeake's stern [9.35]"``); it has no random generator and sees only ``game.view(side)``, never a chit face down
before the Command Revelation [6.14].

Scores are in hull hits on the enemy (:class:`Weights`). Each way through the Movement Phase
(:func:`~.movement.moves` [7.0]) is a course with its fire windows [9.11], scored by ``fire`` [9.11, 9.33, 9.34]
(range [9.33b], rakes [9.33f, 9.35], first broadsides [9.33g, 9.36]), ``exposure`` and ``bearing`` [9.31b, 9.35],
``closing`` [9.33b], ``gauge`` [7.21], ``board`` [11.2] and ``boarded`` [7.81, 11.2] (exact odds [11.21-11.23],
:func:`melee_worth`), ``strike`` [12.13, 12.14], and ``drift`` [7.62, 8.0], ``foul`` [7.81], ``sea room``
[15.0-MR]. Enemy courses are all equally likely. Near an abandoned ship each step is played ahead on a branch, so the
engine says whether it ends the fight [12.14]. It fires unless a later window is clearly better [9.11], keeps a first
broadside for its bonus [9.36], lets the enemy move first under the gauge [7.22], boards only to win [11.2], sets
studding sails [13.33] (hits are never repaired [10.1, 10.2]), accepts an offer to end only when ahead [15.0-GL].
Planning estimates Fire Values like :func:`~.fire.combat.fire_value` [9.33a-g, 9.38] (tests hold them equal).
:func:`play_game`, :func:`match` and :func:`main` (``captain --help``) play seeded games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import ClassVar, cast

from ...captain import Captain as KitCaptain
from ...captain import Plan, Term, because
from ...errors import IllegalActionError
from ...geometry.compass import Direction
from ...geometry.squares import Square, chebyshev, line_pattern, path_cost
from ...players import PAIRINGS, PLAYERS, Decision, Played, Player, RandomPlayer, matches_main
from ...players import MatchSummary as KitSummary
from ...players import match as kit_match
from ...players import play_game as kit_play_game
from ...players import player as kit_player
from ...rulings import Ruling
from .actions import Action
from .board import on_grid, parse_square
from .commands import legal_commands
from .fire.arcs import classify
from .fire.combat import RAKE_BONUS, final_value, fire_value, first_broadside_rule, may_fire
from .fire.odds import odds_for_value
from .fire.ranges import max_range
from .game import Game
from .melee_combat import melee_odds
from .movement import Move, moves, to_action
from .readings import READINGS
from .state import Position, ShipState
from .strategic import leeward
from .victory import result as victory_result
from .vocabulary import BROADSIDES
from .wind import movement_allowance

# ---- What the captain values ----


@dataclass(frozen=True)
class Weights:
    """What the captain values, in hull hits on an enemy (one hull hit = 1), tuned by seeded matches (:func:`match`)."""

    hull_hit: float = 1.0  #: a hull hit [10.1]
    abandon: float = 4.0  #: on top of the hit that brings a ship to abandonment [12.11]
    rigging_hit: float = 0.3  #: a rigging hit: allowance capped at 4, then 3 [10.2]
    wheel: float = 0.6  #: a wheel hit: chit lost, drift, and a test every order [10.32]
    mast: float = 0.8  #: a mast lost: allowance capped [10.31]
    fire: float = 1.5  #: set burning, on top of its hull hit [10.33, 13.2]
    capture: float = 8.0  #: a ship taken as a prize (or lost as one) [11.21c, 12.2]
    first_broadside: float = 0.3  #: spending a first broadside without its full bonus [9.33g, 9.36]
    caution: float = 0.8  #: the enemy's best shot at us this turn, against our own [9.31b, 9.35]
    bearing: float = 0.5  #: who bears on whom at the end of the turn [9.31b, 9.35]
    closing: float = 0.05  #: per Range Point beyond 4 to the nearest enemy still fighting [9.33b]
    gauge: float = 0.15  #: the greater Movement Allowance next turn [7.21]
    board_share: float = 0.9  #: share of decisive melee rounds at which a melee is worth nothing either way [11.2]
    strike: float = 6.0  #: coming alongside an abandoned enemy, who strikes [12.14]
    surrender: float = 0.3  #: per Range Point still to sail to an abandoned enemy [12.14]
    foul_friend: float = 2.0  #: fouling a ship of our own side [7.81]
    drift: float = 1.0  #: drifting: no fire, a random heading [8.0]
    sea_room: float = 0.3  #: ending with the bow against the map edge [15.0-MR]
    patience: float = 0.85  #: fire now unless a later window of the course promises 1/patience as much [9.11]
    patience_under_fire: float = 0.6  #: the same while an enemy may still move and fire before that window [7.22, 9.11]
    first_strike: float = 0.5  #: a shot worth this much on our next step makes us move first [7.22]


DEFAULT_WEIGHTS = Weights()
# ---- Shots as the captain plans them [9.31, 9.33, 9.34] ----

_ORIGIN = Square(500, 500)  #: arcs depend only on offsets; any square serves as the origin [9.31b]


@lru_cache(maxsize=1 << 16)
def _arc(dx: int, dy: int, heading: Direction, rule: str) -> str:
    """The arc in which a ship heading ``heading`` sees the square (dx, dy) away [9.31b, 9.35]."""
    there = Square(_ORIGIN.col + dx, _ORIGIN.row + dy)
    return classify(_ORIGIN, heading, [there], READINGS.defaults().replace(arc_boundary=rule))[0]


@lru_cache(maxsize=512)
def _odds(fv: int) -> tuple[float, ...]:
    """Chances of 0, 1, 2, 3 hits, then of a wheel, mast and fire critical, at Fire Value ``fv`` [9.34, 10.3]."""
    o = odds_for_value(fv)
    return tuple(float(o.hits[k]) for k in range(4)) + tuple(float(o.criticals[k]) for k in ("wheel", "mast", "fire"))


@dataclass(frozen=True)
class Shot:
    """One shot as the captain weighs it: Fire Value, broadside, rake, range, first broadside, and its worth."""

    firer: str
    target: str
    aim: str
    value: int
    broadside: str
    rake: str | None
    range: int
    first: bool  #: it spends the side's first broadside [9.36]
    bonus: int  #: the first-broadside bonus it earns [9.33g]
    worth: float  #: expected damage in hull hits, less the cost of a first broadside spent short [9.36]

    def words(self, verb: str = "fire") -> str:
        """The shot as a verb phrase with its cases: ``"rake Shannon's stern from 3 Range Points [9.33f, 9.35]"``;
        ``verb`` is the verb for a shot that rakes nothing (``"fire"``, ``"fires"``)."""
        if self.rake:
            rake = "rakes" if verb.endswith("s") else "rake"
            return f"{rake} {self.target}'s {self.rake} from {self.range} Range Points [9.33f, 9.35]"
        if self.first and self.bonus:
            return (
                f"{verb} her first {self.broadside} broadside at {self.target} from {self.range} Range Points "
                f"(+{self.bonus}) [9.33g, 9.36]"
            )
        return f"{verb} her {self.broadside} broadside at {self.target} from {self.range} Range Points [9.31b, 9.33b]"


class Sea:
    """What one decision knows of the sea: the position it may see, the readings, its side, and caches. Its shot
    estimates [9.33] add :func:`~.fire.combat.fire_value`'s modifiers and leave out 9.16."""

    def __init__(self, position: Position, side: str, weights: Weights = DEFAULT_WEIGHTS) -> None:
        self.position = position
        self.side = side
        self.w = weights
        r = position.readings
        self.readings = r
        self.arc_rule = r["arc_boundary"]
        self.fire_once = r["first_broadside_limit"] == "fire_once"
        self.rigging_band = r["rigging_penalty_range"]
        self.lake_erie = first_broadside_rule(position) == "15.8"
        afloat = position.afloat()
        self.crowded = len(afloat) > 2  # with two ships nothing can block a line of sight [9.31c]
        self._occupied = tuple(s.square for s in afloat)
        self._sight: dict[tuple[Square, Square], bool] = {}
        self._allowance: dict[tuple[object, ...], int] = {}
        self._shots: dict[tuple[object, ...], Shot | None] = {}

    # ---- ships ----

    def mine(self) -> list[ShipState]:
        return [s for s in self.position.afloat() if s.side == self.side]

    def enemies(self) -> list[ShipState]:
        """Enemy ships still fighting: afloat and not prizes [12.2]."""
        return [s for s in self.position.afloat() if s.side != self.side and not s.prize]

    # ---- shots ----

    def clear(self, a: Square, b: Square) -> bool:
        """Line of sight between two squares past every other ship afloat now, for planning [9.31c].

        Blocked by a square the line passes through, not one it touches at a corner (readings ``los_corner_pinch`` and
        ``los_split`` are left to :func:`~.fire.sight.line_of_sight` when the fire is ordered)."""
        if not self.crowded:
            return True
        key = (a, b)
        hit = self._sight.get(key)
        if hit is None:
            crossed = line_pattern(b.col - a.col, b.row - a.row).crossed  # the ends excluded
            hit = self._sight[key] = not any((s.col - a.col, s.row - a.row) in crossed for s in self._occupied)
        return hit

    def shot(self, f: ShipState, t: ShipState, aim: str = "hull", *, next_turn: bool = False) -> Shot | None:
        """The estimated shot of ``f`` at ``t`` as they stand (``None`` if no broadside bears) [9.31, 9.33].

        ``next_turn``: as it would be next turn, when no tack of this turn counts [9.33e].
        """
        tacked = f.tacked and not next_turn
        key = (_as_firer(f), tacked, _as_target(t), aim)
        try:
            return self._shots[key]
        except KeyError:
            out = self._shots[key] = self._shot(f, t, aim, tacked)
            return out

    def _shot(self, f: ShipState, t: ShipState, aim: str, tacked: bool) -> Shot | None:
        if f.side == t.side or t.prize or t.destroyed or t.fouled:  # [9.31, 12.23, 11.1]
            return None
        rp = path_cost(f.square, t.square, 2, 3)  # [9.31a]
        if rp == 0 or rp > max_range(f.counter.carronade):  # [9.31a, 9.38]
            return None
        dx, dy = t.square.col - f.square.col, t.square.row - f.square.row
        side = _arc(dx, dy, f.facing, self.arc_rule)  # [9.31b]
        if side not in BROADSIDES:
            return None
        used = f.first_port if side == "port" else f.first_starboard
        if used and self.fire_once:  # [9.36, reading first_broadside_limit]
            return None
        if not self.clear(f.square, t.square):  # [9.31c]
            return None
        rake = _arc(-dx, -dy, t.facing, self.arc_rule)  # [9.35]
        fv = f.counter.fire_value + 10 * (t.rate - f.rate) - 10 * (rp // 4) - 10 * (f.hull // 2)  # [9.33a-c]
        if aim == "rigging" and not t.studding and self._rigging_penalty(rp):  # [9.33d, 13.32]
            fv -= 10
        fv -= 10 if tacked else 0  # [9.33e]
        fv += RAKE_BONUS.get(rake, 0)  # [9.33f]
        bonus = 0
        if not used:  # [9.33g, 9.36, 15.8]
            bonus = (10 if rp <= 3 else 0) if self.lake_erie else (20 if rp <= 3 else 10 if rp <= 6 else 0)
        fv += bonus
        fv += 10 if f.counter.carronade and rp <= 3 else 0  # [9.38]
        worth = self.worth(t, fv, aim) - (0.0 if used else self.spent_short(bonus))
        return Shot(f.name, t.name, aim, fv, side, rake if rake in RAKE_BONUS else None, rp, not used, bonus, worth)

    def _rigging_penalty(self, rp: int) -> bool:
        return {"close": rp <= 6, "any_range": True, "long_range": rp >= 7}[self.rigging_band]

    def best_shot(self, f: ShipState, t: ShipState, *, next_turn: bool = False) -> Shot | None:
        """The shot planned for: hull fire [9.32], which the weights always rank above rigging fire
        (a hull hit is worth more than a rigging hit, and the rigging penalty can only lower the odds [9.33d])."""
        return self.shot(f, t, "hull", next_turn=next_turn)

    def spent_short(self, bonus: int) -> float:
        """What spending a first broadside for ``bonus`` gives away against its full bonus [9.33g, 9.36]."""
        full = 10 if self.lake_erie else 20
        return self.w.first_broadside * (full - bonus) / full

    # ---- worth of damage [10.0-10.3, 12.11] ----

    def worth(self, t: ShipState, fv: int, aim: str) -> float:
        """Expected damage of a shot at ``t`` with Fire Value ``fv``, in hull hits [9.34, 10.1-10.33]."""
        p = _odds(fv)
        w = self.w
        if aim == "hull":
            hits = sum(p[k] * self.hull_gain(t, k) for k in (1, 2, 3))
        else:
            hits = sum(p[k] * k for k in (1, 2, 3)) * w.rigging_hit * (t.rigging < 6)
        if t.abandoned:
            hits = 0.0
        wheel = w.mast if t.wheel else w.wheel  # a second wheel hit counts as a mast [10.32]
        mast = w.mast if t.masts < 3 else 0.0
        fire = w.capture if t.fires else w.fire + self.hull_gain(t, 1)  # a second fire hit blows her up [10.33]
        return hits + p[4] * wheel + p[5] * mast + p[6] * fire

    def hull_gain(self, t: ShipState, k: int) -> float:
        """Worth of ``k`` more hull hits on ``t``: each hit, and reaching abandonment [10.1, 12.11]."""
        level = t.abandonment_level
        if k <= 0 or t.hull >= level:
            return 0.0
        gain = (min(t.hull + k, level) - t.hull) * self.w.hull_hit
        return gain + (self.w.abandon if t.hull + k >= level else 0.0)

    # ---- sailing ----

    def allowance(self, s: ShipState) -> int:
        """Movement Allowance at the ship's heading, as next turn's gauge compares them [5.22, 7.21, 13.33]."""
        if s.dead_in_water:
            return 0
        key = (s.counter.sailing, s.facing, s.rigging, s.masts, s.studding)
        hit = self._allowance.get(key)
        if hit is None:
            hit = self._allowance[key] = int(
                movement_allowance(
                    s.counter.sailing,
                    s.facing,
                    self.position.wind,
                    rigging_hits=s.rigging,
                    masts_lost=s.masts,
                    studding=s.studding,
                    readings=self.readings,
                )
            )
        return hit

    def sea_room(self, s: ShipState) -> bool:
        """Whether the square ahead of the bow is on the grid [15.0-MR]."""
        return on_grid(s.square.neighbour(s.facing), self.readings)


def _as_firer(s: ShipState) -> tuple[object, ...]:
    """What of a firing ship its Fire Value depends on [9.33]."""
    return (s.name, s.square, s.facing, s.hull, s.first_port, s.first_starboard, s.side)


def _as_target(s: ShipState) -> tuple[object, ...]:
    """What of a target its Fire Value and the worth of hitting it depend on [9.33, 10.0-10.3, 12.11]."""
    return (
        s.name,
        s.square,
        s.facing,
        s.hull,
        s.rigging,
        s.masts,
        s.wheel,
        s.fires,
        s.studding,
        s.fouled,
        s.prize,
        s.side,
    )


# ---- Courses: where a ship may go for the rest of the Movement Phase [7.0] ----


@dataclass(frozen=True)
class Course:
    """One way a ship may sail the rest of this Movement Phase: its fire windows on the way and where it ends [7.0,
    9.11]. ``weight``: how likely (an enemy's add up to 1); ``move``: the :class:`~.movement.Move`, ``None`` to stay."""

    ship: str
    command: str | None
    windows: tuple[ShipState, ...]
    end: ShipState
    kind: str = "stay"
    weight: float = 1.0
    move: Move | None = None


_IN_PLACE = {"tack", "wear", "heave_to", "back_sail"}


Placer = Callable[..., ShipState]


def _placed(s: ShipState, square: Square, facing: Direction, tacked: bool = False, fouled: bool = False) -> ShipState:
    return s.with_(square=square, facing=facing, tacked=tacked, fouled=fouled)


def window_stands(m: Move) -> tuple[tuple[Square, Direction, bool], ...]:
    """Square, heading and whether it tacked at each fire window of move ``m``: after each square entered
    and its turn, or after a tack, wear, back sail or heave to; none after a foul or a drift
    [9.11, 9.12, 9.14, 7.73, 7.93]."""
    if m.kind in _IN_PLACE:
        return ((m.end, m.facing, m.kind == "tack"),)
    if m.kind not in ("move", "foul", "drift"):
        return ()
    start = m.start[0] if m.start is not None else None
    runs: list[tuple[Square, Direction, bool]] = []
    for sq, facing in m.path:
        if sq == start:
            continue  # a free turn before the first entry opens no window [7.83a, 9.11]
        if runs and runs[-1][0] == sq:
            runs[-1] = (sq, facing, False)
        else:
            runs.append((sq, facing, False))
    if m.kind != "move":
        runs = runs[:-1]  # fouled [11.1] or drifted [9.12] in the last square
    return tuple(runs)


def windows(s: ShipState, m: Move, place: Placer = _placed) -> tuple[ShipState, ...]:
    """The ship as it stands at each fire window of move ``m`` (see :func:`window_stands`) [9.11]."""
    return tuple(place(s, sq, f, tacked) for sq, f, tacked in window_stands(m))


def _course(s: ShipState, m: Move, command: str, weight: float, place: Placer = _placed) -> Course:
    end = place(s, m.end, m.facing, m.kind == "tack" or s.tacked, m.kind == "foul")
    return Course(s.name, command, windows(s, m, place), end, m.kind, weight, m)


class Chart:
    """The courses of every ship for one decision, computed once each [7.0]."""

    def __init__(
        self, sea: Sea, planning: bool, memo: dict[tuple[object, ...], tuple[Move, ...]] | None = None
    ) -> None:
        self.sea = sea
        self.planning = planning  #: before the Command Revelation: commands are yet to be given [6.14]
        self._courses: dict[tuple[str, str | None], tuple[Course, ...]] = {}
        self._memo = {} if memo is None else memo
        self._stands: dict[tuple[object, ...], ShipState] = {}
        pos = sea.position
        self._sea_key = (
            pos.wind,
            pos.turn,
            pos.readings,
            tuple(sorted((s.square.col, s.square.row) for s in pos.afloat())),
        )

    def courses(self, s: ShipState, command: str | None = None) -> tuple[Course, ...]:
        """The courses of ``s`` under ``command``; by default under its own command, or, while commands are
        still to be given, under each command it may get, equally likely [6.1, 7.0]."""
        key = (s.name, command)
        if key not in self._courses:
            self._courses[key] = self._compute(s, command)
        return self._courses[key]

    def _compute(self, s: ShipState, command: str | None) -> tuple[Course, ...]:
        pos = self.sea.position
        stay = (Course(s.name, None, (), s),)
        if s.destroyed or s.drifted:
            return stay
        if command is not None:
            orders: Sequence[str] = (command,)
        elif s.command is not None:
            orders = (s.command,)
        elif self.planning and s.command is None:
            orders = legal_commands(pos, s)
        else:
            return stay  # its movement is over this turn [7.25]
        if not orders:
            return stay
        out: list[Course] = []
        for c in orders:
            found = self._moves(s, c)
            out.extend(_course(s, m, c, 1.0 / (len(orders) * len(found)), self.place) for m in found)
        return tuple(out) or stay

    def place(
        self, s: ShipState, square: Square, facing: Direction, tacked: bool = False, fouled: bool = False
    ) -> ShipState:
        """``s`` moved to ``square`` and ``facing``: one shared object per stand, so shots at it are reckoned once."""
        key = (s.name, square, facing, tacked, fouled)
        hit = self._stands.get(key)
        if hit is None:
            hit = self._stands[key] = _placed(s, square, facing, tacked, fouled)
        return hit

    def _moves(self, s: ShipState, command: str) -> tuple[Move, ...]:
        """:func:`~.movement.moves`, remembered while the ship, the wind, the turn and the occupied squares stay the same [7.0]."""
        key = (s, command) + self._sea_key
        hit = self._memo.get(key)
        if hit is None:
            if len(self._memo) > 4096:
                self._memo.clear()
            try:
                hit = tuple(moves(self.sea.position, s, command))
            except IllegalActionError:
                hit = ()
            self._memo[key] = hit
        return hit


# ---- Scoring a course [7.0, 9.0, 11.2, 12.1] ----


def _because(best: Plan[Course], others: Sequence[Plan[Course]]) -> str:
    """Why ``best`` was chosen (:func:`sailkit.captain.because`), or that no course does better [7.0]."""
    return because(best, others, "no course does better [7.0]")


class Scorer:
    """Scores courses of one of our ships against the enemy's courses [7.0, 9.0, 11.2, 12.1]."""

    def __init__(self, sea: Sea, chart: Chart) -> None:
        self.sea = sea
        self.chart = chart
        self.w = sea.w
        self.foes = [(e, chart.courses(e)) for e in sea.enemies()]
        self._seen: dict[tuple[int, int, bool], tuple[ShipState, ShipState, Shot | None]] = {}
        self._melee: dict[tuple[str, str, Square], float] = {}

    def shot(self, f: ShipState, t: ShipState, *, next_turn: bool = False) -> Shot | None:
        """:meth:`Sea.best_shot`, remembered for these very two ship states (held, so their ids stay theirs)."""
        key = (id(f), id(t), next_turn)
        hit = self._seen.get(key)
        if hit is not None and hit[0] is f and hit[1] is t:
            return hit[2]
        out = self.sea.best_shot(f, t, next_turn=next_turn)
        self._seen[key] = (f, t, out)
        return out

    def plan(self, me: ShipState, c: Course) -> Plan[Course]:
        terms: dict[str, Term] = {}
        if may_fire(me):
            terms["fire"] = self._fire(me, c)
        terms["exposure"] = self._exposure(me, c)
        terms["bearing"] = self._bearing(c)
        terms["closing"] = self._closing(me, c)
        terms["gauge"] = self._gauge(c)
        terms.update(self._contact(me, c))
        return Plan(c, terms)

    # -- this turn's fire [9.11, 9.33, 9.34] --

    def _fire(self, me: ShipState, c: Course) -> Term:
        best, words = 0.0, ""
        for e, courses in self.foes:
            now = [self.shot(st, e) for st in c.windows]
            total = 0.0
            for ec in courses:
                top = 0.0
                for st, s0 in zip(c.windows, now):
                    s1 = self.shot(st, ec.end)
                    top = max(top, 0.5 * ((s0.worth if s0 else 0.0) + (s1.worth if s1 else 0.0)))
                total += ec.weight * top
            if total > best:
                best = total
                seen = max((s for s in now if s is not None), key=lambda s: s.worth, default=None)
                if seen is None:
                    words = f"seeks a shot at {e.name} this turn [9.11]"
                else:
                    words = f"{'closes' if seen.range < path_cost(me.square, e.square, 2, 3) else 'turns'} to {seen.words()}"
        return Term(best, words)

    def _exposure(self, me: ShipState, c: Course) -> Term:
        total, worst = 0.0, None
        for e, courses in self.foes:
            if not may_fire(e):
                continue
            for ec in courses:
                top = 0.0
                for st in ec.windows:
                    a, b = self.shot(st, me), self.shot(st, c.end)
                    v = 0.5 * ((a.worth if a else 0.0) + (b.worth if b else 0.0))
                    if v > top:
                        top = v
                        if b is not None and (worst is None or b.worth > worst.worth):
                            worst = b
                total += ec.weight * top
        if worst is None:
            return Term(-self.w.caution * total)
        avoid = (
            f"avoids being raked by {worst.firer} [9.35]"
            if worst.rake
            else f"keeps out of {worst.firer}'s {worst.broadside} broadside [9.31b]"
        )
        return Term(-self.w.caution * total, avoid=avoid)

    # -- next turn's prospects [9.31b, 9.35, 9.33b, 7.21] --

    def _bearing(self, c: Course) -> Term:
        me = c.end
        mine, theirs, words = 0.0, 0.0, ""
        for e, courses in self.foes:
            got = 0.0
            for ec in courses:
                them = ec.end
                a = self.shot(me, them, next_turn=True) if not me.abandoned else None
                b = self.shot(them, me, next_turn=True) if not them.abandoned else None
                got += ec.weight * (a.worth if a else 0.0)
                theirs += ec.weight * (b.worth if b else 0.0)
            if got > mine:
                mine = got
                a = self.shot(me, e, next_turn=True)
                words = (
                    f"takes position to rake {e.name}'s {a.rake} [9.35]"
                    if a is not None and a.rake
                    else f"ends with {e.name} under her broadside [9.31b]"
                )
        value = self.w.bearing * (mine - theirs)
        return Term(value, words, "keeps out of the enemy's broadsides next turn [9.31b, 9.35]")

    def _closing(self, me: ShipState, c: Course) -> Term:
        ways = [
            (sum(ec.weight * _heading_for(c.end, ec.end.square) for ec in courses), e)
            for e, courses in self.foes
            if not e.abandoned
        ]
        if not ways:
            return Term(0.0)
        d, e = min(ways, key=lambda way: way[0])
        d0 = path_cost(me.square, e.square, 2, 3)
        return Term(
            -self.w.closing * max(0.0, d - 4),
            f"closes to engage {e.name} ({d0} to about {round(d)} Range Points) [9.33b]",
            f"does not open the range from {e.name} [9.33b]",
        )

    def _gauge(self, c: Course) -> Term:
        """The chance of holding the weather gauge next turn [7.21]: a greater Movement Allowance than the
        fastest enemy's wins it, an equal one half the time (the dice decide) [5.22, 13.33]."""
        if c.end.fouled or not self.foes:
            return Term(0.0)
        mine = self.sea.allowance(c.end)
        rival, courses = max(self.foes, key=lambda f: sum(ec.weight * self.sea.allowance(ec.end) for ec in f[1]))
        chance = 0.0
        for ec in courses:
            theirs = self.sea.allowance(ec.end)
            chance += ec.weight * (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0)
        return Term(
            self.w.gauge * chance,
            f"keeps the weather gauge: Movement Allowance {mine}, {chance:.0%} likely to beat {rival.name}'s [7.21]",
            "does not give up the weather gauge [7.21]",
        )

    # -- contact: boarding, striking, fouling, drift, sea room [11.2, 12.14, 7.81, 8.0, 15.0-MR] --

    def _contact(self, me: ShipState, c: Course) -> dict[str, Term]:
        out: dict[str, Term] = {}
        if c.kind == "foul":
            out["board"] = self._board(me, c)
        elif c.kind == "drift":
            out["drift"] = Term(-self.w.drift, avoid="avoids being taken aback and drifting [7.62, 8.0]")
        if c.kind != "foul" and not self.sea.sea_room(c.end):
            out["sea room"] = Term(-self.w.sea_room, avoid="keeps off the edge of the map [15.0-MR]")
        strike = self._strike(me, c)
        if strike is not None:
            out["strike"] = strike
        boarded = self._boarded(me, c)
        if boarded is not None:
            out["boarded"] = boarded
        return out

    def _boarded(self, me: ShipState, c: Course) -> Term | None:
        """An enemy whose course runs through the square we end in may run aboard us [7.81, 11.2]: worth
        what the melee would be worth to us, half the time (it may move before we get there)."""
        if c.kind == "foul" or me.abandoned:
            return None
        value, worst = 0.0, None
        for e, courses in self.foes:
            reach = sum(ec.weight for ec in courses if ec.move is not None and c.end.square in ec.move.squares[1:])
            if reach == 0:
                continue
            key = (e.name, c.end.name, c.end.square)
            if key not in self._melee:
                self._melee[key] = 1 - boarding_share(self.sea.position, e, c.end.square, defender=c.end)
            q = self._melee[key]
            v = 0.5 * reach * melee_worth(self.w, q)
            value += v
            if v < 0 and (worst is None or v < worst[0]):
                worst = (v, e.name, q)
        if value == 0:
            return None
        avoid = (
            f"keeps clear of {worst[1]}, whose crew would win {1 - worst[2]:.0%} of the melees that decide anything [11.2]"
            if worst
            else ""
        )
        return Term(value, avoid=avoid)

    def _board(self, me: ShipState, c: Course) -> Term:
        pos = self.sea.position
        there = [s for s in pos.at(c.end.square) if s.name != me.name]
        foes = [s for s in there if s.side != me.side and not s.prize]
        if not foes:
            friend = there[0].name if there else "a friend"
            return Term(-self.w.foul_friend, avoid=f"avoids fouling {friend} [7.81]")
        stay = 1.0
        for e, courses in self.foes:
            if e in foes:
                stay = min(stay, sum(ec.weight for ec in courses if ec.end.square == c.end.square))
        q = boarding_share(pos, me, c.end.square)
        value = melee_worth(self.w, q) * (stay if q >= self.w.board_share else 1.0)
        names = " and ".join(s.name for s in foes)
        share = "every melee that decides anything" if q == 1 else f"{q:.0%} of the melees that decide anything"
        return Term(
            value,
            f"boards {names}: her crew wins {share} [11.2, 11.22]",
            f"does not board {names}: her crew would win only {q:.0%} of the melees that decide anything [11.2, 11.22]",
        )

    def _strike(self, me: ShipState, c: Course) -> Term | None:
        """Coming alongside an abandoned enemy makes her strike [12.13, 12.14]; close on her if we cannot yet."""
        wrecks = [e for e, _ in self.foes if e.abandoned]
        if not wrecks or me.abandoned:
            return None
        passed = [st.square for st in c.windows] + [c.end.square]
        if c.move is not None:
            passed += list(c.move.squares)
        near = [e for e in wrecks if any(chebyshev(sq, e.square) <= 1 for sq in passed)]
        if near:
            return Term(self.w.strike, f"comes alongside abandoned {near[0].name}, who must strike [12.14]")
        e = min(wrecks, key=lambda x: _heading_for(c.end, x.square))
        d = _heading_for(c.end, e.square)
        return Term(-self.w.surrender * d, f"closes on abandoned {e.name} to take her surrender [12.14]")


def _heading_for(s: ShipState, target: Square) -> float:
    """Range Points to ``target`` [9.31a], counting half from where the ship ends and half from the square ahead
    of her bow: a ship pointing at the target is closer to it than one pointing away [7.34]."""
    ahead = s.square.neighbour(s.facing)
    return 0.5 * (path_cost(s.square, target, 2, 3) + path_cost(ahead, target, 2, 3))


def melee_worth(w: Weights, share: float) -> float:
    """What a melee is worth to a side that wins ``share`` of the rounds that decide anything [11.2, 11.21c]:
    a whole ship (``w.capture``) at certain victory, nothing at ``w.board_share``, a whole ship lost at
    certain defeat; in between in proportion. A gamble at less than ``board_share`` is not worth it while the
    guns can still win the fight."""
    t = w.board_share
    return w.capture * ((share - t) / (1 - t) if share >= t else (share - t) / t)


def boarding_share(position: Position, ship: ShipState, square: Square, *, defender: ShipState | None = None) -> float:
    """Share of the decisive melee rounds ``ship``'s side would win if it fouled the ships in ``square`` [11.2].

    Exact over both dice (:func:`~.melee.melee_odds`); rounds with no effect repeat [11.21c], so this is the chance of
    winning a round that decides; 0.5 when none can. ``defender`` is put in ``square`` first."""
    pos = position if defender is None else position.with_ship(defender.with_(square=square))
    pos = pos.with_ship(ship.with_(square=square, fouled=True, command=None))
    for s in pos.at(square):
        pos = pos.with_ship(s.with_(fouled=True))
    return _square_share(pos, square, ship.side)


# ---- The captain ----

_MOVE_VERBS = frozenset({"step", "free-turn", "tack", "wear", "back", "heave", "stop"})


class Captain(KitCaptain[Weights, Game]):
    """A computer captain for either side: legal, deterministic, explainable (:class:`sailkit.captain.Captain`).

    ``Captain(weights).choose(game)`` picks a legal action, :meth:`decide` also says why, :attr:`last` keeps it. It
    refuses when the game is over [15.0] or a die is due [4.2], and never offers to end a game."""

    defaults = DEFAULT_WEIGHTS
    over_case = "15.0"
    dice_case = "4.2"

    def __init__(self, weights: Weights | None = None) -> None:
        super().__init__(weights)
        self._moves: dict[tuple[object, ...], tuple[Move, ...]] = {}  # moves() remembered between decisions [7.0]

    def judge(self, game: Game, legal: list[Action]) -> Decision:
        verbs = {a.verb for a in legal}
        if len(legal) == 1:
            return Decision(legal[0], "the only action allowed now [4.2]")
        side = str(game.current_side())
        handlers: tuple[tuple[set[str], Callable[[Game, str, list[Action]], Decision]], ...] = (
            ({"accept-end", "decline-end"}, self._answer_offer),
            ({"command"}, self._command),
            ({"next"}, self._name_mover),
            (set(_MOVE_VERBS), self._step),
            ({"fire", "hold"}, self._fire),
            ({"studding"}, self._studding),
            ({"swell"}, self._swell),
            ({"unfoul"}, self._unfoul),
            ({"place", "face"}, self._placement),
        )
        for wanted, handler in handlers:
            if verbs & wanted:
                return handler(game, side, legal)
        return Decision(legal[0], "nothing to weigh: the first action listed [4.2]")

    def _sea(self, game: Game, side: str) -> Sea:
        """The sea as ``side`` may see it: chits still face down are not read [6.1, 6.14]."""
        return Sea(game.view(side).position, side, self.weights)

    # ---- end by agreement [15.0-GL] ----

    def _answer_offer(self, game: Game, side: str, legal: list[Action]) -> Decision:
        standing = game.result()
        if standing.verdict == f"{side} wins":
            return Decision(
                Action("accept-end", (side,)), f"accepts: {side} is ahead on Victory Points [15.0-GL, 15.0-VC]"
            )
        return Decision(
            Action("decline-end", (side,)), f"declines: {side} is not ahead on Victory Points [15.0-GL, 15.0-VC]"
        )

    # ---- commands [6.1, 7.0] ----

    def _command(self, game: Game, side: str, legal: list[Action]) -> Decision:
        sea = self._sea(game, side)
        ship = next(str(a.ship) for a in legal if a.verb == "command")
        me = sea.position.ship(ship)
        chart = Chart(sea, planning=True, memo=self._moves)
        scorer = Scorer(sea, chart)
        best: dict[str, Plan[Course]] = {}
        for a in legal:
            if a.verb != "command" or a.ship != ship:
                continue
            order = str(a.get("command"))
            plans = [scorer.plan(me, c) for c in chart.courses(me, order)]
            best[order] = max(plans, key=lambda p: p.score)
        order = max(best, key=lambda k: best[k].score)
        why = _because(best[order], [p for k, p in best.items() if k != order])
        return Decision(Action("command", (ship, order)), f"orders {ship} {order}: {why}", best[order].score)

    # ---- movement [7.22-7.9] ----

    def _name_mover(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """As weather-gauge holder, name the side to move next [7.22]: the enemy, so we answer its move,
        unless our next step gives a good shot that the enemy's next step might take first."""
        sea = self._sea(game, side)
        chart = Chart(sea, planning=False, memo=self._moves)
        sides = [str(a.side) for a in legal]
        enemy = next((x for x in sides if x != side), None)
        if enemy is None or side not in sides:
            return Decision(legal[0], "only one side has ships left to move [7.23]")
        ours = self._first_shot(sea, chart, [s for s in sea.mine() if s.command is not None], sea.enemies())
        theirs = self._first_shot(
            sea, chart, [s for s in sea.enemies() if s.command is not None and may_fire(s)], sea.mine()
        )
        if ours is not None and ours.worth >= self.weights.first_strike and theirs is not None:
            return Decision(
                Action("next", (side,)),
                f"moves first, to {ours.words()} before {theirs.firer} can fire [7.22, 9.11]",
            )
        return Decision(Action("next", (enemy,)), f"names {enemy} to move first, and answers its move [7.22]")

    def _first_shot(
        self, sea: Sea, chart: Chart, movers: Iterable[ShipState], targets: Sequence[ShipState]
    ) -> Shot | None:
        """The best shot any of ``movers`` may take at the first window of one of its courses [9.11]."""
        shots = (
            sea.best_shot(c.windows[0], t)
            for s in movers
            if may_fire(s)
            for c in chart.courses(s)
            if c.windows
            for t in targets
        )
        return max((shot for shot in shots if shot is not None), key=lambda shot: shot.worth, default=None)

    def _step(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """One step of one ship [7.22, 7.3-7.9]: the first of the best course, checked on a branch of the game."""
        sea = self._sea(game, side)
        chart = Chart(sea, planning=False, memo=self._moves)
        scorer = Scorer(sea, chart)
        ships = list(dict.fromkeys(str(a.ship) for a in legal if a.verb in _MOVE_VERBS))
        wrecks = any(s.abandoned and not s.prize for s in sea.position.afloat())  # a step may end the fight [12.14]
        choices: list[tuple[float, Action, Plan[Course], list[Plan[Course]]]] = []
        for name in ships:
            me = sea.position.ship(name)
            by_action: dict[Action, Plan[Course]] = {}
            for c in chart.courses(me):
                if c.move is None or not c.move.actions:
                    continue
                a = to_action(c.move.actions[0], name)
                p = scorer.plan(me, c)
                if a not in by_action or p.score > by_action[a].score:
                    by_action[a] = p
            for a in legal:
                if a.ship == name and a.verb in _MOVE_VERBS and a in by_action:
                    score = self._settled(game, a, side, by_action[a]) if wrecks else by_action[a].score
                    choices.append((score, a, by_action[a], list(by_action.values())))
        if not choices:
            return Decision(legal[0], "no course can be planned; the first step listed [7.22]")
        score, action, plan, rivals = max(choices, key=lambda x: x[0])
        if score >= 1e6:
            return Decision(
                action, f"takes the enemy's surrender at once: {action.ship} ends the fight [12.14, 15.0-GL]", score
            )
        why = _because(plan, [p for p in rivals if p is not plan])
        return Decision(action, f"{_describe(action)}: {why}", score)

    def _settled(self, game: Game, action: Action, side: str, plan: Plan[Course]) -> float:
        """The plan's score after playing its step ahead through the game's own rules [7.22]: a step that wins at once
        (the enemy strikes [12.14]) beats everything, one that loses comes last. Asked only while an abandoned ship is
        afloat. It plays on ``game.state`` with ``game.rules``, not on a branch, which would write a variation into the
        record."""
        rules, state = game.rules, game.state
        after, _ = rules.apply_action(state, rules.check_action(state, action))
        if rules.is_terminal(after):
            verdict = victory_result(after.position).verdict
            if verdict == f"{side} wins":
                return 1e6 + plan.score
            if verdict != "draw":
                return -1e6 + plan.score
        return plan.score

    # ---- fire [9.11, 9.3, 11.1] ----

    def _fire(self, game: Game, side: str, legal: list[Action]) -> Decision:
        sea = self._sea(game, side)
        pos = sea.position
        fouled = any(a.verb == "fire" and a.get("broadside") for a in legal)
        shots: list[tuple[Shot, Action]] = []
        for a in legal:
            if a.verb != "fire":
                continue
            guns = a.get("broadside")
            ruling = fire_value(
                pos, str(a.ship), str(a.target), str(a.get("aim")), None if guns is None else str(guns), fouled=fouled
            )
            if ruling:
                shots.append((_exact(sea, pos, ruling), a))
        holder = next(a for a in legal if a.verb == "hold")
        if not shots:
            return Decision(holder, "no shot can be fired [9.31]")
        shot, action = max(shots, key=lambda x: x[0].worth)
        if shot.worth <= 0:
            if shot.first:
                return Decision(holder, f"holds her first {shot.broadside} broadside for closer range [9.33g, 9.36]")
            return Decision(holder, f"holds fire: a shot at {shot.target} would do nothing worth having [9.34, 12.11]")
        if fouled:
            first = (
                f"first {shot.broadside} broadside (+{shot.bonus})"
                if shot.first and shot.bonus
                else f"{shot.broadside} broadside"
            )
            return Decision(
                action,
                f"fires her {first} into {shot.target} alongside: Fire Value {shot.value}, {_expected(shot.value)} [11.1, 11.13]",
                shot.worth,
            )
        later = self._later(sea, pos.ship(str(holder.ship)))
        # an enemy still to move and fire may spoil the later window (hit, abandon, move off) [7.22, 9.11]
        threat = any(may_fire(e) and e.command is not None for e in sea.enemies())
        patience = self.weights.patience_under_fire if threat else self.weights.patience
        if later is not None and shot.worth < patience * later.worth:
            return Decision(
                holder,
                f"holds fire, to {later.words()} later in this move: Fire Value {later.value} against {shot.value} now [9.11]",
            )
        aim = "rigging" if shot.aim == "rigging" else "hull"
        return Decision(
            action,
            f"{shot.words('fires')}: {aim} fire, Fire Value {shot.value}, {_expected(shot.value)} [9.32, 9.34]",
            shot.worth,
        )

    def _later(self, sea: Sea, me: ShipState) -> Shot | None:
        """The best shot a later window of this ship's best course promises this turn [9.11]."""
        if me.command is None:
            return None
        chart = Chart(sea, planning=False, memo=self._moves)
        scorer = Scorer(sea, chart)
        plans = [scorer.plan(me, c) for c in chart.courses(me) if c.windows]
        if not plans:
            return None
        plan = max(plans, key=lambda p: p.score)
        shots = (
            sea.best_shot(st, t)
            for st in plan.option.windows
            for e, courses in scorer.foes
            for ec in courses
            for t in (e, ec.end)
        )
        return max((s for s in shots if s is not None), key=lambda s: s.worth, default=None)

    # ---- Strategic Cycle [13.1-13.3] ----

    def _studding(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """Studding sails [13.3]: set where they add speed [13.33]; take them in where they add nothing."""
        sea = self._sea(game, side)
        for a in legal:
            if a.verb != "studding":
                continue
            s = sea.position.ship(str(a.ship))
            on, off = sea.allowance(s.with_(studding=True)), sea.allowance(s.with_(studding=False))
            if a.get("choice") == "set" and on > off:
                return Decision(
                    a,
                    f"sets studding sails on {s.name}: Movement Allowance {off} to {on} heading {s.facing} [13.33, 7.21]",
                )
            if a.get("choice") == "in" and on <= off:
                return Decision(
                    a,
                    f"takes in {s.name}'s studding sails: no speed gained heading {s.facing} [13.33], "
                    "and they lift the rigging-fire penalty from enemy fire [13.32]",
                )
        done = next(a for a in legal if a.verb == "done")
        return Decision(done, "keeps her studding sails as they are [13.31]")

    def _swell(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """An optional swell roll [13.12]: only to drift an abandoned ship away from the enemy [12.14]."""
        sea = self._sea(game, side)
        foes = [e for e in sea.enemies() if not e.abandoned]
        for a in legal:
            if a.verb != "swell" or not foes:
                continue
            s = sea.position.ship(str(a.ship))
            lee = leeward(s.square, sea.position)
            near = min(chebyshev(s.square, e.square) for e in foes)
            if s.abandoned and min(chebyshev(lee, e.square) for e in foes) > near:
                return Decision(
                    a, f"rolls for swell: {s.name}, abandoned, may drift away from the enemy [13.11, 12.14]"
                )
        done = next(a for a in legal if a.verb == "done")
        return Decision(done, "lets the swell be: nothing to gain downwind [13.12]")

    # ---- unfouling [11.3] ----

    def _unfoul(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """Try to unfoul [11.31] unless our crew wins the melee in that square [11.2]."""
        pos = self._sea(game, side).position
        for a in legal:
            if a.verb != "unfoul":
                continue
            s = pos.ship(str(a.ship))
            foes = [x for x in pos.at(s.square) if x.side != side and not x.prize]
            if not foes:
                return Decision(a, f"{s.name} tries to unfoul from friends, to sail again [11.31, 11.32]")
            q = _square_share(pos, s.square, side)
            if melee_worth(self.weights, q) < 0:
                return Decision(
                    a, f"{s.name} tries to break free: her side wins only {q:.0%} of decisive melees [11.2, 11.31]"
                )
        done = next(a for a in legal if a.verb == "done")
        return Decision(done, "stays fouled: our crews win the melee [11.2, 11.31]")

    def _placement(self, game: Game, side: str, legal: list[Action]) -> Decision:
        """Where an unfouled ship goes [11.33], or the heading of our ship left alone in its square [11.34]: the
        square and heading with the best prospects next turn."""
        sea = self._sea(game, side)
        verb, case = ("places", "11.33") if any(a.verb == "place" for a in legal) else ("turns", "11.34")
        chart = Chart(sea, planning=True, memo=self._moves)
        scorer = Scorer(sea, chart)
        plans: list[tuple[Plan[Course], Action]] = []
        for a in legal:
            s = sea.position.ship(str(a.ship))
            sq = s.square if a.verb == "face" else parse_square(str(a.get("square")))
            heading = Direction.parse(str(a.get("heading")))
            end = s.with_(square=sq, facing=heading, fouled=False)
            plan = scorer.plan(end, Course(s.name, None, (), end))
            if heading == sea.position.wind:
                plan = Plan(
                    plan.option,
                    {**plan.terms, "drift": Term(-self.weights.drift, avoid="avoids facing into the wind [7.6, 8.11]")},
                )
            plans.append((plan, a))
        plan, action = max(plans, key=lambda x: x[0].score)
        why = _because(plan, [p for p, _ in plans if p is not plan])
        return Decision(action, f"{verb} {action.ship} heading {action.get('heading')} [{case}]: {why}", plan.score)


def _square_share(position: Position, square: Square, side: str) -> float:
    odds = melee_odds(position, square)
    ours = float(odds[f"{side} captures"])
    theirs = sum(float(p) for k, p in odds.items() if str(k).endswith(" captures") and not str(k).startswith(side))
    return 0.5 if ours + theirs == 0 else ours / (ours + theirs)


def _exact(sea: Sea, position: Position, ruling: Ruling) -> Shot:
    """A shot the rules have valued (:func:`~.fire.combat.fire_value`), weighed like the estimates [9.33, 9.34]."""
    facts = ruling.facts
    t = position.ship(str(facts["target"]))
    value = final_value(ruling)
    first = bool(facts.get("first_broadside"))
    bonus = int(facts.get("first_bonus") or 0)
    worth = sea.worth(t, value, str(facts["aim"])) - (sea.spent_short(bonus) if first else 0.0)
    return Shot(
        str(facts["firer"]),
        t.name,
        str(facts["aim"]),
        value,
        str(facts.get("broadside")),
        facts.get("rake"),
        int(facts.get("range") or 1),
        first,
        bonus,
        worth,
    )


def _expected(fv: int) -> str:
    p = _odds(fv)
    return f"{p[1] + 2 * p[2] + 3 * p[3]:.1f} hits expected"


def _describe(a: Action) -> str:
    """A step in words: ``"Shannon steps and turns 90 to port"`` [7.3-7.9]."""
    ship, rest = a.ship, [str(x) for x in a.args[1:]]
    if a.verb == "step":
        if not rest:
            return f"{ship} steps ahead [7.34]"
        turn = "90 degrees" if rest[-1] == "90" else "45 degrees"
        return f"{ship} steps and turns {turn} to {rest[0]} [7.34, 7.35]"
    if a.verb == "free-turn":
        return f"{ship} makes a free turn to {rest[0]} to avoid fouling [7.83a]"
    if a.verb in ("tack", "wear"):
        return f"{ship} {a.verb}s to {rest[0]} [{'7.41' if a.verb == 'tack' else '7.42'}]"
    return {"back": f"{ship} backs sail [7.71]", "heave": f"{ship} heaves to [7.91]", "stop": f"{ship} stops [7.54]"}[
        a.verb
    ]


# ---- Playing games with captains and random players ----


def _captain() -> Callable[[], Player]:
    """:class:`Captain` as the kit's players make one (they take any game; this one plays Fighting Sail's)."""
    return cast("Callable[[], Player]", Captain)


def player(kind: str | Player, seed: int | str = 0) -> Player:
    """A player by name: ``"captain"`` or ``"random"`` (seeded with ``seed``); a player object is returned as is."""
    return kit_player(kind, seed, captain=_captain())


def play_game(
    game: Game | str,
    players: Mapping[str, str | Player],
    seed: int,
    *,
    max_turns: int | None = 200,
    max_actions: int = 200_000,
    comment: bool = True,
) -> Played:
    """Play ``game`` (or a new game of scenario id ``game``) to its end with a player for each side code, in place:
    :func:`sailkit.players.play_game` (seeded dice and players, each captain's reason the comment on its action),
    with this rule set's :class:`Captain`; ``max_turns`` counts Game-Turns."""
    g = Game.from_scenario(game) if isinstance(game, str) else game
    return kit_play_game(
        g, players, seed, captain=_captain(), max_turns=max_turns, max_actions=max_actions, comment=comment
    )


def hits_taken(played: Played, start: Position) -> int:
    """Hull and rigging hits taken by all ships of a played game since ``start`` [10.1, 10.2]."""
    before = {s.name: s.hull + s.rigging for s in start.ships}
    return sum(s.hull + s.rigging - before.get(s.name, 0) for s in played.game.position.ships)


@dataclass(frozen=True)
class MatchSummary(KitSummary):
    """Many seeded games of one scenario between two kinds of player (:class:`sailkit.players.MatchSummary`), with
    the hits they dealt: ``hits_per_turn``, hull and rigging hits per Game-Turn over all games [10.1, 10.2]."""

    hits_per_turn: float = 0.0
    turns: ClassVar[str] = "Game-Turns"

    def more(self) -> str:
        return f"{self.hits_per_turn:.2f} hits per Game-Turn; "


def match(
    scenario: str,
    kinds: tuple[str, str] = ("captain", "random"),
    seeds: Iterable[int] = range(10),
    *,
    max_turns: int | None = 200,
    swap: bool | None = None,
) -> MatchSummary:
    """Play ``kinds[0]`` against ``kinds[1]`` over ``seeds`` in scenario ``scenario`` [15.0]: :func:`sailkit.players.match`
    (each seed from both sides when the kinds differ), with this rule set's :class:`Captain` and the hits dealt."""
    start = Game.from_scenario(scenario).position
    totals = [0, 0]  # hull and rigging hits dealt, Game-Turns played

    def tally(played: Played) -> None:
        totals[0] += hits_taken(played, start)
        totals[1] += played.turns

    summary = kit_match(
        lambda: Game.from_scenario(scenario), kinds, seeds, captain=_captain(), name=scenario, max_turns=max_turns,
        swap=swap, each=tally,
    )  # fmt: skip
    return MatchSummary(**asdict(summary), hits_per_turn=totals[0] / totals[1] if totals[1] else 0.0)


def main(argv: Sequence[str] | None = None) -> int:
    """Seeded matches from the shell: ``python -m sailkit.rulesets.fighting_sail captain [SCENARIO ...]`` (the kit's
    :func:`~sailkit.players.matches_main` playing :func:`match`, scenarios 15.1 and 15.4 by default)."""
    return matches_main(
        argv, lambda sid, kinds, seeds, turns: match(sid, kinds, seeds, max_turns=turns),
        prog="python -m sailkit.rulesets.fighting_sail captain", scenarios=("15.1", "15.4"), turns="Game-Turns",
    )  # fmt: skip


__all__ = [
    "DEFAULT_WEIGHTS",
    "PAIRINGS",
    "PLAYERS",
    "Captain",
    "Chart",
    "Course",
    "Decision",
    "MatchSummary",
    "Plan",
    "Played",
    "Player",
    "RandomPlayer",
    "Scorer",
    "Sea",
    "Shot",
    "Term",
    "Weights",
    "boarding_share",
    "main",
    "match",
    "melee_worth",
    "may_fire",
    "play_game",
    "player",
    "windows",
]
