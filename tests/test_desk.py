"""The rulings desk: questions asked as words, the desk's widgets driven as a club would, the captioned export.

The controller is driven by setting widget values (no kernel): each change runs its
named callback at once. Most desks here are made with ``draw=False`` (rulings without
their diagram); the drawing tests make one drawn desk.
"""

from __future__ import annotations

import html
import re
import stat
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sailkit.rulesets.fighting_sail as fs
from sailkit.desk import RulingsDesk
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.questions import ask, board, board_for, boards, parse_question
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parent.parent
DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"
FOULED = "FS turn 2 wind N | Wasp US 0805 S fouled | Frolic BR 0805 W fouled"
DESK = board("fighting_sail")


def _desk(position: str = DUEL, question: str = "fire Shannon Constitution") -> RulingsDesk:
    return RulingsDesk("fighting_sail", position, question=question, draw=False, records=ROOT / "replays")


# ---- the questions ----


def test_fighting_sail_offers_a_desk_found_through_the_registry() -> None:
    assert "fighting_sail" in boards() and board_for(DUEL) is DESK
    with pytest.raises(InvalidInputError, match="a position in a rule set's notation"):
        board_for("turn 1 wind W | Shannon BR 1013 E")
    with pytest.raises(UnknownChoiceError, match="rule set with a rulings desk"):
        board("chess")


#: One way to ask each question; the melee and unfouling ones in the fouled position.
ASKED = {
    "fire": "fire Shannon Constitution",
    "odds": "odds Shannon Constitution",
    "sight": "sight Shannon Constitution",
    "range": "range Shannon Constitution",
    "arc": "arc Constitution Shannon",
    "targets": "targets Shannon",
    "allowance": "allowance Shannon",
    "order": "order Shannon tack",
    "moves": "moves Shannon port",
    "gauge": "gauge",
    "heave": "heave Constitution",
    "backsail": "backsail Constitution",
    "strikes": "strikes Constitution",
    "melee": "melee 0805",
    "unfoul": "unfoul Wasp",
    "result": "result",
}


def test_every_question_is_asked_here() -> None:
    assert list(ASKED) == list(DESK.questions)


@pytest.mark.parametrize("name", list(ASKED))
def test_every_question_answers_with_a_ruling_that_cites_its_cases(name: str) -> None:
    position = DESK.parse(FOULED if name in ("melee", "unfoul") else DUEL)
    ruling = ask(DESK, position, ASKED[name])
    assert isinstance(ruling, Ruling) and ruling.cases and str(ruling)
    assert DESK.questions[name].usage().split()[0] == name


def test_the_printed_example_of_9_3_and_its_odds() -> None:
    duel = DESK.parse(DUEL)
    fire = ask(DESK, duel, "fire Shannon Constitution")
    assert fire.value == 65 and "9.33f" in fire.cases
    odds = ask(DESK, duel, "odds shannon CONSTITUTION")  # ship names in any letter case
    assert odds.value == 65 and odds.cases[-2:] == ("9.34", "10.3")
    assert "1 hit: 25/36 (69.4%)" in str(odds)  # the odds printed in the README
    assert ask(DESK, duel, "fire Shannon Constitution rigging").value == 55


def test_melee_and_unfouling_odds_are_rulings_whose_chances_add_up_to_one() -> None:
    fouled = DESK.parse(FOULED)
    melee = ask(DESK, fouled, "melee 0805")
    assert melee.verdict == "no effect" and "US captures: 1/3 (33.3%)" in str(melee)
    assert "[11.22] Wasp (US) Boarding Value 3" in str(melee)
    unfoul = ask(DESK, fouled, "unfoul Wasp")
    assert "unfouls: 1/6 (16.7%)" in str(unfoul) and unfoul.cases[-1] == "11.32"
    assert DESK.choices(fouled, "stack") == ("0805",)


def test_a_ship_name_of_several_words_is_read_whole() -> None:
    position = DESK.parse("FS turn 1 wind N | Countess of Scarborough BR 0505 E | Bonhomme Richard US 0507 W")
    question, words = parse_question(DESK, position, "sight countess of scarborough Bonhomme Richard")
    assert question.name == "sight" and words == ("Countess of Scarborough", "Bonhomme Richard")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "a question such as 'fire SHIP TARGET [AIM]'"),
        ("fly Shannon", "invalid question: 'fly' (expected one of 'fire'"),
        ("fire Shannon", "target is missing"),
        ("gauge now", "'now' is one word too many"),
        ("fire Shanon Constitution", "invalid ship: 'Shanon' (expected one of 'Shannon', 'Constitution')"),
        ("moves Shannon sideways", "invalid order: 'sideways'"),
    ],
)
def test_a_question_that_cannot_be_read_names_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(InvalidInputError) as err:
        ask(DESK, DESK.parse(DUEL), text)
    assert message in str(err.value)


