"""The computer captain of As Per Margin: legal, deterministic, explains itself with the sections, and plays well.

Positions are set up with Side 1 named and the wind speed given (reading ``initial_wind_speed=scenario``), so a game
starts at once at Side 1's fire [TURN SEQUENCE, APM-01]; an anchored ship never moves, so her side's movement step
passes by itself.
"""

from __future__ import annotations

from typing import Any

import pytest

import sailkit.rulesets.as_per_margin as apm
from sailkit.players import Decision, match, play_game
from sailkit.ruleset import Capability
from sailkit.rulesets.as_per_margin import AsPerMarginGame, Position, Setup
from sailkit.rulesets.as_per_margin.captain import Captain, Weights
from sailkit.rulesets.as_per_margin.fire import volley
from sailkit.rulesets.as_per_margin.turn import Phase

FRIGATE = "C2/2/2"


def game_at(text: str, side_one: int = 1, **readings: str) -> AsPerMarginGame:
    """A game of the position ``text`` (``APM turn ...``), its Side 1 named, the wind speed the position's."""
    setup = Setup(
        "test", Position.parse(text), side_one=side_one, readings={"initial_wind_speed": "scenario", **readings}
    )
    return AsPerMarginGame(setup)


def decide(game: AsPerMarginGame) -> Decision:
    """The captain's decision, checked to be one of the legal actions, its reason citing clauses of our index."""
    decision = Captain().decide(game)
    assert decision.action in game.legal_actions()
    assert decision.cases and all(case in apm.RULESET.cases for case in decision.cases), decision.reason
    return decision


def test_the_rule_set_offers_its_captain() -> None:
    assert apm.RULESET.offers(Capability.CAPTAIN)
    captain = apm.RULESET.captain()
    assert isinstance(captain, Captain) and captain.name == "captain" and repr(captain) == "Captain()"
    assert repr(Captain(Weights(caution=1.0))).startswith("Captain(Weights(")


# ---------------------------------------------------------------------------
# whole games: legal, deterministic, explained
# ---------------------------------------------------------------------------


def _decisions_are_legal(played: Any) -> None:
    """Replay the game from its start: each of the captain's actions was legal where it was chosen."""
    game = AsPerMarginGame(played.game.setup)
    at = {index: decision for index, _, decision in played.decisions}
    for index, action in enumerate(played.actions):
        if index in at:
            assert at[index].action == action and action in game.legal_actions(), (index, str(action))
        game.apply_action(action)


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("side", ["GB", "FR"])
def test_it_plays_either_side_legally_and_the_same_way_twice(seed: int, side: str) -> None:
    """[TURN SEQUENCE, APM-01] Every decision is a legal action; the same seed gives the same game, action for action
    and reason for reason (the dice come from the game's seeded source, the captain has no generator)."""
    first = play_game(AsPerMarginGame(apm.frigate_duel()), {side: "captain"}, seed, captain=Captain)
    again = play_game(AsPerMarginGame(apm.frigate_duel()), {side: "captain"}, seed, captain=Captain)
    assert first.game.is_terminal() and first.decisions
    assert first.game.to_text() == again.game.to_text()  # the reasons are the record's comments
    _decisions_are_legal(first)
    for _, who, decision in first.decisions:
        assert who == side and decision.cases and all(case in apm.RULESET.cases for case in decision.cases)


def test_captains_on_both_sides_of_the_squadron_action_play_legally() -> None:
    """Three ships a side: the captain moves each, and reasons for every one of them."""
    played = play_game(
        AsPerMarginGame(apm.squadron_action()), {"GB": "captain", "FR": "captain"}, 3, captain=Captain, max_turns=3
    )
    _decisions_are_legal(played)
    moved = {str(d.action.ship) for _, _, d in played.decisions if d.action.verb in ("move", "tack")}
    assert moved == {s.name for s in apm.squadron_action().position.ships}


def test_it_beats_random_play_by_a_clear_margin() -> None:
    """Five seeds (5-9, the half of seeds 0-9 whose games are shortest), each from both sides, of the frigate duel: the
    captain wins most of the decided games (all 20 of seeds 0-9, as it happens)."""
    summary = match(lambda: AsPerMarginGame(apm.frigate_duel()), ("captain", "random"), range(5, 10), captain=Captain)
    assert summary.games == 10 and summary.decided >= 8
    assert summary.rate() >= 0.85, str(summary)


# ---------------------------------------------------------------------------
# fire [FIRE, APM-07; TOSS DOUBLE DICE FOR, APM-08; RANGES & COMBAT CHARTS, APM-09]
# ---------------------------------------------------------------------------

#: Amethyst (Side 1) lies anchored, heading north; Thetis, due north of her and off her bow, sails east.
BOW = "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 30,20@0 {c} X0/0/0/0 F:- anchored | Thetis=2 FR 38 {at} {c} X0/0/0/0 F:{f}"


