"""Rulings draw themselves in a notebook: fire [9.31-9.35], moves [7.0], weather gauge [7.21], striking [12.13],
line of sight [9.31c] and fire arcs [9.31b].

Each ruling carries a zero-argument ``diagram`` producer: nothing is drawn (and
matplotlib is not imported) until a notebook shows the ruling. Key artists carry SVG
ids (``gid``) so these tests can find them in the picture.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Point

from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail import drawing
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.fire.arcs import fire_arc
from sailkit.rulesets.fighting_sail.fire.combat import arc_between, fire_value, sight_between
from sailkit.rulesets.fighting_sail.fire.odds import fire_odds
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.gauge import weather_gauge
from sailkit.rulesets.fighting_sail.movement import moves
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.state import Position
from sailkit.rulesets.fighting_sail.striking import strike_ruling
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"

#: A12 geometry: Shannon 6 RP south of Constitution heading E, in its stern blind area.
A12 = "FS turn 3 wind W | Shannon BR 1013 E | Constitution US 1010 N"
#: The same with Guerriere on the line between them.
A12_BLOCKED = "FS turn 3 wind W | Shannon BR 1013 E | Constitution US 1010 N | Guerriere BR 1012 S"
#: The 7.2 example (A5/A6): Guerriere beam reaching (MA 4), Constitution beating (MA 3).
EXAMPLE_7_2 = "FS turn 3 wind W | Guerriere BR 1009 S cmd=ahead | Constitution US 0610 NW cmd=ahead"
#: Guerriere abandoned at 5 hull hits (Rate 5), Constitution alongside, a US prize next to it, Levant far off.
STRIKE = "FS turn 3 wind W | Guerriere BR 1009 S hull=5 | Constitution US 1110 NW | Chesapeake US 0908 S prize | Levant BR 1013 N"
#: A11 reconstructed fixture: A 0505, B 0605, C 0805, D 0707, E 0906, F 0706.
A11 = ["0505", "0605", "0805", "0707", "0906", "0706"]


def ids(svg: str) -> set[str]:
    return set(re.findall(r'id="([^"]+)"', svg))


def element(svg: str, gid: str) -> ET.Element:
    """The SVG element with this id (the diagram is well-formed XML)."""
    found = ET.fromstring(svg).find(f".//*[@id='{gid}']")
    assert found is not None, gid
    return found


def text_of(svg: str, gid: str) -> str:
    return " ".join(t.strip() for t in element(svg, gid).itertext() if t.strip())


def title(svg: str) -> str:
    return text_of(svg, "diagram-title")


def numbered(svg: str, prefix: str) -> list[int]:
    """The k of every id ``<prefix>-k`` (whole artists only, not their ``-k-2`` parts)."""
    return sorted(int(k) for k in re.findall(rf'id="{prefix}-(\d+)"', svg))


def every_ruling() -> dict[str, Ruling]:
    """One ruling of each kind that draws itself."""
    a12, ex = Position.parse(A12), Position.parse(EXAMPLE_7_2)
    return {
        "fire": fire_value(a12, "Shannon", "Constitution"),
        "moves": moves(ex, "Guerriere", "port"),
        "gauge": weather_gauge(ex),
        "strike": strike_ruling(Position.parse(STRIKE), "Guerriere"),
        "sight": line_of_sight("0505", "0805", occupied=A11),
        "arc": fire_arc("0505", "N", "0305").ruling,
    }


# ---------------------------------------------------------------- every ruling shows a picture


@pytest.mark.parametrize("kind", ["fire", "moves", "gauge", "strike", "sight", "arc"])
def test_each_ruling_carries_a_diagram_shown_in_its_html(kind: str) -> None:
    """[9.33, 7.0, 7.21, 12.13, 9.31c, 9.31b] The notebook view has the steps table, then an inline SVG with a title."""
    ruling = every_ruling()[kind]
    assert ruling.diagram is not None
    html = ruling._repr_html_()
    assert "<table>" in html and "<svg" in html
    assert html.index("<table>") < html.index("<svg")
    assert "<?xml" not in html and "<!DOCTYPE" not in html  # embeddable in HTML
    assert title(ruling.diagram())


@pytest.mark.parametrize("kind", ["fire", "moves", "gauge", "strike", "sight", "arc"])
def test_diagram_is_deterministic(kind: str) -> None:
    """[2.1] The same ruling made twice draws byte-identical SVG (no dates, fixed ids)."""
    first, second = every_ruling()[kind], every_ruling()[kind]
    assert first.diagram() == first.diagram() == second.diagram()
    assert not re.search(r"0x[0-9a-f]{6,}", first.diagram())


def test_making_rulings_does_not_import_matplotlib() -> None:
    """[9.33, 7.0, 7.21, 12.13, 9.31b, 9.31c] Rulings are made without matplotlib; only showing one loads it."""
    code = (
        "import sys;"
        "from tests.fighting_sail.test_ruling_diagrams import every_ruling;"
        "from sailkit.rulesets.fighting_sail.state import Position;"
        "from tests.fighting_sail.test_ruling_diagrams import A12;"
        "from sailkit.rulesets.fighting_sail import fire_odds;"
        "rs = every_ruling(); fire_odds(Position.parse(A12), 'Shannon', 'Constitution');"
        "before = 'matplotlib' in sys.modules;"
        "rs['sight']._repr_html_();"
        "print(before, 'matplotlib' in sys.modules, 'matplotlib.pyplot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=str(ROOT))
    assert out.stdout.split() == ["False", "True", "False"]


def test_diagram_is_drawn_once_and_kept() -> None:
    """Showing a ruling twice draws it once: the producer returns the very same text."""
    r = line_of_sight("0505", "0805", occupied=A11)
    assert r.diagram() is r.diagram()


def test_diagram_does_not_change_ruling_equality() -> None:
    """A ruling's picture is not part of its value: equal rulings stay equal [9.31c]."""
    a = line_of_sight("0505", "0707", occupied=A11)
    b = Ruling(a.question, a.verdict, a.steps, a.readings, a.value, dict(a.facts))
    assert a == b and a.diagram is not None and b.diagram is None


