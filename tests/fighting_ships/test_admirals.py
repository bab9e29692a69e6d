"""Admirals and legends in play [APP.1.2.1, APP.1.2.3, 3.1, 9.2]: the archetypes as data, the flagship, the
initiative, the dice within 12 inches, squadrons, the once-per-game effects spent and recorded, and the desk."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Phase, Position, Setup, State
from sailkit.rulesets.fighting_ships.admirals import (
    admiral_effect,
    command,
    dice_change,
    initiative_bonus,
    squadron_reach,
    tie_winner,
)
from sailkit.rulesets.fighting_ships.archetypes import admiral_keys, archetypes, cost
from sailkit.rulesets.fighting_ships.gunnery import pool
from sailkit.rulesets.fighting_ships.legends import legends
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.squadrons import squadron_fire
from sailkit.rulesets.fighting_ships.state import Throw

from .test_engine import play, rolls

HEAD = "FSH turn {turn} {phase} wind E blowing table 48x48 morale 10,10 first {first}"


def at(ships: str, *, turn: int = 1, phase: str = "sailing", first: str = "1", head: str = "", **kw: object) -> State:
    pos = Position.parse(HEAD.format(turn=turn, phase=phase, first=first) + head + " | " + ships)
    return State(Setup("test", pos), pos, **kw)  # type: ignore[arg-type]


def fleets(one: str = "", two: str = "", *, naiad: str = "40,40@180") -> str:
    """Victory (side 1's flagship when ``one`` names an admiral) and Syrene 6 inches off; Naiad for side 2."""
    flag1 = f" admiral:{one}" if one else ""
    flag2 = f" admiral:{two}" if two else ""
    return (
        f"Victory=1 1st-rate 10,10@0 D0 A0{flag1} | Syrene=1 5th-rate 16,10@0 D0 A0 | "
        f"Naiad=2 5th-rate {naiad} D0 A0{flag2}"
    )


# ---- the archetypes and legends as data ----


def test_the_eighteen_archetypes_with_the_texts_costs() -> None:
    """[APP.1.2.1] a-r with their points; Methodical is free and Poor pays back 10."""
    found = archetypes()
    assert [a.letter for a in found.values()] == list("abcdefghijklmnopqr")
    costs = {k: a.cost for k, a in found.items()}
    assert costs == {
        "methodical": 0,
        "disciplinarian": 5,
        "gunner": 10,
        "hero": 10,
        "national-hero": 20,
        "revolutionary": 5,
        "former-privateer": 10,
        "noble": 10,
        "veteran-sailor": 5,
        "pragmatist": 5,
        "daring": 10,
        "former-frigate-captain": 10,
        "master-of-the-coast": 5,
        "explorer": 5,
        "sea-dog": 5,
        "buccaneer": 10,
        "villain": 5,
        "poor": -10,
    }
    once = {k for k, a in found.items() if a.once}
    assert once == {"disciplinarian", "gunner", "revolutionary", "former-privateer", "noble"}


def test_every_effect_is_applied_or_says_why_not() -> None:
    """No archetype is left looking finished when it is not: each either plays in the engine or names its reason."""
    for a in archetypes().values():
        assert a.play.startswith(("applied", "later: ")), a.key
        assert a.applied or len(a.play) > len("later: ") + 10, a.key


def test_legends_cost_the_sum_of_their_parts() -> None:
    """[APP.1.2.3] The text's totals: Drake 15, Blackbeard 10, Nelson 30."""
    assert cost("nelson") == 30 and legends()["nelson"].parts == ("national-hero", "gunner")
    assert legends()["drake"].parts == ("swashbuckler", "authoritarian", "marksman")
    captain_costs = {"swashbuckler": 5, "authoritarian": 5, "marksman": 5}
    assert sum(captain_costs[q] for q in legends()["drake"].parts) == 15
    assert sum(captain_costs[q] for q in legends()["blackbeard"].parts) == 10


# ---- the position: the flagship carries the admiral ----


def test_the_admiral_and_spent_effects_paste_back() -> None:
    text = HEAD.format(turn=1, phase="sailing", first="1") + " | " + fleets("nelson")
    pos = Position.parse(text.replace("admiral:nelson", "admiral:nelson spent:gunner captain:drake"))
    assert Position.parse(str(pos)) == pos and "admiral:nelson spent:gunner" in str(pos)
    c = command(pos, 1)
    assert c.flagship == "Victory" and c.has("national-hero") and c.has("gunner") and not c.ready("gunner")
    assert command(pos, 2).has("methodical") and not command(pos, 2).flagship


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        ("admiral:caesar", "invalid admiral: 'caesar'"),
        ("admiral:drake", "invalid admiral: 'drake'"),  # a captain legend is no admiral
        ("admiral:hero spent:hero", "spent effect of Naiad's admiral"),  # the Hero's is not once-per-game
        ("spent:gunner", "no admiral aboard"),
    ],
)
def test_a_bad_admiral_field_is_named(extra: str, named: str) -> None:
    text = HEAD.format(turn=1, phase="sailing", first="1") + " | " + fleets() + " " + extra
    with pytest.raises(InvalidInputError, match=named):
        Position.parse(text)


