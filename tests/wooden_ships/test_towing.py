"""Optional Rule 35: towing. A ship takes a friend in tow; both move on the tower's order, in her wake."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.engine import play_random
from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships import RULES, Broadside, WoodenShipsGame, towing
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
from sailkit.rulesets.wooden_ships.notation import read_position, write_position
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.sequence import advance
from sailkit.rulesets.wooden_ships.state import Shot, Task
from tests.wooden_ships.helpers import replayed_rulings

N = HexDirection.N


def tow_scenario(
    level: str = "basic", velocity: int = 3, towed: str = "GB-7", readings: dict[str, str] | None = None, turns=6
):
    """Victory (J10, heading North) with her stern in J11, the hex Ajax's bow (J12, heading North) points at; the wind
    blows toward the North-East."""
    sc = Scenario(
        "towing",
        (
            ShipSpec("Victory", "GB-7", "Britain", "crack", "J10", N),
            ShipSpec("Ajax", towed, "Britain", "average", "J12", N),
            ShipSpec("Bucentaure", "FR-120", "France", "average", "T20", N),
        ),
        wind=HexDirection.NE,
        velocity=velocity,
        turns=turns,
        columns=30,
        rows=24,
        level=level,
        change=(7, 11) if level == "advanced" else (),
        optional=("35",),
    )
    return sc.with_readings(readings) if readings else sc


def to_grappling(g: WoodenShipsGame, victory: str = "0") -> WoodenShipsGame:
    if g.state.level == "advanced":
        g.apply_action("roll 2")  # the wind holds
    for a in (f"order Victory {victory}", "order Ajax 0", "order Bucentaure 0"):
        g.apply_action(a)
    return g


def in_tow(**kw: object) -> WoodenShipsGame:
    g = to_grappling(WoodenShipsGame(tow_scenario(**kw)))  # type: ignore[arg-type]
    assert g.phase == "grappling"
    g.apply_action("tow Victory Ajax")
    while g.phase != "orders":
        g.apply_action(g.legal_actions()[-1])
    return g


def test_35_1_35_4_1_a_friend_is_taken_in_tow_from_the_hex_her_bow_points_at() -> None:
    """[35.4.1] the tower's stern lies in the hex the other's bow points at; the tow is noted, in the Grappling Phase;
    [35.1] only a friendly ship may be towed."""
    g = to_grappling(WoodenShipsGame(tow_scenario()))
    assert g.phase == "grappling" and "tow Victory Ajax" in [str(a) for a in g.legal_actions()]
    assert "tow Ajax Victory" not in [str(a) for a in g.legal_actions()]  # Victory's bow does not point at Ajax
    g.apply_action("tow Victory Ajax")
    assert g.position.towing == (("Victory", "Ajax"),) and g.ruling().cases[0] == "35.4.1"
    pos = g.position
    assert towing.hooked(pos.ship("Victory"), pos.ship("Ajax"))
    enemy = pos.ship("Ajax").with_(side="France")
    assert not towing.may_tow(
        g.state.with_(position=pos.with_ship(enemy), tried=frozenset()), pos.ship("Victory"), enemy
    )
    astern = pos.ship("Ajax").with_(bow=g.state.grid.parse("J13"))  # a hex too far
    assert not towing.hooked(pos.ship("Victory"), astern)


def test_35_2_towing_costs_one_hex_two_for_a_larger_ship() -> None:
    """[35.2] one hex of allowance in every attitude towing a ship of equal or fewer guns, two towing a larger one."""
    g = in_tow()
    assert towing.speed_loss(g.position.ship("Victory"), g.position.ship("Ajax"))[0] == 1
    big = in_tow(towed="GB-1")
    assert towing.speed_loss(big.position.ship("Victory"), big.position.ship("Ajax"))[0] == 2
    start = TwoHexShip(Hex(0, 0), N)
    free = carry_out(Mover(start, 4, 0, 2), "4", HexDirection.NE)
    slowed = carry_out(Mover(start, 4, 0, 2, towing=2), "4", HexDirection.NE)
    assert len(free.done) - len(slowed.done) == 2 and "35.2" in slowed.ruling.cases


def test_35_3_a_tower_with_no_allowance_may_still_pivot() -> None:
    """[35.3] a tower whose allowance comes to 0 may still pivot in her hex, as in the Basic Game [7.1.15]."""
    start = TwoHexShip(Hex(0, 0), N)
    plan = carry_out(Mover(start, 3, 0, 2, towing=1), "L1", HexDirection.S)  # attitude C: 1 hex, less 1
    assert plan.done == ("L",) and "7.1.15" in plan.ruling.cases


def test_35_4_2_one_order_moves_both_the_tow_in_the_wake() -> None:
    """[35.4.2] only the tower writes an order; the ship in tow follows in her wake (reading tow_wake), her bow next
    to the tower's stern."""
    g = in_tow()
    listed = [str(a) for a in g.legal_actions()]
    assert not any(a.startswith("order Ajax") for a in listed)
    before = g.position.ship("Victory").counter
    g.apply_action("order Victory 2").apply_action("order Bucentaure 0")
    victory, ajax = g.position.ship("Victory"), g.position.ship("Ajax")
    assert victory.bow == before.bow.neighbour(N, 2) and ajax.bow == before.bow and ajax.facing is N
    assert ajax.bow.neighbour(ajax.facing) == victory.stern
    ruling = g.ruling()
    assert "35.4.2" in ruling.cases and ("tow_wake", "stern-trail") in ruling.readings
    assert g.state.executed_of("Ajax") == "2"


