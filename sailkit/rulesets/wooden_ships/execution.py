"""The Movement Execution Phase [8.0]: every order carried out at once, retraced hex by hex [8.1.1, 8.3.1].

Step 1 of every ship happens together, then step 2, and so on; then drift, a hex downwind [8.3.3]. Two ships in one
hex at one step collide [8.3.1]: the one already there keeps it, else a bow sailing in beats a stern swung in, else a
roll-off [8.3.2]; both stop [8.3.4] and roll on the Fouling Table [8.3.5]. :func:`retrace` is a pure function of the
start, the orders and the roll-offs decided so far (it says when it needs a die); :func:`execute` is the phase, with
ships entering [8.1.2], dismasted ships adrift [8.2.5], the Advanced Game's notes [20.4] and Optional Rule 38.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ...geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from ...rulings import ReadStep, Ruling, Step, used
from ...wording import plural
from . import locking, towing
from .movement import Plan, carry_out, dismasted_wait, format_plot
from .orders import arriving, movement_grid, mover, split_order
from .readings import RULINGS
from .state import Position, Ship, State, Status, Task, pair
from .wind import wind_to


@dataclass(frozen=True)
class Rolloff:
    """Two ships entering one hex at the same step, neither by a pivot alone: a die must decide [8.3.2]."""

    a: str
    b: str
    step: int
    hex: Hex


@dataclass(frozen=True)
class Retrace:
    """Where every ship ends, what it carried out, which pairs collided and who drifted."""

    counters: dict[str, TwoHexShip]
    carried: dict[str, int]  #: elements of each order carried out
    collisions: tuple[tuple[str, str], ...]
    drifted: tuple[str, ...]
    steps: tuple[Step, ...]


def _entry(before: TwoHexShip, after: TwoHexShip, h: Hex) -> str:
    """How ``h`` was entered in one step: ``"bow"`` sailing in, ``"stern"`` swung in by a pivot, or ``""`` (already there)."""
    if h in before.hexes:
        return ""
    return "bow" if h == after.bow and before.facing == after.facing else "stern"


def retrace(
    start: Mapping[str, TwoHexShip],
    plans: Mapping[str, Plan],
    decided: Mapping[tuple[str, str, int], str],
    drift: Mapping[str, tuple[str, ...]] | None = None,
    wind_to: HexDirection | None = None,
    blocked: frozenset[Hex] = frozenset(),
    swap_collides: bool = False,
    linked: Mapping[str, str] | None = None,
) -> Retrace | Rolloff:
    """Retrace all orders step by step [8.3.1]; ``decided`` holds roll-offs already won, by ``(a, b, step)``.

    ``drift`` maps each drifting group's first ship to the group, shifted toward ``wind_to`` after the last step
    unless a ship or ``blocked`` hex is in the way [8.2.1, 8.3.3]; ``linked`` pairs move as one (a tow, 35.4.2)."""
    linked = linked or {}
    cur = dict(start)
    carried = {n: 0 for n in start}
    stopped: set[str] = set()
    collisions: list[tuple[str, str]] = []
    steps: list[Step] = []
    length = max((len(p.counters) for p in plans.values()), default=0)
    for i in range(1, length + 1):
        prop = {}
        for n, c in cur.items():
            p = plans.get(n)
            prop[n] = p.counters[i - 1] if p is not None and n not in stopped and i <= len(p.counters) else c
        while True:
            clash = _first_clash(prop, cur, swap_collides)
            if clash is None:
                break
            h, a, b = clash
            settled = _goes_back(cur, prop, clash, decided.get((a, b, i)))
            if settled is None:
                return Rolloff(a, b, i, h)
            loser, why = settled
            prop[loser] = cur[loser]
            stopped.update((a, b))
            for n in (a, b):
                if n in linked:  # her tow, or her tower, stops with her [35.4.2]
                    prop[linked[n]] = cur[linked[n]]
                    stopped.add(linked[n])
            if (a, b) not in collisions:
                collisions.append((a, b))
            steps.append(Step("8.3.2", f"step {i}: {a} and {b} collide; {why}; {loser} goes back; both stop [8.3.4]"))
        for n in cur:
            p = plans.get(n)
            if p is not None and i <= len(p.counters) and carried[n] == i - 1 and prop[n] == p.counters[i - 1]:
                carried[n] = i
        cur = prop
    drifted: list[str] = []
    if drift and wind_to is not None:
        drifted = _drift(cur, drift, wind_to, blocked, collisions, steps)
    return Retrace(cur, carried, tuple(collisions), tuple(drifted), tuple(steps))


def _goes_back(
    cur: Mapping[str, TwoHexShip], prop: Mapping[str, TwoHexShip], clash: tuple[Hex, str, str], winner: str | None
) -> tuple[str, str] | None:
    """Which of two ships that collide in a hex goes back, and why [8.3.2]: the one that was not there first, else
    the stern swung in against a bow sailing in, else the loser of the roll-off (``winner``, if already rolled);
    ``None`` while the roll-off is still to be made."""
    h, a, b = clash
    ea, eb = _entry(cur[a], prop[a], h), _entry(cur[b], prop[b], h)
    if ea and not eb:
        return a, f"{b} was there first"
    if eb and not ea:
        return b, f"{a} was there first"
    if {ea, eb} == {"bow", "stern"}:
        return (a if ea == "stern" else b), "a bow sailing in beats a stern swung in"
    if winner is not None:
        return (b if winner == a else a), f"{winner} wins the roll-off"
    return None


def _drift(
    cur: dict[str, TwoHexShip],
    drift: Mapping[str, tuple[str, ...]],
    wind_to: HexDirection,
    blocked: frozenset[Hex],
    collisions: list[tuple[str, str]],
    steps: list[Step],
) -> list[str]:
    """Shift each drifting group one hex downwind unless a ship or land is in the way (a collision) [8.2.1, 8.3.3]."""
    drifted: list[str] = []
    for group in drift.values():
        moved = {n: cur[n].shifted(wind_to) for n in group}
        occupied = {h: n for n, c in cur.items() if n not in group for h in c.hexes}
        hit = sorted({occupied[h] for c in moved.values() for h in c.hexes if h in occupied})
        if hit or any(h in blocked for c in moved.values() for h in c.hexes):
            for other in hit:
                pair = (group[0], other) if group[0] < other else (other, group[0])
                if pair not in collisions:
                    collisions.append(pair)
            steps.append(Step("8.3.3", f"{', '.join(group)} cannot drift: {', '.join(hit) or 'land'} in the way"))
            continue
        cur.update(moved)
        drifted.extend(group)
        steps.append(Step("8.2.1", f"{', '.join(group)} drift one hex downwind ({wind_to.name})"))
    return drifted


def _first_clash(
    prop: Mapping[str, TwoHexShip], cur: Mapping[str, TwoHexShip], swap_collides: bool
) -> tuple[Hex, str, str] | None:
    """The first hex (in sorted order) two ships would share, with the two ships, or None."""
    seen: dict[Hex, str] = {}
    clashes = []
    for n in sorted(prop):
        for h in prop[n].hexes:
            if h in seen:
                clashes.append((h, seen[h], n))
            else:
                seen[h] = n
    if swap_collides and not clashes:
        names = sorted(prop)
        for x in range(len(names)):
            for y in range(x + 1, len(names)):
                a, b = names[x], names[y]
                if prop[a].bow in cur[b].hexes and prop[b].bow in cur[a].hexes and prop[a] != cur[a] != prop[b]:
                    clashes.append((prop[a].bow, a, b))
    return min(clashes, key=lambda t: (t[0], t[1], t[2])) if clashes else None


# ---- the phase ----


def execute(state: State) -> tuple[State, list[Step]]:
    """Carry out every order at once and retrace it hex by hex [8.1.1, 8.3.1]; drift last [8.3.3]; then the Grappling
    Phase. A roll-off not yet decided is asked for first, and the orders are retraced again once it is [8.3.2]."""
    plans = _plans(state)
    pos, entered, early = _arrivals(state, plans)
    for name in [n for n in plans if pos.ship(n).status is Status.WAITING]:
        del plans[name]
    linked = _follow_tows(state, pos, plans)
    moved = {n: p.moved for n, p in plans.items()}
    result = retrace(
        {s.name: s.counter for s in pos.ships if s.afloat},
        plans,
        {(a, b, step): w for a, b, step, w in state.rolloffs},
        _drift_groups(state, moved),
        wind_to(state),
        pos.land,
        state.readings["collision_swap"] == "collision",
        linked,
    )
    if isinstance(result, Rolloff):
        task = Task("rolloff", (result.a, result.b, result.step))
        step = Step("8.3.2", f"{result.a} and {result.b} both enter a hex at step {result.step}: a roll-off decides")
        return state.with_(pending=(task,)), [step]
    new_pos, executed, carried = _carried_out(state, pos, plans, result, linked, entered)
    new_pos, grounded, stranded = _stranded(state, new_pos, plans, result)
    tasks, fouling = _fouling_rolls(state, new_pos, plans, result.collisions, moved)
    steps = _tagged([*early, *carried, *result.steps, *stranded, *fouling], _readings_used(state, pos, plans, result))
    state = state.with_(
        position=new_pos,
        executed=executed,
        collisions=result.collisions,
        pending=(*grounded, *tasks),
        phase="grappling",
        done=frozenset(),
        tried=frozenset(),
    )
    return state, steps


def _plans(state: State) -> dict[str, Plan]:
    """Each written order as it would be carried out alone, for every ship on the map or due to enter it [8.1.1]."""
    wind, grid = wind_to(state), movement_grid(state)
    return {
        s.name: carry_out(mover(state, s), split_order(state.order_of(s.name) or "0")[0], wind, grid, state.readings)
        for s in state.position.ships
        if s.afloat or arriving(state, s)
    }


def _carried_out(
    state: State,
    pos: Position,
    plans: Mapping[str, Plan],
    result: Retrace,
    linked: Mapping[str, str],
    entered: set[str],
) -> tuple[Position, tuple[tuple[str, str], ...], list[Step]]:
    """Each ship where the retrace left her, with what she carried out of her order [8.1.1, 7.2.7], the turns she has
    lain still [8.2.1] and, in the Advanced Game, what a move leaves noted [20.4]."""
    steps: list[Step] = []
    executed = []
    by_name = {s.name: s for s in pos.ships}
    for s in (s for s in pos.ships if s.afloat):
        p = plans[s.name]
        done = p.done[: result.carried[s.name]]
        text = format_plot(done)
        executed.append((s.name, text))
        voluntary = "F" in done
        if s.name in linked and towing.towed_by(state, s.name):
            steps.extend(p.ruling.steps if voluntary else ())
        elif p.stopped_at is not None or len(done) < len(p.done):
            steps.append(Step("7.2.7", f"{s.name}: written {p.written}, carried out {text}"))
        elif state.order_of(s.name):
            steps.append(Step("8.1.1", f"{s.name} carries out {text}"))
        voluntary = voluntary or s.name in entered  # entering is a hex entered [7.2.8]
        moved_ship = s.moved_to(result.counters[s.name]).with_(still=0 if voluntary else s.still + 1, all_in=False)
        moved_ship = _adrift(state, s, moved_ship, done, steps)
        if state.level == "advanced":
            moved_ship = _advanced_after_move(state, s, moved_ship, done, steps)
        by_name[s.name] = moved_ship
    return pos.with_(ships=tuple(by_name[s.name] for s in pos.ships)), tuple(executed), steps


def _stranded(
    state: State, pos: Position, plans: Mapping[str, Plan], result: Retrace
) -> tuple[Position, tuple[Task, ...], list[Step]]:
    """On the floating map every counter moves back onto it [15.0]; a ship whose whole order ended in shallows runs
    aground (a die follows), one that ended on land is wrecked (Optional Rule 38.1, 38.3)."""
    steps: list[Step] = []
    if movement_grid(state) is None:
        pos, steps = float_map(pos, state.grid)
    ended = [n for n, p in plans.items() if result.carried[n] == len(p.done)]
    grounded = tuple(Task("aground", (n,)) for n in ended if plans[n].aground)
    steps += [Step("38.1", f"{t.args[0]} runs aground") for t in grounded]
    for n in (n for n in ended if plans[n].wrecked):
        pos = pos.with_ship(pos.ship(n).with_(status=Status.WRECKED))
        steps.append(Step("38.3", f"{n} runs onto land and is wrecked"))
    return pos, grounded, steps


def _fouling_rolls(
    state: State,
    pos: Position,
    plans: Mapping[str, Plan],
    collisions: Iterable[tuple[str, str]],
    moved: Mapping[str, bool],
) -> tuple[list[Task], list[Step]]:
    """A fouling roll for each pair that collided and is not fouled already [8.3.5] (reading fouling_table)."""
    tasks: list[Task] = []
    steps: list[Step] = []
    for a, b in collisions:
        if pair(a, b) in pos.fouled:
            continue
        sa, sb = pos.ship(a), pos.ship(b)
        fs = (sa.full_sails, sb.full_sails) if state.level == "advanced" else (False, False)
        if state.readings["fouling_table"] == "second-edition":  # one die, 1-3 fouls [8.3.5] (reading)
            tasks.append(Task("foul1", (a, b)))
            steps.append(Step("8.3.5", f"{a} and {b} roll for fouling (one die, 1-3 fouls)"))
            continue
        mod, _ = locking.fouling_modifier(sa, sb, moved[a], moved[b], len(plans[a].done), len(plans[b].done), fs)
        tasks.append(Task("foul", (a, b), mod))
        steps.append(Step("8.3.5", f"{a} and {b} roll for fouling (two dice {mod:+d}, 10 or more fouls)"))
    return tasks, steps


def _readings_used(
    state: State, pos: Position, plans: Mapping[str, Plan], result: Retrace
) -> tuple[tuple[str, str], ...]:
    """The readings the whole movement applied: each order's, and those of collisions, drift and the map's edge."""
    keys = ["collision_swap", "wind_arrow", "map_edge"]
    keys += ["fouling_table"] if result.collisions else []
    keys += ["mixed_class_drift"] if pos.fouled or pos.grappled else []
    keys += ["stopped_ships"] if state.level == "advanced" else []
    plan_readings = [p for plan in plans.values() for p in plan.ruling.readings]
    return (*plan_readings, *used(state.readings, *keys))


def _tagged(steps: Sequence[Step], pairs: Iterable[tuple[str, str]]) -> list[Step]:
    """``steps`` with ``pairs`` named first among the readings of the first step, so the ruling that carries them
    names the readings the whole movement applied."""
    if not steps:
        return list(steps)
    first = steps[0]
    named = tuple(dict.fromkeys((*pairs, *RULINGS.named([first]))))
    return [ReadStep(first.case, first.reason, first.value, named) if named else first, *steps[1:]]


def _drift_groups(state: State, moved: Mapping[str, bool]) -> dict[str, tuple[str, ...]]:
    """Locked groups and lone ships due to drift this phase [8.2.1, 8.2.2, 8.2.3.1]."""
    pos = state.position
    seen: set[str] = set()
    groups: dict[str, tuple[str, ...]] = {}
    for ship in pos.ships:
        if ship.name in seen:
            continue
        group, todo = [], [ship.name]
        while todo:
            n = todo.pop()
            if n in seen:
                continue
            seen.add(n)
            group.append(n)
            todo.extend(pos.partners(n))
            todo.extend(m for pair in pos.towing if n in pair for m in pair)  # a tow drifts as one [35.4.2]
        members = [pos.ship(n) for n in sorted(group)]
        if any(s.status is Status.WAITING for s in members):  # not on the map yet [8.1.2]
            continue
        if any(moved.get(s.name) or s.anchor or s.aground for s in members):  # anchor or shoal holds [20.3.3, 38.1]
            continue
        still = min(s.still for s in members) + 1
        classes = [s.class_number for s in members]
        cls = min(classes) if state.readings["mixed_class_drift"] == "largest-ship" else max(classes)
        if still >= 2 and (cls > 2 or still % 2 == 0):
            groups[members[0].name] = tuple(s.name for s in members)
    return groups


def float_map(pos: Position, grid: HexGrid) -> tuple[Position, list[Step]]:
    """Move every counter the fewest hexes one way that brings all the ships afloat back onto the map [15.0]."""
    hexes = [h for s in pos.ships if s.afloat for h in s.hexes]
    if all(h in grid for h in hexes):
        return pos, []
    for k in range(1, grid.columns + grid.rows):
        for d in HexDirection:
            dq, dr = d.step
            if all(Hex(h.q + dq * k, h.r + dr * k) in grid for h in hexes):
                ships = tuple(s.with_(bow=Hex(s.bow.q + dq * k, s.bow.r + dr * k)) for s in pos.ships)
                step = Step(
                    "15.0", f"a ship reached the edge: every counter moves {plural(k, 'hex')} toward {d.number}"
                )
                return pos.with_(ships=ships), [step]
    return pos, [Step("15.0", "the ships are spread wider than the map: some stay off it")]


def _follow_tows(state: State, pos: Position, plans: dict[str, Plan]) -> dict[str, str]:
    """Each ship in tow follows in her tower's wake [35.4.2]: her plan is replaced; tower and tow name each other."""
    linked: dict[str, str] = {}
    for tower, towed in pos.towing:
        if tower in plans and towed in plans:
            plans[towed] = towing.wake(
                plans[tower], pos.ship(tower).counter, pos.ship(towed).counter, state, (tower, towed)
            )
            linked.update({tower: towed, towed: tower})
    return linked


