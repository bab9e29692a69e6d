"""The computer captain's fireships and admirals' choices [9.1.2a, APP.1.2.1] (issue 22)."""

from __future__ import annotations

from types import SimpleNamespace

from sailkit.rulesets.fighting_ships import RULES, State
from sailkit.rulesets.fighting_ships.captain import Captain
from sailkit.rulesets.fighting_ships.state import Offer, Throw

from .test_engine import at


def decide(state: State) -> str:
    """The captain's action at ``state``, written as the record writes it."""
    return str(Captain().judge(SimpleNamespace(state=state), RULES.legal_actions(state)).action)


FLEETS = "Victory=1 1st-rate 10,10@0 D{d} A0 admiral:{a} | Naiad=2 5th-rate {naiad}@180 D0 A0"


def offered(key: str, *, damage: int = 0, naiad: str = "40,40", throw: Throw | None = None, other: str = "") -> State:
    return at(FLEETS.format(a=key, d=damage, naiad=naiad), offer=Offer(key, "Victory", 1, throw, other))


def test_the_disciplinarian_s_pass_is_kept_for_a_strike_test() -> None:
    """[APP.1.2.1b, 5.6.4] A failed repair with one token is let stand; at the brink it is the strike test: passed."""
    repair = Throw("repair", 2, (1, 2), ("Victory",))
    assert decide(offered("disciplinarian", damage=1, throw=repair)) == "done GB"
    assert decide(offered("disciplinarian", damage=4, throw=repair)) == "admiral Victory"


def test_the_revolutionary_s_three_waits_for_the_fleets_to_come_within_reach() -> None:
    """[APP.1.2.1f, 5.1] 42 inches apart: kept; 20 inches apart: used."""
    fresh = Throw("initiative", 2)
    assert decide(offered("revolutionary", throw=fresh)) == "done GB"
    assert decide(offered("revolutionary", naiad="10,30", throw=fresh)) == "admiral Victory"


def test_the_explorer_hands_player_1_over_while_the_enemy_is_out_of_reach() -> None:
    """[APP.1.2.1n, 2.1] Far apart, sailing second is better; within reach, firing first is."""
    assert decide(offered("explorer")) == "admiral Victory"
    assert decide(offered("explorer", naiad="10,30")) == "done GB"


def test_a_privateer_denies_the_evasion_only_to_a_ship_he_would_rather_board() -> None:
    """[APP.1.2.1g, 6.1] A 1st rate (Boarding 10) against a frigate (3): collide; the frigate against the 1st rate:
    let her evade."""
    strong = offered("former-privateer", naiad="10,14", other="Naiad")
    assert decide(strong) == "admiral Victory"
    weak = at(
        "Victory=1 5th-rate 10,10@0 D0 A0 admiral:former-privateer | Naiad=2 1st-rate 10,14@180 D0 A0",
        offer=Offer("former-privateer", "Victory", 1, None, "Naiad"),
    )
    assert decide(weak) == "done GB"


def test_a_buccaneer_always_presses_his_prize() -> None:
    assert decide(offered("buccaneer")) == "admiral Victory"


#: A fireship 3 inches from Naiad's mainmast; ``{h}`` her heading (0: straight at Naiad).
FIRESHIP = "Hell=1 fireship 10,10@{h} D0 A0 | Victory=1 1st-rate 40,10@0 D0 A0 | Naiad=2 5th-rate 10,13.5@90 D0 A0"


def test_a_fireship_aimed_at_an_enemy_within_her_run_is_lit() -> None:
    """[9.1.2a, b, d] Headed at Naiad, her run ends beside her: the captain lights her; headed away, she sails."""
    from sailkit.rulesets.fighting_ships import Position, Setup
    from tests.fighting_ships.test_engine import HEAD

    def state(heading: int) -> State:
        pos = Position.parse(HEAD.format(turn=1, phase="sailing", first="1") + " | " + FIRESHIP.format(h=heading))
        return State(Setup("test", pos, ordnance=(("fireship",), ())), pos)

    assert decide(state(0)) == "ignite Hell"
    assert decide(state(180)) != "ignite Hell"
