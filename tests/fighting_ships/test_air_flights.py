"""Aircraft beyond their first steps on the engine [8.3, 8.8] (issue 23): hovering, more than one turn a move under
reading ``air_turns``, fights between counters no patrol caught, spares joining a pair and exceptional pilots."""

from __future__ import annotations

import pytest

from sailkit.errors import IllegalActionError
from sailkit.rulesets.fighting_ships import RULES, Position
from sailkit.rulesets.fighting_ships.air_sea_pieces import Plane
from sailkit.rulesets.fighting_ships.scenarios import Setup
from sailkit.rulesets.fighting_ships.state import State
from tests.fighting_ships.test_engine import on, play, rolls

HEAD = "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 | "
SHIPS = "Hornet=1 carrier 10,10@90 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | "
SEAHAWK = "Seahawk=1 air attack-helicopter 20,20@90 load:torpedo"
WILDCAT = "Wildcat=1 air fighter-2 20,20@90 load:cap"


def _state(text: str, **readings: str) -> State:
    return on(HEAD + text, **readings)


def _legal(state: State) -> set[str]:
    return {str(a) for a in RULES.legal_actions(state)}


def _plane(state: State, name: str) -> Plane:
    return next(p for p in state.position.planes if p.name == name)


def test_a_helicopter_hovers_but_not_two_game_turns_running() -> None:
    """[8.3] The Seahawk may hover where it is (offered, 0 inches); the next Game-Turn it may not, and the refusal
    names 8.3; the Game-Turn after that it may again. A Wildcat never hovers."""
    state = _state(SHIPS + SEAHAWK)
    assert "fly Seahawk 20,20" in _legal(state)
    state = play(state, "fly Seahawk 20,20")
    assert _plane(state, "Seahawk").pose.point == (20.0, 20.0) and "Seahawk" in state.hovering
    hovered = _state(SHIPS + SEAHAWK + " hovered")
    assert "fly Seahawk 20,20" not in _legal(hovered)
    with pytest.raises(IllegalActionError, match="hovered last Game-Turn") as e:
        RULES.check_action(hovered, RULES.parse_action("fly Seahawk 20,20"))
    assert e.value.case == "8.3"
    with pytest.raises(IllegalActionError, match="only helicopters"):
        RULES.check_action(_state(SHIPS + WILDCAT), RULES.parse_action("fly Wildcat 20,20"))


def test_a_hover_is_remembered_for_one_game_turn() -> None:
    """[8.3] At the end of the Game-Turn the counter that hovered is written ``hovered``; one that flew is not."""
    state = _state(SHIPS + SEAHAWK)
    state = play(state, "fly Seahawk 20,20")
    ended = RULES._end_of_turn(state, [])
    assert _plane(ended, "Seahawk").hovered and "hovered" in str(ended.position)
    flew = RULES._end_of_turn(play(_state(SHIPS + SEAHAWK + " hovered"), "fly Seahawk 40,20"), [])
    assert not _plane(flew, "Seahawk").hovered


def test_two_turns_a_move_only_under_each_six_inches() -> None:
    """[8.3] The Wildcat turns about: 6 ahead, 89 degrees, 6, 89 degrees again after 12 straight, then on. One turn a
    move (the default) refuses it with 8.3; reading air_turns each-six-inches offers and allows it, ending heading
    back the way it came."""
    about = "fly Wildcat 26,26 20,32"
    with pytest.raises(IllegalActionError, match="one turn a move") as e:
        RULES.check_action(_state(SHIPS + WILDCAT), RULES.parse_action(about))
    assert e.value.case == "8.3"
    state = _state(SHIPS + WILDCAT, air_turns="each-six-inches")
    offered = [a for a in _legal(state) if a.startswith("fly Wildcat") and len(a.split()) == 4]
    assert len(offered) == 2
    state = play(state, about)
    p = _plane(state, "Wildcat")
    assert p.pose.point == (20.0, 32.0) and 260 < p.pose.heading < 280


GUNNERY = HEAD.replace("sailing", "gunnery")
KATE = "Kate=2 air torpedo-bomber 21.5,20@270 load:torpedo"


def _gunnery(text: str, **readings: str) -> State:
    setup = Setup("test", Position.parse(GUNNERY + text)).with_readings(readings)
    return State(setup, setup.position)


