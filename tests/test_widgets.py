"""The kit's explorer base (:class:`sailkit.widgets.Explorer`), with no rule set: controls drive the label and picture."""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from sailkit import widgets as kit  # noqa: E402
from sailkit.figures import inline  # noqa: E402
from sailkit.rulings import Ruling, Step  # noqa: E402


class Counter(kit.Explorer):
    """A slider whose value is written in the label and drawn as that many dots."""

    NOTE = "run the notebook to count"

    def __init__(self, start: int = 2, *, draw: bool = True) -> None:
        self.count = kit.slider("count", start, 0, 5)
        self.updates = 0
        self._show_in(300, draw=draw)
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (self.count,)

    def update(self, change: dict[str, Any] | None = None) -> None:
        self.updates += 1
        self.label.value = f"<b>{self.count.value} dots</b>"
        if self.draw:
            self.picture.value = inline(self.figure())

    def figure(self) -> Figure:
        fig = Figure(figsize=(2, 1))
        ax = fig.add_subplot()
        _ = ax.plot(range(self.count.value), [0] * self.count.value, "o")
        return fig


def test_watch_updates_once_at_start_and_on_every_change() -> None:
    c = Counter(draw=False)
    assert (c.updates, c.label.value) == (1, "<b>2 dots</b>")
    c.count.value = 4
    assert (c.updates, c.label.value) == (2, "<b>4 dots</b>")
    assert c.picture.value == ""  # draw=False leaves the picture empty


def test_snapshot_draws_the_picture_when_the_widget_has_none() -> None:
    quiet, drawn = Counter(draw=False), Counter(draw=True)
    assert "<svg" in drawn.picture.value
    assert drawn.picture_svg() == drawn.picture.value
    snap = quiet.snapshot()
    assert "<svg" in snap and snap.endswith("<b>2 dots</b>")


def test_widget_puts_controls_beside_the_picture_and_the_label_under_them() -> None:
    c = Counter(draw=False)
    box = c.widget
    assert isinstance(box, widgets.VBox)
    row, label = box.children
    assert label is c.label
    controls, picture = row.children
    assert controls.children == (c.count,) and picture is c.picture


class Halver(kit.Explorer):
    """An explorer that asks one question: half the slider's value, as a ruling citing a made-up case."""

    def __init__(self, *, basis: int = 300, draw: bool = True) -> None:
        self.number = kit.slider("number", 5, 0, 9)
        self._show_in(basis, draw=draw)
        self._watch()

    @property
    def controls(self) -> tuple[widgets.ValueWidget, ...]:
        return (self.number,)

    def rule(self) -> Ruling:
        half = self.number.value // 2
        return Ruling("half", half, (Step("T-1", f"{self.number.value} halved, rounded down"),), value=half)

    def figure(self) -> Figure | None:
        if not self.number.value:
            return None  # nothing to draw for nothing
        fig = plt.figure(figsize=(2, 1))  # a pyplot figure: left open, it would stay in plt.get_fignums()
        _ = fig.add_subplot().plot(range(self.ruling.value + 1), "o")
        return fig


def test_an_explorer_that_asks_one_question_shows_its_ruling_and_redraws() -> None:
    open_before = plt.get_fignums()
    h = Halver()
    assert h.ruling.verdict == 2 and "[T-1] 5 halved" in h.text and "T-1" in h.label.value
    assert h.picture.value.startswith("<svg")
    h.number.value = 0
    assert h.ruling.verdict == 0 and h.picture.value == ""  # a figure of None empties the picture
    assert plt.get_fignums() == open_before  # each figure drawn is closed


def test_an_explorer_made_not_to_draw_draws_once_shown() -> None:
    h = Halver(draw=False)
    assert h.picture.value == ""
    _ = h.widget
    assert h.draw and h.picture.value.startswith("<svg")
    h.number.value = 9
    assert "4" in h.label.value and h.picture.value.startswith("<svg")


def test_an_explorer_without_a_picture_shows_its_label_beside_the_controls() -> None:
    h = Halver(basis=0)
    controls, label = h.widget.children
    assert controls.children == (h.number,) and label is h.label
    assert not h.draw and h.picture.value == "" and h.snapshot() == f"<div></div>{h.label.value}"
