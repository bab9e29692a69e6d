"""What a notebook keeps as a shown value's plain text: words, never a dump of its fields [issue 25]."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import ipywidgets as widgets
import pytest
from IPython.core.formatters import DisplayFormatter

from sailkit.dice import Distribution
from sailkit.plain_text import listed
from sailkit.quiz import Compared, DrawnRuling
from sailkit.readings import question_of
from sailkit.rulesets.fighting_sail.movement import moves
from sailkit.rulesets.fighting_sail.state import Position
from sailkit.rulings import Ruling, Step
from sailkit.widgets import LiveWidget, Snapshot, display_with_snapshot, html_text


def shown(value: Any) -> dict[str, Any]:
    """What IPython stores for ``value`` as a cell's result: its mime bundle."""
    data, _ = DisplayFormatter().format(value)
    return data


RULING = Ruling("may Shannon fire", False, (Step("9.11", "Shannon already fired"),))


def test_a_ruling_shows_its_heading_and_steps_and_keeps_its_html() -> None:
    data = shown(RULING)
    assert data["text/plain"] == "may Shannon fire: no\n  [9.11] Shannon already fired" == str(RULING)
    assert "<table" in data["text/html"]
    assert repr(RULING).startswith("Ruling(question=")  # repr stays the whole value, for tests and debugging


def test_a_subclass_whose_dataclass_writes_a_repr_still_shows_words() -> None:
    drawn = DrawnRuling.of(RULING, lambda r: None)
    assert repr(drawn).startswith("DrawnRuling(") and shown(drawn)["text/plain"] == str(RULING)


def test_a_move_set_shows_its_ends_in_words() -> None:
    position = Position.parse("FS turn 1 wind NW | Felicite FR 1010 E")
    text = shown(moves(position, "Felicite", "port"))["text/plain"]
    assert text.startswith("where Felicite can end under a port command: 9 ends")
    assert "\n  ends by move: 1310 NE, 1310 N, " in text and " via " not in text and "MoveSet(" not in text


def test_a_comparison_shows_each_options_verdict() -> None:
    compared = Compared("arc_boundary", {"broadside": RULING, "bow": Ruling("may Shannon fire", True)}, "bow")
    text = shown(compared)["text/plain"]
    assert text == compared.summary() and "Compared(" not in text
    assert text.splitlines()[:2] == [
        f"reading: {question_of('arc_boundary')} (default bow)",
        "  broadside -> no: Shannon already fired [9.11]",
    ]
    assert "  bow       -> yes" in text.splitlines()


def test_a_distribution_shows_its_chances() -> None:
    text = shown(Distribution({"unfouls": Fraction(1, 6), "stays fouled": Fraction(5, 6)}))["text/plain"]
    assert text == "unfouls: 1/6 (16.7%)\nstays fouled: 5/6 (83.3%)"


def test_a_widget_and_its_snapshot_keep_words() -> None:
    box = widgets.VBox([widgets.HTML("<b>Can Shannon fire?</b>")])
    live = shown(LiveWidget(box, "run the notebook to answer"))
    assert live["text/plain"] == "run the notebook to answer"
    assert live["application/vnd.jupyter.widget-view+json"]["model_id"] == box.model_id
    still = shown(Snapshot("<div><b>Can Shannon fire?</b><svg><text>x</text></svg></div>", "Can Shannon fire?"))
    assert still == {
        "text/html": "<div><b>Can Shannon fire?</b><svg><text>x</text></svg></div>",
        "text/plain": "Can Shannon fire?",
    }


def test_html_text_keeps_the_words_a_line_a_block() -> None:
    fragment = "<style>.a{}</style><b>Turn 1</b><svg><text>0910</text></svg><ul><li>[7.1] Felicite &amp; co</li><li>b</li></ul>"
    assert html_text(fragment) == "Turn 1\n[7.1] Felicite & co\nb"


def test_listed_says_items_in_words() -> None:
    assert listed(["next BR", "next US"]) == "next BR, next US"
    assert listed(iter(())) == "none" and listed([], empty="nothing") == "nothing"


def test_a_snapshot_without_words_takes_those_of_its_html_or_the_title_of_its_svg() -> None:
    assert Snapshot("<b>Turn 1</b><details><li>folded</li></details>").text == "Turn 1"
    svg = "<svg><title>Range Points from A [9.31a]</title><text>A</text></svg>"
    assert shown(Snapshot(svg, mime="image/svg+xml")) == {
        "image/svg+xml": svg,
        "text/plain": "Range Points from A [9.31a]",
    }


def test_a_long_snapshot_keeps_its_first_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    import IPython.display

    shown_now: list[Any] = []
    monkeypatch.setattr(IPython.display, "display", lambda obj: shown_now.append(obj))
    long = "\n".join(f"  [7.{i}] a step of the ruling" for i in range(200))
    display_with_snapshot(widgets.VBox(), "<b>x</b>", "run it", long)
    still, live = shown_now
    assert (
        len(still.text) < 1600
        and still.text.startswith("  [7.0] a step")
        and still.text.endswith("(the rest in the table)")
    )
    assert live.text == "run it"
    display_with_snapshot(widgets.VBox(), "<b>x</b>", "", "y" * 3000)  # one long line: cut where it must
    assert len(shown_now[2].text) < 1600 and shown_now[3].text == "a live widget: run the notebook to use it"
