"""Movement [7.0-7.9]: allowances, one ship's steps, and every reachable end of a command."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError, UnknownChoiceError
from sailkit.geometry.compass import Direction as D
from sailkit.rulesets.fighting_sail.actions import MOVE_VERBS, Action
from sailkit.rulesets.fighting_sail.board import MAP, square
from sailkit.rulesets.fighting_sail.commands import give_command, legal_commands
from sailkit.rulesets.fighting_sail.movement import (
    Advance,
    BackSail,
    HeaveTo,
    Stop,
    Tack,
    Wear,
    allowance,
    apply_step,
    back_sail_again,
    determined_allowance,
    from_action,
    moves,
    start_movement,
    step_options,
    to_action,
    turn_fulfilled,
    wear_squares,
)
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulings import Ruling


def ship(name: str, sq: str, facing: str, **kw) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


def started(wind: str, *ships: ShipState, turn: int = 1, **readings: str) -> Position:
    """A position at the start of the Movement Phase, ships holding the commands given [7.1]."""
    return start_movement(Position(D.parse(wind), ships, turn=turn, readings=READINGS.resolve(readings)))


def run(p: Position, name: str, *steps: str) -> Position:
    for text in steps:
        p = apply_step(p, name, text).position
    return p


# ---------------------------------------------------------------- allowance [7.1]


def test_felicite_broad_reach_port_A4_T13() -> None:
    """[7.1, 5.22] A4/T13: Felicite, Sailing A, broad reaching under a port command: MA 6."""
    p = started("NW", ship("Felicite", "1813", "E", command="port"))
    assert allowance(p, "Felicite") == 6 and p.ship("Felicite").mp == 6
    assert p.ship("Felicite").start_facing == D.E


def test_allowance_caps_and_dead_in_water() -> None:
    """[10.2, 10.31, 10.41] rigging caps at 4, a prize has none."""
    p = Position(D.NW, (ship("Felicite", "1813", "E", rigging=2), ship("Shannon", "0811", "E", prize=True, side="FR")))
    assert allowance(p, "Felicite") == 4 and "10.2" in allowance(p, "Felicite").cases
    assert allowance(p, "Shannon") == 0 and "10.41" in allowance(p, "Shannon").cases


def test_start_movement_only_ordered_ships_get_points_7_1() -> None:
    """[7.1] ships without a command get no points."""
    p = started("W", ship("Guerriere", "1009", "S", command="ahead"), ship("Constitution", "0610", "NW"))
    assert p.ship("Guerriere").mp == 4 and p.ship("Constitution").mp == 0


# ---------------------------------------------------------------- ahead and costs [7.31, 7.5]


def test_guerriere_one_square_4_to_2_A7_T28() -> None:
    """[7.53, 7.22b] A7/T28: Guerriere facing a side enters one square, 4 -> 2, and may go on."""
    p = started("W", ship("Guerriere", "1009", "S", command="ahead"))
    out = apply_step(p, "Guerriere", "step")
    g = out.position.ship("Guerriere")
    assert g.square == square("1010") and g.mp == 2 and out.entered and out.fire_window and not out.done


@pytest.mark.parametrize("facing, squares, left", [("N", ["0609"], 1), ("NW", ["0509"], 0)])
def test_constitution_beating_completes_A8(facing: str, squares: list[str], left: int) -> None:
    """[7.53, 7.54] A8: MA 3 beating: one side entry leaves 1 (chit off) or one corner entry leaves 0."""
    wind = "NW" if facing == "N" else "W"
    p = started(wind, ship("Constitution", "0610", facing, command="ahead"))
    assert p.ship("Constitution").mp == 3
    out = apply_step(p, "Constitution", "step")
    c = out.position.ship("Constitution")
    assert c.square == square(squares[0]) and c.mp == left and out.done and c.command is None
    assert "7.54" in out.ruling.cases


def test_ahead_ma6_enters_three_squares_A9_T40() -> None:
    """[7.31, 9.11] A9/T40: 0510 facing N, ahead, MA 6 enters 0509, 0508, 0507, a fire window after each."""
    p = started("SW", ship("Felicite", "0510", "N", command="ahead"))  # wind SW: broad reaching, MA 6
    seen = []
    for _ in range(3):
        assert step_options(p, "Felicite") == (Advance(),)
        out = apply_step(p, "Felicite", Advance())
        assert out.entered and out.fire_window
        p = out.position
        seen.append(p.ship("Felicite").square)
    assert seen == [square("0509"), square("0508"), square("0507")]
    assert out.done and p.ship("Felicite").mp == 0 and p.ship("Felicite").command is None
    ms = moves(started("SW", ship("Felicite", "0510", "N")), "Felicite", "ahead")
    assert [(m.end, m.facing) for m in ms if m.kind == "move"] == [(square("0507"), D.N)]


@pytest.mark.parametrize("wind, ma, entered, left", [("S", 6, 2, 0), ("SE", 5, 1, 2)])
def test_diagonal_ahead_T41_T42_B1(wind: str, ma: int, entered: int, left: int) -> None:
    """[7.53, 7.54] T41: MA 6 on a corner heading enters 2 squares; T42/B1: MA 5 enters 1, 2 left, chit off."""
    p = started(wind, ship("Felicite", "1010", "NE", command="ahead"))
    if ma == 5:  # running A = 5
        p = started("SW", ship("Felicite", "1010", "NE", command="ahead"))
    assert p.ship("Felicite").mp == ma
    ms = moves(p, "Felicite", "ahead")
    (m,) = ms.of_kind("move")
    assert len(m.squares) - 1 == entered and m.spent == ma - left


def test_points_left_T37_T38_T39() -> None:
    """[7.54] T37: 1 left -> chit off; T38: 2 left facing a corner -> off; T39: 2 left facing a side -> may enter."""
    base = started("SW", ship("Felicite", "1010", "N", command="ahead"))
    f = base.ship("Felicite")
    for mp, facing, can in ((1, D.N, False), (2, D.NE, False), (2, D.N, True)):
        p = base.with_ship(f.with_(mp=mp, facing=facing, start_facing=facing))
        opts = step_options(p, "Felicite")
        assert (Advance() in opts) is can
        if not can:
            assert opts == (Stop(),)
            with pytest.raises(IllegalActionError, match=r"\[7.54\]"):
                apply_step(p, "Felicite", "step")
            assert apply_step(p, "Felicite", "stop").done


# ---------------------------------------------------------------- port and starboard [7.32-7.36]


def test_port_turns_after_entering_only_7_34_B2() -> None:
    """[7.34, 7.36, 7.33] no turn before the first entry, at most 90 per square, never to starboard."""
    p = started("NW", ship("Felicite", "1813", "E", command="port"))
    opts = step_options(p, "Felicite")
    assert set(opts) == {Advance(0, 0), Advance(0, -1), Advance(0, -2)}
    with pytest.raises(IllegalActionError, match=r"\[7.32\]"):
        apply_step(p, "Felicite", Advance(0, 1))
    with pytest.raises(InvalidInputError):
        Advance(0, -3)
    out = apply_step(p, "Felicite", "step port 90")
    assert out.position.ship("Felicite").facing == D.N and "7.36" in out.ruling.cases


def test_port_moves_broad_reach_sailing_a_all_turned_to_port() -> None:
    """[7.32, 7.36] Sailing A broad reaching under port: every legal end is at least 45 degrees to port."""
    p = Position(D.NW, (ship("Felicite", "1813", "E"),))
    ms = moves(p, "Felicite", "port")
    assert isinstance(ms, Ruling) and len(ms) > 5
    for m in ms.of_kind("move"):
        assert D.E.eighths_to(m.facing) in (5, 6, 7)  # 45-135 degrees to port
        assert m.spent <= 6 and all(sq in MAP for sq in m.squares)
    assert all(m.path for m in ms.of_kind("move"))
    assert "7.32" in ms.cases


def test_starboard_never_turns_to_port_7_33() -> None:
    """[7.33] a starboard ship's paths only ever turn clockwise."""
    p = Position(D.NW, (ship("Felicite", "1813", "E"),))
    for m in moves(p, "Felicite", "starboard").of_kind("move"):
        headings = [m.start[1]] + [f for _, f in m.path]
        assert all(a.eighths_to(b) in (0, 1) for a, b in zip(headings, headings[1:]))


