"""Worked examples not named by any other test (examples.md): A15, A16, B3, B5, B6, B7, B8, B14.

Each test names its example and cites its cases; the expected numbers are typed in
from the example, not computed by the code under test.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.drifting import drift, drift_odds, drift_swing
from sailkit.rulesets.fighting_sail.fire.combat import fire_value
from sailkit.rulesets.fighting_sail.gauge import gauge_holder
from sailkit.rulesets.fighting_sail.movement import BackSail, HeaveTo, apply_step, moves, start_movement, step_options
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.strategic import cycle_due
from sailkit.rulesets.fighting_sail.wind import point_of_sail


def ship(name: str, sq: str, facing: str, **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def started(wind: str, *ships: ShipState, turn: int = 1) -> Position:
    return start_movement(Position(D.parse(wind), ships, turn=turn))


def test_a15_alexandre_counter_7_35() -> None:
    """A15 [7.35, 2.22]: the turning figure's counter, Alexandre 52-A-3-6 FR."""
    c = counter("Alexandre")
    assert (c.fire_value, c.carronade, c.sailing, c.rate, c.crew, c.nationality) == (52, False, "A", 3, 6, "FR")


def test_a16_strategic_cycle_every_eighth_turn_4_1_13_0() -> None:
    """A16 [4.1, 13.0]: the Strategic Cycle runs on Game-Turns divisible by 8 only (once a game hour)."""
    due = [t for t in range(1, 33) if cycle_due(t)]
    assert due == [8, 16, 24, 32]
    assert cycle_due(8).steps[0].case == "13.0"


def test_b3_tack_and_wear_use_everything_and_never_end_into_the_wind() -> None:
    """B3 [7.41, 7.42, 7.43]: 135/180/225 degrees, all points spent; tack in place, wear one square to leeward."""
    for order in ("tack", "wear"):
        p = started("N", ship("Felicite", "1010", "E", command=order))  # beam reaching, MA 4
        ends = [m for m in moves(p, "Felicite", order) if m.kind == order]
        assert ends
        for m in ends:
            assert D.E.eighths_to(m.facing) in (3, 4, 5) and m.facing != D.N
            assert m.spent == 4
            if order == "tack":
                assert m.end == square("1010")
            else:
                assert m.end != square("1010") and max(abs(m.end.col - 10), abs(m.end.row - 10)) == 1
    # the wind on the bow: a tack may not finish head to wind
    q = started("N", ship("Felicite", "1010", "SE", command="tack"))
    with pytest.raises(IllegalActionError) as info:
        apply_step(q, "Felicite", "tack N")
    assert info.value.case == "7.43"


@pytest.mark.parametrize(
    "facing, back, heave",
    [("NE", True, True), ("E", True, False), ("SE", False, False), ("S", False, False)],
)
def test_b5_back_sail_beating_or_beam_heave_to_beating_only(facing: str, back: bool, heave: bool) -> None:
    """B5 [7.71, 7.91]: with the wind N, who may back sail and who may heave to at the start of the phase."""
    p = started("N", ship("Felicite", "1010", facing, command="ahead"), turn=4)
    opts = step_options(p, "Felicite")
    assert (BackSail() in opts, HeaveTo() in opts) == (back, heave)


def test_b5_heave_to_ends_beam_reaching_and_backing_not_twice_running() -> None:
    """B5 [7.91, 7.74]: heaving to turns the bow 45 away from the wind, to a beam reach; no back sail two turns running."""
    p = started("N", ship("Felicite", "1010", "NE", command="ahead"), turn=4)
    hove = apply_step(p, "Felicite", "heave").position.ship("Felicite")
    assert hove.facing == D.E and str(point_of_sail(hove.facing, "N")) == "beam reaching"
    backed = apply_step(p, "Felicite", "back").position.ship("Felicite")
    again = started("N", backed.with_(command="ahead"), turn=5)
    assert BackSail() not in step_options(again, "Felicite")
    with pytest.raises(IllegalActionError) as info:
        apply_step(again, "Felicite", "back")
    assert info.value.case == "7.74"


