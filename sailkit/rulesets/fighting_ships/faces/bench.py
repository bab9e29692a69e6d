"""Benchmark figures of Fighting Ships (``python -m sailkit.bench fighting_ships``).

* ``fighting_ships_broadside``: the exact odds of a 30-die raking broadside at medium range on a Hull 7, Discipline
  6 ship [5.5.1-5.5.5, 5.6.1-5.6.4] (:func:`~..odds.fire_odds`: hits with the endless raking chain summed in closed
  form, Hull saves, the Damage Deck, every critical check and the strike test, as fractions), its cache of critical
  odds emptied before every run so each is timed from nothing; beside it, in the same run, a Monte Carlo of 10,000
  throws of the same broadside written for the bench alone (dice thrown one by one with a seeded generator), and the
  chance of sinking each gives: the exact one and the estimate with its sampling error.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from fractions import Fraction

from ....bench import Line, figure, median_ms
from ..damage import WOODEN_LIMIT, deck
from ..gunnery import pool
from ..odds import SUNK, _critical_odds, fire_odds
from ..readings import DEFAULT

DICE, BAND, HULL, DISCIPLINE = 30, "medium", 7, 6
THROWS = 10_000


def exact() -> Fraction:
    """The exact chance that the broadside sinks its target, worked out from nothing."""
    _critical_odds.cache_clear()
    return fire_odds(DICE, BAND, HULL, raking=True, discipline=DISCIPLINE).fate[SUNK]


def monte_carlo(throws: int | None = None, seed: int = 1) -> Fraction:
    """The share of ``throws`` (:data:`THROWS`) seeded throws of the broadside that sink the target (default
    readings)."""
    throws = THROWS if throws is None else throws
    rng = random.Random(seed)
    p = pool(DICE, BAND, raking=True)
    assert p.explode is not None
    sunk = 0
    for _ in range(throws):
        hits, dice, first = 0, p.dice, True
        while dice:
            rolls = [rng.randint(1, 6) for _ in range(dice)]
            hits += sum(1 for d in rolls if d >= p.hit)
            dice = sum(1 for d in rolls if d >= p.explode) if first or p.chain else 0
            first = False
        through = max(0, hits - sum(1 for _ in range(HULL) if rng.randint(1, 6) >= 4))
        dealt = deck(through, False, DEFAULT)
        tokens, magazine = dealt.damage, False
        for _ in range(dealt.damage):
            if rng.randint(1, 6) % 2:
                continue
            kind = rng.randint(1, 6)
            if kind == 2:
                rng.randint(1, 6)
            elif kind == 5:
                magazine = rng.randint(1, 6) == rng.randint(1, 6)
                tokens += 0 if magazine else 1
            elif kind in (3, 6):
                tokens += 1 if kind == 3 else -1
            if magazine:
                break
        sunk += dealt.destroyed or magazine or tokens > WOODEN_LIMIT
    return Fraction(sunk, throws)


@figure("fighting_ships_broadside")
def _broadside() -> Iterator[Line]:
    chance = exact()
    estimate = monte_carlo()
    error = (float(estimate) * (1 - float(estimate)) / THROWS) ** 0.5
    yield "fighting_ships_broadside.exact_odds_30_dice_raking", median_ms(exact), "ms"
    yield "fighting_ships_broadside.baseline_monte_carlo_10000_throws", median_ms(monte_carlo, repeat=3), "ms"
    yield "fighting_ships_broadside.sunk_exact", 100 * float(chance), "%"
    yield "fighting_ships_broadside.sunk_monte_carlo", 100 * float(estimate), "%"
    yield "fighting_ships_broadside.sunk_monte_carlo_standard_error", 100 * error, "%"