def test_turn_into_wind_drifts_7_62_aback_midturn() -> None:
    """[7.62] reading aback_midturn: a 90 turn through the wind drifts (each_increment) or is fine (end_of_turn)."""
    s = ship("Felicite", "1010", "NE", command="port")  # wind N: beating, MA 3
    p = started("N", s)
    out = apply_step(p, "Felicite", "step port 90")
    assert out.drift_needed and out.done and out.position.ship("Felicite").facing == D.N
    assert ("aback_midturn", "each_increment") in out.ruling.readings and "7.62" in out.ruling.cases
    q = started("N", s, aback_midturn="end_of_turn")
    out2 = apply_step(q, "Felicite", "step port 90")
    assert not out2.drift_needed and out2.position.ship("Felicite").facing == D.NW


def test_step_order_readings() -> None:
    """[7.54, 7.36] reading step_order: with 0 left after the last entry the turn is still made (default) or not."""
    s = ship("Felicite", "1010", "N", command="port", mp=2)
    p = started("SW", s)
    p = p.with_ship(p.ship("Felicite").with_(mp=2))
    assert apply_step(p, "Felicite", "step port").position.ship("Felicite").facing == D.NW
    q = p.with_(readings=READINGS.resolve({"step_order": "stop_then_turn"}))
    with pytest.raises(IllegalActionError, match=r"\[7.54\]"):
        apply_step(q, "Felicite", "step port")


def test_port_must_keep_the_turn_possible_7_32() -> None:
    """[7.32] with 2 points left, entering without turning would leave the port order unfulfilled."""
    p = started("SW", ship("Felicite", "1010", "N", command="port"))
    p = p.with_ship(p.ship("Felicite").with_(mp=2))
    assert Advance() not in step_options(p, "Felicite")
    with pytest.raises(IllegalActionError, match=r"\[7.32\]"):
        apply_step(p, "Felicite", "step")


@pytest.mark.parametrize("metric, full_circle", [("cumulative", True), ("net_heading", False)])
def test_turn_requirement_metric(metric: str, full_circle: bool) -> None:
    """[7.32, 7.33] reading turn_requirement_metric: a full circle to port counts only cumulatively."""
    r = READINGS.resolve({"turn_requirement_metric": metric})
    assert turn_fulfilled("port", -8, D.N, D.N, r) is full_circle
    assert turn_fulfilled("port", -1, D.N, D.NW, r) and not turn_fulfilled("port", 1, D.N, D.NE, r)
    assert turn_fulfilled("starboard", 2, D.N, D.E, r) and turn_fulfilled("ahead", 0, D.N, D.N, r)


def test_maximal_spend_readings_7_51() -> None:
    """[7.51] reading maximal_spend: MA 5 port from N may spend 4 or 5 (stop_rule) or only 5 (most_points)."""
    s = ship("Felicite", "1010", "N")
    p = Position(D.S, (s,))  # running: MA 5
    spends = {m.spent for m in moves(p, "Felicite", "port").of_kind("move")}
    assert spends == {4, 5}
    q = p.with_(readings=READINGS.resolve({"maximal_spend": "most_points"}))
    ms = moves(q, "Felicite", "port")
    assert {m.spent for m in ms.of_kind("move")} == {5} and "7.51" in ms.cases
    pq = started("S", s.with_(command="port"), maximal_spend="most_points")
    assert Advance(0, 0) not in step_options(pq, "Felicite")  # only 4 could then be spent
    assert Advance(0, 0) in step_options(started("S", s.with_(command="port")), "Felicite")


