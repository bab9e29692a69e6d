"""Gun hits by bow or stern section [16.2.2, 24.1.7], the crews set to fight a fire [Critical Hit Table 2H], and
rulings that list every reading their steps applied."""

from __future__ import annotations

import random

import pytest

from sailkit.errors import IllegalActionError
from sailkit.geometry.hexes import Hex, HexDirection, HexGrid
from sailkit.rulesets.wooden_ships import RULES, WoodenShipsGame, combat, criticals, fires, gun_sections
from sailkit.rulesets.wooden_ships.damage import mark_hits, nearer_side
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.notation import read_ship, write_ship
from sailkit.rulesets.wooden_ships.readings import READINGS
from sailkit.rulesets.wooden_ships.repairs import restored
from sailkit.rulesets.wooden_ships.scenarios import Scenario, ShipSpec, advanced_duel
from sailkit.rulesets.wooden_ships.tables import Hits
from sailkit.rulings import ReadStep
from tests.wooden_ships.helpers import make_ship

R = READINGS.defaults()
#: a French 80 (22 guns and 2 carronades a side) heading North, bow (0, 0), stern (0, 1)
TARGET = make_ship("T", side="B")
#: a firer off her starboard bow: nearer her bow hex than her stern hex
OFF_THE_BOW = make_ship("F", bow=Hex(2, -3))
#: a firer square abeam: her bow and stern hex equally near
ABEAM = make_ship("F", bow=Hex(2, -1))


def test_gun_hits_come_off_the_nearer_section_first() -> None:
    """[24.1.7] a firer off the target's bow takes gun boxes from the bow section of the facing broadside; the stern
    section keeps all its guns and still fires them whole [24.1.2]. The split in halves is reading gun_sections."""
    side = nearer_side(TARGET, OFF_THE_BOW)
    assert side is Broadside.R
    assert gun_sections.nearer_section(TARGET, OFF_THE_BOW, "full") == "bow"
    hit, steps = mark_hits(TARGET, Hits(guns=3), OFF_THE_BOW, R, "full")
    assert hit.guns == (22, 19) and hit.carronades == (2, 2)
    assert gun_sections.split(hit, Broadside.R, R) == ((8, 1), (11, 1))
    assert combat.section_guns(hit, Broadside.R, "stern", 5, R) == 11
    assert combat.section_guns(hit, Broadside.R, "bow", 5, R) == 8
    assert combat.section_guns(hit, Broadside.R, "bow", 2, R) == 9  # carronades join at 2 hexes [11.1.9]
    step = next(s for s in steps if s.case == "24.1.7")
    assert isinstance(step, ReadStep) and ("gun_sections", "halves-kept") in step.readings


def test_a_bow_section_firing_alone_hits_the_nearer_hex_to_itself() -> None:
    """[24.1.7] 'closest to the firing guns': a firer's bow section fires from her bow hex, so the target's section
    nearer that hex loses the guns, though the firer's stern hex lies nearer the target's other end."""
    firer = make_ship("F", bow=Hex(2, -1), facing=HexDirection.S)  # bow (2, -1), stern (2, -2)
    assert gun_sections.firing_hexes(firer, "bow") == (Hex(2, -1),)
    assert gun_sections.nearer_section(TARGET, firer, "stern") == "bow"
    assert gun_sections.nearer_section(TARGET, firer, "bow") is None  # (2, -1) is 2 from each of her hexes


def test_a_section_emptied_passes_its_hits_to_the_other_section_then_the_far_side() -> None:
    """[24.1.7] hits beyond the nearer section come off the other section of that broadside, then the far one."""
    hit, _ = mark_hits(TARGET, Hits(guns=26), OFF_THE_BOW, R, "full")
    assert hit.guns == (20, 0) and hit.carronades == (2, 0)
    assert gun_sections.split(hit, Broadside.L, R) == ((9, 1), (11, 1))  # the far side's bow section gave 2


