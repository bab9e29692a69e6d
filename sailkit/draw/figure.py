"""Figure sizing for every board: a drawing at a fixed scale, a heading above it, alt text.

A diagram is one matplotlib ``Figure`` (never pyplot's global one) holding one ``Axes``
that shows the board at a fixed number of inches per plane unit, so a counter, a label
and a key are the same size on every picture. The heading goes above the axes and the
key (:func:`sailkit.draw.primitives.key`) below; :mod:`sailkit.figures` saves with a tight
bounding box, so whatever lies outside the axes is kept and the figure needs no manual
layout. A very large board is drawn at a smaller scale so the figure stays at most
``max_inches`` across.

Sizes chosen for reading at 100% zoom in a notebook: at :data:`INCH_PER_UNIT` a plane
unit is 54 points (72 CSS pixels), so text 0.16 units high is 8.6 points (11.5 pixels).
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from .style import INK, SUBTITLE_POINTS, TITLE_POINTS

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

INCH_PER_UNIT = 0.75  #: the scale of a board drawing: inches per plane unit (a square's side)
MAX_INCHES = 11.5  #: the widest a board drawing is made; a larger board is drawn smaller to fit


def scale(
    width: float, height: float, *, inch_per_unit: float = INCH_PER_UNIT, max_inches: float = MAX_INCHES
) -> float:
    """Inches per plane unit for a drawing ``width`` x ``height`` units: the usual scale, less if it would exceed ``max_inches``."""
    if width <= 0 or height <= 0:
        raise ValueError(f"a drawing needs a positive size, not {width} x {height}")
    return min(inch_per_unit, max_inches / width, max_inches / height)


def board_figure(
    width: float, height: float, *, inch_per_unit: float = INCH_PER_UNIT, max_inches: float = MAX_INCHES
) -> tuple[Figure, Axes]:
    """A new Figure whose single Axes fills it and will show ``width`` x ``height`` plane units at :func:`scale`.

    Frame the axes to exactly that many units (:func:`sailkit.draw.primitives.frame`,
    padding included) so the scale holds.
    """
    from matplotlib.figure import Figure

    inch = scale(width, height, inch_per_unit=inch_per_unit, max_inches=max_inches)
    fig = Figure(figsize=(width * inch, height * inch))
    ax = fig.add_axes((0.0, 0.0, 1.0, 1.0))
    return fig, ax


def text_width(words: str, size: float, bold: bool = False) -> float:
    """How wide ``words`` are set in the kit's font at ``size`` points, in points (measured from the glyphs, with a
    little room for the renderer's hinting)."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    prop = FontProperties(size=size, weight="bold" if bold else "normal")
    return 1.03 * TextToPath().get_text_width_height_descent(words, prop, ismath=False)[0]


def wrap_to(words: str, width_pt: float, size: float, bold: bool = False) -> list[str]:
    """``words`` wrapped into lines no wider than ``width_pt`` points at ``size`` (each ``\\n`` a line break): first
    at the characters a line of average letters holds, then, for a line of wide letters (figures, capitals, bold)
    still too wide, at fewer, so a heading never runs past its picture and widens it [issue 24]."""
    out: list[str] = []
    for part in words.split("\n"):
        per_line = max(24, int(width_pt / (0.56 * size)))
        lines = textwrap.wrap(part, per_line) or [""]
        while per_line > 24 and any(text_width(ln, size, bold) > width_pt for ln in lines):
            per_line -= max(1, per_line // 20)
            lines = textwrap.wrap(part, per_line) or [""]
        out += lines
    return out


def heading(
    ax: Axes,
    title: str,
    subtitle: str = "",
    *,
    points: float = TITLE_POINTS,
    sub_points: float = SUBTITLE_POINTS,
    gid: str = "diagram-title",
    sub_gid: str = "diagram-subtitle",
) -> list[Artist]:
    """A heading above ``ax``, left-aligned and wrapped to its width: ``title`` in bold, ``subtitle`` under it.

    The two text elements have gids ``gid`` and ``sub_gid`` (SVG ids).
    """
    from matplotlib.transforms import offset_copy

    from .primitives import figure_of_axes

    fig = figure_of_axes(ax)
    width_pt = ax.get_position().width * fig.get_figwidth() * 72.0
    out: list[Artist] = []
    lift = 4.0
    for words, size, bold, name in ((subtitle, sub_points, False, sub_gid), (title, points, True, gid)):
        if not words:
            continue
        lines = wrap_to(words, width_pt, size, bold)
        where = offset_copy(ax.transAxes, fig=fig, y=lift, units="points")
        out.append(
            ax.text(
                0.0,
                1.0,
                "\n".join(lines),
                transform=where,
                ha="left",
                va="bottom",
                fontsize=size,
                weight="bold" if bold else "normal",
                color=INK,
                linespacing=1.15,
                gid=name,
            )
        )
        lift += size * 1.3 * len(lines) + 2.0
    return out[::-1]


def describe(figure: Figure, alt: str) -> Figure:
    """Give ``figure`` its alt text (what it shows and decides, in one or two sentences); returns the figure.

    :func:`sailkit.figures.svg` writes it as the SVG's ``<title>`` and the notebook view as
    its ``aria-label``; PNG export stores it as the image's description.
    """
    figure.set_label(alt)
    return figure


def description(figure: Figure) -> str:
    """The alt text given with :func:`describe` (``""`` if none)."""
    return str(figure.get_label() or "")


__all__ = [
    "INCH_PER_UNIT",
    "MAX_INCHES",
    "board_figure",
    "describe",
    "description",
    "heading",
    "scale",
    "text_width",
    "wrap_to",
]
