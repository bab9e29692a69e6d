"""The state of a game of Fighting Ships: one immutable value a moment, on a :class:`~.notation.Position`.

A :class:`State` holds the table (``position``: Game-Turn, phase, wind and weather, morale, Player 1, the ships with
their tokens), which player's part of the phase it is (``part``: 0 for Player 1's, 1 for Player 2's [2.1]), the dice
due now (:class:`Throw`), a ship part-way through her sailing points (:class:`Moving`), what each ship has done this
Game-Turn (in the Duel, the ships waiting to manoeuvre and the broadsides fired), and the result once the game
is over. A ship's ``side`` (1 or 2) names the first or second of the
set-up's ``sides`` labels.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...readings import Readings
from .notation import Phase, Position, Vessel
from .scenarios import Setup
from .wind import Attitude


@dataclass(frozen=True)
class Throw:
    """Dice due now: what they are for (``kind``), how many this batch wants, those thrown so far, the ships
    concerned (the thrower first) and the dice of earlier batches of the same ruling, by batch. A salvo's misses
    carried over to an entangled ship [5.6.5] keep the salvo's ``band`` and the ships still to roll for
    (``chain``); a squadron's combined salvo [9.2] is fired at its band by the members in ``pooled``."""

    kind: str
    want: int
    dice: tuple[int, ...] = ()
    ships: tuple[str, ...] = ()
    held: tuple[tuple[str, tuple[int, ...]], ...] = ()
    band: str = ""
    chain: tuple[str, ...] = ()
    pooled: tuple[tuple[str, int], ...] = ()  #: a squadron's salvo: each member and her dice, in order [9.2]

    def earlier(self, kind: str) -> tuple[int, ...]:
        """The dice of an earlier batch (``()`` when there was none)."""
        return next((dice for k, dice in self.held if k == kind), ())

    def then(self, kind: str, want: int) -> Throw:
        """The next batch of the same ruling: these dice held under this batch's kind."""
        held = (*self.held, (self.kind, self.dice))
        return Throw(kind, want, (), self.ships, held, self.band, self.chain, self.pooled)


@dataclass(frozen=True)
class Offer:
    """An admiral's effect side ``side`` may use now, or decline [APP.1.2.1]: its archetype's ``key``, the ship it
    acts on (``admiral SHIP`` uses it, ``done SIDE`` declines it) and the dice held while the side chooses (a failed
    Discipline test the Disciplinarian may count passed, the initiative dice a Revolutionary decides before)."""

    key: str
    ship: str
    side: int
    throw: Throw | None = None
    other: str = ""  #: the enemy a collision's effect is used against (the Privateer's, the Sea Dog's)


@dataclass(frozen=True)
class Moving:
    """A ship spending her sailing points [4.1.1]: points left, her attitude when she began (it holds for the whole
    move [4.1.1a]), the inches run so far [4.1.1i], and the ships she broke free of this move (no collision with
    them as she sails clear [4.3.3])."""

    ship: str
    points: int
    attitude: Attitude
    moved: float = 0.0
    clear_of: frozenset[str] = frozenset()
    motive: str = "sail"  #: what drives her this move [4.1.4]; under steam or oars the next three hold [4.1.2]
    least: float = 0.0  #: the shortest run her momentum allows
    most: float = 0.0  #: the longest run her roll, top speed and acceleration allow (4 after a short-move turn)
    since: float = 0.0  #: inches run since her last turn


