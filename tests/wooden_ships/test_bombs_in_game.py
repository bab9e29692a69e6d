"""Optional Rule 42: bombs as ships of the game. Their mortars load four turns and fire at ships lying still."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sailkit.engine import play_random
from sailkit.errors import IllegalActionError, InvalidInputError
from sailkit.geometry.hexes import HexDirection
from sailkit.rulesets.wooden_ships import RULES, WoodenShipsGame, bombs
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.notation import read_position, write_position
from sailkit.rulesets.wooden_ships.scenarios import ShipSpec, bombardment
from sailkit.rulesets.wooden_ships.ships import bomb_types, ship_type, ship_types
from sailkit.rulesets.wooden_ships.state import State
from sailkit.rulesets.wooden_ships.tables import hit_result
from tests.wooden_ships.helpers import replayed_rulings


def keeps_anchors(action: object) -> bool:
    """Random play that never weighs or cuts an anchor, so the bombardment goes on."""
    return str(action).split()[-1] not in ("UA", "CUT")


def loaded(state: State, name: str = "Thunder", loading: tuple[int, int] = (4, 4)) -> State:
    ship = state.position.ship(name)
    return state.with_(position=state.position.with_ship(ship.with_(mortar_loading=loading)))


def at_combat() -> State:
    """The bombardment in its first Combat Phase, the bomb's mortars loaded."""
    g = WoodenShipsGame(bombardment())
    g.apply_action("roll 2")  # the wind holds
    for a in ("order Thunder 0", "order Lively 0", "order Genereux 0", "order Diane 0"):
        g.apply_action(a)
    while g.phase != "combat":
        g.apply_action(g.legal_actions()[-1])
    return loaded(g.state)


def names(state: State) -> list[str]:
    return [str(a) for a in RULES.legal_actions(state)]


def test_42_0_three_bombs_reconstructed_and_only_with_the_rule() -> None:
    """[42.0] three bombs, a single mortar, two mortars and a mortar vessel; no chart prints them, so every value is
    reconstructed; a scenario may use one only with Optional Rule 42; the charts keep their 115 types."""
    kinds = bomb_types()
    assert {k: t.mortars for k, t in kinds.items()} == {"BOMB-1": 1, "BOMB-2": 2, "BOMB-MV": 1}
    assert all(t.source(f) == "reconstructed" for t in kinds.values() for f in ("hull", "crew", "guns", "rating"))
    two, one, vessel = kinds["BOMB-2"], kinds["BOMB-1"], kinds["BOMB-MV"]
    assert two.hull > one.hull > vessel.hull and len(two.rigging) > len(one.rigging)  # the two-mortar bomb is best
    assert len(ship_types()) == 115 and ship_type("bomb-2") == two
    with pytest.raises(InvalidInputError, match=r"\[42.0\]"):
        replace(bombardment(), optional=()).check()
    thunder = WoodenShipsGame(bombardment()).position.ship("Thunder")
    assert thunder.mortars == (1, 1) and thunder.anchor == "A" and thunder.mortar_loading == (0, 0)


def test_42_1_mortars_fire_only_while_anchored() -> None:
    """[42.1] a bomb under way may not fire her mortars."""
    state = at_combat()
    assert "mortar Thunder bow Genereux" in names(state)
    thunder = state.position.ship("Thunder")
    under_way = state.with_(position=state.position.with_ship(thunder.with_(anchor="")))
    assert not any(a.startswith("mortar") for a in names(under_way))
    assert bombs.fire_ruling(under_way, thunder.with_(anchor=""), "bow", state.position.ship("Genereux")).steps[
        0
    ].case == ("42.1")


def test_42_7_only_at_a_ship_lying_still() -> None:
    """[42.7] a target at anchor or aground, never one drifting or under way."""
    state = at_combat()
    genereux = state.position.ship("Genereux")
    adrift = state.with_(position=state.position.with_ship(genereux.with_(anchor="")))
    assert not any("Genereux" in a for a in names(adrift) if a.startswith("mortar"))
    aground = state.with_(position=state.position.with_ship(genereux.with_(anchor="", aground=3)))
    assert "mortar Thunder bow Genereux" in names(aground)


def test_42_8_range_three_to_ten_hexes() -> None:
    """[42.8, 42.8.1] a mortar reaches 3 to 10 hexes: nothing nearer, nothing farther."""
    state = at_combat()
    genereux = state.position.ship("Genereux")
    for bow, ok in (("J14", False), ("J13", True), ("J6", True), ("J5", False)):
        moved = state.with_(position=state.position.with_ship(genereux.with_(bow=state.grid.parse(bow))))
        said = bombs.fire_ruling(moved, moved.position.ship("Thunder"), "bow", moved.position.ship("Genereux"))
        assert (said.value is not None) is ok, (bow, said)


