"""The state of a game: each ship's log [3.2, 2.5] and the position, as immutable values.

A :class:`Ship` is one ship's log sheet with its counter's place: the boxes left in each
section (hull, crew sections, guns and carronades per broadside, rigging sections), the
loads, the initial-broadside marks, its status and how long it has lain still. A
:class:`Position` is what the map and the logs show at one moment: the turn, the wind,
the ships, and the fouled and grappled pairs. The engine's :class:`State` adds where in
the turn the game is (phase, written orders, pending dice).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cached_property
from typing import Any, TypeVar

from ...errors import UnknownChoiceError
from ...geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip, gap
from ...readings import Readings
from .fields import Broadside
from .readings import DEFAULT


class Status(StrEnum):
    """Whether a ship still fights, and if not why [11.4]; a captured ship is shown by her side, not her status [12.4]."""

    ACTIVE = "active"
    STRUCK = "struck"  #: no hull left [11.4.1.2]
    FIREPOWER = "firepower"  #: surrendered: no guns and no friend near [11.4.3.2]
    IMMOBILE = "immobile"  #: surrendered: no rigging and no friend near [11.4.4.2]
    SUNK = "sunk"  #: removed: sank [24.3.2.2]
    EXPLODED = "exploded"  #: removed: blew up [24.3.2.3]
    WRECKED = "wrecked"  #: removed: ran onto land (Optional Rule 38.3)
    WAITING = "waiting"  #: not yet on the map: she enters on the turn the scenario gives [7.2.8, 8.1.2]

    @property
    def fights(self) -> bool:
        return self is Status.ACTIVE


@dataclass(frozen=True)
class Ship:
    """One ship's log and counter."""

    name: str
    side: str  #: who sails her now (a captor after capture)
    type_key: str
    quality: str
    bow: Hex
    facing: HexDirection
    hull: int
    crew: tuple[int, ...]  #: boxes left in sections 1, 2, 3
    guns: tuple[int, int]  #: left, right
    carronades: tuple[int, int]
    rigging: tuple[int, ...]  #: boxes left in each rigging section, section 1 first
    rigging_full: tuple[int, ...]  #: boxes each rigging section started with
    turning: int  #: turning ability [2.31.1]
    class_number: int
    points: int  #: victory points at the starting crew quality [14.2.1]
    loaded: tuple[bool, bool] = (True, True)  #: left, right [13.0]
    fired: tuple[bool, bool] = (False, False)  #: has fired (the initial-broadside bonus is spent) [11.3.4]
    status: Status = Status.ACTIVE
    owner: str = ""  #: the side she started with
    still: int = 0  #: consecutive Movement Execution Phases without moving a hex forward [8.2.1]
    all_in: bool = False  #: every crew section boarded: no fire now, no move next turn [10.2.5]
    # ---- the Advanced Game ----
    full_speed: int = 0  #: full-sail speed [2.31.3]
    full_sails: bool = False  #: under full sails [20.1]
    sail_order: str = (
        ""  #: "FS" or "BS" noted this turn, done in the Full Sail Phase; its crew is in the rigging [20.1.5]
    )
    ammo: tuple[str, str] = ("R", "R")  #: the shot loaded on each side: R, C, G or D [24.2]
    reloads: int = 30  #: reload squares left [26.1.1]; -1 in another side's view when they are hidden from it [7.2.5]
    stopped: bool = False  #: the bow did not leave its hex last Movement Execution Phase [20.4.1]
    ended_on_turn: bool = False  #: last phase's movement ended on a turn [20.4.2]
    doom: str = ""  #: "sink" or "explode" after a Destroyed Hull roll [24.3.2]
    on_fire: bool = False  #: a fire burns aboard [Critical Hit Table 2H]
    no_turn: bool = False  #: helm or rudder shot away: no turning next Movement Phase [4H, 9H]
    fallen: tuple[int, int] = (0, 0)  #: turns left of fallen rigging over the left / right guns [5R, 9R]
    pumping: bool = False  #: waterline damage: a crew section keeps her afloat for the rest of the game [10H]
    anchor: str = ""  #: "A", "AB", "AS" when anchored, "weigh" while weighing [20.3]
    anchors_left: int = 2  #: anchor cables [20.3.8]
    note: str = ""  #: an anchor or repair order noted this turn (A, AB, AS, UA, CUT, RH, RG, RR) [20.3, 20.5]
    quiet: bool = (
        False  #: may not load or fire this turn: repairing, weighing, or turned on springs [20.3.4.2, 20.3.6.1, 20.5.3]
    )
    repairs: tuple[int, int, int] = (0, 0, 0)  #: turns of repair done on hull, guns, rigging [26.2.2]
    # ---- prizes [12.4] ----
    prisoners: int = 0  #: her own crew held below by a prize crew [12.4.7]
    prize_losses: int = 0  #: crew losses counted since she was taken: odd ones fall on the prize crew [12.4.11]
    owner_quality: str = ""  #: her own crew's quality, while a prize crew of another quality sails her [12.4.10]
    aground: int = 0  #: aground: the die to beat to refloat (0: afloat) (Optional Rule 38)
    traits: tuple[str, ...] = ()  #: "fore-and-aft" rig, "uncoppered" hull, as the scenario says (Optional Rules 40, 41)
    hanging: str = ""  #: "L" or "R": a mast hangs over that side (Optional Rule 36.2)
    doubling: str = ""  #: "L" or "R": a double-shot load half done, finished next Reload Phase [24.2.3.3]
    #: guns left in the bow section of the left / right broadside; None: half of what is left (reading gun_sections)
    bow_guns: tuple[int, int] | None = None
    bow_carronades: tuple[int, int] | None = None  #: carronades left in the bow sections, likewise [16.2.2]
    fire_crews: int = -1  #: crew sections set to fight a fire aboard; -1: not chosen (every free section) [2H]
    jettisoned: tuple[int, int] = (0, 0)  #: gun boxes thrown overboard from each broadside, never repaired [38.2.2.1]
    lightened: bool = False  #: guns thrown over for +1 on the refloat die (Optional Rule 38.2.2.1)
    #: a bomb's mortars: the second (logged in the left section) and the bow mortar (right) (Optional Rule 42.5, 42.6)
    mortars: tuple[int, int] = (0, 0)
    #: turns of loading done on each mortar, second then bow; 4 is loaded (Optional Rule 42.5)
    mortar_loading: tuple[int, int] = (0, 0)
    enters: int = 0  #: the turn she enters the map (0: on it from the start) [7.2.8, 8.1.2]
    adrift: int = 0  #: dismasted: turns adrift since her rigging went or since her last turn [8.2.5]

    def __post_init__(self) -> None:
        if not self.owner:
            object.__setattr__(self, "owner", self.side)

    @cached_property
    def counter(self) -> TwoHexShip:
        return TwoHexShip(self.bow, self.facing)

    @cached_property
    def hexes(self) -> tuple[Hex, Hex]:
        return (self.bow, self.counter.stern)

    @property
    def stern(self) -> Hex:
        return self.counter.stern

    @property
    def crew_total(self) -> int:
        return sum(self.crew)

    @property
    def sections_lost(self) -> int:
        """Crew sections with no box left, and one at the pumps after waterline damage [11.3.3, 10H]."""
        return sum(1 for c in self.crew if c == 0) + (1 if self.pumping else 0)

    @property
    def rigging_sections_lost(self) -> int:
        """Rigging sections emptied: each costs one hex of allowance in every attitude [11.4.4.1]."""
        return sum(1 for r in self.rigging if r == 0)

    @property
    def battle_sail_speed(self) -> int:
        return len(self.rigging_full)

    @property
    def guns_total(self) -> int:
        return sum(self.guns) + sum(self.carronades)

    def guns_on(self, side: Broadside) -> int:
        return self.guns[0 if side is Broadside.L else 1]

    def carronades_on(self, side: Broadside) -> int:
        return self.carronades[0 if side is Broadside.L else 1]

    def is_loaded(self, side: Broadside) -> bool:
        return self.loaded[0 if side is Broadside.L else 1]

    def has_fired(self, side: Broadside) -> bool:
        return self.fired[0 if side is Broadside.L else 1]

    @property
    def afloat(self) -> bool:
        """On the map: not sunk, blown up nor wrecked [24.3.2, 38.3], nor still waiting to enter [8.1.2]."""
        return self.status not in (Status.SUNK, Status.EXPLODED, Status.WRECKED, Status.WAITING)

    @property
    def in_rigging(self) -> bool:
        """A crew section is in the rigging this turn: a sail change was noted [20.1.5.3, 24.5]."""
        return bool(self.sail_order)

    @property
    def aloft_section(self) -> int | None:
        """The crew section in the rigging (0-based): her lowest-numbered section with a box left, while a sail
        change is noted; it may join no offensive nor transfer party [20.1.5.3, 23.0]."""
        if not self.in_rigging:
            return None
        return next((i for i, c in enumerate(self.crew) if c > 0), None)

    def ammo_on(self, side: Broadside) -> str:
        return self.ammo[0 if side is Broadside.L else 1]

    @property
    def captured(self) -> bool:
        return self.side != self.owner

    def with_(self, **changes: object) -> Ship:
        return replace(self, **changes)  # type: ignore[arg-type]

    def moved_to(self, counter: TwoHexShip) -> Ship:
        return replace(self, bow=counter.bow, facing=counter.facing)


