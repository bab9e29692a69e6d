"""Tests, rounding and pools of exploding dice [1.4, 5.5.1, 5.5.2, 5.5.5], with their exact odds.

Dice are data: a ruling takes the results thrown at the table, and an odds function says exactly what could have
been thrown. A test [1.4] throws as many dice as the stat and passes on any 6, so it fails with chance (5/6)^n.

A gunnery pool [5.5.1-5.5.5] is a number of dice, the lowest score that hits and the lowest that explodes. Each
explosion earns one bonus die; outside a rake a bonus die can hit but never explodes, in a rake it explodes again
and the chain has no end. Its odds are still exact, without truncation: the number of hits of one die has the
generating function ``G(z) = (m + h z) / (1 - x z)`` in a rake (``m``, ``h``, ``x`` the chances of a miss, a plain
hit and an explosion, the explosion also a hit under reading ``explosion_is_hit=also-hit``), so ``G(z)**n`` gives
the chance of every number of hits as a finite sum (:class:`Pool`). :class:`Counts` keeps those chances up to a
limit and the rest as one exact remainder, ``1`` minus the rest, so nothing is ever dropped: the limit only says how
many rows are shown.

The chances are worked out in whole numbers: one die's chance of ``k`` hits is ``s[k] / (c * 6**k)`` for whole
numbers ``s`` and ``c``, so ``n`` dice give ``S[k] / (c**n * 6**k)`` where ``S`` is the series ``s`` raised to the
``n``-th power, each coefficient an exact integer.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property

from ...dice import Distribution, check_die, format_chance
from ...errors import InvalidInputError
from ...rulings import Ruling, Step
from ...wording import plural
from .readings import RULINGS

#: The score a test needs on some die [1.4].
TEST_SCORE = 6
#: The most dice one pool may hold: far above any broadside, low enough that its exact odds stay quick to work out.
MAX_POOL = 99


def round_half_up(value: float | Fraction | int) -> int:
    """A number rounded as the text rounds [1.4]: halves and above up, the rest down (2.5 is 3, 2.4 is 2, -2.5 is
    -2). Worked exactly, so 0.49999999999999994 rounds to 0; what measuring and dice both round."""
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidInputError("number to round", value, "a finite number")
    return math.floor(Fraction(value) + Fraction(1, 2))


def halved(stat: int) -> int:
    """A stat halved, rounded up [5.6.1]: a damaged ship's Gunnery 5 fires 3 dice, Boarding 4 fights with 2."""
    return round_half_up(Fraction(stat, 2))


def at_or_above(dice: Sequence[int], score: int) -> int:
    """How many of ``dice`` show ``score`` or more: the successes of a test [1.4] or a sailing roll [4.1.1a]."""
    return sum(1 for d in dice if d >= score)


def read_dice(dice: Sequence[int], what: str, count: int | None = None) -> tuple[int, ...]:
    """``dice`` as a tuple of results 1-6, exactly ``count`` of them when given; an error naming ``what`` if not."""
    if isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence):
        raise InvalidInputError(what, dice, "a list of die results 1-6")
    results = tuple(check_die(d, what=f"{what} result") for d in dice)
    if count is not None and len(results) != count:
        raise InvalidInputError(what, list(results), f"{plural(count, 'die result')}")
    return results


