"""Pictures of Fighting Sail positions: the map [2.1], wind [5.0], counters [2.22] and overlays.

Every ``draw_*`` function draws on a matplotlib ``ax`` you give it and returns the
artists it made (compute first, then draw), so pictures can be combined, restyled
or tested. :func:`draw_position` draws a whole :class:`~.state.Position` with
optional overlays: fields of fire and blind areas [9.31b, 9.35], a line of sight
with the squares that block it [9.31c], Range Points [9.31a] and movement paths
[7.0]. :func:`position_svg` turns a position into a deterministic SVG string; it is
what a notebook shows for a bare ``position`` (``Position._repr_svg_``).

Rulings draw themselves too: ``fire_diagram``, ``moves_diagram``, ``gauge_diagram``,
``strike_diagram``, ``sight_diagram`` and ``arc_diagram`` return zero-argument SVG
producers that the rule functions attach with ``Ruling.with_diagram``; nothing is
drawn until a notebook shows the ruling [9.31-9.35, 7.0, 7.21, 12.13]. Each has a
``*_figure`` twin returning the matplotlib Figure.

The map is drawn North up: row 01 at the top, columns growing eastward, so a
square ``CCRR`` [2.1] is read as column ``CC`` across and row ``RR`` down. Which map
edge is North is sailkit's convention, not a rule: the compass rose is lost (see the
table of conventions at the end of ``docs/readings.md``).

On an extended grid [15.0-MR] a picture grows past the printed map to show every ship
beyond it, and always keeps part of the printed map in view: the squares the players
drew themselves are tinted grey-blue, named ``COL:ROW``, and the printed map's edge is a
heavy line (gid ``printed-map-edge``). A very large window is drawn at a smaller scale
(at most :data:`MAX_FIGURE_INCHES` across), its square names left out when too small.

Colours (chosen from the Okabe-Ito colour-blind-safe palette, and never the only
cue: every counter also carries its name and two-letter code [2.21]):

* ``BR`` British: vermillion ``#D55E00``
* ``FR`` French: blue ``#0072B2``
* ``US`` United States: dark navy ``#1F2A6B`` (told from French blue by lightness)
* ``PA`` Panamanian: ochre ``#E69F00``
* port broadside field: reddish purple ``#CC79A7``; starboard: bluish green ``#009E73``;
  bow and stern blind areas: grey hatching.

matplotlib is imported only when one of these functions runs: ``import sailkit``
never loads it.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import InvalidInputError, UnknownChoiceError
from ...geometry.compass import Direction
from ...geometry.squares import Square, trace
from ...rulings import Ruling
from .board import COLUMNS, MAP, ROWS, coordinate, name, parse_square
from .fire.arcs import BLIND_ARCS, field_squares
from .fire.ranges import range_points
from .fire.sight import line_of_sight
from .readings import ReadingsLike, readings_for
from .ships import Counter
from .vocabulary import NATIONALITIES
from .wind import movement_allowance, point_of_sail

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    from .state import Position, ShipState

#: Nationality colours [2.21] (Okabe-Ito based, see the module docstring).
NATION_COLOURS: Mapping[str, str] = {"BR": "#D55E00", "FR": "#0072B2", "US": "#1F2A6B", "PA": "#E69F00"}
#: Shading of the four arcs around a ship [9.31b, 9.35].
ARC_COLOURS: Mapping[str, str] = {"port": "#CC79A7", "starboard": "#009E73", "bow": "#8a8a8a", "stern": "#8a8a8a"}
#: Colours of the five points of sail [5.22], slowest to fastest.
SAIL_COLOURS: Mapping[str, str] = {
    "taken aback": "#8a8a8a",
    "beating": "#E69F00",
    "beam reaching": "#56B4E9",
    "running": "#009E73",
    "broad reaching": "#0072B2",
}
CLEAR = "#1b7837"
BLOCKED = "#B2182B"
PATH_COLOURS = ("#4B0082", "#8C510A", "#01665E", "#762A83")

INCH_PER_SQUARE = 0.5  #: size of one map square in figures this module makes
MAX_FIGURE_INCHES = 30.0  #: the widest figure; a window of more than about 55 squares is drawn smaller to fit
EXTENSION_SEA = "#dde5ec"  #: squares beyond the printed map, drawn by the players [15.0-MR]
LEGEND_WIDTH = 4.2  #: squares of free space east of the map for compass, wind and key


def _draw() -> Any:
    """The generic helpers, imported on first use so ``import sailkit`` stays free of matplotlib."""
    from ... import draw

    return draw


def window_for(extent: Any, squares: Iterable[Square] = (), margin: int = 2) -> Any:
    """The rectangle of map squares to draw [2.1, 15.0-MR].

    ``"map"`` (or ``None``) is the whole 30 x 20 map; ``"ships"`` the squares around
    ``squares`` plus ``margin`` (at least 8 x 6, clipped to the map); a pair of square
    names is the rectangle they span; a :class:`sailkit.draw.Window` is used as is.
    Squares beyond the printed map (an extended grid) widen ``"map"`` and ``"ships"`` to
    show them, still taking in part of the printed map so its edge shows.
    """
    d = _draw()
    sq = list(squares)
    if extent is None or extent == "map":
        return _bounds(sq, 1)
    if isinstance(extent, d.Window):
        return extent
    if extent == "ships":
        return _with_edge(d.Window.around(sq, margin, _bounds(sq, margin), minimum=(8, 6)))
    if isinstance(extent, tuple) and len(extent) == 2:
        a, b = parse_square(extent[0]), parse_square(extent[1])
        return d.Window(min(a.col, b.col), min(a.row, b.row), max(a.col, b.col), max(a.row, b.row))
    raise InvalidInputError("extent", extent, "'ships', 'map', None, or a pair of squares such as ('0505', '1210')")


def _bounds(squares: Sequence[Square], margin: int) -> Any:
    """How far a window may reach: the printed map, and beyond it as far as ``squares`` lie, plus ``margin`` [15.0-MR]."""
    d = _draw()
    out = [s for s in squares if s not in MAP]
    return d.Window(
        min([1] + [s.col - margin for s in out]),
        min([1] + [s.row - margin for s in out]),
        max([COLUMNS] + [s.col + margin for s in out]),
        max([ROWS] + [s.row + margin for s in out]),
    )


def _with_edge(win: Any) -> Any:
    """``win`` stretched toward the printed map until it takes in a column and a row of it, so its edge shows [15.0-MR]."""
    d = _draw()
    return d.Window(min(win.col0, COLUMNS), min(win.row0, ROWS), max(win.col1, 1), max(win.row1, 1))


def _inches(win: Any, right: float = 0.0) -> float:
    """Inches per square for a figure of ``win``: :data:`INCH_PER_SQUARE`, less for a very large window."""
    return min(INCH_PER_SQUARE, MAX_FIGURE_INCHES / (max(win.columns + right, win.rows) + 1.4))


def draw_map(ax: Axes, extent: Any = None, *, labels: bool = True, legend_space: float = 0.0) -> list[Artist]:
    """The sea, the square grid and its ``CCRR`` numbers [2.1], North up (sailkit's convention).

    Every square is labelled in its top-left corner (``labels=False`` leaves them
    out); column numbers run along the top edge and row numbers down the left edge
    so a square under a counter can still be read off the margins.
    """
    d = _draw()
    win = window_for(extent)
    d.frame(ax, win, right=legend_space, pad=0.7)
    u = d.unit_points(ax)
    return _map_artists(ax, win, u, labels, skip=())


#: Below this many points per square the squares' own names are left out (they would overlap),
#: and the margin numbers are thinned to one every 2, 5, 10 ... columns and rows.
_SMALLEST_NAMED = 6.0
_SMALLEST_NUMBERED = 8.0


def _map_artists(ax: Axes, win: Any, u: float, labels: bool, skip: Iterable[Square]) -> list[Artist]:
    d = _draw()
    hidden = set(skip)
    named = labels and u >= _SMALLEST_NAMED
    out = d.grid(ax, win, label=(lambda s: "" if s in hidden else name(s)) if named else None, unit=u)
    if _extends(win):
        out += _extension(ax, win, u)
    size = max(3.0, 0.2 * u)
    every = next(k for k in (1, 2, 5, 10, 20, 50, 100, 200, 500) if k * u >= _SMALLEST_NUMBERED or k == 500)
    for c in range(win.col0, win.col1 + 1):
        if c % every == 0 or every == 1:
            top = win.row0 - 1.08
            out.append(ax.text(c - 0.5, top, coordinate(c), ha="center", va="bottom", fontsize=size, color=d.LABEL))
    for r in range(win.row0, win.row1 + 1):
        if r % every == 0 or every == 1:
            left = win.col0 - 1.1
            out.append(ax.text(left, r - 0.5, coordinate(r), ha="right", va="center", fontsize=size, color=d.LABEL))
    return out


def _extends(win: Any) -> bool:
    """Does the window reach beyond the printed map [15.0-MR]?"""
    return Square(win.col0, win.row0) not in MAP or Square(win.col1, win.row1) not in MAP


#: Key rows for a picture that reaches beyond the printed map [15.0-MR].
EXTENSION_KEYS = (
    (EXTENSION_SEA, "beyond the printed\nmap [15.0-MR]", "fill"),
    ("#1d2731", "printed map edge", "line"),
)


def _extension(ax: Axes, win: Any, u: float) -> list[Artist]:
    """The squares beyond the printed map tinted, and the printed map's edge as a heavy line [15.0-MR]."""
    from matplotlib.collections import LineCollection

    d = _draw()
    out = _gid(
        d.shade(ax, [s for s in win.squares() if s not in MAP], color=EXTENSION_SEA, alpha=1.0, zorder=0.2),
        "extended-grid",
    )
    x0, x1, y0, y1 = win.col0 - 1, win.col1, win.row0 - 1, win.row1
    segs = [((x, max(y0, 0)), (x, min(y1, ROWS))) for x in (0, COLUMNS) if x0 <= x <= x1]
    segs += [((max(x0, 0), y), (min(x1, COLUMNS), y)) for y in (0, ROWS) if y0 <= y <= y1]
    edge = LineCollection(
        [s for s in segs if s[0] != s[1]], colors=d.INK, linewidths=max(1.5, u / 14), zorder=0.7, gid="printed-map-edge"
    )
    ax.add_collection(edge)
    return out + [edge]


def _fit(text: str, size: float, width: float = 0.94) -> float:
    """A font size (square units) at which ``text`` fits ``width`` squares (rough glyph width 0.6 em)."""
    return min(size, width / (0.6 * max(1, len(text))))


#: The smallest font size (square units, about 4.7 points at the usual scale) a label may shrink to.
MIN_LABEL = 0.13


def _label(text: str, size: float, width: float = 0.94, minimum: float = MIN_LABEL) -> tuple[str, float]:
    """``text`` and a font size at which it fits ``width`` squares, wrapped onto two lines rather than shrunk below ``minimum``.

    A line breaks after a comma if there is one, else at a space or after a ``/`` (the
    joined names of a fouled stack), at the break that makes the longer line shortest. A word too long for ``width`` even
    at ``minimum`` is kept at ``minimum`` and may overhang its square a little.
    """
    one = _fit(text, size, width)
    if one >= minimum:
        return text, one
    breaks = [i + 1 for i, ch in enumerate(text) if ch == "," and 0 < i < len(text) - 1]  # between items first
    breaks = breaks or [i + 1 for i, ch in enumerate(text) if ch in " /" and 0 < i < len(text) - 1]
    if not breaks:
        return text, minimum
    cut = min(breaks, key=lambda i: max(len(text[:i].rstrip()), len(text[i:].lstrip())))
    lines = (text[:cut].rstrip(), text[cut:].lstrip())
    return "\n".join(lines), max(minimum, _fit(max(lines, key=len), min(size, 0.16), width))


def draw_ship(
    ax: Axes,
    ship: ShipState,
    *,
    unit: float | None = None,
    offset: tuple[float, float] = (0.0, 0.0),
    label: str | None = None,
    caption: str | None = None,
) -> list[Artist]:
    """One ship as its counter [2.22]: a hull pointing along its heading [5.1] in its nationality's colour [2.21].

    The ship's name is written across the top of its square (a long name goes onto
    two lines rather than shrink below :data:`MIN_LABEL`) and its ratings (Fire
    Value with ``*`` for carronades [9.38], Sailing Value [5.21], Rate [9.2], Crew
    Value) across the bottom. A placeholder counter, whose ratings were never
    recovered [2.22], shows them in italics with a trailing ``?``. ``caption``
    replaces the ratings with a red note (``""`` leaves them out). Damage taken so
    far [10.1, 10.2, 10.31] shows in red under the square; a prize [12.2] is
    outlined in its captor's colour and an abandoned ship [12.11] is drawn dashed.
    """
    d = _draw()
    u = unit if unit is not None else d.unit_points(ax)
    colour = NATION_COLOURS.get(ship.nationality, "#666666")
    cx, cy = ship.square.center
    center = (cx + offset[0], cy + offset[1])
    out: list[Artist] = []
    out += d.shade(ax, [ship.square], color=colour, alpha=0.14, zorder=1.8)
    edge = NATION_COLOURS.get(ship.side, d.INK) if ship.prize else d.INK
    out += d.hull(
        ax,
        center,
        ship.facing,
        color=colour,
        edge=edge,
        scale=0.62,
        style="--" if ship.abandoned else "-",
        hatch="///" if ship.prize else None,
    )
    top, top_size = _label(label if label is not None else ship.name, 0.19)
    c = ship.counter
    rating = f"{c.fire_value}{'*' if c.carronade else '-'}{c.sailing}-{c.rate}-{c.crew}" + (
        "?" if c.placeholder else ""
    )
    lines = top.count("\n") + 1
    out += d.text_at(
        ax, ship.square, top, dy=-0.355 - 0.55 * top_size * (lines - 1), size=top_size, unit=u, weight="bold"
    )
    if caption is None:
        out += d.text_at(
            ax,
            ship.square,
            rating,
            dy=0.36,
            size=_fit(rating, 0.17),
            unit=u,
            style="italic" if c.placeholder else "normal",
        )
    elif caption:
        text, size = _label(caption, 0.13, 1.1, 0.115)
        out += _gid(
            d.text_at(
                ax,
                ship.square,
                text,
                dy=0.36 - 0.5 * size * text.count("\n"),
                size=size,
                unit=u,
                color=BLOCKED,
                weight="bold",
                zorder=6,
            ),
            "caption",
        )
    damage = _damage(ship)
    if damage:
        out += d.text_at(
            ax, ship.square, damage, dy=0.62, size=_fit(damage, 0.15, 1.3), unit=u, color=BLOCKED, weight="bold"
        )
    return out


def _damage(ship: ShipState) -> str:
    parts = []
    if ship.hull:
        parts.append(f"H{ship.hull}")
    if ship.rigging:
        parts.append(f"R{ship.rigging}")
    if ship.masts:
        parts.append(f"M{ship.masts}")
    if ship.wheel:
        parts.append("wheel")
    if ship.burning:
        parts.append("fire")
    if ship.prize:
        parts.append(f"prize ({ship.side})")
    elif ship.abandoned:
        parts.append("abandoned")
    return " ".join(parts)


def draw_wind(
    ax: Axes, wind: str | Direction, center: tuple[float, float], *, radius: float = 1.1, unit: float | None = None
) -> list[Artist]:
    """A compass rose (North up, sailkit's convention) with the wind blowing across it from its source [5.1, 15.0]."""
    d = _draw()
    w = Direction.parse(wind)
    u = unit if unit is not None else d.unit_points(ax)
    out = d.compass(ax, center, radius, unit=u)
    out += d.wind_arrow(ax, center, w, 2.0 * radius, unit=u, label=f"wind from {w}")
    return out


def draw_fields(
    ax: Axes,
    square_: str | Square,
    heading: str | Direction,
    readings: ReadingsLike | None = None,
    *,
    window: Any = None,
    alpha: float = 0.28,
) -> list[Artist]:
    """Shade the port and starboard fields of fire and the bow and stern blind areas [9.31b, 9.35].

    Squares exactly on a 45-degree line go where reading ``arc_boundary`` puts them,
    so switching the reading changes the picture. Only squares inside ``window``
    (default: the whole map, and the ship's square if it lies beyond [15.0-MR]) are drawn.
    """
    d = _draw()
    sq, h = parse_square(square_), Direction.parse(heading)
    r = readings_for(readings)
    win = window or window_for("map", [sq])
    arcs = field_squares(sq, h, r, win.squares())
    out: list[Artist] = []
    for arc in ("port", "starboard"):
        out += d.shade(
            ax,
            [s for s in arcs[arc] if s in win],
            color=ARC_COLOURS[arc],
            alpha=alpha,
            label=f"{arc} broadside field [9.31b]",
            zorder=1.2,
        )
    for arc in BLIND_ARCS:
        out += d.shade(
            ax,
            [s for s in arcs[arc] if s in win],
            color="none",
            alpha=0.6,
            hatch="////",
            edge=ARC_COLOURS[arc],
            label=f"{arc} blind area [9.35]",
            zorder=1.2,
        )
    return out


def draw_sight(
    ax: Axes,
    a: str | Square,
    b: str | Square,
    *,
    occupied: Iterable[str | Square] = (),
    readings: ReadingsLike | None = None,
    ruling: Ruling | None = None,
    unit: float | None = None,
    shade: bool = True,
) -> list[Artist]:
    """The line of sight from ``a`` to ``b`` [9.31c]: green when clear, red with a cross on each blocking square.

    Squares listed in ``occupied`` that do not block are shaded grey (``shade=False``
    leaves that to the counters drawn there). Each grid corner the line passes
    through beside an occupied square gets a small open ring (gid ``sight-corners``):
    touching a square only at its corner does not block [9.31c], unless the ruling's
    reading ``los_corner_pinch`` says two such squares close the gap. A blocking
    square keeps its red outline; its cross is drawn beneath any counter standing
    there, so the counter stays readable.

    The ruling is worked out with :func:`~.fire.sight.line_of_sight` unless one is
    given; the drawing never decides anything itself.
    """
    d = _draw()
    sa, sb = parse_square(a), parse_square(b)
    occ = sorted({parse_square(s) for s in occupied} - {sa, sb})
    rul = ruling if ruling is not None else line_of_sight(sa, sb, occupied=occ, readings=readings)
    u = unit if unit is not None else d.unit_points(ax)
    blockers = [parse_square(s) for s in rul.facts.get("blockers", ())]
    colour = CLEAR if rul else BLOCKED
    others = [s for s in occ if s not in blockers] if shade else []
    out = _gid(d.shade(ax, others, color="#7f8c99", alpha=0.45, label="occupied square", zorder=1.5), "sight-occupied")
    out += _gid(
        d.segment(
            ax, sa, sb, color=colour, width=2.0, style="-" if rul else "--", zorder=3.2, label="line of sight [9.31c]"
        ),
        "sight-line",
    )
    ends = ax.scatter(
        [sa.center[0], sb.center[0]], [sa.center[1], sb.center[1]], s=(0.18 * u) ** 2, color=colour, zorder=3.3
    )
    out.append(ends)
    out += _gid(d.outline(ax, blockers, color=BLOCKED, width=2.0), "sight-blockers")
    out += _gid(d.marker_x(ax, blockers, color=BLOCKED, unit=u, zorder=3.1), "sight-blocker-marks")
    corners = [p for p, touched in trace(sa, sb, occ).corners if touched]
    out += _gid(d.rings(ax, [(float(x), float(y)) for x, y in corners], unit=u), "sight-corners")
    return out


def sight_reading_note(ruling: Ruling) -> str:
    """The readings that decided a line of sight [9.31c] (``los_split``, ``los_corner_pinch``) as a short phrase, or ``""``."""
    keys = [f"{k}={v}" for k, v in ruling.readings if k in ("los_split", "los_corner_pinch")]
    return f"line of sight by reading {', '.join(keys)}" if keys else ""


def _gid(artists: list[Artist], gid: str) -> list[Artist]:
    """Name the artists (the first keeps ``gid``, later ones get ``gid-2``, ...) so tests and CSS can find them in the SVG."""
    for i, a in enumerate(artists):
        a.set_gid(gid if i == 0 else f"{gid}-{i + 1}")
    return artists


def draw_ranges(
    ax: Axes,
    origin: str | Square,
    targets: Iterable[str | Square],
    *,
    unit: float | None = None,
    avoid: Iterable[str | Square] = (),
    readings: ReadingsLike | None = None,
) -> list[Artist]:
    """Label the line from ``origin`` to each target with its Range Points [9.31a].

    The label sits beside the middle of the line (a little off it, to the north or
    east), away from the counters at either end; if that spot falls on a square in
    ``avoid`` (squares holding counters) it slides along the line to a free one.
    """
    d = _draw()
    o = parse_square(origin)
    busy = {parse_square(s) for s in avoid}
    out: list[Artist] = []
    for t in targets:
        ts = parse_square(t)
        if ts == o:
            continue
        rp = range_points(o, ts, readings=readings)
        x, y = _range_spot(o, ts, busy)
        out.append(
            ax.text(
                x,
                y,
                f"{rp} RP",
                fontsize=max(3.0, 0.17 * (unit or d.unit_points(ax))),
                color="#333333",
                weight="bold",
                ha="center",
                va="center",
                zorder=6,
                bbox=d.BACKING,
            )
        )
    return out


def _range_spot(o: Square, t: Square, busy: set[Square], off: float = 0.3) -> tuple[float, float]:
    """Where a range label goes: beside the line o-t, at its middle if free, else the nearest free point along it."""
    (x0, y0), (x1, y1) = o.center, t.center
    n = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    px, py = -(y1 - y0) / n, (x1 - x0) / n
    if py > 0 or (py == 0 and px < 0):  # the side toward the north (rows shrink upward), else the east
        px, py = -px, -py
    spots = []
    for f in (0.5, 0.4, 0.6, 0.3, 0.7):
        x, y = x0 + f * (x1 - x0) + off * px, y0 + f * (y1 - y0) + off * py
        spots.append((x, y))
        covered = {Square(int(cx) + 1, int(cy) + 1) for cx in (x - 0.3, x + 0.3) for cy in (y - 0.12, y + 0.12)}
        if not covered & (busy | {o, t}):
            return x, y
    return spots[0]


def _path_squares(p: Any) -> list[Square]:
    """Squares of a path given as names, Squares, (Square, heading) pairs, or an object with ``squares``/``path``."""
    for attr in ("squares", "path"):
        if hasattr(p, attr) and not isinstance(p, str):
            p = getattr(p, attr)
            break
    out: list[Square] = []
    for item in p:
        sq = parse_square(item[0] if isinstance(item, tuple) else item)
        if not out or out[-1] != sq:
            out.append(sq)
    return out


def draw_path(
    ax: Axes, squares: Sequence[str | Square] | Any, *, color: str = PATH_COLOURS[0], unit: float | None = None
) -> list[Artist]:
    """A movement path [7.0]: the squares entered, in order, ending in an arrow.

    ``squares`` is a sequence of square names, :class:`Square` s or (square, heading)
    pairs, or an object with a ``squares`` or ``path`` attribute holding one, such as a
    :class:`~.movement.Move` from ``position.moves(ship, command)``. Turns made in place
    (repeated squares) are drawn once.
    """
    return _draw().path(ax, _path_squares(squares), color=color, unit=unit, label="movement path [7.0]")


def _legend(ax: Axes, position: Position, win: Any, u: float, extra: Sequence[tuple[str, str, str]]) -> list[Artist]:
    """Compass and wind at the top of the free strip east of the map, then a colour key."""
    d = _draw()
    x = win.col1 + 0.35 + LEGEND_WIDTH / 2
    top = win.row0 - 1
    out: list[Artist] = []
    out.append(
        ax.text(
            x,
            top - 0.25,
            f"Game-Turn {position.turn}",
            ha="center",
            va="bottom",
            fontsize=max(3.0, 0.28 * u),
            color=d.INK,
            weight="bold",
        )
    )
    out += draw_wind(ax, position.wind, (x, top + 1.7), radius=1.05, unit=u)
    keys = [
        (NATION_COLOURS.get(n, "#666666"), f"{n} {NATIONALITIES.get(n, n)}", "fill") for n in sorted(position.sides())
    ]
    return out + _keys(ax, win, u, top + 4.3, keys + list(extra))


def _keys(ax: Axes, win: Any, u: float, y: float, keys: Sequence[tuple[str, str, str]]) -> list[Artist]:
    """A colour key in the free strip east of the map, one ``(colour, text, kind)`` a row from ``y`` down.

    ``kind`` is ``"fill"``, ``"hatch"``, ``"line"``, ``"dash"`` or ``"ring"``; a text of two lines
    takes a taller row; rows that would run off the map are left out.
    """
    d = _draw()
    out: list[Artist] = []
    size = max(3.0, 0.22 * u)
    for colour, text, kind in keys:
        if y > win.row1 - 0.2:
            break
        x0 = win.col1 + 0.45
        if kind in ("fill", "hatch"):
            out += d.swatch(ax, (x0, y - 0.18), 0.36, 0.36, color=colour, hatch="////" if kind == "hatch" else None)
        elif kind == "ring":
            out.append(
                ax.scatter(
                    [x0 + 0.18], [y], s=(0.2 * u) ** 2, facecolors="white", edgecolors=colour, linewidths=1.2, zorder=5
                )
            )
        else:
            (line,) = ax.plot(
                [x0, x0 + 0.36], [y, y], color=colour, linewidth=2.0, linestyle="--" if kind == "dash" else "-"
            )
            out.append(line)
        out.append(
            ax.text(
                x0 + 0.55,
                y,
                text,
                ha="left",
                va="top" if "\n" in text else "center",
                fontsize=size,
                color=d.INK,
                linespacing=1.0,
            )
        )
        y += 0.55 + 0.3 * text.count("\n")
    return out


def draw_position(
    position: Position,
    ax: Axes | None = None,
    *,
    extent: Any = "ships",
    arcs_for: str | None = None,
    sight: tuple[str, str] | None = None,
    ranges_from: str | None = None,
    paths: Iterable[Any] | None = None,
    labels: bool = True,
    legend: bool = True,
    keys: Sequence[tuple[str, str, str]] = (),
    captions: Mapping[str, str] | None = None,
) -> list[Artist]:
    """Draw a whole position: map, wind, every ship afloat, and the overlays asked for.

    * ``arcs_for="Shannon"`` shades that ship's fields of fire and blind areas [9.31b, 9.35];
    * ``sight=("Shannon", "Chesapeake")`` (ship names or squares) draws the line of
      sight with the ships on the map as obstacles [9.31c];
    * ``ranges_from="Shannon"`` labels every other ship with its Range Points [9.31a];
    * ``paths=[["0811", "0911"], ...]`` draws movement paths [7.0];
    * ``keys=[(colour, text, kind), ...]`` adds rows to the colour key (for overlays
      drawn afterwards; ``kind`` is ``"fill"``, ``"hatch"``, ``"line"`` or ``"dash"``);
    * ``captions={"Shannon": "back sail"}`` writes a red note in place of that ship's
      ratings (the note's artist has gid ``caption``).

    With ``ax=None`` a new figure (not pyplot's current one) is made; reach it with
    ``artists[0].figure``. Readings come from ``position.readings``.
    """
    d = _draw()
    ships = position.afloat()
    path_list = [_path_squares(p) for p in (paths or ())]
    focus = [s.square for s in ships] + [sq for p in path_list for sq in p]
    if sight:
        focus += [_where(position, x) for x in sight]
    win = window_for(extent, focus)
    right = LEGEND_WIDTH if legend else 0.0
    if ax is None:
        ax = _new_axes(win, right)
    d.frame(ax, win, right=right, pad=0.7)
    u = d.unit_points(ax)
    occupied = {s.square for s in ships}
    under_damage = {s.square.neighbour(Direction.S) for s in ships if _damage(s)}
    out = _map_artists(ax, win, u, labels, skip=occupied | under_damage)
    extra: list[tuple[str, str, str]] = []
    if arcs_for is not None:
        s = position.ship(arcs_for)
        out += draw_fields(ax, s.square, s.facing, position.readings, window=win)
        extra += [
            (ARC_COLOURS["port"], "port field", "fill"),
            (ARC_COLOURS["starboard"], "starboard field", "fill"),
            (ARC_COLOURS["bow"], "blind areas", "hatch"),
        ]
    if sight is not None:
        a, b = (_where(position, x) for x in sight)
        ruling = line_of_sight(a, b, occupied=occupied, readings=position.readings)
        out += draw_sight(ax, a, b, occupied=occupied, ruling=ruling, unit=u, shade=False)
        extra.append(
            (CLEAR if ruling else BLOCKED, "sight clear" if ruling else "sight blocked", "line" if ruling else "dash")
        )
    for i, p in enumerate(path_list):
        out += d.path(ax, p, color=PATH_COLOURS[i % len(PATH_COLOURS)], unit=u)
    for _sq, group in position.occupied().items():
        if len(group) == 1:
            out += draw_ship(ax, group[0], unit=u, caption=(captions or {}).get(group[0].name))
        else:  # a fouled stack [7.81]: hulls side by side, names joined
            joined = "/".join(s.name for s in group)
            for i, s in enumerate(group):
                dx = (i - (len(group) - 1) / 2) * 0.22
                out += draw_ship(ax, s, unit=u, offset=(dx, 0.0), label=joined if i == 0 else "")
    if ranges_from is not None:
        origin = position.ship(ranges_from)
        out += draw_ranges(
            ax,
            origin.square,
            [s.square for s in ships if s.name != origin.name],
            unit=u,
            avoid=occupied,
            readings=position.readings,
        )
    if legend:
        out += _legend(ax, position, win, u, extra + list(keys) + list(EXTENSION_KEYS if _extends(win) else ()))
    return out


def _where(position: Position, x: str | Square) -> Square:
    """A ship's square by name, or a square by ``CCRR`` or ``COL:ROW``."""
    if isinstance(x, Square):
        return x
    try:
        return parse_square(x)
    except InvalidInputError:
        return position.ship(x).square


def _new_axes(win: Any, right: float) -> Axes:
    """A fresh Figure and Axes sized to the window, without touching pyplot's global state."""
    from matplotlib.figure import Figure

    inch = _inches(win, right)
    w = (win.columns + 1.4 + right) * inch
    h = (win.rows + 1.4) * inch
    fig = Figure(figsize=(w, h))
    return fig.add_axes((0.0, 0.0, 1.0, 1.0))


def position_figure(position: Position, **kwargs: Any) -> Figure:
    """A new matplotlib Figure of ``position`` (``fig.savefig("turn3.png")`` to export)."""
    artists = draw_position(position, None, **kwargs)
    return artists[0].figure  # type: ignore[return-value]


def svg(figure: Figure) -> str:
    """A figure as SVG text that is byte-for-byte the same on every run.

    Text is kept as text (small files), ids come from a fixed hash salt and the
    date is left out.
    """
    import matplotlib
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    buf = io.StringIO()
    with matplotlib.rc_context(
        {"svg.hashsalt": "sailkit", "svg.fonttype": "none", "font.sans-serif": ["DejaVu Sans", "Arial", "Helvetica"]}
    ):
        FigureCanvasSVG(figure)
        figure.savefig(buf, format="svg", metadata={"Date": None}, facecolor="white")
    return buf.getvalue()


EXPORT_FORMATS = ("svg", "png", "pdf")


def export(picture: Figure | Position | Any, path: str | os.PathLike[str], *, dpi: int = 150) -> Path:
    """Write a diagram to ``path`` atomically, in the format its suffix names (.svg, .png or .pdf).

    ``picture`` is a matplotlib Figure (from ``position_figure`` or a ``*_figure``
    function), a :class:`Position`, or a ruling with a diagram (its figure is drawn
    again for the file). SVG output is the deterministic text of :func:`svg`. A club
    exports the diagram of a settled dispute with ``export(ruling, "dispute.png")``.
    """
    from ...files import write_atomic

    target = Path(path)
    fmt = target.suffix.lower().lstrip(".")
    if fmt not in EXPORT_FORMATS:
        raise UnknownChoiceError(
            "diagram file suffix", target.suffix or target.name, tuple("." + f for f in EXPORT_FORMATS)
        )
    figure = _figure_of(picture)
    if fmt == "svg":
        write_atomic(target, svg(figure))
    else:
        buf = io.BytesIO()
        figure.savefig(
            buf,
            format=fmt,
            dpi=dpi,
            metadata={"CreationDate": None} if fmt == "pdf" else {"Software": None},
            facecolor="white",
        )
        write_atomic(target, buf.getvalue())
    return target


def _figure_of(picture: Any) -> Figure:
    from matplotlib.figure import Figure

    from .state import Position

    if isinstance(picture, Figure):
        return picture
    if isinstance(picture, Position):
        return position_figure(picture)
    make = getattr(getattr(picture, "diagram", None), "figure", None)  # set by diagram() below
    if callable(make):
        return make()
    raise InvalidInputError(
        "picture", type(picture).__name__, "a matplotlib Figure, a Position or a ruling with a diagram"
    )


def position_svg(position: Position, *, extent: Any = "ships", **kwargs: Any) -> str:
    """The position as a deterministic SVG string (what a notebook shows for a ``Position``)."""
    return svg(position_figure(position, extent=extent, **kwargs))


# ---------------------------------------------------------------- teaching pictures


def draw_counter(ax: Axes, counter: Counter, *, heading: str | Direction = "E", annotate: bool = True) -> list[Artist]:
    """A counter enlarged, with each printed rating named [2.21, 2.22].

    Reads ``55-A-5-9 BR`` as Fire Value 55 (an asterisk instead of the first hyphen
    means carronades [9.38]), Sailing Value A [5.21], Rate 5 [9.2], Crew Value 9 and
    nationality BR [2.21].
    """
    d = _draw()
    ax.set_xlim(-2.9, 2.9)
    ax.set_ylim(1.62, -0.95)
    ax.set_aspect("equal", adjustable="box")
    ax.set_axis_off()
    u = d.unit_points(ax)
    colour = NATION_COLOURS.get(counter.nationality, "#666666")
    out: list[Artist] = []
    from matplotlib.patches import FancyBboxPatch

    card = FancyBboxPatch(
        (-1.0, -0.8),
        2.0,
        1.5,
        boxstyle="round,pad=0.02,rounding_size=0.12",
        facecolor=colour,
        alpha=0.16,
        edgecolor=d.INK,
        linewidth=1.2,
    )
    ax.add_patch(card)
    out.append(card)
    out += d.hull(ax, (0.0, -0.04), Direction.parse(heading), color=colour, scale=1.15)
    out.append(ax.text(0, -0.52, counter.name, ha="center", va="center", fontsize=0.22 * u, weight="bold", color=d.INK))
    sep = "*" if counter.carronade else "-"
    fields = [
        (str(counter.fire_value), "Fire Value\n[9.3]"),
        (sep, "* carronades\n- long guns\n[9.38]"),
        (counter.sailing, "Sailing\nValue [5.21]"),
        ("-", ""),
        (str(counter.rate), "Rate\n[9.2]"),
        ("-", ""),
        (str(counter.crew), "Crew Value\n[10.12]"),
        (" ", ""),
        (counter.nationality, "nationality\n[2.21]"),
    ]
    text = "".join(f[0] for f in fields)
    size = 0.2 * u
    char = 0.6 * 0.2  # width of one monospace glyph, square units
    x = -char * len(text) / 2
    y = 0.45
    k = 0
    for chunk, meaning in fields:
        cx = x + char * len(chunk) / 2
        out.append(
            ax.text(
                cx, y, chunk, ha="center", va="center", fontsize=size, family="monospace", weight="bold", color=d.INK
            )
        )
        if annotate and meaning:
            tx = -2.3 + k * 0.92
            out.append(
                ax.annotate(
                    meaning,
                    xy=(cx, y + 0.12),
                    xytext=(tx, 1.05),
                    ha="center",
                    va="top",
                    fontsize=0.105 * u,
                    color=d.INK,
                    arrowprops={"arrowstyle": "-", "color": "#777777", "linewidth": 0.7, "shrinkA": 3, "shrinkB": 1},
                )
            )
            k += 1
        x += char * len(chunk)
    return out


def draw_sailing_rose(
    ax: Axes,
    wind: str | Direction,
    sailing: str = "A",
    *,
    readings: ReadingsLike | None = None,
    studding: bool = False,
    rigging_hits: int = 0,
    masts_lost: int = 0,
    highlight: str | Direction | None = None,
) -> list[Artist]:
    """The points of sail [5.22] around a compass: a ship on each of the eight headings with its allowance.

    The wind blows across the middle from its source [15.0]; each ship is coloured by
    its point of sail and labelled with it and its Movement Allowance (from
    :func:`~.wind.movement_allowance`, so readings, studding sails [13.33] and damage
    caps [10.2, 10.31] all show). ``highlight`` rings one heading.
    """
    d = _draw()
    w = Direction.parse(wind)
    r = readings_for(readings)
    ax.set_xlim(-6.2, 6.2)
    ax.set_ylim(4.2, -4.6)
    ax.set_aspect("equal", adjustable="box")
    ax.set_axis_off()
    u = d.unit_points(ax)
    out: list[Artist] = []
    from matplotlib.patches import Circle

    ring = Circle((0, 0), 2.55, facecolor=d.SEA, edgecolor=d.GRID, linewidth=1.0, zorder=0)
    ax.add_patch(ring)
    out.append(ring)
    out += d.wind_arrow(ax, (0.0, 0.0), w, 2.6, unit=u)
    hl = Direction.parse(highlight) if highlight is not None else None
    for h in Direction:
        ux, uy = h.step
        n = (ux * ux + uy * uy) ** 0.5
        cx, cy = 2.55 * ux / n, 2.55 * uy / n
        pos = str(point_of_sail(h, w))
        ma = movement_allowance(
            sailing, h, w, rigging_hits=rigging_hits, masts_lost=masts_lost, studding=studding, readings=r
        )
        colour = SAIL_COLOURS[pos]
        if hl == h:
            halo = Circle((cx, cy), 0.62, facecolor="none", edgecolor=d.INK, linewidth=2.0, zorder=3.5)
            ax.add_patch(halo)
            out.append(halo)
        out += d.hull(ax, (cx, cy), h, color=colour, scale=0.95)
        lx, ly = 3.25 * ux / n, 3.25 * uy / n
        text = f"{h.name}: {pos}\nMA {int(ma)}" if pos != "taken aback" else f"{h.name}: {pos}\nno MA"
        ha = "left" if ux > 0 else "right" if ux < 0 else "center"
        out.append(
            ax.text(
                lx,
                ly,
                text,
                ha=ha,
                va="center",
                fontsize=max(3.0, 0.2 * u),
                color=d.INK,
                weight="bold" if hl == h else "normal",
                zorder=6,
                bbox=d.BACKING,
            )
        )
    out.append(
        ax.text(
            0,
            -4.5,
            f"wind from {w}, Sailing Value {sailing}",
            ha="center",
            va="top",
            fontsize=max(3.0, 0.24 * u),
            color=d.INK,
            weight="bold",
        )
    )
    return out


# ---------------------------------------------------------------- diagrams of rulings
#
# A ruling (``sailkit.rulings.Ruling``) shows a picture when a notebook displays it.
# The functions below return a zero-argument *producer* for each kind of ruling: it
# captures what the picture needs and draws nothing until it is called, so making a
# ruling never imports matplotlib. The producer draws once, then returns the same SVG
# text. The ``*_figure`` functions give the matplotlib Figure itself (to save a PNG).
# Key artists carry ``gid`` s (SVG ids) so a test or a stylesheet can find them.

Diagram = Callable[[], str]  #: a zero-argument producer of SVG text

HIGHLIGHT = "#F0A202"  #: the ring around the ships a ruling is about (gauge leaders, striking ship)
RAKE = "#4d4d4d"  #: hatching of the target's blind areas, where a firer rakes it [9.33f, 9.35]
TITLE_POINTS = 10.5  #: font size of a diagram's title


def diagram(make_figure: Callable[[], Figure]) -> Diagram:
    """A producer that draws ``make_figure()`` on its first call and returns its SVG for ``<div>`` embedding.

    The XML prolog is left out so the SVG can sit inside a notebook's HTML; the text is
    deterministic (see :func:`svg`).
    """
    done: list[str] = []

    def produce() -> str:
        if not done:
            text = svg(make_figure())
            done.append(text[text.index("<svg") :])
        return done[0]

    produce.figure = make_figure  # type: ignore[attr-defined]  # for export() to a PNG or PDF file
    return produce


def _figure(win: Any, title: str, *, legend: bool = True) -> Axes:
    """A fresh Figure for one diagram: the map window, the key strip and a title band above.

    The title is wrapped to the figure's width (a ``\n`` in it always starts a new
    line) and written with gid ``diagram-title``.
    """
    import textwrap

    from matplotlib.figure import Figure

    right = LEGEND_WIDTH if legend else 0.0
    inch = _inches(win, right)
    w = (win.columns + 1.4 + right) * inch
    per_line = max(30, int(w * 72 / (0.64 * TITLE_POINTS)))
    lines = [line for part in title.split("\n") for line in (textwrap.wrap(part, per_line) or [""])]
    band = (0.25 + 0.21 * len(lines)) * (TITLE_POINTS / 10.5)
    h_map = (win.rows + 1.4) * inch
    fig = Figure(figsize=(w, h_map + band))
    ax = fig.add_axes((0.0, 0.0, 1.0, h_map / (h_map + band)))
    fig.text(
        0.5,
        1 - 0.12 / (h_map + band),
        "\n".join(lines),
        ha="center",
        va="top",
        fontsize=TITLE_POINTS,
        color="#1d2731",
        weight="bold",
        gid="diagram-title",
    )
    _draw().frame(ax, win, right=right, pad=0.7)
    return ax


def _window(squares: Iterable[Square], margin: int = 2, minimum: tuple[int, int] = (8, 8)) -> Any:
    """The map window around ``squares`` with ``margin``, at least ``minimum`` squares, clipped to the map [2.1];
    beyond it on an extended grid, with part of the printed map kept in view [15.0-MR]."""
    sq = list(squares)
    return _with_edge(_draw().Window.around(sq, margin, _bounds(sq, margin), minimum=minimum))


def _inside(position: Position, win: Any) -> Position:
    """The position with only the ships inside ``win`` (ships outside cannot matter to the picture's question)."""
    return position.with_(ships=tuple(s for s in position.ships if s.square in win))


def _verdict_text(ruling: Ruling) -> str:
    """``"yes"``/``"no"`` for a yes-no ruling, else the verdict; a refusal adds its last step with the case."""
    if ruling.verdict is True:
        return "yes"
    if ruling.verdict is False:
        last = ruling.steps[-1] if ruling.steps else None
        return "no" + (f": {last.reason} [{last.case}]" if last else "")
    return str(ruling.verdict)


# ---- fire [9.31-9.35]


def fire_figure(position: Position, ruling: Ruling, firer: str, target: str) -> Figure:
    """A Fire Value ruling drawn [9.31a-c, 9.33f, 9.35]: the firer's fields of fire, the sight line, the range, the rake.

    The firer's port and starboard fields are shaded; the target's bow and stern blind
    areas are hatched, so a firer standing in one is seen to rake it [9.33f]; the line
    of sight is green when clear and red, with each blocking square outlined, when
    blocked [9.31c]; the middle of the line is labelled with the Range Points [9.31a].
    When reading ``los_split`` or ``los_corner_pinch`` decided the line of sight,
    the title names it. The title breaks before the Fire Value.
    """
    d = _draw()
    f, t = position.ship(firer), position.ship(target)
    win = _window([f.square, t.square])
    note = sight_reading_note(ruling)
    if ruling:
        bits = [f"range {ruling.facts.get('range')} RP"]
        if ruling.facts.get("rake"):
            bits.append(f"{ruling.facts['rake']} rake")
        if note:
            bits.append(note)
        title = f"{ruling.question}:\nFire Value {ruling.value} ({', '.join(bits)})"
    else:
        last = ruling.steps[-1]
        title = f"{ruling.question}: refused, {last.reason} [{last.case}]" + (
            f" ({note})" if note and last.case == "9.31c" else ""
        )
    ax = _figure(win, title)
    u = d.unit_points(ax)
    shown = _inside(position, win)
    r = position.readings
    fouled = f.square == t.square
    keys: list[tuple[str, str, str]] = []
    out: list[Artist] = []
    if not fouled:
        arcs = field_squares(f.square, f.facing, r, win.squares())
        for arc in ("port", "starboard"):
            out += _gid(
                d.shade(ax, [s for s in arcs[arc] if s in win], color=ARC_COLOURS[arc], alpha=0.28, zorder=1.2),
                f"fire-field-{arc}",
            )
        blind = field_squares(t.square, t.facing, r, win.squares())
        for arc in BLIND_ARCS:
            out += _gid(
                d.shade(
                    ax,
                    [s for s in blind[arc] if s in win],
                    color="none",
                    alpha=0.7,
                    hatch="\\\\\\\\",
                    edge=RAKE,
                    zorder=1.3,
                ),
                f"fire-target-{arc}-blind",
            )
        keys += [
            (ARC_COLOURS["port"], "firer's port field", "fill"),
            (ARC_COLOURS["starboard"], "firer's starboard field", "fill"),
            (RAKE, "target's blind areas", "hatch"),
        ]
    draw_position(shown, ax, extent=win, keys=keys)
    if not fouled:
        los = line_of_sight(f.square, t.square, occupied=tuple(shown.occupied()), readings=r)
        out += draw_sight(ax, f.square, t.square, occupied=tuple(shown.occupied()), ruling=los, unit=u, shade=False)
        out += _gid(
            draw_ranges(ax, f.square, [t.square], unit=u, avoid=tuple(shown.occupied()), readings=r), "fire-range"
        )
    return ax.figure  # type: ignore[return-value]


def fire_diagram(position: Position, ruling: Ruling, firer: str, target: str) -> Diagram:
    """The producer of :func:`fire_figure` for a ``fire_value`` ruling [9.31-9.35]."""
    return diagram(lambda: fire_figure(position, ruling, firer, target))


# ---- movement [7.0]


def moves_figure(position: Position, ruling: Ruling, ship: str) -> Figure:
    """Every legal end of a command [7.0]: one path per way to end (``Move.squares``) and a facing arrow per end.

    Paths are drawn in turn in the path colours with gids ``move-path-1``, ... (one per
    move in the ruling), spread apart where they share squares; each distinct end
    square and facing gets a short arrow from the square's centre along the final
    heading (gids ``move-end-1``, ...). Ends that foul, drift, back sail or heave to
    are labelled with that word [7.71, 7.81, 7.91, 8.0]; a drift end is where the
    ship stands before the drift die moves it [8.1], so it reads "drift (before the
    die)". A move that never leaves its square (a tack [7.41], backing sail [7.71],
    heaving to [7.91]) is a ring around it, and the words for those ends are written
    inside the rings, in place of the moving ship's ratings (gid ``move-kind-CCRR``).
    """
    d = _draw()
    moves = tuple(getattr(ruling, "moves", ()))
    s = position.ship(ship)
    squares = [s.square] + [sq for m in moves for sq in m.squares]
    win = _window(squares, margin=1)
    title = f"{ruling.question}: {ruling.verdict} end(s) by {len(moves)} path(s) [7.0]"
    ax = _figure(win, title)
    u = d.unit_points(ax)
    keys = [(PATH_COLOURS[0], "paths of moves\n(one colour per path)", "line"), (d.INK, "end facing", "line")]
    kinds: dict[Square, list[str]] = {}
    for m in moves:
        if m.kind not in ("move", "stop"):
            words = _KIND_WORDS.get(m.kind, m.kind.replace("_", " "))
            if words not in kinds.setdefault(m.end, []):
                kinds[m.end].append(words)
    alone = len(position.at(s.square)) == 1
    in_place = ", ".join(kinds.pop(s.square, [])) if alone else ""
    # the moving ship carries the words for its in-place ends instead of its ratings
    drawn = draw_position(
        _inside(position, win), ax, extent=win, keys=keys, captions={s.name: in_place} if in_place else None
    )
    _gid([a for a in drawn if a.get_gid() == "caption"], f"move-kind-{name(s.square)}")
    spread = min(0.12, 0.6 / max(1, len(moves)))  # paths sharing squares are drawn side by side
    rings = 0
    for i, m in enumerate(moves, start=1):
        colour = PATH_COLOURS[(i - 1) % len(PATH_COLOURS)]
        shift = (i - (len(moves) + 1) / 2) * spread
        if len(m.squares) >= 2:
            artists = d.path(ax, list(m.squares), color=colour, width=1.4, unit=u, zorder=3.6)
            _shift(artists, shift)
            _gid(artists, f"move-path-{i}")
        else:
            _gid(
                [_ring(ax, m.squares[0] if m.squares else s.square, colour, 0.62 + 0.045 * (rings % 5))],
                f"move-path-{i}",
            )
            rings += 1
    ends = list(dict.fromkeys((m.end, m.facing) for m in moves))
    occupied = {o.square for o in position.afloat()}
    for k, (sq, facing) in enumerate(ends, start=1):
        reach = (0.36, 0.78) if sq in occupied else (0.2, 0.5)  # clear of a counter standing there
        _gid([_facing_arrow(ax, sq, facing, u, reach)], f"move-end-{k}")
    for sq, words in sorted(kinds.items()):
        text, size = _label(", ".join(words), 0.16, 1.9)
        dy = 0.72 if sq in occupied else 0.22  # under the counter, not over it
        _gid(
            d.text_at(ax, sq, text, dy=dy, size=size, unit=u, color=BLOCKED, weight="bold", zorder=6),
            f"move-kind-{name(sq)}",
        )
    return ax.figure  # type: ignore[return-value]


#: How moves_figure names the ends that are not plain moves [7.41, 7.71, 7.81, 7.91, 8.1].
_KIND_WORDS: Mapping[str, str] = {"drift": "drift (before the die)"}


def _shift(artists: list[Artist], by: float) -> None:
    """Move a drawn path ``by`` square units along the NE-SW diagonal, so overlapping paths stay apart."""
    from matplotlib.collections import Collection
    from matplotlib.transforms import Affine2D

    if by:
        for a in artists:
            if isinstance(a, Collection):  # dots: their centres are offsets in data units
                a.set_offset_transform(Affine2D().translate(by, -by) + a.get_offset_transform())
            else:
                a.set_transform(Affine2D().translate(by, -by) + a.get_transform())


def _ring(ax: Axes, sq: Square, colour: str, radius: float) -> Patch:
    from matplotlib.patches import Circle

    ring = Circle(sq.center, radius, facecolor="none", edgecolor=colour, linewidth=2.0, zorder=4.6)
    ax.add_patch(ring)
    return ring


def _facing_arrow(ax: Axes, sq: Square, facing: Direction, u: float, reach: tuple[float, float] = (0.2, 0.5)) -> Artist:
    """A short black arrow pointing along ``facing`` [5.1] from ``reach[0]`` to ``reach[1]`` square units off a square's centre."""
    from matplotlib.patches import FancyArrowPatch

    dx, dy = facing.step
    n = (dx * dx + dy * dy) ** 0.5
    cx, cy = sq.center
    ux, uy = dx / n, dy / n
    arrow = FancyArrowPatch(
        (cx + reach[0] * ux, cy + reach[0] * uy),
        (cx + reach[1] * ux, cy + reach[1] * uy),
        arrowstyle="-|>",
        mutation_scale=0.36 * u,
        color="#1d2731",
        linewidth=1.6,
        zorder=5.2,
        shrinkA=0,
        shrinkB=0,
    )
    ax.add_patch(arrow)
    return arrow


def moves_diagram(position: Position, ruling: Ruling, ship: str) -> Diagram:
    """The producer of :func:`moves_figure` for a ``moves`` ruling [7.0]."""
    return diagram(lambda: moves_figure(position, ruling, ship))


# ---- weather gauge [7.21]


def counted_allowances(position: Position) -> dict[str, int | None]:
    """Each ship's Movement Allowance as the weather-gauge count takes it [7.1, 7.21], ``None`` if it is not counted.

    Asks :func:`~.gauge.side_allowances` about one ship at a time, so which ships count
    (reading ``wg_ma_population``) is decided there, not here.
    """
    from .gauge import side_allowances

    out: dict[str, int | None] = {}
    for s in position.afloat():
        mas, _ = side_allowances(position.with_(ships=(s,)))
        found = mas.get(s.side) or []
        out[s.name] = found[0] if found else None
    return out


def gauge_figure(position: Position, ruling: Ruling, allowances: Mapping[str, int | None] | None = None) -> Figure:
    """Who holds the weather gauge [7.21]: every ship labelled with its Movement Allowance, the holder named.

    ``allowances`` maps ship names to the allowance counted for them (``None``: not
    counted, e.g. no command under reading ``wg_ma_population=ordered``); by default
    :func:`counted_allowances`. Ships at the highest allowance are ringed (gids
    ``gauge-top-<name>``); each label has gid ``gauge-ma-<name>``.
    """
    d = _draw()
    if allowances is None:
        allowances = counted_allowances(position)
    ships = position.afloat()
    win = _window([s.square for s in ships])
    top = ruling.facts.get("highest")
    counts = ruling.facts.get("counts") or {}
    holder = ruling.verdict
    if holder is not None:
        who = f"{holder} holds it"
    elif ruling.facts.get("roll_needed"):
        who = "tied, so the sides roll off"
    else:
        who = f"nobody holds it ({ruling.steps[-1].reason})" if ruling.steps else "nobody holds it"
    tally = ", ".join(f"{side} {n}" for side, n in counts.items())
    title = f"Weather gauge [7.21]: {who}" + (
        f" (highest Movement Allowance {top}; ships at it: {tally})" if top is not None else ""
    )
    ax = _figure(win, title)
    u = d.unit_points(ax)
    draw_position(
        position, ax, extent=win, keys=[(HIGHLIGHT, f"at the highest MA{'' if top is None else f' ({top})'}", "line")]
    )
    for s in ships:
        ma = allowances.get(s.name)
        text = f"MA {ma}" if ma is not None else "not counted"
        colour = NATION_COLOURS.get(s.side, d.INK) if ma is not None else d.LABEL
        above = -0.72 - (0.12 if "\n" in _label(s.name, 0.19)[0] else 0.0)  # clear of a name on two lines
        _gid(
            d.text_at(ax, s.square, text, dy=above, size=0.2, unit=u, color=colour, weight="bold", zorder=6.5),
            f"gauge-ma-{s.name}",
        )
        if ma is not None and ma == top:
            _gid([_ring(ax, s.square, HIGHLIGHT, 0.5)], f"gauge-top-{s.name}")
    return ax.figure  # type: ignore[return-value]


def gauge_diagram(position: Position, ruling: Ruling) -> Diagram:
    """The producer of :func:`gauge_figure` for a ``weather_gauge`` ruling [7.21]."""
    return diagram(lambda: gauge_figure(position, ruling))


# ---- striking [12.11-12.14]


def strike_figure(position: Position, ruling: Ruling, ship: str) -> Figure:
    """Does a ship strike [12.11, 12.13, 12.14]: the ship, its eight neighbouring squares, the enemies in reach.

    The ship's own and neighbouring squares are outlined (gid ``strike-reach``); the
    ship is ringed (``strike-ship``); every enemy ship within one square is ringed in
    its own colour (``strike-enemy-<name>``), solid when it can take the surrender and
    dashed when it cannot (a prize or abandoned itself).
    """
    from ...geometry.squares import chebyshev
    from .striking import active_enemies_near

    d = _draw()
    s = position.ship(ship)
    win = _window([s.square], margin=3)
    title = f"{ruling.question} [12.13]: {_verdict_text(ruling)}"
    if ruling.verdict is True and ruling.facts.get("captor"):
        title += f", to {ruling.facts['captor']}"
    ax = _figure(win, title)
    reach = [sq for sq in (s.square, *s.square.neighbours()) if sq in win]
    draw_position(
        _inside(position, win),
        ax,
        extent=win,
        keys=[(HIGHLIGHT, "within one square", "dash"), (HIGHLIGHT, f"{s.name}", "line")],
    )
    from matplotlib.patches import Rectangle

    c, r_ = s.square.col, s.square.row
    box = Rectangle((c - 2, r_ - 2), 3, 3, facecolor=HIGHLIGHT, alpha=0.12, edgecolor="none", zorder=1.1)
    edge = Rectangle(
        (c - 2, r_ - 2), 3, 3, facecolor="none", edgecolor=HIGHLIGHT, linewidth=2.0, linestyle="--", zorder=3.6
    )
    ax.add_patch(box)
    ax.add_patch(edge)
    _gid([box, edge], "strike-reach")
    _gid([_ring(ax, s.square, HIGHLIGHT, 0.5)], "strike-ship")
    active = {o.name for o in active_enemies_near(position, s)}
    for o in position.afloat():
        if o.side != s.side and o.name != s.name and chebyshev(o.square, s.square) <= 1 and o.square in reach:
            ring = _ring(ax, o.square, NATION_COLOURS.get(o.side, d.INK), 0.47)
            if o.name not in active:
                ring.set_linestyle("--")
            _gid([ring], f"strike-enemy-{o.name}")
    return ax.figure  # type: ignore[return-value]


def strike_diagram(position: Position, ruling: Ruling, ship: str) -> Diagram:
    """The producer of :func:`strike_figure` for a ``strike_ruling`` [12.13]."""
    return diagram(lambda: strike_figure(position, ruling, ship))


# ---- line of sight between bare squares [9.31c]


def sight_figure(a: Square, b: Square, occupied: Sequence[Square], ruling: Ruling) -> Figure:
    """A line of sight drawn on a map window [9.31c]: occupied squares, the line, blockers and corner touches.

    Occupied squares that do not block are grey; each blocking square is outlined and
    crossed in red and named (gid ``sight-blocker-<CCRR>``); each grid corner the line
    passes through beside an occupied square is a small ring (``sight-corner-1``, ...):
    a touch at a corner does not block [9.31c] unless the ruling's readings say so.
    The title names reading ``los_split`` or ``los_corner_pinch`` when it decided the line.
    """
    d = _draw()
    occ = [sq for sq in dict.fromkeys(occupied) if sq not in (a, b)]
    lo_c, hi_c = min(a.col, b.col) - 1, max(a.col, b.col) + 1
    lo_r, hi_r = min(a.row, b.row) - 1, max(a.row, b.row) + 1
    near = [sq for sq in occ if lo_c <= sq.col <= hi_c and lo_r <= sq.row <= hi_r]
    win = _window([a, b, *near], margin=1, minimum=(8, 7))
    blockers = tuple(ruling.facts.get("blockers", ()))
    verdict = "clear" if ruling else f"blocked by {', '.join(blockers)}"
    note = sight_reading_note(ruling)
    ax = _figure(win, f"{ruling.question}: {verdict} [9.31c]" + (f" ({note})" if note else ""))
    u = d.unit_points(ax)
    draw_map(ax, win, legend_space=LEGEND_WIDTH)
    shown = [sq for sq in occ if sq in win]
    drawn = draw_sight(ax, a, b, occupied=shown, ruling=ruling, unit=u)
    for label, sq in (("from", a), ("to", b)):
        d.text_at(
            ax, sq, f"{label} {name(sq)}", dy=-0.3, size=0.17, unit=u, color=CLEAR if ruling else BLOCKED, weight="bold"
        )
    for n in blockers:
        _gid(
            d.text_at(
                ax, parse_square(n), f"{n} blocks", dy=0.33, size=0.16, unit=u, color=BLOCKED, weight="bold", zorder=6
            ),
            f"sight-blocker-{n}",
        )
    corners = any(x.get_gid() == "sight-corners" for x in drawn)
    keys = [
        ("#7f8c99", "occupied square", "fill"),
        (CLEAR if ruling else BLOCKED, "line of sight", "line" if ruling else "dash"),
    ]
    if blockers:
        keys.append((BLOCKED, "blocking square", "line"))
    if corners:
        keys.append((d.INK, "corner touched", "ring"))
    _keys(ax, win, u, win.row0 - 0.5, keys)
    return ax.figure  # type: ignore[return-value]


def sight_diagram(a: Square, b: Square, occupied: Iterable[Square], ruling: Ruling) -> Diagram:
    """The producer of :func:`sight_figure` for a ``line_of_sight`` ruling [9.31c]."""
    occ = tuple(occupied)
    return diagram(lambda: sight_figure(a, b, occ, ruling))


# ---- fire arc from bare squares [9.31b]


def arc_figure(
    ship: Square,
    heading: Direction,
    target: Square,
    ruling: Ruling,
    readings: ReadingsLike | None = None,
) -> Figure:
    """Where a square lies from a ship [9.31b, 9.35]: the ship, its four arcs, the target square ringed and named."""
    d = _draw()
    r = readings_for(readings)
    win = _window([ship, target])
    ax = _figure(win, f"{ruling.question}: {ruling.verdict} [9.31b]")
    u = d.unit_points(ax)
    draw_map(ax, win, legend_space=LEGEND_WIDTH)
    draw_fields(ax, ship, heading, r, window=win)
    d.hull(ax, ship.center, heading, color="#7f8c99", scale=0.62)
    d.text_at(ax, ship, f"heading {heading}", dy=-0.33, size=0.16, unit=u, weight="bold")
    _gid(d.outline(ax, [target], color=d.INK, width=2.5, zorder=4.5), "arc-target")
    d.text_at(ax, target, str(ruling.verdict), dy=0.0, size=0.2, unit=u, weight="bold", zorder=6)
    keys = [
        (ARC_COLOURS["port"], "port field", "fill"),
        (ARC_COLOURS["starboard"], "starboard field", "fill"),
        (ARC_COLOURS["bow"], "blind areas", "hatch"),
    ]
    _keys(ax, win, u, win.row0 - 0.5, keys)
    return ax.figure  # type: ignore[return-value]


def arc_diagram(
    ship: Square,
    heading: Direction,
    target: Square,
    ruling: Ruling,
    readings: ReadingsLike | None = None,
) -> Diagram:
    """The producer of :func:`arc_figure` for a ``fire_arc`` ruling [9.31b]."""
    return diagram(lambda: arc_figure(ship, heading, target, ruling, readings))


__all__ = [
    "ARC_COLOURS",
    "Diagram",
    "NATION_COLOURS",
    "arc_diagram",
    "arc_figure",
    "counted_allowances",
    "diagram",
    "fire_diagram",
    "fire_figure",
    "gauge_diagram",
    "gauge_figure",
    "moves_diagram",
    "moves_figure",
    "sight_diagram",
    "sight_figure",
    "strike_diagram",
    "strike_figure",
    "SAIL_COLOURS",
    "draw_counter",
    "draw_fields",
    "draw_map",
    "draw_path",
    "draw_position",
    "draw_ranges",
    "draw_sailing_rose",
    "draw_ship",
    "draw_sight",
    "draw_wind",
    "position_figure",
    "position_svg",
    "svg",
    "window_for",
]
