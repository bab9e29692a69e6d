"""The weather in play: how long a calm and a gale last [1.5.1, 1.5.2b, 1.5.2c], in the notation and the engine."""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Phase, Position, Setup, State, Weather
from sailkit.rulesets.fighting_ships.state import Throw

from .test_engine import rolls

SHIPS = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0"


def head(weather: str = "blowing", extra: str = "", *, turn: int = 2) -> str:
    return f"FSH turn {turn} initiative wind E {weather} table 48x48 morale 10,10 first 1{extra}"


def start(weather: str = "blowing", extra: str = "", *, turn: int = 2) -> State:
    """The initiative dice of Game-Turn ``turn`` due, on a table far from any fight."""
    pos = Position.parse(head(weather, extra, turn=turn) + " | " + SHIPS)
    return State(Setup("test", pos), pos, throw=Throw("initiative", 2))


def to_next_turn(state: State) -> State:
    """Each ship rolls 1s and stops at once, nobody fires (no ship is in range): on to the next Game-Turn's
    initiative dice."""
    turn = state.turn
    while state.turn == turn:
        legal = RULES.legal_actions(state)
        quiet = [a for a in legal if a.verb in ("stop", "done")]
        action = RULES.parse_action("roll 1") if state.throw is not None else (quiet or legal)[0]
        state, _ = RULES.apply_action(state, action)
    return state


def test_a_gale_rolls_two_dice_for_its_length_by_default() -> None:
    """[1.5.2c d] A tie on 6 raises a gale; under gale_length=two-dice 2 x D6 says how long it blows."""
    state = rolls(start(), [6, 6])
    assert state.position.weather is Weather.GALE and state.throw is not None and state.throw.kind == "gale"
    assert state.throw.want == 2 and state.position.first == 1  # Player 1 is settled once the gale's length is
    state = rolls(state, [1, 2])
    assert state.position.gale_left == 3 and state.position.first == 2 and state.phase is Phase.SAILING
    assert " gale:3 " in str(state.position)


def test_a_gale_under_the_one_die_reading() -> None:
    """[1.5.2c a] gale_length=one-die: one D6."""
    state = rolls(start(extra=" gale_length=one-die"), [6, 6])
    assert state.throw is not None and state.throw.want == 1
    assert rolls(state, [4]).position.gale_left == 4


def test_a_gale_until_a_tie_throws_no_length() -> None:
    state = rolls(start(extra=" gale_length=until-tie"), [6, 6])
    assert state.throw is None and state.position.weather is Weather.GALE and state.position.gale_left == 0


def test_a_gale_dies_down_after_its_last_game_turn() -> None:
    """[1.5.2c d] A gale with two Game-Turns left blows this one and the next, then the wind blows as before."""
    state = rolls(start("gale:2"), [3, 5])
    state = to_next_turn(state)
    assert state.turn == 3 and state.position.weather is Weather.GALE and state.position.gale_left == 1
    state = to_next_turn(rolls(state, [2, 5]))
    assert state.turn == 4 and state.position.weather is Weather.BLOWING and state.position.gale_left == 0
    assert str(state.position.wind) == "E"


def test_a_calm_holds_until_a_tie_changes_it() -> None:
    """[1.5.2b a] A calm has no length: untied initiative dice leave it; a tie's 2 sets the wind blowing again."""
    state = rolls(start("becalmed"), [3, 5])
    for _ in range(3):
        state = to_next_turn(state)
        assert state.position.weather is Weather.BECALMED
        state = rolls(state, [2, 5])
    state = rolls(to_next_turn(state), [2, 2])
    assert state.position.weather is Weather.BLOWING and str(state.position.wind) == "SE"


def test_a_tie_in_a_gale_changes_the_weather_and_drops_its_count() -> None:
    """[1.5.1] A later tie reads the weather table again, whatever blows."""
    state = rolls(start("gale:5"), [4, 4])
    assert state.position.weather is Weather.BLOWING and state.position.gale_left == 0


@pytest.mark.parametrize("text", ["blowing:2", "gale:0", "gale:100", "gale:x", "becalmed:1"])
def test_a_count_only_follows_a_gale(text: str) -> None:
    with pytest.raises(InvalidInputError):
        Position.parse(head(text) + " | " + SHIPS)


def test_a_gale_count_pastes_back() -> None:
    pos = Position.parse(head("gale:7") + " | " + SHIPS)
    assert pos.gale_left == 7 and Position.parse(str(pos)) == pos
