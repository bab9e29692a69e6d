"""Damage [10.0-10.4]: hull and rigging hits, criticals, abandonment and striking, explosions.

Examples A14, A19, B10, B21, B22, B25 and facts T86-T101, T113-T114, T121.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.commands import command_ruling, wheel_test
from sailkit.rulesets.fighting_sail.damage import (
    apply_critical,
    apply_hits,
    blow_up,
    crew_value,
    fire_hit,
    hull_hits,
    mast_hit,
    rigging_hits,
    wheel_hit,
)
from sailkit.rulesets.fighting_sail.melee_combat import boarding_value
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.recording import record_sheet
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, sq: str = "1010", facing: str = "N", side: str | None = None, **kw: Any) -> ShipState:
    return ShipState.of(name, sq, facing, side, **kw)


def pos(*ships: ShipState, **readings: str) -> Position:
    return Position(Direction.N, ships, readings=READINGS.resolve(readings))


def kinds(events: tuple[Any, ...]) -> list[tuple[str, str]]:
    return [(e.kind, e.ship) for e in events]


# ---------------------------------------------------------------- hull and crew


def test_each_hull_hit_costs_one_crew_t86() -> None:
    """[10.1, 10.12] T86: one hull hit lowers the Crew Value by one; hits are permanent."""
    d = hull_hits(pos(ship("Shannon")), "Shannon", 1)
    s = d.position.ship("Shannon")
    assert (s.hull, crew_value(s)) == (1, 8)
    assert d.ruling.cases == ("10.1", "10.12") and not d.events


def test_constitution_abandoned_at_the_sixth_hull_hit_a14_t113() -> None:
    """[12.11] A14/T113: Constitution (Rate 4) is not abandoned at 5 hull hits, and is at the 6th."""
    p = pos(ship("Constitution", hull=4), ship("Shannon", "1510", "E"))
    five = hull_hits(p, "Constitution", 1)
    assert not five.position.ship("Constitution").abandoned and not five.events
    six = hull_hits(five.position, "Constitution", 1)
    c = six.position.ship("Constitution")
    assert c.abandoned and c.dead_in_water and not c.prize and c.side == "US"
    assert kinds(six.events) == [("abandoned", "Constitution")]
    assert "12.11" in six.ruling.cases


@pytest.mark.parametrize(
    ("name", "rate", "level"), [("Imperial", 1, 9), ("Superb", 3, 7), ("Shannon", 5, 5), ("Scorpion", 7, 3)]
)
def test_abandonment_levels_t114_b25(name: str, rate: int, level: int) -> None:
    """[12.11] T114: abandoned at 10 minus Rate hull hits."""
    p = pos(ship(name))
    assert counter(name).rate == rate
    assert not hull_hits(p, name, level - 1).position.ship(name).abandoned
    assert hull_hits(p, name, level).position.ship(name).abandoned


def test_a_volley_passing_the_level_abandons() -> None:
    """[12.11] two hits taking Shannon (Rate 5) from 4 to 6 still abandon it."""
    d = hull_hits(pos(ship("Shannon", hull=4)), "Shannon", 2)
    assert d.position.ship("Shannon").abandoned and kinds(d.events) == [("abandoned", "Shannon")]


def test_abandonment_with_an_enemy_alongside_strikes_12_13() -> None:
    """[12.13] an enemy in a neighbouring square when the ship is abandoned takes it as a prize."""
    p = pos(ship("Constitution", hull=5, command="ahead", mp=4), ship("Shannon", "1111", "E"))
    d = hull_hits(p, "Constitution", 1)
    c = d.position.ship("Constitution")
    assert c.prize and c.side == "BR" and crew_value(c) == 1 and c.command is None
    assert kinds(d.events) == [("abandoned", "Constitution"), ("struck", "Constitution")]
    assert d.events[1].side == "BR" and "12.13" in d.ruling.cases


def test_already_abandoned_ship_takes_hits_without_new_events() -> None:
    """[12.11] hits on an abandoned ship count, but it is abandoned only once."""
    d = hull_hits(pos(ship("Shannon", hull=5)), "Shannon", 2)
    assert d.position.ship("Shannon").hull == 7 and not d.events


@pytest.mark.parametrize(("reading", "crew"), [("negative", -3), ("zero", 0)])
def test_crew_floor_reading(reading: str, crew: int) -> None:
    """[10.12] Alexandre (crew 6) with 9 hull hits: reading crew_floor decides -3 or 0."""
    s = ship("Alexandre", hull=9)
    c = crew_value(s, {"crew_floor": reading})
    assert c == crew and ("crew_floor", reading) in c.readings


def test_crew_value_of_a_prize_and_of_a_healthy_ship_12_21() -> None:
    """[10.12, 12.21] a prize has crew 1; otherwise printed crew less hull hits (no reading needed)."""
    assert crew_value(ship("Shannon", prize=True, side="US", hull=2)) == 1
    c = crew_value(ship("Shannon", hull=2))
    assert c == 7 and c.readings == () and "10.12" in c.cases


@pytest.mark.parametrize(("reading", "crew"), [("negative", -2), ("zero", 0)])
def test_one_crew_value_for_every_rule_that_reads_it(reading: str, crew: int) -> None:
    """[10.12, 6.22, 10.32, 11.22, 14.0] the current Crew Value has one definition, crew_value, and every rule uses it.

    Imperial (crew 6, Rate 1) with 8 hull hits is not yet abandoned (9 hits) but its
    crew is 6 - 8 = -2: under reading ``crew_floor=zero`` the command rules, the wheel
    test, boarding and the record sheet all read 0, and each ruling names the reading.
    """
    imperial = ship("Imperial", "1010", "E", hull=8, wheel=True, command="ahead")
    p = pos(imperial, crew_floor=reading)
    assert not imperial.abandoned and crew_value(imperial, p.readings) == crew
    assert not hasattr(imperial, "crew")  # no second, reading-blind definition on the ship
    may_wear = command_ruling(p.with_ship(imperial.with_(command=None)), "Imperial", "wear")
    assert not may_wear and f"Imperial has {crew}" in str(may_wear) and ("crew_floor", reading) in may_wear.readings
    _, test = wheel_test(p, "Imperial", 1)
    assert not test and f"Crew Value {crew}" in str(test) and ("crew_floor", reading) in test.readings
    assert boarding_value(imperial, p.readings) == crew - 1
    assert record_sheet(p, "FR").lines[0].crew == crew


# ---------------------------------------------------------------- rigging


@pytest.mark.parametrize(("n", "note"), [(1, None), (2, "at most 4"), (3, "at most 4"), (4, "at most 3")])
def test_rigging_hits_t87(n: int, note: str | None) -> None:
    """[10.2] T87: 2+ rigging hits cap the allowance at 4, 4+ at 3."""
    d = rigging_hits(pos(ship("Shannon")), "Shannon", n)
    assert d.position.ship("Shannon").rigging == n
    text = str(d.ruling)
    assert (note in text) if note else ("at most" not in text)


def test_rigging_never_abandons_12_12() -> None:
    """[12.12] ten rigging hits leave a ship manned and under command."""
    d = apply_hits(pos(ship("Scorpion")), "Scorpion", "rigging", 10)
    s = d.position.ship("Scorpion")
    assert s.rigging == 10 and s.hull == 0 and not s.abandoned and not d.events


def test_apply_hits_routes_by_aim_9_32() -> None:
    """[9.32, 10.1, 10.2] hull fire makes hull hits, rigging fire rigging hits."""
    p = pos(ship("Shannon"))
    assert apply_hits(p, "Shannon", "hull", 2).position.ship("Shannon").hull == 2
    assert apply_hits(p, "Shannon", "rigging", 2).position.ship("Shannon").rigging == 2
    with pytest.raises(UnknownChoiceError):
        apply_hits(p, "Shannon", "sails", 2)


@pytest.mark.parametrize("bad", [-1, 1.5, "2", True, None])
def test_hit_counts_are_checked(bad: object) -> None:
    """[10.1] a number of hits is a whole number 0 or more."""
    with pytest.raises(InvalidInputError):
        hull_hits(pos(ship("Shannon")), "Shannon", bad)  # type: ignore[arg-type]


# ---------------------------------------------------------------- masts


def test_masts_t92_t94() -> None:
    """[10.31] T92-T94: up to three masts; the third leaves it dead in the water; a fourth does nothing."""
    p = pos(ship("Shannon"))
    for lost in (1, 2, 3):
        d = mast_hit(p, "Shannon")
        p = d.position
        assert p.ship("Shannon").masts == lost
    assert p.ship("Shannon").dead_in_water and "10.41a" in d.ruling.cases
    fourth = mast_hit(p, "Shannon")
    assert fourth.position == p and fourth.ruling.verdict == "no effect"


@pytest.mark.parametrize(("sailing_ship", "cap"), [("Shannon", "at most 4"), ("Atlas", "at most 3")])
def test_first_mast_cap_depends_on_sailing_value_t92(sailing_ship: str, cap: str) -> None:
    """[10.31] T92: one mast lost caps A/B ships at 4, C ships at 3."""
    assert cap in str(mast_hit(pos(ship(sailing_ship)), sailing_ship).ruling)


def test_mast_and_two_rigging_hits_dead_in_the_water_t95() -> None:
    """[10.41b] T95: a lost mast with 2 rigging hits."""
    d = mast_hit(pos(ship("Shannon", rigging=2)), "Shannon")
    assert d.position.ship("Shannon").dead_in_water and "10.41b" in d.ruling.cases
    r = rigging_hits(pos(ship("Shannon", masts=1, rigging=1)), "Shannon", 1)
    assert r.position.ship("Shannon").dead_in_water and "10.41b" in r.ruling.cases


# ---------------------------------------------------------------- wheel


def test_wheel_hit_removes_the_chit_and_drifts_10_32() -> None:
    """[10.32, 8.21] the chit goes and the ship must drift at once (a d6 the engine asks for)."""
    d = wheel_hit(pos(ship("Shannon", command="port", mp=4)), "Shannon")
    s = d.position.ship("Shannon")
    assert s.wheel and s.command is None and s.mp == 0
    assert kinds(d.events) == [("drift", "Shannon")] and d.drift_needed


def test_second_wheel_hit_is_a_mast_hit_t98() -> None:
    """[10.32] T98/B21: a ship with a wheel hit takes the next one as a mast hit (no drift)."""
    d = wheel_hit(pos(ship("Shannon", wheel=True)), "Shannon")
    s = d.position.ship("Shannon")
    assert s.masts == 1 and not d.events and not d.drift_needed
    assert d.ruling.cases[:2] == ("10.32", "10.31")


def test_alliance_starts_with_a_wheel_hit_a19_t129() -> None:
    """[10.32, 15.7] A19: Alliance's first wheel critical of the game is already a mast hit."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    p = scenario("15.7")
    assert p.ship("Alliance").wheel
    d = apply_critical(p, "Alliance", "wheel")
    assert d.position.ship("Alliance").masts == 1 and not d.drift_needed


