"""A toy rule set, a dice race: the smallest complete rule set on the kit, and the example of ``docs/new_ruleset.md``.

Two sides, A and B, take turns; on its turn a side either throws a die (a chance node follows, and the result is
added to its score) or passes; the first to 10 wins. Small as it is, it has what the engine must handle (decisions,
chance nodes, sides, an end, actions written as text) and what the kit offers a rule set, each in a few lines:

* ``rules``: its actions (a :class:`~sailkit.actions.Grammar`), state, a reading (which die is thrown), scenarios,
  a position notation (``RACE round 2 d6 | A 5 | B 3 | B to act``), the questions a club may ask of a position,
  and the engine's :class:`~sailkit.engine.rules.Rules` with every optional part;
* ``data/cases.csv``: its case index, R1 to R5, in our own words;
* ``captain``: a computer captain that explains its choice with its case;
* ``faces/``: its faces, each imported only when used, in the one layout every rule set follows: ``drawing`` (a
  renderer for its rulings: the track with both counters) and ``desk`` (the rulings desk's pickers, on the kit's
  desk base).

It is not an installed rule set (no entry point names it, so ``sailkit validate`` and the rulings desk do not list
it): the conformance suite (``tests/conformance``) holds it to the same promises as every installed rule set, the
engine's, validator's and command line's tests register it by hand, and the benchmark uses it.
"""

from __future__ import annotations

from ...ruleset import Capability, RuleSet
from .rules import (
    GOAL,
    NOTATION,
    QUESTIONS,
    RACE,
    READINGS,
    RULES,
    RULINGS,
    SCENARIOS,
    SIDES,
    TRACK,
    Race,
    RaceAction,
    RaceNotation,
    RaceSetup,
    RaceState,
    next_throw,
    score,
)

#: The race as the kit sees a rule set (:mod:`sailkit.ruleset`).
RULESET = RuleSet(
    "race",
    "Race",
    __name__,
    frozenset(
        {
            Capability.PLAY,
            Capability.RECORDS,
            Capability.NOTATION,
            Capability.READINGS,
            Capability.CASES,
            Capability.QUESTIONS,
            Capability.END_CHECK,
            Capability.VIEWS,
            Capability.DRAWING,
            Capability.DESK,
            Capability.CAPTAIN,
        }
    ),
    rules_at=".rules:RACE",
    game_at="sailkit.engine:Game",
    readings_at=".rules:READINGS",
    notation_at=".rules:NOTATION",
    questions_at=".rules:QUESTIONS",
    scenarios_at=".rules:SCENARIOS",
    captain_at=".captain:Captain",
    cite_pattern=r"(?P<number>R[0-9])",
)

__all__ = [
    "GOAL",
    "NOTATION",
    "QUESTIONS",
    "RACE",
    "READINGS",
    "RULES",
    "RULESET",
    "RULINGS",
    "SCENARIOS",
    "SIDES",
    "TRACK",
    "Race",
    "RaceAction",
    "RaceNotation",
    "RaceSetup",
    "RaceState",
    "next_throw",
    "score",
]
