"""Critical damage [5.6.2]: the die thrown for a fresh Damage token, and what an even throw brings.

An odd die leaves a plain Damage token; an even one calls a second die for the critical, marked beside the token
(S1 to S6) and gone when the token is removed [5.6.3]:

1. armament: the ship may not fire while the token stays;
2. motive: a third die, 1-4 an Anchor token as well (5-6: nothing more, no critical marker);
3. fire: one more Damage token, itself no critical;
4. steering: the ship may not turn while the token stays;
5. catastrophic: two more dice, doubles and the magazine blows (the ship sinks), else one more Damage token;
6. mess deck: nothing, not even the Damage token.

Reading ``critical_checks`` says whether each fresh token is checked (``per-token``) or each damaging attack once
(``per-event``); ``critical_extra_token`` whether a catastrophic hit's further token is checked in turn.

A ship whose steering goes while she was turning in her move is caught with her helm over: she goes on turning that
way as tightly as she can while the token stays (reading ``steering_jam``; :func:`jammed`), and the engine marks the
way beside the critical (a ship's ``circling``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .dice import read_count, read_dice
from .readings import READINGS, RULINGS

#: The ways a jammed helm may turn a ship [5.6.2]: to port (anticlockwise) or to starboard (clockwise).
WAYS = ("port", "starboard")
#: What an even check's second die brings [5.6.2], by its score.
KINDS = {1: "armament", 2: "motive", 3: "fire", 4: "steering", 5: "catastrophic", 6: "mess deck"}


@dataclass(frozen=True)
class Check:
    """What one critical check did: the change to the Damage tokens placed (-1 for the mess deck, +1 for fire or a
    catastrophic hit), Anchor tokens, whether the ship sank, the critical marked (``""`` for none) and whether a
    further token is checked in turn."""

    damage: int = 0
    anchor: int = 0
    sinks: bool = False
    critical: str = ""
    again: bool = False


#: The order a ship clears her criticals in, one a Damage token removed [5.6.3]: the ship chooses, and the engine
#: clears first what stops her turning or firing (the Hero example puts steering first), then the markers alone.
REPAIR_ORDER = ("steering", "armament", "motive", "fire", "catastrophic")


def repaired(marked: tuple[str, ...]) -> tuple[str, ...]:
    """The criticals left once a Damage token is removed [5.6.3]: the token carrying the first of
    :data:`REPAIR_ORDER` marked goes, and its critical with it (none marked: a plain token goes)."""
    if not marked:
        return marked
    at = marked.index(min(marked, key=REPAIR_ORDER.index))
    return marked[:at] + marked[at + 1 :]


def jammed(turned: str, readings: Mapping[str, str]) -> str:
    """The way a ship's helm is jammed when her steering is shot away [5.6.2]: the way she last turned in her move
    (``turned``, ``""`` for a straight move) under reading ``steering_jam=circle``, else ``""`` (she may not turn)."""
    if turned not in ("", *WAYS):
        raise InvalidInputError("the way she last turned", turned, "'port', 'starboard' or '' for none")
    return turned if readings["steering_jam"] == "circle" else ""


def checks_for(tokens: int, readings: Mapping[str, str]) -> int:
    """How many critical checks ``tokens`` fresh Damage tokens of one attack call for (reading ``critical_checks``)."""
    if readings["critical_checks"] == "per-event":
        return 1 if tokens else 0
    return tokens


def outcomes(readings: Mapping[str, str]) -> tuple[tuple[Fraction, Check], ...]:
    """Every result of one check with its exact chance [5.6.2]."""
    again = readings["critical_extra_token"] == "checked"
    even = Fraction(1, 12)  # an even die, then one score of the second
    return (
        (Fraction(1, 2), Check()),
        (even, Check(critical="armament")),
        (even * Fraction(2, 3), Check(anchor=1, critical="motive")),
        (even * Fraction(1, 3), Check()),
        (even, Check(damage=1, critical="fire")),
        (even, Check(critical="steering")),
        (even * Fraction(1, 6), Check(sinks=True, critical="catastrophic")),
        (even * Fraction(5, 6), Check(damage=1, critical="catastrophic", again=again)),
        (even, Check(damage=-1)),
    )


def _one(dice: tuple[int, ...], at: int, readings: Mapping[str, str]) -> tuple[Check, int, str]:
    """The check thrown from ``dice[at:]``: what it did, the index after its dice and its words."""

    def die(i: int) -> int:
        if i >= len(dice):
            raise InvalidInputError("critical dice", list(dice), "another die result: a check is not finished")
        return dice[i]

    parity = die(at)
    if parity % 2:
        return Check(), at + 1, f"{parity} is odd: a plain Damage token"
    kind = KINDS[die(at + 1)]
    said = f"{parity} is even, then {dice[at + 1]}: {kind}"
    if kind == "motive":
        third = die(at + 2)
        if third <= 4:
            return Check(anchor=1, critical=kind), at + 3, f"{said}, {third}: an Anchor token as well"
        return Check(), at + 3, f"{said}, {third}: negligible, a plain Damage token"
    if kind == "catastrophic":
        a, b = die(at + 2), die(at + 3)
        if a == b:
            return Check(sinks=True, critical=kind), at + 4, f"{said}, {a} and {b}: doubles, the magazine blows"
        again = readings["critical_extra_token"] == "checked"
        more = " (checked in turn)" if again else ""
        return Check(1, 0, False, kind, again), at + 4, f"{said}, {a} and {b}: one more Damage token{more}"
    if kind == "fire":
        return Check(damage=1, critical=kind), at + 2, f"{said}: one more Damage token, itself no critical"
    if kind == "mess deck":
        return Check(damage=-1), at + 2, f"{said}: not even the Damage token is placed"
    return Check(critical=kind), at + 2, f"{said}: marked beside its Damage token"


def criticals(tokens: int, dice: Sequence[int], *, readings: Mapping[str, str] | None = None) -> Ruling:
    """The critical checks for ``tokens`` fresh Damage tokens of one attack [5.6.2], from the ``dice`` thrown in
    order (the parity die, then the kind, then any die the kind calls for).

    The verdict is the criticals marked; the facts ``damage`` (the Damage tokens placed in the end), ``anchor``,
    ``sinks``, ``criticals`` and ``dice`` (as thrown).
    """
    r = READINGS.resolve(readings)
    tokens = read_count(tokens, "fresh Damage tokens")
    thrown = read_dice(dice, "critical dice")
    pending = checks_for(tokens, r)
    steps: list[Step] = [
        RULINGS.step(
            "5.6.2", f"{plural(tokens, 'fresh Damage token')}: {plural(pending, 'check')}", r, "critical_checks"
        )
    ]
    damage, anchor, sinks, marked, at = tokens, 0, False, [], 0
    while pending and not sinks:
        check, at, said = _one(thrown, at, r)
        steps.append(Step("5.6.2", said, check.damage or None))
        damage += check.damage
        anchor += check.anchor
        sinks = check.sinks
        marked += [check.critical] if check.critical else []
        pending += (1 if check.again else 0) - 1
    if at < len(thrown):
        raise InvalidInputError("critical dice", list(thrown), f"{plural(at, 'die result')}: the checks are done")
    verdict = ", ".join(marked) if marked else "no critical"
    return RULINGS(
        "critical damage",
        verdict,
        steps,
        readings=r,
        keys=("critical_extra_token",) if "catastrophic" in marked else (),
        facts={"damage": damage, "anchor": anchor, "sinks": sinks, "criticals": tuple(marked), "dice": thrown},
        kind="criticals",
    )


__all__ = ["KINDS", "REPAIR_ORDER", "WAYS", "Check", "checks_for", "criticals", "jammed", "outcomes", "repaired"]
