"""Exact fire odds over the 36 two-dice rolls [9.34, 10.3]."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.dice import D66
from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.fire.odds import FireOdds, fire_odds, odds_for_value
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def shannon_example() -> Position:
    """A12 geometry: Shannon 6 RP from Constitution, port broadside bearing, in its stern blind area."""
    return Position(
        Direction.N,
        (
            ShipState(counter("Shannon"), "BR", square("1013"), Direction.E),
            ShipState(counter("Constitution"), "US", square("1010"), Direction.N),
        ),
    )


@pytest.mark.parametrize("fv", [-30, 0, 10, 11, 33, 40, 65, 66, 100, 146, 147, 300])
def test_chances_add_up_to_one(fv: int) -> None:
    """[9.34] 0, 1, 2 and 3 hits cover every roll; the critical kinds add up to the critical chance [10.3]."""
    o = odds_for_value(fv)
    assert sum(o.hits.values()) == 1
    assert sum(o.criticals.values()) == o.critical


def test_fire_value_65_by_hand_a13() -> None:
    """[9.34] FV 65: every roll but 66 scores; rolls 11-24 (10 of them) have margin 41+."""
    o = odds_for_value(65)
    assert o.hit == Fraction(sum(1 for r in D66 if r <= 65), 36) == Fraction(35, 36)
    assert o.hits[2] == Fraction(10, 36)
    assert o.hits[3] == 0
    assert o.hits[1] == Fraction(25, 36)
    assert o.critical == Fraction(5, 36)  # 11, 22, 33, 44, 55
    assert o.expected_hits == Fraction(25 + 20, 36)
    assert o.at_least(2) == Fraction(10, 36)


def test_fire_value_40_hits_half_the_time() -> None:
    """[9.34] rolls 11-16, 21-26, 31-36 are the 18 results not above 40."""
    o = odds_for_value(40)
    assert o.hit == Fraction(1, 2)
    assert o.critical == Fraction(3, 36)


@pytest.mark.parametrize("fv", [66, 80, 120])
def test_every_double_is_critical_from_66_up_t82(fv: int) -> None:
    """[9.34] from 66 every double scores, so a critical comes on 6 of 36 rolls."""
    o = odds_for_value(fv)
    assert o.critical == Fraction(6, 36)
    assert o.criticals == {"wheel": Fraction(1, 12), "mast": Fraction(5, 72), "fire": Fraction(1, 72)}


def test_no_hits_below_11_t81() -> None:
    """[9.34] T81: a Fire Value of 10 or less can never hit."""
    o = odds_for_value(10)
    assert o.hits[0] == 1 and o.critical == 0 and o.expected_hits == 0


def test_three_hits_certain_from_147() -> None:
    """[9.34] 147 - 66 = 81: every roll gives three hits."""
    assert odds_for_value(147).hits[3] == 1
    assert odds_for_value(146).hits[3] == Fraction(35, 36)


@given(st.integers(min_value=-50, max_value=200))
def test_raising_the_fire_value_never_lowers_expected_hits(fv: int) -> None:
    """[9.34] expected hits are monotone in the final Fire Value."""
    assert odds_for_value(fv + 1).expected_hits >= odds_for_value(fv).expected_hits
    assert odds_for_value(fv + 1).critical >= odds_for_value(fv).critical


def test_bad_fire_value_is_refused() -> None:
    """[9.33] the value must be a whole number."""
    with pytest.raises(InvalidInputError):
        odds_for_value(6.5)  # type: ignore[arg-type]


def test_odds_of_the_shannon_example_from_a_position_a12() -> None:
    """[9.33, 9.34] position.fire_odds uses the computed Fire Value 65 and keeps its ruling."""
    p = shannon_example()
    o = fire_odds(p, "Shannon", "Constitution")
    assert isinstance(o, FireOdds) and o
    assert o.fire_value == 65 and o.hit == Fraction(35, 36)
    assert o.ruling is not None and "9.33f" in o.ruling.cases
    assert o == fire_odds(p, "Shannon", "Constitution", "hull")


def test_refused_fire_has_no_chance_and_says_why() -> None:
    """[9.31b] Constitution's guns cannot bear on a ship in its stern blind area: falsy odds, certain miss."""
    o = fire_odds(shannon_example(), "Constitution", "Shannon")
    assert not o
    assert o.fire_value is None and o.hits[0] == 1 and o.critical == 0
    assert o.ruling is not None and o.ruling.case == "9.31b"
    assert "refused" in str(o) and "9.31b" in str(o)


def test_text_and_html_show_exact_fractions() -> None:
    """[9.34] a plain-text table and an HTML table for notebooks, with exact fractions."""
    o = odds_for_value(65)
    text, page = str(o), o._repr_html_()
    assert "35/36" not in text  # the table lists each number of hits, not "at least one"
    assert "25/36" in text and "5/18" in text and "Fire Value 65" in text
    assert "<table>" in page and "25/36" in page and "fire critical" in page
