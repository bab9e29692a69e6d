"""A broadside refused a target says why, with the rule [11.1-11.2, 13.1], and changes nothing."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.wooden_ships import WoodenShipsGame
from sailkit.rulesets.wooden_ships.scenarios import Scenario

#: Shannon heading north in J12: Enterprise two hexes off her right, Chesapeake beyond, Argus six off her left, and
#: HMS Tenedos, a friend, in M15.
SHIPS = (
    "Shannon=GB-18/Britain/crack@J12:1; Tenedos=GB-22/Britain/average@M15:1; Enterprise=US-20/United States/green@L12:1; "
    "Chesapeake=US-38/United States/average@O11:1; Argus=US-24/United States/average@D14:2"
)


def _combat() -> WoodenShipsGame:
    game = WoodenShipsGame(Scenario.from_headers({"Map": "30x24", "Wind": "1 3", "Turns": "5", "Ships": SHIPS}))
    for name in ("Shannon", "Tenedos", "Enterprise", "Chesapeake", "Argus"):
        game.apply_action(f"order {name} 0")
    assert game.phase == "combat" and game.current_side() == "Britain"
    return game


@pytest.mark.parametrize(
    ("action", "case", "words"),
    [
        ("fire Shannon R Chesapeake hull", "11.1.4.1", "Enterprise lies nearer"),
        ("fire Shannon L Argus hull", "11.2.5", "only the rigging"),
        ("fire Shannon L Enterprise hull", "11.1.3", "not in the field of fire"),
        ("fire Shannon R Tenedos hull", "11.1.4", "no enemy ship"),
    ],
)
def test_a_refused_shot_names_its_rule_and_changes_nothing(action: str, case: str, words: str) -> None:
    game = _combat()
    before = game.state
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action(action)
    assert refused.value.case == case and words in str(refused.value)
    assert game.state == before


def test_a_broadside_fires_once() -> None:
    game = _combat()
    game.apply_action("fire Shannon R Enterprise hull")
    game.apply_action("roll 1")
    with pytest.raises(IllegalActionError, match=r"has fired this phase \[11.1.6\]"):
        game.apply_action("fire Shannon R Enterprise rigging")


def test_a_friend_nearer_in_the_field_blocks_it() -> None:
    """HMS Tenedos two hexes off Shannon's right hides USS Chesapeake beyond her: the broadside may not fire [11.1.4.2]."""
    ships = "Shannon=GB-18/Britain/crack@J12:1; Tenedos=GB-22/Britain/average@L12:1; Chesapeake=US-38/United States/average@O11:1"
    game = WoodenShipsGame(Scenario.from_headers({"Map": "30x24", "Wind": "1 3", "Turns": "5", "Ships": ships}))
    for name in ("Shannon", "Tenedos", "Chesapeake"):
        game.apply_action(f"order {name} 0")
    with pytest.raises(IllegalActionError) as refused:
        game.apply_action("fire Shannon R Chesapeake hull")
    assert refused.value.case == "11.1.4.2" and "Tenedos" in str(refused.value)
