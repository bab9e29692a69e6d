"""The ``boards`` benchmark figure prints its lines, each measured figure followed by its baseline (never timings)."""

from __future__ import annotations

import re

from sailkit import bench

LINE = re.compile(r"^boards\.\S+ [0-9.]+ us$")


def test_boards_figure_pairs_each_figure_with_its_baseline() -> None:
    lines = bench.run("boards")
    assert all(LINE.match(line) for line in lines), lines
    names = [line.split()[0] for line in lines]
    assert names == [
        "boards.hex_trace_10",
        "boards.baseline_square_trace_10",
        "boards.table_first_within",
        "boards.baseline_sampled_401",
    ]
