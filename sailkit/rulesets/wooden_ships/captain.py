"""The computer captain of *Wooden Ships & Iron Men*: either side, Basic or Advanced Game, legal, deterministic, and
saying why with the rules it follows.

:meth:`Captain.decide` returns a :class:`~sailkit.players.Decision`: a legal action and its reason with rule numbers
(``"Constitution L2R: brings her left broadside to bear on Java at about 1 hex [11.1.1, 11.2.1], a rake [11.3.2]"``).
It plans on ``game.view(side)``: the enemy's orders, parties and loads stay unknown [7.2.5, 10.2.1, 32.3].

Orders [7.0-7.2]: each whole order is a *course*, hex by hex [7.1.5, 7.1.8]; each enemy ship sails every course she
could, equally likely (drifting a hex downwind if she stays [8.2.1]); ships stop where hexes first meet [8.3.1,
8.3.4]. Each course is weighed in hull boxes (:class:`Weights`): ``fire`` [11.1-11.3] (the rules' own
:func:`~.combat.fire_number` over the Hit Table's die; rigging only from 6 hexes [11.2.5]), ``threat`` [11.0],
``later`` [11.1.1, 11.3.2], ``closing`` [11.1.9, 11.2.1], ``prospect`` [7.1.4, 11.1.3], ``lock`` [8.3.5, 12.3]
(exact :func:`melee_odds`) and ``friend`` [8.3.1]. The Advanced Game adds full sails to close and battle sails to
fight [20.1, 20.1.5.2].

Combat: each broadside fires at its best target and aim when the shot is worth its load, worked out by the rules on a
copy of the game [11.1.4, 11.2.5]; it reloads toward the enemy (double shot alongside) [13.1, 24.2]; it grapples,
boards, defends, cuts or unfouls by the melee's odds [6.0, 9.1, 9.2, 10.2, 12.3].
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import Any

from ...captain import Captain as KitCaptain
from ...engine import Game as EngineGame
from ...geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip, gap
from ...players import Decision
from ...readings import Readings
from ...wording import plural
from . import ammunition, combat
from .actions import WoodenShipsAction
from .damage import SIDE_WORDS, friend_near, fuller_side
from .fields import Broadside, basic_rake, bearing, local
from .melee import decided
from .movement import Mover, allowance, attitude, carry_out, legal_plots
from .orders import movement_grid, mover
from .rules import RULES
from .state import Position, Ship, State, Wind
from .tables import MELEE_STRENGTH, basic_hits, hit_result, melee_loss, split_table
from .wind import wind_to

# ---- What the captain values ----


@dataclass(frozen=True)
class Weights:
    """What the captain values, in hull boxes of the enemy (one hull hit = 1); each names the rule it weighs.

    The defaults were chosen by playing seeded matches against random play (``python -m sailkit.bench
    wooden_ships_captain``); ``Captain(Weights(caution=0.8))`` plays a warier captain."""

    hull: float = 1.0  #: a hull box [11.4.1.1]
    crew: float = 0.7  #: a crew box: fewer guns manned, weaker boarders [11.3.3, 12.3.1]
    guns: float = 0.5  #: a gun or carronade box [11.4.3]
    rigging: float = 0.3  #: a rigging box: each section emptied costs a hex of allowance [11.4.4.1]
    finish: float = 12.0  #: the hits that make her strike or surrender [11.4.1.2, 11.4.3.2, 11.4.4.2]
    capture: float = 14.0  #: a ship taken by boarding (or lost to boarders) [12.4.2]
    caution: float = 0.3  #: the enemy's fire at her, against her own [11.0]
    later: float = 0.4  #: who bears on whom at the end of the move [11.1.1]
    closing: float = 0.15  #: per hex beyond 2 to the nearest enemy [11.1.9, 11.2.1]
    prospect: float = 0.5  #: the best place her next order could take her from where this one ends [7.1.4, 11.1.3]
    foul: float = 0.25  #: the chance a collision fouls the pair [8.3.5]
    friend: float = 3.0  #: colliding with a ship of her own side [8.3.1]
    hold: float = 0.6  #: a broadside whose shot is worth less keeps its load [11.1.6, 13.1]
    board: float = 0.55  #: the chance of winning a melee at which she boards [12.3.3]
    risk: float = 0.15  #: the chance of losing a melee she accepts: above it she cuts free [9.2, 6.0]
    far: int = 7  #: hexes to the nearest enemy beyond which she sets full sails [20.1]
    near: int = 5  #: hexes within which she fights under battle sails [20.1, 24.2]


WEIGHTS = Weights()

#: a ship pointing North with her bow hex at the origin: the frame every firer is turned into
_ORIGIN = TwoHexShip(Hex(0, 0), HexDirection.N)


# ---- Gunnery: what a broadside would do, wherever two ships end [11.1-11.3, 24.1-24.4] ----


def frame(firer: TwoHexShip, target: TwoHexShip) -> tuple[int, int, int]:
    """Where ``target`` lies from ``firer`` in the firer's own frame (she points North, bow at the origin): the
    target's bow hex and her facing relative to the firer's. Fields, range and rakes depend on nothing else."""
    k, r = local(firer, target.bow)
    return k, r, (target.facing.value - firer.facing.value) % 6


@cache
def _bears(k: int, r: int, rel: int) -> tuple[int, int, int]:
    """Range to the target's nearer hex [11.2.1], and for the left and right broadsides the lowest of the five fields
    a hex of the target lies in within 10 hexes (0: that broadside does not bear) [11.1.1, 11.1.3, 24.1.1]."""
    target = TwoHexShip(Hex(k, r), HexDirection(rel))
    rng = min(a.distance(b) for a in _ORIGIN.hexes for b in target.hexes)
    fields = {Broadside.L: 0, Broadside.R: 0}
    for h in target.hexes:
        b = bearing(_ORIGIN, h)
        if b.in_play and b.side is not None and b.rows <= 10 and b.field is not None:
            now = fields[b.side]
            fields[b.side] = b.field if not now else min(now, b.field)
    return rng, fields[Broadside.L], fields[Broadside.R]


def _known(ammo: tuple[str, str]) -> tuple[str, str]:
    """A load as the captain reckons it: one it cannot see (``?``) is round shot [7.2.5, 24.2]."""
    return (ammo[0] if ammo[0] in ammunition.AMMO else "R", ammo[1] if ammo[1] in ammunition.AMMO else "R")


def _reckoned(ship: Ship) -> Ship:
    """An enemy's log as the captain reckons what it cannot see: an unknown load is round shot, unknown reload squares
    are not yet spent (she is not at low powder) [7.2.5, 24.2, 26.1.1]."""
    reloads = ship.reloads if ship.reloads >= 0 else ammunition.RELOADS
    return ship.with_(ammo=_known(ship.ammo), reloads=reloads)


#: what every firer in her own frame shows alike (:func:`_in_frame`): no name, her bow at the origin pointing North,
#: one hull box, both broadsides loaded, and none of her movement, prisoners or prize losses
_IN_FRAME: dict[str, object] = {"name": "", "bow": _ORIGIN.bow, "facing": _ORIGIN.facing, "hull": 1}
_IN_FRAME |= {"loaded": (True, True)} | dict.fromkeys(
    ("still", "points", "prisoners", "prize_losses", "adrift", "enters"), 0
)


def _in_frame(ship: Ship, level: str) -> Ship:
    """``ship`` as a firer in her own frame (pointing North, bow at the origin), with only what her Hit Table number
    depends on: her hull, name, loads and movement left out, so that two logs that fire alike are one (in the Basic
    Game a crew section counts only as lost or not [11.3.3])."""
    crew = tuple(min(c, 1) for c in ship.crew) if level != "advanced" else ship.crew
    return ship.with_(ammo=_known(ship.ammo), crew=crew, **_IN_FRAME)


@lru_cache(maxsize=1 << 16)
def _table(
    firer: Ship,
    side: Broadside,
    k: int,
    r: int,
    rel: int,
    fld: int,
    level: str,
    readings: Readings,
    velocity: int,
    optional: frozenset[str],
) -> tuple[int, bool] | None:
    """The Hit Table number and rake of ``firer``'s ``side`` broadside (in her own frame) at a ship whose counter lies
    at ``(k, r)`` facing ``rel``, by the rules' own functions [11.2-11.3, 24.1-24.4]; ``None`` when no gun reaches."""
    target = firer.with_(bow=Hex(k, r), facing=HexDirection(rel))  # only the target's counter is read
    rng = combat.ship_range(firer.counter, target.counter, readings)
    position = Position(1, Wind(HexDirection.N, velocity), (firer,))
    if level == "advanced":
        section = "full" if fld <= 3 else ("stern" if fld == 4 else "bow")  # [24.1.2]
        if rng > ammunition.reach(firer.ammo_on(side), readings) or not combat.section_guns(
            firer, side, section, rng, readings
        ):
            return None
        number = combat.advanced_fire_number(position, firer, side, target, section, readings, 0, optional)
    else:
        if not combat.guns_firing(firer, side, rng):
            return None
        number = combat.fire_number(position, firer, side, target, readings, level)
    return number.table, number.rake


