"""The common engine, played with a toy rule set so that no real rule set is needed.

The toy is a race (:mod:`sailkit.engine.race`): two sides, A and B, take turns; on its
turn a side either rolls a die (a chance node follows; the result is added to its score)
or passes. The first to 10 wins. Small as it is, it has everything the engine must
handle: decisions, chance nodes, sides, an end, and actions written as text.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.dice import ManualDice
from sailkit.engine import Game, play_random
from sailkit.engine.race import RACE, RaceAction, RaceSetup, RaceState
from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.record import read_record


def new_game(head: int = 0) -> Game[RaceState, RaceAction]:
    return Game(RACE, RaceSetup(head))


def test_legal_actions_apply_and_an_illegal_action_changes_nothing() -> None:
    g = new_game()
    assert [str(a) for a in g.legal_actions()] == ["throw A", "pass A"]
    assert g.current_side() == "A" and not g.is_chance_node()
    g.apply_action("throw A")
    assert g.is_chance_node() and sum(p for _, p in g.chance_outcomes()) == 1
    before = (g.state, g.actions, g.to_text())
    with pytest.raises(IllegalActionError):
        g.apply_action("pass A")
    with pytest.raises(InvalidInputError):
        g.apply_action("dance A")
    assert (g.state, g.actions, g.to_text()) == before
    g.apply_action("roll 4")
    assert g.state.scores == (4, 0) and g.current_side() == "B"
    assert g.ruling().verdict == "A scores 4" and g.ruling().cases == ("R3",)


def test_undo_takes_back_and_the_record_forgets_it() -> None:
    g = new_game()
    g.apply_action("throw A").apply_action("roll 3")
    assert str(g.undo()) == "roll 3"
    assert g.is_chance_node() and [str(a) for a in g.actions] == ["throw A"]
    assert "roll 3" not in g.to_text()
    g.undo()
    with pytest.raises(IllegalActionError):
        g.undo()


def test_back_and_forward_move_the_cursor_and_keep_the_record() -> None:
    g = new_game()
    for a in ["throw A", "roll 5", "pass B", "throw A", "roll 6"]:
        g.apply_action(a)
    end_state, text = g.state, g.to_text()
    g.back(3)
    assert g.ply == 2 and g.state.scores == (5, 0) and g.to_text() == text
    g.forward(10)
    assert g.ply == 5 and g.state == end_state and g.state.scores == (11, 0) and g.is_terminal()
    g.rewind()
    assert g.ply == 0 and g.state == RaceState()


def test_replaying_a_recorded_action_moves_onto_it_and_keeps_its_comment() -> None:
    g = new_game()
    g.apply_action("throw A")
    g.comment = "A goes for it"
    g.back()
    g.apply_action("throw A")
    assert g.comment == "A goes for it" and len(g.record().root.children) == 1


def test_a_what_if_becomes_a_variation_of_the_same_record_and_survives_save_and_load(tmp_path: Path) -> None:
    g = new_game()
    for a in ["throw A", "roll 2", "pass B"]:
        g.apply_action(a)
    g.back(2)  # at the die roll
    g.apply_action("roll 6")
    g.comment = "had it been a six"
    assert [str(a) for a in g.actions] == ["throw A", "roll 6"]
    first = g.record().root.children[0]
    assert [c.action for c in first.children] == ["roll 2", "roll 6"]  # main line first, then the what-if
    text = g.to_text()
    assert "(\n  roll 6 {had it been a six}\n)" in text
    path = tmp_path / "race.txt"
    g.save(path)
    again = Game.load(path, rules=RACE)
    assert again.to_text() == text  # same bytes
    assert [str(a) for a in again.actions] == ["throw A", "roll 2", "pass B"]  # the cursor ends the main line
    again.back(2)
    again.go(again.variations()[1])
    assert again.state.scores == (6, 0) and again.comment == "had it been a six"


def test_branch_is_a_second_cursor_on_the_same_record() -> None:
    g = new_game()
    g.apply_action("throw A").apply_action("roll 1")
    g.back()
    b = g.branch()
    b.apply_action("roll 4")
    assert g.state.rolling and g.ply == 1  # the original cursor did not move
    assert [c.action for c in g.node.children] == ["roll 1", "roll 4"]
    assert b.state.scores == (4, 0)


def test_reading_a_record_checks_every_variation_and_names_the_bad_action() -> None:
    good = '[Game "Race"]\n[Head "0"]\n\nthrow A\nroll 2\n(\n  roll 7\n)\n'
    with pytest.raises(IllegalActionError, match=r"action 2 \('roll 7'\)"):
        Game.from_text(good, rules=RACE)
    with pytest.raises(InvalidInputError):
        Game.from_text('[Game "Race"]\n\nthrow A\nroll 2\n)\n', rules=RACE)


def test_the_rule_set_is_found_from_the_game_header() -> None:
    with pytest.raises(UnknownChoiceError, match="Race"):
        Game.from_text('[Game "Race"]\n\n')  # no installed rule set has that title


def test_roll_takes_dice_from_the_table_or_a_seed() -> None:
    g = new_game()
    g.apply_action("throw A")
    assert str(g.roll(ManualDice([5]))) == "roll 5" and g.state.scores == (5, 0)
    g.apply_action("throw B")
    with pytest.raises(InvalidInputError):
        g.roll(ManualDice([7]))
    assert g.is_chance_node()


def test_random_play_is_repeatable_by_seed() -> None:
    a = play_random(new_game(), 11)
    b = play_random(new_game(), 11)
    assert a.is_terminal() and a.to_text() == b.to_text()


def test_a_long_record_reads_without_recursion() -> None:
    lines = ["pass A", "pass B"] * 3000
    g = Game.from_text('[Game "Race"]\n\n' + "\n".join(lines) + "\n", rules=RACE)
    assert g.ply == 6000 and g.state.to_move == "A"


def _replayed(g: Game[RaceState, RaceAction]) -> RaceState:
    fresh = Game(RACE, g.setup)
    for a in g.actions:
        fresh.apply_action(a)
    return fresh.state


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["play0", "play1", "back", "forward", "undo", "branch"]), max_size=40))
def test_the_state_at_the_cursor_is_always_the_replay_of_its_path(moves: list[str]) -> None:
    """Whatever mix of playing, stepping, taking back and branching, the cursor's state is its path replayed,
    and the record's text reads back to the same tree."""
    g = new_game()
    for m in moves:
        legal = g.legal_actions()
        if m.startswith("play") and legal:
            g.apply_action(legal[int(m[-1]) % len(legal)])
        elif m == "back":
            g.back()
        elif m == "forward":
            g.forward()
        elif m == "undo" and g.ply:
            g.undo()
        elif m == "branch":
            g = g.branch()
        assert g.state == _replayed(g)
    record, problems = read_record(g.to_text())
    assert problems == [] and record.to_text() == g.to_text()


