"""The Game-Turn of 4.2 as one state changed only by actions: phases, sides, dice, undo, branch, records."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.dice import ManualDice, SeededDice
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.actions import Action
from sailkit.rulesets.fighting_sail.game import PHASES, Game, play_random
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.state import Position


def _snapshot(g: Game) -> tuple[object, ...]:
    return (g.position, g.flow, g.actions, g.legal_actions(), g.to_text())


def _example_72() -> Game:
    """The 7.2 weather-gauge example: Guerriere beam reaching (MA 4), Constitution beating (MA 3)."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Constitution").with_(facing=Direction.SW))  # wind W: 45 degrees off, beating
    return Game(pos, scenario="15.4")


def _fouled_pair() -> Game:
    """Shannon and Chesapeake fouled together in 0808 at the start of a turn [7.81]."""
    pos = scenario("15.1")
    sq = Square(8, 8)
    pos = pos.with_ship(pos.ship("Shannon").with_(square=sq, fouled=True))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(square=sq, fouled=True))
    return Game(pos, scenario="15.1")


# ---- the start of the turn [4.2, 6.1] ----


def test_new_game_opens_in_the_command_decision_stage() -> None:
    """[4.2 B, 6.1, 15.0-GL] turn 1 has no Strategic Cycle; the first side commands its ships (15.4 has no fixed
    length, so either side may also offer to end the game)."""
    g = Game.from_scenario("15.4")
    assert (g.turn, g.phase, g.current_side()) == (1, "Command Decision [6.1]", "US")
    assert not g.is_chance_node() and not g.is_terminal()
    commands = {f"command Constitution {c}" for c in ("ahead", "port", "starboard", "wear", "tack")}
    assert {str(a) for a in g.legal_actions()} == commands | {"propose-end US", "propose-end BR"}
    assert g.chance_outcomes() == []


def test_every_phase_name_cites_its_case() -> None:
    assert all(case and name for name, case in PHASES.values())
    assert PHASES["movement"] == ("Movement", "7.22-7.25")  # its own cases, not the weather-gauge section 7.2


def test_command_refused_by_crew_limit_names_6_22() -> None:
    """[6.22] crew 5 may not be ordered to tack; the refusal changes nothing."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Constitution").with_(hull=4))  # crew 9 - 4 = 5
    g = Game(pos, scenario="15.4")
    assert Action.parse("command Constitution tack") not in g.legal_actions()
    before = _snapshot(g)
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("command Constitution tack")
    assert info.value.case == "6.22"
    assert _snapshot(g) == before


def test_other_sides_ship_and_wrong_phase_are_refused_with_cases() -> None:
    """[6.1] US commands first here; [4.2] no die is due in the Command Decision Stage."""
    g = Game.from_scenario("15.4")
    before = _snapshot(g)
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("command Guerriere ahead")
    assert "BR" in str(info.value) and info.value.case == "6.1"
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("roll 3")
    assert info.value.case == "6.1"
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("next US")
    assert info.value.case == "6.1"
    with pytest.raises(InvalidInputError):
        g.apply_action("command Constitution sideways")
    with pytest.raises(UnknownChoiceError):
        g.apply_action("command Victory ahead")
    assert _snapshot(g) == before


# ---- the weather gauge and the alternation of movement [7.21-7.23] ----


def test_weather_gauge_example_7_2() -> None:
    """[7.21, 7.22, 7.23, 7.53] Guerriere (MA 4) beats Constitution (MA 3) to the gauge; one square costs 2;
    the British then name the Americans, whose ship completes its command; Guerriere then finishes freely."""
    g = _example_72()
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere ahead")
    assert g.phase == "Movement [7.22-7.25]"
    assert g.flow.gauge == "BR" and g.current_side() == "BR"
    assert {(s.name, s.mp) for s in g.position.ships} == {("Constitution", 3), ("Guerriere", 4)}
    assert set(g.legal_actions()) == {Action.parse("next BR"), Action.parse("next US")}
    g.apply_action("next BR")
    assert all(a.ship == "Guerriere" for a in g.legal_actions())
    g.apply_action("step Guerriere")
    guerriere = g.position.ship("Guerriere")
    assert (guerriere.square, guerriere.mp) == (Square(10, 10), 2)
    if any(a.verb == "fire" for a in g.legal_actions()):  # fire window right after entering [9.11]
        g.apply_action("hold Guerriere")
    assert set(g.legal_actions()) == {Action.parse("next BR"), Action.parse("next US")}
    g.apply_action("next US")
    g.apply_action("step Constitution")  # SW is a corner: 3 points, all it has [7.53, 7.54]
    assert g.position.ship("Constitution").command is None
    while g.current_side() == "US" and not any(a.ship == "Guerriere" for a in g.legal_actions()):
        g.apply_action(Action("hold", ("Constitution",)))
    # only the British have a ship left to move: no declaration is asked for [7.23]
    assert all(a.ship == "Guerriere" for a in g.legal_actions())
    assert any(s.case == "7.23" for s in g.log)


def test_ship_of_the_side_not_named_cannot_move() -> None:
    """[7.23] after the gauge holder names BR, an American ship may not move."""
    g = _example_72()
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere ahead")
    g.apply_action("next BR")
    before = _snapshot(g)
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("step Constitution")
    assert info.value.case == "7.23"
    assert _snapshot(g) == before


def test_whole_move_reading_keeps_the_ship_moving_without_a_new_declaration() -> None:
    """[7.22, 7.23] reading move_granularity=whole_move: the chosen ship spends all its points first."""
    pos = scenario("15.4", readings={"move_granularity": "whole_move"})
    pos = pos.with_ship(pos.ship("Constitution").with_(facing=Direction.SW))
    g = Game(pos, scenario="15.4")
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere ahead")
    g.apply_action("next BR")
    g.apply_action("step Guerriere")
    if any(a.verb == "hold" for a in g.legal_actions()):
        g.apply_action("hold Guerriere")
    assert g.legal_actions() and all(a.ship == "Guerriere" and a.verb != "next" for a in g.legal_actions())


@pytest.mark.parametrize(
    ("option", "after_hold"), [("every_action", ["next BR", "next US"]), ("listed", ["back Shannon", "step Shannon"])]
)
def test_declaration_triggers_decides_what_follows_a_wear_and_its_fire_window(
    option: str, after_hold: list[str]
) -> None:
    """[7.22] reading declaration_triggers: a wear is not a listed trigger, so under ``listed`` the side
    named keeps moving once Guerriere's fire window after the wear is over; by default the holder names again."""
    pos = Position.parse(
        "FS turn 1 wind W | Guerriere BR 1009 S | Shannon BR 0505 S | Constitution US 1012 N | Chesapeake US 0515 N"
    )
    g = Game(pos, readings={"declaration_triggers": option})
    for a in (
        "command Guerriere wear",
        "command Shannon ahead",
        "command Constitution ahead",
        "command Chesapeake ahead",
    ):
        g.apply_action(a)
    g.apply_action("roll 6")  # the gauge tie [7.21]: BR 6, US 1
    g.apply_action("roll 1")
    g.apply_action("next BR")
    g.apply_action("wear Guerriere NW 1109")
    assert "hold Guerriere" in [str(a) for a in g.legal_actions()]  # the wear opened a fire window [9.14]
    g.apply_action("hold Guerriere")
    assert [str(a) for a in g.legal_actions()] == after_hold
    assert ("declaration_triggers", option) in g.flow.consulted