# ---------------------------------------------------------------- fire [9.31-9.35]


def test_fire_diagram_shows_fields_sight_range_and_rake_A12() -> None:
    """[9.31a, 9.31b, 9.31c, 9.33f] A12: port field shaded, clear sight line, 6 RP label, Constitution's stern blind area hatched."""
    svg = fire_value(Position.parse(A12), "Shannon", "Constitution").diagram()
    assert {
        "fire-field-port",
        "fire-field-starboard",
        "fire-target-stern-blind",
        "fire-target-bow-blind",
        "sight-line",
    } <= ids(svg)
    assert "sight-blockers" not in ids(svg)
    assert text_of(svg, "fire-range") == "6 RP"
    assert "Fire Value 65" in title(svg) and "stern rake" in title(svg)
    assert element(svg, "sight-line").find(f".//{SVG}path").get("style", "").count("#1b7837") == 1  # clear = green


def _point(xy: object) -> Point:
    """A shapely point from an (x, y) pair, e.g. the mean of a hull's vertices."""
    x, y = xy  # type: ignore[misc]
    return Point(float(x), float(y))


def title_lines(svg: str) -> list[str]:
    """The title's lines as drawn (each line of a text is its own SVG text element)."""
    return [" ".join(t.itertext()).strip() for t in element(svg, "diagram-title").iter(f"{SVG}text")]


def test_fire_diagram_title_breaks_before_the_fire_value_and_keys_name_both_fields_A12() -> None:
    """[9.33, 9.31b] The Fire Value starts its own title line; the key reads "firer's starboard field"."""
    svg = fire_value(Position.parse(A12), "Shannon", "Constitution").diagram()
    lines = title_lines(svg)
    assert lines[0].endswith("(hull fire):")
    assert lines[1].startswith("Fire Value 65 (range 6 RP, stern rake")
    assert "firer's starboard field" in svg and "firer's port field" in svg
    assert "reading" not in title(svg)  # a straight line down column 10 needed no reading


