"""The melee diagram [11.21]: the 36 ways two melee dice can fall, each coloured by what it decides.

Computed first by the rules (:func:`.melee.dice_grid`: the sides, their boarding totals and
the winner of every pair of dice), then drawn on a given axes (:func:`draw_dice_grid`);
:func:`melee_figure` makes a new figure with the grid and the exact chance of each outcome.
A drawing face of the rule set: it imports no rules module (see :mod:`.drawing` for what a
face may import). Imported only when a melee is drawn (matplotlib).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from matplotlib.artist import Artist
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from ....dice import D6
from ....draw import figure as fg
from ....draw import style
from ....wording import format_number
from ..board import name

NO_EFFECT = "#d9dee3"  #: a pair of dice that decides nothing


def draw_dice_grid(
    ax: Axes, grid: Any, dice: Mapping[str, int] | None = None
) -> tuple[list[Artist], dict[str, Fraction]]:
    """Draw the 6 x 6 dice grid of ``grid`` (a :class:`~.melee.DiceGrid`) on ``ax``; return the artists and the
    chance of each outcome [11.21]."""
    (a, b), totals = grid.sides, grid.totals
    out: list[Artist] = []
    counts: dict[str, int] = {f"{a} captures": 0, "no effect": 0, f"{b} captures": 0}
    for (da, db), winner in grid.winners.items():
        colour = style.NATIONS.get(winner, "#666666") if winner else NO_EFFECT
        out.append(ax.add_patch(Rectangle((da - 0.5, db - 0.5), 1, 1, facecolor=colour, edgecolor="white", lw=1.5)))
        ink = "white" if winner else style.INK
        out.append(
            ax.text(
                da,
                db,
                f"{totals[a] + da}:{totals[b] + db}",
                ha="center",
                va="center",
                fontsize=style.SMALLEST_POINTS,
                color=ink,
            )
        )
        counts["no effect" if winner is None else f"{winner} captures"] += 1
    if dice is not None and set(dice) >= {a, b}:
        da, db = dice[a], dice[b]
        out.append(
            ax.add_patch(Rectangle((da - 0.5, db - 0.5), 1, 1, fill=False, edgecolor=style.HIGHLIGHT, lw=3.5, zorder=5))
        )
    ax.set_xlim(0.5, 6.5)
    ax.set_ylim(0.5, 6.5)
    ax.set_aspect("equal")
    ax.set_xticks(list(D6))
    ax.set_yticks(list(D6))
    ax.set_xlabel(f"{a} die (boarding total {totals[a]:+d}) [11.21b]")
    ax.set_ylabel(f"{b} die (boarding total {totals[b]:+d})")
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.tick_params(length=0)
    return out, {k: Fraction(v, 36) for k, v in counts.items()}


def melee_figure(grid: Any, dice: Mapping[str, int] | None = None, title: str = "") -> Figure:
    """A new figure: the dice grid of ``grid`` (:func:`.melee.dice_grid`) beside a bar of each outcome's exact chance;
    the dice rolled framed [11.21]."""
    fig = Figure(figsize=(8.6, 4.3))
    grid_ax = fig.add_axes((0.08, 0.13, 0.42, 0.72))
    bar_ax = fig.add_axes((0.62, 0.2, 0.34, 0.6))
    _, chances = draw_dice_grid(grid_ax, grid, dice)
    a, b = (k.split()[0] for k in chances if k != "no effect")
    labels = list(chances)
    colours = [style.NATIONS.get(k.split()[0], "#666666") if k != "no effect" else NO_EFFECT for k in labels]
    values = [float(v) for v in chances.values()]
    bar_ax.barh(labels, values, color=colours)
    for y, v in enumerate(chances.values()):
        bar_ax.text(float(v) + 0.02, y, format_number(v), va="center", fontsize=9, color=style.INK)
    bar_ax.set_xlim(0, 1.2)
    bar_ax.invert_yaxis()
    bar_ax.set_xticks([])
    for spine in ("top", "right", "bottom"):
        bar_ax.spines[spine].set_visible(False)
    bar_ax.set_title("exact chances [11.21c]", fontsize=style.SUBTITLE_POINTS, color=style.INK)
    head = title or f"Melee in {name(grid.square)}: each cell one pair of dice, coloured by its result"
    fig.suptitle(head, x=0.02, ha="left", fontsize=style.TITLE_POINTS, fontweight="bold", color=style.INK)
    fig.text(
        0.02,
        0.9,
        f"cell text: {a} sum : {b} sum; grey: no effect; framed: the dice rolled",
        fontsize=style.SUBTITLE_POINTS,
        color=style.INK,
    )
    odds = ", ".join(f"{k} {format_number(v)}" for k, v in chances.items())
    return fg.describe(fig, f"{head}. {odds}.")


__all__ = ["draw_dice_grid", "melee_figure"]
