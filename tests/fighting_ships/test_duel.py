"""The Duel's own turn sequence (APP.2.3.2a): sailing rolls, alternating manoeuvres from the ship furthest
downwind, a gun arc after each manoeuvre once a Game-Turn, and the end at a capture, sinking or strike."""

from __future__ import annotations

import pytest

from sailkit.errors import HeaderError, IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Game, Phase, Position, Setup, State
from sailkit.rulesets.fighting_ships.scenarios import duel
from sailkit.validate import validate_text
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first -"
#: Syrene lies 4 inches downwind (west) of Naiad, Naiad in her starboard broadside arc.
ABEAM = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 14,10@0 D0 A0"


def start(ships: str = ABEAM, **readings: str) -> State:
    pos = Position.parse(HEAD + " | " + ships)
    return RULES.start(Setup("test", pos, duel=True).with_readings(readings))


def legal(state: State) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


def sailed_both(state: State) -> State:
    """Both ships' Sailing rolls: Syrene 6 points, Naiad 4 (reaching: a point for each 4 or more)."""
    state = rolls(play(state, "sail Syrene"), [6] * 6)
    return rolls(play(state, "sail Naiad"), [6, 6, 6, 6, 1, 1])


def test_the_ship_furthest_downwind_rolls_and_manoeuvres_first_with_no_initiative_phase() -> None:
    """APP.2.3.2a c1-c2: both ships roll their points first, then manoeuvre in turn, Syrene (downwind) first."""
    state = start()
    assert state.phase is Phase.SAILING and state.throw is None and legal(state) == ["sail Syrene"]
    state = rolls(play(state, "sail Syrene"), [6] * 6)
    assert state.moving is None and [m.ship for m in state.held] == ["Syrene"] and legal(state) == ["sail Naiad"]
    state = sailed_both(start())
    assert state.phase is Phase.MANOEUVRE and state.moving is not None and state.moving.ship == "Syrene"
    assert [(m.ship, m.points) for m in state.held] == [("Naiad", 4)]
    with pytest.raises(IllegalActionError, match=r"APP\.2\.3\.2a|4\.1"):
        RULES.check_action(state, RULES.parse_action("manoeuvre Naiad M1"))


def test_after_each_manoeuvre_a_ship_may_fire_an_arc_she_has_not_fired_this_game_turn() -> None:
    """APP.2.3.2a c3: Syrene fires her starboard broadside after her first manoeuvre, not after her second."""
    state = play(sailed_both(start()), "manoeuvre Syrene M1")
    assert legal(state) == ["fire Syrene Naiad", "done GB"] and RULES.current_side(state) == "GB"
    state = play(state, "fire Syrene Naiad")
    assert state.broadsides == {("Syrene", "starboard broadside")} and state.throw is not None
    state = rolls(state, [1] * state.throw.want)  # every die misses
    assert state.moving is not None and state.moving.ship == "Naiad" and not state.volley
    state = play(state, "manoeuvre Naiad M1")
    assert legal(state) == ["fire Naiad Syrene", "done FR"]
    state = play(state, "done FR", "manoeuvre Syrene M1")  # Naiad holds fire; Syrene's broadside is spent
    assert state.moving is not None and state.moving.ship == "Naiad" and not state.volley


def test_a_new_game_turn_gives_every_arc_back() -> None:
    """APP.2.3.2a c3: the arcs fired are counted a Game-Turn at a time."""
    state = play(sailed_both(start()), "manoeuvre Syrene M1", "fire Syrene Naiad")
    state = rolls(state, [1] * (state.throw.want if state.throw else 0))
    for stop in ("stop Naiad", "stop Syrene"):
        state = play(state, stop)
        while state.throw is not None:  # her token test for the short move
            state = rolls(state, [1])
    assert state.turn == 2 and state.phase is Phase.SAILING and not state.broadsides


def test_level_ships_throw_for_who_goes_first_and_a_tie_throws_again() -> None:
    """APP.2.3.2a c2: equally downwind, a roll decides; 4 and 4 throw again, then 2 against 5 puts FR first."""
    state = start("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 10,20@0 D0 A0")
    assert state.throw is not None and state.throw.kind == "duel-order"
    state = rolls(state, [4, 4])
    assert state.throw is not None and state.throw.kind == "duel-order"
    state = rolls(state, [2, 5])
    assert state.position.first == 2 and legal(state) == ["sail Naiad"]


def test_chasers_count_only_under_the_every_arc_reading() -> None:
    """Reading duel_arcs: Naiad dead ahead of Syrene lies in her bow chaser arc alone."""
    ahead = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 9.75,18@0 D0 A0"
    for option, fires in (("every-arc", True), ("broadsides-only", False)):
        state = start(ahead, duel_arcs=option)
        state = rolls(play(state, "sail Naiad"), [6] * 6)
        state = rolls(play(state, "sail Syrene"), [6] * 6)
        state = play(state, "manoeuvre Naiad M1")
        assert ("fire Naiad Syrene" in legal(state)) is fires, option  # Syrene lies in her stern chaser
        state = play(state, *(["done FR"] if fires else []), "manoeuvre Syrene M1")
        assert ("fire Syrene Naiad" in legal(state)) is fires, option


def test_a_prize_ends_the_duel_at_once() -> None:
    """APP.2.3.2a b: the Duel ends when a ship is captured (here by boarding [6.1])."""
    ships = "Defiance=1 3rd-rate 10,10@0 D0 A1 with:Naiad | Naiad=2 5th-rate 11.375,10@0 D0 A1 with:Defiance"
    pos = Position.parse("FSH turn 1 boarding wind E blowing table 48x48 morale 10,10 first 1 | " + ships)
    state = State(Setup("test", pos, duel=True), pos)
    state = rolls(play(state, "board Defiance Naiad"), [6, 6, 6, 6, 1, 1, 1] + [1, 1, 1])
    assert state.result == "GB wins the Duel" and RULES.winner(state) == "GB" and not RULES.legal_actions(state)


def test_an_undecided_duel_is_a_draw_after_its_last_game_turn() -> None:
    """APP.2.3.2a b: only a capture, a sinking or a strike decides a Duel; sailkit stops it after 12 Game-Turns."""
    apart = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0"
    pos = Position.parse("FSH turn 12 boarding wind E blowing table 48x48 morale 1,10 first 1 | " + apart)
    state = play(State(Setup("test", pos, duel=True), pos), "done GB")
    assert state.result.startswith("a draw") and RULES.winner(state) is None  # morale decides nothing


def test_a_duel_needs_one_ship_a_side_and_its_record_names_its_sequence() -> None:
    pos = Position.parse(HEAD + " | " + ABEAM + " | Lynx=1 6th-rate 30,30@0 D0 A0")
    with pytest.raises(InvalidInputError, match="one ship a side"):
        Setup("test", pos, duel=True)
    headers = duel().headers()
    assert headers["Sequence"] == "duel" and Setup.from_headers(headers) == duel()
    with pytest.raises(HeaderError, match="Sequence"):
        Setup.from_headers({**headers, "Sequence": "tourney"})
    assert "Sequence" not in Setup("test", pos).headers()


def test_random_duels_record_replay_and_validate() -> None:
    from sailkit.players import play_game

    for seed in range(3):
        game = Game(duel())
        play_game(game, {}, seed, max_turns=None, comment=False)
        assert game.result and validate_text(game.to_text()).legal
