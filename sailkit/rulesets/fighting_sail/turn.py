"""The Game-Turn of 4.2 as a rule set the kit's engine plays: phases, tasks, decisions, the sequence.

:class:`FightingSailRules` is *Fighting Sail*'s side of :class:`sailkit.engine.Rules`:
from a :class:`State` (the :class:`~.state.Position` and the :class:`Flow`, where the
Game-Turn stands) it lists the legal actions, refuses an illegal one with the case it
breaks, applies a legal one and runs everything automatic until the next decision or
die. :class:`~.game.Game` plays it on the engine's cursor.

The turn follows 4.2 strictly [4.2]:

A. Strategic Cycle on Game-Turns divisible by 8 [13.0]: swell [13.1], burning ships
   [13.2], studding sails [13.3].
B. Command Decision Stage [6.0-6.2]: every ship that may receive one gets a command.
   At its end ships taken aback drift [8.11] and wheel-damaged ships test [6.21, 10.32].
C. Action Stage: commands revealed [6.14]; allowances set [5.22, 7.1]; weather gauge
   [7.21]; movement [7.22-7.25], the gauge holder naming the side to move, that side
   moving one ship one square (or one tack, wear, back sail, heave to), then a fire
   window for that ship [9.11], until no ship holds a command.
D. Melee Stage: fouled ships fire at enemies in their square [11.1], then melee [11.2].
E. Unfouling Stage [11.3].
F. Terminal Stage: counters flipped back [9.13], per-turn marks cleared, the end of the
   game checked [15.0].

A game with no fixed length also ends at the very moment a side loses its last
participating ship, as a prize or to fire, in whatever phase that happens [15.0-GL]:
the rest of the Game-Turn is not played and the Victory Points are counted then.

Something that must be settled before play goes on is a :class:`Task`: a die to roll
(each kind of die its own task type, with the results it allows and its case) or a
forced choice (placing an unfouled ship [11.33], re-facing a ship left alone [11.34]).

The rules themselves live in the section modules (commands, movement, drift, gauge,
fire, damage, melee, strategic, victory, striking); this module only sequences them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from functools import cache, cached_property
from operator import is_
from typing import Any, ClassVar

from ...dice import D6, D66
from ...engine.rules import BaseRules, Observation
from ...errors import IllegalActionError, InvalidInputError, SailkitError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...numbers import is_whole
from ...rulings import Ruling, Step, used
from . import commands, drift, gauge, melee, movement, strategic, victory
from .actions import GRAMMAR, MOVE_VERBS, Action
from .board import name as square_name
from .board import square
from .fire import combat
from .notation import LARGEST, check_scenario_id
from .readings import Readings, ReadingsLike, readings_for
from .state import Position, ShipState, squares_looked_at

# ---------------------------------------------------------------------------
# Phases of the Game-Turn [4.2]
# ---------------------------------------------------------------------------

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
_ORDER = tuple(PHASES)
#: The phases in which orders given this Game-Turn are still face down: before the Command Revelation [6.1, 6.14]
#: (the same test as ``Game.view``).
HIDDEN_PHASES = ("swell", "fires", "studding", "command")

# ---------------------------------------------------------------------------
# Tasks: what must be settled before play goes on
# ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Task:
    """Something to settle before play goes on: a die to roll (``dice`` set) or a forced choice."""

    kind: ClassVar[str]
    dice: ClassVar[tuple[int, ...] | None] = None  #: the results a die may show; ``None`` for a choice
    case: ClassVar[str]
    ship: str | None = None


@dataclass(frozen=True, kw_only=True)
class DriftDie(Task):
    """A ship drifts [8.0]; ``cause`` names the case that sent it (8.11 taken aback, 8.21 wheel hit ...)."""

    kind = "drift"
    dice = D6
    case = "8.0"
    cause: str | None = None


@dataclass(frozen=True, kw_only=True)
class WheelDie(Task):
    """A wheel-damaged ship tests whether it obeys its command [6.21, 10.32]."""

    kind = "wheel"
    dice = D6
    case = "10.32"


@dataclass(frozen=True, kw_only=True)
class GaugeDie(Task):
    """Equal counts for the weather gauge: one die per side, ``rolls`` so far [7.21]."""

    kind = "gauge"
    dice = D6
    case = "7.21"
    rolls: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class FireDice(Task):
    """The two fire dice of ``ship``'s broadside at ``target`` [9.0, 9.34]."""

    kind = "fire"
    dice = D66
    case = "9.0"
    target: str
    aim: str
    broadside: str | None
    fouled: bool


@dataclass(frozen=True, kw_only=True)
class CriticalDie(Task):
    """A critical hit on ``ship``: its dice so far [10.3]."""

    kind = "critical"
    dice = D6
    case = "10.3"
    aim: str
    rolled: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SwellDie(Task):
    """Swell moves ``ship`` (with its ``unit`` of fouled ships) [13.11]; ``by_choice`` when its owner chose to roll [13.12]."""

    kind = "swell"
    dice = D6
    case = "13.11"
    unit: tuple[str, ...] = ()
    by_choice: bool = False


@dataclass(frozen=True, kw_only=True)
class BurnDie(Task):
    """A burning ship rolls for the fire [13.21]."""

    kind = "burn"
    dice = D6
    case = "13.21"


@dataclass(frozen=True, kw_only=True)
class OrderDice(Task):
    """Dice to break a crew tie that decides who fires next in ``square`` [11.11]: one per side in ``sides``."""

    kind = "order"
    dice = D6
    case = "11.11"
    square: str
    sides: tuple[str, ...]
    rolls: tuple[int, ...]
    crew: int
    ships: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class MeleeDice(Task):
    """The melee in ``square``: one die per side in ``sides``, ``rolls`` so far [11.21]."""

    kind = "melee"
    dice = D6
    case = "11.21"
    square: str
    sides: tuple[str, ...]
    rolls: tuple[int, ...] = ()


@dataclass(frozen=True, kw_only=True)
class UnfoulDie(Task):
    """``ship`` tries to unfoul [11.32]."""

    kind = "unfoul"
    dice = D6
    case = "11.32"


@dataclass(frozen=True, kw_only=True)
class Place(Task):
    """``ship`` has broken free with ``die``: its owner places it [11.33]."""

    kind = "place"
    case = "11.33"
    die: int


@dataclass(frozen=True, kw_only=True)
class Face(Task):
    """``ship``, left alone by the unfouled ``mover``, may be turned to any heading [11.34]."""

    kind = "face"
    case = "11.34"
    die: int
    mover: str
    square: str
    heading: str


#: Every kind of task by its name.
TASKS: dict[str, type[Task]] = {
    t.kind: t
    for t in (
        DriftDie,
        WheelDie,
        GaugeDie,
        FireDice,
        CriticalDie,
        SwellDie,
        BurnDie,
        OrderDice,
        MeleeDice,
        UnfoulDie,
        Place,
        Face,
    )
}


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
    """Where the game is inside the Game-Turn, beyond the :class:`Position` itself."""

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


@dataclass(frozen=True)
class Setup:
    """What a game is played from: the start, the scenario, the readings, its length [15.0].

    Immutable, shared by every state of a game; its :attr:`turn` sequencer is made once.
    """

    start: Position
    scenario: str | None
    readings: Readings
    game_length: int | None
    seven_or_more: bool

    @classmethod
    def create(
        cls,
        position: Position,
        *,
        scenario: str | None = None,
        readings: ReadingsLike | None = None,
        game_length: int | None | str = "scenario",
        seven_or_more: bool | None = None,
    ) -> Setup:
        """Check and complete a game's set-up: two sides [2.21], a writable scenario id, a length [15.0-GL]."""
        _check_sides(position)
        chosen = readings_for(readings, position)
        sid = scenario if scenario is not None else position.scenario
        if sid is not None:
            check_scenario_id(sid)  # a game must be able to write its own record [14.0]
        # one source of truth: the rules read the scenario from the position (e.g. 15.8's first broadside [9.36])
        position = position.with_(readings=chosen, scenario=sid)
        info = scenario_info_or_none(sid)
        if game_length == "scenario":
            game_length = info.game_length if info is not None else None
        if seven_or_more is None:
            seven_or_more = info.seven_or_more_ships if info is not None else len(position.ships) >= 7
        return cls(position, sid, chosen, _check_length(game_length), seven_or_more)

    @property
    def sides(self) -> tuple[str, ...]:
        """The two sides, in the order their ships are listed [2.21]."""
        return tuple(dict.fromkeys(s.nationality for s in self.start.ships))

    @cached_property
    def turn(self) -> Turn:
        return Turn(self)


@dataclass(frozen=True)
class State:
    """One moment of a game: its set-up, the ships and wind (:class:`Position`) and where the turn stands (:class:`Flow`)."""

    setup: Setup
    position: Position
    flow: Flow

    @property
    def phase(self) -> str:
        """The current phase, readable, with its cases: ``"Movement [7.22-7.25]"``."""
        name, case = PHASES[self.flow.phase]
        return f"{name} [{case}]"


