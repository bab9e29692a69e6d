"""The admiral effects the engine plays beyond the first ones [APP.1.2.1], the special-ordnance cap's reading [9.1.1]
and a Poor admiral's lost Gunnery die, the same in a salvo and a volley (issue 22)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships.archetypes import admiral_keys, parts
from sailkit.rulesets.fighting_ships.fleet import muster
from sailkit.rulesets.fighting_ships.gunnery import Member, gunnery_dice, squadron_dice
from sailkit.rulesets.fighting_ships.ordnance import OrdnanceError, check_ordnance
from sailkit.rulesets.fighting_ships.readings import chosen

# ---- the points-game halves of the Hero, National Hero and Noble [APP.1.2.1d, e, h] ----


def test_a_noble_admiral_lets_a_points_fleet_spend_a_tenth_more() -> None:
    """[APP.1.2.1h] 100 agreed points: a 3rd rate, a frigate and the Noble himself (50 + 30 + 10) plus a fireship's
    15 cost 105, over the 100 but within the Noble's 110; without him the same ships and 15 more are refused."""
    ships = ["3rd-rate", "5th-rate", "fireship"]
    ruling = muster(ships, points=100, admiral="noble")
    assert ruling.value == 105 and ruling.facts["left"] == 5
    assert any("10 points more to spend" in s.reason for s in ruling.steps)
    with pytest.raises(Exception) as refused:
        muster([*ships, "5th-rate"], points=100)
    assert "100" in str(refused.value)


@pytest.mark.parametrize(("admiral", "morale"), [("", 30), ("hero", 33), ("national-hero", 36), ("nelson", 36)])
def test_a_hero_starts_a_points_fleet_with_more_morale(admiral: str, morale: int) -> None:
    """[APP.1.2.1d, e, APP.1.2.3] 300 points give 30 morale; a Hero's tenth more is 33, a National Hero's fifth 36,
    and Nelson (a National Hero and a Gunner) has the National Hero's."""
    ruling = muster(["1st-rate"], points=300, admiral=admiral)
    assert ruling.facts["morale"] == morale


def test_an_admiral_is_bought_at_his_cost() -> None:
    """[APP.1.2.1, APP.1.2.3] The admiral's points count in the fleet's cost; a Poor one gives 10 back."""
    assert muster(["3rd-rate"], points=100, admiral="gunner").value == 60
    assert muster(["3rd-rate"], points=100, admiral="poor").value == 40
    assert muster(["3rd-rate"], points=100, admiral="nelson").value == 80


@given(st.sampled_from(admiral_keys()), st.integers(100, 1000))
def test_no_admiral_lowers_the_points_or_the_morale_but_his_own_cost(admiral: str, points: int) -> None:
    """[APP.1.2.1] Whatever the admiral, his points-game half only adds: morale never falls below a tenth of the
    points, and the points left are the plain fleet's less his cost plus any Noble's bonus."""
    plain = muster(["5th-rate"], points=points)
    led = muster(["5th-rate"], points=points, admiral=admiral)
    assert int(led.facts["morale"]) >= int(plain.facts["morale"])  # type: ignore[call-overload]
    noble = any(a.key == "noble" for a in parts(admiral))
    bonus = (points + 5) // 10 if noble else 0
    cost = sum(a.cost for a in parts(admiral))
    assert led.facts["left"] == int(plain.facts["left"]) - cost + bonus  # type: ignore[call-overload]


# ---- the special-ordnance cap: half of what [9.1.1] ----


def test_muster_measures_the_ordnance_against_the_fleet_cost_or_the_agreed_total() -> None:
    """[9.1.1] 100 agreed points, a frigate (30) and two fireships (30): 60 spent, 30 of them on ordnance. Half the
    agreed total is 50: allowed under ``agreed-points``; half the fleet's cost is 30: allowed too; a third fireship
    (45 of 75) is refused of the cost and allowed of the agreed total."""
    three = ["5th-rate", "fireship", "fireship", "fireship"]
    agreed = muster(three, points=100, readings={"ordnance_half": "agreed-points"})
    assert agreed.value == 75 and ("ordnance_half", "agreed-points") in agreed.readings
    with pytest.raises(IllegalActionError) as refused:
        muster(three, points=100, readings={"ordnance_half": "fleet-cost"})
    assert refused.value.case == "9.1.1" and "45" in str(refused.value) and "75" in str(refused.value)
    assert chosen(None)["ordnance_half"] == "agreed-points"


