"""Special captains on the dice side [APP.1.2.2]: a Marksman, Architect or Authoritarian throws the 1s of one stat
again once, a Poor captain fires a die fewer; the rulings take the new results as data and the odds stay exact."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships import (
    Afloat,
    Boarder,
    boarding,
    boarding_odds,
    damage_control,
    damage_odds,
    gunnery_dice,
    hull_saves,
    pass_chance,
    salvo,
    salvo_odds,
    stat_test,
    take_hits,
)
from sailkit.rulesets.fighting_ships.dice import Pool
from sailkit.rulesets.fighting_ships.gunnery import pool


def test_a_marksman_throws_the_gunnery_ones_again_before_the_bonus_dice() -> None:
    """1, 1, 4, 6 at medium range, the 1s thrown again as 6 and 2: three hits and two explosions [APP.1.2.2]."""
    ruled = salvo("medium", [1, 1, 4, 6], [3, 5], captain="marksman", rerolls=[6, 2])
    assert ruled.rounds[0].dice == (6, 2, 4, 6) and ruled.value == 4
    assert "APP.1.2.2" in ruled.cases
    with pytest.raises(InvalidInputError, match="2 die results, one for each 1"):
        salvo("medium", [1, 1, 4, 6], [3, 5], captain="marksman", rerolls=[6])
    with pytest.raises(InvalidInputError, match="no special captain"):
        salvo("medium", [1, 1, 4, 6], [], rerolls=[6, 2])
    with pytest.raises(UnknownChoiceError, match="special captain"):
        salvo("medium", [4], captain="sharpshooter")


def test_a_poor_captain_fires_a_die_fewer() -> None:
    assert gunnery_dice(7, captain="poor").value == 6
    assert gunnery_dice(11, captain="poor", factors=["first-shot"]).value == 9  # 10 dice, one ten less for a first shot


def _oracle(p: Pool, rows: int) -> list[Fraction]:
    """An independent count: g(n, b, k), the chance that ``n`` gunnery dice and ``b`` bonus dice still to throw make
    ``k`` hits, one die at a time; a gunnery die's 1 is thrown again once."""
    m, h, x = (Fraction(f, 6) for f in p.faces)
    m1, h1, x1 = (Fraction(f, 36) for f in p.first_faces)
    a = 1 if p.explosion_hits else 0

    @cache
    def g(n: int, b: int, k: int) -> Fraction:
        if k < 0:
            return Fraction(0)
        if n == 0 and b == 0:
            return Fraction(int(k == 0))
        if n:
            return m1 * g(n - 1, b, k) + h1 * g(n - 1, b, k - 1) + x1 * g(n - 1, b + 1, k - a)
        if not p.chain:
            hb = Fraction(7 - p.hit, 6)
            return (1 - hb) * g(0, b - 1, k) + hb * g(0, b - 1, k - 1)
        if a:
            return m * g(0, b - 1, k) + h * g(0, b - 1, k - 1) + x * g(0, b, k - 1)
        return (m * g(0, b - 1, k) + h * g(0, b - 1, k - 1)) / (1 - x)

    return [g(p.dice, 0, k) for k in range(rows)]


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 8),
    st.sampled_from(["short", "medium", "long"]),
    st.booleans(),
    st.sampled_from(["also-hit", "instead"]),
)
def test_marksman_odds_equal_an_independent_count(dice: int, band: str, raking: bool, rule: str) -> None:
    p = pool(dice, band, raking=raking, captain="marksman", readings={"explosion_is_hit": rule})
    rows = 2 * dice + 6
    assert list(p.counts(rows).head) == _oracle(p, rows)


