"""Every tutorial is committed already stripped by nbstripout, keeping only the outputs nbval checks.

The contributing rule: after editing a notebook run, from the project root,

    nbstripout --keep-count tutorials/*.ipynb

Cells whose printed output nbval compares are tagged ``nbval-check-output`` and
carry the cell metadata ``"keep_output": true``, which nbstripout honours (see
``nbstripout._utils.determine_keep_output``), so their stored output survives.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

TUTORIALS = sorted((Path(__file__).resolve().parents[1] / "tutorials").glob("*.ipynb"))


def test_there_are_tutorials() -> None:
    names = {p.name for p in TUTORIALS}
    assert {"00_start_here.ipynb", "01_wind.ipynb"} <= names


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_notebook_is_already_stripped(notebook: Path) -> None:
    """nbstripout --keep-count would change nothing (``--verify`` exits non-zero if it would)."""
    result = subprocess.run(
        [sys.executable, "-m", "nbstripout", "--keep-count", "--verify", str(notebook)], capture_output=True, text=True
    )
    assert result.returncode == 0, (
        f"{notebook.name} is not stripped: run `nbstripout --keep-count {notebook.name}`\n{result.stdout}{result.stderr}"
    )


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_checked_cells_keep_a_plain_text_output(notebook: Path) -> None:
    """A cell nbval compares must keep its output through stripping, and that output is plain text only."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        meta = cell.get("metadata", {})
        checked = "nbval-check-output" in meta.get("tags", [])
        if checked:
            assert meta.get("keep_output") is True, (
                f"cell {cell.get('id')} is checked by nbval but not kept by nbstripout"
            )
            assert cell["outputs"], f"cell {cell.get('id')} is checked by nbval but has no stored output"
            for out in cell["outputs"]:
                kinds = set(out.get("data", {})) or {out["output_type"]}
                assert kinds <= {"text/plain", "stream"}, f"cell {cell.get('id')} stores {kinds}: compare text only"
        elif cell["cell_type"] == "code":
            assert not cell["outputs"], f"cell {cell.get('id')} stores output nobody checks"


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_first_code_cell_fixes_the_svg_hash_salt(notebook: Path) -> None:
    """Pictures must be the same bytes on every run: the first code cell sets svg.hashsalt."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert 'rcParams["svg.hashsalt"]' in "".join(first["source"])
