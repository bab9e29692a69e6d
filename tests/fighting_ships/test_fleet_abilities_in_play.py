"""A fleet's ECM, radio and night training, sight and smoke on the engine [3.1, 3.2.1, 3.2.1.1, 3.2.3, 5.3, 9.1.6]."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Position, Setup, State
from sailkit.rulesets.fighting_ships.counter_questions import target_of
from sailkit.rulesets.fighting_ships.ecm_level import ship_ecm
from sailkit.rulesets.fighting_ships.state import Throw

from .test_engine import play, rolls

HEAD = "FSH turn 1 {phase} wind E blowing table 48x48 morale 10,10 first 1"


def at(ships: str, phase: str = "sailing", more: str = "", throw: Throw | None = None) -> State:
    pos = Position.parse(HEAD.format(phase=phase) + more + " | " + ships)
    return State(Setup("test", pos), pos, throw=throw)


def test_the_fleets_abilities_and_smoke_paste_back() -> None:
    text = HEAD.format(phase="sailing") + " night fleet1:ecm2,radio,night fleet2:radio smoke 10,10,14,12,0.75,1"
    text += " | Kent=1 destroyer 10,10@0 D0 A0 | Emden=2 destroyer 40,40@180 D0 A0"
    pos = Position.parse(text)
    assert str(pos) == text
    assert (pos.fleets[0].ecm, pos.fleets[0].radio, pos.fleets[0].night, pos.fleets[1].radio) == (2, True, True, True)
    assert pos.smoke[0].width == 0.75 and pos.smoke[0].laid == 1


@pytest.mark.parametrize("word", ["fleet3:radio", "fleet1:ecm4", "fleet1:radio,radio", "fleet1:", "fleet1:ecm1,ecm2"])
def test_a_bad_fleet_word_is_refused_naming_it(word: str) -> None:
    with pytest.raises(InvalidInputError, match="fleet"):
        Position.parse(HEAD.format(phase="sailing") + f" {word} | Kent=1 destroyer 10,10@0 D0 A0")


def test_a_bad_smoke_counter_is_refused_naming_it() -> None:
    with pytest.raises(InvalidInputError, match="smoke"):
        Position.parse(HEAD.format(phase="sailing") + " smoke 10,10,14 | Kent=1 destroyer 10,10@0 D0 A0")


SHIPS = "Kent=1 destroyer 10,10@0 D0 A0 | Emden=2 destroyer 10,40@180 D0 A0"


def test_radio_and_ecm_add_to_the_initiative_die() -> None:
    """[3.1 b] GB throws 3 with radio and ECM 1: 5, beating FR's 4."""
    state = rolls(at(SHIPS, "initiative", " fleet1:ecm1,radio", Throw("initiative", 2)), [3, 4])
    assert state.position.first == 1
    plain = rolls(at(SHIPS, "initiative", "", Throw("initiative", 2)), [3, 4])
    assert plain.position.first == 2


def test_an_awacs_on_the_table_adds_to_its_sides_initiative_die() -> None:
    """[3.1 b] GB's AWACS counter on station: 3 + 1 beats FR's 3."""
    state = rolls(at(SHIPS + " | Eye=1 air awacs 20,20@90", "initiative", "", Throw("initiative", 2)), [3, 3])
    assert state.throw is None and state.position.first == 1


def test_night_training_adds_only_at_night() -> None:
    """[3.2.1.1] A fleet trained for the dark throws 3 + 1 against FR's 3 by night (a tie by day)."""
    by_night = rolls(at(SHIPS, "initiative", " night fleet1:night", Throw("initiative", 2)), [3, 3])
    assert by_night.throw is None and by_night.position.first == 1
    by_day = rolls(at(SHIPS, "initiative", " fleet1:night", Throw("initiative", 2)), [3, 3])
    assert by_day.throw is not None and by_day.throw.kind == "initiative"  # a first-turn tie: thrown again [3.1]


BATTLESHIPS = "Kent=1 battleship 10,2@0 D0 A0 | Emden=2 battleship 10,28@180 D0 A0"  # 26 inches apart


@pytest.mark.parametrize(
    ("more", "fires"),
    [("", True), (" night", False), (" night fleet1:ecm1", True), (" night fleet2:ecm1", False)],
)
def test_guns_reach_past_18_inches_as_far_as_the_firer_can_see(more: str, fires: bool) -> None:
    """[5.3, 3.2.1] 15 inch Guns reach 26 inches at medium range; at night she sees 20 inches, 30 with her own
    fleet's ECM 1 (the enemy's does not help her)."""
    legal = {str(a) for a in RULES.legal_actions(at(BATTLESHIPS, "gunnery", more))}
    assert ("fire Kent Emden" in legal) is fires


