"""``python -m sailkit.rulesets.as_per_margin readings|samples``: print the readings document, or write the sample game.

``readings`` prints docs/as_per_margin/readings.md; ``samples [--out DIR]`` plays and
annotates the sample game of replays/ (``apm-frigate-duel.apm``).
"""

from __future__ import annotations

import sys

from .readings import document

USAGE = "usage: python -m sailkit.rulesets.as_per_margin readings\n       python -m sailkit.rulesets.as_per_margin samples [--out DIR]\n"


def main(argv: list[str]) -> int:
    if argv[:1] == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    sys.stderr.write(USAGE)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
