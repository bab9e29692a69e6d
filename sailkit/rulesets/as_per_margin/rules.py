"""*As Per Margin*'s rules for :mod:`sailkit.engine`: the whole TURN SEQUENCE as states, actions and rulings.

A turn runs [TURN SEQUENCE, APM-01]: Side 1 fire; boarding; the wind check (on turns 10,
20, 30 ... by default, reading ``wind_check_frequency``); cutting grapples and fending
off; movement in three groups (dismasted and locked ships drift, then Side 1's ships,
then Side 2's), with the 3-inch falling-aboard check at the first closing point of each
swept path; Side 2 fire; the turn is checked off. Before turn 1 the dice settle who is
Side 1, the initial wind and its speed when the set-up leaves them open. The states are :mod:`.state`'s.

Movement on an open table
    A ``move`` is a pivot about the mainmast then a straight run, any exact values the
    rules allow (:meth:`AsPerMarginRules.check_action`). ``legal_actions`` lists a
    documented grid of them (:data:`PIVOT_STEP` degrees, :data:`RUN_STEP` inches): a
    choice of the engine, not of the rules, so random play and the replayer have a
    finite menu. Dice are ``roll N`` actions, one die each, with exact chances.

Shore batteries and independent ships
    A ship with ``battery`` never moves nor drifts, is never checked for falling aboard and
    cannot board or be boarded; its mast hits miss; with ``hot_shot`` each hit throws on
    the lost Table III (reading ``table_iii``) [SHORE BATTERIES, APM-15c]. An undamaged
    ``independent`` ship may, after its move, throw an extra die of distance (sailed
    straight on, not when beating under ``independent_extra=not-beating``) or pivot up to 90
    degrees [WIND SPEED, APM-03d; TACKING SHIPS, APM-06b].

Choices sailkit makes where a player would (each said in the ruling that uses it)
    A drifting ship (dismasted, locked or missing stays) and a ship sailing without
    ``grapple`` want to fend off; friends always want to fend off; an enemy asked
    mid-move answers with a ``wish`` action. A ship that must take one more gun hit at
    the pumps [APM-16e] loses it from the broadside not firing (the side with more gun
    boxes left when boarding). A struck ship is sailed its full allowance, ending
    farther from its former side's nearest ship where it can [CLARIFICATION, APM-15]. A
    ship whose mainmast leaves the table is out of the battle.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from functools import lru_cache
from typing import cast

from ...engine.rules import BaseRules
from ...errors import HeaderError, IllegalActionError, InvalidInputError, SailkitError
from ...geometry.board import normalize, turn
from ...geometry.table import Move, Point, Pose, distance
from ...rulings import Ruling, Step
from ...wording import agree, plural
from . import citations as c
from .actions import AsPerMarginAction, format_exact
from .actions import move as move_action
from .actions import tack as tack_action
from .boarding import board, boarding_dice
from .falling_aboard import REACH, Wish, cut_grapples, falls_aboard, first_check
from .fire import bearing_side, resolve_fire, volley
from .notation import DeskPosition
from .readings import RULINGS
from .scenarios import Setup
from .ships import Ship
from .state import Moving, Position, State, Throw, controller, fighting, in_play
from .struck import recapture, red_hot_shot
from .tracking import Side, apply_hits, pumps
from .turn import Phase, minutes, side_one, wind_check_due
from .turning import check_pivot_into_wind, crosses_wind, independent_extra, tack, tack_heading, tack_pivot
from .wind import WINDS, WindSpeed, allowance, drift, initial_wind, wind_change

#: ``legal_actions`` lists pivots in steps of this many degrees (any exact pivot is accepted).
PIVOT_STEP = 15
#: ``legal_actions`` lists runs in steps of this many inches (any exact run is accepted).
RUN_STEP = Fraction(1, 2)

FIRE_PHASES = (Phase.SIDE_1_FIRE, Phase.SIDE_2_FIRE)
#: The section each step of the turn carries out, for ``describe``.
PHASE_CASES = {
    Phase.SIDE_1_FIRE: c.FIRE,
    Phase.BOARDING: c.BOARDING,
    Phase.CHECK_WIND: c.WIND_CHANGE,
    Phase.CUT_GRAPPLES: c.CUT_GRAPPLES,
    Phase.MOVE_DISMASTED: c.LOWER,
    Phase.MOVE_SIDE_1: c.TURNING,
    Phase.MOVE_SIDE_2: c.TURNING,
    Phase.SIDE_2_FIRE: c.FIRE,
    Phase.CHECK_OFF: c.SEQUENCE,
}
MOVE_PHASES = (Phase.MOVE_SIDE_1, Phase.MOVE_SIDE_2)


def _exactly(value: Fraction, unit: str) -> str:
    """A measure of the table written exactly with its unit in the right number: "1 inch", "7.5 inches", "1 degree"."""
    return f"{format_exact(value)} {agree(value, unit)}"


def _replace_ship(pos: Position, ship: Ship) -> Position:
    return replace(pos, ships=tuple(ship if s.name == ship.name else s for s in pos.ships))


def _put(state: State, *ships: Ship) -> State:
    pos = state.position
    for s in ships:
        pos = _replace_ship(pos, s)
    return state.with_(position=_tidy(pos))


def _tidy(pos: Position) -> Position:
    """A sunk ship lets go of every ship it was locked with."""
    sunk = {s.name for s in pos.ships if s.sunk}
    if not sunk:
        return pos
    ships = tuple(
        s.with_(locked_with=frozenset() if s.sunk else s.locked_with - sunk) if s.locked_with else s for s in pos.ships
    )
    return replace(pos, ships=ships)


def _own_steps(r: Ruling) -> list[Step]:
    """A rule function's steps without the notes on reconstructed readings: the game's ruling adds its own."""
    return [st for st in r.steps if not st.reason.startswith("reconstructed: ")]


def _ruling(
    question: str, verdict: object, steps: Sequence[Step], state: State, keys: Iterable[str] = (), **kw: object
) -> Ruling:
    return RULINGS(question, verdict, list(steps), readings=state.readings, keys=tuple(keys), **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# what each player may do
# ---------------------------------------------------------------------------


def fire_options(state: State, player: int) -> list[AsPerMarginAction]:
    """Every ``fire`` open to ``player``'s ships now: a broadside not yet fired this step, bearing within 24 inches."""
    out = []
    for s in state.ships:
        if s.side != player or not fighting(state, s):
            continue
        if _one_target_fired(state, s):
            continue
        for t in state.ships:
            if controller(t) == player or not in_play(state, t):
                continue
            side = bearing_side(s, t.mainmast, readings=state.readings)
            if side is None or f"{s.name}:{side}" in state.fired:
                continue
            if volley(s, t, state.readings, called_from_pumps=s.at_pumps, boarding=s.name in state.boarded):
                args: tuple[str, ...] = (s.name, t.name, "pumps") if s.at_pumps else (s.name, t.name)
                out.append(AsPerMarginAction.make("fire", args))
    return out


def _one_target_fired(state: State, ship: Ship) -> bool:
    """Whether ``ship`` has fired this step and may fire no more under reading ``fire_targets=one-per-ship``."""
    fired = any(f.startswith(f"{ship.name}:") for f in state.fired)
    return fired and state.readings["fire_targets"] == "one-per-ship"


def board_options(state: State, player: int) -> list[AsPerMarginAction]:
    """Every ``board`` open to ``player``: a fighting ship that has not fired this turn, on an enemy fallen aboard it;
    not a crew at the pumps under reading ``pumps_boarding=repel-only`` [APM-16e]."""
    out = []
    repel_only = state.readings["pumps_boarding"] == "repel-only"
    for s in state.ships:
        if s.side != player or not fighting(state, s) or s.name in state.fought or s.name in state.boarded or s.battery:
            continue
        if repel_only and s.at_pumps:
            continue
        for name in sorted(s.locked_with):
            t = state.ship(name)
            if fighting(state, t) and t.side != player and name not in state.boarded:
                out.append(AsPerMarginAction.make("board", (s.name, name)))
    return out


