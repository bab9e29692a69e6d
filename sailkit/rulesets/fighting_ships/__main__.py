"""``python -m sailkit.rulesets.fighting_ships readings|samples|captain|index``: prints docs/fighting_ships/readings.md,
writes the sample game of replays/ (``samples [--out DIR]``), plays seeded matches of the computer captain against
random play and itself (``captain [--games N] [--pairing captain-random]``, :func:`sailkit.players.matches_main`), or
writes the tables of the case index into the index notebook (``index tutorials/fighting_ships/10_index.ipynb``)."""

from __future__ import annotations

import sys

from .readings import document

USAGE = (
    "usage: python -m sailkit.rulesets.fighting_ships readings\n"
    "       python -m sailkit.rulesets.fighting_ships samples [--out DIR]\n"
    "       python -m sailkit.rulesets.fighting_ships captain [SCENARIO ...] [--games N] [--pairing PAIRING]\n"
    "       python -m sailkit.rulesets.fighting_ships index NOTEBOOK\n"
)


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    if argv[:1] == ["captain"]:
        from .captain import matches

        return matches(argv[1:])
    if argv[:1] == ["index"] and len(argv) == 2:
        from ...index_notebook import command
        from .index import tables

        return command(argv[1], tables)
    sys.stderr.write(USAGE)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
