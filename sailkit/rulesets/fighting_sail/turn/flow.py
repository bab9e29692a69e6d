"""Where a Game-Turn stands [4.2]: its phases, the tasks to settle before play goes on, and the :class:`Flow`.

A :class:`Task` is a die to roll (a type a kind, with its results and case) or a forced choice (placing an unfouled
ship [11.33], re-facing one left alone [11.34]); nothing here applies a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields
from fractions import Fraction
from functools import cache
from typing import Any, ClassVar

from ....dice import D6, D66
from ....rulings import Ruling, Step, used
from ..actions import Action
from ..readings import Readings

# ---- Phases of the Game-Turn [4.2] ----

#: phase key -> (readable name, case); in the order of the 4.2 outline.
PHASES: dict[str, tuple[str, str]] = {
    "swell": ("Swell", "13.1"),
    "fires": ("Burning ships", "13.2"),
    "studding": ("Studding sails", "13.3"),
    "command": ("Command Decision", "6.1"),
    "revelation": ("Command Revelation", "6.14"),
    "allowance": ("Movement Allowance", "7.1"),
    "gauge": ("Weather Gauge", "7.21"),
    "movement": ("Movement", "7.22-7.25"),
    "fouled_fire": ("Fouled fire", "11.1"),
    "melee": ("Melee", "11.2"),
    "unfouling": ("Unfouling", "11.3"),
    "terminal": ("Terminal", "4.2"),
    "over": ("Game over", "15.0"),
}
ORDER = tuple(PHASES)
#: The phases in which orders given this Game-Turn are still face down: before the Command Revelation [6.1, 6.14]
#: (the same test as ``Game.view``).
HIDDEN_PHASES = ("swell", "fires", "studding", "command")

# ---- Tasks: what must be settled before play goes on ----


@dataclass(frozen=True, kw_only=True)
class Task:
    """Something to settle before play goes on: a die to roll (``dice`` set) or a forced choice."""

    kind: ClassVar[str]
    dice: ClassVar[tuple[int, ...] | None] = None  #: the results a die may show; ``None`` for a choice
    case: ClassVar[str]
    ship: str | None = None

    def __init_subclass__(cls, *, kind: str, case: str, dice: tuple[int, ...] | None = None) -> None:
        """A kind of task is declared in its class line: ``class DriftDie(Task, kind="drift", case="8.0", dice=D6)``."""
        super().__init_subclass__()
        cls.kind, cls.case, cls.dice = kind, case, dice


@dataclass(frozen=True, kw_only=True)
class DriftDie(Task, kind="drift", case="8.0", dice=D6):
    """A ship drifts [8.0]; ``cause`` names the case that sent it (8.11 taken aback, 8.21 wheel hit ...)."""

    cause: str | None = None


@dataclass(frozen=True, kw_only=True)
class WheelDie(Task, kind="wheel", case="10.32", dice=D6):
    """A wheel-damaged ship tests whether it obeys its command [6.21, 10.32]."""


@dataclass(frozen=True, kw_only=True)
class GaugeDie(Task, kind="gauge", case="7.21", dice=D6):
    """Equal counts for the weather gauge: one die per side, ``rolls`` so far [7.21]."""

    rolls: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class FireDice(Task, kind="fire", case="9.0", dice=D66):
    """The two fire dice of ``ship``'s broadside at ``target`` [9.0, 9.34]."""

    target: str
    aim: str
    broadside: str | None
    fouled: bool


@dataclass(frozen=True, kw_only=True)
class CriticalDie(Task, kind="critical", case="10.3", dice=D6):
    """A critical hit on ``ship``: its dice so far [10.3]."""

    aim: str
    rolled: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SwellDie(Task, kind="swell", case="13.11", dice=D6):
    """Swell moves ``ship`` (with its ``unit`` of fouled ships) [13.11]; ``by_choice`` when its owner chose to roll [13.12]."""

    unit: tuple[str, ...] = ()
    by_choice: bool = False


@dataclass(frozen=True, kw_only=True)
class BurnDie(Task, kind="burn", case="13.21", dice=D6):
    """A burning ship rolls for the fire [13.21]."""


@dataclass(frozen=True, kw_only=True)
class OrderDice(Task, kind="order", case="11.11", dice=D6):
    """Dice to break a crew tie that decides who fires next in ``square`` [11.11]: one per side in ``sides``."""

    square: str
    sides: tuple[str, ...]
    rolls: tuple[int, ...]
    crew: int
    ships: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class MeleeDice(Task, kind="melee", case="11.21", dice=D6):
    """The melee in ``square``: one die per side in ``sides``, ``rolls`` so far [11.21]."""

    square: str
    sides: tuple[str, ...]
    rolls: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class UnfoulDie(Task, kind="unfoul", case="11.32", dice=D6):
    """``ship`` tries to unfoul [11.32]."""


@dataclass(frozen=True, kw_only=True)
class Place(Task, kind="place", case="11.33"):
    """``ship`` has broken free with ``die``: its owner places it [11.33]."""

    die: int


