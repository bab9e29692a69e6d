"""Fire combat [9.0-9.38, 11.1]: eligibility, targets, every 9.33 modifier, fouled fire, firing.

Examples A12, A13, A17, A18, B11-B18, B20 and facts T53-T75, T84-T85, T102-T103.
Positions are built by hand so the geometry really gives the stated range, arc and rake.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import name as square_name
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.fire.combat import (
    can_fire,
    check_fire,
    fire_hits,
    fire_options,
    fire_value,
    mark_fired,
    resolve_critical,
    resolve_fire,
)
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulings import Ruling


def ship(name: str, sq: str, facing: str, side: str | None = None, **kw: Any) -> ShipState:
    return ShipState.of(name, sq, facing, side, **kw)


def pos(*ships: ShipState, scenario: str | None = None, **readings: str) -> Position:
    return Position(Direction.N, ships, scenario=scenario, readings=READINGS.resolve(readings))


def at(dc: int, dr: int, base: str = "1010") -> str:
    """The square ``dc`` columns east and ``dr`` rows south of ``base``."""
    b = square(base)
    return f"{b.col + dc:02d}{b.row + dr:02d}"


def mod(ruling: Ruling, case: str) -> int:
    """The signed value of the one step with this case."""
    found = [s.value for s in ruling.steps if s.case == case]
    assert len(found) == 1, (case, ruling.steps)
    assert found[0] is not None
    return found[0]


def shannon_example(**changes: Any) -> Position:
    """A12: Shannon 6 RP south of Constitution, heading E (port guns bear north), in Constitution's stern blind area."""
    return pos(ship("Shannon", "1013", "E", **changes), ship("Constitution", "1010", "N"))


def abeam(firer: ShipState, target_name: str, dc: int, dr: int, **kw: Any) -> Position:
    """``target_name`` placed at an offset from a firer at 1010 heading N, itself heading N (no rake)."""
    return pos(firer, ship(target_name, at(dc, dr), "N", **kw))


# ---------------------------------------------------------------- the printed example


def test_shannon_example_final_fire_value_65_a12_t84() -> None:
    """[9.33] A12/T84: 55 - 10 (rate) - 10 (range) + 20 (stern rake) + 10 (first port broadside) = 65."""
    p = shannon_example()
    assert int(range_points("1013", "1010")) == 6
    r = fire_value(p, "Shannon", "Constitution")
    assert r and r.value == 65
    assert (r.broadside, r.range, r.rake, r.first_broadside) == ("port", 6, "stern", True)
    assert [(c, mod(r, c)) for c in ("9.33", "9.33a", "9.33b", "9.33c", "9.33d", "9.33e", "9.33f", "9.33g")] == [
        ("9.33", 55),
        ("9.33a", -10),
        ("9.33b", -10),
        ("9.33c", 0),
        ("9.33d", 0),
        ("9.33e", 0),
        ("9.33f", 20),
        ("9.33g", 10),
    ]
    assert sum(s.value for s in r.steps if s.value is not None) == 65
    assert r == fire_value(p, "Shannon", "Constitution", "hull")


def test_shannon_example_roll_15_two_hull_hits_a13_t85() -> None:
    """[9.34, 9.13, 9.36, 10.1] A13: roll 15 is 50 under 65: two hull hits; Shannon flipped, first port broadside spent."""
    p = shannon_example()
    res = resolve_fire(p, "Shannon", "Constitution", "hull", 15)
    assert res and res.needs is None and res.hits is not None and res.hits.hits == 2 and not res.hits.critical
    c, s = res.position.ship("Constitution"), res.position.ship("Shannon")
    assert (c.hull, crew_value(c), c.rigging) == (2, 7, 0)
    assert s.fired == "port" and s.first_port and not s.first_starboard
    assert {"9.13", "9.36", "9.34", "10.1", "10.12"} <= set(res.ruling.cases)
    assert p.ship("Constitution").hull == 0  # the old position is untouched


# ---------------------------------------------------------------- each modifier on its own


@pytest.mark.parametrize(
    ("firer", "target", "value"),
    [
        ("Shannon", "Constitution", -10),
        ("Superb", "Weazel", 30),
        ("Shannon", "Superb", -20),
        ("Superb", "Shannon", 20),
        ("Shannon", "Chesapeake", 0),
    ],
)
def test_rate_modifier_9_33a_t65_t66_b11(firer: str, target: str, value: int) -> None:
    """[9.33a] ten times (target Rate - firer Rate)."""
    f = ship(firer, "1010", "N", first_starboard=True)
    p = abeam(f, target, 2, 0, side="XX" if counter(target).nationality == f.side else None)
    assert mod(fire_value(p, firer, target), "9.33a") == value


@pytest.mark.parametrize(
    ("offset", "rp", "value"),
    [
        ((1, 0), 2, 0),
        ((1, 1), 3, 0),
        ((2, 0), 4, -10),
        ((3, 1), 7, -10),
        ((4, 0), 8, -20),
        ((5, 1), 11, -20),
        ((6, 0), 12, -30),
        ((8, 0), 16, -40),
        ((10, 0), 20, -50),
    ],
)
def test_range_modifier_9_33b_t67_b12(offset: tuple[int, int], rp: int, value: int) -> None:
    """[9.33b] minus ten per full 4 Range Points."""
    p = abeam(ship("Superb", "1010", "N", first_starboard=True), "Alexandre", *offset)
    r = fire_value(p, "Superb", "Alexandre")
    assert r.range == rp and mod(r, "9.33b") == value


