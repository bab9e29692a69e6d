"""An exact number written in its shortest exact form (:func:`sailkit.exact_text.format_exact`), read back exactly
by the kit's number reader (:func:`sailkit.numbers.exact`)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from sailkit import numbers
from sailkit.exact_text import format_exact


def test_whole_values_decimals_and_fractions() -> None:
    assert [format_exact(Fraction(v)) for v in (-30, "15/2", "-1/8", "1/3", "0")] == [
        "-30",
        "7.5",
        "-0.125",
        "1/3",
        "0",
    ]


@given(st.fractions(min_value=-1000, max_value=1000, max_denominator=10_000))
def test_the_text_reads_back_as_the_same_value(value: Fraction) -> None:
    text = format_exact(value)
    assert numbers.exact(text, "value") == value
    if "/" in text:  # a fraction only when no decimal of six places is exact
        assert Fraction(f"{float(value):.6f}") != value
