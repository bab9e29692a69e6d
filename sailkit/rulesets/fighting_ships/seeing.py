"""How far a ship sees on a position [3.2.1, 3.2.3, 9.1.6]: the one rule the engine and the desk both ask.

Ships see 40 inches, an MTB-sized craft or a surfaced submarine only 30; bad weather halves it and night counts as
bad weather, both halving it twice; the firing side's ECM adds 10 inches a level, unhalved
(:func:`.sight.visibility`). On a position the night is the table's (``night``), the ECM the firer's fleet's
(:mod:`.fleet_words`), and the bad weather a fog bank, squall or standing smoke counter either ship lies in (reading
``sight_weather``: a gale blowing too). A spotter or ASW helicopter in the air sees for the ship it flew from
(reading ``spotter_serves``: or for every ship of its side) [8.7].
"""

from __future__ import annotations

from ...rulings import Ruling
from .fleet_words import ecm_of
from .notation import Position, Vessel
from .readings import RULINGS
from .seascape import fog_banks
from .sight import small_target, visibility
from .wind import Weather

#: The aircraft types that are a ship's eyes by radio [8.7].
SPOTTERS = ("spotter", "asw-helicopter")


def sight_on(pos: Position, firer: Vessel, target: Vessel) -> Ruling:
    """How far ``firer`` sees ``target`` on ``pos`` [3.2.1] (see the module's docstring), as far as she is from it
    when a spotter of hers sees it [8.7] (:func:`spotted`); the value is inches."""
    seen = _sight(pos, firer, target)
    spotter = spotted(pos, firer, target, float(seen.value or 0))
    if spotter is None:
        return seen
    gap = firer.ship.pose.distance_to(target.ship.mainmast)
    said = f"{spotter} sees {target.name} for {firer.name} by radio: she sees her {gap:.1f} inches off"
    step = RULINGS.step("8.7", said, pos.readings, "spotter_serves")
    return RULINGS(str(seen.question), seen.verdict, [*seen.steps, step], value=max(float(seen.value or 0), gap),
                   measure="{} inches", kind="visibility", readings=pos.readings)  # fmt: skip


def spotted(pos: Position, firer: Vessel, target: Vessel, seeing: float) -> str | None:
    """The spotter (or ASW helicopter) in the air that sees ``target`` within ``seeing`` inches of its counter for
    ``firer`` [8.7, 3.2.1]: one that flew from her, or any of her side's (reading ``spotter_serves``); ``None``."""
    side = pos.readings["spotter_serves"] == "side"
    for p in pos.planes:
        ours = p.kind in SPOTTERS and p.flying and p.side == firer.side and (side or p.parent == firer.name)
        if ours and p.pose.distance_to(target.ship.mainmast) <= seeing:
            return p.name
    return None


def _sight(pos: Position, firer: Vessel, target: Vessel) -> Ruling:
    """How far ``firer`` sees ``target`` with her own eyes [3.2.1] (see the module's docstring)."""
    fog = fog_banks(pos)
    foul = any(v.ship.base.intersects(f) for v in (firer, target) for f in fog)
    gale = pos.readings["sight_weather"] == "gale-too" and pos.weather is Weather.GALE
    ecm = ecm_of(pos.fleets, firer.side)
    seen = visibility(bad_weather=foul or gale, night=pos.night, ecm=ecm, small=small_target(target.ship.cls))
    if not (foul or gale):
        return seen
    said = "a gale blows" if gale else "one of them lies in fog, a squall or smoke"
    step = RULINGS.step("3.2.1", f"bad weather: {said}", pos.readings, "sight_weather")
    return RULINGS(str(seen.question), seen.verdict, [step, *seen.steps], value=seen.value, measure="{} inches",
                   kind="visibility", readings=pos.readings)  # fmt: skip


__all__ = ["SPOTTERS", "sight_on", "spotted"]
