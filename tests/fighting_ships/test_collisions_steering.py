"""The steering critical's second clause [5.6.2]: a ship whose steering is shot away while she was turning in her
move keeps turning that way as tightly as she can (reading ``steering_jam``); one that was not turning may not turn.
(Named with the collision tests: it is the helm's part of where a ship may sail.)"""

from __future__ import annotations

import pytest

from sailkit.errors import InvalidInputError
from sailkit.geometry.table import Pose
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.sailing import sail
from sailkit.rulesets.fighting_ships.ships import Ship
from tests.fighting_ships.test_engine import at, play, rolls

SHIP = Ship.of("Syrene", "5th-rate", Pose(20, 20, 0))


@pytest.mark.parametrize(
    ("plan", "ok"),
    [("M2+30", True), ("M2+30 M2+30", True), ("M2", False), ("M2-30", False), ("M1", False), ("W+90", False)],
)
def test_a_jammed_helm_circles_its_way_only(plan: str, ok: bool) -> None:
    r = sail(SHIP, plan, 3, "E", can_turn=False, circling="starboard")
    assert r.verdict is ok
    assert "steering_jam" in dict(r.readings)
    if not ok:
        assert "her helm is jammed to starboard" in r.gloss and r.gloss.endswith("[5.6.2]")


def test_under_the_no_turn_reading_a_jammed_helm_only_stops_turning() -> None:
    r = sail(SHIP, "M2", 3, "E", can_turn=False, circling="starboard", readings={"steering_jam": "no-turn"})
    assert r.verdict is True and "steering_jam" in dict(r.readings)
    assert (
        sail(SHIP, "M2+30", 3, "E", can_turn=False, circling="starboard", readings={"steering_jam": "no-turn"}).verdict
        is False
    )


def test_a_bad_circling_way_is_named() -> None:
    with pytest.raises(InvalidInputError, match="sideways"):
        sail(SHIP, "M2", 3, "E", can_turn=False, circling="sideways")


def test_circling_pastes_back_and_needs_the_steering_critical() -> None:
    head = "FSH turn 2 sailing wind E blowing table 48x48 morale 10,10 first 1 | "
    text = head + "Syrene=1 5th-rate 20,20@0 D1 A0 crit:steering circling:port | Naiad=2 5th-rate 40,40@180 D0 A0"
    pos = Position.parse(text)
    assert pos.vessel("Syrene").circling == "port" and str(pos) == text
    with pytest.raises(InvalidInputError, match="circling"):
        Position.parse(text.replace("crit:steering ", ""))


#: Defiance fires into Naiad's side at 4 inches, Naiad having sailed (and perhaps turned) this Game-Turn.
FIRE = "Defiance=1 3rd-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 14,10@0 D0 A0"


def _steering_hit(helm: tuple[tuple[str, str], ...]) -> object:
    state = at(FIRE, phase="gunnery", ranged=frozenset({("Defiance", "Naiad")}), helm=helm)
    state = rolls(play(state, "fire Defiance Naiad"), [3, 3, 3, 1, 1, 1, 1, 1])  # three hits
    state = rolls(state, [1, 1, 1])  # no save: three through, two Damage tokens and an Anchor token
    return rolls(state, [2, 4, 1])  # the first token's check: even, then 4, steering; the second's odd


def test_steering_shot_away_while_turning_jams_her_helm_that_way() -> None:
    naiad = _steering_hit((("Naiad", "port"),)).vessel("Naiad")
    assert naiad.criticals == ("steering",) and naiad.circling == "port"


def test_steering_shot_away_on_a_straight_move_leaves_her_unable_to_turn() -> None:
    naiad = _steering_hit(()).vessel("Naiad")
    assert naiad.criticals == ("steering",) and naiad.circling == ""


def test_a_turn_in_her_move_is_remembered_for_the_gunnery_phase() -> None:
    state = rolls(
        play(at("Syrene=1 5th-rate 10,10@0 D0 A0 | Naiad=2 5th-rate 40,40@180 D0 A0"), "sail Syrene"), [4] * 6
    )
    state = play(state, "manoeuvre Syrene M2-30", "manoeuvre Syrene M2")
    assert dict(state.helm) == {"Syrene": "port"}


def test_a_circling_ship_is_offered_only_her_turn() -> None:
    state = at("Syrene=1 5th-rate 10,10@0 D1 A0 crit:steering circling:starboard | Naiad=2 5th-rate 40,40@180 D0 A0")
    state = rolls(play(state, "sail Syrene"), [4] * 6)
    offered = [str(a) for a in RULES.legal_actions(state)]
    assert offered == ["manoeuvre Syrene M2+30", "stop Syrene"]
