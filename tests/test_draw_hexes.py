"""Kit test: the hex drawing helpers (no rule set imported)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from sailkit.draw.hexes import counter_outline, draw_arrow, draw_counter, draw_hexes, hex_frame, label_hexes  # noqa: E402
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
