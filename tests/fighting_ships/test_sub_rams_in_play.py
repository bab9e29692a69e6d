"""A submarine on the surface rammed by a surface ship in play [7.2, 4.3.1e] (issue 23): the collision's emergency
tests first (reading ``sub_ram_evasion``), then the Hull dice of both (reading ``sub_ram_damage``), two Damage
tokens more for the boat, and nobody entangled."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State

from .test_engine import play, rolls

HEAD = "FSH turn 1 sailing wind E blowing table 48x48 morale 20,20 first 1 | Rattler=1 destroyer 10,10@0 D0 A0 | "
ACROSS = "U9=2 sub-surfaced 10,17@90 D0 A0"


def to_the_crossing(boat: str = ACROSS, readings: dict[str, str] | None = None) -> State:
    """Rattler steams north at full speed and meets the boat across her bow on her third 2-inch run."""
    pos = Position.parse(HEAD + boat)
    state = play(State(Setup("test", pos).with_readings(readings or {}), pos), "sail Rattler")
    state = rolls(state, [6] * 6)
    return play(state, *["manoeuvre Rattler M2"] * 3)


def test_a_boat_on_the_surface_is_rammed_when_neither_evades() -> None:
    """[4.3.1, 7.2] Both emergency tests fail: instead of entangling, the Hull dice of both are asked, Rattler's 4
    then U9's 2; Rattler passes (a 6), U9 fails: one Damage token and two more, three points of morale, more than
    her Hull of 2 carries, so she sinks (2 more); Rattler's move is over, nobody entangled [5.6.3]."""
    state = to_the_crossing()
    assert state.throw is not None and state.throw.kind == "evade"
    state = rolls(state, [1] * state.throw.want)
    assert state.throw is not None and state.throw.kind == "evade-other"
    state = rolls(state, [1] * state.throw.want)
    rattler, u9 = state.vessel("Rattler").ship.cls, state.vessel("U9").ship.cls
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("sub-ram", rattler.hull + u9.hull)
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 1"))
    state = rolls(state, [6] + [1] * (rattler.hull - 2) + [1] * u9.hull)
    assert state.throw is None and state.moving is None
    assert (state.vessel("Rattler").damage, state.vessel("U9").damage) == (0, 3)
    assert not state.vessel("Rattler").entangled and not state.vessel("U9").entangled
    assert state.vessel("U9").fate == "sunk" and state.position.morale == (20, 15)


def test_the_ruling_names_7_2_and_its_readings() -> None:
    """[7.2] The last Hull die gives the ruling of the ram, citing 7.2 and reading sub_ram_damage."""
    state = to_the_crossing()
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    assert state.throw is not None and state.throw.kind == "sub-ram"
    state = rolls(state, [1] * (state.throw.want - 1))
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 1"))
    assert "sub_ram_damage" in dict(ruling.readings) and any(s.case == "7.2" for s in ruling.steps)
    assert state.vessel("U9").damage == 3 and state.vessel("Rattler").damage == 1


def test_under_rammer_result_only_the_rammer_tests() -> None:
    """[7.2] Reading sub_ram_damage rammer-result: only Rattler's Hull dice; she fails, so U9 takes one and two."""
    state = to_the_crossing(readings={"sub_ram_damage": "rammer-result"})
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    rattler = state.vessel("Rattler").ship.cls
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("sub-ram", rattler.hull)
    state = rolls(state, [1] * rattler.hull)
    assert (state.vessel("Rattler").damage, state.vessel("U9").damage) == (1, 3)


def test_under_no_evasion_crossing_her_rams_her_at_once() -> None:
    """[7.2] Reading sub_ram_evasion no-evasion: no emergency test, the Hull dice straight away."""
    state = to_the_crossing(readings={"sub_ram_evasion": "no-evasion"})
    assert state.throw is not None and state.throw.kind == "sub-ram"


def test_a_ship_meeting_another_surface_ship_still_entangles() -> None:
    """[4.3.1] A destroyer across the bow is no submarine: the collision ends in the Hull tests of entangling."""
    state = to_the_crossing("Kent=2 destroyer 10,17@90 D0 A0")
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    state = rolls(state, [1] * state.throw.want) if state.throw else state
    assert state.throw is not None and state.throw.kind == "hull"


def test_a_boat_diving_this_game_turn_is_rammed_by_a_ship_passing_over_her_counter() -> None:
    """[7.2] U9 dives across Rattler's course; Rattler's fourth 2-inch run carries her over the counter: no
    emergency test, the Hull dice at once (Rattler's 6, then U9's 2); U9 takes three tokens and sinks, Rattler
    passes her test and sails on, her move not over."""
    pos = Position.parse(
        "FSH turn 1 sailing wind E blowing table 48x48 morale 20,20 first 2 | Rattler=1 destroyer 10,8@0 D0 A0 | "
        + ACROSS
    )
    state = play(State(Setup("test", pos), pos), "dive U9", "sail Rattler")
    state = rolls(state, [6] * state.throw.want) if state.throw else state
    state = play(state, *["manoeuvre Rattler M2"] * 3)
    assert state.throw is None
    state = play(state, "manoeuvre Rattler M2")
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("sub-ram", 8)
    state = rolls(state, [6] + [1] * 7)
    assert state.throw is None and state.moving is not None and state.moving.ship == "Rattler"
    assert state.vessel("U9").fate == "sunk" and not state.position.packs and state.vessel("Rattler").damage == 0


def test_a_boat_running_below_is_not_rammed() -> None:
    """[7.2] U9 went down in an earlier Game-Turn (she has not changed depth in this one): Rattler passes over her
    counters, all three together on her course, and nothing happens."""
    text = (
        "FSH turn 2 sailing wind E blowing table 48x48 morale 20,20 first 1 | Rattler=1 destroyer 10,8@0 D0 A0 "
        "| U9=2 pack sub-submerged D0 A0 1:10,17@90 2:10,17@90 3:10,17@90 real:1"
    )
    pos = Position.parse(text)
    state = play(State(Setup("test", pos), pos), "sail Rattler")
    state = rolls(state, [6] * state.throw.want)
    state = play(state, *["manoeuvre Rattler M2"] * 5)
    assert state.throw is None and state.position.packs[0].damage == 0
    dived = play(State(Setup("test", pos), pos, dived=frozenset({"U9"})), "sail Rattler")
    dived = play(rolls(dived, [6] * dived.throw.want), *["manoeuvre Rattler M2"] * 4)
    assert dived.throw is not None and dived.throw.kind == "sub-ram"
