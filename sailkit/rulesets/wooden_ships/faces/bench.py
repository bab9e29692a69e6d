"""Benchmark figures of Wooden Ships & Iron Men (``python -m sailkit.bench wooden_ships``).

* ``wooden_ships_targets``: a broadside's legal targets [11.1.4], microseconds per broadside over 300 seeded
  placements of the frigate duel, cold and warm, beside the explained path, a precomputed table and rbastian/wsim
  (issue 28 point 3); then the 20-ship fleet action;
* ``wooden_ships_play``: random play of the fleet action and the duel, Game-Turns per second and CPU time per ship-turn,
  Basic and Advanced [issue 28];
* ``wooden_ships_captain`` (on request, minutes): the captain's share of 200 seeded decided duels against random play,
  beside random against random; the fleet action over a few seeds.
"""

from __future__ import annotations

import os
import statistics
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ....bench import Line, clock, figure, median_ms
from ..scenarios import Scenario

if TYPE_CHECKING:  # pragma: no cover - the game loads when a figure runs
    from ....geometry.hexes import Hex
    from ....readings import Readings
    from ..fields import Broadside
    from ..game import WoodenShipsGame
    from ..state import Position, Ship


#: How many positions the targets figure times, and the seed that places them (:func:`duel_positions`).
TARGET_POSITIONS, TARGET_SEED = 300, 28
#: rbastian/wsim's ``get_all_valid_targets`` per broadside over the same positions, in microseconds, and the wsim
#: commit it was measured at: fe14b58 (2026-01-25), the median of three runs (217.9, 219.1 and 219.3 us) of
#: ``SAILKIT_WSIM=WSIM/backend SAILKIT_WSIM_PYTHON=python3 python -m sailkit.bench wooden_ships_targets`` with
#: the commit's ``backend/wsim_core`` unpacked by ``git archive``, under Python 3.11.7 and pydantic 2.13.4 on the
#: 2-core machine the project's figures come from, loaded. Printed as ``..._recorded`` when wsim is not at hand (it
#: needs pydantic, which sailkit does not): a constant, not measured in the run that prints it.
WSIM_AT = "fe14b58", 219.1


def duel_positions(count: int = TARGET_POSITIONS, seed: int = TARGET_SEED) -> list[Position]:
    """``count`` placements of the frigate duel's two ships on its 30 x 24 map, drawn with ``seed``: the first
    anywhere, the second with her bow within 10 hexes of the first's, at random facings, both counters whole on the
    map and apart. A quarter of the broadsides (288 of 1,200) then have the other ship in their field."""
    import random
    from dataclasses import replace

    from ....geometry.hexes import HexDirection, TwoHexShip, within
    from ..game import WoodenShipsGame
    from ..scenarios import frigate_duel

    scenario = frigate_duel()
    grid = scenario.grid
    start = WoodenShipsGame(scenario).position
    rng = random.Random(seed)
    cells = list(grid.cells())
    out: list[Position] = []
    while len(out) < count:
        first = TwoHexShip(rng.choice(cells), rng.choice(list(HexDirection)))
        second = TwoHexShip(rng.choice(within(first.bow, 10)), rng.choice(list(HexDirection)))
        hexes = (*first.hexes, *second.hexes)
        if len(set(hexes)) == 4 and all(h in grid for h in hexes):
            a, b = start.ships
            out.append(replace(start, ships=(a.moved_to(first), b.moved_to(second))))
    return out


def _every_broadside(positions: list[Position]) -> list[tuple[Position, Ship, Broadside]]:
    from ..fields import Broadside

    return [(p, s, side) for p in positions for s in p.ships for side in Broadside]


def per_broadside_us(
    call: Callable[[Position, Ship, Broadside, Readings], object], positions: list[Position], cold: bool
) -> float:
    """Median CPU time per broadside of ``call`` over every broadside of ``positions``, in microseconds. Warm: the
    same ships asked again and again. Cold: before each broadside every field cache is emptied
    (:func:`..fields.clear_caches`) and each run asks ships never asked before (fresh copies: no ``counter`` nor
    ``hexes`` remembered); the time of emptying the caches alone is taken off."""
    from dataclasses import replace

    from ..fields import clear_caches
    from ..readings import DEFAULT

    runs = []
    for _ in range(7):
        fresh = [replace(p, ships=tuple(replace(s) for s in p.ships)) for p in positions] if cold else positions
        broadsides = _every_broadside(fresh)
        start = clock()
        for p, s, side in broadsides:
            if cold:
                clear_caches()
            call(p, s, side, DEFAULT)
        used = clock() - start
        if cold:
            start = clock()
            for _ in broadsides:
                clear_caches()
            used -= clock() - start
        runs.append(used / len(broadsides))
    return 1e6 * statistics.median(runs)


