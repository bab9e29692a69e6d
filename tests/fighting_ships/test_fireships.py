"""Fireships [9.1.2]: the rules of :mod:`.fireships` alone, then each driven by the engine in play."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import HeaderError, IllegalActionError
from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State
from sailkit.rulesets.fighting_ships.fireships import (
    blow_up_chance,
    fire_die,
    fireship_distance,
    fireship_heat,
    fireship_run,
    fireship_within,
    heat_chance,
    light_fireship,
)
from sailkit.rulesets.fighting_ships.ordnance import OrdnanceError
from sailkit.rulesets.fighting_ships.questions import answer

from .test_engine import play, rolls

#: The scenario lets side 1 field fireships [9.1.1].
LIT_UP: tuple[tuple[str, ...], tuple[str, ...]] = (("fireship",), ())
HEAD = "FSH turn 2 {phase} wind S blowing table 48x48 morale 10,10 first 1"
FAR = "Kent=1 3rd-rate 5,5@0 D0 A0 | Rapide=2 6th-rate 43,5@0 D0 A0"


def table(ships: str, *, phase: str = "sailing") -> Position:
    return Position.parse(HEAD.format(phase=phase) + " | " + ships + " | " + FAR)


def at(ships: str, *, phase: str = "sailing") -> State:
    pos = table(ships, phase=phase)
    return State(Setup("test", pos, ordnance=LIT_UP), pos)


def ship(text: str) -> Position:
    return Position.parse(HEAD.format(phase="sailing") + " | " + text)


# ---- the rules alone [9.1.2] ----


def test_her_crew_lights_her_on_a_six() -> None:
    """[9.1.2a] Discipline 4: any 6 lights her; none, and she is not lit."""
    assert light_fireship(4, [1, 2, 3, 6]).verdict is True
    assert light_fireship(4, [1, 2, 3, 5]).verdict is False
    assert light_fireship(4, [1, 1, 1, 1]).facts["chance"] == 1 - Fraction(5, 6) ** 4


def test_alight_she_runs_four_inches_straight_ahead() -> None:
    """[9.1.2b] No turns: 4 inches along her heading, whatever the wind."""
    hell = ship("Hell=1 fireship 20,20@45 D1 A0").vessel("Hell").ship
    ran = fireship_run(hell, Direction.S, anchored=False)
    end = ran.facts["pose"]
    assert ran.verdict == 4.0 and end.heading == 45.0
    assert end.point.distance(hell.mainmast) == pytest.approx(4.0)


def test_with_an_anchor_token_she_drifts_two_inches_downwind() -> None:
    """[9.1.2b] Testable fact 40: the wind from the south, an Anchor token: 2 inches north, no turn of her own."""
    hell = ship("Hell=1 fireship 20,20@90 D1 A1").vessel("Hell").ship
    ran = fireship_run(hell, Direction.S, anchored=True)
    end = ran.facts["pose"]
    assert (end.x, end.y) == pytest.approx((20.0, 22.0)) and end.heading == 0.0
    slid = fireship_run(hell, Direction.S, anchored=True, readings={"fireship_drift": "keeps-heading"}).facts["pose"]
    assert (slid.x, slid.y) == pytest.approx((20.0, 22.0)) and slid.heading == 90.0


def test_reading_downwind_course_turns_her_before_the_wind() -> None:
    """[9.1.2b] Reading ``fireship_course=downwind``: she heads where the wind blows and runs 4 inches."""
    hell = ship("Hell=1 fireship 20,20@90 D1 A0").vessel("Hell").ship
    end = fireship_run(hell, Direction.S, anchored=False, readings={"fireship_course": "downwind"}).facts["pose"]
    assert (end.x, end.y, end.heading) == pytest.approx((20.0, 24.0, 0.0))


@pytest.mark.parametrize(("damage", "die", "after", "explodes"), [(1, 3, 1, False), (1, 4, 2, False), (3, 6, 4, True)])
def test_the_fire_die_adds_a_token_on_four_or_more(damage: int, die: int, after: int, explodes: bool) -> None:
    """[9.1.2c] 4+ adds a Damage token; at 4 tokens she blows up."""
    spread = fire_die(damage, die)
    assert (spread.verdict, spread.facts["explodes"]) == (after, explodes)


def test_the_rings_measure_mainmast_to_mainmast_unless_the_reading_says_bases() -> None:
    """[9.1.2c] A frigate with her mainmast 6.5 inches off is outside the blast, mainmast to mainmast; her base
    comes within 6 inches (reading ``fireship_measure=bases``)."""
    pos = ship("Hell=1 fireship 20,20@0 D3 A0 | Lynx=2 5th-rate 26.5,20@0 D0 A0")
    hell, lynx = (v.ship for v in pos.ships)
    assert fireship_distance(hell, lynx) == 6.5
    assert fireship_within(hell, [lynx], 6.0, "9.1.2c").verdict == ()
    assert fireship_within(hell, [lynx], 6.0, "9.1.2c", {"fireship_measure": "bases"}).verdict == ("Lynx",)


def test_a_ship_near_her_that_fails_discipline_takes_a_token() -> None:
    """[9.1.2d] No 6 among the Discipline dice: a Damage token; a 6, none."""
    assert fireship_heat("Lynx", 5, [1, 2, 3, 4, 5]).verdict is True
    assert fireship_heat("Lynx", 5, [1, 2, 3, 4, 6]).verdict is False
    assert heat_chance(5) == Fraction(3125, 7776)


@given(st.integers(1, 3), st.integers(0, 20))
def test_the_chance_she_has_blown_up_grows_with_the_turns(damage: int, turns: int) -> None:
    """[9.1.2c] The chance from the fire dice alone never falls with another Game-Turn, and is 0 until she could
    have added the tokens she lacks."""
    now, later = blow_up_chance(damage, turns), blow_up_chance(damage, turns + 1)
    assert 0 <= now <= later <= 1
    assert (now == 0) == (turns < 4 - damage)


# ---- in play ----


def to_next_turn(state: State) -> State:
    """Every ship still to sail sails with dice of 1 and stops; nobody fires; up to the next Game-Turn's dice."""
    turn = state.turn
    while state.turn == turn:
        legal = [str(a) for a in RULES.legal_actions(state)]
        state = play(state, next((a for a in legal if a.startswith(("stop", "done", "sail"))), "roll 1"))
    return state


