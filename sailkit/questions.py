"""The questions a club asks the rules, and how a rule set offers them: the kit's side of the rulings desk.

A rule set that can settle disputes names a companion module in its ``DESK``
attribute (as it names its drawing module in ``DRAWING``, see :mod:`sailkit.registry`);
that module holds ``DESK``, an object of the :class:`Board` shape: how to read and write
a position, put a ship on a place (a square of a grid, a point of an open table), list the
choices for a question's parameter, and
its table of :class:`Question` values (``fire``, ``sight``, ``gauge`` ...), each a
function from a position and a few words to a :class:`~sailkit.rulings.Ruling`.

The kit never imports a rule set: :func:`boards` finds every installed one that offers
a desk, :func:`board_for` the one whose notation a text is written in, and
:func:`ask` answers a question typed as words (``"fire Shannon Constitution"``), as
the ``sailkit ruling`` command, the rulings desk (:mod:`sailkit.desk`) and a record's
``[%ruling ...]`` annotations do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from .errors import InvalidInputError, SailkitError, UnknownChoiceError
from .rulings import Other, Ruling


@dataclass(frozen=True)
class Param:
    """One word (or run of words, for a ship's name) a question takes: its name and the kind of thing it names.

    ``kind`` is what the rule set's :meth:`Board.choices` lists (``"ship"``, ``"order"``,
    ``"aim"``) or a kind it lists nothing for (``"square"``, ``"plot"``: any word, checked
    by the question itself).
    ``default`` makes it optional: left out, the default is used. ``example`` is a word that fits it in an example
    question, for a kind the desk lists no choices for (the conformance suite asks every question with it).
    ``open``: the desk's choices are suggestions for its pickers, and any one word is taken (checked by the question
    itself): a sailing plan, whose list has no end.
    """

    name: str
    kind: str
    default: str | None = None
    example: str | None = None
    open: bool = False

    def usage(self) -> str:
        word = self.name.upper()
        return word if self.default is None else f"[{word}]"


@dataclass(frozen=True)
class Question:
    """A question the rules answer: its word, a title, its parameters, the cases it rules on, and the answer.

    ``answer(position, *words)`` gives the :class:`~sailkit.rulings.Ruling`; ``words`` are
    the parameters in order, as text.
    """

    name: str
    title: str
    params: tuple[Param, ...]
    cases: str
    answer: Callable[..., Ruling]

    def usage(self) -> str:
        """How the question is typed: ``fire FIRER TARGET [AIM]``."""
        return " ".join([self.name, *(p.usage() for p in self.params)])


def menu(*questions: Question) -> dict[str, Question]:
    """A rule set's table of questions: each by the word it is typed with, in the order a menu lists them."""
    return {q.name: q for q in questions}


