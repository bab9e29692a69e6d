"""The corrections of issue 27 (Wooden Ships points 1-8) and the grapple bug: each test failed before its fix."""

from __future__ import annotations

from sailkit.geometry.hexes import HexDirection as D
from sailkit.rulesets.wooden_ships.game import WoodenShipsGame
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec

#: Constitution and Java side by side, the wind on their beam: both may sail a hex north and stay alongside
ABREAST = Scenario(
    "abreast",
    (
        ShipSpec("Constitution", "US-44", "United States", "average", "J10", D.N),
        ShipSpec("Java", "GB-18", "Britain", "average", "K11", D.N),
    ),
    wind=D.SE,
    turns=6,
    columns=30,
    rows=24,
)


def _grapple_modifier(constitution: str, java: str) -> int:
    g = WoodenShipsGame(ABREAST)
    g.apply_action(f"order Constitution {constitution}").apply_action(f"order Java {java}")
    assert g.phase == "grappling"
    g.apply_action("grapple Constitution Java")
    return g.state.pending[0].modifier


# ---- the grapple bug: executed orders are written with digits, never "F" [9.1.4.3-9.1.4.5] ----


def test_ships_that_sailed_a_hex_are_not_motionless_when_grappling() -> None:
    """[9.1.4.3, 9.1.4.4] both ships sailed a hex: no bonus; one lay still: +1; both: +2. Equal crews, the target
    ordered one point: nothing else."""
    assert _grapple_modifier("1", "1") == 0
    assert _grapple_modifier("0", "1") == 1
    assert _grapple_modifier("0", "0") == 2


def test_a_pivot_or_backed_sails_leave_a_ship_motionless_and_count_as_points() -> None:
    """[9.1.4.3, 9.1.4.5, 20.2] the bow must enter a new hex to count as moving; every hex, pivot and backed sail of
    the target's order is a movement point."""
    from sailkit.rulesets.wooden_ships.locking import movement_points, sailed

    assert not sailed("R") and not sailed("BB") and not sailed("0") and not sailed("")
    assert sailed("L2R") and sailed("B1")
    assert movement_points("L2R") == 4 and movement_points("BR") == 2 and movement_points("0") == 0