# ---------------------------------------------------------------- fire


def test_fire_hit_one_hull_hit_and_burning_t99() -> None:
    """[10.33] T99/B22: one hull hit at once (crew -1) and the ship burns."""
    d = fire_hit(pos(ship("Shannon")), "Shannon")
    s = d.position.ship("Shannon")
    assert (s.fires, s.hull, crew_value(s)) == (1, 1, 8) and s.burning
    assert ("burning", "Shannon") in kinds(d.events)


def test_second_fire_hit_blows_the_ship_up_t100() -> None:
    """[10.33] T100: a second fire critical destroys the ship; it leaves the map."""
    p = pos(ship("Shannon", fires=1, hull=1), ship("Constitution", "1510"))
    d = fire_hit(p, "Shannon")
    assert d.position.ship("Shannon").destroyed
    assert [s.name for s in d.position.afloat()] == ["Constitution"]
    assert kinds(d.events) == [("exploded", "Shannon")]


def stack(**readings: str) -> Position:
    return pos(
        ship("Shannon", fires=1, fouled=True),
        ship("Constitution", fouled=True),
        ship("Chesapeake", fouled=True),
        ship("Guerriere", "1510"),
        **readings,
    )


def test_explosion_takes_the_fouled_stack_t121() -> None:
    """[13.24] T121: the exploding ship and the two fouled with it are all destroyed; others are not."""
    d = fire_hit(stack(), "Shannon")
    gone = {s.name for s in d.position.ships if s.destroyed}
    assert gone == {"Shannon", "Constitution", "Chesapeake"}
    assert ("chain_explosion_scope", "every_explosion") in d.ruling.readings


