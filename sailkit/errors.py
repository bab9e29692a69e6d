"""Error classes by kind, shared by every rule set.

Two kinds, as in python-chess: input that cannot be read at all (a square that does
not exist, a direction misspelled) is an :class:`InvalidInputError`; a well-formed
request that the rules forbid is an :class:`IllegalActionError`, which names the case
it breaks. Both are :class:`ValueError` subclasses so ``except ValueError`` catches a
user's typo. Messages are lower-case, quote the bad input with ``repr`` and say what
was expected.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager


class SailkitError(Exception):
    """Base of every error sailkit raises on purpose."""


#: Longest ``repr`` of a bad value quoted in full in a message; longer ones are cut, their length given.
SHOWN = 80


def shown(value: object) -> str:
    """``repr(value)`` for a message, cut short when long; a number too long for ``repr`` is described."""
    try:
        text = repr(value)
    except ValueError:  # an int beyond Python's int-to-text limit
        return f"<a number of {value.bit_length() if isinstance(value, int) else '?'} bits>"
    if len(text) <= SHOWN:
        return text
    return f"{text[: SHOWN - 20]}... ({len(text)} characters)"


class InvalidInputError(SailkitError, ValueError):
    """A value that cannot be read: names the value and what is allowed.

    The whole value stays in ``value``; the message quotes it with ``repr``, cut
    short when it is long (a pasted file, a number of a thousand digits).
    """

    #: The record header the value was read from, when it was one (``""`` otherwise), and that header's line in
    #: the record's text when known: see :func:`reading_header`.
    header: str = ""
    line: int | None = None

    def __init__(self, what: str, value: object, expected: str) -> None:
        self.what = what
        self.value = value
        self.expected = expected
        super().__init__(f"invalid {what}: {shown(value)} (expected {expected})")


class UnknownChoiceError(InvalidInputError):
    """A string option outside a fixed set (a direction, a Sailing Value, a reading)."""

    def __init__(self, what: str, value: object, allowed: Iterable[str]) -> None:
        self.allowed = tuple(allowed)
        super().__init__(what, value, "one of " + ", ".join(repr(a) for a in self.allowed))


class HeaderError(InvalidInputError):
    """A record's header that cannot be read (a ``Wind`` velocity in other digits) or that the game it records
    does not bear out (a ``Result`` the main line never reaches): ``header`` names it, so a validator reports the
    problem at that header's line (``line``, filled in by whoever knows it: ``None`` until then)."""

    def __init__(self, header: str, value: object, expected: str, *, what: str = "") -> None:
        self.header = header
        super().__init__(what or f"{header} header", value, expected)


@contextmanager
def reading_header(header: str) -> Iterator[None]:
    """Read the record header ``header`` inside this block: an :class:`InvalidInputError` raised there becomes a
    :class:`HeaderError` naming it (``invalid wind velocity in the Wind header: '²' ...``), so a validator can
    give the line of the fault; an error of a narrower kind (an :class:`UnknownChoiceError`) keeps its kind and is
    marked with the header (:attr:`InvalidInputError.header`)."""
    try:
        yield
    except InvalidInputError as err:
        if err.header:
            raise
        if type(err) is not InvalidInputError:
            err.header = header
            raise
        what = err.what if header in err.what else f"{err.what} in the {header} header"
        raise HeaderError(header, err.value, err.expected, what=what) from err


class IllegalActionError(SailkitError, ValueError):
    """A request the rules forbid; ``case`` is the case number that forbids it."""

    def __init__(self, message: str, case: str) -> None:
        self.case = case
        super().__init__(f"{message} [{case}]")