@pytest.mark.parametrize(("hull", "value"), [(0, 0), (1, 0), (2, -10), (3, -10), (5, -20), (6, -30)])
def test_damage_modifier_9_33c_t68_b13(hull: int, value: int) -> None:
    """[9.33c] minus ten per full pair of hull hits on the firer (Superb, Rate 3, abandons at 7)."""
    p = abeam(ship("Superb", "1010", "N", hull=hull), "Alexandre", 2, 0)
    assert mod(fire_value(p, "Superb", "Alexandre"), "9.33c") == value


@pytest.mark.parametrize(
    ("band", "offset", "value"),
    [
        ("close", (3, 0), -10),
        ("close", (3, 1), 0),
        ("any_range", (3, 1), -10),
        ("any_range", (1, 0), -10),
        ("long_range", (3, 0), 0),
        ("long_range", (3, 1), -10),
    ],
)
def test_rigging_modifier_9_33d_t69_and_reading(band: str, offset: tuple[int, int], value: int) -> None:
    """[9.33d] T69: rigging fire costs 10 at 6 RP or less (reading rigging_penalty_range; every option)."""
    p = pos(ship("Superb", "1010", "N"), ship("Alexandre", at(*offset), "N"), rigging_penalty_range=band)
    r = fire_value(p, "Superb", "Alexandre", "rigging")
    assert mod(r, "9.33d") == value
    assert ("rigging_penalty_range", band) in r.readings
    assert mod(fire_value(p, "Superb", "Alexandre", "hull"), "9.33d") == 0


def test_no_rigging_penalty_against_studding_sails_t70() -> None:
    """[9.33d, 13.32] T70: rigging fire at 4 RP at a ship with studding sails set costs nothing."""
    p = abeam(ship("Superb", "1010", "N"), "Alexandre", 2, 0, studding=True)
    assert mod(fire_value(p, "Superb", "Alexandre", "rigging"), "9.33d") == 0


@pytest.mark.parametrize(("tacked", "value"), [(True, -10), (False, 0)])
def test_tacking_modifier_9_33e_t71_b15(tacked: bool, value: int) -> None:
    """[9.33e] T71: a firer that has just tacked loses 10."""
    p = abeam(ship("Superb", "1010", "N", tacked=tacked), "Alexandre", 2, 0)
    assert mod(fire_value(p, "Superb", "Alexandre"), "9.33e") == value


@pytest.mark.parametrize(
    ("firer_sq", "firer_facing", "rake", "value"),
    [("1013", "E", "stern", 20), ("1007", "E", "bow", 10), ("1310", "N", None, 0)],
)
def test_rake_modifier_9_33f_t72_b15(firer_sq: str, firer_facing: str, rake: str | None, value: int) -> None:
    """[9.33f, 9.35] T72: stern rake +20 from the target's stern blind area, bow rake +10 from its bow."""
    p = pos(ship("Superb", firer_sq, firer_facing), ship("Alexandre", "1010", "N"))
    r = fire_value(p, "Superb", "Alexandre")
    assert r and r.rake == rake and mod(r, "9.33f") == value


@pytest.mark.parametrize(("offset", "value"), [((1, 0), 20), ((1, 1), 20), ((2, 0), 10), ((3, 0), 10), ((3, 1), 0)])
def test_first_broadside_modifier_9_33g_t73_b16(offset: tuple[int, int], value: int) -> None:
    """[9.33g, 9.36] T73: +20 within 3 RP, +10 at 4-6, nothing at 7+ (but spent all the same)."""
    p = abeam(ship("Superb", "1010", "N"), "Alexandre", *offset)
    r = fire_value(p, "Superb", "Alexandre")
    assert mod(r, "9.33g") == value and r.first_broadside
    after = resolve_fire(p, "Superb", "Alexandre", "hull", 66).position.ship("Superb")
    assert after.first_starboard and after.fired == "starboard" and not after.first_port


def test_first_broadside_already_fired_gives_nothing_9_36() -> None:
    """[9.36] once a side's first broadside is fired, later ones earn no bonus and spend nothing."""
    p = abeam(ship("Superb", "1010", "N", first_starboard=True), "Alexandre", 1, 0)
    r = fire_value(p, "Superb", "Alexandre")
    assert mod(r, "9.33g") == 0 and not r.first_broadside


@pytest.mark.parametrize(("offset", "value"), [((1, 1), 10), ((2, 0), 0), ((3, 0), 0)])
def test_lake_erie_first_broadside_a17_t128(offset: tuple[int, int], value: int) -> None:
    """[15.8] A17/T128: the scenario replaces 9.33g: +10 within 3 RP, nothing beyond (still spent)."""
    p = pos(ship("Superb", "1010", "N"), ship("Alexandre", at(*offset), "N"), scenario="15.8")
    r = fire_value(p, "Superb", "Alexandre")
    assert mod(r, "15.8") == value and "9.33g" not in r.cases and r.first_broadside


@pytest.mark.parametrize(("offset", "value"), [((1, 1), 10), ((2, 0), 0), ((4, 0), 0)])
def test_carronade_bonus_9_38_t74_a18(offset: tuple[int, int], value: int) -> None:
    """[9.38] A18/T74: carronades gain 10 within 3 RP, nothing at 4 or 8."""
    p = abeam(ship("Wasp", "1010", "N"), "Frolic", *offset)
    assert mod(fire_value(p, "Wasp", "Frolic"), "9.38") == value


