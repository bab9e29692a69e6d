"""Ships for rule-level tests, built from a chart row so the numbers are the chart's."""

from __future__ import annotations

from sailkit.rulesets.wooden_ships.explore_advanced import lesson_ship
from sailkit.rulesets.wooden_ships.state import Ship


def make_ship(
    name: str = "S", quality: str = "average", side: str = "A", type_key: str = "FR-80", **kw: object
) -> Ship:
    """A ship of chart type ``type_key`` at (0, 0) heading North, with any field overridden (the tutorials' lesson ship)."""
    return lesson_ship(name, quality, type_key=type_key, side=side, **kw)
