"""The kit's WordNotation: a rule set's notation whose positions open with its word, with no rule set imported."""

from __future__ import annotations

from sailkit.ruleset import Notation, WordNotation

#: A toy notation: a position is a list of scores after the word RACE.
TOY = WordNotation(
    "RACE", "RACE 3 5", lambda text: tuple(int(n) for n in text.split()[1:]), lambda s: f"RACE {s[0]} {s[1]}"
)


def test_it_claims_exactly_the_positions_that_open_with_its_word() -> None:
    assert TOY.claims("RACE 1 2") and TOY.claims("  RACE")
    assert not TOY.claims("RACES 1 2") and not TOY.claims("FS RACE") and not TOY.claims("")


def test_it_claims_its_word_in_any_letter_case_as_parse_reads_it() -> None:
    """``fs turn 1 ...`` is a Fighting Sail position to ``Position.parse``, so the desk and ``sailkit ruling`` claim it."""
    assert TOY.claims("race 1 2") and TOY.claims("Race 1 2")
    from sailkit.questions import board_for

    assert board_for("fs turn 1 wind W | Shannon BR 1013 E").title == "Fighting Sail"


def test_it_is_a_notation_whose_example_pastes_back() -> None:
    assert isinstance(TOY, Notation)
    assert TOY.parse(TOY.example) == (3, 5) and TOY.format(TOY.parse(TOY.example)) == TOY.example
    assert WordNotation("X", "X", str.strip).format(7) == "7"  # without a format, a position writes itself
