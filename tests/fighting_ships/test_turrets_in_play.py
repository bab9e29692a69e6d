"""Turrets on the engine [5.4g, 5.4h]: a DB ship's broadsides at two targets, a secondary battery's own salvo."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State

from .test_engine import play, rolls

HEAD = "FSH turn 1 gunnery wind W blowing table 72x48 morale 50,50 first 1"
SHIPS = (
    "Lion=1 battlecruiser 10,20@90 D0 A0 | Kent=1 destroyer 10,40@90 D0 A0 "
    "| Luetzow=2 battlecruiser 30,20@270 D0 A0 | V27=2 destroyer 12,30@270 D0 A0"
)


def at(ships: str = SHIPS) -> State:
    pos = Position.parse(HEAD + " | " + ships)
    return State(Setup("test", pos), pos)


def legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def test_a_capital_ship_offers_her_secondary_battery_and_a_db_ship_one_broadside() -> None:
    offered = legal(at())
    assert {"secondary Lion V27", "secondary Lion Luetzow", "broadside Lion V27", "broadside Kent V27"} <= offered
    assert not any(a.startswith("secondary Kent") for a in offered)  # a destroyer has no secondary battery


def test_the_secondary_battery_fires_its_best_training_as_its_own_salvo() -> None:
    """[5.4h, 5.3, 5.5.3.1] V27 lies in Lion's bow and port arcs: the port battery's 10 and a third of the starboard
    battery's turned ahead, 3: 13 dice, less 2 for the first shot; 6 inch Guns at 10.2 inches: short range."""
    state = play(at(), "secondary Lion V27")
    assert state.throw is not None and (state.throw.want, state.throw.band) == (11, "short")
    state = rolls(state, [1] * 11)
    assert "Lion" not in state.fought and "fire Lion Luetzow" in legal(state)
    assert not any(a.startswith("secondary Lion") for a in legal(state))  # once a Game-Turn


def test_two_broadsides_at_two_targets() -> None:
    """[5.4g] Lion's Gunnery 20 a broadside: one at V27, and then she may not fire both at one target; the second at
    Luetzow ends her fire."""
    state = play(at(), "broadside Lion V27")
    assert state.throw is not None and state.throw.want == 20 - 2 + 2  # first shot -2, heavy Guns +2 [5.5.3.1]
    state = rolls(state, [1] * 20)
    assert state.split == {"Lion"} and "fire Lion Luetzow" not in legal(state)
    assert "broadside Lion Luetzow" in legal(state)
    state = play(state, "broadside Lion Luetzow")
    state = rolls(state, [1] * state.throw.want if state.throw else [])
    assert "Lion" in state.fought and not any(a.startswith(("broadside Lion", "fire Lion")) for a in legal(state))


@pytest.mark.parametrize(("action", "case"), [("secondary Kent V27", "5.4h"), ("broadside Syrene Naiad", "5.4g")])
def test_a_battery_a_ship_lacks_is_refused_naming_the_case(action: str, case: str) -> None:
    state = at(SHIPS + " | Syrene=1 5th-rate 10,5@90 D0 A0 | Naiad=2 5th-rate 14,5@270 D0 A0")
    with pytest.raises(IllegalActionError) as refused:
        RULES.check_action(state, RULES.parse_action(action))
    assert refused.value.case == case
