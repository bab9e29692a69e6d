"""The words of Wooden Ships' rulings answer their question and count right: "Hit Table 4", "1 crew box"."""

from __future__ import annotations

import pytest

from sailkit.geometry.hexes import Hex
from sailkit.rulesets.wooden_ships import combat
from sailkit.rulesets.wooden_ships.fields import Broadside
from tests.wooden_ships.test_advanced import broadside_pos, ship


@pytest.mark.parametrize(
    ("quality", "fired", "headline"),
    [
        ("average", (True, True), "Hit Table 0, not rolled: grape kills 0 crew boxes [24.2.4.2]"),
        ("crack", (False, False), "Hit Table 4, not rolled: grape kills 4 crew boxes [24.2.4.2]"),
        ("crack", (True, True), "Hit Table 2, not rolled: grape kills 2 crew boxes [24.2.4.2]"),
    ],
)
def test_which_hit_table_grape_reads_is_answered_with_the_hit_table_number(
    quality: str, fired: tuple[bool, bool], headline: str
) -> None:
    """[24.2.4.2] asked which Hit Table a grape broadside reads, the answer names the Hit Table number it reaches
    (grape rolls on none of them) and then what that number kills: facts 31-32's 22 guns at range 1."""
    firer = ship("F", quality, guns=(18, 18), carronades=(4, 4), ammo=("G", "G"), fired=fired)
    target = ship("T", side="B", bow=Hex(1, 0))
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target)
    assert n.ruling.question == "which Hit Table does F's R broadside read against T?"
    assert n.ruling.headline() == headline and n.ruling.verdict == headline
    assert "box(es)" not in str(n.ruling)


def test_grape_that_kills_one_crew_box_says_one_box_and_below_table_0_none() -> None:
    """[24.2.4.2] a Hit Table number of 1 with grape kills "1 crew box", not "1 crew boxes" nor "1 crew box(es)"."""
    firer = ship("F", "green", guns=(18, 18), carronades=(4, 4), ammo=("G", "G"), fired=(False, False))
    target = ship("T", side="B", bow=Hex(1, 0))
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target)
    assert n.table == 1 and n.ruling.verdict == "Hit Table 1, not rolled: grape kills 1 crew box [24.2.4.2]"
    tired = ship("F", "green", guns=(18, 18), carronades=(4, 4), ammo=("G", "G"), fired=(True, True))
    below = combat.advanced_fire_number(broadside_pos(tired, target), tired, Broadside.R, target)
    assert (
        below.table == -1 and below.ruling.headline() == "Hit Table -1, not rolled: grape kills 0 crew boxes [24.2.4.2]"
    )


def test_a_range_and_a_load_s_reach_count_hexes_in_the_right_number() -> None:
    """[11.2.1, 24.2] the desk's range answer says "3 hexes", grape's reach "1 hex", never "hex(es)"."""
    from sailkit.questions import ask
    from sailkit.rulesets.wooden_ships.questions import DESK
    from tests.wooden_ships.test_desk import DUEL

    assert ask(DESK, DESK.parse(DUEL), "range Constitution Java").verdict == "3 hexes"
    grape = DUEL.replace("WSIM turn 1", "WSIM advanced turn 1").replace(
        "S:active D:0 | Java", "S:active D:0 M:GG | Java"
    )
    refused = ask(DESK, DESK.parse(grape), "fire Constitution Java")
    assert str(refused.verdict) == "no: her grape shot reaches 1 hex, not 3"


def test_boxes_crossed_off_are_counted_in_the_right_number() -> None:
    """[11.4.1.1, 11.4.2.1, 11.4.4.1] "loses 1 crew box", "loses 2 rigging boxes": no "box(es)" left in the log."""
    from sailkit.rulesets.wooden_ships.damage import mark_hits
    from sailkit.rulesets.wooden_ships.tables import parse_hits

    target, firer = ship("T", side="B"), ship("F")
    _, steps = mark_hits(target, parse_hits("H-C-2R"), firer)
    reasons = [s.reason for s in steps]
    assert "T loses 1 hull box" in reasons and "T loses 1 crew box, section 1 first" in reasons
    assert "T loses 2 rigging boxes" in reasons
    assert not any("(es)" in r or "(s)" in r for r in reasons)
