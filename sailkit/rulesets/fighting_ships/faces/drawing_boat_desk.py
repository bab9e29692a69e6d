"""The desk's picture of what a boat counter may do [6.3] (the ``boats`` ruling of ``boat BOAT``): the table with the
boat framed, how far it rows ringed, and a dashed red line from every ship that may fire at it with her exact chance
of sinking it. Rule-free: it reads the ruling's facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shapely

from ....draw import primitives as p
from ....draw import table as tb
from ....draw.sheet import Sheet
from ....draw.style import BLOCKED, HIGHLIGHT, SMALLEST_POINTS
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_boats import drawn_boats
from .drawing_cards import RULESET
from .drawing_game import _strip, draw_position, table_bounds
from .drawing_table import side_key, steps_line, title_of

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


def boat_figure(ruling: Ruling) -> Figure:
    """The desk's ``boat BOAT``: the table with the boat framed, how far it rows ringed, and a dashed red line from
    every ship that may fire at it, with her exact chance of sinking it [6.3]."""
    facts = ruling.facts
    position, name = facts["position"], str(facts["boat"])
    boat = next(b for b in position.boats if b.name == name)
    at = (boat.point.x, boat.point.y)
    reach = shapely.Point(at).buffer(float(facts["reach"]), 64)
    ax = tb.sheet(table_bounds([position], [reach]), title_of(ruling), steps_line(ruling), **_strip(position))
    keys = draw_position(ax, position, highlight=(name, *facts.get("alongside", ())))
    p.area(ax, reach, color="none", edge=HIGHLIGHT, width=1.6, style="--", zorder=3.7, gid="reach")
    keys.append(p.Key("ring", HIGHLIGHT, "how far the boat rows in a Game-Turn [6.3]"))
    chances = facts.get("chances", {})
    for ship, chance in chances.items():
        v = next(v for v in position.ships if v.name == ship)
        mast = (v.ship.mainmast.x, v.ship.mainmast.y)
        p.line(ax, [mast, at], color=BLOCKED, width=1.8, style="--", zorder=4.6, gid=f"fire-{ship}")
        dx, dy = at[0] - mast[0], at[1] - mast[1]
        far = max((dx * dx + dy * dy) ** 0.5, 1e-9)
        past = (at[0] + 1.6 * dx / far, at[1] + 1.6 * dy / far)  # beyond the boat, clear of the ship's base
        p.text(
            ax,
            past,
            f"{float(chance):.0%}",
            size=tb.TEXT,
            min_points=SMALLEST_POINTS,
            color=BLOCKED,
            backing=True,
            zorder=6,
        )
    if chances:
        keys.append(p.Key("line", BLOCKED, "a ship that may fire at it: her chance of sinking it, one hit enough"))
    pieces = [v.ship for v in position.ships if v.fate != "off"] + drawn_boats(position)
    alt = ". ".join(x for x in (title_of(ruling), steps_line(ruling, 4)) if x) + "."
    return Sheet.close(ax, keys, alt, sides=side_key(pieces))


renderer(RULESET, "boats")(boat_figure)

__all__ = ["boat_figure"]