@dataclass(frozen=True, kw_only=True)
class Face(Task, kind="face", case="11.34"):
    """``ship``, left alone by the unfouled ``mover``, may be turned to any heading [11.34]."""

    die: int
    mover: str
    square: str
    heading: str


#: Every kind of task by its name, in the order declared.
TASKS: dict[str, type[Task]] = {t.kind: t for t in Task.__subclasses__()}


@dataclass(frozen=True)
class Tie:
    """Dice rolled for one crew tie in fouled fire [11.11]: the crew, the ships tied at it, each side's roll."""

    crew: int
    ships: frozenset[str]
    rolls: tuple[tuple[str, int], ...]

    def settles(self, crew: int, ships: Iterable[str]) -> bool:
        """Whether these dice settle the tie of ``ships`` at ``crew``: the same tie, or what is left of it."""
        return crew == self.crew and set(ships) <= self.ships


@dataclass(frozen=True)
class Flow:
    """Where the game is inside the Game-Turn, beyond the :class:`~..state.Position` itself."""

    phase: str = "command"
    gauge: str | None = None  #: side holding the weather gauge this turn [7.2]
    previous_gauge: str | None = None  #: last turn's holder (reading wg_tie_roll) [7.21]
    next_side: str | None = None  #: side named to move next [7.22]
    mover: str | None = None  #: ship in the middle of its move
    stage: str = ""  #: the mover's sub-step: "after" (fire window), "fired" or "continue" (whole-move reading)
    move_verb: str | None = None  #: what the mover did before its fire window (reading declaration_triggers) [7.22]
    tasks: tuple[Task, ...] = ()
    done: frozenset[str] = frozenset()  #: sides finished with an optional choice [13.31, 11.31]
    tried: frozenset[str] = (
        frozenset()
    )  #: ships that chose already: swell [13.12], studding [13.31], unfouling [11.31], fouled fire [11.1]
    optional: tuple[str, ...] = ()  #: ships spared the swell roll whose owners may still roll [13.12]
    windows: frozenset[str] = frozenset()  #: ships that had a fire window this turn [9.11]
    squares: tuple[str, ...] = ()  #: squares whose fouled ships are still to fire [11.1]
    tie: Tie | None = None  #: the dice of the last crew tie settled in the current square [11.11]
    proposal: str | None = None  #: side whose offer to end the game awaits an answer [15.0-GL]
    accepted: frozenset[str] = frozenset()  #: sides that accepted the pending offer [15.0-GL]
    offered: frozenset[str] = frozenset()  #: sides that offered to end the game this turn [15.0-GL]
    end: Ruling | None = None  #: why the game ended [15.0]
    log: tuple[Step, ...] = ()  #: what happened in the last action, case by case
    consulted: tuple[tuple[str, str], ...] = ()  #: the readings the last action consulted, with their options

    def with_(self, **changes: Any) -> Flow:
        """A copy with ``changes`` made (as :func:`dataclasses.replace`, which every action calls too often to afford)."""
        values = self.__dict__.copy()
        values.update(changes)
        if len(values) != len(_FLOW_FIELDS):  # a name that is not a field was added
            raise TypeError(f"Flow has no field {sorted(changes.keys() - _FLOW_FIELDS)[0]!r}")
        new = object.__new__(Flow)
        object.__setattr__(new, "__dict__", values)
        return new


#: The fields of a :class:`Flow`, which :meth:`Flow.with_` may change.
_FLOW_FIELDS = frozenset(f.name for f in fields(Flow))


def logged(flow: Flow, ruling: Ruling) -> Flow:
    """The flow with a section ruling's steps added to the log and the readings it used noted [4.2]."""
    return flow.with_(
        log=flow.log + tuple(ruling.steps), consulted=tuple(dict.fromkeys(flow.consulted + tuple(ruling.readings)))
    )


def consult(flow: Flow, readings: Readings, *keys: str) -> Flow:
    """The flow with sequence readings the engine itself consulted noted for :meth:`Game.ruling` [4.2]."""
    return flow.with_(consulted=tuple(dict.fromkeys(flow.consulted + used(readings, *keys))))


def is_chance(flow: Flow) -> bool:
    """Whether a die is due now: the first task is a die [4.2]."""
    return bool(flow.tasks) and flow.tasks[0].dice is not None


def side_order(sides: tuple[str, ...], flow: Flow) -> tuple[str, ...]:
    """Sides in order, the weather-gauge holder first when there is one [7.2, 11.31, 13.12, 13.31]."""
    if flow.gauge in sides:
        return (flow.gauge,) + tuple(s for s in sides if s != flow.gauge)
    return sides


@cache
def outcomes(allowed: tuple[int, ...]) -> tuple[tuple[Action, Fraction], ...]:
    """Each result a die may show as a ``roll`` action, every face equally likely; one list per kind of die."""
    chance = Fraction(1, len(allowed))  # one object for every face: dice see at once that all are equal
    return tuple((Action.make("roll", (d,)), chance) for d in allowed)
