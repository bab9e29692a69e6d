"""Commands of the Fighting Sail rule set.

``python -m sailkit.rulesets.fighting_sail readings`` prints docs/readings.md (the generated list of readings);
``python -m sailkit.rulesets.fighting_sail gallery`` redraws docs/gallery.md, its pictures and the README's picture;
``python -m sailkit.rulesets.fighting_sail captain [SCENARIO ...]`` plays seeded matches of the computer captain;
``python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...]`` plays and annotates the sample battles of replays/.
``python -m sailkit.rulesets.fighting_sail index tutorials/14_index.ipynb`` rewrites the index notebook's tables from
data/cases.csv (each markdown cell headed ``## Section N: ...``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from .readings_doc import document

USAGE = (
    "usage: python -m sailkit.rulesets.fighting_sail readings > docs/readings.md\n"
    "       python -m sailkit.rulesets.fighting_sail gallery   (from the repository root)\n"
    "       python -m sailkit.rulesets.fighting_sail captain [SCENARIO ...] [--games N] [--pairing P]\n"
    "       python -m sailkit.rulesets.fighting_sail samples [SCENARIO ...] [--out replays]\n"
    "       python -m sailkit.rulesets.fighting_sail index tutorials/14_index.ipynb"
)


def write_index(path: Path) -> bool:
    """Rewrite each ``## Section N: ...`` markdown cell of the index notebook: its heading, then the section's table.

    Returns whether anything changed; the file is written atomically, other cells untouched.
    """
    import json
    import re

    from ...files import read_text, write_atomic
    from .cases import case, index_table

    text = read_text(path, "index notebook")
    nb = json.loads(text)
    for cell in nb["cells"]:
        source = "".join(cell["source"])
        m = re.match(r"## Section (\d+): ", source)
        if cell["cell_type"] != "markdown" or m is None:
            continue
        n = int(m.group(1))
        body = f"## Section {n}: {case(f'{n}.0').title}\n\n{index_table(n).markdown()}"
        cell["source"] = body.splitlines(keepends=True)
    new = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
    if new != text:
        write_atomic(path, new)
    return new != text


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    if argv == ["gallery"]:
        from ...gallery import redraw
        from .faces.gallery import write

        return redraw(write)
    if argv[:1] == ["samples"]:
        from .samples import main as samples

        return samples(argv[1:])
    if len(argv) == 2 and argv[0] == "index":
        from ...errors import SailkitError

        try:
            rewrote = write_index(Path(argv[1]))
        except (SailkitError, OSError) as err:
            print(f"error: cannot read {argv[1]!r}: {getattr(err, 'strerror', None) or err}", file=sys.stderr)
            return 2
        except ValueError as err:  # not JSON: not a notebook
            print(f"error: {argv[1]!r} is not a notebook ({err})", file=sys.stderr)
            return 2
        print(f"wrote {argv[1]}" if rewrote else f"{argv[1]} is up to date")
        return 0
    if argv[:1] == ["captain"]:
        from .captain import main as matches

        return matches(argv[1:])
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
