"""Steamships and oared ships on the move [4.1.2-4.1.4, 4.2]: roll, speed, turns and plans."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.anchors import short_move_anchor
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.steam import (
    Speed,
    Under,
    engine_points,
    is_in_irons,
    motive_used,
    next_run,
    parse_runs,
    speed_range,
    steam,
    steam_ends,
    turn_run,
)


def _speed(cls: str, rolled: float, last: float | None, **kw: object) -> Speed:
    found = speed_range(cls, rolled, last, **kw)  # type: ignore[arg-type]
    assert found.facts["speed"] == found.verdict
    return found.verdict  # type: ignore[no-any-return]


# ---- what drives her [4.1.4, APP.1.1.1] ----


def test_a_combined_ship_chooses_one_motive_and_a_galley_under_sail_rolls_two_dice() -> None:
    under_sail = motive_used("large-galley")
    assert under_sail.verdict == "sail" and under_sail.facts["rolls"] == 2
    assert {s.case for s in under_sail.steps} == {"4.1.4", "APP.1.1.1"}
    rowed = motive_used("large-galley", "oar")
    assert rowed.facts == {"motive": "oar", "rolls": 5}
    assert motive_used("destroyer").verdict == "steam" and motive_used("destroyer").steps[0].case == "4.1.2"
    assert motive_used("5th-rate").facts["rolls"] == 6
    with pytest.raises(UnknownChoiceError, match="steam"):
        motive_used("large-galley", "steam")
    with pytest.raises(InvalidInputError, match="never moves"):
        motive_used("small-battery")


# ---- the roll [4.1.2, 4.2] ----


def test_every_die_scores_two_inches_but_1s_fail_in_irons() -> None:
    assert engine_points(6, [1, 2, 3, 4, 5, 6]).verdict == 12.0
    irons = engine_points(3, [1, 1, 3], in_irons=True)
    assert irons.verdict == 2.0 and irons.facts["points"] == 1
    assert engine_points(3, [1, 1, 3], in_irons=True, readings={"steam_in_irons": "never"}).verdict == 6.0


def test_the_free_point_and_the_anchor_token() -> None:
    """[4.1.2, 4.2] Nothing scored still moves her 2 inches; an Anchor token lets only 6s score and no free point."""
    assert engine_points(2, [1, 1], in_irons=True).verdict == 2.0
    assert engine_points(2, [5, 6], anchor=True).verdict == 2.0
    none = engine_points(2, [5, 5], anchor=True, motive="oar")
    assert none.verdict == 0.0 and "4.2" in {s.case for s in none.steps} and none.steps[0].case == "4.1.3"
    with pytest.raises(InvalidInputError):
        engine_points(2, [5], anchor=True)


def test_in_irons_is_heading_into_the_wind() -> None:
    ship = Ship.of("Probe", "destroyer", Pose(10, 10, 0))
    assert is_in_irons(ship, "N") and not is_in_irons(ship, "S")


# ---- speed [4.1.2, 4.1.3] ----


def test_top_speed_and_acceleration_cap_the_roll() -> None:
    assert _speed("ironclad-a", 6, None) == Speed(0.0, 3.0, 3.0)
    assert _speed("destroyer", 12, 4) == Speed(2.0, 6.0, 0.0)
    assert _speed("mtb", 16, 4).most == 8.0  # petrol engines gain 4 inches a turn
    assert _speed("destroyer", 12, None, readings={"steam_first_move": "stopped"}) == Speed(0.0, 2.0, 3.0)


def test_titanic_slows_two_inches_a_turn() -> None:
    """[4.1.2] The worked example: at 6 inches she may slow to 4 next turn, then 2; never to a dead stop at once."""
    assert _speed("large-steam-merchant", 8, 6).least == 4.0
    assert _speed("large-steam-merchant", 8, 4).least == 2.0
    assert _speed("large-steam-merchant", 8, 2).least == 0.0
    assert _speed("large-steam-merchant", 8, 6, slowed=True).least == 0.0  # a token gained stops her


def test_a_poor_roll_against_momentum_is_a_reading() -> None:
    assert _speed("destroyer", 2, 10) == Speed(2.0, 2.0, 0.0)
    assert _speed("destroyer", 2, 10, readings={"steam_slowing": "momentum"}) == Speed(8.0, 8.0, 0.0)


def test_backing_up_only_from_a_dead_stop_and_never_over_3_inches() -> None:
    assert _speed("destroyer", 12, 0).astern == 3.0
    assert _speed("destroyer", 2, 0).astern == 2.0
    assert _speed("destroyer", 12, 2).astern == 0.0


def test_oars_spurt_two_inches_to_ram() -> None:
    """[4.1.3] Declared to ram within 6 inches, a galley's rowers add 2 inches (beyond her top speed by default)."""
    assert _speed("large-galley", 10, 6, motive="oar", ramming=True).most == 8.0
    assert _speed("large-galley", 10, 6, motive="oar", ramming=True, readings={"oar_sprint": "within-cap"}).most == 6.0
    assert _speed("destroyer", 12, 12, ramming=True).most == 12.0


