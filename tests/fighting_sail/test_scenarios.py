"""The nine scenarios [15.0-15.9]: wind, deployments, game length, special rules and starting positions.

The expected set-ups below are typed from the case index (T129-T141) and the
examples (A17-A20, C1-C3), not read from the package data they check.
"""

from __future__ import annotations

import dataclasses

import pytest

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import name, square
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.scenarios import scenario, scenario_info, scenarios
from sailkit.rulesets.fighting_sail.state import Position
from sailkit.rulesets.fighting_sail.wind import movement_allowance, point_of_sail

IDS = [f"15.{i}" for i in range(1, 10)]

#: T131-T139: wind and every ship's (side, square, facing), with its point of sail at set-up (C1).
SETUPS: dict[str, tuple[str, dict[str, tuple[str, str, str, str]]]] = {
    "15.1": ("NW", {"Chesapeake": ("US", "0807", "SE", "running"), "Shannon": ("BR", "0811", "E", "broad reaching")}),
    "15.2": ("N", {"Wasp": ("US", "0805", "S", "running"), "Frolic": ("BR", "1108", "W", "beam reaching")}),
    "15.3": ("W", {"Lydia": ("BR", "0615", "NE", "broad reaching"), "Natividad": ("PA", "1115", "N", "beam reaching")}),
    "15.4": (
        "W",
        {"Constitution": ("US", "0610", "SE", "broad reaching"), "Guerriere": ("BR", "1009", "S", "beam reaching")},
    ),
    "15.5": (
        "S",
        {
            "Constitution": ("US", "0712", "E", "beam reaching"),
            "Cyane": ("BR", "0509", "E", "beam reaching"),
            "Levant": ("BR", "0808", "E", "beam reaching"),
        },
    ),
    "15.6": (
        "W",
        {
            "Victorious": ("BR", "1112", "NE", "broad reaching"),
            "Weazel": ("BR", "0512", "E", "running"),
            "Rivoli": ("FR", "1008", "E", "running"),
            "Jena": ("FR", "0705", "E", "running"),
            "Mercure": ("FR", "0508", "E", "running"),
            "Mamelouck": ("FR", "0503", "E", "running"),
        },
    ),
    "15.7": (
        "NE",
        {
            "Bonhomme Richard": ("US", "1510", "NW", "beam reaching"),
            "Pallas": ("US", "1811", "NW", "beam reaching"),
            "Alliance": ("US", "2112", "NW", "beam reaching"),
            "Serapis": ("BR", "0909", "SE", "beam reaching"),
            "Countess of Scarborough": ("BR", "0606", "SE", "beam reaching"),
        },
    ),
    "15.8": (
        "N",
        {
            **{
                s: ("US", sq, "SE", "broad reaching")
                for s, sq in [
                    ("Scorpion", "1907"),
                    ("Ariel", "1706"),
                    ("Lawrence", "1606"),
                    ("Caledonia", "1404"),
                    ("Niagara", "1304"),
                    ("Somers", "1203"),
                    ("Porcupine", "1002"),
                    ("Tigress", "0802"),
                    ("Trippe", "0602"),
                ]
            },
            **{
                s: ("BR", sq, "E", "beam reaching")
                for s, sq in [
                    ("Chippeway", "2012"),
                    ("Detroit", "1812"),
                    ("Hunter", "1612"),
                    ("Queen Charlotte", "1412"),
                    ("Lady Prevost", "1212"),
                    ("Little Belt", "1012"),
                ]
            },
        },
    ),
    "15.9": (
        "NW",
        {
            **{
                s: ("BR", sq, "S", "broad reaching")
                for s, sq in [
                    ("Acasta", "1111"),
                    ("Kingfisher", "1010"),
                    ("Epervier", "0909"),
                    ("Magicienne", "0808"),
                    ("Superb", "1209"),
                    ("Northumberland", "1108"),
                    ("Spencer", "1007"),
                    ("Canopus", "1204"),
                    ("Donegal", "1103"),
                    ("Atlas", "1002"),
                    ("Agamemnon", "0803"),
                ]
            },
            **{
                s: ("FR", sq, "W", "beating")
                for s, sq in [
                    ("Felicite", "1813"),
                    ("Comete", "1912"),
                    ("Diligente", "2011"),
                    ("Alexandre", "1711"),
                    ("Imperial", "1810"),
                    ("Diomede", "1909"),
                    ("Jupiter", "2008"),
                    ("Brave", "2107"),
                ]
            },
        },
    ),
}


def test_nine_scenarios_in_case_order_15_0() -> None:
    """[15.0] nine scenarios, 15.1 to 15.9."""
    assert [s.id for s in scenarios()] == IDS