# ---------------------------------------------------------------- tack and wear [7.4]


def test_tack_T33_7_43() -> None:
    """[7.41, 7.43] T33/T34: tack turns 135/180/225 in place, all points spent, never into the wind."""
    p = started("N", ship("Felicite", "1010", "E", command="tack"))  # beam reach, MA 4
    opts = step_options(p, "Felicite")
    assert set(opts) == {Tack(D.NW), Tack(D.W), Tack(D.SW), BackSail()}
    out = apply_step(p, "Felicite", "tack W")
    f = out.position.ship("Felicite")
    assert f.square == square("1010") and f.facing == D.W and f.mp == 0 and f.tacked and out.done and out.fire_window
    with pytest.raises(IllegalActionError, match=r"\[7.41\]"):
        apply_step(p, "Felicite", "tack S")
    p2 = started("N", ship("Felicite", "1010", "SE", command="tack"))
    with pytest.raises(IllegalActionError, match=r"\[7.43\]"):
        apply_step(p2, "Felicite", "tack N")


def test_wear_while_running_T35() -> None:
    """[7.44] T35: wind S, heading N at 1010: 0910 or 1110, heading SE or SW, never S."""
    p = started("S", ship("Felicite", "1010", "N", command="wear"))
    ends = {(m.end, m.facing) for m in moves(p, "Felicite", "wear").of_kind("wear")}
    assert ends == {(square(a), D.parse(f)) for a in ("0910", "1110") for f in ("SE", "SW")}
    with pytest.raises(IllegalActionError, match=r"\[7.44\]"):
        apply_step(p, "Felicite", "wear SE")  # must name the square
    out = apply_step(p, "Felicite", "wear SW 0910")
    assert out.position.ship("Felicite").square == square("0910") and out.entered and out.done


@pytest.mark.parametrize("reading, sq", [("lee_beam", "0605"), ("downwind", "0604"), ("lee_quarter", "0606")])
def test_wear_leeward_square_readings_7_42(reading: str, sq: str) -> None:
    """[7.42] reading wear_leeward_square: heading N at 0505, wind SW (from port): beam, downwind or quarter."""
    p = started("SW", ship("Felicite", "0505", "N", command="wear"), wear_leeward_square=reading)
    assert [s for s, _ in wear_squares(p, "Felicite")] == [square(sq)]
    out = apply_step(p, "Felicite", "wear S")
    assert out.position.ship("Felicite").square == square(sq)
    assert ("wear_leeward_square", reading) in out.ruling.readings


def test_wear_occupied_readings() -> None:
    """[7.42, 7.81] reading wear_occupied: wearing into a ship fouls (default) or is refused."""
    ships = (ship("Felicite", "0505", "N", command="wear"), ship("Shannon", "0605", "E"))
    p = started("SW", *ships)
    out = apply_step(p, "Felicite", "wear S")
    assert out.fouled and out.position.ship("Shannon").fouled and out.position.ship("Felicite").square == square("0605")
    q = started("SW", *ships, wear_occupied="illegal")
    with pytest.raises(IllegalActionError, match=r"\[7.42\]"):
        apply_step(q, "Felicite", "wear S")
    assert Wear(D.S, square("0605")) not in step_options(q, "Felicite")


# ---------------------------------------------------------------- back sail and heave to [7.7, 7.9]


def test_back_sail_T44_and_consecutive_T43() -> None:
    """[7.71, 7.74] T44: beating/beam may back sail, broad/running not; T43: not on turn N+1, yes on N+2."""
    for facing, ok in (("NE", True), ("E", True), ("SE", False), ("S", False)):
        p = started("N", ship("Felicite", "1010", facing, command="ahead"), turn=5)
        assert (BackSail() in step_options(p, "Felicite")) is ok
    p = started("N", ship("Felicite", "1010", "E", command="ahead"), turn=5)
    out = apply_step(p, "Felicite", "back")
    f = out.position.ship("Felicite")
    assert f.square == square("1010") and f.facing == D.E and f.backed_turn == 5 and out.fire_window and out.done
    nxt = started("N", f.with_(command="ahead"), turn=6)
    with pytest.raises(IllegalActionError, match=r"\[7.74\]"):
        apply_step(nxt, "Felicite", "back")
    later = started("N", f.with_(command="ahead"), turn=7)
    assert apply_step(later, "Felicite", "back").done


def test_heave_to_T45() -> None:
    """[7.91] T45: wind NE, heading N (wind on starboard bow): heave to -> NW, same square, chit removed."""
    p = started("NE", ship("Felicite", "1010", "N", command="starboard"))
    out = apply_step(p, "Felicite", "heave")
    f = out.position.ship("Felicite")
    assert f.facing == D.NW and f.square == square("1010") and f.command is None and out.fire_window
    q = started("NW", ship("Felicite", "1010", "N", command="port"))  # wind on the port bow
    assert apply_step(q, "Felicite", HeaveTo()).position.ship("Felicite").facing == D.NE
    r = started("N", ship("Felicite", "1010", "E", command="port"))  # beam reach: no heave to
    with pytest.raises(IllegalActionError, match=r"\[7.91\]"):
        apply_step(r, "Felicite", "heave")


def test_back_sail_only_before_moving_7_71() -> None:
    """[7.71] backing sail is instead of moving: not after a square is entered."""
    p = run(started("N", ship("Felicite", "1010", "E", command="ahead")), "Felicite", "step")
    with pytest.raises(IllegalActionError, match=r"\[7.71\]"):
        apply_step(p, "Felicite", "back")