LIT = "Hell=1 fireship 20,20@0 D1 A0"


def test_an_alight_fireship_is_offered_her_run_and_no_lighting() -> None:
    """[9.1.2a] A fireship not lit is offered ``ignite``; a lit one only her run."""
    offered = {str(a) for a in RULES.legal_actions(at("Hell=1 fireship 20,20@0 D0 A0"))}
    assert {"sail Hell", "ignite Hell"} <= offered
    assert "ignite Hell" not in {str(a) for a in RULES.legal_actions(at(LIT))}
    with pytest.raises(IllegalActionError, match=r"9\.1\.2a"):
        RULES.check_action(at(LIT), RULES.parse_action("ignite Hell"))


def test_lit_by_her_crew_she_runs_at_once() -> None:
    """[9.1.2a, 9.1.2b] A 6 among her 4 Discipline dice: a Damage token, then 4 inches straight on, no dice."""
    state = rolls(play(at("Hell=1 fireship 20,20@0 D0 A0"), "ignite Hell"), [6, 1, 1, 1])
    hell = state.vessel("Hell")
    assert hell.damage == 1 and (hell.ship.pose.x, hell.ship.pose.y) == (20.0, 24.0)
    assert "Hell" in state.sailed and state.throw is None and state.ran("Hell") == 4.0


def test_failing_to_light_her_she_sails_as_any_ship() -> None:
    """[9.1.2a] No 6: not lit, and her Sailing dice are due."""
    state = rolls(play(at("Hell=1 fireship 20,20@0 D0 A0"), "ignite Hell"), [1, 1, 1, 1])
    assert state.vessel("Hell").damage == 0
    assert state.throw is not None and state.throw.kind == "sailing"


def test_a_ship_ending_within_two_inches_tests_discipline() -> None:
    """[9.1.2d] Hell ends 1.5 inches abeam of Lynx: Lynx throws her 5 Discipline dice; no 6, a Damage token and a
    morale point."""
    state = play(at(f"{LIT} | Lynx=2 5th-rate 21.5,24@0 D0 A0"), "sail Hell")
    assert state.throw is not None and state.throw.kind == "scorch" and state.throw.want == 5
    state = rolls(state, [1, 1, 1, 1, 1])
    assert state.vessel("Lynx").damage == 1 and state.position.morale == (10, 9)


