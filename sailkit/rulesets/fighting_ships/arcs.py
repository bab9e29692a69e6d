"""Gunnery arcs [5.4] and raking [5.5.5]: which arcs of a ship hold another ship's mainmast.

The broadside arcs run out from the base's side between lines square to the keel from the bow and stern corners
[5.4a]; the chaser arcs run out ahead and astern between lines along the keel from the two bow (or stern) corners
[5.4b]. The squares of a base's corners leave four corner sectors in no arc. A few ships have flexible mounts: their
lines are drawn 30 degrees off the corners instead (reading ``flexible_arc``: off the keel, so that the four arcs
share the sea; or off the square lines). The bow, stern, port and starboard arcs are half-planes through the
mainmast [5.4c-f]. A target is in an arc when its mainmast is, lines included [5.4].

Each arc is made as the intersection of half-planes in ship-local inches (:func:`arc_shape`), so the same shape
answers membership and draws the picture. A raking shot is one from inside the target's bow or stern chaser arc
[5.5.5], never at long range (:func:`rake`).
"""

from __future__ import annotations

import math
from enum import StrEnum
from functools import lru_cache

from shapely import affinity
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon, box
from shapely.geometry.base import BaseGeometry

from ...geometry.board import YAxis, vector
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .readings import RULINGS, chosen
from .ships import Build, Ship

#: How close to an arc's line a mainmast counts as on it (and so in the arc), in inches.
ON_LINE = 1e-9
#: How far out a rake ruling draws the target's chaser arcs: the end of medium range, the farthest a rake reaches
#: [5.3, 5.5.5].
RAKE_REACH = 12.0


class ArcName(StrEnum):
    """The arcs of 5.4: the two broadsides and two chasers [5.4a, 5.4b], and the four half-planes [5.4c-f]."""

    PORT_BROADSIDE = "port broadside"
    STARBOARD_BROADSIDE = "starboard broadside"
    BOW_CHASER = "bow chaser"
    STERN_CHASER = "stern chaser"
    BOW = "bow"
    STERN = "stern"
    PORT = "port"
    STARBOARD = "starboard"


GUN_ARCS = (ArcName.PORT_BROADSIDE, ArcName.STARBOARD_BROADSIDE, ArcName.BOW_CHASER, ArcName.STERN_CHASER)
_CASE = {
    ArcName.PORT_BROADSIDE: "5.4a",
    ArcName.STARBOARD_BROADSIDE: "5.4a",
    ArcName.BOW_CHASER: "5.4b",
    ArcName.STERN_CHASER: "5.4b",
    ArcName.BOW: "5.4c",
    ArcName.STERN: "5.4d",
    ArcName.PORT: "5.4e",
    ArcName.STARBOARD: "5.4f",
}


def _side_of_ray(point: tuple[float, float], bearing: float, right: bool, reach: float) -> Polygon:
    """The half-plane to the right (or left) of a ray from ``point`` on a ship-local ``bearing``, ``reach`` deep."""
    dx, dy = vector(bearing, YAxis.NORTH)
    nx, ny = (dy, -dx) if right else (-dy, dx)  # the normal pointing into the half-plane
    px, py = point
    far = 4 * reach
    return Polygon(
        [
            (px - dx * far, py - dy * far),
            (px + dx * far, py + dy * far),
            (px + dx * far + nx * far, py + dy * far + ny * far),
            (px - dx * far + nx * far, py - dy * far + ny * far),
        ]
    )


def _clip(reach: float, *planes: tuple[tuple[float, float], float, bool]) -> Polygon:
    shape: BaseGeometry = box(-reach, -reach, reach, reach)
    for point, bearing, right in planes:
        shape = shape.intersection(_side_of_ray(point, bearing, right, reach))
    assert isinstance(shape, Polygon), shape.geom_type
    return shape


def arc_shape(
    build: Build,
    name: ArcName | str,
    *,
    flexible: bool = False,
    reach: float = 24.0,
    readings: ReadingsLike | None = None,
) -> Polygon:
    """An arc as a polygon in ship-local inches, out to ``reach`` inches from the mainmast either way [5.4]."""
    return _shape(build, ArcName(name), flexible, float(reach), chosen(readings)["flexible_arc"])


@lru_cache(maxsize=1024)
def _shape(build: Build, arc: ArcName, flexible: bool, reach: float, flexible_arc: str) -> Polygon:
    """:func:`arc_shape`, made once for each kind of base (shapes are immutable values, so one serves every ship)."""
    w, bow, stern = build.half_width, build.bow, build.stern
    if arc in (ArcName.BOW, ArcName.STERN, ArcName.PORT, ArcName.STARBOARD):
        bearing = {ArcName.BOW: 90.0, ArcName.STERN: 270.0, ArcName.PORT: 0.0, ArcName.STARBOARD: 180.0}[arc]
        return _clip(reach, ((0.0, 0.0), bearing, False))
    if arc in (ArcName.PORT_BROADSIDE, ArcName.STARBOARD_BROADSIDE):
        lines = (30.0, 150.0) if flexible_arc == "off-keel" else (60.0, 120.0)
        fore, aft = lines if flexible else (90.0, 90.0)
        shape = _clip(reach, ((w, 0.0), 0.0, True), ((w, bow), fore, True), ((w, stern), aft, False))
        return shape if arc is ArcName.STARBOARD_BROADSIDE else affinity.scale(shape, -1.0, 1.0, origin=(0.0, 0.0))
    slant = 30.0 if flexible else 0.0
    shape = _clip(reach, ((0.0, bow), 90.0, False), ((-w, bow), -slant, True), ((w, bow), slant, False))
    if arc is ArcName.BOW_CHASER:
        return shape
    return affinity.scale(shape, 1.0, -1.0, origin=(0.0, (bow + stern) / 2))


