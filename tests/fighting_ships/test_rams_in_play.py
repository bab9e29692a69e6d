"""Rams on the engine [4.3.2]: a galley's ram strikes as torpedo hits, her recoil and her drawing back."""

from __future__ import annotations

from sailkit.rulesets.fighting_ships import Position, Setup, State

from .test_engine import play, rolls

HEAD = "FSH turn 1 sailing wind E blowing table 48x48 morale 10,10 first 1"


def at(ships: str) -> State:
    pos = Position.parse(HEAD + " | " + ships)
    return State(Setup("test", pos), pos)


#: Argo rows north at Nike lying across her bow: her stem meets Nike's side [4.3.2].
BEAM = "Argo=1 large-galley 10,10@0 D0 A0 | Nike=2 small-galley 10,16@90 D0 A0"


def to_the_blow(ships: str = BEAM) -> State:
    """Argo rows 6 inches and meets Nike on her second run."""
    state = rolls(play(at(ships), "power Argo"), [6] * 5)
    return play(state, "manoeuvre Argo M2", "manoeuvre Argo M2")


def test_a_rammer_holds_her_course_and_only_her_victim_may_evade() -> None:
    """[4.3.1, 4.3.2] The galley takes no emergency test of her own; Nike's is due first."""
    state = to_the_blow()
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("evade-other", 4)
    missed = rolls(state, [6] * 4)  # Nike turns clear: no blow
    assert missed.throw is None or missed.throw.kind != "impact"
    assert not missed.vessel("Nike").entangled and missed.vessel("Nike").damage == 0


def test_a_ram_on_the_beam_deals_two_torpedo_hits_and_leaves_them_at_the_angle_of_impact() -> None:
    """[4.3.2, 4.3.3, 5.7.2] Both pass their Hull tests; the ram's two impacts throw 2 and 1, three hits, saved by
    half Nike's Hull (2 dice): 6 and 1, two through, a Damage token; Argo passes her recoil test with half her Discipline (3 dice)."""
    state = rolls(to_the_blow(), [1] * 4 + [6] * 7)  # Nike fails to evade; both Hull tests pass
    throw = state.throw
    assert throw is not None and (throw.kind, throw.want, throw.band) == ("impact", 2, "ram")
    state = rolls(state, [2, 1])
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("impact-saves", 2)
    state = rolls(state, [6, 1])
    while state.throw is not None and state.throw.kind == "impact-criticals":
        state = rolls(state, [1])
    assert state.vessel("Nike").damage == 1  # two hits through: one Damage token on the Damage Deck [5.6.1]
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("ram-recoil", 3)
    state = rolls(state, [6, 1, 1])
    argo, nike = state.vessel("Argo"), state.vessel("Nike")
    assert argo.damage == 0 and argo.entangled == {"Nike"} and nike.entangled == {"Argo"}
    assert (argo.ship.pose.heading, nike.ship.pose.heading) == (0.0, 90.0)
    assert nike.ship.pose.x == 10.0 and nike.ship.pose.y == 16.0  # not laid alongside
    assert state.moving is None or state.moving.ship != "Argo"


def test_a_rammer_whose_victim_sinks_must_draw_back_or_go_down_with_her() -> None:
    """[4.3.2a, 4.3.2b] Nike takes 12 hits and sinks; Argo fails her recoil test and takes one torpedo hit of her
    own, then fails to draw back: both are gone, and each fleet loses its ship's Hull in morale."""
    state = rolls(to_the_blow(), [1] * 4 + [6] * 7)
    state = rolls(state, [6, 6, 1, 1])
    while state.throw is not None and state.throw.kind.startswith("impact-"):
        state = rolls(state, [1])
    assert state.vessel("Nike").fate == "sunk"
    state = rolls(state, [1, 1, 1])  # the recoil test fails
    assert state.throw is not None and (state.throw.kind, state.throw.band) == ("impact", "ram-recoil")
    state = rolls(state, [1, 6, 6])  # one hit, saved
    assert state.throw is not None and (state.throw.kind, state.throw.want) == ("ram-draw", 5)
    state = rolls(state, [1] * 5)
    assert state.vessel("Argo").fate == "sunk"
    assert state.position.morale[0] == 10 - 4 and state.position.morale[1] <= 10 - 3


def test_a_ship_without_a_ram_tests_to_evade_first() -> None:
    """[4.3.1] A longship has no ram: she takes her own emergency test before her enemy."""
    state = to_the_blow("Argo=1 longship 10,10@0 D0 A0 | Nike=2 small-galley 10,16@90 D0 A0")
    assert state.throw is None or state.throw.kind != "evade-other"


def test_a_battleship_without_a_ram_glances_off_a_destroyer() -> None:
    """[4.3.3] Kent (a battleship, no ram) meets Emden; both fail to evade; they glance off: Kent, the larger, takes
    an Anchor token, Emden a die of Damage tokens, 2, and her fleet 2 morale; nobody is entangled."""
    state = at("Kent=1 battleship 10,10@0 D0 A0 | Emden=2 destroyer 10,16@90 D0 A0")
    state = rolls(play(state, "sail Kent"), [6] * 5)
    state = play(state, "manoeuvre Kent M2", "manoeuvre Kent M2")
    assert state.throw is not None and state.throw.kind == "evade"  # no ram: Kent tests first
    while state.throw is not None and state.throw.kind != "glance":
        state = rolls(state, [1])
    state = rolls(state, [2])
    kent, emden = state.vessel("Kent"), state.vessel("Emden")
    assert (emden.damage, kent.anchors) == (2, 1) and not (kent.entangled or emden.entangled)
    assert state.position.morale[1] == 10 - 2
