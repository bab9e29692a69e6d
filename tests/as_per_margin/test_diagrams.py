"""Every kind of As Per Margin ruling draws its diagram through the kit's renderer registry, and a position shows itself."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import sailkit.rulesets.as_per_margin.faces.drawing  # noqa: F401  (registers the renderers until the rule set is installed)
from sailkit import figures, renderers
from sailkit.draw.figure import description
from sailkit.figures import svg

from .diagrams import EXAMPLES, TRAFALGAR

#: What each picture must hold (SVG ids), beside the sheet every table diagram has.
MUST_HOLD = {
    "fire-odds": ["band-Victory-8", "band-Victory-16", "rake-zone-Redoutable", "line-of-fire", "ship-Redoutable"],
    "fire-refused": ["arc-Victory-P", "arc-Victory-S", "no-fire"],
    "rake": ["rake-zone-Victory", "arc-Victory-P", "line-of-fire"],
    "table-i": ["tape", "range", "die"],
    "point-of-sail": ["into-wind", "beating", "beating-limit", "wind"],
    "initial-wind": ["wind-here", "wind"],
    "allowance": ["run", "least", "into-wind", "beating-limit"],
    "pivot": ["pivot", "pivot-limit", "ghost"],
    "tack": ["pivot", "ghost", "die", "into-wind"],
    "drift": ["path", "wind"],
    "falling-aboard": ["path", "ring", "check", "reach"],
    "opposed-throw": ["die"],
    "hits": ["hit", "crossed"],
    "status": ["crossed"],
    "recapture": ["ring", "ship-Bucentaure"],
    "boarding": ["die"],
    "position": ["ship-Victory", "ship-Redoutable", "ship-Bucentaure", "wind"],
}
ON_THE_TABLE = {k for k in MUST_HOLD if k not in ("table-i", "opposed-throw", "hits", "status", "boarding")}


@pytest.mark.parametrize("name", list(EXAMPLES))
def test_each_ruling_draws_its_diagram_with_alt_text(name: str) -> None:
    picture = EXAMPLES[name]()
    fig = picture.figure()
    text = svg(fig)
    for gid in MUST_HOLD[name]:
        assert f'id="{gid}' in text, gid
    if name in ON_THE_TABLE:  # a ruler in inches and a compass on every picture of the table
        assert 'id="ruler' in text and 'id="compass' in text and 'id="sea' in text
    alt = description(fig)
    assert alt and alt.endswith(".")
    if name != "position":
        assert alt.startswith(picture.question)


def test_every_example_is_a_different_kind_or_a_different_case() -> None:
    assert set(MUST_HOLD) == set(EXAMPLES)


def test_the_fire_diagram_names_the_broadside_the_range_and_the_dice() -> None:
    fig = EXAMPLES["fire-odds"]().figure()
    alt = description(fig)
    assert "starboard broadside, 9.8 in: a 5 or better hits" in alt
    assert "6 gun boxes x 2 dice (first broadside)" in alt
    assert "9.8 in" in svg(fig)


def test_a_refused_fire_says_why_in_its_heading() -> None:
    alt = description(EXAMPLES["fire-refused"]().figure())
    assert "not within 45 degrees of either broadside's centre line [FIRE, APM-07a]" in alt


def test_a_struck_ship_is_drawn_grey_and_named_so() -> None:
    text = svg(EXAMPLES["recapture"]().figure())
    assert "Bucentaure (struck)" in text


def test_every_kind_the_rules_give_has_a_renderer() -> None:
    kinds = {EXAMPLES[n]().kind for n in EXAMPLES if n != "position"}
    kinds |= {"pumps", "sequence", "struck"}
    for kind in kinds:
        assert renderers.renderer_for("as_per_margin", kind) is not None, kind


@pytest.mark.parametrize("suffix", [".svg", ".png", ".pdf"])
def test_a_ruling_exports_to_a_file(tmp_path: Path, suffix: str) -> None:
    out = figures.export(EXAMPLES["fire-odds"](), tmp_path / f"fire{suffix}")
    assert out.stat().st_size > 1000


def test_a_position_shows_itself_as_the_same_svg_every_time() -> None:
    first, second = TRAFALGAR._repr_svg_(), TRAFALGAR._repr_svg_()
    assert first == second
    assert first.startswith("<?xml") and "<dc:date>" not in first
    assert not re.search(r"0x[0-9a-f]{6,}", first)
    assert "As Per Margin, turn 3" in first and "wind from 270" in first
