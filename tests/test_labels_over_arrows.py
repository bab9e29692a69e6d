"""A label is never under an arrow (issue 24), measured as drawn.

As Per Margin's replay picture (the gallery's, point 17 of the frigate duel) drew the record's annotation arrow over
"Amethyst": the arrow runs to her, and her name is written beside her. The annotations' drawer now lifts every word
an arrow passes over above it. Here each text's box and each arrow's outline are taken in display pixels, as
matplotlib lays them out, and every text that meets an arrow is drawn after it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from sailkit.replay_export import Replay

REPLAYS = Path(__file__).resolve().parents[1] / "replays"


def under_arrows(fig: Figure) -> list[str]:
    """The words of ``fig`` that an annotation arrow covers (drawn over them)."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    out = []
    for ax in fig.axes:
        arrows = [
            (shapely.Polygon(c.get_transform().transform(path.vertices)).buffer(0), c.get_zorder())
            for c in ax.collections
            if c.get_gid() == "annotation-arrow"
            for path in c.get_paths()
        ]
        assert arrows, "an annotation arrow to measure"
        for t in ax.texts:
            if not t.get_visible() or not t.get_text():
                continue
            e = t.get_window_extent(renderer)
            ink = shapely.box(e.x0 + 1, e.y0 + 1, e.x1 - 1, e.y1 - 1)
            if any(ink.intersection(a).area > 2.0 and t.get_zorder() <= z for a, z in arrows):
                out.append(t.get_text())
    return out


@pytest.mark.parametrize(("name", "point"), [("apm-frigate-duel.apm", 17)])
def test_no_label_of_a_replay_picture_is_under_an_annotation_arrow(name: str, point: int) -> None:
    fig = Replay.load(REPLAYS / name).figure(point, steady=False)
    assert under_arrows(fig) == []