def test_b6_four_ships_at_most_free_turn_or_drift_7_82_7_83() -> None:
    """B6 [7.82, 7.83a, 7.83b]: one ship ahead can be dodged by the free 45; four ahead, and no free turn that
    avoids fouling (ships on both flanks), means drift."""
    one = started("SW", ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E"))
    assert "move" in {m.kind for m in moves(one, "Felicite", "ahead")}
    dodge = apply_step(one, "Felicite", "free-turn starboard").position
    assert not dodge.ship("Felicite").fouled and dodge.ship("Felicite").facing == D.NE
    four = tuple(ship(n, "1009", "E", fouled=True) for n in ("Shannon", "Guerriere", "Chesapeake", "Constitution"))
    flanks = (ship("Wasp", "0909", "E"), ship("Frolic", "1109", "E"))
    full = started("SW", ship("Felicite", "1010", "N", command="ahead"), *four, *flanks)
    out = apply_step(full, "Felicite", "step")
    assert out.drift_needed and len(out.position.at(square("1009"))) == 4


@pytest.mark.parametrize(
    "die, swing, facing", [(1, 0, "N"), (2, 0, "N"), (3, -1, "NW"), (4, -1, "NW"), (5, 1, "NE"), (6, 1, "NE")]
)
def test_b7_drift_die(die: int, swing: int, facing: str) -> None:
    """B7 [8.0]: 1-2 no change, 3-4 the bow 45 degrees to port, 5-6 45 degrees to starboard, in the same square."""
    assert drift_swing(die) == swing
    p = Position(D.S, (ship("Felicite", "1010", "N"),))
    new, _ = drift(p, "Felicite", die)
    assert new.ship("Felicite").facing == D.parse(facing) and new.ship("Felicite").square == square("1010")


def test_b7_drift_odds_a_third_each() -> None:
    """B7 [8.0]: each of the three swings has exactly one chance in three."""
    assert dict(drift_odds()) == {"unchanged": Fraction(1, 3), "port": Fraction(1, 3), "starboard": Fraction(1, 3)}


def test_b8_weather_gauge_most_ships_at_the_top_else_a_roll() -> None:
    """B8 [7.21]: more ships at the highest allowance wins; equal counts are settled by a die each."""
    assert gauge_holder({"US": [6, 3, 3], "BR": [6, 6, 2]}).verdict == "BR"
    assert gauge_holder({"US": [5, 5], "BR": [6]}).verdict == "BR"  # only the highest value counts
    tie = gauge_holder({"US": [4, 2], "BR": [4, 1]})
    assert tie.verdict is None and tie.roll_needed
    assert gauge_holder({"US": [4], "BR": [4]}, {"US": 5, "BR": 2}).verdict == "US"
    assert gauge_holder({"US": [4], "BR": [4]}, {"US": 1, "BR": 6}).verdict == "BR"


def _rigging(offset_cols: int, offset_rows: int, **target: object) -> int:
    """The 9.33d modifier of Superb (heading N at 1010) firing at Alexandre's rigging, the given squares to port."""
    p = Position(
        D.E,
        (
            ship("Superb", "1010", "N"),
            ship("Alexandre", f"{10 - offset_cols:02d}{10 + offset_rows:02d}", "N", **target),
        ),
        readings=READINGS.defaults(),
    )
    r = fire_value(p, "Superb", "Alexandre", "rigging")
    assert r
    return sum(st.value for st in r.steps if st.case == "9.33d")


def test_b14_rigging_fire_penalty_only_close_and_never_against_studding_sails() -> None:
    """B14 [9.33d, 13.32, 11.14]: -10 at 6 RP or less, 0 at 7 or more, 0 against studding sails; none when fouled."""
    assert _rigging(3, 0) == -10  # 6 RP
    assert _rigging(3, 1) == 0  # 7 RP
    assert _rigging(1, 0) == -10  # 2 RP
    assert _rigging(3, 0, studding=True) == 0
    fouled = Position(D.E, (ship("Superb", "1010", "N", fouled=True), ship("Alexandre", "1010", "N", fouled=True)))
    refused = fire_value(fouled, "Superb", "Alexandre", "rigging", "port", fouled=True)
    assert not refused and refused.steps[-1].case == "11.14"
