"""Section 7.0 Movement: allowances, the per-ship step rules and every reachable move.

Allowance from heading, Sailing Value and damage [7.1, 5.22, 10.2, 10.31, 13.33]; the gauge holder has ships moved a
step at a time [7.22, 7.23]. A step is an :class:`Advance` (2 through a side, 3 through a corner [7.52, 7.53], after a
free turn when the square ahead is taken [7.83a, 7.84, 7.85], then a turn for port or starboard [7.32-7.36]), a
:class:`Tack` [7.41, 7.43, 7.63] or :class:`Wear` [7.42-7.44], a :class:`BackSail` [7.71-7.74] or :class:`HeaveTo`
[7.91-7.93], or a :class:`Stop` when nothing else is possible [7.54] (staying put stays a choice [7.71, 7.91];
reading ``short_allowance``). :func:`moves` lists every end of a command, other ships held still. Readings:
``step_order``, ``free_turn_scope``, ``foul_alternatives``, ``turn_requirement_metric``, ``maximal_spend``,
``aback_midturn``, ``wear_leeward_square``, ``wear_occupied``, ``backsail_orientation``, ``backsail_consecutive``,
``map_exit``, ``short_allowance``, ``tack_wear_short``. A ship dead in the water loses her chit at once [10.42].
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.compass import Direction
from ...geometry.squares import Square, chebyshev
from ...readings import Readings
from ...rulings import RuledInt, Ruling, ShowsRuling, Step, used
from ...wording import article, plural
from .actions import MOVE_VERBS, Action
from .board import beyond, on_grid, parse_square
from .board import name as square_name
from .commands import command as read_command
from .commands import command_ruling, ordered_now
from .readings import RULINGS
from .state import Position, ShipState
from .vocabulary import BROADSIDES
from .wind import STUDDING_SHIFT, allowance_points, movement_allowance, point_name, sailing_value, wind_side

_TURN_WORD = dict(zip((-1, 1), BROADSIDES))  #: a turn's sign as the actions word it [7.32, 7.33]
_TURN_SIGN = {word: sign for sign, word in _TURN_WORD.items()}


# ---------------------------------------------------------------- allowance [7.1]


def _entry_ruling(facing: Direction) -> RuledInt:
    cost, through = (3, "a corner") if facing.is_diagonal else (2, "a side")
    steps = (
        Step("7.52", f"heading {facing}, a ship enters the square its bow faces and pays for it as it arrives"),
        Step("7.53", f"heading {facing} crosses into that square through {through}: {cost} Movement Points", cost),
    )
    question = f"Movement Points to enter the square ahead, heading {facing}"
    return RuledInt(cost, RULINGS(question, cost, steps, value=cost))


#: The cost of the square ahead on each heading, worked out once: moves ask for it at every step [7.53].
_ENTRY_COSTS = tuple(_entry_ruling(d) for d in Direction)


def entry_cost(facing: Direction | str) -> RuledInt:
    """Movement Points to enter the square ahead: 2 through a side, 3 through a corner [7.52, 7.53]; an ``int`` carrying
    its ``.ruling`` (tacks and wears pay their whole allowance [7.41, 7.42])."""
    return _ENTRY_COSTS[facing if isinstance(facing, Direction) else Direction.parse(facing)]


def allowance(position: Position, ship: str | ShipState, facing: Direction | str | None = None) -> RuledInt:
    """The ship's Movement Allowance for this turn [7.1, 5.22], with every cap [10.2, 10.31, 10.41] and studding sails
    [13.33]; ``facing`` defaults to her heading now; dead in the water, none [10.41, 10.42]."""
    s = position.ship(ship)
    heading = s.facing if facing is None else Direction.parse(facing)
    question = f"movement allowance of {s.name}"
    lead = Step("7.1", f"{s.name} (Sailing Value {s.counter.sailing}) heading {heading}, wind from {position.wind}")
    if s.prize or s.abandoned or s.fouled or s.destroyed:
        why = "a prize" if s.prize else "abandoned" if s.abandoned else "fouled" if s.fouled else "blown up"
        ruling = RULINGS(
            question, 0, (lead, Step("10.41", f"{s.name} is {why}: dead in the water, no allowance [10.42]")), value=0
        )
        return RuledInt(0, ruling)
    inner = movement_allowance(
        s.counter.sailing,
        heading,
        position.wind,
        rigging_hits=s.rigging,
        masts_lost=s.masts,
        studding=s.studding,
        readings=position.readings,
    )
    ruling = RULINGS(question, int(inner), (lead,) + inner.ruling.steps, also=inner.ruling.readings, value=int(inner))
    return RuledInt(int(inner), ruling)


def determined_allowance(position: Position, ship: str | ShipState) -> RuledInt:
    """The Movement Allowance set in this turn's determination phase, as 7.21 and 7.24 compare it [7.1, 7.21, 7.24].

    Once the phase has begun, the ``ma`` stored then, whatever damage comes [7.1, 7.24] (the points left are reading
    ``damage_cap_timing``, :mod:`.damage` [10.2, 10.31]); before, worked out from the heading."""
    s = position.ship(ship)
    if s.start_facing is None:
        return allowance(position, s)
    question = f"movement allowance of {s.name}"
    if s.ma:
        step = Step(
            "7.1",
            f"{s.name} was given a Movement Allowance of {s.ma} when this Movement Phase began (heading {s.start_facing}); damage taken since does not change it [7.24]",
        )
        return RuledInt(s.ma, RULINGS(question, s.ma, (step,), value=s.ma))
    inner = allowance(position, s, s.start_facing)
    note = Step(
        "7.1",
        f"no allowance was stored when the phase began, so it is worked out again from the starting heading {s.start_facing}",
    )
    ruling = RULINGS(question, int(inner), inner.ruling.steps + (note,), also=inner.ruling.readings, value=int(inner))
    return RuledInt(int(inner), ruling)


def start_movement(position: Position) -> Position:
    """Begin the Movement Phase [7.1]: each ordered ship gets its allowance as Movement Points.

    It is also kept (``ma``) for the gauge and 7.24 [7.21, 7.24]; the starting heading is noted and the counters zeroed
    [7.32-7.36]. Ships without a command get none."""
    ships = []
    for s in position.ships:
        if s.destroyed:
            ships.append(s)
        elif s.command is not None:
            ma = _allowance_points(position, s)
            ships.append(s.with_(mp=ma, ma=ma, start_facing=s.facing, turned=0, entered=0, tacked=False))
        else:
            ships.append(s.with_(mp=0, ma=0, start_facing=None, turned=0, entered=0))
    return position.with_(ships=tuple(ships))


def _allowance_points(position: Position, s: ShipState) -> int:
    """``int(allowance(position, s))`` without its ruling: the points a ship is handed as the phase begins [7.1]."""
    if s.prize or s.abandoned or s.fouled or s.destroyed:
        return 0  # dead in the water [10.41, 10.42]
    sv = sailing_value(s.counter.sailing)
    return allowance_points(sv, s.facing, position.wind, s.rigging, s.masts, s.studding, position.readings)


# ---------------------------------------------------------------- backing sail twice running [7.74]


def previous_order_turn(position: Position, ship: str | ShipState) -> int | None:
    """The Game-Turn of the ship's last order before this Game-Turn's, ``None`` if none is recorded [7.74]:
    ``prior_ordered_turn`` once this turn's command is given, else ``ordered_turn``."""
    s = position.ship(ship)
    if s.ordered_turn is not None and s.ordered_turn >= position.turn:
        return s.prior_ordered_turn
    return s.ordered_turn


def back_sail_again(position: Position, ship: str | ShipState) -> Ruling:
    """Does 7.74 let ``ship`` back sail this Game-Turn, given when it last backed sail? [7.74, 7.71]

    ``True`` when 7.74 does not forbid it (7.71 is the step's own check). Reading ``backsail_consecutive``:
    ``game_turns`` bars the next Game-Turn, ``ordered_phases`` the next ordered phase (from
    :func:`previous_order_turn`; without one only the Game-Turn test is made, and a step says so)."""
    s = position.ship(ship)
    r = position.readings
    turn = position.turn
    q = f"does 7.74 let {s.name} back sail in Game-Turn {turn}"
    b = s.backed_turn
    if b is None:
        return RULINGS(q, True, (Step("7.74", f"{s.name} has not backed sail before, so 7.74 does not apply"),))

    def ruled(verdict: bool, why: str, **facts: object) -> Ruling:
        """The ruling on one step citing 7.74, under reading ``backsail_consecutive``."""
        keys = ("backsail_consecutive",)
        return RULINGS(q, verdict, (Step("7.74", why),), readings=r, keys=keys, facts={"backed_turn": b, **facts})

    if b == turn - 1:
        return ruled(
            False, f"{s.name} backed sail in Game-Turn {b}, the Movement Phase just before this one: not twice running"
        )
    if r["backsail_consecutive"] == "game_turns":
        return ruled(
            True,
            f"{s.name} last backed sail in Game-Turn {b}; Game-Turn {turn} does not follow it directly (reading backsail_consecutive=game_turns)",
        )
    prev = previous_order_turn(position, s)
    if prev is None:
        why = (
            f"{s.name} last backed sail in Game-Turn {b}; its previous ordered Game-Turn is not recorded, so only the "
            "Game-Turn test can be made and it passes (reading backsail_consecutive=ordered_phases)"
        )
        return ruled(True, why, previous_order=None)
    if prev <= b:
        why = (
            f"{s.name} backed sail in Game-Turn {b} and has had no order since, so this is the next ordered phase: "
            "not twice running (reading backsail_consecutive=ordered_phases)"
        )
        return ruled(False, why, previous_order=prev)
    why = (
        f"{s.name} backed sail in Game-Turn {b} but held an order again in Game-Turn {prev}, which breaks the run "
        "(reading backsail_consecutive=ordered_phases)"
    )
    return ruled(True, why, previous_order=prev)


