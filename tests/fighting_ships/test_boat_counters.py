"""Boat counters as pieces of the position [6.3] and Cut It Out played on the engine (APP.2.3.2i), issue 22: the
notation pastes back, boats row, are sunk by one hit, board from the water with no morale and no Damage token,
night thins the dice, and the scenario's watch, guard, objective and readings; the engine's raid agrees with
:func:`.cut_it_out.raid` on every throw of the dice."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.boats import Boat, alongside, boat_attack_odds, gap, row, sink_odds, sinks
from sailkit.rulesets.fighting_ships.cut_it_out import guard, raid
from sailkit.rulesets.fighting_ships.notation import Phase
from sailkit.rulesets.fighting_ships.scenarios import Setup, cat_and_mouse, cut_it_out
from sailkit.rulesets.fighting_ships.state import State, Throw
from tests.fighting_ships.test_engine import play, rolls

#: Syrene (GB) with a Launch of her own; two French boats, one 2 inches off her starboard side, at night.
NIGHT = (
    "FSH turn 1 gunnery wind E blowing table 48x48 morale 9,9 first 1 night | Syrene=1 5th-rate 20,20@0 D0 A0 "
    "| Naiad=2 5th-rate 40,40@180 D0 A0 | Gig=2 boat 22.625,20 crew:1 marines:1 | Skiff=2 boat 20,1 crew:1 "
    "| Launch=1 boat 19,18 crew:1 from:Syrene"
)


def night(text: str = NIGHT) -> State:
    pos = Position.parse(text)
    return State(Setup("test", pos), pos)


def legal(state: State) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


# ---- the notation [6.3] ----


def test_boats_night_and_a_crew_ashore_paste_back() -> None:
    pos = Position.parse(NIGHT)
    assert str(Position.parse(str(pos))) == str(pos) == NIGHT
    assert pos.night and pos.boat("Gig") == Boat("Gig", 2, pos.boat("Gig").point, 1, 1)
    assert pos.boat("Launch").mother == "Syrene"
    ashore = str(cut_it_out().position)
    assert "guard:watch" in ashore and str(Position.parse(ashore)) == ashore


@pytest.mark.parametrize(
    ("field", "named"),
    [
        ("Gig=2 boat 22,20 crew:x", "crew"),
        ("Gig=3 boat 22,20 crew:1", "boat"),
        ("Gig=2 boat 22,20 crew:1 drowned", "boat"),
        ("Gig=2 boat 99,20 crew:1", "Gig"),
        ("Syrene=2 boat 22,20 crew:1", "names"),
    ],
)
def test_a_bad_boat_field_is_named(field: str, named: str) -> None:
    text = "FSH turn 1 gunnery wind E blowing table 48x48 morale 9,9 first 1 | Syrene=1 5th-rate 20,20@0 D0 A0"
    with pytest.raises(InvalidInputError) as refused:
        Position.parse(f"{text} | {field}")
    assert named in str(refused.value)


# ---- the rules of a boat [6.3] ----


def test_a_boat_rows_two_inches_and_stops_alongside() -> None:
    pos = Position.parse(NIGHT)
    syrene = pos.vessel("Syrene").ship
    assert gap(pos.boat("Gig"), syrene) == 2.0 and not alongside(pos.boat("Gig"), syrene)
    rowed = row(pos.boat("Skiff"), syrene)
    assert rowed.value == 2.0 and rowed.verdict.point == (20.0, 3.0)
    there = row(pos.boat("Gig"), syrene).verdict
    assert alongside(there, syrene) and [s.case for s in row(pos.boat("Gig"), syrene).steps] == ["6.3", "6.3"]


def test_one_hit_sinks_a_boat_and_the_odds_are_one_less_all_misses() -> None:
    assert sinks("short", (2, 1, 3), "Gig").verdict and not sinks("medium", (3, 3, 1), "Gig").verdict
    assert sink_odds("medium", 3).value == 1 - Fraction(3, 6) ** 3 == Fraction(7, 8)
    assert sink_odds("long", 2).value == Fraction(5, 9)


def test_boats_pool_their_crews_and_marines_against_the_guard() -> None:
    here = Position.parse(NIGHT).boat("Gig").point
    raiders = [Boat("A", 2, here, 1, 1), Boat("B", 2, here), Boat("C", 2, here)]
    alone = boat_attack_odds(raiders, guard("Hermione", "5th-rate", roused=False)[0])
    assert alone.facts["prize"] == Fraction(57, 64)  # five dice against one, as raid_odds has it [6.1, 6.2]
    assert guard("Hermione", "5th-rate", roused=True)[0].dice == 2


# ---- on the engine [6.3] ----


def test_a_ship_fires_at_a_boat_in_sight_and_one_hit_sinks_it_with_night_dice() -> None:
    state = night()
    assert "fire Syrene Gig" in legal(state) and "fire Syrene Skiff" not in legal(state)  # Skiff is 19 inches off
    fired = play(state, "fire Syrene Gig")
    assert fired.throw == Throw("boat-fire", 1, ships=("Syrene", "Gig"), band="short")  # Gunnery 4, night 2, first 1
    sunk = rolls(fired, [3])  # a hit at short range [5.5.1]
    assert sunk.position.boat("Gig").fate == "sunk" and sunk.position.morale == (9, 9)  # no morale [6.3]


def test_night_thins_every_salvo() -> None:
    day = night(NIGHT.replace(" night", ""))
    by_day = play(day, "fire Syrene Gig").throw
    by_night = play(night(), "fire Syrene Gig").throw
    assert by_day is not None and by_night is not None and by_night.want < by_day.want
    assert cat_and_mouse(night=True).position.night and not cat_and_mouse().position.night  # its optional night


def test_boats_alongside_board_without_a_damage_token_and_move_no_morale() -> None:
    text = NIGHT.replace("gunnery", "boarding").replace("first 1", "first 2")
    state = night(text.replace("22.625,20", "20.625,20"))
    assert "board Gig Syrene" in legal(state)
    boarding = play(state, "board Gig Syrene")
    assert boarding.throw is not None and boarding.throw.want == 3 + 2  # Gig 1+2, Syrene 3 less the Launch's die
    taken = rolls(boarding, [6, 6, 6, 1, 1])
    assert taken.position.vessel("Syrene").fate == "prize" and taken.position.boat("Gig").fate == "aboard"


def test_the_launch_s_crew_is_missing_from_her_ship_under_the_default_reading() -> None:
    text = NIGHT.replace("gunnery", "boarding").replace("first 1", "first 2").replace("22.625,20", "20.625,20")
    extra = text.replace("first 2", "first 2 boat_crew=extra-hands")
    assert play(night(extra), "board Gig Syrene").throw.want == 3 + 3  # type: ignore[union-attr]


def test_rowing_is_a_boat_s_move_once_a_game_turn_and_lowering_takes_a_ship_s() -> None:
    text = NIGHT.replace("gunnery", "sailing").replace("first 1", "first 2")
    state = night(text)
    assert {"row Gig Syrene", "row Skiff Syrene", "hold Gig", "hold Skiff"} <= set(legal(state))
    moved = play(state, "row Skiff 25,1")
    assert moved.position.boat("Skiff").point == (22.0, 1.0)  # 2 of the 5 inches [6.3]
    assert "row Skiff Syrene" not in legal(moved)
    with pytest.raises(IllegalActionError):
        RULES.check_action(moved, RULES.parse_action("row Skiff Syrene"))
    quay = night(
        "FSH turn 1 sailing wind E blowing table 24x24 morale 3,3 first 2 shore 0,19,24,24 "
        "| Hermione=1 5th-rate 12,10@90 D0 A0 | Gig=2 boat 22.5,18 crew:1"
    )
    for off in ("row Gig 22.5,23", "row Gig 30,18"):  # ashore, off the table [6.3]
        with pytest.raises(IllegalActionError) as refused:
            RULES.check_action(quay, RULES.parse_action(off))
        assert refused.value.case == "6.3"
    assert RULES.check_action(quay, RULES.parse_action("row Gig 22.5,10"))
    ours = night(text.replace("first 2", "first 1"))
    lowered = play(ours, "lower Syrene")
    boat = lowered.position.boat("Syrene-boat1")
    assert boat.side == 1 and boat.mother == "Syrene" and "Syrene" in lowered.sailed


# ---- Cut It Out (APP.2.3.2i) ----


def _to_boarding(state: State, watch: list[int], phase: Phase = Phase.BOARDING) -> State:
    """Play Cut It Out with the initiative to GB each Game-Turn, every boat rowing in, the watch's dice as given,
    until the ``phase`` with a choice."""
    dice = iter(watch)
    while (state.phase not in (phase, Phase.BOARDING) or state.throw is not None) and not state.result:
        if state.throw is not None:
            kind = state.throw.kind
            state = rolls(state, [next(dice)] if kind == "watch" else [1, 2] if kind == "initiative" else [1])
        else:
            acts = [a for a in legal(state) if a.startswith(("row", "hold"))]
            state = play(state, acts[0])
    return state


def test_the_ship_with_her_crew_ashore_neither_sails_nor_fires() -> None:
    state = rolls(RULES.start(cut_it_out()), [6, 1])  # ES has the initiative, yet only GB's boats move
    assert state.phase is Phase.SAILING and set(legal(state)) >= {"row Launch Hermione", "hold Launch"}
    assert not any(a.startswith("sail") for a in legal(state))


def test_seen_on_the_second_throw_the_boats_meet_the_crew_turned_out() -> None:
    state = _to_boarding(RULES.start(cut_it_out(distance=3)), [2, 6])
    assert state.position.vessel("Hermione").guard == "roused" and state.turn == 3
    fight = play(state, "board Launch Hermione")
    assert fight.throw is not None and fight.throw.want == 5 + 2  # three crews and a marine; the guard and a sleeper


@settings(max_examples=60, deadline=None)
@given(
    distance=st.integers(1, 6),
    watch=st.lists(st.integers(1, 6), min_size=6, max_size=6),
    fight=st.lists(st.integers(1, 6), min_size=7, max_size=7),
    reading=st.sampled_from(["to-the-last", "before-arrival"]),
)
def test_the_engine_s_raid_is_the_raid_of_its_dice(
    distance: int, watch: list[int], fight: list[int], reading: str
) -> None:
    """Invariant: Cut It Out played on the engine, the boats rowing in together, ends as :func:`raid` rules the same
    dice: the watch's throws (as many as the engine asked for) and the boarding's."""
    setup = cut_it_out({"cut_out_watch": reading}, distance=distance)
    state = _to_boarding(RULES.start(setup), watch)
    thrown = watch[:distance]
    seen = state.position.vessel("Hermione").guard == "roused"
    asked = next((i + 1 for i, d in enumerate(thrown) if d >= 5), None) if seen else None
    n = asked or (distance if reading == "to-the-last" else distance - 1)
    fought = play(state, "board Launch Hermione")
    want = fought.throw.want  # type: ignore[union-attr]
    end = rolls(fought, fight[:want])
    ruled = raid("5th-rate", distance, watch[:n], fight[:5], fight[5:want], readings={"cut_out_watch": reading})
    assert (end.position.vessel("Hermione").fate == "prize") == (ruled.verdict == "taken")
    assert end.result == ("GB wins" if ruled.verdict == "taken" else "ES wins")


def test_beaten_off_the_boats_may_board_again_only_under_reading_again() -> None:
    state = _to_boarding(RULES.start(cut_it_out()), [1, 1, 1])
    beaten = rolls(play(state, "board Launch Hermione"), [1, 1, 1, 1, 1, 6])
    assert beaten.result == "ES wins" and beaten.position.boat("Jolly").fate == "withdrawn"
    again = _to_boarding(RULES.start(cut_it_out({"cut_out_repulse": "again"})), [1, 1, 1])
    later = rolls(play(again, "board Launch Hermione"), [1, 1, 1, 1, 1, 6])
    assert not later.result and later.position.boat("Jolly").afloat


def test_roused_under_fire_when_roused_the_ship_fires_at_the_boats() -> None:
    setup = cut_it_out({"cut_out_guns": "fire-when-roused"}, distance=3)
    state = _to_boarding(RULES.start(setup), [6], Phase.GUNNERY)
    assert state.position.vessel("Hermione").guard == "roused" and "fire Hermione Launch" in legal(state)
    plain = _to_boarding(RULES.start(cut_it_out(distance=3)), [6], Phase.GUNNERY)
    assert plain.phase is Phase.BOARDING  # by default her crew never reaches the guns: no gunnery to stop at


def test_the_desk_offers_the_boats_and_answers_what_a_boat_may_do() -> None:
    """[6.3] The desk's picker lists the boat counters; ``boat`` and ``boat-odds`` answer with their cases."""
    from sailkit.questions import ask, board

    desk = board("fighting_ships")
    table = Position.parse(NIGHT.replace("22.625,20", "20.625,20"))
    assert set(desk.choices(table, "boat")) == {"Gig", "Skiff", "Launch"}
    may = ask(desk, table, "boat Gig")
    assert may.verdict == "Gig may board Syrene" and may.facts["chances"]["Syrene"] == sink_odds("short", 2).value
    odds = ask(desk, table, "boat-odds Gig Syrene")
    assert odds.value == Fraction(1, 2) and {"6.1", "6.3"} <= set(odds.cases)  # 3 dice against her 2 [6.3]


def test_the_replayer_shows_the_boats_and_marks_their_attack() -> None:
    """[6.3] The Cut It Out sample in the replayer: the boats are pieces of the board with their loads, their boarding
    is marked on the ship they take, and every step draws what a fresh board draws."""
    from pathlib import Path

    from replay_checks import differing_steps

    import sailkit
    from sailkit.rulesets.fighting_ships.faces.replay import SUPPORT

    r = sailkit.replay(Path(__file__).resolve().parents[2] / "replays" / "fighting_ships-cut-it-out.fsh")
    assert {"Launch 1+M", "Pinnace 1", "Jolly 1"} <= {t.get_text() for t in r.picture.board.ax.texts}
    r.slider.value = r.slider.max  # the boarding's last die: marked where it took her, as a ship's boarding is
    assert [(h.kind, h.ships) for h in r.shown.just_happened] == [("boarding", ("Hermione",))]
    states = [r.cache.get(n, None).state for n in list(r.line)]
    compared, differ = differing_steps(SUPPORT, states, [*range(len(states)), *range(len(states) - 2, -1, -5)])
    assert compared > 5 and not differ
