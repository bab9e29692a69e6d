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
