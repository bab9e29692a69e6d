"""A Fighting Sail lesson played through the kit's rule-free lesson framework (sailkit.lessons)."""

from __future__ import annotations

import sailkit.rulesets.fighting_sail as fs
from sailkit.lessons import Lesson

LESSON = """[Game "Fighting Sail"]
[Scenario "15.1"]
[Reader "BR"]
[Ask "command step"]

{Shannon opens the duel.}
command Chesapeake ahead {Chesapeake comes on.}
command Shannon port {A port order turns Shannon toward her enemy.}
(
  command Shannon ahead {Ahead keeps her running east, away from Chesapeake.}
)
next BR
step Shannon {She must enter a square before turning [7.34].}
hold Shannon
next BR
step Shannon
hold Shannon
next BR
step Shannon port
"""


def test_a_fighting_sail_lesson_is_found_by_its_game_header_and_judged_with_cases() -> None:
    """[6.1, 7.32, 7.34] The rule set comes from the registry; refusals cite the rules' cases; the board is drawn."""
    les = Lesson.from_text(LESSON)
    assert les.rules is fs.RULES and isinstance(les.game, fs.Game)  # the rule set's own game class
    assert les.steps == 4 and les.expected == "command Shannon port"
    assert (
        les.prompt == "Shannon opens the duel.\nChesapeake comes on.\nBR to play: Game-Turn 1, Command Decision [6.1]."
    )
    early = les.try_action("step Shannon")
    assert not early.legal and early.case == "6.1"
    wrong = les.try_action("command shannon ahead")  # read leniently, judged in its canonical spelling
    assert wrong.legal and wrong.known and wrong.action == "command Shannon ahead" and "away from" in wrong.message
    right = les.try_action("command Shannon port")
    assert right.correct and "7.21c" in right.ruling.cases and les.played == ("next BR",)
    tack = les.try_action("tack Shannon NE")
    assert not tack.legal and tack.case == "7.32"
    assert les.show_me().message.endswith("[7.34].") and les.played == ("hold Shannon", "next BR")
    view = les.widget()
    assert "<svg" in view.picture.value and "Game-Turn 1" in view.picture.value
    assert view.move.options == ("step Shannon", "step Shannon port", "step Shannon port 90")
    view.move.value = "step Shannon port"
    view.try_move()
    assert "after step Shannon port" in view.feedback.value and view.feedback.value.count("<svg") == 1
    les.show_me()
    les.show_me()
    assert les.done and les.game.position.ship("Shannon").facing == fs.Direction.NE


def test_the_movement_lesson_explains_every_decision_and_every_wrong_move_it_foresees() -> None:
    """[6.12, 7.22, 7.32-7.36, 7.62, 7.91] the lesson movement (05_movement.sail): each of the reader's moves says why it is
    right, each foreseen wrong move why it is wrong (with a case), and the lesson plays to its end."""
    les = Lesson.of("fighting_sail", "movement")
    assert les.reader == "BR" and les.steps == 8 and les.record.headers["Scenario"] == "15.1"
    foreseen = 0
    while not les.done:
        for alternative in les.foreseen:
            verdict = les.try_action(alternative)
            assert verdict.legal and verdict.known and not verdict.correct
            assert "[" in verdict.message, alternative  # each wrong move is explained with its case
            foreseen += 1
        assert les.show_me().message.startswith("Right")
    assert foreseen == 17 and les.game.position.ship("Shannon").facing == fs.Direction.E


def test_the_fire_lesson_explains_every_choice_and_every_wrong_shot_it_foresees() -> None:
    """[9.11, 9.33d, 9.33g, 9.36, 9.3] the lesson fire (07_fire.sail): hold at 7 Range Points, then rake at 65;
    each foreseen wrong shot is legal and explained with its case, and the lesson plays to its end."""
    les = Lesson.of("fighting_sail", "fire")
    assert les.reader == "BR" and les.steps == 2 and les.record.headers["Position"].startswith("FS turn 1 wind N")
    assert les.expected == "hold Shannon" and fs.fire_value(les.game.position, "Shannon", "Constitution").value == 55
    foreseen = 0
    while not les.done:
        for alternative in les.foreseen:
            verdict = les.try_action(alternative)
            assert verdict.legal and verdict.known and not verdict.correct
            assert "[9." in verdict.message, alternative  # each wrong choice is explained with a fire case
            foreseen += 1
        assert les.show_me().message.startswith("Right")
    assert foreseen == 5
    end = les.game.position
    assert end.ship("Constitution").hull == 2 and end.ship("Shannon").first_port  # A13: roll 15 at 65, two hits
    refused = Lesson.of("fighting_sail", "fire").try_action("fire Shannon Constitution hull port")
    assert refused.legal and not refused.correct  # the broadside named is the one that bears
    wrong_side = Lesson.of("fighting_sail", "fire").try_action("fire Shannon Constitution hull starboard")
    assert not wrong_side.legal and wrong_side.case == "9.31b"


def test_the_melee_lesson_explains_every_decision_and_every_wrong_move_it_foresees() -> None:
    """[9.33g, 11.11, 11.13, 11.14, 11.21c, 11.32, 11.33] the lesson melee (09_melee.sail): the reader fires, decides on
    unfouling and places Shannon; each foreseen weaker move is explained with a case, rigging fire is refused by
    11.14, Chesapeake is taken and Shannon, free of her prize, ends heading north."""
    les = Lesson.of("fighting_sail", "melee")
    assert les.reader == "BR" and les.steps == 5 and les.record.headers["Scenario"] == "custom"
    assert les.played == ("command Wasp ahead", "back Wasp", "roll 5", "roll 2") and "[11.11]" in les.prompt
    assert les.try_action("fire Shannon Chesapeake rigging starboard").case == "11.14"
    assert les.try_action("unfoul Shannon").case == "11.1"  # not now: the Fire Phase comes first
    foreseen = 0
    while not les.done:
        for alternative in les.foreseen:
            verdict = les.try_action(alternative)
            assert verdict.legal and verdict.known and not verdict.correct
            assert "[" in verdict.message, alternative
            foreseen += 1
        assert les.show_me().message.startswith("Right")
    assert foreseen == 9 and les.mistakes == 11
    end = les.game.position
    assert end.ship("Chesapeake").prize and end.ship("Chesapeake").side == "BR" and end.ship("Shannon").hull == 3
    shannon = end.ship("Shannon")
    assert not shannon.fouled and shannon.square == fs.square("0908") and shannon.facing == fs.Direction.N