def test_backsail_orientation_studding_readings() -> None:
    """[7.71, 7.91, 13.33] reading backsail_orientation: a beating ship with studding sails may heave to only by true wind."""
    s = ship("Felicite", "1010", "NE", command="ahead", studding=True)
    p = started("N", s)
    assert HeaveTo() in step_options(p, "Felicite")
    q = started("N", s, backsail_orientation="studding")  # rated beam reaching
    assert HeaveTo() not in step_options(q, "Felicite") and BackSail() in step_options(q, "Felicite")
    run_ = started("N", ship("Felicite", "1010", "E", command="ahead", studding=True), backsail_orientation="studding")
    assert BackSail() not in step_options(run_, "Felicite")  # beam reach rated running


# ---------------------------------------------------------------- fouling [7.8]


def test_entering_occupied_square_fouls_both_7_81() -> None:
    """[7.81] both ships fouled, both chits removed."""
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E", command="ahead"))
    out = apply_step(p, "Felicite", "step")
    f, s = out.position.ship("Felicite"), out.position.ship("Shannon")
    assert out.fouled and out.done and f.fouled and s.fouled and f.square == s.square
    assert f.command is None and s.command is None and not out.fire_window


def test_free_turn_avoids_fouling_7_83a() -> None:
    """[7.83a] an ahead ship facing an occupied square may turn 45 free either way, then goes on."""
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E"))
    opts = set(step_options(p, "Felicite"))
    assert {Advance(0, 0), Advance(-1, 0), Advance(1, 0)} <= opts
    out = apply_step(p, "Felicite", "free-turn starboard")
    f = out.position.ship("Felicite")
    assert f.square == square("1109") and f.facing == D.NE and f.mp == 3 and "7.83a" in out.ruling.cases
    with pytest.raises(IllegalActionError, match=r"\[7.83a\]"):
        apply_step(started("SW", ship("Felicite", "1010", "N", command="ahead")), "Felicite", "free-turn port")


def test_free_turn_scope_readings_7_84() -> None:
    """[7.84] reading free_turn_scope: port_starboard denies the free turn to ahead ships; port ships may turn either way."""
    ships = (ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E"))
    q = started("SW", *ships, free_turn_scope="port_starboard")
    assert set(step_options(q, "Felicite")) == {Advance()}
    with pytest.raises(IllegalActionError, match=r"\[7.84\]"):
        apply_step(q, "Felicite", "free-turn port")
    pp = started("SW", ship("Felicite", "1010", "N", command="port"), ships[1], free_turn_scope="port_starboard")
    out = apply_step(pp, "Felicite", "free-turn starboard port")
    assert out.position.ship("Felicite").facing == D.N and "7.84" in out.ruling.cases


def test_free_turn_into_wind_drifts_7_85() -> None:
    """[7.85] a free turn that faces the wind: drift, movement over."""
    p = started("NE", ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E"))
    out = apply_step(p, "Felicite", "free-turn starboard")
    assert out.drift_needed and out.done and out.position.ship("Felicite").facing == D.NE


def test_foul_alternatives_readings_7_83a() -> None:
    """[7.83a, 7.54] reading foul_alternatives: a free turn onto an unaffordable corner stops (default) or is refused."""
    ships = (ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "1009", "E"))
    p = started("SW", *ships)
    p = p.with_ship(p.ship("Felicite").with_(mp=2))
    out = apply_step(p, "Felicite", "free-turn port")
    assert out.done and not out.fouled and out.position.ship("Felicite").square == square("1010")
    q = p.with_(readings=READINGS.resolve({"foul_alternatives": "turn_must_enter"}))
    with pytest.raises(IllegalActionError, match=r"\[7.83a\]"):
        apply_step(q, "Felicite", "free-turn port")
    assert set(step_options(q, "Felicite")) == {Advance()}


def four_stack() -> tuple[ShipState, ...]:
    names = ("Shannon", "Guerriere", "Chesapeake", "Constitution")
    return tuple(ship(n, "1009", "E", fouled=True) for n in names)


def test_four_stack_drifts_T46_T47() -> None:
    """[7.82, 7.83b, 8.3] T46/T47: a square holds at most four; a ship that cannot avoid a four-stack drifts. Both
    free turns would foul too (Wasp in 0909, Frolic in 1109), so no free turn avoids the fouling [7.83a]."""
    flanks = (ship("Wasp", "0909", "E"), ship("Frolic", "1109", "E"))
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), *four_stack(), *flanks)
    out = apply_step(p, "Felicite", "step")
    assert out.drift_needed and out.position.ship("Felicite").square == square("1010")
    assert len(out.position.at(square("1009"))) == 4 and "7.83b" in out.ruling.cases
    assert "no free turn avoids the fouling" in out.ruling.steps[-1].reason
    ms = moves(p, "Felicite", "ahead")
    assert {m.kind for m in ms} == {"drift", "foul"}


def test_four_stack_a_free_turn_to_an_empty_square_comes_before_drift_7_83b() -> None:
    """[7.83a, 7.83b] the four-stack is ahead but both free turns lead to empty squares (0909, 1109): the ship
    may not drift; the plain step is refused, citing 7.83b, and only the free turns are offered."""
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), *four_stack())
    with pytest.raises(IllegalActionError, match=r"free turn to port avoids the fouling.*\[7\.83b\]"):
        apply_step(p, "Felicite", "step")
    assert set(step_options(p, "Felicite")) == {Advance(-1, 0), Advance(1, 0)}
    assert {m.kind for m in moves(p, "Felicite", "ahead")} == {"move"}
    one_side = p.with_ship(ship("Wasp", "0909", "E"))  # port fouls Wasp, starboard is still free
    assert set(step_options(one_side, "Felicite")) == {Advance(-1, 0), Advance(1, 0)}


