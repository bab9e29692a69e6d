"""Optional Rule 32: command lag. Ships out of their admiral's reach write their orders three turns ahead."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.engine import play_random
from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.hexes import HexDirection
from sailkit.rulesets.wooden_ships import RULES, WoodenShipsGame, command
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.sequence import advance
from sailkit.rulesets.wooden_ships.state import Status
from sailkit.secrecy import Secrets
from tests.wooden_ships.helpers import replayed_rulings

N = HexDirection.N


def squadrons(*ships: ShipSpec, level: str = "basic", turns: int = 8, readings: dict[str, str] | None = None):
    sc = Scenario(
        "command lag",
        ships
        or (
            ShipSpec("Victory", "GB-1", "Britain", "crack", "J10", N, ("flagship",)),
            ShipSpec("Ajax", "GB-7", "Britain", "average", "L10", N, ("squadron-B",)),
            ShipSpec("Bucentaure", "FR-120", "France", "average", "T10", N, ("flagship",)),
        ),
        wind=N,
        turns=turns,
        columns=30,
        rows=24,
        level=level,
        optional=("32",),
    )
    return sc.with_readings(readings) if readings else sc


def orders_of(g: WoodenShipsGame) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_32_1_flag_ship_and_squadrons_of_six_or_fewer() -> None:
    """[32.1] each side names a flag ship and its squadrons hold six ships or fewer; the scenario is refused
    otherwise, naming the rule."""
    seven = tuple(
        ShipSpec(f"S{i}", "GB-7", "Britain", "average", f"{chr(66 + 2 * i)}10", N, ("flagship",) if i == 0 else ())
        for i in range(7)
    )
    foe = ShipSpec("Bucentaure", "FR-120", "France", "average", "T20", N, ("flagship",))
    with pytest.raises(InvalidInputError, match=r"six ships or fewer \[32.1\]"):
        squadrons(*seven, foe).check()
    with pytest.raises(InvalidInputError, match=r"flag ship"):
        squadrons(*seven[:3], replace(foe, traits=())).check()
    six = (*seven[:6], foe)
    squadrons(*six).check()
    with pytest.raises(InvalidInputError, match="ship trait"):
        ShipSpec.parse("Ajax=GB-7/Britain/average@L10:1+squadron-")
    spec = ShipSpec.parse("Ajax=GB-7/Britain/average@L10:1+squadron-B2")
    assert spec.traits == ("squadron-B2",) and ShipSpec.parse(str(spec)) == spec


def test_32_2_32_3_the_other_squadron_writes_three_turns_ahead() -> None:
    """[32.2] the flag ship's squadron writes turn by turn; [32.3] another squadron writes three turns ahead: turns 1,
    2 and 3 at the start, then one more turn each Movement Notation Phase; each is carried out on its turn."""
    g = WoodenShipsGame(squadrons())
    listed = orders_of(g)
    assert "order Victory 1" in listed and "ahead Ajax 1 1" in listed
    assert not any(a.startswith("order Ajax") for a in listed)
    g.apply_action("order Victory 0")
    g.apply_action("ahead Ajax 1 1")
    assert "[32.3]" in str(g.ruling()) and ("command_lag", "squadrons") in g.ruling().readings
    g.apply_action("ahead Ajax 2 L")
    assert "ahead Ajax 3 1" in orders_of(g) and not any("ahead Ajax 2" in a for a in orders_of(g))
    g.apply_action("ahead Ajax 3 R")
    g.apply_action("order Bucentaure 0")
    assert g.state.executed_of("Ajax") == "1"  # turn 1's order carried out in turn 1
    assert command.queue(g.state, "Ajax") == ("L", "R")
    while g.phase != "orders":
        g.apply_action(g.legal_actions()[-1])
    assert g.turn == 2 and [a for a in orders_of(g) if "Ajax" in a][0].startswith("ahead Ajax 4 ")
    g.apply_action("order Victory 0").apply_action("ahead Ajax 4 0").apply_action("order Bucentaure 0")
    assert g.state.executed_of("Ajax") == "L" and command.queue(g.state, "Ajax") == ("R", "0")


def test_32_3_an_order_ahead_for_the_wrong_turn_is_refused() -> None:
    """[32.3] orders ahead are written in turn order: one for a later turn than the next is refused, state unchanged."""
    g = WoodenShipsGame(squadrons())
    before = g.state
    with pytest.raises(IllegalActionError, match=r"turn 1 \[32.3\]"):
        g.apply_action("ahead Ajax 2 1")
    with pytest.raises(IllegalActionError):
        g.apply_action("order Ajax 1")  # she does not write turn by turn
    assert g.state == before


def test_32_3_orders_ahead_stay_face_down_until_their_turn() -> None:
    """[32.3, 7.2.5] the enemy sees an order written ahead only when the orders of its turn are revealed."""
    g = WoodenShipsGame(squadrons())
    for a in ("order Victory 0", "ahead Ajax 1 1", "ahead Ajax 2 L", "ahead Ajax 3 R", "order Bucentaure 0"):
        g.apply_action(a)
    secrets = Secrets(g, "France")
    hidden = {str(h) for h in secrets.hidden(g.node)}
    assert hidden == {"ahead Ajax 2 L", "ahead Ajax 3 R"}
    action = RULES.parse_action("ahead Ajax 3 R")
    assert "turn 3 [32.3]" in str(RULES.conceal(g.state, action, "France"))
    assert RULES.conceal(g.state, action, "Britain") is None


def radius_game(bow: str) -> WoodenShipsGame:
    ships = (
        ShipSpec("Victory", "GB-1", "Britain", "crack", "J10", N, ("flagship",)),
        ShipSpec("Ajax", "GB-7", "Britain", "average", bow, N),
        ShipSpec("Bucentaure", "FR-120", "France", "average", "T10", N, ("flagship",)),
    )
    return WoodenShipsGame(squadrons(*ships, readings={"command_lag": "radius"}))


def test_32_4_the_radius_reading_ten_hexes_from_the_flag_ship() -> None:
    """[32.4] reading radius: a ship with a hex within ten hexes of her flag ship writes turn by turn, one farther
    away three turns ahead, even in the flag ship's own squadron."""
    near = radius_game("T12")  # ten hexes from Victory's nearer hex
    assert "order Ajax 1" in orders_of(near)
    far = radius_game("V12")
    assert "ahead Ajax 1 1" in orders_of(far) and not any(a.startswith("order Ajax") for a in orders_of(far))
    far.apply_action("order Victory 0").apply_action("ahead Ajax 1 0")
    assert ("command_lag", "radius") in far.ruling().readings and "[32.4]" in str(far.ruling())


