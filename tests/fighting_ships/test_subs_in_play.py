"""Submarines on the engine [7.1-7.4, 2.1d, 2.1f] (issue 23): diving, running below as a pack and surfacing in the
sailing phase, sonar searches and evasion in the initiative phase, ASW fire in the gunnery phase."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1"
WOLF = " | Wolf=1 destroyer 20,20@90 D0 A0"
U47 = " | U-47=2 sub-surfaced 30,30@0 D0 A0"
KENT = " | Kent=2 large-steam-merchant 40,44@0 D0 A0"
PACK = " | U-47=2 pack sub-submerged D0 A0 1:26,20@0 2:30,30@0 3:12,40@0 real:2"


def at(text: str, *, part: int = 1, phase: Phase | None = None, **kw: object) -> State:
    pos = Position.parse(text)
    return State(Setup("test", pos), pos, part=part, sailed=frozenset({"Wolf"}), **kw)  # type: ignore[arg-type]


def legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def refused(state: State, text: str, case: str) -> None:
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(state, RULES.parse_action(text))
    assert e.value.case == case


def test_a_surfaced_boat_dives_instead_of_sailing_and_fires_nothing() -> None:
    """[7.1, 7.2] U-47 dives where she lies: three counters together on her submerged stat line, her model gone, and
    she may fire nothing this Game-Turn."""
    state = at(HEAD + WOLF + U47 + KENT)
    assert {"dive U-47", "sail U-47"} <= legal(state)
    state = play(state, "dive U-47")
    (p,) = state.position.packs
    assert p.key == "sub-submerged" and p.side == 2 and [pose for _, pose in p.counters] == [p.counters[0][1]] * 3
    assert "U-47" not in {v.name for v in state.ships} and "U-47" in state.fought
    assert Position.parse(str(state.position)) == state.position


def test_a_boat_whose_helm_is_shot_away_may_not_dive() -> None:
    """[5.6.2] Steering hit: she can no longer submerge."""
    state = at(HEAD + WOLF + " | U-47=2 sub-surfaced 30,30@0 D1 A0 crit:steering")
    assert "dive U-47" not in legal(state)


def test_a_pack_runs_each_counter_within_her_submerged_speed() -> None:
    """[7.2] Each counter runs straight to its point, at most 4 inches; one 5 inches off is refused, nothing changed."""
    state = at(HEAD + WOLF + PACK + KENT)
    refused(state, "run U-47 26,25 30,30 12,40", "7.2")
    state = play(state, "run U-47 26,24 33,30 12,36")
    p = state.position.packs[0]
    assert [(pose.x, pose.y, pose.heading) for _, pose in p.counters] == [(26, 24, 0), (33, 30, 90), (12, 36, 180)]
    assert "U-47" in state.sailed


def test_an_anchor_token_holds_a_pack_still_under_the_default_reading() -> None:
    """[7.2, 4.2] reading pack_run: anchor-holds keeps her counters where they lie; top-speed lets them run."""
    anchored = PACK.replace("D0 A0", "D0 A1")
    refused(at(HEAD + WOLF + anchored), "run U-47 26,21 30,30 12,40", "4.2")
    loose = at(HEAD + " pack_run=top-speed" + WOLF + anchored)
    assert play(loose, "run U-47 26,21 30,30 12,40").position.packs[0].counters[0][1].y == 21


def test_a_pack_surfaces_where_her_real_counter_lies() -> None:
    """[7.1] Coming up, her decoys are void and her model stands on her surface stat line at counter 2."""
    state = play(at(HEAD + WOLF + PACK + KENT), "surface U-47")
    u47 = state.vessel("U-47")
    assert state.position.packs == () and u47.ship.cls.key == "sub-surfaced" and u47.ship.pose.point == (30, 30)
    assert "U-47" in state.fought


START = "FSH turn 1 initiative wind E blowing table 48x48 morale 30,30 first -"
NEAR = " | U-47=2 pack sub-submerged D0 A0 1:26,20@0 2:25,23@0 3:40,40@0 real:1"


def test_a_search_throws_a_die_a_counter_in_reach_and_finds_what_each_is() -> None:
    """[2.1d, 7.3] Wolf's sonar reaches 6 inches: counters 2 and 1, nearest first; a 4 finds nothing, a 5 locates
    the boat (counter 1); she may not slip away in the Game-Turn she is found."""
    state = rolls(RULES.start(Setup("test", Position.parse(START + WOLF + NEAR))), [5, 3])
    assert state.phase is Phase.INITIATIVE and state.hunt == "search" and legal(state) == {"search Wolf", "done GB"}
    state = play(state, "search Wolf")
    assert state.throw is not None and state.throw.want == 2 and state.throw.chain == ("U-47:2", "U-47:1")
    state = rolls(state, [4, 5])
    p = state.position.packs[0]
    assert p.located and len(p.counters) == 3 and state.phase is Phase.SAILING


def test_a_found_decoy_comes_off_the_table() -> None:
    """[7.3] A 6 on counter 2, a decoy: it is removed, the other decoy stays; a bare 1 on the boat always fails."""
    state = rolls(RULES.start(Setup("test", Position.parse(START + WOLF + NEAR))), [5, 3])
    state = rolls(play(state, "search Wolf"), [6, 1])
    p = state.position.packs[0]
    assert [k for k, _ in p.counters] == [1, 3] and not p.located


LOCATED = " | U-47=2 pack sub-submerged D0 A0 1:26,20@0 3:40,40@0 real:1 located"


def test_a_located_boat_slips_away_on_a_five_and_scatters_within_five_inches() -> None:
    """[2.1f, 7.3] Wolf finds nothing; U-47, located last Game-Turn, throws 5 and sets her counters down anew; the
    attempt is all she does this Game-Turn."""
    state = rolls(RULES.start(Setup("test", Position.parse(START + WOLF + LOCATED))), [5, 3])
    state = rolls(play(state, "search Wolf"), [2])
    assert state.hunt == "evade" and RULES.current_side(state) == "FR"
    refused(state, "evade U-47 26,26 40,40", "7.3")  # 6 inches from where she lay
    state = rolls(play(state, "evade U-47 29,22 25,17"), [5])
    p = state.position.packs[0]
    assert not p.located and p.pose_of(1).point == (29, 22) and {"U-47"} <= state.sailed & state.fought


def test_a_boat_that_fails_to_evade_stays_located() -> None:
    """[7.3] A 4: she stays where she is, located."""
    state = rolls(RULES.start(Setup("test", Position.parse(START + WOLF + LOCATED))), [5, 3])
    state = rolls(play(rolls(play(state, "search Wolf"), [2]), "evade U-47 29,22 25,17"), [4])
    assert state.position.packs[0].located and state.position.packs[0].pose_of(1).point == (26, 20)


GUNS = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1"
ASTERN = " | U-47=2 pack sub-submerged D0 A0 1:16,20@0 2:17,22@0 3:40,40@0 real:1"


def test_asw_fire_at_a_decoy_removes_it_on_a_hit() -> None:
    """[7.4] Wolf's one launcher (world-wars depth charges, stern arc) reaches counters 1 and 2 astern: a 6 on
    counter 2 removes it; the launcher fires again only in two Game-Turns."""
    state = at(GUNS + WOLF + ASTERN, part=0)
    assert {"asw Wolf U-47 1", "asw Wolf U-47 2"} <= legal(state)
    state = rolls(play(state, "asw Wolf U-47 2"), [6])
    assert [k for k, _ in state.position.packs[0].counters] == [1, 3]
    assert not any(str(a).startswith("asw") for a in RULES.legal_actions(state))


def test_asw_hits_on_the_boat_do_damage_below_the_waterline() -> None:
    """[7.4, 5.7.2] A 6 on the boat: a die of damage hits (4), saved by her half Hull (1 die: a 1), 4 through: the
    Damage Deck's tokens stay with her under water, where she keeps her pack."""
    state = rolls(play(at(GUNS + WOLF + ASTERN, part=0), "asw Wolf U-47 1"), [6])
    assert state.throw is not None and state.throw.kind == "impact" and state.throw.want == 1
    state = rolls(state, [4])
    assert state.throw is not None and state.throw.kind == "impact-saves" and state.throw.want == 1
    state = rolls(state, [1])
    while state.throw is not None:
        state = rolls(state, [6])
    assert state.throw is None
    hurt = state.position.packs[0] if state.position.packs else state.vessel("U-47")
    assert hurt.damage + hurt.anchors > 0 and state.position.morale[1] < 30


