"""The computer captain [issue 9]: legal, deterministic, explainable, and it sails with seamanship.

The 200-game measurements are not here (they take minutes): run
``python -m sailkit.rulesets.fighting_sail captain`` for them. These tests play a
handful of seeded games and check each heuristic in a position made for it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from sailkit.dice import SeededDice
from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.compass import Direction
from sailkit.geometry.squares import Square
from sailkit.rulesets.fighting_sail import Action, Game, Position, ShipState, fire_value, line_of_sight
from sailkit.rulesets.fighting_sail.captain import (
    Captain,
    Chart,
    Course,
    Decision,
    RandomPlayer,
    Scorer,
    Sea,
    match,
    play_game,
)
from sailkit.rulesets.fighting_sail.movement import to_action


def _play(game: Game, captain: Captain, seed: int = 5, *, until_turn: int | None = None) -> list[Decision]:
    """Let ``captain`` make every decision (both sides) with seeded dice until the game ends or ``until_turn`` begins."""
    dice = SeededDice(seed)
    made: list[Decision] = []
    for _ in range(500):
        if game.is_terminal() or (until_turn is not None and game.turn >= until_turn):
            return made
        if game.is_chance_node():
            game.roll(dice)
            continue
        d = captain.decide(game)
        made.append(d)
        game.apply_action(d.action)
    raise AssertionError("the turn did not end")


# ---------------------------------------------------------------- whole games


def test_the_captain_beats_random_play_in_seeded_games_of_15_1_and_15_4() -> None:
    """A handful of seeded games, the captain on each side: it wins them, by legal actions only."""
    won = []
    for sid, seeds in (("15.1", (0, 1)), ("15.4", (0,))):
        sides = Game.from_scenario(sid).position.sides()
        for seed in seeds:
            for captain_side in sides:
                players = {side: "captain" if side == captain_side else "random" for side in sides}
                played = play_game(sid, players, seed, max_turns=60)
                assert played.game.is_terminal()
                won.append(played.winner == captain_side)
                assert all(played.actions[i] == d.action for i, _, d in played.decisions)
    assert sum(won) >= len(won) - 1, won


def test_the_same_seed_plays_the_same_game_with_the_same_reasons() -> None:
    a = play_game("15.1", {"US": "captain", "BR": "captain"}, 11, max_turns=5)
    b = play_game("15.1", {"US": "captain", "BR": "captain"}, 11, max_turns=5)
    assert a.actions == b.actions and a.game.to_text() == b.game.to_text()
    assert [d.reason for _, _, d in a.decisions] == [d.reason for _, _, d in b.decisions]


def _random_walk(sid: str, seed: int, until_turn: int) -> Iterator[tuple[Game, list[Action]]]:
    """Each decision node of a seeded random game of ``sid`` up to ``until_turn``, with its legal actions,
    before random play moves on from it."""
    game, rng, dice = Game.from_scenario(sid), random.Random(seed), SeededDice(seed)
    while not game.is_terminal() and game.turn <= until_turn:
        if game.is_chance_node():
            game.roll(dice)
            continue
        legal = [a for a in game.legal_actions() if a.verb != "propose-end"]
        yield game, legal
        game.apply_action(rng.choice(legal))


def test_every_choice_is_legal_wherever_random_play_leads() -> None:
    """From random games of the small scenarios, ask the captain now and then, and always at the rarer
    choices: unfouling and studding sails come up along the way [11.3, 13.3]."""
    verbs: set[str] = set()
    kinds: set[str] = set()
    ask = random.Random(99)
    for sid in ("15.1", "15.2", "15.5", "15.7"):
        for seed in range(2):
            asked = 0
            for game, legal in _random_walk(sid, seed, 17):
                if ask.random() < 0.06 or legal[0].verb in ("unfoul", "place", "face", "swell", "studding"):
                    d = Captain().decide(game)
                    assert d.action in legal and d.reason
                    verbs.add(d.action.verb)
                    kinds.add(legal[0].verb)
                    asked += 1
            assert asked
    assert {"command", "fire", "hold", "step", "done"} <= verbs, verbs
    assert {"studding", "unfoul"} <= kinds, kinds


def test_deciding_never_writes_into_the_record() -> None:
    """The captain's lookahead goes through the rules, not a branch: the record keeps no trace of it [14.0].

    Chesapeake is abandoned, so each step Shannon weighs is first played ahead [12.14]."""
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1310 E hull=5"))
    captain, dice = Captain(), SeededDice(2)
    for _ in range(40):
        if game.is_terminal():
            break
        if game.is_chance_node():
            game.roll(dice)
            continue
        before = game.to_text()
        d = captain.decide(game)
        assert game.to_text() == before and len(game.variations()) <= 1
        game.apply_action(d.action)
    assert game.is_terminal() and game.result().verdict == "BR wins"
    assert "(" not in game.to_text().splitlines()  # no variation was written


def test_a_played_game_saves_with_the_captains_reasons_as_comments() -> None:
    """``play_game`` writes each reason as the comment of its action, so the replayer can show it [14.0]."""
    played = play_game("15.1", {"US": "captain", "BR": "random"}, 3, max_turns=6)
    again = Game.from_text(played.game.to_text())
    assert again.position == played.game.position and again.ply == len(played.actions)
    index, _, decision = played.decisions[0]
    node = next(n for i, n in enumerate(again.mainline()) if i == index)
    assert node.comment == decision.reason and "[" in node.comment


def test_the_captain_decides_only_at_decision_nodes() -> None:
    """Dice come from the game's dice, never from the captain [4.2]."""
    game = Game.from_scenario("15.1")
    for a in ("command Chesapeake ahead", "command Shannon ahead"):
        game.apply_action(a)
    dice = SeededDice(3)
    while not game.is_chance_node():
        game.apply_action(Captain().choose(game))
    with pytest.raises(IllegalActionError, match="never from the captain"):
        Captain().decide(game)
    while not game.is_terminal():
        if game.is_chance_node():
            game.roll(dice)
        else:
            game.apply_action(Captain().choose(game))
    with pytest.raises(IllegalActionError, match="game is over"):
        Captain().decide(game)


