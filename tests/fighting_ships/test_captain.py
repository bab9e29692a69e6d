"""The computer captain of Fighting Ships (:mod:`sailkit.rulesets.fighting_ships.captain`): legal, deterministic,
explained, and better than random play; and what a side sees (everything: nothing lies face down under sail)."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Point

from sailkit.dice import SeededDice
from sailkit.errors import IllegalActionError
from sailkit.geometry.table import Pose
from sailkit.players import match
from sailkit.ruleset import Capability
from sailkit.rulesets.fighting_ships import (
    RULES,
    RULESET,
    ArcName,
    FightingShipsAction,
    Game,
    Position,
    Ship,
    arcs_holding,
    encounter,
    rake,
)
from sailkit.rulesets.fighting_ships.arcs import ON_LINE, _shape
from sailkit.rulesets.fighting_ships.captain import Captain, Weights, rakes
from sailkit.rulesets.fighting_ships.readings import chosen
from sailkit.rulesets.fighting_ships.state import State


def _random_game(seed: int, actions: int) -> Game:
    """A seeded random game of the Encounter, ``actions`` actions long (or to its end)."""
    game, rng, dice = Game(), random.Random(seed), SeededDice(seed)
    for _ in range(actions):
        if game.is_terminal():
            break
        if game.is_chance_node():
            game.roll(dice)
        else:
            game.apply_action(rng.choice(game.legal_actions()))
    return game


class _Table:
    """A game standing at a made-up decision (``FSH ...``, its phase and Player 1 given), as the captain asks it."""

    rules = RULES

    def __init__(self, position_text: str) -> None:
        self.state = State(encounter(), Position.parse(position_text))

    def is_terminal(self) -> bool:
        return RULES.is_terminal(self.state)

    def is_chance_node(self) -> bool:
        return bool(RULES.chance_outcomes(self.state))

    def legal_actions(self) -> list[FightingShipsAction]:
        return RULES.legal_actions(self.state)


def test_it_is_stated_and_keeps_the_kits_promises() -> None:
    assert RULESET.offers(Capability.CAPTAIN) and RULESET.offers(Capability.VIEWS)
    captain = RULESET.captain()
    assert isinstance(captain, Captain) and repr(captain) == "Captain()"
    careful = Captain(Weights(caution=0.5))
    assert eval(repr(careful), {"Captain": Captain, "Weights": Weights}).weights == careful.weights  # pastes back
    game = Game()
    with pytest.raises(IllegalActionError, match="never from the captain") as refused:
        captain.decide(game)  # the first initiative dice are due
    assert refused.value.case == "1.4"


@pytest.mark.parametrize("seed", [3, 11])
def test_wherever_random_play_leads_it_chooses_a_legal_action_and_cites_its_cases(seed: int) -> None:
    """At every decision of a random game (sailing order, manoeuvres, stops, fire, boarding) the captain's choice is
    legal, its reason cites sections, and a second captain makes the same choice."""
    game = _random_game(seed, 400)
    plies = game.ply
    game.rewind()
    verbs: set[str] = set()
    for _ in range(plies):
        game.forward()
        if game.is_chance_node() or game.is_terminal():
            continue
        decision = Captain().decide(game)
        assert decision.action in game.legal_actions()
        assert decision.cases, decision.reason
        assert Captain().decide(game) == decision
        verbs.add(decision.action.verb)
    assert {"sail", "manoeuvre"} <= verbs


def test_it_closes_with_the_enemy_from_the_start() -> None:
    """Random play of the Encounter rarely fights; the captain's first ship runs her points straight at the enemy,
    saying why [4.1.1f, 5.3]."""
    game = _random_game(0, 0)
    dice = SeededDice(5)
    while game.is_chance_node():
        game.roll(dice)
    captain = Captain()
    order = captain.decide(game)
    assert order.action.verb == "sail" and "[4.1" in order.reason
    game.apply_action(order.action)
    while game.is_chance_node():
        game.roll(dice)
    ship = game.state.vessel(str(order.action.ship))
    before = _nearest(game.state, ship.name)
    while game.state.moving is not None:
        decision = captain.decide(game)
        game.apply_action(decision.action)
        while game.is_chance_node():
            game.roll(dice)
    assert _nearest(game.state, ship.name) < before - 1.9
    assert "closing on the enemy [5.3]" in decision.reason or "[5.3" in decision.reason


def _nearest(state: State, name: str) -> float:
    me = state.vessel(name)
    return min(math.dist(me.ship.mainmast, e.ship.mainmast) for e in state.ships if e.side != me.side and e.fighting)


def test_it_fires_the_salvo_worth_most_and_rakes_when_it_can() -> None:
    """Targets on both broadsides: the rake at short range beats a plain shot at long range [5.3,
    5.5.5]; the reason gives the exact expected morale."""
    game = _Table(
        "FSH turn 1 gunnery wind E blowing table 48x48 morale 10,10 first 1 | Defiance=1 3rd-rate 20,20@0 D0 A0 | "
        "Achille=2 3rd-rate 25,20@90 D0 A0 | Naiad=2 5th-rate 4,20@90 D0 A0"
    )
    assert {str(a) for a in game.legal_actions()} >= {"fire Defiance Achille", "fire Defiance Naiad"}
    decision = Captain().decide(game)
    assert str(decision.action) == "fire Defiance Achille"
    assert "short range, raking" in decision.reason and "[5.1" in decision.reason and "5.5.5" in decision.reason
    defiance, naiad = game.state.vessel("Defiance"), game.state.vessel("Naiad")
    assert rakes(defiance.ship, game.state.vessel("Achille").ship, "short", game.state.readings)
    assert not rakes(defiance.ship, naiad.ship, "long", game.state.readings)


@pytest.mark.parametrize(
    ("ranged", "ran", "dice"),
    [("", 0.0, 7), ("Defiance>Achille", 0.0, 8), ("Defiance>Achille", 8.0, 7), ("", 8.0, 6)],
)
def test_it_counts_the_dice_the_engine_throws(ranged: str, ran: float, dice: int) -> None:
    """A first shot at a target and a target that ran more than 6 inches each cost a die in ten [5.5.3.1]: the
    captain's reason quotes exactly the dice the engine then throws (Defiance's Gunnery 8)."""
    game = _Table(
        "FSH turn 1 gunnery wind E blowing table 48x48 morale 10,10 first 1 | Defiance=1 3rd-rate 20,20@0 D0 A0 | "
        "Achille=2 3rd-rate 25,20@90 D0 A0"
    )
    game.state = game.state.with_(
        ranged=frozenset(tuple(pair.split(">")) for pair in ranged.split() if pair), runs=(("Achille", ran),)
    )
    decision = Captain().decide(game)
    assert str(decision.action) == "fire Defiance Achille"
    after, _ = RULES.apply_action(game.state, decision.action)
    assert after.throw is not None and after.throw.want == dice
    assert f"Defiance's {dice} dice at Achille" in decision.reason


def test_it_boards_only_when_the_exact_odds_favour_it() -> None:
    """A ship of the line entangled with a brig boards her; a brig entangled with a ship of the line does not [6.1]."""
    captain = Captain()
    state = _Table(
        "FSH turn 1 initiative wind E blowing table 48x48 morale 10,10 first 1 | Defiance=1 3rd-rate 20,20@0 D0 A0 | "
        "Rapide=2 6th-rate 22,20@0 D0 A0"
    ).state
    big, small = state.vessel("Defiance"), state.vessel("Rapide")
    assert captain.prize_worth(big, small) > 0.5 > captain.prize_worth(small, big)


def test_it_keeps_sea_room_and_clear_of_friends() -> None:
    """Ending at the table's edge or on a friend's mainmast costs the end; open sea costs nothing [1.5.4, 4.3.1]."""
    state = Game().state
    v = state.vessel("Lynx")
    captain = Captain()
    at_edge = captain.ends(state, v, Pose(47.0, 30.0, 90.0), 0, 2.0)
    on_friend = captain.ends(state, v, Pose(24.5, 6.0, 0.0), 0, 2.0)
    open_sea = captain.ends(state, v, Pose(30.0, 30.0, 0.0), 0, 2.0)
    assert at_edge["sea room"].value < -2.5 and on_friend["fouling"].value < 0
    assert "sea room" not in open_sea and "fouling" not in open_sea
    short = captain.ends(state, v, Pose(30.0, 30.0, 0.0), 0, 1.0)
    assert short["anchor"].value < 0  # a run under 2 inches brings an Anchor token [4.1.1i]


@settings(max_examples=60, deadline=None)
@given(
    x=st.floats(-30, 30),
    y=st.floats(-30, 30),
    heading=st.floats(0, 359),
    key=st.sampled_from(["3rd-rate", "5th-rate", "6th-rate"]),
    flexible=st.booleans(),
)
def test_cached_arc_shapes_answer_as_shapes_made_to_measure(
    x: float, y: float, heading: float, key: str, flexible: bool
) -> None:
    """The arcs a ship's mainmast falls in, from the shapes made once a kind of base (reaching a power of two inches)
    and from shapes made for the point's own distance, are the same [5.4]."""
    ship = replace(Ship.of("Syrene", key, Pose(24.0, 24.0, heading)), flexible=flexible)
    point = (24.0 + x, 24.0 + y)
    local = ship.pose.to_local(point)
    reach = 2 * math.hypot(*local) + ship.build.length + 1.0
    made = tuple(
        a
        for a in ArcName
        if _shape.__wrapped__(ship.build, a, flexible, reach, chosen(None)["flexible_arc"]).distance(Point(local))
        <= ON_LINE
    )
    assert arcs_holding(ship, point) == made
    other = Ship.of("Naiad", "5th-rate", Pose(*point, heading), side=2)
    for band in ("short", "medium", "long"):  # the captain's rake test is the rule's [5.5.5]
        assert rakes(other, ship, band, chosen(None)) == bool(rake(other, ship, band).verdict)


