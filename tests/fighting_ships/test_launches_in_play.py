"""Torpedoes and missiles launched by the engine in the gunnery phase [5.7.1, 5.8.1, 2.1] (issue 23): the tubes
facing the target launch, each once every other Game-Turn, three salvos for submarines and destroyers, the MTB's
tubes once; every refusal names its case and leaves the state as it was."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.counter_questions import missile_salvo
from sailkit.rulesets.fighting_ships.launch_captain import launch_decision
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play

HEAD = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 | "
KENT = " | Kent=2 light-cruiser 24,10@0 D0 A0"


def _gunnery(text: str) -> State:
    pos = Position.parse(HEAD + text)
    return State(Setup("test", pos), pos)


def _refused(state: State, action: str, match: str) -> None:
    before = state
    with pytest.raises(IllegalActionError, match=match):
        RULES.check_action(state, RULES.parse_action(action))
    assert state == before


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def test_a_destroyer_launches_a_spread_from_the_tube_facing_her_target() -> None:
    """[5.7.1] Rattler heads north, Kent lies 14 inches to starboard: her port-or-starboard tube sets one spread
    beside her starboard side heading for Kent; her record says the tube and one salvo, and pastes back."""
    state = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0" + KENT)
    assert "launch Rattler Kent" in _legal(state) and "missile Rattler Kent" not in _legal(state)
    state = play(state, "launch Rattler Kent")
    (t,) = state.position.counters
    assert (t.name, t.kind, t.side, t.launcher, t.run, t.turns) == ("T2-1", "torpedo", 1, "Rattler", 0.0, 4)
    assert t.point.x > 10 and 80 < t.pose.heading < 100 and not t.guided
    assert state.vessel("Rattler").launches.last == (("port-or-starboard", 2),)
    assert "launched:port-or-starboard@2 salvos:1,0" in str(state.position)
    assert Position.parse(str(state.position)) == state.position
    assert "launch Rattler Kent" not in _legal(state)


def test_a_tube_fires_once_every_other_game_turn() -> None:
    """[5.7.1] Fired on Game-Turn 1, the tube is refused on 2 (next on 3)."""
    state = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0 launched:port-or-starboard@1 salvos:1,0" + KENT)
    assert "launch Rattler Kent" not in _legal(state)
    _refused(state, "launch Rattler Kent", r"next on Game-Turn 3.*\[5\.7\.1\]")


def test_a_destroyer_has_three_salvos_a_game() -> None:
    """[5.7.1] Three salvos fired: her tube, ready again, may not fire a fourth."""
    state = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0 launched:port-or-starboard@0 salvos:3,0" + KENT)
    _refused(state, "launch Rattler Kent", r"3 salvos of all kinds, her limit of 3")


def test_a_cruiser_is_not_limited_to_three_salvos() -> None:
    """[5.7.1] Only submarines and destroyers count their salvos: a light cruiser's fourth launches."""
    state = _gunnery("Kent=2 light-cruiser 24,10@0 D0 A0 salvos:3,0 | Rattler=1 destroyer 10,10@0 D0 A0")
    state = state.with_(part=1)
    state = play(state, "launch Kent Rattler")
    assert len(state.position.counters) == 1 and state.vessel("Kent").launches.torpedo_salvos == 4


def test_the_mtbs_one_shot_tubes_fire_once_a_game() -> None:
    """[5.7.1] An MTB that launched on Game-Turn 1 has no reload on Game-Turn 5... nor on 2."""
    state = _gunnery("Vosper=1 mtb 24,2@0 D0 A0 launched:bow@0 salvos:1,0" + KENT)
    _refused(state, "launch Vosper Kent", r"one-shot tube fired on Game-Turn 0: it has no reload")


def test_only_the_tubes_facing_the_target_launch() -> None:
    """[5.7.1] A light cruiser has a port and a starboard tube: Rattler to starboard, only the starboard one fires;
    a submarine's stern tube does not bear on a target ahead of her beam."""
    state = _gunnery("Rattler=1 destroyer 40,10@0 D0 A0" + KENT).with_(part=1)
    state = play(state, "launch Kent Rattler")
    (t,) = state.position.counters
    assert state.vessel("Kent").launches.last == (("starboard", 2),) and t.point.x > 24
    sub = _gunnery("U-9=1 sub-surfaced 10,10@0 D0 A0" + KENT.replace("24,10", "20,20"))
    state = play(sub, "launch U-9 Kent")
    assert state.vessel("U-9").launches.last == (("bow", 2),)


def test_a_ship_without_tubes_is_refused() -> None:
    """[5.7.1, 5.8.1] A battleship has no tubes and no missile launchers."""
    state = _gunnery("Warspite=1 battleship 10,10@0 D0 A0" + KENT)
    _refused(state, "launch Warspite Kent", r"no torpedo tubes.*\[5\.7\.1\]")
    _refused(state, "missile Warspite Kent", r"no missile launchers.*\[5\.8\.1\]")


def test_a_frigate_launches_a_missile_from_each_launcher_homing_on_her_target() -> None:
    """[5.8.1] A post-war frigate's two launchers each launch a guided missile at Kent; one salvo of missiles."""
    state = _gunnery("Halifax=1 modern-frigate 10,10@180 D0 A0" + KENT)
    assert "missile Halifax Kent" in _legal(state)
    state = play(state, "missile Halifax Kent")
    m1, m2 = state.position.counters
    assert (m1.name, m2.name) == ("M2-1", "M2-2") and m1.guided and m1.target == "Kent" and m1.speed == 30
    assert state.vessel("Halifax").launches.missile_salvos == 1
    assert "missile Halifax Kent" not in _legal(state)
    assert Position.parse(str(state.position)) == state.position