class Board(Protocol):
    """What a rule set gives the rulings desk (the ``DESK`` object of its desk module).

    Positions are the rule set's own immutable values; the desk only passes them back. A
    board may also name its places with a ``cell`` attribute (``"hex"``); without one the
    desk calls them squares.
    """

    key: str  #: the rule set's registry key (``"fighting_sail"``)
    title: str  #: its name for people (``"Fighting Sail"``)
    example: str  #: a position in its notation, for a first look
    questions: Mapping[str, Question]  #: by name, in the order a menu lists them
    columns: Sequence[
        str
    ]  #: the column part of a place's name, in board order (a square's column, a hex's letter, inches East)
    rows: Sequence[str]  #: the row part (a square's or hex's row, inches North)
    place_words: Sequence[str]  #: what the two pickers are called: ``("column", "row")``, ``("x inches", "y inches")``
    headings: Sequence[str]  #: the headings a ship may take
    record_suffix: str  #: how its record files' names end (``".sail"``)

    def claims(self, text: str) -> bool:
        """Whether ``text`` is written in this rule set's position notation."""
        ...

    def parse(self, text: str) -> Any:
        """A position from its notation, or an :class:`~sailkit.errors.InvalidInputError` naming the bad part."""
        ...

    def format(self, position: Any) -> str: ...

    def ships(self, position: Any) -> Sequence[str]: ...

    def counters(self) -> Sequence[str]:
        """Every ship that can be put on the board (the counter list)."""
        ...

    def choices(self, position: Any, kind: str) -> Sequence[str]:
        """What a parameter of ``kind`` may name in ``position`` (empty: anything, checked when asked)."""
        ...

    def spot(self, column: str, row: str) -> str:
        """The place a column and a row name, as :meth:`place` takes it: ``"10"``, ``"13"`` is square ``"1013"``
        on a grid, ``"12"``, ``"30"`` the point ``"12,30"`` on an open table."""
        ...

    def place(self, position: Any, ship: str, square: str, heading: str) -> Any:
        """``position`` with ``ship`` on ``square`` (a place :meth:`spot` names) facing ``heading`` (moved there if
        it is already on the board)."""
        ...

    def remove(self, position: Any, ship: str) -> Any: ...

    def where(self, position: Any, ship: str) -> tuple[str, str, str]:
        """Column, row and heading of ``ship``, a ship of ``position``, as the pickers name them."""
        ...

    def readings(self, position: Any) -> Any:
        """The position's readings (a :class:`~sailkit.readings.Readings`)."""
        ...

    def reading_book(self) -> Any:
        """Every reading with its options (a :class:`~sailkit.readings.ReadingBook`)."""
        ...

    def with_reading(self, position: Any, key: str, option: str) -> Any: ...

    def position_of(self, state: Any) -> Any:
        """The position a game's state stands on (to ask about a point of a recorded game)."""
        ...

    def figure(self, position: Any) -> Any:
        """The position drawn (a matplotlib Figure): the diagram of a ruling whose kind nothing draws."""
        ...


class DeskBase:
    """Most of a :class:`Board`, written once: a rule set's desk face subclasses it and gives only what its board
    and its positions are like (the small position model below); the rest comes from its :class:`~sailkit.ruleset.
    RuleSet` (title, notation, questions, readings).

    A subclass sets :attr:`ruleset` (its ``RULESET``), the pickers' ``columns``, ``rows``, ``place_words``,
    ``headings`` and ``record_suffix`` (and ``cell`` if its places are not squares), and implements the model:

    * :meth:`where` (the column, row and heading of a ship on it), :meth:`spot` (a place named by column and row);
    * :meth:`place` (a ship put on a place facing a heading) and :meth:`remove`;
    * :meth:`ships` when a position's ships are not ``position.ships``, :meth:`readings` and :meth:`with_readings`
      when its readings are not ``position.readings`` switched by ``replace``;
    * :meth:`position_of` when a game's state is not the position itself, and :meth:`more_choices` for parameter
      kinds other than a ship.
    """

    ruleset: Any
    columns: Sequence[str] = ()
    rows: Sequence[str] = ()
    place_words: Sequence[str] = ("column", "row")
    headings: Sequence[str] = ()
    record_suffix: str = ""

    @property
    def key(self) -> str:
        return str(self.ruleset.key)

    @property
    def title(self) -> str:
        return str(self.ruleset.title)

    @property
    def example(self) -> str:
        return str(self.ruleset.notation.example)

    @property
    def questions(self) -> Mapping[str, Question]:
        return self.ruleset.questions

    def claims(self, text: str) -> bool:
        return bool(self.ruleset.notation.claims(text))

    def parse(self, text: str) -> Any:
        return self.ruleset.notation.parse(text)

    def format(self, position: Any) -> str:
        return str(self.ruleset.notation.format(position))

    def ships(self, position: Any) -> Sequence[str]:
        return tuple(s.name for s in position.ships)

    def counters(self) -> Sequence[str]:
        """Ships that may be put on the board by name alone; none unless the rule set has a counter list."""
        return ()

    def choices(self, position: Any, kind: str) -> Sequence[str]:
        return self.ships(position) if kind == "ship" else self.more_choices(position, kind)

    def more_choices(self, position: Any, kind: str) -> Sequence[str]:
        """What a parameter of another kind than a ship may name (empty: anything, checked when asked)."""
        return ()

    def spot(self, column: str, row: str) -> str:
        return f"{column}{row}"

    def place(self, position: Any, ship: str, square: str, heading: str) -> Any:
        raise NotImplementedError

    def remove(self, position: Any, ship: str) -> Any:
        raise NotImplementedError

    def where(self, position: Any, ship: str) -> tuple[str, str, str]:
        raise NotImplementedError

    def readings(self, position: Any) -> Any:
        return position.readings

    def reading_book(self) -> Any:
        return self.ruleset.readings

    def with_readings(self, position: Any, readings: Any) -> Any:
        return replace(position, readings=readings)

    def with_reading(self, position: Any, key: str, option: str) -> Any:
        return self.with_readings(position, self.reading_book().resolve({**self.readings(position), key: option}))

    def position_of(self, state: Any) -> Any:
        return state.position

    def figure(self, position: Any) -> Any:
        return position.figure()


