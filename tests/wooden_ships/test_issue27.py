"""The corrections of issue 27 (Wooden Ships points 1-8) and the grapple bug: each test failed before its fix."""

from __future__ import annotations

from dataclasses import replace

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, TwoHexShip
from sailkit.geometry.hexes import HexDirection as D
from sailkit.rulesets.wooden_ships.combat import targets
from sailkit.rulesets.wooden_ships.fields import Broadside, Kind, Obstacle, advanced_rake, reduced_targets
from sailkit.rulesets.wooden_ships.game import WoodenShipsGame
from sailkit.rulesets.wooden_ships.movement import Mover, carry_out, legal_plots
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec
from sailkit.rulesets.wooden_ships.state import State
from tests.wooden_ships.helpers import make_ship

#: Constitution and Java side by side, the wind on their beam: both may sail a hex north and stay alongside
ABREAST = Scenario(
    "abreast",
    (
        ShipSpec("Constitution", "US-44", "United States", "average", "J10", D.N),
        ShipSpec("Java", "GB-18", "Britain", "average", "K11", D.N),
    ),
    wind=D.SE,
    turns=6,
    columns=30,
    rows=24,
)


def _grapple_modifier(constitution: str, java: str) -> int:
    g = WoodenShipsGame(ABREAST)
    g.apply_action(f"order Constitution {constitution}").apply_action(f"order Java {java}")
    assert g.phase == "grappling"
    g.apply_action("grapple Constitution Java")
    return g.state.pending[0].modifier


# ---- the grapple bug: executed orders are written with digits, never "F" [9.1.4.3-9.1.4.5] ----


def test_ships_that_sailed_a_hex_are_not_motionless_when_grappling() -> None:
    """[9.1.4.3, 9.1.4.4] both ships sailed a hex: no bonus; one lay still: +1; both: +2. Equal crews, the target
    ordered one point: nothing else."""
    assert _grapple_modifier("1", "1") == 0
    assert _grapple_modifier("0", "1") == 1
    assert _grapple_modifier("0", "0") == 2


def test_a_pivot_or_backed_sails_leave_a_ship_motionless_and_count_as_points() -> None:
    """[9.1.4.3, 9.1.4.5, 20.2] the bow must enter a new hex to count as moving; every hex, pivot and backed sail of
    the target's order is a movement point."""
    from sailkit.rulesets.wooden_ships.locking import movement_points, sailed

    assert not sailed("R") and not sailed("BB") and not sailed("0") and not sailed("")
    assert sailed("L2R") and sailed("B1")
    assert movement_points("L2R") == 4 and movement_points("BR") == 2 and movement_points("0") == 0


# ---- point 1 [20.4.2, 20.4.2.1]: a leading B hid the opening turn ----

NORTH = TwoHexShip(Hex(0, 0), D.N)


def _adv(**kw: object) -> Mover:
    return Mover(NORTH, 4, 0, 2, advanced=True, **kw)  # type: ignore[arg-type]


def test_backed_sails_before_an_opening_turn_do_not_hide_it() -> None:
    """[20.4.2, 20.4.2.1] after a move that ended on a turn, an order opening with a turn is that turn alone, backed
    sails written before it or not: BR1 4L is carried out as BR, BR0B1B as BR (the rest is void), while BR and BRB
    stay whole (the turn is her only move) and B1R is no turn-turn at all."""
    after = _adv(after_turn=True)
    for written, done in (("BR1 4L", "BR"), ("BR0B1B", "BR"), ("BBL1", "BBL"), ("BR", "BR"), ("BRB", "BRB")):
        plan = carry_out(after, written, D.NE)
        assert plan.text == done, (written, plan.text)
    assert carry_out(after, "B1R", D.NE).text == "B1R"
    refused = carry_out(after, "BR1", D.NE)
    assert refused.stopped_at == 2 and refused.ruling.steps[-1].case == "20.4.2"
    offered = legal_plots(after, D.NE)
    assert "BR" in offered and not {"BR1", "BL1", "BBR1"} & set(offered)


# ---- point 4 [20.4.1.1, 20.4.2, 11.3.3]: three points the text leaves open, now named readings ----


