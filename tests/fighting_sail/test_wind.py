"""Wind [5.22]: points of sail and Movement Allowances, with studding sails [13.33] and damage caps [10.2, 10.31]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.readings import said
from sailkit.rulesets.fighting_sail.wind import movement_allowance, point_of_sail, wind_side

POS = ("beating", "beam reaching", "broad reaching", "running")
#: Headings giving each point of sail with the wind from N.
HEADING_FOR = {"taken aback": "N", "beating": "NE", "beam reaching": "E", "broad reaching": "SE", "running": "S"}

#: The two ma_table readings in full [5.22]: printed A row and broad-reach column, lost B/C cells.
MINUS_ONE = {
    "A": {"beating": 3, "beam reaching": 4, "broad reaching": 6, "running": 5},
    "B": {"beating": 2, "beam reaching": 3, "broad reaching": 5, "running": 4},
    "C": {"beating": 1, "beam reaching": 2, "broad reaching": 4, "running": 3},
}
PROPORTIONAL = {
    "A": MINUS_ONE["A"],
    "B": {"beating": 2, "beam reaching": 3, "broad reaching": 5, "running": 4},
    "C": {"beating": 2, "beam reaching": 2, "broad reaching": 4, "running": 3},
}


@pytest.mark.parametrize(
    ("heading", "wind", "expected"),
    [
        ("N", "NW", "beating"),
        ("N", "N", "taken aback"),  # T16
        ("SE", "NW", "running"),  # T17
        ("E", "NW", "broad reaching"),  # T18
        ("W", "NW", "beating"),  # T19
        ("E", "N", "beam reaching"),  # T20
        ("SW", "NW", "beam reaching"),
        ("S", "W", "beam reaching"),
        ("S", "NE", "broad reaching"),
    ],
)
def test_point_of_sail_5_22(heading: str, wind: str, expected: str) -> None:
    """[5.22] T16-T20: the angle between bow and wind source sets the point of sail."""
    got = point_of_sail(heading=heading, wind=wind)
    assert got == expected and isinstance(got, str)
    assert got.cases == ("5.22",) and got.readings == ()


def test_five_points_of_sail_by_angle_5_22() -> None:
    """[5.22] 0/45/90/135/180 degrees: taken aback, beating, beam, broad, running, the same on either side."""
    for h in Direction:
        for w in Direction:
            k = min(h.eighths_to(w), 8 - h.eighths_to(w))
            assert point_of_sail(h, w) == ("taken aback", *POS[:2], POS[2], POS[3])[k]


def test_wind_side() -> None:
    assert wind_side(Direction.N, Direction.NE) == "starboard"
    assert wind_side(Direction.N, Direction.W) == "port"
    assert wind_side(Direction.N, Direction.S) == "astern"
    assert wind_side(Direction.N, Direction.N) == "ahead"


@pytest.mark.parametrize(("sv", "ma"), [("A", 6), ("B", 5), ("C", 4)])
def test_broad_reach_allowances_printed_5_22(sv: str, ma: int) -> None:
    """[5.22] A1-A3 / T10-T12 (and A4 / T13, Felicite A broad reaching 6 [7.1]): broad reaching A 6, B 5, C 4."""
    got = movement_allowance(sv, heading="SE", wind="N")
    assert got == ma and got.readings == ()  # printed: no reading consulted


def test_weather_gauge_example_allowances_7_2() -> None:
    """[7.2] A5 / T14-T15: Guerriere (A) beam reaching 4, Constitution (A) beating 3."""
    assert movement_allowance("A", heading="E", wind="N") == 4
    assert movement_allowance("A", heading="NE", wind="N") == 3


@pytest.mark.parametrize("reading", ["minus_one", "proportional"])
@pytest.mark.parametrize("sv", ["A", "B", "C"])
@pytest.mark.parametrize("pos", POS)
def test_ma_table_every_grade_and_point_of_sail_5_22(reading: str, sv: str, pos: str) -> None:
    """[5.22] both ma_table readings, every grade and point of sail; only lost cells list the reading."""
    table = MINUS_ONE if reading == "minus_one" else PROPORTIONAL
    got = movement_allowance(sv, HEADING_FOR[pos], "N", readings={"ma_table": reading})
    assert got == table[sv][pos]
    lost = sv != "A" and pos != "broad reaching"
    assert got.readings == ((("ma_table", reading),) if lost else ())
    assert got.cases == ("5.22",)


def test_default_ma_table_is_minus_one_5_22() -> None:
    assert movement_allowance("C", heading="NE", wind="N") == 1


def test_taken_aback_has_no_allowance_6_1() -> None:
    """[5.22, 6.1] T16: facing into the wind, no command and no allowance."""
    got = movement_allowance("A", heading="N", wind="N")
    assert got == 0 and "6.1" in got.cases


@pytest.mark.parametrize(("pos", "ma"), [("beating", 4), ("beam reaching", 5), ("running", 6), ("broad reaching", 6)])
def test_studding_sails_shift_13_33(pos: str, ma: int) -> None:
    """[13.33] B9 / T122: studding sails rate beating as beam, beam as running, running as broad, broad unchanged."""
    got = movement_allowance("A", HEADING_FOR[pos], "N", studding=True)
    assert got == ma and "13.33" in got.cases


def test_studding_on_b_beating_uses_the_beam_cell_13_33() -> None:
    got = movement_allowance("B", "NE", "N", studding=True, readings={"ma_table": "minus_one"})
    assert got == 3 and got.readings == (("ma_table", "minus_one"),)


@pytest.mark.parametrize(("hits", "ma"), [(0, 6), (1, 6), (2, 4), (3, 4), (4, 3), (7, 3)])
def test_rigging_caps_10_2(hits: int, ma: int) -> None:
    """[10.2] T87 / B10: 2+ rigging hits cap the allowance at 4, 4+ at 3."""
    got = movement_allowance("A", "SE", "N", rigging_hits=hits)
    assert got == ma
    assert ("10.2" in got.cases) == (hits >= 2)


def test_cap_above_the_allowance_changes_nothing_10_2() -> None:
    got = movement_allowance("A", "NE", "N", rigging_hits=2)
    assert got == 3 and "10.2" in got.cases


@pytest.mark.parametrize(("sv", "masts", "ma"), [("A", 1, 4), ("B", 1, 4), ("C", 1, 3), ("A", 2, 3), ("C", 2, 3)])
def test_mast_caps_10_31(sv: str, masts: int, ma: int) -> None:
    """[10.31] T92-T93: one mast lost caps A/B at 4 and C at 3; two masts cap every grade at 3."""
    got = movement_allowance(sv, "SE", "N", masts_lost=masts)
    assert got == ma and "10.31" in got.cases


@pytest.mark.parametrize(("masts", "rigging"), [(3, 0), (4, 0), (1, 2), (2, 3)])
def test_dead_in_the_water_10_41(masts: int, rigging: int) -> None:
    """[10.31, 10.41] T94-T95: three masts, or a mast with 2+ rigging hits, leaves no allowance."""
    got = movement_allowance("A", "SE", "N", masts_lost=masts, rigging_hits=rigging)
    assert got == 0 and "10.41" in got.cases


def test_caps_apply_after_studding_13_33_10_2() -> None:
    """[13.33, 10.2] studding lifts running to 6, the rigging cap then brings it to 4."""
    assert movement_allowance("A", "S", "N", studding=True, rigging_hits=2) == 4


def test_ruling_explains_each_step() -> None:
    got = movement_allowance("B", "E", "N", rigging_hits=2, readings={"ma_table": "proportional"})
    text = str(got.ruling)
    assert (
        "[5.22]" in text
        and "beam reaching" in text
        and "[10.2]" in text
        and said("ma_table", "proportional").lower() in text.lower()
    )
    assert got.ruling.value == 3 and "<table" in got.ruling._repr_html_()


@pytest.mark.parametrize("bad", ["D", "", "AB", 1, None])
def test_bad_sailing_value_lists_a_b_c_5_21(bad: object) -> None:
    with pytest.raises(UnknownChoiceError) as err:
        movement_allowance(bad, "N", "E")  # type: ignore[arg-type]
    msg = str(err.value)
    assert repr(bad) in msg and "'A', 'B', 'C'" in msg


def test_bad_direction_is_named() -> None:
    with pytest.raises(UnknownChoiceError, match="'NNW'.*'N', 'NE'"):
        movement_allowance("A", "NNW", "E")
    with pytest.raises(UnknownChoiceError, match="'up'"):
        point_of_sail("N", "up")


@pytest.mark.parametrize("bad", [-1, 1.5, "2", True])
def test_bad_damage_counts_are_named(bad: object) -> None:
    with pytest.raises(InvalidInputError) as err:
        movement_allowance("A", "SE", "N", rigging_hits=bad)  # type: ignore[arg-type]
    assert repr(bad) in str(err.value) and "whole number 0 or more" in str(err.value)
    with pytest.raises(InvalidInputError, match="masts lost"):
        movement_allowance("A", "SE", "N", masts_lost=bad)  # type: ignore[arg-type]


def test_bad_readings_are_refused_with_the_choices() -> None:
    with pytest.raises(UnknownChoiceError) as err:
        movement_allowance("B", "E", "N", readings={"ma_table": "guess"})
    assert "'guess'" in str(err.value) and "'minus_one'" in str(err.value) and "'proportional'" in str(err.value)
    with pytest.raises(UnknownChoiceError) as err:
        point_of_sail("N", "E", readings={"no_such_reading": "x"})
    assert "'no_such_reading'" in str(err.value) and "'ma_table'" in str(err.value)