# ---------------------------------------------------------------- steps: typed for the rules, worded by the actions


class _Step:
    """A ship's step as the movement rules use it; its words are the action grammar's (see :func:`to_action`)."""

    def __str__(self) -> str:
        """The step as an action writes it after the ship's name: ``step port 90``, ``tack SE``, ``back``."""
        verb, args = _words(self)
        return " ".join((verb, *args))


@dataclass(frozen=True)
class Advance(_Step):
    """Enter the square ahead [7.52], after an optional free turn (-1 port, +1 starboard) [7.83a] and
    followed by an optional turn in the new square (-2..2 in 45-degree steps, port negative) [7.36]."""

    free_turn: int = 0
    turn: int = 0

    def __post_init__(self) -> None:
        if self.free_turn not in (-1, 0, 1):
            raise InvalidInputError("free turn", self.free_turn, "-1 (port), 0 or 1 (starboard)")
        if self.turn not in (-2, -1, 0, 1, 2):
            raise InvalidInputError("turn", self.turn, "-2 to 2 steps of 45 degrees, port negative")


@dataclass(frozen=True)
class Tack(_Step):
    """Turn 135, 180 or 225 degrees in place to ``facing`` [7.41]."""

    facing: Direction


@dataclass(frozen=True)
class Wear(_Step):
    """Turn to ``facing`` and be placed one square to leeward [7.42]; ``square`` picks between the two of 7.44."""

    facing: Direction
    square: Square | None = None


@dataclass(frozen=True)
class BackSail(_Step):
    """Stay exactly as placed instead of moving [7.71]."""


@dataclass(frozen=True)
class HeaveTo(_Step):
    """Turn 45 degrees away from the wind in place instead of moving [7.91]."""


@dataclass(frozen=True)
class Stop(_Step):
    """Remove the chit: nothing else is possible [7.54]."""


StepAction = Advance | Tack | Wear | BackSail | HeaveTo | Stop
_PLAIN: dict[type, str] = {BackSail: "back", HeaveTo: "heave", Stop: "stop"}


def _words(step: _Step) -> tuple[str, tuple[str, ...]]:
    """The verb and the arguments after the ship's name that the action grammar gives ``step``."""
    if isinstance(step, Advance):
        turn: tuple[str, ...] = ()
        if step.turn:  # a bare way is 45 degrees [7.35]
            turn = (_TURN_WORD[1 if step.turn > 0 else -1], *(("90",) if abs(step.turn) == 2 else ()))
        return ("free-turn", (_TURN_WORD[step.free_turn], *turn)) if step.free_turn else ("step", turn)
    if isinstance(step, Tack):
        return "tack", (step.facing.name,)
    if isinstance(step, Wear):
        return "wear", (step.facing.name,) + (() if step.square is None else (square_name(step.square),))
    return _PLAIN[type(step)], ()


def to_action(step: StepAction, ship: str) -> Action:
    """``step`` taken by ``ship`` as a game action: ``to_action(Advance(1, -2), "Shannon")`` is
    ``free-turn Shannon starboard port 90`` [7.3-7.9]. :func:`from_action` reads it back."""
    verb, args = _words(step)
    return Action.make(verb, (ship, *args))


def from_action(action: Action) -> StepAction:
    """The step a move action stands for [7.3-7.9]: ``step Shannon port 90`` is ``Advance(0, -2)``.

    The inverse of :func:`to_action`; an action that is no step (``fire ...``) is refused.
    """
    verb, args = action.verb, tuple(str(x) for x in action.args[1:])
    if verb in ("step", "free-turn"):
        free = 0
        if verb == "free-turn":
            free, args = _TURN_SIGN[args[0]], args[1:]
        way = _TURN_SIGN[args[0]] if args else 0
        return Advance(free, way * (2 if args[1:] == ("90",) else 1))
    if verb == "tack":
        return Tack(Direction.parse(args[0]))
    if verb == "wear":
        return Wear(Direction.parse(args[0]), parse_square(args[1]) if len(args) > 1 else None)
    for kind, word in _PLAIN.items():
        if verb == word:
            return kind()
    raise InvalidInputError("step", str(action), "a move action: " + ", ".join(sorted(MOVE_VERBS)))


def _step_of(step: StepAction | Action | str, ship: ShipState, position: Position) -> StepAction:
    """A step given typed, as an action of ``ship``, or as the words after the ship's name (``step port 90``)."""
    if isinstance(step, str):
        words = step.split()
        if not words or words[0].lower() not in MOVE_VERBS:
            raise InvalidInputError("step", step, "a move as the actions write it: " + ", ".join(sorted(MOVE_VERBS)))
        step = Action(words[0].lower(), (ship.name, *words[1:]))
    if isinstance(step, Action):
        if step.ship is None or position.ship(step.ship).name != ship.name:
            raise InvalidInputError("step", str(step), f"a step of {ship.name}")
        return from_action(step)
    if isinstance(step, _Step):
        return step
    raise InvalidInputError("step", step, "a step (Advance, Tack ...), a move action or text such as 'step port 90'")


@dataclass(frozen=True)
class StepOutcome(ShowsRuling):
    """What one step did: the new position, why, and what the engine must do next: ``entered`` [7.22b], ``fire_window``
    [9.11, 7.73, 7.93, 9.14], ``fouled`` [7.81], ``drift_needed`` [8.0], ``done`` (the chit is gone [7.54])."""

    position: Position
    ruling: Ruling
    kind: str
    entered: bool = False
    fire_window: bool = False
    fouled: bool = False
    drift_needed: bool = False
    done: bool = False
    path: tuple[tuple[Square, Direction], ...] = ()
    spent: int = 0


# ---------------------------------------------------------------- step rules


def _on_map(position: Position, sq: Square) -> bool:
    """The printed map, or the extended grid up to its far edge (reading ``map_exit``) [15.0-MR]."""
    return on_grid(sq, position.readings)


def _ready(position: Position, ship: str | ShipState) -> ShipState:
    """The ship, checked able to take a step this phase [7.23, 7.81, 8.4, 10.42]."""
    s = position.ship(ship)
    if s.destroyed:
        raise IllegalActionError(f"{s.name} has blown up", "13.23")
    if s.drifted:
        raise IllegalActionError(f"{s.name} has drifted and moves no more this turn", "8.4")
    if s.fouled:
        raise IllegalActionError(f"{s.name} is fouled and may not move", "7.81")
    if s.dead_in_water:
        raise IllegalActionError(f"{s.name} is dead in the water ({_dead_why(s)}) and may not move", "10.42")
    if s.command is None:
        raise IllegalActionError(f"{s.name} holds no command chit this phase", "7.23")
    if s.start_facing is None:
        raise IllegalActionError(f"the Movement Phase has not begun for {s.name} (call start_movement)", "7.1")
    return s


def check_may_step(position: Position, ship: str | ShipState) -> None:
    """Raise, as :func:`step_options` does, when the ship may take no step this phase [7.23, 7.81, 8.4, 10.42]."""
    _ready(position, ship)


def _dead_why(s: ShipState) -> str:
    """Which part of 10.41 makes the ship dead in the water."""
    if s.prize:
        return "a prize [10.41c]"
    if s.abandoned:
        return "abandoned [10.41d]"
    if s.masts >= 3:
        return "all three masts lost [10.41a]"
    return f"{plural(s.masts, 'mast')} lost and {plural(s.rigging, 'rigging hit')} [10.41b]"


def _finish(s: ShipState, **changes: Any) -> ShipState:
    """The ship with ``changes`` made and its chit off: its move is over [7.54]."""
    return s.with_(command=None, **changes)


def _can_continue(position: Position, s: ShipState) -> tuple[bool, Step]:
    """May the ship enter the square ahead later? Else its chit comes off [7.54, 15.0]."""
    ahead = s.square.neighbour(s.facing)
    cost = entry_cost(s.facing)
    if s.mp < 2:
        return False, Step("7.54", f"{plural(s.mp, 'point')} left, under 2: the chit is removed")
    if s.mp < cost:
        return False, Step("7.54", f"{s.mp} points left cannot pay {cost} for the corner ahead: the chit is removed")
    if not _on_map(position, ahead):
        return False, Step(
            "15.0",
            f"the square ahead is {beyond(ahead, position.readings)}: the ship stops at the edge and its chit is removed",
        )
    return True, Step("7.52", f"{s.mp} points left; it must go on into {square_name(ahead)} when next moved")


def _foul(position: Position, s: ShipState, target: Square) -> Position:
    """``s`` arrives in an occupied square: everyone there is fouled and loses any command [7.81]."""
    ships = []
    for o in position.ships:
        if o.name == s.name:
            ships.append(s)
        elif o.square == target and not o.destroyed:
            ships.append(o.with_(fouled=True, command=None, mp=0))
        else:
            ships.append(o)
    return position.with_(ships=tuple(ships))


def _strikes(position: Position, mover: str, how: str, steps: list[Step], keys: list[str]) -> Position:
    """Abandoned enemies next to the ship that just arrived strike to it [12.14]; the steps and readings go into
    ``steps`` and ``keys``."""
    from .striking import strikes_on_arrival, strikes_possible

    if not strikes_possible(position, mover):  # nothing can strike: the ruling would add no step and no reading
        return position
    new, ruling = strikes_on_arrival(position, mover, how=how)
    if ruling:
        steps.extend(ruling.steps)
    keys.extend(k for k, _ in ruling.readings if k not in keys)
    return new


def _readings_used(position: Position, *keys: str) -> tuple[tuple[str, str], ...]:
    return used(position.readings, *keys)