def read_count(value: int, what: str, low: int = 0, high: int = 999) -> int:
    """A whole number of dice, tokens or points between ``low`` and ``high``; an error naming ``what`` if not."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise InvalidInputError(what, value, f"a whole number from {low} to {high}")
    return value


def rethrown(
    thrown: tuple[int, ...], rerolls: Sequence[int], captain: str, stat: str, steps: list[Step]
) -> tuple[int, ...]:
    """The dice after a special captain's 1s are thrown again once [APP.1.2.2]: ``rerolls`` are the new results, one
    for each 1, in order; ``captain`` names the captain who may (``""``: none may, and ``rerolls`` must be empty).
    The step saying so is added to ``steps``."""
    again = read_dice(rerolls, "re-thrown 1s")
    if not captain:
        if again:
            raise InvalidInputError("re-thrown 1s", list(again), f"none: no special captain throws {stat} 1s again")
        return thrown
    ones = thrown.count(1)
    if len(again) != ones:
        raise InvalidInputError("re-thrown 1s", list(again), f"{plural(ones, 'die result')}, one for each 1 thrown")
    if not ones:
        return thrown
    left = iter(again)
    shown = ", ".join(map(str, again))
    article = "an" if captain[:1].lower() in "aeiou" else "a"
    steps.append(Step("APP.1.2.2", f"{article} {captain} captain throws each {stat} 1 again once: {shown}"))
    return tuple(next(left) if d == 1 else d for d in thrown)


def pass_chance(dice: int, *, rethrow_ones: bool = False) -> Fraction:
    """The exact chance that a test of ``dice`` dice passes [1.4]: at least one 6, so ``1 - (5/6)**dice``; with
    each 1 thrown again once (a special captain [APP.1.2.2]) a die shows a 6 with chance 7/36."""
    fails = Fraction(29, 36) if rethrow_ones else Fraction(5, 6)
    return 1 - fails ** read_count(dice, "dice of a test")


def stat_test(
    stat: int,
    dice: Sequence[int],
    *,
    name: str = "Discipline",
    case: str = "1.4",
    captain: str = "",
    rerolls: Sequence[int] = (),
) -> Ruling:
    """Whether a test of a stat of ``stat`` passes with the ``dice`` thrown [1.4]: any 6 passes.

    ``name`` is the stat tested and ``case`` the case that calls for the test (a strike test cites ``5.6.4``);
    ``captain`` names a special captain who throws this stat's 1s again once (``"Authoritarian"`` for Discipline),
    ``rerolls`` the new results [APP.1.2.2].
    """
    stat = read_count(stat, f"{name} stat")
    first = read_dice(dice, f"{name} dice", stat)
    again: list[Step] = []
    thrown = rethrown(first, rerolls, captain, name, again)
    sixes = at_or_above(thrown, TEST_SCORE)
    passed = sixes > 0
    shown = ", ".join(map(str, thrown)) or "no dice"
    steps = [
        Step("1.4", f"{name} {stat}: {plural(stat, 'die', 'dice')} thrown, a test passes on any 6"),
        *again,
        Step(case, f"{shown}: {plural(sixes, 'six', 'sixes')}, so it {'passes' if passed else 'fails'}"),
    ]
    chance = pass_chance(stat, rethrow_ones=bool(captain))
    return RULINGS(
        f"{name} test",
        passed,
        steps,
        facts={"dice": thrown, "chance": chance},
        kind="test",
        gloss=f"{'passed' if passed else 'failed'} (a {name} {stat} test passes with chance {format_chance(chance)})",
    )


@dataclass(frozen=True)
class Counts:
    """The exact chance of every count below ``len(head)``, and of that many or more as one exact remainder.

    ``odds[3]`` is the chance of exactly 3, ``odds.at_least(3)`` of 3 or more; :meth:`distribution` gives the kit's
    :class:`~sailkit.dice.Distribution` with the remainder as the outcome ``"K or more"``.
    """

    head: tuple[Fraction, ...]

    @cached_property
    def tail(self) -> Fraction:
        """The chance of ``len(head)`` or more: exactly what the head leaves."""
        return 1 - sum(self.head, Fraction(0))

    def __getitem__(self, k: int) -> Fraction:
        if not 0 <= k < len(self.head):
            raise InvalidInputError("count", k, f"a count from 0 to {len(self.head) - 1} (the rest is .tail)")
        return self.head[k]

    def at_least(self, k: int) -> Fraction:
        """The chance of ``k`` or more."""
        if k >= len(self.head):
            if self.tail == 0:
                return Fraction(0)
            raise InvalidInputError("count", k, f"a count up to {len(self.head)} (the odds were worked out so far)")
        return self.tail + sum(self.head[k:], Fraction(0))

    def distribution(self) -> Distribution:
        rows: dict[object, Fraction] = {k: p for k, p in enumerate(self.head) if p}
        if self.tail:
            rows[f"{len(self.head)} or more"] = self.tail
        return Distribution(rows)

    def __iter__(self) -> Iterator[tuple[int | str, Fraction]]:
        yield from enumerate(self.head)
        if self.tail:
            yield f"{len(self.head)} or more", self.tail

    def __str__(self) -> str:
        return ", ".join(f"{k}: {format_chance(p)}" for k, p in self)


@dataclass(frozen=True)
class Pool:
    """A pool of gunnery dice [5.5.1-5.5.5]: how many, the lowest score that hits, the lowest that explodes
    (``None``: none explode), whether explosions chain (a rake), whether an exploding die is also a hit, and whether
    the 1s of the gunnery dice are thrown again once before any bonus die (a Marksman captain [APP.1.2.2])."""

    dice: int
    hit: int
    explode: int | None = None
    chain: bool = False
    explosion_hits: bool = True
    reroll_ones: bool = False

    def __post_init__(self) -> None:
        read_count(self.dice, "gunnery dice", 0, MAX_POOL)
        if self.hit not in range(2, 7):
            raise InvalidInputError("score that hits", self.hit, "a die score from 2 to 6")
        if self.explode is not None and self.explode not in range(self.hit, 7):
            raise InvalidInputError("score that explodes", self.explode, f"a die score from {self.hit} to 6")

    @property
    def faces(self) -> tuple[int, int, int]:
        """How many of a die's six faces miss, hit without exploding and explode."""
        x = 0 if self.explode is None else 7 - self.explode
        return self.hit - 1, 7 - self.hit - x, x

    @property
    def first_faces(self) -> tuple[int, int, int]:
        """The chances, in 36ths, that a gunnery die misses, hits without exploding and explodes: a 1 thrown again
        (``reroll_ones``) keeps 1/36 for the 1 and gives each other face 7/36."""
        m, h, x = self.faces
        if not self.reroll_ones:
            return 6 * m, 6 * h, 6 * x
        return 7 * m - 6, 7 * h, 7 * x

    def die_series(self, terms: int) -> tuple[list[int], int]:
        """One die's chances of 0 .. ``terms - 1`` hits as whole numbers ``s`` with the scale ``c``: the chance of
        ``k`` hits is ``s[k] / (c * 6**k)``."""
        if self.reroll_ones:
            return self._rerolled_series(terms)
        m, h, x = self.faces
        a = 1 if self.explosion_hits else 0
        if self.chain and a:  # (m + h z) / (1 - x z): m x^k + h x^(k-1)
            s = [m] + [m * x**k + 6 * h * x ** (k - 1) for k in range(1, terms)]
            return s, 6
        if self.chain:  # the exploding faces just throw again: (m + h z) / (1 - x)
            return ([m, 6 * h] + [0] * terms)[:terms], 6 - x
        b = 7 - self.hit  # a bonus die hits on the usual score and never explodes
        with_hit = [6 * m, 6 * (6 * h + x * (6 - b)), 36 * x * b]  # m + h z + x z (mb + hb z)
        without = [6 * m + x * (6 - b), 6 * (6 * h + x * b), 0]  # m + h z + x (mb + hb z)
        s = with_hit if a else without
        return (s + [0] * terms)[:terms], 36

    def bonus_series(self, terms: int) -> tuple[list[int], int]:
        """The hits one bonus die brings, with all it leads to (in a rake its own chain), as :meth:`die_series`."""
        if self.chain:
            return replace(self, reroll_ones=False).die_series(terms)
        return ([self.hit - 1, 6 * (7 - self.hit)] + [0] * terms)[:terms], 6

    def _rerolled_series(self, terms: int) -> tuple[list[int], int]:
        """:meth:`die_series` when the gunnery die's 1s are thrown again: ``m1 + h1 z + x1 z^a B(z)``, in 36ths for
        the gunnery die and the bonus law ``B`` after it."""
        m1, h1, x1 = self.first_faces
        b, cb = self.bonus_series(terms)
        a = 1 if self.explosion_hits else 0
        s = [0] * terms
        s[0] += m1 * cb
        if terms > 1:
            s[1] += 6 * h1 * cb
        for j, bj in enumerate(b[: terms - a]):
            s[j + a] += x1 * bj * 6**a
        return s, 36 * cb

    def counts(self, terms: int) -> Counts:
        """The exact chances of 0 .. ``terms - 1`` hits from the whole pool, the rest as one exact remainder."""
        terms = max(1, terms)
        s, c = self.die_series(terms)
        total = _power(s, self.dice, terms)
        scale = c**self.dice
        return Counts(tuple(Fraction(total[k], scale * 6**k) for k in range(terms)))

    @property
    def mean(self) -> Fraction:
        """The exact mean number of hits."""
        m, h, x = (Fraction(f, 6) for f in self.faces)
        a = 1 if self.explosion_hits else 0
        chained = (h + x * m) / (1 - x) ** 2 if a else h / (1 - x)
        bonus = chained if self.chain else Fraction(7 - self.hit, 6)
        m1, h1, x1 = (Fraction(f, 36) for f in self.first_faces)
        return self.dice * (h1 + x1 * (a + bonus))

    def miss_chance(self, bonus_misses: bool) -> Fraction:
        """The chance that one die of the pool leaves a miss to carry over to an entangled ship [5.6.5]: the die
        itself missing, or (``bonus_misses``) the last die its explosions threw missing. A die leaves at most one
        miss: outside a rake its bonus die ends it, in a rake its chain ends with the one die that did not explode."""
        m, _, x = self.faces
        m1, _, x1 = self.first_faces
        if not bonus_misses:
            return Fraction(m1, 36)
        bonus_miss = Fraction(m, 6 - x) if self.chain else Fraction(self.hit - 1, 6)
        return Fraction(m1, 36) + Fraction(x1, 36) * bonus_miss

    @property
    def certain_below(self) -> int:
        """How many rows :meth:`counts` needs to leave no remainder (outside a rake), or 0 if a rake has no end."""
        if self.chain and self.faces[2] and self.explosion_hits:
            return 0
        return 2 * self.dice + 1


def _times(a: list[int], b: list[int], terms: int) -> list[int]:
    """The product of two integer series, kept to ``terms`` coefficients."""
    out = [0] * terms
    for i, ai in enumerate(a):
        if ai:
            for j in range(terms - i):
                out[i + j] += ai * b[j]
    return out


def _power(s: list[int], n: int, terms: int) -> list[int]:
    """The integer series ``s`` raised to the ``n``-th power, kept to ``terms`` coefficients (by squaring)."""
    result = [1] + [0] * (terms - 1)
    base = s
    while n:
        if n & 1:
            result = _times(result, base, terms)
        n >>= 1
        if n:
            base = _times(base, base, terms)
    return result


__all__ = [
    "Counts",
    "Pool",
    "at_or_above",
    "halved",
    "pass_chance",
    "read_count",
    "read_dice",
    "rethrown",
    "round_half_up",
    "stat_test",
]
