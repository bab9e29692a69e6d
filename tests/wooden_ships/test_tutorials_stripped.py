"""The Wooden Ships tutorials are committed stripped, keeping only the outputs nbval checks (as tests/test_notebooks_stripped.py does for tutorials/)."""

from __future__ import annotations

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

#: one notebook per major section of the Advanced Game [16.0-27.0] (17.0 is taught in 16), then the Optional Rules
ADVANCED = (
    "16_advanced_game",
    "18_wind_phase",
    "19_unfouling",
    "20_movement_notation",
    "21_movement_execution",
    "22_grappling",
    "23_boarding_preparation",
    "24_combat",
    "25_melee",
    "26_reload",
    "27_full_sail_phase",
    "30_optional_rules",
)


def test_one_tutorial_per_major_section() -> None:
    stems = [p.stem for p in TUTORIALS]
    assert [s for s in stems if s in BASIC] == list(BASIC)
    assert [s for s in stems if s in ADVANCED] == list(ADVANCED)
    assert all(s[:2].isdigit() and s[2] == "_" for s in stems)
    sections = [s[:2] for s in stems if not s.startswith("00_")]
    assert len(set(sections)) == len(sections), "two notebooks share a section's number"
    # before the sections, numbered 00: the newcomer's first game first, then the index of the rules
    assert [s for s in stems if s.startswith("00_")] == ["00_first_game", "00_index"]


def test_notebooks_are_already_stripped(unstripped: str) -> None:
    """nbstripout --keep-count would change none of them (``unstripped``: its one run over every notebook)."""
    changed = [p.name for p in TUTORIALS if f"would have stripped {p}\n" in unstripped]
    assert not changed, f"run `nbstripout --keep-count tutorials/wooden_ships/*.ipynb`: {changed}"