@dataclass
class _Way:
    """A ship's advance as it is worked out: its heading and net turns so far, the squares it passed with its
    heading in each [7.35], the steps of the ruling and the readings consulted."""

    facing: Direction
    turned: int
    path: list[tuple[Square, Direction]] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    ship: str = ""  #: the ship advancing, and the step: the ruling's question, written only when the step is allowed
    action: Any = None

    def outcome(self, position: Position, new: Position, kind: str, **flags: Any) -> StepOutcome:
        """The step's outcome of ``kind``, ending in ``new``, with the steps and readings gathered on the way."""
        return _ruled(
            position, new, f"{self.ship}: {self.action}", kind, self.steps, self.keys, path=tuple(self.path), **flags
        )


def _ruled(
    position: Position,
    new: Position,
    question: str,
    kind: str,
    steps: Sequence[Step],
    keys: Sequence[str],
    **flags: Any,
) -> StepOutcome:
    """A step's outcome of ``kind``, ending in ``new``: its ruling asks ``question`` and says ``steps``, with the
    readings ``keys`` consulted under ``position``'s readings."""
    return StepOutcome(new, RULINGS(question, kind, steps, readings=position.readings, keys=keys), kind, **flags)


def _advance(position: Position, s: ShipState, a: Advance) -> StepOutcome:
    """Enter the square ahead [7.3, 7.53], after a free turn when the square ahead is occupied [7.83a] and
    followed by turns in the new square [7.35, 7.36]; fouling [7.81], a full square [7.82, 7.83b] or being
    taken aback [7.62] end the move."""
    c = s.command
    if c not in ("ahead", "port", "starboard"):
        raise IllegalActionError(
            f"{s.name} holds the {c} command and turns where it is instead of advancing",
            "7.41" if c == "tack" else "7.42",
        )
    way = _Way(s.facing, s.turned, ship=s.name, action=a)
    if a.free_turn:
        ended = _free_turn(position, s, a, way)
        if ended is not None:
            return ended
    ahead = s.square.neighbour(way.facing)
    cost = entry_cost(way.facing)
    if not _on_map(position, ahead):
        raise IllegalActionError(
            f"{s.name} would leave the grid: the square ahead is {beyond(ahead, position.readings)}", "15.0"
        )
    if s.mp < cost:
        raise IllegalActionError(
            f"{s.name} has {plural(s.mp, 'Movement Point')}; entering through a {'corner' if cost == 3 else 'side'} costs {cost}",
            "7.54",
        )
    there = position.at(ahead)
    if len(there) >= 4:
        return _full_ahead(position, s, a, way, ahead)
    mp = s.mp - cost
    way.steps.append(
        Step(
            "7.53",
            f"enters {square_name(ahead)} through a {'corner' if cost == 3 else 'side'} for {cost}: {mp} left",
            -cost,
        )
    )
    way.path.append((ahead, way.facing))
    if there:
        return _foul_ahead(position, s, a, way, ahead, there, mp, cost)
    aback = _turn_in_square(position, s, a, way, ahead, mp) if a.turn else False
    moved = s.with_(square=ahead, facing=way.facing, mp=mp, turned=way.turned, entered=s.entered + 1)
    if aback:
        way.steps.append(
            Step(
                "7.62", f"the turn brings {s.name} head to wind: taken aback, its chit is removed and it drifts [8.12]"
            )
        )
        new = _strikes(position.with_ship(_finish(moved)), s.name, "entry", way.steps, way.keys)
        return way.outcome(position, new, "drift", entered=True, drift_needed=True, done=True, spent=cost)
    go_on, onward = _can_continue(position, moved)
    way.steps.append(onward)
    if not go_on:
        moved = _finish(moved)
        way.keys.append("map_exit")
    new = _strikes(position.with_ship(moved), s.name, "entry", way.steps, way.keys)
    return way.outcome(position, new, "move", entered=True, fire_window=True, done=not go_on, spent=cost)


def _free_turn(position: Position, s: ShipState, a: Advance, way: _Way) -> StepOutcome | None:
    """The free 45-degree turn before entering an occupied square ahead [7.83a, 7.84]; the outcome when it ends
    the move (taken aback [7.85], or no square can be entered after it [7.54]), else ``None``."""
    r = position.readings
    c = s.command
    ahead = s.square.neighbour(way.facing)
    way.keys.append("free_turn_scope")
    if not _ahead_occupied(position, s):
        raise IllegalActionError(f"{s.name}'s square ahead is not occupied, so it has no free turn", "7.83a")
    if s.mp < entry_cost(way.facing):
        raise IllegalActionError(
            f"{s.name} cannot pay to enter the occupied square ahead, so it would not foul", "7.54"
        )
    if c == "ahead" and r["free_turn_scope"] == "port_starboard":
        raise IllegalActionError(
            f"{s.name} holds an ahead command; only port and starboard ships take the free turn (reading free_turn_scope)",
            "7.84",
        )
    way.facing = way.facing.turned(a.free_turn)
    way.turned += a.free_turn
    way.path.append((s.square, way.facing))
    way.steps.append(
        Step(
            "7.83a",
            f"{square_name(ahead)} ahead is occupied: a free 45-degree turn to {_TURN_WORD[a.free_turn]}, now facing {way.facing}",
        )
    )
    if c in ("port", "starboard") and _TURN_WORD[a.free_turn] != c:
        way.steps.append(Step("7.84", f"a {c} ship may take its free turn either way"))
    if way.facing == position.wind:
        if a.turn:
            raise IllegalActionError(f"{s.name} is taken aback by its free turn and can turn no further", "7.85")
        way.steps.append(
            Step("7.85", f"the free turn leaves {s.name} facing the wind: it drifts and its movement ends")
        )
        new = position.with_ship(_finish(s, facing=way.facing, turned=way.turned))
        return way.outcome(position, new, "drift", drift_needed=True, done=True)
    ahead = s.square.neighbour(way.facing)
    cost = entry_cost(way.facing)
    if s.mp >= cost and _on_map(position, ahead):
        return None
    way.keys.append("foul_alternatives")
    if r["foul_alternatives"] == "turn_must_enter":
        raise IllegalActionError(
            f"after a free turn to {way.facing} {s.name} could not enter a square, so the turn does not avoid the foul (reading foul_alternatives)",
            "7.83a",
        )
    if a.turn:
        raise IllegalActionError(f"{s.name} enters no square, so it may not turn", "7.34")
    why = f"cannot pay {cost}" if s.mp < cost else "would leave the map"
    way.steps.append(
        Step("7.54", f"facing {way.facing} it {why}: movement ends without fouling and the chit is removed")
    )
    new = position.with_ship(_finish(s, facing=way.facing, turned=way.turned))
    return way.outcome(position, new, "stop", done=True)


def _full_ahead(position: Position, s: ShipState, a: Advance, way: _Way, ahead: Square) -> StepOutcome:
    """The square ahead already holds four ships: the ship drifts instead, if no free turn avoids it [7.82, 7.83b, 8.3]."""
    if a.turn:
        raise IllegalActionError(
            f"{s.name} cannot enter the full square {square_name(ahead)}, so it may not turn", "7.82"
        )
    if not a.free_turn:
        escape = _free_turn_escape(position, s)
        if escape is not None:
            raise IllegalActionError(
                f"{square_name(ahead)} holds four ships, but a free turn to {escape} avoids the fouling: "
                f"{s.name} drifts instead only when no free turn does",
                "7.83b",
            )
        way.keys.append("free_turn_scope")
    way.steps.append(
        Step(
            "7.83b",
            f"{square_name(ahead)} already holds four ships, the most a square can [7.82]"
            + ("" if a.free_turn else ", and no free turn avoids the fouling [7.83a]")
            + f": {s.name} drifts instead [8.3]",
        )
    )
    new = position.with_ship(_finish(s, facing=way.facing, turned=way.turned))
    return way.outcome(position, new, "drift", drift_needed=True, done=True)


def _foul_ahead(
    position: Position,
    s: ShipState,
    a: Advance,
    way: _Way,
    ahead: Square,
    there: tuple[ShipState, ...],
    mp: int,
    cost: int,
) -> StepOutcome:
    """The ship enters an occupied square: every ship there is fouled [7.81], abandoned enemies strike [12.14]."""
    if a.turn:
        raise IllegalActionError(f"{s.name} fouls on entering {square_name(ahead)} and may turn no further", "7.81")
    names = ", ".join(o.name for o in there)
    way.steps.append(Step("7.81", f"{square_name(ahead)} holds {names}: the ships are fouled, their chits removed"))
    moved = s.with_(
        square=ahead, facing=way.facing, mp=mp, turned=way.turned, entered=s.entered + 1, fouled=True, command=None
    )
    new = _strikes(_foul(position, moved, ahead), s.name, "entry", way.steps, way.keys)
    return way.outcome(position, new, "foul", entered=True, fouled=True, done=True, spent=cost)


def _turn_in_square(position: Position, s: ShipState, a: Advance, way: _Way, ahead: Square, mp: int) -> bool:
    """Turns in the square just entered, free of cost [7.31-7.36]; whether they leave the ship taken aback [7.62]."""
    c = s.command
    if c == "ahead":
        raise IllegalActionError(f"{s.name} holds an ahead command and may not change heading", "7.31")
    sign = 1 if a.turn > 0 else -1
    if _TURN_WORD[sign] != c:
        raise IllegalActionError(
            f"{s.name} holds the {c} command and may never turn to {_TURN_WORD[sign]}",
            "7.32" if c == "port" else "7.33",
        )
    r = position.readings
    way.keys.append("step_order")
    if r["step_order"] == "stop_then_turn" and mp < 2:
        raise IllegalActionError(
            f"{s.name} is left with {plural(mp, 'point')}, so its chit comes off before it can turn (reading step_order)",
            "7.54",
        )
    way.keys.append("aback_midturn")
    in_square = 0
    aback = False
    for k in range(1, abs(a.turn) + 1):
        way.facing = way.facing.turned(sign)
        way.turned += sign
        in_square += 1
        way.path.append((ahead, way.facing))
        if way.facing == position.wind and (k == abs(a.turn) or r["aback_midturn"] == "each_increment"):
            aback = True
            break
    way.steps.append(
        Step(
            "7.36",
            f"turns {45 * in_square} degrees to {c} in {square_name(ahead)}, free of cost: now facing {way.facing}",
        )
    )
    return aback


