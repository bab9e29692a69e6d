"""Fouling, unfouling, grappling and ungrappling: two dice against 10 [6.0, 8.3.5, 9.0, 19.0, 22.0].

Each modifier function returns the modifier to add to the two dice and the steps that make it
up, citing their rules; :func:`locks` says whether a total (a natural 12 always
succeeds) locks or frees the ships, and :func:`odds` gives the exact chance. The Unfouling Phase [6.0] and the
Grappling Phase [9.0] offer their attempts here (:func:`unfoul_options`, :func:`grapple_options`); :func:`attempt`
notes one and asks for the dice, :func:`resolve` reads them (a collision's fouling roll [8.3.5] too).
"""

from __future__ import annotations

from fractions import Fraction

from ...readings import Readings
from ...rulings import Ruling, Step
from ...wording import plural
from . import towing
from .actions import WoodenShipsAction
from .damage import mark_hits
from .movement import plot_elements
from .readings import READINGS, RULINGS
from .state import Ship, State, Task, pair
from .tables import FOULING_QUALITY, QUALITY_STEPS, UNFOUL_QUALITY, Hits, odds_at_least

TARGET = 10


def _total(steps: list[Step]) -> int:
    return sum(int(s.value or 0) for s in steps)


def fouling_modifier(
    a: Ship,
    b: Ship,
    a_moved: bool,
    b_moved: bool,
    a_points: int,
    b_points: int,
    full_sails: tuple[bool, bool] = (False, False),
) -> tuple[int, tuple[Step, ...]]:
    """The Fouling Table's modifiers for a collision of ``a`` and ``b`` [8.3.5.1-8.3.5.8]."""
    steps = []
    for s in (a, b):
        m = FOULING_QUALITY[s.quality]
        if m:
            case = {"crack": "8.3.5.1", "elite": "8.3.5.2", "green": "8.3.5.3", "poor": "8.3.5.4"}[s.quality]
            steps.append(Step(case, f"{s.name}'s {s.quality} crew", m))
    if a.side == b.side:
        steps.append(Step("8.3.5.5", "both ships are friendly", -1))
    if not a_moved or not b_moved:
        steps.append(Step("8.3.5.6", "a ship was motionless or drifting", -4))
    if max(a_points, b_points) >= 3:
        steps.append(Step("8.3.5.7", "a ship was ordered to move 3 or more movement points", 1))
    for s, fs in zip((a, b), full_sails):
        if fs:
            steps.append(Step("8.3.5.8", f"{s.name} under full sails", 1))
    return _total(steps), tuple(steps)


def unfouling_modifier(
    ship: Ship, melee: bool, sacrifice: bool = False, full_sails: int = 0
) -> tuple[int, tuple[Step, ...]]:
    """The Unfouling Table's modifiers for ``ship``'s attempt [6.0, 6.1, 19.1, card]."""
    steps = []
    if ship.quality in UNFOUL_QUALITY:
        steps.append(Step("6.0", f"{ship.quality} crew", UNFOUL_QUALITY[ship.quality]))
    if sacrifice:
        steps.append(Step("6.1", "one rigging box struck off", 1))
    if full_sails:
        steps.append(Step("19.1", "ships under full sails", -full_sails))
    if melee:
        steps.append(Step("6.0", "a melee is in progress", -6))
    return _total(steps), tuple(steps)


