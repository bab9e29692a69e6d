"""One gunnery dice factor alone (issue 25, point 4): ``fsh.fire_modifier(case, gunnery=..., ...)`` answers it with
the very step a salvo's dice ruling (:func:`gunnery_dice`) shows for it [5.6.1, 1.5.2c, APP.1.2.2, 5.5.3.1].

Fighting Ships fires d6 pools, so its factors change a number of dice, not a Fire Value: each is asked alone and
compared with its step in the dice ruling of a salvo where it applies."""

from __future__ import annotations

from typing import Any

import pytest

import sailkit.rulesets.fighting_ships as fsh
from sailkit.errors import InvalidInputError, UnknownChoiceError

#: For each factor: what it reads alone, and the same salvo's whole dice ruling.
CASES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "5.6.1": ({"gunnery": 7}, {"damaged": True}),
    "1.5.2c": ({"gunnery": 7}, {"gale": "downwind"}),
    "APP.1.2.2": ({"gunnery": 7}, {"captain": "poor"}),
    "5.5.3.1": ({"gunnery": 11, "factor": "night"}, {"factors": ["night"]}),
}


@pytest.mark.parametrize("case", CASES)
def test_a_factor_alone_is_its_step_in_the_salvo(case: str) -> None:
    alone, whole = CASES[case]
    ruling = fsh.fire_modifier(case, **alone)
    salvo = fsh.gunnery_dice(alone["gunnery"], **whole)
    step = next(s for s in salvo.steps if s.case == case)
    assert ruling.steps[0] == step and ruling.value == step.value and ruling.cases[0] == case
    assert ruling.verdict == f"{step.value:+d}" and str(ruling).startswith("gunnery dice factor")


def test_the_numbers_a_factor_alone_gives() -> None:
    assert fsh.fire_modifier("5.6.1", gunnery=7).value == -3  # 7 halved, rounded up: 4
    assert fsh.fire_modifier("5.5.3.1", gunnery=11, factor="night").value == -4  # two dice a ten, two tens
    assert fsh.fire_modifier("5.5.3.1", gunnery=7, factor="first-shot").value == -1
    assert fsh.fire_modifier("APP.1.2.2", gunnery=1).value == -1


def test_a_factor_names_the_reading_it_consulted() -> None:
    night = fsh.fire_modifier("5.5.3.1", gunnery=11, factor="smoke", readings={"one_in_ten": "sequential"})
    assert ("one_in_ten", "sequential") in night.readings
    gale = fsh.fire_modifier("1.5.2c", gunnery=8, damaged=True)
    assert [k for k, _ in gale.readings] == ["gale_quarter"]


def test_a_factor_that_changes_nothing_says_so() -> None:
    none = fsh.fire_modifier("5.6.1", gunnery=0)
    assert none.value == 0 and none.steps[0].case == "5.6.1" and "no dice" in none.steps[0].reason


def test_bad_questions_are_refused_with_what_is_expected() -> None:
    with pytest.raises(UnknownChoiceError, match="5.5.3.1"):
        fsh.fire_modifier("9.33d", gunnery=7)
    with pytest.raises(InvalidInputError, match="night"):
        fsh.fire_modifier("5.5.3.1", gunnery=7)
    with pytest.raises(UnknownChoiceError, match="night"):
        fsh.fire_modifier("5.5.3.1", gunnery=7, factor="fog")