def _ahead_occupied(position: Position, s: ShipState) -> bool:
    """Whether the square ahead of ``s`` is on the grid and holds a ship: the free turn needs it [7.83a]."""
    ahead = s.square.neighbour(s.facing)
    return _on_map(position, ahead) and _ships_at(position, s, ahead) > 0


def _free_turn_escape(position: Position, s: ShipState) -> str | None:
    """The free turn ("port" or "starboard") that keeps ``s`` out of any fouling, if there is one [7.83a, 7.83b]: into
    an empty square, a stop (reading ``foul_alternatives``) or aback [7.85]."""
    for way in (-1, 1):
        out = _quiet_advance(position, s, Advance(way, 0))
        if out is None:
            continue
        if out.kind in ("move", "stop") or (out.kind == "drift" and out.ship.facing == position.wind):
            return _TURN_WORD[way]
    return None


def _turn_amount(s: ShipState, facing: Direction, case: str) -> None:
    if s.facing.eighths_to(facing) not in (3, 4, 5):
        raise IllegalActionError(f"{s.name} must turn 135, 180 or 225 degrees from {s.facing}, not to {facing}", case)


def _short_turn(position: Position, s: ShipState, what: str) -> tuple[Step, ...]:
    """Reading ``tack_wear_short`` for a tack or wear with fewer than 2 points [7.41, 7.42, 7.54].

    Returns the step to add (none with 2 or more points); raises when the reading
    takes the chit off first.
    """
    if s.mp >= 2:
        return ()
    if position.readings["tack_wear_short"] == "chit_off":
        raise IllegalActionError(
            f"{s.name} has {plural(s.mp, 'Movement Point')}, under 2: its chit comes off before it can {what} (reading tack_wear_short)",
            "7.54",
        )
    return (
        Step(
            "7.54",
            f"{s.name} has only {plural(s.mp, 'point')}, but a {what} enters no square and spends whatever it has (reading tack_wear_short=turns)",
        ),
    )


def _not_turning_in_place(s: ShipState, what: str) -> str:
    """Why a ship under another command may not tack or wear: its own command says what it does [7.31-7.33, 7.41, 7.42]."""
    does = {
        "ahead": "goes straight ahead and may not change heading",
        "port": "enters squares and turns to port, 45 or 90 degrees in a square",
        "starboard": "enters squares and turns to starboard, 45 or 90 degrees in a square",
        "tack": "turns in its own square",
        "wear": "turns and is placed one square to leeward",
    }.get(str(s.command), "has no command to carry out")
    return f"{s.name} holds the {s.command} command, not a {what}: it {does}"


def _check_turn_in_place(position: Position, s: ShipState, facing: Direction, verb: str, case: str) -> None:
    """A tack [7.41] or a wear [7.42] needs that command, a turn the command allows (``case``), and a heading out of
    the wind at the end [7.43]."""
    if s.command != verb:
        raise IllegalActionError(_not_turning_in_place(s, verb), _COMMAND_CASE.get(str(s.command), case))
    _turn_amount(s, facing, case)
    if facing == position.wind:
        raise IllegalActionError(f"{s.name} may not end its {verb} facing {facing}, into the wind", "7.43")


def _tack(position: Position, s: ShipState, a: Tack) -> StepOutcome:
    _check_turn_in_place(position, s, a.facing, "tack", "7.41")
    short = _short_turn(position, s, "tack")
    steps = (
        *short,
        Step(
            "7.41",
            f"{s.name} spends {_all_points(s.mp)} turning from {s.facing} to {a.facing} in {square_name(s.square)}",
            -s.mp,
        ),
        Step("7.63", "passing through the wind on the way is allowed; only the final heading counts [7.43]"),
    )
    new = position.with_ship(
        _finish(s, facing=a.facing, mp=0, tacked=True, turned=s.turned + s.facing.eighths_to(a.facing))
    )
    keys = ("tack_wear_short",) if short else ()
    return _ruled(
        position,
        new,
        f"{s.name}: {a}",
        "tack",
        steps,
        keys,
        fire_window=True,
        done=True,
        path=((s.square, a.facing),),
        spent=s.mp,
    )


def wear_squares(position: Position, ship: str | ShipState) -> tuple[tuple[Square, tuple[int, ...]], ...]:
    """Where a wear may place the ship, each with the allowed turns in 45-degree steps clockwise [7.42, 7.44].

    A running ship goes to the square directly to port or to starboard, turning 135
    or 225 degrees [7.44]; otherwise the leeward square of reading
    ``wear_leeward_square`` with a turn of 135, 180 or 225 degrees [7.42].
    """
    s = position.ship(ship)
    f, w = s.facing, position.wind
    side = wind_side(f, w)
    if side == "astern":
        return ((s.square.neighbour(f.turned(-2)), (3, 5)), (s.square.neighbour(f.turned(2)), (3, 5)))
    if side == "ahead":
        return ()
    lee = -1 if side == "starboard" else 1  # the side away from the wind
    choice = position.readings["wear_leeward_square"]
    if choice == "downwind":
        sq = s.square.neighbour(w.opposite())
    elif choice == "lee_quarter":
        sq = s.square.neighbour(f.turned(3 * lee))
    else:
        sq = s.square.neighbour(f.turned(2 * lee))
    return ((sq, (3, 4, 5)),)


def _wear_target(position: Position, s: ShipState, a: Wear) -> Square:
    """The square a wear places the ship in [7.42, 7.44]; a running ship must name one of its two."""
    running = wind_side(s.facing, position.wind) == "astern"
    options = wear_squares(position, s)
    turn = s.facing.eighths_to(a.facing)
    fits = [sq for sq, turns in options if turn in turns and (a.square is None or a.square == sq)]
    if a.square is None and len(fits) > 1:
        raise IllegalActionError(
            f"{s.name} is running: name the square directly to port or to starboard for its wear", "7.44"
        )
    if not fits:
        allowed = ", ".join(square_name(sq) for sq, _ in options)
        raise IllegalActionError(f"{s.name} may wear to {a.facing} only into {allowed}", "7.44" if running else "7.42")
    return fits[0]


def _wear(position: Position, s: ShipState, a: Wear) -> StepOutcome:
    """A wear [7.42-7.44]: the ship spends all its points turning and is placed in a leeward square, where it may foul
    the ships there [7.81] or, with four there already, drift instead [7.83b]; then it may fire [9.14]."""
    _check_turn_in_place(position, s, a.facing, "wear", "7.42")
    running = wind_side(s.facing, position.wind) == "astern"
    case = "7.44" if running else "7.42"
    target = _wear_target(position, s, a)
    turn = s.facing.eighths_to(a.facing)
    short = _short_turn(position, s, "wear")
    keys = (["wear_leeward_square"] if not running else []) + (["tack_wear_short"] if short else [])
    if not _on_map(position, target):
        raise IllegalActionError(f"{s.name}'s wear would place it {beyond(target, position.readings)}", "15.0")
    steps = [
        *short,
        Step(
            case,
            f"{s.name} spends {_all_points(s.mp)} turning from {s.facing} to {a.facing} and is placed in {square_name(target)}",
            -s.mp,
        ),
    ]
    if position.at(target):
        return _wear_among_ships(position, s, a, target, steps, keys)
    moved = _finish(s, square=target, facing=a.facing, mp=0, entered=s.entered + 1, turned=s.turned + turn)
    new = _strikes(position.with_ship(moved), s.name, "wear", steps, keys)
    steps.append(Step("9.14", "having completed its turn it may fire"))
    flags = {"entered": True, "fire_window": True, "done": True, "path": ((target, a.facing),), "spent": s.mp}
    return _ruled(position, new, f"{s.name}: {a}", "wear", steps, keys, **flags)


def _wear_among_ships(
    position: Position, s: ShipState, a: Wear, target: Square, steps: list[Step], keys: list[str]
) -> StepOutcome:
    """A wear into an occupied square [7.42]: refused by reading ``wear_occupied``, a drift where four ships stand
    already [7.83b, 8.3], else the ships foul [7.81]."""
    q = f"{s.name}: {a}"
    there = position.at(target)
    keys.append("wear_occupied")
    if position.readings["wear_occupied"] == "illegal":
        raise IllegalActionError(
            f"{s.name} may not wear into occupied {square_name(target)} (reading wear_occupied)", "7.42"
        )
    if len(there) >= 4:
        steps.append(
            Step("7.83b", f"{square_name(target)} holds four ships: {s.name} stays where it is and drifts [7.82, 8.3]")
        )
        new = position.with_ship(_finish(s, mp=0))
        return _ruled(position, new, q, "drift", steps, keys, drift_needed=True, done=True, spent=s.mp)
    steps.append(Step("7.81", f"{square_name(target)} holds {', '.join(o.name for o in there)}: the ships are fouled"))
    moved = s.with_(square=target, facing=a.facing, mp=0, fouled=True, command=None, entered=s.entered + 1)
    new = _strikes(_foul(position, moved, target), s.name, "wear", steps, keys)
    flags = {"entered": True, "fouled": True, "done": True, "path": ((target, a.facing),), "spent": s.mp}
    return _ruled(position, new, q, "foul", steps, keys, **flags)


def _start_point_name(position: Position, s: ShipState) -> str:
    """The point of sail at the start of the phase as 7.71 and 7.91 rate it (reading ``backsail_orientation``)."""
    pos = point_name(s.start_facing if s.start_facing is not None else s.facing, position.wind)
    if s.studding and position.readings["backsail_orientation"] == "studding":
        return STUDDING_SHIFT.get(pos, pos)
    return pos


