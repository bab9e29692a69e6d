"""AA fire in play with the firer's ECM and AA rockets [8.6, 3.2.3] (issue 23): a fleet's ECM is added to each AA
die, and a post-war ship's AA points reach 14 inches (reading ``aa_rockets``)."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import play, rolls

HEAD = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1{more} | Hornet=1 carrier 10,10@90 D0 A0 | "
BOMBER = " | Dauntless-1=1 air dive-bomber 24,{y}@270 load:2-bomb"


def _state(ship: str, y: float, more: str = "", readings: dict[str, str] | None = None) -> State:
    pos = Position.parse(HEAD.format(more=more) + ship + BOMBER.format(y=y))
    return State(Setup("test", pos).with_readings(readings or {}), pos, part=1)


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def test_a_post_war_ships_aa_rockets_reach_14_inches() -> None:
    """[8.6] The Dauntless 12 inches off: out of a light cruiser's 8-inch guns, within a modern frigate's rockets;
    under reading aa_rockets none the frigate's reach is 8 too."""
    assert "aa Kaga Dauntless-1" not in _legal(_state("Kaga=2 light-cruiser 24,26@270 D0 A0", 14))
    assert "aa Kaga Dauntless-1" in _legal(_state("Kaga=2 modern-frigate 24,26@270 D0 A0", 14))
    none = _state("Kaga=2 modern-frigate 24,26@270 D0 A0", 14, readings={"aa_rockets": "none"})
    assert "aa Kaga Dauntless-1" not in _legal(none)


def test_the_fleets_ecm_is_added_to_each_aa_die() -> None:
    """[8.6, 3.2.3] Kaga's fleet has ECM 1: her 3 dice of 4, 1, 1 hit once (4 + 1 = 5); at ECM 0 they miss."""
    ship = "Kaga=2 light-cruiser 24,18@270 D0 A0"
    hit = rolls(play(_state(ship, 16, " fleet2:ecm1"), "aa Kaga Dauntless-1"), [4, 1, 1])
    assert hit.throw is not None and (hit.throw.kind, hit.throw.want) == ("aa-fate", 1)
    missed = rolls(play(_state(ship, 16), "aa Kaga Dauntless-1"), [4, 1, 1])
    assert missed.throw is None and missed.position.planes
