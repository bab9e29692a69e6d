"""Basic Game rules that came late: ships entering during a game [7.2.8, 8.1.2], a dismasted ship's turns [8.2.5],
grapples between friends [9.1.3], parties of several kinds [10.2.3], carronades or guns [11.4.3.1], fire with no
target and late loading [13.4, 13.5], and hit results without the Advanced Game's stars."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.engine import play_random
from sailkit.geometry.hexes import HexDirection
from sailkit.rulesets.wooden_ships import WoodenShipsGame
from sailkit.rulesets.wooden_ships.notation import read_position, write_position
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import Status
from sailkit.rulesets.wooden_ships.victory import lost, outcome
from tests.wooden_ships.helpers import CLOSE

ARRIVAL = Scenario(
    "a frigate comes up",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M10", HexDirection.N),
        ShipSpec("Shannon", "GB-18", "Britain", "crack", "M20", HexDirection.N, enters=2),
    ),
    wind=HexDirection.N,
    turns=8,
    columns=30,
    rows=24,
)


def to_orders(g: WoodenShipsGame, turn: int) -> WoodenShipsGame:
    """Pass every phase (first die result at a chance node) until the orders of ``turn``."""
    while not g.is_terminal() and (g.turn < turn or g.phase != "orders"):
        if g.is_chance_node():
            g.apply_action(g.chance_outcomes()[0][0])
        elif g.phase == "orders":
            name = next(
                s.name
                for s in g.position.ships
                if s.side == g.current_side()
                and g.state.order_of(s.name) is None
                and any(a.ship == s.name for a in g.legal_actions())
            )
            g.apply_action(f"order {name} 0")
        else:
            g.apply_action(f"done {g.current_side()}")
    return g


def test_a_ship_spec_names_her_turn_of_entry_and_reads_back() -> None:
    """[7.2.8, 8.1.2] ``>N`` after a placing is the turn she enters; it survives the record's headers."""
    spec = ARRIVAL.ships[2]
    assert str(spec) == "Shannon=GB-18/Britain/crack@M20:1>2" and ShipSpec.parse(str(spec)) == spec
    assert Scenario.from_headers(ARRIVAL.headers()) == ARRIVAL


def test_a_ship_still_to_enter_is_off_the_map_and_not_lost() -> None:
    """[8.1.2] before her turn she writes no order, is nobody's target or obstacle and is not lost [14.0]."""
    g = WoodenShipsGame(ARRIVAL)
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.WAITING and not shannon.afloat
    assert not any(a.ship == "Shannon" for a in g.legal_actions())
    assert not lost(shannon, g.position) and outcome(g.position).verdict == ""
    text = write_position(g.position, g.state.grid)
    assert read_position(text, g.state.grid) == g.position and "EN:2" in text


def test_the_first_hex_entered_counts_against_her_allowance() -> None:
    """[7.2.8, 8.1.2] on her turn she writes an order; running before the wind a speed-4 frigate has 3 hexes, and
    entering takes the first, so 3 hexes more is not carried out whole; she enters and moves with the others."""
    g = to_orders(WoodenShipsGame(ARRIVAL), 2)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    legal = [str(a) for a in g.legal_actions()]
    assert "order Shannon 2" in legal and "order Shannon 3" not in legal
    g.apply_action("order Shannon 3")
    assert "only 2 can be carried out" in g.ruling().verdict
    cases = [s.case for s in g.ruling().steps]
    assert "7.2.8" in cases and "8.1.2" in cases and ("entry_place", "placed") in g.ruling().readings
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.ACTIVE and g.state.grid.format(shannon.bow) == "M18" and shannon.still == 0


def test_a_ship_whose_placing_is_taken_waits_a_turn() -> None:
    """[8.1.2] (reading entry_place) if a ship stands on her placing when her turn comes she enters a turn later."""
    blocked = replace(ARRIVAL, ships=(*ARRIVAL.ships[:2], replace(ARRIVAL.ships[2], bow="M10", enters=1)))
    g = WoodenShipsGame(blocked)
    g.apply_action("order Constitution 0").apply_action("order Java 0").apply_action("order Shannon 1")
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.WAITING and shannon.enters == 2
    assert any(s.case == "8.1.2" and "waits a turn" in s.reason for s in g.ruling().steps)


