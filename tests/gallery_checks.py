"""Checks every rule set's gallery test runs on its gallery module (``GALLERY``, ``page``, ``COMMAND``, ``main``):
the committed files are what the code draws now, the page shows each picture with its code, the command refuses
arguments and a folder that is not a repository's root."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from sailkit.gallery import stale

ROOT = Path(__file__).resolve().parents[1]


def committed_gallery_is_current(gallery: ModuleType) -> None:
    """Change a picture and this fails until the gallery is drawn again and committed."""
    old = stale(ROOT, gallery.GALLERY.files(gallery.page), gallery.FOLDER)
    assert not old, f"out of date: {', '.join(old)}; run `{gallery.COMMAND}` from the repository root and commit"


def page_shows_each_picture(gallery: ModuleType, readme: Path) -> None:
    """Each entry's picture and code are on the page, every picture has alt text, and ``readme`` links the page."""
    page = (ROOT / gallery.PAGE).read_text()
    for e in gallery.ENTRIES:
        assert f"](gallery/{e.slug}.svg)" in page and e.code in page
    assert "![](" not in page
    assert "](gallery.md)" in (ROOT / readme).read_text()


def command_refuses_arguments_and_a_folder_with_no_docs(
    gallery: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert gallery.main(["extra"]) == 2
    monkeypatch.chdir(tmp_path)
    assert gallery.main([]) == 2
    assert not any(tmp_path.iterdir()), "nothing written outside a repository"