def test_equally_near_sections_are_the_defenders_choice() -> None:
    """[24.1.7] with the firing guns as near her bow hex as her stern hex the defender picks the section: reading
    gun_hit_section (the fuller one by default, the bow on a tie), and the step lists it."""
    assert gun_sections.nearer_section(TARGET, ABEAM, "full") is None
    hurt = TARGET.with_(guns=(22, 16), bow_guns=(11, 5), bow_carronades=(1, 1))  # the right bow section lost six
    hit, steps = mark_hits(hurt, Hits(guns=2), ABEAM, R, "full")
    assert gun_sections.split(hit, Broadside.R, R) == ((5, 1), (9, 1))  # the fuller stern section gave them
    other, _ = mark_hits(hurt, Hits(guns=2), ABEAM, READINGS.resolve({"gun_hit_section": "fewer-left"}), "full")
    assert gun_sections.split(other, Broadside.R, R) == ((3, 1), (11, 1))
    assert ("gun_hit_section", "more-left") in next(s for s in steps if s.case == "24.1.7").readings


def test_basic_game_and_the_other_reading_take_gun_hits_by_side_only() -> None:
    """[11.4.3.1] the Basic Game has no sections; under gun_sections halves-of-what-is-left the Advanced Game takes
    them by side too, each section half of what is left, and the ruling says which reading did it."""
    basic, steps = mark_hits(TARGET, Hits(guns=3), OFF_THE_BOW, R)
    assert basic.guns == (22, 19) and basic.bow_guns is None
    read = [s.readings for s in steps if isinstance(s, ReadStep)]
    assert read == [(("gun_hit_kind", "guns-first"),)]  # guns before carronades, the defender's choice [11.4.3.1]
    r = READINGS.resolve({"gun_sections": "halves-of-what-is-left"})
    even, steps = mark_hits(TARGET, Hits(guns=3), OFF_THE_BOW, r, "full")
    assert even.bow_guns is None and gun_sections.split(even, Broadside.R, r) == ((10, 1), (9, 1))
    assert ("gun_sections", "halves-of-what-is-left") in steps[-1].readings  # type: ignore[attr-defined]


def test_repaired_guns_go_back_to_the_short_section() -> None:
    """[26.2.3] two gun boxes back after a repair go to the section short of its half."""
    hit, _ = mark_hits(TARGET, Hits(guns=3), OFF_THE_BOW, R, "full")
    back = hit.with_(**restored(hit, 1, R))
    assert back.guns == (22, 21) and gun_sections.split(back, Broadside.R, R) == ((10, 1), (11, 1))


def test_sections_survive_the_position_line() -> None:
    """The bow sections and the fire crews are written on the position line and read back."""
    grid = HexGrid(40, 30)
    s = make_ship("T", bow=Hex(5, 5), bow_guns=(11, 8), bow_carronades=(1, 0), fire_crews=2)
    text = write_ship(s, grid)
    assert "BG:11/8" in text and "BK:1/0" in text and "FC:2" in text
    assert read_ship(text, grid) == s
    assert "BG:" not in write_ship(make_ship("T", bow=Hex(5, 5)), grid)


def test_fire_crews_default_and_choice() -> None:
    """[Critical Hit Table 2H] a die equal to or under the sections fighting the fire puts it out. Until her player
    chooses, every section not boarding or at the pumps fights it; once chosen, that many (at most those free)."""
    burning = make_ship("T", on_fire=True)
    assert fires.fire_fighters(burning) == 3
    assert fires.fire_fighters(burning.with_(pumping=True)) == 2  # a section at the pumps for good [10H]
    assert fires.fire_fighters(burning, boarding=2) == 1
    one = burning.with_(fire_crews=1)
    assert criticals.burn(one, 2)[0].on_fire and not criticals.burn(one, 1)[0].on_fire
    out = criticals.burn(one, 1)[0]
    assert out.fire_crews == -1  # the choice lapses with the fire