def test_a_fleet_with_a_boat_below_is_not_driven_off() -> None:
    """[7.1, APP.2.3.2b] Side 2's only fighting piece is a pack: the game goes on."""
    state = at("FSH turn 2 boarding wind E blowing table 48x48 morale 30,30 first 1" + WOLF + ASTERN, part=1)
    state = play(state, "done FR") if RULES.legal_actions(state) else state
    assert not state.result


CONVOY = (
    "FSH turn 1 initiative wind W blowing table 72x48 morale 30,12 first -"
    " | Wolf=1 destroyer 14,24@90 D0 A0 | Kent=1 large-steam-merchant 8,20@90 D0 A0"
    " | U-47=2 sub-surfaced 40,24@270 D0 A0 | U-99=2 pack sub-submerged D0 A0 1:44,30@270 2:44,30@270 3:44,30@270 real:2"
)


@pytest.mark.parametrize("kind", ["random", "captain"])
def test_play_with_submarines_ends_and_replays(kind: str) -> None:
    """[7.1-7.4] Seeded random play and the captain on both sides end a game of boats below and hunters, every
    action legal, and the record replays to the same position."""
    from sailkit.players import play_game
    from sailkit.rulesets.fighting_ships.captain import Captain
    from sailkit.rulesets.fighting_ships.game import FightingShipsGame

    setup = Setup("Wolfpack", Position.parse(CONVOY), sides=("GB", "DE"), turns=8)
    played = play_game(FightingShipsGame(setup), {"GB": kind, "DE": kind}, 0, captain=Captain, max_turns=10)
    game = played.game
    assert game.result
    verbs = {str(a).split()[0] for a in game.actions}
    assert {"run", "dive"} <= verbs and (kind == "random" or ("search" in verbs and verbs & {"asw", "launch"}))
    again = FightingShipsGame(setup)
    for a in game.actions:
        again.apply_action(a)
    assert str(again.state.position) == str(game.state.position)


