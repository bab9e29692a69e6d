"""Every case of the Fighting Ships sail rules is taught in tutorials/fighting_ships, once, under its own heading.

The case index (``data/cases.csv``, ``RULESET.cases``) names the notebook teaching each case; a heading
``## [4.1] sailing points and moving ships`` (``###`` for a lettered case under its parent) must appear exactly once
in all the notebooks, in that one, and no notebook may teach a case the index does not know. The notebooks are
committed stripped, keep only outputs nbval compares, keep their pictures with alt text, ask questions the engine
judges, and use the rule set's explorers. ``01_first_game`` is the first game's (the computer captain's) notebook.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sailkit.cases import Case
from sailkit.rulesets.fighting_ships import RULESET

FOLDER = Path(__file__).resolve().parents[2] / "tutorials" / "fighting_ships"
NOTEBOOKS = sorted(FOLDER.glob("*.ipynb"))
SECTIONS = [
    "00_start_here",
    "02_weather_and_wind",
    "03_turn_and_initiative",
    "04_sailing",
    "05_collisions",
    "06_gunnery",
    "07_fire_and_damage",
    "08_boarding_and_striking",
    "09_morale_and_scenarios",
    "11_oars_and_steam",
    "12_guns_and_armour",
    "13_torpedoes_and_missiles",
    "14_submarines_and_aircraft",
]
#: The other eras' notebooks of issue 23, each teaching its own cases.
ERAS = {"12_guns_and_armour", "13_torpedoes_and_missiles", "14_submarines_and_aircraft", "15_carrier_strike"}
#: The notebooks of this task that teach the sections of the rules (the index lists, draws nothing, asks nothing).
TEACHING = [FOLDER / f"{name}.ipynb" for name in SECTIONS]
HEADING = re.compile(r"^#{2,3} (\[[0-9A-Z][^\]]*\] .*)$", re.M)
CASES = list(RULESET.cases.values())


def _cells(notebook: Path) -> list[dict]:
    return json.loads(notebook.read_text(encoding="utf-8"))["cells"]


def _headings(notebook: Path) -> list[str]:
    text = "\n".join("".join(c["source"]) for c in _cells(notebook) if c["cell_type"] == "markdown")
    return [m.group(1) for m in HEADING.finditer(text)]


def test_there_is_a_notebook_per_section_of_the_sail_rules_and_an_index() -> None:
    names = {p.stem for p in NOTEBOOKS}
    assert set(SECTIONS) | {"10_index"} <= names
    assert names <= set(SECTIONS) | {"01_first_game", "10_index"} | ERAS
    assert {c.tutorial.removesuffix(".ipynb") for c in CASES} <= set(SECTIONS)


def test_every_case_is_taught() -> None:
    assert RULESET.cases.untaught == ()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.number)
def test_every_case_is_taught_once_under_its_heading_in_its_notebook(case: Case) -> None:
    found = {p.name: _headings(p).count(case.heading) for p in NOTEBOOKS}
    assert found[case.tutorial] == 1, f"{case.tutorial} lacks the heading {case.heading!r}"
    assert sum(found.values()) == 1, f"{case.heading!r} is taught in {[k for k, v in found.items() if v]}"


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
def test_no_notebook_teaches_a_case_the_index_does_not_know(notebook: Path) -> None:
    expected = [c.heading for c in CASES if c.tutorial == notebook.name]
    assert sorted(_headings(notebook)) == sorted(expected)


#: What a kept output may hold: words, pictures and a widget's view (never a PNG blob or a raw repr).
KEPT_KINDS = {"text/plain", "stream", "text/html", "image/svg+xml", "application/vnd.jupyter.widget-view+json"}


def _checked(cell: dict) -> bool:
    return "nbval-check-output" in cell["metadata"].get("tags", [])


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
def test_only_the_outputs_nbval_compares_are_kept(notebook: Path) -> None:
    code = [c for c in _cells(notebook) if c["cell_type"] == "code"]
    assert not [c["id"] for c in code if c["outputs"] and not _checked(c)], "outputs nobody checks"
    assert all(c["outputs"] and c["metadata"].get("keep_output") is True for c in code if _checked(c))
    kinds = {k for c in code for out in c["outputs"] for k in (out.get("data") or {out["output_type"]: 0})}
    assert kinds <= KEPT_KINDS


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
def test_every_notebook_keeps_pictures_and_each_says_what_it_shows(notebook: Path) -> None:
    html = "".join(
        "".join(out.get("data", {}).get("text/html", "")) for c in _cells(notebook) for out in c.get("outputs", [])
    )
    pictures = re.findall(r"<svg\b.*?</svg>", html, re.S)
    assert pictures, f"{notebook.name} keeps no picture"
    assert all("<title>" in svg for svg in pictures), f"a picture in {notebook.name} has no alt text"


@pytest.mark.parametrize("notebook", TEACHING, ids=lambda p: p.stem)
def test_every_notebook_asserts_and_ends_with_questions_the_engine_judges(notebook: Path) -> None:
    cells = _cells(notebook)
    text = "".join("".join(c["source"]) for c in cells)
    assert "## Check yourself" in text and "Question(" in text and ".check() is True" in text
    unchecked = [
        c for c in cells if c["cell_type"] == "code" and "nbval-check-output" not in c["metadata"].get("tags", [])
    ]
    assert all("assert " in "".join(c["source"]) for c in unchecked[1:]), f"a cell of {notebook.name} asserts nothing"


def test_the_explorers_are_used_where_things_vary() -> None:
    used = {p.stem: "".join("".join(c["source"]) for c in _cells(p)) for p in TEACHING}
    assert "SailingExplorer()" in used["04_sailing"] and "PlanExplorer()" in used["04_sailing"]
    assert "TargetExplorer()" in used["06_gunnery"] and "FireOddsExplorer()" in used["07_fire_and_damage"]
    assert "BoardingExplorer()" in used["08_boarding_and_striking"]


def test_the_notebooks_are_stripped(unstripped: str) -> None:
    """nbstripout --keep-count would change none of them (``unstripped``: its one run over every notebook)."""
    changed = [p.name for p in NOTEBOOKS if f"would have stripped {p}\n" in unstripped]
    assert not changed, f"run `nbstripout --keep-count tutorials/fighting_ships/*.ipynb`: {changed}"