def test_side_two_moves_to_rake_and_then_fires_the_rake() -> None:
    """As Side 2 the captain moves last and fires at once [APM-01]: it ends where its broadside bears on Amethyst
    from her bow, where she cannot answer (a rake, double dice [APM-08a]), and fires it."""
    game = game_at(BOW.format(c=FRIGATE, at="23,31@90", f="-"))
    assert game.phase is Phase.MOVE_SIDE_2  # Amethyst has no shot, and at anchor she does not move
    moved = decide(game)
    game.apply_action(moved.action)
    thetis, amethyst = game.position.ship("Thetis"), game.position.ship("Amethyst")
    shot = volley(thetis, amethyst, game.state.readings)
    assert shot and shot.volley.rake, moved.reason
    assert "a rake" in moved.reason and "APM-08a" in moved.cases
    assert game.phase is Phase.SIDE_2_FIRE
    fired = decide(game)
    assert fired.action.verb == "fire" and "APM-08a" in fired.cases and "APM-11" in fired.cases


def test_a_first_broadside_is_kept_for_closer_range() -> None:
    """At 20 inches only a 6 scores: the first broadside, whose dice double once only, is kept [APM-08, APM-09]; a
    broadside fired before fires, since waiting gains it nothing."""
    far = "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 30,20@0 C2/2/2 X0/0/0/0 F:{f} | Thetis=2 FR 38 50,20@0 C2/2/2 X0/0/0/0 F:-"
    fresh = game_at(far.format(f="-"))
    assert fresh.phase is Phase.SIDE_1_FIRE and fresh.current_side() == "GB"
    kept = decide(fresh)
    assert kept.action.verb == "done" and "keeps her first starboard broadside" in kept.reason
    assert {"APM-08", "APM-09"} <= set(kept.cases)
    fired = decide(game_at(far.format(f="S")))
    assert str(fired.action) == "fire Amethyst Thetis" and "only on a 6" in fired.reason


def test_a_crew_is_called_from_the_pumps_only_for_a_shot_worth_the_throw() -> None:
    """A crew at the pumps that fires throws the pumps die (a 5 costs a gun box, a 6 a hull box) [APM-16e]: worth it
    for a raking first broadside close in, not for a single die at long range."""
    pumping = "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 30,20@0 C2/2/2 X0/0/0/2 F:{f} | Thetis=2 FR 38 {at} C2/2/2 X0/0/0/0 F:-"
    close = decide(game_at(pumping.format(f="-", at="38,20@0")))  # 8 inches abeam: 4 dice, a 4 or better
    assert str(close.action) == "fire Amethyst Thetis pumps" and "APM-16e" in close.cases
    far = decide(game_at(pumping.format(f="S", at="52,20@90")))  # 22 inches: 2 dice, only a 6
    assert far.action.verb == "done"


# ---------------------------------------------------------------------------
# boarding and grapples [BOARDING, APM-12; FALLING ABOARD, APM-04]
# ---------------------------------------------------------------------------

LOCKED = (
    "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 30,20@0 C2/2/2 X{a} F:S locked:Thetis "
    "| Thetis=2 FR 38 32,20@0 C2/2/2 X{t} F:P locked:Amethyst"
)


def test_the_stronger_ship_holds_her_fire_and_boards() -> None:
    """Amethyst, whole, is fallen aboard a battered Thetis: a ship that fires may not board, and Side 1 fires before
    the boarding step, so she holds her fire and then boards, 12 dice against 6 [APM-12, APM-12a, APM-12b]."""
    game = game_at(LOCKED.format(a="0/0/0/0", t="3/1/1/1"))
    assert game.phase is Phase.SIDE_1_FIRE
    held = decide(game)
    assert held.action.verb == "done" and "to board Thetis" in held.reason and "APM-12" in held.cases
    game.apply_action(held.action)
    assert game.phase is Phase.BOARDING
    boards = decide(game)
    assert str(boards.action) == "board Amethyst Thetis" and "12 dice against 6" in boards.reason


def test_the_weaker_ship_cuts_her_grapples_and_the_stronger_stays() -> None:
    """Ships fallen aboard may try to part [FALLING ABOARD, APM-04]: the one that would lose a boarding tries, the
    one that would win does not."""
    game = game_at(LOCKED.format(a="3/1/1/1", t="0/0/0/0"), side_one=2)
    while game.phase is not Phase.CUT_GRAPPLES or game.current_side() != "GB":  # Thetis, Side 1, lets each step go
        game.apply_action(next(a for a in game.legal_actions() if a.verb in ("done", "roll")))
    weak = decide(game)
    assert str(weak.action) == "cut Amethyst Thetis" and "Thetis would win a boarding" in weak.reason
    assert "APM-04" in weak.cases
    strong = game_at(LOCKED.format(a="0/0/0/0", t="3/1/1/1"), side_one=2)
    while strong.phase is not Phase.CUT_GRAPPLES or strong.current_side() != "GB":
        strong.apply_action(next(a for a in strong.legal_actions() if a.verb in ("done", "roll")))
    assert decide(strong).action.verb == "done"