def test_35_4_2_turning_the_tow_follows_round_and_the_tower_may_not_swing_into_her() -> None:
    """[35.4.2] after a pivot the stern's trail bends and the tow follows it; the tower may not sail or swing into
    her tow."""
    start = TwoHexShip(Hex(0, 0), N)
    towed = TwoHexShip(Hex(0, 2), N)
    plan = carry_out(Mover(start, 4, 0, 2), "1R1", HexDirection.NE)
    state = WoodenShipsGame(tow_scenario()).state
    follow = towing.wake(plan, start, towed, state, ("T", "S"))
    last = follow.counters[-1]
    tower = plan.counters[-1]
    assert last.bow.distance(tower.stern) == 1  # the tow line: her bow next to the tower's stern
    assert not set(last.hexes) & set(tower.hexes)
    beside = TwoHexShip(Hex(1, 0), N)  # a tow dragged round beside her: her stern may not swing into it
    blocked = carry_out(Mover(start, 4, 0, 2, tow=frozenset(beside.hexes)), "L", HexDirection.NE)
    assert blocked.done == () and blocked.stopped_at == 0 and "35.4.2" in blocked.ruling.cases
    away = carry_out(Mover(start, 4, 0, 2, tow=frozenset(beside.hexes)), "R", HexDirection.NE)
    assert away.done == ("R",)


def test_35_4_2_a_collision_stops_tower_and_tow_together() -> None:
    """[35.4.2, 8.3.4] a collision that stops one ship of a tow stops the other."""
    from sailkit.rulesets.wooden_ships.execution import retrace

    start = TwoHexShip(Hex(0, 0), N)
    towed = TwoHexShip(Hex(0, 2), N)
    plan = carry_out(Mover(start, 4, 0, 2), "2", HexDirection.NE)
    state = WoodenShipsGame(tow_scenario()).state
    follow = towing.wake(plan, start, towed, state, ("T", "S"))
    rock = TwoHexShip(Hex(0, -3), N)  # a ship lying in the tower's path, two hexes ahead
    out = retrace(
        {"T": start, "S": towed, "X": rock},
        {"T": plan, "S": follow},
        {},
        linked={"T": "S", "S": "T"},
    )
    assert out.carried["T"] == out.carried["S"] == 1
    assert out.counters["S"].bow.neighbour(N) == out.counters["T"].stern


def test_35_4_3_cast_off_ends_the_tow() -> None:
    """[35.4.3] an ungrappling note ends the tow: each ship moves on her own order again."""
    g = in_tow()
    g.apply_action("order Victory 0").apply_action("order Bucentaure 0")
    assert "cast Victory" in [str(a) for a in g.legal_actions()]
    g.apply_action("cast Victory")
    assert g.position.towing == () and g.ruling().cases == ("35.4.3",)
    while g.phase != "orders":
        g.apply_action(g.legal_actions()[-1])
    assert "order Ajax 0" in [str(a) for a in g.legal_actions()]


