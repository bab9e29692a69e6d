"""Fighting Ships' picture of a submarine hunt [7.1, 7.3, 7.4]: the hunter, her sonar's reach as a tinted disc, the
part her ASW weapons reach as a hatched sector, and the pack's counters as the hunter sees them (all alike, numbered),
those her sonar reaches framed. Registered for rulings of kind ``hunt`` (:func:`~..sub_hunt.hunt`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....draw import primitives as p
from ....draw.style import BLOCKED, HIGHLIGHT, INK
from ....renderers import renderer
from ....rulings import Ruling
from ....wording import plural
from .drawing_cards import RULESET
from .drawing_table import draw_ships, finish, open_sheet

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: The sonar's disc and the counters' grey.
SONAR, COUNTER = "#4c9bd6", "#5f6b75"


@renderer(RULESET, "hunt")
def hunt_figure(ruling: Ruling) -> Figure:
    """A hunt [7.3, 7.4]: the sonar disc tinted blue, the ASW sector hatched red, every counter a grey base with
    its number, framed amber when the sonar reaches it."""
    f = ruling.facts
    hunter, counters = f["hunter"], f["counters"]
    ax, _ = open_sheet(ruling, [f["sonar_zone"], hunter.base, *counters.values()], pad=1.0)
    p.area(ax, f["sonar_zone"], color=SONAR, alpha=0.12, edge=SONAR, width=1.4, zorder=1.2, gid="sonar")
    if not f["asw_zone"].is_empty:
        p.area(
            ax,
            f["asw_zone"],
            color="none",
            edge=BLOCKED,
            width=1.2,
            hatch="//",
            hatch_color=BLOCKED,
            zorder=1.3,
            gid="asw",
        )
    for label, shape in counters.items():
        reached = label in f["sonar"]
        p.area(
            ax,
            shape,
            color=COUNTER,
            alpha=0.85,
            edge=HIGHLIGHT if reached else INK,
            width=2.2 if reached else 0.8,
            zorder=3.8,
            gid=f"counter-{label}",
        )
        c = shape.centroid
        p.text(ax, (c.x, c.y), str(label), size=0.55, color="white", weight="bold", gid=f"counter-label-{label}")
    draw_ships(ax, [hunter], highlight=[hunter.name])
    keys = [
        p.Key("fill", SONAR, f"sonar: {f['reach']:g} in, 6 and 4 a level of ECM [7.3]"),
        p.Key("hatch", BLOCKED, f"ASW weapons ({f['fit']}): 6 in, in their arcs [7.4]"),
        p.Key("fill", COUNTER, "a submerged counter: the boat or a decoy, alike to the hunter [7.1]"),
        p.Key("frame", HIGHLIGHT, f"{plural(len(f['sonar']), 'counter')} in sonar reach and the hunter"),
    ]
    return finish(ax, ruling, keys, [hunter])


__all__ = ["hunt_figure"]
