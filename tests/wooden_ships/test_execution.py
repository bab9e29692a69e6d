"""Simultaneous execution retraced hex by hex [8.1.1, 8.3], drift [8.2]; rbastian/wsim point 5."""

from __future__ import annotations

from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships.execution import Retrace, Rolloff, retrace
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out

N, SE = HexDirection.N, HexDirection.SE


def plan(counter: TwoHexShip, order: str, wind: HexDirection = HexDirection.NE):
    return carry_out(Mover(counter, 4, 0, 3), order, wind)


CROSS_A = TwoHexShip(Hex(0, 0), SE)
CROSS_B = TwoHexShip(Hex(2, 2), N)


def crossing(decided=None):
    start = {"A": CROSS_A, "B": CROSS_B}
    plans = {"A": plan(CROSS_A, "3"), "B": plan(CROSS_B, "4")}
    return start, plans, retrace(start, plans, decided or {})


def test_wsim_point_5_paths_that_cross_collide_though_the_ends_do_not_meet() -> None:
    """rbastian/wsim checks collisions on the end positions only; the rules say all orders are carried out at once,
    step by step, and two ships in one hex at the same step collide [8.1.1, 8.3.1]: two bows entering one hex at
    step 2 collide though the ships would end apart."""
    start, plans, first = crossing()
    ends = {n: p.counters[-1] for n, p in plans.items()}
    assert not set(ends["A"].hexes) & set(ends["B"].hexes)  # the end positions do not overlap
    assert first == Rolloff("A", "B", 2, Hex(2, 0))  # both bows enter (2, 0) at step 2: a roll-off [8.3.2]
    done = crossing({("A", "B", 2): "B"})[2]
    assert isinstance(done, Retrace)
    assert done.collisions == (("A", "B"),)
    assert done.counters["B"] == plans["B"].counters[1] and done.counters["A"] == plans["A"].counters[0]
    assert done.carried == {"A": 1, "B": 2}  # both stop where the collision happened [8.3.4]


def test_the_ship_already_in_the_hex_keeps_it() -> None:
    """[8.3.2] the occupant stays; the entrant goes back to its previous hexes."""
    still = TwoHexShip(Hex(0, -3), N)  # bow (0,-3), stern (0,-2)
    mover = TwoHexShip(Hex(0, 0), N)
    plans = {"S": plan(still, "0"), "M": plan(mover, "3", HexDirection.N)}
    out = retrace({"S": still, "M": mover}, plans, {})
    assert isinstance(out, Retrace) and out.collisions == (("M", "S"),)
    assert out.counters["M"] == mover.advanced(1) and out.carried["M"] == 1  # stopped before entering (0, -2)
    assert "S was there first" in out.steps[0].reason


def test_a_bow_sailing_in_beats_a_stern_swung_in() -> None:
    """[8.3.2] a bow entering beats a stern swinging in by a pivot."""
    pivoter = TwoHexShip(Hex(0, 0), N)  # R pivot: stern swings from (0,1) to (-1,1)
    sailer = TwoHexShip(Hex(-2, 2), HexDirection.NE)  # one hex ahead: bow enters (-1,1)
    plans = {"P": plan(pivoter, "R"), "S": plan(sailer, "1")}
    assert pivoter.turned(1).stern == Hex(-1, 1) == sailer.advanced(1).bow
    out = retrace({"P": pivoter, "S": sailer}, plans, {})
    assert isinstance(out, Retrace) and out.counters["S"] == sailer.advanced(1) and out.counters["P"] == pivoter


def test_ships_apart_do_not_collide() -> None:
    a, b = TwoHexShip(Hex(0, 0), N), TwoHexShip(Hex(5, 0), N)
    out = retrace({"a": a, "b": b}, {"a": plan(a, "2", N), "b": plan(b, "2", N)}, {})
    assert isinstance(out, Retrace) and out.collisions == () and out.carried == {"a": 2, "b": 2}


def test_drift_moves_the_whole_counter_downwind_after_the_last_step() -> None:
    """[8.2.1, 8.3.3] both hexes shift one hex the way the wind blows; a ship in the way stops it (a collision)."""
    a = TwoHexShip(Hex(0, 0), N)
    out = retrace({"a": a}, {"a": plan(a, "0")}, {}, drift={"a": ("a",)}, wind_to=SE)
    assert isinstance(out, Retrace) and out.counters["a"] == a.shifted(SE) and out.drifted == ("a",)
    blocker = TwoHexShip(Hex(1, 1), N)
    out = retrace(
        {"a": a, "z": blocker}, {"a": plan(a, "0"), "z": plan(blocker, "0")}, {}, drift={"a": ("a",)}, wind_to=SE
    )
    assert isinstance(out, Retrace) and out.counters["a"] == a and out.collisions == (("a", "z"),)


def test_wsim_point_5_in_a_game_the_crossing_orders_collide() -> None:
    """rbastian/wsim checks end positions only; the rules retrace every step [8.3.1]: in a game, the same two orders
    written and revealed stop both ships where their paths met, a roll-off decides the hex [8.3.2], and the pair
    rolls on the Fouling Table [8.3.5]."""
    from sailkit.geometry.hexes import HexGrid
    from sailkit.rulesets.wooden_ships import WoodenShipsGame
    from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec

    grid = HexGrid(40, 30)
    shift = Hex(10, 10)
    a = grid.format(Hex(CROSS_A.bow.q + shift.q, CROSS_A.bow.r + shift.r))
    b = grid.format(Hex(CROSS_B.bow.q + shift.q, CROSS_B.bow.r + shift.r))
    sc = Scenario(
        "crossing",
        (ShipSpec("A", "GB-6", "Britain", "average", a, SE), ShipSpec("B", "FR-80", "France", "average", b, N)),
        wind=HexDirection.NE,
        turns=3,
    )
    g = WoodenShipsGame(sc)
    g.apply_action("order A 3")
    g.apply_action("order B 4")
    assert g.state.pending and g.state.pending[0].kind == "rolloff"
    g.apply_action("roll 2")  # B keeps the hex
    assert ("A", "B") in g.state.collisions
    assert g.state.pending and g.state.pending[0].kind == "foul"
