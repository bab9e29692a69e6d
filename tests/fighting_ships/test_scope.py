"""Every row of the Fighting Ships rule index is built or says why not (issue 22): ``data/scope.csv``, read by
:mod:`sailkit.rulesets.fighting_ships.scope`, and its copy in the notes."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets import fighting_ships
from sailkit.rulesets.fighting_ships import RULESET
from sailkit.rulesets.fighting_ships.__main__ import main
from sailkit.rulesets.fighting_ships.scope import BEGIN, END, markdown, refresh, rows, shown

PACKAGE = Path(fighting_ships.__file__).parent
NOTES = Path(__file__).resolve().parents[2] / "docs" / "fighting_ships" / "README.md"


def test_every_row_of_the_index_is_there_once_with_the_index_s_eras() -> None:
    """The index has 134 rows: 20 for sail alone, 61 for every era, 18 mixed, 35 for other eras only."""
    rules = [s.rule for s in rows()]
    assert len(rules) == len(set(rules)) == 134
    assert Counter(s.era for s in rows()) == {"SAIL": 20, "ALL": 61, "MIXED": 18, "OTHER": 35}
    assert sum(s.sail for s in rows()) == 99


def test_only_rows_of_other_eras_are_left_for_later_eras() -> None:
    """Every row of the sail era and of every era is settled; a row of other eras only is left for later until its
    helper builds it (issue 23)."""
    for s in rows():
        if s.status == "later era":
            assert s.era == "OTHER", s.rule
    assert {s.status for s in rows() if s.era != "OTHER"} <= {"built", "out of scope", "header"}


def _cites(module: str, cases: tuple[str, ...]) -> bool:
    text = (PACKAGE / (module.replace(".", "/") + ".py")).read_text(encoding="utf-8")
    return any(re.search(rf"(?<![\w.]){re.escape(c)}(?![\w])", text) for c in cases)


def test_every_built_row_has_its_cases_and_modules_that_cite_them() -> None:
    cases = RULESET.cases
    for s in rows():
        if s.status != "built":
            assert not s.modules, s.rule
            continue
        assert s.cases and all(c in cases for c in s.cases), (s.rule, s.cases)
        assert s.modules, s.rule
        for module in s.modules:
            assert (PACKAGE / (module.replace(".", "/") + ".py")).is_file(), (s.rule, module)
            assert _cites(module, s.cases), (s.rule, module)


def test_every_sail_row_not_built_says_why_in_its_own_words() -> None:
    for s in rows():
        if s.status in ("building", "to build", "later era", "out of scope"):
            assert len(s.note.split()) >= 1, s.rule
        if s.status == "out of scope":
            assert len(s.note.split()) >= 8 and not s.note.startswith("not yet"), s.rule


def test_every_indexed_case_belongs_to_a_row() -> None:
    """A case of ``data/cases.csv`` is a built row's case or a clause of a row (``4.3.1b`` of ``4.3.1``)."""
    listed = {c for s in rows() for c in s.cases}
    numbers = [s.rule for s in rows()]
    for case in RULESET.cases:
        assert case in listed or any(case.startswith(n) and n != case for n in numbers), case


def test_the_notes_show_the_table_as_the_data_gives_it() -> None:
    assert shown(NOTES.read_text(encoding="utf-8")) == markdown()


def test_the_scope_command_writes_the_table_between_its_markers(tmp_path: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text(f"# Notes\n\n{BEGIN}\nold table\n{END}\n\nafter\n", encoding="utf-8")
    assert main(["scope", str(notes)]) == 0
    text = notes.read_text(encoding="utf-8")
    assert shown(text) == markdown() and text.startswith("# Notes\n") and text.endswith(f"{END}\n\nafter\n")
    assert "| 9.1.2 | Fireships | SAIL |" in text and "old table" not in text


def test_notes_without_the_markers_are_refused_and_left_as_they_were(tmp_path: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# Notes\n", encoding="utf-8")
    with pytest.raises(InvalidInputError) as refused:
        refresh(notes)
    assert "scope table" in str(refused.value)
    assert notes.read_text(encoding="utf-8") == "# Notes\n"
