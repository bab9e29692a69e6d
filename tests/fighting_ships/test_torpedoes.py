"""Torpedo and missile counters [5.7.1, 5.8.1] and what they do [5.7.2, 5.8.1, 5.8.2] (issue 23): counters that
run, arm after 6 inches, home when guided and strike the first base they touch; the worked examples of 5.7.2 and
5.8.2; launchers' every other Game-Turn and three salvos; exact odds checked against the rulings of every throw."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.table import Point, Pose
from sailkit.rulesets.fighting_ships.damage import Afloat, hull_saves
from sailkit.rulesets.fighting_ships.impacts import Target, decoys, impact, impact_odds
from sailkit.rulesets.fighting_ships.launchers import Launches, launched, may_launch
from sailkit.rulesets.fighting_ships.missiles import (
    Keeper,
    goalkeeper,
    goalkeeper_dice,
    in_reach,
    interceptions,
    missile_odds,
)
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.torpedoes import ARMING, SPREAD, Counter, launch, run_counter, weapon


def spread(x: float = 0.0, y: float = 0.0, heading: float = 0.0, **kw: object) -> Counter:
    fields: dict[str, object] = {"speed": 12.0, "turns": 4} | kw
    return Counter("T1", 1, str(fields.pop("kind", "torpedo")), Pose(x, y, heading), **fields)  # type: ignore[arg-type]


def ship_at(name: str, x: float, y: float, heading: float = 90.0, side: int = 2) -> Ship:
    return Ship.of(name, "5th-rate", Pose(x, y, heading), side=side)


def test_runs_by_kind_and_era() -> None:
    """[5.7.1, 5.8.1] 12 inches for 4 phases, 14 after 1970, a long-lance 6 phases, a missile 30 for 3."""
    assert (weapon("torpedo").speed, weapon("torpedo").turns) == (12.0, 4)
    assert weapon("torpedo", late=True).speed == 14.0 and weapon("torpedo", long_lance=True).turns == 6
    assert (weapon("missile").speed, weapon("missile").turns) == (30.0, 3)
    with pytest.raises(Exception, match="counter kind"):
        weapon("rocket")


def test_a_spread_runs_straight_and_strikes_the_first_base_it_touches() -> None:
    """[5.7.1] From (0,0) heading North, 12 inches: the first base across its path is struck, the one beyond it is
    not; the counter stops where it first touches, its square's leading edge on her base's edge."""
    near, far = ship_at("Near", 0.0, 9.0), ship_at("Far", 0.0, 11.5)
    ruled = run_counter(spread(), {"Far": far.base, "Near": near.base})
    moved = ruled.verdict
    assert ruled.facts["struck"] == "Near" and moved.fate == "struck"
    edge = near.base.bounds[1]  # her base's southern edge
    assert moved.point.y + SPREAD / 2 == pytest.approx(edge, abs=1e-9)
    assert moved.square.distance(near.base) == pytest.approx(0.0, abs=1e-9)


def test_a_base_met_before_six_inches_is_a_dud_or_is_passed_under() -> None:
    """[5.7.1] reading unarmed_contact: a base 3 inches off stops the fresh counter harmlessly (dud), or it runs on
    under it and strikes the next base once armed (runs-on)."""
    near, far = ship_at("Near", 0.0, 3.0), ship_at("Far", 0.0, 10.0)
    bases = {"Near": near.base, "Far": far.base}
    dud = run_counter(spread(), bases)
    assert dud.verdict.fate == "dud" and dud.facts["dud"] == "Near" and dud.facts["struck"] == ""
    on = run_counter(spread(), bases, readings={"unarmed_contact": "runs-on"})
    assert on.facts["struck"] == "Far" and on.facts["dud"] == "Near"
    assert ("unarmed_contact", "runs-on") in on.readings


def test_a_spread_runs_out_of_time_and_sinks() -> None:
    """[5.7.1] Its last phase run with nothing struck: it sinks harmlessly."""
    last = run_counter(spread(turns=1, run=36.0), {})
    assert last.verdict.fate == "spent" and last.verdict.run == pytest.approx(48.0)
    with pytest.raises(IllegalActionError, match="5.7.1"):
        run_counter(last.verdict, {})


def test_a_guided_counter_homes_only_once_armed() -> None:
    """[5.7.1] Its first move is straight even if guided; armed, it turns for the target's mainmast."""
    target = ship_at("Tgt", 12.0, 12.0)
    aims = {"Tgt": target.mainmast}
    first = run_counter(spread(guided=True, target="Tgt"), {"Tgt": target.base}, aims)
    assert first.verdict.pose.heading == 0.0 and first.verdict.armed
    second = run_counter(first.verdict, {"Tgt": target.base}, aims)
    assert second.verdict.pose.heading == pytest.approx(90.0, abs=1e-6)
    assert second.facts["struck"] == "Tgt" and ("homing_aim", "mainmast") in second.readings


def test_a_torpedo_strikes_a_friend_as_readily() -> None:
    """[5.7.1] Care launching with friends in arc: a friend's base is struck as an enemy's."""
    friend = ship_at("Friend", 0.0, 8.0, side=1)
    assert run_counter(spread(), {"Friend": friend.base}).facts["struck"] == "Friend"