def test_backing_beside_a_turn_in_place_after_a_stop_is_a_reading() -> None:
    """[20.4.1.1, 20.2] (reading stop_backing) by default a B is movement spent, so BL stops before the turn and LB
    after it, each naming the reading; under standing-still both are a turn in place, timed by the B."""
    stopped = _adv(after_stop=True)
    for written, done in (("BL", "B"), ("LB", "L")):
        plan = carry_out(stopped, written, D.NE)
        assert plan.text == done and ("stop_backing", "other-movement") in plan.ruling.readings
        assert plan.ruling.steps[-1].case == "20.4.1.1"
    still = {"stop_backing": "standing-still"}
    for written in ("BL", "LB", "BLB"):
        plan = carry_out(stopped, written, D.NE, readings=still)
        assert plan.text == written and ("stop_backing", "standing-still") in plan.ruling.readings
    assert carry_out(stopped, "BL1", D.NE, readings=still).text == "BL"  # still nothing more than the turn
    assert carry_out(stopped, "L1", D.NE).text == "L"  # no B: the rule alone, no reading


def _advanced_after(order: str, readings: dict[str, str] | None = None) -> WoodenShipsGame:
    far = replace(ABREAST.ships[1], bow="T20")  # the wind on Constitution's quarter: she has hexes to spare
    sc = replace(ABREAST, level="advanced", wind=D.NE, ships=(ABREAST.ships[0], far))
    g = WoodenShipsGame(sc, readings)
    while g.is_chance_node():  # the Wind Phase's dice
        g.apply_action(g.legal_actions()[0])
    g.apply_action(f"order Constitution {order}").apply_action("order Java 0")
    return g


def test_whether_1rb_ends_on_a_turn_is_a_reading() -> None:
    """[20.4.2, 20.2] (reading turn_then_backing) 1RB ends with backed sails: by default not on a turn, so next turn
    she may open with one; under last-move the B does not move her and the turn was her last move. The execution
    ruling names the reading either way."""
    g = _advanced_after("1RB")
    assert not g.position.ship("Constitution").ended_on_turn
    assert ("turn_then_backing", "last-element") in g.ruling().readings
    assert "20.4.2" in g.ruling().cases
    g = _advanced_after("1RB", {"turn_then_backing": "last-move"})
    assert g.position.ship("Constitution").ended_on_turn
    assert ("turn_then_backing", "last-move") in g.ruling().readings
    assert _advanced_after("1R").position.ship("Constitution").ended_on_turn  # a plain closing turn: the rule


def test_sections_used_for_boarding_are_a_reading() -> None:
    """[11.3.3] (reading boarding_sections) by default only an offensive party's sections are 'used for boarding'
    and cost the Hit Table; under every-party a defensive or transfer party's sections count too."""
    from sailkit.rulesets.wooden_ships.combat import sections_away
    from sailkit.rulesets.wooden_ships.state import Party

    g = WoodenShipsGame(ABREAST)
    parties = (Party("Constitution", "OBP", (0,), "Java"), Party("Constitution", "DBP", (1, 2)))
    state = g.state.with_(parties=parties)
    assert sections_away(state, "Constitution") == 1
    every = READINGS.resolve({"boarding_sections": "every-party"})
    assert sections_away(state.with_(readings=every), "Constitution") == 3


# ---- point 2 [11.1.4.2]: a captured ship is no target for her former side ----

#: Shannon heading north in J12, Enterprise two hexes off her right, Chesapeake beyond (tests/wooden_ships/
#: test_fire_refusal.py), Argus six off her left; here Enterprise is a British prize the Americans have taken back
PRIZE = (
    "Shannon=GB-18/Britain/crack@J12:1; Enterprise=US-20/United States/green@L12:1; "
    "Chesapeake=US-38/United States/average@O11:1; Argus=US-24/United States/average@D14:2"
)


def _prize_combat(readings: dict[str, str] | None = None) -> WoodenShipsGame:
    game = WoodenShipsGame(
        Scenario.from_headers({"Map": "30x24", "Wind": "1 3", "Turns": "5", "Ships": PRIZE}), readings
    )
    for name in ("Shannon", "Enterprise", "Chesapeake", "Argus"):
        game.apply_action(f"order {name} 0")
    if game.current_side() != "Britain":
        game.apply_action('done "United States"')
    assert game.phase == "combat" and game.current_side() == "Britain"
    return game


