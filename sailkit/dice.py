"""Dice as data: rules never roll, they ask for a result and say what results can occur.

A :class:`Distribution` maps each possible outcome to its exact probability
(:class:`fractions.Fraction`). A game is driven either by results typed in at the
table (:class:`ManualDice`) or by a seeded generator (:class:`SeededDice`); either
way every result becomes an action in the record, so a replay never needs a
generator.
"""

from __future__ import annotations

import html
import random
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from .errors import InvalidInputError
from .plain_text import ReadsAsText

D6: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
#: Two distinguishable dice read large then small, 11 to 66 (36 results).
D66: tuple[int, ...] = tuple(10 * a + b for a in D6 for b in D6)


def check_die(value: object, allowed: tuple[int, ...] = D6, what: str = "die result") -> int:
    """``value`` if it is one of ``allowed`` results, else an :class:`InvalidInputError` naming it."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        shown = f"{allowed[0]}-{allowed[-1]}" if allowed == D6 else "11-16, 21-26, ..., 61-66"
        raise InvalidInputError(what, value, f"a whole number {shown}")
    return value


@dataclass(frozen=True)
class Distribution(ReadsAsText, Mapping[Hashable, Fraction]):
    """Exact probabilities of outcomes; they always add up to 1."""

    probabilities: Mapping[Any, Fraction]  #: outcome (any hashable value) -> its exact chance

    def __post_init__(self) -> None:
        total = sum(self.probabilities.values(), Fraction(0))
        if total != 1:
            raise ValueError(f"probabilities add up to {total}, not 1")

    @classmethod
    def uniform(cls, outcomes: Iterable[Hashable]) -> Distribution:
        items = list(outcomes)
        return cls.from_counts({o: items.count(o) for o in items})

    @classmethod
    def from_counts(cls, counts: Mapping[Any, int]) -> Distribution:
        n = sum(counts.values())
        return cls({k: Fraction(v, n) for k, v in counts.items() if v})

    def map(self, f: Callable[[Any], Hashable]) -> Distribution:
        """The distribution of ``f(outcome)``."""
        out: dict[Hashable, Fraction] = {}
        for k, p in self.probabilities.items():
            key = f(k)
            out[key] = out.get(key, Fraction(0)) + p
        return Distribution(out)

    def __getitem__(self, key: Hashable) -> Fraction:
        return self.probabilities.get(key, Fraction(0))

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.probabilities)

    def __len__(self) -> int:
        return len(self.probabilities)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{html.escape(str(k))}</td><td>{p}</td><td>{float(p):.1%}</td></tr>" for k, p in self.items()
        )
        return f"<table><tr><th>outcome</th><th>probability</th><th></th></tr>{rows}</table>"

    def __str__(self) -> str:
        return "\n".join(f"{k}: {p} ({float(p):.1%})" for k, p in self.items())


def format_chance(p: Fraction) -> str:
    """An exact chance as a ruling writes it: ``"5/6 (83.3%)"``, ``"1 (100%)"``, ``"0 (0%)"``."""
    if p.denominator == 1:
        return f"{p} ({float(p):.0%})"
    return f"{p.numerator}/{p.denominator} ({float(p):.1%})"


def d6() -> Distribution:
    return Distribution.uniform(D6)


def d66() -> Distribution:
    return Distribution.uniform(D66)


class Dice(Protocol):
    """A source of die results: :class:`ManualDice` (typed in at the table) or :class:`SeededDice`.

    ``roll(allowed, weights)`` returns one of ``allowed``; ``weights`` are the exact
    probabilities of each (``None``: all equally likely).
    """

    def roll(self, allowed: tuple[int, ...] = D6, weights: Sequence[Fraction] | None = None) -> int: ...


class ManualDice:
    """Results typed in at the table, used in order; asking for more than given is an error."""

    def __init__(self, results: Iterable[int] = ()) -> None:
        self._queue: deque[int] = deque(results)

    def add(self, *results: int) -> None:
        self._queue.extend(results)

    def roll(self, allowed: tuple[int, ...] = D6, weights: Sequence[Fraction] | None = None) -> int:
        """The next result typed in; an error if none is left or it cannot occur here."""
        if not self._queue:
            raise InvalidInputError("dice", "no result left", "another die result typed in")
        return check_die(self._queue.popleft(), allowed)


def _all_equal(weights: Sequence[Fraction]) -> bool:
    """Whether every weight is the same (one shared object is seen at once, without comparing fractions)."""
    first = weights[0] if weights else None
    return all(w is first for w in weights) or len(set(weights)) <= 1


class SeededDice:
    """A repeatable generator: the same seed gives the same results."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, allowed: tuple[int, ...] = D6, weights: Sequence[Fraction] | None = None) -> int:
        """A result drawn with the exact ``weights`` (uniform when ``None`` or all equal)."""
        if weights is None or _all_equal(weights):
            return self._rng.choice(allowed)
        return self._rng.choices(allowed, weights=[float(w) for w in weights])[0]
