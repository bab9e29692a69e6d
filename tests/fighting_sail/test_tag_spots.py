"""Stacked and adjacent counters' words never collide (issue 24), measured as drawn.

At point 984 of the Santo Domingo replay, "H5 M2 prize (BR)" ran into Atlas's "H1" and Comete's "H6 M1 wheel prize
(BR)" cut "Northumberland": a damage tag was written across the lower edge whatever stood beside or under it. A tag
now goes to the first spot clear of the other ships' names and tags (``drawing.tag_spot``). Here every name and tag of
the picture is measured in display pixels, as matplotlib lays it out, and no two overlap.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from sailkit.replay_export import Replay

REPLAYS = Path(__file__).resolve().parents[2] / "replays"


def collisions(fig: Figure) -> list[tuple[str, str]]:
    """The pairs of a damage tag and a ship's name or another tag whose ink (their boxes, a pixel in) overlaps."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    words = [
        t
        for ax in fig.axes
        for t in ax.texts
        if isinstance(t, Text) and t.get_visible() and t.get_gid() in ("damage", "ship-name") and t.get_text()
    ]
    boxes = []
    for t in words:
        e = t.get_window_extent(renderer)
        boxes.append(shapely.box(e.x0 + 1, e.y0 + 1, e.x1 - 1, e.y1 - 1))
    return [
        (words[i].get_text(), words[j].get_text())
        for i in range(len(words))
        for j in range(i + 1, len(words))
        if "damage" in (words[i].get_gid(), words[j].get_gid()) and boxes[i].intersection(boxes[j]).area > 1.0
    ]


@pytest.mark.parametrize("point", [984, 700, 1000])
def test_no_name_or_tag_runs_into_another_on_the_santo_domingo_replay(point: int) -> None:
    fig = Replay.load(REPLAYS / "15.9-santo-domingo.sail").figure(point, steady=False)
    assert any(t.get_gid() == "damage" for t in fig.axes[0].texts), "tags to measure"
    assert collisions(fig) == []
