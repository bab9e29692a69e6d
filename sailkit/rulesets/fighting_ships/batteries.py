"""Shore batteries as pieces of the table [9.1.3]: forts a scenario sets on a shore, which never sail and fire in the
gunnery phase.

A battery is a :class:`~.notation.Vessel` of one of the three stat lines of 9.1.3 (``small-battery``,
``medium-battery``, ``large-battery``: Sailing 0), written in the position like a ship
(``Citadel=2 medium-battery 26,45@180 D0 A0``); its heading is the way it faces, and its base must lie wholly on a
shore (:func:`check_batteries`). What 9.1.3 changes, and where the engine asks:

- it never sails: it has no sailing points to roll [9.1.3, 4.1] (:func:`~.turn.sails_for`);
- it fires as a ship does [9.1.3], from the arc reading ``shore_battery_arc`` gives it (:func:`battery_bearing`), over its
  own shore (reading ``battery_sight``, :func:`sight_land`), hitting on 4+ and exploding on 6 at every range, raking
  when its measuring point lies in the target's chaser arc (:func:`.gunnery.pool`, ``shooter="battery"``);
- it has no bow or stern, so nothing rakes it (:func:`unraked`) [5.5.5];
- it takes hits as a ship, but ignores Anchor tokens, so one or two hits through do nothing; on its fourth Damage
  token it tests or is silenced (a struck ship's fate), on its fifth it is destroyed (a sunk ship's)
  (:func:`.damage.deck` and :class:`.damage.Afloat` with ``fort``) [9.1.3, 5.6.4].

A battery makes no damage control: that test follows a ship's move [5.6.3], and a battery never moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry.base import BaseGeometry

from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .arcs import ArcName, arc_shape, arcs_holding, in_arc
from .bombs import is_bomb
from .guns import armament_of
from .notation import Position
from .readings import RULINGS, chosen
from .seascape import shores
from .ships import Ship

#: The stat lines of shore batteries [9.1.3], smallest first.
BATTERIES = ("small-battery", "medium-battery", "large-battery")
#: The half-planes a battery's guns cover, by reading ``shore_battery_arc`` ("as-a-ship" uses a ship's gun arcs) [9.1.3].
BATTERY_ARCS = {"seaward": (ArcName.BOW,), "all-round": (ArcName.BOW, ArcName.STERN)}
#: What a ruling calls each half-plane of a battery's fire: the bow and stern half-planes through its measuring point.
FACES = {ArcName.BOW: "ahead of its face", ArcName.STERN: "behind its face"}


def is_battery(ship: Ship) -> bool:
    """Whether ``ship`` is a shore battery [9.1.3]."""
    return ship.cls.key in BATTERIES


def shooter_of(ship: Ship) -> str:
    """Who fires, as :func:`.gunnery.pool` names it: ``"battery"`` for a shore battery [9.1.3], ``"bomb"`` for a bomb
    vessel [9.1.4], ``"guns"`` for a ship whose main battery is Guns [5.3, 5.5.2], else ``"ship"``."""
    if is_battery(ship) or is_bomb(ship):
        return "battery" if is_battery(ship) else "bomb"
    return "guns" if armament_of(ship.cls).guns else "ship"


def check_batteries(position: Position) -> None:
    """Refuse a position with a battery whose base is not wholly on one of its shores [9.1.3]."""
    land = shores(position)
    for v in position.ships:
        if is_battery(v.ship) and not any(area.covers(v.ship.base) for area in land):
            expected = "a battery's base wholly on a stretch of shore (9.1.3)"
            raise InvalidInputError(f"place of {v.name}", str(v.ship.pose.point), expected)


def sight_land(
    firer: Ship, target: Ship, land: Sequence[BaseGeometry], readings: ReadingsLike | None = None
) -> tuple[list[BaseGeometry], list[Step]]:
    """The land that may block the line between ``firer`` and ``target`` [5.2]: all of it, save under reading
    ``battery_sight=own-shore-open`` the shore a battery among them stands on [9.1.3]; and the step saying so."""
    forts = [s for s in (firer, target) if is_battery(s)]
    if not forts or not land:
        return list(land), []
    r = chosen(readings)
    names = " and ".join(s.name for s in forts)
    if r["battery_sight"] == "land-blocks":
        return list(land), [RULINGS.step("9.1.3", f"land blocks the sight of {names} as a ship's", r, "battery_sight")]
    kept = [area for area in land if not any(area.intersects(s.base) for s in forts)]
    said = f"the shore under {names} does not block its own line"
    return kept, [RULINGS.step("9.1.3", said, r, "battery_sight")]


def battery_bearing(firer: Ship, target: Ship, *, reach: float = 20.0, readings: ReadingsLike | None = None) -> Ruling:
    """Whether shore battery ``firer``'s guns bear on ``target``'s mainmast [9.1.3, 5.4], by reading ``shore_battery_arc``:
    the half of the table ahead of its facing (``seaward``), every way (``all-round``) or a ship's gun arcs from its
    base (``as-a-ship``). The verdict is the tuple of arcs holding it, named as :data:`FACES` names them, or as a
    ship's (empty: none bears); the facts as :func:`.arcs.in_arc`'s."""
    r = chosen(readings)
    way = r["shore_battery_arc"]
    if way == "as-a-ship":
        ship_like = in_arc(firer, target, reach=reach, readings=r)
        step = RULINGS.step("9.1.3", f"{firer.name} bears as a ship, from its base's corners", r, "shore_battery_arc")
        return RULINGS(
            ship_like.question,
            ship_like.verdict,
            [step, *ship_like.steps],
            readings=r,
            keys=("shore_battery_arc",),
            also=ship_like.readings,
            kind="arcs",
            facts=dict(ship_like.facts),
        )
    arcs = BATTERY_ARCS[way]
    held = arcs_holding(firer, target.mainmast, r)
    bears = tuple(FACES[a] for a in arcs if a in held)
    where = "ahead of its facing" if way == "seaward" else "on any side"
    said = f"{target.name}'s mainmast lies {where}" if bears else f"{target.name}'s mainmast lies behind its facing"
    polygons = {FACES[a]: firer.pose.place(arc_shape(firer.build, a, reach=reach, readings=r)) for a in arcs}
    return RULINGS(
        f"do {firer.name}'s guns bear on {target.name}",
        bears,
        [RULINGS.step("9.1.3", f"{firer.name} is a shore battery: {said}", r, "shore_battery_arc")],
        readings=r,
        keys=("shore_battery_arc",),
        kind="arcs",
        gloss=f"its guns bear, {where}" if bears else "its guns do not bear",
        facts={
            "arcs": polygons,
            "half_planes": (),
            "mainmast": target.mainmast,
            "held": bears,
            "firer": firer,
            "target": target,
        },
    )


def battery_bears(ship: Ship, point: tuple[float, float], readings: ReadingsLike | None = None) -> bool:
    """Whether battery ``ship``'s guns bear on a table point (:func:`battery_bearing`'s verdict alone) [9.1.3]."""
    r = chosen(readings)
    held = arcs_holding(ship, point, r)
    arcs = BATTERY_ARCS.get(r["shore_battery_arc"])
    if arcs is None:
        return any(a in held for a in (ArcName.PORT_BROADSIDE, ArcName.STARBOARD_BROADSIDE, *_CHASERS))
    return any(a in held for a in arcs)


_CHASERS = (ArcName.BOW_CHASER, ArcName.STERN_CHASER)


def unraked(firer: Ship, target: Ship, band: str | None = None, readings: ReadingsLike | None = None) -> Ruling:
    """No shot rakes a shore battery: it has no bow or stern chaser arc to fire along [5.5.5, 9.1.3] (``readings``
    are taken as :func:`.arcs.rake` takes them, and none is consulted)."""
    step = Step("5.5.5", f"{target.name} is a shore battery, with no bow or stern to rake along: no rake")
    return RULINGS(
        f"does {firer.name} rake {target.name}",
        False,
        [step],
        kind="rake",
        gloss="a battery is never raked",
        facts={"chaser": None, "firer": firer, "target": target, "band": band, "chasers": {}},
    )


__all__ = [
    "BATTERIES",
    "BATTERY_ARCS",
    "FACES",
    "battery_bearing",
    "battery_bears",
    "check_batteries",
    "is_battery",
    "shooter_of",
    "sight_land",
    "unraked",
]
