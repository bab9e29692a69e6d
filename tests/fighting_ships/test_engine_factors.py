"""The tactical factors the engine now applies itself [5.5.3.1]: a first shot at a target, and a target that ran more
than 6 inches this Game-Turn, each take their 1 in 10 of the Gunnery dice."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import Setup, State
from tests.fighting_ships.test_engine import BROADSIDE, at, play, rolls


def dice_due(state: State) -> int:
    assert state.throw is not None and state.throw.kind == "gunnery"
    return state.throw.want


def test_the_first_shot_at_a_target_loses_a_die_in_ten_and_the_next_does_not() -> None:
    """[5.5.3.1g] Defiance's 8 Gunnery dice: 7 at her first shot at Naiad (as the Agamemnon example), 8 after."""
    state = at(BROADSIDE, phase="gunnery")
    assert dice_due(play(state, "fire Defiance Naiad")) == 7
    again = state.with_(ranged=frozenset({("Defiance", "Naiad")}))
    assert dice_due(play(again, "fire Defiance Naiad")) == 8


def test_under_per_game_only_the_first_salvo_of_the_game_loses_it() -> None:
    """Reading first_shot=per-game: a ship that has fired at anyone has found the range."""
    state = at(BROADSIDE, phase="gunnery")
    setup = Setup("test", state.position).with_readings({"first_shot": "per-game"})
    state = State(setup, setup.position)
    assert dice_due(play(state, "fire Defiance Naiad")) == 7
    other = state.with_(ranged=frozenset({("Defiance", "Achille")}))
    assert dice_due(play(other, "fire Defiance Naiad")) == 8


def test_a_target_that_ran_more_than_6_inches_this_game_turn_is_harder_to_hit() -> None:
    """[5.5.3.1c] Naiad ran 8 inches this Game-Turn: one die in ten fewer; 6 inches is not faster than 6."""
    state = at(BROADSIDE, phase="gunnery", ranged=frozenset({("Defiance", "Naiad")}))
    assert dice_due(play(state.with_(runs=(("Naiad", 8.0),)), "fire Defiance Naiad")) == 7
    assert dice_due(play(state.with_(runs=(("Naiad", 6.000000000000001),)), "fire Defiance Naiad")) == 8


def test_a_ship_s_run_is_counted_when_her_move_ends() -> None:
    """[4.1.1f] The inches of her move are what the fast-target factor reads."""
    state = at("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0")
    state = rolls(play(state, "sail Syrene"), [6] * 6)
    state = play(state, "manoeuvre Syrene M2", "manoeuvre Syrene M2", "manoeuvre Syrene M2", "manoeuvre Syrene M1")
    assert state.ran("Syrene") == 0.0  # still sailing: counted when her move ends
    state = play(state, "stop Syrene")
    assert state.ran("Syrene") == 7.0 and state.ran("Naiad") == 0.0