def cut_options(state: State, player: int) -> list[AsPerMarginAction]:
    """Every ``cut`` open to ``player``: a ship it sails, fallen aboard another."""
    return [
        AsPerMarginAction.make("cut", (s.name, o))
        for s in state.ships
        if in_play(state, s) and controller(s) == player and s.name not in state.tried
        for o in sorted(s.locked_with)
    ]


def movers(state: State, player: int) -> list[Ship]:
    """``player``'s ships still to move in its group: afloat, not anchored, drifting nor locked, not yet moved."""
    return [
        s
        for s in state.ships
        if controller(s) == player
        and in_play(state, s)
        and not s.anchored
        and not s.battery
        and not s.dismasted
        and not s.locked_with
        and s.name not in state.moved
        and s.name not in state.forfeit
    ]


@lru_cache(maxsize=4096)
def _runs(least: Fraction, most: Fraction) -> tuple[Fraction, ...]:
    """The listed runs from ``least`` to ``most``: every :data:`RUN_STEP` inches, and ``most`` itself."""
    out = []
    v = least
    while v <= most:
        out.append(v)
        v += RUN_STEP
    if most not in out and most >= least:
        out.append(most)
    return tuple(out)


def _near_enemy(state: State, ship: Ship, reach: float) -> bool:
    return any(
        controller(o) != controller(ship) and in_play(state, o) and distance(o.mainmast, ship.mainmast) <= reach
        for o in state.ships
    )


def move_options(state: State, ship: Ship) -> list[AsPerMarginAction]:
    """The listed moves of ``ship``: pivots every :data:`PIVOT_STEP` degrees, runs every :data:`RUN_STEP` inches."""
    out: list[AsPerMarginAction] = []
    pos = state.position
    most_any = pos.speed.total
    flags = (False, True) if _near_enemy(state, ship, most_any + REACH + 6) else (False,)
    for deg in range(-90, 91, PIVOT_STEP):
        if crosses_wind(ship.pose.heading, deg, pos.wind_from):
            continue
        least, most = _bounds(state, ship, normalize(ship.pose.heading + deg))
        if most < least:
            continue
        runs = (most,) if ship.struck_to is not None or ship.leaving else _runs(least, most)
        for run in runs:
            if (ship.struck_to is not None or ship.leaving) and not _away(state, ship, deg, run):
                continue
            for g in flags:
                out.append(move_action(ship.name, deg, run, g))
    if ship.struck_to is None and not ship.leaving and _can_tack(state, ship):
        most = _tack_most(state, ship, tack_heading(ship.pose.heading, pos.wind_from, state.readings))
        for run in _runs(Fraction(0), most):
            for g in flags:
                out.append(tack_action(ship.name, run, g))
    if not out and (ship.struck_to is not None or ship.leaving):  # nowhere farther away: any full run
        for deg in range(-90, 91, PIVOT_STEP):
            least, most = _bounds(state, ship, normalize(ship.pose.heading + deg))
            if most >= least and not crosses_wind(ship.pose.heading, deg, pos.wind_from):
                out.append(move_action(ship.name, deg, most))
    return out


def _bounds(state: State, ship: Ship, heading: float) -> tuple[Fraction, Fraction]:
    """(least, most) inches on ``heading`` [WIND SPEED, APM-03, 03e]; most < least when the heading cannot be sailed."""
    a = allowance(ship, heading, state.position.wind_from, state.position.speed, state.readings)
    return Fraction(a.facts["least"]), Fraction(a.value or 0) if a.verdict else Fraction(-1)


def _can_tack(state: State, ship: Ship) -> bool:
    """Whether a ``tack`` naming no heading may bring ``ship`` onto the other tack within 180 degrees [APM-06]."""
    try:
        tack_heading(ship.pose.heading, state.position.wind_from, state.readings)
    except IllegalActionError:
        return False
    return True


def _tack_end(state: State, ship: Ship, a: AsPerMarginAction) -> float:
    """The heading a tack brings ``ship`` to [TACKING SHIPS, APM-06]: the one a ``tack`` names by default, or where
    the pivot of a ``move`` through the wind's eye ends; refused with its case when she may not tack so."""
    wind = state.position.wind_from
    if a.verb == "tack":
        return tack_heading(ship.pose.heading, wind, state.readings)
    ok = tack_pivot(ship, float(a.degrees), wind, state.readings)
    if not ok:
        raise IllegalActionError(f"{a}: {ok.steps[-1].reason}", ok.steps[-1].case)
    return float(ok.value)  # type: ignore[arg-type]


def _tack_most(state: State, ship: Ship, heading: float) -> Fraction:
    """The longest run after tacking onto ``heading``: what the heading allows, with no least (reading ``tack_moves``)."""
    if state.readings["tack_moves"] == "no-move":
        return Fraction(0)
    a = allowance(ship, heading, state.position.wind_from, state.position.speed, state.readings)
    return Fraction(a.value or 0)


def _nearest_former(state: State, ship: Ship, point: Point) -> float | None:
    gaps = [
        distance(point, o.mainmast)
        for o in state.ships
        if o.side == ship.side and o.name != ship.name and fighting(state, o)
    ]
    return min(gaps) if gaps else None


def _can_get_away(state: State, ship: Ship) -> bool:
    """Whether some listed pivot, sailed at full allowance, takes a struck or retaken ship farther away."""
    pos = state.position
    for deg in range(-90, 91, PIVOT_STEP):
        if crosses_wind(ship.pose.heading, deg, pos.wind_from):
            continue
        least, most = _bounds(state, ship, normalize(ship.pose.heading + deg))
        if most >= least and _away(state, ship, deg, most):
            return True
    return False


def _away(state: State, ship: Ship, degrees: float, inches: Fraction) -> bool:
    """A struck or retaken ship's move ends farther from its former side's (or its captors') nearest ship."""
    end = Move.pivot_then_straight(float(degrees), float(inches)).end(ship.pose).point
    if ship.leaving and ship.struck_to is None:  # retaken: away from the enemy
        gaps_now = [
            distance(ship.mainmast, o.mainmast) for o in state.ships if o.side != ship.side and fighting(state, o)
        ]
        gaps_end = [distance(end, o.mainmast) for o in state.ships if o.side != ship.side and fighting(state, o)]
        return not gaps_now or min(gaps_end) > min(gaps_now)
    now, then = _nearest_former(state, ship, ship.mainmast), _nearest_former(state, ship, end)
    return now is None or then is None or then > now


def options(state: State) -> list[AsPerMarginAction]:
    """Every decision open now (none at a chance node or at the end)."""
    if state.result or state.throw is not None or state.phase is None:
        return []
    if state.ask:
        return [AsPerMarginAction.make("wish", (state.ask, w)) for w in ("fall-aboard", "fend-off")]
    if state.extra:
        return extra_options(state, state.ship(state.extra))
    player = _acting(state)
    if player is None:
        return []
    phase = state.phase
    if phase in FIRE_PHASES:
        return [*fire_options(state, player), AsPerMarginAction.make("done", (state.label(player),))]
    if phase is Phase.BOARDING:
        return [*board_options(state, player), AsPerMarginAction.make("done", (state.label(player),))]
    if phase is Phase.CUT_GRAPPLES:
        if state.offers:
            return [AsPerMarginAction.make(v, pair) for pair in state.offers for v in ("regrapple", "release")]
        return [*cut_options(state, player), AsPerMarginAction.make("done", (state.label(player),))]
    if phase in MOVE_PHASES:
        return [a for s in movers(state, player) for a in move_options(state, s)]
    return []


