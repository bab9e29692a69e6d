"""Fleet in Being on the engine (APP.2.3.2j) (issue 23): the set-up's forces, its objective in the record's headers,
and the reckoning of the fleet's points afloat that ends it (reading ``fleet_in_being_half``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import RULES
from sailkit.rulesets.fighting_ships.fleet_in_being import raiders_budget
from sailkit.rulesets.fighting_ships.fleet_in_being_setup import BOMBER_COST, being_end, fleet_in_being
from sailkit.rulesets.fighting_ships.objectives import Objective
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State


def test_the_fleet_sits_in_the_middle_and_the_raiders_spend_a_quarter_on_boats_and_aircraft() -> None:
    """[APP.2.3.2j] 1100 points of GB ships about the table's middle; DE's two boats and one bomber cost 260 of 275."""
    setup = fleet_in_being()
    pos = setup.position
    assert pos.table == (72, 48) and setup.turns == 12 and setup.sides == ("GB", "DE")
    assert all(abs(v.ship.mainmast.x - 36) <= 8 and abs(v.ship.mainmast.y - 24) <= 6 for v in pos.ships)
    assert {v.side for v in pos.ships} == {1} and {p.side for p in pos.packs} == {2} and pos.planes[0].side == 2
    points = sum(v.ship.cls.cost for v in pos.ships)
    spent = sum(120 for _ in pos.packs) + BOMBER_COST
    assert (points, spent, raiders_budget(points)) == (1100, 260, 275)
    assert setup.headers()["Objective"] == "being 1" and Objective.parse("being 1") == setup.objective


@pytest.mark.parametrize("text", ["being", "being 3", "being 1 east"])
def test_a_fleet_in_being_objective_names_one_side_alone(text: str) -> None:
    with pytest.raises(InvalidInputError, match="objective"):
        Objective.parse(text)


def test_the_raiders_may_deploy_ahead_of_the_fleet_instead() -> None:
    """[APP.2.3.2j] Reading being_deployment ahead: both boats 18 inches or more ahead of the fleet, east of it."""
    pos = fleet_in_being({"being_deployment": "ahead"}).position
    assert all(pose.x == 62 for p in pos.packs for _, pose in p.counters)


def _at_the_end(turn: int, sunk: tuple[str, ...] = (), readings: dict[str, str] | None = None) -> State:
    setup = fleet_in_being(readings)
    pos = replace(setup.position, turn=turn)
    pos = pos.put(*(pos.vessel(n).with_(fate="sunk") for n in sunk))
    return State(setup, pos)


def test_after_the_last_game_turn_the_fleet_afloat_above_half_wins() -> None:
    """[APP.2.3.2j] Offa sunk: 1000 of 1100 afloat, more than 550: GB wins, the ruling naming the reading."""
    steps: list = []
    ended = being_end(_at_the_end(12, ("Offa",)), steps)
    assert ended is not None and ended.result == "GB wins: 1000 of 1100 points afloat" and ended.winner == 1
    assert [s.value for s in steps if s.value is not None] == [1000]
    assert any(dict(getattr(s, "readings", ())).get("fleet_in_being_half") for s in steps)


def test_the_fleet_below_half_loses() -> None:
    """[APP.2.3.2j] Warspite sunk: 500 of 1100, less than half: DE wins."""
    ended = being_end(_at_the_end(12, ("Warspite",)), [])
    assert ended is not None and ended.winner == 2 and ended.result.startswith("DE wins: 500")


def test_before_the_last_game_turn_it_goes_on() -> None:
    assert being_end(_at_the_end(11, ("Warspite",)), []) is None


def test_the_raiders_gone_end_it_early() -> None:
    """[APP.2.3.2j] No boat below nor aircraft left to DE on Game-Turn 5: the fleet afloat is counted now."""
    state = _at_the_end(5)
    state = state.with_(position=replace(state.position, packs=(), planes=()))
    ended = being_end(state, [])
    assert ended is not None and ended.winner == 1


def test_fleet_morale_ends_nothing() -> None:
    """[APP.2.3.2j] The objective plays for the points afloat alone."""
    assert not fleet_in_being().objective.morale_ends
    assert RULES.is_terminal(RULES.start(fleet_in_being())) is False


def test_a_setup_with_too_many_raiders_is_refused() -> None:
    """[APP.2.3.2j] The set-up checks DE's force against the quarter: a third boat would cost 380 of 275."""
    from sailkit.rulesets.fighting_ships.fleet_in_being import check_raiders

    with pytest.raises(InvalidInputError, match="quarter"):
        check_raiders(1100, [("U-73", "submarine", 120)] * 3 + [("He-115", "aircraft", 20)], "world-wars")
    assert isinstance(fleet_in_being(), Setup)
