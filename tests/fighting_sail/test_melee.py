"""Melee [11.1, 11.2]: fouled fire order and targets, Boarding Values, the melee roll and its odds."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.melee_combat import (
    boarding_value,
    closed_to_outside_fire,
    decide,
    fire_order,
    fouled_targets,
    melee,
    melee_odds,
    melee_squares,
    side_total,
)
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, side: str, sq: str = "0505", **kw: object) -> ShipState:
    kw.setdefault("fouled", True)
    return ShipState(counter(name), side, square(sq), Direction.N, **kw)  # type: ignore[arg-type]


def pos(*ships: ShipState, **readings: str) -> Position:
    return Position(Direction.N, ships, turn=3, readings=READINGS.defaults().replace(**readings))


WASP, FROLIC = ship("Wasp", "US"), ship("Frolic", "BR")


# ---------------------------------------------------------------- Boarding Values


@pytest.mark.parametrize(("hull", "bv"), [(0, 4), (6, -2), (4, 0)])
def test_t104_boarding_value_is_crew_minus_rate(hull: int, bv: int) -> None:
    """T104 [11.22]: crew 9 / 3 / 5 at Rate 5 gives +4 / -2 / 0 (Shannon with hull hits [10.12])."""
    v = boarding_value(ship("Shannon", "BR", hull=hull))
    assert v == bv and "11.22" in v.cases


def test_b23_boarding_values_of_wasp_frolic_and_a_prize() -> None:
    """B23 [11.22, 12.21]: Wasp 9-6 = +3, Frolic 8-6 = +2, a Rate-5 prize 1-5 = -4."""
    assert boarding_value(WASP) == 3
    assert boarding_value(FROLIC) == 2
    assert boarding_value(ship("Shannon", "US", prize=True)) == -4


def test_crew_floor_reading_changes_boarding_value() -> None:
    """[10.12, 11.22] under crew_floor=zero a ship's crew stops at 0 (Rate 7 with 8 hull hits)."""
    cos = ship("Countess of Scarborough", "BR", hull=8)  # crew 7 - 8 = -1
    assert boarding_value(cos) == -8
    assert boarding_value(cos, {"crew_floor": "zero"}) == -7


def test_t105_all_negative_side_uses_only_the_best() -> None:
    """T105 [11.23]: a side with values -2 and -3 counts -2."""
    a = ship("Shannon", "BR", hull=6)  # crew 3, rate 5: -2
    b = ship("Cyane", "BR", hull=6)  # crew 2, rate 5: -3
    total = side_total((a, b), "BR")
    assert total == -2 and "11.23" in total.cases


def test_t106_mixed_signs_are_added() -> None:
    """T106 [11.21a]: values -2 and +1 add up to -1."""
    a = ship("Shannon", "BR", hull=6)  # -2
    b = ship("Frolic", "BR", hull=1)  # crew 7, rate 6: +1
    assert side_total((a, b), "BR") == -1


def test_melee_sum_zero_reading() -> None:
    """[11.23] values 0 and -3: summed to -3 (negative_only) or best 0 (zero_too)."""
    a = ship("Shannon", "BR", hull=4)  # 0
    b = ship("Cyane", "BR", hull=6)  # -3
    assert side_total((a, b), "BR") == -3
    assert side_total((a, b), "BR", {"melee_sum_zero": "zero_too"}) == 0


def test_prizes_in_melee_reading() -> None:
    """[12.21, 12.22, 11.2] a prize adds its own 1 - Rate by default (fight), nothing under passive."""
    prize = ship("Frolic", "US", prize=True)  # 1 - 6 = -5
    assert side_total((WASP, prize), "US") == -2
    assert side_total((prize,), "US") == -5
    passive = {"prizes_in_melee": "passive"}
    assert side_total((WASP, prize), "US", passive) == 3
    lone = side_total((prize,), "US", passive)
    assert lone == 0 and "only with prizes" in lone.ruling.steps[-1].reason


