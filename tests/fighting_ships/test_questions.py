"""A club's questions about a Fighting Ships position, answered as rulings citing their sections (issue 22, QUESTIONS).

Each question is asked as the desk, ``sailkit ruling`` and a record's ``[%ruling ...]`` ask it, on one position
where every question arises: a broadside, a rake, a friend, two ships entangled, one with four Damage tokens.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import sailkit.rulesets.fighting_ships as fsh
from sailkit.errors import InvalidInputError, SailkitError
from sailkit.questions import ask
from sailkit.readings import said
from sailkit.rulesets.fighting_ships.faces.desk import DESK
from sailkit.rulesets.fighting_ships.questions import QUESTIONS, answer

#: Syrene (side 1) has Kent square on her starboard beam at 8 inches and Lynx dead ahead, Syrene in Lynx's stern
#: chaser arc; Naiad is her friend; Achille (four Damage tokens) is entangled with Rapide; Victory sails near the
#: North edge.
TABLE = (
    "FSH turn 3 gunnery wind E blowing table 48x48 morale 9,9 first 1 "
    "| Syrene=1 5th-rate 20,20@0 D0 A0 | Kent=2 3rd-rate 28,20@0 D1 A0 | Lynx=2 6th-rate 20,28@0 D0 A0 "
    "| Naiad=1 5th-rate 12,20@0 D0 A0 | Achille=2 3rd-rate 40,36@90 D4 A0 with:Rapide "
    "| Rapide=1 6th-rate 40,37.5@90 D0 A0 with:Achille | Victory=1 1st-rate 6,44@0 D0 A0"
)
POSITION = fsh.Position.parse(TABLE)
#: The same table with the fireship Hell burning alone in the south-east corner (a set-up would need a scenario's
#: leave to field her [9.1.1], so the other tests keep the table without her).
WITH_FIRESHIP = fsh.Position.parse(TABLE + " | Hell=1 fireship 44,4@270 D1 A0 | Gig=2 boat 20.625,21 crew:1 marines:1")
#: The same table with Rattler, a modern frigate with torpedo tubes and missile launchers, off Kent's quarter
#: (a mixed scenario of eras, as the desk may ask of any position).
WITH_FRIGATE = fsh.Position.parse(str(WITH_FIRESHIP) + " | Rattler=1 modern-frigate 36,12@270 D0 A0")


def test_every_question_answers_here_citing_its_sections() -> None:
    asked = {
        "fire": "fire Syrene Kent",
        "odds": "odds Syrene Kent",
        "range": "range Syrene Kent",
        "sight": "sight Syrene Kent",
        "arcs": "arcs Syrene Kent",
        "rake": "rake Syrene Lynx",
        "sail": "sail Syrene M2+30",
        "ends": "ends Syrene 1",
        "attitude": "attitude Syrene",
        "how-far": "how-far Syrene",
        "board": "board Rapide Achille",
        "strike": "strike Achille",
        "fireship": "fireship Hell",
        "admiral": "admiral Syrene",
        "boat": "boat Gig",
        "boat-odds": "boat-odds Gig Syrene",
        "sonar": "sonar 1 2",
        "asw": "asw 2 1 2",
        "aa": "aa 6 1 3",
        "dogfight": "dogfight 3 2",
        "torpedo": "torpedo Rattler Kent",
        "missile": "missile Rattler Kent 2",
        "turrets": "turrets Syrene Kent",
    }
    assert set(asked) == set(QUESTIONS)
    for text in asked.values():
        ruling = answer(WITH_FRIGATE, text)
        assert ruling.ruleset == "fighting_ships" and ruling.kind, text
        assert ruling.steps and all(step.case for step in ruling.steps), text
        assert ruling.figure() is not None, f"{text}: nothing draws a {ruling.kind} ruling"


def test_may_she_fire_names_the_band_the_rake_and_the_dice() -> None:
    """A valid target: in sight, in range, in an arc; the band fired at and the dice [5.1-5.5.1]."""
    broadside = answer(POSITION, "fire Syrene Kent")
    assert broadside.verdict is True and broadside.value == 4
    assert broadside.headline() == "yes: at medium range (4 dice)"
    assert broadside.facts["arcs"] and broadside.facts["band"] == "medium" and not broadside.facts["rake"]
    raking = answer(POSITION, "fire Syrene Lynx")
    assert raking.headline() == "yes: at medium range, raking (4 dice)"
    friend = answer(POSITION, "fire Syrene Naiad")
    assert friend.verdict is False and friend.headline() == "no: not an enemy"
    assert answer(POSITION, "fire Syrene Achille").verdict is False  # out of range


def test_a_gale_shifts_the_band_of_a_shot_upwind() -> None:
    """In a gale a target upwind is fired at one band further off [1.5.2c]: long range becomes extreme."""
    gale = fsh.Position.parse(TABLE.replace("wind E blowing", "wind N gale"))
    calm = answer(POSITION, "fire Syrene Lynx")
    upwind = answer(gale, "fire Syrene Lynx")
    assert calm.facts["fire_band"] == "medium" and upwind.facts["fire_band"] != "medium"
    assert any(step.case == "1.5.2c" for step in upwind.steps)


def test_the_odds_of_a_salvo_are_exact_fractions_that_sum_to_one() -> None:
    """Every end of the salvo, hits and tokens, as fractions; a rake sums its chain exactly [5.5, 5.6]."""
    ruling = answer(POSITION, "odds Syrene Kent")
    fate = ruling.facts["fate"]
    assert sum(Fraction(p) for p in dict(fate).values()) == 1
    assert {"sunk", "struck", "afloat"} <= {str(k) for k in dict(fate)}
    rake = answer(POSITION, "odds Syrene Lynx")
    assert rake.question == "odds of Syrene's salvo at Lynx" and "raking" in " ".join(s.reason for s in rake.steps)
    assert sum(Fraction(p) for p in dict(rake.facts["fate"]).values()) == 1
    refused = answer(POSITION, "odds Syrene Naiad")
    assert refused.verdict is False and refused.kind == "target"


def test_the_odds_under_another_reading_say_so_and_differ() -> None:
    """[readings] Switched at the desk, a reading the odds used is named with its option, and the desk lists what
    each other option would decide."""
    ruling = ask(DESK, POSITION, "odds Syrene Kent")
    assert ("explosion_is_hit", "also-hit") in ruling.readings
    assert any(o.reading == "explosion_is_hit" and o.option == "instead" for o in ruling.others)
    fewer = ask(DESK, DESK.with_reading(POSITION, "explosion_is_hit", "instead"), "odds Syrene Kent")
    assert ("explosion_is_hit", "instead") in fewer.readings
    assert fewer.facts["hits"].head[0] > ruling.facts["hits"].head[0], "more salvos miss altogether"


def test_the_rake_gives_its_chain_of_explosions() -> None:
    raking = answer(POSITION, "rake Syrene Lynx")
    assert raking.verdict is True and raking.kind == "rake"
    assert "bonus dice explode again" in raking.steps[-1].reason and raking.steps[-1].case == "5.5.2"
    assert answer(POSITION, "rake Syrene Kent").verdict is False


def test_may_she_sail_a_plan_and_what_she_meets() -> None:
    """A plan's end, or the first ship her base meets on the way, or the table's edge [4.1.1f-i, 4.3.1, 1.5.4]."""
    clear = answer(POSITION, "sail Syrene M2")
    assert clear.verdict is True and clear.kind == "sail" and clear.facts["pose"].y == pytest.approx(22)
    met = answer(POSITION, "sail Syrene M2,M2,M2")
    assert (met.kind, met.verdict) == ("collision", "Lynx")
    assert met.question == "what Syrene's base meets sailing M2 M2 M2"
    edge = answer(POSITION, "sail Victory M2")
    assert edge.kind == "table_edge" and edge.verdict in ("parallel", "leaves")
    short = answer(POSITION, "sail Syrene M2,M2 1")
    assert short.verdict is False and short.steps[-1].case.startswith("4.1.1")


def test_where_she_can_end_and_her_attitude() -> None:
    assert answer(POSITION, "ends Syrene 1").verdict == answer(POSITION, "ends Syrene 1").value
    assert answer(POSITION, "attitude Syrene").verdict == "reaching"


def test_boarding_odds_say_whether_she_may_board_now() -> None:
    """Only a ship entangled with the enemy boards [6.1]; the odds are exact."""
    entangled = answer(POSITION, "board Rapide Achille")
    assert "is entangled with Achille" in entangled.steps[0].reason
    apart = answer(POSITION, "board Syrene Kent")
    assert "not entangled" in apart.steps[0].reason and apart.steps[0].case == "6.1"
    assert entangled.facts["prize"] == Fraction(7, 64) and entangled.verdict == "7/64 (10.9%)"


def test_the_strike_test_is_its_discipline_dice_missing_every_six() -> None:
    """A ship with four Damage tokens strikes unless one of her Discipline dice shows a 6 [5.6.4, 1.4]."""
    achille = POSITION.vessel("Achille")
    ruling = answer(POSITION, "strike Achille")
    assert ruling.verdict == Fraction(5, 6) ** achille.ship.cls.discipline
    assert "she tests to strike" in ruling.steps[0].reason
    early = answer(POSITION, "strike Syrene")
    assert "only once she has 4" in early.steps[0].reason
    assert str(early).startswith("does Syrene strike (once she has 4 Damage tokens): ")  # not a chance of striking now
    assert str(ruling).startswith("does Achille strike: ")


@pytest.mark.parametrize(
    ("text", "bad"),
    [
        ("fire Syrene Nobody", "Nobody"),
        ("fire Syrene Syrene", "Syrene"),
        ("sail Syrene Z9", "Z9"),
        ("sail Syrene M2 ²", "²"),
        ("sail Syrene M2 99999999999999999999", "9999"),
        ("ends Syrene 13", "13"),
        ("fly Syrene", "fly"),
    ],
)
def test_bad_words_are_named(text: str, bad: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        answer(POSITION, text)
    assert bad in str(refused.value)


def test_a_record_answers_its_ruling_questions_where_they_stand() -> None:
    """A record's ``[%ruling ...]`` is answered on the game's position and readings there; one that cannot be
    answered is a problem ``validate`` names; an annotation's place is a point on the table."""
    from sailkit.validate import validate_text

    game = fsh.RULES
    setup = fsh.encounter()
    state = game.start(setup)
    assert game.answer(state, "range Syrene Naiad").verdict == "out of range"
    assert game.place(state, "12.5,30") == (12.5, 30)
    with pytest.raises(SailkitError):
        game.place(state, "60,10")
    record = (Path(__file__).resolve().parents[2] / "replays" / "fighting_ships-encounter.fsh").read_text("utf-8")
    asked = record.replace("roll 5\nroll 1\n", "roll 5 {[%ruling range Syrene Naiad]}\nroll 1\n", 1)
    assert asked != record
    assert not validate_text(asked).problems
    wrong = asked.replace("range Syrene Naiad", "range Syrene Nobody")
    (problem,) = validate_text(wrong).problems
    assert "Nobody" in str(problem)