def test_fire_diagram_range_label_is_on_the_middle_of_the_sight_line_A12() -> None:
    """[9.31a] The 6 RP label sits half way between Shannon (1013) and Constitution (1010), off their counters."""
    p = Position.parse(A12)
    fig = drawing.fire_figure(p, fire_value(p, "Shannon", "Constitution"), "Shannon", "Constitution")
    label = next(a for a in fig.axes[0].texts if a.get_gid() == "fire-range")
    x, y = label.get_position()
    assert label.get_text() == "6 RP" and y == pytest.approx(11.0) and 9.5 < x < 10.0


def test_fire_diagram_title_names_the_reading_that_decided_the_sight_line() -> None:
    """[9.31c] los_corner_pinch: the shot through the corner of 0605 and 0506 names the reading in the title, either way."""
    p = Position.parse(
        "FS turn 1 wind W | Shannon BR 0505 NE | Constitution US 0707 N | Guerriere BR 0605 N | Levant BR 0506 N"
    )
    clear = title(fire_value(p, "Shannon", "Constitution").diagram())
    pinched = title(fire_value(p, "Shannon", "Constitution", readings={"los_corner_pinch": "blocked"}).diagram())
    assert "los_corner_pinch=clear" in clear and "Fire Value" in clear
    assert "refused" in pinched and "los_corner_pinch=blocked" in pinched


def test_blocked_fire_diagram_draws_the_cross_beneath_the_blocking_counter() -> None:
    """[9.31c] Guerriere in 1012 stays readable: its hull and name are drawn over the red cross, the red outline stays."""
    p = Position.parse(A12_BLOCKED)
    fig = drawing.fire_figure(p, fire_value(p, "Shannon", "Constitution"), "Shannon", "Constitution")
    ax = fig.axes[0]
    cross = next(a for a in ax.collections if a.get_gid() == "sight-blocker-marks")
    hull = next(
        a
        for a in ax.patches
        if a.__class__.__name__ == "Polygon" and square("1012").polygon.contains(_point(a.get_xy().mean(axis=0)))
    )
    name = next(t for t in ax.texts if t.get_text() == "Guerriere")
    assert cross.get_zorder() < hull.get_zorder() < name.get_zorder()
    assert any(a.get_gid() == "sight-blockers" for a in ax.collections)


def test_fire_diagram_of_a_blocked_shot_names_the_case_and_marks_the_blocker() -> None:
    """[9.31c] Guerriere in 1012 blocks Shannon's shot: refused, the blocker is crossed, the title cites 9.31c."""
    r = fire_value(Position.parse(A12_BLOCKED), "Shannon", "Constitution")
    assert not r
    svg = r.diagram()
    assert {"sight-blockers", "sight-blocker-marks"} <= ids(svg)
    assert "refused" in title(svg) and "[9.31c]" in title(svg) and "1012" in title(svg)


def test_fire_diagram_uses_the_readings_of_the_call() -> None:
    """[9.31c] los_corner_pinch: readings given to fire_value, not the position's, are the ones drawn."""
    text = "FS turn 1 wind W | Shannon BR 0505 NE | Constitution US 0707 N | Guerriere BR 0605 N | Levant BR 0506 N"
    p = Position.parse(text)  # the line 0505-0707 passes the corner where 0605 and 0506 meet
    clear = fire_value(p, "Shannon", "Constitution")
    pinched = fire_value(p, "Shannon", "Constitution", readings={"los_corner_pinch": "blocked"})
    assert clear and not pinched
    assert "sight-blockers" not in ids(clear.diagram())
    assert {"sight-blockers", "sight-blocker-marks"} <= ids(pinched.diagram())


def test_fouled_fire_diagram_draws_no_fields_or_sight_line() -> None:
    """[11.13] Between fouled ships arcs and line of sight are ignored, so none are drawn; the value is still titled."""
    p = Position.parse("FS turn 3 wind W | Shannon BR 1010 E fouled | Constitution US 1010 N fouled")
    r = fire_value(p, "Shannon", "Constitution", fouled=True)
    svg = r.diagram()
    assert r and not {i for i in ids(svg) if i.startswith(("fire-", "sight-"))}
    assert f"Fire Value {r.value}" in title(svg)