def test_lone_prize_fights_with_crew_1_so_rarely_takes_a_manned_ship_12_21_12_31() -> None:
    """[12.21, 12.31, 11.21c] Shannon (Rate 5) with 6 hull hits (Boarding Value -2) comes to retake Frolic, a Rate-6
    US prize. By default the prize fights with crew 1 (1 - 6 = -5): its sum is positive only on a 6, so it takes
    Shannon only when Shannon rolls 1 or 2 as well, 2 cases in 36. Counted as cargo (reading passive) it would take
    the manned ship in 24 of 36 cases, on its die alone."""
    p = pos(ship("Frolic", "US", prize=True), ship("Shannon", "BR", hull=6))
    assert melee_odds(p, "0505")["US captures"] == Fraction(2, 36)
    passive = melee_odds(p, "0505", {"prizes_in_melee": "passive"})
    assert passive["US captures"] == Fraction(24, 36)
    _, r = melee(p.with_(readings=p.readings.replace(prizes_in_melee="passive")), "0505", {"US": 3, "BR": 2})
    text = " ".join(s.reason for s in r.steps)
    assert "no ship fighting" not in text and "only with prizes" in text and r.verdict == "US captures"


# ---------------------------------------------------------------- comparing the sums


def test_t107_nine_against_six_depends_on_melee_ratio() -> None:
    """T107 [11.21c]: 9 vs 6 captures under one_and_half (9 >= 9), not under two_and_half (needs 15)."""
    assert decide({"US": 9, "BR": 6}).verdict == "US"
    r = decide({"US": 9, "BR": 6}, {"melee_ratio": "two_and_half"})
    assert r.verdict is None and ("melee_ratio", "two_and_half") in r.readings


def test_t108_ten_against_four_captures_under_both() -> None:
    """T108 [11.21c]: 10 >= 2.5 x 4, so both readings capture."""
    for option in ("one_and_half", "two_and_half"):
        assert decide({"US": 4, "BR": 10}, {"melee_ratio": option}).verdict == "BR"


def test_t109_zero_loses_to_positive() -> None:
    """T109 [11.21c]: a side at 0 loses to a positive side."""
    assert decide({"US": 0, "BR": 3}).verdict == "BR"


def test_t110_two_non_positive_sums_do_nothing() -> None:
    """T110 [11.21c]: -1 against 0 has no effect."""
    assert decide({"US": -1, "BR": 0}).verdict is None


def test_b24_just_short_of_the_ratio() -> None:
    """B24 [11.21c]: 8 vs 6 is short of 1.5 x 6 = 9, so no effect."""
    assert decide({"US": 8, "BR": 6}).verdict is None


# ---------------------------------------------------------------- the melee itself


def test_melee_capture_makes_prizes_that_stay_fouled() -> None:
    """[11.21c, 12.2, 12.21, 12.22] Wasp 3+6 = 9 against Frolic 2+1 = 3: Frolic becomes a US prize."""
    p = pos(WASP, FROLIC, ship("Shannon", "BR", "0909", fouled=False))
    new, r = melee(p, "0505", {"US": 6, "BR": 1})
    assert r.verdict == "US captures" and r.winner == "US" and r.scores == {"US": 9, "BR": 3}
    f = new.ship("Frolic")
    assert f.side == "US" and f.prize and crew_value(f) == 1 and f.rate == 6 and f.fouled
    assert new.ship("Shannon") == p.ship("Shannon")
    assert {"11.21c", "12.2", "12.22"} <= set(r.cases)
    assert ("melee_ratio", "one_and_half") in r.readings


def test_melee_no_effect_changes_nothing() -> None:
    """[11.21c] Wasp 3+1 = 4 against Frolic 2+2 = 4: no effect, ships stay fouled."""
    p = pos(WASP, FROLIC)
    new, r = melee(p, "0505", {"US": 1, "BR": 2})
    assert r.verdict == "no effect" and new == p


