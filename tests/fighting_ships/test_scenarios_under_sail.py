"""Every other scenario of APP.2.3.2 that works under sail: Protect the Convoy, Blockade, Pursuit and Evasion and
Cat and Mouse: their set-ups, their objectives in the notation of a record's header, and their ends in play."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations

import pytest
from shapely.geometry import box

from sailkit.errors import InvalidInputError
from sailkit.rulesets.fighting_ships import Position, Setup, State
from sailkit.rulesets.fighting_ships.objectives import Objective, decided
from sailkit.rulesets.fighting_ships.scenarios import (
    SCENARIOS,
    blockade,
    cat_and_mouse,
    convoy,
    pursuit,
)
from sailkit.rulesets.fighting_ships.state import Moving
from sailkit.rulesets.fighting_ships.wind import Attitude

from .test_engine import play

NEW = {"convoy": convoy, "blockade": blockade, "pursuit": pursuit, "cat-and-mouse": cat_and_mouse}


def fleet(setup: Setup, side: int) -> list:  # type: ignore[type-arg]
    return [v for v in setup.position.ships if v.side == side]


# ---- set-ups ----


@pytest.mark.parametrize("key", sorted(NEW))
def test_each_scenario_is_registered_and_its_headers_paste_back(key: str) -> None:
    setup = NEW[key]()
    assert SCENARIOS[key] is NEW[key]
    assert Setup.from_headers(setup.headers()) == setup


@pytest.mark.parametrize("make", [convoy, blockade])
def test_encounter_deployment_on_the_long_table(make: Callable[[], Setup]) -> None:
    """APP.2.3.2c, e use the Encounter's deployment on a 6-by-4-foot table: within 12 inches of one's own short edge
    and at least 12 inches from the long sides."""
    setup = make()
    assert setup.position.table == (72, 48)
    for side, edge in ((1, 0.0), (2, 72.0)):
        for v in fleet(setup, side):
            x, y = v.ship.mainmast
            assert abs(x - edge) <= 12 and 12 <= y <= 36


def test_the_convoy_has_two_merchantmen_a_warship_and_a_tenth_more_morale() -> None:
    """APP.2.3.2c: the convoy side adds two merchantmen for every warship and gets +10% fleet morale; the wind
    blows from its right (it faces east from the west edge: from the south)."""
    setup = convoy()
    ships = fleet(setup, 1)
    merchants = [v for v in ships if v.ship.cls.key == "merchantman"]
    assert len(merchants) == 2 * (len(ships) - len(merchants))
    points = sum(v.ship.cls.cost for v in ships)
    assert setup.position.morale[0] == round(points / 10 * 1.1) and str(setup.position.wind) == "S"
    assert setup.objective == Objective("convoy", 1, edge="east")


def test_the_blockade_has_six_squalls_of_about_twelve_by_six_none_overlapping() -> None:
    setup = blockade()
    squalls = [box(*s) for s in setup.position.squalls]
    assert len(squalls) == 6 and all(
        sorted((s.bounds[2] - s.bounds[0], s.bounds[3] - s.bounds[1])) == [6, 12] for s in squalls
    )
    assert not any(a.intersects(b) for a, b in combinations(squalls, 2))
    assert not any(v.ship.base.intersects(s) for v in setup.position.ships for s in squalls)
    assert setup.objective == Objective("blockade", 2, edge="west")


@pytest.mark.parametrize(("reading", "edge"), [("windward", 72.0), ("leeward", 0.0)])
def test_the_pursuit_flagship_at_the_centre_and_the_pursuers_by_their_edge(reading: str, edge: float) -> None:
    """APP.2.3.2h: the wind blows from the escaper's short edge (east); the flagship at the centre, her fleet within
    12 inches of her, the pursuers within 6 inches of the edge reading pursuit_deployment names."""
    setup = pursuit({"pursuit_deployment": reading})
    flag = setup.position.vessel("Achille")
    assert flag.ship.mainmast == (36.0, 24.0) and str(setup.position.wind) == "E"
    assert all((v.ship.mainmast[0] - 36) ** 2 + (v.ship.mainmast[1] - 24) ** 2 <= 144 for v in fleet(setup, 2))
    assert all(abs(v.ship.mainmast[0] - edge) <= 6 for v in fleet(setup, 1))


def test_cat_and_mouse_a_frigate_north_two_smaller_craft_south() -> None:
    setup = cat_and_mouse()
    (cat,), mice = fleet(setup, 1), fleet(setup, 2)
    assert cat.ship.cls.key == "5th-rate" and cat.ship.mainmast[1] > 36
    assert len(mice) == 2 and all(m.ship.cls.cost < cat.ship.cls.cost and m.ship.mainmast[1] < 12 for m in mice)
    assert setup.objective == Objective() and setup.position.shoals


# ---- objectives in the header ----


@pytest.mark.parametrize("text", ["standard", "convoy 1 east", "blockade 2 west", "pursuit 2 Achille de Rochefort"])
def test_an_objective_pastes_back(text: str) -> None:
    assert str(Objective.parse(text)) == text


@pytest.mark.parametrize(
    "text",
    ["", "convoy", "convoy 3 east", "convoy 1 up", "pursuit 1", "standard 1 east", "raid 1 east", "blockade x west"],
)
def test_a_bad_objective_names_what_was_expected(text: str) -> None:
    with pytest.raises(InvalidInputError, match="objective"):
        Objective.parse(text)


def test_an_objective_the_fleets_cannot_play_is_refused() -> None:
    with pytest.raises(InvalidInputError, match="flagship"):
        replace(pursuit(), objective=Objective("pursuit", 1, flagship="Achille"))
    with pytest.raises(InvalidInputError, match="convoy"):
        replace(blockade(), objective=Objective("convoy", 1, edge="east"))


# ---- in play ----


def state_of(
    setup: Setup, ships: str, head: str = "FSH turn 2 sailing wind S blowing table 72x48 morale 10,10 first 1"
) -> State:
    pos = Position.parse(f"{head} | {ships}")
    return State(replace(setup, position=pos), pos)


NEAR_EAST = (
    "Providence=1 merchantman 70,24@90 D0 A0 | Harmony=1 merchantman 70,30@90 D0 A0 | Naiad=2 5th-rate 40,40@270 D0 A0"
)


def test_a_merchantman_sails_off_the_convoy_edge_and_half_off_wins() -> None:
    """APP.2.3.2c: a merchantman reaching the east edge sails off instead of pivoting along it [1.5.4]; with one of
    two off, half the convoy is off the table and the convoy wins at once."""
    state = play(state_of(convoy(), NEAR_EAST), "sail Providence", "roll 4", "roll 1", "roll 1")
    assert state.moving == Moving("Providence", 1, Attitude.REACHING)
    state = play(state, "manoeuvre Providence M2")
    v = state.vessel("Providence")
    assert (v.fate, v.escaped) == ("off", True) and state.position.morale == (10, 10)
    assert state.result == "GB wins" and state.winner == 1
    assert "off escaped" in str(state.position) and Position.parse(str(state.position)) == state.position


def test_a_warship_of_the_convoy_pivots_at_the_edge_as_ever() -> None:
    ships = "Syrene=1 5th-rate 70,24@90 D0 A0 | Harmony=1 merchantman 6,30@90 D0 A0 | Naiad=2 5th-rate 40,40@270 D0 A0"
    state = play(state_of(convoy(), ships), "sail Syrene", *["roll 4"] * 6, "manoeuvre Syrene M2")
    v = state.vessel("Syrene")
    assert v.fate == "afloat" and v.anchors == 1 and not state.result


def test_two_thirds_of_the_convoy_lost_wins_for_the_attacker() -> None:
    pos = Position.parse(
        "FSH turn 2 sailing wind S blowing table 72x48 morale 10,10 first 1 | Providence=1 merchantman 20,24@90 D0 A0 "
        "struck | Harmony=1 merchantman 20,30@90 D0 A0 sunk | Naiad=2 5th-rate 40,40@270 D0 A0"
    )
    won = decided(convoy().objective, pos)
    assert won is not None and won[0] == 2 and "two-thirds" in won[1][0].reason
    assert decided(convoy().objective, pos.put(pos.vessel("Harmony").with_(fate="afloat"))) is None


def test_the_convoy_plays_for_its_aim_not_morale() -> None:
    """APP.2.3.2c: fleet morale at zero ends nothing; undecided after the last Game-Turn, a draw."""
    setup = replace(convoy(), turns=2)
    head = "FSH turn 2 boarding wind S blowing table 72x48 morale 0,10 first 1"
    state = state_of(setup, NEAR_EAST.replace("70,", "30,"), head)
    state = play(state, "done GB")
    assert state.result == "a draw: neither side has met its aim" and state.winner is None


RUNNER = "Defiance=1 3rd-rate 30,40@90 D0 A0 | Rapide=2 6th-rate 2,24@270 D0 A0 | Naiad=2 5th-rate 60,24@270 D0 A0"


def test_a_blockade_runner_sails_off_the_blockaders_edge_at_the_cost_of_her_hull() -> None:
    """APP.2.3.2e: the runner leaves by the attacker's (west) edge; the attacker loses her Hull in morale."""
    head = "FSH turn 2 sailing wind S blowing table 72x48 morale 10,10 first 2"
    state = play(state_of(blockade(), RUNNER, head), "sail Rapide", *["roll 4"] * 7, "manoeuvre Rapide M2")
    v = state.vessel("Rapide")
    assert v.escaped and state.position.morale == (10 - v.ship.cls.hull, 10) and not state.result