# ---- chance nodes: drift, wheel tests [8.11, 10.32] ----


def test_taken_aback_ship_gets_no_command_and_drifts_at_revelation() -> None:
    """[7.61, 8.11, 8.0] Guerriere faces the wind: no command; its drift die is a chance node."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Guerriere").with_(facing=Direction.W))  # wind from W
    g = Game(pos, scenario="15.4")
    g.apply_action("command Constitution ahead")
    assert g.is_chance_node() and g.current_side() is None
    outcomes = g.chance_outcomes()
    assert [str(a) for a, _ in outcomes] == [f"roll {d}" for d in range(1, 7)]
    assert sum(p for _, p in outcomes) == 1 and {p for _, p in outcomes} == {Fraction(1, 6)}
    before = _snapshot(g)
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("roll 46")  # two-dice result at a single-die node
    assert info.value.case == "8.0"
    with pytest.raises(IllegalActionError):
        g.apply_action("next US")
    assert _snapshot(g) == before
    g.apply_action("roll 3")  # 3-4: 45 degrees to port
    guerriere = g.position.ship("Guerriere")
    assert guerriere.facing == Direction.SW and guerriere.drifted


def test_wheel_damaged_alliance_tests_its_command() -> None:
    """[15.7, 6.21, 10.32, 8.22] Alliance starts with a wheel hit: a die above its crew 4 loses the order and it drifts."""
    g = Game.from_scenario("15.7")
    dice = SeededDice(7)
    while g.phase.startswith("Command Decision"):
        g.apply_action(g.legal_actions()[0])
    assert g.is_chance_node() and (g.flow.tasks[0].kind, g.flow.tasks[0].ship) == ("wheel", "Alliance")
    g.apply_action("roll 5")
    assert g.position.ship("Alliance").command is None
    assert g.is_chance_node() and g.flow.tasks[0].kind == "drift"
    g.roll(ManualDice([1]))
    assert g.position.ship("Alliance").drifted
    del dice


# ---- fouled fire, melee and unfouling [11.1-11.34] ----


def test_fouled_ships_fire_best_crew_first_then_melee_then_unfoul() -> None:
    """[11.1, 11.11, 11.21, 11.32, 11.33, 11.34] Shannon (crew 9) fires before Chesapeake (crew 8);
    an even melee leaves them fouled; Shannon breaks free on a 1 and Chesapeake, left alone, may be re-faced."""
    g = _fouled_pair()
    assert g.phase == "Fouled fire [11.1]" and g.current_side() == "BR"
    assert Action.parse("hold Shannon") in g.legal_actions()
    assert {a.get("broadside") for a in g.legal_actions() if a.verb == "fire"} == {"port", "starboard"}
    g.apply_action("hold Shannon")
    assert g.current_side() == "US"
    g.apply_action("hold Chesapeake")
    assert g.phase == "Melee [11.2]" and g.is_chance_node()
    g.apply_action("roll 3")  # US: 2 + 3 = 5
    g.apply_action("roll 1")  # BR: 4 + 1 = 5 -> no effect
    assert g.phase == "Unfouling [11.3]"
    assert not any(s.prize for s in g.position.ships)
    # nobody held the gauge (no ship moved), so the sides go in scenario order, US first [11.31]
    assert set(map(str, g.legal_actions())) == {"unfoul Chesapeake", "done US"}
    g.apply_action("done US")
    g.apply_action("unfoul Shannon")
    assert g.is_chance_node()
    g.apply_action("roll 1")
    assert g.current_side() == "BR" and all(a.verb == "place" for a in g.legal_actions())
    g.apply_action("place Shannon 0909 N")
    assert g.current_side() == "US" and {a.verb for a in g.legal_actions()} == {"face"}
    g.apply_action("face Chesapeake S")
    shannon, chesapeake = g.position.ship("Shannon"), g.position.ship("Chesapeake")
    assert (shannon.square, shannon.facing, shannon.fouled) == (Square(9, 9), Direction.N, False)
    assert (chesapeake.facing, chesapeake.fouled) == (Direction.S, False)


def test_melee_capture_ends_a_small_scenario() -> None:
    """[11.21c, 12.2, 15.0] a decisive melee takes Chesapeake; with no US ship left the game ends at once, in the
    Melee Phase (no Unfouling Stage follows), BR winning."""
    g = _fouled_pair()
    g.apply_action("hold Shannon")
    g.apply_action("hold Chesapeake")
    g.apply_action("roll 1")  # US 2 + 1 = 3
    g.apply_action("roll 2")  # BR 4 + 2 = 6 >= 4.5
    assert g.position.ship("Chesapeake").prize
    assert g.is_terminal() and g.flow.phase == "over"
    assert g.end is not None and g.end.facts["reason"] == "eliminated"
    assert g.result().verdict == "BR wins"
    with pytest.raises(IllegalActionError) as info:
        g.apply_action("roll 1")
    assert info.value.case == "15.0"


# ---- the Strategic Cycle [13.0] ----


def test_strategic_cycle_runs_on_turn_8() -> None:
    """[4.2 A, 13.0, 13.31] on Game-Turn 8 the studding-sail choices come before any command."""
    g = Game(scenario("15.4").with_(turn=8), scenario="15.4")
    assert g.phase == "Studding sails [13.3]"
    assert set(map(str, g.legal_actions())) == {"studding Constitution set", "done US"}
    g.apply_action("studding Constitution set")
    assert g.position.ship("Constitution").studding
    g.apply_action("done US")
    g.apply_action("done BR")
    assert g.phase == "Command Decision [6.1]"
    g7 = Game(scenario("15.4").with_(turn=7), scenario="15.4")
    assert g7.phase == "Command Decision [6.1]"


# ---- undo, branch, records ----


def _played(seed: int = 3, n: int = 60) -> Game:
    g = Game.from_scenario("15.4")
    dice = SeededDice(seed)
    import random

    rng = random.Random(seed)
    for _ in range(n):
        if g.is_terminal():
            break
        if g.is_chance_node():
            g.roll(dice)
        else:
            g.apply_action(rng.choice(g.legal_actions()))
    return g


def test_undo_restores_the_previous_state_exactly() -> None:
    g = _played(n=40)
    snaps = []
    for _ in range(10):
        snaps.append(_snapshot(g))
        if g.is_chance_node():
            g.roll(SeededDice(1))
        else:
            g.apply_action(g.legal_actions()[-1])
    for snap in reversed(snaps):
        g.undo()
        assert _snapshot(g) == snap
    fresh = Game.from_scenario("15.4")
    with pytest.raises(IllegalActionError):
        fresh.undo()


def test_a_branch_is_a_what_if_on_the_same_record_that_leaves_this_game_where_it_stands() -> None:
    """A branch plays on from here; this game's position, phase and actions stay as they were, and the
    branch's line becomes part of the one record, a variation where the game had already gone on."""
    g = _played(n=30)
    g.back(5)  # five actions back: the game's own line goes on from here
    before = (g.position, g.flow, g.actions, g.legal_actions())
    main_line = [n.action for n in g.mainline()]
    b = g.branch()
    recorded = g.variations()[0].action
    b.apply_action(next(a for a in b.legal_actions() if str(a) != recorded))  # another choice than the game made
    for _ in range(14):
        if b.is_chance_node():
            b.roll(SeededDice(2))
        else:
            b.apply_action(b.legal_actions()[-1])
    assert (g.position, g.flow, g.actions, g.legal_actions()) == before
    assert len(b.actions) == len(g.actions) + 15
    assert [n.action for n in g.mainline()] == main_line  # the what-if did not displace the game's own line
    assert len(g.variations()) == 2 and "(" in g.to_text()
    again = Game.from_text(g.to_text())
    assert again.actions == g.forward(5).actions and again.position == g.position
    b.undo()
    assert len(b.actions) == len(g.actions) - 5 + 14


