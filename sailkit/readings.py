"""Readings: named, switchable interpretations of rules the text does not settle.

Where a diagram or table was lost, or the wording allows more than one ruling, a
rule set declares a :class:`Reading`: a key, the question it answers, the cases it
touches, each competing option with its argument, and a documented default. Code
never hard-codes a guess; it asks ``readings[key]`` and records the answer, so every
ruling can say which readings it used.

A :class:`Readings` value is an immutable choice of one option per reading. Pass one
(or a plain ``{"key": "option"}`` mapping: a :data:`ReadingsLike`) as ``readings=`` to
any entry point, or keep one on a game so every call in it uses the same choices.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, TypeAlias

from .errors import InvalidInputError, UnknownChoiceError


def cite_all(cases: Iterable[str]) -> str:
    """Several cases as one citation, each heading said once: ``TABLE I, APM-11, APM-11a``.

    As Per Margin cites a case under its heading (``TABLE I, APM-11``); a reading or quiz naming two cases under one
    heading would otherwise say the heading twice. A case without a heading (``9.33f``) is written as it is.
    """
    out: list[str] = []
    last = None
    for case in cases:
        heading, sep, number = case.rpartition(", ")
        out.append(number if sep and heading == last else case)
        last = heading if sep else None
    return ", ".join(out)


@dataclass(frozen=True)
class Option:
    """One competing reading: its short name and why someone would rule this way; ``reconstructed`` when it stands
    in for a table or diagram the text lost (a ruling that uses it says so, :class:`sailkit.rulings.Ruler`)."""

    name: str
    summary: str
    reconstructed: bool = False


@dataclass(frozen=True)
class Reading:
    """A question the rules leave open, with its options and default."""

    key: str
    question: str
    cases: tuple[str, ...]
    options: tuple[Option, ...]
    default: str
    why_default: str

    def __post_init__(self) -> None:
        if self.default not in self.option_names:
            raise ValueError(f"default {self.default!r} of reading {self.key!r} is not one of its options")

    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.options)

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise UnknownChoiceError(f"option for reading {self.key!r}", name, self.option_names)


#: Every option of every reading book made so far, in words (its summary), by ``(key, option)``: how a step's
#: reason that names a reading by its id alone is said to a reader (:func:`option_words`).
_OPTION_WORDS: dict[tuple[str, str], str] = {}


#: Every reading's question by key, as :data:`_OPTION_WORDS` (empty where two books ask it differently).
_QUESTIONS: dict[str, str] = {}


def option_words(key: str, option: str) -> str:
    """The option ``option`` of the reading ``key`` in words, from whichever loaded rule set's book declares it; empty
    where none does (or two say it differently). What :meth:`sailkit.rulings.Step.words` says for a bare id."""
    return _OPTION_WORDS.get((key, option), "")


def question_of(key: str) -> str:
    """The question the reading ``key`` answers, its name in words for a reader, from whichever loaded book declares
    it; the key's words ("map exit") where none does [issue 24: no reading id in what a reader reads]."""
    return _QUESTIONS.get(key) or key.replace("_", " ")


def said(key: str, option: str) -> str:
    """The option ``option`` of the reading ``key`` as a reader reads it: its summary, a leading ``reconstructed:``
    left to the sentence round it; where no book declares it, the key and the option in words ("map exit: stop at
    edge"), never the id ``key=option`` [issue 24]."""
    return option_words(key, option).removeprefix("reconstructed: ") or named(key, option)


def named(key: str, option: str) -> str:
    """A reading and its option in a few words for a row or a strip: ``"arc boundary: blind"``, the id's words with
    their underscores as spaces [issue 24: never ``arc_boundary=blind``]."""
    return f"{key.replace('_', ' ')}: {option.replace('_', ' ')}"


def readings_line(readings: Iterable[tuple[str, str]]) -> str:
    """The readings a ruling used, as a picture's line says them: ``"readings: damage deck: table; critical checks:
    per-token"`` (:func:`named` each), empty when it used none [issue 24: never ``damage_deck = table``]."""
    shown = "; ".join(named(key, option) for key, option in readings)
    return f"readings: {shown}" if shown else ""


