"""Striking colors [12.0]: abandonment and striking [12.1], capture by melee [12.15], recapture [12.3]."""

from __future__ import annotations

from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.board import square
from sailkit.rulesets.fighting_sail.damage import crew_value, hull_hits
from sailkit.rulesets.fighting_sail.fire.combat import fire_options, fire_value
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.melee_combat import melee
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.striking import strike_ruling, strikes_after_move
from sailkit.rulesets.fighting_sail.victory import victory_points


def ship(name: str, sq: str, facing: str = "N", **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- the two roads to a prize [12.0]


def test_12_0_a_ship_strikes_by_damage_or_by_melee_and_becomes_its_captors_friend() -> None:
    """[12.0, 12.13, 12.15, 12.2] either way the struck ship changes owner, becomes a prize and is no longer an enemy."""
    # by hull damage, with the enemy alongside at the moment of abandonment
    by_fire = Position(D.E, (ship("Shannon", "0910"), ship("Chesapeake", "0810")))
    after = hull_hits(by_fire, "Chesapeake", 5).position
    # by melee, fouled together
    by_melee = Position(D.E, (ship("Shannon", "0810", fouled=True), ship("Chesapeake", "0810", fouled=True)))
    after_melee, _ = melee(by_melee, "0810", {"US": 1, "BR": 6})
    for pos in (after, after_melee):
        c, s = pos.ship("Chesapeake"), pos.ship("Shannon")
        assert c.prize and c.side == "BR" and c.nationality == "US"
        assert not pos.enemies(s, c)
        assert crew_value(c) == 1 and c.rate == 5  # [12.21]
        refused = fire_value(pos, "Shannon", "Chesapeake", fouled=s.fouled)
        assert not refused and refused.steps[-1].case == "12.23"


# ---------------------------------------------------------------- abandonment, then striking [12.1]


def test_12_1_abandoned_alone_it_keeps_its_colours_until_an_enemy_comes_alongside() -> None:
    """[12.1, 12.11, 12.13, 12.14] Chesapeake abandoned far from Shannon stays American; Shannon sails up and it strikes."""
    pos = scenario("15.1")
    pos = pos.with_ship(pos.ship("Chesapeake").with_(hull=5))  # Rate 5: abandoned at 10 - 5 = 5
    pos = pos.with_ship(pos.ship("Shannon").with_(square=square("0809"), facing=D.N))
    c = pos.ship("Chesapeake")
    assert c.abandoned and not c.prize and c.side == "US" and c.dead_in_water
    assert not strike_ruling(pos, "Chesapeake")  # Shannon is two squares away
    g = Game(pos, scenario="15.1")
    assert [str(a) for a in g.legal_actions()][0].startswith("command Shannon")  # the abandoned ship takes no order
    g.apply_action("command Shannon ahead")
    g.apply_action("step Shannon")  # into 0808, next to Chesapeake at 0807
    c = g.position.ship("Chesapeake")
    assert g.position.ship("Shannon").square == square("0808")
    assert c.prize and c.side == "BR"


def test_12_1_hull_hits_short_of_the_level_or_rigging_hits_never_strike() -> None:
    """[12.1, 12.11, 12.12] one hit short of abandonment, or any number of rigging hits, and the ship fights on."""
    pos = Position(D.E, (ship("Shannon", "0910"), ship("Chesapeake", "0810", hull=4, rigging=8)))
    c = pos.ship("Chesapeake")
    assert not c.abandoned and not strike_ruling(pos, "Chesapeake")
    assert fire_options(pos, "Chesapeake")  # still fighting: it may fire at Shannon


# ---------------------------------------------------------------- capture by melee [12.15]


def test_12_15_melee_winner_takes_every_enemy_ship_in_the_square() -> None:
    """[12.15, 11.21c, 12.22] Wasp and Chesapeake board Frolic and Shannon: a decisive US score takes both, which stay fouled."""
    p = Position(
        D.N,
        (
            ship("Wasp", "0505", fouled=True),
            ship("Chesapeake", "0505", fouled=True),
            ship("Frolic", "0505", fouled=True),
            ship("Shannon", "0505", fouled=True),
            ship("Guerriere", "0909"),
        ),
    )
    held, r = melee(p, "0505", {"US": 1, "BR": 6})  # US 3 + 3 + 1 = 7, BR 2 + 4 + 6 = 12: BR takes both Americans
    assert r.winner == "BR" and set(r.captured) == {"Wasp", "Chesapeake"}
    new, r = melee(p, "0505", {"US": 6, "BR": 1})  # US 12 against BR 7: at least 1.5 x
    assert r.winner == "US" and set(r.captured) == {"Frolic", "Shannon"}
    for name in ("Frolic", "Shannon"):
        s = new.ship(name)
        assert s.prize and s.side == "US" and s.fouled and s.square == square("0505")
    assert new.ship("Guerriere") == p.ship("Guerriere")  # ships outside the square are untouched
    assert victory_points(new)["US"] == (10 - 6) + (10 - 5)  # [15.0] prizes held score 10 - Rate


# ---------------------------------------------------------------- recapture [12.3]


def _prize_of_the_us() -> Position:
    """Frolic, taken by the US, sits fouled with its captor Wasp; Shannon is two squares away."""
    return Position(
        D.N,
        (
            ship("Wasp", "0505", fouled=True),
            ship("Frolic", "0505", fouled=True, prize=True, side="US"),
            ship("Shannon", "0507", facing="N"),
        ),
    )


def test_12_3_a_prize_is_not_retaken_by_sailing_alongside_or_by_fire() -> None:
    """[12.3, 12.31, 12.23] Shannon next to its lost Frolic does not get it back, and may not fire at it."""
    p = _prize_of_the_us()
    alongside = p.with_ship(p.ship("Shannon").with_(square=square("0506")))
    after = strikes_after_move(alongside, "Shannon")
    assert after.ship("Frolic").side == "US" and after.ship("Frolic").prize
    refused = fire_value(alongside, "Shannon", "Frolic")
    assert not refused and refused.steps[-1].case == "12.23"


def test_12_3_melee_retakes_a_prize_which_stays_a_prize_and_can_change_hands_again() -> None:
    """[12.3, 12.31, 12.32] Shannon boards the stack and retakes Frolic (crew 1, a prize); the US may retake it in turn."""
    p = _prize_of_the_us()
    p = p.with_ship(p.ship("Shannon").with_(square=square("0505"), fouled=True))
    wasp = p.ship("Wasp")
    p = p.with_ship(wasp.with_(hull=wasp.counter.crew - wasp.rate - 1))  # Wasp's Boarding Value -1
    back, r = melee(p, "0505", {"US": 1, "BR": 6})  # US -1 + 1 = 0 against BR 4 + 6: BR wins
    f = back.ship("Frolic")
    assert r.winner == "BR" and f.side == "BR" and f.nationality == "BR" and f.prize and crew_value(f) == 1
    assert "12.31" in r.cases
    assert back.ship("Wasp").prize and back.ship("Wasp").side == "BR"
    # capture and recapture may go on: give the US a fresh boarder and let it win the square back
    again = back.with_(ships=back.ships + (ship("Chesapeake", "0505", fouled=True),))
    final, r2 = melee(again, "0505", {"US": 6, "BR": 1})
    assert r2.winner == "US"
    assert {n: (final.ship(n).side, final.ship(n).prize) for n in ("Frolic", "Wasp", "Shannon")} == {
        "Frolic": ("US", True),
        "Wasp": ("US", True),
        "Shannon": ("US", True),
    }
