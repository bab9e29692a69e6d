"""Line of sight [5.2]: a line from mainmast to mainmast that no other hull and no land crosses.

Only a ship's hull blocks, never her base or bowsprit (reading ``hull_outline`` says what part of a base is hull);
wreckage blocks or not by reading ``wreckage_sight`` (5.2 says it never does, 1.5.2h treats it as a ship). A line
that grazes a hull or a shore, touching without passing inside, is taken as crossing it: the text's "crosses" gives
no benefit to a shot threaded past a corner. How far ships can see at all, by day or night and in bad weather, is
:func:`visibility` [3.2.1]. Guns of 6 inches and more may fire over ships in the way, at a cost in dice (:func:`fired_over`) [5.2, 5.5.3.1].
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from ...geometry.board import format_real
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .electronics import ECM_SIGHT, read_ecm
from .guns import OVER_CALIBRE, armament_of
from .readings import RULINGS, chosen
from .ships import Ship, ShipClass

#: How far a ship can be seen in good weather by day [3.2.1], in inches.
VISIBILITY = 40.0
#: How far an MTB-sized craft or a surfaced submarine can be seen, the same way [3.2.1].
SMALL_VISIBILITY = 30.0


def small_target(cls: ShipClass) -> bool:
    """Whether a stat line is seen only at 30 inches [3.2.1]: an MTB-sized craft or a surfaced submarine."""
    return cls.hull_class == "mtb" or cls.submarine == "surfaced"


def visibility(*, bad_weather: bool = False, night: bool = False, ecm: int = 0, small: bool = False) -> Ruling:
    """How far ships can see [3.2.1]: 40 inches (30 for an MTB-sized craft or a surfaced submarine, ``small``); bad
    weather (fog, a squall) halves it, night counts as bad weather, and bad weather at night halves it again (40, 20,
    10 inches); then the flagship's ``ecm`` level adds 10 inches a level, never halved (ECM 1 in fog: 30 inches)
    [3.2.3]. The value is the range in inches."""
    ecm = read_ecm(ecm)
    reach = SMALL_VISIBILITY if small else VISIBILITY
    what = "an MTB-sized craft or a surfaced submarine is" if small else "ships are"
    steps = [Step("3.2.1", f"{what} seen {format_real(reach)} inches off by day in fair weather")]
    for why, applies in (("bad weather", bad_weather), ("night", night)):
        if applies:
            reach /= 2
            steps.append(Step("3.2.1", f"{why} halves it"))
    if ecm:
        reach += ECM_SIGHT * ecm
        steps.append(Step("3.2.1", f"the flagship's ECM {ecm} adds {format_real(ECM_SIGHT * ecm)} inches, unhalved"))
    return RULINGS(
        "how far can ships see",
        reach,
        steps,
        value=reach,
        measure="{} inches",
        kind="visibility",
    )


def fired_over(
    firer: Ship, names: Sequence[str], ships: Sequence[Ship], r: Mapping[str, str], steps: list[Step]
) -> tuple[tuple[str, ...], str | None]:
    """What ``firer``'s Guns of 6 inches or more fire over [5.2, 5.5.3.1 b], written into ``steps``: the names of
    what blocks her line, and the factor it costs, ``"over-smaller"`` (two dice a ten) for ships with a smaller hull
    than hers, ``"indirect"`` (three) once anything as big or bigger is in the way; ``None`` when nothing is fired
    over or something still blocks (reading ``fire_over``: land blocks unless ``ships-and-land``, ships as big or
    bigger block under ``smaller-only``). A Wreckage token that blocks counts as a smaller vessel. A ship is smaller
    when her hull on the table is (the bases of reading ``base_size``)."""
    arm = armament_of(firer.cls)
    if not names or not arm.at_least(OVER_CALIBRE):
        return (), None
    size = {s.name: s.build.hull.area for s in ships}
    own = firer.build.hull.area
    big = [n for n in names if n == "land" or (n != "wreckage" and size.get(n, own) >= own)]
    if ("land" in big and r["fire_over"] != "ships-and-land") or (big and r["fire_over"] == "smaller-only"):
        return (), None
    factor = "indirect" if big else "over-smaller"
    what = "indirectly over obstacles as big as she is or bigger" if big else "directly over smaller vessels"
    cost = "three" if big else "two"
    said = f"{firer.name}'s {arm} fire {what} ({', '.join(names)}): {cost} dice a ten fewer [5.5.3.1]"
    steps.append(RULINGS.step("5.2", said, r, "fire_over"))
    return tuple(names), factor


def line_of_sight(
    firer: Ship,
    target: Ship,
    ships: Sequence[Ship] = (),
    *,
    land: Sequence[BaseGeometry] = (),
    wreckage: Sequence[BaseGeometry] = (),
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Whether ``firer`` sees ``target`` [5.2], past the other ``ships`` (the two themselves are skipped), ``land``
    polygons and ``wreckage`` tokens (polygons). Facts for a picture: ``segment`` (the line), ``blocking`` (the names
    of the ships in the way, ``"land"`` and ``"wreckage"``), ``blockers`` (their shapes), ``firer``, ``target``,
    ``ships``, ``land`` and ``wreckage`` (what was asked about)."""
    r = chosen(readings)
    line = LineString([firer.mainmast, target.mainmast])
    names: list[str] = []
    shapes: list[BaseGeometry] = []
    for ship in ships:
        if ship.name in (firer.name, target.name):
            continue
        if line.intersects(ship.hull):
            names.append(ship.name)
            shapes.append(ship.hull)
    for what, polygons in (("land", land), ("wreckage", wreckage)):
        if what == "wreckage" and r["wreckage_sight"] == "clear":
            continue
        hit = [p for p in polygons if line.intersects(p)]
        if hit:
            names.append(what)
            shapes.extend(hit)
    steps: list[Step] = [Step("5.2", f"a line from {firer.name}'s mainmast to {target.name}'s")]
    over, factor = fired_over(firer, names, ships, r, steps)
    if names and factor is None:
        steps.append(Step("5.2", f"it crosses {', '.join(names)}: no line of sight"))
    elif not names:
        steps.append(Step("5.2", "no other hull and no land lies across it"))
    keys: tuple[str, ...] = ("wreckage_sight",) if wreckage else ()
    keys += ("fire_over",) if over else ()
    used = [p for s in ships if s.name in names for p in s.build.read("hull_outline")][:1]
    if factor is not None:
        names = []
    return RULINGS(
        f"can {firer.name} see {target.name}",
        not names,
        steps,
        readings=r,
        keys=keys,
        also=tuple(used),
        kind="sight",
        gloss=("the line is clear" if not over else f"fired over {', '.join(over)}")
        if not names
        else f"blocked by {', '.join(names)}",
        facts={
            "over": over,
            "factor": factor,
            "segment": line,
            "blocking": tuple(names),
            "blockers": tuple(shapes),
            "firer": firer,
            "target": target,
            "ships": tuple(ships),
            "land": tuple(land),
            "wreckage": tuple(wreckage),
        },
    )


__all__ = ["SMALL_VISIBILITY", "VISIBILITY", "fired_over", "line_of_sight", "small_target", "visibility"]
