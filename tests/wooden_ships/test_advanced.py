"""The Advanced Game [16.0-27.0]: turning limits, full sails and men in the rigging, reduced fields, ammunition,
rakes, tables above 10, wind, sinking and exploding; the index's testable facts 7-8, 22-25, 28, 30-39."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine import play_random
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships import WoodenShipsGame, combat
from sailkit.rulesets.wooden_ships import wind as wind_mod
from sailkit.rulesets.wooden_ships.ammunition import may_load, reach
from sailkit.rulesets.wooden_ships.fields import Broadside, Kind, Obstacle, advanced_rake, bearing, reduced_targets
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec, advanced_duel
from sailkit.rulesets.wooden_ships.sinking import one_hex_rake_value as _one_hex_rake_value
from sailkit.rulesets.wooden_ships.state import Position, Ship, State, Wind
from sailkit.rulesets.wooden_ships.tables import hit_result, parse_hits
from tests.wooden_ships.helpers import make_ship

N = HexDirection.N
NORTH = TwoHexShip(Hex(0, 0), N)


def ship(name: str = "S", quality: str = "average", side: str = "A", **kw) -> Ship:
    """A British 74 Large Class (GB-6) that has fired both broadsides already (no initial-broadside bonus)."""
    return make_ship(name, quality, side, **{"type_key": "GB-6", "fired": (True, True), **kw})


def adv(**kw) -> Mover:
    return Mover(NORTH, 4, 0, 2, advanced=True, **kw)


def test_facts_7_8_no_turn_turn() -> None:
    """[20.4.2, 20.4.2.1] after a move ending on a turn, 1L1 is legal, a second L1R runs as just L."""
    assert carry_out(adv(after_turn=True), "1L1", HexDirection.NE).text == "1L1"
    second = carry_out(adv(after_turn=True), "L1R", HexDirection.NE)
    assert second.text == "L" and second.ruling.steps[-1].case == "20.4.2"


def test_restart_from_a_stop() -> None:
    """[20.4.1.1, 20.4.1.2] after a stop: a hex straight before turning, or one pivot in place and nothing else;
    one pivot fewer than the turning ability."""
    assert carry_out(adv(after_stop=True), "L1", HexDirection.NE).text == "L"
    assert carry_out(adv(after_stop=True), "1L1R", HexDirection.NE).text == "1L1"  # turning ability 2 - 1
    assert carry_out(adv(after_stop=True), "1L", HexDirection.NE).text == "1L"


def test_backing_sails_spends_a_step_standing_still() -> None:
    """[20.2, fact 9] BBB1 enters its hex at the fourth step."""
    plan = carry_out(adv(), "BBB1", HexDirection.NE)
    assert plan.text == "BBB1" and plan.counters[2] == NORTH and plan.counters[3] == NORTH.advanced(1)
    from sailkit.rulesets.wooden_ships.movement import legal_plots

    listed = legal_plots(adv(), HexDirection.NE)
    assert "BBB1" in listed and "B1L1" in listed and "1B" not in listed  # B is offered to time a move, at its start
    assert carry_out(adv(), "1B", HexDirection.NE).text == "1B"  # but may be written anywhere


def test_full_sail_speed_uses_the_full_sail_chart() -> None:
    """[20.1.1] speed 5 in A: 5 hexes."""
    assert carry_out(Mover(NORTH, 5, 0, 2, advanced=True), "5", HexDirection.NE).text == "5"


# ---- the Hit Table number [16.1, 24.1-24.5] ----


def broadside_pos(firer: Ship, target: Ship, velocity: int = 3) -> Position:
    return Position(1, Wind(N, velocity), (firer, target))


def test_fact_22_crack_french_80_changing_sail() -> None:
    """[24.5.1] crack French 80, 22 guns at range 3, a sail change noted: one crew section down: 3 + 2 - 2 = Table 3."""
    firer = ship("F", "crack", type_key="FR-80", guns=(22, 22), carronades=(2, 2), sail_order="FS")
    target = ship("T", side="B", bow=Hex(3, -2))
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target)
    assert n.range == 3 and n.guns == 22 and n.table == 3
    (loss,) = [st for st in n.ruling.steps if st.case == "11.3.3"]
    assert loss.value == -2 and "24.5.1" in loss.reason


@pytest.mark.parametrize(("mir", "table"), [("", 3), ("FS", 2)])
def test_facts_23_24_british_74_at_full_sails(mir: str, table: int) -> None:
    """[A-20.1] crack British 74 Large under full sails, 18 guns at range 3: 2 + 2 - 1 = Table 3; with men in the rigging 2."""
    firer = ship("F", "crack", full_sails=True, sail_order=mir)
    target = ship("T", side="B", bow=Hex(3, -2))
    assert combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target).table == table


def test_fact_28_and_20_1_3_full_sail_extra_rigging() -> None:
    """[20.1.3] Table 9 rigging die 6 at a ship under full sails: 7R-2G plus 4R = 11R-2G; hull shots add none (reading)."""
    target = ship("T", full_sails=True)
    hits = combat.advanced_hits(hit_result(9, "rigging", 6), "rigging", "R", target)
    assert (hits.rigging, hits.guns, hits.critical) == (11, 2, True)
    assert combat.advanced_hits(hit_result(4, "hull", 1), "hull", "R", target).rigging == 0
    assert (
        combat.advanced_hits(
            hit_result(4, "hull", 1), "hull", "R", target, {"full_sail_hull_extra": "hull-too"}
        ).rigging
        == 1
    )


def test_fact_30_chain_shot_drops_hull_and_gun_hits() -> None:
    """[24.2.2.2] 2R-H-C from chain shot is 2R-C."""
    hits = combat.advanced_hits(parse_hits("2R-H-C"), "rigging", "C", ship())
    assert (hits.hull, hits.guns, hits.crew, hits.rigging) == (0, 0, 1, 2)


@pytest.mark.parametrize(("quality", "fired", "crew"), [("average", (True, True), 0), ("crack", (False, False), 4)])
def test_facts_31_32_grape(quality: str, fired: tuple[bool, bool], crew: int) -> None:
    """[24.2.4.2] grape, 22 guns at range 1: average, not the first broadside: 4 - 4 = 0 crew; crack, first: 4 + 2 + 2 - 4 = 4."""
    firer = ship("F", quality, guns=(18, 18), carronades=(4, 4), ammo=("G", "G"), fired=fired)
    target = ship("T", side="B", bow=Hex(1, 0))
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, Broadside.R, target)
    assert n.guns == 22 and n.table == crew and f"{crew} crew box" in n.ruling.verdict


def test_fact_33_munition_ranges() -> None:
    """[Munition Range Table, 24.2.2.4] chain reaches 4 hexes, grape 1; British ships never load chain."""
    assert reach("C") == 4 and reach("G") == 1 and reach("R") == 10
    assert reach("D") == 10 and reach("D", {"doubleshot_commitment": "committed"}) == 1
    assert may_load("C", "Britain", 3) == (False, "24.2.2.4") and may_load("C", "France", 3)[0]


def test_fact_34_and_rake_geometry() -> None:
    """[24.4.1, 24.4.4] a rake from the line the target's bow or stern points along, to 5 hexes, not 6; +1 into the stern."""
    target = TwoHexShip(Hex(0, 0), N)
    astern5 = TwoHexShip(target.stern.neighbour(HexDirection.S, 5), HexDirection.NE)
    astern6 = TwoHexShip(target.stern.neighbour(HexDirection.S, 6), HexDirection.NE)
    assert advanced_rake(astern5, target) == "stern" and advanced_rake(astern6, target) == ""
    assert advanced_rake(astern5, target, {"rake_geometry": "adjacent-only"}) == ""
    ahead = TwoHexShip(target.bow.neighbour(N, 2), HexDirection.SE)
    assert advanced_rake(ahead, target) == "bow"


