"""The open-table drawing helpers and the primitives they added: a ruler, dice, labels that keep apart (no rule set)."""

from __future__ import annotations

import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st
from matplotlib.figure import Figure

from sailkit import draw
from sailkit.draw import primitives as p
from sailkit.draw import table as tb
from sailkit.figures import svg
from sailkit.geometry.board import YAxis


def new_ax(y_axis: YAxis = YAxis.NORTH):
    fig = Figure(figsize=(6, 4))
    ax = fig.add_axes((0, 0, 1, 1))
    draw.frame(ax, (0, 0, 30, 20), y_axis=y_axis)
    return ax


@pytest.mark.parametrize("y_axis", [YAxis.NORTH, YAxis.SOUTH])
def test_ruler_spans_its_length_and_numbers_its_marks(y_axis: YAxis) -> None:
    ax = new_ax(y_axis)
    artists = p.ruler(ax, (2, 5), 6, every=3, unit="in")
    bar = artists[0].get_paths()[0].get_extents()
    assert (bar.x0, bar.x1) == pytest.approx((2, 8))
    below = bar.y1 <= 5 + 1e-9 if y_axis is YAxis.NORTH else bar.y0 >= 5 - 1e-9
    assert below, "the bar hangs below its start point on screen"
    words = [a.get_text() for a in artists if hasattr(a, "get_text")]
    assert words == ["0", "3", "6 in"]
    assert len(artists[1].get_paths()) == 3  # six 1-inch cells, every other one filled
    with pytest.raises(ValueError, match="positive length"):
        p.ruler(ax, (0, 0), 0)


@pytest.mark.parametrize("face", range(1, 7))
def test_a_die_shows_as_many_pips_as_its_face(face: int) -> None:
    artists = p.die(new_ax(), (5, 5), face, size=2)
    assert len(artists[1].get_paths()) == face
    with pytest.raises(ValueError, match="1 to 6"):
        p.die(new_ax(), (5, 5), 7)


def test_free_text_takes_the_first_spot_that_overlaps_nothing() -> None:
    ax = new_ax()
    taken = [shapely.box(9, 9, 11, 11)]
    spots = [((10, 10), "center", "center"), ((10, 14), "center", "center")]
    (first,) = p.free_text(ax, spots, "Victory", taken, size=0.6)
    assert first.get_position() == (10, 14)
    (second,) = p.free_text(ax, spots, "Redoutable", taken, size=0.6)
    assert second.get_position() == (10, 10)  # both spots are taken now: the one overlapping least
    assert len(taken) == 3


@given(st.lists(st.text(alphabet="abcdefgh ", min_size=1, max_size=12), min_size=1, max_size=6))
def test_labels_placed_one_after_the_other_never_overlap_when_there_is_room(names: list[str]) -> None:
    ax = new_ax()
    taken: list = []
    spots = [((5 + 4 * i, 10 + 3 * j), "left", "center") for i in range(5) for j in range(-2, 3)]
    for n in names:
        p.free_text(ax, spots, n, taken, size=0.5)
    for i, a in enumerate(taken):
        for b in taken[i + 1 :]:
            assert a.intersection(b).area == 0.0


def test_the_sheet_has_sea_grid_numbers_compass_wind_and_ruler() -> None:
    bounds = tb.bounds_around([shapely.Point(10, 10).buffer(1), shapely.Point(20, 14).buffer(1)], pad=3)
    assert bounds == (6, 6, 24, 18)
    ax = tb.sheet(bounds, "A title", "a subtitle", wind_from=270)
    text = svg(ax.get_figure())
    for gid in ("sea", "compass", "wind", "ruler", "diagram-title", "diagram-subtitle"):
        assert f'id="{gid}' in text, gid
    assert "wind from 270°" in text
    numbers = {t.get_text() for t in ax.texts}
    assert {"12", "18"} <= numbers  # the 6-inch grid is numbered in the margins
    assert ax.get_xlim()[1] - bounds[2] == pytest.approx(tb.STRIP)


def test_bounds_around_keep_a_least_size_and_whole_inches() -> None:
    x0, y0, x1, y1 = tb.bounds_around(shapely.Point(3.3, 4.4), pad=1, least=(14, 10))
    assert x1 - x0 >= 14 and y1 - y0 >= 10
    assert all(float(v).is_integer() for v in (x0, y0, x1, y1))
    assert x0 <= 3.3 <= x1 and y0 <= 4.4 <= y1


def test_a_sheet_without_wind_has_the_compass_alone() -> None:
    ax = tb.sheet((0, 0, 14, 10))
    text = svg(ax.get_figure())
    assert 'id="compass' in text and 'id="wind' not in text
