"""Pictures of positions: deterministic SVG, counters, fields of fire, line of sight, ranges, paths."""

from __future__ import annotations

import re
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from matplotlib.collections import PathCollection
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.text import Annotation, Text
from shapely.geometry import Point

from sailkit import draw
from sailkit.compact import compact_svg
from sailkit.draw import squares as sq
from sailkit.errors import InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.faces import drawing
from sailkit.rulesets.fighting_sail.fire.arcs import field_squares, fields_of_fire
from sailkit.rulesets.fighting_sail.fire.combat import fields_of, fire_value, ranges_from_ship, sight_between
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.marks import labels
from sailkit.rulesets.fighting_sail.movement import moves
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import Counter, counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.wind import movement_allowance, sailing_rose


def shannon_chesapeake(**shannon: object) -> Position:
    """The 15.1 set-up: Chesapeake 0807 heading SE, Shannon 0811 heading E, wind NW."""
    return Position(
        wind=Direction.NW,
        ships=(
            ShipState(counter("Chesapeake"), "US", square("0807"), Direction.SE),
            ShipState(counter("Shannon"), "BR", square("0811"), Direction.E).with_(**shannon),
        ),
    )


def new_ax(size: tuple[float, float] = (6, 5)):
    fig = Figure(figsize=size)
    return fig.add_axes((0, 0, 1, 1))


def texts(artists) -> list[str]:
    return [a.get_text() for a in artists if isinstance(a, Text) and not isinstance(a, Annotation)]


# ---------------------------------------------------------------- the SVG a notebook shows


def test_position_svg_is_the_same_bytes_every_time() -> None:
    """A position's picture is deterministic: no date, no memory address, fixed ids."""
    pos = shannon_chesapeake()
    first, second = drawing.position_svg(pos), drawing.position_svg(pos)
    assert first == second
    assert first.startswith("<?xml") and "</svg>" in first
    assert "<dc:date>" not in first
    assert not re.search(r"0x[0-9a-f]{6,}", first)


def test_position_svg_is_the_same_in_a_fresh_process() -> None:
    """Same bytes from a new interpreter (hash salt fixed, nothing depends on the run)."""
    code = (
        "from tests.fighting_sail.test_drawing import shannon_chesapeake;"
        "from sailkit.rulesets.fighting_sail.faces import drawing;"
        "import hashlib, sys; sys.stdout.write(hashlib.sha256(drawing.position_svg(shannon_chesapeake()).encode()).hexdigest())"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=str(_root()))
    import hashlib

    assert out.stdout == hashlib.sha256(drawing.position_svg(shannon_chesapeake()).encode()).hexdigest()


def _root():
    from pathlib import Path

    return Path(__file__).resolve().parents[2]


def test_repr_svg_of_a_position_is_its_drawing() -> None:
    pos = shannon_chesapeake()
    assert pos._repr_svg_() == compact_svg(drawing.position_svg(pos))  # the same picture, as a notebook keeps it


def test_position_svg_keeps_names_and_ratings_as_text_and_stays_small() -> None:
    """[2.22] Counters show name and ratings; text stays text so the file stays small."""
    s = drawing.position_svg(shannon_chesapeake())
    assert ">Shannon<" in s and ">Chesapeake<" in s
    assert ">55-A-5-9<" in s
    assert "wind from NW" in s
    assert len(s) < 60_000


def test_ships_extent_draws_less_than_the_whole_map() -> None:
    pos = shannon_chesapeake()
    near = drawing.position_figure(pos).get_size_inches()
    whole = drawing.position_figure(pos, extent="map").get_size_inches()
    assert near[0] * near[1] < whole[0] * whole[1] / 3


def test_position_figure_is_headed_by_the_turn_and_wind_and_names_every_ship_in_its_alt_text() -> None:
    """[2.1, 15.0] The board with the Game-Turn and the wind; alt text says where each ship stands."""
    fig = drawing.position_figure(shannon_chesapeake())
    alt = draw.description(fig)
    assert alt.startswith("Game-Turn 1, wind from NW") and "Shannon (BR) in 0811 heading E" in alt
    assert "<title>Game-Turn 1, wind from NW." in drawing.position_svg(shannon_chesapeake())


