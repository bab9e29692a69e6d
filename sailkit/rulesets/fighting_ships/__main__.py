"""``python -m sailkit.rulesets.fighting_ships readings``: prints docs/fighting_ships/readings.md."""

from __future__ import annotations

import sys

from .readings import document


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    sys.stderr.write("usage: python -m sailkit.rulesets.fighting_ships readings\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
