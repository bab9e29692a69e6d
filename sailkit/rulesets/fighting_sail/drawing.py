"""Pictures of Fighting Sail positions: the map [2.1], wind [5.0], counters [2.22] and overlays.

Every ``draw_*`` function draws on a matplotlib ``ax`` you give it and returns the
artists it made (compute first, then draw), so pictures can be combined, restyled
or tested. :func:`draw_position` draws a whole :class:`~.state.Position` with
optional overlays: fields of fire and blind areas [9.31b, 9.35], a line of sight
with the squares that block it [9.31c], Range Points [9.31a] and movement paths
[7.0]. :func:`position_svg` turns a position into a deterministic SVG string; it is
what a notebook shows for a bare ``position`` (``Position._repr_svg_``).

The map is drawn North up [5.1]: row 01 at the top, columns growing eastward, so a
square ``CCRR`` [2.1] is read as column ``CC`` across and row ``RR`` down.

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
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...errors import InvalidInputError
from ...geometry.compass import Direction
from ...geometry.squares import Square
from ...rulings import Ruling
from .board import COLUMNS, ROWS, name, square
from .fire.arcs import field_squares
from .fire.ranges import range_points
from .fire.sight import line_of_sight
from .readings import Readings, resolve
from .ships import NATIONALITIES, Counter
from .wind import movement_allowance, point_of_sail

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

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
LEGEND_WIDTH = 4.2  #: squares of free space east of the map for compass, wind and key

def _draw() -> Any:
    """The generic helpers, imported on first use so ``import sailkit`` stays free of matplotlib."""
    from ... import draw

    return draw


def window_for(extent: Any, squares: Iterable[Square] = (), margin: int = 2) -> Any:
    """The rectangle of map squares to draw [2.1].

    ``"map"`` (or ``None``) is the whole 30 x 20 map; ``"ships"`` the squares around
    ``squares`` plus ``margin`` (at least 8 x 6, clipped to the map); a pair of square
    names is the rectangle they span; a :class:`sailkit.draw.Window` is used as is.
    """
    d = _draw()
    whole = d.Window(1, 1, COLUMNS, ROWS)
    if extent is None or extent == "map":
        return whole
    if isinstance(extent, d.Window):
        return extent
    if extent == "ships":
        return d.Window.around(squares, margin, whole, minimum=(8, 6))
    if isinstance(extent, tuple) and len(extent) == 2:
        a, b = square(extent[0]), square(extent[1])
        return d.Window(min(a.col, b.col), min(a.row, b.row), max(a.col, b.col), max(a.row, b.row))
    raise InvalidInputError("extent", extent, "'ships', 'map', None, or a pair of squares such as ('0505', '1210')")


def draw_map(ax: Axes, extent: Any = None, *, labels: bool = True, legend_space: float = 0.0) -> list[Artist]:
    """The sea, the square grid and its ``CCRR`` numbers [2.1], North up [5.1].

    Every square is labelled in its top-left corner (``labels=False`` leaves them
    out); column numbers run along the top edge and row numbers down the left edge
    so a square under a counter can still be read off the margins.
    """
    d = _draw()
    win = window_for(extent)
    d.frame(ax, win, right=legend_space, pad=0.7)
    u = d.unit_points(ax)
    return _map_artists(ax, win, u, labels, skip=())


def _map_artists(ax: Axes, win: Any, u: float, labels: bool, skip: Iterable[Square]) -> list[Artist]:
    d = _draw()
    hidden = set(skip)
    out = d.grid(ax, win, label=(lambda s: "" if s in hidden else name(s)) if labels else None, unit=u)
    size = max(3.0, 0.2 * u)
    for c in range(win.col0, win.col1 + 1):
        out.append(ax.text(c - 0.5, win.row0 - 1.08, f"{c:02d}", ha="center", va="bottom", fontsize=size, color=d.LABEL))
    for r in range(win.row0, win.row1 + 1):
        out.append(ax.text(win.col0 - 1.1, r - 0.5, f"{r:02d}", ha="right", va="center", fontsize=size, color=d.LABEL))
    return out


def _fit(text: str, size: float, width: float = 0.94) -> float:
    """A font size (square units) at which ``text`` fits ``width`` squares (rough glyph width 0.6 em)."""
    return min(size, width / (0.6 * max(1, len(text))))


def draw_ship(
    ax: Axes,
    ship: ShipState,
    *,
    unit: float | None = None,
    offset: tuple[float, float] = (0.0, 0.0),
    label: str | None = None,
) -> list[Artist]:
    """One ship as its counter [2.22]: a hull pointing along its heading [5.1] in its nationality's colour [2.21].

    The ship's name is written across the top of its square and its ratings
    (Fire Value with ``*`` for carronades [9.38], Sailing Value [5.21], Rate [9.2],
    Crew Value) across the bottom. Damage taken so far [10.1, 10.2, 10.31] shows in
    red under the square; a prize [12.2] is outlined in its captor's colour and an
    abandoned ship [12.11] is drawn dashed.
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
        ax, center, ship.facing, color=colour, edge=edge, scale=0.62, style="--" if ship.abandoned else "-", hatch="///" if ship.prize else None
    )
    top = label if label is not None else ship.name
    c = ship.counter
    rating = f"{c.fire_value}{'*' if c.carronade else '-'}{c.sailing}-{c.rate}-{c.crew}"
    out += d.text_at(ax, ship.square, top, dy=-0.355, size=_fit(top, 0.19), unit=u, weight="bold")
    out += d.text_at(ax, ship.square, rating, dy=0.36, size=_fit(rating, 0.17), unit=u)
    damage = _damage(ship)
    if damage:
        out += d.text_at(ax, ship.square, damage, dy=0.62, size=_fit(damage, 0.15, 1.3), unit=u, color=BLOCKED, weight="bold")
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


