"""The Fire Value modifiers of 9.33 a-g, 9.38 and the 15.8 scenario rule, each one step from plain numbers.

A broadside's ruling (:func:`.combat.fire_value`) lists the printed Fire Value and then one step per modifier, each
with its signed value; those steps are made here, from the numbers each modifier reads (the two Rates, the Range
Points, the firer's hull hits, the aim ...), so that :func:`fire_modifier` can answer one modifier alone, "the rigging
penalty at 5 Range Points", without a position, with the very step a broadside's ruling shows.
"""

from __future__ import annotations

from typing import Literal

from ....errors import InvalidInputError, UnknownChoiceError
from ....rulings import Ruling, Step
from ....wording import plural
from ..readings import RULINGS, Readings, ReadingsLike, readings_for

RAKE_BONUS = {"stern": 20, "bow": 10}  #: [9.33f]

#: Each modifier by the case that rules it, with what it is about in words.
MODIFIERS: dict[str, str] = {
    "9.33a": "the difference in Rate",
    "9.33b": "the range",
    "9.33c": "the firer's hull hits",
    "9.33d": "rigging fire",
    "9.33e": "a tack",
    "9.33f": "a rake",
    "9.33g": "the first broadside",
    "9.38": "carronades",
    "15.8": "the first broadside under the scenario rule",
}


def rate_step(firer_rate: int, target_rate: int) -> Step:
    """[9.33a] ten times the target's Rate less the firer's: a big ship firing at a small one gains."""
    diff = target_rate - firer_rate
    return Step("9.33a", f"target Rate {target_rate} minus firer Rate {firer_rate} = {diff}, times 10", 10 * diff)


