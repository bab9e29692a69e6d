"""Benchmark figures of As Per Margin, registered with :mod:`sailkit.bench` (``python -m sailkit.bench as_per_margin``).

* ``as_per_margin_fall_aboard``: the exact swept-path 3-inch check [FALLING ABOARD,
  APM-04c] for every ship of a 10-ship position moving against the nine others standing
  still (90 pairs): which ship each must check against first, when and where
  (:func:`~sailkit.rulesets.as_per_margin.falling_aboard.first_closings`, the mainmasts'
  paths made beforehand), beside one vectorised shapely call (``dwithin``) over the same
  paths, which only says whether each path comes within 3 inches, not when nor whether
  the gap was shrinking; both in microseconds, timed in turn. Then the ten one-ship
  rulings (:func:`~sailkit.rulesets.as_per_margin.falling_aboard.first_check`, paths,
  steps and readings included), what the desk and the game pay per move.

* ``as_per_margin_play``: random play of sailkit's own squadron action (three ships a
  side) in turns per second, beside random play of its frigate duel.

* ``as_per_margin_captain``: the computer captain (:mod:`.captain`) against random play in
  200 seeded games of the frigate duel (seeds 0-99, each from both sides): its share of the
  decided games, how many were decided and the seconds a game takes, beside as many games
  of random against random in the same run (seeds 0-199: the first side's share, what a side
  wins by the set-up and the dice alone); then the same over 20 games of the squadron action
  (seeds 0-9, each from both sides), whose six ships make each game slower.

The figures are found through the rule set's ``BENCH`` attribute (the rule set is
registered in the ``sailkit.rulesets`` entry point group).
"""

from __future__ import annotations

import statistics
from collections.abc import Iterator

import numpy as np
import shapely

from ....bench import Line, figure, median_ms
from ....geometry.table import Move, Pose, Tracks, points
from ..falling_aboard import REACH, first_check, first_closings
from ..readings import READINGS
from ..ships import Ship


def ten_ships() -> tuple[list[Ship], list[Move]]:
    """Two lines of five ships 8 inches apart, sailing toward each other with small pivots (a fixed position)."""
    ships, moves = [], []
    for i in range(5):
        ships.append(Ship(f"B{i}", 1, Pose(10.0 + 8 * i, 10.0, 0.0)))
        ships.append(Ship(f"F{i}", 2, Pose(12.0 + 8 * i, 22.0, 180.0), nation="FR"))
        moves.append(Move.pivot_then_straight(5.0 * (i - 2), 12.0))
        moves.append(Move.pivot_then_straight(-5.0 * (i - 2), 9.0))
    return ships, moves


@figure("as_per_margin_fall_aboard")
def _fall_aboard() -> Iterator[Line]:
    ships, moves = ten_ships()
    tracks = [m.track(s.pose) for s, m in zip(ships, moves)]
    packed = Tracks.of(tracks)
    readings = READINGS.resolve(None)  # as a game holds them

    def exact() -> object:
        return first_closings(ships, packed, ships, readings)

    paths = np.array([shapely.LineString(t.points) for t in tracks], dtype=object)
    masts = points([s.mainmast for s in ships])

    def vectorised() -> np.ndarray:
        return shapely.dwithin(paths[:, None], masts[None, :], REACH)

    def rulings() -> object:
        return [first_check(s, m, ships, readings).verdict for s, m in zip(ships, moves)]

    # in turn, five rounds each, so a change in the machine's load falls on both
    rounds = [(median_ms(exact, repeat=3, number=100), median_ms(vectorised, repeat=3, number=100)) for _ in range(5)]
    yield "as_per_margin_fall_aboard.exact_first_closing_90_pairs", 1000 * statistics.median(r[0] for r in rounds), "us"
    yield (
        "as_per_margin_fall_aboard.baseline_shapely_dwithin_90_pairs",
        1000 * statistics.median(r[1] for r in rounds),
        "us",
    )
    yield "as_per_margin_fall_aboard.first_check_rulings_10_ships", median_ms(rulings, number=5), "ms"


def _turns_per_second(setup_name: str, seed: int, turns: int) -> float:
    import time
    from dataclasses import replace

    from ....engine import play_random
    from ..game import AsPerMarginGame
    from ..scenarios import scenario

    played = 0
    start = time.perf_counter()
    for s in range(seed, seed + 5):  # random captains often sail off the table early: several games
        game = AsPerMarginGame(replace(scenario(setup_name), turns=turns))
        play_random(game, s)
        played += game.turn
    return played / (time.perf_counter() - start)


@figure("as_per_margin_play")
def _play() -> Iterator[Line]:
    yield "as_per_margin_play.squadron_action_random", _turns_per_second("squadron action", 7, 20), "turns/s"
    yield "as_per_margin_play.baseline_frigate_duel_random", _turns_per_second("frigate duel", 7, 20), "turns/s"


#: Seeds of the captain's figures: the frigate duel's 200 games, the squadron action's 20.
CAPTAIN_SEEDS = {"frigate duel": range(100), "squadron action": range(10)}


@figure("as_per_margin_captain")
def _captain() -> Iterator[Line]:
    from ....players import match
    from ..captain import Captain
    from ..game import AsPerMarginGame
    from ..scenarios import scenario

    for name, seeds in CAPTAIN_SEEDS.items():
        key = name.replace(" ", "_")

        def new_game(name: str = name) -> AsPerMarginGame:
            return AsPerMarginGame(scenario(name))

        ours = match(new_game, ("captain", "random"), seeds, captain=Captain, name=name)
        # as many games of random play, each seed once (two random players of one seed play the same game either way)
        base = match(new_game, ("random", "random"), range(2 * len(seeds)), name=name)
        yield f"as_per_margin_captain.{key}_vs_random_win_rate", 100 * ours.rate(), "%decided"
        yield (
            f"as_per_margin_captain.baseline_{key}_random_vs_random_first_side_win_rate",
            100 * base.rate(),
            "%decided",
        )
        yield f"as_per_margin_captain.{key}_vs_random_decided_of_{ours.games}", ours.decided, "games"
        yield f"as_per_margin_captain.baseline_{key}_random_vs_random_decided_of_{base.games}", base.decided, "games"
        yield f"as_per_margin_captain.{key}_vs_random_game_time", ours.seconds_per_game, "s"
        yield f"as_per_margin_captain.baseline_{key}_random_vs_random_game_time", base.seconds_per_game, "s"


__all__ = ["CAPTAIN_SEEDS", "ten_ships"]