def _with_prize(game: WoodenShipsGame) -> State:
    prize = game.position.ship("Enterprise").with_(owner="Britain")
    assert prize.captured
    return game.state.with_(position=game.position.with_ship(prize))


def test_a_captured_ship_blocks_her_former_side_and_is_no_target() -> None:
    """[11.1.4.2] (reading prize_fire) Enterprise, a prize her captor sails, lies nearest in Shannon's right field:
    she is neither offered nor accepted as a target, and she hides Chesapeake beyond her; the refusal names the
    rule and changes nothing. Under retake, Shannon may fire on her."""
    game = _prize_combat()
    state = _with_prize(game)
    shannon = state.position.ship("Shannon")
    assert targets(state.position, shannon, Broadside.R, state.readings) == ()
    with pytest.raises(IllegalActionError) as refused:
        game.RULES.check_action(state, game.RULES.parse_action("fire Shannon R Enterprise hull"))
    assert refused.value.case == "11.1.4.2" and "captured" in str(refused.value)
    retake = _prize_combat({"prize_fire": "retake"})
    state = _with_prize(retake)
    assert targets(state.position, shannon, Broadside.R, state.readings) == ("Enterprise",)
    assert _prize_combat().state.position.ship("Enterprise").side == "United States"
    assert targets(game.position, shannon, Broadside.R, game.state.readings) == ("Enterprise",)  # no prize: a target


# ---- point 3 [24.1.5.4, A-24.1 example 1]: a straddler blocked for the whole broadside ----

NORTH_FIRER = TwoHexShip(Hex(0, 0), D.N)
#: three hexes off the right, straddling fields 3 and 5
STRADDLER = Obstacle("C", TwoHexShip(Hex(3, -3), D.N).hexes, Kind.ENEMY)
#: two hexes off the right, nearer, straddling fields 2 and 4 (the Addendum's ship A)
NEARER = Obstacle("A", TwoHexShip(Hex(2, 0), D.N).hexes, Kind.FRIEND)


def test_a_straddler_may_take_the_bow_section_as_in_field_5() -> None:
    """[24.1.5.4, 24.1.5.3, A-24.1] (reading straddler_section) C straddles fields 3 and 5; A, nearer in fields 2 and
    4, blocks the whole broadside but not field 5: by default the bow section fires on C as at a field-5 target;
    under lowest-field C may not be engaged at all."""
    from sailkit.rulesets.wooden_ships.fields import fields_and_range

    assert fields_and_range(NORTH_FIRER, Broadside.R, STRADDLER.hexes)[0] == {3, 5}
    assert fields_and_range(NORTH_FIRER, Broadside.R, NEARER.hexes)[0] == {2, 4}
    (e,) = reduced_targets(NORTH_FIRER, Broadside.R, [STRADDLER, NEARER])
    assert (e.target, e.section, e.field, e.straddle) == ("C", "bow", 5, True)
    assert reduced_targets(NORTH_FIRER, Broadside.R, [STRADDLER, NEARER], {"straddler_section": "lowest-field"}) == ()
    # a nearer object in field 5 (or 3) still blocks the bow section
    in_five = Obstacle("E", (Hex(2, -2),), Kind.LAND)
    assert fields_and_range(NORTH_FIRER, Broadside.R, in_five.hexes)[0] & {3, 5}
    assert reduced_targets(NORTH_FIRER, Broadside.R, [STRADDLER, NEARER, in_five]) == ()


# ---- point 5 [24.4.2]: the Advanced rake and a target that could reply ----


def test_an_advanced_rake_never_needs_the_reply_limit_under_the_recovered_play() -> None:
    """[24.4.1, 24.4.2, 24.4.4] every placement of a firer whose broadside bears on a target heading north from her
    bow or stern line (5 hexes): beyond one hex the target can never reply, and at one hex every firer she could
    reply to has her whole broadside bearing, so the limit of 24.4.2 never refuses a rake; with one section only it
    would."""
    from sailkit.rulesets.wooden_ships.fields import rake_stands

    target = TwoHexShip(Hex(0, 0), D.N)
    placements = replies = 0
    for q in range(-8, 9):
        for r in range(-8, 9):
            for d in D:
                firer = TwoHexShip(Hex(q, r), d)
                if set(firer.hexes) & set(target.hexes) or not advanced_rake(firer, target):
                    continue
                for side in Broadside:
                    for e in reduced_targets(firer, side, [Obstacle("T", target.hexes, Kind.ENEMY)]):
                        placements += 1
                        stands, why = rake_stands(firer, target, e.section)
                        assert stands, (q, r, d, e, why)
                        if "though she could reply" in why:
                            replies += 1
                            assert e.range == 1 and e.section == "full"
                            assert not rake_stands(firer, target, "bow")[0]
    assert placements > 50 and replies == 8


