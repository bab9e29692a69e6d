"""``python -m sailkit.rulesets.fighting_sail readings`` prints docs/readings.md (the generated list of readings)."""

from __future__ import annotations

import sys

from .readings_doc import document


def main(argv: list[str]) -> int:
    if argv != ["readings"]:
        print("usage: python -m sailkit.rulesets.fighting_sail readings > docs/readings.md", file=sys.stderr)
        return 2
    sys.stdout.write(document())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
