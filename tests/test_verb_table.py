"""A grammar's verbs are read from a table, one row a verb (:mod:`sailkit.verb_table`)."""

from __future__ import annotations

import csv
import io

import pytest

from sailkit.actions import Action, Grammar, Slot, choice
from sailkit.errors import InvalidInputError
from sailkit.numbers import whole_reader
from sailkit.verb_table import verb_of, verbs_of

TABLE = """\
word,slots,case,summary
fire,ship target aim shot?,11.1,"fire at a target, aiming at hull or rigging"
party,ship sections_or_none,10.2,form a party of N sections
roll,die,5.0,a die result
"""
SLOTS = {
    "aim": Slot("aim", choice(("hull", "rigging"), "aim")),
    "shot": Slot("shot", choice(("grape",), "shot fired")),
    "sections_or_none": Slot("sections", whole_reader(0, 3, "crew sections")),
    "die": Slot("die", whole_reader(1, 6, "die result")),
}


def _verbs() -> Grammar:
    return Grammar("Table", verbs_of(csv.DictReader(io.StringIO(TABLE)), SLOTS))


def test_each_row_is_a_verb_in_order_with_its_case_and_summary() -> None:
    grammar = _verbs()
    assert [(v.word, v.case) for v in grammar.verbs] == [("fire", "11.1"), ("party", "10.2"), ("roll", "5.0")]
    assert grammar.verb("fire").summary == "fire at a target, aiming at hull or rigging"
    assert [v.usage for v in grammar.verbs] == ["fire SHIP TARGET AIM [SHOT]", "party SHIP SECTIONS", "roll DIE"]


def test_a_slot_named_in_the_table_reads_as_the_slots_say_and_any_other_is_a_name() -> None:
    class TableAction(Action):
        grammar = _verbs()

    fire = TableAction.parse("fire Essex Java HULL grape")
    assert fire.args == ("Essex", "Java", "hull", "grape") and fire.get("shot") == "grape"
    assert TableAction.parse("fire Essex Java rigging").get("shot") is None
    assert TableAction.parse("party Essex 0").get("sections") == 0  # the key names the slot; the slot its argument
    with pytest.raises(InvalidInputError, match="crew sections"):
        TableAction.parse("party Essex 4")
    with pytest.raises(InvalidInputError, match="aim"):
        TableAction.parse("fire Essex Java deck")


def test_a_trailing_question_mark_makes_an_argument_optional_and_the_verb_checks_their_order() -> None:
    row = {"word": "w", "slots": "ship aim? die", "case": "1.0", "summary": "s"}
    with pytest.raises(ValueError, match="a required argument follows an optional one"):
        verb_of(row, SLOTS)
    assert [s.optional for s in verb_of({**row, "slots": "ship aim die?"}, SLOTS).slots] == [False, False, True]
    assert SLOTS["aim"].optional is False, "the table's slots are not changed"