def test_drawing_does_not_touch_pyplot() -> None:
    """position_svg uses Figure + the SVG canvas: pyplot (global state) is never imported."""
    code = (
        "import sys; from tests.fighting_sail.test_drawing import shannon_chesapeake;"
        "from sailkit.rulesets.fighting_sail.faces import drawing; drawing.position_svg(shannon_chesapeake());"
        "print('matplotlib.pyplot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=str(_root()))
    assert out.stdout.strip() == "False"


# ---------------------------------------------------------------- map window


def test_window_for_ships_holds_every_ship_with_a_margin() -> None:
    """[2.1] The default window shows the ships plus two squares around them, clipped to the map."""
    w = drawing.window_for("ships", [square("0807"), square("0811")])
    assert (w.col0, w.row0, w.col1, w.row1) == (5, 5, 12, 13)  # grown to the 8-column minimum
    assert drawing.window_for("map") == sq.Window(1, 1, 30, 20)
    assert drawing.window_for(("1210", "0505")) == sq.Window(5, 5, 12, 10)


def test_window_for_rejects_an_unknown_extent() -> None:
    with pytest.raises(InvalidInputError, match="extent"):
        drawing.window_for("everything")


def test_draw_map_labels_squares_ccrr() -> None:
    """[2.1] Every square carries its CCRR name; column and row numbers run along the edges."""
    ax = new_ax()
    names = texts(drawing.draw_map(ax, ("0101", "0403")))
    assert {"0101", "0401", "0103", "0403"} <= set(names)
    assert {"01", "04", "03"} <= set(names)
    assert ax.yaxis_inverted()


# ---------------------------------------------------------------- counters


def test_draw_ship_writes_name_and_ratings_with_a_carronade_mark() -> None:
    """[2.22, 9.38] The counter reads FF*S-R-C for carronade ships."""
    wasp = ShipState(Counter.from_rating("Wasp", "22*A-6-4 US"), "US", square("0805"), Direction.S)
    ax = new_ax()
    drawing.draw_map(ax, ("0503", "1008"))
    arts = drawing.draw_ship(ax, wasp)
    assert texts(arts) == ["Wasp", "22*A-6-4"]
    hull = next(a for a in arts if a.get_zorder() == 3.8)
    assert tuple(hull.get_facecolor()[0][:3]) == pytest.approx(_rgb(drawing.NATION_COLOURS["US"]))


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    from matplotlib.colors import to_rgb

    return to_rgb(hex_colour)


def test_draw_ship_shows_damage_and_prize_owner() -> None:
    """[10.1, 10.2, 12.2] Damage and a prize's captor appear under the counter."""
    pos = shannon_chesapeake(hull=3, rigging=1, prize=True, side="US")
    ax = new_ax()
    arts = drawing.draw_ship(ax, pos.ship("Shannon"))
    assert "H3 R1 prize (US)" in texts(arts)


def test_the_label_under_a_counter_is_the_table_of_marks_label() -> None:
    """[10.31-10.33, 12.11, 14.0] every mark with a label shows, in the table's order, from the one table of marks."""
    ship = shannon_chesapeake().ship("Shannon").with_(hull=5, rigging=2, masts=1, wheel=True, fires=1)
    assert labels(ship) == "H5 R2 M1 wheel fire abandoned"
    assert labels(ship) in texts(drawing.draw_ship(new_ax(), ship))


def test_nationality_colours_are_distinct() -> None:
    """[2.21] Four nationalities, four different colours."""
    assert set(drawing.NATION_COLOURS) == {"BR", "FR", "US", "PA"}
    assert len(set(drawing.NATION_COLOURS.values())) == 4


def test_draw_counter_names_every_rating() -> None:
    """[2.22] 55-A-5-9 BR: Fire Value, gun type, Sailing Value, Rate, Crew Value, nationality."""
    ax = new_ax((6, 3))
    arts = drawing.draw_counter(ax, Counter.from_rating("Shannon", "55-A-5-9 BR"))
    shown = texts(arts)
    assert "".join(shown[1:]).startswith("55-A")
    labels = " ".join(a.get_text() for a in arts if isinstance(a, Annotation))
    for word in ("Fire Value", "Sailing", "Rate", "Crew Value", "nationality", "[9.38]"):
        assert word in labels


def test_fighting_sail_diagrams_import_no_module_that_rules() -> None:
    """[issue 21, point 4] A diagram draws what its ruling carries: no drawing face of Fighting Sail imports a module
    that makes rulings (the counter drawn above is read through the ratings it shows, not the ships module)."""
    from pathlib import Path

    from sailkit.code_figures import drawing_imports_of_rulings

    root = Path(__file__).resolve().parents[2]
    assert [x for x in drawing_imports_of_rulings(root) if x.startswith("sailkit/rulesets/fighting_sail/")] == []


# ---------------------------------------------------------------- overlays


def test_draw_fields_shades_what_the_arc_rules_say() -> None:
    """[9.31b, 9.35] Each arc is one collection holding exactly that arc's squares inside the window."""
    ax = new_ax()
    win = drawing.window_for(("0101", "3020"))
    arts = drawing.draw_fields(ax, fields_of_fire("0811", "E"), window=win)
    arcs = field_squares(square("0811"), Direction.E, READINGS.defaults())
    by_gid = {a.get_gid(): a for a in arts}
    counts = [len(by_gid[g].get_paths()) for g in ("field-port", "field-starboard", "blind-bow", "blind-stern")]
    assert counts == [len(arcs["port"]), len(arcs["starboard"]), len(arcs["bow"]), len(arcs["stern"])]
    assert by_gid["field-port"].get_label() == "port broadside field [9.31b]"
    assert by_gid["blind-bow"].get_hatch() == "////"  # the one hatch: a blind area


def test_draw_fields_follows_reading_arc_boundary() -> None:
    """[9.31b] Switching arc_boundary moves the 45-degree squares between broadside and blind shading."""
    win = drawing.window_for(("0608", "1014"))
    broad = drawing.draw_fields(new_ax(), fields_of_fire("0811", "E", {"arc_boundary": "broadside"}), window=win)
    blind = drawing.draw_fields(new_ax(), fields_of_fire("0811", "E", {"arc_boundary": "blind"}), window=win)

    def count(arts, gid):
        return len(next(a for a in arts if a.get_gid() == gid).get_paths())

    assert count(broad, "field-port") > count(blind, "field-port")
    assert count(broad, "blind-bow") < count(blind, "blind-bow")


def test_draw_sight_marks_the_blocking_square_A11() -> None:
    """[9.31c] Example A11: from 0505 to 0805 the ship in 0605 blocks; a cross is drawn on it."""
    ax = new_ax()
    arts = drawing.draw_sight(ax, line_of_sight("0505", "0805", occupied=["0605", "0706"]))
    line = next(a for a in arts if isinstance(a, Line2D))
    assert line.get_color() == drawing.BLOCKED
    crosses = next(a for a in arts if a.get_gid() == "sight-blocker-marks")
    assert [Square(6, 5).polygon.contains(Point(*c)) for c in centres(crosses)] == [True]
    grey = next(a for a in arts if a.get_label() == "occupied square")
    assert len(grey.get_paths()) == 1  # 0706 is occupied but not in the way


def test_draw_sight_clear_line_A11() -> None:
    """[9.31c] Example A11: 0505 to 0707 passes; the line is drawn clear with no crosses."""
    ax = new_ax()
    arts = drawing.draw_sight(ax, line_of_sight("0505", "0707", occupied=["0605", "0706"]))
    line = next(a for a in arts if isinstance(a, Line2D))
    assert line.get_color() == drawing.CLEAR
    assert not [a for a in arts if a.get_gid() in ("sight-blockers", "sight-blocker-marks")]


def test_draw_sight_rings_the_corners_the_line_touches_A11() -> None:
    """[9.31c] Example A11: the clear line 0505-0707 touches 0605 and 0706 only at their corners (5, 5) and (6, 6): both ringed."""
    arts = drawing.draw_sight(new_ax(), line_of_sight("0505", "0707", occupied=["0605", "0706"]))
    rings = next(a for a in arts if a.get_gid() == "sight-corners")
    assert sorted(centres(rings)) == [(5.0, 5.0), (6.0, 6.0)]
    along_a_row = drawing.draw_sight(new_ax(), line_of_sight("0505", "0805", occupied=["0605", "0706"]))
    assert not [a for a in along_a_row if a.get_gid() == "sight-corners"]  # a line along row 05 meets no corner


def test_blocker_is_framed_and_crossed_over_its_counter() -> None:
    """[9.31c] Guerriere in 1012 blocks Shannon (1013) from Constitution (1010): red frame and cross drawn over the counter."""
    pos = Position.parse("FS turn 3 wind W | Shannon BR 1013 E | Constitution US 1010 N | Guerriere BR 1012 S")
    arts = drawing.draw_position(pos, new_ax((8, 6)), sight=sight_between(pos, "Shannon", "Constitution"))
    cross = next(a for a in arts if a.get_gid() == "sight-blocker-marks")
    outline = next(a for a in arts if a.get_gid() == "sight-blockers")
    hulls = [a for a in arts if a.get_zorder() == 3.8]
    assert [square("1012").polygon.contains(Point(*c)) for c in centres(cross)] == [True]
    assert cross.get_zorder() > outline.get_zorder() > max(h.get_zorder() for h in hulls)
    assert outline.get_paths()[0].vertices.min(axis=0) == pytest.approx((9, 11))
    assert outline.get_paths()[0].vertices.max(axis=0) == pytest.approx((10, 12))  # around 1012
    assert outline.get_edgecolor()[0][:3] == pytest.approx(_rgb(drawing.BLOCKED))


def centres(collection) -> list[tuple[float, float]]:
    """The centre of each shape of a collection (markers are drawn as shapes in square units)."""
    return [tuple(round(float(v), 6) for v in path.vertices[:-1].mean(axis=0)) for path in collection.get_paths()]


def test_range_label_sits_beside_the_middle_of_the_line_A12() -> None:
    """[9.31a] Example A12: 6 RP from 1013 to 1010 is written half way along the line, just off it, not on the target."""
    ax = new_ax()
    drawing.draw_map(ax, ("0808", "1214"))
    (label,) = drawing.draw_ranges(ax, [range_points("1013", "1010")])
    x, y = label.get_position()
    assert label.get_text() == "6 RP"
    assert y == pytest.approx(11.0)  # the middle of the line from (9.5, 12.5) to (9.5, 9.5)
    assert 0.2 <= x - 9.5 <= 0.4  # off the line, to the east
    assert not (9 <= x <= 10 and 9 <= y <= 10)  # not on Constitution's square


def test_range_label_slides_off_a_counter_in_its_way() -> None:
    """[9.31a] With a ship in 1012 the label moves along the line to a free square (1011)."""
    ax = new_ax()
    drawing.draw_map(ax, ("0808", "1214"))
    (label,) = drawing.draw_ranges(ax, [range_points("1013", "1010")], avoid=["1012"])
    x, y = label.get_position()
    assert y - 0.12 > 10.0 and y + 0.12 < 11.0  # inside row 11, clear of row 12
    assert 0.2 <= x - 9.5 <= 0.4


@given(st.integers(1, 30), st.integers(1, 20), st.integers(1, 30), st.integers(1, 20))
@settings(max_examples=40, deadline=None)
def test_range_label_is_always_near_the_middle_of_its_line(c0: int, r0: int, c1: int, r1: int) -> None:
    """[9.31a] Invariant: every spot a label may take lies 0.3 (or, when those are taken, 0.8) squares off the line,
    between 20% and 80% of the way along it, the middle first."""
    import math

    o, t = Square(c0, r0), Square(c1, r1)
    if o == t:
        return
    spots = drawing._range_spots(o, t)
    (x0, y0), (x1, y1) = o.center, t.center
    length = math.hypot(x1 - x0, y1 - y0)
    for (x, y), _, _ in spots:
        along = ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / length**2
        off = abs((x - x0) * (y1 - y0) - (y - y0) * (x1 - x0)) / length
        assert 0.2 - 1e-9 <= along <= 0.8 + 1e-9 and (off == pytest.approx(0.3) or off == pytest.approx(0.8))
    (x, y), _, _ = spots[0]
    assert math.hypot(x - (x0 + x1) / 2, y - (y0 + y1) / 2) == pytest.approx(0.3)


def test_draw_ranges_labels_range_points_A10() -> None:
    """[9.31a] Example A10: from 0505, 0707 is 6 RP, 0706 is 5 RP and 0705 is 4 RP."""
    ax = new_ax()
    drawing.draw_map(ax, ("0404", "0808"))
    ranges = [range_points("0505", t) for t in ("0707", "0706", "0705", "0505")]
    assert texts(drawing.draw_ranges(ax, ranges)) == ["6 RP", "5 RP", "4 RP"]


def test_draw_path_accepts_names_and_objects_with_a_path() -> None:
    """[7.0] A movement path goes through each square entered, ending in an arrow."""

    class Move:
        path = ("0811", "0911", "1012")

    for p in (["0811", "0911", "1012"], Move()):
        ax = new_ax()
        line, _dots, head = drawing.draw_path(ax, p)
        assert list(line.get_xdata())[:2] == [7.5, 8.5]
        assert any(np.allclose(v, square("1012").center) for v in head.get_paths()[0].vertices)  # the head ends there


def test_draw_path_of_real_moves_follows_their_squares() -> None:
    """[7.31] Shannon (0811, heading E, broad reaching, MA 6) ordered ahead enters 0911, 1011, 1111."""
    pos = shannon_chesapeake()
    options = list(moves(pos, "Shannon", "ahead"))
    assert options
    ax = new_ax()
    arts = drawing.draw_position(pos, ax, paths=options[:1])
    line = next(a for a in arts if isinstance(a, Line2D) and a.get_label() != "")
    assert list(line.get_xdata())[:-1] == [s.center[0] for s in options[0].squares][:-1]
    assert [s.center for s in options[0].squares][-1] == square("1111").center


def test_draw_position_with_every_overlay_draws_on_the_given_ax() -> None:
    """[9.31a-c, 9.35] Fields, sight, ranges and paths together; everything lands on the ax passed in."""
    pos = shannon_chesapeake()
    ax = new_ax((8, 6))
    arts = drawing.draw_position(
        pos,
        ax,
        fields=fields_of(pos, "Shannon"),
        sight=sight_between(pos, "Shannon", "Chesapeake"),
        ranges=ranges_from_ship(pos, "Shannon"),
        paths=[["0811", "0911"]],
    )
    assert all(a.axes is ax or a.figure is ax.figure for a in arts)
    shown = texts(arts)
    assert "8 RP" in shown  # 0811 to 0807: four sides [9.31a]
    legend = ax.get_legend()
    assert "line of sight, clear [9.31c]" in [t.get_text() for t in legend.get_texts()]
    assert sum(isinstance(a, PathCollection) and a.get_label().startswith("port") for a in arts) == 1


def test_draw_position_makes_its_own_figure_when_no_ax() -> None:
    arts = drawing.draw_position(shannon_chesapeake())
    fig = arts[0].figure
    assert isinstance(fig, Figure)
    assert fig.get_figwidth() > 3


def test_fouled_stack_draws_both_hulls_with_joined_names() -> None:
    """[7.81] Two ships in one square are drawn side by side, their names joined."""
    pos = shannon_chesapeake(square=square("0807"), fouled=True)
    pos = pos.with_ship(pos.ship("Chesapeake").with_(fouled=True))
    arts = drawing.draw_position(pos, new_ax())
    assert "Chesapeake/Shannon" in [flat(t) for t in texts(arts)]
    hulls = [a for a in arts if a.get_zorder() == 3.8]
    assert len(hulls) == 2


# ---------------------------------------------------------------- the sailing rose


def test_sailing_rose_labels_each_heading_with_its_allowance() -> None:
    """[5.22] Wind from N, Sailing Value A: E beam reaching 4, NE beating 3, SE broad reaching 6, S running 5."""
    arts = drawing.draw_sailing_rose(new_ax((7, 5)), sailing_rose("N", "A"))
    shown = set(texts(arts))
    for line in (
        "E: beam reaching\nMA 4",
        "NE: beating\nMA 3",
        "SE: broad reaching\nMA 6",
        "S: running\nMA 5",
        "N: taken aback\nno MA",
    ):
        assert line in shown


def test_sailing_rose_follows_reading_ma_table() -> None:
    """[5.22] The lost C beating value: 1 under minus_one, 2 under proportional (as movement_allowance says)."""
    for option in ("minus_one", "proportional"):
        arts = drawing.draw_sailing_rose(new_ax((7, 5)), sailing_rose("N", "C", readings={"ma_table": option}))
        expected = int(movement_allowance("C", "NE", "N", readings={"ma_table": option}))
        assert f"NE: beating\nMA {expected}" in texts(arts)
    assert int(movement_allowance("C", "NE", "N", readings={"ma_table": "minus_one"})) == 1


def test_every_scenario_draws_with_every_ship_named() -> None:
    """[15.0] Each scenario's set-up renders, showing every ship's name, inside the ships window."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario, scenarios

    for info in scenarios():
        pos = scenario(info.id)
        assert drawing.position_svg(pos)
        shown = " ".join(flat(t) for t in texts(drawing.draw_position(pos)))
        for ship in pos.afloat():
            assert ship.name in shown


def flat(text: str) -> str:
    """A label as one line again: a name wrapped after ``/`` or split with a hyphen joins directly, one wrapped at a
    space gets the space back."""
    return text.replace("/\n", "/").replace("-\n", "").replace("\n", " ")


# ---------------------------------------------------------------- labels stay readable


def test_long_names_wrap_instead_of_shrinking_15_7() -> None:
    """[2.22] Countess of Scarborough (15.7) goes onto two lines, never below the minimum font size."""
    pos = Position.parse("FS turn 1 wind N | Bonhomme Richard US 1010 E | Countess of Scarborough BR 1210 W")
    ax = new_ax((8, 6))
    arts = drawing.draw_position(pos, ax)
    unit = draw.unit_points(ax)
    names = {
        flat(a.get_text()): a
        for a in arts
        if isinstance(a, Text) and flat(a.get_text()) in ("Bonhomme Richard", "Countess of Scarborough")
    }
    assert names["Countess of Scarborough"].get_text() == "Countess of\nScarborough"
    assert names["Bonhomme Richard"].get_text() == "Bonhomme\nRichard"
    for label in names.values():
        assert label.get_fontsize() >= drawing.MIN_LABEL * unit - 1e-9


def test_ship_names_read_at_11_pixels_at_natural_size_in_every_scenario() -> None:
    """[2.22, 15.0] In a diagram as made (no scaling), every ship's name is at least 11 CSS pixels (8.25 points) high."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario, scenarios

    for info in scenarios():
        fig = drawing.position_figure(scenario(info.id))
        names = [t for t in fig.axes[0].texts if t.get_gid() == "ship-name"]
        assert names and min(t.get_fontsize() for t in names) * 4 / 3 >= 11 - 1e-9, info.id


def test_placeholder_counter_rating_is_italic_with_a_question_mark() -> None:
    """[2.22] Agamemnon's ratings were never recovered: drawn as 60-B-3-8? in italics; a recovered counter is upright."""
    aga = ShipState(counter("Agamemnon"), "BR", square("0803"), Direction.S)
    assert counter("Agamemnon").provenance == "placeholder"
    arts = drawing.draw_ship(new_ax(), aga)
    rating = next(a for a in arts if isinstance(a, Text) and a.get_text().startswith("60-"))
    assert rating.get_text() == "60-B-3-8?" and rating.get_fontstyle() == "italic"
    atlas = ShipState(counter("Atlas"), "BR", square("1002"), Direction.S)
    upright = next(
        a for a in drawing.draw_ship(new_ax(), atlas) if isinstance(a, Text) and a.get_text().startswith("62-")
    )
    assert upright.get_text() == "62-C-3-8" and upright.get_fontstyle() == "normal"


def test_a_caption_replaces_the_ratings() -> None:
    """[7.71] draw_position(captions=...) writes a red note where the ship's ratings would be."""
    arts = drawing.draw_position(shannon_chesapeake(), new_ax(), captions={"Shannon": "back sail"})
    shown = texts(arts)
    assert "back sail" in shown and "55-A-5-9" not in shown and "54-A-5-8" in shown
    note = next(a for a in arts if a.get_gid() == "caption")
    assert note.get_weight() == "bold" and square("0811").polygon.contains(Point(*note.get_position()))


def test_the_key_names_each_colour_once_with_its_case() -> None:
    """[2.21, 9.31b, 9.35] One row per meaning: the nations present in the key under the compass, the overlays with
    their cases in the key under the board."""
    pos = shannon_chesapeake()
    arts = drawing.draw_position(pos, fields=fields_of(pos, "Shannon"))
    rows = [t.get_text() for t in arts[0].axes.get_legend().get_texts()]
    (nations,) = [a for a in arts if a.get_gid() == "colour-key"]
    assert [t.get_text() for t in nations.findobj(Text) if t.get_text()] == [
        "\u25a0 BR British",
        "\u25a0 US United States",
    ]
    assert rows == [
        "Shannon's port field [9.31b]",
        "Shannon's starboard field [9.31b]",
        "Shannon's blind areas [9.35]",
        drawing.RATINGS_KEY.text,  # issue 24: what the counters' four ratings and the * mean
    ]


def _side_key_in_the_strip(fig: Figure) -> list[tuple[str, str]]:
    """The words and colours of ``fig``'s key to the nationalities, checked to stand in the strip east of the map (or,
    for a board too wide for a notebook with it, in the row under the map), under the wind's words, covering nothing."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    ax = fig.axes[0]
    (key,) = [a for a in ax.get_children() if a.get_gid() == "colour-key"]
    box = key.get_window_extent(renderer)
    (wind,) = [t for t in ax.texts if t.get_text().startswith("wind from")]
    coordinates = [t.get_window_extent(renderer) for t in ax.texts if re.fullmatch(r"\d\d", t.get_text())]
    east = box.x0 > max(c.x1 for c in coordinates)  # in the strip, right of the map
    under = box.y1 < min(c.y0 for c in coordinates)  # in the row under the map
    assert (east or under) and box.x1 <= ax.get_window_extent(renderer).x1
    assert box.y1 < wind.get_window_extent(renderer).y0  # under the compass and the wind (y grows upward in pixels)
    assert not any(a.get_gid() == "key" for a in ax.get_children()) or all(
        "British" not in t.get_text() for t in ax.get_legend().get_texts()
    )  # said once
    return [(t.get_text(), t.get_color()) for t in key.findobj(Text) if t.get_text()]


def test_a_position_a_game_and_the_replay_board_say_which_colour_is_which_nationality_under_the_compass() -> None:
    """[2.21, 12.2] The key under the Game-Turn and the wind names each nationality in its counters' colour; a prize
    keeps her nationality's colour (tagged "prize"), so no colour stands for struck ships."""
    from sailkit.rulesets.fighting_sail.faces.replay import ReplayBoard
    from sailkit.rulesets.fighting_sail.game import Game

    both = [
        ("\u25a0 BR British", drawing.NATION_COLOURS["BR"]),
        ("\u25a0 US United States", drawing.NATION_COLOURS["US"]),
    ]
    assert _side_key_in_the_strip(drawing.position_figure(shannon_chesapeake())) == both
    taken = shannon_chesapeake().with_ship(shannon_chesapeake().ship("Chesapeake").with_(side="BR", prize=True))
    assert _side_key_in_the_strip(drawing.position_figure(taken)) == both
    game = Game.from_scenario("15.9")
    french = [("\u25a0 BR British", drawing.NATION_COLOURS["BR"]), ("\u25a0 FR French", drawing.NATION_COLOURS["FR"])]
    assert _side_key_in_the_strip(drawing.game_figure(game)) == french
    board = ReplayBoard([game.state])
    board.update(game.state, "Santo Domingo")
    assert _side_key_in_the_strip(board.figure) == french
    assert drawing.position_figure(shannon_chesapeake(), legend=False).axes[0].get_legend() is None


def test_export_writes_each_format_atomically_and_refuses_unknown_suffixes(tmp_path) -> None:
    """A club exports the diagram of a settled dispute: a ruling, a position or a figure, as SVG, PNG or PDF."""
    from sailkit.rulesets.fighting_sail import Position
    from sailkit.rulesets.fighting_sail.faces import drawing

    duel = Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    ruling = fire_value(duel, "Shannon", "Constitution")
    svg_path = drawing.export(ruling, tmp_path / "dispute.svg")
    assert svg_path.read_text().startswith("<?xml") and "<svg" in svg_path.read_text()
    assert drawing.export(ruling, tmp_path / "again.svg").read_text() == svg_path.read_text()  # deterministic
    assert (drawing.export(duel, tmp_path / "duel.png")).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert drawing.export(drawing.position_figure(duel), tmp_path / "duel.pdf").read_bytes()[:5] == b"%PDF-"
    with pytest.raises(ValueError, match="'.gif'"):
        drawing.export(duel, tmp_path / "duel.gif")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "again.svg",
        "dispute.svg",
        "duel.pdf",
        "duel.png",
    ]  # no temporary left