def test_fire_crews_are_a_decision_of_the_boarding_preparation_phase() -> None:
    """[Critical Hit Table 2H, card phase F] a burning ship's player sets her fire crews in the Boarding Preparation
    Phase (``firefight SHIP N``), once a turn; the choice holds until the fire is out, and those sections may not
    also form a boarding party."""
    state = WoodenShipsGame(advanced_duel()).state
    pos = state.position
    state = state.with_(
        position=pos.with_ship(pos.ship("Constitution").with_(on_fire=True)),
        phase="boarding",
        done=frozenset(),
        pending=(),
    )
    offered = [str(a) for a in RULES.legal_actions(state)]
    assert [a for a in offered if a.startswith("firefight")] == [f"firefight Constitution {n}" for n in range(4)]
    after, ruling = RULES.apply_action(state, RULES.parse_action("firefight Constitution 1"))
    assert after.position.ship("Constitution").fire_crews == 1 and ruling.steps[0].case == "16.1.2.2"
    chosen = state.with_(tried=state.tried | {("firefight", "Constitution", "")})
    assert not any(str(a).startswith("firefight") for a in RULES.legal_actions(chosen))
    with pytest.raises(IllegalActionError):
        RULES.check_action(chosen, RULES.parse_action("firefight Constitution 2"))
    grappled = state.position.with_(grappled=(("Constitution", "Java"),))
    fighting = state.with_(position=grappled.with_ship(grappled.ship("Constitution").with_(fire_crews=2)))
    boarders = [str(a) for a in RULES.legal_actions(fighting) if str(a).startswith("board Constitution")]
    assert boarders == ["board Constitution Java 1"]  # two of her three sections are at the fire


def test_fire_crews_at_the_guns_is_a_reading() -> None:
    """Reading fire_crews_at_guns: by default a burning ship fires as usual (the ruling lists the reading); under
    section-down each section fighting the fire counts as a section down on the HDT [24.5.1]."""
    state = WoodenShipsGame(advanced_duel()).state
    firer = ABEAM.with_(on_fire=True, fire_crews=2, fired=(True, True))
    pos = state.position.with_(ships=(firer, TARGET))
    side = Broadside.L  # heading North, the target lies to her west
    assert combat.targets(pos, firer, side) == ("T",)
    base = combat.advanced_fire_number(pos, firer, side, TARGET, readings=R)
    down = combat.advanced_fire_number(
        pos, firer, side, TARGET, readings=READINGS.resolve({"fire_crews_at_guns": "section-down"})
    )
    assert ("fire_crews_at_guns", "no-penalty") in base.ruling.readings
    assert down.table < base.table


# ---- every reading a step applied is listed by its ruling (house rule 3) ----


def random_rulings(scenario: Scenario, seed: int, actions: int = 400) -> list:
    """(ruling) of every action of a random game, choices and dice from ``seed``."""
    rng = random.Random(seed)
    state = WoodenShipsGame(scenario).state
    out = []
    for _ in range(actions):
        legal = RULES.legal_actions(state)
        if not legal:
            break
        state, ruling = RULES.apply_action(state, rng.choice(legal))
        out.append(ruling)
    return out


CLOSE = Scenario(
    "close advanced",
    (
        ShipSpec("Constitution", "US-44", "United States", "crack", "J10", HexDirection.NE),
        ShipSpec("Java", "GB-18", "Britain", "average", "M10", HexDirection.N),
    ),
    wind=HexDirection.N,
    turns=6,
    columns=30,
    rows=24,
    level="advanced",
    change=(7, 11),
)


@pytest.mark.parametrize("seed", range(3))
def test_rulings_list_the_readings_their_steps_applied(seed: int) -> None:
    """Readings are never buried: every step that applied a reading (a ReadStep) has it in its ruling's readings,
    through the end-of-phase steps a decision sets off (marking hits, movement, drift)."""
    rulings = random_rulings(CLOSE, seed)
    applied = 0
    for ruling in rulings:
        listed = set(ruling.readings)
        for step in ruling.steps:
            if isinstance(step, ReadStep):
                applied += 1
                assert set(step.readings) <= listed, (step, ruling.readings)
    assert applied  # the games did mark hits and move ships


def test_marking_rigging_hits_lists_rigging_loss_order() -> None:
    """[11.4.4.1] the order rigging sections empty is reading rigging_loss_order: its step carries it."""
    _, steps = mark_hits(TARGET, Hits(rigging=3), OFF_THE_BOW, R)
    assert steps[-1].readings == (("rigging_loss_order", "section-1-first"),)  # type: ignore[attr-defined]