def test_one_flagship_a_side() -> None:
    text = HEAD.format(turn=1, phase="sailing", first="1") + " | " + fleets("hero")
    with pytest.raises(InvalidInputError, match="one flagship a side"):
        Position.parse(text.replace("16,10@0 D0 A0", "16,10@0 D0 A0 admiral:poor"))


def test_a_lost_flagship_leaves_a_methodical_admiral() -> None:
    """[APP.1.2.1] Struck, her Hero's bonus is gone."""
    pos = at(fleets("hero").replace("D0 A0 admiral", "D4 A0 struck admiral"), phase="initiative").position
    c = command(pos, 1)
    assert c.lost and c.has("methodical") and not c.has("hero")
    assert initiative_bonus(pos, 1) == (0, [])
    assert "Methodical" in str(admiral_effect(pos, "Syrene"))


# ---- the initiative [3.1] ----


def test_a_hero_adds_one_on_the_first_game_turn() -> None:
    """[3.1, APP.1.2.1] 4 against 4 would be thrown again; with a Hero side 1 totals 5 and is Player 1."""
    start = at(fleets("hero"), phase="initiative", first="-", throw=Throw("initiative", 2))
    state = rolls(start, [4, 4])
    assert state.position.first == 1 and state.phase is Phase.SAILING
    state = rolls(start, [3, 4])  # 4 all: thrown again on the first Game-Turn
    assert state.throw == Throw("initiative", 2)


def test_the_hero_bonus_holds_on_later_turns_only_under_its_reading() -> None:
    """[3.1] reading hero_initiative: first-turn (default) or every-turn."""
    later = at(fleets("national-hero"), turn=2, phase="initiative", throw=Throw("initiative", 2))
    assert rolls(later, [3, 4]).position.first == 2
    every = at(
        fleets("national-hero"),
        turn=2,
        phase="initiative",
        head=" hero_initiative=every-turn",
        throw=Throw("initiative", 2),
    )
    assert rolls(every, [3, 4]).position.first == 1


def test_a_poor_admiral_takes_one_and_a_tie_of_totals_reads_a_fresh_weather_die() -> None:
    """[3.1, 1.5.1] Poor: 5 - 1 ties with 4: no one die shows the tie, so a fresh die is read on the weather table."""
    state = rolls(at(fleets("poor"), turn=2, phase="initiative", throw=Throw("initiative", 2)), [5, 4])
    assert state.throw is not None and state.throw.kind == "weather"
    state = rolls(at(fleets("poor"), turn=2, phase="initiative", throw=Throw("initiative", 2)), [4, 4])
    assert state.position.first == 2 and state.position.wind == Position.parse(str(state.position)).wind


