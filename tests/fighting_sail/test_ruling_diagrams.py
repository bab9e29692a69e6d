"""Rulings draw themselves in a notebook: fire [9.31-9.35], moves [7.0], weather gauge [7.21], striking [12.13],
line of sight [9.31c] and fire arcs [9.31b].

A ruling carries its kind and the facts its picture needs; the rule set's drawing module
registers one renderer per kind, found through the kit when the ruling is shown or
exported. Nothing is drawn (and matplotlib is not imported) until then. Key artists
carry SVG ids (``gid``) so these tests can find them in the picture.
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

from sailkit import figures, renderers
from sailkit.compact import compact_svg
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.faces import drawing
from sailkit.rulesets.fighting_sail.fire.arcs import fire_arc
from sailkit.rulesets.fighting_sail.fire.combat import arc_between, fire_value, sight_between
from sailkit.rulesets.fighting_sail.fire.odds import fire_odds
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.gauge import counted_allowances, weather_gauge
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


def subtitle(svg: str) -> str:
    return text_of(svg, "diagram-subtitle")


def svg_of(ruling: Ruling, **kw: object) -> str:
    """The ruling's diagram as the SVG text a notebook shows."""
    return figures.svg(ruling.figure())


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

KINDS = ["fire", "moves", "gauge", "strike", "sight", "arc"]


@pytest.mark.parametrize("kind", KINDS)
def test_each_ruling_names_its_kind_and_is_drawn_by_its_rule_set(kind: str) -> None:
    """[9.33, 7.0, 7.21, 12.13, 9.31c, 9.31b] The ruling says who draws it; the renderer is the one drawing.py registered."""
    ruling = every_ruling()[kind]
    assert ruling.ruleset == "fighting_sail" and ruling.kind == kind
    assert renderers.renderer_for("fighting_sail", kind) is getattr(drawing, f"{kind}_figure")
    assert not hasattr(Ruling, "with_diagram") and "diagram" not in Ruling.__dataclass_fields__


@pytest.mark.parametrize("kind", KINDS)
def test_each_ruling_shows_heading_table_and_picture_in_its_html(kind: str) -> None:
    """The notebook view: a heading with the verdict, a left-aligned table with a header, then the picture with alt text."""
    ruling = every_ruling()[kind]
    html = ruling._repr_html_()
    assert html.index("<table") < html.index("<svg")
    assert "<th" in html and "what it decided" in html and "text-align:left" in html
    assert "<?xml" not in html and "<!DOCTYPE" not in html  # embeddable in HTML
    assert 'role="img" aria-label="' in html and "<title>" in html
    assert "flex-wrap:wrap" in html  # beside the table where the width allows
    svg = svg_of(ruling)
    assert title(svg) and re.search(r"<title>[^<]{20,}</title>", svg)


@pytest.mark.parametrize("kind", KINDS)
def test_diagram_is_deterministic(kind: str) -> None:
    """[2.1] The same ruling made twice draws byte-identical SVG (no dates, fixed ids)."""
    first, second = every_ruling()[kind], every_ruling()[kind]
    assert svg_of(first) == svg_of(first) == svg_of(second)
    assert not re.search(r"0x[0-9a-f]{6,}", svg_of(first))


