"""The board-agnostic drawing primitives, figure sizing and the square helpers on top of them.

Each primitive draws on the ax it is given and returns its artists; positions are plane
points or shapely geometries, headings degrees clockwise from North, North drawn up on
every board whichever way its plane y grows.
"""

from __future__ import annotations

import math
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from shapely.geometry import Point, Polygon, box

from sailkit import draw, figures
from sailkit.draw import primitives, style
from sailkit.draw import squares as sq
from sailkit.geometry.board import YAxis
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square

WHOLE = sq.Window(1, 1, 30, 20)
SMALL = sq.Window(1, 1, 6, 4)


def new_ax(y_axis: YAxis = YAxis.SOUTH, bounds: tuple[float, float, float, float] = (0, 0, 6, 4)):
    fig = Figure(figsize=(6, 4))
    ax = fig.add_axes((0, 0, 1, 1))
    draw.frame(ax, bounds, y_axis=y_axis)
    return ax


def rendered(ax) -> np.ndarray:
    """The figure as RGBA pixels (Agg)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(ax.get_figure())
    canvas.draw()
    return np.asarray(canvas.buffer_rgba())


def pixel(ax, pixels: np.ndarray, xy) -> tuple[int, ...]:
    x, y = screen(ax, xy)
    return tuple(int(v) for v in pixels[pixels.shape[0] - 1 - int(y), int(x)])


def screen(ax, xy) -> np.ndarray:
    """Where a plane point lands on screen (display y grows upward)."""
    return ax.transData.transform(xy)


def test_import_sailkit_does_not_load_matplotlib() -> None:
    """[2.1] Drawing is optional: importing the package and the rule set must not import matplotlib."""
    code = (
        "import sys, sailkit, sailkit.rulesets.fighting_sail, sailkit.rulesets.fighting_sail.state;"
        "bad = [m for m in sys.modules if m == 'matplotlib' or m.startswith('matplotlib.')];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


# ---------------------------------------------------------------- frame and headings


@pytest.mark.parametrize("y_axis", list(YAxis))
def test_frame_puts_north_up_on_either_board(y_axis: YAxis) -> None:
    """A grid (y grows south) is drawn with its y axis inverted, a table (y grows north) without; North is up on both."""
    ax = new_ax(y_axis)
    assert bool(ax.yaxis_inverted()) is (y_axis is YAxis.SOUTH)
    assert draw.y_axis_of(ax) is y_axis
    north = screen(ax, np.add((3.0, 2.0), draw.direction(ax, 0.0)))
    east = screen(ax, np.add((3.0, 2.0), draw.direction(ax, 90.0)))
    here = screen(ax, (3.0, 2.0))
    assert north[1] > here[1] and abs(north[0] - here[0]) < 1e-6
    assert east[0] > here[0] and abs(east[1] - here[1]) < 1e-6


def test_frame_pads_each_side_as_seen_on_screen() -> None:
    """pad=(left, top, right, bottom) in plane units: 'top' is the North edge whichever way y grows."""
    for y_axis, (y_low, y_high) in ((YAxis.SOUTH, (4 + 4.0, 0 - 2.0)), (YAxis.NORTH, (0 - 4.0, 4 + 2.0))):
        ax = Figure().add_axes((0, 0, 1, 1))
        draw.frame(ax, box(0, 0, 6, 4), y_axis=y_axis, pad=(1.0, 2.0, 3.0, 4.0))
        assert ax.get_xlim() == (-1.0, 9.0)
        assert ax.get_ylim() == (y_low, y_high)


def test_unit_points_scales_with_the_figure() -> None:
    small, big = Figure(figsize=(3, 3)), Figure(figsize=(6, 6))
    a, b = small.add_axes((0, 0, 1, 1)), big.add_axes((0, 0, 1, 1))
    for ax in (a, b):
        draw.frame(ax, (0, 0, 5, 5))
    assert draw.unit_points(b) == pytest.approx(2 * draw.unit_points(a))
    assert draw.unit_points(a) == pytest.approx(3 * 72 / 5)


# ---------------------------------------------------------------- areas, lines, arrows, marks


def test_area_draws_one_collection_with_holes_kept() -> None:
    """A polygon with a hole is one path of two rings; several shapes are one collection; nothing draws nothing."""
    ax = new_ax()
    ring = box(0, 0, 4, 4).difference(box(1, 1, 3, 3))
    (coll,) = draw.area(ax, [ring, box(5, 0, 6, 1)], color="red", gid="zone")
    assert len(coll.get_paths()) == 2 and coll.get_gid() == "zone"
    codes = coll.get_paths()[0].codes
    assert list(codes).count(1) == 2  # two MOVETOs: the outside and the hole
    pixels = rendered(ax)
    assert pixel(ax, pixels, (2, 2))[:3] == (255, 255, 255)  # the hole stays empty
    assert pixel(ax, pixels, (0.5, 0.5))[:3] == (255, 0, 0)
    assert draw.area(ax, Polygon()) == [] and draw.area(ax, []) == []
    with pytest.raises(TypeError, match="shapely"):
        draw.area(ax, [(0, 0), (1, 1)])  # type: ignore[list-item]


def test_area_hatch_takes_its_own_colour() -> None:
    (coll,) = draw.area(new_ax(), box(0, 0, 1, 1), hatch="////", edge=style.BLIND)
    assert coll.get_hatch() == "////"
    assert tuple(coll.get_hatchcolor()[0][:3]) == pytest.approx(
        tuple(int(style.BLIND[i : i + 2], 16) / 255 for i in (1, 3, 5))
    )


def test_arrow_ends_at_its_head_and_keeps_its_width() -> None:
    """A broad arrow is a polygon whose point is the head and whose shaft is ``width`` across at the tail."""
    shape = draw.primitives.arrow_shape((1, 1), (4, 5), width=0.2, head_width=0.5, head_length=0.4)
    pts = np.asarray(shape.exterior.coords)
    assert any(np.allclose(p, (4, 5)) for p in pts)
    assert math.dist(pts[0], pts[-2]) == pytest.approx(0.2)
    assert shape.is_valid and shape.area > 0
    with pytest.raises(ValueError):
        draw.primitives.arrow_shape((1, 1), (1, 1))


def test_route_draws_a_line_dots_and_a_head_ending_on_the_last_point() -> None:
    ax = new_ax()
    line, dots, head = draw.route(ax, [(0.5, 0.5), (1.5, 0.5), (2.5, 1.5)], gid="r")
    assert list(line.get_xdata())[:2] == [0.5, 1.5]
    assert len(dots.get_paths()) == 1
    assert any(np.allclose(v, (2.5, 1.5)) for v in head.get_paths()[0].vertices)
    assert line.get_gid() == "r" and head.get_gid() == "r-3"
    assert draw.route(ax, [(0.5, 0.5)]) == []


@pytest.mark.parametrize("kind", draw.primitives.MARKERS)
def test_marker_draws_one_shape_per_point_sized_in_plane_units(kind: str) -> None:
    ax = new_ax()
    (coll,) = draw.marker(ax, [(1.0, 1.0), (3.0, 2.0)], kind=kind, size=0.4)
    assert len(coll.get_paths()) == 2
    x0, y0, x1, y1 = draw.primitives.marker_shape(kind, (1.0, 1.0), 0.4).bounds
    assert x1 - x0 == pytest.approx(0.4, rel=0.05) and y1 - y0 <= 0.4 + 1e-9
    with pytest.raises(ValueError, match="marker kind"):
        draw.marker(ax, [(0, 0)], kind="star")


def test_ring_is_open_inside() -> None:
    (coll,) = draw.marker(new_ax(), [(1.0, 1.0)], kind="ring", color=style.INK)
    assert tuple(coll.get_facecolor()[0][:3]) == (1.0, 1.0, 1.0)


# ---------------------------------------------------------------- text


def test_text_is_sized_in_plane_units_with_a_floor_in_points() -> None:
    ax = new_ax()
    unit = draw.unit_points(ax)
    (t,) = draw.text(ax, (1, 1), "Shannon", size=0.2)
    (tiny,) = draw.text(ax, (1, 1), "Shannon", size=0.01, min_points=8.0)
    (two,) = draw.text(ax, (2, 2), "Countess of\nScarborough", style="italic")
    assert t.get_fontsize() == pytest.approx(0.2 * unit) and tiny.get_fontsize() == 8.0
    assert two.get_fontstyle() == "italic" and two.get_linespacing() == 1.0


def test_fit_keeps_short_words_and_wraps_long_names() -> None:
    """[2.22] Shannon fits at full size; Countess of Scarborough goes onto two lines rather than shrink."""
    assert draw.fit("Shannon", 0.19, 0.94, minimum=0.13) == ("Shannon", 0.19)
    words, size = draw.fit("Countess of Scarborough", 0.19, 0.94, minimum=0.13)
    assert words == "Countess of\nScarborough" and size >= 0.13


@given(st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyzABC", min_size=1, max_size=12), min_size=1, max_size=4))
def test_fit_gives_at_most_two_lines_never_below_the_minimum(words: list[str]) -> None:
    """Invariant: any label is kept whole, on one or two lines, at no less than the minimum (a single long word
    split with a hyphen)."""
    name = " ".join(words)
    text, size = draw.fit(name, 0.19, 0.94, minimum=0.13)
    assert text.count("\n") <= 1 and text.replace("-\n", "").replace("\n", " ") == name
    assert 0.13 <= size <= 0.19


def test_a_single_long_name_is_split_with_a_hyphen_rather_than_overhang() -> None:
    """Issue 24: "Northumberland" overhung its counter at the smallest size; now it goes onto two lines."""
    words, size = draw.fit("Northumberland", 0.18, 1.0, minimum=0.15)
    assert words == "Northum-\nberland" and size >= 0.15
    assert max(len(line) for line in words.split("\n")) * primitives.GLYPH * size <= 1.0


# ---------------------------------------------------------------- ships, counters, compass, wind


@given(st.integers(0, 359), st.sampled_from(list(YAxis)))
def test_hull_bow_points_along_the_heading_on_screen(heading: int, y_axis: YAxis) -> None:
    """Headings are degrees clockwise from North, North up: the bow lies toward the heading as seen on screen."""
    ax = new_ax(y_axis)
    (patch,) = draw.hull(ax, (3.0, 2.0), heading, length=1.0)
    pts = patch.get_paths()[0].vertices
    bow = screen(ax, pts[0]) - screen(ax, (3.0, 2.0))
    want = np.array([math.sin(math.radians(heading)), math.cos(math.radians(heading))])
    assert np.allclose(bow / np.linalg.norm(bow), want, atol=1e-6)
    assert math.dist(pts[0], (3.0, 2.0)) == pytest.approx(0.5)


def test_tile_is_width_across_and_depth_along_the_heading() -> None:
    shape = draw.primitives.tile_shape((0.0, 0.0), 1.0, 2.0, 90.0, YAxis.NORTH)
    x0, y0, x1, y1 = shape.bounds
    assert (x1 - x0, y1 - y0) == pytest.approx((2.0, 1.0))  # heading East: long side east-west
    rounded = draw.primitives.tile_shape((0.0, 0.0), 1.0, 1.0, 0.0, YAxis.NORTH, radius=0.1)
    assert rounded.area < 1.0 and rounded.contains(Point(0.45, 0.0))


def test_wind_blows_from_its_source() -> None:
    """[15.0] A wind is named by where it comes from: from the NW, the arrow's point lies to the south-east."""
    ax = new_ax(YAxis.SOUTH)
    (arrow,) = draw.wind(ax, (3.0, 2.0), 315.0, 2.0)
    tip = max(arrow.get_paths()[0].vertices, key=lambda v: v[0] + v[1])  # SE is +x, +y on a grid
    assert np.allclose(tip, (3 + math.sqrt(0.5), 2 + math.sqrt(0.5)))