def test_fire_odds_show_the_fire_diagram() -> None:
    """[9.34] The odds table is followed by the Fire Value ruling and its picture."""
    html = fire_odds(Position.parse(A12), "Shannon", "Constitution")._repr_html_()
    assert html.index("<table>") < html.index("<svg") and "Fire Value 65" in html


# ---------------------------------------------------------------- moves [7.0]


@pytest.mark.parametrize(("ship", "order"), [("Guerriere", "port"), ("Guerriere", "ahead"), ("Constitution", "tack")])
def test_moves_diagram_has_one_path_per_move_and_one_arrow_per_end(ship: str, order: str) -> None:
    """[7.0, 7.31, 7.32, 7.41] Every Move has its own path (a ring when it never leaves its square); every distinct end its facing arrow."""
    ruling = moves(Position.parse(EXAMPLE_7_2), ship, order)
    svg = ruling.diagram()
    assert numbered(svg, "move-path") == list(range(1, len(ruling) + 1))
    assert numbered(svg, "move-end") == list(range(1, ruling.verdict + 1))
    assert f"{ruling.verdict} end(s)" in title(svg)


def test_moves_diagram_labels_ends_that_are_not_plain_moves() -> None:
    """[7.71, 7.91] Constitution beating may back sail or heave to in place: the start square says so."""
    svg = moves(Position.parse(EXAMPLE_7_2), "Constitution", "tack").diagram()
    words = text_of(svg, "move-kind-0610")
    assert "back sail" in words and "heave to" in words and "tack" in words


def test_back_sail_label_is_inside_the_ring_of_the_move_7_71() -> None:
    """[7.71] Guerriere (1009, port) may back sail: the words sit inside the ring drawn for that move, in place of its ratings."""
    p = Position.parse(EXAMPLE_7_2)
    ruling = moves(p, "Guerriere", "port")
    ax = drawing.moves_figure(p, ruling, "Guerriere").axes[0]
    label = next(t for t in ax.texts if t.get_gid() == "move-kind-1009")
    ring = next(
        a for a in ax.patches if a.__class__.__name__ == "Circle" and (a.get_gid() or "").startswith("move-path-")
    )
    (cx, cy), (x, y) = ring.center, label.get_position()
    assert label.get_text() == "back sail"
    assert ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 < ring.radius
    assert "54-A-5-8" not in [t.get_text() for t in ax.texts]  # the ratings make room for the words


def test_moves_diagram_key_and_drift_label_7_62() -> None:
    """[7.62, 8.1] A drift end is where the ship stands before the drift die: labelled "drift (before the die)"; the key says one colour per path."""
    p = Position.parse("FS turn 3 wind N | Shannon BR 1010 NE cmd=port | Chesapeake US 1210 S")
    ruling = moves(p, "Shannon", "port")
    drift = [m for m in ruling.moves if m.kind == "drift"]
    assert drift
    svg = ruling.diagram()
    assert text_of(svg, f"move-kind-{drift[0].end.col:02d}{drift[0].end.row:02d}") == "drift (before the die)"
    assert "(one colour per path)" in svg


def test_moves_diagram_spreads_paths_apart() -> None:
    """[7.32] Guerriere's seven port moves share squares: neighbouring paths are drawn at least 0.08 squares apart."""
    p = Position.parse(EXAMPLE_7_2)
    ruling = moves(p, "Guerriere", "port")
    ax = drawing.moves_figure(p, ruling, "Guerriere").axes[0]
    shifts = []
    for line in ax.lines:
        if (line.get_gid() or "").startswith("move-path-") and line.get_gid().count("-") == 2:
            data = ax.transData.transform((0.0, 0.0))
            moved = line.get_transform().transform((0.0, 0.0))
            shifts.append(ax.transData.inverted().transform(moved)[0] - ax.transData.inverted().transform(data)[0])
    gaps = [b - a for a, b in zip(sorted(shifts), sorted(shifts)[1:])]
    assert len(shifts) >= 2 and min(gaps) >= 0.08