def may_take_extra(state: State, ship: Ship) -> bool:
    """Whether ``ship`` has an extra die or pivot after its move [WIND SPEED, APM-03d; TACKING SHIPS, APM-06b]:
    undamaged, moving independently, under its own colours, once a turn."""
    return (
        ship.independent
        and not ship.damaged
        and ship.struck_to is None
        and not ship.leaving
        and not ship.locked_with
        and ship.name not in state.extra_done
        and in_play(state, ship)
    )


def _independent(state: State, ship: Ship, choice: str, die: int | None = None) -> Ruling:
    """The rule of :func:`~.turning.independent_extra` for ``ship`` where it now stands."""
    return independent_extra(ship, ship.pose.heading, state.position.wind_from, choice, die, state.readings)


def extra_options(state: State, ship: Ship) -> list[AsPerMarginAction]:
    """The independent ship's choices: a die of distance (not when beating, reading ``independent_extra``),
    a pivot of up to 90 degrees (listed every :data:`PIVOT_STEP`), or nothing."""
    out = [AsPerMarginAction.make("extra", (ship.name, "none"))]
    if _independent(state, ship, "extra die").verdict:
        out.append(AsPerMarginAction.make("extra", (ship.name, "die")))
    out += [AsPerMarginAction.make("extra", (ship.name, "pivot", str(d))) for d in range(-90, 91, PIVOT_STEP) if d != 0]
    return out


def _acting(state: State) -> int | None:
    """The player whose decision it is in the current step, or ``None`` when the step has nothing left to decide."""
    if state.ask:
        return controller(state.ship(state.ask))
    if state.extra:
        return controller(state.ship(state.extra))
    s1, s2 = state.side_one, state.side_two
    if s1 is None or s2 is None:
        return None
    phase = state.phase
    if phase is Phase.SIDE_1_FIRE:
        return s1 if s1 not in state.done and fire_options(state, s1) else None
    if phase is Phase.SIDE_2_FIRE:
        return s2 if s2 not in state.done and fire_options(state, s2) else None
    if phase is Phase.BOARDING:
        return next((p for p in (s1, s2) if p not in state.done and board_options(state, p)), None)
    if phase is Phase.CUT_GRAPPLES:
        if state.offers:
            return s1
        return next((p for p in (s1, s2) if p not in state.done and cut_options(state, p)), None)
    if phase is Phase.MOVE_SIDE_1:
        return s1 if movers(state, s1) else None
    if phase is Phase.MOVE_SIDE_2:
        return s2 if movers(state, s2) else None
    return None


# ---------------------------------------------------------------------------
# the automatic parts of the turn
# ---------------------------------------------------------------------------

_NEXT = {
    Phase.SIDE_1_FIRE: Phase.BOARDING,
    Phase.BOARDING: Phase.CHECK_WIND,
    Phase.CHECK_WIND: Phase.CUT_GRAPPLES,
    Phase.CUT_GRAPPLES: Phase.MOVE_DISMASTED,
    Phase.MOVE_DISMASTED: Phase.MOVE_SIDE_1,
    Phase.MOVE_SIDE_1: Phase.MOVE_SIDE_2,
    Phase.MOVE_SIDE_2: Phase.SIDE_2_FIRE,
    Phase.SIDE_2_FIRE: Phase.CHECK_OFF,
}


def _end(state: State) -> str:
    """The result when one player has no ship left fighting (``""`` while both have)."""
    for p in (1, 2):
        if not any(s.side == p and fighting(state, s) for s in state.ships):
            return f"{state.label(3 - p)} wins: {state.label(p)} has no ship left fighting"
    return ""


def _tally(state: State) -> str:
    words = []
    for p in (1, 2):
        ours = [s for s in state.ships if s.side == p]
        left = sum(fighting(state, s) for s in ours)
        words.append(f"{state.label(p)} {left} of {len(ours)} fighting")
    return ", ".join(words)


def advance(state: State) -> tuple[State, list[Step]]:
    """Carry out the automatic parts of the turn until a decision or a die is due, or the game ends."""
    steps: list[Step] = []
    for _ in range(10_000):
        if state.result or state.throw is not None or state.ask or state.extra:
            return state, steps
        if state.phase is not None and state.side_one is not None:
            ended = _end(state)
            if ended:
                steps.append(Step(c.STRUCK, ended))
                return state.with_(result=ended), steps
        if state.moving is not None:
            state = _continue_move(state, steps)
            continue
        if state.phase is None:
            if state.todo:
                kind = state.todo[0]
                state = state.with_(throw=Throw(kind, 2 if kind == "speed" else 1))
                continue
            state = state.with_(phase=Phase.SIDE_1_FIRE)
            steps.append(Step(c.SEQUENCE, f"turn {state.turn} begins: {state.label(state.side_one or 1)} is Side 1"))
            continue
        phase = state.phase
        if phase is Phase.CHECK_WIND:
            due = wind_check_due(state.turn, state.readings)
            if due.verdict:
                steps.extend(due.steps)
                return state.with_(throw=Throw("wind check", 1)), steps
            state = _next_phase(state)
            continue
        if phase is Phase.MOVE_DISMASTED:
            drifter = next(
                (
                    s
                    for s in state.ships
                    if in_play(state, s)
                    and not s.anchored
                    and not s.battery
                    and (s.dismasted or s.locked_with)
                    and s.name not in state.moved
                ),
                None,
            )
            state = _next_phase(state) if drifter is None else _start_drift(state, drifter, steps)
            continue
        if phase is Phase.CHECK_OFF:
            state = _check_off(state, steps)
            continue
        if _acting(state) is None:
            state = _next_phase(state)
            continue
        return state, steps
    raise SailkitError("the turn did not settle: a defect in the As Per Margin game")  # pragma: no cover


def _next_phase(state: State) -> State:
    assert state.phase is not None
    nxt = _NEXT[state.phase]
    return state.with_(phase=nxt, done=frozenset(), fired=frozenset() if nxt in FIRE_PHASES else state.fired)


#: what a new turn clears: the ships that fired, fought, boarded, moved, forfeited their move, were pumped, tried
#: an extra or took one, and the sides done with a step [TURN SEQUENCE, APM-01]
_NEW_TURN: dict[str, frozenset[str]] = dict.fromkeys(
    ("fired", "fought", "boarded", "moved", "forfeit", "pumped", "tried", "extra_done", "done"), frozenset()
)


def _check_off(state: State, steps: list[Step]) -> State:
    turn_no = state.turn
    steps.append(Step(c.SEQUENCE, f"turn {turn_no} is checked off ({format_exact(minutes(turn_no))} minutes of play)"))
    if turn_no >= state.setup.turns:
        result = f"the {state.setup.turns} turns are played: {_tally(state)}"
        steps.append(Step(c.SEQUENCE, result))
        return state.with_(result=result, phase=Phase.CHECK_OFF)
    next_turn = replace(state.position, turn=turn_no + 1)
    return state.with_(position=next_turn, phase=Phase.SIDE_1_FIRE, offers=(), **_NEW_TURN)


# ---------------------------------------------------------------------------
# movement and the falling-aboard check on the swept path
# ---------------------------------------------------------------------------