def test_stern_rake_reads_the_bracket_plus_one() -> None:
    """[16.1.1.1, 16.1.1.2] 22 guns at range 1 into the stern: bracket 8, +1."""
    target = ship("T", side="B")
    firer = ship("F", bow=Hex(1, 1), facing=HexDirection.NE, guns=(18, 18), carronades=(4, 4))  # across the stern
    assert advanced_rake(firer.counter, target.counter) == "stern"
    side = Broadside.L
    assert {bearing(firer.counter, h).field for h in target.hexes} == {1, 3}
    n = combat.advanced_fire_number(broadside_pos(firer, target), firer, side, target)
    values = {s.case: s.value for s in n.ruling.steps}
    assert n.rake and values["16.1.1.1"] == 8 and values["16.1.1.2"] == 1


def test_gale_and_storm_gunnery() -> None:
    """[18.2.2.4, 18.2.2.5] gale: classes 1, 5, 6 one table lower; storm: classes 1 and 4 two, 2 and 3 one."""
    assert wind_mod.gunnery_modifier(5, 1) == (-1, "18.2.2.4") and wind_mod.gunnery_modifier(5, 2) == (0, "")
    assert wind_mod.gunnery_modifier(6, 4)[0] == -2 and wind_mod.gunnery_modifier(6, 3)[0] == -1
    assert (
        wind_mod.gunnery_modifier(6, 5)[0] == 0
        and wind_mod.gunnery_modifier(6, 5, {"storm_gunnery_small": "as-class-4"})[0] == -2
    )


# ---- reduced fields [24.1] ----


def enemy(name: str, bow: Hex, facing: HexDirection = N, kind: Kind = Kind.ENEMY) -> Obstacle:
    return Obstacle(name, TwoHexShip(bow, facing).hexes, kind)


def test_fields_1_to_3_take_the_whole_broadside() -> None:
    """[24.1.2] a target square abeam: the whole broadside."""
    (e,) = reduced_targets(NORTH, Broadside.R, [enemy("abeam", Hex(3, -1))])
    assert (e.target, e.section) == ("abeam", "full") and e.field in (1, 2, 3)


def test_field_4_takes_the_stern_section_and_is_blocked_by_nearer_field_2_or_4() -> None:
    """[24.1.2, 24.1.5.2] a target only in field 4 takes the stern section; something nearer in 2 or 4 blocks it,
    something nearer in 1, 3 or 5 does not."""
    far4 = Obstacle("far", (Hex(5, 1),), Kind.ENEMY)  # row 5, well aft: field 4
    assert bearing(NORTH, Hex(5, 1)).field == 4
    (e,) = reduced_targets(NORTH, Broadside.R, [far4])
    assert e.section == "stern"
    near4 = Obstacle("near", (Hex(2, 1),), Kind.FRIEND)  # row 2 aft: field 4
    near5 = Obstacle("bowside", (Hex(2, -2),), Kind.FRIEND)  # row 2 forward: field 5
    assert bearing(NORTH, Hex(2, 1)).field == 4 and bearing(NORTH, Hex(2, -2)).field == 5
    assert reduced_targets(NORTH, Broadside.R, [far4, near4]) == ()
    assert [x.target for x in reduced_targets(NORTH, Broadside.R, [far4, near5])] == ["far"]