def test_game_text_round_trip_and_atomic_save(tmp_path: Path) -> None:
    """Scenario id + readings + action texts rebuild the same game [14.0]."""
    pos = scenario("15.4", readings={"move_granularity": "whole_move"})
    g = Game(pos, scenario="15.4")
    play_random(g, 5, max_turns=3)
    text = g.to_text()
    assert '[Scenario "15.4"]' in text and "move_granularity=whole_move" in text
    again = Game.from_text(text)
    assert again.position == g.position and again.actions == g.actions and again.readings == g.readings
    path = tmp_path / "game.txt"
    g.save(path)
    assert Game.load(path).position == g.position
    assert [p.name for p in tmp_path.iterdir()] == ["game.txt"]


def test_replaying_a_bad_record_names_the_action() -> None:
    g = _played(n=10)
    lines = g.to_text().splitlines()
    bad = lines + ["roll 99"]
    with pytest.raises(InvalidInputError):
        Game.from_text("\n".join(bad))
    illegal = '[Scenario "15.4"]\n\ncommand Constitution port\ncommand Constitution ahead\n'
    with pytest.raises(IllegalActionError) as info:
        Game.from_text(illegal)
    assert "action 2" in str(info.value)
    with pytest.raises(InvalidInputError):
        Game.from_text('[Scenario "15.4"]\n(\n')