def test_the_key_explains_the_ratings_and_the_question_mark_where_counters_show_them() -> None:
    """Issue 24: a counter's "55-A-5-9" and its ``*`` and ``?`` were explained nowhere on the board. A picture with
    ratings on its counters has a key row naming the four in order [2.22, 9.38]; one with a stand-in counter
    (ratings never recovered, ending in ``?``) a row for that too; a picture without counters has neither."""
    import sailkit.rulesets.fighting_sail as fs
    from sailkit.figures import figure_of

    rake = figure_of(fs.fire_value(fs.scenario("15.8"), "Detroit", "Lawrence"))  # Hunter: 38-A-7-7?
    rows = [t.get_text() for t in rake.axes[0].get_legend().get_texts()]
    assert drawing.RATINGS_KEY.text in rows and drawing.PLACEHOLDER_KEY.text in rows
    assert "Fire Value (* carronades), Sailing Value, Rate, Crew Value" in drawing.RATINGS_KEY.text
    plain = drawing.position_figure(shannon_chesapeake())
    rows = [t.get_text() for t in plain.axes[0].get_legend().get_texts()]
    assert drawing.RATINGS_KEY.text in rows and drawing.PLACEHOLDER_KEY.text not in rows
    bare = figure_of(fs.arc_between(fs.scenario("15.9"), "Imperial", "Canopus").ruling)
    rows = [t.get_text() for t in bare.axes[0].get_legend().get_texts()]
    assert drawing.RATINGS_KEY.text not in rows