def test_field_5_takes_the_bow_section() -> None:
    """[24.1.2, 24.1.5.3]."""
    far5 = Obstacle("far", (Hex(5, -5),), Kind.ENEMY)
    assert bearing(NORTH, Hex(5, -5)).field == 5
    (e,) = reduced_targets(NORTH, Broadside.R, [far5])
    assert e.section == "bow"


def test_a_straddler_counts_in_its_lower_field() -> None:
    """[24.1.5.4] a ship in fields 2 and 4 is fired on as in field 2, with the whole broadside."""
    straddler = Obstacle("s", (Hex(3, 0), Hex(3, 1)), Kind.ENEMY)
    assert {bearing(NORTH, h).field for h in straddler.hexes} == {2, 4}
    (e,) = reduced_targets(NORTH, Broadside.R, [straddler])
    assert (e.section, e.field) == ("full", 2)


# ---- wind, storms, sinking [18, 24.3] ----


def advanced_game(**kw) -> WoodenShipsGame:
    return WoodenShipsGame(replace(advanced_duel(), **kw))


def test_fact_37_a_change_number_brings_direction_and_velocity_dice() -> None:
    """[18.1.3] the Advanced Game opens with the Wind Phase: two dice; on the change number a die for direction and one for velocity."""
    g = advanced_game()
    assert g.phase == "wind" and g.state.pending[0].kind == "wind"
    g.apply_action("roll 7")
    assert [t.kind for t in g.state.pending] == ["wind_direction", "wind_velocity"]
    g.apply_action("roll 3")  # 60 degrees clockwise
    assert g.position.wind.direction is HexDirection.NE
    g.apply_action("roll 6")  # up one
    assert g.position.wind.velocity == 4 and g.phase == "orders"


def test_fact_38_39_gale_to_storm_takes_in_full_sails() -> None:
    """[18.1.3.2] velocity 4 and a 6: gale, full sails still allowed; [18.2.2.1] gale to storm: a ship under full sails
    loses half a die of rigging (5 -> 3) and is back under battle sails."""
    assert wind_mod.strengthened(Wind(N, 4, change=(7,)), 6)[0].velocity == 5 and wind_mod.full_sails_allowed(5)
    g = advanced_game(velocity=5)
    st = g.state
    ship = st.position.ship("Constitution").with_(full_sails=True)
    g2 = advanced_game(velocity=5)
    g2._tree.entries[g2.node].state = st.with_(position=st.position.with_ship(ship))
    g2.apply_action("roll 7").apply_action("roll 2").apply_action("roll 6")
    assert g2.position.wind.velocity == 6 and g2.state.pending[0].kind == "storm_rigging"
    g2.apply_action("roll 5")
    c = g2.position.ship("Constitution")
    assert not c.full_sails and sum(c.rigging) == sum(c.rigging_full) - 3


def test_fact_35_explosion_table() -> None:
    """[24.3.2.3.1] a British 74 Large (18 guns and 4 carronades a side): twice the 1-hex rake value 8, capped at Table 10."""
    assert min(10, 2 * _one_hex_rake_value(ship())) == 10 and _one_hex_rake_value(ship()) == 8


def test_advanced_random_games_end_and_replay() -> None:
    close = Scenario(
        "close advanced",
        (
            ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
            ShipSpec("Java", "GB-18", "Britain", "average", "M10", N),
        ),
        wind=N,
        turns=10,
        columns=30,
        rows=24,
        level="advanced",
        change=(7, 11),
    )
    for seed in range(4):
        g = play_random(WoodenShipsGame(close), seed)
        assert g.is_terminal()
        assert WoodenShipsGame.from_text(g.to_text()).state == g.state


# ---- critical hits [16.1.2.2] ----


def alongside_in_combat() -> WoodenShipsGame:
    sc = Scenario(
        "alongside",
        (
            ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
            ShipSpec("Java", "GB-18", "Britain", "average", "L9", N),
        ),
        wind=HexDirection.NE,
        turns=5,
        columns=30,
        rows=24,
        level="advanced",
        change=(7,),
    )
    g = WoodenShipsGame(sc)
    g.apply_action("roll 5")  # the wind holds
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "combat":
        g.apply_action(f"done {g.current_side()}")
    return g


def test_a_starred_six_brings_a_critical_roll_after_all_ordinary_hits() -> None:
    """[16.1.2.2.1, 16.1.2.2.2] a die 6 is starred: after every ordinary hit is marked, two dice on the Critical Hit Table;
    10 on the hull column is waterline damage, which needs a die of the Hit Table or less."""
    g = alongside_in_combat()
    g.apply_action("fire Constitution R Java hull")
    table = g.state.shots[0].table
    g.apply_action("roll 6")
    assert "*" in g.state.shots[0].hits[0]
    while not g.state.pending:
        g.apply_action(f"done {g.current_side()}")  # side names with spaces read without quotes
    assert g.state.pending[0].kind == "critical"
    g.apply_action("roll 10")
    assert g.state.pending[0].kind == "qualify"
    g.apply_action("roll 1")
    assert table >= 1 and g.position.ship("Java").pumping and g.position.ship("Java").sections_lost == 1


