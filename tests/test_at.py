"""``--at``: one reader of a point of a recorded game for every command (:mod:`sailkit.at`)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.at import At, ReplayError
from sailkit.errors import InvalidInputError


@dataclass(frozen=True)
class Mark:
    """A point as :meth:`At.find` reads it."""

    turn: int | None
    phase: int | None
    where: str
    bookmarks: tuple[str, ...] = ()


#: The set-up in turn 1's phase 4, an action in phase 8, a bookmarked one, then turn 2 from phase 4.
POINTS = (
    Mark(1, 4, "Game-Turn 1, Command Decision [6.1]"),
    Mark(1, 8, "Game-Turn 1, Movement [7.22-7.25]"),
    Mark(1, 8, "Game-Turn 1, Movement [7.22-7.25]", ("first blood",)),
    Mark(2, 4, "Game-Turn 2, Command Decision [6.1]"),
    Mark(2, 8, "Game-Turn 2, Movement [7.22-7.25]"),
)


@pytest.mark.parametrize(
    ("text", "at", "index"),
    [
        ("0", At(actions=0), 0),
        ("3", At(actions=3), 3),
        ("#2", At(actions=2), 2),  # as the replay page's address writes it
        (" 4 ", At(actions=4), 4),
        ("1.8", At(turn=1, phase=8), 1),  # the first point standing in that phase
        ("2.8", At(turn=2, phase=8), 4),
        ("turn 2.4", At(turn=2, phase=4), 3),
        ("turn 2", At(turn=2), 3),
        ("Turn2", At(turn=2), 3),
        ("first blood", At(bookmark="first blood"), 2),
    ],
)
def test_each_form_names_one_point(text: str, at: At, index: int) -> None:
    assert At.parse(text) == at and at.find(POINTS) == index


@pytest.mark.parametrize("fields", [{}, {"actions": 1, "turn": 2}, {"phase": 3}, {"turn": 1, "bookmark": "x"}])
def test_a_point_names_exactly_one_thing(fields: dict[str, object]) -> None:
    with pytest.raises(ReplayError, match="exactly one of"):
        At(**fields)  # type: ignore[arg-type]


def test_a_number_is_an_action_number_for_every_caller() -> None:
    """The same words mean the same point: text, an int and an :class:`At` agree."""
    assert At.of("3") == At.of(3) == At.of(At(actions=3)) == At(actions=3)
    with pytest.raises(ReplayError):
        At.of(True)  # a bool is no action number


@pytest.mark.parametrize(
    ("text", "what", "says"),
    [
        ("5", "point", "an action number from 0 to 4"),
        ("-1", "point", "or a bookmark: 'first blood'"),  # not a number: no such bookmark
        ("3.x", "point", "TURN.PHASE such as '3.8' or 'turn 3' (turns 1 to 2 in this record)"),
        ("7.4", "turn", "turns 1 to 2"),
        ("turn 9", "turn", "turns 1 to 2"),
        ("1.5", "phase", "during turn 1: 4 (Command Decision [6.1]), 8 (Movement [7.22-7.25])"),
        ("1" * 5000, "point", "an action number from 0 to 4"),  # bounded: never handed to int()
        ("²", "point", "an action number"),  # not an ASCII digit: a bookmark's name, and there is none
        ("٣", "point", "an action number"),  # an Arabic-Indic three: int() would read it, the reader does not
    ],
)
def test_a_point_the_record_lacks_says_what_it_has(text: str, what: str, says: str) -> None:
    with pytest.raises(ReplayError, match=f"invalid {what} of the replay") as err:
        At.parse(text).find(POINTS)
    assert isinstance(err.value, InvalidInputError) and says in str(err.value)


@pytest.mark.parametrize("text", ["", "   "])
def test_a_blank_point_is_refused_naming_what_the_record_has(text: str) -> None:
    with pytest.raises(ReplayError, match="invalid point of the replay") as err:
        At.parse(text).find(POINTS)
    assert "an action number from 0 to 4" in str(err.value) and "'first blood'" in str(err.value)


@given(
    st.one_of(
        st.builds(At, actions=st.integers(0, 999_999)),
        st.builds(At, turn=st.integers(0, 999_999), phase=st.none() | st.integers(0, 999)),
        st.builds(At, bookmark=st.text(min_size=1).map(str.strip).filter(lambda t: t and not t[0].isascii())),
    )
)
def test_what_str_writes_parse_reads_back(at: At) -> None:
    assert At.parse(str(at)) == at