def test_the_advanced_fire_ruling_says_why_a_rake_stands() -> None:
    """[24.4.2] the ruling of a rake says whether the target could reply."""
    from sailkit.rulesets.wooden_ships.combat import advanced_fire_number
    from sailkit.rulesets.wooden_ships.state import Position, Wind

    target = make_ship("Java", side="B")
    firer = make_ship("Constitution", side="A", bow=Hex(0, -3), facing=D.NE)
    pos = Position(1, Wind(D.N, 3), (firer, target))
    number = advanced_fire_number(pos, firer, Broadside.R, target)
    assert number.rake and "24.4.2" in number.ruling.cases, number.ruling.steps
    assert any("cannot reply" in s.reason for s in number.ruling.steps)


# ---- point 6 [11.4.3.2, 11.4.4.2]: the friend near is weighed against the firing ship's class ----


def test_a_friend_near_is_measured_against_the_firer_s_class() -> None:
    """[11.4.3.2, 11.4.4.2] Java (class 3) loses her last rigging to Constitution (class 4): a class-4 friend within
    ten hexes keeps her fighting, though smaller than Java herself; a class-5 friend does not. Fired on by several,
    the friend must match the largest firer (reading surrender_firer_class), or any one of them under any-firer."""
    from sailkit.rulesets.wooden_ships.damage import surrenders
    from sailkit.rulesets.wooden_ships.state import Position, Status, Wind
    from sailkit.rulings import Step

    java = make_ship("Java", side="B", type_key="GB-18", rigging=(0, 0, 0, 0))
    constitution = make_ship("Constitution", side="A", type_key="US-44", bow=Hex(3, 0))
    victory = make_ship("Victory", side="A", type_key="GB-1", bow=Hex(-3, 0))
    assert (java.class_number, constitution.class_number, victory.class_number) == (3, 4, 1)

    said: list[Step] = []

    def status(friend_class: int, firers: tuple[str, ...], readings: dict[str, str] | None = None) -> Status:
        friend = java.with_(name="Cherub", class_number=friend_class, bow=Hex(0, 5), rigging=(6, 6, 6, 6))
        pos = Position(1, Wind(D.N, 3), (java, constitution, victory, friend))
        after, steps = surrenders(pos, ["Java"], readings, firers={"Java": firers})
        said[:] = steps
        return after.ship("Java").status

    assert status(4, ("Constitution",)) is Status.ACTIVE  # the old slip asked for class 3 or larger
    assert status(5, ("Constitution",)) is Status.IMMOBILE
    assert "no friend of Constitution's class (4) or larger" in said[0].reason
    assert status(4, ("Constitution", "Victory")) is Status.IMMOBILE  # Victory is class 1
    assert ("surrender_firer_class", "largest-firer") in said[0].readings and "Victory's class (1)" in said[0].reason
    assert status(4, ("Constitution", "Victory"), {"surrender_firer_class": "any-firer"}) is Status.ACTIVE
    assert status(3, ()) is Status.ACTIVE  # no firer known: her own class


# ---- point 7 [36.0, 36.2.2]: a hanging mast silences both broadsides ----


def test_a_mast_over_either_side_stops_all_fire() -> None:
    """[36.0, 36.2.2] a mast hanging over the left side heels the ship: neither broadside may fire."""
    from sailkit.rulesets.wooden_ships.combat import can_fire

    loaded = make_ship("S", loaded=(True, True))
    assert can_fire(loaded, Broadside.L) and can_fire(loaded, Broadside.R)
    for side in ("L", "R"):
        hung = loaded.with_(hanging=side)
        assert not can_fire(hung, Broadside.L) and not can_fire(hung, Broadside.R)


# ---- point 8 [11.4.3.1]: the side that loses the gun hits, said and chosen by the target when both are as near ----


