"""The Strategic Cycle [13.0]: when it runs, swell [13.1], fires [13.2], studding sails [13.3]."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.strategic import (
    burn,
    burning_odds,
    cycle_due,
    studding_lapse,
    studding_phase,
    swell,
    swell_candidates,
    swell_exemption,
    swell_odds,
)
from sailkit.rulesets.fighting_sail.wind import movement_allowance


def ship(name: str, side: str, sq: str, facing: Direction = Direction.S, **kw: object) -> ShipState:
    return ShipState(counter(name), side, square(sq), facing, **kw)  # type: ignore[arg-type]


def pos(*ships: ShipState, wind: Direction = Direction.W, turn: int = 8, **readings: str) -> Position:
    return Position(wind, ships, turn=turn, readings=READINGS.defaults().replace(**readings))


DISMASTED = dict(masts=3)


@pytest.mark.parametrize("turn", [8, 16, 24])
def test_t6_cycle_runs_on_multiples_of_eight(turn: int) -> None:
    """T6 [13.0]"""
    assert cycle_due(turn) and "13.0" in cycle_due(turn).cases


@pytest.mark.parametrize("turn", [1, 2, 7, 9, 12, 15])
def test_t7_no_cycle_otherwise(turn: int) -> None:
    """T7 [13.0]"""
    assert not cycle_due(turn)


def test_cycle_phases_refused_off_cycle() -> None:
    """[13.0, 13.3] studding sails cannot be declared on turn 7: the refusal cites the Studding Sail Phase."""
    p = pos(ship("Shannon", "BR", "1010", **DISMASTED), turn=7)
    with pytest.raises(IllegalActionError, match=r"\[13\.3\]"):
        studding_phase(p, ["Shannon"])
    with pytest.raises(IllegalActionError, match=r"\[13\.3\]"):
        studding_lapse(p)


def test_game_runs_the_cycle_only_on_multiples_of_eight_13_0() -> None:
    """[13.0, 13.1] a game at Game-Turn 8 opens with the swell die of its ship dead in the water; at turn 7 it does not."""
    ships = (ship("Shannon", "BR", "1010", **DISMASTED), ship("Chesapeake", "US", "2020"))
    assert Game(pos(*ships, turn=8)).flow.tasks[0].kind == "swell"
    assert Game(pos(*ships, turn=7)).flow.phase == "command"


# ---------------------------------------------------------------- swell


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_t116_b28_swell_roll(die: int) -> None:
    """T116, B28 [13.11]: 1-2 nothing; 3-6 one square downwind, heading unchanged."""
    p = pos(ship("Shannon", "BR", "1010", Direction.NE, **DISMASTED))
    new, r = swell(p, "Shannon", die)
    s = new.ship("Shannon")
    assert s.facing is Direction.NE
    assert s.square == (square("1110") if die >= 3 else square("1010"))
    assert r.verdict == ("moves" if die >= 3 else "stays")


def test_t117_wind_from_west_pushes_east() -> None:
    """T117 [13.11]: wind W, dead in the water at 1010, die 4 -> 1110."""
    new, _ = swell(pos(ship("Shannon", "BR", "1010", **DISMASTED)), "Shannon", 4)
    assert new.ship("Shannon").square == square("1110")


def test_only_dead_in_the_water_ships_swell() -> None:
    """[13.1, 10.41] a ship that can sail is not affected."""
    p = pos(ship("Shannon", "BR", "1010"))
    assert swell_exemption(p, "Shannon") and swell_candidates(p) == ()
    with pytest.raises(IllegalActionError, match=r"\[13\.1\]"):
        swell(p, "Shannon", 4)


def test_t118_occupied_leeward_square_exempts() -> None:
    """T118 [13.12]: a ship in the downwind square means no roll."""
    p = pos(ship("Shannon", "BR", "1010", **DISMASTED), ship("Chesapeake", "US", "1110"))
    ex = swell_exemption(p, "Shannon")
    assert ex and "13.12" in ex.cases
    with pytest.raises(IllegalActionError, match=r"\[13\.12\]"):
        swell(p, "Shannon", 5)


def test_map_edge_reading() -> None:
    """[13.11, 15.0-MR] at the east edge the edge blocks by default; unbounded lets the ship go."""
    s = ship("Shannon", "BR", "3010", **DISMASTED)
    assert swell_exemption(pos(s), "Shannon")
    p = pos(s, swell_edge="unbounded")
    new, _ = swell(p, "Shannon", 6)
    assert new.ship("Shannon").square == Square(31, 10)


def test_fouled_stack_rolls_once_and_moves_together() -> None:
    """[13.13] one die for the stack; both ships move, each keeping its heading."""
    a = ship("Wasp", "US", "0505", Direction.N, fouled=True)
    b = ship("Frolic", "BR", "0505", Direction.SE, fouled=True)
    p = pos(a, b)
    (unit,) = swell_candidates(p)
    assert {s.name for s in unit} == {"Wasp", "Frolic"}
    new, r = swell(p, "Frolic", 3)
    assert new.ship("Wasp").square == new.ship("Frolic").square == square("0605")
    assert new.ship("Frolic").facing is Direction.SE and "13.13" in r.cases


def test_game_asks_one_swell_die_per_unit_13_11_13_13() -> None:
    """[13.11, 13.13] the engine's Swell Phase asks one die for the fouled stack and one for the lone dismasted
    ship; a roll of 1 leaves that ship where it was."""
    ships = (
        ship("Wasp", "US", "0505", Direction.N, fouled=True),
        ship("Frolic", "BR", "0505", Direction.SE, fouled=True),
        ship("Shannon", "BR", "1010", **DISMASTED),
        ship("Chesapeake", "US", "2020"),
    )
    g = Game(pos(*ships))
    assert [(t.kind, t.ship) for t in g.flow.tasks] == [("swell", "Wasp"), ("swell", "Shannon")]
    g.apply_action("roll 3")
    g.apply_action("roll 1")
    assert g.position.ship("Frolic").square == square("0605") and g.position.ship("Shannon").square == square("1010")


def test_swell_odds_exact() -> None:
    """[13.11] moves 2/3, stays 1/3; an exempt ship surely stays."""
    p = pos(ship("Shannon", "BR", "1010", **DISMASTED), ship("Chesapeake", "US", "1110"))
    assert swell_odds(pos(ship("Shannon", "BR", "1010", **DISMASTED)), "Shannon")["moves"] == Fraction(2, 3)
    assert swell_odds(p, "Shannon")["stays"] == 1


@given(st.sampled_from(list(Direction)), st.integers(3, 6), st.integers(2, 29), st.integers(2, 19))
def test_swell_moves_exactly_downwind(wind: Direction, die: int, col: int, row: int) -> None:
    """[13.11] whatever the wind, a moving ship goes one step where the wind blows, facing kept."""
    p = pos(ship("Shannon", "BR", f"{col:02d}{row:02d}", Direction.E, **DISMASTED), wind=wind)
    new, _ = swell(p, "Shannon", die)
    s = new.ship("Shannon")
    dc, dr = wind.opposite().step
    assert (s.square.col - col, s.square.row - row) == (dc, dr) and s.facing is Direction.E


def test_swell_next_to_an_abandoned_enemy_makes_it_strike() -> None:
    """[12.14] a ship carried beside an abandoned enemy takes its surrender (strike_triggers default)."""
    fouled = dict(fouled=True)
    p = pos(
        ship("Wasp", "US", "0505", **fouled),
        ship("Chesapeake", "US", "0505", **fouled),
        ship("Cyane", "BR", "0705", hull=5),
    )
    new, r = swell(p, "Wasp", 4)
    assert new.ship("Cyane").prize and new.ship("Cyane").side == "US" and "12.14" in r.cases


# ---------------------------------------------------------------- fires


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_t119_fire_roll(die: int) -> None:
    """T119 [13.21]: 1 blows the ship up, 2-6 adds a hull hit."""
    p = pos(ship("Shannon", "BR", "1010", fires=1))
    new, r = burn(p, "Shannon", die)
    s = new.ship("Shannon")
    assert s.destroyed is (die == 1)
    assert s.hull == (0 if die == 1 else 1)


def test_t120_hit_reaching_abandonment_blows_up() -> None:
    """T120 [13.22]: Rate 5 with 4 hull hits, roll 3: the 5th hit is the abandonment level, so it blows up."""
    new, r = burn(pos(ship("Shannon", "BR", "1010", fires=1, hull=4)), "Shannon", 3)
    assert new.ship("Shannon").destroyed and r.verdict == "blows up" and "13.22" in r.cases


def test_t121_explosion_takes_the_fouled_stack() -> None:
    """T121 [13.24]: a ship fouled with two others blows up and all three are destroyed."""
    f = dict(fouled=True)
    p = pos(
        ship("Shannon", "BR", "1010", fires=1, **f),
        ship("Chesapeake", "US", "1010", **f),
        ship("Cyane", "BR", "1010", **f),
        ship("Wasp", "US", "0303"),
    )
    new, r = burn(p, "Shannon", 1)
    assert {s.name for s in new.ships if s.destroyed} == {"Shannon", "Chesapeake", "Cyane"}
    assert not new.ship("Wasp").destroyed and "13.24" in r.cases


def test_game_fire_phase_skips_ships_already_destroyed_13_24() -> None:
    """[13.21, 13.24] in the engine's Fire Phase a burning ship lost in another's explosion rolls no die."""
    f = dict(fouled=True, fires=1)
    p = pos(ship("Shannon", "BR", "1010", **f), ship("Chesapeake", "US", "1010", **f), swell_edge="blocks")
    g = Game(p)
    while g.flow.phase != "fires":
        g.apply_action("roll 1")  # the stack's swell die: no effect
    assert [t.ship for t in g.flow.tasks] == ["Shannon", "Chesapeake"]
    g.apply_action("roll 1")
    assert g.position.ship("Chesapeake").destroyed and g.position.ship("Chesapeake").hull == 0
    assert not any(t.kind == "burn" for t in g.flow.tasks)
    assert "13.24" in g.ruling().cases
    with pytest.raises(IllegalActionError, match=r"\[13\.23\]"):
        burn(g.position, "Chesapeake", 4)


def test_burning_odds_exact() -> None:
    """[13.21, 13.22] 1/6 to blow up; certain when the next hull hit reaches abandonment."""
    assert burning_odds(pos(ship("Shannon", "BR", "1010", fires=1)), "Shannon")["blows up"] == Fraction(1, 6)
    assert burning_odds(pos(ship("Shannon", "BR", "1010", fires=1, hull=4)), "Shannon")["blows up"] == 1
    with pytest.raises(IllegalActionError, match=r"\[13\.21\]"):
        burning_odds(pos(ship("Shannon", "BR", "1010")), "Shannon")


# ---------------------------------------------------------------- studding sails


def test_t123_set_and_take_in_studding_sails() -> None:
    """T123 [13.31]: set in turn 8's phase; only ships carrying them may take them in."""
    p = pos(ship("Shannon", "BR", "1010"), ship("Chesapeake", "US", "0505", studding=True))
    new, r = studding_phase(p, set_on=["Shannon"], take_in=["Chesapeake"])
    assert new.ship("Shannon").studding and not new.ship("Chesapeake").studding
    assert r.verdict == ("Shannon",)
    with pytest.raises(IllegalActionError, match=r"no studding sails.*\[13\.31\]"):
        studding_phase(p, take_in=["Shannon"])
    with pytest.raises(IllegalActionError, match=r"already"):
        studding_phase(p, set_on=["Chesapeake"])


