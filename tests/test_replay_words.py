"""A replay board's words never print over a hex's name or a ship's counter [issue 24].

On the Wooden Ships replay board, a mark's words ("crew 8-6-6 → 7-6-6") sat over the hexes' names and the wind's
words over the map's corner. Measured as drawn: each text's box in display pixels against each hex name's box and
each counter's outline.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
DUEL = ROOT / "replays" / "wooden_ships-frigate-duel.wsim"
#: Points of the duel whose marks have words: Java's guns and Constitution's crew (44), other shots and changes.
POINTS = (44, 30, 60, 90)
#: A hex's name on the map: ``J10``.
HEX_NAME = re.compile(r"^[A-Z]{1,2}\d{1,2}$")


def _boxes(figure: Any, texts: list[Any]) -> list[Any]:
    import shapely

    renderer = figure.canvas.get_renderer()
    out = []
    for t in texts:
        b = t.get_window_extent(renderer)
        patch = t.get_bbox_patch() if hasattr(t, "get_bbox_patch") else None
        if patch is not None:
            b = patch.get_window_extent(renderer)
        out.append(shapely.box(b.x0, b.y0, b.x1, b.y1))
    return out


def _outline(patch: Any) -> Any:
    import shapely

    return shapely.Polygon(patch.get_transform().transform(patch.get_path().vertices))


def _covered(figure: Any, ax: Any, words: list[Any], counters: list[Any]) -> list[str]:
    """Each of ``words`` that covers a hex's name or one of ``counters`` (patches), with what it covers."""
    if not hasattr(figure.canvas, "get_renderer"):
        from matplotlib.backends.backend_agg import FigureCanvasAgg

        FigureCanvasAgg(figure)
    figure.canvas.draw()
    names = [t for t in ax.texts if HEX_NAME.match(t.get_text()) and t.get_visible()]
    name_boxes = _boxes(figure, names)
    outlines = [_outline(c) for c in counters]
    wrong = []
    for word, box in zip(words, _boxes(figure, words), strict=True):
        inner = box.buffer(-0.5)  # half a pixel of anti-aliasing either way
        over = [n.get_text() for n, b in zip(names, name_boxes, strict=True) if inner.intersects(b)]
        over += ["a counter" for o in outlines if inner.intersects(o)]
        if over:
            said = word.get_text() if hasattr(word, "get_text") else word.get_gid()
            wrong.append(f"{said!r} over {', '.join(over)}")
    return wrong


@pytest.fixture(scope="module")
def duel() -> Any:
    import sailkit

    return sailkit.replay(DUEL)


@pytest.mark.parametrize("at", POINTS)
def test_a_marks_words_cover_no_hex_name_nor_counter(duel: Any, at: int) -> None:
    """The words of the last action's marks go where they cover no hex's name and no counter (the nearest such
    spot, a leader line to the ship when far), on the notebook's board as on the GIF's and the page's."""
    from matplotlib.text import Text

    duel.go(at)
    board = duel.picture.board
    words = [a for a in duel.picture.happened if isinstance(a, Text) and a.get_visible()]
    if at == 44:
        assert {w.get_text() for w in words} >= {"crew 8-6-6 → 7-6-6", "guns 5/6 → 4/6"}
    hulls = [a for k, arts in board.pieces.shown.items() if k[0] == "hull" for a in arts]
    assert hulls and _covered(board.figure, board.ax, words, hulls) == []


def test_the_wind_and_the_sides_stand_in_the_strip_off_the_map(duel: Any) -> None:
    """The board's own words (the wind, the sides' key, the turn) are in the kit's strip East of the map, as on every
    other board: none covers a hex's name."""
    from matplotlib.text import Text

    duel.go(44)
    board = duel.picture.board
    from matplotlib.offsetbox import AnchoredOffsetbox

    texts = [a for a in board.dynamic() if isinstance(a, Text) and a.get_text() and a.get_visible()]
    said = {t.get_text() for t in texts}
    assert {"Turn 7", "wind 1\nblows toward N"} <= said
    keys = [a for a in board.pieces.artists() if isinstance(a, AnchoredOffsetbox) and a.get_visible()]
    assert [k.get_gid() for k in keys] == ["colour-key"]
    own = [t for t in texts if t.get_text() not in ("Java", "Constitution")]  # not the counters' names
    assert _covered(board.figure, board.ax, [*own, *keys], []) == []