@dataclass(frozen=True)
class Target:
    """What a shot's worth depends on in the ship it hits: what she has left, and whether she has a friend near
    (without one, losing all her guns or rigging makes her surrender [11.4.3.2, 11.4.4.2])."""

    hull: int
    guns: int
    crew: int
    rigging: int
    alone: bool
    full_sails: bool = False
    fore_and_aft: bool = False

    @classmethod
    def of(cls, ship: Ship, position: Position) -> Target:
        alone, fore_and_aft = not friend_near(position, ship), "fore-and-aft" in ship.traits
        return cls(ship.hull, ship.guns_total, ship.crew_total, sum(ship.rigging), alone, ship.full_sails, fore_and_aft)


@lru_cache(maxsize=1 << 14)
def shot_worth(table: int, aim: str, ammo: str, target: Target, level: str, w: Weights = WEIGHTS) -> float:
    """What one broadside reading Hit Table ``table`` is worth on average over its die, in hull boxes [11.2.6, 11.4]:
    each box it takes at its weight, and the hits that make the target strike or surrender at ``finish``. Grape kills
    ``table`` crew boxes without a die [24.2.4.2]; chain loses its hull and gun hits [24.2.2.2]; a table above 10 is
    several rolls [16.1.2.1] (the later ones at their mean); the Basic Game reads no stars [11.2.6]."""
    if table < 0:
        return 0.0
    if ammo == "G":
        killed = min(table, target.crew)
        return w.crew * killed + (w.finish if killed >= target.crew else 0.0)
    rolls = split_table(table) if level == "advanced" else (min(table, combat.BASIC_CAP),)
    extra = [0.0, 0.0, 0.0, 0.0]
    for t in rolls[1:]:
        for die in range(1, 7):
            h = _hits(t, aim, ammo, target, level, die)
            for i, n in enumerate(h):
                extra[i] += n / 6
    total = 0.0
    for die in range(1, 7):
        hull, guns, crew, rigging = (a + b for a, b in zip(_hits(rolls[0], aim, ammo, target, level, die), extra))
        worth = (
            w.hull * min(hull, target.hull)
            + w.guns * min(guns, target.guns)
            + w.crew * min(crew, target.crew)
            + w.rigging * min(rigging, target.rigging)
        )
        if (
            hull >= target.hull
            or crew >= target.crew
            or target.alone
            and (guns >= target.guns or rigging >= target.rigging)
        ):  # strikes [11.4.1.2], or her crew is gone [14.1.3]
            worth += w.finish
        total += worth / 6
    return total


