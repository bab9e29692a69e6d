"""An exact number written in its shortest exact form: the writer beside :func:`sailkit.numbers.exact`, the reader.

Inches and degrees on an open table are exact fractions (``15/2``), read from action text and written back into
records; so that a record reads as it was typed and round-trips, a value is written as the shortest decimal that is
exactly it (``7.5``), else as a fraction (``1/3``). Rule-free: any rule set whose actions carry exact measures.
"""

from __future__ import annotations

from fractions import Fraction


def format_exact(value: Fraction) -> str:
    """The shortest exact text of ``value``: ``7.5``, ``-30``, or ``1/3`` when no short decimal is exact."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    d = value.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d == 1:
        text = f"{float(value):.6f}".rstrip("0").rstrip(".")
        if Fraction(text) == value:
            return text
    return f"{value.numerator}/{value.denominator}"


__all__ = ["format_exact"]