def test_the_exported_point_keeps_its_words_off_the_names() -> None:
    """``sailkit replay --png`` of the same point (the rule set's ``replay`` renderer) places the marks' words as the
    board does."""
    from sailkit.replay_export import Replay

    figure = Replay.load(DUEL).figure(44)
    ax = figure.axes[0]
    marks = [t for t in ax.texts if t.get_color() == _fired()]
    assert {t.get_text() for t in marks} >= {"crew 8-6-6 → 7-6-6", "guns 5/6 → 4/6"}
    hulls = [p for p in ax.patches if p.get_zorder() == 5]
    assert hulls and _covered(figure, ax, marks, hulls) == []


def _fired() -> str:
    from sailkit.replayer.marks import FIRED

    return FIRED


def test_a_rolls_odds_are_never_broken_over_two_lines() -> None:
    """The side panel's chance of each result ("1/2") stays on one line: in a narrow panel it read "1/" over "2"."""
    import re

    import sailkit

    r = sailkit.replay(ROOT / "tests" / "data" / "15.4-sample.sail")
    r.go(22)  # roll 56: Constitution's broadside at Guerriere, its odds in the panel
    cells = re.findall(r"<td style='([^']*)'>(\d+/\d+)</td>", r.panel.value)
    assert cells and all("white-space:nowrap" in style for style, _ in cells), cells


def test_an_exported_page_scrolls_its_board_rather_than_shrink_it() -> None:
    """[issue 24] In a window narrower than the board (800 px against a 895 px board) the page showed it at 86%, its
    smallest words under 10 px: the board keeps its width and the page scrolls it."""
    from sailkit.replay_page import fit

    svg = '<svg width="600pt" height="300pt" viewBox="0 0 600 300" xmlns="http://www.w3.org/2000/svg"><g/></svg>'
    for width, shown in ((None, 800), (500, 500)):
        head = fit(svg, width)[:200]
        assert f"max-width:{shown}px" in head and f"min-width:{shown}px" in head, head
    import sailkit.replay_export as export

    page = export.Replay.load(ROOT / "tests" / "data" / "15.4-sample.sail").html(turns=(1, 1), progress=False)
    assert "#board { overflow-x: auto; }" in page and "#board svg { max-width: 100%" not in page


def test_fighting_sails_taken_aback_words_stand_clear_of_the_counter() -> None:
    """[issue 24] At point 7 of the 15.4 sample Constitution turns head to wind in 0612: its words ("→ taken aback")
    sat on the counter's top edge, over the ring round it. Fighting Sail's board keeps a mark's words off every
    counter's square and its ring, and off the margins and the strip, as the hex board does, on the exported point as
    on the notebook's board."""
    import shapely
    from matplotlib.text import Text

    import sailkit
    from sailkit.replay_export import Replay

    path = ROOT / "tests" / "data" / "15.4-sample.sail"
    replay = sailkit.replay(path)
    replay.go(7)
    board = replay.picture.board
    live = [a for a in replay.picture.happened if isinstance(a, Text) and "taken aback" in a.get_text()]
    figure = Replay.load(path).figure(7)
    exported = [t for t in figure.axes[0].texts if t.get_text() == "→ taken aback"]
    for fig, ax, words in ((board.figure, board.ax, live), (figure, figure.axes[0], exported)):
        assert [w.get_text() for w in words] == ["→ taken aback"]
        assert _covered(fig, ax, words, []) == []  # draws the figure, so its boxes can be measured
        ring = shapely.Point(5.5, 11.5).buffer(0.6)  # the mark's ring, 1.15 squares across, and its line
        ring = shapely.Polygon(ax.transData.transform(list(ring.exterior.coords)))
        (box,) = _boxes(fig, words)
        square = abs(ax.transData.transform((1.0, 0.0))[0] - ax.transData.transform((0.0, 0.0))[0])
        assert box.distance(ring) > 0.05 * square, "the words touch the counter's ring"