def test_commands_do_not_read_the_enemys_face_down_chits() -> None:
    """The British captain orders the same whatever the American chit says [6.1, 6.14]."""
    chosen = set()
    for order in ("ahead", "port", "starboard", "wear", "tack"):
        game = Game.from_scenario("15.1")
        game.apply_action(f"command Chesapeake {order}")
        chosen.add(str(Captain().choose(game)))
    assert len(chosen) == 1, chosen


def test_answers_an_offer_to_end_the_game_by_the_standing() -> None:
    """Never offers; declines while not ahead, accepts while ahead on Victory Points [15.0-GL, 15.0-VC]."""
    game = Game.from_scenario("15.1")
    assert Captain().choose(game).verb == "command"  # though offers are legal now [15.0-GL]
    assert any(a.verb == "propose-end" for a in game.legal_actions())
    game.apply_action("propose-end US")
    d = Captain().decide(game)
    assert str(d.action) == "decline-end BR" and "15.0-GL" in d.cases
    ahead = Game(
        Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake BR 1010 E prize | Constitution US 2010 E")
    )
    ahead.apply_action("propose-end US")
    assert str(Captain().choose(ahead)) == "accept-end BR"


def test_play_game_refuses_sides_and_players_it_does_not_know() -> None:
    with pytest.raises(InvalidInputError, match="'FR'"):
        play_game("15.1", {"FR": "captain"}, 0)
    with pytest.raises(InvalidInputError, match="'admiral'"):
        play_game("15.1", {"US": "admiral"}, 0)


def test_match_counts_every_game_once() -> None:
    summary = match("15.2", ("captain", "random"), [0], max_turns=40)
    assert summary.games == 2
    assert summary.decided + summary.draws + summary.unfinished == 2
    assert summary.first_wins >= 1 and 0 <= summary.rate() <= 1
    assert "captain wins" in str(summary)
    assert match("15.2", ("random", "random"), [0, 1], max_turns=3).games == 2  # one game a seed: no swap


def test_random_player_never_offers_to_end_the_game() -> None:
    game = Game.from_scenario("15.1")
    assert all(RandomPlayer(s).choose(game).verb == "command" for s in range(30))


# ---------------------------------------------------------------- seamanship, one heuristic at a time


def test_takes_a_stern_rake_when_one_is_offered() -> None:
    """Shannon can reach Chesapeake's stern blind area: she sails there and rakes [9.33f, 9.35]."""
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1213 E masts=3"))
    made = _play(game, Captain(), until_turn=3)
    fired = [d for d in made if d.action.verb == "fire"]
    assert len(fired) == 1
    assert "rakes Chesapeake's stern" in fired[0].reason and "9.35" in fired[0].cases
    assert made[0].action.get("command") in ("starboard", "wear") and "rake Chesapeake's stern" in made[0].reason


def test_holds_fire_for_a_better_window_later_in_the_move() -> None:
    """A broadside now, or a rake one square on: it holds, then rakes [9.11, 9.35]."""
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1213 E masts=3"))
    made = _play(game, Captain(), until_turn=3)
    verbs = [d.action.verb for d in made]
    assert "hold" in verbs and verbs.index("hold") < verbs.index("fire")
    hold = made[verbs.index("hold")]
    assert "later in this move" in hold.reason and hold.cases[-1] == "9.11"
    assert "rakes Chesapeake's stern" in made[verbs.index("fire")].reason


