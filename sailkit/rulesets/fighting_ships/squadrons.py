"""Squadrons of small warships pooling their fire [9.2]: which members may add their dice to one shot.

Two or three small ships (5th and 6th rates, brigs and smaller) may form a squadron for the whole game. Firing
together at one target, each member that can see it [5.2], has it in a gun arc [5.4] (a valid target, 5.1) and lies
within 6 inches of a fellow member (mainmast to mainmast; which fellows count is reading ``squadron_cohesion``) adds
its Gunnery dice. The range band is the farthest contributor's, and the shot never rakes. The dice themselves are
rolled by the gunnery rules; this module says who fires, how many dice and at what band.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from shapely.geometry.base import BaseGeometry

from ...errors import InvalidInputError
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .measuring import at_most, inches
from .ranges import CANNON_BANDS
from .readings import RULINGS, chosen
from .ships import Ship
from .sight import VISIBILITY
from .targets import valid_target

#: How close a fellow member must be, in inches [9.2].
COHESION = 6.0
SMALL = frozenset({"frigate", "small"})


def _check_squadron(members: Sequence[Ship]) -> None:
    """A squadron is two or three different frigates, brigs or smaller ships [9.2]; anything else is refused."""
    if not 2 <= len(members) <= 3 or len({m.name for m in members}) != len(members):
        raise InvalidInputError("squadron", [m.name for m in members], "two or three different ships")
    big = [m.name for m in members if m.cls.size not in SMALL]
    if big:
        raise InvalidInputError("squadron", big, "frigates, brigs and smaller ships only (9.2)")


def _pooled(
    firing: Sequence[Ship], shots: Mapping[str, Ruling], steps: list[Step], nearest: bool = False
) -> tuple[int, str | None]:
    """The Gunnery dice the ``firing`` members pool and the farthest one's band [9.2] (the nearest one's under a
    Former Frigate Captain admiral, ``nearest`` [APP.1.2.1]), written into ``steps``."""
    dice = sum(m.cls.gunnery for m in firing)
    order = [name for name, _ in CANNON_BANDS]
    bands = [shots[m.name].band for m in firing]
    band = (min if nearest else max)(bands, key=order.index) if bands else None
    if firing:
        whose = "the nearest's" if nearest else "the farthest's"
        steps.append(Step("9.2", f"{', '.join(m.name for m in firing)} pool {dice} dice at {band} range, {whose}"))
        if nearest:
            steps.append(Step("APP.1.2.1", "a Former Frigate Captain admiral: the nearest member sets the range"))
        steps.append(Step("9.2", "a squadron's shot never rakes"))
    else:
        steps.append(Step("9.2", "no member may add its dice"))
    return dice, band


def squadron_fire(
    members: Sequence[Ship],
    target: Ship,
    ships: Sequence[Ship] = (),
    *,
    reach: float = COHESION,
    nearest: bool = False,
    land: Sequence[BaseGeometry] = (),
    fog: Sequence[BaseGeometry] = (),
    seeing: float = VISIBILITY,
    readings: ReadingsLike | None = None,
) -> Ruling:
    """Which members of a squadron add their dice to a shot at ``target`` [9.2], with the dice and the band.

    ``reach`` is the cohesion distance (6 inches; a Veteran Sailor admiral's 9 [APP.1.2.1]), ``nearest`` whether the
    nearest firing member's band counts instead of the farthest's (a Former Frigate Captain admiral); ``land``, ``fog`` and ``seeing`` are
    passed on to :func:`.targets.valid_target` for each member. The verdict is the tuple of contributors' names;
    the value the Gunnery dice they pool; ``facts["band"]`` the farthest contributor's band, ``facts["rake"]`` False,
    ``facts["shots"]`` each member's :func:`.targets.valid_target` ruling; ``members``, ``target``, ``ships`` and
    ``reach`` for a picture.
    """
    r = chosen(readings)
    _check_squadron(members)
    shots = {m.name: valid_target(m, target, ships, fog=fog, seeing=seeing, readings=r, land=land) for m in members}
    able = [m for m in members if shots[m.name].verdict]
    steps: list[Step] = []
    for m in members:
        steps.append(Step("9.2", f"{m.name}: " + ("a valid target" if shots[m.name] else shots[m.name].gloss)))
    fellows_of = able if r["squadron_cohesion"] == "firing-member" else list(members)
    firing = [m for m in able if any(f is not m and at_most(inches(m, f), reach) for f in fellows_of)]
    for m in able:
        if m not in firing:
            steps.append(
                RULINGS.step("9.2", f"{m.name} lies over {reach:g} inches from every fellow", r, "squadron_cohesion")
            )
    dice, band = _pooled(firing, shots, steps, nearest)
    return RULINGS(
        f"which of the squadron fire at {target.name}",
        tuple(m.name for m in firing),
        steps,
        readings=r,
        keys=("squadron_cohesion",),
        also=tuple(p for m in members for p in shots[m.name].readings),
        value=dice,
        measure="Gunnery die",
        kind="squadron",
        facts={
            "band": band,
            "rake": False,
            "shots": shots,
            "members": tuple(members),
            "target": target,
            "ships": tuple(ships),
            "reach": reach,
        },
    )


__all__ = ["COHESION", "squadron_fire"]