@pytest.mark.parametrize("y_axis", list(YAxis))
def test_compass_letters_north_at_the_top(y_axis: YAxis) -> None:
    ax = new_ax(y_axis)
    labels = {
        a.get_text(): screen(ax, a.get_position()) for a in draw.compass(ax, (3.0, 2.0), 1.0) if hasattr(a, "get_text")
    }
    assert set(labels) == {"N", "E", "S", "W"}
    assert labels["N"][1] > labels["S"][1] and labels["W"][0] < labels["E"][0]


# ---------------------------------------------------------------- key, figure, alt text


def test_key_makes_one_legend_row_per_meaning_with_fixed_text_size() -> None:
    ax = new_ax()
    keys = [
        draw.Key("fill", style.PORT, "port field"),
        draw.Key("hatch", style.BLIND, "blind area"),
        draw.Key("fill", style.PORT, "port field"),
    ]
    (legend,) = draw.key(ax, keys)
    assert isinstance(legend, Legend) and [t.get_text() for t in legend.get_texts()] == ["port field", "blind area"]
    assert {t.get_fontsize() for t in legend.get_texts()} == {style.KEY_POINTS}
    assert draw.key(ax, []) == []
    with pytest.raises(ValueError, match="key kind"):
        draw.Key("sparkle", "red", "x")


