"""What an independent check against the rules text found (issue 27, As Per Margin points 1-6), each held here.

Each test failed before its correction: the extra die of an independent ship in irons, tacks that only mirror the
heading, limits that flipped with the last bit of a sine, the missed-stays drift, the 3-inch check at exactly 3
inches, and six points that were decided silently and are now named readings.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.board import measured
from sailkit.geometry.table import Move, Point, Pose, distance
from sailkit.rulesets.as_per_margin import (
    AsPerMarginGame,
    Position,
    Setup,
    Ship,
    independent_extra,
    is_rake,
    lowest_hit,
    volley,
)
from sailkit.rulesets.as_per_margin.falling_aboard import first_check
from sailkit.rulesets.as_per_margin.fire import BANDS, RAKE_RANGE
from sailkit.rulesets.as_per_margin.readings import READINGS
from sailkit.rulesets.as_per_margin.turn import Phase
from sailkit.rulesets.as_per_margin.turning import tack_heading
from sailkit.rulesets.as_per_margin.wind import INTO_WIND, off_wind, point_of_sail

FAST = settings(max_examples=60, deadline=None, database=None)


def game(text: str, **readings: str) -> AsPerMarginGame:
    """A game from a position line with GB as Side 1 and the position's wind speed."""
    chosen = {"initial_wind_speed": "scenario", **readings}
    return AsPerMarginGame(Setup("test", Position.parse(text), side_one=1).with_readings(chosen))


def offered(text: str, *played: str, **readings: str) -> tuple[AsPerMarginGame, list[str]]:
    """The game after ``played`` and the actions it then lists."""
    g = game(text, **readings)
    for action in played:
        g.apply_action(action)
    return g, [str(x) for x in g.legal_actions()]


def line(a: str, b: str = "B=2 FR 38 60,40@90 C2/2/2 X0/0/0/0 F:-", wind: int = 270) -> str:
    return f"APM turn 1 wind {wind} speed 3,4 | {a} | {b}"


# ---- 1. the independent ship's extra die [WIND SPEED, APM-03d; TACKING SHIPS, APM-06b] ----


@pytest.mark.parametrize("reading", ["not-beating", "any-heading"])
@pytest.mark.parametrize("off", [0, 15, 30, 60])
def test_no_extra_die_for_a_ship_heading_into_the_wind(reading: str, off: int) -> None:
    """No movement is possible into the wind: the extra die is refused whatever the reading, the pivot is not."""
    scout = Ship("Scout", 1, Pose(20, 20, 270 + off), independent=True)
    extra = independent_extra(scout, 270 + off, 270, "extra die", 5, {"independent_extra": reading})
    assert not extra and "TACKING SHIPS, APM-06b" in extra.cases and "into the wind" in str(extra)
    assert independent_extra(scout, 270 + off, 270, "pivot")


# ---- 2. tacking onto the other tack [TACKING SHIPS, APM-06] ----


def test_a_tack_never_ends_in_irons() -> None:
    """A ship 20 degrees off the wind tacks to the nearest heading she can sail on the other tack, not her mirror."""
    assert tack_heading(290, 270) == 202.5  # 67.5 degrees off the wind on the other tack
    assert tack_heading(330, 270) == 202.5  # 60 off: her mirror, 60 off, would be in irons too
    assert tack_heading(345, 270) == 195  # beating at 75: the mirror
    g = game(line("A=1 GB 38 20,20@290 C2/2/2 X0/0/0/0 F:- independent"))
    g.apply_action("tack A run 4")
    g.apply_action("roll 1")
    a = g.position.ship("A")
    assert a.pose.heading == 202.5 and point_of_sail(a.pose.heading, 270).verdict != INTO_WIND
    offered = [str(x) for x in g.legal_actions()]
    assert "extra A die" not in offered and "extra A pivot 90" in offered  # beating now: the pivot, not the die


