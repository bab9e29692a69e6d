"""The index notebooks' tables are written by a command, as each rule set's README says (issue 25).

``python -m sailkit.rulesets.KEY index NOTEBOOK`` writes every table of the case index back into its cell; the
notebook's own last cell fails when a table drifts from the index, and this is how it is made whole again.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from sailkit.rulesets.as_per_margin.__main__ import main as apm_main
from sailkit.rulesets.fighting_ships.__main__ import main as fsh_main

TUTORIALS = Path(__file__).resolve().parent.parent / "tutorials"
NOTEBOOKS = {
    "as_per_margin": (TUTORIALS / "as_per_margin" / "11_index.ipynb", apm_main, "## FIRE\n"),
    "fighting_ships": (TUTORIALS / "fighting_ships" / "10_index.ipynb", fsh_main, "## 5 The gunnery phase\n"),
}


def _spoil(path: Path, heading: str, *, drop: bool = False) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = notebook["cells"]
    at = next(i for i, c in enumerate(cells) if "".join(c["source"]).startswith(heading))
    if drop:
        del cells[at]
    else:
        cells[at]["source"] = [heading, "\n", "| an old table |\n"]
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


@pytest.fixture(params=list(NOTEBOOKS))
def notebook(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, Path, Callable[[list[str]], int], str]:
    """A rule set's committed index notebook, a copy of it to spoil, its ``__main__`` and a heading of it."""
    committed, main, heading = NOTEBOOKS[request.param]
    copy = tmp_path / committed.name
    shutil.copy(committed, copy)
    return committed, copy, main, heading


def test_the_index_command_writes_a_drifted_table_back(
    notebook: tuple[Path, Path, Callable[[list[str]], int], str], capsys: pytest.CaptureFixture[str]
) -> None:
    committed, copy, main, heading = notebook
    _spoil(copy, heading)
    assert copy.read_text(encoding="utf-8") != committed.read_text(encoding="utf-8")
    assert main(["index", str(copy)]) == 0
    assert copy.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")
    assert capsys.readouterr().out.startswith("wrote ")


def test_a_notebook_without_a_sections_cell_is_refused_and_left_as_it_was(
    notebook: tuple[Path, Path, Callable[[list[str]], int], str], capsys: pytest.CaptureFixture[str]
) -> None:
    _, copy, main, heading = notebook
    _spoil(copy, heading, drop=True)
    before = copy.read_text(encoding="utf-8")
    assert main(["index", str(copy)]) == 1
    assert copy.read_text(encoding="utf-8") == before
    assert heading.strip() in capsys.readouterr().err


def test_a_missing_notebook_says_no_such_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert fsh_main(["index", str(tmp_path / "10_index.ipynb")]) == 1
    assert "no such file" in capsys.readouterr().err
