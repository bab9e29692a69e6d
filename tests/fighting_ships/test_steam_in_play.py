"""Steamships and galleys on the engine [4.1.2-4.1.4, 4.2]: the roll, runs, turns, momentum and the speed kept."""

from __future__ import annotations

import random

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State
from sailkit.rulesets.fighting_ships.notation import format_position, parse_position
from sailkit.rulesets.fighting_ships.questions import answer

from .test_engine import play, rolls

HEAD = "FSH turn 1 sailing wind E blowing table 48x48 morale 10,10 first 1"


def at(ships: str) -> State:
    pos = Position.parse(HEAD + " | " + ships)
    return State(Setup("test", pos), pos)


DD = "Kent=1 destroyer 10,10@0 D0 A0 | Emden=2 destroyer 40,40@180 D0 A0"


def test_a_destroyer_rolls_for_inches_and_runs_them() -> None:
    """[4.1.2] Six dice, every one scoring 2 inches, capped at her top speed of 12; she keeps 12 as her speed."""
    state = rolls(play(at(DD), "sail Kent"), [1, 2, 3, 4, 5, 6])
    moving = state.moving
    assert moving is not None and (moving.motive, moving.most, moving.least) == ("steam", 12.0, 0.0)
    offered = {str(a) for a in RULES.legal_actions(state)}
    assert "manoeuvre Kent M2" in offered and "manoeuvre Kent M2+30" in offered
    assert not any(w in offered for w in ("manoeuvre Kent T+90", "manoeuvre Kent W-90"))
    state = play(state, *["manoeuvre Kent M2"] * 6)
    kent = state.vessel("Kent")
    assert state.moving is None and kent.speed == 12.0 and kent.ship.pose.y == pytest.approx(22.0)
    assert kent.anchors == 0


def test_a_cruiser_needs_3_inches_before_a_turn_and_momentum_forbids_a_stop() -> None:
    """[4.1.2] A light cruiser that ran 10 inches last turn must run 8 now, and turns only after 3 inches."""
    state = rolls(
        play(at("Ajax=1 light-cruiser 10,10@0 D0 A0 speed:10 | Emden=2 destroyer 40,40@180 D0 A0"), "sail Ajax"),
        [6] * 6,
    )
    moving = state.moving
    assert moving is not None and (moving.least, moving.most) == (8.0, 12.0)
    with pytest.raises(IllegalActionError, match="3 since her last turn"):
        play(state, "manoeuvre Ajax M2+30")
    with pytest.raises(IllegalActionError, match="4.1.2"):
        play(state, "stop Ajax")
    state = play(state, "manoeuvre Ajax M2", "manoeuvre Ajax M1+30")
    assert state.moving is not None and state.moving.since == 0.0
    assert "stop Ajax" not in {str(a) for a in RULES.legal_actions(state)}


def test_a_galley_rows_or_sails_and_never_takes_a_short_move_anchor() -> None:
    """[4.1.3, 4.1.4, APP.1.1.1, 4.2] Under oars she rolls her 5 dice; under sail 2; stopping short leaves no
    Anchor token: she has oars."""
    pos = "Argo=1 large-galley 10,10@0 D0 A0 | Nike=2 small-galley 40,40@180 D0 A0"
    state = play(at(pos), "power Argo")
    assert state.throw is not None and state.throw.want == 5 and state.vessel("Argo").under == "oar"
    state = rolls(state, [2, 3, 4, 5, 6])
    assert state.moving is not None and state.moving.most == 6.0  # top speed 6 [APP.1.1.1]
    state = play(state, "manoeuvre Argo M1", "stop Argo")
    argo = state.vessel("Argo")
    assert argo.anchors == 0 and argo.speed == 1.0
    sailing = play(at(pos), "sail Argo")
    assert sailing.throw is not None and sailing.throw.want == 2 and sailing.vessel("Argo").under == ""


def test_the_speed_and_motive_paste_back() -> None:
    text = HEAD + " | Argo=1 large-galley 10,10@90 D0 A0 speed:4 under:oar | Kent=2 destroyer 20,20@0 D0 A0 speed:-2.5"
    assert format_position(parse_position(text)) == text
    with pytest.raises(InvalidInputError, match="motive of Kent"):
        parse_position(HEAD + " | Kent=1 destroyer 20,20@0 D0 A0 under:oar")


def test_random_play_with_steam_and_oars_ends() -> None:
    """Games of random legal actions among galleys and destroyers end (the conformance suite's promise)."""
    rng = random.Random(7)
    for ships in (
        DD,
        "Argo=1 large-galley 10,10@0 D0 A0 | Nike=2 small-galley 30,30@180 D0 A0 | Long=2 longship 35,12@270 D0 A0",
    ):
        state = at(ships)
        for _ in range(4000):
            legal = RULES.legal_actions(state)
            if not legal or state.position.turn > 6:
                break
            state, _ = RULES.apply_action(state, rng.choice(legal))
        assert state.position.turn > 6 or state.result


def test_the_desk_answers_how_far_she_can_move() -> None:
    """[4.1.2-4.1.4] A destroyer's full roll under her top speed; a galley that rowed 4 inches, from 2 to 6; a frigate
    under sail, every end of her full roll."""
    pos = parse_position(
        HEAD
        + " | Kent=1 destroyer 10,10@0 D0 A0 | Argo=1 large-galley 20,10@0 D0 A0 speed:4 | Naiad=2 5th-rate 30,30@180 D0 A0"
    )
    kent = answer(pos, "how-far Kent")
    assert kent.verdict == 12.0 and kent.kind == "steam-ends" and "4.1.2" in kent.cases
    argo = answer(pos, "how-far Argo 8")
    assert argo.verdict == 6.0 and argo.facts["speed"].least == 2.0
    assert answer(pos, "how-far Naiad").kind == "ends"
