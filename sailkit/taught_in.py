"""Which notebook heading teaches each rule: read off the headings of a rule set's tutorials.

A tutorial's headings cite the rules they teach (``## [7.2, 7.2.1] Writing the order``). :func:`notebook_headings`
reads a notebook's headings and :func:`taught_in` picks, for each rule cited, the heading that teaches it. Rule-free:
how a heading cites rules (numbers, ranges, ids) is the rule set's ``cites``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

_HEADING = re.compile(r"^(#{1,6}) +(.+?)\s*$")


def notebook_headings(path: str | Path) -> list[tuple[int, str]]:
    """The markdown headings of a notebook in order, each as its level (the number of ``#``) and its words."""
    cells = json.loads(Path(path).read_text(encoding="utf-8"))["cells"]
    lines = (line for c in cells if c["cell_type"] == "markdown" for line in "".join(c["source"]).splitlines())
    return [(len(m.group(1)), m.group(2)) for m in map(_HEADING.match, lines) if m]


def taught_in(
    headings: Mapping[str, Iterable[tuple[int, str]]], cites: Callable[[str], Sequence[str]]
) -> dict[str, tuple[str, str]]:
    """Each rule a heading of a notebook cites (``cites(words)``), with the notebook and the heading that teach it.

    ``headings`` maps each notebook's file name to its headings (:func:`notebook_headings`). A notebook's title (its
    ``#`` heading) names the whole section it covers and teaches nothing itself; of the other headings citing a rule,
    the one citing the fewest rules teaches it, then the deeper, then the first (notebooks in name order)."""
    best: dict[str, tuple[tuple[int, int, int], str, str]] = {}
    place = 0
    for notebook, lines in sorted(headings.items()):
        for level, words in lines:
            numbers = cites(words) if level > 1 else []
            place += 1
            for number in numbers:
                rank = (len(numbers), -level, place)
                if number not in best or rank < best[number][0]:
                    best[number] = (rank, notebook, words)
    return {number: (notebook, words) for number, (_, notebook, words) in best.items()}


__all__ = ["notebook_headings", "taught_in"]
