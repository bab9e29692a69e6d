"""Shore batteries as pieces of the table [9.1.3] and Attack the Port (APP.2.3.2d) on the engine."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine.game import play_random
from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Game, Position, Setup, State
from sailkit.rulesets.fighting_ships.batteries import battery_bearing, is_battery
from sailkit.rulesets.fighting_ships.objectives import Objective
from sailkit.rulesets.fighting_ships.port import (
    DEFENDERS,
    defence_points,
    deployment,
    port_morale,
    port_starting_morale,
)
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.scenarios import attack_the_port as port

from .test_engine import play, rolls

HEAD = "FSH turn 1 {phase} wind W blowing table 48x48 morale 10,10 first {first} shore 0,42,48,48"
CITADEL = "Citadel=2 medium-battery 24,45@180 D{d} A0"
#: Syrene 9 inches south of the Citadel (medium range), broadside on; Achille far off so side 2 is not all battery.
SEA = "Syrene=1 5th-rate 24,36@90 D0 A0 | Achille=2 3rd-rate 40,20@90 D0 A0"
ALLOWED: tuple[tuple[str, ...], tuple[str, ...]] = ((), ("medium-battery",))
STANDARD = Objective()


def table(ships: str = SEA, *, phase: str = "gunnery", first: int = 2, d: int = 0, extra: str = "") -> Position:
    head = HEAD.format(phase=phase, first=first) + extra
    return Position.parse(f"{head} | {CITADEL.format(d=d)} | {ships}")


def at(pos: Position, objective: Objective = STANDARD) -> State:
    return State(Setup("test", pos, ordnance=ALLOWED, objective=objective), pos)


# ---- the battery in the position [9.1.3] ----


def test_a_battery_pastes_back_and_is_known_by_its_stat_line() -> None:
    pos = table()
    assert Position.parse(str(pos)) == pos and "Citadel=2 medium-battery 24,45@180 D0 A0" in str(pos)
    citadel = pos.vessel("Citadel").ship
    assert is_battery(citadel) and not is_battery(pos.vessel("Syrene").ship)
    assert (citadel.cls.sailing, citadel.cls.gunnery, citadel.cls.hull, citadel.cls.cost) == (0, 4, 4, 40)


def test_a_battery_off_its_shore_is_refused_by_name() -> None:
    """[9.1.3] The Citadel moved 2 inches out to sea: its base no longer lies on the shore."""
    pos = Position.parse(str(table()).replace("24,45@180", "24,42@180"))
    with pytest.raises(InvalidInputError) as refused:
        at(pos)
    assert "Citadel" in str(refused.value) and "9.1.3" in str(refused.value)


def test_a_battery_needs_a_scenario_that_allows_it() -> None:
    """[9.1.1] No scenario of ships alone fields a battery."""
    with pytest.raises(InvalidInputError, match="9.1.1"):
        Setup("test", table())


def test_a_battery_never_sails() -> None:
    """[9.1.3, 4.1] In the sailing phase side 2 sails Achille alone; the Citadel has no sailing points to roll."""
    state = at(table(phase="sailing"))
    assert {str(a) for a in RULES.legal_actions(state)} == {"sail Achille"}
    with pytest.raises(IllegalActionError):
        RULES.check_action(state, RULES.parse_action("sail Citadel"))


# ---- its fire [9.1.3] ----


def test_a_battery_hits_on_4_and_explodes_on_6_at_long_range() -> None:
    """[9.1.3] Syrene 15 inches off, at long range, where a ship's cannon hit on 5+ and never explode: the
    Citadel's 4 and 6 hit and its 6 explodes for a bonus die."""
    pos = table("Syrene=1 5th-rate 24,30@90 D0 A0 | Achille=2 3rd-rate 40,20@90 D0 A0")
    state = play(at(pos), "fire Citadel Syrene")
    assert state.throw is not None and state.throw.want == 3  # Gunnery 4, a first shot's die off [5.5.3.1]
    state = rolls(state, [6, 4, 2])
    assert state.throw is not None and state.throw.kind == "bonus" and state.throw.want == 1
    state = rolls(state, [1])
    assert state.throw is not None and state.throw.kind == "saves"
    state = rolls(state, [6, 6])  # two of Syrene's three Hull dice save
    said = " ".join(s.reason for s in RULES.apply_action(state, RULES.parse_action("roll 6"))[1].steps)
    assert "hits on 4+ and explodes on 6 at any range" in said and "2 hits" in said


