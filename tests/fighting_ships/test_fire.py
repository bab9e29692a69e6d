"""Fighting Ships fire [1.4, 5.5.1-5.5.5, 5.6.5]: the text's worked examples and testable facts, and the exact odds of
a salvo held to an independent count (hypothesis)."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_ships import (
    Member,
    Pool,
    entangled_fire,
    entangled_odds,
    fire_band,
    gunnery_dice,
    halved,
    pass_chance,
    round_half_up,
    salvo,
    salvo_odds,
    squadron_dice,
    stat_test,
)
from sailkit.rulesets.fighting_ships.gunnery import SHOWN_BELOW, pool

INSTEAD = {"explosion_is_hit": "instead"}


def test_a_discipline_test_passes_on_any_six() -> None:
    """Constellation's Discipline 5 throws 1, 2, 2, 4, 6 and passes [1.4]."""
    ruled = stat_test(5, [1, 2, 2, 4, 6])
    assert ruled.verdict is True and ruled.cases == ("1.4",)
    assert not stat_test(3, [1, 5, 5])
    assert pass_chance(5) == 1 - Fraction(5, 6) ** 5 and pass_chance(0) == 0


def test_a_test_needs_as_many_dice_as_the_stat() -> None:
    with pytest.raises(InvalidInputError, match="5 die results"):
        stat_test(5, [6])
    with pytest.raises(InvalidInputError, match="Discipline dice result"):
        stat_test(2, [6, 7])


def test_rounding_and_halving() -> None:
    """Halves round up, less rounds down [1.4]; the damaged Syrene's Gunnery 5 and Boarding 4 are 3 and 2 [5.6.1]."""
    assert (round_half_up(Fraction(5, 2)), round_half_up(Fraction(12, 5)), round_half_up(Fraction(-1, 2))) == (3, 2, 0)
    assert (halved(5), halved(4), halved(1), halved(0)) == (3, 2, 1, 0)


def test_the_one_in_ten_rule() -> None:
    """11 dice lose 2 to one factor and 4 to a doubled one; 7 dice lose 1 to a first shot [5.5.3.1]."""
    assert gunnery_dice(11, factors=["first-shot"]).value == 9
    assert gunnery_dice(11, factors=["night"]).value == 7
    agamemnon = gunnery_dice(7, factors=["first-shot"])
    assert agamemnon.value == 6 and "5.5.3.1" in agamemnon.cases
    assert gunnery_dice(5, damaged=True).value == 3
    assert gunnery_dice(1, factors=["night", "first-shot"]).value == 0


def test_the_one_in_ten_reading_counts_tens_on_what_is_left() -> None:
    """21 dice at night on a first shot: 3 tens each (21 - 6 - 3 = 12) or one after the other (21 - 6 = 15, then 2)."""
    assert gunnery_dice(21, factors=["night", "first-shot"]).value == 12
    sequential = gunnery_dice(21, factors=["night", "first-shot"], readings={"one_in_ten": "sequential"})
    assert sequential.value == 13 and ("one_in_ten", "sequential") in sequential.readings


def test_an_unknown_factor_is_refused_by_name() -> None:
    with pytest.raises(UnknownChoiceError, match="fog"):
        gunnery_dice(7, factors=["fog"])


def test_agamemnon_first_shot_at_medium_range() -> None:
    """2, 2, 3, 4, 6, 6 at medium range: three hits and two explosions [5.5.1, 5.5.2]."""
    ruled = salvo("medium", [2, 2, 3, 4, 6, 6], [1, 1])
    first = ruled.rounds[0]
    assert (first.hits, first.explosions) == (3, 2)
    assert ruled.hits == 3


def test_agamemnon_rakes_for_six_hits() -> None:
    """1, 2, 2, 3, 4, 6, 6 raking at medium; bonus 5, 6; then 6; then 2: six hits [5.5.5]."""
    ruled = salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6, 6, 2], raking=True)
    assert ruled.value == 6 and ruled.explosions == 4
    assert [len(t.dice) for t in ruled.rounds] == [7, 2, 1, 1]
    assert "5.5.5" in ruled.cases and ruled.total() == 6


