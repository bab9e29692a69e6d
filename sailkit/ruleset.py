"""The contract every rule set signs: one :class:`RuleSet` value that says what it is, what it offers and where each
part lives.

A rule set is a package under ``sailkit/rulesets`` (or a club's own package) that declares itself in the entry point
group ``sailkit.rulesets`` as its ``RULESET``::

    [project.entry-points."sailkit.rulesets"]
    fighting_sail = "sailkit.rulesets.fighting_sail:RULESET"

and :mod:`sailkit.registry` returns these values. Everything the kit does with a rule set (the command line,
``validate``, the rulings desk, the replayer, lessons, the gallery, ``python -m sailkit.bench``, the conformance
suite in ``tests/conformance``) goes through it and never names a rule set.

The parts are named by where they live (``".rules:RULES"``: the attribute ``RULES`` of the module ``rules`` of the
rule set's package) and loaded on first use, so listing the rule sets imports nothing heavy and answering a rules
question never loads matplotlib or ipywidgets:

``rules``
    the engine's :class:`~sailkit.engine.rules.Rules` (start, legal and checked actions, apply, chance outcomes);
``game``
    its :class:`~sailkit.engine.Game` subclass (``FightingSailGame``), which a lesson or a replay plays with;
``readings``
    its :class:`~sailkit.readings.ReadingBook`;
``cases``
    its case index, read by the kit from the package's ``data/cases.csv`` (:mod:`sailkit.cases`);
``notation``
    its position notation: an object with ``claims``, ``parse`` and ``format`` and an ``example`` (:class:`Notation`);
``questions``
    the table of questions a club asks (:class:`sailkit.questions.Question` by name), answered on a position;
``captain``
    a class whose instances play either side (:class:`sailkit.players.Player`, with ``decide`` giving reasons);
``faces``
    what draws and shows it, by :class:`Face`: its diagrams, the replayer's board, the desk's pickers, the
    tutorials' explorers, its bench figures and its gallery; each a module, imported only when that face is used.

Its :attr:`~RuleSet.capabilities` are stated, not guessed: a rule set lists what it offers (:class:`Capability`),
the conformance suite holds it to the promises of each, and a kit feature asks :meth:`RuleSet.offers` before it
relies on one.
"""

from __future__ import annotations

import importlib
import importlib.resources
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .errors import UnknownChoiceError
from .package_data import rows

if TYPE_CHECKING:  # pragma: no cover - the kit's lower layers only: they never import the registry back
    from .cases import CaseIndex
    from .readings import ReadingBook


class Capability(StrEnum):
    """What a rule set may offer; the conformance suite (``tests/conformance``) holds each to its promises."""

    PLAY = "play"  #: the engine plays it: every listed action is accepted, refusals cite a case, seeded games end
    RECORDS = "records"  #: records round-trip as text and JSON and replay to the same positions; ``sailkit validate``
    NOTATION = "notation"  #: a whole position on one line that pastes back (``parse`` / ``format``)
    READINGS = "readings"  #: a reading book, a page listing it, set-ups under other readings (``--readings``)
    CASES = "cases"  #: a case index (``data/cases.csv``); rulings show what each case they cite rules
    QUESTIONS = "questions"  #: a club's questions answered as rulings: the desk, ``sailkit ruling``, ``[%ruling]``
    END_CHECK = "end_check"  #: a record's headers about its end are checked against the end its main line reaches
    VIEWS = "views"  #: ``observe(state, side)``: what one side may see; hot-seat play and ``--view`` exports
    DRAWING = "drawing"  #: a diagram for every kind of ruling it makes, and for positions and games
    REPLAY = "replay"  #: the replayer's board and ship sheet
    DESK = "desk"  #: the rulings desk: pickers to set up a position, switchable readings
    CAPTAIN = "captain"  #: a computer captain for each side, that explains its choices with their cases
    LESSONS = "lessons"  #: interactive lessons played from annotated records, judged by the engine
    FIRST_GAME = "first_game"  #: a guided first game against the computer captain
    BENCH = "bench"  #: its figures in ``python -m sailkit.bench``


