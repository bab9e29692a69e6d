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

import html
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from numbers import Real
from typing import Any

#: A number a ruling or a step may carry: whole points, inches, half points.
Number = int | float | Fraction


def format_number(value: Number, *, signed: bool = False) -> str:
    """A ruling's number as a reader writes it: ``5``, ``-10``, ``3.5``, ``1/2``; with ``signed``, ``+5``, ``+1/2``.

    Whole values print without a fraction or decimal point whatever their type;
    floats keep at most three significant decimals (inches on a table).
    """
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"a ruling's number must be an int, float or Fraction, not {value!r}")
    sign = "+" if signed and value >= 0 else ""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{sign}{value.numerator}/{value.denominator}"
    if isinstance(value, float) and not value.is_integer():
        return f"{sign}{value:.3f}".rstrip("0")
    return f"{sign}{int(value)}"


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

    def __str__(self) -> str:
        num = "" if self.value is None else f" ({format_number(self.value, signed=True)})"
        return f"[{self.case}] {self.reason}{num}"


@dataclass(frozen=True, init=False)
class Ruling:
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
            },
        )

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

        ``None`` when nothing draws this kind of ruling. Only this call loads matplotlib.
        """
        from .figures import drawn

        return drawn(self.ruleset, self.kind, self)

    def __str__(self) -> str:
        yes_no = isinstance(self.verdict, bool)
        shown = (
            verdict_words(self.verdict)
            if yes_no or isinstance(self.verdict, (tuple, list, set, frozenset))
            else self.verdict
        )
        head = f"{self.question}: {shown}"  # "yes" or "no", never Python's True; never a tuple: "Shannon, Levant"
        if self._glossed() or (self.measure and self.value is not None and not yes_no):
            # the heading's words: "yes: the order stands (die 3)", "burning, 1 hull hit", not "(value 1)"
            head = f"{self.question}: {self.headline()}"
        elif yes_no and self.measure and self.value is not None:
            head += f", {self._phrase()}"  # "yes, Fire Value 65"
        elif self.value is not None and (yes_no or self.value != self.verdict):
            number = format_number(self.value)
            if not says_number(str(shown), number):  # "Hit Table 4", not "Hit Table 4 (value 4)"
                head += f" (value {number})"
        lines = [head] + [f"  {s}" for s in self.steps]
        if self.readings:
            lines.append("  readings: " + ", ".join(f"{k}={v}" for k, v in self.readings))
        return "\n".join(lines)

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
            return f"no: {last.reason} [{last.case}]"
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

    def _repr_html_(self) -> str:
        return self.html()

    def html(self, *, picture: bool = True, heading: bool = True, diagram: Any = None) -> str:
        """The ruling as a notebook shows it: heading, steps table, readings and (``picture=True``) its diagram beside.

        ``heading=False`` leaves the question and verdict out (for a widget that writes its own);
        ``diagram``, a matplotlib Figure already drawn, is shown instead of the ruling's own.
        """
        fig = diagram if diagram is not None else self.figure() if picture else None
        beside = ""
        if fig is not None:
            from .figures import inline, natural_width

            svg = inline(fig)  # its own natural width is the basis: beside the table if both fit, else below it
            beside = f'<div style="flex:0 1 {natural_width(svg)}px;max-width:100%;min-width:0">{svg}</div>'
        return (
            '<div class="sailkit-ruling" style="display:flex;flex-wrap:wrap;gap:10px 24px;align-items:flex-start">'
            f'<div style="flex:1 1 380px;max-width:48em;min-width:0">{self._table_html(heading)}</div>{beside}</div>'
        )

    def _table_html(self, heading: bool = True) -> str:
        """The heading, the steps as a left-aligned table (case, what it decided, value) with a total, the readings."""
        left = "text-align:left;vertical-align:top;padding:2px 10px 2px 0"
        right = "text-align:right;vertical-align:top;padding:2px 0 2px 10px;white-space:nowrap"
        summaries = self.case_summaries()
        rows = "".join(
            f'<tr><td style="{left};white-space:nowrap" title="{html.escape(summaries.get(s.case, ""), quote=True)}">'
            f"[{html.escape(s.case)}]</td>"
            f'<td style="{left}">{html.escape(s.reason)}</td>'
            f'<td style="{right}">{"" if s.value is None else format_number(s.value, signed=True)}</td></tr>'
            for s in self.steps
        )
        total = self.total()
        foot = (
            f'<tfoot><tr style="border-top:1.5px solid currentColor"><td style="{left}"></td>'
            f'<td style="{left}"><b>{html.escape(self.measure.replace("{}", "").strip() or "total")}</b></td>'
            f'<td style="{right}"><b>{format_number(total)}</b></td></tr></tfoot>'
            if total is not None
            else ""
        )
        head = (
            f'<thead><tr><th style="{left}">case</th><th style="{left}">what it decided</th>'
            f'<th style="{right}">value</th></tr></thead>'
        )
        table = f'<table style="border-collapse:collapse;margin:6px 0;font-size:0.95em">{head}<tbody>{rows}</tbody>{foot}</table>'
        title = (
            f'<div style="text-align:left;font-size:1.12em;margin:2px 0 4px 0"><b>{html.escape(self.question)}</b>: '
            f"<b>{html.escape(self.headline())}</b></div>"
        )
        return (
            (title if heading else "") + (table if self.steps else "") + self._readings_html() + _cases_html(summaries)
        )

    def _readings_html(self) -> str:
        """The readings used as small labels, each linked to the rule set's readings documentation."""
        if not self.readings:
            return ""
        book, doc = _reading_book(self.ruleset)
        pills = []
        for key, option in self.readings:
            tip = ""
            if book is not None and key in book:
                r = book[key]
                chosen = next((o.summary for o in r.options if o.name == option), "")
                tip = f"{r.question} {option}: {chosen}".strip()
            words = html.escape(f"{key}={option}")
            style = (
                "display:inline-block;font-size:0.8em;padding:0 6px;margin:0 4px 2px 0;border:1px solid #9aa7b3;"
                "border-radius:8px;text-decoration:none;color:inherit"
            )
            attrs = f' title="{html.escape(tip, quote=True)}"' if tip else ""
            if doc:
                href = f"{doc.partition('#')[0]}#{key}"  # each reading's row is anchored by its key
                pills.append(f'<a href="{html.escape(href, quote=True)}"{attrs} style="{style}">{words}</a>')
            else:
                pills.append(f'<span{attrs} style="{style}">{words}</span>')
        return f'<div style="text-align:left;margin-top:2px"><span style="font-size:0.85em">readings: </span>{"".join(pills)}</div>'