def test_manual_dice_drive_chance_nodes_and_the_record_keeps_them() -> None:
    """[dice are data] typed-in results become ``roll`` actions like any other."""
    pos = scenario("15.4")
    pos = pos.with_ship(pos.ship("Guerriere").with_(facing=Direction.W))
    g = Game(pos, scenario="15.4")
    g.apply_action("command Constitution ahead")
    assert str(g.roll(ManualDice([5]))) == "roll 5"
    assert g.actions[-1] == Action.parse("roll 5")
    assert g.position.ship("Guerriere").facing == Direction.NW  # 5-6: 45 degrees to starboard [8.0]
    with pytest.raises(IllegalActionError):
        g.roll(ManualDice([1]))  # no die is due now


def test_a_changed_start_is_written_into_the_record() -> None:
    """A game from a hand-made position records that position, so the replay starts from it [14.0]."""
    g = _example_72()
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere ahead")
    text = g.to_text()
    assert "[Position " in text and "Constitution US 0610 SW" in text
    again = Game.from_text(text)
    assert again.position == g.position and again.flow == g.flow
    custom = Game(scenario("15.2").with_(scenario=None))
    assert custom.scenario is None and custom.game_length is None
    assert Game.from_text(custom.to_text()).position == custom.position


_POOL = [
    "command Constitution tack",
    "command Guerriere port",
    "next US",
    "next BR",
    "step Guerriere",
    "step Constitution",
    "hold Constitution",
    "fire Constitution Guerriere hull",
    "roll 4",
    "roll 35",
    "done US",
    "unfoul Guerriere",
    "place Guerriere 1010 N",
    "studding Constitution set",
    "back Guerriere",
    "tack Constitution N",
]


@given(st.integers(0, 60), st.integers(0, 10_000), st.sampled_from(_POOL))
@settings(max_examples=40)
def test_a_refused_action_changes_nothing(prefix: int, seed: int, text: str) -> None:
    """Whatever the moment, an action the rules refuse raises a ValueError and leaves state and record as they were."""
    g = _played(seed=seed, n=prefix)
    before = _snapshot(g)
    if Action.parse(text) in g.legal_actions():
        return
    with pytest.raises(ValueError):
        g.apply_action(text)
    assert _snapshot(g) == before


def test_fire_window_after_any_square_entered_but_only_once_9_11() -> None:
    """[9.11 example] an ahead ship with 6 points enters B, C and D and may fire after any one of them,
    never before moving and never twice [9.11, 9.13]."""
    p = scenario("15.1").with_(wind=Direction.SE, scenario=None)  # heading N with wind SE: broad reach, MA 6
    p = p.with_ship(p.ship("Shannon").with_(square=Square(5, 10), facing=Direction.N))
    p = p.with_ship(
        p.ship("Chesapeake").with_(square=Square(8, 8), facing=Direction.N, hull=5)
    )  # abandoned: no command
    g = Game(p)
    g.apply_action("command Shannon ahead")
    assert g.position.ship("Shannon").mp == 6
    assert g.legal_actions() == [Action.parse("step Shannon")]  # no fire before moving
    g.apply_action("step Shannon")  # into B
    assert Action.parse("fire Shannon Chesapeake hull") in g.legal_actions()
    g.apply_action("hold Shannon")
    g.apply_action("step Shannon")  # into C
    g.apply_action("fire Shannon Chesapeake hull starboard")  # the broadside may be named; the arc decides it
    assert g.actions[-1] == Action.parse("fire Shannon Chesapeake hull")
    g.apply_action("roll 65")
    assert g.position.ship("Shannon").fired == "starboard"
    assert g.legal_actions() == [Action.parse("step Shannon")]
    g.apply_action("step Shannon")  # into D: no second shot
    assert g.position.ship("Shannon").square == Square(5, 7)
    assert g.phase == "Command Decision [6.1]" and g.turn == 2


