"""A Jutland-style steam action: battlecruisers and destroyers of 1916 on the long table, the sample battle of the
steam eras [5.3, 5.4g, 5.5.3.1, 5.6.3].

Not a scenario of the text (its scenarios are for any era; this is an Encounter on the High Seas [APP.2.3.2b] fought
with the world wars' stat lines [APP.1.1.4]): two battlecruisers and two destroyers a side meet on the 6-by-4-foot
table the text gives that scenario after 1900, the wind from the west. The battlecruisers' 12 inch Guns reach across
the table (extreme range to 80 inches [5.3]); every capital ship and destroyer is DB and trains both broadsides on
her target [5.4g]; a battlecruiser sinks at her sixth Damage token, a destroyer at her fourth [5.6.3]. A points game:
each fleet's morale is a tenth of its points [APP.2.2.1].
"""

from __future__ import annotations

from ...geometry.compass import Direction
from ...geometry.table import Pose
from ...readings import ReadingsLike
from .morale import starting_morale
from .notation import Position, Vessel
from .readings import chosen
from .scenarios import Setup
from .ships import Ship

#: The 6-by-4-foot table of an Encounter after 1900 [APP.2.3.2b], in inches.
TABLE = (72, 48)
#: Each side's ships: name, stat line, mainmast and heading; the British from the west, the Germans from the east.
FLEETS = (
    (
        ("Lion", "battlecruiser", 8.0, 28.0, 90.0),
        ("Tiger", "battlecruiser", 8.0, 20.0, 90.0),
        ("Nestor", "destroyer", 14.0, 34.0, 90.0),
        ("Nomad", "destroyer", 14.0, 14.0, 90.0),
    ),
    (
        ("Luetzow", "battlecruiser", 64.0, 28.0, 270.0),
        ("Seydlitz", "battlecruiser", 64.0, 20.0, 270.0),
        ("V27", "destroyer", 58.0, 34.0, 270.0),
        ("V29", "destroyer", 58.0, 14.0, 270.0),
    ),
)


def jutland(readings: ReadingsLike | None = None) -> Setup:
    """The Jutland-style action as sailkit sets it up (see the module's docstring)."""
    r = chosen(readings)
    ships = [
        Vessel(Ship.of(name, key, Pose(x, y, heading), side, readings=r))
        for side, fleet in enumerate(FLEETS, 1)
        for name, key, x, y, heading in fleet
    ]
    morale = [int(starting_morale(sum(v.ship.cls.cost for v in ships if v.side == s)).verdict) for s in (1, 2)]
    position = Position(tuple(ships), wind=Direction.W, morale=(morale[0], morale[1]), readings=r, table=TABLE)
    return Setup("A Jutland-style action", position, sides=("GB", "DE"))


__all__ = ["FLEETS", "TABLE", "jutland"]