def test_melee_recapture_gives_back_a_prize() -> None:
    """[12.31, 12.32] Shannon retakes Frolic from the US: Frolic is British again, still a prize."""
    p = pos(ship("Frolic", "US", prize=True), ship("Shannon", "BR"))
    new, r = melee(p, "0505", {"US": 6, "BR": 1})  # US has only its prize: 1 - 6 + 6 = 1 vs 4 + 1
    assert r.verdict == "BR captures"  # 5 >= 1.5 x 1
    new, r = melee(p, "0505", {"US": 6, "BR": 1}, {"prizes_in_melee": "passive"})  # 0 + 6 vs 4 + 1
    assert r.verdict == "no effect"  # 6 is not 1.5 x 5
    new, r = melee(p, "0505", {"US": 1, "BR": 6})  # -4 vs 10
    f = new.ship("Frolic")
    assert r.verdict == "BR captures" and f.side == "BR" and f.prize and crew_value(f) == 1
    assert "12.31" in r.cases


def test_melee_refusals_change_nothing() -> None:
    """[11.2] no melee without enemies; dice must be one valid d6 per side."""
    p = pos(WASP, ship("Chesapeake", "US"), FROLIC.with_(square=square("0707")))
    with pytest.raises(IllegalActionError, match=r"no melee in 0505.*\[11\.2\]"):
        melee(p, "0505", {"US": 3})
    q = pos(WASP, FROLIC)
    with pytest.raises(InvalidInputError):
        melee(q, "0505", {"US": 3, "BR": 7})
    with pytest.raises(InvalidInputError):
        melee(q, "0505", {"US": 3})
    with pytest.raises(InvalidInputError):
        melee(q, "3105", {"US": 3, "BR": 3})


def test_melee_squares_lists_only_enemy_stacks() -> None:
    """[11.2] a friendly stack fights no melee."""
    p = pos(WASP, FROLIC, ship("Chesapeake", "US", "0707"), ship("Constitution", "US", "0707"))
    assert melee_squares(p) == (square("0505"),)


# ---------------------------------------------------------------- odds


def test_melee_odds_even_crews_exact() -> None:
    """[11.21c] totals 0 and 0: each side captures 12/36 at 1.5x, 6/36 at 2.5x."""
    a = ship("Shannon", "BR", hull=4)  # crew 5, rate 5
    b = ship("Chesapeake", "US", hull=3)  # crew 5, rate 5
    d = melee_odds(pos(a, b), "0505")
    assert d["BR captures"] == d["US captures"] == Fraction(1, 3)
    assert d["no effect"] == Fraction(1, 3)
    d2 = melee_odds(pos(a, b, melee_ratio="two_and_half"), "0505")
    assert d2["BR captures"] == Fraction(1, 6) and d2["no effect"] == Fraction(2, 3)


def test_melee_odds_agree_with_melee() -> None:
    """[11.21] the odds count exactly the dice pairs for which melee() captures."""
    p = pos(WASP, FROLIC)
    d = melee_odds(p, "0505")
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if melee(p, "0505", {"US": a, "BR": b})[1].winner == "US")
    assert d["US captures"] == Fraction(wins, 36)
    assert sum(d.values()) == 1


@given(st.integers(-8, 8), st.integers(-8, 8))
def test_decide_is_symmetric_and_ratio_monotone(a: int, b: int) -> None:
    """[11.21c] swapping the sides swaps the winner; the 2.5x reading never captures where 1.5x does not."""
    w = decide({"X": a, "Y": b}).verdict
    assert decide({"Y": b, "X": a}).verdict == w
    strict = decide({"X": a, "Y": b}, {"melee_ratio": "two_and_half"}).verdict
    assert strict is None or strict == w
    if a > 0 >= b:
        assert w == "X"
    if a <= 0 and b <= 0:
        assert w is None


# ---------------------------------------------------------------- fire when fouled [11.1]