def test_a_ship_she_fouls_catches_fire_and_burns_each_turn_entangled() -> None:
    """[9.1.2e] Hell cannot evade; Lynx, crossing her bow, fails her emergency test: entangled, a Damage token, and
    another at the start of the next Game-Turn before the fire dice."""
    state = play(at(f"{LIT} | Lynx=2 5th-rate 20,24.5@90 D0 A0"), "sail Hell")
    assert state.throw is not None and state.throw.kind == "fire-evade"
    state = rolls(state, [1] * 6)
    lynx = state.vessel("Lynx")
    assert lynx.damage == 1 and lynx.entangled == {"Hell"}
    state = to_next_turn(state)
    assert state.turn == 3 and state.vessel("Lynx").damage == 2
    assert state.throw is not None and state.throw.kind == "burn"


def test_a_ship_that_evades_her_still_tests_for_the_heat() -> None:
    """[9.1.2e] Lynx passes her emergency test and turns clear: then she tests as a ship within 2 inches."""
    state = rolls(play(at(f"{LIT} | Lynx=2 5th-rate 20,24.5@90 D0 A0"), "sail Hell"), [6, 1, 1, 1, 1, 1])
    assert state.throw is not None and state.throw.kind == "scorch" and state.throw.ships[1] == "Lynx"
    assert state.vessel("Lynx").entangled == frozenset()


def test_four_tokens_blow_her_up_and_every_ship_within_six_inches_takes_one() -> None:
    """[9.1.2c] Testable fact 41: the fire die at 3 tokens is a 5: she blows up; Lynx 5 inches off takes a Damage
    token, Naiad 7 inches off none; Hell is gone."""
    near = "Hell=1 fireship 20,20@0 D3 A0 | Lynx=2 5th-rate 25,20@0 D0 A0 | Naiad=2 5th-rate 13,20@0 D0 A0"
    pos = Position.parse(HEAD.format(phase="initiative") + " | " + near + " | " + FAR)
    state = RULES.start(Setup("test", pos, ordnance=LIT_UP))
    assert state.throw is not None and state.throw.kind == "burn"
    state = rolls(state, [5])
    assert state.vessel("Hell").fate == "sunk"
    assert (state.vessel("Lynx").damage, state.vessel("Naiad").damage) == (1, 0)
    assert state.position.morale == (10, 9)  # reading fireship_morale=none: GB loses nothing for her
    assert state.throw is not None and state.throw.kind == "initiative"


def test_reading_fireship_morale_hull_charges_her_fleet_for_her() -> None:
    """[9.1.2c] Under ``fireship_morale=hull`` her fleet loses her Hull, 1, when she blows up."""
    near = "Hell=1 fireship 20,20@0 D3 A0 | " + FAR
    pos = Position.parse(HEAD.format(phase="initiative") + " fireship_morale=hull | " + near)
    state = rolls(RULES.start(Setup("test", pos, ordnance=LIT_UP)), [6])
    assert state.vessel("Hell").fate == "sunk" and state.position.morale == (9, 10)


def test_running_aground_blows_her_up() -> None:
    """[9.1.2f] Her run meets the shore: she blows up at once, her blast reaching Lynx."""
    pos = Position.parse(
        HEAD.format(phase="sailing") + " shore 0,23,48,30 | " + LIT + " | Lynx=2 5th-rate 25,20@0 D0 A0 | " + FAR
    )
    state = play(State(Setup("test", pos, ordnance=LIT_UP), pos), "sail Hell")
    assert state.vessel("Hell").fate == "sunk" and state.vessel("Lynx").damage == 1


def test_a_salvo_that_takes_her_to_four_tokens_blows_her_up_rather_than_sinks_her() -> None:
    """[9.1.2c] The tokens may come from anywhere: a fireship at 4 tokens blows up, never merely sinks."""
    state = at("Hell=1 fireship 20,20@0 D3 A0 | Lynx=2 5th-rate 24,20@0 D0 A0", phase="gunnery")
    pos = state.position.put(state.vessel("Hell").with_(damage=4))
    state, ruling = RULES._advance(state.with_(position=pos), [], "", [])
    assert state.vessel("Hell").fate == "sunk" and state.vessel("Lynx").damage == 1
    assert any(s.case == "9.1.2c" for s in ruling.steps)


# ---- special ordnance in a fleet [9.1.1] ----


def test_a_scenario_that_allows_no_ordnance_refuses_a_fireship() -> None:
    """[9.1.1] Without the scenario's leave a fleet fields no fireship: a typed error naming the case."""
    pos = at(LIT).position
    with pytest.raises(OrdnanceError, match=r"9\.1\.1") as caught:
        Setup("test", pos)
    assert caught.value.value == ["Hell"] and caught.value.case == "9.1.1"


