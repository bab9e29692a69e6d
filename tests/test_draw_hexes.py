"""Kit test: the hex drawing helpers (no rule set imported)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from shapely.geometry import Polygon  # noqa: E402

from sailkit.draw.hexes import (  # noqa: E402
    counter_label,
    counter_outline,
    draw_arrow,
    draw_counter,
    draw_hexes,
    hex_frame,
    label_counters,
    label_hexes,
)
from sailkit.draw.primitives import colour_key  # noqa: E402
from sailkit.draw.style import SMALLEST_POINTS  # noqa: E402
from sailkit.figures import svg  # noqa: E402
from sailkit.geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip, within  # noqa: E402


def test_helpers_draw_and_return_their_artists() -> None:
    grid = HexGrid(10, 10)
    hexes = [h for h in within(grid.parse("E5"), 2) if h in grid]
    fig, ax = plt.subplots()
    hex_frame(ax, hexes)
    assert ax.yaxis_inverted()  # North up: y grows southward
    assert len(draw_hexes(ax, hexes)) == 1
    assert len(label_hexes(ax, grid, hexes)) == len(hexes)
    ship = TwoHexShip(grid.parse("E5"), HexDirection.NE)
    assert len(draw_counter(ax, ship, label="Java")) == 2
    assert len(draw_arrow(ax, (0, 0), HexDirection.S, label="wind")) == 2
    text = svg(fig)
    assert text == svg(fig) and "E5" in text
    plt.close(fig)


def test_counter_points_its_bow_along_the_facing() -> None:
    """The counter's tip lies beyond the bow hex's centre, toward the facing."""
    for d in HexDirection:
        ship = TwoHexShip(Hex(0, 0), d)
        tip = counter_outline(ship)[2]
        (bx, by), (sx, sy) = ship.bow.center, ship.stern.center
        assert (tip[0] - bx) * (bx - sx) + (tip[1] - by) * (by - sy) > 0


def _sea(size: float, across: int) -> tuple[object, object]:
    """A figure ``size`` inches wide framed on ``across`` hexes of a row."""
    grid = HexGrid(across, 3)
    fig, ax = plt.subplots(figsize=(size, size))
    hex_frame(ax, [grid.hex(c, 1) for c in range(across)])
    return fig, ax


def test_a_name_is_written_level_and_whole_at_a_size_that_reads_at_100_percent() -> None:
    """Issue 24: names ran along the keel (vertical for a ship heading North) at about 6 px, cut short on small
    hexes. Whatever the heading and the scale, a name is level, whole, and at least the kit's smallest text."""
    fig, ax = _sea(6.0, 60)  # a whole sea of small hexes
    for d in HexDirection:
        (text,) = counter_label(ax, TwoHexShip(Hex(3, 1), d), "Santisima Trinidad", size=5)
        assert text.get_rotation() == 0.0 and text.get_text() == "Santisima Trinidad"  # type: ignore[attr-defined]
        assert text.get_fontsize() >= SMALLEST_POINTS  # type: ignore[attr-defined]
    plt.close(fig)


def _boxes(fig: object, texts: list[object]) -> list[Polygon]:
    fig.canvas.draw()  # type: ignore[attr-defined]
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    out = []
    for t in texts:
        b = t.get_window_extent(renderer)  # type: ignore[attr-defined]
        out.append(Polygon([(b.x0, b.y0), (b.x1, b.y0), (b.x1, b.y1), (b.x0, b.y1)]))
    return out


def test_names_of_counters_side_by_side_never_overlap_nor_cover_another_counter() -> None:
    """Issue 24: labels of adjacent ships collided. Four ships heading North in neighbouring columns (the tightest
    line abreast) get four names, no two overlapping, none over another ship's counter."""
    grid = HexGrid(12, 10)
    ships = [TwoHexShip(grid.hex(c, 5), HexDirection.N) for c in (3, 4, 5, 6)]
    names = ["Northumberland", "Constitution", "Java", "Guerriere"]
    fig, ax = plt.subplots(figsize=(6.0, 5.0))
    hex_frame(ax, [h for s in ships for h in within(s.bow, 3)])
    texts = label_counters(ax, list(zip(ships, names, strict=True)))
    assert [t.get_text() for t in texts] == names  # type: ignore[attr-defined]
    boxes = _boxes(fig, texts)
    for i, a in enumerate(boxes):
        assert all(a.intersection(b).area < 1.0 for b in boxes[i + 1 :]), f"{names[i]}'s name overlaps another"
    outlines = [Polygon([ax.transData.transform(p) for p in counter_outline(s)]) for s in ships]
    for i, a in enumerate(boxes):
        others = [o for j, o in enumerate(outlines) if j != i]
        assert all(a.intersection(o).area < 1.0 for o in others), f"{names[i]}'s name covers another counter"
    plt.close(fig)


def test_a_colour_key_names_each_colour_in_its_own_colour_on_one_artist() -> None:
    fig, ax = _sea(4.0, 6)
    assert colour_key(ax, []) == []
    (key,) = colour_key(ax, [("United States", "#2b6cb0"), ("Britain", "#c53030")])
    texts = [t for t in key.findobj(matplotlib.text.Text) if t.get_text()]
    assert [(t.get_text(), t.get_color()) for t in texts] == [
        ("\u25a0 United States", "#2b6cb0"),
        ("\u25a0 Britain", "#c53030"),
    ]
    assert "United States" in svg(fig)
    plt.close(fig)


def test_a_colour_key_may_stack_its_entries_and_hang_from_a_point_of_the_map() -> None:
    """A narrow panel beside a map (Fighting Sail's strip under the compass) takes the key one entry under another,
    its top centre on a point given in data units."""
    fig, ax = plt.subplots(figsize=(4.0, 4.0))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    (key,) = colour_key(
        ax,
        [("BR British", "#D55E00"), ("US United States", "#1F2A6B")],
        loc="upper center",
        at=(7.0, 6.0),
        stacked=True,
    )
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()  # type: ignore[attr-defined]
    first, second = (t.get_window_extent(renderer) for t in key.findobj(matplotlib.text.Text) if t.get_text())
    assert first.y0 >= second.y1 - 0.5  # one under the other
    box = key.get_window_extent(renderer)
    x, y = ax.transData.transform((7.0, 6.0))
    assert abs((box.x0 + box.x1) / 2 - x) < 1.0 and abs(box.y1 - y) < 1.0  # its top centre on the point
    plt.close(fig)
