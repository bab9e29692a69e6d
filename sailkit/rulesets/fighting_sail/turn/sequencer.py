"""The Game-Turn of 4.2 as one sequencer: a game's set-up, its states, and :class:`Turn`, which runs the phases.

:class:`Turn` lists the legal actions, refuses with a case (:mod:`.refusals`), applies one and runs on to the next
decision or die [4.2], asking each stage's module in phase order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ....errors import InvalidInputError
from ....memo import Memo
from ....rulings import Step
from ..actions import GRAMMAR, MOVE_VERBS, Action
from ..fire import combat
from ..notation import LARGEST, check_scenario_id
from ..readings import Readings, ReadingsLike, readings_for
from ..state import Position
from .command_stage import CommandStage
from .firing import Firing
from .flow import ORDER, PHASES, TASKS, Flow, Task, is_chance, outcomes
from .game_end import GameEnd
from .melee_stage import MeleeStage
from .movement_phase import MovementPhase
from .refusals import Refusals
from .strategic_cycle import StrategicCycle

#: The longest fixed game accepted: the last Game-Turn the position notation writes, far beyond any
#: scenario's length (15.9 lasts 16 Game-Turns) [15.0-GL].
MAX_GAME_LENGTH = LARGEST

#: What plays an action, or settles a die: a position, a flow and the action (or the task and the die) in, the
#: position and flow after it out.
Play = Callable[[Position, Flow, Action], tuple[Position, Flow]]
Roll = Callable[[Position, Flow, Any, int], tuple[Position, Flow]]


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

    def current_side(self) -> str | None:
        """The side whose decision it is now (``None`` when a die is due or the game is over) [4.2]."""
        return self.setup.turn.current_side(self.position, self.flow)

    def awaits_die(self) -> bool:
        """Whether a die is to be rolled now [4.2]."""
        return is_chance(self.flow)


class Turn:
    """The Game-Turn of 4.2 for one :class:`Setup`: the decisions of each phase, applying actions, the sequence.

    Positions and flows go in and come out; nothing here changes. Answers that are
    expensive (a ship's steps, a ship's shots) are remembered for the positions
    they were worked out for (:mod:`.memo`).
    """

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.readings = setup.readings
        self.game_length = setup.game_length
        self.sides = setup.sides
        self._memo: Memo[list[Action]] = Memo()
        self.firing = Firing(self.readings, self._memo)
        self.commands = CommandStage(self.readings, self.sides)
        self.movement = MovementPhase(self.readings, self.sides, setup.seven_or_more, self.firing)
        self.melee = MeleeStage(self.readings, self.sides, self.firing)
        self.cycle = StrategicCycle(self.sides)
        self.end = GameEnd(self.sides, self.game_length, self._decisions)
        self.refusals = Refusals(self.movement, self.end)
        self._plays = self._verbs()
        self._rolls = self._dice()

    def _verbs(self) -> dict[str, Play]:
        """How each verb is played, by the piece of the turn it belongs to [4.2]."""
        plays: dict[str, Play] = {
            "roll": self._play_roll,
            "place": self.melee.place,
            "face": self.melee.face,
            "command": self.commands.play,
            "propose-end": self.end.play_propose,
            "accept-end": self.end.play_accept,
            "decline-end": self.end.play_decline,
            "swell": self.cycle.play_swell,
            "studding": self.cycle.play_studding,
            "done": self._play_done,
            "next": self.movement.play_next,
            "unfoul": self.melee.play_unfoul,
            "fire": self.firing.play,
            "hold": self._play_hold,
            **{verb: self.movement.play_step for verb in MOVE_VERBS},
        }
        assert set(plays) == {v.word for v in GRAMMAR.verbs}, "every verb of the grammar is played"
        return plays

    def _dice(self) -> dict[str, Roll]:
        """How each kind of die is settled [dice are actions]."""
        rolls: dict[str, Roll] = {
            "drift": self.commands.roll_drift,
            "wheel": self.commands.roll_wheel,
            "gauge": self.movement.roll_gauge,
            "fire": self.firing.roll_fire,
            "critical": self.firing.roll_critical,
            "swell": self.cycle.roll_swell,
            "burn": self.cycle.roll_burn,
            "order": self.melee.roll_order,
            "melee": self.melee.roll_melee,
            "unfoul": self.melee.roll_unfoul,
        }
        assert set(rolls) == {k for k, t in TASKS.items() if t.dice is not None}, "every kind of die is settled"
        return rolls

    # ---- what the engine asks ----

    def start(self) -> State:
        """The first state: the set-up's position, settled until the first decision or die [4.2]."""
        pos, flow = self._settle(*self._start_turn(self.setup.start, Flow()))
        return State(self.setup, pos, flow)

    def legal(self, pos: Position, flow: Flow) -> list[Action]:
        """Every action allowed now: the answer to an offer to end, a task's dice or choices, or the phase's decisions
        with offers to end the game last [15.0-GL]."""
        self.movement.listing = True
        if flow.proposal is not None:
            return self.end.answers(flow)
        if flow.tasks:
            return self._task_actions(pos, flow.tasks[0])
        return self._decisions(pos, flow) + self.end.offers(pos, flow)

    def check(self, pos: Position, flow: Flow, a: Action) -> Action:
        """The legal action ``a`` stands for, or the clearest refusal with the case it breaks.

        A replay checks every action, so the usual ones are looked up among the few actions of the
        same kind and ship (:meth:`_legal_like`) instead of every option of every ship; anything
        else (short spellings, refusals) goes the long way, through the full list.
        """
        self.movement.listing = False
        like = self._legal_like(pos, flow, a)
        if like is not None and a in like:
            return a
        legal = self.legal(pos, flow)
        a = self._canonical(pos, a, legal)
        if a not in legal:
            raise self.refusals.why_illegal(pos, flow, a, legal)
        return a

    def apply(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """Play the legal action ``a`` and run everything automatic until the next decision or die [4.2]."""
        new_pos, new_flow = self._plays[a.verb](pos, flow.with_(log=(), consulted=()), a)
        return self._settle(new_pos, new_flow)

    def current_side(self, pos: Position, flow: Flow) -> str | None:
        """The side whose decision it is now (``None`` at a chance node or when the game is over)."""
        if flow.phase == "over" or is_chance(flow):
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
        ship = pos.named(a.ship) if a.ship is not None else None
        if ship is None:
            return None
        if flow.phase == "command" and a.verb == "command":
            return self.commands.like(pos, ship)
        if flow.phase != "movement":
            return None
        return self.movement.like(pos, flow, ship, a)

    # ---- the decisions of each phase ----

    def _decisions(self, pos: Position, flow: Flow) -> list[Action]:
        return self._memo.get(("decisions",), (pos, flow), lambda: self._decide(pos, flow))

    def _decide(self, pos: Position, flow: Flow) -> list[Action]:
        """The decisions the current phase asks for, from the piece of the turn that runs it [4.2]."""
        ph = flow.phase
        if ph == "command":
            return self.commands.decisions(pos)
        if ph == "swell":
            return self.cycle.swell_decisions(pos, flow)
        if ph == "studding":
            return self.cycle.studding_decisions(pos, flow)
        if ph == "movement":
            return self.movement.decisions(pos, flow)
        if ph == "fouled_fire":
            return self.melee.fouled_fire_decisions(pos, flow)
        if ph == "unfouling":
            return self.melee.unfouling_decisions(pos, flow)
        return []

    def _has_decisions(self, pos: Position, flow: Flow) -> bool:
        """``bool(self._decisions(pos, flow))``, without listing every option where one is enough [4.2]."""
        if flow.phase == "command":
            return self.commands.commanding_side(pos) is not None
        if flow.phase == "movement":
            return self.movement.has_decisions(pos, flow)
        return bool(self._decisions(pos, flow))

    def _task_actions(self, pos: Position, task: Task) -> list[Action]:
        """A die's results, or the choices of a forced choice [11.33, 11.34]."""
        if task.dice is not None:
            return [a for a, _ in outcomes(task.dice)]
        return self.melee.choices(pos, task)

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

    # ---- the actions that belong to no one stage ----

    def _play_roll(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The die of the first task: settled by the piece of the turn that asked for it (see :meth:`_dice`)."""
        task, rest = flow.tasks[0], flow.tasks[1:]
        return self._rolls[task.kind](pos, flow.with_(tasks=rest), task, int(a.die or 0))

    def _play_done(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A side makes no more choices this phase [11.31, 13.12, 13.31]."""
        step = Step(PHASES[flow.phase][1], f"{a.side} makes no more choices this phase")
        return pos, flow.with_(done=flow.done | {str(a.side)}, log=(step,))

    def _play_hold(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """A ship holds fire: in fouled fire [11.1], or closing its fire window after a move [9.11]."""
        if flow.phase == "fouled_fire":
            return self.melee.hold(pos, flow, a)
        return self.movement.hold(pos, flow, a)

    # ---- moving through the turn ----

    def _settle(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Run everything automatic until a decision or a die is needed [4.2].

        First of all, a side that has just lost its last participating ship ends the
        game at once, whatever phase it happens in [15.0-GL].
        """
        checked: Position | None = None  # the elimination check looks at the ships only, so once per position
        for _ in range(100_000):
            if flow.phase != "over" and pos is not checked:
                checked = pos
                ended = self.end.eliminated(pos, flow)
                if ended is not None:
                    return ended
            if flow.phase == "over" or flow.tasks:
                return pos, flow
            auto = self._automatic(pos, flow)
            if auto is not None:
                pos, flow = auto
                continue
            if self._has_decisions(pos, flow):
                return pos, flow
            pos, flow = self._enter(ORDER[ORDER.index(flow.phase) + 1], pos, flow)
        raise RuntimeError("the engine did not settle")  # pragma: no cover

    def _automatic(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """One automatic step of the current phase, or ``None`` if there is none [4.2, 7.22-7.25, 11.1]."""
        if flow.phase == "fouled_fire":
            return self.melee.fouled_fire_step(pos, flow)
        if flow.phase != "movement":
            return None
        return self.movement.automatic(pos, flow)

    def _start_turn(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """A Game-Turn begins with the Strategic Cycle on turns divisible by 8, else with commands [4.2, 13.0]."""
        return self._enter("swell" if pos.turn % 8 == 0 else "command", pos, flow)

    def _enter(self, phase: str, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Start ``phase``: its automatic work and the dice it needs, from the piece of the turn that runs it [4.2]."""
        flow = flow.with_(phase=phase, done=frozenset(), tried=frozenset(), mover=None, stage="", next_side=None)
        if phase == "terminal":
            pos, flow = self.end.terminal(pos, flow)
            return (pos, flow) if flow.phase == "over" else self._start_turn(pos, flow)
        start = self._starts.get(phase)
        return (pos, flow) if start is None else start(pos, flow)

    @cached_property
    def _starts(self) -> dict[str, Callable[[Position, Flow], tuple[Position, Flow]]]:
        """What each phase does as it begins, by the piece of the turn that runs it [4.2]."""
        return {
            "swell": self.cycle.start_swell,
            "fires": self.cycle.start_fires,
            "studding": self.cycle.start_studding,
            "revelation": self.commands.reveal,
            "allowance": self.movement.start,
            "gauge": self.movement.start_gauge,
            "fouled_fire": self.melee.start_fouled_fire,
            "melee": self.melee.start_melee,
        }


def scenario_info_or_none(sid: str | None) -> Any:
    """The scenario record for a known id, else ``None`` (custom positions) [15.0]."""
    if sid is None:
        return None
    from ..scenarios import scenario_info

    try:
        return scenario_info(sid)
    except ValueError:
        return None


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


def scenario_setup(scenario_id: str, readings: ReadingsLike | None = None, **kw: Any) -> Setup:
    """The set-up of scenario ``scenario_id`` (``"15.1"`` ... ``"15.9"``) at Game-Turn 1 [15.0]."""
    from ..scenarios import scenario, scenario_info

    info = scenario_info(scenario_id)
    kw.setdefault("game_length", info.game_length)
    return Setup.create(
        scenario(info.id, readings=readings),
        scenario=info.id,
        readings=readings,
        seven_or_more=info.seven_or_more_ships,
        **kw,
    )