# ---------------------------------------------------------------- weather gauge [7.21]


def test_gauge_diagram_labels_allowances_and_names_the_holder_A6() -> None:
    """[7.21a-c] A6: Guerriere MA 4, Constitution MA 3; only Guerriere is at the top; BR holds the gauge."""
    svg = weather_gauge(Position.parse(EXAMPLE_7_2)).diagram()
    assert text_of(svg, "gauge-ma-Guerriere") == "MA 4" and text_of(svg, "gauge-ma-Constitution") == "MA 3"
    assert "gauge-top-Guerriere" in ids(svg) and "gauge-top-Constitution" not in ids(svg)
    assert "BR holds it" in title(svg)


def test_gauge_diagram_marks_ships_that_are_not_counted() -> None:
    """[7.21] reading wg_ma_population=ordered: a ship without a command is shown but not counted."""
    text = "FS turn 3 wind W | Guerriere BR 1009 S | Constitution US 0610 NW cmd=ahead"
    p = Position.parse(text)
    assert drawing.counted_allowances(p) == {"Guerriere": None, "Constitution": 3}
    svg = weather_gauge(p).diagram()
    assert text_of(svg, "gauge-ma-Guerriere") == "not counted"
    assert "US holds it" in title(svg)
    every = p.with_(readings=READINGS.resolve({"wg_ma_population": "all_ships"}))
    assert drawing.counted_allowances(every) == {"Guerriere": 4, "Constitution": 3}


# ---------------------------------------------------------------- striking [12.13]


def test_strike_diagram_highlights_the_ship_and_the_enemies_within_one_square() -> None:
    """[12.11, 12.13] Guerriere abandoned; Constitution alongside takes it; the prize next to it cannot; Levant is too far."""
    ruling = strike_ruling(Position.parse(STRIKE), "Guerriere")
    assert ruling and ruling.captor == "US"
    svg = ruling.diagram()
    assert {"strike-ship", "strike-reach", "strike-enemy-Constitution", "strike-enemy-Chesapeake"} <= ids(svg)
    assert "strike-enemy-Levant" not in ids(svg)
    assert "stroke-dasharray" in ET.tostring(
        element(svg, "strike-enemy-Chesapeake"), encoding="unicode"
    )  # cannot accept
    assert "stroke-dasharray" not in ET.tostring(element(svg, "strike-enemy-Constitution"), encoding="unicode")
    assert "yes, to US" in title(svg)


def test_strike_diagram_of_a_ship_that_does_not_strike_gives_the_reason() -> None:
    """[12.11] Not abandoned: the title says no and cites the case."""
    svg = strike_ruling(Position.parse(STRIKE), "Levant").diagram()
    assert "no: not abandoned" in title(svg) and "[12.11]" in title(svg)


# ---------------------------------------------------------------- line of sight [9.31c]


def test_blocked_line_of_sight_marks_the_blocking_square_A11() -> None:
    """[9.31c] A11: A (0505) to C (0805) is blocked by B (0605): outlined, crossed and named."""
    svg = line_of_sight("0505", "0805", occupied=A11).diagram()
    assert {"sight-line", "sight-blockers", "sight-blocker-marks", "sight-blocker-0605"} <= ids(svg)
    assert text_of(svg, "sight-blocker-0605") == "0605 blocks"
    assert "blocked by 0605" in title(svg)


def test_clear_line_of_sight_has_no_blocker_and_shows_the_corner_touch_A11() -> None:
    """[9.31c] A11: B (0605) to E (0906) passes the corner of F's square (0706): clear, the corner ringed."""
    svg = line_of_sight("0605", "0906", occupied=A11).diagram()
    assert "sight-blockers" not in ids(svg) and not re.search(r'id="sight-blocker-\d{4}"', svg)
    assert "sight-corners" in ids(svg)
    assert "clear" in title(svg)


