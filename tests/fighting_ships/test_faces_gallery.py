"""The Fighting Ships gallery (docs/fighting_ships/gallery.md) shows every kind of diagram, is never out of date, and
each picture looks as it did when its baseline was approved (pytest-mpl).

After an intended change to the pictures, look at them, then redraw the gallery and the baselines and commit them:

    python -m sailkit.rulesets.fighting_ships.faces.gallery
    python3 dev.py test tests/fighting_ships/test_faces_gallery.py --mpl-generate-path=tests/fighting_ships/baseline
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
from matplotlib.figure import Figure

from sailkit import renderers
from sailkit.figures import figure_of
from sailkit.gallery import stale
from sailkit.rulesets.fighting_ships.faces import drawing, gallery
from sailkit.rulings import Ruling
from tests.image_baselines import approved

ROOT = Path(__file__).resolve().parents[2]


@cache
def _picture(slug: str) -> Any:
    """What an entry's code leaves in ``picture``, run once for the tests here that only read it or draw it (the
    replay's entry loads and replays the Encounter: most of the time of running them all)."""
    return gallery.GALLERY.picture(next(e for e in gallery.ENTRIES if e.slug == slug))


def test_the_committed_gallery_is_what_the_code_draws_now() -> None:
    """Change a picture and this fails until the gallery is drawn again and committed."""
    old = stale(ROOT, gallery.files(), gallery.FOLDER)
    assert not old, f"out of date: {', '.join(old)}; run `{gallery.COMMAND}` from the repository root and commit"


def test_the_gallery_shows_every_kind_of_ruling_drawn() -> None:
    """Every renderer the drawing face registers has an entry, each a real ruling of that kind."""
    kinds = {kind for (ruleset, kind) in renderers._RENDERERS if ruleset == drawing.RULESET}
    shown = set()
    wholes = {"position_figure(": "position", "game_figure(": "game", "Replay.load(": "replay"}
    for e in gallery.ENTRIES:
        made = _picture(e.slug)
        whole = [kind for call, kind in wholes.items() if call in e.code]
        if whole:  # a whole position, a game or a point of a replay: drawn as a figure
            shown.update(whole)
            continue
        assert isinstance(made, Ruling) and made.ruleset == drawing.RULESET, e.slug
        shown.add(made.kind)
    assert kinds == shown, f"kinds drawn with no entry: {sorted(kinds - shown)}; entries of no kind: {shown - kinds}"


def test_the_page_shows_each_picture_with_its_code_and_alt_text() -> None:
    page = (ROOT / gallery.PAGE).read_text()
    for e in gallery.ENTRIES:
        assert f"](gallery/{e.slug}.svg)" in page and e.code in page
    assert "![](" not in page
    assert "](gallery.md)" in (ROOT / "docs" / "fighting_ships" / "README.md").read_text()


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(tmp_path: Path, monkeypatch) -> None:
    assert gallery.main(["extra"]) == 2
    monkeypatch.chdir(tmp_path)
    assert gallery.main([]) == 2
    assert not any(tmp_path.iterdir()), "nothing written outside a repository"


@pytest.mark.parametrize("slug", [e.slug for e in gallery.ENTRIES])
@approved()
def test_diagram_looks_as_approved(slug: str) -> Figure:
    """Each gallery entry, as a Figure, against its approved baseline."""
    return figure_of(_picture(slug))  # as ``gallery.GALLERY.draw`` makes it