def test_board_figure_keeps_the_scale_and_shrinks_only_what_is_too_big() -> None:
    fig, ax = draw.board_figure(10, 8)
    assert fig.get_size_inches() == pytest.approx((10 * draw.figure.INCH_PER_UNIT, 8 * draw.figure.INCH_PER_UNIT))
    big, _ = draw.board_figure(60, 10)
    assert big.get_size_inches()[0] == pytest.approx(draw.figure.MAX_INCHES)
    with pytest.raises(ValueError):
        draw.board_figure(0, 3)


def test_heading_sits_above_the_drawing_and_wraps_to_its_width() -> None:
    fig, ax = draw.board_figure(6, 4)
    draw.frame(ax, (0, 0, 6, 4))
    title, sub = draw.heading(ax, "a long title " * 12, "the numbers")
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()
    assert title.get_gid() == "diagram-title" and sub.get_gid() == "diagram-subtitle"
    assert (
        title.get_window_extent(renderer).y0
        > sub.get_window_extent(renderer).y1 - 1
        > ax.get_window_extent(renderer).y1
    )
    assert title.get_text().count("\n") >= 1
    assert title.get_window_extent(renderer).width <= ax.get_window_extent(renderer).width * 1.05


def test_alt_text_goes_into_the_svg_and_the_inline_view() -> None:
    """Every diagram carries its alt text: the SVG's <title> and, inline, an aria-label; the inline SVG keeps its natural size
    (a narrower page scrolls it sideways rather than shrink it [issue 24])."""
    fig, ax = draw.board_figure(6, 4)
    draw.frame(ax, (0, 0, 6, 4))
    draw.area(ax, box(1, 1, 2, 2), color="red")
    draw.describe(fig, 'Shannon rakes "Constitution" & more')
    assert draw.description(fig).startswith("Shannon")
    text = figures.svg(fig)
    assert "<title>Shannon rakes &quot;Constitution&quot; &amp; more</title>" in text
    inline = figures.inline(fig)
    head = inline[: inline.index(">")]
    assert inline.startswith("<svg") and 'width="451px"' in head and "max-width:none" in head and 'pt"' not in head
    assert 'role="img" aria-label="Shannon rakes &quot;Constitution&quot; &amp; more"' in head


