"""Rates out of a number of games, with their 95% confidence intervals, and whether two rates differ.

A study (:mod:`sailkit.study`) counts how often something happened (a side won) in ``n`` seeded games and asks how
sure that figure is. The intervals are the usual ones for counts: Wilson's score interval for one rate (it stays
inside 0-1 and behaves with 0 or ``n`` successes, where the textbook ``p +- 1.96 se`` does not), Newcombe's interval
for the difference of two rates built from the two Wilson intervals, and the two-proportion z-test for whether the
difference could be chance. Only the standard library is needed (:class:`statistics.NormalDist`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

#: The confidence of every interval here.
CONFIDENCE = 0.95
_Z = NormalDist().inv_cdf(0.5 + CONFIDENCE / 2)


@dataclass(frozen=True)
class Rate:
    """``count`` out of ``n``, with its Wilson interval: ``Rate(27, 40)`` is 67.5% (52.0%-79.9%)."""

    count: int
    n: int

    def __post_init__(self) -> None:
        if not 0 <= self.count <= self.n:
            raise ValueError(f"a rate needs 0 <= count <= n, not {self.count} out of {self.n}")

    @property
    def value(self) -> float:
        return self.count / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """Wilson's 95% score interval (0-1 for no games)."""
        if not self.n:
            return (0.0, 1.0)
        p, n, z2 = self.value, self.n, _Z * _Z
        centre = (p + z2 / (2 * n)) / (1 + z2 / n)
        half = _Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
        low = 0.0 if self.count == 0 else max(0.0, centre - half)  # exactly 0 and 1 at the ends, not float dust
        return (low, 1.0 if self.count == n else min(1.0, centre + half))

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.value:.1%} ({low:.1%}-{high:.1%})"


@dataclass(frozen=True)
class Difference:
    """How far rate ``after`` lies from rate ``before``: the change, its Newcombe 95% interval, and the two-sided p-value
    of the two-proportion z-test (small: unlikely to be chance)."""

    before: Rate
    after: Rate

    @property
    def value(self) -> float:
        return self.after.value - self.before.value

    @property
    def interval(self) -> tuple[float, float]:
        """Newcombe's hybrid score interval (his method 10) from the two Wilson intervals."""
        (l1, u1), (l2, u2) = self.before.interval, self.after.interval
        p1, p2, d = self.before.value, self.after.value, self.value
        return (d - math.hypot(p2 - l2, u1 - p1), d + math.hypot(u2 - p2, p1 - l1))

    @property
    def p_value(self) -> float:
        """The chance of a difference at least this large if both settings had the same true rate."""
        a, b = self.before, self.after
        if not a.n or not b.n:
            return 1.0
        pooled = (a.count + b.count) / (a.n + b.n)
        spread = math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n))
        if spread == 0:
            return 1.0
        return 2 * (1 - NormalDist().cdf(abs(self.value) / spread))

    @property
    def significant(self) -> bool:
        """Whether the p-value is under 5%."""
        return self.p_value < 1 - CONFIDENCE

    def __str__(self) -> str:
        low, high = self.interval
        return f"{self.value:+.1%} ({low:+.1%} to {high:+.1%}, p={self.p_value:.3f})"


__all__ = ["CONFIDENCE", "Difference", "Rate"]
