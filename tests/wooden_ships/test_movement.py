"""Movement notation and allowance [7.0-7.2], with the index's testable facts 1-6."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError
from sailkit.geometry.hexes import Hex, HexDirection, HexGrid, TwoHexShip
from sailkit.rulesets.wooden_ships.movement import (
    Mover,
    allowance,
    attitude,
    carry_out,
    format_plot,
    legal_plots,
    read_plot,
)

N = HexDirection.N
SHIP = TwoHexShip(Hex(10, 10), N)


def mover(speed: int = 4, turning: int = 2, **kw) -> Mover:
    return Mover(SHIP, speed, 0, turning, **kw)


@pytest.mark.parametrize(
    ("wind_to", "expected"),
    [
        (N, "B"),
        (HexDirection.NE, "A"),
        (HexDirection.NW, "A"),
        (HexDirection.SE, "C"),
        (HexDirection.SW, "C"),
        (HexDirection.S, "D"),
    ],
)
def test_attitudes_from_the_recovered_diagrams(wind_to: HexDirection, expected: str) -> None:
    """[7.1.3] a ship heading North: wind astern B, on the quarter A, forward of the beam C, head on D."""
    assert attitude(N, wind_to) == expected


def test_wind_arrow_reading_flips_the_wind() -> None:
    assert attitude(N, N, {"wind_arrow": "from"}) == "D"


def test_allowance_examples() -> None:
    """[7.1.4] facts 1-2: battle sail speed 3 in C gives 1, speed 4 in A gives 4; rigging losses cut it, never below 0 [11.4.4.1, 7.1.17]."""
    assert allowance(3, "C") == 1 and allowance(4, "A") == 4 and allowance(4, "B") == 3
    assert allowance(4, "A", rigging_lost=2) == 2 and allowance(3, "C", rigging_lost=2) == 0


def test_start_attitude_fixes_the_total() -> None:
    """[7.1.13] fact 3: speed 3 starting in B keeps allowance 2 even after turning into A."""
    # heading North, wind to North: B; a right turn puts it in A
    plan = carry_out(mover(speed=3), "R2", N)
    assert plan.text == "R1" and plan.stopped_at == 2
    assert plan.ruling.steps[1].value == 2


def test_l1r1_uses_all_four_and_stops_in_c() -> None:
    """[7.1.12, 7.2.3] fact 4: speed 4 in A, L1R1 is legal (L turns into C); L1 is legal; L2 stops after L1."""
    wind = HexDirection.NE  # heading North: attitude A; after L (North-West): C
    assert carry_out(mover(), "L1R1", wind).stopped_at is None
    assert carry_out(mover(), "L1", wind).stopped_at is None
    l2 = carry_out(mover(), "L2", wind)
    assert l2.text == "L1" and l2.stopped_at == 2 and l2.ruling.steps[-1].case == "7.1.12"


def test_free_pivot_at_zero_allowance() -> None:
    """[7.1.15] fact 5: with allowance 0 a ship may pivot once, for nothing."""
    plan = carry_out(mover(), "L", HexDirection.S)  # head to wind: D, allowance 0
    assert plan.text == "L" and plan.ruling.cases[-1] == "7.1.15"
    assert carry_out(mover(), "L1", HexDirection.S).text == "L"


def test_turning_into_d_ends_the_move() -> None:
    """[7.1.16] fact 6: a turn into D, then 1: the move ends at the turn."""
    wind = HexDirection.SW  # heading North is C; a right turn to North-East puts the bow into the wind: D
    assert attitude(HexDirection.NE, wind) == "D"
    plan = carry_out(mover(), "R1", wind)
    assert plan.text == "R" and plan.ruling.steps[-1].case == "7.1.16"


def test_one_pivot_a_hex_and_the_turning_ability() -> None:
    """[7.1.8, 7.1.9] one pivot in each hex; no more pivots than the turning ability."""
    assert carry_out(mover(), "LL", N).text == "L"
    assert carry_out(mover(turning=1), "L1R", HexDirection.NE).text == "L1"


def test_illegal_order_is_cut_at_the_first_forbidden_element() -> None:
    """[7.2.7] everything before the first forbidden element is carried out."""
    plan = carry_out(mover(), "1LL1", HexDirection.NE)
    assert plan.text == "1L" and plan.stopped_at == 2


def test_the_map_edge_stops_a_ship() -> None:
    grid = HexGrid(12, 12)
    edge = Mover(TwoHexShip(grid.parse("E1"), N), 4, 0, 2)
    assert carry_out(edge, "2", HexDirection.NE, grid).text == "0"


def test_locked_or_crewless_ships_do_not_move() -> None:
    """[8.3.6, 9.1.6, 11.4.2.2]."""
    assert carry_out(mover(locked=True), "1", N).text == "0"
    assert carry_out(mover(can_move=False), "1", N).text == "0"
    assert legal_plots(mover(locked=True), N) == ["0"]


def test_backing_sails_is_advanced_only() -> None:
    """[20.2] B spends a factor standing still; the Basic Game has no such order."""
    assert carry_out(mover(), "B1", N).text == "0"
    adv = carry_out(mover(advanced=True), "BB1", N)
    assert adv.text == "BB1" and adv.counters[1] == SHIP


@pytest.mark.parametrize("bad", ["", "L1X", "1" * 30, "1.5", None])
def test_bad_order_text_is_a_clear_error(bad) -> None:
    with pytest.raises(InvalidInputError):
        read_plot(bad)


@given(st.text(alphabet="LR0123", min_size=1, max_size=12))
def test_order_text_round_trips(text: str) -> None:
    """[7.2.2] canonical text reads back to itself; a number over 99 is refused."""
    try:
        canon = read_plot(text)
    except InvalidInputError:
        assert any(len(run) > 2 for run in __import__("re").findall(r"\d+", text))
        return
    assert read_plot(canon) == canon


@given(st.sampled_from(HexDirection), st.sampled_from([3, 4]), st.integers(1, 3))
def test_every_listed_plot_is_carried_out_whole(wind: HexDirection, speed: int, turning: int) -> None:
    """[7.1] the orders offered are exactly those carried out to the end, and "0" is always among them [7.2.6]."""
    m = Mover(SHIP, speed, 0, turning)
    plots = legal_plots(m, wind)
    assert plots[0] == "0" and len(set(plots)) == len(plots)
    for p in plots:
        plan = carry_out(m, p, wind)
        assert plan.stopped_at is None and plan.text == p


#: the middle of the 30 x 24 map the next test sails on, and the offset of a hex ``d`` in from each edge
EDGES = {
    "west": lambda d: (1 + d, 12),
    "east": lambda d: (30 - d, 12),
    "north": lambda d: (15, 1 + d),
    "south": lambda d: (15, 24 - d),
}


@settings(max_examples=200, deadline=None)
# with the wind on her quarter (attitude A), one hex nearer the edge she heads for than her allowance: at full sail
# (speed 7) and at battle sail (3), her rigging whole or a section lost
@example("west", 6, HexDirection.NW, HexDirection.SW, 7, 0, 1, "basic", True)
@example("east", 6, HexDirection.NE, HexDirection.N, 7, 0, 1, "basic", True)
@example("north", 6, HexDirection.N, HexDirection.NW, 7, 0, 1, "basic", True)
@example("south", 6, HexDirection.S, HexDirection.SE, 7, 0, 1, "basic", True)
@example("west", 2, HexDirection.NW, HexDirection.SW, 3, 0, 1, "basic", True)
@example("north", 2, HexDirection.N, HexDirection.NW, 3, 0, 1, "basic", True)
@example("west", 1, HexDirection.NW, HexDirection.SW, 3, 1, 1, "basic", True)
@example("south", 1, HexDirection.S, HexDirection.SE, 3, 1, 1, "basic", True)
@given(
    st.sampled_from(sorted(EDGES)),
    st.integers(-1, 12),
    st.sampled_from(HexDirection),
    st.sampled_from(HexDirection),
    st.integers(3, 7),
    st.integers(0, 2),
    st.integers(1, 3),
    st.sampled_from(["basic", "advanced", "after_stop", "after_turn", "entering", "head_to_wind"]),
    st.booleans(),
)
def test_orders_in_open_water_are_those_worked_out_where_she_lies(
    edge: str,
    d: int,
    facing: HexDirection,
    wind: HexDirection,
    speed: int,
    lost: int,
    turning: int,
    kind: str,
    bounded: bool,
) -> None:
    """The orders listed for a ship are the same wherever she lies in open water, ``d`` hexes in from the map edge
    (or off it) or on a map without edges: the listing worked out once for her counter moved to one place
    (``legal_plots``) is the listing worked out where she is [7.1, 15.0]."""
    from sailkit.rulesets.wooden_ships.movement import _legal_plots
    from sailkit.rulesets.wooden_ships.readings import DEFAULT

    grid = HexGrid(30, 24)
    m = Mover(
        TwoHexShip(grid.hex(*EDGES[edge](d)), facing),
        speed,
        lost,
        turning,
        advanced=kind != "basic",
        after_stop=kind == "after_stop",
        after_turn=kind == "after_turn",
        entering=kind == "entering",
        head_to_wind=int(kind == "head_to_wind"),
    )
    on = grid if bounded else None
    assert legal_plots(m, wind, on) == list(_legal_plots(m, wind, on, DEFAULT))


def _walked_whole(mover: Mover, wind: HexDirection, grid: HexGrid | None) -> set[str]:
    """Every order carried out whole, found as the listing first did: each order lengthened by one element and walked
    again from the start by :func:`carry_out` [7.1, 7.2.7]."""
    found: set[str] = set()
    frontier: list[tuple[str, ...]] = [()]
    options = ("L", "R", "F", "B") if mover.advanced else ("L", "R", "F")
    while frontier:
        longer = [(*es, e) for es in frontier for e in options if e != "B" or all(x == "B" for x in es)]
        frontier = [es for es in longer if carry_out(mover, format_plot(es), wind, grid).stopped_at is None]
        found |= {format_plot(es) for es in frontier}
    return found


@st.composite
def movers(draw: st.DrawFn) -> Mover:
    """A ship anywhere on a 12 x 10 map or near it, with land, shoals and a tow about her, and any of the Advanced
    Game's and the Optional Rules' limits on her move."""
    spot = st.builds(Hex, st.integers(-1, 12), st.integers(-7, 11))
    advanced = draw(st.booleans())
    return Mover(
        TwoHexShip(draw(spot), draw(st.sampled_from(HexDirection))),
        draw(st.integers(3, 7)),
        draw(st.integers(0, 2)),
        draw(st.integers(0, 3)),
        advanced=advanced,
        after_stop=advanced and draw(st.booleans()),
        after_turn=advanced and draw(st.booleans()),
        becalmed=advanced and draw(st.booleans()),
        wind_shadow=draw(st.integers(0, 1)),
        land=frozenset(draw(st.lists(spot, max_size=6))),
        shoals=frozenset(draw(st.lists(spot, max_size=6))),
        head_to_wind=draw(st.integers(0, 1)),
        turning_lost=draw(st.booleans()),
        wrecks=draw(st.booleans()),
        tow=frozenset(draw(st.lists(spot, max_size=2))),
        entering=draw(st.booleans()),
    )


@settings(max_examples=300, deadline=None)
@given(movers(), st.sampled_from(HexDirection), st.booleans())
def test_orders_found_a_step_at_a_time_are_those_walked_whole(m: Mover, wind: HexDirection, edges: bool) -> None:
    """The listing lengthens each order from where the walk of the order it lengthens stands; it finds exactly the
    orders found by walking each again from the start, whatever holds her (map edge, land, shoals, a tow) [7.1, 7.2.7,
    20.4, 38]."""
    from sailkit.rulesets.wooden_ships.movement import _legal_plots
    from sailkit.rulesets.wooden_ships.readings import DEFAULT

    grid = HexGrid(12, 10) if edges else None
    listed = _legal_plots.__wrapped__(m, wind, grid, DEFAULT)
    assert listed == ("0", *sorted(_walked_whole(m, wind, grid), key=lambda p: (len(p), p)))
