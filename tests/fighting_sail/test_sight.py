"""Line of sight [9.31c]: the reconstructed A11 fixture, T60-T64 and both readings of each open point."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.readings import said
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight

# A11 fixture (reconstructed): A 0505, B 0605, C 0805, D 0707, E 0906, F 0706.
A11 = {"A": "0505", "B": "0605", "C": "0805", "D": "0707", "E": "0906", "F": "0706"}
ALL = list(A11.values())


def test_entry_point_example_9_31c() -> None:
    """[9.31c] a ship straight between firer and target blocks; the ruling names it and cites the case."""
    r = line_of_sight("0505", "0805", occupied=["0605"])
    assert not r
    assert r.blockers == ("0605",) and r.cases == ("9.31c",) and r.readings == ()
    assert r.clear is False and "blocked" in str(r)


def test_a_to_c_is_blocked_by_b_9_31c() -> None:
    """[9.31c] A11: A to C is blocked by B."""
    r = line_of_sight(A11["A"], A11["C"], occupied=ALL)
    assert not r and r.blockers == (A11["B"],)


def test_a_to_d_is_clear_9_31c() -> None:
    """[9.31c] A11: A to D only touches corners of B's and F's squares, so it is clear."""
    r = line_of_sight(A11["A"], A11["D"], occupied=ALL)
    assert r and r.blockers == ()


@pytest.mark.parametrize(("pinch", "clear"), [("clear", True), ("blocked", False)])
def test_b_to_e_through_the_corner_of_f_9_31c(pinch: str, clear: bool) -> None:
    """[9.31c] A11: B to E passes exactly through the corner F 0706 shares with C 0805.

    The printed example says it is clear; that corner is a pinch between two occupied
    squares, so under los_corner_pinch=blocked it would close.
    """
    r = line_of_sight(A11["B"], A11["E"], occupied=ALL, readings={"los_corner_pinch": pinch})
    assert bool(r) is clear
    assert r.blockers == (() if clear else ("0706", "0805"))
    assert r.readings == (("los_corner_pinch", pinch),)


@pytest.mark.parametrize("pinch", ["clear", "blocked"])
def test_corner_pinch_ruling_says_one_thing_9_31c(pinch: str) -> None:
    """[9.31c] the ruling on the B to E pinch says either that the corner does not block or that the pair closes
    the gap, never both; and it never claims the line passes through squares it only touches."""
    r = line_of_sight(A11["B"], A11["E"], occupied=ALL, readings={"los_corner_pinch": pinch})
    text = " | ".join(s.reason for s in r.steps)
    assert ("does not block" in text) is (pinch == "clear")
    assert ("closes the gap" in text) is (pinch == "blocked")
    assert "passes through occupied square" not in text


@pytest.mark.parametrize(("occupied", "clear"), [(["0605"], True), (["0606"], False)])
def test_diagonal_line_9_31c(occupied: list[str], clear: bool) -> None:
    """[9.31c] T60-T61: (0,0) to (2,2) only touches (1,0) at a corner (clear); (1,1) lies across it (blocked)."""
    r = line_of_sight("0505", "0707", occupied=occupied)
    assert bool(r) is clear and r.readings == ()


@pytest.mark.parametrize(
    ("occupied", "pinch", "blockers"),
    [
        (["0605"], "clear", ("0605",)),
        (["0706"], "clear", ("0706",)),
        (["0606"], "clear", ()),
        (["0705"], "clear", ()),
        (["0606", "0705"], "clear", ()),
        (["0606", "0705"], "blocked", ("0606", "0705")),
        (["0606"], "blocked", ()),
    ],
)
def test_three_by_one_line_9_31c(occupied: list[str], pinch: str, blockers: tuple[str, ...]) -> None:
    """[9.31c] T62: (0,0) to (3,1) crosses (1,0) and (2,1); (1,1) and (2,0) only meet it at a corner."""
    r = line_of_sight("0505", "0806", occupied=occupied, readings={"los_corner_pinch": pinch})
    assert r.blockers == blockers and bool(r) is (not blockers)
    pinched = set(occupied) == {"0606", "0705"}
    assert r.readings == ((("los_corner_pinch", pinch),) if pinched else ())


@pytest.mark.parametrize(
    ("occupied", "split", "blockers"),
    [
        (["0605"], "either", ("0605",)),
        (["0606"], "either", ("0606",)),
        (["0605", "0606"], "either", ("0605", "0606")),
        (["0605"], "both", ()),
        (["0606"], "both", ()),
        (["0605", "0606"], "both", ("0605", "0606")),
    ],
)
def test_split_pair_9_31c(occupied: list[str], split: str, blockers: tuple[str, ...]) -> None:
    """[9.31c] T63: (0,0) to (2,1) crosses the midpoint of the side (1,0) and (1,1) share; los_split decides."""
    r = line_of_sight("0505", "0706", occupied=occupied, readings={"los_split": split})
    assert r.blockers == blockers and bool(r) is (not blockers)
    assert r.readings == (("los_split", split),)


@pytest.mark.parametrize("split", ["either", "both"])
def test_straight_line_is_no_split_9_31c(split: str) -> None:
    """[9.31c] a line square to a side runs from one square into the next: one ship blocks under both readings."""
    for target, between in (("0805", "0605"), ("0508", "0507"), ("0205", "0405")):
        r = line_of_sight("0505", target, occupied=[between], readings={"los_split": split})
        assert not r and r.blockers == (between,) and r.readings == ()


@pytest.mark.parametrize(("pinch", "clear"), [("clear", True), ("blocked", False)])
def test_corner_pinch_9_31c(pinch: str, clear: bool) -> None:
    """[9.31c] T64: (0,0) to (2,2) with ships at (1,0) and (0,1): clear by default, closed under 'blocked'."""
    r = line_of_sight("0505", "0707", occupied=["0605", "0506"], readings={"los_corner_pinch": pinch})
    assert bool(r) is clear
    assert r.readings == (("los_corner_pinch", pinch),)
    assert "corner" in str(r)


def test_end_squares_never_block_9_31c() -> None:
    """[9.31c] the firer's and the target's own squares do not block."""
    assert line_of_sight("0505", "0805", occupied=["0505", "0805"])
    assert line_of_sight("0505", "0605", occupied=["0505", "0605"])


def test_ships_off_the_line_do_not_block_9_31c() -> None:
    assert line_of_sight("0505", "0805", occupied=["0604", "0706", "0905"])


def test_ruling_text_and_html() -> None:
    r = line_of_sight("0505", "0706", occupied=["0605"], readings={"los_split": "both"})
    words = said("los_split", "both").lower()
    assert "splits 0605 and 0606 evenly" in str(r) and words in str(r).lower()
    assert words in r._repr_html_().lower() and "los_split=both" not in str(r)  # the reading in words, not its id


def test_bad_input_is_named() -> None:
    with pytest.raises(InvalidInputError, match="'0021'"):
        line_of_sight("0505", "0021")
    with pytest.raises(InvalidInputError, match="'99'"):
        line_of_sight("0505", "0805", occupied=["99"])
    with pytest.raises(UnknownChoiceError) as err:
        line_of_sight("0505", "0805", readings={"los_split": "none"})
    assert "'none'" in str(err.value) and "'either', 'both'" in str(err.value)
