"""The words of As Per Margin's rulings count right: one hit, two hits; a hit carries, hits carry [APM-16b]."""

from __future__ import annotations

from sailkit.geometry.table import Pose
from sailkit.rulesets.as_per_margin import Damage, Ship, apply_hits, battery_boxes, board, red_hot_shot
from sailkit.rulesets.as_per_margin.tracking import FIRST_RATE


def reasons(ruling: object) -> list[str]:
    return [s.reason for s in ruling.steps]  # type: ignore[attr-defined]


def test_gun_hits_carried_to_the_other_side_are_counted_in_the_right_number() -> None:
    """[APM-16b] a full side passes its gun hits on: "1 hit carries", "2 hits carry", never "1 hits carry"."""
    _, one = apply_hits(FIRST_RATE, Damage(port=6), guns=1, facing="P")
    assert "side P has no gun boxes left: 1 hit carries to the other side" in reasons(one)
    assert "1 gun hit on the side facing the firer (P)" in reasons(one)
    _, two = apply_hits(FIRST_RATE, Damage(port=5), guns=3, facing="P")
    assert "side P has no gun boxes left: 2 hits carry to the other side" in reasons(two)
    assert not any("1 hits" in r or "1 gun hits" in r for r in reasons(one) + reasons(two))


def test_gun_hits_that_find_no_box_on_either_side_are_not_said_to_carry() -> None:
    """[APM-16b] hits carry only as far as the other side has boxes; the rest are said to find none."""
    _, some = apply_hits(FIRST_RATE, Damage(port=6, starboard=5), guns=3, facing="P")
    assert (
        "side P has no gun boxes left: 1 hit carries to the other side, "
        "2 more find no gun box left on the other side either"
    ) in reasons(some)
    _, none = apply_hits(FIRST_RATE, Damage(port=6, starboard=6), guns=1, facing="P")
    assert "side P has no gun boxes left: 1 hit finds no gun box left on the other side either" in reasons(none)


def test_mast_and_hull_hits_of_one_are_singular() -> None:
    """[APM-16a, 16d] one mast box, one hull hit; one more hit beyond the last mast box misses."""
    _, r = apply_hits(FIRST_RATE, Damage(masts=11), masts=2, hull=1)
    assert "1 mast box crossed off, 1 more misses: no mast boxes left" in reasons(r)
    assert "1 hull hit" in reasons(r)


def test_boarding_battery_and_red_hot_shot_count_one_as_one() -> None:
    """[APM-12, 15c] one surplus boarding hit, a battery of one box, one red-hot hit."""
    a = Ship("A", 1, Pose(0, 0, 0), locked_with=frozenset({"B"}))
    b = Ship("B", 2, Pose(1, 0, 0), locked_with=frozenset({"A"}))
    _, _, r = board(a, b, [6] + [1] * 35, [1] * 36)
    assert "A scores 1 hit (4-6), B 0" in reasons(r) and "1 surplus hit falls on B's gun boxes" in reasons(r)
    assert "8 guns make 1 box" in reasons(battery_boxes(8))[0]
    assert reasons(red_hot_shot(1))[:2] == [
        "red-hot shot: 1 hit scores as usual, each throws once more on Table III",
        "Table III is lost: 1 throw waits on it (reading table_iii)",
    ]


def test_a_die_of_one_moves_a_ship_one_inch() -> None:
    """[WIND SPEED, APM-03a, 03e] a lower die of 1 is "1 inch", in the allowance's steps and a dismasted drift."""
    from sailkit.rulesets.as_per_margin import WindSpeed, allowance

    fresh = Ship("F", 1, Pose(0, 0, 90))
    r = allowance(fresh, 90, 0, WindSpeed(1, 5))
    assert "must sail at least the lower die, 1 inch" in reasons(r)
    hulk = fresh.with_(damage=Damage(masts=12))
    assert "drifts exactly the lower die, 1 inch, downwind" in " | ".join(
        reasons(allowance(hulk, 90, 0, WindSpeed(1, 5)))
    )


