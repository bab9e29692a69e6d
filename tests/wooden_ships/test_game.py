"""The Basic Game turn on the engine [5.0]: orders kept secret, every legal action applies, whole random games end and replay."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine import play_random
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.registry import rules_for_title
from sailkit.rulesets.wooden_ships import RULES, WoodenShipsGame
from sailkit.rulesets.wooden_ships.notation import read_position, write_position
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.scenarios import Scenario, fleet_action, frigate_duel
from sailkit.rulesets.wooden_ships.state import State
from tests.wooden_ships.helpers import CLOSE


def test_the_rule_set_is_registered() -> None:
    assert rules_for_title("Wooden Ships & Iron Men") is RULES


def test_a_game_starts_with_orders_and_no_passing() -> None:
    """[5.0, 7.0, 7.2.6] turn 1 opens with the orders; every ship must have one, so there is no ``done``."""
    g = WoodenShipsGame(CLOSE)
    assert g.phase == "orders" and g.turn == 1 and g.current_side() == "United States"
    legal = [str(a) for a in g.legal_actions()]
    assert "order Constitution 0" in legal and not any(a.startswith("done") for a in legal)
    assert all(a.startswith("order Constitution") for a in legal)


def test_written_orders_stay_secret_until_all_are_written() -> None:
    """[7.0, 7.2.5] the other side sees that an order is written, not what it says; after the last one, all are revealed."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution L1R1")
    british = g.view("Britain")
    assert british.face_down == {"Constitution": "order face down [7.2.5]"} and british.orders == ()
    assert g.view("United States").orders == (("Constitution", "L1R1"),)
    g.apply_action("order Java 1")
    assert g.phase != "orders" and not g.view("Britain").face_down
    with pytest.raises(UnknownChoiceError):
        g.view("France")


def test_an_order_that_cannot_be_carried_out_whole_is_written_and_cut_short() -> None:
    """[7.2.7] a written order the rules do not allow whole is accepted, and carried out to its first forbidden element."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution LL2")  # a second pivot in one hex
    assert "only L can be carried out" in g.ruling().verdict
    g.apply_action("order Java 0")
    assert ("Constitution", "L") in g.state.executed


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    """Typed errors; the state and the record are unchanged."""
    g = WoodenShipsGame(CLOSE)
    before = (g.state, g.to_text())
    with pytest.raises(IllegalActionError, match="United States's turn"):
        g.apply_action("order Java 1")
    with pytest.raises(IllegalActionError):
        g.apply_action("fire Constitution R Java hull")
    with pytest.raises(IllegalActionError):
        g.apply_action("roll 3")
    with pytest.raises(InvalidInputError):
        g.apply_action("order Constitution X9")
    with pytest.raises(InvalidInputError):
        g.apply_action("sail away")
    assert (g.state, g.to_text()) == before


def test_a_collision_course_rolls_for_fouling() -> None:
    """[8.3.1, 8.3.5] Constitution sails into the hex Java keeps: a collision, then two dice on the Fouling Table."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution 3").apply_action("order Java 2")
    assert g.is_chance_node() and g.state.pending[0].kind == "foul"
    assert {a.die for a, _ in g.chance_outcomes()} == set(range(2, 13))
    g.apply_action("roll 12")  # a natural 12 always fouls [8.3.5.9]
    assert ("Constitution", "Java") in g.position.fouled
    assert g.phase == "grappling"


def random_game(scenario: Scenario, seed: int) -> WoodenShipsGame:
    return play_random(WoodenShipsGame(scenario), seed)


@pytest.mark.parametrize("seed", range(6))
def test_whole_random_duels_end_and_replay_from_text_identically(seed: int) -> None:
    """Every random game ends [14.0] and its record replays to the same state."""
    g = random_game(CLOSE, seed)
    assert g.is_terminal() and g.result
    again = WoodenShipsGame.from_text(g.to_text())
    assert again.state == g.state and again.to_text() == g.to_text()