def test_a_fighter_attacks_a_counter_within_2_inches() -> None:
    """[8.8a] The Wildcat (2) attacks the Kate 1.5 inches off, no patrol needed: 2 + 2 beats 3 + 0, the Kate is shot
    down; the Wildcat keeps its load (reading engaged_winner) and fights no more this Game-Turn."""
    state = _gunnery(SHIPS + WILDCAT + " | " + KATE)
    assert "engage Wildcat Kate" in _legal(state)
    state = rolls(play(state, "engage Wildcat Kate"), [2, 3])
    assert [p.name for p in state.position.planes] == ["Wildcat"] and _plane(state, "Wildcat").load == "cap"
    assert "Wildcat" in state.fought and not any(a.startswith("engage") for a in _legal(state))


def test_reach_and_who_fights() -> None:
    """[8.8a, 8.1] 4 inches off, a piston fighter's guns do not reach: refused with 8.8, the state unchanged; a jet
    fights at 8 with rockets (reading a2a_rockets), but not under its option none. A torpedo bomber, combat value 0,
    attacks nothing."""
    far = _gunnery(SHIPS + WILDCAT + " | " + KATE.replace("21.5,20", "24,20"))
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(far, RULES.parse_action("engage Wildcat Kate"))
    assert e.value.case == "8.8"
    jet = SHIPS + WILDCAT.replace("fighter-2", "jet-1950") + " | " + KATE.replace("21.5,20", "27,20")
    assert "engage Wildcat Kate" in _legal(_gunnery(jet))
    assert "engage Wildcat Kate" not in _legal(_gunnery(jet, a2a_rockets="none"))
    kate_first = _gunnery(SHIPS + KATE.replace("Kate=2", "Kate=1") + " | " + WILDCAT.replace("Wildcat=1", "Wildcat=2"))
    assert not any(a.startswith("engage Kate") for a in _legal(kate_first))


def test_an_ace_adds_one_and_a_tie_breaks_both_off() -> None:
    """[8.8d, 8.8e] The Wildcat's pilot is an ace: 2 + 2 + 1 against 5 + 0 ties, both break off spent; under reading
    engaged_winner home a winner goes home spent too."""
    state = rolls(play(_gunnery(SHIPS + WILDCAT + " ace | " + KATE), "engage Wildcat Kate"), [2, 5])
    assert {(p.name, p.load) for p in state.position.planes} == {("Wildcat", ""), ("Kate", "")}
    home = rolls(play(_gunnery(SHIPS + WILDCAT + " | " + KATE, engaged_winner="home"), "engage Wildcat Kate"), [6, 1])
    assert _plane(home, "Wildcat").load == ""


def test_a_committed_spare_joins_its_patrols_pair() -> None:
    """[8.4, 8.8c] Two Wildcats patrol over Hornet, the second sent with join; the Kate flies into the zone and is
    caught by the first, and the second joins the pair: 1 + 2 + 2 beats 4 + 0 (without the spare, 3 would lose), the
    Kate is shot down and both Wildcats go home spent."""
    two = "Wildcat=1 air fighter-2 10,10@90 load:cap | Wildcat-2=1 air fighter-2 10,10@90 load:cap"
    state = _state("Hornet=1 carrier 10,10@90 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | " + two
                   + " | Kate=2 air torpedo-bomber 30,12@270 load:torpedo")  # fmt: skip
    state = play(state, "patrol Wildcat Hornet", "join Wildcat-2 Hornet")
    assert _plane(state, "Wildcat-2").joins and "joins" in str(state.position)
    state = _sail_still(state, "Hornet")
    state = _sail_still(play(state, "fly Kate 18,12"), "Kaga")
    assert state.dogfights == (("Wildcat", "Kate"),) and state.wingmen == (("Wildcat-2", "Wildcat"),)
    state, ruling = RULES.apply_action(rolls(state, [1]), RULES.parse_action("roll 4"))
    assert "Wildcat throws 1 with combat value 2, spares 2: 5" in [s.reason for s in ruling.steps]
    assert {(p.name, p.load, p.cap) for p in state.position.planes} == {("Wildcat", "", ""), ("Wildcat-2", "", "")}
    assert state.wingmen == ()


def _sail_still(state: State, name: str) -> State:
    """``name`` rolls 1s and stops where she is."""
    state = play(state, f"sail {name}")
    while state.throw is not None:
        state = play(state, "roll 1")
    return play(state, f"stop {name}")


