"""An explorer that switches one reading of a rule set and shows the answer each option gives.

For the points a rule set's text leaves open: a dropdown holds the reading's options, its default first chosen,
and the label shows what the chosen one makes of a position, with the cases the reading touches. Rule-free: the
reading comes from any reading book (:class:`sailkit.readings.ReadingBook`), the answer from the tutorial.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

from . import widgets as kit


class ReadingExplorer(kit.Explorer):
    """Switch the reading ``name`` of ``book`` and see ``answer(option)``, the text the chosen option gives."""

    CONTROLS = ("option",)

    def __init__(self, book: Mapping[str, Any], name: str, answer: Callable[[str], str]) -> None:
        self.reading = book[name]
        self.answer = answer
        self.option = kit.dropdown(f"reading {name}", self.reading.option_names, self.reading.default)
        self._show_in(0)
        self.said = ""
        self._watch()

    @property
    def text(self) -> str:
        """What the chosen option makes of the position."""
        return self.said

    def update(self, change: Any = None) -> None:
        """Ask the question again under the chosen option (a callback of the dropdown)."""
        self.said = self.answer(self.option.value)
        cases = ", ".join(self.reading.cases)
        self.label.value = f"<b>{html.escape(self.option.value)}</b> [{html.escape(cases)}]: {html.escape(self.said)}"


__all__ = ["ReadingExplorer"]
