"""Fighting Ships' drawing face (issue 24): every kind of ruling is drawn, and each picture shows what it teaches.

Each test draws a real ruling through the kit's renderer registry and reads the figure back: its heading, the rows
of its key, the named artists (gids) it put on the axes and where. The rule set is not registered yet, so the
drawing module is imported here (as ``RULESET.faces`` will once it is).
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st
from matplotlib.figure import Figure
from matplotlib.text import Text

import sailkit.rulesets.fighting_ships as fsh
from sailkit import renderers
from sailkit.draw.cards import percent
from sailkit.draw.figure import description
from sailkit.geometry.table import Advance, Move, Pivot, Pose
from sailkit.rulesets.fighting_ships.faces import drawing
from sailkit.rulesets.fighting_ships.faces import drawing_cards as cards
from sailkit.rulings import Ruling

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "sailkit" / "rulesets" / "fighting_ships"
RULESET = "fighting_ships"
#: 11 CSS pixels at 100%, in points: the smallest text a picture may hold (issue 24).
SMALLEST_POINTS = 11 * 0.75

S = fsh.Ship.of
SYRENE = S("Syrene", "5th-rate", Pose(20, 20, 90), side=2)
NAIAD = S("Naiad", "5th-rate", Pose(28, 26, 180), side=1)
VICTORY = S("Victory", "1st-rate", Pose(24, 23, 0), side=1)
CRUIZER = S("Cruizer", "6th-rate", Pose(14, 18, 45), side=1)


def drawn(ruling: Ruling) -> Figure:
    figure = renderers.drawn(RULESET, ruling.kind, ruling)
    assert isinstance(figure, Figure), f"nothing draws {ruling.kind!r}"
    return figure


def texts(figure: Figure) -> list[str]:
    return [t.get_text() for t in figure.findobj(Text) if t.get_text()]


def title(figure: Figure) -> str:
    return next(t.get_text() for t in figure.findobj(Text) if t.get_gid() == "diagram-title").replace("\n", " ")


def key_rows(figure: Figure) -> list[str]:
    legend = figure.axes[0].get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend is not None else []


def gids(figure: Figure) -> list[str]:
    return [a.get_gid() for a in figure.findobj() if a.get_gid()]


def smallest_points(figure: Figure) -> float:
    """The smallest text this face draws (the strip's key to the sides is the kit's, and its size is the kit's)."""
    kits = {id(t) for a in figure.findobj() if a.get_gid() == "colour-key" for t in a.findobj(Text)}
    return min(t.get_fontsize() for t in figure.findobj(Text) if t.get_text() and id(t) not in kits)


def paths(figure: Figure, gid: str) -> list[shapely.Polygon]:
    """The polygons of the collection named ``gid``, back in table inches."""
    (artist,) = [a for a in figure.findobj() if a.get_gid() == gid]
    return [shapely.Polygon(p.vertices) for p in artist.get_paths()]


def test_a_renderer_for_every_kind_of_ruling_the_rules_make() -> None:
    """Every ``kind=`` a Fighting Ships rule module gives its rulings has a renderer: no ruling shows as a bare
    table for want of a picture."""
    made = {m for f in PACKAGE.glob("*.py") for m in re.findall(r'kind="([a-z_]+)"', f.read_text())}
    assert len(made) > 20
    missing = sorted(k for k in made if renderers.renderer_for(RULESET, k) is None)
    assert not missing, f"no renderer for {missing}"
    assert drawing.RULESET == cards.RULESET == RULESET


def test_a_blocked_line_of_sight_is_dashed_red_with_the_blocker_crossed() -> None:
    ruling = fsh.line_of_sight(SYRENE, NAIAD, [VICTORY, CRUIZER])
    fig = drawn(ruling)
    assert title(fig).startswith("can Syrene see Naiad: no, blocked by Victory")
    assert "line-of-sight" in gids(fig) and "blocker" in gids(fig) and "blocked-at" in gids(fig)
    assert "blocked line of sight" in key_rows(fig) and "what blocks it: Victory" in key_rows(fig)
    assert "clear line of sight, mainmast to mainmast" not in key_rows(fig), "a 'no' never draws the green arrow"
    (cross,) = paths(fig, "blocked-at")
    assert cross.centroid.distance(VICTORY.hull) < 0.5, "the cross sits where the line crosses Victory's hull"
    assert {"Syrene", "Naiad", "Victory"} <= set(texts(fig))
    assert "frame-Syrene" in gids(fig) and "frame-Naiad" in gids(fig) and "frame-Victory" not in gids(fig)


def test_a_clear_line_of_sight_is_the_green_arrow() -> None:
    fig = drawn(fsh.line_of_sight(CRUIZER, SYRENE, [VICTORY, NAIAD]))
    assert "clear line of sight, mainmast to mainmast" in key_rows(fig)
    assert "blocked-at" not in gids(fig)
    (arrow,) = paths(fig, "line-of-sight")
    assert (
        arrow.distance(shapely.Point(CRUIZER.mainmast)) < 1.0 and arrow.distance(shapely.Point(SYRENE.mainmast)) < 1.0
    )


def test_a_range_draws_the_cannon_bands_and_the_distance() -> None:
    ruling = fsh.gunnery_range(SYRENE, NAIAD)
    fig = drawn(ruling)
    assert title(fig) == "range from Syrene to Naiad: medium, 10 inches"
    assert {"band-short", "band-medium", "band-long", "line-of-fire"} <= set(gids(fig))
    assert "10.00 in" in texts(fig)
    assert any(
        r.startswith("Cannon bands round Syrene: short to 6, medium to 12, long to 18 in") for r in key_rows(fig)
    )
    short = shapely.union_all(paths(fig, "band-short"))
    assert short.contains(shapely.Point(SYRENE.mainmast)) and not short.contains(shapely.Point(NAIAD.mainmast))


def test_a_gale_band_shift_with_no_ships_is_a_card() -> None:
    fig = drawn(fsh.fire_band("long", gale="upwind"))
    assert "compass" not in gids(fig) and "line-of-fire" not in gids(fig)
    assert title(fig).startswith("range band fired at")
    assert any("[1.5.2c]" in t for t in texts(fig))


def test_the_gun_arcs_are_on_the_axes_with_a_legend() -> None:
    ruling = fsh.in_arc(SYRENE, S("Hermione", "5th-rate", Pose(20, 28, 0)))
    fig = drawn(ruling)
    assert ruling.verdict == (fsh.ArcName.PORT_BROADSIDE,)
    for arc in ("port-broadside", "starboard-broadside", "bow-chaser", "stern-chaser"):
        assert f"arc-{arc}" in gids(fig)
    (port,) = paths(fig, "arc-port-broadside")
    assert port.contains(shapely.Point(20, 28)), "the port arc holds Hermione's mainmast"
    rows = key_rows(fig)
    assert "Syrene's port broadside (bears)" in rows and "Syrene's starboard broadside" in rows
    assert "Syrene's bow and stern chasers" in rows
    assert "point-asked" in gids(fig)


def test_an_invalid_target_says_why_and_draws_no_green_arrow() -> None:
    ruling = fsh.valid_target(SYRENE, NAIAD, [VICTORY, CRUIZER])
    fig = drawn(ruling)
    assert title(fig) == "may Syrene fire at Naiad: no, not in sight, not in an arc"
    assert "no fire: not in sight, not in an arc" in key_rows(fig)
    assert "a valid target: the line of fire" not in key_rows(fig)
    assert "what blocks the line: Victory" in key_rows(fig)


def test_a_valid_target_draws_the_line_of_fire() -> None:
    target = S("Hermione", "5th-rate", Pose(20, 28, 0))
    fig = drawn(fsh.valid_target(SYRENE, target))
    assert "a valid target: the line of fire" in key_rows(fig)
    assert "8.0 in, medium, raking" in texts(fig)  # Syrene lies off Hermione's stern


def test_a_rake_hatches_the_chaser_arcs_and_names_its_step_not_a_reading_note() -> None:
    firer = S("Amazon", "5th-rate", Pose(20, 25, 90), side=1)  # off Syrene's port beam
    ahead = S("Amazon", "5th-rate", Pose(26, 20, 0), side=1)  # dead ahead of her bow
    ruling = fsh.rake(ahead, SYRENE, "short")
    assert ruling.verdict
    fig = drawn(ruling)
    assert "chaser-bow-chaser" in gids(fig) and "chaser-stern-chaser" in gids(fig)
    (bow,) = paths(fig, "chaser-bow-chaser")
    assert bow.contains(shapely.Point(ahead.mainmast))
    assert "a raking shot" in key_rows(fig)
    refused = drawn(fsh.rake(firer, SYRENE, "short"))
    assert "reconstructed" not in title(refused)
    assert title(refused) == "does Amazon rake Syrene: no, not in a chaser arc"
    assert "no rake" in key_rows(refused)


def test_a_squadron_draws_each_members_shot_and_its_reach() -> None:
    members = [
        S("Amazon", "5th-rate", Pose(10, 10, 0)),
        S("Lively", "5th-rate", Pose(14, 12, 0)),
        S("Cruizer", "6th-rate", Pose(12, 4, 0)),
    ]
    ruling = fsh.squadron_fire(members, S("Franklin", "3rd-rate", Pose(22, 12, 180), side=2))
    fig = drawn(ruling)
    assert set(ruling.verdict) == {"Lively"}
    assert {"shot-Amazon", "shot-Lively", "shot-Cruizer", "cohesion-Lively"} <= set(gids(fig))
    assert "a member adding her dice" in key_rows(fig) and "a member that may not" in key_rows(fig)


def test_the_weather_gauge_frames_the_sector_the_wind_comes_through() -> None:
    ruling = fsh.attitude(60, "N")
    fig = drawn(ruling)
    assert title(fig).startswith("attitude of a ship heading 60 in a wind from N: close-hauled")
    (wedge,) = paths(fig, "sector-of-the-wind")
    assert wedge.contains(shapely.Point(0, 5)), "the wind from the North comes through the port close-hauled sector"
    assert "wind from N (0°)" in texts(fig)
    assert "close-hauled: wind 45-90° off the bow" in key_rows(fig)


def test_a_plan_sailed_draws_the_start_the_way_and_the_end() -> None:
    ruling = fsh.sail(SYRENE, "M2 M2-30", 2, "N")
    fig = drawn(ruling)
    assert ruling.verdict and {"start", "route", "frame-Syrene"} <= set(gids(fig))
    (end,) = paths(fig, "frame-Syrene")
    assert end.contains(shapely.Point(ruling.facts["pose"].x, ruling.facts["pose"].y))


def test_the_ends_of_a_move_are_dots_counted_as_the_heading_says() -> None:
    ruling = fsh.ends(SYRENE, 2, "N")
    fig = drawn(ruling)
    places = len(paths(fig, "end")) + len(paths(fig, "end-anchor"))
    row = next(r for r in key_rows(fig) if r.startswith("an end:"))
    assert f"{places} places" in row
    assert title(fig).startswith(f"where can Syrene end with 2 sailing points: {ruling.verdict} ends")


def test_a_collision_sweeps_to_the_first_contact_and_crosses_it() -> None:
    hermione = S("Hermione", "5th-rate", Pose(25, 21.5, 0), side=1)
    move = Move((Advance(2.0), Pivot(-30.0, (0.0, -1.5)), Advance(2.0)))
    ruling = fsh.first_collision(SYRENE, move, [hermione])
    fig = drawn(ruling)
    assert ruling.verdict == "Hermione"
    assert {"swept", "obstacle", "contact", "start"} <= set(gids(fig))
    (cross,) = paths(fig, "contact")
    assert cross.centroid.distance(hermione.base) < 0.3
    assert "first contact: Hermione" in key_rows(fig)


def test_an_evasive_pivot_shows_each_way_clear_and_the_pivot() -> None:
    hermione = S("Hermione", "5th-rate", Pose(25, 21.5, 0), side=1)
    move = Move((Advance(2.0), Pivot(-30.0, (0.0, -1.5)), Advance(2.0)))
    met = fsh.first_collision(SYRENE, move, [hermione])
    ruling = fsh.evasive_pivot(SYRENE.at(met.facts["pose"]), [met.facts["obstacle"]])
    fig = drawn(ruling)
    assert {"evade-port", "evade-starboard", "pivot", "obstacle"} <= set(gids(fig))
    assert f"{ruling.facts['port']:.1f}° to port" in texts(fig)


def test_entangled_ships_are_drawn_alongside() -> None:
    ruling = fsh.entangle(SYRENE, S("Hermione", "5th-rate", Pose(22.4, 20.5, 60), side=1))
    fig = drawn(ruling)
    assert {"met-Syrene", "laid-alongside", "frame-Syrene", "frame-Hermione"} <= set(gids(fig))
    assert "Syrene laid alongside" in key_rows(fig)


def test_a_table_edge_shades_off_the_table() -> None:
    ship = S("Lively", "5th-rate", Pose(44, 20, 90))
    ruling = fsh.table_edge(ship, Move((Advance(2.0), Advance(2.0))), 48, 36)
    fig = drawn(ruling)
    assert ruling.verdict == "parallel" and {"off-table", "stopped", "table-edge"} <= set(gids(fig))
    assert "where she ends: an anchor token" in key_rows(fig)


def test_a_salvo_card_shows_every_die_with_hits_edged_and_explosions_starred() -> None:
    ruling = fsh.salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6, 6, 2], raking=True)
    fig = drawn(ruling)
    assert gids(fig).count("die") == 11
    assert texts(fig).count("✱") == 4  # the two 6s of the gunnery dice, then the 6 of each bonus round
    assert "a hit (4+)" in key_rows(fig) and title(fig) == "salvo at the target"
    assert any("[5.5.5]" in t for t in texts(fig))


