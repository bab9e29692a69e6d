"""Benchmark figures of Wooden Ships & Iron Men, registered with :mod:`sailkit.bench` (``python -m sailkit.bench wooden_ships``).

* ``wooden_ships_targets``: every broadside's legal targets for all 20 ships of the fleet
  action (fields of fire, range to the nearer hex, the closest-target rule, blocking
  ships) [11.1.4], beside the same play hex sets looked up from a table precomputed
  for every ship's place and facing, intersected with the other ships' hexes;
* ``wooden_ships_play``: random play of the fleet action in Game-Turns per second, beside
  random play of the frigate duel; and the same fleet action under the Advanced Game;
* ``wooden_ships_captain`` (on request: several minutes): the computer captain against random play in
  200 seeded games of the frigate duel (seeds 0-99, each from both sides): its share of the decided games,
  how many were decided and the CPU seconds a game, beside random play against random play over the
  same seeds in the same run (which ends in draws at the turn limit); the same for the fleet action over
  a few seeds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
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


def _turns_per_second(scenario: Scenario, seed: int, turns: int) -> float:
    from dataclasses import replace

    from ....engine import play_random
    from ..game import WoodenShipsGame

    game = WoodenShipsGame(replace(scenario, turns=turns))
    start = time.perf_counter()
    play_random(game, seed)
    return (game.turn - 1) / (time.perf_counter() - start)


@figure("wooden_ships_play")
def _play() -> Iterator[Line]:
    from dataclasses import replace

    from ..scenarios import fleet_action, frigate_duel

    yield "wooden_ships_play.fleet_action_random", _turns_per_second(fleet_action(), 7, 6), "turns/s"
    advanced = replace(fleet_action(), level="advanced", change=(7,))
    yield "wooden_ships_play.fleet_action_advanced_random", _turns_per_second(advanced, 7, 4), "turns/s"
    yield "wooden_ships_play.baseline_frigate_duel_random", _turns_per_second(frigate_duel(), 7, 30), "turns/s"


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
