"""Bomb vessels in play [9.1.4]: mortar ships that lob their shells high, and so fire by their own rules.

What 9.1.4 changes, and where the engine asks:

- it fires only while it shows its compulsory Anchor token, which stands for the sail it sets to hold still; how it
  comes to show one is reading ``bomb_anchor`` (:func:`anchor_gate`): by default it takes the token as it fires,
  else it must already show one (from a short move [4.1.1i], a collision or a hit);
- its arc is the whole circle, and any enemy in range will do (:func:`bomb_bearing`);
- the shell's high path rules out short range: medium or long only (:func:`short_refusal`);
- it always fires as if raking, wherever it lies (:func:`.gunnery.pool`, ``shooter="bomb"``; a rake still never
  chains at long range [5.5.5]);
- it fires once a Game-Turn, as every ship does [5.1].
"""

from __future__ import annotations

from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .readings import RULINGS, chosen
from .ships import Ship

#: The stat line of the bomb vessel [9.1.4].
BOMB = "bomb-vessel"


def is_bomb(ship: Ship) -> bool:
    """Whether ``ship`` is a bomb vessel [9.1.4]."""
    return ship.cls.key == BOMB


def bomb_bearing(firer: Ship, target: Ship, *, reach: float = 20.0, readings: ReadingsLike | None = None) -> Ruling:
    """Whether bomb vessel ``firer``'s mortars bear on ``target`` [9.1.4]: always, for their arc is the full circle;
    the verdict names it (``("all round",)``), as :func:`.arcs.in_arc` names the arcs holding a ship's target."""
    said = f"{firer.name} is a bomb vessel: her mortars bear all round, on any ship in range"
    return RULINGS(
        f"do {firer.name}'s guns bear on {target.name}",
        ("all round",),
        [Step("9.1.4", said)],
        kind="arcs",
        gloss="her mortars bear all round",
        facts={
            "arcs": {},
            "half_planes": (),
            "mainmast": target.mainmast,
            "held": ("all round",),
            "firer": firer,
            "target": target,
            "reach": reach,
        },
    )


def bomb_rake(firer: Ship, target: Ship, band: str | None, readings: ReadingsLike | None = None) -> Ruling:
    """Whether bomb vessel ``firer`` rakes ``target`` at ``band`` [9.1.4, 5.5.5]: from above, always as if raking,
    wherever she lies; but she cannot fire at short range, and no rake chains at long range (``readings`` are
    taken as :func:`.arcs.rake` takes them, and none is consulted)."""
    rakes = band == "medium"
    said = f"{firer.name} is a bomb vessel: her shells fall from above, always as if raking"
    steps = [Step("9.1.4", said)]
    if band == "short":
        steps.append(Step("9.1.4", "but she cannot fire at short range"))
    elif not rakes:
        steps.append(Step("5.5.5", f"but no rake at {band or 'no'} range"))
    return RULINGS(
        f"does {firer.name} rake {target.name}",
        rakes,
        steps,
        kind="rake",
        gloss="as if raking, from above" if rakes else "no rake at this range",
        facts={"chaser": None, "firer": firer, "target": target, "band": band, "chasers": {}},
    )


def short_refusal(firer: Ship, band: str | None) -> Step | None:
    """The step refusing bomb vessel ``firer`` a target at short range [9.1.4], else ``None``."""
    if band != "short":
        return None
    return Step("9.1.4", f"{firer.name} is a bomb vessel: her shells fly too high for short range")


def anchor_gate(name: str, anchors: int, readings: ReadingsLike | None = None) -> tuple[bool, Step]:
    """Whether bomb vessel ``name``, showing ``anchors`` Anchor tokens, may fire now, and the step saying why
    [9.1.4]. Under reading ``bomb_anchor=taken-to-fire`` she may, and takes her token as she fires (one she shows
    already serves); under ``shown-before`` only while she already shows one."""
    r = chosen(readings)
    if anchors:
        return True, RULINGS.step("9.1.4", f"{name} shows her Anchor token: her mortars may fire", r, "bomb_anchor")
    if r["bomb_anchor"] == "taken-to-fire":
        said = f"{name} takes her compulsory Anchor token as she fires"
        return True, RULINGS.step("9.1.4", said, r, "bomb_anchor")
    said = f"{name} shows no Anchor token: a bomb vessel fires only while she shows one"
    return False, RULINGS.step("9.1.4", said, r, "bomb_anchor")


__all__ = ["BOMB", "anchor_gate", "bomb_bearing", "bomb_rake", "is_bomb", "short_refusal"]
