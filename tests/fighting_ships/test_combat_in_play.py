"""Fighting Ships' remaining combat rules under sail, in play and at the desk (issue 22): captains, marines and
squadrons in the position, criticals that change what a ship may do, and the desk's rake, strike and plan picker."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Boarder, Position, boarding_odds, ship_classes
from sailkit.rulesets.fighting_ships.dice import pass_chance
from sailkit.rulesets.fighting_ships.faces.desk import PLANS
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.sailing import parse_plan
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import HEAD, at, play, rolls

#: Syrene with Lynx dead ahead of her, Syrene in Lynx's stern chaser arc: a rake at short range.
RAKE = "| Syrene=1 5th-rate 20,20@0 D0 A0 | Lynx=2 6th-rate 20,26@0 D0 A0"


def _table(wind: str, weather: str, ships: str = RAKE) -> Position:
    return Position.parse(f"FSH turn 1 gunnery wind {wind} {weather} table 48x48 morale 9,9 first 1 {ships}")


# ---- the position carries captains, marines and squadrons [APP.1.2.2, 6.2, 9.2] ----


def test_captains_marines_and_squadrons_paste_back() -> None:
    text = (
        "| Syrene=1 5th-rate 20,6@0 D0 A0 captain:marksman marines:2 squadron:Blue "
        "| Naiad=1 5th-rate 24,6@0 D0 A0 squadron:Blue | Lynx=2 6th-rate 28,42@180 D0 A0"
    )
    pos = _table("E", "blowing", text)
    syrene = pos.vessel("Syrene")
    assert (syrene.captain, syrene.marines, syrene.squadron) == ("marksman", 2, "Blue")
    assert Position.parse(str(pos)) == pos and "captain:marksman marines:2 squadron:Blue" in str(pos)
    assert pos.vessel("Lynx").captain == "competent" and "captain" not in str(pos).split("Lynx")[1]


@pytest.mark.parametrize(("flag", "bad"), [("captain:boss", "boss"), ("marines:12", "12"), ("marines:²", "²")])
def test_a_bad_captain_or_marine_count_is_named(flag: str, bad: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        _table("E", "blowing", f"| Syrene=1 5th-rate 20,6@0 D0 A0 {flag}")
    assert bad in str(refused.value)


# ---- the desk ----


def test_the_rake_s_chain_halves_its_dice_in_a_gale_downwind() -> None:
    """[1.5.2c, 5.5.5] Lynx lies downwind of Syrene in a gale: the raking chain starts from half the dice."""
    calm = answer(_table("S", "blowing"), "rake Syrene Lynx")
    gale = answer(_table("S", "gale"), "rake Syrene Lynx")
    assert calm.verdict is True and gale.verdict is True
    assert gale.facts["mean"] < calm.facts["mean"]
    assert any(s.case == "1.5.2c" for s in gale.steps) and "her 2 dice rake" in gale.steps[-1].reason
    assert answer(_table("S", "gale"), "fire Syrene Lynx").value == 2  # the same dice the fire question gives


def test_the_rake_in_a_gale_upwind_fires_a_band_longer() -> None:
    """[1.5.2c, 5.5.5] Lynx upwind in a gale: short counts as medium, so the chain explodes on 6s only."""
    calm = answer(_table("N", "blowing"), "rake Syrene Lynx")
    gale = answer(_table("N", "gale"), "rake Syrene Lynx")
    assert gale.facts["mean"] < calm.facts["mean"] and "at medium range" in gale.steps[-1].reason


def test_an_authoritarian_captain_throws_the_strike_test_s_1s_again() -> None:
    """[5.6.4, APP.1.2.2] Achille at four Damage tokens: her Authoritarian captain lowers her chance of striking."""
    ships = "| Achille=2 3rd-rate 40,36@90 D4 A0 captain:authoritarian | Plain=2 3rd-rate 10,36@90 D4 A0"
    pos = _table("E", "blowing", ships)
    dice = pos.vessel("Achille").ship.cls.discipline
    led = answer(pos, "strike Achille")
    assert led.verdict == 1 - pass_chance(dice, rethrow_ones=True) < answer(pos, "strike Plain").verdict
    assert any(s.case == "APP.1.2.2" and "Authoritarian" in s.reason for s in led.steps)
    assert answer(pos, "strike Plain").verdict == Fraction(5, 6) ** dice


def test_the_plan_picker_offers_plans_as_long_as_a_sailing_roll_allows() -> None:
    """[4.1.1a, 4.1.1f] The most sailing points a ship can roll is her Sailing stat: the picker offers plans of every
    length up to the longest, each one the plan grammar reads back."""
    longest = max(c.sailing for c in ship_classes().values() if "sail" in c.motive)
    lengths = {len(parse_plan(p.replace(",", " "))) for p in PLANS}
    assert lengths == set(range(1, longest + 1))
    assert "M2,M2,M2" in PLANS and len(PLANS) == len(set(PLANS))


# ---- criticals [5.6.2] ----


def test_an_armament_critical_silences_her_guns_until_its_token_goes() -> None:
    """[5.6.2] Syrene's armament critical: no fire while its Damage token stays, in play and at the desk."""
    state = at("Syrene=1 5th-rate 20,20@0 D1 A0 crit:armament | Lynx=2 6th-rate 20,26@0 D0 A0", phase="gunnery")
    assert not [a for a in RULES.legal_actions(state) if a.verb == "fire"]
    pos = _table("E", "blowing", "| Syrene=1 5th-rate 20,20@0 D1 A0 crit:armament | Lynx=2 6th-rate 20,26@0 D0 A0")
    refused = answer(pos, "fire Syrene Lynx")
    assert refused.verdict is False and refused.steps[-1].case == "5.6.2"
    assert answer(_table("E", "blowing"), "fire Syrene Lynx").verdict is True


