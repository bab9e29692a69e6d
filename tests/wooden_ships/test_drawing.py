"""Drawing: positions, fields of fire, and the renderers registered for the rule set's rulings."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from sailkit.figures import renderer_for, svg  # noqa: E402
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip  # noqa: E402
from sailkit.rulesets.wooden_ships import Broadside, WoodenShipsGame, target_ruling  # noqa: E402
from sailkit.rulesets.wooden_ships.drawing import draw_fields, draw_position, position_figure  # noqa: E402
from sailkit.rulesets.wooden_ships.fields import Kind, Obstacle  # noqa: E402


def test_renderers_are_registered_for_each_kind() -> None:
    for kind in ("targets", "movement", "fire"):
        assert renderer_for("wooden_ships", kind) is not None


def test_a_targets_ruling_draws_itself_deterministically() -> None:
    r = target_ruling(
        "Constitution",
        TwoHexShip(Hex(0, 0), HexDirection.N),
        Broadside.R,
        [Obstacle("Java", TwoHexShip(Hex(4, -2), HexDirection.NE).hexes, Kind.ENEMY)],
    )
    fig = r.figure()
    assert svg(fig) == svg(r.figure()) and "Java" in svg(fig)
    plt.close("all")


def test_order_and_fire_rulings_draw() -> None:
    g = WoodenShipsGame.from_scenario("frigate-duel")
    g.apply_action("order Constitution 1L1")
    assert "order 1L1" in svg(g.ruling().figure())
    plt.close("all")


def test_positions_draw_with_fields() -> None:
    g = WoodenShipsGame.from_scenario("frigate-duel")
    fig, ax = plt.subplots()
    artists = draw_position(g.position, g.state.grid, ax, fields_of="Constitution", five=True)
    assert len(artists) > 10
    assert len(draw_fields(ax, g.position.ship("Java").counter, Broadside.L)) == 1
    assert "T10" in svg(position_figure(g.position, g.state.grid))
    plt.close("all")