def _start_point_of_sail(position: Position, s: ShipState) -> tuple[str, Step, tuple[str, ...]]:
    """The point of sail at the start of the phase for 7.71 and 7.91, by reading ``backsail_orientation``."""
    start = s.start_facing if s.start_facing is not None else s.facing
    pos = point_name(start, position.wind)
    if s.studding and position.readings["backsail_orientation"] == "studding":
        rated = _start_point_name(position, s)
        return (
            rated,
            Step("13.33", f"with studding sails {pos} counts as {rated} (reading backsail_orientation=studding)"),
            ("backsail_orientation",),
        )
    keys = ("backsail_orientation",) if s.studding else ()
    return pos, Step("5.22", f"{s.name} began the phase {pos} (heading {start}, wind from {position.wind})"), keys


def _short_from_start(s: ShipState) -> bool:
    """Could the ship's allowance not pay for the square it faced when the phase began? [7.54]

    Only ahead, port and starboard commands move by entering squares; a tack or wear
    with under 2 points is reading ``tack_wear_short`` [7.41, 7.42].
    """
    start = s.start_facing if s.start_facing is not None else s.facing
    allowance_now = s.ma if s.ma else s.mp
    return s.command in ("ahead", "port", "starboard") and allowance_now < entry_cost(start)


def _short_allowance_check(position: Position, s: ShipState, what: str, case: str) -> tuple[str, ...]:
    """Reading ``short_allowance`` for a ship that could never enter a square this phase [7.54, 7.71, 7.91].

    Returns the reading key to list when it was consulted; raises when the reading
    takes the chit off before backing sail or heaving to.
    """
    if not _short_from_start(s):
        return ()
    if position.readings["short_allowance"] == "chit_off":
        raise IllegalActionError(
            f"{s.name}'s allowance of {s.ma or s.mp} could not pay for the square it faced when the phase began, "
            f"so its chit comes off at once and it may not {what} (reading short_allowance)",
            "7.54",
        )
    return ("short_allowance",)


def _instead(position: Position, s: ShipState, what: str, case: str) -> tuple[str, Step, tuple[str, ...]]:
    """What backing sail and heaving to ask first, instead of moving [7.54, 7.71, 7.91]: the ship has not moved
    (else it raises), and the point of sail it began the phase on, the step saying so and the readings consulted."""
    if s.entered or s.turned or (s.start_facing is not None and s.facing != s.start_facing):
        raise IllegalActionError(f"{s.name} has already moved this phase, so it may not {what}", case)
    short = _short_allowance_check(position, s, what, case)
    pos, why, keys = _start_point_of_sail(position, s)
    return pos, why, keys + short


def _back(position: Position, s: ShipState) -> StepOutcome:
    pos, why, keys = _instead(position, s, "back sail", "7.71")
    if pos not in ("beating", "beam reaching"):
        raise IllegalActionError(
            f"{s.name} began the phase {pos}; only a beating or beam-reaching ship may back sail", "7.71"
        )
    again = back_sail_again(position, s)
    if not again:
        raise IllegalActionError(
            f"{s.name} may not back sail in Game-Turn {position.turn}: {again.steps[-1].reason}", "7.74"
        )
    keys = keys + tuple(k for k, _ in again.readings)
    steps = (
        why,
        *again.steps,
        Step(
            "7.71",
            f"{s.name} backs sail: it stays in {square_name(s.square)} facing {s.facing} and its chit is removed",
        ),
        Step("7.73", "it may still fire this turn"),
    )
    new = position.with_ship(_finish(s, mp=0, backed_turn=position.turn))
    return _ruled(position, new, f"{s.name}: back sail", "back_sail", steps, keys, fire_window=True, done=True)


def _heave(position: Position, s: ShipState) -> StepOutcome:
    pos, why, keys = _instead(position, s, "heave to", "7.91")
    if pos != "beating":
        raise IllegalActionError(f"{s.name} began the phase {pos}; only a beating ship may heave to", "7.91")
    side = wind_side(s.facing, position.wind)
    way = -1 if side == "starboard" else 1
    facing = s.facing.turned(way)
    steps = (
        why,
        Step(
            "7.91",
            f"the wind is on the {side} bow, so the bow turns 45 degrees to {_TURN_WORD[way]}: {s.facing} to {facing}; the chit is removed",
        ),
        Step("7.93", "it may still fire this turn"),
    )
    new = position.with_ship(_finish(s, facing=facing, mp=0, turned=s.turned + way))
    flags = {"fire_window": True, "done": True, "path": ((s.square, facing),)}
    return _ruled(position, new, f"{s.name}: heave to", "heave_to", steps, keys, **flags)


def _simulate(position: Position, s: ShipState, action: StepAction) -> StepOutcome:
    """One step by the rules of its own kind, without looking ahead; raises if the rules forbid it."""
    if isinstance(action, Advance):
        return _advance(position, s, action)
    if isinstance(action, Tack):
        return _tack(position, s, action)
    if isinstance(action, Wear):
        return _wear(position, s, action)
    if isinstance(action, BackSail):
        return _back(position, s)
    if isinstance(action, HeaveTo):
        return _heave(position, s)
    if isinstance(action, Stop):
        return _stop(position, s)
    raise InvalidInputError("step action", action, "an Advance, Tack, Wear, BackSail, HeaveTo or Stop")


def _stop(
    position: Position, s: ShipState, possible: list[tuple[StepAction, StepOutcome]] | None = None
) -> StepOutcome:
    """Take the chit off where the ship stands: allowed only when it can neither enter a square, tack nor wear [7.54].

    Backing sail and heaving to never stand in the way: they are declared by choice
    instead of moving [7.71, 7.91], so a ship that could use them may still stop.
    """
    if possible is None:
        possible = _movement_options(position, s)
    if possible:
        a, _ = possible[0]
        raise IllegalActionError(
            f"{s.name} can still {str(a)!r} under its {s.command} command, so it must use its points and its chit stays",
            "7.51",
        )
    why, keys = _why_stuck(position, s)
    steps = [
        why,
        Step("7.54", f"{s.name} can make no move under its {s.command} command: its chit is removed where it stands"),
    ]
    if _short_from_start(s):
        keys += ("short_allowance",)
    if not (s.entered or s.turned) and s.command in ("ahead", "port", "starboard"):
        steps.append(
            Step(
                "7.71",
                "backing sail or heaving to, where allowed, is a choice the player may make instead, never a duty [7.91]",
            )
        )
    return _ruled(position, position.with_ship(_finish(s)), f"{s.name}: stop", "stop", steps, keys, done=True)


def _why_stuck(position: Position, s: ShipState) -> tuple[Step, tuple[str, ...]]:
    """Why no square can be entered (or no tack or wear made), with the readings that decided it [7.54, 15.0]."""
    if s.command in ("ahead", "port", "starboard"):
        ahead = s.square.neighbour(s.facing)
        cost = entry_cost(s.facing)
        if s.mp < 2:
            return Step("7.54", f"{s.name} has {plural(s.mp, 'Movement Point')}, fewer than the 2 any square costs"), ()
        if s.mp < cost:
            return Step(
                "7.54", f"{s.name} has {s.mp} Movement Points and the square ahead, through a corner, costs {cost}"
            ), ()
        if not _on_map(position, ahead):
            return Step(
                "15.0",
                f"the square ahead of {s.name} is {beyond(ahead, position.readings)}",
            ), ("map_exit",)
    if s.command in ("tack", "wear") and s.mp < 2 and position.readings["tack_wear_short"] == "chit_off":
        return Step(
            "7.54",
            f"{s.name} has {plural(s.mp, 'Movement Point')}, under 2, and may not {s.command} (reading tack_wear_short)",
        ), ("tack_wear_short",)
    return Step("7.54", f"no {s.command} move of {s.name} is legal from {square_name(s.square)} facing {s.facing}"), (
        "map_exit",
    )


def _movement_options(position: Position, s: ShipState) -> list[tuple[StepAction, StepOutcome]]:
    """The legal ways to carry out the command itself: entering a square, tacking or wearing [7.3, 7.4, 7.5]."""
    found = []
    for a in _candidates(position, s, only_possible=True):
        with contextlib.suppress(IllegalActionError):
            found.append((a, _simulate(position, s, a)))
    return found


def _candidates(position: Position, s: ShipState, only_possible: bool = False) -> list[StepAction]:
    """The steps the ship's command could take [7.3, 7.4]; with ``only_possible=True`` none after a free turn
    when the square ahead is empty, since the rules refuse those at once [7.83a] (and a refusal costs more
    than asking)."""
    c = s.command
    if c in ("ahead", "port", "starboard"):
        return list(_ADVANCES[c, not only_possible or _ahead_occupied(position, s)])
    if c == "tack":
        return list(_TACKS[s.facing])
    if c == "wear":
        return [Wear(s.facing.turned(k), sq) for sq, turns in wear_squares(position, s) for k in turns]
    return []


#: The advances of each command, with and without the free turns [7.31-7.36, 7.83a], and the tacks from each
#: heading [7.41]: made once, since every step a ship might take is asked about.
_ADVANCES: dict[tuple[str, bool], tuple[StepAction, ...]] = {
    (c, with_free): tuple(Advance(free, t) for free in ((0, -1, 1) if with_free else (0,)) for t in turns)
    for c, turns in (("ahead", (0,)), ("port", (0, -1, -2)), ("starboard", (0, 1, 2)))
    for with_free in (False, True)
}
_TACKS: dict[Direction, tuple[StepAction, ...]] = {d: tuple(Tack(d.turned(k)) for k in (3, 4, 5)) for d in Direction}


def _raw_options(position: Position, s: ShipState) -> list[tuple[StepAction, StepOutcome]]:
    """Every step legal by its own rules, without looking ahead: back sail, heave to, the command's moves, else stop [7.54]."""
    return list(_options_one_by_one(position, s))


# ---------------------------------------------------------------- the quiet look-ahead [7.3-7.9]


