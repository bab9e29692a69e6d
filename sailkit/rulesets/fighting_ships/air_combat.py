"""Combat air patrols [8.4] and air-to-air combat [8.8].

A fighter may guard a ship, base or formation instead of moving: it stays within 10 inches of its charge and moves
with it, and an enemy aircraft entering that 10-inch zone is caught, unless the intruder's combat value beats the
fighter's by more than 1 [8.4]. Patrol planes and AWACS circle at a table edge: aircraft may attack them, ships may
not. The catch is made at the end of the sailing phase, and the fights are fought first in the gunnery phase,
before any AA fire [2.1, 8.4]. Those that come through a patrol go home to rearm, as do those that spent their load.

Air combat [8.8]: aircraft with guns fight at 2 inches, with air-to-air rockets at 8; a caught pair fights wherever
it is. Each side of a pair throws a die and adds its combat value (an exceptional pilot 1 more), and each spare
fighter its side adds to the pair adds its value too: the higher total shoots the other down; a tie breaks off both,
which fight no more this Game-Turn and go home to rearm. :func:`pair_off` matches a patrol to intruders,
:func:`dogfight` rules a fight from its dice and :func:`dogfight_odds` gives its exact odds.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from shapely.geometry import Point as ShapelyPoint
from shapely.geometry.base import BaseGeometry

from ...dice import check_die, format_chance
from ...errors import InvalidInputError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from .measuring import at_most
from .readings import RULINGS

#: How far a combat air patrol guards its charge, in inches [8.4].
CAP_ZONE = 10.0
#: An intruder whose combat value beats the fighter's by more than this slips past [8.4].
OUTCLASS = 1
#: Air combat's reach with guns and with air-to-air rockets, in inches [8.8a].
A2A_REACH = {"guns": 2.0, "rockets": 8.0}


def in_cap_zone(charge: Point, intruder: BaseGeometry) -> bool:
    """Whether an intruder's counter is within 10 inches of the patrol's charge (its mainmast) [8.4]."""
    return at_most(ShapelyPoint(charge).distance(intruder), CAP_ZONE)


def catches(fighter: int, intruder: int) -> bool:
    """Whether a patrolling fighter of combat value ``fighter`` catches an intruder of ``intruder``: always, unless
    the intruder is better by more than 1 [8.4] (a Sea Harrier, 5, cannot slip past a Skyhawk, 4; a Lightning II,
    6, can)."""
    return intruder - fighter <= OUTCLASS


def pair_off(patrol: Sequence[int], intruders: Sequence[int]) -> Ruling:
    """A patrol of fighters (their combat values) meets intruders (theirs) [8.4, 8.8c]: each intruder, in order,
    is caught by the first free fighter able to catch it; the rest slip through to press home their attack, and
    fighters left over are spares, which may join a pair or be held back. The verdict is the pairs as
    ``(fighter index, intruder index)``; the facts ``through`` (intruders not caught) and ``spare`` (fighters)."""
    free = list(range(len(patrol)))
    pairs: list[tuple[int, int]] = []
    through: list[int] = []
    for i, value in enumerate(intruders):
        able = next((f for f in free if catches(patrol[f], value)), None)
        if able is None:
            through.append(i)
        else:
            free.remove(able)
            pairs.append((able, i))
    steps = [
        Step("8.4", f"{len(pairs)} caught: a fighter catches any intruder not better than it by more than {OUTCLASS}"),
        Step("8.8", f"{len(through)} slip through to press home; {len(free)} fighters spare, to join a pair or wait"),
    ]
    facts = {"through": tuple(through), "spare": tuple(free)}
    return RULINGS("which aircraft the patrol catches", tuple(pairs), steps, facts=facts)


def _total(value: int, die: int, spares: Sequence[int], ace: bool) -> int:
    return check_die(die) + value + sum(spares) + (1 if ace else 0)


def _side(name: str, die: int, value: int, spares: Sequence[int], ace: bool, total: int) -> Step:
    """One side's throw in an air combat and what it adds up to [8.8b-e]."""
    said = f"{name} throws {die} with combat value {value}"
    said += f", spares {', '.join(map(str, spares))}" if spares else ""
    said += ", an ace" if ace else ""
    return Step("8.8", f"{said}: {total}")


def dogfight(
    a: int,
    a_die: int,
    b: int,
    b_die: int,
    *,
    a_spares: Sequence[int] = (),
    b_spares: Sequence[int] = (),
    a_ace: bool = False,
    b_ace: bool = False,
    names: tuple[str, str] = ("a", "b"),
) -> Ruling:
    """A pair's air combat from its dice [8.8b-e]: each side's die, its combat value, its spare fighters' values and
    1 for an exceptional pilot; ``names`` are what the steps call the two. The verdict is ``"a"`` (a shoots b down),
    ``"b"``, or ``"break off"`` on a tie."""
    ta, tb = _total(a, a_die, a_spares, a_ace), _total(b, b_die, b_spares, b_ace)
    verdict = "a" if ta > tb else "b" if tb > ta else "break off"
    steps = [_side(names[0], a_die, a, a_spares, a_ace, ta), _side(names[1], b_die, b, b_spares, b_ace, tb)]
    if verdict == "break off":
        steps.append(Step("8.8", "a tie: both break off, fight no more this Game-Turn and go home to rearm"))
    else:
        won = names[0] if verdict == "a" else names[1]
        steps.append(Step("8.8", f"{won} shoots the other down"))
    return RULINGS("air combat", verdict, steps, facts={"a": ta, "b": tb})


def dogfight_odds(a: int, b: int, *, a_bonus: int = 0, b_bonus: int = 0) -> Ruling:
    """The exact odds of a pair's air combat [8.8]: values ``a`` and ``b``, and each side's spares and ace as a
    bonus. The value is a's chance to shoot b down; the facts ``a``, ``b`` and ``break off``."""
    if not all(isinstance(v, int) for v in (a, b, a_bonus, b_bonus)):
        raise InvalidInputError("combat values", (a, b, a_bonus, b_bonus), "whole numbers [8.8]")
    wins = {"a": Fraction(0), "b": Fraction(0), "break off": Fraction(0)}
    for x in range(1, 7):
        for y in range(1, 7):
            ta, tb = x + a + a_bonus, y + b + b_bonus
            wins["a" if ta > tb else "b" if tb > ta else "break off"] += Fraction(1, 36)
    steps = [
        Step("8.8", f"a die each, a adding {a + a_bonus}, b {b + b_bonus}"),
        Step("8.8", f"a shoots b down {format_chance(wins['a'])}, b shoots a down {format_chance(wins['b'])}"),
        Step("8.8", f"they break off {format_chance(wins['break off'])}"),
    ]
    return RULINGS("odds of air combat", format_chance(wins["a"]), steps, value=wins["a"], facts=wins, kind="odds")


__all__ = ["A2A_REACH", "CAP_ZONE", "OUTCLASS", "catches", "dogfight", "dogfight_odds", "in_cap_zone", "pair_off"]