def test_an_action_object_just_listed_is_played_without_asking_the_rules_to_check_it() -> None:
    """The engine skips ``check_action`` for the very objects ``legal_actions`` listed at the cursor (they are legal
    as they stand); text, an equal object made afresh or an action at a point not yet listed is still checked."""
    from sailkit.engine.race import Race

    class Counting(Race):
        checked = 0

        def check_action(self, state: RaceState, action: RaceAction) -> RaceAction:
            Counting.checked += 1
            return super().check_action(state, action)

    g = Game(Counting(), RaceSetup(0))
    g.apply_action("throw A")  # text: checked
    assert Counting.checked == 1
    g.apply_action(g.chance_outcomes()[2][0])  # listed only as an outcome, not by legal_actions: checked
    assert Counting.checked == 2
    g.apply_action("throw B")
    g.roll(ManualDice([4]))  # the engine's own pick among the chance outcomes: played as it stands
    assert Counting.checked == 3 and g.state.scores == (3, 4)
    g.apply_action("pass A")
    assert Counting.checked == 4
    listed = g.legal_actions()
    g.apply_action(listed[1])  # the listed object itself: played as it stands
    assert Counting.checked == 4 and str(g.actions[-1]) == "pass B"
    g.legal_actions()
    g.apply_action(RaceAction.parse("throw A"))  # an equal action read afresh: checked
    assert Counting.checked == 5
    with pytest.raises(IllegalActionError):
        g.apply_action(listed[0])  # listed at an earlier point, not here: checked and refused
    assert Counting.checked == 6


def test_the_faces_of_a_tuple_of_outcomes_are_remembered_and_a_list_is_read_afresh() -> None:
    """A tuple of chance outcomes cannot change, so its faces are worked out once; a list may, so never."""
    from fractions import Fraction

    from sailkit.engine.game import _faces

    class Roll:
        def __init__(self, die: int) -> None:
            self.die = die

    sixth = Fraction(1, 6)
    outcomes = tuple((Roll(d), sixth) for d in range(1, 7))
    values, odds = _faces(outcomes)
    assert values == (1, 2, 3, 4, 5, 6) and odds == (sixth,) * 6
    assert _faces(outcomes)[0] is values  # remembered
    listed = [(Roll(1), Fraction(1))]
    assert _faces(listed) == ((1,), (Fraction(1),))
    listed[0] = (Roll(2), Fraction(1))
    assert _faces(listed) == ((2,), (Fraction(1),))
