"""Small helpers every phase module shares: a ruling of this rule set, steps that applied a reading, and who is in
a melee."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...rulings import Ruling, Step
from ...wording import Number
from .state import State


@dataclass(frozen=True)
class ReadStep(Step):
    """A step that applied one or more readings: any ruling that carries it lists them (house rule: readings are
    never buried). ``readings`` holds ``(key, option)`` pairs."""

    readings: tuple[tuple[str, str], ...] = ()


def read_step(case: str, reason: str, readings: Mapping[str, str], *keys: str, value: Number | None = None) -> ReadStep:
    """A :class:`ReadStep` that consulted ``keys`` of ``readings``."""
    return ReadStep(case, reason, value, tuple((k, readings[k]) for k in keys))


def readings_of(steps: Iterable[Step], *first: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """The readings ``first`` lists, then those the steps applied, each once, in order."""
    pairs = [p for group in first for p in group]
    pairs += [p for s in steps if isinstance(s, ReadStep) for p in s.readings]
    return tuple(dict.fromkeys(pairs))


def tagged(steps: Sequence[Step], pairs: Iterable[tuple[str, str]]) -> list[Step]:
    """``steps`` with ``pairs`` added to the readings of the first (same case and words), so any ruling that carries
    them lists the readings the whole run of steps applied."""
    pairs = tuple(pairs)
    if not steps or not pairs:
        return list(steps)
    first = steps[0]
    return [ReadStep(first.case, first.reason, first.value, readings_of([first], pairs)), *steps[1:]]


def ruling(question: str, verdict: str, steps: Sequence[Step], kind: str, **facts: Any) -> Ruling:
    """A :class:`~sailkit.rulings.Ruling` of Wooden Ships & Iron Men, drawn by the renderer registered for ``kind``;
    its readings are those passed as ``readings=`` and those its steps applied."""
    readings = readings_of(steps, facts.pop("readings", ()))
    return Ruling(question, verdict, tuple(steps), readings, facts=facts, ruleset="wooden_ships", kind=kind)


def in_melee(state: State, name: str) -> bool:
    """Is ``name`` fighting, or being fought over, in a melee under way [12.3.3]?"""
    return any(name == m.target or name in m.attackers for m in state.melees)


__all__ = ["ReadStep", "in_melee", "read_step", "readings_of", "ruling", "tagged"]