JET = "Skyhawk=1 air jet-1950 24,16@180 load:2-bomb"
ZEKE = "Zeke=1 air kamikaze 24,16@180 load:kamikaze"
TARGETS = "Hornet=2 carrier 10,40@90 D0 A0 | Kaga=2 light-cruiser 24,14@270 D0 A0 | Wolf=1 destroyer 40,40@0 D0 A0 | "


def test_a_jets_bomb_is_guided_and_misses_only_on_1_against_a_cruiser() -> None:
    """[8.5] A Skyhawk's bomb is guided (reading guided_bombs): a 2 hits Kaga, a cruiser (a miss on 1 only); under
    the option none the same 2 misses."""
    state = rolls(play(_gunnery(TARGETS + JET), "bomb Skyhawk Kaga"), [2])
    assert state.throw is not None and state.throw.kind == "impact"
    plain = rolls(play(_gunnery(TARGETS + JET, guided_bombs="none"), "bomb Skyhawk Kaga"), [2])
    assert plain.throw is None and _plane(plain, "Skyhawk").load == "bomb"


def test_a_kamikaze_strikes_as_a_bomb_and_a_torpedo_and_is_gone() -> None:
    """[8.1, 8.5] The kamikaze dives on Kaga: a 3 hits a cruiser, and its hit is a bomb's die of hits, then a
    torpedo's; it is gone. A 2 misses, and it is gone all the same. Against a carrier with an armoured deck (reading
    armoured_deck carriers) only the torpedo's die."""
    state = _gunnery(TARGETS + ZEKE)
    assert "bomb Zeke Kaga" in _legal(state)
    hit = rolls(play(state, "bomb Zeke Kaga"), [3])
    assert hit.throw is not None and hit.throw.kind == "impact" and hit.throw.want == 1
    assert hit.throw.chain == ("Zeke-bomb", "Zeke-torpedo") and not hit.position.planes
    missed = rolls(play(state, "bomb Zeke Kaga"), [2])
    assert missed.throw is None and not missed.position.planes
    deck = _gunnery(TARGETS + ZEKE.replace("24,16", "11,42"), armoured_deck="carriers")
    hit = rolls(play(deck, "bomb Zeke Hornet"), [4])
    assert hit.throw is not None and hit.throw.want == 1 and hit.throw.chain == ("Zeke-torpedo",)
    hit = rolls(play(_gunnery(TARGETS + ZEKE.replace("24,16", "11,42")), "bomb Zeke Hornet"), [4])
    assert hit.throw is not None and hit.throw.want == 1 and len(hit.throw.chain) == 2
    done = rolls(hit, [6])
    assert done.throw is not None and done.throw.kind == "impact-saves"


KENT = "Kent=1 light-cruiser 10,10@0 D0 A0 | Natori=2 light-cruiser 40,40@270 D0 A0 | "
SPOT = "Spot=1 air spotter 10,10@0 on:Kent"


def test_a_cruiser_flies_her_spotter_but_no_bomber() -> None:
    """[8.2, 8.7] Kent has a spotter: it takes off one at a time, heading off the wind (no carrier turns into it),
    flies from her (written from:Kent) and, having no load, is never spent; a dive bomber aboard her may not go up:
    refused with 8.2."""
    state = _state(KENT + SPOT)
    assert "takeoff Spot" in _legal(state)
    state = play(state, "takeoff Spot")
    assert _plane(state, "Spot").parent == "Kent" and "from:Kent" in str(state.position)
    assert any(a.startswith("fly Spot") for a in _legal(state))
    bomber = _state(KENT + "Dive=1 air dive-bomber 10,10@0 load:2-bomb on:Kent")
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(bomber, RULES.parse_action("takeoff Dive"))
    assert e.value.case == "8.2"


def test_a_spotter_lands_only_on_a_ship_still_this_game_turn() -> None:
    """[8.7] Kent has sailed and run nothing: her spotter, 5 inches off, may land; had she not sailed yet, not."""
    spot = "Spot=1 air spotter 10,15@180 from:Kent"
    state = _state(KENT + spot)
    assert "land Spot Kent" not in _legal(state)
    state = _sail_still(state, "Kent")
    assert state.ran("Kent") == 0
    still = state.with_(part=0)
    assert "land Spot Kent" in _legal(still)


