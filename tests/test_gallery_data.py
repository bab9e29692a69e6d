"""A gallery's words and snippets are read from a TOML file in a package (:meth:`sailkit.gallery.Gallery.read`)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sailkit.gallery import Entry, Gallery

TOML = '''
setup = """
import math
"""
about = """Each picture \\
is drawn from its code."""

[[entry]]
slug = "circle"
heading = "A circle [1.1]"
about = "What to look at."
code = \'\'\'
picture = math.pi\'\'\'

[[entry]]
slug = "square"
heading = "A square [1.2]"
about = "Then this."
code = "picture = 4"
'''


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A package ``gallery_pkg`` with its gallery in ``data/gallery.toml``."""
    (tmp_path / "gallery_pkg" / "data").mkdir(parents=True)
    (tmp_path / "gallery_pkg" / "__init__.py").write_text("")
    (tmp_path / "gallery_pkg" / "data" / "gallery.toml").write_text(TOML)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "gallery_pkg"
    sys.modules.pop("gallery_pkg", None)


def test_a_gallery_is_read_entry_by_entry_in_the_files_order(package: str) -> None:
    gallery = Gallery.read(package, "data/gallery.toml", Path("docs/g.md"), Path("docs/g"))
    assert gallery.setup == "import math\n"
    assert gallery.about == "Each picture is drawn from its code."
    assert gallery.entries == (
        Entry("circle", "A circle [1.1]", "What to look at.", "picture = math.pi"),
        Entry("square", "A square [1.2]", "Then this.", "picture = 4"),
    )
    assert (gallery.page, gallery.folder) == (Path("docs/g.md"), Path("docs/g"))
    assert gallery.picture(gallery.entries[0]) == pytest.approx(3.14159, abs=1e-5)


def test_a_gallery_without_about_says_nothing_of_its_marks(package: str, tmp_path: Path) -> None:
    (tmp_path / "gallery_pkg" / "data" / "gallery.toml").write_text(TOML.replace('about = """Each', 'x = """Each'))
    assert Gallery.read(package, "data/gallery.toml", Path("p.md"), Path("p")).about == ""