def _hits(table: int, aim: str, ammo: str, target: Target, level: str, die: int) -> tuple[int, int, int, int]:
    """Hull, gun, crew and rigging hits of one die on a Hit Table, as they fall on ``target`` [11.2.6, 24.2, 20.1.3]."""
    hits = hit_result(table, aim, die)
    if level != "advanced":
        hits = basic_hits(hits)
        return hits.hull, hits.guns, hits.crew, hits.rigging
    rigging = hits.rigging + (hits.full_sail_extra if target.full_sails and not target.fore_and_aft else 0)
    if ammo == "C":
        return 0, 0, hits.crew, rigging
    return hits.hull, hits.guns, hits.crew, rigging


@dataclass(frozen=True)
class Bearing:
    """One ship's broadsides against one enemy from one place: the worth of each broadside's best shot, the range,
    and whether each would rake."""

    left: float
    right: float
    range: int
    rake_left: bool = False
    rake_right: bool = False

    def worth(self, side: Broadside) -> float:
        return self.left if side is Broadside.L else self.right

    def rakes(self, side: Broadside) -> bool:
        return self.rake_left if side is Broadside.L else self.rake_right

    @property
    def best(self) -> float:
        return max(self.left, self.right)


#: the bearings each :class:`Gunnery` works out, kept while the two ships' logs stay as they are, and the Hit Table
#: numbers of each firer's log
_MEMOS: dict[tuple[object, ...], dict[Any, Any]] = {}


def _memo(key: tuple[object, ...]) -> dict[Any, Any]:
    if key not in _MEMOS and len(_MEMOS) >= 512:  # a game's ships change their logs often: keep the recent ones
        _MEMOS.clear()
    return _MEMOS.setdefault(key, {})


@cache
def _basic_geometry(k: int, r: int, rel: int, side: Broadside, readings: Readings) -> tuple[int, bool]:
    """The range as the reading ``range_from`` counts it, and whether ``side`` rakes, at a target lying at ``(k, r)``
    facing ``rel`` in the firer's frame: all a Basic Game Hit Table number reads of where the two ships lie [11.2.1,
    11.3.2]."""
    target = TwoHexShip(Hex(k, r), HexDirection(rel))
    return combat.ship_range(_ORIGIN, target, readings), basic_rake(_ORIGIN, side, target)[0]


class Gunnery:
    """What ``firer``'s broadsides are worth against ``target`` wherever the two ships stand, remembered by where the
    target lies in the firer's frame (:func:`frame`) for as long as neither ship's log changes [11.1-11.3]."""

    def __init__(self, state: State, firer: Ship, target: Ship, w: Weights = WEIGHTS) -> None:
        self.firer = _in_frame(firer, state.level)
        self.target = Target.of(target, state.position)
        self.state = state
        self.w = w
        self.locked = target.name in state.position.partners(firer.name)
        self.can = tuple(combat.can_fire(self.firer, side) for side in Broadside)  # loaded or not [11.1.8]
        key = (
            self.firer,
            self.target,
            self.locked,
            state.level,
            state.readings,
            state.position.wind,
            state.optional,
            w,
        )
        self._memo: dict[tuple[int, int, int], Bearing] = _memo(key)
        self._tables: dict[tuple[object, ...], tuple[int, bool] | None] = _memo(
            (self.firer, state.level, state.readings, state.position.wind.velocity, state.optional)
        )

    def at(self, firer: TwoHexShip, target: TwoHexShip) -> Bearing:
        """The firer's broadsides from ``firer`` at a target on ``target``."""
        key = frame(firer, target)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = self._work_out(*key)
        return got

    def _work_out(self, k: int, r: int, rel: int) -> Bearing:
        rng, *fields = _bears(k, r, rel)
        st = self.state
        worth = [0.0, 0.0]
        rakes = [False, False]
        for i, (side, fld) in enumerate(zip(Broadside, fields)):
            if not fld or not self.can[i]:
                continue
            found = self._table(side, k, r, rel, fld)
            if found is None:
                continue
            table, rakes[i] = found
            worth[i] = max(shot_worth(table, aim, "R", self.target, st.level, self.w) for aim in self.aims(rng))
        return Bearing(worth[0], worth[1], rng, rakes[0], rakes[1])

    def _table(self, side: Broadside, k: int, r: int, rel: int, fld: int) -> tuple[int, bool] | None:
        """The Hit Table number and rake of ``side`` at a target lying at ``(k, r)`` facing ``rel``. In the Basic
        Game the number depends on where the target lies only through the range and the rake [11.2.1, 11.3.2], so
        it is worked out once for each of those; the Advanced Game's fields and sections once for each place."""
        st = self.state
        key = (
            (side, fld, k, r, rel) if st.level == "advanced" else (side, *_basic_geometry(k, r, rel, side, st.readings))
        )
        if key not in self._tables:
            velocity = st.position.wind.velocity
            self._tables[key] = _table(self.firer, side, k, r, rel, fld, st.level, st.readings, velocity, st.optional)
        return self._tables[key]

    def aims(self, rng: int) -> tuple[str, ...]:
        """Rigging only from 6 hexes; no rigging fire at a ship she is fouled or grappled with [11.2.5, 11.2.8]."""
        if rng >= combat.RIGGING_ONLY_FROM:
            return ("rigging",)
        return ("hull",) if self.locked else ("hull", "rigging")


# ---- Melee odds [12.3] ----


@lru_cache(maxsize=1 << 14)
def melee_odds(
    attackers: int, attack: int, defenders: int, defend: int, readings: Readings, rounds: int = 6
) -> tuple[float, float]:
    """The chance the attackers win and the chance the defenders win within ``rounds`` rounds of melee [12.3.2,
    12.3.3]: ``attackers`` boxes at factor ``attack`` against ``defenders`` boxes at factor ``defend`` [12.3.1], each
    side rolling a die a round on its own strength's column; decided as the reading ``melee_victory`` says."""
    if attackers <= 0:
        return 0.0, 1.0
    if defenders <= 0:
        return 1.0, 0.0
    win = lose = 0.0
    for da in range(1, 7):
        for dd in range(1, 7):
            a = max(0, attackers - melee_loss(defenders * defend, dd))
            d = max(0, defenders - melee_loss(attackers * attack, da))
            outcome = decided(a * attack, d * defend, readings)
            if outcome == "attackers":
                win += 1 / 36
            elif outcome == "defenders":
                lose += 1 / 36
            elif rounds > 1:
                w, lo = melee_odds(a, attack, d, defend, readings, rounds - 1)
                win += w / 36
                lose += lo / 36
    return win, lose


