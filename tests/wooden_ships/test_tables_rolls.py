"""The card's tables and the two-dice rolls: the index's testable facts 13-28 and 43-47, each citing its rule."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.rulesets.wooden_ships import combat, damage, locking, melee
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.state import Party, Position, Ship, Wind
from sailkit.rulesets.wooden_ships.tables import (
    HDT_CELLS,
    HIT_TABLES,
    TWO_DICE,
    band_index,
    hit_result,
    melee_loss,
    parse_hits,
    range_index,
    split_table,
)
from tests.wooden_ships.helpers import make_ship


def ship(name: str = "S", quality: str = "average", side: str = "A", **kw) -> Ship:
    """A French 80 (FR-80) by the chart."""
    return make_ship(name, quality, side, **kw)


def test_fact_13_nine_does_not_foul() -> None:
    """[8.3.5] 9 with no modifiers: not fouled (10 or more fouls)."""
    mod, steps = locking.fouling_modifier(ship("a"), ship("b", side="B"), True, True, 2, 2)
    assert mod == 0 and steps == () and not locking.locks(9, mod) and locking.locks(10, mod)


def test_fact_14_a_natural_12_always_fouls() -> None:
    """[8.3.5.9] a natural 12 with -4 (motionless) and -2 (elite) still fouls."""
    mod, _ = locking.fouling_modifier(ship("a", "elite"), ship("b", side="B"), False, True, 1, 1)
    assert mod == -6 and locking.locks(12, mod)


def test_fact_15_crack_and_motionless() -> None:
    """[8.3.5.1, 8.3.5.6] 11, one crack crew (-1), one ship motionless (-4): 6, not fouled."""
    mod, steps = locking.fouling_modifier(ship("a", "crack"), ship("b", side="B"), False, True, 0, 2)
    assert 11 + mod == 6 and not locking.locks(11, mod)
    assert [s.case for s in steps] == ["8.3.5.1", "8.3.5.6"]


def test_fouling_friends_fast_movers() -> None:
    """[8.3.5.5, 8.3.5.7] friends -1; an order of 3 or more movement points +1."""
    mod, steps = locking.fouling_modifier(ship("a"), ship("b"), True, True, 3, 1)
    assert mod == 0 and {s.case for s in steps} == {"8.3.5.5", "8.3.5.7"}


def test_fact_16_grapple_both_motionless() -> None:
    """[9.1.4.4, 9.1.4.5] equal crews, 8, both motionless (+2), target ordered 1 point (a turn): 10, grappled."""
    mod, _ = locking.grappling_modifier(ship("a"), ship("b", side="B"), False, False, 1)
    assert 8 + mod == 10 and locking.locks(8, mod)


def test_grapple_crew_difference_and_target_speed() -> None:
    """[9.1.4.1, 9.1.4.5] +1 a step of better crew (reading crew_differential_sign); -1 a target point above 1."""
    mod, _ = locking.grappling_modifier(ship("a", "elite"), ship("b", "green", side="B"), True, True, 4)
    assert mod == 3 - 3
    mod, _ = locking.grappling_modifier(
        ship("a", "elite"),
        ship("b", "green", side="B"),
        True,
        True,
        1,
        readings={"crew_differential_sign": "better-target-gains"},
    )
    assert mod == -3


def test_fact_17_ungrapple_in_melee_fails() -> None:
    """[9.2.1.2, 9.2.1.4] 11 + 2 (elite) - 6 (melee) = 7: fails."""
    mod, _ = locking.ungrappling_modifier(ship(quality="elite"), melee=True)
    assert 11 + mod == 7 and not locking.locks(11, mod)


def test_two_dice_odds_are_exact() -> None:
    assert sum(TWO_DICE.values()) == 1 and TWO_DICE[7] == Fraction(1, 6)
    assert locking.odds(0) == Fraction(6, 36) and locking.odds(-20) == Fraction(1, 36)


# ---- the Hit Determination Table [11.2.3] ----


@pytest.mark.parametrize(
    ("guns", "rng", "base", "rake"),
    [(22, 3, 3, 6), (2, 8, -4, -3), (25, 1, 5, 9), (30, 1, 5, 9), (13, 5, -1, 1)],
)
def test_facts_18_to_20_hdt_cells(guns: int, rng: int, base: int, rake: int) -> None:
    """[11.2.3, 16.1.1.1] base (rake) values read by gun band and range column."""
    assert HDT_CELLS[band_index(guns)][range_index(rng)] == (base, rake)


def test_fact_21_rigging_only_from_six_hexes() -> None:
    """[11.2.5] from 6 hexes on the broadside must aim at the rigging; [11.2.8] locked ships aim at the hull."""
    pos = Position(1, Wind(HexDirection.N), (ship("a"), ship("b", side="B", bow=Hex(6, 0))))
    assert combat.aims(pos, pos.ship("a"), pos.ship("b"), 6) == ("rigging",)
    assert combat.aims(pos, pos.ship("a"), pos.ship("b"), 5) == ("hull", "rigging")
    locked = pos.with_(grappled=(("a", "b"),))
    assert combat.aims(locked, locked.ship("a"), locked.ship("b"), 1) == ("hull",)


def test_fact_22_crack_french_80_one_section_away() -> None:
    """[11.3.1, 11.3.3, 24.5.1] crack French 80, 22 guns at range 3, one section down: 3 + 2 - 2 = Table 3."""
    firer = ship("F", "crack", fired=(True, True))
    target = ship("T", side="B", bow=Hex(3, -2))  # three hexes off the starboard beam, broadside on
    pos = Position(1, Wind(HexDirection.N), (firer, target))
    n = combat.fire_number(pos, firer, Broadside.R, target, level="advanced", away=1)
    assert n.range == 3 and n.guns == 22 and not n.rake and n.table == 3
    assert [s.case for s in n.ruling.steps if s.value] == ["11.2.3", "11.3.1", "11.3.3"]


def test_initial_broadside_and_basic_cap() -> None:
    """[11.3.4] the first broadside of a side gets the bonus; [11.2.4] the Basic Game stops at Table 8."""
    firer = ship("F", "elite", guns=(24, 24))
    target = ship("T", side="B", bow=Hex(1, 0))  # alongside, broadside to broadside
    pos = Position(1, Wind(HexDirection.N), (firer, target))
    n = combat.fire_number(pos, firer, Broadside.R, target)
    # 26 guns at range 1: 5, elite +3, initial broadside +2 = 10, capped at 8
    assert n.range == 1 and n.guns == 26 and not n.rake and n.table == 8
    assert "11.3.4" in n.ruling.cases and n.ruling.steps[-3].case == "11.2.4" and n.ruling.steps[-3].value == -2
    assert combat.fire_number(pos, firer, Broadside.R, target, level="advanced").table == 10


# ---- the Hit Tables [11.2.6, 16.1.2] ----


def test_facts_26_to_28_hit_table_cells() -> None:
    """[11.2.6] Table 0 hull die 5 is H; Table 10 hull die 1 is 2H-2G-4C (R); Table 9 rigging die 6 is 7R-2G*, +4R at full sail."""
    assert hit_result(0, "hull", 5) == parse_hits("H")
    t10 = hit_result(10, "hull", 1)
    assert (t10.hull, t10.guns, t10.crew, t10.full_sail_extra) == (2, 2, 4, 1)
    t9 = hit_result(9, "rigging", 6)
    assert (t9.rigging, t9.guns, t9.critical, t9.full_sail_extra) == (7, 2, True, 4) and str(t9) == "7R-2G* (4R)"


def test_hit_tables_are_whole_and_every_six_is_starred() -> None:
    """[16.1.2.2] 11 tables x 2 aims x 6 dice; every die 6 is a possible critical; damage never falls as the table rises much."""
    assert sorted(HIT_TABLES) == list(range(11))
    for t in HIT_TABLES.values():
        for aim in ("hull", "rigging"):
            assert len(t[aim]) == 6 and t[aim][5].critical and not any(h.critical for h in t[aim][:5])
    assert sum(h.total for h in HIT_TABLES[10]["hull"]) > sum(h.total for h in HIT_TABLES[0]["hull"])


def test_fact_25_tables_above_ten_split() -> None:
    """[16.1.2.1] 11 is T10 + T1, 12 is T10 + T2, 20 is T10 + T10."""
    assert split_table(11) == (10, 1) and split_table(12) == (10, 2) and split_table(20) == (10, 10)


def test_marking_hits_section_order_and_nearer_side() -> None:
    """[11.4.2.1] crew section 1 first; [11.4.3.1] guns off the side facing the firer; [11.4.4.1] rigging section 1 first."""
    target = ship("T", crew=(2, 12, 10))
    firer = ship("F", side="B", bow=Hex(-3, 1))  # off the target's left side
    out, steps = damage.mark_hits(target, parse_hits("H-2G-3C-2R"), firer)
    assert out.hull == 23 and out.crew == (0, 11, 10) and out.guns == (20, 22) and out.rigging == (5, 7, 7)
    out2, _ = damage.mark_hits(target, parse_hits("2R"), firer, {"rigging_loss_order": "highest-first"})
    assert out2.rigging == (7, 7, 5)


def test_surrender_kinds() -> None:
    """[11.4.1.2] no hull: strikes; [11.4.3.2] no guns, no friend of her class within 10: surrenders."""
    struck = ship("a", hull=0)
    gunless = ship("b", guns=(0, 0), carronades=(0, 0), bow=Hex(5, 5))
    friend = ship("c", bow=Hex(9, 9))
    pos, steps = damage.surrenders(Position(1, Wind(HexDirection.N), (struck, gunless, friend)), ["a", "b"])
    assert pos.ship("a").status.value == "struck" and pos.ship("b").status.value == "active"  # c is a friend near
    alone = Position(1, Wind(HexDirection.N), (gunless,))
    assert damage.surrenders(alone, ["b"])[0].ship("b").status.value == "firepower"


# ---- melee [12.3] ----


def test_fact_43_crew_melee_strength() -> None:
    """[12.3.1] crack: DBP 6, DBP being raked 5, OBP 4."""
    s = ship(quality="crack")
    assert (melee.factor(s, "DBP"), melee.factor(s, "DBP", raked=True), melee.factor(s, "OBP")) == (6, 5, 4)


def test_facts_44_45_47_melee_resolution_table() -> None:
    """[12.3.2, A-12.3] 156 rolling 3 and 102 rolling 1 both kill 4; 84 rolling 3 kills 4, 78 rolling 6 kills 2; 45 rolling 2 kills 2."""
    assert melee_loss(156, 3) == 4 and melee_loss(102, 1) == 4
    assert melee_loss(84, 3) == 4 and melee_loss(78, 6) == 2
    assert melee_loss(45, 2) == 2 and melee_loss(0, 1) == 0


def test_fact_46_three_to_one_captures() -> None:
    """[12.3.3, A-12.3] 39 against 6: the boarders win under the 3:1 reading; not under wipe-out."""
    assert melee.decided(39, 6) == "attackers" and melee.decided(39, 6, {"melee_victory": "wipe-out"}) == ""
    assert melee.decided(10, 0, {"melee_victory": "wipe-out"}) == "attackers"


def test_parties_take_the_lowest_sections_and_losses_fall_on_the_lowest() -> None:
    """[10.1.2.1, 12.3.2] a party is the first sections with a box left; losses come off its lowest section."""
    s = ship(crew=(0, 3, 10))
    assert melee.party_sections(s, 2) == (1, 2)
    party = Party("S", "OBP", (1, 2), "T")
    out = melee.take_losses({"S": s}, [party], 4)
    assert out["S"].crew == (0, 0, 9)


def test_carronades_alone_reach_only_two_hexes() -> None:
    """[11.1.9] a broadside of carronades only has no target beyond 2 hexes."""
    sloop = ship("S", guns=(0, 0), carronades=(10, 10))
    near = ship("N", side="B", bow=Hex(2, -1))
    far = ship("F", side="B", bow=Hex(4, -2))
    assert combat.targets(Position(1, Wind(HexDirection.N), (sloop, near)), sloop, Broadside.R) == ("N",)
    assert combat.targets(Position(1, Wind(HexDirection.N), (sloop, far)), sloop, Broadside.R) == ()


# ---- prizes [12.4] ----


def test_fact_48_too_few_guards_lose_the_prize() -> None:
    """[12.4.9] 12 prisoners need 2 prize-crew boxes: with 1 the prisoners retake the ship."""
    from sailkit.rulesets.wooden_ships import prizes

    taken = prizes.take(ship("T", side="B", crew=(6, 4, 2)), "A", 1, "crack")
    assert taken.prisoners == 12 and taken.captured
    back, step = prizes.hold(taken)
    assert back.side == "B" and back.crew == (12, 0, 0) and back.quality == "average" and step.case == "12.4.9"
    assert prizes.hold(prizes.take(ship("T", side="B", crew=(6, 4, 2)), "A", 2, "crack"))[1] is None
    assert prizes.guards_needed(13) == 3 and prizes.guards_needed(13, {"prize_guard_ratio": "floor"}) == 2


def test_fact_55_fire_on_a_prize_alternates_prize_crew_and_prisoners() -> None:
    """[12.4.11, A-12.4.11] counted over the game: the first crew loss falls on the prize crew, the second on the prisoners."""
    from sailkit.rulesets.wooden_ships import prizes

    prize = prizes.take(ship("T", side="B", crew=(6, 4, 2)), "A", 6, "crack")
    firer = ship("F", side="B", bow=Hex(-3, 1))
    once, _ = damage.mark_hits(prize, parse_hits("C"), firer)
    assert (once.crew_total, once.prisoners, once.prize_losses) == (5, 12, 1)
    twice, steps = damage.mark_hits(once, parse_hits("C"), firer)
    assert (twice.crew_total, twice.prisoners, twice.prize_losses) == (5, 11, 2) and steps[0].case == "12.4.11"