def test_a_daring_admiral_wins_a_tie_unless_both_are() -> None:
    """[APP.1.2.1k, 3.1] Last turn's Player 1 keeps it with a Daring admiral; the weather still changes."""
    state = rolls(at(fleets("daring"), turn=2, phase="initiative", throw=Throw("initiative", 2)), [2, 2])
    assert state.position.first == 1 and str(state.position.wind) == "SE"
    both = at(fleets("daring", "daring"), turn=2, phase="initiative", throw=Throw("initiative", 2))
    assert tie_winner(both.position) is None and rolls(both, [2, 2]).position.first == 2
    first = rolls(at(fleets("daring"), phase="initiative", first="-", throw=Throw("initiative", 2)), [6, 6])
    assert first.position.first == 1  # no re-throw on the first Game-Turn either


# ---- the dice within 12 inches ----


def test_a_poor_admiral_takes_a_sailing_die_within_12_inches_and_forbids_re_throws() -> None:
    """[APP.1.2.1r] Syrene lies 6 inches from the flagship: 3 Sailing dice, not 4, and her Navigator's 1 stands."""
    near = at(
        fleets("poor").replace("Syrene=1 5th-rate 16,10@0 D0 A0", "Syrene=1 5th-rate 16,10@0 D0 A0 captain:navigator")
    )
    state = play(near, "sail Syrene")
    assert state.throw is not None and state.throw.want == near.vessel("Syrene").ship.cls.sailing - 1
    state = rolls(state, [1] * state.throw.want)
    assert state.throw is None or state.throw.kind != "again"
    far = at(fleets("poor").replace("Syrene=1 5th-rate 16,10@0", "Syrene=1 5th-rate 30,10@0"))
    assert dice_change(far.position, far.vessel("Syrene"), "sailing") == 0


def test_a_poor_admiral_takes_a_gunnery_die_within_12_inches() -> None:
    """[APP.1.2.1r] Syrene's salvo at Naiad: one die fewer than without the Poor admiral."""
    ships = fleets(naiad="16,18@90")
    plain = play(at(ships, phase="gunnery"), "fire Syrene Naiad")
    poor = play(at(ships.replace("10,10@0 D0 A0", "10,10@0 D0 A0 admiral:poor"), phase="gunnery"), "fire Syrene Naiad")
    assert plain.throw is not None and poor.throw is not None
    assert poor.throw.want == plain.throw.want - 1


def test_a_villain_and_a_pragmatist_add_discipline_dice() -> None:
    """[APP.1.2.1j, q] A Villain's ships within 12 inches: one more Discipline die; a Pragmatist's: one more for
    damage control only."""
    villain = at(fleets("villain")).position
    syrene = villain.vessel("Syrene")
    assert dice_change(villain, syrene, "discipline") == 1 and dice_change(villain, syrene, "sailing") == 0
    pragmatist = at(fleets("pragmatist")).position
    assert dice_change(pragmatist, pragmatist.vessel("Syrene"), "discipline", repair=True) == 1
    assert dice_change(pragmatist, pragmatist.vessel("Syrene"), "discipline") == 0


def test_a_pragmatists_damaged_ship_throws_one_more_die_to_repair() -> None:
    state = at(fleets("pragmatist").replace("Syrene=1 5th-rate 16,10@0 D0", "Syrene=1 5th-rate 16,10@0 D1"))
    state = play(state, "sail Syrene")
    state = rolls(state, [1] * state.throw.want) if state.throw else state  # no points: she stays, then repairs
    while state.moving is not None:
        state = play(state, "stop Syrene")
    assert state.throw is not None and state.throw.kind == "repair"
    assert state.throw.want == state.vessel("Syrene").ship.cls.discipline + 1


def test_a_veteran_sailors_squadrons_reach_9_inches_and_a_frigate_captain_takes_the_nearest_band() -> None:
    """[9.2, APP.1.2.1i, l]"""
    pos = at(fleets("veteran-sailor")).position
    assert squadron_reach(pos, 1) == 9.0 and squadron_reach(pos, 2) == 6.0
    sq = "Lynx=1 6th-rate 10,10@180 D0 A0 | Kite=1 6th-rate 2,10@180 D0 A0 | Naiad=2 5th-rate 14,10@0 D0 A0"
    ships = [v.ship for v in Position.parse(HEAD.format(turn=1, phase="gunnery", first="1") + " | " + sq).ships]
    far = squadron_fire(ships[:2], ships[2], reach=9.0)
    near = squadron_fire(ships[:2], ships[2], reach=9.0, nearest=True)
    assert far.verdict == near.verdict == ("Lynx", "Kite")
    assert squadron_fire(ships[:2], ships[2]).verdict == ()  # 8 inches apart: beyond 6
    assert far.facts["band"] == "medium" and near.facts["band"] == "short"


