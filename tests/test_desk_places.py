"""The rulings desk serves any board: places named by a column and a row of the board's own words (no rule set).

A toy board on an open table (places ``x,y``, pickers in inches) drives the kit's desk
through its widgets, as a club would: the desk composes the place with the board's
``spot`` and labels its pickers with the board's ``place_words``, never assuming squares.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from sailkit.desk import RulingsDesk
from sailkit.errors import InvalidInputError
from sailkit.questions import Param, Question, ask
from sailkit.rulings import Ruling, Step


@dataclass(frozen=True)
class Spot:
    name: str
    x: float
    y: float
    heading: float


@dataclass(frozen=True)
class Pond:
    """A toy position: boats at points of a pond, written ``POND | name x,y@h | ...``."""

    boats: tuple[Spot, ...]


def _far(pond: Pond, a: str, b: str) -> Ruling:
    p, q = (next(s for s in pond.boats if s.name == n) for n in (a, b))
    inches = ((p.x - q.x) ** 2 + (p.y - q.y) ** 2) ** 0.5
    return Ruling(f"distance from {a} to {b}", inches, (Step("R1", f"{inches:g} inches"),), value=inches)


class PondBoard:
    key = "pond"
    title = "Pond"
    example = "POND | Duck 1,2@0 | Swan 4,6@90"
    questions: Mapping[str, Question] = {
        "far": Question("far", "how far apart", (Param("boat", "boat"), Param("other", "boat")), "R1", _far)
    }
    columns: Sequence[str] = tuple(str(x) for x in range(0, 11))
    rows: Sequence[str] = tuple(str(y) for y in range(0, 11))
    place_words: Sequence[str] = ("x inches", "y inches")
    headings: Sequence[str] = ("0", "90", "180", "270")
    record_suffix = ".pond"

    def claims(self, text: str) -> bool:
        return text.startswith("POND")

    def parse(self, text: str) -> Pond:
        head, *fields = [f.strip() for f in text.split("|")]
        if head != "POND":
            raise InvalidInputError("pond", text, "'POND | name x,y@heading | ...'")
        boats = []
        for f in fields:
            try:
                name, where = f.split()
                xy, h = where.split("@")
                x, y = xy.split(",")
                boats.append(Spot(name, float(x), float(y), float(h)))
            except ValueError:
                raise InvalidInputError("boat", f, "'name x,y@heading'") from None
        return Pond(tuple(boats))

    def format(self, pond: Pond) -> str:
        return " | ".join(["POND", *(f"{b.name} {b.x:g},{b.y:g}@{b.heading:g}" for b in pond.boats)])

    def ships(self, pond: Pond) -> tuple[str, ...]:
        return tuple(b.name for b in pond.boats)

    def counters(self) -> tuple[str, ...]:
        return ()

    def choices(self, pond: Pond, kind: str) -> tuple[str, ...]:
        return self.ships(pond) if kind == "boat" else ()

    def spot(self, column: str, row: str) -> str:
        return f"{column},{row}"

    def place(self, pond: Pond, ship: str, square: str, heading: str) -> Pond:
        x, sep, y = square.partition(",")
        if not sep:
            raise InvalidInputError("place", square, "'x,y' in inches")
        moved = Spot(ship, float(x), float(y), float(heading))
        return replace(pond, boats=tuple(moved if b.name == ship else b for b in pond.boats))

    def remove(self, pond: Pond, ship: str) -> Pond:
        return replace(pond, boats=tuple(b for b in pond.boats if b.name != ship))

    def where(self, pond: Pond, ship: str) -> tuple[str, str, str]:
        b = next(b for b in pond.boats if b.name == ship)
        return f"{b.x:g}", f"{b.y:g}", f"{b.heading:g}"

    def readings(self, pond: Pond) -> Any:
        return {}

    def reading_book(self) -> Any:
        return {}

    def with_reading(self, pond: Pond, key: str, option: str) -> Pond:
        raise InvalidInputError("reading", key, "no readings on a pond")

    def position_of(self, state: Any) -> Pond:
        return state

    def figure(self, pond: Pond) -> Any:
        return None


def test_the_desk_takes_a_board_object_and_names_its_pickers_in_the_boards_words() -> None:
    desk = RulingsDesk(PondBoard(), question="far Duck Swan", draw=False, records="/nonexistent")
    assert (desk.column.description, desk.row.description) == ("x inches", "y inches")
    assert desk.ruling is not None and desk.ruling.value == pytest.approx(5.0)


def test_placing_a_boat_composes_the_place_with_the_boards_spot() -> None:
    desk = RulingsDesk(PondBoard(), question="far Duck Swan", draw=False, records="/nonexistent")
    desk.ship.value = "Duck"
    assert (desk.column.value, desk.row.value, desk.heading.value) == ("1", "2", "0")  # picked from where it is
    desk.column.value, desk.row.value, desk.heading.value = "10", "6", "90"
    desk.place_ship()
    assert desk.notation.value == "POND | Duck 10,6@90 | Swan 4,6@90"  # "10,6", never the square name "106"
    assert desk.ruling is not None and desk.ruling.value == pytest.approx(6.0)


def test_a_typo_in_the_notation_is_a_message_and_the_pond_stays() -> None:
    desk = RulingsDesk(PondBoard(), question="far Duck Swan", draw=False, records="/nonexistent")
    desk.notation.value = "POND | Duck here"
    assert "the position was not changed" in desk.message.value and "Duck here" in desk.message.value
    assert desk.board.format(desk.position) == PondBoard.example


def test_ask_answers_on_any_board() -> None:
    pond = PondBoard()
    assert ask(pond, pond.parse(pond.example), "far Swan Duck").value == pytest.approx(5.0)
