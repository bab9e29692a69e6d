"""Every tutorial is committed already stripped by nbstripout, keeping only the outputs nbval checks.

The contributing rule: after editing a notebook run, from the project root,

    nbstripout --keep-count tutorials/*.ipynb

Cells whose output nbval compares are tagged ``nbval-check-output`` and carry the cell
metadata ``"keep_output": true``, which nbstripout honours (see
``nbstripout._utils.determine_keep_output``), so their stored output survives: printed
text, and the pictures a repository browser or an HTML export shows, since neither runs
the notebook.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

TUTORIALS = sorted((Path(__file__).resolve().parents[1] / "tutorials").glob("*.ipynb"))


def test_there_are_tutorials() -> None:
    names = {p.name for p in TUTORIALS}
    assert {"00_start_here.ipynb", "03_wind.ipynb", "04_commands.ipynb", "05_movement.ipynb"} <= names


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_notebook_is_already_stripped(notebook: Path, unstripped: str) -> None:
    """nbstripout --keep-count would change nothing (``--verify`` names each notebook it would change; ``unstripped``
    is its one run over every notebook, in conftest.py)."""
    assert f"would have stripped {notebook}\n" not in unstripped, (
        f"{notebook.name} is not stripped: run `nbstripout --keep-count {notebook.name}`\n{unstripped}"
    )


#: What a kept output may hold: text, and pictures (SVG, inline in HTML too) that are the same bytes on every run.
#: A widget's view is kept beside the static snapshot of its first state (nbval never compares the view).
KEPT_KINDS = {"text/plain", "stream", "text/html", "image/svg+xml", "application/vnd.jupyter.widget-view+json"}


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_checked_cells_keep_outputs_nbval_can_compare(notebook: Path) -> None:
    """A cell nbval compares must keep its output through stripping; no PNG (not compared), nothing else unchecked."""
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
                assert kinds <= KEPT_KINDS, (
                    f"cell {cell.get('id')} stores {kinds - KEPT_KINDS}: nbval cannot compare it"
                )
        elif cell["cell_type"] == "code":
            assert not cell["outputs"], f"cell {cell.get('id')} stores output nobody checks"


#: The notebooks that keep fewer than four pictures, with the number they keep at least.
FEW_PICTURES = {"14_index.ipynb": 0, "does_this_reading_matter.ipynb": 1}


def _pictures(notebook: Path) -> list[str]:
    """Every SVG picture a notebook stores (as an SVG output or inside an HTML output)."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    found = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            for kind in ("image/svg+xml", "text/html"):
                text = "".join(out.get("data", {}).get(kind, ""))
                found += ["<svg" + part for part in text.split("<svg")[1:]]
    return found


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_a_repository_browser_shows_every_picture_with_its_alt_text(notebook: Path) -> None:
    """Committed notebooks keep their pictures (a repository browser runs nothing), each with alt text (<title>)."""
    pictures = _pictures(notebook)
    least = FEW_PICTURES.get(notebook.name, 4)
    assert len(pictures) >= least, f"{notebook.name} keeps only {len(pictures)} pictures"
    for svg in pictures:
        assert "<title>" in svg[:2000], f"{notebook.name}: a picture without alt text: {svg[:200]}"


def test_the_explorer_cell_keeps_a_snapshot_of_its_first_state() -> None:
    """The Wind explorer shows something in an HTML export: a static picture of its first state before the live widget."""
    nb = json.loads((TUTORIALS[0].parent / "03_wind.ipynb").read_text(encoding="utf-8"))
    cell = next(c for c in nb["cells"] if "WindExplorer(" in "".join(c["source"]) and c["outputs"])
    first = "".join(cell["outputs"][0]["data"]["text/html"])
    assert "sailkit-snapshot" in first and "<svg" in first and "E: beam reaching" in first


@pytest.mark.parametrize("notebook", TUTORIALS, ids=lambda p: p.name)
def test_first_code_cell_fixes_the_svg_hash_salt(notebook: Path) -> None:
    """Pictures must be the same bytes on every run: the first code cell sets svg.hashsalt."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "code")
    assert 'rcParams["svg.hashsalt"]' in "".join(first["source"])
