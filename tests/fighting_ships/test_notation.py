"""A Fighting Ships position on one line pastes back, and a bad field is named [1.2, 2.1, APP.2.2.1]."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, SailkitError
from sailkit.geometry.compass import Direction
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships import NOTATION, Phase, Position, Ship, Vessel, Weather, encounter, ship_classes
from sailkit.rulesets.fighting_ships.criticals import KINDS
from sailkit.rulesets.fighting_ships.readings import READINGS

names = st.from_regex(r"[A-Z][a-z]{0,6}( [A-Z][a-z]{1,5})?", fullmatch=True)
coords = st.floats(0, 48, allow_nan=False).map(lambda v: round(v, 3))
readings = st.sampled_from([{}, {"base_size": "uniform"}, {"mainmast_point": "by-masts", "anchor_tokens": "stack"}])


@st.composite
def positions(draw: st.DrawFn) -> Position:
    r = READINGS.resolve(draw(readings))
    taken = draw(st.lists(names, min_size=1, max_size=4, unique=True))
    ships = []
    for name in taken:
        pose = Pose(draw(coords), draw(coords), draw(st.sampled_from([0.0, 45.0, 90.0, 137.5, 300.25])))
        ship = Ship.of(
            name,
            draw(st.sampled_from(sorted(ship_classes()))),
            pose,
            draw(st.sampled_from([1, 2])),
            flexible=draw(st.booleans()),
            readings=r,
        )
        partners = frozenset(draw(st.lists(st.sampled_from(taken), max_size=2)))
        crits = tuple(draw(st.lists(st.sampled_from(sorted(KINDS.values())), max_size=2)))
        fate = draw(st.sampled_from(["afloat", "struck", "sunk", "prize", "off"]))
        ships.append(
            Vessel(ship, draw(st.integers(0, 9)), draw(st.integers(0, 9)), crits, partners, draw(st.booleans()), fate)
        )
    shores = draw(st.lists(st.just((0.0, 0.0, 48.0, 4.5)), max_size=1))
    return Position(
        tuple(ships),
        draw(st.integers(1, 999)),
        draw(st.sampled_from(list(Phase))),
        draw(st.sampled_from(list(Direction))),
        draw(st.sampled_from(list(Weather))),
        (draw(st.integers(1, 999)), draw(st.integers(1, 999))),
        (draw(st.integers(-999, 999)), draw(st.integers(-999, 999))),
        draw(st.sampled_from([None, 1, 2])),
        tuple(shores),
        r,
    )


@settings(max_examples=80, deadline=None, database=None)
@given(positions())
def test_every_position_pastes_back(position: Position) -> None:
    """``parse(format(p)) == p``, and the repr is the call that gives it back [house style]."""
    text = NOTATION.format(position)
    assert NOTATION.claims(text)
    assert NOTATION.parse(text) == position
    assert eval(repr(position), {"Position": Position}) == position


def test_the_encounter_starts_on_a_line_of_its_own() -> None:
    start = encounter().position
    text = str(start)
    assert text.startswith(
        "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first - | Defiance=1 3rd-rate"
    )
    assert Position.parse(text) == start


def test_readings_ride_in_the_head_and_rebuild_the_bases() -> None:
    """A switched reading is written after the head and builds the ships' bases when read back [1.2]."""
    line = NOTATION.example.replace("Syrene=1 5th-rate", "Syrene=1 3rd-rate")
    assert Position.parse(line).ships[0].ship.build.length == 4.0  # a ship of the line's base, by class
    p = Position.parse(line.replace("first -", "first - base_size=uniform"))
    assert p.readings["base_size"] == "uniform" and "first - base_size=uniform |" in str(p)
    assert p.ships[0].ship.build.length == 3.0


@pytest.mark.parametrize(
    ("spoiled", "named"),
    [
        ("FSH turn 0 sailing wind E blowing table 48x48 morale 9,9 first 1", "Game-Turn"),
        ("FSH turn 1 sailing wind E blowing table 48x48 morale 9,9 first 3", "Player 1"),
        ("FSH turn 1 sailing wind E blowing table 48x48 morale 9,9 first 1 nonsense", "position head"),
        ("FSH turn 1 steaming wind E blowing table 48x48 morale 9,9 first 1", "phase or weather"),
        ("FSH turn 1 sailing wind Q blowing table 48x48 morale 9,9 first 1", "direction"),
        ("FSH turn 1 sailing wind E blowing table 48x48 morale 9,9 first 1 shore 5,5,1,1", "shore"),
        ("FSH turn 1 sailing wind E blowing table 48x48 morale 9,9 first 1 no_such=x", "no_such"),
        (NOTATION.example.replace("D0 A0 |", "D10 A0 |"), "ship"),
        (NOTATION.example.replace("5th-rate 20", "7th-rate 20"), "ship"),
        (NOTATION.example.replace("@0 D0 A0 |", "@0 D0 A0 burning |"), "ship"),
        (NOTATION.example.replace("Lynx=2", "Syrene=2"), "ship names"),
        ("FSH turn 1\u00b2 sailing wind E blowing table 48x48 morale 9,9 first 1", "Game-Turn"),
        ("FSH turn 1 sailing wind E blowing table 48x48 morale " + "9" * 5000 + ",9 first 1", "morale"),
    ],
)
def test_a_bad_field_is_named(spoiled: str, named: str) -> None:
    with pytest.raises(SailkitError) as refused:
        Position.parse(spoiled)
    assert named in str(refused.value)


def test_a_vessel_checks_her_tokens_and_fate() -> None:
    ship = encounter().position.ships[0].ship
    for bad in ({"damage": -1}, {"anchors": 10}, {"fate": "drifting"}, {"criticals": ("scurvy",)}):
        with pytest.raises(InvalidInputError):
            Vessel(ship, **bad)  # type: ignore[arg-type]
