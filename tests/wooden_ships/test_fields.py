"""Fields of fire, range and the closest-target rule, against the recovered diagrams [11.1, 11.2.1, 24.1].

The hex sets are property-tested against the facts read from the lost diagrams (the
broadside play and the five-field figure); the rbastian/wsim tests show each point where
that implementation departs from the rules, with the rule cited.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from sailkit.rulesets.wooden_ships.combat import target_ruling
from sailkit.rulesets.wooden_ships.fields import (
    Broadside,
    Kind,
    Obstacle,
    basic_rake,
    bearing,
    closest_targets,
    field_hexes,
    play,
    ship_range,
)
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
from sailkit.rulesets.wooden_ships.notation import read_ship

ships = st.builds(TwoHexShip, st.builds(Hex, st.integers(-20, 20), st.integers(-20, 20)), st.sampled_from(HexDirection))
sides = st.sampled_from(Broadside)
NORTH = TwoHexShip(Hex(0, 0), HexDirection.N)


def rows(ship: TwoHexShip, side: Broadside, hexes) -> Counter:
    return Counter(bearing(ship, h).rows for h in hexes)


@given(ships, sides)
def test_play_rows_widen_by_one_and_range_is_the_row(ship: TwoHexShip, side: Broadside) -> None:
    """[11.1.1, 11.1.3] row v of the play holds v + 2 hexes; inside it the range from the nearer hex is v."""
    p = play(ship, side)
    assert rows(ship, side, p) == Counter({v: v + 2 for v in range(1, 11)})
    assert all(min(h.distance(x) for x in ship.hexes) == bearing(ship, h).rows for h in p)
    assert not p & set(ship.hexes)


@given(ships)
def test_the_two_plays_mirror_each_other_and_never_cover_bow_or_stern_lines(ship: TwoHexShip) -> None:
    """[11.1.1] the column straight ahead of the bow and astern of the stern is in neither play."""
    left, right = play(ship, Broadside.L), play(ship, Broadside.R)
    assert not left & right and len(left) == len(right) == 75
    for n in range(1, 11):
        assert ship.bow.neighbour(ship.facing, n) not in left | right
        assert ship.stern.neighbour(ship.facing.opposite(), n) not in left | right


@given(ships, sides)
def test_five_fields_partition_the_play(ship: TwoHexShip, side: Broadside) -> None:
    """[24.1.1] the five fields share out the play, none overlapping."""
    fields = [field_hexes(ship, side, n) for n in range(1, 6)]
    assert sum(len(f) for f in fields) == len(play(ship, side))
    assert frozenset().union(*fields) == play(ship, side)


@given(ships, sides)
def test_field_widths_match_the_recovered_figure(ship: TwoHexShip, side: Broadside) -> None:
    """[24.1.1] fields 4 and 5 are 1 hex wide in rows 1-4, 2 in rows 5-8, 3 in rows 9-10; field 1 only in odd rows."""
    for n in (4, 5):
        widths = rows(ship, side, field_hexes(ship, side, n))
        assert [widths[v] for v in range(1, 11)] == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3]
    ones = rows(ship, side, field_hexes(ship, side, 1))
    assert set(ones) == {1, 3, 5, 7, 9} and set(ones.values()) == {1}


def test_row_one_reads_field_4_then_1_then_5_and_the_boundary_rows_fall_in_field_2() -> None:
    """[24.1.1] beside the ship: field 4 by the stern, 1 touching both hexes, 5 by the bow."""
    assert [bearing(NORTH, h).field for h in (Hex(1, 1), Hex(1, 0), Hex(1, -1))] == [4, 1, 5]
    # rows 4 and 8: the hex at u = -(v + 2)/4 is in field 2 (the figure shows it white, unlabelled)
    for v in (4, 8):
        boundary = [
            b for h in play(NORTH, Broadside.R) if (b := bearing(NORTH, h)).rows == v and 2 * b.along == -(v + 2)
        ]
        assert boundary and all(b.field == 2 for b in boundary)


def test_forward_dead_zone_is_the_open_wedge_ahead_of_the_bow() -> None:
    """[11.1.1] bow at the origin pointing North: the dead zone ahead is {r <= -1 and s >= 1} (cube coordinates)."""
    both = play(NORTH, Broadside.L) | play(NORTH, Broadside.R)
    for q in range(-10, 11):
        for r in range(-10, 1):
            h = Hex(q, r)
            if max(abs(q), abs(r), abs(q + r)) <= 10 and h != NORTH.bow:
                assert (h in both) == (not (r <= -1 and h.s >= 1)), h


def test_range_example_24_1_6_stern_to_stern() -> None:
    """[24.1.6] range and field are found apart: two ships stern to stern lie at range 2 through the hex between,
    and each straddles the other's fields 2 and 4 (so the lowest field is 2; the text's "field 3" reads as an erratum)."""
    a = TwoHexShip(Hex(0, 0), HexDirection.NW)
    b = TwoHexShip(Hex(3, -3), HexDirection.N)
    assert ship_range(a, b) == 2 and a.stern.distance(b.stern) == 2
    assert {bearing(a, h).field for h in b.hexes} == {2, 4}
    assert {bearing(b, h).field for h in a.hexes} == {2, 4}


@given(ships, ships)
def test_range_is_symmetric_and_never_more_than_bow_to_bow(a: TwoHexShip, b: TwoHexShip) -> None:
    """[11.2.1] range to the target's nearer hex (from the firer's nearer hex, reading range_from)."""
    assert ship_range(a, b) == ship_range(b, a) <= a.bow.distance(b.bow)


# ---- the closest-target rule ----


def enemy(name: str, bow: Hex, facing: HexDirection = HexDirection.N, kind: Kind = Kind.ENEMY) -> Obstacle:
    return Obstacle(name, TwoHexShip(bow, facing).hexes, kind)


def test_nearest_enemy_is_the_only_target() -> None:
    """[11.1.4.1] only the nearest ship in the field may be engaged."""
    near, far = enemy("near", Hex(3, -1)), enemy("far", Hex(6, -3))
    assert closest_targets(NORTH, Broadside.R, [far, near]).targets == ("near",)


def test_equally_near_enemies_are_the_firers_choice() -> None:
    """[11.1.5] ties go to the firer."""
    a, b = enemy("a", Hex(3, -2)), enemy("b", Hex(3, 1))
    assert set(closest_targets(NORTH, Broadside.R, [a, b]).targets) == {"a", "b"}


@pytest.mark.parametrize("kind", [Kind.FRIEND, Kind.STRUCK, Kind.LAND])
def test_a_nearer_friend_struck_ship_or_land_blocks_the_broadside(kind: Kind) -> None:
    """[11.1.4.2] if the nearest object in the field is friendly, struck or land, the broadside may not fire."""
    blocker = Obstacle("x", (Hex(2, 0),), kind) if kind is Kind.LAND else enemy("x", Hex(2, 0), kind=kind)
    check = closest_targets(NORTH, Broadside.R, [blocker, enemy("foe", Hex(5, -2))])
    assert check.targets == () and check.blocked_by == ("x",)
    # the other broadside is not affected [11.1.2]
    assert closest_targets(NORTH, Broadside.L, [blocker, enemy("foe", Hex(-5, 3))]).targets == ("foe",)


def test_tie_with_a_blocker_follows_the_reading() -> None:
    """[11.1.4.2, 11.1.5] reading closest_tie."""
    friend, foe = enemy("friend", Hex(3, -2), kind=Kind.FRIEND), enemy("foe", Hex(3, 1))
    assert closest_targets(NORTH, Broadside.R, [friend, foe]).targets == ("foe",)
    assert closest_targets(NORTH, Broadside.R, [friend, foe], {"closest_tie": "blocked"}).targets == ()


def test_target_ruling_cites_its_cases() -> None:
    r = target_ruling("Constitution", NORTH, Broadside.R, [enemy("Java", Hex(3, -1))])
    assert r.verdict == "may fire on Java" and {"11.1.1", "11.2.1", "11.1.4.1"} <= set(r.cases)
    assert ("range_from", "nearer-hexes") in r.readings and r.kind == "targets"


# ---- rakes (Basic Game) ----


def test_basic_rake_when_the_target_cannot_reply() -> None:
    """[11.3.2] a rake: the target is in the firer's play, the firer in neither of the target's plays."""
    end_on = TwoHexShip(Hex(4, -2), HexDirection.NE)  # three hexes off the starboard beam, stern toward the firer
    assert basic_rake(NORTH, Broadside.R, end_on) == (True, "the target's guns cannot bear on the firer")
    broadside_on = TwoHexShip(Hex(4, -2), HexDirection.N)
    ok, why = basic_rake(NORTH, Broadside.R, broadside_on)
    assert not ok and "can reply" in why


def test_basic_rake_exception_across_the_bow_at_one_hex() -> None:
    """[11.3.2, A-11.3.2] at one hex, a firer lying across the target's bow rakes even though the target could reply."""
    target = TwoHexShip(Hex(1, 0), HexDirection.SW)  # its bow points into the firer's stern hex
    assert target.bow.neighbour(target.facing) == NORTH.stern
    assert bearing(target, NORTH.bow).field == 5  # the target could reply with its bow section
    ok, why = basic_rake(NORTH, Broadside.R, target)
    assert ok and "one hex" in why


