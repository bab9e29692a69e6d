"""As Per Margin on the engine: the turn sequence, moves on the open table, falling aboard mid-move, fire, records."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine import Game, play_random
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose
from sailkit.registry import rules_for_title, rulesets
from sailkit.rulesets.as_per_margin import RULES, AsPerMarginGame, Position, Setup, frigate_duel, squadron_action
from sailkit.rulesets.as_per_margin.actions import AsPerMarginAction, format_exact
from sailkit.rulesets.as_per_margin.rules import movers
from sailkit.rulesets.as_per_margin.scenarios import SCENARIOS, scenario
from sailkit.rulesets.as_per_margin.struck import red_hot_shot
from sailkit.rulesets.as_per_margin.turn import Phase

FIXED = {"initial_wind_speed": "scenario"}


def close(text: str, **kw: object) -> AsPerMarginGame:
    """A game from a position line, GB as Side 1 and the position's wind speed."""
    setup = Setup("test", Position.parse(text), side_one=1, **kw).with_readings(FIXED)  # type: ignore[arg-type]
    return AsPerMarginGame(setup)


#: A (GB, Side 1) sails east straight at B, which lies 6 inches ahead; the wind blows from the north.
HEAD_ON = "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@90 C2/2/2 X0/0/0/0 F:- | B=2 FR 38 16,10@0 C2/2/2 X0/0/0/0 F:-"


def test_the_rule_set_is_registered_and_its_records_name_it() -> None:
    assert "as_per_margin" in rulesets() and rules_for_title("As Per Margin") is RULES
    assert AsPerMarginGame().to_text().startswith('[Game "As Per Margin"]')


def test_actions_read_back_and_numbers_are_exact_and_bounded() -> None:
    a = AsPerMarginAction.parse("move Victory pivot -22.50 run 15/2 grapple")
    assert str(a) == "move Victory pivot -22.5 run 7.5 grapple" and eval(repr(a)) == a
    assert a.degrees == Fraction(-45, 2) and a.inches == Fraction(15, 2) and a.grapple
    assert AsPerMarginAction.parse("tack Victory run 1/3").inches == Fraction(1, 3)
    assert format_exact(Fraction(1, 3)) == "1/3" and format_exact(Fraction(5, 4)) == "1.25"
    for bad in ("move V pivot 1" + "0" * 5000 + " run 3", "move V pivot 200 run 3", "move V pivot x run 3", "roll 7"):
        with pytest.raises(InvalidInputError):
            AsPerMarginAction.parse(bad)


def test_the_dice_settle_side_one_and_the_wind_speed_at_the_start() -> None:
    """[TURN SEQUENCE, APM-01a] one die, odd: the first player is Side 1; then 2d6 for the speed [APM-03a]."""
    g = AsPerMarginGame(frigate_duel())
    assert g.phase is None and g.is_chance_node()
    assert [(str(a), p) for a, p in g.chance_outcomes()] == [(f"roll {d}", Fraction(1, 6)) for d in range(1, 7)]
    g.apply_action("roll 3")
    assert g.state.side_one == 1 and "odd" in str(g.ruling())
    g.apply_action("roll 2")
    g.apply_action("roll 5")
    assert (g.position.speed.first, g.position.speed.second) == (2, 5)
    assert g.phase is not None and RULES.describe(g.state)["side_1"] == "GB"


def test_any_exact_move_within_the_rules_is_accepted_and_others_are_refused_with_their_clause() -> None:
    """[TURNING SHIPS, APM-05; WIND SPEED, APM-03a, 03e] pivots up to 90, runs between the lower die and the total."""
    g = close(HEAD_ON)
    assert g.phase is Phase.MOVE_SIDE_1 and g.current_side() == "GB"
    legal = [str(a) for a in g.legal_actions()]
    assert "move A pivot 0 run 3.5" in legal and "move A pivot 7.5 run 3.3" not in legal
    assert RULES.check_action(g.state, AsPerMarginAction.parse("move A pivot 7.5 run 3.3"))
    for text, case in (
        ("move A pivot 100 run 4", "APM-05"),
        ("move A pivot 0 run 2.5", "APM-03e"),
        ("move A pivot 0 run 7.5", "APM-03a"),
        ("move A pivot -80 run 4", "APM-03b"),
        ("move B pivot 0 run 4", "APM-01"),
    ):
        with pytest.raises(IllegalActionError, match=case):
            g.apply_action(text)
    assert g.ply == 0