@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_a_late_ship_end_and_replay(seed: int) -> None:
    g = play_random(WoodenShipsGame(ARRIVAL), seed)
    assert g.is_terminal()
    again = WoodenShipsGame.from_text(g.to_text())
    assert again.state == g.state and again.to_text() == g.to_text()


# ---- 8.2.5: a dismasted ship's turns while drifting ----

from sailkit.rulesets.wooden_ships import RULES  # noqa: E402
from sailkit.rulesets.wooden_ships.movement import dismasted_wait  # noqa: E402
from sailkit.rulesets.wooden_ships.state import State  # noqa: E402

APART = Scenario(
    "two ships far apart",
    (
        ShipSpec("Victory", "GB-1", "Britain", "crack", "E20", HexDirection.N),
        ShipSpec("Java", "GB-18", "Britain", "average", "T20", HexDirection.N),
        ShipSpec("Constitution", "US-44", "United States", "crack", "J5", HexDirection.N),
    ),
    wind=HexDirection.S,
    turns=20,
    columns=30,
    rows=24,
)


def dismasted(name: str, readings: dict[str, str] | None = None) -> State:
    """``APART`` at its first orders with ``name``'s rigging all shot away."""
    g = WoodenShipsGame(APART, readings)
    ship = g.position.ship(name)
    return g.state.with_(position=g.position.with_ship(ship.with_(rigging=tuple(0 for _ in ship.rigging))))


def next_orders(state: State, orders: dict[str, str]) -> State:
    """Write ``orders`` (``0`` for any other ship), then pass every phase to the next orders."""
    turn = state.position.turn
    while not state.result and (state.position.turn == turn or state.phase != "orders"):
        legal = RULES.legal_actions(state)
        if state.pending:
            action = legal[0]
        elif state.phase == "orders":
            name = str(legal[0].ship)
            action = RULES.parse_action(f"order {name} {orders.get(name, '0')}")
        else:
            action = legal[-1]  # done
        state, _ = RULES.apply_action(state, action)
    return state


@pytest.mark.parametrize(("turning", "wait"), [(1, 3), (2, 2), (3, 1)])
def test_the_wait_before_a_dismasted_ship_turns(turning: int, wait: int) -> None:
    """[8.2.5.1-8.2.5.3] turning ability 1 waits 3 turns adrift, 2 waits 2, 3 waits 1."""
    assert dismasted_wait(turning) == wait


def test_a_dismasted_ship_of_turning_ability_1_turns_after_three_turns_adrift() -> None:
    """[8.2.5, 8.2.5.1, 8.2.5.4] (index fact 12) Victory (class 1, turning ability 1) lost her rigging: no order at
    first; after three turns adrift she may turn once (0, L or R, nothing more); then the wait starts again."""
    state = dismasted("Victory")
    assert state.position.ship("Victory").turning == 1
    for _ in range(3):
        assert not any(a.ship == "Victory" for a in RULES.legal_actions(state))
        state = next_orders(state, {})
    assert state.position.ship("Victory").adrift == 3
    victory = {str(a) for a in RULES.legal_actions(state) if a.ship == "Victory"}
    assert victory == {"order Victory 0", "order Victory L", "order Victory R"}
    state, ruling = RULES.apply_action(state, RULES.parse_action("order Victory L1"))
    assert "8.2.5" in ruling.cases and ("dismasted_wait", "turns-adrift") in ruling.readings
    facing = state.position.ship("Victory").facing
    state = next_orders(state, {})
    victory = state.position.ship("Victory")
    assert victory.facing == facing.turned(-1) and victory.adrift == 0  # the turn, then the wait again [8.2.5.4]
    assert not any(a.ship == "Victory" for a in RULES.legal_actions(state))


