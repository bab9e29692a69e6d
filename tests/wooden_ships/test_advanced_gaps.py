"""Advanced Game rules built late: the anchor cable critical 8H [20.3.8], starting under full sails [20.1.5.1], the
explosion's starred 6 [24.3.2.3.1], repairs of undamaged parts refused [20.5.7], and the set-up readings shown."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.rulesets.wooden_ships import WoodenShipsGame, combat, criticals
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.movement import carry_out, legal_plots
from sailkit.rulesets.wooden_ships.orders import mover
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import Position, Wind
from sailkit.rulings import ReadStep
from tests.wooden_ships.helpers import make_ship

N = HexDirection.N


def cases(steps) -> list[str]:
    return [s.case for s in steps]


# ---- 20.3.8: the anchor cable critical, 8H ----


def test_8h_on_the_hull_column_cuts_an_anchor_cable() -> None:
    """[Critical Hit Table 8H, 20.3.8] two dice of 8 on the hull column sever an anchor cable; 8 on the rigging column
    is still the men in the rigging (8R)."""
    assert criticals.effect_of("hull", 8) == "anchor" and criticals.effect_of("rigging", 8) == "sailcrew"


def test_first_cable_lost_at_anchor_by_the_stern() -> None:
    """[20.3.8, 20.3.8.1, 20.3.8.2] at anchor by the stern, one cable cut: one left, no anchored modifier, no more
    spring turns; she stays anchored (the note to 20.3.8)."""
    s = make_ship("S", anchor="AS")
    cut, steps = criticals.cable_cut(s)
    assert cut.anchors_left == 1 and cut.anchor == "AS"
    assert cases(steps) == ["20.3.8", "20.3.8.1", "20.3.8.2", "20.3.8"]
    assert not any(isinstance(st, ReadStep) for st in steps)  # no reading is needed for the first cable


def test_first_cable_lost_at_sea_only_marks_the_square() -> None:
    """[20.3.8] a ship not at anchor loses a cable square and nothing else; she may still anchor on the other."""
    cut, steps = criticals.cable_cut(make_ship("S"))
    assert cut.anchors_left == 1 and cases(steps) == ["20.3.8"]


@pytest.mark.parametrize(("option", "anchor"), [("adrift", ""), ("still-anchored", "A")])
def test_second_cable_lost_at_anchor_follows_reading_lost_cables(option: str, anchor: str) -> None:
    """[20.3.8.3] the second cable lost: she may never anchor again; lying at anchor she is adrift (default) or still
    anchored, as reading lost_cables says, and the step names it."""
    cut, steps = criticals.cable_cut(make_ship("S", anchor="A", anchors_left=1), option)
    assert cut.anchors_left == 0 and cut.anchor == anchor
    assert cases(steps) == ["20.3.8", "20.3.8.3", "20.3.8.3"]
    assert isinstance(steps[-1], ReadStep) and steps[-1].readings == (("lost_cables", option),)


def test_no_cable_left_no_effect() -> None:
    """[20.3.8] with both cables gone, 8H has nothing left to cut."""
    s = make_ship("S", anchors_left=0)
    cut, steps = criticals.cable_cut(s)
    assert cut == s and "no anchor cable left" in steps[0].reason


def test_20_3_8_1_one_cable_loses_the_anchored_modifier() -> None:
    """[20.3.5, 20.3.8.1] the HDT's anchored modifier needs both cables."""
    target = make_ship("T", side="B", bow=Hex(3, -2), fired=(True, True))
    firer = make_ship("F", anchor="A", fired=(True, True))
    both = combat.advanced_fire_number(Position(1, Wind(N, 3), (firer, target)), firer, Broadside.R, target)
    one_firer = firer.with_(anchors_left=1)
    one = combat.advanced_fire_number(Position(1, Wind(N, 3), (one_firer, target)), one_firer, Broadside.R, target)
    assert "20.3.5" in both.ruling.cases and "20.3.5" not in one.ruling.cases
    (bonus,) = [st.value for st in both.ruling.steps if st.case == "20.3.5"]
    assert both.table == one.table + bonus and bonus > 0


def test_20_3_8_2_no_spring_turns_on_one_cable() -> None:
    """[20.3.8.2] anchored by the stern on one cable: her only order is 0, and a written turn is not carried out."""
    game = WoodenShipsGame(replace(duel(), anchors=True))
    st = game.state
    ship = st.position.ship("Java").with_(anchor="AS", anchors_left=1)
    m = mover(st.with_(position=st.position.with_ship(ship)), ship)
    assert legal_plots(m, HexDirection.S) == ["0"]
    plan = carry_out(m, "R", HexDirection.S)
    assert plan.text == "0" and "20.3.8.2" in plan.ruling.cases
    both = mover(st, ship.with_(anchors_left=2))
    assert "R" in legal_plots(both, HexDirection.S)  # with both cables she turns on her spring [20.3.4]