def test_random_fleet_action_ends_and_replays() -> None:
    sc = fleet_action()
    from dataclasses import replace

    g = random_game(replace(sc, turns=3), 1)
    assert g.is_terminal() and g.turn == 4
    assert WoodenShipsGame.from_text(g.to_text()).state == g.state


@settings(max_examples=12)
@given(st.integers(0, 10_000), st.integers(0, 60))
def test_every_legal_action_applies(seed: int, steps: int) -> None:
    """Whatever the position, each listed action applies without error (and each die result, at a chance node)."""
    g = WoodenShipsGame(CLOSE)
    play_random(g, seed, max_actions=steps + 1, until=lambda x: x.ply >= steps)
    if g.is_terminal():
        return
    for a in g.legal_actions():
        b = g.branch()
        b.apply_action(a)
        b.undo()
    assert g.state.position.turn >= 1


@pytest.mark.parametrize("seed", range(4))
def test_positions_round_trip_through_their_text(seed: int) -> None:
    """One line of text holds the position; reading it back gives the same position."""
    g = random_game(CLOSE, seed)
    for node in list(g.mainline())[::7]:
        g.go(node)
        pos = g.position
        text = write_position(pos, g.state.grid)
        assert read_position(text, g.state.grid) == pos, text


def test_every_ruling_cites_cases() -> None:
    g = random_game(CLOSE, 3)
    g.rewind()
    while g.node.children:
        g.forward()
        r = g.ruling()
        assert r.steps and all(s.case for s in r.steps) and r.ruleset == "wooden_ships"


def test_the_duel_scenario_reads_back_from_its_headers() -> None:
    sc = frigate_duel()
    g = WoodenShipsGame(sc)
    assert RULES.setup_from_headers(g.record().headers) == sc