def test_studding_duration_reading() -> None:
    """[13.31] sails stay set by default; under eight_turns they lapse at the next cycle."""
    p = pos(ship("Shannon", "BR", "1010", studding=True), turn=16)
    same, _ = studding_lapse(p)
    assert same.ship("Shannon").studding
    lapsed, r = studding_lapse(p.with_(readings=p.readings.replace(studding_duration="eight_turns")))
    assert not lapsed.ship("Shannon").studding and r.verdict == ("Shannon",)


def test_t122_studding_shift_in_allowance() -> None:
    """T122, B9 [13.33]: beating 3 -> 4, beam 4 -> 5 (running), running 5 -> 6, broad 6 stays (Sailing A)."""
    wind = Direction.N
    for heading, plain, with_sails in (
        (Direction.NE, 3, 4),
        (Direction.E, 4, 5),
        (Direction.S, 5, 6),
        (Direction.SE, 6, 6),
    ):
        assert movement_allowance("A", heading, wind) == plain
        assert movement_allowance("A", heading, wind, studding=True) == with_sails


@pytest.mark.parametrize("reading", ["exempt", "owner_may_roll"])
def test_swell_exempt_roll_reading_13_12(reading: str) -> None:
    """[13.12, 13.11, 7.81] dismasted Shannon has Chesapeake in its downwind square, so it need not roll. By default
    (swell_exempt_roll=exempt) it never rolls and the game offers nothing. Under owner_may_roll BR may declare a
    roll: on a 5 Shannon is carried into Chesapeake's square and the two are fouled, the ruling naming the reading."""
    p = pos(ship("Shannon", "BR", "1010", **DISMASTED), ship("Chesapeake", "US", "1110"), swell_exempt_roll=reading)
    g = Game(p, game_length=None)
    if reading == "exempt":
        assert g.flow.phase != "swell"
        with pytest.raises(IllegalActionError, match=r"\[13\.12\]"):
            swell(p, "Shannon", 5, by_choice=True)
        return
    assert g.phase == "Swell [13.1]" and {str(a) for a in g.legal_actions()} == {"swell Shannon", "done BR"}
    assert g.current_side() == "BR"
    g.apply_action("swell Shannon")
    assert g.is_chance_node()
    g.apply_action("roll 5")
    shannon, chesapeake = g.position.ship("Shannon"), g.position.ship("Chesapeake")
    assert shannon.square == chesapeake.square == square("1110") and shannon.fouled and chesapeake.fouled
    assert ("swell_exempt_roll", "owner_may_roll") in g.ruling().readings and "7.81" in g.ruling().cases
    again = Game.from_text(g.to_text())
    assert again.position == g.position and again.actions == g.actions


def test_chosen_swell_roll_never_makes_a_fifth_ship_13_12_7_82() -> None:
    """[13.12, 7.82] under owner_may_roll a ship carried toward a square holding four ships stays where it is."""
    four = [ship(n, "US", "1110", fouled=True) for n in ("Chesapeake", "Constitution", "Wasp", "Alliance")]
    p = pos(ship("Shannon", "BR", "1010", **DISMASTED), *four, swell_exempt_roll="owner_may_roll")
    new, r = swell(p, "Shannon", 6, by_choice=True)
    assert new == p and r.verdict == "stays" and "more than four" in r.steps[-1].reason
