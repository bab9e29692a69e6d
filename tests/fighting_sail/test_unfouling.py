"""Unfouling [11.3, 11.31-11.34]: the roll, placement, re-facing and exact odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.melee_combat import unfoul, unfoul_odds, unfoul_options, unfoul_target
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState


def ship(name: str, side: str, sq: str = "0505", **kw: object) -> ShipState:
    kw.setdefault("fouled", True)
    return ShipState(counter(name), side, square(sq), Direction.N, **kw)  # type: ignore[arg-type]


def pos(*ships: ShipState, **readings: str) -> Position:
    return Position(Direction.N, ships, turn=3, readings=READINGS.defaults().replace(**readings))


ENEMY = pos(ship("Wasp", "US"), ship("Frolic", "BR"))
FRIENDS = pos(ship("Chesapeake", "US"), ship("Constitution", "US"))


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_t111_b27_no_enemy_frees_on_one_to_three(die: int) -> None:
    """T111, B27 [11.32]: without an enemy in the square, 1-3 unfouls and 4-6 stays."""
    new, r = unfoul(FRIENDS, "Chesapeake", die, "0604", "E")
    assert bool(r) is (die <= 3)
    assert new.ship("Chesapeake").fouled is (die > 3)
    assert "11.32" in r.cases


@pytest.mark.parametrize("die", [1, 2, 3, 4, 5, 6])
def test_t112_b27_enemy_present_frees_only_on_one(die: int) -> None:
    """T112, B27 [11.32]: with an enemy in the square only a 1 unfouls."""
    new, r = unfoul(ENEMY, "Wasp", die, "0604", "E")
    assert bool(r) is (die == 1)
    if die > 1:
        assert new == ENEMY


def test_prize_held_counts_as_friendly() -> None:
    """[12.22, 11.32] a captor fouled only with its own prize needs 1-3."""
    p = pos(ship("Wasp", "US"), ship("Frolic", "US", prize=True))
    assert unfoul_target(p, "Wasp") == 3


def test_success_places_the_ship_and_frees_the_lone_one() -> None:
    """[11.33, 11.3] the ship goes to the chosen empty neighbour facing any way; the one left is free."""
    new, r = unfoul(FRIENDS, "Chesapeake", 2, "0406", "SW")
    c, k = new.ship("Chesapeake"), new.ship("Constitution")
    assert (c.square, c.facing, c.fouled) == (square("0406"), Direction.SW, False)
    assert (k.square, k.fouled) == (square("0505"), False)
    assert r.square == square("0406") and "11.33" in r.cases


def test_three_stack_stays_fouled_after_one_leaves() -> None:
    """[11.3] two ships left together remain fouled."""
    p = pos(ship("Chesapeake", "US"), ship("Constitution", "US"), ship("Wasp", "US"))
    new, _ = unfoul(p, "Wasp", 1, "0504", "N")
    assert new.ship("Chesapeake").fouled and new.ship("Constitution").fouled


def test_11_34_refacing_after_an_enemy_leaves() -> None:
    """[11.34] Frolic, left alone by the departing enemy Wasp, may be turned to any heading."""
    new, r = unfoul(ENEMY, "Wasp", 1, "0604", "E", reface="SW")
    assert new.ship("Frolic").facing is Direction.SW and "11.34" in r.cases
    with pytest.raises(IllegalActionError, match=r"\[11\.34\]"):
        unfoul(FRIENDS, "Chesapeake", 1, "0604", "E", reface="SW")


def test_placement_must_be_an_empty_neighbour() -> None:
    """[11.33] not an occupied square, not two squares away; the refused attempt changes nothing."""
    p = pos(ship("Wasp", "US"), ship("Frolic", "BR"), ship("Shannon", "BR", "0604", fouled=False))
    with pytest.raises(IllegalActionError, match=r"0604.*\[11\.33\]"):
        unfoul(p, "Wasp", 1, "0604", "E")
    with pytest.raises(IllegalActionError, match=r"\[11\.33\]"):
        unfoul(p, "Wasp", 1, "0707", "E")
    with pytest.raises(InvalidInputError):
        unfoul(p, "Wasp", 1)
    with pytest.raises(InvalidInputError):
        unfoul(p, "Wasp", 0, "0606", "E")


def test_options_eight_or_four_and_map_edge() -> None:
    """[11.33, 15.0-MR] adjacent means eight neighbours (reading adjacent_def), never off the map."""
    p = pos(ship("Wasp", "US", "0101"), ship("Frolic", "BR", "0101"), ship("Shannon", "BR", "0201", fouled=False))
    assert set(unfoul_options(p, "Wasp")) == {square("0102"), square("0202")}
    assert unfoul_options(p, "Wasp", {"adjacent_def": "four"}) == (square("0102"),)
    q = pos(ship("Wasp", "US"), ship("Frolic", "BR"))
    assert len(unfoul_options(q, "Wasp")) == 8
    assert len(unfoul_options(q, "Wasp", {"adjacent_def": "four"})) == 4


def test_no_empty_neighbour_cannot_unfoul() -> None:
    """[11.33] surrounded on all eight sides, the ship may not even try."""
    ring = [
        ship(n, "BR", sq, fouled=False)
        for n, sq in zip(
            ["Shannon", "Cyane", "Levant", "Guerriere", "Serapis", "Lydia", "Weazel", "Acasta"],
            ["0404", "0504", "0604", "0405", "0605", "0406", "0506", "0606"],
        )
    ]
    p = pos(ship("Wasp", "US"), ship("Frolic", "BR"), *ring)
    with pytest.raises(IllegalActionError, match=r"cannot unfoul.*\[11\.33\]"):
        unfoul(p, "Wasp", 1, "0404", "N")
    with pytest.raises(IllegalActionError):
        unfoul_odds(p, "Wasp")


def test_not_fouled_cannot_unfoul() -> None:
    """[11.3] only fouled ships unfoul."""
    p = pos(ship("Wasp", "US", fouled=False))
    with pytest.raises(IllegalActionError, match=r"not fouled.*\[11\.3\]"):
        unfoul(p, "Wasp", 1, "0604", "E")


def test_unfoul_odds_exact() -> None:
    """[11.32] 1/2 without an enemy, 1/6 with one."""
    assert unfoul_odds(FRIENDS, "Chesapeake")["unfouls"] == Fraction(1, 2)
    assert unfoul_odds(ENEMY, "Wasp")["unfouls"] == Fraction(1, 6)
    assert unfoul_odds(ENEMY, "Wasp")["stays fouled"] == Fraction(5, 6)


def test_placement_next_to_an_abandoned_enemy_makes_it_strike() -> None:
    """[12.14] unfouling next to an abandoned enemy counts as entering beside it: it strikes."""
    wreck = ship("Cyane", "BR", "0703", fouled=False, hull=5)  # Rate 5: abandoned at 5 hull hits
    p = pos(ship("Wasp", "US"), ship("Chesapeake", "US"), wreck)
    new, r = unfoul(p, "Wasp", 1, "0604", "E")
    c = new.ship("Cyane")
    assert c.prize and c.side == "US" and "12.14" in r.cases


def test_unfouling_at_the_map_edge_follows_map_exit_15_0_mr() -> None:
    """[11.33, 15.0-MR] at corner 0101 only on-map squares are offered by default; with the grid extended
    (map_exit=unbounded) the squares beyond the edge are open too, placement there works, and the ruling names map_exit."""
    ships = (
        ship("Constitution", "US", "0101"),
        ship("Guerriere", "BR", "0101"),
        ship("Shannon", "BR", "0201", fouled=False),
        ship("Chesapeake", "US", "0102", fouled=False),
    )
    assert unfoul_options(pos(*ships), "Constitution") == (square("0202"),)
    wide = pos(*ships, map_exit="unbounded")
    options = unfoul_options(wide, "Constitution")
    assert len(options) == 6 and square("0202") in options
    new, r = unfoul(wide, "Constitution", 1, "00:01", "W")
    assert new.ship("Constitution").square == Square(0, 1) and not new.ship("Constitution").fouled
    assert ("map_exit", "unbounded") in r.readings
    assert "00:01" in str(new) and Position.parse(str(new)) == new
    with pytest.raises(
        IllegalActionError, match=r"00:01, off the printed map \(reading: the ship may not leave the grid"
    ):
        unfoul(pos(*ships), "Constitution", 1, "00:01", "W")
    assert ("map_exit", "stop_at_edge") in unfoul(pos(*ships), "Constitution", 1, "0202", "W")[1].readings


@pytest.mark.parametrize("reading, allowed", [("may", True), ("may_not", False)])
def test_abandoned_ship_unfouling_is_a_reading_11_3_12_11(reading: str, allowed: bool) -> None:
    """[11.3, 11.31, 12.11] Chesapeake is abandoned (5 hull hits, Rate 5) and fouled with friendly Constitution. By
    default it may try to unfoul like any fouled ship; under abandoned_unfoul=may_not it may not, and the refusal
    cites 12.11 and names the reading. Either way the reading is listed; the game offers the attempt only when allowed."""
    from sailkit.rulesets.fighting_sail.game import Game
    from sailkit.rulesets.fighting_sail.melee_combat import may_unfoul

    p = pos(
        ship("Chesapeake", "US", hull=5),
        ship("Constitution", "US"),
        ship("Shannon", "BR", "1010"),
        abandoned_unfoul=reading,
    )
    may = may_unfoul(p, "Chesapeake")
    assert bool(may) is allowed and ("abandoned_unfoul", reading) in may.readings
    assert may_unfoul(p, "Constitution") and may_unfoul(p, "Constitution").readings == ()  # only abandoned ships ask
    if allowed:
        _, r = unfoul(p, "Chesapeake", 6)
        assert ("abandoned_unfoul", "may") in r.readings
    else:
        with pytest.raises(IllegalActionError, match=r"Chesapeake cannot unfoul: it is abandoned.*may_not.*\[12\.11\]"):
            unfoul(p, "Chesapeake", 1, "0604", "E")
    g = Game(p, game_length=None)
    while g.flow.phase != "unfouling":
        g.apply_action("roll 1" if g.is_chance_node() else g.legal_actions()[0])
    assert ("unfoul Chesapeake" in {str(a) for a in g.legal_actions()}) is allowed
