"""Benchmark figures of Fighting Ships, registered with :mod:`sailkit.bench` (``python -m sailkit.bench fighting_ships``).

* ``fighting_ships_collisions``: the swept-path collision checks [4.3.1] of a 12-ship fleet's moves, ships moving
  one after another, each against the eleven others (132 pairs): the ground each base sweeps is found once
  (:meth:`~sailkit.geometry.table.Move.swept`, timed on its own line); the checks find, for every moving ship,
  the first base she meets and when (:func:`..collisions.fleet_collisions`), beside one vectorised shapely call
  (``intersects``) over the same swept shapes and bases, which only says which pairs meet, not when, nor which
  comes first, nor where the ship stops.

The figures are found through the rule set's bench face once it is registered; until then importing this module
before :func:`sailkit.bench.main` adds them.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ....bench import Line, figure, median_ms
from ....geometry.table import Move, Pose
from ..collisions import fleet_collisions
from ..sailing import sail
from ..ships import Ship


def twelve_ships() -> tuple[list[Ship], list[Move]]:
    """Two lines of six ships 5 inches apart, 11 inches between the lines, closing under sail (a fixed position):
    each runs three or four 2-inch legs with 30-degree turns, so some meet the other line and some pass."""
    ships, moves = [], []
    for i in range(6):
        british = Ship.of(f"B{i}", "3rd-rate" if i % 2 else "5th-rate", Pose(8.0 + 5 * i, 10.0, 20.0 * (i % 3)))
        french = Ship.of(
            f"F{i}", "5th-rate" if i % 2 else "3rd-rate", Pose(10.0 + 5 * i, 21.0, 180.0 - 15 * (i % 2)), 2
        )
        ships += [british, french]
        moves.append(sail(british, "M2+30 M2-30 M2" + (" M2" if i % 2 else ""), 4, "W").move)
        moves.append(sail(french, "M2-30 M2+30 M2", 3, "W").move)
    return ships, moves


@figure("fighting_ships_collisions")
def _collisions() -> Iterator[Line]:
    ships, moves = twelve_ships()
    outlines = [s.build.base for s in ships]

    def sweep() -> list[BaseGeometry]:
        return [m.swept(s.pose, o) for s, m, o in zip(ships, moves, outlines)]

    swept = sweep()
    grounds = np.array(swept, dtype=object)
    bases = np.array([s.base for s in ships], dtype=object)

    def checks() -> object:
        return fleet_collisions(ships, moves, swept=swept)

    def vectorised() -> object:
        return shapely.intersects(grounds[:, None], bases[None, :])

    yield "fighting_ships_collisions.fleet_first_contacts_132_pairs", median_ms(checks, number=5), "ms"
    yield "fighting_ships_collisions.baseline_shapely_intersects_132_pairs", median_ms(vectorised, number=5), "ms"
    yield "fighting_ships_collisions.swept_shapes_12_moves", median_ms(sweep, number=5), "ms"


__all__ = ["twelve_ships"]
