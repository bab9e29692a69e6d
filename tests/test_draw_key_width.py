"""A picture's key is laid out no wider than the picture (issue 24: boards are not shown shrunk).

matplotlib fills a legend's columns top to bottom, the first ``len(rows) % n`` columns one row longer: four rows in
three columns are columns of 2, 1 and 1 rows. The kit's key chooses its columns on that layout."""

from __future__ import annotations

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from sailkit.draw import primitives as p


def test_a_key_of_four_long_rows_stays_within_its_figure() -> None:
    figure = Figure(figsize=(8.5, 6.0))
    ax = figure.add_axes((0.0, 0.2, 1.0, 0.8))
    rows = [
        p.Key("dot", "#000000", "a ship's mainmast on her base to scale (bow filled)"),
        p.Key("frame", "#e69f00", "the two ships"),
        p.Key("arrow", "#0072b2", "the run along the wind (downwind) or against it (upwind)"),
        p.Key("line", "#000000", "dotted: across the wind, which does not count"),
    ]
    (legend,) = p.key(ax, rows)
    box = legend.get_window_extent(FigureCanvasAgg(figure).get_renderer())
    assert box.x1 <= figure.bbox.x1, f"the key is {box.width:.0f} px wide in a {figure.bbox.width:.0f} px figure"
    assert legend._ncols >= 2, "as many columns as fit"