def test_ruling_of_the_last_action_lists_steps_and_only_the_readings_it_consulted() -> None:
    """[4.2, 7.21, 7.22] the last command leads to the gauge, which consults wg_ma_population; no movement reading was asked yet."""
    g = Game.from_scenario("15.4")
    g.apply_action("command Constitution port")
    g.apply_action("command Guerriere ahead")
    r = g.ruling()
    assert r.verdict == "Movement [7.22-7.25]"
    assert {"6.14", "7.21c"} <= set(r.cases)
    assert r.readings == (("wg_ma_population", "ordered"),)


def test_ruling_of_a_step_lists_the_sequence_readings_of_the_declaration_7_22() -> None:
    """[7.22] a step ends with a new declaration, which consults move_granularity; the gauge reading is not listed again."""
    g = Game.from_scenario("15.4")
    g.apply_action("command Constitution port")
    g.apply_action("command Guerriere ahead")
    g.apply_action("next BR")
    step = next(a for a in g.legal_actions() if a.verb == "step")
    g.apply_action(step)
    while g.legal_actions() and g.legal_actions()[-1].verb == "hold":
        g.apply_action(g.legal_actions()[-1])
    keys = {k for k, _ in g.ruling().readings}
    assert "move_granularity" in keys
    assert "wg_ma_population" not in keys


def test_optional_fastest_first_only_lets_the_fastest_ships_move_7_24() -> None:
    """[7.24] with the optional rule, in a battle of 7+ ships, only ships at the highest allowance may be named and moved."""
    from sailkit.rulesets.fighting_sail.gauge import must_move_first

    g = Game.from_scenario("15.9", readings={"fastest_first": "large_scenarios"})
    while g.phase.startswith("Command Decision"):
        g.apply_action(
            next(a for a in g.legal_actions() if a.get("command") == "ahead")
            if any(a.get("command") == "ahead" for a in g.legal_actions())
            else g.legal_actions()[0]
        )
    while g.is_chance_node():
        g.roll(SeededDice(1))
    assert g.phase == "Movement [7.22-7.25]"
    fastest = must_move_first(g.position)
    legal = g.legal_actions()
    if legal[0].verb == "next":
        assert {a.side for a in legal} <= set(fastest.facts["sides"])
        g.apply_action(legal[0])
        legal = g.legal_actions()
    assert {a.ship for a in legal} <= set(fastest.verdict)
    slow = [s.name for s in g.position.ships if s.command is not None and s.name not in fastest.verdict]
    assert slow, "the set-up has slower ships (French beating) that must wait"


# ---- ending an open-ended game by agreement [15.0-GL] ----


def _offers(g: Game) -> list[Action]:
    """The offers to end the game among the legal actions [15.0-GL]."""
    return [a for a in g.legal_actions() if a.verb == "propose-end"]


def _at_command_stage(g: Game) -> Game:
    """Play on (first legal action, seeded dice) until the next Command Decision Stage opens with nothing given."""
    start, dice = g.turn, SeededDice(7)
    for _ in range(2000):
        if (
            g.turn > start
            and g.flow.phase == "command"
            and not any(s.command for s in g.position.ships)
            and not g.flow.tasks
        ):
            return g
        if g.is_chance_node():
            g.roll(dice)
        else:
            g.apply_action(g.legal_actions()[0])
    raise AssertionError("no new Command Decision Stage")


def test_end_offer_only_at_the_start_of_the_command_stage_of_an_open_game_15_0_GL() -> None:
    """[15.0-GL] 15.4 has no fixed length: either side may offer at the start of the Command Decision
    Stage; after the first command no offer may be made; a fixed-length scenario never has one."""
    g = Game.from_scenario("15.4")
    assert set(map(str, _offers(g))) == {"propose-end US", "propose-end BR"}
    legal = g.legal_actions()
    assert [a.verb for a in legal[-2:]] == ["propose-end"] * 2 and {a.verb for a in legal[:-2]} == {
        "command"
    }  # offers last
    g.apply_action(g.legal_actions()[0])
    assert _offers(g) == []
    before = _snapshot(g)
    with pytest.raises(IllegalActionError, match=r"start of the Command Decision Stage.*\[15.0-GL\]"):
        g.apply_action("propose-end BR")
    assert _snapshot(g) == before
    fixed = Game.from_scenario("15.8")
    assert _offers(fixed) == []
    with pytest.raises(IllegalActionError, match=r"fixed length of 12 Game-Turns.*\[15.0-GL\]"):
        fixed.apply_action("propose-end US")