def test_no_carronade_step_for_long_guns() -> None:
    """[9.38] ships without carronades get no 9.38 step."""
    p = abeam(ship("Superb", "1010", "N"), "Alexandre", 1, 1)
    assert "9.38" not in fire_value(p, "Superb", "Alexandre").cases


def test_carronades_reach_only_8_range_points_t75_a18() -> None:
    """[9.38] T75: Wasp cannot reach Frolic at 9 RP; at 8 it can."""
    assert int(range_points("1010", at(4, 1))) == 9
    r = fire_value(abeam(ship("Wasp", "1010", "N"), "Frolic", 4, 1), "Wasp", "Frolic")
    assert not r and r.case == "9.38" and r.value is None
    assert fire_value(abeam(ship("Wasp", "1010", "N"), "Frolic", 4, 0), "Wasp", "Frolic")


def test_wasp_first_broadside_at_3_rp_b17() -> None:
    """[9.33, 9.38] B17: Wasp 52* first broadside at 3 RP on Frolic (both Rate 6): 52 + 20 + 10 = 82."""
    p = pos(ship("Wasp", "1010", "NE"), ship("Frolic", "1111", "NE"))
    r = fire_value(p, "Wasp", "Frolic")
    assert r.range == 3 and r.rake is None and r.broadside == "starboard"
    assert r.value == 82


# ---------------------------------------------------------------- who may fire, at whom


@pytest.mark.parametrize(
    ("changes", "case"),
    [
        ({"prize": True, "side": "US"}, "9.12"),
        ({"hull": 5}, "12.11"),
        ({"drifted": True}, "9.12"),
        ({"fired": "starboard"}, "9.11"),
        ({"destroyed": True}, "13.23"),
    ],
)
def test_silent_firers_9_11_9_12_12_11(changes: dict[str, Any], case: str) -> None:
    """[9.11-9.13, 12.11] struck, abandoned, drifted, already-fired and destroyed ships cannot fire."""
    p = shannon_example(**changes)
    r = fire_value(p, "Shannon", "Constitution")
    assert not r and r.value is None and r.case == case and r.steps[-1].case == case
    assert not can_fire(p, "Shannon")
    with pytest.raises(IllegalActionError, match=rf"\[{case}\]"):
        check_fire(p, "Shannon", "Constitution")


def test_can_fire_when_nothing_stops_it_9_11() -> None:
    """[9.11] a ship that has not fired, drifted or struck may fire."""
    assert can_fire(shannon_example(), "Shannon")


@pytest.mark.parametrize(
    ("target", "case"),
    [
        (ship("Constitution", "1010", "N", prize=True, side="BR"), "12.23"),
        (ship("Guerriere", "1010", "N"), "9.31"),
        (ship("Constitution", "1010", "N", destroyed=True), "13.23"),
    ],
)
def test_forbidden_targets_12_23_9_31(target: ShipState, case: str) -> None:
    """[12.23, 9.31] never at a prize, a friend or a ship no longer on the map."""
    p = pos(ship("Shannon", "1013", "E"), target)
    r = fire_value(p, "Shannon", target.name)
    assert not r and r.case == case


def test_range_limit_20_rp_t59() -> None:
    """[9.31a] T59: (7, 7) is 21 RP, out of range; (10, 0) is 20 RP, in range."""
    far = abeam(ship("Superb", "1010", "N"), "Alexandre", 7, 7)
    assert not fire_value(far, "Superb", "Alexandre") and fire_value(far, "Superb", "Alexandre").case == "9.31a"
    assert fire_value(abeam(ship("Superb", "1010", "N"), "Alexandre", 10, 0), "Superb", "Alexandre").range == 20


def test_blind_areas_and_wrong_broadside_9_31b() -> None:
    """[9.31b] Constitution has Shannon in its stern blind area; Shannon's starboard guns do not bear."""
    p = shannon_example()
    assert fire_value(p, "Constitution", "Shannon").case == "9.31b"
    r = fire_value(p, "Shannon", "Constitution", broadside="starboard")
    assert not r and r.case == "9.31b"
    assert fire_value(p, "Shannon", "Constitution", broadside="port").value == 65


def test_line_of_sight_blocked_9_31c() -> None:
    """[9.31c] any ship between the square centres blocks, friend or foe."""
    p = pos(ship("Shannon", "1013", "E"), ship("Constitution", "1010", "N"), ship("Guerriere", "1012", "E"))
    r = fire_value(p, "Shannon", "Constitution")
    assert not r and r.case == "9.31c" and "1012" in r.reason


def test_no_fire_into_a_fouled_square_11_1() -> None:
    """[11.1] a free ship may not fire into a square where ships are fouled."""
    p = pos(
        ship("Shannon", "1013", "E"),
        ship("Constitution", "1010", "N", fouled=True),
        ship("Guerriere", "1010", "N", fouled=True),
    )
    r = fire_value(p, "Shannon", "Constitution")
    assert not r and r.case == "11.1"


def test_bad_input_is_an_error_not_a_ruling() -> None:
    """[9.32] aim must be hull or rigging; broadside port or starboard; the target another ship."""
    p = shannon_example()
    with pytest.raises(UnknownChoiceError):
        fire_value(p, "Shannon", "Constitution", "masts")
    with pytest.raises(UnknownChoiceError):
        fire_value(p, "Shannon", "Constitution", broadside="bow")
    with pytest.raises(InvalidInputError):
        fire_value(p, "Shannon", "Shannon")
    with pytest.raises(UnknownChoiceError):
        fire_value(p, "Shannon", "Bismarck")


