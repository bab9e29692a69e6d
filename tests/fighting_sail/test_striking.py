"""Striking colors [12.13, 12.14]: who can take a surrender and which arrivals make a wreck strike.

Each of the four striking readings (strike_captors, strike_own_square, strike_triggers,
strike_carried) is tested with a position where its options give different answers.
Chesapeake (US, Rate 5) is abandoned at 5 hull hits [12.11] throughout.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.movement import apply_step, start_movement
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.strategic import swell
from sailkit.rulesets.fighting_sail.striking import (
    ARRIVALS,
    abandonment,
    active_enemies_near,
    strike_ruling,
    strikes_after_move,
    strikes_on_arrival,
)

STRIKE_KEYS = {"strike_captors", "strike_own_square", "strike_triggers", "strike_carried"}


def ship(name: str, sq: str, facing: str = "N", side: str | None = None, **kw: Any) -> ShipState:
    return ShipState.of(name, sq, facing, side, **kw)


def pos(*ships: ShipState, wind: str = "N", **readings: str) -> Position:
    return Position(Direction.parse(wind), ships, readings=READINGS.resolve(readings))


def wreck(sq: str = "1210", **kw: Any) -> ShipState:
    """Chesapeake, abandoned (5 hull hits = 10 - Rate 5) [12.11]."""
    return ship("Chesapeake", sq, hull=5, **kw)


# ---------------------------------------------------------------- (b) which arrivals count [12.14]

COUNTED = {
    "any_arrival": {"entry", "wear", "unfoul", "swell"},
    "voluntary": {"entry", "wear", "unfoul"},
    "entry_only": {"entry"},
}


@pytest.mark.parametrize("trigger", sorted(COUNTED))
@pytest.mark.parametrize("how", ARRIVALS)
def test_strike_triggers_reading_12_14(trigger: str, how: str) -> None:
    """[12.14, 7.42, 11.33, 13.11] Shannon arrives next to the wreck by a step, wear, unfouling or swell."""
    p = pos(ship("Shannon", "1110"), wreck(), strike_triggers=trigger)
    after, r = strikes_on_arrival(p, "Shannon", how=how)
    strikes = how in COUNTED[trigger]
    c = after.ship("Chesapeake")
    assert (c.prize, c.side) == ((True, "BR") if strikes else (False, "US"))
    assert r.verdict == (("Chesapeake",) if strikes else ())
    assert r.facts["how"] == how and r.facts["captor"] == ("BR" if strikes else None)
    assert ("strike_triggers", trigger) in r.readings and "12.14" in r.cases
    assert strikes_after_move(p, "Shannon", how=how) == after


def test_default_call_is_an_entry_12_14() -> None:
    """[12.14] the two-argument call other modules make is an entry under orders."""
    p = pos(ship("Shannon", "1110"), wreck(), strike_triggers="entry_only")
    assert strikes_after_move(p, "Shannon").ship("Chesapeake").prize
    assert strikes_on_arrival(p, "Shannon")[1].facts["how"] == "entry"


def test_unknown_arrival_is_refused_and_changes_nothing() -> None:
    """[12.14] an unknown kind of arrival is an UnknownChoiceError listing the four kinds."""
    p = pos(ship("Shannon", "1110"), wreck())
    with pytest.raises(UnknownChoiceError) as err:
        strikes_on_arrival(p, "Shannon", how="teleport")
    assert "swell" in str(err.value)
    assert not p.ship("Chesapeake").prize


def test_swell_module_move_next_to_a_wreck_12_14() -> None:
    """[12.14, 13.11] dismasted Shannon is carried by the swell next to the wreck; it strikes under any_arrival."""
    p = pos(ship("Shannon", "1010", "E", masts=3), wreck("1211"), wind="W")
    after, _ = swell(p, "Shannon", 4)
    assert after.ship("Shannon").square == square("1110")
    assert after.ship("Chesapeake").prize and after.ship("Chesapeake").side == "BR"


# ---------------------------------------------------------------- (a) the wreck's own square [12.14]


@pytest.mark.parametrize(("reading", "strikes"), [("same_or_adjacent", True), ("eight_neighbours", False)])
def test_strike_own_square_reading_12_14(reading: str, strikes: bool) -> None:
    """[12.14, 7.81] Shannon sails into the wreck's own square and fouls it."""
    p = start_movement(pos(ship("Shannon", "1110", "E", command="ahead"), wreck(), wind="W", strike_own_square=reading))
    out = apply_step(p, "Shannon", "step")
    s, c = out.position.ship("Shannon"), out.position.ship("Chesapeake")
    assert s.square == c.square == square("1210") and s.fouled
    assert c.prize is strikes
    _, r = strikes_on_arrival(out.position.with_ship(c.with_(side="US", prize=False)), "Shannon")
    assert ("strike_own_square", reading) in r.readings and bool(r) is strikes


