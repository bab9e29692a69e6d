"""sailkit.figures.Shown: a Figure that a notebook shows inline and a reader without a kernel reads as its alt text."""

from __future__ import annotations

from sailkit.draw import figure as fg
from sailkit.figures import Shown


def test_a_shown_figure_is_its_picture_inline_and_its_alt_text_as_plain_text() -> None:
    fig, ax = fg.board_figure(2, 2)
    ax.plot([0, 1], [0, 1])
    assert repr(Shown(fig)) == "a figure with no alt text"
    fg.describe(fig, "A diagonal line across two squares.")
    shown = Shown(fig)
    assert repr(shown) == "A diagonal line across two squares."
    html = shown._repr_html_()
    assert "<svg" in html and "A diagonal line across two squares." in html
