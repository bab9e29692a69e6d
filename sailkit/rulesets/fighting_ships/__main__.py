"""``python -m sailkit.rulesets.fighting_ships readings|samples|captain|index|scope``: prints
docs/fighting_ships/readings.md, writes the sample games of replays/ (``samples [--out DIR]``), plays seeded matches
of the computer captain against random play and itself (``captain [--games N] [--pairing captain-random]``,
:func:`sailkit.players.matches_main`), writes the tables of the case index into the index notebook (``index
tutorials/fighting_ships/10_index.ipynb``), or the scope table of every index row into the notes (``scope
docs/fighting_ships/README.md``, :func:`.scope.refresh`).
All but ``captain`` are the kit's common commands (:mod:`sailkit.package_commands`)."""

from __future__ import annotations

import sys

from ...package_commands import common, usage

PACKAGE = "sailkit.rulesets.fighting_ships"


def main(argv: list[str]) -> int:
    if argv[:1] == ["captain"]:
        from .captain import matches

        return matches(argv[1:])
    if argv[:1] == ["scope"] and len(argv) == 2:
        from .scope import refresh

        return refresh(argv[1])
    done = common(PACKAGE, argv)
    more = ("captain [SCENARIO ...] [--games N] [--pairing PAIRING]", "scope NOTES")
    return usage(PACKAGE, *more) if done is None else done


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