def boarding_odds(state: State, boarder: Ship, target: Ship, sections: int = 3) -> tuple[float, float]:
    """``boarder``'s first ``sections`` crew sections boarding ``target``, whose whole crew defends: the chance the
    boarders take her and the chance they are beaten [10.1.2.1, 12.3]."""
    live = [c for c in boarder.crew if c > 0][:sections]
    attack = MELEE_STRENGTH[boarder.quality][0]
    defend = MELEE_STRENGTH[target.quality][2]
    return melee_odds(sum(live), attack, target.crew_total, defend, state.readings)


# ---- Courses: where each written order takes a ship [7.0-7.2] ----


@dataclass(frozen=True)
class Course:
    """A written order carried out whole: the counter before it and after each of its elements [7.1.5, 7.1.8], and
    the hexes each of those counters covers."""

    plot: str
    path: tuple[TwoHexShip, ...]
    cells: tuple[tuple[Hex, Hex], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(c.hexes for c in self.path))

    @property
    def end(self) -> TwoHexShip:
        return self.path[-1]

    def then(self, counter: TwoHexShip) -> Course:
        """This course with one more step (a drift) [8.3.3]."""
        return Course(self.plot, (*self.path, counter))


@lru_cache(maxsize=4096)
def courses(m: Mover, wind: HexDirection, grid: HexGrid | None, readings: Readings) -> tuple[Course, ...]:
    """Every order ``m`` may write whole, with where it takes her [7.1, 7.2]."""
    out = []
    for plot in legal_plots(m, wind, grid, readings):
        plan = carry_out(m, plot, wind, grid, readings)
        out.append(Course(plot, (m.counter, *plan.counters)))
    return tuple(out)


def meet(mine: Course, theirs: Course) -> tuple[TwoHexShip, TwoHexShip, bool]:
    """Where two ships sailing these courses at once end: both stop short at the first step their counters would
    share a hex [8.1.1, 8.3.1, 8.3.4]; and whether they collided."""
    a_cells, b_cells = mine.cells, theirs.cells
    na, nb = len(a_cells) - 1, len(b_cells) - 1
    for i in range(1, max(na, nb) + 1):
        a, b = a_cells[min(i, na)], b_cells[min(i, nb)]
        if a[0] in b or a[1] in b:
            return mine.path[min(i - 1, na)], theirs.path[min(i - 1, nb)], True
    return mine.path[-1], theirs.path[-1], False


# ---- What the captain knows ----


class Sight:
    """The game as ``side`` may see it now (``game.view(side)``, the rules' ``observe``), with what the captain works
    out from it."""

    def __init__(self, game: EngineGame[Any, Any], side: str, w: Weights = WEIGHTS) -> None:
        self.side = side
        seen: State = game.view(side).state
        if seen.level == "advanced":  # the enemy's loads are face down: round shot, and reloads to spare [7.2.5, 26.1]
            ships = tuple(_reckoned(s) if s.side != side else s for s in seen.position.ships)
            seen = seen.with_(position=seen.position.with_(ships=ships))
        self.state = seen
        self.position = self.state.position
        self.w = w

    def ship(self, name: str) -> Ship:
        return self.position.ship(name)

    def foe(self, a: WoodenShipsAction, other: str = "target") -> bool:
        """Whether the other ship ``a`` names is an enemy still fighting, crew aboard [11.4, 14.1]."""
        me, them = self.pair(a, other)
        return them.side != me.side and them.status.fights and them.crew_total > 0

    def pair(self, a: WoodenShipsAction, other: str = "target") -> tuple[Ship, Ship]:
        """The ship ``a`` names and the other ship it names, in the slot ``other``."""
        return self.ship(str(a.ship)), self.ship(str(a.get(other)))

    @property
    def enemies(self) -> list[Ship]:
        """Enemy ships on the map still fighting, crew aboard [11.4, 14.1]."""
        return [
            s for s in self.position.ships if s.side != self.side and s.afloat and s.status.fights and s.crew_total > 0
        ]

    def courses(self, ship: Ship) -> tuple[Course, ...]:
        """Every order ``ship`` may write whole, and where it takes her, drift included [7.1, 7.2, 8.2.1]."""
        st = self.state
        found = courses(mover(st, ship), wind_to(st), movement_grid(st), st.readings)
        still = ship.still + 1
        if ship.anchor or ship.aground or still < 2 or (ship.class_number <= 2 and still % 2):
            return found
        wind = wind_to(st)  # a second phase without a hex ahead: one hex downwind, last [8.2.1, 8.2.2, 8.3.3]
        return tuple(c if any(ch in "123456789" for ch in c.plot) else c.then(c.end.shifted(wind)) for c in found)

    def next_ends(self, ship: Ship, end: TwoHexShip) -> tuple[TwoHexShip, ...]:
        """Where ``ship``'s next order could take her from ``end``, in this wind, on open sea [7.1, 7.2]."""
        st = self.state
        here = replace(
            mover(st, ship),
            counter=TwoHexShip(Hex(0, 0), end.facing),
            locked=False,
            after_stop=False,
            after_turn=False,
            entering=False,
            land=frozenset(),
            shoals=frozenset(),
            tow=frozenset(),
        )
        dq, dr = end.bow.q, end.bow.r
        return tuple(
            TwoHexShip(Hex(c.end.bow.q + dq, c.end.bow.r + dr), c.end.facing)
            for c in courses(here, wind_to(st), None, st.readings)
        )

    def nearest(self, ship: Ship) -> tuple[Ship | None, int]:
        """The nearest fighting enemy and her range [11.2.1]."""
        best, rng = None, 10**6
        for e in self.enemies:
            d = gap(ship.hexes, e.hexes)
            if d < rng:
                best, rng = e, d
        return best, rng

    def attitude(self, counter: TwoHexShip) -> str:
        return attitude(counter.facing, wind_to(self.state), self.state.readings)

    def boards(self, me: Ship, enemy: Ship) -> float:
        """The chance her whole crew takes ``enemy`` by boarding, when it is good enough to try [12.3], else 0."""
        win, lose = boarding_odds(self.state, me, enemy)
        return win if win >= self.w.board and lose <= self.w.risk else 0.0

    def boarded(self, me: Ship, enemy: Ship) -> float:
        """The chance ``enemy``'s whole crew would take her by boarding, against her whole crew defending [12.3]."""
        return boarding_odds(self.state, enemy, me)[0]

    def lock_worth(self, me: Ship, enemy: Ship) -> float:
        """What fouling or grappling ``enemy`` is worth: her boarders' chance against the enemy's [8.3.7, 12.3]."""
        return self.w.capture * (self.boards(me, enemy) - self.boarded(me, enemy))


