"""Boat counters [6.3]: small counters that carry a crew and marines across the water, rowed 2 inches a Game-Turn.

A boat counter is a piece of the position beside the ships (:class:`Boat`): its name, side, where it lies, the
Boarding dice of the crew it carries and its marine counters [6.2]. It is a counter, not a model on a base: it is
measured from its own point to a ship's base edge [1.4], it meets no ship in a collision and blocks no line of
sight. What the rules say of it:

* it is rowed up to 2 inches a Game-Turn (a motor's 6 inches is for later eras) [6.3], or less when its scenario
  asks for stealth (Cut It Out's 1 inch, APP.2.3.2i);
* a ship lowers one instead of sailing, with one Boarding die of her crew and her marines aboard (reading
  ``boat_crew``: whether that die leaves her own crew) [6.3, 6.2];
* one hit of a salvo sinks it, with no Hull save, so the bonus dice of explosions can change nothing [6.3, 5.5.2];
* alongside an enemy ship (touching her base) its crew boards her as a ship's would, boats alongside the same ship
  pooling their dice, a marine counter adding two [6.1, 6.2]; a boat has no Damage token to take when it wins;
* it counts for nothing in its fleet's morale, sunk or not [6.3, APP.2.2.1].
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from fractions import Fraction

from shapely.geometry import Point as ShapelyPoint
from shapely.ops import nearest_points

from ...dice import format_chance
from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.board import format_real, measured
from ...geometry.table import Point
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from ...wording import plural
from .boarding import Boarder, boarding_odds
from .gunnery import HIT
from .readings import RULINGS, chosen
from .ships import Ship

#: Inches a rowed boat moves in a Game-Turn [6.3].
ROWED = 2.0
#: What can become of a boat: still on the water, sunk by a hit [6.3], its crew gone up the side of a ship it took
#: [6.1] (``aboard``), or beaten off and pulling away (``withdrawn``, reading ``cut_out_repulse``).
BOAT_FATES = ("afloat", "sunk", "aboard", "withdrawn")
#: The most Boarding dice of crew, or marine counters, a boat counter may carry.
MAX_LOAD = 9
_NAME = re.compile(r"[^\s=|,@](?:[^=|,@\n\r\t]{0,38}[^\s=|,@])?")


@dataclass(frozen=True)
class Boat:
    """A boat counter on the table [6.3]: ``crew`` Boarding dice and ``marines`` marine counters aboard [6.2], its
    fate one of :data:`BOAT_FATES`."""

    name: str
    side: int
    point: Point
    crew: int = 1
    marines: int = 0
    fate: str = "afloat"
    mother: str = ""  #: the ship that lowered it, whose crew rows it (reading ``boat_crew``) [6.3]

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or _NAME.fullmatch(self.name) is None:
            raise InvalidInputError("boat name", self.name, "1 to 40 characters, none of = | , @")
        if self.side not in (1, 2):
            raise InvalidInputError(f"side of {self.name}", self.side, "1 or 2")
        for what, value in (("crew dice", self.crew), ("marine counters", self.marines)):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_LOAD:
                raise InvalidInputError(f"{what} of {self.name}", value, f"a whole number from 0 to {MAX_LOAD}")
        if self.fate not in BOAT_FATES:
            raise UnknownChoiceError(f"fate of {self.name}", self.fate, BOAT_FATES)

    @property
    def afloat(self) -> bool:
        """On the water with its crew: it rows, boards and may be fired at."""
        return self.fate == "afloat"

    @property
    def fighting(self) -> bool:
        """Still in the game for its side (afloat), as a fighting ship is [6.3]."""
        return self.afloat

    @property
    def boarder(self) -> Boarder:
        """The boat's crew and marines as they fight a boarding action [6.1, 6.2]: never damaged (no tokens)."""
        return Boarder(self.name, self.crew, marines=self.marines)

    def at(self, point: Point) -> Boat:
        return replace(self, point=point)

    def with_(self, **changes: object) -> Boat:
        return replace(self, **changes)  # type: ignore[arg-type]


def gap(boat: Boat, ship: Ship) -> float:
    """Inches from the boat counter to the ship's base edge [1.4] (0 when it touches), as a rule compares it."""
    return measured(ship.base.distance(ShapelyPoint(boat.point)))


def alongside(boat: Boat, ship: Ship) -> bool:
    """Whether the boat lies alongside the ship: touching her base [6.1, 6.3]."""
    return gap(boat, ship) == 0.0


