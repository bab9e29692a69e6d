"""Gunnery ranges [5.3]: the band a target's mainmast lies in, a range dead on a line going to the shorter band.

Cannon (muzzle-loaders, a plain number on the stat line) reach 18 inches: up to 6 short, up to 12 medium, up to 18
long. The breech-loading Guns of later eras have bands of their own, reaching 55 inches and, for the heaviest, an
extreme range beyond (:mod:`.guns`); a ship's stat line says which she fires. Ranges are measured
mainmast to mainmast [1.4] and compared with the printed limits after :func:`~sailkit.geometry.board.measured`, so
float noise cannot push a target on a line into the longer band.
"""

from __future__ import annotations

from ...geometry.board import format_real
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .guns import Armament, armament_of, guns_band, guns_bands
from .measuring import inches
from .readings import RULINGS, chosen
from .ships import Ship

#: The Cannon bands [5.3]: each band's name and the longest range in it, in inches.
CANNON_BANDS: tuple[tuple[str, float], ...] = (("short", 6.0), ("medium", 12.0), ("long", 18.0))


def band_of(distance: float) -> str | None:
    """The Cannon band of a measured distance, ties to the shorter band; ``None`` beyond 18 inches [5.3]."""
    return next((name for name, top in CANNON_BANDS if distance <= top), None)


def reach(firer: Ship, readings: ReadingsLike | None = None) -> float:
    """The longest range ``firer``'s main battery reaches [5.3]: 18 inches for Cannon, the outer limit of her Guns'
    bands (extreme range included where her calibre has it) for Guns."""
    arm = armament_of(firer.cls)
    return guns_bands(arm.calibre, chosen(readings))[-1][1] if arm.guns else CANNON_BANDS[-1][1]


def _guns_steps(arm: Armament, d: float, band: str | None, bands: tuple[tuple[str, float], ...]) -> list[Step]:
    """The steps of a Guns range [5.3]: the era rule used, the band and its limit, or why it is out of range."""
    steps = [Step("5.3", f"{arm}: the breech-loaders' bands of the steam eras, not the Cannon's")]
    if band is None:
        reach = format_real(bands[-1][1])
        why = "" if bands[-1][0] == "extreme" else " (no extreme range under 8 inch Guns)"
        steps.append(Step("5.3", f"beyond the {reach} inches of {arm}{why}: out of range"))
        return steps
    top = dict(bands)[band]
    line = ", a range on the line counts as the shorter band" if d == top else ""
    extra = ": plunging shot" if band == "extreme" else ""
    steps.append(Step("5.3", f"{band} range{extra} (up to {format_real(top)} inches{line})"))
    return steps


def gunnery_range(firer: Ship, target: Ship, *, readings: ReadingsLike | None = None) -> Ruling:
    """The range band of ``target`` for ``firer``'s main battery [5.3]: ``"short"``, ``"medium"``, ``"long"``, for
    Guns of 8 inches and more ``"extreme"``, or ``"out of range"`` (not a valid target, 5.1). The value is the
    distance, mainmast to mainmast; the facts ``band``, ``segment`` (mainmast to mainmast), ``ordnance`` (how the
    battery is played: ``"cannon"`` or ``"guns"``), and for a picture ``firer``, ``target`` and ``bands`` (the
    bands' names and outer limits: :data:`CANNON_BANDS` or the Guns' of :func:`.guns.guns_bands`)."""
    d = inches(firer, target)
    arm = armament_of(firer.cls)
    r = chosen(readings)
    steps = [Step("1.4", f"{format_real(d)} inches from mainmast to mainmast")]
    bands = CANNON_BANDS
    also = firer.build.read("mainmast_point")
    if arm.guns:
        band = guns_band(d, arm.calibre, r)
        bands = guns_bands(arm.calibre, r)
        steps += _guns_steps(arm, d, band, bands)
        if arm.calibre == 11.0 and d > bands[2][1]:
            also += (("eleven_inch_reach", r["eleven_inch_reach"]),)
    else:
        band = band_of(d)
        steps += _cannon_steps(d, band)
    return RULINGS(
        f"range from {firer.name} to {target.name}",
        band or "out of range",
        steps,
        also=also,
        value=d,
        measure="{} inches",
        kind="range",
        facts={
            "band": band,
            "segment": (firer.mainmast, target.mainmast),
            "ordnance": arm.kind,
            "firer": firer,
            "target": target,
            "bands": bands,
        },
    )


def _cannon_steps(d: float, band: str | None) -> list[Step]:
    """The step of a Cannon range [5.3]: the band and its limit, or beyond 18 inches."""
    if band is None:
        return [Step("5.3", "beyond the 18 inches of Cannon: out of range")]
    top = dict(CANNON_BANDS)[band]
    on_line = d == top
    return [
        Step(
            "5.3",
            f"{band} range (up to {format_real(top)} inches"
            + (", a range on the line counts as the shorter band)" if on_line else ")"),
        )
    ]


__all__ = ["CANNON_BANDS", "band_of", "gunnery_range", "reach"]
