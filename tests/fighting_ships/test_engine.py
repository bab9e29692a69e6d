"""The Game-Turn under sail on the engine: initiative, sailing, collisions, fire, boarding, morale and records
[2.1, 3.1, 1.5.1, 4.1, 4.2, 4.3, 5.5, 5.6, 6.1, APP.2.2.1]."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

import pytest

from sailkit.dice import SeededDice
from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Game, Phase, Position, Setup, State, Weather, encounter
from sailkit.rulesets.fighting_ships.state import Moving, Throw
from sailkit.rulesets.fighting_ships.wind import Attitude
from sailkit.validate import validate_text

HEAD = "FSH turn {turn} {phase} wind E blowing table 48x48 morale 10,10 first {first}"


def at(ships: str, *, turn: int = 1, phase: str = "sailing", first: str = "1", **kw: object) -> State:
    """A state on the position of ``ships`` (ship fields joined by `` | ``) under the default readings."""
    pos = Position.parse(HEAD.format(turn=turn, phase=phase, first=first) + " | " + ships)
    return State(Setup("test", pos), pos, **kw)  # type: ignore[arg-type]


def on(position: str, **readings: str) -> State:
    """A state on the whole ``position`` (header and pieces) under the default readings but ``readings``."""
    setup = Setup("test", Position.parse(position)).with_readings(readings)
    return State(setup, setup.position)


def play(state: State, *actions: str) -> State:
    for text in actions:
        state, _ = RULES.apply_action(state, RULES.check_action(state, RULES.parse_action(text)))
    return state


def rolls(state: State, dice: Sequence[int]) -> State:
    return play(state, *(f"roll {d}" for d in dice))


APART = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0"


def test_the_higher_initiative_die_is_player_1() -> None:
    """[3.1] 3 against 5: side 2 is Player 1 and sails first."""
    state = rolls(RULES.start(encounter()), [3, 5])
    assert state.position.first == 2 and state.phase is Phase.SAILING
    assert RULES.current_side(state) == "FR"
    assert {str(a) for a in RULES.legal_actions(state)} == {"sail Achille", "sail Naiad", "sail Rapide"}


def test_a_tie_on_the_first_game_turn_is_thrown_again() -> None:
    state = rolls(RULES.start(encounter()), [4, 4])
    assert state.throw == Throw("initiative", 2) and state.position.first is None
    assert RULES.chance_outcomes(state)[0][1] == Fraction(1, 6) and RULES.current_side(state) is None


@pytest.mark.parametrize(
    ("tied", "weather", "wind"), [(1, Weather.BECALMED, "E"), (2, Weather.BLOWING, "SE"), (5, Weather.BLOWING, "NE")]
)
def test_a_later_tie_turns_the_weather_and_last_player_2_goes_first(tied: int, weather: Weather, wind: str) -> None:
    """[1.5.1, 3.1] The tied value is read on the weather table (reading weather_die=tied-value); a gale's 6 throws
    its length first (test_weather_in_play)."""
    state = at(APART, turn=2, phase="initiative", first="1", throw=Throw("initiative", 2))
    state, ruling = RULES.apply_action(rolls(state, [tied]), RULES.parse_action(f"roll {tied}"))
    assert state.position.weather is weather and str(state.position.wind) == wind
    assert state.position.first == 2 and ("weather_die", "tied-value") in ruling.readings


def test_a_fresh_weather_die_under_the_other_reading() -> None:
    pos = Position.parse(HEAD.format(turn=2, phase="initiative", first="1") + " weather_die=new-roll | " + APART)
    state = rolls(State(Setup("test", pos), pos, throw=Throw("initiative", 2)), [3, 3])
    assert state.throw is not None and state.throw.kind == "weather"
    assert rolls(state, [6]).position.weather is Weather.GALE


def test_a_ship_rolls_her_points_and_spends_them_a_manoeuvre_at_a_time() -> None:
    """[4.1.1a-f, 4.1.1i] Reaching (wind on the beam): two 4s give 2 points; a 2-inch run, then a turn of 30."""
    state = play(at(APART), "sail Syrene")
    state = rolls(state, [4, 4, 1, 1, 1, 1])
    assert state.moving == Moving("Syrene", 2, Attitude.REACHING)
    offered = {str(a) for a in RULES.legal_actions(state)}
    assert {"manoeuvre Syrene M2", "manoeuvre Syrene M2+30", "manoeuvre Syrene T+90", "stop Syrene"} <= offered
    state = play(state, "manoeuvre Syrene M2", "manoeuvre Syrene M2+30")
    ship = state.vessel("Syrene").ship
    assert ship.pose.heading == 30.0 and ship.pose.y > 13.5  # turned on her stern, 4 inches on
    assert state.moving is None and "Syrene" in state.sailed and state.vessel("Syrene").anchors == 0
    assert RULES.current_side(state) == "FR"  # Player 1 has sailed his whole fleet [2.1]


def test_a_short_move_leaves_an_anchor_token_which_her_test_may_shed() -> None:
    """[4.1.1i, 4.2] A 1-inch run: an Anchor token; then her Discipline test (5 dice), a 6 sheds it."""
    state = rolls(play(at(APART), "sail Syrene"), [4, 1, 1, 1, 1, 1])
    state = play(state, "manoeuvre Syrene M1")
    assert state.vessel("Syrene").anchors == 1 and state.throw == Throw("anchor", 5, ships=("Syrene",))
    assert rolls(state, [1, 2, 3, 4, 6]).vessel("Syrene").anchors == 0
    assert rolls(state, [1, 2, 3, 4, 5]).vessel("Syrene").anchors == 1


def test_an_illegal_manoeuvre_is_refused_with_its_case_and_changes_nothing() -> None:
    """[4.1.1c, 4.1.1f] Running, no tack; no turn after a short run; a tack costs 2 points."""
    running = rolls(
        play(at("Syrene=1 5th-rate 10,10@270 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0"), "sail Syrene"), [4] * 6
    )
    game = Game.from_setup(RULES, running.setup)
    for text, case in (("manoeuvre Syrene T+90", "4.1.1c"), ("manoeuvre Syrene M1+30", "4.1.1f")):
        with pytest.raises(IllegalActionError) as refused:
            RULES.check_action(running, RULES.parse_action(text))
        assert refused.value.case == case
    one = rolls(play(at(APART), "sail Syrene"), [4, 1, 1, 1, 1, 1])
    with pytest.raises(IllegalActionError, match=r"costs 2") as refused:
        RULES.check_action(one, RULES.parse_action("manoeuvre Syrene T+90"))
    assert refused.value.case == "4.1.1f"
    assert not game.actions  # nothing was played on the game either


def test_any_manoeuvre_the_rules_allow_is_accepted_beyond_those_listed() -> None:
    state = rolls(play(at(APART), "sail Syrene"), [4, 4, 1, 1, 1, 1])
    action = RULES.parse_action("manoeuvre Syrene M2-15")
    assert action not in RULES.legal_actions(state) and RULES.check_action(state, action) == action


def test_a_ship_that_fails_to_evade_entangles_and_both_test_their_hulls() -> None:
    """[4.3.1, 4.3.1e, 4.3.3, APP.2.2.1c] Syrene sails into Naiad's side: no 6 for either emergency test, so they
    entangle; Naiad fails her Hull test, takes a Damage token and her fleet a morale point."""
    state = rolls(play(at("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 10,13@90 D0 A0"), "sail Syrene"), [4] * 6)
    state = play(state, "manoeuvre Syrene M2")
    assert state.throw is not None and state.throw.kind == "evade"
    state = rolls(state, [1] * 6)
    assert state.throw is not None and state.throw.kind == "evade-other"
    state = rolls(state, [1] * 6)
    assert state.throw is not None and state.throw.kind == "hull"
    state = rolls(state, [6, 1, 1, 1, 1, 1])  # Syrene's 3 Hull dice, then Naiad's 3
    syrene, naiad = state.vessel("Syrene"), state.vessel("Naiad")
    assert syrene.entangled == {"Naiad"} and naiad.entangled == {"Syrene"}
    assert (syrene.damage, naiad.damage, syrene.anchors, naiad.anchors) == (0, 1, 1, 1)
    assert state.position.morale == (10, 9) and state.moving is None


def test_a_ship_that_evades_turns_clear_and_sails_on() -> None:
    """[4.3.1] A 6 on her emergency test: she pivots on her stern just clear and spends her other points."""
    state = rolls(play(at("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 10,13@90 D0 A0"), "sail Syrene"), [4] * 6)
    state = rolls(play(state, "manoeuvre Syrene M2"), [6, 1, 1, 1, 1, 1])
    syrene = state.vessel("Syrene")
    assert state.moving is not None and state.moving.points == 5 and syrene.ship.pose.heading != 0
    assert not syrene.entangled and not syrene.ship.base.intersects(state.vessel("Naiad").ship.base.buffer(-1e-6))


BROADSIDE = "Defiance=1 3rd-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 14,10@0 D0 A0"
#: Defiance has fired at Naiad before: no first-shot factor [5.5.3.1g].
RANGED = frozenset({("Defiance", "Naiad")})


def test_a_salvo_throws_its_dice_then_bonus_saves_criticals_and_lays_tokens() -> None:
    """[5.5.1, 5.5.2, 5.6.1, 5.6.2, APP.2.2.1] Defiance's 8 Gunnery dice at short range (4 inches): 3+ hits, 5s and
    6s explode; two bonus dice, three Hull saves, the Damage Deck, one critical check, morale lost."""
    state = at(BROADSIDE, phase="gunnery", ranged=RANGED)
    assert [str(a) for a in RULES.legal_actions(state)] == ["fire Defiance Naiad", "done GB"]
    state = rolls(play(state, "fire Defiance Naiad"), [1, 1, 2, 3, 3, 4, 5, 6])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("bonus", 2)
    state = rolls(state, [1, 2])  # bonus dice hit on 3+ and do not explode again outside a rake
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("saves", 3)
    state = rolls(state, [1, 1, 4])  # 5 hits, 1 saved: 4 through, heavy damage on the Damage Deck
    assert state.throw is not None and state.throw.kind == "criticals"
    state = rolls(state, [1, 1, 1])  # odd dice: plain Damage tokens
    naiad = state.vessel("Naiad")
    assert (naiad.damage, naiad.anchors, naiad.fate) == (3, 1, "afloat")
    assert state.position.morale == (10, 7)  # unsaved hits, at most her Hull (reading morale_basis)
    assert "Defiance" in state.fought


def test_a_ship_brought_to_four_tokens_takes_the_strike_test() -> None:
    """[5.6.4] Naiad with two Damage tokens takes light damage (two more): she tests her Discipline or strikes."""
    state = at(
        BROADSIDE.replace("Naiad=2 5th-rate 14,10@0 D0", "Naiad=2 5th-rate 14,10@0 D2"), phase="gunnery", ranged=RANGED
    )
    state = rolls(play(state, "fire Defiance Naiad"), [3, 3, 3, 1, 1, 1, 1, 1])
    state = rolls(state, [1, 1, 1, 1, 1])  # no save: 3 through, light damage; two odd critical dice
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("strike", 5)
    struck = rolls(state, [1, 1, 1, 1, 1])
    assert struck.vessel("Naiad").fate == "struck" and struck.position.morale == (10, 4)
    fights_on = rolls(state, [1, 1, 1, 1, 6])
    assert fights_on.vessel("Naiad").fate == "afloat" and fights_on.position.morale == (10, 7)


def test_boarding_takes_a_prize() -> None:
    """[6.1, APP.2.2.1] Entangled enemies may board in the boarding step; more attacking hits take a prize."""
    ships = "Defiance=1 3rd-rate 10,10@0 D0 A1 with:Naiad | Naiad=2 5th-rate 11.375,10@0 D0 A1 with:Defiance"
    state = at(ships, phase="boarding")
    assert [str(a) for a in RULES.legal_actions(state)] == ["board Defiance Naiad", "done GB"]
    state = play(state, "board Defiance Naiad")
    assert state.throw is not None and state.throw.want == 7 + 3
    state = rolls(state, [6, 6, 6, 6, 1, 1, 1] + [1, 1, 1])
    assert state.vessel("Naiad").fate == "prize" and state.vessel("Defiance").damage == 1
    assert state.result == "GB wins" and RULES.winner(state) == "GB"  # FR has no ship left fighting


def test_the_game_ends_after_its_last_game_turn_on_morale() -> None:
    """[APP.2.2.1] sailkit's Encounter lasts 12 Game-Turns: then the fleet with more morale wins."""
    state = at(APART, turn=12, phase="boarding")
    assert [str(a) for a in RULES.legal_actions(state)] == ["done GB"]
    level = play(state, "done GB")
    assert level.result == "a draw" and RULES.winner(level) is None and RULES.is_terminal(level)
    assert not RULES.legal_actions(level)
    ahead = play(state.with_(position=replace(state.position, morale=(4, 3))), "done GB")
    assert ahead.result == "GB wins on morale" and RULES.winner(ahead) == "GB"


