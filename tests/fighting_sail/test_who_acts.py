"""Who acts next, worded once for the game's picture and the replay board's heading [4.2]."""

from __future__ import annotations

from sailkit.rulesets.fighting_sail.faces.drawing import who_acts


def _never() -> str:
    raise AssertionError("the side to act is asked only when one acts")


def test_who_acts_words_the_end_the_dice_a_side_and_nobody() -> None:
    assert who_acts(True, lambda: True, _never) == "the game is over"
    assert who_acts(False, lambda: True, _never) == "a die roll is wanted next"
    assert who_acts(False, lambda: False, lambda: "BR") == "BR (British) acts next"
    assert who_acts(False, lambda: False, lambda: None) == "nobody acts next"