class ReadingBook(Mapping[str, Reading]):
    """Every reading one rule set declares, by key (the list in the docs is made from it)."""

    def __init__(self, ruleset: str, readings: tuple[Reading, ...]) -> None:
        self.ruleset = ruleset
        self._by_key = {r.key: r for r in readings}
        if len(self._by_key) != len(readings):
            raise ValueError(f"{ruleset}: two readings share a key")
        for r in readings:
            for o in r.options:
                words = _OPTION_WORDS.setdefault((r.key, o.name), o.summary)
                if words != o.summary:  # two books say one id two ways: a reason citing it is left as written
                    _OPTION_WORDS[r.key, o.name] = ""
            if _QUESTIONS.setdefault(r.key, r.question) != r.question:
                _QUESTIONS[r.key] = ""

    def __getitem__(self, key: str) -> Reading:
        try:
            return self._by_key[key]
        except KeyError:
            raise UnknownChoiceError(f"reading of {self.ruleset}", key, sorted(self._by_key)) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_key)

    def __len__(self) -> int:
        return len(self._by_key)

    def __contains__(self, key: object) -> bool:
        # a Mapping answers ``in`` and ``get`` by catching KeyError; an unknown key here raises a helpful error instead
        return key in self._by_key

    def get(self, key: str, default: Any = None) -> Any:
        """The reading named ``key``, or ``default`` when there is none (``[]`` raises, listing the keys)."""
        return self._by_key.get(key, default)

    def defaults(self) -> Readings:
        return Readings(self, {})

    def resolve(self, choice: ReadingsLike | None) -> Readings:
        """Turn ``None``, a mapping or a :class:`Readings` into a checked :class:`Readings`."""
        if choice is None:
            return self.defaults()
        if isinstance(choice, Readings):
            if choice.book is not self:
                raise UnknownChoiceError("readings", choice.book.ruleset, (self.ruleset,))
            return choice
        return Readings(self, dict(choice))

    @classmethod
    def read(cls, ruleset: str, package: str) -> ReadingBook:
        """The book of rule set ``ruleset`` as its package's ``data/readings.toml`` writes it (:meth:`parse`)."""
        from importlib import resources

        return cls.parse(ruleset, resources.files(package).joinpath("data/readings.toml").read_text(encoding="utf-8"))

    @classmethod
    def parse(cls, ruleset: str, text: str) -> ReadingBook:
        """A book from its TOML text, one ``[[reading]]`` table a reading with its ``[[reading.option]]`` tables;
        :meth:`to_toml` writes it. A missing field or a default that is not an option names the reading."""
        import tomllib

        try:
            rows = tomllib.loads(text).get("reading", [])
            readings = tuple(
                Reading(
                    r["key"],
                    r["question"],
                    tuple(r["cases"]),
                    tuple(Option(o["name"], o["summary"], bool(o.get("reconstructed", False))) for o in r["option"]),
                    r["default"],
                    r["why"],
                )
                for r in rows
            )
        except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as err:
            raise InvalidInputError(
                f"readings of {ruleset}", str(err), "[[reading]] tables as to_toml writes them"
            ) from None
        return cls(ruleset, readings)

    def to_toml(self) -> str:
        """The book as TOML (:meth:`parse` reads it back): data a reader can edit, one reading a table."""
        out: list[str] = []
        for r in self._by_key.values():
            out += ["[[reading]]", f"key = {_toml(r.key)}", f"question = {_toml(r.question)}"]
            out += [f"cases = [{', '.join(_toml(c) for c in r.cases)}]", f"default = {_toml(r.default)}"]
            out += [f"why = {_toml(r.why_default)}", ""]
            for o in r.options:
                out += ["[[reading.option]]", f"name = {_toml(o.name)}", f"summary = {_toml(o.summary)}"]
                out += ["reconstructed = true"] if o.reconstructed else []
                out.append("")
        return "\n".join(out)

    def markdown(self) -> str:
        """The table of readings, defaults and reasons, for the documentation; each row is anchored by its key (``#arc_boundary``)."""
        lines = ["| reading | cases | question | options | default and why |", "|---|---|---|---|---|"]
        for r in self._by_key.values():
            opts = "<br>".join(f"`{o.name}`: {o.summary}" for o in r.options)
            lines.append(
                f'| <a id="{r.key}"></a>`{r.key}` | {cite_all(r.cases)} | {r.question} | {opts} | `{r.default}`: {r.why_default} |'
            )
        return "\n".join(lines)


