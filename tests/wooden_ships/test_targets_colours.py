"""The Wooden Ships targets picture colours every counter by nation, as every other board does (issue 24: one
meaning per colour): friend and enemy are said in the key, not by the counters' colours."""

from __future__ import annotations

from matplotlib.colors import to_hex
from matplotlib.figure import Figure

from sailkit.rulesets.wooden_ships import questions
from sailkit.rulesets.wooden_ships.faces.drawing import NATION_COLOURS, SIDE_COLOURS
from sailkit.rulesets.wooden_ships.faces.explorers.basic import FireExplorer


def _fills(figure: Figure) -> set[str]:
    ax = figure.axes[0]
    out = {to_hex(c.get_facecolors()[0][:3]) for c in ax.collections if len(c.get_facecolors())}
    return out | {to_hex(p.get_facecolor()[:3]) for p in ax.patches}


def _key_rows(figure: Figure) -> list[str]:
    legend = figure.axes[0].get_legend()
    return [t.get_text() for t in legend.get_texts()] if legend is not None else []


def test_a_refused_target_draws_each_ship_in_her_nations_colour() -> None:
    game = FireExplorer(enemy="I6", friend="G6").game()
    figure = questions.fire_question(game.state, "Constitution", "Java").figure()
    fills = _fills(figure)
    assert {to_hex(NATION_COLOURS["US"]), to_hex(NATION_COLOURS["GB"])} <= fills
    assert not {to_hex(SIDE_COLOURS[0]), to_hex(SIDE_COLOURS[1])} & fills, "no friend/foe colours"
    rows = _key_rows(figure)
    assert "enemy: Java" in rows and "friend: Essex" in rows
