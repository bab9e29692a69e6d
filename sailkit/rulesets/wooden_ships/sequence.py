"""The sequence of play [5.0, 17.0]: the phases of a turn in order, who has a decision to make, and the work each
phase does by itself when nobody has anything more to decide in it.

The phases of 5.0 (the Advanced Game adds Wind first and Full Sail last [17.0]), each in its section's module:
``wind`` [18.0] (:mod:`.wind`), ``unfouling`` [6.0] (:mod:`.locking`), ``orders`` [7.0] (:mod:`.orders`; hidden
until all are written [7.2.5]), ``execution`` [8.0] (:mod:`.execution`; collisions, fouling, drift [8.1-8.3]),
``grappling`` [9.0] (:mod:`.locking`), ``boarding`` [10.0] (:mod:`.boarding`), ``combat`` [11.0] (:mod:`.combat`;
hits marked at the phase's end, then striking [11.4]), ``melee`` [12.0] (:mod:`.melee`), ``reload`` [13.0]
(:mod:`.reload`), ``full_sail`` [27.0] (:mod:`.full_sails`). ``done SIDE`` ends a side's part; a phase with nothing
to decide passes by itself (:func:`advance`); the game ends as 14.0 says (:mod:`.victory`).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from ...rulings import Ruling, Step
from ...wording import plural
from . import (
    boarding,
    combat,
    command,
    criticals,
    damage,
    execution,
    full_sails,
    locking,
    melee,
    optional,
    orders,
    reload,
    sinking,
    towing,
    wind,
)
from .actions import WoodenShipsAction
from .readings import RULINGS
from .state import Melee, Ship, State, Task, kept
from .tables import ONE_DIE, TWO_DICE
from .victory import outcome

PHASES = ("unfouling", "orders", "execution", "grappling", "boarding", "combat", "melee", "reload")
#: the Advanced Game adds a Wind Phase first and a Full Sail Phase last [17.0]
ADVANCED_PHASES = ("wind", *PHASES, "full_sail")


#: each phase's decisions for one ship that fights (the orders, which every ship that can move writes, aside)
PHASE_OPTIONS: dict[str, Callable[[State, Ship], list[WoodenShipsAction]]] = {
    "unfouling": locking.unfoul_options,
    "melee": melee.counter_options,
    "grappling": locking.grapple_options,
    "boarding": boarding.options,
    "combat": combat.options,
    "reload": reload.options,
}


def ship_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """Every decision ``ship`` may make in the phase the game is in (worked out once a state: :func:`.state.kept`)."""
    return kept(state, ship, "options", _ship_options)


def _ship_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    if state.phase == "orders":
        return orders.options(state, ship)
    if not ship.status.fights or ship.crew_total == 0 or state.phase not in PHASE_OPTIONS:
        return []
    return PHASE_OPTIONS[state.phase](state, ship)


def options(state: State, side: str) -> list[WoodenShipsAction]:
    """Every decision ``side`` may make now (``done`` aside): as the Combat Phase's hits are marked, only the choice of
    the broadside that loses a shot's gun hits, when it is hers [11.4.3.1]."""
    if state.result or state.pending:
        return []
    if choosing(state) == side:
        return combat.gun_side_options(state)
    if side in state.done:
        return []
    return [a for ship in state.position.ships if ship.side == side for a in ship_options(state, ship)]


def has_options(state: State, side: str) -> bool:
    """Whether ``side`` still has a decision to make in this phase; in the Movement Notation Phase only an order it
    owes keeps the phase open [7.2.6]."""
    if side in state.done:
        return False
    if state.phase == "orders" and not command.on(state):
        return orders.must_write(state, side)
    if state.phase == "combat" and state.readings["blank_fire"] == "with-a-target":
        # a broadside fired at nothing [13.4] does not keep the phase open on its own (reading blank_fire)
        return any(
            ship.side == side and kept(state, ship, "fire", combat.fire_options)
            for ship in state.position.ships
            if _may_act(ship)
        )
    return any(ship.side == side and ship_options(state, ship) for ship in state.position.ships)


def _may_act(ship: Ship) -> bool:
    return ship.status.fights and ship.crew_total > 0


def current_side(state: State) -> str | None:
    """The side to decide next, in the order the sides are listed; once nobody fires any more, a target that must
    choose where gun hits fall [11.4.3.1]; ``None`` while a die is due or the game is over (worked out once a state:
    :attr:`State.memo`)."""
    if state.result or state.pending:
        return None
    memo = state.memo
    if ("side",) not in memo:
        first = next((side for side in state.position.sides if has_options(state, side)), None)
        memo["side",] = first if first is not None else _chooser(state)
    side: str | None = memo["side",]
    return side


