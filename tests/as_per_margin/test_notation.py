"""Positions as one line of text: parse and format are a pair, repr pastes back, bad text is named."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.as_per_margin import Chart, Damage, Ship, WindSpeed
from sailkit.rulesets.as_per_margin.notation import Position

TEXT = (
    "APM turn 3 wind 270 speed 3,5 prevailing 315 | Victory=1 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:S"
    " | Ville de Paris=2 FR 104 20.5,31@270 C6/6/6 X2/1/0/3 F:PS anchored struck:1 locked:Victory"
)


def test_a_position_reads_and_writes_back_exactly() -> None:
    p = Position.parse(TEXT)
    assert str(p) == TEXT
    assert eval(repr(p)) == p  # noqa: S307 - the repr pastes back
    vdp = p.ship("Ville de Paris")
    assert vdp.pose == Pose(20.5, 31, 270) and vdp.damage == Damage(2, 1, 0, 3) and vdp.struck_to == 1
    assert vdp.anchored and vdp.locked_with == {"Victory"} and vdp.fired == {"P", "S"}
    assert p.speed == WindSpeed(3, 5) and p.prevailing == 315 and p.turn == 3


@pytest.mark.parametrize(
    "bad",
    [
        "APM turn 0 wind 270 speed 3,5",
        "APM turn 1 wind west speed 3,5",
        "APM turn 1 wind 270 speed 3,7",
        "APM wind 270",
        "APM turn 1 wind 270 speed 3,5 | Victory 1 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:-",
        "APM turn 1 wind 270 speed 3,5 | Victory=3 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:-",
        "APM turn 1 wind 270 speed 3,5 | Victory=1 GB 100 12,30@90 C6/6/6 X13/0/0/0 F:-",
        "APM turn 1 wind 270 speed 3,5 | Victory=1 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:Q",
        "APM turn 1 wind 270 speed 3,5 | Victory=1 GB 100 12,30@90 C6/6/6 X0/0/0/0 F:- sunk",
        "APM turn 1 wind 270 speed 3,5 | Victory=1 GB 9999 12,30@90 C6/6/6 X0/0/0/0 F:-",
        "APM turn 1 wind 270 speed 3,5 | Victory=1 gb 100 12,30@90 C6/6/6 X0/0/0/0 F:-",
        "APM turn 1 wind 270 speed 3,5 | A=1 GB 100 1,1@0 C6/6/6 X0/0/0/0 F:- | A=2 GB 100 2,2@0 C6/6/6 X0/0/0/0 F:-",
        "APM turn 1 wind 1e400 speed 3,5",
        "9" * 30000,
    ],
)
def test_bad_text_is_refused_with_a_typed_error_naming_it(bad: str) -> None:
    with pytest.raises(InvalidInputError) as err:
        Position.parse(bad)
    assert "expected" in str(err.value)


def test_ship_fields_are_checked_where_the_ship_is_made() -> None:
    for bad in ("A=B", "A|B", "A,B", " A", ""):
        with pytest.raises(InvalidInputError, match="ship name"):
            Ship(bad, 1, Pose(0, 0, 0))
    with pytest.raises(InvalidInputError, match="nation"):
        Ship("A", 1, Pose(0, 0, 0), nation="England")


names = st.from_regex(r"[A-Za-z][A-Za-z ']{0,20}[a-z]", fullmatch=True)
inches = st.floats(-500, 500, allow_nan=False).map(lambda v: round(v, 3))


@st.composite
def ships(draw: st.DrawFn, name: str) -> Ship:
    row = draw(st.integers(1, 6))
    chart = Chart(row, draw(st.integers(1, 6)), row)
    damage = Damage(
        draw(st.integers(0, chart.masts)),
        draw(st.integers(0, chart.guns_side)),
        draw(st.integers(0, chart.guns_side)),
        draw(st.integers(0, chart.hull)),
    )
    return Ship(
        name,
        draw(st.sampled_from([1, 2])),
        Pose(draw(inches), draw(inches), draw(st.floats(0, 359.9))),
        draw(st.integers(1, 200)),
        chart,
        damage,
        draw(st.sampled_from(["GB", "FR", "ESP", "US"])),
        frozenset(draw(st.sets(st.sampled_from(["P", "S"])))),
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.sampled_from([None, 1, 2])),
        frozenset(draw(st.sets(st.sampled_from(["Alpha", "Beta"]), max_size=2))),
        draw(st.booleans()),
    )


@settings(max_examples=60, deadline=None, database=None)
@given(st.lists(names, max_size=4, unique=True).flatmap(lambda ns: st.tuples(*(ships(n) for n in ns))),
       st.integers(1, 500), st.floats(0, 359.99), st.integers(1, 6), st.integers(1, 6),
       st.none() | st.floats(0, 359.99))  # fmt: skip
def test_format_then_parse_is_the_identity(
    fleet: tuple[Ship, ...], turn: int, wind: float, a: int, b: int, prev: float | None
) -> None:
    p = Position(fleet, turn, wind, WindSpeed(a, b), prev)
    assert Position.parse(str(p)) == p
    assert str(Position.parse(str(p))) == str(p)