class Face(StrEnum):
    """What shows a rule set to people; each is a module of its own, imported only when used."""

    DRAWING = "drawing"  #: registers a renderer for each kind of ruling, position and game (:mod:`sailkit.renderers`)
    REPLAY = "replay"  #: ``SUPPORT``, the replayer's part (:mod:`sailkit.replayer.support`)
    DESK = "desk"  #: ``DESK``, the rulings desk's board (:mod:`sailkit.questions`)
    EXPLORERS = "explorers"  #: the tutorials' widgets
    BENCH = "bench"  #: adds its figures to ``python -m sailkit.bench``
    GALLERY = "gallery"  #: draws every kind of diagram on real positions (``docs/gallery.md``)


@runtime_checkable
class Notation(Protocol):
    """How a rule set writes a whole position on one line, python-chess's parse/format pair."""

    example: str  #: a position in this notation, for a first look and for the conformance suite

    def claims(self, text: str) -> bool:
        """Whether ``text`` is written in this notation (its first word says so)."""
        ...

    def parse(self, text: str) -> Any:
        """The position ``text`` writes, or an :class:`~sailkit.errors.InvalidInputError` naming the bad part."""
        ...

    def format(self, position: Any) -> str:
        """The one line that :meth:`parse` reads back as ``position``."""
        ...


@dataclass(frozen=True)
class WordNotation:
    """A :class:`Notation` whose positions open with one word naming the rule set (``FS turn 1 wind W | ...``):
    :meth:`claims` reads that word; ``parse`` and ``format`` are the rule set's own functions."""

    word: str  #: the first word of every position: ``"FS"``
    example: str
    parse: Callable[[str], Any]
    format: Callable[[Any], str] = str

    def claims(self, text: str) -> bool:
        """Whether ``text`` opens with :attr:`word`, in any letter case (as the rule set's ``parse`` reads it)."""
        return [w.casefold() for w in text.split(maxsplit=1)[:1]] == [self.word.casefold()]


@dataclass(frozen=True)
class Lesson:
    """An interactive lesson of a rule set: its record (package data) and the tutorial that plays it."""

    name: str  #: ``"movement"``
    record: str  #: the record's path inside the rule set's package: ``"lessons/05_movement.sail"``
    tutorial: str  #: the notebook that plays it, under ``tutorials/``: ``"05_movement.ipynb"``
    first_game: bool = False  #: the guided first game against the computer captain


def _load(package: str, where: str) -> Any:
    """The object ``where`` names in ``package``: ``".rules:RULES"``, ``".faces.desk:DESK.questions"`` (attributes of
    attributes), or a whole module, ``".drawing"``; a name without a leading dot is a module's full name."""
    module_name, _, attribute = where.partition(":")
    if not module_name:  # ":RACE": an attribute of the package itself
        module_name = package
    found: Any = importlib.import_module(module_name, package if module_name.startswith(".") else None)
    for name in filter(None, attribute.split(".")):
        found = getattr(found, name)
    return found


