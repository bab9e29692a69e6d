"""Commands [6.0]: who may be given which order, and the wheel test [6.21, 10.32]."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.commands import (
    command,
    command_ruling,
    give_command,
    legal_commands,
    ordered_now,
    wheel_test,
    wheel_test_odds,
)
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.vocabulary import COMMANDS

ALL = ("ahead", "port", "starboard", "wear", "tack")


def ship(name: str, sq: str = "1010", facing: str = "E", **kw) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def pos(*ships: ShipState, wind: str = "N") -> Position:
    return Position(Direction.parse(wind), tuple(ships))


def test_five_commands_in_order_T21() -> None:
    """[6.12] T21: ahead, port, starboard, wear, tack; chit letters read too."""
    assert COMMANDS == ALL
    assert [command(x) for x in "APSWT"] == list(ALL)
    assert command(" Port ") == "port"
    with pytest.raises(UnknownChoiceError):
        command("luff")


def test_crew_six_may_tack_and_wear_T22() -> None:
    """[6.22] T22: crew 6 (Felicite) may be given every command."""
    p = pos(ship("Felicite"))
    assert legal_commands(p, "Felicite") == ALL
    assert legal_commands(p, "Felicite") == ALL


def test_crew_five_may_wear_not_tack_T23() -> None:
    """[6.22, 10.12] T23: Shannon crew 9 with 4 hull hits has crew 5: wear yes, tack no."""
    p = pos(ship("Shannon", hull=4))
    assert legal_commands(p, "Shannon") == ("ahead", "port", "starboard", "wear")
    r = command_ruling(p, "Shannon", "tack")
    assert not r and r.cases[-1] == "6.22"


def test_crew_four_neither_T24_alliance() -> None:
    """[6.22] T24/B4: Alliance (crew 4) may be given neither tack nor wear."""
    p = pos(ship("Alliance"))
    assert legal_commands(p, "Alliance") == ("ahead", "port", "starboard")
    with pytest.raises(IllegalActionError, match=r"\[6.22\]"):
        give_command(p, "Alliance", "wear")


@pytest.mark.parametrize(
    "kw, facing, case",
    [
        ({"fouled": True}, "E", "6.1"),
        ({"masts": 3}, "E", "10.41"),
        ({"masts": 1, "rigging": 2}, "E", "10.41"),
        ({"prize": True, "side": "US"}, "E", "10.41"),
        ({"hull": 5}, "E", "10.41"),  # Shannon rate 5: abandoned at 5 [12.11]
        ({}, "N", "6.1"),  # facing the wind: taken aback [7.61]
    ],
)
def test_no_command_for_fouled_diw_or_aback_6_1(kw: dict, facing: str, case: str) -> None:
    """[6.1, 10.41] fouled, dead-in-the-water (incl. prize, abandoned) and taken-aback ships get no order."""
    p = pos(ship("Shannon", facing=facing, **kw))
    assert legal_commands(p, "Shannon") == ()
    r = command_ruling(p, "Shannon", "ahead")
    assert r.verdict is False and r.case == case
    with pytest.raises(IllegalActionError, match=rf"\[{case}\]"):
        give_command(p, "Shannon", "ahead")


def test_give_command_returns_new_position_and_refusal_changes_nothing_6_13() -> None:
    """[6.1, 6.13] one command per ship; a refused order leaves the position as it was."""
    p = pos(ship("Shannon"))
    q = give_command(p, "Shannon", "port")
    assert q.ship("Shannon").command == "port" and p.ship("Shannon").command is None
    with pytest.raises(IllegalActionError, match=r"\[6.13\]"):
        give_command(q, "Shannon", "ahead")
    assert q.ship("Shannon").command == "port"
    with pytest.raises(UnknownChoiceError):
        give_command(p, "Shannon", "jibe")


def test_command_ruling_explains_allowed() -> None:
    """[6.1, 6.12, 6.22] an allowed tack cites the crew check."""
    r = command_ruling(pos(ship("Shannon")), "Shannon", "tack")
    assert r and "6.22" in r.cases and "6.1" in r.cases


def test_wheel_test_fails_above_crew_T96() -> None:
    """[10.32, 8.22] T96: crew 3, die 4 -> order lost, drift needed; die 3 -> order stands."""
    s = ship("Victorious", hull=6, wheel=True, command="ahead")  # rate 3 abandons at 7; crew 9 - 6 = 3
    p = pos(s)
    assert crew_value(p.ship("Victorious")) == 3
    q, r = wheel_test(p, "Victorious", 4)
    assert not r and r.drift_needed and q.ship("Victorious").command is None and "10.32" in r.cases
    q2, r2 = wheel_test(p, "Victorious", 3)
    assert r2 and not r2.drift_needed and q2 is p


def test_wheel_test_never_fails_with_crew_six_T97() -> None:
    """[10.32] T97: crew 6 or more never fails; odds are exact."""
    p = pos(ship("Felicite", wheel=True, command="port"))
    for die in range(1, 7):
        assert wheel_test(p, "Felicite", die)[1]
    assert dict(wheel_test_odds(p, "Felicite")) == {"succeeds": Fraction(1)}
    p3 = pos(ship("Victorious", hull=6, wheel=True, command="port"))
    assert wheel_test_odds(p3, "Victorious")["fails"] == Fraction(1, 2)


def test_wheel_test_refusals_6_21() -> None:
    """[6.21] no wheel hit or no command: no test; a bad die is unreadable input."""
    p = pos(ship("Shannon", command="ahead"))
    with pytest.raises(IllegalActionError, match=r"\[6.21\]"):
        wheel_test(p, "Shannon", 3)
    with pytest.raises(IllegalActionError, match=r"\[10.32\]"):
        wheel_test(pos(ship("Shannon", wheel=True)), "Shannon", 3)
    with pytest.raises(InvalidInputError):
        wheel_test(pos(ship("Shannon", wheel=True, command="ahead")), "Shannon", 7)


@given(hull=st.integers(0, 4), facing=st.sampled_from(list(Direction)), wind=st.sampled_from(list(Direction)))
def test_legal_commands_match_crew_and_wind(hull: int, facing: Direction, wind: Direction) -> None:
    """[6.1, 6.22] invariant: aback -> nothing; else ahead/port/starboard always, wear at crew 5+, tack at 6+."""
    s = ShipState(counter("Shannon"), "BR", square("1010"), facing, hull=hull)
    p = Position(wind, (s,))
    got = legal_commands(p, "Shannon")
    if facing == wind:
        assert got == ()
    else:
        crew = 9 - hull
        want = ("ahead", "port", "starboard") + (("wear",) if crew >= 5 else ()) + (("tack",) if crew >= 6 else ())
        assert got == want


def test_give_command_notes_the_game_turn_of_the_order_6_1_7_74() -> None:
    """[6.1, 7.74] the order's Game-Turn is kept (``ordered_turn``) and the one before moves to
    ``prior_ordered_turn``; a refused order leaves both as they were."""
    p = pos(ship("Shannon", ordered_turn=2)).with_(turn=4)
    q = give_command(p, "Shannon", "port")
    assert (q.ship("Shannon").ordered_turn, q.ship("Shannon").prior_ordered_turn) == (4, 2)
    assert (p.ship("Shannon").ordered_turn, p.ship("Shannon").prior_ordered_turn) == (2, None)
    with pytest.raises(IllegalActionError, match=r"\[6.13\]"):
        give_command(q.with_(turn=5), "Shannon", "ahead")
    assert (q.ship("Shannon").ordered_turn, q.ship("Shannon").prior_ordered_turn) == (4, 2)


def test_an_order_given_again_in_the_same_turn_keeps_the_earlier_prior_turn_7_74() -> None:
    """[7.74] a chit replaced in the same Game-Turn does not make that turn its own predecessor."""
    s = ship("Shannon", ordered_turn=4, prior_ordered_turn=2)
    assert ordered_now(s, 4) == {"ordered_turn": 4, "prior_ordered_turn": 2}
    assert ordered_now(s, 6) == {"ordered_turn": 6, "prior_ordered_turn": 4}
    again = give_command(pos(s).with_(turn=4), "Shannon", "ahead").ship("Shannon")
    assert (again.ordered_turn, again.prior_ordered_turn) == (4, 2)


@given(st.lists(st.integers(1, 40), min_size=1, max_size=8, unique=True).map(sorted))
def test_prior_ordered_turn_is_always_the_order_before_the_last_7_74(turns: list[int]) -> None:
    """[6.1, 7.74] whatever Game-Turns a ship is ordered in, after each order ``ordered_turn`` is that turn and
    ``prior_ordered_turn`` the one before it (``None`` for the first): the ship itself carries what reading
    backsail_consecutive=ordered_phases needs."""
    p = pos(ship("Shannon"))
    for i, t in enumerate(turns):
        p = give_command(p.with_(turn=t), "Shannon", "ahead")
        s = p.ship("Shannon")
        assert (s.ordered_turn, s.prior_ordered_turn) == (t, turns[i - 1] if i else None)
        p = p.with_ship(s.with_(command=None))  # the Terminal Stage takes the chit off [4.2 F]
