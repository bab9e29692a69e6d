"""The extended grid [15.0-MR]: ships beyond the printed 30 x 20 map, through the whole engine.

By the players' agreement the grid goes on past the printed map on every side
(readings ``map_exit=unbounded`` for movement, ``swell_edge=unbounded`` for swell).
Each test puts a ship beyond the printed map and asks one part of the engine about
it; under the default readings the same square is refused by name, citing the
reading that would allow it. Whole random games on the extended grid are in
``test_whole_games.py``.
"""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail.actions import Action
from sailkit.rulesets.fighting_sail.board import LIMIT, MAP, OffMapError, square
from sailkit.rulesets.fighting_sail.drifting import drift
from sailkit.rulesets.fighting_sail.faces.drawing import position_svg, window_for
from sailkit.rulesets.fighting_sail.fire.arcs import fire_arc
from sailkit.rulesets.fighting_sail.fire.combat import fire_value
from sailkit.rulesets.fighting_sail.fire.ranges import range_points
from sailkit.rulesets.fighting_sail.fire.sight import line_of_sight
from sailkit.rulesets.fighting_sail.game import Game
from sailkit.rulesets.fighting_sail.melee_combat import melee, melee_squares
from sailkit.rulesets.fighting_sail.movement import Wear, apply_step, from_action, start_movement, step_options
from sailkit.rulesets.fighting_sail.notation import NotationError
from sailkit.rulesets.fighting_sail.readings import READINGS
from sailkit.rulesets.fighting_sail.recording import record_sheet
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.strategic import swell, swell_exemption
from sailkit.rulesets.fighting_sail.striking import strike_ruling
from sailkit.rulesets.fighting_sail.victory import end_check, on_printed_map, victory_points

WIDE = {"map_exit": "unbounded"}


def pos(*ships: ShipState, wind: str = "W", turn: int = 1, **readings: str) -> Position:
    return Position(Direction.parse(wind), ships, turn=turn, readings=READINGS.resolve(readings))


