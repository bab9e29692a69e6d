"""Fog, squalls, shoals and shores on the table in play [1.5.2d-g]: the engine applies them to fire and movement,
and a grounded ship works free and evades off the shore."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import box

from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State, Weather
from sailkit.rulesets.fighting_ships.state import Moving
from sailkit.rulesets.fighting_ships.wind import Attitude

from .test_engine import play, rolls

HEAD = "FSH turn 2 {phase} wind E blowing table 48x48 morale 10,10 first 1"
#: Naiad far off, so nothing but the seascape is met.
FAR = "Naiad=2 5th-rate 40,40@180 D0 A0"


def at(ships: str, areas: str = "", *, phase: str = "sailing") -> State:
    pos = Position.parse(HEAD.format(phase=phase) + areas + " | " + ships)
    return State(Setup("test", pos), pos)


# ---- fog and squalls hold fire to short range [1.5.2d, 1.5.2e] ----

ABEAM = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 20,10@0 D0 A0"


@pytest.mark.parametrize("area", ["fog", "squall"])
def test_fog_or_a_squall_on_a_base_holds_fire_to_short_range(area: str) -> None:
    """[1.5.2d, 1.5.2e] Naiad lies 10 inches abeam (medium range): a target until a bank covers her base."""
    assert "fire Syrene Naiad" in {str(a) for a in RULES.legal_actions(at(ABEAM, phase="gunnery"))}
    fogged = at(ABEAM, f" {area} 18,5,30,15", phase="gunnery")
    assert "fire Syrene Naiad" not in {str(a) for a in RULES.legal_actions(fogged)}
    assert Position.parse(str(fogged.position)) == fogged.position


def test_fog_allows_fire_at_short_range() -> None:
    near = "Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 15,10@0 D0 A0"
    assert "fire Syrene Naiad" in {str(a) for a in RULES.legal_actions(at(near, " fog 0,0,48,48", phase="gunnery"))}


# ---- squalls give an Anchor token [1.5.2e] ----


def test_a_ship_starting_her_move_in_a_squall_takes_an_anchor_token_before_her_roll() -> None:
    """[1.5.2e, 4.2] With the token only 6s score and there is no free point: six 5s give nothing."""
    state = play(at(f"Syrene=1 5th-rate 10,10@90 D0 A0 | {FAR}", " squall 5,5,15,15"), "sail Syrene")
    assert state.vessel("Syrene").anchors == 1
    state = rolls(state, [5] * 6)
    assert state.moving is None and "Syrene" in state.sailed


def test_a_ship_sailing_into_a_squall_takes_an_anchor_token() -> None:
    state = play(at(f"Syrene=1 5th-rate 10,10@0 D0 A0 | {FAR}", " squall 5,13,15,20"), "sail Syrene")
    state = rolls(state, [4, 4, 1, 1, 1, 1])
    assert state.vessel("Syrene").anchors == 0
    state = play(state, "manoeuvre Syrene M2")
    assert state.vessel("Syrene").anchors == 1 and state.moving is not None and state.moving.points == 1


def test_a_squall_gives_no_second_token() -> None:
    state = play(at(f"Syrene=1 5th-rate 10,10@90 D0 A1 | {FAR}", " squall 5,5,15,15"), "sail Syrene")
    assert state.vessel("Syrene").anchors == 1


# ---- shoals [1.5.2f] ----

IN_SHOAL = f"Syrene=1 5th-rate 10,10@90 D0 A0 | {FAR}"


def test_a_ship_lying_in_shoals_tests_her_sailing_before_her_roll_and_fails_aground() -> None:
    state = play(at(IN_SHOAL, " shoal 5,5,15,15"), "sail Syrene")
    assert state.throw is not None and state.throw.kind == "shoal" and state.throw.want == 6
    grounded = rolls(state, [1] * 6)
    v = grounded.vessel("Syrene")
    assert (v.aground, v.damage, v.anchors) == (True, 1, 3) and "Syrene" in grounded.sailed
    assert grounded.position.morale == (10, 10)


def test_a_ship_passing_her_shoal_test_rolls_her_points() -> None:
    state = rolls(play(at(IN_SHOAL, " shoal 5,5,15,15"), "sail Syrene"), [6, 1, 1, 1, 1, 1])
    assert state.throw is not None and state.throw.kind == "sailing" and not state.vessel("Syrene").aground


SHOAL_AHEAD = f"Syrene=1 5th-rate 10,10@0 D0 A0 | {FAR}"


def test_a_ship_sailing_into_shoals_tests_after_that_manoeuvre() -> None:
    """[1.5.2f] reading shoal_test=entering: a fail puts her aground where the manoeuvre ended, her move over."""
    state = rolls(play(at(SHOAL_AHEAD, " shoal 5,13,15,20"), "sail Syrene"), [4, 4, 1, 1, 1, 1])
    state = play(state, "manoeuvre Syrene M2")
    assert state.throw is not None and state.throw.kind == "shoal"
    passed = rolls(state, [6, 1, 1, 1, 1, 1])
    assert passed.moving == Moving("Syrene", 1, Attitude.REACHING, 2.0)
    failed = rolls(state, [1] * 6)
    assert failed.moving is None and failed.vessel("Syrene").aground
    assert failed.vessel("Syrene").ship.pose.y == pytest.approx(12.0)


def test_under_turn_start_a_ship_crosses_into_shoals_untested() -> None:
    state = at(SHOAL_AHEAD, " shoal 5,13,15,20 shoal_test=turn-start")
    state = play(rolls(play(state, "sail Syrene"), [4, 4, 1, 1, 1, 1]), "manoeuvre Syrene M2")
    assert state.throw is None and state.moving is not None


def test_ships_of_the_line_run_aground_in_shoals_under_shoal_draught_line() -> None:
    ship = f"Defiance=1 3rd-rate 10,10@90 D0 A0 | {FAR}"
    state = play(at(ship, " shoal 5,5,15,15 shoal_draught=line"), "sail Defiance")
    assert state.throw is None and state.vessel("Defiance").aground and state.vessel("Defiance").anchors == 3
    assert play(at(ship, " shoal 5,5,15,15"), "sail Defiance").throw is not None


@pytest.mark.parametrize("cls", ["ironclad-a", "battleship"])
def test_a_steel_ship_of_cruiser_size_or_larger_runs_aground_in_shoals_without_a_test(cls: str) -> None:
    """[1.5.2f] Ships of cruiser size and larger ground on entering shoals, whatever reading ``shoal_draught`` says
    of ships under sail; a destroyer still takes her Sailing test."""
    state = at(f"Kent=1 {cls} 10,10@90 D0 A0 | {FAR}", " shoal 5,5,15,15")
    state = play(state, "sail Kent")
    assert state.throw is None and state.vessel("Kent").aground
    small = play(at(f"Kent=1 destroyer 10,10@90 D0 A0 | {FAR}", " shoal 5,5,15,15"), "sail Kent")
    assert small.throw is not None and small.throw.kind == "shoal"


# ---- a grounded ship works free [1.5.2g] ----

#: Syrene heading east, her bow touching a shore that runs north-south just ahead of her.
GROUNDED = f"Syrene=1 5th-rate 10,10@90 D1 A2 aground | {FAR}"
SHORE = " shore 11.5,0,14,48"


def test_a_grounded_ship_down_to_one_token_evades_off_the_shore() -> None:
    """[1.5.2g, 4.3.1] Her Sailing test passes: one Anchor token left, and she pivots on her stern clear."""
    state = play(at(GROUNDED, SHORE), "sail Syrene")
    assert state.throw is not None and state.throw.kind == "aground"
    free = rolls(state, [6, 1, 1, 1, 1, 1])
    v = free.vessel("Syrene")
    assert (v.aground, v.anchors, v.damage) == (False, 1, 1)
    assert not v.ship.base.intersects(box(11.5, 0, 14, 48)) and v.ship.pose.heading != 90.0


def test_a_grounded_ship_that_fails_takes_a_damage_token_and_stays() -> None:
    state = rolls(play(at(GROUNDED, SHORE), "sail Syrene"), [1] * 6)
    v = state.vessel("Syrene")
    assert (v.aground, v.anchors, v.damage) == (True, 2, 2) and v.ship.pose.heading == 90.0


def test_under_shore_evasion_test_she_needs_the_emergency_test_too() -> None:
    state = rolls(play(at(GROUNDED, SHORE + " shore_evasion=test"), "sail Syrene"), [6, 1, 1, 1, 1, 1])
    assert state.throw is not None and state.throw.kind == "evade-shore"
    stays = rolls(state, [1] * 6).vessel("Syrene")
    assert stays.ship.pose.heading == 90.0 and not stays.aground and stays.anchors == 1
    turned = rolls(state, [6, 1, 1, 1, 1, 1]).vessel("Syrene")
    assert not turned.ship.base.intersects(box(11.5, 0, 14, 48))


def test_the_board_draws_the_seascape_with_a_legend_row_each() -> None:
    """Fog, squalls and shoals are drawn under the ships, each with its row in the key, only when present."""
    import matplotlib.pyplot as plt

    from sailkit.rulesets.fighting_ships.faces.drawing_game import draw_position

    pos = at(ABEAM, " fog 0,20,10,30 squall 20,20,30,30 shoal 30,0,40,6").position
    fig, ax = plt.subplots()
    ax.set_xlim(0, 48)
    ax.set_ylim(0, 48)
    rows = [k.text for k in draw_position(ax, pos)]
    assert [r.split(":")[0] for r in rows if "[1.5.2" in r] == ["fog", "a squall", "shoals"]
    assert {"fog", "squalls", "shoals"} <= {a.get_gid() for a in ax.get_children()}
    plt.close(fig)
    fig, ax = plt.subplots()
    assert not [k for k in draw_position(ax, at(ABEAM).position) if "[1.5.2" in k.text]
    plt.close(fig)


def test_the_desk_holds_fire_in_fog_too() -> None:
    """[1.5.2d] The desk's fire question reads the position's fog as the engine does."""
    from sailkit.rulesets.fighting_ships.questions import answer

    assert answer(at(ABEAM, phase="gunnery").position, "fire Syrene Naiad").verdict
    fogged = answer(at(ABEAM, " fog 18,5,30,15", phase="gunnery").position, "fire Syrene Naiad")
    assert not fogged.verdict and "1.5.2d" in fogged.cases


_corner = st.integers(0, 40).map(float)
_rect = st.tuples(_corner, _corner, st.integers(1, 8), st.integers(1, 8)).map(
    lambda t: (t[0], t[1], t[0] + t[2], t[1] + t[3])
)


@settings(max_examples=40, deadline=None)
@given(
    areas=st.dictionaries(st.sampled_from(["shores", "fog", "squalls", "shoals"]), st.lists(_rect, max_size=3)),
    gale=st.integers(0, 99),
)
def test_any_seascape_and_gale_count_paste_back(areas: dict[str, list[tuple[float, ...]]], gale: int) -> None:
    """The notation writes every area and a gale's count so that the position pastes back whole."""
    pos = replace(at(ABEAM).position, **{k: tuple(v) for k, v in areas.items()})
    if gale:
        pos = replace(pos, weather=Weather.GALE, gale_left=gale)
    assert Position.parse(str(pos)) == pos