def range_step(rp: int) -> Step:
    """[9.33b] ten off for every full 4 Range Points."""
    return Step("9.33b", f"{rp} Range Points divided by 4, fractions dropped = {rp // 4}, times 10", -10 * (rp // 4))


def hull_step(hull: int, firer: str = "the firer") -> Step:
    """[9.33c] ten off for every 2 hull hits the firer has taken."""
    return Step(
        "9.33c",
        f"{firer}'s {plural(hull, 'hull hit')} divided by 2, fractions dropped = {hull // 2}, times 10",
        -10 * (hull // 2),
    )


def rigging_step(aim: str, rp: int, studding: bool, band: str, target: str = "the target") -> tuple[Step, bool]:
    """[9.33d] rigging fire costs 10 in the range band of reading ``rigging_penalty_range`` (``band``), never at a
    ship with studding sails set [13.32]; the step, and whether the reading was consulted."""
    if aim != "rigging":
        return Step("9.33d", "hull fire: no rigging-fire penalty", 0), False
    if studding:
        return Step("9.33d", f"rigging fire at {target}, which has studding sails set: no penalty (13.32)", 0), False
    if {"close": rp <= 6, "any_range": True, "long_range": rp >= 7}[band]:
        return Step("9.33d", f"rigging fire at {rp} Range Points costs 10 (rigging_penalty_range={band})", -10), True
    return Step("9.33d", f"rigging fire at {rp} Range Points: no penalty (rigging_penalty_range={band})", 0), True


def tack_step(tacked: bool, firer: str = "the firer") -> Step:
    """[9.33e] ten off for a ship that has just tacked."""
    return Step(
        "9.33e", f"{firer} has just tacked" if tacked else f"{firer} has not tacked this turn", -10 if tacked else 0
    )


def rake_step(rake: str | None, fouled: bool = False, firer: str = "the firer", target: str = "the target") -> Step:
    """[9.33f, 9.35] a stern rake adds 20 and a bow rake 10; ``rake`` is where the firer lies as seen from the target
    (``"bow"``, ``"stern"``, or the field it is in); fouled ships never rake [11.13]."""
    if rake in RAKE_BONUS:
        return Step("9.33f", f"{firer} is in {target}'s {rake} blind area: a {rake} rake (9.35)", RAKE_BONUS[rake])
    if fouled:
        return Step("9.33f", "no rake between fouled ships: arcs are ignored (11.13)", 0)
    return Step("9.33f", f"{firer} is in {target}'s {rake} field of fire, not a blind area: no rake", 0)


def first_broadside_step(
    rp: int, side: str, *, spent: bool = False, scenario_rule: bool = False, firer: str = "the firer"
) -> Step:
    """[9.33g, 9.36] the side's first broadside adds 20 within 3 Range Points and 10 at 4 to 6, and is spent at any
    range; under the scenario rule of 15.8 it adds 10 within 3 only. ``spent``: the side fired its first before."""
    if spent:
        return Step("9.33g", f"{firer}'s first {side} broadside was fired earlier", 0)
    if scenario_rule:
        bonus = 10 if rp <= 3 else 0
        why = (
            "within 3 Range Points: +10 under the scenario rule"
            if rp <= 3
            else "beyond 3 Range Points: no bonus under the scenario rule, and it is spent"
        )
        return Step("15.8", f"{firer}'s first {side} broadside, {why} (replacing 9.33g)", bonus)
    bonus = 20 if rp <= 3 else 10 if rp <= 6 else 0
    why = {
        20: "within 3 Range Points",
        10: "at 4 to 6 Range Points",
        0: "at 7 or more Range Points it is wasted but spent (9.36)",
    }[bonus]
    return Step("9.33g", f"{firer}'s first {side} broadside, {why}", bonus)


def carronade_step(rp: int) -> Step:
    """[9.38] carronades add 10 within 3 Range Points."""
    close = rp <= 3
    return Step(
        "9.38", f"carronades at {rp} Range Points" + (": +10 within 3" if close else ": no bonus beyond 3"), 10 * close
    )


def fire_modifier(
    case: str,
    *,
    range: int | None = None,  # noqa: A002  (the rules' word)
    firer_rate: int | None = None,
    target_rate: int | None = None,
    hull: int = 0,
    aim: Literal["hull", "rigging"] | str = "hull",
    studding: bool = False,
    tacked: bool = False,
    rake: str | None = None,
    fouled: bool = False,
    side: str = "port",
    spent: bool = False,
    firer: str = "the firer",
    target: str = "the target",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """One Fire Value modifier alone, as a ruling citing its case: ``fire_modifier("9.33d", aim="rigging", range=5)`` is
    the rigging penalty at 5 Range Points, -10 [9.33a-g, 9.38, 15.8].

    The step :func:`.combat.fire_value` shows for the same numbers. Inputs: 9.33a the Rates; 9.33b, 9.33g, 9.38, 15.8
    ``range``; 9.33c ``hull``; 9.33d ``aim``, ``range``, ``studding`` (reading ``rigging_penalty_range``); 9.33e
    ``tacked``; 9.33f ``rake`` and ``fouled``. A case that is no modifier, or a missing number, is refused."""
    if case not in MODIFIERS:
        raise UnknownChoiceError("Fire Value modifier", case, tuple(MODIFIERS))
    r: Readings = readings_for(readings)
    keys: list[str] = []
    if case == "9.33a":
        step = rate_step(_needed(firer_rate, "firer_rate", case), _needed(target_rate, "target_rate", case))
    elif case == "9.33c":
        step = hull_step(hull, firer)
    elif case == "9.33e":
        step = tack_step(tacked, firer)
    elif case == "9.33f":
        step = rake_step(rake, fouled, firer, target)
    else:
        rp = _needed(range, "range", case)
        if case == "9.33b":
            step = range_step(rp)
        elif case == "9.33d":
            step, consulted = rigging_step(aim, rp, studding, r["rigging_penalty_range"], target)
            keys += ["rigging_penalty_range"] if consulted else []
        elif case == "9.38":
            step = carronade_step(rp)
        else:
            step = first_broadside_step(rp, side, spent=spent, scenario_rule=case == "15.8", firer=firer)
    return RULINGS.modifier(f"the Fire Value modifier for {MODIFIERS[case]}", step, r, keys)


def _needed(value: int | None, name: str, case: str) -> int:
    """A number the modifier of ``case`` reads, refused when missing or not a whole number."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value > 1000:
        raise InvalidInputError(name, value, f"a whole number from 0 to 1000: modifier {case} reads it")
    return value


__all__ = [
    "MODIFIERS",
    "RAKE_BONUS",
    "carronade_step",
    "fire_modifier",
    "first_broadside_step",
    "hull_step",
    "range_step",
    "rake_step",
    "rate_step",
    "rigging_step",
    "tack_step",
]