# ---------------------------------------------------------------- 9.16 target priority


def priority(weazel: tuple[int, int], constitution: tuple[int, int] | None, **readings: str) -> Position:
    ships = [ship("Shannon", "1010", "N"), ship("Weazel", at(*weazel), "N", side="US")]
    if constitution is not None:
        ships.append(ship("Constitution", at(*constitution), "N"))
    return pos(*ships, **readings)


def test_at_6_rp_any_enemy_t53() -> None:
    """[9.16] T53: within 6 RP the smaller Weazel may be chosen although Constitution is available."""
    p = priority((3, 0), (4, 0))
    assert fire_value(p, "Shannon", "Weazel")


def test_beyond_6_rp_the_bigger_ship_first_t54() -> None:
    """[9.16] T54: Rate 5 Shannon, Constitution (Rate 4) and Weazel (Rate 6) both at 7+ RP: must fire at Constitution."""
    p = priority((5, 2), (4, 0))
    r = fire_value(p, "Shannon", "Weazel")
    assert not r and r.case == "9.16" and "Constitution" in r.reason
    assert fire_value(p, "Shannon", "Constitution")


def test_beyond_6_rp_a_smaller_ship_when_nothing_else_t55() -> None:
    """[9.16] T55: when the only enemy at 7+ RP is smaller, it may be chosen."""
    assert fire_value(priority((5, 0), None), "Shannon", "Weazel")


def test_target_priority_steps_say_bigger_not_less_9_16() -> None:
    """[9.16, 9.2] a smaller Rate is a bigger ship, so the 9.16 steps speak of size: at 7+ Range Points Shannon
    (Rate 5) must fire at a ship its own size or bigger; none says 'Rate 5 or less', which reads as smaller."""
    p = priority((5, 2), (4, 0))
    big = next(st for st in fire_value(p, "Shannon", "Constitution").steps if st.case == "9.16")
    small = fire_value(p, "Shannon", "Weazel")
    alone = next(st for st in fire_value(priority((5, 0), None), "Shannon", "Weazel").steps if st.case == "9.16")
    for text in (big.reason, small.reason, alone.reason):
        assert "or less" not in text and "bigger" in text
    assert "lower Rate is a bigger ship" in big.reason and "its own size or bigger" in small.reason


def test_unreachable_bigger_ship_does_not_bind_9_16() -> None:
    """[9.16] a bigger ship out of range (or behind another ship) is not 'possible'."""
    assert fire_value(priority((5, 0), (11, 0)), "Shannon", "Weazel")


@pytest.mark.parametrize(("reading", "legal"), [("same_broadside", True), ("either_broadside", False)])
def test_target_priority_pool_reading(reading: str, legal: bool) -> None:
    """[9.16] Constitution on the port beam at 8 RP, Weazel on the starboard beam at 10 RP (reading target_priority_pool)."""
    p = priority((5, 0), (-4, 0), target_priority_pool=reading)
    r = fire_value(p, "Shannon", "Weazel")
    assert bool(r) is legal
    assert ("target_priority_pool", reading) in r.readings


# ---------------------------------------------------------------- first broadside limit


@pytest.mark.parametrize(("reading", "legal"), [("bonus_once", True), ("fire_once", False)])
def test_first_broadside_limit_reading_9_36(reading: str, legal: bool) -> None:
    """[9.36] reading first_broadside_limit: after the first port broadside, may the port guns fire again?"""
    p = pos(
        ship("Shannon", "1013", "E", first_port=True), ship("Constitution", "1010", "N"), first_broadside_limit=reading
    )
    r = fire_value(p, "Shannon", "Constitution")
    assert bool(r) is legal
    if legal:
        assert r.value == 55 and mod(r, "9.33g") == 0
    else:
        assert r.case == "9.36"


# ---------------------------------------------------------------- fouled fire [11.1]


def fouled(*extra: ShipState, shannon: dict[str, Any] | None = None, **readings: str) -> Position:
    return pos(
        ship("Shannon", "1010", "E", fouled=True, **(shannon or {})),
        ship("Constitution", "1010", "N", fouled=True),
        *extra,
        **readings,
    )


def test_fouled_fire_range_one_first_broadside_b20_t102() -> None:
    """[11.13, 9.33g] B20/T102: range 1 (no range penalty), no arcs or rake, an unused first broadside +20."""
    r = fire_value(fouled(), "Shannon", "Constitution", fouled=True)
    assert r and r.range == 1 and r.mode == "fouled"
    assert mod(r, "9.33b") == 0 and mod(r, "9.33f") == 0 and mod(r, "9.33g") == 20
    assert r.value == 55 - 10 + 20
    assert ("first_broadside_fouled", "named_side") in r.readings


def test_fouled_fire_names_a_side_9_36() -> None:
    """[9.36, 11.13] the owner names the side; a side whose first broadside is gone earns nothing."""
    p = fouled(shannon={"first_port": True})
    assert fire_value(p, "Shannon", "Constitution", fouled=True).broadside == "starboard"
    assert mod(fire_value(p, "Shannon", "Constitution", broadside="port", fouled=True), "9.33g") == 0


def test_fouled_first_broadside_reading_none() -> None:
    """[9.36, 11.13] reading first_broadside_fouled=none: no bonus and nothing spent."""
    r = fire_value(fouled(first_broadside_fouled="none"), "Shannon", "Constitution", fouled=True)
    assert r.value == 45 and not r.first_broadside and ("first_broadside_fouled", "none") in r.readings


