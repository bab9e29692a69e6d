"""The end of a game [15.0-GL, 15.0-VC]: at the very moment a side is eliminated, in whatever phase; and
the draw when no damage is possible any more."""

from __future__ import annotations

from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.game import Game, play_random
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.victory import victory_points


def _game(*ships: ShipState, turn: int = 3, **readings: str) -> Game:
    return Game(Position(Direction.N, ships, turn=turn), readings=readings or None, game_length=None)


def _points(g: Game) -> dict[str, int]:
    return {side: int(v) for side, v in victory_points(g.position).items()}


# ---- the end at the moment a side is eliminated [15.0-GL] ----


def _two_melees() -> Game:
    """Guerriere, BR's only manned ship, is fouled with Constitution in 1010; in 2020 Chesapeake lies fouled
    with Wasp, a US ship BR took earlier and holds as a prize [7.81, 12.2]."""
    return _game(
        ShipState.of("Constitution", "1010", "N", fouled=True),
        ShipState.of("Guerriere", "1010", "S", fouled=True, hull=5),  # crew 8 - 5 = 3, Boarding Value -2
        ShipState.of("Chesapeake", "2020", "N", fouled=True),
        ShipState.of("Wasp", "2020", "S", side="BR", fouled=True, prize=True),
    )


def test_melee_capture_of_the_last_ship_ends_the_game_before_the_next_melee_15_0_gl_11_21c() -> None:
    """[15.0-GL, 11.21c, 12.31] Constitution takes Guerriere in the first melee: BR has lost all its participating
    ships, so the game ends there, in the Melee Phase. The melee in 2020, where Chesapeake could retake Wasp and
    change the points, is never fought: no die is asked for it and the Victory Points are those of that moment."""
    g = _two_melees()
    g.apply_action("hold Constitution")  # Chesapeake has no target: Wasp is a prize [12.23]
    assert g.phase == "Melee [11.2]" and [t.square for t in g.flow.tasks] == ["1010", "2020"]
    g.apply_action("roll 4")  # US: 9 - 4 + 4 = 9
    g.apply_action("roll 1")  # BR: -2 + 1 = -1: US wins [11.21c]
    assert g.position.ship("Guerriere").prize and g.position.ship("Wasp").side == "BR"
    assert g.is_terminal() and not g.flow.tasks and g.legal_actions() == []
    end = g.end
    assert end is not None and end.facts["reason"] == "eliminated" and end.facts["sides"] == ("BR",)
    assert "15.0-GL" in end.cases and "12.2" in end.cases
    assert any("Melee [11.2] phase of Game-Turn 3" in s.reason for s in end.steps)
    assert any("Guerriere struck and is a prize of US" in s.reason for s in end.steps)
    assert g.result().facts["points"] == _points(g) == {"US": 10 - 5, "BR": 10 - 6}  # Guerriere Rate 5, Wasp Rate 6
    assert g.result().verdict == "US wins"
    # the record replays to the same end, and the end is part of the state an undo takes back
    again = Game.from_text(g.to_text())
    assert again.flow == g.flow and again.position == g.position and again.result() == g.result()
    g.undo()
    assert not g.is_terminal() and g.flow.tasks


def test_strike_by_fire_in_the_movement_phase_ends_the_game_at_once_15_0_gl_12_13() -> None:
    """[15.0-GL, 12.13, 9.11] Chesapeake steps next to Cyane, BR's only ship, one hull hit from abandonment, and
    fires: the hit abandons Cyane with an enemy alongside, so it strikes, and the game ends in the Movement Phase.
    Constitution's movement and the critical-hit die of the double are never asked for."""
    g = _game(
        ShipState.of("Chesapeake", "0912", "E"),
        ShipState.of("Constitution", "2020", "E"),
        ShipState.of("Cyane", "1011", "E", hull=4, masts=3),  # dismasted; Rate 5: abandoned at 5 hull hits [12.11]
        turn=2,
    )
    g.apply_action("command Chesapeake ahead")
    g.apply_action("command Constitution ahead")
    g.apply_action("step Chesapeake")
    g.apply_action("fire Chesapeake Cyane hull")
    g.apply_action("roll 66")
    assert g.position.ship("Cyane").prize and g.position.ship("Cyane").side == "US"
    assert g.is_terminal() and g.end is not None and g.end.facts["reason"] == "eliminated"
    assert any("Movement" in s.reason and "Game-Turn 2" in s.reason for s in g.end.steps)
    assert g.position.ship("Constitution").command == "ahead"  # the rest of the turn is not played
    assert g.result().verdict == "US wins" and g.result().facts["points"] == {"US": 5, "BR": 0}


