"""Position notation: one line of text per position, read back exactly (docs/notation.md).

The notation carries every ShipState field [14.0: the record sheet; 4.2: per-turn
state], the wind [15.0], the Game-Turn [4.1], the scenario and non-default readings.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.notation import NotationError, format_position, format_ship
from sailkit.rulesets.fighting_sail.state import Position

parse_position = Position.parse
from sailkit.rulesets.fighting_sail.readings import READINGS, Readings
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.ships import Counter, counter, counters
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.vocabulary import BROADSIDES, COMMANDS, NATIONALITIES

SCENARIOS = [f"15.{i}" for i in range(1, 10)]


@pytest.mark.parametrize("sid", SCENARIOS)
def test_every_scenario_round_trips(sid: str) -> None:
    """[15.1-15.9] the set-up of each scenario survives text and back, both ways."""
    p = scenario(sid)
    text = str(p)
    assert text.startswith(f"FS {sid} turn 1 wind {p.wind.name} | ")
    assert Position.parse(text) == p
    assert str(Position.parse(text)) == text


def test_issue_example_reads() -> None:
    """[15.4, 9.36, 10.1, 10.2] the example from the issue reads as written."""
    text = "FS 15.4 turn 3 wind W | Constitution US 0610 SE hull=2 | Guerriere BR 1009 S rig=1 first=port"
    p = parse_position(text)
    assert p.turn == 3 and p.wind is Direction.W and p.scenario == "15.4"
    con, gue = p.ship("Constitution"), p.ship("Guerriere")
    assert (con.square, con.facing, con.hull) == (Square(6, 10), Direction.SE, 2)
    assert (gue.rigging, gue.first_port, gue.first_starboard) == (1, True, False)
    assert format_position(p) == text


def test_names_with_spaces_and_alias_and_prize_side() -> None:
    """[12.2, 15.7] a prize shows its holder as side; multi-word names need no quoting."""
    text = "FS 15.7 turn 9 wind NE | Countess of Scarborough US 0606 SE hull=3 fouled prize | Bonhomme Richard US 0606 NW fouled"
    p = parse_position(text)
    cos = p.ship("Countess of Scarborough")
    assert cos.side == "US" and cos.nationality == "BR" and cos.prize and crew_value(cos) == 1
    assert str(p) == text


def test_defaults_are_omitted() -> None:
    """[14.0] a fresh ship is just name, side, square and facing."""
    p = Position(Direction.N, (ShipState(counter("Wasp"), "US", square("0805"), Direction.S),))
    assert str(p) == "FS turn 1 wind N | Wasp US 0805 S"


def test_readings_are_written_when_not_default() -> None:
    """[11.21c] a position played under another reading says so in its header."""
    p = Position(Direction.N, (), readings=READINGS.defaults().replace(melee_ratio="two_and_half"))
    assert str(p) == "FS turn 1 wind N melee_ratio=two_and_half"
    assert Position.parse(str(p)).readings["melee_ratio"] == "two_and_half"


def test_order_turn_and_allowance_round_trip_and_defaults_omitted() -> None:
    """[6.1, 7.1, 7.74] ordered=N and ma=N are written only when set, and read back."""
    fresh = ShipState(counter("Wasp"), "US", square("0805"), Direction.S)
    assert "ordered=" not in format_ship(fresh) and "ma=" not in format_ship(fresh)
    p = Position(
        Direction.N, (fresh.with_(command="ahead", ordered_turn=3, ma=5, mp=5, start_facing=Direction.S),), turn=3
    )
    text = str(p)
    assert text == "FS turn 3 wind N | Wasp US 0805 S cmd=ahead ordered=3 ma=5 mp=5 start=S"
    back = Position.parse(text)
    assert back == p and back.ship("Wasp").ordered_turn == 3 and back.ship("Wasp").ma == 5


def test_prior_order_turn_round_trips_and_is_omitted_when_unknown_7_74() -> None:
    """[7.74] prior=N (the Game-Turn of the order before the current one) is written after ordered=N only
    when known, and read back."""
    fresh = ShipState(counter("Wasp"), "US", square("0805"), Direction.S, ordered_turn=3)
    assert "prior=" not in format_ship(fresh)
    p = Position(Direction.N, (fresh.with_(prior_ordered_turn=1),), turn=3)
    text = str(p)
    assert text == "FS turn 3 wind N | Wasp US 0805 S ordered=3 prior=1"
    assert Position.parse(text) == p and Position.parse(text).ship("Wasp").prior_ordered_turn == 1
    with pytest.raises(NotationError, match=r"column"):
        Position.parse("FS turn 3 wind N | Wasp US 0805 S prior=x")


def test_bad_order_turn_names_its_column() -> None:
    """[7.74] a Game-Turn that is not a whole number is refused with its column."""
    with pytest.raises(NotationError) as err:
        parse_position("FS turn 3 wind N | Wasp US 0805 S ordered=x")
    assert err.value.column == len("FS turn 3 wind N | Wasp US 0805 S ordered=") + 1


# ---------------------------------------------------------------- every field, generated

NAMES = sorted(counters())
CUSTOM = [Counter.from_rating("HMS Test Ship", "55-A-5-9 BR"), Counter.from_rating("Le Vengeur", "44*B-3-6 FR")]


@st.composite
def ship_states(draw: st.DrawFn, ctr: Counter) -> ShipState:
    return ShipState(
        counter=ctr,
        side=draw(st.sampled_from(tuple(NATIONALITIES))),
        square=Square(draw(st.integers(1, 30)), draw(st.integers(1, 20))),
        facing=draw(st.sampled_from(list(Direction))),
        hull=draw(st.integers(0, 12)),
        rigging=draw(st.integers(0, 9)),
        masts=draw(st.integers(0, 3)),
        wheel=draw(st.booleans()),
        fires=draw(st.integers(0, 2)),
        fouled=draw(st.booleans()),
        prize=draw(st.booleans()),
        destroyed=draw(st.booleans()),
        studding=draw(st.booleans()),
        first_port=draw(st.booleans()),
        first_starboard=draw(st.booleans()),
        command=draw(st.none() | st.sampled_from(COMMANDS)),
        mp=draw(st.integers(0, 9)),
        fired=draw(st.none() | st.sampled_from(BROADSIDES)),
        drifted=draw(st.booleans()),
        tacked=draw(st.booleans()),
        backed_turn=draw(st.none() | st.integers(0, 40)),
        ordered_turn=draw(st.none() | st.integers(0, 40)),
        prior_ordered_turn=draw(st.none() | st.integers(0, 40)),
        ma=draw(st.integers(0, 9)),
        start_facing=draw(st.none() | st.sampled_from(list(Direction))),
        turned=draw(st.integers(-9, 9)),
        entered=draw(st.integers(0, 6)),
    )


@st.composite
def positions(draw: st.DrawFn) -> Position:
    names = draw(st.lists(st.sampled_from(NAMES), max_size=5, unique=True))
    ctrs = [counter(n) for n in names] + draw(st.lists(st.sampled_from(CUSTOM), max_size=2, unique_by=lambda c: c.name))
    ships = tuple(draw(ship_states(c)) for c in ctrs)
    chosen = draw(
        st.dictionaries(st.sampled_from(sorted(READINGS)), st.just(""), max_size=3).map(
            lambda d: {k: READINGS[k].option_names[-1] for k in d}
        )
    )
    return Position(
        wind=draw(st.sampled_from(list(Direction))),
        ships=ships,
        turn=draw(st.integers(1, 40)),
        scenario=draw(st.none() | st.sampled_from(SCENARIOS)),
        readings=Readings(READINGS, chosen),
    )


@settings(max_examples=60)
@given(positions())
def test_round_trip_every_field(p: Position) -> None:
    """[14.0, 4.2] any position, every ShipState field included, reads back equal."""
    text = format_position(p)
    assert "\n" not in text
    back = parse_position(text)
    assert back == p
    assert format_position(back) == text


# ---------------------------------------------------------------- errors name the column

BASE = "FS 15.4 turn 3 wind W | Constitution US 0610 SE hull=2"


@pytest.mark.parametrize(
    ("text", "column", "expected"),
    [
        ("FX 15.4 turn 3 wind W", 1, "'FS'"),
        ("FS 15.4 turn x wind W", 14, "Game-Turn"),
        ("FS 15.4 turn 3 wind WSW", 21, "wind direction"),
        ("FS 15.4 turn 3 | Constitution US 0610 SE", 16, "'wind'"),
        ("FS 15.4 turn 3 wind W melee_ratio=double", 35, "option of melee_ratio"),
        ("FS 15.4 turn 3 wind W no_such=thing", 23, "reading key"),
        ("FS 15.4 turn 3 wind W | Constitutoin US 0610 SE", 25, "counter list"),
        ("FS 15.4 turn 3 wind W | Constitution UX 0610 SE", 38, "side"),
        ("FS 15.4 turn 3 wind W | Constitution US 3110 SE", 41, "square on the printed map"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 | Guerriere BR 1009 S", 46, "facing"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 SE hull=two", 54, "hull hits"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 SE masts=4", 55, "masts lost"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 SE cmd=jibe", 53, "command"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 SE sails", 49, "flag"),
        ("FS 15.4 turn 3 wind W | Constitution US 0610 SE |", 50, "a ship"),
        ("FS 15.4 turn 3 wind W | Countess of Scarborough BX 0606 SE", 49, "side"),
    ],
)
def test_errors_name_column_and_expectation(text: str, column: int, expected: str) -> None:
    """Typos raise an InvalidInputError subclass naming the 1-based column and what belongs there."""
    with pytest.raises(NotationError) as info:
        parse_position(text)
    err = info.value
    assert isinstance(err, InvalidInputError) and isinstance(err, ValueError)
    assert err.column == column
    assert f"column {column}" in str(err)
    assert expected in err.expected


def test_error_column_points_at_the_typo() -> None:
    """The column indexes the offending text itself."""
    text = BASE + " rig=q"
    with pytest.raises(NotationError) as info:
        parse_position(text)
    assert text[info.value.column - 1 :].startswith("q")


def test_duplicate_ship_is_refused() -> None:
    with pytest.raises(NotationError, match="appears twice"):
        parse_position("FS turn 1 wind N | Wasp US 0101 N | wasp US 0202 N")


def test_not_text_is_refused() -> None:
    with pytest.raises(InvalidInputError):
        parse_position(42)  # type: ignore[arg-type]


def test_documented_examples_round_trip() -> None:
    """docs/notation.md: every example line reads and writes back unchanged."""
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
    examples = re.findall(r"```\n(FS .*?)\n```", doc)
    assert len(examples) >= 3
    for line in examples:
        assert str(Position.parse(line)) == line


def test_no_per_square_turn_count_is_kept_7_36() -> None:
    """[7.36] the turn in a square is made within the step that enters it, so no count of it is stored or written:
    a position with ``sqturn=`` is refused and a ship has no such field."""
    assert not hasattr(scenario("15.4").ships[0], "square_turn")
    with pytest.raises(ValueError, match="sqturn=1"):
        Position.parse(str(scenario("15.4")) + " sqturn=1")
