"""What every set-up of a game on the kit writes into a record's headers and reads back: the scenario's name, the two
sides' labels, how many turns it lasts and the readings it is played under.

A rule set's ``Setup`` keeps its own fields (its position, its table, its sequence) and hands the common ones to
these functions, so every rule set checks, writes and reads them the same way::

    check_setup(name, sides, turns, [(ship.name, ship.side) for ship in ships])
    write_headers(name, sides, ("Turns", "12"), ("Position", text), readings=readings)
    common = read_headers(headers, book=READINGS, turns=12, what="Fighting Ships headers")

The headers come out in the order given (``Scenario`` and ``Sides`` first, ``Readings`` last and only when a
reading differs from its default), so records stay byte for byte what they were.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .errors import HeaderError, InvalidInputError, reading_header
from .numbers import whole
from .readings import ReadingBook, Readings, parse_readings_header, readings_header

#: A scenario's name: 1 to 60 letters, digits, spaces, hyphens or apostrophes.
NAME = re.compile(r"[\w' -]{1,60}")
#: A side's label: a capital, then up to nine letters or digits (``GB``, ``FR``, ``USA``).
LABEL = re.compile(r"[A-Z][A-Za-z0-9]{0,9}")
#: The most turns a set-up may last.
MOST_TURNS = 999


def check_setup(name: object, sides: Sequence[str], turns: object, ships: Iterable[tuple[str, int]]) -> None:
    """Refuse a set-up whose name, sides, turns or fleets are not what a game can start from: ``ships`` are each
    ship's name and side (1 or 2), and both sides need at least one."""
    if not isinstance(name, str) or not NAME.fullmatch(name):
        raise InvalidInputError("scenario name", name, "1 to 60 letters, digits, spaces, - or '")
    if len(sides) != 2 or sides[0] == sides[1] or not all(isinstance(s, str) and LABEL.fullmatch(s) for s in sides):
        raise InvalidInputError("sides", sides, "two different labels such as ('GB', 'FR')")
    if isinstance(turns, bool) or not isinstance(turns, int) or not 1 <= turns <= MOST_TURNS:
        raise InvalidInputError("turns", turns, f"a whole number of turns from 1 to {MOST_TURNS}")
    placed = list(ships)
    for side in (1, 2):
        if not any(s == side for _, s in placed):
            raise InvalidInputError("ships", [n for n, _ in placed], f"ships of both sides (none of side {side})")


def check_names(names: Sequence[str]) -> None:
    """Refuse a position where two ships share a name (every action and ruling names its ship)."""
    if len(set(names)) != len(names):
        raise InvalidInputError("ship names", list(names), "a different name for every ship")


def write_headers(name: str, sides: Sequence[str], *fields: tuple[str, str], readings: Readings) -> dict[str, str]:
    """A set-up's record headers: ``Scenario`` and ``Sides``, the rule set's own ``fields`` in order (one with an
    empty value is left out), then ``Readings`` when any reading differs from its default."""
    out = {"Scenario": name, "Sides": " ".join(sides)}
    out |= {key: value for key, value in fields if value}
    if readings.non_default():
        out["Readings"] = readings_header(readings)
    return out


@dataclass(frozen=True)
class Common:
    """The headers every set-up shares, read: its name, its two sides' labels, its turns and its readings."""

    name: str
    sides: tuple[str, str]
    turns: int
    readings: Readings


def read_headers(headers: Mapping[str, str], *, book: ReadingBook, turns: int, what: str) -> Common:
    """The common headers of a record (each fault a :class:`~sailkit.errors.HeaderError` naming its header): a
    ``Position`` header must be there; ``Sides`` defaults to ``GB FR``, ``Turns`` to ``turns``, ``Readings`` to
    every default of ``book``, and ``Scenario`` to ``custom``."""
    if "Position" not in headers:
        raise HeaderError("Position", sorted(headers), "a Position header", what=what)
    with reading_header("Sides"):
        labels = headers.get("Sides", "GB FR").split()
        if len(labels) != 2:
            raise InvalidInputError("sides", headers["Sides"], "two labels, e.g. 'GB FR'")
    with reading_header("Turns"):
        last = whole(headers.get("Turns", str(turns)), "turns", 1, MOST_TURNS)
    with reading_header("Readings"):
        readings = book.resolve(parse_readings_header(headers.get("Readings", "")))
    return Common(headers.get("Scenario", "custom"), (labels[0], labels[1]), last, readings)


__all__ = ["LABEL", "MOST_TURNS", "NAME", "Common", "check_names", "check_setup", "read_headers", "write_headers"]
