"""Cards: the kit's sheet for a ruling with no place on the board (dice thrown, exact chances, the steps).

A throw of dice, a Damage Deck reading or a table of odds has nothing to show on a map, yet a club still wants it
drawn: the dice as they fell, with the ones that score edged in the clear-line green; the chance of each result as
a bar with its number; and the steps with their cases. A card is the kit's :class:`~sailkit.draw.sheet.Sheet`
without the strip, so its heading and verdict sit where every other diagram's do. Rule-free: a rule set's drawing
face turns its ruling's facts into :class:`DiceRow` and :class:`Chances` values and calls :func:`card`.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

import shapely
from shapely.geometry import Polygon

from ..wording import heading
from . import primitives as p
from .figure import MAX_INCHES
from .sheet import Sheet
from .style import CLEAR, DRIFT, GRID, INK, LABEL, WIND

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

INCH_PER_UNIT = 0.45  #: figure inches per card unit: a die is one unit across
#: The widest a card is drawn, in units: a notebook's output area (828 CSS px in a default JupyterLab at 1280 px)
#: less the margins a saved figure keeps (0.1 inch a side), so a notebook shows every card at 100%, never shrunk.
FIT = (828 / 96 - 0.2) / INCH_PER_UNIT
DICE_PER_LINE = 10  #: the most dice on one line of a card (they fit :data:`FIT`); more wrap onto the next line
WORDS = 0.36  #: the height of a card's words, in card units (about 12 points)
SMALLEST = 8.5  #: no word on a card is smaller than this, in points (11 CSS pixels at 100%)
WIDTH = FIT  #: a card's width in units when it shows chances or steps
BAR = 4.5  #: the length of the likeliest outcome's bar, in units
GAP = 0.5  #: the room between two charts of chances side by side, in units
CHARACTER = 0.21  #: the width of an average character of a chart's words, in units (DejaVu Sans, generous)
BOLD_CHARACTER = 0.24  #: the same for a chart's bold heading
PERCENT = 1.4  #: the room right of a bar for its chance (``">99.9%"``), in units
LINE_CHARACTERS = 86  #: where a step's line wraps (it fits :data:`FIT`)


@dataclass(frozen=True)
class DiceRow:
    """One row of dice on a card: who threw them or what for, the faces in the order thrown, the lowest face that
    scores (``None``: none is marked) and the lowest that bursts into a further die (``None``: none do)."""

    label: str
    faces: tuple[int, ...]
    need: int | None = None
    burst: int | None = None


@dataclass(frozen=True)
class Chances:
    """One chart of exact chances on a card: its heading and ``(outcome in words, chance)`` rows, top to bottom;
    ``picked`` names outcomes drawn in the verdict's colour (what a ruling settled on)."""

    heading: str
    rows: tuple[tuple[str, Fraction], ...]
    picked: tuple[str, ...] = field(default=())


def percent(chance: Fraction) -> str:
    """A chance as a reader takes it in at a glance: ``"37.5%"``, ``"<0.1%"`` for a sliver, ``"0%"`` and ``"100%"``
    only when exact."""
    if chance <= 0:
        return "0%"
    if chance >= 1:
        return "100%"
    value = float(chance) * 100
    if value < 0.05:
        return "<0.1%"
    if value > 99.95:
        return ">99.9%"
    return f"{value:.1f}%"