def _used(ship: Ship, readings: ReadingsLike | None) -> tuple[tuple[str, str], ...]:
    """The readings an arc of ``ship`` rests on: her base and mainmast, and the flexible lines if she has them."""
    pairs = ship.build.read("base_size", "mainmast_point")
    return pairs + ((("flexible_arc", chosen(readings)["flexible_arc"]),) if ship.flexible else ())


def arcs_holding(ship: Ship, point: tuple[float, float], readings: ReadingsLike | None = None) -> tuple[ArcName, ...]:
    """Every arc of ``ship`` holding a table point, lines included [5.4], in :class:`ArcName` order."""
    local = ship.pose.to_local(point)
    # the shapes reach past the point; a power of two, so a handful of cached shapes serve every distance
    reach = 2.0 ** math.ceil(math.log2(2 * abs(complex(*local)) + ship.build.length + 1.0))
    probe = ShapelyPoint(local)
    flexible_arc = chosen(readings)["flexible_arc"]
    return tuple(
        a for a in ArcName if _shape(ship.build, a, ship.flexible, reach, flexible_arc).distance(probe) <= ON_LINE
    )


def in_arc(
    firer: Ship,
    target: Ship,
    arc: ArcName | str | None = None,
    *,
    reach: float = 20.0,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Which of ``firer``'s gun arcs hold ``target``'s mainmast [5.4]; with ``arc``, whether that one does.

    The verdict is the tuple of gun arcs holding it (empty: none bears), or True/False for the ``arc`` asked
    about. Facts for a picture: ``arcs`` (each gun arc as a polygon on the table, ``reach`` inches out),
    ``half_planes`` (the arcs of 5.4c-f holding it), ``mainmast`` (the target's), ``firer`` and ``target``.
    """
    held = arcs_holding(firer, target.mainmast, readings)
    guns = tuple(a for a in held if a in GUN_ARCS)
    lines = "flexible lines 30 degrees off the corners" if firer.flexible else "lines square off the base corners"
    steps: list[Step] = [Step("5.4", f"{target.name}'s mainmast is the point that must lie in an arc")]
    if guns:
        steps += [Step(_CASE[a], f"it lies in {firer.name}'s {a.value} arc ({lines})") for a in guns]
    else:
        steps.append(Step("5.4a", f"it lies in none of {firer.name}'s broadside or chaser arcs ({lines})"))
    halves = tuple(a for a in held if a not in GUN_ARCS)
    steps.append(Step("5.4c", f"half-planes: {', '.join(a.value for a in halves) or 'on both lines'}"))
    verdict: object = guns
    if arc is not None:
        verdict = ArcName(arc) in held
    polygons = {
        a: firer.pose.place(arc_shape(firer.build, a, flexible=firer.flexible, reach=reach, readings=readings))
        for a in GUN_ARCS
    }
    return RULINGS(
        f"which arcs of {firer.name} bear on {target.name}"
        if arc is None
        else f"is {target.name} in {firer.name}'s {ArcName(arc).value} arc",
        verdict,
        steps,
        also=_used(firer, readings),
        kind="arcs",
        facts={
            "arcs": polygons,
            "half_planes": halves,
            "mainmast": target.mainmast,
            "held": held,
            "firer": firer,
            "target": target,
        },
    )


def rake(firer: Ship, target: Ship, band: str | None = None, readings: ReadingsLike | None = None) -> Ruling:
    """Whether ``firer`` makes a raking shot at ``target`` [5.5.5]: her mainmast lies in the target's bow or stern
    chaser arc, and the range band (``band``, as :func:`.ranges.gunnery_range` names it) is not long. Facts for a
    picture: ``chaser`` (the arc she lies in, or ``None``), ``chasers`` (the target's two chaser arcs as polygons,
    out to the end of medium range), ``firer``, ``target`` and ``band``."""
    held = arcs_holding(target, firer.mainmast, readings)
    chaser = next((a for a in held if a in (ArcName.BOW_CHASER, ArcName.STERN_CHASER)), None)
    steps = [
        Step(
            "5.5.5",
            f"{firer.name}'s mainmast lies in {target.name}'s {chaser.value} arc"
            if chaser
            else f"{firer.name}'s mainmast lies in neither of {target.name}'s chaser arcs",
        )
    ]
    raking = chaser is not None
    gloss = f"a raking shot from the {chaser.value} arc" if chaser else "not in a chaser arc"
    if chaser and band is not None and band not in ("short", "medium"):
        steps.append(Step("5.5.5", f"but no rake at {band} range"))
        raking, gloss = False, f"in the {chaser.value} arc, but no rake at {band} range"
    return RULINGS(
        f"does {firer.name} rake {target.name}",
        raking,
        steps,
        also=_used(target, readings),
        kind="rake",
        gloss=gloss,
        facts={
            "chaser": chaser,
            "firer": firer,
            "target": target,
            "band": band,
            "chasers": {
                a: target.pose.place(
                    arc_shape(target.build, a, flexible=target.flexible, reach=RAKE_REACH, readings=readings)
                )
                for a in (ArcName.BOW_CHASER, ArcName.STERN_CHASER)
            },
        },
    )


__all__ = ["GUN_ARCS", "ON_LINE", "RAKE_REACH", "ArcName", "arc_shape", "arcs_holding", "in_arc", "rake"]
