"""Hot-seat play and entering a game from the table (sailkit.replayer.hotseat), driven through the widgets."""

from __future__ import annotations

from pathlib import Path

from sailkit.record import Record
from sailkit.replayer import HotSeat, hot_seat
from sailkit.rulesets.fighting_sail import Game


def test_each_side_gives_its_chit_out_of_the_others_sight_until_revealed(tmp_path: Path) -> None:
    seat = hot_seat(Game.from_scenario("15.4"), dice=1805, path=tmp_path / "hot.sail")
    assert seat.covered and seat.to_act == "US" and "US to act" in seat.panel.value
    seat.action.value = "command Constitution port"
    assert "covered" in seat.status.value and seat.game.ply == 0  # nobody sits at the screen yet
    seat.ready.click()
    assert not seat.covered and seat.view == "US"
    seat.action.value = "command Constitution port"
    assert seat.game.ply == 1 and seat.covered and seat.to_act == "BR"  # the screen is covered for the hand-over
    seat.take_seat()
    assert seat.view == "BR" and "port" not in seat.panel.value and "chit face down" in seat.panel.value
    assert "command Constitution port" not in seat.action.options  # nor offered as a hint
    seat.action.value = "command Guerriere starboard"
    assert "chit: port" in seat.panel.value or seat.covered  # revealed [6.14], whoever acts next
    seat.save()
    record, problems = Record.load(tmp_path / "hot.sail")
    assert not problems and record.mainline_actions()[:2] == [
        "command Constitution port",
        "command Guerriere starboard",
    ]


def test_the_gauge_holder_names_the_side_to_move_and_seeded_dice_roll_themselves() -> None:
    seat = HotSeat(Game.from_scenario("15.4"), dice=7, secret=False)
    assert not seat.covered and seat.view is None  # at the table: the umpire's view
    seat.action.value = "command Constitution port"
    seat.action.value = "command Guerriere starboard"
    holder = seat.to_act
    assert holder in ("US", "BR") and all(a.startswith("next ") for a in seat.action.options)
    seat.action.value = f"next {holder}"
    assert seat.game.ply >= 3 and not seat.game.is_chance_node()


def test_dice_typed_in_from_the_table_and_errors_shown_with_their_case() -> None:
    game = Game.from_scenario("15.4")
    seat = HotSeat(game, secret=False)
    for text in [
        "command Constitution starboard",
        "command Guerriere tack",
        "next US",
        "step Constitution starboard 90",
    ]:
        seat.action.value = text
    seat.action.value = "next BR"
    seat.action.value = "tack Guerriere NE"
    seat.action.value = "step Constitution starboard 90"  # taken aback: a drift die is wanted [8.12]
    assert game.is_chance_node() and "die roll" in seat.panel.value
    seat.action.value = "9"
    assert "refused" in seat.status.value and "1, 2, 3, 4, 5, 6" in seat.status.value and game.is_chance_node()
    seat.action.value = "3"  # the result alone
    assert game.node.action == "roll 3" and seat.status.value == ""
    ply = game.ply
    seat.action.value = "fire Guerriere Nowhere hull"
    assert "refused" in seat.status.value and "Traceback" not in seat.status.value and game.ply == ply
    seat.action.value = "sail away"
    assert "refused" in seat.status.value and game.ply == ply
    seat.undo_button.click()
    assert game.ply == ply - 1 and game.is_chance_node()
