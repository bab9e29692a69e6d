"""Gunnery ranges [5.3]: the band a target's mainmast lies in, a range dead on a line going to the shorter band.

Cannon (muzzle-loaders, a plain number on the stat line) reach 18 inches: up to 6 short, up to 12 medium, up to 18
long. The breech-loading Guns of later eras have bands of their own and are not built here. Ranges are measured
mainmast to mainmast [1.4] and compared with the printed limits after :func:`~sailkit.geometry.board.measured`, so
float noise cannot push a target on a line into the longer band.
"""

from __future__ import annotations

from ...geometry.board import format_real
from ...rulings import Ruling, Step
from .measuring import inches
from .readings import RULINGS
from .ships import Ship

#: The Cannon bands [5.3]: each band's name and the longest range in it, in inches.
CANNON_BANDS: tuple[tuple[str, float], ...] = (("short", 6.0), ("medium", 12.0), ("long", 18.0))


def band_of(distance: float) -> str | None:
    """The Cannon band of a measured distance, ties to the shorter band; ``None`` beyond 18 inches [5.3]."""
    return next((name for name, top in CANNON_BANDS if distance <= top), None)


def gunnery_range(firer: Ship, target: Ship) -> Ruling:
    """The range band of ``target`` for ``firer``'s Cannon [5.3]: ``"short"``, ``"medium"``, ``"long"``, or
    ``"out of range"`` (not a valid target, 5.1). The value is the distance, mainmast to mainmast; the facts ``band``,
    ``segment`` (mainmast to mainmast), and for a picture ``firer``, ``target`` and ``bands`` (:data:`CANNON_BANDS`)."""
    d = inches(firer, target)
    band = band_of(d)
    steps = [Step("1.4", f"{format_real(d)} inches from mainmast to mainmast")]
    if band is None:
        steps.append(Step("5.3", "beyond the 18 inches of Cannon: out of range"))
    else:
        top = dict(CANNON_BANDS)[band]
        on_line = d == top
        steps.append(
            Step(
                "5.3",
                f"{band} range (up to {format_real(top)} inches"
                + (", a range on the line counts as the shorter band)" if on_line else ")"),
            )
        )
    return RULINGS(
        f"range from {firer.name} to {target.name}",
        band or "out of range",
        steps,
        also=firer.build.read("mainmast_point"),
        value=d,
        measure="{} inches",
        kind="range",
        facts={
            "band": band,
            "segment": (firer.mainmast, target.mainmast),
            "firer": firer,
            "target": target,
            "bands": CANNON_BANDS,
        },
    )


__all__ = ["CANNON_BANDS", "band_of", "gunnery_range"]