# ---- Orders [7.0-7.2, 20.0] ----


@dataclass
class Foe:
    """An enemy ship as an order is planned against her: every course she may write, and both ships' gunnery."""

    ship: Ship
    courses: tuple[Course, ...]
    ours: Gunnery
    theirs: Gunnery
    reach: int  #: the longest of her courses, in steps
    lock: float  #: what fouling her is worth [8.3.5, 12.3]


@dataclass
class Plan:
    """One order weighed: its score and the terms it is made of, for the reason."""

    course: Course
    fire: float = 0.0
    threat: float = 0.0
    later: float = 0.0
    closing: float = 0.0
    prospect: float = 0.0
    lock: float = 0.0
    friend: float = 0.0
    side: Broadside | None = None  #: the broadside whose fire counts most
    target: str = ""
    range: float = 0.0  #: mean range to the nearest enemy
    ranges: dict[str, float] = field(default_factory=dict)  #: mean range to each enemy
    rake: float = 0.0  #: share of the enemy's courses after which the best broadside rakes
    collide: float = 0.0  #: share of the enemy's courses that collide

    def score(self, w: Weights) -> float:
        gunnery = self.fire - w.caution * self.threat + w.later * self.later - self.closing
        return gunnery + w.prospect * self.prospect + self.lock - self.friend


def _plan(
    sight: Sight,
    me: Ship,
    course: Course,
    foes: Sequence[Foe],
    friends: Sequence[Course],
    prospect: Callable[[TwoHexShip], float],
) -> Plan:
    """Weigh one course of ``me`` against every course of each foe, each equally likely [8.1.1]."""
    w = sight.w
    plan = Plan(course)
    path = course.path
    shots: list[tuple[tuple[float, float], float, str]] = []  # per foe: mean worth left and right, rake share, name
    nearest = 10.0**6
    for foe in foes:
        n = len(foe.courses)
        left = right = threat = later = rng = collide = rake = 0.0
        close = gap(path[0].hexes, foe.ship.hexes) <= len(path) + foe.reach + 1
        loaded = foe.ship.loaded
        for other in foe.courses:
            a, b, met = meet(course, other) if close else (path[-1], other.end, False)
            ours, theirs = foe.ours.at(a, b), foe.theirs.at(b, a)
            left += ours.left
            right += ours.right
            threat += theirs.left * loaded[0] + theirs.right * loaded[1]
            later += ours.best - w.caution * theirs.best
            rng += ours.range
            collide += met
            rake += ours.best > 0 and ours.rakes(Broadside.L if ours.left >= ours.right else Broadside.R)
        shots.append(((left / n, right / n), rake / n, foe.ship.name))
        plan.ranges[foe.ship.name] = rng / n
        plan.threat += threat / n
        plan.later += later / n
        plan.lock += foe.lock * w.foul * collide / n
        if rng / n < nearest:
            nearest, plan.collide = rng / n, collide / n
    best = 0.0
    for i, side in enumerate(Broadside):  # a broadside fires at one target [11.1.4]
        if not me.loaded[i] or not shots:
            continue
        worth, rake, name = max(((pair[i], r, who) for pair, r, who in shots), key=lambda t: t[0])
        plan.fire += worth
        if worth > best:
            best, plan.side, plan.target, plan.rake = worth, side, name, rake
    if plan.side is None and foes:  # no shot this turn: name the nearest
        plan.target = min(foes, key=lambda f: gap(path[-1].hexes, f.ship.hexes)).ship.name
    plan.range = nearest if foes else 0.0
    plan.closing = w.closing * max(0.0, plan.range - 2)
    plan.prospect = prospect(course.end)
    for friend in friends:
        if meet(course, friend)[2]:
            plan.friend += w.friend
    return plan


