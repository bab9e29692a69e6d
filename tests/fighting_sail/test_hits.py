"""The hit table [9.34] and the critical-hit table [10.3]: examples A13, B19, T51-T52, T76-T83, T88-T91."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.dice import D6, D66
from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_sail.fire.hits import (
    SecondDieNeeded,
    critical_dice_needed,
    critical_distribution,
    critical_kind,
    hit_result,
    hits_for_margin,
)

rolls = st.sampled_from(D66)
values = st.integers(min_value=-100, max_value=200)


def test_roll_reads_large_die_then_small_die_t51() -> None:
    """[9.0] T51: large die 4 and small die 6 read as 46."""
    r = hit_result(80, 46)
    assert (r.large, r.small, r.roll) == (4, 6, 46)
    assert r.margin == 34


@pytest.mark.parametrize("bad", [10, 17, 67, 70, 0, 5, 99, -11, True, "15", 15.0, None])
def test_rolls_outside_the_36_results_are_refused_t52(bad: object) -> None:
    """[9.0] T52: only 11-16, 21-26, ..., 61-66 can be rolled."""
    with pytest.raises(InvalidInputError, match="fire roll"):
        hit_result(65, bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [65.0, "65", None, True])
def test_fire_value_must_be_a_whole_number(bad: object) -> None:
    """[9.33] the final Fire Value is an integer."""
    with pytest.raises(InvalidInputError, match="fire value"):
        hit_result(bad, 15)  # type: ignore[arg-type]


def test_shannon_example_roll_15_gives_two_hull_hits_a13() -> None:
    """[9.34] A13/T85: final Fire Value 65, roll 15, margin 50: two hits, no critical."""
    r = hit_result(65, 15)
    assert r.hits == 2 and not r.critical and r.margin == 50
    assert "9.34" in r.ruling.cases
    assert r.ruling.value == 2


@pytest.mark.parametrize(
    ("fv", "roll", "hits", "critical"),
    [
        (65, 66, 0, False),  # T76 above the value: no effect
        (65, 65, 1, False),  # T77 margin 0 is a hit
        (65, 25, 1, False),  # T78 margin 40
        (65, 24, 2, False),  # T78 margin 41
        (95, 14, 3, False),  # T79 margin 81
        (91, 11, 2, True),  # T80 margin 80 and a double
        (60, 66, 0, False),  # T83 a double that misses: no critical
        (66, 66, 1, True),  # a double on the limit scores and is critical
    ],
)
def test_hit_bands_and_doubles_t76_t83(fv: int, roll: int, hits: int, critical: bool) -> None:
    """[9.34] B19: margin < 0 miss, 0-40 one, 41-80 two, 81+ three; scoring doubles are critical."""
    r = hit_result(fv, roll)
    assert (r.hits, r.critical) == (hits, critical)
    assert bool(r) == (hits > 0)


def test_fire_value_10_never_hits_t81() -> None:
    """[9.34] T81: the smallest roll is 11."""
    assert all(hit_result(10, roll).hits == 0 for roll in D66)


def test_fire_value_66_always_hits_t82() -> None:
    """[9.34] T82: no roll exceeds 66."""
    assert all(hit_result(66, roll).hits >= 1 for roll in D66)


@pytest.mark.parametrize(("margin", "hits"), [(-1, 0), (0, 1), (40, 1), (41, 2), (80, 2), (81, 3), (500, 3)])
def test_band_edges_b19(margin: int, hits: int) -> None:
    """[9.34] B19 band edges."""
    assert hits_for_margin(margin) == hits


@given(values, rolls)
def test_raising_the_fire_value_never_lowers_hits(fv: int, roll: int) -> None:
    """[9.34] the number of hits is monotone in the Fire Value for a fixed roll."""
    assert hit_result(fv + 1, roll).hits >= hit_result(fv, roll).hits


@given(values, rolls)
def test_critical_exactly_on_scoring_doubles(fv: int, roll: int) -> None:
    """[9.34, 10.3] a critical hit needs both a double and at least one hit."""
    r = hit_result(fv, roll)
    assert r.critical == (r.hits > 0 and roll // 10 == roll % 10)


@pytest.mark.parametrize(("first", "kind"), [(1, "wheel"), (2, "wheel"), (3, "wheel"), (4, "mast"), (5, "mast")])
def test_first_critical_die_t88_t89(first: int, kind: str) -> None:
    """[10.3] T88/T89: 1-3 wheel, 4-5 mast."""
    k = critical_kind(first)
    assert k == kind and "10.3" in k.cases


@pytest.mark.parametrize(
    ("second", "kind"), [(1, "mast"), (2, "mast"), (3, "mast"), (4, "fire"), (5, "fire"), (6, "fire")]
)
def test_six_then_second_die_t90(second: int, kind: str) -> None:
    """[10.3] T90: a 6 then 1-3 is a mast hit, 4-6 a fire hit."""
    assert critical_kind(6, second) == kind


def test_a_six_alone_asks_for_a_second_die() -> None:
    """[10.3] after a first 6 the kind is unknown until another die is rolled."""
    with pytest.raises(SecondDieNeeded, match="second d6"):
        critical_kind(6)
    assert issubclass(SecondDieNeeded, ValueError)
    assert critical_dice_needed(()) == 1
    assert critical_dice_needed((6,)) == 1
    assert critical_dice_needed((6, 2)) == 0
    assert critical_dice_needed((3,)) == 0


@pytest.mark.parametrize(("first", "second"), [(0, None), (7, None), (6, 0), (6, 7), (3, 4)])
def test_bad_critical_dice_are_refused(first: int, second: int | None) -> None:
    """[10.3] dice must be 1-6, and a second die only follows a 6."""
    with pytest.raises(InvalidInputError):
        critical_kind(first, second)


def test_critical_kind_probabilities_t91() -> None:
    """[10.3] T91: wheel 1/2, mast 5/12, fire 1/12, exactly."""
    d = critical_distribution()
    assert dict(d) == {"wheel": Fraction(1, 2), "mast": Fraction(5, 12), "fire": Fraction(1, 12)}
    # counted by hand over the 6 x 6 second-stage outcomes as a check
    counts = {"wheel": 0, "mast": 0, "fire": 0}
    for a in D6:
        for b in D6:
            counts[str(critical_kind(a) if a != 6 else critical_kind(a, b))] += 1
    assert counts == {"wheel": 18, "mast": 15, "fire": 3}