def test_fire_order_highest_crew_first() -> None:
    """[11.11] Shannon (crew 9) shoots before Chesapeake (crew 8); lowest_first reverses it."""
    p = pos(ship("Chesapeake", "US"), ship("Shannon", "BR"))
    assert fire_order(p, "0505").verdict == ("Shannon", "Chesapeake")
    assert fire_order(p, "0505", readings={"fouled_fire_order": "lowest_first"}).verdict == ("Chesapeake", "Shannon")


def test_fire_order_tie_settled_by_dice() -> None:
    """[11.11] equal crews on both sides: each side rolls, the higher roll shoots first."""
    p = pos(ship("Chesapeake", "US"), ship("Cyane", "BR"))  # crew 8 each
    open_ = fire_order(p, "0505")
    assert set(open_.tied_sides) == {"US", "BR"}
    assert fire_order(p, "0505", {"US": 2, "BR": 5}).verdict == ("Cyane", "Chesapeake")
    assert fire_order(p, "0505", {"US": 6, "BR": 5}).verdict == ("Chesapeake", "Cyane")
    with pytest.raises(InvalidInputError):
        fire_order(p, "0505", {"US": 4, "BR": 4})


def test_fire_order_skips_prizes_abandoned_and_those_done() -> None:
    """[12.2, 12.11, 11.1] prizes and abandoned ships never shoot; ``exclude`` drops ships that already fired."""
    p = pos(
        ship("Chesapeake", "US"), ship("Shannon", "BR"), ship("Frolic", "US", prize=True), ship("Cyane", "BR", hull=5)
    )
    assert fire_order(p, "0505").verdict == ("Shannon", "Chesapeake")
    assert fire_order(p, "0505", exclude=["Shannon"]).verdict == ("Chesapeake",)


def test_fouled_targets_only_enemies_in_the_square() -> None:
    """[11.1, 11.12, 12.23] enemies stacked with the firer, never prizes; outsiders may not fire in."""
    p = pos(
        ship("Chesapeake", "US"),
        ship("Shannon", "BR"),
        ship("Cyane", "BR"),
        ship("Wasp", "BR", prize=True),
        ship("Levant", "BR", "0707", fouled=False),
    )
    assert [t.name for t in fouled_targets(p, "Chesapeake")] == ["Shannon", "Cyane"]
    assert fouled_targets(p, "Levant") == ()
    assert closed_to_outside_fire(p, "0505") and not closed_to_outside_fire(p, "0707")


def test_fire_order_offers_the_owner_his_ships_tied_on_crew_11_11() -> None:
    """[11.11] Cyane and Levant (BR, crew 8) follow Constitution (US, crew 9): once Constitution has shot, BR chooses."""
    p = pos(ship("Constitution", "US"), ship("Cyane", "BR"), ship("Levant", "BR"))
    assert fire_order(p, "0505").facts["choices"] == ("Constitution",)
    later = fire_order(p, "0505", exclude=("Constitution",))
    assert later.verdict == ("Cyane", "Levant") and later.facts["choices"] == ("Cyane", "Levant")
    assert "owner chooses" in later.steps[-1].reason


@pytest.mark.parametrize("hull, listed", [(2, False), (8, True)])
def test_fire_order_lists_crew_floor_only_when_a_crew_fell_below_zero_10_12(hull: int, listed: bool) -> None:
    """[10.12, 11.11] crew_floor matters only for a Crew Value below zero (Imperial, crew 6 and Rate 1, is not yet
    abandoned at 8 hull hits [12.11]), so only then is it named, in the fire order and in the melee."""
    p = pos(ship("Imperial", "FR", hull=hull), FROLIC)
    keys = {k for k, _ in fire_order(p, "0505").readings}
    assert ("crew_floor" in keys) is listed
    assert "fouled_fire_order" in keys
    assert ("crew_floor" in {k for k, _ in melee(p, "0505", {"FR": 1, "BR": 1})[1].readings}) is listed
