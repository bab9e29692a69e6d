"""The rules of *Wooden Ships & Iron Men* by number, with what each rules and the tutorial that teaches it.

``data/cases.csv`` is the kit's case index (:mod:`sailkit.cases`): every numbered rule of the Tournament Edition from
1.0 to 42.9.3, then the Addendum's numbered notes (``A-12.3``), in the text's order, each with a short title and a
summary in sailkit's own words. Besides the kit's columns it has ``part`` (``introduction``, ``basic``,
``advanced``, ``optional`` or ``addendum``) and ``taught_under``: the heading of the notebook in
``tutorials/wooden_ships`` that teaches the rule, as the notebook writes it (``[7.2, 7.2.1, 7.2.2] Writing the
order``: one heading may teach several rules, and a range such as ``[8.3.5.1-8.3.5.4]`` teaches every rule between
its ends). The ``tutorial`` and ``taught_under`` columns are read off the notebooks' headings
(``python -m sailkit.rulesets.wooden_ships index tutorials/wooden_ships`` writes them and the index notebook), and
``tests/wooden_ships/test_case_index.py`` holds the two together::

    >>> case("7.1.4").title
    'Allowance charts'
    >>> case("[7.1.4]").lost, case("7.1.4").readings
    (True, ('battle_sail_chart',))

Rulings cite these numbers (``[11.2.1]``), and a ruling's ``case_summaries()`` and its HTML show what each rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from ...cases import Case, CaseIndex
from ...taught_in import notebook_headings
from ...taught_in import taught_in as kit_taught_in

#: The parts of the rules, in order, each with the heading its table has in the index notebook.
PARTS = {
    "introduction": "Introduction and set-up, 1.0 to 3.2.13",
    "basic": "The Basic Game, 4.0 to 15.0",
    "advanced": "The Advanced Game, 16.0 to 27.0",
    "optional": "The Optional Rules, 30.0 to 42.9.3",
    "addendum": "The Addendum's notes",
}
#: A rule number as the rules print it: ``24.3.2.3.1``, or an Addendum note's ``A-12.3``.
NUMBER = re.compile(r"(?:A-)?\d{1,2}(?:\.\d{1,2}){1,5}", re.ASCII)


def index() -> CaseIndex:
    """The case index (the rule set's :attr:`~sailkit.ruleset.RuleSet.cases`, read once)."""
    from . import RULESET

    return RULESET.cases


def case(number: str) -> Case:
    """One rule by number, as the rules print it or a ruling cites it (``"7.1.4"``, ``"[7.1.4]"``, ``"A-12.3"``): its
    title, summary, tutorial, the readings on it and whether what it rests on was lost; an
    :class:`~sailkit.errors.UnknownChoiceError` for a number the rules do not have."""
    return index()[number]


def cited(heading: str, order: Sequence[str]) -> list[str]:
    """The rule numbers a heading's brackets cite, in the order written: ``[8.3.5.1-8.3.5.4, 8.3.5.9] Fouling`` cites
    8.3.5.1 to 8.3.5.4 as ``order`` (the rules' order) runs between them, and 8.3.5.9; words in brackets that are no
    rule number (``[A]``) cite nothing."""
    out: list[str] = []
    for inside in re.findall(r"\[([^\]]+)\]", heading):
        for item in inside.split(","):
            ends = [e.strip() for e in re.split(r"(?<!A)\s*[-\u2013]\s*", item.strip())]
            if not all(NUMBER.fullmatch(e) for e in ends):
                continue
            if len(ends) == 2 and ends[0] in order and ends[1] in order:
                out += order[order.index(ends[0]) : order.index(ends[1]) + 1]
            else:
                out += ends
    return list(dict.fromkeys(out))


def taught_in(headings: Mapping[str, Iterable[tuple[int, str]]], order: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Each rule number a part of a notebook cites in its heading (:func:`cited`, ranges run in ``order``), with the
    notebook and the heading that teach it (:func:`sailkit.taught_in.taught_in`)."""
    return kit_taught_in(headings, lambda words: cited(words, order))


def part_table(part: str, cases: CaseIndex | None = None) -> str:
    """The index notebook's cell for one part of the rules: its heading, then every rule of that part with its
    summary and a link to the heading that teaches it (:meth:`sailkit.cases.CaseIndex.markdown`; ``cases`` by default
    the rule set's index)."""
    cases = cases or index()
    numbers = [n for n, c in cases.items() if c.extra.get("part") == part]
    return f"## {PARTS[part]}\n\n{cases.markdown(numbers)}"


__all__ = ["NUMBER", "PARTS", "case", "cited", "index", "notebook_headings", "part_table", "taught_in"]
