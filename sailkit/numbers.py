"""The one reader of numbers typed by people, for every grammar: actions, record headers, positions, places.

A number is written in the ASCII digits 0-9 and nothing else. Python's ``int()`` and ``float()`` also read other
scripts' digits (``int("٣") == 3``, full-width ``３``) and ``str.isdigit()`` passes a superscript ``²`` that
``int()`` then refuses with a bare ``ValueError``; and ``int()`` of a few thousand digits fails the same bare way.
Every reader here checks the text first, ASCII digits only and a bounded length, then the range, and refuses
anything else with an :class:`~sailkit.errors.InvalidInputError` that names the value and what was expected: a
user's typo never reaches ``int()``, and a record read on one machine reads the same everywhere.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction

from .errors import InvalidInputError

#: Most digits a number typed by a person may have: enough for any die, square, count or inch, far below the
#: size at which Python refuses to turn text into a number.
MAX_DIGITS = 9

_D = f"[0-9]{{1,{MAX_DIGITS}}}"  # a run of ASCII digits, bounded
_WHOLE = re.compile(rf"[-+]?{_D}")
_EXACT = re.compile(rf"[-+]?(?:{_D}(?:\.{_D})?|\.{_D}|{_D}/{_D})")
_REAL = re.compile(r"[+-]?(?:[0-9]{1,7}(?:\.[0-9]{0,20})?|\.[0-9]{1,20})(?:[eE][+-]?[0-9]{1,3})?")


def _between(low: float | None, high: float | None) -> str:
    """`` from 1 to 6``, `` of 0 or more``, `` of 99 or less``, or nothing for no bounds (each with its space)."""
    if low is not None and high is not None:
        return f" from {low:g} to {high:g}"
    if low is not None:
        return f" of {low:g} or more"
    if high is not None:
        return f" of {high:g} or less"
    return ""


def _checked(
    value: Fraction | int | float, text: str, what: str, low: float | None, high: float | None, kind: str
) -> None:
    if (low is not None and value < low) or (high is not None and value > high):
        raise InvalidInputError(what, text, f"{kind}{_between(low, high)}, in the digits 0-9")


def is_whole(text: str, *, signed: bool = False) -> bool:
    """Whether ``text`` is a whole number in ASCII digits, of at most :data:`MAX_DIGITS` digits (a sign only when
    ``signed``): what :func:`whole` reads."""
    return isinstance(text, str) and _WHOLE.fullmatch(text) is not None and (signed or text[0] not in "+-")


def whole(text: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """The whole number ``text`` writes, between ``low`` and ``high`` (each end included when given), else an error
    naming ``what``: ``whole("12", "turn", 1, 99) == 12``; ``whole("١٢", ...)`` and ``whole("1²", ...)`` are refused."""
    t = text.strip() if isinstance(text, str) else text
    if not is_whole(t, signed=low is None or low < 0):
        raise InvalidInputError(what, text, f"a whole number{_between(low, high)}, in the digits 0-9")
    value = int(t)
    _checked(value, text, what, low, high, "a whole number")
    return value


def exact(text: str, what: str, low: float | None = None, high: float | None = None) -> Fraction:
    """The exact number ``text`` writes (``"7.5"``, ``"-30"``, ``"15/2"``), between ``low`` and ``high``."""
    t = text.strip() if isinstance(text, str) else text
    if not isinstance(t, str) or _EXACT.fullmatch(t) is None or re.search(r"/0+$", t):
        raise InvalidInputError(what, text, f"an exact number such as 7.5, -30 or 15/2{_between(low, high)}")
    value = Fraction(t)
    _checked(value, text, what, low, high, "a number")
    return value


def real(text: str, what: str, expected: str, *, limit: float) -> float:
    """A decimal number (``"12"``, ``"30.5"``, ``"1e2"``) no larger than ``limit`` in size: inches on a table.

    Digit counts are bounded by the pattern before conversion; infinities, NaN and numbers beyond ``limit`` are
    refused, naming ``what`` and ``expected``.
    """
    t = text.strip() if isinstance(text, str) else None
    if t is None or not _REAL.fullmatch(t):
        raise InvalidInputError(what, text, expected)
    value = float(t)
    if not abs(value) <= limit:
        raise InvalidInputError(what, text, expected)
    return value + 0.0


def whole_reader(low: int | None, high: int | None, what: str) -> Callable[[str], int]:
    """A reader for one argument of an action's grammar: a whole number from ``low`` to ``high`` (:func:`whole`)."""

    def read(text: str) -> int:
        return whole(text, what, low, high)

    return read


def die(text: str, faces: int = 6, what: str = "die result") -> int:
    """A die's face as typed at the table: ``die("4") == 4``; a face the die does not have is refused."""
    return whole(text, what, 1, faces)


__all__ = ["MAX_DIGITS", "die", "exact", "is_whole", "real", "whole", "whole_reader"]
