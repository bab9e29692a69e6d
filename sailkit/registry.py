"""The rule sets installed, found through the ``sailkit.rulesets`` entry-point group.

Each rule set declares its :class:`~sailkit.ruleset.RuleSet` in its package's ``pyproject.toml``::

    [project.entry-points."sailkit.rulesets"]
    fighting_sail = "sailkit.rulesets.fighting_sail:RULESET"

so the kit lists rule sets without naming any (and a club's own rule set, packaged apart, joins by declaring the
same group). Loading the list imports each rule set's package, which keeps its own import light (its parts load
when first used, see :mod:`sailkit.ruleset`); the names alone (:func:`keys`) touch only package metadata.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from .errors import InvalidInputError, UnknownChoiceError
from .ruleset import Capability, RuleSet

GROUP = "sailkit.rulesets"


@cache
def keys() -> tuple[str, ...]:
    """The keys of every installed rule set, in order (package metadata only: nothing is imported)."""
    return tuple(sorted({ep.name for ep in entry_points(group=GROUP)}))


@cache
def rulesets() -> dict[str, RuleSet]:
    """Every installed rule set by key, in key order."""
    found: dict[str, RuleSet] = {}
    for ep in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        value = ep.load()
        if not isinstance(value, RuleSet) or value.key != ep.name:
            raise InvalidInputError(
                f"entry point {ep.name!r} of {GROUP}", ep.value, f"a RuleSet whose key is {ep.name!r}"
            )
        found[ep.name] = value
    return found


def ruleset(key: str) -> RuleSet:
    """The installed rule set ``key``, or an error listing those installed."""
    found = rulesets()
    if key not in found:
        raise UnknownChoiceError("rule set", key, found)
    return found[key]


def find(name: str) -> RuleSet:
    """The installed rule set a user names on a command line: by its key or its title, in any letter case, with
    spaces, hyphens and underscores alike (``fighting_sail``, ``"Fighting Sail"``, ``fighting-sail``); an error
    listing the keys installed otherwise."""
    found = rulesets()
    wanted = _folded(name)
    for rs in found.values():
        if wanted in (_folded(rs.key), _folded(rs.title)):
            return rs
    raise UnknownChoiceError("rule set", name, found)


def _folded(name: str) -> str:
    return "".join(c for c in name.casefold() if c not in " -_")


def ruleset_for_title(title: str | None) -> RuleSet:
    """The rule set whose title is ``title`` (as in a record's ``Game`` header), in any letter case."""
    found = rulesets()
    for rs in found.values():
        if title is not None and rs.title.casefold() == title.strip().casefold():
            return rs
    raise UnknownChoiceError("game (the record's Game header)", title, [rs.title for rs in found.values()])


def rules_for_title(title: str | None) -> Any:
    """The engine rules of the rule set whose title is ``title`` (:func:`ruleset_for_title`)."""
    return ruleset_for_title(title).rules


def ruleset_of(rules: Any) -> RuleSet | None:
    """The installed rule set that ``rules`` (its engine rules, or rules made from them) belong to, by their
    ``key``; ``None`` when no installed rule set has that key."""
    return rulesets().get(getattr(rules, "key", ""))


def case_summaries(key: str, numbers: Iterable[str]) -> dict[str, str]:
    """What each case of ``numbers`` rules, from the case index of rule set ``key``, in the order given.

    Empty when ``key`` is empty or not an installed rule set; a number the index does not know is left out.
    """
    found = rulesets().get(key)
    if found is None or not found.offers(Capability.CASES):
        return {}
    return found.cases.summaries(numbers)


__all__ = [
    "GROUP",
    "case_summaries",
    "keys",
    "ruleset",
    "ruleset_for_title",
    "ruleset_of",
    "rules_for_title",
    "rulesets",
]
