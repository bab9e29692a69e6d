"""Building a fleet to a points total and a team's morale [APP.1.1, APP.1.1.6, 9.1.1, 9.3.1] (issue 22)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships.fleet import COUNTERS, muster, team_morale
from sailkit.rulesets.fighting_ships.ships import ship_classes


def test_a_fleet_costs_its_stat_lines_and_counters_and_starts_with_a_tenth_in_morale() -> None:
    """[APP.1.1.2, APP.1.1.6, APP.2.2.1] Two 3rd rates (50 each), a frigate (30), two boats and a marine counter
    (5 each): 145 of 150 points; morale 15."""
    ruling = muster(["3rd-rate", "5th-rate", "3rd-rate"], points=150, boats=2, marines=1)
    assert ruling.value == 145 and ruling.facts["morale"] == 15 and ruling.facts["left"] == 5
    assert {"APP.1.1.2", "APP.1.1.6", "APP.1.1", "APP.2.2.1"} <= set(ruling.cases)
    assert any("2 generic 3rd rates at 50 points each" in s.reason for s in ruling.steps)


def test_a_fleet_over_the_total_is_refused_with_its_cost() -> None:
    with pytest.raises(InvalidInputError) as refused:
        muster(["1st-rate", "5th-rate"], points=120)
    assert "130 points" in str(refused.value) and "120" in str(refused.value)


def test_special_ordnance_only_where_allowed_and_never_over_half_the_points() -> None:
    """[9.1.1] A fireship (15) in a 100-point fleet is allowed; in a scenario without ordnance, or above half the
    points (two bomb vessels and a fireship, 45 of 60 points), refused."""
    assert muster(["fireship", "3rd-rate"], points=100).value == 65
    with pytest.raises(IllegalActionError) as no_ordnance:
        muster(["fireship", "3rd-rate"], points=100, ordnance=False)
    assert no_ordnance.value.case == "9.1.1"
    with pytest.raises(IllegalActionError) as over_half:
        muster(["bomb-vessel", "bomb-vessel", "fireship"], points=60)
    assert over_half.value.case == "9.1.1" and "45" in str(over_half.value)


@pytest.mark.parametrize(
    ("ships", "kw", "bad"),
    [(["4th-rate"], {}, "4th-rate"), ([], {"boats": -1}, "-1"), ([], {"marines": "²"}, "²")],
)
def test_a_bad_line_or_count_is_named(ships: list[str], kw: dict[str, object], bad: str) -> None:
    with pytest.raises((UnknownChoiceError, InvalidInputError)) as refused:
        muster(ships, points=100, **kw)  # type: ignore[arg-type]
    assert bad in str(refused.value)


@given(st.lists(st.sampled_from(sorted(ship_classes())), max_size=6), st.integers(0, 4), st.integers(0, 4))
def test_the_cost_is_the_sum_of_the_lines_and_counters(ships: list[str], boats: int, marines: int) -> None:
    classes = ship_classes()
    cost = sum(classes[k].cost for k in ships) + COUNTERS["boat"] * boats + COUNTERS["marine"] * marines
    assert muster(ships, points=10_000, boats=boats, marines=marines).value == cost


def test_a_team_shares_a_tenth_of_all_its_players_points() -> None:
    """[9.3.1] A four-player team game at 300 points each: each team of two has 60 morale."""
    ruling = team_morale([300, 300])
    assert ruling.value == 60 and ruling.cases[0] == "9.3.1"
    with pytest.raises(InvalidInputError):
        team_morale([])
