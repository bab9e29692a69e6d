"""Record sheets [14.0]: what each player notes about his ships."""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_sail import scenario
from sailkit.rulesets.fighting_sail.marks import MARKS
from sailkit.rulesets.fighting_sail.recording import record_sheet


def test_fresh_sheet_lists_each_ship_with_its_counter() -> None:
    """[14.0] at set-up the sheet holds every ship of the side, undamaged."""
    sheet = record_sheet(scenario("15.5"), "BR")
    assert [ln.name for ln in sheet.lines] == ["Cyane", "Levant"]
    assert all(ln.hull == ln.rigging == 0 and not ln.notes and not ln.status for ln in sheet.lines)
    assert sheet.lines[0].rating == "52*A-5-8 BR"


def test_sheet_notes_hits_first_broadsides_criticals_and_capture() -> None:
    """[14.0, 9.36, 10.3, 12.2] hull and rigging hits, first broadsides, criticals and a prize appear on the sheet."""
    p = scenario("15.4")
    con = p.ship("Constitution").with_(
        hull=6, rigging=1, masts=1, wheel=True, fires=1, first_port=True, prize=True, side="BR"
    )
    sheet = record_sheet(p.with_ship(con), "US")
    (line,) = sheet.lines
    assert (line.hull, line.rigging, line.crew) == (6, 1, 1)  # a prize's crew is 1 [12.21]
    assert line.notes == ("1 mast lost", "wheel", "on fire", "first port fired")
    assert line.status == "prize of BR"
    text = str(sheet)
    assert "first port fired" in text and "prize of BR" in text and "[14.0]" in text
    assert "<table>" in sheet._repr_html_()


def test_abandoned_ship_is_marked() -> None:
    """[12.11] a ship at its abandonment level is marked abandoned until it strikes."""
    p = scenario("15.4")
    sheet = record_sheet(p.with_ship(p.ship("Guerriere").with_(hull=5)), "BR")
    assert sheet.lines[0].status == "abandoned" and sheet.lines[0].crew == 3


def test_unknown_side_is_refused_with_the_sides_allowed() -> None:
    with pytest.raises(ValueError, match="'FR'.*'US', 'BR'"):
        record_sheet(scenario("15.4"), "FR")


def test_the_sheet_notes_every_mark_the_table_gives_it_14_0() -> None:
    """[14.0, 9.36, 10.31, 10.33] the sheet's notes come from the table of marks, so a mark added there shows here."""
    p = scenario("15.4")
    con = p.ship("Constitution").with_(masts=2, fires=2, first_port=True, first_starboard=True)
    (line,) = record_sheet(p.with_ship(con), "US").lines
    assert line.notes == ("2 masts lost", "2 fire hits", "first port and starboard fired")
    assert line.notes == tuple(t for t in (m.sheet(con) for m in MARKS) if t)
    assert (
        "<td>2 masts lost, 2 fire hits, first port and starboard fired</td>"
        in record_sheet(p.with_ship(con), "US")._repr_html_()
    )