@pytest.mark.parametrize("sid", IDS)
def test_setup_matches_the_printed_deployments_15_0(sid: str) -> None:
    """[15.1-15.9] T131-T139: wind, every ship's side, square and facing, in printed order."""
    wind, ships = SETUPS[sid]
    pos = scenario(sid)
    assert isinstance(pos, Position)
    assert pos.scenario == sid and pos.turn == 1 and pos.wind == Direction.parse(wind)
    got = {s.name: (s.side, name(s.square), s.facing.name) for s in pos.ships}
    assert got == {k: v[:3] for k, v in ships.items()}
    assert [s.name for s in pos.ships] == list(ships)
    assert scenario_info(sid).ships == tuple(ships)


@pytest.mark.parametrize("sid", IDS)
def test_points_of_sail_at_setup_5_22(sid: str) -> None:
    """[5.22] C1 / T131-T139: each ship's point of sail in the starting position."""
    wind, ships = SETUPS[sid]
    pos = scenario(sid)
    for s in pos.ships:
        assert point_of_sail(s.facing, pos.wind) == ships[s.name][3], s.name


@pytest.mark.parametrize(
    ("sid", "expected"),
    [
        ("15.4", {"Constitution": 6, "Guerriere": 4}),
        ("15.1", {"Chesapeake": 5, "Shannon": 6}),
        ("15.9", {"Felicite": 3, "Alexandre": 3, "Imperial": 2, "Brave": 2, "Superb": 6, "Spencer": 5, "Canopus": 4}),
    ],
)
def test_movement_allowance_at_setup_5_22(sid: str, expected: dict[str, int]) -> None:
    """[5.22] C2: set-up allowances with the reconstructed table (French A beating 3, B 2; British A 6, B 5, C 4)."""
    pos = scenario(sid)
    for ship, ma in expected.items():
        s = pos.ship(ship)
        assert movement_allowance(s.counter.sailing, s.facing, pos.wind) == ma, ship


def test_santo_domingo_allowances_by_grade_5_22() -> None:
    """[5.22] C2 for every ship of 15.9: British (broad reaching) A 6 / B 5 / C 4, French (beating) A 3 / B 2."""
    pos = scenario("15.9")
    table = {("BR", "A"): 6, ("BR", "B"): 5, ("BR", "C"): 4, ("FR", "A"): 3, ("FR", "B"): 2}
    for s in pos.ships:
        assert movement_allowance(s.counter.sailing, s.facing, pos.wind) == table[(s.side, s.counter.sailing)]


@pytest.mark.parametrize(
    ("sid", "a", "b", "rp"),
    [
        ("15.1", "Chesapeake", "Shannon", 8),  # T140
        ("15.2", "Wasp", "Frolic", 9),
        ("15.3", "Lydia", "Natividad", 10),
        ("15.4", "Constitution", "Guerriere", 9),
        ("15.5", "Constitution", "Cyane", 8),  # T141
        ("15.5", "Constitution", "Levant", 9),
        ("15.6", "Victorious", "Rivoli", 9),
        ("15.7", "Bonhomme Richard", "Serapis", 13),
    ],
)
def test_starting_ranges_9_31a(sid: str, a: str, b: str, rp: int) -> None:
    """[9.31a] T140-T141: Range Points between the opening ships."""
    pos = scenario(sid)
    assert range_points(pos.ship(a).square, pos.ship(b).square) == rp


@pytest.mark.parametrize(("sid", "length"), [*[(i, None) for i in IDS[:7]], ("15.8", 12), ("15.9", 16)])
def test_game_length_15_0(sid: str, length: int | None) -> None:
    """[15.0, 15.8, 15.9] A20 / T126-T127: 12 and 16 Game-Turns; the small scenarios are open-ended."""
    info = scenario_info(sid)
    assert info.game_length == length
    assert info.provenance_of("game_length") == "printed"
    assert info.provenance_of("game_length").cases == ((sid,) if length else ("15.0",))


def test_game_length_none_only_for_six_ships_or_fewer_15_0() -> None:
    """[15.0] the open-ended rule covers scenarios of six or fewer ships only."""
    for s in scenarios():
        assert (s.game_length is None) == (len(s.deployments) <= 6)


@pytest.mark.parametrize("sid", IDS)
def test_seven_or_more_ships_7_24(sid: str) -> None:
    """[7.24] C3: the optional fastest-first rule suits 15.8 (15 ships) and 15.9 (19 ships) only."""
    info = scenario_info(sid)
    assert info.seven_or_more_ships == (sid in ("15.8", "15.9"))
    assert info.seven_or_more_ships == (len(info.deployments) >= 7)
    assert info.provenance_of("seven_or_more_ships") == "derived"


def test_ship_counts_15_8_15_9() -> None:
    assert len(scenario("15.8").ships) == 15 and len(scenario("15.9").ships) == 19


@pytest.mark.parametrize("sid", IDS)
def test_first_broadside_rule_15_8(sid: str) -> None:
    """[15.8] A17 / T128: only Lake Erie replaces 9.33g with +10 at 3 Range Points or less."""
    info = scenario_info(sid)
    assert info.first_broadside == ("15.8" if sid == "15.8" else "standard")
    assert info.provenance_of("first_broadside").cases == (("15.8",) if sid == "15.8" else ("9.33g",))