def test_bellerophon_bonus_six_does_not_chain() -> None:
    """1, 2, 2, 4, 4, 6, 6 at medium, bonus 3, 6, no rake: five hits, the bonus 6 calls no die [5.5.2]."""
    ruled = salvo("medium", [1, 2, 2, 4, 4, 6, 6], [3, 6])
    assert ruled.value == 5
    with pytest.raises(InvalidInputError, match="no explosion calls for more"):
        salvo("medium", [1, 2, 2, 4, 4, 6, 6], [3, 6, 1])


def test_missing_bonus_dice_are_named() -> None:
    with pytest.raises(InvalidInputError, match="call for 1 more"):
        salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6], raking=True)


def test_no_rake_and_no_explosion_at_long_range() -> None:
    ruled = salvo("long", [5, 6, 6], raking=True)
    assert ruled.value == 3 and ruled.explosions == 0
    assert "no rake at long range" in str(ruled)


def test_naiad_reading_counts_a_five_as_an_explosion_only() -> None:
    """1, 1, 2, 3, 5 at short range: the Naiad example's one hit and one explosion under explosion_is_hit=instead."""
    default = salvo("short", [1, 1, 2, 3, 5], [1])
    instead = salvo("short", [1, 1, 2, 3, 5], [1], readings=INSTEAD)
    assert (default.rounds[0].hits, instead.rounds[0].hits) == (2, 1)
    assert instead.rounds[0].explosions == 1 and instead.rounds[0].misses == 3
    assert ("explosion_is_hit", "instead") in instead.readings


def test_naiad_misses_carry_over_to_glenmoor() -> None:
    """Three missed gunnery dice and a missed bonus die make the four dice thrown at the Glenmoor [5.6.5]."""
    ruled = entangled_fire("short", [("French", [1, 1, 2, 3, 5], [1]), ("Glenmoor", [2, 4, 5, 5], [3, 3])])
    assert ruled.hits == {"French": 2, "Glenmoor": 5}
    assert ("carried_misses", "every-die") in ruled.readings
    gunnery_only = {"carried_misses": "gunnery-dice"}
    with pytest.raises(InvalidInputError, match="3 die results"):
        entangled_fire(
            "short", [("French", [1, 1, 2, 3, 5], [1]), ("Glenmoor", [2, 4, 5, 5], [3, 3])], readings=gunnery_only
        )
    ruled = entangled_fire(
        "short", [("French", [1, 1, 2, 3, 5], [1]), ("Glenmoor", [2, 4, 5], [3])], readings=gunnery_only
    )
    assert ruled.hits["Glenmoor"] == 3


def test_no_throw_follows_a_salvo_without_misses() -> None:
    with pytest.raises(InvalidInputError, match="no miss was left"):
        entangled_fire("short", [("French", [3, 4], []), ("Glenmoor", [], [])])


def _dp(p: Pool, rows: int) -> list[Fraction]:
    """An independent exact count: f(n, k), the chance that n dice still to throw make k hits, one die at a time."""
    miss, plain, boom = (Fraction(f, 6) for f in p.faces)
    bonus_hit = Fraction(7 - p.hit, 6)
    a = 1 if p.explosion_hits else 0

    @cache
    def f(n: int, k: int) -> Fraction:
        if k < 0:
            return Fraction(0)
        if n == 0:
            return Fraction(int(k == 0))
        if p.chain and a:
            return miss * f(n - 1, k) + plain * f(n - 1, k - 1) + boom * f(n, k - 1)
        if p.chain:
            return (miss * f(n - 1, k) + plain * f(n - 1, k - 1)) / (1 - boom)
        after = (1 - bonus_hit) * f(n - 1, k - a) + bonus_hit * f(n - 1, k - a - 1)
        return miss * f(n - 1, k) + plain * f(n - 1, k - 1) + boom * after

    return [f(p.dice, k) for k in range(rows)]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 12),
    st.sampled_from(["short", "medium", "long"]),
    st.booleans(),
    st.sampled_from(["also-hit", "instead"]),
)
def test_pool_odds_equal_an_independent_count(dice: int, band: str, raking: bool, rule: str) -> None:
    """The closed form and a die-by-die dynamic programme agree exactly, for every reading and band."""
    p = pool(dice, band, raking=raking, readings={"explosion_is_hit": rule})
    rows = 2 * dice + 6
    assert list(p.counts(rows).head) == _dp(p, rows)
    assert p.counts(rows).tail >= 0


