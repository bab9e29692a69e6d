"""The live replay boards of the hex map and the open tables are cropped to the sea the record uses (issue 24).

The replayer, the GIF and the HTML page keep one board for a whole replay (stepping never rebuilds it); that board is
the box every ship occupies over the whole record, plus a margin, and no more: it covers every ship at every point,
never reaches past the edge of the map or table, and leaves out the empty sea beyond the margin. The notebook's hex
board goes further: one board for each stretch of the record, cropped to the ships of that stretch.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import shapely
from shapely.geometry.base import BaseGeometry

import sailkit
from sailkit.annotations import Highlight
from sailkit.replay_export import Replay
from sailkit.replayer.marks import draw_annotations
from sailkit.replayer.support import support_for
from sailkit.rulesets.as_per_margin.faces.drawing import hull_of
from sailkit.rulesets.fighting_ships.faces.drawing_game import on_table

REPLAYS = Path(__file__).resolve().parents[1] / "replays"
#: Inches of sea round the ships a table board may keep beyond its pad (the sheet rounds out to whole inches).
ROUNDING = 1.0


@cache
def _loaded(name: str) -> tuple[Replay, list[Any], Any]:
    """A sample record, what is seen at each of its points, and the board made for them: made once for every test
    here that only reads them (a test that draws on the board takes what it draws off again)."""
    replay = Replay.load(REPLAYS / name)
    states = [replay.seen(p) for p in replay.points]
    return replay, states, support_for(replay.rules).board(states)


def _apm_ships(state: Any) -> list[BaseGeometry]:
    return [hull_of(s) for s in state.position.ships if s.name not in state.gone and not s.sunk]


def _fsh_ships(state: Any) -> list[BaseGeometry]:
    return [v.ship.base for v in on_table(state.position)]


#: Each sample on an open table: how its ships are drawn, its table, the pad round them and the most of its
#: table the board may show (the duels stay in a corner of the table; the encounter's squadrons cross most of it).
TABLES = {
    "apm-frigate-duel.apm": (_apm_ships, lambda st: (st.setup.area.width, st.setup.area.depth), 4.0 + 2.5, 0.3),
    "fighting_ships-duel.fsh": (_fsh_ships, lambda st: st.position.table, 3.0, 0.3),
    "fighting_ships-encounter.fsh": (_fsh_ships, lambda st: st.position.table, 3.0, 0.8),
}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_table_board_is_the_box_of_every_ship_over_the_record(name: str) -> None:
    ships_of, table_of, pad, most = TABLES[name]
    _, states, board = _loaded(name)
    x0, y0, x1, y1 = board.bounds
    drawn = shapely.box(x0, y0, x1, y1)
    ships = shapely.union_all([shape for st in states for shape in ships_of(st)])
    assert drawn.contains(ships), "every ship at every point is on the board"
    width, depth = table_of(states[0])
    assert x0 >= 0 and y0 >= 0 and x1 <= width and y1 <= depth, f"{board.bounds} reaches past the {width}x{depth} table"
    sx0, sy0, sx1, sy1 = ships.bounds
    room = pad + ROUNDING
    assert x0 >= sx0 - room and y0 >= sy0 - room and x1 <= sx1 + room and y1 <= sy1 + room, "no sea beyond the margin"
    assert drawn.area <= most * width * depth


@pytest.mark.parametrize("name", ["wooden_ships-frigate-duel.wsim", "wooden_ships-fleet-action.wsim"])
def test_a_hex_board_is_the_box_of_every_ship_over_the_record(name: str) -> None:
    _, states, board = _loaded(name)
    grid = states[0].grid
    covered = {h for st in states for s in st.position.ships for h in s.counter.hexes if h in grid}
    assert covered <= board.hexes, "every hex a ship covers at any point is on the board"
    columns = [grid.offset(h)[0] for h in covered]
    rows = [grid.offset(h)[1] for h in covered]
    span = (max(columns) - min(columns) + 5) * (max(rows) - min(rows) + 5)  # two hexes of margin each way
    assert len(board.hexes) <= span < grid.columns * grid.rows
    assert all(h in grid for h in board.hexes)


@pytest.mark.parametrize("name", sorted(p.name for p in REPLAYS.iterdir() if p.suffix in (".apm", ".fsh", ".wsim")))
def test_every_annotation_of_a_sample_is_drawn_on_its_cropped_board(name: str) -> None:
    """The crop keeps every place the record annotates: no arrow or highlight is left undrawn."""
    replay, states, board = _loaded(name)
    for point, state in zip(replay.points, states, strict=True):
        if point.annotations:
            artists, notes = draw_annotations(board, state, point.annotations)
            assert notes == [], f"{point.label}: {notes}"
            for a in artists:
                a.remove()


@pytest.fixture
def undrawn(monkeypatch: pytest.MonkeyPatch) -> None:
    """The replayer steps as it does, its board updated at each step and made anew where it would be, but no frame
    is rendered and no trail of marks laid out: a test counting the boards made (``Picture.rebuilds``, decided before
    anything is drawn) spares the pictures it does not look at."""
    from sailkit.replayer.canvas import BlitCanvas
    from sailkit.replayer.marks import Marks

    monkeypatch.setattr(BlitCanvas, "frame", lambda self, *args, **kwargs: b"")
    monkeypatch.setattr(Marks, "show", lambda self, *args, **kwargs: [])


@pytest.mark.parametrize("name", ["apm-frigate-duel.apm", "fighting_ships-duel.fsh"])
@pytest.mark.usefixtures("undrawn")
def test_stepping_the_whole_record_never_rebuilds_the_cropped_board(name: str) -> None:
    r = sailkit.replay(REPLAYS / name)
    for i in range(0, r.slider.max + 1, 7):
        r.slider.value = i
    r.slider.value = r.slider.max
    assert r.picture.rebuilds == 1


@pytest.mark.parametrize("name", ["wooden_ships-frigate-duel.wsim", "wooden_ships-fleet-action.wsim"])
def test_the_hex_replayer_crops_each_stretch_of_the_record_to_its_ships(name: str) -> None:
    """The notebook's hex board is cut to the ships that matter (issue 24): the record in stretches whose ships fit
    a board of at most 16 by 12 hexes (at least 16 across, for the key under it), one board each, made when a step
    enters the stretch; every ship of every point of a stretch is on its board. The exports keep one board for all."""
    from sailkit.rulesets.wooden_ships.faces.replay import (
        LEAST_COLUMNS,
        STRETCH_COLUMNS,
        STRETCH_ROWS,
        stretch,
        stretches,
    )

    replay, states, whole = _loaded(name)
    grid = states[0].grid
    runs = stretches(states)
    assert len(runs) > 1 and [s for run in runs for s in run] == list(states), "consecutive runs covering the record"
    for run in runs:  # the replayer asks for the run of the state it is at: at each end of a run, that run
        assert all(stretch(states, s) == run for s in (run[0], run[-1]))
    support = support_for(replay.rules)
    for run in runs:
        board = support.board(run)
        covered = {h for st in run for s in st.position.ships for h in s.counter.hexes if h in grid}
        assert covered <= board.hexes and len(board.hexes) < len(whole.hexes)
        columns = {grid.offset(h)[0] for h in board.hexes}
        rows = {grid.offset(h)[1] for h in board.hexes}
        first = {grid.offset(h) for s in run[0].position.ships for h in s.counter.hexes if h in grid}
        alone = (
            max(c for c, _ in first) - min(c for c, _ in first) + 5,
            max(r for _, r in first) - min(r for _, r in first) + 5,
        )
        assert len(rows) <= max(STRETCH_ROWS, alone[1])
        assert len(columns) <= max(STRETCH_COLUMNS, LEAST_COLUMNS, alone[0]) or len(columns) == grid.columns


@pytest.mark.usefixtures("undrawn")
def test_stepping_a_hex_record_makes_a_board_only_on_entering_a_stretch() -> None:
    from sailkit.rulesets.wooden_ships.faces.replay import stretch, stretches

    r = sailkit.replay(REPLAYS / "wooden_ships-frigate-duel.wsim")
    states = r.picture.states
    runs = stretches(states)
    assert [stretch(states, run[-1]) for run in runs] == runs  # the run of each state, as the replayer asks for it
    first = {id(s): run[0] for run in runs for s in run}  # worked out once, not again from the start at each step
    entered = 0
    for i in range(1, r.slider.max + 1):
        r.slider.value = i
        entered += first[id(states[i])] is not first[id(states[i - 1])]
    assert r.picture.rebuilds == 1 + entered and entered >= 1


def test_no_replay_board_asks_the_rules() -> None:
    """A replay board draws what the position and the record carry: no rule set's replay face imports a module that
    makes rulings (``python -m sailkit.bench code``'s ``drawing_imports_of_rulings``)."""
    from sailkit import code_figures

    root = Path(__file__).resolve().parents[1]
    assert [line for line in code_figures.drawing_imports_of_rulings(root) if "/faces/replay.py" in line] == []


@pytest.mark.parametrize("name", ["apm-frigate-duel.apm", "fighting_ships-duel.fsh"])
def test_a_table_board_reads_a_place_on_its_own_table_and_names_one_off_it(name: str) -> None:
    from sailkit.errors import InvalidInputError

    replay = Replay.load(REPLAYS / name)
    state = replay.seen(replay.points[0])
    board = support_for(replay.rules).board([state])
    assert board.point(state, "12.5, 30") == (12.5, 30.0)
    ring = board.cell(state, "12.5,30")
    assert all(abs(((x - 12.5) ** 2 + (y - 30) ** 2) ** 0.5 - board.place_size / 2) < 1e-9 for x, y in ring)
    with pytest.raises(InvalidInputError, match="table") as err:
        board.point(state, "100,30")
    assert "100,30" in str(err.value)


#: A place far from the ships of each sample, on its map or table, and a word no board reads.
FAR = {
    "apm-frigate-duel.apm": "60,40",
    "fighting_ships-duel.fsh": "44,44",
    "wooden_ships-frigate-duel.wsim": "Z22",
}


@pytest.mark.parametrize("name", sorted(FAR))
def test_a_board_takes_in_every_annotated_place_and_leaves_out_a_bad_one(name: str) -> None:
    """The record's arrows and highlights are drawn on the cropped board: their places widen it, as a ship would; a
    place the board cannot read changes nothing (the panel names it)."""
    replay, states, plain = _loaded(name)
    support = support_for(replay.rules)
    assert not _shows(plain, states[0], FAR[name]), "the place lies off the ships' board"
    board = support.board(states, [FAR[name], "nowhere"])
    assert _shows(board, states[0], FAR[name])
    artists, notes = draw_annotations(board, states[0], [Highlight("yellow", FAR[name])])
    assert artists and notes == []
    assert support.board(states, ["nowhere"]).ax.get_xlim() == plain.ax.get_xlim()


def _shows(board: Any, state: Any, place: str) -> bool:
    """Whether the centre of ``place`` lies inside the part of the map ``board`` draws (its ``bounds``, when the axes
    hold more: the strip East of a hex map)."""
    x, y = board.point(state, place)
    if hasattr(board, "bounds"):
        x0, y0, x1, y1 = board.bounds
    else:
        (x0, x1), (y0, y1) = sorted(board.ax.get_xlim()), sorted(board.ax.get_ylim())
    return x0 <= x <= x1 and y0 <= y <= y1


def test_the_replayer_builds_its_board_round_the_records_annotations() -> None:
    r = sailkit.replay(REPLAYS / "apm-frigate-duel.apm")
    assert "41.4,26.1" in r.picture.places
