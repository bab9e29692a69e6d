"""Fleet in Being (APP.2.3.2j): Player 2's quarter of the points on aircraft and submarines, and the result."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships.fleet_in_being import check_raiders, fleet_in_being_result, raiders_budget


def test_player_2_spends_a_quarter_on_aircraft_and_submarines_only_after_1900() -> None:
    assert raiders_budget(1000) == 250 and raiders_budget(1002) == 251  # 250.5 rounds up [1.4]
    assert check_raiders(1000, [("U-47", "submarine", 120), ("Stukas", "aircraft", 120)], "world-wars").verdict
    with pytest.raises(InvalidInputError, match="at most a quarter"):
        check_raiders(1000, [("U-47", "submarine", 120), ("U-99", "submarine", 140)], "world-wars")
    with pytest.raises(InvalidInputError, match="aircraft or a submarine"):
        check_raiders(1000, [("Exeter", "cruiser", 200)], "world-wars")
    with pytest.raises(InvalidInputError, match="after 1900"):
        check_raiders(1000, [], "sail")


def test_player_1_wins_with_more_than_half_his_points_afloat() -> None:
    assert fleet_in_being_result(1000, [600, 100]).verdict == "Player 1"
    assert fleet_in_being_result(1000, [400]).verdict == "Player 2"
    assert fleet_in_being_result(1000, [500]).verdict == "Player 2"  # exactly half is not more than half
    drawn = fleet_in_being_result(1000, [500], readings={"fleet_in_being_half": "draw"})
    assert drawn.verdict == "draw" and ("fleet_in_being_half", "draw") in drawn.readings
