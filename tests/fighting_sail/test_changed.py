"""Steps that change the position read as their ruling and carry the new position (issue 25, point 4)."""

from __future__ import annotations

import IPython.lib.pretty

from sailkit.rulesets.fighting_sail import Position
from sailkit.rulesets.fighting_sail.drift import drift
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
    assert result._repr_html_() == ruling.html()
    assert moved != position and moved.ship("Shannon").drifted and not position.ship("Shannon").drifted
