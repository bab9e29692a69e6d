"""The words of Fighting Sail's rulings count right: "1 hull hit", "2 hull hits", never "1 hull hits"."""

from __future__ import annotations

import sailkit.rulesets.fighting_sail as fs
from sailkit.rulesets.fighting_sail.faces.explorers.strategic import BurnExplorer
from sailkit.rulesets.fighting_sail.movement import _all_points

SCENE = fs.Position.parse("FS turn 8 wind W | Chesapeake US 1010 N | Shannon BR 1410 W")


def test_a_ship_with_one_hull_hit_is_said_to_have_one_hull_hit() -> None:
    """[12.11] the strike ruling counts Chesapeake's single hull hit in the singular, and two in the plural."""
    one = SCENE.with_ship(SCENE.ship("Chesapeake").with_(hull=1))
    assert "Chesapeake has 1 hull hit; it is abandoned at 5 (10 minus Rate 5)" in str(
        fs.strike_ruling(one, "Chesapeake")
    )
    two = SCENE.with_ship(SCENE.ship("Chesapeake").with_(hull=2))
    assert "Chesapeake has 2 hull hits; it is abandoned at 5" in str(fs.strike_ruling(two, "Chesapeake"))


def test_the_burning_ship_explorer_counts_one_hull_hit_in_the_singular() -> None:
    """[13.21] the fire explorer's heading: "on fire with 1 hull hit", as notebook 11 shows it."""
    ex = BurnExplorer(SCENE, "Chesapeake", draw=False)
    ex.hull.value = 1
    assert "Chesapeake is on fire with 1 hull hit (abandoned at 5)" in ex.label.value
    ex.hull.value = 3
    assert "Chesapeake is on fire with 3 hull hits (abandoned at 5)" in ex.label.value


def test_a_turn_that_spends_every_point_says_how_many_in_the_right_number() -> None:
    """[7.41, 7.42] a ship turning with what it has left: its only point, or all of several."""
    assert [_all_points(n) for n in (1, 2, 4)] == ["its only point", "all 2 points", "all 4 points"]


def test_a_damage_heading_says_what_each_number_is() -> None:
    """[10.1, 10.2, 10.31] never "6 hull hits, 1": the new hits and the total, each named."""
    from sailkit.rulesets.fighting_sail.damage import fire_hit, hull_hits, mast_hit, rigging_hits

    p = fs.Position.parse("FS turn 8 wind W | Chesapeake US 1010 N hull=2 rig=1 masts=1 | Shannon BR 1410 W")
    assert hull_hits(p, "Chesapeake", 1).ruling.headline() == "1 more hull hit, 3 in all"
    assert hull_hits(p, "Shannon", 2).ruling.headline() == "2 hull hits"  # all of them new: one number
    assert rigging_hits(p, "Chesapeake", 2).ruling.headline() == "2 more rigging hits, 3 in all"
    assert mast_hit(p, "Chesapeake").ruling.headline() == "1 more mast lost, 2 in all"
    assert mast_hit(p, "Shannon").ruling.headline() == "1 mast lost"
    assert fire_hit(p, "Shannon").ruling.headline() == "burning, 1 hull hit"
    assert str(hull_hits(p, "Chesapeake", 1).ruling).startswith("hull damage to Chesapeake: 1 more hull hit, 3 in all")


def test_a_fire_or_swell_roll_names_its_die() -> None:
    """[13.11, 13.21] the roll in the heading is called a die: "hull hit, die 3", not "hull hit, 3"."""
    from sailkit.rulesets.fighting_sail.strategic import burn, swell

    p = fs.Position.parse("FS turn 8 wind W | Chesapeake US 1010 N hull=2 fires=1 masts=3 | Shannon BR 1410 W")
    assert burn(p, "Chesapeake", 3)[1].headline() == "hull hit, die 3"
    assert burn(p, "Chesapeake", 1)[1].headline() == "blows up, die 1"
    assert swell(p, "Chesapeake", 4)[1].headline() == "moves, die 4"
    assert swell(p, "Chesapeake", 2)[1].headline() == "stays, die 2"


