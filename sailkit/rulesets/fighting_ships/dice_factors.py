"""One gunnery dice factor asked alone [5.6.1, 1.5.2c, APP.1.2.2, 5.5.3.1]: the kit's ``fire_modifier(case, ...)``.

Fighting Ships fires pools of d6, so what the other rule sets call a fire modifier (a Fire Value's +20, a Hit Table
column's -1) is here a change in the number of dice a salvo throws: a Damage token halves the Gunnery dice [5.6.1], a
gale with the target downwind halves them again [1.5.2c], a Poor captain throws one fewer [APP.1.2.2], and each
tactical factor adds or takes dice by the ten [5.5.3.1]. :func:`fire_modifier` answers one of them with the very step
the salvo's :func:`~.gunnery.gunnery_dice` ruling shows for it, given the same numbers: the factors before it
(damage before a gale, both before a captain, deductions before additions) change what it works on, so they may be
given too.
"""

from __future__ import annotations

from ...errors import InvalidInputError, UnknownChoiceError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .gunnery import FACTORS, gunnery_dice
from .readings import READINGS, RULINGS

#: The factors of a salvo's dice, each by the case that rules it, as a question names them.
MODIFIERS = {
    "5.6.1": "a Damage token",
    "1.5.2c": "a gale with the target downwind",
    "APP.1.2.2": "a Poor captain",
    "5.5.3.1": "a tactical factor",
}


def fire_modifier(
    case: str,
    *,
    gunnery: int,
    factor: str | None = None,
    damaged: bool = False,
    gale: str | None = None,
    captain: str = "competent",
    readings: ReadingsLike | None = None,
) -> Ruling:
    """The dice one factor adds to or takes from a salvo of ``gunnery`` dice, as a ruling citing ``case``:
    ``fire_modifier("5.5.3.1", gunnery=11, factor="night")`` takes 4 dice (two a ten) [5.6.1, 1.5.2c, APP.1.2.2,
    5.5.3.1].

    Asking a case applies its factor: 5.6.1 a Damage token, 1.5.2c a gale with the target downwind, APP.1.2.2 a Poor
    captain, 5.5.3.1 the tactical ``factor`` named (night, smoke, fast-target, first-shot). ``damaged``, ``gale``
    and ``captain`` add the factors that come before it. The verdict is the signed number of dice (``"-4"``), also
    ``.value``; the readings are those the step consulted (``one_in_ten``, ``gale_quarter``).
    """
    if case not in MODIFIERS:
        raise UnknownChoiceError("gunnery dice factor", case, tuple(MODIFIERS))
    if case == "5.5.3.1" and factor is None:
        raise InvalidInputError("factor", factor, f"the tactical factor, one of {', '.join(FACTORS)}")
    whole = gunnery_dice(
        gunnery,
        damaged=damaged or case == "5.6.1",
        factors=[factor] if case == "5.5.3.1" and factor is not None else [],
        gale="downwind" if case == "1.5.2c" else gale,
        captain="poor" if case == "APP.1.2.2" else captain,
        readings=readings,
    )
    step = next((s for s in whole.steps if s.case == case), None)
    if step is None:  # no dice to halve or take: the factor changes nothing
        step = Step(case, f"{MODIFIERS[case]} changes nothing: no dice to take from", 0)
    return RULINGS.modifier(f"gunnery dice factor: {MODIFIERS[case]}", step, READINGS.resolve(readings))


__all__ = ["MODIFIERS", "fire_modifier"]
