"""Bomb vessels in play [9.1.4]: the anchor token they fire under, their all-round arc, no short range, always as if
raking; the desk and the captain saying the same; and the battery gaps of 9.1.3 on the desk and the picture."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine.game import play_random
from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Game, Position, Setup, State
from sailkit.rulesets.fighting_ships.arcs import in_arc
from sailkit.rulesets.fighting_ships.batteries import shooter_of
from sailkit.rulesets.fighting_ships.bombs import is_bomb
from sailkit.rulesets.fighting_ships.captain import Captain
from sailkit.rulesets.fighting_ships.questions import answer
from sailkit.rulesets.fighting_ships.ranges import gunnery_range
from sailkit.rulesets.fighting_ships.scenarios import attack_the_port as port
from sailkit.rulesets.fighting_ships.targets import valid_target

from .test_engine import play, rolls

HEAD = "FSH turn 1 gunnery wind W blowing table 48x48 morale 10,10 first 1"
#: Thunder (side 1) with Naiad 12 inches due north of her: medium range, abeam of Naiad (no ship's rake).
SEA = "Thunder=1 bomb-vessel 20,20@0 D0 A{a} | Naiad=2 5th-rate 20,32@90 D0 A0"
#: Side 1's ship of the line, far out of range, so that the bomb vessel is under half her fleet's points [9.1.1].
FAR = "Defiance=1 3rd-rate 46,2@0 D0 A0"
ALLOWED: tuple[tuple[str, ...], tuple[str, ...]] = (("bomb-vessel",), ())


def table(ships: str = SEA, *, a: int = 0, extra: str = "") -> Position:
    return Position.parse(f"{HEAD}{extra} | {ships.format(a=a)} | {FAR}")


def at(pos: Position, *, ranged: bool = True) -> State:
    """The gunnery phase, side 1 to fire; ``ranged``: Thunder has fired at Naiad before (no first shot's die off)."""
    fired = frozenset({("Thunder", "Naiad")}) if ranged else frozenset()
    return State(Setup("test", pos, ordnance=ALLOWED), pos, ranged=fired)


def fires(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state) if a.verb == "fire"}


# ---- who fires [9.1.4] ----


def test_a_bomb_vessel_fires_as_a_bomb_vessel() -> None:
    ship = table().vessel("Thunder").ship
    assert is_bomb(ship) and shooter_of(ship) == "bomb"


def test_its_rake_chains_wherever_it_lies() -> None:
    """[9.1.4, 5.5.5] Thunder lies abeam of Naiad, where a ship's salvo would not rake: her 6 at medium range
    explodes, and the bonus die's 6 explodes again (a rake's chain)."""
    state = play(at(table()), "fire Thunder Naiad")
    assert state.throw is not None and state.throw.want == 1  # Gunnery 1
    state = rolls(state, [6])
    assert state.throw is not None and state.throw.kind == "bonus" and state.throw.want == 1
    state = rolls(state, [6])
    assert state.throw is not None and state.throw.kind == "bonus" and state.throw.want == 2


# ---- its arc and its bands [9.1.4] ----


@pytest.mark.parametrize("x,y", [(20, 32), (32, 20), (20, 8), (8, 20), (28, 28), (12, 12), (28, 12), (12, 28)])
def test_it_fires_all_round(x: int, y: int) -> None:
    """[9.1.4] Naiad 12 inches off in any of eight directions: a valid target every time."""
    pos = table(f"Thunder=1 bomb-vessel 20,20@0 D0 A0 | Naiad=2 5th-rate {x},{y}@90 D0 A0")
    thunder, naiad = pos.vessel("Thunder").ship, pos.vessel("Naiad").ship
    assert valid_target(thunder, naiad).verdict is True


def test_where_a_ship_s_guns_would_not_bear_a_bomb_vessel_s_do() -> None:
    """[9.1.4, 5.4] Of the eight directions, a ship's gun arcs miss some; the bomb vessel's never does."""
    pos = table()
    missed = 0
    for x, y in [(20, 32), (28, 28), (32, 20), (28, 12), (20, 8), (12, 12), (8, 20), (12, 28)]:
        target = table(f"Thunder=1 bomb-vessel 20,20@0 D0 A0 | Naiad=2 5th-rate {x},{y}@90 D0 A0").vessel("Naiad")
        missed += not in_arc(pos.vessel("Thunder").ship, target.ship).verdict
        assert answer(pos.put(target), "arcs Thunder Naiad").verdict
    assert missed


SHORT = "Thunder=1 bomb-vessel 20,20@0 D0 A{a} | Naiad=2 5th-rate 20,25@90 D0 A0"