def test_a_fleet_whose_ships_all_ran_the_blockade_is_not_driven_off() -> None:
    """[APP.2.2.1] A fleet with no ship left on the table because they sailed off is not beaten for it: the game
    ends and morale decides."""
    setup = blockade()
    ships = (
        "Defiance=1 3rd-rate 30,40@90 D0 A0 | Rapide=2 6th-rate 0,24@270 D0 A0 off escaped | "
        "Naiad=2 5th-rate 0,30@270 D0 A0 off escaped"
    )
    state = play(
        state_of(setup, ships, "FSH turn 2 boarding wind S blowing table 72x48 morale 3,10 first 1"), "done GB"
    )
    assert state.result == "FR wins on morale" and state.winner == 2


PURSUED = "Syrene=1 5th-rate 40,24@270 D0 A0 | Achille=2 3rd-rate 2,24@270 D0 A0 | Rapide=2 6th-rate 40,40@270 D0 A0"


def test_the_flagship_that_sails_off_any_edge_wins_the_pursuit() -> None:
    head = "FSH turn 2 sailing wind E blowing table 72x48 morale 10,10 first 2"
    state = play(state_of(pursuit(), PURSUED, head), "sail Achille", *["roll 4"] * 4, "manoeuvre Achille M2")
    assert state.vessel("Achille").escaped and state.result == "FR wins" and state.winner == 2


def test_only_the_flagship_may_leave_in_the_pursuit() -> None:
    ships = PURSUED.replace("Rapide=2 6th-rate 40,40@270", "Rapide=2 6th-rate 2,40@270")
    head = "FSH turn 2 sailing wind E blowing table 72x48 morale 10,10 first 2"
    state = play(state_of(pursuit(), ships, head), "sail Rapide", *["roll 4"] * 7, "manoeuvre Rapide M2")
    assert not state.vessel("Rapide").escaped and state.vessel("Rapide").fate == "afloat"


@pytest.mark.parametrize("fate", ["struck", "sunk", "prize"])
def test_the_flagship_lost_wins_the_pursuit_for_the_pursuers(fate: str) -> None:
    pos = state_of(pursuit(), PURSUED).position
    assert decided(pursuit().objective, pos) is None
    won = decided(pursuit().objective, pos.put(pos.vessel("Achille").with_(fate=fate)))
    assert won is not None and won[0] == 1 and fate in won[1][0].reason
