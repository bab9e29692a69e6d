"""*Fighting Sail*'s side of the rulings desk: the questions a club asks, and the board they are asked on.

:data:`QUESTIONS` lists every question by the word it is typed with
(``fire Shannon Constitution``, ``gauge``, ``moves Shannon port``), each answered by
the function of this rule set that rules on it (``docs/api.md``) and returned as a
:class:`~sailkit.rulings.Ruling`: answers that come as odds (melee, unfouling) or as a
plain number (range, allowance) are turned into rulings here, their chances as
steps with the case that gives them. :data:`DESK` is the :class:`sailkit.questions.Board`
the kit's desk, the ``sailkit ruling`` command and record annotations use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from ...dice import Distribution, format_chance
from ...questions import Param, Question
from ...rulings import Ruling, Step
from .board import COLUMNS, ROWS, coordinate, name
from .commands import command_ruling
from .fire.combat import arc_between, can_fire, fire_value, sight_between
from .fire.odds import fire_odds
from .fire.ranges import range_points
from .gauge import weather_gauge
from .melee import boarding_value, may_unfoul, melee_odds, unfoul_odds
from .movement import allowance, moves
from .readings import READINGS
from .ships import counters
from .state import Position, ShipState
from .staying import may_back_sail, may_heave_to
from .striking import strike_ruling
from .victory import result
from .vocabulary import AIMS, COMMANDS, RULESET

SHIP, TARGET = Param("ship", "ship"), Param("target", "ship")
AIM = Param("aim", "aim", "hull")


def odds_steps(chances: Iterable[tuple[str, Fraction]], case: str) -> tuple[Step, ...]:
    """Each outcome with its exact chance, as steps citing ``case``."""
    return tuple(Step(case, f"{outcome.strip()}: {format_chance(p)}") for outcome, p in chances)


def _fire(position: Position, firer: str, target: str, aim: str) -> Ruling:
    return fire_value(position, firer, target, aim)


def _odds(position: Position, firer: str, target: str, aim: str) -> Ruling:
    """The Fire Value ruling with the chance of each result after it [9.34, 10.3]."""
    odds = fire_odds(position, firer, target, aim)
    base = odds.ruling if odds.ruling is not None else fire_value(position, firer, target, aim)
    if not odds:
        return base
    rows = odds.rows()
    steps = odds_steps(rows[:4], "9.34") + odds_steps(rows[4:], "10.3")
    return replace(base, question=f"odds of {base.question}", steps=base.steps + steps)


def _ruling_of(value: Any) -> Ruling:
    return value if isinstance(value, Ruling) else value.ruling


def _range(position: Position, a: str, b: str) -> Ruling:
    found = range_points(position.square_of(a), position.square_of(b), readings=position.readings)
    return replace(found.ruling, question=f"range from {a} to {b}")


def _melee(position: Position, square: str) -> Ruling:
    """Each ship's Boarding Value [11.22] and the chance of each outcome of the melee [11.21, 11.23]."""
    odds: Distribution = melee_odds(position, square)
    here = position.at(position.square_of(square))
    values = tuple(
        Step("11.22", f"{s.name} ({s.side}) Boarding Value {int(boarding_value(s, position.readings))}") for s in here
    )
    likeliest = max(odds, key=lambda k: odds[k])
    return Ruling(
        f"melee in {square}",
        str(likeliest),
        values + odds_steps(((str(k), p) for k, p in odds.items()), "11.23"),
        ruleset=RULESET,
    )


def _unfoul(position: Position, ship: str) -> Ruling:
    """Whether the ship may try to unfoul [11.3], and the chance it does [11.32]."""
    may = may_unfoul(position, ship)
    if not may:
        return may
    odds = unfoul_odds(position, ship)
    return replace(may, steps=may.steps + odds_steps(((str(k), p) for k, p in odds.items()), "11.32"))


def _q(name: str, title: str, params: Sequence[Param], cases: str, answer: Callable[..., Any]) -> Question:
    return Question(name, title, tuple(params), cases, lambda position, *words: _ruling_of(answer(position, *words)))