def test_a_ship_sails_laying_smoke_along_her_track() -> None:
    """[9.1.6] Kent lays a counter on each stretch of her track, as wide as her base; it stands through Game-Turn 2
    and is fog: a salvo through it takes the smoke factor, and a ship in it fires at short range only."""
    state = rolls(play(at("Kent=1 destroyer 10,10@0 D0 A0 | Emden=2 destroyer 40,40@180 D0 A0"), "smoke Kent"), [6] * 6)
    state = play(state, "manoeuvre Kent M2", "manoeuvre Kent M2+30", "stop Kent")
    smoke = state.position.smoke
    assert [(s.start, s.end, s.width, s.laid) for s in smoke][0] == ((10.0, 10.0), (10.0, 12.0), 0.75, 1)
    assert len(smoke) == 2 and Position.parse(str(state.position)) == state.position
    assert state.laying == ()


def test_smoke_is_refused_before_1900_and_in_a_gale() -> None:
    sail = at("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0")
    assert "smoke Syrene" not in {str(a) for a in RULES.legal_actions(sail)}
    with pytest.raises(IllegalActionError, match=r"1900.*\[9\.1\.6\]|9\.1\.6"):
        play(sail, "smoke Syrene")
    gale = at(SHIPS.replace("10,40", "40,40"), more="").with_(position=Position.parse(
        "FSH turn 1 sailing wind E gale table 48x48 morale 10,10 first 1 | " + SHIPS))  # fmt: skip
    with pytest.raises(IllegalActionError) as refused:
        play(gale, "smoke Kent")
    assert refused.value.case == "9.1.6" and gale.position.smoke == ()


def test_smoke_between_firer_and_target_costs_the_smoke_factor_and_dissipates() -> None:
    """[5.5.3.1 a, 9.1.6] A counter across the line of fire: the salvo names the smoke factor; two Game-Turns
    after it was laid it is gone."""
    ships = "Kent=1 destroyer 10,2@0 D0 A0 | Emden=2 destroyer 10,14@180 D0 A0"
    state = play(at(ships, "gunnery", " smoke 6,8,14,8,1,1"), "fire Kent Emden")
    assert state.throw is not None and state.throw.kind == "gunnery"
    clear = play(at(ships, "gunnery"), "fire Kent Emden")
    assert clear.throw is not None and state.throw.want < clear.throw.want
    gone = at(ships, "gunnery", " smoke 6,8,14,8,1,1").position
    assert Position.parse(str(gone).replace("turn 1", "turn 3")).smoke[0].standing(3) is False


def test_starshell_fired_at_night_adds_to_next_game_turns_initiative() -> None:
    """[3.2.1.1] Kent's 15 inch Guns fire starshell instead of a salvo at night (written ``starshell:1@1``); in
    Game-Turn 2 GB throws 3 + 1 against FR's 3, where a tie would make last Game-Turn's Player 2 the first. Emden is
    an ironclad with Cannon and no tubes, so nothing is left to do that Game-Turn (a destroyer could still launch
    at Kent)."""
    ships = "Kent=1 battleship 10,2@0 D0 A0 | Emden=2 ironclad-a 10,44@180 D0 A0"
    assert "starshell Kent" not in {str(a) for a in RULES.legal_actions(at(ships, "gunnery"))}  # by day
    state = play(at(ships, "gunnery", " night"), "starshell Kent")
    assert state.position.starshell == ((1, 1),) and "starshell:1@1" in str(state.position)
    assert Position.parse(str(state.position)) == state.position
    assert state.turn == 2 and state.throw is not None and state.throw.kind == "initiative"
    assert rolls(state, [3, 3]).position.first == 1


def test_starshell_is_refused_by_day_naming_the_case() -> None:
    with pytest.raises(IllegalActionError) as refused:
        play(at("Kent=1 battleship 10,2@0 D0 A0 | Emden=2 destroyer 10,44@180 D0 A0", "gunnery"), "starshell Kent")
    assert refused.value.case == "3.2.1.1"


def test_a_fleets_ecm_3_decoys_torpedoes_and_helps_goalkeepers() -> None:
    """[3.2.3, 5.7.2, 5.8.2] A torpedo impact and a goalkeeper read ECM 3 from the fleet as the position writes it,
    and never less than the stat line's own (a post-war frigate's ECM 1 alone is not ECM 3)."""
    ships = "Kent=2 light-cruiser 10,40@180 D0 A0 | Leander=2 modern-frigate 20,40@180 D0 A0"
    for more, level in (("", 0), (" fleet2:ecm3", 3)):
        pos = Position.parse(HEAD.format(phase="gunnery") + more + " | " + ships)
        kent = pos.vessel("Kent")
        assert ship_ecm(pos.fleets, kent) == level and target_of(kent, pos.fleets).ecm3 is (level == 3)
    assert ship_ecm(Position.parse(HEAD.format(phase="gunnery") + " | " + ships).fleets, pos.vessel("Leander")) == 1
