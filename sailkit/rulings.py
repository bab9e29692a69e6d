"""Rulings: answers that cite their cases.

A :class:`Ruling` holds what was decided (``verdict``), the number it produced
(``value``, if any), every step with the case that justifies it, and the readings the
answer depended on. It is truthy when the verdict is, so ``if line_of_sight(...)``
reads naturally, prints as plain text and shows itself in a notebook as a heading with
the verdict and its number, a table of the steps (case, what it decided, value) with a
total where the values add up, the readings used, and the diagram its rule set draws
for its ``kind`` (see :mod:`sailkit.figures`) beside the table where the width allows.

Entry points that promise a plain ``int`` or ``str`` return :class:`RuledInt` /
:class:`RuledStr`: real ints and strings that also carry their ruling in ``.ruling``.
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple, ParamSpec, TypeVar

from .plain_text import ReadsAsText
from .readings import named, said
from .wording import Number, _names, format_number, heading, plural, says_number, verdict_words

#: A reading's id as a rule module writes it in brackets after a step's reason: ``(rigging_penalty_range=close)`` or
#: ``(reading backsail_consecutive=game_turns)``; or in a sentence that names a reading itself ("reconstructed:
#: reading weather_gauge=quarters stands in ...").
_READING_ID = re.compile(r"\((?:reading )?([a-z][a-z0-9_]*)=([a-z0-9](?:[a-z0-9_.-]*[a-z0-9])?)\)")
_NAMED_READING = re.compile(r"\breading ([a-z][a-z0-9_]*)=([a-z0-9](?:[a-z0-9_.-]*[a-z0-9])?)")


def _said(match: re.Match[str]) -> str:
    return f"(reading: {said(*match.groups())})"


def _named(match: re.Match[str]) -> str:
    return f'reading "{named(*match.groups())}"'


def reason_in_words(reason: str) -> str:
    """``reason`` with each reading it names by id said in words instead, as a reader reads it: ``"costs 10
    (rigging_penalty_range=close)"`` reads ``"costs 10 (reading: only at 6 Range Points or less, ...)"`` [readings,
    issue 24]. The id stays in :attr:`Step.reason`, for records, JSON and a reader switching it."""
    if "=" not in reason:
        return reason
    return _NAMED_READING.sub(_named, _READING_ID.sub(_said, reason))


@dataclass(frozen=True, init=False)
class Step:
    """One step of a ruling: the case, what it decided in plain words, and its signed contribution.

    ``value`` is set only for steps that add to the ruling's number (a Fire Value
    modifier, a cap on an allowance); the steps' values then sum to that number.
    """

    case: str
    reason: str
    value: Number | None = None

    def __init__(self, case: str, reason: str, value: Number | None = None) -> None:
        """The dataclass's own ``__init__`` in one assignment: a game writes thousands of steps [speed, issue 7]."""
        object.__setattr__(self, "__dict__", {"case": case, "reason": reason, "value": value})

    @property
    def words(self) -> str:
        """The reason as a reader reads it: a reading named by its id alone is said in words first
        (:func:`reason_in_words`); ``reason`` keeps what the rules wrote, for records and JSON."""
        return reason_in_words(self.reason)

    def __str__(self) -> str:
        num = "" if self.value is None else f" ({format_number(self.value, signed=True)})"
        return f"[{self.case}] {self.words}{num}"


@dataclass(frozen=True)
class Other:
    """What a ruling would have decided under another option of a reading it used [readings]: the reading's key,
    the other option, and that ruling's verdict, number and headline (``"no: blocked [9.31b]"``); a question that
    cannot be asked under that option says so in its headline, with no verdict."""

    reading: str
    option: str
    headline: str
    verdict: Any = None
    value: Number | None = None
    #: The option said in words (its summary in the reading book), for a reader; empty where the book has none.
    words: str = field(default="", compare=False)

    def __str__(self) -> str:
        return f"if {self.words or said(self.reading, self.option)}: {self.headline}"


