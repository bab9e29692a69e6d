"""Drift [8.0-8.4]: the die swings the bow in place, the ship loses its order and may not fire."""
from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.drift import drift, drift_odds
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
    assert r.verdict == s.facing and "8.0" in r.cases and "8.4" in r.cases


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
