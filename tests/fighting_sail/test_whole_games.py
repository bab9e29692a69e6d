"""Whole games of every scenario [15.1-15.9], played with random legal actions and seeded dice, then replayed.

Scenarios 15.1-15.7 have no fixed length [15.0]: each test stops them after
:data:`CAP` Game-Turns if no side has won or the game has not been drawn before.
15.8 (12 turns) and 15.9 (16 turns) always run to their printed end [15.8, 15.9].
Measured: the whole file runs in about 7-10 s on the development machine (budget 60 s).
"""
from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_sail.game import Game, play_random
from sailkit.rulesets.fighting_sail.scenarios import scenario_info

CAP = 24  #: Game-Turns after which an open-ended scenario's test stops [15.0]

OPEN_ENDED = ["15.1", "15.2", "15.3", "15.4", "15.5", "15.6", "15.7"]


def _check_replay(g: Game) -> None:
    again = Game.from_text(g.to_text())
    assert again.actions == g.actions
    assert again.position == g.position
    assert again.flow == g.flow


@pytest.mark.parametrize("sid", OPEN_ENDED)
def test_open_ended_scenario_plays_to_its_end_or_the_cap_and_replays(sid: str) -> None:
    """[15.0] no fixed length: a side eliminated, no damage possible, or the test's cap of 24 Game-Turns."""
    g = play_random(Game.from_scenario(sid), seed=int(sid[-1]), max_turns=CAP)
    assert g.is_terminal() or g.turn == CAP + 1
    if g.is_terminal():
        assert g.end is not None and g.end.facts["reason"] in {"eliminated", "no damage possible"}
    assert g.result().verdict in {"draw", "BR wins", "US wins", "FR wins", "PA wins"}
    _check_replay(g)


@pytest.mark.parametrize("sid, length", [("15.8", 12), ("15.9", 16)])
def test_fixed_length_scenario_ends_after_its_last_turn_and_replays(sid: str, length: int) -> None:
    """[15.8, 15.9] 12 and 16 Game-Turns; the Strategic Cycle ran on turn 8 (and 16) [13.0]."""
    assert scenario_info(sid).game_length == length
    g = play_random(Game.from_scenario(sid), seed=length)
    assert g.is_terminal() and g.turn == length
    assert g.end is not None and g.end.facts["reason"] == "length"
    assert any(f.phase == "studding" and p.turn == 8 for p, f in g._history)
    points = g.result().facts["points"]
    assert set(points) == set(scenario_info(sid).sides)
    _check_replay(g)


def test_same_seed_same_game_other_seed_other_game() -> None:
    """Seeded play is repeatable; the record, not the generator, is what a replay needs."""
    a = play_random(Game.from_scenario("15.2"), seed=11, max_turns=4)
    b = play_random(Game.from_scenario("15.2"), seed=11, max_turns=4)
    c = play_random(Game.from_scenario("15.2"), seed=12, max_turns=4)
    assert a.actions == b.actions and a.position == b.position
    assert a.actions != c.actions


@pytest.mark.parametrize("sid", ["15.1", "15.7"])
def test_random_play_that_may_offer_ends_by_agreement_and_replays(sid: str) -> None:
    """[15.0-GL] with offers among the random choices, open-ended games end by agreement, scored by
    Victory Points [15.0-VC]; the offers and answers replay from the text record."""
    g = play_random(Game.from_scenario(sid), seed=3, max_turns=CAP, end_offers=True)
    assert g.is_terminal() and g.end is not None and g.end.facts["reason"] == "agreement"
    assert any(a.verb == "accept-end" for a in g.actions) and g.actions[-1].verb == "accept-end"
    assert g.result().verdict in {"draw", "BR wins", "US wins"}
    _check_replay(g)
