"""The fire tutorial's explorer, driven as a reader drives it: by setting widget values [9.31-9.38]."""

from __future__ import annotations

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.faces.explorers.fire import FireExplorer

#: The rules' worked example [9.3]: Shannon astern of Constitution, 6 Range Points, Fire Value 65 (A12).
EXAMPLE = fs.Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N | Guerriere BR 1112 S")


def test_it_starts_on_the_worked_example_and_shows_range_arc_sight_and_the_fire_value() -> None:
    """[9.3, 9.31a-c, 9.33] Fire Value 65, every modifier in the label, the picture drawn."""
    ex = FireExplorer(EXAMPLE, "Shannon", "Constitution")
    assert ex.ruling.value == 65 and ex.odds.hit == fs.odds_for_value(65).hit
    assert ex.geometry() == {
        "range": "6 Range Points [9.31a]",
        "arc": "Constitution is in Shannon's port arc [9.31b]",
        "sight": "clear [9.31c]",
    }
    assert "Fire Value 65" in ex.label.value and "9.33f" in ex.label.value and "<svg" in ex.picture.value
    assert ex.result is None and "65" in ex.text


def test_moving_the_target_changes_range_arc_and_sight_each_refusal_with_its_case() -> None:
    """[9.31a, 9.31b, 9.31c, 9.33b] Behind Guerriere, dead ahead, out of range, farther off."""
    ex = FireExplorer(EXAMPLE, "Shannon", "Constitution", draw=False)
    ex.target_col.value, ex.target_row.value = 12, 11
    assert ex.ruling.case == "9.31c" and "blocked by 1112" in ex.geometry()["sight"] and "[9.31c]" in ex.label.value
    ex.target_col.value, ex.target_row.value = 13, 13
    assert ex.ruling.case == "9.31b" and "bow" in ex.geometry()["arc"]
    ex.target_col.value, ex.target_row.value = 10, 1
    assert ex.ruling.case == "9.31a" and not ex.odds
    ex.target_row.value = 9  # 8 Range Points: -20 for range
    assert ex.ruling.value == 45


def test_moving_the_firer_and_the_modifiers_change_the_fire_value() -> None:
    """[9.33c, 9.33d, 9.33e, 9.33g, 13.32, 9.34] Each control changes its own modifier; the dice give the hits."""
    ex = FireExplorer(EXAMPLE, "Shannon", "Constitution", draw=False)
    ex.hull.value = 2
    assert ex.ruling.value == 55
    ex.tacked.value = True
    assert ex.ruling.value == 45
    ex.first_spent.value = True
    assert ex.ruling.value == 35
    ex.aim.value = "rigging"
    assert ex.ruling.value == 25
    ex.studding.value = True
    assert ex.ruling.value == 35
    ex.roll.value = "33"
    assert ex.result is not None and ex.result.hits == 1 and ex.result.critical and "roll 33" in ex.label.value
    ex.firer_col.value, ex.firer_row.value = 10, 10  # into Constitution's square: fouled, not this notebook's fire
    assert not ex.ruling and ex.ruling.case == "11.1" and ex.result is None and "<svg" in ex.snapshot()


def test_the_reading_control_switches_the_lost_field_of_fire_boundary() -> None:
    """[9.31b, arc_boundary] A target exactly on Shannon's 45-degree line: a broadside bears, or not."""
    duel = EXAMPLE.with_(ships=EXAMPLE.ships[:2])
    ex = FireExplorer(duel, "Shannon", "Constitution", draw=False)
    ex.target_col.value, ex.target_row.value = 13, 10  # north-east of Shannon, on her port bow line
    assert ex.ruling and ("arc_boundary", "broadside") in ex.ruling.readings
    ex.reading.value = "blind"
    assert ex.ruling.case == "9.31b"