def test_accepted_offer_ends_and_scores_the_game_15_0_GL_15_0_VC() -> None:
    """[15.0-GL, 15.0-VC] US offers, BR must answer first; BR accepts: the game is over by agreement and scored."""
    g = Game.from_scenario("15.4")
    g.apply_action("propose-end US")
    assert g.legal_actions() == [Action.parse("accept-end BR"), Action.parse("decline-end BR")]
    assert g.current_side() == "BR" and _offers(g) == []
    with pytest.raises(IllegalActionError, match=r"BR must first accept or decline US's offer.*\[15.0-GL\]"):
        g.apply_action("command Constitution ahead")
    g.apply_action("accept-end BR")
    assert g.is_terminal() and g.end is not None and g.end.facts["reason"] == "agreement"
    assert "15.0-GL" in g.end.cases and g.result().verdict == "draw"  # no prizes on either side
    with pytest.raises(IllegalActionError, match=r"\[15.0\]"):
        g.apply_action("command Constitution ahead")


def test_declined_offer_play_goes_on_and_no_second_offer_that_turn_15_0_GL() -> None:
    """[15.0-GL] BR declines: commands go on; US may not offer again this Game-Turn, BR still may."""
    g = Game.from_scenario("15.4")
    g.apply_action("propose-end US")
    g.apply_action("decline-end BR")
    assert not g.is_terminal() and g.flow.proposal is None
    assert {a.verb for a in g.legal_actions()} == {"command", "propose-end"}
    assert list(map(str, _offers(g))) == ["propose-end BR"]
    with pytest.raises(IllegalActionError, match=r"already offered.*\[15.0-GL\]"):
        g.apply_action("propose-end US")
    with pytest.raises(IllegalActionError, match=r"no offer to end the game to answer"):
        g.apply_action("accept-end BR")
    _at_command_stage(g)
    assert set(map(str, _offers(g))) == {"propose-end US", "propose-end BR"}  # a new Game-Turn, new offers


def test_agreement_record_replay_undo_and_text_round_trip_15_0_GL() -> None:
    """[15.0-GL, 14.0] the offer and its answers are actions: recorded, replayed, taken back."""
    g = Game.from_scenario("15.4")
    g.apply_action("propose-end US")
    g.apply_action("decline-end BR")
    _at_command_stage(g)
    before = _snapshot(g)
    g.apply_action("propose-end BR")
    g.apply_action("accept-end US")
    text = g.to_text()
    assert "propose-end US" in text and "decline-end BR" in text and "accept-end US" in text
    again = Game.from_text(text)
    assert again.is_terminal() and again.actions == g.actions and again.flow == g.flow and again.position == g.position
    g.undo()
    g.undo()
    assert _snapshot(g) == before and not g.is_terminal()


def test_random_play_ends_by_agreement_only_when_asked_15_0_GL() -> None:
    """[15.0-GL] offers are legal actions, but play_random picks them only with end_offers=True; with it, some
    seed ends a game by agreement."""
    for seed in range(3):
        g = play_random(Game.from_scenario("15.2"), seed=seed, max_turns=3)
        assert not any(a.verb.endswith("-end") for a in g.actions)
    reasons = set()
    for seed in range(8):
        g = play_random(Game.from_scenario("15.2"), seed=seed, max_turns=6, end_offers=True)
        if g.is_terminal():
            reasons.add(g.end.facts["reason"])
            assert Game.from_text(g.to_text()).flow == g.flow
    assert "agreement" in reasons


# ---- hidden commands [6.1, 6.14] ----


def test_other_sides_chits_are_face_down_until_the_revelation_6_14() -> None:
    """[6.1, 6.14] 15.5: while commands are chosen each side sees only its own chits; after the revelation
    both see every chit."""
    g = Game.from_scenario("15.5")
    g.apply_action("command Constitution port")
    us, br = g.view("US"), g.view("BR")
    assert us.position.ship("Constitution").command == "port" and not us.face_down
    assert br.position.ship("Constitution").command is None
    assert br.face_down == {"Constitution": "chit face down [6.14]"}
    assert br.position.ship("Constitution").ordered_turn == 1  # that a chit lies there is no secret
    assert g.position.ship("Constitution").command == "port"  # the game itself keeps the chit
    g.apply_action("command Cyane ahead")
    assert g.flow.phase == "command"
    assert g.view("US").position.ship("Cyane").command is None and list(g.view("US").face_down) == ["Cyane"]
    assert g.view("BR").position.ship("Cyane").command == "ahead" and list(g.view("BR").face_down) == ["Constitution"]
    g.apply_action(next(a for a in g.legal_actions() if a.ship == "Levant"))
    assert g.flow.phase != "command"
    for side in ("US", "BR"):
        v = g.view(side)
        assert not v.face_down and v.state == g.state and v.position == g.position
    with pytest.raises(UnknownChoiceError):
        g.view("FR")


