"""The Game-Turn of 4.2 as one game state that changes only by actions.

OpenSpiel style: a :class:`Game` holds one state; :meth:`Game.legal_actions` lists
every action allowed now, :meth:`Game.apply_action` plays one (refusing anything
else with an :class:`~sailkit.errors.IllegalActionError` naming the case it breaks,
and changing nothing), and every action is kept in order, so a game can be saved,
replayed exactly, stepped back (:meth:`Game.undo`) and branched (:meth:`Game.branch`).

Die results are actions too. At a chance node (:meth:`Game.is_chance_node`)
:meth:`Game.chance_outcomes` lists each ``roll N`` with its exact probability and the
result is applied like any other action; :meth:`Game.roll` takes it from a
:class:`~sailkit.dice.ManualDice` or :class:`~sailkit.dice.SeededDice`. The record
holds every result, so a replay never needs a generator.

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

Commands are chosen in secret and shown together [6.1, 6.14]: :meth:`Game.view` gives
what one side may see, the other side's chits face down until the Command Revelation.

A game with no fixed length may also end by agreement [15.0-GL]: at the start of the
Command Decision Stage a side may play ``propose-end SIDE`` (listed, like every action
allowed now, by :meth:`Game.legal_actions`, after the commands); the game then waits for
the other side's ``accept-end`` or ``decline-end``. Whether to offer is the chooser's
business: :func:`play_random` leaves offers out unless asked, so random play does not
end games by accident.

The rules themselves live in the section modules (commands, movement, drift, gauge,
fire, damage, melee, strategic, victory, striking); this module only sequences them.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from ...dice import D6, D66
from ...errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from ...files import read_text, write_atomic
from ...geometry.compass import Direction
from ...record import Record, RecordProblem, read_record
from ...rulings import Ruling, Step, used
from . import commands, drift, gauge, melee, movement, strategic, victory
from .actions import VERB_CASES, Action, parse
from .board import name as square_name
from .fire import combat
from .notation import LARGEST, check_scenario_id
from .readings import Readings, resolve
from .state import Position, ShipState

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
    "movement": ("Movement", "7.2"),
    "fouled_fire": ("Fouled fire", "11.1"),
    "melee": ("Melee", "11.2"),
    "unfouling": ("Unfouling", "11.3"),
    "terminal": ("Terminal", "4.2"),
    "over": ("Game over", "15.0"),
}
_ORDER = tuple(PHASES)

#: Tasks settled by a die [dice are actions]: kind -> (allowed results, case).
CHANCE_TASKS: dict[str, tuple[tuple[int, ...], str]] = {
    "drift": (D6, "8.0"),
    "wheel": (D6, "10.32"),
    "gauge": (D6, "7.21"),
    "fire": (D66, "9.0"),
    "critical": (D6, "10.3"),
    "swell": (D6, "13.11"),
    "burn": (D6, "13.21"),
    "order": (D6, "11.11"),
    "melee": (D6, "11.21"),
    "unfoul": (D6, "11.32"),
}
#: Tasks settled by a player's choice.
CHOICE_TASKS = {"place": "11.33", "face": "11.34"}


@dataclass(frozen=True)
class Task:
    """Something that must be settled before play goes on: a die to roll or a forced choice."""

    kind: str
    ship: str | None = None
    data: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Flow:
    """Where the game is inside the Game-Turn, beyond the :class:`Position` itself."""

    phase: str = "command"
    gauge: str | None = None  #: side holding the weather gauge this turn [7.2]
    previous_gauge: str | None = None  #: last turn's holder (reading wg_tie_roll) [7.21]
    next_side: str | None = None  #: side named to move next [7.22]
    mover: str | None = None  #: ship in the middle of its move
    stage: str = ""  #: the mover's sub-step: "after" (fire window), "fired" or "continue" (whole-move reading)
    tasks: tuple[Task, ...] = ()
    done: frozenset[str] = frozenset()  #: sides finished with an optional choice [13.31, 11.31]
    tried: frozenset[str] = (
        frozenset()
    )  #: ships that chose already: studding [13.31], unfouling [11.31], fouled fire [11.1]
    windows: frozenset[str] = frozenset()  #: ships that had a fire window this turn [9.11]
    squares: tuple[str, ...] = ()  #: squares whose fouled ships are still to fire [11.1]
    tie: tuple[tuple[str, int], ...] = ()  #: dice settling equal crews in the current square [11.11]
    proposal: str | None = None  #: side whose offer to end the game awaits an answer [15.0-GL]
    accepted: frozenset[str] = frozenset()  #: sides that accepted the pending offer [15.0-GL]
    offered: frozenset[str] = frozenset()  #: sides that offered to end the game this turn [15.0-GL]
    end: Ruling | None = None  #: why the game ended [15.0]
    log: tuple[Step, ...] = ()  #: what happened in the last action, case by case
    consulted: tuple[tuple[str, str], ...] = ()  #: the readings the last action consulted, with their options

    def with_(self, **changes: Any) -> Flow:
        return replace(self, **changes)


@dataclass(frozen=True)
class SideView:
    """What one side may see of the game [6.1, 6.14]: the position with the other sides' chits face down."""

    side: str
    position: Position  #: other sides' commands taken off while their chits are face down
    face_down: tuple[str, ...]  #: other sides' ships holding a chit that has not been revealed
    revealed: bool  #: the Command Revelation has happened this Game-Turn (or the turn has none left) [6.14]


class Rules:
    """The rules the engine calls, one small adapter each, so the wiring is in one place.

    Every method hands a question to the section module that owns it; the engine only
    sequences. Tests may subclass it to stand in for a section.
    """

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
        return [_to_action(o, ship.name) for o in movement.step_options(pos, ship.name)]

    def apply_move(self, pos: Position, ship: ShipState, action: Action) -> Any:
        return movement.apply_step(pos, ship.name, _step_text(action))

    # -- fire [9.0, 10.0, 11.1] --
    def fire_options(self, pos: Position, ship: ShipState, fouled: bool = False) -> list[Action]:
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
        return melee.fire_order(pos, square, tie_dice=tie, exclude=tuple(shot))

    def melee_squares(self, pos: Position) -> list[str]:
        return [square_name(s) for s in melee.melee_squares(pos)]

    def melee_sides(self, pos: Position, square: str) -> tuple[str, ...]:
        return tuple(melee.sides_in(pos, square))

    def melee(self, pos: Position, square: str, dice: Mapping[str, int]) -> tuple[Position, Ruling]:
        return melee.melee(pos, square, dice)

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

    def swell(self, pos: Position, ship: str, die: int) -> tuple[Position, Ruling]:
        return strategic.swell(pos, ship, die)

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

    def result(self, pos: Position, draw_forced: bool) -> Ruling:
        return victory.result(pos, draw_forced)


