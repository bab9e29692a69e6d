"""Misses carried over to the ships entangled with the target [5.6.5], in play: a fresh attack at the same range,
friend or foe, until no miss is left or each entangled ship has been rolled for."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES
from tests.fighting_ships.test_engine import at, play, rolls

#: Achille (FR) lies entangled with Lynx (GB), both off Defiance's starboard beam; Defiance has ranged on Achille.
BRACKET = (
    "Defiance=1 3rd-rate 10,10@0 D0 A0 | Achille=2 3rd-rate 14,10@0 D0 A1 with:Lynx "
    "| Lynx=1 6th-rate 15.375,10@0 D0 A1 with:Achille"
)
RANGED = frozenset({("Defiance", "Achille")})


def test_the_misses_are_thrown_again_at_the_ship_entangled_with_the_target() -> None:
    state = at(BRACKET, phase="gunnery", ranged=RANGED)
    state = rolls(play(state, "fire Defiance Achille"), [1, 1, 2, 1, 1, 1, 2, 1])  # 8 misses
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("gunnery", 8)
    assert state.throw.ships == ("Defiance", "Lynx") and state.throw.band == "short"
    state = rolls(state, [1] * 8)  # all miss again: nobody else is entangled with Achille
    assert state.throw is None and "Defiance" in state.fought


def test_a_blue_on_blue_hit_costs_the_firer_s_own_fleet_morale() -> None:
    """[5.6.5, APP.2.2.1] Three hits carried over onto Lynx, none saved: GB loses the morale."""
    state = at(BRACKET, phase="gunnery", ranged=RANGED)
    state = rolls(play(state, "fire Defiance Achille"), [1, 1, 1, 1, 1, 1, 1, 1])
    state = rolls(state, [3, 3, 4, 1, 1, 1, 1, 1])  # 3 hits on Lynx
    assert state.throw is not None and state.throw.kind == "saves" and state.throw.ships[1] == "Lynx"
    while state.throw is not None:
        state = rolls(state, [1])
    assert state.vessel("Lynx").damage > 0 and state.position.morale[0] < 10
    assert state.vessel("Achille").damage == 0


def test_no_miss_left_ends_the_salvo() -> None:
    state = at(BRACKET, phase="gunnery", ranged=RANGED)
    state = rolls(play(state, "fire Defiance Achille"), [3, 3, 3, 3, 3, 3, 3, 4])  # every die hits
    assert state.throw is not None and state.throw.kind == "saves" and state.throw.ships[1] == "Achille"
    while state.throw is not None:
        state = rolls(state, [1])
    assert state.vessel("Lynx").damage == 0


def test_an_entangled_ship_may_fire_only_at_the_enemies_she_is_entangled_with() -> None:
    """[5.6.5] Lynx, entangled with Achille, may not fire at Rapide though Rapide is in her arc and range."""
    ships = BRACKET + " | Rapide=2 6th-rate 20,10@0 D0 A0"
    state = at(ships.replace("Defiance=1 3rd-rate 10,10@0 D0 A0 | ", ""), phase="gunnery")
    assert [str(a) for a in RULES.legal_actions(state)] == ["fire Lynx Achille", "done GB"]