def test_own_square_reading_is_not_asked_for_a_neighbouring_square() -> None:
    """[12.14] arriving in one of the eight squares around the wreck consults no own-square reading."""
    _, r = strikes_on_arrival(pos(ship("Shannon", "1111"), wreck()), "Shannon")
    assert r and "strike_own_square" not in dict(r.readings)


# ---------------------------------------------------------------- (c) the wreck itself carried [12.14]


@pytest.mark.parametrize(("reading", "strikes"), [("enemy_moves", False), ("either_moves", True)])
def test_strike_carried_reading_12_14(reading: str, strikes: bool) -> None:
    """[12.14, 13.11] the swell carries the wreck from 1110 to 1210, next to Shannon at 1310."""
    p = pos(wreck("1110"), ship("Shannon", "1310", "N"), wind="W", strike_carried=reading)
    after, ruling = swell(p, "Chesapeake", 5)
    c = after.ship("Chesapeake")
    assert c.square == square("1210")
    assert c.prize is strikes and c.side == ("BR" if strikes else "US")
    _, r = strikes_on_arrival(p.with_ship(p.ship("Chesapeake").with_(square=square("1210"))), "Chesapeake", how="swell")
    assert ("strike_carried", reading) in r.readings
    assert r.verdict == (("Chesapeake",) if strikes else ())


def test_a_carried_wreck_with_no_captor_near_stays_its_owners() -> None:
    """[12.14] under either_moves a wreck carried next to a prize only (strike_captors=active) does not strike."""
    p = pos(wreck("1210"), ship("Wasp", "1310", side="BR", prize=True), strike_carried="either_moves")
    after, r = strikes_on_arrival(p, "Chesapeake", how="swell")
    assert not r and not after.ship("Chesapeake").prize
    assert {"strike_carried", "strike_captors"} <= set(dict(r.readings))


# ---------------------------------------------------------------- (d) who can take a surrender [12.13, 12.14]


@pytest.mark.parametrize(("reading", "strikes"), [("active", False), ("free_ships", False), ("any_enemy", True)])
def test_strike_captors_reading_a_prize_arrives_12_14(reading: str, strikes: bool) -> None:
    """[12.14, 12.2] Wasp, a British prize, is carried next to the wreck: can a prize take a surrender?"""
    p = pos(ship("Wasp", "1110", side="BR", prize=True), wreck(), strike_captors=reading)
    after, r = strikes_on_arrival(p, "Wasp", how="swell")
    assert after.ship("Chesapeake").prize is strikes
    assert ("strike_captors", reading) in r.readings


@pytest.mark.parametrize(("reading", "strikes"), [("active", True), ("free_ships", False), ("any_enemy", True)])
def test_strike_captors_reading_a_fouled_ship_arrives_12_14(reading: str, strikes: bool) -> None:
    """[12.14, 7.81] Shannon fouls its friend Guerriere at 1110, next to the wreck: can a fouled ship take it?"""
    p = start_movement(
        pos(
            ship("Shannon", "1010", "E", command="ahead"),
            ship("Guerriere", "1110"),
            wreck(),
            wind="W",
            strike_captors=reading,
        )
    )
    out = apply_step(p, "Shannon", "step")
    assert out.position.ship("Shannon").fouled
    assert out.position.ship("Chesapeake").prize is strikes


@pytest.mark.parametrize(("reading", "strikes"), [("active", False), ("any_enemy", True)])
def test_strike_captors_reading_at_abandonment_12_13(reading: str, strikes: bool) -> None:
    """[12.13] at the moment of abandonment only an abandoned British ship lies alongside."""
    p = pos(wreck(), ship("Guerriere", "1310", hull=5), strike_captors=reading)
    r = strike_ruling(p, "Chesapeake")
    assert bool(r) is strikes and r.captor == ("BR" if strikes else None)
    assert r.readings == (("strike_captors", reading),)
    assert [s.name for s in active_enemies_near(p, p.ship("Chesapeake"))] == (["Guerriere"] if strikes else [])


def test_no_enemy_alongside_consults_no_reading_12_13() -> None:
    """[12.13] with no enemy in or next to its square the wreck keeps its colours, whatever the readings."""
    r = strike_ruling(pos(wreck(), ship("Shannon", "1510")), "Chesapeake")
    assert not r and r.readings == ()
    _, r2 = strikes_on_arrival(pos(wreck(), ship("Shannon", "1510")), "Shannon")
    assert not r2 and r2.readings == ()


# ---------------------------------------------------------------- "adjacent" at the moment of abandonment [12.13]


