"""A finished figure kept as inline SVG with its alt text (:func:`sailkit.svg_picture.picture`)."""

from __future__ import annotations

import matplotlib.pyplot as plt

from sailkit.draw.figure import describe
from sailkit.svg_picture import Picture, picture


def test_a_figure_becomes_inline_svg_shown_as_html_and_its_alt_text_as_plain_text() -> None:
    fig, ax = plt.subplots(figsize=(1, 1))
    ax.plot([0, 1], [0, 1])
    describe(fig, "A line rising from left to right.")
    shown = picture(fig)
    assert "<svg" in shown._repr_html_()
    assert repr(shown) == "<picture: A line rising from left to right.>"
    assert not plt.fignum_exists(fig.number), "the figure is closed once kept"


def test_a_picture_is_a_value() -> None:
    assert Picture("<svg/>", "alt") == Picture("<svg/>", "alt") and repr(Picture("", "a")) == "<picture: a>"