def test_a_run_or_a_pivot_of_one_is_one_inch_or_one_degree() -> None:
    """[WIND SPEED, APM-03e; TURNING, APM-05] the game's refusals and moves say "a run of 1 inch", "7.5 inches"."""
    from fractions import Fraction

    from sailkit.rulesets.as_per_margin.rules import _exactly

    assert _exactly(Fraction(1), "inch") == "1 inch" and _exactly(Fraction(15, 2), "inch") == "7.5 inches"
    assert _exactly(Fraction(1), "degree") == "1 degree" and _exactly(Fraction(45), "degree") == "45 degrees"


def test_a_drift_says_how_far_and_where_the_ship_ends_in_words() -> None:
    """[WIND SPEED, APM-03c; TACKING SHIPS, APM-06c] a drift's heading names its inches and the end place and heading,
    never a Python ``Pose(...)``; the exact end is the ruling's ``end``."""
    from sailkit.rulesets.as_per_margin import WindSpeed, drift

    end, _, r = drift(Ship("Ajax", 1, Pose(0, 0, 0)), 270, WindSpeed(3, 5))
    assert r.headline() == "3 inches downwind, to 3,0 heading 90" and r.end == end == Pose(3, 0, 90)
    assert str(r).splitlines()[0] == "Ajax drifts: 3 inches downwind, to 3,0 heading 90"
    _, _, one = drift(Ship("Ajax", 1, Pose(0.3, 0.1, 37)), 200, WindSpeed(1, 5))
    assert one.headline() == "1 inch downwind, to 0.6,1 heading 20" and "Pose(" not in str(one)


def test_hits_that_change_no_state_say_the_boxes_they_crossed_off_or_none() -> None:
    """[APM-16] a hits ruling that damages, dismasts or sinks nothing says what it crossed off, "2 gun boxes and 1 hull
    box crossed off", and "no box crossed off" when nothing was: never "hits marked" over an empty chart."""
    _, none = apply_hits(FIRST_RATE, Damage(), facing="P")
    assert none.verdict == "no box crossed off" and none.headline() == "no box crossed off"
    _, lost = apply_hits(FIRST_RATE, Damage(masts=12), masts=2)  # no mast box left: both miss
    assert lost.verdict == "no box crossed off"
    _, some = apply_hits(FIRST_RATE, Damage(), masts=3, guns=2, hull=1, facing="S")
    assert some.verdict == "3 mast boxes, 2 gun boxes and 1 hull box crossed off"


def test_a_rake_s_odd_gun_hit_is_counted_in_the_hull_hits_step() -> None:
    """[APM-10, APM-16c] a rake shares gun hits between both sides, an odd one into the hull: the hull step counts
    it ("1 hull hit (the rake's odd gun hit)", "3 hull hits (one the rake's odd gun hit)") and the box is crossed off;
    hits beyond the last hull box are said to find none."""
    new, odd = apply_hits(FIRST_RATE, Damage(), guns=3, facing="P", rake=True)
    assert new.hull == 1 and "1 hull hit (the rake's odd gun hit)" in reasons(odd)
    assert odd.verdict == "2 gun boxes and 1 hull box crossed off"
    new, both = apply_hits(FIRST_RATE, Damage(), guns=3, hull=2, facing="P", rake=True)
    assert new.hull == 3 and "3 hull hits (one the rake's odd gun hit)" in reasons(both)
    assert not any(r == "2 hull hits" for r in reasons(both))
    _, full = apply_hits(FIRST_RATE, Damage(hull=FIRST_RATE.hull - 1), hull=3, facing="P")
    assert "3 hull hits, 2 more find no hull box left" in reasons(full)


