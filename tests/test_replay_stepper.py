"""An explorer that steps a recorded game with a slider (:class:`sailkit.widgets.ReplayStepper`), shown on
the engine's small example game."""

from __future__ import annotations

from sailkit.engine import Game
from sailkit.engine.race import RACE, RaceSetup
from sailkit.widgets import ReplayStepper


def _game() -> Game:
    game = Game(RACE, RaceSetup(0))
    for action in ("throw A", "roll 4", "pass B"):
        game.apply_action(action)
    game.node.comment = "B waits & sees"
    return game


def test_the_slider_moves_the_cursor_and_the_label_says_the_action_and_its_ruling() -> None:
    game = _game()
    e = ReplayStepper(game)
    assert e.length == 3 and game.ply == 0 and "the start" in e.label.value and e.ruling is None
    e.ply.value = 2
    assert game.ply == 2 and "after roll 4" in e.label.value and e.ruling == game.ruling()
    assert all(f"[{s.case}]" in e.label.value for s in e.ruling.steps if s.case)
    e.ply.value = 3
    assert "after pass B" in e.label.value and "<i>B waits &amp; sees</i>" in e.label.value


def test_a_stepper_made_at_an_action_starts_there_and_draws_nothing_until_shown() -> None:
    game = _game()
    e = ReplayStepper(game, ply=1)
    assert game.ply == 1 and "after throw A" in e.label.value and e.picture.value == ""
