"""The replayer's board as an image widget with a name: the position in words, read out by a screen reader.

An ipywidgets ``Image`` renders an ``<img>`` with no ``alt``, and offers no trait for one. Its ``tooltip`` becomes
the element's ``title``, which a browser takes as the image's accessible name when it has no ``alt`` [issue 24];
ipywidgets' views set the title only on a widget whose model has an empty ``description``, and an image's model
has none, so the view fails to render. :class:`BoardImage` gives it one, always empty.
"""

from __future__ import annotations

import ipywidgets as widgets
from traitlets import Unicode


class BoardImage(widgets.Image):
    """An ``Image`` whose ``tooltip`` (set :meth:`name`) is its accessible name: the board in words."""

    #: Empty, so the view writes the tooltip as the image's ``title`` (no label is shown beside an image).
    description = Unicode("").tag(sync=True)

    def name(self, words: str) -> None:
        """Name the picture shown: what a screen reader says of it, and what a pointer resting on it shows."""
        self.tooltip = words


__all__ = ["BoardImage"]
