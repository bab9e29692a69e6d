"""The kit's action grammar, with a toy grammar: parse and format pairs, names with spaces and quotes, typed errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.actions import Action, Grammar, Slot, Verb, choice
from sailkit.errors import InvalidInputError, SailkitError, UnknownChoiceError


def _die(text: str) -> int:
    if text.isascii() and text.isdigit() and 1 <= int(text) <= 6:
        return int(text)
    raise InvalidInputError("die result", text, "1-6")


KNOWN = {"bonhomme richard": "Bonhomme Richard", "serapis": "Serapis"}
TOY = Grammar(
    "Toy",
    (
        Verb(
            "fire",
            (
                Slot("ship"),
                Slot("target"),
                Slot("aim", choice(("hull", "rigging"), "aim")),
                Slot("broadside", choice(("port", "starboard"), "broadside"), optional=True),
            ),
            "T1",
            "fire a broadside",
        ),
        Verb("hold", (Slot("ship"),), "T2", "do not fire"),
        Verb("roll", (Slot("die", _die),), "T3", "a die result"),
    ),
    known_names=lambda: KNOWN,
)


class ToyAction(Action):
    __slots__ = ()
    grammar = TOY


def test_parse_and_format_are_a_pair_and_repr_pastes_back() -> None:
    a = ToyAction.parse("fire bonhomme richard Serapis HULL")
    assert (a.verb, a.args) == ("fire", ("Bonhomme Richard", "Serapis", "hull"))
    assert str(a) == "fire Bonhomme Richard Serapis hull" and a.ship == "Bonhomme Richard" and a.target == "Serapis"
    assert eval(repr(a), {"ToyAction": ToyAction}) == a
    assert ToyAction.parse("fire Serapis Bonhomme Richard rigging port").get("broadside") == "port"
    assert ToyAction.parse("roll 4").die == 4 and ToyAction.parse("roll 4").is_chance and a.case == "T1"
    assert hash(ToyAction("hold", ["Serapis"])) == hash(ToyAction.parse("hold serapis"))


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", InvalidInputError),
        ("dance Serapis", UnknownChoiceError),
        ("fire Serapis", InvalidInputError),
        ("fire Serapis Ranger keel", UnknownChoiceError),
        ("hold Serapis now", InvalidInputError),
        ('hold "Serapis', InvalidInputError),
        ("roll 7", InvalidInputError),
        ("roll ²", InvalidInputError),
        ("roll " + "9" * 5000, InvalidInputError),
    ],
)
def test_bad_text_gets_a_typed_error_naming_it(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        ToyAction.parse(text)


def test_the_grammar_documents_itself() -> None:
    table = TOY.markdown()
    assert "| `fire SHIP TARGET AIM [BROADSIDE]` | fire a broadside | T1 |" in table


NAMES = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=12).filter(
    lambda s: s.strip() == s and s.strip()
)


@settings(max_examples=200, deadline=None)
@given(NAMES)
def test_any_one_line_name_reads_back_as_written(name: str) -> None:
    """Names with spaces, quotes and backslashes are quoted when written, so text and action are a pair."""
    try:
        a = ToyAction("hold", [name])
    except SailkitError:
        return  # refused with a typed error (e.g. too many digits)
    assert ToyAction.parse(str(a)) == a