def test_a_spotter_sees_for_its_ship_at_night() -> None:
    """[8.7, 3.2.1] At night Kent sees 20 inches: Natori 30 inches off is beyond her sight, whatever fighter flies
    near her; Kent's spotter 5 inches from Natori sees her for Kent; another ship's spotter serves Kent only under
    reading spotter_serves side."""
    night = "FSH turn 2 gunnery wind E blowing table 48x48 morale 30,30 first 1 night | "
    ships = "Kent=1 light-cruiser 10,10@90 D0 A0 | Natori=2 light-cruiser 40,10@270 D0 A0 | "
    kent, natori = (Position.parse((night + ships).rstrip(" |")).vessel(n) for n in ("Kent", "Natori"))

    def sees(spot: str, **readings: str) -> bool:
        setup = Setup("test", Position.parse(night + ships + spot)).with_readings(readings)
        return bool(RULES._valid(State(setup, setup.position), kent, natori).verdict)

    assert not sees("Wing=1 air fighter-2 10,30@0")
    assert sees("Spot=1 air spotter 35,12@90 from:Kent")
    assert not sees("Spot=1 air spotter 35,12@90 from:Other")
    assert sees("Spot=1 air spotter 35,12@90 from:Other", spotter_serves="side")


ARGUS = "Argus=1 modern-frigate 10,10@0 D0 A0 | Lynx=1 air asw-helicopter 20,20@0 load:depth-charge from:Argus"
BOAT = " | U-47=2 pack sub-submerged D0 A0 1:20,16@0 2:21,23@0 3:40,40@0 real:1"


def test_an_asw_helicopter_drops_its_ships_depth_charges_where_it_flies() -> None:
    """[7.4, 8.7] Argus is 11 inches from the pack, beyond her ASW reach; her Lynx over it attacks counters 1 and 2
    with her 2 ASW dice, and spends its load: a 6 on counter 2, a decoy, removes it; the Lynx attacks no more."""
    state = _gunnery(ARGUS + BOAT)
    assert {"asw Lynx U-47 1", "asw Lynx U-47 2"} == {a for a in _legal(state) if a.startswith("asw")}
    state = play(state, "asw Lynx U-47 2")
    assert state.throw is not None and state.throw.want == 2 and _plane(state, "Lynx").load == ""
    state = rolls(state, [6, 1])
    assert [k for k, _ in state.position.packs[0].counters] == [1, 3]
    assert not any(a.startswith("asw") for a in _legal(state))


def test_an_asw_helicopter_searches_with_its_ships_sonar() -> None:
    """[7.3, 8.7] In the initiative phase's search the Lynx searches from where it flies, Argus 11 inches off: its
    sonar reaches counters 2 and 1, nearest first."""
    start = "FSH turn 1 initiative wind E blowing table 48x48 morale 30,30 first - | "
    state = rolls(RULES.start(Setup("test", Position.parse(start + ARGUS + BOAT))), [5, 3])
    assert "search Lynx" in _legal(state)
    state = play(state, "search Lynx")
    assert state.throw is not None and state.throw.chain == ("U-47:2", "U-47:1")


def test_a_counter_off_the_edge_waits_at_its_base_and_comes_back_rearmed() -> None:
    """[8.2, 8.3] The spent Kate flies off the east edge: a die for its base, 3, four Game-Turns off; it is written
    back:6 and is off the table, flying nothing. At the end of Game-Turn 5 it comes back over the edge where it left,
    heading onto the table, with a torpedo, on an arriving counter's half move. Under reading base_trip
    there-and-back the same die keeps it away nine Game-Turns."""
    kate = "Kate=2 air torpedo-bomber 40,20@90"
    state = play(_state(SHIPS + kate).with_(part=1), "fly Kate 48,20")
    assert state.throw is not None and state.throw.kind == "base"
    state = rolls(state, [3])
    assert _plane(state, "Kate").back == 6 and "back:6" in str(state.position)
    assert not _plane(state, "Kate").flying and not any("Kate" in a for a in _legal(state))
    late = State(state.setup, Position.parse(str(state.position).replace("turn 2", "turn 5")))
    p = _plane(RULES._end_of_turn(late, []), "Kate")
    assert (p.back, p.first, p.load, p.pose.point, p.pose.heading) == (0, True, "torpedo", (48.0, 20.0), 270.0)
    far = play(_state(SHIPS + kate, base_trip="there-and-back").with_(part=1), "fly Kate 48,20")
    assert _plane(rolls(far, [3]), "Kate").back == 11


