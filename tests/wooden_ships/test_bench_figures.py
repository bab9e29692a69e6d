"""The rule set's benchmark figures are found through its BENCH companion and print name value unit lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sailkit import bench
from sailkit.rulesets.wooden_ships.faces import bench as ws_bench
from sailkit.rulesets.wooden_ships.scenarios import frigate_duel

LINE = re.compile(r"^\S+ [0-9.]+ \S+$")


TARGET_LINES = [
    "per_broadside_warm",
    "per_broadside_cold",
    "explained_warm",
    "explained_cold",
    "baseline_precomputed_lookup",
    "peer_rbastian_wsim_fe14b58_recorded",
    "peer_over_warm_recorded",
    "peer_over_cold_recorded",
    "fleet_action_per_broadside_warm",
    "baseline_fleet_action_lookup",
    "field_table_build",
]


def test_targets_figure_prints_warm_cold_the_explained_path_the_lookup_and_the_peer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 28 point 3: per broadside over the duel positions, warm and cold, beside the explained path, a
    precomputed lookup and rbastian/wsim's recorded figure (wsim is not at hand), then the fleet action."""
    monkeypatch.delenv("SAILKIT_WSIM", raising=False)
    monkeypatch.setattr(ws_bench, "TARGET_POSITIONS", 10)
    lines = bench.run("wooden_ships_targets")
    assert all(LINE.match(x) for x in lines)
    assert [x.split()[0].removeprefix("wooden_ships_targets.") for x in lines] == TARGET_LINES
    assert lines[5].split()[1] == f"{ws_bench.WSIM_AT[1]:.3f}"
    assert "wooden_ships_play" in bench.load_figures()


def test_duel_positions_are_seeded_whole_on_the_map_and_the_ships_within_ten_hexes() -> None:
    positions = ws_bench.duel_positions(50)
    assert positions == ws_bench.duel_positions(50) != ws_bench.duel_positions(50, seed=1)
    grid = frigate_duel().grid
    for p in positions:
        a, b = p.ships
        assert len({*a.hexes, *b.hexes}) == 4 and all(h in grid for h in (*a.hexes, *b.hexes))
        assert a.bow.distance(b.bow) <= 10


#: A stand-in for rbastian/wsim's ``wsim_core``: the names the timing script imports, and a target search that
#: checks each ship it is given as wsim's own odd-q neighbour table would place her stern.
FAKE_WSIM = {
    "__init__.py": "",
    "engine/__init__.py": "",
    "models/__init__.py": "",
    "models/common.py": """
from enum import Enum
class Side(str, Enum):
    P1 = "P1"
    P2 = "P2"
Facing = Enum("Facing", {n: n for n in ("N", "NE", "SE", "S", "SW", "NW")}, type=str)
class Broadside(str, Enum):
    L = "L"
    R = "R"
class LoadState(str, Enum):
    ROUNDSHOT = "R"
""",
    "models/hex.py": """
class HexCoord:
    def __init__(self, col, row):
        assert col >= 0 and row >= 0
        self.col, self.row = col, row
""",
    "models/ship.py": """
class Ship:
    def __init__(self, **fields):
        self.__dict__.update(fields)
""",
    "engine/targeting.py": """
AHEAD = {"N": (0, -1, -1), "NE": (1, -1, 0), "SE": (1, 0, 1), "S": (0, 1, 1), "SW": (-1, 0, 1), "NW": (-1, -1, 0)}
def get_all_valid_targets(ship, ships, broadside):
    dc, even, odd = AHEAD[ship.facing.value]
    stern = ship.stern_hex
    assert (stern.col + dc, stern.row + (odd if stern.col % 2 else even)) == (ship.bow_hex.col, ship.bow_hex.row)
    assert len({s.side for s in ships}) == 2
    return []
""",
}


def test_the_peer_runs_in_the_same_run_when_its_folder_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With ``SAILKIT_WSIM`` naming a wsim backend folder, the peer's figure is measured (no ``_recorded``); each
    ship reaches it in wsim's offset columns, her stern behind her bow as wsim steps; a failing peer names why."""
    for name, text in FAKE_WSIM.items():
        (tmp_path / "wsim_core" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "wsim_core" / name).write_text(text)
    assert ws_bench.wsim_us(ws_bench.duel_positions(100), str(tmp_path)) >= 0
    monkeypatch.setenv("SAILKIT_WSIM", str(tmp_path))
    monkeypatch.setattr(ws_bench, "TARGET_POSITIONS", 5)
    names = [x.split()[0] for x in bench.run("wooden_ships_targets")]
    assert "wooden_ships_targets.peer_rbastian_wsim_fe14b58" in names
    assert not any(n.endswith("_recorded") for n in names)
    with pytest.raises(RuntimeError, match="No module named 'wsim_core'"):
        ws_bench.wsim_us(ws_bench.duel_positions(1), str(tmp_path / "nowhere"))


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
