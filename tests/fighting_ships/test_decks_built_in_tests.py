"""An escort carrier's deck and a submarine's spotter in play [8.2, 8.7]. No fleet list of the text
(APP.1.1.1-APP.1.1.5) prints an escort carrier or a submarine that carries a spotter, so ``data/ships.csv`` has
neither; each test builds its ship from a printed stat line with the one field changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.ships import Ship, ship_class
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | "
#: Two fighters aboard Argus, into the wind, written on a fleet carrier and rebuilt below as each test needs.
DECK = (
    "Argus=1 carrier 10,10@90 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | "
    "Wildcat=1 air fighter-2 10,10@0 load:cap on:Argus | Hellcat=1 air fighter-2 10,10@0 load:cap on:Argus"
)
#: Surcouf, a submarine on the surface, with a spotter aboard.
SUB = "Surcouf=1 sub-surfaced 10,10@0 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | Spot=1 air spotter 10,10@0 on:Surcouf"


def _built(text: str, ship: str, **fields: object) -> State:
    """The position ``text`` with ``ship``'s stat line changed by ``fields`` (a ship no list prints)."""
    pos = Position.parse(HEAD + text)
    v = pos.vessel(ship)
    cls = replace(ship_class(v.ship.cls.key), **fields)  # type: ignore[arg-type]
    built = v.with_(ship=Ship.of(ship, cls, v.ship.pose, v.side, readings=pos.readings))
    pos = pos.put(built)
    return State(Setup("test", pos), pos)


def _refused(state: State, text: str, match: str, case: str) -> None:
    with pytest.raises(IllegalActionError, match=match) as e:
        RULES.check_action(state, RULES.parse_action(text))
    assert e.value.case == case


def test_an_escort_carrier_launches_one_counter_a_game_turn() -> None:
    """[8.2] A carrier smaller than capital size works an escort carrier's deck: one fighter up, the second refused
    this Game-Turn citing 8.2, the state unchanged; a fleet carrier's deck sends up both."""
    escort = _built(DECK, "Argus", key="escort-carrier", name="escort carrier", size="cruiser", aircraft=4)
    state = play(escort, "takeoff Wildcat")
    offered = {str(a) for a in RULES.legal_actions(state)}
    assert "takeoff Hellcat" not in offered
    before = str(state.position)
    _refused(state, "takeoff Hellcat", "launched and recovered 1 counters", "8.2")
    assert str(state.position) == before
    fleet = play(_built(DECK, "Argus"), "takeoff Wildcat")
    assert "takeoff Hellcat" in {str(a) for a in RULES.legal_actions(fleet)}


def test_a_submarine_flies_her_spotter_after_a_whole_game_turn_surfaced() -> None:
    """[8.7] Surcouf, a submarine with a spotter, flies it from the surface; had she come up this Game-Turn the
    launch is refused citing 8.7."""
    state = _built(SUB, "Surcouf", spotter=True)
    assert "takeoff Spot" in {str(a) for a in RULES.legal_actions(state)}
    came_up = state.with_(dived=frozenset({"Surcouf"}))
    assert "takeoff Spot" not in {str(a) for a in RULES.legal_actions(came_up)}
    _refused(came_up, "takeoff Spot", "a submarine launches after a whole Game-Turn surfaced", "8.7")


def test_a_submarine_recovers_her_spotter_only_after_two_game_turns_still_on_the_surface() -> None:
    """[8.7] A ship still this Game-Turn recovers her spotter; a submarine must have been still on the surface the
    Game-Turn before as well."""
    text = SUB.replace("Spot=1 air spotter 10,10@0 on:Surcouf", "Spot=1 air spotter 10,14@180 from:Surcouf")
    state = _built(text, "Surcouf", spotter=True)
    still = state.with_(sailed=frozenset({"Surcouf"}), runs=(("Surcouf", 0.0),))
    assert "land Spot Surcouf" not in {str(a) for a in RULES.legal_actions(still)}
    _refused(still, "land Spot Surcouf", "not stayed still a whole Game-Turn", "8.7")
    twice = still.with_(still=(("Surcouf", 1),))
    assert "land Spot Surcouf" in {str(a) for a in RULES.legal_actions(twice)}