def test_keeps_a_first_broadside_for_the_range_that_earns_its_bonus() -> None:
    """At long range a fresh broadside would be spent for nothing [9.33g, 9.36]; once spent, it fires."""
    text = "FS turn 2 wind N | Shannon BR 0810 S{} | Chesapeake US 1712 S masts=3"
    fresh = _fire_window(text.format(""))
    assert fresh.action.verb == "hold" and "9.36" in fresh.cases
    spent = _fire_window(text.format(" first=both"))
    assert spent.action.verb == "fire"


def _fire_window(text: str) -> Decision:
    """The captain's decision in Shannon's first fire window of the position's Movement Phase."""
    game = Game(Position.parse(text))
    captain, dice = Captain(), SeededDice(1)
    game.apply_action("command Shannon ahead")
    for _ in range(50):
        if game.is_chance_node():
            game.roll(dice)
            continue
        legal = game.legal_actions()
        if any(a.verb == "hold" for a in legal):
            return captain.decide(game)
        game.apply_action(captain.choose(game))
    raise AssertionError("no fire window")


def test_boards_an_enemy_whose_crew_it_outfights() -> None:
    """Chesapeake has lost half her crew: Shannon runs aboard her [11.2, 11.22]."""
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1010 E masts=3 hull=4"))
    made = _play(game, Captain(), until_turn=3)
    assert "boards Chesapeake" in made[0].reason and "11.2" in made[0].cases
    assert game.is_terminal() and game.result().verdict == "BR wins"


def test_does_not_board_an_enemy_whose_crew_would_win() -> None:
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E hull=3 | Chesapeake US 1010 E masts=3"))
    _play(game, Captain(), until_turn=3)
    assert not game.position.ship("Shannon").fouled


