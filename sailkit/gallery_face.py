"""A rule set's gallery face in one call: the gallery its data file states, its page and the command that redraws it.

Every rule set whose gallery is data (:meth:`sailkit.gallery.Gallery.read`) wrote the same module around it: where
the page and the pictures go, the page under the rule set's title, and the command that redraws them from the
repository root. They are made here once, so a gallery module names only its package, its docs folder, its title
and its command.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from .gallery import Gallery, Shown, command

#: A gallery's Markdown page, given each entry's alt text by slug.
Page = Callable[[Mapping[str, Shown]], str]
#: A gallery command: its arguments in, the exit status out.
Main = Callable[[list[str]], int]


def gallery_face(package: str, docs: str, title: str, name: str) -> tuple[Gallery, Page, Main]:
    """The gallery stated in ``package``'s ``data/gallery.toml``, its page ``DOCS/gallery.md`` and pictures in
    ``DOCS/gallery/`` (``docs`` relative to the repository root); the page under ``title``, saying what the marks
    mean (the gallery's ``about``); and its command ``name`` (``python -m ...``), which redraws the files from the
    repository root and refuses arguments."""
    gallery = Gallery.read(package, "data/gallery.toml", Path(docs, "gallery.md"), Path(docs, "gallery"))

    def page(shown: Mapping[str, Shown]) -> str:
        return gallery.markdown(shown, title, name, gallery.about)

    def main(argv: list[str]) -> int:
        return command(argv, name, gallery, page)

    return gallery, page, main


__all__ = ["Main", "Page", "gallery_face"]
