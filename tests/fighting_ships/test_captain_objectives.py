"""The computer captain plays for its scenario's objective (APP.2.3.2c, e, h), not for fleet morale alone, and fires a
squadron's volley when it is worth more than its members one by one [9.2]."""

from __future__ import annotations

import math

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.captain import Captain
from sailkit.rulesets.fighting_ships.scenarios import convoy, pursuit
from sailkit.rulesets.fighting_ships.state import Moving, State
from sailkit.rulesets.fighting_ships.wind import Attitude
from tests.fighting_ships.test_combat_in_play import RANGED, SQUADRON
from tests.fighting_ships.test_engine import at


class _Table:
    """A game standing at ``state``, as the captain asks it."""

    rules = RULES

    def __init__(self, state: State) -> None:
        self.state = state

    def is_terminal(self) -> bool:
        return False

    def is_chance_node(self) -> bool:
        return False

    def legal_actions(self) -> list[object]:
        return list(RULES.legal_actions(self.state))


def _sailing(setup: object, name: str, points: int = 4) -> State:
    """``setup``'s table with ``name`` about to spend ``points`` sailing points."""
    state = State(setup, setup.position)  # type: ignore[attr-defined]
    return state.with_(position=state.position, moving=Moving(name, points, Attitude.REACHING))


def _to_edges(state: State, name: str) -> float:
    x, y = state.vessel(name).ship.mainmast
    width, depth = state.position.table
    return min(x, width - x, y, depth - y)


def _sail_out(state: State, name: str) -> State:
    """The captain spends ``name``'s points, manoeuvre by manoeuvre."""
    captain = Captain()
    while state.moving is not None:
        action = captain.decide(_Table(state)).action
        state, _ = RULES.apply_action(state, action)
    return state


def test_the_flagship_pursued_runs_for_the_nearest_edge() -> None:
    """(APP.2.3.2h) Achille wins by leaving the table: she makes for an edge, saying so, rather than for the enemy."""
    state = _sailing(pursuit(), "Achille")
    achille, defiance = state.vessel("Achille"), state.vessel("Defiance")
    terms = Captain().ends(state, achille, achille.ship.pose, 0, 2.0)
    assert "escape" in terms and "closing" not in terms and "APP.2.3.2h" in terms["escape"].avoid
    assert "escape" not in Captain().ends(state, defiance, defiance.ship.pose, 0, 2.0)
    after = _sail_out(state, "Achille")
    assert _to_edges(after, "Achille") < _to_edges(state, "Achille") - 3.9


def test_a_merchantman_of_the_convoy_sails_east() -> None:
    """(APP.2.3.2c) Providence's way off the table is the east edge: her move takes her east."""
    state = _sailing(convoy(), "Providence", points=2)
    after = _sail_out(state, "Providence")
    assert after.vessel("Providence").ship.mainmast[0] > state.vessel("Providence").ship.mainmast[0] + 1.9


def test_the_pursuers_value_a_shot_at_the_flagship_more() -> None:
    """(APP.2.3.2h) Achille and a twin of hers at the same range: a salvo at the flagship is worth more."""
    setup = pursuit()
    text = (
        "FSH turn 1 gunnery wind E blowing table 72x48 morale 10,10 first 1 | Defiance=1 3rd-rate 30,20@0 D0 A0 "
        "| Achille=2 3rd-rate 35,20@0 D0 A0 | Twin=2 3rd-rate 25,20@0 D0 A0"
    )
    state = State(setup, Position.parse(text))
    captain = Captain()
    defiance = state.vessel("Defiance")
    flag = captain.salvo(state, defiance, state.vessel("Achille"))
    twin = captain.salvo(state, defiance, state.vessel("Twin"))
    assert flag.dice == twin.dice and flag.band == twin.band
    assert math.isclose(flag.worth, 2 * twin.worth)
    assert str(captain.decide(_Table(state)).action) == "fire Defiance Achille"


def test_a_squadron_volleys_when_pooling_is_worth_more() -> None:
    """[9.2] Syrene and Naiad, 4 dice each at Santisima: pooled, 8 dice are worth more than two salvos of 4."""
    state = at(SQUADRON.format(cap=""), phase="gunnery", ranged=RANGED)
    captain = Captain()
    pooled = captain.volley(state, "Blue", state.vessel("Santisima"))
    alone = [captain.salvo(state, state.vessel(n), state.vessel("Santisima")) for n in pooled.members]
    assert pooled.members == ("Syrene", "Naiad") and pooled.worth > sum(s.worth for s in alone)
    decision = captain.decide(_Table(state))
    assert str(decision.action) == "volley Blue Santisima" and "[9.2" in decision.reason