def test_fouled_carronades_gain_their_bonus_t102() -> None:
    """[9.38, 11.13] T102: carronades +10 at range 1 when fouled."""
    p = pos(ship("Wasp", "1010", "N", fouled=True), ship("Frolic", "1010", "N", fouled=True))
    r = fire_value(p, "Wasp", "Frolic", fouled=True)
    assert mod(r, "9.38") == 10 and r.value == 52 + 20 + 10


def test_no_rigging_fire_when_fouled_t103() -> None:
    """[11.14] T103: fouled ships fire only at hulls."""
    r = fire_value(fouled(), "Shannon", "Constitution", "rigging", fouled=True)
    assert not r and r.case == "11.14"
    with pytest.raises(IllegalActionError, match=r"\[11.14\]"):
        check_fire(fouled(), "Shannon", "Constitution", "rigging", fouled=True)


def test_fouled_ships_fire_only_within_their_square_11_1() -> None:
    """[11.1] only an enemy in the same square; a free ship has no Melee-Stage fire."""
    p = fouled(ship("Guerriere", "1110", "N", side="US"))
    assert fire_value(p, "Shannon", "Guerriere", fouled=True).case == "11.1"
    free = pos(ship("Shannon", "1011", "E"), ship("Constitution", "1010", "N"))
    assert fire_value(free, "Shannon", "Constitution", fouled=True).case == "11.1"


@pytest.mark.parametrize(("reading", "legal"), [("once", False), ("separate", True)])
def test_fire_once_including_melee_reading(reading: str, legal: bool) -> None:
    """[9.11, 11.1] reading fire_once_incl_melee: a ship that fired while moving, now fouled."""
    p = fouled(shannon={"fired": "starboard"}, fire_once_incl_melee=reading)
    r = fire_value(p, "Shannon", "Constitution", fouled=True)
    assert bool(r) is legal and ("fire_once_incl_melee", reading) in r.readings
    if legal:
        assert r.broadside == "starboard"  # 9.15: the same broadside as earlier this turn
        assert fire_value(p, "Shannon", "Constitution", broadside="port", fouled=True).case == "9.15"
    else:
        assert r.case == "9.11"


@pytest.mark.parametrize(
    ("reading", "outside", "stacked"), [("none", "11.1", "11.1"), ("outside", None, "11.1"), ("stacked", "11.1", None)]
)
def test_fire_on_fouling_entry_reading(reading: str, outside: str | None, stacked: str | None) -> None:
    """[9.11, 11.1] reading fire_on_fouling_entry: Shannon has just fouled Chesapeake; Constitution lies 6 RP to starboard."""
    p = pos(
        ship("Shannon", "1010", "N", fouled=True),
        ship("Chesapeake", "1010", "N", fouled=True),
        ship("Constitution", "1310", "N"),
        fire_on_fouling_entry=reading,
    )
    for target, case in (("Constitution", outside), ("Chesapeake", stacked)):
        r = fire_value(p, "Shannon", target)
        assert (r.case if not r else None) == case, (target, r)
        assert ("fire_on_fouling_entry", reading) in r.readings
    if reading == "stacked":
        assert fire_value(p, "Shannon", "Chesapeake").range == 1


# ---------------------------------------------------------------- fire options


def test_fire_options_of_the_shannon_example() -> None:
    """[9.31, 9.32] Shannon may fire hull (65) or rigging (55: the rigging penalty at 6 RP) at Constitution."""
    p = shannon_example()
    opts = fire_options(p, "Shannon")
    assert [(o.target, o.broadside, o.aim, o.range, o.value) for o in opts] == [
        ("Constitution", "port", "hull", 6, 65),
        ("Constitution", "port", "rigging", 6, 55),
    ]
    assert fire_options(p, "Constitution") == ()
    assert fire_options(shannon_example(drifted=True), "Shannon") == ()


def test_fouled_fire_options_both_sides_hull_only() -> None:
    """[11.1, 11.13, 11.14] fouled: each side named, hull fire only, range 1."""
    opts = fire_options(fouled(), "Shannon", fouled=True)
    assert {(o.target, o.broadside, o.aim, o.range) for o in opts} == {
        ("Constitution", "port", "hull", 1),
        ("Constitution", "starboard", "hull", 1),
    }