# ---- special captains in play [APP.1.2.2] ----

BEAM = "Syrene=1 5th-rate 20,20@0 D0 A0 {cap} | Kent=2 3rd-rate 24,20@0 D0 A0 {kcap}"


def _firing(cap: str = "", kcap: str = "") -> State:
    return at(BEAM.format(cap=cap, kcap=kcap), phase="gunnery", ranged=frozenset({("Syrene", "Kent")}))


def test_a_marksman_throws_his_gunnery_1s_again_before_the_bonus_dice() -> None:
    """[APP.1.2.2, 5.5.2] Two 1s among four short-range dice: two dice thrown again, then the explosions' bonus."""
    state = rolls(play(_firing("captain:marksman"), "fire Syrene Kent"), [1, 1, 3, 4])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 2)
    after, ruling = RULES.apply_action(rolls(state, [6]), RULES.parse_action("roll 5"))
    assert after.throw is not None and after.throw.kind == "bonus" and after.throw.want == 2  # the 6 and the 5
    assert any(s.case == "APP.1.2.2" and "Marksman" in s.reason for s in ruling.steps)
    plain = rolls(play(_firing(), "fire Syrene Kent"), [1, 1, 3, 4])
    assert plain.throw is not None and plain.throw.kind == "saves"  # two hits, no second throw


def test_an_architect_throws_the_hull_1s_again() -> None:
    """[APP.1.2.2, 5.6.1] Kent's Architect throws her saving 1s again once."""
    state = rolls(play(_firing(kcap="captain:architect"), "fire Syrene Kent"), [3, 3, 3, 3])
    assert state.throw is not None and state.throw.kind == "saves"
    state = rolls(state, [1, 1, 1, 1, 1, 1, 1])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 7)
    saved = rolls(state, [4] * 7)
    assert saved.vessel("Kent").damage == 0 and saved.throw is None


def test_an_authoritarian_throws_the_repair_test_s_1s_again() -> None:
    """[APP.1.2.2, 5.6.3] A repair test of five 1s: thrown again, a 6 removes the Damage token."""
    state = at("Syrene=1 5th-rate 20,20@0 D1 A0 captain:authoritarian | Kent=2 3rd-rate 40,40@0 D0 A0")
    state = rolls(play(state, "sail Syrene"), [4, 1, 1, 1, 1, 1])
    state = play(state, "manoeuvre Syrene M2")
    assert state.throw is not None and state.throw.kind == "repair"
    state = rolls(state, [1, 1, 1, 1, 1])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 5)
    assert rolls(state, [6, 1, 1, 1, 1]).vessel("Syrene").damage == 0


