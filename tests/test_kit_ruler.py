"""The kit's ruling factory (:class:`sailkit.rulings.Ruler`): one rule for the readings a ruling names."""

from __future__ import annotations

from sailkit.readings import Option, Reading, ReadingBook
from sailkit.rulings import Ruler, Step

BOOK = ReadingBook(
    "toy",
    (
        Reading(
            "gap", "what fills the lost line?", ("3.1",), (Option("guess", "", True), Option("skip", "")), "guess", ""
        ),
        Reading("wind", "which way?", ("4.2",), (Option("north", ""), Option("south", "")), "north", ""),
    ),
)
RULE = Ruler("toy", BOOK)
CHOSEN = {"gap": "guess", "wind": "south"}


def test_a_ruling_names_the_readings_of_the_rulings_it_builds_on_first_then_its_keys_then_its_steps() -> None:
    step = RULE.step("4.2", "the wind turns", CHOSEN, "wind")
    ruling = RULE("q", True, (Step("1.1", "start"), step), readings=CHOSEN, keys=("wind",), also=(("gap", "skip"),))
    assert ruling.readings == (("gap", "skip"), ("wind", "south"))
    assert ruling.ruleset == "toy"


def test_a_stand_in_reading_is_said_once_when_a_ruling_repeats_the_steps_of_one_that_said_it() -> None:
    inner = RULE("inner", True, (Step("3.1", "filled"),), readings=CHOSEN, keys=("gap",))
    said = "reconstructed: reading gap=guess stands in for what the text lost"
    assert [s.reason for s in inner.steps] == ["filled", said]
    outer = RULE("outer", True, inner.steps + (Step("5.0", "then"),), also=inner.readings)
    assert [s.reason for s in outer.steps] == ["filled", said, "then"]
    assert outer.readings == (("gap", "guess"),)