def test_32_4_1_back_within_reach_she_may_erase_her_orders_ahead() -> None:
    """[32.4.1] a ship writing ahead that ends a turn within ten hexes may have her orders ahead erased and then writes
    turn by turn (reading lag_erase: all of them by default, or all but this turn's)."""
    g = radius_game("V12")
    g.apply_action("order Victory 0")
    for turn, plot in ((1, "0"), (2, "0"), (3, "0")):
        g.apply_action(f"ahead Ajax {turn} {plot}")
    g.apply_action("order Bucentaure 0")
    state = g.state
    ajax = state.position.ship("Ajax")
    moved = state.position.with_ship(ajax.with_(bow=state.grid.parse("T12")))  # she has closed her admiral
    at_orders = state.with_(position=moved.with_(turn=2), phase="orders", orders=(), done=frozenset())
    listed = [str(a) for a in RULES.legal_actions(at_orders)]
    assert "erase Ajax" in listed and not any(a.startswith(("order Ajax", "ahead Ajax")) for a in listed)
    erased, ruling = RULES.apply_action(at_orders, RULES.parse_action("erase Ajax"))
    assert command.queue(erased, "Ajax") == () and ("lag_erase", "all-ahead") in ruling.readings
    assert "order Ajax 1" in [str(a) for a in RULES.legal_actions(erased)]
    kept_state = at_orders.with_(readings={**at_orders.readings, "lag_erase": "after-this-turn"})
    kept, _ = RULES.apply_action(kept_state, RULES.parse_action("erase Ajax"))
    assert command.queue(kept, "Ajax") == ("0",)