# ---- where rbastian/wsim errs: each point a test citing its rule ----


def test_wsim_point_1_six_facings_never_eight() -> None:
    """rbastian/wsim gives a ship on hexes eight facings (E and W among them); the rules say a hex has six sides and
    a ship always faces one of them [2.2, 3.1.3], and a pivot turns her one hexside, 60 degrees [7.1.8]."""
    assert len(HexDirection) == 6
    with pytest.raises(UnknownChoiceError):
        HexDirection.parse("E")
    for d in HexDirection:
        s = TwoHexShip(Hex(0, 0), d)
        assert s.bow.distance(s.stern) == 1 and s.turned(1).facing == d.turned(1)
    turned = carry_out(Mover(NORTH, 4, 0, 3), "R", HexDirection.S).counters
    assert turned[-1].facing is HexDirection.NE  # one pivot: North to North-East, never to an eighth of a circle
    with pytest.raises(InvalidInputError):  # a position line with a seventh facing is refused
        read_ship(
            "Java=GB-18/Britain/average@M17:7 H14 C6-4-4 G6/6 K6/6 R5-5-5-5/5-5-5-5 T3 P13 L:LR F:- S:active D:0",
            HexGrid(40, 30),
        )


def test_wsim_point_2_fire_arcs_come_from_both_hexes() -> None:
    """rbastian/wsim traces a broadside's arc from the bow hex only; the rules say the play runs from both the bow
    and the stern hex [11.1.1, 11.1.3], so a ship abeam of the stern alone is in the field and may be engaged
    [11.1.4.1].

    The hexes below, out to 10 rows, lie abeam of the stern hex only: astern of the bow hex's own cone."""
    stern_only = [Hex(1, 1), Hex(5, 1), Hex(10, 1)]  # on the stern hex's south-eastern ray: rows 1, 5 and 10
    for h in stern_only:
        b = bearing(NORTH, h)
        assert b.in_play and b.side is Broadside.R and b.field == 4
        # the bow hex's own abeam cone holds the hexes with -q <= r <= 0: these lie astern of it
        assert h.r > 0
    target = enemy("abeam of the stern", Hex(5, 1), HexDirection.N)
    assert closest_targets(NORTH, Broadside.R, [target]).targets == ("abeam of the stern",)