def _enumerated(band: str, dice: int, raking: bool, depth: int) -> dict[int, Fraction]:
    """Every throw of ``dice`` dice and of their bonus dice, ruled by ``salvo`` one by one (rakes cut at ``depth``)."""
    out: dict[int, Fraction] = {}

    def go(thrown: tuple[int, ...], bonus: tuple[int, ...], chance: Fraction, left: int) -> None:
        try:
            hits = salvo(band, thrown, bonus, raking=raking).value
        except InvalidInputError:
            if left == 0:
                return
            for d in range(1, 7):
                go(thrown, (*bonus, d), chance / 6, left - 1)
            return
        out[int(hits or 0)] = out.get(int(hits or 0), Fraction(0)) + chance

    for throw in itertools.product(range(1, 7), repeat=dice):
        go(throw, (), Fraction(1, 6**dice), depth)
    return out


@pytest.mark.parametrize("band", ["short", "medium", "long"])
def test_rulings_of_every_throw_make_the_odds(band: str) -> None:
    """Ruling every throw of 3 dice (and their bonus dice) gives exactly the chances the odds give [5.5.1, 5.5.2]."""
    counted = _enumerated(band, 3, False, 3)
    odds = salvo_odds(3, band)
    assert odds.verdict.tail == 0
    assert {k: p for k, p in odds.verdict if p} == counted


def test_a_rake_thrown_die_by_die_approaches_the_odds_from_below() -> None:
    """Two dice raking at short range, bonus rounds cut after four dice: every count's chance is at most the exact
    one and falls short of it by no more than the chance of a chain that long [5.5.5]."""
    counted = _enumerated("short", 2, True, 4)
    exact = salvo_odds(2, "short", raking=True, rows=12).verdict
    assert all(p <= exact[k] for k, p in counted.items())
    assert 1 - sum(counted.values()) < Fraction(1, 3) ** 2


def test_rake_odds_say_how_the_endless_chain_is_summed() -> None:
    """30 dice raking at short range: the rows run until less than 1e-12 is left, and the ruling says so [5.5.5]."""
    odds = salvo_odds(30, "short", raking=True)
    assert 0 < odds.verdict.tail < SHOWN_BELOW
    assert odds.mean == 30  # one die: (h + x m) / (1 - x)^2 = (1/3 + 1/9) / (4/9) = 1
    assert "closed form" in str(odds) and "5.5.5" in odds.cases
    assert sum(p for _, p in odds.verdict) == 1


def test_counts_refuse_rows_not_worked_out() -> None:
    counts = salvo_odds(2, "short", raking=True, rows=5).verdict
    with pytest.raises(InvalidInputError):
        counts[5]
    assert counts.at_least(0) == 1
    assert counts.distribution()["5 or more"] == counts.tail


def _salvos(band: str, dice: int) -> list[tuple[tuple[int, ...], tuple[int, ...], Fraction]]:
    """Every throw of ``dice`` dice (no rake) with every throw of the bonus dice its explosions call for."""
    out = []
    boom = pool(dice, band).explode or 7
    for thrown in itertools.product(range(1, 7), repeat=dice):
        called = sum(1 for d in thrown if d >= boom)
        for bonus in itertools.product(range(1, 7), repeat=called):
            out.append((thrown, bonus, Fraction(1, 6 ** (dice + called))))
    return out


@pytest.mark.parametrize("carried", ["every-die", "gunnery-dice"])
def test_entangled_odds_equal_every_ruled_throw(carried: str) -> None:
    """Two dice at medium range at a ship entangled with another: ruling every throw and every carried-over throw
    gives exactly the hits on each ship that the odds give [5.6.5]."""
    r = {"carried_misses": carried}
    counted: dict[str, dict[int, Fraction]] = {"A": {}, "B": {}}
    for dice, bonus, p in _salvos("medium", 2):
        misses = salvo("medium", dice, bonus, readings=r).misses
        later = _salvos("medium", misses) if misses else [((), (), Fraction(1))]
        for dice2, bonus2, p2 in later:
            throws = [("A", dice, bonus)] + ([("B", dice2, bonus2)] if misses else [])
            hits = entangled_fire("medium", throws, readings=r).hits
            for ship in ("A", "B"):
                h = hits.get(ship, 0)
                counted[ship][h] = counted[ship].get(h, Fraction(0)) + p * p2
    odds = entangled_odds(2, "medium", ["A", "B"], readings=r)
    for ship in ("A", "B"):
        assert {k: v for k, v in odds.hits[ship] if v} == counted[ship]
    assert odds.means["A"] == pool(2, "medium").mean