def _adrift(state: State, before: Ship, after: Ship, done: Sequence[str], steps: list[Step]) -> Ship:
    """Count a dismasted ship's turns adrift toward her next 60-degree turn; a turn starts the wait again
    [8.2.5-8.2.5.4] (reading dismasted_wait)."""
    if sum(after.rigging) or not after.crew_total:
        return after.with_(adrift=0) if after.adrift else after
    if any(e in "LR" for e in done):
        steps.append(Step("8.2.5.4", f"{after.name} has turned: her wait adrift starts again"))
        return after.with_(adrift=0)
    drifted = after.bow != before.bow
    counts = state.readings["dismasted_wait"] == "turns-adrift" or drifted
    adrift = before.adrift + int(counts)
    wait = dismasted_wait(after.turning)
    said = "she may make one 60-degree turn next turn" if adrift >= wait else f"she needs {wait}"
    reason = f"{after.name} is dismasted: {plural(adrift, 'turn')} adrift counted, {said}"
    steps.append(RULINGS.step("8.2.5", reason, state.readings, "dismasted_wait"))
    return after.with_(adrift=adrift)


def _arrivals(state: State, plans: Mapping[str, Plan]) -> tuple[Position, set[str], list[Step]]:
    """Ships due this turn are set on their placing as the Movement Execution Phase begins [8.1.2] (reading
    entry_place); one whose placing is taken, or who has no allowance for the first hex, waits a turn [7.2.8]."""
    pos = state.position
    entered: set[str] = set()
    steps: list[Step] = []
    taken = {h for s in pos.ships if s.afloat for h in s.hexes}
    for s in pos.ships:
        if not arriving(state, s):
            continue
        plan = plans[s.name]
        spot = state.grid.format(s.bow)
        if plan.kept_out or taken & set(s.hexes):
            why = "no allowance for the first hex" if plan.kept_out else f"her placing at {spot} is taken"
            pos = pos.with_ship(s.with_(enters=pos.turn + 1))
            steps.append(
                RULINGS.step("8.1.2", f"{s.name} cannot enter: {why}; she waits a turn", state.readings, "entry_place")
            )
            continue
        taken |= set(s.hexes)
        entered.add(s.name)
        pos = pos.with_ship(s.with_(status=Status.ACTIVE))
        reason = (
            f"{s.name} enters the map at {spot}, heading {s.facing.number}: the first hex counts against her allowance"
        )
        steps.append(RULINGS.step("8.1.2", reason, state.readings, "entry_place"))
    return pos, entered, steps