def test_blow_up_in_the_strategic_cycle_ends_the_game_before_studding_sails_15_0_gl_13_21() -> None:
    """[15.0-GL, 13.21, 15.0-VC] Game-Turn 8: Frolic, BR's only ship, is on fire and rolls a 1: it blows up and
    counts as a US prize. The game ends in the Fire Phase of the Strategic Cycle; the Studding Sail Phase and the
    commands of Game-Turn 8 never come."""
    g = _game(ShipState.of("Wasp", "0505", "E"), ShipState.of("Frolic", "1515", "E", fires=1), turn=8)
    assert g.phase == "Burning ships [13.2]" and g.is_chance_node()
    g.apply_action("roll 1")
    assert g.is_terminal() and g.position.ship("Frolic").destroyed
    assert any("Frolic blew up" in s.reason for s in g.end.steps)
    assert any("Burning ships [13.2] phase of Game-Turn 8" in s.reason for s in g.end.steps)
    assert g.result().verdict == "US wins" and g.result().facts["points"] == {"US": 4, "BR": 0}


def _all_french_taken(length: int, **readings: str) -> Game:
    """Wasp alone under her colours; Frolic a US prize: BR has lost everything in a scenario of ``length`` turns."""
    ships = (ShipState.of("Wasp", "0505", "E"), ShipState.of("Frolic", "0506", "E", prize=True, side="US"))
    return Game(Position(Direction.N, ships), readings=readings or None, game_length=length)


def test_a_fixed_length_game_ends_when_a_side_is_eliminated_by_default_15_0_gl_15_8() -> None:
    """[15.0-GL, 15.8] reading elimination_fixed_length=ends (default): nothing can change the points once a side
    has no ship left, so a 12-turn scenario stops there too, and the ruling says it cut the turns short."""
    g = _all_french_taken(12)
    assert g.is_terminal() and g.end.facts["reason"] == "eliminated"
    assert ("elimination_fixed_length", "ends") in g.end.readings
    assert "12 Game-Turns are not played out" in str(g.end)
    open_ended = Game(g.start, game_length=None)
    assert open_ended.is_terminal() and "elimination_fixed_length" not in dict(open_ended.end.readings)


def test_a_fixed_length_game_plays_its_turns_out_under_the_literal_reading_15_0_gl_15_8() -> None:
    """[15.0-GL, 15.8] elimination_fixed_length=plays_out: the printed number of turns is played whatever happens."""
    g = _all_french_taken(12, elimination_fixed_length="plays_out")
    assert not g.is_terminal() and g.phase == "Command Decision [6.1]"


# ---- no damage possible: a draw [15.0-GL] ----


def _stalemate(**readings: str) -> Game:
    """Both sides dismasted and far apart, US holding Cyane as a prize: neither can ever fire again [10.41a]."""
    return _game(
        ShipState.of("Constitution", "0505", "E", masts=3),
        ShipState.of("Guerriere", "2015", "E", masts=3),
        ShipState.of("Cyane", "0707", "E", side="US", prize=True),
        **readings,
    )


def test_no_damage_possible_is_a_draw_whatever_the_prizes_15_0_gl() -> None:
    """[15.0-GL] when neither side can do fire damage any more the game is a draw, by default even though US holds
    a prize worth 5 points; the end ruling and the result say so and name the reading game_end_no_damage."""
    g = play_random(_stalemate(), seed=1, max_turns=3)
    assert g.is_terminal() and g.end.facts["reason"] == "no damage possible" and g.end.facts["draw_forced"]
    assert ("game_end_no_damage", "draw") in g.end.readings
    r = g.result()
    assert r.verdict == "draw" and r.facts["points"] == {"US": 5, "BR": 0}
    assert ("game_end_no_damage", "draw") in r.readings


def test_no_damage_possible_on_points_is_a_named_reading_15_0_gl_15_0_vc() -> None:
    """[15.0-GL, 15.0-VC] reading game_end_no_damage=points: the same stalemate is decided by the prizes held."""
    g = play_random(_stalemate(game_end_no_damage="points"), seed=1, max_turns=3)
    assert g.is_terminal() and not g.end.facts["draw_forced"]
    assert g.result().verdict == "US wins"