def test_a_wheel_test_heading_says_the_outcome_with_the_die() -> None:
    """[6.21, 10.32] crew 3: a 3 keeps the order, a 4 (above the Crew Value) loses it and the ship drifts [8.22]."""
    p = fs.Position.parse("FS turn 8 wind W | Victorious BR 1010 N hull=6 wheel cmd=ahead | Shannon BR 1410 W")
    _, kept = fs.wheel_test(p, "Victorious", 3)
    _, lost = fs.wheel_test(p, "Victorious", 4)
    assert kept.headline() == "yes: the order stands (die 3)"
    assert lost.headline() == "no: the order is lost and the ship drifts (die 4)"
    assert str(lost).splitlines()[0] == (
        "does Victorious's ahead command survive its wheel test: no, the order is lost and the ship drifts (die 4)"
    )
    assert kept.verdict is True and lost.verdict is False  # still a plain yes or no to code that asks


def test_the_ships_that_must_move_first_are_said_with_the_allowance_they_share() -> None:
    """[7.24] the optional rule's heading names its number: "Guerriere, each with a Movement Allowance of 4" (was
    "Guerriere, 4"), "the fastest have ..." for a side with none of them, and Movement Points left under reading
    fastest_first_metric=remaining; printed the same way instead of "(value 4)"."""
    from sailkit.rulesets.fighting_sail.gauge import must_move_first
    from sailkit.rulesets.fighting_sail.movement import apply_step, start_movement
    from tests.fighting_sail.test_gauge import example_7_2

    p = start_movement(example_7_2())
    r = must_move_first(p)
    assert r.headline() == "Guerriere, each with a Movement Allowance of 4"
    assert str(r).splitlines()[0] == "which ships must move first (optional 7.24): " + r.headline()
    assert must_move_first(p, "US").headline() == "none, the fastest have a Movement Allowance of 4"
    left = apply_step(start_movement(example_7_2(fastest_first_metric="remaining")), "Guerriere", "step").position
    assert must_move_first(left).headline() == "Constitution, each with 3 Movement Points left"


def test_a_roll_that_scores_nothing_says_no_hits_and_a_drift_names_its_die() -> None:
    """[9.34] a fire roll above the Fire Value reads "no effect, 0 hits" (was "no effect, 0"); [8.0] a drift's heading
    names the drift die that swung the bow, "SW, drift die 3", not the swing as "-1"."""
    from sailkit.rulesets.fighting_sail.drifting import drift
    from sailkit.rulesets.fighting_sail.fire.hits import hit_result

    miss = hit_result(44, 56).ruling
    assert miss.headline() == "no effect, 0 hits" and str(miss).splitlines()[0].endswith(": no effect, 0 hits")
    assert hit_result(90, 12).ruling.headline() == "2 hits"
    _, swung = drift(SCENE, "Shannon", 3)
    assert swung.verdict == "SW" and swung.headline() == "SW, drift die 3"
    assert str(swung).splitlines()[0] == "drift of Shannon: SW, drift die 3"


def test_an_unfouling_attempt_says_whether_the_ship_breaks_free_with_the_die() -> None:
    """[11.32, 11.33] "yes: it breaks free to 1110 (die 1)" / "no: it stays fouled (die 6)" instead of a bare "1" or
    "no, 6"."""
    from sailkit.rulesets.fighting_sail.board import name as square_name
    from sailkit.rulesets.fighting_sail.melee_combat import unfoul, unfoul_options

    fouled = fs.Position.parse("FS turn 3 wind W | Shannon BR 1009 NE fouled | Chesapeake US 1009 N fouled")
    to = unfoul_options(fouled, "Shannon")[0]
    _, free = unfoul(fouled, "Shannon", 1, to, "N")
    assert free and free.headline() == f"yes: it breaks free to {square_name(to)} (die 1)"
    _, stuck = unfoul(fouled, "Shannon", 6)
    assert not stuck and stuck.headline() == "no: it stays fouled (die 6)"
    assert str(stuck).splitlines()[0] == "Shannon tries to unfoul from 1009: no, it stays fouled (die 6)"


def test_a_broadside_that_scores_nothing_says_no_hits() -> None:
    """[9.34] the whole fire's heading, after the roll: "no effect, 0 hits" (was "no effect, 0"), "1 hit" as it was."""
    from sailkit.rulesets.fighting_sail.fire.combat import fire_hits

    duel = fs.Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    miss = fire_hits(duel, "Shannon", "Constitution", "hull", 66).ruling
    assert miss.headline() == "no effect, 0 hits"
    assert str(miss).splitlines()[0].endswith("(hull fire): no effect, 0 hits")
    assert fire_hits(duel, "Shannon", "Constitution", "hull", 62).ruling.headline() == "1 hit"