def test_a_set_up_measures_the_ordnance_against_the_agreed_total_when_it_is_given() -> None:
    """[9.1.1] Side 1 fields a frigate (30) and three fireships (45): over half its own 75, within half of 100."""
    fleet = [("Lynx", 1, "5th-rate", 30), *((f"F{i}", 1, "fireship", 15) for i in range(3)), ("N", 2, "5th-rate", 30)]
    allowed = (("fireship",), ())
    check_ordnance(fleet, allowed, {"ordnance_half": "agreed-points"}, points=100)
    with pytest.raises(OrdnanceError) as refused:
        check_ordnance(fleet, allowed, {"ordnance_half": "fleet-cost"}, points=100)
    assert "75" in str(refused.value)
    with pytest.raises(OrdnanceError):  # no agreed total known: the fleet's own cost stands in under either reading
        check_ordnance(fleet, allowed, {"ordnance_half": "agreed-points"})


# ---- a Poor admiral's lost Gunnery die: one rule for a salvo and a volley [APP.1.2.1r, 9.2] ----


@pytest.mark.parametrize(("reading", "dice"), [("before-halving", 3), ("after-halving", 2)])
def test_a_poor_admiral_s_die_before_or_after_the_halving_alike_in_a_salvo_and_a_volley(
    reading: str, dice: int
) -> None:
    """[APP.1.2.1r, 5.6.1, 9.2] A damaged ship of Gunnery 6 within 12 inches of a Poor admiral's flagship: 6 less 1,
    halved up, is 3; 6 halved, less 1, is 2. Her share of a volley is the same, and both rulings name the reading."""
    r = {"poor_captain_die": reading}
    salvo = gunnery_dice(6, damaged=True, poor_admiral=True, readings=r)
    assert salvo.value == dice and ("poor_captain_die", reading) in salvo.readings
    member = Member("Lynx", 6, "short", damaged=True, poor_admiral=True)
    volley = squadron_dice([member, Member("Naiad", 4, "short")], readings=r)
    assert volley.value == dice + 4 and ("poor_captain_die", reading) in volley.readings
    assert any("Poor admiral" in s.reason for s in volley.steps)


def test_a_poor_captain_under_a_poor_admiral_loses_two_dice() -> None:
    """[APP.1.2.1r, APP.1.2.2] Gunnery 6, undamaged: 4 dice, each loss said with its case."""
    ruling = gunnery_dice(6, captain="poor", poor_admiral=True)
    assert ruling.value == 4 and {"APP.1.2.1", "APP.1.2.2"} <= set(ruling.cases)


# ---- the Duel's weather dice are their own throw [APP.2.3.2a, 1.5.1] ----


def test_the_duel_s_weather_dice_are_named_for_the_weather_and_no_admiral_adds_to_them() -> None:
    """[APP.2.3.2a] Under ``duel_weather=tie-dice`` each later Game-Turn opens with the weather dice: their ruling
    says so, never "the initiative dice"; a Hero admiral on Syrene adds nothing to them (the Duel has no initiative),
    so a 3 against a 3 still ties and veers the wind."""
    from sailkit.rulesets.fighting_ships import RULES

    from .test_open_points import _second_game_turn

    dice = _second_game_turn(duel_weather="tie-dice")
    assert dice.throw is not None and dice.throw.kind == "duel-weather"
    first, ruling = RULES.apply_action(dice, RULES.parse_action("roll 3"))
    assert "weather dice" in str(ruling) and "initiative" not in str(ruling)
    hero = dice.with_(position=dice.position.put(dice.vessel("Syrene").with_(admiral="hero")))
    tied, ruling = RULES.apply_action(
        RULES.apply_action(hero, RULES.parse_action("roll 3"))[0], RULES.parse_action("roll 3")
    )
    assert tied.position.wind.name == "SE" and "admiral" not in str(ruling)


# ---- the admirals' choices in play [APP.1.2.1b, f, g, n, o, p] ----

from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State  # noqa: E402
from sailkit.rulesets.fighting_ships.admirals import command  # noqa: E402
from sailkit.rulesets.fighting_ships.state import Throw  # noqa: E402
from sailkit.validate import validate_text  # noqa: E402

from .test_engine import at, play, rolls  # noqa: E402

