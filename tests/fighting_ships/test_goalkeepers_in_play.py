"""Goalkeepers and torpedo belts on the engine [5.8.2, 5.7.2, 2.1] (issue 23): once both sides have sailed, a ship
with AA points fires her goalkeeper at the enemy missiles struck within 8 inches before their impacts, and then
holds her fire; a torpedo belt adds a Hull die against torpedoes."""

from __future__ import annotations

import pytest

from sailkit.engine.game import play_random
from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Game, Position, Setup
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.ships import ship_class
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_counters_in_play import _sailed
from tests.fighting_ships.test_engine import rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | Rattler=1 modern-frigate 10,10@0 D0 A0 "
MISSILE = "| M1=1 missile 16,10@90 run:6 left:2 guided:Kent from:Rattler"


def _struck(kent: str) -> State:
    return _sailed(HEAD + f"| Kent=2 {kent} 24,10@0 D0 A0 " + MISSILE)


def test_the_goalkeeper_fires_before_the_impact_and_a_6_destroys_the_missile() -> None:
    """[5.8.2, 2.1b] M1 strikes Kent, a post-war frigate of 6 AA points: her goalkeeper throws 3 dice before the
    impact; a 6 destroys M1, no impact is thrown, and Kent holds her fire in the gunnery phase."""
    state = _struck("modern-frigate")
    assert state.throw is not None and state.throw.kind == "goalkeeper" and state.throw.want == 3
    assert state.throw.ships == ("Kent",) and state.throw.chain == ("M1",)
    state = rolls(state, [1, 6, 2])
    assert state.position.counters == () and state.throw is None and state.phase is Phase.GUNNERY
    assert state.vessel("Kent").damage == 0 and RULES.kept(state, "Kent")
    assert not any(str(a).startswith(("fire Kent", "missile Kent")) for a in RULES.legal_actions(state.with_(part=1)))


def test_a_missile_the_goalkeeper_misses_strikes_with_two_dice() -> None:
    """[5.8.2, 5.8.1] No 6: M1 strikes, two hit dice."""
    state = rolls(_struck("modern-frigate"), [1, 2, 5])
    assert state.throw is not None and state.throw.kind == "impact" and state.throw.want == 2


def test_a_ship_without_aa_points_has_no_goalkeeper() -> None:
    """[5.8.2] A sailing ship has no AA points: M1's impact is asked at once."""
    state = _struck("3rd-rate")
    assert state.throw is not None and state.throw.kind == "impact"


def test_a_ship_that_fired_her_goalkeeper_may_not_launch() -> None:
    """[5.8.2] Kent fired her goalkeeper this Game-Turn: her missile launch is refused, naming 5.8.2."""
    state = rolls(_struck("modern-frigate"), [6, 6, 6]).with_(part=1)
    before = state
    with pytest.raises(IllegalActionError, match=r"holds her fire.*\[5\.8\.2\]"):
        RULES.check_action(state, RULES.parse_action("missile Kent Rattler"))
    assert state == before


def test_a_battleships_torpedo_belt_adds_a_hull_die_against_torpedoes() -> None:
    """[5.7.2] A battleship of Hull 30 saves with 15 dice and one more for her belt: 16."""
    assert ship_class("battleship").belt and not ship_class("battlecruiser").belt
    text = HEAD + "| Kent=2 battleship 24,10@0 D0 A0 | T1=1 torpedo 14,10@90 run:6 left:3 from:Rattler"
    state = rolls(_sailed(text), [4])
    assert state.throw is not None and state.throw.kind == "impact-saves" and state.throw.want == 16


def test_post_war_ships_have_ecm_1_on_their_stat_lines() -> None:
    """[3.2.3, APP.1.1.5] ECM is 1 and above after the Second World War; the stat lines take 1."""
    assert ship_class("modern-frigate").ecm == 1 and ship_class("destroyer").ecm == 0
    assert Position.parse(str(Position.parse(HEAD.split(" | ")[0] + " | Kent=2 battleship 24,10@0 D0 A0")))


MODERN = (
    "FSH turn 1 initiative wind E blowing table 48x48 morale 40,40 first - | Halifax=1 modern-frigate 10,20@90 D0 A0 "
    "| Rattler=1 destroyer 10,30@90 D0 A0 | Kent=2 modern-frigate 38,24@270 D0 A0 | H320=2 modern-sub 38,34@270 D0 A0 "
    "| X1=2 mine 22,22 | X2=2 mine 22,30 rh | X3=1 mine 28,26"
)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_missile_battles_keep_the_launch_rules_and_replay(seed: int) -> None:
    """[5.7.1, 5.8.1, 5.8.2, 9.1.5] Whatever random play does in two Game-Turns among three mines, no ship passes her
    salvos, counters are launched, and the record replays to the same position."""
    game = Game(Setup("missiles", Position.parse(MODERN), sides=("GB", "AR"), turns=4))
    seen: list[State] = []
    play_random(game, seed, until=lambda g: seen.append(g.state) or g.state.turn > 2)
    for state in seen:
        for v in state.ships:
            assert v.launches.torpedo_salvos + v.launches.missile_salvos <= 4
            assert v.launches.missile_salvos <= 3
    assert any(c for state in seen for c in state.position.counters), "no counter launched in four Game-Turns"
    again = Game.from_text(game.record().to_text())
    assert str(again.state.position) == str(game.state.position)
