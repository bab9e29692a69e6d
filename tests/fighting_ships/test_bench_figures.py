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
