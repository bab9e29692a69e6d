"""Pictures and tables as a notebook stores them (:mod:`sailkit.compact`): the same drawing, far fewer characters."""

from __future__ import annotations

import re

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.compact import SIMPLIFY_POINTS, _lines, compact_html, compact_svg
from sailkit.figures import svg
from sailkit.rulesets.fighting_sail.movement import moves
from sailkit.rulesets.fighting_sail.state import Position

#: the most a corner moves by keeping a tenth of a point: half a tenth each way
ROUNDING = 0.05 * 2**0.5


def _runs(data: str) -> list[list[tuple[float, float]]]:
    """The corners of each run of straight lines in path data, absolute (``M x y L x y``) or as steps (``l dx dy``)."""
    runs: list[list[tuple[float, float]]] = []
    for command, numbers in re.findall(r"([MLlz])([^MLlz]*)", data):
        values = [float(v) for v in re.findall(r"-?(?:\d+\.?\d*|\.\d+)", numbers)]
        pairs = list(zip(values[::2], values[1::2], strict=True))
        if command == "z":  # closed: back to the run's first corner
            runs[-1].append(runs[-1][0])
        if command == "M":
            runs.append([pairs[0]])
            pairs = pairs[1:]
        for x, y in pairs:
            last = runs[-1][-1]
            runs[-1].append((last[0] + x, last[1] + y) if command == "l" else (x, y))
    return runs


def _lines_only(text: str) -> list[str]:
    return [d for d in re.findall(r' d="([^"]*)"', text) if re.fullmatch(r"\s*M[MLl0-9.\s\-z]*", d)]


@pytest.fixture(scope="module")
def board() -> str:
    position = Position.parse("FS turn 1 wind NW | Felicite FR 1010 E | Shannon BR 0505 S")
    return svg(moves(position, "Felicite", "port").figure())


def test_a_board_keeps_a_third_of_its_characters(board: str) -> None:
    assert len(compact_svg(board)) < len(board) / 2.5


def test_every_outline_stays_where_it_was_drawn(board: str) -> None:
    """Each run of straight lines, simplified and rounded, strays no further than :data:`SIMPLIFY_POINTS` plus the
    rounding from the drawn one, and keeps its first corner where it was."""
    before, after = _lines_only(board), _lines_only(compact_svg(board))
    assert len(before) == len(after) > 20
    for old, new in zip(before, after, strict=True):
        for a, b in zip(_runs(old), _runs(new), strict=True):
            drawn, kept = shapely.LineString(a) if len(a) > 1 else shapely.Point(a[0]), shapely.LineString(b)
            if len(b) == 1:
                kept = shapely.Point(b[0])
            assert shapely.hausdorff_distance(drawn, kept) <= SIMPLIFY_POINTS + ROUNDING + 1e-9
            assert shapely.Point(a[0]).distance(shapely.Point(b[0])) <= ROUNDING + 1e-9


def test_texts_ids_titles_and_the_alt_text_are_kept(board: str) -> None:
    small = compact_svg(board)
    assert re.findall(r">([^<>]+)</text>", small) == re.findall(r">([^<>]+)</text>", board)
    kept_ids = re.findall(r' id="([^"]+)"', small)
    assert {i for i in re.findall(r' id="([^"]+)"', board) if not re.fullmatch(r"[A-Za-z0-9.]+_\d+", i)} <= set(
        kept_ids
    )
    assert "<title>" in small and "<metadata>" not in small and "rotate(-0 " not in small


def test_a_style_said_twice_becomes_one_class_that_outranks_a_page_rule(board: str) -> None:
    small = compact_svg(board)
    sheet = re.search(r"<style>(\.k.*?)</style>", small)
    assert sheet is not None
    for name, rule in re.findall(r"\.(k[0-9a-f]+)\.k[0-9a-f]+\{([^}]*)\}", sheet.group(1)):
        assert small.count(f'class="{name}"') >= 2 and f'style="{rule}"' not in small
    assert small.count("font-family") == 1  # said once, on the root


def test_neighbours_clipped_alike_are_clipped_once() -> None:
    text = (
        '<svg><path d="M0 0L1 1" clip-path="url(#p1)" style="a"/><path d="M1 1L2 2" clip-path="url(#p1)" '
        'style="b"/><g clip-path="url(#p1)"><use xlink:href="#m" x="0" y="1"/></g><text x="1">t</text></svg>'
    )
    small = compact_svg(text)
    assert small.count("clip-path") == 1 and '<g clip-path="url(#p1)"><path' in small and "</use></g><text" not in small
    assert re.search(r'<g clip-path="url\(#p1\)">.*<use[^>]*/></g><text', small)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.tuples(st.floats(-500, 500), st.floats(-500, 500)), min_size=2, max_size=60),
    st.booleans(),
)
def test_simplified_lines_stay_within_the_tolerance(corners: list[tuple[float, float]], closed: bool) -> None:
    data = "M " + " L ".join(f"{x:.6f} {y:.6f}" for x, y in corners) + (" z" if closed else "")
    (kept,) = _runs(_lines(data))
    ring = corners + [corners[0]] if closed else corners
    assert shapely.hausdorff_distance(
        shapely.LineString(ring), shapely.LineString(kept * (2 if len(kept) == 1 else 1))
    ) <= (SIMPLIFY_POINTS + ROUNDING + 1e-6)


def test_a_table_says_each_style_and_tooltip_once() -> None:
    cell = '<td style="text-align:left;padding:2px" title="{}">{}</td>'
    rows = cell.format("summary of 7.1", "[7.1]") + cell.format("summary of 7.1", "[7.1]") + cell.format("x", "[8]")
    fragment = f"<table><tr>{rows}</tr></table><details><li>summary of 8 and more</li></details>"
    small = compact_html(fragment.replace('title="x"', 'title="summary of 8"'))
    assert small.startswith("<style>.k") and small.count('class="k') == 3 and small.count("text-align") == 1
    assert small.count('title="summary of 7.1"') == 1  # said again: once
    assert 'title="summary of 8"' not in small  # the page says it in full already


def test_the_pictures_sheets_of_a_comparison_become_one() -> None:
    one = compact_svg('<svg><path d="M0 0L1 1" style="s"/><path d="M1 1L2 2" style="s"/></svg>')
    both = compact_html(f'<div style="x">{one}</div><div style="x">{one}</div>')
    assert both.count("<style>") == 1 and both.count(".k") == 4  # two rules, each named twice
