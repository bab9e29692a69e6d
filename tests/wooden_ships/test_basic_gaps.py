"""Basic Game rules that came late: ships entering during a game [7.2.8, 8.1.2], a dismasted ship's turns [8.2.5],
grapples between friends [9.1.3], parties of several kinds [10.2.3], carronades or guns [11.4.3.1], fire with no
target and late loading [13.4, 13.5], and hit results without the Advanced Game's stars."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.engine import play_random
from sailkit.geometry.hexes import HexDirection
from sailkit.rulesets.wooden_ships import WoodenShipsGame
from sailkit.rulesets.wooden_ships.notation import read_position, write_position
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import Status
from sailkit.rulesets.wooden_ships.victory import lost, outcome

ARRIVAL = Scenario(
    "a frigate comes up",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M10", HexDirection.N),
        ShipSpec("Shannon", "GB-18", "Britain", "crack", "M20", HexDirection.N, enters=2),
    ),
    wind=HexDirection.N,
    turns=8,
    columns=30,
    rows=24,
)


def to_orders(g: WoodenShipsGame, turn: int) -> WoodenShipsGame:
    """Pass every phase (first die result at a chance node) until the orders of ``turn``."""
    while not g.is_terminal() and (g.turn < turn or g.phase != "orders"):
        if g.is_chance_node():
            g.apply_action(g.chance_outcomes()[0][0])
        elif g.phase == "orders":
            name = next(
                s.name
                for s in g.position.ships
                if s.side == g.current_side()
                and g.state.order_of(s.name) is None
                and any(a.ship == s.name for a in g.legal_actions())
            )
            g.apply_action(f"order {name} 0")
        else:
            g.apply_action(f"done {g.current_side()}")
    return g


def test_a_ship_spec_names_her_turn_of_entry_and_reads_back() -> None:
    """[7.2.8, 8.1.2] ``>N`` after a placing is the turn she enters; it survives the record's headers."""
    spec = ARRIVAL.ships[2]
    assert str(spec) == "Shannon=GB-18/Britain/crack@M20:1>2" and ShipSpec.parse(str(spec)) == spec
    assert Scenario.from_headers(ARRIVAL.headers()) == ARRIVAL


def test_a_ship_still_to_enter_is_off_the_map_and_not_lost() -> None:
    """[8.1.2] before her turn she writes no order, is nobody's target or obstacle and is not lost [14.0]."""
    g = WoodenShipsGame(ARRIVAL)
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.WAITING and not shannon.afloat
    assert not any(a.ship == "Shannon" for a in g.legal_actions())
    assert not lost(shannon, g.position) and outcome(g.position).verdict == ""
    text = write_position(g.position, g.state.grid)
    assert read_position(text, g.state.grid) == g.position and "EN:2" in text


def test_the_first_hex_entered_counts_against_her_allowance() -> None:
    """[7.2.8, 8.1.2] on her turn she writes an order; running before the wind a speed-4 frigate has 3 hexes, and
    entering takes the first, so 3 hexes more is not carried out whole; she enters and moves with the others."""
    g = to_orders(WoodenShipsGame(ARRIVAL), 2)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    legal = [str(a) for a in g.legal_actions()]
    assert "order Shannon 2" in legal and "order Shannon 3" not in legal
    g.apply_action("order Shannon 3")
    assert "only 2 can be carried out" in g.ruling().verdict
    cases = [s.case for s in g.ruling().steps]
    assert "7.2.8" in cases and "8.1.2" in cases and ("entry_place", "placed") in g.ruling().readings
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.ACTIVE and g.state.grid.format(shannon.bow) == "M18" and shannon.still == 0


def test_a_ship_whose_placing_is_taken_waits_a_turn() -> None:
    """[8.1.2] (reading entry_place) if a ship stands on her placing when her turn comes she enters a turn later."""
    blocked = replace(ARRIVAL, ships=(*ARRIVAL.ships[:2], replace(ARRIVAL.ships[2], bow="M10", enters=1)))
    g = WoodenShipsGame(blocked)
    g.apply_action("order Constitution 0").apply_action("order Java 0").apply_action("order Shannon 1")
    shannon = g.position.ship("Shannon")
    assert shannon.status is Status.WAITING and shannon.enters == 2
    assert any(s.case == "8.1.2" and "waits a turn" in s.reason for s in g.ruling().steps)


@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_a_late_ship_end_and_replay(seed: int) -> None:
    g = play_random(WoodenShipsGame(ARRIVAL), seed)
    assert g.is_terminal()
    again = WoodenShipsGame.from_text(g.to_text())
    assert again.state == g.state and again.to_text() == g.to_text()
