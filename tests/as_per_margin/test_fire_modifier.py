"""One fire modifier alone (issue 25, point 4): ``apm.fire_modifier(case, ...)`` answers a first broadside's and a
rake's double dice and the range band from their numbers, with the very step a volley or a die of fire shows
[TOSS DOUBLE DICE FOR, APM-08, APM-08a; RANGES & COMBAT CHARTS, APM-09]."""

from __future__ import annotations

import pytest

import sailkit.rulesets.as_per_margin as apm
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.table import Pose

VICTORY = apm.Ship("Victory", 1, Pose(10, 10, 0))
#: Bucentaure off Victory's stern, inside 12 inches, her first broadside unfired: a raking first broadside.
BUCENTAURE = apm.Ship("Bucentaure", 2, Pose(10, 18, 90), guns=80, chart=apm.Chart(), nation="FR")


@pytest.mark.parametrize("case", ["APM-08", "APM-08a"])
def test_double_dice_alone_are_their_steps_in_a_volley(case: str) -> None:
    shot = apm.volley(BUCENTAURE, VICTORY)
    v = shot.volley
    assert shot and v.rake and v.initial
    cited = [s for s in shot.steps if s.case.endswith(f", {case}") and s.value is not None]  # not the triple note
    alone = apm.fire_modifier(case, boxes=v.boxes, side=v.side)
    assert list(alone.steps) == cited and alone.value == v.boxes
    assert apm.fire_modifier(cited[0].case, boxes=v.boxes, side=v.side).steps == alone.steps  # its citation reads too


@pytest.mark.parametrize("inches", [3.0, 8.0, 10.0, 16.0, 20.0])
def test_the_range_band_alone_is_its_step_in_a_die_of_fire(inches: float) -> None:
    die = apm.table_i(4, inches)
    alone = apm.fire_modifier("APM-09", inches=inches)
    assert alone.steps == die.steps[:1] and alone.value == die.facts["need"] == apm.lowest_hit(inches)


def test_a_clause_that_is_no_modifier_or_a_missing_number_is_refused() -> None:
    with pytest.raises(UnknownChoiceError):
        apm.fire_modifier("APM-11")
    with pytest.raises(InvalidInputError, match="boxes"):
        apm.fire_modifier("APM-08")
    with pytest.raises(InvalidInputError, match="inches"):
        apm.fire_modifier("APM-09")