def test_counting_only_hexes_drifted_makes_a_ship_of_the_line_wait_longer() -> None:
    """[8.2.5, 8.2.2] (reading dismasted_wait hexes-drifted) a class-1 ship drifts every other turn from her second
    turn still, so three hexes drifted take longer than three turns adrift."""
    state = dismasted("Victory", {"dismasted_wait": "hexes-drifted"})
    for _ in range(3):
        state = next_orders(state, {})
    assert state.position.ship("Victory").adrift == 1
    assert not any(a.ship == "Victory" for a in RULES.legal_actions(state))


def test_a_dismasted_frigate_may_turn_after_one_turn_adrift() -> None:
    """[8.2.5.3] Java (class 3, turning ability 3) waits one turn."""
    state = next_orders(dismasted("Java"), {})
    assert "order Java R" in [str(a) for a in RULES.legal_actions(state)]


# ---- 9.1.3: grapples between friends ----

FRIENDS = Scenario(
    "two friends alongside",
    (
        ShipSpec("Java", "GB-18", "Britain", "crack", "J10", HexDirection.N),
        ShipSpec("Shannon", "GB-18", "Britain", "average", "K10", HexDirection.N),
        ShipSpec("Constitution", "US-44", "United States", "crack", "J20", HexDirection.N),
    ),
    wind=HexDirection.S,
    turns=6,
    columns=30,
    rows=24,
)


def at_grappling(readings: dict[str, str] | None = None) -> WoodenShipsGame:
    g = WoodenShipsGame(FRIENDS, readings)
    g.apply_action("order Java 0").apply_action("order Shannon 0").apply_action("order Constitution 0")
    assert g.phase == "grappling"
    return g


def test_a_friend_alongside_may_be_grappled_with_a_roll() -> None:
    """[9.1.3, 9.1.4.1, 9.1.4.2, 9.1.4.4] friends roll on the Grappling Table too: +4 for friends, +1 for the
    grappler's crack crew (reading friendly_grapple_quality), +2 with both ships motionless."""
    g = at_grappling()
    assert "grapple Java Shannon" in [str(a) for a in g.legal_actions()]
    g.apply_action("grapple Java Shannon")
    assert g.is_chance_node() and g.state.pending[0].modifier == 4 + 1 + 2
    assert ("friendly_grapple_quality", "grappler") in g.ruling().readings
    g.apply_action("roll 3")  # 3 + 7 = 10: grappled
    assert ("Java", "Shannon") in g.position.grappled


def test_both_crews_count_under_the_other_reading() -> None:
    """[9.1.4.1] (reading friendly_grapple_quality) Shannon's average crew throws the grapnels: nothing for
    quality by default; under both-crews Java's crack crew adds +1 all the same."""
    g = at_grappling()
    g.apply_action("grapple Shannon Java")
    assert g.state.pending[0].modifier == 4 + 2
    both = at_grappling({"friendly_grapple_quality": "both-crews"})
    both.apply_action("grapple Shannon Java")
    assert both.state.pending[0].modifier == 4 + 1 + 2
    assert ("friendly_grapple_quality", "both-crews") in both.ruling().readings


def test_grapnels_need_a_crew_section_not_busy_elsewhere() -> None:
    """[9.1.10] a ship throws grapnels only with a crew section to spare: one whose sections are all in a melee under
    way, at the pumps [10H] or in the rigging [20.1.5.3] is offered no attempt, and one typed in is refused, naming
    the rule, with the game unchanged."""
    from sailkit.errors import IllegalActionError
    from sailkit.rulesets.wooden_ships.locking import grapnel_sections

    g = at_grappling()
    java = g.position.ship("Java")
    assert grapnel_sections(g.state, java) == 3
    spent = java.with_(crew=(4, 0, 0), pumping=True)  # her last section keeps her afloat
    state = g.state.with_(position=g.position.with_ship(spent))
    assert grapnel_sections(state, spent) == 0
    assert grapnel_sections(state, java.with_(crew=(4, 0, 0))) == 1
    assert "grapple Java Shannon" not in [str(a) for a in g.RULES.legal_actions(state)]
    with pytest.raises(IllegalActionError, match=r"9\.1\.10"):
        g.RULES.check_action(state, g.RULES.parse_action("grapple Java Shannon"))