# ---------------------------------------------------------------- the square helpers


def test_window_around_clips_to_the_map_and_keeps_a_minimum() -> None:
    w = sq.Window.around([Square(1, 1)], 2, WHOLE, minimum=(8, 6))
    assert (w.col0, w.row0) == (1, 1)
    assert w.columns >= 8 and w.rows >= 6
    w2 = sq.Window.around([Square(5, 5), Square(12, 9)], 1, WHOLE)
    assert (w2.col0, w2.row0, w2.col1, w2.row1) == (4, 4, 13, 10)
    assert sq.Window.around([], 2, WHOLE) == WHOLE
    assert w2.polygon.bounds == (3.0, 3.0, 13.0, 10.0)


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
    w = sq.Window.around(squares, margin, WHOLE, minimum=(min_cols, min_rows))
    assert all(s in w for s in squares)
    assert 1 <= w.col0 <= w.col1 <= 30 and 1 <= w.row0 <= w.row1 <= 20
    assert w.columns >= min(min_cols, 30) and w.rows >= min(min_rows, 20)


def test_window_rejects_an_empty_rectangle() -> None:
    with pytest.raises(ValueError):
        sq.Window(5, 1, 4, 2)


def test_grid_numbers_columns_and_rows_in_the_margins_only() -> None:
    """Coordinates sit in the margins (python-chess style): column numbers above the top row, row numbers left of the first column."""
    fig, ax = draw.board_figure(8, 6)
    sq.frame(ax, SMALL)
    arts = sq.grid(ax, SMALL)
    texts = {a.get_text(): a.get_position() for a in arts if hasattr(a, "get_text")}
    assert set(texts) == {"01", "02", "03", "04", "05", "06"}
    x, y = texts["06"]
    assert y < 0  # above row 01 (north of the window)
    rows = [a for a in arts if hasattr(a, "get_text") and a.get_position()[0] < 0]
    assert len(rows) == 4


def test_counter_fills_its_square_and_points_along_its_heading() -> None:
    """[2.22] A counter covers most of its square; its hull's bow points along the heading."""
    fig, ax = draw.board_figure(8, 6)
    sq.frame(ax, SMALL)
    tint, edge, hull = sq.counter(ax, Square(3, 2), Direction.E, color=style.NATIONS["BR"])
    x0, y0 = tint.get_paths()[0].vertices.min(axis=0)
    x1, y1 = tint.get_paths()[0].vertices.max(axis=0)
    assert x1 - x0 == pytest.approx(0.92) and y1 - y0 == pytest.approx(0.92)
    bow = hull.get_paths()[0].vertices[0]
    assert bow[0] > Square(3, 2).center[0] and bow[1] == pytest.approx(Square(3, 2).center[1])


def test_outline_draws_one_border_round_neighbouring_squares() -> None:
    fig, ax = draw.board_figure(8, 6)
    sq.frame(ax, SMALL)
    (coll,) = sq.outline(ax, [Square(1, 1), Square(2, 1), Square(5, 4)], color=style.BLOCKED)
    assert len(coll.get_paths()) == 2  # the pair is one region, the lone square another