def test_a_record_annotation_asks_the_rule_set_the_same_questions() -> None:
    game = fs.Game.from_scenario("15.1")
    assert fs.RULES.answer(game.state, "fire Shannon Chesapeake").value == 35
    with pytest.raises(InvalidInputError, match="invalid ship: 'Bob'"):
        fs.RULES.answer(game.state, "sight Bob Shannon")


# ---- the desk, driven through its widgets ----


def test_the_notation_box_and_the_ruling_follow_each_other() -> None:
    desk = _desk()
    assert desk.ruling is not None and desk.ruling.value == 65 and "stern rake" in desk.answer.value
    desk.notation.value = DUEL.replace("1010 N", "1010 E")  # Constitution turned east: no rake
    assert desk.ruling.value == 45 and desk.message.value == ""
    assert "Fire Value 45" in desk.answer.value


@pytest.mark.parametrize(
    ("typed", "named"),
    [
        ("FS turn 1 wind Q | Shannon BR 1013 E", "wind direction"),
        ("FS turn 1 wind W | Shannon BR 9999 E", "9999"),
        ("FS turn 1 wind W | Nelson BR 1013 E", "Nelson"),
        ("turn 1", "position notation"),
    ],
)
def test_a_typo_in_the_notation_is_named_on_the_page_and_changes_nothing(typed: str, named: str) -> None:
    desk = _desk()
    desk.notation.value = typed
    assert "the position was not changed" in desk.message.value and named in desk.message.value
    assert str(desk.position) == DUEL and desk.ruling is not None and desk.ruling.value == 65


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=80))
def test_whatever_is_typed_into_the_notation_box_the_desk_answers_or_says_why_not(typed: str) -> None:
    desk = _DESK_FOR_TYPING
    desk.notation.value = typed
    assert desk.message.value or desk.ruling is not None or desk.answer.value == ""


_DESK_FOR_TYPING = _desk()


def test_placing_a_ship_rewrites_the_notation_and_rules_again() -> None:
    desk = _desk()
    desk.ship.value = "Guerriere"
    desk.column.value, desk.row.value, desk.heading.value = "10", "11", "W"
    desk.place_ship()
    assert desk.notation.value == DUEL + " | Guerriere BR 1011 W"
    assert not desk.ruling and desk.ruling.cases[-1] == "9.31c"  # she blocks the line of fire
    assert "Guerriere" in desk.ship.options[:3]  # ships on the board are listed first
    desk.ship.value = "Shannon"  # a ship on the board shows where she is
    assert (desk.column.value, desk.row.value, desk.heading.value) == ("10", "13", "E")
    desk.heading.value = "N"
    desk.place_ship()  # moved, not added: her damage and marks stay
    assert "Shannon BR 1013 N" in desk.notation.value and desk.notation.value.count("Shannon") == 1
    desk.ship.value = "Guerriere"
    desk.remove_ship()
    assert "Guerriere" not in desk.notation.value


def test_questions_and_their_words_are_picked_from_the_position() -> None:
    desk = _desk()
    desk.question.value = "gauge"
    assert [a.layout.display for a in desk.args] == ["none"] * 3 and desk.question_text() == "gauge"
    assert desk.ruling is not None and desk.ruling.kind == "gauge"
    desk.question.value = "moves"
    assert desk.args[0].options == ("Shannon", "Constitution") and "ahead" in desk.args[1].options
    desk.args[1].value = "port"
    assert desk.question_text() == "moves Shannon port" and desk.ruling is not None and len(desk.ruling) == 8
    desk.question.value = "melee"  # no square holds two sides: the page says so
    said = html.unescape(desk.message.value)
    assert desk.ruling is None and "the rules cannot answer 'melee' here: this position has no square" in said


