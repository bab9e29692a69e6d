"""Benchmark figures of Fighting Ships (``python -m sailkit.bench fighting_ships``).

* ``fighting_ships_broadside``: the exact odds of a 30-die raking broadside at medium range on a Hull 7, Discipline
  6 ship [5.5.1-5.5.5, 5.6.1-5.6.4] (:func:`~..odds.fire_odds`: hits with the endless raking chain summed in closed
  form, Hull saves, the Damage Deck, every critical check and the strike test, as fractions), its cache of critical
  odds emptied before every run so each is timed from nothing; beside it, in the same run, a Monte Carlo of 10,000
  throws of the same broadside written for the bench alone (dice thrown one by one with a seeded generator), and the
  chance of sinking each gives: the exact one and the estimate with its sampling error.
* ``fighting_ships_collisions``: the swept-path collision checks [4.3.1] of a 12-ship fleet's moves, ships moving
  one after another, each against the eleven others (132 pairs): the checks find, for every moving ship, the first
  base she meets and exactly when (:func:`..collisions.fleet_collisions`, every corner against every side in one
  pass, nothing sampled), beside one vectorised shapely call (``intersects``) over the ground each base sweeps
  (:meth:`~sailkit.geometry.table.Move.swept`, found beforehand and timed on its own line) and the bases, which only
  says which pairs meet, not when, nor which comes first, nor where the ship stops; and beside that, shapely's whole
  way from the same moves to the same yes-or-no answer (sweeping the twelve moves, then the one call), since the
  checks start from the moves too.
* ``fighting_ships_counters``: torpedo and missile paths [5.7.1, 5.8.1] against every base of the same 12-ship
  position: each ship launches a torpedo spread (12 inches a phase, 4 phases) and a guided missile (30 inches, 3
  phases) at the farthest enemy, and all 24 counters run phase by phase until each strikes, is a dud or sinks, the
  first base each touches found exactly in one pass a phase (:func:`..torpedoes.run_phase`); beside it, shapely's
  answer for the first phase's 24 straight runs (the ground each counter's square sweeps, then one vectorised
  ``intersects`` with the 12 bases), which says only which bases lie across a run, not which is met first nor where.
* ``fighting_ships_play``: random play of the Encounter on the High Seas [APP.2.3.2b] in Game-Turns per second
  (seeded random choices and dice, five games of at most 12 Game-Turns), beside random play of As Per Margin's
  squadron action (three ships a side, 40 turns) in turns per second, each started through the registry.

The figures are found through the rule set's bench face (``python -m sailkit.bench fighting_ships``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from fractions import Fraction

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ....bench import Line, figure, median_ms
from ....geometry.table import Advance, Move, Pose, bearing
from ..collisions import fleet_collisions
from ..damage import WOODEN_LIMIT, deck
from ..gunnery import pool
from ..odds import SUNK, _critical_odds, fire_odds
from ..readings import DEFAULT
from ..sailing import sail
from ..ships import Ship
from ..torpedoes import OUTLINE, Counter, run_phase, weapon

DICE, BAND, HULL, DISCIPLINE = 30, "medium", 7, 6
THROWS = 10_000


def exact() -> Fraction:
    """The exact chance that the broadside sinks its target, worked out from nothing."""
    _critical_odds.cache_clear()
    return fire_odds(DICE, BAND, HULL, raking=True, discipline=DISCIPLINE).fate[SUNK]


def monte_carlo(throws: int | None = None, seed: int = 1) -> Fraction:
    """The share of ``throws`` (:data:`THROWS`) seeded throws of the broadside that sink the target (default
    readings)."""
    throws = THROWS if throws is None else throws
    rng = random.Random(seed)
    p = pool(DICE, BAND, raking=True)
    assert p.explode is not None
    sunk = 0
    for _ in range(throws):
        hits, dice, first = 0, p.dice, True
        while dice:
            rolls = [rng.randint(1, 6) for _ in range(dice)]
            hits += sum(1 for d in rolls if d >= p.hit)
            dice = sum(1 for d in rolls if d >= p.explode) if first or p.chain else 0
            first = False
        through = max(0, hits - sum(1 for _ in range(HULL) if rng.randint(1, 6) >= 4))
        dealt = deck(through, False, DEFAULT)
        tokens, magazine = dealt.damage, False
        for _ in range(dealt.damage):
            if rng.randint(1, 6) % 2:
                continue
            kind = rng.randint(1, 6)
            if kind == 2:
                rng.randint(1, 6)
            elif kind == 5:
                magazine = rng.randint(1, 6) == rng.randint(1, 6)
                tokens += 0 if magazine else 1
            elif kind in (3, 6):
                tokens += 1 if kind == 3 else -1
            if magazine:
                break
        sunk += dealt.destroyed or magazine or tokens > WOODEN_LIMIT
    return Fraction(sunk, throws)


@figure("fighting_ships_broadside")
def _broadside() -> Iterator[Line]:
    chance = exact()
    estimate = monte_carlo()
    error = (float(estimate) * (1 - float(estimate)) / THROWS) ** 0.5
    yield "fighting_ships_broadside.exact_odds_30_dice_raking", median_ms(exact), "ms"
    yield "fighting_ships_broadside.baseline_monte_carlo_10000_throws", median_ms(monte_carlo, repeat=3), "ms"
    yield "fighting_ships_broadside.sunk_exact", 100 * float(chance), "%"
    yield "fighting_ships_broadside.sunk_monte_carlo", 100 * float(estimate), "%"
    yield "fighting_ships_broadside.sunk_monte_carlo_standard_error", 100 * error, "%"


def twelve_ships() -> tuple[list[Ship], list[Move]]:
    """Two lines of six ships 5 inches apart, 11 inches between the lines, closing under sail (a fixed position):
    each runs three or four 2-inch legs with 30-degree turns, so some meet the other line and some pass."""
    ships, moves = [], []
    for i in range(6):
        british = Ship.of(f"B{i}", "3rd-rate" if i % 2 else "5th-rate", Pose(8.0 + 5 * i, 10.0, 20.0 * (i % 3)))
        french = Ship.of(
            f"F{i}", "5th-rate" if i % 2 else "3rd-rate", Pose(10.0 + 5 * i, 21.0, 180.0 - 15 * (i % 2)), 2
        )
        ships += [british, french]
        moves.append(sail(british, "M2+30 M2-30 M2" + (" M2" if i % 2 else ""), 4, "W").move)
        moves.append(sail(french, "M2-30 M2+30 M2", 3, "W").move)
    return ships, moves


@figure("fighting_ships_collisions")
def _collisions() -> Iterator[Line]:
    ships, moves = twelve_ships()
    outlines = [s.build.base for s in ships]

    def sweep() -> list[BaseGeometry]:
        return [m.swept(s.pose, o) for s, m, o in zip(ships, moves, outlines)]

    swept = sweep()
    grounds = np.array(swept, dtype=object)
    bases = np.array([s.base for s in ships], dtype=object)

    def checks() -> object:
        return fleet_collisions(ships, moves)

    def vectorised() -> object:
        return shapely.intersects(grounds[:, None], bases[None, :])

    yield "fighting_ships_collisions.fleet_first_contacts_132_pairs", median_ms(checks, number=5), "ms"
    yield "fighting_ships_collisions.baseline_shapely_intersects_132_pairs", median_ms(vectorised, number=5), "ms"
    yield "fighting_ships_collisions.swept_shapes_12_moves", median_ms(sweep, repeat=3), "ms"

    def sweep_and_query() -> object:
        return shapely.intersects(np.array(sweep(), dtype=object)[:, None], bases[None, :])

    yield "fighting_ships_collisions.baseline_shapely_sweep_and_intersects", median_ms(sweep_and_query, repeat=3), "ms"


def counters_at(ships: list[Ship]) -> list[Counter]:
    """A torpedo spread and a guided missile from every ship at the farthest enemy [5.7.1, 5.8.1], set just clear of
    her base on the line to it (the bench measures paths, not arcs)."""
    out: list[Counter] = []
    for s in ships:
        enemy = max((o for o in ships if o.side != s.side), key=lambda o: o.mainmast.distance(s.mainmast))
        at = bearing(s.mainmast, enemy.mainmast)
        start = Pose(s.mainmast.x, s.mainmast.y, at).forward(s.build.length / 2 + 0.3)
        for kind in ("torpedo", "missile"):
            run = weapon(kind)
            name = f"{kind[0]}{s.name}"
            out.append(Counter(name, s.side, kind, start, run.speed, run.turns, guided=kind == "missile",
                               target=enemy.name))  # fmt: skip
    return out


def run_out(ships: list[Ship], counters: list[Counter]) -> int:
    """Every counter run phase by phase until none is running; the sailing phases it took."""
    bases = {s.name: s.base for s in ships}
    aims = {s.name: s.mainmast for s in ships}
    phases = 0
    while any(c.running for c in counters):
        ran = iter(run_phase([c for c in counters if c.running], bases, aims))
        counters = [next(ran).verdict if c.running else c for c in counters]
        phases += 1
    return phases


@figure("fighting_ships_counters")
def _counters() -> Iterator[Line]:
    ships, _ = twelve_ships()
    counters = counters_at(ships)
    bases = np.array([s.base for s in ships], dtype=object)

    def paths() -> object:
        return run_out(ships, counters)

    def swept_and_query() -> object:
        grounds = [Move((Advance(c.speed),)).swept(c.pose, OUTLINE) for c in counters]
        return shapely.intersects(np.array(grounds, dtype=object)[:, None], bases[None, :])

    yield "fighting_ships_counters.paths_24_counters_12_bases", median_ms(paths, number=3), "ms"
    yield "fighting_ships_counters.baseline_shapely_first_phase_sweep_and_intersects", median_ms(swept_and_query), "ms"
    yield "fighting_ships_counters.sailing_phases_run", run_out(ships, counters), "phases"


def turns_per_second(key: str, scenario: str, seeds: range) -> float:
    """Turns of random play per second of rule set ``key``'s ``scenario`` (a new game per seed, played to its end)."""
    from ....engine import play_random
    from ....registry import ruleset

    played, start = 0, time.perf_counter()
    for seed in seeds:
        played += play_random(ruleset(key).new_game(scenario), seed).turn
    return played / (time.perf_counter() - start)


@figure("fighting_ships_play")
def _play() -> Iterator[Line]:
    yield "fighting_ships_play.encounter_random", turns_per_second("fighting_ships", "encounter", range(5)), "turns/s"
    squadron = turns_per_second("as_per_margin", "squadron action", range(7, 12))
    yield "fighting_ships_play.baseline_as_per_margin_squadron_action_random", squadron, "turns/s"


__all__ = ["counters_at", "run_out", "turns_per_second", "twelve_ships"]