def grappling_modifier(
    ship: Ship,
    target: Ship,
    ship_moved: bool,
    target_moved: bool,
    target_points: int,
    velocity: int = 3,
    advanced: bool = False,
    readings: Readings | None = None,
) -> tuple[int, tuple[Step, ...]]:
    """The Grappling Table's modifiers for ``ship`` throwing grapnels at ``target`` [9.1.4, 22.1]; a friend is
    rolled for too, with +4 and +1 for a crack or +2 for an elite crew [9.1.3, 9.1.4.1, 9.1.4.2] (reading
    friendly_grapple_quality)."""
    r = READINGS.resolve(readings)
    steps = []
    if ship.side == target.side:
        steps.append(Step("9.1.4.2", "both ships are friendly", 4))
        crews = (ship, target) if r["friendly_grapple_quality"] == "both-crews" else (ship,)
        for crew in crews:
            bonus = {"crack": 1, "elite": 2}.get(crew.quality)
            if bonus:
                reason = f"{crew.name}'s {crew.quality} crew (grappling a friend)"
                steps.append(RULINGS.step("9.1.4.1", reason, r, "friendly_grapple_quality", value=bonus))
    else:
        diff = QUALITY_STEPS[ship.quality] - QUALITY_STEPS[target.quality]
        if r["crew_differential_sign"] == "better-target-gains":
            diff = -diff
        if diff:
            reason = f"crew quality {ship.quality} against {target.quality}"
            steps.append(RULINGS.step("9.1.4.1", reason, r, "crew_differential_sign", value=diff))
    still = (not ship_moved) + (not target_moved)
    if still == 1:
        steps.append(Step("9.1.4.3", "one ship motionless", 1))
    elif still == 2:
        steps.append(Step("9.1.4.4", "both ships motionless", 2))
    if target_points > 1:
        steps.append(Step("9.1.4.5", f"the target was ordered {target_points} movement points", -(target_points - 1)))
    if advanced:
        wind = {1: ("22.1.1", 1), 5: ("22.1.2", -1), 6: ("22.1.3", -2)}.get(velocity)
        if wind:
            steps.append(Step(wind[0], f"wind velocity {velocity}", wind[1]))
    return _total(steps), tuple(steps)


def ungrappling_modifier(
    ship: Ship, melee: bool, velocity: int = 3, advanced: bool = False
) -> tuple[int, tuple[Step, ...]]:
    """The Ungrappling Table's modifiers for ``ship`` cutting a grapple [9.2.1, 22.2]."""
    steps = []
    q = {"crack": ("9.2.1.1", 1), "elite": ("9.2.1.2", 2)}.get(ship.quality)
    if q:
        steps.append(Step(q[0], f"{ship.quality} crew", q[1]))
    if melee:
        steps.append(Step("9.2.1.4", "a melee is in progress", -6))
    else:
        steps.append(Step("9.2.1.3", "no melee in progress", 1))
    if advanced and velocity == 6:
        steps.append(Step("22.2.1", "storm", 1))
    return _total(steps), tuple(steps)


def locks(total: int, modifier: int) -> bool:
    """Two dice ``total`` plus ``modifier`` reach 10, or the dice show a natural 12 [8.3.5.9, 9.1.4.6, 9.2.1.5]."""
    return total == 12 or total + modifier >= TARGET


def odds(modifier: int) -> Fraction:
    """Exact chance of success with ``modifier``."""
    return odds_at_least(TARGET, modifier)


def sailed(plot: str) -> bool:
    """Did an order as carried out (``"L2R"``, ``"BR"``, ``"0"``) take the bow into a new hex? A ship that only
    pivoted, backed her sails or drifted was motionless [9.1.4.3, 9.1.4.4]."""
    return "F" in plot_elements(plot)


def movement_points(plot: str) -> int:
    """The movement points an order as carried out spent: each hex ahead, pivot and backed sail is one
    [7.2.2, 20.2, 9.1.4.5] (``"L2R"`` is 4, ``"0"`` none)."""
    return sum(1 for _ in plot_elements(plot))


def roll_ruling(question: str, verb: str, total: int, modifier: int, steps: tuple[Step, ...], case: str) -> Ruling:
    ok = locks(total, modifier)
    all_steps = (
        Step(case, f"two dice: {total}", total),
        *steps,
        Step(
            case,
            f"{total + modifier} against 10"
            + (" (a natural 12)" if total == 12 else "")
            + f": {verb if ok else 'fails'}",
        ),
    )
    return RULINGS(
        question,
        verb if ok else "fails",
        all_steps,
        value=total + modifier,
        # "fails, 9 against 10": the dice and modifiers against the 10 needed, or a natural 12
        measure="{} against 10" + (" (a natural 12)" if total == 12 else ""),
        facts={"odds": odds(modifier)},
        kind="dice",
    )