@pytest.mark.parametrize(("reading", "diagonal", "beside"), [("eight", True, True), ("four", False, True)])
def test_adjacent_def_reading_at_abandonment_12_13(reading: str, diagonal: bool, beside: bool) -> None:
    """[12.13, adjacent_def] Shannon on the wreck's corner takes it only when corners count; beside it, always."""
    corner = pos(wreck(), ship("Shannon", "1311"), adjacent_def=reading)
    side = pos(wreck(), ship("Shannon", "1310"), adjacent_def=reading)
    r = strike_ruling(corner, "Chesapeake")
    assert bool(r) is diagonal and bool(strike_ruling(side, "Chesapeake")) is beside
    assert (("adjacent_def", "four") in r.readings) is (reading == "four")
    assert r.facts["readings"]["adjacent_def"] == reading


def test_adjacent_def_does_not_touch_the_eight_squares_of_12_14() -> None:
    """[12.14] "eight adjacent squares" is printed: an enemy arriving on the wreck's corner takes it under either reading."""
    p = pos(wreck(), ship("Shannon", "1311"), adjacent_def="four")
    _, r = strikes_on_arrival(p, "Shannon")
    assert r.verdict == ("Chesapeake",)


def test_abandonment_is_a_ruling_10_minus_rate_12_11() -> None:
    """[12.11, 12.12] A14: Constitution (Rate 4) is abandoned at its sixth hull hit, not the fifth; rigging never counts."""
    five = ship("Constitution", "0505", hull=5, rigging=7)
    level = abandonment(five)
    assert level == 6 and [s.case for s in level.ruling.steps] == ["12.11", "12.12", "12.11"]
    assert not level.ruling.facts["abandoned"] and "1 hull hit short" in str(level.ruling)
    six = abandonment(five.with_(hull=6))
    assert six.ruling.facts["abandoned"] and "12.12" not in abandonment(five.with_(rigging=0)).ruling.cases
    assert [abandonment(ship(n, "0505")) for n in ("Imperial", "Shannon", "Wasp")] == [9, 5, 4]  # B25


# ---------------------------------------------------------------- invariants


names = ("Shannon", "Guerriere", "Chesapeake", "Constitution")
cells = st.sampled_from(["1010", "1011", "1110", "1111", "1212", "1010"])


@st.composite
def arrivals(draw: st.DrawFn) -> tuple[Position, str, str]:
    ships = []
    for name in names:
        c = counter(name)
        ships.append(
            ShipState(
                c,
                c.nationality,
                square(draw(cells)),
                Direction.N,
                hull=draw(st.sampled_from([0, 10 - c.rate])),
                prize=False,
            )
        )
    readings = {key: draw(st.sampled_from(READINGS[key].option_names)) for key in sorted(STRIKE_KEYS)}
    return pos(*ships, **readings), draw(st.sampled_from(names)), draw(st.sampled_from(ARRIVALS))


@given(arrivals())
def test_arrival_only_turns_wrecks_into_prizes(case: tuple[Position, str, str]) -> None:
    """[12.14, 12.2] an arrival changes nothing but abandoned ships, which become prizes of an enemy side;
    the verdict names exactly them, and only the striking readings are listed."""
    p, mover, how = case
    after, r = strikes_on_arrival(p, mover, how=how)
    changed = [s.name for s, t in zip(p.ships, after.ships) if s != t]
    assert sorted(changed) == sorted(r.verdict)
    for name in changed:
        before, now = p.ship(name), after.ship(name)
        assert before.abandoned and not before.prize
        assert now.prize and now.side != before.side and now.square == before.square
    assert set(dict(r.readings)) <= STRIKE_KEYS
    assert strikes_after_move(p, mover, how=how) == after


# ---------------------------------------------------------------- which case for which moment [12.13, 12.14]


def test_each_strike_question_names_its_moment_and_cites_its_case_12_13_12_14() -> None:
    """[12.13] rules the moment of abandonment, [12.14] an enemy entering next to a ship abandoned earlier: each
    question says which moment it judges, and neither cites the other's case for its own decision."""
    alongside = pos(wreck(), ship("Shannon", "1310"))
    at_abandonment = strike_ruling(alongside, "Chesapeake")
    assert at_abandonment.question == "does Chesapeake strike the moment it is abandoned"
    assert at_abandonment.cases == ("12.11", "12.13")
    _, on_arrival = strikes_on_arrival(alongside, "Shannon")
    assert on_arrival.question == "does Shannon's arrival make an abandoned ship strike"
    assert on_arrival.cases == ("12.14",)


def test_a_wreck_with_no_enemy_alongside_strikes_later_on_an_arrival_12_14() -> None:
    """[12.13, 12.14] no enemy alongside at abandonment: it keeps its colours now, and the ruling says it strikes
    the moment an enemy enters a square next to it."""
    r = strike_ruling(pos(wreck(), ship("Shannon", "1510")), "Chesapeake")
    assert not r and r.cases == ("12.11", "12.13", "12.14")
    assert "strikes_on_arrival" in r.steps[-1].reason
