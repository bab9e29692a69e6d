"""Benchmark figures of Wooden Ships & Iron Men, registered with :mod:`sailkit.bench` (``python -m sailkit.bench wooden_ships``).

* ``wooden_ships_targets``: every broadside's legal targets for all 20 ships of the fleet
  action (fields of fire, range to the nearer hex, the closest-target rule, blocking
  ships) [11.1.4], beside the same play hex sets looked up from a table precomputed
  for every ship's place and facing, intersected with the other ships' hexes;
* ``wooden_ships_play``: random play of the fleet action (20 ships) in Game-Turns per second and CPU time per
  Game-Turn and ship, beside random play of the frigate duel (2 ships), and fleet over duel a ship-turn; the same
  under the Advanced Game [issue 28];
* ``wooden_ships_captain`` (on request: several minutes): the computer captain against random play in
  200 seeded games of the frigate duel (seeds 0-99, each from both sides): its share of the decided games,
  how many were decided and the CPU seconds a game, beside random play against random play over the
  same seeds in the same run (which ends in draws at the turn limit); the same for the fleet action over
  a few seeds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ....bench import Line, clock, figure, median_ms
from ..scenarios import Scenario

if TYPE_CHECKING:  # pragma: no cover - the game loads when a figure runs
    from ..game import WoodenShipsGame


@figure("wooden_ships_targets")
def _targets() -> Iterator[Line]:
    from .. import combat
    from ..fields import Broadside, play
    from ..game import WoodenShipsGame
    from ..scenarios import fleet_action

    pos = WoodenShipsGame(fleet_action()).position
    ships = pos.ships

    def every_broadside() -> list[tuple[str, ...]]:
        return [combat.targets(pos, s, side) for s in ships for side in Broadside]

    table = {(s.bow, s.facing, side): play(s.counter, side) for s in ships for side in Broadside}
    hexes_of = {s.name: s.hexes for s in ships}

    def lookup() -> list[list[str]]:
        out = []
        for s in ships:
            for side in Broadside:
                field = table[(s.bow, s.facing, side)]
                out.append([n for n, hs in hexes_of.items() if n != s.name and (hs[0] in field or hs[1] in field)])
        return out

    yield "wooden_ships_targets.all_broadsides_20_ships", median_ms(every_broadside, number=5), "ms"
    yield "wooden_ships_targets.baseline_table_lookup", median_ms(lookup, number=5), "ms"


#: Random games timed for each figure: (seeds, Game-Turns a game). Several seeds, as one game's luck (a grapple, a
#: boarding, a ship that sails off) moves its cost; the fleet action's first six turns are its closing and its fight,
#: the duel is played to its scenario's end.
DUEL_PLAY = (range(5), 30)
FLEET_PLAY = (range(3), 6)


@dataclass(frozen=True)
class Played:
    """Random play of one scenario timed: Game-Turns begun, ship-turns (turns times the scenario's ships), CPU s."""

    turns: int
    ship_turns: int
    seconds: float

    @property
    def turns_per_second(self) -> float:
        return self.turns / self.seconds

    @property
    def ms_per_ship_turn(self) -> float:
        return 1000 * self.seconds / self.ship_turns


def random_play(scenario: Scenario, seeds: Iterable[int], turns: int) -> Played:
    """Random play of ``scenario`` cut to ``turns`` Game-Turns, one game a seed, in CPU time (:func:`clock`). A game
    won before its last turn counts the turns it began."""
    from dataclasses import replace

    from ....engine import play_random
    from ..game import WoodenShipsGame

    begun, ship_turns, seconds = 0, 0, 0.0
    for seed in seeds:
        game = WoodenShipsGame(replace(scenario, turns=turns))
        start = clock()
        play_random(game, seed)
        seconds += clock() - start
        played = min(game.turn, turns)
        begun += played
        ship_turns += played * len(scenario.ships)
    return Played(begun, ship_turns, seconds)


def play_lines(
    duel: tuple[Iterable[int], int] = DUEL_PLAY, fleet: tuple[Iterable[int], int] = FLEET_PLAY
) -> Iterator[Line]:
    """Random play of the fleet action (twenty ships) beside the frigate duel (two), Basic and Advanced Game, in
    Game-Turns a second and CPU milliseconds a Game-Turn and ship; then fleet over duel a ship-turn, which stays near
    1 while a turn's cost grows with the number of ships and no faster [issue 28]. The issue's figures set the
    Advanced fleet action against the Basic duel: that ratio is printed too."""
    from ..scenarios import advanced_duel, fleet_action, frigate_duel

    duels: dict[str, Played] = {}
    for level, suffix, fleet_setup, duel_setup in (
        ("basic", "", fleet_action(), frigate_duel()),
        ("advanced", "_advanced", _advanced(fleet_action()), advanced_duel()),
    ):
        big = random_play(fleet_setup, *fleet)
        duels[level] = small = random_play(duel_setup, *duel)
        ratio = big.ms_per_ship_turn / small.ms_per_ship_turn
        yield f"wooden_ships_play.fleet_action{suffix}_random", big.turns_per_second, "turns/s"
        yield f"wooden_ships_play.fleet_action{suffix}_random_per_ship_turn", big.ms_per_ship_turn, "ms"
        yield f"wooden_ships_play.baseline_frigate_duel{suffix}_random", small.turns_per_second, "turns/s"
        yield f"wooden_ships_play.baseline_frigate_duel{suffix}_random_per_ship_turn", small.ms_per_ship_turn, "ms"
        yield f"wooden_ships_play.fleet_over_duel_per_ship_turn_{level}", ratio, "x"
    ratio = big.ms_per_ship_turn / duels["basic"].ms_per_ship_turn  # the Advanced fleet action, the Basic duel
    yield "wooden_ships_play.fleet_advanced_over_basic_duel_per_ship_turn", ratio, "x"


def _advanced(scenario: Scenario) -> Scenario:
    """``scenario`` under the Advanced Game, the wind changing on a 7 as in :func:`..scenarios.advanced_duel` [18.1]."""
    from dataclasses import replace

    return replace(scenario, level="advanced", change=(7,))


@figure("wooden_ships_play")
def _play() -> Iterator[Line]:
    yield from play_lines()


#: Seeds of the captain's figures: the duel's 100 seeds play 200 games (each seed from both sides); the fleet action
#: is slower (twenty ships a side of orders to weigh), so a few seeds.
CAPTAIN_SEEDS = range(100)
FLEET_SEEDS = range(2)


def captain_lines(
    duel_seeds: Iterable[int] = CAPTAIN_SEEDS, fleet_seeds: Iterable[int] = FLEET_SEEDS
) -> Iterator[Line]:
    """The captain's figures over the given seeds (the test suite runs a few; the bench figure runs them all)."""
    from ....players import match
    from ..captain import Captain
    from ..scenarios import fleet_action, frigate_duel

    for key, scenario, seeds in (
        ("frigate_duel", frigate_duel, list(duel_seeds)),
        ("fleet_action", fleet_action, list(fleet_seeds)),
    ):
        if not seeds:
            continue
        for kinds, label in ((("captain", "random"), "vs_random"), (("random", "random"), "baseline_random_vs_random")):
            start = clock()
            summary = match(partial(_new_game, scenario), kinds, seeds, captain=Captain, name=key)
            seconds = (clock() - start) / max(summary.games, 1)
            rate = "win_rate" if kinds[0] != kinds[1] else "first_side_win_rate"
            yield f"wooden_ships_captain.{label}_{key}_{rate}", 100 * summary.rate(), "%decided"
            yield f"wooden_ships_captain.{label}_{key}_decided", summary.decided, "games"
            yield f"wooden_ships_captain.{label}_{key}_played", summary.games, "games"
            yield f"wooden_ships_captain.{label}_{key}_game_time", seconds, "s"


def _new_game(scenario: Callable[[], Scenario]) -> WoodenShipsGame:
    from ..game import WoodenShipsGame

    return WoodenShipsGame(scenario())


@figure("wooden_ships_captain", on_request=True)
def _captain() -> Iterator[Line]:
    """The computer captain against random play [issue 21], beside random play against itself, same seeds, same run."""
    yield from captain_lines()
