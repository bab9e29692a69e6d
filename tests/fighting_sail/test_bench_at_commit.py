"""The same-run baseline of an older commit falls back to the recorded figures, labelled so, when the commit is
not at hand (never timings: only the lines' names and that values are positive)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from sailkit import bench
from sailkit.rulesets.fighting_sail.faces import bench as bench_figures


@contextlib.contextmanager
def _nothing(commit: str, repo: Path = bench.SOURCE) -> Iterator[Path | None]:
    yield None


def _fake_run(tree: Path, code: str) -> str:
    assert "play_random" in code and "from_text" in code
    return json.dumps({"turns": 16, "actions": "same", "play_ms": 200.0, "replay_ms": 100.0})


def test_without_the_commit_the_recorded_figures_stand_labelled_recorded(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(bench_figures, "tree_at", _nothing)
    monkeypatch.setattr(bench_figures, "run_in_tree", _fake_run)
    lines = {name: (value, unit) for name, value, unit in bench_figures._santo_domingo_at_commit()}
    assert lines["santo_domingo.random_play"] == (80.0, "turns/s")
    assert lines["santo_domingo.baseline_random_play_372da68_recorded"] == (10.2, "turns/s")
    assert lines["santo_domingo.random_play_over_372da68_recorded"][0] == pytest.approx(80.0 / 10.2)
    assert lines["santo_domingo.baseline_replay_372da68_recorded"] == (8.5, "turns/s")
    assert lines["santo_domingo.replay_over_play"] == (2.0, "x")
    assert not any(name.endswith("_372da68") for name in lines)  # nothing claims to be measured
    assert "recorded figures stand instead" in capsys.readouterr().err


def test_with_the_commit_both_trees_are_timed_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    @contextlib.contextmanager
    def somewhere(commit: str, repo: Path = bench.SOURCE) -> Iterator[Path | None]:
        assert commit == "372da68"
        yield Path("then")

    def run(tree: Path, code: str) -> str:
        slow = tree == Path("then")
        return json.dumps({"turns": 16, "actions": "same", "play_ms": 1600.0 if slow else 200.0, "replay_ms": 800.0})

    monkeypatch.setattr(bench_figures, "tree_at", somewhere)
    monkeypatch.setattr(bench_figures, "run_in_tree", run)
    lines = {name: value for name, value, _ in bench_figures._santo_domingo_at_commit()}
    assert lines["santo_domingo.baseline_random_play_372da68"] == 10.0
    assert lines["santo_domingo.random_play_over_372da68"] == 8.0
    assert lines["santo_domingo.baseline_replay_over_play_372da68"] == 2.0
    assert lines["santo_domingo.replay_over_play"] == 0.25
    assert not any(name.endswith("_recorded") for name in lines)


def test_the_figure_runs_only_on_request() -> None:
    bench.load_figures()
    assert "santo_domingo_at_commit" in bench.ON_REQUEST
