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


def test_each_inlined_svg_has_ids_of_its_own_and_its_references_stay_inside() -> None:
    """Issue 24: two copies of one figure in a page (the desk's snapshot and its live picture) must not share ids,
    or one copy's hatching refers to the other's pattern."""
    import re

    import matplotlib.pyplot as plt

    from sailkit.figures import inline

    fig, ax = plt.subplots()
    _ = ax.bar([0, 1], [1, 2], hatch="//")
    first, second = inline(fig), inline(fig)
    plt.close(fig)
    ids = [set(re.findall(r'\bid="([^"]+)"', svg)) for svg in (first, second)]
    assert ids[0] and not ids[0] & ids[1]
    for svg, own in zip((first, second), ids):
        refs = {a or b for a, b in re.findall(r'url\(#([^)]+)\)|href="#([^"]+)"', svg)}
        assert refs and refs <= own