def test_a_side_sees_the_enemy_pack_without_its_real_counter_until_located() -> None:
    """[7.1, 7.3] Along a captained game, GB's view of each German pack names no real counter unless located, and
    the German view always does."""
    from sailkit.players import play_game
    from sailkit.rulesets.fighting_ships.captain import Captain
    from sailkit.rulesets.fighting_ships.game import FightingShipsGame

    setup = Setup("Wolfpack", Position.parse(CONVOY), sides=("GB", "DE"), turns=4)
    game = play_game(FightingShipsGame(setup), {"GB": "captain", "DE": "captain"}, 0, captain=Captain).game
    state, seen = RULES.start(setup), 0
    for a in game.actions:
        state, _ = RULES.apply_action(state, a)
        for p in RULES.observe(state, "GB").state.position.packs:
            assert (p.real is None) != p.located
            seen += 1
        assert all(p.real is not None for p in RULES.observe(state, "DE").state.position.packs)
    assert seen


def test_a_pack_dashes_at_her_surface_speed_and_voids_her_decoys() -> None:
    """[7.2] One point for her three counters: she runs 6 inches below, her decoys void, her counter known."""
    state = at(HEAD + WOLF + PACK + KENT)
    refused(state, "run U-47 30,37", "7.2")  # 7 inches: past her surface speed of 6
    state = play(state, "run U-47 30,36")
    p = state.position.packs[0]
    assert [k for k, _ in p.counters] == [2] and p.located and p.pose_of(2).point == (30, 36)


BELOW = " | U-47=2 pack sub-submerged D0 A0 1:30,20@270 2:34,30@0 3:12,40@0 real:1"


def test_a_boat_below_launches_through_the_ships_launch_and_her_pack_gathers() -> None:
    """[5.7.1, 7.1] U-47, below at counter 1 with Wolf 10 inches ahead of her bow, launches her bow tube: a torpedo
    counter runs from her, her counters gather where she fired, her launch record goes with her pack."""
    state = at(GUNS + WOLF + BELOW, part=1)
    assert "launch U-47 Wolf" in legal(state)
    state = play(state, "launch U-47 Wolf")
    (p,) = state.position.packs
    assert {pose.point for _, pose in p.counters} == {(30, 20)} and len(p.counters) == 3
    assert p.launches.torpedo_salvos == 1 and [c.kind for c in state.position.counters] == ["torpedo"]
    assert "U-47" not in {v.name for v in state.ships}
    assert Position.parse(str(state.position)) == state.position