def draw_dice(ax: Axes, top_left: tuple[float, float], row: DiceRow, *, label_width: float = 5.2) -> list[Artist]:
    """``row`` as dice in lines of :data:`DICE_PER_LINE`, its label left of the first line (gid ``die`` for each die).

    A die that scores is edged green and heavy; one that bursts wears a small purple star over its corner. Returns
    the artists; the row is ``1.3`` units high a line."""
    x0, y0 = top_left
    out = p.text(ax, (x0, y0), row.label, size=WORDS, min_points=SMALLEST, ha="left", weight="bold")
    for k, face in enumerate(row.faces):
        at = (x0 + label_width + 0.4 + 1.3 * (k % DICE_PER_LINE), y0 - 1.3 * (k // DICE_PER_LINE))
        scores = row.need is not None and face >= row.need
        out += p.die(
            ax, at, int(face), size=1.0, edge=CLEAR if scores else INK, width=2.4 if scores else 1.0, gid="die"
        )
        if row.burst is not None and face >= row.burst:
            out += p.text(ax, (at[0] + 0.48, at[1] + 0.48), "✱", size=0.5, min_points=SMALLEST, color=DRIFT)
    if not row.faces:
        out += p.text(ax, (x0 + label_width + 0.4, y0), "no dice", size=WORDS, min_points=SMALLEST, color=LABEL)
    return out


def dice_height(row: DiceRow) -> float:
    """How many card units ``row`` takes down the card."""
    return 1.3 * max(1, -(-len(row.faces) // DICE_PER_LINE))


def outcome_width(chart: Chances) -> float:
    """The room left of ``chart``'s bars for its longest outcome, in units."""
    return 0.2 + CHARACTER * max([4] + [len(words) for words, _ in chart.rows])


def chart_width(chart: Chances) -> float:
    """How many card units ``chart`` takes across: its outcomes, bars and chances, or its heading if wider."""
    return max(BOLD_CHARACTER * len(chart.heading), outcome_width(chart) + 0.3 + BAR + 0.25 + PERCENT)


def draw_chances(
    ax: Axes, top_left: tuple[float, float], chart: Chances, *, label_width: float | None = None
) -> list[Artist]:
    """``chart`` as horizontal bars under its heading, each with its outcome left of it and its chance (a percentage)
    right of it, the likeliest outcome's bar full length (:data:`BAR`) and the others in proportion, as dice
    calculators draw them; a picked outcome's bar is in the clear-line green, the others in the wind's blue (gid
    ``chance``). ``label_width``: the room for the outcomes (default: as the longest needs)."""
    x0, y0 = top_left
    if label_width is None:
        label_width = outcome_width(chart)
    out = p.text(ax, (x0, y0), chart.heading, size=WORDS, min_points=SMALLEST, ha="left", weight="bold")
    likeliest = max([Fraction(0)] + [c for _, c in chart.rows]) or Fraction(1)
    for i, (words, chance) in enumerate(chart.rows):
        y = y0 - 0.75 * (i + 1)
        out += p.text(ax, (x0 + label_width, y), words, size=WORDS * 0.92, min_points=SMALLEST, ha="right")
        left = x0 + label_width + 0.3
        out += p.area(ax, _box(left, y, BAR, 0.5), color="white", edge=GRID, width=0.6, zorder=2)
        length = BAR * float(chance / likeliest)
        if length > 0:
            colour = CLEAR if words in chart.picked else WIND
            out += p.area(ax, _box(left, y, max(length, 0.04), 0.5), color=colour, alpha=0.8, zorder=3, gid="chance")
        out += p.text(ax, (left + BAR + 0.25, y), percent(chance), size=WORDS * 0.92, min_points=SMALLEST, ha="left")
    return out


def chances_height(chart: Chances) -> float:
    """How many card units ``chart`` takes down the card."""
    return 0.75 * (len(chart.rows) + 1) + 0.4


def _box(left: float, y: float, length: float, depth: float) -> Polygon:
    return shapely.box(left, y - depth / 2, left + length, y + depth / 2)


def card(
    title: str,
    verdict: str,
    *,
    dice: Sequence[DiceRow] = (),
    chances: Sequence[Chances] = (),
    lines: Sequence[str] = (),
    keys: Sequence[p.Key] = (),
    alt: str = "",
) -> Figure:
    """A card on the kit's sheet: ``title`` and ``verdict`` as the heading, then the ``dice`` rows, the ``chances``
    charts side by side as many as fit :data:`FIT` (one under another otherwise), and ``lines`` (a ruling's steps
    with their cases) wrapped, top to bottom; ``keys`` under it, ``alt`` its alt text (default: the heading and the
    lines). However many charts, the card is never wider than a notebook's output area, nor shrunk to a height."""
    wrapped = [part for line in lines for part in (textwrap.wrap(line, LINE_CHARACTERS) or [""])]
    widest = max([0] + [min(len(r.faces), DICE_PER_LINE) for r in dice])
    column = max([0.0] + [chart_width(c) for c in chances]) + GAP
    across = max(1, int((WIDTH - 0.4 + GAP) // column)) if chances else 1
    rows = [tuple(chances[k : k + across]) for k in range(0, len(chances), across)]
    width = max(
        WIDTH if (chances or wrapped) else 0.0,
        5.4 + 1.3 * max(4, widest),
        0.4 + column * min(across, len(chances)) - GAP,
    )
    height = 0.4 + sum(dice_height(r) for r in dice) + 0.55 * len(wrapped)
    height += sum(max(chances_height(c) for c in row) for row in rows) + 0.3
    ax = Sheet(title, verdict, strip=False).open(
        width,
        height,
        lambda ax, _: p.frame(ax, (0.0, 0.0, width, height)),
        inch_per_unit=INCH_PER_UNIT,
        max_inches=max(MAX_INCHES, height * INCH_PER_UNIT),
    )
    y = height - 0.7
    for row in dice:
        draw_dice(ax, (0.2, y), row)
        y -= dice_height(row)
    for charts in rows:
        for k, chart in enumerate(charts):
            draw_chances(ax, (0.2 + k * column, y), chart)
        y -= max(chances_height(c) for c in charts)
    for line in wrapped:
        p.text(ax, (0.2, y), line, size=WORDS * 0.92, min_points=SMALLEST, ha="left", color=INK)
        y -= 0.55
    said = alt or ". ".join([heading(title, verdict), *lines])
    return Sheet.close(ax, keys, said.rstrip(".") + ".")


__all__ = [
    "BAR",
    "DICE_PER_LINE",
    "FIT",
    "INCH_PER_UNIT",
    "SMALLEST",
    "Chances",
    "DiceRow",
    "card",
    "chances_height",
    "chart_width",
    "dice_height",
    "draw_chances",
    "draw_dice",
    "outcome_width",
    "percent",
]
