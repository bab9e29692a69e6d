"""The replayer's editor: comments, arrows, highlights, bookmarks and ruling references added to the node shown or
taken off it, and the record saved back atomically."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..annotations import Arrow, Bookmark, Highlight, check_words, parse_annotations
from ..engine.rules import optional
from ..errors import InvalidInputError
from . import editing
from .branching import Branching


class Annotating(Branching):
    """The annotation editor of :class:`~sailkit.replayer.Replayer`."""

    path: Path | None  #: the record file read, saved back to
    colour: widgets.Dropdown
    arrow: widgets.Text
    highlight: widgets.Text
    bookmark_name: widgets.Text
    annotation_text: widgets.Text
    remove: widgets.Dropdown

    def set_comment(self, text: str) -> None:
        editing.set_comment(self.node, text)
        self._changed(self.node)
        self._show()

    def add_arrow(self, text: str, colour: str = "red") -> None:
        """Add an arrow ``TAIL>HEAD`` in ``colour`` here."""
        self.arrow.value = ""
        self._add(lambda: [Arrow(colour, *self._ends(text))])

    def add_highlight(self, place: str, colour: str = "yellow") -> None:
        self.highlight.value = ""
        self._add(lambda: [Highlight(colour, place.strip())])

    def add_bookmark(self, name: str) -> None:
        self.bookmark_name.value = ""
        self._add(lambda: [Bookmark(check_words("bookmark name", name))])

    def add_annotations(self, text: str) -> None:
        """Add annotations written as commands: ``[%arrow red 0911>1108] [%ruling fire Constitution Guerriere]``."""
        self.annotation_text.value = ""
        self._add(lambda: parse_annotations(text))

    def remove_annotation(self, index: int) -> None:
        """Take the ``index``-th annotation off the node shown."""
        self.remove.value = None
        editing.remove_annotation(self.node, self.node.annotations[index])
        self._changed(self.node)
        self._show()

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the record back to its file (or to ``path``) atomically: the old file stays whole if anything fails."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise InvalidInputError("file to save to", None, "a path: this record was not read from a file")
        editing.save(self.game, target)
        self.status.value = f"saved to {target.name}"
        return target

    def _ends(self, text: str) -> tuple[str, str]:
        ends = text.strip().split(">")
        if len(ends) != 2:
            raise InvalidInputError("arrow", text, "TAIL>HEAD: two places joined by '>'")
        return ends[0].strip(), ends[1].strip()

    def _add(self, make: Any) -> None:
        made = self._guard(make)
        if made is None:
            return
        state = self.game.branch().go(self.node).state
        place = optional(self.game.rules, "place")
        for a in made:  # the rule set says whether each place is on its board
            for where in (a.tail, a.head) if isinstance(a, Arrow) else (a.place,) if isinstance(a, Highlight) else ():
                if self._guard(lambda w=where: place(state, w)) is None:
                    return
        for a in made:
            editing.add_annotation(self.node, a)
        self._changed(self.node)
        self._show()

    def _on_text(self, change: dict[str, Any]) -> None:
        """A text box of the editor was filled in (Enter): do what it is for."""
        text, box = change["new"], change["owner"]
        if not text:
            return
        if box is self.arrow:
            self.add_arrow(text, self.colour.value)
        elif box is self.highlight:
            self.add_highlight(text, self.colour.value)
        elif box is self.bookmark_name:
            self.add_bookmark(text)
        elif box is self.annotation_text:
            self.add_annotations(text)
        else:
            self.play_what_if(text)

    def _on_remove(self, change: dict[str, Any]) -> None:
        if change["new"] is not None:
            self.remove_annotation(change["new"])


__all__ = ["Annotating"]