# ---- once-per-game effects: spent and recorded ----


def test_a_noble_takes_away_a_damage_token_once() -> None:
    """[APP.1.2.1h] Offered for a damaged ship while the side acts; used, it is written spent and offered no more."""
    state = at(fleets("noble").replace("Syrene=1 5th-rate 16,10@0 D0", "Syrene=1 5th-rate 16,10@0 D2"))
    assert "admiral Syrene" in {str(a) for a in RULES.legal_actions(state)}
    assert "admiral Victory" not in {str(a) for a in RULES.legal_actions(state)}  # undamaged
    after, ruling = RULES.apply_action(state, RULES.parse_action("admiral Syrene"))
    assert after.vessel("Syrene").damage == 1 and after.vessel("Victory").spent == ("noble",)
    assert "APP.1.2.1" in str(ruling) and "spent:noble" in str(after.position)
    assert "admiral Syrene" not in {str(a) for a in RULES.legal_actions(after)}
    with pytest.raises(IllegalActionError):
        RULES.check_action(after, RULES.parse_action("admiral Syrene"))


def test_a_gunner_lets_a_ship_fire_again_once() -> None:
    """[APP.1.2.1c] After Syrene fires, 'admiral Syrene' lets her fire a second salvo this Game-Turn."""
    state = at(fleets("nelson", naiad="16,18@90"), phase="gunnery", fought=frozenset({"Syrene"}))
    assert "fire Syrene Naiad" not in {str(a) for a in RULES.legal_actions(state)}
    state = play(state, "admiral Syrene")
    assert "fire Syrene Naiad" in {str(a) for a in RULES.legal_actions(state)}
    assert state.vessel("Victory").spent == ("gunner",)
    assert not any(str(a).startswith("admiral") for a in RULES.legal_actions(play(state, "fire Syrene Naiad")))


def test_a_game_with_an_admiral_records_and_replays() -> None:
    """The admiral's action and his spent effect live in the record: it replays to the same position."""
    from sailkit.rulesets.fighting_ships import Game

    pos = Position.parse(
        HEAD.format(turn=1, phase="initiative", first="-")
        + " | "
        + fleets("noble").replace("Syrene=1 5th-rate 16,10@0 D0", "Syrene=1 5th-rate 16,10@0 D1")
    )
    game = Game(Setup("admiral", pos))
    for text in ("roll 5", "roll 2", "admiral Syrene"):
        game.apply_action(text)
    assert "admiral Syrene" in game.record().to_text()
    again = Game.from_text(game.record().to_text())
    assert str(again.position) == str(game.position) and "spent:noble" in str(again.position)


# ---- captain legends [APP.1.2.3] and the desk ----


def test_a_captain_legend_plays_as_its_parts() -> None:
    """[APP.1.2.3] Drake: a Marksman's gunnery 1s thrown again, an Authoritarian's and a Swashbuckler's too."""
    assert pool(5, "short", captain="drake").reroll_ones
    v = at(fleets().replace("16,10@0 D0 A0", "16,10@0 D0 A0 captain:drake")).vessel("Syrene")
    assert v.has_captain("marksman") and v.has_captain("swashbuckler") and not v.has_captain("navigator")
    with pytest.raises(InvalidInputError, match="nelson"):
        at(fleets().replace("16,10@0 D0 A0", "16,10@0 D0 A0 captain:nelson"))


def test_the_desk_says_what_an_admiral_changes_for_a_ship() -> None:
    """[APP.1.2.1] The desk's 'admiral SHIP': Syrene within 12 inches of a Villain's flagship has a Discipline die
    more; Naiad's fleet has no admiral named."""
    pos = at(fleets("villain")).position
    ruling = answer(pos, "admiral Syrene")
    assert ruling.verdict == "discipline +1" and any(s.case == "APP.1.2.1" for s in ruling.steps)
    assert answer(pos, "admiral Naiad").verdict == "no change to her dice"
    assert ruling.figure() is not None


