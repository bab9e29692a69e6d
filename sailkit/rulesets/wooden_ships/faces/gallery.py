"""The Wooden Ships & Iron Men gallery: every kind of board diagram, drawn from the frigate duel and the explorers'
small positions, each hex named.

``python -m sailkit.rulesets.wooden_ships.faces.gallery`` (from the repository root) writes
``docs/wooden_ships/gallery.md`` and one SVG per entry in ``docs/wooden_ships/gallery/``. Each entry's code is shown
on the page and is exactly the code that drew its picture, so the page doubles as a set of examples.
``tests/wooden_ships/test_gallery.py`` fails when the committed files differ from what this module draws now: run
the command again and commit. Running the entries and writing the files are the kit's (:mod:`sailkit.gallery`).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path

from ....gallery import Gallery, command

#: Where the gallery's files go, relative to the repository root.
PAGE = Path("docs/wooden_ships/gallery.md")
FOLDER = Path("docs/wooden_ships/gallery")
COMMAND = "python -m sailkit.rulesets.wooden_ships.faces.gallery"

#: The gallery's entries and where its files go, for the kit to draw (:class:`sailkit.gallery.Gallery`): the setup,
#: what the marks mean and each entry are words and snippets, stated in ``data/gallery.toml``.
GALLERY = Gallery.read("sailkit.rulesets.wooden_ships", "data/gallery.toml", PAGE, FOLDER)
SETUP, ENTRIES, ABOUT = GALLERY.setup, GALLERY.entries, GALLERY.about


def page(alts: Mapping[str, str]) -> str:
    """The gallery's Markdown page; ``alts`` gives each entry's alt text by slug."""
    return GALLERY.markdown(alts, "Wooden Ships & Iron Men gallery: every kind of board diagram", COMMAND, ABOUT)


def main(argv: list[str]) -> int:
    """Redraw the gallery from the repository root; ``0`` when done."""
    return command(argv, COMMAND, GALLERY, page)


__all__ = ["ABOUT", "COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "SETUP", "main", "page"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