def critical_on(g: WoodenShipsGame, total: int):
    state = g.state.with_(
        phase="combat",
        shots=(Shot("Bucentaure", Broadside.L, "Ajax", "hull", 6),),
        pending=(Task("critical", (0, 0)),),
    )
    return RULES.apply_action(state, RULES.parse_action(f"roll {total}"))


def test_35_4_3_1_a_5h_critical_cuts_the_tow_reading_tow_critical() -> None:
    """[35.4.3.1, Critical Hit Table] reading card: 5H shoots the towing grapple away; reading optional-rule: a die,
    odd the tow grapple, even an anchor cable."""
    g = in_tow(level="advanced")
    after, ruling = critical_on(g, 5)
    assert after.position.towing == () and ("tow_critical", "card") in ruling.readings
    odd = in_tow(level="advanced", readings={"tow_critical": "optional-rule"})
    rolled, ruling = critical_on(odd, 5)
    assert rolled.pending[0].kind == "tow_cut" and rolled.position.towing
    cut, said = RULES.apply_action(rolled, RULES.parse_action("roll 3"))
    assert cut.position.towing == () and ("tow_critical", "optional-rule") in said.readings
    kept, said = RULES.apply_action(rolled, RULES.parse_action("roll 4"))
    assert kept.position.towing and said.verdict == "nothing"


def test_35_4_4_towing_only_in_a_moderate_to_heavy_breeze() -> None:
    """[35.4.4] a tow is made or kept only at wind velocity 2, 3 or 4; a change out of those parts it."""
    for velocity, offered in ((1, False), (2, True), (4, True), (5, False)):
        g = to_grappling(WoodenShipsGame(tow_scenario(velocity=velocity)))
        assert ("tow Victory Ajax" in [str(a) for a in g.legal_actions()]) is offered, velocity
    g = in_tow()
    state = g.state
    gale = state.with_(
        position=state.position.with_(wind=replace(state.position.wind, velocity=5)),
        phase="unfouling",
    )
    parted, steps = advance(gale)
    assert parted.position.towing == () and any(s.case == "35.4.4" for s in steps)


def test_a_towing_position_round_trips_through_its_text() -> None:
    g = in_tow()
    text = write_position(g.position, g.state.grid)
    assert "towing Victory+Ajax" in text and read_position(text, g.state.grid) == g.position


def test_a_refused_tow_leaves_the_state_unchanged() -> None:
    """[35.4.1] a ship not placed for the tow is refused with the rule's number."""
    g = to_grappling(WoodenShipsGame(tow_scenario()))
    before = g.state
    with pytest.raises(IllegalActionError, match=r"35.4.1"):
        g.apply_action("tow Ajax Victory")
    assert g.state == before


@pytest.mark.parametrize("readings", [{}, {"tow_critical": "optional-rule"}])
@pytest.mark.parametrize("level", ["basic", "advanced"])
def test_random_games_with_towing_end_replay_and_name_their_readings(readings: dict[str, str], level: str) -> None:
    """Random play with towing on, under each reading: games end, replay byte for byte, a tow is made in some, and
    every step that applied a reading has it in its ruling."""
    towed = 0
    for seed in range(4):
        g = play_random(in_tow(level=level, readings=readings, turns=5), seed)
        towed += sum("35.4.2" in ruling.cases for ruling in replayed_rulings(g))
    assert towed


def test_35_4_2_a_tow_fouled_by_an_enemy_holds_her_tower() -> None:
    """[35.4.2, 8.3.6] the two move as one: while the ship in tow is fouled or grappled the tower may not move."""
    g = in_tow()
    state = g.state
    held = state.with_(position=state.position.with_(fouled=frozenset({("Ajax", "Bucentaure")})))
    assert [str(a) for a in RULES.legal_actions(held) if "Victory" in str(a)] == []
