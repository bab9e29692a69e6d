"""Game length, victory and map restrictions [15.0-GL, 15.0-VC, 15.0-MR]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.victory import (
    damage_possible,
    end_check,
    game_length,
    on_printed_map,
    outcome,
    prize_value,
    result,
    victory_points,
)


def ship(name: str, side: str, sq: str = "0505", **kw: object) -> ShipState:
    return ShipState(counter(name), side, square(sq), Direction.E, **kw)  # type: ignore[arg-type]


def pos(*ships: ShipState, turn: int = 5, **readings: str) -> Position:
    return Position(Direction.N, ships, turn=turn, readings=READINGS.defaults().replace(**readings))


# ---------------------------------------------------------------- game length


def test_a20_t127_fixed_lengths() -> None:
    """A20, T127 [15.8, 15.9]: 12 and 16 Game-Turns."""
    assert game_length("15.8").verdict == 12
    assert game_length("15.9").verdict == 16


@pytest.mark.parametrize("sid", [f"15.{i}" for i in range(1, 8)])
def test_a20_t126_small_scenarios_are_open_ended(sid: str) -> None:
    """A20, T126 [15.0-GL]: 15.1-15.7 have six ships or fewer and no fixed length."""
    assert game_length(sid).verdict is None
    assert len(scenario(sid).ships) <= 6


def test_fixed_length_ends_after_the_last_turn() -> None:
    """[15.0-GL, 15.8] turn 11 of 12 plays on; after turn 12 the game is over."""
    p = scenario("15.8")
    assert not end_check(p.with_(turn=11), 12)
    over = end_check(p.with_(turn=12), 12)
    assert over and over.reason == "length"
    with pytest.raises(InvalidInputError):
        end_check(p, 0)


def test_open_game_ends_when_a_side_has_nothing_left() -> None:
    """[15.0-GL] all of a side's ships taken or blown up ends the game."""
    p = pos(ship("Shannon", "BR"), ship("Chesapeake", "BR", prize=True), ship("Wasp", "US", "0909", destroyed=True))
    r = end_check(p)
    assert r and r.reason == "eliminated"


def test_open_game_goes_on_while_both_can_fight() -> None:
    """[15.0-GL] the 15.4 set-up is not over."""
    assert not end_check(scenario("15.4"))


def test_no_damage_possible_ends_the_game() -> None:
    """[15.0-GL, 10.41, 12.11] dismasted US ship against an abandoned British one: nothing can shoot."""
    p = pos(ship("Constitution", "US", masts=3), ship("Guerriere", "BR", "1010", hull=5))
    assert not damage_possible(p)
    r = end_check(p)
    assert r.reason == "no damage possible" and r.draw_forced
    assert ("game_end_no_damage", "draw") in r.readings
    on_points = end_check(p, readings={"game_end_no_damage": "points"})
    assert on_points.reason == "no damage possible" and not on_points.draw_forced


def test_fouled_ships_can_still_do_damage() -> None:
    """[11.1, 15.0-GL] a fouled ship may still fire at the enemy stacked with it."""
    p = pos(ship("Constitution", "US", fouled=True), ship("Guerriere", "BR", fouled=True))
    assert damage_possible(p)


def test_ship_fouled_with_its_own_prize_can_unfoul_and_fight_on_15_0_gl() -> None:
    """[15.0-GL, 10.41e, 11.3] Constitution is fouled only with its prize Cyane; Levant, dismasted, lies four squares
    away. Constitution may unfoul and sail, so damage is still possible: the game is not over."""
    p = pos(
        ship("Constitution", "US", "1010", fouled=True),
        ship("Cyane", "US", "1010", fouled=True, prize=True),
        ship("Levant", "BR", "1014", masts=3),
    )
    r = end_check(p)
    assert not r and r.reason is None
    assert any("only because it is fouled" in s.reason for s in r.steps)


@pytest.mark.parametrize("reading, over", [("literal", True), ("once_per_turn", False)])
def test_dismasted_ships_in_range_and_fire_after_non_entry_15_0_gl(reading: str, over: bool) -> None:
    """[15.0-GL, 9.11] two dismasted frigates three squares apart, broadside on: under the literal 9.11 they can
    never fire again, so the game ends; under fire_after_non_entry=once_per_turn each still has a shot every turn.
    Either way the end check names the reading it consulted."""
    p = pos(
        ship("Constitution", "US", "1010", masts=3),
        ship("Guerriere", "BR", "1013", masts=3),
        fire_after_non_entry=reading,
    )
    r = end_check(p)
    assert bool(r) is over
    assert ("fire_after_non_entry", reading) in r.readings


def test_end_check_names_no_fire_reading_when_ships_can_move_15_0_gl() -> None:
    """[15.0-GL] with ships that can sail nothing hangs on fire_after_non_entry, so it is not listed."""
    assert end_check(scenario("15.4")).readings == ()


