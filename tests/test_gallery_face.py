"""A rule set's gallery, its page and its command are made in one call (:func:`sailkit.gallery_face.gallery_face`)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from sailkit.gallery import Entry, Shown, width_px
from sailkit.gallery_face import gallery_face

TOML = """
setup = ""
about = "Marks."

[[entry]]
slug = "one"
heading = "One [1.1]"
about = "What to look at."
code = "picture = 1"
"""


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A package ``gallery_face_pkg`` with its gallery in ``data/gallery.toml``."""
    (tmp_path / "gallery_face_pkg" / "data").mkdir(parents=True)
    (tmp_path / "gallery_face_pkg" / "__init__.py").write_text("")
    (tmp_path / "gallery_face_pkg" / "data" / "gallery.toml").write_text(TOML)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "gallery_face_pkg"
    sys.modules.pop("gallery_face_pkg", None)


def test_the_gallery_is_read_and_its_files_go_under_the_docs_folder(package: str) -> None:
    gallery, _, _ = gallery_face(package, "docs/some", "A gallery", "python -m some.gallery")
    assert gallery.entries == (Entry("one", "One [1.1]", "What to look at.", "picture = 1"),)
    assert (gallery.page, gallery.folder) == (Path("docs/some/gallery.md"), Path("docs/some/gallery"))


def test_the_page_carries_the_title_the_command_and_what_the_marks_mean(package: str) -> None:
    _, page, _ = gallery_face(package, "docs/some", "A gallery: every kind of diagram", "python -m some.gallery")
    text = page({"one": Shown("A picture of one. More.", 816.0)})
    assert text.startswith("# A gallery: every kind of diagram")
    assert "python -m some.gallery" in text and "Marks." in text and "## One [1.1]" in text


def test_a_picture_keeps_its_width_in_a_box_that_scrolls(package: str) -> None:
    """[issue 24] A narrow column scrolls a picture sideways instead of shrinking its words: the picture stands, as
    Markdown, between blank lines in a box of its own width inside one that scrolls."""
    _, page, _ = gallery_face(package, "docs/some", "A gallery", "python -m some.gallery")
    text = page({"one": Shown("A picture of one. More.", 815.6)})
    box = '<div style="overflow-x: auto"><div style="width: 816px">\n\n![A picture of one](gallery/one.svg)\n\n</div>'
    assert box in text


def test_a_picture_s_width_is_read_from_its_svg_in_pixels() -> None:
    """A matplotlib SVG gives its width in points; a page gives CSS pixels, 4/3 of a point each."""
    drawn = b'<?xml version="1.0"?>\n<svg xmlns:xlink="x" width="612pt" height="510.5pt" viewBox="0 0 612 510.5">'
    assert width_px(drawn) == 816.0
    with pytest.raises(ValueError, match="width in points"):
        width_px(b'<svg width="100%">')


def test_the_command_refuses_arguments_and_a_folder_with_no_docs(
    package: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _, _, main = gallery_face(package, "docs/some", "A gallery", "python -m some.gallery")
    assert main(["extra"]) == 2
    assert "usage: python -m some.gallery" in capsys.readouterr().err
    monkeypatch.chdir(tmp_path)
    assert main([]) == 2
    assert not (tmp_path / "docs").exists()