HEAD = "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first -"
#: Victory (side 1's flagship when an admiral is written), Syrene 6 inches off, Naiad for side 2.
FLEETS = (
    "Victory=1 1st-rate 10,10@0 D0 A0{one} | Syrene=1 5th-rate 16,10@0 D1 A0 | Naiad=2 5th-rate 40,40@180 D0 A0{two}"
)


def fleets(one: str = "", two: str = "") -> str:
    return FLEETS.format(one=f" admiral:{one}" if one else "", two=f" admiral:{two}" if two else "")


def legal(state: State) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


def opening(one: str = "", two: str = "") -> State:
    """The first Game-Turn of a game of ``fleets``, as the engine starts it."""
    return RULES.start(Setup("test", Position.parse(HEAD + " | " + fleets(one, two))))


def _repair(one: str) -> State:
    """Syrene (one Damage token) has sailed and her damage-control test is due: two Discipline dice."""
    return at(fleets(one), sailed=frozenset({"Syrene"}), throw=Throw("repair", 2, ships=("Syrene",)))


def test_a_disciplinarian_may_count_a_failed_discipline_test_passed_once() -> None:
    """[APP.1.2.1b, 5.6.3] Syrene's damage control fails (1, 2): GB may count it passed, and the token goes, or keep
    the effect back, and the token stays; once used it is spent on the flagship and offered no more."""
    failed = rolls(_repair("disciplinarian"), [1, 2])
    assert failed.offer is not None and legal(failed) == ["admiral Syrene", "done GB"]
    assert RULES.current_side(failed) == "GB" and failed.vessel("Syrene").damage == 1
    with pytest.raises(IllegalActionError, match=r"APP\.1\.2\.1"):
        RULES.check_action(failed, RULES.parse_action("sail Victory"))
    used, ruling = RULES.apply_action(failed, RULES.parse_action("admiral Syrene"))
    assert used.vessel("Syrene").damage == 0 and used.vessel("Victory").spent == ("disciplinarian",)
    assert "APP.1.2.1" in ruling.cases and "Disciplinarian" in str(ruling) and used.offer is None
    kept = play(failed, "done GB")
    assert kept.vessel("Syrene").damage == 1 and kept.offer is None and not kept.vessel("Victory").spent
    spent = at(fleets("disciplinarian spent:disciplinarian"), throw=Throw("repair", 2, ships=("Syrene",)))
    assert rolls(spent, [1, 2]).offer is None
    assert rolls(_repair("disciplinarian"), [6, 1]).offer is None  # passed: nothing to turn
    assert rolls(_repair(""), [1, 2]).offer is None  # no Disciplinarian


def test_a_revolutionary_decides_before_the_initiative_dice_and_adds_three() -> None:
    """[APP.1.2.1f, 3.1] Before the first dice GB may add 3: then 2 against 4 makes 5 to 4 and GB is Player 1;
    declined, FR is; used, the effect is spent, and the next Game-Turn asks no more."""
    state = opening("revolutionary")
    assert state.throw is None and state.offer is not None and legal(state) == ["admiral Victory", "done GB"]
    used = play(state, "admiral Victory")
    assert used.throw == Throw("initiative", 2) and "revolutionary" in used.vessel("Victory").spent
    assert rolls(used, [2, 4]).position.first == 1
    assert rolls(play(state, "done GB"), [2, 4]).position.first == 2
    assert opening().offer is None and opening("hero").offer is None


def test_both_revolutionaries_are_asked_side_1_first() -> None:
    state = opening("revolutionary", "revolutionary")
    assert legal(state) == ["admiral Victory", "done GB"]
    state = play(state, "done GB")
    assert legal(state) == ["admiral Naiad", "done FR"]
    assert play(state, "admiral Naiad").throw == Throw("initiative", 2)


@pytest.mark.parametrize(
    ("option", "last_first", "asked_first"),
    [
        ("side-1-first", 2, "GB"),
        ("last-player-1-first", 2, "FR"),
        ("last-player-1-first", 1, "GB"),
        ("last-player-2-first", 1, "FR"),
        ("last-player-2-first", 2, "GB"),
        ("last-player-2-first", None, "GB"),
    ],
)
def test_the_order_two_revolutionaries_are_asked_in_is_a_reading(
    option: str, last_first: int | None, asked_first: str
) -> None:
    """[APP.1.2.1f, 3.1] The text does not say who answers first when both admirals are Revolutionaries: reading
    ``revolutionary_order`` asks side 1, or last Game-Turn's Player 1 or Player 2, first (side 1 before there is
    a last Game-Turn); the other side is asked next."""
    head = HEAD.replace("turn 1", "turn 2" if last_first else "turn 1").replace("first -", f"first {last_first or '-'}")
    pos = Position.parse(head + " | " + fleets("revolutionary", "revolutionary"))
    state = RULES.start(Setup("test", pos).with_readings({"revolutionary_order": option}))
    first, then = ("Victory", "Naiad") if asked_first == "GB" else ("Naiad", "Victory")
    assert legal(state) == [f"admiral {first}", f"done {asked_first}"]
    state = play(state, f"done {asked_first}")
    assert legal(state) == [f"admiral {then}", f"done {'FR' if asked_first == 'GB' else 'GB'}"]


