"""Kit test: the hex drawing helpers (no rule set imported)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from sailkit.draw.hexes import (  # noqa: E402
    MIN_NAME,
    counter_label,
    counter_outline,
    draw_arrow,
    draw_counter,
    draw_hexes,
    fitted_name,
    hex_frame,
    label_hexes,
)
from sailkit.draw.primitives import colour_key  # noqa: E402
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


def test_a_name_along_a_counter_shrinks_to_its_keel_and_is_cut_short_only_when_even_the_smallest_size_is_too_big() -> (
    None
):
    fig, ax = _sea(6.0, 8)  # large hexes: a long name fits whole at the size asked
    assert fitted_name(ax, "Constitution", 5) == ("Constitution", 5)
    words, size = fitted_name(ax, "Santisima Trinidad del Mar", 5)
    assert words == "Santisima Trinidad del Mar" and MIN_NAME <= size < 5  # smaller, still whole
    plt.close(fig)
    fig, ax = _sea(6.0, 60)  # a whole sea of small hexes
    words, size = fitted_name(ax, "Santisima Trinidad", 5)
    assert size == MIN_NAME and words.endswith(".") and "Santisima Trinidad".startswith(words[:-1])
    (text,) = counter_label(ax, TwoHexShip(Hex(3, 1), HexDirection.N), "Santisima Trinidad", size=5)
    assert text.get_text() == words and text.get_fontsize() == MIN_NAME  # type: ignore[attr-defined]
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