class _Quiet(NamedTuple):
    """What looking ahead needs of a step allowed by its own rules: its kind, whether the ship is done, the
    ship after it and, when the ship moves on, the position the step was taken from (``None`` when done), from
    which :func:`_onward` gives the position to go on from only when the search goes on."""

    kind: str
    done: bool
    ship: ShipState
    before: Position | None = None


def _onward(o: _Quiet) -> Position:
    """The position to go on from after the step ``o`` of a ship that moves on, to be read with the ship
    ``o.ship`` (:func:`_ships_at`): the position the look-ahead began from, which may still show the ship
    where it was, since the other ships are held still; or, when a wreck next to the new square may strike to
    it [12.14], the explained step's position, the ship moved and the wreck struck."""
    assert o.before is not None, "only a ship that moves on goes on from a new position"
    before, s = o.before, o.ship
    if any(chebyshev(w.square, s.square) <= 1 for w in before.wrecks()):  # a wreck may strike [12.14]
        return _strikes(before.with_ship(s), s.name, "entry", [], [])
    return before  # no index of squares worked out again for each step looked at


def _ships_at(position: Position, s: ShipState, sq: Square) -> int:
    """How many ships stand in ``sq`` once ``s`` stands where it is now, asked of ``position``, which may still
    show ``s`` in the square where its look-ahead began (:func:`_onward`) [7.81-7.83]."""
    n = len(position.at(sq))
    was = position.ship(s.name).square
    if was != s.square:
        n += (sq == s.square) - (sq == was)
    return n


def _quietly(position: Position, s: ShipState, action: StepAction) -> _Quiet | None:
    """:func:`_simulate` without its ruling: the same outcome (kind, flags, the ship after it and the position
    to go on from) when the step's own rules allow it, ``None`` when they refuse it, asking about the same
    squares on the way (the tests hold it to :func:`_simulate`) [7.3-7.9]."""
    if isinstance(action, Advance):
        return _quiet_advance(position, s, action)
    if isinstance(action, Tack):
        return _quiet_tack(position, s, action)
    if isinstance(action, Wear):
        return _quiet_wear(position, s, action)
    if isinstance(action, (BackSail, HeaveTo)):
        return _quiet_instead(position, s, action)
    if isinstance(action, Stop):  # every step of the command tried, as :func:`_stop` tries them [7.54]
        moves = [a for a in _candidates(position, s, only_possible=True) if _quietly(position, s, a) is not None]
        return None if moves else _Quiet("stop", True, _finish(s))
    raise InvalidInputError("step action", action, "an Advance, Tack, Wear, BackSail, HeaveTo or Stop")


def _quiet_advance(position: Position, s: ShipState, a: Advance) -> _Quiet | None:
    """:func:`_advance` (with :func:`_free_turn`, :func:`_full_ahead`, :func:`_foul_ahead` and
    :func:`_turn_in_square`) without its ruling [7.3, 7.53, 7.62, 7.81-7.85]."""
    c = s.command
    if c not in ("ahead", "port", "starboard"):
        return None
    facing, turned = s.facing, s.turned
    if a.free_turn:
        free = _quiet_free_turn(position, s, a)
        if not isinstance(free, Direction):
            return free
        facing, turned = free, turned + a.free_turn
    ahead = s.square.neighbour(facing)
    cost = entry_cost(facing)
    if not _on_map(position, ahead) or s.mp < cost:
        return None
    there = _ships_at(position, s, ahead)
    if there >= 4:  # a full square [7.82, 7.83b]
        if a.turn or (not a.free_turn and _free_turn_escape(position, s) is not None):
            return None
        return _Quiet("drift", True, _finish(s, facing=facing, turned=turned))
    mp = s.mp - cost
    if there:  # fouling [7.81]
        if a.turn:
            return None
        moved = s.with_(
            square=ahead, facing=facing, mp=mp, turned=turned, entered=s.entered + 1, fouled=True, command=None
        )
        return _Quiet("foul", True, moved)
    aback = False
    if a.turn:
        turns = _quiet_turns(position, c, a.turn, facing, turned, mp)
        if turns is None:
            return None
        facing, turned, aback = turns
    entered = s.entered + 1
    if aback:
        return _Quiet("drift", True, _finish(s, square=ahead, facing=facing, mp=mp, turned=turned, entered=entered))
    if mp < entry_cost(facing) or not _on_map(position, ahead.neighbour(facing)):  # the chit comes off [7.54, 15.0]
        return _Quiet("move", True, _finish(s, square=ahead, facing=facing, mp=mp, turned=turned, entered=entered))
    return _Quiet("move", False, s.with_(square=ahead, facing=facing, mp=mp, turned=turned, entered=entered), position)


def _quiet_free_turn(position: Position, s: ShipState, a: Advance) -> _Quiet | Direction | None:
    """:func:`_free_turn` without its ruling: the heading after the free turn when the ship goes on to enter a
    square, the outcome when the turn ends its move, ``None`` when refused [7.54, 7.83a, 7.84, 7.85]."""
    r = position.readings
    if not _ahead_occupied(position, s) or s.mp < entry_cost(s.facing):
        return None
    if s.command == "ahead" and r["free_turn_scope"] == "port_starboard":
        return None
    facing, turned = s.facing.turned(a.free_turn), s.turned + a.free_turn
    if facing == position.wind:  # taken aback by the free turn [7.85]
        return None if a.turn else _Quiet("drift", True, _finish(s, facing=facing, turned=turned))
    if s.mp >= entry_cost(facing) and _on_map(position, s.square.neighbour(facing)):
        return facing
    if r["foul_alternatives"] == "turn_must_enter" or a.turn:
        return None
    return _Quiet("stop", True, _finish(s, facing=facing, turned=turned))


def _quiet_turns(
    position: Position, c: str, turn: int, facing: Direction, turned: int, mp: int
) -> tuple[Direction, int, bool] | None:
    """:func:`_turn_in_square` without its ruling: the heading and net turns after ``turn`` in the square just
    entered with ``mp`` points left, and whether it leaves the ship taken aback; ``None`` when refused
    [7.31-7.36, 7.62]."""
    r = position.readings
    sign = 1 if turn > 0 else -1
    if c == "ahead" or _TURN_WORD[sign] != c or (r["step_order"] == "stop_then_turn" and mp < 2):
        return None
    for k in range(1, abs(turn) + 1):
        facing = facing.turned(sign)
        turned += sign
        if facing == position.wind and (k == abs(turn) or r["aback_midturn"] == "each_increment"):
            return facing, turned, True
    return facing, turned, False


def _quiet_instead(position: Position, s: ShipState, action: BackSail | HeaveTo) -> _Quiet | None:
    """:func:`_back` and :func:`_heave` without their rulings [7.54, 7.71, 7.74, 7.91]."""
    if s.entered or s.turned or (s.start_facing is not None and s.facing != s.start_facing):
        return None  # moved already [7.71, 7.91]
    if _short_from_start(s) and position.readings["short_allowance"] == "chit_off":
        return None
    pos = _start_point_name(position, s)
    if isinstance(action, BackSail):
        if pos not in ("beating", "beam reaching") or (s.backed_turn is not None and not back_sail_again(position, s)):
            return None
        return _Quiet("back_sail", True, _finish(s, mp=0, backed_turn=position.turn))
    if pos != "beating":
        return None
    way = -1 if wind_side(s.facing, position.wind) == "starboard" else 1
    return _Quiet("heave_to", True, _finish(s, facing=s.facing.turned(way), mp=0, turned=s.turned + way))


def _quiet_tack(position: Position, s: ShipState, a: Tack) -> _Quiet | None:
    """:func:`_tack` without its ruling [7.41, 7.43, 7.54]."""
    if s.command != "tack" or s.facing.eighths_to(a.facing) not in (3, 4, 5) or a.facing == position.wind:
        return None
    if s.mp < 2 and position.readings["tack_wear_short"] == "chit_off":
        return None
    turned = s.turned + s.facing.eighths_to(a.facing)
    return _Quiet("tack", True, _finish(s, facing=a.facing, mp=0, tacked=True, turned=turned))


def _quiet_wear(position: Position, s: ShipState, a: Wear) -> _Quiet | None:
    """:func:`_wear` without its ruling [7.42-7.44, 7.54, 7.81, 7.83b]."""
    if s.command != "wear" or s.facing.eighths_to(a.facing) not in (3, 4, 5) or a.facing == position.wind:
        return None
    turn = s.facing.eighths_to(a.facing)
    fits = [sq for sq, turns in wear_squares(position, s) if turn in turns and (a.square is None or a.square == sq)]
    if not fits or (a.square is None and len(fits) > 1):
        return None  # the heading or square fits no wear, or a running ship names no square [7.42, 7.44]
    r = position.readings
    if (s.mp < 2 and r["tack_wear_short"] == "chit_off") or not _on_map(position, fits[0]):
        return None
    target = fits[0]
    there = position.at(target)
    if there:
        if r["wear_occupied"] == "illegal":
            return None
        if len(there) >= 4:
            return _Quiet("drift", True, _finish(s, mp=0))
        moved = s.with_(square=target, facing=a.facing, mp=0, fouled=True, command=None, entered=s.entered + 1)
        return _Quiet("foul", True, moved)
    return _Quiet(
        "wear", True, _finish(s, square=target, facing=a.facing, mp=0, entered=s.entered + 1, turned=s.turned + turn)
    )


def _quiet_options(position: Position, s: ShipState) -> Iterator[tuple[StepAction, _Quiet]]:
    """:func:`_options_one_by_one` without rulings: backing sail and heaving to, the command's steps, else the
    stop [7.54, 7.71, 7.91], one at a time."""
    for optional in _OPTIONAL_STEPS:
        q = _quiet_instead(position, s, optional)
        if q is not None:
            yield optional, q
    moved = False
    for a in _candidates(position, s, only_possible=True):
        q = _quietly(position, s, a)
        if q is not None:
            moved = True
            yield a, q
    if not moved:
        yield Stop(), _Quiet("stop", True, _finish(s))