def test_critical_effects() -> None:
    """[Critical Hit Table] demoralisation drops a step on 6 or less; a mast takes the rest of its section; a rudder
    (not from a bow rake) stops the next turn and the turning ability for good; fire is fought each Unfouling Phase."""
    from sailkit.rulesets.wooden_ships import criticals

    s = ship(quality="average", crew=(0, 8, 8))
    assert criticals.demoralised(s, 3)[0].quality == "green"  # 3 + 3 - 1 = 5
    assert criticals.demoralised(s, 5)[0].quality == "average"  # 5 + 3 - 1 = 7
    assert criticals.mast_falls(s.with_(rigging=(2, 7, 7)))[0].rigging == (0, 7, 7)
    r = criticals.rudder(s, bow_rake=False)[0]
    assert r.no_turn and r.turning == 1 and criticals.rudder(s, bow_rake=True)[0] == s
    burning = s.with_(on_fire=True)
    assert not criticals.burn(burning, 2)[0].on_fire  # two sections fight it
    still, burnt, _ = criticals.burn(burning, 3)
    assert still.on_fire and burnt == 1 and still.hull == s.hull - 1
    assert criticals.effect_of("hull", 4) == "helm" and criticals.effect_of("rigging", 7) == "none"


# ---- anchors [20.3] and repairs [20.5, 26.2] ----


def test_spring_turns_pivot_on_the_anchored_hex() -> None:
    """[20.3.4, 20.3.4.1] anchored by the stern: up to 120 degrees, the stern staying put; nothing else."""
    m = Mover(NORTH, 4, 0, 2, advanced=True, spring="stern")
    plan = carry_out(m, "RR", HexDirection.NE)
    assert plan.text == "RR" and plan.counters[-1].stern == NORTH.stern and plan.counters[-1].facing is HexDirection.SE
    assert carry_out(m, "RL", HexDirection.NE).text == "R" and carry_out(m, "1", HexDirection.NE).text == "0"
    cases = [s.case for s in plan.ruling.steps]
    assert cases == ["20.3.4.1", "20.3.4", "20.3.4"]  # the turn's limit, then each pivot on the anchored hex
    assert carry_out(m, "RRR", HexDirection.NE).ruling.steps[-1].case == "20.3.4.1"  # a third pivot is refused


def anchored_game() -> WoodenShipsGame:
    return WoodenShipsGame(replace(advanced_duel(), anchors=True, change=()))


def next_orders(g: WoodenShipsGame, a: str, b: str) -> None:
    g.apply_action(a).apply_action(b)
    while not g.is_terminal() and g.phase != "orders":
        if g.is_chance_node():
            g.apply_action(g.chance_outcomes()[0][0])  # the lowest result
        else:
            g.apply_action(f"done {g.current_side()}")


def test_anchoring_takes_hold_the_turn_after_and_weighing_takes_two_turns() -> None:
    """[20.3.2] an anchor noted now holds from next turn: no move [20.3.3]; [20.3.6] UA on two turns running frees her."""
    g = anchored_game()
    g.apply_action("roll 2")  # the Wind Phase's dice (no change numbers)
    next_orders(g, "order Constitution 1 A", "order Java 1")
    c = g.position.ship("Constitution")
    assert c.anchor == "A"
    assert [str(a) for a in g.legal_actions() if "Constitution" in str(a)][:1] == ["order Constitution 0"]
    next_orders(g, "order Constitution 0 UA", "order Java 1")
    assert g.position.ship("Constitution").anchor == "weigh"
    next_orders(g, "order Constitution 0 UA", "order Java 1")
    assert g.position.ship("Constitution").anchor == ""


def test_a_repair_takes_three_turns_and_restores_two_boxes() -> None:
    """[20.5, 26.2.2, 26.2.3] a repair noted with a straight order, three turns, two hull boxes back; no fire meanwhile."""
    g = anchored_game()
    st = g.state
    java = st.position.ship("Java").with_(hull=10)
    g._tree.entries[g.node].state = st.with_(position=st.position.with_ship(java))
    g.apply_action("roll 2")
    for _ in range(3):
        next_orders(g, "order Constitution 0", "order Java 0 RH")
    assert g.position.ship("Java").hull == 12 and g.position.ship("Java").repairs == (0, 0, 0)


# ---- Optional Rules [33, 36.1, 37] ----


def test_fact_50_blocked_wind() -> None:
    """[37.1, 37.2.1] a blocker under full sails carrying 30 or more guns more than the blocked ship: 3 hexes lost;
    under battle sails 2; only from the side the wind comes from."""
    from sailkit.rulesets.wooden_ships.optional import wind_shadow

    frigate = ship("F", type_key="US-44", bow=Hex(0, 0))
    big = ship("B", type_key="FR-80", bow=Hex(0, -2), full_sails=True)  # just upwind (the wind blows south)
    assert wind_shadow(frigate, [big], HexDirection.S)[0] == 3
    assert wind_shadow(frigate, [big.with_(full_sails=False)], HexDirection.S)[0] == 2
    assert wind_shadow(frigate, [big], N)[0] == 0  # downwind: no shadow
    m = Mover(NORTH, 4, 0, 2, advanced=True, wind_shadow=3)
    assert carry_out(m, "4", HexDirection.NE).text == "1"


