"""Melee combat [11.0]: fouled ships take no orders and fight in the Melee Stage; each side adds a die [11.21b]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.melee_combat import melee, side_total
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def fouled(name: str, side: str, sq: str = "0505", **kw: object) -> ShipState:
    return ShipState(counter(name), side, square(sq), Direction.N, fouled=True, **kw)  # type: ignore[arg-type]


def _fouled_pair_game() -> Game:
    """15.1 with Shannon and Chesapeake fouled together in 0808 at the start of Game-Turn 1."""
    pos = scenario("15.1")
    sq = Square(8, 8)
    pos = pos.with_ship(pos.ship("Shannon").with_(square=sq, fouled=True))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(square=sq, fouled=True))
    return Game(pos, scenario="15.1")


def _to_melee(g: Game) -> None:
    while g.flow.phase != "melee":
        if g.is_chance_node():
            g.apply_action("roll 3")
        else:
            g.apply_action(next(a for a in g.legal_actions() if a.verb in ("hold", "done")))


def test_11_0_fouled_ships_get_no_orders_and_must_melee() -> None:
    """[11.0, 6.1, 11.2] with both ships fouled there is no Command Decision at all; the turn goes to fire and melee."""
    g = _fouled_pair_game()
    assert g.flow.phase == "fouled_fire"  # nothing to order: orders and movement are skipped
    assert not any(a.verb == "command" for a in g.legal_actions())
    _to_melee(g)
    task = g.flow.tasks[0]
    assert task.kind == "melee" and (task.square, task.sides) == ("0808", ("US", "BR"))
    g.apply_action("roll 1")  # US: 3 + 1 = 4
    g.apply_action("roll 6")  # BR: 4 + 6 = 10, at least 1.5 x 4: Shannon's boarders take Chesapeake
    c = g.position.ship("Chesapeake")
    assert c.prize and c.side == "BR" and c.fouled
    assert {"11.21b", "11.21c", "12.2"} <= {st.case for st in g.log}


def test_11_0_no_effect_leaves_them_fouled_for_the_unfouling_stage() -> None:
    """[11.0, 11.21c, 11.3] an indecisive melee changes no owner; the ships stay fouled until they unfoul."""
    g = _fouled_pair_game()
    _to_melee(g)
    g.apply_action("roll 2")  # US 3 + 2 = 5
    g.apply_action("roll 2")  # BR 4 + 2 = 6: short of 1.5 x 5, so neither side wins
    assert [(s.side, s.prize) for s in g.position.ships] == [("US", False), ("BR", False)]
    assert g.log and any(st.case == "11.21c" and "no effect" in st.reason for st in g.log)
    assert g.flow.phase == "unfouling" and all(s.fouled for s in g.position.ships)


@pytest.mark.parametrize("us_die", range(1, 7))
@pytest.mark.parametrize("br_die", range(1, 7))
def test_11_21b_each_side_adds_one_die_to_its_total(us_die: int, br_die: int) -> None:
    """[11.21b, 11.21a, 11.22] Wasp (crew 9 - Rate 6 = 3) and Frolic (8 - 6 = 2): scores are total plus die."""
    p = Position(Direction.N, (fouled("Wasp", "US"), fouled("Frolic", "BR")))
    _, r = melee(p, "0505", {"US": us_die, "BR": br_die})
    assert r.scores == {"US": 3 + us_die, "BR": 2 + br_die}
    rolled = [st for st in r.steps if st.case == "11.21b"]
    assert [st.value for st in rolled] == [3 + us_die, 2 + br_die]


def test_11_21b_a_negative_total_lowers_the_roll() -> None:
    """[11.21b, 11.23, 11.21c] Mamelouck (crew 6 - Rate 7 = -1) rolls 1: score 0, which loses to any positive score."""
    p = Position(Direction.N, (fouled("Mamelouck", "FR"), fouled("Weazel", "BR")))
    assert int(side_total(p.ships, "FR")) == -1
    new, r = melee(p, "0505", {"FR": 1, "BR": 1})
    assert r.scores == {"FR": 0, "BR": 4}
    assert r.winner == "BR" and new.ship("Mamelouck").prize


@pytest.mark.parametrize("dice", [{"US": 3}, {"US": 3, "BR": 0}, {"US": 3, "BR": 7}, {"US": 3, "FR": 3}])
def test_11_21b_one_d6_for_each_side_or_nothing_happens(dice: dict[str, int]) -> None:
    """[11.21b] a missing, extra or impossible die is refused and the position is unchanged."""
    p = Position(Direction.N, (fouled("Wasp", "US"), fouled("Frolic", "BR")))
    before = p
    with pytest.raises(InvalidInputError):
        melee(p, "0505", dice)
    assert p == before
