"""The rule sets installed, found through the ``sailkit.rulesets`` entry-point group.

Each rule set declares itself in its package's ``pyproject.toml``::

    [project.entry-points."sailkit.rulesets"]
    fighting_sail = "sailkit.rulesets.fighting_sail"

so the kit lists rule sets without naming any (and a club's own rule set, packaged
apart, joins by declaring the same group). Reading the list touches only package
metadata; a rule set's module is imported when it is first used.

A rule set's module provides ``RULES`` (its :class:`~sailkit.engine.rules.Rules`) and
may name, as strings, the modules that register its diagrams (``DRAWING``), its
benchmark figures (``BENCH``) and its rulings desk (``DESK``, see :mod:`sailkit.questions`),
which the kit imports only when it needs them. It may
also provide ``CASE_SUMMARY``, a function from a case number to what that case rules in
a sentence or two (``None`` for a number it does not know), which a
:class:`~sailkit.rulings.Ruling` uses to show the cases it cites
(:func:`case_summaries`).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any

from .errors import UnknownChoiceError

GROUP = "sailkit.rulesets"


@dataclass(frozen=True)
class RuleSetEntry:
    """One installed rule set: its key (``fighting_sail``) and the module that holds it."""

    key: str
    module: str

    def load(self) -> ModuleType:
        """Import the rule set's module (the first time costs its import; later calls are free)."""
        return importlib.import_module(self.module)

    def companion(self, attribute: str) -> ModuleType | None:
        """Import the module the rule set names in ``attribute`` (``DRAWING``, ``BENCH``), if it names one."""
        name = getattr(self.load(), attribute, None)
        return importlib.import_module(name) if name else None


@cache
def rulesets() -> dict[str, RuleSetEntry]:
    """Every installed rule set by key, in key order (metadata only: nothing is imported)."""
    found = {ep.name: RuleSetEntry(ep.name, ep.value.split(":")[0]) for ep in entry_points(group=GROUP)}
    return dict(sorted(found.items()))


def ruleset(key: str) -> RuleSetEntry:
    """The installed rule set ``key``, or an error listing those installed."""
    found = rulesets()
    if key not in found:
        raise UnknownChoiceError("rule set", key, found)
    return found[key]


def rules_for_title(title: str | None) -> Any:
    """The ``RULES`` of the rule set whose title is ``title`` (as in a record's ``Game`` header)."""
    titles: dict[str, Any] = {}
    for entry in rulesets().values():
        rules = entry.load().RULES
        titles[rules.title] = rules
        if title is not None and rules.title.casefold() == title.strip().casefold():
            return rules
    raise UnknownChoiceError("game (the record's Game header)", title, titles)


def case_summaries(key: str, numbers: Iterable[str]) -> dict[str, str]:
    """What each case ``numbers`` names rules, by the ``CASE_SUMMARY`` of rule set ``key``, in the order given.

    Empty when ``key`` is empty, is not an installed rule set or gives no summaries; a
    number the rule set does not know is left out. Imports the rule set (once).
    """
    if not key or key not in rulesets():
        return {}
    lookup = getattr(rulesets()[key].load(), "CASE_SUMMARY", None)
    if lookup is None:
        return {}
    found = {n: lookup(n) for n in dict.fromkeys(numbers)}
    return {n: text for n, text in found.items() if text}


__all__ = ["GROUP", "RuleSetEntry", "case_summaries", "rules_for_title", "ruleset", "rulesets"]