#: (dq, dr) of a step to each of a hex's six neighbours
_STEPS = tuple(d.step for d in HexDirection)


def pair(a: str, b: str) -> tuple[str, str]:
    """A fouled or grappled pair, its two names sorted."""
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class Wind:
    """The wind: the direction it blows toward (reading ``wind_arrow``) and its velocity 0-7 [18.1]."""

    direction: HexDirection
    velocity: int = 3
    initial: HexDirection | None = None
    change: tuple[int, ...] = ()  #: 2d6 totals that change it [18.1.3]

    def __post_init__(self) -> None:
        if self.initial is None:
            object.__setattr__(self, "initial", self.direction)


@dataclass(frozen=True)
class Position:
    """What the map and the logs show: turn, wind, ships, fouled and grappled pairs [2.5, 8.3.8, 9.1.8]."""

    turn: int
    wind: Wind
    ships: tuple[Ship, ...]
    fouled: frozenset[tuple[str, str]] = frozenset()
    grappled: tuple[tuple[str, str], ...] = ()  #: one entry per successful grapple [9.1.5.1]
    land: frozenset[Hex] = frozenset()
    towing: tuple[tuple[str, str], ...] = ()  #: (tower, ship in tow) (Optional Rule 35)

    def ship(self, name: str) -> Ship:
        """The ship named ``name``, or an error listing the ships there are."""
        found = self.find(name)
        if found is None:
            raise UnknownChoiceError("ship", name, [s.name for s in self.ships])
        return found

    def find(self, name: str) -> Ship | None:
        """The ship named ``name``, or ``None``."""
        return self._by_name.get(name)

    # Lookups worked out once a position (a position never changes), never compared nor copied by ``replace``.

    @cached_property
    def _by_name(self) -> dict[str, Ship]:
        out: dict[str, Ship] = {}
        for s in self.ships:
            out.setdefault(s.name, s)  # the first of a name, as a search along the ships finds
        return out

    def with_ship(self, ship: Ship) -> Position:
        return replace(self, ships=tuple(ship if s.name == ship.name else s for s in self.ships))

    def with_(self, **changes: object) -> Position:
        return replace(self, **changes)  # type: ignore[arg-type]

    def locked(self, name: str) -> bool:
        """Fouled or grappled: may not move or pivot, only drift [8.2.3, 8.3.6, 9.1.6]."""
        return name in self._partners

    def partners(self, name: str) -> set[str]:
        """The ships ``name`` is fouled or grappled with [8.3.6, 9.1.6]."""
        return set(self._partners.get(name, ()))

    def alongside(self, name: str) -> tuple[str, ...]:
        """The ships whose counters touch hers, the nearest hexes of the two one apart (afloat or not, in the order of
        :attr:`ships`): those she may grapple [9.1.1] or send a party to [10.2.6]."""
        return self._alongside.get(name, ())

    @cached_property
    def _partners(self) -> dict[str, frozenset[str]]:
        """Each ship fouled or grappled, with the ships she is locked to."""
        out: dict[str, set[str]] = {}
        for a, b in (*self.fouled, *self.grappled):
            out.setdefault(a, set()).update({b} - {a})
            out.setdefault(b, set()).update({a} - {b})
        return {name: frozenset(them) for name, them in out.items()}

    @cached_property
    def _alongside(self) -> dict[str, tuple[str, ...]]:
        """:meth:`alongside` of every ship, found through the hexes next to hers rather than by measuring to every
        other ship (the exact gap is measured only to those found there)."""
        at: dict[tuple[int, int], list[int]] = {}
        for i, s in enumerate(self.ships):
            for h in s.hexes:
                at.setdefault((h.q, h.r), []).append(i)
        out: dict[str, tuple[str, ...]] = {}
        for i, s in enumerate(self.ships):
            near = {j for h in s.hexes for dq, dr in _STEPS for j in at.get((h.q + dq, h.r + dr), ())} - {i}
            touching = (self.ships[j] for j in sorted(near))
            out.setdefault(s.name, tuple(o.name for o in touching if gap(s.hexes, o.hexes) == 1))
        return out

    @property
    def sides(self) -> tuple[str, ...]:
        out: list[str] = []
        for s in self.ships:
            if s.owner not in out:
                out.append(s.owner)
        return tuple(out)