def test_a_launch_at_a_point_is_accepted_and_runs_straight() -> None:
    """[5.7.1] ``launch SHIP x,y``: not offered, accepted; a missile at a point is not guided."""
    state = _gunnery("Halifax=1 modern-frigate 10,10@0 D0 A0" + KENT)
    assert not any(a.endswith("30,30") for a in _legal(state))
    state = play(state, "missile Halifax 30,30")
    assert all(not c.guided for c in state.position.counters)


def test_launches_out_of_turn_or_at_a_friend_are_refused() -> None:
    """[2.1, 5.7.1] Not Kent's side's part; not at a friend; not at a point off the table; not in the sailing
    phase."""
    state = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0 | Lynx=1 destroyer 24,10@0 D0 A0" + KENT.replace("24,", "30,"))
    _refused(state, "launch Kent Rattler", r"launches from a ship of its own")
    _refused(state, "launch Rattler Lynx", r"not an enemy ship.*\[5\.7\.1\]")
    _refused(state, "launch Rattler 99,99", r"neither a ship.*\[5\.7\.1\]")
    sailing = Position.parse(str(state.position).replace("gunnery", "sailing"))
    _refused(State(Setup("test", sailing), sailing), "launch Rattler Kent", r"\[2\.1\]")


def test_a_ship_that_can_only_launch_keeps_the_gunnery_phase_open() -> None:
    """[2.1, 5.7.1] A submerged boat has no guns: the engine still stops for her launch, and the spread launched
    waits on the table for the next sailing phase."""
    state = _gunnery("U-9=1 sub-submerged 10,10@0 D0 A0 | Kent=2 light-cruiser 10,40@180 D0 A0")
    assert "launch U-9 Kent" in _legal(state)
    state = play(state, "launch U-9 Kent")
    assert len(state.position.counters) == 1
    assert state.turn == 3 and state.phase is Phase.INITIATIVE
    (t,) = state.position.counters
    assert t.running and t.run == 0 and t.turns == 4


def test_a_post_war_submarines_tubes_launch_her_missiles() -> None:
    """[5.8.1, APP.1.1.5] Reading ``sub_missiles``: the post-war submarine's three tubes (two bow, one stern) launch
    missiles, each to any arc: all three launch, one salvo of her three of all kinds; under ``none`` she has no
    missile launchers."""
    state = _gunnery("H320=1 modern-sub 24,2@0 D0 A0" + KENT)
    assert "missile H320 Kent" in _legal(state)
    launched = play(state, "missile H320 Kent")
    assert [c.kind for c in launched.position.counters] == ["missile"] * 3
    assert launched.vessel("H320").launches.last == (("bow", 2), ("bow-2", 2), ("stern", 2))
    assert launched.vessel("H320").launches.missile_salvos == 1
    assert "launch H320 Kent" not in _legal(launched)
    plain = Position.parse(str(state.position).replace("first 1", "first 1 sub_missiles=none"))
    _refused(State(Setup("test", plain), plain), "missile H320 Kent", r"reading sub_missiles.*\[5\.8\.1\]")


def test_the_captain_launches_where_the_run_strikes_the_enemy_first() -> None:
    """[5.7.1] The captain launches at Kent 14 inches abeam; not with a friend across the run, nor at a ship 40
    inches off (the spread would need four sailing phases)."""
    open_water = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0" + KENT)
    chosen = launch_decision(open_water, RULES.legal_actions(open_water))
    assert chosen is not None and str(chosen.action) == "launch Rattler Kent" and "[5.7.1]" in chosen.reason
    blocked = _gunnery("Rattler=1 destroyer 10,10@0 D0 A0 | Lynx=1 destroyer 17,10@0 D0 A0" + KENT)
    assert launch_decision(blocked, RULES.legal_actions(blocked)) is None
    far = _gunnery("Rattler=1 destroyer 4,10@0 D0 A0" + KENT.replace("24,10", "44,10"))
    assert launch_decision(far, RULES.legal_actions(far)) is None


def test_no_gun_fires_at_a_submerged_boat() -> None:
    """[7.4] A submerged boat is out of every gun's reach, in range or not: only ASW weapons find her. A cruiser's
    6-inch Guns reach 30 inches, so without this rule she would be offered the shot."""
    state = _gunnery("U-9=1 sub-submerged 10,10@0 D0 A0 | Kent=2 light-cruiser 10,40@180 D0 A0")
    state = play(state, "launch U-9 Kent")
    assert not any(a.startswith("fire Kent") for a in _legal(state))
    ruled = RULES._valid(state, state.vessel("Kent"), state.vessel("U-9"))
    assert not ruled.verdict and any(s.case == "7.4" and "submerged" in s.reason for s in ruled.steps)


def test_the_desk_asks_a_post_war_submarines_missile_salvo_under_sub_missiles() -> None:
    """[5.8.1] The desk's missile salvo agrees with the engine: three missiles from H320's tubes, the reading named;
    under ``sub_missiles=none`` she has no launchers."""
    pos = _gunnery("H320=1 modern-sub 24,2@0 D0 A0" + KENT).position
    ruled = missile_salvo(pos, "H320", "Kent")
    assert ruled.question.startswith("a salvo of 3 missiles") and "sub_missiles" in dict(ruled.readings)
    with pytest.raises(IllegalActionError, match=r"no missile launchers.*\[5\.8\.1\]"):
        missile_salvo(Position.parse(str(pos).replace("first 1", "first 1 sub_missiles=none")), "H320", "Kent")
