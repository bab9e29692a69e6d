"""Every name As Per Margin's gallery writes keeps clear of every hull as drawn, its outline's stroke and the amber
frame round a ship in question included: "Victory" once touched her own bow tip in the pivot picture [issue 24].

Measured as drawn: each name's white backing, in pixels, against each hull's outline and each frame, widened by half
their stroke."""

from __future__ import annotations

import matplotlib.colors as mcolors
import pytest
import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import PathCollection
from matplotlib.figure import Figure
from matplotlib.text import Text

from sailkit.draw.style import HIGHLIGHT
from sailkit.rulesets.as_per_margin.faces.gallery import ENTRIES, GALLERY

#: Least clear space between a name's backing and a hull's or frame's stroke, in pixels at 100 dots an inch.
GAP = 1.0


def _outlines(fig: Figure) -> list[tuple[str, shapely.Geometry]]:
    """Each hull's outline (an artist named ``ship-NAME``) and each amber frame, as the pixels their stroke covers."""
    out = []
    amber = mcolors.to_rgba(HIGHLIGHT)
    for ax in fig.axes:
        for c in ax.collections:
            if not isinstance(c, PathCollection):
                continue
            gid = c.get_gid() or ""
            edges = [tuple(e) for e in c.get_edgecolor()]
            framed = any(e[:3] == amber[:3] for e in edges) and not len(c.get_facecolor())
            if not gid.startswith("ship-") and not (framed and not gid):  # a hull, or the frame round one
                continue
            half = max(c.get_linewidth(), default=1.0) * fig.dpi / 72 / 2
            for path in c.get_paths():
                for ring in path.transformed(c.get_transform()).to_polygons(closed_only=False):
                    if len(ring) >= 3:
                        shape = (
                            shapely.Polygon(ring).exterior.buffer(half)
                            if not framed
                            else shapely.LinearRing(ring).buffer(half)
                        )
                        out.append((gid or "frame", shape))
    return out


def _names(fig: Figure) -> list[tuple[str, shapely.Geometry]]:
    """Each ship's name as drawn: the box of its white backing (else of its words), in pixels."""
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]  # an Agg canvas's
    ships = {
        gid.removeprefix("ship-")
        for ax in fig.axes
        for c in ax.collections
        if (gid := c.get_gid() or "").startswith("ship-")
    }
    out = []
    for ax in fig.axes:
        for t in ax.texts:
            if isinstance(t, Text) and t.get_visible() and t.get_text().split(" (")[0] in ships:
                patch = t.get_bbox_patch()
                box = (patch or t).get_window_extent(renderer)
                out.append((t.get_text(), shapely.box(box.x0, box.y0, box.x1, box.y1)))
    return out


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.slug for e in ENTRIES])
def test_every_name_keeps_clear_of_every_hull_as_drawn(entry: object) -> None:
    fig = GALLERY.draw(entry)  # type: ignore[arg-type]
    FigureCanvasAgg(fig).draw()
    names, outlines = _names(fig), _outlines(fig)
    touching = [
        f"{words} within {shape.distance(box):.1f} px of {what}"
        for words, box in names
        for what, shape in outlines
        if shape.distance(box) < GAP
    ]
    assert not touching, f"{entry.slug}: {touching}"  # type: ignore[attr-defined]