@dataclass(frozen=True)
class Shot:
    """A broadside fired, waiting for its Hit Table die or for the end of the phase [11.1.7]."""

    firer: str
    side: Broadside
    target: str
    aim: str
    table: int  #: the modified Hit Table number (may exceed 10 in the Advanced Game; below 0 misses)
    rolls: tuple[int, ...] = ()
    hits: tuple[str, ...] = ()  #: the results read, as Hit Table text
    ammo: str = "R"  #: the shot fired [24.2]
    section: str = "full"  #: the guns that bore: full, bow or stern [24.1.2]
    rake: str = ""  #: "bow" or "stern" for an Advanced Game rake [24.4]
    range: int = 0
    mortar: str = ""  #: "bow" or "second": a bomb's mortar fired (Optional Rule 42)
    #: "L" or "R": the target's broadside she chose to lose this shot's gun hits first, both being as near [11.4.3.1]
    gun_side: str = ""


@dataclass(frozen=True)
class Party:
    """A boarding party [10.2]: ``kind`` OBP (attack ``target``) or DBP (defend), of whole crew sections (0-based)."""

    ship: str
    kind: str
    sections: tuple[int, ...]
    target: str = ""


@dataclass(frozen=True)
class Melee:
    """A melee under way: attacking OBPs against one ship, rounds fought this turn [12.3]."""

    target: str
    attackers: tuple[str, ...]
    round: int = 0
    dice: tuple[int, ...] = ()  #: this round's dice so far: attackers' then defenders'