# ---- the phases' attempts [6.0, 9.0] ----


def unfoul_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """The Unfouling Phase: each fouled pair she is in that has not tried this turn, with or without striking a rigging
    box for +1 [6.0, 6.1] (reading unfouling_rolls)."""
    out: list[WoodenShipsAction] = []
    for a, b in sorted(state.position.fouled):
        if ship.name not in (a, b):
            continue
        other = b if ship.name == a else a
        per_pair = state.readings["unfouling_rolls"] == "one-per-pair"
        tried = ("unfoul", a, b) in state.tried if per_pair else ("unfoul", ship.name, other) in state.tried
        if not tried:
            out.append(WoodenShipsAction("unfoul", (ship.name, other)))
            if sum(ship.rigging):  # strike a rigging box for +1 [6.1]
                out.append(WoodenShipsAction("unfoul", (ship.name, other, "sacrifice")))
    return out


def grapnel_sections(state: State, ship: Ship) -> int:
    """Crew sections free to throw grapnels [9.1.10]: those with a box left, less the ones in a melee under way [12.3],
    the one in the rigging [20.1.5.3] and the one at the pumps [10H]. With none, she makes no grapple attempt."""
    busy = set(state.sections_in_parties(ship.name))
    if ship.aloft_section is not None:
        busy.add(ship.aloft_section)
    free = sum(1 for i, c in enumerate(ship.crew) if c > 0 and i not in busy)
    return max(0, free - (1 if ship.pumping else 0))


def grapple_options(state: State, ship: Ship) -> list[WoodenShipsAction]:
    """The Grappling Phase: grapnels at any ship alongside while a crew section is free [9.1, 9.1.10], a try to cut
    each grapple she is in [9.2], and under Optional Rule 35 a tow taken or cast off."""
    out: list[WoodenShipsAction] = []
    pos = state.position
    crew_free = grapnel_sections(state, ship) > 0  # [9.1.10]
    for other in map(pos.ship, pos.alongside(ship.name) if crew_free else ()):  # enemy or friend: rolled for [9.1.3]
        if other.afloat and ("grapple", ship.name, other.name) not in state.tried:
            out.append(WoodenShipsAction("grapple", (ship.name, other.name)))
    for a, b in sorted(set(pos.grappled)):
        if ship.name in (a, b):
            partner = b if ship.name == a else a
            if ("ungrapple", ship.name, partner) not in state.tried:
                out.append(WoodenShipsAction("ungrapple", (ship.name, partner)))
    out += [WoodenShipsAction(verb, args) for verb, *args in towing.options(state, ship)]
    return out


def attempt(state: State, a: WoodenShipsAction) -> tuple[State, Ruling]:
    """``unfoul``, ``grapple`` or ``ungrapple``: note the attempt and ask for two dice."""
    pos = state.position
    ship = pos.ship(str(a.ship))
    other = pos.ship(str(a.args[1]))
    meleeing = state.in_melee(ship.name) or state.in_melee(other.name)
    advanced = state.level == "advanced"
    if a.verb == "unfoul":
        at_fs = sum(1 for s in (ship, other) if s.full_sails) if advanced else 0
        sacrifice = a.get("sacrifice") == "sacrifice"
        mod, steps = unfouling_modifier(ship, meleeing, sacrifice, at_fs)
        if sacrifice:
            ship, _ = mark_hits(ship, Hits(rigging=1), ship, state.readings)
            pos = pos.with_ship(ship)
            state = state.with_(position=pos)
        case = "6.0"
    elif a.verb == "grapple":
        mod, steps = grappling_modifier(
            ship,
            other,
            sailed(state.executed_of(ship.name)),
            sailed(state.executed_of(other.name)),
            movement_points(state.executed_of(other.name)),
            pos.wind.velocity,
            advanced,
            state.readings,
        )
        case = "9.1.4"
    elif ship.side == other.side:  # friends cast off at will, no dice [9.1.3, 9.2.1]
        return _cast_off(state, a, ship, other)
    else:
        mod, steps = ungrappling_modifier(ship, meleeing, pos.wind.velocity, advanced)
        case = "9.2.1"
    key = (
        (a.verb, *sorted((ship.name, other.name)))
        if a.verb == "unfoul" and state.readings["unfouling_rolls"] == "one-per-pair"
        else (a.verb, ship.name, other.name)
    )
    new = state.with_(tried=state.tried | {key}, pending=(Task(a.verb, (ship.name, other.name), mod),))
    chance = odds(mod)
    verdict = f"two dice {mod:+d}: 10 or more succeeds (chance {chance})"
    return new, RULINGS(
        f"what does {a} do?",
        verdict,
        (Step(case, f"{ship.name} tries to {a.verb} {other.name}"), *steps),
        kind="dice",
        readings=state.readings,
        keys=("unfouling_rolls",) if a.verb == "unfoul" else (),
        facts={"odds": chance},
    )