def duel(**kw) -> Scenario:
    """Constitution and Java side by side, Java on Constitution's right, in the Advanced Game."""
    return Scenario(
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
        **kw,
    )


def to_phase(g: WoodenShipsGame, phase: str) -> None:
    while g.phase != phase:
        g.apply_action(g.chance_outcomes()[0][0] if g.is_chance_node() else f"done {g.current_side()}")


def test_8h_in_a_game_cuts_the_cable_of_an_anchored_ship_and_replays() -> None:
    """[16.1.2.2.1, 20.3.8, 20.3.8.1] Java anchors, takes a starred hull hit, and two dice of 8 cut a cable: the
    ruling cites 20.3.8, she still lies at anchor on one cable, and the record replays to the same state."""
    g = WoodenShipsGame(duel(anchors=True))
    g.apply_action("roll 5")  # the wind holds
    g.apply_action("order Constitution 0").apply_action("order Java 0 A")
    to_phase(g, "orders")  # turn 2: Java lies at anchor
    assert g.position.ship("Java").anchor == "A"
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    to_phase(g, "combat")
    g.apply_action("fire Constitution R Java hull").apply_action("roll 6")
    while not g.state.pending:
        g.apply_action(f"done {g.current_side()}")
    assert g.state.pending[0].kind == "critical"
    g.apply_action("roll 8")
    java = g.position.ship("Java")
    assert java.anchors_left == 1 and java.anchor == "A"
    assert "20.3.8" in g.ruling().cases and "20.3.8.1" in g.ruling().cases
    assert WoodenShipsGame.from_text(g.to_text()).state == g.state


def test_20_3_8_3_no_anchoring_with_no_cable_left() -> None:
    """[20.3.8.3] a ship that lost both cables is not offered an anchor order, and one written anyway is refused with
    the rule, the game unchanged."""
    g = WoodenShipsGame(duel(anchors=True))
    st = g.state
    g._tree.entries[g.node].state = st.with_(
        position=st.position.with_ship(st.position.ship("Java").with_(anchors_left=0))
    )
    g.apply_action("roll 5").apply_action("order Constitution 0")
    assert not [a for a in g.legal_actions() if str(a).endswith((" A", " AB", " AS"))]
    before = g.state
    with pytest.raises(IllegalActionError) as err:
        g.apply_action("order Java 0 A")
    assert err.value.case == "20.3.8.3" and g.state == before


# ---- 20.5.7: only damaged parts are repaired ----


@pytest.mark.parametrize("note", ["RH", "RG", "RR"])
def test_20_5_7_a_repair_of_an_undamaged_part_is_refused(note: str) -> None:
    """[20.5.7] an undamaged ship's repair note is refused with the rule, the game unchanged; it is never offered."""
    g = WoodenShipsGame(duel())
    g.apply_action("roll 5")
    assert not [a for a in g.legal_actions() if str(a).endswith(note)]
    before = g.state
    with pytest.raises(IllegalActionError, match="not damaged") as err:
        g.apply_action(f"order Constitution 1 {note}")
    assert err.value.case == "20.5.7" and g.state == before


def test_20_5_7_a_damaged_part_may_be_repaired() -> None:
    """[20.5.7] with rigging boxes lost, RR is offered and accepted; RH (the hull is whole) is still refused."""
    g = WoodenShipsGame(duel())
    st = g.state
    whole = st.position.ship("Constitution")
    hurt = whole.with_(rigging=(whole.rigging[0] - 1, *whole.rigging[1:]))
    g._tree.entries[g.node].state = st.with_(position=st.position.with_ship(hurt))
    g.apply_action("roll 5")
    assert "order Constitution 1 RR" in [str(a) for a in g.legal_actions()]
    with pytest.raises(IllegalActionError):
        g.apply_action("order Constitution 1 RH")
    g.apply_action("order Constitution 1 RR")
    assert g.state.order_of("Constitution") == "1 RR"


# ---- 20.1.5.1: the sails a ship starts under ----


