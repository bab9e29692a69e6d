"""Smoke screens [9.1.6]: counters laid along a ship's track that count as fog for two Game-Turns.

From about 1900 a ship may lay smoke: counters along the track she moved this Game-Turn, one a stretch of the track,
each as wide as her base [9.1.6]. Smoke does not drift with the wind, may not be laid in a gale or a squall, and is
gone two Game-Turns after it was laid unless laid again. While it stands it is fog for every purpose [9.1.6, 1.5.2d]:
a ship whose base touches it fires and is fired on at short range only (medium too with ECM 1 or more), and it halves
sight as bad weather does [3.2.1]. Firing through it costs two dice a ten [5.5.3.1 a] (the ``smoke`` factor).

A counter is a piece of the position: :class:`Smoke` is its rectangle on the table (ship-track stretches are
turned into rectangles along the heading) and the Game-Turn it was laid.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ...errors import IllegalActionError, InvalidInputError
from ...geometry.table import Point
from ...rulings import Ruling, Step
from ...wording import plural
from .gale_bans import refuse_in_gale
from .readings import RULINGS
from .ships import Ship
from .wind import Weather

#: The Game-Turns a smoke counter stands, counting the one it is laid in [9.1.6].
SMOKE_TURNS = 2
#: The eras that may lay smoke: from about 1900 [9.1.6].
SMOKE_ERAS = ("world-wars", "post-war")


@dataclass(frozen=True)
class Smoke:
    """One smoke counter [9.1.6]: the stretch of track it covers (``start`` to ``end``, a table point each), its
    ``width`` in inches and the Game-Turn it was ``laid``."""

    start: Point
    end: Point
    width: float
    laid: int

    def __post_init__(self) -> None:
        if not (isinstance(self.width, int | float) and 0 < self.width <= 12):
            raise InvalidInputError("smoke width", self.width, "inches, above 0 and at most 12")
        if isinstance(self.laid, bool) or not isinstance(self.laid, int) or self.laid < 1:
            raise InvalidInputError("Game-Turn the smoke was laid", self.laid, "a Game-Turn, 1 or more")

    @property
    def shape(self) -> BaseGeometry:
        """The counter on the table: the stretch of track widened to ``width``."""
        line = LineString([self.start, self.end])
        if line.length == 0:
            return Polygon(LineString([self.start, self.start]).buffer(self.width / 2, cap_style="square"))
        return line.buffer(self.width / 2, cap_style="flat")

    def standing(self, turn: int) -> bool:
        """Whether the counter is still up in Game-Turn ``turn`` [9.1.6]: laid this Game-Turn or the one before."""
        return self.laid <= turn < self.laid + SMOKE_TURNS


def lay_smoke(
    ship: Ship, track: Sequence[Point], turn: int, *, weather: Weather | str = Weather.BLOWING, squall: bool = False
) -> Ruling:
    """The counters ``ship`` lays along the ``track`` she moved in Game-Turn ``turn`` [9.1.6]: one a stretch, as
    wide as her base. Refused in a gale or from a ship in a squall (``squall``), and for a ship of an era before
    smoke, naming the case. The verdict is the tuple of :class:`Smoke` counters."""
    refuse_in_gale("smoke", weather, in_squall=squall)
    era = ship.cls.era
    if era not in SMOKE_ERAS:
        raise IllegalActionError(f"{ship.name} is of the {era} era: smoke screens are laid from about 1900", "9.1.6")
    points = [tuple(map(float, p)) for p in track]
    if len(points) < 2:
        raise InvalidInputError("track", list(track), "two or more table points: where the ship moved")
    width = ship.build.width
    laid = tuple(Smoke(a, b, width, turn) for a, b in zip(points, points[1:], strict=False))  # type: ignore[arg-type]
    steps = [
        Step("9.1.6", f"{ship.name} lays {plural(len(laid), 'smoke counter')} along her track, {width:g} inches wide"),
        Step("9.1.6", f"they stand until the end of Game-Turn {turn + SMOKE_TURNS - 1} unless laid again"),
    ]
    return RULINGS(
        f"{ship.name} lays smoke",
        laid,
        steps,
        kind="smoke",
        facts={"smoke": laid, "shapes": tuple(s.shape for s in laid), "ships": (ship,), "firer": ship},
    )


def standing(smoke: Sequence[Smoke], turn: int) -> tuple[Smoke, ...]:
    """The counters of ``smoke`` still up in Game-Turn ``turn`` [9.1.6]."""
    return tuple(s for s in smoke if s.standing(turn))


def as_fog(smoke: Sequence[Smoke], turn: int) -> list[BaseGeometry]:
    """The standing counters as fog banks, for the fog rules of targets and sight [9.1.6, 1.5.2d]."""
    return [s.shape for s in standing(smoke, turn)]


def through_smoke(firer: Ship, target: Ship, smoke: Sequence[Smoke], turn: int) -> Ruling:
    """Whether ``firer`` fires at ``target`` through smoke [5.5.3.1 a, 9.1.6]: the line between their mainmasts
    crosses a standing counter. True brings the ``smoke`` factor (two dice a ten)."""
    line = LineString([firer.mainmast, target.mainmast])
    crossed = [s for s in standing(smoke, turn) if line.intersects(s.shape)]
    said = (
        f"the line of fire crosses {plural(len(crossed), 'smoke counter')}: two dice a ten fewer"
        if crossed
        else "no standing smoke lies across the line of fire"
    )
    return RULINGS(
        f"does {firer.name} fire at {target.name} through smoke",
        bool(crossed),
        [Step("5.5.3.1", said)],
        kind="smoke",
        facts={
            "smoke": tuple(crossed),
            "shapes": tuple(s.shape for s in standing(smoke, turn)),
            "segment": line,
            "firer": firer,
            "target": target,
            "ships": (firer, target),
        },
    )


__all__ = ["SMOKE_ERAS", "SMOKE_TURNS", "Smoke", "as_fog", "lay_smoke", "standing", "through_smoke"]
