"""Every tint and mark of a Fighting Ships picture has its row in the key (issue 24: a legend for every tint)."""

from __future__ import annotations

import sailkit.rulesets.fighting_ships as fsh
from sailkit.geometry.table import Advance, Move, Pose
from sailkit.rulesets.fighting_ships.faces import drawing  # noqa: F401  (registers the renderers)


def test_a_table_edge_names_the_way_her_mainmast_went() -> None:
    lively = fsh.Ship.of("Lively", "5th-rate", Pose(44, 20, 90))
    figure = fsh.table_edge(lively, Move((Advance(2.0), Advance(2.0))), 48, 36).figure()
    drawn = {a.get_gid() for a in figure.findobj() if a.get_gid()}
    rows = [t.get_text() for t in figure.axes[0].get_legend().get_texts()]
    assert "route" in drawn
    assert "her mainmast's way to where she touched the edge" in rows
    assert "off the table" in rows
