"""The bench figure of As Per Margin prints name value unit lines with its baseline, and agrees with shapely."""

from __future__ import annotations

import re

import numpy as np
import shapely

from sailkit import bench
from sailkit.rulesets.as_per_margin import first_check
from sailkit.rulesets.as_per_margin.faces import bench as bench_figures
from sailkit.rulesets.as_per_margin.falling_aboard import REACH

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


def test_fall_aboard_figure_prints_its_baseline() -> None:
    lines = [bench.format_line(*line) for line in bench.FIGURES["as_per_margin_fall_aboard"]()]
    assert len(lines) == 3 and all(LINE.match(x) for x in lines)
    assert lines[0].startswith("as_per_margin_fall_aboard.exact_first_closing_90_pairs ") and lines[0].endswith(" us")
    assert lines[1].startswith("as_per_margin_fall_aboard.baseline_shapely_dwithin_90_pairs ")
    assert lines[2].startswith("as_per_margin_fall_aboard.first_check_rulings_10_ships ")


def test_every_ship_the_exact_check_finds_is_one_shapely_sees_within_3_inches() -> None:
    ships, moves = bench_figures.ten_ships()
    paths = [shapely.LineString(m.track(s.pose).points) for s, m in zip(ships, moves)]
    near = shapely.dwithin(
        np.array(paths, dtype=object)[:, None], shapely.points([s.mainmast for s in ships])[None, :], REACH
    )
    found = 0
    for i, (s, m) in enumerate(zip(ships, moves)):
        met = first_check(s, m, ships).verdict
        if met is not None:
            found += 1
            assert near[i, [t.name for t in ships].index(met)]
    assert found >= 2  # the position is built so that some ships close within 3 inches
