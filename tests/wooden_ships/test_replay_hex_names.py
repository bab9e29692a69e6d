"""The live Wooden Ships board never writes a ship's name over a hex's name (issue 24).

A static picture hides every hex's name a counter or a ship's name covers (``sailkit.draw.hexes.clear_names``). The
replayer's board draws the hexes' names once, under the pieces it redraws at each step, so it hid none: "Java" sat on
"G10". Measured as drawn, in display pixels: at every twentieth point of the sample records, a hex's name whose ink a
counter or a ship's name overlaps is veiled by the board.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.patches import Polygon as PolygonPatch
from matplotlib.text import Text

from sailkit.draw.hexes import HEX_NAME_ZORDER, counter_middle
from sailkit.replay_export import Replay
from sailkit.replayer.support import support_for
from sailkit.rulesets.wooden_ships.faces.replay import VEIL_ZORDER

REPLAYS = Path(__file__).resolve().parents[2] / "replays"


def _box(artist: Text, renderer: object) -> shapely.Polygon:
    """Where a ship's name puts ink: its box, a pixel in each side (the letters' side bearings)."""
    e = artist.get_window_extent(renderer)  # type: ignore[arg-type]
    return shapely.box(e.x0 + 1, e.y0, e.x1 - 1, e.y1)


def _ink(artist: Text, renderer: object) -> shapely.Polygon:
    """Where a hex's name (capitals and figures) puts ink: its box less the room under the line and over the
    capitals, and a pixel each side."""
    e = artist.get_window_extent(renderer)  # type: ignore[arg-type]
    return shapely.box(e.x0 + 1, e.y0 + 0.22 * e.height, e.x1 - 1, e.y1 - 0.12 * e.height)


@pytest.mark.parametrize("name", ["wooden_ships-frigate-duel.wsim", "wooden_ships-fleet-action.wsim"])
def test_no_ships_name_on_the_live_board_is_written_over_a_hexs_name(name: str) -> None:
    replay = Replay.load(REPLAYS / name)
    states = [replay.seen(p) for p in replay.points]
    board = support_for(replay.rules).board(states)
    ax = board.ax
    canvas = FigureCanvasAgg(board.figure)  # one canvas: its renderer, and matplotlib's text measures, kept
    inks: dict[tuple[object, ...], shapely.Polygon] = {}  # a hex's name is drawn once: measured once
    covered = 0
    for at, state in list(enumerate(states))[::20]:
        board.update(state, "")
        renderer = canvas.get_renderer()
        texts = [t for t in ax.texts if t.get_visible() and t.get_text()]
        middles = [counter_middle(s.counter) for s in state.position.ships if s.bow in state.grid]
        hex_names = [  # those near a ship: a name farther off is under none
            t
            for t in texts
            if t.get_zorder() == HEX_NAME_ZORDER
            and any(abs(t.get_position()[0] - x) < 4 and abs(t.get_position()[1] - y) < 2 for x, y in middles)
        ]
        ship_names = [_box(t, renderer) for t in texts if t.get_zorder() == 6]
        hulls = [
            shapely.Polygon(p.get_transform().transform(p.get_xy()))
            for p in ax.patches
            if isinstance(p, PolygonPatch) and p.get_visible() and p.get_zorder() == 5
        ]
        veils = [
            shapely.Polygon(c.get_transform().transform(path.vertices)).buffer(0)
            for c in ax.collections
            if c.get_visible() and c.get_zorder() == VEIL_ZORDER
            for path in c.get_paths()
        ]
        veiled = (shapely.unary_union(veils) if veils else shapely.Polygon()).buffer(0.5)  # once a point
        for t in hex_names:
            key = (t, t.get_text(), t.get_position(), ax.viewLim.bounds)
            ink = inks[key] if key in inks else inks.setdefault(key, _ink(t, renderer))
            over = [o for o in (*ship_names, *hulls) if o.intersects(ink)]
            if over:
                covered += 1
                shown = ink.difference(veiled)
                assert shown.area < 1.0, (
                    f"{t.get_text()} shows under a counter or a ship's name at point {at}: {shown.area:.1f} px"
                )
    assert covered, "some hex's name lies under a ship at some point"
