"""An action grammar stated in a TOML file (:mod:`sailkit.grammar_file`): verbs in the file's order, arguments read
by the readers passed by name, a trailing ``?`` for an argument that may be left out."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from sailkit.actions import Action, Grammar, choice
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.grammar_file import grammar, read_grammar, slot

TOML = """
[hail]
args = ["ship", "other", "tone:tone?"]
case = "3.1"
summary = "hail another ship"

[roll-dice]
args = ["die:die"]
case = "1.2"
summary = "a die result"
"""

READERS = {"tone": choice(("loud", "soft"), "tone"), "die": int}


def test_a_slot_states_its_name_its_reader_and_whether_it_may_be_left_out() -> None:
    plain, read, optional = slot("other", READERS), slot("die:die", READERS), slot("tone:tone?", READERS)
    assert (plain.name, plain.read, plain.optional) == ("other", None, False)
    assert (read.name, read.read, read.optional) == ("die", int, False)
    assert (optional.name, optional.read, optional.optional) == ("tone", READERS["tone"], True)


def test_a_reader_the_rule_set_does_not_pass_is_named_in_the_error() -> None:
    with pytest.raises(UnknownChoiceError, match="wind"):
        slot("heading:wind", READERS)


def test_the_verbs_keep_the_file_order_cases_summaries_and_read_their_arguments() -> None:
    g = grammar("Test", tomllib.loads(TOML), READERS, known_names=lambda: {"the ark": "The Ark"})
    assert [(v.word, v.case, v.summary) for v in g.verbs] == [
        ("hail", "3.1", "hail another ship"),
        ("roll-dice", "1.2", "a die result"),
    ]
    assert [v.usage for v in g.verbs] == ["hail SHIP OTHER [TONE]", "roll-dice DIE"]

    class TestAction(Action):
        __slots__ = ()
        grammar = g

    assert TestAction.parse("hail the ark Victory LOUD").args == ("The Ark", "Victory", "loud")
    assert TestAction.parse("roll-dice 4").args == (4,)
    with pytest.raises(InvalidInputError):
        TestAction.parse("hail Ark Victory shrill")


def test_read_from_a_package_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "grammar_pkg"
    (package / "data").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "data" / "actions.toml").write_text(TOML, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        g = read_grammar("Test", "grammar_pkg", "data/actions.toml", READERS)
    finally:
        sys.modules.pop("grammar_pkg", None)
    assert isinstance(g, Grammar) and [v.word for v in g.verbs] == ["hail", "roll-dice"]


def test_fighting_sail_reads_its_grammar_from_its_data_file() -> None:
    """Every verb the engine plays is in the file, with its case [4.2]."""
    from sailkit.rulesets.fighting_sail.actions import GRAMMAR

    words = [v.word for v in GRAMMAR.verbs]
    assert words[:3] == ["command", "swell", "studding"] and len(words) == 21
    fire = GRAMMAR.verb("fire")
    assert [(s.name, s.optional) for s in fire.slots] == [
        ("ship", False),
        ("target", False),
        ("aim", False),
        ("broadside", True),
    ]
