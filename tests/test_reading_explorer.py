"""An explorer that switches one reading and shows what each option gives (:class:`sailkit.widgets.ReadingExplorer`)."""

from __future__ import annotations

import pytest

from sailkit.errors import UnknownChoiceError
from sailkit.readings import Option, Reading, ReadingBook
from sailkit.widgets import ReadingExplorer

BOOK = ReadingBook(
    "toy",
    (
        Reading(
            "gap", "what fills the lost line?", ("3.1", "3.2"), (Option("guess", ""), Option("<skip>", "")), "guess", ""
        ),
    ),
)


def test_the_default_is_chosen_first_and_each_option_asks_again() -> None:
    asked: list[str] = []
    e = ReadingExplorer(BOOK, "gap", lambda option: asked.append(option) or f"read as {option} & so")
    assert e.option.value == "guess" and e.text == "read as guess & so" and asked == ["guess"]
    e.option.value = "<skip>"
    assert e.text == "read as <skip> & so" and asked == ["guess", "<skip>"]
    assert e.label.value == "<b>&lt;skip&gt;</b> [3.1, 3.2]: read as &lt;skip&gt; &amp; so"


def test_a_reading_the_book_lacks_is_refused() -> None:
    with pytest.raises(UnknownChoiceError, match="nowhere"):
        ReadingExplorer(BOOK, "nowhere", str)