# ---- boarding in play [6.1, 6.2] ----

#: Achille (FR) lies between Defiance and Lynx (GB), entangled with both; Defiance carries a marine counter.
PAIR = (
    "Defiance=1 3rd-rate 10,10@0 D0 A1 marines:1 with:Achille | Achille=2 3rd-rate 11.5,10@0 D0 A1 with:Defiance,Lynx"
    " | Lynx=1 6th-rate 13,10@0 D1 A1 with:Achille"
)


def test_friends_entangled_with_the_enemy_pool_their_boarders_and_marines() -> None:
    """[6.1, 6.2] Defiance (Boarding 7, a marine counter: 2 dice) and Lynx (Boarding 2, halved to 1 for her Damage
    token) pool 10 dice against Achille's 7; a prize: each attacker keeps a Damage token, neither fires or boards
    again this Game-Turn."""
    state = play(at(PAIR, phase="boarding"), "board Defiance Achille")
    assert state.throw is not None and state.throw.want == 7 + 2 + 1 + 7
    assert state.throw.ships == ("Defiance", "Lynx", "Achille")
    state = rolls(state, [6] * 10 + [1] * 7)
    assert state.vessel("Achille").fate == "prize"
    assert state.vessel("Defiance").damage == 1 and state.vessel("Lynx").damage == 1
    assert {"Defiance", "Lynx"} <= state.fought
    assert state.position.morale == (10 + 7, 10 - 7)


def test_a_swashbuckler_throws_only_his_own_ships_1s_again() -> None:
    """[APP.1.2.2] Defiance's Swashbuckler: her 1s are thrown again, not Lynx's nor Achille's."""
    text = PAIR.replace("marines:1", "marines:1 captain:swashbuckler")
    state = play(at(text, phase="boarding"), "board Defiance Achille")
    state = rolls(state, [1, 1, 6, 6, 6, 6, 6, 6, 6] + [1] + [1] * 7)
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 2)
    state = rolls(state, [6, 6])
    assert state.vessel("Achille").fate == "prize"


def test_a_prize_sails_for_home_under_her_captors_and_can_be_retaken() -> None:
    """[6.1] Achille, a prize of GB's, is sailed by GB (homeward: no nearer the enemy), fires at nobody, and her own
    side may board her again: retaken, the morale passes back."""
    text = (
        "Achille=2 3rd-rate 20,20@0 D1 A0 prize with:Naiad | Naiad=2 5th-rate 21.5,20@0 D0 A0 with:Achille"
        " | Defiance=1 3rd-rate 40,40@0 D0 A0"
    )
    sailing = at(text.replace(" with:Naiad", "").replace(" with:Achille", ""))
    assert {str(a) for a in RULES.legal_actions(sailing)} == {"sail Defiance", "sail Achille"}
    state = at(text, phase="boarding", first="2")
    assert "board Naiad Achille" in {str(a) for a in RULES.legal_actions(state)}
    state = play(state, "board Naiad Achille")
    assert state.throw is not None and state.throw.ships == ("Naiad", "Achille")
    assert state.throw.want == 3 + 4  # Naiad's Boarding 3; Achille's prize crew half her 7, rounded up
    state = rolls(state, [6, 6, 6] + [1] * 4)
    assert state.vessel("Achille").fate == "afloat" and state.position.morale == (10 - 7, 10 + 7)


def test_a_prize_may_not_sail_away_from_the_table_s_edge() -> None:
    """[6.1] Reading prize_course: homeward (default) refuses a run that takes Achille farther from the nearest edge;
    under ``free`` her captors sail her as they like."""
    text = "Achille=2 3rd-rate 10,24@90 D0 A0 prize | Defiance=1 3rd-rate 40,40@0 D0 A0"
    state = rolls(play(at(text), "sail Achille"), [6, 6, 6, 6])
    assert state.moving is not None and state.moving.ship == "Achille"
    offered = {str(a) for a in RULES.legal_actions(state)}
    assert "manoeuvre Achille M2" not in offered and "stop Achille" in offered
    with pytest.raises(IllegalActionError) as refused:
        RULES.check_action(state, RULES.parse_action("manoeuvre Achille M2"))
    assert refused.value.case == "6.1"
    pos = Position.parse(HEAD.format(turn=1, phase="sailing", first="1") + " prize_course=free | " + text)
    free = rolls(play(State(Setup("test", pos), pos), "sail Achille"), [6, 6, 6, 6])
    assert "manoeuvre Achille M2" in {str(a) for a in RULES.legal_actions(free)}


