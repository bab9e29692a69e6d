"""Drift [8.0-8.4]: the die swings the bow in place, the ship loses its order and may not fire."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.drifting import drift, drift_again, drift_odds
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def pos(facing: str = "E", **kw) -> Position:
    return Position(Direction.N, (ShipState(counter("Shannon"), "BR", square("1010"), Direction.parse(facing), **kw),))


@pytest.mark.parametrize("die, facing", [(1, "E"), (2, "E"), (3, "NE"), (4, "NE"), (5, "SE"), (6, "SE")])
def test_drift_die_T48_T49_T50(die: int, facing: str) -> None:
    """[8.0] T48-T50: 1-2 unchanged, 3-4 45 degrees to port, 5-6 to starboard, same square."""
    p = pos("E", command="ahead", mp=4)
    q, r = drift(p, "Shannon", die)
    s = q.ship("Shannon")
    assert s.facing == Direction.parse(facing) and s.square == square("1010")
    assert s.drifted and s.command is None and s.mp == 0  # [8.4]
    assert r.verdict == s.facing.name and r and "8.0" in r.cases and "8.4" in r.cases


def test_drift_odds_exact() -> None:
    """[8.0] one third each; by heading too."""
    assert dict(drift_odds()) == {"unchanged": Fraction(1, 3), "port": Fraction(1, 3), "starboard": Fraction(1, 3)}
    d = drift_odds("N")
    assert d[Direction.NW] == d[Direction.N] == d[Direction.NE] == Fraction(1, 3)


def test_drift_refusals_leave_position_unchanged_8_4() -> None:
    """[8.4] a ship drifts once a turn; a bad die is unreadable input."""
    p = pos(drifted=True)
    with pytest.raises(IllegalActionError, match=r"\[8.4\]"):
        drift(p, "Shannon", 3)
    with pytest.raises(InvalidInputError):
        drift(pos(), "Shannon", 0)
    assert p.ship("Shannon").facing == Direction.E


@given(st.sampled_from(list(Direction)), st.integers(1, 6))
def test_drift_turns_at_most_45(facing: Direction, die: int) -> None:
    """[8.0] invariant: the bow moves at most one 45-degree step and the square never changes."""
    p = Position(Direction.N, (ShipState(counter("Shannon"), "BR", square("1010"), facing),))
    s = drift(p, "Shannon", die)[0].ship("Shannon")
    assert facing.eighths_to(s.facing) in (0, 1, 7) and s.square == square("1010")


def test_a_second_drift_is_refused_8_4() -> None:
    """[8.4] a ship drifts once a Game-Turn: another drift for being taken aback or a failed test is refused."""
    p, _ = drift(pos("E"), "Shannon", 3)
    with pytest.raises(IllegalActionError, match=r"already drifted.*\[8\.4\]"):
        drift(p, "Shannon", 5)
    assert not drift_again(p, "Shannon")


@pytest.mark.parametrize("reading, again", [("swing_again", True), ("once", False)])
def test_wheel_hit_after_a_drift_reading_8_21(reading: str, again: bool) -> None:
    """[8.21, 8.4] a wheel hit on a ship that drifted already swings its bow again by default (8.21 has no
    exception); under wheel_drift_again=once it does not. Both answers name the reading."""
    first, _ = drift(pos("E"), "Shannon", 1)
    p = first.with_(readings=first.readings.replace(wheel_drift_again=reading))
    may = drift_again(p, "Shannon", "8.21")
    assert bool(may) is again and may.readings == (("wheel_drift_again", reading),)
    if again:
        q, r = drift(p, "Shannon", 5, "8.21")
        assert q.ship("Shannon").facing == Direction.SE and "8.21" in r.cases
        assert r.readings == (("wheel_drift_again", reading),)
    else:
        with pytest.raises(IllegalActionError, match=r"wheel_drift_again=once.*\[8\.4\]"):
            drift(p, "Shannon", 5, "8.21")


def _drifted_then_wheel_hit(reading: str) -> Game:
    """Guerriere starts taken aback and drifts [8.11]; Constitution steps and fires a doubles hit, critical die 1: a wheel hit [10.32]."""

    def sh(n: str, sq: str, f: str) -> ShipState:
        c = counter(n)
        return ShipState(c, c.nationality, square(sq), Direction.parse(f))

    p = Position(
        Direction.N,
        (sh("Guerriere", "1010", "N"), sh("Constitution", "1013", "E")),
        readings=READINGS.resolve({"wheel_drift_again": reading}),
    )
    g = Game(p)
    for a in (
        "command Constitution ahead",
        "roll 1",
        "step Constitution",
        "fire Constitution Guerriere hull",
        "roll 11",
        "roll 1",
    ):
        g.apply_action(a)
    return g


@pytest.mark.parametrize("reading, tasks", [("swing_again", [("drift", "Guerriere")]), ("once", [])])
def test_game_wheel_hit_on_a_drifted_ship_follows_the_reading_8_21(reading: str, tasks: list[tuple[str, str]]) -> None:
    """[8.21, 8.4, 10.32] in the engine, a wheel hit on a ship that already drifted asks for a second drift die
    only under wheel_drift_again=swing_again; the last action's ruling names the reading either way."""
    g = _drifted_then_wheel_hit(reading)
    assert g.position.ship("Guerriere").wheel and g.position.ship("Guerriere").drifted
    assert [(t.kind, t.ship) for t in g.flow.tasks] == tasks
    assert ("wheel_drift_again", reading) in g.ruling().readings


def test_drift_of_a_ship_taken_aback_at_the_command_stage_cites_7_61_8_11() -> None:
    """[8.11, 7.61, 8.4] Guerriere faces the wind when the Command Decision Stage begins, so it gets no command and
    drifts when the commands are revealed: the ruling says why (7.61, 8.11) and does not say it loses a command it
    never had. A ship that still held a command when it drifts does lose it [8.4]."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    start = scenario("15.4")
    g = Game(start.with_ship(start.ship("Guerriere").with_(facing=Direction.W)), scenario="15.4")  # wind from W
    g.apply_action("command Constitution ahead")
    g.apply_action("roll 1")
    text = " | ".join(str(s) for s in g.log)
    assert "[8.11]" in text and "[7.61]" in text and "loses its command" not in text
    _, ordered = drift(start.with_ship(start.ship("Guerriere").with_(command="port")), "Guerriere", 1)
    assert "loses its command" in ordered.steps[-1].reason


def test_a_drift_that_ends_facing_north_is_still_a_drift() -> None:
    """[8.0] the verdict is the heading's name, so a bow left facing north (Direction.N is 0) still reads as a drift."""
    _, r = drift(pos("N", command="ahead", mp=4), "Shannon", 1)
    assert r and r.verdict == "N" and r.facts["facing"] == Direction.N