@dataclass(frozen=True)
class Task:
    """A die to roll: what it decides and the facts it needs."""

    kind: str  #: rolloff, foul, unfoul, grapple, ungrapple, fire, melee
    args: tuple = ()
    modifier: int = 0


@dataclass(frozen=True)
class State:
    """Everything the engine needs: the position and where in the turn the game stands."""

    position: Position
    phase: str
    level: str = "basic"
    done: frozenset[str] = frozenset()  #: sides finished with this phase
    orders: tuple[tuple[str, str], ...] = ()  #: (ship, written plot) in the order written
    executed: tuple[tuple[str, str], ...] = ()  #: (ship, plot as carried out) this turn
    rolloffs: tuple[tuple[str, str, int, str], ...] = ()  #: (ship, ship, step, winner) decided this turn
    collisions: tuple[tuple[str, str], ...] = ()  #: pairs that collided this turn
    tried: frozenset[tuple[str, str, str]] = frozenset()  #: (verb, ship, other) attempted this turn
    parties: tuple[Party, ...] = ()
    melees: tuple[Melee, ...] = ()
    #: (ship, ship whose boarders she beat off, rounds fought): a victorious DBP may board back [12.3.5]
    counters: tuple[tuple[str, str, int], ...] = ()
    #: transferred boxes held apart until the turn ends, (from, to, boxes, side) [12.1.2, 10.2.7]
    crossing: tuple[tuple[str, str, int, str], ...] = ()
    shots: tuple[Shot, ...] = ()
    reloaded: frozenset[str] = frozenset()
    pending: tuple[Task, ...] = ()
    rolled_wind: bool = False  #: the Wind Phase's dice are thrown [18.1.3]
    marked: bool = False  #: this Combat Phase's ordinary hits are marked; criticals follow [16.1.2.2.2]
    anchoring: bool = False  #: the scenario allows anchors [20.3]
    optional: frozenset[str] = frozenset()  #: Optional Rules in play [30.0-42.0]
    depths: tuple[tuple[Hex, int], ...] = ()  #: water depth in feet where the scenario gives one (Optional Rule 38)
    refloat_rolled: bool = False  #: this Reload Phase's refloating dice are thrown [38.2.1]
    #: (squadron, flag ship, turn she gave up or 0) under command lag (Optional Rule 32.1, 32.5)
    flags: tuple[tuple[str, str, int], ...] = ()
    #: (ship, her orders written ahead, this turn's or the next first) under command lag (Optional Rule 32.3)
    ahead: tuple[tuple[str, tuple[str, ...]], ...] = ()
    late_loading: bool = False  #: the scenario's ships load in turn 1's Reload Phase [13.5]
    result: str = ""  #: "" while playing, else the outcome
    max_turns: int = 0
    readings: Readings = DEFAULT
    grid: HexGrid = HexGrid(40, 30)

    def with_(self, **changes: object) -> State:
        return replace(self, **changes)  # type: ignore[arg-type]

    @cached_property
    def memo(self) -> dict[tuple[str, ...], Any]:
        """What the turn sequence has worked out from this state (who decides, each ship's choices), kept with it: a
        step asks it more than once (the sequence to know whether to stop, then the engine to list the choices), and
        a state never changes. Not a field: never compared, copied by ``replace`` nor shown."""
        return {}

    def order_of(self, name: str) -> str | None:
        """The order written for ``name`` this turn, if any [7.2]."""
        return dict(self.orders).get(name)

    def executed_of(self, name: str) -> str:
        """What ``name`` carried out of her order this turn (``""`` before the Movement Execution Phase) [8.1.1]."""
        return dict(self.executed).get(name, "")

    def in_melee(self, name: str) -> bool:
        """Is ``name`` fighting, or being fought over, in a melee under way [12.3.3]?"""
        return any(name == m.target or name in m.attackers for m in self.melees)

    def sections_in_parties(self, name: str) -> tuple[int, ...]:
        """The crew sections (0-based) of ``name`` already in one of her boarding parties this turn [10.1.2.2, 10.2.3]."""
        return tuple(sorted({i for p in self.parties if p.ship == name for i in p.sections}))