def test_at_most_half_a_fleets_points_go_on_ordnance() -> None:
    """[9.1.1] Two fireships (30 points) beside a 3rd rate (50): 30 of 80 is under half; four (60 of 110) are not."""
    two = "Hell=1 fireship 20,20@0 D0 A0 | Fury=1 fireship 30,20@0 D0 A0"
    Setup("test", table(two), ordnance=LIT_UP)
    four = table(two + " | Etna=1 fireship 40,20@0 D0 A0 | Fury2=1 fireship 40,30@0 D0 A0")
    with pytest.raises(OrdnanceError, match="at most half its 110 points on special ordnance, not 60"):
        Setup("test", four, ordnance=LIT_UP)


def test_the_ordnance_header_pastes_back() -> None:
    """[9.1.1] A record's ``Ordnance`` header carries what the scenario allows, and reads back to the same set-up."""
    setup = Setup("test", at(LIT).position, ordnance=LIT_UP)
    assert setup.headers()["Ordnance"] == "fireship -"
    assert Setup.from_headers(setup.headers()) == setup
    assert "Ordnance" not in Setup("test", at("Kent2=1 3rd-rate 30,30@0 D0 A0").position).headers()
    with pytest.raises(HeaderError, match="Ordnance"):
        Setup.from_headers({**setup.headers(), "Ordnance": "fireship galleys -"})


# ---- the desk [9.1.2] ----


def test_the_desk_gives_the_exact_odds_of_her_heat_and_blast() -> None:
    """[9.1.2c, 9.1.2d] Hell (3 tokens) ends 1.8 inches from Lynx: Lynx fails five Discipline dice with chance
    (5/6)^5; Naiad 5.85 inches off lies in the blast only; the next fire die blows Hell up with chance 1/2."""
    pos = Position.parse(
        HEAD.format(phase="sailing")
        + " | Hell=1 fireship 20,20@0 D3 A0 | Lynx=2 5th-rate 21.5,25@0 D0 A0 | Naiad=2 5th-rate 25.5,26@30 D0 A0"
    )
    threat = answer(pos, "fireship Hell")
    assert threat.facts["chances"] == {"Lynx": Fraction(5, 6) ** 5}
    assert threat.facts["blast"] == ("Lynx", "Naiad") and threat.facts["blows_up"] == Fraction(1, 2)
    assert threat.figure() is not None


def test_the_desk_counts_the_evasion_of_a_ship_in_her_way() -> None:
    """[9.1.2e] Lynx across her bow: caught with chance (5/6)^6 (no 6 in six Sailing dice), else she tests her
    Discipline; the desk adds the two."""
    pos = Position.parse(HEAD.format(phase="sailing") + " | " + LIT + " | Lynx=2 5th-rate 20,24.5@90 D0 A0")
    caught = Fraction(5, 6) ** 6
    threat = answer(pos, "fireship Hell")
    assert threat.facts["met"] == "Lynx"
    assert threat.facts["chances"]["Lynx"] == caught + (1 - caught) * Fraction(5, 6) ** 5


def test_the_desk_refuses_a_ship_that_is_no_fireship() -> None:
    with pytest.raises(IllegalActionError, match=r"no fireship.*9\.1\.2"):
        answer(table("Lynx=2 5th-rate 20,24.5@90 D0 A0"), "fireship Lynx")


def test_a_fireship_neither_fires_nor_boards() -> None:
    """[9.1.2] Gunnery 0 and Boarding 0: entangled with an enemy in the boarding step, Hell is offered nothing, while
    the enemy may board her."""
    tangled = "Hell=1 fireship 20,20@0 D1 A0 with:Lynx | Lynx=2 5th-rate 21.5,20@0 D0 A0 with:Hell"
    state = at(tangled, phase="boarding")
    assert {str(a) for a in RULES.legal_actions(state)} == {"done GB"}
    state = at(tangled, phase="boarding").with_(part=1)
    assert "board Lynx Hell" in {str(a) for a in RULES.legal_actions(state)}


def test_held_fast_by_the_ship_she_fouled_she_burns_in_place() -> None:
    """[9.1.2e] Entangled with Lynx, Hell does not run: Lynx stays beside her, taking a token each Game-Turn, until
    one of them breaks free."""
    tangled = "Hell=1 fireship 20,20@0 D1 A0 with:Lynx | Lynx=2 5th-rate 21.5,20@0 D1 A0 with:Hell"
    state = play(at(tangled), "sail Hell")
    hell = state.vessel("Hell")
    assert (hell.ship.pose.x, hell.ship.pose.y) == (20.0, 20.0) and "Hell" in state.sailed
    assert state.throw is None and state.vessel("Lynx").damage == 1
