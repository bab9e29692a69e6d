"""Crew ties in the Melee-Stage Fire Phase [11.11]: dice only when a tie between ships able to fire decides who
fires next, rolled at that moment, once for each tie."""

from __future__ import annotations

from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def _square(*ships: tuple[str, dict[str, object]]) -> Game:
    """Ships fouled together in 1010, wind from the north; the game opens in the fouled-fire phase [7.81, 11.1]."""
    pos = Position(Direction.N, tuple(ShipState.of(n, "1010", "E", fouled=True, **kw) for n, kw in ships))
    g = Game(pos, game_length=None)
    assert g.flow.phase == "fouled_fire"
    return g


def _shooters(g: Game) -> set[str]:
    return {str(a.ship) for a in g.legal_actions() if a.verb in ("fire", "hold")}


def test_no_tie_roll_for_a_ship_that_cannot_fire_11_11() -> None:
    """[11.11, 9.11] Chesapeake (US) and Cyane (BR) both have crew 8, but Cyane fired this Game-Turn already and
    may not fire again (reading fire_once_incl_melee=once): no die is rolled for a tie, Shannon (crew 9) fires
    first and Chesapeake after it."""
    g = _square(("Shannon", {}), ("Chesapeake", {}), ("Cyane", {"fired": "port"}))
    assert not g.is_chance_node() and _shooters(g) == {"Shannon"}
    g.apply_action("hold Shannon")
    assert not g.is_chance_node() and _shooters(g) == {"Chesapeake"}
    g.apply_action("hold Chesapeake")
    assert g.flow.phase == "melee"
    assert not any(a.verb == "roll" for a in g.actions)


def test_tie_roll_waits_until_the_tie_decides_who_fires_next_11_11() -> None:
    """[11.11] Shannon (crew 9) fires first; the tie at crew 8 between Chesapeake and Cyane is rolled for only
    after that shot, when it decides who fires next, and the ruling names the ships tied."""
    g = _square(("Shannon", {}), ("Chesapeake", {}), ("Cyane", {}))
    assert not g.is_chance_node() and _shooters(g) == {"Shannon"}
    g.apply_action("hold Shannon")
    assert g.is_chance_node() and g.flow.tasks[0].kind == "order"
    g.apply_action("roll 2")  # US (Chesapeake is first in ship order)
    g.apply_action("roll 5")  # BR
    assert _shooters(g) == {"Cyane"}
    assert any("crew tie at 8" in s.reason and "Chesapeake, Cyane" in s.reason for s in g.log)
    g.apply_action("hold Cyane")
    assert _shooters(g) == {"Chesapeake"}


def test_each_tie_gets_its_own_dice_11_11() -> None:
    """[11.11] two ties in one square, Wasp and Shannon at crew 9, Chesapeake and Cyane at crew 8: the first pair of
    dice settles only the tie at 9; the tie at 8 is rolled for anew when its turn comes, and may go the other way."""
    g = _square(("Wasp", {}), ("Shannon", {}), ("Chesapeake", {}), ("Cyane", {}))
    assert g.is_chance_node()
    g.apply_action("roll 6")  # US
    g.apply_action("roll 1")  # BR
    assert _shooters(g) == {"Wasp"}
    g.apply_action("hold Wasp")
    assert _shooters(g) == {"Shannon"}
    g.apply_action("hold Shannon")
    assert g.is_chance_node() and g.flow.tasks[0].crew == 8
    g.apply_action("roll 1")  # US
    g.apply_action("roll 6")  # BR
    assert _shooters(g) == {"Cyane"}


def test_one_roll_settles_what_is_left_of_the_same_tie_11_11() -> None:
    """[11.11] Chesapeake (US) ties with Cyane and Levant (BR) at crew 8; BR wins the roll and fires Levant first:
    Cyane still comes before Chesapeake on the same dice, with no second roll."""
    g = _square(("Chesapeake", {}), ("Cyane", {}), ("Levant", {}))
    g.apply_action("roll 1")  # US
    g.apply_action("roll 4")  # BR
    assert _shooters(g) == {"Cyane", "Levant"}  # the owner picks among his own tied ships
    g.apply_action("hold Levant")
    assert not g.is_chance_node() and _shooters(g) == {"Cyane"}
    g.apply_action("hold Cyane")
    assert not g.is_chance_node() and _shooters(g) == {"Chesapeake"}
    assert sum(a.verb == "roll" for a in g.actions) == 2


def test_fire_order_asks_dice_only_for_the_tie_at_its_head_11_11() -> None:
    """[11.11] fire_order names the tie that decides who fires next (crew 9) and leaves the tie at 8 open: dice given
    for the head tie do not order it, and it is asked about only once the ships ahead of it are set aside."""
    from sailkit.rulesets.fighting_sail.melee_combat import fire_order

    p = _square(("Wasp", {}), ("Shannon", {}), ("Chesapeake", {}), ("Cyane", {})).position
    head = fire_order(p, "1010")
    assert head.facts["tie"] == (9, ("Wasp", "Shannon")) and set(head.facts["tied_sides"]) == {"US", "BR"}
    settled = fire_order(p, "1010", {"US": 6, "BR": 1})
    assert settled.verdict[:2] == ("Wasp", "Shannon") and settled.facts["tie"] is None
    assert any("crew 8 is tied too" in s.reason for s in settled.steps)
    later = fire_order(p, "1010", exclude=("Wasp", "Shannon"))
    assert later.facts["tie"] == (8, ("Chesapeake", "Cyane"))