def _gid(fig: Figure, gid: str) -> list[object]:
    return [a for a in fig.findobj() if a.get_gid() == gid]


def test_a_refused_shot_never_draws_the_green_arrow() -> None:
    """Issue 24: a "no" drew the green "clear line" arrow whenever the line of sight was clear. Chesapeake dead ahead
    of Shannon is in her bow blind area: the line is clear but no broadside bears, so the line asked about is a
    grey dash, keyed so; the allowed shot of 15.9 keeps its green arrow [9.31b, 9.31c]."""
    import matplotlib.colors as mc

    import sailkit.rulesets.fighting_sail as fs
    from sailkit.figures import figure_of

    ahead = Position.parse("FS turn 3 wind N | Shannon BR 1010 N | Chesapeake US 1006 S")
    refused = fs.fire_value(ahead, "Shannon", "Chesapeake")
    assert not getattr(refused, "ruling", refused)
    fig = figure_of(refused)
    (line,) = _gid(fig, "sight-line")
    assert mc.to_hex(line.get_color()) != mc.to_hex(draw.style.CLEAR)  # type: ignore[attr-defined]
    rows = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert "line of fire, clear [9.31c]" not in rows and "the line asked about: clear, but no fire" in rows
    allowed = figure_of(fs.fire_value(fs.scenario("15.9"), "Imperial", "Canopus"))
    (arrow,) = _gid(allowed, "sight-line")
    assert mc.to_hex(arrow.get_facecolor()[0]) == mc.to_hex(draw.style.CLEAR)  # type: ignore[attr-defined]


