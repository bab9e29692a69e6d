"""Mines set off in play [9.1.5, 2.1] (issue 23): a ship sailing within 4 inches of a mine counter sets it off; a
mine strikes her as two torpedoes, resolved with the impacts once both sides have sailed; a red herring is removed
and does nothing."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | Rattler=1 destroyer 40,40@0 D0 A0 "


def _sailing(text: str, mine_trigger: str = "") -> State:
    head = HEAD.replace("first 1", f"first 1 mine_trigger={mine_trigger}") if mine_trigger else HEAD
    pos = Position.parse(head + text)
    state = State(Setup("test", pos), pos, part=1, sailed=frozenset({"Rattler"}))
    state = play(state, "sail Lynx")
    return rolls(state, [6] * state.throw.want) if state.throw else state


def test_a_ship_sailing_past_a_mine_sets_it_off_as_two_torpedoes() -> None:
    """[9.1.5, 5.7.2] Lynx steams north past M1 at 13,20: the mine goes off and leaves the table, two struck
    torpedoes of side 1 lie on her base, and once she stops their two hit dice are asked."""
    state = _sailing("| Lynx=2 corvette 10,10@0 D0 A0 | M1=1 mine 13,20")
    for _ in range(4):
        if state.position.mines:
            state = play(state, "manoeuvre Lynx M2")
    assert state.position.mines == ()
    assert [(c.name, c.side, c.kind, c.fate) for c in state.position.counters] == [
        ("M1.1", 1, "torpedo", "struck"),
        ("M1.2", 1, "torpedo", "struck"),
    ]
    state = play(state, "stop Lynx")
    assert state.phase is Phase.GUNNERY and state.throw is not None
    assert state.throw.kind == "impact" and state.throw.want == 2 and state.throw.ships == ("Lynx",)


def test_a_red_herring_is_removed_and_does_nothing() -> None:
    """[9.1.5] The same run past a red herring: it is gone, and nothing strikes Lynx."""
    state = _sailing("| Lynx=2 corvette 10,10@0 D0 A0 | M1=1 mine 13,20 rh")
    for _ in range(4):
        if state.position.mines:
            state = play(state, "manoeuvre Lynx M2")
    assert state.position.mines == () and state.position.counters == ()


def test_under_move_end_only_where_she_stops_counts() -> None:
    """[9.1.5] Reading ``mine_trigger=move-end``: Lynx runs past M1 and stops 10 inches beyond: nothing goes off."""
    state = _sailing("| Lynx=2 corvette 10,10@0 D0 A0 | M1=1 mine 13,14", mine_trigger="move-end")
    for _ in range(5):
        state = play(state, "manoeuvre Lynx M2")
    if state.moving is not None:
        state = play(state, "stop Lynx")
    assert [m.name for m in state.position.mines] == ["M1"] and state.position.counters == ()
    assert RULES.is_terminal(state) is False


GUNNERY = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 | Kent=2 light-cruiser 40,40@0 D0 A0 "


def _gunnery(text: str) -> State:
    pos = Position.parse(GUNNERY + text)
    return State(Setup("test", pos), pos)


def test_a_minesweeper_sweeps_a_mine_near_her_on_a_4() -> None:
    """[9.1.5] Lynx, a corvette that has not moved, sweeps M1 3 inches off: a 4 sweeps it; she fires nothing else."""
    state = _gunnery("| Lynx=1 corvette 10,10@0 D0 A0 | M1=2 mine 13,10")
    assert "sweep Lynx M1" in {str(a) for a in RULES.legal_actions(state)}
    state = play(state, "sweep Lynx M1")
    assert state.throw is not None and state.throw.kind == "sweep" and state.throw.want == 1
    state = rolls(state, [4])
    assert state.position.mines == () and "Lynx" in state.fought


def test_a_sweep_of_3_misses_without_ecm() -> None:
    """[9.1.5] A 3 needs ECM 1 or 2: Lynx has none, M1 stays."""
    state = rolls(play(_gunnery("| Lynx=1 corvette 10,10@0 D0 A0 | M1=2 mine 13,10"), "sweep Lynx M1"), [3])
    assert [m.name for m in state.position.mines] == ["M1"]


def test_only_a_near_escort_that_has_not_run_far_sweeps() -> None:
    """[9.1.5] Readings ``minesweepers``, ``sweep_reach``: a battleship is no sweeper, a mine 10 inches off is out of
    reach, a corvette that ran 5 inches may not sweep; each refused naming 9.1.5, the state unchanged."""
    state = _gunnery(
        "| Lynx=1 corvette 10,10@0 D0 A0 | Hood=1 battleship 30,20@0 D0 A0 | M1=2 mine 13,10 | M2=2 mine 30,23 "
        "| M3=2 mine 10,20"
    )
    assert {str(a) for a in RULES.legal_actions(state) if a.verb == "sweep"} == {"sweep Lynx M1"}
    ran = state.with_(runs=(("Lynx", 5.0),))
    for s, action in ((state, "sweep Hood M2"), (state, "sweep Lynx M3"), (ran, "sweep Lynx M1")):
        before = s
        with pytest.raises(IllegalActionError, match=r"\[9\.1\.5\]"):
            RULES.check_action(s, RULES.parse_action(action))
        assert s == before
