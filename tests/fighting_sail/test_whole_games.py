"""Whole games of every scenario [15.1-15.9], played with random legal actions and seeded dice, then replayed.

Scenarios 15.1-15.7 have no fixed length [15.0]: each test stops them after
:data:`CAP` Game-Turns if no side has won or the game has not been drawn before.
15.8 (12 turns) and 15.9 (16 turns) always run to their printed end [15.8, 15.9].
Every scenario is also played on the extended grid [15.0-MR] (:data:`EXTENDED`).
Measured with pytest --durations on the development machine (2 shared cores): the whole file runs in
about 17 s (11 s before the extended-grid games); each extended-grid test takes 0.4-3.5 s, the most
for the long 15.8 and 15.9 (in 15.8 the first two seeds keep every ship on the printed map). Budget 60 s.
"""

from __future__ import annotations

import pytest

from sailkit.geometry.compass import Direction
from sailkit.rulesets.fighting_sail.board import MAP, square
from sailkit.rulesets.fighting_sail.faces.drawing import position_svg
from sailkit.rulesets.fighting_sail.game import Game, play_random
from sailkit.rulesets.fighting_sail.scenarios import scenario_info
from sailkit.rulesets.fighting_sail.ships import counter
from sailkit.rulesets.fighting_sail.state import Position, ShipState
from sailkit.rulesets.fighting_sail.victory import elimination, end_check, victory_points

CAP = 24  #: Game-Turns after which an open-ended scenario's test stops [15.0]

OPEN_ENDED = ["15.1", "15.2", "15.3", "15.4", "15.5", "15.6", "15.7"]
EXTENDED = {"map_exit": "unbounded", "swell_edge": "unbounded"}  #: the players extend the grid [15.0-MR]
SEEDS = 12  #: seeds tried per scenario for a game that sails off the printed map


def _check_replay(g: Game) -> None:
    again = Game.from_text(g.to_text())
    assert again.actions == g.actions
    assert again.position == g.position
    assert again.flow == g.flow


def _check_ended_at_once(g: Game) -> None:
    """[15.0-GL] an open-ended game ends at the first moment a side has lost all its participating ships: no
    earlier state of the game had a side eliminated, and an elimination ending names the phase it came in."""
    assert not any(elimination(p) for p, _ in list(g.history())[:-1])
    if g.end is not None and g.end.facts["reason"] == "eliminated":
        assert elimination(g.position) and "phase of Game-Turn" in g.end.steps[-1].reason


def _check_result(g: Game) -> None:
    """The verdict is the Victory Points comparison of the final position [15.0-VC]."""
    points = {side: int(v) for side, v in victory_points(g.position).items()}
    assert g.result().facts["points"] == points
    (a, pa), (b, pb) = points.items()
    forced = bool(g.end and g.end.facts["draw_forced"])
    expected = "draw" if forced or pa == pb else f"{a if pa > pb else b} wins"
    assert g.result().verdict == expected


@pytest.mark.parametrize("sid", OPEN_ENDED)
def test_open_ended_scenario_plays_to_its_end_or_the_cap_and_replays(sid: str) -> None:
    """[15.0-GL] no fixed length: the game ends only when a side is eliminated or no damage is possible,
    and the end check of the final position agrees; a game stopped at the test's cap is not over, and its
    end check says damage is still possible. The result is the Victory Points comparison [15.0-VC]."""
    g = play_random(Game.from_scenario(sid), seed=int(sid[-1]), max_turns=CAP)
    check = end_check(g.position, None)
    if g.is_terminal():
        assert g.turn <= CAP
        assert g.end is not None and g.end.facts["reason"] in {"eliminated", "no damage possible"}
        assert check and check.facts["reason"] == g.end.facts["reason"]
    else:
        assert g.turn == CAP + 1 and g.phase == "Command Decision [6.1]"
        assert not check and check.facts["reason"] is None
        assert any("damage is still possible" in s.reason for s in check.steps)
    _check_ended_at_once(g)
    _check_result(g)
    _check_replay(g)


