"""Optional Rules 34 (variable wind), 38.2.2.1 (guns thrown over), 38.3 (wrecked on land), 39 (casting the lead) and
41.2 (newly arrived crews)."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.rulesets.wooden_ships import RULES, Broadside, WoodenShipsGame, optional
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.repairs import restored
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.ships import ship_type
from sailkit.rulesets.wooden_ships.state import Status

N = HexDirection.N


def duel(*optional: str, level: str = "basic", land: tuple[str, ...] = (), traits: tuple[str, ...] = ()) -> Scenario:
    return Scenario(
        "optional",
        (
            ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N, traits),
            ShipSpec("Java", "GB-18", "Britain", "average", "P10", N),
        ),
        wind=N,
        turns=5,
        columns=30,
        rows=24,
        level=level,
        optional=optional,
        land=land,
    )


def test_34_variable_wind_rolls_direction_velocity_and_change_numbers() -> None:
    """[34.0] before the first turn: a die for the direction, one for the velocity (reading variable_wind_velocity),
    one on the Changing Wind Number Chart; the Basic Game rolls the direction only."""
    g = WoodenShipsGame(duel("34", level="advanced"))
    assert [t.kind for t in g.state.pending] == ["vw_direction", "vw_velocity", "vw_change"]
    g.apply_action("roll 4")
    g.apply_action("roll 2")
    g.apply_action("roll 6")
    wind = g.position.wind
    assert wind.direction.number == 4 and wind.initial == wind.direction and wind.velocity == 2
    assert wind.change == optional.CHANGE_NUMBERS[6]
    basic = WoodenShipsGame(duel("34"))
    assert [t.kind for t in basic.state.pending] == ["vw_direction"]
    same = WoodenShipsGame(duel("34", level="advanced").with_readings({"variable_wind_velocity": "scenario-velocity"}))
    assert [t.kind for t in same.state.pending] == ["vw_direction", "vw_change"]


def test_38_3_a_ship_sailing_onto_land_is_wrecked() -> None:
    """[38.3] with Optional Rule 38 land wrecks a ship that enters it; without it land stops her [3.1.5]."""
    land = frozenset({Hex(0, -2)})
    stopped = carry_out(Mover(TwoHexShip(Hex(0, 0), N), 4, 0, 3, land=land), "3", HexDirection.NE)
    assert stopped.done == ("F",) and not stopped.wrecked
    wrecked = carry_out(Mover(TwoHexShip(Hex(0, 0), N), 4, 0, 3, land=land, wrecks=True), "3", HexDirection.NE)
    assert wrecked.done == ("F", "F") and wrecked.wrecked and wrecked.stopped_at == 2
    g = WoodenShipsGame(duel("38", land=("J8",)))
    g.apply_action("order Constitution 2")
    g.apply_action("order Java 0")
    lost = g.position.ship("Constitution")
    assert lost.status is Status.WRECKED and not lost.afloat


def aground_in_reload(**changes: object):
    state = WoodenShipsGame(duel("38")).state
    ship = state.position.ship("Constitution").with_(aground=6, **changes)
    return state.with_(position=state.position.with_ship(ship), phase="reload", done=frozenset(), pending=())


def test_38_2_2_1_guns_thrown_over_add_one_to_the_refloat_die() -> None:
    """[38.2.2.1] an aground ship may throw a gun of each broadside over, once a turn, for +1 on her refloat die (so
    even a first 6 [38.2.2] can be beaten); the guns are never repaired."""
    state = aground_in_reload()
    assert "lighten Constitution" in [str(a) for a in RULES.legal_actions(state)]
    after, ruling = RULES.apply_action(state, RULES.parse_action("lighten Constitution"))
    ship = after.position.ship("Constitution")
    assert ship.guns == (7, 7) and ship.jettisoned == (1, 1) and ship.lightened
    assert ("lighten_bonus", "that-turn") in ruling.readings
    with pytest.raises(IllegalActionError):
        RULES.check_action(after.with_(phase="reload", pending=()), RULES.parse_action("lighten Constitution"))
    task = optional.refloat_tasks(after)[0]
    afloat, said = optional.refloat(after, task, 6)
    assert said.verdict == "yes" and not afloat.position.ship("Constitution").aground
    stuck, said = optional.refloat(aground_in_reload(lightened=True), task, 5)
    assert said.verdict == "no" and not stuck.position.ship("Constitution").lightened  # that turn only
    lasting = aground_in_reload(lightened=True).with_(readings=READINGS.resolve({"lighten_bonus": "lasting"}))
    assert optional.refloat(lasting, task, 5)[0].position.ship("Constitution").lightened
    hurt = ship.with_(guns=(5, 5))
    assert restored(hurt, 1)["guns"] == (7, 5)  # back up to the chart less the guns thrown over


def test_39_casting_the_lead_tells_the_depths_next_to_a_slow_ship() -> None:
    """[39.1] a ship that moved at most one hex learns the depth of every hex beside her; [39.2] not after a 120-degree
    turn on her springs; one that moved two hexes does not cast the lead."""
    state = WoodenShipsGame(duel("38", "39")).state
    grid = state.grid
    bow = state.position.ship("Constitution").bow
    shoal = bow.neighbour(HexDirection.NE)
    state = state.with_(depths=((shoal, 12),))
    told = optional.soundings(state.with_(executed=(("Constitution", "1"),)), "Constitution")
    assert told.verdict == f"{grid.format(shoal)}: 12 ft" and "open water" in told.steps[-1].reason
    assert optional.soundings(state.with_(executed=(("Constitution", "2"),)), "Constitution").verdict == "nothing"
    springs = state.position.ship("Constitution").with_(anchor="AB")
    turned = state.with_(position=state.position.with_ship(springs), executed=(("Constitution", "RR"),))
    assert optional.soundings(turned, "Constitution").cases == ("39.2",)


def test_39_casting_the_lead_at_the_maps_edge_tells_only_the_hexes_on_the_map() -> None:
    """[39.1] a ship lying along the map's edge sounds the hexes beside her that are on the map (none beyond it)."""
    state = WoodenShipsGame(duel("39")).state
    ship = state.position.ship("Constitution")
    edge = ship.with_(bow=state.grid.parse("J1"), facing=HexDirection.N)  # her bow hex on the top row
    state = state.with_(position=state.position.with_ship(edge), executed=(("Constitution", "0"),))
    told = optional.soundings(state, "Constitution").steps[-1].reason.split("; ")
    beside = {n for h in edge.hexes for n in h.neighbours()} - set(edge.hexes)
    assert len(told) == sum(1 for h in beside if h in state.grid) < len(beside)
    assert all(t.endswith("open water") for t in told)


