"""The As Per Margin gallery: every kind of diagram, drawn from real rulings on a small open table measured in inches.

``python -m sailkit.rulesets.as_per_margin.faces.gallery`` (from the repository root) writes
``docs/as_per_margin/gallery.md`` and one SVG per entry in ``docs/as_per_margin/gallery/``. Each entry's code is
shown on the page and is exactly the code that drew its picture, so the page doubles as a set of examples.
``tests/as_per_margin/test_gallery.py`` fails when the committed files differ from what this module draws now: run
the command again and commit. Running the entries and writing the files are the kit's (:mod:`sailkit.gallery`).
"""

from __future__ import annotations

import sys

from ....gallery_face import gallery_face

COMMAND = "python -m sailkit.rulesets.as_per_margin.faces.gallery"
#: The gallery (the setup, what the marks mean and each entry's words and snippet are stated in ``data/gallery.toml``),
#: its page and pictures under ``docs/as_per_margin/``, and the command that redraws them (:mod:`sailkit.gallery_face`).
GALLERY, page, main = gallery_face(
    "sailkit.rulesets.as_per_margin", "docs/as_per_margin", "As Per Margin gallery: every kind of diagram", COMMAND
)
PAGE, FOLDER, ENTRIES = GALLERY.page, GALLERY.folder, GALLERY.entries

__all__ = ["COMMAND", "ENTRIES", "FOLDER", "GALLERY", "PAGE", "main", "page"]

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