def test_32_4_2_out_of_reach_she_writes_three_turns_ahead_next_phase() -> None:
    """[32.4.2] a ship writing turn by turn that finds herself over ten hexes away writes three turns ahead at the
    next Movement Notation Phase."""
    g = radius_game("T12")
    state = g.state
    ajax = state.position.ship("Ajax")
    away = state.with_(position=state.position.with_ship(ajax.with_(bow=state.grid.parse("V12"))))
    listed = [str(a) for a in RULES.legal_actions(away)]
    assert "ahead Ajax 1 0" in listed and "order Ajax 0" not in listed
    assert command.horizon(away, away.position.ship("Ajax"))[0] == 3


def test_32_5_a_flag_ship_lost_five_turns_of_orders_then_a_new_flag() -> None:
    """[32.5] when the flag ship gives up, her squadron writes orders for the next five turns; after those five turns
    the player may name a new flag ship, and the squadron writes turn by turn again."""
    g = WoodenShipsGame(squadrons(turns=20))
    state = g.state
    victory = state.position.ship("Victory")
    state = state.with_(position=state.position.with_ship(victory.with_(status=Status.STRUCK)), phase="unfouling")
    state, steps = advance(state)  # the Unfouling Phase passes: the Movement Notation Phase notes the loss
    assert state.phase == "orders" and any(s.case == "32.5" for s in steps)
    assert state.flags[0] == ("Britain/", "Victory", 1)
    assert command.horizon(state, state.position.ship("Victory"))[0] == 5
    assert "flag Victory" not in [str(a) for a in RULES.legal_actions(state)]
    later = state.with_(position=state.position.with_(turn=6))
    struck = later.position.ship("Victory")
    fresh = later.position.with_ship(struck.with_(status=Status.ACTIVE, side="Britain"))
    # a second ship of the squadron takes command
    ships = (*fresh.ships, replace(fresh.ship("Ajax"), name="Leviathan", traits=(), bow=later.grid.parse("F10")))
    later = later.with_(position=fresh.with_(ships=ships))
    assert command.may_name_flag(later, later.position.ship("Leviathan"))
    named, ruling = RULES.apply_action(later, RULES.parse_action("flag Leviathan"))
    assert ("Britain/", "Leviathan", 0) in named.flags and ruling.steps[0].case == "32.5"
    assert command.horizon(named, named.position.ship("Leviathan"))[0] == 6


def test_32_6_each_squadron_may_have_its_own_flag_ship() -> None:
    """[32.6] with a player to each squadron, each names its flag ship: both squadrons write turn by turn."""
    ships = (
        ShipSpec("Victory", "GB-1", "Britain", "crack", "J10", N, ("flagship",)),
        ShipSpec("Ajax", "GB-7", "Britain", "average", "L10", N, ("squadron-B", "flagship")),
        ShipSpec("Bucentaure", "FR-120", "France", "average", "T10", N, ("flagship",)),
    )
    g = WoodenShipsGame(squadrons(*ships))
    assert "order Ajax 1" in orders_of(g)


@pytest.mark.parametrize("readings", [{}, {"command_lag": "radius", "lag_erase": "after-this-turn"}])
@pytest.mark.parametrize("seed", range(2))
def test_random_games_under_command_lag_end_replay_and_name_their_readings(readings: dict[str, str], seed: int) -> None:
    """Random play with command lag on, under each reading: it ends, replays byte for byte, and every step that
    applied a reading has it in its ruling."""
    ships = (
        ShipSpec("Victory", "GB-1", "Britain", "crack", "J10", N, ("flagship",)),
        ShipSpec("Ajax", "GB-7", "Britain", "average", "L14", N, ("squadron-B",)),
        ShipSpec("Bucentaure", "FR-120", "France", "average", "N8", N, ("flagship",)),
        ShipSpec("Redoutable", "FR-74", "France", "green", "X16", N),
    )
    g = play_random(WoodenShipsGame(squadrons(*ships, turns=6, readings=readings)), seed)
    seen = sum(step.case.startswith("32") for ruling in replayed_rulings(g) for step in ruling.steps)
    assert seen