def test_fire_options_agree_with_fire_value_in_santo_domingo() -> None:
    """[9.1, 9.3] every ship's fire options in the 15.9 set-up match fire_value target by target."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    p = scenario("15.9")
    total = 0
    for s in p.afloat():
        opts = fire_options(p, s.name)
        total += len(opts)
        by_target = {(o.target, o.aim): o for o in opts}
        for t in p.afloat():
            if t.name == s.name:
                continue
            for aim in ("hull", "rigging"):
                r = fire_value(p, s.name, t.name, aim)
                assert bool(r) == ((t.name, aim) in by_target), (s.name, t.name, aim, r)
                if r:
                    assert by_target[(t.name, aim)].value == r.value
    assert total > 0


# ---------------------------------------------------------------- firing, hits and criticals


def test_critical_pending_then_wheel_hit_and_drift() -> None:
    """[9.34, 10.3, 10.32, 8.21] a scoring double leaves a critical die to ask for; a wheel hit asks for a drift."""
    p = shannon_example()
    first = fire_hits(p, "Shannon", "Constitution", "hull", 11)
    assert not first and first.needs == "critical die"
    assert first.position.ship("Constitution").hull == 2
    done = resolve_critical(first.position, "Constitution", (2,))
    assert done and done.critical == "wheel"
    c = done.position.ship("Constitution")
    assert c.wheel and c.command is None
    assert [(e.kind, e.ship, e.case) for e in done.events] == [("drift", "Constitution", "8.21")]
    assert resolve_fire(p, "Shannon", "Constitution", "hull", 11, critical_dice=(2,)).position == done.position


def test_critical_dice_one_at_a_time_10_3() -> None:
    """[10.3] a 6 asks for a second die; 6 then 5 is a fire hit: +1 hull at once and burning [10.33]."""
    p = shannon_example()
    half = resolve_fire(p, "Shannon", "Constitution", "hull", 11, critical_dice=(6,))
    assert half.needs == "second critical die"
    assert half.position.ship("Constitution").fires == 0
    done = resolve_critical(half.position, "Constitution", (6, 5))
    c = done.position.ship("Constitution")
    assert done.critical == "fire" and c.fires == 1 and c.hull == 3


def test_critical_dice_without_a_critical_are_refused() -> None:
    """[9.34] dice for a critical are only accepted after a scoring double."""
    with pytest.raises(InvalidInputError, match="critical"):
        resolve_fire(shannon_example(), "Shannon", "Constitution", "hull", 15, critical_dice=(3,))
    with pytest.raises(InvalidInputError):
        resolve_fire(shannon_example(), "Shannon", "Constitution", "hull", 11, critical_dice=(9,))


def test_rigging_fire_makes_rigging_hits_10_2() -> None:
    """[10.2] rigging fire: FV 55, roll 14, margin 41: two rigging hits, no hull damage."""
    res = resolve_fire(shannon_example(), "Shannon", "Constitution", "rigging", 14)
    c = res.position.ship("Constitution")
    assert (c.rigging, c.hull) == (2, 0)


def test_hits_that_abandon_next_to_the_firer_make_it_strike_12_13() -> None:
    """[12.11, 12.13] Constitution (Rate 4) with 4 hull hits takes 2 more from Shannon alongside: abandoned, strikes to BR."""
    p = pos(ship("Shannon", "1011", "E"), ship("Constitution", "1010", "N", hull=4))
    res = resolve_fire(p, "Shannon", "Constitution", "hull", 15)
    c = res.position.ship("Constitution")
    assert c.abandoned and c.prize and c.side == "BR"
    assert [(e.kind, e.case) for e in res.events] == [("abandoned", "12.11"), ("struck", "12.13")]


def test_mark_fired_for_the_engine_9_13() -> None:
    """[9.13, 9.36] marking without hits: fired side set and first broadside spent."""
    s = mark_fired(shannon_example(), "Shannon", "Constitution").ship("Shannon")
    assert s.fired == "port" and s.first_port
    with pytest.raises(IllegalActionError):
        mark_fired(shannon_example(), "Constitution", "Shannon")


def test_refused_fire_raises_and_changes_nothing() -> None:
    """[9.12] a drifted Shannon may not fire: IllegalActionError with the case; the position is unchanged."""
    p = shannon_example(drifted=True)
    before = Position(p.wind, p.ships, p.turn, p.scenario, p.readings)
    with pytest.raises(IllegalActionError, match=r"shannon|Shannon") as err:
        resolve_fire(p, "Shannon", "Constitution", "hull", 15)
    assert err.value.case == "9.12"
    assert p == before


# ---------------------------------------------------------------- invariants

facings = st.sampled_from(list(Direction))
cells = st.tuples(st.integers(min_value=5, max_value=16), st.integers(min_value=5, max_value=14))


@st.composite
def duels(draw: st.DrawFn) -> tuple[Position, str]:
    a = draw(cells)
    b = draw(cells.filter(lambda c: c != a))
    firer = ShipState(
        counter("Shannon"),
        "BR",
        square(f"{a[0]:02d}{a[1]:02d}"),
        draw(facings),
        hull=draw(st.integers(0, 4)),
        tacked=draw(st.booleans()),
        first_port=draw(st.booleans()),
        first_starboard=draw(st.booleans()),
    )
    target = ShipState(
        counter(draw(st.sampled_from(["Constitution", "Wasp", "Superb"]))),
        "US",
        square(f"{b[0]:02d}{b[1]:02d}"),
        draw(facings),
        studding=draw(st.booleans()),
    )
    return pos(firer, target), draw(st.sampled_from(["hull", "rigging"]))


@given(duels())
def test_steps_add_up_to_the_fire_value(duel: tuple[Position, str]) -> None:
    """[9.33] the printed value and the signed modifiers add up to the final Fire Value; refusals name a case."""
    p, aim = duel
    target = p.ships[1].name
    r = fire_value(p, "Shannon", target, aim)
    if r:
        assert sum(s.value for s in r.steps if s.value is not None) == r.value
        assert {"9.33a", "9.33b", "9.33c", "9.33d", "9.33e", "9.33f"} <= set(r.cases)
    else:
        assert r.value is None and r.case == r.steps[-1].case


@given(duels(), st.sampled_from([11, 15, 33, 46, 66]))
def test_refused_fire_leaves_the_position_unchanged(duel: tuple[Position, str], roll: int) -> None:
    """[9.1] refused fire raises IllegalActionError with the ruling's case and changes nothing."""
    p, aim = duel
    target = p.ships[1].name
    snapshot = (p.ships, p.wind, p.turn)
    r = fire_value(p, "Shannon", target, aim)
    if r:
        res = resolve_fire(p, "Shannon", target, aim, roll, critical_dice=(1,) if res_crit(r.value, roll) else ())
        assert res.position.ship("Shannon").fired == r.broadside
    else:
        with pytest.raises(IllegalActionError) as err:
            resolve_fire(p, "Shannon", target, aim, roll)
        assert err.value.case == r.case
    assert (p.ships, p.wind, p.turn) == snapshot