def test_agreement_ends_any_game() -> None:
    """[15.0-GL] players may stop by mutual consent."""
    assert end_check(scenario("15.4"), agreed=True).reason == "agreement"


# ---------------------------------------------------------------- victory points


def test_t124_b26_prize_worth_ten_minus_rate() -> None:
    """T124, B26 [15.0-VC]: Imperial 9, a 74 7, Constitution 6, Shannon 5, Wasp 4, Mamelouck 3."""
    values = {
        n: prize_value(ship(n, "BR"))
        for n in ("Imperial", "Victorious", "Constitution", "Shannon", "Wasp", "Mamelouck")
    }
    assert values == {"Imperial": 9, "Victorious": 7, "Constitution": 6, "Shannon": 5, "Wasp": 4, "Mamelouck": 3}


def test_prizes_held_score_for_their_holder() -> None:
    """[15.0-VC, 12.2] Guerriere held by the US scores 5 for the US."""
    p = pos(ship("Constitution", "US"), ship("Guerriere", "US", prize=True))
    vp = victory_points(p)
    assert vp == {"US": 5, "BR": 0}
    assert "15.0-VC" in vp["US"].cases
    r = result(p)
    assert r.verdict == "US wins" and r.points == {"US": 5, "BR": 0}


def test_t125_blown_up_counts_as_enemy_prize() -> None:
    """T125 [15.0-VC, 13.21]: Guerriere blows up: 5 points to the US."""
    p = pos(ship("Constitution", "US"), ship("Guerriere", "BR", destroyed=True))
    assert victory_points(p) == {"US": 5, "BR": 0}


def test_vp_blown_prize_reading() -> None:
    """[15.0-VC] a British prize held by the US blows up: US scores it by default, BR under enemy_of_holder."""
    p = pos(ship("Constitution", "US"), ship("Guerriere", "US", prize=True, destroyed=True))
    assert victory_points(p) == {"US": 5, "BR": 0}
    assert victory_points(p, {"vp_blown_prize": "enemy_of_holder"}) == {"US": 0, "BR": 5}


def test_vp_recaptured_reading() -> None:
    """[12.32, 15.0-VC] retaking your own ship scores nothing by default."""
    p = pos(ship("Constitution", "US", prize=True), ship("Guerriere", "BR"))
    assert victory_points(p) == {"US": 0, "BR": 0}
    assert victory_points(p, {"vp_recaptured": "scores"}) == {"US": 6, "BR": 0}


def test_abandoned_ship_scores_nothing() -> None:
    """[12.11, 15.0-VC] an abandoned ship that never struck is no prize."""
    p = pos(ship("Constitution", "US", hull=6), ship("Guerriere", "BR"))
    assert victory_points(p) == {"US": 0, "BR": 0}


def test_equal_points_are_a_draw() -> None:
    """[15.0-VC] 5 against 5, or none at all, is a draw."""
    p = pos(ship("Shannon", "US", prize=True), ship("Chesapeake", "BR", prize=True))
    assert result(p).verdict == "draw"
    assert result(scenario("15.4")).verdict == "draw"


def test_forced_draw() -> None:
    """[15.0-GL] under game_end_no_damage=draw the points do not matter."""
    p = pos(ship("Constitution", "US"), ship("Guerriere", "US", prize=True))
    assert result(p, draw_forced=True).verdict == "draw"


def test_a19_alliance_starts_with_a_wheel_hit() -> None:
    """A19 [15.7, 10.32]: the notation of 15.7 shows Alliance's wheel hit."""
    assert "Alliance US 2112 NW wheel" in str(scenario("15.7"))
    assert scenario("15.7").ship("Alliance").wheel


# ---------------------------------------------------------------- map


def test_map_restriction() -> None:
    """[15.0-MR, 2.1] 0101 and 3020 are on the grid; column 31 is not."""
    assert on_printed_map(Square(1, 1)) and on_printed_map(Square(30, 20))
    off = on_printed_map(Square(31, 5))
    assert not off and "15.0-MR" in off.cases


@pytest.mark.parametrize(
    "text",
    [
        "FS turn 5 wind S | Constitution US 0712 E | Levant BR 1518 E",
        "FS turn 5 wind S | Constitution US 0712 E masts=3 | Levant BR 1518 E masts=3",
    ],
)
def test_the_outcome_names_its_rule_set_so_every_case_it_cites_has_its_summary_15_0(text: str) -> None:
    """[15.0-GL, 15.0-VC] the outcome repeats the end check's and the result's steps; like them it is Fighting Sail's
    ruling, so a notebook shows what each case it cites rules (it named no rule set, and showed none)."""
    ruling = outcome(Position.parse(text))
    assert ruling.ruleset == "fighting_sail"
    assert ruling.cases and set(ruling.case_summaries()) == set(ruling.cases)
