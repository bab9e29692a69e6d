"""The picture of a Game-Turn's outline [4.1, 4.2]: its six stages top to bottom, their phases left to right.

Draws a :func:`~.sequence.turn_outline` ruling from its facts alone: the stages with their
phases and cases, which stage the turn skips and why, the phase a game stands in. A drawing
face of the rule set: it imports no rules module (see :mod:`.drawing` for what a face may
import); :mod:`.drawing` registers :func:`outline_figure` for rulings of kind ``outline``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

from ....draw import figure as fg
from ....draw import style
from ....rulings import Ruling


def draw_outline(ruling: Ruling, ax: Any) -> list[Any]:
    """Draw the outline of ``ruling`` (from :func:`~.sequence.turn_outline`) on ``ax``: the stages top to bottom, the
    phases in each left to right, the phase ``at`` filled; a stage the turn skips is grey. Returns the artists [4.2]."""
    stages, at = ruling.facts["stages"], ruling.facts["at"]
    artists: list[Any] = []
    ax.set_xlim(0, 10)
    ax.set_ylim(len(stages) * 1.2, -0.1)
    ax.set_axis_off()
    for i, st in enumerate(stages):
        y = i * 1.2
        ink = style.GHOST if st.skipped else style.INK
        box = FancyBboxPatch(
            (0.05, y + 0.05), 9.9, 1.0, boxstyle="round,pad=0,rounding_size=0.12",
            facecolor="#eef2f5" if st.skipped else style.SEA, edgecolor=ink, linewidth=1.0, gid=f"stage-{st.letter}",
        )  # fmt: skip
        artists.append(ax.add_patch(box))
        label = f"{st.letter}. {st.name} [{st.case}]"
        artists.append(
            ax.text(0.2, y + 0.3, label, fontsize=style.KEY_POINTS + 0.5, weight="bold", color=ink, va="center")
        )
        artists.append(ax.text(0.2, y + 0.78, st.note, fontsize=style.SMALLEST_POINTS, color=style.LABEL, va="center"))
        artists += _phase_chips(ax, st.phases, y, ink, at)
    return artists


def _phase_chips(ax: Any, phases: Any, y: float, ink: str, at: str | None) -> list[Any]:
    """One chip per phase of a stage, left to right, with its name and case; the phase ``at`` filled [4.2]."""
    artists: list[Any] = []
    width = 5.4 / 4
    for j, (ph, name, case) in enumerate(phases):
        x = 4.55 + j * width
        here = ph == at
        chip = FancyBboxPatch(
            (x + 0.04, y + 0.12), width - 0.08, 0.86, boxstyle="round,pad=0,rounding_size=0.08",
            facecolor=style.HIGHLIGHT if here else "white", edgecolor=ink, linewidth=2.0 if here else 0.8,
            gid=f"phase-{ph}",
        )  # fmt: skip
        artists.append(ax.add_patch(chip))
        words = name.replace(" ", "\n", 1) if len(name) > 12 else name
        artists.append(ax.text(x + width / 2, y + 0.45, words, fontsize=style.SMALLEST_POINTS, color=ink,
                               ha="center", va="center", weight="bold" if here else "normal", linespacing=1.0))  # fmt: skip
        artists.append(ax.text(x + width / 2, y + 0.86, f"[{case}]", fontsize=style.SMALLEST_POINTS,
                               color=style.INK if here else style.LABEL, ha="center", va="center"))  # fmt: skip
    return artists


def outline_figure(ruling: Ruling) -> Figure:
    """The outline of a turn as a new figure, with its heading and alt text [4.2]."""
    turn, where, (start, end) = ruling.facts["turn"], ruling.facts["where"], ruling.facts["minutes"]
    fig = Figure(figsize=(7.2, 5.0))
    ax = fig.add_axes((0.02, 0.02, 0.96, 0.83))
    draw_outline(ruling, ax)
    title = f"Game-Turn {turn}: the sequence of play [4.2]"
    sub = f"minutes {_minute(start)}-{_minute(end)} of the battle [4.1]"
    sub += f"; the game stands in {where[0]} [{where[1]}]" if where else ""
    fg.heading(ax, title, sub)
    alt = f"{title}. Stages A to F top to bottom, each with its phases in order" + (
        "" if ruling.facts["strategic"] else "; stage A, the Strategic Cycle, greyed out as skipped this turn"
    )
    return fg.describe(fig, alt + (f"; the phase {where[0]} highlighted" if where else "") + ".")


def _minute(x: Fraction) -> str:
    """A minute of the battle as the outline's heading writes it: ``7.5``, ``15``."""
    return str(int(x)) if x.denominator == 1 else f"{float(x):g}"


__all__ = ["draw_outline", "outline_figure"]