def test_a_ship_closing_within_three_inches_checks_on_its_path_and_a_tie_falls_aboard() -> None:
    """[FALLING ABOARD, APM-04c] the check comes where the gap first falls to 3 inches, not at the end of the run."""
    g = close(HEAD_ON)
    g.apply_action("move A pivot 0 run 7")
    assert g.current_side() == "FR" and [str(a) for a in g.legal_actions()] == [
        "wish B fall-aboard",
        "wish B fend-off",
    ]
    assert g.position.ship("A").mainmast == (13.0, 10.0)
    g.apply_action("wish B fall-aboard")
    g.apply_action("roll 4")
    g.apply_action("roll 4")
    assert "a tie" in str(g.ruling()) and "[FALLING ABOARD, APM-04b]" in str(g.ruling())
    assert g.state.locked_pairs() == (("A", "B"),) and g.position.ship("A").mainmast == (13.0, 10.0)


def test_fending_off_lets_the_ship_sail_on_past() -> None:
    g = close(HEAD_ON)
    g.apply_action("move A pivot 0 run 7")
    g.apply_action("wish B fall-aboard")
    g.apply_action("roll 5")
    g.apply_action("roll 2")
    assert g.state.locked_pairs() == () and g.position.ship("A").mainmast == (17.0, 10.0)


def test_a_broadside_fires_its_doubled_dice_and_marks_the_hits() -> None:
    """[FIRE, APM-07; TOSS DOUBLE DICE FOR, APM-08; TABLE I, APM-11] two gun boxes, first broadside: four dice at 6 inches."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@0 C2/2/2 X0/0/0/0 F:- | B=2 FR 38 16,10@0 C2/2/2 X0/0/0/0 F:-"
    )
    assert g.phase is Phase.SIDE_1_FIRE and "fire A B" in [str(a) for a in g.legal_actions()]
    g.apply_action("fire A B")
    assert "4 dice" in str(g.ruling()) or "throw 4 dice" in str(g.ruling())
    for d in (6, 5, 1, 2):
        g.apply_action(f"roll {d}")
    b = g.position.ship("B")
    assert (b.damage.masts, b.damage.port) == (1, 1) and g.position.ship("A").fired == {"S"}
    assert "fire A B" not in [str(a) for a in g.legal_actions()]


def test_the_game_refuses_fire_by_a_ship_boarding_or_boarded_with_its_clause() -> None:
    """[BOARDING, APM-12] fallen aboard, A may fire; once A and B are in a boarding, neither may."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@0 C2/2/2 X0/0/0/0 F:- locked:B"
        " | B=2 FR 38 12,10@0 C2/2/2 X0/0/0/0 F:- locked:A"
    )
    assert g.phase is Phase.SIDE_1_FIRE and "fire A B" in [str(a) for a in g.legal_actions()]
    boarded = g.state.with_(boarded=frozenset({"A", "B"}))
    assert "fire A B" not in [str(a) for a in RULES.legal_actions(boarded)]
    with pytest.raises(IllegalActionError, match=r"A is boarding or being boarded.*APM-12"):
        RULES.check_action(boarded, AsPerMarginAction.parse("fire A B"))