def test_a_ship_running_up_to_112_5_degrees_off_the_wind_may_tack() -> None:
    """100 degrees off the wind: the other tack is 167.5 degrees away at the beating limit, within the 180 allowed."""
    assert tack_heading(10, 270) == 202.5
    g = game(line("A=1 GB 38 20,20@10 C2/2/2 X0/0/0/0 F:-"))
    assert "tack A run 4" in [str(x) for x in g.legal_actions()]
    with pytest.raises(IllegalActionError, match="APM-06"):
        tack_heading(30, 270)  # 120 off: the other tack is more than 180 degrees away


def test_a_pivot_through_the_wind_to_any_heading_on_the_other_tack_is_a_tack() -> None:
    """Any heading on the other tack within 180 degrees: the move throws the tacking die and ends where it named."""
    g = game(line("A=1 GB 38 20,20@345 C2/2/2 X0/0/0/0 F:-"))
    g.apply_action("move A pivot -170 run 3")  # 75 off the wind, through its eye, to 95 off on the other side
    assert g.is_chance_node() and "TACKING SHIPS, APM-06" in g.ruling().cases
    g.apply_action("roll 2")
    assert g.position.ship("A").pose.heading == 175 and g.ruling().verdict is True
    g = game(line("A=1 GB 38 20,20@345 C2/2/2 X0/0/0/0 F:-"))
    with pytest.raises(IllegalActionError, match="in irons|into the wind"):
        g.apply_action("move A pivot -100 run 3")  # ends 25 degrees off the wind on the other tack
    with pytest.raises(InvalidInputError, match="180"):  # no pivot beyond 180 degrees is even written
        game(line("A=1 GB 38 20,20@0 C2/2/2 X0/0/0/0 F:-")).apply_action("move A pivot -200 run 3")


@FAST
@given(st.floats(0, 359.9), st.sampled_from(["above-beam", "wind-eye"]))
def test_every_tack_ends_on_the_other_tack_able_to_sail_within_180_degrees(heading: float, reading: str) -> None:
    r = {"beating_angle": reading}
    try:
        end = tack_heading(heading, 270, r)
    except IllegalActionError:
        return
    before, after = (measured(270 - h) % 360 for h in (heading, end))  # the wind's side, as seen from the bow
    assert (before < 180) != (after < 180) or 0 in (before, after)
    assert point_of_sail(end, 270, r).verdict != INTO_WIND
    assert off_wind(heading, 270) + off_wind(end, 270) <= 180 + 1e-9


# ---- 3. limits do not depend on the last bit of a sine [APM-08a, APM-09, APM-04c] ----


def test_a_ship_placed_by_a_12_inch_run_dead_astern_rakes() -> None:
    """Dead astern of its target by a 12-inch run on heading 210: 12 inches, a raking first broadside, 18 dice."""
    target = Ship("T", 2, Pose(20, 20, 30))
    at = Point(20, 20).moved(210, 12)
    firer = Ship("F", 1, Pose(at.x, at.y, 120))
    assert distance(at, target.mainmast) == 12.000000000000002 and measured(distance(at, target.mainmast)) == 12
    assert is_rake(firer, target)
    assert volley(firer, target).value == 18


@FAST
@given(
    st.floats(-100, 100),
    st.floats(-100, 100),
    st.floats(0, 360, exclude_max=True),
    st.sampled_from([3.0, RAKE_RANGE, *(limit for limit, _ in BANDS)]),
)
def test_a_point_placed_at_a_printed_limit_measures_the_limit(x: float, y: float, heading: float, limit: float) -> None:
    """However the sines round, a run of exactly a printed limit measures that limit, so every rule gives it the
    same band, rake and check as the limit itself."""
    start = Point(x, y)
    end = start.moved(heading, limit)
    assert measured(distance(start, end)) == limit
    for option in ("up-to", "under"):
        r = {"range_boundaries": option}
        assert lowest_hit(distance(start, end), r) == lowest_hit(limit, r)
    target = Ship("T", 2, Pose(x, y, heading + 180))  # the end is dead astern of the target
    assert bool(is_rake(Ship("F", 1, Pose(end.x, end.y, heading + 90)), target)) == (limit <= RAKE_RANGE)