def test_wsim_point_3_range_counts_to_the_nearer_hex_not_bow_to_bow() -> None:
    """rbastian/wsim measures range bow to bow; the rules say range is counted to the target's nearer hex [11.2.1],
    so a target whose stern is 2 hexes away, her bow 4, is at range 2, where carronades join [11.1.9]."""
    firer = TwoHexShip(Hex(0, 0), HexDirection.N)
    target = TwoHexShip(Hex(0, 4), HexDirection.S)  # astern of the firer, stern first
    assert ship_range(firer, target) == 2 and firer.bow.distance(target.bow) == 4
    abeam = TwoHexShip(Hex(2, 1), HexDirection.S)  # bow (2, 1), stern (2, 0): her stern is the nearer hex
    assert ship_range(NORTH, abeam) == 2 and NORTH.bow.distance(abeam.bow) == 3
    from sailkit.rulesets.wooden_ships.combat import guns_firing
    from tests.wooden_ships.helpers import make_ship

    frigate = make_ship("F", type_key="GB-18")  # 6 guns and 6 carronades a side
    assert guns_firing(frigate, Broadside.R, ship_range(NORTH, abeam)) == 12


def test_wsim_point_4_friendly_ships_block() -> None:
    """rbastian/wsim lets friendly ships not block; the rules say a broadside whose nearest object in its field is a
    friend, a struck or surrendered ship, or land, may not fire at all [11.1.4.2]."""
    friend = enemy("friend", Hex(2, -1), kind=Kind.FRIEND)
    foe = enemy("foe", Hex(6, -3))
    assert closest_targets(NORTH, Broadside.R, [friend, foe]).targets == ()
    assert closest_targets(NORTH, Broadside.R, [foe]).targets == ("foe",)
    for kind in (Kind.STRUCK, Kind.LAND):
        blocker = Obstacle("blocker", (Hex(2, -1),), kind)
        check = closest_targets(NORTH, Broadside.R, [blocker, foe])
        assert check.targets == () and check.blocked_by == ("blocker",)
