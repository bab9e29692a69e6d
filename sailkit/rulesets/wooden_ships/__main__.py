"""Commands of the Wooden Ships rule set, run from the repository's root.

``python -m sailkit.rulesets.wooden_ships readings`` prints the readings document (docs/wooden_ships/readings.md);
``python -m sailkit.rulesets.wooden_ships index tutorials/wooden_ships`` reads which notebook heading teaches each rule
into the ``tutorial`` and ``taught_under`` columns of data/cases.csv, then rewrites the index notebook's tables
(``00_index.ipynb``: each markdown cell headed with a part of :data:`.cases.PARTS`) from the case index.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from pathlib import Path

from ...cases import CaseIndex
from ...files import read_text, write_atomic
from .cases import PARTS, notebook_headings, part_table, taught_in
from .readings import READINGS, document

CASES_CSV = Path(__file__).resolve().parent / "data" / "cases.csv"
INDEX = "00_index.ipynb"
USAGE = (
    "usage: python -m sailkit.rulesets.wooden_ships readings\n"
    "       python -m sailkit.rulesets.wooden_ships index tutorials/wooden_ships"
)


def taught_columns(folder: Path, text: str) -> str:
    """The case index ``text`` (a cases.csv) with its ``tutorial`` and ``taught_under`` columns read off the headings
    of the notebooks in ``folder`` (the index notebook aside: it lists the rules, it teaches none)."""
    rows = list(csv.DictReader(io.StringIO(text)))
    notebooks = {p.name: notebook_headings(p) for p in sorted(folder.glob("*.ipynb")) if p.name != INDEX}
    where = taught_in(notebooks, [r["number"] for r in rows])
    for row in rows:
        row["tutorial"], row["taught_under"] = where.get(row["number"], ("", ""))
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0]), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue()


def index_cells(notebook: str, cases: CaseIndex) -> str:
    """The index notebook ``notebook`` (its JSON text) with each part's markdown cell holding that part's table."""
    nb = json.loads(notebook)
    headings = {f"## {heading}": part for part, heading in PARTS.items()}
    for cell in nb["cells"]:
        first = "".join(cell["source"]).partition("\n")[0]
        if cell["cell_type"] == "markdown" and first in headings:
            cell["source"] = part_table(headings[first], cases).splitlines(keepends=True)
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def write_index(folder: Path) -> list[Path]:
    """Rewrite data/cases.csv's tutorial columns and the index notebook's tables; the files changed (each written
    atomically, only when it changes)."""
    old_csv = read_text(CASES_CSV, "case index")
    new_csv = taught_columns(folder, old_csv)
    notebook = folder / INDEX
    old_nb = read_text(notebook, "index notebook")
    new_nb = index_cells(old_nb, CaseIndex.parse("wooden_ships", new_csv, READINGS))
    changed = []
    for path, old, new in ((CASES_CSV, old_csv, new_csv), (notebook, old_nb, new_nb)):
        if new != old:
            write_atomic(path, new)
            changed.append(path)
    return changed


def main(argv: list[str]) -> int:
    if argv == ["readings"]:
        sys.stdout.write(document())
        return 0
    if len(argv) == 2 and argv[0] == "index" and Path(argv[1]).is_dir():
        changed = write_index(Path(argv[1]))
        print("\n".join(f"wrote {p}" for p in changed) or "the case index and its notebook are up to date")
        return 0
    sys.stderr.write(USAGE + "\n")
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