def test_chain_explosion_scope_fire_phase_only() -> None:
    """[13.24] reading chain_explosion_scope=fire_phase_only: a second fire critical destroys only that ship."""
    d = fire_hit(stack(chain_explosion_scope="fire_phase_only"), "Shannon")
    assert {s.name for s in d.position.ships if s.destroyed} == {"Shannon"}
    # a Strategic-Cycle explosion always takes the stack, whatever the reading
    e = blow_up(stack(chain_explosion_scope="fire_phase_only"), "Shannon", cause="13.21")
    assert {s.name for s in e.position.ships if s.destroyed} == {"Shannon", "Constitution", "Chesapeake"}
    assert e.ruling.readings == ()


@pytest.mark.parametrize(("reading", "abandoned", "destroyed"), [("abandon", True, False), ("explode", False, True)])
def test_fire_critical_reaching_abandonment_reading(reading: str, abandoned: bool, destroyed: bool) -> None:
    """[10.33, 12.11, 13.22] Shannon (Rate 5) at 4 hull hits takes a fire critical (reading fire_crit_abandon)."""
    d = fire_hit(pos(ship("Shannon", hull=4), fire_crit_abandon=reading), "Shannon")
    s = d.position.ship("Shannon")
    assert (s.abandoned and not s.destroyed, s.destroyed) == (abandoned, destroyed)
    assert ("fire_crit_abandon", reading) in d.ruling.readings


