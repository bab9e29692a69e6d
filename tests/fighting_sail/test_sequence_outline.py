"""The Game-Turn outline [4.1, 4.2] as a ruling, and the stepper that walks a game through it."""

from __future__ import annotations

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.dice import ManualDice
from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_sail.faces.explorers.sequence import TurnStepper
from sailkit.rulesets.fighting_sail.sequence import STAGES, stage_of, turn_outline
from sailkit.rulesets.fighting_sail.turn import PHASES


def test_every_phase_the_engine_runs_belongs_to_one_stage_in_the_order_of_4_2() -> None:
    """[4.2] stages A-F hold every phase of the engine but the end of the game, once each, in the engine's order."""
    grouped = [ph for st in STAGES for ph in st.phases]
    assert grouped == [p for p in PHASES if p != "over"]
    assert [st.letter for st in STAGES] == list("ABCDEF")
    assert stage_of("melee").letter == "D" and stage_of("gauge").name == "Action Stage"
    with pytest.raises(InvalidInputError, match="'boarding'"):
        stage_of("boarding")


@pytest.mark.parametrize(("turn", "strategic"), [(1, False), (7, False), (8, True), (12, False), (16, True)])
def test_the_strategic_cycle_opens_only_turns_divisible_by_8(turn: int, strategic: bool) -> None:
    """[4.1, 4.2 A, 13.0] turn 8 begins with swell, burning ships and studding sails; turn 7 with the orders."""
    r = turn_outline(turn)
    assert r.facts["strategic"] is strategic
    assert (r.verdict[0] == "Swell") is strategic and r.verdict[-1] == "Terminal"
    assert ("13.1" in r.cases) is strategic and "13.0" in r.cases


def test_a_game_turn_is_seven_and_a_half_minutes() -> None:
    """[4.1] turn 1 covers minutes 0-7.5, turn 8 ends on the hour."""
    assert turn_outline(1).facts["minutes"] == (0, 7.5)
    assert turn_outline(8).facts["minutes"] == (52.5, 60)
    assert "minutes 52.5 to 60" in str(turn_outline(8))


@pytest.mark.parametrize("bad", [0, -1, 1.5, "8", True])
def test_a_bad_turn_is_refused_by_name(bad: object) -> None:
    with pytest.raises(InvalidInputError, match="Game-Turn"):
        turn_outline(bad)  # type: ignore[arg-type]


def test_the_outline_draws_the_phase_the_game_stands_in() -> None:
    """[4.2] the figure has one box per stage and per phase, the current one filled; alt text says so."""
    from sailkit.draw.figure import description
    from sailkit.rulesets.fighting_sail.faces.drawing_sequence import outline_figure

    fig = outline_figure(turn_outline(3, at="movement"))
    gids = {a.get_gid() for a in fig.axes[0].patches}
    assert {f"stage-{s.letter}" for s in STAGES} <= gids and "phase-movement" in gids
    assert "Movement highlighted" in description(fig) and "greyed out" in description(fig)
    with pytest.raises(InvalidInputError):
        turn_outline(3, at="lunch")


def test_the_stepper_walks_one_game_turn_phase_by_phase_in_order() -> None:
    """[4.2] from the set-up of 15.4, each press plays one phase; turn 2 starts with the orders again."""
    stepper = TurnStepper(fs.Game.from_scenario("15.4"), ManualDice([]), draw=False)
    seen = []
    while stepper.game.turn == 1:
        seen.append(stepper.next_phase().phase)
    assert seen[0] == "command" and seen[-1] in ("movement", "terminal")
    assert [p for p in PHASES if p in seen] == seen  # in the order of 4.2
    assert stepper.phase == "command" and "Game-Turn 1" in stepper.label.value
    stepper.restart()
    assert stepper.game.turn == 1 and stepper.visits == [] and stepper.game.ply == 0


def test_the_stepper_takes_its_dice_as_data() -> None:
    """[Case System] the stepper never rolls: a tie for the weather gauge asks its die source [7.21c]."""
    pos = fs.Position.parse("FS turn 1 wind W | Constitution US 0610 S | Guerriere BR 1009 S")
    stepper = TurnStepper(fs.Game(pos), ManualDice([6, 2]), draw=False)
    stepper.next_phase()  # orders
    visit = stepper.next_phase()  # the roll-off
    assert visit.phase == "gauge" and visit.actions == ("roll 6", "roll 2")
    assert stepper.game.flow.gauge == "US"


def test_the_phases_with_nothing_to_decide_are_named_as_passed() -> None:
    """[4.2] after the orders the engine reveals, sets allowances and the gauge by itself; each visit names them."""
    stepper = TurnStepper(fs.Game.from_scenario("15.4"), ManualDice([]), draw=False)
    while stepper.game.turn == 1:
        stepper.next_phase()
    ran = [p for v in stepper.visits for p in (v.phase, *v.passed)]
    assert ran == [p for p in PHASES if p not in ("swell", "fires", "studding", "over")]
    assert "then, nothing to decide: Command Revelation [6.14]" in str(stepper.visits[0])