def test_dismasted_gunnery() -> None:
    """[36.1] no rigging: a table lower with 6 gun boxes or fewer firing, two with 7 or more."""
    from sailkit.rulesets.wooden_ships.optional import dismasted_gunnery

    bare = ship(rigging=(0, 0, 0))
    assert dismasted_gunnery(bare, 6)[0] == -1 and dismasted_gunnery(bare, 7)[0] == -2
    assert dismasted_gunnery(ship(), 7) == (0, None)


def test_changing_wind_number() -> None:
    """[33.0] after a change of wind, a die on the Changing Wind Number Chart: 2 gives 7 or 9."""
    g = WoodenShipsGame(replace(advanced_duel(), optional=("33",)))
    g.apply_action("roll 7").apply_action("roll 2").apply_action("roll 3")
    assert g.state.pending[0].kind == "change_number"
    g.apply_action("roll 2")
    assert g.position.wind.change == (7, 9)


def test_unknown_optional_rule_is_refused() -> None:
    from sailkit.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="optional rule"):
        WoodenShipsGame(replace(advanced_duel(), optional=("99",)))


def test_the_enemy_never_sees_what_shot_is_loaded() -> None:
    """[7.2.5] logs are opened after the orders, all but the load column."""
    g = advanced_game()
    view = g.view("Britain")
    assert view.position.ship("Constitution").ammo == ("?", "?") and view.position.ship("Java").ammo == ("R", "R")


FULL = Scenario(
    "everything on",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M10", N),
        ShipSpec("Essex", "US-32", "United States", "green", "J13", N),
    ),
    wind=N,
    turns=8,
    columns=30,
    rows=24,
    level="advanced",
    change=(7, 9, 11),
    anchors=True,
    optional=("33", "36.1", "37"),
)


@settings(max_examples=8)
@given(st.integers(0, 10_000), st.integers(0, 80))
def test_every_legal_action_applies_in_the_advanced_game(seed: int, steps: int) -> None:
    """With anchors, repairs and the Optional Rules on: each listed action (or die result) applies."""
    g = WoodenShipsGame(FULL)
    play_random(g, seed, max_actions=steps + 1, until=lambda x: x.ply >= steps)
    if g.is_terminal():
        return
    for a in g.legal_actions():
        b = g.branch()
        b.apply_action(a)
        b.undo()


def test_whole_advanced_games_with_everything_on_end_and_replay() -> None:
    for seed in range(3):
        g = play_random(WoodenShipsGame(FULL), seed)
        assert g.is_terminal() and WoodenShipsGame.from_text(g.to_text()).state == g.state


def test_running_aground_and_floating_off() -> None:
    """[38.0-38.2.1, 38.6] a frigate of 19 ft draught sailing into 12 ft of water stops there; a die sets the difficulty;
    in a Reload Phase a die above it floats her back into the hex she came from; aground she does not drift."""
    grid = advanced_duel().grid
    ahead = grid.format(grid.parse("J18").neighbour(HexDirection.NE))  # Constitution's bow is at J18, heading NE
    g = WoodenShipsGame(replace(advanced_duel(), optional=("38",), depths=(f"{ahead}:12",), change=()))
    g.apply_action("roll 2")  # the wind holds
    g.apply_action("order Constitution 3").apply_action("order Java 0")
    assert g.state.pending[0].kind == "aground"
    g.apply_action("roll 4")
    con = g.position.ship("Constitution")
    assert con.aground == 4 and g.state.grid.format(con.bow) == ahead
    assert not combat.can_fire(con, Broadside.L)
    while g.phase != "reload" or not g.state.pending:
        g.apply_action(g.chance_outcomes()[0][0] if g.is_chance_node() else g.legal_actions()[-1])
    assert g.state.pending[0].kind == "refloat"
    g.apply_action("roll 5")
    con = g.position.ship("Constitution")
    assert con.aground == 0 and con.bow == g.state.grid.parse("J18")


def test_advanced_positions_round_trip_through_their_text() -> None:
    """Every Advanced Game log entry (sails, shot, reloads, anchors, fires, prizes ...) survives the one-line text."""
    from sailkit.rulesets.wooden_ships.notation import read_position, write_position

    g = play_random(WoodenShipsGame(FULL), 5)
    for node in list(g.mainline())[::5]:
        g.go(node)
        text = write_position(g.position, g.state.grid)
        assert read_position(text, g.state.grid) == g.position, text


