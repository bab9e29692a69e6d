"""The bench figure of Fighting Ships prints name value unit lines with its baseline, and agrees with shapely."""

from __future__ import annotations

import re

import shapely

from sailkit import bench
from sailkit.rulesets.fighting_ships.collisions import fleet_collisions
from sailkit.rulesets.fighting_ships.faces import bench as bench_figures

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


def test_collision_figure_prints_its_baseline() -> None:
    lines = [bench.format_line(*line) for line in bench.FIGURES["fighting_ships_collisions"]()]
    assert len(lines) == 4 and all(LINE.match(x) for x in lines)
    assert lines[1].startswith("fighting_ships_collisions.baseline_shapely_intersects")
    assert lines[3].startswith("fighting_ships_collisions.baseline_shapely_sweep_and_intersects")


def test_every_contact_the_fleet_check_finds_is_a_pair_shapely_sees_meet() -> None:
    ships, moves = bench_figures.twelve_ships()
    swept = [m.swept(s.pose, s.build.base) for s, m in zip(ships, moves)]
    names = [s.name for s in ships]
    found = fleet_collisions(ships, moves)
    met = [(i, names.index(name)) for i, (name, _) in enumerate(found) if name is not None]
    assert len(met) >= 2  # the position is built so that some ships meet
    for i, k in met:
        # a ship that moved before her was somewhere on her own swept ground; one after her was where she started
        other = swept[k] if k < i else ships[k].base
        assert shapely.intersects(swept[i], other)
    clear = [i for i, (name, _) in enumerate(found) if name is None]
    assert clear and all(progress == len(moves[i].steps) for i, (_, progress) in enumerate(found) if i in clear)


def test_counter_figure_prints_its_baseline_and_agrees_with_shapely() -> None:
    """[5.7.1, 5.8.1] Every base a counter strikes in its first phase lies across the ground its square sweeps, and
    a counter that strikes nothing sweeps no base's ground once armed."""
    from sailkit.geometry.table import Advance, Move
    from sailkit.rulesets.fighting_ships.torpedoes import OUTLINE, run_phase

    lines = [bench.format_line(*line) for line in bench.FIGURES["fighting_ships_counters"]()]
    assert len(lines) == 3 and all(LINE.match(x) for x in lines)
    assert lines[1].startswith("fighting_ships_counters.baseline_shapely")
    ships, _ = bench_figures.twelve_ships()
    counters = bench_figures.counters_at(ships)
    bases = {s.name: s.base for s in ships}
    ran = run_phase(counters, bases, {s.name: s.mainmast for s in ships})
    struck = [(c, r.facts["struck"]) for c, r in zip(counters, ran) if r.facts["struck"]]
    assert len(struck) >= 4
    for c, name in struck:
        assert shapely.intersects(Move((Advance(c.speed),)).swept(c.pose, OUTLINE), bases[name])
