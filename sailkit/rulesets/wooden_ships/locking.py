"""Fouling, unfouling, grappling and ungrappling: two dice against 10 [6.0, 8.3.5, 9.0, 19.0, 22.0].

Each function returns the modifier to add to the two dice and the steps that make it
up, citing their rules; :func:`locks` says whether a total (a natural 12 always
succeeds) locks or frees the ships, and :func:`odds` gives the exact chance.
"""

from __future__ import annotations

from fractions import Fraction

from ...readings import Readings
from ...rulings import Ruling, Step
from .readings import READINGS, RULINGS
from .state import Ship
from .tables import FOULING_QUALITY, QUALITY_STEPS, UNFOUL_QUALITY, odds_at_least

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


__all__ = [
    "fouling_modifier",
    "grappling_modifier",
    "locks",
    "odds",
    "roll_ruling",
    "unfouling_modifier",
    "ungrappling_modifier",
]