# ---- turns [4.1.2] ----


@pytest.mark.parametrize(
    ("cls", "total", "run"),
    [
        ("destroyer", 12, 2.0),
        ("mtb", 18, 2.0),
        ("light-cruiser", 12, 3.0),
        ("battleship", 10, 4.0),
        ("carrier", 10, 4.0),
        ("small-steam-merchant", 6, 4.0),
        ("battleship", 4, 2.0),
        ("large-galley", 6, 2.0),
    ],
)
def test_the_run_before_each_turn_grows_with_size(cls: str, total: float, run: float) -> None:
    assert turn_run(cls, total).verdict == run


def test_a_cruiser_runs_3_inches_before_each_turn() -> None:
    cruiser = Ship.of("Ajax", "light-cruiser", Pose(20, 20, 0))
    speed = Speed(0.0, 12.0, 0.0)
    assert steam(cruiser, "M3+30 M3-30 M6", speed).verdict
    assert steam(cruiser, "M2 M1+30 M6", speed).verdict
    refused = steam(cruiser, "M2+30 M6", speed)
    assert not refused.verdict and "needs 3" in refused.steps[-1].reason and refused.facts["pose"] == cruiser.pose
    assert steam(cruiser, "M2+30 M2", speed).verdict  # 4 inches in all: a turn after each 2
    assert not steam(cruiser, "M3+45", speed).verdict


def test_speed_bounds_a_plan_and_a_ship_backs_up_straight() -> None:
    dd = Ship.of("Glowworm", "destroyer", Pose(20, 20, 90))
    speed = Speed(4.0, 8.0, 0.0)
    assert not steam(dd, "M10", speed).verdict and not steam(dd, "M2", speed).verdict
    ahead = steam(dd, "M8", speed)
    assert ahead.verdict and ahead.facts["pose"].x == pytest.approx(28.0) and ahead.facts["moved"] == 8.0
    stopped = Speed(0.0, 4.0, 3.0)
    back = steam(dd, "R2", stopped)
    assert back.verdict and back.facts["pose"].x == pytest.approx(18.0) and back.facts["moved"] == -2.0
    assert not steam(dd, "R4", stopped).verdict and not steam(dd, "R2", speed).verdict
    assert not steam(dd, "R2+30", stopped).verdict
    assert steam(dd, "R2+30", stopped, readings={"reverse_turns": "as-ahead"}).verdict
    assert not steam(dd, "M2 R1", stopped).verdict


def test_no_tack_or_wear_under_steam() -> None:
    with pytest.raises(InvalidInputError, match="4.1.2"):
        parse_runs("M2 T90")
    assert str(parse_runs("M3+30 R2")[1]) == "R2"


def test_how_far_can_she_move() -> None:
    dd = Ship.of("Glowworm", "destroyer", Pose(20, 20, 0))
    far = steam_ends(dd, Speed(0.0, 6.0, 3.0))
    assert far.verdict == 6.0 and len(far.facts["ends"]) > 4
    assert all(steam(dd, plan, Speed(0.0, 6.0, 3.0)).verdict for plan in far.facts["ends"].values())


@given(st.lists(st.integers(1, 6), min_size=0, max_size=8), st.booleans(), st.booleans())
def test_a_roll_gives_whole_points_of_2_inches(dice: list[int], irons: bool, anchor: bool) -> None:
    found = engine_points(len(dice), dice, in_irons=irons, anchor=anchor)
    assert found.verdict == 2 * found.facts["points"] and found.verdict <= 2 * max(len(dice), 1)
    assert found.verdict >= (0 if anchor else 2)


def test_only_sail_only_ships_take_an_anchor_token_for_a_short_move() -> None:
    """[4.2] Steam, oars and hybrids keep their way."""
    assert short_move_anchor(1.0).verdict and not short_move_anchor(1.0, sail_only=False).verdict


def test_one_run_at_a_time_on_the_engine() -> None:
    """[4.1.2] A battleship (4 inches before a turn) may turn after 2 only if she keeps to 4 in all, and not when her
    momentum carries her further; no tack; no run past her speed."""
    bb = Ship.of("Warspite", "battleship", Pose(20, 20, 0))
    short = next_run(bb, 2, 30, Under(0.0, 0.0, 10.0))
    assert short.verdict and short.facts["under"] == Under(2.0, 0.0, 4.0)
    assert not next_run(bb, 2, 30, Under(0.0, 0.0, 10.0, 6.0)).verdict
    assert next_run(bb, 2, 30, Under(2.0, 2.0, 10.0, 6.0)).verdict
    assert not next_run(bb, 2, 0, Under(9.0, 1.0, 10.0)).verdict
    assert not next_run(bb, 2, 90, Under(0.0, 2.0, 10.0), tight=True).verdict
