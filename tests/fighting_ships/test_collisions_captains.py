"""Special captains in the emergency Sailing tests of a collision and in the shoal test [APP.1.2.2, 4.3.1, 1.5.2f]:
a Navigator throws his Sailing 1s again once, at the desk and in play; a Poor captain throws one Sailing die fewer;
an Architect throws his Hull 1s again in a collision's Hull tests [4.3.1e]."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships.collisions import evasive_pivot, first_collision
from sailkit.rulesets.fighting_ships.dice import pass_chance
from sailkit.rulesets.fighting_ships.sailing import sail
from sailkit.rulesets.fighting_ships.ships import Ship
from tests.fighting_ships.test_engine import at, play, rolls

#: Syrene (Sailing 6) sails into Naiad's side at her first 2 inches.
MEETING = "Syrene=1 5th-rate 10,10@0 D0 A0{a} | Naiad=2 5th-rate 10,13@90 D0 A0{b}"


def _about_to_meet(a: str = "", b: str = "") -> object:
    state = rolls(play(at(MEETING.format(a=a, b=b)), "sail Syrene"), [4] * (5 if a == " captain:poor" else 6))
    return play(state, "manoeuvre Syrene M2")


def test_a_navigator_throws_the_emergency_test_s_ones_again() -> None:
    state = _about_to_meet(a=" captain:navigator")
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("evade", 6)
    state = rolls(state, [1, 1, 2, 3, 4, 5])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 2)
    state = rolls(state, [6, 1])  # one of her two 1s comes up 6: she evades
    syrene = state.vessel("Syrene")
    assert state.throw is None and syrene.ship.pose.heading != 0 and not syrene.entangled


def test_without_a_navigator_the_same_dice_fail() -> None:
    state = rolls(_about_to_meet(), [1, 1, 2, 3, 4, 5])
    assert state.throw is not None and state.throw.kind == "evade-other"


def test_the_ship_met_throws_her_navigator_s_ones_again() -> None:
    state = rolls(_about_to_meet(b=" captain:navigator"), [1, 1, 2, 3, 4, 5])  # Syrene's own test: no navigator
    assert state.throw is not None and state.throw.kind == "evade-other"
    state = rolls(state, [1, 2, 2, 3, 4, 5])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 1)
    state = rolls(state, [6])
    assert state.throw is None and state.vessel("Naiad").ship.pose.heading != 90
    assert not state.vessel("Syrene").entangled


def test_a_poor_captain_throws_one_emergency_die_fewer() -> None:
    state = _about_to_meet(a=" captain:poor")
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("evade", 5)


def test_an_architect_throws_the_collision_s_hull_ones_again() -> None:
    state = rolls(_about_to_meet(b=" captain:architect"), [1] * 6)
    state = rolls(state, [2] * 6)  # neither evades
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("hull", 6)
    state = rolls(state, [1, 1, 1, 1, 2, 3])  # Syrene's three 1s stand; Naiad's one 1 is thrown again
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 1)
    state = rolls(state, [6])
    assert state.vessel("Naiad").damage == 0 and state.vessel("Syrene").damage == 1


SHOAL = "Syrene=1 5th-rate 10,10@90 D0 A0{cap} | Naiad=2 5th-rate 40,40@180 D0 A0"


def _in_shoal(cap: str) -> object:
    from tests.fighting_ships.test_seascape_in_play import at as at_sea

    return play(at_sea(SHOAL.format(cap=cap), " shoal 5,5,15,15"), "sail Syrene")


def test_a_navigator_throws_the_shoal_test_s_ones_again() -> None:
    state = rolls(_in_shoal(" captain:navigator"), [1, 2, 2, 3, 4, 5])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 1)
    state = rolls(state, [6])
    assert state.throw is not None and state.throw.kind == "sailing" and not state.vessel("Syrene").aground


def test_a_poor_captain_throws_one_shoal_die_fewer() -> None:
    state = _in_shoal(" captain:poor")
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("shoal", 5)


# ---- at the desk ----

A = Ship.of("A", "5th-rate", Pose(10, 10, 0))
B = Ship.of("B", "5th-rate", Pose(10, 15, 90), side=2)


def _stopped() -> Ship:
    return A.at(first_collision(A, sail(A, "M2 M2 M2", 3, "E").move, [B]).pose)


def test_the_evasion_ruling_throws_a_navigator_s_ones_again() -> None:
    plain = evasive_pivot(_stopped(), [B.base], dice=[1, 2, 3, 4, 5, 1])
    assert plain.verdict is False and plain.facts["chance"] == pass_chance(6)
    r = evasive_pivot(_stopped(), [B.base], dice=[1, 2, 3, 4, 5, 1], captain="navigator", rerolls=[3, 6])
    assert r.verdict is True and r.facts["chance"] == 1 - Fraction(29, 36) ** 6
    assert "APP.1.2.2" in r.cases and "Navigator" in str(r)


def test_the_evasion_ruling_wants_one_reroll_a_one() -> None:
    with pytest.raises(InvalidInputError, match="re-thrown 1s"):
        evasive_pivot(_stopped(), [B.base], dice=[1, 2, 3, 4, 5, 1], captain="navigator", rerolls=[3])
    with pytest.raises(InvalidInputError, match="re-thrown 1s"):
        evasive_pivot(_stopped(), [B.base], dice=[1, 2, 3, 4, 5, 1], rerolls=[3, 6])