def _start_drift(state: State, ship: Ship, steps: list[Step], *, missed_stays: bool = False) -> State:
    """A dismasted, locked or stays-missed ship swings downwind and drifts the lower die [APM-03c, APM-06c].

    A ship that missed stays does not turn (reading ``missed_stays_drift=no-turn``, the
    default) [TACKING SHIPS, APM-06], nor does a locked pair drifting as one body (reading
    ``locked_drift=as-one``) [FALLING ABOARD, APM-04b]: each keeps her heading and is carried
    the lower die straight downwind.
    """
    pos = state.position
    downwind = normalize(pos.wind_from + 180.0)
    keep = (
        ("missed_stays_drift", c.TACKING)
        if missed_stays and state.readings["missed_stays_drift"] == "no-turn"
        else ("locked_drift", c.LOCKED)
        if ship.locked_with and state.readings["locked_drift"] == "as-one"
        else None
    )
    if keep is not None:
        key, case = keep
        carried = f"is carried {plural(pos.speed.lower, 'inch')} downwind ({downwind:g}) (reading {key})"
        steps.append(Step(case, f"{ship.name} keeps its heading, {ship.pose.heading:g}, and {carried}"))
        return state.with_(moving=Moving(ship.name, float(pos.speed.lower), drifting=True, course=downwind))
    _, _, ruling = drift(ship, pos.wind_from, pos.speed)
    if ship.locked_with and not ship.dismasted:
        steps.append(
            Step(c.LOCKED, f"{ship.name} is fallen aboard {', '.join(sorted(ship.locked_with))}: it moves as dismasted")
        )
    steps.extend(ruling.steps)
    turned = ship.with_(pose=Pose(ship.pose.x, ship.pose.y, downwind))
    state = _put(state, turned)
    return state.with_(moving=Moving(ship.name, float(pos.speed.lower), drifting=True))


def _continue_move(state: State, steps: list[Step]) -> State:
    """Run the moving ship on until it closes within 3 inches of a ship (a check is due) or its run ends."""
    m = state.moving
    assert m is not None
    ship = state.ship(m.ship)
    if m.against:  # a check is settled: wishes are in or the dice have spoken
        return _check(state, steps)
    others = [
        o
        for o in state.ships
        if o.name != ship.name
        and o.name not in m.checked
        and o.name not in ship.locked_with
        and in_play(state, o)
        and not o.battery
    ]
    run = Move.pivot_then_straight(0.0, m.remaining)
    carried = ship if m.course is None else ship.with_(pose=Pose(ship.pose.x, ship.pose.y, m.course))
    found = first_check(carried, run, others, state.readings) if m.remaining > 0 else None
    if found is None or found.verdict is None:
        end = run.end(carried.pose)
        moved = ship.with_(pose=Pose(end.x, end.y, ship.pose.heading))
        state = _put(state, moved).with_(moving=None, moved=state.moved | {ship.name})
        if end.point not in state.setup.area:
            steps.append(Step(c.STRUCK, f"{ship.name} sails off the table and is out of the battle"))
            return state.with_(gone=state.gone | {ship.name})
        if not m.drifting and state.phase in MOVE_PHASES and may_take_extra(state, moved):
            steps.append(Step(c.INDEPENDENT, f"{ship.name} moves independently: an extra die or a pivot may follow"))
            state = state.with_(extra=ship.name)
        return state
    steps.extend(found.steps)
    at = cast(Point, found.facts["at"])
    left = max(0.0, m.remaining - distance(ship.mainmast, at))
    other = state.ship(str(found.verdict))
    state = _put(state, ship.with_(pose=Pose(at.x, at.y, ship.pose.heading)))
    m = replace(m, remaining=left, checked=m.checked | {other.name}, against=other.name, wishes=())
    state = state.with_(moving=m)
    enemies = controller(ship) != controller(other)
    if not enemies:
        steps.append(
            Step(c.THREE_INCH, f"{ship.name} and {other.name} sail for the same player: both want to fend off")
        )
        m = replace(m, wishes=((ship.name, "fend-off"), (other.name, "fend-off")))
        return state.with_(moving=m, throw=Throw("fall aboard", 2, ships=(ship.name, other.name)))
    if m.drifting:
        return state.with_(ask=ship.name)
    wish = "fall-aboard" if m.grapple else "fend-off"
    m = replace(m, wishes=((ship.name, wish),))
    return state.with_(moving=m, ask=other.name)


def _check(state: State, steps: list[Step]) -> State:
    """Both wishes are known: both to fall aboard settles it at once, else the two dice are thrown [APM-04c]."""
    m = state.moving
    assert m is not None
    wishes = dict(m.wishes)
    if wishes.get(m.ship) == "fall-aboard" and wishes.get(m.against) == "fall-aboard":
        steps.append(Step(c.THREE_INCH, "both ships want to fall aboard: they do, no throw needed"))
        return _fall_aboard(state, steps)
    return state.with_(throw=Throw("fall aboard", 2, ships=(m.ship, m.against)))


def _fall_aboard(state: State, steps: list[Step]) -> State:
    """The ships fall aboard: a struck ship met by its former side is retaken [APM-15a]; others lock [APM-04b]."""
    m = state.moving
    assert m is not None
    a, b = state.ship(m.ship), state.ship(m.against)
    for prize, rescuer in ((a, b), (b, a)):
        if prize.struck_to is not None and rescuer.side == prize.side and fighting(state, rescuer):
            retaken, r = recapture(prize, rescuer)
            steps.extend(r.steps)
            state = _put(state, retaken)
            return state.with_(moving=replace(m, against="", wishes=()))
    steps.append(
        Step(c.LOCKED, f"{a.name} and {b.name} are fallen aboard: a wind arrow marks them; they move as dismasted")
    )
    state = _put(state, a.with_(locked_with=a.locked_with | {b.name}), b.with_(locked_with=b.locked_with | {a.name}))
    if m.drifting:  # a locked pair drifts on together
        return state.with_(moving=replace(m, against="", wishes=()))
    steps.append(Step(c.LOCKED, f"{a.name} stops where it fell aboard"))
    return state.with_(moving=None, moved=state.moved | {a.name})


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------


def _roll(state: State, die: int) -> tuple[State, Ruling]:
    t = state.throw
    assert t is not None
    t = replace(t, dice=t.dice + (die,))
    if len(t.dice) < t.want:
        left = t.want - len(t.dice)
        ruling = _ruling(
            f"roll {die}",
            f"{left} more {agree(left, 'die', 'dice')} for the {t.kind} throw",
            [Step(c.SEQUENCE, f"a {die} for the {t.kind} throw")],
            state,
            kind="dice",
            facts={"dice": ((f"{t.kind} throw", t.dice),)},
        )
        return state.with_(throw=t), ruling
    state = state.with_(throw=None)
    return RESOLVE[t.kind](state, t)


def _side_roll(state: State, t: Throw) -> tuple[State, Ruling]:
    if state.readings["side_one"] == "roll-off" and len(t.dice) == 1:
        return state.with_(throw=Throw("side", 2, t.dice)), _ruling(
            f"roll {t.dice[0]}", "one more die", [Step(c.SIDE_ONE, f"{state.label(1)} throws {t.dice[0]}")], state
        )
    r = side_one(t.dice[0], t.dice[1] if len(t.dice) > 1 else None, readings=state.readings)
    if r.verdict is None:
        return state.with_(throw=Throw("side", 2)), r
    return state.with_(side_one=int(r.verdict), todo=state.todo[1:]), r


def _initial_wind(state: State, t: Throw) -> tuple[State, Ruling]:
    if t.dice[0] >= 5 and len(t.dice) == 1:
        return state.with_(throw=Throw("wind", 2, t.dice)), _ruling(
            f"roll {t.dice[0]}",
            "throw again",
            [Step(c.INITIAL_WIND, f"a {t.dice[0]}: throw again")],
            state,
            kind="wind",
        )
    r = initial_wind(*t.dice)
    wind = WINDS[str(r.verdict)]
    return state.with_(position=replace(state.position, wind_from=wind), todo=state.todo[1:]), r


def _speed(state: State, t: Throw) -> tuple[State, Ruling]:
    speed = WindSpeed(t.dice[0], t.dice[1])
    steps = [
        Step(c.TOTAL, f"{t.dice[0]} and {t.dice[1]}: {speed.total} inches with or across the wind"),
        Step(c.HIGHER, f"the higher die, {speed.higher}: beating, or a damaged ship with or across the wind"),
        Step(c.LOWER, f"the lower die, {speed.lower}: a damaged ship beating, a dismasted drift, the least move"),
    ]
    state = state.with_(position=replace(state.position, speed=speed))
    state = state.with_(todo=state.todo[1:]) if state.phase is None else _next_phase(state)
    return state, _ruling(
        "wind speed", f"{speed.first},{speed.second}", steps, state, ("initial_wind_speed",), kind="wind"
    )