def test_launching_in_and_out_of_the_mountings_arc() -> None:
    """[5.7.1] reading tube_arc: a bow tube aims within 90 degrees of ahead; square allows only dead ahead; the
    counter is set just off the middle of the base's side facing the mounting."""
    ship = Ship.of("Dd", "5th-rate", Pose(10.0, 10.0, 0.0), side=1)
    ok = launch(ship, "bow", 45.0, "T1").verdict
    assert ok.point.y > ship.base.bounds[3] and ok.pose.heading == 45.0 and ok.launcher == "Dd"
    with pytest.raises(IllegalActionError, match="5.7.1"):
        launch(ship, "bow", 135.0, "T1")
    with pytest.raises(IllegalActionError, match="5.7.1"):
        launch(ship, "bow", 45.0, "T1", readings={"tube_arc": "square"})
    beam = launch(ship, "port-or-starboard", 100.0, "T2").verdict
    assert beam.point.x > ship.base.bounds[2]
    assert launch(ship, "bow", 200.0, "M1", kind="missile").verdict.speed == 30.0


def test_worked_example_5_7_2_brandenburg() -> None:
    """[5.7.2] Two torpedoes score a 3 and a 5: 8 hits. Hull 26 throws 13 dice and saves 6: two through on a ship
    with an Anchor token already, so a Damage token; its critical is even, then a 4: steering."""
    brandenburg = Target("Brandenburg", 26, ship=Afloat(anchored=True))
    saves = (4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 1)
    ruled = impact("torpedo", 2, (3, 5), brandenburg, saves, critical_dice=(2, 4))
    assert ruled.value == 8 and ruled.facts["through"] == 2
    assert ruled.facts["damage"] == 1 and ruled.facts["criticals"] == ("steering",)
    assert {"5.7.2", "5.6.1", "5.6.2"} <= set(ruled.cases)
    with pytest.raises(InvalidInputError, match="13 die results"):
        impact("torpedo", 2, (3, 5), brandenburg, saves[:-1], critical_dice=(2, 4))


def test_a_torpedo_belt_adds_a_save_die_but_not_against_missiles() -> None:
    """[5.7.2, 5.8.1] Hull 9 halves to 5 dice (halves round up, 1.4); a belt makes 6 against torpedoes only."""
    belted = Target("Belted", 9, belt=True)
    assert belted.saving("torpedo") == 6 and belted.saving("missile") == 5
    with pytest.raises(InvalidInputError, match="6 die results"):
        impact("torpedo", 1, (4,), belted, (1, 1, 1, 1, 1))


def test_ecm3_decoys_guided_torpedoes_on_five_or_six() -> None:
    """[5.7.2] reading torpedo_decoy: a decoy voids its impact (one hit die fewer asked) or saves one hit."""
    ecm = Target("Ecm", 30, ecm3=True)
    void = impact("torpedo", 2, (6,), ecm, (4,) * 15, guided=2, decoy_dice=(5, 2))
    assert void.facts["impacts"] == 1 and void.value == 6
    one = impact("torpedo", 2, (6, 6), ecm, (4,) * 15, guided=2, decoy_dice=(5, 2),
                 readings={"torpedo_decoy": "one-hit"})  # fmt: skip
    assert one.value == 11
    assert decoys(3, (4, 5, 6)).verdict == 2
    with pytest.raises(InvalidInputError, match="ECM decoy dice"):
        impact("torpedo", 1, (6,), Target("NoEcm", 10), (1,) * 5, guided=1, decoy_dice=(5,))


def test_worked_example_5_8_2_leviathan() -> None:
    """[5.8.2] 4 AA points throw 2 dice, a 1 and a 6: one of two missiles destroyed; the other's two dice score 5,
    she saves 3, two go through onto her Anchor token: a Damage token."""
    kept = goalkeeper("Leviathan", 4, 2, (1, 6), gap=3.0)
    assert kept.verdict == 1 and kept.facts["left"] == 1 and kept.facts["holds_fire"]
    leviathan = Target("Leviathan", 12, ship=Afloat(anchored=True))
    ruled = impact("missile", 1, (2, 3), leviathan, (4, 5, 6, 1, 1, 1), critical_dice=(1,))
    assert ruled.value == 5 and ruled.facts["through"] == 2 and ruled.facts["damage"] == 1
    with pytest.raises(InvalidInputError, match="goalkeeper range"):
        goalkeeper("Leviathan", 4, 2, (1, 6), gap=8.5)


def test_goalkeeper_dice_and_reach() -> None:
    """[5.8.2, 1.4] reading goalkeeper_dice: 5 AA points throw 2 dice as pairs, 3 halved up; ECM 3 intercepts on 5."""
    assert goalkeeper_dice(5) == 2 and goalkeeper_dice(5, {"goalkeeper_dice": "halved-up"}) == 3
    assert goalkeeper("Ecm", 2, 1, (5,), ecm3=True).verdict == 1 and goalkeeper("Plain", 2, 1, (5,)).verdict == 0
    assert in_reach(Point(0, 0), Point(0, 8.0)) and not in_reach(Point(0, 0), Point(0, 8.01))


