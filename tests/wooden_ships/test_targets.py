"""A broadside's legal targets on integers (issue 28, point 3): the quick path is the explained one.

:func:`combat.targets` looks each counter up in :data:`fields.FIELD_TABLE` by its offset from the firer's bow hex;
:func:`combat.explained_targets` builds every obstacle, the field's hex set and each range, as the rulings show
them [11.1.1, 11.1.3, 11.1.4, 11.2.1]. They must agree on every position: friends, struck, sunk and captured ships,
land, ties, empty broadsides, carronades out of reach, under each reading the answer depends on. The Advanced
Game's fields and ranges [24.1] come from the same table (:func:`fields.fields_and_range`).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships import combat
from sailkit.rulesets.wooden_ships.fields import (
    FAR_RANGE,
    FIELD_BOX,
    FIELD_SHIFT,
    FIELD_SPAN,
    FIELD_TABLE,
    MAX_RANGE,
    RANGE_SHIFT,
    SIDE_BIT,
    STERN_STEP,
    Broadside,
    bearing,
    fields_and_range,
    in_play,
    ship_range,
)
from sailkit.rulesets.wooden_ships.game import WoodenShipsGame
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.scenarios import fleet_action
from sailkit.rulesets.wooden_ships.state import Position, Ship, Status

BASE = WoodenShipsGame(fleet_action()).position
SIDES = ("Britain", "Combined Fleet")
GUNS = st.sampled_from((0, 4, 12, 12, 12, 12, 12))
CARRONADES = st.sampled_from((0, 2))


def test_the_table_gives_each_hex_its_field_and_its_range_from_the_nearer_hex() -> None:
    """Every map offset within 12 hexes of the bow, for every facing: the side bits are :func:`fields.in_play`
    within 10 rows [11.1.1, 11.1.3] with :func:`fields.bearing`'s field number [24.1.1], the range is the one to the
    nearer of her two hexes [11.2.1]; the stern step reaches the hex behind the bow; farther hexes are in no
    field."""
    for facing in HexDirection:
        ship = TwoHexShip(Hex(0, 0), facing)
        assert STERN_STEP[facing] == FIELD_SPAN * ship.stern.q + ship.stern.r
        for dq in range(-FIELD_BOX, FIELD_BOX + 1):
            for dr in range(-FIELD_BOX, FIELD_BOX + 1):
                h = Hex(dq, dr)
                code = FIELD_TABLE[facing][(dq + FIELD_BOX) * FIELD_SPAN + dr + FIELD_BOX]
                d = min(h.distance(x) for x in ship.hexes)
                if h.distance(ship.bow) >= FIELD_BOX:
                    assert code == FAR_RANGE << RANGE_SHIFT and d > MAX_RANGE, (facing, h)
                    continue
                bits = sum(SIDE_BIT[side] for side in Broadside if in_play(ship, side, h))
                number = bearing(ship, h).field if bits else 0
                assert code == d << RANGE_SHIFT | (number or 0) << FIELD_SHIFT | bits, (facing, h, code)


def _ship(draw: st.DrawFn, base: Ship, counter: TwoHexShip, firer: bool) -> Ship:
    """``base`` at ``counter``. The firer sails for Britain, and one time in six her log has a flaw that stops a
    broadside (not loaded, no crew, a mast hanging over the side, no guns); another ship is an enemy two times in
    three, and one time in six struck, sunk or not yet entered, or captured (sailed by another side than her
    owner's)."""
    rare = st.sampled_from((False,) * 5 + (True,))
    if firer:
        flaw = draw(st.sampled_from(("",) * 15 + ("unloaded", "crew", "hanging")))
        return base.moved_to(counter).with_(
            side="Britain",
            loaded=(flaw != "unloaded", not draw(rare)),
            crew=(0, 0, 0) if flaw == "crew" else base.crew,
            hanging="L" if flaw == "hanging" else "",
            guns=(draw(GUNS), draw(GUNS)),
            carronades=(draw(CARRONADES), draw(CARRONADES)),
        )
    side = draw(st.sampled_from(("Britain", "Combined Fleet", "Combined Fleet")))
    return base.moved_to(counter).with_(
        side=side,
        owner=draw(st.sampled_from(SIDES)) if draw(rare) else side,
        status=draw(st.sampled_from(list(Status))) if draw(rare) else Status.ACTIVE,
    )


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """2-8 ships of the fleet action crowded into a square of 3-12 hexes at random places and facings, and up to
    four land hexes; the first ship (the firer) is British."""
    count = draw(st.integers(2, 8))
    size = draw(st.integers(3, 12))
    hexes = st.builds(Hex, st.integers(0, size), st.integers(0, size))
    taken: set[Hex] = set()
    ships: list[Ship] = []
    for base in BASE.ships[:count]:
        counter = TwoHexShip(draw(hexes), draw(st.sampled_from(HexDirection)))
        if not taken & set(counter.hexes):
            taken |= set(counter.hexes)
            ships.append(_ship(draw, base, counter, firer=not ships))
    land = frozenset(draw(st.lists(hexes, max_size=4))) - taken
    return replace(BASE, ships=tuple(ships), land=land)


def _options(key: str) -> tuple[str, ...]:
    return tuple(o.name for o in READINGS[key].options)


READING_CHOICES = st.fixed_dictionaries(
    {
        "closest_tie": st.sampled_from(_options("closest_tie")),
        "prize_fire": st.sampled_from(_options("prize_fire")),
    }
)


@settings(max_examples=400, deadline=None)
@given(positions(), st.sampled_from(Broadside), READING_CHOICES)
def test_quick_targets_are_the_explained_ones(position: Position, side: Broadside, chosen: dict[str, str]) -> None:
    """[11.1.4, 11.1.9] the same enemies, in the same order, from the table as from the hex sets and ranges."""
    readings = READINGS.resolve(chosen)
    firer = position.ships[0]
    assert combat.targets(position, firer, side, readings) == combat.explained_targets(position, firer, side, readings)


@given(positions(), st.sampled_from(Broadside))
def test_can_fire_reads_the_log_as_its_properties_do(position: Position, side: Broadside) -> None:
    """[11.1.8, 11.3.3, 10.2.5] :func:`combat.can_fire` reads the log's columns directly; the same answer as the
    ship's own properties."""
    ship = position.ships[0]
    assert combat.can_fire(ship, side) == bool(
        ship.status.fights
        and ship.is_loaded(side)
        and ship.crew_total > 0
        and not (ship.all_in or ship.quiet or ship.aground or ship.hanging)
        and ship.guns_on(side) + ship.carronades_on(side) > 0
    )


def _tie(blocker: str) -> Position:
    """The firer at Hex(0, 0) facing North; an enemy on her right at range 3, and at range 3 too in the same field
    a friend, a struck enemy, a captured ship or a land hex."""
    firer, friend, foe, other = BASE.ships[0], BASE.ships[1], BASE.ships[10], BASE.ships[11]
    assert firer.side == friend.side == "Britain" and foe.side == other.side == "Combined Fleet"
    ships = [
        firer.moved_to(TwoHexShip(Hex(0, 0), HexDirection.N)),
        foe.moved_to(TwoHexShip(Hex(3, -2), HexDirection.N)),
    ]
    near = TwoHexShip(Hex(3, 1), HexDirection.S)
    if blocker == "friend":
        ships.append(friend.moved_to(near))
    elif blocker == "struck":
        ships.append(other.moved_to(near).with_(status=Status.STRUCK))
    elif blocker == "captured":
        ships.append(other.moved_to(near).with_(owner="Britain"))
    return replace(BASE, ships=tuple(ships), land=frozenset({Hex(3, 1)} if blocker == "land" else ()))


@pytest.mark.parametrize("blocker", ["friend", "struck", "captured", "land"])
@pytest.mark.parametrize("tie", ["enemy-may-fire", "blocked"])
def test_an_enemy_as_near_as_a_blocking_object_is_a_target_by_reading_closest_tie(blocker: str, tie: str) -> None:
    """[11.1.4.2, 11.1.5] a friend, a struck or captured ship or land as near as the enemy blocks the field only
    under reading closest_tie's ``blocked``; both paths say so."""
    position = _tie(blocker)
    readings = READINGS.resolve({"closest_tie": tie})
    expected = () if tie == "blocked" else (position.ships[1].name,)
    firer = position.ships[0]
    assert combat.explained_targets(position, firer, Broadside.R, readings) == expected
    assert combat.targets(position, firer, Broadside.R, readings) == expected


counters = st.builds(
    TwoHexShip, st.builds(Hex, st.integers(-16, 16), st.integers(-16, 16)), st.sampled_from(HexDirection)
)


@settings(max_examples=300)
@given(counters, counters, st.sampled_from(Broadside), st.integers(0, MAX_RANGE))
def test_fields_and_range_of_a_counter_are_those_of_bearing_and_ship_range(
    firer: TwoHexShip, other: TwoHexShip, side: Broadside, reach: int
) -> None:
    """[24.1.1, 24.1.5.4, 11.2.1] the Advanced Game's fields holding a counter (both, when she straddles two) and
    her range, from the table, are what :func:`fields.bearing` and :func:`fields.ship_range` say hex by hex."""
    expected = set()
    for h in other.hexes:
        b = bearing(firer, h)
        if b.in_play and b.side is side and b.rows <= reach and b.field is not None:
            expected.add(b.field)
    numbers, d = fields_and_range(firer, side, other.hexes, reach)
    assert numbers == expected
    if numbers:
        assert d == ship_range(firer, other)


def test_fields_and_range_refuse_a_reach_beyond_the_field_of_fire() -> None:
    """[11.1.3] the table holds the fields to 10 rows: a longer reach is refused, naming the value."""
    with pytest.raises(InvalidInputError, match="11"):
        fields_and_range(TwoHexShip(Hex(0, 0), HexDirection.N), Broadside.R, (Hex(3, -1),), 11)