def test_a_repair_clears_the_steering_critical_first() -> None:
    """[5.6.3, 5.6.2] The Hero example: the token carrying the steering critical is the one to remove first; a plain
    Damage token stays."""
    state = at("Syrene=1 5th-rate 20,20@0 D2 A0 crit:steering,fire | Kent=2 3rd-rate 40,40@0 D0 A0")
    state = play(rolls(play(state, "sail Syrene"), [4, 1, 1, 1, 1, 1]), "manoeuvre Syrene M2")
    assert state.throw is not None and state.throw.kind == "repair"
    repaired = rolls(state, [6, 1, 1, 1, 1])
    assert repaired.vessel("Syrene").damage == 1 and repaired.vessel("Syrene").criticals == ("fire",)


def test_a_poor_captain_throws_one_die_fewer_for_sailing_discipline_and_gunnery() -> None:
    """[APP.1.2.2] Syrene (Sailing 6, Discipline 5, Gunnery 4) under a Poor captain: 5 Sailing dice, 3 Gunnery dice,
    and at four Damage tokens 4 Discipline dice for her strike test."""
    sailing = play(at(BEAM.format(cap="captain:poor", kcap="")), "sail Syrene")
    assert sailing.throw is not None and sailing.throw.want == 5
    firing = play(_firing("captain:poor"), "fire Syrene Kent")
    assert firing.throw is not None and firing.throw.want == 3
    assert at(BEAM.format(cap="captain:poor", kcap="")).vessel("Syrene").test_dice("discipline") == 4


# ---- squadrons' combined fire [9.2] ----

#: Squadron Blue: Syrene and Naiad both see Santisima at short range, 5.66 inches apart; Lynx, a member too, is
#: blocked by Syrene's hull.
SQUADRON = (
    "Syrene=1 5th-rate 16,12@0 D0 A0 squadron:Blue | Naiad=1 5th-rate 20,8@90 D0 A0 {cap} squadron:Blue "
    "| Lynx=1 6th-rate 12,12.5@0 D0 A0 squadron:Blue | Santisima=2 1st-rate 20,12@0 D0 A0"
)
RANGED = frozenset({("Syrene", "Santisima"), ("Naiad", "Santisima")})


def test_a_squadron_volley_pools_the_members_that_may_fire() -> None:
    """[9.2] Syrene and Naiad pool their 4 Gunnery dice each at short range, never raking; Lynx, unsighted, adds
    none and may still act; both firers are done for the Game-Turn."""
    state = at(SQUADRON.format(cap=""), phase="gunnery", ranged=RANGED)
    assert "volley Blue Santisima" in {str(a) for a in RULES.legal_actions(state)}
    state, ruling = RULES.apply_action(state, RULES.parse_action("volley Blue Santisima"))
    assert state.throw is not None and (state.throw.want, state.throw.band) == (8, "short")
    assert any(s.case == "9.2" and "never rakes" in s.reason for s in ruling.steps)
    state = rolls(state, [1] * 8)  # every die misses
    assert state.throw is None and {"Syrene", "Naiad"} <= state.fought and "Lynx" not in state.fought
    assert "volley Blue Santisima" not in {str(a) for a in RULES.legal_actions(state)}


def test_a_marksman_in_a_squadron_throws_only_his_own_1s_again() -> None:
    """[9.2, APP.1.2.2] Naiad's Marksman: her dice are rolled apart, so only her 1s come back."""
    state = at(SQUADRON.format(cap="captain:marksman"), phase="gunnery", ranged=RANGED)
    state = rolls(play(state, "volley Blue Santisima"), [1, 3, 3, 3] + [1, 1, 3, 3])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("again", 2)
    state = rolls(state, [6, 6])  # Naiad's two 1s come back as 6s, Syrene's 1 stays: 7 hits, 2 explosions
    assert state.throw is not None and state.throw.kind == "bonus" and state.throw.want == 2
    assert state.throw.held[0] == ("gunnery", (1, 3, 3, 3, 6, 6, 3, 3))