def sailing(velocity: int = 3, level: str = "advanced", **kw) -> Scenario:
    """Constitution set to start under full sails, Java under battle sails, far apart."""
    return Scenario(
        "full sails",
        (
            ShipSpec("Constitution", "US-44", "United States", "crack", "J18", HexDirection.NE, full_sails=True),
            ShipSpec("Java", "GB-18", "Britain", "average", "T10", HexDirection.NW),
        ),
        wind=N,
        velocity=velocity,
        turns=5,
        columns=30,
        rows=24,
        level=level,
        change=(7,) if level == "advanced" else (),
        **kw,
    )


def test_20_1_5_1_a_ship_starts_under_the_sails_the_scenario_sets() -> None:
    """[20.1.5.1, 20.1.1] a ship set up under full sails is under them from turn 1: her first order may use the
    full-sail allowance, and she may note BS but not FS; the other ship starts under battle sails."""
    g = WoodenShipsGame(sailing())
    con, java = g.position.ship("Constitution"), g.position.ship("Java")
    assert con.full_sails and not java.full_sails
    g.apply_action("roll 5")
    offered = {str(a) for a in g.legal_actions()}
    speed = con.full_speed
    assert f"order Constitution {speed}" in offered and f"order Constitution {speed} BS" in offered
    assert not any(a.startswith("order Constitution") and a.endswith(" FS") for a in offered)
    g.apply_action(f"order Constitution {speed}").apply_action("order Java 0")
    moved = g.position.ship("Constitution")
    assert moved.bow.distance(con.bow) == speed and moved.full_sails  # the full-sail allowance of A [20.1.1]


def test_20_1_5_1_full_sails_are_written_in_the_record_and_read_back() -> None:
    """[20.1.5.1] the scenario's ``+full-sails`` mark survives the record, and the game replays identically."""
    spec = ShipSpec.parse("Java=GB-18/Britain/average@T8:5+uncoppered+full-sails")
    assert spec.full_sails and spec.traits == ("uncoppered",) and str(spec).endswith("+uncoppered+full-sails")
    assert ShipSpec.parse(str(spec)) == spec
    g = WoodenShipsGame(sailing())
    g.apply_action("roll 5").apply_action("order Constitution 2").apply_action("order Java 0")
    text = g.to_text()
    assert "+full-sails" in text
    again = WoodenShipsGame.from_text(text)
    assert again.state == g.state and again.setup.ships[0].full_sails


@pytest.mark.parametrize(("velocity", "level", "why"), [(3, "basic", "20.1.5.1"), (6, "advanced", "18.2.2.1")])
def test_full_sails_at_the_start_refused_in_the_basic_game_and_in_a_storm(velocity: int, level: str, why: str) -> None:
    """[20.1.5.1, 18.2.2.1] full sails belong to the Advanced Game, and no ship is under them in a storm."""
    from sailkit.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match=why.replace(".", r"\.")):
        WoodenShipsGame(sailing(velocity, level))


def test_variable_wind_storm_at_the_start_takes_the_full_sails_away() -> None:
    """[34.0, 18.2.2.1, 20.1.5.1] under Optional Rule 34 a storm rolled before turn 1 leaves her under battle sails."""
    g = WoodenShipsGame(sailing(optional=("34",)))
    g.apply_action("roll 1")  # direction
    g.apply_action("roll 6")  # velocity 6: a storm
    assert not g.position.ship("Constitution").full_sails and "18.2.2.1" in g.ruling().cases


# ---- 24.3.2.3.1: the explosion's rigging shot, starred like any Hit Table ----


def blast_alongside(java_full_sails: bool = False):
    """A British 74 (Orient) blows up beside Java (a 74 too): the explosion's rigging shot is on Table 10."""
    from sailkit.rulesets.wooden_ships import sinking
    from sailkit.rulesets.wooden_ships.state import State, Task

    doomed = make_ship("Orient", side="B", type_key="GB-6", doom="explode")
    java = make_ship("Java", type_key="GB-6", bow=Hex(1, 0), full_sails=java_full_sails)
    st = State(Position(3, Wind(N, 2), (doomed, java)), "unfouling", "advanced")
    st, _ = sinking.doom(st, Task("doom", ("Orient",)), 6)
    return st


def blast(st, die: int):
    """The explosion's rigging shot for the ship alongside, its task taken off the pending list as the game does."""
    from sailkit.rulesets.wooden_ships import sinking

    return sinking.explosion(st.with_(pending=st.pending[1:]), st.pending[0], die)


def test_24_3_2_3_1_a_six_on_the_explosion_shot_is_starred() -> None:
    """[24.3.2.3.1, 16.1.2.2.1] the explosion's Table 10 rigging shot with a die of 6 is starred: two dice on the
    Critical Hit Table's rigging column come before the 2H fire check; a die of 5 brings only the fire check."""
    st = blast_alongside()
    plain, _ = blast(st, 5)
    assert [t.kind for t in plain.pending] == ["qualify"]
    starred, r = blast(st, 6)
    assert [t.kind for t in starred.pending] == ["blast_critical", "qualify"]
    assert "16.1.2.2.1" in r.cases and "*" in starred.pending[0].args[3]