@dataclass(frozen=True, init=False)
class Ruling(ReadsAsText):
    """What was decided, with the numbers, the steps (each with its case) and the readings used."""

    question: str
    verdict: Any
    steps: tuple[Step, ...] = ()
    readings: tuple[tuple[str, str], ...] = ()
    value: Number | None = None
    facts: Mapping[str, Any] = field(default_factory=dict)
    #: The rule set that ruled (its registry key, e.g. ``"fighting_sail"``) and the kind of
    #: question (``"fire"``, ``"sight"`` ...): together they name the renderer that draws it.
    ruleset: str = ""
    kind: str = ""
    #: What ``value`` measures, for headings: a name such as ``"Fire Value"`` reads "Fire Value 65";
    #: a lower-case noun such as ``"end"`` is counted: "1 end", "7 ends", "2 hull hits" (its last word takes the
    #: plural); with ``{}`` the number goes there: ``"die {}"`` reads "die 3", ``"{} hexes left"`` "2 hexes left".
    #: Empty: the bare number. A printed ruling whose verdict is not a yes or no says it as the heading does.
    measure: str = ""
    #: What a yes-or-no verdict means, said after it in the heading: ``"the order stands"`` reads
    #: "yes: the order stands", with the number after it in brackets ("(die 3)"). Empty: just yes or no.
    gloss: str = field(default="", repr=False)
    #: What the ruling would decide under each other option of the readings it used, where that differs
    #: (:func:`sailkit.questions.other_readings` fills it in when a question is asked at the desk or the command
    #: line); empty when no other option changes the answer, or when nobody asked.
    others: tuple[Other, ...] = field(default=(), init=False, compare=False, repr=False)

    def __init__(
        self,
        question: str,
        verdict: Any,
        steps: tuple[Step, ...] = (),
        readings: tuple[tuple[str, str], ...] = (),
        value: Number | None = None,
        facts: Mapping[str, Any] | None = None,
        ruleset: str = "",
        kind: str = "",
        measure: str = "",
        gloss: str = "",
    ) -> None:
        """What the dataclass's own ``__init__`` does (``facts`` left out: a new empty mapping), in one assignment
        instead of one a field: a game writes thousands of rulings [speed, issue 7]."""
        object.__setattr__(
            self,
            "__dict__",
            {
                "question": question,
                "verdict": verdict,
                "steps": steps,
                "readings": readings,
                "value": value,
                "facts": {} if facts is None else facts,
                "ruleset": ruleset,
                "kind": kind,
                "measure": measure,
                "gloss": gloss,
                "others": (),
            },
        )

    def with_others(self, others: tuple[Other, ...]) -> Ruling:
        """The same ruling, saying what each other option of its readings would decide (:attr:`others`)."""
        new = copy.copy(self)  # of its own class: a rule set's ruling may be a subclass that says more
        object.__setattr__(new, "__dict__", {**self.__dict__, "others": tuple(others)})
        return new

    def __bool__(self) -> bool:
        return bool(self.verdict)

    def __getattr__(self, name: str) -> Any:
        facts = object.__getattribute__(self, "facts")
        if name in facts:
            return facts[name]
        raise AttributeError(name)

    @property
    def cases(self) -> tuple[str, ...]:
        """The case numbers applied, in order, without repeats."""
        return tuple(dict.fromkeys(s.case for s in self.steps))

    def case_summaries(self) -> dict[str, str]:
        """What each case this ruling cites rules, in its rule set's own words: ``{"8.4": "After drifting, ..."}``.

        In the order of :attr:`cases`. The summaries come from the rule set named by
        :attr:`ruleset`, found through :mod:`sailkit.registry` (its case index, :mod:`sailkit.cases`), so the kit
        never imports a rule set by name. Empty when the ruling
        names no rule set or its rule set gives no summaries; a case the rule set does
        not list is left out. For HTML, e.g. as the tooltip of each case cell::

            summaries = ruling.case_summaries()
            title = summaries.get(step.case, "")
        """
        from .registry import case_summaries

        return case_summaries(self.ruleset, self.cases)

    def figure(self) -> Any:
        """The ruling's diagram as a new matplotlib Figure, drawn by the renderer its rule set registered for its kind.

        ``None`` when nothing draws this kind of ruling. Only this call loads matplotlib. A diagram whose renderer
        gave it no alt text gets the ruling's question and verdict as its alt text, so every diagram says in words
        what it decides.
        """
        from .renderers import drawn

        fig = drawn(self.ruleset, self.kind, self)
        if fig is not None and not fig.get_label():
            fig.set_label(self.title())  # sailkit.draw.describe's alt text
        return fig

    def __str__(self) -> str:
        lines = [self.heading_text()] + [f"  {s}" for s in self.steps]
        if self.readings:
            lines.append("  readings:")
            lines += [f"    {reading_words(self.ruleset, k, v, asked=True)}" for k, v in self.readings]
        lines += [f"  {o}" for o in self.others]
        return "\n".join(lines)

    def heading_text(self) -> str:
        """The question and its answer, one thing said cleanly (:func:`sailkit.wording.heading`): a printed ruling's
        first line. A yes or no says its number too ("yes, Fire Value 65"); a verdict in words keeps its number out
        where the words say it; never Python's ``True`` nor a tuple. See :meth:`title` for notebooks and diagrams."""
        yes_no = isinstance(self.verdict, bool)
        shown = (
            verdict_words(self.verdict)
            if yes_no or self.verdict is None or isinstance(self.verdict, (tuple, list, set, frozenset))
            else str(self.verdict)
        )
        if self._glossed() or (self.measure and self.value is not None and not yes_no):
            shown = self.headline()  # "yes: the order stands (die 3)", "burning, 1 hull hit", not "(value 1)"
        elif yes_no and self.measure and self.value is not None:
            shown += f", {self._phrase()}"  # "yes, Fire Value 65"
        elif self.value is not None and (yes_no or self.value != self.verdict):
            number = format_number(self.value)
            if not says_number(shown, number):  # "Hit Table 4", not "Hit Table 4 (value 4)"
                shown += f" (value {number})"
        return heading(self.question, shown)

    def title(self) -> str:
        """The question and the :meth:`headline`, as a notebook's heading and a diagram's title say them: ``"Shannon
        fires its port broadside at Constitution (hull fire): Fire Value 65"`` (the printed :meth:`heading_text` says
        "yes, Fire Value 65" where a reader of plain text needs the yes)."""
        return heading(self.question, self.headline())

    def to_dict(self) -> dict[str, Any]:
        """The ruling as plain data, for JSON (``sailkit ruling --json``): the question, the verdict as data and in
        words, the number, each step with its case, the cases in order and the readings used."""
        return {
            "question": self.question,
            "verdict": _plain(self.verdict),
            "headline": self.headline(),
            "value": _plain(self.value),
            "measure": self.measure,
            "steps": [{"case": s.case, "reason": s.reason, "value": _plain(s.value)} for s in self.steps],
            "cases": list(self.cases),
            "readings": dict(self.readings),
            "under_other_readings": [
                {"reading": o.reading, "option": o.option, "headline": o.headline, "verdict": _plain(o.verdict)}
                for o in self.others
            ],
            "ruleset": self.ruleset,
            "kind": self.kind,
            "text": str(self),
        }

    def headline(self) -> str:
        """The verdict in words, with the number: ``"Fire Value 65"``, ``"yes"``, ``"no: not abandoned [12.11]"``.

        What a notebook heading and a diagram's title say after the question. A yes-no
        ruling with a number shows the number (its measure named); a refusal gives its
        last step, with the case. The number is said once: a verdict whose words already
        carry it (``"2 hits"``, ``"Hit Table 4"``) stands alone, and gains only the measure
        in brackets when its words do not name it (``"carries out 2 (hexes)"``). A yes-or-no verdict
        with a :attr:`gloss` says what it means, the number after it: ``"no: the order is lost (die 6)"``, unless
        the question already says the number with its measure (``"may A pivot 75 degrees"``: ``"yes: within the
        90-degree limit"``).
        """
        if self._glossed():
            said = f"{verdict_words(self.verdict)}: {self.gloss}"
            if self.value is None or self._phrase() in self.question:  # "may A pivot 75 degrees: yes: within ..."
                return said
            return f"{said} ({self._phrase()})"
        if self.value is not None and (self.measure or self.verdict is True or self.value != self.verdict):
            number = format_number(self.value)
            phrase = self._phrase()
            same = self.verdict is True or (not isinstance(self.verdict, bool) and self.verdict == self.value)
            if same:
                return phrase
            words = verdict_words(self.verdict)
            if not says_number(words, number):
                return f"{words}, {phrase}"
            name = self.measure.replace("{}", "").strip()
            if not self.measure or _names(words, name):
                return words
            counted = self.measure[:1].islower() and "{}" not in self.measure
            unit = phrase.removeprefix(number).strip() if counted else name
            return f"{words} ({unit})"
        if self.verdict is False and self.steps:
            last = self.steps[-1]
            return f"no: {last.words} [{last.case}]"
        return verdict_words(self.verdict)

    def _phrase(self) -> str:
        """The number with its :attr:`measure`: ``"65"``, ``"Fire Value 65"``, ``"7 ends"``, ``"die 3"``."""
        assert self.value is not None
        number = format_number(self.value)
        if not self.measure:
            return number
        if "{}" in self.measure:  # the number in its place: "die 3"
            return self.measure.replace("{}", number)
        if self.measure[:1].islower():  # a noun counted: "1 end", "7 ends", "2 hull hits"
            return plural(self.value, self.measure)
        return f"{self.measure} {number}"  # a name: "Fire Value 65"

    def _glossed(self) -> bool:
        """Whether the heading says what a yes-or-no verdict means (:attr:`gloss`)."""
        return bool(self.gloss) and isinstance(self.verdict, bool)

    def total(self) -> Number | None:
        """The sum of the steps' values when they add up to ``value`` (a total row is then shown), else ``None``."""
        parts = [s.value for s in self.steps if s.value is not None]
        if self.value is None or not parts or sum(parts) != self.value:
            return None
        return self.value

    def column(self) -> tuple[str, Number] | None:
        """What the steps' value column adds up to, with its name, for a total row: the ruling's own number
        (:meth:`total`, named by :attr:`measure`), or, for a ruling whose number counts something else, the sum named
        by ``facts["column"]`` (a shot's roll: the modifiers add up to its Fire Value while the ruling counts hits).
        ``None`` when the column adds up to nothing the ruling names."""
        own = self.total()
        if own is not None:
            return self.measure.replace("{}", "").strip() or "total", own
        named = self.facts.get("column")
        parts = [s.value for s in self.steps if s.value is not None]
        if isinstance(named, str) and parts:
            return named, sum(parts)
        return None

    def _repr_html_(self) -> str:
        from .compact import compact_html

        return compact_html(self.html())  # what a notebook stores: the same table, light [issue 25]

    def html(self, *, picture: bool = True, heading: bool = True, diagram: Any = None, brief: bool = False) -> str:
        """The ruling as a notebook shows it: heading, steps table, readings and (``picture=True``) its diagram
        beside; ``heading=False`` leaves the question and verdict out, ``diagram`` (a Figure already drawn) is shown
        instead of the ruling's own, ``brief`` leaves out the readings used and what the cases rule
        (:func:`sailkit.ruling_html.ruling_html`)."""
        from .ruling_html import ruling_html

        return ruling_html(self, picture=picture, heading=heading, diagram=diagram, brief=brief)