@pytest.mark.parametrize(
    ("ruling", "charts"),
    [
        (fsh.salvo_odds(12, "short", raking=True), ["hits"]),
        (
            fsh.fire_odds(10, "medium", 4, discipline=4),
            ["hits", "hits through the Hull saves", "Damage tokens after", "the ship in the end"],
        ),
    ],
)
def test_odds_are_bar_charts_of_every_distribution(ruling: Ruling, charts: list[str]) -> None:
    fig = drawn(ruling)
    for heading in charts:
        assert heading in texts(fig)
    assert gids(fig).count("chance") >= len(charts)
    assert not any(re.search(r"\d+/\d+ \(", t) for t in texts(fig)), "the charts, not lists of fractions"


def test_an_odds_card_says_the_ends_in_percentages() -> None:
    ruling = fsh.fire_odds(10, "medium", 4, discipline=4)
    fig = drawn(ruling)
    fate = ruling.facts["fate"]
    sub = next(t.get_text() for t in fig.findobj(Text) if t.get_gid() == "diagram-subtitle")
    assert sub.replace("\n", " ") == ", ".join(f"{k} {percent(Fraction(v))}" for k, v in fate.items())


def test_chart_rows_gather_the_unlikely_tails() -> None:
    rows = cards.rows_of(fsh.salvo_odds(30, "short", raking=True).verdict)
    assert rows[0][0].endswith("or fewer") and rows[-1][0].endswith("or more")
    assert sum(c for _, c in rows) == 1 and len(rows) <= cards.MOST_ROWS + 1
    assert cards.rows_of({"afloat": Fraction(1, 3), "sunk": Fraction(2, 3)}) == (
        ("afloat", Fraction(1, 3)),
        ("sunk", Fraction(2, 3)),
    )
    assert cards.rows_of({2: Fraction(1, 2), "sunk": Fraction(1, 4), 0: Fraction(1, 4)})[0] == ("0", Fraction(1, 4))