class TableDesk(DeskBase):
    """A desk on an open table measured in inches: a ship is placed by her mainmast, ``x,y`` inches East and North
    (a pick every inch), and her heading in degrees (a pick every 15); the rule set is found by its ``key``.

    ``TableDesk("as_per_margin", 72, 48, ".apm")``: a subclass gives the position model (:meth:`place`,
    :meth:`remove`, :meth:`where` ...).
    """

    place_words: Sequence[str] = ("x inches", "y inches")
    headings: Sequence[str] = tuple(str(h) for h in range(0, 360, 15))

    def __init__(self, key: str, width: int, depth: int, record_suffix: str) -> None:
        self.ruleset_key = key
        self.columns = tuple(str(x) for x in range(0, width + 1))
        self.rows = tuple(str(y) for y in range(0, depth + 1))
        self.record_suffix = record_suffix

    @property
    def ruleset(self) -> Any:
        from .registry import ruleset

        return ruleset(self.ruleset_key)

    def spot(self, column: str, row: str) -> str:
        """A point on the table from inches East and North: ``"12"``, ``"30"`` is ``"12,30"``."""
        return f"{column},{row}"


def boards() -> dict[str, Board]:
    """Every installed rule set that offers a desk, by key (imports those rule sets)."""
    from .registry import rulesets
    from .ruleset import Face

    found: dict[str, Board] = {}
    for key, rs in rulesets().items():
        module = rs.face(Face.DESK)
        if module is not None:
            found[key] = module.DESK
    return found


def board(key: str) -> Board:
    """The desk of rule set ``key``, or an error listing the rule sets that offer one."""
    found = boards()
    if key not in found:
        raise UnknownChoiceError("rule set with a rulings desk", key, found)
    return found[key]


def board_for(text: str) -> Board:
    """The desk of the rule set whose position notation ``text`` is written in."""
    found = boards()
    for desk in found.values():
        if desk.claims(text):
            return desk
    words = ", ".join(f"{d.example.split(maxsplit=1)[0]!r} ({d.title})" for d in found.values())
    raise InvalidInputError("position", text, f"a position in a rule set's notation, opening with {words}")


def parse_question(desk: Board, position: Any, text: str) -> tuple[Question, tuple[str, ...]]:
    """The question ``text`` asks (``"fire Shannon Constitution"``) and its words, one per parameter, with the
    desk's choices (:func:`read_question`)."""
    return read_question(desk.questions, position, text, desk.choices)


