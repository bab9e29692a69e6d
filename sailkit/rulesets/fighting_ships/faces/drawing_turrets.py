"""Fighting Ships' pictures of the steam eras on the open table: turret arcs and the dice trained into each
[5.4g, 5.4h], and smoke counters laid along a track [9.1.6].

A turret picture tints each half-plane given dice in its own colour, writes the dice in it and rings the target's
mainmast; a training with no ships (a stat line's options) is drawn as a card of its steps. Smoke is drawn as the
fog is, pale grey, with the line of fire across it when a shot is asked about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shapely.geometry import Point

from ....draw import primitives as p
from ....draw.style import BLIND, BLOCKED, CLEAR, HIGHLIGHT, INK, PORT, STARBOARD
from ....renderers import renderer
from ....rulings import Ruling
from .drawing_cards import RULESET, card_figure
from .drawing_table import CHASER, draw_ships, finish, line_between, open_sheet

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

#: Each turret arc's tint [5.4c-f]: the sides in the broadsides' colours, the ends in the chasers'.
TURRET_COLOURS = {"bow": CHASER, "stern": "#D55E00", "port": PORT, "starboard": STARBOARD}


@renderer(RULESET, "turrets")
def turrets_figure(ruling: Ruling) -> Figure:
    """A turreted ship's trained battery [5.4g, 5.4h]: each arc given dice tinted with its dice written in it, the
    ones holding the target's mainmast stronger, the mainmast ringed; with no ship, a card of the steps."""
    f = ruling.facts
    if "firer" not in f:
        return card_figure(ruling)
    firer, target = f["firer"], f["target"]
    ax, clip = open_sheet(ruling, [firer.base.buffer(5.0), target.base], pad=2.0)
    held = {getattr(a, "value", a) for a in f["arcs"]}
    keys: list[p.Key] = []
    for name, shape in f["shapes"].items():
        strong = name in held
        colour = TURRET_COLOURS[name]
        part = shape.intersection(clip)
        p.area(
            ax,
            part,
            color=colour,
            alpha=0.34 if strong else 0.12,
            edge=colour,
            width=1.4 if strong else 0.7,
            zorder=1.1,
            gid=f"turret-{name}",
        )
        dice = f["dice"][name]
        at = _label_point(firer, name)
        ax.text(
            at.x,
            at.y,
            f"{dice} dice",
            ha="center",
            va="center",
            fontsize=11,
            fontweight="bold",
            color=INK,
            zorder=4.2,
            gid=f"dice-{name}",
        )
        keys.append(p.Key("fill", colour, f"{firer.name}'s {name} arc: {dice} dice" + (" (bears)" if strong else "")))
    draw_ships(ax, [firer, target], highlight=[firer.name, target.name], taken=[])
    m = f["mainmast"]
    p.marker(ax, [(m.x, m.y)], kind="ring", size=0.9, color=INK, width=2.0, zorder=4.7, gid="point-asked")
    keys += [
        p.Key("ring", INK, f"{target.name}'s mainmast: the dice of every arc holding it bear"),
        p.Key("frame", HIGHLIGHT, "the two ships"),
    ]
    return finish(ax, ruling, keys, [firer, target])


#: Where an arc's dice are written, ship-local inches from her mainmast: ahead, astern, to port, to starboard.
LABEL_AT = {"bow": (0.0, 7.0), "stern": (0.0, -7.0), "port": (-4.0, 0.0), "starboard": (4.0, 0.0)}


def _label_point(firer: object, name: str) -> Point:
    """Where the dice of arc ``name`` are written: a little way out from the mainmast into the arc."""
    placed: Point = firer.pose.place(Point(LABEL_AT[name]))  # type: ignore[attr-defined]
    return placed


@renderer(RULESET, "smoke")
def smoke_figure(ruling: Ruling) -> Figure:
    """Smoke counters [9.1.6] as pale grey fog on the table, the ships asked about framed, and the line of fire across
    them when a shot is asked about (dashed red when it passes through smoke)."""
    f = ruling.facts
    ships = list(f["ships"])
    shapes = list(f["shapes"])
    ax, clip = open_sheet(ruling, [s.base for s in ships] + shapes, pad=3.0)
    p.area(
        ax,
        [s.intersection(clip) for s in shapes],
        color=BLIND,
        alpha=0.28,
        edge=BLIND,
        width=0.8,
        zorder=1.3,
        gid="smoke",
    )
    keys = [p.Key("fill", BLIND, "smoke: fog for two Game-Turns, fire at short range only [9.1.6, 1.5.2d]")]
    if "target" in f:
        firer, target = f["firer"], f["target"]
        line_between(ax, firer.mainmast, target.mainmast, not ruling.verdict, gid="line-of-fire")
        said = "the line of fire, through smoke: two dice a ten fewer" if ruling.verdict else "the line of fire, clear"
        keys.append(p.Key("dash", BLOCKED, said) if ruling.verdict else p.Key("arrow", CLEAR, said))
    draw_ships(ax, ships, highlight=[s.name for s in ships], taken=[])
    keys.append(p.Key("frame", HIGHLIGHT, "the ships asked about"))
    return finish(ax, ruling, keys, ships)


__all__ = ["TURRET_COLOURS", "smoke_figure", "turrets_figure"]
