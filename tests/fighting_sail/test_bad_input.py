"""Every bad input gets a typed error (a SailkitError) that names it, never a bare Python error.

Positions, actions, dice and record headers: numbers of thousands of digits, digits
that are not digits, games that cannot be fought, ship names that would break the
record, a club's own scenario id, and a record whose ``Final`` header lies.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, SailkitError, UnknownChoiceError
from sailkit.record import read_record
from sailkit.rulesets.fighting_sail import Game, Position, fire_value
from sailkit.rulesets.fighting_sail.actions import Action
from sailkit.rulesets.fighting_sail.notation import LARGEST, NAME_FORBIDDEN, NotationError, name_problem
from sailkit.rulesets.fighting_sail.readings import READINGS, readings_for
from sailkit.rulesets.fighting_sail.turn import MAX_GAME_LENGTH

HUGE = "9" * 5000  # beyond Python's int() limit of 4,300 digits
DUEL = "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"

# ---------------------------------------------------------------- numbers of thousands of digits


@pytest.mark.parametrize(
    "text",
    [
        f"FS turn {HUGE} wind W | Shannon BR 1013 E",
        *(
            f"FS turn 1 wind W | Shannon BR 1013 E {field}={HUGE}"
            for field in ("hull", "rig", "masts", "fires", "ordered", "prior", "ma", "mp", "backed", "entered")
        ),
        f"FS turn 1 wind W | Shannon BR 1013 E turned=-{HUGE}",
        f"FS turn 1 wind W | Shannon BR {HUGE} E",
    ],
)
def test_a_huge_number_in_any_position_field_is_a_notation_error(text: str) -> None:
    """[14.0] the message names the column and the range, and quotes the number cut short."""
    with pytest.raises(NotationError) as info:
        Position.parse(text)
    assert any(w in info.value.expected for w in ("a whole number", "square", "CCRR"))
    assert len(str(info.value)) < 400


def test_numbers_in_range_still_read_and_one_past_it_does_not() -> None:
    assert Position.parse(f"FS turn {LARGEST} wind W | Shannon BR 1013 E turned=-{LARGEST}").turn == LARGEST
    with pytest.raises(NotationError, match="Game-Turn: a whole number 1 to"):
        Position.parse(f"FS turn {LARGEST + 1} wind W | Shannon BR 1013 E")


@pytest.mark.parametrize(
    "text", [f"roll {HUGE}", f"place Shannon {HUGE} N", f"step Shannon port {HUGE}", f"wear Shannon N {HUGE}"]
)
def test_a_huge_number_in_any_action_is_an_input_error(text: str) -> None:
    with pytest.raises(InvalidInputError) as info:
        Action.parse(text)
    assert len(str(info.value)) < 400


def test_a_huge_number_given_to_an_action_in_code_is_an_input_error() -> None:
    with pytest.raises(InvalidInputError, match="bits"):
        Action("roll", (10**5000,))


@pytest.mark.parametrize("header", [f'[GameLength "{HUGE}"]', '[GameLength "²"]', '[GameLength "0"]'])
def test_a_bad_game_length_header_is_an_input_error(header: str) -> None:
    """[15.0-GL] a game length is a whole number of Game-Turns or 'open'."""
    with pytest.raises(InvalidInputError, match="game length"):
        Game.from_text(f'[Scenario "15.1"]\n{header}\n')


# ---------------------------------------------------------------- digits that are not digits


@pytest.mark.parametrize("text", ["roll ²", "roll ①", "roll ½", "roll Ⅲ", "roll ³³"])
def test_numeric_signs_that_are_not_decimal_digits_are_refused_as_dice(text: str) -> None:
    """[9.0] superscripts, circled numbers, fractions and numerals are not die results."""
    with pytest.raises(InvalidInputError, match="die result"):
        Action.parse(text)


@pytest.mark.parametrize("text", ["roll ３", "roll ４６", "roll ٣", "roll 0６"])
def test_digits_of_other_scripts_are_refused_as_dice_saying_which_digits_to_use(text: str) -> None:
    """[9.0] a die result is written in the digits 0-9 (sailkit.numbers): full-width digits (an East Asian
    keyboard's) and Arabic-Indic ones are refused with a message that says so, so a record reads the same
    everywhere."""
    with pytest.raises(InvalidInputError, match="in the digits 0-9"):
        Action.parse(text)


def test_digits_of_other_scripts_are_refused_in_a_position() -> None:
    for text in ("FS turn ７ wind W | Shannon BR 1013 E", "FS turn 1 wind W | Shannon BR 1013 E hull=２"):
        with pytest.raises(NotationError):
            Position.parse(text)
    with pytest.raises(NotationError, match="hull hits"):
        Position.parse("FS turn 1 wind W | Shannon BR 1013 E hull=²")


# ---------------------------------------------------------------- games that cannot be fought


@pytest.mark.parametrize(
    "text",
    [
        "FS turn 1 wind W",
        "FS turn 1 wind W | Shannon BR 1013 E",
        DUEL + " | Imperial FR 0505 N",
    ],
)
def test_a_game_needs_exactly_two_sides_and_says_so_at_once(text: str) -> None:
    """[2.21, 15.0] refused when the game is made, not turns later at the end-of-turn check."""
    with pytest.raises(InvalidInputError, match="exactly two nationalities"):
        Game(Position.parse(text), game_length=100_000 if "|" not in text else None)


@pytest.mark.parametrize("length", [0, -3, MAX_GAME_LENGTH + 1, 10**6, True, 2.5, "12"])
def test_a_game_length_out_of_range_is_refused_when_the_game_is_made(length: object) -> None:
    """[15.0-GL] rather than an engine that loops through a million empty Game-Turns."""
    with pytest.raises(InvalidInputError, match="game length"):
        Game(Position.parse(DUEL), game_length=length)  # type: ignore[arg-type]


# ---------------------------------------------------------------- a club's own scenario id


def test_a_club_scenario_id_plays_with_the_standard_rules_9_33g() -> None:
    """[9.33g] only the printed scenarios have special rules: a club's own id fires as a game with none."""
    club = Position.parse(DUEL.replace("FS", "FS club-7", 1))
    plain = Position.parse(DUEL)
    assert club.scenario == "club-7"
    assert fire_value(club, "Shannon", "Constitution").value == fire_value(plain, "Shannon", "Constitution").value
    game = Game(club)
    assert game.scenario == "club-7" and game.game_length is None
    for a in ("command Shannon ahead", "command Constitution ahead", "next BR", "step Shannon"):
        game.apply_action(a)
    fire = next(a for a in game.legal_actions() if a.verb == "fire")
    game.apply_action(fire)
    game.apply_action("roll 33")
    again = Game.from_text(game.to_text())
    assert again.position == game.position and again.scenario == "club-7"


@pytest.mark.parametrize("sid", ["club 7", "turn", "-x", "15.4\n", ""])
def test_a_scenario_id_the_record_could_not_write_is_refused_when_the_game_is_made(sid: str) -> None:
    """[14.0] every game can save itself: an id the notation cannot write is refused at once, not at save time."""
    with pytest.raises(InvalidInputError, match="scenario id"):
        Game(Position.parse(DUEL), scenario=sid)
    header = f'[Scenario "{sid}"]\n[Position "{DUEL}"]\n' if sid.strip() and "\n" not in sid else ""
    if header:
        with pytest.raises(InvalidInputError, match="scenario id"):
            Game.from_text(header)


# ---------------------------------------------------------------- ship names


_LETTERS = "abcXYZ019éÇß'\"\\.-&!?,:;"  # what a name may hold, quotes and backslashes included
_WORD = st.one_of(
    st.text(alphabet=_LETTERS, min_size=1, max_size=6),
    st.text(alphabet=_LETTERS + NAME_FORBIDDEN + "\x00\t", min_size=1, max_size=6),
)
_NAME = st.lists(_WORD, min_size=1, max_size=3).map(" ".join)


@settings(max_examples=80)
@given(_NAME, _NAME)
def test_every_ship_name_the_notation_accepts_round_trips_through_a_game_record_14_0(a: str, b: str) -> None:
    """[14.0] a name is refused when the position is read, or it survives str(), to_text() and from_text()."""
    text = f"FS turn 1 wind N | {a} BR 0505 S rating=55-A-5-9/BR | {b} US 1010 E rating=54-A-5-8/US"
    a, b = " ".join(a.split()), " ".join(b.split())  # any run of spaces or tabs separates words
    if not a or not b or name_problem(a) or name_problem(b) or a == b:
        with pytest.raises(NotationError):
            Position.parse(text)
        return
    pos = Position.parse(text)
    assert [s.name for s in pos.ships] == [a, b]
    assert Position.parse(str(pos)) == pos
    game = Game(pos)
    for _ in range(4):  # a command for each ship [6.1], then the first moves
        game.apply_action(game.legal_actions()[0])
    assert {pos.ships[0].name, pos.ships[1].name} <= {x.ship for x in game.actions}
    again = Game.from_text(game.to_text())
    assert again.actions == game.actions and again.position == game.position


@pytest.mark.parametrize("name", ["HMS (Test)", "Ship [2]", "A {b}", "x=y", "Nul\x00"])
def test_a_name_the_record_could_not_hold_is_refused_when_the_position_is_read(name: str) -> None:
    with pytest.raises(NotationError, match="ship name"):
        Position.parse(f"FS turn 1 wind N | {name} BR 0505 S rating=55-A-5-9/BR | Wasp US 1010 N")


def test_names_with_quotes_apostrophes_and_backslashes_play_and_replay() -> None:
    """[14.0] L'Orient and a name in quotes are written so the record reads them back."""
    pos = Position.parse(
        'FS turn 1 wind N | L\'Orient FR 0505 S rating=61-B-1-6/FR | The "Black\\Prince" BR 1010 E rating=62-B-3-8/BR'
    )
    game = Game(pos)
    game.apply_action("command L'Orient ahead")
    game.apply_action('command "The \\"Black\\\\Prince\\"" ahead')
    assert str(game.actions[1]) == 'command "The \\"Black\\\\Prince\\"" ahead'
    again = Game.from_text(game.to_text())
    assert again.actions == game.actions


def test_a_custom_name_that_starts_a_known_name_is_quoted() -> None:
    """Bonhomme (a club's ship) firing at Richard (another) is not read as Bonhomme Richard firing."""
    a = Action("fire", ("Bonhomme", "Richard", "hull"))
    assert str(a) == 'fire "Bonhomme" Richard hull'
    assert Action.parse(str(a)) == a


# ---------------------------------------------------------------- the Final header


def _played_record() -> tuple[Game, str]:
    game = Game.from_scenario("15.4")
    for a in ("command Constitution ahead", "command Guerriere ahead"):
        game.apply_action(a)
    return game, game.to_text()


def test_a_final_header_that_matches_the_replay_is_no_problem() -> None:
    game, text = _played_record()
    rec, problems = read_record(text.replace("\n\n", f'\n[Final "{game.position}"]\n\n', 1))
    again, problems = Game.replay_record(rec)
    assert problems == [] and again.position == game.position


def test_a_final_header_that_contradicts_the_replay_is_a_problem_14_0() -> None:
    """[14.0] the record says one thing, its actions another: listed leniently, raised strictly."""
    game, text = _played_record()
    wrong = str(game.position).replace("Guerriere BR 1009 S", "Guerriere BR 1209 S")
    assert wrong != str(game.position)
    lied = text.replace("\n\n", f'\n[Final "{wrong}"]\n\n', 1)
    rec, read_problems = read_record(lied)
    assert read_problems == []
    again, problems = Game.replay_record(rec)
    assert again.position == game.position
    assert len(problems) == 1 and problems[0].line == lied.splitlines().index(f'[Final "{wrong}"]') + 1
    assert "Guerriere BR 1209 S" in problems[0].message and "Guerriere BR 1009 S" in problems[0].message
    with pytest.raises(InvalidInputError, match="Final header"):
        Game.from_text(lied)


def test_an_unreadable_final_header_is_a_problem() -> None:
    _, text = _played_record()
    rec, _ = read_record(text.replace("\n\n", '\n[Final "FS turn x"]\n\n', 1))
    _, problems = Game.replay_record(rec)
    assert len(problems) == 1 and "Game-Turn" in problems[0].message


def test_a_replay_stopped_by_an_illegal_action_names_its_line() -> None:
    _, text = _played_record()
    rec, _ = read_record(text + "command Constitution ahead\n")
    game, problems = Game.replay_record(rec)
    assert len(game.actions) == 2
    assert len(problems) == 1 and problems[0].line == text.count("\n") + 1 and problems[0].ply == 3
    with pytest.raises(IllegalActionError, match="action 3"):
        Game.from_record(rec)


# ---------------------------------------------------------------- READINGS is a mapping


def test_readings_answer_in_and_get_like_a_mapping() -> None:
    assert "arc_boundary" in READINGS and "no_such_reading" not in READINGS
    assert READINGS.get("no_such_reading") is None and READINGS.get("arc_boundary") is READINGS["arc_boundary"]
    chosen = READINGS.defaults().replace(arc_boundary="blind")
    assert "arc_boundary" in chosen and "no_such_reading" not in chosen
    assert chosen.get("arc_boundary") == "blind" and chosen.get("no_such_reading", "x") == "x"
    with pytest.raises(SailkitError, match="arc_boundary"):  # [] still lists the keys
        READINGS["no_such_reading"]


def test_readings_for_is_the_one_way_a_call_finds_its_readings() -> None:
    """Given readings win, else the position's own, else the defaults; a mapping and a Readings mean the same."""
    blind = READINGS.defaults().replace(arc_boundary="blind")
    pos = Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N").with_(readings=blind)
    assert readings_for(None, pos) is blind
    assert readings_for() == READINGS.defaults() == readings_for({})
    assert readings_for({"arc_boundary": "blind"}) == blind == readings_for(blind)
    assert (
        readings_for({"crew_floor": "zero"}, pos)["arc_boundary"] == "broadside"
    )  # given readings replace the position's
    with pytest.raises(UnknownChoiceError, match="'sideways'.*'broadside'"):
        readings_for({"arc_boundary": "sideways"}, pos)
    # an entry point reads readings= through it: Canopus stands on Imperial's 45-degree bow line [9.31b]
    santo = Position.parse("FS turn 1 wind W | Imperial FR 1810 W | Canopus BR 1204 N")
    assert fire_value(santo, "Imperial", "Canopus")  # the default: the line counts as the broadside field
    assert not fire_value(santo.with_(readings=blind), "Imperial", "Canopus")  # the position's own choice
    assert fire_value(santo.with_(readings=blind), "Imperial", "Canopus", readings={})  # the call's choice wins
