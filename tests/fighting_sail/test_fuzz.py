"""Fuzzing the readers: whatever a user types or a file holds, only the documented errors come out.

``Position.parse`` raises :class:`NotationError`, ``Action.parse`` an
:class:`InvalidInputError`, ``Game.apply_action`` an :class:`IllegalActionError` or an
:class:`InvalidInputError` (and changes nothing), the record reader collects problems
and never raises, and ``Game.from_text`` raises only :class:`SailkitError` s. Never a
bare ``ValueError``, ``RecursionError``, ``IndexError`` ...

Text is drawn from the notation's own words mixed with hostile ones (numbers of
thousands of digits, digits of other scripts, quotes, brackets, line breaks), so the
examples reach deep into the readers. Each test has a small fixed budget under the
suite's derandomised profile (``tests/conftest.py``): the same examples every run, a
few seconds in all.
"""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, SailkitError
from sailkit.record import read_record
from sailkit.rulesets.fighting_sail import Game, Position
from sailkit.rulesets.fighting_sail.actions import GRAMMAR, Action
from sailkit.rulesets.fighting_sail.notation import NotationError

#: A fixed budget per test: quick in the whole suite, the same examples every run.
FUZZ = settings(max_examples=120, suppress_health_check=[HealthCheck.too_slow])

HUGE = "9" * 5000  # beyond the 4,300 digits Python's int() reads
SMALL = st.integers(0, 12).map(str)
#: Numbers as nobody should type them, and marks that mean something to some reader.
ODD_NUMBERS = st.sampled_from([HUGE, "-" + HUGE, "-3", "00", "9999", "10000", "²", "①", "３", "٣", "½", "", "1.5"])
MARKS = st.sampled_from(list("\"'\\()[]{}=|") + ["\x00", "\u2028", "\r", "\ufeff", " ", "\t"])
NOISE = st.one_of(ODD_NUMBERS, MARKS, st.text(max_size=4))