@pytest.mark.parametrize(
    ("ruling", "dice"),
    [
        (fsh.hull_saves(4, 3, [1, 4, 6]), 3),
        (
            fsh.boarding(
                [fsh.Boarder("Defiance", 6)], fsh.Boarder("Achille", 5, hull=6), [1, 3, 4, 4, 5, 6], [2, 2, 3, 4, 5]
            ),
            11,
        ),
        (fsh.stat_test(3, [2, 6, 1]), 3),
    ],
)
def test_a_dice_ruling_is_a_card_of_its_dice(ruling: Ruling, dice: int) -> None:
    fig = drawn(ruling)
    assert gids(fig).count("die") == dice
    assert any(r.startswith("a die that scores") for r in key_rows(fig))


def test_every_picture_reads_at_100_percent_and_says_what_it_shows() -> None:
    """No text under 11 px; every picture has alt text naming its question."""
    for ruling in (
        fsh.line_of_sight(SYRENE, NAIAD, [VICTORY, CRUIZER]),
        fsh.gunnery_range(SYRENE, NAIAD),
        fsh.ends(SYRENE, 1, "N"),
        fsh.attitude(60, "N"),
        fsh.salvo("short", [5, 1], [3]),
        fsh.fire_odds(4, "short", 3),
        fsh.starting_morale(600),
    ):
        fig = drawn(ruling)
        assert smallest_points(fig) >= SMALLEST_POINTS - 1e-9, ruling.kind
        assert description(fig).startswith(ruling.question), ruling.kind


