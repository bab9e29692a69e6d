"""Words on a Fighting Ships board keep a gap from each other as drawn: in the carrier strike "Portland" and
"Devastator-1 torpedo" once sat end to end and read as one word, "PortlandDevastator-1 torpedo" [issue 24].

Measured as drawn: the box of each label's words (a label is written on a white backing), in pixels, against every
other label's."""

from __future__ import annotations

import pytest
import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Text

from sailkit.rulesets.fighting_ships.faces.gallery import ENTRIES, GALLERY

#: The least gap between two labels' words, in pixels at the figure's 100 dots an inch: a space's width or so.
GAP = 3.0
#: The pictures with the most words on the board: the replays and the game points.
BUSY = [e for e in ENTRIES if e.slug.startswith(("replay", "game")) or e.slug in ("carrier", "jutland", "hunt")]


def labels(fig: Figure) -> list[tuple[str, shapely.Polygon]]:
    """Each label written on a white backing on the board, and the box of its words in pixels."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    fig.draw(renderer)
    out = []
    for ax in fig.axes:
        for t in ax.texts:
            if isinstance(t, Text) and t.get_visible() and t.get_text().strip() and t.get_bbox_patch() is not None:
                box = t.get_window_extent(renderer)
                out.append((t.get_text(), shapely.box(box.x0, box.y0, box.x1, box.y1)))
    return out


def crowded(fig: Figure) -> list[str]:
    found = labels(fig)
    return [
        f"{a!r} and {b!r}: {box.distance(other):.1f} px"
        for i, (a, box) in enumerate(found)
        for b, other in found[i + 1 :]
        if box.distance(other) < GAP
    ]


def test_the_carrier_strikes_words_keep_apart() -> None:
    (carrier,) = [e for e in ENTRIES if e.slug == "carrier"]
    found = labels(GALLERY.draw(carrier))
    assert {"Portland", "Devastator-1 torpedo"} <= {words for words, _ in found}
    assert crowded(GALLERY.draw(carrier)) == []


@pytest.mark.parametrize("entry", BUSY, ids=[e.slug for e in BUSY])
def test_labels_keep_a_gap_as_drawn(entry: object) -> None:
    assert crowded(GALLERY.draw(entry)) == []  # type: ignore[arg-type]
