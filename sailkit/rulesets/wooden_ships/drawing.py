"""Drawing Wooden Ships & Iron Men: positions, fields of fire, orders carried out, and the renderers for its rulings.

Built on :mod:`sailkit.draw.hexes`; imported only when something is drawn. Each
``draw_*`` function draws on a given ``ax`` (a new figure when ``ax`` is None) and
returns its artists; the renderers registered with :func:`sailkit.figures.renderer`
turn a ruling into a figure.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import matplotlib.pyplot as plt
from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure

from ...draw.hexes import draw_arrow, draw_counter, draw_hexes, draw_path, hex_frame, label_hexes
from ...figures import renderer
from ...geometry.hexes import Hex, HexGrid, TwoHexShip, within
from ...rulings import Ruling
from .fields import Broadside, field_hexes, play
from .state import Position

SIDE_COLOURS = ("#2b6cb0", "#c53030", "#2f855a", "#b7791f")
STRUCK = "#8a8f94"
#: fields 1-5 of the Advanced Game, and the Basic play
FIELD_COLOURS = {1: "#f6ad55", 2: "#fbd38d", 3: "#fbd38d", 4: "#c6f6d5", 5: "#bee3f8"}
PLAY_COLOUR = "#fefcbf"


def _ax(ax: Axes | None, size: tuple[float, float] = (6.0, 6.0)) -> Axes:
    if ax is not None:
        return ax
    fig = plt.figure(figsize=size)
    return fig.add_subplot()


def draw_fields(
    ax: Axes,
    ship: TwoHexShip,
    side: Broadside,
    five: bool = False,
    reach: int = 10,
    numbers: bool = True,
    limit: set[Hex] | None = None,
) -> list[Artist]:
    """One broadside's play [11.1.1] (``five=False``) or its five fields [24.1.1], shaded, out to ``reach`` rows.

    ``limit``: draw only these hexes (the window shown)."""
    out: list[Artist] = []
    if not five:
        hexes = sorted(h for h in play(ship, side, reach) if limit is None or h in limit)
        return draw_hexes(ax, hexes, facecolor=PLAY_COLOUR, edgecolor="#d6bc6a", zorder=1.5)
    for n in range(1, 6):
        hexes = sorted(h for h in field_hexes(ship, side, n, reach) if limit is None or h in limit)
        out += draw_hexes(ax, hexes, facecolor=FIELD_COLOURS[n], edgecolor="#c8a96a", zorder=1.5)
        if numbers:
            for h in hexes:
                x, y = h.center
                out.append(
                    ax.text(
                        x,
                        y + 0.18,
                        str(n),
                        ha="center",
                        va="center",
                        fontsize=6,
                        color="#744210",
                        zorder=2,
                        clip_on=True,
                    )
                )
    return out


def _window(ships: Iterable[TwoHexShip], margin: int) -> list[Hex]:
    around: set[Hex] = set()
    for s in ships:
        for h in s.hexes:
            around.update(within(h, margin))
    return sorted(around)


def draw_position(
    position: Position,
    grid: HexGrid | None = None,
    ax: Axes | None = None,
    *,
    margin: int = 3,
    fields_of: str | None = None,
    five: bool = False,
    names: bool = True,
) -> list[Artist]:
    """Every ship as a two-hex counter on numbered hexes, with the wind, fouled and grappled pairs [2.2, 2.31].

    ``fields_of`` shades that ship's two broadsides' play (or five fields with ``five``).
    """
    ax = _ax(ax)
    counters = [s.counter for s in position.ships]
    hexes = [h for h in _window(counters, margin) if grid is None or h in grid]
    hex_frame(ax, hexes)
    out = draw_hexes(ax, hexes, facecolor="white")
    if fields_of:
        ship = position.ship(fields_of)
        for side in Broadside:
            out += draw_fields(ax, ship.counter, side, five, reach=10, numbers=five, limit=set(hexes))
    if grid is not None and names:
        out += label_hexes(ax, grid, hexes)
    sides = position.sides
    for s in position.ships:
        colour = SIDE_COLOURS[sides.index(s.side) % len(SIDE_COLOURS)] if s.status.fights else STRUCK
        out += draw_counter(ax, s.counter, colour, s.name[:9], size=5)
    for a, b in [*position.fouled, *position.grappled]:
        pa, pb = position.ship(a).counter, position.ship(b).counter
        out += draw_path(ax, [pa.bow.center, pb.bow.center], color="#805ad5", style=":", width=2)
    x0, x1 = ax.get_xlim()
    y1, y0 = ax.get_ylim()
    out += draw_arrow(
        ax, (x0 + 1.0, y0 + 1.2), position.wind.direction, length=1.2, label=f"wind {position.wind.direction.number}"
    )
    ax.set_title(f"turn {position.turn}", fontsize=9)
    return out


def position_figure(position: Position, grid: HexGrid | None = None, **kw: object) -> Figure:
    fig, ax = plt.subplots(figsize=(7, 6))
    draw_position(position, grid, ax, **kw)  # type: ignore[arg-type]
    fig.tight_layout()
    return fig


# ---- renderers for rulings ----


def _figure_around(counters: Sequence[TwoHexShip], margin: int, size: tuple[float, float]) -> tuple[Figure, Axes]:
    """A new figure framed on the hexes within ``margin`` of ``counters``, drawn as a white sea of hexes."""
    fig, ax = plt.subplots(figsize=size)
    hexes = _window(counters, margin)
    hex_frame(ax, hexes)
    draw_hexes(ax, hexes, facecolor="white")
    return fig, ax


@renderer("wooden_ships", "targets")
def targets_figure(ruling: Ruling) -> Figure:
    """The firer's play, every object in it, and the verdict of the closest-target rule [11.1.4]."""
    f = ruling.facts
    firer: TwoHexShip = f["counter"]
    side = Broadside(f["side"])
    others: Sequence = f.get("others", ())
    fig, ax = _figure_around([firer, *(TwoHexShip(o.hexes[0], firer.facing) for o in others)], 2, (6, 6))
    draw_fields(ax, firer, side, reach=10)
    draw_counter(ax, firer, SIDE_COLOURS[0], f["firer"][:10])
    kinds = {"enemy": SIDE_COLOURS[1], "friend": SIDE_COLOURS[0], "struck": STRUCK, "land": "#9c7a4f"}
    for o in others:
        colour = kinds[o.kind.value]
        if len(o.hexes) == 2:
            a, b = o.hexes
            facing = b.direction_to(a)
            if facing is not None:
                draw_counter(ax, TwoHexShip(a, facing), colour, o.name[:10])
                continue
        draw_hexes(ax, o.hexes, facecolor=colour, edgecolor=colour, zorder=3)
    ax.set_title(f"{f['firer']} {side.value} broadside: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


@renderer("wooden_ships", "movement")
def movement_figure(ruling: Ruling) -> Figure:
    """A written order carried out step by step: the track of the bow, and where it stopped [7.2.7]."""
    f = ruling.facts
    start: TwoHexShip = f["start"]
    path: Sequence[TwoHexShip] = f.get("path", ())
    fig, ax = _figure_around([start, *path], 2, (5, 5))
    draw_counter(ax, start, STRUCK, "start", alpha=0.6)
    if path:
        draw_path(ax, [start.bow.center, *(c.bow.center for c in path)])
        draw_counter(ax, path[-1], SIDE_COLOURS[0], f["done"])
    if "wind" in f:
        x0, _ = ax.get_xlim()
        y1, y0 = ax.get_ylim()
        draw_arrow(ax, (x0 + 0.8, y0 + 1.0), f["wind"], length=1.0, label="wind")
    ax.set_title(f"order {f['written']}: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


@renderer("wooden_ships", "fire")
def fire_figure(ruling: Ruling) -> Figure:
    """Firer and target, the firer's broadside play, and the Hit Table read [11.2]."""
    f = ruling.facts
    firer: TwoHexShip = f["firer_counter"]
    target: TwoHexShip = f["target_counter"]
    fig, ax = _figure_around([firer, target], 2, (5, 5))
    draw_fields(ax, firer, Broadside(f["side"]), reach=f["range"] + 2)
    draw_counter(ax, firer, SIDE_COLOURS[0], f["firer"][:10])
    draw_counter(ax, target, SIDE_COLOURS[1], f["target"][:10])
    rake = ", a rake" if f.get("rake") else ""
    ax.set_title(f"range {f['range']}, {f['guns']} guns{rake}: {ruling.verdict}", fontsize=9)
    fig.tight_layout()
    return fig


__all__ = ["draw_fields", "draw_position", "fire_figure", "movement_figure", "position_figure", "targets_figure"]
