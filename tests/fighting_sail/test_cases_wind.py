"""Wind [5.0] and sailing [5.2, 5.21]: the angle to the wind and the ship's grade set its Movement Allowance."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.wind import movement_allowance, point_of_sail, sailing_value

HEADINGS = list(Direction)
GRADES = ("A", "B", "C")
#: Points of sail from the worst to the best for speed, as 13.33's studding-sail ladder implies.
SPEED_LADDER = ("taken aback", "beating", "beam reaching", "running", "broad reaching")


def test_5_0_wind_north_every_heading_has_its_point_of_sail() -> None:
    """[5.0, 5.22] the same wind gives each of the eight headings a point of sail by its angle off the wind."""
    got = {h.name: str(point_of_sail(h, "N")) for h in HEADINGS}
    assert got == {
        "N": "taken aback",
        "NE": "beating",
        "NW": "beating",
        "E": "beam reaching",
        "W": "beam reaching",
        "SE": "broad reaching",
        "SW": "broad reaching",
        "S": "running",
    }


@given(st.sampled_from(HEADINGS), st.sampled_from(HEADINGS), st.integers(0, 7))
def test_5_0_only_the_angle_between_bow_and_wind_matters(heading: Direction, wind: Direction, k: int) -> None:
    """[5.0] turning bow and wind together by the same amount leaves the point of sail and allowance unchanged."""
    assert str(point_of_sail(heading, wind)) == str(point_of_sail(heading.turned(k), wind.turned(k)))
    assert movement_allowance("A", heading, wind) == movement_allowance("A", heading.turned(k), wind.turned(k))


@given(st.sampled_from(HEADINGS), st.sampled_from(HEADINGS))
def test_5_0_port_and_starboard_tacks_sail_alike(heading: Direction, wind: Direction) -> None:
    """[5.0] a bow as far off the wind to port as to starboard gets the same point of sail."""
    k = wind.eighths_to(heading)
    other = wind.turned(-k)
    assert str(point_of_sail(heading, wind)) == str(point_of_sail(other, wind))


def test_5_2_grade_and_point_of_sail_together_give_the_allowance() -> None:
    """[5.2, 5.22] A1-A3: broad reaching gives 6, 5 and 4 to Sailing Values A, B and C; the wind decides the rest."""
    assert [movement_allowance(g, "SE", "N") for g in GRADES] == [6, 5, 4]
    # the same A-grade ship moves differently as its heading to the wind changes
    assert [int(movement_allowance("A", h, "N")) for h in ("N", "NE", "E", "S", "SE")] == [0, 3, 4, 5, 6]


@pytest.mark.parametrize("table", ["minus_one", "proportional"])
def test_5_2_allowance_rises_along_the_point_of_sail_ladder(table: str) -> None:
    """[5.2, 5.22, 13.33] for each grade, better points of sail never give fewer Movement Points (reading ma_table)."""
    r = READINGS.resolve({"ma_table": table})
    heading_for = {"taken aback": "N", "beating": "NE", "beam reaching": "E", "running": "S", "broad reaching": "SE"}
    for g in GRADES:
        values = [int(movement_allowance(g, heading_for[p], "N", readings=r)) for p in SPEED_LADDER]
        assert values == sorted(values) and values[0] == 0 and values[-1] > 0


@pytest.mark.parametrize("table", ["minus_one", "proportional"])
@pytest.mark.parametrize("heading", ["NE", "E", "SE", "S"])
def test_5_21_a_is_fastest_and_c_slowest(heading: str, table: str) -> None:
    """[5.21] grade A is the quickest and C the slowest at every point of sail, under either ma_table reading."""
    r = READINGS.resolve({"ma_table": table})
    a, b, c = (int(movement_allowance(g, heading, "N", readings=r)) for g in GRADES)
    assert a >= b >= c and a > c


def test_5_21_only_three_sailing_values_exist() -> None:
    """[5.21] Sailing Values are A, B or C; anything else is refused listing the three."""
    assert [sailing_value(x) for x in ("a", " B ", "C")] == ["A", "B", "C"]
    for bad in ("D", "", "AB", 1, None):
        with pytest.raises(UnknownChoiceError) as info:
            sailing_value(bad)  # type: ignore[arg-type]
        assert info.value.allowed == ("A", "B", "C")
    with pytest.raises(UnknownChoiceError):
        movement_allowance("D", "E", "N")


def test_5_21_lost_grades_name_their_reading() -> None:
    """[5.21, 5.22] a B or C allowance off the broad reach comes from the lost table and says so; A's does not."""
    b = movement_allowance("B", "E", "N")
    assert ("ma_table", "minus_one") in b.readings and int(b) == 3
    assert movement_allowance("A", "E", "N").readings == ()
    assert movement_allowance("C", "SE", "N").readings == ()  # broad reach 4 is printed
