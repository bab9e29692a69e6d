"""Fighting Ships' words stay inside the picture and off each other (issue 24), measured as drawn.

The carrier strike's patrols were named West of the table's edge and cut off ("Wildcat-1 CAP Hornet"); a torpedo just
launched in the Jutland-style action was named over her ship's name (V27); the steam picture's line under its heading
said the plan again. The pieces' words now go through the kit's keep-clear placement, which keeps a label inside the
picture, and the line under a plan's heading leaves out what the heading says.
"""

from __future__ import annotations

from pathlib import Path

import shapely
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

import sailkit.rulesets.fighting_ships as fsh
from sailkit.geometry.table import Pose
from sailkit.replay_export import Replay
from sailkit.rulesets.fighting_ships.faces.drawing_table import steps_line, title_of
from sailkit.rulesets.fighting_ships.steam import Speed, steam

REPLAYS = Path(__file__).resolve().parents[2] / "replays"


def _words(fig: Figure) -> list[tuple[str, shapely.Polygon]]:
    """Every word on the board (its axes' texts in plane units) with its box in display pixels, a pixel in."""
    renderer = FigureCanvasAgg(fig).get_renderer()
    out = []
    for t in fig.axes[0].texts:
        if t.get_visible() and t.get_text() and t.get_transform() is fig.axes[0].transData:
            e = t.get_window_extent(renderer)
            out.append((t.get_text(), shapely.box(e.x0 + 1, e.y0 + 1, e.x1 - 1, e.y1 - 1)))
    return out


def _carrier() -> Figure:
    replay = Replay.load(REPLAYS / "fighting_ships-carrier.fsh")
    return replay.figure(next(p for p in replay.points if str(p.action or "").startswith("bomb ")))


def test_every_word_of_the_carrier_strike_is_inside_the_board() -> None:
    fig = _carrier()
    renderer = FigureCanvasAgg(fig).get_renderer()
    e = fig.axes[0].get_window_extent(renderer)
    board = shapely.box(e.x0 - 12, e.y0, e.x1, e.y1)  # the board, and the margin its numbers are written in
    outside = [w for w, b in _words(fig) if not board.contains(b) and not w.isdigit()]  # the margins' numbers aside
    assert any("CAP" in w for w, _ in _words(fig)) and outside == []


def test_a_launched_torpedo_is_named_off_her_ships_name() -> None:
    replay = Replay.load(REPLAYS / "fighting_ships-jutland.fsh")
    fig = replay.figure(
        next(p for p in replay.points if any(h.kind == "fire" and "sunk" in h.result for h in p.happened))
    )
    words = _words(fig)
    (torpedo,) = [b for w, b in words if w.startswith("T1-1")]
    ships = [w for w, b in words if b.intersection(torpedo).area > 1.0 and not w.startswith("T1-1")]
    assert any(w.startswith("V27") for w, _ in words) and ships == []


def test_the_line_under_a_plans_heading_never_says_the_plan_again() -> None:
    ajax = fsh.Ship.of("Ajax", "light-cruiser", Pose(20, 20, 0))
    ruling = steam(ajax, "M3+30 M3+30 M4", Speed(0, 12, 0))
    assert "she ends at" in title_of(ruling) and "she ends at" not in steps_line(ruling)


def test_no_two_words_of_the_galley_replay_cover_each_other() -> None:
    """The galleys round Fenice: the marks' words ("no longer entangled with Sultana") are placed clear of the ships'
    names ("Sultana D5 A1 sunk") as well as of their bases."""
    replay = Replay.load(REPLAYS / "fighting_ships-galleys.fsh")
    words = _words(replay.figure(replay.points[216]))
    crossed = [(a, b) for i, (a, x) in enumerate(words) for b, y in words[i + 1 :] if x.intersection(y).area > 1.0]
    assert any("entangled" in w for w, _ in words) and crossed == []
