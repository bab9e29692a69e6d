"""Smoke test of the benchmark harness: output format only, never timings."""

from __future__ import annotations

import re

import pytest

from sailkit import bench

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


def test_fastest_figure_prints_name_value_unit_lines() -> None:
    lines = bench.run("range_call")
    assert len(lines) == 2
    assert all(LINE.match(line) for line in lines), lines
    assert lines[1].startswith("range_call.baseline")


def test_main_filters_by_prefix(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["range"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out and all(line.startswith("range_call.") and LINE.match(line) for line in out)


def test_main_lists_and_refuses_unknown_prefixes(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--list"]) == 0
    assert {"range_call", "santo_domingo", "import"} <= set(capsys.readouterr().out.split())
    assert bench.main(["nothing_like_this"]) == 2
    assert "'nothing_like_this'" in capsys.readouterr().err


def test_values_never_use_exponent_notation() -> None:
    assert bench.format_line("x", 1e-7, "ms") == "x 0.000 ms"
    assert bench.format_line("n", 342, "pairs") == "n 342 pairs"


def test_figures_register_once() -> None:
    with pytest.raises(ValueError, match="'range_call'"):
        bench.figure("range_call")(lambda: iter(()))


def test_command_line_lists_every_figure_including_the_rule_sets() -> None:
    """``python -m sailkit.bench`` runs as ``__main__``; the rule sets' figures must still be there."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "sailkit.bench", "--list"], capture_output=True, text=True, check=True)
    names = set(out.stdout.split())
    assert {"import", "record", "range_call", "santo_domingo", "fire_options", "moves", "game", "desk"} <= names, names


def test_figures_on_request_run_only_when_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A slow figure (timing an older commit) stays out of the default run and runs when a prefix names it."""
    bench.load_figures()
    monkeypatch.setattr(bench, "FIGURES", {"quick": lambda: iter([("quick.x", 1.0, "ms")])})
    monkeypatch.setattr(bench, "ON_REQUEST", {"slow"})
    monkeypatch.setattr(bench, "load_figures", lambda: bench.FIGURES)
    bench.FIGURES["slow"] = lambda: iter([("slow.y", 2.0, "ms")])
    assert bench.main([]) == 0
    assert capsys.readouterr().out.split() == ["quick.x", "1.000", "ms"]
    assert bench.main(["slow"]) == 0
    assert capsys.readouterr().out.split() == ["slow.y", "2.000", "ms"]


def test_tree_at_an_unknown_commit_is_none() -> None:
    with bench.tree_at("0" * 40) as tree:
        assert tree is None


def test_tree_at_a_commit_holds_its_package_and_runs_its_code() -> None:
    """Where the checkout is a git repository, ``tree_at("HEAD")`` unpacks a tree that a child imports sailkit from."""
    with bench.tree_at("HEAD") as tree:
        if tree is None:
            pytest.skip("not a git checkout")
        assert (tree / "sailkit" / "__init__.py").is_file()
        out = bench.run_in_tree(tree, "import sailkit; print(sailkit.__file__)")
        assert out.strip().startswith(str(tree))
        with pytest.raises(RuntimeError, match="ZeroDivisionError"):
            bench.run_in_tree(tree, "1 / 0")


def test_in_turns_times_today_and_each_commit_at_hand_round_by_round(capsys: pytest.CaptureFixture[str]) -> None:
    """A commit not at hand has no runs and is named on standard error; today's tree runs every round."""
    script = "import json, sailkit; print(json.dumps({'where': sailkit.__file__}))"
    runs = bench.in_turns(script, ["0" * 40], 2, "probe")
    assert [r["where"] for r in runs["now"]] == [str(bench.SOURCE / "sailkit" / "__init__.py")] * 2
    assert runs["0" * 40] == []
    assert capsys.readouterr().err == f"probe: commit {'0' * 40} is not at hand (no git repository or no such commit)\n"


def test_in_turns_gives_up_on_a_commit_whose_code_fails(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A script that fails in HEAD's tree (it runs only in today's) is said once; that commit is not tried again."""
    with bench.tree_at("HEAD") as tree:
        if tree is None:
            pytest.skip("not a git checkout")
    monkeypatch.setenv("TODAY", str(bench.SOURCE))
    script = "import json, os; print(json.dumps({'n': 1})) if os.getcwd() == os.environ['TODAY'] else 1 / 0"
    runs = bench.in_turns(script, ["HEAD"], 3, "probe")
    assert runs == {"now": [{"n": 1}] * 3, "HEAD": []}
    assert capsys.readouterr().err.count("probe: commit HEAD's code does not run here") == 1


class _Rules:
    def legal_actions(self, state: object) -> list[str]:
        return ["a", "b"]

    def check_action(self, state: object, action: str) -> str:
        if action not in ("a", "b"):
            raise ValueError(action)
        return action


class _Timed(bench.TimedRules, _Rules):
    pass


def test_timed_rules_answer_as_the_rules_and_add_up_their_time(monkeypatch: pytest.MonkeyPatch) -> None:
    ticks = iter(range(100))
    monkeypatch.setattr(bench, "clock", lambda: float(next(ticks)))  # each call takes one second
    rules = _Timed()
    assert rules.legal_actions(None) == ["a", "b"] and rules.check_action(None, "a") == "a"
    with pytest.raises(ValueError, match="c"):
        rules.check_action(None, "c")  # a refusal is timed too, and still raised
    assert (rules.listing, rules.checking) == (1.0, 2.0)
    assert _Timed.listing == 0.0 == _Timed.checking  # each rules object adds up its own


class _Game:
    """Two sides deciding in turn, a die after every decision: what :func:`bench.decision_times` walks."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def is_chance_node(self) -> bool:
        return len(self.played) % 2 == 1

    def legal_actions(self) -> list[str]:
        return ["x"]

    def current_side(self) -> str:
        return "AB"[len(self.played) // 2 % 2]

    def apply_action(self, action: str) -> None:
        self.played.append(action)


class _Player:
    def __init__(self) -> None:
        self.asked = 0

    def decide(self, game: _Game) -> str:
        self.asked += 1
        return "x"


def test_decision_times_list_and_decide_at_decisions_and_apply_every_action() -> None:
    game, players = _Game(), {"A": _Player(), "B": _Player()}
    times = bench.decision_times(game, ["x", "roll 3", "x", "roll 5", "x"], players)
    assert {part: len(seconds) for part, seconds in times.items()} == {"listing": 3, "decide": 3, "applying": 5}
    assert all(t >= 0.0 for seconds in times.values() for t in seconds)
    assert (players["A"].asked, players["B"].asked) == (2, 1)
    assert game.played == ["x", "roll 3", "x", "roll 5", "x"]


def test_the_replay_figures_of_the_hex_and_open_table_boards_print_a_step_beside_a_rebuild() -> None:
    """``python -m sailkit.bench replay`` also runs the Wooden Ships and As Per Margin replay figures (names starting
    with ``replay``), each a step that changes a counter beside a full rebuild of the same points in the same run."""
    assert {"replay", "replay_wooden_ships", "replay_as_per_margin"} <= set(bench.load_figures())
    lines = bench.run("replay_as_per_margin")
    assert all(LINE.match(line) for line in lines), lines
    values = {line.split()[0]: float(line.split()[1]) for line in lines}
    assert values["replay_as_per_margin.steps_changing_a_counter"] > 10
    assert values["replay_as_per_margin.baseline_full_rebuild_same_point"] > 0
    assert "replay_as_per_margin.step_redraw_changing_a_counter_share_of_rebuild" in values  # printed, never bounded
