"""The rulings desk knows no grid: a board names its places (squares or hexes) and the desk follows, no rule set
needed. A toy hex board, written here, drives the desk's controls."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sailkit.desk import RulingsDesk
from sailkit.errors import InvalidInputError
from sailkit.questions import Param, Question, ask
from sailkit.readings import Option, Reading, ReadingBook
from sailkit.rulings import Ruling, Step

BOOK = ReadingBook(
    "toy", (Reading("count", "How are hexes counted?", ("1",), (Option("steps", "steps"),), "steps", ""),)
)


def _where(position: Mapping[str, str], a: str, b: str) -> Ruling:
    """A toy question: the two ships' hexes, joined."""
    return Ruling(f"where are {a} and {b}?", f"{position[a]} and {position[b]}", (Step("1", "looked"),))


class ToyHexBoard:
    """Ships on named hexes (``A1`` ... ``C3``); a position is ``{ship: "B2/3"}`` written ``HEX Alpha B2/3, ...``."""

    key = "toy"
    title = "Toy hexes"
    example = "HEX Alpha A1/1, Bravo C3/4"
    questions: Mapping[str, Question] = {
        "where": Question("where", "where two ships are", (Param("ship", "ship"), Param("other", "ship")), "1", _where)
    }
    columns: Sequence[str] = ("A", "B", "C")
    rows: Sequence[str] = ("1", "2", "3")
    place_words: Sequence[str] = ("column", "row")
    headings: Sequence[str] = ("1", "2", "3", "4", "5", "6")
    record_suffix = ".toy"
    cell = "hex"

    def claims(self, text: str) -> bool:
        return text.startswith("HEX ")

    def parse(self, text: str) -> dict[str, str]:
        if not self.claims(text):
            raise InvalidInputError("position", text, "HEX NAME PLACE/HEADING, ...")
        return dict(part.split() for part in text[4:].split(", "))

    def format(self, position: Mapping[str, str]) -> str:
        return "HEX " + ", ".join(f"{k} {v}" for k, v in position.items())

    def ships(self, position: Mapping[str, str]) -> tuple[str, ...]:
        return tuple(position)

    def counters(self) -> tuple[str, ...]:
        return ("Charlie",)

    def choices(self, position: Mapping[str, str], kind: str) -> tuple[str, ...]:
        return tuple(position) if kind == "ship" else ()

    def spot(self, column: str, row: str) -> str:
        return f"{column}{row}"

    def place(self, position: Mapping[str, str], ship: str, square: str, heading: str) -> dict[str, str]:
        return {**position, ship: f"{square}/{heading}"}

    def remove(self, position: Mapping[str, str], ship: str) -> dict[str, str]:
        return {k: v for k, v in position.items() if k != ship}

    def where(self, position: Mapping[str, str], ship: str) -> tuple[str, str, str]:
        place, heading = position[ship].split("/")
        return place[0], place[1:], heading

    def readings(self, position: Any) -> Any:
        return BOOK.defaults()

    def reading_book(self) -> Any:
        return BOOK

    def with_reading(self, position: Any, key: str, option: str) -> Any:
        return position

    def position_of(self, state: Any) -> Any:
        return state

    def figure(self, position: Any) -> Any:
        return None


def test_the_desk_names_places_as_its_board_does() -> None:
    """A board with ``cell = "hex"`` gets a desk that speaks of hexes; column and row name the place (``B2``)."""
    board = ToyHexBoard()
    desk = RulingsDesk(board, question="where Alpha Bravo", draw=False)  # type: ignore[arg-type]
    assert desk.cell == "hex" and desk.place_button.tooltip == "put the ship on that hex"
    assert desk.ruling is not None and desk.ruling.verdict == "A1/1 and C3/4"
    desk.ship.value = "Bravo"
    assert (desk.column.value, desk.row.value, desk.heading.value) == ("C", "3", "4")
    desk.column.value, desk.row.value, desk.heading.value = "B", "2", "6"
    desk.place_ship()
    assert desk.position == {"Alpha": "A1/1", "Bravo": "B2/6"} and desk.ruling.verdict == "A1/1 and B2/6"
    assert ask(board, desk.position, "where Bravo Alpha").verdict == "B2/6 and A1/1"  # type: ignore[arg-type]


def test_a_board_without_a_cell_word_is_squares() -> None:
    class Squares(ToyHexBoard):
        cell = "square"

    assert RulingsDesk(Squares(), draw=False).place_button.tooltip == "put the ship on that square"  # type: ignore[arg-type]


def test_a_new_position_without_the_picked_ship_picks_another() -> None:
    """Replacing the position with one that lacks the picked ship leaves the ship picker on a ship it has."""
    desk = RulingsDesk(ToyHexBoard(), draw=False)  # type: ignore[arg-type]
    desk.ship.value = "Bravo"
    desk.notation.value = "HEX Delta A2/1, Echo B3/2"
    assert desk.ship.value == "Delta"