# ---- state the rules need from the game [7.1, 7.74] ----


def test_game_sets_order_turn_and_allowance_and_clears_the_allowance_at_the_end_of_turn_7_1() -> None:
    """[6.1, 7.1, 4.2 F] a command notes its Game-Turn; the Movement Phase stores the allowance; the Terminal
    Stage clears it."""
    g = _example_72()
    g.apply_action("command Constitution ahead")
    g.apply_action("command Guerriere ahead")
    assert g.position.ship("Constitution").ordered_turn == 1
    assert (
        g.flow.phase == "movement" and g.position.ship("Guerriere").ma == 4 and g.position.ship("Constitution").ma == 3
    )
    _at_command_stage(g)
    assert g.turn == 2 and all(s.ma == 0 for s in g.position.ships)
    assert g.position.ship("Guerriere").ordered_turn == 1


def _backer(reading: str) -> Game:
    """Felicite backed sail in Game-Turn 5 and had no order in 6; Game-Turn 7 begins [7.71, 7.74]."""
    from sailkit.rulesets.fighting_sail.board import square
    from sailkit.rulesets.fighting_sail.ships import counter
    from sailkit.rulesets.fighting_sail.state import Position, ShipState

    f = ShipState(counter("Felicite"), "FR", square("1010"), Direction.E, backed_turn=5, ordered_turn=5)
    s = ShipState(counter("Shannon"), "BR", square("2020"), Direction.E)
    pos = Position(Direction.N, (f, s), turn=7)
    return Game(pos, readings={"backsail_consecutive": reading}, game_length=None)


@pytest.mark.parametrize("reading, allowed", [("game_turns", True), ("ordered_phases", False)])
def test_game_keeps_the_previous_order_for_the_back_sail_rule_7_74(reading: str, allowed: bool) -> None:
    """[7.74] in the game, the order given in Game-Turn 7 overwrites ordered_turn, yet the ship still records
    that its previous order was Game-Turn 5 (prior_ordered_turn): ordered_phases refuses backing sail,
    game_turns allows it."""
    g = _backer(reading)
    g.apply_action("command Felicite ahead")
    g.apply_action("command Shannon ahead")
    dice = SeededDice(5)
    for _ in range(50):
        if g.is_chance_node():
            g.roll(dice)
        elif g.legal_actions()[0].verb == "next":
            g.apply_action("next FR")
        else:
            break
    f = g.position.ship("Felicite")
    assert g.flow.phase == "movement" and (f.ordered_turn, f.prior_ordered_turn) == (7, 5)
    assert (Action.parse("back Felicite") in g.legal_actions()) is allowed
    if not allowed:
        with pytest.raises(IllegalActionError, match=r"\[7.74\]"):
            g.apply_action("back Felicite")
    else:
        g.apply_action("back Felicite")
        assert g.position.ship("Felicite").backed_turn == 7


# ---- legal_actions() is exactly what apply_action accepts (OpenSpiel semantics) [4.2, 15.0-GL] ----


def _extras(g: Game) -> list[Action]:
    """Actions of every verb that are often not allowed: out-of-range dice, offers, answers, declarations."""
    out = [Action("roll", (d,)) for d in (1, 6, 11, 36, 66)]
    for side in g.sides:
        out += [Action(v, (side,)) for v in ("propose-end", "accept-end", "decline-end", "done", "next")]
    for s in g.position.ships:
        out += [Action(v, (s.name,)) for v in ("hold", "stop", "back", "heave", "step", "unfoul")]
        out += [Action("command", (s.name, "ahead")), Action("studding", (s.name, "set"))]
    return out


def _another_spelling(a: Action, legal: list[Action]) -> bool:
    """Open fire written with its broadside [9.31b], or a wear without its only square [7.42], names a listed action."""
    return a.verb in ("fire", "wear") and any(x.verb == a.verb and x.args[:2] == a.args[:2] for x in legal)


@settings(max_examples=15, deadline=None)
@given(
    sid=st.sampled_from(["15.1", "15.4", "15.8"]),
    seed=st.integers(0, 10_000),
    stops=st.lists(st.integers(0, 300), min_size=1, max_size=3, unique=True),
)
def test_legal_actions_are_exactly_the_actions_apply_action_accepts_4_2_15_0_GL(
    sid: str, seed: int, stops: list[int]
) -> None:
    """[4.2, 15.0-GL] at sampled states of a random game (offers to end it included), every listed action is
    accepted on a branch, and a sample of actions not listed (seen legal elsewhere, or of any verb) is
    refused with a ValueError that changes nothing."""
    import random

    rng, dice = random.Random(seed), SeededDice(seed)
    g, seen = Game.from_scenario(sid), set()
    for n in range(max(stops) + 1):
        if g.is_terminal():
            break
        legal = g.legal_actions()
        seen.update(legal)
        if n in stops:
            for a in legal:
                g.branch().apply_action(a)  # raises if a listed action is refused
            before = _snapshot(g)
            pool = sorted((set(seen) | set(_extras(g))) - set(legal), key=str)
            for a in rng.sample(pool, min(12, len(pool))):
                if _another_spelling(a, legal):
                    continue
                with pytest.raises(ValueError):
                    g.apply_action(a)
            assert _snapshot(g) == before
        if g.is_chance_node():
            g.roll(dice)
        else:  # offers now and then, so the games also reach movement, fire and melee
            quiet = [a for a in legal if a.verb != "propose-end"]
            g.apply_action(rng.choice(legal if rng.random() < 0.2 or not quiet else quiet))


