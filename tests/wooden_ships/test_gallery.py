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

from sailkit.gallery import stale
from sailkit.rulesets.wooden_ships.faces import gallery
from tests.image_baselines import approved

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_gallery_is_what_the_code_draws_now() -> None:
    """Change a picture and this fails until the gallery is drawn again and committed."""
    old = stale(ROOT, gallery.GALLERY.files(gallery.page), gallery.FOLDER)
    assert not old, f"out of date: {', '.join(old)}; run `{gallery.COMMAND}` from the repository root and commit"


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    page = (ROOT / gallery.PAGE).read_text()
    for e in gallery.ENTRIES:
        assert f"](gallery/{e.slug}.svg)" in page and e.code in page
    assert "![](" not in page
    assert "](gallery.md)" in (ROOT / "docs" / "wooden_ships" / "README.md").read_text()


def test_the_fire_and_targets_pictures_name_their_hexes() -> None:
    """Issue 24: the explorer asks for a hex such as "G6"; the fire and targets rulings carry their map's grid, so
    their pictures name every hex, the firer's and the target's among them."""
    for slug, named in (("fire", ("E6", "G6")), ("targets", ("E6", "G6", "I6"))):
        texts = {
            t.get_text() for t in gallery.GALLERY.draw(next(e for e in gallery.ENTRIES if e.slug == slug)).axes[0].texts
        }
        assert set(named) <= texts, (slug, sorted(texts))


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert gallery.main(["extra"]) == 2
    monkeypatch.chdir(tmp_path)
    assert gallery.main([]) == 2
    assert not any(tmp_path.iterdir()), "nothing written outside a repository"


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_diagram_looks_as_approved(slug: str) -> Figure:
    """Each gallery entry, as a Figure, against its approved baseline."""
    return gallery.GALLERY.draw(next(e for e in gallery.ENTRIES if e.slug == slug))