class Orders:
    """Writes one ship's order [7.0]: every course she may write, weighed against every course of each enemy."""

    def __init__(self, sight: Sight, me: Ship) -> None:
        self.sight = sight
        self.me = me
        self.foes = self._foes()
        self.friends = self._friends()
        self._prospects: dict[TwoHexShip, float] = {}

    def _foes(self) -> list[Foe]:
        s, me = self.sight, self.me
        out = []
        reach = max(len(c.path) for c in s.courses(me))
        for e in s.enemies:
            cs = s.courses(e)
            longest = max(len(c.path) for c in cs)
            guns = Gunnery(s.state, me, e, s.w), Gunnery(s.state, e, me, s.w)
            if gap(me.hexes, e.hexes) > 10 + reach + longest:  # beyond any fire this turn: where she lies is enough
                out.append(Foe(e, (Course("0", (e.counter,)),), *guns, 0, 0.0))
            else:
                out.append(Foe(e, cs, *guns, longest, s.lock_worth(me, e)))
        return out

    def _friends(self) -> list[Course]:
        """Her own side's ships: where those already ordered go, where the others lie [7.2.5]."""
        s = self.sight
        written = dict(s.state.orders)
        out = []
        for f in s.position.ships:
            if f.side != s.side or f.name == self.me.name or not f.afloat:
                continue
            plot = written.get(f.name)
            course = next((c for c in s.courses(f) if c.plot == plot), None) if plot else None
            out.append(course if course is not None else Course("0", (f.counter,)))
        return out

    def weigh(self, plots: Iterable[str]) -> list[Plan]:
        by_plot = {c.plot: c for c in self.sight.courses(self.me)}
        return [
            _plan(self.sight, self.me, by_plot[p], self.foes, self.friends, self.prospect)
            for p in plots
            if p in by_plot
        ]

    def prospect(self, end: TwoHexShip) -> float:
        """From ``end``, the best her next order could do against the nearest enemy as that enemy lies now: her best
        broadside's worth there, less the range still to close beyond 2 hexes [7.1.4, 11.1.3, 11.1.9, 11.2.1]."""
        got = self._prospects.get(end)
        if got is None:
            got = self._prospects[end] = self._look_ahead(end)
        return got

    def _look_ahead(self, end: TwoHexShip) -> float:
        if not self.foes:
            return 0.0
        foe = min(self.foes, key=lambda f: (gap(end.hexes, f.ship.hexes), f.ship.name))
        there = foe.ship.counter
        w = self.sight.w
        best = -float(10**6)
        for nxt in self.sight.next_ends(self.me, end):
            b = foe.ours.at(nxt, there)
            best = max(best, b.best - w.closing * max(0, b.range - 2))
        return best

    def because(self, best: Plan, others: Sequence[Plan]) -> str:
        """The reason for ``best``, in words with the rules it follows."""
        s, w, me = self.sight, self.sight.w, self.me
        head = f"{me.name} {best.course.plot}"
        if best.course.plot == "0" and len(s.courses(me)) == 1:
            why = "fouled or grappled" if s.position.locked(me.name) else "unable to sail"
            return f"{head}: she is {why}, so her order is 0 [7.2.6, 8.2.3]"
        start = s.attitude(me.counter)
        m = mover(s.state, me)
        hexes = allowance(m.speed, start, m.rigging_lost)
        opening = f"she starts in attitude {start}, allowance {hexes} [7.1.3, 7.1.4]"
        if not self.foes:
            return f"{head}: no enemy left to fight; {opening}"
        rng = round(best.ranges.get(best.target, best.range))
        if best.fire >= w.hold and best.side is not None:
            side = "left" if best.side is Broadside.L else "right"
            rake = f", a rake [{'24.4' if s.state.level == 'advanced' else '11.3.2'}]" if best.rake >= 0.5 else ""
            main = f"brings her {side} broadside to bear on {best.target} at about {plural(rng, 'hex')} [11.1.1, 11.2.1]{rake}"
        elif best.later > 0.2:
            main = f"closes to about {plural(rng, 'hex')} of {best.target}, ready to fire next turn [11.1.3, 11.2.1]"
        else:
            main = f"closes on {best.target}, about {plural(rng, 'hex')} off [7.1.4, 11.2.1]"
        extras = []
        if others and max(p.threat for p in others) - best.threat >= 0.5:
            extras.append("keeping clear of the enemy's broadsides [11.1.1]")
        if best.collide >= 0.1 and best.lock > 0:
            extras.append("ready to foul her, since her boarders would win [8.3.5, 12.3]")
        elif any(p.collide >= 0.2 and p.lock < 0 for p in others) and best.collide < 0.1:
            extras.append("without fouling an enemy whose boarders would win [8.3.5, 12.3]")
        return f"{head}: {', '.join([main, *extras])}; {opening}"


# ---- The captain ----


#: what a handler says: its decision, or why it leaves the phase to ``done`` (or ``None``: nothing to say)
Said = Decision | str | None
#: the verbs the captain answers, in the order it weighs them, each by its method ``_<verb>``: orders and locks [7.0,
#: 32.0, 6.0, 9.0], then parties, guns and their loads [10.0, 12.0, 11.0, 13.0]
VERBS: tuple[str, ...] = ("order", "ahead", "flag", "erase", "unfoul", "ungrapple", "grapple")
VERBS += ("firefight", "board", "defend", "counter", "fire", "mortar", "lose", "load", "lighten")
#: the verbs with nothing to weigh, and what the captain says taking them (:func:`_says`): the one offered, or the
#: most crew sections offered (the more, the likelier a fire goes out or boarders are met)
SAYS = {
    "flag": "names {ship} flag ship, so her squadron writes its orders turn by turn again [32.5]",
    "erase": "erases {ship}'s orders written ahead: she is back within her flag ship's reach [32.4.1]",
    "firefight": "{ship} sets {sections} to fight the fire: the more, the likelier it goes out [16.1.2.2]",
    "defend": "{ship} forms a defensive party of {sections}: boarders who meet none take her at once [10.2.2, 12.2.4]",
    "lighten": "{ship} throws guns over to float off the shoal: +1 on her refloat die [38.2.2.1]",
}


def _says(legal: list[WoodenShipsAction], verb: str) -> Decision:
    """A verb of :data:`SAYS` taken: the first offered with the most crew sections (none for most verbs)."""
    a = max((x for x in legal if x.verb == verb), key=lambda x: int(x.get("sections") or 0))
    sections = plural(int(a.get("sections") or 0), "crew section")
    return Decision(a, SAYS[verb].format(ship=a.ship, sections=sections))


