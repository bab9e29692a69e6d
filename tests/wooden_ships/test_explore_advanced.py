"""The Advanced Game explorers answer through their named methods when a control changes [18.1.3, 20.4, 24.1, 24.2]."""

from __future__ import annotations

import matplotlib
import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.wooden_ships.faces.explorers.advanced import (
    FieldExplorer,
    FireExplorer,
    OrderExplorer,
    Question,
    WindExplorer,
    compare_readings,
)

matplotlib.use("Agg")


def test_wind_changes_only_on_a_change_number() -> None:
    """[18.1.3, 18.1.3.1, 18.1.3.2] an 8 leaves the wind alone; a 7 then 5 and 6 turns it 120 degrees and strengthens it."""
    w = WindExplorer("N", 3, (7,))
    w.total.value = 8
    assert w.ruling is not None and w.ruling.verdict.startswith("no change")
    w.total.value, w.turn_die.value, w.speed_die.value = 7, 5, 6
    assert w.after is not None and w.after.direction.name == "SE" and w.after.velocity == 4
    assert "18.1.3.1" in str(w.ruling) and "svg" in w.picture.value


def test_order_explorer_cuts_a_turn_after_a_turn() -> None:
    """[20.4.2, 20.4.2.1] after a move that ended on a turn, L1R is carried out as L; 1L1 whole."""
    o = OrderExplorer("L1R")
    assert o.done == "L1R"
    o.after_turn.value = True
    assert o.done == "L" and "20.4.2" in str(o.ruling)
    o.order.value = "1L1"
    assert o.done == "1L1"
    o.order.value = "zz"
    assert o.done == "" and o.ruling is not None and o.ruling.verdict == "not an order"


def test_field_explorer_sections_and_rakes() -> None:
    """[24.1.2, 24.4.1] abeam the whole broadside; far aft only the stern section; dead ahead a bow rake, no fire."""
    f = FieldExplorer(3, -1)
    assert f.engagement is not None and f.engagement.section == "full"
    f.q.value, f.r.value = 5, 1
    assert f.engagement is not None and f.engagement.section == "stern"
    f.q.value, f.r.value = 0, -4
    f.facing.value = "S"
    assert f.engagement is None and f.rake == "bow"


def test_fire_explorer_reads_each_modifier() -> None:
    """[24.2.4.2, 24.2.4.1, 26.1.2] grape at 1 hex kills crew; grape cannot reach 3 hexes; low powder costs a table."""
    x = FireExplorer("R", 2)
    plain = x.table
    x.low_powder.value = True
    assert x.table is not None and plain is not None and x.table < plain and "26.1.2" in str(x.ruling)
    x.low_powder.value = False
    x.ammo.value, x.range.value = "G", 1
    assert x.ruling is not None and "crew box" in x.ruling.verdict
    x.range.value = 3
    assert x.table is None and x.ruling is not None and x.ruling.verdict == "out of reach of this shot"


def test_question_judges_and_refuses_a_missing_answer() -> None:
    x = FireExplorer("R", 2)
    q = Question("Which table?", ["3", "4"], x.ruling, "4")
    assert q.check() is None
    q.choice.value = "3"
    assert q.check() is False and "11.2.3" in q.feedback.value
    with pytest.raises(InvalidInputError):
        Question("?", ["a"], x.ruling, "b")


def test_compare_readings_sets_each_option_side_by_side() -> None:
    """[24.4.1, 24.4.4] a ship five hexes astern is raked under axis-line, not under adjacent-only."""
    from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
    from sailkit.rulesets.wooden_ships.fields import advanced_rake
    from sailkit.rulings import Ruling

    target = TwoHexShip(Hex(0, 0), HexDirection.N)
    firer = TwoHexShip(target.stern.neighbour(HexDirection.S, 5), HexDirection.NE)
    c = compare_readings(lambda r: Ruling("rake?", advanced_rake(firer, target, r) or "no rake", ()), "rake_geometry")
    assert c.verdicts == {"axis-line": "stern", "adjacent-only": "no rake"} and c.default == "axis-line"
    assert (
        c.summary().startswith("reading: From which hexes is an Advanced Game rake possible? [24.4")
        and "  adjacent-only -> no rake" in c.summary()
    )


def test_locking_explorer_wind_and_sails() -> None:
    """[19.1] each ship under full sails -1 to unfoul; [22.1.3] a storm -2 to grapple; [22.2.1] +1 to cut a grapple."""
    from sailkit.rulesets.wooden_ships.faces.explorers.advanced import LockingExplorer

    x = LockingExplorer("unfouling")
    x.full_sails.value = 2
    assert x.ruling is not None and "19.1" in x.ruling.cases and x.ruling.value == 7 - 2
    x.kind.value, x.velocity.value = "grappling", 6
    assert "22.1.3" in x.ruling.cases and x.ruling.value == 7 - 2
    x.kind.value, x.total.value = "ungrappling", 8
    assert "22.2.1" in x.ruling.cases and x.ruling.verdict == "ungrappled"  # 8 + 1 (no melee) + 1 (storm)


def test_every_explorer_lays_out_its_controls_beside_its_answer() -> None:
    from sailkit.rulesets.wooden_ships.faces.explorers.advanced import LockingExplorer

    for explorer in (WindExplorer(), OrderExplorer(), FieldExplorer()):  # the picture beside, the ruling under
        row, label = explorer.widget.children
        column, picture = row.children
        assert column.children == explorer.controls and picture is explorer.picture and label is explorer.label
        assert (
            explorer.picture.value.startswith("<svg") and explorer.ruling.question.rstrip("?") in explorer.label.value
        )
    for explorer in (FireExplorer(), LockingExplorer()):  # no picture: the ruling beside the controls
        column, label = explorer.widget.children
        assert column.children == explorer.controls and label is explorer.label and explorer.picture.value == ""


def test_a_malformed_order_is_reported_and_leaves_no_picture() -> None:
    """[7.2] a typo in the order is its ruling, not an error; the picture comes back with a good order."""
    x = OrderExplorer("1L1", "NE")
    assert x.done == "1L1" and x.picture.value.startswith("<svg")
    x.order.value = "1Q"
    assert x.ruling.verdict == "not an order" and x.done == "" and x.picture.value == "" and "7.2" in x.label.value
    x.order.value = "L"
    assert x.done == "L" and x.picture.value.startswith("<svg")
