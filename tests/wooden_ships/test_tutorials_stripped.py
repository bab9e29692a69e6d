"""The Wooden Ships tutorials are committed stripped, keeping only the outputs nbval checks (as tests/test_notebooks_stripped.py does for tutorials/)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TUTORIALS = sorted((Path(__file__).resolve().parents[2] / "tutorials" / "wooden_ships").glob("*.ipynb"))


def test_one_tutorial_per_major_section() -> None:
    assert [p.stem[:2] for p in TUTORIALS] == ["00", "01", "02", "03", "04", "05", "06"]


def test_notebooks_are_already_stripped() -> None:
    """One nbstripout run over all of them (``--verify`` exits non-zero if it would change any)."""
    result = subprocess.run(
        [sys.executable, "-m", "nbstripout", "--keep-count", "--verify", *map(str, TUTORIALS)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, f"run `nbstripout --keep-count tutorials/wooden_ships/*.ipynb`\n{result.stdout}"
