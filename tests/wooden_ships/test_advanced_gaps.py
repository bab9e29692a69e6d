"""Advanced Game rules built late: the anchor cable critical 8H [20.3.8], starting under full sails [20.1.5.1], the
explosion's starred 6 [24.3.2.3.1], repairs of undamaged parts refused [20.5.7], and the set-up readings shown."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.rulesets.wooden_ships import WoodenShipsGame, combat, criticals
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.game import mover
from sailkit.rulesets.wooden_ships.movement import carry_out, legal_plots
from sailkit.rulesets.wooden_ships.ruled import ReadStep
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import Position, Wind
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
