"""``sailkit readings [RULESET]``: the points a rule set's text leaves open, and how sailkit reads each by default.

    sailkit readings                     every installed rule set's readings
    sailkit readings fighting_sail       one rule set's (its key or title)
    sailkit readings wooden_ships --json

Each reading is listed with its key (what ``--readings KEY=OPTION`` and a record's ``Readings`` header name), the
cases it touches, its question, its options (the default marked, reconstructions of lost tables marked) and why the
default was chosen: the reading book (:mod:`sailkit.readings`) as a club reads it before a game.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any

from .readings import cite_all

SUMMARY = "list the points the rules leave open, their options and sailkit's default for each"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "ruleset", metavar="RULESET", nargs="?", help="one rule set (its key or title); all if left out"
    )
    parser.add_argument("--json", action="store_true", help="print the reading books as JSON")


def run(args: argparse.Namespace) -> int:
    from .registry import find, rulesets
    from .ruleset import Capability

    chosen = [find(args.ruleset)] if args.ruleset else list(rulesets().values())
    books = {rs.title: rs.readings for rs in chosen if rs.offers(Capability.READINGS)}
    if args.json:
        json.dump({title: [as_data(r) for r in book.values()] for title, book in books.items()}, sys.stdout, indent=2)
        print()
        return 0
    for title, book in books.items():
        print(f"{title}: {len(book)} readings")
        for r in book.values():
            print(text(r))
        print()
    return 0


def as_data(r: Any) -> dict[str, Any]:
    """A reading as JSON data."""
    return {
        "key": r.key,
        "cases": list(r.cases),
        "question": r.question,
        "default": r.default,
        "why_default": r.why_default,
        "options": [{"name": o.name, "summary": o.summary, "reconstructed": o.reconstructed} for o in r.options],
    }


def text(r: Any) -> str:
    """A reading as a few wrapped lines: key and cases, question, each option (default first marked), why."""
    wrap = textwrap.TextWrapper(width=100, initial_indent="    ", subsequent_indent="      ")
    lines = [f"  {r.key} [{cite_all(r.cases)}]", *wrap.wrap(r.question)]
    for o in r.options:
        mark = " (default)" if o.name == r.default else ""
        lost = " (stands in for what the text lost)" if o.reconstructed else ""
        lines += wrap.wrap(f"{o.name}{mark}{lost}: {o.summary}")
    lines += wrap.wrap(f"why the default: {r.why_default}")
    return "\n".join(lines)
