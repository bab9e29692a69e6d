"""Points the text leaves open that were sailkit's choices in code, now readings a club can switch (issue 22): a
volley's gale judged from one member [9.2, 1.5.2c], and whether a Poor captain's lost die comes off before a damaged
ship's halving [APP.1.2.2, 5.6.1]."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.rulesets.fighting_ships import Position
from sailkit.rulesets.fighting_ships.gunnery import Member, gunnery_dice, squadron_dice
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play

#: Squadron Blue in a gale from the south: Santisima lies square across the wind from Syrene (4 inches east of her,
#: short range) and 5 inches downwind of Naiad, the member farthest off (medium range).
GALE = (
    "FSH turn 1 gunnery wind S gale table 48x48 morale 10,10 first 1 "
    "| Syrene=1 5th-rate 16,12@0 D0 A0 squadron:Blue | Naiad=1 5th-rate 13,7@135 D0 A0 squadron:Blue "
    "| Santisima=2 1st-rate 20,12@0 D0 A0"
)
RANGED = frozenset({("Syrene", "Santisima"), ("Naiad", "Santisima")})


def _volley(member: str) -> State:
    pos = Position.parse(GALE)
    state = State(Setup("test", pos).with_readings({"volley_gale": member}), pos, ranged=RANGED)
    return play(state, "volley Blue Santisima")


def test_a_volley_s_gale_is_judged_from_the_farthest_member_or_the_nearest() -> None:
    """[9.2, 1.5.2c] From Naiad, farthest off, Santisima lies downwind: 8 dice halved to 4. From Syrene, nearest, she
    lies across the wind: all 8 dice, and the ruling names the reading either way."""
    far, near = _volley("farthest"), _volley("nearest")
    assert far.throw is not None and near.throw is not None
    assert (far.throw.want, far.throw.band) == (4, "medium")
    assert (near.throw.want, near.throw.band) == (8, "medium")


@pytest.mark.parametrize(("reading", "dice"), [("before-halving", 3), ("after-halving", 2)])
def test_a_poor_captain_s_die_before_or_after_the_damaged_halving(reading: str, dice: int) -> None:
    """[APP.1.2.2, 5.6.1] Gunnery 6 on a damaged ship: 6 less 1 is 5, halved up to 3; or 6 halved to 3, less 1."""
    ruling = gunnery_dice(6, damaged=True, captain="poor", readings={"poor_captain_die": reading})
    assert ruling.value == dice
    assert ("poor_captain_die", reading) in ruling.readings
    cases = [s.case for s in ruling.steps]
    assert cases.index("APP.1.2.2") < cases.index("5.6.1") if reading == "before-halving" else True
    # a volley counts each Poor member's dice the same way
    member = Member("Lynx", 6, "short", damaged=True, captain="poor")
    pooled = squadron_dice([member, Member("Naiad", 4, "short")], readings={"poor_captain_die": reading})
    assert pooled.value == dice + 4


def test_an_undamaged_poor_captain_loses_one_die_under_either_reading() -> None:
    """[APP.1.2.2] Without a Damage token there is nothing to halve: Gunnery 7 fires 6 either way."""
    for reading in ("before-halving", "after-halving"):
        assert gunnery_dice(7, captain="poor", readings={"poor_captain_die": reading}).value == 6


@given(st.integers(0, 20), st.booleans(), st.booleans())
def test_the_poor_die_s_order_matters_only_to_a_damaged_poor_ship_and_by_one_die(
    gunnery: int, damaged: bool, poor: bool
) -> None:
    """[APP.1.2.2, 5.6.1] Either order fires the same dice unless the ship is both damaged and under a Poor captain;
    then taking the die first never fires fewer, and never more than one die more."""
    captain = "poor" if poor else "competent"
    first, last = (
        gunnery_dice(gunnery, damaged=damaged, captain=captain, readings={"poor_captain_die": r}).value
        for r in ("before-halving", "after-halving")
    )
    assert first is not None and last is not None
    assert first == last if not (damaged and poor) else 0 <= first - last <= 1


def test_a_poor_captain_s_reading_reaches_the_engine() -> None:
    """[APP.1.2.2, 5.6.1] A damaged Naiad (a 5th rate, Gunnery 4) under a Poor captain, not her first shot at Kent:
    4 less 1 halves up to 2 dice; 4 halved less 1 leaves 1."""
    ships = "| Naiad=1 5th-rate 20,6@0 D1 A0 captain:poor | Kent=2 3rd-rate 20,12@0 D0 A0"
    want: dict[str, int] = {}
    for reading in ("before-halving", "after-halving"):
        pos = Position.parse("FSH turn 1 gunnery wind E blowing table 48x48 morale 10,10 first 1 " + ships)
        state = State(
            Setup("test", pos).with_readings({"poor_captain_die": reading}), pos, ranged=frozenset({("Naiad", "Kent")})
        )
        fired = play(state, "fire Naiad Kent")
        assert fired.throw is not None
        want[reading] = fired.throw.want
    assert want == {"before-halving": 2, "after-halving": 1}


def _second_game_turn(**readings: str) -> State:
    """A Duel played to the start of its second Game-Turn: Syrene fires once and misses, both ships stop short."""
    from tests.fighting_ships.test_duel import sailed_both, start
    from tests.fighting_ships.test_engine import rolls

    state = play(sailed_both(start(**readings)), "manoeuvre Syrene M1", "fire Syrene Naiad")
    state = rolls(state, [1] * (state.throw.want if state.throw else 0))
    for stop in ("stop Naiad", "stop Syrene"):
        state = play(state, stop)
        while state.throw is not None and state.throw.kind in ("repair", "anchor"):
            state = rolls(state, [1])
    return state


def test_the_duel_s_weather_holds_or_turns_on_a_tie_of_dice_thrown_for_it() -> None:
    """[APP.2.3.2a, 1.5.1] With no initiative phase the Duel's weather holds by default; under ``tie-dice`` both
    sides throw a die at each later Game-Turn's start, and a tie of 3s veers the wind a point (East to South-East)."""
    from tests.fighting_ships.test_engine import rolls

    holds = _second_game_turn()
    assert holds.turn == 2 and holds.throw is None and holds.position.wind.name == "E"
    dice = _second_game_turn(duel_weather="tie-dice")
    assert dice.turn == 2 and dice.throw is not None and dice.throw.kind == "duel-weather"
    level = rolls(dice, [2, 5])
    assert level.throw is None and level.position.wind.name == "E" and level.phase.value == "sailing"
    tied = rolls(dice, [3, 3])
    assert tied.throw is None and tied.position.wind.name == "SE" and tied.phase.value == "sailing"