def test_moves_labels_foul_drift_back_heave() -> None:
    """[7.81, 7.62, 7.71, 7.91] moves() includes the fouling, drifting, back-sail and heave-to endings."""
    p = Position(D.N, (ship("Felicite", "1010", "NE"), ship("Shannon", "1109", "E")))  # beating, MA 3
    kinds = {m.kind for m in moves(p, "Felicite", "port")}
    assert kinds == {"foul", "back_sail", "heave_to", "drift"}  # no plain move can make the port turn [7.32]
    drift_moves = moves(Position(D.N, (ship("Felicite", "1010", "NE"),)), "Felicite", "port").of_kind("drift")
    assert drift_moves and all(m.drift_needed and "7.62" in m.note for m in drift_moves)


def test_moves_says_the_drift_die_decides_a_taken_aback_end_8_0() -> None:
    """[7.62, 8.0] a port turn that brings Felicite head to wind is listed with the heading it drifts from, N, into
    the wind; the listing says that heading is not a chosen end and that the drift die decides where the bow ends."""
    (m, *_) = moves(Position(D.N, (ship("Felicite", "1010", "NE"),)), "Felicite", "port").of_kind("drift")
    assert m.facing == D.N
    assert "the drift die decides" in m.note and "[8.0]" in m.note
    assert str(m).startswith(f"{m.end.col:02d}{m.end.row:02d} N then a drift die via")


# ---------------------------------------------------------------- map edge and refusals


def test_map_exit_readings_15_0() -> None:
    """[15.0] reading map_exit: at the edge the ship stops (default) or sails on off the grid (unbounded)."""
    s = ship("Felicite", "0501", "N", command="ahead")
    p = started("SW", s)
    assert step_options(p, "Felicite") == (Stop(),)
    with pytest.raises(IllegalActionError, match=r"\[15.0\]"):
        apply_step(p, "Felicite", "step")
    q = started("SW", s, map_exit="unbounded")
    assert apply_step(q, "Felicite", "step").position.ship("Felicite").square.row == 0


def test_refused_steps_change_nothing() -> None:
    """[7.23, 7.31, 8.4] illegal steps raise with a case and leave the position untouched; a tack by a ship under
    an ahead command breaks its ahead command [7.31], not the tack rules."""
    p = started("SW", ship("Felicite", "1010", "N", command="ahead"), ship("Shannon", "0505", "E"))
    before = p
    with pytest.raises(IllegalActionError, match=r"\[7.31\]"):
        apply_step(p, "Felicite", "step port")
    with pytest.raises(IllegalActionError, match=r"\[7.23\]"):
        apply_step(p, "Shannon", "step")
    with pytest.raises(IllegalActionError, match=r"not a tack: it goes straight ahead.*\[7.31\]"):
        apply_step(p, "Felicite", "tack S")
    assert p == before
    with pytest.raises(InvalidInputError, match="'jump'.*back, free-turn, heave, step, stop, tack, wear"):
        apply_step(p, "Felicite", "jump")
    with pytest.raises(InvalidInputError, match="'step Shannon'.*a step of Felicite"):
        apply_step(p, "Felicite", Action.parse("step Shannon"))
    with pytest.raises(UnknownChoiceError, match="'sideways'"):
        apply_step(p, "Felicite", "step sideways")
    assert p == before


@given(
    st.sampled_from(
        [Advance(f, t) for f in (-1, 0, 1) for t in (-2, -1, 0, 1, 2)]
        + [Tack(d) for d in D]
        + [Wear(d) for d in D]
        + [Wear(D.N, square("0910")), BackSail(), HeaveTo(), Stop()]
    )
)
def test_steps_are_worded_by_the_action_grammar(action) -> None:
    """Every step is a move action of the grammar and reads back from it, and its text is the action's after the ship."""
    a = to_action(action, "Bonhomme Richard")
    assert a.verb in MOVE_VERBS and a.ship == "Bonhomme Richard" and from_action(a) == action
    assert from_action(Action.parse(str(a))) == action
    assert str(a).replace(" Bonhomme Richard", "", 1) == str(action)  # the step's text: the action's after the ship


def test_step_words() -> None:
    """[7.35, 7.36, 7.83a] the words: a bare turn is 45 degrees; the free turn comes first; a wear may name its square."""
    assert str(Advance(0, -2)) == "step port 90" and str(Advance(1, -1)) == "free-turn starboard port"
    assert str(Wear(D.SW, square("0910"))) == "wear SW 0910" and str(BackSail()) == "back"
    assert from_action(Action.parse("step Shannon starboard 45")) == Advance(0, 1)
    assert str(to_action(Tack(D.SE), "Shannon")) == "tack Shannon SE"
    with pytest.raises(InvalidInputError, match="'fire Shannon Constitution hull'.*a move action"):
        from_action(Action.parse("fire Shannon Constitution hull"))


# ---------------------------------------------------------------- invariants under random play


SQUARES = st.tuples(st.integers(1, 6), st.integers(1, 5))


@st.composite
def games(draw):
    names = ["Felicite", "Shannon", "Constitution", "Guerriere", "Mamelouck", "Victorious"]
    n = draw(st.integers(2, 6))
    wind = draw(st.sampled_from(list(D)))
    ships = []
    for name in names[:n]:
        col, row = draw(SQUARES)
        facing = draw(st.sampled_from([d for d in D if d != wind]))
        ships.append(ShipState(counter(name), counter(name).nationality, square(f"{col:02d}{row:02d}"), facing))
    seen: dict = {}
    for s in ships:  # no two ships share a square at the start
        seen.setdefault(s.square, s)
    p = Position(wind, tuple(seen.values()))
    for s in p.ships:
        cmds = legal_commands(p, s)
        if cmds:
            p = p.with_ship(s.with_(command=draw(st.sampled_from(cmds))))
    return start_movement(p)