def draw_wind(ax: Axes, wind: str | Direction, center: tuple[float, float], *, radius: float = 1.1, unit: float | None = None) -> list[Artist]:
    """A compass rose (North up [5.1]) with the wind blowing across it from its source [5.1, 15.0]."""
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
    readings: Readings | Mapping[str, str] | None = None,
    *,
    window: Any = None,
    alpha: float = 0.28,
) -> list[Artist]:
    """Shade the port and starboard fields of fire and the bow and stern blind areas [9.31b, 9.35].

    Squares exactly on a 45-degree line go where reading ``arc_boundary`` puts them,
    so switching the reading changes the picture. Only squares inside ``window``
    (default: the whole map) are drawn.
    """
    d = _draw()
    sq, h = square(square_), Direction.parse(heading)
    r = resolve(readings)
    win = window or window_for("map")
    arcs = field_squares(sq, h, r)
    out: list[Artist] = []
    for arc in ("port", "starboard"):
        out += d.shade(ax, [s for s in arcs[arc] if s in win], color=ARC_COLOURS[arc], alpha=alpha, label=f"{arc} broadside field [9.31b]", zorder=1.2)
    for arc in ("bow", "stern"):
        out += d.shade(
            ax, [s for s in arcs[arc] if s in win], color="none", alpha=0.6, hatch="////", edge=ARC_COLOURS[arc], label=f"{arc} blind area [9.35]", zorder=1.2
        )
    return out


