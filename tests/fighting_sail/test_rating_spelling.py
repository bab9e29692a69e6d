"""The rating notation's traps (issue 25, point 4): a ship's own rating reads in either spelling where it can, and
where it cannot the message shows the one that reads [2.22, 9.38, 12.2]."""

from __future__ import annotations

import pytest

import sailkit.rulesets.fighting_sail as fs


def test_ship_state_reads_the_rating_with_a_space_or_a_slash_2_22() -> None:
    space = fs.ShipState.of("Bellona", "0505", "E", rating="44-A-5-8 BR")
    slash = fs.ShipState.of("Bellona", "0505", "E", rating="44-A-5-8/BR")
    assert space.counter == slash.counter and slash.counter.rating == "44-A-5-8 BR"


@pytest.mark.parametrize(
    ("written", "shown"),
    [
        ("rating=44-A-5-8 BR", "did you mean rating=44-A-5-8/BR?"),  # a space ends the mark
        ("rating=40*-A-5-8/BR", "did you mean rating=40*A-5-8/BR?"),  # the star stands for the dash [9.38]
    ],
)
def test_a_position_shows_the_rating_spelling_that_reads(written: str, shown: str) -> None:
    with pytest.raises(fs.NotationError) as refused:
        fs.Position.parse(f"FS turn 1 wind N | Bellona BR 0505 E {written}")
    assert shown in str(refused.value) and "Fire Value, '-' ('*' for carronades), Sailing Value" in str(refused.value)


def test_prize_names_its_captor_as_the_ships_side_12_2() -> None:
    """[12.2] a prize belongs to its captor: ``prize=BR`` on a ship written as BR's is a prize of BR; naming another
    side is refused with the spelling that says it."""
    taken = fs.Position.parse("FS turn 1 wind N | Shannon BR 0505 E prize=BR")
    assert taken.ship("Shannon").prize and taken.ship("Shannon").side == "BR"
    assert str(taken) == "FS turn 1 wind N | Shannon BR 0505 E prize"
    with pytest.raises(fs.NotationError, match=r"Shannon US 0505 \.\.\. prize"):
        fs.Position.parse("FS turn 1 wind N | Shannon BR 0505 E prize=US")
