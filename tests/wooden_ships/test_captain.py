"""The computer captain of Wooden Ships & Iron Men [issue 21]: legal, deterministic, blind to what is face down,
explained with its rules, and better than random play.

The 200-game figure is not here (it takes minutes): ``python -m sailkit.bench wooden_ships_captain`` measures it.
These tests play seeded games, a 20-game match, and check each heuristic in a position made for it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.dice import SeededDice
from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection, TwoHexShip
from sailkit.players import Decision, match, play_game
from sailkit.registry import ruleset
from sailkit.rulesets.wooden_ships import WoodenShipsGame, combat, frigate_duel
from sailkit.rulesets.wooden_ships.captain import (
    Captain,
    Gunnery,
    Sight,
    Target,
    boarding_odds,
    courses,
    frame,
    melee_odds,
    shot_worth,
)
from sailkit.rulesets.wooden_ships.fields import Broadside, in_play
from sailkit.rulesets.wooden_ships.orders import mover
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec, advanced_duel
from sailkit.rulesets.wooden_ships.wind import wind_to
from tests.wooden_ships.helpers import CLOSE

N, NE, SE, S = HexDirection.N, HexDirection.NE, HexDirection.SE, HexDirection.S


def _duel(*ships: ShipSpec, level: str = "basic", turns: int = 10) -> WoodenShipsGame:
    return WoodenShipsGame(Scenario("test", ships, wind=N, turns=turns, columns=30, rows=24, level=level))


def _until(game: WoodenShipsGame, phase: str, seed: int = 1) -> WoodenShipsGame:
    """Play ``game`` on with the captain on both sides and seeded dice until ``phase`` begins."""
    dice = SeededDice(seed)
    while game.phase != phase or game.is_chance_node():
        if game.is_chance_node():
            game.roll(dice)
        else:
            game.apply_action(Captain().decide(game).action)
    return game


def _walk(game: WoodenShipsGame, seed: int, turns: int) -> Iterator[WoodenShipsGame]:
    """Each decision node of a seeded random game up to ``turns``, the captain asked at every one."""
    rng, dice = random.Random(seed), SeededDice(seed)
    while not game.is_terminal() and game.turn <= turns:
        if game.is_chance_node():
            game.roll(dice)
            continue
        yield game
        game.apply_action(rng.choice(game.legal_actions()))


# ---------------------------------------------------------------- whole games


def test_the_rule_set_states_its_captain() -> None:
    rs = ruleset("wooden_ships")
    assert rs.offers("captain") and isinstance(rs.captain(), Captain)
    assert rs.captain().name == "captain"


@pytest.mark.slow
def test_the_captain_beats_random_play_in_a_seeded_match_of_the_frigate_duel() -> None:
    """Seeds 0-9 of the frigate duel, each from both sides (20 games): most are decided, and the captain wins nearly
    all of those. Random play against itself decides none of them in 30 turns."""
    duel = ruleset("wooden_ships").captain
    won = match(lambda: WoodenShipsGame(frigate_duel()), ("captain", "random"), range(10), captain=duel)
    assert won.games == 20 and won.decided >= 14, won
    assert won.rate() >= 0.9, won
    idle = match(lambda: WoodenShipsGame(frigate_duel()), ("random", "random"), range(3))
    assert idle.decided == 0, idle


@pytest.mark.slow
def test_every_decision_of_seeded_games_is_legal_and_cites_its_rules() -> None:
    """Captain against random and against itself, Basic and Advanced duels: each decision is one of the legal actions
    (checked again here, against the game itself) and its reason cites rule numbers the rules have."""
    numbers = set(ruleset("wooden_ships").cases)  # the rule set's case index [data/cases.csv]
    for scenario, kinds, seed in (
        (frigate_duel(), ("captain", "random"), 1),
        (frigate_duel(), ("random", "captain"), 2),
        (frigate_duel(), ("captain", "captain"), 3),
        (advanced_duel(), ("captain", "captain"), 4),
        (advanced_duel(), ("random", "captain"), 5),
    ):
        game = WoodenShipsGame(scenario)
        checked = _Checked(Captain())
        play_game(game, dict(zip(game.sides, kinds)), seed, captain=lambda c=checked: c, max_turns=12)
        assert checked.decisions, kinds
        for d in checked.decisions:
            assert d.cases, d
            assert set(d.cases) <= numbers, (d, set(d.cases) - numbers)


class _Checked:
    """A captain whose every decision is checked against the game's legal actions before it is played."""

    name = "captain"

    def __init__(self, captain: Captain) -> None:
        self.captain = captain
        self.decisions: list[Decision] = []

    def choose(self, game: WoodenShipsGame) -> object:
        return self.decide(game).action

    def decide(self, game: WoodenShipsGame) -> Decision:
        d = self.captain.decide(game)
        assert d.action in game.legal_actions(), d
        self.decisions.append(d)
        return d