def test_a_firer_across_the_bow_line_leaves_the_choice_to_the_target() -> None:
    """[11.4.3.1] a firer lying across the hex ahead of the target's bow is as near her left side as her right: no
    side is nearer (the old measure gave 'L'), no reading picks one for her, and her gun hits cannot be marked until
    she has chosen; a firer abeam gives her near side."""
    from sailkit.errors import InvalidInputError
    from sailkit.rulesets.wooden_ships.damage import gun_hit_side, mark_hits, must_choose, nearer_side
    from sailkit.rulesets.wooden_ships.tables import parse_hits

    target = make_ship("Java", side="B", type_key="GB-18", guns=(6, 8))
    ahead = make_ship("Constitution", side="A", type_key="US-44", bow=Hex(0, -1), facing=D.NE)
    assert Hex(0, -1) in ahead.hexes and any(h != Hex(0, -1) for h in ahead.hexes)
    assert nearer_side(target, ahead) is None and must_choose(target, ahead, 2) and not must_choose(target, ahead, 0)
    side, step = gun_hit_side(target, ahead)
    assert side is None and "her choice" in step.reason and not getattr(step, "readings", ())
    assert "gun_hit_side" not in READINGS
    with pytest.raises(InvalidInputError, match="11.4.3.1"):
        mark_hits(target, parse_hits("2G"), ahead)
    for choice, guns in ((Broadside.L, (4, 8)), (Broadside.R, (6, 6))):
        hit, steps = mark_hits(target, parse_hits("2G"), ahead, choice=choice)
        assert hit.guns == guns and any("she chose" in s.reason for s in steps)
    one_sided = target.with_(guns=(0, 8), carronades=(0, 0))
    assert not must_choose(one_sided, ahead, 2) and mark_hits(one_sided, parse_hits("2G"), ahead)[0].guns == (0, 6)
    abeam = make_ship("Constitution", side="A", type_key="US-44", bow=Hex(2, -1))
    assert nearer_side(target, abeam) is Broadside.R and not must_choose(target, abeam, 2)
    assert "right broadside first, the side nearer" in gun_hit_side(target, abeam)[1].reason


#: Constitution lying across the hex ahead of Java's bow, her right broadside bearing on Java: a rake
CROSSING = Scenario(
    "crossing",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "M9", D.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M11", D.N),
    ),
    wind=D.N,
    turns=6,
    columns=30,
    rows=24,
)


def _crossing(aim: str) -> WoodenShipsGame:
    """Constitution's rake of Java fired at ``aim``, its die still to roll."""
    g = WoodenShipsGame(CROSSING)
    g.apply_action("order Constitution 0").apply_action("order Java 0")
    while g.phase != "combat":
        g.apply_action(f'done "{g.current_side()}"')
    return g.apply_action(f"fire Constitution R Java {aim}")


def _raked(die: int) -> WoodenShipsGame:
    """Constitution's rake of Java at her hull rolled ``die``; nobody has any more to fire."""
    return _crossing("hull").apply_action(f"roll {die}")


def test_a_raked_target_chooses_the_broadside_that_loses_her_gun_hits() -> None:
    """[11.4.3.1, 11.1.7] once the Combat Phase's broadsides are fired, Java, raked across the bow by a shot with gun
    hits, is asked which broadside loses them: only 'lose Java L' and 'lose Java R' are legal (no passing, no other
    move, the refusal naming the case and changing nothing); the choice is recorded, replays, and the hits marked
    at the phase's end take that side first. The ruling of the choice shows what either side would leave her."""
    g = _raked(3)
    assert g.state.shots[0].hits == ("3H-2G-2C",) and g.phase == "combat" and g.current_side() == "Britain"
    assert [str(a) for a in g.legal_actions()] == ["lose Java L", "lose Java R"]
    before = g.state
    for wrong in ("done Britain", "lose Constitution L", "roll 3"):
        with pytest.raises(IllegalActionError) as refused:
            g.apply_action(wrong)
        assert refused.value.case in ("11.4.3.1", "5.0") and g.state == before
    guns = g.position.ship("Java").guns
    for side, kept in (("L", (guns[0] - 2, guns[1])), ("R", (guns[0], guns[1] - 2))):
        h = WoodenShipsGame.from_text(g.to_text())
        h.apply_action(f"lose Java {side}")
        said = " ".join(s.reason for s in h.ruling().steps)
        assert "Java chooses" in said and "would have kept" in said and h.ruling().steps[0].case == "11.4.3.1"
        assert h.phase != "combat" and h.position.ship("Java").guns == kept
        assert f"lose Java {side}" in h.to_text() and WoodenShipsGame.from_text(h.to_text()).state == h.state


