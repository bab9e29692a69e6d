"""Rulings: answers that cite their cases.

A :class:`Ruling` holds what was decided (``verdict``), the number it produced
(``value``, if any), every step with the case that justifies it, and the readings the
answer depended on. It is truthy when the verdict is, so ``if line_of_sight(...)``
reads naturally, prints as plain text and shows itself as an HTML table in a notebook.

Entry points that promise a plain ``int`` or ``str`` return :class:`RuledInt` /
:class:`RuledStr`: real ints and strings that also carry their ruling in ``.ruling``.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from numbers import Real
from typing import Any, Self

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


@dataclass(frozen=True)
class Step:
    """One step of a ruling: the case, what it decided in plain words, and its signed contribution.

    ``value`` is set only for steps that add to the ruling's number (a Fire Value
    modifier, a cap on an allowance); the steps' values then sum to that number.
    """

    case: str
    reason: str
    value: Number | None = None

    def __str__(self) -> str:
        num = "" if self.value is None else f" ({format_number(self.value, signed=True)})"
        return f"[{self.case}] {self.reason}{num}"


@dataclass(frozen=True)
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
    #: Draws the situation as SVG text when a notebook shows the ruling (set by the rule set).
    diagram: Callable[[], str] | None = field(default=None, compare=False, repr=False)

    def with_diagram(self, diagram: Callable[[], str]) -> Self:
        """The same ruling, drawn by ``diagram`` when shown in a notebook."""
        return replace(self, diagram=diagram)

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

    def figure(self) -> Any:
        """The ruling's diagram as a new matplotlib Figure, drawn by the renderer its rule set registered for its kind.

        ``None`` when nothing draws this kind of ruling. Only this call loads matplotlib.
        """
        from .figures import renderer_for

        draw = renderer_for(self.ruleset, self.kind)
        return None if draw is None else draw(self)

    def __str__(self) -> str:
        head = f"{self.question}: {self.verdict}"
        if self.value is not None and self.value != self.verdict:
            head += f" (value {format_number(self.value)})"
        lines = [head] + [f"  {s}" for s in self.steps]
        if self.readings:
            lines.append("  readings: " + ", ".join(f"{k}={v}" for k, v in self.readings))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>[{html.escape(s.case)}]</td><td>{html.escape(s.reason)}</td>"
            f"<td>{'' if s.value is None else format_number(s.value, signed=True)}</td></tr>"
            for s in self.steps
        )
        used = ", ".join(f"<code>{html.escape(k)}={html.escape(v)}</code>" for k, v in self.readings)
        if self.diagram is not None:
            picture = self.diagram()
        else:
            from .figures import svg

            fig = self.figure()
            picture = "" if fig is None else svg(fig, prolog=False)
        return (
            f"<div><b>{html.escape(self.question)}</b>: {html.escape(str(self.verdict))}"
            f"<table>{rows}</table>"
            f"{'<div>readings: ' + used + '</div>' if used else ''}{picture}</div>"
        )


def used(readings: Mapping[str, str], *keys: str) -> tuple[tuple[str, str], ...]:
    """The ``(key, option)`` pairs a ruling consulted, for its ``readings`` field."""
    return tuple((k, readings[k]) for k in keys)


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
