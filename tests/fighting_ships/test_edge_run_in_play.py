"""Big steamships running for the edge on the engine [5.6.4, 1.5.4]: a destroyer or larger that fails her strike test
makes for the nearest edge, fighting on, and leaves the battle when she crosses it."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.players import play_game
from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State
from sailkit.rulesets.fighting_ships.captain import Captain
from sailkit.rulesets.fighting_ships.damage import Afloat, damage_control, take_hits
from sailkit.rulesets.fighting_ships.faces.drawing_game import tokens
from sailkit.rulesets.fighting_ships.game import FightingShipsGame
from sailkit.rulesets.fighting_ships.notation import format_position, parse_position

from .test_engine import play, rolls

HEAD = "FSH turn 1 sailing wind E blowing table 48x48 morale 40,40 first 1"
EMDEN = "Emden=2 destroyer 10,10@180 D0 A0"


def at(ships: str, readings: str = "") -> State:
    pos = Position.parse(HEAD + (" " + readings if readings else "") + " | " + ships)
    return State(Setup("test", pos), pos)


def _moved_and_tested(state: State, name: str) -> State:
    """``name`` sails one short run and stops: her damage-control test is then due."""
    state = rolls(play(state, f"sail {name}"), [1] * 6)
    return play(state, f"stop {name}")


def test_a_destroyer_failing_her_strike_test_runs_for_the_nearest_edge() -> None:
    """[5.6.4] Three Damage tokens are one short of a destroyer's sinking: her test in place of repairs fails on
    five 1s, and she does not strike but runs for the north edge, 8 inches off; her fleet keeps its morale."""
    state = _moved_and_tested(at(f"Kent=1 destroyer 24,40@90 D3 A0 | {EMDEN}"), "Kent")
    assert state.throw is not None and state.throw.kind == "repair"
    state = rolls(state, [1] * 5)
    kent = state.vessel("Kent")
    assert (kent.fate, kent.running, kent.fighting) == ("afloat", "north", True)
    assert state.position.morale == (40, 40)
    assert "running:north" in str(state.position)


def test_the_runner_s_ruling_cites_5_6_4_and_a_sail_ship_still_strikes() -> None:
    """[5.6.4] The ruling of the failed test says she runs, citing the case; a frigate under sail strikes."""
    state = _moved_and_tested(at(f"Kent=1 destroyer 24,40@90 D3 A0 | {EMDEN}"), "Kent")
    for _ in range(4):
        state = play(state, "roll 1")
    state, ruling = RULES.apply_action(state, RULES.parse_action("roll 1"))
    text = str(ruling)
    assert "[5.6.4]" in text and "runs for the nearest edge" in text and "north edge is nearest" in text
    sail = play(at(f"Syrene=1 5th-rate 24,40@0 D4 A0 | {EMDEN}"), "sail Syrene")
    while sail.throw is not None or sail.moving is not None:
        sail = play(sail, "roll 1" if sail.throw is not None else "stop Syrene")
    assert sail.vessel("Syrene").fate == "struck" and not sail.vessel("Syrene").running


def test_the_runner_makes_only_the_manoeuvres_that_close_on_her_edge() -> None:
    """[5.6.4] Heading east with the north edge nearest, she may only turn north; a turn south or a stop with way
    on is refused citing 5.6.4, the state unchanged."""
    state = rolls(play(at(f"Kent=1 destroyer 24,30@90 D3 A0 running:north speed:8 | {EMDEN}"), "sail Kent"), [6] * 6)
    offered = {str(a) for a in RULES.legal_actions(state)}
    assert offered == {"manoeuvre Kent M2-30"}
    before = str(state.position)
    for refused in ("manoeuvre Kent M2+30", "manoeuvre Kent M2", "stop Kent"):
        with pytest.raises(IllegalActionError, match=r"5\.6\.4"):
            play(state, refused)
    assert str(state.position) == before
    state = play(state, "manoeuvre Kent M2-30")
    assert state.vessel("Kent").ship.pose.heading == pytest.approx(60.0)


def test_the_runner_crosses_the_edge_and_leaves_the_battle() -> None:
    """[5.6.4, 1.5.4] Three inches from the north edge she does not pivot along it: she crosses, is out of the game,
    and under the default reading her fleet loses her Hull, 6, then."""
    state = rolls(play(at(f"Kent=1 destroyer 24,45@0 D3 A0 running:north speed:6 | {EMDEN}"), "sail Kent"), [6] * 6)
    state, ruling = RULES.apply_action(state, RULES.parse_action("manoeuvre Kent M2"))
    kent = state.vessel("Kent")
    assert kent.fate == "off" and not kent.escaped and kent.anchors == 0
    assert state.position.morale == (34, 40)
    assert "[5.6.4] Kent crosses the north edge and leaves the battle" in str(ruling)


def test_under_on_failing_the_hull_goes_when_she_fails_and_not_again() -> None:
    """[5.6.4] Reading ``edge_run_morale=on-failing``: 6 morale at the failed test, nothing at the edge."""
    state = _moved_and_tested(at(f"Kent=1 destroyer 24,45@0 D3 A0 | {EMDEN}", "edge_run_morale=on-failing"), "Kent")
    state = rolls(state, [1] * 5)
    assert state.position.morale == (34, 40) and state.vessel("Kent").running == "north"
    gone = at(f"Kent=1 destroyer 24,45@0 D3 A0 running:north speed:6 | {EMDEN}", "edge_run_morale=on-failing")
    gone = play(rolls(play(gone, "sail Kent"), [6] * 6), "manoeuvre Kent M2")
    assert gone.vessel("Kent").fate == "off" and gone.position.morale == (40, 40)


def test_a_runner_makes_no_more_repair_or_strike_tests() -> None:
    """[5.6.4] Having failed, she runs: her move ends with no Discipline test."""
    state = rolls(play(at(f"Kent=1 destroyer 24,10@180 D3 A0 running:south | {EMDEN}"), "sail Kent"), [1] * 6)
    while state.moving is not None:
        state = play(state, str(RULES.legal_actions(state)[0]))
    assert state.throw is None or state.throw.kind != "repair"


def test_gunfire_that_brings_a_battleship_to_the_brink_and_fails_her_test_sets_her_running() -> None:
    """[5.6.4] Under reading ``strike_test=on-reaching`` the test comes with the damage: a big steamship's failure
    is ``runs``, her fleet losing only the damage's morale; a wooden ship's is ``struck``."""
    runner = Afloat(4, limit=6, runs=True)
    hit = take_hits(3, 30, [1] * 30, ship=runner, critical_dice=[1, 1], strike_dice=[1] * 10)
    assert (hit.verdict, hit.facts["runs"], hit.facts["struck"]) == ("runs", True, False)
    assert "she runs for the nearest edge" in str(hit)
    sail = take_hits(3, 4, [1] * 4, ship=Afloat(2), critical_dice=[1, 1], strike_dice=[1] * 5)
    assert sail.facts["struck"] and not sail.facts["runs"]
    struck = take_hits(3, 30, [1] * 30, ship=Afloat(4, limit=6), critical_dice=[1, 1], strike_dice=[1] * 10)
    assert struck.facts["struck"] and hit.facts["morale_lost"] + 30 == struck.facts["morale_lost"]
    assert damage_control(5, [1] * 5, ship=Afloat(3, limit=3, runs=True)).verdict == "runs"


def test_the_runner_pastes_back_and_draws_her_edge() -> None:
    text = f"{HEAD} | Kent=1 destroyer 24,45@0 D3 A0 running:north speed:6 | {EMDEN}"
    pos = parse_position(text)
    assert format_position(pos) == text and tokens(pos.vessel("Kent")) == "D3 running north"
    with pytest.raises(InvalidInputError, match="edge Kent runs for"):
        parse_position(text.replace("running:north", "running:up"))


@pytest.mark.parametrize("kind", ["random", "captain"])
def test_random_and_captained_play_with_a_runner_ends_and_replays(kind: str) -> None:
    """[5.6.4] A runner in seeded random and captained play: every action legal, the game ends, the runner is off
    the table or sunk by then, and the record replays to the same position."""
    ships = f"Kent=1 destroyer 4,30@270 D3 A0 running:west speed:6 | Lion=1 light-cruiser 30,20@0 D0 A0 | {EMDEN}"
    setup = Setup("Run", Position.parse(HEAD + " | " + ships), sides=("GB", "DE"), turns=8)
    game = play_game(FightingShipsGame(setup), {"GB": kind, "DE": kind}, 0, captain=Captain, max_turns=10).game
    assert game.result and game.state.vessel("Kent").fate in ("off", "sunk")
    again = FightingShipsGame(setup)
    for a in game.actions:
        again.apply_action(a)
    assert str(again.state.position) == str(game.state.position)


def test_under_on_failing_a_runner_sunk_by_a_glancing_blow_costs_her_hull_no_second_time() -> None:
    """[5.6.4, 4.3.3] Emden already runs north, her Hull counted when she failed (reading ``edge_run_morale=
    on-failing``). Kent glances off her and a die of 2 Damage tokens takes her past her limit: she sinks, and her
    fleet loses the two tokens' morale alone, not her Hull again."""
    ships = "Kent=1 battleship 10,10@0 D0 A0 | Emden=2 destroyer 10,16@90 D3 A0 running:north"
    state = rolls(play(at(ships, "edge_run_morale=on-failing"), "sail Kent"), [6] * 5)
    state = play(state, "manoeuvre Kent M2", "manoeuvre Kent M2")
    while state.throw is not None and state.throw.kind != "glance":
        state = rolls(state, [1])
    state = rolls(state, [2])
    assert state.vessel("Emden").fate == "sunk"
    assert state.position.morale[1] == 40 - 2