def test_friends_cast_off_without_dice() -> None:
    """[9.1.3, 9.2.1] a grapple between friends is cast off at will, with no roll, and leaves them free."""
    g = at_grappling()
    g.apply_action("grapple Java Shannon").apply_action("roll 12")
    g.apply_action("ungrapple Shannon Java")
    assert not g.is_chance_node() and not g.position.grappled
    assert g.ruling().steps[0].case == "9.1.3"


# ---- 10.2.3: parties of several kinds on one ship ----

from sailkit.rulesets.wooden_ships import melee  # noqa: E402
from sailkit.rulesets.wooden_ships.state import Party  # noqa: E402


def fouled_at_boarding() -> WoodenShipsGame:
    """Constitution and Java collide and foul (a natural 12) and come to the Boarding Preparation Phase."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution 3").apply_action("order Java 2").apply_action("roll 12")
    while g.phase != "boarding":
        g.apply_action(f"done {g.current_side()}")
    return g


def test_a_ship_forms_a_second_kind_of_party_of_her_next_sections() -> None:
    """[10.2.3, 10.1.2.2] after a DBP of section 1 she may still board with the next sections, but not form a
    second DBP."""
    g = fouled_at_boarding()
    g.apply_action("defend Constitution 1")
    legal = [str(a) for a in g.legal_actions()]
    assert "board Constitution Java 1" in legal and "board Constitution Java 2" in legal
    assert not any(a.startswith("defend Constitution") for a in legal)
    g.apply_action("board Constitution Java 2")
    assert "10.2.3" in g.ruling().cases
    kinds = {p.kind: p.sections for p in g.state.parties if p.ship == "Constitution"}
    assert kinds == {"DBP": (0,), "OBP": (1, 2)}
    assert not g.position.ship("Constitution").all_in  # section 1 stays aboard [10.2.5]
    assert not any(str(a).startswith(("board Constitution", "defend Constitution")) for a in g.legal_actions())


def test_boarders_meet_her_own_boarders_first_then_her_defenders() -> None:
    """[12.2.6] Java boards Constitution, which sends an OBP at Java and keeps a DBP: the two OBPs fight first;
    once hers is gone, Java's boarders go on against her DBP."""
    g = fouled_at_boarding()
    obp, dbp = Party("Constitution", "OBP", (1,), "Java"), Party("Constitution", "DBP", (0,))
    state = g.state.with_(parties=(dbp, obp, Party("Java", "OBP", (0,), "Constitution")))
    assert melee.defenders(state, "Constitution", ("Java",)) == [obp]
    con = state.position.ship("Constitution")
    emptied = state.with_(position=state.position.with_ship(con.with_(crew=(con.crew[0], 0, con.crew[2]))))
    assert melee.defenders(emptied, "Constitution", ("Java",)) == [dbp]


def test_beating_her_boarders_is_not_taking_her_while_her_defenders_stand() -> None:
    """[12.2.6, 12.3.3] Java's boarders wipe out Constitution's one-box OBP: the melee goes on against her DBP
    instead of taking her."""
    from sailkit.rulesets.wooden_ships.state import Melee, Task

    g = fouled_at_boarding()
    obp, dbp = Party("Constitution", "OBP", (1,), "Java"), Party("Constitution", "DBP", (0,))
    con = g.position.ship("Constitution").with_(crew=(8, 1, 8))
    state = g.state.with_(
        position=g.position.with_ship(con),
        phase="melee",
        parties=(dbp, obp, Party("Java", "OBP", (0,), "Constitution")),
        melees=(Melee("Constitution", ("Java",)),),
        pending=(Task("melee", ("Constitution", "attackers")), Task("melee", ("Constitution", "defenders"))),
    )
    state, _ = RULES.apply_action(state, RULES.parse_action("roll 6"))
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 1"))
    assert "12.2.6" in ruling.cases and obp not in state.parties
    assert state.position.ship("Constitution").side == "United States"
    assert [m.target for m in state.melees] == ["Constitution"] and state.melees[0].round == 1