@given(games(), st.randoms(use_true_random=False))
def test_random_legal_steps_keep_invariants(p: Position, rnd) -> None:
    """[7.32, 7.33, 7.82, 7.54, 15.0] random legal play: mp >= 0, at most 4 a square, always on the map, turn direction kept."""
    from sailkit.rulesets.fighting_sail.drifting import drift

    for _ in range(40):
        movers = [s for s in p.afloat() if s.command is not None]
        if not movers:
            break
        s = rnd.choice(movers)
        opts = step_options(p, s)
        assert opts
        a = rnd.choice(opts)
        out = apply_step(p, s, a)
        new = out.position.ship(s.name)
        if isinstance(a, Advance) and not out.fouled and s.command in ("port", "starboard"):
            ordinary = new.turned - s.turned - a.free_turn
            assert ordinary <= 0 if s.command == "port" else ordinary >= 0
        p = out.position
        if out.drift_needed:
            p = drift(p, s.name, rnd.randint(1, 6))[0]
        for x in p.afloat():
            assert x.mp >= 0 and x.square in MAP
        assert all(len(v) <= 4 for v in p.occupied().values())


@given(st.sampled_from(list(D)), st.sampled_from(list(D)), st.sampled_from(["tack", "wear"]))
def test_tack_and_wear_never_end_into_the_wind_7_43(facing: D, wind: D, order: str) -> None:
    """[7.41-7.44] invariant: every tack or wear ending turns 135-225 degrees and never faces the wind."""
    if facing == wind:
        return
    p = Position(wind, (ShipState(counter("Shannon"), "BR", square("1010"), facing),))
    ends = moves(p, "Shannon", order).of_kind(order)
    assert ends
    for m in ends:
        assert m.facing != wind and facing.eighths_to(m.facing) in (3, 4, 5) and m.spent == allowance(p, "Shannon")


def test_position_moves_delegates_and_strikes_12_14() -> None:
    """[7.0, 12.14] Position.moves answers; entering next to an abandoned enemy makes it strike."""
    p = Position(D.SW, (ship("Felicite", "1010", "N"), ship("Shannon", "1108", "E", hull=5)))
    assert len(moves(p, "Felicite", "ahead")) == 1
    out = apply_step(start_movement(p.with_ship(p.ship("Felicite").with_(command="ahead"))), "Felicite", "step")
    s = out.position.ship("Shannon")
    assert s.prize and s.side == "FR"


def test_moves_refuses_a_command_the_ship_cannot_take_6_22() -> None:
    """[6.22] moves() for a tack on a crew-4 ship is refused with the case."""
    p = Position(D.N, (ship("Alliance", "1010", "E"),))
    with pytest.raises(IllegalActionError, match=r"\[6.22\]"):
        moves(p, "Alliance", "tack")


# ---------------------------------------------------------------- the allowance kept for the phase [7.1, 7.24]


def test_start_movement_stores_the_allowance_and_clears_it_for_unordered_ships_7_1() -> None:
    """[7.1] A4: Felicite broad reaching gets MA 6, kept as ``ma``; a ship without a command keeps none."""
    p = started("NW", ship("Felicite", "1813", "E", command="port"), ship("Shannon", "0811", "E", ma=5))
    assert p.ship("Felicite").ma == 6 and p.ship("Felicite").mp == 6
    assert p.ship("Shannon").ma == 0 and p.ship("Shannon").mp == 0


def test_damage_mid_phase_leaves_the_determined_allowance_7_1_7_24() -> None:
    """[7.1, 7.24] Felicite set off with 6; two rigging hits in mid-phase cap a fresh allowance at 4 [10.2],
    but the allowance determined for this phase stays 6."""
    p = started("NW", ship("Felicite", "1813", "E", command="port"))
    p = apply_step(p, "Felicite", "step").position
    hit = p.with_ship(p.ship("Felicite").with_(rigging=2))
    assert allowance(hit, "Felicite", hit.ship("Felicite").start_facing) == 4
    kept = determined_allowance(hit, "Felicite")
    assert kept == 6 and kept.ruling.steps[0].case == "7.1" and "does not change" in kept.ruling.steps[0].reason


def test_determined_allowance_without_a_stored_value_is_worked_out_from_the_start_heading_7_1() -> None:
    """[7.1] a hand-written mid-phase position without ma= falls back to the heading the phase began with."""
    p = Position(D.NW, (ship("Felicite", "1813", "S", command="port", start_facing=D.E, mp=2),))
    r = determined_allowance(p, "Felicite")
    assert r == 6 and "worked out again" in r.ruling.steps[-1].reason
    before = Position(D.NW, (ship("Felicite", "1813", "E"),))
    assert determined_allowance(before, "Felicite") == allowance(before, "Felicite") == 6


# ---------------------------------------------------------------- backing sail twice running [7.74]


def _gap_position(**readings: str) -> Position:
    """Felicite backed sail in Game-Turn 5 (its last order), had no order in 6 (taken aback, say), and is
    ordered again in 7: beam reaching (wind N, heading E), so 7.71 allows backing sail [7.71, 7.74]."""
    f = ship("Felicite", "1010", "E", backed_turn=5, ordered_turn=5)
    return Position(D.N, (f,), turn=7, readings=READINGS.resolve(readings))


def test_backsail_game_turns_allows_after_a_turn_without_order_7_74() -> None:
    """[7.74] reading backsail_consecutive=game_turns (default): turn 7 does not follow turn 5."""
    p = start_movement(give_command(_gap_position(), "Felicite", "ahead"))
    assert p.ship("Felicite").ordered_turn == 7 and p.ship("Felicite").prior_ordered_turn == 5
    assert BackSail() in step_options(p, "Felicite")
    out = apply_step(p, "Felicite", "back")
    assert out.position.ship("Felicite").backed_turn == 7
    assert ("backsail_consecutive", "game_turns") in out.ruling.readings
    assert "back_sail" in {m.kind for m in moves(_gap_position(), "Felicite", "ahead")}


