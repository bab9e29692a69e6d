"""Every section of the As Per Margin text is taught in tutorials/as_per_margin, once, under its own heading.

The text has no case numbers; ``sailkit.rulesets.as_per_margin.sections`` lists its clauses by our
case-index id with the notebook that teaches each. A heading ``## [APM-03] WIND SPEED: ...`` (``###``
for a lettered id) must appear exactly once, in that notebook, and no notebook may teach an id the
list does not know. As for tutorials/ (tests/test_notebooks_stripped.py), the notebooks are committed
stripped, keep only outputs nbval compares, and keep their pictures with alt text.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sailkit.rulesets.as_per_margin import ruled
from sailkit.rulesets.as_per_margin.sections import SECTIONS, section, taught_in

FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "as_per_margin"
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb"))
HEADING = re.compile(r"^#{2,3} \[(APM-\d\d[a-z]?)\] .*$", re.M)


def _cells(notebook: Path) -> list[dict]:
    return json.loads(notebook.read_text(encoding="utf-8"))["cells"]


def _headings(notebook: Path) -> list[str]:
    text = "\n".join("".join(c["source"]) for c in _cells(notebook) if c["cell_type"] == "markdown")
    return [m.group(0) for m in HEADING.finditer(text)]


def test_there_is_a_notebook_per_section_of_the_text() -> None:
    names = [p.stem for p in NOTEBOOKS]
    assert names == [
        "00_start_here",
        "01_turn_sequence",
        "02_wind",
        "03_turning_and_tacking",
        "04_falling_aboard",
        "05_fire",
        "06_tracking_charts",
        "07_boarding",
        "08_struck_ships",
        "09_a_game",
    ]
    assert {s.tutorial for s in SECTIONS} <= set(names)


@pytest.mark.parametrize("sec", SECTIONS, ids=lambda s: s.id)
def test_every_section_is_taught_once_under_its_heading_in_its_notebook(sec) -> None:
    """``## [APM-04c] ...`` exactly as the sections list writes it, once in all the notebooks, in the one it names."""
    found = {p.stem: _headings(p).count(sec.markdown) for p in NOTEBOOKS}
    assert found[sec.tutorial] == 1, f"{sec.tutorial} lacks the heading {sec.markdown!r}"
    assert sum(found.values()) == 1, f"{sec.markdown!r} is taught in {[k for k, v in found.items() if v]}"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_notebook_teaches_a_section_the_list_does_not_know(notebook: Path) -> None:
    expected = [s.markdown for s in taught_in(notebook.stem)]
    assert sorted(_headings(notebook)) == sorted(expected)


def test_every_clause_a_ruling_cites_is_a_section_of_the_list() -> None:
    """The ``HEADING, APM-id`` constants rulings cite name sections of the list, with the same heading."""
    cited = {v for k, v in vars(ruled).items() if k.isupper() and isinstance(v, str) and "APM-" in v}
    assert len(cited) > 30
    for clause in cited:
        heading, _, id = clause.rpartition(", ")
        assert section(id).heading == heading, clause


def test_the_sections_list_names_each_lost_part() -> None:
    assert {s.id for s in SECTIONS if s.lost} == {"APM-11a", "APM-15c", "APM-16f", "APM-17"}
    assert section("APM-04c").markdown == "### [APM-04c] FALLING ABOARD: the 3-inch check"
    assert section("APM-01").cite == "[TURN SEQUENCE, APM-01]"


def test_the_notebooks_are_stripped() -> None:
    """One nbstripout run over all of them (``--verify`` exits non-zero if it would change any)."""
    result = subprocess.run(
        [sys.executable, "-m", "nbstripout", "--keep-count", "--verify", *map(str, NOTEBOOKS)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, f"run `nbstripout --keep-count tutorials/as_per_margin/*.ipynb`\n{result.stdout}"


KEPT_KINDS = {"text/plain", "stream", "text/html", "image/svg+xml", "application/vnd.jupyter.widget-view+json"}


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_kept_outputs_are_checked_and_every_picture_has_alt_text(notebook: Path) -> None:
    """Only cells nbval compares keep output; pictures are SVG with a title; each notebook keeps at least one."""
    pictures = 0
    for cell in _cells(notebook):
        meta = cell.get("metadata", {})
        if cell["cell_type"] != "code":
            continue
        if "nbval-check-output" not in meta.get("tags", []):
            assert not cell["outputs"], f"cell {cell.get('id')} stores output nobody checks"
            continue
        assert meta.get("keep_output") is True and cell["outputs"]
        for out in cell["outputs"]:
            assert (set(out.get("data", {})) or {out["output_type"]}) <= KEPT_KINDS
            html = "".join(out.get("data", {}).get("text/html", ""))
            for svg in html.split("<svg")[1:]:
                pictures += 1
                assert "<title>" in svg.split("</svg>")[0], f"a picture in {notebook.name} has no alt text"
    assert pictures >= 1, f"{notebook.name} keeps no picture"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_notebook_ends_with_questions_the_engine_judges(notebook: Path) -> None:
    cells = _cells(notebook)
    text = "".join("".join(c["source"]) for c in cells)
    assert "## Check yourself" in text and "Question(" in text and ".check() is True" in text