def choosing(state: State) -> str | None:
    """The side that must choose which broadside of her ship loses a shot's gun hits first, once every broadside of
    the Combat Phase is fired and before the hits are marked [11.4.3.1, 11.1.7]; ``None`` when nobody must."""
    if state.phase != "combat" or state.marked or state.result or state.pending:
        return None
    side = _chooser(state)  # the cheaper test first: most phases have no such shot
    return None if side is None or any(has_options(state, s) for s in state.position.sides) else side


def _chooser(state: State) -> str | None:
    index = combat.gun_choice_due(state)
    return None if index is None else state.position.ship(state.shots[index].target).side


def advance(state: State) -> tuple[State, list[Step]]:
    """Run the game on until a decision or a die is wanted, or the game is over."""
    steps: list[Step] = []
    for _ in range(1000):
        if state.result or state.pending:
            return state, steps
        waits = state.phase not in ("execution", "melee") or (state.phase == "melee" and state.counters)
        if waits and current_side(state) is not None:
            return state, steps
        before = state.phase
        state, more = finish_phase(state)
        steps.extend(more)
        if before in ("combat", "melee"):
            verdict = outcome(state.position)
            if verdict.verdict:
                steps.extend(verdict.steps)
                return state.with_(result=verdict.verdict, pending=()), steps
    raise RuntimeError("the turn sequence did not settle")  # pragma: no cover - a bug, not a game state


def finish_phase(state: State) -> tuple[State, list[Step]]:
    """Leave a phase nobody has anything more to decide in, doing its automatic work."""
    phase = state.phase
    if phase in PHASE_ENDS:
        return PHASE_ENDS[phase](state)
    if phase == "reload" and not state.refloat_rolled and optional.refloat_tasks(state):
        step = Step("38.2.1", "ships aground try to float off")
        return state.with_(refloat_rolled=True, pending=optional.refloat_tasks(state)), [step]
    if phase == "reload" and state.level == "advanced":
        state, steps = full_sails.phase(state)
        new, more = end_turn(state)
        return new, steps + more
    return end_turn(state)


def _unfouling_ends(state: State) -> tuple[State, list[Step]]:
    """Before the orders: flag ships lost under command lag [32.5], tows parted by the wind [35.4.4]."""
    state, lost = command.flags_lost(state.with_(phase="orders", done=frozenset()))
    state, parted = towing.checks(state)
    return state, lost + parted


def _orders_end(state: State) -> tuple[State, list[Step]]:
    """Every order is written: all are revealed together [7.2.5], those written ahead taken for this turn [32.3]."""
    state, lagged = orders.written_ahead(state)
    written = [s.name for s in state.position.ships if state.order_of(s.name)]
    step = Step("7.2.5", f"all orders are written and revealed ({plural(len(written), 'ship')} ordered)")
    return state.with_(phase="execution", done=frozenset()), [step, *lagged]


def _boarding_ends(state: State) -> tuple[State, list[Step]]:
    """Both sides are done: the boarding parties are revealed [10.2.1]."""
    revealed = [Step("10.2.1", "boarding parties are revealed")] if state.parties else []
    return state.with_(phase="combat", done=frozenset()), revealed


#: what each phase does by itself as it ends (the Reload Phase's end is the turn's)
PHASE_ENDS: dict[str, Callable[[State], tuple[State, list[Step]]]] = {
    "wind": wind.wind_phase,
    "unfouling": _unfouling_ends,
    "orders": _orders_end,
    "execution": execution.execute,
    "grappling": lambda state: (state.with_(phase="boarding", done=frozenset()), []),
    "boarding": _boarding_ends,
    "combat": combat.end,
    "melee": lambda state: (state.with_(phase="reload", done=frozenset(), counters=()), []),
}