def sometimes(valid: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Mostly ``valid``, now and then noise: enough sense to get deep into a reader, enough nonsense to trip it."""
    return st.integers(0, 5).flatmap(lambda i: NOISE if i == 0 else valid)


SHIPS = ["Shannon", "Constitution", "Guerriere", "Bonhomme Richard", "Countess of Scarborough", "Wasp"]
NAMES = sometimes(st.sampled_from(SHIPS))
DIRECTIONS = sometimes(st.sampled_from(["N", "NE", "E", "SE", "S", "SW", "W", "NW", "se"]))
SIDES = sometimes(st.sampled_from(["BR", "US", "FR", "PA", "us"]))
SQUARES = sometimes(st.sampled_from(["0505", "1009", "0610", "1313", "3020", "3121", "0000"]))
NUMBERS = sometimes(SMALL)
WORDS = sometimes(st.sampled_from(["ahead", "port", "starboard", "wear", "tack", "hull", "rigging", "set", "in", "90"]))

NUMERIC_FIELDS = ["hull", "rig", "masts", "fires", "ordered", "prior", "ma", "mp", "backed", "turned", "entered"]
SHIP_FIELDS = sometimes(
    st.one_of(
        st.builds("{}={}".format, st.sampled_from(NUMERIC_FIELDS), NUMBERS),
        st.builds("{}={}".format, st.sampled_from(["cmd", "first", "fired", "start"]), WORDS | DIRECTIONS),
        st.sampled_from(["wheel", "fouled", "prize", "destroyed", "studding", "drifted", "tacked"]),
        st.just("rating=55-A-5-9/BR"),
    )
)
ENTRIES = st.builds(
    lambda name, side, square, facing, fields: " ".join([name, side, square, facing, *fields]),
    NAMES,
    SIDES,
    SQUARES,
    DIRECTIONS,
    st.lists(SHIP_FIELDS, max_size=3),
)
HEADERS = st.builds(
    lambda sid, turn, wind, extra: " ".join(["FS", *sid, "turn", turn, "wind", wind, *extra]),
    st.lists(sometimes(st.sampled_from(["15.4", "club-7"])), max_size=1),
    sometimes(st.integers(1, 12).map(str)),
    DIRECTIONS,
    st.lists(sometimes(st.sampled_from(["arc_boundary=blind", "melee_ratio=two_and_half"])), max_size=2),
)
POSITIONS = st.builds(lambda h, ships: " | ".join([h, *ships]), HEADERS, st.lists(ENTRIES, max_size=3))
#: An argument for each slot of the action grammar, so most actions are well formed up to one odd part.
SLOTS = {
    "ship": NAMES,
    "target": NAMES,
    "side": SIDES,
    "heading": DIRECTIONS,
    "square": SQUARES,
    "die": st.one_of(st.sampled_from(["3", "6", "46", "11", "7"]), ODD_NUMBERS),
}


def _action(verb: str) -> st.SearchStrategy[str]:
    slots = [SLOTS.get(slot.name, WORDS) for slot in GRAMMAR.verb(verb).slots]
    return st.tuples(*slots).map(lambda args: " ".join([verb, *args]))


ACTIONS = st.one_of(
    st.sampled_from(sorted(v.word for v in GRAMMAR.verbs)).flatmap(_action),
    _action("roll"),
    st.builds(lambda verb, args: " ".join([verb, *args]), NAMES | WORDS, st.lists(NAMES | WORDS, max_size=4)),
)


@FUZZ
@given(st.one_of(POSITIONS, POSITIONS, st.text(max_size=40)))
def test_position_parse_raises_only_notation_errors(text: str) -> None:
    """[14.0] a position is read exactly or refused with the column and what belongs there."""
    try:
        pos = Position.parse(text)
    except NotationError as err:
        assert 1 <= err.column <= len(text) + 1
        return
    assert Position.parse(str(pos)) == pos


@FUZZ
@given(st.one_of(ACTIONS, ACTIONS, st.text(max_size=30)))
def test_action_parse_raises_only_input_errors(text: str) -> None:
    """[4.2] an action is read exactly or refused with a typed error."""
    try:
        a = Action.parse(text)
    except InvalidInputError:
        return
    assert Action.parse(str(a)) == a


_START = Game.from_scenario("15.4")
_START.apply_action("command Constitution ahead")


@FUZZ
@given(st.one_of(ACTIONS, st.sampled_from([str(a) for a in _START.legal_actions()])))
def test_apply_action_refuses_with_typed_errors_and_changes_nothing(text: str) -> None:
    """[4.2] a refused action raises an IllegalActionError naming its case, or an input error, and leaves the game as it was."""
    game = _START.branch()
    before = (game.position, game.flow, game.actions)
    try:
        game.apply_action(text)
    except IllegalActionError as err:
        assert err.case
    except InvalidInputError:
        pass
    else:
        return
    assert (game.position, game.flow, game.actions) == before


_RECORD_LINES = st.one_of(
    st.builds('[Scenario "{}"]'.format, st.one_of(st.sampled_from(["15.4", "15.9", "custom", "club-7"]), NOISE)),
    st.builds('[GameLength "{}"]'.format, st.one_of(st.just("open"), SMALL, ODD_NUMBERS)),
    st.builds('[Readings "{}"]'.format, st.sampled_from(["arc_boundary=blind", "arc_boundary", "x=y; z"])),
    st.builds('[{} "{}"]'.format, st.sampled_from(["Position", "Final"]), POSITIONS),
    st.sampled_from(
        [
            '[Scenario "15.4"]',
            '[Scenario "club-7"]',
            '[Position "FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N"]',
            '[GameLength "open"]',
            '[Readings "arc_boundary=blind"]',
            "command Constitution ahead",
            "command Guerriere ahead {a comment}",
            "next US",
            "roll 3",
            "(",
            ")",
            "{a note}",
            "",
        ]
    ),
    ACTIONS,
    st.text(max_size=20),
)


@FUZZ
@given(st.lists(_RECORD_LINES, max_size=12).map("\n".join))
def test_the_record_reader_collects_problems_and_games_raise_only_typed_errors(text: str) -> None:
    """[14.0] read_record never raises on text; a game from that text is built or refused with a SailkitError."""
    record, problems = read_record(text)
    assert all(p.line >= 1 for p in problems)
    with contextlib.suppress(SailkitError):
        Game.from_text(text)
    with contextlib.suppress(SailkitError):
        Game.replay_record(record)


@pytest.mark.parametrize(
    "strategy, reader",
    [(POSITIONS, Position.parse), (ACTIONS, Action.parse)],
    ids=["positions", "actions"],
)
def test_the_generated_text_is_often_read_and_often_refused(strategy: st.SearchStrategy[str], reader: object) -> None:
    """The grammar-shaped text gets deep into the readers: some of it reads, some is refused."""
    outcomes: set[bool] = set()

    @settings(max_examples=60, database=None)
    @given(strategy)
    def probe(text: str) -> None:
        try:
            reader(text)  # type: ignore[operator]
            outcomes.add(True)
        except SailkitError:
            outcomes.add(False)

    probe()
    assert outcomes == {True, False}
