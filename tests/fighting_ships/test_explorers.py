"""The Fighting Ships tutorials' explorers, driven by setting their widgets (no kernel), and their pictures."""

from __future__ import annotations

import re

import pytest

from sailkit.errors import InvalidInputError
from sailkit.ruleset import Face
from sailkit.rulesets.fighting_ships import RULESET, Attitude
from sailkit.rulesets.fighting_ships.faces import explorers as ex


def test_the_kit_finds_the_explorers_as_the_rule_set_s_face() -> None:
    assert RULESET.face(Face.EXPLORERS) is ex


def test_typed_dice_are_read_one_by_one_in_ascii() -> None:
    assert ex.dice_from(" 1, 4 4,5  6 ", 5, "Sailing dice") == (1, 4, 4, 5, 6)
    for bad, count in (("1,4,4", 5), ("1,7", 2), ("1,²", 2), ("9" * 5000, 1), (",".join("1" * 30), 30)):
        with pytest.raises(InvalidInputError):
            ex.dice_from(bad, count, "Sailing dice")


def test_the_sailing_explorer_reads_the_attitude_then_the_dice() -> None:
    e = ex.SailingExplorer(draw=False)  # heading 60, wind N: close-hauled, Syrene's dice 1,4,4,5,6
    assert e.attitude.verdict is Attitude.CLOSE_HAULED and e.ruling.value == 2
    e.heading.value = 120  # the wind over the stern quarter: reaching, 4s score
    assert e.attitude.verdict is Attitude.REACHING and e.ruling.value == 4  # the Syrene's four points [4.1.1]
    e.anchor.value = True  # only 6s, no free point [4.2]
    assert e.ruling.value == 1
    e.anchor.value, e.weather.value = False, "becalmed"
    assert e.ruling.value == 1 and "1.5.2b" in e.text
    e.weather.value, e.heading.value = "gale", 90  # a beam wind is reaching: 3s score in a gale [1.5.2c]
    assert e.ruling.value == 4
    e.gauge.value = "narrow"
    e.heading.value = 30  # 30 degrees off the wind: in irons on quarters, close-hauled on the narrow gauge
    assert e.attitude.verdict is Attitude.CLOSE_HAULED
    e.dice.value = "6, 6"
    assert e.ruling.verdict is None and "5 die results" in e.text and "1.5.2" not in e.label.value.split("sailing")[0]


def test_the_plan_explorer_sails_the_syrene_and_refuses_what_the_rules_refuse() -> None:
    e = ex.PlanExplorer(draw=False)
    assert e.ruling.verdict is True and e.ruling.facts["spent"] == 4
    e.points.value = 3
    assert e.ruling.verdict is False  # a tack costs two points [4.1.1g]
    e.plan.value = "M2 M1+30"
    assert not e.ruling  # no turn after a short run [4.1.1f]
    e.plan.value = "Q9"
    assert e.ruling.verdict is None and "4.1.1f" in e.ruling.cases and e.figure() is None


def test_the_target_explorer_follows_the_target_round_the_firer() -> None:
    e = ex.TargetExplorer(draw=False)  # Hermione 8 inches off Syrene's port beam, heading north
    assert e.ruling and e.ruling.facts["band"] == "medium" and e.ruling.facts["rake"] is True
    assert e.dice is not None and e.dice.value == 4
    e.damaged.value = True
    assert e.dice.value == 2  # halved, rounded up [5.6.1]
    e.x.value, e.y.value = 8, 0  # dead ahead of Syrene's bow: in no broadside, in the bow chaser arc
    assert e.ruling and e.ruling.facts["band"] == "medium"
    e.x.value, e.y.value = 0, 19
    assert not e.ruling and e.dice is None  # beyond 18 inches [5.3]
    e.x.value = e.y.value = 0
    assert not e.ruling and "one spot" in e.text


def test_the_fire_odds_explorer_switches_the_readings() -> None:
    e = ex.FireOddsExplorer(draw=False)
    sunk = e.ruling.facts["fate"]["sunk"]
    e.deck.value = "one-fewer"  # one Damage token fewer on each damaging row: fewer ships sink
    assert e.ruling.facts["fate"]["sunk"] < sunk
    e.raking.value, e.band.value = True, "short"
    assert e.ruling.facts["fate"]["sunk"] > sunk
    e.damage.value = 4
    assert e.ruling.facts["fate"]["sunk"] > e.ruling.facts["fate"]["afloat"]


def test_the_boarding_explorer_counts_marines_and_halved_crews() -> None:
    e = ex.BoardingExplorer(draw=False)
    assert e.ruling.facts["prize"] == 1 / 2  # 6 dice against 5 on 4+: exactly even [6.1]
    e.marines.value = 1  # two more dice [6.2]
    assert e.ruling.facts["prize"] > 1 / 2
    e.damaged.value = True
    assert "halved to 3" in e.text


EXPLORERS = (ex.SailingExplorer, ex.PlanExplorer, ex.TargetExplorer, ex.FireOddsExplorer, ex.BoardingExplorer)


@pytest.mark.parametrize("make", EXPLORERS, ids=lambda c: c.__name__)
def test_every_explorer_shows_its_ruling_beside_a_described_picture(make) -> None:
    explorer = make()
    svg = explorer.picture.value
    assert re.match(r'<svg[^>]*aria-label="[^"]+"', svg), "a picture with no words for a screen reader"
    assert explorer.ruling.question in explorer.label.value and svg in explorer.snapshot()


def test_the_stat_lines_print_as_a_table() -> None:
    table = ex.stat_lines(("3rd-rate", "5th-rate"))
    assert table.splitlines()[1].split()[-6:] == ["50", "4", "6", "7", "8", "7"]  # APP.1.1.2
