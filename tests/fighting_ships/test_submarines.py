"""Submarines [7.1-7.4]: the pack of three counters, depth changes and rams, sonar searches and evasion, ASW
weapons, and the damage below the waterline they share with torpedoes [5.7.2]."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shapely.geometry import box

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.asw import (
    asw_attack,
    asw_bearing,
    asw_hit_chance,
    asw_odds,
    fit_for,
    launcher_ready,
)
from sailkit.rulesets.fighting_ships.below_waterline import below_waterline, summed_dice, waterline_dice
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.sonar import (
    evade,
    evade_chance,
    in_sonar_range,
    scatter_check,
    search,
    search_chance,
    search_odds,
    sonar_reach,
)
from sailkit.rulesets.fighting_ships.submarines import (
    Pack,
    dash,
    depth_change,
    fire_from,
    locate,
    may_be_rammed,
    rammed,
    remove_decoy,
    scatter,
    submerge,
    surface,
)

HERE = Pose(10, 10, 0)


def test_a_diving_boat_leaves_three_counters_only_her_owner_can_tell_apart() -> None:
    pack, ruling = submerge("U-2", HERE, real=2)
    assert [k for k, _ in pack.counters] == [1, 2, 3] and ruling.verdict == "submerged" and "7.1" in ruling.cases
    assert pack.seen_by(True).real == 2
    assert pack.seen_by(False).real is None  # the hunters see three counters alike
    assert pack.seen_by(False).counters == pack.counters


def test_surfacing_voids_the_decoys_and_puts_the_model_at_the_real_counter() -> None:
    pack = Pack("U-2", ((1, Pose(0, 0, 0)), (2, Pose(5, 5, 90)), (3, Pose(9, 1, 0))), real=2)
    pose, ruling = surface(pack)
    assert pose == Pose(5, 5, 90) and ruling.verdict == "surfaced" and "2 decoys" in str(ruling)
    with pytest.raises(InvalidInputError):
        surface(pack.seen_by(False))  # only her owner knows where she is


def test_firing_shows_her_counter_and_gathers_the_pack_at_the_firing_point() -> None:
    pack = Pack("U-2", ((1, Pose(0, 0, 0)), (2, Pose(5, 5, 90)), (3, Pose(9, 1, 0))), real=3)
    after, ruling = fire_from(pack, real=1)
    assert {pose for _, pose in after.counters} == {Pose(9, 1, 0)} and after.real == 1 and len(after.counters) == 3


def test_a_surface_speed_dash_below_voids_the_decoys_for_good() -> None:
    pack = Pack("U-2", ((1, Pose(0, 0, 0)), (2, Pose(5, 5, 90)), (3, Pose(9, 1, 0))), real=1)
    after, ruling = dash(pack)
    assert after.counters == ((1, Pose(0, 0, 0)),) and after.decoys == 0 and "7.2" in ruling.cases


def test_found_decoys_come_off_and_the_boat_herself_is_located_not_removed() -> None:
    pack = Pack("U-2", ((1, HERE), (2, HERE), (3, HERE)), real=3)
    fewer = remove_decoy(pack, 1)
    assert [k for k, _ in fewer.counters] == [2, 3] and fewer.decoys == 1
    with pytest.raises(InvalidInputError):
        remove_decoy(pack, 3)
    assert locate(fewer).seen_by(False).real == 3  # once located the hunters know her counter


def test_slipping_away_sets_the_pack_down_anew_unlocated() -> None:
    pack = locate(Pack("U-2", ((1, HERE), (3, HERE)), real=3))
    after = scatter(pack, (Pose(12, 10, 0), Pose(8, 13, 45)), real=1)
    assert not after.located and after.real == 1 and after.seen_by(False).real is None
    with pytest.raises(InvalidInputError):
        scatter(pack, (Pose(12, 10, 0),), real=1)
    assert scatter_check(HERE.point, (Pose(14, 10, 0).point,)).verdict
    with pytest.raises(InvalidInputError, match="within 5 inches"):
        scatter_check(HERE.point, (Pose(15.5, 10, 0).point,))


def test_a_pack_refuses_bad_labels() -> None:
    with pytest.raises(InvalidInputError):
        Pack("U-2", ((1, HERE), (1, HERE)), real=1)
    with pytest.raises(InvalidInputError):
        Pack("U-2", ((1, HERE), (2, HERE)), real=3)


def test_changing_depth_moves_at_submerged_speed_and_never_fires() -> None:
    assert depth_change("U-2", "diving", 4, 4).verdict
    with pytest.raises(IllegalActionError, match=r"7\.2"):
        depth_change("U-2", "surfacing", 5, 4)
    with pytest.raises(IllegalActionError, match=r"7\.2"):
        depth_change("U-2", "diving", 2, 4, firing=True)
    assert depth_change("U-2", "surfaced", 6, 4).verdict  # on the surface her surface speed rules [4.1.2]


def test_only_a_boat_on_the_surface_or_changing_depth_can_be_rammed() -> None:
    assert may_be_rammed("surfaced") and may_be_rammed("diving") and may_be_rammed("surfacing")
    assert not may_be_rammed("submerged")


def test_a_rammed_boat_takes_the_collision_s_damage_and_two_tokens_more() -> None:
    both_fail = rammed("Vanoc", "U-100", 2, [3, 4], 2, [1, 2])
    assert both_fail.verdict == 3 and both_fail.facts["rammer"] == 1 and "4.3.1e" in both_fail.cases
    she_passes = rammed("Vanoc", "U-100", 2, [3, 4], 2, [6, 2])
    assert she_passes.verdict == 2
    follows = rammed("Vanoc", "U-100", 2, [6, 4], 2, readings={"sub_ram_damage": "rammer-result"})
    assert follows.verdict == 2 and follows.facts["rammer"] == 0


def test_sonar_reaches_six_inches_and_four_a_level_of_ecm_to_a_counter_s_nearest_part() -> None:
    assert sonar_reach(0) == 6 and sonar_reach(1) == 10 and sonar_reach(3) == 18  # the text's WWII destroyer: 10
    counter = box(15, -0.5, 18, 0.5)
    assert in_sonar_range((5.0, 0.0), counter, 1).verdict  # 10 inches to its near edge
    assert not in_sonar_range((4.9, 0.0), counter, 1).verdict
    with pytest.raises(InvalidInputError):
        sonar_reach(4)


def test_a_search_finds_on_five_with_ecm_added_but_never_on_a_bare_one() -> None:
    assert search(5, 0, real=True).verdict == "located"
    assert search(4, 0, real=False).verdict == "not found"
    assert search(4, 1, real=False).verdict == "decoy removed"
    assert search(1, 3, real=True).verdict == "not found"  # a natural 1 always fails
    assert search(2, 3, real=True).verdict == "located"
    assert [search_chance(e) for e in range(4)] == [Fraction(1, 3), Fraction(1, 2), Fraction(2, 3), Fraction(5, 6)]


def test_search_odds_are_exact_under_either_reading() -> None:
    each = search_odds(1, searchers=2)
    assert each.value == Fraction(3, 4) and "7.3" in each.cases  # 1 - (1/2)^2, every counter searched twice
    one = search_odds(1, searchers=2, readings={"sonar_dice": "one-counter"})
    assert one.value == Fraction(1, 3)  # two of three counters, each found half the time
    assert one.facts["decoys"] == Fraction(2, 3) and ("sonar_dice", "one-counter") in one.readings


def test_evasion_on_five_one_better_with_an_authoritarian_or_ecm_two() -> None:
    assert evade(5).verdict and not evade(4).verdict
    assert evade(4, authoritarian=True).verdict and evade(4, ecm=2).verdict
    assert not evade(3, authoritarian=True, ecm=2).verdict  # reading evasion_bonus=once: 1 for either or both
    assert evade(3, authoritarian=True, ecm=2, readings={"evasion_bonus": "each"}).verdict
    assert evade_chance() == Fraction(1, 3) and evade_chance(ecm=3) == Fraction(1, 2)
    with pytest.raises(InvalidInputError, match=r"7\.3"):
        evade(6, tokens=1)


def test_asw_launchers_by_era_fit_and_their_arcs() -> None:
    assert fit_for("world-wars") == "depth-charges" and fit_for("post-war") == "limbo"
    with pytest.raises(UnknownChoiceError):
        fit_for("sail")
    escort = Ship.of("Vanoc", "destroyer", Pose(0, 0, 0))  # heading north: her stern faces south
    astern, ahead = box(-0.5, -5, 0.5, -4), box(-0.5, 4, 0.5, 5)
    assert asw_bearing(escort, astern, "depth-charges").verdict
    assert not asw_bearing(escort, ahead, "depth-charges").verdict
    assert asw_bearing(escort, ahead, "hedgehog").verdict and asw_bearing(escort, ahead, "limbo").verdict
    assert not asw_bearing(escort, box(-0.5, -8, 0.5, -7), "limbo").verdict  # beyond 6 inches
    assert launcher_ready(None, 1)[0] and not launcher_ready(3, 4)[0] and launcher_ready(3, 5)[0]


def test_asw_hits_on_six_with_ecm_and_a_decoy_goes_on_any_hit() -> None:
    assert asw_attack([5, 4], 0, real=True).verdict == "missed"
    assert asw_attack([5, 4], 1, real=False).verdict == "decoy removed"
    hit = asw_attack([6, 2], 0, real=True, impacts=[5], hull=2, save_dice=[4])
    assert hit.verdict == 4 and hit.facts["hits"] == 1 and {"7.4", "5.7.2"} <= set(hit.cases)
    with pytest.raises(InvalidInputError):
        asw_attack([6, 6], 0, real=True, impacts=[5], hull=2, save_dice=[4])
    assert asw_hit_chance(1) == Fraction(1, 3)


def test_the_brandenburg_example_two_torpedoes_eight_hits_thirteen_dice_six_saves() -> None:
    """5.7.2's worked example: 8 hits (a 3 and a 5) on Hull 26, 13 dice save 6, two go through."""
    ruling = below_waterline([3, 5], 26, [4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1], anchored=True)
    assert waterline_dice(26) == 13 and ruling.facts["hits"] == 8 and ruling.facts["saves"] == 6
    assert ruling.verdict == 2 and ruling.facts["deck"].damage == 1  # it already had an Anchor token: a Damage token


def test_asw_odds_are_a_distribution() -> None:
    odds = asw_odds(2, 1, 2)
    assert sum(odds.facts["deck"].values()) == 1 and odds.facts["hit"] == Fraction(5, 9)


@given(st.dictionaries(st.integers(0, 4), st.integers(1, 5), min_size=1))
def test_summed_damage_dice_keep_every_chance(weights: dict[int, int]) -> None:
    total = sum(weights.values())
    count = {k: Fraction(v, total) for k, v in weights.items()}
    assert summed_dice(count).tail == 0 and sum(summed_dice(count).head) == 1
