"""Torpedo and missile counters on the engine [2.1, 5.7.1, 5.7.2, 5.8.1] (issue 23): once both sides have sailed the
counters run, those that strike are resolved with their dice asked in turn, and the gunnery phase opens."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | Rattler=1 destroyer 10,10@0 D0 A0 "
KENT = "| Kent=2 light-cruiser 24,10@0 D0 A0 "
TWO = "| T1=1 torpedo 14,10@90 run:6 left:3 from:Rattler | T2=1 torpedo 14,11@90 run:6 left:3 from:Rattler"


def _sailed(text: str) -> State:
    """Kent, the last to sail, makes her sailing roll of 1s and stops: the sailing phase is over."""
    pos = Position.parse(text)
    state = State(Setup("test", pos), pos, part=1, sailed=frozenset({"Rattler"}))
    state = play(state, "sail Kent")
    while state.phase is Phase.SAILING:
        moves = [str(a) for a in RULES.legal_actions(state)]
        state = play(state, "roll 1" if state.throw else next((a for a in moves if a.startswith("stop")), moves[0]))
    return state


def test_two_spreads_strike_and_their_dice_are_asked_before_the_gunnery_phase() -> None:
    """[2.1c, 5.7.1, 5.7.2] Two armed spreads strike Kent: two hit dice (3 and 5: 8 hits), her 7 half-Hull dice
    (five 4s: 5 saves), 3 through, light damage and two odd critical dice; the counters leave the table."""
    state = _sailed(HEAD + KENT + TWO)
    assert state.phase is Phase.GUNNERY and state.throw is not None and state.throw.kind == "impact"
    assert state.throw.want == 2 and state.throw.chain == ("T1", "T2")
    state = rolls(state, [3, 5])
    assert state.throw is not None and state.throw.kind == "impact-saves" and state.throw.want == 7
    state = rolls(state, [4, 4, 4, 4, 4, 1, 1, 1, 1])
    kent = state.vessel("Kent")
    assert (kent.damage, kent.anchors) == (2, 1) and state.position.counters == ()
    assert state.throw is None and state.position.morale == (30, 27)


def test_a_counter_running_on_leaves_no_dice_and_stays_on_the_table() -> None:
    """[5.7.1] A spread 20 inches short of any base runs its 12 inches and stays, running, with a phase fewer."""
    state = _sailed(HEAD + KENT + "| T3=1 torpedo 10,30@0 run:0 left:4 from:Rattler")
    (t3,) = state.position.counters
    assert state.throw is None and t3.running and t3.run == 12 and t3.turns == 3
    assert Position.parse(str(state.position)) == state.position


def test_a_spent_counter_leaves_the_table() -> None:
    """[5.7.1] A spread in its last phase that meets nothing sinks harmlessly and is gone."""
    state = _sailed(HEAD + KENT + "| T4=1 torpedo 10,30@0 run:36 left:1 from:Rattler")
    assert state.position.counters == () and state.throw is None