def test_a_side_sees_the_whole_table() -> None:
    """Nothing lies face down under sail: each side's view is the state itself [1.2, 4.1.1f]."""
    game = _random_game(2, 120)
    for side in RULES.sides(game.state):
        seen = RULES.observe(game.state, side)
        assert seen.state == game.state and not seen.face_down


def test_hot_seat_plays_it_at_one_screen() -> None:
    """Hot-seat play needs nothing hidden: the seat is covered between the sides' turns and every action typed is
    played and recorded."""
    from sailkit.replayer import hot_seat

    seat = hot_seat(Game(), dice=4)
    assert not seat.game.is_chance_node() and seat.to_act in ("GB", "FR")  # seeded dice roll themselves
    assert seat.covered  # nobody sits at the screen yet
    seat.take_seat()
    assert seat.view == seat.to_act and not seat.covered
    ply, legal = seat.game.ply, str(seat.game.legal_actions()[0])
    seat.action.value = legal
    assert seat.game.ply > ply and "Traceback" not in seat.status.value


@pytest.mark.slow
def test_it_beats_random_play_in_a_seeded_match() -> None:
    """The captain against random play, seeds 5-9 each played from both sides: it wins at least 8 of the 10 games and
    loses at most 2 (random play against itself, on the same seeds, wins 3 from each side). The 90% aim is measured over
    200 games (``python -m sailkit.rulesets.fighting_ships captain --games 200 --pairing captain-random``: 93.4%);
    10 games are a sample of it, and a captain winning 93% of games wins 7 or fewer of 10 about one time in forty,
    so the bar here is the sample's, not the aim's. Seeds 5-9 are the half of seeds 0-9 whose games are shortest
    (a third of the time of all twenty)."""
    summary = match(Game, ("captain", "random"), range(5, 10), captain=Captain, name="encounter")
    assert summary.games == 10 and summary.decided >= 9
    assert summary.first_wins >= 8 and summary.second_wins <= 2, str(summary)
