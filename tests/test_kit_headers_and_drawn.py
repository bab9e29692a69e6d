"""Kit plumbing every rule set shares: the ``Readings`` header of a record, and a thing drawn by its registered renderer.

Imports no rule set: a toy reading book and a toy renderer stand in for one.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.readings import Option, Reading, ReadingBook, parse_readings_header, readings_header
from sailkit.renderers import drawn, renderer

BOOK = ReadingBook(
    "toy",
    (
        Reading("colour", "Which colour?", ("1.1",), (Option("red", "r"), Option("blue", "b")), "red", "printed red"),
        Reading("size", "How big?", ("1.2",), (Option("small", "s"), Option("large", "l")), "large", "bigger"),
    ),
)


def test_the_header_names_only_what_differs_from_the_defaults_by_key() -> None:
    assert readings_header(BOOK.defaults()) == ""
    chosen = BOOK.resolve({"size": "small", "colour": "blue"})
    assert readings_header(chosen) == "colour=blue, size=small"
    assert readings_header(chosen, "; ") == "colour=blue; size=small"
    assert readings_header(BOOK.resolve({"colour": "red"})) == ""  # spelled out at its default: nothing to say


@given(st.sampled_from(["red", "blue"]), st.sampled_from(["small", "large"]), st.sampled_from([",", ";"]))
def test_header_and_parse_are_a_pair(colour: str, size: str, sep: str) -> None:
    chosen = BOOK.resolve({"colour": colour, "size": size})
    text = readings_header(chosen, sep + " ")
    assert BOOK.resolve(parse_readings_header(text, sep)) == chosen


def test_parse_skips_blanks_and_refuses_an_item_without_its_option() -> None:
    assert parse_readings_header("") == {} and parse_readings_header(" , colour = blue ,") == {"colour": "blue"}
    with pytest.raises(InvalidInputError, match=r"readings header.*'colour'.*key=option"):
        parse_readings_header("colour, size=small")
    with pytest.raises(InvalidInputError, match="'=blue'"):
        parse_readings_header("=blue")
    with pytest.raises(UnknownChoiceError, match="'green'"):  # the book names a bad option
        BOOK.resolve(parse_readings_header("colour=green"))


def test_drawn_uses_the_renderer_registered_for_the_kind() -> None:
    @renderer("toy-kit-test", "dot")
    def draw(thing: object) -> object:
        return ("drawn", thing)

    assert drawn("toy-kit-test", "dot", 7) == ("drawn", 7)
    assert drawn("", "dot", 7) is None  # a thing of no rule set draws nothing, and nothing is imported