def test_a_raking_salvo_at_an_entangled_target_carries_at_most_one_miss_a_die() -> None:
    """In a rake each die's chain ends with the one die that did not explode, so a die leaves at most one miss."""
    ruled = entangled_fire("medium", [("A", [1, 6], [6, 2]), ("B", [3, 3], [])], raking=True)
    assert ruled.hits == {"A": 2, "B": 0} and "5.5.5" in ruled.cases
    p = pool(3, "medium", raking=True)
    assert p.miss_chance(True) == Fraction(3, 5) and p.miss_chance(False) == Fraction(1, 2)
    odds = entangled_odds(3, "medium", ["A", "B"], raking=True)
    assert odds.means["B"] == 3 * Fraction(3, 5) * pool(1, "medium").mean


def test_a_gale_halves_fire_downwind_and_pushes_upwind_targets_a_band_further() -> None:
    """Downwind a gale halves the dice, and with a Damage token leaves a quarter; upwind short is fired as medium,
    medium as long and long as extreme, where cannon hit on 6 only [1.5.2c]."""
    assert gunnery_dice(7, gale="downwind").value == 4
    assert gunnery_dice(7, damaged=True, gale="downwind").value == 2
    assert gunnery_dice(5, damaged=True, gale="downwind").value == 2
    nearest = gunnery_dice(5, damaged=True, gale="downwind", readings={"gale_quarter": "quarter-rounded"})
    assert nearest.value == 1 and ("gale_quarter", "quarter-rounded") in nearest.readings
    assert gunnery_dice(7, gale="upwind").value == 7
    assert [fire_band(b, gale="upwind").verdict for b in ("short", "medium", "long")] == ["medium", "long", "extreme"]
    assert fire_band("medium", gale="downwind").verdict == "medium" and fire_band("short").cases == ("5.3",)
    assert salvo("extreme", [5, 6, 6]).value == 2
    with pytest.raises(UnknownChoiceError, match="sideways"):
        fire_band("short", gale="sideways")


def test_a_squadron_combines_its_dice_at_the_furthest_band() -> None:
    """Two 5th rates of Gunnery 4 that see the target, one at short and one at medium range: 8 dice at medium, hits
    on 4+, explosions on 6, never raking [9.2]."""
    ruled = squadron_dice([Member("Ariadne", 4, "short"), Member("Boreas", 4, "medium")])
    assert (ruled.verdict, ruled.value) == ("medium", 8) and ruled.total() == 8
    assert "never raking" in str(ruled)
    first = squadron_dice([Member("A", 4, "short"), Member("B", 7, "long", damaged=True)], factors=["first-shot"])
    assert (first.verdict, first.value) == ("long", 7)  # 4 + 4, less one for a first shot
    with pytest.raises(InvalidInputError, match="squadron members"):
        squadron_dice([])


def test_a_shore_battery_hits_on_four_and_explodes_on_six_at_any_range() -> None:
    """At long range a battery still hits on 4+ and explodes on 6; its rake chains there only under
    battery_rake_range=any-range [9.1.3, 5.5.5]."""
    ruled = salvo("long", [4, 6, 1], [6], shooter="battery", raking=True)
    assert ruled.value == 3 and "9.1.3" in ruled.cases
    with pytest.raises(InvalidInputError, match="no explosion calls for more"):
        salvo("long", [4, 6, 1], [6, 2], shooter="battery", raking=True)
    anywhere = salvo(
        "long", [4, 6, 1], [6, 2], shooter="battery", raking=True, readings={"battery_rake_range": "any-range"}
    )
    assert anywhere.value == 3 and ("battery_rake_range", "any-range") in anywhere.readings
    assert salvo_odds(3, "long", shooter="battery").verdict[0] == Fraction(1, 8)


def test_a_bomb_vessel_always_rakes_and_never_fires_short() -> None:
    """9.1.4: medium or long range only, every shot as if raking."""
    assert salvo("medium", [6], [6, 1], shooter="bomb").value == 2
    with pytest.raises(IllegalActionError, match="short range"):
        salvo("short", [6], shooter="bomb")
    assert pool(3, "medium", shooter="bomb").chain and not pool(3, "medium").chain
    with pytest.raises(UnknownChoiceError, match="who fires"):
        pool(3, "medium", shooter="frigate")
