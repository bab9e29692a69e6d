"""``python -m sailkit.rulesets.as_per_margin readings|samples|index``: the readings document, the sample game, the index.

``readings`` prints docs/as_per_margin/readings.md; ``samples [--out DIR]`` plays and
annotates the sample game of replays/ (``apm-frigate-duel.apm``); ``index NOTEBOOK`` writes
the tables of the case index into the index notebook (``tutorials/as_per_margin/11_index.ipynb``).
"""

from __future__ import annotations

import sys

from .readings import document

USAGE = (
    "usage: python -m sailkit.rulesets.as_per_margin readings\n"
    "       python -m sailkit.rulesets.as_per_margin samples [--out DIR]\n"
    "       python -m sailkit.rulesets.as_per_margin index NOTEBOOK\n"
)


def main(argv: list[str]) -> int:
    if argv[:1] == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    if argv[:1] == ["index"] and len(argv) == 2:
        from ...index_notebook import command
        from .index import tables

        return command(argv[1], tables)
    sys.stderr.write(USAGE)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