def test_switching_a_reading_the_ruling_used_rules_again_under_it() -> None:
    desk = _desk(question="gauge")
    choice = next(c for c in desk.readings.children[1:] if c.description == "wg ma population")
    assert choice.value == "ordered"
    choice.value = "all_ships"
    assert "wg_ma_population=all_ships" in desk.notation.value
    assert desk.ruling is not None and ("wg_ma_population", "all_ships") in desk.ruling.readings


def test_a_point_of_a_recorded_game_is_a_position_to_ask_about() -> None:
    desk = _desk()
    assert desk.point.disabled and "15.4-constitution-guerriere.sail" in desk.record.options
    desk.record.value = "15.4-constitution-guerriere.sail"
    assert not desk.point.disabled and desk.point.value == desk.point.max > 20
    desk.point.value = 0
    assert desk.notation.value.startswith("FS 15.4 turn 1 wind W | Constitution US 0610 SE | Guerriere")
    assert "the set-up" in desk.point_label.value
    assert desk.question_text() == "fire Constitution Guerriere hull"  # the pickers moved to the record's ships
    desk.point.value = 3
    assert desk.game.ply == 3 and "after <code>" in desk.point_label.value
    desk.record.value = "(none)"
    assert desk.point.disabled and desk.game is None


def test_a_record_of_another_rule_set_is_refused_on_the_page(tmp_path: Path) -> None:
    (tmp_path / "duel.sail").write_text((ROOT / "replays" / "wooden_ships-frigate-duel.wsim").read_text())
    desk = RulingsDesk("fighting_sail", DUEL, draw=False, records=tmp_path)
    desk.record.value = "duel.sail"
    assert "was not loaded" in desk.message.value and "Wooden Ships" in desk.message.value
    assert desk.game is None and str(desk.position) == DUEL


def test_a_drawn_desk_shows_the_diagram_and_offers_it_captioned_for_download(tmp_path: Path) -> None:
    desk = RulingsDesk("fighting_sail", DUEL, question="fire Shannon Constitution")
    assert "<svg" in desk.answer.value and desk.export_links.value.count("download=") == 2
    svg = desk.downloads["svg"].decode()
    assert "FS turn 1 wind W" in svg and "stern rake" in svg and desk.downloads["png"].startswith(b"\x89PNG")
    written = desk.export(tmp_path / "dispute.png")
    assert written.read_bytes().startswith(b"\x89PNG")
    assert stat.S_IMODE(written.stat().st_mode) & 0o044 == 0o044  # readable by others, as open() would make it
    desk.question.value = "range"  # nothing draws a range: the position is the diagram
    assert "<svg" in desk.answer.value and desk.ruling is not None and desk.ruling.value == 6


def test_the_desk_shows_its_diagram_at_its_natural_width() -> None:
    """[issue 24] The desk squeezed its diagram into 500 px beside the table (a 758 px board at 66%, its names about
    9 px): now nothing in the answer sets a box narrower than the diagram, which wraps under the table instead."""
    import re

    from sailkit.figures import natural_width

    desk = RulingsDesk("fighting_sail", DUEL, question="fire Shannon Constitution")
    page = desk.answer.value
    natural = natural_width(page[page.index("<svg") :])
    assert natural > 500
    boxes = [int(w) for w in re.findall(r"(?:flex-basis|width):\s*([0-9]+)px", page[: page.index("<svg")])]
    assert min(boxes) >= natural and "!important" not in page


def test_docs_list_every_question_with_its_words_title_and_cases() -> None:
    text = (ROOT / "docs" / "desk.md").read_text()
    fighting_sail, _, rest = text.partition("## The questions on an As Per Margin position")
    as_per_margin, _, wooden_ships = rest.partition("## The questions on a Wooden Ships")
    sections = ((fighting_sail, "fighting_sail"), (as_per_margin, "as_per_margin"), (wooden_ships, "wooden_ships"))
    for section, key in sections:
        rows = re.findall(r"^\| `([^`]+)` \| (.+?) \| (.+?) \|$", section, re.M)
        assert rows == [(q.usage(), q.title, q.cases) for q in board(key).questions.values()], key


def test_a_typo_stays_named_while_other_questions_are_asked() -> None:
    desk = _desk()
    desk.notation.value = "FS turn 1 wind Q | Shannon BR 1013 E"
    desk.question.value = "gauge"  # the rules answer for the position still in force
    assert desk.ruling is not None and "wind direction" in desk.message.value
    desk.notation.value = DUEL
    assert desk.message.value == ""
