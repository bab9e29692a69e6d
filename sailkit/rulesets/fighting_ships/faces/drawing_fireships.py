"""Fighting Ships' picture of a fireship [9.1.2]: her straight run, where it ends, and round that point the 2-inch
ring (ships inside test their Discipline) and the 6-inch ring (ships inside take a Damage token when she blows up);
the ships inside each ring framed in its colour. Registered for rulings of kind ``fireship`` (the desk's
``fireship`` question, :func:`~..fireships.course`, :func:`~..fireships.within`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shapely

from ....draw import primitives as p
from ....draw.style import BLOCKED, GHOST, HIGHLIGHT, PATH
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET
from .drawing_table import draw_ship, draw_ships, finish, open_sheet

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: The heat's ring (2 inches) and the blast's (6 inches) [9.1.2c, 9.1.2d]: colour and words for the key.
HEAT, BLAST = "#d95f02", "#b2182b"


def _ring(ship: Any, inches: float, bases: bool) -> Any:
    """The ground within ``inches`` of the fireship as her rings measure: round her mainmast, or her base."""
    centre = ship.base if bases else shapely.Point(ship.mainmast.x, ship.mainmast.y)
    return centre.buffer(inches, quad_segs=32)


@renderer(RULESET, "fireship")
def fireship_figure(ruling: Ruling) -> Figure:
    """A fireship's threat [9.1.2]: her start as a ghost and her run as an arrow to where she stops; the 2-inch ring
    tinted orange and the 6-inch ring outlined red round that place; the ships inside framed."""
    f = ruling.facts
    start = f["ship"]
    at = start.at(f["pose"]) if "pose" in f else start
    others = list(f.get("others", ()))
    bases = dict(ruling.readings).get("fireship_measure") == "bases"
    heat, blast = _ring(at, 2.0, bases), _ring(at, 6.0, bases)
    shown = [o for o in others if o.base.distance(blast) < 3.0]
    ax, _ = open_sheet(ruling, [blast, start.base, *[o.base for o in shown]], pad=1.5)
    p.area(ax, blast, color=BLAST, alpha=0.06, edge=BLAST, width=1.6, style="--", zorder=1.2, gid="blast-ring")
    p.area(ax, heat, color=HEAT, alpha=0.22, edge=HEAT, width=1.6, zorder=1.3, gid="heat-ring")
    keys = [
        p.Key("fill", HEAT, "within 2 in of where she stops: a Discipline test, failed, a Damage token"),
        p.Key("outline", BLAST, "within 6 in: a Damage token each when she blows up"),
    ]
    if at.pose != start.pose:
        draw_ship(ax, start, ghost=True, gid="start")
        p.route(ax, [start.mainmast, at.mainmast], color=PATH, width=2.2, zorder=3.5, gid="run")
        keys += [
            p.Key("arrow", PATH, f"her run: {f.get('inches', ruling.value) or 0:g} in, no turns of her own"),
            p.Key("outline", GHOST, "where she starts"),
        ]
    near = set(f.get("near", ())) | set(f.get("chances", {}))
    in_blast = set(f.get("blast", ())) - near
    draw_ships(ax, [at, *shown], highlight=[at.name, *sorted(near)])
    for o in shown:
        if o.name in in_blast:
            p.area(ax, o.base.buffer(0.2), color="none", edge=BLAST, width=1.8, zorder=4.4, gid=f"blast-{o.name}")
    keys.append(p.Key("frame", HIGHLIGHT, f"{at.name} and the ships within 2 in"))
    if in_blast:
        keys.append(p.Key("frame", BLOCKED, "ships within the blast only"))
    return finish(ax, ruling, keys, [at, *shown])


__all__ = ["fireship_figure"]