# ---------------------------------------------------------------- looking ahead: fulfilment [7.32, 7.33, 7.51]


def turn_fulfilled(
    command: str | None, turned: int, start: Direction | None, facing: Direction, readings: Readings
) -> bool:
    """Has a port or starboard command made its required turn? [7.32, 7.33] (reading ``turn_requirement_metric``).

    ``turned`` is the signed total of 45-degree turns this phase, clockwise
    positive. Other commands have no turn requirement.
    """
    if command == "port":
        ok = turned <= -1
    elif command == "starboard":
        ok = turned >= 1
    else:
        return True
    if readings["turn_requirement_metric"] == "net_heading":
        ok = ok and facing != start
    return ok


@dataclass(frozen=True)
class _End:
    kind: str
    ship: ShipState
    position: Position
    path: tuple[tuple[Square, Direction], ...]
    actions: tuple[StepAction, ...]
    spent: int
    note: str
    acceptable: bool
    readings: tuple[tuple[str, str], ...] = ()  #: every reading the steps along the way consulted


def _ends(
    position: Position,
    s: ShipState,
    order: str,
    actions: tuple[StepAction, ...] = (),
    path: tuple = (),
    spent: int = 0,
    consulted: tuple[tuple[str, str], ...] = (),
) -> list[_End]:
    """Every way this ship's phase can end from here, other ships held still."""
    out: list[_End] = []
    options = _raw_options(position, s)
    if not options:
        options = [(Stop(), _simulate(position, s, Stop()))]
    for a, o in options:
        acts, pth, sp = actions + (a,), path + o.path, spent + o.spent
        seen = tuple(dict.fromkeys(consulted + o.ruling.readings))
        if o.done:
            final = o.position.ship(s.name)
            ok = o.kind not in ("move", "stop") or turn_fulfilled(
                order, final.turned, final.start_facing, final.facing, position.readings
            )
            note = _note(o, final, order, ok)
            out.append(_End(o.kind, final, o.position, pth, acts, sp, note, ok, seen))
        else:
            out.extend(_ends(o.position, o.position.ship(s.name), order, acts, pth, sp, seen))
    return out


def _note(o: StepOutcome, final: ShipState, order: str, ok: bool) -> str:
    main = [st for st in o.ruling.steps if st.case == _KIND_CASE[o.kind]]
    last = (
        main[0]
        if main and o.kind not in ("move", "stop")
        else (o.ruling.steps[-1] if o.ruling.steps else Step("7.54", ""))
    )
    label = {
        "move": "moves",
        "stop": "stops",
        "foul": "fouls",
        "drift": "drifts",
        "tack": "tacks",
        "wear": "wears",
        "back_sail": "backs sail",
        "heave_to": "heaves to",
    }[o.kind]
    text = f"{label} [{last.case}]: {last.reason}"
    if o.kind == "drift":
        text += (
            f"; {final.facing} is the heading it drifts from, not a chosen end: the drift die decides where the bow "
            "ends (unchanged on 1-2, 45 degrees to port on 3-4, to starboard on 5-6) [8.0]"
        )
    if not ok:
        text += f"; the {order} turn is not made [{'7.32' if order == 'port' else '7.33'}]"
    return text


#: Endings the player declares instead of moving, never required of him [7.71, 7.91].
_OPTIONAL_KINDS = frozenset({"back_sail", "heave_to"})
_OPTIONAL_STEPS: tuple[BackSail | HeaveTo, ...] = (BackSail(), HeaveTo())


def _legal_ends(position: Position, ends: list[_End]) -> list[_End]:
    """The endings a player may choose: the command fulfilled where possible [7.32, 7.33], all points spent by ``maximal_spend``.

    Backing sail and heaving to are set apart: they are always open when legal and
    never make the other endings unacceptable [7.71, 7.91].
    """
    chosen = [e for e in ends if e.kind in _OPTIONAL_KINDS]
    command = [e for e in ends if e.kind not in _OPTIONAL_KINDS]
    good = ([e for e in command if e.acceptable] or command) + chosen
    if position.readings["maximal_spend"] == "most_points":
        moving = [e for e in good if e.kind in ("move", "stop")]
        if moving:
            best = max(e.spent for e in moving)
            good = [e for e in good if e.kind not in ("move", "stop") or e.spent == best]
    return good


def _options_one_by_one(position: Position, s: ShipState) -> Iterator[tuple[StepAction, StepOutcome]]:
    """:func:`_raw_options` one step at a time, so a search that stops early tries no more [7.54]."""
    for optional in _OPTIONAL_STEPS:
        try:
            o = _simulate(position, s, optional)
        except IllegalActionError:
            continue
        yield optional, o
    moved = False
    for a in _candidates(position, s, only_possible=True):
        try:
            o = _simulate(position, s, a)
        except IllegalActionError:
            continue
        moved = True
        yield a, o
    if not moved:
        yield Stop(), _stop(position, s, [])


#: What an ending is asked for: its kind and whether it is acceptable (the command's turn made) [7.32, 7.33].
_Wanted = Callable[[str, bool], bool]


def _acceptable(kind: str, ok: bool) -> bool:
    return ok


def _acceptable_by_command(kind: str, ok: bool) -> bool:
    """An ending of the command itself (not backing sail or heaving to) that makes the command's turn [7.32]."""
    return ok and kind not in _OPTIONAL_KINDS


def _optional(kind: str, ok: bool) -> bool:
    """Backing sail or heaving to, which the player may always choose [7.71, 7.91]."""
    return kind in _OPTIONAL_KINDS


def _ends_with(o: _Quiet, order: str, readings: Readings, wanted: _Wanted) -> bool:
    """Whether some way the phase can end after the step whose quiet outcome is ``o`` is ``wanted``: an ending
    of :func:`_ends`, found depth first and stopping at the first (the rest are never simulated)."""
    if o.done:
        final = o.ship
        ok = o.kind not in ("move", "stop") or turn_fulfilled(
            order, final.turned, final.start_facing, final.facing, readings
        )
        return wanted(o.kind, ok)
    return any(_ends_with(later, order, readings, wanted) for _, later in _quiet_options(_onward(o), o.ship))


def step_options(position: Position, ship: str | ShipState) -> tuple[StepAction, ...]:
    """Every step the ship may take now [7.3-7.9, 7.54], in a fixed order.

    Only steps after which the phase can still end legally: the command's turn where any path allows it [7.32, 7.33],
    the most points under ``maximal_spend=most_points`` [7.51]. :class:`Stop` when no square, tack or wear is possible
    [7.54], beside any back sail or heave to [7.71, 7.91]; back sail twice running by :func:`back_sail_again` [7.74]."""
    s = _ready(position, ship)
    order = s.command or ""
    r = position.readings
    if r["maximal_spend"] != "most_points":
        # One ending that makes the turn is enough to offer a step: found depth first, not every ending listed,
        # by the quiet steps (no ruling written). When some step has one, the steps offered are those with one,
        # or with backing sail or heaving to among their endings (always open) [7.32, 7.33, 7.71, 7.91]; when
        # none has, the whole list decides.
        quiet = list(_quiet_options(position, s))
        making = [_ends_with(o, order, r, _acceptable_by_command) for _, o in quiet]
        if any(making):
            return tuple(a for (a, o), ok in zip(quiet, making) if ok or _ends_with(o, order, r, _optional))
    raw = _raw_options(position, s)
    if not raw:
        return (Stop(),)
    return _step_options_by_every_end(position, s, raw)


def _step_options_by_every_end(
    position: Position, s: ShipState, raw: list[tuple[StepAction, StepOutcome]]
) -> tuple[StepAction, ...]:
    """:func:`step_options` from every ending of every step, compared as :func:`_legal_ends` does [7.32, 7.33,
    7.51]: what reading ``maximal_spend=most_points`` needs, and the reference the depth-first search is
    property-tested against."""
    order = s.command or ""
    per_action: list[tuple[StepAction, list[_End]]] = []
    for a, o in raw:
        if o.done:
            final = o.position.ship(s.name)
            ok = o.kind not in ("move", "stop") or turn_fulfilled(
                order, final.turned, final.start_facing, final.facing, position.readings
            )
            per_action.append((a, [_End(o.kind, final, o.position, o.path, (a,), o.spent, "", ok)]))
        else:
            later = _ends(o.position, o.position.ship(s.name), order)
            ends = [replace(e, actions=(a,) + e.actions, spent=e.spent + o.spent, readings=()) for e in later]
            per_action.append((a, ends))
    legal = _legal_ends(position, [e for _, es in per_action for e in es])
    keep = {id(e) for e in legal}
    return tuple(a for a, es in per_action if any(id(e) in keep for e in es))


def surely_legal(position: Position, ship: str | ShipState, step: StepAction) -> bool:
    """``True`` when ``step`` is sure to be among :func:`step_options` from its own endings, ``False`` when only the
    whole list can say [7.32, 7.33, 7.51, 7.71, 7.91]: back sail and heave to always are, others when an ending makes
    the turn (unless none after any step does, or ``maximal_spend=most_points`` compares all steps)."""
    s = _ready(position, ship)
    if position.readings["maximal_spend"] == "most_points" or isinstance(step, Stop):
        return False
    if not (isinstance(step, (BackSail, HeaveTo)) or step in _candidates(position, s)):
        return False
    o = _quietly(position, s, step)
    if o is None:
        return False
    return o.kind in _OPTIONAL_KINDS or _ends_with(o, s.command or "", position.readings, _acceptable)


def only_stop(position: Position, ship: str | ShipState) -> bool:
    """Whether stopping is the ship's only step now [7.54]: ``step_options(...) == (Stop(),)``, found one step deep.

    :func:`step_options` offers :class:`Stop` exactly when the ship can neither enter a square, tack nor wear,
    beside any back sail or heave to; so it offers nothing else exactly when no step of the first kind is legal
    by its own rules, and the first such step found settles it.
    """
    s = _ready(position, ship)
    # the command's own steps first: a ship that has moved can no longer back sail or heave to [7.71, 7.91]
    steps = (*_candidates(position, s, only_possible=True), *_OPTIONAL_STEPS)
    return all(_quietly(position, s, a) is None for a in steps)


