"""Small helpers every phase module shares: a ruling of this rule set, and who is in a melee."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...rulings import Ruling, Step
from .state import State


def ruling(question: str, verdict: str, steps: Sequence[Step], kind: str, **facts: Any) -> Ruling:
    """A :class:`~sailkit.rulings.Ruling` of Wooden Ships & Iron Men, drawn by the renderer registered for ``kind``."""
    readings = facts.pop("readings", ())
    return Ruling(question, verdict, tuple(steps), tuple(readings), facts=facts, ruleset="wooden_ships", kind=kind)


def in_melee(state: State, name: str) -> bool:
    """Is ``name`` fighting, or being fought over, in a melee under way [12.3.3]?"""
    return any(name == m.target or name in m.attackers for m in state.melees)


__all__ = ["in_melee", "ruling"]
