"""Benchmark figures of As Per Margin, registered with :mod:`sailkit.bench` (``python -m sailkit.bench as_per_margin``).

* ``as_per_margin_fall_aboard``: the exact swept-path 3-inch check [FALLING ABOARD,
  APM-04c] for every ship of a 10-ship position moving against the nine others standing
  still (90 pairs), beside one vectorised shapely call (``dwithin``) over the same 90
  paths, which only says whether each path comes within 3 inches, not when nor whether
  the gap was shrinking.

The figures are found through the rule set's ``BENCH`` attribute once it is registered
as an entry point; until then ``import sailkit.rulesets.as_per_margin.bench_figures``
first, as the test does.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import shapely

from ...bench import Line, figure, median_ms
from ...geometry.table import Move, Pose, points
from .falling_aboard import REACH, first_check
from .ships import Ship


def ten_ships() -> tuple[list[Ship], list[Move]]:
    """Two lines of five ships 8 inches apart, sailing toward each other with small pivots (a fixed position)."""
    ships, moves = [], []
    for i in range(5):
        ships.append(Ship(f"B{i}", 1, Pose(10.0 + 8 * i, 10.0, 0.0)))
        ships.append(Ship(f"F{i}", 2, Pose(12.0 + 8 * i, 22.0, 180.0), nation="FR"))
        moves.append(Move.pivot_then_straight(5.0 * (i - 2), 12.0))
        moves.append(Move.pivot_then_straight(-5.0 * (i - 2), 9.0))
    return ships, moves


@figure("as_per_margin_fall_aboard")
def _fall_aboard() -> Iterator[Line]:
    ships, moves = ten_ships()

    def exact() -> list[object]:
        return [first_check(s, m, ships).verdict for s, m in zip(ships, moves)]

    paths = np.array([shapely.LineString(m.track(s.pose).points) for s, m in zip(ships, moves)], dtype=object)
    masts = points([s.mainmast for s in ships])

    def vectorised() -> np.ndarray:
        return shapely.dwithin(paths[:, None], masts[None, :], REACH)

    yield "as_per_margin_fall_aboard.exact_first_closing_90_pairs", median_ms(exact, number=5), "ms"
    yield "as_per_margin_fall_aboard.baseline_shapely_dwithin_90_pairs", median_ms(vectorised, number=5), "ms"


__all__ = ["ten_ships"]
