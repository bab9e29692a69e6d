"""Weather gauge [7.21] and the optional fastest-first rule [7.24]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.gauge import gauge_holder, must_move_first, side_allowances, weather_gauge
from sailkit.rulesets.fighting_sail.movement import allowance, apply_step, start_movement
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, sq: str, facing: str, **kw) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def example_7_2(**readings: str) -> Position:
    """The 7.2 example: Guerriere beam reaching, Constitution beating, wind from W."""
    return Position(
        Direction.W,
        (ship("Guerriere", "1009", "S", command="ahead"), ship("Constitution", "0610", "NW", command="ahead")),
        readings=READINGS.resolve(readings),
    )


def test_example_allowances_A5() -> None:
    """[7.1, 5.22] A5: Guerriere beam reaching 4, Constitution beating 3."""
    p = example_7_2()
    assert allowance(p, "Guerriere") == 4 and allowance(p, "Constitution") == 3


def test_example_gauge_goes_to_british_A6_T27() -> None:
    """[7.21a-c] A6/T27: highest MA 4, one British ship at it: British hold the gauge, no roll."""
    r = weather_gauge(example_7_2())
    assert r.verdict == "BR" and r.highest == 4
    assert {"7.21a", "7.21b", "7.21c"} <= set(r.cases)
    assert ("wg_ma_population", "ordered") in r.readings


def test_more_ships_at_top_wins_T25() -> None:
    """[7.21c] T25: X has two ships at 6, Y one at 6 and three at 5: X holds the gauge."""
    r = gauge_holder({"X": [6, 6], "Y": [6, 5, 5, 5]})
    assert r.verdict == "X" and r.counts == {"X": 2, "Y": 1}


def test_tie_needs_roll_off_T26() -> None:
    """[7.21c] T26: equal counts -> roll-off; higher die wins."""
    r = gauge_holder({"BR": [4, 3], "US": [4]})
    assert r.verdict is None and r.roll_needed and r.tied == ("BR", "US")
    assert gauge_holder({"BR": [4], "US": [4]}, {"BR": 2, "US": 5}).verdict == "US"


def test_equal_rolls_reroll_by_default_wg_tie_roll() -> None:
    """[7.21c] reading wg_tie_roll=reroll: equal dice -> roll again."""
    r = gauge_holder({"BR": [4], "US": [4]}, {"BR": 3, "US": 3}, previous="US")
    assert r.verdict is None and r.roll_needed and ("wg_tie_roll", "reroll") in r.readings


def test_equal_rolls_keep_previous_wg_tie_roll() -> None:
    """[7.21c] reading wg_tie_roll=keep_previous: last turn's holder keeps it; none on turn 1."""
    kw = {"readings": {"wg_tie_roll": "keep_previous"}}
    assert gauge_holder({"BR": [4], "US": [4]}, {"BR": 3, "US": 3}, previous="US", **kw).verdict == "US"
    assert gauge_holder({"BR": [4], "US": [4]}, {"BR": 3, "US": 3}, **kw).verdict is None


def test_bad_rolls_are_unreadable_input() -> None:
    """[7.21c] rolls must be dice for every tied side."""
    with pytest.raises(InvalidInputError):
        gauge_holder({"BR": [4], "US": [4]}, {"BR": 3})
    with pytest.raises(InvalidInputError):
        gauge_holder({"BR": [4], "US": [4]}, {"BR": 3, "US": 9})


def test_no_ships_no_holder() -> None:
    """[7.21] nothing to compare."""
    assert gauge_holder({"BR": [], "US": []}).verdict is None


def test_population_ordered_vs_all_ships_wg_ma_population() -> None:
    """[4.2, 7.1, 7.21] a ship that lost its order (wheel test) counts only under all_ships."""
    ships = (
        ship("Guerriere", "1009", "S", command="ahead"),  # beam reach 4
        ship("Constitution", "0610", "SE"),  # broad reach 6 but no command
    )
    p = Position(Direction.W, ships)
    assert weather_gauge(p).verdict == "BR"
    q = p.with_(readings=READINGS.resolve({"wg_ma_population": "all_ships"}))
    r = weather_gauge(q)
    assert r.verdict == "US" and ("wg_ma_population", "all_ships") in r.readings


def test_fastest_first_by_allowance_7_24() -> None:
    """[7.24] fastest_first_metric=allowance: Guerriere (4) moves before Constitution (3), even after a step."""
    p = start_movement(example_7_2())
    r = must_move_first(p)
    assert r.verdict == ("Guerriere",) and r.sides == ("BR",)
    assert must_move_first(p, "US").verdict == ()
    p2 = apply_step(p, "Guerriere", "step").position  # 4 -> 2 left [7.53], A7
    assert p2.ship("Guerriere").mp == 2
    assert must_move_first(p2).verdict == ("Guerriere",)


def test_fastest_first_by_remaining_7_24() -> None:
    """[7.24] fastest_first_metric=remaining: after Guerriere's step (2 left), Constitution (3) is fastest."""
    p = start_movement(example_7_2(fastest_first_metric="remaining"))
    p2 = apply_step(p, "Guerriere", "step").position
    r = must_move_first(p2)
    assert r.verdict == ("Constitution",) and ("fastest_first_metric", "remaining") in r.readings


def test_fastest_first_when_nobody_left_7_25() -> None:
    """[7.25] no command chits left: nobody to move."""
    p = Position(Direction.W, (ship("Guerriere", "1009", "S"),))
    assert must_move_first(p).verdict == ()


def test_fastest_first_keeps_the_allowance_of_a_ship_damaged_mid_phase_7_24() -> None:
    """[7.24, 7.1] Guerriere set off with 4; a mast lost and two rigging hits leave it dead in the water [10.41],
    but for 7.24 it keeps the allowance it was given and still moves before Constitution (3)."""
    p = start_movement(example_7_2())
    assert p.ship("Guerriere").ma == 4
    hit = p.with_ship(p.ship("Guerriere").with_(rigging=2, masts=1))
    assert allowance(hit, "Guerriere") == 0
    r = must_move_first(hit)
    assert r.verdict == ("Guerriere",) and r.value == 4
    mas, _ = side_allowances(hit)
    assert mas == {"BR": [4], "US": [3]}