@pytest.mark.parametrize(("reading", "heading"), [("swing-downwind", 180.0), ("no-turn", 45.0)])
def test_a_ship_that_misses_stays_drifts_downwind_turned_or_not_by_reading(reading: str, heading: float) -> None:
    """[TACKING SHIPS, APM-06, 06c] a 6 misses stays: the lower die downwind, swung or keeping its heading."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@45 C2/2/2 X0/0/0/0 F:- | B=2 FR 38 40,40@90 C2/2/2 X0/0/0/0 F:-"
    )
    g = AsPerMarginGame(g.state.setup, readings={"missed_stays_drift": reading})
    g.apply_action("tack A run 0")
    g.apply_action("roll 6")
    assert not g.ruling().verdict and ("missed_stays_drift", reading) in g.ruling().readings
    assert g.position.ship("A").pose == Pose(10.0, 7.0, heading)


def test_the_wind_is_checked_on_the_tenth_turn() -> None:
    """[CHANGES IN WIND, APM-02] reading wind_check_frequency=every-ten-turns: a die on turn 10, none before."""
    g = close(
        "APM turn 10 wind 0 speed 3,4 | A=1 GB 38 10,10@90 C2/2/2 X0/0/0/0 F:- | B=2 FR 38 40,40@90 C2/2/2 X0/0/0/0 F:-"
    )
    assert g.phase is Phase.CHECK_WIND and g.is_chance_node()
    g.apply_action("roll 6")
    g.apply_action("roll 4")
    assert g.position.wind_from == 11.25 and "veers" in str(g.ruling())


def test_the_engine_hooks_place_answer_describe_and_readings() -> None:
    g = close(HEAD_ON)
    assert RULES.place(g.state, "12.5,30") == (12.5, 30.0)
    with pytest.raises(InvalidInputError):
        RULES.place(g.state, "100,10")
    assert RULES.answer(g.state, "range A B").value == 6
    assert not RULES.answer(g.state, "fire A B")
    assert RULES.answer(g.state, "tack A").question == "tack of A"
    with pytest.raises(UnknownChoiceError, match="aboard"):
        RULES.answer(g.state, "aboard A B")  # not a question of the desk
    assert RULES.describe(g.state)["phase"] == "move Side 1 ships [TURN SEQUENCE, APM-01; TURNING SHIPS, APM-05]"
    assert RULES.sides(g.state) == ("GB", "FR") and RULES.conceal(g.state, g.legal_actions()[0], "FR") is None
    with pytest.raises(UnknownChoiceError):
        RULES.setup_with_readings(g.setup, {"compass_points": "eight"})
    assert RULES.setup_with_readings(g.setup, {"compass_point": "eight"}).readings["compass_point"] == "eight"


def test_setups_write_their_headers_and_read_back() -> None:
    for setup in (frigate_duel(), squadron_action({"compass_point": "eight"}), scenario("harbour raid")):
        assert Setup.from_headers(setup.headers()) == setup
    with pytest.raises(InvalidInputError):
        Setup.from_headers({"Sides": "GB FR"})


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), name=st.sampled_from(sorted(SCENARIOS)))
def test_random_play_is_legal_and_replays_byte_for_byte(seed: int, name: str) -> None:
    """Every action played is legal, the game ends or runs 400 actions, and its record replays to the same state."""
    g = AsPerMarginGame(scenario(name))
    original_apply = g.rules.apply_action
    checked = []

    def apply(state, action):  # type: ignore[no-untyped-def]
        assert action in RULES.legal_actions(state) or RULES.check_action(state, action) == action
        checked.append(action)
        return original_apply(state, action)

    g.rules = type("Spy", (), {"__getattr__": lambda self, n: getattr(RULES, n), "apply_action": staticmethod(apply)})()
    play_random(g, seed, until=lambda game: game.ply >= 400)
    assert checked
    text = g.to_text()
    again = Game.from_text(text)
    assert again.to_text() == text and again.state == g.state


def test_a_ship_tries_to_cut_its_grapples_once_a_turn() -> None:
    """[FALLING ABOARD, APM-04] a tie keeps the ships together, and the same ship may not try again this turn."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@90 C2/2/2 X0/0/0/0 F:PS locked:B"
        " | B=2 FR 38 12,10@0 C2/2/2 X0/0/0/0 F:PS locked:A"
    )
    while g.phase is not Phase.CUT_GRAPPLES:
        g.apply_action(next(a for a in g.legal_actions() if a.verb == "done"))
    g.apply_action("cut A B")
    g.apply_action("roll 3")
    g.apply_action("roll 3")
    assert g.ruling().verdict is False and g.state.locked_pairs() == (("A", "B"),)
    assert "cut A B" not in [str(a) for a in g.legal_actions()]


