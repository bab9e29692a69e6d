"""A ship on the open table: its mainmast and heading, its tracking chart, where her broadsides bear and how far, and
what it has been through.

The text measures everything mainmast to mainmast [CLARIFICATION, APM-15b] and gives a
ship no footprint; :data:`HULL` is an outline for drawing and for swept ground only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Literal

from shapely.geometry import Polygon

from ...errors import InvalidInputError
from ...geometry.table import Arc, Closed, Point, Pose
from ...readings import ReadingsLike
from .tracking import (
    FIRST_RATE,
    RATE_BANDS,
    Chart,
    Damage,
    Side,
    chart_for,
    guns_left,
    is_damaged,
    is_dismasted,
    is_sunk,
    mans_pumps,
)

_NAME = re.compile(r"[^\s=|,](?:[^=|,]{0,58}[^\s=|,])?")
_NATION = re.compile(r"[A-Z]{2,3}")

#: A hull outline in ship-local inches (starboard, ahead), mainmast at the origin: 3 inches long, 1 wide.
#: The field default of :attr:`Ship.chart`: told apart by identity, so an omitted chart is known.
_OMITTED = Chart()

HULL = Polygon([(0.0, 1.6), (0.5, 0.8), (0.5, -1.4), (0.0, -1.4), (-0.5, -1.4), (-0.5, 0.8)])

#: Each broadside bears up to 45 degrees either side of the beam, both limits included [FIRE, APM-07a].
BROADSIDES: dict[Side, Arc] = {"S": Arc("S", 45, 135, Closed.BOTH), "P": Arc("P", 225, 315, Closed.BOTH)}
#: The broadsides' arcs under each option of reading ``fire_arc``: 45 or 22.5 degrees either side of the beam.
ARCS: dict[str, dict[Side, Arc]] = {
    "45": BROADSIDES,
    "22.5": {"S": Arc("S", 67.5, 112.5, Closed.BOTH), "P": Arc("P", 247.5, 292.5, Closed.BOTH)},
}
RAKE_RANGE = 12.0
#: (inches, lowest die that hits) for each range band [RANGES & COMBAT CHARTS, APM-09].
BANDS: tuple[tuple[float, int], ...] = ((8.0, 4), (16.0, 5), (24.0, 6))
MAX_RANGE = BANDS[-1][0]


@dataclass(frozen=True)
class Ship:
    """One ship: name, side (1 or 2), pose of its mainmast, gun count, chart and damage, and its flags.

    ``fired`` holds the broadsides (``"P"``, ``"S"``) already fired once, so their next fire
    is no longer an initial broadside [TOSS DOUBLE DICE FOR, APM-08]; ``struck_to`` is the
    side it surrendered to [CLARIFICATION, APM-15]; ``locked_with`` names the ships it has
    fallen aboard [FALLING ABOARD, APM-04b]. ``battery`` makes it a shore battery: it never
    moves, has no masts, cannot fall aboard nor be boarded; with ``hot_shot`` it fires
    red-hot shot [SHORE BATTERIES, APM-15c] (reading ``battery_arc``).

    Only the 1st Rate chart is printed [SHIP TYPES AND TRACKING CHARTS, APM-16f], so an
    omitted ``chart`` means that one and is refused for fewer than 100 guns: the chart of
    a lesser rate depends on reading ``lesser_rate_charts``, which :meth:`of` applies.
    """

    name: str
    side: Literal[1, 2]
    pose: Pose
    guns: int = 100
    chart: Chart = _OMITTED
    damage: Damage = field(default_factory=Damage)
    nation: str = "GB"
    fired: frozenset[Side] = frozenset()
    anchored: bool = False
    independent: bool = False
    struck_to: int | None = None
    locked_with: frozenset[str] = frozenset()
    leaving: bool = False
    battery: bool = False
    hot_shot: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.fullmatch(self.name):
            raise InvalidInputError(
                "ship name", self.name, "1 to 60 characters without '=', '|' or ',' nor outer spaces"
            )
        if self.side not in (1, 2):
            raise InvalidInputError("side", self.side, "1 or 2")
        if not isinstance(self.nation, str) or not _NATION.fullmatch(self.nation):
            raise InvalidInputError("nation", self.nation, "two or three capital letters (GB, FR, ESP ...)")
        if isinstance(self.guns, bool) or not isinstance(self.guns, int) or not 1 <= self.guns <= 200:
            raise InvalidInputError("gun count", self.guns, "a whole number of guns from 1 to 200")
        if self.chart is _OMITTED:
            if self.guns < RATE_BANDS[0][1]:
                raise InvalidInputError(
                    "gun count without a chart",
                    self.guns,
                    f"{RATE_BANDS[0][1]} or more for the printed 1st Rate chart; below that give chart= "
                    "or build the ship with Ship.of(name, side, pose, guns, readings), which picks its chart",
                )
            object.__setattr__(self, "chart", FIRST_RATE)
        self.damage.check(self.chart)

    @classmethod
    def of(
        cls,
        name: str,
        side: Literal[1, 2],
        pose: Pose,
        guns: int = 100,
        readings: ReadingsLike | None = None,
        **kw: object,
    ) -> Ship:
        """A fresh ship whose chart comes from its gun count (``lesser_rate_charts`` for the smaller rates)."""
        chart, _ = chart_for(guns, readings)
        return cls(name, side, pose, guns, chart, **kw)  # type: ignore[arg-type]

    def with_(self, **changes: object) -> Ship:
        return replace(self, **changes)  # type: ignore[arg-type]

    @property
    def mainmast(self) -> Point:
        return self.pose.point

    @property
    def damaged(self) -> bool:
        return is_damaged(self.chart, self.damage)

    @property
    def dismasted(self) -> bool:
        return is_dismasted(self.chart, self.damage)

    @property
    def at_pumps(self) -> bool:
        return mans_pumps(self.chart, self.damage)

    @property
    def sunk(self) -> bool:
        return is_sunk(self.chart, self.damage)

    @property
    def english(self) -> bool:
        return self.nation == "GB"

    def guns_left(self, side: Side) -> int:
        return guns_left(self.chart, self.damage, side)


__all__ = ["ARCS", "BANDS", "BROADSIDES", "HULL", "MAX_RANGE", "RAKE_RANGE", "Ship"]
