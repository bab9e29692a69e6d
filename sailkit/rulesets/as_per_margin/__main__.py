"""``python -m sailkit.rulesets.as_per_margin readings|samples|index``: the readings document, the sample game, the index.

``readings`` prints docs/as_per_margin/readings.md; ``samples [--out DIR]`` plays and
annotates the sample game of replays/ (``apm-frigate-duel.apm``); ``index NOTEBOOK`` writes
the tables of the case index into the index notebook (``tutorials/as_per_margin/11_index.ipynb``).
The three are the kit's common commands (:mod:`sailkit.package_commands`).
"""

from __future__ import annotations

import sys

from ...package_commands import common, usage


def main(argv: list[str]) -> int:
    done = common(__package__ or "sailkit.rulesets.as_per_margin", argv)
    return usage("sailkit.rulesets.as_per_margin") if done is None else done


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
