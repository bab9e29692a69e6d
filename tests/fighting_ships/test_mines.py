"""Mines [9.1.5] (issue 23): set off by a ship coming within 4 inches along her move (found exactly) or where she
ends it, red herrings harmless, a mine striking as two torpedoes, sweeping on 4, 3 or 2 by ECM."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.table import Advance, Move, Point, Pose
from sailkit.rulesets.fighting_ships.impacts import Target, impact
from sailkit.rulesets.fighting_ships.mines import REACH, SLACK, TORPEDOES, Mine, laid, sweep, sweep_chance, tripped
from sailkit.rulesets.fighting_ships.ships import Ship

SHIP = Ship.of("Hms", "5th-rate", Pose(0.0, 0.0, 0.0), side=1)
OUTLINE = SHIP.build.base


def test_a_ship_passing_within_four_inches_sets_it_off_on_the_way() -> None:
    """[9.1.5] Sailing 20 inches North past a mine 5.5 inches East of her track (her base 0.625 wide each side):
    she comes within 4 inches on the way and ends 5 off beyond it, so only the along-move reading sets it off."""
    mine = Mine("M1", 2, Point(4.5, 10.0))
    move = Move((Advance(20.0),))
    along = tripped([mine], "Hms", SHIP.pose, move, OUTLINE)
    assert along.verdict == "M1" and 0 < along.facts["progress"] < 1
    at_end = tripped([mine], "Hms", SHIP.pose, move, OUTLINE, readings={"mine_trigger": "move-end"})
    assert at_end.verdict == ""


def test_the_exact_moment_within_slack() -> None:
    """[9.1.5] Heading straight at a mine 10 inches ahead: her bow (1.5 inches ahead of the mainmast) comes within
    4 inches after 4.5 inches, found no later and within the polygon's slack."""
    mine = Mine("M1", 2, Point(0.0, 10.0))
    move = Move((Advance(10.0),))
    at = tripped([mine], "Hms", SHIP.pose, move, OUTLINE).facts["progress"] * 10.0
    bow = SHIP.build.bow
    assert 10.0 - REACH - bow - SLACK - 1e-9 <= at <= 10.0 - REACH - bow + 1e-9


def test_red_herrings_and_sweepers() -> None:
    """[9.1.5] A red herring goes off harmlessly; a sweeper sets none off (reading sweeper_trigger)."""
    rh = Mine("RH", 2, Point(0.0, 6.0), red_herring=True)
    move = Move((Advance(2.0),))
    ruled = tripped([rh], "Hms", SHIP.pose, move, OUTLINE)
    assert ruled.verdict == "RH" and ruled.facts["harmless"]
    assert tripped([rh], "Hms", SHIP.pose, move, OUTLINE, sweeping=True).verdict == ""
    triggers = {"sweeper_trigger": "triggers"}
    assert tripped([rh], "Hms", SHIP.pose, move, OUTLINE, sweeping=True, readings=triggers).verdict == "RH"


def test_a_mine_strikes_as_two_torpedoes() -> None:
    """[9.1.5, 5.7.2] Two torpedo impacts: two hit dice, half the Hull to save."""
    ruled = impact("torpedo", TORPEDOES, (3, 4), Target("Hms", 6), (4, 4, 4), critical_dice=(1, 1, 1))
    assert ruled.value == 7 and ruled.facts["through"] == 4


@pytest.mark.parametrize(
    ("ecm", "die", "swept"), [(0, 4, True), (0, 3, False), (1, 3, True), (3, 2, True), (3, 1, False)]
)
def test_sweeping_scores(ecm: int, die: int, swept: bool) -> None:
    """[9.1.5] 4 sweeps, 3 with ECM 1-2, 2 with ECM 3; a natural 1 always misses."""
    assert sweep("Sweeper", Mine("M1", 2, Point(0, 0)), die, ecm=ecm).verdict is swept


def test_sweeping_limits() -> None:
    """[9.1.5] A sweeper moves at most 2 inches; the chance of a sweep by ECM."""
    with pytest.raises(IllegalActionError, match="9.1.5"):
        sweep("Sweeper", Mine("M1", 2, Point(0, 0)), 6, moved=2.5)
    assert [sweep_chance(e) for e in (0, 1, 3)] == [pytest.approx(0.5), pytest.approx(4 / 6), pytest.approx(5 / 6)]
    with pytest.raises(InvalidInputError, match="ECM level"):
        sweep("Sweeper", Mine("M1", 2, Point(0, 0)), 6, ecm=4)


def test_laying_one_a_turn() -> None:
    """[9.1.5] One mine or red herring a Game-Turn, each named once."""
    m = Mine("M1", 1, Point(1, 1))
    assert laid({}, m, False).verdict == m
    with pytest.raises(IllegalActionError, match="9.1.5"):
        laid({}, m, True)
    with pytest.raises(InvalidInputError, match="mine name"):
        laid({"M1": m}, m, False)


def test_a_red_herring_lies_face_down_to_the_enemy() -> None:
    """[9.1.5] Side 2's red herring is a mine to side 1's eyes, and known for what it is to side 2's."""
    import sailkit.rulesets.fighting_ships as fsh
    from sailkit.rulesets.fighting_ships import RULES
    from sailkit.rulesets.fighting_ships.scenarios import Setup
    from sailkit.rulesets.fighting_ships.state import State

    text = "FSH turn 2 sailing wind E blowing table 48x48 morale 10,10 first 1 | Rattler=1 destroyer 10,10@0 D0 A0 "
    pos = fsh.Position.parse(text + "| Kent=2 destroyer 30,30@0 D0 A0 | R1=2 mine 20,20 rh | M1=2 mine 25,20")
    state = State(Setup("test", pos), pos)
    first, second = RULES.sides(state)
    enemy, own = RULES.observe(state, first), RULES.observe(state, second)
    assert [m.red_herring for m in enemy.position.mines] == [False, False] and "R1" in enemy.face_down
    assert own.state == state and not own.face_down
