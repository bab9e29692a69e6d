"""Fields of fire [9.31b] and bow/stern blind areas [9.35], against the reconstructed diagrams of docs/reconstruction.md, section 8."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.readings import said
from sailkit.rulesets.fighting_sail.board import MAP, name
from sailkit.rulesets.fighting_sail.fire.arcs import ARCS, blind_side, classify, field_squares, fire_arc
from sailkit.rulesets.fighting_sail.readings import readings_for

LETTER = {"P": "port", "S": "starboard", "b": "bow", "s": "stern"}

# docs/reconstruction.md section 8, reading arc_boundary=broadside (boundary lines in the broadsides), ship at the centre.
FA_N = """
P b b b b b b b S
P P b b b b b S S
P P P b b b S S S
P P P P b S S S S
P P P P ^ S S S S
P P P P s S S S S
P P P s s s S S S
P P s s s s s S S
P s s s s s s s S
"""
FA_NE = """
P P P P P b b b b
P P P P P b b b b
P P P P P b b b b
P P P P P b b b b
P P P P / S S S S
s s s s S S S S S
s s s s S S S S S
s s s s S S S S S
s s s s S S S S S
"""
# F-b (boundary lines in the blind areas), built from F-a: fore boundaries to bow, aft ones to stern.
FB_N = """
b b b b b b b b b
P b b b b b b b S
P P b b b b b S S
P P P b b b S S S
P P P P ^ S S S S
P P P s s s S S S
P P s s s s s S S
P s s s s s s s S
s s s s s s s s s
"""
FB_NE = """
P P P P b b b b b
P P P P b b b b b
P P P P b b b b b
P P P P b b b b b
s s s s / b b b b
s s s s s S S S S
s s s s s S S S S
s s s s s S S S S
s s s s s S S S S
"""
# half_plane: only the keel line fore and aft is blind.
HP_N = """
P P P P b S S S S
P P P P b S S S S
P P P P b S S S S
P P P P b S S S S
P P P P ^ S S S S
P P P P s S S S S
P P P P s S S S S
P P P P s S S S S
P P P P s S S S S
"""

CENTRE = Square(15, 10)


def grid(heading: Direction, reading: str) -> str:
    """The 9x9 picture around a ship at the centre, in the diagram's letters."""
    r = readings_for({"arc_boundary": reading})
    others = [Square(CENTRE.col + dx, CENTRE.row + dy) for dy in range(-4, 5) for dx in range(-4, 5)]
    targets = [s for s in others if s != CENTRE]
    arcs = iter(classify(CENTRE, heading, targets, r))
    inverse = {v: k for k, v in LETTER.items()}
    mark = "^" if heading == Direction.N else "/"
    rows = []
    for dy in range(-4, 5):
        rows.append(" ".join(mark if (dx, dy) == (0, 0) else inverse[next(arcs)] for dx in range(-4, 5)))
    return "\n".join(rows)


@pytest.mark.parametrize(
    ("heading", "reading", "picture"),
    [
        (Direction.N, "broadside", FA_N),
        (Direction.NE, "broadside", FA_NE),
        (Direction.N, "blind", FB_N),
        (Direction.NE, "blind", FB_NE),
        (Direction.N, "half_plane", HP_N),
    ],
)
def test_field_of_fire_diagrams_9_31b(heading: Direction, reading: str, picture: str) -> None:
    """[9.31b, 9.35] the whole 9x9 grid of F-a (arc_boundary=broadside), F-b (blind) and half_plane."""
    assert grid(heading, reading) == picture.strip()


def test_fire_arc_entry_point_9_31b() -> None:
    """[9.31b] a square two to the west of a ship heading N lies in its port field."""
    got = fire_arc("0505", "N", "0305")
    assert got == "port" and got.cases == ("9.31b",)
    assert got.readings == ()  # not on a boundary line: no reading consulted
    assert got.ruling.on_boundary is False


@pytest.mark.parametrize(
    ("reading", "expected"), [("broadside", "starboard"), ("blind", "bow"), ("half_plane", "starboard")]
)
def test_boundary_square_follows_the_reading_9_31b(reading: str, expected: str) -> None:
    """[9.31b] a square on the 45-degree line off the starboard bow goes where arc_boundary puts it, and says so."""
    got = fire_arc("0505", "N", "0604", readings={"arc_boundary": reading})
    assert got == expected
    assert got.readings == (("arc_boundary", reading),)
    assert got.ruling.on_boundary is True and "boundary" in str(got.ruling)
    assert said("arc_boundary", reading).lower() in str(got.ruling).lower()


@pytest.mark.parametrize(("reading", "expected"), [("broadside", "bow"), ("blind", "bow"), ("half_plane", "starboard")])
def test_half_plane_moves_bow_quarter_squares_9_31b(reading: str, expected: str) -> None:
    """[9.31b] (1,-2) off a ship heading N is bow under the wedge readings but starboard under half_plane,
    so the reading is listed although the square is on no 45-degree line."""
    got = fire_arc("0505", "N", "0603", readings={"arc_boundary": reading})
    assert got == expected and got.ruling.on_boundary is False
    assert got.readings == (("arc_boundary", reading),)


@pytest.mark.parametrize(
    ("target", "expected"), [("0503", "bow"), ("0507", "stern"), ("0705", "starboard"), ("0305", "port")]
)
def test_keel_and_beam_squares_9_31b(target: str, expected: str) -> None:
    """[9.31b, 9.35] dead ahead is bow, dead astern stern, abeam a broadside, under every reading."""
    for reading in ("broadside", "blind", "half_plane"):
        assert fire_arc("0505", "N", target, readings={"arc_boundary": reading}) == expected


@pytest.mark.parametrize(("target", "side"), [("0503", "bow"), ("0508", "stern"), ("0705", None), ("0304", None)])
def test_blind_side_for_rakes_9_35(target: str, side: str | None) -> None:
    """[9.35, 9.33f] a firer in the target's bow or stern blind area rakes it there."""
    assert blind_side("0505", "N", target) == side


def test_diagonally_adjacent_ships_can_engage_under_f_a_9_31b() -> None:
    """[9.31b] under the default, a diagonal neighbour is in a broadside; under F-b it is blind."""
    assert fire_arc("0505", "N", "0604") == "starboard"
    assert fire_arc("0505", "N", "0604", readings={"arc_boundary": "blind"}) == "bow"


@pytest.mark.parametrize("reading", ["broadside", "blind", "half_plane"])
def test_field_squares_cover_the_map_once_9_31b(reading: str) -> None:
    fs = field_squares(Square(1, 1), Direction.SE, readings_for({"arc_boundary": reading}))
    assert set(fs) == set(ARCS)
    every = [s for arc in ARCS for s in fs[arc]]
    assert len(every) == len(set(every)) == 599 and set(every) == set(MAP.squares()) - {Square(1, 1)}


def test_own_square_is_not_a_target() -> None:
    with pytest.raises(InvalidInputError, match="'0505'"):
        fire_arc("0505", "N", "0505")


def test_bad_input_is_named() -> None:
    with pytest.raises(InvalidInputError, match="'3199'"):
        fire_arc("0505", "N", "3199")
    with pytest.raises(UnknownChoiceError, match="'NORTH'"):
        fire_arc("0505", "NORTH", "0305")
    with pytest.raises(UnknownChoiceError) as err:
        fire_arc("0505", "N", "0305", readings={"arc_boundary": "wide"})
    assert "'wide'" in str(err.value) and "'broadside', 'blind', 'half_plane'" in str(err.value)
    assert name(Square(5, 5)) == "0505"
