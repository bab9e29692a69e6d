"""Every case the fire, damage, boarding and morale rulings cite is in the case index, in our words, and every reading
of those sections names cases the index holds."""

from __future__ import annotations

from sailkit.cases import CaseIndex
from sailkit.rulesets.fighting_ships import (
    Afloat,
    Boarder,
    Member,
    boarding,
    boarding_odds,
    damage_control,
    entangled_fire,
    fire_band,
    fire_odds,
    game_over,
    gunnery_dice,
    morale_loss,
    salvo,
    salvo_odds,
    squadron_dice,
    starting_morale,
    take_hits,
)
from sailkit.rulesets.fighting_ships.readings import READINGS

MINE = (
    "explosion_is_hit",
    "carried_misses",
    "damage_deck",
    "morale_basis",
    "critical_checks",
    "critical_extra_token",
    "one_in_ten",
    "gale_quarter",
    "battery_rake_range",
    "strike_test",
)


def _index() -> CaseIndex:
    return CaseIndex.read("fighting_ships", "sailkit.rulesets.fighting_ships", READINGS)


def test_every_cited_case_is_in_the_index() -> None:
    rulings = [
        salvo("medium", [1, 2, 2, 3, 4, 6, 6], [5, 6, 6, 2], raking=True),
        salvo("long", [5], raking=True),
        salvo_odds(4, "short", raking=True),
        gunnery_dice(11, damaged=True, factors=["night", "first-shot"]),
        gunnery_dice(5, damaged=True, gale="downwind"),
        fire_band("long", gale="upwind"),
        squadron_dice([Member("A", 4, "short"), Member("B", 4, "medium", damaged=True)]),
        salvo("long", [6], [1], shooter="battery", raking=True),
        salvo("medium", [1], shooter="bomb"),
        salvo("medium", [1, 4], captain="marksman", rerolls=[2]),
        gunnery_dice(7, captain="poor"),
        take_hits(3, 2, [1, 3], ship=Afloat(captain="architect"), save_rerolls=[5]),
        take_hits(3, 0, [], ship=Afloat(3, fort=True), critical_dice=[1, 1]),
        entangled_fire("short", [("A", [1, 3], []), ("B", [1], [])]),
        take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[2, 5, 1, 2, 2, 2, 4]),
        take_hits(3, 1, [1], ship=Afloat(2), critical_dice=[1, 1], strike_dice=[1]),
        take_hits(3, 0, [], dismast=True),
        take_hits(2, 1, [1], ship=Afloat(4, True), critical_dice=[1]),
        damage_control(1, [1], ship=Afloat(4)),
        damage_control(1, [6], ship=Afloat(2, True)),
        fire_odds(6, "short", 3, discipline=4),
        boarding([Boarder("A", 3)], Boarder("B", 2, hull=3), [4, 4, 4], [1, 1]),
        boarding_odds([Boarder("A", 3)], Boarder("B", 2)),
        starting_morale(600),
        morale_loss("taken as a prize", 6),
        game_over({"A": 0}),
    ]
    index = _index()
    cited = {case for r in rulings for case in r.cases}
    assert cited - set(index) == set()
    assert all(r.ruleset == "fighting_ships" for r in rulings)


def test_the_readings_of_these_sections_name_cases_of_the_index() -> None:
    index = _index()
    for key in MINE:
        reading = READINGS[key]
        assert set(reading.cases) <= set(index), key
        assert reading.default in reading.option_names and len(reading.options) >= 2
        for number in reading.cases:
            assert key in index[number].readings
