"""Every section of the As Per Margin text is taught in tutorials/as_per_margin, once, under its own heading.

The text has no case numbers; the case index (``data/cases.csv``, ``RULESET.cases``) lists its clauses by
our id with the printed heading, a title, a summary and the notebook that teaches each. A heading
``## [APM-03] WIND SPEED: ...`` (``###`` for a lettered id) must appear exactly once, in that notebook,
and no notebook may teach an id the index does not know. As for tutorials/ (tests/test_notebooks_stripped.py), the notebooks are committed
stripped, keep only outputs nbval compares, and keep their pictures with alt text.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sailkit.cases import Case
from sailkit.rulesets.as_per_margin import RULESET, case, citations

FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "as_per_margin"
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb"))
#: the notebooks that teach (the index only lists what they teach: it draws nothing and asks nothing)
TEACHING = [p for p in NOTEBOOKS if p.stem != "11_index"]
HEADING = re.compile(r"^#{2,3} \[(APM-\d\d[a-z]?)\] .*$", re.M)
CASES = list(RULESET.cases.values())


def markdown(clause: Case) -> str:
    """The notebook heading that teaches a clause: ``## [APM-01] ...`` for an id without a letter, ``###`` with one."""
    return ("###" if clause.number[-1].isalpha() else "##") + " " + clause.heading


def taught_in(notebook: str) -> list[Case]:
    """The clauses a notebook teaches, in the order of the text."""
    return [c for c in CASES if c.tutorial == f"{notebook}.ipynb"]


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
        "10_first_game",
        "11_index",
    ]
    assert {c.tutorial.removesuffix(".ipynb") for c in CASES} <= set(names)


@pytest.mark.parametrize("clause", CASES, ids=lambda c: c.number)
def test_every_section_is_taught_once_under_its_heading_in_its_notebook(clause: Case) -> None:
    """``## [APM-04c] ...`` exactly as the case index writes it, once in all the notebooks, in the one it names."""
    heading = markdown(clause)
    found = {p.name: _headings(p).count(heading) for p in NOTEBOOKS}
    assert found[clause.tutorial] == 1, f"{clause.tutorial} lacks the heading {heading!r}"
    assert sum(found.values()) == 1, f"{heading!r} is taught in {[k for k, v in found.items() if v]}"


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_notebook_teaches_a_section_the_list_does_not_know(notebook: Path) -> None:
    expected = [markdown(c) for c in taught_in(notebook.stem)]
    assert sorted(_headings(notebook)) == sorted(expected)


def test_every_clause_a_ruling_cites_is_a_section_of_the_list() -> None:
    """The ``HEADING, APM-id`` constants rulings cite name clauses of the index, with the same printed heading."""
    cited = {v for k, v in vars(citations).items() if k.isupper() and isinstance(v, str) and "APM-" in v}
    assert len(cited) > 30
    for clause in cited:
        heading, _, id = clause.rpartition(", ")
        assert case(id).extra["heading"] == heading, clause
        assert RULESET.cases.number_of(f"[{clause}]") == id


def test_the_index_names_each_lost_part() -> None:
    assert {c.number for c in CASES if c.lost} == {"APM-11a", "APM-15c", "APM-16f", "APM-17"}
    assert markdown(case("APM-04c")) == "### [APM-04c] FALLING ABOARD: the 3-inch check"
    assert markdown(case("APM-01")) == "## [APM-01] TURN SEQUENCE: the steps of a turn"


def test_the_notebooks_are_stripped(unstripped: str) -> None:
    """nbstripout --keep-count would change none of them (``unstripped``: its one run over every notebook)."""
    changed = [p.name for p in NOTEBOOKS if f"would have stripped {p}\n" in unstripped]
    assert not changed, f"run `nbstripout --keep-count tutorials/as_per_margin/*.ipynb`: {changed}"


KEPT_KINDS = {"text/plain", "stream", "text/html", "image/svg+xml", "application/vnd.jupyter.widget-view+json"}


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
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


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
def test_every_notebook_ends_with_questions_the_engine_judges(notebook: Path) -> None:
    cells = _cells(notebook)
    text = "".join("".join(c["source"]) for c in cells)
    assert "## Check yourself" in text and "Question(" in text and ".check() is True" in text