def test_tubes_fire_every_other_turn_with_three_salvos() -> None:
    """[5.7.1, 5.8.1] Fired on Game-Turn 3: not on 4, again on 5; a destroyer's fourth salvo of any kind is refused;
    a one-shot tube never fires twice; missiles have three salvos on any ship."""
    record = launched(Launches(), ("bow",), 3, "torpedo")
    assert not may_launch("Dd", "bow", 4, record).verdict and may_launch("Dd", "bow", 5, record).verdict
    three = Launches((), 2, 1)
    assert not may_launch("Dd", "bow", 9, three, limited=True).verdict
    assert may_launch("Cruiser", "bow", 9, three).verdict
    assert not may_launch("Mtb", "bow", 20, record, one_shot=True).verdict
    assert not may_launch("Cruiser", "launcher", 9, Launches((), 0, 3), kind="missile").verdict


def _exact_through(kind: str, impacts: int, target: Target) -> dict[int, Fraction]:
    """Every throw of the hit dice and of the half-Hull save dice ruled one by one: the chance of each number
    through (8 standing for 8 or more)."""
    per = {"torpedo": 1, "missile": 2}[kind] * impacts
    saving = target.saving(kind)
    out: dict[int, Fraction] = {}
    for hits in itertools.product(range(1, 7), repeat=per):
        for saves in itertools.product((1, 4), repeat=saving):  # a save die is 4+ half the time
            through = int(hull_saves(sum(hits), saving, saves).value or 0)
            key = min(8, through)
            out[key] = out.get(key, Fraction(0)) + Fraction(1, 6**per * 2**saving)
    return out


@pytest.mark.parametrize(("kind", "impacts", "hull", "belt"), [("torpedo", 2, 5, True), ("missile", 1, 7, False)])
def test_impact_odds_agree_with_every_throw(kind: str, impacts: int, hull: int, belt: bool) -> None:
    """[5.7.2, 5.8.1] The odds of hits through half the Hull (and a belt) match ruling every throw of the dice."""
    target = Target("Small", hull, belt=belt)
    odds = impact_odds(kind, impacts, target)
    assert dict(odds.facts["through"].items()) == _exact_through(kind, impacts, target)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 3), st.integers(0, 12), st.booleans())
def test_missiles_through_never_more_than_fired(missiles: int, aa: int, ecm3: bool) -> None:
    """[5.8.2] The chance of each number of missiles left sums to one and never exceeds the salvo."""
    ruled = missile_odds(missiles, Target("Any", 10), [Keeper("Any", aa, ecm3), Keeper("Friend", 2)])
    left = ruled.facts["left"]
    assert sum(left.values()) == 1 and max(left) <= missiles
    assert sum(ruled.facts["fate"].values()) == 1


def test_arming_is_six_inches() -> None:
    """[5.7.1] Armed at exactly 6 inches run."""
    assert spread(run=ARMING).armed and not spread(run=5.99).armed


def test_interceptions_of_two_goalkeepers() -> None:
    """[5.8.2] Two missiles against a 2-point goalkeeper (one die, 6) and an ECM 3 one (one die, 5+): both destroyed
    with chance 1/6 * 2/6, none with 5/6 * 4/6."""
    left = interceptions(2, [Keeper("A", 2), Keeper("B", 3, ecm3=True)])
    assert left == {0: Fraction(2, 36), 1: Fraction(14, 36), 2: Fraction(20, 36)}


@settings(max_examples=40, deadline=None)
@given(
    st.floats(-10, 10),
    st.floats(-10, 10),
    st.integers(0, 359),
    st.sampled_from(["torpedo", "missile"]),
    st.floats(0, 20),
)
def test_a_counter_runs_at_most_its_speed_and_stops_on_the_base_it_strikes(
    x: float, y: float, heading: int, kind: str, run: float
) -> None:
    """[5.7.1, 5.8.1] Whatever its place and heading, a counter runs at most its speed; one that strikes ends with
    its square touching that base and was armed there; one that strikes nothing overlaps no base where it ends."""
    ships = [ship_at("A", 0.0, 12.0, 90.0), ship_at("B", 10.0, -6.0, 30.0), ship_at("C", -12.0, 0.0, 0.0)]
    bases = {s.name: s.base for s in ships}
    if any(b.intersects(spread(x, y).square) for b in bases.values()):
        return  # a counter is never placed on a base
    run_of = weapon(kind)
    c = Counter("T1", 1, kind, Pose(x, y, heading), run_of.speed, run_of.turns, run)
    ruled = run_counter(c, bases)
    moved = ruled.verdict
    assert ruled.value <= run_of.speed + 1e-9
    if ruled.facts["struck"]:
        assert moved.square.distance(bases[ruled.facts["struck"]]) < 1e-6 and moved.armed
    elif moved.fate == "running":
        assert all(moved.square.intersection(b).area < 1e-9 for b in bases.values())