def _cast_off(state: State, a: WoodenShipsAction, ship: Ship, other: Ship) -> tuple[State, Ruling]:
    """Friendly ships ungrapple without rolling: every grapple between the two is cast off at once [9.1.3, 9.2.1]."""
    pos = state.position
    link = pair(ship.name, other.name)
    links = tuple(g for g in pos.grappled if g != link)
    n = len(pos.grappled) - len(links)
    new = state.with_(position=pos.with_(grappled=links), tried=state.tried | {("ungrapple", ship.name, other.name)})
    step = Step("9.1.3", f"{ship.name} and {other.name} are friends: {plural(n, 'grapple')} cast off without dice")
    return new, RULINGS(f"what does {a} do?", "ungrappled", (step,), kind="dice")


def resolve(state: State, task: Task, total: int) -> tuple[State, Ruling]:
    """The dice of a fouling, unfouling, grappling or ungrappling roll, and the pair fouled, freed or grappled [6.0,
    8.3.5, 9.1.4, 9.2.1]."""
    a, b = task.args
    pos = state.position
    if task.kind == "foul1":  # the 2nd edition's one-die Fouling Table (reading fouling_table)
        ok = total <= 3
        if ok:
            pos = pos.with_(fouled=pos.fouled | {pair(a, b)})
        step = Step("8.3.5", f"one die: {total}: " + ("1-3, fouled" if ok else "4-6, not fouled"))
        return state.with_(position=pos), RULINGS(
            f"does the foul roll of {a} and {b} succeed?",
            "fouled" if ok else "fails",
            (step,),
            kind="dice",
            readings=state.readings,
            keys=("fouling_table",),
        )
    ok = locks(total, task.modifier)
    case = {"foul": "8.3.5", "unfoul": "6.0", "grapple": "9.1.4", "ungrapple": "9.2.1"}[task.kind]
    verb = {"foul": "fouled", "unfoul": "unfouled", "grapple": "grappled", "ungrapple": "ungrappled"}[task.kind]
    if ok:
        if task.kind == "foul":
            pos = pos.with_(fouled=pos.fouled | {pair(a, b)})
        elif task.kind == "unfoul":
            pos = pos.with_(fouled=pos.fouled - {pair(a, b)})
        elif task.kind == "grapple":
            pos = pos.with_(grappled=(*pos.grappled, pair(a, b)))
        else:
            links = list(pos.grappled)
            links.remove(pair(a, b))
            pos = pos.with_(grappled=tuple(links))
    # the modifiers were itemised when the attempt was made; the roll's ruling carries their sum so its steps add up
    summed = (Step(case, "the modifiers of the attempt", task.modifier),) if task.modifier else ()
    ruling = roll_ruling(f"does the {task.kind} roll of {a} and {b} succeed?", verb, total, task.modifier, summed, case)
    return state.with_(position=pos), ruling


__all__ = [
    "attempt",
    "grapnel_sections",
    "grapple_options",
    "resolve",
    "unfoul_options",
    "fouling_modifier",
    "grappling_modifier",
    "locks",
    "movement_points",
    "odds",
    "roll_ruling",
    "sailed",
    "unfouling_modifier",
    "ungrappling_modifier",
]
