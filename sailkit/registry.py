"""The rule sets installed, found through the ``sailkit.rulesets`` entry-point group.

Each rule set declares itself in its package's ``pyproject.toml``::

    [project.entry-points."sailkit.rulesets"]
    fighting_sail = "sailkit.rulesets.fighting_sail"

so the kit lists rule sets without naming any (and a club's own rule set, packaged
apart, joins by declaring the same group). Reading the list touches only package
metadata; a rule set's module is imported when it is first used.

A rule set's module provides ``RULES`` (its :class:`~sailkit.engine.rules.Rules`) and
may name, as strings, the modules that register its diagrams (``DRAWING``) and its
benchmark figures (``BENCH``), which the kit imports only when it needs them.
"""

from __future__ import annotations

import importlib
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


__all__ = ["GROUP", "RuleSetEntry", "rules_for_title", "ruleset", "rulesets"]