def test_every_choice_is_legal_wherever_random_play_leads() -> None:
    """Random games reach fouls, grapples, boarding parties and melees the captain would avoid; asked at every
    decision of them, it still chooses a legal action."""
    captain = Captain()
    asked = set()
    for scenario in (CLOSE, replace(CLOSE, level="advanced")):
        for seed in range(3):
            for game in _walk(WoodenShipsGame(scenario), seed, 8):
                d = captain.decide(game)
                assert d.action in game.legal_actions(), d
                asked.add(d.action.verb)
    assert {"order", "fire", "load", "done", "defend"} <= asked, asked


def test_the_same_seed_plays_the_same_game_with_the_same_reasons() -> None:
    def played() -> list[tuple[str, str]]:
        game = WoodenShipsGame(frigate_duel())
        out = play_game(game, dict(zip(game.sides, ("captain", "captain"))), 7, captain=Captain, max_turns=8)
        return [(str(d.action), d.reason) for _, _, d in out.decisions]

    first = played()
    assert first == played() and len(first) > 10


def test_deciding_never_writes_into_the_record() -> None:
    game = WoodenShipsGame(frigate_duel())
    before = game.to_text()
    Captain().decide(game)
    assert game.to_text() == before and len(game.actions) == 0


def test_the_captain_decides_only_at_decision_nodes() -> None:
    game = _duel(
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
        ShipSpec("Java", "GB-18", "Britain", "average", "K11", N),
    )
    for a in ("order Constitution 0", "order Java 0", "grapple Constitution Java"):
        game.apply_action(a)
    assert game.is_chance_node()
    with pytest.raises(IllegalActionError, match="die"):
        Captain().decide(game)


# ---------------------------------------------------------------- what it may see [7.2.5, 10.2.1]


