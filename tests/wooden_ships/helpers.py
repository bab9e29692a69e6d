"""Ships for rule-level tests, built from a chart row so the numbers are the chart's."""

from __future__ import annotations

from collections.abc import Iterator

from sailkit.geometry.hexes import HexDirection
from sailkit.rulesets.wooden_ships.faces.explorers.advanced import lesson_ship
from sailkit.rulesets.wooden_ships.game import WoodenShipsGame
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import Ship
from sailkit.rulings import ReadStep, Ruling

#: Constitution and Java two hexes apart on a 30 x 24 map, wind from the north: a Basic Game duel that closes at once
CLOSE = Scenario(
    "close duel",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M10", HexDirection.N),
    ),
    wind=HexDirection.N,
    turns=10,
    columns=30,
    rows=24,
)


def replayed_rulings(g: WoodenShipsGame) -> Iterator[Ruling]:
    """The rulings along a finished game's main line, once its record has read back to the same state and the same
    bytes; each ruling is checked to list every reading its steps applied (readings are never buried)."""
    assert g.is_terminal()
    again = WoodenShipsGame.from_text(g.to_text())
    assert again.state == g.state and again.to_text() == g.to_text()
    g.rewind()
    while g.node.children:
        g.forward()
        ruling = g.ruling()
        for step in ruling.steps:
            if isinstance(step, ReadStep):
                assert set(step.readings) <= set(ruling.readings), (step, ruling.readings)
        yield ruling


def make_ship(
    name: str = "S", quality: str = "average", side: str = "A", type_key: str = "FR-80", **kw: object
) -> Ship:
    """A ship of chart type ``type_key`` at (0, 0) heading North, with any field overridden (the tutorials' lesson ship)."""
    return lesson_ship(name, quality, type_key=type_key, side=side, **kw)