# ---- invariants ----


@settings(max_examples=60, deadline=None, database=None)
@given(
    st.sampled_from(sorted(admiral_keys())),
    st.sampled_from(("afloat", "struck", "sunk", "prize")),
    st.floats(6, 40),
    st.integers(1, 3),
)
def test_any_admiral_pastes_back_and_changes_a_die_at_most(key: str, fate: str, x: float, turn: int) -> None:
    """Whatever the admiral, the flagship's fate and where Syrene lies: the position pastes back, a lost flagship
    leaves a Methodical admiral, an admiral changes a test by one die at most either way, and his initiative bonus
    lies between -1 and +2 [APP.1.2.1, 3.1]."""
    flag = "" if fate == "afloat" else f" {fate}"
    ships = (
        fleets(key).replace(f"D0 A0 admiral:{key}", f"D0 A0{flag} admiral:{key}").replace("16,10@0", f"{x:.2f},10@0")
    )
    pos = at(ships, turn=turn, phase="initiative").position
    assert Position.parse(str(pos)) == pos
    c = command(pos, 1)
    assert c.lost == (fate != "afloat") and (not c.lost or c.has("methodical"))
    syrene = pos.vessel("Syrene")
    for stat in ("sailing", "discipline"):
        for repair in (False, True):
            assert -1 <= dice_change(pos, syrene, stat, repair=repair, shoal=True) <= 1
    assert -1 <= initiative_bonus(pos, 1)[0] <= 2 and initiative_bonus(pos, 2) == (0, [])
    assert admiral_effect(pos, "Syrene").steps


def test_a_ship_boarding_a_villains_flagship_tests_her_discipline_first() -> None:
    """[APP.1.2.1q] Naiad, entangled with the Villain's Victory, tests her Discipline before she boards: a 6 and the
    boarding dice are due; no 6 and she cannot board."""
    ships = (
        "Victory=1 1st-rate 10,10@0 D0 A0 admiral:villain with:Naiad | Naiad=2 5th-rate 11.5,10@0 D0 A0 with:Victory"
    )
    state = play(at(ships, phase="boarding", first="2"), "board Naiad Victory")
    assert state.throw is not None and state.throw.kind == "villain"
    assert state.throw.want == state.vessel("Naiad").ship.cls.discipline
    passed = rolls(state, [6] + [2] * (state.throw.want - 1))
    assert passed.throw is not None and passed.throw.kind == "boarding"
    failed = rolls(state, [2] * state.throw.want)
    assert failed.throw is None and "Naiad" in failed.fought
    assert "board Naiad Victory" not in {str(a) for a in RULES.legal_actions(failed)}
    plain = play(
        at(ships.replace("admiral:villain", "admiral:hero"), phase="boarding", first="2"), "board Naiad Victory"
    )
    assert plain.throw is not None and plain.throw.kind == "boarding"


def test_the_captain_spends_a_gunners_second_salvo_and_a_nobles_token_when_they_pay() -> None:
    """The computer captain uses the admiral's once-per-game effect at once when it pays: Syrene has fired and still
    has Naiad in her arc; a Noble's token goes to a ship one short of her strike test, not to a lightly damaged one."""
    from types import SimpleNamespace

    from sailkit.rulesets.fighting_ships.captain import Captain

    def decided(state: State) -> str:  # the captain judges a game by its state alone
        return str(Captain().judge(SimpleNamespace(state=state), RULES.legal_actions(state)).action)

    gunner = at(fleets("gunner", naiad="16,18@90"), phase="gunnery", fought=frozenset({"Syrene"}))
    assert decided(gunner) == "admiral Syrene"
    battered = fleets("noble").replace("Syrene=1 5th-rate 16,10@0 D0", "Syrene=1 5th-rate 16,10@0 D3")
    assert decided(at(battered)) == "admiral Syrene"
    assert decided(at(battered.replace("D3", "D1"))) != "admiral Syrene"
