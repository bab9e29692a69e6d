"""The falling-aboard diagram shows the path, the ring round the ship met and the check point; alt text says the verdict."""

from __future__ import annotations

from sailkit.draw.figure import description
from sailkit.figures import svg
from sailkit.geometry.table import Move, Pose
from sailkit.rulesets.as_per_margin import Ship, first_check
from sailkit.rulesets.as_per_margin.faces.drawing import draw_arcs, falling_aboard_figure

VICTORY = Ship("Victory", 1, Pose(0, 0, 90))
REDOUTABLE = Ship("Redoutable", 2, Pose(10, 2, 0), nation="FR")


def test_the_diagram_marks_the_first_closing_point() -> None:
    fig = falling_aboard_figure(first_check(VICTORY, Move.pivot_then_straight(0, 20), [REDOUTABLE]))
    text = svg(fig)
    for gid in ("path", "ring", "check", "ruler", "ship-Victory", "ship-Redoutable"):
        assert f'id="{gid}' in text, gid
    assert (
        description(fig)
        == "falling-aboard check for Victory: Victory must check with Redoutable 39% of the way along its move, 3.0 in apart."
    )


def test_no_ring_when_no_check() -> None:
    fig = falling_aboard_figure(first_check(VICTORY, Move.pivot_then_straight(-90, 10), [REDOUTABLE]))
    text = svg(fig)
    assert 'id="path' in text and 'id="ring' not in text and 'id="check' not in text
    assert "comes within 3 inches of no ship" in description(fig)


def test_arcs_are_drawn_for_both_broadsides() -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    ax = Figure().add_subplot()
    artists = draw_arcs(ax, VICTORY)
    assert [a.get_gid() for a in artists] == ["arc-Victory-P", "arc-Victory-S"]