def _wind_check(state: State, t: Throw) -> tuple[State, Ruling]:
    pos = state.position
    if t.dice[0] >= 5 and len(t.dice) == 1:
        return state.with_(throw=Throw("wind check", 2, t.dice)), _ruling(
            f"roll {t.dice[0]}", "throw again", [Step(c.WIND_CHANGE, f"a {t.dice[0]}: throw again")], state, kind="wind"
        )
    prevailing = pos.prevailing if pos.prevailing is not None else state.setup.position.wind_from
    r = wind_change(pos.wind_from, *t.dice, prevailing=prevailing, readings=state.readings)
    state = state.with_(position=replace(pos, wind_from=float(r.verdict)))
    if r.facts["new_speed"]:
        return state.with_(throw=Throw("speed", 2)), r
    return _next_phase(state), r


def _pumps_then(state: State, t: Throw) -> tuple[State, Ruling]:
    """A crew called from the pumps throws [APM-16e]; then the fire or boarding it was called for goes on."""
    name = t.ships[0]
    ship = state.ship(name)
    r = pumps(t.dice[0])
    steps = list(r.steps)
    enemy = state.ship(t.then[2] if t.then[1] == name else t.then[1])
    if r.verdict != "no effect":
        if r.verdict == "one more gun hit":
            firing = bearing_side(ship, enemy.mainmast, readings=state.readings) if t.then[0] == "fire" else None
            if firing is not None:
                other: Side = "S" if firing == "P" else "P"
                side = other if ship.guns_left(other) else firing
            else:
                side = "P" if ship.guns_left("P") >= ship.guns_left("S") else "S"
            steps.append(Step(c.PUMPS, f"the ship's choice: sailkit takes the gun box from broadside {side}"))
            damage, hits = apply_hits(ship.chart, ship.damage, guns=1, facing=side, readings=state.readings)
        else:
            damage, hits = apply_hits(ship.chart, ship.damage, hull=1, facing="P", readings=state.readings)
        steps.extend(hits.steps)
        ship = ship.with_(damage=damage)
        if hits.facts["struck"] and ship.struck_to is None:
            ship = ship.with_(struck_to=controller(enemy))
    state = _put(state, ship).with_(pumped=state.pumped | {name})
    ruling = _ruling(f"{name} called from the pumps", r.verdict, steps, state, ("pumps_callaway",), kind="pumps")
    if not fighting(state, ship):
        return state, replace(
            ruling, steps=(*ruling.steps, Step(c.PUMPS, f"{name} can no longer fight: the call is lost"))
        )
    if t.then[0] == "fire":
        return _start_fire(state, t.then[1], t.then[2], True, ruling)
    return _start_board(state, t.then[1], t.then[2], ruling, (*t.then[3:], name))


def _needs_pumps(state: State, ship: Ship) -> bool:
    if not ship.at_pumps or ship.sunk:
        return False
    return not (state.readings["pumps_callaway"] == "per-turn" and ship.name in state.pumped)


def _start_fire(
    state: State, firer: str, target: str, called: bool, before: Ruling | None = None
) -> tuple[State, Ruling]:
    s, t = state.ship(firer), state.ship(target)
    v = volley(s, t, state.readings, called_from_pumps=called, boarding=firer in state.boarded)
    if not v:
        steps = (*(before.steps if before else ()), *v.steps)
        return state, replace(v, steps=steps)
    n = v.volley.dice
    throw = Throw("fire", n, ships=(firer, target), then=("pumps",) if called else ())
    steps = (*(before.steps if before else ()), *v.steps, Step(c.FIRE, f"throw {plural(n, 'die', 'dice')}"))
    return state.with_(throw=throw), replace(v, steps=steps)


def _fire(state: State, t: Throw) -> tuple[State, Ruling]:
    firer, target = (state.ship(n) for n in t.ships)
    if t.kind == "fire" and state.readings["table_ii"] == "hull-guns-fire":
        v = volley(firer, target, state.readings, called_from_pumps=bool(t.then)).volley
        faces = list(t.dice)
        if state.readings["double_dice"] == "best-of":
            faces = [max(faces[i : i + v.per_box]) for i in range(0, len(faces), v.per_box)]
        fours = sum(1 for f in faces if f == 4 and v.need <= 4)
        if fours:
            steps = [
                Step(
                    c.TABLE_II,
                    f"{plural(fours, 'Table II result')}: throw {plural(fours, 'die', 'dice')} on the stand-in table",
                )
            ]
            return state.with_(throw=Throw("table ii", fours, (), t.ships, t.then, t.dice)), _ruling(
                "Table II", plural(fours, "die", "dice"), steps, state, ("table_ii",), kind="fire"
            )
    fire_dice, table_ii = (t.held, t.dice) if t.kind == "table ii" else (t.dice, ())
    side = bearing_side(firer, target.mainmast, readings=state.readings)
    new_firer, new_target, ruling = resolve_fire(
        firer, target, fire_dice, state.readings, table_ii_dice=table_ii, called_from_pumps=bool(t.then)
    )
    steps = list(ruling.steps)
    if target.battery:  # no masts: whatever the chart would say of mast hits does not apply
        steps = [st for st in steps if st.case != c.MASTS]
    if target.battery and new_target.damage.masts != target.damage.masts:
        missed = new_target.damage.masts - target.damage.masts
        steps.append(
            Step(
                c.BATTERY,
                f"a shore battery has no masts: the {plural(missed, 'mast hit')} {agree(missed, 'misses', 'miss')}",
            )
        )
        new_target = new_target.with_(damage=replace(new_target.damage, masts=target.damage.masts))
    state = _put(state, new_firer, new_target).with_(
        fired=state.fired | {f"{firer.name}:{side}"}, fought=state.fought | {firer.name}
    )
    scored = sum(1 for r in ruling.facts["results"] if r != "miss")
    keys = tuple(k for k, _ in ruling.readings)
    if firer.hot_shot and scored and in_play(state, new_target):
        if state.readings["table_iii"] == "unresolved":
            steps.extend(_own_steps(red_hot_shot(scored, (), state.readings)))
        else:  # the stand-in table wants a die per hit: red_hot_shot rules on them when they are thrown
            steps.append(Step(c.BATTERY, f"red-hot shot: {plural(scored, 'hit')}, each throws once more on Table III"))
            state = state.with_(throw=Throw("table iii", scored, ships=t.ships))
        keys += ("table_iii",)
    return state, _ruling(ruling.question, ruling.verdict, steps, state, keys, facts=ruling.facts, kind="fire")


def _table_iii(state: State, t: Throw) -> tuple[State, Ruling]:
    """Red-hot shot's Table III throws with the reconstructed stand-in: each 6 starts a fire that does a hull hit."""
    target = state.ship(t.ships[1])
    shot = red_hot_shot(len(t.dice), t.dice, state.readings)
    fires = shot.facts["hull"]
    steps = [Step(c.BATTERY, f"Table III: {', '.join(map(str, t.dice))}"), *_own_steps(shot)[1:]]
    if fires:
        damage, hits = apply_hits(target.chart, target.damage, hull=fires, facing="P", readings=state.readings)
        steps.extend(hits.steps)
        steps.append(Step(c.HIT_NOTE, "each fire does its hull hit and goes out"))
        state = _put(state, target.with_(damage=damage))
    return state, _ruling(shot.question, shot.verdict, steps, state, ("table_iii",), value=fires, kind="fire")