# ---- 11.4.3.1: guns or carronades, the defender's choice ----

from sailkit.rulesets.wooden_ships.damage import mark_hits  # noqa: E402
from sailkit.rulesets.wooden_ships.tables import Hits, basic_hits, hit_result, parse_hits  # noqa: E402


def test_the_defender_chooses_guns_or_carronades() -> None:
    """[11.4.3.1] (reading gun_hit_kind) three gun hits on Java's broadside facing Constitution: her long guns by
    default, her carronades first (then guns) under carronades-first; the step names the reading."""
    g = WoodenShipsGame(CLOSE)
    java, con = g.position.ship("Java"), g.position.ship("Constitution")
    assert all(java.carronades)
    guns_first, steps = mark_hits(java, Hits(guns=3), con)
    side = 0 if guns_first.guns[0] < java.guns[0] else 1
    assert guns_first.guns[side] == java.guns[side] - 3 and guns_first.carronades == java.carronades
    assert ("gun_hit_kind", "guns-first") in steps[-1].readings  # type: ignore[attr-defined]
    carr = java.carronades[side]
    other, steps = mark_hits(java, Hits(guns=3), con, {"gun_hit_kind": "carronades-first"})
    assert other.carronades[side] == max(0, carr - 3) and other.guns[side] == java.guns[side] - max(0, 3 - carr)
    assert "carronades first" in steps[-1].reason


# ---- Basic Game hit results: no Advanced stars or brackets ----


def test_basic_game_results_drop_the_advanced_star_and_bracket() -> None:
    """[11.2.6, 16.1.2.2, 20.1.3] the card's G* (a critical hit) and (R) (full sails) are the Advanced Game's: the
    Basic Game reads Table 0's hull 6 as G and Table 3's rigging 6 as 2R-H-C."""
    assert str(hit_result(0, "hull", 6)) == "G*"
    assert str(basic_hits(hit_result(0, "hull", 6))) == "G"
    assert basic_hits(parse_hits("2R-H-C* (R)")) == Hits(hull=1, crew=1, rigging=2)
    assert str(basic_hits(hit_result(3, "rigging", 6))) == "2R-H-C"


def test_a_basic_game_broadside_records_the_unstarred_result() -> None:
    """[11.2.6] in a Basic Game a die of 6 on a starred result is recorded and marked without the star; the step
    says what the card prints and names reading basic_tables."""
    g = WoodenShipsGame(CLOSE)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "combat":
        g.apply_action(f"done {g.current_side()}")
    fire = next(str(a) for a in g.legal_actions() if str(a).startswith("fire"))
    g.apply_action(fire).apply_action("roll 6")
    shot = g.state.shots[-1]
    assert "*" not in shot.hits[0] and "(" not in shot.hits[0]
    assert "*" in str(hit_result(shot.table, shot.aim, 6))  # every die of 6 on the card is starred
    assert ("basic_tables", "card") in g.ruling().readings and "the card prints" in g.ruling().steps[0].reason


# ---- 13.4 and 13.5: fire with no target, and loading late ----

BESIDE = Scenario(
    "Java on Constitution's right",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.N),
        ShipSpec("Java", "GB-18", "Britain", "average", "L9", HexDirection.N),
    ),
    wind=HexDirection.NE,
    turns=6,
    columns=30,
    rows=24,
)


def at_combat(scenario: Scenario, readings: dict[str, str] | None = None) -> WoodenShipsGame:
    g = WoodenShipsGame(scenario, readings)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "combat":
        g.apply_action(f"done {g.current_side()}")
    return g