_WORD = {-1: "port", 1: "starboard"}


def _to_action(option: Any, ship: str) -> Action:
    """A movement module step (``Advance``, ``Tack``, ``Wear`` ...) as an action of this ship [7.3-7.9]."""
    if isinstance(option, movement.Advance):
        turn: tuple[str, ...] = ()
        if option.turn:
            turn = (_WORD[1 if option.turn > 0 else -1],) + (("90",) if abs(option.turn) == 2 else ())
        if option.free_turn:
            return Action("free-turn", (ship, _WORD[option.free_turn]) + turn)
        return Action("step", (ship,) + turn)
    if isinstance(option, movement.Tack):
        return Action("tack", (ship, option.facing.name))
    if isinstance(option, movement.Wear):
        return Action(
            "wear", (ship, option.facing.name) + (() if option.square is None else (square_name(option.square),))
        )
    verb = {movement.BackSail: "back", movement.HeaveTo: "heave", movement.Stop: "stop"}.get(type(option))
    if verb is None:
        raise TypeError(f"cannot read the movement option {option!r} of {ship} as an action")
    return Action(verb, (ship,))


def _step_text(a: Action) -> str:
    """The movement module's text for a step action: ``free-turn port step starboard 90`` [7.3-7.9]."""
    rest = [str(x) for x in a.args[1:]]
    if a.verb == "step":
        return " ".join(["step", *rest])
    if a.verb == "free-turn":
        return " ".join(["free-turn", rest[0], "step", *rest[1:]])
    return " ".join([a.verb, *rest])


def _fire_action(option: Any, ship: str, fouled: bool) -> Action:
    """A fire option as an action; open fire needs no broadside (the arc decides it) [9.31b, 11.13]."""
    args: tuple[str, ...] = (ship, str(option.target), str(option.aim))
    return Action("fire", args + ((str(option.broadside),) if fouled else ()))


RULES = Rules()

# ---------------------------------------------------------------------------
# The engine
# ---------------------------------------------------------------------------

_MOVE_VERBS = frozenset({"step", "free-turn", "tack", "wear", "back", "heave", "stop"})
#: Ship actions the rules list as ending a move before a new declaration [7.22, 7.72, 7.92].
_LISTED_TRIGGERS = frozenset({"step", "tack", "back", "heave"})


