"""Players for any rule set: a computer captain's decisions, random play, whole games and seeded matches.

A player is anything with ``choose(game)``: one of ``game.legal_actions()`` at a decision node (dice are never a
player's business: they come from the game's seeded source). A rule set's computer captain (the ``captain`` part of
its :class:`~sailkit.ruleset.RuleSet`) also has ``decide(game)``, a :class:`Decision` that says why, with the cases
it follows. :func:`play_game` plays one game with a player on each side; :func:`match` plays many seeded games
between two kinds of player and sums them up (:class:`MatchSummary`), each seed once from each side, so "the captain
beats random play" is a figure anyone can measure again::

    from sailkit.players import match
    from sailkit.registry import ruleset
    rs = ruleset("fighting_sail")
    print(match(lambda: rs.new_game("15.1"), ("captain", "random"), range(100), captain=rs.captain, name="15.1"))

:func:`matches_main` runs such matches from the shell, for a rule set's command (``python -m
sailkit.rulesets.fighting_sail captain``). Who won comes from the rules (``Rules.winner``, see :mod:`sailkit.engine.rules`); an offer the rules mark as one
(``Rules.is_offer``: to end a game by agreement) is never made by random play.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, runtime_checkable

from .dice import SeededDice
from .engine import Game
from .engine.rules import optional
from .errors import InvalidInputError

#: A case number as a reason cites it, inside brackets: ``[9.33f]``, ``[15.0-GL]``, ``[24.3.2.1]``, ``[APM-03d]``.
_CASE = re.compile(r"[A-Z]+-\d+[a-z]?|[A-Z]?\d+(?:\.\d+)*[a-z]?(?:-[A-Z]+)?")


@runtime_checkable
class Player(Protocol):
    """Anything that picks one legal action at a decision node."""

    name: str

    def choose(self, game: Game[Any, Any]) -> Any: ...


@dataclass(frozen=True)
class Decision:
    """One choice: the action, why (words with the cases in brackets), and the score it won by, if it was scored."""

    action: Any
    reason: str
    score: float | None = None

    @property
    def cases(self) -> tuple[str, ...]:
        """The cases the reason cites, in order, once each."""
        found: list[str] = []
        for group in re.findall(r"\[([^\]]+)\]", self.reason):
            found.extend(c for c in _CASE.findall(group) if c not in found)
        return tuple(found)

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


class RandomPlayer:
    """Uniformly random legal choices from a seeded generator, never an offer (``Rules.is_offer``)."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def __repr__(self) -> str:
        return f"RandomPlayer({self.seed!r})"

    def choose(self, game: Game[Any, Any]) -> Any:
        offer = optional(game.rules, "is_offer")
        return self.rng.choice([a for a in game.legal_actions() if not offer(a)])


#: The kinds of player :func:`player` makes by name.
PLAYERS = ("captain", "random")


def player(kind: str | Player, seed: int | str = 0, *, captain: Callable[[], Player] | None = None) -> Player:
    """A player by name: ``"captain"`` (made by ``captain``, a rule set's captain class) or ``"random"`` (seeded with
    ``seed``); a player object is returned as it is."""
    if not isinstance(kind, str):
        return kind
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "captain" and captain is not None:
        return captain()
    raise InvalidInputError("player", kind, "'captain' or 'random'" if captain else "'random' (no captain here)")


def turn_of(game: Game[Any, Any]) -> int:
    """The turn ``game`` stands in, as its rules number them (``describe``); 0 when they do not say."""
    turn = optional(game.rules, "describe")(game.state).get("turn")
    return turn if isinstance(turn, int) else 0


def sides_of(game: Game[Any, Any]) -> tuple[str, ...]:
    """The sides playing ``game`` (its rules' ``sides`` now)."""
    return tuple(optional(game.rules, "sides")(game.state))