def test_making_rulings_does_not_import_matplotlib() -> None:
    """[9.33, 7.0, 7.21, 12.13, 9.31b, 9.31c] Rulings are made without matplotlib; only showing one loads it (never pyplot)."""
    code = (
        "import sys;"
        "from sailkit.rulesets.fighting_sail import Position, line_of_sight, fire_arc, weather_gauge, moves, strike_ruling, fire_value, fire_odds, sight_between;"
        f"p = Position.parse({A12!r}); s = Position.parse({STRIKE!r});"
        "rs = [fire_value(p, 'Shannon', 'Constitution'), fire_odds(p, 'Shannon', 'Constitution'), weather_gauge(p),"
        " moves(p, 'Shannon', 'ahead'), strike_ruling(s, 'Guerriere'), fire_arc('0505', 'N', '0305'),"
        " sight_between(p, 'Shannon', 'Constitution'), line_of_sight('0505', '0805', occupied=['0605'])];"
        "before = 'matplotlib' in sys.modules;"
        "rs[-1]._repr_html_();"
        "print(before, 'matplotlib' in sys.modules, 'matplotlib.pyplot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=str(ROOT))
    assert out.stdout.split() == ["False", "True", "False"]


def test_rulings_compare_by_their_facts_not_their_picture() -> None:
    """[9.31c] Two rulings of the same question are equal; the position travels as an immutable fact."""
    a = line_of_sight("0505", "0707", occupied=A11)
    b = Ruling(a.question, a.verdict, a.steps, a.readings, a.value, dict(a.facts), a.ruleset, a.kind)
    assert a == b == line_of_sight("0505", "0707", occupied=A11)
    p = Position.parse(A12)
    assert fire_value(p, "Shannon", "Constitution") == fire_value(p, "Shannon", "Constitution")
    assert fire_value(p, "Shannon", "Constitution").facts["position"] is p


def test_an_exported_ruling_is_its_diagram(tmp_path: Path) -> None:
    """A club exports a settled dispute: the SVG file is the diagram the notebook shows, alt text included."""
    ruling = fire_value(Position.parse(A12), "Shannon", "Constitution")
    path = figures.export(ruling, tmp_path / "dispute.svg")
    assert path.read_text() == svg_of(ruling) and "<title>Shannon fires" in path.read_text()


# ---------------------------------------------------------------- fire [9.31-9.35]


def test_fire_diagram_shows_the_field_that_bears_the_line_the_range_and_the_rake_A12() -> None:
    """[9.31a, 9.31b, 9.31c, 9.33f] A12: Shannon's port field (only the broadside that fires), a clear line, 6 RP, the rake."""
    svg = svg_of(fire_value(Position.parse(A12), "Shannon", "Constitution"))
    assert {"fire-field-port", "fire-target-stern-blind", "sight-line", "fire-range"} <= ids(svg)
    assert "fire-field-starboard" not in ids(svg) and "fire-target-bow-blind" not in ids(svg)
    assert "sight-blockers" not in ids(svg)
    assert text_of(svg, "fire-range") == "6 RP"
    assert title(svg).endswith("(hull fire): Fire Value 65") and "stern rake [9.33f]" in subtitle(svg)
    assert "#1b7837" in ET.tostring(element(svg, "sight-line"), encoding="unicode")  # clear = green
    assert "Constitution's stern blind area" in svg and "Shannon's port field" in svg


def test_fire_diagram_frames_firer_and_target_and_marks_the_stern_rake_over_the_counters_A12() -> None:
    """[9.33f, 9.35] The square that proves the rake is not hidden: the blind area's border runs over the counters."""
    p = Position.parse(A12)
    ax = drawing.fire_figure(fire_value(p, "Shannon", "Constitution")).axes[0]
    frames = [a for a in ax.collections if a.get_gid() == "ship-mark"]
    assert len(frames) == 2
    blind = [a for a in ax.collections if (a.get_gid() or "").startswith("fire-target-stern-blind")]
    border = max(blind, key=lambda a: a.get_zorder())
    hull_z = max(a.get_zorder() for a in ax.collections if a.get_gid() is None and len(a.get_paths()) == 1)
    assert border.get_zorder() > 3.8 and border.get_zorder() <= hull_z + 1
    outline = border.get_paths()[0]
    assert outline.contains_point(square("1013").center)  # Shannon stands inside the dashed border


def test_fire_diagram_range_label_is_on_the_middle_of_the_sight_line_A12() -> None:
    """[9.31a] The 6 RP label sits half way between Shannon (1013) and Constitution (1010), off their counters."""
    p = Position.parse(A12)
    fig = drawing.fire_figure(fire_value(p, "Shannon", "Constitution"))
    label = next(a for a in fig.axes[0].texts if a.get_gid() == "fire-range")
    x, y = label.get_position()
    assert label.get_text() == "6 RP" and y == pytest.approx(11.0) and 9.5 < x < 10.0


def test_fire_diagram_subtitle_names_the_reading_that_decided_the_sight_line() -> None:
    """[9.31c] los_corner_pinch: the shot through the corner of 0605 and 0506 names the reading, either way."""
    p = Position.parse(
        "FS turn 1 wind W | Shannon BR 0505 NE | Constitution US 0707 N | Guerriere BR 0605 N | Levant BR 0506 N"
    )
    clear = svg_of(fire_value(p, "Shannon", "Constitution"))
    pinched = svg_of(fire_value(p, "Shannon", "Constitution", readings={"los_corner_pinch": "blocked"}))
    assert "passing through a corner never blocks" in subtitle(clear) and "Fire Value" in title(clear)
    assert ": no," in title(pinched) and "close the gap" in subtitle(pinched)
    assert "reading" not in subtitle(svg_of(fire_value(Position.parse(A12), "Shannon", "Constitution")))


def test_blocked_fire_diagram_frames_and_crosses_the_blocker_over_its_counter() -> None:
    """[9.31c] Guerriere in 1012 blocks: the red frame and cross are drawn over its counter, its ratings say it blocks."""
    p = Position.parse(A12_BLOCKED)
    r = fire_value(p, "Shannon", "Constitution")
    ax = drawing.fire_figure(r).axes[0]
    cross = next(a for a in ax.collections if a.get_gid() == "sight-blocker-marks")
    frame = next(a for a in ax.collections if a.get_gid() == "sight-blockers")
    hull = next(a for a in ax.collections if a.get_gid() is None and _near(a, square("1012")) and a.get_zorder() == 3.8)
    name = next(t for t in ax.texts if t.get_text() == "Guerriere")
    assert hull.get_zorder() < frame.get_zorder() < name.get_zorder() < cross.get_zorder()
    assert _near(cross, square("1012")) and frame.get_paths()[0].vertices.min(axis=0) == pytest.approx((9, 11))
    words = next(t for t in ax.texts if t.get_gid() == "sight-blocker-1012")
    assert words.get_text() == "blocks" and "54-A-5-8" not in [t.get_text() for t in ax.texts]


def _near(artist: object, sq: Square) -> bool:
    x, y = artist.get_paths()[0].vertices.mean(axis=0)  # type: ignore[attr-defined]
    return sq.polygon.contains(Point(float(x), float(y)))


def test_fire_diagram_of_a_blocked_shot_names_the_case_and_the_blocker() -> None:
    """[9.31c] Guerriere in 1012 blocks Shannon's shot: the heading says no, cites 9.31c and names the square."""
    r = fire_value(Position.parse(A12_BLOCKED), "Shannon", "Constitution")
    assert not r
    svg = svg_of(r)
    assert {"sight-blockers", "sight-blocker-marks"} <= ids(svg)
    assert ": no," in title(svg) and "[9.31c]" in title(svg) and "1012" in title(svg)
    assert "line of fire, blocked [9.31c]" in svg


def test_fire_diagram_uses_the_readings_of_the_call() -> None:
    """[9.31c] los_corner_pinch: readings given to fire_value, not the position's, are the ones drawn."""
    text = "FS turn 1 wind W | Shannon BR 0505 NE | Constitution US 0707 N | Guerriere BR 0605 N | Levant BR 0506 N"
    p = Position.parse(text)  # the line 0505-0707 passes the corner where 0605 and 0506 meet
    clear = fire_value(p, "Shannon", "Constitution")
    pinched = fire_value(p, "Shannon", "Constitution", readings={"los_corner_pinch": "blocked"})
    assert clear and not pinched
    assert "sight-blockers" not in ids(svg_of(clear))
    assert {"sight-blockers", "sight-blocker-marks"} <= ids(svg_of(pinched))


def test_fouled_fire_diagram_draws_no_fields_or_sight_line() -> None:
    """[11.13] Between fouled ships arcs and line of sight are ignored, so none are drawn; the value is still titled."""
    p = Position.parse("FS turn 3 wind W | Shannon BR 1010 E fouled | Constitution US 1010 N fouled")
    r = fire_value(p, "Shannon", "Constitution", fouled=True)
    svg = svg_of(r)
    assert r and not {i for i in ids(svg) if i.startswith(("fire-", "sight-"))}
    assert f"Fire Value {r.value}" in title(svg)


def test_fire_odds_show_the_fire_diagram() -> None:
    """[9.34] The odds table is followed by the Fire Value ruling and its picture."""
    html = fire_odds(Position.parse(A12), "Shannon", "Constitution")._repr_html_()
    assert html.index("<table") < html.index("<svg") and "Fire Value 65" in html


# ---------------------------------------------------------------- moves [7.0]


def _ends(svg: str) -> dict[int, int]:
    """For each ``move-end-k``: how many artists it has (its dot or ring, then one arrow per facing)."""
    found: dict[int, int] = {}
    for k, _ in re.findall(r'id="move-end-(\d+)(-\d+)?"', svg):
        found[int(k)] = found.get(int(k), 0) + 1
    return found


@pytest.mark.parametrize(("ship", "order"), [("Guerriere", "port"), ("Guerriere", "ahead"), ("Constitution", "tack")])
def test_moves_diagram_marks_each_end_square_once_with_an_arrow_per_facing(ship: str, order: str) -> None:
    """[7.0, 7.31, 7.32, 7.41] One mark per end square, in that square, and one facing arrow per way of ending there."""
    ruling = moves(Position.parse(EXAMPLE_7_2), ship, order)
    svg = svg_of(ruling)
    squares = {m.end for m in ruling}
    facings = {(m.end, m.facing) for m in ruling}
    ends = _ends(svg)
    assert len(ends) == len(squares)
    assert sum(n - 1 for n in ends.values()) == len(facings)
    assert title(svg).endswith(f"{ruling.verdict} ends [{ruling.steps[1].case}]")


def test_moves_diagram_draws_one_route_the_farthest_by_default_and_any_end_on_request() -> None:
    """[7.32] Not every path at once: the route to one end, with a ghost of the ship there facing its way."""
    p = Position.parse(EXAMPLE_7_2)
    ruling = moves(p, "Guerriere", "port")
    svg = svg_of(ruling)
    assert len(re.findall(r'id="move-route"', svg)) == 1 and "move-ghost" in ids(svg)
    chosen = drawing.chosen_move(ruling)
    assert len(chosen.squares) == max(len(m.squares) for m in ruling)
    assert f"to {chosen.end.col:02d}{chosen.end.row:02d} facing {chosen.facing}" in subtitle(svg)
    other = drawing.moves_figure(ruling, end="1110 N").axes[0]
    route = next(a for a in other.lines if a.get_gid() == "move-route")
    assert route.get_xydata()[0][1] > 8.5 and route.get_xydata()[-1][0] > 10.0  # from 1009 toward 1110
    with pytest.raises(ValueError, match="1011 SE"):
        drawing.chosen_move(ruling, "0101 N")


def test_moves_diagram_labels_ends_in_place_on_the_counter() -> None:
    """[7.41, 7.71, 7.91] Constitution beating may tack, back sail or heave to in place: the counter says so."""
    svg = svg_of(moves(Position.parse(EXAMPLE_7_2), "Constitution", "tack"))
    words = text_of(svg, "move-kind-0610")
    assert "back sail" in words and "heave to" in words and "tack" in words


def test_back_sail_words_replace_the_ratings_inside_the_square_7_71() -> None:
    """[7.71] Guerriere (1009, port) may back sail: the words sit in its square, in place of its ratings."""
    p = Position.parse(EXAMPLE_7_2)
    ax = drawing.moves_figure(moves(p, "Guerriere", "port")).axes[0]
    label = next(t for t in ax.texts if t.get_gid() == "move-kind-1009")
    assert label.get_text() == "back sail" and square("1009").polygon.contains(Point(*label.get_position()))
    assert "54-A-5-8" not in [t.get_text() for t in ax.texts]  # the ratings make room for the words


def test_taken_aback_ends_are_marked_apart_and_say_the_drift_die_decides_7_62() -> None:
    """[7.62, 8.1] An end taken aback is a diamond with no facing arrow; the key says the drift die decides."""
    p = Position.parse("FS turn 3 wind N | Shannon BR 1010 NE cmd=port | Chesapeake US 1210 S")
    ruling = moves(p, "Shannon", "port")
    drift = {m.end for m in ruling.moves if m.kind == "drift"}
    assert drift
    svg = svg_of(ruling)
    assert "move-drift" in ids(svg) and "drift die decides" in svg
    ax = drawing.moves_figure(ruling).axes[0]
    diamonds = next(a for a in ax.collections if a.get_gid() == "move-drift")
    assert len(diamonds.get_paths()) == len(drift)
    assert "1 end" not in title(svg) or ruling.verdict == 1


def test_heading_counts_ends_with_the_right_plural() -> None:
    """Plurals are right: "2 ends", never "2 end(s)"."""
    svg = svg_of(moves(Position.parse(EXAMPLE_7_2), "Guerriere", "ahead"))
    assert "2 ends" in title(svg) and "(s)" not in svg


# ---------------------------------------------------------------- weather gauge [7.21]


def test_gauge_diagram_labels_only_the_ships_at_the_highest_allowance_A6() -> None:
    """[7.21a-c] A6: Guerriere MA 4 is framed and labelled; Constitution (MA 3) is not labelled; BR holds it."""
    svg = svg_of(weather_gauge(Position.parse(EXAMPLE_7_2)))
    assert text_of(svg, "gauge-ma-Guerriere") == "MA 4" and "gauge-top-Guerriere" in ids(svg)
    assert "gauge-ma-Constitution" not in ids(svg) and "gauge-top-Constitution" not in ids(svg)
    assert "BR (British) holds it" in title(svg) and "US 3" in subtitle(svg)


def test_gauge_diagram_labels_one_leader_among_many_ships_15_9() -> None:
    """[7.21] Santo Domingo's 19 ships: only those at the highest allowance are labelled, never 'not counted' on every one."""
    from sailkit.rulesets.fighting_sail.scenarios import scenario

    pos = scenario("15.9")
    every = pos.with_(readings=READINGS.resolve({"wg_ma_population": "all_ships"}))
    svg = svg_of(weather_gauge(every))
    labelled = re.findall(r'id="gauge-ma-([^"]+)"', svg)
    counted = counted_allowances(every)
    top = max(v for v in counted.values() if v is not None)
    assert labelled and sorted(labelled) == sorted(n for n, v in counted.items() if v == top)
    assert "not counted" not in svg


def test_gauge_diagram_says_which_ships_are_not_counted() -> None:
    """[7.21] reading wg_ma_population=ordered: a ship without a command is shown but not counted."""
    text = "FS turn 3 wind W | Guerriere BR 1009 S | Constitution US 0610 NW cmd=ahead"
    p = Position.parse(text)
    assert counted_allowances(p) == {"Guerriere": None, "Constitution": 3} == weather_gauge(p).facts["allowances"]
    svg = svg_of(weather_gauge(p))
    assert "not counted: Guerriere" in subtitle(svg) and "gauge-ma-Guerriere" not in ids(svg)
    assert "US (United States) holds it" in title(svg)
    every = p.with_(readings=READINGS.resolve({"wg_ma_population": "all_ships"}))
    assert counted_allowances(every) == {"Guerriere": 4, "Constitution": 3}


# ---------------------------------------------------------------- striking [12.13]


def test_strike_diagram_highlights_the_ship_and_the_enemies_within_one_square() -> None:
    """[12.11, 12.13] Guerriere abandoned; Constitution alongside takes it; the prize next to it cannot; Levant is too far."""
    ruling = strike_ruling(Position.parse(STRIKE), "Guerriere")
    assert ruling and ruling.captor == "US"
    svg = svg_of(ruling)
    assert {"strike-ship", "strike-reach", "strike-enemy-Constitution", "strike-enemy-Chesapeake"} <= ids(svg)
    assert "strike-enemy-Levant" not in ids(svg)
    assert "stroke-dasharray" in ET.tostring(element(svg, "strike-enemy-Chesapeake"), encoding="unicode")
    assert "stroke-dasharray" not in ET.tostring(element(svg, "strike-enemy-Constitution"), encoding="unicode")
    assert title(svg) == "Guerriere strikes to US [12.13]"


def test_strike_diagram_of_a_ship_that_does_not_strike_gives_the_reason() -> None:
    """[12.11] Not abandoned: the heading says so and cites the case."""
    svg = svg_of(strike_ruling(Position.parse(STRIKE), "Levant"))
    assert "Levant does not strike: not abandoned" in title(svg) and "[12.11]" in title(svg)


# ---------------------------------------------------------------- line of sight [9.31c]


def test_blocked_line_of_sight_marks_the_blocking_square_A11() -> None:
    """[9.31c] A11: A (0505) to C (0805) is blocked by B (0605): framed, crossed and named."""
    svg = svg_of(line_of_sight("0505", "0805", occupied=A11))
    assert {"sight-line", "sight-blockers", "sight-blocker-marks", "sight-blocker-0605"} <= ids(svg)
    assert text_of(svg, "sight-blocker-0605") == "0605 blocks"
    assert "blocked by 0605" in title(svg)


def test_sight_from_a_position_draws_the_ships_and_is_titled_by_their_names() -> None:
    """[9.31c] position.line_of_sight: every ship drawn with its name; the heading names the ships, the blocker too."""
    svg = svg_of(sight_between(Position.parse(A12_BLOCKED), "Shannon", "Constitution"))
    assert title(svg) == (
        "line of sight from Shannon (1013) to Constitution (1010): blocked by Guerriere (1012) [9.31c]"
    )
    assert all(f">{n}<" in svg for n in ("Shannon", "Constitution", "Guerriere"))
    assert "sight-blocker-1012" in ids(svg)


def test_clear_line_of_sight_has_no_blocker_and_shows_the_corner_touch_A11() -> None:
    """[9.31c] A11: B (0605) to E (0906) passes the corner of F's square (0706): clear, the corner ringed and keyed."""
    svg = svg_of(line_of_sight("0605", "0906", occupied=A11))
    assert "sight-blockers" not in ids(svg) and not re.search(r'id="sight-blocker-\d{4}"', svg)
    assert "sight-corners" in ids(svg) and "corner only touched" in svg
    assert ": clear [9.31c]" in title(svg)


def test_sight_diagram_subtitle_names_the_split_reading() -> None:
    """[9.31c] los_split: 0505 to 0706 runs through the midpoint of the side 0605 and 0606 share; the reading is named."""
    blocked = line_of_sight("0505", "0706", occupied=["0605"])
    passes = line_of_sight("0505", "0706", occupied=["0605"], readings={"los_split": "both"})
    assert not blocked and passes
    assert "so either one occupied blocks it" in subtitle(svg_of(blocked))
    assert "blocked only when both squares are occupied" in subtitle(svg_of(passes))
    assert "diagram-subtitle" not in ids(svg_of(line_of_sight("0505", "0805", occupied=A11)))


def test_corner_pinch_reading_changes_the_picture() -> None:
    """[9.31c] reading los_corner_pinch: two occupied squares meeting at the corner block only under 'blocked'."""
    occ = ["0605", "0506"]  # both touch the corner (5, 5) that the diagonal 0505-0707 passes through
    open_ = line_of_sight("0505", "0707", occupied=occ)
    shut = line_of_sight("0505", "0707", occupied=occ, readings={"los_corner_pinch": "blocked"})
    assert open_ and not shut
    assert not re.search(r'id="sight-blocker-\d{4}"', svg_of(open_))
    assert {"sight-blocker-0506", "sight-blocker-0605"} <= ids(svg_of(shut))


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
    marked = set(re.findall(r'id="sight-blocker-(\d{4})"', svg_of(r)))
    assert marked == set(r.blockers)


# ---------------------------------------------------------------- fire arcs [9.31b]


def test_arc_diagram_shows_the_fields_and_the_target() -> None:
    """[9.31b] 0305 is in the port field of a ship on 0505 heading N; the target square is framed and named."""
    arc = fire_arc("0505", "N", "0305")
    assert arc == "port"
    svg = svg_of(arc.ruling)
    assert {"arc-target", "field-port", "field-starboard", "blind-bow", "blind-stern"} <= ids(svg)
    assert title(svg) == "0305 lies in the port field of a ship on 0505 heading N [9.31b]"


def test_arc_diagram_follows_the_arc_boundary_reading() -> None:
    """[9.31b] reading arc_boundary: a square on the 45-degree line is drawn in the arc the reading gives it."""
    ship, target = "0505", "0303"  # exactly on the NW diagonal of a ship heading N
    seen = {
        opt.name: str(fire_arc(ship, "N", target, readings={"arc_boundary": opt.name}))
        for opt in READINGS["arc_boundary"].options
    }
    assert len(set(seen.values())) > 1
    for option, arc in seen.items():
        svg = svg_of(fire_arc(ship, "N", target, readings={"arc_boundary": option}).ruling)
        assert f"lies in the {arc} " in title(svg) and f"arc_boundary={option}" in subtitle(svg)


# ---------------------------------------------------------------- Position methods


def test_questions_about_two_ships_of_a_position_answer_with_drawn_rulings() -> None:
    """[9.31b, 9.31c] sight_between / arc_between take ships or squares of a position and match the square functions."""
    p = Position.parse(A12_BLOCKED)
    los = sight_between(p, "Shannon", "Constitution")
    bare = line_of_sight("1013", "1010", occupied=["1013", "1010", "1012"])
    assert (los.steps, los.verdict) == (bare.steps, bare.verdict) and not los and los.facts["position"] is p
    assert sight_between(p, "1013", square("1010")).blockers == ("1012",)
    arc = arc_between(p, "Shannon", "Constitution")
    assert arc == "port" and arc.ruling.kind == "arc"
    assert arc_between(p, "Constitution", "1013") == "stern"


def test_position_square_of_rejects_an_off_map_square() -> None:
    """[2.1] A square off the 30 x 20 map is refused as a square, not looked up as a ship."""
    from sailkit.errors import InvalidInputError

    with pytest.raises(InvalidInputError, match="square"):
        sight_between(Position.parse(A12), "Shannon", "3105")


# ---------------------------------------------------------------- a game and a position show themselves


def test_a_game_shows_the_board_with_the_turn_the_phase_and_who_acts_next_15_1() -> None:
    """[4.2, 6.1] Game.from_scenario("15.1") in a notebook: the board headed by Game-Turn 1, the phase and the side to act."""
    from sailkit.rulesets.fighting_sail.game import Game

    game = Game.from_scenario("15.1")
    html = game._repr_html_()
    fig = drawing.game_figure(game)
    by_gid = {t.get_gid(): t.get_text() for t in fig.axes[0].texts}
    heading, sub = by_gid["diagram-title"], by_gid["diagram-subtitle"]
    assert "<svg" in html and "Game-Turn 1" in heading and "Command Decision [6.1]" in heading
    side = game.current_side()
    assert side and f"{side} (" in sub and "acts next" in sub
    assert ">Shannon<" in html and ">Chesapeake<" in html and 'aria-label="Scenario 15.1' in html


def test_a_position_shows_the_board_with_the_turn_and_the_wind() -> None:
    """[2.1, 15.0] A bare position in a notebook is the board with its Game-Turn and wind; the SVG has its alt text."""
    pos = Position.parse(A12)
    svg = pos._repr_svg_()
    assert title(svg) == "Game-Turn 3, wind from W" and "<title>Game-Turn 3, wind from W." in svg
    assert compact_svg(figures.svg(pos.figure())) == svg  # the same picture, as a notebook keeps it


def test_a_ruling_shows_what_each_cited_case_rules() -> None:
    """A ruling in a notebook folds each cited case's summary under its table, and names it on the case cell."""
    from sailkit.rulesets.fighting_sail import Position, fire_value

    duel = Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    ruling = fire_value(duel, "Shannon", "Constitution")
    html = ruling._repr_html_()
    summaries = ruling.case_summaries()
    assert "9.33f" in summaries and "<details" in html and "what these cases rule" in html
    assert summaries["9.33f"][:40] in html
    assert Ruling("no rule set", True)._repr_html_().count("<details") == 0