def _start_board(
    state: State, attacker: str, defender: str, before: Ruling | None = None, thrown: tuple[str, ...] = ()
) -> tuple[State, Ruling]:
    """A boarding begins: a crew at the pumps must be called away first [APM-16e], then the dice of both ships."""
    a, d = state.ship(attacker), state.ship(defender)
    for ship in (a, d):
        if _needs_pumps(state, ship) and ship.name not in thrown:
            throw = Throw("pumps", 1, ships=(ship.name,), then=("board", attacker, defender, *thrown))
            steps = [
                *(before.steps if before else ()),
                Step(c.PUMPS, f"{ship.name}'s crew is at the pumps and is called to the fight: a die"),
            ]
            return state.with_(throw=throw), _ruling(
                f"{attacker} boards {defender}", "pumps throw", steps, state, kind="boarding"
            )
    na, nd = int(boarding_dice(a, state.readings)), int(boarding_dice(d, state.readings))
    steps = [
        *(before.steps if before else ()),
        Step(c.BOARDING, f"{attacker} boards {defender}: neither may fire for the rest of the turn"),
        Step(c.BOARDING_DICE, f"{attacker} throws {plural(na, 'die', 'dice')}, then {defender} {nd}"),
    ]
    throw = Throw("board", na + nd, ships=(attacker, defender))
    return state.with_(throw=throw, boarded=state.boarded | {attacker, defender}), _ruling(
        f"{attacker} boards {defender}", f"{na + nd} dice", steps, state, ("board_dice_basis",), kind="boarding"
    )


def _board(state: State, t: Throw) -> tuple[State, Ruling]:
    a, d = (state.ship(n) for n in t.ships)
    na = int(boarding_dice(a, state.readings))
    new_a, new_d, ruling = board(a, d, t.dice[:na], t.dice[na:], state.readings)
    return _put(state, new_a, new_d), ruling


def _cut(state: State, t: Throw) -> tuple[State, Ruling]:
    a, b = (state.ship(n) for n in t.ships)
    friends = controller(a) == controller(b)
    r = cut_grapples(t.dice[0], t.dice[1], a_parts=True, b_parts=friends)
    steps = list(r.steps)
    if not friends:
        steps.insert(0, Step(c.CUT_GRAPPLES, f"{a.name} wants to part, {b.name} to stay together"))
    if r.verdict:
        return state, _ruling(f"{a.name} cuts free of {b.name}", False, steps, state, kind="fall_aboard")
    state = _unlock(state, a, b)
    s1 = state.side_one
    if not friends and controller(a) != s1 and controller(b) == s1:
        steps.append(Step(c.NOTES, f"a Side 2 ship has cut free: {b.name} may grapple again at once or let it go"))
        state = state.with_(offers=state.offers + ((b.name, a.name),))
    return state, _ruling(f"{a.name} cuts free of {b.name}", True, steps, state, kind="fall_aboard")


def _unlock(state: State, a: Ship, b: Ship) -> State:
    a, b = state.ship(a.name), state.ship(b.name)
    return _put(state, a.with_(locked_with=a.locked_with - {b.name}), b.with_(locked_with=b.locked_with - {a.name}))


def _falls_aboard(state: State, t: Throw, a: Ship, b: Ship, wish_a: Wish, wish_b: Wish) -> Ruling:
    """The opposed throw of ``a``, wishing ``wish_a``, and ``b``, wishing ``wish_b`` [FALLING ABOARD, APM-04c]."""
    anchored = {"anchored_a": a.anchored, "anchored_b": b.anchored}
    return falls_aboard(t.dice[0], t.dice[1], wish_a=wish_a, wish_b=wish_b, readings=state.readings, **anchored)


def _regrapple(state: State, t: Throw) -> tuple[State, Ruling]:
    a, b = (state.ship(n) for n in t.ships)
    r = _falls_aboard(state, t, a, b, "fall aboard", "fend off")
    steps = list(r.steps)
    if r.verdict:
        steps.append(Step(c.NOTES, f"{a.name} grapples {b.name} again: both move as dismasted"))
        state = _put(
            state, a.with_(locked_with=a.locked_with | {b.name}), b.with_(locked_with=b.locked_with | {a.name})
        )
    else:
        steps.append(Step(c.NOTES, f"{a.name} fails to grapple and forfeits its move this turn"))
        state = state.with_(forfeit=state.forfeit | {a.name})
    return state, _ruling(
        f"{a.name} grapples {b.name} again", bool(r.verdict), steps, state, ("anchored_halving",), kind="fall_aboard"
    )


def _fall_throw(state: State, t: Throw) -> tuple[State, Ruling]:
    m = state.moving
    assert m is not None
    a, b = state.ship(m.ship), state.ship(m.against)
    wishes = {name: cast(Wish, wish.replace("-", " ")) for name, wish in m.wishes}
    r = _falls_aboard(state, t, a, b, wishes[a.name], wishes[b.name])
    steps: list[Step] = list(r.steps)
    if r.verdict:
        state = _fall_aboard(state, steps)
    else:
        steps.append(Step(c.THREE_INCH, f"{a.name} fends off {b.name} and sails on"))
        state = state.with_(moving=replace(m, against="", wishes=()))
    return state, _ruling(
        f"does {a.name} fall aboard {b.name}", bool(r.verdict), steps, state, ("anchored_halving",), kind="fall_aboard"
    )


def _tack(state: State, t: Throw) -> tuple[State, Ruling]:
    ship = state.ship(t.ships[0])
    english = ship.english if state.readings["english"] == "british" else ship.name in state.setup.english
    r = tack(t.dice[0], damaged=ship.damaged, english=english, readings=state.readings)
    steps = list(r.steps)
    if r.verdict:
        heading = float(t.then[2])
        swing = turn(ship.pose.heading, heading)
        steps.append(
            Step(c.TACKING, f"{ship.name} swings {abs(swing):g} degrees onto the other tack, heading {heading:g}")
        )
        state = _put(state, ship.with_(pose=Pose(ship.pose.x, ship.pose.y, heading)))
        run = float(Fraction(t.then[0]))
        state = state.with_(moving=Moving(ship.name, run, grapple=t.then[1] == "grapple"))
    else:
        steps.append(Step(c.LOWER, f"{ship.name} misses stays and drifts as if dismasted this turn"))
        state = _start_drift(state, ship, steps, missed_stays=True)
    keys = ("english", "tack_moves") if r.verdict else ("english", "tack_moves", "missed_stays_drift")
    return state, _ruling(f"{ship.name} tacks", bool(r.verdict), steps, state, keys, kind="tack")


def _extra_die(state: State, t: Throw) -> tuple[State, Ruling]:
    ship = state.ship(t.ships[0])
    extra = _independent(state, ship, "extra die", t.dice[0])
    steps = [
        *_own_steps(extra),
        Step(c.INDEPENDENT, f"{ship.name} sails {plural(t.dice[0], 'inch')} more, straight on"),
    ]
    state = state.with_(moving=Moving(ship.name, float(t.dice[0])))
    keys = tuple(k for k, _ in extra.readings)
    return state, _ruling(f"{ship.name}'s extra die", t.dice[0], steps, state, keys, kind="move", measure="inch")


RESOLVE = {
    "extra": _extra_die,
    "side": _side_roll,
    "wind": _initial_wind,
    "speed": _speed,
    "wind check": _wind_check,
    "pumps": _pumps_then,
    "fire": _fire,
    "table ii": _fire,
    "table iii": _table_iii,
    "board": _board,
    "cut": _cut,
    "regrapple": _regrapple,
    "fall aboard": _fall_throw,
    "tack": _tack,
}


# ---------------------------------------------------------------------------
# checking and applying decisions
# ---------------------------------------------------------------------------


def _ship_named(state: State, name: str | None, what: str = "ship") -> Ship:
    for s in state.ships:
        if s.name == name:
            return s
    raise IllegalActionError(
        f"there is no {what} {name!r} (ships: {', '.join(s.name for s in state.ships)})", c.SEQUENCE
    )


