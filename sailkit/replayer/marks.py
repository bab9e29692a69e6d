"""What a replay's board shows besides the position, lichess style: the last action's marks and the annotations.

* :func:`draw_happened`: what the actions of the phase did (:mod:`sailkit.replayer.happened`), as lichess marks
  the last move: a ship's path this phase as a subdued trail under the counters, a ring where she started; a
  broadside as an arrow from firer to target with its result at the target (``"H1 → H2"``, ``"no effect"``); a
  turn where the ship stood as a ring of the trail's colour with the facings;
  anything else (a melee, a critical hit, a strike, a capture) as a ring round the ship with its words. The action
  shown is drawn in full; earlier actions of the phase fade and say nothing.
* :func:`draw_annotations`: a record's arrows and highlights (:mod:`sailkit.annotations`) name places as
  board-agnostic tokens; the board (the rule set's, see :class:`~sailkit.replayer.support.Board`) says where each
  place lies, and :mod:`sailkit.draw.annotations` draws them as on every other picture.

Both are sized for a place one plane unit across (a square, a hex); a board whose places are larger or smaller in
its plane (an open table in inches) says how large with a ``place_size`` attribute.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from ..annotations import Annotation, Arrow, Highlight
from ..draw import style
from ..errors import SailkitError
from .happened import TRAILS, Happened
from .pieces import KEPT_PIECES, Pieces
from .support import Board

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.artist import Artist
    from matplotlib.axes import Axes
    from shapely.geometry.base import BaseGeometry

    from ..draw.primitives import Key


#: A ship's path this phase: a slate trail under the counters (lichess's last-move squares, subdued).
TRAIL = "#687a8c"
#: A broadside fired, from firer to target, and its result (burnt orange: not a ruling's open or blocked line).
FIRED = "#a63603"
#: A broadside's arrow: its shaft's width, its head's width and length, for a place one unit across.
ARROW_SHAPE = (0.1, 0.32, 0.28)
#: Opacity of the marks of the action shown, and of the earlier actions of its phase.
NOW_ALPHA, EARLIER_ALPHA = 0.85, 0.3
#: Each kind of mark (:class:`~.happened.Happened`) as its label says it; a kind not named here is said as it is.
KIND_WORDS = {"change": "", "fire aboard": "fire aboard", "critical": "critical hit", "turn": "turned"}
#: The smallest text of a mark, in points: the kit's floor for any board (11 px in an exported SVG at its size, too).
MIN_POINTS = style.SMALLEST_POINTS


def mark_keys() -> list[Key]:
    """The key to the marks :func:`draw_happened` draws, a row each, as every replay board shows it under the board
    (:class:`~sailkit.replayer.board.LiveBoard`) and a single exported point under its picture [issue 24]."""
    from ..draw.primitives import Key

    return [
        Key("line", TRAIL, "a ship's path this phase (a move, a drift)"),
        Key("ring", TRAIL, "where she began the phase, or turned where she stood"),
        Key("arrow", FIRED, "a broadside fired, its result at the target"),
        Key("ring", FIRED, "what else befell her there: melee, critical hit, strike, capture"),
        Key("note", style.INK, "the last action drawn in full and named; earlier ones this phase faded"),
    ]


#: A point of a board's plane.
XY = tuple[float, float]
#: What a mark's words must not cover (:func:`keep_clear`), or what says it when asked: worked out only for a mark
#: with words, not at every step.
Clear = Sequence["BaseGeometry"] | Callable[[], Sequence["BaseGeometry"]]
#: A mark's piece by all it shows: what happened, whether a ring says where the ship started, and where its words
#: stand (the middle of their box; ``None``: the mark says nothing).
MarkKey = tuple[Happened, bool, XY | None]


def mark_pieces(
    ax: Axes, happened: Iterable[Happened], place_size: float = 1.0, clear: Clear = ()
) -> dict[MarkKey, Callable[[Axes], list[Artist]]]:
    """What draws each of ``happened`` (a phase's marks, oldest first, see the module docstring) for places
    ``place_size`` plane units across (a board's ``place_size``), by all it shows: the same mark at two points of a
    phase is one piece, drawn once (:class:`Marks`). On the board's ``ax``, the words of the mark shown go as near
    their place as they can where they cover none of ``clear`` (a board's hex names, counters, strip: see
    :func:`label_spot`) nor the words placed before them."""
    size = float(place_size)
    out: dict[MarkKey, Callable[[Axes], list[Artist]]] = {}
    ends: set[tuple[str, tuple[float, float]]] = set()
    taken: list[BaseGeometry] | None = None  # what to keep clear, asked for only when a mark has words
    for h in happened:
        ring = h.kind in TRAILS and len(h.path) > 1 and (h.ships[0], h.path[0]) not in ends
        if h.kind in TRAILS and len(h.path) > 1:
            ends.add((h.ships[0], h.path[-1]))
        said = _said(h)
        spot = None
        if said is not None:
            words, at, lift = said
            if taken is None:
                taken = list(clear() if callable(clear) else clear)
            spot = label_spot(ax, at, lift * size, words, size, taken)
        out[(h, ring, spot)] = partial(_draw_mark, h, ring, size, spot)
    return out


def draw_happened(
    ax: Axes, happened: Iterable[Happened], place_size: float = 1.0, clear: Sequence[BaseGeometry] = ()
) -> list[Artist]:
    """Draw ``happened`` on ``ax`` (see :func:`mark_pieces`, its words clear of ``clear``); the artists."""
    return [a for draw in mark_pieces(ax, happened, place_size, clear).values() for a in draw(ax)]


def _said(h: Happened) -> tuple[str, XY, float] | None:
    """The words the mark of ``h`` writes (only the action shown says anything), the point they are said of, and how
    far above it (in places) they belong: over a broadside's target, over a ship something befell, on a drift's
    trail; ``None``: no words."""
    if not h.now:
        return None
    if h.kind in TRAILS and len(h.path) > 1:
        if h.kind == "move":
            return None
        (x0, y0), (x1, y1) = h.path[0], h.path[-1]
        return h.kind, ((x0 + x1) / 2, (y0 + y1) / 2), 0.0
    if h.kind == "fire" and len(h.path) == 2:
        return (h.result, h.path[1], LIFT) if h.result else None
    words = ": ".join(w for w in (KIND_WORDS.get(h.kind, h.kind), h.result) if w)
    return (words, h.path[0], LIFT) if words else None


#: How far above the point a mark's words belong (the bottom of their box), in places: just over a counter.
LIFT = 0.62


def _height(ax: Axes, size: float) -> float:
    """How high a mark's words are in plane units: :func:`_label`'s size, never below :data:`MIN_POINTS`."""
    from ..draw.primitives import unit_points

    return max(0.2 * size, MIN_POINTS / unit_points(ax))


def label_spot(ax: Axes, at: XY, lift: float, words: str, size: float, taken: list[BaseGeometry]) -> XY:
    """The middle of the box ``words`` (a mark's, :func:`_label`) take, put as near as can be to just ``lift`` plane
    units above ``at`` as drawn (their box's bottom edge there) where the box covers none of ``taken`` and stays
    inside the axes' view: first there, then the nearest free spot, by twentieths of a place, anywhere on the board
    (where none is free, the spot first wanted). The box is added to ``taken``, so the words of two marks never cover
    each other [issue 24: labels never print over hex names or ship icons]."""
    import numpy as np
    import shapely

    half_w, half_h = _half_box(ax, words, size)
    up = -1.0 if ax.yaxis_inverted() else 1.0
    want = (at[0], at[1] + up * (lift + half_h) if lift else at[1])
    (x0, x1), (y0, y1) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
    step = 0.05 * size
    xs = np.arange(np.ceil((x0 + half_w - want[0]) / step), np.floor((x1 - half_w - want[0]) / step) + 1) * step
    ys = np.arange(np.ceil((y0 + half_h - want[1]) / step), np.floor((y1 - half_h - want[1]) / step) + 1) * step
    dx, dy = (a.ravel() for a in np.meshgrid(xs, ys))
    order = np.lexsort((dx, np.abs(dx), np.round(np.hypot(dx, dy), 9)))  # nearest first; a tie: left before right
    cx, cy = want[0] + dx[order], want[1] + dy[order]
    tree = shapely.STRtree(list(taken)) if taken else None
    chosen = None
    for start in range(0, len(cx), CHUNK):  # the nearest first: a board with room near the ship looks no further
        part = slice(start, start + CHUNK)
        boxes = shapely.box(cx[part] - half_w, cy[part] - half_h, cx[part] + half_w, cy[part] + half_h)
        free = np.ones(len(boxes), dtype=bool)
        if tree is not None:
            hit, _ = tree.query(boxes, predicate="intersects")
            free[hit] = False
        if free.any():
            chosen = (float(cx[part][np.argmax(free)]), float(cy[part][np.argmax(free)]))
            break
    x, y = chosen if chosen is not None else want
    taken.append(shapely.box(x - half_w, y - half_h, x + half_w, y + half_h))
    return (round(x, 6), round(y, 6))


#: How many spots :func:`label_spot` tries at once, nearest first.
CHUNK = 4096


def _half_box(ax: Axes, words: str, size: float) -> tuple[float, float]:
    """Half the width and half the height, in plane units, of the box a mark's ``words`` take with their backing."""
    from ..draw.primitives import GLYPH

    height = _height(ax, size)
    lines = words.split("\n")
    return (
        GLYPH * height * max(len(line) for line in lines) / 2 + 0.12 * height,
        0.5 * 1.15 * height * len(lines) + 0.12 * height,
    )


#: A mark's words this many places or more from where they belong are joined to it by a thin line, drawn over the
#: sea and the grid but under any name or counter (a hex map's names are drawn at 2), so it never strikes one out.
LEADER, LEADER_ZORDER = 0.9, 1.9


def _draw_mark(h: Happened, ring: bool, size: float, spot: XY | None, ax: Axes) -> list[Artist]:
    """One mark (see the module docstring); ``ring``: a trail that starts where the ship stood as the phase began;
    ``spot``: the middle of its words (:func:`label_spot`)."""
    from ..draw import primitives as p

    alpha = NOW_ALPHA if h.now else EARLIER_ALPHA
    out: list[Artist] = []
    said = _said(h)
    if h.kind in TRAILS and len(h.path) > 1:
        start = h.path[0]
        out += p.area(ax, _band(h.path, 0.09 * size), color=TRAIL, alpha=alpha * 0.8, zorder=2.6)
        if ring:
            out += _ring(ax, start, 0.6 * size, TRAIL, alpha, 2.7)
        colour = style.DRIFT
    elif h.kind == "fire" and len(h.path) == 2:
        tail, head = _short(h.path[0], h.path[1], 0.5 * size, 0.45 * size, aside=0.12 * size)
        w, hw, hl = (x * size for x in ARROW_SHAPE)
        out += p.arrow(ax, tail, head, color=FIRED, alpha=alpha, zorder=5.5, width=w, head_width=hw, head_length=hl)
        colour = FIRED
    else:
        colour = TRAIL if h.kind == "turn" else FIRED  # a turn in place is a move, not a blow
        out += _ring(ax, h.path[0], 1.15 * size, colour, alpha, 5.5)
    if said is not None and spot is not None:
        out += _leader(ax, said[1], spot, said[0], size, colour, alpha)
        out += _label(ax, spot, said[0], size, colour)
    return out


def _leader(ax: Axes, at: XY, spot: XY, words: str, size: float, colour: str, alpha: float) -> list[Artist]:
    """A thin line from the edge of the words' box at ``spot`` to the point ``at`` they are said of, when the words
    had to go :data:`LEADER` places or more from it (every spot nearer covered a name or a counter)."""
    import math

    from ..draw import primitives as p

    half_w, half_h = _half_box(ax, words, size)
    ex = min(max(at[0], spot[0] - half_w), spot[0] + half_w)  # the box's edge nearest the point
    ey = min(max(at[1], spot[1] - half_h), spot[1] + half_h)
    far = math.hypot(at[0] - ex, at[1] - ey)
    if far < LEADER * size:
        return []
    short = 0.3 * size / far  # stop short of the point: the line leads to the counter, not across it
    end = (at[0] + (ex - at[0]) * short, at[1] + (ey - at[1]) * short)
    return p.line(ax, [(ex, ey), end], color=colour, width=1.2, alpha=alpha, zorder=LEADER_ZORDER)


class Marks:
    """The marks of what happened, shown on a board's axes ``ax`` (places ``place_size`` across) piece by piece: a
    mark shown at the last point is kept, one shown before and hidden since is shown again (:class:`.pieces.Pieces`,
    at most ``kept`` hidden), so a phase's trail is drawn once however many points show it."""

    def __init__(self, ax: Axes, place_size: float = 1.0, kept: int = KEPT_PIECES) -> None:
        self.ax = ax
        self.pieces: Pieces[MarkKey] = Pieces(ax, kept)
        self.place_size = place_size

    def show(self, happened: Iterable[Happened], clear: Clear = ()) -> list[Artist]:
        """Show ``happened`` and nothing else, the words clear of ``clear`` (:func:`keep_clear`); the artists shown."""
        self.pieces.show(mark_pieces(self.ax, happened, self.place_size, clear))
        return list(self.pieces.artists())

    def forms(self) -> dict[int, tuple[Hashable, tuple[float, float]]]:
        """By identity, each artist shown with its form (its mark and which of the mark's artists it is) and a point
        that is the same for every mark (a mark is drawn where it belongs: moving it is never asked)."""
        return {
            id(a): ((key, i), (0.0, 0.0)) for key, artists in self.pieces.shown.items() for i, a in enumerate(artists)
        }


def keep_clear(board: Any, state: Any) -> list[BaseGeometry]:
    """What a mark's words must not cover on ``board`` showing ``state``: the board's ``keep_clear(state)`` (a hex
    map's names, the counters, the strip), when it has one (see :class:`~sailkit.replayer.support.Board`)."""
    clear = getattr(board, "keep_clear", None)
    return list(clear(state)) if callable(clear) else []


def _ring(ax: Axes, at: tuple[float, float], across: float, colour: str, alpha: float, zorder: float) -> list[Artist]:
    """An open ring ``across`` plane units wide round ``at``: where a ship started, or where something befell her."""
    from ..draw import primitives as p

    return p.marker(
        ax, [at], kind="ring", size=across, color=colour, face="none", width=2.3, alpha=alpha, zorder=zorder
    )


def _band(path: Sequence[tuple[float, float]], half: float) -> Any:
    """A trail ``half`` units either side of ``path``, round at its ends."""
    import shapely

    return shapely.LineString(path).buffer(half, 8)


def _short(
    tail: tuple[float, float], head: tuple[float, float], off_tail: float, off_head: float, aside: float = 0.0
) -> tuple[Any, Any]:
    """``tail`` and ``head`` moved towards each other by ``off_tail`` and ``off_head`` (never past the middle) and
    ``aside`` to the arrow's right: an arrow that leaves the firer's counter and stops at the target's, beside the
    arrow of a broadside fired back."""
    import math

    (x0, y0), (x1, y1) = tail, head
    n = math.hypot(x1 - x0, y1 - y0)
    a, b = min(off_tail, 0.3 * n) / n, min(off_head, 0.3 * n) / n
    rx, ry = (y1 - y0) / n * aside, -(x1 - x0) / n * aside
    return (
        (x0 + (x1 - x0) * a + rx, y0 + (y1 - y0) * a + ry),
        (x1 - (x1 - x0) * b + rx, y1 - (y1 - y0) * b + ry),
    )


def _label(ax: Any, at: tuple[float, float], words: str, size: float, colour: str) -> list[Artist]:
    """A mark's words, centred on ``at`` (:func:`label_spot`), on a white backing."""
    from ..draw import primitives as p

    return p.text(
        ax,
        at,
        words,
        size=0.2 * size,
        min_points=MIN_POINTS,
        color=colour,
        weight="bold",
        va="center",
        backing=True,
        zorder=7.0,
    )


def draw_annotations(board: Board, state: Any, annotations: Iterable[Annotation]) -> tuple[list[Artist], list[str]]:
    """Draw the arrows and highlights of ``annotations`` on ``board``, as every board draws them
    (:func:`sailkit.draw.annotations.draw_annotations`, the one drawer: a static picture and a replay alike); the
    artists, and a note for each place the board does not have (drawn nowhere, named in the panel instead).

    The board says where a place lies (``board.point``, ``board.cell``); arrows are sized for a place one plane unit
    across (a square, a hex), or the board's ``place_size`` (an open table in inches), and scale with it.
    """
    import shapely

    from ..draw.annotations import draw_annotations as draw

    size = float(getattr(board, "place_size", 1.0))
    out: list[Artist] = []
    problems: list[str] = []
    for a in sorted((a for a in annotations if isinstance(a, (Arrow, Highlight))), key=lambda a: isinstance(a, Arrow)):
        try:  # one at a time, highlights under arrows: a place the board lacks is named, the others still drawn
            out += draw(
                board.ax,
                [a],
                lambda place: board.point(state, place),
                lambda place: shapely.Polygon(board.cell(state, place)),
                size=size,
            )
        except SailkitError as err:
            problems.append(f"{a} not drawn: {err}")
    return out, problems


def draw_point(
    ax: Axes,
    scene: Any,
    centre: Callable[[str], tuple[float, float]],
    cell: Callable[[str], Any],
    *,
    size: float = 1.0,
    clear: Sequence[BaseGeometry] = (),
) -> list[Artist]:
    """What a rule set's ``"replay"`` renderer draws over the position of one point (a
    :class:`~sailkit.replay_export.Scene`): what the actions of the phase so far did (:func:`draw_happened`) and the
    record's arrows and highlights (:func:`sailkit.draw.annotations.draw_annotations`), as the replayer draws them,
    so a single exported picture shows what just happened too. ``centre`` and ``cell`` place an annotation's place,
    ``size`` is a place's width in plane units, ``clear`` what the marks' words must not cover. The picture's key gets a row for each mark
    (:func:`mark_keys`), as the replayer's board has, whatever the rule set's drawing writes in it before or after."""
    from ..draw.annotations import draw_annotations as draw
    from ..draw.primitives import add_key_rows

    marks = draw_happened(ax, getattr(scene, "happened", ()), size, clear)
    add_key_rows(ax, mark_keys())
    return marks + draw(ax, scene.annotations, centre, cell, size=size)


__all__ = [
    "EARLIER_ALPHA",
    "FIRED",
    "NOW_ALPHA",
    "TRAIL",
    "Marks",
    "draw_annotations",
    "draw_happened",
    "draw_point",
    "keep_clear",
    "label_spot",
    "mark_keys",
    "mark_pieces",
]
