"""Scenario set-ups [15.3, 15.5, 15.6]: ships, squares, headings, wind, points of sail and allowances at set-up.

The expected values are typed in from the rules text (the case index's T133, T135,
T136 and T140/T141), not read from the package's data, so a wrong row in
``scenarios.csv`` or ``counters.csv`` makes these tests fail. Points of sail use the
map convention North = toward row 01 (reading ``compass_orientation``'s default);
allowances off the broad reach come from the lost table (reading ``ma_table``), and
every value here is the same under both of its options.
"""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_sail.board import name
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.movement import allowance
from sailkit.rulesets.fighting_sail.scenarios import scenario, scenario_info
from sailkit.rulesets.fighting_sail.wind import point_of_sail

#: scenario -> (wind, {ship: (side, square, heading, point of sail, Sailing Value, allowance)})
SETUPS = {
    "15.3": (
        "W",
        {
            "Lydia": ("BR", "0615", "NE", "broad reaching", "A", 6),
            "Natividad": ("PA", "1115", "N", "beam reaching", "B", 3),
        },
    ),
    "15.5": (
        "S",
        {
            "Constitution": ("US", "0712", "E", "beam reaching", "A", 4),
            "Cyane": ("BR", "0509", "E", "beam reaching", "A", 4),
            "Levant": ("BR", "0808", "E", "beam reaching", "A", 4),
        },
    ),
    "15.6": (
        "W",
        {
            "Victorious": ("BR", "1112", "NE", "broad reaching", "B", 5),
            "Weazel": ("BR", "0512", "E", "running", "A", 5),
            "Rivoli": ("FR", "1008", "E", "running", "B", 4),
            "Jena": ("FR", "0705", "E", "running", "B", 4),
            "Mercure": ("FR", "0508", "E", "running", "A", 5),
            "Mamelouck": ("FR", "0503", "E", "running", "C", 3),
        },
    ),
}


def _table(sid: str) -> dict[str, tuple[str, str, str]]:
    return {n: (v[0], v[1], v[2]) for n, v in SETUPS[sid][1].items()}


@pytest.mark.parametrize("sid", ["15.3", "15.5", "15.6"])
def test_15_3_15_5_15_6_ships_squares_headings_and_wind(sid: str) -> None:
    """[15.3, 15.5, 15.6] every ship of the scenario, for its side, in its square, bow as printed; the wind as printed."""
    pos = scenario(sid)
    wind, _ = SETUPS[sid]
    assert pos.wind.name == wind and pos.turn == 1 and pos.scenario == sid
    got = {s.name: (s.side, name(s.square), s.facing.name) for s in pos.ships}
    assert got == _table(sid)
    assert all(s.hull == s.rigging == s.masts == 0 and not s.wheel and s.command is None for s in pos.ships)


@pytest.mark.parametrize("sid", ["15.3", "15.5", "15.6"])
def test_15_3_15_5_15_6_points_of_sail_at_set_up(sid: str) -> None:
    """[15.3, 15.5, 15.6, 5.22] each ship's angle to the wind at set-up (T133, T135, T136)."""
    pos = scenario(sid)
    for ship_name, (_, _, heading, sail, _, _) in SETUPS[sid][1].items():
        assert str(point_of_sail(heading, pos.wind)) == sail, ship_name


@pytest.mark.parametrize("table", ["minus_one", "proportional"])
@pytest.mark.parametrize("sid", ["15.3", "15.5", "15.6"])
def test_15_3_15_5_15_6_allowances_at_set_up(sid: str, table: str) -> None:
    """[15.3, 15.5, 15.6, 7.1] Sailing Values and Movement Allowances at set-up, the same under either ma_table reading."""
    pos = scenario(sid, readings={"ma_table": table})
    for ship_name, (_, _, _, _, grade, ma) in SETUPS[sid][1].items():
        assert pos.ship(ship_name).counter.sailing == grade, ship_name
        assert allowance(pos, ship_name) == ma, ship_name


@pytest.mark.parametrize("sid, gauge", [("15.3", "BR"), ("15.5", "BR"), ("15.6", "BR")])
def test_15_3_15_5_15_6_first_turn_allowances_and_weather_gauge(sid: str, gauge: str) -> None:
    """[15.3, 15.5, 15.6, 7.21] all ships ordered ahead on turn 1 get their set-up allowance; the side with more fastest ships holds the gauge."""
    g = Game.from_scenario(sid)
    for ship_name in SETUPS[sid][1]:
        g.apply_action(f"command {ship_name} ahead")
    assert {s.name: s.ma for s in g.position.ships} == {n: v[5] for n, v in SETUPS[sid][1].items()}
    assert g.flow.gauge == gauge


@pytest.mark.parametrize(
    "sid, a, b, rp",
    [
        ("15.3", "Lydia", "Natividad", 10),
        ("15.5", "Constitution", "Cyane", 8),
        ("15.5", "Constitution", "Levant", 9),
        ("15.6", "Victorious", "Rivoli", 9),
    ],
)
def test_15_3_15_5_15_6_opening_ranges(sid: str, a: str, b: str, rp: int) -> None:
    """[15.3, 15.5, 15.6, 9.31a] T140/T141: the opening distances in Range Points."""
    pos = scenario(sid)
    assert range_points(pos.ship(a).square, pos.ship(b).square) == rp


@pytest.mark.parametrize("sid, ships", [("15.3", 2), ("15.5", 3), ("15.6", 6)])
def test_15_3_15_5_15_6_are_open_ended_small_scenarios(sid: str, ships: int) -> None:
    """[15.3, 15.5, 15.6, 15.0-GL] six ships or fewer: no fixed length and no optional fastest-first rule [7.24]."""
    info = scenario_info(sid)
    assert len(info.deployments) == ships
    assert info.game_length is None and not info.seven_or_more_ships
    assert info.first_broadside == "standard"
    assert Game.from_scenario(sid).game_length is None