def test_fore_and_aft_rig_and_foul_hull() -> None:
    """[40.0] a fore-and-aft rig may make one hex head to wind every second turn and takes no full-sail rigging bonus;
    [41.1.1] an uncoppered hull loses a full-sail hex in every attitude."""
    head_on = Mover(NORTH, 4, 0, 2, advanced=True, head_to_wind=1)
    assert carry_out(head_on, "1", HexDirection.S).text == "1"  # heading North into a wind blowing South: attitude D
    assert carry_out(Mover(NORTH, 4, 0, 2, advanced=True), "1", HexDirection.S).text == "0"
    assert carry_out(Mover(NORTH, 5, 0, 2, advanced=True, foul_hull=1), "5", HexDirection.NE).text == "4"
    schooner = ship(full_sails=True, traits=("fore-and-aft",))
    assert combat.advanced_hits(hit_result(9, "rigging", 6), "rigging", "R", schooner).rigging == 7
    spec = ShipSpec.parse("Enterprise=US-20/United States/crack@J10:1+fore-and-aft+uncoppered")
    assert spec.traits == ("fore-and-aft", "uncoppered") and ShipSpec.parse(str(spec)) == spec


def test_traits_reach_the_game_when_the_rule_is_on() -> None:
    sc = replace(
        advanced_duel(),
        optional=("40",),
        ships=(
            ShipSpec("Enterprise", "US-20", "United States", "crack", "J18", HexDirection.S, ("fore-and-aft",)),
            ShipSpec("Java", "GB-18", "Britain", "average", "T10", HexDirection.NW),
        ),
    )
    g = WoodenShipsGame(sc)
    assert g.position.ship("Enterprise").traits == ("fore-and-aft",)
    assert WoodenShipsGame.from_text(g.to_text()).state == g.state


def test_a_mast_over_the_side() -> None:
    """[36.2, 36.2.2] a lost rigging section brings a die: on 1 the mast hangs over a side (odd left): she may fire
    no broadside, she is a hex slower and may not turn, until two dice on the Unfouling Table cut it away."""
    from sailkit.rulesets.wooden_ships import optional

    g = WoodenShipsGame(replace(advanced_duel(), optional=("36.2",), change=()))
    con = g.position.ship("Constitution")
    assert optional.mast_tasks(con, con.with_(rigging=(0, 6, 6, 6))) == (
        optional.Task("mast_table", ("Constitution",)),
    )
    st = g.state.with_(pending=(optional.Task("mast_table", ("Constitution",)),))
    st, r = optional.mast_table(st, st.pending[0], 1)
    st, r = optional.mast_side(st.with_(pending=st.pending[1:]), st.pending[0], 3)
    hung = st.position.ship("Constitution")
    # heeled by the wreckage, she fires neither broadside [36.0, 36.2.2]
    assert hung.hanging == "L" and not combat.can_fire(hung, Broadside.L) and not combat.can_fire(hung, Broadside.R)
    m = Mover(NORTH, 4, 0, 2, advanced=True, turning_lost=True)
    assert carry_out(m, "4", HexDirection.NE).text == "3" and carry_out(m, "L", HexDirection.NE).text == "0"
    st, r = optional.cut_mast(st, optional.Task("cut_mast", ("Constitution",)), 12)
    assert st.position.ship("Constitution").hanging == "" and r.verdict == "yes"


def _under_fire(hits: str, parties: tuple = ()) -> State:
    """Constitution's left broadside has rolled ``hits`` on Java, whose side may have formed boarding parties."""
    from sailkit.rulesets.wooden_ships.state import Shot

    g = WoodenShipsGame(advanced_duel())
    shot = Shot("Constitution", Broadside.L, "Java", "hull", 5, rolls=(3,), hits=(hits,))
    return g.state.with_(phase="combat", shots=(shot,), parties=parties)


def test_a_ship_with_a_boarding_party_loses_one_more_crew_box_under_fire() -> None:
    """[24.2.7] a broadside killing crew aboard a ship that has a boarding party formed kills one box more; a result
    without crew hits adds none unless the reading boarders_under_fire says any hit does."""
    from sailkit.rulesets.wooden_ships.combat import mark_shots as _mark_hits
    from sailkit.rulesets.wooden_ships.state import Party

    dbp = (Party("Java", "DBP", (0,)),)
    crew = WoodenShipsGame(advanced_duel()).position.ship("Java").crew_total
    plain, _ = _mark_hits(_under_fire("H-2C"))
    boarded, steps = _mark_hits(_under_fire("H-2C", dbp))
    assert crew - plain.position.ship("Java").crew_total == 2
    assert crew - boarded.position.ship("Java").crew_total == 3 and "24.2.7" in [s.case for s in steps]
    rigging_only, _ = _mark_hits(_under_fire("2R", dbp))
    assert rigging_only.position.ship("Java").crew_total == crew
    any_hit = _under_fire("2R", dbp).with_(readings=READINGS.resolve({"boarders_under_fire": "any-hit"}))
    assert _mark_hits(any_hit)[0].position.ship("Java").crew_total == crew - 1


def test_the_defender_picks_the_side_that_loses_guns_when_both_are_equally_near() -> None:
    """[11.4.3.1, 24.1.7] fired on from dead ahead, gun hits come off the side the defender chooses (in play the
    ``lose`` decision); without her choice they cannot be marked."""
    from sailkit.errors import InvalidInputError
    from sailkit.rulesets.wooden_ships.damage import mark_hits, nearer_side
    from sailkit.rulesets.wooden_ships.tables import Hits

    target = ship("T").with_(guns=(10, 12), carronades=(0, 0))
    firer = ship("F", side="B").with_(bow=Hex(0, -4), facing=HexDirection.S)
    assert nearer_side(target, firer) is None
    right, _ = mark_hits(target, Hits(guns=2), firer, choice=Broadside.R)
    left, _ = mark_hits(target, Hits(guns=2), firer, choice=Broadside.L)
    assert right.guns == (10, 10) and left.guns == (8, 12)
    with pytest.raises(InvalidInputError):
        mark_hits(target, Hits(guns=2), firer)


