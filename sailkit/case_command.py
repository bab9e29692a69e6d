"""``sailkit case NUMBER``: what a case of the rules rules, from the terminal.

    sailkit case 9.33f                  the case of every rule set numbered 9.33f
    sailkit case 24.4.2 --ruleset wooden_ships
    sailkit case APM-03d --json

Each answer gives the case's title and summary in our own words (:mod:`sailkit.cases`), the tutorial part that
teaches it, whether what it rests on was lost, and the readings that touch it with their defaults. A number is
read as a ruling cites it (``[9.33f]`` is ``9.33f``). Without ``--ruleset`` every installed rule set's index is
searched: a number two rule sets share is answered for each. A number no index has is exit status 2 with the
nearest numbers there are.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from typing import Any

SUMMARY = "say what a numbered case of the rules rules: its summary, where it is taught, its readings"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("number", metavar="NUMBER", help="the case as the rules number it: 9.33f, 24.4.2, APM-03d")
    parser.add_argument("--ruleset", metavar="RULESET", help="look only in this rule set (its key or title)")
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")


def run(args: argparse.Namespace) -> int:
    from .errors import InvalidInputError
    from .registry import find, rulesets
    from .ruleset import Capability

    chosen = [find(args.ruleset)] if args.ruleset else list(rulesets().values())
    indexed = [rs for rs in chosen if rs.offers(Capability.CASES)]
    found = [(rs, rs.cases[number]) for rs in indexed if (number := rs.cases.number_of(args.number))]
    if not found:
        where = ", ".join(rs.title for rs in indexed)
        near = "; ".join(
            f"{rs.title} {n} ({rs.cases[n].title})"
            for rs, n in nearest(args.number, [(rs, n) for rs in indexed for n in rs.cases])
        )
        raise InvalidInputError("case number", args.number, f"a case of {where}, such as {near}")
    answers = [answer(rs, case) for rs, case in found]
    if args.json:
        json.dump(answers if len(answers) > 1 else answers[0], sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        print("\n\n".join(text(a) for a in answers))
    return 0


def nearest(number: str, known: list[tuple[Any, str]], most: int = 6) -> list[tuple[Any, str]]:
    """Up to ``most`` of ``known`` (each a rule set and one of its case numbers) nearest ``number``: those under the
    longest beginning of it that any has (``9.99z``: the cases beginning ``9.9``), else the closest spellings. Two
    rule sets may number a case alike (``4.2``): each is its own pair, so the reader is told which is which."""
    wanted = number.strip("[] ").casefold()
    for end in range(len(wanted), 0, -1):
        under = [(rs, n) for rs, n in known if n.casefold().startswith(wanted[:end])]
        if under:
            return under[:most]
    spelled = difflib.get_close_matches(wanted, [n for _, n in known], n=most, cutoff=0.0)
    return [(rs, n) for rs, n in known if n in spelled][:most]


def answer(rs: Any, case: Any) -> dict[str, Any]:
    """What :func:`run` prints for ``case`` of rule set ``rs``, as data (``--json``)."""
    book = rs.readings if rs.readings_at else {}
    folder = "/".join(p for p in ("tutorials", rs.tutorials) if p)
    return {
        "ruleset": rs.key,
        "game": rs.title,
        "number": case.number,
        "title": case.title,
        "label": case.label,
        "heading": case.heading,
        "summary": case.summary,
        "taught_in": f"{folder}/{case.tutorial}#{case.anchor}" if case.tutorial else None,
        "lost": case.lost,
        "readings": [
            {
                "key": key,
                "question": book[key].question,
                "default": book[key].default,
                "options": book[key].option_names,
            }
            for key in case.readings
            if key in book
        ],
    }


def text(a: dict[str, Any]) -> str:
    """An :func:`answer` as lines a reader reads in a terminal."""
    lines = [f"{a['game']} {a['label']}", f"  {a['summary']}"]
    if a["lost"]:
        lines.append("  What this case rests on was lost; a reading stands in.")
    if a["taught_in"]:
        lines.append(f"  Taught in {a['taught_in'].partition('#')[0]}, under '{a['heading']}'.")
    else:
        lines.append("  No tutorial part teaches it yet.")
    for r in a["readings"]:
        others = ", ".join(o for o in r["options"] if o != r["default"])
        lines.append(f"  Reading {r['key']}: {r['question']} Default {r['default']}; also {others}.")
    return "\n".join(lines)