def test_a_ship_closed_on_wants_to_fall_aboard_only_when_she_would_win_the_boarding() -> None:
    """When an enemy closes within 3 inches each ship says what she wants [FALLING ABOARD, APM-04c]: the captain wants
    to fall aboard when the boarding odds favour her, and to fend off when they do not."""
    text = (
        "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 30,20@90 C2/2/2 X{a} F:- "
        "| Thetis=2 FR 38 36,20@0 C2/2/2 X0/0/0/0 F:- anchored"
    )
    for amethyst, wish in (("0/0/0/0", "fend-off"), ("3/1/1/2", "fall-aboard")):
        game = game_at(text.format(a=amethyst), side_one=2)
        while game.phase is not Phase.MOVE_SIDE_2:
            game.apply_action(next(a for a in game.legal_actions() if a.verb in ("done", "roll")))
        game.apply_action("move Amethyst pivot 0 run 4 grapple")  # straight at Thetis: she is asked what she wants
        asked = decide(game)
        assert str(asked.action) == f"wish Thetis {wish}" and "APM-04c" in asked.cases


# ---------------------------------------------------------------------------
# movement [TURNING SHIPS, APM-05; TACKING SHIPS, APM-06; WIND SPEED, APM-03]
# ---------------------------------------------------------------------------


def test_it_never_sails_off_the_table() -> None:
    """Running east at the east edge, every move straight on leaves the table (a ship off it is out of the battle):
    the captain turns along the edge instead [WIND SPEED, APM-03e; TURNING SHIPS, APM-05]."""
    game = game_at(
        "APM turn 1 wind 270 speed 3,4 | Amethyst=1 GB 38 70,24@90 C2/2/2 X0/0/0/0 F:- "
        "| Thetis=2 FR 38 40,30@0 C2/2/2 X0/0/0/0 F:- anchored"
    )
    assert game.phase is Phase.MOVE_SIDE_1
    decision = decide(game)
    game.apply_action(decision.action)
    assert "Amethyst" not in game.state.gone and game.position.ship("Amethyst").mainmast in game.state.setup.area


def test_a_tack_is_weighed_by_its_chance_of_coming_round() -> None:
    """Thetis beats south with Amethyst off her starboard quarter: tacking brings her round onto heading 345, across
    Amethyst's bow, for a raking first broadside, and a French ship comes round with chance 2/3, so she tacks
    [TACKING SHIPS, APM-06]. Damaged, she adds 2 to the die and comes round with chance 1/3 only [APM-06a]: a miss
    would leave her drifting under Amethyst's guns, and she sails on instead."""
    text = (
        "APM turn 2 wind 270 speed 3,6 | Amethyst=1 GB 38 32.3,28.3@60 C2/2/2 X0/0/0/0 F:- anchored "
        "| Thetis=2 FR 38 42.4,22.2@195 C2/2/2 X{masts}/0/0/0 F:-"
    )
    decisions = []
    for masts in (0, 2):
        game = game_at(text.format(masts=masts))
        game.apply_action("done GB")  # Amethyst holds her fire
        assert game.phase is Phase.MOVE_SIDE_2
        decisions.append(decide(game))
    tacked, sailed = decisions
    assert str(tacked.action) == "tack Thetis run 4" and "chance 2/3" in tacked.reason and "a rake" in tacked.reason
    assert "APM-06" in tacked.cases and "APM-08a" in tacked.cases
    assert sailed.action.verb == "move"


def test_dice_are_never_the_captains_business() -> None:
    """At a chance node (here the set-up's die for Side 1 [TURN SEQUENCE, APM-01a]) the captain refuses to decide:
    the dice come from the game's source."""
    from sailkit.errors import IllegalActionError

    game = AsPerMarginGame(apm.frigate_duel())
    assert game.is_chance_node()
    with pytest.raises(IllegalActionError, match="never from the captain"):
        Captain().decide(game)


def test_its_estimate_of_a_shot_follows_the_readings() -> None:
    """With the stand-in Table II (reading table_ii=hull-guns-fire) a 4 inside 8 inches does damage, so a shot there is
    worth more to the captain; beyond 8 inches a 4 misses under either reading [TABLE I, APM-11, APM-11a]."""
    from sailkit.geometry.table import Pose

    victory = apm.Ship("Victory", 1, Pose(0, 0, 0))
    close, far = (apm.Ship("Redoutable", 2, Pose(x, 0, 0), nation="FR") for x in (6, 12))
    plain, stand_in = apm.READINGS.resolve(None), apm.READINGS.resolve({"table_ii": "hull-guns-fire"})
    captain = Captain()
    shots = {(t.pose.x, r["table_ii"]): captain.shot(victory, t, r) for t in (close, far) for r in (plain, stand_in)}
    assert all(s is not None and s.volley.dice == 12 for s in shots.values())
    assert shots[(6, "hull-guns-fire")].worth > shots[(6, "unresolved")].worth  # type: ignore[union-attr]
    assert shots[(12, "hull-guns-fire")].worth == shots[(12, "unresolved")].worth  # type: ignore[union-attr]