def test_42_4_1_the_second_mortar_bears_only_into_a_broadside() -> None:
    """[42.4, 42.4.1] the bow mortar bears ahead and on both broadsides; the second mortar only on a broadside."""
    state = at_combat()
    assert "mortar Thunder second Genereux" not in names(state)  # Genereux lies dead ahead
    genereux = state.position.ship("Genereux")
    abeam = state.with_(position=state.position.with_ship(genereux.with_(bow=state.grid.parse("P16"))))
    assert {"mortar Thunder bow Genereux", "mortar Thunder second Genereux"} <= set(names(abeam))


def test_42_9_hit_table_2_hull_only_hits_tripled() -> None:
    """[42.9, 42.9.1] Hit Table 2, changed only by crew quality, sections lost and capture; [42.9.2] at the hull;
    [42.9.3] every hit counts three times."""
    state = at_combat()
    fired, ruling = RULES.apply_action(state, RULES.parse_action("mortar Thunder bow Genereux"))
    assert ruling.value == 3 and [s.case for s in ruling.steps][:4] == ["42.2", "42.8", "42.9", "42.9.1"]
    shot = fired.shots[-1]
    assert shot.aim == "hull" and shot.mortar == "bow" and fired.pending[0].kind == "fire"
    assert fired.position.ship("Thunder").mortar_loading == (4, 0)  # to be loaded again [42.5]
    rolled, said = RULES.apply_action(fired, RULES.parse_action("roll 5"))
    printed = hit_result(3, "hull", 5)
    assert rolled.shots[-1].hits == (str(bombs.mortar_hits(printed)),) and "42.9.3" in str(said)
    assert bombs.mortar_hits(printed).hull == 3 * printed.hull > 0


def test_42_3_1_broadsides_and_mortars_not_in_the_same_turn() -> None:
    """[42.3] the bomb's broadsides fire as any ship's; [42.3.1] but not in a turn her mortars load or fire, nor the
    mortars in a turn the broadsides do."""
    state = at_combat()
    genereux = state.position.ship("Genereux")
    abeam = state.with_(position=state.position.with_ship(genereux.with_(bow=state.grid.parse("M15"))))
    listed = names(abeam)
    assert any(a.startswith("fire Thunder") for a in listed) and any(a.startswith("mortar Thunder") for a in listed)
    after_mortar, _ = RULES.apply_action(abeam, RULES.parse_action([a for a in listed if a.startswith("mortar")][0]))
    after_mortar = after_mortar.with_(pending=())
    assert not any(a.startswith("fire Thunder") for a in names(after_mortar))
    broadside = [a for a in listed if a.startswith("fire Thunder")][0]
    after_guns, _ = RULES.apply_action(abeam, RULES.parse_action(broadside))
    after_guns = after_guns.with_(pending=())
    assert not any(a.startswith("mortar Thunder") for a in names(after_guns))
    reload = after_guns.with_(phase="reload", done=frozenset())
    assert not any(a.endswith(" M") for a in names(reload) if "Thunder" in a)
    quiet = loaded(at_combat(), loading=(0, 0)).with_(phase="reload", done=frozenset(), shots=())
    spent = quiet.position.ship("Thunder").with_(loaded=(False, True))
    quiet = quiet.with_(position=quiet.position.with_ship(spent))
    assert {"load Thunder R M", "load Thunder L M"} <= set(names(quiet))
    worked, _ = RULES.apply_action(quiet, RULES.parse_action("load Thunder R M"))
    assert not any(a.startswith("load Thunder L ") and not a.endswith(" M") for a in names(worked))


def test_42_5_four_turns_of_loading_not_necessarily_running() -> None:
    """[42.5] four turns' work loads a mortar, noted M in the R section (bow) or the L section (second); the turns
    need not follow one another; once a turn for each mortar."""
    state = loaded(at_combat(), loading=(0, 2)).with_(phase="reload", done=frozenset(), shots=())
    worked, ruling = RULES.apply_action(state, RULES.parse_action("load Thunder R M"))
    assert worked.position.ship("Thunder").mortar_loading == (0, 3) and ruling.steps[0].case == "42.5"
    with pytest.raises(IllegalActionError):
        RULES.check_action(worked, RULES.parse_action("load Thunder R M"))
    later = worked.with_(reloaded=frozenset())
    done, ruling = RULES.apply_action(later, RULES.parse_action("load Thunder R M"))
    assert done.position.ship("Thunder").mortar_loading == (0, 4) and "loaded" in str(ruling)
    assert "load Thunder R M" not in names(done.with_(reloaded=frozenset()))


