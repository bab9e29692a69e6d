"""Kit pieces every rule set shares: ruling numbers of any kind, the renderer registry, export, the rule-set registry."""

from __future__ import annotations

import os
import re
from fractions import Fraction
from pathlib import Path

import pytest

from sailkit import figures, registry, renderers
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulings import Ruling, Step
from sailkit.wording import format_number


@pytest.mark.parametrize(
    ("value", "plain", "signed"),
    [
        (5, "5", "+5"),
        (-10, "-10", "-10"),
        (0, "0", "+0"),
        (3.5, "3.5", "+3.5"),
        (2.0, "2", "+2"),
        (-0.125, "-0.125", "-0.125"),
        (1 / 3, "0.333", "+0.333"),
        (Fraction(1, 2), "1/2", "+1/2"),
        (Fraction(-3, 2), "-3/2", "-3/2"),
        (Fraction(4, 2), "2", "+2"),
    ],
)
def test_numbers_of_every_kind_print_as_a_reader_writes_them(value: object, plain: str, signed: str) -> None:
    assert format_number(value) == plain  # type: ignore[arg-type]
    assert format_number(value, signed=True) == signed  # type: ignore[arg-type]


def test_a_ruling_in_inches_and_half_points_prints_and_shows() -> None:
    r = Ruling(
        "range from Hermione to Santa Cecilia",
        "long range",
        (Step("RANGE", "mainmast to mainmast", 17.25), Step("HALF", "half a point", Fraction(1, 2))),
        value=17.75,
    )
    text = str(r)
    assert "(+17.25)" in text and "(+1/2)" in text and "(value 17.75)" in text
    assert "+1/2" in r._repr_html_()
    with pytest.raises(TypeError):
        format_number("7")  # type: ignore[arg-type]


def test_a_ruling_finds_the_renderer_its_rule_set_registered_for_its_kind(tmp_path: Path) -> None:
    from matplotlib.figure import Figure

    drawn: list[Ruling] = []

    @renderers.renderer("kit-test", "dot")
    def _dot(ruling: Ruling) -> Figure:
        drawn.append(ruling)
        fig = Figure(figsize=(1, 1))
        fig.add_axes((0, 0, 1, 1)).plot([0], [0], "o", gid="the-dot")
        return fig

    r = Ruling("is there a dot", True, ruleset="kit-test", kind="dot")
    html = r._repr_html_()
    assert drawn == [r] and re.search(r'id="sk[0-9]+-the-dot"', html) and "<?xml" not in html  # ids its own
    assert Ruling("no picture", True).figure() is None
    path = figures.export(r, tmp_path / "dot.svg")
    assert path.read_text().startswith("<?xml") and figures.svg(r.figure()) == path.read_text()
    assert (tmp_path / "dot.png").exists() is False
    figures.export(r, tmp_path / "dot.png")
    assert (tmp_path / "dot.png").read_bytes()[:4] == b"\x89PNG"


def test_export_refuses_what_it_cannot_write_and_leaves_nothing(tmp_path: Path) -> None:
    with pytest.raises(UnknownChoiceError, match=r"\.gif"):
        figures.export(Ruling("q", True), tmp_path / "x.gif")
    with pytest.raises(InvalidInputError, match="picture"):
        figures.export(Ruling("q", True), tmp_path / "x.svg")  # nothing draws this ruling
    with pytest.raises(InvalidInputError, match="picture"):
        figures.export(object(), tmp_path / "x.png")
    assert os.listdir(tmp_path) == []


def test_the_svg_of_a_figure_is_the_same_every_time() -> None:
    from matplotlib.figure import Figure

    def make() -> Figure:
        fig = Figure(figsize=(2, 1))
        fig.add_axes((0, 0, 1, 1)).plot([0, 1], [1, 0])
        return fig

    assert figures.svg(make()) == figures.svg(make())
    assert "<dc:date>" not in figures.svg(make())


def test_unknown_rule_sets_are_named_with_those_installed() -> None:
    with pytest.raises(UnknownChoiceError, match="no_such_game"):
        registry.ruleset("no_such_game")
    with pytest.raises(UnknownChoiceError, match="'Chess'"):
        registry.rules_for_title("Chess")