@dataclass
class Played:
    """A game played by :func:`play_game`: who played which side, every action played, each captain's reason."""

    game: Game[Any, Any]
    players: Mapping[str, Player]
    seed: int
    actions: list[Any] = field(default_factory=list)  #: every action played here, dice included
    decisions: list[tuple[int, str, Decision]] = field(default_factory=list)  #: (index in ``actions``, side, why)
    seconds: float = 0.0
    unfinished: bool = False  #: stopped at ``max_turns`` before the game ended

    @property
    def winner(self) -> str | None:
        """The winning side, or ``None`` for a draw or an unfinished game (``Rules.winner``)."""
        if self.unfinished or not self.game.is_terminal():
            return None
        found = optional(self.game.rules, "winner")(self.game.state)
        return None if found is None else str(found)

    @property
    def turns(self) -> int:
        """The turn play stopped in (where the game ended, unless unfinished)."""
        return turn_of(self.game)


def play_game(
    game: Game[Any, Any],
    players: Mapping[str, str | Player],
    seed: int,
    *,
    captain: Callable[[], Player] | None = None,
    max_turns: int | None = 200,
    max_actions: int = 200_000,
    comment: bool = True,
) -> Played:
    """Play ``game`` on to its end with a player for each side, in place.

    ``players`` maps each side to ``"captain"``, ``"random"`` or a player object; a side not named plays at random.
    Dice come from :class:`~sailkit.dice.SeededDice` with ``seed``; random players are seeded from ``seed`` and
    their side, so the same seed plays the same game. Play stops after ``max_turns`` turns (the game is then
    unfinished). With ``comment``, a player's reason (``decide``) is the comment on its action in the record, so
    ``played.game.save(path)`` writes a battle a replayer can step through with the captains' thinking.
    """
    sides = sides_of(game)
    unknown = sorted(set(players) - set(sides))
    if unknown:
        raise InvalidInputError("sides of the players", unknown, f"sides of this game: {', '.join(sides)}")
    chosen = {side: player(players.get(side, "random"), f"{seed}:{side}", captain=captain) for side in sides}
    dice = SeededDice(seed)
    out = Played(game, chosen, seed)
    began = time.perf_counter()
    for _ in range(max_actions):
        if game.is_terminal():
            break
        if max_turns is not None and turn_of(game) > max_turns:
            out.unfinished = True
            break
        if game.is_chance_node():
            out.actions.append(game.roll(dice))
            continue
        side = str(game.current_side())
        who = chosen[side]
        decide = getattr(who, "decide", None)
        if decide is not None:
            decision: Decision = decide(game)
            out.decisions.append((len(out.actions), side, decision))
            action = decision.action
        else:
            action = who.choose(game)
        game.apply_action(action)
        out.actions.append(action)
        if comment and decide is not None:
            game.comment = out.decisions[-1][2].reason  # the record carries the reason, for a replayer
    else:
        raise RuntimeError(f"no end after {max_actions} actions")
    out.seconds = time.perf_counter() - began
    return out


@dataclass(frozen=True)
class MatchSummary:
    """Many seeded games between two kinds of player: wins, draws, unfinished games, length.

    ``kinds[0]`` plays each side in turn (the sides are swapped for each seed), so :meth:`rate` is its share of the
    decided games whichever side it had.
    """

    scenario: str
    kinds: tuple[str, str]
    sides: tuple[str, ...]
    games: int
    first_wins: int
    second_wins: int
    draws: int
    unfinished: int
    turns_to_decision: float  #: mean turns of the games a side won
    seconds_per_game: float

    @property
    def decided(self) -> int:
        return self.first_wins + self.second_wins

    def rate(self) -> float:
        """Share of the decided games (a side won) that ``kinds[0]`` won."""
        return self.first_wins / self.decided if self.decided else 0.0

    def __str__(self) -> str:
        a, b = self.kinds
        if a == b:  # one kind on both sides: name the sides
            a, b = (f"{a} {self.sides[0]}", f"{b} {self.sides[1]}")
        return (
            f"{'-'.join(self.kinds)} {self.scenario}: {self.games} games; {a} wins {self.first_wins}, "
            f"{b} wins {self.second_wins}, draws {self.draws}, unfinished {self.unfinished}; "
            f"{a} wins {self.rate():.1%} of decided games; {self.turns_to_decision:.1f} {self.turns} to a decision; "
            f"{self.more()}{self.seconds_per_game:.2f} s per game"
        )

    #: What the rules call their turns, in the summary's words (Fighting Sail: "Game-Turns").
    turns: ClassVar[str] = "turns"

    def more(self) -> str:
        """What a rule set's summary adds before the time a game (``"1.24 hits per Game-Turn; "``); nothing here."""
        return ""


