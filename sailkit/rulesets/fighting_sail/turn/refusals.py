"""Why an action is refused now, with the case it breaks [4.2].

From the game down to the ship and verb: over or an offer pending [15.0-GL], a die or forced choice due, a command
not allowed [6.1, 6.22], a fire window open [9.11], a step forbidden [7.3-7.9], another phase, or others first
[7.22-7.24, 11.11, 11.31, 13.31].
"""

from __future__ import annotations

from ....dice import D66
from ....errors import IllegalActionError
from .. import commands, melee_combat, movement
from ..actions import MOVE_VERBS, Action
from ..fire import combat
from ..state import Position, ShipState
from .flow import PHASES, Flow, Place, is_chance
from .game_end import GameEnd
from .movement_phase import MovementPhase


class Refusals:
    """The clearest reason an action is refused now, as an :class:`IllegalActionError` with its case [4.2]."""

    def __init__(self, movement_phase: MovementPhase, end: GameEnd) -> None:
        self.movement = movement_phase
        self.end = end

    def why_illegal(self, pos: Position, flow: Flow, a: Action, legal: list[Action]) -> IllegalActionError:
        """The clearest reason ``a`` is refused now, with the case it breaks: the first refusal found, from the
        state of the game (over, an offer to answer, a die or a choice due) down to the ship and its verb."""
        return (
            self.end.refusal(pos, flow, a)
            or self._by_task(flow, a)
            or self._before_turns(pos, flow, a)
            or self._of_step(pos, flow, a)
            or self._by_verb(flow, a, legal)
            or self._of_ship(pos, flow, a, [x for x in legal if x.verb == a.verb])
            or IllegalActionError(f"{a} is not allowed now", a.case)
        )

    def _by_task(self, flow: Flow, a: Action) -> IllegalActionError | None:
        """A die or a forced choice is due first, a die result it cannot show, or a die when none is due [4.2]."""
        if is_chance(flow):
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

    def _before_turns(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """A refusal that stands whoever's turn it is, naming the case really broken, or ``None`` [6.1, 9.11, 13.3].

        A ship that may not take the command at all (fouled, dead in the water, taken
        aback, short of crew) [6.1, 6.22]; any move while a ship's fire window is
        open [9.11]; studding sails outside the Studding Sail Phase [13.3].
        """
        if a.verb == "command" and a.ship is not None:
            commands.give_command(pos, pos.ship(a.ship).name, str(a.get("command")))  # raises with the case
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

    def _of_step(self, pos: Position, flow: Flow, a: Action) -> IllegalActionError | None:
        """A step of a ship holding a command: the movement rules name the case that forbids it [7.3-7.9]."""
        if flow.phase != "movement" or a.verb not in MOVE_VERBS or a.ship is None:
            return None
        s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
        if s.command is None:
            return None
        try:
            movement.apply_step(pos, s.name, a, known_legal=False)
        except IllegalActionError as err:
            return err
        return None

    def _by_verb(self, flow: Flow, a: Action, legal: list[Action]) -> IllegalActionError | None:
        """No action of this kind is possible in this phase: say which kinds are [4.2]."""
        if any(x.verb == a.verb for x in legal):
            return None
        name, case = PHASES[flow.phase]
        wanted = " or ".join(repr(v) for v in dict.fromkeys(x.verb for x in legal))
        return IllegalActionError(f"{a.verb!r} is not possible now: the {name} phase wants {wanted}", case)

    def _of_ship(self, pos: Position, flow: Flow, a: Action, same_verb: list[Action]) -> IllegalActionError | None:
        """The acting ship's side is not to act [7.23], it may not take this command [6.1, 6.22] or fire this shot
        [9.11, 9.31, 11.13], or other ships act now."""
        if a.ship is None:
            return None
        s = pos.ship(a.ship)  # an unknown ship raises UnknownChoiceError here
        if s.side not in {pos.ship(x.ship).side for x in same_verb if x.ship}:
            case = "7.23" if flow.phase == "movement" else PHASES[flow.phase][1]
            return IllegalActionError(f"it is not {s.side}'s turn to act with {s.name}", case)
        if a.verb == "command":
            commands.give_command(pos, s.name, str(a.get("command")))  # raises with the case that forbids it
            return IllegalActionError(f"{s.name} may not be given a {a.get('command')} command now", "6.1")
        if a.verb == "fire":
            return self._to_fire(pos, flow, s, a)
        if not any(x.ship == s.name for x in same_verb):
            why, case = self._why_not_ship(pos, flow, s, a, same_verb)
            return IllegalActionError(f"{s.name} cannot {a.verb} now: {why}", case)
        return None

    def _to_fire(self, pos: Position, flow: Flow, s: ShipState, a: Action) -> IllegalActionError:
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

    def _why_not_ship(
        self, pos: Position, flow: Flow, s: ShipState, a: Action, same_verb: list[Action]
    ) -> tuple[str, str]:
        """Why ``s`` may not take action ``a`` when other ships of its side may, with the case [7.22-7.24, 11.1, 11.31, 13.31]."""
        others = ", ".join(dict.fromkeys(str(x.ship) for x in same_verb if x.ship))
        ph = flow.phase
        if ph == "movement":
            return self._why_not_mover(flow, s, a, same_verb, others)
        if ph == "fouled_fire":
            verb = "fires" if others.count(",") == 0 else "fire"
            return f"in this square {others} {verb} first, by current Crew Value", "11.11"
        if ph == "unfouling":
            if s.name in flow.tried:
                return "it has already tried to unfoul this stage", "11.31"
            may = melee_combat.may_unfoul(pos, s.name)
            if not may:
                return may.steps[-1].reason, may.steps[-1].case
            return f"only {others} may try now", "11.31"
        if ph == "studding" and s.name in flow.tried:
            return "its studding sails were already declared this phase", "13.31"
        name, case = PHASES[ph]
        return f"only {others} may do that in the {name} phase", case

    def _why_not_mover(
        self, flow: Flow, s: ShipState, a: Action, same_verb: list[Action], others: str
    ) -> tuple[str, str]:
        """Why ``s`` may not act in the Movement Phase when other ships may [7.22-7.24, 8.4, 9.11]."""
        if flow.mover is not None and flow.mover != s.name:
            return f"{flow.mover} is in the middle of its move and acts first", "7.22"
        if s.drifted:
            return "it has drifted and moves no more this turn", "8.4"
        if s.command is None:
            return "it holds no command chit (its movement is over, or it was given none)", "7.23"
        if a.verb in ("fire", "hold"):
            return "only a ship that has just moved has a fire window", "9.11"
        if self.movement.fastest_first() and s.name not in {x.ship for x in same_verb}:
            return f"under the optional fastest-first rule only {others} may move now", "7.24"
        return f"only {others} may move now", "7.22"
