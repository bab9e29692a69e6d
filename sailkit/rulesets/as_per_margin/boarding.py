"""BOARDING and BOARDING HITS: ships fallen aboard fight hand to hand, a d6 per box, hits cancelling.

Only ships fallen aboard may board, on one side's declaration [BOARDING, APM-12]. Each
ship throws a d6 per box of its chart (reading ``board_dice_basis``): 4-6 is a hit [APM-12a].
Hits cancel one for one; the surplus crosses off the loser's gun boxes, and a ship with
no gun boxes left strikes [APM-12b].
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

from ...dice import Distribution, check_die
from ...errors import IllegalActionError, InvalidInputError
from ...readings import Readings, ReadingsLike
from ...rulings import RuledInt, Ruling, Step, reads_as_ruling
from ...wording import agree, plural
from . import citations as c
from .fire import facing_side, fuller_side
from .readings import READINGS, RULINGS
from .ships import Ship
from .tracking import Side, apply_hits


@reads_as_ruling
class Boarded(NamedTuple):
    """One boarding exchange [APM-12b]: both ships after it, and the ruling that says what the surplus did."""

    attacker: Ship
    defender: Ship
    ruling: Ruling


def boarding_dice(ship: Ship, readings: ReadingsLike | None = None) -> RuledInt:
    """How many dice ``ship`` throws in a boarding: one per mast, gun and hull box, left or printed [APM-12a]."""
    r = READINGS.resolve(readings)
    ch, d = ship.chart, ship.damage
    if r["board_dice_basis"] == "remaining":
        masts, guns, hull = ch.masts - d.masts, 2 * ch.guns_side - d.port - d.starboard, ch.hull - d.hull
        why = "boxes not yet crossed off"
    else:
        masts, guns, hull = ch.masts, 2 * ch.guns_side, ch.hull
        why = "boxes printed on the chart"
    steps = [
        Step(c.BOARDING_DICE, f"mast {why}", masts),
        Step(c.BOARDING_DICE, f"gun {why}", guns),
        Step(c.BOARDING_DICE, f"hull {why}", hull),
    ]
    n = masts + guns + hull
    return RuledInt(
        n, RULINGS(f"boarding dice of {ship.name}", n, steps, readings=r, keys=("board_dice_basis",), value=n)
    )


def _side_facing(ship: Ship, enemy: Ship, how: str) -> tuple[Side, bool]:
    """The gun side that takes boarding hits and whether they are shared out like a rake (reading ``boarding_hits_side``)."""
    if how == "even":
        return "P", True
    return facing_side(ship, enemy.mainmast) or fuller_side(ship), False


def _scores(
    attacker: Ship, defender: Ship, attacker_dice: Sequence[int], defender_dice: Sequence[int], r: Readings
) -> tuple[int, int]:
    """The hits each side scores, a 4-6 a hit [APM-12a], once the ships are seen to have fallen aboard [APM-12] and
    each to have thrown its :func:`boarding_dice`."""
    if defender.name not in attacker.locked_with:
        raise IllegalActionError(f"{attacker.name} has not fallen aboard {defender.name}", c.BOARDING)
    for ship, dice in ((attacker, attacker_dice), (defender, defender_dice)):
        n = boarding_dice(ship, r)
        if len(dice) != n:
            raise InvalidInputError(f"boarding dice of {ship.name}", list(dice), f"{n} die results")
    hits_a = sum(check_die(d, what="boarding die") >= 4 for d in attacker_dice)
    return hits_a, sum(check_die(d, what="boarding die") >= 4 for d in defender_dice)


def board(
    attacker: Ship,
    defender: Ship,
    attacker_dice: Sequence[int],
    defender_dice: Sequence[int],
    readings: ReadingsLike | None = None,
) -> Boarded:
    """One boarding exchange: ``(attacker, defender, ruling)`` with the surplus hits on the loser's gun boxes [APM-12b].

    The two ships must have fallen aboard each other [APM-12]. Each side gives one die
    per die of :func:`boarding_dice`.
    """
    r = READINGS.resolve(readings)
    hits_a, hits_d = _scores(attacker, defender, attacker_dice, defender_dice, r)
    thrown = {
        "attacker": attacker,
        "defender": defender,
        "dice": ((attacker.name, tuple(attacker_dice)), (defender.name, tuple(defender_dice))),
        "need": 4,
    }
    steps = [
        Step(c.BOARDING, f"{attacker.name} boards {defender.name}: neither may fire this turn"),
        Step(c.BOARDING_DICE, f"{attacker.name} scores {plural(hits_a, 'hit')} (4-6), {defender.name} {hits_d}"),
    ]
    if hits_a == hits_d:
        steps.append(Step(c.BOARDING_HITS, "the hits cancel: no effect"))
        keys = ("board_dice_basis",)
        return Boarded(
            attacker,
            defender,
            RULINGS("boarding", "no effect", steps, readings=r, keys=keys, facts=thrown, kind="boarding"),
        )
    winner, loser = (attacker, defender) if hits_a > hits_d else (defender, attacker)
    surplus = abs(hits_a - hits_d)
    steps.append(
        Step(
            c.BOARDING_HITS,
            f"{plural(surplus, 'surplus hit')} {agree(surplus, 'falls', 'fall')} on {loser.name}'s gun boxes",
        )
    )
    side, shared = _side_facing(loser, winner, r["boarding_hits_side"])
    damage, hits = apply_hits(loser.chart, loser.damage, guns=surplus, facing=side, rake=shared, readings=r)
    steps.extend(hits.steps)
    new_loser = loser.with_(damage=damage, struck_to=winner.side if hits.struck else loser.struck_to)
    verdict = f"{loser.name} strikes" if hits.struck else f"{loser.name} loses {plural(surplus, 'gun box')}"
    ruling = RULINGS(
        "boarding",
        verdict,
        steps,
        readings=r,
        keys=("board_dice_basis", "boarding_hits_side", "strike_condition"),
        value=surplus,
        # "Amethyst strikes, 3 surplus hits" (a loss of boxes says its number already)
        measure=f"{{}} {agree(surplus, 'surplus hit')}" if hits.struck else "",
        facts={"winner": winner.name, "surplus": surplus, **thrown},
        kind="boarding",
    )
    if winner is attacker:
        return Boarded(attacker, new_loser, ruling)
    return Boarded(new_loser, defender, ruling)


def _hits(n: int) -> dict[int, Fraction]:
    """Exact chances of k hits (4-6, chance 1/2 each) from n dice."""
    from math import comb

    return {k: Fraction(comb(n, k), 2**n) for k in range(n + 1)}


def boarding_odds(attacker: Ship, defender: Ship, readings: ReadingsLike | None = None) -> Distribution:
    """Exact chances of each margin (attacker's hits minus defender's) in one exchange [APM-12a, 12b]."""
    a, d = _hits(boarding_dice(attacker, readings)), _hits(boarding_dice(defender, readings))
    out: dict[int, Fraction] = {}
    for i, p in a.items():
        for j, q in d.items():
            out[i - j] = out.get(i - j, Fraction(0)) + p * q
    return Distribution(out)


__all__ = ["Boarded", "board", "boarding_dice", "boarding_odds"]