@pytest.mark.parametrize(("reading", "hull", "abandoned"), [("counts", 5, True), ("spares", 4, False)])
def test_fire_critical_from_rigging_fire_reading(reading: str, hull: int, abandoned: bool) -> None:
    """[10.33, 12.12] reading doubles_crit_rigging: may a rigging-fire fire critical abandon Shannon at 4 hull hits?"""
    d = fire_hit(pos(ship("Shannon", hull=4), doubles_crit_rigging=reading), "Shannon", aim="rigging")
    s = d.position.ship("Shannon")
    assert (s.hull, s.abandoned, s.burning) == (hull, abandoned, True)
    assert ("doubles_crit_rigging", reading) in d.ruling.readings


def test_fire_critical_from_hull_fire_ignores_the_rigging_reading() -> None:
    """[10.33] the rigging reading only matters for rigging fire."""
    d = fire_hit(pos(ship("Shannon", hull=4), doubles_crit_rigging="spares"), "Shannon", aim="hull")
    assert d.position.ship("Shannon").abandoned
    assert all(k != "doubles_crit_rigging" for k, _ in d.ruling.readings)


# ---------------------------------------------------------------- dead in the water, errors, invariants


@pytest.mark.parametrize("changes", [{"prize": True, "side": "US"}, {"hull": 5}, {"fouled": True}, {"masts": 3}])
def test_dead_in_the_water_t101(changes: dict[str, Any]) -> None:
    """[10.41] T101: prize, abandoned, fouled (and three masts gone) are each dead in the water."""
    assert ship("Shannon", **changes).dead_in_water
    assert not ship("Shannon", masts=2, rigging=1).dead_in_water


def test_no_damage_to_a_destroyed_ship_13_23() -> None:
    """[13.23] a ship blown up is gone: damaging it is refused and nothing changes."""
    p = pos(ship("Shannon", destroyed=True))
    with pytest.raises(IllegalActionError, match=r"\[13.23\]"):
        hull_hits(p, "Shannon", 1)
    with pytest.raises(UnknownChoiceError):
        apply_critical(pos(ship("Shannon")), "Shannon", "rudder")


@given(st.lists(st.sampled_from(["hull", "rigging", "wheel", "mast", "fire"]), max_size=12))
def test_damage_only_ever_grows(sequence: list[str]) -> None:
    """[10.1, 10.2, 10.31] hits are never repaired: counts only grow, masts stay within 0-3."""
    p = pos(ship("Imperial"), ship("Constitution", "1515"))
    for item in sequence:
        s = p.ship("Imperial")
        if s.destroyed:
            break
        d = apply_hits(p, "Imperial", item, 1) if item in ("hull", "rigging") else apply_critical(p, "Imperial", item)
        t = d.position.ship("Imperial")
        assert t.hull >= s.hull and t.rigging >= s.rigging and s.masts <= t.masts <= 3 and t.fires >= s.fires
        p = d.position
