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
    from sailkit.rulesets.wooden_ships.faces.desk import DESK
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


def test_an_order_s_heading_says_the_hexes_of_allowance_left() -> None:
    """[7.1.4, 7.2.7] "carries out R1, 2 hexes of allowance left" (was "carries out R1, 2"): the number is what the
    allowance still holds after the elements carried out, one or several."""
    from sailkit.geometry.hexes import HexDirection
    from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
    from tests.wooden_ships.test_advanced import NORTH

    plan = carry_out(Mover(NORTH, 4, 0, 2), "1", HexDirection.NE)
    left = plan.ruling.value
    assert plan.ruling.headline() == f"carries out 1, {left} hexes of allowance left" and left > 1
    one = carry_out(Mover(NORTH, 4, 0, 2), str(left), HexDirection.NE)  # all but one hex
    assert one.ruling.headline() == f"carries out {one.text}, 1 hex of allowance left"
    assert str(one.ruling).splitlines()[0] == f"what does the order {one.text} do? {one.ruling.headline()}"


@pytest.mark.parametrize("advanced", [False, True])
def test_a_free_pivot_at_allowance_0_is_free_in_the_advanced_game_too(advanced: bool) -> None:
    """[7.1.15] a ship with no allowance may pivot once for nothing: in the Advanced Game too it cites 7.1.15 and
    leaves 0 hexes, not "-1" (the Advanced Game's checks [20.4] no longer hide the case that allowed it)."""
    from sailkit.geometry.hexes import HexDirection
    from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
    from tests.wooden_ships.test_advanced import NORTH

    plan = carry_out(Mover(NORTH, 4, 0, 2, advanced=advanced), "L", HexDirection.S)  # head to wind: attitude D
    assert plan.text == "L" and plan.ruling.value == 0 and "7.1.15" in plan.ruling.cases
    assert plan.ruling.headline() == "carries out L, 0 hexes of allowance left"


def test_a_broadside_below_table_0_says_which_hit_table_it_reached() -> None:
    """[11.2.4] a miss names the Hit Table number the modifiers reached, "a miss (Hit Table -1, below Table 0)",
    instead of "a miss (below Table 0), -1"."""
    firer = ship("F", "green", fired=(True, True))
    target = ship("T", side="B", bow=Hex(5, 0))
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target)
    assert n.table == -1 and n.ruling.headline() == "a miss (Hit Table -1, below Table 0)"
    assert str(n.ruling).splitlines()[0].endswith("? a miss (Hit Table -1, below Table 0)")


@pytest.mark.parametrize(
    ("total", "modifier", "headline"),
    [
        (9, 0, "fails, 9 against 10"),
        (8, 3, "grappled, 11 against 10"),
        (12, -6, "grappled, 6 against 10 (a natural 12)"),
    ],
)
def test_a_locking_roll_says_its_score_against_the_10_it_needs(total: int, modifier: int, headline: str) -> None:
    """[9.1.4.6, 8.3.5.9, 9.2.1.5] the dice and modifiers are read against 10 (or a natural 12 succeeds): the heading
    says so, "fails, 9 against 10", not "fails, 9"; printed, the same words instead of "(value 9)"."""
    from sailkit.rulesets.wooden_ships.locking import roll_ruling

    r = roll_ruling("do the grapnels hold?", "grappled", total, modifier, (), "9.1.4")
    assert r.headline() == headline and str(r).splitlines()[0] == f"do the grapnels hold? {headline}"
