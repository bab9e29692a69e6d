"""How far a ship sees on a position [3.2.1, 3.2.3, 9.1.6]: the one rule the engine and the desk both ask.

Ships see 40 inches, an MTB-sized craft or a surfaced submarine only 30; bad weather halves it and night counts as
bad weather, both halving it twice; the firing side's ECM adds 10 inches a level, unhalved
(:func:`.sight.visibility`). On a position the night is the table's (``night``), the ECM the firer's fleet's
(:mod:`.fleet_words`), and the bad weather a fog bank, squall or standing smoke counter either ship lies in (reading
``sight_weather``: a gale blowing too).
"""

from __future__ import annotations

from ...rulings import Ruling
from .fleet_words import ecm_of
from .notation import Position, Vessel
from .readings import RULINGS
from .seascape import fog_banks
from .sight import small_target, visibility
from .wind import Weather


def sight_on(pos: Position, firer: Vessel, target: Vessel) -> Ruling:
    """How far ``firer`` sees ``target`` on ``pos`` [3.2.1] (see the module's docstring); the value is inches."""
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


__all__ = ["sight_on"]