def res_crit(fv: int, roll: int) -> bool:
    from sailkit.rulesets.fighting_sail.fire.hits import hit_result

    return hit_result(fv, roll).critical


@given(duels())
def test_fire_options_match_fire_value(duel: tuple[Position, str]) -> None:
    """[9.31] fire_options lists exactly the legal (target, aim) pairs, with the same values."""
    p, _ = duel
    target = p.ships[1].name
    opts = {(o.target, o.aim): o.value for o in fire_options(p, "Shannon")}
    for aim in ("hull", "rigging"):
        r = fire_value(p, "Shannon", target, aim)
        assert opts.get((target, aim)) == (r.value if r else None)


def test_square_names_in_refusals_are_ccrr() -> None:
    """[11.1] refusals name squares in CCRR form."""
    p = pos(
        ship("Shannon", "1013", "E"),
        ship("Constitution", "1010", "N", fouled=True),
        ship("Guerriere", "1010", "N", fouled=True),
    )
    assert square_name(square("1010")) in fire_value(p, "Shannon", "Constitution").reason


# ---------------------------------------------------------------- 9.16 readings: scope and abandoned ships

PRIORITY_KEYS = ("target_priority_pool", "target_priority_scope", "target_priority_abandoned")


def near_big(**readings: str) -> Position:
    """Weazel (Rate 6) 10 RP off Shannon's starboard beam; Constitution (Rate 4) only 5 RP away on the same side."""
    return pos(
        ship("Shannon", "1010", "N"),
        ship("Weazel", at(5, 0), "N", side="US"),
        ship("Constitution", at(2, 1), "N"),
        **readings,
    )


def far_big_near_small(**readings: str) -> Position:
    """Weazel 10 RP and Constitution 10 RP to starboard, and the small Ariel (Rate 7) within 5 RP."""
    return pos(
        ship("Shannon", "1010", "N"),
        ship("Weazel", at(5, 0), "N", side="US"),
        ship("Constitution", at(4, 2), "N"),
        ship("Ariel", at(2, -1), "N"),
        **readings,
    )


@pytest.mark.parametrize(
    ("scope", "near_big_legal", "far_big_legal"),
    [("any_range", False, False), ("long_range_only", True, False), ("close_target_frees", True, True)],
)
def test_target_priority_scope_reading_9_16(scope: str, near_big_legal: bool, far_big_legal: bool) -> None:
    """[9.16] reading target_priority_scope: which bigger ships forbid the small Weazel at 10 RP.

    A Rate 4 ship at 5 RP binds only under any_range; a Rate 4 ship at 10 RP binds unless a
    legal target within 6 RP (little Ariel) frees the choice (close_target_frees).
    """
    r = fire_value(near_big(target_priority_scope=scope), "Shannon", "Weazel")
    assert bool(r) is near_big_legal
    assert ("target_priority_scope", scope) in r.readings
    if not r:
        assert r.case == "9.16" and "Constitution" in r.reason and "10 Range Points" in r.reason
    r2 = fire_value(far_big_near_small(target_priority_scope=scope), "Shannon", "Weazel")
    assert bool(r2) is far_big_legal
    assert ("target_priority_scope", scope) in r2.readings
    if scope == "close_target_frees":
        step = [s for s in r2.steps if s.case == "9.16"][0]
        assert "Ariel" in step.reason
        assert "target_priority_abandoned" not in dict(r2.readings)  # the choice was freed before it was asked
    # the bigger ship and the close small one are always free choices
    assert fire_value(far_big_near_small(target_priority_scope=scope), "Shannon", "Constitution")
    assert fire_value(far_big_near_small(target_priority_scope=scope), "Shannon", "Ariel")


@pytest.mark.parametrize(("reading", "legal"), [("included", False), ("excluded", True)])
def test_target_priority_abandoned_reading_9_16(reading: str, legal: bool) -> None:
    """[9.16, 12.11] reading target_priority_abandoned: an abandoned Constitution at 8 RP and Weazel at 12 RP."""
    p = pos(
        ship("Shannon", "1010", "N"),
        ship("Weazel", at(5, 2), "N", side="US"),
        ship("Constitution", at(4, 0), "N", hull=6),  # 10 - Rate 4 = 6 hull hits: abandoned
        target_priority_abandoned=reading,
    )
    assert p.ship("Constitution").abandoned
    assert fire_value(
        p, "Shannon", "Constitution"
    )  # an abandoned ship is still a legal target [12.23 bars only prizes]
    r = fire_value(p, "Shannon", "Weazel")
    assert bool(r) is legal
    assert ("target_priority_abandoned", reading) in r.readings
    assert {o.target for o in fire_options(p, "Shannon")} == ({"Constitution", "Weazel"} if legal else {"Constitution"})


