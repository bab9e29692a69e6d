"""A bomb's hit in play under reading ``bomb_saves`` [8.5, 8.1] (issue 23): it strikes as a bomb through the
impact's steps, saved by half the Hull or all of it, with no torpedo belt; a kamikaze's bomb and torpedo strike one
after the other, each saved as its kind is."""

from __future__ import annotations

import pytest

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.objectives import Objective
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import on, play, rolls

GUNNERY = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 | "
#: Kaga, Hull 14, no belt; Yamato, Hull 30 with a torpedo belt.
SHIPS = "Hornet=1 carrier 10,40@90 D0 A0 | Kaga=2 light-cruiser 24,14@270 D0 A0 | Yamato=2 battleship 40,30@270 D0 A0"
DIVER = " | Dauntless-1=1 air dive-bomber 24,16@180 load:2-bomb"
ZEKE = " | Zeke=1 air kamikaze 24,16@180 load:kamikaze"


def _gunnery(text: str, **readings: str) -> State:
    return on(GUNNERY + text, **readings)


def _asked(state: State) -> tuple[str, int, tuple[str, ...]]:
    assert state.throw is not None
    return state.throw.kind, state.throw.want, state.throw.chain


@pytest.mark.parametrize(("reading", "saves"), [("half-hull", 7), ("whole-hull", 14)])
def test_a_bomb_hit_saves_with_half_or_all_of_her_hull_by_reading(reading: str, saves: int) -> None:
    """[8.5] The Dauntless's bomb hits Kaga on a 3: its one die of hits, 4, meets half her Hull of 14 (7 dice) by
    default, all 14 under whole-hull; every die a 6, nothing goes through, and the ruling names bomb_saves."""
    state = rolls(play(_gunnery(SHIPS + DIVER, bomb_saves=reading), "bomb Dauntless-1 Kaga"), [3])
    assert _asked(state) == ("impact", 1, ("Dauntless-1-bomb",))
    state = rolls(state, [4])
    assert _asked(state)[:2] == ("impact-saves", saves)
    state, ruling = RULES.apply_action(rolls(state, [6] * (saves - 1)), RULES.parse_action("roll 6"))
    assert state.throw is None and state.vessel("Kaga").damage == 0
    assert ("bomb_saves", reading) in ruling.readings
    assert ruling.verdict == "1 bomb on Kaga: no effect" and "[8.5] 1 bomb impact on Kaga" in str(ruling)


@pytest.mark.parametrize(("reading", "saves"), [("half-hull", 15), ("whole-hull", 30)])
def test_a_bomb_meets_no_torpedo_belt(reading: str, saves: int) -> None:
    """[8.5, 5.7.2] Yamato's torpedo belt adds a die against torpedoes only: a bomb's hit meets half her Hull of 30
    (15 dice, a torpedo's would be 16) or all 30."""
    bomber = DIVER.replace("24,16", "40,32")
    state = rolls(play(_gunnery(SHIPS + bomber, bomb_saves=reading), "bomb Dauntless-1 Yamato"), [3, 2])
    assert _asked(state)[:2] == ("impact-saves", saves)


@pytest.mark.parametrize(("reading", "saves"), [("half-hull", 7), ("whole-hull", 14)])
def test_a_kamikaze_strikes_as_a_bomb_then_as_a_torpedo(reading: str, saves: int) -> None:
    """[8.1, 8.5, 5.7.2] The kamikaze hits Kaga on a 3: first its bomb, a die of hits saved by half or all her Hull
    (reading bomb_saves), then its torpedo, a die of hits saved by half her Hull whatever the reading."""
    state = rolls(play(_gunnery(SHIPS + ZEKE, bomb_saves=reading), "bomb Zeke Kaga"), [3])
    assert _asked(state) == ("impact", 1, ("Zeke-bomb", "Zeke-torpedo"))
    state = rolls(state, [2])
    assert _asked(state)[:2] == ("impact-saves", saves)
    state = rolls(state, [6] * saves)
    assert _asked(state) == ("impact", 1, ("Zeke-torpedo",))
    state = rolls(state, [2])
    assert _asked(state)[:2] == ("impact-saves", 7)
    state, ruling = RULES.apply_action(rolls(state, [6] * 6), RULES.parse_action("roll 6"))
    assert state.throw is None and state.vessel("Kaga").damage == 0
    assert ruling.verdict == "1 torpedo on Kaga: no effect" and "bomb_saves" not in dict(ruling.readings)


def _kamikaze_on(state: State, target: str, bomb_hits: int) -> State:
    """The kamikaze hits ``target`` on a 6, its bomb's die ``bomb_hits``; every save and strike die a 1, every
    critical check odd (a plain token), until the torpedo's die is asked or nothing is."""
    state = rolls(play(state, f"bomb Zeke {target}"), [6, bomb_hits])
    while state.throw is not None and state.throw.kind != "impact":
        state = play(state, "roll 1")
    return state


def test_a_kamikaze_whose_bomb_ends_the_game_asks_no_torpedo_die() -> None:
    """[8.5, APP.2.3.2h] Achille, side 2's flagship in a pursuit, is two tokens from striking: the bomb's 3 hits go
    through and her strike test fails, so side 1 has won at once; the kamikaze's torpedo asks no die."""
    pursuit = SHIPS.replace("Kaga=2 light-cruiser 24,14@270 D0 A0", "Achille=2 5th-rate 24,14@270 D2 A0")
    setup = Setup(
        "test", Position.parse(GUNNERY + pursuit + ZEKE), objective=Objective("pursuit", 2, flagship="Achille")
    )
    state = _kamikaze_on(State(setup, setup.position), "Achille", 3)
    assert state.vessel("Achille").fate == "struck" and state.result == "GB wins"
    assert state.throw is None and RULES.legal_actions(state) == []


def test_a_kamikaze_whose_bomb_takes_morale_to_zero_still_strikes_with_its_torpedo() -> None:
    """[APP.2.2.1, 8.5] In a points game fleet morale is counted at the end of the Game-Turn: a bomb that takes side
    2 below zero ends nothing yet, and the kamikaze's torpedo still asks its die."""
    low = GUNNERY.replace("morale 30,30", "morale 30,1")
    setup = Setup("test", Position.parse(low + SHIPS + ZEKE))
    state = _kamikaze_on(State(setup, setup.position), "Kaga", 3)
    assert state.position.morale[1] <= 0 and not state.result
    assert _asked(state) == ("impact", 1, ("Zeke-torpedo",))