def test_it_never_fires_at_short_range() -> None:
    """[9.1.4] Naiad 5 inches off, at short range: no fire offered, and the fire refused with the case."""
    state = at(table(SHORT))
    assert gunnery_range(state.vessel("Thunder").ship, state.vessel("Naiad").ship).band == "short"
    assert fires(state) == set()
    with pytest.raises(IllegalActionError, match=r"9\.1\.4") as refused:
        RULES.check_action(state, RULES.parse_action("fire Thunder Naiad"))
    assert "short range" in str(refused.value)


def test_at_long_range_it_fires() -> None:
    pos = table("Thunder=1 bomb-vessel 20,20@0 D0 A0 | Naiad=2 5th-rate 20,37@90 D0 A0")
    assert gunnery_range(pos.vessel("Thunder").ship, pos.vessel("Naiad").ship).band == "long"
    assert fires(at(pos)) == {"fire Thunder Naiad"}


# ---- its anchor token [9.1.4] ----


def test_by_default_it_takes_its_anchor_token_as_it_fires() -> None:
    """[9.1.4] Reading bomb_anchor=taken-to-fire: Thunder, with no Anchor token, fires and shows one from then on."""
    state = at(table())
    assert fires(state) == {"fire Thunder Naiad"}
    new, ruled = RULES.apply_action(state, RULES.parse_action("fire Thunder Naiad"))
    assert new.vessel("Thunder").anchors == 1
    assert any(s.case == "9.1.4" and "Anchor token" in s.reason for s in ruled.steps)
    assert ("bomb_anchor", "taken-to-fire") in ruled.readings


def test_under_shown_before_it_fires_only_while_it_shows_one() -> None:
    """[9.1.4] Reading bomb_anchor=shown-before: with no Anchor token Thunder may not fire (refused with the case,
    nothing changed); with one she fires and keeps just that one."""
    extra = " bomb_anchor=shown-before"
    bare = at(table(extra=extra))
    assert fires(bare) == set()
    with pytest.raises(IllegalActionError, match=r"9\.1\.4") as refused:
        RULES.check_action(bare, RULES.parse_action("fire Thunder Naiad"))
    assert "Anchor token" in str(refused.value)
    anchored = at(table(a=1, extra=extra))
    assert fires(anchored) == {"fire Thunder Naiad"}
    assert play(anchored, "fire Thunder Naiad").vessel("Thunder").anchors == 1


# ---- the desk says the same [9.1.4] ----


def test_the_desk_refuses_a_short_shot_and_gives_no_odds_for_it() -> None:
    pos = table(SHORT)
    for question in ("fire Thunder Naiad", "odds Thunder Naiad"):
        ruled = answer(pos, question)
        assert ruled.verdict is False and any(s.case == "9.1.4" for s in ruled.steps)


def test_the_desk_s_fire_and_odds_for_a_bomb_vessel() -> None:
    """[9.1.4] At medium range the desk's fire says she takes her Anchor token; its odds chain as a rake's."""
    fire = answer(table(), "fire Thunder Naiad")
    assert fire.verdict is True and any(s.case == "9.1.4" and "Anchor" in s.reason for s in fire.steps)
    odds = answer(table(), "odds Thunder Naiad")
    assert odds.facts["hits"] and any(s.case == "9.1.4" and "as if raking" in s.reason for s in odds.steps)
    refused = answer(table(extra=" bomb_anchor=shown-before"), "fire Thunder Naiad")
    assert refused.verdict is False and "Anchor token" in refused.steps[-1].reason


# ---- the captain [9.1.4] ----


class _At:
    """A game standing at ``state`` (all :meth:`Captain.judge` reads of it)."""

    def __init__(self, state: State) -> None:
        self.state = state


def _chosen(state: State) -> str:
    return str(Captain().judge(_At(state), list(RULES.legal_actions(state))).action)


def test_the_captain_fires_the_bomb_vessel_at_medium_range() -> None:
    assert _chosen(at(table())) == "fire Thunder Naiad"


def test_the_captain_does_not_fire_the_bomb_vessel_at_short_range() -> None:
    assert _chosen(at(table(SHORT))).startswith("done")


# ---- invariants ----