class _Sections:
    """The questions the sequence asks the section modules, one small adapter each, so the wiring is in one place."""

    # -- commands [6.0-6.2] --
    def legal_commands(self, pos: Position, ship: ShipState) -> tuple[str, ...]:
        return tuple(commands.legal_commands(pos, ship.name))

    def give_command(self, pos: Position, ship: ShipState, command: str) -> Position:
        return commands.give_command(pos, ship.name, command)

    def wheel_test(self, pos: Position, ship: ShipState, die: int) -> tuple[Position, Ruling, bool]:
        """The position, the ruling and whether the ship failed and must drift [6.21, 10.32, 8.22]."""
        new, ruling = commands.wheel_test(pos, ship.name, die)
        return new, ruling, bool(ruling.facts.get("drift_needed"))

    # -- drift [8.0] --
    def drift(self, pos: Position, ship: ShipState, die: int, cause: str | None = None) -> tuple[Position, Ruling]:
        return drift.drift(pos, ship.name, die, cause)

    def may_drift(self, pos: Position, ship: ShipState, cause: str | None = None) -> Ruling:
        """Whether the ship may drift now: once a turn, a wheel hit by reading ``wheel_drift_again`` [8.4, 8.21]."""
        return drift.drift_again(pos, ship.name, cause)

    # -- allowances and gauge [5.22, 7.1, 7.21, 7.24] --
    def start_movement(self, pos: Position) -> Position:
        return movement.start_movement(pos)

    def weather_gauge(self, pos: Position, rolls: Mapping[str, int] | None, previous: str | None) -> Ruling:
        return gauge.weather_gauge(pos, rolls, previous=previous)

    def must_move_first(self, pos: Position, side: str) -> Ruling:
        return gauge.must_move_first(pos, side)

    # -- movement [7.3-7.9] --
    def move_options(self, pos: Position, ship: ShipState) -> list[Action]:
        """The ship's steps [7.3-7.9]; the ship's own order turns settle backing sail twice running [7.74]."""
        return [movement.to_action(o, ship.name) for o in movement.step_options(pos, ship.name)]

    def apply_move(self, pos: Position, ship: ShipState, action: Action, known_legal: bool = False) -> Any:
        return movement.apply_step(pos, ship.name, action, known_legal=known_legal)

    def surely_legal(self, pos: Position, ship: ShipState, step: Any) -> bool:
        return movement.surely_legal(pos, ship.name, step)

    def only_stop(self, pos: Position, ship: ShipState) -> bool:
        return movement.only_stop(pos, ship.name)

    # -- fire [9.0, 10.0, 11.1] --
    def has_fire_option(self, pos: Position, ship: ShipState) -> bool:
        """Whether the ship has any shot now, without listing them all [9.11]."""
        return combat.has_fire_option(pos, ship.name)

    def open_shot_legal(self, pos: Position, ship: ShipState, target: ShipState, aim: str) -> bool | None:
        return combat.open_shot_legal(pos, ship, target, aim)

    def fire_options(self, pos: Position, ship: ShipState, fouled: bool = False) -> list[Action]:
        if not fouled:  # free fire: the shots without their rulings, which nobody reads here [9.11]
            choices = combat.fire_choices(pos, ship.name)
            return [Action.make("fire", (ship.name, target, aim)) for target, aim in choices]
        opts = combat.fire_options(pos, ship.name, fouled=fouled)
        return list(dict.fromkeys(_fire_action(o, ship.name, fouled) for o in opts))

    def fire(
        self, pos: Position, firer: str, target: str, aim: str, broadside: str | None, roll: int, fouled: bool
    ) -> Any:
        """Fire and apply hits; the result says if a critical die is needed and lists follow-ups [9.13, 9.34, 10.0]."""
        return combat.fire_hits(pos, firer, target, aim, roll, broadside, fouled=fouled)

    def critical(self, pos: Position, target: str, dice: tuple[int, ...], aim: str) -> Any:
        return combat.resolve_critical(pos, target, dice, aim=aim)

    # -- melee [11.1-11.3] --
    def fouled_fire_squares(self, pos: Position) -> list[str]:
        """Squares where enemies are fouled together, whose ships may fire at each other [11.1]."""
        return [square_name(s) for s in melee.melee_squares(pos)]

    def fouled_fire_order(
        self, pos: Position, square: str, tie: Mapping[str, int] | None, shot: Iterable[str]
    ) -> Ruling:
        """Who fires next in the square; ``tie`` holds the dice for the crew tie at the head [11.11]."""
        return melee.fire_order(pos, square, tie_dice=tie, exclude=tuple(shot))

    def melee_squares(self, pos: Position) -> list[str]:
        return [square_name(s) for s in melee.melee_squares(pos)]

    def melee_sides(self, pos: Position, square: str) -> tuple[str, ...]:
        return tuple(melee.sides_in(pos, square))

    def melee(self, pos: Position, square: str, dice: Mapping[str, int]) -> tuple[Position, Ruling]:
        return melee.melee(pos, square, dice)

    def may_unfoul(self, pos: Position, ship: ShipState) -> Ruling:
        """Whether the ship may try to unfoul: fouled, an empty square beside it, and reading ``abandoned_unfoul`` [11.31, 11.33]."""
        return melee.may_unfoul(pos, ship.name)

    def unfoul_squares(self, pos: Position, ship: ShipState) -> tuple[str, ...]:
        return tuple(square_name(s) for s in melee.unfoul_options(pos, ship.name))

    def unfoul_needs(self, pos: Position, ship: ShipState) -> int:
        return int(melee.unfoul_target(pos, ship.name))

    def unfoul(
        self, pos: Position, ship: str, die: int, square: str | None, heading: str | None, reface: str | None
    ) -> tuple[Position, Ruling]:
        return melee.unfoul(pos, ship, die, square, heading, reface)

    # -- strategic cycle [13.0] --
    def swell_units(self, pos: Position) -> list[tuple[str, ...]]:
        return [tuple(s.name for s in u) for u in strategic.swell_candidates(pos)]

    def swell_choices(self, pos: Position) -> list[str]:
        """Ships spared the swell roll whose owners may still roll (reading ``swell_exempt_roll``) [13.12]."""
        return [u[0].name for u in strategic.swell_choices(pos)]

    def swell(self, pos: Position, ship: str, die: int, by_choice: bool = False) -> tuple[Position, Ruling]:
        return strategic.swell(pos, ship, die, by_choice=by_choice)

    def burning(self, pos: Position) -> list[str]:
        return [s.name for s in strategic.burning_ships(pos)]

    def burn(self, pos: Position, ship: str, die: int) -> tuple[Position, Ruling]:
        return strategic.burn(pos, ship, die)

    def studding_lapse(self, pos: Position) -> tuple[Position, Ruling]:
        return strategic.studding_lapse(pos)

    def studding(self, pos: Position, ship: str, choice: str) -> tuple[Position, Ruling]:
        if choice == "set":
            return strategic.studding_phase(pos, set_on=(ship,))
        return strategic.studding_phase(pos, take_in=(ship,))

    # -- the end [15.0] --
    def end_check(self, pos: Position, length: int | None, agreed: bool = False) -> Ruling:
        return victory.end_check(pos, length, agreed=agreed)

    def elimination(self, pos: Position, length: int | None, during: str) -> Ruling:
        """Has a side just lost its last participating ship, ending the game at once? [15.0-GL]"""
        return victory.elimination(pos, length, during)

    def any_side_eliminated(self, pos: Position) -> bool:
        """Whether some side has no participating ship left: only then can :meth:`elimination` end the game."""
        return bool(victory.eliminated_sides(pos))

    def result(self, pos: Position, draw_forced: bool) -> Ruling:
        return victory.result(pos, draw_forced)


def _fire_action(option: Any, ship: str, fouled: bool) -> Action:
    """A fire option as an action; open fire needs no broadside (the arc decides it) [9.31b, 11.13]."""
    args: tuple[str, ...] = (ship, str(option.target), str(option.aim))
    return Action.make("fire", args + ((str(option.broadside),) if fouled else ()))


_SECTIONS = _Sections()

#: Ship actions the rules list as ending a move before a new declaration [7.22, 7.72, 7.92].
_LISTED_TRIGGERS = frozenset({"step", "tack", "back", "heave"})


