"""Squadrons pooling fire [9.2]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.ships import Ship
from sailkit.rulesets.fighting_ships.squadrons import squadron_fire

SPANIARD = Ship.of("Santisima", "1st-rate", Pose(20, 20, 0), side=2)


def frigate(name: str, x: float, y: float) -> Ship:
    return Ship.of(name, "5th-rate", Pose(x, y, 0))


def test_three_fifth_rates_one_blocked_pool_eight_dice_at_medium() -> None:
    near = frigate("F1", 15, 20)  # 5 inches west of the Spaniard: short
    far = Ship.of("F2", "5th-rate", Pose(20, 28, 90))  # 8 inches north, heading east: medium
    between = frigate("F3", 17.5, 24.5)  # within 6 inches of both, but another British ship blocks her
    blocker = Ship.of("Victory", "1st-rate", Pose(18.75, 22.25, 30))
    squadron, everyone = [near, far, between], [near, far, between, blocker, SPANIARD]
    r = squadron_fire(squadron, SPANIARD, everyone)
    assert r.verdict == ("F1", "F2") and r.value == 8
    assert r.band == "medium" and r.rake is False
    assert "F3: not in sight" in str(r)
    # the two firing frigates lie over 6 inches apart: only the blocked one holds them together
    strict = squadron_fire(squadron, SPANIARD, everyone, readings={"squadron_cohesion": "firing-member"})
    assert strict.verdict == () and ("squadron_cohesion", "firing-member") in strict.readings


def test_a_member_over_six_inches_from_every_fellow_adds_nothing() -> None:
    near, far = frigate("F1", 15, 20), Ship.of("F2", "5th-rate", Pose(18.5, 24, 90))
    lone = frigate("F3", 20, 9.5)  # the Spaniard dead ahead in her bow chaser arc, 10.5 inches off
    everyone = [near, far, lone, SPANIARD]
    r = squadron_fire([near, far, lone], SPANIARD, everyone)
    assert r.verdict == ("F1", "F2") and r.shots["F3"].verdict is True  # F3 could fire, but lies too far off
    assert "F3 lies over 6 inches from every fellow" in str(r)


def test_a_lone_firer_needs_a_firing_fellow_under_firing_member() -> None:
    a, b = frigate("A", 15, 20), frigate("B", 15, 16)  # B is 4 inches from A but has the target off her arcs
    assert squadron_fire([a, b], SPANIARD, [a, b, SPANIARD]).verdict == ("A",)
    strict = squadron_fire([a, b], SPANIARD, [a, b, SPANIARD], readings={"squadron_cohesion": "firing-member"})
    assert strict.verdict == () and strict.value == 0


def test_squadrons_are_two_or_three_small_ships() -> None:
    with pytest.raises(InvalidInputError, match="two or three"):
        squadron_fire([frigate("A", 1, 1)], SPANIARD)
    with pytest.raises(InvalidInputError, match="frigates"):
        squadron_fire([frigate("A", 1, 1), Ship.of("L", "3rd-rate", Pose(3, 3, 0))], SPANIARD)
