"""Aircraft counters on the engine [2.1, 8.2-8.8] (issue 23): take-off, flight, landing and rearming, combat air
patrols and their fights, bombs and AA fire, each refused with its case when the rules forbid it."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.air_sea_pieces import Plane
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | "
HORNET = "Hornet=1 carrier 10,10@90 D0 A0 | "
KAGA = "Kaga=2 light-cruiser 24,14@270 D0 A0 | "
DAUNTLESS = "Dauntless-1=1 air dive-bomber 10,10@90 load:2-bomb on:Hornet"
ZERO = " | Zero-1=2 air fighter-3 30,30@270 load:cap"


def _state(text: str, **kw: object) -> State:
    pos = Position.parse(HEAD + text)
    return State(Setup("test", pos), pos).with_(**kw)


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def _plane(state: State, name: str) -> Plane:
    return next(p for p in state.position.planes if p.name == name)


def _sail_still(state: State, name: str) -> State:
    """``name`` rolls 1s and stops where she is."""
    state = play(state, f"sail {name}")
    while state.throw is not None:
        state = play(state, "roll 1")
    return play(state, f"stop {name}")


def test_aircraft_aboard_pastes_back() -> None:
    """[8.2] A counter aboard a carrier is written ``on:CARRIER`` and reads back the same."""
    pos = Position.parse(HEAD + HORNET + KAGA + DAUNTLESS + ZERO)
    assert Position.parse(str(pos)) == pos and "on:Hornet" in str(pos)
    assert not pos.planes[0].flying and pos.planes[1].flying


def test_a_counter_takes_off_into_the_wind_and_flies_half_its_move() -> None:
    """[8.2, 8.3] Hornet heads into the east wind: the dive bomber takes off onto her mainmast and flies 14.9 inches
    (6 ahead, a turn of 26.6 degrees, 8.9 on), within the half move of 18; 20 inches is refused."""
    state = _state(HORNET + KAGA + DAUNTLESS)
    assert "takeoff Dauntless-1" in _legal(state)
    state = play(state, "takeoff Dauntless-1")
    assert _plane(state, "Dauntless-1").first and state.deck_ops == ("Hornet",)
    with pytest.raises(IllegalActionError, match=r"must fly 10 to 18") as e:
        RULES.check_action(state, RULES.parse_action("fly Dauntless-1 30,10"))
    assert e.value.case == "8.3"
    state = play(state, "fly Dauntless-1 24,14")
    p = _plane(state, "Dauntless-1")
    assert (p.pose.x, p.pose.y, p.pose.heading) == (24.0, 14.0, 63.4) and "Dauntless-1" in state.sailed


def test_no_take_off_off_the_wind_or_with_three_damage_tokens() -> None:
    """[8.2] Hornet heading north, 90 degrees off the east wind, or with three Damage tokens, launches nothing; the
    refusal names 8.2 and leaves the state as it was."""
    for hornet in (HORNET.replace("@90", "@0"), HORNET.replace("D0", "D3")):
        state = _state(hornet + KAGA + DAUNTLESS)
        assert not any(a.startswith("takeoff") for a in _legal(state))
        with pytest.raises(IllegalActionError) as e:
            RULES.check_action(state, RULES.parse_action("takeoff Dauntless-1"))
        assert e.value.case == "8.2"


def test_a_patrol_catches_an_intruder_and_fights_before_any_fire() -> None:
    """[2.1, 8.4, 8.8] The Zero patrols over Kaga; the Dauntless flies into her 10-inch zone: at the end of the
    sailing phase the pair is made, and the gunnery phase opens on its two dice: 6 + 3 beats 1 + 0, the Dauntless is
    shot down and the Zero goes home spent."""
    state = play(_state(HORNET + KAGA + DAUNTLESS + ZERO), "takeoff Dauntless-1", "fly Dauntless-1 24,14")
    state = _sail_still(state, "Hornet")
    state = play(state, "patrol Zero-1 Kaga")
    assert _plane(state, "Zero-1").cap == "Kaga"
    state = _sail_still(state, "Kaga")
    assert state.phase is Phase.GUNNERY and state.throw is not None and state.throw.kind == "dogfight"
    assert state.throw.ships == ("Zero-1", "Dauntless-1")
    state, ruling = RULES.apply_action(rolls(state, [6]), RULES.parse_action("roll 1"))
    assert "Zero-1 throws 6 with combat value 3: 9" in [s.reason for s in ruling.steps]
    assert [p.name for p in state.position.planes] == ["Zero-1"]
    assert _plane(state, "Zero-1").load == "" and _plane(state, "Zero-1").cap == ""


def test_a_tie_breaks_both_off_spent() -> None:
    """[8.8d] 3 + 3 against 6 + 0: both break off and go home spent."""
    state = play(_state(HORNET + KAGA + DAUNTLESS + ZERO), "takeoff Dauntless-1", "fly Dauntless-1 24,14")
    state = play(_sail_still(state, "Hornet"), "patrol Zero-1 Kaga")
    state = rolls(_sail_still(state, "Kaga"), [3, 6])
    assert {(p.name, p.load) for p in state.position.planes} == {("Zero-1", ""), ("Dauntless-1", "")}


BOMBER = "Dauntless-1=1 air dive-bomber 24,16@180 load:2-bomb"


def _gunnery(text: str) -> State:
    """The gunnery phase, Player 1 (side 1) to fire."""
    pos = Position.parse(HEAD.replace("sailing", "gunnery") + text)
    return State(Setup("test", pos), pos)


def test_a_bomb_within_4_inches_hits_as_a_bomb() -> None:
    """[8.5] The Dauntless 2 inches from Kaga's mainmast drops a bomb: 3 hits a cruiser (a miss only on 1 or 2), and
    its die of hits, 4, meets her half Hull of 7 dice (reading bomb_saves' default); one bomb is left."""
    state = _gunnery(HORNET + KAGA + BOMBER)
    assert "bomb Dauntless-1 Kaga" in _legal(state)
    state = rolls(play(state, "bomb Dauntless-1 Kaga"), [3])
    assert _plane(state, "Dauntless-1").load == "bomb"
    assert state.throw is not None and state.throw.kind == "impact" and state.throw.chain == ("Dauntless-1-bomb",)
    state = rolls(state, [4])
    assert state.throw is not None and state.throw.kind == "impact-saves" and state.throw.want == 7


def test_a_bomb_misses_on_2_against_a_cruiser() -> None:
    """[8.5] A 2 misses even a big ship; the bomb is spent all the same."""
    state = rolls(play(_gunnery(HORNET + KAGA + BOMBER), "bomb Dauntless-1 Kaga"), [2])
    assert state.throw is None and _plane(state, "Dauntless-1").load == "bomb"
    assert state.vessel("Kaga").damage == 0


def test_a_bomb_out_of_reach_is_refused() -> None:
    """[8.5] 6 inches off, the bomb does not reach: refused with 8.5, nothing changed."""
    state = _gunnery(HORNET + KAGA + BOMBER.replace("24,16", "24,20"))
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(state, RULES.parse_action("bomb Dauntless-1 Kaga"))
    assert e.value.case == "8.5"


def test_aa_fire_destroys_or_turns_away() -> None:
    """[8.6] Kaga's 3 AA points at the Dauntless 2 inches off, in side 2's part: 5, 1, 6 are two hits; fates 2 and
    5 destroy it. Another time 5, 1, 1 and a fate of 4 turn it 180 degrees away, and it bombs no more."""
    state = _gunnery(HORNET + KAGA + BOMBER).with_(part=1)
    assert "aa Kaga Dauntless-1" in _legal(state)
    gone = rolls(play(state, "aa Kaga Dauntless-1"), [5, 1, 6, 2, 5])
    assert gone.position.planes == () and "Kaga" in gone.aa_fired
    turned = rolls(play(state, "aa Kaga Dauntless-1"), [5, 1, 1, 4])
    assert _plane(turned, "Dauntless-1").pose.heading == 0.0 and "Dauntless-1" in turned.fought
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(turned, RULES.parse_action("aa Kaga Dauntless-1"))
    assert e.value.case == "8.6"


def test_a_spent_counter_lands_and_is_rearmed_a_turn_later() -> None:
    """[8.2, 8.3] A spent Dauntless 8 inches from Hornet lands (within half its move); it is not rearmed at the end
    of the Game-Turn it landed in, and is at the end of the next."""
    spent = "Dauntless-1=1 air dive-bomber 18,10@270"
    state = _state(HORNET + KAGA + spent)
    assert "land Dauntless-1 Hornet" in _legal(state)
    state = play(state, "land Dauntless-1 Hornet")
    assert _plane(state, "Dauntless-1").on == "Hornet"
    pos = state.position
    after = RULES._end_of_turn(state, [])
    assert _plane(after, "Dauntless-1").load == ""
    later = RULES._end_of_turn(State(state.setup, pos), [])
    assert _plane(later, "Dauntless-1").load == "2 bomb"


def test_random_play_of_the_carrier_strike_ends_and_replays() -> None:
    """[2.1, 8.2-8.8] Seeded random play of the carrier strike ends within its 8 Game-Turns, and its record read back
    replays to the same position."""
    from sailkit.players import play_game
    from sailkit.rulesets.fighting_ships.carrier_strike import carrier_strike
    from sailkit.rulesets.fighting_ships.game import FightingShipsGame

    for seed in (2, 5):
        game = play_game(FightingShipsGame(carrier_strike()), {}, seed, max_turns=None, comment=False).game
        assert game.is_terminal() and game.state.turn <= 8
        again = FightingShipsGame.from_text(game.to_text())
        again.go(list(again.mainline())[-1])
        assert str(again.state.position) == str(game.state.position)


def test_the_verdicts_say_what_each_counter_did() -> None:
    """[8.2] A take-off's ruling says so in words."""
    state = _state(HORNET + KAGA + DAUNTLESS)
    _, ruling = RULES.apply_action(state, RULES.parse_action("takeoff Dauntless-1"))
    assert ruling.verdict == "Dauntless-1 takes off"


KATE = "Kate-1=1 air torpedo-bomber 24,24@180 load:torpedo"


def test_a_torpedo_bomber_launches_through_the_launch_verb() -> None:
    """[8.5, 5.7.1] A torpedo bomber 10 inches north of Kaga launches its torpedo at her: a counter on its place,
    heading 180 for her mainmast, 12 inches a phase for 4; the bomber is spent. A dive bomber has no torpedo to
    launch: refused with 5.7.1, nothing changed."""
    state = _gunnery(HORNET + KAGA + KATE)
    assert "launch Kate-1 Kaga" in _legal(state)
    state = play(state, "launch Kate-1 Kaga")
    (c,) = state.position.counters
    assert (c.kind, c.pose.x, c.pose.y, c.pose.heading, c.speed, c.turns) == ("torpedo", 24.0, 24.0, 180.0, 12.0, 4)
    assert c.launcher == "Kate-1" and _plane(state, "Kate-1").load == ""
    assert Position.parse(str(state.position)) == state.position
    bomber = _gunnery(HORNET + KAGA + BOMBER)
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(bomber, RULES.parse_action("launch Dauntless-1 Kaga"))
    assert e.value.case == "5.7.1"