def check_move(state: State, a: AsPerMarginAction) -> None:
    """Refuse a ``move`` or ``tack`` the rules forbid now, naming the clause; any exact legal values pass."""
    ship = _ship_named(state, a.ship)
    player = _acting(state)
    if state.phase not in MOVE_PHASES or player is None:
        raise IllegalActionError(f"{a} is not allowed: ships move only in their side's movement step", c.SEQUENCE)
    if ship not in movers(state, player):
        why = (
            "it is not its side's movement step" if controller(ship) != player else "it has moved, drifts or is locked"
        )
        raise IllegalActionError(f"{ship.name} cannot move now: {why}", c.SEQUENCE)
    pos = state.position
    struck = ship.struck_to is not None or ship.leaving
    deg = a.degrees
    if a.verb == "tack" or crosses_wind(ship.pose.heading, float(deg), pos.wind_from):
        if struck:
            raise IllegalActionError(f"{ship.name} is leaving the fight and does not tack", c.STRUCK)
        most = _tack_most(state, ship, _tack_end(state, ship, a))
        if a.inches > most:
            raise IllegalActionError(
                f"a run of {_exactly(a.inches, 'inch')} after tacking: at most {format_exact(most)}", c.TACKING
            )
        return
    if abs(deg) > 90:
        raise IllegalActionError(f"a pivot of {_exactly(abs(deg), 'degree')}: at most 90 by choice", c.TURNING)
    heading = normalize(ship.pose.heading + float(deg))
    a_ruling = allowance(ship, heading, pos.wind_from, pos.speed, state.readings)
    if a_ruling.facts.get("point_of_sail") is None and a_ruling.verdict == 0:
        raise IllegalActionError(f"heading {heading:g} is into the wind: no ship sails there, it must tack", c.HIGHER)
    least, most = Fraction(a_ruling.facts["least"]), Fraction(a_ruling.value or 0)
    if a.inches > most:
        raise IllegalActionError(
            f"a run of {_exactly(a.inches, 'inch')} on heading {heading:g}: at most {most}", a_ruling.steps[-2].case
        )
    if a.inches < least:
        raise IllegalActionError(
            f"a run of {_exactly(a.inches, 'inch')}: every ship not tacking sails at least {least}", c.MINIMUM
        )
    if struck:
        if a.inches != most:
            raise IllegalActionError(
                f"{ship.name} leaves the fight as fast as it can: a run of {most} inches", c.STRUCK
            )
        if _can_get_away(state, ship) and not _away(state, ship, float(deg), a.inches):
            raise IllegalActionError(f"{ship.name} must sail away from its former side", c.STRUCK)


def _apply_move(state: State, a: AsPerMarginAction) -> tuple[State, Ruling]:
    ship = state.ship(str(a.ship))
    pos = state.position
    if a.verb == "tack" or crosses_wind(ship.pose.heading, float(a.degrees), pos.wind_from):
        end = _tack_end(state, ship, a)
        then = (format_exact(a.inches), "grapple" if a.grapple else "", repr(end))
        throw = Throw("tack", 1, ships=(ship.name,), then=then)
        steps = [Step(c.TACKING, f"{ship.name} tries to turn through the wind onto heading {end:g}: a die decides")]
        if ship.damaged:
            steps.append(Step(c.TACK_DAMAGED, "it is damaged: 2 is added to the die"))
        return state.with_(throw=throw), _ruling(
            f"{ship.name} tacks", "a die", steps, state, ("tack_moves",), kind="tack"
        )
    heading = normalize(ship.pose.heading + float(a.degrees))
    allowed = allowance(ship, heading, pos.wind_from, pos.speed, state.readings)
    steps = [
        Step(c.TURNING, f"{ship.name} pivots {_exactly(a.degrees, 'degree')} on its mainmast to heading {heading:g}"),
        *allowed.steps,
        Step(c.HEADING, f"it runs {_exactly(a.inches, 'inch')} straight"),
    ]
    if ship.struck_to is not None:
        steps.append(Step(c.STRUCK, f"struck: {state.label(controller(ship))} sails it out of the fight"))
    state = _put(state, ship.with_(pose=Pose(ship.pose.x, ship.pose.y, heading)))
    state = state.with_(moving=Moving(ship.name, float(a.inches), grapple=a.grapple))
    return state, _ruling(f"{ship.name} moves", str(a), steps, state, ("beating_angle", "group_moves"), kind="move")