def row(boat: Boat, to: Ship | Point, pace: float = ROWED) -> Ruling:
    """The boat rowed up to ``pace`` inches [6.3] straight toward a point, or toward a ship until it lies alongside
    her base. The verdict is the boat where it ends; the value the inches rowed."""
    if isinstance(to, Ship):
        goal = nearest_points(to.base, ShapelyPoint(boat.point))[0]
        aim, what = Point(goal.x, goal.y), f"toward {to.name}"
    else:
        aim, what = to, f"toward {format_real(to.x)},{format_real(to.y)}"
    dx, dy = aim.x - boat.point.x, aim.y - boat.point.y
    far = (dx * dx + dy * dy) ** 0.5
    run = min(far, pace)
    end = aim if run >= far else Point(boat.point.x + dx * run / far, boat.point.y + dy * run / far)
    moved = boat.at(end)
    steps = [Step("6.3", f"{boat.name} is rowed {format_real(measured(run))} of its {format_real(pace)} inches {what}")]
    if isinstance(to, Ship) and alongside(moved, to):
        steps.append(Step("6.3", f"{boat.name} lies alongside {to.name}: her crew may board [6.1]"))
    return RULINGS(f"row {boat.name}", moved, steps, value=measured(run), facts={"boat": moved})


def lowered(ship: Ship, marines: int, name: str, readings: ReadingsLike | None = None) -> Ruling:
    """A boat lowered by ``ship`` beside her mainmast [6.3]: one Boarding die of her crew and her ``marines``
    [6.2]; the facts say how many Boarding dice the ship keeps (reading ``boat_crew``)."""
    r = chosen(readings)
    boat = Boat(name, ship.side, ship.mainmast, 1, marines, mother=ship.name)
    keeps = ship.cls.boarding - (1 if r["boat_crew"] == "from-her-crew" else 0)
    said = f"{ship.name} lowers {name} with one Boarding die of her crew"
    if marines:
        said += f" and {plural(marines, 'marine counter')}"
    steps = [
        Step("6.3", said),
        RULINGS.step(
            "6.3", f"{ship.name} fights on with {plural(keeps, 'Boarding die', 'Boarding dice')}", r, "boat_crew"
        ),
    ]
    return RULINGS("lower a boat", boat, steps, readings=r, facts={"boat": boat, "keeps": keeps})


def sinks(band: str, dice: tuple[int, ...], boat: str) -> Ruling:
    """A salvo at a boat from its Gunnery dice [6.3, 5.5.1]: one hit sinks it, no save; the verdict is whether it
    sank."""
    need = HIT[band]
    hits = sum(d >= need for d in dice)
    steps = [
        Step("5.5.1", f"{plural(len(dice), 'die', 'dice')} at {band} range hit on {need}+: {plural(hits, 'hit')}"),
        Step("6.3", f"{boat} " + ("sinks: one hit is enough and a boat has no save" if hits else "is missed")),
    ]
    return RULINGS(f"fire at {boat}", bool(hits), steps, value=hits)


def sink_odds(band: str, dice: int, boat: str = "the boat") -> Ruling:
    """The exact chance a salvo of ``dice`` Gunnery dice at ``band`` sinks a boat [6.3]: one less the chance that no
    die scores a hit (explosions score only on dice that already hit, so they change nothing) [5.5.1, 5.5.2]."""
    need = HIT[band]
    miss = Fraction(need - 1, 6) ** dice
    sunk = 1 - miss
    steps = [
        Step("5.5.1", f"{plural(dice, 'die', 'dice')} at {band} range each hit on {need}+"),
        Step("6.3", f"one hit sinks {boat}: 1 - ({need - 1}/6)^{dice} = {format_chance(sunk)}", sunk),
    ]
    return RULINGS(f"odds of sinking {boat}", format_chance(sunk), steps, value=sunk, kind="odds")


def boat_attack_odds(boats: list[Boat], defender: Boarder) -> Ruling:
    """The exact chance boats' crews take a ship by boarding [6.1, 6.3]: :func:`.boarding.boarding_odds` with each
    boat a boarder of its crew and marines."""
    ruled = boarding_odds([b.boarder for b in boats], defender)
    crews = ", ".join(b.name for b in boats)
    said = Step("6.3", f"{crews} {'board' if len(boats) > 1 else 'boards'} from the water: no Damage token to win")
    facts, kind = dict(ruled.facts), ruled.kind
    return RULINGS(ruled.question, ruled.verdict, [said, *ruled.steps], value=ruled.value, facts=facts, kind=kind)


__all__ = [
    "BOAT_FATES",
    "MAX_LOAD",
    "ROWED",
    "Boat",
    "alongside",
    "boat_attack_odds",
    "gap",
    "lowered",
    "row",
    "sink_odds",
    "sinks",
]
