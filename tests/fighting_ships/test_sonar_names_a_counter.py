"""Under reading ``sonar_dice=one-counter`` the hunter names the counter she searches [7.1, 7.3]: what she is
offered, what she sees and what her die does never depend on which counter is the boat."""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.captain import Captain
from sailkit.rulesets.fighting_ships.game import FightingShipsGame
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls
from tests.fighting_ships.test_subs_in_play import START, WOLF, legal, refused

ONE = START.replace(" first -", " first - sonar_dice=one-counter")
#: U-47's three counters standing together 5 inches off Wolf, as after her dive; which is the boat varies.
TOGETHER = " | U-47=2 pack sub-submerged D0 A0 1:25,20@0 2:25,20@0 3:25,20@0 real:{real}"
#: Apart: counters 1 and 2 within Wolf's reach, 3 out of it.
APART = " | U-47=2 pack sub-submerged D0 A0 1:26,20@0 2:25,23@0 3:40,40@0 real:{real}"


def _hunt(pack: str, real: int) -> State:
    """The search step of Game-Turn 1, GB's Wolf searching, U-47's boat the counter ``real``."""
    return rolls(
        RULES.start(Setup("test", Position.parse(ONE + WOLF + pack.format(real=real)), sides=("GB", "DE"))), [5, 3]
    )


@pytest.mark.parametrize("pack", [TOGETHER, APART])
def test_the_hunter_s_view_and_choices_are_the_same_whichever_counter_is_the_boat(pack: str) -> None:
    """[7.1, 7.3] Wolf's side sees the same table and is offered the same searches, one per counter in reach, named;
    the captain names the same counter whichever is the boat."""
    states = [_hunt(pack, real) for real in (1, 2) + ((3,) if pack == TOGETHER else ())]
    views = {str(RULES.observe(s, "GB").state.position) for s in states}
    offers = {frozenset(legal(s)) for s in states}
    assert len(views) == 1 and len(offers) == 1
    assert {a for a in next(iter(offers)) if a.startswith("search")} == (
        {"search Wolf U-47:1", "search Wolf U-47:2", "search Wolf U-47:3"}
        if pack == TOGETHER
        else {"search Wolf U-47:1", "search Wolf U-47:2"}
    )
    chosen = set()
    for s in states:
        game = FightingShipsGame(s.setup)
        for a in [*(f"roll {d}" for d in (5, 3))]:
            game.apply_action(RULES.parse_action(a))
        chosen.add(str(Captain().decide(game).action))
    assert len(chosen) == 1


@pytest.mark.parametrize("named", [1, 2, 3])
def test_a_search_of_counters_standing_together_searches_the_boat_among_them(named: int) -> None:
    """[7.1, 7.3] Together on one point they are one target to a sonar that names one: a 5 locates the boat whatever
    label is named and whichever counter she is, so the label tells the hunter nothing."""
    for real in (1, 2, 3):
        state = play(_hunt(TOGETHER, real), f"search Wolf U-47:{named}")
        assert state.throw is not None and state.throw.chain == (f"U-47:{named}",)
        (p,) = rolls(state, [5]).position.packs
        assert p.located and len(p.counters) == 3 and p.real == real


def test_apart_the_named_counter_is_searched_and_an_unnamed_search_is_refused() -> None:
    """[7.3] Apart, the named counter alone is searched: a 5 on a decoy takes it off; ``search Wolf`` with no
    counter, or one out of reach, is refused citing 7.3."""
    state = _hunt(APART, 1)
    (p,) = rolls(play(state, "search Wolf U-47:2"), [5]).position.packs
    assert [k for k, _ in p.counters] == [1, 3] and not p.located
    refused(state, "search Wolf", "7.3")
    refused(state, "search Wolf U-47:3", "7.3")
