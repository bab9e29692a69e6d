"""A position's look-ups worked out once (who is alongside whom, who is locked to whom, a ship by name) are what a
search along the fleet finds, on random positions with ships touching, overlapping and sunk [8.3.6, 9.1.1, 10.2.6]."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.geometry.hexes import Hex, HexDirection, gap
from sailkit.rulesets.wooden_ships import boarding, locking
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.state import Position, State, Status, Wind

from .helpers import make_ship

NAMES = tuple("ABCDEFGH")


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Up to eight ships of two sides packed into a 6 x 6 patch of sea (so many touch and some overlap), some struck
    or sunk, with random fouled and grappled pairs."""
    n = draw(st.integers(1, len(NAMES)))
    ships = tuple(
        make_ship(
            name,
            side=draw(st.sampled_from("XY")),
            bow=Hex(draw(st.integers(0, 5)), draw(st.integers(0, 5))),
            facing=draw(st.sampled_from(HexDirection)),
            status=draw(st.sampled_from([Status.ACTIVE, Status.ACTIVE, Status.STRUCK, Status.SUNK])),
        )
        for name in NAMES[:n]
    )
    pairs = st.tuples(st.sampled_from(NAMES[:n]), st.sampled_from(NAMES[:n]))
    fouled = frozenset(draw(st.lists(pairs, max_size=3)))
    grappled = tuple(draw(st.lists(pairs, max_size=3)))
    return Position(1, Wind(HexDirection.N), ships, fouled, grappled)


@settings(max_examples=200, deadline=None)
@given(positions())
def test_lookups_are_what_a_search_along_the_fleet_finds(pos: Position) -> None:
    for ship in pos.ships:
        name = ship.name
        touching = tuple(o.name for o in pos.ships if o.name != name and gap(ship.hexes, o.hexes) == 1)
        assert pos.alongside(name) == touching
        assert pos.locked(name) == (any(name in p for p in pos.fouled) or any(name in p for p in pos.grappled))
        assert pos.partners(name) == {b for p in (*pos.fouled, *pos.grappled) if name in p for b in p if b != name}
        assert pos.find(name) is ship
    assert pos.find("nobody") is None


@settings(max_examples=100, deadline=None)
@given(positions(), st.sampled_from(["adjacent", "locked"]))
def test_grapnels_and_parties_go_to_the_ships_alongside(pos: Position, reach: str) -> None:
    """Grapnels go to every ship afloat alongside [9.1.1, 9.1.3]; transfer parties to a friend alongside [10.2.6] and
    to an enemy alongside or locked to her (reading surrender_tbp_reach) [10.2.8]."""
    state = State(pos, "grappling", readings=READINGS.resolve({"surrender_tbp_reach": reach}))
    for ship in pos.ships:
        if not ship.status.fights:
            continue
        near = [o for o in pos.ships if o.name != ship.name and gap(ship.hexes, o.hexes) == 1]
        grapnels = [a.args[1] for a in locking.grapple_options(state, ship) if a.verb == "grapple"]
        assert grapnels == [o.name for o in near if o.afloat]
        taken = {o.name for o in near} if reach == "adjacent" else pos.partners(ship.name)
        friends = [o.name for o in near if o.side == ship.side and o.status.fights]
        prospects = [e.name for e in pos.ships if e.name in taken and e.side != ship.side and e.afloat]
        transfers = list(dict.fromkeys(str(a.args[1]) for a in boarding.options(state, ship) if a.verb == "transfer"))
        assert transfers == list(dict.fromkeys([*friends, *prospects]))


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["basic", "advanced"]))
def test_choices_kept_with_a_state_are_those_of_a_fresh_copy(seed: int, level: str) -> None:
    """At every step of random play of the fleet action, the choices listed (the turn sequence worked them out first
    and kept them with the state, or carried them over from the state before an order or a broadside) and who decides
    are those of an equal state built afresh, with nothing kept."""
    from dataclasses import replace

    from sailkit.engine import play_random
    from sailkit.rulesets.wooden_ships.game import WoodenShipsGame
    from sailkit.rulesets.wooden_ships.rules import RULES
    from sailkit.rulesets.wooden_ships.scenarios import fleet_action

    game = play_random(WoodenShipsGame(replace(fleet_action(), turns=3, level=level)), seed)
    game.rewind()
    while game.node.children:
        game.forward()
        state = game.state
        fresh = replace(state, position=replace(state.position))
        assert RULES.current_side(state) == RULES.current_side(fresh)
        assert RULES.legal_actions(state) == RULES.legal_actions(fresh)