def test_the_ring_of_a_ship_that_can_take_the_surrender_is_no_nation_colour() -> None:
    """Issue 24: the ring was drawn in the captor's nation colour, British vermilion, a colour that means "British"
    on every board. It is ink now, and its key says what it means [12.13]."""
    import matplotlib.colors as mc

    import sailkit.rulesets.fighting_sail as fs
    from sailkit.figures import figure_of

    start = fs.scenario("15.1")
    late = start.with_ship(start.ship("Chesapeake").with_(hull=6))
    late = late.with_ship(late.ship("Shannon").with_(square=fs.square("0908")))
    fig = figure_of(fs.strike_ruling(late, "Chesapeake"))
    (ring,) = _gid(fig, "strike-enemy-Shannon")
    colour = mc.to_hex(ring.get_edgecolor()[0])  # type: ignore[attr-defined]
    assert colour == mc.to_hex(draw.style.INK)
    assert colour not in {mc.to_hex(c) for c in draw.style.NATIONS.values()}


def test_a_tinted_field_does_not_show_through_a_counter() -> None:
    """Issue 24: the counter's tile was its nation's colour at 20% over whatever lay under it, so British tan read
    olive on a green field. An opaque white tile goes first: the counter looks the same on any field."""
    pos = shannon_chesapeake()
    ax = new_ax()
    drawing.draw_ship(ax, pos.ship("Shannon"))
    tiles = sorted((c for c in ax.collections if c.get_zorder() < 3.45), key=lambda c: c.get_zorder())
    base = tiles[0]
    assert base.get_facecolor()[0][3] == 1.0 and tuple(base.get_facecolor()[0][:3]) == (1.0, 1.0, 1.0)
    assert all(t.get_zorder() > base.get_zorder() for t in tiles[1:]) and drawing_field_zorder() < base.get_zorder()


