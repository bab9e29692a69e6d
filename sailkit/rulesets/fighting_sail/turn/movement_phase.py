"""The Action Stage's movement in the sequence [4.2 C, 7.1, 7.21-7.25, 7.54]: allowances, the gauge, who moves.

Allowances [5.22, 7.1], the gauge [7.21], then the holder names the side, that side moves a ship a step and its fire
window opens [7.22, 9.11], until no chit is left [7.23, 7.25]; a ship that can only stop loses her chit [7.54];
optional 7.24 names only the fastest.
"""

from __future__ import annotations

from ....errors import SailkitError
from ....geometry.squares import Square
from ....rulings import Step
from .. import gauge, movement
from ..actions import MOVE_VERBS, Action
from ..readings import Readings
from ..state import Position, ShipState
from .firing import Firing
from .flow import DriftDie, Flow, GaugeDie, consult, logged
from .memo import ShipTable, squares_changed

#: Ship actions the rules list as ending a move before a new declaration [7.22, 7.72, 7.92].
_LISTED_TRIGGERS = frozenset({"step", "tack", "back", "heave"})


class MovementPhase:
    """Allowances, the weather gauge and the Movement Phase: who moves, each ship's steps, chits removed [7.1-7.9].

    A ship's steps are remembered with the squares they were worked out from (:class:`.memo.ShipTable`).
    """

    def __init__(self, readings: Readings, sides: tuple[str, ...], seven_or_more: bool, firing: Firing) -> None:
        self.readings = readings
        self.sides = sides
        self.seven_or_more = seven_or_more
        self.firing = firing
        self._steps: ShipTable[list[Action]] = ShipTable()
        self._stops: ShipTable[bool] = ShipTable()
        #: The last position :meth:`chit_off` went through, and each ship it found able to do more than stop,
        #: with that ship's state and the squares the answer was worked out from [7.54].
        self._free_movers: tuple[Position | None, dict[str, tuple[ShipState, frozenset[Square]]]] = (None, {})
        #: The last position :meth:`to_move` was asked about, with its answers by side: settling asks it again of
        #: the same position [7.23].
        self._movers_at: tuple[Position | None, dict[str, list[ShipState]]] = (None, {})
        #: Whether the game is being played by listing the legal actions (not replayed by checking each one):
        #: then a ship asked whether it can only stop [7.54] is most often the next to have its steps listed,
        #: so :meth:`only_stop_from` works those out whole instead of looking one step deep (the same answer).
        self.listing = False

    # ---- who moves [7.22-7.25] ----

    def fastest_first(self) -> bool:
        """Optional 7.24 applies: chosen by reading ``fastest_first`` and only with seven or more ships."""
        return self.readings["fastest_first"] == "large_scenarios" and self.seven_or_more

    def to_move(self, pos: Position, side: str, flow: Flow) -> list[ShipState]:
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
            if ships and self.fastest_first():
                allowed = set(gauge.must_move_first(pos, side).verdict)
                ships = [s for s in ships if s.name in allowed]
            known[side] = ships
        return ships

    def decisions(self, pos: Position, flow: Flow) -> list[Action]:
        """The mover's steps or fire window, else the side to name, else the named side's ships' steps [7.22, 9.11]."""
        if flow.mover is not None:
            s = pos.ship(flow.mover)
            if flow.stage == "after":
                return self.firing.window_actions(pos, s)
            if s.command is None:
                return []
            return self.move_options(pos, s)
        if flow.next_side is None:
            sides = [side for side in self.sides if self.to_move(pos, side, flow)]
            if len(sides) < 2:
                return []  # settled automatically: one side finishes freely [7.23]
            return [Action.make("next", (side,)) for side in sides]
        out: list[Action] = []
        for s in self.to_move(pos, flow.next_side, flow):
            out.extend(self.move_options(pos, s))
        return out

    def has_decisions(self, pos: Position, flow: Flow) -> bool:
        """``bool(self.decisions(pos, flow))`` [7.22-7.25, 9.11]: a ship that holds a command and may take a step
        always has one (its steps end in a stop when nothing else is possible [7.54]), so only whether it may
        step at all is asked (:func:`.movement.step_options` refuses the same ships)."""
        if flow.mover is not None:
            s = pos.ship(flow.mover)
            if flow.stage == "after":
                return self.firing.has_shot(pos, s)
            if s.command is None:
                return False
            movement.check_may_step(pos, s)
            return True
        if flow.next_side is None:
            return len([side for side in self.sides if self.to_move(pos, side, flow)]) >= 2
        ships = self.to_move(pos, flow.next_side, flow)
        for s in ships:
            movement.check_may_step(pos, s)
        return bool(ships)

    def like(self, pos: Position, flow: Flow, ship: ShipState, a: Action) -> list[Action] | None:
        """Some legal actions of the Movement Phase, at least every one of ``a``'s verb and ship, or ``None`` when
        that is not cheaper to say than the whole list [7.22, 9.11]."""
        if flow.mover is not None:
            if ship.name != flow.mover:
                return None
            if flow.stage == "after":
                return self.firing.window_like(pos, ship, a)
            return self.steps_like(pos, ship, a) if ship.command is not None and a.verb in MOVE_VERBS else None
        if flow.next_side is None or a.verb not in MOVE_VERBS:
            return None
        movers = self.to_move(pos, flow.next_side, flow)
        return self.steps_like(pos, ship, a) if any(s is ship for s in movers) else None

    # ---- a ship's steps [7.3-7.9, 7.54] ----

    def steps_like(self, pos: Position, s: ShipState, a: Action) -> list[Action]:
        """``[a]`` when the step is sure to be legal from its own endings, else the ship's steps [7.3-7.9]."""
        known = self._steps.get(pos, s)
        if known is not None:
            return known
        try:
            step = movement.from_action(a)
        except (SailkitError, KeyError, ValueError):  # not a step this ship can take: the full list says why
            return self.move_options(pos, s)
        if movement.to_action(step, s.name) == a and movement.surely_legal(pos, s.name, step):
            return [a]
        return self.move_options(pos, s)

    def move_options(self, pos: Position, s: ShipState) -> list[Action]:
        """A ship's steps [7.3-7.9], remembered with the squares they were worked out from; the ship's own order
        turns settle backing sail twice running [7.74]."""
        known = self._steps.get(pos, s)
        if known is None:
            known = self._steps.remember(
                pos, s, lambda: [movement.to_action(o, s.name) for o in movement.step_options(pos, s.name)]
            )[1]
        return known

    def only_stop_from(self, pos: Position, s: ShipState) -> tuple[bool, tuple[tuple[Square, int], ...]]:
        """Whether stopping is the ship's only step [7.54], from its steps when known, else one step deep; and the
        squares (with how many ships each held) the answer was worked out from."""
        steps = self._steps.entry(pos, s)
        if steps is None and self.listing:  # its steps will be listed: work them out now, once
            self.move_options(pos, s)
            steps = self._steps.entry(pos, s)
        if steps is not None:
            return steps[1] == [Action.make("stop", (s.name,))], steps[0]
        known = self._stops.entry(pos, s)
        if known is None:
            known = self._stops.remember(pos, s, lambda: movement.only_stop(pos, s.name))
        return known[1], known[0]

    # ---- playing a step [7.3-7.9, 7.22] ----

    def play_step(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """One step of one ship [7.3-7.9]; then its fire window [9.11], or a drift die [8.0]."""
        s = pos.ship(str(a.ship))
        out = movement.apply_step(pos, s.name, a, known_legal=True)  # checked by check() before it is applied
        if self.seven_or_more:
            flow = consult(flow, self.readings, "fastest_first")
        new = out.position
        flow = logged(flow.with_(mover=s.name), out.ruling)
        if out.drift_needed and not new.ship(s.name).drifted:
            flow = flow.with_(tasks=flow.tasks + (DriftDie(ship=s.name),))
        window = out.fire_window
        if out.fouled:  # a ship that has just fouled fires now only under fire_on_fouling_entry [9.11, 11.1]
            flow = consult(flow, self.readings, "fire_on_fouling_entry")
            window = self.readings["fire_on_fouling_entry"] != "none"
        if not window or out.drift_needed:
            return self.finish_move(new, flow, a)
        return new, flow.with_(stage="after", windows=flow.windows | {s.name}, move_verb=a.verb)

    def hold(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The mover holds fire: its fire window closes and its move is over [9.11]."""
        return self.finish_move(pos, flow.with_(log=(Step("9.11", f"{a.ship} does not fire"),)), None)

    def finish_move(self, pos: Position, flow: Flow, a: Action | None) -> tuple[Position, Flow]:
        """The ship's move is over: a new declaration, or (whole-move reading) it carries on [7.22, 7.23]."""
        name = flow.mover
        if name is None:
            return pos, flow
        s = pos.ship(name)
        flow = consult(flow, self.readings, "move_granularity")
        if self.readings["move_granularity"] == "whole_move" and s.command is not None and not s.fouled:
            return pos, flow.with_(stage="continue")
        verb = a.verb if a is not None else flow.move_verb  # after a fire window, the move that opened it
        if verb is not None and verb not in _LISTED_TRIGGERS:
            flow = consult(flow, self.readings, "declaration_triggers")
        keep_side = (
            self.readings["declaration_triggers"] == "listed" and verb is not None and verb not in _LISTED_TRIGGERS
        )
        return pos, flow.with_(mover=None, stage="", move_verb=None, next_side=flow.next_side if keep_side else None)

    def play_next(self, pos: Position, flow: Flow, a: Action) -> tuple[Position, Flow]:
        """The weather-gauge holder names the side to move next [7.22]."""
        step = Step("7.22", f"the weather-gauge holder {flow.gauge} names {a.side} to move next")
        return pos, flow.with_(next_side=a.side, log=(step,))

    # ---- what runs by itself [7.22-7.25, 7.54, 9.11] ----

    def automatic(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """One automatic step of the Movement Phase, or ``None`` if there is none [7.22-7.25, 7.54, 9.11]."""
        if flow.mover is not None:
            return self._mover_done(pos, flow)
        return (
            self.chit_off(pos, flow)
            or self._side_to_move(pos, flow)
            or self._stuck_side(pos, flow)
            or self.firing.late_window(pos, flow)
        )

    def _mover_done(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The moving ship's fire window is used or has no shot, or its whole move is over [9.11, 7.22]."""
        s = pos.ship(str(flow.mover))
        if flow.stage in ("after", "fired") and (flow.stage == "fired" or not self.firing.has_shot(pos, s)):
            return self.finish_move(pos, flow, None)
        if flow.stage == "continue" and not self.has_decisions(pos, flow):
            return pos, flow.with_(mover=None, stage="", next_side=None)
        return None

    def chit_off(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """A ship whose only step is to stop has its chit removed: nothing else is possible [7.54].

        Asked after every action, of every ship with a chit: a ship found able to do more at the last position
        asked about is asked again only if its state changed or a ship came into or left a square its answer
        was worked out from (:func:`.memo.squares_changed`); the answer of the others cannot have changed.
        """
        before, known = self._free_movers
        changed = squares_changed(before, pos)
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
            stop, looked = self.only_stop_from(pos, s)
            if stop:
                self._free_movers = (None, {})
                out = movement.apply_step(pos, s.name, Action.make("stop", (s.name,)), known_legal=True)
                return out.position, logged(flow, out.ruling)
            free[s.name] = (s, frozenset(sq for sq, _ in looked))
        self._free_movers = (pos, free)
        return None

    def _side_to_move(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The named side has no ship left to move, or only one side has: it finishes them freely [7.22, 7.23]."""
        if flow.next_side is not None:
            return None if self.to_move(pos, flow.next_side, flow) else (pos, flow.with_(next_side=None))
        sides = [side for side in self.sides if self.to_move(pos, side, flow)]
        if len(sides) != 1:
            return None
        step = Step("7.23", f"only {sides[0]} has ships left to move: it finishes them freely")
        return pos, flow.with_(next_side=sides[0], log=flow.log + (step,))

    def _stuck_side(self, pos: Position, flow: Flow) -> tuple[Position, Flow] | None:
        """The side to move has ships with chits but no step left: the chits that cannot be used are removed [7.54]."""
        if flow.next_side is None or self.has_decisions(pos, flow):
            return None
        stuck = self.to_move(pos, flow.next_side, flow)
        for s in stuck:
            pos = pos.with_ship(s.with_(command=None, mp=0))
        steps = tuple(Step("7.54", f"{s.name} cannot use its remaining points: its chit is removed") for s in stuck)
        return pos, flow.with_(next_side=None, log=flow.log + steps)

    # ---- allowances and the weather gauge [5.22, 7.1, 7.21] ----

    def start(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """Every ship's Movement Allowance is set [5.22, 7.1]."""
        return movement.start_movement(pos), flow

    def start_gauge(self, pos: Position, flow: Flow) -> tuple[Position, Flow]:
        """The Weather Gauge Phase: who holds the gauge this turn, or the dice that decide it [7.21]."""
        return self.set_gauge(pos, flow, ())

    def set_gauge(self, pos: Position, flow: Flow, rolls: tuple[int, ...]) -> tuple[Position, Flow]:
        """Who holds the weather gauge [7.21]; equal counts need a die per tied side, equal dice roll again."""
        r = gauge.weather_gauge(pos, None, previous=flow.previous_gauge)
        tied = tuple(r.facts.get("tied") or ())
        if r.verdict in self.sides:
            return pos, logged(flow.with_(gauge=r.verdict), r)
        if not tied:  # no ship has an allowance: nobody moves, the gauge does not matter [7.21]
            return pos, logged(flow.with_(gauge=None), r)
        if rolls:
            r = gauge.weather_gauge(pos, dict(zip(tied, rolls)), previous=flow.previous_gauge)
            if r.verdict in self.sides:
                return pos, logged(flow.with_(gauge=r.verdict), r)
        return pos, logged(flow.with_(tasks=(GaugeDie(),) + flow.tasks), r)

    def roll_gauge(self, pos: Position, flow: Flow, task: GaugeDie, die: int) -> tuple[Position, Flow]:
        """One die per side for tied counts [7.21]; the second settles it, or both roll again."""
        rolls = task.rolls + (die,)
        if len(rolls) < 2:
            first = Step("7.21", f"the first side's die for the tied weather gauge shows {die}: the other side rolls")
            return pos, flow.with_(tasks=(GaugeDie(rolls=rolls),) + flow.tasks, log=flow.log + (first,))
        return self.set_gauge(pos, flow, rolls)