def end_turn(state: State) -> tuple[State, list[Step]]:
    """The turn ends: parties that crossed arrive [12.1], struck ships may recover [11.4], fallen rigging clears a turn
    [5R, 9R], and the next turn begins [5.0]; after the scenario's last turn the game ends on points [14.2.4]."""
    pos = state.position
    turn = pos.turn + 1
    pos, steps = melee.arrivals(pos, state.crossing)
    steps.append(Step("5.0", f"turn {turn} begins"))
    pos, more = damage.recoveries(pos)
    steps += more
    melees = tuple(Melee(m.target, m.attackers) for m in state.melees)
    if state.level == "advanced":
        pos = pos.with_(
            ships=tuple(s.with_(fallen=(max(0, s.fallen[0] - 1), max(0, s.fallen[1] - 1))) for s in pos.ships)
        )
    carried = tuple(  # a transfer party crosses once [12.1]
        p for p in state.parties if p.kind != "TBP" and any(p.ship == m.target or p.ship in m.attackers for m in melees)
    )
    new = state.with_(
        position=pos.with_(turn=turn),
        phase="wind" if state.level == "advanced" else "unfouling",
        rolled_wind=False,
        refloat_rolled=False,
        done=frozenset(),
        orders=(),
        executed=(),
        rolloffs=(),
        collisions=(),
        tried=frozenset(),
        parties=carried,
        melees=melees,
        crossing=(),
        shots=(),
        reloaded=frozenset(),
    )
    if state.max_turns and turn > state.max_turns:
        ruling = outcome(pos, last_turn_over=True)
        steps.extend(ruling.steps)
        new = new.with_(result=ruling.verdict or "draw")
    return new, steps


#: tasks thrown with two dice; every other takes one
TWO_DICE_TASKS = (
    "foul",
    "unfoul",
    "grapple",
    "ungrapple",
    "wind",
    "critical",
    "blast_critical",
    "cut_mast",
    "powder_fire",
)


def dice_of(task: Task) -> list[tuple[int, Fraction]]:
    """The results a die ``task`` may show, each with its exact chance: a roll-off's 1 or 2, one die or two [5.0]."""
    if task.kind == "rolloff":
        return [(1, Fraction(1, 2)), (2, Fraction(1, 2))]
    if task.kind in TWO_DICE_TASKS:
        return [(int(t), p) for t, p in sorted(TWO_DICE.items())]  # type: ignore[call-overload]
    return [(int(d), p) for d, p in sorted(ONE_DIE.items())]  # type: ignore[call-overload]


#: what each die decides: the module of the rule that asked for it reads it
DICE: dict[str, Callable[[State, Task, int], tuple[State, Ruling]]] = {
    "rolloff": execution.rolloff,
    **dict.fromkeys(("foul", "unfoul", "grapple", "ungrapple", "foul1"), locking.resolve),
    "fire": combat.fire_die,
    "melee": melee.resolve_melee,
    "change_number": wind.change_number,
    "critical": criticals.critical,
    "blast_critical": criticals.blast_critical,
    "qualify": criticals.qualify,
    "demoralise": criticals.demoralise,
    "fire_start": criticals.fire_start,
    "magazine": criticals.magazine,
    "fire_roll": criticals.fire_roll,
    "powder_fire": criticals.powder_fire,
    "wind": wind.wind_roll,
    "wind_direction": wind.wind_direction,
    "wind_velocity": wind.wind_velocity,
    "storm_rigging": wind.storm_rigging,
    "destroyed_hull": sinking.destroyed_hull,
    "doom": sinking.doom,
    "explosion": sinking.explosion,
    "aground": optional.run_aground,
    "vw_direction": optional.vw_direction,
    "vw_velocity": optional.vw_velocity,
    "vw_change": optional.vw_change,
    "refloat": optional.refloat,
    "mast_table": optional.mast_table,
    "mast_side": optional.mast_side,
    "cut_mast": optional.cut_mast,
    "tow_cut": towing.tow_cut,
}


def roll(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``roll N``: the die the first task waiting for one asked for, read by the rule that asked [5.0]."""
    task = state.pending[0]
    return DICE.get(task.kind, DICE["melee"])(state.with_(pending=state.pending[1:]), task, int(a.die or 0))


def done(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """A side has finished with this phase [5.0]."""
    side = str(a.side)
    state = state.with_(done=state.done | {side})
    ruling = RULINGS(
        f"what does {a} do?",
        f"{side} is done with the {state.phase} phase",
        (Step("5.0", f"{side} is done"),),
        kind="phase",
    )
    return state, ruling


__all__ = [
    "ADVANCED_PHASES",
    "PHASES",
    "advance",
    "choosing",
    "current_side",
    "dice_of",
    "done",
    "end_turn",
    "finish_phase",
    "has_options",
    "options",
    "roll",
    "ship_options",
]
