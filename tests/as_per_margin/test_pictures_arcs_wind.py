"""As Per Margin's fire and rake pictures draw the arcs the ruling used, under each option of reading ``fire_arc``,
and the wind the ruling carries (issue 24: the table sheet speaks the kit's language, the wind included)."""

from __future__ import annotations

import math
from typing import Any

import pytest
from matplotlib.figure import Figure

from sailkit.figures import svg
from sailkit.geometry.table import Pose
from sailkit.rulesets import as_per_margin as apm
from sailkit.rulesets.as_per_margin.faces.explorers import FireExplorer, in_wind, on_table

VICTORY = apm.Ship("Victory", 1, Pose(0, 0, 0))  # heading North: her starboard beam faces East
ABEAM = apm.Ship("Redoutable", 2, Pose(6, 0, 0))  # 6 inches off her starboard beam
AHEAD = apm.Ship("Bucentaure", 2, Pose(0, 9, 90))  # 9 inches dead ahead, heading East: Victory off her port beam
#: How far each option of ``fire_arc`` lets a broadside bear from its beam, in degrees [FIRE, APM-07a].
HALF_ARC = {"45": 45.0, "22.5": 22.5}


def _artist(figure: Figure, gid: str) -> Any:
    (found,) = [a for a in figure.axes[0].get_children() if a.get_gid() == gid]
    return found


def _widest_off_beam(artist: Any, ship: apm.Ship, beam: float) -> float:
    """The farthest bearing from ``ship``'s ``beam`` (relative degrees, 90 starboard, 270 port) that the drawn shape
    ``artist`` reaches, taken at its corners farther than an inch from her mainmast."""
    out = 0.0
    mx, my = ship.mainmast
    for path in artist.get_paths():
        for x, y in path.vertices:
            if math.hypot(x - mx, y - my) > 1.0:
                rel = (math.degrees(math.atan2(x - mx, y - my)) - ship.pose.heading) % 360
                out = max(out, abs((rel - beam + 180) % 360 - 180))
    return out


@pytest.mark.parametrize("option", sorted(HALF_ARC))
def test_a_fire_picture_draws_the_arc_the_ruling_used(option: str) -> None:
    """The bands of Victory's starboard broadside reach exactly as far from her beam as the reading lets her bear: a
    45-degree arc drawn under the 22.5 reading told the reader a target bore that the ruling refused."""
    ruling = apm.volley(VICTORY, ABEAM, {"fire_arc": option})
    assert ruling, ruling  # dead abeam: it bears under either reading
    figure = ruling.figure()
    assert _widest_off_beam(_artist(figure, "band-Victory-8"), VICTORY, 90) == pytest.approx(HALF_ARC[option], abs=0.5)
    words = [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    assert any(f"{HALF_ARC[option]:g}° either side of the beam" in w for w in words), words


@pytest.mark.parametrize("option", sorted(HALF_ARC))
def test_a_rake_picture_draws_the_targets_arcs_and_rake_zone_as_the_ruling_used_them(option: str) -> None:
    ruling = apm.is_rake(VICTORY, AHEAD, {"fire_arc": option})
    figure = ruling.figure()
    assert _widest_off_beam(_artist(figure, "arc-Bucentaure-P"), AHEAD, 270) == pytest.approx(HALF_ARC[option], abs=0.5)


@pytest.mark.parametrize("option", sorted(HALF_ARC))
def test_a_ruling_drawn_on_the_table_shades_the_arcs_it_used(option: str) -> None:
    """A tutorial's ``on_table`` picture shades the arcs of the reading its ruling was asked under."""
    ruling = on_table(apm.volley(VICTORY, ABEAM, {"fire_arc": option}), [VICTORY, ABEAM], arcs_for=["Victory"])
    drawn = _artist(ruling.figure(), "arc-Victory-S")
    assert _widest_off_beam(drawn, VICTORY, 90) == pytest.approx(HALF_ARC[option], abs=0.5)


def test_fire_and_rake_pictures_draw_the_wind_the_ruling_carries() -> None:
    """A ruling asked of two ships knows no wind; carried in its facts (``in_wind``) the wind crosses the compass
    with its name, on the fire and the rake pictures and on the table of a tutorial [APM-01]."""
    pictures = {
        "fire": in_wind(apm.volley(VICTORY, ABEAM), 270).figure(),
        "rake": in_wind(apm.is_rake(VICTORY, AHEAD), 270).figure(),
        "table": on_table(in_wind(apm.volley(VICTORY, ABEAM), 270), [VICTORY, ABEAM]).figure(),
        "explorer": FireExplorer(draw=False).figure(),  # the fire explorer's sea has the West wind too
    }
    for kind, figure in pictures.items():
        drawn = svg(figure)
        assert 'id="wind"' in drawn and "wind from 270° (W)" in drawn.replace("&#176;", "°"), kind
    assert 'id="wind"' not in svg(apm.volley(VICTORY, ABEAM).figure())  # no wind is made up