@dataclass(frozen=True, eq=False)
class RuleSet:
    """One rule set as the kit sees it: who it is, where each part lives, and what it offers.

    ``RuleSet("fighting_sail", "Fighting Sail", "sailkit.rulesets.fighting_sail", rules_at=".rules:RULES", ...)``; the
    parts load on first use (:attr:`rules`, :attr:`game`, :attr:`readings`, :attr:`cases`, :attr:`notation`,
    :attr:`questions`, :meth:`captain`, :meth:`face`). One value a rule set: it compares and hashes by identity.
    """

    key: str  #: its registry key and package name: ``"fighting_sail"``
    title: str  #: as a record's ``Game`` header names it: ``"Fighting Sail"``
    package: str  #: the package the parts are found in: ``"sailkit.rulesets.fighting_sail"``
    capabilities: frozenset[Capability]
    rules_at: str = ".rules:RULES"
    game_at: str = ".game:Game"
    readings_at: str = ".readings:READINGS"
    notation_at: str = ".notation:NOTATION"
    questions_at: str = ".questions:QUESTIONS"
    #: its scenarios: a mapping from a scenario's name to a function of no arguments giving its set-up, the first
    #: the one a newcomer starts with
    scenarios_at: str = ".scenarios:SCENARIOS"
    captain_at: str = ""
    #: each face's module, relative to :attr:`package`; ``None`` (the default): the one layout, each face that
    #: exists in the package's ``faces`` folder, named for the face (``.faces.drawing``, ``.faces.desk`` ...)
    faces: Mapping[Face, str] | None = None
    #: the page listing every reading, as a path from the repository's root (``"docs/readings.md"``)
    readings_doc: str = ""
    #: the folder of its tutorials under ``tutorials/`` (``""``: the top folder)
    tutorials: str = ""
    #: the table of its interactive lessons, package data: ``name,record,tutorial,first_game`` a row
    #: (``first_game``: ``yes`` for the guided first game); none when the file is missing
    lessons_at: str = "lessons/lessons.csv"
    #: stored studies of its readings (package data: a JSON list of what ``sailkit study --json`` writes; read by
    #: :func:`sailkit.study.stored`); none when the file is missing
    studies_at: str = "data/studies.json"
    #: the case number a step cites, read from how a ruling writes it (``"WIND SPEED, APM-03d"`` -> ``"APM-03d"``)
    cite_pattern: str = r"(?P<number>.+)"

    def offers(self, capability: Capability | str) -> bool:
        """Whether the rule set states that it offers ``capability``."""
        return Capability(capability) in self.capabilities

    def load(self, where: str) -> Any:
        """The object ``where`` names in this rule set's package (``".rules:RULES"``)."""
        return _load(self.package, where)

    @cached_property
    def rules(self) -> Any:
        """The engine's rules (:class:`~sailkit.engine.rules.Rules`)."""
        return self.load(self.rules_at)

    @cached_property
    def game(self) -> Any:
        """Its game class, a subclass of :class:`sailkit.engine.Game`."""
        return self.load(self.game_at)

    @cached_property
    def readings(self) -> ReadingBook:
        """Every reading it declares."""
        return self.load(self.readings_at)

    @cached_property
    def notation(self) -> Notation:
        """Its position notation."""
        return self.load(self.notation_at)

    @cached_property
    def questions(self) -> Mapping[str, Any]:
        """The questions a club asks it (:class:`sailkit.questions.Question`), by name, in the order a menu lists them."""
        return self.load(self.questions_at)

    @cached_property
    def scenarios(self) -> Mapping[str, Callable[[], Any]]:
        """Each scenario's set-up by name (a function of no arguments), the first the one a newcomer starts with."""
        return self.load(self.scenarios_at)

    def new_game(self, scenario: str | None = None, readings: Mapping[str, str] | None = None) -> Any:
        """A new game (of :attr:`game`'s class) of ``scenario`` (by default the first) under ``readings`` (by default
        the scenario's own), on :attr:`rules`."""
        setups = self.scenarios
        name = next(iter(setups)) if scenario is None else scenario
        if name not in setups:
            raise UnknownChoiceError(f"scenario of {self.title}", name, setups)
        setup = setups[name]()
        if readings:
            switch = getattr(self.rules, "setup_with_readings", None)
            if switch is None:
                raise UnknownChoiceError(f"reading of {self.title}", next(iter(readings)), ())
            setup = switch(setup, readings)
        return self.game.from_setup(self.rules, setup)

    @cached_property
    def lessons(self) -> tuple[Lesson, ...]:
        """Its interactive lessons, in the order of :attr:`lessons_at`'s rows."""
        if not importlib.resources.files(self.package).joinpath(self.lessons_at).is_file():
            return ()
        return tuple(
            Lesson(row["name"], row["record"], row["tutorial"], first_game=row["first_game"] == "yes")
            for row in rows(self.package, self.lessons_at)
        )

    @cached_property
    def cases(self) -> CaseIndex:
        """Its case index, from ``data/cases.csv`` in its package (:mod:`sailkit.cases`)."""
        from .cases import CaseIndex

        return CaseIndex.read(self.key, self.package, self.readings, cite_pattern=self.cite_pattern)

    def captain(self) -> Any:
        """A new computer captain (:class:`sailkit.players.Player`), or an error when it offers none."""
        if not self.captain_at:
            raise UnknownChoiceError(f"computer captain of {self.title}", "captain", ())
        return self.load(self.captain_at)()

    def face(self, face: Face | str) -> ModuleType | None:
        """The module of ``face`` (imported now), or ``None`` when the rule set has no such face."""
        if self.faces is not None:
            where = self.faces.get(Face(face))
            return None if where is None else self.load(where)
        name = f"{self.package}.faces.{Face(face).value}"
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:  # no faces folder at all
            return None
        return None if found is None else importlib.import_module(name)

    def __repr__(self) -> str:
        return f"<RuleSet {self.key}: {self.title}>"


__all__ = ["Capability", "Face", "Lesson", "Notation", "RuleSet", "WordNotation"]
