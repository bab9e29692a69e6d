"""Mines laid in play [9.1.5] (issue 23): a capable ship (reading ``minelayers``) lays one mine or red herring a
Game-Turn in her wake in the gunnery phase; the enemy's view and record show it face down until it is gone."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.lay_phase import WAKE
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play

HEAD = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 | "
KENT = " | Kent=2 light-cruiser 30,30@0 D0 A0"


def _gunnery(ships: str, readings: dict[str, str] | None = None) -> State:
    pos = Position.parse(HEAD + ships + KENT)
    return State(Setup("test", pos).with_readings(readings or {}), pos)


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def test_a_destroyer_lays_a_mine_in_her_wake() -> None:
    """[9.1.5] Onslow heads north: her mine lies 5 inches astern of her stern, named for her and the Game-Turn; it
    pastes back, and she may still fire."""
    state = _gunnery("Onslow=1 destroyer 20,20@0 D0 A0")
    assert {"lay Onslow mine", "lay Onslow herring"} <= _legal(state)
    state = play(state, "lay Onslow mine")
    (m,) = state.position.mines
    stern = state.vessel("Onslow").ship.base.bounds[1]
    assert (m.name, m.side, m.red_herring, m.point.x) == ("Onslow-M2", 1, False, 20.0)
    assert m.point.y == pytest.approx(stern - WAKE)
    assert Position.parse(str(state.position)) == state.position
    assert "fire Onslow Kent" in _legal(state) and not any(a.startswith("lay") for a in _legal(state))


def test_one_counter_a_game_turn_and_the_refusal_names_9_1_5() -> None:
    """[9.1.5] A second lay the same Game-Turn is refused, the state unchanged."""
    state = play(_gunnery("Onslow=1 destroyer 20,20@0 D0 A0"), "lay Onslow herring")
    before = state
    with pytest.raises(IllegalActionError, match=r"9\.1\.5"):
        RULES.check_action(state, RULES.parse_action("lay Onslow mine"))
    assert state == before


@pytest.mark.parametrize(
    ("ship", "readings", "may"),
    [
        ("Onslow=1 destroyer 20,20@0 D0 A0", {}, True),
        ("Onslow=1 light-cruiser 20,20@0 D0 A0", {}, True),
        ("Onslow=1 light-cruiser 20,20@0 D0 A0", {"minelayers": "escorts"}, False),
        ("Onslow=1 large-steam-merchant 20,20@0 D0 A0", {}, False),
        ("Onslow=1 3rd-rate 20,20@0 D0 A0", {}, False),
        ("Onslow=1 destroyer 20,3@0 D0 A0", {}, False),  # her wake is off the table
    ],
)
def test_which_ships_may_lay(ship: str, readings: dict[str, str], may: bool) -> None:
    """[9.1.5] Reading minelayers: surface warships of the industrial eras (escorts alone under escorts); no merchant,
    no ship of sail; never a counter off the table."""
    assert ("lay Onslow mine" in _legal(_gunnery(ship, readings))) is may


def test_the_enemy_cannot_tell_a_mine_from_a_red_herring() -> None:
    """[9.1.5] FR's view of a mine laid and of a red herring laid is the same, face down, and the record's lay is
    concealed from FR (not from GB) while the counter lies on the table; GB sees what it laid."""
    state = _gunnery("Onslow=1 destroyer 20,20@0 D0 A0")
    mine, herring = play(state, "lay Onslow mine"), play(state, "lay Onslow herring")
    assert RULES.observe(mine, "FR").state == RULES.observe(herring, "FR").state
    assert RULES.observe(mine, "FR").face_down == {"Onslow-M2": "a mine or a red herring [9.1.5]"}
    assert RULES.observe(herring, "GB").state == herring and RULES.observe(herring, "GB").position.mines[0].red_herring
    lay = RULES.parse_action("lay Onslow herring")
    assert "face down" in (RULES.conceal(herring, lay, "FR") or "") and RULES.conceal(herring, lay, "GB") is None
    gone = herring.with_(position=herring.position.__class__.parse(str(herring.position).split(" | Onslow-M2")[0]))
    assert RULES.conceal(gone, lay, "FR") is None


def test_a_face_down_counter_pastes_back() -> None:
    """[9.1.5] The enemy's view writes every counter of the other side face down (fd), and reads it back."""
    state = play(_gunnery("Onslow=1 destroyer 20,20@0 D0 A0"), "lay Onslow herring")
    seen = RULES.observe(state, "FR").position
    assert str(seen).endswith("Onslow-M2=1 mine 20,13.5 fd") and Position.parse(str(seen)) == seen


def test_an_aircraft_lays_its_mine_where_it_flies() -> None:
    """[9.1.5, 8.3] A level bomber carrying a mine lays it under itself, its load spent; it lays no red herring."""
    state = _gunnery("Onslow=1 destroyer 20,20@0 D0 A0 | Hudson=1 air level-bomber 10,30@90 load:mine")
    assert "lay Hudson mine" in _legal(state) and "lay Hudson herring" not in _legal(state)
    state = play(state, "lay Hudson mine")
    (m,) = state.position.mines
    assert (m.name, m.point.x, m.point.y, m.red_herring) == ("Hudson-M2", 10.0, 30.0, False)
    assert state.position.planes[0].load == "" and "lay Hudson mine" not in _legal(state)
    assert RULES.conceal(state, RULES.parse_action("lay Hudson mine"), "FR") is None
