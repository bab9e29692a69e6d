"""Fighting Ships boarding [6.1, 6.2] and fleet morale [1.3, APP.2.2.1]: the worked examples, testable facts and
exact odds."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships import (
    Boarder,
    boarding,
    boarding_odds,
    game_over,
    morale_loss,
    starting_morale,
)


def test_defiance_takes_achille_as_a_prize() -> None:
    """Boarding 6 throws 1, 3, 4, 4, 5, 6 against Boarding 5's 2, 2, 3, 4, 5: 4 hits to 2, a prize; 6 morale passes
    from the French to the British and the Defiance takes a Damage token [6.1]."""
    ruled = boarding([Boarder("Defiance", 6)], Boarder("Achille", 5, hull=6), [1, 3, 4, 4, 5, 6], [2, 2, 3, 4, 5])
    assert ruled.verdict == "prize"
    assert (ruled.attack_hits, ruled.defend_hits) == (4, 2)
    assert ruled.morale == {"attackers": 6, "defender": -6}
    assert ruled.damaged == ("Defiance",)


def test_a_tie_throws_the_boarders_back() -> None:
    ruled = boarding([Boarder("A", 3)], Boarder("B", 3, hull=4), [4, 5, 6], [6, 6, 6])
    assert ruled.verdict == "repelled" and ruled.morale == {"attackers": 0, "defender": 0}


def test_friends_pool_their_dice_and_damage_halves_a_crew() -> None:
    """Two attackers pool their dice; the damaged one throws half its Boarding and takes no second token [6.1, 5.6.1];
    a marine counter adds two dice [6.2]."""
    a, b = Boarder("A", 4, damaged=True), Boarder("B", 3, marines=1)
    assert (a.dice, b.dice) == (2, 5)
    ruled = boarding([a, b], Boarder("C", 2, hull=3), [4] * 7, [1, 1])
    assert ruled.verdict == "prize" and ruled.damaged == ("B",)
    with pytest.raises(InvalidInputError, match="7 die results"):
        boarding([a, b], Boarder("C", 2), [4] * 6, [1, 1])


def test_boarding_odds_equal_every_throw() -> None:
    a, d = [Boarder("A", 3)], Boarder("D", 2)
    counted = Fraction(0)
    for attack in itertools.product(range(1, 7), repeat=3):
        for defend in itertools.product(range(1, 7), repeat=2):
            counted += Fraction(boarding(a, d, attack, defend).verdict == "prize", 6**5)
    assert boarding_odds(a, d).prize == counted


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 12), st.integers(0, 12))
def test_equal_crews_win_half_the_time_with_one_die_more(a: int, d: int) -> None:
    """With one die more than the defender the attackers take the prize exactly half the time; with equal dice less."""
    odds = boarding_odds([Boarder("A", a)], Boarder("D", d)).prize
    if a == d + 1:
        assert odds == Fraction(1, 2)
    if a <= d:
        assert odds < Fraction(1, 2)
    assert sum(boarding_odds([Boarder("A", a)], Boarder("D", d)).margin.values()) == 1


def test_starting_morale_is_a_tenth_of_the_points() -> None:
    """600 points give 60 morale, 150 give 15; 300-point team games give 30 a player [APP.2.2.1]."""
    assert (starting_morale(600).value, starting_morale(150).value, starting_morale(155).value) == (60, 15, 16)


def test_morale_losses() -> None:
    assert morale_loss("collision", 7).value == 1
    assert morale_loss("sunk", 7).value == 7 and morale_loss("taken as a prize", 6).cases == ("APP.2.2.1", "6.1")
    with pytest.raises(UnknownChoiceError, match="morale event"):
        morale_loss("sank", 3)


def test_a_fleet_at_zero_has_lost() -> None:
    assert game_over({"British": 3, "French": 0}).beaten == ("French",)
    assert not game_over({"British": 3, "French": 1})