def read_question(
    questions: Mapping[str, Question],
    position: Any,
    text: str,
    choices: Callable[[Any, str], Sequence[str]] | None = None,
) -> tuple[Question, tuple[str, ...]]:
    """The question of ``questions`` that ``text`` asks and its words, one per parameter.

    A parameter with listed choices (``choices(position, kind)``: a ship's name of several words) takes the longest
    run of words that names one of them, in any letter case, and is given in its listed spelling; any other takes
    one word.
    """
    words = text.split()
    if not words:
        raise InvalidInputError("question", text, "a question such as " + _menu(questions))
    question = _question(questions, words[0])
    args: list[str] = []
    rest = words[1:]
    for param in question.params:
        if not rest:
            if param.default is None:
                raise InvalidInputError(
                    f"question {question.name!r}", text, f"{question.usage()}: {param.name} is missing"
                )
            args.append(param.default)
            continue
        taken, word = _take(choices(position, param.kind) if choices else (), rest, param)
        args.append(word)
        rest = rest[taken:]
    if rest:
        raise InvalidInputError(
            f"question {question.name!r}", text, f"{question.usage()}: {' '.join(rest)!r} is one word too many"
        )
    return question, tuple(args)


def ask(desk: Board, position: Any, text: str) -> Ruling:
    """The ruling for the question ``text`` in ``position``: ``ask(desk, duel, "fire Shannon Constitution")``, with
    what another option of each reading it used would decide where that differs (:func:`other_readings`)."""
    question, args = parse_question(desk, position, text)
    return answered(desk, position, question, args)


def answered(desk: Board, position: Any, question: Question, args: Sequence[str]) -> Ruling:
    """``question`` answered in ``position`` with ``args``, the ruling carrying :func:`other_readings`."""
    ruling = question.answer(position, *args)
    return ruling.with_others(other_readings(desk, position, question, args, ruling))


def other_readings(
    desk: Board, position: Any, question: Question, args: Sequence[str], ruling: Ruling
) -> tuple[Other, ...]:
    """What ``ruling`` would be under each other option of every reading it used, where its verdict or number
    differs: the question asked again in ``position`` with that one option switched [readings]. A question that
    cannot be asked under an option (the rules refuse it there) is listed with why."""
    book = desk.reading_book()
    found: list[Other] = []
    for key, chosen in dict(ruling.readings).items():
        if key not in book:
            continue
        for option in book[key].options:
            if option.name == chosen:
                continue
            try:
                other = question.answer(desk.with_reading(position, key, option.name), *args)
            except SailkitError as err:
                found.append(Other(key, option.name, f"cannot be asked: {err}", words=option.summary))
                continue
            if (other.verdict, other.value) != (ruling.verdict, ruling.value):
                said = other.headline()
                found.append(Other(key, option.name, said, other.verdict, other.value, words=option.summary))
    return tuple(found)


def answer(questions: Mapping[str, Question], position: Any, text: str) -> Ruling:
    """The ruling for the question ``text`` asks of ``position``, from a rule set's table of ``questions`` (what a
    record's ``[%ruling ...]`` annotation asks through ``Rules.answer``)."""
    question, args = read_question(questions, position, text)
    return question.answer(position, *args)


def _question(questions: Mapping[str, Question], word: str) -> Question:
    for name, q in questions.items():
        if name.casefold() == word.casefold():
            return q
    raise UnknownChoiceError("question", word, list(questions))


def _take(choices: Sequence[str], words: Sequence[str], param: Param) -> tuple[int, str]:
    """How many of ``words`` name one of ``choices``, longest first, and the choice they name (an open parameter's
    one word, in the listed spelling when it is a choice)."""
    by_fold = {c.casefold(): c for c in choices}
    if not choices or param.open:
        return 1, by_fold.get(words[0].casefold(), words[0])
    for n in range(len(words), 0, -1):
        found = by_fold.get(" ".join(words[:n]).casefold())
        if found is not None:
            return n, found
    raise UnknownChoiceError(param.name, words[0], choices)


def _menu(questions: Mapping[str, Question]) -> str:
    return "; ".join(repr(q.usage()) for q in questions.values())


__all__ = [
    "Board",
    "DeskBase",
    "Param",
    "Question",
    "TableDesk",
    "answer",
    "ask",
    "board",
    "board_for",
    "boards",
    "menu",
    "parse_question",
    "read_question",
]
