"""The rules of As Per Margin as functions: every testable fact of the case index that layer 3 covers."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.as_per_margin import (
    PHASES,
    Damage,
    Phase,
    Ship,
    WindSpeed,
    allowance,
    apply_hits,
    board,
    boarding_dice,
    boarding_odds,
    chart_for,
    crosses_wind,
    cut_grapples,
    falls_aboard,
    falls_aboard_odds,
    fire_odds,
    initial_wind,
    initial_wind_odds,
    may_be_fired_on,
    pivot,
    point_of_sail,
    pumps,
    pumps_odds,
    rate_of,
    recapture,
    resolve_fire,
    side_one,
    status,
    table_i,
    tack,
    tack_heading,
    tack_odds,
    volley,
    wind_change,
    wind_change_odds,
    wind_check_due,
)
from sailkit.rulesets.as_per_margin.tracking import FIRST_RATE

FAST = settings(max_examples=60, deadline=None, database=None)


def ship(name: str, x: float, y: float, heading: float = 0.0, side: int = 1, **kw: object) -> Ship:
    return Ship(name, side, Pose(x, y, heading), **kw)  # type: ignore[arg-type]


# ---- TURN SEQUENCE ----


def test_the_turn_runs_in_the_printed_order() -> None:  # P1
    assert [p.value for p in PHASES] == [
        "Side 1 fire",
        "boarding actions",
        "check wind",
        "cut grapples or fend off",
        "move dismasted ships",
        "move Side 1 ships",
        "move Side 2 ships",
        "Side 2 fire",
        "check off the turn",
    ]
    assert PHASES[0] is Phase.SIDE_1_FIRE


def test_the_wind_is_checked_every_quarter_hour() -> None:  # P2, P3
    due = [t for t in range(1, 31) if wind_check_due(t)]
    assert due == [10, 20, 30]
    assert "TURN SEQUENCE, APM-01b" in wind_check_due(10).cases
    assert all(wind_check_due(t, {"wind_check_frequency": "every-turn"}) for t in (1, 7))
    with pytest.raises(InvalidInputError, match="turn"):
        wind_check_due(0)


def test_side_one_by_one_die_or_a_roll_off() -> None:
    assert side_one(3).verdict == 1 and side_one(4).verdict == 2
    roll_off = {"side_one": "roll-off"}
    assert side_one(2, 5, roll_off).verdict == 2 and side_one(5, 5, roll_off).verdict is None
    with pytest.raises(InvalidInputError):
        side_one(2, None, roll_off)


# ---- CHANGES IN WIND, INITIAL WIND ----


def test_wind_changes() -> None:
    assert all(wind_change(270, d).verdict == 270 for d in (1, 2, 3, 4))  # P4
    assert wind_change(270, 5, 1, prevailing=315).verdict == 281.25  # P5, one nautical point
    assert wind_change(270, 5, 1, prevailing=315, readings={"compass_point": "eight"}).verdict == 315
    assert wind_change(270, 6, 2, prevailing=270).verdict == 270  # P6
    assert wind_change(270, 6, 2, prevailing=90).verdict == 270  # P6: dead opposite
    assert wind_change(270, 5, 3).verdict == 258.75  # P7: backs
    assert wind_change(270, 5, 4).verdict == 281.25  # P8: veers
    speed = wind_change(270, 5, 6)
    assert speed.verdict == 270 and speed.new_speed  # P9
    assert wind_change(5, 5, 3, readings={"compass_point": "sixteen"}).verdict == 342.5  # backs past North
    with pytest.raises(InvalidInputError, match="second die"):
        wind_change(270, 5)


def test_toward_the_prevailing_wind_needs_the_prevailing_wind() -> None:  # CHANGES IN WIND, APM-02
    # measured against the starting wind: a 1 or 2 brings a shifted wind back a point
    assert wind_change(292.5, 5, 1, prevailing=270).verdict == 281.25
    with pytest.raises(InvalidInputError, match="prevailing wind: None") as e:
        wind_change(292.5, 5, 1)
    assert e.value.value is None
    assert wind_change(292.5, 5, 3).verdict == 281.25  # only a 1 or 2 needs it
    assert wind_change(292.5, 5, 2, readings={"prevailing_wind": "current"}).verdict == 292.5


def test_wind_change_odds_match_the_dice() -> None:  # P10
    odds = wind_change_odds()
    counts: dict[str, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            r = wind_change(270, a, b, prevailing=0)
            key = (
                "no change"
                if a <= 4
                else "new speed"
                if r.new_speed
                else {281.25: "veers", 258.75: "backs"}[r.verdict]
                if b in (3, 4)
                else "toward prevailing"
            )
            counts[key] = counts.get(key, 0) + 1
    assert {k: Fraction(v, 36) for k, v in counts.items()} == dict(odds)
    assert 1 - odds["no change"] == Fraction(1, 3)


def test_initial_wind() -> None:  # P60-P63
    assert [initial_wind(d).verdict for d in (1, 2, 3, 4)] == ["W", "W", "W", "NW"]
    assert [initial_wind(5, d).verdict for d in range(1, 7)] == ["N", "NE", "E", "SE", "S", "SW"]
    assert initial_wind(6, 3).value == 90
    odds = initial_wind_odds()
    assert odds["W"] == Fraction(1, 2) and odds["NW"] == Fraction(1, 6) and odds["SE"] == Fraction(1, 18)
    with pytest.raises(InvalidInputError):
        initial_wind(7)


# ---- WIND SPEED ----


def test_allowances_by_state_and_point_of_sail() -> None:  # P11-P17
    speed = WindSpeed(3, 5)
    fresh, hurt = ship("A", 0, 0), ship("B", 0, 0, damage=Damage(masts=6))
    assert allowance(fresh, 90, 0, speed).value == 8  # wind from N, sailing E: across
    assert allowance(fresh, 70, 0, speed).value == 5  # beating
    assert allowance(hurt, 90, 0, speed).value == 5
    assert allowance(hurt, 70, 0, speed).value == 3
    assert allowance(fresh, 90, 0, speed).least == 3  # P16
    gone = ship("C", 0, 0, damage=Damage(masts=12))
    assert allowance(gone, 90, 0, speed).value == 3  # P15
    assert allowance(fresh, 30, 0, speed).value == 0  # into the wind: must tack
    even = WindSpeed(4, 4)
    assert (even.total, even.higher, even.lower) == (8, 4, 4)  # P17


def test_points_of_sail_under_both_readings() -> None:
    assert point_of_sail(90, 0).verdict == "running or reaching"
    assert point_of_sail(67.5, 0).verdict == "beating" and point_of_sail(67, 0).verdict == "into the wind"
    eye = {"beating_angle": "wind-eye"}
    assert point_of_sail(30, 0, eye).verdict == "beating" and point_of_sail(20, 0, eye).verdict == "into the wind"


# ---- TURNING and TACKING ----


def test_pivot_limits() -> None:  # P20, P21
    s = ship("A", 0, 0)
    assert pivot(s, 90) and not pivot(s, -91)
    assert pivot(s, 180, forced=True) and not pivot(s, 181, forced=True)


def test_tacking_throws() -> None:  # P22-P27
    assert all(tack(d, damaged=False, english=False) for d in (1, 2, 3, 4))
    assert tack(5, damaged=False, english=True) and not tack(5, damaged=False, english=False)
    assert not tack(6, damaged=False, english=True)
    assert tack(2, damaged=True, english=False).value == 4
    assert tack(3, damaged=True, english=True) and not tack(3, damaged=True, english=False)
    assert not any(tack(d, damaged=True, english=True) for d in (4, 5, 6))
    assert "TACKING SHIPS, APM-06a" in tack(1, damaged=True, english=False).cases


def test_tacking_odds() -> None:  # P28
    assert tack_odds(damaged=False, english=True)["comes round"] == Fraction(5, 6)
    assert tack_odds(damaged=False, english=False)["comes round"] == Fraction(2, 3)
    assert tack_odds(damaged=True, english=True)["comes round"] == Fraction(1, 2)
    assert tack_odds(damaged=True, english=False)["comes round"] == Fraction(1, 3)


def test_turning_through_the_wind_is_a_tack() -> None:
    assert crosses_wind(60, -120, 0)  # NE to NW through North
    assert not crosses_wind(60, 90, 0)  # bearing away
    assert not crosses_wind(120, 120, 0)  # wearing through South, not a tack
    assert crosses_wind(30, -30, 0)  # coming head to wind
    assert tack_heading(80, 0) == 280 and tack_heading(180, 270) == 0  # the mirror heading on the other tack
    assert tack_heading(60, 0) == 292.5 and tack_heading(240, 270) == 337.5  # in irons: as far as she can sail


# ---- FIRE, DOUBLE DICE, RANGES, TABLE I ----


def test_dice_for_a_fire() -> None:  # P30, P32-P35
    target = ship("T", 0, 0, 0, side=2)
    abeam = ship("A", -10, 0, 0)  # starboard bears East onto the target
    assert (
        volley(
            abeam,
            target,
        ).value
        == 12
    )  # first broadside: double
    assert volley(abeam.with_(fired=frozenset({"S"})), target).value == 6
    raker = ship("R", 0, -10, 90)  # astern of the target, port... its port faces North
    assert volley(raker.with_(fired=frozenset({"P"})), target).value == 12  # rake
    triple = volley(raker, target)
    assert triple.value == 18 and "a raking first broadside throws triple dice" in str(triple)
    assert volley(ship("F", 0, -13, 90).with_(fired=frozenset({"P"})), target).value == 6


def test_refusals_name_their_clause() -> None:
    target = ship("T", 0, 0, 0, side=2)
    assert volley(ship("A", -30, 0, 0), target).headline().endswith("[RANGES & COMBAT CHARTS, APM-09]")
    assert not volley(ship("A", 0, -10, 0), target)  # target dead ahead: no broadside bears
    assert not volley(ship("A", -10, 0, 0), target.with_(struck_to=1))  # P78
    pumping = ship("A", -10, 0, 0, damage=Damage(hull=6))
    assert not volley(pumping, target) and volley(pumping, target, called_from_pumps=True)
    with pytest.raises(IllegalActionError, match="APM-15"):
        fire_odds(ship("A", -10, 0, 0), target.with_(struck_to=1))


def test_table_i() -> None:  # P41-P44
    assert [table_i(d, 6).verdict for d in range(1, 7)] == ["miss"] * 3 + ["Table II", "guns", "masts"]
    assert table_i(4, 10).verdict == "miss" and table_i(5, 12).verdict == "guns"
    assert table_i(5, 18).verdict == "miss" and table_i(6, 20).verdict == "masts"
    assert table_i(4, 8).verdict == "Table II" and table_i(4, 8, {"range_boundaries": "under"}).verdict == "miss"
    with pytest.raises(IllegalActionError, match="24"):
        table_i(6, 25)


def _multinomial(n: int, ps: dict[str, Fraction], m: int, g: int, t: int) -> Fraction:
    miss = n - m - g - t
    ways = comb(n, m) * comb(n - m, g) * comb(n - m - g, t)
    return ways * ps["masts"] ** m * ps["guns"] ** g * ps["t2"] ** t * ps["miss"] ** miss


def test_fire_odds_are_the_exact_multinomial() -> None:
    target = ship("T", 0, 0, 0, side=2)
    close = fire_odds(ship("A", -6, 0, 0), target)  # 12 dice at 6 inches
    ps = {"masts": Fraction(1, 6), "guns": Fraction(1, 6), "t2": Fraction(1, 6), "miss": Fraction(1, 2)}
    for key in [(0, 0, 0), (2, 3, 1), (12, 0, 0), (4, 4, 4)]:
        assert close.verdict[key] == _multinomial(12, ps, *key)
    assert close.expected_hits == 6
    raking = fire_odds(ship("R", 0, -20, 90), target)  # 20 inches: not a rake, first broadside, 6s only
    assert set(raking.verdict) == {(m, 0, 0) for m in range(13)}
    assert raking.verdict[(0, 0, 0)] == Fraction(5, 6) ** 12
    triple = fire_odds(ship("R", 0, -10, 90), target)  # raking first broadside at 10: 18 dice, 5 or 6
    assert sum(triple.verdict.values()) == 1 and triple.verdict[(0, 0, 0)] == Fraction(2, 3) ** 18
    best = fire_odds(ship("R", 0, -10, 90), target, {"double_dice": "best-of"})  # 6 boxes, best of 3 dice
    assert best.verdict[(0, 0, 0)] == (Fraction(4, 6) ** 3) ** 6


@FAST
@given(st.integers(0, 6), st.floats(0.5, 24), st.booleans())
def test_fire_odds_sum_to_one_and_match_the_single_die(lost: int, inches: float, fired: bool) -> None:
    target = ship("T", 0, 0, 0, side=2)
    firer = ship("A", -inches, 0, 0, damage=Damage(starboard=lost), fired=frozenset({"S"}) if fired else frozenset())
    if lost == 6:
        assert not volley(firer, target)
        return
    odds = fire_odds(firer, target)
    n = volley(firer, target).value
    assert sum(odds.verdict.values()) == 1
    p_miss = sum(Fraction(1, 6) for d in range(1, 7) if table_i(d, inches).verdict == "miss")
    assert odds.verdict[(0, 0, 0)] == p_miss**n


def test_resolving_a_fire_marks_hits_and_the_broadside() -> None:
    firer, target = ship("A", -6, 0, 0), ship("T", 0, 0, 0, side=2)
    dice = [6, 6, 5, 5, 5, 4, 1, 2, 3, 1, 2, 3]
    firer2, hit, ruling = resolve_fire(firer, target, dice)
    assert firer2.fired == {"S"} and hit.damage == Damage(masts=2, port=3)  # the target's port side faces West
    assert ruling.table_ii_left == 1 and "TABLE I, APM-11a" in ruling.cases
    _, hit2, r2 = resolve_fire(firer, target, dice, {"table_ii": "hull-guns-fire"}, table_ii_dice=[6])
    assert hit2.damage == Damage(masts=2, port=3, hull=1) and any("reconstructed" in s.reason for s in r2.steps)
    with pytest.raises(InvalidInputError, match="12 die results"):
        resolve_fire(firer, target, [6])
    with pytest.raises(InvalidInputError, match="table_ii=unresolved"):
        resolve_fire(firer, target, dice, table_ii_dice=[6])  # a die the reading has no use for is refused
    assert target.damage == Damage() and firer.fired == frozenset()  # refused actions change nothing
    sunk = target.with_(damage=Damage(hull=12))
    assert volley(firer, sunk).headline() == "no: T has sunk [SHIP TYPES AND TRACKING CHARTS, APM-16d]"


# ---- hits on the chart ----


def test_gun_hits_carry_over_and_rakes_share_with_odd_to_hull() -> None:  # P45-P47
    d, _ = apply_hits(FIRST_RATE, Damage(), guns=3, rake=True)
    assert d == Damage(port=1, starboard=1, hull=1)
    d, _ = apply_hits(FIRST_RATE, Damage(), guns=4, rake=True)
    assert d == Damage(port=2, starboard=2)
    d, _ = apply_hits(FIRST_RATE, Damage(port=5), guns=3, facing="P")
    assert d == Damage(port=6, starboard=2)
    d, _ = apply_hits(FIRST_RATE, Damage(), masts=2, guns=1, rake=True, readings={"rake_split": "all-hits"})
    assert d == Damage(port=1, starboard=1, hull=1)


def test_chart_states() -> None:  # P71-P75, P53
    d, r = apply_hits(FIRST_RATE, Damage(), masts=6)
    assert r.verdict == "the ship is damaged"
    d, r = apply_hits(FIRST_RATE, d, masts=7)
    assert d.masts == 12 and "1 more miss" in str(r)
    d, r = apply_hits(FIRST_RATE, Damage(), hull=6)
    assert "pumps" in r.verdict
    d, r = apply_hits(FIRST_RATE, d, hull=6)
    assert r.sunk and not r.struck
    d, r = apply_hits(FIRST_RATE, Damage(port=6, starboard=5), guns=1, facing="P")
    assert r.struck and d == Damage(port=6, starboard=6)
    _, r = apply_hits(FIRST_RATE, Damage(port=5), guns=1, facing="P", readings={"strike_condition": "engaged-side"})
    assert r.struck


def test_rates_and_charts() -> None:  # P64-P70
    assert [rate_of(g) for g in (100, 120, 90, 98, 64, 74, 80, 50, 60, 32, 38, 44, 20, 28)] == [
        1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 6, 6
    ]  # fmt: skip
    assert [rate_of(g) for g in (99, 84, 85, 86, 62, 46, 31, 18)] == [1, 3, 2, 2, 3, 5, 5, 6]  # ties: bigger ship
    with pytest.raises(InvalidInputError, match="99"):
        rate_of(99, {"rate_gaps": "refuse"})
    assert chart_for(120)[0] == FIRST_RATE
    assert chart_for(24)[0].guns_side == 2 and chart_for(44)[0].guns_side == 3
    assert chart_for(44, {"lesser_rate_charts": "first-rate"})[0].guns_side == 6
    with pytest.raises(InvalidInputError):
        rate_of(0)


def test_a_ship_without_a_chart_must_be_a_first_rate() -> None:  # SHIP TYPES AND TRACKING CHARTS, APM-16f
    assert ship("Victory", 0, 0, guns=120).chart == FIRST_RATE  # the printed chart
    with pytest.raises(InvalidInputError, match=r"gun count without a chart: 28 .*Ship\.of") as e:
        ship("Pallas", 0, 0, guns=28)
    assert e.value.value == 28
    assert Ship.of("Pallas", 1, Pose(0, 0, 0), 28).chart.guns_side == 2  # Ship.of picks the lesser rate's chart
    assert ship("Pallas", 0, 0, guns=28, chart=FIRST_RATE).chart == FIRST_RATE  # a chart given is kept


def test_pumps() -> None:  # P76
    assert [pumps(d).verdict for d in range(1, 7)] == ["no effect"] * 4 + ["one more gun hit", "one more hull hit"]
    assert pumps_odds()["no effect"] == Fraction(2, 3)


# ---- FALLING ABOARD ----


def test_falling_aboard_throws() -> None:  # P55, P56, P58
    assert falls_aboard(4, 4, wish_a="fend off", wish_b="fend off")
    assert not falls_aboard(5, 3, wish_a="fend off", wish_b="fall aboard")
    assert falls_aboard(5, 3, wish_a="fend off", wish_b="fall aboard", anchored_a=True)  # 2 1/2 against 3
    down = {"anchored_halving": "down"}
    assert falls_aboard(5, 2, wish_a="fend off", wish_b="fall aboard", anchored_a=True, readings=down)  # 2 = 2: tie
    assert cut_grapples(3, 3, a_parts=True, b_parts=True)
    assert not cut_grapples(5, 3, a_parts=True, b_parts=False)
    assert cut_grapples(5, 3, a_parts=False, b_parts=True)
    with pytest.raises(InvalidInputError, match="wish"):
        falls_aboard(1, 2, wish_a="ram", wish_b="fend off")  # type: ignore[arg-type]


def test_falling_aboard_odds() -> None:
    even = falls_aboard_odds()
    assert even["tie"] == Fraction(1, 6) and even["first wins"] == Fraction(5, 12)
    anchored = falls_aboard_odds(anchored_a=True)
    assert anchored["tie"] == Fraction(3, 36)  # halves 1, 2, 3 meet the other's 1, 2, 3
    assert sum(anchored.values()) == 1


# ---- BOARDING ----


def test_boarders_and_boarded_ships_may_not_fire_but_may_be_fired_on() -> None:  # BOARDING, APM-12
    a = ship("A", 0, 0, 0, locked_with=frozenset({"B"}))
    b = ship("B", 2, 0, 0, side=2, locked_with=frozenset({"A"}))
    assert volley(a, b).value == 12  # fallen aboard but not boarding: it may fire instead
    refused = volley(a, b, boarding=True)
    assert not refused and refused.steps[-1].case == "BOARDING, APM-12"
    with pytest.raises(IllegalActionError, match="boarding or being boarded"):
        resolve_fire(a, b, [1] * 12, boarding=True)
    with pytest.raises(IllegalActionError, match="APM-12"):
        fire_odds(b, a, boarding=True)
    assert volley(ship("C", -8, 0, 0), b)  # a third ship may still fire on the boarded one


def test_boarding() -> None:  # P49-P52, P54
    a = ship("A", 0, 0, 0, locked_with=frozenset({"B"}))
    b = ship("B", 1, 0, 0, side=2, locked_with=frozenset({"A"}))
    assert boarding_dice(a) == 36
    assert boarding_dice(a.with_(damage=Damage(masts=3, hull=2))) == 31
    assert boarding_dice(a.with_(damage=Damage(masts=3)), {"board_dice_basis": "chart"}) == 36
    five = [6] * 5 + [1] * 31
    three = [4] * 3 + [3] * 33
    a2, b2, r = board(a, b, five, three)
    assert a2 is a and b2.damage == Damage(port=2) and r.value == 2  # B's port side faces A
    assert "neither may fire this turn" in str(r)
    _, _, tie = board(a, b, three, three)
    assert tie.verdict == "no effect"
    with pytest.raises(IllegalActionError, match="APM-12"):
        board(ship("C", 0, 0), b, five, three)
    with pytest.raises(InvalidInputError, match="36 die results"):
        board(a, b, [6], three)
    odds = boarding_odds(a, b)
    assert odds[0] == Fraction(comb(72, 36), 2**72) and sum(odds.values()) == 1


def test_boarding_can_make_a_ship_strike() -> None:  # P53
    a = ship("A", 0, 0, 0, locked_with=frozenset({"B"}))
    b = ship("B", 1, 0, 0, side=2, locked_with=frozenset({"A"}), damage=Damage(port=6, starboard=5))
    dice_b = [1] * boarding_dice(b)
    _, b2, r = board(a, b, [6] + [1] * 35, dice_b)
    assert b2.struck_to == 1 and r.verdict == "B strikes"


# ---- struck ships ----


def test_struck_ships_and_recapture() -> None:  # P78, P79
    prize = ship("P", 0, 0, side=2, struck_to=1)
    assert not may_be_fired_on(prize) and may_be_fired_on(prize.with_(struck_to=None))
    retaken, r = recapture(prize, ship("R", 1, 0, side=2))
    assert retaken.struck_to is None and retaken.leaving and r.cases == ("CLARIFICATION, APM-15a",)
    with pytest.raises(IllegalActionError, match="former side"):
        recapture(prize, ship("E", 1, 0, side=1))
    assert status(retaken).verdict == ("retaken and leaving the fight",)
    assert status(ship("S", 0, 0, damage=Damage(masts=12, hull=12))).verdict == ("dismasted", "sunk")
