"""Cut It Out (APP.2.3.2i) as numbers and exact odds (issue 22): the guard and the raiders, a raid from its dice,
the watch's throws under reading ``cut_out_watch``, and the chance the raid takes the ship."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import Boarder, boarding_odds
from sailkit.rulesets.fighting_ships.cut_it_out import raid, raid_odds


def test_unseen_boats_fight_only_the_guard_on_deck() -> None:
    """[APP.2.3.2i, 6.1] Boats 3 inches off, the watch throws 1, 2, 4: unseen, so five raiders' dice (three boats and
    a marine counter) against the one die on deck."""
    ruling = raid("3rd-rate", 3, [1, 2, 4], [1, 1, 4, 2, 3], [5])
    assert ruling.verdict == "repelled" and ruling.facts["spotted"] is None
    assert (ruling.facts["attack_hits"], ruling.facts["defend_hits"]) == (1, 1)  # a tie repels them


def test_seen_boats_face_the_crew_turned_out_from_below() -> None:
    """[APP.2.3.2i] Seen in the second Game-Turn: a 3rd rate's guard (1 die) and half the other 6 of her Boarding
    (3) fight; 4 hits against 2 take her, and the boats take no Damage token nor move any morale."""
    ruling = raid("3rd-rate", 2, [3, 6], [1, 4, 4, 5, 6], [4, 4, 1, 2])
    assert ruling.verdict == "taken" and ruling.facts["spotted"] == 2
    assert not any("Damage token" in s.reason or s.case == "APP.2.2.1" for s in ruling.steps)


@pytest.mark.parametrize(
    ("watch", "reading"),
    [([1, 1], "to-the-last"), ([1, 1, 1, 1], "to-the-last"), ([1, 1, 1], "before-arrival"), ([6, 1], "to-the-last")],
)
def test_the_watch_throws_once_a_game_turn_until_it_sees_them(watch: list[int], reading: str) -> None:
    """[APP.2.3.2i] Boats 3 inches off face three throws (two under ``before-arrival``), stopping at a 5 or 6."""
    with pytest.raises(InvalidInputError) as refused:
        raid("3rd-rate", 3, watch, [1] * 5, [1], readings={"cut_out_watch": reading})
    assert "watch dice" in str(refused.value)


def test_boats_alongside_at_once_are_never_seen_before_arrival() -> None:
    """[APP.2.3.2i] A die of 1 puts the boats 1 inch off: under ``before-arrival`` the watch never throws."""
    ruling = raid("1st-rate", 1, [], [4] * 5, [1], readings={"cut_out_watch": "before-arrival"})
    assert ruling.verdict == "taken" and ("cut_out_watch", "before-arrival") in ruling.readings


def test_the_odds_of_a_raid_sum_the_six_distances_exactly() -> None:
    """[APP.2.3.2i, 6.1] Each distance d is equally likely; unseen after d throws with chance (2/3)^d."""
    guard, crew = Boarder("watch", 1), Boarder("crew", 4)
    raiders = [Boarder("boats", 3, marines=1)]
    beat_guard, beat_crew = (Fraction(boarding_odds(raiders, b).facts["prize"]) for b in (guard, crew))
    unseen = sum(Fraction(1, 6) * Fraction(2, 3) ** d for d in range(1, 7))
    odds = raid_odds("3rd-rate")
    assert odds.value == unseen * beat_guard + (1 - unseen) * beat_crew
    assert odds.facts["spotted"] == 1 - unseen
    later = raid_odds("3rd-rate", readings={"cut_out_watch": "before-arrival"})
    assert later.value > odds.value  # one throw fewer for the watch: a better chance for the raiders
