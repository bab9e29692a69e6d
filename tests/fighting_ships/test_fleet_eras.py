"""Fleets of every era: the later counters' prices and the fleet abilities [APP.1.1.1-APP.1.1.7]."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships.fleet import muster


def test_a_galley_fleet_buys_its_rows_and_marines() -> None:
    """[APP.1.1.1, APP.1.1.6] Two galleys at the printed range's ends (30 and 40), a longship (10), three marines."""
    fleet = muster(["small-galley", "large-galley", "longship"], points=100, marines=3)
    assert fleet.value == 95 and fleet.facts["morale"] == 10


def test_a_carrier_pays_for_its_aircraft() -> None:
    """[APP.1.1.4, APP.1.1.6] A carrier (400) with 6 aircraft (20 each), 2 missile-armed (40), 4 fighters (10), an
    exceptional pilot (5), beside a post-war frigate (200) and her ASW helicopter (10)."""
    counters = {"aircraft": 6, "missile-aircraft": 2, "fighter": 4, "pilot": 1, "helicopter": 1}
    fleet = muster(["carrier", "modern-frigate"], points=1000, counters=counters)
    assert fleet.value == 400 + 200 + 120 + 80 + 40 + 5 + 10
    assert [s.value for s in fleet.steps if s.case == "APP.1.1.6"] == [120, 80, 40, 5, 10]


def test_abilities_add_a_share_of_the_fleet() -> None:
    """[APP.1.1.7] Mines a tenth and ECM 2 fifteen in the hundred of a 300-point fleet: 30 and 45."""
    fleet = muster(["heavy-cruiser"], points=500, abilities=["ecm-2", "mines"])
    assert fleet.value == 375
    assert [s.value for s in fleet.steps if s.case == "APP.1.1.7"] == [30, 45]
    compound = muster(
        ["heavy-cruiser"], points=500, abilities=["ecm-2", "mines"], readings={"ability_share": "compound"}
    )
    assert compound.value == 300 + 30 + 50  # 15 in the hundred of 330, 49.5, rounds up
    assert muster(["destroyer"], points=200, abilities=["red-herrings"]).value == 150


def test_the_third_ecm_line_is_a_reading() -> None:
    """[APP.1.1.7] The text prints ECM 1 twice; by default the second is ECM 3, a fifth."""
    assert muster(["destroyer"], points=200, abilities=["ecm-3"]).value == 120
    with pytest.raises(InvalidInputError, match="ecm_third"):
        muster(["destroyer"], points=200, abilities=["ecm-3"], readings={"ecm_third": "as-printed"})


@pytest.mark.parametrize(
    ("kw", "bad"),
    [
        ({"abilities": ["ecm-1", "ecm-2"]}, "at most one"),
        ({"abilities": ["mines", "red-herrings"]}, "at most one"),
        ({"abilities": ["radar"]}, "radar"),
        ({"abilities": "mines"}, "mines"),
        ({"counters": {"zeppelin": 1}}, "zeppelin"),
        ({"counters": {"boat": 1}}, "boat"),
        ({"counters": {"aircraft": -1}}, "-1"),
    ],
)
def test_bad_counters_and_abilities_are_named(kw: dict[str, object], bad: str) -> None:
    with pytest.raises((UnknownChoiceError, InvalidInputError)) as refused:
        muster(["destroyer"], points=1000, **kw)  # type: ignore[arg-type]
    assert bad in str(refused.value)


def test_abilities_count_toward_the_total() -> None:
    with pytest.raises(InvalidInputError, match="110 points"):
        muster(["destroyer"], points=105, abilities=["mines"])