def test_a_fire_the_rules_forbid_is_refused_with_its_clause() -> None:
    g = close(HEAD_ON)
    with pytest.raises(IllegalActionError, match=r"not within 45 degrees.*APM-07a"):
        RULES.check_action(g.state, AsPerMarginAction.parse("fire A B"))


def test_a_shore_battery_never_moves_has_no_masts_and_fires_red_hot_shot() -> None:
    """[SHORE BATTERIES, APM-15c] readings battery_arc=broadsides (reconstructed) and table_iii=fire-on-6 (stand-in)."""
    text = (
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 30,30@90 C2/2/2 X0/0/0/0 F:-"
        " | Fort=2 FR 33 30,36@90 C1/3/3 X0/0/0/0 F:- battery hot-shot"
    )
    setup = Setup("battery", Position.parse(text), side_one=2).with_readings({**FIXED, "table_iii": "fire-on-6"})
    g = AsPerMarginGame(setup)
    assert str(g.position).endswith("battery hot-shot") and g.current_side() == "FR"
    g.apply_action("fire Fort A")
    for d in (6, 6, 1, 1, 1, 1):  # three boxes, a first broadside: six dice; two mast hits
        g.apply_action(f"roll {d}")
    assert "red-hot shot" in str(g.ruling()) and g.state.throw is not None and g.state.throw.kind == "table iii"
    g.apply_action("roll 6")
    g.apply_action("roll 1")
    a = g.position.ship("A")
    assert (a.damage.masts, a.damage.hull) == (2, 1) and a.damaged and g.ruling().verdict == 1
    assert "1 six sets a fire" in str(g.ruling())  # the words of struck.red_hot_shot, the one rule
    while g.phase is not Phase.MOVE_SIDE_2:
        g.apply_action(next(x for x in g.legal_actions() if x.verb == "done"))
    assert movers(g.state, 2) == [] and all(x.ship == "A" for x in g.legal_actions())
    g.apply_action("move A pivot 0 run 3")
    g.apply_action("fire A Fort")
    for _ in range(4):
        g.apply_action("roll 6")
    fort = g.position.ship("Fort")
    assert fort.damage.masts == 0 and "has no masts" in str(g.ruling())


def test_red_hot_shot_under_the_default_reading_leaves_table_iii_to_the_players() -> None:
    """[SHORE BATTERIES, APM-15c] table_iii=unresolved (default): the game says what struck.red_hot_shot says."""
    text = (
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 30,30@90 C2/2/2 X0/0/0/0 F:-"
        " | Fort=2 FR 33 30,36@90 C1/3/3 X0/0/0/0 F:- battery hot-shot"
    )
    g = AsPerMarginGame(Setup("battery", Position.parse(text), side_one=2).with_readings(FIXED))
    g.apply_action("fire Fort A")
    for d in (6, 6, 1, 1, 1, 1):
        g.apply_action(f"roll {d}")
    said = red_hot_shot(2)
    assert g.state.throw is None and g.position.ship("A").damage.hull == 0
    assert said.verdict == 2 and set(said.steps) <= set(g.ruling().steps)
    assert ("table_iii", "unresolved") in g.ruling().readings