def test_headings_say_what_their_number_measures() -> None:
    """The number beside a verdict is named: a pivot's degrees against its limit [TURNING SHIPS, APM-05], the inches
    apart within a range band [RANGES & COMBAT CHARTS, APM-09], the initial wind's bearing [CHANGES IN WIND, APM-02],
    a step's place in the turn [TURN SEQUENCE, APM-01], the surplus hits that make a ship strike [BOARDING, APM-12b]."""
    from sailkit.rulesets import as_per_margin as apm
    from sailkit.rulesets.as_per_margin.fire import measure
    from sailkit.rulesets.as_per_margin.turn import PHASES, step_of

    a = Ship("A", 1, Pose(0, 0, 0))
    assert apm.pivot(a, 75).headline() == "yes: within the 90-degree limit"
    assert str(apm.pivot(a, 120)).splitlines()[0] == "may A pivot 120 degrees: no, beyond the 90-degree limit"
    assert measure(a, Ship("B", 2, Pose(0, 3, 0))).headline() == "up to 8 inches, 3 inches apart"
    assert measure(a, Ship("B", 2, Pose(0, 1, 0))).headline() == "up to 8 inches, 1 inch apart"
    assert apm.initial_wind(4).headline().endswith(" degrees") and ", from " in apm.initial_wind(4).headline()
    assert step_of(PHASES[0]).headline() == f"before anyone moves, step 1 of {len(PHASES)}"
    strong = Ship("A", 1, Pose(0, 0, 0), guns=20, chart=apm.Chart(2, 2, 2), locked_with=frozenset({"B"}))
    weak = strong.with_(name="B", side=2, pose=Pose(1, 0, 0), locked_with=frozenset({"A"}))
    _, _, r = board(strong, weak, [6] * 12, [1] * 12)
    assert r.verdict == "B strikes" and r.headline() == f"B strikes, {r.value} surplus hits"


def test_fire_counts_its_dice_the_battery_its_boxes_the_rake_its_odd_hit_and_the_pivot_its_degrees_once() -> None:
    """The fire ruling counts dice, "12 dice" or "1 die" (was "Dice 12") [FIRE, APM-07, APM-08]; a battery's pair reads
    "3 to 5 boxes" (was "3, 5") [SHORE BATTERIES, APM-15c]; an even rake has no odd hit for the hull (was "0 to the
    hull") and an odd one sends it there [APM-10, APM-16c]; a pivot says its degrees once, in the question [APM-05]."""
    from sailkit.rulesets import as_per_margin as apm

    firer = Ship("Victory", 1, Pose(0, 0, 0), chart=apm.Chart(2, 6, 2))
    target = Ship("Redoutable", 2, Pose(10, 0, 0))
    twelve = apm.volley(firer, target)
    assert str(twelve).splitlines()[0] == "may Victory fire on Redoutable: yes, 12 dice" and twelve.value == 12
    one = apm.volley(firer.with_(fired=frozenset({"S"}), damage=Damage(starboard=5)), target)
    assert one.value == 1 and one.headline() == "1 die"
    assert battery_boxes(40).headline() == "3 to 5 boxes" and battery_boxes(40).verdict == (3, 5)
    assert str(battery_boxes(16)).splitlines()[0] == "gun boxes of a battery of 16 guns: 2 boxes"
    _, even = apply_hits(FIRST_RATE, Damage(), guns=4, facing="P", rake=True)
    assert "a rake shares 4 gun hits: 2 port, 2 starboard, no odd hit for the hull" in reasons(even)
    _, odd = apply_hits(FIRST_RATE, Damage(), guns=5, facing="P", rake=True)
    assert "a rake shares 5 gun hits: 2 port, 2 starboard, the odd one to the hull" in reasons(odd)
    a = Ship("A", 1, Pose(0, 0, 0))
    assert str(apm.pivot(a, 75)).splitlines()[0] == "may A pivot 75 degrees: yes, within the 90-degree limit"
    assert str(apm.pivot(a, 1)).splitlines()[0] == "may A pivot 1 degree: yes, within the 90-degree limit"