class Turn:
    """The Game-Turn of 4.2 for one :class:`Setup`: the decisions of each phase, applying actions, the sequence.

    Positions and flows go in and come out; nothing here changes. Answers that are
    expensive (a ship's steps, a ship's shots) are remembered for the positions
    they were worked out for.
    """

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.readings = setup.readings
        self.game_length = setup.game_length
        self.sides = setup.sides
        self.seven_or_more = setup.seven_or_more
        self._memo_table: dict[tuple[Any, ...], tuple[tuple[object, ...], list[Action]]] = {}
        self._moves_table: dict[tuple[Any, ...], list[tuple[Any, Any]]] = {}
        self._commands_table: dict[tuple[Any, ...], list[Action]] = {}
        self._stop_table: dict[tuple[Any, ...], list[tuple[Any, Any]]] = {}
        #: The last position :meth:`_chit_off` went through, and each ship it found able to do more than stop,
        #: with that ship's state and the squares the answer was worked out from [7.54].
        self._free_movers: tuple[Position | None, dict[str, tuple[ShipState, frozenset[Square]]]] = (None, {})
        #: The last position :meth:`_has_shot` and :meth:`_to_move` were asked about, with their answers by ship
        #: and by side: settling asks both again of the same position [9.11, 7.23].
        self._shots_at: tuple[Position | None, dict[str, bool]] = (None, {})
        self._movers_at: tuple[Position | None, dict[str, list[ShipState]]] = (None, {})
        self._commander_at: tuple[Position | None, str | None] = (None, None)
        #: Whether the game is being played by listing the legal actions (not replayed by checking each one):
        #: then a ship asked whether it can only stop [7.54] is most often the next to have its steps listed,
        #: so :meth:`_only_stop_from` works those out whole instead of looking one step deep (the same answer).
        self._listing = False

    # ---- what the engine asks ----

    def start(self) -> State:
        """The first state: the set-up's position, settled until the first decision or die [4.2]."""
        pos, flow = self._settle(*self._first_flow(self.setup.start))
        return State(self.setup, pos, flow)

    def legal(self, pos: Position, flow: Flow) -> list[Action]:
        """Every action allowed now: the answer to an offer to end, a task's dice or choices, or the phase's decisions
        with offers to end the game last [15.0-GL]."""
        self._listing = True
        if flow.proposal is not None:
            return self._end_answers(flow)
        if flow.tasks:
            return self._task_actions(pos, flow, flow.tasks[0])
        return self._decisions(pos, flow) + self._end_offers(pos, flow)

    def check(self, pos: Position, flow: Flow, a: Action) -> Action:
        """The legal action ``a`` stands for, or the clearest refusal with the case it breaks.

        A replay checks every action, so the usual ones are looked up among the few actions of the
        same kind and ship (:meth:`_legal_like`) instead of every option of every ship; anything
        else (short spellings, refusals) goes the long way, through the full list.
        """
        self._listing = False
        like = self._legal_like(pos, flow, a)
        if like is not None and a in like:
            return a
        legal = self.legal(pos, flow)
        a = self._canonical(pos, a, legal)
        if a not in legal:
            raise self._why_illegal(pos, flow, a, legal)
        return a

    def apply(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """Play the legal action ``a`` and run everything automatic until the next decision or die [4.2]."""
        new_pos, new_flow = self._apply(pos, flow.with_(log=(), consulted=()), a)
        return self._settle(new_pos, new_flow)

    def current_side(self, pos: Position, flow: Flow) -> str | None:
        """The side whose decision it is now (``None`` at a chance node or when the game is over)."""
        if flow.phase == "over" or _is_chance(flow):
            return None
        if flow.tasks:
            return pos.ship(str(flow.tasks[0].ship)).side
        legal = self.legal(pos, flow)
        if not legal:
            return None
        a = legal[0]
        if a.verb == "next":
            return flow.gauge
        if a.verb in ("done", "accept-end", "decline-end"):
            return a.side
        return pos.ship(a.ship).side if a.ship else None

    def _legal_like(self, pos: Position, flow: Flow, a: Action) -> list[Action] | None:
        """Some of the legal actions, at least every one of ``a``'s verb and ship, or ``None`` when that is not
        cheaper to say than :meth:`legal` (a subset of it, so whatever is in it is legal)."""
        if flow.proposal is not None or flow.tasks:
            return self.legal(pos, flow)  # a die, a forced choice or an answer: few actions
        ship = pos._by_name.get(a.ship) if a.ship is not None else None
        if ship is None:
            return None
        if flow.phase == "command" and a.verb == "command":
            side = self._commanding_side(pos)
            eligible = ship.side == side and ship.command is None and not ship.drifted and not ship.destroyed
            return self._command_actions(pos, ship) if eligible else None
        if flow.phase != "movement":
            return None
        if flow.mover is not None:
            if ship.name != flow.mover:
                return None
            if flow.stage == "after":
                return self._window_like(pos, ship, a)
            return self._steps_like(pos, ship, a) if ship.command is not None and a.verb in MOVE_VERBS else None
        if flow.next_side is None or a.verb not in MOVE_VERBS:
            return None
        movers = self._to_move(pos, flow.next_side, flow)
        return self._steps_like(pos, ship, a) if any(s is ship for s in movers) else None

    def _steps_like(self, pos: Position, s: ShipState, a: Action) -> list[Action]:
        """``[a]`` when the step is sure to be legal from its own endings, else the ship's steps [7.3-7.9]."""
        known = self._local(self._moves_table, pos, s)
        if known is not None:
            return known
        try:
            step = movement.from_action(a)
        except (SailkitError, KeyError, ValueError):  # not a step this ship can take: the full list says why
            return self._move_options(pos, s)
        if movement.to_action(step, s.name) == a and _SECTIONS.surely_legal(pos, s, step):
            return [a]
        return self._move_options(pos, s)

    def _window_like(self, pos: Position, s: ShipState, a: Action) -> list[Action] | None:
        """``[a]`` when ``a`` is a shot or holding fire in ``s``'s fire window, found without listing every shot
        [9.11]; else ``None`` (a refusal, or a shot only the whole list judges)."""
        if a.verb == "hold":
            return [a] if self._has_shot(pos, s) else None
        target = pos._by_name.get(str(a.target)) if a.verb == "fire" and len(a.args) == 3 else None
        if target is None or not self._may_fire(s):
            return None
        return [a] if _SECTIONS.open_shot_legal(pos, s, target, str(a.get("aim"))) else None

    # ---- ending by agreement [15.0-GL] ----

    def _end_offers(self, pos: Position, flow: Flow) -> list[Action]:
        """The offers to end the game by agreement that may be made now [15.0-GL].

        Only in a game with no fixed length (six or fewer ships), only at the start
        of the Command Decision Stage before any command is given, and once per side
        per Game-Turn.
        """
        if self._offer_refusal(pos, flow) is not None:
            return []
        return [Action.make("propose-end", (side,)) for side in self.sides if side not in flow.offered]

    def _offer_refusal(self, pos: Position, flow: Flow) -> str | None:
        """Why no offer to end the game may be made now, or ``None`` [15.0-GL]."""
        if flow.phase == "over":
            return "the game is already over"
        if self.game_length is not None:
            return f"the game has a fixed length of {self.game_length} Game-Turns, so it is not ended by agreement"
        if flow.proposal is not None:
            return f"{flow.proposal}'s offer to end the game awaits an answer"
        given = any(s.command is not None for s in pos.ships)
        if flow.phase != "command" or flow.tasks or given or not self._decisions(pos, flow):
            return "an end by agreement may be offered only at the start of the Command Decision Stage, before any command is given"
        return None

    def _end_answers(self, flow: Flow) -> list[Action]:
        """The next side to answer the pending offer accepts or declines it [15.0-GL]."""
        side = self._responders(flow)[0]
        return [Action.make("accept-end", (side,)), Action.make("decline-end", (side,))]

    def _responders(self, flow: Flow) -> tuple[str, ...]:
        return tuple(x for x in self.sides if x != flow.proposal and x not in flow.accepted)

    # =======================================================================
    # internals: the decisions of each phase
    # =======================================================================

    def _memo(
        self, key: tuple[Any, ...], owners: tuple[object, ...], compute: Callable[[], list[Action]]
    ) -> list[Action]:
        """Remember an answer for the objects ``owners`` (held, so their ids stay theirs) while they are current."""
        memo = self._memo_table
        full = key + tuple(map(id, owners))
        hit = memo.get(full)
        if hit is not None and all(map(is_, hit[0], owners)):
            return hit[1]
        if len(memo) > 64:
            memo.clear()
        value = compute()
        memo[full] = (owners, value)
        return value

    def _decisions(self, pos: Position, flow: Flow) -> list[Action]:
        return self._memo(("decisions",), (pos, flow), lambda: self._decide(pos, flow))

    def _decide(self, pos: Position, flow: Flow) -> list[Action]:
        ph = flow.phase
        if ph == "command":
            for side in self.sides:
                acts = [
                    a
                    for s in pos.afloat()
                    if s.side == side and s.command is None and not s.drifted
                    for a in self._command_actions(pos, s)
                ]
                if acts:
                    return acts
            return []
        if ph == "swell":
            return self._swell_decisions(pos, flow)
        if ph == "studding":
            for side in self._side_order(flow):
                if side in flow.done:
                    continue
                acts = [
                    Action.make("studding", (s.name, "in" if s.studding else "set"))
                    for s in pos.afloat()
                    if s.side == side and s.name not in flow.tried
                ]
                return acts + [Action.make("done", (side,))]
            return []
        if ph == "movement":
            return self._movement_decisions(pos, flow)
        if ph == "fouled_fire":
            shooters = self._fouled_shooters(pos, flow)
            if not isinstance(shooters, tuple):
                return []
            shots: list[Action] = []
            for name in shooters:  # equal crews of one side: the owner picks which fires first [11.11]
                opts = _SECTIONS.fire_options(pos, pos.ship(name), fouled=True)
                if opts:
                    shots += opts + [Action.make("hold", (name,))]
            return shots
        if ph == "unfouling":
            return self._unfouling_decisions(pos, flow)
        return []

    def _command_actions(self, pos: Position, s: ShipState) -> list[Action]:
        """The commands the ship may be given [6.1, 6.22]: they depend on the ship, the wind and the readings only,
        so they are remembered by those (callers never change the list)."""
        key = (s, pos.wind, pos.readings)
        table = self._commands_table
        hit = table.get(key)
        if hit is None:
            if len(table) > 4096:
                table.clear()
            hit = table[key] = [Action.make("command", (s.name, c)) for c in _SECTIONS.legal_commands(pos, s)]
        return hit

    def _commanding_side(self, pos: Position) -> str | None:
        """The side giving commands now: the first with a ship still to be given one that may take one [6.1].
        Remembered for the last position asked about (settling asks it, then the check of the next command)."""
        at, side = self._commander_at
        if at is pos:
            return side
        side = next(
            (
                side
                for side in self.sides
                for s in pos.afloat()
                if s.side == side and s.command is None and not s.drifted and self._command_actions(pos, s)
            ),
            None,
        )
        self._commander_at = (pos, side)
        return side

    def _has_decisions(self, pos: Position, flow: Flow) -> bool:
        """``bool(self._decisions(pos, flow))``, without listing every option where one is enough [4.2]."""
        if flow.phase == "command":
            return self._commanding_side(pos) is not None
        if flow.phase == "movement":
            return self._has_movement_decisions(pos, flow)
        return bool(self._decisions(pos, flow))

    def _has_movement_decisions(self, pos: Position, flow: Flow) -> bool:
        """``bool(self._movement_decisions(pos, flow))`` [7.22-7.25, 9.11]: a ship that holds a command and may
        take a step always has one (its steps end in a stop when nothing else is possible [7.54]), so only
        whether it may step at all is asked (:func:`.movement.step_options` refuses the same ships)."""
        if flow.mover is not None:
            s = pos.ship(flow.mover)
            if flow.stage == "after":
                return self._has_shot(pos, s)
            if s.command is None:
                return False
            movement.check_may_step(pos, s)
            return True
        if flow.next_side is None:
            return len([side for side in self.sides if self._to_move(pos, side, flow)]) >= 2
        ships = self._to_move(pos, flow.next_side, flow)
        for s in ships:
            movement.check_may_step(pos, s)
        return bool(ships)

    def _swell_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """Ships spared the swell roll whose owner may still roll, one side at a time [13.12]."""
        for side in self._side_order(flow):
            acts = [
                Action.make("swell", (n,))
                for n in flow.optional
                if pos.ship(n).side == side and n not in flow.tried and side not in flow.done
            ]
            if acts:
                return acts + [Action.make("done", (side,))]
        return []

    def _side_order(self, flow: Flow) -> tuple[str, ...]:
        """Sides in order, the weather-gauge holder first when there is one."""
        if flow.gauge in self.sides:
            return (flow.gauge,) + tuple(s for s in self.sides if s != flow.gauge)
        return self.sides

    def _to_move(self, pos: Position, side: str, flow: Flow) -> list[ShipState]:
        """Ships of ``side`` still holding a command chit [7.23, 7.25]; only the fastest under optional 7.24.

        Remembered for the last position asked about (the answer depends on the ships alone); callers never
        change the list."""
        at, known = self._movers_at
        if at is not pos:
            known = {}
            self._movers_at = (pos, known)
        ships = known.get(side)
        if ships is None:
            ships = [s for s in pos.afloat() if s.side == side and s.command is not None]
            if ships and self._fastest_first():
                allowed = set(_SECTIONS.must_move_first(pos, side).verdict)
                ships = [s for s in ships if s.name in allowed]
            known[side] = ships
        return ships

    def _fastest_first(self) -> bool:
        """Optional 7.24 applies: chosen by reading ``fastest_first`` and only with seven or more ships."""
        return self.readings["fastest_first"] == "large_scenarios" and self.seven_or_more

    def _movement_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        if flow.mover is not None:
            s = pos.ship(flow.mover)
            if flow.stage == "after":
                return self._window_actions(pos, s)
            if s.command is None:
                return []
            return self._move_options(pos, s)
        if flow.next_side is None:
            sides = [side for side in self.sides if self._to_move(pos, side, flow)]
            if len(sides) < 2:
                return []  # settled automatically: one side finishes freely [7.23]
            return [Action.make("next", (side,)) for side in sides]
        out: list[Action] = []
        for s in self._to_move(pos, flow.next_side, flow):
            out.extend(self._move_options(pos, s))
        return out

    def _window_actions(self, pos: Position, s: ShipState) -> list[Action]:
        """After a ship's move (its turn made [9.14]): each shot it may fire, or hold fire [9.11]."""
        acts = (
            self._memo(("fire", s.name), (pos,), lambda: _SECTIONS.fire_options(pos, s)) if self._may_shoot(s) else []
        )
        return acts + [Action.make("hold", (s.name,))] if acts else []

    def _has_shot(self, pos: Position, s: ShipState) -> bool:
        """``bool(self._window_actions(pos, s))``: the first shot found is enough [9.11]. Remembered for the last
        position asked about: settling asks it twice (is the window automatic? is it a decision?)."""
        at, known = self._shots_at
        if at is not pos:
            known = {}
            self._shots_at = (pos, known)
        shot = known.get(s.name)
        if shot is None or pos.ship(s.name) is not s:
            shot = self._may_shoot(s) and _SECTIONS.has_fire_option(pos, s)
            if pos.ship(s.name) is s:
                known[s.name] = shot
        return shot

    def _move_options(self, pos: Position, s: ShipState) -> list[Action]:
        """A ship's steps [7.3-7.9], remembered with the squares they were worked out from (see :meth:`_local`)."""
        known = self._local(self._moves_table, pos, s)
        if known is None:
            known = self._remember(self._moves_table, pos, s, lambda: _SECTIONS.move_options(pos, s))
        return known

    def _only_stop(self, pos: Position, s: ShipState) -> bool:
        """Whether stopping is the ship's only step [7.54]; from its steps when known, else one step deep."""
        return self._only_stop_from(pos, s)[0]

    def _only_stop_from(self, pos: Position, s: ShipState) -> tuple[bool, tuple[tuple[Square, int], ...]]:
        """:meth:`_only_stop`, and the squares (with how many ships each held) the answer was worked out from."""
        steps = self._local_entry(self._moves_table, pos, s)
        if steps is None and self._listing:  # its steps will be listed: work them out now, once
            self._move_options(pos, s)
            steps = self._local_entry(self._moves_table, pos, s)
        if steps is not None:
            return steps[1] == [Action.make("stop", (s.name,))], steps[0]
        known = self._local_entry(self._stop_table, pos, s)
        if known is None:
            self._remember(self._stop_table, pos, s, lambda: _SECTIONS.only_stop(pos, s))
            known = self._stop_table[(s, pos.wind, pos.turn, pos.readings)][0]
        return known[1], known[0]

    def _squares_changed(self, before: Position | None, pos: Position) -> set[Square] | None:
        """The squares where ``pos`` may hold other ships than ``before`` (those of every ship whose state
        differs, where it was and where it is), or ``None`` when the two cannot be compared so (another wind,
        Game-Turn, readings or list of ships)."""
        if (
            before is None
            or before.wind is not pos.wind
            or before.turn != pos.turn
            or before.readings is not pos.readings
            or len(before.ships) != len(pos.ships)
        ):
            return None
        changed: set[Square] = set()
        for a, b in zip(before.ships, pos.ships):
            if a is not b:
                changed.add(a.square)
                changed.add(b.square)
        return changed

    @staticmethod
    def _local(table: dict[tuple[Any, ...], list[tuple[Any, Any]]], pos: Position, s: ShipState) -> Any:
        """An answer about ship ``s`` remembered in ``table``, if the squares it was worked out from still hold
        as many ships as they did; else ``None``.

        A ship's steps depend only on the ship itself (its order turns too [7.74]), the wind, the Game-Turn,
        the readings and how many ships stand in the squares the rules looked at on the way [7.54, 7.81-7.83]:
        so they are worked out again only when a ship moves into or out of one of those squares.
        """
        entry = Turn._local_entry(table, pos, s)
        return None if entry is None else entry[1]

    @staticmethod
    def _local_entry(
        table: dict[tuple[Any, ...], list[tuple[Any, Any]]], pos: Position, s: ShipState
    ) -> tuple[Any, Any] | None:
        """The remembered ``(squares looked at with their ship counts, answer)`` that :meth:`_local` answers from."""
        entries = table.get((s, pos.wind, pos.turn, pos.readings))
        if entries:
            occupied = pos.occupied()
            for entry in entries:
                if all(len(occupied.get(sq, ())) == n for sq, n in entry[0]):
                    return entry
        return None

    @staticmethod
    def _remember(
        table: dict[tuple[Any, ...], list[tuple[Any, Any]]], pos: Position, s: ShipState, compute: Callable[[], Any]
    ) -> Any:
        """Work an answer about ship ``s`` out and remember it with the squares the rules looked at (:meth:`_local`)."""
        with squares_looked_at() as seen:
            value = compute()
        occupied = pos.occupied()
        looked = tuple((sq, len(occupied.get(sq, ()))) for sq in seen)
        if len(table) > 4096:
            table.clear()
        entries = table.setdefault((s, pos.wind, pos.turn, pos.readings), [])
        entries.insert(0, (looked, value))
        del entries[8:]
        return value

    @staticmethod
    def _may_fire(s: ShipState) -> bool:
        """Quick filter before asking the fire rules: not fired, drifted, struck, abandoned or fouled [9.11, 9.12]."""
        return (
            s.fired is None and not s.drifted and not s.prize and not s.abandoned and not s.fouled and not s.destroyed
        )

    def _may_shoot(self, s: ShipState) -> bool:
        """:meth:`_may_fire` in a Movement Phase fire window, where a ship that has just fouled may fire under
        reading fire_on_fouling_entry (the fire rules then say at what) [9.11, 11.1]."""
        if s.fouled and self.readings["fire_on_fouling_entry"] != "none":
            return self._may_fire(s.with_(fouled=False))
        return self._may_fire(s)

    def _fouled_shooters(self, pos: Position, flow: Flow) -> tuple[str, ...] | Ruling | None:
        """The ships that may fire next in the Melee-Stage Fire Phase [11.1, 11.11]; a Ruling if dice must break a tie.

        Usually one ship; several when ships of one side share the best crew, since
        their owner chooses among them [11.11].
        """
        if not flow.squares:
            return None
        order = _SECTIONS.fouled_fire_order(pos, flow.squares[0], None, flow.tried)
        tie = order.facts.get("tie")
        if tie:  # a tie decides who fires next: dice already rolled for it settle it, else dice are needed
            if flow.tie is None or not flow.tie.settles(*tie):
                return order
            order = _SECTIONS.fouled_fire_order(pos, flow.squares[0], dict(flow.tie.rolls), flow.tried)
        if not order.verdict:
            return None
        return tuple(order.facts.get("choices") or order.verdict[:1])

    def _unfouling_decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """Who may try to unfoul now: each fouled ship once, with an empty square next to it [11.31, 11.33]."""
        order = self._side_order(flow)
        candidates: dict[str, list[Action]] = {}
        for side in order:
            if side in flow.done:
                continue
            acts = [
                Action.make("unfoul", (s.name,))
                for s in pos.afloat()
                if s.side == side and s.fouled and s.name not in flow.tried and _SECTIONS.may_unfoul(pos, s)
            ]
            if acts:
                candidates[side] = acts
        if not candidates:
            return []
        if self.readings["unfoul_order"] == "alternate":
            tried_by = {side: sum(1 for n in flow.tried if pos.ship(n).side == side) for side in candidates}
            side = min(candidates, key=lambda x: (tried_by[x], order.index(x)))
        else:
            side = next(iter(candidates))
        return candidates[side] + [Action.make("done", (side,))]

    def _task_actions(self, pos: Position, flow: Flow, task: Task) -> list[Action]:
        """A die's results, or the choices of a forced choice [11.33, 11.34]."""
        if task.dice is not None:
            return [a for a, _ in _outcomes(task.dice)]
        ship = pos.ship(str(task.ship))
        if isinstance(task, Place):
            return [
                Action.make("place", (ship.name, sq, d.name))
                for sq in _SECTIONS.unfoul_squares(pos, ship)
                for d in Direction
            ]
        return [Action.make("face", (ship.name, d.name)) for d in Direction]

    def _canonical(self, pos: Position, a: Action, legal: list[Action]) -> Action:
        """The legal action ``a`` stands for when it leaves out what the rules decide anyway.

        Open fire needs no broadside: the target's place in the arcs names it [9.31b];
        a wear needs no square when only one leeward square is possible [7.42].
        """
        if a in legal:
            return a
        if a.verb == "fire" and a.get("broadside") and Action.make("fire", a.args[:3]) in legal:
            opts = combat.fire_options(pos, str(a.ship))
            if any(o.target == a.target and o.aim == a.get("aim") and o.broadside == a.get("broadside") for o in opts):
                return Action.make("fire", a.args[:3])
        if a.verb == "wear" and a.get("square") is None:
            same = [x for x in legal if x.verb == "wear" and x.args[:2] == a.args[:2]]
            if len(same) == 1:
                return same[0]
        return a

    def _why_illegal(self, pos: Position, flow: Flow, a: Action, legal: list[Action]) -> IllegalActionError:
        """The clearest reason ``a`` is refused now, with the case it breaks: the first refusal found, from the
        state of the game (over, an offer to answer, a die or a choice due) down to the ship and its verb."""
        return (
            self._refusal_to_end(pos, flow, a)
            or self._refusal_by_task(flow, a)
            or self._refusal_before_turns(pos, flow, a)
            or self._refusal_of_step(pos, flow, a)
            or self._refusal_by_verb(flow, a, legal)
            or self._refusal_of_ship(pos, flow, a, [x for x in legal if x.verb == a.verb])
            or IllegalActionError(f"{a} is not allowed now", a.case)
        )

    def _refusal_to_end(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """The game is over, an offer to end it awaits its answer, or an offer or answer is out of turn [15.0, 15.0-GL]."""
        if flow.phase == "over":
            return IllegalActionError(f"the game is over; {a} cannot be played", "15.0")
        if flow.proposal is not None:
            answer = self._responders(flow)[0]
            return IllegalActionError(
                f"{answer} must first accept or decline {flow.proposal}'s offer to end the game; {a} cannot be played",
                "15.0-GL",
            )
        if a.verb == "propose-end":
            why = self._offer_refusal(pos, flow) or f"{a.side} has already offered to end the game this Game-Turn"
            if a.side not in self.sides:
                why = f"{a.side} is not a side in this game"
            return IllegalActionError(f"{a.side} may not offer to end the game now: {why}", "15.0-GL")
        if a.verb in ("accept-end", "decline-end"):
            return IllegalActionError(f"{a.side} has no offer to end the game to answer", "15.0-GL")
        return None

    def _refusal_by_task(self, flow: Flow, a: Action) -> IllegalActionError | None:
        """A die or a forced choice is due first, a die result it cannot show, or a die when none is due [4.2]."""
        if _is_chance(flow):
            task = flow.tasks[0]
            if a.verb == "roll":
                kind = "two-dice" if task.dice == D66 else "single-die"
                return IllegalActionError(f"a {kind} result cannot be {a.die}", task.case)
            return IllegalActionError(f"a die must be rolled ({task.kind}) before {a} can be played", task.case)
        if flow.tasks:
            t = flow.tasks[0]
            must = "be placed" if isinstance(t, Place) else "be faced"
            return IllegalActionError(f"{t.ship} must first {must}; {a} cannot be played", t.case)
        if a.verb == "roll":
            name, case = PHASES[flow.phase]
            return IllegalActionError(f"no die is to be rolled now ({name}); {a} cannot be played", case)
        return None

    def _refusal_of_step(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """A step of a ship holding a command: the movement rules name the case that forbids it [7.3-7.9]."""
        if flow.phase != "movement" or a.verb not in MOVE_VERBS or a.ship is None:
            return None
        s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
        if s.command is None:
            return None
        try:
            _SECTIONS.apply_move(pos, s, a)
        except IllegalActionError as err:
            return err
        return None

    def _refusal_by_verb(self, flow: Flow, a: Action, legal: list[Action]) -> IllegalActionError | None:
        """No action of this kind is possible in this phase: say which kinds are [4.2]."""
        if any(x.verb == a.verb for x in legal):
            return None
        name, case = PHASES[flow.phase]
        wanted = " or ".join(repr(v) for v in dict.fromkeys(x.verb for x in legal))
        return IllegalActionError(f"{a.verb!r} is not possible now: the {name} phase wants {wanted}", case)

    def _refusal_of_ship(
        self, pos: Position, flow: Flow, a: Action, same_verb: list[Action]
    ) -> IllegalActionError | None:
        """The acting ship's side is not to act [7.23], it may not take this command [6.1, 6.22] or fire this shot
        [9.11, 9.31, 11.13], or other ships act now."""
        if a.ship is None:
            return None
        s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
        if s.side not in {pos.ship(x.ship).side for x in same_verb if x.ship}:
            case = "7.23" if flow.phase == "movement" else PHASES[flow.phase][1]
            return IllegalActionError(f"it is not {s.side}'s turn to act with {s.name}", case)
        if a.verb == "command":
            _SECTIONS.give_command(pos, s, str(a.get("command")))  # raises with the case that forbids it
            return IllegalActionError(f"{s.name} may not be given a {a.get('command')} command now", "6.1")
        if a.verb == "fire":
            return self._refusal_to_fire(pos, flow, s, a)
        if not any(x.ship == s.name for x in same_verb):
            why, case = self._why_not_ship(pos, flow, s, a, same_verb)
            return IllegalActionError(f"{s.name} cannot {a.verb} now: {why}", case)
        return None

    def _refusal_to_fire(self, pos: Position, flow: Flow, s: ShipState, a: Action) -> IllegalActionError:
        """Why ``s`` may not fire this shot: fouled fire names its broadside [11.13], else the fire rules' reason [9.11, 9.31]."""
        fouled = flow.phase == "fouled_fire"
        broadside = a.get("broadside")
        if fouled and broadside is None:
            return IllegalActionError(
                f"{s.name} is fouled: fire between fouled ships ignores the arcs, so the broadside that fires "
                f"must be named: 'fire {s.name} {a.target} {a.get('aim')} port' or '... starboard'",
                "11.13",
            )
        r = combat.fire_value(
            pos, s.name, str(a.target), str(a.get("aim")), None if broadside is None else str(broadside), fouled=fouled
        )
        if not r:
            return IllegalActionError(f"{s.name} may not fire at {a.target}: {r.steps[-1].reason}", r.steps[-1].case)
        return IllegalActionError(f"{s.name} may not fire at {a.target} now", "9.11")

    def _refusal_before_turns(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """A refusal that stands whoever's turn it is, naming the case really broken, or ``None`` [6.1, 9.11, 13.3].

        A ship that may not take the command at all (fouled, dead in the water, taken
        aback, short of crew) [6.1, 6.22]; any move while a ship's fire window is
        open [9.11]; studding sails outside the Studding Sail Phase [13.3].
        """
        if a.verb == "command" and a.ship is not None:
            _SECTIONS.give_command(pos, pos.ship(a.ship), str(a.get("command")))  # raises with the case
        if a.verb in MOVE_VERBS and flow.phase == "movement" and flow.mover is not None and flow.stage == "after":
            return IllegalActionError(
                f"{flow.mover} has just moved and its fire window is open: it fires or holds fire before {a} can be played",
                "9.11",
            )
        if a.verb == "studding" and flow.phase != "studding":
            return IllegalActionError(
                "studding sails are set or taken in only in the Studding Sail Phase of the Strategic Cycle, on "
                f"Game-Turns divisible by 8; this is the {PHASES[flow.phase][0]} phase of Game-Turn {pos.turn}",
                "13.3",
            )
        return None

    def _why_not_ship(
        self, pos: Position, flow: Flow, s: ShipState, a: Action, same_verb: list[Action]
    ) -> tuple[str, str]:
        """Why ``s`` may not take action ``a`` when other ships of its side may, with the case [7.22-7.24, 11.1, 11.31, 13.31]."""
        others = ", ".join(dict.fromkeys(str(x.ship) for x in same_verb if x.ship))
        ph = flow.phase
        if ph == "movement":
            if flow.mover is not None and flow.mover != s.name:
                return f"{flow.mover} is in the middle of its move and acts first", "7.22"
            if s.drifted:
                return "it has drifted and moves no more this turn", "8.4"
            if s.command is None:
                return "it holds no command chit (its movement is over, or it was given none)", "7.23"
            if a.verb in ("fire", "hold"):
                return "only a ship that has just moved has a fire window", "9.11"
            if self._fastest_first() and s.name not in {x.ship for x in same_verb}:
                return f"under the optional fastest-first rule only {others} may move now", "7.24"
            return f"only {others} may move now", "7.22"
        if ph == "fouled_fire":
            verb = "fires" if others.count(",") == 0 else "fire"
            return f"in this square {others} {verb} first, by current Crew Value", "11.11"
        if ph == "unfouling":
            if s.name in flow.tried:
                return "it has already tried to unfoul this stage", "11.31"
            may = _SECTIONS.may_unfoul(pos, s)
            if not may:
                return may.steps[-1].reason, may.steps[-1].case
            return f"only {others} may try now", "11.31"
        if ph == "studding" and s.name in flow.tried:
            return "its studding sails were already declared this phase", "13.31"
        name, case = PHASES[ph]
        return f"only {others} may do that in the {name} phase", case

    # =======================================================================
    # internals: applying an action
    # =======================================================================

    def _apply(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """Play one legal action: each verb its own rule (see :data:`_PLAYS`)."""
        return _PLAYS[a.verb](self, pos, flow, a)

    def _play_roll(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        task, rest = flow.tasks[0], flow.tasks[1:]
        return self._resolve_task(pos, flow.with_(tasks=rest), task, int(a.die or 0))

    def _play_face(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The ship left alone by an unfouled enemy is turned as its owner chose [11.34]."""
        t = flow.tasks[0]
        assert isinstance(t, Face)
        pos, ruling = _SECTIONS.unfoul(pos, t.mover, t.die, t.square, t.heading, str(a.get("heading")))
        return pos, _logged(flow.with_(tasks=flow.tasks[1:]), ruling)

    def _play_command(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        s = pos.ship(str(a.ship))
        step = Step("6.1", f"{s.name} is given a command chit")
        return _SECTIONS.give_command(pos, s, str(a.get("command"))), flow.with_(log=(step,))

    def _play_propose_end(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        step = Step("15.0-GL", f"{a.side} offers to end the game by agreement; the other side accepts or declines")
        return pos, flow.with_(proposal=a.side, accepted=frozenset(), offered=flow.offered | {str(a.side)}, log=(step,))

    def _play_accept_end(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The game ends when every other side has accepted, and is scored then [15.0-GL, 15.0-VC]."""
        step = Step("15.0-GL", f"{a.side} accepts the offer to end the game")
        flow = flow.with_(accepted=flow.accepted | {str(a.side)}, log=(step,))
        if self._responders(flow):
            return pos, flow
        end = _SECTIONS.end_check(pos, self.game_length, agreed=True)
        return pos, _logged(flow.with_(phase="over", end=end, proposal=None, accepted=frozenset()), end)

    def _play_decline_end(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        step = Step("15.0-GL", f"{a.side} declines to end the game: play goes on")
        return pos, flow.with_(proposal=None, accepted=frozenset(), log=(step,))

    def _play_swell(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A ship spared the swell roll whose owner rolls all the same [13.12]."""
        step = Step("13.12", f"{a.ship}'s downwind square is taken, but its owner chooses to roll for swell")
        flow = flow.with_(tried=flow.tried | {str(a.ship)}, log=(step,))
        return pos, flow.with_(tasks=(SwellDie(ship=a.ship, by_choice=True),) + flow.tasks)

    def _play_studding(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        pos, ruling = _SECTIONS.studding(pos, str(a.ship), str(a.get("choice")))
        return pos, _logged(flow.with_(tried=flow.tried | {str(a.ship)}), ruling)

    def _play_done(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        step = Step(PHASES[flow.phase][1], f"{a.side} makes no more choices this phase")
        return pos, flow.with_(done=flow.done | {str(a.side)}, log=(step,))

    def _play_next(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        step = Step("7.22", f"the weather-gauge holder {flow.gauge} names {a.side} to move next")
        return pos, flow.with_(next_side=a.side, log=(step,))

    def _play_unfoul(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        s = pos.ship(str(a.ship))
        flow = _consult(flow, self.readings, "unfoul_order")
        step = Step("11.31", f"{s.name} tries to unfoul")
        return pos, flow.with_(tried=flow.tried | {s.name}, tasks=(UnfoulDie(ship=s.name),) + flow.tasks, log=(step,))

    def _play_fire(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A broadside is fired: its two dice are due [9.11, 11.1]."""
        fouled = flow.phase == "fouled_fire"
        broadside = a.get("broadside")
        task = FireDice(
            ship=a.ship,
            target=str(a.target),
            aim=str(a.get("aim")),
            broadside=None if broadside is None else str(broadside),
            fouled=fouled,
        )
        log = (Step("9.11" if not fouled else "11.1", f"{a.ship} fires at {a.target} ({a.get('aim')} fire)"),)
        flow = flow.with_(tasks=(task,) + flow.tasks, log=log)
        return pos, flow.with_(tried=flow.tried | {str(a.ship)}) if fouled else flow.with_(stage="fired")

    def _play_hold(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        if flow.phase == "fouled_fire":
            return pos, flow.with_(tried=flow.tried | {str(a.ship)}, log=(Step("11.1", f"{a.ship} does not fire"),))
        return self._finish_move(pos, flow.with_(log=(Step("9.11", f"{a.ship} does not fire"),)), None)

    def _place(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """An unfouled ship goes to its chosen square and heading [11.33]; an enemy left alone may be re-faced [11.34]."""
        t = flow.tasks[0]
        assert isinstance(t, Place)
        die = t.die
        s = pos.ship(str(a.ship))
        left = [x for x in pos.at(s.square) if x.name != s.name]
        square, heading = str(a.get("square")), str(a.get("heading"))
        if len(left) == 1 and left[0].side != s.side:
            face = Face(ship=left[0].name, die=die, mover=s.name, square=square, heading=heading)
            step = Step("11.34", f"{left[0].name} is left alone by its enemy and may be turned to any heading")
            return pos, flow.with_(tasks=(face,) + flow.tasks[1:], log=flow.log + (step,))
        pos, ruling = _SECTIONS.unfoul(pos, s.name, die, square, heading, None)
        return pos, _logged(flow.with_(tasks=flow.tasks[1:]), ruling)

    def _move(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """One step of one ship [7.3-7.9]; then its fire window [9.11], or a drift die [8.0]."""
        s = pos.ship(str(a.ship))
        out = _SECTIONS.apply_move(pos, s, a, known_legal=True)  # checked by check() before it is applied
        if self.seven_or_more:
            flow = _consult(flow, self.readings, "fastest_first")
        new = out.position
        flow = _logged(flow.with_(mover=s.name), out.ruling)
        if out.drift_needed and not new.ship(s.name).drifted:
            flow = flow.with_(tasks=flow.tasks + (DriftDie(ship=s.name),))
        window = out.fire_window
        if out.fouled:  # a ship that has just fouled fires now only under fire_on_fouling_entry [9.11, 11.1]
            flow = _consult(flow, self.readings, "fire_on_fouling_entry")
            window = self.readings["fire_on_fouling_entry"] != "none"
        if not window or out.drift_needed:
            return self._finish_move(new, flow, a)
        return new, flow.with_(stage="after", windows=flow.windows | {s.name}, move_verb=a.verb)

    def _finish_move(self, pos: Position, flow: Flow, a: Action | None) -> tuple[Position, Flow]:
        """The ship's move is over: a new declaration, or (whole-move reading) it carries on [7.22, 7.23]."""
        name = flow.mover
        if name is None:
            return pos, flow
        s = pos.ship(name)
        flow = _consult(flow, self.readings, "move_granularity")
        if self.readings["move_granularity"] == "whole_move" and s.command is not None and not s.fouled:
            return pos, flow.with_(stage="continue")
        verb = a.verb if a is not None else flow.move_verb  # after a fire window, the move that opened it
        if verb is not None and verb not in _LISTED_TRIGGERS:
            flow = _consult(flow, self.readings, "declaration_triggers")
        keep_side = (
            self.readings["declaration_triggers"] == "listed" and verb is not None and verb not in _LISTED_TRIGGERS
        )
        return pos, flow.with_(mover=None, stage="", move_verb=None, next_side=flow.next_side if keep_side else None)

    def _resolve_task(self, pos: Position, flow: Flow, task: Task, die: int) -> tuple[Position, Flow]:
        """Settle ``task`` with ``die``: each kind of die its own rule (see :data:`_ROLLS`)."""
        return _ROLLS[task.kind](self, pos, flow, task, die)

    def _roll_drift(self, pos: Position, flow: Flow, task: DriftDie, die: int) -> tuple[Position, Flow]:
        pos, ruling = _SECTIONS.drift(pos, pos.ship(str(task.ship)), die, task.cause)
        return pos, _logged(flow, ruling)

    def _roll_wheel(self, pos: Position, flow: Flow, task: WheelDie, die: int) -> tuple[Position, Flow]:
        """The wheel test [6.21, 10.32]: a failure sends the ship drifting [8.22]."""
        pos, ruling, failed = _SECTIONS.wheel_test(pos, pos.ship(str(task.ship)), die)
        flow = _logged(flow, ruling)
        if failed:
            flow = flow.with_(tasks=(DriftDie(ship=task.ship),) + flow.tasks)
        return pos, flow

    def _roll_gauge(self, pos: Position, flow: Flow, task: GaugeDie, die: int) -> tuple[Position, Flow]:
        """One die per side for tied counts [7.21]; the second settles it, or both roll again."""
        rolls = task.rolls + (die,)
        if len(rolls) < 2:
            first = Step("7.21", f"the first side's die for the tied weather gauge shows {die}: the other side rolls")
            return pos, flow.with_(tasks=(GaugeDie(rolls=rolls),) + flow.tasks, log=flow.log + (first,))
        return self._set_gauge(pos, flow, rolls)

    def _roll_fire(self, pos: Position, flow: Flow, task: FireDice, die: int) -> tuple[Position, Flow]:
        res = _SECTIONS.fire(pos, str(task.ship), task.target, task.aim, task.broadside, die, task.fouled)
        return self._after_damage(res, flow, task.target, task.aim)

    def _roll_critical(self, pos: Position, flow: Flow, task: CriticalDie, die: int) -> tuple[Position, Flow]:
        """A critical hit's dice, one at a time until its kind and effect are known [10.3]."""
        rolled = task.rolled + (die,)
        res = _SECTIONS.critical(pos, str(task.ship), rolled, task.aim)
        if res.needs:
            more = CriticalDie(ship=task.ship, aim=task.aim, rolled=rolled)
            return res.position, _logged(flow.with_(tasks=(more,) + flow.tasks), res.ruling)
        return self._after_damage(res, flow, str(task.ship), task.aim)

    def _roll_swell(self, pos: Position, flow: Flow, task: SwellDie, die: int) -> tuple[Position, Flow]:
        pos, ruling = _SECTIONS.swell(pos, str(task.ship), die, by_choice=task.by_choice)
        return pos, _logged(flow, ruling)

    def _roll_burn(self, pos: Position, flow: Flow, task: BurnDie, die: int) -> tuple[Position, Flow]:
        """A burning ship's fire die [13.21]; ships destroyed with its stack roll no more [13.24]."""
        pos, ruling = _SECTIONS.burn(pos, str(task.ship), die)
        flow = _logged(flow, ruling)
        lost = tuple(t for t in flow.tasks if isinstance(t, BurnDie) and pos.ship(str(t.ship)).destroyed)
        if lost:
            steps = tuple(
                Step("13.24", f"{t.ship} was destroyed with its stack and does not roll for fire") for t in lost
            )
            flow = flow.with_(tasks=tuple(t for t in flow.tasks if t not in lost), log=flow.log + steps)
        return pos, flow

    def _roll_order(self, pos: Position, flow: Flow, task: OrderDice, die: int) -> tuple[Position, Flow]:
        """One die per tied side; equal dice roll again; the dice settle this tie and what is left of it [11.11]."""
        rolls = task.rolls + (die,)
        if len(rolls) < len(task.sides):
            return pos, flow.with_(tasks=(replace(task, rolls=rolls),) + flow.tasks)
        if len(set(rolls)) < len(rolls):
            step = Step(
                "11.11", f"equal dice ({', '.join(map(str, rolls))}) for the crew tie in {task.square}: roll again"
            )
            return pos, flow.with_(tasks=(replace(task, rolls=()),) + flow.tasks, log=flow.log + (step,))
        step = Step(
            "11.11",
            f"crew tie at {task.crew} in {task.square} ({', '.join(task.ships)}): "
            + ", ".join(f"{x} rolls {r}" for x, r in zip(task.sides, rolls))
            + "; the higher fires first, and the same dice settle what is left of this tie",
        )
        tie = Tie(task.crew, frozenset(task.ships), tuple(zip(task.sides, rolls)))
        return pos, flow.with_(tie=tie, log=flow.log + (step,))

    def _roll_melee(self, pos: Position, flow: Flow, task: MeleeDice, die: int) -> tuple[Position, Flow]:
        """One die per side in the square, then the melee is fought [11.21]."""
        rolls = task.rolls + (die,)
        if len(rolls) < len(task.sides):
            return pos, flow.with_(tasks=(replace(task, rolls=rolls),) + flow.tasks)
        pos, ruling = _SECTIONS.melee(pos, task.square, dict(zip(task.sides, rolls)))
        return pos, _logged(flow, ruling)

    def _roll_unfoul(self, pos: Position, flow: Flow, task: UnfoulDie, die: int) -> tuple[Position, Flow]:
        """The unfouling die [11.32]: at or under the target, the owner places the ship [11.33]."""
        s = pos.ship(str(task.ship))
        need = _SECTIONS.unfoul_needs(pos, s)
        if die <= need:
            step = Step("11.32", f"{s.name} rolls {die} (needs {need} or less) and breaks free: its owner places it")
            return pos, flow.with_(tasks=(Place(ship=s.name, die=die),) + flow.tasks, log=flow.log + (step,))
        step = Step("11.32", f"{s.name} rolls {die} (needs {need} or less) and stays fouled")
        return pos, flow.with_(log=flow.log + (step,))

    def _after_damage(self, res: Any, flow: Flow, target: str, aim: str) -> tuple[Position, Flow]:
        """Fire or a critical hit has been applied: ask for a critical die, and drift a ship whose wheel was hit [8.21]."""
        pos = res.position
        tasks: tuple[Task, ...] = ()
        if res.needs:
            tasks += (CriticalDie(ship=target, aim=aim),)
        flow = _logged(flow, res.ruling)
        for ev in res.events:
            if ev.kind != "drift" or pos.ship(ev.ship).destroyed:
                continue
            may = _SECTIONS.may_drift(pos, pos.ship(ev.ship), ev.case)
            if may:
                tasks += (DriftDie(ship=ev.ship, cause=ev.case),)
                flow = flow.with_(consulted=tuple(dict.fromkeys(flow.consulted + may.readings)))
            elif may.readings:  # a second drift refused by reading wheel_drift_again [8.21]
                flow = _logged(flow, may)
        return pos, flow.with_(tasks=tasks + flow.tasks)

    # =======================================================================
    # internals: moving through the turn
    # =======================================================================

    def _first_flow(self, pos: Position) -> tuple[Position, Flow]:
        return self._enter("swell" if pos.turn % 8 == 0 else "command", pos, Flow())

    def _settle(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Run everything automatic until a decision or a die is needed [4.2].

        First of all, a side that has just lost its last participating ship ends the
        game at once, whatever phase it happens in [15.0-GL].
        """
        checked: Position | None = None  # the elimination check looks at the ships only, so once per position
        for _ in range(100_000):
            if flow.phase != "over" and pos is not checked:
                checked = pos
                if _SECTIONS.any_side_eliminated(pos):  # only then can the ruling end the game
                    name, case = PHASES[flow.phase]
                    end = _SECTIONS.elimination(pos, self.game_length, f"{name} [{case}]")
                    if end:  # pending dice and choices lapse [15.0-GL]
                        done = flow.with_(phase="over", end=end, tasks=(), mover=None, stage="", next_side=None)
                        return pos, _logged(done, end)
            if flow.phase == "over" or flow.tasks:
                return pos, flow
            auto = self._automatic(pos, flow)
            if auto is not None:
                pos, flow = auto
                continue
            if self._has_decisions(pos, flow):
                return pos, flow
            pos, flow = self._enter(_ORDER[_ORDER.index(flow.phase) + 1], pos, flow)
        raise RuntimeError("the engine did not settle")  # pragma: no cover

    def _automatic(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """One automatic step of the current phase, or ``None`` if there is none [4.2, 7.22-7.25, 11.1]."""
        if flow.phase == "fouled_fire":
            return self._fouled_fire_step(pos, flow)
        if flow.phase != "movement":
            return None
        if flow.mover is not None:
            return self._mover_done(pos, flow)
        return (
            self._chit_off(pos, flow)
            or self._side_to_move(pos, flow)
            or self._stuck_side(pos, flow)
            or self._late_fire_window(pos, flow)
        )

    def _mover_done(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The moving ship's fire window is used or has no shot, or its whole move is over [9.11, 7.22]."""
        s = pos.ship(str(flow.mover))
        if flow.stage in ("after", "fired") and (flow.stage == "fired" or not self._has_shot(pos, s)):
            return self._finish_move(pos, flow, None)
        if flow.stage == "continue" and not self._has_movement_decisions(pos, flow):
            return pos, flow.with_(mover=None, stage="", next_side=None)
        return None

    def _chit_off(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """A ship whose only step is to stop has its chit removed: nothing else is possible [7.54].

        Asked after every action, of every ship with a chit: a ship found able to do more at the last position
        asked about is asked again only if its state changed or a ship came into or left a square its answer
        was worked out from (:meth:`_squares_changed`); the answer of the others cannot have changed.
        """
        before, known = self._free_movers
        changed = self._squares_changed(before, pos)
        if changed is None:
            known = {}
        free: dict[str, tuple[ShipState, frozenset[Square]]] = {}
        for s in pos.afloat():
            if s.command is None:
                continue
            hit = known.get(s.name)
            if hit is not None and hit[0] is s and changed is not None and changed.isdisjoint(hit[1]):
                free[s.name] = hit
                continue
            stop, looked = self._only_stop_from(pos, s)
            if stop:
                self._free_movers = (None, {})
                out = _SECTIONS.apply_move(pos, s, Action.make("stop", (s.name,)), known_legal=True)
                return out.position, _logged(flow, out.ruling)
            free[s.name] = (s, frozenset(sq for sq, _ in looked))
        self._free_movers = (pos, free)
        return None

    def _side_to_move(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The named side has no ship left to move, or only one side has: it finishes them freely [7.22, 7.23]."""
        if flow.next_side is not None:
            return None if self._to_move(pos, flow.next_side, flow) else (pos, flow.with_(next_side=None))
        sides = [side for side in self.sides if self._to_move(pos, side, flow)]
        if len(sides) != 1:
            return None
        step = Step("7.23", f"only {sides[0]} has ships left to move: it finishes them freely")
        return pos, flow.with_(next_side=sides[0], log=flow.log + (step,))

    def _stuck_side(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The side to move has ships with chits but no step left: the chits that cannot be used are removed [7.54]."""
        if flow.next_side is None or self._has_movement_decisions(pos, flow):
            return None
        stuck = self._to_move(pos, flow.next_side, flow)
        for s in stuck:
            pos = pos.with_ship(s.with_(command=None, mp=0))
        steps = tuple(Step("7.54", f"{s.name} cannot use its remaining points: its chit is removed") for s in stuck)
        return pos, flow.with_(next_side=None, log=flow.log + steps)

    def _late_fire_window(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """Movement is over: a ship that had no fire window this turn gets one now (reading ``fire_after_non_entry``) [9.11]."""
        if flow.next_side is not None or self.readings["fire_after_non_entry"] != "once_per_turn":
            return None
        for s in pos.afloat():
            if s.name not in flow.windows and self._may_fire(s) and _SECTIONS.fire_options(pos, s):
                why = f"{s.name} had no fire window this turn and gets one now (reading fire_after_non_entry)"
                flow = _consult(flow, self.readings, "fire_after_non_entry")
                return pos, flow.with_(
                    mover=s.name, stage="after", windows=flow.windows | {s.name}, log=flow.log + (Step("9.11", why),)
                )
        return None

    def _fouled_fire_step(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """Set aside ships that cannot fire, finish squares, and ask for dice when a crew tie decides who fires next [11.1, 11.11]."""
        if not flow.squares:
            return None
        unable = {
            s.name
            for s in pos.afloat()
            if square_name(s.square) == flow.squares[0]
            and s.name not in flow.tried
            and not _SECTIONS.fire_options(pos, s, fouled=True)
        }
        if unable:  # they take no part in the order, so they never tie with anyone [11.11]
            return pos, flow.with_(tried=flow.tried | unable)
        shooters = self._fouled_shooters(pos, flow)
        if shooters is None:
            return pos, flow.with_(squares=flow.squares[1:], tie=None, tried=frozenset())
        if isinstance(shooters, Ruling):
            crew, ships = shooters.facts["tie"]
            dice = OrderDice(
                square=flow.squares[0],
                sides=tuple(shooters.facts["tied_sides"]),
                rolls=(),
                crew=crew,
                ships=tuple(ships),
            )
            return pos, flow.with_(tasks=(dice,))
        return None

    def _enter(self, phase: str, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Start ``phase``: its automatic work and the dice it needs [4.2]."""
        flow = flow.with_(phase=phase, done=frozenset(), tried=frozenset(), mover=None, stage="", next_side=None)
        if phase == "swell":
            swells = tuple(SwellDie(ship=u[0], unit=u) for u in _SECTIONS.swell_units(pos))
            return pos, flow.with_(tasks=swells, optional=tuple(_SECTIONS.swell_choices(pos)))
        if phase == "fires":
            return pos, flow.with_(tasks=tuple(BurnDie(ship=n) for n in _SECTIONS.burning(pos)))
        if phase == "studding":
            pos, ruling = _SECTIONS.studding_lapse(pos)
            return pos, _logged(flow, ruling)
        if phase == "revelation":
            tasks, keys = self._end_of_commands(pos)
            flow = _consult(flow, self.readings, *keys)
            return pos, flow.with_(tasks=tasks, log=flow.log + (Step("6.14", "every command chit is turned face up"),))
        if phase == "allowance":
            return _SECTIONS.start_movement(pos), flow
        if phase == "gauge":
            return self._set_gauge(pos, flow, ())
        if phase == "fouled_fire":
            return pos, flow.with_(squares=tuple(_SECTIONS.fouled_fire_squares(pos)), tie=None)
        if phase == "melee":
            melees = tuple(
                MeleeDice(square=sq, sides=_SECTIONS.melee_sides(pos, sq)) for sq in _SECTIONS.melee_squares(pos)
            )
            return pos, flow.with_(tasks=melees)
        if phase == "terminal":
            return self._terminal(pos, flow)
        return pos, flow

    def _end_of_commands(self, pos: Position) -> tuple[tuple[Task, ...], tuple[str, ...]]:
        """Drift of ships taken aback [8.11] and wheel tests [6.21, 10.32], in the reading's order.

        Also returns the readings that made a difference: ``diw_aback_drift`` when a
        ship dead in the water faces the wind, ``wheel_test_timing`` when both kinds of die are due.
        """
        diw_drift = self.readings["diw_aback_drift"] == "drift"
        facing_wind = [s for s in pos.afloat() if s.taken_aback(pos.wind) and not s.fouled and not s.drifted]
        aback = tuple(DriftDie(ship=s.name, cause="8.11") for s in facing_wind if diw_drift or not s.dead_in_water)
        wheel = tuple(WheelDie(ship=s.name) for s in pos.afloat() if s.wheel and s.command is not None)
        keys = (("diw_aback_drift",) if any(s.dead_in_water for s in facing_wind) else ()) + (
            ("wheel_test_timing",) if aback and wheel else ()
        )
        tasks = wheel + aback if self.readings["wheel_test_timing"] == "command_end" else aback + wheel
        return tasks, keys

    def _set_gauge(self, pos: Position, flow: Flow, rolls: tuple[int, ...]) -> tuple[Position, Flow]:
        """Who holds the weather gauge [7.21]; equal counts need a die per tied side, equal dice roll again."""
        r = _SECTIONS.weather_gauge(pos, None, flow.previous_gauge)
        tied = tuple(r.facts.get("tied") or ())
        if r.verdict in self.sides:
            return pos, _logged(flow.with_(gauge=r.verdict), r)
        if not tied:  # no ship has an allowance: nobody moves, the gauge does not matter [7.21]
            return pos, _logged(flow.with_(gauge=None), r)
        if rolls:
            r = _SECTIONS.weather_gauge(pos, dict(zip(tied, rolls)), flow.previous_gauge)
            if r.verdict in self.sides:
                return pos, _logged(flow.with_(gauge=r.verdict), r)
        return pos, _logged(flow.with_(tasks=(GaugeDie(),) + flow.tasks), r)

    def _terminal(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Flip every counter back, clear the turn's marks, check the end, start the next turn [4.2 F, 9.13, 15.0]."""
        ships = tuple(
            s.with_(
                command=None,
                mp=0,
                ma=0,
                fired=None,
                drifted=False,
                tacked=False,
                start_facing=None,
                turned=0,
                entered=0,
            )
            for s in pos.ships
        )
        pos = pos.with_(ships=ships)
        steps = (Step("9.13", "every counter is turned face up again; the Game-Turn ends"),)
        end = _SECTIONS.end_check(pos, self.game_length)
        if end:
            return pos, _logged(flow.with_(phase="over", end=end, log=flow.log + steps), end)
        pos = pos.with_(turn=pos.turn + 1)
        nxt = Flow(
            previous_gauge=flow.gauge,
            log=flow.log + steps,
            consulted=tuple(dict.fromkeys(flow.consulted + end.readings)),
        )
        return self._enter("swell" if pos.turn % 8 == 0 else "command", pos, nxt)


#: How each verb is played [4.2].
_PLAYS: dict[str, Callable[[Turn, Position, Flow, Action], tuple[Position, Flow]]] = {
    "roll": Turn._play_roll,
    "place": Turn._place,
    "face": Turn._play_face,
    "command": Turn._play_command,
    "propose-end": Turn._play_propose_end,
    "accept-end": Turn._play_accept_end,
    "decline-end": Turn._play_decline_end,
    "swell": Turn._play_swell,
    "studding": Turn._play_studding,
    "done": Turn._play_done,
    "next": Turn._play_next,
    "unfoul": Turn._play_unfoul,
    "fire": Turn._play_fire,
    "hold": Turn._play_hold,
    **{verb: Turn._move for verb in MOVE_VERBS},
}
assert set(_PLAYS) == {v.word for v in GRAMMAR.verbs}, "every verb of the grammar is played"

#: How each kind of die is settled [dice are actions].
_ROLLS: dict[str, Callable[[Turn, Position, Flow, Any, int], tuple[Position, Flow]]] = {
    "drift": Turn._roll_drift,
    "wheel": Turn._roll_wheel,
    "gauge": Turn._roll_gauge,
    "fire": Turn._roll_fire,
    "critical": Turn._roll_critical,
    "swell": Turn._roll_swell,
    "burn": Turn._roll_burn,
    "order": Turn._roll_order,
    "melee": Turn._roll_melee,
    "unfoul": Turn._roll_unfoul,
}
assert set(_ROLLS) == {k for k, t in TASKS.items() if t.dice is not None}, "every kind of die is settled"


def _logged(flow: Flow, ruling: Ruling) -> Flow:
    """The flow with a section ruling's steps added to the log and the readings it used noted [4.2]."""
    return flow.with_(
        log=flow.log + tuple(ruling.steps), consulted=tuple(dict.fromkeys(flow.consulted + tuple(ruling.readings)))
    )


def _consult(flow: Flow, readings: Readings, *keys: str) -> Flow:
    """The flow with sequence readings the engine itself consulted noted for :meth:`Game.ruling` [4.2]."""
    return flow.with_(consulted=tuple(dict.fromkeys(flow.consulted + used(readings, *keys))))


def scenario_info_or_none(sid: str | None) -> Any:
    """The scenario record for a known id, else ``None`` (custom positions) [15.0]."""
    if sid is None:
        return None
    from .scenarios import scenario_info

    try:
        return scenario_info(sid)
    except ValueError:
        return None


def _is_chance(flow: Flow) -> bool:
    return bool(flow.tasks) and flow.tasks[0].dice is not None


def _read_readings(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in text.split(";"):
        if part.strip():
            if "=" not in part:
                raise InvalidInputError("readings header", part, "key=option pairs separated by ';'")
            k, v = part.split("=", 1)
            out[k.strip()] = v.strip()
    return out


#: The longest fixed game accepted: the last Game-Turn the position notation writes, far beyond any
#: scenario's length (15.9 lasts 16 Game-Turns) [15.0-GL].
MAX_GAME_LENGTH = LARGEST


def _check_sides(position: Position) -> None:
    """A game is fought between two sides [2.21, 15.0]: refuse a position with ships of more or fewer."""
    sides = position.sides()
    if len(sides) != 2:
        raise InvalidInputError(
            "sides of the position for a game",
            sides,
            "ships of exactly two nationalities, the two sides of the game [2.21, 15.0]",
        )


def _check_length(length: object) -> int | None:
    """A fixed game length, or ``None`` for none [15.0-GL]; anything else is refused before play starts."""
    if length is None or (isinstance(length, int) and not isinstance(length, bool) and 1 <= length <= MAX_GAME_LENGTH):
        return length
    raise InvalidInputError(
        "game length", length, f"a whole number of Game-Turns from 1 to {MAX_GAME_LENGTH}, or None [15.0-GL]"
    )


# ---------------------------------------------------------------------------
# Fighting Sail on the kit's engine
# ---------------------------------------------------------------------------


class FightingSailRules(BaseRules):
    """*Fighting Sail* as the kit's engine plays it (:class:`sailkit.engine.Rules`): states are :class:`State` values."""

    key = "fighting_sail"
    title = "Fighting Sail"
    turn_name = "Game-Turn"

    def describe(self, state: State) -> Mapping[str, object]:
        """Where the game stands: the Game-Turn, the phase with its cases and its number in the Game-Turn [4.2].

        Phases are numbered in the order of the Sequence of Play, the Strategic Cycle's
        three first (1 Swell ... 4 Command Decision ... 8 Movement ... 12 Terminal), so a
        phase keeps its number in a Game-Turn without the Strategic Cycle [4.2, 13.0].
        """
        return {"turn": state.position.turn, "phase": state.phase, "phase_number": _ORDER.index(state.flow.phase) + 1}

    def sides(self, state: State) -> tuple[str, ...]:
        """The two sides of the game [2.21, 15.0]."""
        return state.setup.sides

    def observe(self, state: State, side: str) -> Observation:
        """What ``side`` may know: the other sides' command chits lie face down until the Command Revelation [6.1,
        6.14], so those ships show no chit; the rest of the position is open to both."""
        pos = state.position
        if state.flow.phase not in HIDDEN_PHASES:
            return Observation(side, state)
        hidden = {s.name for s in pos.ships if s.side != side and s.command is not None}
        if not hidden:
            return Observation(side, state)
        ships = tuple(s.with_(command=None) if s.name in hidden else s for s in pos.ships)
        seen = State(state.setup, pos.with_(ships=ships), state.flow)
        return Observation(side, seen, {name: "chit face down [6.14]" for name in sorted(hidden)})

    def winner(self, state: State) -> str | None:
        """The side that won [15.0-VC], once the game is over; ``None`` for a draw or while it goes on."""
        end = state.flow.end
        if end is None:
            return None
        from .victory import result

        verdict = str(result(state.position, bool(end.facts.get("draw_forced"))).verdict)
        return verdict.removesuffix(" wins") if verdict.endswith(" wins") else None

    def is_offer(self, action: Action) -> bool:
        """An offer to end the game by agreement [15.0-GL]: a player's choice, never random play's."""
        return action.verb == "propose-end"

    def conceal(self, state: State, action: Action, side: str) -> str | None:
        """An order given to another side's ship stays face down until the Command Revelation [6.1, 6.14].

        The same test as :meth:`~.game.Game.view`: while the game stands before the
        revelation, ``side`` sees only that the ship was given an order.
        """
        if action.verb != "command" or state.flow.phase not in HIDDEN_PHASES:
            return None
        owner = next((s.side for s in state.position.ships if s.name == action.ship), None)
        if owner is None or owner == side:
            return None
        return f"{owner} gives {action.ship} an order, face down until the Command Revelation [6.1, 6.14]"

    def setup_with_readings(self, setup: Setup, readings: Mapping[str, str]) -> Setup:
        """The same game under other readings (``sailkit validate --readings``): the scenario's set-up redone under them."""
        chosen = readings_for({**setup.readings.non_default(), **readings})
        if setup.scenario is not None and scenario_info_or_none(setup.scenario) is not None:
            info = scenario_info_or_none(setup.scenario)
            if info.position(readings=setup.readings) == setup.start:
                return scenario_setup(setup.scenario, chosen, game_length=setup.game_length)
        return Setup.create(
            setup.start.with_(readings=chosen), scenario=setup.scenario, readings=chosen, game_length=setup.game_length
        )

    def place(self, state: State, text: str) -> Square:
        """A square named in an annotation, ``CCRR`` or ``COL:ROW`` where the readings allow it [2.1, 15.0-MR]."""
        return square(text, state.setup.readings)

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Shannon Chesapeake]`` asks for at this point (the desk's questions)."""
        from ...questions import ask
        from .questions import DESK

        return ask(DESK, state.position, question)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A ``Final`` header must be the position the main line reaches [14.0]."""
        final = headers.get("Final")
        problem = None if final is None else _final_contradiction(final, state.position)
        if problem is not None:
            raise problem

    def start(self, setup: Setup) -> State:
        return setup.turn.start()

    def headers(self, setup: Setup) -> dict[str, str]:
        """The set-up as record headers: the scenario, the readings that differ from the defaults, a changed start, the length [14.0]."""
        from .notation import format_position

        out = {"Scenario": setup.scenario or "custom"}
        changed = setup.readings.non_default()
        if changed:
            out["Readings"] = "; ".join(f"{k}={v}" for k, v in changed.items())
        info = scenario_info_or_none(setup.scenario)
        if info is None or info.position(readings=setup.readings) != setup.start:
            out["Position"] = format_position(setup.start)
        if setup.game_length != getattr(info, "game_length", None):
            out["GameLength"] = str(setup.game_length or "open")
        return out

    def setup_from_headers(self, headers: Mapping[str, str]) -> Setup:
        """The set-up a record's headers give: scenario, readings, game length, start position."""
        sid = headers.get("Scenario")
        readings = _read_readings(headers.get("Readings", ""))
        kw: dict[str, Any] = {}
        if "GameLength" in headers:
            length = headers["GameLength"]
            if length != "open" and not (is_whole(length) and len(length) <= len(str(MAX_GAME_LENGTH))):
                raise InvalidInputError(
                    "record game length", length, f"a whole number of Game-Turns up to {MAX_GAME_LENGTH}, or 'open'"
                )
            kw["game_length"] = None if length == "open" else int(length)
        if "Position" in headers:
            start = Position.parse(headers["Position"])
            return Setup.create(start, scenario=None if sid in (None, "custom") else sid, readings=readings, **kw)
        if not sid or sid == "custom":
            raise InvalidInputError("record scenario", sid, "a scenario id such as '15.4', or a Position header")
        return scenario_setup(sid, readings, **kw)

    def parse_action(self, text: str | Action) -> Action:
        return Action.parse(text)

    def legal_actions(self, state: State) -> list[Action]:
        return state.setup.turn.legal(state.position, state.flow)

    def check_action(self, state: State, action: Action) -> Action:
        return state.setup.turn.check(state.position, state.flow, action)

    def apply_action(self, state: State, action: Action) -> tuple[State, Ruling]:
        pos, flow = state.setup.turn.apply(state.position, state.flow, action)
        new = State(state.setup, pos, flow)
        ruling = Ruling(
            f"what {action} did", new.phase, flow.log, flow.consulted, facts={"turn": pos.turn}, ruleset=self.key
        )
        return new, ruling

    def chance_outcomes(self, state: State) -> list[tuple[Action, Fraction]]:
        """At a chance node, each ``roll`` with its exact probability (every die face equally likely)."""
        if not _is_chance(state.flow):
            return []
        return list(_outcomes(state.flow.tasks[0].dice or ()))

    def is_terminal(self, state: State) -> bool:
        return state.flow.phase == "over"

    def current_side(self, state: State) -> str | None:
        return state.setup.turn.current_side(state.position, state.flow)


@cache
def _outcomes(allowed: tuple[int, ...]) -> tuple[tuple[Action, Fraction], ...]:
    """Each result a die may show as a ``roll`` action, every face equally likely; one list per kind of die."""
    chance = Fraction(1, len(allowed))  # one object for every face: dice see at once that all are equal
    return tuple((Action.make("roll", (d,)), chance) for d in allowed)


def _final_contradiction(text: str, reached: Position) -> InvalidInputError | None:
    """Why a record's ``Final`` header contradicts the position its replay reached, or ``None``."""
    from .notation import format_position, format_ship

    try:
        final = Position.parse(text)
    except InvalidInputError as err:
        return InvalidInputError("Final header of the record", text, f"a position in the notation: {err}")
    if final == reached:
        return None
    head = [format_position(p.with_(ships=())) for p in (final, reached)]
    diffs = [f"{head[0]!r} where the replay reaches {head[1]!r}"] if head[0] != head[1] else []
    mine = {s.name: format_ship(s) for s in final.ships}
    replayed = {s.name: format_ship(s) for s in reached.ships}
    for name in dict.fromkeys([*mine, *replayed]):
        a, b = mine.get(name, "no such ship"), replayed.get(name, "no such ship")
        if a != b:
            diffs.append(f"{a!r} where the replay reaches {b!r}")
    if not diffs:  # the same ships in another order
        diffs.append("the ships in another order than the replay's")
    return InvalidInputError(
        "Final header of the record", text, "the position the main line reaches; it has " + "; ".join(diffs)
    )


def scenario_setup(scenario_id: str, readings: ReadingsLike | None = None, **kw: Any) -> Setup:
    """The set-up of scenario ``scenario_id`` (``"15.1"`` ... ``"15.9"``) at Game-Turn 1 [15.0]."""
    from .scenarios import scenario, scenario_info

    info = scenario_info(scenario_id)
    kw.setdefault("game_length", info.game_length)
    return Setup.create(
        scenario(info.id, readings=readings),
        scenario=info.id,
        readings=readings,
        seven_or_more=info.seven_or_more_ships,
        **kw,
    )


RULES = FightingSailRules()
