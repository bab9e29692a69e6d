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


def test_captain_figure_prints_the_captain_beside_random_play_and_runs_on_request() -> None:
    """The figure's lines for one seed: the captain's rate, games decided and played, time a game, each beside random
    play against itself over the same seeds; the 200-game figure runs only when named (it takes minutes)."""
    from sailkit.rulesets.wooden_ships.faces.bench import captain_lines

    lines = [bench.format_line(*line) for line in captain_lines(range(1), ())]
    assert all(LINE.match(x) for x in lines)
    names = [x.split()[0].removeprefix("wooden_ships_captain.") for x in lines]
    assert names == [
        f"{who}_frigate_duel_{what}"
        for who, rate in (("vs_random", "win_rate"), ("baseline_random_vs_random", "first_side_win_rate"))
        for what in (rate, "decided", "played", "game_time")
    ]
    assert lines[2].endswith(" 2 games") and lines[6].endswith(" 1 games")  # each seed from both sides, or once
    bench.load_figures()
    assert "wooden_ships_captain" in bench.ON_REQUEST