def draw_sight(
    ax: Axes,
    a: str | Square,
    b: str | Square,
    *,
    occupied: Iterable[str | Square] = (),
    readings: Readings | Mapping[str, str] | None = None,
    ruling: Ruling | None = None,
    unit: float | None = None,
) -> list[Artist]:
    """The line of sight from ``a`` to ``b`` [9.31c]: green when clear, red with a cross on each blocking square.

    Squares listed in ``occupied`` that do not block are shaded grey.

    The ruling is worked out with :func:`~.fire.sight.line_of_sight` unless one is
    given; the drawing never decides anything itself.
    """
    d = _draw()
    sa, sb = square(a), square(b)
    rul = ruling if ruling is not None else line_of_sight(sa, sb, occupied=occupied, readings=readings)
    u = unit if unit is not None else d.unit_points(ax)
    blockers = [square(s) for s in rul.facts.get("blockers", ())]
    colour = CLEAR if rul else BLOCKED
    others = sorted({square(s) for s in occupied} - {sa, sb} - set(blockers))
    out = d.shade(ax, others, color="#7f8c99", alpha=0.45, label="occupied square", zorder=1.5)
    out += d.segment(ax, sa, sb, color=colour, width=2.0, style="-" if rul else "--", zorder=3.2, label="line of sight [9.31c]")
    ends = ax.scatter([sa.center[0], sb.center[0]], [sa.center[1], sb.center[1]], s=(0.18 * u) ** 2, color=colour, zorder=3.3)
    out.append(ends)
    out += d.outline(ax, blockers, color=BLOCKED, width=2.0)
    out += d.marker_x(ax, blockers, color=BLOCKED, unit=u)
    return out


def draw_ranges(ax: Axes, origin: str | Square, targets: Iterable[str | Square], *, unit: float | None = None) -> list[Artist]:
    """Label each target square with its Range Points from ``origin`` [9.31a]."""
    d = _draw()
    o = square(origin)
    out: list[Artist] = []
    for t in targets:
        ts = square(t)
        if ts == o:
            continue
        rp = range_points(o, ts)
        out += d.text_at(ax, ts, f"{rp} RP", dx=0.42, dy=-0.5, size=0.17, unit=unit, color="#333333", weight="bold", zorder=6)
    return out


def _path_squares(p: Any) -> list[Square]:
    """Squares of a path given as names, Squares, (Square, heading) pairs, or an object with ``squares``/``path``."""
    for attr in ("squares", "path"):
        if hasattr(p, attr) and not isinstance(p, str):
            p = getattr(p, attr)
            break
    out: list[Square] = []
    for item in p:
        sq = square(item[0] if isinstance(item, tuple) else item)
        if not out or out[-1] != sq:
            out.append(sq)
    return out