def test_the_second_edition_fouling_table_is_one_die_and_listed() -> None:
    """[8.3.5] reading fouling_table second-edition: one die, 1-3 fouls, no modifiers; the ruling lists the reading
    (it used to be offered and never consulted)."""
    from sailkit.rulesets.wooden_ships.state import Task

    state = WoodenShipsGame(advanced_duel()).state
    state = state.with_(
        readings=READINGS.resolve({"fouling_table": "second-edition"}),
        pending=(Task("foul1", ("Constitution", "Java")),),
    )
    fouled, ruling = RULES.apply_action(state, RULES.parse_action("roll 3"))
    assert ("Constitution", "Java") in fouled.position.fouled and ruling.verdict == "fouled"
    assert ("fouling_table", "second-edition") in ruling.readings
    clear, ruling = RULES.apply_action(state, RULES.parse_action("roll 4"))
    assert not clear.position.fouled and ruling.verdict == "fails"


def test_a_move_under_full_sails_lists_the_full_sail_chart() -> None:
    """[7.1.4, 20.1.1] the order's ruling names the chart it read: battle sails (speeds 3-4) or full sails (5-7)."""
    from sailkit.geometry.hexes import TwoHexShip
    from sailkit.rulesets.wooden_ships.movement import Mover, carry_out

    north = TwoHexShip(Hex(0, 0), HexDirection.N)
    battle = carry_out(Mover(north, 4, 0, 3), "1", HexDirection.N).ruling.readings
    full = carry_out(Mover(north, 6, 0, 3), "1", HexDirection.N).ruling.readings
    assert ("battle_sail_chart", "second-edition") in battle and ("full_sail_chart", "second-edition") in full


def test_surrender_captor_on_contact_waits_for_an_enemy_alongside() -> None:
    """[11.4.3.2] a ship with no guns and no friend near surrenders at once by default (the step lists reading
    surrender_captor); under on-contact only once an enemy alongside has fired on her or lies across her bow or
    stern. (This reading used to be offered and never consulted.)"""
    from sailkit.rulesets.wooden_ships.damage import in_contact, surrenders
    from sailkit.rulesets.wooden_ships.state import Status

    disarmed = TARGET.with_(guns=(0, 0), carronades=(0, 0))
    far = make_ship("F", bow=Hex(6, -3))
    pos = WoodenShipsGame(advanced_duel()).position.with_(ships=(disarmed, far))
    now, steps = surrenders(pos, ["T"])
    assert now.ship("T").status is Status.FIREPOWER and ("surrender_captor", "immediate") in steps[0].readings
    wait = READINGS.resolve({"surrender_captor": "on-contact"})
    later, steps = surrenders(pos, ["T"], wait, in_contact(pos, [("F", "T")]))
    assert later.ship("T").status is Status.ACTIVE and "fights on" in steps[0].reason
    alongside = pos.with_ship(far.with_(bow=Hex(1, -1)))
    assert in_contact(alongside, [("F", "T")]) == {"T"}
    taken, _ = surrenders(alongside, ["T"], wait, in_contact(alongside, [("F", "T")]))
    assert taken.ship("T").status is Status.FIREPOWER
    across = pos.with_ship(far.with_(bow=Hex(0, -1), facing=HexDirection.NE))  # her bow on the hex ahead of T
    assert "T" in in_contact(across, [])


#: readings with a choice that no code consults yet, and why
NOT_CONSULTED: dict[str, str] = {}


def test_every_reading_with_a_choice_is_consulted_by_the_code() -> None:
    """A reading a user can switch must change something: each key with two or more options is looked up in the rule
    set's code (outside readings.py), so switching it is never silently ignored."""
    from pathlib import Path

    import sailkit.rulesets.wooden_ships as ws

    folder = Path(ws.__file__).parent
    code = "\n".join(p.read_text(encoding="utf-8") for p in folder.glob("*.py") if p.name != "readings.py")
    unused = [
        key
        for key, reading in READINGS.items()
        if len(reading.option_names) > 1 and f'"{key}"' not in code and key not in NOT_CONSULTED
    ]
    assert unused == []
