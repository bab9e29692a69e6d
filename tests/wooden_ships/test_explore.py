"""The Wooden Ships tutorials' explorers, driven as a notebook's cells drive them: set a widget's value, read the answer."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships import movement
from sailkit.rulesets.wooden_ships.faces.explorers import basic as explore


def test_ship_explorer_marks_each_value_with_its_source() -> None:
    e = explore.ShipExplorer("US-44", "crack")
    assert e.lines[0] == "[3.2.1] gun rating 44 (printed)" and e.lines[-1].endswith("21")
    e.key.value = "GB-6"
    assert e.lines[0] == "[3.2.1] gun rating 74 (derived)"
    assert "[2.31.2] battle-sail speed 3 (derived" in e.label.value  # three rigging sections


def test_allowance_explorer_follows_wind_heading_and_rigging() -> None:
    e = explore.AllowanceExplorer(wind="N", heading="NE", speed=4)
    assert (e.attitude, e.allowance) == ("A", 4)  # [7.1.4] speed 4 in A
    e.heading.value = "S"
    assert (e.attitude, e.allowance, e.orders) == ("D", 0, ("0", "L", "R"))  # [7.1.15, 7.1.16]
    e.heading.value, e.speed.value = "SE", 3
    assert (e.attitude, e.allowance) == ("C", 1)  # [7.1.4] speed 3 in C
    e.rigging_lost.value = 3
    assert e.allowance == 0  # never below 0 [7.1.17]


def test_order_explorer_cuts_at_the_first_forbidden_element_and_reports_typos() -> None:
    e = explore.OrderExplorer("L1R1", wind="NE", speed=4)
    assert e.plan is not None and e.plan.text == "L1R1" and e.plan.stopped_at is None
    e.order.value = "LL2"
    assert e.plan is not None and e.plan.text == "L" and e.plan.ruling.steps[-1].case == "7.1.8"
    e.order.value = "X9"
    assert e.plan is None and "'X9'" in e.error and "X9" in e.label.value


def test_carry_out_refuses_a_typo_instead_of_skipping_it() -> None:
    """An order with a letter that is no element is refused whole [7.2], not carried out without it."""
    mover = movement.Mover(TwoHexShip(Hex(0, 0), HexDirection.N), 4, 0, 3)
    with pytest.raises(InvalidInputError, match="'X9'"):
        movement.carry_out(mover, "X9", HexDirection.NE)


def test_lock_explorer_sums_the_cases_modifiers_and_gives_exact_odds() -> None:
    g = explore.LockExplorer("grappling")
    assert g.modifier == 1 and g.odds == Fraction(10, 36)  # crack against average [9.1.4.1]: 9+ on two dice
    g.first_still.value = g.second_still.value = True
    assert g.modifier == 3 and [s.case for s in g.steps] == ["9.1.4.1", "9.1.4.4"]
    assert g.roll(7).verdict == "grapples" and g.roll(6).verdict == "fails"
    f = explore.LockExplorer("fouling")
    f.second_still.value = True
    assert f.modifier == -1 - 4  # crack crew [8.3.5.1], a motionless ship [8.3.5.6]
    assert f.roll(12).verdict == "fouls"  # a natural 12 [8.3.5.9]
    u = explore.LockExplorer("ungrappling")
    u.melee.value = True
    assert u.modifier == 1 - 6
    assert u.controls == (u.first, u.melee) and f.controls[:2] == (f.first, f.second)  # only what the table reads
    u.sacrifice.value = True  # watched, though ungrappling does not read it: nothing changes
    assert u.modifier == 1 - 6
    with pytest.raises(InvalidInputError):
        explore.LockExplorer("boarding")
    with pytest.raises(InvalidInputError):
        u.roll(13)


def test_fire_explorer_blocks_on_a_nearer_friend_and_reports_a_bad_hex() -> None:
    e = explore.FireExplorer("G6", "N")
    assert e.ruling is not None and e.ruling.verdict == "may fire on Java" and e.table is not None
    e.friend.value = "F6"
    assert e.ruling is not None and e.ruling.verdict == "blocked" and e.table is None  # [11.1.4.2]
    e.enemy.value = "ZZ"
    assert e.ruling is None and "'ZZ'" in e.error


def test_melee_explorer_multiplies_boxes_by_the_factor() -> None:
    e = explore.MeleeExplorer(8, "average", "OBP")
    assert e.strength == 24 and len(e.losses) == 6
    e.kind.value = "DBP"
    assert e.strength == 40  # a defender's box counts more [12.3.1]
    e.boxes.value = 0
    assert e.strength == 0 and e.losses == (0,) * 6


def test_question_judges_and_explains() -> None:
    q = explore.Question("which?", ["a", "b"], answer="b", why="because [1.0]")
    assert q.check() is None
    q.choice.value = "a"
    assert q.check() is False and "because [1.0]" in q.feedback.value
    q.choice.value = "b"
    assert q.check() is True
    with pytest.raises(InvalidInputError):
        explore.Question("which?", ["a"], answer="c")


def test_picture_html_needs_alt_text() -> None:
    import matplotlib.pyplot as plt

    fig, _ = plt.subplots()
    assert explore.picture_html(fig, "an empty plot").startswith('<img alt="an empty plot" src="data:image/png;base64,')
    with pytest.raises(InvalidInputError):
        explore.picture_html(plt.subplots()[0], " ")


def test_replay_stepper_moves_the_cursor_with_the_slider() -> None:
    from pathlib import Path

    from sailkit.rulesets.wooden_ships import WoodenShipsGame

    game = WoodenShipsGame.load(Path(__file__).resolve().parents[2] / "replays" / "wooden_ships-frigate-duel.wsim")
    e = explore.ReplayStepper(game)
    assert game.ply == 0 and "the start" in e.label.value
    e.ply.value = 2
    assert game.ply == 2 and "carries out" in e.label.value  # both orders written: carried out together [8.1.1]
    e.ply.value = e.length
    assert game.is_terminal() and game.result == "United States wins"


def test_read_plot_keeps_numbers_apart_across_a_space() -> None:
    """``l1 1r`` is one hex, one hex: two hexes in all, never eleven [7.2.2]."""
    assert movement.read_plot("l1 1r") == "L2R"
    assert movement.read_plot(" 1L1 ") == "1L1"
    with pytest.raises(InvalidInputError):
        movement.read_plot("   ")


def test_party_explorer_takes_whole_sections_lowest_first() -> None:
    e = explore.PartyExplorer((8, 6, 6), 1)
    assert e.chosen == (0,) and not e.all_in
    e.crew[0].value = 0  # section 1 wiped out: the party starts at section 2 [10.1.2.1]
    assert e.chosen == (1,)
    e.sections.value = 3
    assert e.chosen == (1, 2) and e.all_in and "[10.2.5]" in e.label.value


def test_play_until_plays_on_with_the_given_dice_and_orders_0() -> None:
    from sailkit.rulesets.wooden_ships import ShipSpec

    game = explore.lesson_game(
        ShipSpec("Essex", "US-32", "US", "average", "J10", HexDirection.N),
        ShipSpec("Cherub", "GB-22", "GB", "average", "W10", HexDirection.N),
        wind=HexDirection.SE,
    )
    explore.play_until(game, 3)
    assert game.turn == 3 and game.phase == "orders"
    assert game.position.ship("Essex").bow != game.state.grid.parse("J10")  # lay still twice: drifted [8.2.1]


def test_reading_explorer_asks_again_under_the_chosen_option() -> None:
    e = explore.ReadingExplorer("reload_allowance", lambda option: f"asked under {option}")
    assert e.option.value == "one-broadside" and e.text == "asked under one-broadside"
    e.option.value = "one-per-side"
    assert e.text == "asked under one-per-side" and "[13.1, 26.1]" in e.label.value


def test_a_shown_explorer_redraws_its_picture_on_every_change() -> None:
    e = explore.OrderExplorer("L1R1", wind="NE")
    assert e.picture.value == ""  # not shown: nothing drawn
    _ = e.widget
    first = e.picture.value
    assert first.startswith("<svg")
    e.order.value = "2"
    assert e.picture.value.startswith("<svg") and e.picture.value != first
    e.order.value = "X2"
    assert e.picture.value == ""  # a typo: no picture, the error in the label
    f = explore.FireExplorer("G6", "N")
    _ = f.widget
    f.enemy.value = "ZZ"
    assert f.picture.value == "" and "ZZ" in f.label.value
