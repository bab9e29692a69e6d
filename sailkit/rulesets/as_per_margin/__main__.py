"""``python -m sailkit.rulesets.as_per_margin readings``: print the readings document (docs/as_per_margin/readings.md)."""

from __future__ import annotations

import sys

from .readings import document


def main(argv: list[str]) -> int:
    if argv[:1] == ["readings"]:
        sys.stdout.write(document())
        return 0
    sys.stderr.write("usage: python -m sailkit.rulesets.as_per_margin readings\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
