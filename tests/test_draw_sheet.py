"""The diagram sheet (sailkit.draw.Sheet): the same heading, strip and keys on any board, whichever way its y grows."""

from __future__ import annotations

from typing import Any

import pytest

from sailkit import draw
from sailkit.draw import style
from sailkit.geometry.board import YAxis
from sailkit.rulings import Ruling, Step


def _sheet_on(y_axis: YAxis, sheet: draw.Sheet) -> Any:
    return sheet.open(
        6, 4, lambda ax, strip: draw.frame(ax, (0, 0, 6, 4), y_axis=y_axis, pad=(0, 0, strip, 0)), inch_per_unit=0.5
    )


def _gid(ax: Any, gid: str) -> list[Any]:
    return [a for a in ax.get_children() if a.get_gid() == gid]


@pytest.mark.parametrize("y_axis", [YAxis.NORTH, YAxis.SOUTH])
def test_the_strip_stands_east_of_the_board_top_down_on_either_board(y_axis: YAxis) -> None:
    """The turn at the top of the strip, the compass under it, both East of the board, on a board whose y grows North
    (the open table) or South (squares and hexes)."""
    sheet = draw.Sheet("asked", "decided", turn="turn 3", wind_from=270.0, sides=(("red", style.NATIONS["BR"]),))
    ax = _sheet_on(y_axis, sheet)
    (turn,) = _gid(ax, "turn")
    (rose,) = _gid(ax, "compass")
    tx, ty = turn.get_position()
    (cx, cy) = rose.get_segments()[0][0]
    down = 1.0 if y_axis is YAxis.SOUTH else -1.0
    assert tx > 6 and cx > 6, "the strip is East of the board"
    assert (cy - ty) * down > 0, "the compass is under the turn"
    assert _gid(ax, "wind") and _gid(ax, "colour-key")
    texts = [t.get_text() for t in ax.texts]
    assert "asked" in texts and "decided" in texts and "wind from 270°" in texts


@pytest.mark.parametrize("y_axis", [YAxis.NORTH, YAxis.SOUTH])
def test_a_board_too_wide_for_a_notebook_gets_the_strip_under_it(y_axis: YAxis) -> None:
    """Issue 24: a wide board with the strip East was shown shrunk in a notebook. Given ``fit_inches``, a board that
    with the strip would be wider puts the turn, the compass, the wind and the sides' key in a row under it, and the
    figure keeps the board's own width; a board that fits keeps the strip East."""
    sheet = draw.Sheet("asked", "decided", turn="turn 3", wind_from=270.0, sides=(("red", style.NATIONS["BR"]),))
    frame = lambda ax, strip: draw.frame(ax, (0, 0, 12, 4), y_axis=y_axis, pad=(0, 0, strip, 0))  # noqa: E731
    ax = sheet.open(12, 4, frame, inch_per_unit=0.5, fit_inches=6.5)
    assert ax.figure.get_figwidth() == pytest.approx(6.0), "the board alone sets the width"
    (turn,) = _gid(ax, "turn")
    (rose,) = _gid(ax, "compass")
    down = 1.0 if y_axis is YAxis.SOUTH else -1.0
    (cx, cy) = rose.get_segments()[0][0]
    tx, ty = turn.get_position()
    edge = 4.0 if y_axis is YAxis.SOUTH else 0.0
    assert (cy - edge) * down > 0 and (ty - edge) * down > 0, "under the board"
    assert cx < tx < 12, "the compass at the left, the turn beside it"
    assert _gid(ax, "wind") and _gid(ax, "colour-key")
    fits = sheet.open(12, 4, frame, inch_per_unit=0.5, fit_inches=8.0)
    assert _gid(fits, "turn")[0].get_position()[0] > 12, "a board that fits keeps the strip East"


def test_sides_known_only_once_the_board_is_drawn_go_in_the_strip_when_the_sheet_closes() -> None:
    sheet = draw.Sheet("asked", wind_from=0.0)
    ax = _sheet_on(YAxis.NORTH, sheet)
    assert not _gid(ax, "colour-key")
    fig = sheet.close(ax, [draw.Key("dot", style.INK, "a mark")], "What it shows.", sides=(("blue", "#0000ff"),))
    assert _gid(ax, "colour-key") and draw.description(fig) == "What it shows."
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["a mark"]


def test_a_sheet_of_a_ruling_is_headed_by_its_question_and_headline_and_may_leave_out_the_strip() -> None:
    ruling = Ruling("can it?", "yes", (Step("R1", "because"),))
    sheet = draw.Sheet.of(ruling, strip=False)
    assert (sheet.title, sheet.verdict) == ("can it?", ruling.headline())
    ax = sheet.open(4, 2, lambda ax, strip: draw.frame(ax, (0, 0, 4 + strip, 2)), inch_per_unit=0.5)
    assert ax.get_xlim() == (0.0, 4.0), "no room is left for a strip"
    assert not _gid(ax, "compass") and not _gid(ax, "turn")


@pytest.mark.parametrize("words", ["0123456789/" * 12, "WWWWW MMMMM " * 10, "a plain heading of words " * 6])
def test_a_long_heading_wraps_within_the_picture_and_never_widens_it(words: str) -> None:
    """[issue 24] Headings were wrapped at a count of average letters, so a line of figures or capitals ("sunk
    1430447/2985984 (47.9%)") ran past the strip, the tight-cut picture grew wider and its scale numbers were shown
    smaller. Measured as drawn: the picture with the long heading is as wide as with a short one."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    widths = []
    for title in ("short", words):
        ax = _sheet_on(YAxis.NORTH, draw.Sheet(title, words, wind_from=270.0))
        fig = ax.get_figure()
        FigureCanvasAgg(fig)
        widths.append(fig.get_tightbbox(fig.canvas.get_renderer()).width)
    assert widths[1] <= widths[0] + 0.5, widths