#: Every question the desk asks, in menu order: the word it is typed with, a title, its words, its cases.
QUESTIONS: dict[str, Question] = {
    q.name: q
    for q in (
        _q("fire", "Fire Value, with every modifier", (SHIP, TARGET, AIM), "9.1-9.36", _fire),
        _q("odds", "odds of a broadside", (SHIP, TARGET, AIM), "9.34, 10.3", _odds),
        _q("sight", "line of sight", (SHIP, TARGET), "9.31c", sight_between),
        _q("range", "range in Range Points", (SHIP, TARGET), "9.31a", _range),
        _q("arc", "which arc, or a rake", (SHIP, TARGET), "9.31b, 9.35", arc_between),
        _q("targets", "may a ship fire, and at whom", (SHIP,), "9.1, 9.3", can_fire),
        _q("allowance", "Movement Allowance", (SHIP,), "5.22, 7.1", allowance),
        _q("order", "may a ship be given an order", (SHIP, Param("order", "order")), "6.1, 6.22", command_ruling),
        _q("moves", "where a ship may end under a command", (SHIP, Param("order", "order")), "7.0-7.9", moves),
        _q("gauge", "who holds the weather gauge", (), "7.21", weather_gauge),
        _q("heave", "may a ship heave to", (SHIP,), "7.91", may_heave_to),
        _q("backsail", "may a ship back sail", (SHIP,), "7.71", may_back_sail),
        _q("strikes", "does a ship strike", (SHIP,), "12.11-12.14", strike_ruling),
        _q("melee", "melee odds in a square", (Param("square", "stack", example="1010"),), "11.21-11.23", _melee),
        _q("unfoul", "may a fouled ship unfoul, and its chance", (SHIP,), "11.3", _unfoul),
        _q("result", "who is winning", (), "15.0-VC", result),
    )
}


class FightingSailDesk:
    """The :class:`sailkit.questions.Board` of *Fighting Sail*: positions in the notation of ``docs/notation.md``."""

    key: str = RULESET
    title: str = "Fighting Sail"
    example: str = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
    questions: Mapping[str, Question] = QUESTIONS
    columns: Sequence[str] = tuple(coordinate(c) for c in range(1, COLUMNS + 1))
    rows: Sequence[str] = tuple(coordinate(r) for r in range(1, ROWS + 1))
    place_words: Sequence[str] = ("column", "row")
    headings: Sequence[str] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
    record_suffix: str = ".sail"

    def claims(self, text: str) -> bool:
        return text.split(maxsplit=1)[:1] == ["FS"]

    def parse(self, text: str) -> Position:
        return Position.parse(text)

    def format(self, position: Position) -> str:
        return str(position)

    def ships(self, position: Position) -> tuple[str, ...]:
        return tuple(s.name for s in position.ships)

    def counters(self) -> tuple[str, ...]:
        return tuple(counters())

    def choices(self, position: Position, kind: str) -> tuple[str, ...]:
        if kind == "ship":
            return self.ships(position)
        if kind == "order":
            return tuple(COMMANDS)
        if kind == "aim":
            return tuple(AIMS)
        if kind == "stack":  # squares where ships of two sides meet [11.1]
            return tuple(name(sq) for sq, ships in position.occupied().items() if len({s.side for s in ships}) > 1)
        return ()

    def spot(self, column: str, row: str) -> str:
        """A square's name from its column and row: ``"10"``, ``"13"`` is ``"1013"`` [2.1]."""
        return f"{column}{row}"

    def place(self, position: Position, ship: str, square: str, heading: str) -> Position:
        """Move ``ship`` to ``square`` facing ``heading``, or add it from the counter list [2.21, 2.22]."""
        placed = ShipState.of(ship, square, heading)
        if ship in self.ships(position):
            old = position.ship(ship)
            return position.with_ship(old.with_(square=placed.square, facing=placed.facing))
        return position.with_(ships=(*position.ships, placed))

    def remove(self, position: Position, ship: str) -> Position:
        gone = position.ship(ship).name
        return position.with_(ships=tuple(s for s in position.ships if s.name != gone))

    def where(self, position: Position, ship: str) -> tuple[str, str, str]:
        s = position.ship(ship)
        return coordinate(s.square.col), coordinate(s.square.row), str(s.facing)

    def readings(self, position: Position) -> Any:
        return position.readings

    def reading_book(self) -> Any:
        return READINGS

    def with_reading(self, position: Position, key: str, option: str) -> Position:
        return position.with_(readings=position.readings.replace(**{key: option}))

    def position_of(self, state: Any) -> Position:
        return state.position

    def figure(self, position: Position) -> Any:
        return position.figure()


#: What the kit's desk (:mod:`sailkit.questions`) finds through this rule set's ``DESK`` attribute.
DESK = FightingSailDesk()

__all__ = ["DESK", "QUESTIONS", "FightingSailDesk", "odds_steps"]