@pytest.mark.parametrize("sid", OPEN_ENDED)
def test_open_ended_scenario_played_with_end_offers_reaches_an_end_and_replays(sid: str) -> None:
    """[15.0-GL] an open-ended game also ends when the players agree: with offers to end among the random
    player's choices, every scenario reaches an end (agreement, elimination or no damage possible), its
    result is the Victory Points comparison [15.0-VC], and the record replays to the same final state."""
    g = play_random(Game.from_scenario(sid), seed=int(sid[-1]), max_turns=200, end_offers=True)
    assert g.is_terminal(), f"{sid} did not end within 200 Game-Turns"
    assert g.end is not None and g.end.facts["reason"] in {"agreement", "eliminated", "no damage possible"}
    _check_ended_at_once(g)
    _check_result(g)
    _check_replay(g)


def _custom(*ships: ShipState) -> Position:
    return Position(Direction.parse("N"), ships)


def _ship(name: str, sq: str, **kw: object) -> ShipState:
    c = counter(name)
    side = str(kw.pop("side", c.nationality))
    return ShipState(c, side, square(sq), Direction.parse("E"), **kw)  # type: ignore[arg-type]


def test_game_with_no_damage_possible_ends_after_its_first_turn_on_points() -> None:
    """[15.0-GL, 10.41a] two dismasted ships far apart can never hurt each other: the game ends after
    Game-Turn 1, decided by Victory Points (none: a draw) [15.0-VC]."""
    g = play_random(
        Game(_custom(_ship("Constitution", "0505", masts=3), _ship("Guerriere", "2015", masts=3))),
        seed=1,
        max_turns=CAP,
    )
    assert g.is_terminal() and g.turn == 1
    assert g.end is not None and g.end.facts["reason"] == "no damage possible"
    assert g.result().verdict == "draw"
    _check_result(g)
    _check_replay(g)


def test_game_with_a_side_eliminated_ends_and_the_captor_wins() -> None:
    """[15.0-GL, 12.2] BR's only ship is a prize of US: the game is over from the start, before any action, and
    US scores 10 minus Guerriere's Rate [15.0-VC]."""
    prize = _ship("Guerriere", "0506", prize=True, side="US")
    g = play_random(Game(_custom(_ship("Constitution", "0505"), prize)), seed=1, max_turns=CAP)
    assert g.is_terminal() and g.end is not None and g.end.facts["reason"] == "eliminated"
    assert g.actions == () and g.turn == 1
    assert g.result().verdict == "US wins"
    assert g.result().facts["points"] == {"US": 10 - prize.rate, "BR": 0}
    _check_result(g)


def _boarding() -> Position:
    """Constitution fouled with Cyane and Levant in 1010, Chesapeake free nearby, Wasp a British prize [7.81, 12.2]."""
    return _custom(
        ShipState.of("Constitution", "1010", "E", fouled=True, hull=2),
        ShipState.of("Cyane", "1010", "W", fouled=True, hull=2),
        ShipState.of("Levant", "1010", "S", fouled=True, hull=1),
        ShipState.of("Chesapeake", "1210", "E"),
        ShipState.of("Wasp", "1512", "E", side="BR", prize=True),
    )


def test_random_boarding_games_end_at_the_moment_of_elimination_15_0_gl() -> None:
    """[15.0-GL, 11.21c, 15.0-VC] random play from a boarding set-up: most games end when a melee takes a side's
    last ships, in the Melee Phase and not at the end of the turn; each such game stopped at the first moment a
    side was eliminated, is scored on the points of that moment and replays to the same end."""
    during = []
    for seed in range(6):
        g = play_random(Game(_boarding(), game_length=None), seed=seed, max_turns=CAP)
        _check_ended_at_once(g)
        _check_result(g)
        _check_replay(g)
        if g.end is not None and g.end.facts["reason"] == "eliminated":
            during.append(g.end.facts["during"])
    assert len(during) >= 3 and "Melee [11.2]" in during