def test_a_boat_that_dived_this_game_turn_launches_nothing() -> None:
    """[7.2] Changing depth, she fires nothing: no launch is offered, and one asked for is refused."""
    state = at(GUNS + WOLF + BELOW, part=1, dived=frozenset({"U-47"}))
    assert not any(str(a).startswith("launch") for a in RULES.legal_actions(state))
    refused(state, "launch U-47 Wolf", "7.2")


def test_a_boat_on_the_surface_launches_as_any_ship() -> None:
    """[5.7.1] Surfaced, U-47 is a ship: her bow tube launches at Wolf."""
    state = at(GUNS + WOLF + " | U-47=2 sub-surfaced 30,20@270 D0 A0", part=1)
    state = play(state, "launch U-47 Wolf")
    assert state.vessel("U-47").launches.torpedo_salvos == 1 and state.position.counters


def test_an_anchored_pack_is_offered_only_to_lie_still() -> None:
    """[7.2, 4.2] Under pack_run=anchor-holds every run offered leaves each counter where it lies."""
    state = at(HEAD + WOLF + PACK.replace("D0 A0", "D0 A1") + KENT)
    runs = [str(a) for a in RULES.legal_actions(state) if a.verb == "run"]
    assert runs == ["run U-47 26,20 30,30 12,40"]


def test_a_pack_keeps_her_side_stat_line_tokens_and_launches_when_she_scatters_dashes_or_fires() -> None:
    """[7.1-7.3] Slipping away, dashing and firing from below change her counters, nothing else of her."""
    from sailkit.geometry.table import Pose
    from sailkit.rulesets.fighting_ships.air_sea_pieces import parse_pack
    from sailkit.rulesets.fighting_ships.submarines import dash, fire_from, scatter

    p = parse_pack("U-47=1 pack sub-submerged D1 A0 1:26,20@0 2:30,30@0 real:2 located launched:bow@3 salvos:1,0")
    for after in (scatter(p, [Pose(27, 20), Pose(30, 31)], 2), dash(p).pack, fire_from(p, 3).pack):
        assert (after.side, after.key, after.damage, after.launches) == (p.side, p.key, p.damage, p.launches)


def test_the_wolf_pack_replay_hides_the_boats_from_the_escorts_view() -> None:
    """[7.1, 7.3] The sample replayed from GB's view shows the U-boats' counters without their real one until
    located; from DE's view always with it."""
    from pathlib import Path

    from sailkit.replay_export import Replay

    path = Path(__file__).resolve().parents[2] / "replays" / "fighting_ships-wolfpack.fsh"
    gb, de = Replay.load(path, view="GB"), Replay.load(path, view="DE")
    packs = [
        (g, d)
        for k in range(0, len(gb.points), 25)
        for g, d in zip(gb.seen(gb.points[k]).position.packs, de.seen(de.points[k]).position.packs, strict=True)
    ]
    assert packs and all((g.real is None) != g.located and d.real is not None for g, d in packs)


def test_a_boat_below_searches_from_her_real_counter() -> None:
    """[7.3] Searchers include submarines: U-47, below at counter 1, finds HMS Upholder's counter 4 inches off."""
    text = (
        START
        + " | Upholder=1 pack sub-submerged D0 A0 1:30,24@0 2:10,10@0 3:40,40@0 real:1"
        + " | U-47=2 pack sub-submerged D0 A0 1:26,24@0 2:40,10@0 3:12,40@0 real:1"
    )
    state = rolls(RULES.start(Setup("test", Position.parse(text))), [3, 5])
    assert state.hunt == "search" and "search U-47" in legal(state)
    state = play(state, "search U-47")
    assert state.throw is not None and state.throw.chain == ("Upholder:1",)
    assert rolls(state, [5]).position.packs[0].located


def test_a_fleets_ecm_carries_its_sonar_further() -> None:
    """[3.2.3, 7.3] Sonar reaches 6 inches and 4 more a level of the searching fleet's ECM: counter 3, 8 inches from
    Wolf, is searched only when GB's fleet carries ECM 1, as the position's head writes it."""
    far = NEAR.replace("3:40,40@0", "3:28,20@0")
    for head, chain in ((START, ("U-47:2", "U-47:1")), (START + " fleet1:ecm1", ("U-47:2", "U-47:1", "U-47:3"))):
        state = rolls(RULES.start(Setup("test", Position.parse(head + WOLF + far))), [5, 3])
        state = play(state, "search Wolf")
        assert state.throw is not None and state.throw.chain == chain