class Game:
    """One Fighting Sail game: a position, where the turn stands, and every action so far."""

    def __init__(
        self,
        position: Position,
        *,
        scenario: str | None = None,
        readings: Readings | Mapping[str, str] | None = None,
        game_length: int | None | str = "scenario",
        seven_or_more: bool | None = None,
        rules: Rules | None = None,
    ) -> None:
        _check_sides(position)
        self.readings = resolve(readings if readings is not None else position.readings)
        self.scenario = scenario if scenario is not None else position.scenario
        if self.scenario is not None:
            check_scenario_id(self.scenario)  # a game must be able to write its own record [14.0]
        # one source of truth: the rules read the scenario from the position (e.g. 15.8's first broadside [9.36])
        position = position.with_(readings=self.readings, scenario=self.scenario)
        info = _scenario_info(self.scenario)
        if game_length == "scenario":
            game_length = info.game_length if info is not None else None
        self.game_length: int | None = _check_length(game_length)
        if seven_or_more is None:
            seven_or_more = info.seven_or_more_ships if info is not None else len(position.ships) >= 7
        self.seven_or_more = seven_or_more
        self.rules = rules or RULES
        self.sides = tuple(dict.fromkeys(s.nationality for s in position.ships))
        self.start = position
        first = self._settle(*self._first_flow(position))
        self._history: list[tuple[Position, Flow]] = [first]
        self._actions: list[Action] = []
        self._legal: list[Action] | None = None

    # ---- construction ----

    @classmethod
    def from_scenario(cls, scenario_id: str, readings: Readings | Mapping[str, str] | None = None, **kw: Any) -> Game:
        """A new game of scenario ``scenario_id`` (``"15.1"`` ... ``"15.9"``) at Game-Turn 1 [15.0]."""
        from .scenarios import scenario, scenario_info

        info = scenario_info(scenario_id)
        pos = scenario(info.id, readings=readings)
        kw.setdefault("game_length", info.game_length)
        return cls(pos, scenario=info.id, readings=readings, seven_or_more=info.seven_or_more_ships, **kw)

    # ---- the state ----

    @property
    def position(self) -> Position:
        """The position now: ships, wind, Game-Turn [15.0]."""
        return self._history[-1][0]

    @property
    def flow(self) -> Flow:
        return self._history[-1][1]

    @property
    def turn(self) -> int:
        return self.position.turn

    @property
    def phase(self) -> str:
        """The current phase, readable, with its case: ``"Movement [7.2]"``."""
        name, case = PHASES[self.flow.phase]
        return f"{name} [{case}]"

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action applied so far, in order."""
        return tuple(self._actions)

    @property
    def log(self) -> tuple[Step, ...]:
        """What the last action did, step by step with its cases."""
        return self.flow.log

    def ruling(self) -> Ruling:
        """What the last action did, as a ruling: its steps with their cases and the readings it consulted [4.2].

        Those are the readings of the section rulings it set off (movement, fire,
        drift ...) and the sequence readings the engine itself asked on the way,
        nothing else.
        """
        last = str(self._actions[-1]) if self._actions else "the set-up"
        return Ruling(f"what {last} did", self.phase, self.log, self.flow.consulted, facts={"turn": self.turn})

    def is_terminal(self) -> bool:
        return self.flow.phase == "over"

    def is_chance_node(self) -> bool:
        t = self.flow.tasks
        return bool(t) and t[0].kind in CHANCE_TASKS

    def current_side(self) -> str | None:
        """The side whose decision it is now (``None`` at a chance node or when the game is over)."""
        pos, flow = self.position, self.flow
        if flow.phase == "over" or self.is_chance_node():
            return None
        if flow.tasks:
            return pos.ship(flow.tasks[0].ship).side
        legal = self.legal_actions()
        if not legal:
            return None
        a = legal[0]
        if a.verb == "next":
            return flow.gauge
        if a.verb in ("done", "accept-end", "decline-end"):
            return a.side
        return pos.ship(a.ship).side if a.ship else None

    def result(self) -> Ruling:
        """The winner (or a draw) with Victory Points [15.0]; asked before the end, the standing now."""
        end = self.flow.end
        return self.rules.result(self.position, bool(end and end.facts.get("draw_forced")))

    @property
    def end(self) -> Ruling | None:
        """Why the game ended [15.0], or ``None`` while it goes on."""
        return self.flow.end

    # ---- actions ----

    def legal_actions(self) -> list[Action]:
        """Every action allowed now, and nothing else: :meth:`apply_action` accepts exactly these.

        At a chance node, the possible die results. Offers to end the game by
        agreement [15.0-GL] come last, after the phase's own decisions. Actions are
        listed in full; :meth:`apply_action` also reads the short spellings that name
        one of them (open fire without its broadside [9.31b], a wear without its only
        square [7.42]).
        """
        if self._legal is None:
            pos, flow = self._history[-1]
            if flow.proposal is not None:
                self._legal = self._end_answers(flow)
            elif flow.tasks:
                self._legal = self._task_actions(pos, flow, flow.tasks[0])
            else:
                self._legal = self._decisions(pos, flow) + self._end_offers(pos, flow)
        return list(self._legal)

    def _end_offers(self, pos: Position, flow: Flow) -> list[Action]:
        """The offers to end the game by agreement that may be made now [15.0-GL].

        Only in a game with no fixed length (six or fewer ships), only at the start
        of the Command Decision Stage before any command is given, and once per side
        per Game-Turn.
        """
        if self._offer_refusal(pos, flow) is not None:
            return []
        return [Action("propose-end", (side,)) for side in self.sides if side not in flow.offered]

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
        return [Action("accept-end", (side,)), Action("decline-end", (side,))]

    def _responders(self, flow: Flow) -> tuple[str, ...]:
        return tuple(x for x in self.sides if x != flow.proposal and x not in flow.accepted)

    def view(self, side: str) -> SideView:
        """What ``side`` may see now: the other sides' command chits stay face down until the Command Revelation [6.1, 6.14].

        The position in the view has those chits taken off (``command=None``);
        ``face_down`` names the ships that hold one. The game's own record keeps every
        chit, in the order given, for replay and for after the game.
        """
        if side not in self.sides:
            raise UnknownChoiceError("side", side, self.sides)
        pos, flow = self._history[-1]
        hidden = flow.phase in ("swell", "fires", "studding", "command")
        face_down = tuple(s.name for s in pos.ships if hidden and s.side != side and s.command is not None)
        if face_down:
            pos = pos.with_(ships=tuple(s.with_(command=None) if s.name in face_down else s for s in pos.ships))
        return SideView(side, pos, face_down, not hidden)

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """At a chance node, each possible ``roll`` with its exact probability."""
        if not self.is_chance_node():
            return []
        allowed, _ = CHANCE_TASKS[self.flow.tasks[0].kind]
        p = Fraction(1, len(allowed))
        return [(Action("roll", (d,)), p) for d in allowed]

    def apply_action(self, action: Action | str) -> Game:
        """Play one action; an illegal one raises and changes nothing (state and record)."""
        a = parse(action)
        legal = self.legal_actions()
        a = self._canonical(a, legal)
        if a not in legal:
            raise self._why_illegal(a, legal)
        pos, flow = self._history[-1]
        new_pos, new_flow = self._apply(pos, flow.with_(log=(), consulted=()), a)
        new_pos, new_flow = self._settle(new_pos, new_flow)
        self._history.append((new_pos, new_flow))
        self._actions.append(a)
        self._legal = None
        return self

    def roll(self, dice: Any) -> Action:
        """At a chance node, take the next result from ``dice`` (ManualDice, SeededDice) and apply it."""
        if not self.is_chance_node():
            raise IllegalActionError("no die is to be rolled now", PHASES[self.flow.phase][1])
        allowed, _ = CHANCE_TASKS[self.flow.tasks[0].kind]
        a = Action("roll", (dice.roll(allowed),))
        self.apply_action(a)
        return a

    def undo(self) -> Action:
        """Take back the last action, restoring the previous state exactly."""
        if not self._actions:
            raise IllegalActionError("there is no action to take back", "4.2")
        self._history.pop()
        self._legal = None
        return self._actions.pop()

    def branch(self) -> Game:
        """An independent copy: actions applied to it leave this game untouched."""
        other = object.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._history = list(self._history)
        other._actions = list(self._actions)
        other._memo_table = {}
        return other

    # ---- records ----

    def record(self) -> Record:
        """The game as a :class:`~sailkit.record.Record`: headers and the main line of actions."""
        headers = {"Game": "Fighting Sail", "Scenario": self.scenario or "custom"}
        nd = self.readings.non_default()
        if nd:
            headers["Readings"] = "; ".join(f"{k}={v}" for k, v in nd.items())
        if self.scenario is None or _scenario_start(self.scenario, self.readings) != self.start:
            from .notation import format_position

            headers["Position"] = format_position(self.start)
        if self.game_length != (getattr(_scenario_info(self.scenario), "game_length", None)):
            headers["GameLength"] = str(self.game_length or "open")
        return Record.from_actions([str(a) for a in self._actions], headers)

    def to_text(self) -> str:
        """Scenario id, readings and every action, one a line."""
        return self.record().to_text()

    @classmethod
    def from_record(cls, record: Record) -> Game:
        """Replay a record's main line; an unreadable or illegal action raises, naming its number.

        A ``Final`` header that the replay does not reach raises too, naming what differs.
        """
        game, problem = cls._replay(record)
        if problem is not None:
            raise problem[1]
        return game

    @classmethod
    def replay_record(cls, record: Record) -> tuple[Game, list[RecordProblem]]:
        """Replay a record's main line leniently: the game as far as it goes, and every problem found.

        An action that cannot be replayed stops the replay there (every later action
        depends on it) and is listed with its line; a ``Final`` header, the position
        the record says its main line reaches, is checked against the replay and a
        contradiction is listed too. Headers that give no game to start from (an
        unknown scenario, an unreadable ``Position``) still raise.
        """
        game, problem = cls._replay(record)
        return game, [] if problem is None else [RecordProblem(problem[0], str(problem[1]), problem[2])]

    @classmethod
    def _replay(cls, record: Record) -> tuple[Game, tuple[int, ValueError, str] | None]:
        """The game of the record's headers with as much of its main line as replays, and the problem
        that stopped it or the ``Final`` header's contradiction, if any: (line, error, text)."""
        game = cls._from_headers(record)
        for i, node in enumerate(record.root.mainline(), start=1):
            text = str(node.action)
            try:
                game.apply_action(text)
            except ValueError as err:
                return game, (node.line or 0, _replay_error(err, i, text), text)
        final = record.headers.get("Final")
        err = None if final is None else _final_contradiction(final, game.position)
        return game, None if err is None else (record.header_lines.get("Final", 0), err, "")

    @classmethod
    def _from_headers(cls, record: Record) -> Game:
        """A new game as a record's headers set it up: scenario, readings, game length, start position."""
        sid = record.headers.get("Scenario")
        readings = _read_readings(record.headers.get("Readings", ""))
        kw: dict[str, Any] = {}
        if "GameLength" in record.headers:
            length = record.headers["GameLength"]
            if length != "open" and not (length.isdecimal() and len(length) <= len(str(MAX_GAME_LENGTH))):
                raise InvalidInputError(
                    "record game length", length, f"a whole number of Game-Turns up to {MAX_GAME_LENGTH}, or 'open'"
                )
            kw["game_length"] = None if length == "open" else int(length)
        if "Position" in record.headers:
            from .notation import parse_position

            start = parse_position(record.headers["Position"])
            game = cls(start, scenario=None if sid in (None, "custom") else sid, readings=readings, **kw)
        elif not sid or sid == "custom":
            raise InvalidInputError("record scenario", sid, "a scenario id such as '15.4', or a Position header")
        else:
            game = cls.from_scenario(sid, readings=readings, **kw)
        return game

    @classmethod
    def from_text(cls, text: str) -> Game:
        """Read a game written by :meth:`to_text`; problems in the text raise with their line."""
        record, problems = read_record(text)
        if problems:
            raise InvalidInputError("game record", str(problems[0]), "a record as written by Game.to_text()")
        return cls.from_record(record)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the game atomically (temporary file, then ``os.replace``)."""
        write_atomic(path, self.to_text())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Game:
        """Read a game saved by :meth:`save` (any UTF-8 record file); a file that is not UTF-8 raises, naming it."""
        return cls.from_text(read_text(path, "record file"))

    def __repr__(self) -> str:
        return f"<Game {self.scenario} turn {self.turn}, {self.phase}, {len(self._actions)} actions>"

    def _repr_html_(self) -> str:
        """In a notebook: the board now, headed by the Game-Turn, the phase and who acts next (the rule set's DRAWING)."""
        from ...figures import inline, renderer_for

        return inline(renderer_for("fighting_sail", "game")(self))

    # =======================================================================
    # internals: the decisions of each phase
    # =======================================================================

    def _memo(
        self, key: tuple[Any, ...], owners: tuple[object, ...], compute: Callable[[], list[Action]]
    ) -> list[Action]:
        """Remember an answer for the objects ``owners`` (held, so their ids stay theirs) while they are current."""
        memo: dict[tuple[Any, ...], tuple[tuple[object, ...], list[Action]]] = self.__dict__.setdefault(
            "_memo_table", {}
        )
        full = key + tuple(id(o) for o in owners)
        hit = memo.get(full)
        if hit is not None and all(a is b for a, b in zip(hit[0], owners)):
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
                    Action("command", (s.name, c))
                    for s in pos.afloat()
                    if s.side == side and s.command is None and not s.drifted
                    for c in self.rules.legal_commands(pos, s)
                ]
                if acts:
                    return acts
            return []
        if ph == "studding":
            for side in self._side_order(flow):
                if side in flow.done:
                    continue
                acts = [
                    Action("studding", (s.name, "in" if s.studding else "set"))
                    for s in pos.afloat()
                    if s.side == side and s.name not in flow.tried
                ]
                return acts + [Action("done", (side,))]
            return []
        if ph == "movement":
            return self._movement_decisions(pos, flow)
        if ph == "fouled_fire":
            shooters = self._fouled_shooters(pos, flow)
            if not isinstance(shooters, tuple):
                return []
            acts: list[Action] = []
            for name in shooters:  # equal crews of one side: the owner picks which fires first [11.11]
                opts = self.rules.fire_options(pos, pos.ship(name), fouled=True)
                if opts:
                    acts += opts + [Action("hold", (name,))]
            return acts
        if ph == "unfouling":
            return self._unfouling_decisions(pos, flow)
        return []

    def _side_order(self, flow: Flow) -> tuple[str, ...]:
        """Sides in order, the weather-gauge holder first when there is one."""
        if flow.gauge in self.sides:
            return (flow.gauge,) + tuple(s for s in self.sides if s != flow.gauge)
        return self.sides

    def _to_move(self, pos: Position, side: str, flow: Flow) -> list[ShipState]:
        """Ships of ``side`` still holding a command chit [7.23, 7.25]; only the fastest under optional 7.24."""
        ships = [s for s in pos.afloat() if s.side == side and s.command is not None]
        if ships and self._fastest_first():
            allowed = set(self.rules.must_move_first(pos, side).verdict)
            ships = [s for s in ships if s.name in allowed]
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
            return [Action("next", (side,)) for side in sides]
        out: list[Action] = []
        for s in self._to_move(pos, flow.next_side, flow):
            out.extend(self._move_options(pos, s))
        return out

    def _window_actions(self, pos: Position, s: ShipState) -> list[Action]:
        """After a ship's move (its turn made [9.14]): each shot it may fire, or hold fire [9.11]."""
        acts = (
            self._memo(("fire", s.name), (pos,), lambda: self.rules.fire_options(pos, s)) if self._may_fire(s) else []
        )
        return acts + [Action("hold", (s.name,))] if acts else []

    def _move_options(self, pos: Position, s: ShipState) -> list[Action]:
        """A ship's steps; they depend only on the ship (its order turns too [7.74]), the wind, the turn and which squares hold how many ships."""
        table: dict[tuple[Any, ...], list[Action]] = self.__dict__.setdefault("_moves_table", {})
        occupied = tuple(sorted((sq.col, sq.row, len(v)) for sq, v in pos.occupied().items()))
        key = (s, pos.wind, pos.turn, pos.readings, occupied)
        hit = table.get(key)
        if hit is None:
            if len(table) > 4096:
                table.clear()
            hit = table[key] = self.rules.move_options(pos, s)
        return hit

    @staticmethod
    def _may_fire(s: ShipState) -> bool:
        """Quick filter before asking the fire rules: not fired, drifted, struck, abandoned or fouled [9.11, 9.12]."""
        return (
            s.fired is None and not s.drifted and not s.prize and not s.abandoned and not s.fouled and not s.destroyed
        )

    def _fouled_shooters(self, pos: Position, flow: Flow) -> tuple[str, ...] | Ruling | None:
        """The ships that may fire next in the Melee-Stage Fire Phase [11.1, 11.11]; a Ruling if dice must break a tie.

        Usually one ship; several when ships of one side share the best crew, since
        their owner chooses among them [11.11].
        """
        if not flow.squares:
            return None
        order = self.rules.fouled_fire_order(pos, flow.squares[0], dict(flow.tie) or None, flow.tried)
        if order.facts.get("tied_sides") and not flow.tie:
            return order
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
                Action("unfoul", (s.name,))
                for s in pos.afloat()
                if s.side == side and s.fouled and s.name not in flow.tried and self.rules.unfoul_squares(pos, s)
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
        return candidates[side] + [Action("done", (side,))]

    def _task_actions(self, pos: Position, flow: Flow, task: Task) -> list[Action]:
        if task.kind in CHANCE_TASKS:
            allowed, _ = CHANCE_TASKS[task.kind]
            return [Action("roll", (d,)) for d in allowed]
        ship = pos.ship(task.ship)
        if task.kind == "place":
            return [
                Action("place", (ship.name, sq, d.name))
                for sq in self.rules.unfoul_squares(pos, ship)
                for d in Direction
            ]
        if task.kind == "face":
            return [Action("face", (ship.name, d.name)) for d in Direction]
        raise AssertionError(task.kind)

    def _canonical(self, a: Action, legal: list[Action]) -> Action:
        """The legal action ``a`` stands for when it leaves out what the rules decide anyway.

        Open fire needs no broadside: the target's place in the arcs names it [9.31b];
        a wear needs no square when only one leeward square is possible [7.42].
        """
        if a in legal:
            return a
        if a.verb == "fire" and a.get("broadside") and Action("fire", a.args[:3]) in legal:
            opts = combat.fire_options(self.position, a.ship)
            if any(o.target == a.target and o.aim == a.get("aim") and o.broadside == a.get("broadside") for o in opts):
                return Action("fire", a.args[:3])
        if a.verb == "wear" and a.get("square") is None:
            same = [x for x in legal if x.verb == "wear" and x.args[:2] == a.args[:2]]
            if len(same) == 1:
                return same[0]
        return a

    def _why_illegal(self, a: Action, legal: list[Action]) -> IllegalActionError:  # noqa: C901 (split up under the kit issue)
        """The clearest reason ``a`` is refused now, with the case it breaks."""
        pos, flow = self._history[-1]
        phase_name, phase_case = PHASES[flow.phase]
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
        if self.is_chance_node():
            kind = flow.tasks[0].kind
            allowed, case = CHANCE_TASKS[kind]
            if a.verb == "roll":
                return IllegalActionError(
                    f"a {'two-dice' if allowed == D66 else 'single-die'} result cannot be {a.die}", case
                )
            return IllegalActionError(f"a die must be rolled ({kind}) before {a} can be played", case)
        if flow.tasks:
            t = flow.tasks[0]
            return IllegalActionError(
                f"{t.ship} must first {'be placed' if t.kind == 'place' else 'be faced'}; {a} cannot be played",
                CHOICE_TASKS[t.kind],
            )
        if a.verb == "roll":
            return IllegalActionError(f"no die is to be rolled now ({phase_name}); {a} cannot be played", phase_case)
        if flow.phase == "movement" and a.verb in _MOVE_VERBS and a.ship is not None:
            s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
            if s.command is not None:
                try:  # the movement rules name the case that forbids the step [7.3-7.9]
                    self.rules.apply_move(pos, s, a)
                except IllegalActionError as err:
                    return err
        same_verb = [x for x in legal if x.verb == a.verb]
        if not same_verb:
            wanted = " or ".join(repr(v) for v in dict.fromkeys(x.verb for x in legal))
            return IllegalActionError(
                f"{a.verb!r} is not possible now: the {phase_name} phase wants {wanted}", phase_case
            )
        if a.ship is not None:
            s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
            if s.side not in {pos.ship(x.ship).side for x in same_verb if x.ship}:
                return IllegalActionError(
                    f"it is not {s.side}'s turn to act with {s.name}",
                    "7.23" if flow.phase == "movement" else phase_case,
                )
            if a.verb == "command":
                self.rules.give_command(pos, s, str(a.get("command")))  # raises with the case that forbids it
                return IllegalActionError(f"{s.name} may not be given a {a.get('command')} command now", "6.1")
            if a.verb == "fire":
                fouled = flow.phase == "fouled_fire"
                r = combat.fire_value(pos, s.name, a.target, str(a.get("aim")), a.get("broadside"), fouled=fouled)
                if not r:
                    return IllegalActionError(
                        f"{s.name} may not fire at {a.target}: {r.steps[-1].reason}", r.steps[-1].case
                    )
                return IllegalActionError(f"{s.name} may not fire at {a.target} now", "9.11")
            if not any(x.ship == s.name for x in same_verb):
                why, case = self._why_not_ship(pos, flow, s, a, same_verb)
                return IllegalActionError(f"{s.name} cannot {a.verb} now: {why}", case)
        return IllegalActionError(f"{a} is not allowed now", VERB_CASES.get(a.verb, phase_case))

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
            return f"in this square {others} fire(s) first, by current Crew Value", "11.11"
        if ph == "unfouling":
            if not s.fouled:
                return "it is not fouled", "11.3"
            if s.name in flow.tried:
                return "it has already tried to unfoul this stage", "11.31"
            if not self.rules.unfoul_squares(pos, s):
                return "no empty square lies next to it", "11.33"
            return f"only {others} may try now", "11.31"
        if ph == "studding" and s.name in flow.tried:
            return "its studding sails were already declared this phase", "13.31"
        name, case = PHASES[ph]
        return f"only {others} may do that in the {name} phase", case

    # =======================================================================
    # internals: applying an action
    # =======================================================================

    def _apply(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:  # noqa: C901 (split up under the kit issue)
        if a.verb == "roll":
            task, rest = flow.tasks[0], flow.tasks[1:]
            return self._resolve_task(pos, flow.with_(tasks=rest), task, int(a.die or 0))
        if a.verb == "place":
            return self._place(pos, flow, a)
        if a.verb == "face":
            t = flow.tasks[0]
            die, mover, square, heading = t.data
            pos, ruling = self.rules.unfoul(pos, mover, die, square, heading, str(a.get("heading")))
            return pos, _logged(flow.with_(tasks=flow.tasks[1:]), ruling)
        if a.verb == "command":
            s = pos.ship(a.ship)
            return self.rules.give_command(pos, s, str(a.get("command"))), flow.with_(
                log=(Step("6.1", f"{s.name} is given a command chit"),)
            )
        if a.verb == "propose-end":
            step = Step("15.0-GL", f"{a.side} offers to end the game by agreement; the other side accepts or declines")
            return pos, flow.with_(
                proposal=a.side, accepted=frozenset(), offered=flow.offered | {str(a.side)}, log=(step,)
            )
        if a.verb == "accept-end":
            flow = flow.with_(
                accepted=flow.accepted | {str(a.side)},
                log=(Step("15.0-GL", f"{a.side} accepts the offer to end the game"),),
            )
            if self._responders(flow):
                return pos, flow
            end = self.rules.end_check(pos, self.game_length, agreed=True)
            return pos, _logged(flow.with_(phase="over", end=end, proposal=None, accepted=frozenset()), end)
        if a.verb == "decline-end":
            step = Step("15.0-GL", f"{a.side} declines to end the game: play goes on")
            return pos, flow.with_(proposal=None, accepted=frozenset(), log=(step,))
        if a.verb == "studding":
            pos, ruling = self.rules.studding(pos, str(a.ship), str(a.get("choice")))
            return pos, _logged(flow.with_(tried=flow.tried | {str(a.ship)}), ruling)
        if a.verb == "done":
            return pos, flow.with_(
                done=flow.done | {str(a.side)},
                log=(Step(PHASES[flow.phase][1], f"{a.side} makes no more choices this phase"),),
            )
        if a.verb == "next":
            return pos, flow.with_(
                next_side=a.side,
                log=(Step("7.22", f"the weather-gauge holder {flow.gauge} names {a.side} to move next"),),
            )
        if a.verb == "unfoul":
            s = pos.ship(a.ship)
            flow = _consult(flow, self.readings, "unfoul_order")
            return pos, flow.with_(
                tried=flow.tried | {s.name},
                tasks=(Task("unfoul", s.name),) + flow.tasks,
                log=(Step("11.31", f"{s.name} tries to unfoul"),),
            )
        if a.verb == "fire":
            fouled = flow.phase == "fouled_fire"
            task = Task("fire", a.ship, (a.target, str(a.get("aim")), a.get("broadside"), fouled))
            log = (Step("9.11" if not fouled else "11.1", f"{a.ship} fires at {a.target} ({a.get('aim')} fire)"),)
            flow = flow.with_(tasks=(task,) + flow.tasks, log=log)
            return pos, flow.with_(tried=flow.tried | {str(a.ship)}) if fouled else flow.with_(stage="fired")
        if a.verb == "hold":
            if flow.phase == "fouled_fire":
                return pos, flow.with_(tried=flow.tried | {str(a.ship)}, log=(Step("11.1", f"{a.ship} does not fire"),))
            return self._finish_move(pos, flow.with_(log=(Step("9.11", f"{a.ship} does not fire"),)), None)
        if a.verb in _MOVE_VERBS:
            return self._move(pos, flow, a)
        raise AssertionError(a.verb)

    def _place(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """An unfouled ship goes to its chosen square and heading [11.33]; an enemy left alone may be re-faced [11.34]."""
        t = flow.tasks[0]
        (die,) = t.data
        s = pos.ship(a.ship)
        left = [x for x in pos.at(s.square) if x.name != s.name]
        square, heading = str(a.get("square")), str(a.get("heading"))
        if len(left) == 1 and left[0].side != s.side:
            face = Task("face", left[0].name, (die, s.name, square, heading))
            step = Step("11.34", f"{left[0].name} is left alone by its enemy and may be turned to any heading")
            return pos, flow.with_(tasks=(face,) + flow.tasks[1:], log=flow.log + (step,))
        pos, ruling = self.rules.unfoul(pos, s.name, die, square, heading, None)
        return pos, _logged(flow.with_(tasks=flow.tasks[1:]), ruling)

    def _move(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """One step of one ship [7.3-7.9]; then its fire window [9.11], or a drift die [8.0]."""
        s = pos.ship(a.ship)
        out = self.rules.apply_move(pos, s, a)
        if self.seven_or_more:
            flow = _consult(flow, self.readings, "fastest_first")
        new = out.position
        flow = _logged(flow.with_(mover=s.name), out.ruling)
        if out.drift_needed and not new.ship(s.name).drifted:
            flow = flow.with_(tasks=flow.tasks + (Task("drift", s.name),))
        if not out.fire_window or out.fouled or out.drift_needed:
            return self._finish_move(new, flow, a)
        return new, flow.with_(stage="after", windows=flow.windows | {s.name})

    def _finish_move(self, pos: Position, flow: Flow, a: Action | None) -> tuple[Position, Flow]:
        """The ship's move is over: a new declaration, or (whole-move reading) it carries on [7.22, 7.23]."""
        name = flow.mover
        if name is None:
            return pos, flow
        s = pos.ship(name)
        flow = _consult(flow, self.readings, "move_granularity")
        if self.readings["move_granularity"] == "whole_move" and s.command is not None and not s.fouled:
            return pos, flow.with_(stage="continue")
        if a is not None and a.verb not in _LISTED_TRIGGERS:
            flow = _consult(flow, self.readings, "declaration_triggers")
        keep_side = (
            self.readings["declaration_triggers"] == "listed" and a is not None and a.verb not in _LISTED_TRIGGERS
        )
        return pos, flow.with_(mover=None, stage="", next_side=flow.next_side if keep_side else None)

    def _resolve_task(self, pos: Position, flow: Flow, task: Task, die: int) -> tuple[Position, Flow]:  # noqa: C901 (split up under the kit issue)
        k = task.kind
        log = flow.log
        if k == "drift":
            cause = task.data[0] if task.data else None
            pos, ruling = self.rules.drift(pos, pos.ship(task.ship), die, cause)
            return pos, _logged(flow, ruling)
        if k == "wheel":
            pos, ruling, failed = self.rules.wheel_test(pos, pos.ship(task.ship), die)
            flow = _logged(flow, ruling)
            if failed:
                flow = flow.with_(tasks=(Task("drift", task.ship),) + flow.tasks)
            return pos, flow
        if k == "gauge":
            rolls = task.data + (die,)
            if len(rolls) < 2:
                return pos, flow.with_(tasks=(Task("gauge", None, rolls),) + flow.tasks)
            return self._set_gauge(pos, flow, rolls)
        if k == "fire":
            target, aim, broadside, fouled = task.data
            res = self.rules.fire(pos, str(task.ship), target, aim, broadside, die, fouled)
            return self._after_damage(res, flow, target, aim)
        if k == "critical":
            aim, dice = task.data
            res = self.rules.critical(pos, str(task.ship), dice + (die,), aim)
            if res.needs:
                return res.position, _logged(
                    flow.with_(tasks=(Task("critical", task.ship, (aim, dice + (die,))),) + flow.tasks), res.ruling
                )
            return self._after_damage(res, flow, str(task.ship), aim)
        if k == "swell":
            pos, ruling = self.rules.swell(pos, str(task.ship), die)
            return pos, _logged(flow, ruling)
        if k == "burn":
            pos, ruling = self.rules.burn(pos, str(task.ship), die)
            flow = _logged(flow, ruling)
            lost = tuple(t for t in flow.tasks if t.kind == "burn" and pos.ship(str(t.ship)).destroyed)
            if lost:  # burning ships destroyed with the stack roll no more [13.24]
                steps = tuple(
                    Step("13.24", f"{t.ship} was destroyed with its stack and does not roll for fire") for t in lost
                )
                flow = flow.with_(tasks=tuple(t for t in flow.tasks if t not in lost), log=flow.log + steps)
            return pos, flow
        if k == "order":
            square, sides, rolls = task.data
            rolls = rolls + (die,)
            if len(rolls) < len(sides):
                return pos, flow.with_(tasks=(Task("order", None, (square, sides, rolls)),) + flow.tasks)
            if len(set(rolls)) < len(rolls):
                step = Step(
                    "11.11", f"equal dice ({', '.join(map(str, rolls))}) for the crew tie in {square}: roll again"
                )
                return pos, flow.with_(
                    tasks=(Task("order", None, (square, sides, ())),) + flow.tasks, log=log + (step,)
                )
            step = Step(
                "11.11",
                f"crew tie in {square}: "
                + ", ".join(f"{x} rolls {r}" for x, r in zip(sides, rolls))
                + "; highest fires first",
            )
            return pos, flow.with_(tie=tuple(zip(sides, rolls)), log=log + (step,))
        if k == "melee":
            square, sides, rolls = task.data
            rolls = rolls + (die,)
            if len(rolls) < len(sides):
                return pos, flow.with_(tasks=(Task("melee", None, (square, sides, rolls)),) + flow.tasks)
            pos, ruling = self.rules.melee(pos, square, dict(zip(sides, rolls)))
            return pos, _logged(flow, ruling)
        if k == "unfoul":
            s = pos.ship(str(task.ship))
            need = self.rules.unfoul_needs(pos, s)
            if die <= need:
                step = Step(
                    "11.32", f"{s.name} rolls {die} (needs {need} or less) and breaks free: its owner places it"
                )
                return pos, flow.with_(tasks=(Task("place", s.name, (die,)),) + flow.tasks, log=log + (step,))
            return pos, flow.with_(
                log=log + (Step("11.32", f"{s.name} rolls {die} (needs {need} or less) and stays fouled"),)
            )
        raise AssertionError(k)

    def _after_damage(self, res: Any, flow: Flow, target: str, aim: str) -> tuple[Position, Flow]:
        """Fire or a critical hit has been applied: ask for a critical die, and drift a ship whose wheel was hit [8.21]."""
        pos = res.position
        tasks: tuple[Task, ...] = ()
        if res.needs:
            tasks += (Task("critical", target, (aim, ())),)
        flow = _logged(flow, res.ruling)
        for ev in res.events:
            if ev.kind != "drift" or pos.ship(ev.ship).destroyed:
                continue
            may = self.rules.may_drift(pos, pos.ship(ev.ship), ev.case)
            if may:
                tasks += (Task("drift", ev.ship, (ev.case,)),)
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
        """Run everything automatic until a decision or a die is needed [4.2]."""
        for _ in range(100_000):
            if flow.phase == "over" or flow.tasks:
                return pos, flow
            auto = self._automatic(pos, flow)
            if auto is not None:
                pos, flow = auto
                continue
            if self._decisions(pos, flow):
                return pos, flow
            pos, flow = self._enter(_ORDER[_ORDER.index(flow.phase) + 1], pos, flow)
        raise RuntimeError("the engine did not settle")  # pragma: no cover

    def _automatic(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:  # noqa: C901 (split up under the kit issue)
        """One automatic step of the current phase, or ``None`` if there is none."""
        if flow.phase == "fouled_fire":
            return self._fouled_fire_step(pos, flow)
        if flow.phase != "movement":
            return None
        if flow.mover is not None:
            s = pos.ship(flow.mover)
            if flow.stage in ("after", "fired") and (flow.stage == "fired" or not self._window_actions(pos, s)):
                return self._finish_move(pos, flow, None)
            if flow.stage == "continue" and not self._movement_decisions(pos, flow):
                return pos, flow.with_(mover=None, stage="", next_side=None)
            return None
        for s in pos.afloat():
            if s.command is not None and self._move_options(pos, s) == [Action("stop", (s.name,))]:
                out = self.rules.apply_move(pos, s, Action("stop", (s.name,)))  # nothing else possible [7.54]
                return out.position, _logged(flow, out.ruling)
        if flow.next_side is not None and not self._to_move(pos, flow.next_side, flow):
            return pos, flow.with_(next_side=None)
        if flow.next_side is None:
            sides = [side for side in self.sides if self._to_move(pos, side, flow)]
            if len(sides) == 1:
                step = Step("7.23", f"only {sides[0]} has ships left to move: it finishes them freely")
                return pos, flow.with_(next_side=sides[0], log=flow.log + (step,))
        if flow.next_side is not None and not self._movement_decisions(pos, flow):
            stuck = self._to_move(pos, flow.next_side, flow)
            for s in stuck:  # a chit that cannot be used is removed [7.54]
                pos = pos.with_ship(s.with_(command=None, mp=0))
            steps = tuple(Step("7.54", f"{s.name} cannot use its remaining points: its chit is removed") for s in stuck)
            return pos, flow.with_(next_side=None, log=flow.log + steps)
        if flow.next_side is None and self.readings["fire_after_non_entry"] == "once_per_turn":
            for s in pos.afloat():
                if s.name not in flow.windows and self._may_fire(s) and self.rules.fire_options(pos, s):
                    step = Step(
                        "9.11", f"{s.name} had no fire window this turn and gets one now (reading fire_after_non_entry)"
                    )
                    flow = _consult(flow, self.readings, "fire_after_non_entry")
                    return pos, flow.with_(
                        mover=s.name, stage="after", windows=flow.windows | {s.name}, log=flow.log + (step,)
                    )
        return None

    def _fouled_fire_step(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """Skip ships that cannot fire, finish squares, and ask for dice to break crew ties [11.1, 11.11]."""
        if not flow.squares:
            return None
        shooters = self._fouled_shooters(pos, flow)
        if shooters is None:
            return pos, flow.with_(squares=flow.squares[1:], tie=(), tried=frozenset())
        if isinstance(shooters, Ruling):
            sides = tuple(shooters.facts["tied_sides"])
            return pos, flow.with_(tasks=(Task("order", None, (flow.squares[0], sides, ())),))
        unable = {n for n in shooters if not self.rules.fire_options(pos, pos.ship(n), fouled=True)}
        if unable:
            return pos, flow.with_(tried=flow.tried | unable)
        return None

    def _enter(self, phase: str, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Start ``phase``: its automatic work and the dice it needs [4.2]."""
        flow = flow.with_(phase=phase, done=frozenset(), tried=frozenset(), mover=None, stage="", next_side=None)
        if phase == "swell":
            return pos, flow.with_(tasks=tuple(Task("swell", u[0], u) for u in self.rules.swell_units(pos)))
        if phase == "fires":
            return pos, flow.with_(tasks=tuple(Task("burn", n) for n in self.rules.burning(pos)))
        if phase == "studding":
            pos, ruling = self.rules.studding_lapse(pos)
            return pos, _logged(flow, ruling)
        if phase == "revelation":
            tasks, keys = self._end_of_commands(pos)
            flow = _consult(flow, self.readings, *keys)
            return pos, flow.with_(tasks=tasks, log=flow.log + (Step("6.14", "every command chit is turned face up"),))
        if phase == "allowance":
            return self.rules.start_movement(pos), flow
        if phase == "gauge":
            return self._set_gauge(pos, flow, ())
        if phase == "fouled_fire":
            return pos, flow.with_(squares=tuple(self.rules.fouled_fire_squares(pos)), tie=())
        if phase == "melee":
            tasks = tuple(
                Task("melee", None, (sq, self.rules.melee_sides(pos, sq), ())) for sq in self.rules.melee_squares(pos)
            )
            return pos, flow.with_(tasks=tasks)
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
        aback = tuple(Task("drift", s.name) for s in facing_wind if diw_drift or not s.dead_in_water)
        wheel = tuple(Task("wheel", s.name) for s in pos.afloat() if s.wheel and s.command is not None)
        keys = (("diw_aback_drift",) if any(s.dead_in_water for s in facing_wind) else ()) + (
            ("wheel_test_timing",) if aback and wheel else ()
        )
        tasks = wheel + aback if self.readings["wheel_test_timing"] == "command_end" else aback + wheel
        return tasks, keys

    def _set_gauge(self, pos: Position, flow: Flow, rolls: tuple[int, ...]) -> tuple[Position, Flow]:
        """Who holds the weather gauge [7.21]; equal counts need a die per tied side, equal dice roll again."""
        r = self.rules.weather_gauge(pos, None, flow.previous_gauge)
        tied = tuple(r.facts.get("tied") or ())
        if r.verdict in self.sides:
            return pos, _logged(flow.with_(gauge=r.verdict), r)
        if not tied:  # no ship has an allowance: nobody moves, the gauge does not matter [7.21]
            return pos, _logged(flow.with_(gauge=None), r)
        if rolls:
            r = self.rules.weather_gauge(pos, dict(zip(tied, rolls)), flow.previous_gauge)
            if r.verdict in self.sides:
                return pos, _logged(flow.with_(gauge=r.verdict), r)
        return pos, _logged(flow.with_(tasks=(Task("gauge", None, ()),) + flow.tasks), r)

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
        end = self.rules.end_check(pos, self.game_length)
        if end:
            return pos, _logged(flow.with_(phase="over", end=end, log=flow.log + steps), end)
        pos = pos.with_(turn=pos.turn + 1)
        nxt = Flow(
            previous_gauge=flow.gauge,
            log=flow.log + steps,
            consulted=tuple(dict.fromkeys(flow.consulted + end.readings)),
        )
        return self._enter("swell" if pos.turn % 8 == 0 else "command", pos, nxt)


def _logged(flow: Flow, ruling: Ruling) -> Flow:
    """The flow with a section ruling's steps added to the log and the readings it used noted [4.2]."""
    return flow.with_(
        log=flow.log + tuple(ruling.steps), consulted=tuple(dict.fromkeys(flow.consulted + tuple(ruling.readings)))
    )


def _consult(flow: Flow, readings: Readings, *keys: str) -> Flow:
    """The flow with sequence readings the engine itself consulted noted for :meth:`Game.ruling` [4.2]."""
    return flow.with_(consulted=tuple(dict.fromkeys(flow.consulted + used(readings, *keys))))


def _scenario_info(sid: str | None) -> Any:
    """The scenario record for a known id, else ``None`` (custom positions) [15.0]."""
    if sid is None:
        return None
    from .scenarios import scenario_info

    try:
        return scenario_info(sid)
    except ValueError:
        return None


def _scenario_start(sid: str, readings: Readings) -> Position | None:
    info = _scenario_info(sid)
    return None if info is None else info.position(readings=readings)


def _verb_case(verb: str) -> str:
    return VERB_CASES.get(verb, "7.0")


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
        return length  # type: ignore[return-value]
    raise InvalidInputError(
        "game length", length, f"a whole number of Game-Turns from 1 to {MAX_GAME_LENGTH}, or None [15.0-GL]"
    )


def _final_contradiction(text: str, reached: Position) -> InvalidInputError | None:
    """Why a record's ``Final`` header contradicts the position its replay reached, or ``None``."""
    from .notation import format_position, format_ship, parse_position

    try:
        final = parse_position(text)
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


def _replay_error(err: ValueError, number: int, text: str) -> ValueError:
    if isinstance(err, IllegalActionError):
        return IllegalActionError(
            f"action {number} ({text!r}) cannot be replayed: {str(err).rsplit(' [', 1)[0]}", err.case
        )
    return InvalidInputError(f"action {number} of the record", text, str(err))


# ---------------------------------------------------------------------------
# Playing whole games (tests, benchmarks, demonstrations)
# ---------------------------------------------------------------------------


def play_random(
    game: Game, seed: int, *, max_turns: int | None = None, max_actions: int = 200_000, end_offers: bool = False
) -> Game:
    """Play ``game`` on with random legal choices and seeded dice until it ends or ``max_turns`` is reached.

    Choices come from ``random.Random(seed)``; dice from :class:`~sailkit.dice.SeededDice` with the
    same seed, so the same seed plays the same game. Offers to end the game by agreement
    [15.0-GL] are legal actions, but random play picks them only with ``end_offers=True``
    (whether to offer is the chooser's business, not the rules'). Returns ``game`` (changed in place).
    """
    from ...dice import SeededDice

    rng = random.Random(seed)
    dice = SeededDice(seed)
    for _ in range(max_actions):
        if game.is_terminal() or (max_turns is not None and game.turn > max_turns):
            return game
        if game.is_chance_node():
            game.roll(dice)
            continue
        legal = game.legal_actions()
        if not end_offers:
            legal = [a for a in legal if a.verb != "propose-end"]
        game.apply_action(rng.choice(legal))
    raise RuntimeError(f"no end after {max_actions} actions")


def replay(
    scenario: str, actions: Iterable[Action | str], readings: Readings | Mapping[str, str] | None = None
) -> Game:
    """A new game of ``scenario`` with ``actions`` applied in order."""
    game = Game.from_scenario(scenario, readings=readings)
    for a in actions:
        game.apply_action(a)
    return game


__all__ = ["CHANCE_TASKS", "PHASES", "Flow", "Game", "Rules", "SideView", "Task", "play_random", "replay"]