def plural(count: Number, noun: str, many: str | None = None) -> str:
    """``count`` with its noun in the right number: ``plural(1, "end") == "1 end"``, ``plural(2, "path") == "2 paths"``.

    ``many`` gives an irregular plural (``plural(2, "die", "dice")``); otherwise ``s``, or
    ``es`` after s, x, z, ch and sh, is added (see :func:`agree`).
    """
    return f"{format_number(count)} {agree(count, noun, many)}"


def agree(count: Number, one: str, many: str | None = None) -> str:
    """The form of a word that goes with ``count``: ``one`` for exactly 1, else ``many``, by default ``one``'s
    regular plural (``s``, or ``es`` after s, x, z, ch and sh). For nouns written without their number and for
    verbs: ``agree(2, "hit") == "hits"``, ``agree(1, "falls", "fall") == "falls"``."""
    if count == 1:
        return one
    if many is None:
        many = one + ("es" if one.endswith(("s", "x", "z", "ch", "sh")) else "s")
    return many


def says_number(words: str, number: str) -> bool:
    """Whether ``words`` already say ``number`` (as :func:`format_number` writes it) as a number of its own.

    ``"2 hits"`` says ``"2"``; ``"12 hits"``, ``"1/2"``, ``"2.5"``, ``"x2"`` and ``"1-2"`` do
    not: the number counts only where no letter, digit, point, slash or dash touches it.
    What :meth:`Ruling.headline` asks before it adds a number the verdict already gives.
    """
    return re.search(rf"(?<![\w./-]){re.escape(number)}(?![\w/-]|\.\d)", words) is not None


def _names(words: str, measure: str) -> bool:
    """Whether ``words`` name ``measure``: a word of them starts with it, whatever the case ("hit" in "2 Hits")."""
    return re.search(rf"\b{re.escape(measure.lower())}", words.lower()) is not None


def verdict_words(verdict: Any) -> str:
    """A verdict as a reader says it: ``yes``/``no`` for booleans, nothing for ``None``, a collection's items joined
    by commas (``"Shannon, Levant"``) unless it says itself (a named tuple with its own ``__str__``), else its text."""
    if verdict is True:
        return "yes"
    if verdict is False:
        return "no"
    if verdict is None:
        return "none"
    if isinstance(verdict, (tuple, list, set, frozenset)) and type(verdict).__str__ is object.__str__:
        return ", ".join(str(v) for v in verdict) or "none"
    return str(verdict)  # a collection that says itself (its own ``__str__``) in its own words: "3 to 5 boxes"


def _reading_book(ruleset: str) -> tuple[Any, str]:
    """The rule set's readings and the link to its readings page from a notebook of its tutorials, if it has one."""
    from .registry import rulesets

    rs = rulesets().get(ruleset)
    if rs is None:
        return None, ""
    if not rs.readings_doc:
        return rs.readings, ""
    up = "../" * (1 + len([p for p in rs.tutorials.split("/") if p]))  # from tutorials/<its folder>/ to the root
    return rs.readings, up + rs.readings_doc


def _cases_html(summaries: Mapping[str, str]) -> str:
    """What each cited case rules, in the rule set's own words, folded under the table (open it to read)."""
    if not summaries:
        return ""
    items = "".join(
        f"<li><b>[{html.escape(case)}]</b> {html.escape(text)}</li>" for case, text in summaries.items() if text
    )
    return (
        '<details style="text-align:left;font-size:0.9em;margin:4px 0"><summary>what these cases rule</summary>'
        f'<ul style="margin:2px 0 0 0;padding-left:1.4em">{items}</ul></details>'
    )


def used(readings: Mapping[str, str], *keys: str) -> tuple[tuple[str, str], ...]:
    """The ``(key, option)`` pairs a ruling consulted, for its ``readings`` field."""
    return tuple([(k, readings[k]) for k in keys])


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
