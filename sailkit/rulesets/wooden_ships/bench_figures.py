"""Benchmark figures of Wooden Ships & Iron Men, registered with :mod:`sailkit.bench` (``python -m sailkit.bench wooden_ships``).

* ``wooden_ships_targets``: every broadside's legal targets for all 20 ships of the fleet
  action (fields of fire, range to the nearer hex, the closest-target rule, blocking
  ships) [11.1.4], beside the same play hex sets looked up from a table precomputed
  for every ship's place and facing, intersected with the other ships' hexes;
* ``wooden_ships_play``: random play of the fleet action in Game-Turns per second, beside
  random play of the frigate duel; and the same fleet action under the Advanced Game.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ...bench import Line, figure, median_ms
from .scenarios import Scenario


@figure("wooden_ships_targets")
def _targets() -> Iterator[Line]:
    from . import combat
    from .fields import Broadside, play
    from .game import WoodenShipsGame
    from .scenarios import fleet_action

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

    from ...engine import play_random
    from .game import WoodenShipsGame

    game = WoodenShipsGame(replace(scenario, turns=turns))
    start = time.perf_counter()
    play_random(game, seed)
    return (game.turn - 1) / (time.perf_counter() - start)


@figure("wooden_ships_play")
def _play() -> Iterator[Line]:
    from dataclasses import replace

    from .scenarios import fleet_action, frigate_duel

    yield "wooden_ships_play.fleet_action_random", _turns_per_second(fleet_action(), 7, 6), "turns/s"
    advanced = replace(fleet_action(), level="advanced", change=(7,))
    yield "wooden_ships_play.fleet_action_advanced_random", _turns_per_second(advanced, 7, 4), "turns/s"
    yield "wooden_ships_play.baseline_frigate_duel_random", _turns_per_second(frigate_duel(), 7, 30), "turns/s"