def test_a_round_shot_load_may_go_as_grape() -> None:
    """[24.2.4.5] a broadside loaded with round shot may be fired as grape: at one hex the game offers it, and the
    number read is grape's (crew boxes, 4 - 4 = 0 here as in facts 31-32), not round shot's Hit Table."""
    from sailkit.rulesets.wooden_ships.combat import _advanced_fire_options

    firer = ship("F", guns=(18, 18), carronades=(4, 4), ammo=("R", "R"))
    target = ship("T", side="B", bow=Hex(1, 0))
    pos = broadside_pos(firer, target)
    round_shot = combat.advanced_fire_number(pos, firer, Broadside.R, target)
    grape = combat.advanced_fire_number(pos, firer, Broadside.R, target, as_grape=True)
    assert round_shot.ruling.facts["ammo"] == "R" and grape.ruling.facts["ammo"] == "G"
    assert (
        grape.table == 0 and "crew box" in grape.ruling.verdict and "24.2.4.5" in [s.case for s in grape.ruling.steps]
    )
    state = WoodenShipsGame(advanced_duel()).state.with_(position=pos, phase="combat")
    offered = [str(a) for a in _advanced_fire_options(state, firer)]
    assert "fire F R T hull grape" in offered and "fire F R T hull" in offered


def test_low_powder_fire_on_a_one_then_twelve() -> None:
    """[16.1.2.3.2] a ship with no reloads left that rolls 1 on the Hit Table throws two dice: 12 and fire breaks out
    aboard her (reading low_powder_fire direct); anything else, no fire. With reloads left a 1 is just a 1."""
    from sailkit.rulesets.wooden_ships import RULES
    from sailkit.rulesets.wooden_ships.state import Shot, Task

    g = WoodenShipsGame(advanced_duel())
    shot = Shot("Constitution", Broadside.L, "Java", "hull", 5)
    start = g.state.with_(phase="combat", shots=(shot,), pending=(Task("fire", (0,)),))
    dry = start.with_(position=start.position.with_ship(start.position.ship("Constitution").with_(reloads=0)))
    after_one, ruling = RULES.apply_action(dry, RULES.parse_action("roll 1"))
    assert after_one.pending[0] == Task("powder_fire", ("Constitution", 5, 0)) and ruling.steps[-1].case == "16.1.2.3.2"
    kinds = [t.kind for t in RULES.apply_action(start, RULES.parse_action("roll 1"))[0].pending]
    assert "powder_fire" not in kinds
    calm, said = RULES.apply_action(after_one, RULES.parse_action("roll 11"))
    assert said.verdict == "no" and not {"fire_start", "qualify"} & {t.kind for t in calm.pending}
    lit, _ = RULES.apply_action(after_one, RULES.parse_action("roll 12"))
    assert lit.pending[0].kind == "fire_start"
    burning, _ = RULES.apply_action(lit, RULES.parse_action("roll 3"))
    assert burning.position.ship("Constitution").on_fire and not burning.position.ship("Java").on_fire
    strict = after_one.with_(readings=READINGS.resolve({"low_powder_fire": "qualifying-roll"}))
    assert RULES.apply_action(strict, RULES.parse_action("roll 12"))[0].pending[0].kind == "qualify"


def test_double_shot_takes_two_reload_phases_with_fewer_than_three_sections() -> None:
    """[24.2.3.3] with two crew sections left, double shot is begun in one Reload Phase (two reload squares) and
    finished in the next; the broadside is not loaded meanwhile, the other one may not be loaded in either phase."""
    from sailkit.rulesets.wooden_ships import RULES
    from sailkit.rulesets.wooden_ships.notation import read_position, write_position
    from sailkit.rulesets.wooden_ships.reload import _reloads as _reload_options

    g = WoodenShipsGame(advanced_duel())
    con = g.position.ship("Constitution").with_(crew=(0, 5, 5), loaded=(False, False))
    state = g.state.with_(phase="reload", position=g.position.with_ship(con))
    assert "load Constitution L D" in [str(a) for a in _reload_options(state, con)]
    begun, ruling = RULES.apply_action(state, RULES.parse_action("load Constitution L D"))
    half = begun.position.ship("Constitution")
    assert half.doubling == "L" and half.loaded == (False, False) and half.reloads == con.reloads - 2
    assert ruling.steps[-1].case == "24.2.3.3" and _reload_options(begun, half) == []
    assert read_position(write_position(begun.position, begun.grid), begun.grid) == begun.position
    next_turn = begun.with_(reloaded=frozenset())
    assert [str(a) for a in _reload_options(next_turn, half)] == ["load Constitution L D"]
    done, _ = RULES.apply_action(next_turn, RULES.parse_action("load Constitution L D"))
    full = done.position.ship("Constitution")
    assert full.loaded[0] and full.ammo[0] == "D" and full.doubling == "" and full.reloads == half.reloads
    three = con.with_(crew=(1, 1, 1))
    quick, _ = RULES.apply_action(
        state.with_(position=state.position.with_ship(three)), RULES.parse_action("load Constitution L D")
    )
    assert quick.position.ship("Constitution").loaded[0]


