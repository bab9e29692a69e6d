"""The seascape of a position as shapes [1.5.2d-g]: its shores, fog banks, squalls and shoals.

The notation writes each area as a rectangle in inches (:mod:`.notation`); the rules ask of them as polygons: land
blocks sight and grounds a ship [5.2, 1.5.2g], fog and squalls hold fire to short range [1.5.2d, 1.5.2e], a squall
gives an anchor token to a ship that starts her move in it or sails into it [1.5.2e], and shoals test a ship's
Sailing or put her aground [1.5.2f].
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import box
from shapely.geometry.base import BaseGeometry

from .notation import Position
from .ships import Ship
from .smoke import as_fog

Area = tuple[float, float, float, float]


def _shapes(areas: Sequence[Area]) -> list[BaseGeometry]:
    return [box(*a) for a in areas]


def shores(pos: Position) -> list[BaseGeometry]:
    """The land of ``pos``: its stretches of shore [1.5.2g]."""
    return _shapes(pos.shores)


def fog_banks(pos: Position) -> list[BaseGeometry]:
    """What holds fire to short range: the fog banks, and the squalls and standing smoke counters, which count as
    fog [1.5.2d, 1.5.2e, 9.1.6]."""
    return _shapes(pos.fog + pos.squalls) + as_fog(pos.smoke, pos.turn)


def squalls(pos: Position) -> list[BaseGeometry]:
    """The squalls of ``pos`` [1.5.2e]."""
    return _shapes(pos.squalls)


def shoals(pos: Position) -> list[BaseGeometry]:
    """The shoals and shallow water of ``pos`` [1.5.2f]."""
    return _shapes(pos.shoals)


def touching(ship: Ship, areas: Sequence[BaseGeometry]) -> list[BaseGeometry]:
    """Those of ``areas`` that ``ship``'s base touches, partly or wholly [1.5.2d-g]."""
    return [a for a in areas if ship.base.intersects(a)]


__all__ = ["Area", "fog_banks", "shoals", "shores", "squalls", "touching"]