class Captain(KitCaptain[Weights, EngineGame[Any, Any]]):
    """A computer captain for either side of either game: legal, deterministic, explainable
    (:class:`sailkit.captain.Captain`). ``Captain(weights).choose(game)`` picks a legal action, :meth:`decide` also
    says why, :attr:`last` keeps it; it refuses when the game is over [14.1.4] or a die is due [5.0]."""

    defaults = WEIGHTS
    over_case = "14.1.4"
    dice_case = "5.0"

    def judge(self, game: EngineGame[Any, Any], legal: list[WoodenShipsAction]) -> Decision:
        sight = Sight(game, str(game.current_side()), self.weights)
        verbs = {a.verb for a in legal}
        why: list[str] = []
        for verb in VERBS:
            if verb in verbs:
                said: Said = _says(legal, verb) if verb in SAYS else getattr(self, f"_{verb}")(sight, legal)
                if isinstance(said, Decision):
                    return said
                if said and said not in why:
                    why.append(said)
        return self._done(sight, legal, why)

    def _done(self, sight: Sight, legal: list[WoodenShipsAction], why: Sequence[str]) -> Decision:
        done = WoodenShipsAction("done", (sight.side,))
        phase = sight.state.phase.replace("_", " ")
        if done not in legal:  # pragma: no cover - every phase but the orders offers done, and orders are handled
            return Decision(legal[0], f"the first choice offered in the {phase} phase: nothing to weigh [5.0]")
        if why:
            return Decision(done, f"{sight.side} is done with the {phase} phase: {'; '.join(why)}")
        return Decision(done, f"{sight.side} has nothing more worth doing in the {phase} phase [5.0, 17.0]")

    # ---- orders [7.0-7.2, 20.1, 32.3] ----

    def _order(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        verb = "order" if any(a.verb == "order" for a in legal) else "ahead"
        first = next(a for a in legal if a.verb == verb)
        name = str(first.ship)
        mine = [a for a in legal if a.verb == verb and a.ship == name and not a.get("note")]
        plots = [str(a.get("plot")) for a in mine]
        orders = Orders(sight, sight.ship(name))
        plans = orders.weigh(plots)
        best = max(plans, key=lambda p: p.score(sight.w))
        reason = orders.because(best, [p for p in plans if p is not best])
        action = mine[plots.index(best.course.plot)]
        note, why = self._note(sight, orders.me, best, legal, first)
        if note:
            action = WoodenShipsAction(verb, (*action.args, note))
            reason += f"; {why}"
        if verb == "ahead":
            reason = f"writes ahead for turn {first.get('turn')}, planned from where she lies now [32.3]: {reason}"
        return Decision(action, reason, best.score(sight.w))

    _ahead = _order  # orders written ahead are weighed as orders are [32.3]

    def _note(
        self, sight: Sight, me: Ship, plan: Plan, legal: list[WoodenShipsAction], first: WoodenShipsAction
    ) -> tuple[str, str]:
        """Full sails to close a distant enemy, battle sails to fight one near [20.1, 20.1.5.2, 24.2]."""
        if sight.state.level != "advanced":
            return "", ""
        noted = {
            str(a.get("note"))
            for a in legal
            if a.verb == first.verb and a.ship == me.name and a.get("plot") == plan.course.plot
        }
        _, rng = sight.nearest(me)
        if not me.full_sails and "FS" in noted and rng > sight.w.far and plan.fire < sight.w.hold:
            return "FS", f"she sets full sails, the nearest enemy {rng} hexes off: more hexes in every attitude [20.1]"
        if me.full_sails and "BS" in noted and rng <= sight.w.near:
            return (
                "BS",
                f"she takes in to battle sails {rng} hexes from the enemy, to fire without the full-sail penalty [20.1.5.2, 24.2]",
            )
        return "", ""

    # ---- locking: unfouling, grappling [6.0, 9.0] ----

    def _unfoul(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        for a in legal:
            if a.verb != "unfoul" or a.get("sacrifice"):
                continue
            me, other = sight.pair(a, "other")
            if other.side == me.side or not other.status.fights or not other.crew_total:
                return Decision(a, f"{me.name} tries to unfoul {other.name}: nothing to gain alongside her [6.0]")
            if sight.lock_worth(me, other) < 0:
                keen = WoodenShipsAction("unfoul", (me.name, other.name, "sacrifice"))
                pick = keen if keen in legal and sight.boarded(me, other) > sight.w.risk else a
                extra = ", striking a rigging box for +1 [6.1]" if pick is keen else ""
                return Decision(
                    pick,
                    f"{me.name} tries to unfoul {other.name}{extra}: {other.name}'s boarders would likely win "
                    "[6.0, 12.3]",
                )
        first = next(a for a in legal if a.verb == "unfoul")
        return f"{first.ship} stays fouled: her boarders have the better of the enemy's [6.0, 12.3]"

    def _ungrapple(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        for a in legal:
            if a.verb != "ungrapple":
                continue
            me, other = sight.pair(a, "other")
            if other.side != me.side and sight.lock_worth(me, other) < 0:
                return Decision(
                    a,
                    f"{me.name} tries to cut the grapple to {other.name}, whose boarders would likely win [9.2, 12.3]",
                )
        first = next(a for a in legal if a.verb == "ungrapple")
        return f"{first.ship} keeps her grapples: her boarders have the better of the enemy's [9.2, 12.3]"

    def _grapple(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        grapples = [(sight.lock_worth(*sight.pair(a)), a) for a in legal if a.verb == "grapple" and sight.foe(a)]
        worth, a = max(grapples, key=lambda t: t[0], default=(0.0, None))
        if a is None or worth <= 0:
            ships = sorted({str(a.ship) for a in legal if a.verb == "grapple"})
            return f"{' and '.join(ships)} throw{'s' if len(ships) == 1 else ''} no grapnels: no melee her boarders would win [9.1, 12.3]"
        odds = sight.boards(*sight.pair(a))
        return Decision(
            a,
            f"{a.ship} throws grapnels at {a.target}: her boarders would take her {odds:.0%} of the time [9.1, 12.3]",
            worth,
        )

    # ---- boarding preparation and melee [10.0, 12.0, 2H] ----

    def _board(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        best: tuple[float, WoodenShipsAction, float] | None = None
        for a in legal:
            if a.verb != "board":
                continue
            me, other = sight.pair(a)
            n = int(a.get("sections") or 0)
            win, lose = boarding_odds(sight.state, me, other, n)
            if win < sight.w.board or lose > sight.w.risk:
                continue
            worth = win - 0.01 * n  # as sure with fewer sections: keep the others at the guns [11.3.3]
            if best is None or worth > best[0]:
                best = (worth, a, win)
        if best is None:
            ships = sorted({str(a.ship) for a in legal if a.verb == "board"})
            return f"{' and '.join(ships)} send{'s' if len(ships) == 1 else ''} no boarders: they would not win the melee [10.2, 12.3]"
        worth, a, win = best
        n = int(a.get("sections") or 0)
        return Decision(
            a,
            f"{a.ship} boards {a.target} with {plural(n, 'crew section')}: they take her {win:.0%} of the time "
            "against her whole crew defending [10.2, 12.3]",
            worth,
        )

    def _counter(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        for a in legal:
            if a.verb != "counter":
                continue
            me, other = sight.pair(a)
            if sight.boards(me, other) > 0:
                return Decision(a, f"{me.name}'s defenders board {other.name} in turn: they outfight her crew [12.3.5]")
        first = next(a for a in legal if a.verb == "counter")
        return f"{first.ship}'s defenders stay aboard: they would not take the enemy [12.3.5]"

    # ---- combat [11.0, 24.0] ----

    def _fire(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        shots = [(self._shot_worth(sight, a), a) for a in legal if a.verb in ("fire", "mortar")]
        if not shots:
            return None
        (worth, table), a = max(shots, key=lambda s: s[0][0])
        if a.verb == "mortar":
            gun = f"her {a.get('mortar')} mortar at {a.target}"
        else:
            gun = f"her {'left' if a.broadside == 'L' else 'right'} broadside at {a.target}'s {a.get('aim')}"
        if worth < sight.w.hold:
            return (
                f"{a.ship} holds her fire: the best shot, {gun} (Hit Table {table}), is worth {worth:.1f} hull boxes, "
                "not a load's worth [11.1.6, 13.1]"
            )
        aim = "11.2.5" if a.get("aim") == "rigging" else "11.2.6"
        return Decision(
            a,
            f"{a.ship} fires {gun}: Hit Table {table}, worth {worth:.1f} hull boxes on average [11.1.4, 11.2.3, {aim}]",
            worth,
        )

    @staticmethod
    def _shot_worth(sight: Sight, a: WoodenShipsAction) -> tuple[float, int]:
        """What a shot is worth, and its Hit Table: the rules work it out on the captain's own copy [11.2, 42.9]."""
        st = sight.state
        shot = RULES.apply_action(st, a)[0].shots[-1]
        aim = shot.aim if shot.aim in ("hull", "rigging") else "hull"  # a mortar aims at the hull [42.9.2]
        worth = shot_worth(
            shot.table, aim, shot.ammo, Target.of(sight.ship(shot.target), st.position), st.level, sight.w
        )
        return worth * (3 if shot.mortar else 1), shot.table  # every mortar hit counts three times [42.9.3]

    _mortar = _fire  # a bomb's mortar is weighed as a broadside is [42.9]

    def _lose(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        """The broadside that gives up gun hits when both are as near the firer [11.4.3.1]: the fuller one, as the
        earlier hits of the phase leave her, so both broadsides can still answer an enemy on either beam."""
        choices = [a for a in legal if a.verb == "lose"]
        index = combat.gun_choice_due(sight.state)
        assert index is not None, "offered only while a shot waits for the choice"
        me = combat.as_marked(sight.state, index)
        fuller = fuller_side(me)
        lose = next(a for a in choices if a.broadside == fuller.value)
        left, right = (me.guns_on(b) + me.carronades_on(b) for b in Broadside)
        return Decision(
            lose,
            f"{me.name} gives up the guns of her fuller broadside, the {SIDE_WORDS[fuller]} ({left} guns and "
            f"carronades left, {right} right), so both broadsides can still answer [11.4.3.1]",
        )

    # ---- reload [13.0, 24.2, 26.0] ----

    def _load(self, sight: Sight, legal: list[WoodenShipsAction]) -> Said:
        loads = [a for a in legal if a.verb == "load"]
        name = str(loads[0].ship)
        me = sight.ship(name)
        mine = [a for a in loads if a.ship == name]
        facing = self._enemy_side(sight, me)
        side = min({str(a.broadside) for a in mine}, key=lambda x: (x != facing.value, x))
        options = [a for a in mine if a.broadside == side]
        words = "left" if side == "L" else "right"
        if options[0].get("ammo") == "M":  # a turn's work on a bomb's mortar (Optional Rule 42.5)
            return Decision(options[0], f"{name} works at loading her mortar: four turns' work fires it [42.5]")
        if sight.state.level != "advanced":
            return Decision(options[0], f"{name} reloads her {words} broadside, the side facing the enemy [13.1]")
        _, rng = sight.nearest(me)
        wanted = "D" if rng <= 1 else "R"
        a = next((x for x in options if x.get("ammo") == wanted), None) or next(
            (x for x in options if x.get("ammo") == "R"), options[0]
        )
        ammo = str(a.get("ammo") or "R")
        why = "the enemy lies alongside" if ammo == "D" else "it reaches 10 hexes"
        return Decision(
            a,
            f"{name} loads {ammunition.NAMES.get(ammo, ammo)} in her {words} broadside, the side facing the enemy: "
            f"{why} [13.1, 24.2]",
        )

    @staticmethod
    def _enemy_side(sight: Sight, me: Ship) -> Broadside:
        """The broadside the nearest enemy lies off (her bow hex's side of the keel) [3.2.8, 11.1.2]."""
        enemy, _ = sight.nearest(me)
        if enemy is None:
            return Broadside.L
        k, _ = local(me.counter, enemy.bow)
        if k == 0:
            k, _ = local(me.counter, enemy.stern)
        return Broadside.L if k < 0 else Broadside.R


__all__ = [
    "WEIGHTS",
    "Bearing",
    "Captain",
    "Course",
    "Gunnery",
    "Orders",
    "Plan",
    "Sight",
    "Target",
    "Weights",
    "boarding_odds",
    "courses",
    "frame",
    "meet",
    "melee_odds",
    "shot_worth",
]