def draw_path(ax: Axes, squares: Sequence[str | Square] | Any, *, color: str = PATH_COLOURS[0], unit: float | None = None) -> list[Artist]:
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
    out.append(ax.text(x, top - 0.25, f"Game-Turn {position.turn}", ha="center", va="bottom", fontsize=max(3.0, 0.28 * u), color=d.INK, weight="bold"))
    out += draw_wind(ax, position.wind, (x, top + 1.7), radius=1.05, unit=u)
    y = top + 4.3
    size = max(3.0, 0.22 * u)
    keys = [(NATION_COLOURS.get(n, "#666666"), f"{n} {NATIONALITIES.get(n, n)}", "fill") for n in sorted(position.sides())]
    keys += list(extra)
    for colour, text, kind in keys:
        if y > win.row1 - 0.2:
            break
        x0 = win.col1 + 0.45
        if kind in ("fill", "hatch"):
            out += d.swatch(ax, (x0, y - 0.18), 0.36, 0.36, color=colour, hatch="////" if kind == "hatch" else None)
        else:
            (line,) = ax.plot([x0, x0 + 0.36], [y, y], color=colour, linewidth=2.0, linestyle="--" if kind == "dash" else "-")
            out.append(line)
        out.append(ax.text(x0 + 0.55, y, text, ha="left", va="center", fontsize=size, color=d.INK))
        y += 0.55
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
) -> list[Artist]:
    """Draw a whole position: map, wind, every ship afloat, and the overlays asked for.

    * ``arcs_for="Shannon"`` shades that ship's fields of fire and blind areas [9.31b, 9.35];
    * ``sight=("Shannon", "Chesapeake")`` (ship names or squares) draws the line of
      sight with the ships on the map as obstacles [9.31c];
    * ``ranges_from="Shannon"`` labels every other ship with its Range Points [9.31a];
    * ``paths=[["0811", "0911"], ...]`` draws movement paths [7.0].

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
        extra += [(ARC_COLOURS["port"], "port field", "fill"), (ARC_COLOURS["starboard"], "starboard field", "fill"), (ARC_COLOURS["bow"], "blind areas", "hatch")]
    if sight is not None:
        a, b = (_where(position, x) for x in sight)
        ruling = line_of_sight(a, b, occupied=occupied, readings=position.readings)
        out += draw_sight(ax, a, b, ruling=ruling, unit=u)
        extra.append((CLEAR if ruling else BLOCKED, "sight clear" if ruling else "sight blocked", "line" if ruling else "dash"))
    for i, p in enumerate(path_list):
        out += d.path(ax, p, color=PATH_COLOURS[i % len(PATH_COLOURS)], unit=u)
    for sq, group in position.occupied().items():
        if len(group) == 1:
            out += draw_ship(ax, group[0], unit=u)
        else:  # a fouled stack [7.81]: hulls side by side, names joined
            joined = "/".join(s.name for s in group)
            for i, s in enumerate(group):
                dx = (i - (len(group) - 1) / 2) * 0.22
                out += draw_ship(ax, s, unit=u, offset=(dx, 0.0), label=joined if i == 0 else "")
    if ranges_from is not None:
        origin = position.ship(ranges_from)
        out += draw_ranges(ax, origin.square, [s.square for s in ships if s.name != origin.name], unit=u)
    if legend:
        out += _legend(ax, position, win, u, extra)
    return out


def _where(position: Position, x: str | Square) -> Square:
    """A ship's square by name, or a square by ``CCRR``."""
    if isinstance(x, Square):
        return x
    try:
        return square(x)
    except InvalidInputError:
        return position.ship(x).square


def _new_axes(win: Any, right: float) -> Axes:
    """A fresh Figure and Axes sized to the window, without touching pyplot's global state."""
    from matplotlib.figure import Figure

    w = (win.columns + 1.4 + right) * INCH_PER_SQUARE
    h = (win.rows + 1.4) * INCH_PER_SQUARE
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
    with matplotlib.rc_context({"svg.hashsalt": "sailkit", "svg.fonttype": "none", "font.sans-serif": ["DejaVu Sans", "Arial", "Helvetica"]}):
        FigureCanvasSVG(figure)
        figure.savefig(buf, format="svg", metadata={"Date": None}, facecolor="white")
    return buf.getvalue()


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

    card = FancyBboxPatch((-1.0, -0.8), 2.0, 1.5, boxstyle="round,pad=0.02,rounding_size=0.12", facecolor=colour, alpha=0.16, edgecolor=d.INK, linewidth=1.2)
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
        out.append(ax.text(cx, y, chunk, ha="center", va="center", fontsize=size, family="monospace", weight="bold", color=d.INK))
        if annotate and meaning:
            tx = -2.3 + k * 0.92
            out.append(
                ax.annotate(
                    meaning, xy=(cx, y + 0.12), xytext=(tx, 1.05), ha="center", va="top", fontsize=0.105 * u, color=d.INK,
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
    readings: Readings | Mapping[str, str] | None = None,
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
    r = resolve(readings)
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
        ma = movement_allowance(sailing, h, w, rigging_hits=rigging_hits, masts_lost=masts_lost, studding=studding, readings=r)
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
            ax.text(lx, ly, text, ha=ha, va="center", fontsize=max(3.0, 0.2 * u), color=d.INK, weight="bold" if hl == h else "normal", zorder=6, bbox=d.BACKING)
        )
    out.append(ax.text(0, -4.5, f"wind from {w}, Sailing Value {sailing}", ha="center", va="top", fontsize=max(3.0, 0.24 * u), color=d.INK, weight="bold"))
    return out


__all__ = [
    "ARC_COLOURS",
    "NATION_COLOURS",
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