def test_an_independent_ship_may_throw_an_extra_die_or_pivot_after_moving() -> None:
    """[WIND SPEED, APM-03d; TACKING SHIPS, APM-06b] undamaged and independent; no extra die when beating."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@90 C2/2/2 X0/0/0/0 F:- independent"
        " | B=2 FR 38 60,40@90 C2/2/2 X0/0/0/0 F:-"
    )
    g.apply_action("move A pivot 0 run 4")
    assert g.current_side() == "GB" and {"extra A none", "extra A die", "extra A pivot 30"} <= {
        str(a) for a in g.legal_actions()
    }
    g.apply_action("extra A die")
    g.apply_action("roll 5")
    assert g.position.ship("A").mainmast == (19.0, 10.0) and "APM-03d" in str(g.ruling())
    beating = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,10@75 C2/2/2 X0/0/0/0 F:- independent"
        " | B=2 FR 38 60,40@90 C2/2/2 X0/0/0/0 F:-"
    )
    beating.apply_action("move A pivot 0 run 4")
    assert "extra A die" not in [str(a) for a in beating.legal_actions()]
    beating.apply_action("extra A pivot 7.5")
    assert beating.position.ship("A").pose.heading == 82.5
    with pytest.raises(IllegalActionError):
        g.apply_action("extra A pivot 30")  # once a turn


OTHER_READINGS = {
    "table_ii": "hull-guns-fire",
    "table_iii": "fire-on-6",
    "double_dice": "best-of",
    "side_one": "roll-off",
    "battery_arc": "seaward",
    "wind_check_frequency": "every-turn",
    "compass_point": "eight",
    "fall_aboard_when": "end-of-move",
    "pumps_callaway": "per-turn",
    "tack_moves": "no-move",
    "english": "scenario",
    "independent_extra": "any-heading",
    "rake_definition": "no-guns",
    "strike_condition": "engaged-side",
}


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), name=st.sampled_from(sorted(SCENARIOS)))
def test_random_play_under_other_readings_replays_from_its_record(seed: int, name: str) -> None:
    """The readings switched are written in the record's headers, and the game replays the same under them."""
    g = AsPerMarginGame(scenario(name, OTHER_READINGS))
    play_random(g, seed, until=lambda game: game.ply >= 400)
    text = g.to_text()
    assert "[Readings " in text
    again = Game.from_text(text)
    assert again.to_text() == text and again.state == g.state


def test_a_struck_ship_is_sailed_away_by_its_captor_at_full_speed_and_may_be_retaken() -> None:
    """[CLARIFICATION, APM-15, 15a] the captor sails it away as fast as it can; its old side falling aboard retakes it."""
    g = close(
        "APM turn 1 wind 0 speed 3,4 | A=1 GB 38 10,40@90 C2/2/2 X0/0/0/0 F:PS"
        " | B=2 FR 38 30,10@90 C2/2/2 X0/0/0/0 F:PS struck:1 | C=2 FR 38 28,10@90 C2/2/2 X0/0/0/0 F:PS"
    )
    assert g.current_side() == "GB" and {a.ship for a in g.legal_actions()} == {"A", "B"}
    with pytest.raises(IllegalActionError, match="APM-15"):
        g.apply_action("move B pivot 90 run 5")  # not the full 7 inches
    listed = [str(a) for a in g.legal_actions() if a.ship == "B"]
    assert "move B pivot 0 run 7" in listed and "move B pivot 0 run 6.5" not in listed
    g.apply_action("move B pivot 0 run 7")
    g.apply_action("move A pivot 0 run 3")
    assert g.current_side() == "FR" and g.position.ship("B").mainmast == (37.0, 10.0)
    g.apply_action("move C pivot 0 run 7 grapple")
    assert [str(a) for a in g.legal_actions()] == ["wish B fall-aboard", "wish B fend-off"]
    assert g.current_side() == "GB"  # the captor answers for the prize
    g.apply_action("wish B fend-off")
    g.apply_action("roll 5")
    g.apply_action("roll 2")
    b = g.position.ship("B")
    assert b.struck_to is None and b.leaving and "retaken" in str(g.ruling())