def test_a_battery_fires_seaward_only_by_default() -> None:
    """[9.1.3, 5.4] Syrene behind the Citadel's facing (north of it, on land's far side is no matter): no arc bears;
    reading shore_battery_arc=all-round lets it fire every way."""
    behind = "Syrene=1 5th-rate 24,47@90 D0 A0 | Achille=2 3rd-rate 40,20@90 D0 A0"
    pos = table(behind)
    citadel, syrene = pos.vessel("Citadel").ship, pos.vessel("Syrene").ship
    assert battery_bearing(citadel, syrene).verdict == ()
    assert battery_bearing(citadel, syrene, readings={"shore_battery_arc": "all-round"}).verdict
    ahead = table().vessel("Syrene").ship
    seaward = battery_bearing(citadel, ahead)
    assert seaward.verdict and ("shore_battery_arc", "seaward") in seaward.readings


def test_the_battery_s_own_shore_does_not_block_its_fire() -> None:
    """[9.1.3, 5.2] The line from the Citadel crosses the shore it stands on: open by default, blocked under
    reading battery_sight=land-blocks."""
    assert answer(table(), "fire Citadel Syrene").verdict is True
    blocked = table(extra=" battery_sight=land-blocks")
    ruled = answer(blocked, "fire Citadel Syrene")
    assert ruled.verdict is False and "not in sight" in ruled.gloss
    assert answer(table(), "sight Syrene Citadel").verdict is True


def test_no_ship_rakes_a_battery() -> None:
    """[5.5.5, 9.1.3] Syrene heading straight at the Citadel's face would lie in a ship's bow chaser arc: a
    battery has none."""
    pos = table("Syrene=1 5th-rate 24,38@0 D0 A0 | Achille=2 3rd-rate 40,20@90 D0 A0")
    ruled = answer(pos, "rake Syrene Citadel")
    assert ruled.verdict is False and "no bow or stern" in ruled.steps[-1].reason


# ---- damage to it [9.1.3, 5.6] ----


def _hit_citadel(d: int, saves: list[int], objective: Objective = STANDARD) -> State:
    """Syrene's salvo of 5, 5, 5 at medium range (3 hits) on a Citadel with ``d`` Damage tokens."""
    state = play(at(table(first=1, d=d), objective), "fire Syrene Citadel")
    return rolls(state, [5, 5, 5, *saves])


def test_two_hits_through_do_nothing_to_a_battery() -> None:
    """[9.1.3] Stone and earth: two hits through the Citadel's Hull give no Anchor and no Damage token."""
    state = _hit_citadel(0, [6, 1, 1, 1])
    citadel = state.vessel("Citadel")
    assert (citadel.damage, citadel.anchors, citadel.fate) == (0, 0, "afloat")


def test_a_battery_s_fifth_token_destroys_it_and_the_port_doubles_the_morale() -> None:
    """[9.1.3, APP.2.3.2d] Three hits through a Citadel with 3 Damage tokens: two more, five, destroyed. Its fleet
    loses 3 for the hits and 4 for its Hull; defending the port, twice that."""
    plain = rolls(_hit_citadel(3, [1, 1, 1, 1]), [1, 1])
    assert plain.vessel("Citadel").fate == "sunk" and plain.position.morale[1] == 10 - 7
    doubled = rolls(_hit_citadel(3, [1, 1, 1, 1], Objective("port", 2, edge="north")), [1, 1])
    assert doubled.position.morale[1] == 10 - 14


def test_a_battery_that_fails_its_strike_test_is_silenced_and_fires_no_more() -> None:
    """[9.1.3, 5.6.4] Two hits through a Citadel already at 3 tokens: ... one token more, four, then its strike
    test; all 1s fail it: silenced (a struck ship's fate), no longer a gun on the table."""
    state = _hit_citadel(2, [6, 1, 1, 1])  # 2 through: nothing on a fort
    assert state.vessel("Citadel").damage == 2
    state = _hit_citadel(3, [6, 6, 1, 1])  # 1 through: nothing
    assert state.vessel("Citadel").damage == 3
    state = rolls(_hit_citadel(2, [1, 1, 1, 1]), [1, 1])  # 3 through: 2 tokens, 4 in all, the strike test
    assert state.throw is not None and state.throw.kind == "strike"
    state = rolls(state, [1] * state.throw.want)
    assert state.vessel("Citadel").fate == "struck"
    assert all(a.ship != "Citadel" for a in RULES.legal_actions(state) if a.verb == "fire")