def drawing_field_zorder() -> float:
    """The zorder fields of fire are drawn at (under every counter)."""
    pos = shannon_chesapeake()
    ax = new_ax()
    (first, *_) = drawing.draw_fields(ax, fields_of(pos, "Shannon"))
    return float(first.get_zorder())


def test_counter_ratings_and_damage_tags_read_at_11_px() -> None:
    """Issue 24: ratings were 9.6 px and damage tags 9.2 px at 100%; both are at least the kit's smallest text."""
    pos = shannon_chesapeake()
    hurt = pos.with_ship(pos.ship("Shannon").with_(hull=2))
    ax = new_ax()
    arts = drawing.draw_ship(ax, hurt.ship("Shannon"))
    sized = {a.get_gid(): a.get_fontsize() for a in arts if a.get_gid() in ("ratings", "damage")}  # type: ignore[attr-defined]
    assert set(sized) == {"ratings", "damage"} and min(sized.values()) >= draw.style.SMALLEST_POINTS


@given(st.integers(6, 12), st.integers(6, 12))
@settings(max_examples=12, deadline=None)
def test_a_range_label_never_covers_a_damage_tag_or_a_name(col: int, row: int) -> None:
    """Issue 24: "2 RP" was printed over a neighbour's "H2". Wherever the target stands round a damaged bystander,
    each range label's box overlaps no damage tag and no ship's name [9.31a]."""
    spot = f"{col:02d}{row:02d}"
    if spot in ("0909", "0910"):
        return
    pos = Position.parse(f"FS turn 3 wind N | Shannon BR 0910 E | Chesapeake US {spot} W | Constitution US 0909 S")
    pos = pos.with_ship(pos.ship("Constitution").with_(hull=2, rigging=1))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(hull=3))
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fig = drawing.position_figure(pos, ranges=ranges_from_ship(pos, "Shannon"))
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    texts_drawn = [t for t in fig.axes[0].texts if t.get_text()]
    labels = [t.get_window_extent(renderer) for t in texts_drawn if t.get_text().endswith(" RP")]
    others = [t.get_window_extent(renderer) for t in texts_drawn if t.get_gid() in ("damage", "ship-name")]
    assert labels
    for a in labels:
        for b in others:
            w = min(a.x1, b.x1) - max(a.x0, b.x0)
            h = min(a.y1, b.y1) - max(a.y0, b.y0)
            assert w <= 0.5 or h <= 0.5, f"a range label covers a tag or name ({spot})"


