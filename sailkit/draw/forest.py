"""A study's forest plot: how far each reading moves a side's win rate, with its 95% interval.

One row a compared setting, the one that moves the rate most at the top: a dot at the change in the side's win
rate (percentage points), a bar across its 95% interval, a line at no change. A change whose interval leaves zero
is drawn solid in the warning colour and marked "significant"; one that could be chance is drawn hollow and grey,
and one whose games all ended exactly as under the defaults (the reading never came into play) says so.
Compute first (:func:`forest_rows`), then draw on a given ``ax`` (:func:`draw_forest`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .figure import describe
from .style import BLOCKED, GHOST, INK, KEY_POINTS, LABEL, TITLE_POINTS

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes

    from ..study import Study


@dataclass(frozen=True)
class ForestRow:
    """One setting's change: its name, the change and interval in percentage points, and whether it is significant."""

    name: str
    change: float
    low: float
    high: float
    significant: bool
    alike: bool  #: every game ended exactly as under the defaults: the reading never came into play


def forest_rows(study: Study, side: str | None = None) -> list[ForestRow]:
    """Each compared setting's change in ``side``'s win rate (the first side by default), largest change first."""
    side = side or study.baseline.sides[0]
    rows = []
    for comparison in sorted(study.compared, key=lambda c: -abs(c.change(side).value)):
        d = comparison.change(side)
        low, high = d.interval
        alike = comparison.alike == comparison.setting.games
        rows.append(ForestRow(comparison.setting.name, 100 * d.value, 100 * low, 100 * high, d.significant, alike))
    return rows


def draw_forest(study: Study, ax: Axes | None = None, side: str | None = None) -> Axes:
    """Draw ``study``'s forest plot for ``side`` on ``ax`` (a new figure when ``None``) and return the axes."""
    from matplotlib.figure import Figure

    side = side or study.baseline.sides[0]
    rows = forest_rows(study, side)
    if ax is None:
        ax = Figure(figsize=(8.0, 1.2 + 0.45 * max(1, len(rows)))).add_subplot()
    for y, row in enumerate(reversed(rows)):
        colour = BLOCKED if row.significant else GHOST
        ax.plot([row.low, row.high], [y, y], color=colour, lw=2.2, solid_capstyle="butt")
        ax.plot([row.change], [y], "o", ms=7, color=colour, mfc=colour if row.significant else "white", mew=1.8)
        mark = "  significant" if row.significant else "  every game alike" if row.alike else ""
        ax.annotate(
            f"{row.change:+.1f}{mark}",
            (row.high, y),
            xytext=(6, 0),
            textcoords="offset points",
            va="center",
            fontsize=KEY_POINTS,
            color=INK if row.significant else LABEL,
        )
    ax.axvline(0, color=INK, lw=1)
    ax.set_yticks(range(len(rows)), [row.name for row in reversed(rows)], fontsize=KEY_POINTS)
    ax.set_ylim(-0.7, len(rows) - 0.3)
    ax.set_xlabel(f"change in {side}'s win rate against the defaults (percentage points, 95% interval)")
    _title(ax, study, side)
    for spine in ("top", "right", "left"):
        ax.spines[spine].set_visible(False)
    ax.margins(x=0.25)
    figure = ax.get_figure(root=True)
    if figure is not None:
        describe(figure, _alt(study, side, rows))
    return ax


def _alt(study: Study, side: str, rows: list[ForestRow]) -> str:
    """The plot in words: the defaults, then each reading's change, the significant ones named as such."""
    words = [
        f"{r.name} {r.change:+.1f} points"
        + (" (significant)" if r.significant else " (every game alike)" if r.alike else "")
        for r in rows
    ]
    return (
        f"Forest plot of {study.scenario}: the change in {side}'s win rate under each switched reading, with 95% "
        f"intervals, {study.baseline.games} games a setting: {'; '.join(words) or 'no reading compared'}."
    )


def _title(ax: Any, study: Study, side: str) -> None:
    base = study.baseline
    ax.set_title(
        f"{study.scenario}: which readings move {side}'s wins?\n"
        f"defaults: {side} wins {base.wins(side)}; {base.games} games a setting, the same seeds",
        loc="left",
        fontsize=TITLE_POINTS,
        color=INK,
    )


__all__ = ["ForestRow", "draw_forest", "forest_rows"]
