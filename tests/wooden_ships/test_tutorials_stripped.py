"""The Wooden Ships tutorials are committed stripped, keeping only the outputs nbval checks (as tests/test_notebooks_stripped.py does for tutorials/)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TUTORIALS = sorted((Path(__file__).resolve().parents[2] / "tutorials" / "wooden_ships").glob("*.ipynb"))


#: the introduction and one notebook per major section of the Basic Game [1.0-15.0]; 16 on are the Advanced Game's
BASIC = (
    "01_introduction_and_setup",
    "05_sequence_of_play",
    "06_unfouling",
    "07_movement_notation",
    "08_movement_execution",
    "09_grappling",
    "10_boarding_preparation",
    "11_combat",
    "12_melee",
    "13_reload",
    "14_victory",
    "15_miscellaneous",
)


def test_one_tutorial_per_major_section() -> None:
    stems = [p.stem for p in TUTORIALS]
    assert [s for s in stems if s in BASIC] == list(BASIC)
    assert all(s[:2].isdigit() and s[2] == "_" for s in stems)


def test_notebooks_are_already_stripped() -> None:
    """One nbstripout run over all of them (``--verify`` exits non-zero if it would change any)."""
    result = subprocess.run(
        [sys.executable, "-m", "nbstripout", "--keep-count", "--verify", *map(str, TUTORIALS)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, f"run `nbstripout --keep-count tutorials/wooden_ships/*.ipynb`\n{result.stdout}"