def _bomb_fire_is_legal(game: Game) -> bool:
    """Checks a bomb vessel's fresh salvo: it shows an Anchor token and its target is not at short range."""
    state = game.state
    throw = state.throw
    if throw is not None and throw.kind == "gunnery" and not throw.band and not throw.held:
        firer, aim = (state.vessel(n) for n in throw.ships)
        if is_bomb(firer.ship):
            assert firer.anchors > 0
            assert gunnery_range(firer.ship, aim.ship).band != "short"
    return state.turn > 3


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["taken-to-fire", "shown-before"]))
def test_in_random_games_of_the_port_a_bomb_vessel_fires_only_as_9_1_4_lets_it(seed: int, reading: str) -> None:
    """[9.1.4] Whatever is played, Thunder never fires without an Anchor token nor at short range."""
    game = Game(port(), readings={"bomb_anchor": reading})
    assert any(is_bomb(v.ship) for v in game.state.ships)
    play_random(game, seed, until=_bomb_fire_is_legal)


# ---- the batteries' gaps [9.1.3] ----


def test_odds_at_a_battery_say_destroyed_and_silenced() -> None:
    """[9.1.3] A fort is destroyed, not sunk, and silenced, not struck."""
    pos = Position.parse(
        "FSH turn 1 gunnery wind W blowing table 48x48 morale 10,10 first 1 shore 0,42,48,48"
        " | Citadel=2 medium-battery 24,45@180 D3 A0 | Syrene=1 5th-rate 24,36@90 D0 A0"
    )
    said = answer(pos, "odds Syrene Citadel").verdict
    assert "destroyed" in said and "sunk" not in said
    assert "silenced" in said or "struck" not in said


def test_the_position_picture_keys_the_fort_symbol() -> None:
    """[9.1.3] A position with a battery names its fort symbol in the key; one without does not."""
    import matplotlib.pyplot as plt

    from sailkit.rulesets.fighting_ships.faces.drawing_game import draw_position

    fort = Position.parse(
        "FSH turn 1 gunnery wind W blowing table 48x48 morale 10,10 first 1 shore 0,42,48,48"
        " | Citadel=2 medium-battery 24,45@180 D0 A0 | Syrene=1 5th-rate 24,36@90 D0 A0"
    )
    for pos, shown in ((fort, True), (table(), False)):
        fig, ax = plt.subplots()
        ax.set_xlim(0, 48), ax.set_ylim(0, 48)
        keys = draw_position(ax, pos)
        plt.close(fig)
        assert any("shore battery" in k.text for k in keys) is shown


def test_under_shown_before_the_captain_counts_a_shot_only_under_a_token() -> None:
    """[9.1.4, 4.1.1i] A bomb vessel's shot counts when her move ends short (her token) or she shows one; under
    the default she takes her token to fire, so a short move costs her nothing."""
    from sailkit.captain import Term
    from sailkit.rulesets.fighting_ships.captain import _bombard

    v = table().vessel("Thunder")
    terms = {"fire": Term(2.0, "to fire"), "anchor": Term(-1.0, avoid="a run of 2 inches")}
    r = at(table(extra=" bomb_anchor=shown-before")).readings
    assert set(_bombard(terms, v, False, r)) == {"anchor"}
    assert set(_bombard(terms, v, True, r)) == {"fire"}
    assert set(_bombard(terms, v, False, at(table()).readings)) == {"fire"}
    ship = table().vessel("Defiance")
    assert _bombard(terms, ship, False, r) == terms


def test_the_desk_s_rake_for_a_bomb_vessel() -> None:
    """[9.1.4, 5.5.5] Abeam of Naiad at medium range Thunder still rakes; at long range no rake chains."""
    ruled = answer(table(), "rake Thunder Naiad")
    assert ruled.verdict is True and any(s.case == "9.1.4" for s in ruled.steps)
    far = table("Thunder=1 bomb-vessel 20,20@0 D0 A0 | Naiad=2 5th-rate 20,37@90 D0 A0")
    assert answer(far, "rake Thunder Naiad").verdict is False


@pytest.mark.parametrize(("option", "offered"), [("once", ""), ("gunner-allowed", "gunner")])
def test_a_gunners_second_salvo_goes_to_a_bomb_vessel_only_by_reading(option: str, offered: str) -> None:
    """[9.1.4, APP.1.2.1] A bomb vessel fires once a Game-Turn: by default a Gunner admiral's once-per-game second
    salvo is not offered to her after she fires (reading ``bomb_gunner``); the other option lets him, as for any ship."""
    from sailkit.rulesets.fighting_ships.admirals import once_now

    text = SEA.format(a=1).replace("D0 A1", "D0 A1 admiral:gunner")
    pos = Position.parse(f"{HEAD} bomb_gunner={option} | {text}")
    assert once_now(pos, pos.vessel("Thunder"), fired=True) == offered