@dataclass(frozen=True)
class Readings(Mapping[str, str]):
    """One option chosen for every reading of a book; unset keys take the default."""

    book: ReadingBook
    chosen: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key, value in self.chosen.items():
            self.book[key].option(value)  # raises a helpful error for a bad key or option
        object.__setattr__(self, "chosen", dict(sorted(self.chosen.items())))

    def __getitem__(self, key: str) -> str:
        values = self._values
        if key in values:
            return values[key]
        return self.chosen.get(key, self.book[key].default)  # raises for an unknown key, naming it

    @cached_property
    def _values(self) -> dict[str, str]:
        """The option of every reading, worked out once: the rules ask thousands of times a turn [speed, issue 7]."""
        return {key: self.chosen.get(key, self.book[key].default) for key in self.book}

    @cached_property
    def _hash(self) -> int:
        return hash((self.book.ruleset, tuple(self.non_default().items())))

    def __getstate__(self) -> dict[str, Any]:
        """The book and the choices only: what is remembered (a hash) belongs to this process."""
        return {"book": self.book, "chosen": self.chosen}

    def __iter__(self) -> Iterator[str]:
        return iter(self.book)

    def __len__(self) -> int:
        return len(self.book)

    def __contains__(self, key: object) -> bool:
        return key in self.book

    def get(self, key: str, default: Any = None) -> Any:
        """The option chosen for ``key``, or ``default`` when the book has no such reading."""
        return self[key] if key in self.book else default

    def __hash__(self) -> int:
        # Hash what equality compares: an option spelled out at its default changes nothing.
        return self._hash

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Readings):
            return NotImplemented
        if self is other:
            return True
        return self.book is other.book and self.non_default() == other.non_default()

    def replace(self, **changes: str) -> Readings:
        """A copy with some readings switched: ``readings.replace(arc_boundary="blind")``."""
        return Readings(self.book, {**self.chosen, **changes})

    def non_default(self) -> dict[str, str]:
        return {k: v for k, v in self.chosen.items() if v != self.book[k].default}

    def __repr__(self) -> str:
        changed = ", ".join(f"{k}={v!r}" for k, v in self.non_default().items())
        return f"Readings({self.book.ruleset!r}{', ' if changed else ''}{changed})"


def _toml(text: str) -> str:
    """``text`` as a TOML basic string (JSON's escapes are TOML's)."""
    import json

    return json.dumps(text, ensure_ascii=False)


def readings_header(readings: Readings, sep: str = ", ") -> str:
    """The readings that differ from the defaults as a record's ``Readings`` header: ``"a=x, b=y"``, by key.

    ``""`` when every reading is at its default. :func:`parse_readings_header` reads it back.
    """
    return sep.join(f"{k}={v}" for k, v in sorted(readings.non_default().items()))


def parse_readings_header(text: str, sep: str = ",") -> dict[str, str]:
    """``{"a": "x", "b": "y"}`` from a ``Readings`` header ``"a=x, b=y"`` (items split on ``sep``, blanks skipped).

    Only the form is checked here; the rule set's :meth:`ReadingBook.resolve` names an
    unknown key or option.
    """
    out: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in text.split(sep))):
        key, eq, value = item.partition("=")
        if not eq or not key.strip():
            raise InvalidInputError("readings header", item, f"key=option pairs separated by {sep!r}")
        out[key.strip()] = value.strip()
    return out


#: What an entry point's ``readings=`` accepts: a :class:`Readings`, or a plain mapping of
#: reading keys to option names (unset keys keep their defaults). ``None`` means "no choice
#: made here", so entry points take ``ReadingsLike | None``.
ReadingsLike: TypeAlias = Readings | Mapping[str, str]
