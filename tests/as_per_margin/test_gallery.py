"""The As Per Margin gallery (docs/as_per_margin/gallery.md) shows every kind of diagram on the open table, is never
out of date, and each picture looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the gallery and the baselines and commit them:

    python -m sailkit.rulesets.as_per_margin.faces.gallery
    python3 dev.py test tests/as_per_margin/test_gallery.py --mpl-generate-path=tests/as_per_margin/baseline
"""

from __future__ import annotations

from pathlib import Path

import pytest
from matplotlib.figure import Figure

from sailkit.rulesets.as_per_margin.faces import gallery
from tests import gallery_checks
from tests.image_baselines import approved


def test_the_committed_gallery_is_what_the_code_draws_now() -> None:
    gallery_checks.committed_gallery_is_current(gallery)


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    gallery_checks.page_shows_each_picture(gallery, Path("docs/as_per_margin/README.md"))


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gallery_checks.command_refuses_arguments_and_a_folder_with_no_docs(gallery, tmp_path, monkeypatch)


def test_the_gallery_holds_every_kind_of_picture_as_the_other_rule_sets_do() -> None:
    """[issue 24] As Per Margin had no gallery page. It has one, found as the rule set's ``gallery`` face as the
    other rule sets' are, with a ruling on the table, a card of boxes, a position, a game and a replay's point."""
    from sailkit.registry import ruleset
    from sailkit.ruleset import Face

    assert ruleset("as_per_margin").face(Face.GALLERY) is gallery
    slugs = {e.slug for e in gallery.ENTRIES}
    assert {"fire", "rake", "hits", "position", "game", "replay"} <= slugs


def _entry(slug: str) -> Figure:
    return gallery.GALLERY.draw(next(e for e in gallery.ENTRIES if e.slug == slug))


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_gallery_picture_looks_as_approved(slug: str) -> Figure:
    """Each gallery entry, as a Figure, against its approved baseline."""
    return _entry(slug)
