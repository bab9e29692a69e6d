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


def test_without_the_commits_the_recorded_figures_stand_labelled_recorded(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(bench_figures, "tree_at", _nothing)
    monkeypatch.setattr(bench_figures, "run_in_tree", _fake_run)
    lines = {name: (value, unit) for name, value, unit in bench_figures._santo_domingo_at_commit()}
    assert lines["santo_domingo.random_play"] == (80.0, "turns/s")
    assert lines["santo_domingo.baseline_random_play_9b8b197_recorded"] == (13.9, "turns/s")
    assert lines["santo_domingo.random_play_over_9b8b197_recorded"][0] == pytest.approx(80.0 / 13.9)
    assert lines["santo_domingo.baseline_random_play_372da68_recorded"] == (10.2, "turns/s")
    assert lines["santo_domingo.random_play_over_372da68_recorded"][0] == pytest.approx(80.0 / 10.2)
    assert lines["santo_domingo.baseline_replay_372da68_recorded"] == (8.5, "turns/s")
    assert lines["santo_domingo.replay_over_play"] == (2.0, "x")
    assert not any(name.endswith(("_372da68", "_9b8b197")) for name in lines)  # nothing claims to be measured
    err = capsys.readouterr().err
    assert "9b8b197's recorded figures stand instead" in err and "372da68's recorded figures stand instead" in err


def _trees(*present: str) -> object:
    @contextlib.contextmanager
    def somewhere(commit: str, repo: Path = bench.SOURCE) -> Iterator[Path | None]:
        assert commit in ("9b8b197", "372da68")
        yield Path(commit) if commit in present else None

    return somewhere


def _run(tree: Path, code: str) -> str:
    """Today's tree plays 15.9 in 200 ms, 9b8b197's in 2400 ms, 372da68's in 1600 ms; each replays it in 800 ms."""
    play = {Path("9b8b197"): 2400.0, Path("372da68"): 1600.0}.get(tree, 200.0)
    return json.dumps({"turns": 16, "actions": "same", "play_ms": play, "replay_ms": 800.0})


def test_with_the_commits_every_tree_is_timed_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bench_figures, "tree_at", _trees("9b8b197", "372da68"))
    monkeypatch.setattr(bench_figures, "run_in_tree", _run)
    lines = {name: value for name, value, _ in bench_figures._santo_domingo_at_commit()}
    assert lines["santo_domingo.baseline_random_play_9b8b197"] == pytest.approx(1000 * 16 / 2400)
    assert lines["santo_domingo.random_play_over_9b8b197"] == 12.0
    assert lines["santo_domingo.baseline_random_play_372da68"] == 10.0
    assert lines["santo_domingo.random_play_over_372da68"] == 8.0
    assert lines["santo_domingo.baseline_replay_over_play_9b8b197"] == 3.0
    assert lines["santo_domingo.baseline_replay_over_play_372da68"] == 2.0
    assert lines["santo_domingo.replay_over_play"] == 0.25
    assert not any(name.endswith("_recorded") for name in lines)
    names = list(lines)
    assert names.index("santo_domingo.random_play") + 1 == names.index("santo_domingo.baseline_random_play_9b8b197")


def test_a_commit_missing_falls_back_alone(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench_figures, "tree_at", _trees("9b8b197"))
    monkeypatch.setattr(bench_figures, "run_in_tree", _run)
    lines = {name: value for name, value, _ in bench_figures._santo_domingo_at_commit()}
    assert lines["santo_domingo.random_play_over_9b8b197"] == 12.0
    assert lines["santo_domingo.baseline_random_play_372da68_recorded"] == 10.2
    assert "santo_domingo.baseline_random_play_372da68" not in lines
    assert "commit 372da68 is not at hand" in capsys.readouterr().err


def test_a_commit_whose_code_fails_is_timed_once_and_falls_back(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Path] = []

    def failing(tree: Path, code: str) -> str:
        calls.append(tree)
        if tree == Path("372da68"):
            raise RuntimeError("no such module")
        return _run(tree, code)

    monkeypatch.setattr(bench_figures, "tree_at", _trees("9b8b197", "372da68"))
    monkeypatch.setattr(bench_figures, "run_in_tree", failing)
    lines = {name: value for name, value, _ in bench_figures._santo_domingo_at_commit()}
    assert calls.count(Path("372da68")) == 1
    assert calls.count(Path("9b8b197")) == bench_figures.AT_COMMIT_ROUNDS
    assert lines["santo_domingo.baseline_replay_372da68_recorded"] == 8.5


def test_the_figure_runs_only_on_request() -> None:
    bench.load_figures()
    assert "santo_domingo_at_commit" in bench.ON_REQUEST
