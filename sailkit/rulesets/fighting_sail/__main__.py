"""Commands of the Fighting Sail rule set.

``python -m sailkit.rulesets.fighting_sail readings`` prints docs/readings.md (the generated list of readings);
``python -m sailkit.rulesets.fighting_sail gallery`` redraws docs/gallery.md, its pictures and the README's picture;
``python -m sailkit.rulesets.fighting_sail captain [SCENARIO ...]`` plays seeded matches of the computer captain;
``python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...]`` plays and annotates the sample battles of replays/.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .readings_doc import document

USAGE = (
    "usage: python -m sailkit.rulesets.fighting_sail readings > docs/readings.md\n"
    "       python -m sailkit.rulesets.fighting_sail gallery   (from the repository root)\n"
    "       python -m sailkit.rulesets.fighting_sail captain [SCENARIO ...] [--games N] [--pairing P]\n"
    "       python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...] [--out replays]"
)


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv == ["gallery"]:
        from .gallery import write

        root = Path.cwd()
        if not (root / "docs").is_dir():
            print(f"error: run this from the repository root (no docs/ in {root})", file=sys.stderr)
            return 2
        changed = write(root)
        print("\n".join(f"wrote {p}" for p in changed) or "the gallery is up to date")
        return 0
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    if argv[:1] == ["captain"]:
        from .captain import main as matches

        return matches(argv[1:])
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
