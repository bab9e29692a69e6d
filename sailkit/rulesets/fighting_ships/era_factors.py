"""The 1-in-10 factors of the steam eras [5.5.3.1 b, d-f, h, i]: what Guns, armour and ECM do to a salvo's dice.

Which of them a shot brings follows from the two stat lines, the range band and the line of sight:

- b: Guns of 6 inches or more firing over smaller ships in the way take two dice a ten, indirectly over ships as big
  or bigger three (:func:`.sight.fired_over` says which);
- d: plunging shot onto decks at extreme range adds a die a ten;
- e: Cannon firing at an armoured metal ship take four dice a ten (reading ``armoured_target``);
- f: Guns firing at a wooden or rigged ship add a die a ten;
- h: Guns of 10 inches or more add a die a ten;
- i: a firer with ECM 1 or more to guide her fire adds a die a ten.

Between two ships of the sail era none of them applies, so a sail battle's rulings are as they were.
:func:`.gunnery.gunnery_dice` counts the dice (:data:`.gunnery.ERA_FACTORS`).
"""

from __future__ import annotations

from ...readings import ReadingsLike
from ...rulings import Step
from .guns import HEAVY_CALIBRE, armament_of
from .readings import RULINGS, chosen
from .ships import Ship
from .steel import armoured


def hull_class_of(ship: Ship) -> str:
    """The sink-table row of a ship [5.6.3]: her stat line's ``hull_class``, ``"wooden"`` for the sail era's."""
    return ship.cls.hull_class


def rigged(ship: Ship) -> bool:
    """Whether a ship is wooden or carries sail [5.5.3.1 f]: the Guns' easy target."""
    return hull_class_of(ship) == "wooden" or "sail" in ship.cls.motive


def era_factors(
    firer: Ship,
    target: Ship,
    band: str | None,
    *,
    over: str | None = None,
    ecm: int = 0,
    readings: ReadingsLike | None = None,
) -> tuple[list[str], list[Step]]:
    """The factors of 5.5.3.1 b, d, e, f, h and i for ``firer``'s main battery at ``target`` in ``band``, with a step
    naming each: ``over`` is the factor firing over ships costs (``"over-smaller"``, ``"indirect"`` or ``None``, from
    :func:`.sight.fired_over`), ``ecm`` the firer's ECM level [3.2.3]."""
    r = chosen(readings)
    arm = armament_of(firer.cls)
    found: list[tuple[str, Step]] = []
    if over is not None:
        how = (
            "over smaller ships: two" if over == "over-smaller" else "indirectly over obstacles as big or bigger: three"
        )
        found.append((over, RULINGS.step("5.5.3.1", f"{arm} firing {how} dice a ten fewer", r, "fire_over")))
    if arm.guns and band == "extreme":
        found.append(("plunging", Step("5.5.3.1", "plunging shot onto her decks at extreme range: a die a ten more")))
    hull = hull_class_of(target)
    if arm.kind == "cannon" and armoured(hull, r["armoured_target"]):
        said = f"Cannon at {target.name}, an armoured {hull}: four dice a ten fewer"
        found.append(("cannon-on-armour", RULINGS.step("5.5.3.1", said, r, "armoured_target")))
    if arm.guns and rigged(target):
        found.append(("guns-on-wood", Step("5.5.3.1", f"{arm} at {target.name}, wooden or rigged: a die a ten more")))
    if arm.at_least(HEAVY_CALIBRE):
        found.append(("heavy-guns", Step("5.5.3.1", f"{arm}, 10 inches or more: a die a ten more")))
    if ecm >= 1:
        found.append(("ecm", Step("5.5.3.1", f"ECM {ecm} guides her fire: a die a ten more [3.2.3]")))
    return [f for f, _ in found], [s for _, s in found]


__all__ = ["era_factors", "hull_class_of", "rigged"]
