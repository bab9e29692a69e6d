"""Mines set off in play [9.1.5, 2.1] (issue 23): a ship sailing within 4 inches of a mine counter sets it off; a
mine strikes her as two torpedoes, resolved with the impacts once both sides have sailed; a red herring is removed
and does nothing."""

from __future__ import annotations

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