_T = TypeVar("_T")


def _str_as_ruling(result: Any) -> str:
    return str(result.ruling)


def _html_as_ruling(result: Any) -> str:
    return str(result.ruling._repr_html_())


def _pretty_as_ruling(result: Any, printer: Any, cycle: bool) -> None:
    printer.text(str(result.ruling))


def _ruling_says(result: Any, name: str) -> Any:
    """What a result's ruling says, asked of the result: verdict, value, steps, readings, headline ..."""
    if name.startswith("__"):
        raise AttributeError(name)
    return getattr(result.ruling, name)


def reads_as_ruling(cls: type[_T]) -> type[_T]:
    """Class decorator for a named tuple with a ``ruling`` field (``Fired(firer, target, ruling)``): it prints and
    shows in a notebook as its ruling, never as a tuple of reprs, and answers for it (``result.verdict``,
    ``result.steps``), while ``firer, target, ruling = resolve_fire(...)`` still unpacks as before. (A named tuple
    takes no base class; a dataclass result lists :class:`ShowsRuling` instead.)"""
    printers = {"__str__": _str_as_ruling, "_repr_html_": _html_as_ruling, "_repr_pretty_": _pretty_as_ruling}
    for name, method in {**printers, "__getattr__": _ruling_says}.items():
        setattr(cls, name, method)
    return cls


