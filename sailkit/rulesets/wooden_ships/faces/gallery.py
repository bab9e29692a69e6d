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

from ....gallery_face import gallery_face

COMMAND = "python -m sailkit.rulesets.wooden_ships.faces.gallery"
#: The gallery (the setup, what the marks mean and each entry's words and snippet are stated in ``data/gallery.toml``),
#: its page and pictures under ``docs/wooden_ships/``, and the command that redraws them (:mod:`sailkit.gallery_face`).
GALLERY, page, main = gallery_face(
    "sailkit.rulesets.wooden_ships",
    "docs/wooden_ships",
    "Wooden Ships & Iron Men gallery: every kind of board diagram",
    COMMAND,
)
PAGE, FOLDER, ENTRIES = GALLERY.page, GALLERY.folder, GALLERY.entries

__all__ = ["COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "main", "page"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
