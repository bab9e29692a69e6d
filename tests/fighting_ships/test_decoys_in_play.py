"""ECM 3's decoy die against guided torpedoes in play [5.7.1, 5.7.2] (issue 23): which ships launch guided torpedoes
(reading ``guided_torpedoes``), and the decoy dice asked before the hit dice of those that strike a ship with ECM 3
(reading ``torpedo_decoy``)."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1{more} | Rattler=1 destroyer 10,10@0 D0 A0 "
KENT = "| Kent=2 light-cruiser 24,10@0 D0 A0 "
TWO = "| T1=1 torpedo 14,10@90 run:6 left:3 guided:Kent from:Rattler | T2=1 torpedo 14,11@90 run:6 left:3 guided:Kent from:Rattler"


def _sailed(more: str, readings: dict[str, str] | None = None) -> State:
    """Kent, the last to sail, makes her sailing roll of 1s and stops: the counters run and strike."""
    pos = Position.parse(HEAD.format(more=more) + KENT + TWO)
    state = State(Setup("test", pos).with_readings(readings or {}), pos, part=1, sailed=frozenset({"Rattler"}))
    state = play(state, "sail Kent")
    while state.phase is Phase.SAILING:
        moves = [str(a) for a in RULES.legal_actions(state)]
        state = play(state, "roll 1" if state.throw else next((a for a in moves if a.startswith("stop")), moves[0]))
    return state


def test_ecm_3_throws_a_decoy_die_for_each_guided_torpedo_before_the_hit_dice() -> None:
    """[5.7.2] Two guided spreads strike Kent, whose fleet has ECM 3: two decoy dice first (5 and 2: one decoyed, its
    impact void under reading torpedo_decoy's default), then one hit die for the other."""
    state = _sailed(" fleet2:ecm3")
    assert state.phase is Phase.GUNNERY and state.throw is not None and state.throw.kind == "impact-decoy"
    assert state.throw.want == 2 and state.throw.chain == ("T1", "T2")
    state = rolls(state, [5, 2])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("impact", 1)
    state = rolls(state, [3])
    assert state.throw is not None and state.throw.kind == "impact-saves"
    state = rolls(state, [4] * (state.throw.want - 1))
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 4"))
    assert state.throw is None and state.vessel("Kent").damage == 0
    assert state.position.counters == () and "torpedo_decoy" in dict(ruling.readings)
    assert "decoy" in " ".join(s.reason for s in ruling.steps)


def test_every_guided_torpedo_decoyed_strikes_nothing() -> None:
    """[5.7.2] Both decoy dice score 5 or more: no hit die is thrown, Kent is unharmed and the counters leave."""
    state = rolls(_sailed(" fleet2:ecm3"), [5, 6])
    kent = state.vessel("Kent")
    assert state.throw is None and (kent.damage, kent.anchors) == (0, 0) and state.position.counters == ()


def test_under_one_hit_a_decoy_saves_a_hit_of_the_total() -> None:
    """[5.7.2] Reading torpedo_decoy one-hit: one decoy (6, 1) takes one hit off the two hit dice's 3 and 5: 7 hits
    for Kent's 7 half-Hull dice."""
    state = rolls(_sailed(" fleet2:ecm3", {"torpedo_decoy": "one-hit"}), [6, 1])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("impact", 2)
    state = rolls(state, [3, 5])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("impact-saves", 7)


def test_without_ecm_3_no_decoy_die_is_asked() -> None:
    """[5.7.2] Kent's fleet has ECM 2: the guided spreads' two hit dice are asked at once."""
    state = _sailed(" fleet2:ecm2")
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("impact", 2)


def _launched(ship: str, readings: dict[str, str] | None = None) -> State:
    pos = Position.parse(
        f"FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 | Ray=1 {ship} 10,10@0 D0 A0 {KENT}"
    )
    return play(State(Setup("test", pos).with_readings(readings or {}), pos), "launch Ray Kent")


def test_a_post_war_ships_torpedoes_are_guided_and_a_destroyers_are_not() -> None:
    """[5.7.1] Reading guided_torpedoes' default: a modern frigate's spread tracks Kent, a destroyer's runs straight;
    under world-wars the destroyer's is guided too, and the launch names the reading."""
    (frigate,) = _launched("modern-frigate").position.counters
    assert frigate.guided and frigate.target == "Kent"
    (destroyer,) = _launched("destroyer").position.counters
    assert not destroyer.guided and destroyer.target == ""
    state = _launched("destroyer", {"guided_torpedoes": "world-wars"})
    (late,) = state.position.counters
    assert late.guided and late.target == "Kent"
    assert Position.parse(str(state.position)) == state.position
