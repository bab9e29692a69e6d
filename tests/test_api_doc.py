"""docs/api.md, "Ask the rules a question": every example on the page runs and shows what it says.

The page is a doctest: each ``>>>`` line is run in order and its output compared with
the line below it. Each question in its table names functions the package exports,
and each has at least one example.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import sailkit.rulesets.fighting_sail as fs

DOC = Path(__file__).resolve().parent.parent / "docs" / "api.md"


def _table_rows() -> list[tuple[str, list[str]]]:
    """(question, function names) for each row of the page's table of questions."""
    rows = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].endswith("?"):
            rows.append((cells[0], re.findall(r"`([A-Za-z_]+)[(.]", cells[1])))
    return rows


def test_every_example_on_the_page_runs_and_shows_its_output() -> None:
    result = doctest.testfile(str(DOC), module_relative=False, verbose=False, report=True)
    assert result.failed == 0
    assert result.attempted >= len(_table_rows())


def test_every_question_names_exported_functions_and_has_an_example() -> None:
    text = DOC.read_text(encoding="utf-8")
    examples = "\n".join(line for line in text.splitlines() if line.startswith(">>> "))
    rows = _table_rows()
    assert len(rows) >= 15
    for question, names in rows:
        assert names, question
        assert [n for n in names if n not in fs.__all__] == [], question
        assert any(f"fs.{n}(" in examples for n in names), f"no example for: {question}"


def test_the_page_covers_the_questions_a_club_asks() -> None:
    """Line of sight, range, arcs, Fire Value, odds, moves, gauge, strike, melee, drift, swell, heave to, unfouling."""
    named = {n for _, names in _table_rows() for n in names}
    wanted = {
        "sight_between",
        "range_points",
        "arc_between",
        "fire_value",
        "fire_odds",
        "moves",
        "weather_gauge",
        "strike_ruling",
        "melee_odds",
        "drift_faces",
        "swell_odds",
        "may_heave_to",
        "unfoul_odds",
    }
    assert wanted <= named
