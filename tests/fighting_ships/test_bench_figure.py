"""The Fighting Ships bench figure: its lines' shape and that its Monte Carlo baseline agrees with the exact odds
(never its timings)."""

from __future__ import annotations

import re

import pytest

from sailkit import bench
from sailkit.rulesets.fighting_ships.faces import bench as figures

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


def test_the_monte_carlo_baseline_agrees_with_the_exact_odds() -> None:
    """2,000 seeded throws land within four standard errors of the exact chance of sinking."""
    exact = float(figures.exact())
    estimate = float(figures.monte_carlo(2000, seed=7))
    assert abs(estimate - exact) < 4 * (exact * (1 - exact) / 2000) ** 0.5


def test_the_figure_prints_the_exact_time_beside_its_baseline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(figures, "THROWS", 200)
    lines = bench.run("fighting_ships_broadside")
    assert all(LINE.match(line) for line in lines), lines
    names = [line.split()[0] for line in lines]
    assert names[:2] == [
        "fighting_ships_broadside.exact_odds_30_dice_raking",
        "fighting_ships_broadside.baseline_monte_carlo_10000_throws",
    ]