# ---- men in the rigging at boarding [23.0], explosions alongside [24.3.2.3.1] ----


def grappled_with_men_aloft() -> WoodenShipsGame:
    """Constitution (noting FS) has grappled Java (noting a repair of the hull Constitution damaged in turn 1 [20.5.7]);
    both stand in the Boarding Preparation Phase."""
    sc = Scenario(
        "aloft",
        (
            ShipSpec("Constitution", "US-44", "United States", "average", "J10", N),
            ShipSpec("Java", "GB-18", "Britain", "average", "K10", N),
        ),
        wind=HexDirection.NE,
        velocity=1,
        turns=5,
        columns=30,
        rows=24,
        level="advanced",
        change=(7,),
    )
    g = WoodenShipsGame(sc)
    for a in ("roll 5", "order Constitution 0", "order Java 0"):
        g.apply_action(a)
    while g.phase != "combat":
        g.apply_action(f"done {g.current_side()}")
    g.apply_action("fire Constitution R Java hull").apply_action("roll 4")  # Java's hull damaged: a repair to make
    while g.phase != "wind":  # the rest of turn 1: lowest dice
        g.apply_action(str(g.chance_outcomes()[0][0]) if g.is_chance_node() else f"done {g.current_side()}")
    for a in ("roll 5", "order Constitution 1 FS", "order Java 1 RH", "grapple Constitution Java", "roll 9"):
        g.apply_action(a)
    g.apply_action("done United States").apply_action("done Britain")
    assert g.phase == "boarding" and g.position.ship("Constitution").in_rigging
    return g


def test_23_0_the_section_aloft_joins_no_offensive_nor_transfer_party() -> None:
    """[23.0, 20.1.5.3] the lowest section with a box left is aloft: sections 2 and 3 may still board or transfer,
    section 1 may not; all three may defend (and then the sail change is off)."""
    g = grappled_with_men_aloft()
    offered = {str(a) for a in g.legal_actions()}
    assert {"board Constitution Java 1", "board Constitution Java 2"} <= offered
    assert "board Constitution Java 3" not in offered and "transfer Constitution Java 3" not in offered
    assert {"defend Constitution 3", "transfer Constitution Java 2"} <= offered
    g.apply_action("board Constitution Java 2")
    (party,) = g.state.parties
    assert party.kind == "OBP" and party.sections == (1, 2) and "23.0" in g.ruling().cases
    assert not g.position.ship("Constitution").all_in  # section 1 stays aboard, aloft [10.2.5]
    assert g.position.ship("Constitution").sail_order  # the sail change goes on


def test_23_0_no_section_aloft_without_a_sail_change() -> None:
    """[23.0] the bar is on the section aloft only: a ship with no sail change noted has none."""
    s = ship(crew=(0, 6, 6))
    assert s.aloft_section is None
    assert s.with_(sail_order="FS").aloft_section == 1  # section 1 is empty: section 2 goes aloft [20.1.5.3]


def test_24_3_2_3_1_an_explosion_brings_the_2h_fire_check_alongside() -> None:
    """[24.3.2.3.1, Critical Hit Table 2H] a British 74 blows up beside Java: a rigging shot on Table 10, then a die of
    10 or less sets Java afire (a 6 after that: out of control); the ship two hexes off takes nothing."""
    from sailkit.rulesets.wooden_ships import criticals, sinking
    from sailkit.rulesets.wooden_ships.state import Task

    doomed = ship("Orient", side="B", doom="explode")
    java = ship("Java", bow=Hex(1, 0))
    far = ship("Far", bow=Hex(3, 0))
    st = State(Position(3, Wind(N, 2), (doomed, java, far)), "unfouling", "advanced")
    st, r = sinking.doom(st, Task("doom", ("Orient",)), 6)
    assert [t.args for t in st.pending] == [("Java", 10, "Orient")] and "24.3.2.3.1" in r.cases
    st, r = sinking.explosion(st, st.pending[0], 1)
    assert st.pending[0] == Task("qualify", ("fire", "Java", 10, 1)) and r.steps[-1].case == "24.3.2.3.1"
    st, _ = criticals.qualify(st, st.pending[0], 6)  # 6 <= Table 10: fire breaks out
    assert st.pending[0].kind == "fire_start"
    burning, _ = criticals.fire_start(st, st.pending[0], 3)
    assert burning.position.ship("Java").on_fire
    blown, _ = criticals.fire_start(st, st.pending[0], 6)
    assert blown.position.ship("Java").doom == "explode"


def test_24_3_2_2_a_doom_die_for_a_ship_no_destroyed_hull_roll_doomed_is_refused() -> None:
    """[24.3.2.2] only a ship the Destroyed Hull roll doomed throws the die that sinks or blows her up: asked for any
    other ship, the step refuses by name and case instead of ruling "does Java ?"."""
    from sailkit.errors import IllegalActionError
    from sailkit.rulesets.wooden_ships import sinking
    from sailkit.rulesets.wooden_ships.state import Task

    java = ship("Java")
    st = State(Position(3, Wind(N, 2), (java,)), "unfouling", "advanced")
    with pytest.raises(IllegalActionError, match=r"Java.*Destroyed Hull") as refused:
        sinking.doom(st, Task("doom", ("Java",)), 6)
    assert refused.value.case == "24.3.2.2"