@pytest.mark.parametrize("sid, length", [("15.8", 12), ("15.9", 16)])
def test_fixed_length_scenario_ends_after_its_last_turn_and_replays(sid: str, length: int) -> None:
    """[15.8, 15.9] 12 and 16 Game-Turns; the Strategic Cycle ran on turn 8 (and 16) [13.0]."""
    assert scenario_info(sid).game_length == length
    g = play_random(Game.from_scenario(sid), seed=length)
    assert g.is_terminal() and g.turn == length
    assert g.end is not None and g.end.facts["reason"] == "length"
    # over exactly after the last turn: no earlier state was terminal, and the last turn did begin
    assert [f.phase for _, f in g.history()].count("over") == 1
    assert any(p.turn == length and f.phase == "command" for p, f in g.history())
    assert any(f.phase == "studding" and p.turn == 8 for p, f in g.history())
    assert set(g.result().facts["points"]) == set(scenario_info(sid).sides)
    _check_result(g)
    _check_replay(g)


def test_same_seed_same_game_other_seed_other_game() -> None:
    """Seeded play is repeatable; the record, not the generator, is what a replay needs."""
    a = play_random(Game.from_scenario("15.2"), seed=11, max_turns=4)
    b = play_random(Game.from_scenario("15.2"), seed=11, max_turns=4)
    c = play_random(Game.from_scenario("15.2"), seed=12, max_turns=4)
    assert a.actions == b.actions and a.position == b.position
    assert a.actions != c.actions


@pytest.mark.parametrize("sid", ["15.1", "15.7"])
def test_random_play_that_may_offer_ends_by_agreement_and_replays(sid: str) -> None:
    """[15.0-GL] with offers among the random choices, open-ended games end by agreement, scored by
    Victory Points [15.0-VC]; the offers and answers replay from the text record."""
    g = play_random(Game.from_scenario(sid), seed=4, max_turns=CAP, end_offers=True)
    assert g.is_terminal() and g.end is not None and g.end.facts["reason"] == "agreement"
    assert g.actions[-1].verb == "accept-end" and g.actions[-2].verb == "propose-end"
    _check_result(g)
    _check_replay(g)


def _beyond_the_map(g: Game) -> list[Position]:
    """Every position of the game with a ship afloat beyond the printed map [15.0-MR]."""
    return [p for p, _ in g.history() if any(sh.square not in MAP for sh in p.afloat())]


@pytest.mark.parametrize("sid", [*OPEN_ENDED, "15.8", "15.9"])
def test_whole_game_on_the_extended_grid_sails_off_the_printed_map_and_replays(sid: str) -> None:
    """[15.0-MR] with map_exit=unbounded and swell_edge=unbounded, whole random games of every scenario play to
    their end (or the cap) and score by Victory Points [15.0-VC]. Seeds are tried in turn until a game takes a
    ship beyond the printed map; that game replays from its text to an identical state, every position it held
    there is written and read back by the position notation, and the last one is drawn."""
    length = scenario_info(sid).game_length
    for seed in range(SEEDS):
        g = play_random(Game.from_scenario(sid, readings=EXTENDED), seed=seed, max_turns=CAP)
        assert g.is_terminal() or g.turn == CAP + 1
        assert length is None or (g.is_terminal() and g.turn == length)
        _check_result(g)
        beyond = _beyond_the_map(g)
        if beyond:
            break
    else:
        pytest.fail(f"no game of {sid} took a ship off the printed map in {SEEDS} seeds")
    _check_replay(g)
    assert "map_exit=unbounded" in g.to_text()
    for p in beyond:
        assert Position.parse(str(p)) == p
    assert ":" in position_svg(beyond[-1])  # COL:ROW squares drawn