# ---- 4. missed stays: the ship does not turn [TACKING SHIPS, APM-06] ----


def test_a_ship_that_misses_stays_keeps_her_heading_by_default() -> None:
    assert READINGS["missed_stays_drift"].default == "no-turn"
    assert "not the text" in READINGS["missed_stays_drift"].option("swing-downwind").summary
    g = game(line("A=1 GB 38 20,20@345 C2/2/2 X0/0/0/0 F:-"))
    g.apply_action("tack A run 0")
    g.apply_action("roll 6")
    assert g.position.ship("A").pose == Pose(23.0, 20.0, 345)  # carried 3 inches east, heading unchanged
    assert ("missed_stays_drift", "no-turn") in g.ruling().readings


# ---- 5. falling aboard at exactly 3 inches [FALLING ABOARD, APM-04c; APM-14] ----


def test_a_path_that_touches_3_inches_checks_as_a_move_that_ends_there() -> None:
    """Within 3 inches includes 3: a path grazing the circle counts like a move that stops on it (reading)."""
    mover, other = Ship("A", 1, Pose(0, 3, 90)), Ship("B", 2, Pose(5, 0, 0))
    graze, stop = Move.pivot_then_straight(0, 10), Move.pivot_then_straight(0, 2)
    stopper, mark = Ship("A", 1, Pose(0, 0, 90)), Ship("B", 2, Pose(5, 0, 0))
    assert READINGS["fall_aboard_reach"].default == "within"
    touched = first_check(mover, graze, [other])
    assert touched.verdict == "B" and touched.progress == pytest.approx(0.5, abs=1e-4) and touched.gap == 3
    assert first_check(stopper, stop, [mark]).verdict == "B"
    inside = {"fall_aboard_reach": "inside"}
    assert first_check(mover, graze, [other], inside).verdict is None
    assert first_check(stopper, stop, [mark], inside).verdict is None
    assert ("fall_aboard_reach", "within") in touched.readings


def test_a_graze_at_3_inches_and_float_noise_checks_the_same() -> None:
    """The circle touched on a slant heading, where the closest gap computes as 3.0000000000000004."""
    start = Point(0, 0)
    other = start.moved(30, 5).moved(120, 3)  # 3 inches square off the course, 5 inches along it
    mover, still = Ship("A", 1, Pose(0, 0, 30)), Ship("B", 2, Pose(other.x, other.y, 0))
    assert first_check(mover, Move.pivot_then_straight(0, 10), [still]).verdict == "B"


# ---- 6. decided silently, now named readings ----


def test_the_narrow_arc_bears_22_5_degrees_either_side_of_the_beam() -> None:
    """[FIRE, APM-07a] 30 degrees off the beam bears under the default 45, not under the narrower reading."""
    firer = Ship("F", 1, Pose(20, 20, 0))
    at = Point(20, 20).moved(60, 10)
    target = Ship("T", 2, Pose(at.x, at.y, 0))
    assert volley(firer, target) and ("fire_arc", "45") in volley(firer, target).readings
    narrow = volley(firer, target, {"fire_arc": "22.5"})
    assert not narrow and "FIRE, APM-07a" in narrow.cases and "22.5" in str(narrow)


def test_a_shot_from_dead_ahead_beyond_12_inches_hits_the_side_the_reading_names() -> None:
    """[RANGES & COMBAT CHARTS, APM-10] neither side faces a firer dead ahead: the fuller side, or shared."""
    from sailkit.rulesets.as_per_margin import resolve_fire

    target = Ship("T", 2, Pose(20, 20, 0))
    firer = Ship("F", 1, Pose(20, 34, 90))  # 14 inches dead ahead: no rake
    dice = [5, 5] + [1] * (volley(firer, target).value - 2)  # two gun hits
    _, hit, ruling = resolve_fire(firer, target, dice, {"range_boundaries": "up-to"})
    assert (hit.damage.port, hit.damage.starboard) == (2, 0) and ("end_on_guns", "fuller-side") in ruling.readings
    _, shared, ruling = resolve_fire(firer, target, dice, {"end_on_guns": "shared"})
    assert (shared.damage.port, shared.damage.starboard) == (1, 1) and "APM-10" in " ".join(ruling.cases)