def match(
    new_game: Callable[[], Game[Any, Any]],
    kinds: tuple[str, str] = ("captain", "random"),
    seeds: Iterable[int] = range(10),
    *,
    captain: Callable[[], Player] | None = None,
    name: str = "",
    max_turns: int | None = 200,
    swap: bool | None = None,
    each: Callable[[Played], object] | None = None,
) -> MatchSummary:
    """Play ``kinds[0]`` against ``kinds[1]`` over ``seeds``, each on a new game from ``new_game()``.

    With ``swap`` (the default when the kinds differ) each seed is played twice, once with each kind on each side.
    Two players of one kind play each seed once, ``kinds[0]`` taking the first side. ``captain`` makes the rule
    set's captain (its :class:`~sailkit.ruleset.RuleSet` ``captain``); ``name`` names the scenario in the summary;
    ``each`` is shown every game played, for a rule set's own figures of them (hits dealt, ships sunk).
    """
    swap = kinds[0] != kinds[1] if swap is None else swap
    sides = sides_of(new_game())
    first = second = draws = unfinished = games = 0
    turns: list[int] = []
    seconds = 0.0
    for seed in seeds:
        for flip in (False, True) if swap else (False,):
            order = kinds[::-1] if flip else kinds
            played = play_game(
                new_game(), dict(zip(sides, order)), seed, captain=captain, max_turns=max_turns, comment=False
            )
            games += 1
            seconds += played.seconds
            if each is not None:
                each(played)
            w = played.winner
            if played.unfinished:
                unfinished += 1
            elif w is None or w not in sides:
                draws += 1
            else:
                turns.append(played.turns)
                if (sides.index(w) == 0) != flip:
                    first += 1
                else:
                    second += 1
    return MatchSummary(
        name,
        kinds,
        sides,
        games,
        first,
        second,
        draws,
        unfinished,
        statistics.fmean(turns) if turns else 0.0,
        seconds / games if games else 0.0,
    )


#: The pairings :func:`matches_main` plays, by name: the kinds of player, the first the one whose wins are counted.
PAIRINGS = {
    "captain-random": ("captain", "random"),
    "captain-captain": ("captain", "captain"),
    "random-random": ("random", "random"),
}


def matches_main(
    argv: Sequence[str] | None,
    play: Callable[[str, tuple[str, str], range, int], MatchSummary],
    *,
    prog: str,
    scenarios: Sequence[str],
    turns: str = "turns",
) -> int:
    """Seeded matches from the shell, one summary line each: every pairing chosen (``--pairing``, default all) plays
    ``--games`` games of each scenario, seeds ``--first`` onward, each seed once with each kind of player on each side
    (two players of one kind play each seed once). ``play(scenario, kinds, seeds, max_turns)`` plays one match (a
    rule set's own :func:`match`, with its own figures); ``scenarios`` are the defaults; ``turns`` names the rules'
    turns in the help."""
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Seeded matches: the captain against random play, captain against captain, random against random.",
    )
    parser.add_argument("scenarios", nargs="*", default=list(scenarios), help=f"default: {' '.join(scenarios)}")
    parser.add_argument("--games", type=int, default=200, help="games per scenario and pairing, even (default 200)")
    parser.add_argument("--first", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--max-turns", type=int, default=200, help=f"{turns} after which a game is unfinished")
    parser.add_argument("--pairing", choices=(*PAIRINGS, "all"), default="all", help="which pairing (default all)")
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error(
            f"--games must be an even number of at least 2 (each seed is played from both sides), not {args.games}"
        )
    for scenario in args.scenarios:
        for key in list(PAIRINGS) if args.pairing == "all" else [args.pairing]:
            kinds = PAIRINGS[key]
            n = args.games // 2 if kinds[0] != kinds[1] else args.games
            print(play(scenario, kinds, range(args.first, args.first + n), args.max_turns), flush=True)
    return 0


__all__ = [
    "PAIRINGS",
    "PLAYERS",
    "Decision",
    "MatchSummary",
    "Played",
    "Player",
    "RandomPlayer",
    "match",
    "matches_main",
    "play_game",
    "player",
    "sides_of",
    "turn_of",
]
