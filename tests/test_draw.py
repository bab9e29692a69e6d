"""The rule-free drawing helpers: each draws on the ax it is given and returns its artists."""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from matplotlib.collections import PolyCollection
from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch

from sailkit import draw
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square

WHOLE = draw.Window(1, 1, 30, 20)
SMALL = draw.Window(1, 1, 6, 4)


def new_ax(window: draw.Window = SMALL):
    fig = Figure(figsize=(4, 3))
    ax = fig.add_axes((0, 0, 1, 1))
    draw.frame(ax, window)
    return ax


def test_import_sailkit_does_not_load_matplotlib() -> None:
    """[2.1] Drawing is optional: importing the package and the rule set must not import matplotlib."""
    code = (
        "import sys, sailkit, sailkit.rulesets.fighting_sail, sailkit.rulesets.fighting_sail.state;"
        "bad = [m for m in sys.modules if m == 'matplotlib' or m.startswith('matplotlib.')];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_frame_puts_north_up() -> None:
    """[5.1] Row 01 is drawn at the top: the y axis is inverted and the window fills the limits."""
    ax = new_ax(draw.Window(3, 2, 8, 5))
    assert ax.yaxis_inverted()
    x0, x1 = ax.get_xlim()
    assert x0 < 2 and x1 > 8
    bottom, top = ax.get_ylim()
    assert bottom > 5 > 1 > top


def test_window_around_clips_to_the_map_and_keeps_a_minimum() -> None:
    w = draw.Window.around([Square(1, 1)], 2, WHOLE, minimum=(8, 6))
    assert (w.col0, w.row0) == (1, 1)
    assert w.columns >= 8 and w.rows >= 6
    w2 = draw.Window.around([Square(5, 5), Square(12, 9)], 1, WHOLE)
    assert (w2.col0, w2.row0, w2.col1, w2.row1) == (4, 4, 13, 10)
    assert draw.Window.around([], 2, WHOLE) == WHOLE


@given(
    st.lists(st.builds(Square, st.integers(1, 30), st.integers(1, 20)), min_size=1, max_size=6),
    st.integers(0, 4),
    st.integers(1, 30),
    st.integers(1, 20),
)
def test_window_around_always_holds_its_squares(
    squares: list[Square], margin: int, min_cols: int, min_rows: int
) -> None:
    """Invariant: the window lies on the map, holds every square given and meets the minimum size."""
    w = draw.Window.around(squares, margin, WHOLE, minimum=(min_cols, min_rows))
    assert all(s in w for s in squares)
    assert 1 <= w.col0 <= w.col1 <= 30 and 1 <= w.row0 <= w.row1 <= 20
    assert w.columns >= min(min_cols, 30) and w.rows >= min(min_rows, 20)


def test_window_rejects_an_empty_rectangle() -> None:
    with pytest.raises(ValueError):
        draw.Window(5, 1, 4, 2)


def test_grid_labels_every_square_of_the_window() -> None:
    ax = new_ax()
    arts = draw.grid(ax, draw.Window(1, 1, 6, 4), label=lambda s: f"{s.col:02d}{s.row:02d}")
    texts = [a.get_text() for a in arts if hasattr(a, "get_text")]
    assert len(texts) == 24 and "0101" in texts and "0604" in texts
    assert all(a.axes is ax for a in arts)


def test_shade_makes_one_collection_per_call() -> None:
    ax = new_ax()
    arts = draw.shade(ax, [Square(1, 1), Square(2, 3)], color="red", label="x")
    assert len(arts) == 1 and isinstance(arts[0], PolyCollection)
    assert len(arts[0].get_paths()) == 2
    assert draw.shade(ax, [], color="red") == []


def test_path_draws_a_line_dots_and_an_arrow_into_the_last_square() -> None:
    ax = new_ax()
    arts = draw.path(ax, [Square(1, 1), Square(2, 1), Square(3, 2)])
    line, dots, arrow = arts
    assert list(line.get_xdata()) == [0.5, 1.5, 2.5]
    assert len(dots.get_offsets()) == 1
    assert isinstance(arrow, FancyArrowPatch)
    assert draw.path(ax, [Square(1, 1)]) == []


@given(st.sampled_from(list(Direction)), st.floats(0.5, 29.5), st.floats(0.5, 19.5))
def test_hull_bow_points_along_the_heading(heading: Direction, cx: float, cy: float) -> None:
    """[5.1] The pointed bow lies on the ray from the centre toward the heading; the shape keeps its size."""
    pts = draw.oriented(draw.HULL, (cx, cy), heading)
    bow = pts[0]
    dx, dy = heading.step
    n = math.hypot(dx, dy)
    assert np.allclose(bow, (cx + 0.44 * dx / n, cy + 0.44 * dy / n))
    d0 = np.linalg.norm(draw.HULL[:, None] - draw.HULL[None, :], axis=-1)
    d1 = np.linalg.norm(pts[:, None] - pts[None, :], axis=-1)
    assert np.allclose(d0, d1)


def test_north_heading_bow_is_drawn_toward_row_01() -> None:
    """[5.1] North is toward row 01: a ship heading N has its bow at a smaller y than its stern."""
    pts = draw.oriented(draw.HULL, (5.5, 5.5), Direction.N)
    assert pts[0][1] < 5.5 < pts[3][1]


def test_wind_arrow_blows_from_its_source() -> None:
    """[15.0] The wind is named by where it comes from: an arrow for NW starts north-west and ends south-east."""
    ax = new_ax()
    (arrow,) = draw.wind_arrow(ax, (3.0, 2.0), Direction.NW, 2.0)
    verts = arrow.get_path().vertices  # data coordinates
    downwind = verts @ np.array([1.0, 1.0])  # toward SE on a North-up grid
    tip, tail = verts[downwind.argmax()], verts[downwind.argmin()]
    assert np.allclose(tip, (3 + math.sqrt(0.5), 2 + math.sqrt(0.5)), atol=0.05)
    assert tail[0] < 3.0 and tail[1] < 2.0


def test_compass_writes_the_four_cardinal_points_north_at_the_top() -> None:
    ax = new_ax()
    arts = draw.compass(ax, (3.0, 2.0), 1.0, unit=20.0)
    labels = {a.get_text(): a.get_position() for a in arts if hasattr(a, "get_text")}
    assert set(labels) == {"N", "E", "S", "W"}
    assert labels["N"][1] < labels["S"][1] and labels["W"][0] < labels["E"][0]


def test_unit_points_scales_with_the_figure() -> None:
    small, big = Figure(figsize=(3, 3)), Figure(figsize=(6, 6))
    a, b = small.add_axes((0, 0, 1, 1)), big.add_axes((0, 0, 1, 1))
    for ax in (a, b):
        draw.frame(ax, draw.Window(1, 1, 5, 5), pad=0)
    assert draw.unit_points(b) == pytest.approx(2 * draw.unit_points(a))


def test_text_at_sets_style_and_keeps_lines_close() -> None:
    """[2.22] Placeholder ratings are set in italics; labels of two lines use line spacing 1.0 to stay in their square."""
    ax = new_ax()
    (t,) = draw.text_at(ax, Square(2, 2), "Countess of\nScarborough", style="italic", size=0.2)
    assert t.get_fontstyle() == "italic" and t.get_linespacing() == 1.0
    assert t.get_position() == Square(2, 2).center


def test_rings_draws_one_open_circle_per_point() -> None:
    """[9.31c] Corner rings: one marker per grid point, white inside; nothing at all for no points."""
    ax = new_ax()
    (pts,) = draw.rings(ax, [(1.0, 1.0), (2.0, 2.0)])
    assert [tuple(p) for p in pts.get_offsets()] == [(1.0, 1.0), (2.0, 2.0)]
    assert tuple(pts.get_facecolor()[0][:3]) == (1.0, 1.0, 1.0)
    assert draw.rings(ax, []) == []