def test_lake_erie_special_rule_names_9_33g_15_8() -> None:
    """[15.8] the special rule is stated in our words and cites the case it replaces."""
    ((case, text),) = scenario_info("15.8").special_rules
    assert case == "15.8" and "9.33g" in text and "+10" in text and "3 Range Points" in text


def test_alliance_starts_with_a_wheel_hit_15_7() -> None:
    """[15.7, 10.32] A19 / T129: Alliance begins with a wheel hit; no other ship in any scenario starts damaged."""
    pos = scenario("15.7")
    assert pos.ship("Alliance").wheel is True
    for s in scenarios():
        for ship in scenario(s.id).ships:
            if ship.name != "Alliance":
                assert not ship.wheel and ship.hull == ship.rigging == ship.masts == ship.fires == 0
    ((case, text),) = scenario_info("15.7").special_rules
    assert case == "15.7" and "10.32" in text and "mast" in text


def test_wasp_and_frolic_carry_carronades_15_2() -> None:
    """[15.2, 9.38] A18 / T130: both ships of 15.2 are carronade-armed."""
    pos = scenario("15.2")
    assert pos.ship("Wasp").counter.carronade and pos.ship("Frolic").counter.carronade
    ((case, text),) = scenario_info("15.2").special_rules
    assert case == "15.2" and "9.38" in text


@pytest.mark.parametrize("sid", IDS)
def test_owners_are_the_printed_sides_and_nobody_is_a_prize_15_0(sid: str) -> None:
    """[15.0, 12.2] each ship starts owned by its own side, untouched, with the scenario's two sides."""
    pos = scenario(sid)
    assert len(scenario_info(sid).sides) == 2
    for s in pos.ships:
        assert s.side == s.counter.nationality
        assert not (s.prize or s.destroyed or s.fouled or s.studding or s.first_port or s.first_starboard)
    squares = [s.square for s in pos.ships]
    assert len(set(squares)) == len(squares), "two ships share a starting square"


def test_compass_orientation_is_a_convention_2_1() -> None:
    """[2.1] the rose is lost: North toward row 01 is our convention, and the provenance says so."""
    p = scenario_info("15.1").provenance_of("compass")
    assert p == "convention" and p.cases == ("2.1",) and "row 01" in str(p.ruling)
    # The historical weather-gauge holder starts upwind [15.1]: Chesapeake north of Shannon, wind NW.
    pos = scenario("15.1")
    assert pos.ship("Chesapeake").square.row < pos.ship("Shannon").square.row


@pytest.mark.parametrize("sid", IDS)
def test_printed_values_cite_the_scenario(sid: str) -> None:
    info = scenario_info(sid)
    for value in ("title", "wind", "deployments"):
        p = info.provenance_of(value)
        assert p == "printed" and p.cases == (sid,)


def test_unknown_provenance_key_lists_the_choices() -> None:
    with pytest.raises(UnknownChoiceError) as err:
        scenario_info("15.1").provenance_of("weather")
    assert "'weather'" in str(err.value) and "'wind'" in str(err.value)


@pytest.mark.parametrize("bad", ["15.10", "16", "", "15,4", 15.4, None])
def test_bad_scenario_id_lists_all_nine(bad: object) -> None:
    with pytest.raises(UnknownChoiceError) as err:
        scenario(bad)  # type: ignore[arg-type]
    msg = str(err.value)
    assert repr(bad) in msg and all(repr(i) in msg for i in IDS)


def test_scenario_id_tolerates_spaces() -> None:
    assert scenario(" 15.4 ").scenario == "15.4"


def test_scenario_position_carries_the_readings_chosen() -> None:
    """A scenario can start with non-default readings; a bad reading is refused."""
    pos = scenario("15.1", readings={"arc_boundary": "blind"})
    assert pos.readings["arc_boundary"] == "blind"
    assert scenario("15.1").readings == READINGS.defaults()
    with pytest.raises(UnknownChoiceError):
        scenario("15.1", readings={"arc_boundary": "wide"})


def test_scenarios_are_immutable_and_fresh() -> None:
    """Each call builds an equal, independent starting position; the records are frozen."""
    assert scenario("15.9") == scenario("15.9")
    info = scenario_info("15.9")
    with pytest.raises(dataclasses.FrozenInstanceError):
        info.game_length = 3  # type: ignore[misc]
    assert scenario_info("15.9").game_length == 16


def test_notes_are_short_and_str_lists_the_setup() -> None:
    for s in scenarios():
        assert 0 < len(s.notes) < 300
        text = str(s)
        assert s.id in text and all(name(d.square) in text for d in s.deployments)
    assert "open-ended" in str(scenario_info("15.1")) and "16 Game-Turns" in str(scenario_info("15.9"))


def test_every_ship_is_on_the_map_2_1() -> None:
    """[2.1] every starting square is a real map square."""
    for s in scenarios():
        for d in s.deployments:
            assert square(name(d.square)) == d.square