def test_24_3_2_3_1_the_explosion_critical_reads_the_rigging_column() -> None:
    """[24.3.2.3.1, Critical Hit Table 12R, 11R] two dice of 12 on the rigging column: a die of 10 or less (the
    explosion's table) brings a mast down; 11R doubles the rigging hits of a target under full sails."""
    st = blast_alongside()
    starred, _ = blast(st, 6)
    mast, r = criticals.blast_critical(starred, starred.pending[0], 12)
    assert mast.pending[0].args[:3] == ("mast", "Java", 10) and r.verdict == "mast"
    sailing = blast_alongside(java_full_sails=True)
    starred, _ = blast(sailing, 6)
    before = sum(starred.position.ship("Java").rigging)
    doubled, r = criticals.blast_critical(starred, starred.pending[0], 11)
    assert sum(doubled.position.ship("Java").rigging) < before and "double rigging hits" in str(r)


def test_the_explosion_critical_is_a_two_dice_chance_node_in_a_game() -> None:
    """[16.1.2.2.1] the engine asks two dice (2-12) for the explosion's critical hit."""
    from sailkit.rulesets.wooden_ships.rules import RULES

    starred, _ = blast(blast_alongside(), 6)
    assert [int(str(a).split()[1]) for a, _ in RULES.chance_outcomes(starred)] == list(range(2, 13))


# ---- random play with these rules on ----


@pytest.mark.parametrize("option", ["adrift", "still-anchored"])
def test_random_games_starting_under_full_sails_with_anchors_end_and_replay(option: str) -> None:
    """Random games from a start under full sails, anchors allowed, under each lost_cables reading, end and replay
    byte for byte from their record."""
    from sailkit.engine import play_random

    for seed in range(2):
        g = play_random(WoodenShipsGame(sailing(anchors=True), readings={"lost_cables": option}), seed)
        assert g.is_terminal()
        again = WoodenShipsGame.from_text(g.to_text())
        assert again.state == g.state and again.to_text() == g.to_text()


# ---- reading basic_rake=second-edition acts on its own [11.3.2] ----


def raking(readings: dict[str, str]):
    """A French 80 (FR-80) raking a ship lying end-on three hexes off her starboard beam, Basic Game."""
    firer = make_ship("F", fired=(True, True))  # FR-80 heading North at (0, 0)
    target = make_ship("T", side="B", bow=Hex(4, -2), facing=HexDirection.NE)
    pos = Position(1, Wind(N, 3), (firer, target))
    return combat.fire_number(pos, firer, Broadside.R, target, readings)


def test_basic_rake_second_edition_adds_the_second_edition_rake_column_with_the_card() -> None:
    """[11.3.2] basic_rake=second-edition with the card's HDT (basic_tables=card, the default) adds the 2nd edition's
    rake column for the broadside halved to Basic scale: 22 guns at 3 hexes are 11 Basic guns, band 10-12, +4, where
    the card's RAKE column gives +1; the ruling names basic_rake and ship_scale (the halving depends on it). It used
    to be the RAKE column under another name."""
    column = raking({"basic_rake": "rake-column"})
    second = raking({"basic_rake": "second-edition"})
    assert column.rake and column.guns == 22 and column.range == 3
    (step,) = [s for s in second.ruling.steps if s.case == "11.3.2"]
    assert step.value == 4 and "11 Basic guns" in step.reason
    assert second.table == column.table + 3
    assert {("basic_rake", "second-edition"), ("ship_scale", "as-charted")} <= set(second.ruling.readings)


def test_basic_rake_second_edition_on_a_ship_already_halved() -> None:
    """[11.3.2, 16.2.1] under ship_scale=halved the log is already at Basic scale: its guns are not halved again."""
    halved = raking({"basic_rake": "second-edition", "ship_scale": "halved"})
    (step,) = [s for s in halved.ruling.steps if s.case == "11.3.2"]
    assert step.value == 5 and "22 Basic guns" in step.reason  # 22 as they stand: band 13+


def test_basic_rake_is_not_consulted_under_the_second_edition_tables() -> None:
    """[11.3.2] with basic_tables=second-edition the 2nd edition's own rake column counts, whatever basic_rake says,
    and the ruling does not name basic_rake."""
    a = raking({"basic_tables": "second-edition", "basic_rake": "bracket"})
    b = raking({"basic_tables": "second-edition", "basic_rake": "second-edition"})
    assert a.table == b.table and a.rake
    assert not any(key == "basic_rake" for key, _ in a.ruling.readings)