@dataclass(frozen=True)
class State:
    """One moment of a game (immutable); see the module's docstring."""

    setup: Setup
    position: Position
    part: int = 0
    throw: Throw | None = None
    moving: Moving | None = None
    sailed: frozenset[str] = frozenset()  #: ships that have sailed this Game-Turn
    fought: frozenset[str] = frozenset()  #: ships that fired or boarded this Game-Turn [6.1]
    held: tuple[Moving, ...] = ()  #: the Duel: ships with sailing points waiting their turn, next first
    volley: str = ""  #: the Duel: the ship that has just finished a manoeuvre and may fire (APP.2.3.2a)
    broadsides: frozenset[tuple[str, str]] = frozenset()  #: the Duel: (ship, arc) fired this Game-Turn
    idle: frozenset[str] = frozenset()  #: the Duel: ships with no manoeuvre to make yet (``duel_idle``)
    ranged: frozenset[tuple[str, str]] = frozenset()  #: (firer, target) of every salvo this game [5.5.3.1g]
    runs: tuple[tuple[str, float], ...] = ()  #: inches each ship has run this Game-Turn [5.5.3.1c]
    helm: tuple[tuple[str, str], ...] = ()  #: the way each ship that turned this Game-Turn last turned [5.6.2]
    offer: Offer | None = None  #: an admiral's effect a side is choosing whether to use now [APP.1.2.1]
    #: (key, side, used) of the admiral's offers answered this Game-Turn: a Revolutionary's, an Explorer's [APP.1.2.1]
    answered: frozenset[tuple[str, int, bool]] = frozenset()
    #: (ship, Game-Turn) of every goalkeeper fired: she holds her fire that Game-Turn's gunnery phase [5.8.2]
    keepers: frozenset[tuple[str, int]] = frozenset()
    mines_laid: frozenset[tuple[str, int]] = frozenset()  #: (ship, Game-Turn) of every mine counter laid [9.1.5]
    rams_due: tuple[tuple[str, str], ...] = ()  #: (surface ship, diving boat) rams still to be thrown [7.2]
    #: ships sailing this Game-Turn laying smoke, each with her mainmast before each manoeuvre so far [9.1.6]
    laying: tuple[tuple[str, tuple[tuple[float, float], ...]], ...] = ()
    hunt: str = ""  #: the initiative phase's submarine step under way: ``search`` or ``evade`` [2.1d, f, 7.3]
    searched: frozenset[str] = frozenset()  #: ships that have searched by sonar this Game-Turn [7.3]
    dived: frozenset[str] = frozenset()  #: boats that changed depth or tried to evade this Game-Turn: no firing [7.2]
    found: frozenset[str] = frozenset()  #: boats located this Game-Turn: they may slip away from the next [7.3]
    asw_fired: tuple[tuple[str, int], ...] = ()  #: each ship's last Game-Turn of ASW fire [7.4]
    deck_ops: tuple[str, ...] = ()  #: the carrier of each launch and recovery this Game-Turn [8.2]
    dogfights: tuple[tuple[str, str], ...] = ()  #: patrols' catches still to fight, the patrol's fighter first [8.8]
    aa_fired: frozenset[str] = frozenset()  #: ships that have fired their AA this Game-Turn [8.6]
    # aircraft beyond the sail era's first steps (fsh-air2) [8.3, 8.8]
    hovering: frozenset[str] = frozenset()  #: counters that hovered this Game-Turn: not the next [8.3]
    wingmen: tuple[tuple[str, str], ...] = ()  #: (spare fighter, the pair's fighter it joins) in patrols' fights [8.8c]
    still: tuple[tuple[str, int], ...] = ()  #: ships with a spotter: Game-Turns running they ended still [8.7]
    battery: str = ""  #: the salvo being thrown is a ``secondary`` battery's or one ``broadside`` [5.4g, 5.4h]
    seconded: frozenset[str] = frozenset()  #: ships whose secondary battery fired this Game-Turn [5.4h]
    split: frozenset[str] = frozenset()  #: DB ships that fired one broadside of two this Game-Turn [5.4g]
    result: str = ""
    winner: int | None = None

    @property
    def readings(self) -> Readings:
        """The readings the game is played under: the set-up's."""
        return self.setup.readings

    @property
    def acting(self) -> int | None:
        """The side acting in this part of the phase: Player 1, then Player 2 [2.1]; in the Duel's manoeuvres, the
        side of the ship manoeuvring or about to fire (APP.2.3.2a); the side an admiral's offer waits on
        [APP.1.2.1]; ``None`` before the first initiative is settled."""
        if self.offer is not None:
            return self.offer.side
        if self.phase is Phase.MANOEUVRE:
            name = self.volley or (self.moving.ship if self.moving else "")
            return self.position.vessel(name).side if name else None
        first = self.position.first
        return None if first is None else first if self.part == 0 else 3 - first

    @property
    def phase(self) -> Phase:
        """The phase of the Game-Turn [2.1], as the position says."""
        return self.position.phase

    def label(self, side: int) -> str:
        """The set-up's label of side 1 or 2 (``"GB"``)."""
        return self.setup.sides[side - 1]

    @property
    def turn(self) -> int:
        """The Game-Turn, counted from 1."""
        return self.position.turn

    def vessel(self, name: str) -> Vessel:
        """The ship named ``name`` with her tokens, or an error naming the ships there are."""
        return self.position.vessel(name)

    @property
    def ships(self) -> tuple[Vessel, ...]:
        """Every ship of the position, sunk and gone ones included, in the position's order."""
        return self.position.ships

    def ran(self, name: str) -> float:
        """The inches ship ``name`` has run this Game-Turn (0 before she sails) [5.5.3.1c]."""
        return dict(self.runs).get(name, 0.0)

    def with_(self, **changes: object) -> State:
        return replace(self, **changes)  # type: ignore[arg-type]


__all__ = ["Moving", "Offer", "State", "Throw"]
