"""The state of a game of *As Per Margin*: one immutable value a moment, on a :class:`~.notation.Position`.

A :class:`State` holds the table (``position``: turn, wind, speed, ships), where the turn stands (``phase``, a
:class:`~.turn.Phase`, ``None`` before turn 1), who is Side 1, the dice due (:class:`Throw`), a ship part-way
through its move (:class:`Moving`) and what each ship has done this turn. A ship's ``side`` (1 or 2) is its
*player*, the first or second of the set-up's ``sides`` labels (``"GB"``, ``"FR"``); a struck ship is sailed by the
player it struck to (:func:`controller`).

What a state offers to readers (drawing, replays, tutorials)
    ``state.position`` (a :class:`~.notation.Position`: ``turn``, ``wind_from``,
    ``speed``, ``prevailing``, ``ships``); each :class:`~.ships.Ship` has ``name``,
    ``side``, ``pose`` (``mainmast`` point, ``pose.heading``), ``damage``, and the
    properties ``damaged``, ``dismasted``, ``at_pumps``, ``sunk``, ``struck_to``;
    :meth:`State.status` words a ship's state; :meth:`State.locked_pairs` the ships
    fallen aboard; ``state.phase`` (a :class:`~.turn.Phase`, ``None`` before turn 1);
    ``state.side_one``; ``state.gone`` (ships off the table); ``state.moving`` (a ship
    part-way through its move); ``state.result`` (``""`` until the game ends).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ...readings import Readings
from .notation import Position
from .ships import Ship
from .struck import status
from .turn import Phase

if TYPE_CHECKING:  # pragma: no cover - the set-up's module reads positions: no import back at run time
    from .scenarios import Setup


@dataclass(frozen=True)
class Throw:
    """Dice due now: what they are for (``kind``), how many more, the dice so far and the ships concerned."""

    kind: str
    want: int
    dice: tuple[int, ...] = ()
    ships: tuple[str, ...] = ()
    then: tuple[str, ...] = ()  #: what follows (a fire or boarding waiting on a pumps throw, a run after a tack)
    held: tuple[int, ...] = ()  #: dice of an earlier stage (fire dice while Table II is thrown)


@dataclass(frozen=True)
class Moving:
    """A ship part-way through its run: inches left, its wish, the ships already checked, whether it drifts."""

    ship: str
    remaining: float
    grapple: bool = False
    drifting: bool = False
    #: the direction it is carried when that is not its heading (a stays-missed ship that keeps its heading)
    course: float | None = None
    checked: frozenset[str] = frozenset()
    against: str = ""  #: the ship it is checking against now
    wishes: tuple[tuple[str, str], ...] = ()  #: the wishes given for that check


@dataclass(frozen=True)
class State:
    """One moment of a game (immutable); see the module docstring for what readers may use."""

    setup: Setup
    position: Position
    phase: Phase | None = None
    side_one: int | None = None
    todo: tuple[str, ...] = ()  #: set-up throws still to make: "side", "wind", "speed"
    throw: Throw | None = None
    moving: Moving | None = None
    ask: str = ""  #: the ship whose wish is asked now (mid-move falling-aboard check)
    fired: frozenset[str] = frozenset()  #: broadsides fired in this fire step ("Victory:P")
    fought: frozenset[str] = frozenset()  #: ships that fired this turn (they may not board)
    boarded: frozenset[str] = frozenset()  #: ships boarding or boarded this turn (they may not fire)
    moved: frozenset[str] = frozenset()
    forfeit: frozenset[str] = frozenset()  #: Side 1 ships that failed to grapple again [APM-14]
    pumped: frozenset[str] = frozenset()  #: ships that threw on the pumps this turn
    tried: frozenset[str] = frozenset()  #: ships that tried to cut their grapples this turn (once a turn)
    done: frozenset[int] = frozenset()  #: players finished with this step
    offers: tuple[tuple[str, str], ...] = ()  #: (Side 1 ship, Side 2 ship) that may grapple again [APM-14]
    gone: frozenset[str] = frozenset()
    extra: str = ""  #: an independent ship that may now take its extra die or pivot [APM-03d, APM-06b]
    extra_done: frozenset[str] = frozenset()  #: ships that had their extra choice this turn
    result: str = ""

    def with_(self, **changes: object) -> State:
        return replace(self, **changes)  # type: ignore[arg-type]

    @property
    def readings(self) -> Readings:
        return self.setup.readings

    @property
    def turn(self) -> int:
        return self.position.turn

    @property
    def ships(self) -> tuple[Ship, ...]:
        return self.position.ships

    def ship(self, name: str) -> Ship:
        return self.position.ship(name)

    def label(self, player: int) -> str:
        """The set-up's label of player 1 or 2 (``"GB"``)."""
        return self.setup.sides[player - 1]

    @property
    def side_two(self) -> int | None:
        return None if self.side_one is None else 3 - self.side_one

    def locked_pairs(self) -> tuple[tuple[str, str], ...]:
        """Every pair of ships fallen aboard each other (names in table order) [FALLING ABOARD, APM-04b]."""
        out = []
        for s in self.ships:
            for o in sorted(s.locked_with):
                if s.name < o:
                    out.append((s.name, o))
        return tuple(out)

    def status(self, name: str) -> str:
        """A ship's state in words: ``"fighting"``, ``"damaged"``, ``"struck to FR"``, ``"off the table"`` ..."""
        if name in self.gone:
            return "off the table"
        s = self.ship(name)
        verdict = status(s).verdict
        words = [w for w in verdict if not w.startswith("struck")] if isinstance(verdict, tuple) else []
        if s.struck_to is not None:
            words.append(f"struck to {self.label(s.struck_to)}")
        return ", ".join(words) or "fighting"


def controller(ship: Ship) -> int:
    """The player who sails ``ship``: the one it struck to, else its own [CLARIFICATION, APM-15]."""
    return ship.struck_to if ship.struck_to is not None else ship.side


def in_play(state: State, ship: Ship) -> bool:
    """Still on the table and afloat."""
    return ship.name not in state.gone and not ship.sunk


def fighting(state: State, ship: Ship) -> bool:
    """Afloat, on the table, flying its colours and not leaving the fight."""
    return in_play(state, ship) and ship.struck_to is None and not ship.leaving


__all__ = ["Moving", "Position", "State", "Throw", "controller", "fighting", "in_play"]