def test_41_2_newly_arrived_crews_are_larger() -> None:
    """[41.2.1] newly arrived: a frigate one box more in each section; a ship of the line one or two; only with
    Optional Rule 41."""
    chart = ship_type("US-44").crew
    plus = WoodenShipsGame(duel("41", traits=("newly-arrived",))).position.ship("Constitution")
    assert plus.crew == tuple(c + 1 for c in chart)
    assert WoodenShipsGame(duel(traits=("newly-arrived",))).position.ship("Constitution").crew == chart
    assert optional.extra_crew(ship_type("GB-6"), ("newly-arrived-2",)) == 2
    assert optional.extra_crew(ship_type("US-44"), ("newly-arrived-2",)) == 1


def test_a_ship_off_the_map_blocks_nothing() -> None:
    """[11.1.4.2, 24.3.2, 38.3] a struck ship nearer in the field blocks the broadside; once sunk, blown up or wrecked
    she is off the map and the enemy beyond may be engaged."""
    from sailkit.rulesets.wooden_ships import combat
    from tests.wooden_ships.helpers import make_ship

    firer = make_ship("F")
    struck = make_ship("X", side="A", bow=Hex(2, -1), status=Status.STRUCK)
    foe = make_ship("E", side="B", bow=Hex(6, -3))
    pos = WoodenShipsGame(duel()).position.with_(ships=(firer, struck, foe))
    assert combat.targets(pos, firer, combat.Broadside.R) == ()
    for gone in (Status.SUNK, Status.EXPLODED, Status.WRECKED):
        cleared = pos.with_ship(struck.with_(status=gone))
        assert combat.targets(cleared, firer, combat.Broadside.R) == ("E",)


def test_42_mortars_fire_from_anchor_at_still_targets_three_to_ten_hexes() -> None:
    """[42.1, 42.7, 42.8.1, 42.9, 42.9.3] index fact 52: a mortar at 2 hexes may not fire; at 5 hexes, anchored, at a
    ship at anchor, it reads Table 2 and a 2H result becomes 6H. It never fires astern [42.4]."""
    from sailkit.rulesets.wooden_ships.bombs import in_mortar_field, mortar_fire, mortar_hits
    from sailkit.rulesets.wooden_ships.tables import parse_hits
    from tests.wooden_ships.helpers import make_ship

    bomb = make_ship("Thunder", type_key="GB-27", anchor="A")  # heading North at (0, 0)
    abeam_5 = TwoHexShip(Hex(5, -3), N)
    abeam_2 = TwoHexShip(Hex(2, -1), N)
    fired = mortar_fire(bomb, abeam_5, target_still=True)
    assert (
        fired.value == 2
        and str(fired.verdict) == "yes: Hit Table 2"
        and ("mortar_field", "not-astern") in fired.readings
    )
    assert str(mortar_fire(bomb, abeam_2, True).verdict).startswith("no: range 2")
    assert str(mortar_fire(bomb, abeam_5, False).verdict).startswith("no: the target is not lying still")
    assert str(mortar_fire(bomb.with_(anchor=""), abeam_5, True).verdict).startswith("no: the bomb is not anchored")
    astern = TwoHexShip(Hex(0, 6), N)
    ahead = TwoHexShip(Hex(0, -6), N)
    assert not in_mortar_field(bomb.counter, astern) and in_mortar_field(bomb.counter, ahead)
    assert not in_mortar_field(bomb.counter, ahead, "second", Broadside.R)
    assert mortar_hits(parse_hits("2H")) == parse_hits("6H")