def apply_step(
    position: Position, ship: str | ShipState, step: StepAction | Action | str, *, known_legal: bool = False
) -> StepOutcome:
    """Carry out one step of one ship [7.3-7.9]; a forbidden step raises and changes nothing.

    ``step`` is typed (``Advance(0, -1)``), a move action (``step Shannon port``) or its words (``"step port 90"``,
    ``"tack SE"``, ``"wear SW 0910"``). The :class:`StepOutcome` says: entered (fire window [9.11]), fouled [7.81],
    drift [8.0], done [7.54]. ``known_legal=True`` skips the look ahead."""
    s = _ready(position, ship)
    a = _step_of(step, s, position)
    out = _simulate(position, s, a)
    if known_legal:  # a game engine has found it among step_options already
        return out
    if isinstance(a, Wear) and a.square is None:
        a = Wear(a.facing, _wear_target(position, s, a))
    if a not in step_options(position, s):
        case = "7.51" if position.readings["maximal_spend"] == "most_points" else _COMMAND_CASE[str(s.command)]
        raise IllegalActionError(
            f"after {str(a)!r} {s.name} could no longer carry out its {s.command} command as required", case
        )
    return out


# ---------------------------------------------------------------- every reachable end [7.0]


@dataclass(frozen=True)
class Move:
    """One way the phase can end for a ship: where, facing which way, by which path, at what cost. ``path``: (square,
    facing) after each turn and entry [7.35]; ``squares`` in order for drawing; a drift's ``facing`` is before the die
    [8.0]."""

    end: Square
    facing: Direction
    path: tuple[tuple[Square, Direction], ...]
    spent: int
    note: str
    kind: str = "move"
    start: tuple[Square, Direction] | None = None
    actions: tuple[StepAction, ...] = ()

    @property
    def squares(self) -> tuple[Square, ...]:
        seq = ([self.start[0]] if self.start else []) + [sq for sq, _ in self.path]
        return tuple(sq for i, sq in enumerate(seq) if i == 0 or sq != seq[i - 1])

    @property
    def drift_needed(self) -> bool:
        return self.kind == "drift"

    @property
    def text(self) -> str:
        """The steps as the actions write them after the ship's name, ``"; "``-separated (see :func:`to_action`)."""
        return "; ".join(str(a) for a in self.actions)

    def __str__(self) -> str:
        via = " ".join(square_name(sq) for sq in self.squares)
        facing = f"{self.facing} then a drift die" if self.kind == "drift" else str(self.facing)
        return f"{square_name(self.end)} {facing} via {via} (spent {self.spent}): {self.note}"


@dataclass(frozen=True)
class MoveSet(Ruling):
    """A :class:`~sailkit.rulings.Ruling` about a command that also iterates over its :class:`Move` values."""

    moves: tuple[Move, ...] = field(default=())

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    def __len__(self) -> int:
        return len(self.moves)

    def __getitem__(self, i: int) -> Move:
        return self.moves[i]

    def ends(self) -> frozenset[tuple[Square, Direction]]:
        """The distinct (square, facing) pairs reached."""
        return frozenset((m.end, m.facing) for m in self.moves)

    def of_kind(self, kind: str) -> tuple[Move, ...]:
        return tuple(m for m in self.moves if m.kind == kind)

    def __str__(self) -> str:
        return Ruling.__str__(self) + "".join(f"\n  - {m}" for m in self.moves)

    def plain_text(self) -> str:
        """What a notebook keeps as its text: the ruling, then the ends in words, one line for each way of ending
        (``ends by move: 1310 NE, 1310 N, 1210 NE``); ``str()`` lists every path in full."""
        ends: dict[str, dict[str, None]] = {}
        for m in self.moves:
            ends.setdefault(m.kind, {})[f"{square_name(m.end)} {m.facing}"] = None
        return Ruling.__str__(self) + "".join(f"\n  ends by {k}: {', '.join(e)}" for k, e in ends.items())


def _hypothetical(position: Position, s: ShipState, order: str) -> Position:
    """The position with ``s`` holding ``order`` at the start of the Movement Phase [6.1, 7.1]."""
    if s.drifted:
        raise IllegalActionError(f"{s.name} has drifted and moves no more this turn", "8.4")
    ruling = command_ruling(position, s, order)
    if not ruling:
        last = ruling.steps[-1]
        raise IllegalActionError(f"{s.name} may not be given the {order} command: {last.reason}", last.case)
    ma = allowance(position, s)
    return position.with_ship(
        s.with_(
            command=order,
            **ordered_now(s, position.turn),
            mp=int(ma),
            ma=int(ma),
            start_facing=s.facing,
            turned=0,
            entered=0,
        )
    )


def moves(position: Position, ship: str | ShipState, order: str) -> MoveSet:
    """Every end square and heading ``order`` can legally reach this phase, each with its path [7.0-7.9].

    Other ships held still; fouling [7.81], drift [7.62, 7.83b, 7.85], back sail [7.71] and heave to [7.91] are ends too
    (``Move.kind``, ``Move.note``). A ship already moving under ``order`` goes on; otherwise from the phase's start
    (refused with the case [6.1, 6.22])."""
    s = position.ship(ship)
    c = read_command(order)
    if s.command == c and s.start_facing is not None:
        root = position
        _ready(root, s)
    else:
        root = _hypothetical(position, s, c)
    rs = root.ship(s.name)
    ends = _ends(root, rs, c)
    legal = _legal_ends(root, ends)
    out = _distinct_moves(legal, rs)
    ma = allowance(root, rs, rs.start_facing)
    steps = _moves_steps(root, rs, c, ma, out, len(ends) - len(legal))
    keys: tuple[str, ...] = ("map_exit",)
    if c in BROADSIDES:
        keys += ("maximal_spend", "turn_requirement_metric")
    if rs.backed_turn is not None:
        keys += ("backsail_consecutive",)
    along = tuple(kv for e in ends for kv in e.readings)
    readings = tuple(dict.fromkeys(ma.readings + used(root.readings, *keys) + along))
    n = len({(m.end, m.facing) for m in out})
    return MoveSet(
        f"where {rs.name} can end under {article(c)} {c} command",
        n,
        tuple(steps),
        readings,
        value=n,
        facts={"position": root, "ship": rs.name},
        ruleset="fighting_sail",
        kind="moves",
        measure="end",
        moves=tuple(out),
    )


def _distinct_moves(legal: Sequence[_End], rs: ShipState) -> list[Move]:
    """The legal ends as moves, each way of ending listed once (the same kind, path and actions) [7.0]."""
    seen: set[tuple[Any, ...]] = set()
    out: list[Move] = []
    for e in legal:
        key = (e.kind, e.path, e.actions)
        if key in seen:
            continue
        seen.add(key)
        out.append(
            Move(e.ship.square, e.ship.facing, e.path, e.spent, e.note, e.kind, (rs.square, rs.facing), e.actions)
        )
    return out


def _moves_steps(root: Position, rs: ShipState, c: str, ma: RuledInt, out: Sequence[Move], dropped: int) -> list[Step]:
    """The steps of a moves ruling: the points and the command [7.1], how many ways end by each kind of end, and
    the paths left out for not carrying the command out as required [7.32, 7.33, 7.51]."""
    steps = [
        Step(
            "7.1",
            f"{rs.name} has {plural(rs.mp, 'Movement Point')} (allowance {int(ma)}) under {article(c)} {c} command",
        )
    ]
    steps.append(Step(_COMMAND_CASE[c], _COMMAND_WORDS[c]))
    kinds: dict[str, int] = {}
    for m in out:
        kinds[m.kind] = kinds.get(m.kind, 0) + 1
    for kind, n in kinds.items():
        steps.append(Step(_KIND_CASE[kind], f"{plural(n, 'way')} to end by {kind.replace('_', ' ')}"))
    if dropped:
        case = "7.51" if root.readings["maximal_spend"] == "most_points" else ("7.32" if c == "port" else "7.33")
        steps.append(
            Step(case, f"{plural(dropped, 'path')} left out: they would not carry out the command as required")
        )
    return steps


def _all_points(mp: int) -> str:
    """What a ship spends when it spends every point it has: "all 3 points", "its only point", "no points"."""
    return "its only point" if mp == 1 else f"all {mp} points" if mp else "no points"


_COMMAND_CASE = {"ahead": "7.31", "port": "7.32", "starboard": "7.33", "tack": "7.41", "wear": "7.42"}
_COMMAND_WORDS = {
    "ahead": "straight on as far as the points go, no change of heading",
    "port": "end at least 45 degrees to port of the starting heading, never turning to starboard; 45 or 90 degrees per square",
    "starboard": "end at least 45 degrees to starboard of the starting heading, never turning to port; 45 or 90 degrees per square",
    "tack": "all points spent turning 135, 180 or 225 degrees in place, not ending into the wind",
    "wear": "all points spent turning 135, 180 or 225 degrees and being placed one square to leeward, not ending into the wind",
}
_KIND_CASE = {
    "move": "7.54",
    "stop": "7.54",
    "foul": "7.81",
    "drift": "8.0",
    "tack": "7.41",
    "wear": "7.42",
    "back_sail": "7.71",
    "heave_to": "7.91",
}


__all__ = [
    "Advance",
    "BackSail",
    "HeaveTo",
    "Move",
    "MoveSet",
    "StepAction",
    "StepOutcome",
    "Stop",
    "Tack",
    "Wear",
    "allowance",
    "apply_step",
    "back_sail_again",
    "determined_allowance",
    "entry_cost",
    "from_action",
    "moves",
    "previous_order_turn",
    "start_movement",
    "step_options",
    "to_action",
    "turn_fulfilled",
    "wear_squares",
]
