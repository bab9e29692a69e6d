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
from typing import Any


@dataclass(frozen=True)
class Step:
    """One step of a ruling: the case, what it decided in plain words, and its signed contribution.

    ``value`` is set only for steps that add to the ruling's number (a Fire Value
    modifier, a cap on an allowance); the steps' values then sum to that number.
    """

    case: str
    reason: str
    value: int | None = None

    def __str__(self) -> str:
        num = "" if self.value is None else f" ({self.value:+d})"
        return f"[{self.case}] {self.reason}{num}"


@dataclass(frozen=True)
class Ruling:
    """What was decided, with the numbers, the steps (each with its case) and the readings used."""

    question: str
    verdict: Any
    steps: tuple[Step, ...] = ()
    readings: tuple[tuple[str, str], ...] = ()
    value: int | None = None
    facts: Mapping[str, Any] = field(default_factory=dict)
    #: Draws the situation as SVG text when a notebook shows the ruling (set by the rule set).
    diagram: Callable[[], str] | None = field(default=None, compare=False, repr=False)

    def with_diagram(self, diagram: Callable[[], str]) -> Ruling:
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

    def __str__(self) -> str:
        head = f"{self.question}: {self.verdict}"
        if self.value is not None and self.value != self.verdict:
            head += f" (value {self.value})"
        lines = [head] + [f"  {s}" for s in self.steps]
        if self.readings:
            lines.append("  readings: " + ", ".join(f"{k}={v}" for k, v in self.readings))
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>[{html.escape(s.case)}]</td><td>{html.escape(s.reason)}</td>"
            f"<td>{'' if s.value is None else f'{s.value:+d}'}</td></tr>"
            for s in self.steps
        )
        used = ", ".join(f"<code>{html.escape(k)}={html.escape(v)}</code>" for k, v in self.readings)
        picture = self.diagram() if self.diagram is not None else ""
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