def test_an_explorer_who_wins_the_first_initiative_may_hand_player_1_over() -> None:
    """[APP.1.2.1n, 3.1] GB wins the first initiative 5 to 2: its Explorer may let FR sail first."""
    won = rolls(opening("explorer"), [5, 2])
    assert won.position.first == 1 and legal(won) == ["admiral Victory", "done GB"]
    handed = play(won, "admiral Victory")
    assert handed.position.first == 2 and RULES.current_side(handed) == "FR" and "sail Naiad" in legal(handed)
    kept = play(won, "done GB")
    assert kept.position.first == 1 and "sail Victory" in legal(kept)
    assert rolls(opening("explorer"), [2, 5]).offer is None  # FR won: nothing to hand over


#: Syrene (Sailing 6) sails into Naiad's side at her first 2 inches; both have room to evade.
MEETING = (
    "Syrene=1 5th-rate 10,10@0 D{d} A0 admiral:{a} | Naiad=2 5th-rate 10,13@90 D0 A0 | Lynx=2 5th-rate 40,40@0 D0 A0"
)


def _meets(admiral: str, damage: int = 0) -> State:
    """Syrene's own emergency test has failed: Naiad's test to evade her would be due."""
    state = rolls(play(at(MEETING.format(a=admiral, d=damage)), "sail Syrene"), [4] * 6)
    return rolls(play(state, "manoeuvre Syrene M2"), [1, 1, 2, 3, 4, 5])


def test_a_former_privateer_may_deny_the_enemy_her_test_to_evade_once() -> None:
    """[APP.1.2.1g, 4.3.1] Naiad would test to evade; the Privateer denies it: they collide at once (Hull tests)."""
    state = _meets("former-privateer")
    assert state.throw is None and legal(state) == ["admiral Syrene", "done GB"]
    denied = play(state, "admiral Syrene")
    assert (
        denied.throw is not None and denied.throw.kind == "hull" and "former-privateer" in denied.vessel("Syrene").spent
    )
    kept = play(state, "done GB")
    assert kept.throw is not None and kept.throw.kind == "evade-other"
    assert _meets("methodical").throw.kind == "evade-other"  # type: ignore[union-attr]


def test_a_sea_dog_s_undamaged_ship_may_test_her_sailing_to_deny_the_evasion() -> None:
    """[APP.1.2.1o] Passed (a 6), the ships collide; failed, Naiad tests to evade as usual; a damaged Syrene is not
    offered the test."""
    state = _meets("sea-dog")
    assert legal(state) == ["admiral Syrene", "done GB"]
    test = play(state, "admiral Syrene")
    assert test.throw is not None and (test.throw.kind, test.throw.want) == ("sea-dog", 6)
    assert rolls(test, [6, 1, 1, 1, 1, 1]).throw.kind == "hull"  # type: ignore[union-attr]
    assert rolls(test, [5, 1, 1, 1, 1, 1]).throw.kind == "evade-other"  # type: ignore[union-attr]
    assert _meets("sea-dog", damage=1).throw.kind == "evade-other"  # type: ignore[union-attr]


def _run_into_privateer(reading: str) -> State:
    """Syrene sails into Naiad, whose flagship carries a Former Privateer, under reading ``admiral_collision``."""
    text = MEETING.format(a="methodical", d=0).replace("10,13@90 D0 A0", "10,13@90 D0 A0 admiral:former-privateer")
    setup = at(text).setup.with_readings({"admiral_collision": reading})
    state = rolls(play(State(setup, setup.position), "sail Syrene"), [4] * 6)
    met, ruling = RULES.apply_action(state, RULES.parse_action("manoeuvre Syrene M2"))
    assert ("admiral_collision", reading) in ruling.readings or reading == "runs-into"
    return met


