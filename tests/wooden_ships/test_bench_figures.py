"""The rule set's benchmark figures are found through its BENCH companion and print name value unit lines."""

from __future__ import annotations

import re

from sailkit import bench

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


def test_targets_figure_is_registered_and_prints_its_baseline() -> None:
    lines = bench.run("wooden_ships_targets")
    assert len(lines) == 2 and all(LINE.match(x) for x in lines)
    assert lines[1].startswith("wooden_ships_targets.baseline")
    assert "wooden_ships_play" in bench.load_figures()