def test_a_smaller_carrier_has_an_escort_carriers_deck() -> None:
    """[8.2] A deck's kind goes by the ship's size: the fleet carrier (capital) works three counters a Game-Turn's,
    a smaller ship one, an escort carrier's; no list has a smaller carrier yet, so a frigate stands in."""
    from sailkit.rulesets.fighting_ships.air_phase import deck_of

    pos = Position.parse(HEAD + SHIPS + "Argus=1 modern-frigate 10,30@0 D0 A0")
    assert (deck_of(pos.vessel("Hornet")), deck_of(pos.vessel("Argus"))) == ("fleet", "escort")


MIXED = (
    "FSH turn 1 initiative wind E blowing table 48x48 morale 20,20 first - | Kent=1 light-cruiser 8,10@90 D0 A0 "
    "| Argus=1 modern-frigate 8,30@90 D0 A0 | Natori=2 light-cruiser 40,20@270 D0 A0 "
    "| Spot=1 air spotter 8,10@90 on:Kent | Lynx=1 air asw-helicopter 8,30@90 load:depth-charge on:Argus "
    "| U-47=2 pack sub-submerged D0 A0 1:30,30@270 2:32,26@270 3:34,34@270 real:1 "
    "| Zeke=2 air kamikaze 44,12@270 load:kamikaze | Ace=2 air jet-1970 44,30@270 load:cap ace "
    "| Seahawk=1 air attack-helicopter 4,20@90 load:torpedo"
)


@pytest.mark.parametrize("players", [{}, {"US": "captain", "JP": "captain"}])
def test_random_and_captained_play_with_every_new_piece_ends_and_replays(players: dict[str, str]) -> None:
    """[8.2-8.8] A spotter cruiser, a frigate's Lynx, a pack, a kamikaze, an ace jet and a helicopter: seeded random
    play and the captain both end within the set-up's 5 Game-Turns, and the record read back replays to the same
    position."""
    from sailkit.players import play_game
    from sailkit.rulesets.fighting_ships.captain import Captain
    from sailkit.rulesets.fighting_ships.game import FightingShipsGame

    setup = Setup("Air mix", Position.parse(MIXED), sides=("US", "JP"), turns=5)
    for seed in (1, 4):
        game = play_game(FightingShipsGame(setup), players, seed, captain=Captain, max_turns=None, comment=False).game
        assert game.is_terminal() and game.state.turn <= 5
        again = FightingShipsGame.from_text(game.to_text())
        again.go(list(again.mainline())[-1])
        assert str(again.state.position) == str(game.state.position)


FIELD = (
    "FSH turn 2 sailing wind E blowing table 48x48 morale 30,30 first 1 shore 0,0,8,48 "
    "| Field=1 medium-battery 4,20@0 D0 A0 | Kaga=2 light-cruiser 40,40@270 D0 A0 | Kent=1 light-cruiser 30,10@0 D0 A0 | "
    + " | ".join(f"Val-{k}=1 air dive-bomber 4,20@0 load:2-bomb on:Field" for k in range(1, 8))
)


def _field(text: str, **readings: str) -> State:
    setup = Setup("test", Position.parse(text), ordnance=(("medium-battery",), ())).with_readings(readings)
    return State(setup, setup.position)


def test_a_shore_battery_is_a_land_base_under_reading_land_bases() -> None:
    """[8.2] Under reading land_bases batteries the battery Field launches six counters a Game-Turn, twice a fleet
    carrier's, heading across the wind; the seventh waits. Under the default none it flies nothing: refused with 8.2.
    A spent counter lands on it; with three Damage tokens it launches nothing."""
    with pytest.raises(IllegalActionError) as e:
        RULES.check_action(_field(FIELD), RULES.parse_action("takeoff Val-1"))
    assert e.value.case == "8.2"
    state = _field(FIELD, land_bases="batteries")
    for k in range(1, 7):
        state = play(state, f"takeoff Val-{k}")
    assert state.deck_ops.count("Field") == 6 and "takeoff Val-7" not in _legal(state)
    home = FIELD.split(" | Val-1")[0] + " | Val-1=1 air dive-bomber 10,20@270"
    assert "land Val-1 Field" in _legal(_field(home, land_bases="batteries"))
    assert not any(
        a.startswith("takeoff")
        for a in _legal(_field(FIELD.replace("D0 A0 | Kaga", "D3 A0 | Kaga"), land_bases="batteries"))
    )