# ---- the readings that act only at set-up are shown in the set-up's ruling ----


def french_44(level: str = "advanced") -> Scenario:
    return Scenario(
        "a French 44",
        (
            ShipSpec("Forte", "FR-44", "France", "average", "J18", HexDirection.NE, full_sails=level == "advanced"),
            ShipSpec("Java", "GB-18", "Britain", "average", "T10", HexDirection.NW),
        ),
        wind=N,
        turns=5,
        columns=30,
        rows=24,
        level=level,
    )


@pytest.mark.parametrize(
    ("option", "guns"), [("mirrored", "10 guns left and 10 right"), ("as-printed", "10 guns left and 5 right")]
)
def test_the_set_up_ruling_names_the_readings_that_filled_in_the_logs(option: str, guns: str) -> None:
    """[3.2, 3.2.8, 2.31.1, 20.1.5.1] before any action the game's ruling is its set-up: each log, the turning
    abilities and full-sail speeds (reading counter_ratings), the French 44's guns (reading french_44_guns) and who
    starts under full sails; after an action it is that action's ruling, and back at the start the set-up's again."""
    g = WoodenShipsGame(french_44(), readings={"french_44_guns": option})
    r = g.ruling()
    assert ("french_44_guns", option) in r.readings and ("counter_ratings", "by-class") in r.readings
    assert guns in str(r) and "3.2.8" in r.cases and "2.31.1" in r.cases
    assert "Forte under full sails, every other ship under battle sails" in str(r)
    assert ("ship_scale", "as-charted") not in r.readings  # the Advanced Game reads the charts as they are
    g.apply_action("roll 5")
    assert "3.2" not in g.ruling().cases
    g.back()
    assert g.ruling() == r


@pytest.mark.parametrize("option", ["as-charted", "halved"])
def test_the_basic_game_set_up_ruling_names_ship_scale(option: str) -> None:
    """[16.2.1] in the Basic Game the set-up's ruling says at which scale the logs were filled in (reading
    ship_scale), and the logs it lists are the ones the game plays."""
    g = WoodenShipsGame(french_44("basic"), readings={"ship_scale": option})
    r = g.ruling()
    assert ("ship_scale", option) in r.readings and "16.2.1" in r.cases and "20.1.5.1" not in r.cases
    java = g.position.ship("Java")
    assert f"hull {java.hull}, guns {java.guns[0]}/{java.guns[1]}" in str(r)
    assert not any(key == "french_44_guns" for key, _ in WoodenShipsGame(sailing()).ruling().readings)


def test_20_3_8_3_an_anchor_noted_before_the_second_cable_went_does_not_hold() -> None:
    """[20.3.8.3, 20.3.2] an anchor noted this turn takes hold at the turn's end, unless both cables were shot away
    in between: then she does not anchor, and the step says why."""
    from sailkit.rulesets.wooden_ships.repairs import anchors_and_repairs

    g = WoodenShipsGame(duel(anchors=True))
    st = g.state
    noted = st.position.ship("Java").with_(note="A")
    pos, steps = anchors_and_repairs(st, st.position.with_ship(noted))
    assert pos.ship("Java").anchor == "A"
    pos, steps = anchors_and_repairs(st, st.position.with_ship(noted.with_(anchors_left=0)))
    assert pos.ship("Java").anchor == "" and [s.case for s in steps] == ["20.3.8.3"]


@pytest.mark.parametrize(
    ("scenario", "order", "case"),
    [
        ("basic", "order Constitution 1 FS", "20.0"),  # no notes in the Basic Game
        ("no-anchors", "order Constitution 1 A", "20.3"),  # anchoring only where the scenario allows it
    ],
)
def test_notes_the_game_does_not_allow_are_refused(scenario: str, order: str, case: str) -> None:
    """[20.0, 20.3] a note in the Basic Game, or an anchor order in a scenario without anchoring, is refused with
    its rule and the game unchanged (neither is ever offered)."""
    from sailkit.rulesets.wooden_ships.scenarios import frigate_duel

    g = WoodenShipsGame(frigate_duel() if scenario == "basic" else duel())
    if scenario != "basic":
        g.apply_action("roll 5")
    assert order not in [str(a) for a in g.legal_actions()]
    before = g.state
    with pytest.raises(IllegalActionError) as err:
        g.apply_action(order)
    assert err.value.case == case and g.state == before