def ship(name: str, sq: str, facing: str = "E", **kw: object) -> ShipState:
    return ShipState.of(name, sq, facing, **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- where a ship may stand


def test_position_beyond_the_printed_map_needs_an_extended_grid_15_0_mr() -> None:
    """[15.0-MR] with the default readings a ship beyond the printed map is refused by name, with the reading
    that would allow it; either extension (movement or swell) allows it, up to the bound."""
    far = ship("Constitution", "31:05")
    with pytest.raises(OffMapError) as err:
        pos(far)
    assert (
        "Constitution" in str(err.value) and "'31:05'" in str(err.value) and err.value.reading == "map_exit=unbounded"
    )
    assert pos(far, map_exit="unbounded").ship("Constitution").square == Square(31, 5)
    assert pos(far, swell_edge="unbounded").ship("Constitution").square == Square(31, 5)
    with pytest.raises(InvalidInputError, match=f"from -{LIMIT} to {LIMIT}"):
        pos(ShipState.of("Constitution", Square(LIMIT + 1, 5), "E"), **WIDE)
    wide = pos(far, **WIDE)
    with pytest.raises(OffMapError):  # taking the extension away again is refused, not silently kept
        wide.with_(readings=READINGS.defaults())


def test_game_refuses_a_start_beyond_the_printed_map_under_its_readings_15_0_mr() -> None:
    """[15.0-MR] a game's readings decide: the same position starts a game on an extended grid only."""
    start = pos(ship("Constitution", "31:05"), ship("Guerriere", "2805", "W"), **WIDE)
    assert Game(start).position.ship("Constitution").square == Square(31, 5)
    with pytest.raises(OffMapError, match="the grid continues on every side"):
        Game(start, readings={})


# ---------------------------------------------------------------- notation, actions, records


def test_notation_round_trips_ships_beyond_the_printed_map_15_0_mr() -> None:
    """[15.0-MR] str(position) writes COL:ROW beyond the printed map and Position.parse reads it back; without
    the reading in the header the square is refused at its column, naming the reading."""
    p = pos(ship("Constitution", "-1:12", "W"), ship("Guerriere", "0512", "S"), ship("Shannon", "12:-3"), **WIDE)
    text = str(p)
    assert (
        text
        == "FS turn 1 wind W map_exit=unbounded | Constitution US -01:12 W | Guerriere BR 0512 S | Shannon BR 12:-03 E"
    )
    assert Position.parse(text) == p and str(Position.parse(text)) == text
    with pytest.raises(NotationError) as err:
        Position.parse(text.replace(" map_exit=unbounded", ""))
    assert err.value.column == text.index("-01:12") + 1 - len(" map_exit=unbounded")
    assert "map_exit=unbounded" in err.value.expected  # the notation header a writer types


@pytest.mark.parametrize(
    "text, square_text",
    [("place Constitution -1:2 N", "-01:02"), ("wear Shannon SE 31:08", "31:08"), ("place Frolic 05:05 N", "0505")],
)
def test_action_text_reads_and_writes_squares_beyond_the_printed_map_15_0_mr(text: str, square_text: str) -> None:
    """[11.33, 7.44, 15.0-MR] action text takes COL:ROW squares and writes them in the one spelling each has."""
    a = Action.parse(text)
    assert a.get("square") == square_text and Action.parse(str(a)) == a
    assert not set(str(a)) & set("{}()[]\n")  # nothing a game record would have to escape
    wear = from_action(Action.parse(f"wear Shannon SE {square_text}"))
    assert isinstance(wear, Wear) and wear.square == square(square_text, WIDE)


@pytest.mark.parametrize(
    "text", ["place Frolic 3121 N", "wear Shannon SE 1000:5", "place Frolic 5:" + "9" * 5000 + " N"]
)
def test_action_text_refuses_squares_that_have_no_spelling_15_0_mr(text: str) -> None:
    """[2.1, 15.0-MR] CCRR off the printed map, or a number past the bound, is an InvalidInputError."""
    with pytest.raises(InvalidInputError):
        Action.parse(text)


def test_game_record_replays_a_custom_start_and_moves_beyond_the_printed_map_15_0_mr() -> None:
    """[15.0-MR, 14.0] a game that starts beyond the printed map and sails further out saves and replays exactly."""
    g = Game(pos(ship("Constitution", "31:05"), ship("Guerriere", "0515", "W"), **WIDE))
    for _ in range(40):
        if g.is_terminal() or any(s.square.col > 32 for s in g.position.ships):
            break
        if g.is_chance_node():
            g.apply_action("roll 4")
            continue
        legal = g.legal_actions()
        ahead = [a for a in legal if a.verb == "command" and a.get("command") == "ahead" and a.ship == "Constitution"]
        g.apply_action((ahead or [a for a in legal if a.verb == "step"] or legal)[0])
    assert g.position.ship("Constitution").square.col > 32
    text = g.to_text()
    assert "31:05" in text
    again = Game.from_text(text)
    assert again.position == g.position and again.actions == g.actions


# ---------------------------------------------------------------- fire geometry [9.31]


def test_range_arc_and_sight_beyond_the_printed_map_9_31_15_0_mr() -> None:
    """[9.31a-c, 15.0-MR] range, arc and line of sight are the same geometry beyond the printed map; under the
    default readings the squares are refused by name."""
    assert range_points("31:05", "33:07", readings=WIDE) == range_points("0105", "0307") == 6
    assert fire_arc("-1:05", "N", "-3:05", readings=WIDE) == "port"
    assert not line_of_sight("31:05", "35:05", occupied=["33:05"], readings=WIDE)
    assert line_of_sight("31:05", "35:05", occupied=["33:06"], readings=WIDE)
    for ask in (
        lambda: range_points("31:05", "0505"),
        lambda: fire_arc("31:05", "N", "0505"),
        lambda: line_of_sight("0505", "31:05"),
    ):
        with pytest.raises(OffMapError, match="the grid continues on every side"):
            ask()


def test_fire_arcs_reach_across_the_whole_extended_grid_9_31b() -> None:
    """[9.31b, 15.0-MR] the field-of-fire wedges reach from one far edge of the extended grid to the other."""
    assert fire_arc(f"-{LIMIT}:00", "N", f"{LIMIT}:00", readings=WIDE) == "starboard"
    assert fire_arc(f"-{LIMIT}:-{LIMIT}", "SE", f"{LIMIT}:{LIMIT}", readings=WIDE) == "bow"
    assert fire_arc(f"{LIMIT}:{LIMIT}", "NW", f"-{LIMIT}:{LIMIT}", readings=WIDE) == "port"


def test_ships_fire_at_each_other_beyond_the_printed_map_9_31() -> None:
    """[9.31, 15.0-MR] a broadside bears, with range and arc, between two ships beyond the printed map."""
    p = pos(ship("Constitution", "35:05", "N"), ship("Guerriere", "38:05", "S"), **WIDE)
    fv = fire_value(p, "Constitution", "Guerriere")
    assert fv and fv.facts["range"] == 6


# ---------------------------------------------------------------- movement, drift, fouling [7.0, 8.0]


def test_sailing_off_the_printed_map_and_stopping_at_the_far_edge_7_54_15_0_mr() -> None:
    """[7.52, 7.54, 15.0-MR] under map_exit=unbounded a ship sails off the printed map and on; at the bound it
    stops as at the printed edge, the ruling saying why."""
    p = start_movement(pos(ship("Constitution", "3005", command="ahead"), wind="W", **WIDE))
    p = apply_step(p, "Constitution", "step").position
    assert p.ship("Constitution").square == Square(31, 5)
    edge = start_movement(pos(ship("Constitution", f"{LIMIT}:05", command="ahead"), wind="W", **WIDE))
    assert [type(o).__name__ for o in step_options(edge, "Constitution")] == ["Stop"]
    with pytest.raises(IllegalActionError, match="far edge of the extended grid"):
        apply_step(edge, "Constitution", "step")


def test_a_ship_swept_off_the_map_may_sail_back_but_no_further_without_map_exit_15_0_mr() -> None:
    """[13.11, 15.0-MR] with only swell_edge=unbounded a ship beyond the edge may sail back onto the printed map,
    and stops at the printed edge rather than sail further out (map_exit=stop_at_edge)."""
    back = start_movement(pos(ship("Constitution", "31:05", "W", command="ahead"), wind="E", swell_edge="unbounded"))
    assert apply_step(back, "Constitution", "step").position.ship("Constitution").square == Square(30, 5)
    out = start_movement(pos(ship("Constitution", "31:05", "E", command="ahead"), wind="W", swell_edge="unbounded"))
    with pytest.raises(
        IllegalActionError, match=r"32:05, off the printed map \(reading: the ship may not leave the grid"
    ):
        apply_step(out, "Constitution", "step")


def test_fouling_drift_and_melee_beyond_the_printed_map_7_81_8_0_11_2() -> None:
    """[7.81, 8.0, 11.2, 15.0-MR] entering an enemy's square beyond the map fouls; melee is fought there; a
    ship there drifts in place."""
    p = start_movement(pos(ship("Constitution", "3005", command="ahead"), ship("Guerriere", "31:05", "N"), **WIDE))
    p = apply_step(p, "Constitution", "step").position
    assert p.ship("Constitution").fouled and p.ship("Guerriere").fouled
    assert melee_squares(p) == (Square(31, 5),)
    after, ruling = melee(p, "31:05", {"US": 6, "BR": 1})
    assert "31:05" in ruling.question and after.ship("Guerriere").prize
    drifted, _ = drift(pos(ship("Shannon", "-4:-4", "N"), **WIDE), "Shannon", 6)
    assert drifted.ship("Shannon").square == Square(-4, -4)


# ---------------------------------------------------------------- swell [13.1]


def test_swell_beyond_the_printed_map_13_11_15_0_mr() -> None:
    """[13.11, 13.12, 15.0-MR] swell carries a dead ship onto the extension (swell_edge=unbounded); an occupied
    square there exempts it like any other [13.12]; the far edge of the extended grid blocks."""
    dead = ship("Constitution", "3005", masts=3)
    moved, _ = swell(pos(dead, wind="W", turn=8, swell_edge="unbounded"), "Constitution", 6)
    assert moved.ship("Constitution").square == Square(31, 5)
    crowded = pos(dead, ship("Guerriere", "31:05"), wind="W", turn=8, swell_edge="unbounded")
    ex = swell_exemption(crowded, "Constitution")
    assert ex and "13.12" in ex.cases
    at_edge = pos(ship("Constitution", f"{LIMIT}:05", masts=3), wind="W", turn=8, swell_edge="unbounded")
    assert swell_exemption(at_edge, "Constitution") and "far edge" in str(swell_exemption(at_edge, "Constitution"))


def test_swell_edge_blocks_only_at_the_printed_edge_13_11_15_0_mr() -> None:
    """[13.11, 15.0-MR] swell_edge=blocks: the printed edge stops a ship on the map; a ship already beyond it
    (sailed there under map_exit=unbounded) drifts on over the extension."""
    on_map = pos(ship("Constitution", "3005", masts=3), wind="W", turn=8, **WIDE)
    assert swell_exemption(on_map, "Constitution")
    beyond = pos(ship("Constitution", "33:05", masts=3), wind="W", turn=8, **WIDE)
    ex = swell_exemption(beyond, "Constitution")
    assert not ex and ("map_exit", "unbounded") in ex.readings
    assert swell(beyond, "Constitution", 5)[0].ship("Constitution").square == Square(34, 5)


# ---------------------------------------------------------------- striking, victory, record sheets


def test_striking_beyond_the_printed_map_12_13() -> None:
    """[12.11, 12.13, 15.0-MR] an abandoned ship beyond the map strikes to an enemy alongside there."""
    p = pos(ship("Guerriere", "-2:-2", hull=5), ship("Constitution", "-1:-1"), **WIDE)
    r = strike_ruling(p, "Guerriere")
    assert r and r.facts["captor"] == "US" and "-01:-01" in str(r)


def test_a_ship_beyond_the_printed_map_still_counts_15_0_gl_vc_mr() -> None:
    """[15.0-GL, 15.0-VC, 15.0-MR] a ship that sailed off the printed map has not left the game: its side is not
    eliminated, and Victory Points are what they would be on the map."""
    away = pos(ship("Constitution", "45:-10"), ship("Guerriere", "0505", prize=True, side="US"), **WIDE)
    home = pos(ship("Constitution", "2020"), ship("Guerriere", "0505", prize=True, side="US"))
    assert victory_points(away) == victory_points(home)
    assert end_check(away).facts["reason"] == end_check(home).facts["reason"] == "eliminated"
    alone = pos(ship("Constitution", "45:-10"), ship("Guerriere", "0505"), **WIDE)
    assert end_check(alone).facts["reason"] is None  # US still has a ship under its own colours
    assert not on_printed_map(Square(45, -10)) and "45:-10" in on_printed_map(Square(45, -10)).question


def test_record_sheets_beyond_the_printed_map_14_0() -> None:
    """[14.0] the record sheet is the same wherever the ship sails."""
    p = pos(ship("Constitution", "45:-10", hull=2), ship("Guerriere", "0505"), **WIDE)
    assert "hull 2" in str(record_sheet(p, "US"))


# ---------------------------------------------------------------- drawing


def test_drawing_grows_past_the_printed_map_and_keeps_its_edge_15_0_mr() -> None:
    """[15.0-MR] the picture of a position reaches every ship beyond the printed map, keeps part of the printed map
    in view with its edge drawn, and names the extension's squares COL:ROW; a position on the map is unchanged."""
    far = pos(ship("Constitution", "40:-06"), ship("Guerriere", "44:-3"), **WIDE)
    win = window_for("ships", [s.square for s in far.ships])
    assert all(s.square in win for s in far.ships)
    assert any(s in MAP for s in win.squares())  # part of the printed map shows
    svg = position_svg(far)
    assert 'id="printed-map-edge"' in svg and ">41<" in svg and ">-06<" in svg and "beyond the printed" in svg
    near = pos(ship("Constitution", "0505"), ship("Guerriere", "0707"))
    assert "printed-map-edge" not in position_svg(near)
    whole = window_for("map", [Square(-2, 5)])
    assert (whole.col0, whole.row0, whole.col1, whole.row1) == (-3, 1, 30, 20)


def test_documented_refusal_is_the_one_raised_15_0_mr() -> None:
    """docs/notation.md: the refusal shown for a square beyond the printed map without the reading is verbatim."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
    with pytest.raises(NotationError) as err:
        Position.parse("FS turn 1 wind W | Constitution US 31:05 E")
    assert f"\n{err.value}\n" in doc