def test_one_target_per_broadside_or_per_ship() -> None:
    """Both broadsides may fire at two targets by default; one target a ship under the other reading."""
    text = (
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 20,20@0 C2/2/2 X0/0/0/0 F:- | B=2 FR 38 26,20@0 C2/2/2 X0/0/0/0 F:-"
        " | C=2 FR 38 14,20@0 C2/2/2 X0/0/0/0 F:- | D=1 GB 38 26,26@90 C2/2/2 X0/0/0/0 F:-"
    )
    played = ("fire A B", *["roll 1"] * 4)
    assert "fire A C" in offered(text, *played)[1]
    g, listed = offered(text, *played, fire_targets="one-per-ship")
    assert "fire A C" not in listed
    with pytest.raises(IllegalActionError, match="one target"):
        g.apply_action("fire A C")


def test_a_crew_at_the_pumps_may_board_or_only_repel_by_reading() -> None:
    """[SHIP TYPES AND TRACKING CHARTS, APM-16e] repelling is required; starting a boarding from the pumps is not."""
    text = (
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@0 C2/2/2 X0/0/0/2 F:- locked:B"
        " | B=2 FR 38 12,10@0 C2/2/2 X0/0/0/0 F:- locked:A"
    )
    assert "board A B" in offered(text, "done GB")[1]
    assert "board A B" not in offered(text, "done GB", pumps_boarding="repel-only")[1]


def test_locked_ships_drift_each_as_dismasted_or_as_one() -> None:
    """[FALLING ABOARD, APM-04b] each swings downwind as a dismasted ship does, or the pair drifts keeping headings."""
    text = (
        "APM turn 1 wind 270 speed 3,4 | A=1 GB 38 10,10@0 C2/2/2 X0/0/0/0 F:- locked:B"
        " | B=2 FR 38 12,10@0 C2/2/2 X0/0/0/0 F:- locked:A"
    )
    for option, heading in (("each-as-dismasted", 90.0), ("as-one", 0.0)):
        g = game(text, locked_drift=option)
        while g.position.turn == 1 and g.phase in (Phase.SIDE_1_FIRE, Phase.BOARDING, Phase.CUT_GRAPPLES):
            g.apply_action(g.legal_actions()[-1])
        a, b = g.position.ship("A"), g.position.ship("B")
        assert (a.mainmast, b.mainmast) == ((13.0, 10.0), (15.0, 10.0)) and a.pose.heading == heading, option


def test_group_movement_is_a_named_reading_with_only_its_playable_option() -> None:
    """[TURN SEQUENCE, APM-01] the ships of one group move one at a time: the reading says so, and says why moving
    them at once is not offered (the text gives no way to settle paths crossing at the same moment); the option it
    once named and refused is gone, so asking for it is an unknown option, not a silent refusal."""
    reading = READINGS["group_moves"]
    assert reading.option_names == ("one-at-a-time",) and reading.default == "one-at-a-time"
    assert "at once" in reading.why_default and "3" in reading.why_default
    with pytest.raises(UnknownChoiceError, match="one-at-a-time"):
        game(line("A=1 GB 38 20,20@0 C2/2/2 X0/0/0/0 F:-"), group_moves="together")


@pytest.mark.parametrize("key", sorted(READINGS))
def test_every_option_the_book_names_is_played(key: str) -> None:
    """No named option is refused: a game starts under each option of each reading (issue 27, point 2; before the
    fix only group_moves=together failed)."""
    for option in READINGS[key].option_names:
        g = game(line("A=1 GB 38 20,20@0 C2/2/2 X0/0/0/0 F:-"), **{key: option})
        assert g.legal_actions(), (key, option)
