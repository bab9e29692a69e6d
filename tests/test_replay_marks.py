"""The replayer's marks on any board: a record's arrows in proportion to the board's places (no rule set)."""

from __future__ import annotations

from typing import Any

import pytest


def test_a_replay_board_with_larger_places_gets_broader_arrows() -> None:
    """The replayer's marks scale with a board's ``place_size`` (an open table in inches), one unit by default."""
    from matplotlib.figure import Figure

    from sailkit.annotations import Arrow
    from sailkit.draw import frame
    from sailkit.replayer.marks import draw_annotations

    class Board:
        def __init__(self, place_size: float | None) -> None:
            self.figure = Figure()
            self.ax = self.figure.add_axes((0, 0, 1, 1))
            frame(self.ax, (0, 0, 40, 40))
            if place_size is not None:
                self.place_size = place_size

        def point(self, state: Any, place: str) -> tuple[float, float]:
            x, y = place.split(",")
            return (float(x), float(y))

    widths = []
    for size in (None, 3.0):
        (arrow,), notes = draw_annotations(Board(size), None, [Arrow("red", "5,5", "30,5")])  # type: ignore[arg-type]
        box = arrow.get_paths()[0].get_extents()
        widths.append(box.y1 - box.y0)
        assert notes == []
    assert widths[1] == pytest.approx(3 * widths[0])
