"""Range Points [9.31a] and the longest reach of long guns and carronades [9.31a, 9.38]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_sail.fire.ranges import CARRONADE_RANGE, MAX_RANGE, max_range, range_points


@pytest.mark.parametrize(("target", "rp"), [("0707", 6), ("0706", 5), ("0705", 4), ("0805", 6)])
def test_range_example_9_31a(target: str, rp: int) -> None:
    """[9.31a] A10 / T57: from A 0505, B 0707 is 6, C 0706 is 5, D 0705 is 4 (and (3,0) is 6)."""
    got = range_points("0505", target)
    assert got == rp and isinstance(got, int)
    assert got.cases == ("9.31a",) and got.readings == ()
    assert got.ruling.value == rp


@pytest.mark.parametrize(
    ("offset", "rp"),
    [((1, 0), 2), ((1, 1), 3), ((2, 0), 4), ((2, 1), 5), ((2, 2), 6), ((3, 0), 6), ((3, 3), 9), ((4, 1), 9)],
)
def test_range_counted_like_movement_9_31a(offset: tuple[int, int], rp: int) -> None:
    """[9.31a, 7.53] T58: 2 per side crossed, 3 per corner, along the cheapest path; every orientation."""
    dx, dy = offset
    for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        for a, b in ((dx, dy), (dy, dx)):
            target = f"{10 + sx * a:02d}{10 + sy * b:02d}"
            assert range_points("1010", target) == rp


def test_long_ranges_9_31a() -> None:
    """[9.31a] T59: offset (7,7) is 21 Range Points (beyond the 20 maximum), (10,0) exactly 20."""
    assert range_points("0101", "0808") == 21 > MAX_RANGE
    assert range_points("0101", "1101") == 20 == MAX_RANGE


def test_maximum_ranges_9_31a_9_38() -> None:
    """[9.31a, 9.38] T56: long guns reach 20 Range Points, carronades 8."""
    assert (max_range(False), max_range(True)) == (20, 8) == (MAX_RANGE, CARRONADE_RANGE)


def test_same_square_is_range_zero() -> None:
    assert range_points("0505", "0505") == 0


def test_ruling_explains_the_path() -> None:
    text = str(range_points("0505", "0707").ruling)
    assert "[9.31a]" in text and "2 corners at 3" in text and "0 sides at 2" in text


def test_bad_squares_are_named() -> None:
    with pytest.raises(InvalidInputError) as err:
        range_points("0505", "3121")
    assert "'3121'" in str(err.value) and "column 01-30" in str(err.value)


def test_bad_readings_are_refused() -> None:
    with pytest.raises(UnknownChoiceError, match="'range_path'"):
        range_points("0505", "0707", readings={"range_path": "movement"})