def test_written_orders_stay_face_down_to_the_captain() -> None:
    """Whatever order Constitution writes first, Java's captain writes the same one: it never reads a face-down
    order [7.2.5]."""
    start = WoodenShipsGame(frigate_duel())
    orders = [a for a in start.legal_actions() if a.verb == "order"]
    seen = set()
    for a in orders[:: max(1, len(orders) // 8)]:
        game = WoodenShipsGame(frigate_duel())
        game.apply_action(a)
        assert game.view("Britain").orders == ()
        assert game.state.orders  # the umpire sees it
        seen.add(str(Captain().decide(game)))
    assert len(seen) == 1, seen


def test_boarding_parties_stay_face_down_to_the_captain() -> None:
    """Grappled alongside: whatever party Constitution forms first, Java's captain forms the same [10.2.1]."""
    decided = set()
    for first in ("board Constitution Java 1", "defend Constitution 3", 'done "United States"'):
        game = _duel(
            ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
            ShipSpec("Java", "GB-18", "Britain", "average", "K11", N),
        )
        for a in ("order Constitution 0", "order Java 0", "grapple Constitution Java", "roll 12"):
            game.apply_action(a)
        while game.phase != "boarding":
            game.apply_action(f'done "{game.current_side()}"')
        game.apply_action(first)
        if game.current_side() == "United States":
            game.apply_action('done "United States"')
        assert game.current_side() == "Britain"
        assert game.view("Britain").parties == ()
        decided.add(str(Captain().decide(game)))
    assert len(decided) == 1, decided


def test_the_enemys_loads_are_unknown_and_reckoned_as_round_shot() -> None:
    """In the Advanced Game the enemy's loads are face down [7.2.5]: the captain reckons them round shot, with reload
    squares to spare."""
    game = WoodenShipsGame(advanced_duel())
    seen = game.view("Britain").position.ship("Constitution")
    assert seen.ammo == ("?", "?") and seen.reloads < 0  # reading reload_squares=hidden
    sight = Sight(game, "Britain")
    assert sight.ship("Constitution").ammo == ("R", "R") and sight.ship("Java").ammo == ("R", "R")
    assert sight.ship("Constitution").reloads == 30  # reckoned not at low powder [26.1.2]


# ---------------------------------------------------------------- gunnery, as the rules reckon it [11.1-11.3]


@settings(max_examples=60, deadline=None)
@given(
    st.integers(-6, 6),
    st.integers(-6, 6),
    st.sampled_from(list(HexDirection)),
    st.sampled_from(list(HexDirection)),
    st.booleans(),
)
def test_planned_hit_tables_are_the_rules_hit_tables(
    dq: int, dr: int, f1: HexDirection, f2: HexDirection, fired: bool
) -> None:
    """The captain's planning reckons each broadside's Hit Table number with the rules' own function, in the firer's
    frame; it must be the number the rules give the same ships where they lie [11.2-11.3]."""
    game = WoodenShipsGame(frigate_duel())
    con, java = game.position.ships
    con = con.with_(bow=Hex(10, 10), facing=f1, fired=(fired, False))
    java = java.with_(bow=Hex(10 + dq, 10 + dr), facing=f2)
    if set(con.hexes) & set(java.hexes):
        return
    state = game.state.with_(position=game.position.with_(ships=(con, java)))
    gun = Gunnery(state, con, java)
    bearing = gun.at(con.counter, java.counter)
    rng = combat.ship_range(con.counter, java.counter)
    assert bearing.range == rng
    for side in Broadside:
        bears = any(in_play(con.counter, side, h) for h in java.hexes)
        if not bears or not combat.guns_firing(con, side, rng):
            assert bearing.worth(side) == 0.0
            continue
        number = combat.fire_number(state.position, con, side, java, state.readings)
        worth = max(shot_worth(number.table, aim, "R", gun.target, "basic") for aim in gun.aims(rng))
        assert bearing.worth(side) == pytest.approx(worth)
        assert bearing.rakes(side) == number.rake


def test_frame_is_where_the_target_lies_seen_from_the_firer() -> None:
    """Moving and turning both ships together changes nothing the fire rules look at: the frame is the same."""
    a, b = TwoHexShip(Hex(3, 4), NE), TwoHexShip(Hex(6, 2), S)
    k, r, rel = frame(a, b)
    assert rel == (S.value - NE.value) % 6
    assert frame(TwoHexShip(Hex(0, 0), N), TwoHexShip(Hex(k, r), HexDirection(rel))) == (k, r, rel)
    shifted = (TwoHexShip(Hex(a.bow.q - 5, a.bow.r + 2), a.facing), TwoHexShip(Hex(b.bow.q - 5, b.bow.r + 2), b.facing))
    assert frame(*shifted) == (k, r, rel)


def test_a_shot_is_worth_its_hits_and_a_finishing_blow_more() -> None:
    """Hull hits at one box each; the hits that strike her are worth the finishing weight on top [11.4.1.2]."""
    sound = Target(hull=14, guns=24, crew=14, rigging=20, alone=True)
    sinking = replace(sound, hull=1)
    assert shot_worth(-1, "hull", "R", sound, "basic") == 0.0
    assert 0 < shot_worth(2, "hull", "R", sound, "basic") < shot_worth(6, "hull", "R", sound, "basic")
    assert shot_worth(6, "hull", "R", sinking, "basic") > 10  # every die of Table 6 hull hits her hull
    assert shot_worth(3, "hull", "G", sound, "advanced") == pytest.approx(0.7 * 3)  # grape: 3 crew boxes [24.2.4.2]


def test_melee_odds_are_chances_and_favour_the_stronger_party() -> None:
    from sailkit.rulesets.wooden_ships.readings import DEFAULT

    win, lose = melee_odds(20, 4, 14, 5, DEFAULT)
    assert win >= 0 and lose >= 0 and win + lose <= 1 + 1e-9
    strong, _ = melee_odds(20, 4, 6, 4, DEFAULT)
    weak, beaten = melee_odds(6, 3, 20, 6, DEFAULT)
    assert strong > 0.9 and weak < 0.05 and beaten > 0.9
    assert melee_odds(0, 4, 5, 5, DEFAULT) == (0.0, 1.0)


# ---------------------------------------------------------------- seamanship in positions made for it


def _alongside(big_captain: bool) -> WoodenShipsGame:
    """Constitution (20 crack) alongside a small green British brig (6 boxes), both ordered to stay: the Grappling
    Phase, Constitution first."""
    game = _duel(
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
        ShipSpec("Kite", "GB-27", "Britain", "green", "K11", N),
    )
    game.apply_action("order Constitution 0")
    game.apply_action("order Kite 0")
    assert game.phase == "grappling" and game.current_side() == "United States"
    if not big_captain:
        game.apply_action('done "United States"')
    return game


def test_grapples_and_boards_an_enemy_whose_crew_it_outfights() -> None:
    game = _alongside(True)
    d = Captain().decide(game)
    assert str(d.action) == "grapple Constitution Kite" and "9.1" in d.cases
    sight = Sight(game, "United States")
    win, lose = boarding_odds(sight.state, sight.ship("Constitution"), sight.ship("Kite"))
    assert win > 0.9 and lose < 0.05
    game.apply_action(d.action)
    game.apply_action("roll 12")  # a natural 12 always grapples [9.1.4.6]
    d = Captain().decide(_until(game, "boarding"))
    assert d.action.verb == "board" and d.action.target == "Kite", d


def test_does_not_grapple_an_enemy_whose_boarders_would_win_and_cuts_free() -> None:
    game = _alongside(False)
    d = Captain().decide(game)  # the brig: no grapnels thrown at Constitution
    assert str(d.action) == "done Britain" and "grapnels" in d.reason
    game = _duel(
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
        ShipSpec("Kite", "GB-27", "Britain", "green", "K11", N),
    )
    for a in ("order Constitution 0", "order Kite 0", "grapple Constitution Kite", "roll 12", 'done "United States"'):
        game.apply_action(a)
    d = Captain().decide(game)
    assert str(d.action) == "ungrapple Kite Constitution" and "9.2" in d.cases


def _to_combat(java_at: str) -> WoodenShipsGame:
    """Constitution in J10 and Java at ``java_at``, both heading north and ordered to stay: the Combat Phase."""
    game = _duel(
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N),
        ShipSpec("Java", "GB-18", "Britain", "average", java_at, N),
    )
    for a in ("order Constitution 0", "order Java 0"):
        game.apply_action(a)
    while game.phase != "combat":
        game.apply_action(f'done "{game.current_side()}"')
    return game


def test_fires_at_the_hull_close_in_and_reloads_the_side_facing_the_enemy() -> None:
    game = _to_combat("M10")
    d = Captain().decide(game)
    assert str(d.action) == "fire Constitution R Java hull", d
    assert "Hit Table" in d.reason and "11.2.3" in d.cases
    game.apply_action(d.action)
    _until(game, "reload")
    while game.current_side() != "United States":
        game.apply_action(Captain().decide(game).action)
    assert str(Captain().decide(game).action) == "load Constitution R"


def test_holds_fire_when_the_shot_is_not_worth_its_load() -> None:
    """Nine hexes off, only the rigging may be aimed at and the table is below 0: the load is kept [11.2.5]."""
    game = _to_combat("S10")
    assert any(a.verb == "fire" for a in game.legal_actions())
    d = Captain().decide(game)
    assert d.action.verb == "done" and "holds her fire" in d.reason and "13.1" in d.cases


def test_an_order_closes_on_a_distant_enemy_and_says_why() -> None:
    game = WoodenShipsGame(frigate_duel())
    d = Captain().decide(game)
    assert d.action.verb == "order" and d.action.ship == "Constitution"
    assert "attitude A, allowance 4" in d.reason and {"7.1.3", "7.1.4"} <= set(d.cases)
    st_ = Sight(game, "United States").state
    java = st_.position.ship("Java")
    ends = {
        c.plot: c.end
        for c in courses(mover(st_, st_.position.ship("Constitution")), wind_to(st_), st_.grid, st_.readings)
    }
    before = min(a.distance(b) for a in game.position.ship("Constitution").hexes for b in java.hexes)
    after = min(a.distance(b) for a in ends[str(d.action.get("plot"))].hexes for b in java.hexes)
    assert after < before


def test_sets_full_sails_far_off_and_battle_sails_to_fight() -> None:
    """Advanced Game: thirteen hexes from the enemy she notes full sails with her order [20.1, 20.1.5.2]."""
    game = _until(WoodenShipsGame(advanced_duel()), "orders")
    d = Captain().decide(game)
    assert d.action.get("note") == "FS" and "20.1" in d.cases
    near = WoodenShipsGame(
        replace(
            advanced_duel(),
            ships=(
                ShipSpec("Constitution", "US-44", "United States", "crack", "J10", N, full_sails=True),
                ShipSpec("Java", "GB-18", "Britain", "average", "M10", N),
            ),
        )
    )
    assert near.position.ship("Constitution").full_sails
    d = Captain().decide(_until(near, "orders"))
    assert d.action.get("note") == "BS", d


def test_targets_mean_what_the_rules_say() -> None:
    """A Target sums up what a shot's worth depends on: a lone ship surrenders with no guns or rigging [11.4.3.2]."""
    game = WoodenShipsGame(frigate_duel())
    t = Target.of(game.position.ship("Java"), game.position)
    assert (t.hull, t.crew, t.guns, t.rigging, t.alone) == (14, 14, 24, 20, True)


def test_orders_written_ahead_stay_face_down_to_the_other_side() -> None:
    """Under command lag a ship out of her flag ship's reach writes her orders turns ahead [32.3]: the other side's
    view (what the captain plans on) leaves them out and says so; her own side sees them."""
    lag = Scenario(
        "command lag",
        (
            ShipSpec("Victory", "GB-1", "Britain", "crack", "J10", N, ("flagship",)),
            ShipSpec("Ajax", "GB-7", "Britain", "average", "L10", N, ("squadron-B",)),
            ShipSpec("Bucentaure", "FR-120", "France", "average", "T10", N, ("flagship",)),
        ),
        wind=N,
        turns=6,
        columns=30,
        rows=24,
        optional=("32",),
    )
    game = WoodenShipsGame(lag)
    while game.current_side() == "Britain":
        game.apply_action(Captain().decide(game).action)
    assert dict(game.state.ahead).get("Ajax")  # written ahead, in the record
    assert "Ajax" not in dict(game.view("France").ahead) and "32.3" in game.view("France").face_down["Ajax"]
    assert dict(game.view("Britain").ahead) == dict(game.state.ahead)
