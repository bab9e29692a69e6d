"""Exact odds of a fire attack: chances of 0-3 hits and of each critical hit [9.34, 10.3].

The 36 two-dice rolls are equally likely, so every chance is an exact
:class:`~fractions.Fraction` counted over them, never a simulation. The critical
kinds multiply the chance of a scoring double by the kind table of 10.3.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ....dice import D66, Distribution
from ....plain_text import ReadsAsText
from ....rulings import Ruling
from .hits import CRITICAL_KINDS, check_fire_value, critical_distribution, hit_result


@dataclass(frozen=True)
class FireOdds(ReadsAsText):
    """Exact chances for one fire attack at a given final Fire Value [9.34, 10.3]: ``hits`` over 0-3
    (:class:`~sailkit.dice.Distribution`), ``critical``, ``criticals`` by kind, and ``ruling``
    (:func:`~.combat.fire_value`) from a position; a refused fire has every chance on 0 hits."""

    fire_value: int | None
    hits: Distribution
    critical: Fraction
    criticals: Mapping[str, Fraction]
    ruling: Ruling | None = field(default=None, compare=False, repr=False)

    def __bool__(self) -> bool:
        return self.fire_value is not None

    @property
    def hit(self) -> Fraction:
        """Chance of at least one hit."""
        return 1 - self.hits[0]

    def at_least(self, n: int) -> Fraction:
        """Chance of ``n`` or more hits."""
        return sum((p for k, p in self.hits.items() if isinstance(k, int) and k >= n), Fraction(0))

    @property
    def expected_hits(self) -> Fraction:
        """Average number of hits, exactly."""
        return sum((k * p for k, p in self.hits.items() if isinstance(k, int)), Fraction(0))

    def rows(self) -> list[tuple[str, Fraction]]:
        """(outcome, exact chance) rows in table order."""
        out = [(f"{k} hit{'s' if k != 1 else ''}", self.hits[k]) for k in range(4)]
        out.append(("critical hit", self.critical))
        out.extend((f"  {kind} critical", self.criticals[kind]) for kind in CRITICAL_KINDS)
        return out

    def __str__(self) -> str:
        head = "fire refused" if self.fire_value is None else f"Fire Value {self.fire_value}"
        if self.ruling is not None and self.fire_value is None:
            head += f": {self.ruling.steps[-1] if self.ruling.steps else ''}"
        lines = [head] + [f"  {name}: {p} ({float(p):.1%})" for name, p in self.rows()]
        lines.append(f"  expected hits: {self.expected_hits} ({float(self.expected_hits):.2f})")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "fire refused" if self.fire_value is None else f"Fire Value {self.fire_value}"
        body = "".join(
            f"<tr><td>{html.escape(name.strip())}</td><td>{p}</td><td>{float(p):.1%}</td></tr>"
            for name, p in self.rows()
        )
        body += f"<tr><td>expected hits</td><td>{self.expected_hits}</td><td>{float(self.expected_hits):.2f}</td></tr>"
        why = self.ruling._repr_html_() if self.ruling is not None else ""
        return f"<div><b>{html.escape(head)}</b><table><tr><th>outcome</th><th>chance</th><th></th></tr>{body}</table>{why}</div>"


def odds_for_value(fire_value: int, ruling: Ruling | None = None) -> FireOdds:
    """Exact odds of 0-3 hits and of each critical for a final ``fire_value`` [9.34, 10.3].

    ``odds_for_value(65).hit == Fraction(35, 36)``: every roll but 66 scores.
    """
    fv = check_fire_value(fire_value)
    counts = {k: 0 for k in range(4)}
    crit = 0
    for roll in D66:
        r = hit_result(fv, roll)
        counts[r.hits] += 1
        crit += r.critical
    p_crit = Fraction(crit, len(D66))
    kinds = critical_distribution()
    hits = Distribution({k: Fraction(v, len(D66)) for k, v in counts.items()})
    return FireOdds(fv, hits, p_crit, {k: p_crit * kinds[k] for k in CRITICAL_KINDS}, ruling)


def refused_odds(ruling: Ruling) -> FireOdds:
    """Odds of a fire the rules forbid: certainly no hit; ``ruling`` says why [9.31]."""
    return FireOdds(None, Distribution({0: Fraction(1)}), Fraction(0), {k: Fraction(0) for k in CRITICAL_KINDS}, ruling)


def fire_odds(
    position: Any, firer: Any, target: Any, aim: str = "hull", broadside: str | None = None, **kw: Any
) -> FireOdds:
    """Exact odds of ``firer`` firing at ``target`` now [9.33, 9.34, 10.3], with :func:`~.combat.fire_value`'s ruling
    (same arguments); a refused fire gives falsy odds carrying the reason."""
    from .combat import final_value, fire_value

    ruling = fire_value(position, firer, target, aim, broadside, **kw)
    if not ruling:
        return refused_odds(ruling)
    return odds_for_value(final_value(ruling), ruling)
