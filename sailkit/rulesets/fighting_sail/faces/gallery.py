"""The gallery: every kind of Fighting Sail diagram, drawn from the scenarios' real positions [15.0].

``python -m sailkit.rulesets.fighting_sail gallery`` writes ``docs/gallery.md``, one SVG per
entry in ``docs/gallery/`` and the README's picture ``docs/img/santo_domingo.png``. Each
entry's code is shown on the page and is exactly the code that drew its picture, so the
page doubles as a set of examples. ``tests/fighting_sail/test_gallery.py`` fails when the
committed files differ from what this module draws now: run the command again and commit.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from ....gallery import Entry, Gallery, Shown
from ....gallery import write as _write

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/gallery.md")
FOLDER = Path("docs/gallery")
README_PICTURE = Path("docs/img/santo_domingo.png")
README_DPI = 110
COMMAND = "python -m sailkit.rulesets.fighting_sail gallery"


#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`): the setup,
#: what the marks mean and each entry are words and snippets, stated in ``data/gallery.toml``.
GALLERY = Gallery.read("sailkit.rulesets.fighting_sail", "data/gallery.toml", PAGE, FOLDER)
SETUP = GALLERY.setup
ENTRIES: tuple[Entry, ...] = GALLERY.entries
#: Run an entry's code after :data:`SETUP`: what it leaves in ``picture`` (a ruling, a position, a figure).
picture = GALLERY.picture
#: An entry's picture as a new Figure.
draw = GALLERY.draw


def page(shown: Mapping[str, Shown]) -> str:
    """The gallery's Markdown page; ``shown`` gives each entry's alt text and width by slug."""
    return GALLERY.markdown(shown, "Gallery: every kind of diagram", COMMAND, GALLERY.about)


def files() -> dict[Path, bytes]:
    """Every file the gallery writes, by path relative to the repository root."""
    out = GALLERY.files(page)
    out[README_PICTURE] = readme_picture()
    return out


def readme_picture() -> bytes:
    """The README's picture: the gallery's first entry as a PNG, as the kit exports one (its alt text in it)."""
    from ....figures import encoded

    png = encoded(draw(ENTRIES[0]), "png", dpi=README_DPI)
    assert isinstance(png, bytes), "a PNG is bytes"
    return png


def write(root: Path) -> list[Path]:
    """Write the gallery under ``root`` (each file atomically), remove pictures no entry draws; the paths that changed."""
    return _write(root, files(), FOLDER)


__all__ = [
    "ENTRIES",
    "FOLDER",
    "GALLERY",
    "PAGE",
    "README_PICTURE",
    "Entry",
    "draw",
    "files",
    "page",
    "picture",
    "readme_picture",
    "write",
]
