"""Steps that change the position read as their ruling and carry the new position (issue 25, point 4)."""

from __future__ import annotations

import IPython.lib.pretty

from sailkit.readings import said
from sailkit.rulesets.fighting_sail import Position
from sailkit.rulesets.fighting_sail.drifting import drift
from sailkit.rulings import Changed


def test_a_drift_prints_as_its_ruling_and_carries_the_new_position() -> None:
    position = Position.parse("FS turn 1 wind W | Shannon BR 1013 E | Constitution US 1010 N")
    result = drift(position, "Shannon", 3)
    assert isinstance(result, Changed)
    moved, ruling = result  # still a pair
    assert result.position is moved and result.ruling is ruling
    assert str(result) == str(ruling) and result.verdict == ruling.verdict and result.steps == ruling.steps
    assert IPython.lib.pretty.pretty(result) == str(ruling)  # a notebook's text/plain: no tuple of reprs
    assert "Changed(" not in IPython.lib.pretty.pretty(result) and "Position(" not in IPython.lib.pretty.pretty(result)
    assert result._repr_html_() == ruling._repr_html_()  # shown as its ruling is shown
    assert moved != position and moved.ship("Shannon").drifted and not position.ship("Shannon").drifted


def test_an_arc_inside_the_bow_wedge_says_only_half_plane_would_open_it() -> None:
    """Issue 25: a square well inside the bow blind area is not one the lost display 'leaves open': only the
    half-plane reading gives it to a broadside. A square on the 45-degree line is the display's open edge."""
    from sailkit.rulesets.fighting_sail.fire.arcs import fire_arc

    inside = fire_arc("0505", "N", "0402")
    assert inside == "bow" and "lost display leaves this square open" not in str(inside.ruling)
    text = str(inside.ruling).lower()
    assert "inside the bow or stern wedge" in text and said("arc_boundary", "half_plane").lower() in text
    edge = fire_arc("0505", "N", "0303")
    assert "the lost display leaves this square open" in str(edge.ruling)