@reads_as_ruling
class Changed(NamedTuple):
    """What a rules step that changes the position gives back: the new position and the ruling that says why.

    It prints and shows as its ruling (:func:`reads_as_ruling`); the new position is ``result.position``. It is
    still a pair, so ``position, ruling = drift(...)`` reads as before."""

    position: Any
    ruling: Ruling


class ShowsRuling:
    """A richer result of a rules step (a dataclass with a ``ruling`` beside its new ``position`` and more) that
    prints and shows in a notebook as its ruling, with the same printers as :func:`reads_as_ruling`: a class lists
    it as a base."""

    ruling: Ruling
    __str__ = _str_as_ruling
    _repr_html_ = _html_as_ruling

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """IPython prints with a class's own ``__repr__`` (a dataclass writes one) before it looks at the bases'
        printers, so each subclass gets the ruling's printer in its own namespace."""
        super().__init_subclass__(**kwargs)
        cls._repr_pretty_ = _pretty_as_ruling  # type: ignore[attr-defined]


_P = ParamSpec("_P")


def changes_position(step: Callable[_P, tuple[Any, Ruling]]) -> Callable[_P, Changed]:
    """Make a rules step that returns ``(position, ruling)`` return a :class:`Changed`, which reads as its ruling."""

    @functools.wraps(step)
    def changed(*args: _P.args, **kwargs: _P.kwargs) -> Changed:
        position, ruling = step(*args, **kwargs)
        return Changed(position, ruling)

    return changed


