"""Boats in the sail era [6.3, 1.5.2b] (issue 22): a becalmed ship's boats lowered to tow her (her move that
phase), her sailing roll scoring on 5s and 6s while they tow, and a move to hoist them in again."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

#: Syrene reaching across a calm (wind from the East, heading North), Naiad far off.
CALM = "FSH turn 2 sailing wind E becalmed table 48x48 morale 10,10 first 1 | Syrene=1 5th-rate 10,10@0 D0 A0{boats} "
CALM += "| Naiad=2 5th-rate 40,40@180 D0 A0"


def calm(boats: str = "") -> State:
    pos = Position.parse(CALM.format(boats=boats))
    return State(Setup("test", pos), pos)


def legal(state: State) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


def test_a_becalmed_ship_may_lower_her_boats_and_that_is_her_move() -> None:
    """[1.5.2b, 4.1.1i] Lowering the boats takes Syrene's move: she does not roll, stays where she is, and her run of
    no inches brings the Anchor token a short move does (then her test to shed it)."""
    state = calm()
    assert "tow Syrene" in legal(state) and "recover Syrene" not in legal(state)
    state, ruling = RULES.apply_action(state, RULES.parse_action("tow Syrene"))
    syrene = state.vessel("Syrene")
    assert syrene.boats and syrene.ship.pose == calm().vessel("Syrene").ship.pose and syrene.anchors == 1
    assert "1.5.2b" in ruling.cases and "Syrene" in state.sailed
    assert state.throw is not None and state.throw.kind == "anchor"
    assert "boats:out" in str(state.position) and Position.parse(str(state.position)) == state.position


def test_a_towed_ship_scores_on_5s_and_6s_in_a_calm() -> None:
    """[1.5.2b] With her boats out Syrene's Sailing dice 1, 2, 3, 5, 5, 6 give 3 points, not the 1 of a plain calm."""
    towed = rolls(play(calm(" boats:out"), "sail Syrene"), [1, 2, 3, 5, 5, 6])
    plain = rolls(play(calm(), "sail Syrene"), [1, 2, 3, 5, 5, 6])
    assert towed.moving is not None and towed.moving.points == 3
    assert plain.moving is not None and plain.moving.points == 1


def test_hoisting_the_boats_in_takes_a_move_too() -> None:
    """[1.5.2b] Recovering the boats is Syrene's move for the phase: afterwards she rolls as an untowed ship."""
    state = calm(" boats:out")
    assert "recover Syrene" in legal(state) and "tow Syrene" not in legal(state)
    state = play(state, "recover Syrene")
    assert not state.vessel("Syrene").boats and "Syrene" in state.sailed


def test_boats_are_lowered_to_tow_only_in_a_calm() -> None:
    """[1.5.2b] With the wind blowing there is nothing to tow for: the action is refused and nothing changes."""
    pos = Position.parse(CALM.format(boats="").replace("becalmed", "blowing"))
    state = State(Setup("test", pos), pos)
    assert "tow Syrene" not in legal(state)
    with pytest.raises(IllegalActionError) as refused:
        RULES.check_action(state, RULES.parse_action("tow Syrene"))
    assert refused.value.case == "1.5.2b" and "calm" in str(refused.value)
