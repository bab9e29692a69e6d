"""A wolf pack against a convoy: two U-boats, a destroyer, a corvette and three merchant ships of 1941, the sample
battle of submarines in play [7.1-7.4, 5.7.1].

Not a scenario of the text (its scenarios are for any era; this is an Encounter on the High Seas [APP.2.3.2b] fought
with the world wars' stat lines [APP.1.1.4]): three large steam merchant ships steam east along the middle of the
6-by-4-foot table the text gives that scenario after 1900, the destroyer Walker ahead of them and the corvette
Heather astern; U-47 and U-99 wait submerged to the east, each already her pack of three counters. The boats close
under water and launch their bow tubes at the merchant ships; the escorts hunt them by sonar in the initiative phase
and with depth charges over the stern in the gunnery phase. A points game: each fleet's morale is a tenth of its
points [APP.2.2.1].
"""

from __future__ import annotations

from ...geometry.compass import Direction
from ...geometry.table import Pose
from ...readings import ReadingsLike
from .morale import starting_morale
from .notation import Position, Vessel
from .readings import chosen
from .scenarios import Setup
from .ships import Ship, ship_class
from .submarines import COUNTERS, Pack

#: The 6-by-4-foot table of an Encounter after 1900 [APP.2.3.2b], in inches.
TABLE = (72, 48)
#: The convoy and its escorts: name, stat line, mainmast and heading, all steaming east.
CONVOY = (
    ("Walker", "destroyer", 22.0, 24.0, 90.0),
    ("Baron", "large-steam-merchant", 14.0, 20.0, 90.0),
    ("Clan", "large-steam-merchant", 14.0, 28.0, 90.0),
    ("Empire", "large-steam-merchant", 6.0, 24.0, 90.0),
    ("Heather", "corvette", 2.0, 30.0, 90.0),
)
#: The U-boats: name and where each waits submerged, her three counters together, facing west.
BOATS = (("U-47", 44.0, 16.0), ("U-99", 48.0, 32.0))
#: The Game-Turns the action lasts.
TURNS = 10


def wolfpack(readings: ReadingsLike | None = None) -> Setup:
    """The wolf pack's attack as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = tuple(Vessel(Ship.of(name, key, Pose(x, y, h), 1, readings=r)) for name, key, x, y, h in CONVOY)
    packs = tuple(
        Pack(name, tuple((k, Pose(x, y, 270.0)) for k in range(1, COUNTERS + 1)), 2, side=2, key="sub-submerged")
        for name, x, y in BOATS
    )
    costs = (sum(v.ship.cls.cost for v in ships), len(packs) * ship_class("sub-submerged").cost)
    morale = [int(starting_morale(c).verdict) for c in costs]
    position = Position(ships, wind=Direction.W, morale=(morale[0], morale[1]), readings=r, table=TABLE, packs=packs)
    return Setup("A wolf pack against a convoy", position, sides=("GB", "DE"), turns=TURNS)


__all__ = ["BOATS", "CONVOY", "TABLE", "TURNS", "wolfpack"]