def reading_words(ruleset: str, key: str, option: str, *, asked: bool = False) -> str:
    """A reading of ``ruleset`` said in words: ``"the line passes through both squares' interiors, so either one
    occupied blocks it"``, the option's summary in the rule set's reading book (found through :mod:`sailkit.registry`,
    so no rule set is named here); with ``asked``, the reading's question first. Never the id ``key=option``: a
    reader reads the reading's name in words [readings, issue 24]."""
    from .registry import rulesets

    rs = rulesets().get(ruleset)
    if rs is None or not rs.readings_at or key not in rs.readings:
        return said(key, option)
    reading = rs.readings[key]
    chosen = next((o.summary for o in reading.options if o.name == option), "") or said(key, option)
    return f"{reading.question} {chosen[:1].upper()}{chosen[1:]}" if asked else chosen


def used(readings: Mapping[str, str], *keys: str) -> tuple[tuple[str, str], ...]:
    """The ``(key, option)`` pairs a ruling consulted, for its ``readings`` field."""
    return tuple([(k, readings[k]) for k in keys])


def _plain(value: Any) -> Any:
    """``value`` as JSON can hold it: a number, text, yes or no, or a list of them; anything else as its text."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, (int, float)):
        return int(value) if isinstance(value, int) else float(value)  # a RuledInt as the plain number
    if isinstance(value, (tuple, list)) and type(value).__str__ is object.__str__:
        return [_plain(v) for v in value]
    return str(value)


@dataclass(frozen=True)
class ReadStep(Step):
    """A step that applied one or more readings: any ruling that carries it names them (house rule 3: readings are
    never buried). ``readings`` holds ``(key, option)`` pairs; :meth:`Ruler.step` makes one."""

    readings: tuple[tuple[str, str], ...] = ()


class Ruler:
    """How one rule set makes its rulings, with the one rule for the readings a ruling names.

    ``RULINGS = Ruler("as_per_margin", READINGS)``, then ``RULINGS(question, verdict, steps, readings=chosen,
    keys=("beating_angle",), kind="move")``. A ruling names, in this order and each once: the ``(key, option)``
    pairs given as ``also`` (those of the rulings it builds on, whose steps it repeats), the readings given by
    ``keys`` (their options looked up in ``readings``), then every reading a step of it applied (a
    :class:`ReadStep`, made by :meth:`step`); and each named reading whose option stands in for something the text
    lost (:attr:`sailkit.readings.Option.reconstructed`) adds a last step saying so, citing the reading's first
    case, unless its steps already say it. Its ``ruleset`` is the rule set's key, so the kit finds its renderer,
    case index and readings page.
    """

    def __init__(self, ruleset: str, book: Any = None) -> None:
        self.ruleset = ruleset
        self.book = book
        self._stand_ins: frozenset[tuple[str, str]] = frozenset(
            (r.key, o.name) for r in (book or {}).values() for o in r.options if getattr(o, "reconstructed", False)
        )

    def step(
        self, case: str, reason: str, readings: Mapping[str, str], *keys: str, value: Number | None = None
    ) -> ReadStep:
        """A step that consulted the readings ``keys`` (their options looked up in ``readings``)."""
        return ReadStep(case, reason, value, tuple((k, readings[k]) for k in keys))

    def modifier(self, question: str, step: Step, readings: Mapping[str, str], keys: Iterable[str] = ()) -> Ruling:
        """One modifier asked alone (``fire_modifier``): the ruling of its one ``step``, its signed value as the
        verdict (``"+20"``, ``"-10"``) and as ``value``, naming the readings ``keys`` it consulted."""
        value = int(step.value or 0)
        verdict = format_number(value, signed=True)
        return self(question, verdict, (step,), readings=readings, keys=keys, value=value, kind="modifier")

    def named(
        self,
        steps: Iterable[Step],
        readings: Mapping[str, str] | None = None,
        keys: Iterable[str] = (),
        also: Iterable[tuple[str, str]] = (),
    ) -> tuple[tuple[str, str], ...]:
        """The readings a ruling of ``steps`` names: ``also``, then ``keys``, then those its steps applied, each once."""
        pairs = list(also)
        if readings is not None:
            for k in keys:
                pairs.append((k, readings[k]))
        for s in steps:  # a loop, not comprehensions: a game names the readings of thousands of rulings
            if isinstance(s, ReadStep):
                pairs += s.readings
        return tuple(dict.fromkeys(pairs)) if pairs else ()

    def __call__(
        self,
        question: str,
        verdict: Any,
        steps: Iterable[Step] = (),
        *,
        readings: Mapping[str, str] | None = None,
        keys: Iterable[str] = (),
        also: Iterable[tuple[str, str]] = (),
        value: Number | None = None,
        facts: Mapping[str, Any] | None = None,
        kind: str = "",
        measure: str = "",
        gloss: str = "",
    ) -> Ruling:
        """A ruling of this rule set (see the class docstring for the readings it names)."""
        steps = tuple(steps)
        named = self.named(steps, readings, keys, also)
        if self._stand_ins:  # most books have none: a game writes thousands of rulings [speed, issue 7]
            said = [
                Step(self.book[k].cases[0], f"reconstructed: reading {k}={v} stands in for what the text lost")
                for k, v in named
                if (k, v) in self._stand_ins
            ]
            steps += tuple(s for s in said if s not in steps)
        return Ruling(question, verdict, steps, named, value, facts, self.ruleset, kind, measure, gloss)


class _Ruled:
    """A plain value (``int`` or ``str``, the second base) that also carries its :class:`Ruling`.

    It compares, hashes and prints as the plain value, so ``repr`` pastes back; the
    explanation is one attribute away: ``.ruling``, ``.cases``, ``.readings``.
    """

    ruling: Ruling

    def __new__(cls, value: Any, ruling: Ruling) -> Any:
        self = super().__new__(cls, value)  # type: ignore[call-arg]
        self.ruling = ruling
        return self

    def __repr__(self) -> str:
        return super().__repr__()

    @property
    def cases(self) -> tuple[str, ...]:
        return self.ruling.cases

    @property
    def readings(self) -> tuple[tuple[str, str], ...]:
        return self.ruling.readings


class RuledInt(_Ruled, int):
    """An ``int`` that also carries the :class:`Ruling` that produced it."""


class RuledStr(_Ruled, str):
    """A ``str`` that also carries the :class:`Ruling` that produced it."""