def test_unfouling_with_a_rigging_box_struck_off() -> None:
    """[6.1, A-6.1] a ship may strike one rigging box for +1 on its unfouling roll."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution 3").apply_action("order Java 2").apply_action("roll 12")  # fouled
    while g.phase != "unfouling" and not g.is_terminal():
        g.apply_action(g.chance_outcomes()[0][0] if g.is_chance_node() else f"done {g.current_side()}")
    legal = [str(a) for a in g.legal_actions()]
    assert "unfoul Constitution Java sacrifice" in legal and "unfoul Constitution Java" in legal
    before = sum(g.position.ship("Constitution").rigging)
    g.apply_action("unfoul Constitution Java sacrifice")
    assert sum(g.position.ship("Constitution").rigging) == before - 1
    assert g.state.pending[0].modifier == 1 + 1  # crack +1, the box struck off +1


def test_a_surrendered_ship_with_a_friend_near_fights_on() -> None:
    """[11.4.5] a ship that surrendered without striking and is not taken hoists her colours again with a friend within 5."""
    from sailkit.rulesets.wooden_ships.damage import recoveries as _recoveries
    from sailkit.rulesets.wooden_ships.state import Status

    g = WoodenShipsGame.from_scenario("fleet-action")
    pos = g.position
    victory = pos.ship("Victory").with_(status=Status.FIREPOWER)
    out, steps = _recoveries(pos.with_ship(victory))
    assert out.ship("Victory").status is Status.ACTIVE and steps[0].case == "11.4.5"
    struck = pos.ship("Victory").with_(status=Status.STRUCK)
    assert _recoveries(pos.with_ship(struck))[0].ship("Victory").status is Status.STRUCK


def test_a_defending_party_being_raked_fights_at_the_lower_factor() -> None:
    """[12.3.1, A-10.0] DBP: crack 6 a box, 5 while the ship is being raked."""
    from sailkit.rulesets.wooden_ships import melee
    from sailkit.rulesets.wooden_ships.state import Party

    g = WoodenShipsGame(CLOSE)
    java = g.position.ship("Java").with_(quality="crack")
    dbp = Party("Java", "DBP", (0,))
    assert melee.tms({"Java": java}, [dbp]) == 6 * java.crew[0]
    assert melee.tms({"Java": java}, [dbp], raked=["Java"]) == 5 * java.crew[0]


def test_a_transfer_party_refills_a_friend_latest_loss_first() -> None:
    """[10.2.6, 12.1.1-12.1.4] a TBP leaves its ship, the merged crew takes the worse quality at once, and at the end
    of the turn the boxes refill the friend's lost boxes (the latest losses first); none crosses to a ship that has
    surrendered."""
    from sailkit.rulesets.wooden_ships.melee import arrivals
    from sailkit.rulesets.wooden_ships.melee import transfers as _transfers
    from sailkit.rulesets.wooden_ships.state import Party, Status

    g = WoodenShipsGame.from_scenario("fleet-action")
    pos = g.position
    victory = pos.ship("Victory").with_(crew=(12, 4, 0))  # (12, 12, 10) at the start
    ajax = pos.ship("Ajax")  # an average crew; Victory's is crack
    pos = pos.with_ship(victory)
    state = g.state.with_(position=pos, parties=(Party("Ajax", "TBP", (0,), "Victory"),))
    out, crossing, steps = _transfers(state, pos)
    assert crossing == (("Ajax", "Victory", 8, ajax.side),) and steps[0].case == "12.1.2"
    assert out.ship("Victory").crew == (12, 4, 0) and out.ship("Victory").quality == "average"
    assert out.ship("Ajax").crew[0] == ajax.crew[0] - 8
    landed, more = arrivals(out, crossing)
    assert landed.ship("Victory").crew == (12, 4, 8) and more[0].case == "12.1.3"
    gone = pos.with_ship(victory.with_(status=Status.FIREPOWER))
    assert _transfers(state.with_(position=gone), gone)[2][0].case == "12.1.2"


def _transfer_melee() -> State:
    """Ajax sends a section across to Victory, who is being boarded by Redoutable this turn."""
    from sailkit.rulesets.wooden_ships.state import Party

    g = WoodenShipsGame.from_scenario("fleet-action")
    pos = g.position
    victory = pos.ship("Victory").with_(crew=(2, 0, 0))  # an enemy has fought her down to two boxes
    redoutable = next(s for s in pos.ships if s.side != victory.side).name
    pos = pos.with_ship(victory)
    parties = (
        Party("Ajax", "TBP", (0,), "Victory"),
        Party("Victory", "DBP", (0, 1, 2)),  # every section defends, the refilled one too
        Party(redoutable, "OBP", (0,), "Victory"),
    )
    return g.state.with_(position=pos, parties=parties, phase="combat")


def test_transferred_crew_do_not_fight_in_the_melee_of_their_turn() -> None:
    """[10.2.7, 12.1.4] boxes transferred to a ship being boarded do not add to her defenders' strength this turn;
    they join her crew when the turn ends."""
    from sailkit.rulesets.wooden_ships import melee
    from sailkit.rulesets.wooden_ships.sequence import end_turn as _end_turn

    state, _ = melee.start_melees(_transfer_melee())
    ships = {s.name: s for s in state.position.ships}
    dbp = [p for p in state.parties if p.kind == "DBP"]
    factor = melee.factor(ships["Victory"], "DBP")
    assert melee.tms(ships, dbp) == 2 * factor  # the two boxes she had, not the ones on their way
    assert state.crossing == (("Ajax", "Victory", 8, "Britain"),)
    after, steps = _end_turn(state.with_(melees=()))
    assert after.position.ship("Victory").crew == (2, 0, 8)
    assert after.crossing == () and steps[0].case == "12.1.3"


def test_transferred_crew_aboard_a_ship_taken_that_turn_are_prisoners() -> None:
    """[12.1.4] transferred boxes on their way to a ship the enemy takes that turn are prisoners with her crew."""
    from sailkit.rulesets.wooden_ships.melee import arrivals

    position = _transfer_melee().position
    taken = position.ship("Victory").with_(side="Combined Fleet", prisoners=2, crew=(5, 0, 0))
    pos, steps = arrivals(position.with_ship(taken), (("Ajax", "Victory", 6, "Britain"),))
    assert pos.ship("Victory").prisoners == 8 and pos.ship("Victory").crew == (5, 0, 0)
    assert steps[0].case == "12.1.4"


def test_a_transfer_party_may_be_sent_to_an_enemy_expected_to_give_up() -> None:
    """[10.2.8] a TBP may be formed for an enemy (alongside, under reading surrender_tbp_reach adjacent); if she has given up by the Melee Phase the party takes her
    as a prize, and otherwise nobody crosses and the sections stay idle aboard."""
    from sailkit.rulesets.wooden_ships.boarding import options as _boarding_options
    from sailkit.rulesets.wooden_ships.melee import transfers as _transfers
    from sailkit.rulesets.wooden_ships.state import Party, Status

    g = WoodenShipsGame(CLOSE)
    pos = g.position
    java = pos.ship("Java").with_(bow=g.state.grid.parse("K10"))  # alongside Constitution, not locked to her
    con = pos.ship("Constitution")
    pos = pos.with_ship(java)
    state = g.state.with_(position=pos, phase="boarding")
    assert _boarding_options(state, con) == []  # alongside but not locked: no party by default (surrender_tbp_reach)
    alongside = state.with_(readings=READINGS.resolve({"surrender_tbp_reach": "adjacent"}))
    assert "transfer Constitution Java 1" in [str(a) for a in _boarding_options(alongside, con)]
    party = (Party("Constitution", "TBP", (0,), "Java"),)
    out, crossing, steps = _transfers(state.with_(parties=party), pos)
    assert out == pos and crossing == () and steps[0].case == "10.2.8"
    given_up = pos.with_ship(java.with_(status=Status.FIREPOWER))
    out, crossing, steps = _transfers(state.with_(position=given_up, parties=party), given_up)
    prize = out.ship("Java")
    assert prize.side == "United States" and prize.crew[0] == con.crew[0] and prize.prisoners == java.crew_total
    assert steps[0].case == "10.2.8" and steps[1].case == "12.4.2" and crossing == ()


def test_the_phases_come_in_the_order_of_the_sequence_of_play() -> None:
    """[5.0, 17.0] a game passes through the phases in order, turn after turn (a phase with nothing to decide is skipped)."""
    from dataclasses import replace

    from sailkit.rulesets.wooden_ships.scenarios import advanced_duel
    from sailkit.rulesets.wooden_ships.sequence import ADVANCED_PHASES, PHASES

    for scenario, order in ((CLOSE, PHASES), (replace(advanced_duel(), turns=6), ADVANCED_PHASES)):
        g = random_game(scenario, 2)
        g.rewind()
        seen = []
        while g.node.children:
            g.forward()
            if g.phase != (seen[-1] if seen else None):
                seen.append(g.phase)
        ranks = [order.index(p) for p in seen]
        assert all(b > a or b <= order.index("orders") for a, b in zip(ranks, ranks[1:])), seen


def test_the_floating_map_moves_every_counter_when_a_ship_reaches_the_edge() -> None:
    """[15.0] by default the map edge stops a ship (reading map_edge edge-stops); on the floating map she sails on and
    every counter moves the same way, so the ships keep their places relative to one another."""
    from sailkit.rulesets.wooden_ships.execution import execute as _execute

    g = WoodenShipsGame(CLOSE)
    grid = g.state.grid
    con = g.position.ship("Constitution").with_(bow=grid.parse("J1"), facing=HexDirection.N)
    orders = (("Constitution", "2"), ("Java", "0"))
    state = g.state.with_(position=g.position.with_ship(con), orders=orders, phase="execution")
    stopped, steps = _execute(state)
    assert stopped.position.ship("Constitution").bow == con.bow and steps[0].case == "7.2.7"
    floating = state.with_(readings=READINGS.resolve({"map_edge": "floating"}))
    moved, steps = _execute(floating)
    after = moved.position
    assert all(h in grid for s in after.ships for h in s.hexes) and "15.0" in [s.case for s in steps]
    java_before, java_after = state.position.ship("Java").bow, after.ship("Java").bow
    con_after = after.ship("Constitution").bow
    shift = (java_after.q - java_before.q, java_after.r - java_before.r)
    assert shift != (0, 0) and Hex(con_after.q - shift[0], con_after.r - shift[1]) == con.bow.neighbour(
        HexDirection.N, 2
    )


def test_a_victorious_defending_party_may_board_back() -> None:
    """[12.3.5] a DBP that beats off boarders may board their ship in turn, becoming an OBP; with nobody left to meet
    it, it takes her at once."""
    from sailkit.rulesets.wooden_ships import RULES
    from sailkit.rulesets.wooden_ships.state import Melee, Party, Task

    g = WoodenShipsGame.from_scenario("fleet-action")
    pos = g.position
    enemy = next(s for s in pos.ships if s.side != "Britain")
    pos = pos.with_ship(enemy.with_(crew=(1, 8, 8)))
    state = g.state.with_(
        position=pos,
        phase="melee",
        parties=(Party("Victory", "DBP", (0, 1, 2)), Party(enemy.name, "OBP", (0,), "Victory")),
        melees=(Melee("Victory", (enemy.name,)),),
        pending=(Task("melee", ("Victory", "attackers")), Task("melee", ("Victory", "defenders"))),
    )
    state, _ = RULES.apply_action(state, RULES.parse_action("roll 1"))
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 6"))
    assert "beaten off" in ruling.verdict and ruling.steps[-1].case == "12.3.5"
    assert RULES.current_side(state) == "Britain" and state.phase == "melee"
    counter = RULES.parse_action(f"counter Victory {enemy.name}")
    assert counter in RULES.legal_actions(state)
    after, said = RULES.apply_action(state, RULES.check_action(state, counter))
    taken = after.position.ship(enemy.name)
    assert taken.side == "Britain" and taken.prisoners == 16 and said.steps[0].case == "12.3.5"
    declined, _ = RULES.apply_action(state, RULES.parse_action("done Britain"))
    assert declined.position.ship(enemy.name).side != "Britain" and declined.counters == ()


def test_a_transfer_party_crosses_once_even_from_a_ship_in_a_melee() -> None:
    """[12.1.1, 12.3.4] parties of a melee that goes on are kept for next turn, but a transfer party has crossed and is
    not kept (it would cross again)."""
    from sailkit.rulesets.wooden_ships.sequence import end_turn as _end_turn
    from sailkit.rulesets.wooden_ships.state import Melee, Party

    g = WoodenShipsGame.from_scenario("fleet-action")
    enemy = next(s for s in g.position.ships if s.side != "Britain").name
    obp, tbp = Party("Victory", "OBP", (0,), enemy), Party("Victory", "TBP", (1,), "Ajax")
    state = g.state.with_(phase="reload", parties=(obp, tbp), melees=(Melee(enemy, ("Victory",)),))
    assert _end_turn(state)[0].parties == (obp,)


def test_sailkits_own_scenarios_are_read_from_their_headers_and_write_them_back() -> None:
    """sailkit's set-ups are data (``data/scenarios.toml``): each reads, passes the scenario's checks, and writes back
    the headers it was read from; the fleet action's lines sail North-East, ten a side, three hexes apart [14.2]."""
    from sailkit.rulesets.wooden_ships.scenarios import SCENARIOS, _stated

    assert set(_stated()) == set(SCENARIOS)
    for key, made in SCENARIOS.items():
        sc = made()
        sc.check()
        assert sc.headers() == _stated()[key]
    fleet = fleet_action()
    for side in ("Britain", "Combined Fleet"):
        bows = [fleet.grid.parse(s.bow) for s in fleet.ships if s.side == side]
        assert len(bows) == 10 and {s.facing for s in fleet.ships if s.side == side} == {HexDirection.NE}
        assert {a.distance(b) for a, b in zip(bows, bows[1:])} == {3}
