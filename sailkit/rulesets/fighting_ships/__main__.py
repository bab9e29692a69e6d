"""``python -m sailkit.rulesets.fighting_ships readings|samples|captain``: prints docs/fighting_ships/readings.md,
writes the sample game of replays/ (``samples [--out DIR]``), or plays seeded matches of the computer captain against
random play and itself (``captain [--games N] [--pairing captain-random]``, :func:`sailkit.players.matches_main`)."""

from __future__ import annotations

import sys

from .readings import document

USAGE = (
    "usage: python -m sailkit.rulesets.fighting_ships readings\n"
    "       python -m sailkit.rulesets.fighting_ships samples [--out DIR]\n"
    "       python -m sailkit.rulesets.fighting_ships captain [SCENARIO ...] [--games N] [--pairing PAIRING]\n"
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
    sys.stderr.write(USAGE)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
