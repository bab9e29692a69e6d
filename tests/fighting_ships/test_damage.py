"""Fighting Ships damage [5.5.4, 5.6.1-5.6.4, APP.2.2.1]: the worked examples and testable facts, and the exact odds of
a salvo's end held to the rulings of every throw."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import (
    Afloat,
    criticals,
    damage_control,
    damage_odds,
    deck,
    fire_odds,
    hull_saves,
    take_hits,
)
from sailkit.rulesets.fighting_ships.criticals import outcomes
from sailkit.rulesets.fighting_ships.odds import critical_odds
from sailkit.rulesets.fighting_ships.readings import READINGS

DEFAULT = READINGS.defaults()
FEWER = {"damage_deck": "one-fewer"}


def test_redoubtable_takes_light_damage() -> None:
    """5 hits on Hull 6, saves 1, 1, 3, 3, 4, 6: three go through, Light damage, 3 morale [5.6.1]."""
    assert hull_saves(5, 6, [1, 1, 3, 3, 4, 6]).value == 3
    ruled = take_hits(5, 6, [1, 1, 3, 3, 4, 6], critical_dice=[1, 1])
    assert ruled.verdict == "light damage"
    assert (ruled.damage, ruled.anchor, ruled.morale_lost) == (2, 1, 3)
    example = take_hits(5, 6, [1, 1, 3, 3, 4, 6], critical_dice=[1], readings=FEWER)
    assert (example.damage, example.anchor) == (1, 1)  # the example's one Damage token and an Anchor token
    assert ("damage_deck", "one-fewer") in example.readings


def test_lynx_loses_morale_capped_at_its_hull() -> None:
    """4 unsaved hits on Hull 2: the fleet loses 2; Heavy damage, two tokens in the example [5.6.1, APP.2.2.1]."""
    ruled = take_hits(4, 2, [1, 2], critical_dice=[1, 1], readings=FEWER)
    assert (ruled.morale_lost, ruled.damage, ruled.anchor) == (2, 2, 1)
    anchored = take_hits(4, 2, [1, 2], ship=Afloat(0, True), critical_dice=[1, 1], readings=FEWER)
    assert (anchored.damage, anchored.anchor) == (2, 0)
    tokens = take_hits(4, 2, [1, 2], critical_dice=[1, 1, 1], readings={"morale_basis": "damage-tokens"})
    assert tokens.morale_lost == 2 and tokens.damage == 3


@pytest.mark.parametrize(
    ("through", "anchored", "damage", "anchor"),
    [
        (0, False, 0, 0),
        (1, False, 0, 1),
        (1, True, 0, 0),
        (2, False, 0, 1),
        (2, True, 1, 0),
        (3, False, 2, 1),
        (4, True, 3, 0),
        (5, False, 4, 1),
        (7, False, 4, 1),
    ],
)
def test_the_damage_deck_as_printed(through: int, anchored: bool, damage: int, anchor: int) -> None:
    dealt = deck(through, anchored, DEFAULT)
    assert (dealt.damage, dealt.anchor, dealt.destroyed) == (damage, anchor, False)


def test_eight_through_destroy_the_ship() -> None:
    assert deck(8, False, DEFAULT).destroyed and deck(12, True, DEFAULT).destroyed
    ruled = take_hits(8, 0, [])
    assert ruled.verdict == "sunk" and ruled.morale_lost == 0  # Hull 0: nothing to lose


def test_save_dice_must_match_the_hull() -> None:
    with pytest.raises(InvalidInputError, match="6 die results"):
        hull_saves(5, 6, [4, 4])


def test_hero_steering_critical_and_the_other_results() -> None:
    """An even die then a 4 is steering damage; an odd die a plain token; a 6 the mess deck, no token [5.6.2]."""
    steering = criticals(1, [2, 4])
    assert steering.criticals == ("steering",) and steering.damage == 1
    assert criticals(1, [3]).criticals == () and criticals(1, [3]).damage == 1
    assert criticals(1, [6, 6]).damage == 0
    assert criticals(1, [4, 3]).damage == 2  # fire: one more token, itself no critical
    assert criticals(1, [2, 2, 4]).anchor == 1 and criticals(1, [2, 2, 5]).anchor == 0
    assert criticals(1, [2, 5, 3, 3]).sinks
    assert criticals(1, [2, 5, 3, 4]).damage == 2


def test_critical_checks_per_event_and_the_checked_extra_token() -> None:
    with pytest.raises(InvalidInputError, match="a check is not finished"):
        criticals(3, [1])
    assert criticals(3, [1], readings={"critical_checks": "per-event"}).damage == 3
    checked = criticals(1, [2, 5, 3, 4, 6, 6], readings={"critical_extra_token": "checked"})
    assert checked.damage == 1  # the catastrophic token, its further token lost to the mess deck


def test_fifth_token_sinks_a_wooden_ship() -> None:
    """A wooden ship with 4 Damage tokens that takes one more sinks; the fleet loses its Hull as well [5.6.3]."""
    ruled = take_hits(2, 3, [1, 1, 1], ship=Afloat(4, True), critical_dice=[1])
    assert ruled.sunk and ruled.verdict == "sunk" and ruled.morale_lost == 2 + 3


def test_four_tokens_call_a_strike_test() -> None:
    """Brought to 4 Damage tokens the ship tests Discipline at once or strikes [5.6.4]."""
    due = take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[1, 1])
    assert due.strike_test_due and not due.struck and due.damage_tokens == 4
    struck = take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[1, 1], strike_dice=[1, 2, 3])
    assert struck.verdict == "struck" and struck.morale_lost == 1 + 1  # capped at Hull 1, then Hull 1 more
    holds = take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[1, 1], strike_dice=[6])
    assert holds.verdict == "light damage" and not holds.strike_test_due
    later = take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[1, 1], readings={"strike_test": "repair-phase"})
    assert not later.strike_test_due
    with pytest.raises(InvalidInputError, match="no strike test falls due"):
        take_hits(1, 1, [1], ship=Afloat(2), strike_dice=[6])


def test_damage_control() -> None:
    """A passed test removes a Damage token; at 4 tokens no repair, a strike test [5.6.3, 5.6.4]."""
    assert damage_control(2, [6, 1], ship=Afloat(2, True)).verdict == "removed a Damage token"
    assert damage_control(2, [1, 1], ship=Afloat(2, True)).verdict == "no repair"
    assert damage_control(2, [1, 1], ship=Afloat(4)).verdict == "struck"
    assert damage_control(2, [1, 6], ship=Afloat(4)).verdict == "fights on"
    with pytest.raises(IllegalActionError, match=r"no Damage token to repair"):
        damage_control(5, [1, 2, 2, 4, 6], ship=Afloat(0, True))


def test_fire_to_dismast_gives_anchor_tokens() -> None:
    ruled = take_hits(3, 0, [], dismast=True)
    assert (ruled.damage, ruled.anchor) == (0, 3) and "5.5.4" in ruled.cases


def _every_check(tokens: int, readings: dict[str, str]) -> dict[tuple[int, int, bool], Fraction]:
    """Every run of critical dice, ruled by ``criticals`` one by one."""
    out: dict[tuple[int, int, bool], Fraction] = {}

    def go(dice: tuple[int, ...]) -> None:
        try:
            ruled = criticals(tokens, dice, readings=readings)
        except InvalidInputError as err:
            if "not finished" not in str(err):
                raise
            for d in range(1, 7):
                go((*dice, d))
            return
        key = (ruled.damage, ruled.anchor, ruled.sinks)
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 6 ** len(dice))

    go(())
    return out


@pytest.mark.parametrize(
    ("tokens", "readings"),
    [(1, {}), (2, {}), (3, {"critical_checks": "per-event"}), (1, {"critical_extra_token": "checked"})],
)
def test_critical_odds_equal_every_ruled_check(tokens: int, readings: dict[str, str]) -> None:
    r = READINGS.resolve(readings)
    counted = _every_check(tokens, r) if readings.get("critical_extra_token") != "checked" else None
    exact = critical_odds(tokens, 0, 9, r)
    assert sum(exact.values()) == 1
    if counted is not None:
        assert exact == counted
    else:  # a checked chain has no end: sunk once the tokens are past the limit, exactly
        capped = critical_odds(1, 0, 1, r)
        assert capped[(1, 0, True)] == Fraction(1, 72)  # the magazine
        assert sum(p for (d, _, s), p in capped.items() if s) > Fraction(1, 72)


def test_one_check_adds_up() -> None:
    assert sum(p for p, _ in outcomes(DEFAULT)) == 1


def _ended(
    hits: int, hull: int, ship: Afloat, discipline: int, readings: dict[str, str]
) -> tuple[dict[str, Fraction], dict[int, Fraction]]:
    """Every throw of saves, critical dice and strike dice for ``hits`` hits, ruled by ``take_hits``: the chance of
    each end and of each morale loss."""
    fate: dict[str, Fraction] = {}
    morale: dict[int, Fraction] = {}

    def go(saves: tuple[int, ...], crits: tuple[int, ...], strike: tuple[int, ...] | None, p: Fraction) -> None:
        try:
            ruled = take_hits(hits, hull, saves, ship=ship, critical_dice=crits, strike_dice=strike, readings=readings)
        except InvalidInputError as err:
            if "not finished" not in str(err):
                raise
            for d in range(1, 7):
                go(saves, (*crits, d), strike, p / 6)
            return
        if ruled.strike_test_due:
            for throw in itertools.product(range(1, 7), repeat=discipline):
                go(saves, crits, throw, p / 6**discipline)
            return
        end = ruled.verdict if ruled.verdict in ("sunk", "struck", "runs") else "afloat"
        fate[end] = fate.get(end, Fraction(0)) + p
        morale[ruled.morale_lost] = morale.get(ruled.morale_lost, Fraction(0)) + p

    for saves in itertools.product(range(1, 7), repeat=hull):
        go(saves, (), None, Fraction(1, 6**hull))
    return fate, morale


@pytest.mark.parametrize(
    ("hits", "hull", "ship", "readings"),
    [
        (2, 1, Afloat(2), {}),
        (2, 1, Afloat(3, True), {}),
        (2, 1, Afloat(3, True), {"strike_test": "repair-phase"}),
        (3, 1, Afloat(1, True), {"damage_deck": "one-fewer"}),
        (4, 1, Afloat(), {"critical_checks": "per-event", "morale_basis": "damage-tokens"}),
    ],
)
def test_the_end_of_every_throw_makes_the_odds(hits: int, hull: int, ship: Afloat, readings: dict[str, str]) -> None:
    """Every save, critical and strike die ruled by ``take_hits`` gives exactly the chances of sinking, striking (or,
    a big steamship, running for the edge) and floating, and of each morale loss, that ``damage_odds`` gives for the
    same hits [5.6.1-5.6.4, APP.2.2.1]."""
    fate, morale = _ended(hits, hull, ship, 2, readings)
    odds = damage_odds(hits, hull, ship=ship, discipline=2, readings=readings)
    assert {k: p for k, p in odds.fate.items() if p} == fate
    assert {k: p for k, p in odds.morale_lost.items() if p} == morale


@pytest.mark.parametrize("readings", [{}, {"edge_run_morale": "on-failing"}])
def test_a_big_steamship_s_odds_run_for_the_edge_as_the_engine_does(readings: dict[str, str]) -> None:
    """[5.6.4] The same agreement, throw for throw, for a steamship who runs for the edge instead of striking, under
    both readings of when her fleet loses her Hull (one Discipline die keeps the throws to enumerate few)."""
    ship = Afloat(3, True, runs=True)  # anchored: two hits through give her the Damage token that brings the test
    fate, morale = _ended(2, 1, ship, 1, readings)
    odds = damage_odds(2, 1, ship=ship, discipline=1, readings=readings)
    assert "runs" in fate and "struck" not in fate
    assert {k: p for k, p in odds.fate.items() if p} == fate
    assert {k: p for k, p in odds.morale_lost.items() if p} == morale


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 9), st.sampled_from(["short", "medium", "long"]), st.booleans(), st.integers(0, 8))
def test_every_distribution_adds_up(dice: int, band: str, raking: bool, hull: int) -> None:
    odds = fire_odds(dice, band, hull, raking=raking, discipline=5)
    for name in ("through", "damage_tokens", "anchor", "fate", "morale_lost"):
        assert sum(getattr(odds, name).values()) == 1, name
    assert odds.fate["sunk"] >= odds.through.get(8, 0)


def test_a_fort_ignores_anchor_tokens_and_is_destroyed_on_its_fifth_token() -> None:
    """One or two hits through do nothing to a shore battery; it is silenced or destroyed where a ship strikes or
    sinks [9.1.3]."""
    fort = Afloat(fort=True)
    assert take_hits(2, 0, [], ship=fort).verdict == "no effect on a fort"
    light = take_hits(3, 0, [], ship=fort, critical_dice=[2, 2, 1, 1])
    assert (light.damage, light.anchor) == (2, 0) and "9.1.3" in light.cases
    assert take_hits(2, 0, [], ship=Afloat(4, fort=True)).verdict == "no effect on a fort"
    assert take_hits(3, 0, [], ship=Afloat(3, fort=True), critical_dice=[1, 1]).verdict == "destroyed"
    assert take_hits(3, 0, [], ship=Afloat(2, fort=True), critical_dice=[1, 1], strike_dice=[1]).verdict == "silenced"
    odds = fire_odds(6, "long", 4, shooter="battery", ship=Afloat(fort=True))
    assert dict(odds.anchor) == {0: 1}
