"""Headings say one thing cleanly (issue 24): every question of every rule set.

A heading is a ruling's first printed line and its notebook title: the question, then the answer. It never glues
punctuation together ("engage?:", "?. 12 dice", "(hull fire): no:"), never composes a question out of another
("odds of may ...", "odds of Shannon fires ..."), never prints a chance as "0/1" nor Python's True, and says each
reading it used in words with its id after them.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import pytest

from sailkit.errors import IllegalActionError
from sailkit.questions import ask
from sailkit.registry import rulesets
from sailkit.ruleset import Capability, Face
from sailkit.rulings import Ruling, reading_words
from sailkit.wording import heading, sentences

#: What a clean heading never shows, each with what it means.
BAD = {
    r"\?\s*[:.,;]": "punctuation after a question mark",
    r"\)\s*:\s*no\b": "a question ending in brackets before its no",
    r"\bodds of (may|does|is|what|whom|which|how)\b|\bodds of \w+ fires\b": "a question made of another",
    r"(?<![\d/.])\d+/1(?![\d/])": "a whole chance written as a fraction",
    r"\b(True|False|None)\b": "a Python value",
    r"::": "a doubled colon",
}

KEYS = [k for k, rs in rulesets().items() if rs.offers(Capability.QUESTIONS)]


def problems(text: str) -> list[str]:
    """What is wrong with a heading, in words (empty when it is clean)."""
    found = [why for pattern, why in BAD.items() if re.search(pattern, text)]
    if re.fullmatch(r"[\d.,\s/-]*", text):
        found.append("a bare number as a heading")
    return found


def _asked(key: str) -> Iterator[tuple[str, Ruling]]:
    """Every desk question of the rule set on its example position, with the first choices the desk offers."""
    rs = rulesets()[key]
    desk = rs.face(Face.DESK).DESK
    position = rs.notation.parse(rs.notation.example)
    for name, question in rs.questions.items():
        words: list[str] = [name]
        for param in question.params:
            offered = [c for c in desk.choices(position, param.kind) if c not in words]
            words.append(offered[0] if offered else str(param.example or param.default))
        typed = " ".join(words)
        try:
            yield typed, ask(desk, position, typed)
        except IllegalActionError:
            continue


@pytest.mark.parametrize("key", KEYS)
def test_every_question_of_every_rule_set_has_a_clean_heading(key: str) -> None:
    seen = 0
    for typed, ruling in _asked(key):
        seen += 1
        head = ruling.heading_text()
        assert str(ruling).splitlines()[0] == head, typed
        assert problems(head) == [], f"{typed}: {head!r}"
        page = re.sub(r"<[^>]+>", "", ruling.html(picture=False))
        assert problems(ruling.title()) == [] and html.escape(ruling.title()) in page, typed
    assert seen >= len(rulesets()[key].questions) // 2


@pytest.mark.parametrize("key", KEYS)
def test_every_reading_a_question_used_is_said_in_words_not_its_id(key: str) -> None:
    book = rulesets()[key].readings
    for typed, ruling in _asked(key):
        text, page = str(ruling), ruling.html(picture=False)
        for k, option in ruling.readings:
            summary = book[k].option(option).summary
            assert reading_words(key, k, option, asked=True) in text, typed
            assert summary[1:] in text and f"{k}={option}" not in text, typed
            assert html.escape(summary) in page and f">{k}={option}<" not in page, typed


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Constitution fires at Shannon (hull fire): no: drifted", "a question ending in brackets before its no"),
        ("whom may Constitution's R broadside engage?: blocked", "punctuation after a question mark"),
        ("May Victory fire on Redoutable?. 12 dice", "punctuation after a question mark"),
        ("odds of may Constitution fire at Java?", "a question made of another"),
        ("odds of Shannon fires its port broadside", "a question made of another"),
        ("BR captures 0/1", "a whole chance written as a fraction"),
        ("1.8", "a bare number as a heading"),
    ],
)
def test_the_shapes_the_issue_names_are_caught(text: str, why: str) -> None:
    assert why in problems(text)


def test_a_question_mark_takes_its_answer_after_a_space() -> None:
    assert heading("may Constitution fire at Java?", "yes") == "may Constitution fire at Java? yes"
    assert heading("range from A to B", "8") == "range from A to B: 8"
    assert sentences("May Victory fire on Redoutable?", "12 dice") == "May Victory fire on Redoutable? 12 dice."
    assert problems(Ruling("whom may A engage?", "B").heading_text()) == []


def test_a_reading_the_book_does_not_know_is_its_key_in_words() -> None:
    assert reading_words("", "made_up", "either_way") == "made up: either way"
    assert "los_split" not in reading_words("fighting_sail", "los_split", "either")


def test_a_picture_s_line_of_readings_names_each_in_words() -> None:
    """[issue 24] The line of readings a Fighting Ships card, table or game picture draws under its steps."""
    from sailkit.readings import readings_line

    line = readings_line((("damage_deck", "table"), ("critical_checks", "per-token")))
    assert line == "readings: damage deck: table; critical checks: per-token"
    assert readings_line(()) == ""


def test_a_shots_roll_totals_its_fire_value_and_keeps_the_hits_in_words() -> None:
    """[9.33, 9.34, 10.1] the roll ruling's value column is the Fire Value's modifiers with their total; the hull hit
    it did is said in its step, not added to that column."""
    import sailkit.rulesets.fighting_sail as fs

    duel = fs.Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    shot = fs.resolve_fire(duel, "Shannon", "Constitution", "hull", 33, critical_dice=(1,)).ruling
    assert shot.value == 1 and shot.column() == ("Fire Value", 65)
    hit = next(s for s in shot.steps if s.case == "10.1")
    assert "takes 1 hull hit" in hit.reason and hit.value is None
    page = shot.html(picture=False)
    assert "<tfoot>" in page and "<b>Fire Value</b>" in page and "<b>65</b>" in page