def test_a_stack_of_four_lists_its_names_beside_its_square_clear_of_a_neighbour() -> None:
    """Issue 24: the four-ship stack's joined names ran over the counter next door. Three names or more are listed
    one a line beside the stack, on the side where no other ship stands [7.81]."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    four = " | ".join(f"{n} {s} 1009 E fouled" for n, s in (("Shannon", "BR"), ("Guerriere", "BR"), ("Chesapeake", "US"), ("Constitution", "US")))  # fmt: skip
    pos = Position.parse(f"FS turn 1 wind SW | {four} | Northumberland BR 1109 N")
    fig = drawing.position_figure(pos)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    names = {t.get_text(): t for t in fig.axes[0].texts if t.get_gid() == "ship-name"}
    assert "Shannon\nGuerriere\nChesapeake\nConstitution" in names
    stack = names["Shannon\nGuerriere\nChesapeake\nConstitution"].get_window_extent(renderer)
    neighbour = fig.axes[0].transData.transform([(10.0, 8.0), (11.0, 9.0)])  # square 1109
    assert stack.x1 <= min(neighbour[:, 0]) or stack.x0 >= max(neighbour[:, 0])
    others = [t.get_window_extent(renderer) for k, t in names.items() if "\n" not in k or "Northum" in k]
    assert all(
        min(stack.x1, b.x1) - max(stack.x0, b.x0) <= 0 or min(stack.y1, b.y1) - max(stack.y0, b.y0) <= 0 for b in others
    )