def test_no_choice_is_asked_without_gun_hits_or_with_a_near_side() -> None:
    """[11.4.3.1] a rake whose result has no gun hit asks Java nothing: the phase ends by itself (a guard that held
    before the choice was asked too)."""
    from sailkit.rulesets.wooden_ships.tables import hit_result

    g = _crossing("rigging")
    table = g.state.shots[0].table
    die = next(d for d in range(1, 7) if not hit_result(table, "rigging", d).guns)
    g.apply_action(f"roll {die}")
    assert g.phase != "combat" and not any(a.verb == "lose" for a in g.legal_actions())


def test_the_captain_and_random_play_make_the_target_s_choice() -> None:
    """[11.4.3.1] the computer captain chooses for Java: she gives up her fuller broadside, so both can answer;
    random play picks one of the two choices offered."""
    from sailkit.players import RandomPlayer
    from sailkit.rulesets.wooden_ships.captain import Captain

    g = _raked(4)
    d = Captain().decide(g)
    assert str(d.action) == "lose Java L" and "11.4.3.1" in d.cases and "fuller broadside, the left" in d.reason
    g.apply_action("lose Java L")
    assert g.position.ship("Java").guns[0] < g.position.ship("Java").guns[1]  # the left gave them up
    assert {str(RandomPlayer(seed=n).choose(_raked(4))) for n in range(8)} == {"lose Java L", "lose Java R"}


def test_the_fire_ruling_says_which_side_loses_the_gun_hits() -> None:
    """[11.4.3.1] the ruling of a broadside's Hit Table ends by naming the target's broadside that would lose guns."""
    from sailkit.rulesets.wooden_ships.combat import fire_number
    from sailkit.rulesets.wooden_ships.state import Position, Wind

    target = make_ship("Java", side="B", type_key="GB-18")
    firer = make_ship("Constitution", side="A", type_key="US-44", bow=Hex(2, -1))
    pos = Position(1, Wind(D.N, 3), (firer, target))
    ruling = fire_number(pos, firer, Broadside.L, target).ruling
    assert ruling.steps[-1].case == "11.4.3.1" and "Java's right broadside" in ruling.steps[-1].reason
    ahead = firer.with_(bow=Hex(0, -1), facing=D.NE)
    raking = fire_number(Position(1, Wind(D.N, 3), (ahead, target)), ahead, Broadside.R, target).ruling
    said = raking.steps[-1].reason
    assert (
        raking.steps[-1].case == "11.4.3.1" and "her choice" in said and "the left (" in said and "the right (" in said
    )


def test_gun_hits_from_an_explosion_come_off_the_side_nearer_the_blast() -> None:
    """[24.3.2.3.1, 11.4.3.1] a ship alongside a ship that blows up marks the explosion's gun hits on the broadside
    facing her, as any gun hit; the old marking measured from the damaged ship herself and took the fuller side."""
    from sailkit.rulesets.wooden_ships import sinking
    from sailkit.rulesets.wooden_ships.state import Task

    duel = WoodenShipsGame.from_scenario("advanced-duel")
    doomed, _ = sinking.destroyed_hull(duel.state, Task("destroyed_hull", ("Java",)), 6)
    java = doomed.position.ship("Java")
    for placed, lost in ((D.S, 1), (D.NE, 0)):  # Java off Constitution's right side, then off her left
        con = doomed.position.ship("Constitution").with_(bow=java.bow.neighbour(placed), facing=java.facing)
        close = doomed.with_(position=doomed.position.with_ship(con.with_(guns=(12, 14))))
        gone, _ = sinking.doom(close, Task("doom", ("Java",)), 6)
        shaken, ruling = sinking.explosion(gone.with_(pending=gone.pending[1:]), gone.pending[0], 2)  # H-G-3R
        assert "G" in str(ruling.verdict)
        guns = shaken.position.ship("Constitution").guns
        assert guns == ((12, 13) if lost else (11, 14)), (placed, guns)
