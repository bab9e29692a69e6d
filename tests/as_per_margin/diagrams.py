"""One ruling of every kind As Per Margin draws, on a small table: shared by the diagram and image tests."""

from __future__ import annotations

from collections.abc import Callable

from sailkit.geometry.table import Move, Pose
from sailkit.rulesets import as_per_margin as apm
from sailkit.rulesets.as_per_margin.faces.explorers import in_wind
from sailkit.rulesets.as_per_margin.fire import is_rake, table_i, volley
from sailkit.rulesets.as_per_margin.notation import Position
from sailkit.rulesets.as_per_margin.tracking import FIRST_RATE, Damage
from sailkit.rulesets.as_per_margin.wind import WindSpeed

VICTORY = apm.Ship("Victory", 1, Pose(10, 10, 0))
# the 6-box chart, as reading lesser_rate_charts=first-rate gives every rate
REDOUTABLE = apm.Ship("Redoutable", 2, Pose(19, 14, 300), guns=74, chart=apm.Chart(), nation="FR")
BUCENTAURE = apm.Ship("Bucentaure", 2, Pose(8, 21, 90), guns=80, chart=apm.Chart(), nation="FR")
SMALL = apm.Ship("Victory", 1, Pose(10, 10, 0), guns=20, chart=apm.Chart(2, 2, 2))
TRAFALGAR = Position((VICTORY, REDOUTABLE, BUCENTAURE), 3, 270.0, WindSpeed(3, 5))

#: name -> what makes the picture (a ruling, or a position)
EXAMPLES: dict[str, Callable[[], object]] = {
    # asked of ships alone, each carrying the wind of the Trafalgar position for its picture
    "fire-odds": lambda: in_wind(apm.fire_odds(VICTORY, REDOUTABLE), TRAFALGAR.wind_from),
    "fire-refused": lambda: in_wind(volley(VICTORY, BUCENTAURE.with_(pose=Pose(10, 30, 90))), TRAFALGAR.wind_from),
    "rake": lambda: in_wind(is_rake(BUCENTAURE.with_(pose=Pose(10, 18, 0)), VICTORY), TRAFALGAR.wind_from),
    "table-i": lambda: table_i(5, 11.0),
    "point-of-sail": lambda: apm.point_of_sail(45, 0),
    "initial-wind": lambda: apm.initial_wind(4),
    "allowance": lambda: apm.allowance(VICTORY, 120, 0, WindSpeed(3, 5)),
    "pivot": lambda: apm.pivot(VICTORY, 75),
    "tack": lambda: apm.tack(3, damaged=False, english=False),
    "drift": lambda: apm.drift(VICTORY, 270, WindSpeed(2, 5))[2],
    "falling-aboard": lambda: apm.first_check(VICTORY, Move.pivot_then_straight(55, 14), [REDOUTABLE, BUCENTAURE]),
    "opposed-throw": lambda: apm.falls_aboard(3, 5, wish_a="fall aboard", wish_b="fend off"),
    "hits": lambda: apm.apply_hits(FIRST_RATE, Damage(2, 1, 0, 3), masts=3, guns=2, hull=1, facing="S")[1],
    "status": lambda: apm.status(VICTORY.with_(damage=Damage(7, 2, 3, 6))),
    "recapture": lambda: apm.recapture(
        BUCENTAURE.with_(struck_to=1, pose=Pose(12, 12, 45)), REDOUTABLE.with_(pose=Pose(14, 13, 200))
    )[1],
    "boarding": lambda: apm.board(
        SMALL.with_(locked_with=frozenset({"Redoutable"})),
        SMALL.with_(name="Redoutable", side=2, pose=Pose(12, 10, 0)),
        [4, 5, 1, 6, 2, 3, 1, 1, 6, 2, 2, 1],
        [1, 4, 2, 2, 3, 3, 1, 2, 2, 1, 1, 1],
    )[2],
    "position": lambda: TRAFALGAR,
}