def test_backsail_ordered_phases_bars_the_next_ordered_phase_7_74() -> None:
    """[7.74] reading backsail_consecutive=ordered_phases: turn 6 had no order, so turn 7 is the next ordered
    phase after the back sail of turn 5 and backing sail again is refused, naming 7.74."""
    start = _gap_position(backsail_consecutive="ordered_phases")
    p = start_movement(give_command(start, "Felicite", "ahead"))
    assert p.ship("Felicite").prior_ordered_turn == 5  # give_command kept the order before this one
    assert BackSail() not in step_options(p, "Felicite")
    with pytest.raises(IllegalActionError, match=r"felicite|Felicite") as err:
        apply_step(p, "Felicite", "back")
    assert err.value.case == "7.74" and "Game-Turn 7" in str(err.value)
    # before the command is given, ordered_turn (5) is the previous order itself
    assert "back_sail" not in {m.kind for m in moves(start, "Felicite", "ahead")}
    r = back_sail_again(start, "Felicite")
    assert (
        r.verdict is False
        and r.facts["previous_order"] == 5
        and ("backsail_consecutive", "ordered_phases") in r.readings
    )
    assert back_sail_again(p, "Felicite").facts == r.facts  # the same answer after the order is given


def test_backsail_ordered_phases_an_order_in_between_breaks_the_run_7_74() -> None:
    """[7.74] ordered_phases: an order in Game-Turn 6 without backing sail lets Felicite back sail in 7."""
    start = _gap_position(backsail_consecutive="ordered_phases")
    in_six = start.with_ship(start.ship("Felicite").with_(ordered_turn=6, prior_ordered_turn=5))
    p = start_movement(give_command(in_six, "Felicite", "ahead"))
    assert p.ship("Felicite").prior_ordered_turn == 6
    assert BackSail() in step_options(p, "Felicite")
    r = back_sail_again(p, "Felicite")
    assert r.verdict is True and "Game-Turn 6" in r.steps[-1].reason and r.facts["previous_order"] == 6


def test_backsail_ordered_phases_unknown_previous_order_makes_only_the_turn_test_7_74() -> None:
    """[7.74] a ship that holds this turn's order but records no order before it (a position written by
    hand): only the consecutive Game-Turn test can be made, and the ruling says so."""
    given = start_movement(give_command(_gap_position(backsail_consecutive="ordered_phases"), "Felicite", "ahead"))
    p = given.with_ship(given.ship("Felicite").with_(prior_ordered_turn=None))
    r = back_sail_again(p, "Felicite")
    assert r.verdict is True and "not recorded" in r.steps[-1].reason
    nxt = p.with_(turn=6).with_ship(p.ship("Felicite").with_(ordered_turn=6))
    assert back_sail_again(nxt, "Felicite").verdict is False  # turn 6 follows turn 5 under both readings


@pytest.mark.parametrize("reading", ["game_turns", "ordered_phases"])
def test_backsail_the_turn_right_after_is_barred_under_both_readings_T43(reading: str) -> None:
    """[7.74] T43: backed sail on turn N, refused on N+1 whichever reading."""
    f = ship("Felicite", "1010", "E", backed_turn=5, ordered_turn=5)
    p = start_movement(
        give_command(
            Position(D.N, (f,), turn=6, readings=READINGS.resolve({"backsail_consecutive": reading})),
            "Felicite",
            "ahead",
        )
    )
    assert BackSail() not in step_options(p, "Felicite")
    assert back_sail_again(p, "Felicite").verdict is False


# ---------------------------------------------------------------- no entry possible [7.54, 7.71, 7.91]


def test_stop_is_offered_when_no_square_can_be_paid_for_7_54() -> None:
    """[7.54, 7.71, 7.91] Jena (B) beating has 2 points facing a corner (cost 3): it cannot enter a square, so
    stopping is offered beside backing sail and heaving to, which are never forced; stopping is accepted."""
    p = started("N", ship("Jena", "1010", "NE", command="ahead"), ship("Shannon", "2020", "N"))
    assert p.ship("Jena").mp == 2
    assert step_options(p, "Jena") == (BackSail(), HeaveTo(), Stop())
    out = apply_step(p, "Jena", "stop")
    s = out.position.ship("Jena")
    assert s.command is None and s.square == square("1010") and s.facing == D.NE
    assert "7.54" in out.ruling.cases and out.done


def test_stop_refused_while_a_square_can_be_entered_names_the_step_7_51() -> None:
    """[7.51] a ship that can still enter the square ahead may not stop: the refusal says which step is open."""
    p = started("N", ship("Jena", "1010", "E", command="ahead"), ship("Shannon", "2020", "N"))
    with pytest.raises(IllegalActionError, match=r"Jena can still 'step'.*\[7\.51\]"):
        apply_step(p, "Jena", "stop")


@pytest.mark.parametrize("reading, options", [("back_or_heave", ("back", "heave", "stop")), ("chit_off", ("stop",))])
def test_short_allowance_reading_sailing_c_beating_7_54(reading: str, options: tuple[str, ...]) -> None:
    """[7.54, 7.71, 7.91] Atlas (C) beating has allowance 1: by default it may still back sail or heave to;
    under short_allowance=chit_off its chit simply comes off, and backing sail is refused with 7.54."""
    p = started(
        "N", ship("Atlas", "1010", "NE", command="ahead"), ship("Shannon", "2020", "N"), short_allowance=reading
    )
    assert p.ship("Atlas").mp == 1
    assert tuple(str(a) for a in step_options(p, "Atlas")) == options
    stop = apply_step(p, "Atlas", "stop")
    assert ("short_allowance", reading) in stop.ruling.readings
    if reading == "chit_off":
        with pytest.raises(IllegalActionError, match=r"short_allowance.*\[7\.54\]"):
            apply_step(p, "Atlas", "back")
    else:
        assert ("short_allowance", reading) in apply_step(p, "Atlas", "heave").ruling.readings


