"""One Hit Determination Table modifier alone (issue 25, point 4): ``ws.fire_modifier(case, guns=..., ...)`` answers
it from its numbers, with the very step a broadside's ruling shows for it [11.3.1-11.3.5, 16.1.2.2, 18.2.2.4,
18.2.2.5, 20.1, 20.3.5, 24.1.4, 24.2, 26.1.2].

Each modifier is asked alone and compared with its step in the Hit Table ruling of a broadside where it applies: a
British 74 (GB-6) firing her right broadside at a ship three hexes off, and variations of her.
"""

from __future__ import annotations

from typing import Any

import pytest

import sailkit.rulesets.wooden_ships as ws
from sailkit.errors import InvalidInputError, UnknownChoiceError
from sailkit.geometry.hexes import Hex, HexDirection
from sailkit.rulesets.wooden_ships import combat
from sailkit.rulesets.wooden_ships.fields import Broadside
from sailkit.rulesets.wooden_ships.hit_modifiers import MODIFIERS
from sailkit.rulesets.wooden_ships.state import Position, Wind
from sailkit.rulesets.wooden_ships.wind import GALE, STORM
from tests.wooden_ships.helpers import make_ship

N, NE = HexDirection.N, HexDirection.NE


def _number(velocity: int = 3, advanced: bool = True, readings: dict[str, str] | None = None, **firer: Any) -> Any:
    """The Hit Table ruling of the 74's right broadside at a ship three hexes off (or, Basic, of a French 80 at a
    ship lying end-on, a rake)."""
    kw = {"quality": "average", "type_key": "GB-6" if advanced else "FR-80", "fired": (True, True), **firer}
    f = make_ship("F", **kw)
    t = make_ship("T", side="B", bow=Hex(3, -2)) if advanced else make_ship("T", side="B", bow=Hex(4, -2), facing=NE)
    pos = Position(1, Wind(N, velocity), (f, t))
    if advanced:
        return combat.advanced_fire_number(pos, f, Broadside.R, t, readings=readings)
    return combat.fire_number(pos, f, Broadside.R, t, readings)


#: For each modifier: the broadside it shows in, and what it reads alone (besides the guns, taken from the broadside).
CASES: dict[str, tuple[Any, dict[str, Any]]] = {
    "11.3.1": (lambda: _number(quality="crack"), {"quality": "crack"}),
    "11.3.2": (
        lambda: _number(advanced=False, readings={"basic_rake": "rake-column"}),
        {"rake": "the firer lies across the target's bow", "readings": {"basic_rake": "rake-column"}},
    ),
    "11.3.3": (lambda: _number(sail_order="FS"), {"sections": 1, "advanced": True}),
    "11.3.4": (lambda: _number(advanced=False, fired=(False, False)), {}),
    "11.3.5": (lambda: _number(owner="B"), {"advanced": True}),
    "16.1.2.2": (lambda: _number(fallen=(0, 1)), {}),
    "18.2.2.4": (lambda: _number(GALE, type_key="GB-1"), {"velocity": GALE, "class_number": 1}),
    "18.2.2.5": (lambda: _number(STORM), {"velocity": STORM, "class_number": 2}),
    "20.1": (lambda: _number(full_sails=True), {}),
    "20.3.5": (lambda: _number(anchor="A"), {}),
    "24.1.4": (lambda: _number(fired=(False, False)), {}),
    "24.2": (lambda: _number(ammo=("R", "C")), {"ammo": "C"}),
    "26.1.2": (lambda: _number(reloads=0), {}),
}


def test_every_modifier_has_its_test() -> None:
    assert set(CASES) == set(MODIFIERS)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_modifier_alone_is_its_step_in_a_broadsides_ruling(case: str) -> None:
    shot, numbers = CASES[case]
    n = shot()
    steps = [s for s in n.ruling.steps if s.case == case]
    assert len(steps) == 1, f"{case} does not show in {n.ruling}"
    numbers = dict(numbers)
    if case == "11.3.2":  # the rake's words come from the geometry
        numbers["rake"] = steps[0].reason.partition("(")[2].rpartition(")")[0]
    alone = ws.fire_modifier(case, guns=n.guns, **numbers)
    assert alone.steps == (steps[0],) and alone.value == steps[0].value and alone.cases == (case,)


def test_a_crack_crews_column_reads_plus_and_a_case_that_is_no_modifier_is_refused() -> None:
    crack = ws.fire_modifier("11.3.1", guns=20, quality="crack")
    assert crack.value > 0 and str(crack).splitlines()[0].endswith(f": +{crack.value}")
    with pytest.raises(UnknownChoiceError):
        ws.fire_modifier("11.2.3", guns=20)
    with pytest.raises(InvalidInputError, match="guns"):
        ws.fire_modifier("11.3.1", guns=0)
    with pytest.raises(InvalidInputError, match="wind velocity"):
        ws.fire_modifier("18.2.2.4", guns=20, velocity=3)
