"""Commands [6.0]: chit pools by grade [6.11] and the restrictions on orders [6.2]."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_sail.commands import command_ruling, legal_commands
from sailkit.rulesets.fighting_sail.damage import crew_value
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.scenarios import scenario
from sailkit.rulesets.fighting_sail.vocabulary import COMMANDS


@pytest.mark.parametrize(
    "scenario_id, ship, grade",
    [("15.1", "Shannon", "A"), ("15.3", "Natividad", "B"), ("15.6", "Mamelouck", "C")],
)
def test_6_11_chit_comes_from_the_pool_of_the_ships_own_grade(scenario_id: str, ship: str, grade: str) -> None:
    """[6.11] an order is drawn from the pool lettered with the ship's own Sailing Value."""
    pos = scenario(scenario_id)
    assert pos.ship(ship).counter.sailing == grade
    for c in COMMANDS:
        r = command_ruling(pos, ship, c)
        pools = [st.reason for st in r.steps if "pool" in st.reason]
        assert pools == [f"{c} is one of the five commands; the chit comes from the Sailing Value {grade} pool [6.11]"]


def test_6_11_pools_are_never_exhausted_by_many_ships_of_one_grade() -> None:
    """[6.11] eleven British ships of 15.9 may all take the same order (chit counts are lost: pools are unlimited)."""
    g = Game.from_scenario("15.9")
    british = [s for s in g.position.ships if s.side == "BR"]
    assert len(british) == 11
    for s in british:
        g.apply_action(f"command {s.name} ahead")
    assert all(g.position.ship(s.name).command == "ahead" for s in british)


def test_6_2_alliance_crew_limit_and_wheel_test_both_restrict_its_orders() -> None:
    """[6.2, 6.21, 6.22] Alliance (crew 4, wheel hit in 15.7) can neither tack nor wear, and its order must pass a die."""
    g = Game.from_scenario("15.7")
    pos = g.position
    alliance = pos.ship("Alliance")
    assert crew_value(alliance) == 4 and alliance.wheel
    assert legal_commands(pos, "Alliance") == ("ahead", "port", "starboard")
    for refused in ("tack", "wear"):
        assert command_ruling(pos, "Alliance", refused).steps[-1].case == "6.22"
    # a crew reduced to 6 by hull hits may still tack; at 5 it may wear but not tack [10.12]
    richard = pos.ship("Bonhomme Richard")
    assert "tack" in legal_commands(pos.with_ship(richard.with_(hull=richard.counter.crew - 6)), "Bonhomme Richard")
    five = pos.with_ship(richard.with_(hull=richard.counter.crew - 5))
    assert legal_commands(five, "Bonhomme Richard") == ("ahead", "port", "starboard", "wear")

    while g.flow.phase == "command" and not g.is_chance_node():
        if _next_is_for(g, "Alliance"):
            with pytest.raises(IllegalActionError) as info:
                g.apply_action("command Alliance tack")
            assert info.value.case == "6.22"
            g.apply_action("command Alliance ahead")
        else:
            g.apply_action(g.legal_actions()[0])
    assert g.flow.tasks[0].kind == "wheel" and g.flow.tasks[0].ship == "Alliance"
    # only Alliance has a wheel hit: only it is tested
    assert [t.ship for t in g.flow.tasks if t.kind == "wheel"] == ["Alliance"]

    kept, lost = g.branch(), g.branch()
    kept.apply_action("roll 4")  # 4 is not above crew 4: the order stands [10.32]
    assert kept.position.ship("Alliance").command == "ahead"
    assert not any(t.kind == "drift" and t.ship == "Alliance" for t in kept.flow.tasks)
    lost.apply_action("roll 5")  # above the crew: the chit is removed and Alliance drifts [8.22]
    assert lost.position.ship("Alliance").command is None
    assert lost.flow.tasks[0].kind == "drift" and lost.flow.tasks[0].ship == "Alliance"


def _next_is_for(g: Game, ship: str) -> bool:
    """Whether the next command decision offered is for ``ship``."""
    return g.legal_actions()[0].ship == ship