class AsPerMarginRules(BaseRules):
    """As Per Margin for :class:`sailkit.engine.Game` (see the module docstring)."""

    key = "as_per_margin"
    title = "As Per Margin"
    turn_name = "turn"
    setup_type = Setup
    action_type = AsPerMarginAction

    def start(self, setup: Setup) -> State:
        todo = []
        if setup.side_one is None:
            todo.append("side")
        if setup.roll_wind:
            todo.append("wind")
        if setup.roll_speed:
            todo.append("speed")
        state = State(setup, setup.position, side_one=setup.side_one, todo=tuple(todo))
        return advance(state)[0]

    def legal_actions(self, state: State) -> list[AsPerMarginAction]:
        """Every decision now (moves on the documented grid) or, at a chance node, every die result."""
        if state.throw is not None and not state.result:
            return [a for a, _ in self.chance_outcomes(state)]
        return options(state)

    def check_action(self, state: State, action: AsPerMarginAction) -> AsPerMarginAction:
        if state.result:
            raise IllegalActionError(f"the game is over ({state.result})", c.SEQUENCE)
        if state.throw is not None:
            if action.verb != "roll":
                raise IllegalActionError(
                    f"{action} is not allowed: a die is due for the {state.throw.kind} throw", c.SEQUENCE
                )
            return action
        if action.verb == "roll":
            raise IllegalActionError("no die is to be thrown now", c.SEQUENCE)
        if action.verb in ("move", "tack") and not state.ask and not state.extra:
            check_move(state, action)
            return action
        if action.verb == "extra" and state.extra and action.ship == state.extra:
            if action.get("choice") == "pivot":
                deg = action.degrees
                if action.get("degrees") is None or not 0 < abs(deg) <= 90:
                    raise IllegalActionError(f"{action}: a pivot of up to 90 degrees, not 0", c.INDEPENDENT)
                check_pivot_into_wind(state.ship(state.extra), float(deg), state.position.wind_from)
                return action
            if action.get("degrees") is None and action in options(state):
                return action
        if action in options(state):
            return action
        if action.verb == "fire" and not state.ask:
            names = {s.name for s in state.ships}
            if action.ship in names and action.target in names:
                firer, target = state.ship(str(action.ship)), state.ship(str(action.target))
                if state.phase in FIRE_PHASES and _one_target_fired(state, firer):
                    raise IllegalActionError(
                        f"{action} is not allowed: {firer.name} has fired this step, one target a ship "
                        "(reading fire_targets)",
                        c.FIRE,
                    )
                boarding = firer.name in state.boarded
                v = volley(firer, target, state.readings, called_from_pumps=action.called_from_pumps, boarding=boarding)
                if not v:
                    raise IllegalActionError(f"{action} is not allowed: {v.steps[-1].reason}", v.steps[-1].case)
        raise IllegalActionError(_why(state, action), action.case)

    def apply_action(self, state: State, action: AsPerMarginAction) -> tuple[State, Ruling]:
        verb = action.verb
        if verb == "roll":
            state, ruling = _roll(state, int(action.die or 0))
        elif verb in ("move", "tack"):
            state, ruling = _apply_move(state, action)
        elif verb == "fire":
            s = state.ship(str(action.ship))
            if action.called_from_pumps and _needs_pumps(state, s):
                throw = Throw("pumps", 1, ships=(s.name,), then=("fire", s.name, str(action.target)))
                steps = [Step(c.PUMPS, f"{s.name}'s crew is called from the pumps to the guns: a die")]
                ruling = _ruling(str(action), "pumps throw", steps, state, ("pumps_callaway",), kind="pumps")
                state = state.with_(throw=throw)
            else:
                state, ruling = _start_fire(state, s.name, str(action.target), action.called_from_pumps)
        elif verb == "board":
            state, ruling = _start_board(state, str(action.ship), str(action.target))
        elif verb == "cut":
            steps = [Step(c.CUT_GRAPPLES, f"{action.ship} tries to part from {action.target}: a die each")]
            state = state.with_(
                throw=Throw("cut", 2, ships=(str(action.ship), str(action.target))),
                tried=state.tried | {str(action.ship)},
            )
            ruling = _ruling(str(action), "two dice", steps, state, kind="fall_aboard")
        elif verb in ("regrapple", "release"):
            pair = (str(action.ship), str(action.target))
            state = state.with_(offers=tuple(p for p in state.offers if p != pair))
            if verb == "regrapple":
                state = state.with_(throw=Throw("regrapple", 2, ships=pair))
                steps = [Step(c.NOTES, f"{pair[0]} closes again on {pair[1]} at once: a die each")]
            else:
                steps = [Step(c.NOTES, f"{pair[0]} lets {pair[1]} go and will move freely")]
            ruling = _ruling(str(action), verb, steps, state, kind="fall_aboard")
        elif verb == "wish":
            state, ruling = _wish(state, action)
        elif verb == "extra":
            state, ruling = _extra(state, action)
        else:
            player = 1 if action.side == state.label(1) else 2
            state = state.with_(done=state.done | {player})
            phase = state.phase.value if state.phase else "set-up"
            done = [Step(c.SEQUENCE, f"{action.side} is done")]
            ruling = _ruling(str(action), f"{action.side} is done with {phase}", done, state, kind="sequence")
        state, more = advance(state)
        if more:
            ruling = replace(ruling, steps=(*ruling.steps, *more))
        return state, ruling

    def chance_outcomes(self, state: State) -> list[tuple[AsPerMarginAction, Fraction]]:
        if state.throw is None or state.result:
            return []
        return [(AsPerMarginAction.make("roll", (d,)), Fraction(1, 6)) for d in range(1, 7)]

    def is_terminal(self, state: State) -> bool:
        return bool(state.result)

    def current_side(self, state: State) -> str | None:
        if state.result or state.throw is not None:
            return None
        p = _acting(state)
        return None if p is None else state.label(p)

    def describe(self, state: State) -> Mapping[str, object]:
        """The turn, the step with its section, minutes played and who is Side 1 [TURN SEQUENCE, APM-01, APM-01b]."""
        if state.phase is None:
            phase = f"set-up [{c.SIDE_ONE}]"
        else:
            phase = f"{state.phase.value} [{c.SEQUENCE}; {PHASE_CASES[state.phase]}]"
        out: dict[str, object] = {
            "turn": state.turn,
            "phase": phase,
            "minutes": format_exact(minutes(state.turn - 1)),
        }
        if state.side_one is not None:
            out["side_1"] = state.label(state.side_one)
        if state.throw is not None:
            out["throw"] = state.throw.kind
        if state.moving is not None:
            out["moving"] = state.moving.ship
        return out

    def setup_with_readings(self, setup: Setup, readings: Mapping[str, str]) -> Setup:
        return setup.with_readings(readings)

    def place(self, state: State, text: str) -> Point:
        """The table point an annotation names (``"12.5,30"`` in inches); an error when it is off the table."""
        area = state.setup.area
        point = area.parse(text)
        if point not in area:
            raise InvalidInputError("place", text, f"x,y in inches on the {area.width:g}x{area.depth:g} table")
        return point

    def sides(self, state: State) -> tuple[str, ...]:
        """The two players' labels."""
        return tuple(state.setup.sides)

    def winner(self, state: State) -> str | None:
        """The side that won (``"FR wins: GB has no ship left fighting"``) [TURN SEQUENCE, APM-01]; ``None`` for a
        draw or while the game goes on."""
        side, found, _ = state.result.partition(" wins")
        return side if found and side in state.setup.sides else None

    def conceal(self, state: State, action: AsPerMarginAction, side: str) -> str | None:
        """Nothing: As Per Margin has no secret orders, every move and die is seen by both sides."""
        return None

    def answer(self, state: State, question: str) -> Ruling:
        """The ruling a record's ``[%ruling fire Thetis Amethyst]`` asks for at this point: the questions of
        :data:`.questions.QUESTIONS` (``fire``, ``odds``, ``range``, ``rake``, ``falls``, ``tack``, ``wind``,
        ``status``), asked of the position and the readings the game is played under."""
        from ...questions import read_question
        from .questions import QUESTIONS

        table = DeskPosition(state.position, state.readings)
        ships = tuple(s.name for s in state.ships)
        asked, args = read_question(QUESTIONS, table, question, lambda _, kind: ships if kind == "ship" else ())
        return asked.answer(table, *args)

    def check_end(self, state: State, headers: Mapping[str, str]) -> None:
        """A ``Result`` header must be the result reached (a game not over has none)."""
        said = headers.get("Result")
        if said is not None and said != state.result:
            raise HeaderError("Result", said, f"the result reached: {state.result or 'the game is not over'!r}")


def _extra(state: State, action: AsPerMarginAction) -> tuple[State, Ruling]:
    """The independent ship's extra [WIND SPEED, APM-03d; TACKING SHIPS, APM-06b], chosen before any die is thrown."""
    ship = state.ship(str(action.ship))
    state = state.with_(extra="", extra_done=state.extra_done | {ship.name})
    how = action.get("choice")
    keys: tuple[str, ...] = ("independent_extra",)
    if how == "die":
        extra = _independent(state, ship, "extra die")
        steps = _own_steps(extra)
        keys = tuple(k for k, _ in extra.readings)
        state = state.with_(throw=Throw("extra", 1, ships=(ship.name,)))
    elif how == "pivot":
        extra = _independent(state, ship, "pivot")
        heading = normalize(ship.pose.heading + float(action.degrees))
        turned = f"{ship.name} pivots {_exactly(action.degrees, 'degree')} after moving, to {heading:g}"
        steps = [*_own_steps(extra), Step(c.INDEPENDENT_EXTRA, turned)]
        keys = tuple(k for k, _ in extra.readings)
        state = _put(state, ship.with_(pose=Pose(ship.pose.x, ship.pose.y, heading)))
    else:
        steps = [Step(c.INDEPENDENT, f"{ship.name} takes no extra")]
    return state, _ruling(str(action), how, steps, state, keys, kind="move")


def _wish(state: State, action: AsPerMarginAction) -> tuple[State, Ruling]:
    m = state.moving
    assert m is not None
    name, wish = str(action.ship), str(action.get("wish"))
    m = replace(m, wishes=m.wishes + ((name, wish),))
    steps = [Step(c.THREE_INCH, f"{name} wants to {wish.replace('-', ' ')}")]
    state = state.with_(moving=m, ask="")
    if name == m.ship and m.against not in dict(m.wishes):
        state = state.with_(ask=m.against)
    return state, _ruling(str(action), wish, steps, state, kind="fall_aboard")


def _why(state: State, action: AsPerMarginAction) -> str:
    player = _acting(state)
    if player is None:
        return f"{action} is not allowed: nobody has a decision to make now"
    if action.verb == "done" and action.side != state.label(player):
        return f"{action} is not allowed: it is {state.label(player)}'s decision"
    if action.ship and action.ship not in [s.name for s in state.ships]:
        return f"{action} is not allowed: there is no ship {action.ship!r}"
    phase = "the set-up" if state.phase is None else state.phase.value
    return f"{action} is not allowed in {phase} now (it is {state.label(player)}'s decision)"


RULES = AsPerMarginRules()


__all__ = [
    "PIVOT_STEP",
    "RULES",
    "RUN_STEP",
    "AsPerMarginRules",
    "advance",
    "movers",
    "options",
]