def test_42_6_mortars_are_kept_on_the_log() -> None:
    """[42.6] the mortars and their loading are part of the ship's log, and of the position's text."""
    state = loaded(at_combat(), loading=(2, 4))
    text = write_position(state.position, state.grid)
    assert "MO:1/1" in text and "ML:2/4" in text and read_position(text, state.grid) == state.position


def test_anchored_trait_needs_a_scenario_with_anchors() -> None:
    """A ship may start at anchor only where the scenario allows anchors [20.3]."""
    with pytest.raises(InvalidInputError, match="anchors"):
        replace(bombardment(), anchors=False).check()
    with pytest.raises(InvalidInputError):
        ShipSpec.parse("Thunder=BOMB-2/Britain/crack@J16:1+at-anchor")


def test_random_bombardments_fire_mortars_end_and_replay() -> None:
    """Random play of the bombardment with the anchors held: the mortars load and fire, games end and replay byte
    for byte, and every step that applied a reading has it in its ruling."""
    fired = 0
    for seed in range(3):
        g = play_random(WoodenShipsGame(replace(bombardment(), turns=16)), seed, allow=keeps_anchors)
        for _ in replayed_rulings(g):
            fired += str(g.node.action).startswith("mortar")
    assert fired


@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 120))
def test_every_legal_action_applies_in_a_bombardment(seed: int, steps: int) -> None:
    g = WoodenShipsGame(bombardment())
    play_random(g, seed, max_actions=steps + 1, until=lambda x: x.ply >= steps, allow=keeps_anchors)
    if g.is_terminal():
        return
    for a in g.legal_actions():
        b = g.branch()
        b.apply_action(a)
        b.undo()


def test_the_bomb_faces_north_in_the_set_up() -> None:
    sc = bombardment()
    assert sc.ships[0].facing is HexDirection.N and sc.optional == ("42",) and sc.anchors


def test_a_quiet_or_aground_bomb_fires_no_mortar() -> None:
    """[20.5.3] a ship repairing or weighing anchor may not fire: nor may her mortars; [38.5] nor an aground one's."""
    state = at_combat()
    thunder = state.position.ship("Thunder")
    for changed in (thunder.with_(quiet=True), thunder.with_(aground=2)):
        still = state.with_(position=state.position.with_ship(changed))
        assert not any(a.startswith("mortar") for a in names(still))


def test_the_desk_asks_whether_a_mortar_may_fire() -> None:
    """[42.1-42.9.3] the rulings desk's ``mortar`` question on a position written as text, and ``sailkit ruling``."""
    from sailkit import cli
    from sailkit.questions import ask
    from sailkit.rulesets.wooden_ships.faces.desk import DESK

    text = DESK.format(at_combat())
    assert "optional 42" in text and "ML:4/4" in text
    yes = ask(DESK, DESK.parse(text), "mortar Thunder Genereux")
    assert yes.verdict == "yes: Hit Table 3" and yes.cases[:3] == ("42.2", "42.8", "42.9")
    no = ask(DESK, DESK.parse(text.replace("ML:4/4", "ML:4/1")), "mortar Thunder Genereux")
    assert str(no.verdict).startswith("no:") and no.cases == ("42.5",)
    assert cli.main(["ruling", text, "mortar", "Thunder", "Genereux"]) == cli.OK


def test_42_6_gun_hits_reach_the_mortars_once_the_guns_are_gone() -> None:
    """[42.6, 11.4.3.1] the mortars' boxes are in the carronade section: under reading mortar_gun_hits after-guns,
    surplus gun hits take them (the bow mortar first) before the hull; under never they pass them by."""
    from sailkit.rulesets.wooden_ships.damage import mark_hits
    from sailkit.rulesets.wooden_ships.tables import Hits

    state = at_combat()
    thunder, lively = state.position.ship("Thunder"), state.position.ship("Genereux")
    side = Broadside.L  # Genereux lies on Thunder's keel line: the side is Thunder's to choose [11.4.3.1]
    hit, steps = mark_hits(thunder, Hits(guns=6), lively, choice=side)  # 2 + 2 guns, then both mortars
    assert hit.guns == (0, 0) and hit.mortars == (0, 0) and hit.hull == thunder.hull
    assert steps[-1].case == "42.6" and ("mortar_gun_hits", "after-guns") in steps[-1].readings
    one, _ = mark_hits(thunder, Hits(guns=5), lively, choice=side)
    assert one.mortars == (1, 0)  # the bow mortar goes first
    spared, steps = mark_hits(thunder, Hits(guns=6), lively, {"mortar_gun_hits": "never"}, choice=side)
    assert spared.mortars == (1, 1) and spared.hull == thunder.hull - 2
    assert not any(s.case == "42.6" for s in steps)
