"""What the As Per Margin tutorials show and let the reader vary: rulings on the table, readings side by side, explorers.

* :func:`table_figure` draws ships on the open table with what a lesson needs: the
  broadside arcs, range rings at 8, 16 and 24 inches, a measuring tape mainmast to
  mainmast, moves with the 3-inch ring, the wind and a ruler. :func:`on_table` makes a
  ruling show itself drawn that way (:class:`TableRuling`).
* :func:`chart_figure` draws a ship's tracking chart with its crossed-off boxes [APM-16].
* :func:`compare_readings` asks one question under each option of a reading.
* Explorers, one per thing a reader may vary, each a :class:`sailkit.widgets.Explorer`:
  public widgets, :meth:`rule` asking the one question for their values, the verdict as a
  ruling (``explorer.ruling``), the picture as SVG text (``explorer.picture.value``). A test sets
  a widget's ``.value`` and reads the ruling back, with no kernel:
  :class:`ClockExplorer` (the turn and the wind check), :class:`SailingExplorer`
  (wind dice, heading and state: how far a ship may sail), :class:`TackExplorer` (a
  pivot, and the tacking die when it crosses the wind), :class:`FallingAboardExplorer`
  (where the other ship lies: the swept 3-inch check, then the dice),
  :class:`FireExplorer` (where the target lies: arc, range band, rake, dice and exact
  odds), :class:`ChartExplorer` (boxes crossed off: damaged, dismasted, pumps, struck,
  sunk) and :class:`BoardingExplorer` (hits each side scores).

The rules live in their sections; an explorer only asks and shows. Drawing imports
matplotlib (through :mod:`sailkit.draw`) only when a picture is made.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

import shapely
from shapely.geometry.base import BaseGeometry

from ....controls import Check, Choice, Die, Reading, TableExplorer, Whole
from ....draw.style import SMALLEST_POINTS
from ....errors import IllegalActionError
from ....geometry.board import normalize
from ....geometry.table import Move, Point, Pose, distance, fan
from ....quiz import Compared, compare, ruling_of
from ....rulings import Ruling, Step
from ....svg_picture import Picture, picture
from ....wording import plural, sentences
from .. import citations as c
from ..boarding import board, boarding_dice
from ..falling_aboard import REACH, falls_aboard, first_check
from ..fire import BANDS, MAX_RANGE, fire_odds, volley
from ..notation import wind_name
from ..readings import READINGS
from ..ships import BROADSIDES, HULL, Ship
from ..struck import status
from ..tracking import Damage, chart_for
from ..turn import PHASES, Phase, minutes, wind_check_due
from ..turning import check_pivot_into_wind, crosses_wind, pivot, tack, tack_pivot
from ..wind import WINDS, WindSpeed, allowance, drift

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

RING_COLOURS = {8.0: "#1b7837", 16.0: "#b8860b", 24.0: "#b2182b"}


# ---------------------------------------------------------------- the table


def table_figure(
    ships: Sequence[Ship],
    *,
    title: str = "",
    subtitle: str = "",
    arcs_for: Sequence[str] = (),
    arc_radius: float = MAX_RANGE,
    rings_for: str | None = None,
    measure: Sequence[tuple[str, str]] = (),
    moves: Sequence[tuple[str, Move]] = (),
    check: Ruling | None = None,
    wind_from: float | None = None,
    captions: Mapping[str, str] | None = None,
    highlight: Sequence[str] = (),
    ghosts: Sequence[Ship] = (),
    no_go: str | None = None,
    marks: Sequence[tuple[tuple[float, float], str]] = (),
    alt: str = "",
    arcs: Mapping[Any, Any] = BROADSIDES,
) -> Figure:
    """Ships on the open table with the overlays a lesson asks for; every distance mainmast to mainmast [APM-15b].

    ``arcs_for`` names ships whose broadside arcs are shaded out to ``arc_radius``; ``rings_for`` a ship round which
    the range bands are drawn [APM-09]; ``measure`` pairs of ships joined by a tape with its length; ``moves``
    ``(ship, move)`` pairs drawn as the mainmast's path with the ship ghosted at its end, and ``check`` the
    falling-aboard ruling whose ring and point go on the first move [APM-04c]; ``ghosts`` ships drawn dashed (where a
    ship was, or would be); ``no_go`` a ship round which the headings too close to the wind are hatched (reading
    ``beating_angle`` [APM-03b]); ``marks`` labelled points (``((x, y), "least")``); ``arcs`` the broadside arcs
    drawn (a ruling's, :func:`~.drawing.arcs_of`; the printed 45 degrees by default). Drawn on the kit's table sheet.
    """
    from ....draw import primitives as p
    from ....draw import table as tb
    from ....draw.sheet import Sheet
    from ....draw.style import BLIND, BLIND_HATCH, INK
    from .drawing import draw_arcs, draw_move, draw_ships, ship_key

    by_name = {s.name: s for s in ships}
    wedge = None
    if no_go is not None and wind_from is not None:
        wedge = fan(by_name[no_go].mainmast, wind_from - 67.5, wind_from + 67.5, 4.5)
    parts = _shown(by_name, ghosts, arcs_for, arc_radius, rings_for, moves, check) + ([wedge] if wedge else [])
    words = None if wind_from is None else f"wind from {wind_from:g}° ({wind_name(wind_from)})"
    ax = tb.sheet(tb.bounds_around(parts, pad=2.0), title, subtitle, wind_from=wind_from, wind_words=words)
    if rings_for is not None:
        _draw_rings(ax, by_name[rings_for].mainmast)
    for name in arcs_for:
        draw_arcs(ax, by_name[name], radius=arc_radius, arcs=arcs)
    if wedge is not None:
        p.area(ax, wedge, edge=BLIND, hatch=BLIND_HATCH, hatch_color=BLIND, width=0.6, zorder=1, gid="no-go")
    _draw_marks(ax, marks, ghosts)
    tapes = [(f"tape-{a}-{b}", by_name[a].mainmast, by_name[b].mainmast) for a, b in measure]
    for gid, pa, pb in tapes:  # a tape mainmast to mainmast, its length beside it [APM-15b]
        p.line(ax, [pa, pb], color=INK, width=1.0, style=":", zorder=3.5, gid=gid)
    for i, (name, move) in enumerate(moves):
        draw_move(ax, by_name[name], move, check if i == 0 else None)
    taken: list[BaseGeometry] = []
    draw_ships(ax, ships, highlight=highlight, taken=taken)
    for _, pa, pb in tapes:
        tb.measure(ax, pa, pb, f'{distance(pa, pb):.1f}"', taken, INK)
    for name, words in (captions or {}).items():
        p.text(ax, by_name[name].pose.to_table((0.0, -2.4)), words, size=0.75, min_points=SMALLEST_POINTS, backing=True)
    return Sheet.close(ax, [], alt or sentences(title, subtitle), sides=ship_key(ships))


def _shown(
    by_name: Mapping[str, Ship],
    ghosts: Sequence[Ship],
    arcs_for: Sequence[str],
    arc_radius: float,
    rings_for: str | None,
    moves: Sequence[tuple[str, Move]],
    check: Ruling | None,
) -> list[BaseGeometry]:
    """What a :func:`table_figure` must show of the table: the hulls, most of each arc, the rings, the moves, and the
    other ship of a falling-aboard check."""
    parts = [s.pose.place(HULL) for s in [*by_name.values(), *ghosts]]
    parts += [shapely.Point(by_name[name].mainmast).buffer(arc_radius * 0.72) for name in arcs_for]
    if rings_for is not None:
        parts.append(shapely.Point(by_name[rings_for].mainmast).buffer(MAX_RANGE))
    parts += [shapely.LineString(move.track(by_name[name].pose).points).buffer(0.5) for name, move in moves]
    if check is not None and check.verdict is not None:
        parts.append(shapely.Point(check.other_at).buffer(REACH))
    return parts


def _draw_marks(ax: Axes, marks: Sequence[tuple[tuple[float, float], str]], ghosts: Sequence[Ship]) -> None:
    """Labelled points (``((x, y), "least")``) and ships drawn dashed where they were, or would be."""
    from ....draw import primitives as p
    from ....draw.style import GHOST, INK

    for at, words in marks:
        p.marker(ax, [at], kind="dot", size=0.45, color=INK, zorder=6)
        p.text(ax, (at[0] + 0.5, at[1]), words, size=0.7, min_points=SMALLEST_POINTS, ha="left", backing=True)
    for ghost in ghosts:
        p.area(ax, ghost.pose.place(HULL), edge=GHOST, width=1.2, style="--", zorder=3)


def _draw_rings(ax: Axes, centre: Point) -> None:
    """The range bands round ``centre``, each ring labelled with its limit in inches [APM-09]."""
    from ....draw import primitives as p

    for limit, _ in BANDS:
        ring = shapely.Point(centre).buffer(limit, 128).exterior
        p.line(ax, ring, color=RING_COLOURS[limit], width=1.0, style="--", zorder=1.5, gid=f"ring-{limit:g}")
        p.text(ax, (centre[0], centre[1] + limit), f'{limit:g}"', size=0.9, min_points=SMALLEST_POINTS, backing=True)


@dataclass(frozen=True)
class TableRuling(Ruling):
    """A ruling that shows itself drawn on the table (see :func:`on_table`); it prints and compares as the ruling it wraps."""

    board: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def figure(self) -> Figure:
        """The table with the ruling's ships and overlays: the arcs it used, the wind it carries unless given."""
        from .drawing import arcs_of

        options = dict(self.board)
        ships = options.pop("ships")
        options.setdefault("title", self.title())
        options.setdefault("arcs", arcs_of(self))
        if self.facts.get("wind_from") is not None:
            options.setdefault("wind_from", float(self.facts["wind_from"]))
        return table_figure(ships, **options)


def on_table(answer: Any, ships: Sequence[Ship], **draw: Any) -> TableRuling:
    """``answer``'s ruling (a ruling or anything carrying one), drawn on the table with ``ships`` and the overlays
    of :func:`table_figure` when shown or exported."""
    r = ruling_of(answer)
    values = {f.name: getattr(r, f.name) for f in fields(Ruling) if f.init}
    return TableRuling(**values, board={"ships": tuple(ships), **draw})


def in_wind(answer: Any, wind_from: float) -> Ruling:
    """``answer``'s ruling (a ruling or anything carrying one) carrying the wind it was asked in, ``wind_from``
    degrees, so its picture draws the wind across the compass. A ruling asked of ships alone (``volley``,
    ``is_rake``) knows no wind, and the fire rules need none; a game's rulings carry their position's [APM-01]."""
    r = ruling_of(answer)
    return replace(r, facts={**r.facts, "wind_from": float(wind_from)})


def compare_readings(
    ask: Callable[[Mapping[str, str]], Any], reading: str, options: Sequence[str] | None = None
) -> Compared:
    """The answers of ``ask(readings)`` under each option of the As Per Margin reading ``reading``, side by side."""
    return compare(ask, READINGS, reading, options)


# ---------------------------------------------------------------- the tracking chart


def chart_figure(ship: Ship, *, title: str = "") -> Figure:
    """``ship``'s tracking chart: two rows of masts, port and starboard guns, two rows of hull; crossed boxes struck out [APM-16]."""
    from .drawing import chart_sheet

    ch, d = ship.chart, ship.damage
    if ship.guns >= 100 and not ch.reconstructed:
        made = "the printed 1st Rate chart"
    elif ch.reconstructed:
        made = "a reconstructed chart (reading lesser_rate_charts)"
    else:
        made = "a chart the position supplies (the smaller rates' charts are lost)"
    words = f"{ship.name}'s chart: {d.masts} mast, {d.port} port, {d.starboard} starboard and {d.hull} hull boxes crossed off"
    return chart_sheet(title or f"{ship.name}'s tracking chart", f"{ship.guns} guns: {made}", ch, d, alt=words + ".")


# ---------------------------------------------------------------- the turn


def sequence_figure(current: Phase | None = None) -> Figure:
    """The steps of a turn in order, the three movement groups together, ``current`` highlighted [TURN SEQUENCE, APM-01]."""
    from ....draw import primitives as p
    from ....draw.figure import board_figure, describe, heading
    from ....draw.style import HIGHLIGHT, INK, SEA, WIND

    fire = {Phase.SIDE_1_FIRE: "#2f5d8a", Phase.SIDE_2_FIRE: "#a23b3b"}
    n = len(PHASES)
    fig, ax = board_figure(n * 3.0, 4.4, inch_per_unit=0.34)
    p.frame(ax, (0, 0, n * 3.0, 4.4))
    p.area(ax, shapely.box(0, 0, n * 3.0, 4.4), color=SEA, zorder=0)
    moving = [k for k, ph in enumerate(PHASES) if ph.name.startswith("MOVE")]
    group = shapely.box(moving[0] * 3 + 0.1, 0.35, moving[-1] * 3 + 2.9, 3.95)
    p.area(ax, group, edge=WIND, width=1.0, style="--", zorder=1)
    at = ((moving[0] + moving[-1]) * 1.5 + 1.5, 0.65)
    p.text(ax, at, "movement: dismasted, then Side 1, then Side 2", size=0.34, min_points=SMALLEST_POINTS)
    for k, ph in enumerate(PHASES):
        colour = HIGHLIGHT if ph is current else fire.get(ph, "white")
        p.area(ax, shapely.box(k * 3 + 0.3, 1.2, k * 3 + 2.7, 3.5), color=colour, edge=INK, width=1.0, zorder=2)
        words = "\n".join(textwrap.wrap(ph.value, 9))
        ink = "white" if ph in fire and ph is not current else INK
        p.text(ax, (k * 3 + 1.5, 2.35), words, size=0.36, min_points=SMALLEST_POINTS, color=ink)
        if k < n - 1:
            p.arrow(ax, (k * 3 + 2.72, 2.35), (k * 3 + 3.28, 2.35), width=0.06, head_width=0.22, head_length=0.2)
    sub = "Side 1 fires before anyone moves, Side 2 after everyone has"
    heading(ax, "A turn of As Per Margin, about a minute and a half [TURN SEQUENCE, APM-01]", sub)
    words = ", ".join(ph.value for ph in PHASES)
    return describe(fig, f"The nine steps of a turn in order: {words}.")


# ---------------------------------------------------------------- the wind


def wind_figure(
    wind_from: float, outcomes: Mapping[str, float], *, prevailing: float | None = None, title: str = ""
) -> Figure:
    """A compass with the wind now (a broad arrow) and where each outcome would bring it (labelled ticks) [APM-02, APM-13].

    ``outcomes`` maps a label to the bearing the wind would blow from; labels sharing a bearing share a tick.
    """
    from ....draw import primitives as p
    from ....draw.figure import board_figure, describe, heading
    from ....draw.style import HIGHLIGHT, INK, SEA, WIND

    fig, ax = board_figure(42.0, 20.0, inch_per_unit=0.2)
    p.frame(ax, (-21, -10, 21, 10))
    p.area(ax, shapely.box(-21, -10, 21, 10), color=SEA, zorder=0)
    p.compass(ax, (0.0, 0.0), 4.0, labels=False)
    for name in ("N", "E", "S", "W"):
        at = Pose(0.0, 0.0, WINDS[name]).to_table((0.0, 4.7))
        p.text(ax, at, name, size=0.9, min_points=SMALLEST_POINTS, weight="bold")
    p.wind(ax, (0.0, 0.0), wind_from, 3.2)
    if prevailing is not None:
        toward = Pose(0.0, 0.0, prevailing)
        p.marker(ax, [toward.to_table((0.0, 5.6))], kind="diamond", size=0.8, color=WIND, edge=INK, zorder=6)
        p.text(ax, toward.to_table((0.0, 9.0)), "prevailing", size=0.8, min_points=SMALLEST_POINTS, backing=True)
    shared: dict[float, list[str]] = {}
    for label, bearing in outcomes.items():
        shared.setdefault(round(normalize(bearing), 6), []).append(label)
    for k, (bearing, labels) in enumerate(sorted(shared.items())):
        pose = Pose(0.0, 0.0, bearing)
        tick = [pose.to_table((0.0, 4.2)), pose.to_table((0.0, 5.4 + 1.1 * (k % 3)))]
        p.line(ax, tick, color=HIGHLIGHT, width=2.0, zorder=5)
        at = pose.to_table((0.0, 5.8 + 1.1 * (k % 3)))
        side = "center" if abs(at[0]) < 1.0 else "left" if at[0] > 0 else "right"
        p.text(ax, at, ", ".join(labels), size=0.8, min_points=SMALLEST_POINTS, ha=side, backing=True)
    heading(ax, title or "The wind", f"now from {normalize(wind_from):g} degrees")
    words = "; ".join(f"{k}: from {normalize(v):g}" for k, v in outcomes.items())
    return describe(fig, f"A compass with the wind blowing from {normalize(wind_from):g} degrees. {words}.")


# ---------------------------------------------------------------- explorers


class ClockExplorer(TableExplorer):
    """Pick a turn: the game time it ends at and whether its Check Wind step throws [TURN SEQUENCE, APM-01, 01b, 02]."""

    basis = 520
    turn = Whole("turn", 1, 40, default=10)
    reading = Reading(READINGS, "wind_check_frequency")

    def rule(self) -> Ruling:
        return wind_check_due(self.turn.value, {"wind_check_frequency": self.reading.value})

    def figure(self) -> Figure:
        from ....draw import primitives as p
        from ....draw.figure import board_figure, describe, heading
        from ....draw.style import HIGHLIGHT, INK, SEA, WIND

        fig, ax = board_figure(41, 5, inch_per_unit=0.2)
        p.frame(ax, (0, 0, 41, 5))
        p.area(ax, shapely.box(0, 0, 41, 5), color=SEA, zorder=0)
        for t in range(1, 41):
            due = bool(wind_check_due(t, {"wind_check_frequency": self.reading.value}))
            colour = HIGHLIGHT if t == self.turn.value else WIND if due else "white"
            p.area(ax, shapely.box(t - 0.45, 1.6, t + 0.45, 3.4), color=colour, edge=INK, width=0.6, zorder=2)
            if t % 5 == 0:
                p.text(ax, (t, 0.9), str(t), size=0.8, min_points=SMALLEST_POINTS)
        p.text(ax, (0.6, 4.3), "turns (blue: the wind is checked)", size=0.8, min_points=SMALLEST_POINTS, ha="left")
        when = minutes(self.turn.value)
        words = "its Check Wind step throws for a change" if self.ruling else "no throw for the wind this turn"
        heading(ax, f"Turn {self.turn.value} ends {float(when):g} minutes in", words)
        return describe(fig, f"Forty turns in a row; the wind is checked on the blue ones. Turn {self.turn.value}.")


_STATES = ("undamaged", "damaged", "dismasted")


def _ship_in_state(name: str, state: str, pose: Pose, **kw: Any) -> Ship:
    masts = {"undamaged": 0, "damaged": 6, "dismasted": 12}[state]
    return Ship(name, 1, pose, damage=Damage(masts=masts), **kw)


class SailingExplorer(TableExplorer):
    """Throw the two speed dice, turn the ship and the wind, damage the masts: how far may she sail [WIND SPEED, APM-03]?"""

    basis = 520
    first = Whole("first speed die", 1, 6, default=3)
    second = Whole("second speed die", 1, 6, default=5)
    heading = Whole("heading (degrees)", 0, 345, default=180, step=15)
    wind = Choice("wind from", tuple(WINDS), "W")
    state = Choice("masts", _STATES, "undamaged")
    beating = Reading(READINGS, "beating_angle")

    @property
    def ship(self) -> Ship:
        return _ship_in_state("Ajax", self.state.value, Pose(0.0, 0.0, float(self.heading.value)))

    @property
    def speed(self) -> WindSpeed:
        return WindSpeed(self.first.value, self.second.value)

    def rule(self) -> Ruling:
        return allowance(
            self.ship,
            float(self.heading.value),
            WINDS[self.wind.value],
            self.speed,
            {"beating_angle": self.beating.value},
        )

    def figure(self) -> Figure:
        ship, wind = self.ship, WINDS[self.wind.value]
        r = self.ruling
        if ship.dismasted:
            _, move, _ = drift(ship, wind, self.speed)
        else:
            move = Move.pivot_then_straight(0.0, float(r.value or 0))
        least = r.facts.get("least", 0)
        words = f'at most {r.value}", at least {least}"' if r.value else "no way on: she must tack"
        marks = [] if ship.dismasted or not r.value else [(ship.pose.forward(float(least)).point, f'least {least}"')]
        return table_figure(
            [ship],
            moves=[("Ajax", move)],
            wind_from=wind,
            no_go=None if ship.dismasted else "Ajax",
            marks=marks,
            title=f"Ajax heading {self.heading.value} with the wind from {self.wind.value}",
            subtitle=f"dice {self.first.value} and {self.second.value}: {words}",
        )


class TackExplorer(TableExplorer):
    """Turn a ship before it moves: a plain pivot, or a tack through the wind that needs its die [APM-05, APM-06]."""

    basis = 520
    heading = Whole("heading (degrees)", 0, 345, default=285, step=15)
    turn_by = Whole("pivot (degrees, + clockwise)", -180, 180, default=150, step=15)
    wind = Choice("wind from", tuple(WINDS), "N")
    die = Die("tacking die")
    damaged = Check("damaged (top row of masts gone)")
    english = Check("English ship", True)

    @property
    def ship(self) -> Ship:
        state = "damaged" if self.damaged.value else "undamaged"
        return _ship_in_state(
            "Ajax", state, Pose(0.0, 0.0, float(self.heading.value)), nation="GB" if self.english.value else "FR"
        )

    @property
    def tacking(self) -> bool:
        """Whether the pivot carries the bow through the wind's eye [APM-06]."""
        return crosses_wind(float(self.heading.value), float(self.turn_by.value), WINDS[self.wind.value])

    def rule(self) -> Ruling:
        ship, degrees = self.ship, float(self.turn_by.value)
        if not self.tacking:
            return pivot(ship, degrees)
        onto = tack_pivot(ship, degrees, WINDS[self.wind.value])
        die = self.values["die"]
        if not onto or die is None:  # refused (in irons, beyond 180), or the die still to throw
            return onto if not onto else replace(onto, verdict="throw the tacking die")
        return tack(die, damaged=ship.damaged, english=ship.english)

    def figure(self) -> Figure:
        ship, wind = self.ship, WINDS[self.wind.value]
        end = ship.pose.turned(float(self.turn_by.value))
        if self.tacking:
            end = end if self.ruling.verdict is True else ship.pose
        if not self.ruling and not self.tacking:
            end = ship.pose
        if not self.tacking:
            result = "allowed" if self.ruling else "refused: more than 90 degrees by choice"
        elif self.ruling.verdict is True:
            result = "she comes round onto the other tack"
        elif self.ruling.verdict is False and "die" in self.ruling.facts:
            result = "she misses stays and drifts as if dismasted"
        elif self.ruling.verdict is False:
            result = f"refused: {self.ruling.steps[-1].words}"
        else:
            result = "throw the tacking die"
        return table_figure(
            [ship.with_(pose=end)],
            ghosts=[ship],
            wind_from=wind,
            no_go="Ajax",
            title=f"Ajax pivots {self.turn_by.value} degrees from heading {self.heading.value} (dashed: before)",
            subtitle=("a tack: " if self.tacking else "a plain pivot: ") + result,
        )


class FallingAboardExplorer(TableExplorer):
    """Place the other ship and sail past it: the first closing point within 3 inches, then the two dice [APM-04c, APM-14]."""

    basis = 520
    x = Whole("Ville de Paris east of the track (inches)", -8, 8, default=2)
    y = Whole("Ville de Paris ahead (inches)", -4, 14, default=6)
    run = Whole("Ajax sails (inches)", 0, 12, default=10)
    when = Reading(READINGS, "fall_aboard_when")
    die_a = Die("Ajax's die (wants to fend off)")
    die_b = Die("Ville de Paris's die (wants to fall aboard)")

    @property
    def ships(self) -> tuple[Ship, Ship]:
        return Ship("Ajax", 1, Pose(0.0, 0.0, 0.0)), Ship(
            "Ville de Paris", 2, Pose(float(self.x.value), float(self.y.value), 90.0)
        )

    @property
    def move(self) -> Move:
        return Move.pivot_then_straight(0.0, float(self.run.value))

    @property
    def check(self) -> Ruling:
        mover, other = self.ships
        return first_check(mover, self.move, [other], {"fall_aboard_when": self.when.value})

    def rule(self) -> Ruling:
        check = self._check = self.check
        a, b = self.values["die_a"], self.values["die_b"]
        if check.verdict is None or a is None or b is None:
            return check
        return falls_aboard(a, b, wish_a="fend off", wish_b="fall aboard")

    def figure(self) -> Figure:
        check = self._check
        if check.verdict is None:
            sub = 'Ajax never closes within 3" of her while the gap shrinks'
        else:
            sub = f'Ajax must check {check.progress:.0%} of the way along, {check.gap:.1f}" apart'
        return table_figure(
            self.ships,
            moves=[("Ajax", self.move)],
            check=check,
            title="The 3-inch check on Ajax's path",
            subtitle=sub + ("" if self.ruling is check else f"; the dice: {self.ruling.headline()}"),
        )


class FireExplorer(TableExplorer):
    """Move and turn the target: which broadside bears, the range band, a rake, the dice and the exact odds [APM-07 to APM-11]."""

    basis = 520
    x = Whole("target east (inches)", -26, 26, default=10)
    y = Whole("target north (inches)", -26, 26, default=0)
    heading = Whole("target heading", 0, 345, default=0, step=15)
    fired = Check("Victory has fired this broadside before")
    boundaries = Reading(READINGS, "range_boundaries")
    #: The wind of the explorer's sea, drawn in its picture: from the West (fire does not depend on it) [APM-01].
    wind_from = 270.0

    @property
    def ships(self) -> tuple[Ship, Ship]:
        firer = Ship(
            "Victory", 1, Pose(0.0, 0.0, 0.0), fired=frozenset({"P", "S"}) if self.fired.value else frozenset()
        )
        target = Ship("Redoutable", 2, Pose(float(self.x.value), float(self.y.value), float(self.heading.value)))
        return firer, target

    @property
    def readings(self) -> dict[str, str]:
        return {"range_boundaries": self.boundaries.value}

    def rule(self) -> Ruling:
        firer, target = self.ships
        if firer.mainmast == target.mainmast:
            steps = (Step(c.MEASURE, "both mainmasts on the same spot: move the target"),)
            return Ruling("may Victory fire on Redoutable", False, steps, ruleset="as_per_margin", kind="fire")
        return volley(firer, target, self.readings)

    @property
    def odds(self) -> Ruling | None:
        """The exact odds of this fire (:func:`~.fire.fire_odds`), ``None`` when it may not be made."""
        if not self.ruling:
            return None
        firer, target = self.ships
        return fire_odds(firer, target, self.readings)

    def figure(self) -> Figure:
        from .drawing import arcs_of

        firer, target = self.ships
        if self.ruling:
            odds = self.odds
            assert odds is not None
            sub = f"{plural(self.ruling.value, 'die', 'dice')}; on average {float(odds.expected_hits):.1f} of them score on Table I"
        else:
            sub = self.ruling.headline()
        return table_figure(
            [firer, target],
            arcs_for=["Victory"],
            rings_for="Victory",
            measure=[("Victory", "Redoutable")] if firer.mainmast != target.mainmast else [],
            title="May Victory fire on Redoutable?",
            subtitle=sub,
            highlight=["Redoutable"],
            wind_from=self.wind_from,
            arcs=arcs_of(self.ruling),
        )


class ChartExplorer(TableExplorer):
    """Cross off boxes on a ship's chart and read its state: damaged, dismasted, at the pumps, struck, sunk [APM-16a-e]."""

    basis = 520
    guns = Whole("guns", 20, 120, default=100)
    masts = Whole("mast boxes crossed off", 0, 12, default=0)
    port = Whole("port gun boxes crossed off", 0, 6, default=0)
    starboard = Whole("starboard gun boxes crossed off", 0, 6, default=0)
    hull = Whole("hull boxes crossed off", 0, 12, default=0)

    def _watch(self, controls: Any = None) -> None:
        """Resize the sliders to the chart whenever the guns change (and once now), then watch every control."""
        self.guns.observe(self.resize, names="value")
        self.resize()
        super()._watch(controls)

    def resize(self, change: dict[str, Any] | None = None) -> None:
        """A smaller chart has fewer boxes to cross off: each slider stops at its row's boxes [APM-16f]."""
        chart, _ = chart_for(self.guns.value)
        self._resizing = True  # a slider clamped to its new top must not ask about a half-resized chart
        try:
            for box, top in (
                (self.masts, chart.masts),
                (self.port, chart.guns_side),
                (self.starboard, chart.guns_side),
                (self.hull, chart.hull),
            ):
                box.max = top
        finally:
            self._resizing = False

    def update(self, change: dict[str, Any] | None = None) -> None:
        if not getattr(self, "_resizing", False):
            super().update(change)

    @property
    def ship(self) -> Ship:
        chart, _ = chart_for(self.guns.value)
        damage = Damage(self.masts.value, self.port.value, self.starboard.value, self.hull.value)
        out_of_guns = damage.port == chart.guns_side and damage.starboard == chart.guns_side
        return Ship(
            "Ajax", 1, Pose(0.0, 0.0, 0.0), self.guns.value, chart, damage, struck_to=2 if out_of_guns else None
        )

    def rule(self) -> Ruling:
        return status(self.ship)

    def figure(self) -> Figure:
        return chart_figure(self.ship, title=f"Ajax: {self.ruling.headline()}")


#: The two ships of the boarding explorer, locked together [APM-12].
_BOARDERS = (
    Ship("Ajax", 1, Pose(0.0, 0.0, 0.0), locked_with=frozenset({"Ville de Paris"})),
    Ship("Ville de Paris", 2, Pose(2.0, 0.5, 0.0), locked_with=frozenset({"Ajax"}), damage=Damage(port=2, starboard=1)),
)


class BoardingExplorer(TableExplorer):
    """Set how many of each side's boarding dice hit: the hits cancel and the surplus takes the loser's gun boxes [APM-12]."""

    basis = 520
    attacker_hits = Whole("Ajax's dice showing 4-6", 0, int(boarding_dice(_BOARDERS[0])), default=20)
    defender_hits = Whole("Ville de Paris's dice showing 4-6", 0, int(boarding_dice(_BOARDERS[1])), default=17)
    ships = _BOARDERS

    def rule(self) -> Ruling:
        a, d = self.ships
        na, nd = int(boarding_dice(a)), int(boarding_dice(d))
        dice_a = [6] * self.attacker_hits.value + [1] * (na - self.attacker_hits.value)
        dice_d = [6] * self.defender_hits.value + [1] * (nd - self.defender_hits.value)
        self.after = board(a, d, dice_a, dice_d)
        return self.after[2]

    def figure(self) -> Figure:
        loser = self.after[1] if self.ruling.facts.get("winner") == "Ajax" else self.after[0]
        return chart_figure(loser, title=f"After the boarding: {self.ruling.verdict}")


def pivot_ruling(ship: Ship, degrees: float, wind_from: float) -> Ruling:
    """A pivot before moving [APM-05], refused with its clause if it turns through the wind (that is a tack [APM-06])."""
    try:
        check_pivot_into_wind(ship, degrees, wind_from)
    except IllegalActionError as err:
        steps = (Step(c.TACKING, str(err).split(" [")[0]),)
        return Ruling(f"may {ship.name} pivot {degrees:g}", False, steps, ruleset="as_per_margin", kind="move")
    return pivot(ship, degrees)


__all__ = [
    "BoardingExplorer",
    "ChartExplorer",
    "ClockExplorer",
    "FallingAboardExplorer",
    "FireExplorer",
    "SailingExplorer",
    "Picture",
    "TableRuling",
    "TackExplorer",
    "chart_figure",
    "compare_readings",
    "in_wind",
    "on_table",
    "picture",
    "sequence_figure",
    "pivot_ruling",
    "table_figure",
    "wind_figure",
]
