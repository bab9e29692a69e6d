"""Every "any 6 in N dice" test of the sail rules goes through the one test of 1.4 (``dice.stat_test``): the
anchor-token test [4.2], a grounded ship's Sailing test [1.5.2g] and the emergency Sailing test of an evasion
[4.3.1] each report the test's exact chance, and sailing rolls count their successes with the shared counter."""

from __future__ import annotations

from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships import Ship, anchor_removal, evasive_pivot, pass_chance, sailing_points
from sailkit.rulesets.fighting_ships.dice import at_or_above


def test_the_anchor_test_is_a_discipline_test_of_1_4() -> None:
    ruled = anchor_removal(1, [1, 2, 3, 4, 6], 5)
    assert ruled.verdict is True and ruled.facts["chance"] == pass_chance(5)
    assert any(step.reason.startswith("Discipline 5: 5 dice thrown") for step in ruled.steps)
    aground = anchor_removal(3, [1, 2, 3, 4, 5, 5], 6, grounded=True)
    assert aground.verdict is False and aground.facts["chance"] == pass_chance(6) and aground.facts["damage"] == 1
    assert any(step.reason.startswith("Sailing 6: 6 dice thrown") for step in aground.steps)


def test_the_emergency_sailing_test_is_a_test_of_1_4() -> None:
    mover = Ship.of("Syrene", "5th-rate", Pose(10, 10, 0))
    other = Ship.of("Naiad", "5th-rate", Pose(10, 13, 90), 2)
    ruled = evasive_pivot(mover, [other.base], dice=[1, 2, 3, 4, 5, 6])
    assert ruled.verdict is True and ruled.facts["chance"] == pass_chance(6)
    assert any(step.reason.startswith("emergency Sailing 6: 6 dice thrown") for step in ruled.steps)


def test_successes_are_counted_by_the_shared_counter() -> None:
    assert at_or_above([1, 4, 5, 6, 3], 4) == 3 and at_or_above([], 6) == 0
    assert sailing_points(4, [4, 5, 1, 2], "reaching").value == at_or_above([4, 5, 1, 2], 4) == 2