def test_sailkit_ruling_answers_for_fighting_ships(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from PIL import Image

    from sailkit.cli import main

    out = tmp_path / "odds.png"
    assert main(["ruling", TABLE, "odds", "Syrene", "Kent", "-o", str(out)]) == 0
    assert capsys.readouterr().out.startswith("odds of Syrene's salvo at Kent: sunk ")
    assert Image.open(out).size[0] > 400
    assert main(["ruling", TABLE, "--readings", "base_size=uniform", "fire", "Syrene", "Kent"]) == 0
    assert said("base_size", "uniform").lower() in capsys.readouterr().out.lower()


def test_a_shore_blocks_sight_at_the_desk_as_in_the_game() -> None:
    """Land between two ships blocks sight [5.2]: the desk refuses the shot and the engine lists no such fire."""
    from dataclasses import replace

    from sailkit.rulesets.fighting_ships.state import State

    walled = fsh.Position.parse(TABLE.replace("first 1 |", "first 1 shore 23,18,25,22 |"))
    assert answer(POSITION, "fire Syrene Kent").verdict is True
    assert answer(walled, "fire Syrene Kent").headline() == "no: not in sight"
    setup = fsh.encounter()
    for position, listed in ((POSITION, True), (walled, False)):
        state = State(replace(setup, position=position), position)
        fires = {str(a) for a in fsh.RULES.legal_actions(state)}
        assert ("fire Syrene Kent" in fires) is listed


def test_the_air_and_sea_questions_give_exact_odds_and_refuse_bad_numbers() -> None:
    """sonar, asw, aa and dogfight [7.3, 7.4, 8.6, 8.8]: asked in numbers, ruled under the position's readings."""
    assert answer(POSITION, "sonar 1 2").value == Fraction(3, 4)  # each die finds its counter half the time
    one = fsh.Position.parse(TABLE.replace(" first 1 ", " first 1 sonar_dice=one-counter "))
    assert answer(one, "sonar 1 2").value == Fraction(1, 3)
    assert answer(POSITION, "aa 1 0").value == Fraction(2, 3)  # a third hit, a third of those destroy
    assert answer(POSITION, "dogfight 6 0").value == 1
    with pytest.raises(InvalidInputError, match="ECM"):
        answer(POSITION, "sonar 4")