def test_9_16_readings_listed_only_when_the_priority_is_tested() -> None:
    """[9.16] a target within 6 RP, or of the firer's Rate or bigger at 7+, consults none of the 9.16 readings."""
    p = far_big_near_small()
    for target in ("Ariel", "Constitution"):
        assert not set(dict(fire_value(p, "Shannon", target).readings)) & set(PRIORITY_KEYS)
    assert set(PRIORITY_KEYS) <= set(dict(fire_value(p, "Shannon", "Weazel").readings))


def test_9_16_a_prize_never_binds_the_choice() -> None:
    """[9.16, 12.23] a Rate 4 prize at 8 RP is no target, so it cannot force the choice away from Weazel."""
    p = pos(
        ship("Shannon", "1010", "N"),
        ship("Weazel", at(5, 2), "N", side="US"),
        ship("Constitution", at(4, 0), "N", side="BR", prize=True),
    )
    assert fire_value(p, "Shannon", "Weazel")


@pytest.mark.parametrize(("limit", "legal"), [("bonus_once", False), ("fire_once", True)])
def test_9_16_a_spent_side_under_fire_once_does_not_bind(limit: str, legal: bool) -> None:
    """[9.16, 9.36] either_broadside pool: Constitution 8 RP to starboard, Weazel 10 RP to port, starboard first broadside spent.

    Under fire_once the starboard guns may not fire again, so Constitution is no possible target and
    Weazel may be chosen; the ruling lists first_broadside_limit because it decided the pool.
    """
    p = pos(
        ship("Shannon", "1010", "N", first_starboard=True),
        ship("Weazel", at(-5, 0), "N", side="US"),
        ship("Constitution", at(4, 0), "N"),
        target_priority_pool="either_broadside",
        first_broadside_limit=limit,
    )
    r = fire_value(p, "Shannon", "Weazel")
    assert bool(r) is legal
    assert ("first_broadside_limit", limit) in r.readings
    if not legal:
        assert r.case == "9.16" and "Constitution" in r.reason


sizes = st.sampled_from(["Constitution", "Weazel", "Ariel", "Shannon"])
spots = st.tuples(st.integers(min_value=-7, max_value=7), st.integers(min_value=-7, max_value=7)).filter(
    lambda d: d != (0, 0)
)


@given(
    st.lists(st.tuples(sizes, spots), min_size=2, max_size=4, unique_by=lambda x: x[1][0] * 100 + x[1][1]),
    st.sampled_from(["same_broadside", "either_broadside"]),
    st.sampled_from(["any_range", "long_range_only", "close_target_frees"]),
    st.sampled_from(["included", "excluded"]),
    st.booleans(),
)
def test_9_16_fire_options_agree_with_fire_value_under_every_reading(
    enemies: list[tuple[str, tuple[int, int]]], pool: str, scope: str, wrecks: str, abandon_first: bool
) -> None:
    """[9.16] whatever the readings, fire_options (one shared pool) and fire_value (its own pool) agree target by target."""
    ships = [ship("Guerriere", "1010", "N")]
    for i, (name, (dc, dr)) in enumerate(enemies):
        hull = 10 - counter(name).rate if (abandon_first and i == 0) else 0
        ships.append(ShipState(counter(name), "US", square(at(dc, dr)), Direction.N, hull=hull))
    names = [s.name for s in ships[1:]]
    if len(set(names)) < len(names):
        return
    p = pos(*ships, target_priority_pool=pool, target_priority_scope=scope, target_priority_abandoned=wrecks)
    listed = {o.target for o in fire_options(p, "Guerriere") if o.aim == "hull"}
    assert listed == {n for n in names if fire_value(p, "Guerriere", n)}


# ---------------------------------------------------------------- one definition of a fouled square [11.1]


@pytest.mark.parametrize(
    "flags",
    [(True, True), (True, None), (False, False)],
    ids=["fouled-pair", "lone-ship-still-flagged", "stack-without-flags"],
)
def test_fouled_square_is_the_melee_definition_11_1(flags: tuple[bool, bool | None]) -> None:
    """[11.1] fire into a square is refused exactly when melee.closed_to_outside_fire says the square is closed."""
    from sailkit.rulesets.fighting_sail.melee_combat import closed_to_outside_fire

    ships = [ship("Shannon", "1013", "E"), ship("Constitution", "1010", "N", fouled=flags[0])]
    if flags[1] is not None:
        ships.append(ship("Guerriere", "1010", "N", fouled=flags[1]))
    p = pos(*ships)
    r = fire_value(p, "Shannon", "Constitution")
    closed = closed_to_outside_fire(p, "1010")
    assert (not r and r.case == "11.1") is closed
    assert closed is (flags[0] or bool(flags[1]))
    assert ("Constitution" in {o.target for o in fire_options(p, "Shannon")}) is (not closed)


def test_refusals_name_ship_value_and_case() -> None:
    """[9.36, 11.14, 9.16] refusals raise IllegalActionError naming the ships, the value refused and the case."""
    p = pos(ship("Shannon", "1010", "N", fouled=True), ship("Chesapeake", "1010", "N", fouled=True))
    with pytest.raises(IllegalActionError) as err:
        check_fire(p, "Shannon", "Chesapeake", "rigging", fouled=True)
    assert err.value.case == "11.14" and "rigging" in str(err.value) and "Shannon" in str(err.value)
    with pytest.raises(IllegalActionError) as err:
        check_fire(near_big(), "Shannon", "Weazel")
    assert err.value.case == "9.16" and "Weazel" in str(err.value) and "Rate 6" in str(err.value)