T = TypeVar("T")


def kept(state: State, ship: Ship, kind: str, work: Callable[[State, Ship], list[T]]) -> list[T]:
    """``work(state, ship)`` (a ship's choices of one ``kind``), worked out once a state and kept in its
    :attr:`State.memo`; for a ship that is not this state's own, worked out afresh."""
    if state.position.find(ship.name) is not ship:
        return work(state, ship)
    key = (kind, ship.name)
    found: tuple[T, ...] | None = state.memo.get(key)
    if found is None:
        found = state.memo[key] = tuple(work(state, ship))
    return list(found)


def keep_others(before: State, after: State, actor: str) -> None:
    """What :func:`kept` holds for every ship but ``actor``, carried from ``before`` to ``after`` in the same phase: for
    an action that changes the actor's choices only (the caller says which those are). A ship whose log the action
    changed all the same is left to be worked out again."""
    if after is before or after.phase != before.phase:
        return
    old, new = before.position, after.position
    after.memo.update(
        (key, found)
        for key, found in before.memo.items()
        if len(key) == 2 and key[1] != actor and new.find(key[1]) is old.find(key[1])
    )


__all__ = [
    "Melee",
    "Party",
    "Position",
    "Ship",
    "Shot",
    "State",
    "Status",
    "Task",
    "Wind",
    "keep_others",
    "kept",
    "pair",
]
