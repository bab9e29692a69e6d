"""Line of sight [5.2]: a line from mainmast to mainmast that no other hull and no land crosses.

Only a ship's hull blocks, never her base or bowsprit (reading ``hull_outline`` says what part of a base is hull);
wreckage blocks or not by reading ``wreckage_sight`` (5.2 says it never does, 1.5.2h treats it as a ship). A line
that grazes a hull or a shore, touching without passing inside, is taken as crossing it: the text's "crosses" gives
no benefit to a shot threaded past a corner. How far ships can see at all, by day or night and in bad weather, is
:func:`visibility` [3.2.1]. Guns of 6 inches and more firing over small ships belong to later eras.
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import LineString
from shapely.geometry.base import BaseGeometry

from ...geometry.board import format_real
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .readings import RULINGS, chosen
from .ships import Ship

#: How far a ship can be seen in good weather by day [3.2.1], in inches.
VISIBILITY = 40.0


def visibility(*, bad_weather: bool = False, night: bool = False) -> Ruling:
    """How far ships can see [3.2.1]: 40 inches; bad weather (fog, a squall) halves it, night counts as bad weather,
    and bad weather at night halves it again (40, 20, 10 inches). The value is the range in inches."""
    reach = VISIBILITY
    steps = [Step("3.2.1", f"ships are seen {format_real(reach)} inches off by day in fair weather")]
    for why, applies in (("bad weather", bad_weather), ("night", night)):
        if applies:
            reach /= 2
            steps.append(Step("3.2.1", f"{why} halves it"))
    return RULINGS(
        "how far can ships see",
        reach,
        steps,
        value=reach,
        measure="{} inches",
        kind="visibility",
    )


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
    if names:
        steps.append(Step("5.2", f"it crosses {', '.join(names)}: no line of sight"))
    else:
        steps.append(Step("5.2", "no other hull and no land lies across it"))
    keys = ("wreckage_sight",) if wreckage else ()
    used = [p for s in ships if s.name in names for p in s.build.read("hull_outline")][:1]
    return RULINGS(
        f"can {firer.name} see {target.name}",
        not names,
        steps,
        readings=r,
        keys=keys,
        also=tuple(used),
        kind="sight",
        gloss="the line is clear" if not names else f"blocked by {', '.join(names)}",
        facts={
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


__all__ = ["VISIBILITY", "line_of_sight", "visibility"]
