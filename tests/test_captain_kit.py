"""The kit's computer captain (:mod:`sailkit.captain`): the promises every rule set's captain keeps alike.

Each rule set's own judgement is tested with it (``tests/<rule set>/test_captain.py``); here the base, on the
engine's dice race, and every registered captain at a die.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from sailkit.captain import Captain, Plan, Term, because
from sailkit.dice import SeededDice
from sailkit.engine import Game
from sailkit.engine.race import RULESET as RACE
from sailkit.errors import IllegalActionError
from sailkit.players import PAIRINGS, Decision, match, matches_main
from sailkit.registry import rulesets
from sailkit.ruleset import Capability, RuleSet


class Thrower(Captain[None, Game[Any, Any]]):
    """A captain of the race that always throws [R2, R3]."""

    defaults = None
    over_case = "R3"
    dice_case = "R1"

    def judge(self, game: Game[Any, Any], legal: list[Any]) -> Decision:
        return Decision(next(a for a in legal if a.verb == "throw"), "throws: a throw only adds [R2]")


class Cheat(Thrower):
    """A captain whose judgement is wrong: it answers an action that is not legal."""

    def judge(self, game: Game[Any, Any], legal: list[Any]) -> Decision:
        return Decision("jump", "no case")


def _to_chance(new_game: Callable[[], Game[Any, Any]]) -> Game[Any, Any]:
    """A game of ``new_game()`` played at random (seeded) up to its first die; the first seed whose game rolls one."""
    for seed in range(50):
        game, rng = new_game(), random.Random(seed)
        while not game.is_terminal():
            if game.is_chance_node():
                return game
            game.apply_action(rng.choice(game.legal_actions()))
    raise AssertionError("no die in 50 random games")


def test_it_decides_with_a_legal_action_and_keeps_the_last() -> None:
    game, captain = RACE.new_game(), Thrower()
    decision = captain.decide(game)
    assert decision.action in game.legal_actions() and decision.action.verb == "throw"
    assert captain.last is decision and captain.choose(game) == decision.action
    assert repr(captain) == "Captain()"


def test_dice_and_a_finished_game_are_refused_with_their_case() -> None:
    """A die is the game's, never the captain's; a finished game leaves nothing to decide."""
    game, captain, dice = _to_chance(RACE.new_game), Thrower(), SeededDice(4)
    with pytest.raises(IllegalActionError, match="never from the captain") as refused:
        captain.decide(game)
    assert refused.value.case == "R1" and captain.last is None
    while not game.is_terminal():
        if game.is_chance_node():
            game.roll(dice)
        else:
            game.apply_action(captain.choose(game))
    with pytest.raises(IllegalActionError, match="game is over") as over:
        captain.decide(game)
    assert over.value.case == "R3"


def test_a_judgement_that_is_not_legal_is_a_bug_never_played() -> None:
    game, captain = RACE.new_game(), Cheat()
    with pytest.raises(AssertionError, match="not legal"):
        captain.decide(game)
    assert captain.last is None


CAPTAINS = [rs for rs in rulesets().values() if rs.offers(Capability.CAPTAIN)]


@pytest.mark.parametrize("rs", CAPTAINS, ids=lambda rs: rs.key)
def test_every_captain_is_the_kits_and_refuses_a_die_citing_its_case(rs: RuleSet) -> None:
    """Every rule set's captain keeps the kit's promises: at a die it refuses with an illegal-action error that cites
    the rule set's own case, and it shows itself as ``Captain()``."""
    captain = rs.captain()
    assert isinstance(captain, Captain) and repr(captain) == "Captain()"
    game = _to_chance(rs.new_game)
    with pytest.raises(IllegalActionError, match="never from the captain") as refused:
        captain.decide(game)
    assert refused.value.case == captain.dice_case and captain.last is None


def test_matches_from_the_shell_print_one_summary_a_pairing(capsys: pytest.CaptureFixture[str]) -> None:
    """``matches_main``: each scenario and pairing asked plays its seeds (from both sides for two kinds) and prints one
    summary line; an odd number of games is refused with a message, not a traceback."""
    asked: list[tuple[str, tuple[str, str], range, int]] = []

    def play(scenario: str, kinds: tuple[str, str], seeds: range, max_turns: int) -> Any:
        asked.append((scenario, kinds, seeds, max_turns))
        return f"{scenario} {'-'.join(kinds)}"

    assert matches_main(["--games", "4", "--first", "7"], play, prog="race", scenarios=("a", "b")) == 0
    assert [(s, k, (r.start, r.stop)) for s, k, r, _ in asked] == [
        (s, PAIRINGS[p], (7, 9) if p == "captain-random" else (7, 11)) for s in "ab" for p in PAIRINGS
    ]
    assert capsys.readouterr().out.splitlines() == [f"{s} {p}" for s in "ab" for p in PAIRINGS]
    with pytest.raises(SystemExit):
        matches_main(["x", "--games", "3", "--pairing", "random-random"], play, prog="race", scenarios=())
    assert "--games must be an even number" in capsys.readouterr().err


def test_the_race_plays_whole_matches_with_a_kit_captain() -> None:
    """A rule set's match played with a captain of the kit: the thrower beats a random racer more often than not."""
    summary = match(RACE.new_game, ("captain", "random"), range(20), captain=Thrower, name="race")
    assert summary.games == 40 and summary.first_wins > summary.second_wins


def test_a_scored_plan_says_its_main_merit_then_what_beat_the_runner_up() -> None:
    """``because``: the largest gain first, then the term that most set the best plan apart from the runner-up, in
    the best plan's words when it gains there, else in the words the runner-up is turned down with."""
    best = Plan("a", {"fire": Term(2.0, "fires [R1]"), "gauge": Term(0.3, "keeps the lead [R2]")})
    level = Plan("b", {"fire": Term(2.0, "fires [R1]"), "gauge": Term(0.0, avoid="gives up the lead [R2]")})
    drifts = Plan("c", {"fire": Term(2.0, "fires [R1]"), "drift": Term(-1.0, avoid="avoids drifting [R3]")})
    assert best.score == 2.3 and best.term("drift") == Term(0.0)
    assert because(best, [level], "nothing better") == "fires [R1]; keeps the lead [R2]"
    assert because(best, [level, drifts], "nothing better") == "fires [R1]; keeps the lead [R2]"  # the runner-up
    assert because(best, [drifts], "nothing better") == "fires [R1]; avoids drifting [R3]"
    assert because(Plan("d", {"fire": Term(0.01, "fires [R1]")}), [], "nothing better") == "nothing better"