@pytest.mark.parametrize("command", ["tack", "wear"])
@pytest.mark.parametrize("reading", ["turns", "chit_off"])
def test_tack_wear_short_reading_allowance_1_7_54(command: str, reading: str) -> None:
    """[7.41, 7.42, 7.54] Atlas (C) beating has allowance 1. By default (tack_wear_short=turns) it may still tack or
    wear, spending that one point, and the ruling names the reading; under chit_off its chit comes off instead: the
    turn is refused citing 7.54 and stopping is the only step, also naming the reading."""
    p = started(
        "N", ship("Atlas", "1010", "NE", command=command), ship("Shannon", "2020", "N"), tack_wear_short=reading
    )
    assert p.ship("Atlas").mp == 1
    kinds = {type(a) for a in step_options(p, "Atlas")} - {BackSail, HeaveTo}  # beating: those stay open [7.71, 7.91]
    turn = next(a for a in (Tack(D.S), Wear(D.S)) if str(a).startswith(command))
    if reading == "turns":
        assert kinds == {type(turn)}
        out = apply_step(p, "Atlas", turn)
        assert out.position.ship("Atlas").facing == D.S and ("tack_wear_short", "turns") in out.ruling.readings
    else:
        assert kinds == {Stop}
        with pytest.raises(IllegalActionError, match=r"under 2.*tack_wear_short.*\[7\.54\]"):
            apply_step(p, "Atlas", turn)
        assert ("tack_wear_short", "chit_off") in apply_step(p, "Atlas", "stop").ruling.readings


def test_port_ship_unable_to_move_is_not_forced_to_back_sail_7_71() -> None:
    """[7.32, 7.71] a port command that cannot be carried out leaves stopping open: backing sail stays a choice."""
    p = started("N", ship("Atlas", "1010", "NE", command="port"), ship("Shannon", "2020", "N"))
    assert Stop() in step_options(p, "Atlas") and BackSail() in step_options(p, "Atlas")
    assert {m.kind for m in moves(p, "Atlas", "port")} == {"back_sail", "heave_to", "stop"}


def test_map_edge_stop_lists_map_exit_15_0() -> None:
    """[7.54, 15.0] a ship facing off the map with points to spare stops there, the ruling naming map_exit."""
    p = started("W", ship("Felicite", "3010", "E", command="ahead"), ship("Shannon", "2020", "N"))
    assert step_options(p, "Felicite") == (Stop(),)
    r = apply_step(p, "Felicite", "stop").ruling
    assert "15.0" in r.cases and ("map_exit", "stop_at_edge") in r.readings


# ---------------------------------------------------------------- damage in the middle of the phase [10.2, 10.31, 10.42]


def test_dead_in_the_water_mid_move_loses_chit_and_may_not_step_10_42() -> None:
    """[10.41b, 10.42] Felicite, moving, loses a mast with two rigging hits: its chit and points go and a
    further step is refused with 10.42."""
    from sailkit.rulesets.fighting_sail.damage import mast_hit, rigging_hits

    p = run(
        started("NW", ship("Felicite", "1010", "E", command="ahead"), ship("Shannon", "2020", "N")), "Felicite", "step"
    )
    p = rigging_hits(p, "Felicite", 2).position
    d = mast_hit(p, "Felicite")
    s = d.position.ship("Felicite")
    assert s.dead_in_water and s.command is None and s.mp == 0
    assert "10.42" in d.ruling.cases
    with pytest.raises(IllegalActionError, match=r"dead in the water.*\[10\.42\]"):
        apply_step(d.position.with_ship(s.with_(command="ahead", mp=4)), "Felicite", "step")


@pytest.mark.parametrize("reading, left", [("kept", 4), ("cut", 3)])
def test_damage_cap_timing_reading_10_2(reading: str, left: int) -> None:
    """[7.1, 10.2] Felicite (allowance 6) enters a square (4 left), then takes 4 rigging hits (cap 3): by default
    it keeps its 4 points this phase; under damage_cap_timing=cut they drop to 3. Its allowance stays 6 [7.24]."""
    from sailkit.rulesets.fighting_sail.damage import rigging_hits

    p = run(
        started(
            "NW",
            ship("Felicite", "1010", "E", command="ahead"),
            ship("Shannon", "2020", "N"),
            damage_cap_timing=reading,
        ),
        "Felicite",
        "step",
    )
    d = rigging_hits(p, "Felicite", 4)
    assert d.position.ship("Felicite").mp == left
    assert ("damage_cap_timing", reading) in d.ruling.readings
    assert int(determined_allowance(d.position, "Felicite")) == 6


def test_damage_under_the_cap_does_not_consult_the_timing_reading_10_2() -> None:
    """[10.2] two rigging hits (cap 4) on a ship with 4 points left change nothing and name no reading."""
    from sailkit.rulesets.fighting_sail.damage import rigging_hits

    p = run(
        started("NW", ship("Felicite", "1010", "E", command="ahead"), ship("Shannon", "2020", "N")), "Felicite", "step"
    )
    d = rigging_hits(p, "Felicite", 2)
    assert d.position.ship("Felicite").mp == 4 and d.ruling.readings == ()


def test_moves_lists_every_reading_its_steps_consulted() -> None:
    """[7.54, 7.71, 7.91] a Sailing C ship beating (allowance 1): whether it may still back sail is reading
    short_allowance, so the moves ruling must list it, and the ends follow the option chosen."""
    from sailkit.rulesets.fighting_sail import scenario

    p = scenario("15.7")
    p = p.with_ship(p.ship("Bonhomme Richard").with_(facing=D.N))
    found = moves(p, "Bonhomme Richard", "ahead")
    assert ("short_allowance", "back_or_heave") in found.readings
    assert sorted(m.kind for m in found) == ["back_sail", "heave_to", "stop"]
    strict = moves(p.with_(readings=p.readings.replace(short_allowance="chit_off")), "Bonhomme Richard", "ahead")
    assert [m.kind for m in strict] == ["stop"] and ("short_allowance", "chit_off") in strict.readings
