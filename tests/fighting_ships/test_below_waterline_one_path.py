"""Damage below the waterline is ruled once [5.7.2, 7.4, 8.5, 4.3.2]: the desk's torpedo hit, ASW attack and bomb
and the engine's impacts all go through :func:`waterline_damage`, the Hull saves, Damage Deck, criticals, sinking
and strike test of :func:`.damage.take_hits`."""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_ships.air_weapons import bomb
from sailkit.rulesets.fighting_ships.asw import asw_attack
from sailkit.rulesets.fighting_ships.below_waterline import below_waterline
from sailkit.rulesets.fighting_ships.damage import Afloat
from sailkit.rulesets.fighting_ships.impacts import Target, impact
from sailkit.rulesets.fighting_ships.rams import torpedo_hit

KEYS = ("through", "damage_tokens", "criticals", "sunk", "struck", "runs", "strike_test_due", "morale_lost")
#: A destroyer two Damage tokens down and an Anchor token on, one from her brink: Hull 6, sinking past 3 tokens.
DD = Afloat(2, True, 3, runs=True)


def _same(a: dict[str, object], b: dict[str, object]) -> None:
    assert {k: a[k] for k in KEYS} == {k: b[k] for k in KEYS}


@pytest.mark.parametrize("strike", [[6, 1, 1, 1, 1], [1] * 5])
def test_the_desk_and_the_engine_rule_a_torpedo_hit_alike(strike: list[int]) -> None:
    """[5.7.2, 5.6.2, 5.6.4] Two impacts, 2 and 1, on the destroyer: 3 hits, half her Hull (3 dice) saves one, the
    two through lay a Damage token that brings her to the brink; the desk's torpedo hit and the engine's impact rule the same tokens,
    critical, morale and strike test (passed, or failed and running for the edge)."""
    saves, crit = [4, 1, 1], [1]
    desk = below_waterline([2, 1], 6, saves, ship=DD, critical_dice=crit, strike_dice=strike)
    engine = impact("torpedo", 2, [2, 1], Target("Kent", 6, ship=DD), saves, critical_dice=crit, strike_dice=strike)
    _same(desk.facts, engine.facts)
    assert desk.facts["damage_tokens"] == 3 and desk.facts["runs"] == (strike == [1] * 5)
    _same(torpedo_hit((2, 1), 6, saves).facts, below_waterline([2, 1], 6, saves).facts)


def test_an_asw_hit_and_a_bomb_carry_the_damage_through_to_the_strike_test() -> None:
    """[7.4, 8.5, 5.6.4] An ASW weapon's 2 on an anchored boat one token from her brink, her save failing: her
    token, its critical check, then the strike test are in the same ruling; a bomb's whole-Hull save the same way,
    down to the morale its fleet loses."""
    boat = Afloat(1, True, 2)
    hit = asw_attack(
        [6], 0, True, impacts=[2], hull=2, save_dice=[1], ship=boat, critical_dice=[1], strike_dice=[1] * 3
    )
    assert (hit.facts["damage_tokens"], hit.facts["struck"], hit.facts["hits"]) == (2, True, 1)
    assert "[5.6.4]" in str(hit)
    whole = bomb(4, 6, impact=5, save_dice=[4, 4, 4, 1, 1, 1], readings={"bomb_saves": "whole-hull"})
    assert whole.verdict == 2 and whole.facts["anchored"] and "[APP.2.2.1]" in str(whole)