def test_a_broadside_fired_at_no_target_spends_the_load_and_the_initial_bonus() -> None:
    """[13.4, 11.3.4, 11.1.6] Constitution fires her left broadside, which has no target: it is empty, its initial
    bonus is spent, and it is offered no more."""
    g = at_combat(BESIDE)
    legal = [str(a) for a in g.legal_actions()]
    assert "discharge Constitution L" in legal and "discharge Constitution R" in legal
    g.apply_action("discharge Constitution L")
    con = g.position.ship("Constitution")
    assert con.loaded == (False, True) and con.fired == (True, False)
    assert [s.case for s in g.ruling().steps][:2] == ["13.4", "11.1.6"]
    assert g.ruling().figure() is None  # nothing to draw: no target, no fire diagram
    assert "discharge Constitution L" not in [str(a) for a in g.legal_actions()]
    again = WoodenShipsGame.from_text(g.to_text())
    assert again.state == g.state


def test_firing_at_nothing_does_not_hold_a_quiet_combat_phase_open() -> None:
    """[13.4] with no target anywhere the Combat Phase passes by itself, as before."""
    g = WoodenShipsGame(APART)
    for name in ("Victory", "Java", "Constitution"):
        g.apply_action(f"order {name} 0")
    assert g.phase not in ("combat", "execution")
    assert not any(str(a).startswith("discharge") for a in g.legal_actions())


def test_under_blank_fire_any_time_a_quiet_combat_phase_waits_for_a_loaded_side() -> None:
    """[13.4] (reading blank_fire=any-time) with no target anywhere the Combat Phase still offers each loaded
    broadside to fire at nothing, until the side says done; the ruling names the reading."""
    g = WoodenShipsGame(APART, {"blank_fire": "any-time"})
    for name in ("Victory", "Java", "Constitution"):
        g.apply_action(f"order {name} 0")
    while g.phase != "combat":
        g.apply_action(f"done {g.current_side()}")
    legal = [str(a) for a in g.legal_actions()]
    assert any(a.startswith("discharge") for a in legal) and not any(a.startswith("fire ") for a in legal)
    g.apply_action(next(a for a in legal if a.startswith("discharge")))
    assert ("blank_fire", "any-time") in g.ruling().readings


LATE = replace(BESIDE, ships=(BESIDE.ships[0], replace(BESIDE.ships[1], bow="T20")), late_loading=True)


def test_a_late_loading_scenario_starts_empty_and_loads_both_broadsides_in_turn_1() -> None:
    """[13.5, 13.0] (reading late_loading) the ships start with empty broadsides and load both in turn 1's Reload
    Phase, the initial broadsides kept; the scenario says so in its headers."""
    assert Scenario.from_headers(LATE.headers()) == LATE and LATE.headers()["Loading"] == "late"
    g = WoodenShipsGame(LATE)
    assert g.position.ship("Constitution").loaded == (False, False)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "reload":
        g.apply_action(f"done {g.current_side()}")
    g.apply_action("load Constitution L")
    assert "13.5" in g.ruling().cases and ("late_loading", "both-broadsides") in g.ruling().readings
    g.apply_action("load Constitution R")
    con = g.position.ship("Constitution")
    assert con.loaded == (True, True) and con.fired == (False, False)


def test_one_broadside_in_turn_1_under_the_other_reading() -> None:
    """[13.5, 13.1] (reading late_loading one-broadside) only one broadside loads in turn 1's Reload Phase."""
    g = WoodenShipsGame(LATE, {"late_loading": "one-broadside"})
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "reload":
        g.apply_action(f"done {g.current_side()}")
    g.apply_action("load Constitution L")
    assert "load Constitution R" not in [str(a) for a in g.legal_actions()]


@pytest.mark.parametrize("seed", range(2))
def test_random_late_loading_games_end_and_replay(seed: int) -> None:
    g = play_random(WoodenShipsGame(replace(LATE, ships=BESIDE.ships)), seed)
    assert g.is_terminal() and WoodenShipsGame.from_text(g.to_text()).state == g.state