def _advanced_after_move(state: State, before: Ship, after: Ship, done: Sequence[str], steps: list[Step]) -> Ship:
    """What the Advanced Game notes after movement: a stop or a closing turn limits the next move [20.4.1, 20.4.2];
    a noted sail change puts a crew section in the rigging [20.1.5.3], unless the move made it void [20.4.1.3];
    repairs, weighing anchor and spring turns keep the guns quiet this turn [20.5.3, 20.3.6.1, 20.3.4.2]."""
    sailed = "F" in done
    stopped = after.bow == before.bow if state.readings["stopped_ships"] == "bow-hex-unchanged" else not sailed
    note = split_order(state.order_of(before.name) or "0")[1]
    turned = any(e in "LR" for e in done)
    if note == "FS" and before.stopped and (not sailed or turned):
        steps.append(
            Step("20.4.1.3", f"{before.name} may not set full sails from a stop without a straight move: void")
        )
        note = ""
    sail, other = (note, "") if note in ("FS", "BS") else ("", note)
    if sail:
        steps.append(Step("20.1.5.3", f"{before.name} sends a crew section into the rigging to set {sail}"))
    quiet = other in ("RH", "RG", "RR", "UA") or (before.anchor in ("AB", "AS") and turned)
    if other in ("RH", "RG", "RR"):
        steps.append(Step("20.5.3", f"{before.name} is committed to repairs: she may not fire this turn"))
        if turned:
            steps.append(Step("20.5.4", "she turned: the repair is void, and she still may not fire"))
            other = ""
    elif quiet:
        why, case = ("weighs anchor", "20.3.6.1") if other == "UA" else ("turned on her springs", "20.3.4.2")
        steps.append(Step(case, f"{before.name} {why}: she may not load or fire this turn"))
    ended_on_turn = bool(done) and done[-1] in "LR"
    moves = [e for e in done if e != "B"]
    if done and done[-1] == "B" and moves and moves[-1] in "LR":  # 1RB (reading turn_then_backing) [20.4.2]
        ended_on_turn = state.readings["turn_then_backing"] == "last-move"
        said = "counts as ending on that turn" if ended_on_turn else "does not end on a turn"
        reason = f"{before.name} backed her sails after her last turn: her move {said}"
        steps.append(RULINGS.step("20.4.2", reason, state.readings, "turn_then_backing"))
    return after.with_(
        stopped=stopped,
        ended_on_turn=ended_on_turn,
        sail_order=sail,
        no_turn=False,
        note=other,
        quiet=quiet,
    )


def rolloff(state: State, task: Task, die: int) -> tuple[State, Ruling]:
    """The roll-off's die: 1 the first ship keeps the hex, 2 the second [8.3.2]; the orders are then retraced again."""
    a, b, step = task.args
    winner = a if die == 1 else b
    said = RULINGS(
        "who wins the roll-off?",
        f"{winner} keeps the hex",
        (Step("8.3.2", f"roll-off at step {step}: {winner} wins"),),
        kind="dice",
    )
    return state.with_(rolloffs=(*state.rolloffs, (a, b, step, winner))), said


__all__ = ["Retrace", "Rolloff", "execute", "float_map", "retrace", "rolloff"]
