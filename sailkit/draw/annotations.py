"""A record's annotations drawn on any board: arrows and highlighted places, lichess style.

A record's comments carry ``[%arrow red 0911>1108]`` and ``[%highlight yellow 0911]``
(:mod:`sailkit.annotations`); places are board-agnostic text. The board says where a
place is: ``centre(place)`` gives its point and ``cell(place)`` its area (a square,
a hex, a disc on an open table), both in the board's plane units. Highlights are a
translucent wash over the cell under the counters; arrows are broad and translucent
over them, as on lichess's analysis board, so a counter under an arrow still reads.
Bookmarks and ruling references have no place: a replayer shows them as text.

The four colours are the annotation colours only (green, red, yellow, blue, lichess's
G, R, Y and B); they are kept apart from the diagrams' colours of :mod:`sailkit.draw.style`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from shapely.geometry.base import BaseGeometry

from ..annotations import Annotation, Arrow, Highlight
from . import primitives as p

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes

#: The colour drawn for each annotation colour word (lichess's analysis board colours).
ANNOTATION_COLOURS: dict[str, str] = {
    "green": "#15781B",
    "red": "#C41E1E",
    "yellow": "#E6A100",
    "blue": "#0B5FA5",
}
#: How much of a highlight's wash shows: the counter under it stays readable (its frame is drawn solid).
HIGHLIGHT_ALPHA = 0.22
#: An arrow's opacity: the counters it crosses stay readable.
ARROW_ALPHA = 0.72


def draw_annotations(
    ax: Axes,
    annotations: Iterable[Annotation],
    centre: Callable[[str], tuple[float, float]],
    cell: Callable[[str], BaseGeometry],
    *,
    size: float = 1.0,
) -> list[Artist]:
    """Draw the arrows and highlights among ``annotations`` on ``ax``; returns the artists.

    ``centre`` and ``cell`` place a place's text on the board (see the module
    docstring); ``size`` is a cell's width in plane units (arrows scale with it). An
    arrow from a place to itself is drawn as a ring; a longer one stops short of both
    centres, so the counters at its ends stay readable. A highlight is a light wash under
    the counters (zorder 2) and a solid frame of its colour around the cell; arrows go over
    the counters (zorder 6), and any words already written where an arrow passes (a ship's name beside her) are
    lifted over it (:func:`words_over`): a label is never under an arrow [issue 24].
    """
    out: list[Artist] = []
    shapes: list[BaseGeometry] = []
    values = list(annotations)
    for a in values:
        if isinstance(a, Highlight):
            shape, colour = cell(a.place), ANNOTATION_COLOURS[a.colour]
            out += p.area(ax, shape, color=colour, alpha=HIGHLIGHT_ALPHA, zorder=2.0, gid="annotation-highlight")
            out += p.area(ax, shape.buffer(-0.02 * size, join_style="mitre"), edge=colour, width=3.0, zorder=5.5)
    for a in values:
        if not isinstance(a, Arrow):
            continue
        colour = ANNOTATION_COLOURS[a.colour]
        tail, head = centre(a.tail), centre(a.head)
        if tail == head:
            out += p.marker(
                ax, [tail], kind="ring", size=0.8 * size, color=colour, face="none", width=3.0, zorder=ARROW_ZORDER
            )
            continue
        tail, head = _trimmed(tail, head, 0.3 * size)
        shapes.append(p.arrow_shape(tail, head, width=0.16 * size, head_width=0.42 * size, head_length=0.36 * size))
        out += p.arrow(
            ax,
            tail,
            head,
            color=colour,
            width=0.16 * size,
            head_width=0.42 * size,
            head_length=0.36 * size,
            alpha=ARROW_ALPHA,
            zorder=ARROW_ZORDER,
            gid="annotation-arrow",
        )
    words_over(ax, shapes, ARROW_ZORDER + 0.5)
    return out


#: The layer the arrows are drawn in.
ARROW_ZORDER = 6.0


def words_over(ax: Axes, shapes: Iterable[BaseGeometry], zorder: float) -> list[Artist]:
    """Lift every text on ``ax`` whose words (measured: :func:`sailkit.draw.primitives.words_box`) meet one of
    ``shapes`` (arrows, in plane units) to ``zorder``, over them, on a white backing if it had none; the texts lifted."""
    from matplotlib.text import Text

    shapes = [s for s in shapes if not s.is_empty]
    if not shapes:
        return []
    units = p.unit_points(ax)
    lifted: list[Artist] = []
    for t in ax.texts:
        if not isinstance(t, Text) or not t.get_visible() or not t.get_text() or t.get_zorder() >= zorder:
            continue
        if t.get_transform() is not ax.transData:
            continue
        x, y = t.get_position()
        bold = str(t.get_fontweight()) in ("bold", "700", "heavy", "800", "900")
        box = p.words_box(
            (float(x), float(y)),
            t.get_text(),
            float(t.get_fontsize()) / units,
            str(t.get_horizontalalignment()),
            _va(t, ax),
            bold=bold,
        )
        if any(box.intersects(s) for s in shapes):
            t.set_zorder(zorder)
            if t.get_bbox_patch() is None:
                t.set_bbox({"facecolor": "white", "edgecolor": "none", "alpha": 0.85, "boxstyle": "round,pad=0.15"})
            lifted.append(t)
    return lifted


def _va(t: Artist, ax: Axes) -> str:
    """A text's vertical alignment as a box in plane units is read: ``top`` and ``bottom`` swap on a board whose y
    grows southward."""
    va = str(t.get_va())  # type: ignore[attr-defined]
    if ax.yaxis_inverted():
        return {"top": "bottom", "bottom": "top"}.get(va, va)
    return va if va in ("top", "bottom", "center", "baseline") else "center"


def _trimmed(tail: tuple[float, float], head: tuple[float, float], by: float) -> tuple[tuple[float, float], ...]:
    """The arrow shortened by ``by`` at each end, so it runs between two counters instead of over them."""
    dx, dy = head[0] - tail[0], head[1] - tail[1]
    n = (dx * dx + dy * dy) ** 0.5
    if n <= 3 * by:
        return tail, head
    ux, uy = dx / n * by, dy / n * by
    return (tail[0] + ux, tail[1] + uy), (head[0] - ux, head[1] - uy)


__all__ = ["ANNOTATION_COLOURS", "ARROW_ALPHA", "ARROW_ZORDER", "HIGHLIGHT_ALPHA", "draw_annotations", "words_over"]
