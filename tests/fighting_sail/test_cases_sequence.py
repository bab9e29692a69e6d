"""Sequence of play [4.0]: a Game-Turn runs its stages in the order of the 4.2 outline.

These tests drive a :class:`Game` through whole turns and watch which phase asks for
a decision or a die, so a stage run out of order (orders after movement, the
Strategic Cycle on the wrong turn, melee before fouled fire) makes them fail.
"""

from __future__ import annotations

from collections.abc import Callable

from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.game import PHASES, Game
from sailkit.rulesets.fighting_sail.scenarios import scenario

ORDER = tuple(PHASES)


def _drive(g: Game, until: Callable[[Game], bool], die: int = 3, limit: int = 400) -> list[str]:
    """Play on, holding fire and declining options, rolling ``die``; return the phases met, in order."""
    seen: list[str] = []
    for _ in range(limit):
        if until(g):
            break
        if not seen or seen[-1] != g.flow.phase:
            seen.append(g.flow.phase)
        if g.is_chance_node():
            g.apply_action(f"roll {die}")
            continue
        legal = g.legal_actions()
        quiet = [a for a in legal if a.verb in ("hold", "done")]
        g.apply_action(quiet[0] if quiet else legal[0])
    else:  # pragma: no cover - a stuck engine
        raise AssertionError(f"no progress after {limit} actions: {g}")
    return seen


def _in_outline_order(phases: list[str]) -> bool:
    idx = [ORDER.index(p) for p in phases]
    return idx == sorted(idx)


def test_4_0_ordinary_turn_orders_then_movement_then_terminal() -> None:
    """[4.0, 4.1] turn 1 has no Strategic Cycle: commands, then movement, and the next turn starts with commands."""
    g = Game.from_scenario("15.4")
    seen = _drive(g, lambda x: x.turn == 2)
    assert seen[0] == "command" and "movement" in seen
    assert _in_outline_order(seen)
    assert not {"swell", "fires", "studding"} & set(seen)
    assert g.flow.phase == "command" and g.turn == 2
    # the counters were turned back in the Terminal Stage [9.13]
    assert all(s.command is None and s.fired is None and not s.drifted for s in g.position.ships)


def test_4_0_strategic_cycle_comes_first_on_turn_8() -> None:
    """[4.0, 4.2, 13.0] on a turn divisible by 8 swell, burning ships and studding sails come before any order."""
    pos = scenario("15.4").with_(turn=7)
    dismasted = pos.ship("Guerriere").with_(masts=3)  # dead in the water: exposed to swell [10.42]
    pos = pos.with_ship(dismasted).with_ship(pos.ship("Constitution").with_(fires=1, hull=1))
    g = Game(pos, scenario="15.4")
    _drive(g, lambda x: x.turn == 8)
    assert g.turn == 8 and g.flow.phase == "swell" and g.is_chance_node()
    seen = _drive(g, lambda x: x.turn == 8 and x.flow.phase == "command")
    assert seen[:3] == ["swell", "fires", "studding"]
    assert _in_outline_order(seen + ["command"])


def test_4_0_melee_stage_after_movement_then_unfouling() -> None:
    """[4.0, 4.2 D, 4.2 E] fouled enemies fire, then melee, then may unfoul, all after the Movement Phase."""
    pos = scenario("15.1")
    sq = Square(8, 8)
    pos = pos.with_ship(pos.ship("Shannon").with_(square=sq, fouled=True))
    pos = pos.with_ship(pos.ship("Chesapeake").with_(square=sq, fouled=True))
    g = Game(pos, scenario="15.1")
    seen = _drive(g, lambda x: x.turn == 2, die=6)
    assert "command" not in seen  # fouled ships take no orders [6.1, 11.0]
    assert [p for p in seen if p in ("fouled_fire", "melee", "unfouling")] == ["fouled_fire", "melee", "unfouling"]
    assert _in_outline_order(seen)


def test_6_14_commands_revealed_after_all_are_given_and_before_allowances() -> None:
    """[6.14, 7.1, 7.21] revelation comes when the last chit is placed, before allowances and the gauge."""
    g = Game.from_scenario("15.4")
    g.apply_action("command Constitution ahead")
    # the first chit alone is not revealed and sets no allowance yet
    assert g.flow.phase == "command" and not any(st.case == "6.14" for st in g.log)
    assert g.position.ship("Constitution").mp == 0
    g.apply_action("command Guerriere port")
    cases = [st.case for st in g.log]
    assert "6.14" in cases
    reveal = cases.index("6.14")
    assert reveal < cases.index("7.1") < min(i for i, c in enumerate(cases) if c.startswith("7.21"))
    # both chits are now known to both sides with their allowances
    assert {(s.name, s.command, s.mp) for s in g.position.ships} == {
        ("Constitution", "ahead", 6),
        ("Guerriere", "port", 4),
    }


def test_6_14_wheel_test_is_asked_at_revelation_not_before() -> None:
    """[6.14, 6.21] Alliance's wheel test die is asked once every order is revealed."""
    g = Game.from_scenario("15.7")
    while g.flow.phase == "command" and not g.is_chance_node():
        assert not g.flow.tasks
        g.apply_action(g.legal_actions()[0])
    assert g.flow.phase == "revelation"
    assert g.flow.tasks[0].kind == "wheel" and g.flow.tasks[0].ship == "Alliance"
