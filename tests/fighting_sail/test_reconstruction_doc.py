"""docs/reconstruction.md states facts the code must keep: its tables, diagrams and fixtures are checked here."""

from __future__ import annotations

import re
from pathlib import Path

from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail import Position
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.fire.arcs import classify
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.movement import wear_squares
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.wind import table_allowance

DOC = (Path(__file__).resolve().parents[2] / "docs" / "reconstruction.md").read_text(encoding="utf-8")
LETTER = {"P": "port", "S": "starboard", "b": "bow", "s": "stern"}


def test_the_allowance_table_is_the_default_reading_5_22() -> None:
    """[5.22, 7.24, 13.33] every row of the doc's table, A to C, is what ma_table=minus_one gives."""
    rows = re.findall(r"^\| (beating|beam reaching|broad reaching|running) \| (\d) .*?\| (\d) .*?\| (\d) ", DOC, re.M)
    assert len(rows) == 4
    for point, *values in rows:
        assert [table_allowance(sv, point, READINGS.defaults()) for sv in "ABC"] == [int(v) for v in values]


def test_the_field_of_fire_diagrams_are_the_default_arcs_9_31b() -> None:
    """[9.31b, 9.35] both 9 x 9 grids, cell by cell, under arc_boundary=broadside."""
    grids = re.findall(r"```\n((?:[PSbs^/] ?)+\n(?:.*\n){8})```", DOC)
    assert len(grids) == 2
    centre = Square(10, 10)
    for grid in grids:
        rows = [line.split() for line in grid.strip().splitlines()]
        heading = Direction.N if rows[4][4] == "^" else Direction.NE
        cells = {
            Square(centre.col + dx, centre.row + dy): rows[dy + 4][dx + 4] for dy in range(-4, 5) for dx in range(-4, 5)
        }
        del cells[centre]
        arcs = classify(centre, heading, list(cells), READINGS.defaults())
        assert [LETTER[c] for c in cells.values()] == arcs


def test_the_wear_example_is_the_default_placement_7_42() -> None:
    """[7.42] 0505 heading N, wind NW: placed in 0605, heading SE, S or SW."""
    assert "wears into `0605`, ending heading SE, S or SW" in DOC
    pos = Position.parse("FS turn 1 wind NW | Shannon BR 0505 N | Wasp US 2020 S")
    ((where, turns),) = wear_squares(pos, "Shannon")
    assert where == square("0605") and [Direction.N.turned(t).name for t in turns] == ["SE", "S", "SW"]


def test_the_range_and_sight_fixtures_give_the_printed_answers_9_31a_9_31c() -> None:
    """[9.31a] 6, 5 and 4 Range Points; [9.31c] B blocks A-C, A-D and B-E are clear."""
    assert "A in `0505`, B in\n`0707` (6), C in `0706` (5), D in `0705` (4)" in DOC
    assert [range_points("0505", x) for x in ("0707", "0706", "0705")] == [6, 5, 4]
    assert "A `0505`, B `0605`,\nC `0805`, D `0707`, E `0906`, F `0706`" in DOC
    ships = [square(x) for x in ("0505", "0605", "0805", "0707", "0906", "0706")]
    a, b, c, d, e, _ = ships
    assert [square(x) for x in line_of_sight(a, c, occupied=ships).blockers] == [b]
    assert line_of_sight(a, d, occupied=ships) and line_of_sight(b, e, occupied=ships)
