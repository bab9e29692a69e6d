"""What a notebook keeps as a shown value's plain text: the value in words, never a dump of its fields.

A notebook stores beside every picture a ``text/plain`` form of what a cell showed, and that is all a repository
browser, ``nbconvert --to markdown``, a screen reader or a terminal reads of it. IPython takes it from ``repr()``,
which for a dataclass is every field in Python syntax (``Ruling(question=..., steps=(Step(case=...``): thousands of
characters of noise [issue 25]. A value that mixes in :class:`ReadsAsText` gives its words instead (a ruling its
heading and steps, a comparison its verdicts), while ``repr()`` stays the full value for tests and debugging.

``_repr_mimebundle_`` rather than ``_repr_pretty_``: IPython looks a pretty-printer up class by class, so a subclass
whose dataclass decorator writes a ``__repr__`` would print the dump again; a mime bundle is found like any method.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


class ReadsAsText:
    """Shows in a notebook as :meth:`plain_text` (its ``str()`` unless it says otherwise); its HTML, SVG or picture
    forms, if it has any, are shown beside it as before."""

    __slots__ = ()

    def plain_text(self) -> str:
        """What the notebook keeps as this value's plain text: its printed form."""
        return str(self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        return {"text/plain": self.plain_text()}


def listed(items: Iterable[object], empty: str = "none") -> str:
    """``items`` in words, comma-separated (``next BR, next US``), ``empty`` when there are none: what a tutorial
    prints for the actions a game offers or the ships a rule picks, instead of a Python list."""
    words = [str(item) for item in items]
    return ", ".join(words) if words else empty


__all__ = ["ReadsAsText", "listed"]