def test_a_whole_table_shows_every_ship_with_the_wind_and_turn() -> None:
    """What a position of the rule set will show itself as: every ship named, the wind and the turn in the strip."""
    fig = drawing.table_figure(
        "an encounter", [SYRENE, NAIAD, VICTORY], wind=fsh.wind_from("NW"), turn="turn 3", highlight=["Victory"]
    )
    assert {"Syrene", "Naiad", "Victory", "turn 3", "wind from NW (315°)"} <= set(texts(fig))
    assert {"frame-Victory", "base-Syrene", "turn", "wind"} <= set(gids(fig))
    assert "Syrene (side 2) at 20,20 heading 90" in description(fig)
    assert smallest_points(fig) >= SMALLEST_POINTS


def test_the_drawing_faces_import_no_rule_module() -> None:
    """A picture draws what its ruling carries [issue 24]: the faces reach the kit and each other, never a rule
    module of Fighting Ships (nor another rule set)."""
    import ast

    faces = sorted((PACKAGE / "faces").glob("drawing*.py")) + [PACKAGE / "faces" / "gallery.py"]
    assert len(faces) >= 5
    for face in faces:
        name = face.stem
        tree = ast.parse(face.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.level in (0, 1, 4), f"faces/{name}.py imports {'.' * node.level}{node.module}"
                assert node.level or not (node.module or "").startswith("sailkit.rulesets"), node.module


def test_a_gale_shows_the_run_upwind_or_downwind() -> None:
    ruling = fsh.gale_fire(SYRENE, NAIAD, "N")
    fig = drawn(ruling)
    assert ruling.verdict == "upwind" and title(fig) == "a gale: is Naiad downwind of Syrene? upwind, 6 inches"
    assert {"downwind-run", "across-the-wind", "wind"} <= set(gids(fig)) and "6.0 in upwind" in texts(fig)
    (run,) = paths(fig, "downwind-run")
    assert run.bounds[1] >= SYRENE.pose.y - 0.5 and run.bounds[3] <= NAIAD.pose.y + 0.5, "the arrow runs north"
    first = drawn(fsh.duel_order(SYRENE, NAIAD, "N"))
    assert title(first) == "which ship manoeuvres first in the Duel: Syrene" and "downwind-run" in gids(first)


@given(
    st.lists(st.integers(min_value=0, max_value=1000), min_size=1, max_size=60).filter(any),
    st.booleans(),
)
def test_chart_rows_keep_every_chance_and_stay_short(weights: list[int], as_counts: bool) -> None:
    """Whatever the distribution, a chart's rows add up to exactly 1, run in order and are never too many to read."""
    total = sum(weights)
    chances = {k: Fraction(w, total) for k, w in enumerate(weights) if w}
    if as_counts:
        made = fsh.Counts(tuple(Fraction(w, total) for w in weights[:-1]))
        rows = cards.rows_of(made)
    else:
        rows = cards.rows_of(chances)
    assert sum(c for _, c in rows) == 1
    assert len(rows) <= cards.MOST_ROWS + 1
    firsts = [int(words.split()[0]) for words, _ in rows]
    assert firsts == sorted(firsts)
