"""Set-ups the computer captain is measured on beyond the text's scenarios: the Encounter with fireships and
admirals whose effects are offered in play [APP.2.3.2b, 9.1.2, APP.1.2.1].

``python -m sailkit.rulesets.fighting_ships captain fireships`` plays it (:func:`.captain.matches`): each fleet of the
Encounter (:func:`.scenarios.encounter`) brings a fireship ahead of its line, the scenario allowing them [9.1.1], and
its flagship carries an admiral whose effect the engine offers as a choice: a Revolutionary for Britain, a
Disciplinarian for France [APP.1.2.1f, b]. It is a trial of the captain's choices, not a scenario of the text.
"""

from __future__ import annotations

from dataclasses import replace

from ...geometry.table import Pose
from ...readings import ReadingsLike
from .morale import starting_morale
from .notation import Vessel
from .readings import chosen
from .scenarios import Setup, encounter
from .ships import Ship

#: Each side's fireship, ahead of its line and heading for the enemy's, and its flagship's admiral.
FIRESHIPS = (("Vulcan", 24.0, 12.0, 0.0, "revolutionary"), ("Brulot", 24.0, 36.0, 180.0, "disciplinarian"))


def fireships(readings: ReadingsLike | None = None) -> Setup:
    """The Encounter with a fireship a side and admirals whose effects are offered (see the module's docstring)."""
    r = chosen(readings)
    base = encounter(r)
    ships = list(base.position.ships)
    for side, (name, x, y, heading, admiral) in enumerate(FIRESHIPS, 1):
        ships.append(Vessel(Ship.of(name, "fireship", Pose(x, y, heading), side, readings=r)))
        flag = next(i for i, v in enumerate(ships) if v.side == side)
        ships[flag] = ships[flag].with_(admiral=admiral)
    morale = [int(starting_morale(sum(v.ship.cls.cost for v in ships if v.side == s)).verdict) for s in (1, 2)]
    position = replace(base.position, ships=tuple(ships), morale=(morale[0], morale[1]))
    return Setup("Encounter with fireships", position, ordnance=(("fireship",), ("fireship",)))


#: The trials by name, beside :data:`.scenarios.SCENARIOS` for the captain's matches.
TRIALS = {"fireships": fireships}

__all__ = ["FIRESHIPS", "TRIALS", "fireships"]