def test_whether_an_enemy_running_into_the_privateer_s_ship_is_denied_her_test_is_a_reading() -> None:
    """[APP.1.2.1g, 4.3.1] By default (``runs-into``) Syrene, the mover, simply tests to evade; under ``either-ship``
    FR may first deny her that test, and they collide."""
    plain = _run_into_privateer("runs-into")
    assert plain.offer is None and plain.throw is not None and plain.throw.kind == "evade"
    either = _run_into_privateer("either-ship")
    assert legal(either) == ["admiral Naiad", "done FR"]
    denied, ruling = RULES.apply_action(either, RULES.parse_action("admiral Naiad"))
    assert denied.throw is not None and denied.throw.kind == "hull"
    kept = play(either, "done FR")
    assert kept.throw is not None and kept.throw.kind == "evade"


#: Defiance, entangled with Naiad, boards her; Lynx keeps FR in the game.
BOARDING = (
    "Defiance=1 3rd-rate 10,10@0 D0 A1 admiral:{a} with:Naiad | Naiad=2 5th-rate 11.375,10@0 D0 A1 with:Defiance "
    "| Lynx=2 5th-rate 40,40@0 D0 A0"
)


def test_a_buccaneer_may_press_a_prize_into_his_fleet() -> None:
    """[APP.1.2.1p, 6.1] Defiance takes Naiad; pressed, she fights on for GB with a Damage token she never sheds,
    cast off from Defiance; kept a prize, she stays FR's ship held by GB."""
    state = rolls(play(at(BOARDING.format(a="buccaneer"), phase="boarding"), "board Defiance Naiad"), [6] * 7 + [1] * 3)
    assert state.vessel("Naiad").fate == "prize" and legal(state) == ["admiral Naiad", "done GB"]
    pressed = play(state, "admiral Naiad").vessel("Naiad")
    assert (pressed.side, pressed.fate, pressed.damage, pressed.pressed) == (1, "afloat", 1, True)
    assert not pressed.entangled and "pressed" in str(play(state, "admiral Naiad").position)
    kept = play(state, "done GB").vessel("Naiad")
    assert (kept.side, kept.fate) == (2, "prize")


def test_a_pressed_prize_keeps_her_last_damage_token() -> None:
    """[APP.1.2.1p, 5.6.3] After her move a pressed ship with one token tests nothing for damage control; a Noble
    may not take that token either."""
    ships = "Naiad=1 5th-rate 10,10@0 D1 A0 pressed | Victory=1 1st-rate 20,20@0 D0 A0 admiral:noble | Lynx=2 5th-rate 40,40@0 D0 A0"
    state = play(rolls(play(at(ships), "sail Naiad"), [4] * 6), "stop Naiad")
    assert state.throw is None or state.throw.kind != "repair"
    assert "admiral Naiad" not in legal(at(ships))


def test_a_game_with_the_choices_replays_from_its_record() -> None:
    """[APP.1.2.1] The answers are actions in the record: a game whose Revolutionary adds 3 and whose Explorer (on
    the other side) keeps Player 1 writes them, validates and reads back to the same position."""
    from sailkit.rulesets.fighting_ships import Game

    pos = Position.parse(HEAD + " | " + fleets("revolutionary", "explorer"))
    game = Game(Setup("test", pos))
    for action in ("admiral Victory", "roll 1", "roll 5", "done FR", "sail Naiad"):
        game = game.apply_action(action)
    text = game.to_text()
    assert "admiral Victory" in text and "done FR" in text
    assert validate_text(text).legal
    again = Game.from_text(text)
    assert str(again.state.position) == str(game.state.position) and again.state.position.first == 2


@given(st.sampled_from(admiral_keys()), st.sampled_from(admiral_keys()))
def test_an_offer_waits_only_on_an_admiral_who_has_the_effect_ready(one: str, two: str) -> None:
    """[APP.1.2.1] For any two admirals: the game opens on a Revolutionary's choice exactly when one leads a side,
    the choices are exactly use or decline, and declining every one leaves the initiative dice due."""
    state = opening(one, two)
    ready = [s for s in (1, 2) if command(state.position, s).ready("revolutionary")]
    assert (state.offer is not None) == bool(ready)
    while state.offer is not None:
        side = state.label(state.offer.side)
        assert legal(state) == [f"admiral {state.offer.ship}", f"done {side}"]
        state = play(state, f"done {side}")
    assert state.throw == Throw("initiative", 2)
