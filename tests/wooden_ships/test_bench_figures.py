"""The rule set's benchmark figures are found through its BENCH companion and print name value unit lines."""

from __future__ import annotations

import re

import pytest

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


def test_play_figure_prints_fleet_beside_duel_per_ship_turn_with_their_ratio() -> None:
    """Each level's fleet action, then its baseline the duel, in turns a second and ms a ship-turn, then fleet over
    duel a ship-turn (the quotient of the two lines above it); last the Advanced fleet over the Basic duel [issue 28]."""
    from sailkit.rulesets.wooden_ships.faces.bench import play_lines

    lines = [bench.format_line(*line) for line in play_lines((range(1), 2), (range(1), 1))]
    assert all(LINE.match(x) for x in lines)
    value = {x.split()[0].removeprefix("wooden_ships_play."): float(x.split()[1]) for x in lines}
    levels = {"basic": "", "advanced": "_advanced"}
    assert list(value) == [
        *(
            name
            for level, suffix in levels.items()
            for name in (
                f"fleet_action{suffix}_random",
                f"fleet_action{suffix}_random_per_ship_turn",
                f"baseline_frigate_duel{suffix}_random",
                f"baseline_frigate_duel{suffix}_random_per_ship_turn",
                f"fleet_over_duel_per_ship_turn_{level}",
            )
        ),
        "fleet_advanced_over_basic_duel_per_ship_turn",
    ]
    per_ship_turn = {
        (who, level): value[f"{prefix}{suffix}_random_per_ship_turn"]
        for level, suffix in levels.items()
        for who, prefix in (("fleet", "fleet_action"), ("duel", "baseline_frigate_duel"))
    }
    for level in levels:
        quotient = per_ship_turn["fleet", level] / per_ship_turn["duel", level]
        assert value[f"fleet_over_duel_per_ship_turn_{level}"] == pytest.approx(quotient, rel=0.01)
    quotient = per_ship_turn["fleet", "advanced"] / per_ship_turn["duel", "basic"]
    assert value["fleet_advanced_over_basic_duel_per_ship_turn"] == pytest.approx(quotient, rel=0.01)
    # one Game-Turn of the fleet action's twenty ships, two of the duel's two
    assert value["fleet_action_random_per_ship_turn"] * value["fleet_action_random"] == pytest.approx(
        1000 / 20, rel=0.01
    )
    assert value["baseline_frigate_duel_random_per_ship_turn"] * value["baseline_frigate_duel_random"] == pytest.approx(
        1000 / 2, rel=0.01
    )
