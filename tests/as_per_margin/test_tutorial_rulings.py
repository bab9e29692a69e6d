"""Rulings the tutorials needed and the rule modules now give: a tape measure, the place of a step in the turn, the
independent ship's extra move, shore batteries and red-hot shot."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.as_per_margin import (
    PHASES,
    Damage,
    Phase,
    Ship,
    battery_boxes,
    independent_extra,
    measure,
    red_hot_shot,
    step_of,
    wind_check_due,
)


def test_measure_is_mainmast_to_mainmast_with_its_band() -> None:
    a = Ship("A", 1, Pose(0, 0, 0))
    cases = {
        3: "up to 8 inches",
        8: "up to 8 inches",
        8.5: "up to 16 inches",
        24: "up to 24 inches",
        25: "beyond 24 inches",
    }
    for inches, band in cases.items():
        r = measure(a, Ship("B", 2, Pose(0, inches, 90)))
        assert r.verdict == band and r.value == inches and r.cases[0] == "CLARIFICATION, APM-15b"
    assert measure(a, Ship("B", 2, Pose(0, 8, 0)), {"range_boundaries": "under"}).verdict == "up to 16 inches"
    assert measure(a, Ship("B", 2, Pose(0, 30, 0))).need is None


def test_each_step_of_the_turn_knows_whether_it_comes_before_during_or_after_movement() -> None:
    assert [step_of(p).verdict for p in PHASES] == ["before anyone moves"] * 4 + ["during movement"] * 3 + [
        "after everyone has moved"
    ] * 2
    assert (
        step_of(Phase.SIDE_2_FIRE).value == 8
        and "after move Side 2 ships" in step_of(Phase.SIDE_2_FIRE).steps[0].reason
    )
    with pytest.raises(InvalidInputError):
        step_of("Side 1 fire")  # type: ignore[arg-type]


def test_the_clock_says_minutes_as_a_reader_writes_them() -> None:
    assert "ends 10.5 minutes" in str(wind_check_due(7)) and "ends 15 minutes" in str(wind_check_due(10))


def test_an_independent_ship_may_pivot_or_add_a_die_but_not_while_beating() -> None:
    scout = Ship.of("Pegasus", 1, Pose(0, 0, 180), 28, independent=True)
    assert independent_extra(scout, 180, 270, "pivot").value == 90
    extra = independent_extra(scout, 180, 270, "extra die", 5)
    assert extra and extra.value == 5 and extra.cases == ("WIND SPEED, APM-03d", "TACKING SHIPS, APM-06b")
    assert independent_extra(scout, 180, 270, "extra die").verdict is True  # chosen, not yet thrown
    assert not independent_extra(scout, 345, 270, "extra die", 5)  # beating
    assert independent_extra(scout, 345, 270, "extra die", 5, {"independent_extra": "any-heading"})
    assert not independent_extra(scout.with_(independent=False), 180, 270, "pivot")
    assert not independent_extra(scout.with_(damage=Damage(masts=scout.chart.masts_row)), 180, 270, "pivot")
    with pytest.raises(InvalidInputError, match="choice"):
        independent_extra(scout, 180, 270, "sweeps")
    with pytest.raises(InvalidInputError):
        independent_extra(scout, 180, 270, "extra die", 7)


def test_a_battery_box_is_eight_to_fourteen_guns() -> None:
    assert battery_boxes(40).verdict == (3, 5) and battery_boxes(14).verdict == (1, 1)
    assert "16 guns make 2 boxes" in str(battery_boxes(16))
    for bad in (7, True, 2.5):
        with pytest.raises(InvalidInputError):
            battery_boxes(bad)  # type: ignore[arg-type]


def test_red_hot_shot_counts_table_iii_throws_or_uses_the_reconstructed_stand_in() -> None:
    lost = red_hot_shot(4)
    assert lost.verdict == 4 and lost.hull == 0 and lost.readings == (("table_iii", "unresolved"),)
    stand_in = red_hot_shot(3, (6, 1, 6), {"table_iii": "fire-on-6"})
    assert stand_in.verdict == 2 and any("reconstructed" in s.reason for s in stand_in.steps)
    with pytest.raises(InvalidInputError, match="Table III dice"):
        red_hot_shot(3, (6,), {"table_iii": "fire-on-6"})
    with pytest.raises(InvalidInputError, match="Table III dice"):
        red_hot_shot(1, (6,))


def test_a_wind_check_draws_whether_or_not_a_new_speed_follows() -> None:
    """[CHANGES IN WIND, APM-02] the ruling's ``new_speed`` fact is a flag; its diagram says a new speed is thrown."""
    from sailkit.draw.figure import description
    from sailkit.rulesets.as_per_margin import wind_change

    assert "a new wind speed is thrown" in description(wind_change(270, 6, 5).figure())
    assert "new wind speed" not in description(wind_change(270, 6, 4).figure())