def test_marksman_odds_equal_every_ruled_throw() -> None:
    """Two dice at short range under a Marksman: every throw, every re-thrown 1 and every bonus die ruled one by one
    make exactly the chances the odds give."""
    counted: dict[int, Fraction] = {}
    for dice in itertools.product(range(1, 7), repeat=2):
        ones = dice.count(1)
        for again in itertools.product(range(1, 7), repeat=ones):
            after = [next(iter_again) if d == 1 else d for iter_again in [iter(again)] for d in dice]
            called = sum(1 for d in after if d >= 5)
            for bonus in itertools.product(range(1, 7), repeat=called):
                hits = int(salvo("short", dice, bonus, captain="marksman", rerolls=again).value or 0)
                counted[hits] = counted.get(hits, Fraction(0)) + Fraction(1, 6 ** (2 + ones + called))
    odds = salvo_odds(2, "short", captain="marksman")
    assert {k: p for k, p in odds.verdict if p} == counted
    assert odds.mean == pool(2, "short", captain="marksman").mean


def test_an_architect_throws_the_hull_ones_again() -> None:
    """Hull 2 throws 1, 3; the 1 thrown again is a 5: one save [APP.1.2.2]; a save die then saves with chance 7/12."""
    assert hull_saves(3, 2, [1, 3], captain="Architect", rerolls=[5]).value == 2
    ruled = take_hits(3, 2, [1, 3], ship=Afloat(captain="architect"), save_rerolls=[5])
    assert ruled.through == 2 and "APP.1.2.2" in ruled.cases
    with pytest.raises(InvalidInputError, match="no special captain"):
        take_hits(3, 2, [1, 3], save_rerolls=[5])
    assert dict(damage_odds(1, 1, ship=Afloat(captain="architect")).through) == {0: Fraction(7, 12), 1: Fraction(5, 12)}


def test_an_authoritarian_throws_the_discipline_ones_again() -> None:
    assert stat_test(2, [1, 3], captain="Authoritarian", rerolls=[6]).verdict is True
    assert pass_chance(1, rethrow_ones=True) == Fraction(7, 36)
    ship = Afloat(4, captain="authoritarian")
    assert damage_control(1, [1], ship=ship, rerolls=[6]).verdict == "fights on"
    brink = Afloat(2, captain="authoritarian")
    struck = take_hits(3, 1, [1], ship=brink, critical_dice=[1, 1], strike_dice=[1], strike_rerolls=[2])
    assert struck.verdict == "struck"
    plain = damage_odds(3, 0, ship=Afloat(2), discipline=1).fate["struck"]
    steady = damage_odds(3, 0, ship=brink, discipline=1).fate["struck"]
    assert steady / plain == Fraction(29, 36) / Fraction(5, 6)
    with pytest.raises(UnknownChoiceError, match="special captain"):
        Afloat(captain="admiral")


def test_a_swashbuckler_throws_the_boarding_ones_again() -> None:
    """The attackers' dice come ship by ship; only the Swashbuckler's 1s are thrown again [APP.1.2.2, 6.1]."""
    a, b = Boarder("A", 2, swashbuckler=True), Boarder("B", 2)
    ruled = boarding([a, b], Boarder("D", 3), [1, 4, 1, 1], [4, 4, 1], attack_rerolls=[5])
    assert ruled.attack_hits == 2 and ruled.verdict == "repelled"
    with pytest.raises(InvalidInputError, match="one for each 1 a Swashbuckler threw"):
        boarding([a, b], Boarder("D", 3), [1, 4, 1, 1], [4, 4, 1], attack_rerolls=[5, 5])
    with pytest.raises(InvalidInputError, match="one for each 1 a Swashbuckler threw"):
        boarding([a, b], Boarder("D", 3), [1, 4, 1, 1], [1, 4, 1], attack_rerolls=[5], defend_rerolls=[5])


def test_swashbuckler_odds_equal_every_ruled_fight() -> None:
    attackers, defender = [Boarder("A", 2, swashbuckler=True)], Boarder("D", 1)
    counted = Fraction(0)
    for attack in itertools.product(range(1, 7), repeat=2):
        ones = attack.count(1)
        for again in itertools.product(range(1, 7), repeat=ones):
            for defend in range(1, 7):
                won = boarding(attackers, defender, attack, [defend], attack_rerolls=again).verdict == "prize"
                counted += Fraction(int(won), 6 ** (3 + ones))
    assert boarding_odds(attackers, defender).prize == counted