def test_sight_diagram_title_names_the_split_reading() -> None:
    """[9.31c] los_split: 0505 to 0706 runs through the midpoint of the side 0605 and 0606 share; the title names the reading."""
    blocked = line_of_sight("0505", "0706", occupied=["0605"])
    passes = line_of_sight("0505", "0706", occupied=["0605"], readings={"los_split": "both"})
    assert not blocked and passes
    assert "los_split=either" in title(blocked.diagram())
    assert "los_split=both" in title(passes.diagram())
    assert "reading" not in title(line_of_sight("0505", "0805", occupied=A11).diagram())


def test_corner_pinch_reading_changes_the_picture() -> None:
    """[9.31c] reading los_corner_pinch: two occupied squares meeting at the corner block only under 'blocked'."""
    occ = ["0605", "0506"]  # both touch the corner (5, 5) that the diagonal 0505-0707 passes through
    open_ = line_of_sight("0505", "0707", occupied=occ)
    shut = line_of_sight("0505", "0707", occupied=occ, readings={"los_corner_pinch": "blocked"})
    assert open_ and not shut
    assert not re.search(r'id="sight-blocker-\d{4}"', open_.diagram())
    assert {"sight-blocker-0506", "sight-blocker-0605"} <= ids(shut.diagram())


@settings(max_examples=6, deadline=None)
@given(
    st.tuples(st.integers(3, 12), st.integers(3, 10)),
    st.tuples(st.integers(3, 12), st.integers(3, 10)),
    st.lists(st.tuples(st.integers(2, 13), st.integers(2, 11)), max_size=5),
)
def test_sight_diagram_marks_exactly_the_ruling_blockers(
    a: tuple[int, int], b: tuple[int, int], occ: list[tuple[int, int]]
) -> None:
    """[9.31c] Invariant: the squares named as blocking in the picture are exactly the ruling's blockers."""
    sa, sb = Square(*a), Square(*b)
    if sa == sb:
        return
    r = line_of_sight(sa, sb, occupied=[Square(*o) for o in occ])
    marked = set(re.findall(r'id="sight-blocker-(\d{4})"', r.diagram()))
    assert marked == set(r.blockers)


# ---------------------------------------------------------------- fire arcs [9.31b]


def test_arc_diagram_shows_the_fields_and_the_target() -> None:
    """[9.31b] 0305 is in the port field of a ship on 0505 heading N; the target square is outlined."""
    arc = fire_arc("0505", "N", "0305")
    assert arc == "port"
    svg = arc.ruling.diagram()
    assert "arc-target" in ids(svg) and ": port [9.31b]" in title(svg)


def test_arc_diagram_follows_the_arc_boundary_reading() -> None:
    """[9.31b] reading arc_boundary: a square on the 45-degree line is drawn in the arc the reading gives it."""
    ship, target = "0505", "0303"  # exactly on the NW diagonal of a ship heading N
    seen = {
        opt.name: str(fire_arc(ship, "N", target, readings={"arc_boundary": opt.name}))
        for opt in READINGS["arc_boundary"].options
    }
    assert len(set(seen.values())) > 1
    for option, arc in seen.items():
        svg = fire_arc(ship, "N", target, readings={"arc_boundary": option}).ruling.diagram()
        assert title(svg).endswith(f": {arc} [9.31b]")


# ---------------------------------------------------------------- Position methods


def test_questions_about_two_ships_of_a_position_answer_with_drawn_rulings() -> None:
    """[9.31b, 9.31c] sight_between / arc_between take ships or squares of a position and match the square functions."""
    p = Position.parse(A12_BLOCKED)
    los = sight_between(p, "Shannon", "Constitution")
    assert los == line_of_sight("1013", "1010", occupied=["1013", "1010", "1012"]) and not los
    assert sight_between(p, "1013", square("1010")).blockers == ("1012",)
    arc = arc_between(p, "Shannon", "Constitution")
    assert arc == "port" and arc.ruling.diagram is not None
    assert arc_between(p, "Constitution", "1013") == "stern"


def test_position_square_of_rejects_an_off_map_square() -> None:
    """[2.1] A square off the 30 x 20 map is refused as a square, not looked up as a ship."""
    from sailkit.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="square"):
        sight_between(Position.parse(A12), "Shannon", "3105")