def test_comes_alongside_an_abandoned_enemy_to_take_her_surrender() -> None:
    """Chesapeake is abandoned: Shannon closes until she strikes [12.11, 12.14]."""
    game = Game(Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1310 E hull=5"))
    made = _play(game, Captain(), until_turn=6)
    assert game.is_terminal() and game.result().verdict == "BR wins"
    assert any("12.14" in d.cases for d in made)


def test_unfouls_from_a_friend_and_places_the_ship_to_fight() -> None:
    """Fouled with a friend, Victorious tries to get clear [11.31, 11.32] and is placed to bear on Rivoli [11.33]."""
    game = Game(
        Position.parse("FS turn 2 wind W | Victorious BR 1010 E fouled | Weazel BR 1010 E fouled | Rivoli FR 1510 W")
    )
    captain, dice = Captain(), SeededDice(1)
    made = []
    while game.turn == 2:
        if game.is_chance_node() and "Unfoul" in game.phase:
            game.apply_action("roll 1")  # she gets clear [11.32]
        elif game.is_chance_node():
            game.roll(dice)
        else:
            made.append(captain.decide(game))
            game.apply_action(made[-1].action)
    assert [d.action.verb for d in made] == ["unfoul", "place"]
    assert "11.33" in made[1].cases and "Rivoli" in made[1].reason
    assert not game.position.ship("Victorious").fouled


def test_sets_studding_sails_where_they_add_speed() -> None:
    """Turn 8 runs the Strategic Cycle [13.0]: beam reach gains a point of sail [13.33], broad reach none."""
    game = Game(Position.parse("FS turn 8 wind N | Shannon BR 0810 E | Chesapeake US 1510 SE"))
    first = Captain().decide(game)
    assert str(first.action) == "studding Shannon set" and "13.33" in first.cases
    game.apply_action(first.action)
    game.apply_action(Captain().choose(game))  # BR is done
    assert str(Captain().choose(game)) == "done US"


def test_the_gauge_term_favours_the_greater_allowance_next_turn() -> None:
    """Ending on a beam reach (allowance 4) beats ending close-hauled (3) against an enemy who may make 3 to 6 [7.21, 5.22]."""
    pos = Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 2010 E")
    sea = Sea(pos, "BR")
    scorer = Scorer(sea, Chart(sea, planning=True))
    me = pos.ship("Shannon")
    beam, beating = (
        scorer.plan(me, Course("Shannon", None, (), me.with_(facing=f))) for f in (Direction.E, Direction.NE)
    )
    assert beam.term("gauge").value > beating.term("gauge").value
    assert "7.21" in beam.term("gauge").gain


def test_the_exposure_term_avoids_an_enemy_that_can_rake() -> None:
    """Ending with the bow toward an enemy that will have her broadside on it scores worse [9.35]."""
    pos = Position.parse("FS turn 2 wind N | Shannon BR 0810 E | Chesapeake US 1012 E")
    sea = Sea(pos, "BR")
    scorer = Scorer(sea, Chart(sea, planning=True))
    me = pos.ship("Shannon")
    ends = {
        f: scorer.plan(me, Course("Shannon", None, (), me.with_(square=Square(10, 9), facing=f))) for f in Direction
    }
    worst = min(ends.values(), key=lambda p: p.term("exposure").value)
    best = max(ends.values(), key=lambda p: p.term("exposure").value)
    assert worst.term("exposure").value < best.term("exposure").value <= 0
    assert "Chesapeake" in worst.term("exposure").avoid


# ---------------------------------------------------------------- the planning estimates agree with the rules

SHIPS = ("Shannon", "Chesapeake", "Constitution", "Wasp", "Frolic", "Detroit")


@given(
    st.sampled_from(SHIPS),
    st.sampled_from(SHIPS),
    st.tuples(st.integers(1, 30), st.integers(1, 20)),
    st.tuples(st.integers(1, 30), st.integers(1, 20)),
    st.sampled_from(list(Direction)),
    st.sampled_from(list(Direction)),
    st.integers(0, 5),
    st.booleans(),
    st.sampled_from(["", "port", "starboard", "both"]),
    st.booleans(),
    st.sampled_from(["hull", "rigging"]),
    st.sampled_from([None, "15.8"]),
)
def test_planned_fire_values_are_the_rules_fire_values(
    a: str,
    b: str,
    sa: tuple[int, int],
    sb: tuple[int, int],
    fa: Direction,
    fb: Direction,
    hull: int,
    tacked: bool,
    first: str,
    studding: bool,
    aim: str,
    scenario: str | None,
) -> None:
    """The captain's quick Fire Value equals :func:`fire_value` wherever the shot is legal [9.33a-g, 9.38, 15.8]."""
    assume(a != b and sa != sb)
    f = ShipState.of(a, Square(*sa), fa, side="BR", hull=hull, tacked=tacked)
    f = f.with_(first_port=first in ("port", "both"), first_starboard=first in ("starboard", "both"))
    assume(not f.abandoned)  # whether the firer may fire at all is asked first, by may_fire [12.11]
    t = ShipState.of(b, Square(*sb), fb, side="US", studding=studding)
    pos = Position(Direction.N, (f, t), scenario=scenario)
    ruling = fire_value(pos, f.name, t.name, aim)
    shot = Sea(pos, "BR").shot(f, t, aim)
    if ruling:
        assert shot is not None and (shot.value, shot.broadside, shot.rake) == (
            ruling.value,
            ruling.facts["broadside"],
            ruling.facts["rake"],
        )
    else:
        assert shot is None


@given(st.lists(st.tuples(st.integers(1, 12), st.integers(1, 10)), min_size=3, max_size=7, unique=True))
def test_planned_lines_of_sight_are_the_rules_lines_of_sight(squares: list[tuple[int, int]]) -> None:
    """Under the default readings the planner's sight lines agree with :func:`line_of_sight` [9.31c]."""
    names = ("Shannon", "Chesapeake", "Constitution", "Guerriere", "Wasp", "Frolic", "Cyane")
    ships = tuple(
        ShipState.of(n, Square(*sq), "N", side="BR" if i % 2 else "US") for i, (n, sq) in enumerate(zip(names, squares))
    )
    pos = Position(Direction.N, ships)
    sea = Sea(pos, "US")
    occupied = [s.square for s in ships]
    for x in occupied:
        for y in occupied:
            if x != y:
                assert sea.clear(x, y) == bool(line_of_sight(x, y, occupied=occupied)), (x, y)


def test_every_first_step_the_captain_plans_is_a_legal_action() -> None:
    """The first step of each course :func:`~.movement.moves` lists is exactly the game's list of steps [7.22, 7.3-7.9]."""
    checked = 0
    for seed in range(4):
        for game, legal in _random_walk("15.1", seed, 10):
            steps = {a for a in legal if a.verb in ("step", "free-turn", "tack", "wear", "back", "heave", "stop")}
            if steps:
                ship = next(iter(steps)).ship
                sea = Sea(game.position, game.position.ship(ship).side)
                planned = {
                    to_action(c.move.actions[0], ship)
                    for c in Chart(sea, planning=False).courses(game.position.ship(ship))
                    if c.move is not None and c.move.actions
                }
                assert planned == {a for a in steps if a.ship == ship}
                checked += 1
    assert checked > 20


def test_a_decision_lists_the_cases_it_cites() -> None:
    d = Decision(Action.parse("hold Shannon"), "holds fire, to rake X's stern [9.33f, 9.35] later [9.11, 15.0-GL]")
    assert d.cases == ("9.33f", "9.35", "9.11", "15.0-GL")
    assert str(d).startswith("hold Shannon: holds fire")
