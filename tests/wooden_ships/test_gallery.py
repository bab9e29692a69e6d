"""The Wooden Ships gallery (docs/wooden_ships/gallery.md) shows every kind of board diagram with named hexes, is never
out of date, and each picture looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the gallery and the baselines and commit them:

    python -m sailkit.rulesets.wooden_ships.faces.gallery
    python3 dev.py test tests/wooden_ships/test_gallery.py --mpl-generate-path=tests/wooden_ships/baseline
"""

from __future__ import annotations

from pathlib import Path

import pytest
from matplotlib.figure import Figure

from sailkit.rulesets.wooden_ships.faces import gallery
from tests import gallery_checks
from tests.image_baselines import approved


def test_the_committed_gallery_is_what_the_code_draws_now() -> None:
    gallery_checks.committed_gallery_is_current(gallery)


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    gallery_checks.page_shows_each_picture(gallery, Path("docs/wooden_ships/README.md"))


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gallery_checks.command_refuses_arguments_and_a_folder_with_no_docs(gallery, tmp_path, monkeypatch)


def _entry(slug: str) -> Figure:
    return gallery.GALLERY.draw(next(e for e in gallery.ENTRIES if e.slug == slug))


def test_the_fire_and_targets_pictures_name_their_hexes() -> None:
    """Issue 24: the explorer asks for a hex such as "G6"; the fire and targets rulings carry their map's grid, so
    their pictures name every hex, the firer's and the target's among them."""
    for slug, named in (("fire", {"E6", "G6"}), ("targets", {"E6", "G6", "I6"})):
        texts = {t.get_text() for t in _entry(slug).axes[0].texts}
        assert named <= texts, (slug, sorted(texts))


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_diagram_looks_as_approved(slug: str) -> Figure:
    """Each gallery entry, as a Figure, against its approved baseline."""
    return _entry(slug)


def test_the_position_and_game_pictures_fill_their_rectangle_of_the_map() -> None:
    """[issue 24] The position picture drew only the hexes round each ship, so with Constitution and Java far apart
    its left (and right) side stood blank: both pictures name every hex of the map's rectangle they show, each
    column running the rectangle's height."""
    import re

    for slug in ("position", "game"):
        found = [re.fullmatch(r"([A-Z]{1,2})(\d{1,2})", t.get_text()) for t in _entry(slug).axes[0].texts]
        rows: dict[str, set[int]] = {}
        for m in filter(None, found):
            rows.setdefault(m.group(1), set()).add(int(m.group(2)))
        top, bottom = min(map(min, rows.values())), max(map(max, rows.values()))
        short = {c: (min(r), max(r)) for c, r in rows.items() if min(r) > top + 1 or max(r) < bottom - 1}
        assert not short, (slug, short)


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
def test_no_ships_name_covers_a_hexs_name(slug: str) -> None:
    """[issue 24] A counter's own name covered part of a neighbouring hex's name ("Constitution" over I11, half a
    name peeking out under a counter): measured as drawn, no hex's name shown touches a ship's name or counter."""
    import re

    import shapely
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.patches import Polygon as PolygonPatch

    figure = _entry(slug)
    FigureCanvasAgg(figure).draw()
    ax, renderer = figure.axes[0], figure.canvas.get_renderer()

    def box(t: object) -> shapely.Polygon:
        b = t.get_window_extent(renderer)  # type: ignore[attr-defined]
        return shapely.box(b.x0 + 0.5, b.y0 + 0.5, b.x1 - 0.5, b.y1 - 0.5)

    shown = [t for t in ax.texts if t.get_visible() and t.get_text()]
    names = [t for t in shown if re.fullmatch(r"[A-Z]{1,2}\d{1,2}", t.get_text()) and t.get_zorder() < 3]
    ships = [t for t in shown if t.get_zorder() == 6]
    counters = [p for p in ax.patches if isinstance(p, PolygonPatch) and p.get_zorder() == 5]
    outlines = [shapely.Polygon(c.get_transform().transform(c.get_path().vertices)) for c in counters]
    assert names and ships and outlines
    covered = [(n.get_text(), s.get_text()) for n in names for s in ships if box(n).intersects(box(s).buffer(-0.5))] + [
        (n.get_text(), "a counter") for n in names for o in outlines if box(n).intersects(o.buffer(-0.5))
    ]
    assert not covered, covered