#: What times rbastian/wsim in a child interpreter: the positions come on standard input as JSON lists of ships
#: ``[side, name, [bow col, row], [stern col, row], facing]`` (0-based offset columns, odd columns half a hex
#: lower, as wsim and the WS&IM map count them); it prints its median CPU time per broadside in microseconds.
WSIM_TIMING = """
import json, statistics, sys, time
from wsim_core.engine.targeting import get_all_valid_targets
from wsim_core.models.common import Broadside, Facing, LoadState, Side
from wsim_core.models.hex import HexCoord
from wsim_core.models.ship import Ship

def ship(side, name, bow, stern, facing):
    return Ship(id=name, name=name, side=Side(side), bow_hex=HexCoord(col=bow[0], row=bow[1]),
                stern_hex=HexCoord(col=stern[0], row=stern[1]), facing=Facing(facing), battle_sail_speed=3,
                guns_L=10, guns_R=10, hull=12, rigging=10, crew=10, marines=2,
                load_L=LoadState.ROUNDSHOT, load_R=LoadState.ROUNDSHOT)

positions = [[ship(*s) for s in p] for p in json.load(sys.stdin)]
broadsides = [(p, s, b) for p in positions for s in p for b in Broadside]
runs = []
for _ in range(7):
    start = time.process_time()
    for p, s, b in broadsides:
        get_all_valid_targets(s, p, b)
    runs.append((time.process_time() - start) / len(broadsides))
print(1e6 * statistics.median(runs))
"""


def wsim_us(positions: list[Position], backend: str, python: str = sys.executable) -> float:
    """rbastian/wsim's time per broadside over ``positions``: :data:`WSIM_TIMING` run by ``python`` with the wsim
    ``backend`` folder (holding ``wsim_core``) on its path. Raises :class:`RuntimeError` with the child's last error
    line when it fails."""
    import json
    import subprocess

    from ..scenarios import frigate_duel

    grid = frigate_duel().grid
    sides: dict[str, str] = {}

    def cell(h: Hex) -> list[int]:
        col, row = grid.offset(h)
        return [col - 1, row - 1]

    rows = [
        [
            [sides.setdefault(s.side, f"P{len(sides) + 1}"), s.name, cell(s.bow), cell(s.stern), s.facing.name]
            for s in p.ships
        ]
        for p in positions
    ]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": backend}
    done = subprocess.run([python, "-c", WSIM_TIMING], input=json.dumps(rows), env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"wsim failed: {(done.stderr.strip().splitlines() or ['no error output'])[-1]}")
    return float(done.stdout)


@figure("wooden_ships_targets")
def _targets() -> Iterator[Line]:
    """A broadside's legal targets [11.1.4] per broadside over :func:`duel_positions`, warm and cold
    (:func:`per_broadside_us`), beside :func:`..combat.explained_targets`, a table lookup and rbastian/wsim (measured
    when ``SAILKIT_WSIM`` and ``SAILKIT_WSIM_PYTHON`` are set, else :data:`WSIM_AT`); then the 20-ship fleet action,
    and the field table's build time at import."""
    from .. import combat
    from ..fields import clear_caches, field_table
    from ..game import WoodenShipsGame
    from ..scenarios import fleet_action

    positions = duel_positions(TARGET_POSITIONS)
    name = "wooden_ships_targets"
    warm = per_broadside_us(combat.targets, positions, cold=False)
    cold = per_broadside_us(combat.targets, positions, cold=True)
    yield f"{name}.per_broadside_warm", warm, "us"
    yield f"{name}.per_broadside_cold", cold, "us"
    yield f"{name}.explained_warm", per_broadside_us(combat.explained_targets, positions, cold=False), "us"
    yield f"{name}.explained_cold", per_broadside_us(combat.explained_targets, positions, cold=True), "us"
    yield f"{name}.baseline_precomputed_lookup", per_broadside_us(_table_lookup(positions), positions, False), "us"
    backend = os.environ.get("SAILKIT_WSIM")
    commit, recorded = WSIM_AT
    if backend:
        peer, label = wsim_us(positions, backend, os.environ.get("SAILKIT_WSIM_PYTHON", sys.executable)), ""
    else:
        peer, label = recorded, "_recorded"
    yield f"{name}.peer_rbastian_wsim_{commit}{label}", peer, "us"
    yield f"{name}.peer_over_warm{label}", peer / warm, "x"
    yield f"{name}.peer_over_cold{label}", peer / cold, "x"

    fleet = [WoodenShipsGame(fleet_action()).position]
    yield f"{name}.fleet_action_per_broadside_warm", per_broadside_us(combat.targets, fleet, cold=False), "us"
    yield f"{name}.baseline_fleet_action_lookup", per_broadside_us(_table_lookup(fleet), fleet, cold=False), "us"

    def build_table() -> object:
        clear_caches()
        return field_table()

    yield f"{name}.field_table_build", median_ms(build_table, repeat=3), "ms"


def _table_lookup(positions: list[Position]) -> Callable[[Position, Ship, Broadside, Readings], list[str]]:
    """The baseline: each broadside's play taken from a table made beforehand for every ship's place and facing in
    ``positions``, and the other ships with a hex in it (no range, no closest-target rule)."""
    from ..fields import Broadside, play

    table = {(s.bow, s.facing, side): play(s.counter, side) for p in positions for s in p.ships for side in Broadside}

    def lookup(p: Position, ship: Ship, side: Broadside, _: Readings) -> list[str]:
        field = table[(ship.bow, ship.facing, side)]
        return [s.name for s in p.ships if s is not ship and (s.hexes[0] in field or s.hexes[1] in field)]

    return lookup


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
