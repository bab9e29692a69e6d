"""Fighting Ships' pictures of steamships and oared ships on the move [4.1.2-4.1.4]: a plan of runs and turns, and
every end of a move, on the table sheet. The rules put the ship, her path and her ends in the ruling's facts
(:mod:`..steam`); these draw them as the sailing pictures do (:mod:`.drawing_sailing`), without the wind."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shapely

from ....draw import primitives as p
from ....draw.style import END, HIGHLIGHT
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET
from .drawing_sailing import draw_plan
from .drawing_table import draw_ships, finish, open_sheet

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure


@renderer(RULESET, "steam")
def steam_figure(ruling: Ruling) -> Figure:
    """A plan of runs and turns under steam or oars [4.1.2]: the ship where she started as a ghost, her mainmast's
    way, a tick at the end of each run, and the ship where she ends; a refused plan shows her where she stands."""
    ax, keys = draw_plan(ruling, "run")
    keys.append(p.Key("frame", HIGHLIGHT, "where she ends" if ruling.verdict else "she stays: the plan is refused"))
    return finish(ax, ruling, keys, [ruling.facts["ship"]])


@renderer(RULESET, "steam-ends")
def steam_ends_figure(ruling: Ruling) -> Figure:
    """How far she can move [4.1.2]: a dot with a heading tick at each end of the plans tried, her start framed."""
    f = ruling.facts
    ship = f["ship"]
    ends = [q for q in f["ends"] if (round(q.x, 6), round(q.y, 6)) != (round(ship.pose.x, 6), round(ship.pose.y, 6))]
    reach = shapely.MultiPoint([(q.x, q.y) for q in ends] or [(ship.pose.x, ship.pose.y)]).buffer(1.5)
    ax, _ = open_sheet(ruling, [ship.base, reach], pad=2.0)
    draw_ships(ax, [ship], highlight=[ship.name], taken=[reach])
    p.marker(ax, [(q.x, q.y) for q in ends], kind="dot", size=0.42, color=END, zorder=5, gid="end")
    for q in ends:
        p.heading_arrow(ax, (q.x, q.y), q.heading, start=0.22, length=0.75, color=END, width=0.09, zorder=4.9)
    speed = f["speed"]
    keys = [
        p.Key("dot", END, f"an end of a plan: {len(ends)}, a tick for her heading there"),
        p.Key("frame", HIGHLIGHT, f"{ship.name} where she starts"),
    ]
    more = f"{speed.least:g} to {speed.most:g} inches ahead, {speed.astern:g} astern"
    return finish(ax, ruling, keys, [ship], more=more)


__all__ = ["steam_ends_figure", "steam_figure"]