@pytest.mark.parametrize(
    "ships",
    [
        "Kent=1 3rd-rate 10,10@0 D0 A0 squadron:Red | Lynx=1 6th-rate 12,10@0 D0 A0 squadron:Red",
        "Lynx=1 6th-rate 12,10@0 D0 A0 squadron:Red",
        "Lynx=1 6th-rate 12,10@0 D0 A0 squadron:Red | Naiad=2 5th-rate 14,10@0 D0 A0 squadron:Red",
    ],
)
def test_a_squadron_is_two_or_three_small_ships_of_one_side(ships: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        _table("E", "blowing", "| " + ships)
    assert "9.2" in str(refused.value)


def test_the_desk_s_boarding_odds_pool_friends_marines_and_captains() -> None:
    """[6.1, 6.2, APP.1.2.2] Rapide (a Swashbuckler, a marine counter) and Lynx, both entangled with Achille: the
    desk's odds are those of their pooled dice, as the engine would throw them."""
    ships = (
        "| Achille=2 3rd-rate 40,36@90 D0 A0 with:Lynx,Rapide "
        "| Rapide=1 6th-rate 40,37.5@90 D0 A0 captain:swashbuckler marines:1 with:Achille "
        "| Lynx=1 6th-rate 40,34.5@90 D1 A0 with:Achille"
    )
    ruling = answer(_table("E", "blowing", ships), "board Rapide Achille")
    expected = boarding_odds(
        [Boarder("Rapide", 2, 2, False, 1, swashbuckler=True), Boarder("Lynx", 2, 2, True)], Boarder("Achille", 7, 7)
    )
    assert ruling.facts["prize"] == expected.facts["prize"]
    assert any("Lynx" in s.reason and "pool" in s.reason for s in ruling.steps)


def test_the_squadron_example_in_play() -> None:
    """[9.2] Three 5th rates of Gunnery 4, one blocked, the others at short and medium range: 8 dice at medium range
    (hits on 4+, explosions on 6), never raking: two 6s call two bonus dice, whose 6s call no more."""
    ships = (
        "Syrene=1 5th-rate 16,12@0 D0 A0 squadron:Blue | Naiad=1 5th-rate 13,7@135 D0 A0 squadron:Blue "
        "| Lynx=1 5th-rate 12,12.5@0 D0 A0 squadron:Blue | Santisima=2 1st-rate 20,12@0 D0 A0"
    )
    state = play(at(ships, phase="gunnery", ranged=RANGED), "volley Blue Santisima")
    assert state.throw is not None and (state.throw.want, state.throw.band) == (8, "medium")
    state = rolls(state, [6, 6, 4, 3, 1, 1, 1, 1])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("bonus", 2)
    state = rolls(state, [6, 6])
    assert state.throw is not None and state.throw.kind == "saves"  # 5 hits, and no chain: the shot never rakes


def test_the_replayer_marks_a_squadron_s_salvo_through_a_captain_s_second_throw() -> None:
    """A volley is marked as fire from a member to the target, and a Marksman's second throw keeps it open."""
    from sailkit.rulesets.fighting_ships.faces.replay import _cause

    state = at(SQUADRON.format(cap="captain:marksman"), phase="gunnery", ranged=RANGED)
    volley = RULES.parse_action("volley Blue Santisima")
    after = play(state, str(volley))
    aimed = _cause(state, volley, after)
    assert aimed is not None and aimed.kind == "fire" and aimed.ships[-1] == "Santisima" and not aimed.done
    before = rolls(after, [1, 3, 3, 3, 1, 1, 3])
    last = RULES.parse_action("roll 3")
    again = play(before, str(last))
    assert again.throw is not None and again.throw.kind == "again"
    marked = _cause(before, last, again)
    assert marked is not None and marked.kind == "fire" and not marked.done
