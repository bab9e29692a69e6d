"""Choosing a target [5.1]: an enemy the firer can see [5.2], within range [5.3] and in a gun arc [5.4].

:func:`valid_target` asks the three questions and gathers, in one ruling, the facts a picture of the shot needs: the
line of sight and whatever blocks it, the range band, the arcs as polygons and the arcs that bear, and whether the
shot rakes [5.5.5]; a shore battery bears from its own arc, over its own shore, and is never raked [9.1.3]; a bomb
vessel bears all round, never at short range, always as if raking [9.1.4]. The
fire itself (dice, hits, damage) is the gunnery modules' and takes these as numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shapely.geometry.base import BaseGeometry

from ...geometry.board import format_real
from ...readings import ReadingsLike
from ...rulings import Ruling, Step
from .arcs import in_arc, rake
from .batteries import battery_bearing, is_battery, sight_land, unraked
from .bombs import bomb_bearing, is_bomb, short_refusal
from .electronics import fog_band_limit
from .measuring import inches
from .ranges import gunnery_range
from .readings import RULINGS
from .ships import Ship
from .sight import VISIBILITY, line_of_sight
from .turrets import turret_bearing


def _band_seen(
    firer: Ship,
    target: Ship,
    band: str | None,
    seeing: float,
    fog: Sequence[BaseGeometry],
    steps: list[Step],
    ecm: int = 0,
) -> tuple[str | None, list[str]]:
    """The range band left once sight is limited, written into ``steps``: beyond how far ships can see, none
    [3.2.1]; a ship in fog or a squall, short range only, medium too for a firer with ECM 1 or more [1.5.2d]. Also
    the names of the ships in fog."""
    if band is not None and inches(firer, target) > seeing:
        steps.append(Step("3.2.1", f"beyond the {format_real(seeing)} inches ships can be seen"))
        band = None
    fogged = [s.name for s in (firer, target) if any(s.base.intersects(f) for f in fog)]
    allowed = fog_band_limit(ecm)
    if fogged and band is not None and band not in allowed:
        only = "short range only" if len(allowed) == 1 else f"short or medium range only, with ECM {ecm}"
        steps.append(Step("1.5.2d", f"{' and '.join(fogged)} in fog or a squall: {only}"))
        band = None
    elif fogged and band == "medium":
        steps.append(Step("1.5.2d", f"{' and '.join(fogged)} in fog or a squall: ECM {ecm} fires at medium range"))
    return band, fogged


def _bearing(firer: Ship) -> Callable[..., Ruling]:
    """The question of whether ``firer``'s guns bear: a shore battery's arc [9.1.3], a bomb vessel's full circle
    [9.1.4], a turreted ship's flexible arcs [5.4g], else a ship's gun arcs [5.4]."""
    if firer.cls.turreted:
        return turret_bearing
    return battery_bearing if is_battery(firer) else bomb_bearing if is_bomb(firer) else in_arc


def valid_target(
    firer: Ship,
    target: Ship,
    ships: Sequence[Ship] = (),
    *,
    fog: Sequence[BaseGeometry] = (),
    seeing: float = VISIBILITY,
    ecm: int = 0,
    readings: ReadingsLike | None = None,
    **around: Sequence[BaseGeometry],
) -> Ruling:
    """Whether ``firer`` may fire at ``target`` [5.1]: an enemy, in sight, in range and in an arc. ``around`` holds
    the ``land`` and ``wreckage`` polygons of :func:`.sight.line_of_sight`; ``fog`` the fog banks and squalls: a
    ship whose base touches one fires and is fired on only at short range [1.5.2d, 1.5.2e]; ``seeing`` how far ships
    can see (:func:`.sight.visibility`: less at night and in bad weather) [3.2.1]; ``ecm`` the firer's ECM level, which
    lets her fire at medium range in fog [1.5.2d, 3.2.3]. Smoke counters are fog (:func:`.smoke.as_fog`) [9.1.6].

    Facts: ``arcs`` (the gun arcs holding the target), ``band`` (the range band or ``None``), ``rake`` (whether the
    shot rakes), ``sight``, ``range`` and ``arc`` (the three rulings asked, with their own facts for drawing), ``fog``
    (the names of the ships in fog), and for a picture ``firer``, ``target``, ``ships``, ``fog_banks`` and ``land``.
    """
    land, over_shore = sight_land(firer, target, around.get("land", ()), readings)
    sight = line_of_sight(firer, target, ships, readings=readings, **{**around, "land": land})
    ranged = gunnery_range(firer, target, readings=readings)
    bearing = _bearing(firer)(firer, target, readings=readings)
    steps: list[Step] = list(over_shore)
    enemy = firer.side != target.side
    if not enemy:
        steps.append(Step("5.1", f"{target.name} is on {firer.name}'s own side"))
    below = target.cls.submarine == "submerged"
    if below:
        steps.append(Step("7.4", f"{target.name} is submerged: no gun reaches her, only ASW weapons"))
    for part in (sight, ranged, bearing):
        steps.extend(part.steps)
    band, fogged = _band_seen(firer, target, ranged.band, seeing, fog, steps, ecm)
    bomb = is_bomb(firer)
    too_near = short_refusal(firer, band) if bomb else None
    steps += [too_near] if too_near else []
    raked = unraked if is_battery(target) else rake
    raking = raked(firer, target, band, readings) if bearing.verdict and band and not bomb else None
    if raking is not None:
        steps.extend(raking.steps)
    ok = enemy and not below and bool(sight.verdict) and band is not None and bool(bearing.verdict) and too_near is None
    checks: tuple[tuple[str, object], ...] = (
        ("an enemy", enemy),
        ("on the surface", not below),
        ("in sight", sight.verdict),
        ("in range", band),
        ("in an arc", bearing.verdict),
        ("beyond short range", too_near is None),
    )
    missing = [what for what, good in checks if not good]
    also = sight.readings + ranged.readings + bearing.readings + (raking.readings if raking else ())
    return RULINGS(
        f"may {firer.name} fire at {target.name}",
        ok,
        [s for s in steps if not s.reason.startswith("reconstructed")],
        also=also,
        kind="target",
        gloss="a valid target" if ok else "not " + ", not ".join(missing),
        facts={
            "arcs": bearing.verdict,
            "band": band,
            "rake": bool(raking) or (bomb and ok and band == "medium"),
            "sight": sight,
            "range": ranged,
            "arc": bearing,
            "fog": tuple(fogged),
            "firer": firer,
            "target": target,
            "ships": tuple(ships),
            "fog_banks": tuple(fog),
            "land": tuple(around.get("land", ())),
        },
    )


__all__ = ["valid_target"]
