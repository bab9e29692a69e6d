"""A step that applied a reading says the reading in words, never its id (issue 25, point 3; issue 24).

Rule modules write ``(rigging_penalty_range=close)`` after a step's reason: the id a user pastes into
``readings=`` to switch, kept in :attr:`Step.reason` for records and JSON. A reader reads the words instead, as the
headings and the readings list say them."""

from __future__ import annotations

import re

import pytest

import sailkit.rulesets.as_per_margin  # noqa: F401  (loaded: its reading book is known)
import sailkit.rulesets.fighting_sail as fs
import sailkit.rulesets.wooden_ships  # noqa: F401
from sailkit.registry import ruleset, rulesets
from sailkit.rulings import Step

#: Every registered rule set: a step names a reading by its id alone, so the words are found among all of them.
KEYS = tuple(rulesets())
DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
BARE = re.compile(r"\((?:reading )?[a-z][a-z0-9]*_[a-z0-9_]+=[a-z0-9_]+\)")


def test_the_rigging_penalty_step_says_its_reading_in_words() -> None:
    ruling = fs.fire_value(fs.Position.parse(DUEL), "Shannon", "Constitution", "rigging")
    step = next(s for s in ruling.steps if s.case == "9.33d")
    words = ruleset("fighting_sail").readings["rigging_penalty_range"].option("close").summary
    assert str(step) == f"[9.33d] rigging fire at 6 Range Points costs 10 (reading: {words}) (-10)"
    assert all(BARE.search(str(s)) is None and "rigging_penalty_range" not in str(s) for s in ruling.steps)
    assert f"(reading: {words})" in ruling.html(picture=False)
    assert step.reason.endswith("(rigging_penalty_range=close)")  # the record and JSON keep what the rules wrote


@pytest.mark.parametrize("key", KEYS)
def test_every_option_of_every_reading_reads_in_words(key: str) -> None:
    book = ruleset(key).readings
    for name in book:
        for option in book[name].options:
            for written in (f"({name}={option.name})", f"(reading {name}={option.name})"):
                said = str(Step("1", f"it is so {written}"))
                words = option.summary.removeprefix("reconstructed: ")
                assert said == f"[1] it is so (reading: {words})", said


def test_no_two_rule_sets_share_a_reading_id() -> None:
    """A step says ``(battery_arc=seaward)`` with no rule set beside it, so an id two rule sets both declared would
    read in neither's words (Fighting Ships' shore batteries once took As Per Margin's ``battery_arc``)."""
    owners: dict[str, list[str]] = {}
    for key in KEYS:
        for name in ruleset(key).readings:
            owners.setdefault(name, []).append(key)
    assert {name: keys for name, keys in owners.items() if len(keys) > 1} == {}


def test_a_sentence_that_names_its_reading_says_it_in_words() -> None:
    said = "reconstructed: reading arc_boundary=half_plane stands in for what the text lost"
    assert (
        str(Step("9.31b", said))
        == '[9.31b] reconstructed: reading "arc boundary: half plane" stands in for what the text lost'
    )


def test_what_no_book_knows_is_said_in_its_words() -> None:
    assert str(Step("1", "a (made_up=thing) and (x=1)")) == "[1] a (reading: made up: thing) and (reading: x: 1)"
