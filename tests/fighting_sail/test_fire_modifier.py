"""One Fire Value modifier alone [9.33a-g, 9.38, 15.8] (issue 25, point 4): ``fire_modifier(case, ...)`` answers it
from its numbers, with the very step a broadside's ruling shows for it.

Each modifier is asked alone and compared with its step in the full ruling of a shot where it applies: Shannon's
port broadside at Constitution, 6 Range Points off her stern, and variations of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import sailkit.rulesets.fighting_sail as fs
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.rulesets.fighting_sail.fire.modifiers import MODIFIERS

DUEL = "FS turn 1 wind W | Shannon BR 1013 E {} | Constitution US 1010 N"


def _shot(shannon: str = "", aim: str = "hull") -> Any:
    return fs.fire_value(fs.Position.parse(DUEL.format(shannon)), "Shannon", "Constitution", aim)


def _carronades() -> Any:
    """A carronade ship [9.38] next to Constitution (its rating written as the position notation writes it)."""
    p = fs.Position.parse("FS turn 1 wind W | Bellona BR 1011 E rating=40*A-5-8/BR | Constitution US 1010 N")
    return fs.fire_value(p, "Bellona", "Constitution")


NAMES = {"firer": "Shannon", "target": "Constitution"}
#: For each modifier: the broadside it shows in, and the numbers it reads alone.
CASES: dict[str, tuple[Callable[[], Any], dict[str, Any]]] = {
    "9.33a": (_shot, {"firer_rate": 5, "target_rate": 4}),
    "9.33b": (_shot, {"range": 6}),
    "9.33c": (lambda: _shot("hull=3"), {"hull": 3, **NAMES}),
    "9.33d": (lambda: _shot(aim="rigging"), {"aim": "rigging", "range": 6, **NAMES}),
    "9.33e": (lambda: _shot("tacked"), {"tacked": True, **NAMES}),
    "9.33f": (_shot, {"rake": "stern", **NAMES}),
    "9.33g": (_shot, {"range": 6, "side": "port", **NAMES}),
    "9.38": (_carronades, {"range": 2}),
    "15.8": (
        lambda: fs.fire_value(fs.scenario("15.8"), "Detroit", "Lawrence"),
        {"range": 14, "side": "port", "firer": "Detroit"},
    ),
}


def test_every_modifier_has_its_test() -> None:
    assert set(CASES) == set(MODIFIERS)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_modifier_alone_is_its_step_in_a_broadsides_ruling(case: str) -> None:
    shot, numbers = CASES[case]
    full = shot()
    assert full, f"the shot for {case} is refused: {full}"
    step = next(s for s in full.steps if s.case == case)
    alone = fs.fire_modifier(case, **numbers)
    assert alone.steps == (step,) and alone.value == step.value and alone.cases == (case,)
    assert alone.question.startswith("the Fire Value modifier for ")


def test_the_rigging_penalty_at_5_range_points_and_its_reading_9_33d() -> None:
    """[9.33d] -10 at 5 Range Points under the printed reading; none under long_range, which the ruling names."""
    close = fs.fire_modifier("9.33d", aim="rigging", range=5)
    assert close.value == -10 and close.verdict == "-10" and close.readings == (("rigging_penalty_range", "close"),)
    far = fs.fire_modifier("9.33d", aim="rigging", range=5, readings={"rigging_penalty_range": "long_range"})
    assert far.value == 0 and far.readings == (("rigging_penalty_range", "long_range"),)
    assert fs.fire_modifier("9.33d", aim="rigging", range=5, studding=True).value == 0  # [13.32]


def test_bonuses_read_plus_and_penalties_minus() -> None:
    assert str(fs.fire_modifier("9.33f", rake="stern")).splitlines()[0].endswith(": +20")
    assert fs.fire_modifier("9.33g", range=2).value == 20 and fs.fire_modifier("9.33g", range=7).value == 0
    assert fs.fire_modifier("9.33b", range=13).value == -30


def test_a_case_that_is_no_modifier_or_a_missing_number_is_refused() -> None:
    with pytest.raises(UnknownChoiceError, match="9.34"):
        fs.fire_modifier("9.34")
    with pytest.raises(InvalidInputError, match="range"):
        fs.fire_modifier("9.33b")
    with pytest.raises(InvalidInputError, match="firer_rate"):
        fs.fire_modifier("9.33a", target_rate=3)