# ---- one source of truth, owner's choice among tied crews, reasons for refusals ----


def test_game_puts_its_scenario_into_the_position_so_15_8_first_broadside_holds_9_36() -> None:
    """[9.36, 15.8] a game told its scenario sets it on the position too, where the fire rules read 15.8's first-broadside rule."""
    from sailkit.rulesets.fighting_sail.fire.combat import first_broadside_rule

    g = Game(scenario("15.8").with_(scenario=None), scenario="15.8")
    assert g.scenario == g.position.scenario == "15.8"
    assert first_broadside_rule(g.position) == first_broadside_rule(scenario("15.8"))


def _three_fouled() -> Game:
    """Constitution (US, crew 9) fouled in 1010 with Cyane and Levant (BR, crew 8 each) [7.81]."""
    from sailkit.rulesets.fighting_sail.board import square
    from sailkit.rulesets.fighting_sail.ships import counter
    from sailkit.rulesets.fighting_sail.state import Position, ShipState

    def sh(name: str, facing: Direction) -> ShipState:
        c = counter(name)
        return ShipState(c, c.nationality, square("1010"), facing, fouled=True)

    return Game(
        Position(Direction.N, (sh("Constitution", Direction.E), sh("Cyane", Direction.W), sh("Levant", Direction.S)))
    )


def test_owner_chooses_among_his_ships_tied_on_crew_in_fouled_fire_11_11() -> None:
    """[11.11] after Constitution (crew 9) the two British ships share crew 8: BR may fire either one first."""
    g = _three_fouled()
    assert {a.ship for a in g.legal_actions()} == {"Constitution"}
    g.apply_action("hold Constitution")
    assert {a.ship for a in g.legal_actions()} == {"Cyane", "Levant"}
    assert {Action.parse("hold Cyane"), Action.parse("hold Levant")} <= set(g.legal_actions())
    g.apply_action("hold Levant")
    assert {a.ship for a in g.legal_actions()} == {"Cyane"}


def test_refusal_says_why_this_ship_cannot_act_11_31() -> None:
    """[11.31] a ship that already tried to unfoul this stage is refused with that reason, not a bare 'cannot'."""
    g = _three_fouled()
    for a in (
        "hold Constitution",
        "hold Cyane",
        "hold Levant",
        "roll 3",
        "roll 3",
        "done US",
        "unfoul Cyane",
        "roll 6",
    ):
        g.apply_action(a)
    assert Action.parse("unfoul Levant") in g.legal_actions()
    before = _snapshot(g)
    with pytest.raises(
        IllegalActionError, match=r"Cyane cannot unfoul now: it has already tried to unfoul this stage \[11\.31\]"
    ):
        g.apply_action("unfoul Cyane")
    assert _snapshot(g) == before


@pytest.mark.parametrize(
    ("option", "shots"),
    [
        ("none", []),
        ("outside", ["fire Shannon Wasp hull", "fire Shannon Wasp rigging"]),
        ("stacked", ["fire Shannon Chesapeake hull"]),
    ],
)
def test_a_ship_that_has_just_fouled_fires_as_fire_on_fouling_entry_says(option: str, shots: list[str]) -> None:
    """[9.11, 11.1, 7.81] reading fire_on_fouling_entry: by default a ship that fouls fires only in the Melee
    Stage; under ``outside`` she fires at once at a ship outside her square, under ``stacked`` at the enemy
    she fouled. The game offers that window, as fire_value already allowed."""
    pos = Position.parse("FS turn 1 wind N | Shannon BR 1010 E | Chesapeake US 1110 S | Wasp US 1313 E")
    g = Game(pos, readings={"fire_on_fouling_entry": option})
    for a in ("command Shannon ahead", "command Chesapeake starboard", "command Wasp ahead"):
        g.apply_action(a)
    while g.is_chance_node():
        g.apply_action(g.chance_outcomes()[0][0])
    if "next BR" in [str(a) for a in g.legal_actions()]:
        g.apply_action("next BR")
    g.apply_action("step Shannon")
    assert g.position.ship("Shannon").fouled and ("fire_on_fouling_entry", option) in g.flow.consulted
    offered = [str(a) for a in g.legal_actions()]
    assert [a for a in offered if a.startswith("fire")] == shots
    if shots:
        g.apply_action(shots[0])
        g.apply_action(g.chance_outcomes()[-1][0])
        assert g.position.ship("Shannon").fired is not None and g.legal_actions()
