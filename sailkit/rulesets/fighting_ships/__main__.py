"""``python -m sailkit.rulesets.fighting_ships readings|samples``: prints docs/fighting_ships/readings.md, or writes
the sample game of replays/ (``samples [--out DIR]``)."""

from __future__ import annotations

import sys

from .readings import document


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    sys.stderr.write("usage: python -m sailkit.rulesets.fighting_ships readings | samples [--out DIR]\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