def test_port_morale_doubles_only_a_battery_in_the_port() -> None:
    pos = table()
    port_aim = Objective("port", 2, edge="north")
    assert port_morale(port_aim, pos.vessel("Citadel"), 3)[0] == 6
    assert port_morale(port_aim, pos.vessel("Achille"), 3)[0] == 3
    assert port_morale(Objective(), pos.vessel("Citadel"), 3)[0] == 3


# ---- Attack the Port (APP.2.3.2d) ----


def test_attack_the_port_sets_up_as_the_text_says() -> None:
    setup = port()
    pos = setup.position
    assert pos.table == (72, 48) and str(pos.wind) == "W" and setup.objective == Objective("port", 2, edge="north")
    assert deployment(pos).verdict is True
    assert {v.name for v in pos.ships if is_battery(v.ship)} == {"Citadel", "Mole"}
    assert Position.parse(str(pos)) == pos and Setup.from_headers(setup.headers()) == setup
    assert pos.morale == (13, 17)  # 125 points; 145 with the batteries, a tenth more: 16.5 rounded


def test_the_port_s_readings_move_the_attacker_and_the_defender_s_morale() -> None:
    banded = port({"port_deployment": "edge-band"})
    assert deployment(banded.position).verdict is True
    assert min(v.ship.mainmast[1] for v in banded.position.ships if v.side == 1) >= 12
    unbanded = Position.parse(str(banded.position).replace("port_deployment=edge-band ", ""))
    assert deployment(unbanded).verdict is False  # 16 inches off its edge: outside the default zone
    ships_only = port({"port_battery_morale": "ships-only"})
    assert ships_only.position.morale == (13, 9)  # 80 points of ships: 8, a tenth more: 8.8 rounded


def test_a_deployment_outside_its_zone_is_named() -> None:
    pos = port().position
    moved = Position.parse(str(pos).replace("Defiance=1 3rd-rate 30,6@0", "Defiance=1 3rd-rate 30,20@0"))
    ruled = deployment(moved)
    assert ruled.verdict is False and any("Defiance" in s.reason for s in ruled.steps)


def test_the_defender_s_points_for_batteries() -> None:
    """APP.2.3.2d: 125 points give 25 free for batteries; the Mole (25) and the Citadel (40) leave 40 of its own
    on batteries, under half; 120 of ships and batteries is more than its 125 would allow."""
    assert defence_points(125, 65, 80).verdict is True and defence_points(125, 65, 80).facts["free"] == 25
    assert defence_points(125, 65, 90).verdict is False
    assert defence_points(125, 100, 0).verdict is False  # 75 of its own on batteries: over half


def test_port_starting_morale_says_its_reading() -> None:
    defenders = port().position.ships[-len(DEFENDERS) :]
    ruled = port_starting_morale(list(defenders), True)
    assert ruled.verdict == 17 and any(s.case == "APP.2.3.2d" for s in ruled.steps)


def test_a_port_objective_wants_batteries_of_the_defender() -> None:
    assert str(Objective.parse("port 2 north")) == "port 2 north"
    no_forts = Position.parse(str(table()).split(" | Citadel")[0] + " | " + SEA)
    with pytest.raises(InvalidInputError, match="APP.2.3.2d"):
        Objective("port", 2, edge="north").check(no_forts)


# ---- invariants ----


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
def test_batteries_never_move_in_a_random_game_of_the_port(seed: int) -> None:
    """[9.1.3] Whatever is played, a battery stays where the scenario set it."""
    game = Game(port())
    placed = {v.name: v.ship.pose for v in game.state.ships if is_battery(v.ship)}
    play_random(game, seed, until=lambda g: g.state.turn > 3)
    assert {v.name: v.ship.pose for v in game.state.ships if is_battery(v.ship)} == placed


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["sail Citadel", "fire Citadel Achille", "fire Citadel Nobody", "manoeuvre Citadel M2"]))
def test_a_refused_battery_action_changes_nothing(text: str) -> None:
    """A game refuses the action and stands where it stood: same state, same legal actions, nothing recorded (a
    check on an immutable state alone could not fail)."""
    pos = table(phase="gunnery")
    game = Game(Setup("test", pos, ordnance=ALLOWED, objective=STANDARD))
    state, legal, record = game.state, game.legal_actions(), str(game.record)
    with pytest.raises((IllegalActionError, InvalidInputError)):
        game.apply_action(text)
    assert game.state is state and game.legal_actions() == legal and str(game.record) == record