def test_a_fleet_at_zero_morale_has_lost() -> None:
    """[APP.2.2.1] At the end of a Game-Turn a fleet at zero morale or below has lost."""
    state = at(APART, turn=3, phase="boarding")
    over = play(state.with_(position=replace(state.position, morale=(0, 5))), "done GB")
    assert over.result == "FR wins" and over.winner == 2
    goes_on = play(state, "done GB")
    assert not goes_on.result and goes_on.turn == 4 and goes_on.throw == Throw("initiative", 2)


def test_random_games_record_replay_and_validate() -> None:
    """[RECORDS] A seeded random Encounter, recorded, replays to the same positions and passes ``validate``."""
    game, rng, dice = Game(), random.Random(5), SeededDice(5)
    for _ in range(400):
        if game.is_chance_node():
            game.roll(dice)
        else:
            game.apply_action(rng.choice(list(game.legal_actions())))
    text = game.to_text()
    assert '[Game "Fighting Ships"]' in text and '[Scenario "Encounter on the High Seas"]' in text
    replayed = Game.from_text(text)
    assert replayed.state == game.state
    report = validate_text(text)
    assert report.legal and not report.problems, report.lines()


def test_holding_fire_leaves_a_ship_free_to_board() -> None:
    """[2.1, 6.1] ``done`` ends a side's fire, not its boarding: a ship that did not fire may board afterwards."""
    ships = "Defiance=1 3rd-rate 10,10@0 D0 A1 with:Naiad | Naiad=2 5th-rate 11.375,10@0 D0 A1 with:Defiance"
    state = play(at(ships, phase="gunnery"), "done GB")
    assert state.phase is Phase.GUNNERY and RULES.current_side(state) == "FR"
    state = play(state, "done FR")
    assert state.phase is Phase.BOARDING and "board Defiance Naiad" in {str(a) for a in RULES.legal_actions(state)}


def test_a_ship_that_sinks_lets_go_of_the_ships_she_was_entangled_with() -> None:
    """[5.6.3, 4.3.3] Naiad at four Damage tokens, entangled with Achille, takes light damage and sinks: Achille is
    free again."""
    ships = (
        "Defiance=1 3rd-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 14,10@0 D4 A1 with:Achille "
        "| Achille=2 3rd-rate 15.375,10@0 D0 A1 with:Naiad"
    )
    state = rolls(play(at(ships, phase="gunnery", ranged=RANGED), "fire Defiance Naiad"), [3, 3, 3, 1, 1, 1, 1, 1])
    state = rolls(state, [1, 1, 1, 1, 1])  # no save: 3 through, light damage; two odd critical dice
    assert state.vessel("Naiad").fate == "sunk" and not state.vessel("Achille").entangled
    assert state.position.morale == (10, 7 - 3)  # her unsaved hits, then her Hull again for sinking
