"""``docs/readings.md``: the readings of :mod:`.readings` as a document, grouped by Major Section.

Written by ``python -m sailkit.rulesets.fighting_sail readings > docs/readings.md``; a
test keeps the committed file in step. Its prose (what a reading is, how to switch one, the open questions that
are fixed conventions instead of readings) is ``data/readings.md``, with a place for the index and the table. It
lives apart from the reading book because the section titles come from :mod:`.cases`.
"""

from __future__ import annotations

from importlib import resources

from .cases import case
from .readings import READINGS


def document() -> str:
    """The readings document: what a reading is, how to switch one, the table of all of them,
    and the open questions that are fixed conventions instead of readings."""
    text = resources.files(__package__ or __name__).joinpath("data/readings.md").read_text(encoding="utf-8")
    return text.replace("{index}", _index()).replace("{table}", READINGS.markdown())


def _index() -> str:
    """The readings grouped by the Major Section of the first case each touches."""
    groups: dict[int, list[str]] = {}
    for r in READINGS.values():
        groups.setdefault(int(r.cases[0].split(".")[0]), []).append(r.key)
    rows = [
        f"| {sec}.0 {case(f'{sec}.0').title} | {', '.join(f'[`{k}`](#{k})' for k in keys)} |"
        for sec, keys in sorted(groups.items())
    ]
    return "\n".join(["## By Major Section", "", "| section | readings |", "|---|---|", *rows])


__all__ = ["document"]
